<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ActionJson</name>
    <message>
        <source>unknown key &quot;%1&quot; in a %2 action; it takes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: text is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a list is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[%2]: text is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an object of choices is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.%2: a choice&apos;s id is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown key &quot;%2&quot;; it takes ticked, chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a whole number is needed, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a list of numbers is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a list of cards is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[%2]: a card is {&quot;card&quot;: ID, &quot;unit&quot;: ID}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say what is done: &quot;kind&quot; is one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tests: an object of choices by test is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tests.%1: an object with ticked and chosen is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inputs: an object of numbers is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;typed&quot; or &quot;app&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>sources: one for each of the %n face(s)</source>
        <translation>
            <numerusform>sources: one for each of the %n face</numerusform>
            <numerusform>sources: one for each of the %n faces</numerusform>
        </translation>
    </message>
    <message>
        <source>value: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit: the unit that joins is needed, as {&quot;id&quot;, &quot;name&quot;, &quot;type&quot;, &quot;side&quot;, &quot;commander&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isCommander: true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fields: an object of the unit&apos;s fields is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;; actions: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owe: true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reroll: {&quot;of&quot;: the entry&apos;s seq, &quot;order&quot;: the order that allows it, &quot;by&quot;: the unit that gives it}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inches: missing (0 for a change of formation alone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inches: a distance from 0 to 1000 is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a test or a procedure, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>response: only with a procedure (a charge&apos;s response)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the rules as {&quot;id&quot;, &quot;version&quot;, &quot;sha256&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance: whole inches, 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance: %1 and inputs.distance: %2 say two things</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roles: an object of unit ids by the procedure&apos;s role, for a procedure only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roles.%1: a unit id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face: true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an object of figure lists by unit is needed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Amendment</name>
    <message>
        <source>a side cannot be added or taken away during a battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a side is as it began for the whole battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the id &quot;%2&quot; belonged to a unit taken out of the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its type, side or rank cannot change during a battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: someone of the side must command it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppFolders</name>
    <message>
        <source>The settings file %1 could not be read (%2). It was left as it is, and settings chosen now are not kept after Adjutant closes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Army</name>
    <message>
        <source>not an army file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an army file (a scenario or a battle?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an army file of format %1, which this Adjutant does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this army was built for the ruleset &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the army has no commanders</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Battle</name>
    <message>
        <source>Ended turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no test &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say which unit takes the test (actor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more dice are needed: %1 × %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n die face(s) given but %1 used</source>
        <translation>
            <numerusform>%n die face given but %1 used</numerusform>
            <numerusform>%n die faces given but %1 used</numerusform>
        </translation>
    </message>
    <message>
        <source> (dice typed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Umpire: %1 %2 set to %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (dice rolled by the app)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (dice typed: %1; rolled by the app: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a joining unit needs an id of letters, digits and hyphens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is already a unit &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no unit type &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no side &quot;%1&quot; in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a commander of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins the battle (%2, %3)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s card joins the deck when it is next shuffled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an undo marks an entry; it is not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a redo marks an entry; it is not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1 does not apply: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>journal entry %1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>journal entry %1 does not apply: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>journal entry %1 does not give the state it recorded: it was changed after it was played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry %1: state %2 recorded, %3 replayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skip: %1 has no test &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 skipped by the umpire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no procedure &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a charge needs the charger (actor) and the unit charged (target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owed test %1 taken (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no test is owed as number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owed test %1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is owed: only the umpire may pass it over, giving a reason as &quot;reason&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Umpire: %1 passed over (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was taken out of the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reroll: entry %1 is not the test just undone, %2 by %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reroll: entry %1 was itself rolled again, and the new roll stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no re-roll &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed by the umpire (%1), though the rules say: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled again (entry %1), %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no order &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is given with a test rolled again, not on its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the order &quot;%1&quot; is given to another unit: say which (target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the order &quot;%1&quot; takes no target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answers: the order &quot;%1&quot; asks no question &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is only for a unit when %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2 is not allowed: %3 (the umpire may allow it, giving a reason as &quot;override&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; allowed by the umpire (%1), though the rules say: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give %1 a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Umpire: %1 renamed %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already answers to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot answer to %2, who is under his command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Umpire: %1 moved from %2 to %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 still commands %2: move them under another commander or take them out first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s card is taken out of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Umpire: %1 taken out of the battle%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last entry is no test to roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not allowed: %2 (the umpire may allow it, giving a reason as &quot;override&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the change takes %2, so %3 of its next move too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a change of formation to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disordered crossing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> through %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the snapshot&apos;s copy of its rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the copy of %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its copy of the new rules does not load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its copy of the new rules is %1 %2, not %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say which rules to move onto (adjutant-cli play and the app take the library&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules in force are %1 %2, not the %3 %4 this update moves from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle is under these very rules already (%1 %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle as it stands does not fit %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Umpire: rules updated from %1 to %2; play goes on from the state as it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: say what the umpire notes, as &quot;text&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note: at most %1 characters, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Umpire&apos;s note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roles.%1: %2 has no such role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roles.%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be %2: it must be another unit of the side of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, changing face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is counted from the unit&apos;s figures: correct the figure instead (&quot;figure&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no figure &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>role: &quot;%1&quot; is not a figure&apos;s role in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Umpire: %1: %2 set to %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>role</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, far more than any battle: is it the right file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: journal entry %2 is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: journal entry %2 appears a second time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the journal&apos;s entries are out of order: entry %2 comes before entry %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: journal entry %2 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n journal entr(y/ies) from there on could not be kept</source>
        <translation>
            <numerusform>%n journal entry from there on could not be kept</numerusform>
            <numerusform>%n journal entries from there on could not be kept</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not an Adjutant battle (no format, ruleset and scenario)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its header (order of battle, options, deck, seed) does not match its checksum: it was changed after it was saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its journal does not match its checksum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged (%2 at byte %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an Adjutant battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was changed by another program while the battle was open; reopen the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not start with a copy of the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is older than the journal beside it; the battle was taken from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle was rebuilt from the copy in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no intact copy to compare with: the battle was read as it is; check its order of battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no battle file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no copy of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; it was never acknowledged, so nothing is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %2; the %n record(s) before it are kept</source>
        <translation>
            <numerusform>%1: %2; the %n record before it are kept</numerusform>
            <numerusform>%1: %2; the %n records before it are kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) from there on could not be kept</source>
        <translation>
            <numerusform>%n record from there on could not be kept</numerusform>
            <numerusform>%n records from there on could not be kept</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2; it will be written afresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle&apos;s order of battle is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: journal entry %2 is missing; %n record(s) from there on could not be kept</source>
        <translation>
            <numerusform>%1: journal entry %2 is missing; %n record from there on could not be kept</numerusform>
            <numerusform>%1: journal entry %2 is missing; %n records from there on could not be kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the battle goes on from entry %1; %n later entr(y/ies) could not be kept</source>
        <translation>
            <numerusform>the battle goes on from entry %1; %n later entry could not be kept</numerusform>
            <numerusform>the battle goes on from entry %1; %n later entries could not be kept</numerusform>
        </translation>
    </message>
    <message>
        <source>replaying the journal does not give the state recorded at entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was saved by a newer Adjutant (battle format %2; this one reads up to %3): update Adjutant to open it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleFolderMove</name>
    <message>
        <source>%1 is there already, and not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is there already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle is open in Adjutant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the folder cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjutant keeps battles in %1 now. The files below could not be moved there, so they are still here, as they were; nothing was overwritten. Open them with &apos;Open a battle...&apos;, or move them yourself (a battle with the files named after it). Adjutant tries again each time it starts, and removes this note once everything is moved.

</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattlePage</name>
    <message>
        <source>%1: %2 against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add unit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit joins the battle (a reinforcement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of battle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the order of battle in play; every change is journaled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library has other rules for this battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleProblemDialog</name>
    <message>
        <source>Open read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleRules</name>
    <message>
        <source>the battle&apos;s ruleset %1 %2 cannot be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its copy of %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its copy of %2 %3 holds other rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; Adjutant&apos;s own copy of those rules was used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, and no ruleset Adjutant has holds those rules: the battle cannot be replayed as it was played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library has no ruleset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library&apos;s %1 is the very rules the battle is played under (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleTitle</name>
    <message>
        <source>%1, played with %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1, the most Adjutant reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a plain file (a device, a pipe or a socket)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a link to another file, which Adjutant does not follow here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard input holds more than %1, the most Adjutant reads; none of it was taken</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChargeFlowView</name>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the target or the distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge which unit? (or tap it in the order of battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other unit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 responds (%2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 responds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, not offered: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>– inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance digit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare the charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ending: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied and written to the journal as one entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No faces yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d%1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip this test (umpire)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice to come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fighting which unit? (or tap it in the order of battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply now, owe the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies the charge as it stands; the tests it triggers that no die has reached yet join the tests owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckedJson</name>
    <message>
        <source>and %1 more mistakes, not listed; fix these first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true/false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key; allowed here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a dice expression and show every die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice such as 2d6+1, 4d10kh3, d66 or the pool 3d10&gt;=5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed for the random source (reproducible).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use faces read off real dice instead of rolling, e.g. &quot;3 0 7&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed and --faces exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed needs a whole number from 0 to 18446744073709551615</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
    <message>
        <source>(seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact probability of every outcome of a dice expression. For a pool such as 3d10&gt;=5 the outcome is the number of successes. With --ruleset, --test and --situation: the odds of each outcome of a test (see &apos;help resolve&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice such as 2d6, 3d10kl1 or 3d10&gt;=5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chance of N or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the chance of N or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--at-least and --at-most exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 or more: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 or less: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2  %3  %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>successes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties from a chained test on d10s: each die that scores 5+ after the hit modifier is a hit; each hit forces a save at 5+ after the save modifier; each failed save is a casualty. A natural 10 always passes and a natural 1 always fails. Casualties from the cap on count as the cap (the unit is removed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice rolled to hit (0 to 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total modifier on each hit die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total modifier on each save die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties at which the unit is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dice must be from 0 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cap must be 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be from -100 to 100, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n die/dice to hit at %1 each; each hit saved at %2; cap %3
</source>
        <translation>
            <numerusform>%n die to hit at %1 each; each hit saved at %2; cap %3
</numerusform>
            <numerusform>%n dice to hit at %1 each; each hit saved at %2; cap %3
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected casualties %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll dice, or check faces read off real dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact odds of every outcome of a dice expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds of casualties from hits that each force a save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer in JSON, for scripts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 needs a whole number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice chosen by the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Options (--option KEY=VALUE):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Ratings:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Unit state fields:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, at most the type&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Unit types:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Movement (inches):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Weapons (inches):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Tests:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> when %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Tables:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Charges (the first rule that fits decides):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Activation deck (draw %1):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: adjutant-cli COMMAND [OPTIONS]

Adjutant&apos;s staff work without a screen: dice, odds, rulesets and their tests, battles and their journals.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
&apos;adjutant-cli help COMMAND&apos; or &apos;adjutant-cli COMMAND --help&apos; explains one command. Every command takes --json.
Exit status: 0 done, 1 a check found problems, 2 bad arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjutant-cli: unknown command &apos;%1&apos;; &apos;adjutant-cli --help&apos; lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a situation is a few KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  total %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  dice %1 → %2%3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for dice: %1 × %2 — %3%4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the rulesets: those built in, and the umpire&apos;s own in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own rulesets go in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a ruleset or scenario file. Every problem is printed as file:line: field: message; the exit status is 1 if there are any.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ruleset file (JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one ruleset file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: ok — scenario %2 for %3, %n unit(s) and commander(s)</source>
        <translation>
            <numerusform>%1: ok — scenario %2 for %3, %n unit and commander</numerusform>
            <numerusform>%1: ok — scenario %2 for %3, %n units and commanders</numerusform>
        </translation>
    </message>
    <message>
        <source>Describe a ruleset: options, ratings, unit types and their numbers, state fields, formations, movement, weapons, tests with every modifier, tables, charge rules and the activation deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ruleset id or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one ruleset id or file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no battle file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjutant-cli %1: warning: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjutant-cli %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, turn %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Last drawn: %1; %n card(s) left
</source>
        <translation>
            <numerusform>Last drawn: %1; %n card left
</numerusform>
            <numerusform>Last drawn: %1; %n cards left
</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase: %1%2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> REMOVED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a battle from a ruleset and a scenario, saved to FILE (and FILE.journal beside it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset id or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario file, or a built-in demo such as kgcwo-demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed for the app&apos;s dice and shuffles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interpretation option (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a ruleset and a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-o FILE is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario is written for %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjutant-cli new: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The action as JSON, or - to read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a battle file and an action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the action is not a JSON object: %1 at character %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the action is not a JSON object: it must look like {&quot;kind&quot;:&quot;draw&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjutant-cli play: warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save what can be kept of a damaged battle as a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjutant-cli play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjutant-cli play: &apos;adjutant-cli recover %1&apos; saves what can be kept as a new battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a battle: turn, deck or phase, every unit&apos;s state, and the journal with --journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the journal too (undone entries marked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a battle file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuild a battle from its scenario and journal, rolling nothing; --verify compares every entry&apos;s recorded state with the replay (exit 1 on a difference).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check each entry&apos;s recorded state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>replayed %n entr(y/ies), %1 checked: the same state (%2)</source>
        <translation>
            <numerusform>replayed %n entry, %1 checked: the same state (%2)</numerusform>
            <numerusform>replayed %n entries, %1 checked: the same state (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save what can be kept of a damaged battle as a new battle (FILE-recovered.adjutant beside it, or -o NEW). The damaged files are only read, and every problem found is listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new battle file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjutant-cli recover: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n journal entr(y/ies) kept</source>
        <translation>
            <numerusform>%1: %n journal entry kept</numerusform>
            <numerusform>%1: %n journal entries kept</numerusform>
        </translation>
    </message>
    <message>
        <source>Start a battle from a ruleset and a scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply an action to a battle; journaled at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn, deck or phase, and every unit&apos;s state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebuild a battle from its journal; --verify checks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the situation is a JSON object, {...}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outcomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  odds of %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  odds of %1 to the target after saves: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>BROKEN (%n problem(s)): %1</source>
        <translation>
            <numerusform>BROKEN (%n problem): %1</numerusform>
            <numerusform>BROKEN (%n problems): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a ruleset is a few hundred KB, a scenario a few tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>describe: an option&apos;s choice, its id (what --option takes) and its name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test&apos;s id (&apos;describe&apos; lists them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Situation JSON file, or - for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set an interpretation option (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no test &quot;%1&quot; in %2; its tests: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces read off real dice, in the order they are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll every die with this seed instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dice and --seed exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed needs a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dice: &apos;%1&apos; is not a die face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the rulesets, built in and your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything a ruleset defines, with ids for scripts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a ruleset or scenario file; every mistake with its line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolve a test in a situation, with its follow-ups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle&apos;s report, worked out from its journal: turn by turn what happened, the losses and how the units stood, and each side&apos;s dice against the exact odds. Printed as text (or --json), or written with -o to a PDF or to one self-contained HTML file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the report to OUT: .pdf or .html.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the report is written as .pdf or .html, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjutant-cli report: warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjutant-cli report: %1 not written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle&apos;s report: text, JSON, PDF or HTML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read an order of battle written as a list (one unit a line under its commander&apos;s line, sides headed by &quot;side: NAME&quot;) or as CSV with a header row, against a ruleset, and write it as a scenario file. Every line that cannot be read is reported as FILE:LINE: message, and then nothing is written. resources/rulesets/LISTS.md describes the format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list (.txt or .csv); - reads standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario file to write (written whole or not at all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a ruleset and a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list is a few KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sides %2, units and commanders %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read an order of battle list or CSV into a scenario file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
%1 (adjutant-cli charge): %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The procedure&apos;s id (charge unless given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target&apos;s response, to resolve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll every die with this seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass over a triggered test (the umpire&apos;s call; repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the procedure this many times (with --seed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--simulate needs --seed and --response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no procedure &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: refused (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: not offered, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--simulate needs a number of runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs with seed %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: exact %2, rolled %3 (%4 standard errors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  waiting: %1 ×%2 (%3 → %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ending: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charge from declaration to melee: responses, odds side by side, resolution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) owed:</source>
        <translation>
            <numerusform>%n test owed:</numerusform>
            <numerusform>%n tests owed:</numerusform>
        </translation>
    </message>
    <message>
        <source>Tests owed: tests the rules owe after a result (morale after hits, casualties...) wait in a queue, in the order the rules take them; &apos;show&apos; and &apos;play&apos; list them, each with its number. {&quot;kind&quot;:&quot;resolve&quot;,&quot;owed&quot;:3,&quot;faces&quot;:[6]} takes owed test 3 (its test and units are the owed test&apos;s); &quot;owe&quot;:true on a test applies it before its follow-ups are rolled, and they are owed, each judged when taken on its units as they were when it was owed; {&quot;kind&quot;:&quot;skip&quot;,&quot;owed&quot;:3,&quot;reason&quot;:&quot;REASON&quot;} is the umpire passing one over (journaled, never without a reason). Some lapse, with a note, when the phase or the turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tests owed are listed in the order they are taken, each with its number for &apos;play&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 about %2 (%3 to %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>estimated from %n simulated run(s), each chance within the range given 19 times in 20: too many ways to work them all out</source>
        <translation>
            <numerusform>estimated from %n simulated run, each chance within the range given 19 times in 20: too many ways to work them all out</numerusform>
            <numerusform>estimated from %n simulated runs, each chance within the range given 19 times in 20: too many ways to work them all out</numerusform>
        </translation>
    </message>
    <message>
        <source>On a charge or a melee (&quot;procedure&quot;), &quot;owe&quot;:true owes the tests its result triggers that the faces given do not reach (a loser&apos;s check), and takes the procedure to its end without them; without faces, the app rolls every die but theirs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acting: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s type id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the unit&apos;s fields (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The formation it is in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The formation it changes to first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ground it moves through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The movement column moved in (the first unless given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far it moved, for what a move brings about.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--field needs FIELD=VALUE, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--option needs KEY=VALUE, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no formation &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no terrain &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--inches needs a distance from 0 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no move for %2 in this formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no &quot;%1&quot; move for this unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  morale tests first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  the change takes this move and %1 of the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a unit may do with its move: formation changes, ground, after-move rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: estimated %2, rolled %3 (%4 standard errors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The --dice faces are those of the dice in hand where the ruleset reads a die off another (a d10 for the brigade rules&apos; d5), read as it says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--in-hand says how to read --dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--skip: %1 has no step &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked without a battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The umpire&apos;s reason for resolving a test the rules forbid the unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not allowed: %2 (the umpire may allow it: --override REASON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed by the umpire (%1), though the rules say: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the action on standard input: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the output file if it exists (never a battle or one of its files, never a file the command reads).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; --force replaces it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 never writes over a file: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: warning: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken out of the battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: %1 %2 (content %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library has %1 %2: {&quot;kind&quot;:&quot;update-rules&quot;} moves the battle onto it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle is played under the rules it was begun with, which it keeps a copy of, whatever becomes of the ruleset files. {&quot;kind&quot;:&quot;update-rules&quot;} is the umpire moving it onto the library&apos;s rules of its ruleset (&apos;show&apos; says when they differ): journaled with a copy of them, play goes on from the state as it stands, and undo moves it back; it is refused when the state does not fit them (a unit type, field or card they lack).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the content hash of every ruleset Adjutant ships, as resources/rulesets/versions.lock lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>written for format %1: %n change(s) made on reading (&apos;adjutant-cli check %2&apos; lists them)</source>
        <translation>
            <numerusform>written for format %1: %n change made on reading (&apos;adjutant-cli check %2&apos; lists them)</numerusform>
            <numerusform>written for format %1: %n changes made on reading (&apos;adjutant-cli check %2&apos; lists them)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: note: written for format %2, read as format %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance: %1 measures no distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hidden</source>
        <extracomment>a field of another side&apos;s unit kept from the reader (an order written in secret)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fates waiting for their units:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{&quot;kind&quot;:&quot;note&quot;,&quot;text&quot;:&quot;TEXT&quot;} is the umpire&apos;s note in the journal: what the rules leave to him, such as a random event or his judgement of victory (plain text, at most 2000 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show it as the players of SIDE may see it: what the rules keep from them (the other side&apos;s written orders) is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--as: no side &quot;%1&quot; in this battle; its sides: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a unit may do with its move: its allowance in each column of the ruleset&apos;s movement table, what a change of formation (--to) or of face (--face) costs and leaves of the move, what a kind of ground (--terrain) makes of what is left, what a move of so many inches (--inches) brings about, and its manoeuvres. Fractions of a move are given as decimals in --json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It changes face first (to a flank or about).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply one action to a battle and journal it at once. ACTION is JSON, e.g. {&quot;kind&quot;:&quot;draw&quot;}, {&quot;kind&quot;:&quot;resolve&quot;,&quot;test&quot;:&quot;fire&quot;,&quot;actor&quot;:&quot;52nd&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;distance&quot;:6,&quot;faces&quot;:[7,2,4,6,3,8]} (&quot;distance&quot;: the inches measured), {&quot;kind&quot;:&quot;set&quot;,&quot;unit&quot;:&quot;52nd&quot;,&quot;field&quot;:&quot;casualties&quot;,&quot;value&quot;:1,&quot;reason&quot;:&quot;miscounted&quot;}, {&quot;kind&quot;:&quot;join&quot;,&quot;unit&quot;:{&quot;id&quot;:&quot;43rd&quot;,&quot;name&quot;:&quot;1/43rd Foot&quot;,&quot;type&quot;:&quot;infantry&quot;,&quot;side&quot;:&quot;british&quot;,&quot;commander&quot;:&quot;thornby&quot;}} (a reinforcement), {&quot;kind&quot;:&quot;resolve&quot;,&quot;procedure&quot;:&quot;charge&quot;,&quot;response&quot;:&quot;stand&quot;,&quot;actor&quot;:&quot;14th-ld&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;distance&quot;:10} (a whole charge, one entry; faces in the order &apos;adjutant-cli help charge&apos; gives), {&quot;kind&quot;:&quot;order&quot;,&quot;order&quot;:&quot;hold&quot;,&quot;unit&quot;:&quot;52nd&quot;} (an order that rolls no dice; &quot;answers&quot; to its questions, &quot;target&quot; when it is given to another unit), {&quot;kind&quot;:&quot;move&quot;,&quot;unit&quot;:&quot;52nd&quot;,&quot;inches&quot;:6,&quot;to&quot;:&quot;line&quot;,&quot;terrain&quot;:&quot;light-woods&quot;,&quot;manoeuvre&quot;:&quot;wheel&quot;} (a move: a change of formation first, then so many inches through a kind of ground, maybe by a manoeuvre; to, terrain and manoeuvre may be left out), &quot;override&quot;:&quot;REASON&quot; on a test, a charge, an order or a move the rules forbid here (the umpire&apos;s call, journaled), {&quot;kind&quot;:&quot;next&quot;}, {&quot;kind&quot;:&quot;end-turn&quot;}, {&quot;kind&quot;:&quot;undo&quot;}, {&quot;kind&quot;:&quot;redo&quot;}. Without faces the app rolls, and the journal keeps the faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs one of a ruleset&apos;s procedures (by default &quot;charge&quot;) from the declaration to its end:
whether the charge may go in (with the rule that forbids it), the responses the target may
choose at that distance (with the condition that allows or bars each), and the exact chance
of every ending for each response, side by side. With --response the procedure is resolved
with the faces given (--dice, in the order the dice are read: the charge rules&apos; test if one
is needed, the target&apos;s check on being charged, the response&apos;s dice, then the melee: the
charger&apos;s dice and the defender&apos;s saves and checks, then the defender&apos;s dice and the
charger&apos;s saves and checks, then the tests the melee&apos;s result triggers) or rolled (--seed).
Where the faces run out, the tests still waiting are listed in order: the queue. The umpire
may pass over a test the rules trigger with --skip STEP (its step path, as listed).
--simulate N rolls the procedure N times with --seed and sets what happened beside the exact
odds.

The situation is the one &apos;resolve&apos; reads, with the charger as actor, the charged unit as
target and the distance in inches: {&quot;actor&quot;: {...}, &quot;target&quot;: {...},
&quot;distance&quot;: 8}. &quot;tests&quot;: {&quot;melee@actor&quot;: {&quot;ticked&quot;: [...]}} ticks a
modifier for the charger&apos;s melee dice only (&quot;melee@target&quot; for the defender&apos;s). Other units
the procedure names go under &quot;roles&quot; by role: {&quot;roles&quot;: {&quot;gun&quot;: {...}}} (the brigade
rules&apos; supported gun).

JSON answer (--json), keys kept stable:
  ruleset {id, version}, procedure, inputs {id: value}, allowed, refusal,
  responses [{id, name, explain, available, reason, exact, simulatedRuns,
              odds [{ending, name, probability, low, high}], ms}]
  run {response, ending, endingName, complete, facesUsed, winner, loser, pendingStep,
       steps [{path, name, test, actor, target, skipped, note, resolution}],
       queue [{test, name, count, why, actor, target, odds}], units, errors}
  simulation {runs, seed, endings [{ending, exact, estimated, observed, standardErrors}]}
Odds too costly to work out exactly are estimated from simulated runs (seeded by the question,
so the same question gets the same answer): exact is false, simulatedRuns says how many,
and low and high bound each chance&apos;s 95 % interval (both equal the chance when exact).
Exit status: 0 done (complete or waiting for dice), 1 the ruleset is broken, 2 bad arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>a test and the unit taking it</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a modifier&apos;s name, then why it counts</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n casualt(y/ies)</source>
        <translation>
            <numerusform>%n casualty</numerusform>
            <numerusform>%n casualties</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolves a test of a ruleset in a situation: every modifier with its reason, the total, what
is needed, the dice, the outcome, its effects, and the follow-up tests in turn. Follow-ups
are resolved while faces last (--dice, in the order the cascade reads them: the test&apos;s own
dice, then each follow-up&apos;s); the rest are reported as pending, with their odds. --seed rolls
every die with the app&apos;s generator instead.

The situation (a file, or - for standard input) is JSON:
  {&quot;actor&quot;:  {&quot;id&quot;: &quot;1st-foot&quot;, &quot;type&quot;: &quot;infantry&quot;, &quot;fire&quot;: &quot;C&quot;, &quot;casualties&quot;: 1},
   &quot;target&quot;: {&quot;id&quot;: &quot;45e&quot;, &quot;type&quot;: &quot;infantry&quot;},
   &quot;ticked&quot;: [&quot;enfilade&quot;],                       toggles, for any test of the cascade
   &quot;chosen&quot;: {&quot;target-cover&quot;: &quot;soft&quot;},           one-of modifiers
   &quot;tests&quot;:  {&quot;save-hit&quot;: {&quot;chosen&quot;: {&quot;cover&quot;: &quot;soft&quot;}}},   for one test only
   &quot;distance&quot;: 6,                                 inches to the target: the range band
   &quot;inputs&quot;: {&quot;chargeDistance&quot;: 8},
   &quot;options&quot;: {&quot;wounds-check&quot;: &quot;per-casualty&quot;}}
Fields left out take the ruleset&apos;s defaults (&apos;adjutant-cli describe RULESET&apos; lists them).

JSON answer (--json), keys kept stable:
  ruleset {id, version}, test, complete (bool), facesUsed, errors [text]
  steps [ {test, name, depth, actor, target, why, total, need,
           modifiers [{id, name, kind, value, applicable, active, derived, choice, side,
                       detail, explain, ref}],
           odds [{id, name, probability, low, high}], exact, simulatedRuns, oddsLeftOut,
           dice [{sides, face, success, kept}],
           value, outcome {id, name, explain}, effects [{unit, text, bookkeeping}],
           tableRolls [{table, faces, value, row, name, explain, thenFaces, thenValue}]} ]
  pending [ {test, name, depth, count, why, actor, target, total, need, modifiers, odds,
             casualties [{count, probability}]} ]
  units {id: {field: value, ..., removed}}
Odds too costly to work out exactly are estimated from simulated rolls (seeded by the question,
so the same question gets the same answer): exact is false, simulatedRuns says how many,
and low and high bound each chance&apos;s 95 % interval (both equal the chance when exact);
oddsLeftOut: the cascade&apos;s estimates had already used up their share of the work.
Exit status: 0 resolved (complete or pending), 1 the ruleset is broken, 2 bad arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no</source>
        <extracomment>a marker cleared on a unit, in &apos;show&apos;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a unit&apos;s field and its value, in &apos;show&apos;: &quot;Fire B&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)%3: %4
</source>
        <extracomment>a unit&apos;s line in &apos;show&apos;: its name, its type, &quot; REMOVED&quot; or nothing, then its state</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 = %2
      %3 (%4)
      %5
</source>
        <extracomment>describe: an option&apos;s id, its choices (the default starred), its name, its choices named, its explanation</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 (%2) default %3%4
</source>
        <extracomment>describe: a field&apos;s id, its name, its default value in the ruleset&apos;s words</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 %2: %3
</source>
        <extracomment>describe: a row of the movement table: the unit type (or arm), the formation, the columns</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ok — %2 %3, %4, %5, %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n test(s)</source>
        <translation>
            <numerusform>%n test</numerusform>
            <numerusform>%n tests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s)</source>
        <translation>
            <numerusform>%n option</numerusform>
            <numerusform>%n options</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1 (%2, %3): %4
</source>
        <extracomment>describe: a unit type&apos;s id, its name, its arm, then its attributes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>      %1 %2: %3
</source>
        <extracomment>describe: a table&apos;s row: its faces, its name, what it does</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CurrentCard</name>
    <message>
        <source>Current card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 · %n card(s) left</source>
        <translation>
            <numerusform>Turn %1 · %n card left</numerusform>
            <numerusform>Turn %1 · %n cards left</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the next card (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the next phase or segment (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this step: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for the initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fates waiting for their units:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>☰ Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the whole card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ▴</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n owed</source>
        <translation>
            <numerusform>%n owed</numerusform>
            <numerusform>%n owed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DicePad</name>
    <message>
        <source>Face %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1–%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⌫ Take back the last face</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DicePage</name>
    <message>
        <source>Dice and odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 2d6, 3d10&gt;=5, 4d10kh3, d66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>or type %n real die face(s)</source>
        <translation>
            <numerusform>or type the face of the real die</numerusform>
            <numerusform>or type the faces of %n real dice</numerusform>
        </translation>
    </message>
    <message>
        <source>Faces of real dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of each number of successes (average %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of each total (average %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceParser</name>
    <message>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected dice such as 2d6, or a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected + or - between terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sign must be followed by dice or a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 dice in one expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write &gt;= or &lt;= to count successes per die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the number each die is judged against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected text after the success rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pool judges plain dice one by one: write it as 3d10&gt;=5, with no other terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many dice to work out exact odds: %1; keep or drop from fewer or smaller dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large; constants go up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll at least one die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 dice in one group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the number of faces after d, as in d6 or d10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d66 is one reading of two d6; add several as d66+d66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d66 cannot keep or drop dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no d%1; use d3, d4, d5, d6, d8, d10, d12, d20 or d66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write dl or dh to drop the lowest or highest dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected how many dice to keep or drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can drop 1 to %1 of %2 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can keep 1 to %1 of %1 dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceReadings</name>
    <message>
        <source>a d%1 read off a d%2: faces over %1 count again from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a d%1 read off a d%2: each face divided by %3, rounded up</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>d%1 showing %2, a success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d%1 showing %2, a failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d%1 showing %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d%1 showing %2, dropped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiskWriter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1 to the disk: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillMaker</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No modifier counts here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardly ever (under 10%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now and then (10–30%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less often than not (30–50%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more often than not (50–70%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usually (70–90%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>almost always (90% or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: the modifiers come to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: the modifiers come to %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not count: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right: each die needs %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: each die needs %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifiers %1 in all: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right to count %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not count here%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Right: %n modifier(s), %1 in all.</source>
        <translation>
            <numerusform>Right: %n modifier, %1 in all.</numerusform>
            <numerusform>Right: %n modifiers, %1 in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not quite: %n mistake(s).</source>
        <translation>
            <numerusform>Not quite: %n mistake.</numerusform>
            <numerusform>Not quite: %n mistakes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right: %1 comes %2 of the time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: %1 comes %2 of the time: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no step of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 is out of %3..%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no choice of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 cannot be in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would be out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 against %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 What do the modifiers come to?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 What must the die show, or less?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 What must each die show, at least?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Which modifiers count?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Roughly how likely is this: %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillProgressFile</name>
    <message>
        <source>cannot save the drills&apos; progress in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the progress of &quot;%1&quot; is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your drills&apos; progress in %1 could not be read (%2). It was kept as %3, and your drills start afresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your drills&apos; progress in %1 could not be read (%2). It was left as it is, and drills are not recorded this time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message>
        <source>End turn %1 now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards not yet drawn are returned and the deck is shuffled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntryReader</name>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Evaluator</name>
    <message>
        <source>the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ÷ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as a percentage of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the option &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is none of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is its side&apos;s commander-in-chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not its side&apos;s commander-in-chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the step of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is of the side whose phase it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is of the side whose phase it is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn is not in its %1 step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn is in its %1 step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its commander&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target&apos;s figures counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit&apos;s figures counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, added up over the figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target&apos;s figure&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the figure&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target&apos;s figure&apos;s role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the figure&apos;s role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target&apos;s figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sum of %1</source>
        <extracomment>Numbers added up: &quot;the sum of the unit&apos;s casualties and 2&quot; (no brackets to nest).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number its rule gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target&apos;s %1</source>
        <comment>something of the unit a test is against</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its commander&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1&apos;s %2</source>
        <extracomment>Something of a unit a procedure names by its part: &quot;the Supported gun&apos;s arm&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit&apos;s %1</source>
        <comment>something of the unit taking the test</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 of %2</source>
        <extracomment>A number that goes with a unit&apos;s rating: &quot;the command radius of the unit&apos;s leader rating&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type</source>
        <comment>a unit&apos;s type</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arm</source>
        <comment>a unit&apos;s arm: infantry, cavalry, artillery</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standing as commander-in-chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target&apos;s side&apos;s phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit&apos;s side&apos;s phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target&apos;s commanders still in play over it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit&apos;s commanders still in play over it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between conditions but the last two</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of several conditions that must all hold (&quot;A, B and C&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>The last two of several conditions of which one must hold (&quot;A, B or C&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both %1</source>
        <comment>a group of conditions that must all hold</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>either %1</source>
        <comment>a group of conditions of which one must hold</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FaceReader</name>
    <message numerus="yes">
        <source>expected %n face(s), one per die, but got %1</source>
        <translation>
            <numerusform>expected %n face, one per die, but got %1</numerusform>
            <numerusform>expected %n faces, one per die, but got %1</numerusform>
        </translation>
    </message>
    <message>
        <source>die %1 is a %2, which has no face %3 (faces 1 to %4%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; type 0 or 10 for the ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; at position %2 is not a die face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face %1, &apos;%2&apos;, is not a number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FigureRow</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corrections (journaled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decrease %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Increase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileError</name>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormatMigrations</name>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rough ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter-charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rout</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>movement: %n row(s) gave their columns as keys of their own (move, rough, chargeBonus...); they are given by &quot;inches&quot; and &quot;bonus&quot; now, each column declared in movementColumns (%1 added)</source>
        <translation>
            <numerusform>movement: %n row gave their columns as keys of their own (move, rough, chargeBonus...); they are given by &quot;inches&quot; and &quot;bonus&quot; now, each column declared in movementColumns (%1 added)</numerusform>
            <numerusform>movement: %n rows gave their columns as keys of their own (move, rough, chargeBonus...); they are given by &quot;inches&quot; and &quot;bonus&quot; now, each column declared in movementColumns (%1 added)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activation.endOfPhase: its effects now end each phase as part of each phase&apos;s &quot;atEnd&quot;; in a phase led by one side they reach that side&apos;s units only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Adjutant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your staff officer for horse-and-musket wargames: unit returns, tests and their odds, dice and the battle journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a battle from a scenario: the demo battle of each rule system, or your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a battle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle file saved earlier or sent by another umpire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice and odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll any dice the rules use, or type in real dice, and see the exact chance of every result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light or dark theme, dice rolled by the app or by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills on modifiers, scores and odds, explained step by step, and each rule system to browse and search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guided first battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to these rules? A small battle with a tutor who points at each control and says what its numbers mean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: stop offering the guided first battle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputCheck</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>response: %1 has no response &quot;%2&quot;; its responses: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skip: %1 has no step &quot;%2&quot; (&apos;adjutant-cli help charge&apos; lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to: %1 has no formation &quot;%2&quot;; its formations: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>terrain: %1 has no kind of ground &quot;%2&quot;; its kinds: %3 (leave it out for open ground)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manoeuvre: %1 has no manoeuvre &quot;%2&quot;; its manoeuvres: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move of 0&quot; changes nothing: give the inches moved, the formation changed to (&quot;to&quot;), a change of face or a manoeuvre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no unit &quot;%2&quot; in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 has no figure &quot;%3&quot;; its figures: %4</source>
        <extracomment>%1: struck or inContact; %2: the unit; %3: the figure id named; %4: its figures&apos; ids</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputVocabulary</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1ticked: &quot;%2&quot; is worked out by the app from the battle, never ticked; the toggles of %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1ticked: &quot;%2&quot; is a choice of one of several: give it in &quot;chosen&quot; as one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1ticked: %2 has no toggle &quot;%3&quot; (nor does what follows it); its toggles: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1chosen: %2 has no choice of one of several &quot;%3&quot;; those it has: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1chosen.%2: &quot;%3&quot; is not one of its choices: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tests: %1 takes no test &quot;%2&quot;; it takes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inputs: %1 reads no input &quot;%2&quot;; its inputs: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinUnitDialog</name>
    <message>
        <source>A unit joins the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, e.g. 1/43rd Foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its side: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its commander: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its commander: none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>(entry %1 cannot be read)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JournalLog</name>
    <message>
        <source>record %1 (line %2) is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record %1 appears a second time at line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the records are out of order: record %1 comes before record %2 (line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record 1 is missing: the journal starts at record %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record %1 is missing: record %2 follows record %3 (line %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last record (%1) was cut off while it was being written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record %1 (line %1) is damaged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JournalView</name>
    <message>
        <source>Journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (undone; can be redone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JournalWords</name>
    <message>
        <source>%1, %2</source>
        <comment>a unit and its figure</comment>
        <extracomment>A unit and the figure of it a test fell on: &quot;Voltigeurs, Ranker 3&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — %3 [%4]</source>
        <extracomment>The journal: a test, the unit taking it, what came of it, the faces rolled.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 at %3 — %4 [%5]</source>
        <extracomment>The journal: a test aimed at a unit (&quot;Fire: 1/52nd Foot at 6e Léger — 2 hits [7 3 9]&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 against %3 — %4 [%5]</source>
        <extracomment>The journal: a test taken against another unit (&quot;Melee: Scots Greys against 45e Ligne — …&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 at %3 — %4</source>
        <extracomment>The journal: a procedure, the unit that began it, the unit it was against, how it ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 at %3, who chose %4 — %5</source>
        <extracomment>The journal: a procedure, the unit that began it, the unit it was against and its answer, how it ended (&quot;Charge: Scots Greys at 45e Ligne, who chose Stand — Charger won the melee&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>The journal: a unit and what changed on it (&quot;6e Léger: Casualties 0 → 1&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is removed from play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <source>Learn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modifier total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How likely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · most missed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No drill of this kind fits this rule system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table shows: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table shows nothing to tick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the rules: a test, a modifier, a word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing in these rules matches the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule section: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guided first battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a small battle with a tutor beside you: it dims the screen but for the control to use next, says what to do and why, and goes on when you have done it. You play for real; the tutor never plays for you. Turn it off at any time: it keeps your place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the guided battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume where you left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveBattle</name>
    <message>
        <source>%1 is being written by adjutant-cli (process %2 on %3); try again when it has finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open in another Adjutant (process %2 on %3); close it there first, or open it read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write beside %1 (%2): the battle can only be opened read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged, so nothing was written to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle was recovered but could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What could be kept is in %1; the damaged files were left as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the journal&apos;s unfinished last record could not be cut off: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unfinished record was cut off; its bytes were kept in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; a new battle is never written over another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle is open read-only here: another window or program is its writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not saved, so not done: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle is open read-only here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle&apos;s lock cannot be taken, so it can only be opened read-only: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Adjutant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModifierRow</name>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in the rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoreMenu</name>
    <message>
        <source>Add unit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Umpire mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the rules forbid may be allowed anyway, with a reason in the journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of battle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Umpire&apos;s note…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewBattlePage</name>
    <message>
        <source>New battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own order of battle for any rule system: type it, paste a list, or open a scenario file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n scenario file(s) in your folder cannot be started until mended.</source>
        <translation>
            <numerusform>⚠ %n scenario file in your folder cannot be started until mended.</numerusform>
            <numerusform>⚠ %n scenario files in your folder cannot be started until mended.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the first file that needs mending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 (broken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, broken: open it to mend it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mend %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NumberStepper</name>
    <message>
        <source>%1″</source>
        <extracomment>A distance in inches on the test sheet, as the table writes it: 14″</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenBattleDialog</name>
    <message>
        <source>Adjutant battles (*.adjutant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderOfBattleDrawer</name>
    <message>
        <source>Order of battle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderOfBattleFilter</name>
    <message>
        <source>Find a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a unit by name or type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the order of battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only units %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet activated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderOfBattleList</name>
    <message>
        <source>%1 is one of %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is yes or no, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a whole number, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; could be %2: write the field before it (&quot;%3 %1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a field of %2 nor a value of one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a value after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit&apos;s line is its name, then its type (one of %1), then its ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; is not a field of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a level; one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the type is missing (one of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this list is for &quot;%1&quot;; it is being read for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write an option as &quot;option: NAME CHOICE&quot;; the options of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes one of %2, not &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a colour is written #rrggbb, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first side&apos;s line comes first (&quot;side: NAME&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a unit type of %2; one of: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the commander&apos;s type after the name (one of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit comes under a commander: put a commander&apos;s line above it (&quot;brigade: NAME&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a battle needs at least two sides (&quot;side: NAME&quot; lines); sides in this list: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the side %1 has no commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side&apos;s pattern is one of %1, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>the list starts as %1 text but is not %1 all through: save it again as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list holds NUL bytes (at byte %1): is it UTF-16 without its byte-order mark, or not text at all? Save it as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the list is not UTF-8, so it was read as Windows-1252 (Western European, Latin-1): check the letters of the names on %n line(s): %1 (or save the list as UTF-8)</source>
        <translation>
            <numerusform>the list is not UTF-8, so it was read as Windows-1252 (Western European, Latin-1): check the letters of the names on %n line: %1 (or save the list as UTF-8)</numerusform>
            <numerusform>the list is not UTF-8, so it was read as Windows-1252 (Western European, Latin-1): check the letters of the names on %n lines: %1 (or save the list as UTF-8)</numerusform>
        </translation>
    </message>
    <message>
        <source>a double quote opened on this line is never closed: the rest of the line would be one cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1 (&quot;%2&quot;) is beyond the header&apos;s %3 columns: name its column in the first row, or take it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1 (&quot;%2&quot;) is under a column the header does not name: name it in the first row, or take it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the side %1 began on line %2, and another side came between: keep each side&apos;s rows together (sort the list by side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this row has values but no name and no type: whose are they?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the side %1 is already on line %2: a side&apos;s lines come together, under one &quot;side:&quot; line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderPanel</name>
    <message>
        <source>Given to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given to: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Orders</name>
    <message>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this ruleset has no formation changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown unit type or formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 cannot form %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot change to %2: that formation is not on its army&apos;s chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cost is given for rating %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown ground or unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not enter %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: speed × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of the move lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2&quot; to cross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not allowed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 used: %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may not enter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crossing it disorders the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is more than the %2 it has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 has no move in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may not enter %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not allowed for this unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is more than the %2 it has (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this ruleset gives no cost for a change of face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no change of face (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 used to change face: %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of its move used already: %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of its move used already</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OutputPath</name>
    <message>
        <source>no file was named to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (a link to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a link that leads round in a circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, which is being read: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to the battle %2 (its journal, lock or test under way), and nothing else is ever written there: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a plain file (a device, a pipe or a socket)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an Adjutant battle, which is never written over: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a battle&apos;s journal (or a record of one), which is never written over: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a battle&apos;s test under way, which is never written over: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a battle&apos;s lock, which is never written over: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already there beside %2, and would be taken for the new battle&apos;s: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the name of the battle whose journal is %2: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverrideBox</name>
    <message>
        <source>The rules do not allow it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed by the umpire (%1), although the rules say: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the umpire may allow it (Umpire mode, in the battle&apos;s ⋮ menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow anyway…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The umpire allows what the rules forbid here, giving a reason for the journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the umpire allows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation></translation>
    </message>
</context>
<context>
    <name>OwedSkipDialog</name>
    <message>
        <source>Pass over an owed test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OwedTests</name>
    <message>
        <source>owed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer owed: %1 (the unit has left play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lapsed: %1 (not taken before the phase ended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lapsed: %1 (not taken before the turn ended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2 against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left from %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lapses when the phase ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lapses when the turn ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (now %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as it was when this was owed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lapsed: %1 (not taken before the next phase ended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lapses when the next phase ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on activation: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OwedTestsStrip</name>
    <message numerus="yes">
        <source>%n test(s) owed:</source>
        <translation>
            <numerusform>%n test owed:</numerusform>
            <numerusform>%n tests owed:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass over…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The umpire passes over an owed test, giving the reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageHeader</name>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProcedureLoader</name>
    <message>
        <source>duplicate procedure id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a role: actor or target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object of numbers by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the procedure declares no var &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a role: actor, target, winner or loser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the procedure declares no ending &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no test &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the test &quot;%1&quot; has no input &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the test &quot;%1&quot; has no modifier &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the test &quot;%1&quot; has no outcome &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the test &quot;%1&quot; has no %2 outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no test has a modifier &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer field, such as casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>says why the response is not offered, but it has no &quot;when&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no weapon &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already a role of the procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side: actor or target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a role: actor, target, winner, loser or %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an input asked for only at times needs a default for the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a step is one of test, effects, if, ifWinner, end, chargeRules, weaponRange, store, melee, fights, repeat, tick, winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only units made of figures fight bout by bout (see &quot;figures&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an opposed test with a winner and a loser (winnerLoser), not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most 1 to 6 figures against one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tally counts bouts won by actor or target, or drawn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProcedureRunner</name>
    <message>
        <source>%1 is not taken: the unit is no longer in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a test the rules trigger can be skipped, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped by the umpire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no charge rule forbids it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&quot; is beyond the %2&apos;s reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&quot;: %2 range of the %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn: %1 and %2 each lost %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won: it lost %2, %3 lost %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the procedure needs a unit as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter %1 (input &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>because %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no procedure &quot;%1&quot; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no response &quot;%1&quot; in the procedure %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not allowed here: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the procedure took more than %1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the procedure %1 came to no ending: the ruleset&apos;s steps end without one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such procedure or response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the procedure %1 came to no ending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a test the rules trigger, whose result nothing after it reads, can be owed, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be named as %2: only when %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be %2: that needs %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be %2: it is in the procedure already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (input &quot;%2&quot;) is asked for only when %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no figures in contact: nobody fights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bouts won: %1 by the charging side, %2 by the other; %3 drawn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Punctuation</name>
    <message>
        <source>; </source>
        <extracomment>Between the items of a list that hold commas of their own (&quot;a; b&quot;). French: &quot;&#xa0;; &quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A label and what it says (&quot;Fire: 2 hits&quot;). French: &quot;%1&#xa0;: %2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: </source>
        <extracomment>Before a text added to one already said (&quot;Dice: 3 hits&quot;). French: &quot;&#xa0;: &quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplaceFileDialog</name>
    <message>
        <source>Replace the file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplaceQuestion</name>
    <message>
        <source>%1: replace it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message>
        <source>A quiet turn: no shots, charges or losses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 came up: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fired: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fired at %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 charged: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 charged %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 against %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joined the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n loss(es).</source>
        <translation>
            <numerusform>%1 took %n loss.</numerusform>
            <numerusform>%1 took %n losses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 made good %n loss(es).</source>
        <translation>
            <numerusform>%1 made good %n loss.</numerusform>
            <numerusform>%1 made good %n losses.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 broke.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was shaken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rallied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dice came to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 in turn %3: %4 (%5), a chance of %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (%n roll(s))</source>
        <translation>
            <numerusform> (%n roll)</numerusform>
            <numerusform> (%n rolls)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hit(s) against %2 expected</source>
        <translation>
            <numerusform>%1: %n hit against %2 expected</numerusform>
            <numerusform>%1: %n hits against %2 expected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n success(es) against %2 expected</source>
        <translation>
            <numerusform>%1: %n success against %2 expected</numerusform>
            <numerusform>%1: %n successes against %2 expected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n passed against %2 expected</source>
        <translation>
            <numerusform>%1: %n passed against %2 expected</numerusform>
            <numerusform>%1: %n passed against %2 expected</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in all against %3 expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: dice totalling %2 against %3 expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 in %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3; %4</source>
        <extracomment>A side at the end of a turn: its name, its losses, its units lost; how its units stand</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln loss(es)</source>
        <translation>
            <numerusform>%Ln loss</numerusform>
            <numerusform>%Ln losses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unit(s) lost</source>
        <translation>
            <numerusform>%Ln unit lost</numerusform>
            <numerusform>%Ln units lost</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 steady, %2 shaken, %3 routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most unlikely roll: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was taken out of the battle by the umpire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The umpire moved the battle onto %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The umpire noted: %1</source>
        <extracomment>%1: the umpire&apos;s own words (a random event, a ruling)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory conditions: %1</source>
        <extracomment>%1: the scenario&apos;s conditions of victory, in its author&apos;s words</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 standing</source>
        <extracomment>A unit&apos;s figures: its name, the men still standing, the men it had</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, %Ln wounded</source>
        <translation>
            <numerusform>, %Ln wounded</numerusform>
            <numerusform>, %Ln wounded</numerusform>
        </translation>
    </message>
    <message>
        <source>; down: %1</source>
        <extracomment>The figures of a unit that are down (killed or carried off), by role and number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (out of play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <extracomment>%1: the unit; %2: its new state by the ruleset&apos;s name (&quot;leaderless&quot;, &quot;falling back to cover&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>Losses over the turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the units stood at the end of each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shaken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportDocument</name>
    <message numerus="yes">
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n turn</numerusform>
            <numerusform>%1 · %n turns</numerusform>
        </translation>
    </message>
    <message>
        <source>How it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side&apos;s dice against what the exact odds expected at the moment of each roll, with every modifier that applied then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice have been rolled yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most unlikely roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses over the turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the units stood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory conditions: %1</source>
        <extracomment>%1: the scenario&apos;s conditions of victory, in its author&apos;s words</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>en</source>
        <comment>HTML lang</comment>
        <extracomment>the language code of this catalogue, as the report&apos;s HTML states it (de, fr)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <source>The battle&apos;s report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as HTML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side&apos;s dice against what the exact odds expected at the moment of each roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most unlikely roll: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 lost, %3; %4 steady, %5 shaken, %6 routed</source>
        <extracomment>%1 the side, %2 its losses, %3 &quot;%n unit(s) out of play&quot;, then how many stand steady, shaken, routed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) out of play</source>
        <translation>
            <numerusform>%n unit out of play</numerusform>
            <numerusform>%n units out of play</numerusform>
        </translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Resolver</name>
    <message>
        <source>no test &quot;%1&quot; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the test needs the unit taking it (the actor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter %1 (input &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (input &quot;%2&quot;) is %3 to %4, not %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>because %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only when %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tick it if it applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose one if it applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives no dice (&quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none of the dice choices fits this unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 judges dice one by one, and &quot;%2&quot; are not plain dice of one size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls one die, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would roll %2 dice; Adjutant rolls at most %3 for one test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll %1 on %2, row %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every unit: no longer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, each of %n die/dice</source>
        <translation>
            <numerusform>%1, each of %n die</numerusform>
            <numerusform>%1, each of %n dice</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no row for %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 against %3 (already rolled) %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 against %1 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roll on %1 came after %2 other table rolls in a row: the ruleset&apos;s tables lead to one another; no further roll was made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is removed from play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the follow-ups went more than %1 deep, to %2: the ruleset&apos;s follow-ups loop and the dice have not ended it; resolved up to there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 tests in one cascade, up to %2: the ruleset&apos;s follow-ups multiply; resolved up to there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a d%1 has no face %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more dice are needed for the table roll of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each success of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each failure of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no row for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll %1 for each part on %2, rows %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed unless %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no weapon to measure the range by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes from the distance (%2), not from a choice: &quot;%3&quot; cannot be chosen</source>
        <extracomment>%1 the modifier (&quot;Range&quot;), %2 the band the distance gives and why, %3 the choice asked.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every unit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (already rolled) %2 against %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the die already rolled shows 1 to %1 (0: roll it now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only one side&apos;s die can have been rolled already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: now %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not now: %1</source>
        <extracomment>A modifier whose condition does not hold now: the ruleset&apos;s reason for it (&quot;first volley&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a count</comment>
        <extracomment>What a modifier counts, then how many: &quot;the unit&apos;s casualties: 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Restrictions</name>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is only for a unit when %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units move in %1, not in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to %2, not to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only %2 acts now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not been activated this turn: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the step of the turn (%1 belongs to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether the unit has been activated (%1 is a unit&apos;s own action)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owes %2 (%3): it takes it before anything of its own</source>
        <extracomment>%1: the unit; %2: the test; %3: why it is owed</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>%1 %2</source>
        <comment>a figure called by its role and its number in the unit: Ranker 3</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesFit</name>
    <message>
        <source>no turn sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an activation deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>they are the rules of %1, not of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle reads the option &quot;%1&quot;, which they do not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the option &quot;%1&quot; is read as &quot;%2&quot;, which they do not offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>new: %1 (%2), for every unit at its default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new: the option %1 (%2), at its default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn is played with %1 now and they have %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deck holds the card &quot;%1&quot;, which they do not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn stands at phase %1, step %2, which they do not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owes the test &quot;%2&quot;, which they do not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a test is owed by the trigger &quot;%1&quot;, which they do not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roll waits on the table &quot;%1&quot;, which they do not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table &quot;%1&quot; waits to be rolled, and they do not have it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesGuide</name>
    <message>
        <source>Each die is judged on its own; the successes are counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One die against a score to reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One die that must come at or under a score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice are added up with the modifiers; the total falls in one of the results below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roll with its modifiers is read on a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides roll and add their modifiers; the difference decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: as %1 says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 when %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: a d%1 for each of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: %1d%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 or more; the modifiers change the score needed, not the roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 or more after the modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 or less after the modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 or less; the modifiers raise or lower that score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds %1 to the roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes %1 off the total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A natural %1 always passes, whatever the modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A natural %1 always fails, whatever the modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those natural faces decide only when %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players enter %1 (%2 to %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for each of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tick it when the table shows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the one the table shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for the other side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A deck of cards decides who acts: %n card(s) at a time.</source>
        <translation>
            <numerusform>A deck of cards decides who acts: %n card at a time.</numerusform>
            <numerusform>A deck of cards decides who acts: %n cards at a time.</numerusform>
        </translation>
    </message>
    <message>
        <source>one per unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one per commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n in the deck</numerusform>
            <numerusform>%n in the deck</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll %1 and read the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players measure %1 in inches (%2 to %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted by the app when %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worked out by the app from the distance measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It waits for the next unit activated when %1.</source>
        <extracomment>%1: the kind of unit a fate waits for (&quot;the unit&apos;s arm is cavalry&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It strikes a unit drawn at random among those under the same commander, when %1.</source>
        <extracomment>%1: which units it may strike (&quot;the unit&apos;s arm is infantry&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each unit under him owes %1.</source>
        <extracomment>%1: the test each of his units owes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He leaves the field; those under him answer to his own commander from then on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a unit does that rolls no dice, given from its sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a unit when %1.</source>
        <extracomment>%1: which units the order is for</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given to another unit, named when it is given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is kept from the other side until %2.</source>
        <extracomment>%1: a field of a unit (its order); %2: when it is shown (&quot;the unit&apos;s Order shown is yes&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 comes from the movement table unless the players enter it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players may name %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>always offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offered only as the rules say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offered when %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who may charge whom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first rule that fits the charge decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forbidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lapses when the phase ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>once a phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lapses when the turn ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>once a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lapses when the next phase ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a result owes waits in the battle&apos;s queue until it is taken, the umpire passes it over, or it lapses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taken within %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 after %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given when: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving, formation and face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A change of face costs what one step of formation does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the rules can be read more than one way: ours first, the others an option for the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (ours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move when this does not hold: %1</source>
        <extracomment>%1: the rules&apos; reason, as the ruleset words it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no move at all, though a change of formation still. %2</source>
        <extracomment>%1: the marker&apos;s name (&quot;No move&quot;); %2: when, in the ruleset&apos;s words</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 at most. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is asked only when %2.</source>
        <extracomment>%1: an input (&quot;From the guns to the troops fired over&quot;); %2: when it is asked</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move may be played in parts: together they go no further than the unit&apos;s move, counted in open ground (%1 keeps the count).</source>
        <extracomment>%1: the field that keeps count (&quot;Inches of move used&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesetCopy</name>
    <message>
        <source>it is larger than any ruleset may be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not in the form a battle keeps its rules in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not unpack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not the content it was saved with (its hash differs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesetLoader</name>
    <message>
        <source>passed over for its mistakes; the first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ruleset &quot;%1&quot;; &apos;adjutant-cli rulesets&apos; lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an id uses letters, digits and hyphens only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate %1 id &quot;%2&quot;; the first is at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an option needs at least two choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of this option&apos;s choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate step &quot;%1&quot; in this ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ladder needs at least one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no formation &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kind must be ladder, integer, flag or choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ladder &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a step of the ladder &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit type has the attribute &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only &quot;formations&quot; can supply choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a choice field needs &quot;choices&quot; or &quot;choicesFrom&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no test &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no flag field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a field or &quot;type.&quot; and a unit type attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;lost&quot; or &quot;left&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ladder or a choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a value of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;steady&quot;, &quot;shaken&quot; or &quot;routed&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removal needs an integer field, such as casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this test declares no input &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no option &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start with %1, input. or option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no field &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no step of the ladder &quot;%1&quot; has the attribute &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text naming %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not %2; one of: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a step of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a choice of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a flag: compare it with true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a choice of the option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list at least one condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare a computed value with &quot;atLeast&quot;, &quot;atMost&quot; or &quot;is&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a condition needs &quot;field&quot;, &quot;option&quot;, &quot;all&quot;, &quot;any&quot; or &quot;not&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say what to compare with: &quot;is&quot;, &quot;in&quot;, &quot;atLeast&quot; or &quot;atMost&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;result&quot; means a test&apos;s result: only effects may use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give two values: [a, b]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give at least two values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value is a number, a reference, or sum, product, quotient, percent or choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected dice such as &quot;2d6&quot;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad dice &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a test rolls 0 to %1 dice, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls this many dice (%2): a number from 0 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object of named modifier lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no modifier set &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a modifier set is a list of modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate modifier id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a test has at most %1 modifiers, its sets&apos; included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tests have at most %1 modifiers in all, a set counted once for every test that uses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fromRating needs a ladder field, such as actor.fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a one-of modifier needs at least two choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>situational is true or &quot;one-of&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choices belong to a &quot;one-of&quot; modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a modifier needs a &quot;value&quot; or &quot;fromRating&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side is &quot;actor&quot;, &quot;target&quot; or &quot;both&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only automatic modifiers apply to both sides; give each side its own toggle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an effect changes a field of a unit, such as actor.casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add works on integer fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step works on ladder fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove names a role: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clearAll names a flag field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no table &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an effect is one of add, set, step, remove, clearAll, note, roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>actor is one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target is one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no test &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min %1 is above max %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kind is threshold, roll-under, bands, table or opposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modifiersOn is &quot;roll&quot; or &quot;target&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a natural face is a die face number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a random table; a table test needs a lookup table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loops back: these follow-ups are taken whatever the dice, so the tests would never end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice judged one by one are plain dice of one size, such as d10 (or 3d10 in a pool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roll-under test rolls one die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cue is &quot;volley&quot;, &quot;cannon&quot; or &quot;charge&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object keyed by movement column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no movement column &quot;%1&quot; is declared; movementColumns: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inches are a whole number from 0 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a movement row gives the inches of a column at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no movement column &quot;%1&quot; is declared before this one to be its base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a card per unit or per commander has a when</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ruleset is a few hundred KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a threshold test needs &quot;atLeast&quot;, &quot;atMost&quot; or &quot;targetFrom&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>several dice judged one by one need &quot;pool&quot;: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pool has perSuccess/perFailure, not onPass/onFail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a threshold test has onPass/onFail, not bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roll-under test needs &quot;atMost&quot; or &quot;targetFrom&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give onPass/onFail, or bands on how far the roll is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this kind of test reads its result from bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a table test needs &quot;table&quot; and &quot;row&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an opposed test&apos;s modifiers say their side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the dice without a success rule; the test says what passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only an opposed test has a target&apos;s die to give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this test has no input &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a target&apos;s die can be given only when each side rolls one die with nothing added (&quot;d10&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input &quot;%1&quot; runs from 0 (rolled now) to at most %2, the die&apos;s faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a table needs &quot;rows&quot; (a random table) or &quot;lookup&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a random table needs &quot;dice&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no row covers a roll of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>several rows cover a roll of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a movement row names either an &quot;arm&quot; or a &quot;unitType&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit type &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit type has the arm &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number, or an object of arm -&gt; number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>formed-only terrain needs the ruleset&apos;s &quot;formed&quot; condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rate gives &quot;fraction&quot;, &quot;inches&quot; or &quot;forbidden&quot;: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object of ranges in inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a range is a number of inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chainBy names a choice field, such as the army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a choice of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the rating that sets the cost: &quot;rating&quot; or &quot;ratingOption&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the option&apos;s choice &quot;%1&quot; is not a field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object: rating step -&gt; fraction of a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a cost is a positive fraction of a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verdict is allowed, forbidden or test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw 1 to 6 cards at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per is unit, commander or once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate card id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activation kind is deck or phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the tests whose result owes this test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit does not take a test against itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phase or turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no test or procedure &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a trigger covered by follow-ups or procedure steps owes nothing: leave out &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; never takes the test &quot;%2&quot;: it covers nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a role is actor, target, winner or loser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no winner or loser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no result &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by is both, acting or other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no test, order or procedure &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side is first, second or none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate segment id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the initiative is an opposed test; &quot;%1&quot; is none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>test &quot;%1&quot; has no result &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a card per unit or per commander has a countFrom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>countFrom names an integer field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a card that rolls on a table has tensFromNextCard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>onActivation belongs to a deck: it lands on the unit a card activates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate question id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a re-roll is given by one unit: it takes no target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an order needs at least one effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a d%1 is read off a die with a whole multiple of its faces, not a d%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read is halve-up or wrap, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a &quot;one-of&quot; modifier picks a range band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>test &quot;%1&quot; has no input &quot;%2&quot; for the distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>atLeastField names an integer field, such as figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removal takes atLeastFrom or atLeastField, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plus names an integer field of the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chief is true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split every 1 or more points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a lookup table is split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a commander&apos;s card activates those he commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acting belongs to a deck: a phase&apos;s steps say who acts in them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no procedure &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no order &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no terrain &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a limit is a fraction of the move, from 0 up to (not) 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the id and version of Adjutant&apos;s own %2 %3 with other content; a battle saved before battles kept their rules is opened under Adjutant&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was begun under %1 %2, which neither it nor Adjutant has any more: it cannot be replayed as it was played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this Adjutant reads formats %1 to %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written for a newer Adjutant (ruleset format %1; this one reads formats %2 to %3): update Adjutant to use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weaponFrom reads a weapon id: a unit type attribute (actor.type.weapon) or a choice field (actor.weapon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no weapon &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a modifier that picks a range band (byRange) names a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inputs: an object of input ids and numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>test &quot;%1&quot; has no input &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waitingFates belongs to a deck: fates land on the units cards activate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a field is hidden from &quot;other-sides&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phasing is true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text naming a step of the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no phase or segment of this ruleset&apos;s turn; one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>randomUnit, leaves and owes belong to a row &quot;for&quot; a unit: they act when the fate lands on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not every procedure that asks the charge rules declares the input &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>commanders is a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phase, next-phase or turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rearranges is how many of the next cards may be put in order: from 1 to 200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endTurnAfterLastCard belongs to a deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this order takes no target to pick a figure of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a figure&apos;s fields are integers and flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eachFigure goes with an effect on a figure, such as actor.figure.minor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a follow-up for each success or failure counts faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate role &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>figures need at least one role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a figure&apos;s field is an integer or a flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;role&quot; is every figure&apos;s own: name the field otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no figure role &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give &quot;count&quot; or &quot;upTo&quot;, one of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is kept by another total already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer field takes a &quot;value&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a flag takes &quot;holds&quot;: a condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the figures keep integer fields and flags only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this ruleset&apos;s units have no figures (see &quot;figures&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of names a role: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is kept by the figures (a total): change a figure&apos;s field instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>figures have no field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a figure&apos;s role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;where&quot; goes with &quot;figures&quot; or &quot;figuresSum&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>figures names a role: actor or target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>figuresSum adds up a figure&apos;s field, such as actor.figure.serious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a test owed on activation follows no result: leave out &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit activated takes it, as actor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a test owed on activation lapses with the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an input asked only when something holds needs a default for when it does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;reasonOne&quot; is the reason of a modifier that counts (&quot;per&quot;) for a count of one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spent names an integer field of the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the inches spent must be cleared when the turn or phase ends (resetAtEndOfTurn or resetAtEndOfPhase on the field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owedFirst belongs to a row that owes a test</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveBattleDialog</name>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjutant battles (*.adjutant)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioEditorPage</name>
    <message>
        <source>Build a battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which rule system is the battle fought under?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved in your scenarios: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Mistakes: %1. The battle can be saved as a draft, not started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a side, commander or unit to edit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How this battle reads the rules where players differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▲ Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▼ Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate with his units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a commander under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander to move under: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every unit of the side starts with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings and starting state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One unit a line under its commander&apos;s line; sides start with &quot;side: NAME&quot;. CSV from a spreadsheet works too when its first row names the columns. What is in the editor is replaced; Undo brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was read; these lines need mending:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n unit(s) and commander(s))</source>
        <translation>
            <numerusform>%1 (%n unit or commander)</numerusform>
            <numerusform>%1 (%n units and commanders)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stripes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n mistake(s) to mend before the changes can be applied</source>
        <translation>
            <numerusform>⚠ %n mistake to mend before the changes can be applied</numerusform>
            <numerusform>⚠ %n mistakes to mend before the changes can be applied</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ Not possible during a battle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No changes yet: Apply has nothing to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n joining the battle</source>
        <translation>
            <numerusform>%n joining the battle</numerusform>
            <numerusform>%n joining the battle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n taken out of the battle</source>
        <translation>
            <numerusform>%n taken out of the battle</numerusform>
            <numerusform>%n taken out of the battle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moved to another commander</source>
        <translation>
            <numerusform>%n moved to another commander</numerusform>
            <numerusform>%n moved to another commander</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n renamed</source>
        <translation>
            <numerusform>%n renamed</numerusform>
            <numerusform>%n renamed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) corrected</source>
        <translation>
            <numerusform>%n value corrected</numerusform>
            <numerusform>%n values corrected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) to apply: %1</source>
        <translation>
            <numerusform>%n change to apply: %1</numerusform>
            <numerusform>%n changes to apply: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Order of battle in play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a saved army…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A side you saved before, as one more side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply to the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each change becomes a journal entry, undone like any other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In play: a unit added joins the battle, one deleted is taken out of it, and renames, moves and changed values are journaled one by one when you apply them. Sides and unit types stay as they began.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag %1 onto a commander or a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as an army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this side to bring into later battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved in your armies: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your armies for %1: the one you choose comes in as one more side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved armies for %1 yet: select a side and choose Save as an army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>between the problems found (French: &quot;&#xa0;; &quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioLoader</name>
    <message>
        <source>this Adjutant reads scenario format 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an id uses letters, digits and hyphens only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a battle needs at least two sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no option &quot;%2&quot;; its options: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate side id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side needs a commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;: every unit and commander needs its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a unit type of %2; one of: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object of field values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no field &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written for &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &quot;ruleset&quot; is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ruleset &quot;%1&quot; cannot be loaded: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario is a few tens of KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side&apos;s pattern is one of %1, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is counted from the unit&apos;s figures (%2 here): list them in &quot;roster&quot;, each with its own wounds, or leave it out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easier on the eyes in a dim hall. Turn it off in daylight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll dice by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests start with the pad for typing the faces of real dice instead of the Roll button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm before applying effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A test&apos;s casualties and morale changes wait for your tap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sounds at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short, soft cues when a card is drawn, a volley or a cannon fires, a unit breaks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sound device was found, so Adjutant stays silent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card drawn, the phase and each test&apos;s result are spoken, in the app&apos;s language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This system has no speech engine (on Debian: qt6-speech-flite-plugin), so nothing can be read aloud.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideFile</name>
    <message>
        <source>%1 is a link to another file, which Adjutant never writes through: nothing was written (remove the link to have it kept again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a plain file (a folder, a device, a pipe or a socket): nothing was written to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be moved aside to %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SituationJson</name>
    <message>
        <source>%1.type: &quot;%2&quot; is not a unit type of %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.%2: no such field in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.%2: %3 does not fit this field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a situation has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no modifier &quot;%2&quot; in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.%2: &quot;%3&quot; is not a choice of that modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tests.%1: no such test in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inputs.%1: a whole number is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a list is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an object is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such option in %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance: whole inches, 0 or more, are needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distance: %1 and inputs.distance: %2 say two things</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roles.%1: no procedure of %2 has that role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.%2: counted from its figures (%3 here): give its roster, with the figures&apos; own wounds, instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2&apos;s units have no figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a list of figures is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a unit has at most %2 figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a figure is an object with its id and role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.id: each figure needs an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.id: &quot;%2&quot; is the id of another figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.role: &quot;%2&quot; is not a figure&apos;s role in %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.%2: figures have no such field in %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourceJsonReader</name>
    <message>
        <source>unexpected text after the end of the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document ends where a value was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists and objects nest more than %1 levels deep here; a ruleset needs a dozen at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a value (text in quotes, a number, true, false, null, an object or a list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a key in double quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in this object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after the key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; after the value of &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line break inside text; close the quotes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>\u needs four hexadecimal digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown escape \%1 in text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text is never closed with a double quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartOptionsDialog</name>
    <message>
        <source>How %1 reads the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules leave nothing to choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StateJson</name>
    <message>
        <source>turn %1, phase %2, segment %3 is no point in this ruleset&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roll waits on the table &quot;%1&quot;, which the ruleset does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table &quot;%1&quot; waits to be rolled, and the ruleset does not have it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit joined without an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit &quot;%1&quot; joined, and it was there already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit &quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no unit &quot;%1&quot; in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit under &quot;%1&quot; says it is &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move names a unit not in this battle (&quot;%1&quot; to &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the withdrawn unit &quot;%1&quot; is not in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit &quot;%1&quot; is withdrawn twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fate waits on the table &quot;%1&quot;, which the ruleset does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fate waits with no roll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TestInProgress</name>
    <message>
        <source>A d%1 has no face %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TestSheetView</name>
    <message>
        <source>Test sheet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drops the test under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the target (or tap it in the order of battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why these numbers?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No faces yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d%1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: a d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemies only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own side too…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied and written to the journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply now, owe the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The follow-up tests not yet rolled join the tests owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the table can tell:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a target: a unit, a side or a commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No target&apos;s name, side or commander has “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TestUnderWay</name>
    <message>
        <source>cannot keep the test under way in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the test under way in %1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the test under way is not kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the test under way in %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TestUnderWayDialog</name>
    <message>
        <source>A test was under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A test is under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with it where it was left, or drop it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to it, or drop it and go on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charge was under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charge is under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the charge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnSequence</name>
    <message>
        <source>%1 has no activation deck; use &quot;next&quot; to step through the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck is used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fate roll is missing its dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; it applies to the next unit or commander activated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the recorded shuffle is not a shuffle of this deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drew %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (dice rolled by the app: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses an activation deck; use &quot;draw&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1 begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>reorder the next cards only: give the same cards as the top %n of the pile</source>
        <translation>
            <numerusform>reorder the next cards only: give the same cards as the top %n of the pile</numerusform>
            <numerusform>reorder the next cards only: give the same cards as the top %n of the pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next %n card(s) were rearranged</source>
        <translation>
            <numerusform>The next %n card were rearranged</numerusform>
            <numerusform>The next %n cards were rearranged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fate die face(s) recorded but %1 used</source>
        <translation>
            <numerusform>%n fate die face recorded but %1 used</numerusform>
            <numerusform>%n fate die faces recorded but %1 used</numerusform>
        </translation>
    </message>
    <message>
        <source>the fate this card chose: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; the next card drawn chooses the fate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; it applies to the next unit activated that it is for (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; it applies at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No initiative was taken: %1 goes first, as the order of battle lists the sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1 (%2 acting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the initiative and goes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the initiative: its phase comes first this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 activates %2</source>
        <extracomment>%1: the commander; %2: the units he activates, listed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the fate lets only the next %n card(s) be put in order</source>
        <translation>
            <numerusform>the fate lets only the next %n card be put in order</numerusform>
            <numerusform>the fate lets only the next %n cards be put in order</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the card asks: %2)</source>
        <extracomment>%1: a unit under the commander; %2: what the commander&apos;s card asks of it, unmet (&quot;within his command radius&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not activate %2</source>
        <extracomment>%1: the commander; %2: the units under him his card leaves out, each with the reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorOverlay</name>
    <message>
        <source>Guided first battle · step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do it on the lit control; the tutor goes on by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The control for this step is not on the screen yet: go back a step, or carry on and it will appear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn off the tutor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tutor keeps your place: resume it from Learn the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before Next, fill in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>between the things still to fill in (French: &quot;&#xa0;; &quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorProgressFile</name>
    <message>
        <source>cannot save the tutor&apos;s progress in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at byte %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not the tutor&apos;s file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is of format %1, which this Adjutant does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tutor&apos;s place in the guided battles, %1, could not be read (%2). It was kept as %3, and the guided battles start afresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tutor&apos;s place in the guided battles, %1, could not be read (%2). It was left as it is, and the tutor&apos;s place is not kept this time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorialLoader</name>
    <message>
        <source>this Adjutant reads tutorial format 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an id uses letters, digits and hyphens only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a ruleset&apos;s id uses letters, digits and hyphens only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario is a file beside the tutorial: its name alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tutorial needs at least one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 steps: a first battle is short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last step is read (&quot;read&quot;): the tutor ends on its Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another step has the id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters: at most %2, so that the bubble fits a small screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters: a title is at most 60</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a control&apos;s objectName: a letter, then letters, digits, &quot;-&quot; or &quot;_&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a step done at the table points at the control to use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no event; one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tutorial is a few KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written for &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a phase&apos;s or segment&apos;s id: letters, digits and hyphens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a step done with Next (&quot;phase-advanced&quot;) waits for a phase or segment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UmpireNoteDialog</name>
    <message>
        <source>Umpire&apos;s note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write in the journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random event, a ruling or who has won: what the rules leave to the umpire goes in the journal and the battle&apos;s report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The umpire&apos;s note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitLine</name>
    <message>
        <source>Removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitOrderDialog</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 under another commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1 out of the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new name shows everywhere at once; the journal keeps the old one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now under %1. It answers to the commander you choose from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It answers to the commander you choose from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a unit entered by mistake or that never came: it leaves the order of battle and its card leaves the deck. It is not counted as lost (for a unit lost in the fight, set Removed in its state). Undo brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, e.g. 1/43rd Foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its new commander: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why (optional, for the journal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why, for the journal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitRow</name>
    <message>
        <source>Show %1&apos;s units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide %1&apos;s units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitSheetView</name>
    <message>
        <source>%1 · %2 · under %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed from play; its record stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other test…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n morale test(s) on the way</source>
        <translation>
            <numerusform>%n morale test on the way</numerusform>
            <numerusform>%n morale tests on the way</numerusform>
        </translation>
    </message>
    <message>
        <source>State (changes are journaled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decrease %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Increase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formation change before the move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ground: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved %1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of battle (changes are journaled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move under…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put it under another commander of its side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take out of the battle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a unit entered by mistake or that never came; not a loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (kept from the other side)</source>
        <extracomment>a field of a unit kept from the other side until shown (an order written in secret)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UpdateRulesDialog</name>
    <message>
        <source>Update the rules?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This battle moves onto %1. Play goes on from the state as it stands; the journal records the change, and Undo moves the battle back onto the rules it was played under.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaitingFates</name>
    <message>
        <source>%1: %2; it applies at once</source>
        <extracomment>%1: the card or test that rolled it; %2: what was rolled</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; it waits for the next unit activated that it is for (%3)</source>
        <extracomment>%1: the card or test that rolled it; %2: what was rolled; %3: the kind of unit it waits for</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n fate(s) wait now, each for the unit it is for</source>
        <translation>
            <numerusform>%n fate wait now, each for the unit it is for</numerusform>
            <numerusform>%n fates wait now, each for the unit it is for</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is drawn at random for the fate among %n unit(s) of its commander it is for (die %2)</source>
        <extracomment>%1: the unit; %3: the die&apos;s face; %n: how many units it was drawn among</extracomment>
        <translation>
            <numerusform>%1 is drawn at random for the fate among %n unit of its commander it is for (die %2)</numerusform>
            <numerusform>%1 is drawn at random for the fate among %n units of its commander it is for (die %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fate for %1: %2</source>
        <extracomment>%1: the unit; %2: the fate, in words</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no unit under the same commander that it can strike</source>
        <extracomment>%1: the fate&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 strikes %2, the only unit under the same commander that it can</source>
        <extracomment>%1: the fate&apos;s name; %2: the unit</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 strikes %2, drawn at random among %n unit(s) under the same commander (die %3)</source>
        <extracomment>%1: the fate&apos;s name; %2: the unit drawn; %3: the die&apos;s face; %n: how many it was drawn among</extracomment>
        <translation>
            <numerusform>%1 strikes %2, drawn at random among %n unit under the same commander (die %3)</numerusform>
            <numerusform>%1 strikes %2, drawn at random among %n units under the same commander (die %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 owes %2</source>
        <extracomment>%1: the unit; %2: the test it owes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves the field</source>
        <extracomment>%1: the commander</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 now answers to %2</source>
        <extracomment>%1: a unit; %2: the commander it answers to now</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody stands above him: those under him answer to nobody now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fate %1 lapses: the turn ended before a unit it is for was activated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fate %1 lapses: no unit or commander in play is one it is for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: waits for %2</source>
        <extracomment>%1: the fate, in words; %2: the kind of unit it waits for</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: the next %n card(s) of the deck may be looked at and put in any order (reorder them before the next card is drawn)</source>
        <extracomment>%1: the fate (&quot;A spy&apos;s report&quot;); %n: how many of the next cards</extracomment>
        <translation>
            <numerusform>%1: the next %n card of the deck may be looked at and put in any order (reorder them before the next card is drawn)</numerusform>
            <numerusform>%1: the next %n cards of the deck may be looked at and put in any order (reorder them before the next card is drawn)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeaponReach</name>
    <message>
        <source>no weapon to measure the range by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range: %1&quot; is beyond the %2&quot; of the %3</source>
        <extracomment>A shot refused: %1 the distance measured, %2 the weapon&apos;s longest range (inches), %3 the weapon&apos;s name (&quot;Musket&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&quot;: %2 for the %3</source>
        <extracomment>The range band a measured distance gives: %1 the distance in inches, %2 the band (&quot;Long range&quot;), %3 the weapon (&quot;Musket&quot;). No brackets, so that it reads inside a modifier&apos;s own (&quot;(6&quot;: Long range for the Musket)&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural %1: %2 whatever the modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, needed %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 = %3, needed %4: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 set aside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1 on %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit taking the test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the other side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2 on %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 had already rolled %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 from %n die/dice</source>
        <translation>
            <numerusform>%1 from %n die</numerusform>
            <numerusform>%1 from %n dice</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, so: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 = %3</source>
        <extracomment>A die roll, what was added to it, and the score: &quot;5 +1 = 6&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on the table gives %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lost %2 and %3 lost %4 (%5): the side that loses more loses the melee, so %6 wins by %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 each lost %3 (%4): neither lost more, so the melee is drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: passed over by the umpire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the end: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (the other side)</source>
        <extracomment>A modifier the app counted: its value, then its name (&quot;+2 Attacking in attack column&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from the battle: %1.</source>
        <extracomment>Before the dice of a test: the modifiers worked out from the battle, &quot;; &quot; between them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a unit and the figure of it a test fell on</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 had already rolled %2, against another figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It falls on %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bout: %1 of %2 against %3 of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled %1</source>
        <comment>the first part of a total</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for the modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to start from</source>
        <comment>a test&apos;s base value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by the test&apos;s own rule</source>
        <extracomment>What the test&apos;s own rule did to the total beyond modifiers and base: halving, a floor.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a total and its parts</comment>
        <extracomment>A total, then how it was made: &quot;3 (rolled 6, −3 for the modifiers)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <comment>one side&apos;s score against the other&apos;s</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>&lt;%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&gt;%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no face of %1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any face of %1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a draw: %1 and %2 are level</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by %n</source>
        <translation>
            <numerusform>%1 wins by %n</numerusform>
            <numerusform>%1 wins by %n</numerusform>
        </translation>
    </message>
    <message>
        <source>hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>successes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
    <message>
        <source>result %1</source>
        <extracomment>What a test without named outcomes gave: &quot;result 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::BattleSession</name>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, under %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is open elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open read-only: another Adjutant or program is writing this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle was damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last action was never finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no battle to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no demo battle called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved, so not done: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its card is out this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of turn before its card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n change(s): %1</source>
        <translation>
            <numerusform>Stopped after %n change: %1</numerusform>
            <numerusform>Stopped after %n changes: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) owed: %1</source>
        <translation>
            <numerusform>%n test owed: %1</numerusform>
            <numerusform>%n tests owed: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the initiative. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no option &quot;%2&quot; with a choice &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Play goes on without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the next card drawn chooses the fate</source>
        <extracomment>%1: a fate rolled whose group the next card drawn picks</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: waits for the next unit activated</source>
        <extracomment>%1: a fate rolled (battles begun before fates could wait side by side)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ChargeFlow</name>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (dice so far: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ruleset has no %1 procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the unit charged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the distance in inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>die %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn: each side lost %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins by %2 (%3: %4 against %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins by %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: skipped by the umpire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 about %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Estimated from %n simulated charge(s), each chance within %1 either way (19 times in 20): too many ways for the charge to go to work them all out.</source>
        <translation>
            <numerusform>Estimated from %n simulated charge, each chance within %1 either way (19 times in 20): too many ways for the charge to go to work them all out.</numerusform>
            <numerusform>Estimated from %n simulated charges, each chance within %1 either way (19 times in 20): too many ways for the charge to go to work them all out.</numerusform>
        </translation>
    </message>
    <message>
        <source>Say why the umpire allows it: the journal keeps the reason.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::DiceController</name>
    <message>
        <source>rolled by the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typed from real dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::LearnController</name>
    <message>
        <source>No drills yet in this system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n right · streak %2 · best %3</source>
        <translation>
            <numerusform>%1 of %n right · streak %2 · best %3</numerusform>
            <numerusform>%1 of %n right · streak %2 · best %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ModifierListModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::OrderOfBattleModel</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message>
        <source>Any commander</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::Preferences</name>
    <message>
        <source>A card drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice rolled by the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A volley</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ReportView</name>
    <message numerus="yes">
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n turn</numerusform>
            <numerusform>%1 · %n turns</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a report is saved as .pdf or .html</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioEditorModel</name>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset %1 cannot be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander-in-chief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 back to its default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 under %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pasted list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario is a few tens of KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a scenario file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is written for the ruleset &quot;%2&quot;, which cannot be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a name is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a battle needs at least two sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 before %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset &quot;%1&quot; cannot be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the army %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a side needs a unit under its commanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not an army file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read as an army (%2); it was kept as %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read (%2); it was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Written for an earlier format of the ruleset file (%1) and read as format %2: %n change(s) made on reading; &apos;adjutant-cli check %3&apos; lists them</source>
        <translation>
            <numerusform>Written for an earlier format of the ruleset file (%1) and read as format %2: %n change made on reading; &apos;adjutant-cli check %3&apos; lists them</numerusform>
            <numerusform>Written for an earlier format of the ruleset file (%1) and read as format %2: %n changes made on reading; &apos;adjutant-cli check %3&apos; lists them</numerusform>
        </translation>
    </message>
    <message>
        <source>Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battalion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Company</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Section</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioListModel</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file cannot be read as a scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read as a scenario (%2); it was kept as %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::TestSheet</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an order that has a test rolled again, and the unit giving it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to add at least one to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (dice so far: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (own side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · commanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of each outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>die %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) to go</source>
        <translation>
            <numerusform>%n test to go</numerusform>
            <numerusform>%n tests to go</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say why the umpire allows it: the journal keeps the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a d%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling again: %1 (%2). The new roll stands.</source>
        <extracomment>%1 the re-roll order&apos;s name, %2 the unit that gives it: the dice now entered replace the first roll</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules offer no such re-roll for this test now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::Tutor</name>
    <message>
        <source>Played to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left at step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitFieldsModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitFiguresModel</name>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n minor wound(s)</source>
        <translation>
            <numerusform>%n minor wound</numerusform>
            <numerusform>%n minor wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n serious wound(s)</source>
        <translation>
            <numerusform>%n serious wound</numerusform>
            <numerusform>%n serious wounds</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a figure&apos;s wounds: &quot;1 serious wound, 2 minor&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitSheet</name>
    <message>
        <source>%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&quot; + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no unit to give it to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the unit it is given to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only %2 acts now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: offered in this step</source>
        <extracomment>%1 is the name of a step of the turn (&quot;The other side fires&quot;), a heading to the list under it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no test belongs to this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No formation change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change face</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Adjutant does the staff work of a horse-and-musket miniature wargame beside the table: unit returns, every test with its modifiers and exact odds, dice rolled or typed in, and a journal of the battle. Started without a file, it opens on its home screen. Battles, rulesets and scenarios are kept in ~/.local/share/Adjutant; without a screen, adjutant-cli does the same work. ADJUTANT_SEED=N fixes the shuffles and the dice, for tests and bug reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a built-in demo battle (%1), going on with it if it was the battle played last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battle to open (a .adjutant file, FILE.journal beside it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;adjutant --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjutant: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).
Adjutant&apos;s window needs a graphical session. Without one, use the command-line tool: adjutant-cli --help
(To render without a screen anyway, set QT_QPA_PLATFORM=offscreen.)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open one battle at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a battle file or a demo, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no demo battle called %1 (there are %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>adjutant: %n file(s) could not be moved to %1: see %2</source>
        <translation>
            <numerusform>adjutant: %n file could not be moved to %1: see %2</numerusform>
            <numerusform>adjutant: %n files could not be moved to %1: see %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ruleset:brigade</name>
    <message>
        <source>Brigade rules (004)</source>
        <extracomment>brigade.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigade-level rules where a base is sixty men: brigadiers&apos; command spans set each unit&apos;s control, morale on 2D5 or 2D6 by grade, fire and melee hitting on 7 with modifiers to the score needed, and a D6 test to go into melee.</source>
        <extracomment>brigade.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovering from disorder</source>
        <extracomment>brigade.json: options/disorder-rally/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules say troops must rally from disorder but not how. We spend the unit&apos;s move; the alternative passes a morale test at 5 or more.</source>
        <extracomment>brigade-1.0.0.json: options/disorder-rally/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up the move</source>
        <extracomment>brigade.json: options/disorder-rally/choices/give-up-move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale test at 5+</source>
        <extracomment>brigade.json: options/disorder-rally/choices/morale-test/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troop grade</source>
        <extracomment>brigade.json: ladders/grade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elite and trained roll 2D5 for morale, raw and militia 2D6.</source>
        <extracomment>brigade.json: ladders/grade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elite</source>
        <extracomment>brigade.json: ladders/grade/steps/elite/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained</source>
        <extracomment>brigade.json: ladders/grade/steps/trained/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw</source>
        <extracomment>brigade.json: ladders/grade/steps/raw/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Militia</source>
        <extracomment>brigade.json: ladders/grade/steps/militia/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control state</source>
        <extracomment>brigade.json: ladders/control/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked out each move from the command spans.</source>
        <extracomment>brigade.json: ladders/control/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controlled</source>
        <extracomment>brigade.json: ladders/control/steps/controlled/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Led by a general, or commanded by a brigadier who is himself commanded.</source>
        <extracomment>brigade.json: ladders/control/steps/controlled/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Influenced</source>
        <extracomment>brigade.json: ladders/control/steps/influenced/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commanded by a brigadier who is not commanded.</source>
        <extracomment>brigade.json: ladders/control/steps/influenced/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncontrolled</source>
        <extracomment>brigade.json: ladders/control/steps/uncontrolled/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither commanded nor led.</source>
        <extracomment>brigade.json: ladders/control/steps/uncontrolled/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed</source>
        <extracomment>brigade.json: ladders/control/steps/routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>brigade.json: formations/line/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <extracomment>brigade.json: formations/column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish</source>
        <extracomment>brigade.json: formations/skirmish/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted</source>
        <extracomment>brigade.json: formations/mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limbered</source>
        <extracomment>brigade.json: formations/limbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <extracomment>brigade.json: formations/unlimbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manhandled</source>
        <extracomment>brigade.json: formations/manhandled/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry</source>
        <extracomment>brigade.json: unitTypes/line-infantry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bases of three figures, 60 men each.</source>
        <extracomment>brigade.json: unitTypes/line-infantry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishers, muskets</source>
        <extracomment>brigade.json: unitTypes/skirmishers-musket/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bases of two figures, 30 men each.</source>
        <extracomment>brigade.json: unitTypes/skirmishers-musket/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishers, rifles</source>
        <extracomment>brigade.json: unitTypes/skirmishers-rifle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry</source>
        <extracomment>brigade.json: unitTypes/cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bases of two figures, 30 men each. Cavalry do not fire.</source>
        <extracomment>brigade.json: unitTypes/cavalry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light gun</source>
        <extracomment>brigade.json: unitTypes/gun-light/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One gun model; each gunner figure is one piece.</source>
        <extracomment>brigade.json: unitTypes/gun-light/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium gun</source>
        <extracomment>brigade.json: unitTypes/gun-medium/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander-in-chief</source>
        <extracomment>brigade.json: unitTypes/commander-in-chief/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands brigadiers; his span is 0 while he has joined a unit.</source>
        <extracomment>brigade.json: unitTypes/commander-in-chief/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigadier</source>
        <extracomment>brigade.json: unitTypes/brigadier/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands his own brigade&apos;s units; commanded himself when within his CinC&apos;s span.</source>
        <extracomment>brigade.json: unitTypes/brigadier/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grade</source>
        <extracomment>brigade.json: fields/grade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disordered</source>
        <extracomment>brigade.json: fields/disordered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caused by routing, pursuing, being passed through by close-order or routing troops, disordering ground, a blow in flank or rear, a charge that fails to reach, falling below half strength in bases, or fighting a melee in column. It must be rallied off at the first chance unless it came from ground or troops passing through.</source>
        <extracomment>brigade-1.0.0.json: fields/disordered/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formation</source>
        <extracomment>brigade.json: fields/formation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting bases</source>
        <extracomment>brigade.json: fields/bases/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures killed</source>
        <extracomment>brigade.json: fields/figures-killed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures killed by fire this move</source>
        <extracomment>brigade.json: fields/figures-killed-this-move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties this phase</source>
        <extracomment>brigade.json: fields/casualties-this-phase/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gun crew</source>
        <extracomment>brigade.json: fields/crew/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supported gun</source>
        <extracomment>brigade.json: fields/supported/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In contact with close-order infantry.</source>
        <extracomment>brigade-1.0.0.json: fields/supported/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved this turn</source>
        <extracomment>brigade-1.0.0.json: fields/moved/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set when the unit moves; cleared at the end of the turn.</source>
        <extracomment>brigade-1.0.0.json: fields/moved/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fired this turn</source>
        <extracomment>brigade-1.0.0.json: fields/fired/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set when the unit fires; cleared at the end of the turn.</source>
        <extracomment>brigade-1.0.0.json: fields/fired/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First volley fired</source>
        <extracomment>brigade.json: fields/first-volley-fired/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pursuing</source>
        <extracomment>brigade.json: fields/pursuing/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won a melee last period</source>
        <extracomment>brigade.json: fields/won-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost a melee last period</source>
        <extracomment>brigade.json: fields/lost-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General attached</source>
        <extracomment>brigade.json: fields/attached-general/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending an obstacle</source>
        <extracomment>brigade.json: fields/defending-obstacle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a strong house</source>
        <extracomment>brigade.json: fields/in-strong-house/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigadier&apos;s ability</source>
        <extracomment>brigade.json: fields/ability/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not defined by the rules: enter 1 to 10.</source>
        <extracomment>brigade.json: fields/ability/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changing formation or facing costs skirmishers a quarter move, militia a full move, others half.</source>
        <extracomment>brigade-1.0.0.json: formationChanges/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>brigade.json: movementColumns/move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance the unit may move in this formation.</source>
        <extracomment>brigade.json: movementColumns/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <extracomment>brigade.json: movementColumns/charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance the unit may charge.</source>
        <extracomment>brigade.json: movementColumns/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pursuit</source>
        <extracomment>brigade.json: movementColumns/pursuit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far the unit follows a beaten enemy.</source>
        <extracomment>brigade.json: movementColumns/pursuit/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter-charge</source>
        <extracomment>brigade.json: movementColumns/counterCharge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance of a counter-charge.</source>
        <extracomment>brigade.json: movementColumns/counterCharge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rout</source>
        <extracomment>brigade.json: movementColumns/rout/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far the unit flees when routed.</source>
        <extracomment>brigade.json: movementColumns/rout/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheeling</source>
        <extracomment>brigade.json: manoeuvres/wheel/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishers and columns wheel at full speed.</source>
        <extracomment>brigade.json: manoeuvres/wheel/rates/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Militia wheel at most 1&quot;.</source>
        <extracomment>brigade.json: manoeuvres/wheel/rates/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other close-order foot wheel at half speed.</source>
        <extracomment>brigade.json: manoeuvres/wheel/rates/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inclining</source>
        <extracomment>brigade.json: manoeuvres/incline/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Militia cannot incline.</source>
        <extracomment>brigade.json: manoeuvres/incline/rates/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw and trained: at most 1&quot; forward and 1&quot; sideways.</source>
        <extracomment>brigade.json: manoeuvres/incline/rates/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideways</source>
        <extracomment>brigade.json: manoeuvres/sideways/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry may shift 1&quot; sideways without changing face.</source>
        <extracomment>brigade.json: manoeuvres/sideways/rates/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backwards</source>
        <extracomment>brigade.json: manoeuvres/backwards/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishers may fall back half a move without turning.</source>
        <extracomment>brigade.json: manoeuvres/backwards/rates/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open woods or orchard</source>
        <extracomment>brigade.json: terrain/open-woods/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close woods</source>
        <extracomment>brigade.json: terrain/close-woods/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream</source>
        <extracomment>brigade.json: terrain/stream/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall or fence</source>
        <extracomment>brigade.json: terrain/wall/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building</source>
        <extracomment>brigade.json: terrain/building/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry only; a whole move to enter or leave.</source>
        <extracomment>brigade.json: terrain/building/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Musket</source>
        <extracomment>brigade.json: weapons/musket/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rifle</source>
        <extracomment>brigade.json: weapons/rifle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigadier&apos;s command test</source>
        <extracomment>brigade.json: tests/brigadier-command/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A brigadier who is not himself commanded rolls a D10 against his ability: at or under it, the units he influences move fully; over it, they move at most half and may not charge (cavalry may still counter-charge). The rules do not define the ability scale: enter it from 1 to 10.</source>
        <extracomment>brigade.json: tests/brigadier-command/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full moves</source>
        <extracomment>brigade.json: tests/brigadier-command/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half moves, no charges</source>
        <extracomment>brigade.json: tests/brigadier-command/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry may still counter-charge.</source>
        <extracomment>brigade-1.0.0.json: tests/brigadier-command/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncontrolled unit&apos;s move</source>
        <extracomment>brigade.json: tests/uncontrolled-move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit neither commanded nor led rolls a D10 with modifiers. Units that are routing, pursuing or evading, and cavalry that could counter-charge, ignore this test and move their full distance.</source>
        <extracomment>brigade.json: tests/uncontrolled-move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each 10% of bases lost</source>
        <extracomment>brigade.json: tests/uncontrolled-move/modifiers/bases-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves normally</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/normal/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half move at most</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/half/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No charge; cavalry may counter-charge.</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/half/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move</source>
        <extracomment>brigade.json: fields/no-move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It may change front or formation.</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/none/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale</source>
        <extracomment>brigade.json: tests/morale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken when wishing to charge, being charged, after 2 or more firing hits, each move at half strength or below when fired on or seeing friends rout, and when routing with no enemy in sight. Elite and trained roll 2D5 (a d10 halved, rounded up, does as well); raw and militia roll 2D6.</source>
        <extracomment>brigade-1.0.0.json: tests/morale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing close-order friends of the same class within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/inputs/routingSameClass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing friends of a better class within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/inputs/routingBetterClass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rear support</source>
        <extracomment>brigade.json: tests/morale/modifiers/rear-support/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigadier attached</source>
        <extracomment>brigade.json: tests/morale/modifiers/brigadier-attached/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No visible enemy within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/modifiers/no-enemy-near/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander-in-chief attached</source>
        <extracomment>brigade.json: tests/morale/modifiers/cinc-attached/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole steps of the starting bases, rounded down (a third lost is -3).</source>
        <extracomment>brigade.json: tests/morale/modifiers/bases-lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy to flank or rear within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/modifiers/enemy-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In rout</source>
        <extracomment>brigade.json: tests/morale/modifiers/in-rout/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Being charged</source>
        <extracomment>brigade.json: tests/morale/modifiers/being-charged/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick when this test is for being charged: a score of 1-2 then routs instead of halting disordered.</source>
        <extracomment>brigade.json: tests/morale/modifiers/being-charged/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>brigade.json: tests/morale/bands/ok/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A routing unit rallies.</source>
        <extracomment>brigade-1.0.0.json: tests/morale/bands/ok/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallied: its control state is worked out again at the next command test.</source>
        <extracomment>brigade.json: tests/morale/bands/ok/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halt</source>
        <extracomment>brigade.json: tests/morale/bands/halt/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry may counter-charge; routers keep routing.</source>
        <extracomment>brigade.json: tests/morale/bands/halt/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rout if charged, else halt disordered</source>
        <extracomment>brigade.json: tests/morale/bands/shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit already routing keeps routing, disordered.</source>
        <extracomment>brigade.json: tests/morale/bands/shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>brigade.json: tests/fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One D10 per infantry base (also for skirmishers); a gun rolls 2D10 with 3-4 crew, 1D10 with 1-2. Each die hits on 7 or more; modifiers change the score needed (a plus makes it harder). Cavalry do not fire. A needed score over 10 cannot hit.</source>
        <extracomment>brigade.json: tests/fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First close-order volley</source>
        <extracomment>brigade.json: tests/fire/modifiers/first-volley/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A close-order unit&apos;s first volley of the battle, unless disordered.</source>
        <extracomment>brigade.json: tests/fire/modifiers/first-volley/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target in column</source>
        <extracomment>brigade.json: tests/fire/modifiers/target-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deep target: easier to hit.</source>
        <extracomment>brigade.json: tests/fire/modifiers/target-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enfilade</source>
        <extracomment>brigade.json: tests/fire/modifiers/enfilade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firing along the target&apos;s line (not counted again against a column).</source>
        <extracomment>brigade.json: tests/fire/modifiers/enfilade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close range is the base. Canister and extreme ranges are for guns.</source>
        <extracomment>brigade-1.0.0.json: tests/fire/modifiers/range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canister</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/canister/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/long/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extreme range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/extreme/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close order moving and firing</source>
        <extracomment>brigade.json: tests/fire/modifiers/moving/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firing at skirmishers</source>
        <extracomment>brigade.json: tests/fire/modifiers/at-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target in cover</source>
        <extracomment>brigade.json: tests/fire/modifiers/target-in-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target in a strong house</source>
        <extracomment>brigade.json: tests/fire/modifiers/strong-house/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each hit on a gun kills a gunner.</source>
        <extracomment>brigade.json: tests/fire/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each hit kills a figure; bases go as their figures do.</source>
        <extracomment>brigade.json: tests/fire/effects/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A general with the unit may be hit.</source>
        <extracomment>brigade-1.0.0.json: tests/fire/ifAnySuccess/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entering melee</source>
        <extracomment>brigade.json: tests/entering-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chargers and counter-chargers test before contact; a unit holding to receive a charge tests only once a charger has passed. Roll a D6 and modify it.</source>
        <extracomment>brigade.json: tests/entering-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Led by a general</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/led-by-general/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging an exposed flank or rear</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/exposed-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging unsupported gunners</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/unsupported-gunners/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging a defended obstacle</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/defended-obstacle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each 20% of bases lost</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/bases-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In column</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry charging the front of ordered close-order infantry</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/cav-vs-formed-front/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Being charged in flank or rear</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/charged-in-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported gunners</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/own-gunners-unsupported/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes in</source>
        <extracomment>brigade.json: tests/entering-melee/bands/goes-in/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fails</source>
        <extracomment>brigade.json: tests/entering-melee/bands/fails/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chargers halt disorganised; a unit receiving the charge at the halt breaks and makes an initial rout move.</source>
        <extracomment>brigade.json: tests/entering-melee/bands/fails/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>brigade.json: tests/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One D10 for each element that can fight (facing the enemy and touching it, or touching a friend that does: a one-base overlap fights). Each hits on 7 or more, the score needed moved by the modifiers. The side that loses more than it inflicts takes the losers&apos; test.</source>
        <extracomment>brigade.json: tests/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry charging</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No charge bonus against an enemy defending an obstacle.</source>
        <extracomment>brigade-1.0.0.json: tests/melee/modifiers/infantry-charging/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry charging</source>
        <extracomment>brigade.json: tests/melee/modifiers/cavalry-charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close order fighting skirmishers</source>
        <extracomment>brigade.json: tests/melee/modifiers/vs-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fighting unsupported gunners</source>
        <extracomment>brigade.json: tests/melee/modifiers/vs-unsupported-gunners/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rifle armed</source>
        <extracomment>brigade.json: tests/melee/modifiers/rifles/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry against an obstacle</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-vs-obstacle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry against an obstacle</source>
        <extracomment>brigade.json: tests/melee/modifiers/cavalry-vs-obstacle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry against a strong house</source>
        <extracomment>brigade.json: tests/melee/modifiers/vs-strong-house/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elements fighting</source>
        <extracomment>brigade.json: tests/melee/inputs/elements/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: tests/melee/inputs/elements/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee losers&apos; test</source>
        <extracomment>brigade.json: tests/melee-losers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guns, infantry beaten by charging cavalry, and troops hit by a unit they could not fight back against break without a test. Others roll a D10; high is bad.</source>
        <extracomment>brigade.json: tests/melee-losers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties suffered beyond those inflicted</source>
        <extracomment>brigade.json: tests/melee-losers/inputs/excessCasualties/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each casualty more than inflicted</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/excess/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry that charged this move</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/infantry-charged/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry that charged this move</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/cavalry-charged/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaks and routs</source>
        <extracomment>brigade.json: tests/melee-losers/bands/breaks/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Falls back</source>
        <extracomment>brigade.json: tests/melee-losers/bands/falls-back/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry fall back 2&quot;, cavalry 6&quot;; all disordered.</source>
        <extracomment>brigade.json: tests/melee-losers/bands/falls-back/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General hit</source>
        <extracomment>brigade-1.0.0.json: tests/general-killed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General killed</source>
        <extracomment>brigade.json: tests/general-shot/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General unhurt</source>
        <extracomment>brigade.json: tests/general-shot/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed units do not charge</source>
        <extracomment>brigade.json: chargeRules/routed-cannot-charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishers may not charge close-order troops</source>
        <extracomment>brigade.json: chargeRules/skirmishers-vs-close-order/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry may not charge the front of cavalry</source>
        <extracomment>brigade.json: chargeRules/infantry-vs-cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only infantry may charge a strong house</source>
        <extracomment>brigade.json: chargeRules/strong-house-infantry-only/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge may be made</source>
        <extracomment>brigade.json: chargeRules/charge-goes/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then the morale test for wishing to charge, and the entering-melee test.</source>
        <extracomment>brigade-1.0.0.json: chargeRules/charge-goes/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each turn the sides take the moving role in turn; the side not moving fires in step 7.</source>
        <extracomment>brigade.json: activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First side moves</source>
        <extracomment>brigade.json: activation/phases/side-a/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second side moves</source>
        <extracomment>brigade.json: activation/phases/side-b/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>brigade.json: fields/attached-general/choices/none</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cinc</source>
        <extracomment>brigade.json: fields/attached-general/choices/cinc</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>command</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/command</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charges</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/charges</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morale</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/morale</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evade and rout</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/evade-and-rout</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charge moves</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/charge-moves</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal moves</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/normal-moves</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enemy fire</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/enemy-fire</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chargers enter melee</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/chargers-enter-melee</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charged enter melee</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/charged-enter-melee</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>melee</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/melee</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after melee</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/after-melee</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties from the last attack</source>
        <extracomment>brigade-1.1.0.json: fields/casualties-last-attack/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the latest fire or melee against the unit cost it: the count a general&apos;s risk is rolled against.</source>
        <extracomment>brigade-1.1.0.json: fields/casualties-last-attack/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General&apos;s risk taken this phase</source>
        <extracomment>brigade-1.1.0.json: fields/general-risked/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s general has already rolled to see whether he was hit this phase.</source>
        <extracomment>brigade-1.1.0.json: fields/general-risked/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted for the entering-melee test this move.</source>
        <extracomment>brigade.json: tests/fire/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a unit with a general attached loses figures in a shooting or melee phase, roll a D10: at or under the casualties that attack cost it, he is dead. He rolls once a phase, for the first attack that hurt the unit.</source>
        <extracomment>brigade-1.1.0.json: tests/general-killed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new melee phase</source>
        <extracomment>brigade-1.1.0.json: procedures/charge/after/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A general&apos;s risk is rolled once in the melee phase, whatever happened in the shooting.</source>
        <extracomment>brigade-1.1.0.json: procedures/charge/after/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a draw</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/4/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both horse fall back 6&quot; disordered.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/4/then/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The horse falls back 12&quot; and the foot holds.</source>
        <extracomment>brigade-1.1.0.json: procedures/charge/after/2/melee/drawn/1/else/0/then/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender behind its obstacle halts; the charger falls back 2&quot;.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/4/else/0/else/0/else/0/then/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger behind its obstacle halts; the defender falls back 2&quot;.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/4/else/0/else/0/else/0/else/0/then/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the open both fall back 1&quot;; either may move as usual next period.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/4/else/0/else/0/else/0/else/0/else/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger must pass its entering-melee test to go in; a unit that holds to receive it tests too, and breaks if it fails. Then both sides roll a die for each element fighting; the side that loses more than it inflicts takes the losers&apos; test, unless it breaks outright (guns, or foot beaten by charging horse).</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance</source>
        <extracomment>brigade.json: procedures/charge/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches from the charger to its target.</source>
        <extracomment>brigade.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charger&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargerElements/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargerElements/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/charge/inputs/targetElements/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/inputs/targetElements/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charger&apos;s casualties before the melee</source>
        <extracomment>brigade.json: procedures/charge/vars/chargerBefore/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender&apos;s casualties before the melee</source>
        <extracomment>brigade.json: procedures/charge/vars/targetBefore/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties beyond those inflicted</source>
        <extracomment>brigade.json: procedures/charge/vars/excess/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge not allowed</source>
        <extracomment>brigade.json: procedures/charge/endings/refused/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge rules forbid it.</source>
        <extracomment>brigade.json: procedures/charge/endings/refused/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halted disorganised</source>
        <extracomment>brigade.json: procedures/charge/endings/halted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger failed its entering-melee test.</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/endings/halted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender broke</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-broke/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit holding to receive the charge failed its test: it breaks and makes an initial rout move.</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-broke/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charger won the melee</source>
        <extracomment>brigade.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender won the melee</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee drawn</source>
        <extracomment>brigade.json: procedures/charge/endings/drawn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal casualties: both sides fall back as the draw rules say, disordered.</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May it charge, and does it go in?</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/before/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge rules forbid some charges outright; any other charger takes its entering-melee test.</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/before/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold to receive</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit stands at the halt; since the charger has passed its test, it must pass one too.</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/responses/hold/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaks</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/3/then/0/onOutcome/fails/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner and loser marked</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An automatic break?</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/4/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaks at once</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/4/then/0/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side that lost more than it inflicted tests; each casualty beyond counts against it.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/4/then/0/else/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both disordered</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/3/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side rolls a d10 per element fighting; 7 or more (modified) kills a figure.</source>
        <extracomment>brigade.json: procedures/charge/after/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In melee</source>
        <extracomment>brigade.json: fields/in-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>brigade-1.1.0.json: fields/in-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still in melee</source>
        <extracomment>brigade-1.1.0.json: procedures/charge/after/2/melee/drawn/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue melee</source>
        <extracomment>brigade.json: procedures/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>brigade.json: procedures/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This unit&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/melee/inputs/chargerElements/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This unit&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/melee/inputs/chargerElements/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The enemy&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/melee/inputs/targetElements/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The enemy&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/melee/inputs/targetElements/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won the melee</source>
        <extracomment>brigade.json: procedures/melee/endings/won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>brigade.json: procedures/melee/endings/won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost the melee</source>
        <extracomment>brigade.json: procedures/melee/endings/lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit it fights won this round.</source>
        <extracomment>brigade.json: procedures/melee/endings/lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side won: the melee goes on next turn.</source>
        <extracomment>brigade-1.1.0.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight on</source>
        <extracomment>brigade.json: procedures/melee/responses/fight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>brigade.json: procedures/melee/responses/fight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The melee is over</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/5/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two or more hits this move</source>
        <extracomment>brigade.json: triggers/two-hits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that has lost two figures or more to fire during the move owes a morale test, taken with the other morale tests of the next move; one test covers the whole move&apos;s fire. Not taken by the end of the turn, it lapses.</source>
        <extracomment>brigade-1.2.0.json: triggers/two-hits/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each time a unit with a general attached loses figures in a shooting or melee phase, roll a D10: at or under the casualties it suffered in that phase, he is dead.</source>
        <extracomment>brigade-1.0.0.json: tests/general-killed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry may still counter-charge. The brigadier carries the half-move marker for the units he influences.</source>
        <extracomment>brigade-1.1.0.json: tests/brigadier-command/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its half-move marker from the command test is cleared as the side&apos;s move ends</source>
        <extracomment>brigade-1.1.0.json: activation/phases/side-a/atEnd/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its no-move marker from the command test is cleared as the side&apos;s move ends</source>
        <extracomment>brigade-1.1.0.json: activation/phases/side-a/atEnd/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted for the entering-melee test this move, and the count a general with the unit rolls against after the shooting.</source>
        <extracomment>brigade.json: fields/figures-killed-this-move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee casualties this phase</source>
        <extracomment>brigade.json: fields/melee-casualties-this-phase/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures (or gunners) the unit has lost in melee this move: the count a general with it rolls against.</source>
        <extracomment>brigade.json: fields/melee-casualties-this-phase/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the side that is not moving shoots; once it has, a general with a unit that lost figures rolls to see whether he was hit.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/enemy-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each element in contact rolls; once the melee is fought, a general with a unit that lost figures rolls to see whether he was killed.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General under fire</source>
        <extracomment>brigade.json: tests/general-shot/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit with a general attached that lost figures to this move&apos;s shooting rolls a D10 once the shooting is over: at or under all it lost to fire this move, the general is dead. Owed once a move (see the trigger), not after each volley.</source>
        <extracomment>brigade.json: tests/general-shot/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General in the melee</source>
        <extracomment>brigade.json: tests/general-killed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit with a general attached that lost figures in this move&apos;s melee rolls a D10 once the melee is fought: at or under all it lost in that melee, the general is dead. Owed once a move (see the trigger), not after each exchange.</source>
        <extracomment>brigade.json: tests/general-killed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General with a unit under fire</source>
        <extracomment>brigade.json: triggers/general-under-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire that kills figures of a unit with a general attached owes his roll, once a move: taken after the side&apos;s shooting, it counts every figure the unit lost to fire this move. Not taken by the end of the move, it lapses.</source>
        <extracomment>brigade.json: triggers/general-under-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General with a unit in melee</source>
        <extracomment>brigade.json: triggers/general-in-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A melee that costs a unit with a general attached figures owes his roll, once a move: taken after the melee, it counts every figure the unit lost in it. Not taken by the end of the move, it lapses.</source>
        <extracomment>brigade.json: triggers/general-in-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules say troops must rally from disorder but not how. We spend the unit&apos;s move (the order Rally from disorder); the alternative is the test Rally from disorder, the morale dice at 5 or more. Either way a unit below half strength stays disordered.</source>
        <extracomment>brigade.json: options/disorder-rally/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading a D5 off a D10</source>
        <extracomment>brigade.json: options/d5-reading/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elite and trained troops roll 2D5, and the rules do not say how to read a D5 off the D10s most tables have. We halve the D10, rounding up; the alternative counts 6 to 10 again as 1 to 5. Both give each number from 1 to 5 one time in five. Players with real five-sided dice type their faces as they are.</source>
        <extracomment>brigade.json: options/d5-reading/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halve the D10, rounding up</source>
        <extracomment>brigade.json: options/d5-reading/choices/halve-up/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 to 10 count as 1 to 5</source>
        <extracomment>brigade.json: options/d5-reading/choices/wrap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real five-sided dice</source>
        <extracomment>brigade.json: options/d5-reading/choices/real-d5/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D5 off a D10, halved</source>
        <extracomment>brigade.json: diceReadings/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A D10 halved, rounding up: 1–2 is 1, 3–4 is 2, 5–6 is 3, 7–8 is 4, 9–10 is 5.</source>
        <extracomment>brigade.json: diceReadings/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D5 off a D10, 6 to 10 again as 1 to 5</source>
        <extracomment>brigade.json: diceReadings/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A D10 read as it falls up to 5; 6 to 10 count as 1 to 5.</source>
        <extracomment>brigade.json: diceReadings/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half move</source>
        <extracomment>brigade.json: fields/half-move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command test allows at most half a move and no charge this move (cavalry may still counter-charge); cleared when the side&apos;s move ends.</source>
        <extracomment>brigade.json: fields/half-move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command test allows no move this move, only a change of front or formation; cleared when the side&apos;s move ends.</source>
        <extracomment>brigade.json: fields/no-move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved this phase</source>
        <extracomment>brigade.json: fields/moved/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set when the unit moves in its side&apos;s phase; cleared when the phase ends.</source>
        <extracomment>brigade.json: fields/moved/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fired this phase</source>
        <extracomment>brigade.json: fields/fired/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set when the unit fires; cleared when the phase ends.</source>
        <extracomment>brigade.json: fields/fired/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charged this move</source>
        <extracomment>brigade.json: fields/charged/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set on the charger by the charge procedure once its charge goes in (set it by hand for a counter-charge or a charge played without the procedure). It gives the charging bonus in the melee and counts in the losers&apos; test; cleared when the move ends.</source>
        <extracomment>brigade.json: fields/charged/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won its last melee. The rules do not say how long a period is. We count a melee&apos;s result from the melee to the end of the turn after it, so the morale tests later in that turn and all through the next one take it into account; then it is cleared.</source>
        <extracomment>brigade.json: fields/won-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost its last melee. The rules do not say how long a period is. We count a melee&apos;s result from the melee to the end of the turn after it, so the morale tests later in that turn and all through the next one take it into account; then it is cleared.</source>
        <extracomment>brigade.json: fields/lost-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee result this turn</source>
        <extracomment>brigade.json: fields/melee-this-turn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set when a melee marks the unit as winner or loser this turn, so the end of this turn keeps the mark for one more turn. A mark set by hand without it is cleared at the end of the turn.</source>
        <extracomment>brigade.json: fields/melee-this-turn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units in contact whose melee is still to be fought (set by the umpire): Continue melee on its sheet fights it. No melee of these rules leaves them locked: the loser falls back or breaks, and a draw parts them, so every melee clears it.</source>
        <extracomment>brigade.json: fields/in-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each unit under him that is influenced moves fully.</source>
        <extracomment>brigade.json: tests/brigadier-command/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each unit under him that is influenced is marked Half move; cavalry may still counter-charge.</source>
        <extracomment>brigade.json: tests/brigadier-command/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken when wishing to charge, being charged, after 2 or more firing hits, each move at half strength or below when fired on or seeing friends rout, and when routing with no enemy in sight. Elite and trained roll 2D5 (read off D10s as the option &quot;Reading a D5 off a D10&quot; says); raw and militia roll 2D6.</source>
        <extracomment>brigade.json: tests/morale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally from disorder</source>
        <extracomment>brigade.json: tests/rally-from-disorder/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under the morale-test reading of the rally from disorder: the morale dice and modifiers, and 5 or more recovers order. A unit below half strength stays disordered.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallied</source>
        <extracomment>brigade.json: tests/rally-from-disorder/bands/rallied/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still disordered</source>
        <extracomment>brigade.json: tests/rally-from-disorder/bands/still-disordered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not disordered.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under the chosen reading a unit rallies from disorder by giving up its move (the order), not by a test.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/requires/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below half strength in bases it stays disordered.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/requires/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <extracomment>brigade.json: tests/fire/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured to the target; sets the range band (0: by hand).</source>
        <extracomment>brigade-1.2.0.json: tests/fire/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guns fire unlimbered: a limbered or manhandled gun cannot fire.</source>
        <extracomment>brigade.json: tests/fire/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generals do not fire, and the rules give cavalry no fire.</source>
        <extracomment>brigade.json: tests/fire/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts for a unit that charged this move, unless its enemy is defending an obstacle.</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-charging/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge then has to reach its target and pass the entering-melee test.</source>
        <extracomment>brigade.json: chargeRules/charge-goes/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge must be allowed and reach its target; the charger then tests to go in, and a unit that holds to receive it tests too, breaking if it fails. Both sides roll a die for each element fighting, the charger with its charging bonus; the side that loses more than it inflicts takes the losers&apos; test, unless it breaks outright (guns, or foot beaten by charging horse).</source>
        <extracomment>brigade-1.4.0.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge move</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargeMove/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far the charger may go on a charge (its move and charge bonus); taken from the movement table unless entered.</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargeMove/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fell short</source>
        <extracomment>brigade.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target is beyond the charge move: the charger makes its full charge move, makes no contact and is disordered.</source>
        <extracomment>brigade.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal casualties: the two part as the draw rules say; a draw with horse in it leaves both disordered.</source>
        <extracomment>brigade.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May it charge?</source>
        <extracomment>brigade.json: procedures/charge/before/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge rules forbid some charges outright.</source>
        <extracomment>brigade.json: procedures/charge/before/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can it reach?</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules let a charge be declared at any distance; one that cannot reach its target makes no contact, and a charge without contact disorders the charger.</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charge that makes no contact leaves the charger disordered.</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/0/then/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Falls short</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/0/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does it go in?</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/1/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger tests before contact; a score of 0 or less halts it disorganised.</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/1/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It charged this move: its charging bonus counts in the melee and the losers&apos; test.</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/2/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge goes in</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither won</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse in the draw?</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/3/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The horse falls back 12&quot; and the foot holds; both are disordered.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/4/else/0/then/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They part</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/5/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every draw sends at least one side back: the melee does not go on.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/5/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side won: they part as the draw rules say, and the melee is over.</source>
        <extracomment>brigade.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first side in the order of battle has the moving role; the other fires in its step.</source>
        <extracomment>brigade.json: activation/phases/side-a/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command and control</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/command/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moving side works out where each unit stands against its generals&apos; spans, its brigadiers test for the units they influence, and each uncontrolled unit rolls for how far it may go.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/command/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charges declared</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charges/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moving side names its charges and tests the chargers&apos; morale; the other side says how each unit charged will answer.</source>
        <extracomment>brigade-1.2.0.json: activation/phases/side-a/segments/charges/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other morale tests</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/morale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides take any other morale tests that are due.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/morale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evades and routs</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/evade-and-rout/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units evading a charge and units in rout move, on both sides.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/evade-and-rout/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge moves</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charge-moves/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chargers and counter-chargers close to an inch from the enemy.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charge-moves/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal moves</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/normal-moves/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moving side makes its other moves; a formation change uses part of the move.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/normal-moves/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side fires</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/enemy-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chargers test to go in</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/chargers-enter-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every charger and counter-charger tests before contact.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/chargers-enter-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charged units test to stand</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charged-enter-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units charged that did not evade test to stand, then both are moved into contact.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charged-enter-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the melee</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/after-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side that lost more than it inflicted tests; winners follow up, pursue or halt.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/after-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roles swap: the second side moves and the first fires.</source>
        <extracomment>brigade.json: activation/phases/side-b/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its melee won in the turn before no longer counts for morale</source>
        <extracomment>brigade.json: activation/endOfTurn/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its melee lost in the turn before no longer counts for morale</source>
        <extracomment>brigade.json: activation/endOfTurn/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work out control</source>
        <extracomment>brigade.json: orders/command-check/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before it moves, the table answers where the unit stands against its generals&apos; spans (a brigadier&apos;s 8&quot;, the commander-in-chief&apos;s 16&quot;, none while a general has joined a unit); its control state follows.</source>
        <extracomment>brigade-1.2.0.json: orders/command-check/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Led in person by a general who has joined it?</source>
        <extracomment>brigade.json: orders/command-check/asks/led/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within its brigadier&apos;s span (8&quot;)?</source>
        <extracomment>brigade.json: orders/command-check/asks/within-span/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is its brigadier within the commander-in-chief&apos;s span (16&quot;)?</source>
        <extracomment>brigade.json: orders/command-check/asks/brigadier-commanded/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit spends its move recovering order (the default reading of the missing rally rule).</source>
        <extracomment>brigade.json: orders/rally-from-disorder/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under the chosen reading a unit rallies from disorder with a morale test at 5+, not by giving up its move.</source>
        <extracomment>brigade.json: orders/rally-from-disorder/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has already moved this turn: rallying takes its move.</source>
        <extracomment>brigade.json: orders/rally-from-disorder/requires/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moving side&apos;s brigadiers test for the units they influence, and each uncontrolled unit rolls for how far it may go.</source>
        <extracomment>brigade-1.2.0.json: activation/phases/side-a/segments/command/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the side that is not moving shoots; a general with a unit that lost figures may be hit.</source>
        <extracomment>brigade-1.2.0.json: activation/phases/side-a/segments/enemy-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each element in contact rolls; a general with a unit that lost figures may be killed.</source>
        <extracomment>brigade-1.2.0.json: activation/phases/side-a/segments/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command test left it no move: it may only change front or formation.</source>
        <extracomment>brigade.json: moving/limits/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command test left it half a move.</source>
        <extracomment>brigade.json: moving/limits/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit held to half a move or none may not charge</source>
        <extracomment>brigade.json: chargeRules/held-back-cannot-charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A failed command test leaves a unit half a move or none, and no charge (horse may still counter-charge).</source>
        <extracomment>brigade.json: chargeRules/held-back-cannot-charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved in its last move</source>
        <extracomment>brigade.json: fields/moved-last-move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit moved in its side&apos;s last move: when it shoots in the other side&apos;s move it fires as close order that moved (+1 to the score needed). Its side&apos;s move sets it as it ends, from Moved this phase.</source>
        <extracomment>brigade.json: fields/moved-last-move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches measured from the firers to the target: it gives the range band; past the weapon&apos;s longest range it cannot fire.</source>
        <extracomment>brigade.json: tests/fire/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance measured gives the band of the weapon&apos;s ranges: close range is the base; canister and extreme range are for guns; past the longest range the target cannot be fired at.</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/close/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A close-order unit firing after it moved in its side&apos;s last move.</source>
        <extracomment>brigade.json: tests/fire/modifiers/moving/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moved in this move: it shoots as a unit that moved until its side moves again</source>
        <extracomment>brigade.json: activation/phases/side-a/atEnd/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not move in this move</source>
        <extracomment>brigade.json: activation/phases/side-a/atEnd/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who may evade a charge</source>
        <extracomment>brigade.json: options/who-may-evade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules make skirmishers charged by close-order troops evade at their charge speed and speak of evaders elsewhere without saying who else may. We let skirmishers evade (they must against close order); the alternative lets horse evade too.</source>
        <extracomment>brigade.json: options/who-may-evade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishers only</source>
        <extracomment>brigade.json: options/who-may-evade/choices/skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishers and horse</source>
        <extracomment>brigade.json: options/who-may-evade/choices/skirmishers-and-horse/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charge whose target evades or routs away</source>
        <extracomment>brigade.json: options/charge-meets-no-one/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules disorder troops that charged without making contact. We read that of every charge that meets no one: chargers whose target evades out of reach or routs before the charge moves are disordered, as are those that fall short. The alternative keeps chargers in order when it is the target that ran.</source>
        <extracomment>brigade.json: options/charge-meets-no-one/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chargers are disordered</source>
        <extracomment>brigade.json: options/charge-meets-no-one/choices/disordered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They halt in order</source>
        <extracomment>brigade.json: options/charge-meets-no-one/choices/in-order/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caused by routing, pursuing, being passed through by close-order or routing troops, disordering ground, a blow in flank or rear, a charge that makes no contact, falling below half strength in bases, or fighting a melee in column (the app marks those it sees: fire and melee that leave a unit below half strength, a charge into a flank, a column in melee, pursuit, a charge that reaches no one). It must be rallied off at the first chance unless it came from ground or troops passing through.</source>
        <extracomment>brigade.json: fields/disordered/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In contact with close-order infantry: a charge on it is a charge on that infantry, with the gun fighting as one more of its bases and taking as many of the hits as its owner wishes.</source>
        <extracomment>brigade.json: fields/supported/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chasing a beaten enemy that broke: +2 to its morale, and disordered while it pursues. It stops pursuing when it rallies from its disorder.</source>
        <extracomment>brigade.json: fields/pursuing/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Followed up</source>
        <extracomment>brigade.json: fields/followed-up/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It won a melee it had charged or followed up into, and followed the beaten unit as it fell back: the melee goes on next move (Continue melee), and if it wins that one too it may follow up or pursue again. Cleared when the melee ends, and at the end of a turn in which it is no longer in melee.</source>
        <extracomment>brigade.json: fields/followed-up/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changing formation or face (turning to a flank or about) costs skirmishers a quarter move, militia a full move, others half.</source>
        <extracomment>brigade.json: formationChanges/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady: a unit wishing to charge may go, a unit charged stands or answers as it chose, and a routing unit rallies.</source>
        <extracomment>brigade.json: tests/morale/bands/ok/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A routed unit must first rally from its rout (a morale test of 5 or more); only then can it recover its order.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below half strength in bases: disordered.</source>
        <extracomment>brigade.json: tests/fire/effects/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The brigadier is dead and leaves play: his brigade&apos;s units are no longer commanded by him.</source>
        <extracomment>brigade.json: tests/general-shot/onPass/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander-in-chief is dead and leaves play: no brigadier is commanded by him any more.</source>
        <extracomment>brigade.json: tests/general-shot/onPass/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He leaves play with the unit&apos;s figure of him, and stops commanding: his units (or, for the commander-in-chief, his brigadiers) are no longer commanded from the next command test.</source>
        <extracomment>brigade.json: tests/general-shot/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A supported gun is charged through its infantry</source>
        <extracomment>brigade.json: chargeRules/supported-gun/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charge on a gun in contact with close-order infantry counts as a charge on that infantry: declare it on the infantry and name the gun as its supported gun.</source>
        <extracomment>brigade.json: chargeRules/supported-gun/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot may charge horse only in its flank or rear (the charge&apos;s input &quot;Into a flank or the rear&quot;).</source>
        <extracomment>brigade.json: chargeRules/infantry-vs-cavalry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that has lost two figures or more to fire during a move owes a morale test, taken with the other morale tests of the move that follows (step 3); one test covers the whole move&apos;s fire. Not taken by the end of that next move, it lapses.</source>
        <extracomment>brigade.json: triggers/two-hits/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger tests its morale to charge and the unit charged its morale on being charged; the unit charged holds, evades (skirmishers must, against close order) or, as horse, counter-charges. A charge that reaches goes in if the charger passes its entering-melee test, and a unit that holds tests too, breaking if it fails. Both sides roll a die for each element fighting; the side that loses more than it inflicts takes the losers&apos; test, unless it breaks outright, and a winner that charged pursues or follows up.</source>
        <extracomment>brigade.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into a flank or the rear</source>
        <extracomment>brigade.json: procedures/charge/inputs/flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 when the charge comes in on the target&apos;s flank or rear, 0 from its front. Foot may charge horse only so; the charger counts charging an exposed flank, a unit holding counts being charged in the flank and is disordered by the blow, and horse taken so cannot counter-charge.</source>
        <extracomment>brigade.json: procedures/charge/inputs/flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evade move</source>
        <extracomment>brigade.json: procedures/charge/inputs/evadeMove/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far the unit charged runs if it evades, at its charge speed; taken from the movement table unless entered.</source>
        <extracomment>brigade.json: procedures/charge/inputs/evadeMove/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter-charge move</source>
        <extracomment>brigade.json: procedures/charge/inputs/counterMove/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far horse counter-charging rides out to meet the charge (its charge bonus); taken from the movement table unless entered.</source>
        <extracomment>brigade.json: procedures/charge/inputs/counterMove/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender&apos;s bases able to fight, with the one-base overlap (and a supported gun as one more).</source>
        <extracomment>brigade.json: procedures/charge/inputs/targetElements/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits taken on the supported gun</source>
        <extracomment>brigade.json: procedures/charge/inputs/gunHits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a supported gun named: of the hits the chargers score on the infantry and its gun, how many the gun takes (its owner&apos;s choice, said before the dice), each killing a gunner instead of a figure of the infantry.</source>
        <extracomment>brigade.json: procedures/charge/inputs/gunHits/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gun in contact with the close-order infantry charged, which it supports: it fights as one more base of the infantry (count it among the defender&apos;s elements), and hits the chargers score may be taken on it instead, each killing a gunner.</source>
        <extracomment>brigade.json: procedures/charge/roles/gun/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits the supported gun takes</source>
        <extracomment>brigade.json: procedures/charge/vars/onTheGun/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Would not charge</source>
        <extracomment>brigade.json: procedures/charge/endings/balked/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger&apos;s morale test to charge came out under 5: it halts where it stands (disordered on 1 or 2) and the charge is not made.</source>
        <extracomment>brigade.json: procedures/charge/endings/balked/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charger routed</source>
        <extracomment>brigade.json: procedures/charge/endings/charger-routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger&apos;s morale test came out at 0 or less: it routs instead.</source>
        <extracomment>brigade.json: procedures/charge/endings/charger-routed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed before contact</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit charged routed on its morale test and makes its rout move before the charge moves: the chargers meet no one.</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-routed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger failed its entering-melee test and halts disorganised (against a counter-charge, the horse riding out failed theirs too).</source>
        <extracomment>brigade.json: procedures/charge/endings/halted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaded</source>
        <extracomment>brigade.json: procedures/charge/endings/evaded/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit charged ran at its charge speed and the chargers could not reach it.</source>
        <extracomment>brigade.json: procedures/charge/endings/evaded/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Will it charge?</source>
        <extracomment>brigade.json: procedures/charge/before/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wishing to charge is a reason to test morale: only 5 or more lets the charge be made.</source>
        <extracomment>brigade.json: procedures/charge/before/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy in its flank?</source>
        <extracomment>brigade.json: procedures/charge/before/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charger within 12&quot; coming at its flank or rear is an enemy to its flank or rear for its morale.</source>
        <extracomment>brigade.json: procedures/charge/before/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does it stand?</source>
        <extracomment>brigade.json: procedures/charge/before/2/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Being charged is a reason to test morale: 1 or 2 then routs, as does 0 or less.</source>
        <extracomment>brigade.json: procedures/charge/before/2/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charged, it routs.</source>
        <extracomment>brigade.json: procedures/charge/before/2/then/0/onOutcome/shaken/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routs</source>
        <extracomment>brigade.json: procedures/charge/before/2/then/0/onOutcome/shaken/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It charged and made no contact: disordered.</source>
        <extracomment>brigade.json: procedures/charge/before/2/then/0/onOutcome/shaken/1/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge meets no one</source>
        <extracomment>brigade.json: procedures/charge/before/2/then/0/onOutcome/shaken/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit stands at the halt; once the charger has passed its test it must pass one too, or break.</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into a flank?</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charged in the flank?</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/3/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does it stand to receive it?</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/3/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holding, it tests only because the charger passed; 0 or less and it breaks.</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/3/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Struck in the flank or rear: disordered.</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/4/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Struck in the flank</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/4/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishers charged by close-order troops must evade.</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/notOffered</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evade</source>
        <extracomment>brigade.json: procedures/charge/responses/evade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit runs at its charge speed before the chargers move. Out of their reach it gets away and the charge meets no one; caught, it fights where it is overtaken, without a test to stand.</source>
        <extracomment>brigade.json: procedures/charge/responses/evade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only skirmishers evade (and horse too, under the reading that lets them).</source>
        <extracomment>brigade.json: procedures/charge/responses/evade/notOffered</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does it get away?</source>
        <extracomment>brigade.json: procedures/charge/responses/evade/steps/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evaders run their charge move; the chargers catch them only if their own charge move reaches that far.</source>
        <extracomment>brigade.json: procedures/charge/responses/evade/steps/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evaders run their charge move and the chargers go their full charge move without reaching them.</source>
        <extracomment>brigade.json: procedures/charge/responses/evade/steps/0/then/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gets away</source>
        <extracomment>brigade.json: procedures/charge/responses/evade/steps/0/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overtaken: the evaders fight where they are caught.</source>
        <extracomment>brigade.json: procedures/charge/responses/evade/steps/0/else/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caught</source>
        <extracomment>brigade.json: procedures/charge/responses/evade/steps/0/else/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse rides out its charge bonus to meet the charge. Both test to go in: the side that fails halts disorganised and is struck at the halt; if both fail, neither goes in.</source>
        <extracomment>brigade.json: procedures/charge/responses/counter-charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only horse counter-charges, and only against a charge from its front.</source>
        <extracomment>brigade.json: procedures/charge/responses/counter-charge/notOffered</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do they meet?</source>
        <extracomment>brigade.json: procedures/charge/responses/counter-charge/steps/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge move and the counter-charge together must close the distance.</source>
        <extracomment>brigade.json: procedures/charge/responses/counter-charge/steps/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It counter-charged and made no contact: disordered.</source>
        <extracomment>brigade.json: procedures/charge/responses/counter-charge/steps/0/then/0/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They never meet</source>
        <extracomment>brigade.json: procedures/charge/responses/counter-charge/steps/0/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does the charge go in?</source>
        <extracomment>brigade.json: procedures/charge/responses/counter-charge/steps/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does the counter-charge go in?</source>
        <extracomment>brigade.json: procedures/charge/responses/counter-charge/steps/1/onOutcome/goes-in/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter-chargers test too; failing, they halt disorganised and the charge strikes them at the halt.</source>
        <extracomment>brigade.json: procedures/charge/responses/counter-charge/steps/1/onOutcome/goes-in/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It counter-charged: it fights with the charging bonus.</source>
        <extracomment>brigade.json: procedures/charge/responses/counter-charge/steps/1/onOutcome/goes-in/1/onOutcome/goes-in/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The counter-charge goes in</source>
        <extracomment>brigade.json: procedures/charge/responses/counter-charge/steps/1/onOutcome/goes-in/1/onOutcome/goes-in/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter-chargers test too; passing, they strike the halted chargers.</source>
        <extracomment>brigade.json: procedures/charge/responses/counter-charge/steps/1/onOutcome/fails/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It fought a melee in column: disordered.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns in the melee</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that fights a melee in column is disordered by it, once the melee is fought.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits on the supported gun</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/3/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gun fights as a base of the infantry; of the hits the chargers scored, its owner has it take those said, each killing a gunner.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each hit the gun takes kills a gunner.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/3/then/1/effects/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gun takes its share</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/3/then/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its infantry lost the melee and broke or fell back: the gun is left unsupported.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/4/then/1/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gun is left unsupported</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/4/then/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does the winner go on?</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/6/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A winner that charged, counter-charged or followed up follows up or pursues; any other halts for a move.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/6/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pursue or follow up?</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/6/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It pursues the routers up to its pursuit move.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/6/then/0/then/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pursuing: disordered.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/6/then/0/then/0/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pursues</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/6/then/0/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It follows the beaten unit as it falls back.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/6/then/0/else/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still in contact: the melee goes on next move.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/6/then/0/else/0/effects/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follows up</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/6/then/0/else/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner did not charge: it halts for a move.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/6/else/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halts</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/6/else/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The moving side names its charges: the charge, played from here, takes the chargers&apos; morale tests to charge and the morale tests of the units charged, whose side says how each will answer.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charges/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its follow-up is over: it is no longer in melee</source>
        <extracomment>brigade.json: activation/endOfTurn/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before it moves, the table answers where the unit stands against its generals&apos; spans (a brigadier&apos;s 8&quot;, the commander-in-chief&apos;s 16&quot;, none while a general has joined a unit); its control state follows. A general killed has left play: nobody is within his span.</source>
        <extracomment>brigade.json: orders/command-check/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its brigadier has been killed: no unit of his is within his span any more.</source>
        <extracomment>brigade.json: orders/command-check/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander-in-chief has been killed: no brigadier is within his span any more.</source>
        <extracomment>brigade.json: orders/command-check/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n tenths of its bases lost</source>
        <extracomment>brigade.json: tests/uncontrolled-move/modifiers/bases-lost/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tenth of its bases lost</source>
        <extracomment>brigade.json: tests/uncontrolled-move/modifiers/bases-lost/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n routing friends of its class close by</source>
        <extracomment>brigade.json: tests/morale/modifiers/routing-friends-same/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one routing friend of its class close by</source>
        <extracomment>brigade.json: tests/morale/modifiers/routing-friends-same/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n routing better friends close by</source>
        <extracomment>brigade.json: tests/morale/modifiers/routing-friends-better/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one routing better friend close by</source>
        <extracomment>brigade.json: tests/morale/modifiers/routing-friends-better/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n figures killed by fire this move</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/fire-casualties/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one figure killed by fire this move</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/fire-casualties/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n casualties more than it inflicted</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/excess/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one casualty more than it inflicted</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/excess/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first volley of close-order infantry</source>
        <extracomment>brigade.json: tests/fire/modifiers/first-volley/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close order that moved in its last move</source>
        <extracomment>brigade.json: tests/fire/modifiers/moving/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infantry that charged a unit not behind an obstacle</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-charging/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cavalry that charged a unit not behind an obstacle</source>
        <extracomment>brigade.json: tests/melee/modifiers/cavalry-charging/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches of move used</source>
        <extracomment>brigade.json: fields/move-used/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches of its move the unit has used in this side&apos;s move, counted in open ground (half speed in close woods counts each inch twice). A move may be made in parts; each takes what is left. Cleared when the move ends.</source>
        <extracomment>brigade.json: fields/move-used/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit moves in the normal moves (or, evading and routing, in the evades and routs) of its side&apos;s move. The command test&apos;s markers hold it back: half a move, or none but a change of front or formation. Routers and pursuers always make full moves. A unit moves once in a side&apos;s move: it may stop and go on, but all its moves together are no longer than its allowance. A unit that charged has made its move: the charge was it.</source>
        <extracomment>brigade.json: moving/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It charged in this move: the charge was its move, so it makes no normal move as well.</source>
        <extracomment>brigade.json: moving/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ruleset:chosen-men</name>
    <message>
        <source>Chosen Men, expanded (003)</source>
        <extracomment>chosen-men.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish rules at the level of single figures and squads: cards turned two at a time, roll-under morale, movement by several d10 kept or dropped, weapons with reload times, and a wound die.</source>
        <extracomment>chosen-men.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A natural 0 to hit</source>
        <extracomment>chosen-men.json: options/natural-zero/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We read a natural 0 as always a hit, then roll to see who is struck. The other reading needs the modified total to reach 8 as well.</source>
        <extracomment>chosen-men.json: options/natural-zero/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always a hit</source>
        <extracomment>chosen-men.json: options/natural-zero/choices/always-hits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only with a modified 8+</source>
        <extracomment>chosen-men.json: options/natural-zero/choices/needs-eight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound dice after a melee win by 3+</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We roll one wound die per point of the margin (3 over: 3 dice); the other reading rolls the margin less 2.</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The margin</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/choices/margin/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The margin less 2</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/choices/margin-less-2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troop class</source>
        <extracomment>chosen-men.json: ladders/class/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value is the base morale a d10 must roll at or under. Crack is printed as 1; we read 10 (a d10&apos;s 0 is 10, and the list climbs 5 to 9).</source>
        <extracomment>chosen-men.json: ladders/class/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tribes and mobs</source>
        <extracomment>chosen-men.json: ladders/class/steps/tribes-and-mobs/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw militia</source>
        <extracomment>chosen-men.json: ladders/class/steps/raw-militia/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <extracomment>chosen-men.json: ladders/class/steps/green/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular</source>
        <extracomment>chosen-men.json: ladders/class/steps/regular/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Veteran</source>
        <extracomment>chosen-men.json: ladders/class/steps/veteran/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crack</source>
        <extracomment>chosen-men.json: ladders/class/steps/crack/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale status</source>
        <extracomment>chosen-men.json: ladders/status/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady</source>
        <extracomment>chosen-men.json: ladders/status/steps/steady/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Falling back to cover</source>
        <extracomment>chosen-men.json: ladders/status/steps/in-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderless</source>
        <extracomment>chosen-men.json: ladders/status/steps/leaderless/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad leader lost: to cover, load or fire only, until an officer promotes a new one.</source>
        <extracomment>chosen-men-1.0.0.json: ladders/status/steps/leaderless/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleeing</source>
        <extracomment>chosen-men.json: ladders/status/steps/fleeing/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loose</source>
        <extracomment>chosen-men.json: formations/loose/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed</source>
        <extracomment>chosen-men.json: formations/formed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten or more eligible figures in contact, one or two ranks, one facing; not in buildings, woods or water, nor while fleeing.</source>
        <extracomment>chosen-men.json: formations/formed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry squad</source>
        <extracomment>chosen-men.json: unitTypes/squad/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 to 15 figures with a squad leader; the others stay within 6&quot; of him.</source>
        <extracomment>chosen-men.json: unitTypes/squad/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmisher squad</source>
        <extracomment>chosen-men.json: unitTypes/skirmish-squad/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within 10&quot; of the squad leader; +2&quot; on every move; ignore hills and difficult going.</source>
        <extracomment>chosen-men.json: unitTypes/skirmish-squad/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry</source>
        <extracomment>chosen-men.json: unitTypes/cavalry-squad/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted: may not go through buildings or dense woods. Dismounted they fight at -1 morale and cannot form.</source>
        <extracomment>chosen-men.json: unitTypes/cavalry-squad/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small gun (6 pdr)</source>
        <extracomment>chosen-men.json: unitTypes/gun-small/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 crew to reload, 4 turns; +2 turns per crewman lost, +1 per one seriously wounded. The carriage takes 2 serious wounds from guns; a fatal result destroys it.</source>
        <extracomment>chosen-men.json: unitTypes/gun-small/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large gun (18 pdr)</source>
        <extracomment>chosen-men.json: unitTypes/gun-large/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 crew to reload, 5 turns. The carriage takes 4 serious wounds.</source>
        <extracomment>chosen-men.json: unitTypes/gun-large/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse artillery</source>
        <extracomment>chosen-men.json: unitTypes/horse-artillery/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves as cavalry but not over linear obstacles or through dense woods; 6 turns to unlimber and fire, 3 to limber and go.</source>
        <extracomment>chosen-men.json: unitTypes/horse-artillery/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer</source>
        <extracomment>chosen-men.json: unitTypes/officer/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activates his squads within 6&quot;, orders volleys, lends his rally bonus, and spends his bonus once a turn (personal combat, treating wounds, a re-roll). Cannot be singled out except by snipers.</source>
        <extracomment>chosen-men.json: unitTypes/officer/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small boat</source>
        <extracomment>chosen-men.json: unitTypes/boat/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2D10 plus or minus the current; at least half aboard must row.</source>
        <extracomment>chosen-men.json: unitTypes/boat/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class</source>
        <extracomment>chosen-men.json: fields/class/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves as</source>
        <extracomment>chosen-men.json: fields/mover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <extracomment>chosen-men.json: fields/figures/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures lost</source>
        <extracomment>chosen-men.json: fields/figures-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serious wounds</source>
        <extracomment>chosen-men.json: fields/serious-wounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minor wounds</source>
        <extracomment>chosen-men.json: fields/minor-wounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count as casualties for one turn; three untreated become serious.</source>
        <extracomment>chosen-men-1.0.0.json: fields/minor-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad leader lost</source>
        <extracomment>chosen-men.json: fields/squad-leader-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer lost</source>
        <extracomment>chosen-men.json: fields/officer-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In command</source>
        <extracomment>chosen-men.json: fields/in-command/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <extracomment>chosen-men.json: fields/skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted</source>
        <extracomment>chosen-men.json: fields/mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismounted cavalry</source>
        <extracomment>chosen-men.json: fields/dismounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blown (turns to recover)</source>
        <extracomment>chosen-men.json: fields/blown/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <extracomment>chosen-men.json: fields/weapon/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gun loaded with</source>
        <extracomment>chosen-men.json: fields/ammunition/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded</source>
        <extracomment>chosen-men.json: fields/loaded/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rifle tap-loaded</source>
        <extracomment>chosen-men.json: fields/tap-loaded/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rifle tap-loaded for one turn fires as a musket.</source>
        <extracomment>chosen-men-1.0.0.json: fields/tap-loaded/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns to reload</source>
        <extracomment>chosen-men.json: fields/reload-turns/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British regulars</source>
        <extracomment>chosen-men.json: fields/british-regulars/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload muskets in one turn.</source>
        <extracomment>chosen-men.json: fields/british-regulars/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gun crew lost</source>
        <extracomment>chosen-men.json: fields/crew-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gun crew seriously wounded</source>
        <extracomment>chosen-men.json: fields/crew-wounded/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carriage serious wounds</source>
        <extracomment>chosen-men.json: fields/carriage-wounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swords, bayonets or pikes</source>
        <extracomment>chosen-men.json: fields/blades/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With its colours</source>
        <extracomment>chosen-men.json: fields/with-colours/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own colours lost</source>
        <extracomment>chosen-men.json: fields/colours-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured enemy colours</source>
        <extracomment>chosen-men.json: fields/colours-captured/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grenadiers or guards</source>
        <extracomment>chosen-men.json: fields/grenadiers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light troops</source>
        <extracomment>chosen-men.json: fields/light-troops/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has a musician</source>
        <extracomment>chosen-men.json: fields/musician/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignores minor wounds; may remove a serious wound from its command.</source>
        <extracomment>chosen-men-1.0.0.json: fields/musician/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has a sniper</source>
        <extracomment>chosen-men.json: fields/sniper/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marines afloat</source>
        <extracomment>chosen-men.json: fields/afloat/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Powder wet</source>
        <extracomment>chosen-men.json: fields/powder-wet/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns drying out</source>
        <extracomment>chosen-men.json: fields/drying-turns/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer&apos;s rally bonus</source>
        <extracomment>chosen-men.json: fields/rally-bonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lent to linked units&apos; morale checks; also spent once a turn on a re-roll, personal combat or treating wounds.</source>
        <extracomment>chosen-men.json: fields/rally-bonus/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holding fire</source>
        <extracomment>chosen-men.json: fields/hold-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May fire later this turn at any target in close range.</source>
        <extracomment>chosen-men-1.0.0.json: fields/hold-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pistol</source>
        <extracomment>chosen-men.json: weapons/pistol/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload 1 turn, 1 die.</source>
        <extracomment>chosen-men.json: weapons/pistol/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blunderbuss</source>
        <extracomment>chosen-men.json: weapons/blunderbuss/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload 2, 3 dice.</source>
        <extracomment>chosen-men.json: weapons/blunderbuss/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Musket</source>
        <extracomment>chosen-men.json: weapons/musket/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload 2 (crack, veteran and British regulars 1), 1 die.</source>
        <extracomment>chosen-men.json: weapons/musket/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knox volley gun</source>
        <extracomment>chosen-men.json: weapons/knox-volley-gun/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload 3, 4 dice.</source>
        <extracomment>chosen-men.json: weapons/knox-volley-gun/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rifle</source>
        <extracomment>chosen-men.json: weapons/rifle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload 2 (tap-loaded for a turn it fires as a musket), 1 die.</source>
        <extracomment>chosen-men.json: weapons/rifle/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannon, ball</source>
        <extracomment>chosen-men.json: weapons/cannon-ball/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload 5, 1 die and bounce-through (a d10 for anything in its path).</source>
        <extracomment>chosen-men.json: weapons/cannon-ball/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannon, grape</source>
        <extracomment>chosen-men.json: weapons/cannon-grape/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload 5, 10 dice, 6&quot; spread.</source>
        <extracomment>chosen-men.json: weapons/cannon-grape/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small cannon, ball</source>
        <extracomment>chosen-men.json: weapons/small-cannon-ball/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload 4, 1 die.</source>
        <extracomment>chosen-men.json: weapons/small-cannon-ball/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small cannon, grape</source>
        <extracomment>chosen-men.json: weapons/small-cannon-grape/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload 4, 5 dice.</source>
        <extracomment>chosen-men.json: weapons/small-cannon-grape/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale</source>
        <extracomment>chosen-men.json: tests/morale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tested when the unit takes casualties, while it flees, when it charges and when it is charged. Roll a d10: at or under the modified morale it carries on. One or two over: it falls back to the nearest cover (already in cover, it may only load or fire). Three or more over: it flees its full move each turn and does nothing else until a morale check rallies it.</source>
        <extracomment>chosen-men-1.0.0.json: tests/morale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally bonus of an officer within 2&quot;</source>
        <extracomment>chosen-men.json: tests/morale/inputs/rallyBonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/casualties/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each figure lost, each serious wound and each minor wound still counting this turn.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/casualties/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad leader or officer lost</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/leader-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The squad leader is down, or its officer killed or captured.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/leader-lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualty from artillery</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/artillery-casualty/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some of the casualties being tested for came from guns.</source>
        <extracomment>chosen-men-1.0.0.json: tests/morale/modifiers/artillery-casualty/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supported by formed troops</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/supported/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending hard cover or a building</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/hard-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer within 2&quot; rallying</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/officer-rallying/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the officer&apos;s rally bonus.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/officer-rallying/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the colours</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/colours/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In contact with, or in formation with, its colours.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/colours/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A permanent mark against the whole command.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/colours-lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carries on</source>
        <extracomment>chosen-men.json: tests/morale/bands/steady/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fleeing unit that passes has rallied.</source>
        <extracomment>chosen-men.json: tests/morale/bands/steady/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Falls back to cover</source>
        <extracomment>chosen-men.json: tests/morale/bands/to-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the nearest cover; already in cover, it may only load or fire.</source>
        <extracomment>chosen-men-1.0.0.json: tests/morale/bands/to-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flees</source>
        <extracomment>chosen-men.json: tests/morale/bands/flees/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its full move away each turn, no other action, until rallied.</source>
        <extracomment>chosen-men.json: tests/morale/bands/flees/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>chosen-men.json: movementColumns/move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low walls and fences crossed</source>
        <extracomment>chosen-men.json: tests/move/inputs/obstacles/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Men over the gun&apos;s crew</source>
        <extracomment>chosen-men.json: tests/move/inputs/extraCrew/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current (boats: + with it, - against)</source>
        <extracomment>chosen-men.json: tests/move/inputs/current/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roads: roll one die more and drop the lowest. Hills and difficult going: one more, drop the highest (skirmishers ignore it).</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/choices/road/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hills or difficult going</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/choices/rough/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Woods, water or buildings</source>
        <extracomment>chosen-men.json: tests/move/modifiers/halved/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roll is halved.</source>
        <extracomment>chosen-men.json: tests/move/modifiers/halved/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walls and fences</source>
        <extracomment>chosen-men.json: tests/move/modifiers/obstacles/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boarding or leaving a boat</source>
        <extracomment>chosen-men.json: tests/move/modifiers/boarding/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each serious wound in the unit.</source>
        <extracomment>chosen-men.json: tests/move/modifiers/serious-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra hands on the gun</source>
        <extracomment>chosen-men.json: tests/move/modifiers/extra-crew/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1&quot; per man over the crew, at most 10.</source>
        <extracomment>chosen-men.json: tests/move/modifiers/extra-crew/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current</source>
        <extracomment>chosen-men.json: tests/move/modifiers/current/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>chosen-men.json: tests/fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each firer rolls its weapon&apos;s dice; a modified 8 or more is a hit, and each hit makes the target roll on the wound die (three dice for a small cannon&apos;s ball, six for a large gun&apos;s). A natural 0 is always a hit and a second d10 says who is struck.</source>
        <extracomment>chosen-men-1.0.0.json: tests/fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures firing</source>
        <extracomment>chosen-men.json: tests/fire/inputs/firers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close range</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/choices/close/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective range</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/choices/effective/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grape</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/grape/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Veteran or crack</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/veteran-or-crack/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its value is lost from the printed table; we read +1.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/blunderbuss/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target formed or mounted</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-formed-or-mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/snipe/modifiers/target-formed-or-mounted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volley fire</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/volley/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed troops only. Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/snipe/modifiers/volley/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firer green, militia or mob</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/poor-firers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firer mounted</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/firer-mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target in cover</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft cover</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-cover/choices/soft/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard cover</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-cover/choices/hard/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target skirmishers</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns to reload this weapon.</source>
        <extracomment>chosen-men.json: tests/fire/effects/5/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target rolls the wound die for each hit.</source>
        <extracomment>chosen-men-1.0.0.json: tests/fire/perSuccess/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A natural 0: who is struck?</source>
        <extracomment>chosen-men.json: tests/fire/perSuccess/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sniper&apos;s shot</source>
        <extracomment>chosen-men.json: tests/snipe/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sniper (not while formed) may pick out a squad leader or officer in clear sight, hitting on a modified 10 or more.</source>
        <extracomment>chosen-men-1.0.0.json: tests/snipe/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader hit</source>
        <extracomment>chosen-men.json: tests/snipe/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed</source>
        <extracomment>chosen-men.json: tests/snipe/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound die</source>
        <extracomment>chosen-men.json: tests/wound/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-4 a minor wound (a casualty for this turn only; three untreated make a serious wound), 5-7 a serious wound (permanent, -2&quot; to the unit&apos;s move; two make a fatality), 8-0 fatal.</source>
        <extracomment>chosen-men-1.0.0.json: tests/wound/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minor wound</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The musician treats it: minor wounds are ignored.</source>
        <extracomment>chosen-men-1.0.0.json: tests/wound/bands/minor/effects/1/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three untreated minor wounds become a serious one.</source>
        <extracomment>chosen-men-1.0.0.json: tests/wound/bands/minor/effects/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two serious wounds make a fatality.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/8/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serious wound</source>
        <extracomment>chosen-men.json: tests/wound/bands/serious/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wounded horse: its rider dismounts and the horse bolts (a deviation die and 2D10 for its path).</source>
        <extracomment>chosen-men.json: tests/wound/bands/serious/effects/2/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fatal</source>
        <extracomment>chosen-men.json: tests/wound/bands/fatal/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who is hit</source>
        <extracomment>chosen-men.json: tests/who-is-hit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a natural 0 to hit: 1-5 a ranker, 6-8 the squad leader, 9-0 an officer within 6&quot; of the target.</source>
        <extracomment>chosen-men-1.0.0.json: tests/who-is-hit/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ranker</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/ranker/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The squad leader</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An officer within 6&quot;</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>chosen-men.json: tests/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure against figure (at most three to one): each rolls a modified d10. Ahead by 1-2: the loser backs off beyond command distance (captured if it cannot). Ahead by 3 or more: the loser is a casualty and rolls a wound die for each point of the margin. A draw fights on next round; grenadiers and guards win a draw against other troops by 1, light troops lose one by 1. Two or three against one are fought as one test per attacker, all against the same defender&apos;s die (see the input).</source>
        <extracomment>chosen-men-1.0.0.json: tests/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer&apos;s bonus spent</source>
        <extracomment>chosen-men.json: tests/melee/inputs/officerBonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender&apos;s die already rolled</source>
        <extracomment>chosen-men.json: tests/melee/inputs/defenderDie/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At two or three to one the defender rolls once, and that one die meets every attacker. For the first attacker leave this at 0 and the defender&apos;s die is rolled with the attacker&apos;s; for the second and third enter the face it showed (a 0 on the die is 10).</source>
        <extracomment>chosen-men.json: tests/melee/inputs/defenderDie/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging over open ground</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword, bayonet, pike</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/blades/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending cover</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charged in a building</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/in-building/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts on top of hard cover.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/in-building/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed infantry with bayonets against cavalry in front</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-bayonets-charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not while blown.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/mounted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green or militia</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/green-or-militia/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mob or tribe</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/mob/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker outnumbered</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-outnumbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender outnumbered</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-outnumbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of command</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/out-of-command/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker carries the colours</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-colours/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender carries the colours</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-colours/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer&apos;s bonus</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/officer-bonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An officer may spend his bonus in personal combat.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/officer-bonus/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry charging a flank or rear</source>
        <extracomment>chosen-men-1.0.0.json: tests/melee/modifiers/cavalry-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One extra wound die for each point of the winning margin.</source>
        <extracomment>chosen-men-1.0.0.json: tests/melee/modifiers/cavalry-flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horses that charged are blown when the melee ends.</source>
        <extracomment>chosen-men.json: tests/melee/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight on next round.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker&apos;s grenadiers win the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender&apos;s grenadiers win the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/1/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker&apos;s light troops lose the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/2/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender&apos;s light troops lose the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/3/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser backs off</source>
        <extracomment>chosen-men.json: tests/melee/bands/backs-off/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beyond command distance; captured if it cannot.</source>
        <extracomment>chosen-men.json: tests/melee/bands/backs-off/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser is a casualty</source>
        <extracomment>chosen-men.json: tests/melee/bands/casualty/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wound die for each point of the margin (or the margin less 2, by option; cavalry charging a flank or rear add one per point).</source>
        <extracomment>chosen-men-1.0.0.json: tests/melee/bands/casualty/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Landing a boat</source>
        <extracomment>chosen-men.json: tests/boat-landing/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away from a quay: 1-6 the boat lands; 7-9 it must move off to another landing place; 0 it overturns: boat and cargo lost, everyone ashore but two turns drying out and powder wet until resupplied.</source>
        <extracomment>chosen-men-1.0.0.json: tests/boat-landing/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lands</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/lands/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must move off</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/move-off/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overturns</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/upends/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same bands the wound test uses, for looking up.</source>
        <extracomment>chosen-men.json: tables/wound-die/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card for each unit and officer. Turn two at a time; each unit tests morale if it must, takes one action (move, load, fire, hold fire, heal) and resolves any melee. When the deck runs out, reshuffle with new units added and lost ones removed. A formation&apos;s unit cards may be taken out, leaving only its officer&apos;s.</source>
        <extracomment>chosen-men-1.0.0.json: activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <extracomment>chosen-men.json: activation/cards/unit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry</source>
        <extracomment>chosen-men.json: fields/mover/choices/infantry</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery</source>
        <extracomment>chosen-men.json: fields/mover/choices/artillery</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boat</source>
        <extracomment>chosen-men.json: fields/mover/choices/boat</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannon</source>
        <extracomment>chosen-men.json: fields/weapon/choices/cannon</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small cannon</source>
        <extracomment>chosen-men.json: fields/weapon/choices/small-cannon</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ball</source>
        <extracomment>chosen-men.json: fields/ammunition/choices/ball</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charged unit that fails its morale test</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules have the charged unit test but do not say whether a failure stops the melee. We let it fall back or flee before contact, so there is no melee this time; some players make it fight where it stands with its new morale state.</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It gives way: no melee</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/choices/gives-way/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It fights where it stands</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/choices/fights/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee loser&apos;s minor wounds</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-minor/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minor wounds the losing figure took from this melee&apos;s wound dice.</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-minor/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee loser&apos;s serious wounds</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-serious/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serious wounds the losing figure took from this melee&apos;s wound dice.</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-serious/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee loser down</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-down/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure that lost this melee by 3 or more has been killed by its wound dice.</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-down/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed a morale test to charge</source>
        <extracomment>chosen-men.json: fields/charge-nerve/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that has already passed its morale test to charge this turn does not take it again.</source>
        <extracomment>chosen-men.json: fields/charge-nerve/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee wound die</source>
        <extracomment>chosen-men-1.1.0.json: tests/melee-wound/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure that lost a melee by 3 or more rolls these dice, and every result lands on that one figure: a fatal result, or a second serious wound, kills it and its earlier wounds go with it; three minor wounds on it make a serious one. Once it is down the rest of the dice do nothing.</source>
        <extracomment>chosen-men-1.1.0.json: tests/melee-wound/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three minor wounds on the figure make a serious one.</source>
        <extracomment>chosen-men-1.1.0.json: tests/melee-wound/bands/minor/effects/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <extracomment>chosen-men.json: procedures/charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger tests its nerve (once a turn) and rolls its move: its squad leader must reach the target. The unit charged tests too, or, if it was holding its fire, tests and then fires at close range. Then one figure fights one figure: the melee&apos;s margin decides whether the loser backs off or rolls wound dice on that one figure, a draw goes to grenadiers or against light troops, and casualties bring a morale test.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches from the charging squad leader to its target.</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 when no obstacle or difficult going is crossed (downhill counts even through difficult going, uphill never): the charge bonus, which sweeps the target&apos;s cover aside. 0 otherwise.</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/openGround/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into a flank or rear</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 when horse charges a flank or the rear: an extra wound die for each point it wins by.</source>
        <extracomment>chosen-men.json: procedures/melee/inputs/flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge move rolled</source>
        <extracomment>chosen-men.json: procedures/charge/vars/reach/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits from the defender&apos;s fire</source>
        <extracomment>chosen-men.json: procedures/charge/vars/hits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee margin</source>
        <extracomment>chosen-men.json: procedures/charge/vars/margin/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound dice for the loser</source>
        <extracomment>chosen-men.json: procedures/charge/vars/woundDice/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger will not go in</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-balked/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It failed its morale test: it falls back to cover or flees.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-balked/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fell short</source>
        <extracomment>chosen-men.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move rolled does not bring the squad leader to the target: the unit ends its move short of it.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target gave way</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-gave-way/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It failed its morale test and falls back to cover or flees before contact.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-gave-way/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halted by fire</source>
        <extracomment>chosen-men.json: procedures/charge/endings/halted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger took casualties from the target&apos;s fire and failed the morale test they caused.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/halted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charger won the melee</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender won the melee</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <extracomment>chosen-men.json: procedures/charge/endings/drawn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The melee goes on next round.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nerve to charge</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale test to charge</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that already passed one to charge this turn does not test again.</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nerve to charge passed</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/then/0/onOutcome/steady/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge move</source>
        <extracomment>chosen-men.json: procedures/charge/after/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger&apos;s move dice; its squad leader must reach the target.</source>
        <extracomment>chosen-men.json: procedures/charge/after/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does it reach?</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive the charge</source>
        <extracomment>chosen-men.json: procedures/charge/responses/stand/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit charged tests its morale and meets the charge.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/stand/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale test on being charged</source>
        <extracomment>chosen-men.json: procedures/charge/responses/stand/steps/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire as they come in</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit holding its fire, loaded, may fire at the charger at close range, but only after passing its morale test.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire at the charger</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every figure still standing fires at close range; the charger rolls its wound dice below.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger&apos;s wound dice</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/3/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties taken</source>
        <extracomment>chosen-men.json: triggers/casualties-taken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale after casualties</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/2/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger took casualties from the fire and tests at once.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/2/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge bonus</source>
        <extracomment>chosen-men.json: procedures/charge/after/3/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One figure against one; the margin decides.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/after/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horses that charged into a melee are blown when it ends.</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/else/1/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blown horses</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/else/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grenadiers win a draw by 1</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/draw/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light troops lose a draw by 1</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/draw/0/else/0/else/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loser backs off beyond command distance; a figure that cannot is captured.</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/draw/1/then/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse charging a flank or rear</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/1/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loser&apos;s wound dice</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice counted</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/2/steps/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the dice are counted the margin is not needed again: runs that differ only in it go on alike.</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/2/steps/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One die at a time until they are all rolled or the figure is down.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/after/1/onOutcome/casualty/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side that lost the melee took casualties and tests at once.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/after/1/onOutcome/casualty/4/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches moved: the kept dice, halved in woods, water and buildings, less 2&quot; for each low wall or fence, 4&quot; to board or leave a boat and 2&quot; for each serious wound in the unit, never below 0. Blown horse moves on the infantry dice until it has rested.</source>
        <extracomment>chosen-men-1.1.0.json: tests/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No obstacles or difficult going crossed (downhill still counts, uphill never); it also cancels the target&apos;s cover. Blown horse gets no charge bonus until it has rested.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/charging/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender&apos;s cover counts only when the attacker did not charge over open ground: such a charge sweeps it aside.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In melee</source>
        <extracomment>chosen-men.json: fields/in-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>chosen-men.json: fields/in-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still in melee</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue melee</source>
        <extracomment>chosen-men.json: procedures/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won the melee</source>
        <extracomment>chosen-men.json: procedures/melee/endings/won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/melee/endings/won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost the melee</source>
        <extracomment>chosen-men.json: procedures/melee/endings/lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit it fights won this round.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/melee/endings/lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee drawn</source>
        <extracomment>chosen-men.json: procedures/melee/endings/drawn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side won: the melee goes on next turn.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight on</source>
        <extracomment>chosen-men.json: procedures/melee/responses/fight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>chosen-men.json: procedures/melee/responses/fight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The melee is over</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/else/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the defender&apos;s fire hit</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/vars/anyHits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any hits?</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the volley hit at all: all the steps below need to know, once its wound dice are counted.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the dice are counted the number of hits is not needed again: runs that differ only in it go on alike.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/3/steps/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that loses a figure or takes a wound to fire owes a morale test, taken first when it is next activated. One test covers every casualty taken before it.</source>
        <extracomment>chosen-men.json: triggers/casualties-taken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches moved: the kept dice, halved in woods, water and buildings, less 2&quot; for each low wall or fence, 4&quot; to board or leave a boat and 2&quot; for each serious wound in the unit, never below 0.</source>
        <extracomment>chosen-men-1.0.0.json: tests/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untreated minor wounds: three become a serious one. They count as casualties only in the turn they are taken (the next field).</source>
        <extracomment>chosen-men-1.1.0.json: fields/minor-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minor wounds counting this turn</source>
        <extracomment>chosen-men.json: fields/fresh-minor-wounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minor wounds taken this turn: casualties for the morale test until the turn ends.</source>
        <extracomment>chosen-men-1.1.0.json: fields/fresh-minor-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns of rest still needed after charging into melee; each turn it does nothing else counts one off.</source>
        <extracomment>chosen-men.json: fields/blown/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns of loading still needed after firing; each turn the unit spends doing nothing else counts one off, and at 0 it is loaded.</source>
        <extracomment>chosen-men.json: fields/reload-turns/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer&apos;s bonus spent this turn</source>
        <extracomment>chosen-men.json: fields/bonus-spent/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the officer has used of his bonus this turn (treating wounds and the like); it comes back each turn.</source>
        <extracomment>chosen-men.json: fields/bonus-spent/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activated this turn</source>
        <extracomment>chosen-men.json: fields/activated/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its card has come up, or its officer has activated it.</source>
        <extracomment>chosen-men.json: fields/activated/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took an action this turn</source>
        <extracomment>chosen-men.json: fields/acted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved, fired, fought or treated its wounds this turn. A unit that did nothing else loads, and blown horses rest.</source>
        <extracomment>chosen-men.json: fields/acted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A squad whose every figure is lost leaves play; its card leaves the deck at the next reshuffle.</source>
        <extracomment>chosen-men.json: removal/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more than the figures the squad still has.</source>
        <extracomment>chosen-men.json: tests/fire/inputs/firers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not loaded: it must spend its turns loading (Turns to reload) before it fires again.</source>
        <extracomment>chosen-men.json: tests/fire/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not loaded: the sniper must load before he fires again.</source>
        <extracomment>chosen-men.json: tests/snipe/requires/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The squad is marked as having lost its leader: it makes for cover and may only load or fire until an officer promotes a new one (the umpire clears the marker if the wound proves light).</source>
        <extracomment>chosen-men-1.2.0.json: tests/who-is-hit/bands/squad-leader/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The squad is marked as having lost its officer, which counts against its morale (the umpire clears the marker if the wound proves light).</source>
        <extracomment>chosen-men-1.2.0.json: tests/who-is-hit/bands/officer/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figure that lost a melee by 3 or more rolls these dice, and every result lands on that one figure: a fatal result, or a second serious wound, kills it and its earlier wounds go with it; three minor wounds on it make a serious one. As with the wound die after fire, its minor wounds count as casualties until the turn ends. Once it is down the rest of the dice do nothing.</source>
        <extracomment>chosen-men-1.3.0.json: tests/melee-wound/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charger shot down</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The volley left no figure of the charger standing: the charge is over.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The officer acts: he may use his bonus once this turn, and activate his squads not yet activated whose leaders are within 6&quot; of him (the order &apos;Activated by its officer&apos; on each).</source>
        <extracomment>chosen-men.json: activation/cards/officer/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of his squads not yet activated have their leaders within 6&quot; of him? Give each the order &apos;Activated by its officer&apos;.</source>
        <extracomment>chosen-men.json: activation/cards/officer/effects/1/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its minor wounds no longer count as casualties</source>
        <extracomment>chosen-men.json: activation/endOfTurn/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spent the turn loading</source>
        <extracomment>chosen-men.json: activation/endOfTurn/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is loaded again</source>
        <extracomment>chosen-men.json: activation/endOfTurn/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rested: its horses recover</source>
        <extracomment>chosen-men.json: activation/endOfTurn/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treat wounds</source>
        <extracomment>chosen-men.json: orders/heal/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A squad that does nothing else this turn treats its minor wounds: they are gone.</source>
        <extracomment>chosen-men-1.1.0.json: orders/heal/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has already acted this turn; treating wounds is all it may do in a turn.</source>
        <extracomment>chosen-men.json: orders/heal/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has no minor wounds to treat.</source>
        <extracomment>chosen-men.json: orders/heal/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field promotion</source>
        <extracomment>chosen-men.json: orders/field-promotion/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An officer within 2&quot; names a new squad leader: the squad is led again and no longer bound to load or fire from cover.</source>
        <extracomment>chosen-men-1.1.0.json: orders/field-promotion/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An officer within 2&quot;?</source>
        <extracomment>chosen-men.json: orders/field-promotion/asks/officer-near/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an officer within 2&quot; can promote a new squad leader.</source>
        <extracomment>chosen-men.json: orders/field-promotion/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activated by its officer</source>
        <extracomment>chosen-men.json: orders/officer-activation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On his card an officer activates any of his squads not yet activated whose leader is within 6&quot; of him; they form up on the leader as a free move and act as one.</source>
        <extracomment>chosen-men.json: orders/officer-activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its squad leader within 6&quot; of the officer?</source>
        <extracomment>chosen-men.json: orders/officer-activation/asks/within-six/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only squads whose leader is within 6&quot; of the officer.</source>
        <extracomment>chosen-men.json: orders/officer-activation/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has already been activated this turn.</source>
        <extracomment>chosen-men.json: orders/officer-activation/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer treats a wound</source>
        <extracomment>chosen-men.json: orders/officer-treats/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The officer spends a point of his bonus to take a wound off one of his squads: a serious one if it has any, else a minor one.</source>
        <extracomment>chosen-men-1.1.0.json: orders/officer-treats/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>His bonus is spent for this turn.</source>
        <extracomment>chosen-men.json: orders/officer-treats/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The squad has no wound to treat.</source>
        <extracomment>chosen-men.json: orders/officer-treats/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Officer&apos;s re-roll</source>
        <extracomment>chosen-men.json: orders/officer-reroll/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The officer spends a point of his bonus to have the test just taken rolled again; the new roll stands.</source>
        <extracomment>chosen-men.json: orders/officer-reroll/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an officer may spend his bonus on a re-roll.</source>
        <extracomment>chosen-men.json: orders/officer-reroll/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loaded gun cannot be moved (except on a boat): fire it first.</source>
        <extracomment>chosen-men.json: moving/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit acts only once its card has come up, or its officer has activated it.</source>
        <extracomment>chosen-men.json: activation/acting/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <extracomment>chosen-men.json: tests/fire/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches measured from the firers to the target: within the weapon&apos;s close range +1, out to its effective range 0, beyond it no shot.</source>
        <extracomment>chosen-men.json: tests/fire/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance measured gives the band of the weapon&apos;s ranges (a gun&apos;s by its ball or grape; a tap-loaded rifle shoots as a musket): close range +1, effective range 0, beyond effective range the target cannot be fired at.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One or two over its morale: it falls back to the nearest cover this turn (already in cover, it may only load or fire). It is steady again when the turn ends.</source>
        <extracomment>chosen-men.json: ladders/status/steps/in-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its squad leader is down: it falls back to cover and may only load or fire, until an officer within 2&quot; promotes another man. A failed morale test does not lift it, and once rallied from flight the squad is leaderless again.</source>
        <extracomment>chosen-men.json: ladders/status/steps/leaderless/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three or more over its morale: it flees its full move each turn and does nothing else, testing again each time its card comes up, until a passed test rallies it.</source>
        <extracomment>chosen-men.json: ladders/status/steps/fleeing/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The squad&apos;s men, counted from its figures (a gun&apos;s crew, without its carriage). An order of battle gives the number, and the squad is made of a leader and rankers (with a musician or a sniper where it has one), or lists its figures one by one.</source>
        <extracomment>chosen-men.json: fields/figures/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from its figures: those down.</source>
        <extracomment>chosen-men.json: fields/figures-lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures standing</source>
        <extracomment>chosen-men.json: fields/figures-standing/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from its figures: the men still in the fight. A squad counts as formed only with ten or more.</source>
        <extracomment>chosen-men.json: fields/figures-standing/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from its figures: the serious wounds of those still standing.</source>
        <extracomment>chosen-men.json: fields/serious-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from its figures: untreated minor wounds of those still standing; three on one man make a serious wound.</source>
        <extracomment>chosen-men.json: fields/minor-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from its figures: minor wounds taken this turn, casualties for the morale test until the turn ends.</source>
        <extracomment>chosen-men.json: fields/fresh-minor-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from its figures: no squad leader stands.</source>
        <extracomment>chosen-men.json: fields/squad-leader-lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn up in a formed body: ten or more eligible figures in contact, one or two ranks, one facing; not in buildings, woods or water, nor while fleeing. It counts only while ten or more of its figures stand.</source>
        <extracomment>chosen-men.json: fields/formed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rifle tap-loaded: it loads in a single turn but fires as a musket (no rifle&apos;s +1, a musket&apos;s ranges) until it is loaded properly.</source>
        <extracomment>chosen-men.json: fields/tap-loaded/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from a gun&apos;s figures: crewmen down; each adds two turns to the reload.</source>
        <extracomment>chosen-men.json: fields/crew-lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from a gun&apos;s figures: crewmen standing with a serious wound; each adds a turn to the reload.</source>
        <extracomment>chosen-men.json: fields/crew-wounded/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from a gun&apos;s figures: the serious wounds its carriage has taken from guns.</source>
        <extracomment>chosen-men.json: fields/carriage-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gun destroyed</source>
        <extracomment>chosen-men.json: fields/gun-destroyed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from a gun&apos;s figures: its carriage is down. It can fire no more.</source>
        <extracomment>chosen-men.json: fields/gun-destroyed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from its figures: a musician stands. The squad ignores minor wounds; he may remove a serious wound from its command.</source>
        <extracomment>chosen-men.json: fields/musician/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counted from its figures: a sniper stands.</source>
        <extracomment>chosen-men.json: fields/sniper/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sniper loaded</source>
        <extracomment>chosen-men.json: fields/sniper-loaded/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sniper&apos;s own piece: he loads it while the squad does as it likes.</source>
        <extracomment>chosen-men.json: fields/sniper-loaded/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sniper&apos;s turns to reload</source>
        <extracomment>chosen-men.json: fields/sniper-reload/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns of loading the sniper still needs after his shot; one is counted off at the end of each turn he does not shoot.</source>
        <extracomment>chosen-men.json: fields/sniper-reload/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sniper shot this turn</source>
        <extracomment>chosen-men.json: fields/sniper-fired/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its powder is wet: it cannot fire until resupplied with dry powder.</source>
        <extracomment>chosen-men.json: fields/powder-wet/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns of drying out still to come after a boat overturned: the men do nothing else; one is counted off at each turn&apos;s end.</source>
        <extracomment>chosen-men.json: fields/drying-turns/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given the order to hold its fire: until the turn ends, or it fires, it may fire at any target in close range, and fires at a charger before the charger moves.</source>
        <extracomment>chosen-men.json: fields/hold-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A squad is its figures: the squad leader, perhaps an NCO, rankers and specialists (a musician, a sniper, a colour bearer); a gun is its crew and its carriage. Each figure keeps its own wounds: a hit falls on one figure, three minor wounds on one man make a serious one, and a second serious wound kills him. The squad&apos;s casualties, its figures lost and whether it still has its leader are counted from them.</source>
        <extracomment>chosen-men.json: figures/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squad leader</source>
        <extracomment>chosen-men.json: figures/roles/leader/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He leads the squad: if he falls, it is leaderless until an officer promotes another man. Shots aimed at the squad pass him by, unless a natural 0 or a sniper picks him out.</source>
        <extracomment>chosen-men.json: figures/roles/leader/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCO</source>
        <extracomment>chosen-men.json: figures/roles/nco/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first man an officer promotes when the squad leader falls.</source>
        <extracomment>chosen-men.json: figures/roles/nco/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranker</source>
        <extracomment>chosen-men.json: figures/roles/ranker/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Musician</source>
        <extracomment>chosen-men.json: figures/roles/musician/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While he stands, the squad shrugs off minor wounds.</source>
        <extracomment>chosen-men.json: figures/roles/musician/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sniper</source>
        <extracomment>chosen-men.json: figures/roles/sniper/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While he stands, and the squad is not formed, he may pick out squad leaders and officers.</source>
        <extracomment>chosen-men.json: figures/roles/sniper/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour bearer</source>
        <extracomment>chosen-men.json: figures/roles/colour-bearer/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 in any bout he fights.</source>
        <extracomment>chosen-men.json: figures/roles/colour-bearer/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gunner</source>
        <extracomment>chosen-men.json: figures/roles/gunner/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of a gun&apos;s crew: each one lost adds two turns to the reload, each seriously wounded one.</source>
        <extracomment>chosen-men.json: figures/roles/gunner/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gun carriage</source>
        <extracomment>chosen-men.json: figures/roles/carriage/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gun itself. Only guns&apos; fire hurts it: its serious wounds count up to the carriage&apos;s limit (two for a small gun, four for a large), and a fatal result or the last of them destroys it.</source>
        <extracomment>chosen-men.json: figures/roles/carriage/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untreated minor wounds; the third makes a serious wound.</source>
        <extracomment>chosen-men.json: figures/fields/minor/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minor wounds this turn</source>
        <extracomment>chosen-men.json: figures/fields/fresh-minor/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minor wounds taken this turn: they count as casualties until the turn ends.</source>
        <extracomment>chosen-men.json: figures/fields/fresh-minor/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <extracomment>chosen-men.json: figures/fields/down/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Killed or carried off: out of the fight for good.</source>
        <extracomment>chosen-men.json: figures/fields/down/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tested when the unit takes casualties, each time its card comes up while it flees, when it charges and when it is charged. Roll a d10: at or under the modified morale it carries on (a fleeing unit rallies). One or two over: it falls back to the nearest cover this turn (already in cover, it may only load or fire). Three or more over: it flees its full move each turn and does nothing else until a morale test rallies it. A fleeing unit that fails again flees on, and a leaderless one stays leaderless.</source>
        <extracomment>chosen-men.json: tests/morale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed, with ten or more figures standing.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/formed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallied, but still without its squad leader.</source>
        <extracomment>chosen-men.json: tests/morale/bands/steady/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the nearest cover this turn; already in cover, it may only load or fire. A fleeing unit flees on; a leaderless one stays leaderless.</source>
        <extracomment>chosen-men.json: tests/morale/bands/to-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches moved: the kept dice, halved in woods, water and buildings, less 2&quot; for each low wall or fence, 4&quot; to board or leave a boat and 2&quot; for each serious wound in the unit, never below 0. Blown horse moves on the infantry dice until it has rested. Skirmishers who are formed move as infantry.</source>
        <extracomment>chosen-men.json: tests/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its men are drying out after the boat overturned: they do nothing else until it is done.</source>
        <extracomment>chosen-men.json: moving/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each firer rolls its weapon&apos;s dice; a modified 8 or more is a hit, and each hit makes the target roll the wound die on one of its men, never its squad leader (three dice for a small cannon&apos;s ball, six for a large gun&apos;s, each on another man; a gun&apos;s shot at a gun falls on its carriage). A natural 0 is always a hit and a second d10 says who is struck: a ranker, the squad leader, or an officer nearby.</source>
        <extracomment>chosen-men.json: tests/fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not while tap-loaded: then it fires as a musket.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/rifle/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed (ten or more figures standing) or mounted. Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-formed-or-mounted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed troops only (ten or more figures standing). Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/volley/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not once they are formed: formed skirmishers are shot at as formed troops.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-skirmishers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target rolls the wound die for each hit, on one of its men (never its squad leader).</source>
        <extracomment>chosen-men.json: tests/fire/perSuccess/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gun&apos;s shot at a gun falls on its carriage.</source>
        <extracomment>chosen-men.json: tests/fire/perSuccess/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is fleeing: it does nothing but flee until a morale test rallies it.</source>
        <extracomment>chosen-men.json: tests/fire/requires/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its gun is destroyed.</source>
        <extracomment>chosen-men.json: tests/fire/requires/4/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit holding its fire fires only at a target in close range.</source>
        <extracomment>chosen-men.json: tests/fire/requires/5/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The squad&apos;s sniper (while he stands, and the squad is not formed) picks out a squad leader or an officer in clear sight and hits on a modified 10 or more. The wound die falls on the man he picked: if it kills a squad leader, his squad is leaderless. His own piece must be loaded, and he loads it again over the next two turns, whatever the squad does.</source>
        <extracomment>chosen-men.json: tests/snipe/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wound die for the man picked out.</source>
        <extracomment>chosen-men.json: tests/snipe/onPass/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns the sniper needs to load his rifle again.</source>
        <extracomment>chosen-men.json: tests/snipe/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sniper stands in the squad.</source>
        <extracomment>chosen-men.json: tests/snipe/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed up, a sniper may not pick out his man.</source>
        <extracomment>chosen-men.json: tests/snipe/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled for each hit, on the figure struck: 1-4 a minor wound (a casualty for this turn only; three untreated on one man make a serious one), 5-7 a serious wound (permanent, -2&quot; to the squad&apos;s move; a second kills him), 8-0 fatal. A squad with a musician shrugs off minor wounds. A gun&apos;s carriage takes only serious wounds, up to its limit, and a fatal result destroys it. Dice that fall on a figure already down do nothing.</source>
        <extracomment>chosen-men.json: tests/wound/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The musician tends it: minor wounds are ignored.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/1/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It glances off the gun.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/2/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three untreated minor wounds on one man make a serious one.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/5/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its squad leader is down: the squad falls back to cover and may only load or fire until an officer promotes another man.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/9/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The carriage has taken all the serious wounds it can: the gun is destroyed.</source>
        <extracomment>chosen-men.json: tests/wound/bands/serious/effects/4/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The carriage is smashed: the gun is destroyed.</source>
        <extracomment>chosen-men.json: tests/wound/bands/fatal/effects/1/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a natural 0 to hit: 1-5 a ranker, 6-8 the squad leader, 9-0 an officer within 6&quot; of the target. The wound die falls on the man struck: the squad leader is lost only if it kills him.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wound die for the man struck.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/ranker/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wound die falls on the squad leader: a minor or serious wound leaves him leading; if it kills him the squad is leaderless.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wound die for the squad leader.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A roundshot&apos;s other wound dice, on other men.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/then/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A roundshot&apos;s other wound dice, on the squad&apos;s men.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/then/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound die for an officer</source>
        <extracomment>chosen-men.json: tests/officer-wound/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The officer struck takes a minor wound: mark it on him.</source>
        <extracomment>chosen-men.json: tests/officer-wound/bands/minor/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The officer struck takes a serious wound: mark it on him.</source>
        <extracomment>chosen-men.json: tests/officer-wound/bands/serious/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The officer struck is killed: take him out of play on his own sheet.</source>
        <extracomment>chosen-men.json: tests/officer-wound/bands/fatal/effects/1/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure against figure: the figures in contact pair off, at most three against one, and each pair rolls a modified d10. Ahead by 1-2: the loser backs off beyond command distance (captured if it cannot). Ahead by 3 or more: the loser is a casualty and rolls a wound die for each point of the margin, every one on himself. A draw fights on next round; grenadiers and guards win a draw against other troops by 1, light troops lose one by 1. A figure facing two or three is outnumbered (-2) and rolls one die against them all.</source>
        <extracomment>chosen-men.json: tests/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker&apos;s die already rolled</source>
        <extracomment>chosen-men.json: tests/melee/inputs/attackerDie/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When one attacking figure faces two or three defenders, its one die meets them all: for the second and third, its face (a 0 on the die is 10).</source>
        <extracomment>chosen-men.json: tests/melee/inputs/attackerDie/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed, with ten or more figures standing. Against horse in its flank or rear it keeps only this +1.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-defender/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed infantry charging horse meet it to their front.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-bayonets-charging/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only against horse to its front: struck in the flank or rear it has only the formed +1.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-bayonets-receiving/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One figure facing two or three: the pairing ticks it.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-outnumbered/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacking figure is the colour bearer.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-colours/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defending figure is the colour bearer.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-colours/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse into a flank or rear</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse charged a flank or the rear: formed infantry there has no +5 against it, and if it wins it rolls an extra wound die against the loser for each point of its margin. (Taken as a test on its own, the extra dice go to a mounted winner; a charge or a melee continued gives them only to the charger.)</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wound die for each point of the margin (or the margin less 2, by option; horse charging a flank or rear adds one per point), all on the losing figure.</source>
        <extracomment>chosen-men.json: tests/melee/bands/casualty/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away from a quay: 1-6 the boat lands; 7-9 it must move off to another landing place; 0 it overturns: boat and cargo lost, everyone ashore but two turns drying out (they do nothing else) and powder wet until resupplied.</source>
        <extracomment>chosen-men.json: tests/boat-landing/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boat is lost with its cargo; everyone gets ashore.</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/upends/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fleeing unit tests its morale each time its card comes up, before it does anything: passed, it rallies; failed, it flees on.</source>
        <extracomment>chosen-men.json: triggers/fleeing-retest/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger tests its nerve (once a turn); the unit charged tests too, and if it was holding its fire it fires at close range before the charger moves, the charger testing again if hit. Then the charger rolls its move: its squad leader must reach the target. The figures in contact pair off, at most three against one, and fight bout by bout: a loser backs off or rolls wound dice on himself, a draw goes to grenadiers or against light troops. The side that wins more bouts wins the melee, and a side that took casualties tests its morale.</source>
        <extracomment>chosen-men.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 when horse charges a flank or the rear: formed infantry there has no +5 against it, and it rolls an extra wound die for each point it wins a bout by.</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging side&apos;s casualties before the melee</source>
        <extracomment>chosen-men.json: procedures/charge/vars/actorHurtBefore/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other side&apos;s casualties before the melee</source>
        <extracomment>chosen-men.json: procedures/charge/vars/targetHurtBefore/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bouts won by the charging side</source>
        <extracomment>chosen-men.json: procedures/charge/vars/actorWins/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bouts won by the other side</source>
        <extracomment>chosen-men.json: procedures/charge/vars/targetWins/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bouts drawn</source>
        <extracomment>chosen-men.json: procedures/charge/vars/draws/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charging side won more bouts.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side charged won more bouts.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side won more bouts. Where a bout was drawn the melee goes on next round.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit holding its fire, loaded, fires at the charger at close range before the charger moves, but only after passing its morale test; a charger that takes casualties tests again.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every figure still standing fires at close range; each hit&apos;s wound die falls on one of the charger&apos;s men.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach judged</source>
        <extracomment>chosen-men.json: procedures/charge/after/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the charger is in contact its move is not needed again: charges that differ only in it go on alike.</source>
        <extracomment>chosen-men.json: procedures/charge/after/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties before the melee</source>
        <extracomment>chosen-men.json: procedures/charge/after/5/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One die at a time, all on the figure that lost, until they are all rolled or he is down.</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure against figure</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures in contact pair off, at most three against one; each pair fights its bout, a figure facing two or three outnumbered and rolling one die against them all.</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drawn bout fights on next round: both units stay in the melee.</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charging side took casualties in the melee and tests at once.</source>
        <extracomment>chosen-men.json: procedures/charge/after/8/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side charged took casualties in the melee and tests at once.</source>
        <extracomment>chosen-men.json: procedures/charge/after/9/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: the figures in contact pair off again, at most three against one, and fight one more round bout by bout, with all that follows. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>chosen-men.json: procedures/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit whose sheet it is won more bouts this round.</source>
        <extracomment>chosen-men.json: procedures/melee/endings/won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit it fights won more bouts this round.</source>
        <extracomment>chosen-men.json: procedures/melee/endings/lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side won more bouts. Where a bout was drawn the melee goes on next turn.</source>
        <extracomment>chosen-men.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card for each unit and officer. Turn two at a time; each unit tests morale if it must, takes one action (move, load, fire, hold fire, heal) and resolves any melee. The turn ends once the last card drawn has been played: the next draw finds the deck used up, reshuffles it with new units added and lost ones removed, and turns the new turn&apos;s first cards. A formation&apos;s unit cards may be taken out, leaving only its officer&apos;s.</source>
        <extracomment>chosen-men.json: activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has fallen back to cover: it is steady again</source>
        <extracomment>chosen-men.json: activation/endOfTurn/4/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dries out a turn</source>
        <extracomment>chosen-men.json: activation/endOfTurn/5/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its sniper spent the turn loading</source>
        <extracomment>chosen-men.json: activation/endOfTurn/6/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its sniper is loaded again</source>
        <extracomment>chosen-men.json: activation/endOfTurn/7/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A squad that does nothing else this turn treats its minor wounds: every man&apos;s are gone.</source>
        <extracomment>chosen-men.json: orders/heal/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold fire</source>
        <extracomment>chosen-men.json: orders/hold-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The squad&apos;s action this turn is to hold its fire: until the turn ends, or it fires, it may fire at any target in close range, and a charger meets its fire before it moves in.</source>
        <extracomment>chosen-men.json: orders/hold-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a loaded unit can hold its fire.</source>
        <extracomment>chosen-men.json: orders/hold-fire/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has already acted this turn.</source>
        <extracomment>chosen-men.json: orders/hold-fire/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is holding its fire already.</source>
        <extracomment>chosen-men.json: orders/hold-fire/requires/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap-load the rifles</source>
        <extracomment>chosen-men.json: orders/tap-load/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riflemen ram the ball home without patching it: the rifle loads in one turn instead of two, but fires as a musket (no rifle&apos;s +1, a musket&apos;s ranges) until it is loaded properly.</source>
        <extracomment>chosen-men.json: orders/tap-load/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is loaded already.</source>
        <extracomment>chosen-men.json: orders/tap-load/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its rifles need no more than a turn&apos;s loading: tap-loading gains nothing.</source>
        <extracomment>chosen-men.json: orders/tap-load/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resupplied with dry powder</source>
        <extracomment>chosen-men.json: orders/resupply/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fresh, dry powder reaches the squad (from a supply point, a wagon or a friendly unit): its muskets can fire again once loaded.</source>
        <extracomment>chosen-men.json: orders/resupply/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry powder has reached the squad?</source>
        <extracomment>chosen-men.json: orders/resupply/asks/supplied/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only dry powder that has reached it dries its muskets.</source>
        <extracomment>chosen-men.json: orders/resupply/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An officer within 2&quot; names a new squad leader (the NCO if he stands, else a ranker): the squad is led again and no longer bound to load or fire from cover.</source>
        <extracomment>chosen-men.json: orders/field-promotion/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The officer spends a point of his bonus to take a wound off one of his squad&apos;s men: a serious one if any man has one (the worst hurt first), else a minor one.</source>
        <extracomment>chosen-men.json: orders/officer-treats/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties from guns</source>
        <extracomment>chosen-men.json: fields/guns-casualty/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of its men was wounded or killed by a gun since its last morale test; that test counts it, then it is cleared. We count a wound dealt by a gun&apos;s crew in a melee the same way: the book does not tell them apart, and it is rare.</source>
        <extracomment>chosen-men.json: fields/guns-casualty/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some of the casualties being tested for were dealt by guns: the app knows from the wounds it rolled.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/artillery-casualty/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This test has counted the casualties from guns.</source>
        <extracomment>chosen-men.json: tests/morale/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n men lost or wounded</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/casualties/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one man lost or wounded</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/casualties/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an officer&apos;s rally bonus of %n</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/officer-rallying/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an officer&apos;s rally bonus of one</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/officer-rallying/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n walls or fences to cross</source>
        <extracomment>chosen-men.json: tests/move/modifiers/obstacles/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one wall or fence to cross</source>
        <extracomment>chosen-men.json: tests/move/modifiers/obstacles/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n serious wounds</source>
        <extracomment>chosen-men.json: tests/move/modifiers/serious-wounds/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one serious wound</source>
        <extracomment>chosen-men.json: tests/move/modifiers/serious-wounds/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n extra hands</source>
        <extracomment>chosen-men.json: tests/move/modifiers/extra-crew/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one extra hand</source>
        <extracomment>chosen-men.json: tests/move/modifiers/extra-crew/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a current of %n</source>
        <extracomment>chosen-men.json: tests/move/modifiers/current/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a current of one</source>
        <extracomment>chosen-men.json: tests/move/modifiers/current/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n from the officer&apos;s bonus</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/officer-bonus/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one from the officer&apos;s bonus</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/officer-bonus/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n inches</source>
        <extracomment>chosen-men.json: tests/move/resultWords</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one inch</source>
        <extracomment>chosen-men.json: tests/move/resultWordsOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved this activation</source>
        <extracomment>chosen-men.json: fields/moved/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its figures have made their move (or charge) this activation: they move once. Cleared when the turn ends.</source>
        <extracomment>chosen-men.json: fields/moved/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its figures have moved this activation already: each takes one action.</source>
        <extracomment>chosen-men.json: tests/move/requires/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed up, the squad acts as one body: it has taken its one action this activation.</source>
        <extracomment>chosen-men.json: tests/move/requires/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge is its action</source>
        <extracomment>chosen-men.json: procedures/charge/before/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its figures have moved this activation: a charge is their move, so they may not charge as well.</source>
        <extracomment>chosen-men.json: procedures/charge/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move is the unit&apos;s action for its activation: its card has come up, or its officer has activated it. The distance is rolled with the Move test first; the moves it then makes this turn, in one part or several, may not go further than the dice gave.</source>
        <extracomment>chosen-men.json: moving/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inches its Move test gave this turn (roll it first): its moves this turn take no more.</source>
        <extracomment>chosen-men.json: movementColumns/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches its Move test gave</source>
        <extracomment>chosen-men.json: fields/move-rolled/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inches its Move test gave this turn: its moves this turn, in one part or several, take no more. Cleared when the turn ends.</source>
        <extracomment>chosen-men.json: fields/move-rolled/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches moved</source>
        <extracomment>chosen-men.json: fields/move-used/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The inches of its rolled move it has used this turn. Cleared when the turn ends.</source>
        <extracomment>chosen-men.json: fields/move-used/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An officer struck beside his squad</source>
        <extracomment>chosen-men.json: tests/wound/inputs/besideSquad/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 when the wound die is an officer&apos;s, struck by a natural 0 fired at his squad (the unit it is taken against): if he falls, that squad counts its officer lost.</source>
        <extracomment>chosen-men.json: tests/wound/inputs/besideSquad/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An officer within 6&quot; of the squad is struck: his wound die is rolled on his own sheet (the squad&apos;s own officer; another officer&apos;s is marked on him by hand), and if it kills him the squad counts its officer lost.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wound die for the officer struck, on his own sheet (we read the officer within 6&quot; as the squad&apos;s own, who keeps within 6&quot; of his squads); if it kills him the squad counts its officer lost.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wound die for an officer struck who is not the squad&apos;s own (it has none left in play): mark it on him.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/then/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wound die for an officer within 6&quot; of a squad, struck by a natural 0, when he is not the squad&apos;s own officer (its own takes the wound die on his own sheet). The wound is marked on him by hand; if it kills him the squad counts its officer lost.</source>
        <extracomment>chosen-men.json: tests/officer-wound/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ruleset:kgcwo</name>
    <message>
        <source>King George Commands and We Obey</source>
        <extracomment>kgcwo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regiment and brigade scale Napoleonic rules driven by a deck of activation cards. Every test is a D10: 5 or more after modifiers passes, a natural 10 always passes and a natural 1 always fails.</source>
        <extracomment>kgcwo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating in the morale table</source>
        <extracomment>kgcwo.json: options/morale-table-rating/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printed morale table adds the melee rating, which looks like a slip for the morale rating. We use the morale rating; choose melee to follow the print.</source>
        <extracomment>kgcwo.json: options/morale-table-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale rating</source>
        <extracomment>kgcwo.json: options/morale-table-rating/choices/morale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee rating (as printed)</source>
        <extracomment>kgcwo.json: options/morale-table-rating/choices/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating that sets formation-change cost</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules give the cost by &apos;quality&apos; without saying which rating. We read it as the morale rating.</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee rating</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/choices/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire rating</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/choices/fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed units take the shaken modifier</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed is worse than shaken, so we apply the -1 for shaken to routed units too.</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/choices/yes/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/choices/no/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A routed unit that fails morale again</source>
        <extracomment>kgcwo.json: options/routed-fails-again/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ladder ends at Routed. By default the unit stays routed; a house rule removes it.</source>
        <extracomment>kgcwo.json: options/routed-fails-again/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stays routed</source>
        <extracomment>kgcwo.json: options/routed-fails-again/choices/stays/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves the field</source>
        <extracomment>kgcwo.json: options/routed-fails-again/choices/removed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When to check for received wounds</source>
        <extracomment>kgcwo.json: options/wounds-check/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We take one &apos;received wounds&apos; check after an attack that caused any casualty; some tables take one per casualty.</source>
        <extracomment>kgcwo.json: options/wounds-check/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per attack</source>
        <extracomment>kgcwo.json: options/wounds-check/choices/per-attack/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per casualty</source>
        <extracomment>kgcwo.json: options/wounds-check/choices/per-casualty/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guns count as smoothbore</source>
        <extracomment>kgcwo.json: options/artillery-smoothbore/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smoothbore -1 is read as applying to muskets and carbines; guns have their own modifiers.</source>
        <extracomment>kgcwo.json: options/artillery-smoothbore/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the fate table is read</source>
        <extracomment>kgcwo.json: options/fate-reading/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card says roll a D10 for Fortune or Calamity, but the fate table is numbered 11-66. We roll a D66 after the D10 (the D10 only names it). Alternatively the next card&apos;s kind picks the tens and a D6 the units.</source>
        <extracomment>kgcwo-1.0.0.json: options/fate-reading/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a D66</source>
        <extracomment>kgcwo.json: options/fate-reading/choices/d66/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tens from the next card drawn</source>
        <extracomment>kgcwo.json: options/fate-reading/choices/next-card/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where End of turn goes in the deck</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We shuffle End of turn in with the rest, so some units may not act in a turn.</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffled in</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/choices/shuffled/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the bottom</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/choices/bottom/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale of the game</source>
        <extracomment>kgcwo.json: options/cardScale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At regiment scale every unit and every commander has a card; at brigade scale only the commanders do, and each activates the units under him. A scenario usually settles this in its settings (the id keeps the spelling scenarios already use).</source>
        <extracomment>kgcwo.json: options/cardScale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card per unit and per commander</source>
        <extracomment>kgcwo.json: options/cardScale/choices/unit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commanders&apos; cards only</source>
        <extracomment>kgcwo.json: options/cardScale/choices/commander/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality</source>
        <extracomment>kgcwo.json: ladders/quality/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire, melee and morale are each rated A (best) to E; the rating is added to the rolls it governs.</source>
        <extracomment>kgcwo.json: ladders/quality/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader rating</source>
        <extracomment>kgcwo.json: ladders/leader/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A better leader controls units over a wider command radius (he also needs line of sight to the commanders he activates).</source>
        <extracomment>kgcwo.json: ladders/leader/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poor</source>
        <extracomment>kgcwo.json: ladders/leader/steps/poor/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>kgcwo.json: ladders/leader/steps/good/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exceptional</source>
        <extracomment>kgcwo.json: ladders/leader/steps/exceptional/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale state</source>
        <extracomment>kgcwo.json: ladders/morale-state/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failing a morale check moves a unit down this ladder; rallying moves it back up.</source>
        <extracomment>kgcwo.json: ladders/morale-state/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>kgcwo.json: ladders/morale-state/steps/normal/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken</source>
        <extracomment>kgcwo.json: ladders/morale-state/steps/shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed</source>
        <extracomment>kgcwo.json: ladders/morale-state/steps/routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>March column</source>
        <extracomment>kgcwo.json: formations/march-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast on the move, helpless if caught. Formed infantry and cavalry.</source>
        <extracomment>kgcwo.json: formations/march-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack column</source>
        <extracomment>kgcwo.json: formations/attack-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bases one behind another, for closing with the enemy. Formed infantry of armies other than the British and their allies.</source>
        <extracomment>kgcwo.json: formations/attack-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>kgcwo.json: formations/line/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bases side by side: the best formation for firing. Formed infantry and cavalry.</source>
        <extracomment>kgcwo.json: formations/line/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish</source>
        <extracomment>kgcwo.json: formations/skirmish/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open order, for light infantry and detached companies; only units able to skirmish may take it.</source>
        <extracomment>kgcwo.json: formations/skirmish/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square</source>
        <extracomment>kgcwo.json: formations/square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against cavalry. It cannot move and may fire in any direction, at most one point at each target. Formed infantry only.</source>
        <extracomment>kgcwo.json: formations/square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limbered</source>
        <extracomment>kgcwo.json: formations/limbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guns hitched up to move.</source>
        <extracomment>kgcwo.json: formations/limbered/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <extracomment>kgcwo.json: formations/unlimbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guns deployed to fire; they can only pivot.</source>
        <extracomment>kgcwo.json: formations/unlimbered/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted</source>
        <extracomment>kgcwo.json: formations/mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A commander on the table.</source>
        <extracomment>kgcwo.json: formations/mounted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry regiment</source>
        <extracomment>kgcwo.json: unitTypes/infantry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three bases. Three fire and melee dice; removed at three casualties.</source>
        <extracomment>kgcwo.json: unitTypes/infantry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detached skirmish company</source>
        <extracomment>kgcwo.json: unitTypes/detached-company/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A light company sent ahead of its regiment: one die, removed at its first casualty, which is recorded against the parent regiment.</source>
        <extracomment>kgcwo.json: unitTypes/detached-company/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry regiment</source>
        <extracomment>kgcwo.json: unitTypes/cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three bases. Three dice; removed at three casualties.</source>
        <extracomment>kgcwo.json: unitTypes/cavalry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-light/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two bases. Two fire dice, two melee dice; removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-light/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-horse/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light guns that keep up with cavalry: they move faster limbered on roads.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-horse/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-medium/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three fire dice, two melee dice; removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-medium/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-heavy/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four fire dice, two melee dice; removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-heavy/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Howitzer battery</source>
        <extracomment>kgcwo.json: unitTypes/howitzer/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four fire dice, two melee dice; removed at two casualties. Its shells burst over cover.</source>
        <extracomment>kgcwo.json: unitTypes/howitzer/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rocket troop</source>
        <extracomment>kgcwo.json: unitTypes/rockets/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fire dice: rockets fly by their own procedure. Removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/rockets/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander</source>
        <extracomment>kgcwo.json: unitTypes/commander/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A general&apos;s base, for movement.</source>
        <extracomment>kgcwo.json: unitTypes/commander/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For commanders: sets the command radius.</source>
        <extracomment>kgcwo.json: fields/leader-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties</source>
        <extracomment>kgcwo.json: fields/casualties/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formation</source>
        <extracomment>kgcwo.json: fields/formation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army</source>
        <extracomment>kgcwo.json: fields/nationality/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets the chain of formation changes.</source>
        <extracomment>kgcwo.json: fields/nationality/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fired</source>
        <extracomment>kgcwo.json: fields/fired/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has fired since its last reload: no first-shot bonus.</source>
        <extracomment>kgcwo.json: fields/fired/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On hold</source>
        <extracomment>kgcwo.json: fields/hold/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holding its activation for later this turn.</source>
        <extracomment>kgcwo-1.0.0.json: fields/hold/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evading</source>
        <extracomment>kgcwo.json: fields/evading/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps running towards its base line each activation until rallied.</source>
        <extracomment>kgcwo-1.0.0.json: fields/evading/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activated this turn</source>
        <extracomment>kgcwo.json: fields/activated/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can skirmish</source>
        <extracomment>kgcwo.json: fields/skirmish-capable/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light troops able to take skirmish order.</source>
        <extracomment>kgcwo.json: fields/skirmish-capable/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoothbore</source>
        <extracomment>kgcwo.json: fields/smoothbore/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armed with smoothbore muskets or carbines.</source>
        <extracomment>kgcwo.json: fields/smoothbore/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lancers</source>
        <extracomment>kgcwo.json: fields/lancers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armoured</source>
        <extracomment>kgcwo.json: fields/armoured/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuirassiers and the like.</source>
        <extracomment>kgcwo.json: fields/armoured/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending an obstacle</source>
        <extracomment>kgcwo.json: fields/defending-obstacle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move bonus</source>
        <extracomment>kgcwo-1.0.0.json: fields/move-bonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches added to every move (fate 42).</source>
        <extracomment>kgcwo-1.0.0.json: fields/move-bonus/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns to miss</source>
        <extracomment>kgcwo.json: fields/missed-turns/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations per turn</source>
        <extracomment>kgcwo.json: fields/activations/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 41 lets a unit act twice.</source>
        <extracomment>kgcwo-1.0.0.json: fields/activations/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit is removed when its casualties reach its maximum.</source>
        <extracomment>kgcwo.json: removal/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formations change one step at a time along the army&apos;s chain. Each step costs part of a move by the unit&apos;s quality; shaken units, and quality E units, must also pass a morale check for each step. A change dearer than one move carries on into the next activation.</source>
        <extracomment>kgcwo.json: formationChanges/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British, Portuguese and Spanish</source>
        <extracomment>kgcwo.json: formationChanges/chains/british-and-allies/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All other armies</source>
        <extracomment>kgcwo.json: formationChanges/chains/others/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>kgcwo.json: movementColumns/move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance the unit may move in this formation.</source>
        <extracomment>kgcwo.json: movementColumns/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rough ground</source>
        <extracomment>kgcwo.json: movementColumns/rough/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance across rough ground.</source>
        <extracomment>kgcwo.json: movementColumns/rough/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Road</source>
        <extracomment>kgcwo.json: movementColumns/road/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance along a road.</source>
        <extracomment>kgcwo.json: movementColumns/road/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <extracomment>kgcwo.json: movementColumns/charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance the unit may charge.</source>
        <extracomment>kgcwo.json: movementColumns/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carbine</source>
        <extracomment>kgcwo.json: weapons/carbine/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Napoleonic cavalry only.</source>
        <extracomment>kgcwo.json: weapons/carbine/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Musket</source>
        <extracomment>kgcwo.json: weapons/musket/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rifled musket</source>
        <extracomment>kgcwo.json: weapons/rifled-musket/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery</source>
        <extracomment>kgcwo.json: weapons/artillery/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canister out to 6&quot;.</source>
        <extracomment>kgcwo.json: weapons/artillery/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Howitzer</source>
        <extracomment>kgcwo.json: weapons/howitzer/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rockets</source>
        <extracomment>kgcwo.json: weapons/rockets/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range set by the declared D6s, 1&quot; to 72&quot;, without measuring.</source>
        <extracomment>kgcwo.json: weapons/rockets/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s morale quality, A +2 down to E -2.</source>
        <extracomment>kgcwo.json: modifierSets/morale/morale-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printed morale table names the melee rating; this option follows the print.</source>
        <extracomment>kgcwo.json: modifierSets/morale/melee-rating-as-printed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit is shaken</source>
        <extracomment>kgcwo.json: modifierSets/morale/shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shaken unit is less steady; by default a routed one counts too.</source>
        <extracomment>kgcwo.json: modifierSets/morale/shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each casualty the unit has taken makes it less steady.</source>
        <extracomment>kgcwo.json: modifierSets/morale/own-casualties/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of command</source>
        <extracomment>kgcwo.json: modifierSets/morale/out-of-command/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than 8&quot; from its commander and more than 4&quot; from a friend that is in command.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/morale/out-of-command/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy near flank or rear, no support</source>
        <extracomment>kgcwo.json: modifierSets/morale/exposed-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy unit within 6&quot; of its flank or rear and no friends near (never inside a built-up area).</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/morale/exposed-flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit in cover</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troops behind cover hold better.</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soft cover</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/choices/soft/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard cover</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/choices/hard/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s fire quality, A +2 down to E -2.</source>
        <extracomment>kgcwo.json: modifierSets/fire/fire-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First shot</source>
        <extracomment>kgcwo.json: modifierSets/fire/first-shot/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit without a fired marker gets its carefully loaded first volley.</source>
        <extracomment>kgcwo.json: modifierSets/fire/first-shot/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rested weapon</source>
        <extracomment>kgcwo.json: modifierSets/fire/rested/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick when the unit fires from a braced or stationary position.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/fire/rested/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canister</source>
        <extracomment>kgcwo.json: modifierSets/fire/range/choices/canister/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guns firing canister at close range (6&quot;).</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/fire/canister/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enfilade</source>
        <extracomment>kgcwo.json: modifierSets/fire/enfilade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firing along the length of the target&apos;s line.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/fire/enfilade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firer is shaken</source>
        <extracomment>kgcwo.json: modifierSets/fire/shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken troops shoot worse; by default a routed unit counts too.</source>
        <extracomment>kgcwo.json: modifierSets/fire/shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firer&apos;s casualties</source>
        <extracomment>kgcwo.json: modifierSets/fire/own-casualties/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each casualty in the firing unit costs one.</source>
        <extracomment>kgcwo.json: modifierSets/fire/own-casualties/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long range</source>
        <extracomment>kgcwo.json: modifierSets/fire/range/choices/long/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target is beyond standard range but within long range.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/fire/long-range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoothbore weapon</source>
        <extracomment>kgcwo.json: modifierSets/fire/smoothbore/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoothbore small arms are less accurate. By default guns do not take this; an option makes them.</source>
        <extracomment>kgcwo.json: modifierSets/fire/smoothbore/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target is skirmishers or artillery</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-skirmishers-or-guns/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispersed skirmishers and gun crews are harder to hit.</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-skirmishers-or-guns/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target in cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover shields the target. Howitzer shells burst overhead, so it does not count against them.</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target in a built-up area</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-in-bua/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against howitzers only a built-up area still protects (counted as hard cover).</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-in-bua/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Howitzer firing indirectly</source>
        <extracomment>kgcwo.json: modifierSets/fire/howitzer-indirect/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lobbing shells at a target the crew cannot see.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/fire/howitzer-indirect/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firing mounted</source>
        <extracomment>kgcwo.json: modifierSets/fire/firing-mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horsemen firing from the saddle.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/fire/firing-mounted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium gun against cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/medium-gun-at-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium shot batters down soft defences.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/fire/medium-gun-at-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy gun against cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/heavy-gun-at-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy shot smashes defences.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/fire/heavy-gun-at-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s melee quality, A +2 down to E -2.</source>
        <extracomment>kgcwo.json: modifierSets/melee/melee-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken troops fight worse; by default a routed unit counts too.</source>
        <extracomment>kgcwo.json: modifierSets/melee/shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending cover</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick on the defender&apos;s dice when it holds cover.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/melee/defending-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacking a formed unit&apos;s flank or rear</source>
        <extracomment>kgcwo.json: modifierSets/melee/flank-or-rear/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick on the attacker&apos;s dice.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/melee/flank-or-rear/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed attacker against skirmishers or crew</source>
        <extracomment>kgcwo.json: modifierSets/melee/formed-vs-loose/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick on the attacker&apos;s dice when a formed unit charged skirmishers or gunners.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/melee/formed-vs-loose/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defending rough ground</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-rough/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick on the defender&apos;s dice when it stands in rough ground.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/melee/defending-rough/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry against infantry not in square</source>
        <extracomment>kgcwo.json: modifierSets/melee/cavalry-vs-infantry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse riding into foot that has not formed square.</source>
        <extracomment>kgcwo.json: modifierSets/melee/cavalry-vs-infantry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacking in march column</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-march-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick on the attacker&apos;s dice: it charged in march column.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/melee/attacking-in-march-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacking in attack column</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-attack-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick on the attacker&apos;s dice: it charged in attack column.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/melee/attacking-in-attack-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lancers who charged, first round</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-charged/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lancers strike hard in the first clash of their charge.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/melee/lancers-charged/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lancers, second round on</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-later-rounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the charge is spent the lance is a hindrance.</source>
        <extracomment>kgcwo-1.0.0.json: modifierSets/melee/lancers-later-rounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against an armoured opponent</source>
        <extracomment>kgcwo.json: modifierSets/melee/vs-armoured/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fighting cuirassed troops.</source>
        <extracomment>kgcwo.json: modifierSets/melee/vs-armoured/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>kgcwo.json: tests/fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the unit&apos;s fire dice. Each die scoring 5 or more after modifiers is a hit; the target takes a morale check (a save) for each hit, and each failed save is a casualty. Firing puts a fired marker on the unit.</source>
        <extracomment>kgcwo-1.0.0.json: tests/fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit has fired: it loses its first-shot bonus until reloaded.</source>
        <extracomment>kgcwo.json: tests/fire/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target checks morale for each hit.</source>
        <extracomment>kgcwo.json: tests/fire/perSuccess/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target took casualties: one more check.</source>
        <extracomment>kgcwo.json: tests/fire/ifAnyFailed/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>kgcwo.json: tests/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side rolls its melee dice in turn. Each die scoring 5 or more after modifiers is a hit; the opponent saves each hit with a morale check, and each failure is a casualty. The side with more casualties has lost and checks morale at -2.</source>
        <extracomment>kgcwo.json: tests/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent checks morale for each hit.</source>
        <extracomment>kgcwo.json: tests/melee/perSuccess/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent took casualties: one more check.</source>
        <extracomment>kgcwo.json: tests/melee/ifAnyFailed/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand and fire: the volley</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charged unit&apos;s volley at the charger, resolved like ordinary fire. If it scores any hit the charger must check morale or halt.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The volley hit: the charger checks morale.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/ifAnySuccess/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a hit</source>
        <extracomment>kgcwo.json: tests/save-hit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A morale check for one hit from fire or melee: pass and the hit does no harm, fail and it becomes a casualty.</source>
        <extracomment>kgcwo.json: tests/save-hit/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <extracomment>kgcwo.json: tests/save-hit/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hit does no harm.</source>
        <extracomment>kgcwo.json: tests/save-hit/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualty</source>
        <extracomment>kgcwo.json: tests/save-hit/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hit becomes a casualty.</source>
        <extracomment>kgcwo.json: tests/save-hit/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With one check per casualty, each casualty is checked at once.</source>
        <extracomment>kgcwo.json: tests/save-hit/onFail/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received wounds</source>
        <extracomment>kgcwo.json: tests/received-wounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken once after an attack that caused casualties (an option makes it once per casualty). Fail and the unit&apos;s morale drops a step.</source>
        <extracomment>kgcwo.json: tests/received-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds</source>
        <extracomment>kgcwo.json: tests/received-wounds/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale stays as it is.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale drops</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step worse.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional house rule: a routed unit that fails again leaves the field.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step worse: Normal to Shaken, Shaken to Routed.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost melee</source>
        <extracomment>kgcwo.json: tests/lost-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side with more casualties after a melee round checks at -2.</source>
        <extracomment>kgcwo.json: tests/lost-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost the melee</source>
        <extracomment>kgcwo.json: tests/lost-melee/modifiers/lost-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It took more casualties than it inflicted.</source>
        <extracomment>kgcwo.json: tests/lost-melee/modifiers/lost-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive a charge</source>
        <extracomment>kgcwo.json: tests/receive-charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that is charged checks morale; failure drops it a step.</source>
        <extracomment>kgcwo.json: tests/receive-charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under a rocket&apos;s flight</source>
        <extracomment>kgcwo.json: tests/rocket-flight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every unit under a rocket&apos;s path checks at -1.</source>
        <extracomment>kgcwo.json: tests/rocket-flight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under the rocket&apos;s flight path</source>
        <extracomment>kgcwo.json: tests/rocket-flight/modifiers/rocket-flight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screaming overhead.</source>
        <extracomment>kgcwo.json: tests/rocket-flight/modifiers/rocket-flight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rocket lands close</source>
        <extracomment>kgcwo.json: tests/rocket-impact/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit within 2&quot; of where a rocket lands checks at -2 (it takes only this check, not the flight-path one).</source>
        <extracomment>kgcwo.json: tests/rocket-impact/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within 2&quot; of the impact</source>
        <extracomment>kgcwo.json: tests/rocket-impact/modifiers/rocket-impact/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rocket bursts close by.</source>
        <extracomment>kgcwo.json: tests/rocket-impact/modifiers/rocket-impact/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate a unit on hold</source>
        <extracomment>kgcwo.json: tests/activate-hold/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit held for later must pass a morale check to act when called on.</source>
        <extracomment>kgcwo.json: tests/activate-hold/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acts</source>
        <extracomment>kgcwo.json: tests/activate-hold/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit carries out its action.</source>
        <extracomment>kgcwo.json: tests/activate-hold/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not act</source>
        <extracomment>kgcwo.json: tests/activate-hold/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No action and no further movement this turn.</source>
        <extracomment>kgcwo.json: tests/activate-hold/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formation change check</source>
        <extracomment>kgcwo.json: tests/formation-change-check/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken units, and quality E units, check for each step of a formation change.</source>
        <extracomment>kgcwo.json: tests/formation-change-check/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This step of the change goes ahead.</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stays put</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change stops here and the unit moves no further this activation.</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry holding back</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victorious cavalry that wants to stand instead of following up must pass.</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May stand</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cavalry may hold its ground.</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must follow up</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The troopers ride on after the beaten enemy.</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally</source>
        <extracomment>kgcwo.json: tests/rally/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Rally order for a shaken or routed unit: pass and it improves a step. It does not move either way.</source>
        <extracomment>kgcwo.json: tests/rally/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallied</source>
        <extracomment>kgcwo.json: tests/rally/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step better; a routed unit that rallies may re-form in any formation and facing.</source>
        <extracomment>kgcwo-1.0.0.json: tests/rally/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not rallied</source>
        <extracomment>kgcwo.json: tests/rally/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse charging a square or horse</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry must pass a morale check to charge a steady square or other cavalry.</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charges</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge may go in.</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuses</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The horsemen will not charge this activation.</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form square</source>
        <extracomment>kgcwo.json: tests/form-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed foot charged from more than half the charger&apos;s charge move away may try to form square.</source>
        <extracomment>kgcwo.json: tests/form-square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square formed</source>
        <extracomment>kgcwo.json: tests/form-square/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fails to form</source>
        <extracomment>kgcwo.json: tests/form-square/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It keeps its formation and becomes shaken; a unit already shaken routs.</source>
        <extracomment>kgcwo.json: tests/form-square/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter-charge</source>
        <extracomment>kgcwo.json: tests/counter-charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady horse may meet a charge with one of its own after passing a morale check.</source>
        <extracomment>kgcwo.json: tests/counter-charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter-charges</source>
        <extracomment>kgcwo.json: tests/counter-charge/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll 2D6 for the charger&apos;s move; the rest of the gap is split between the two.</source>
        <extracomment>kgcwo.json: tests/counter-charge/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caught at the halt</source>
        <extracomment>kgcwo.json: tests/counter-charge/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The counter-charge does not start; the charger hits a halted unit.</source>
        <extracomment>kgcwo.json: tests/counter-charge/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charger under fire</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charger hit by a stand-and-fire volley checks morale.</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge goes on</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge halted</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stops at the range the volley was fired from, but is not shaken.</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand and fire: range</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charged unit rolls 1D6 (horse), 2D6 (foot) or 3D6 (guns) and adds its fire rating: that is the range it fires at. If it comes out above the charge distance there is no time to fire.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge distance</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/inputs/chargeDistance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches between the charger and the unit when the charge starts.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/inputs/chargeDistance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s fire quality.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/modifiers/fire-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fires</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/fires/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time enough: fire at the charger at the rolled range.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/fires/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too late</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/too-late/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger is on them before they can fire.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/too-late/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evade</source>
        <extracomment>kgcwo.json: tests/evade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady horse, skirmishers and gun crews may run: 3D6 inches for horse, 2D6 for foot and crews, straight towards their own base line. The unit becomes shaken (routs if already shaken) and keeps moving the same dice each activation until rallied.</source>
        <extracomment>kgcwo.json: tests/evade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter-charge: where they meet</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The original charger moves 2D6 towards the counter-charging horse. If that covers the whole gap, the counter-charge is caught at the halt; otherwise the rest of the gap is halved and they meet in the middle.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/inputs/gap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches between the two units.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/inputs/gap/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger&apos;s move covers the gap.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/bands/caught/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meet in the middle</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/bands/meet/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move both units to the middle of the remaining gap.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/bands/meet/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rocket: one leg of flight</source>
        <extracomment>kgcwo.json: tests/rocket-leg/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each D6 declared (1 to 12), roll the crew&apos;s direction die (A d4 ... E d12) and a D6 for the distance along it, move the template, and repeat until the declared dice are used. How the direction die maps to the compass is agreed at the table.</source>
        <extracomment>kgcwo.json: tests/rocket-leg/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rocket: distance of the leg</source>
        <extracomment>kgcwo.json: tests/rocket-leg-distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A D6 for how far this leg of the flight goes.</source>
        <extracomment>kgcwo.json: tests/rocket-leg-distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune or Calamity</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn as a card. A D10 names it Fortune (1-5) or Calamity (6-10); then a D66 on the fate table gives the event, which applies to the next unit or commander of that kind to be activated.</source>
        <extracomment>kgcwo-1.0.0.json: tests/fortune-or-calamity/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/bands/fortune/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calamity</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/bands/calamity/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The D10 names the event Fortune or Calamity; the D66 fate roll follows.</source>
        <extracomment>kgcwo.json: tables/fortune-or-calamity-card/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fortune.</source>
        <extracomment>kgcwo.json: tables/fortune-or-calamity-card/rows/fortune/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A calamity.</source>
        <extracomment>kgcwo.json: tables/fortune-or-calamity-card/rows/calamity/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate</source>
        <extracomment>kgcwo.json: tables/fate/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six groups of six events: commanders-in-chief, divisional and brigade commanders, foot, horse, guns and the battlefield.</source>
        <extracomment>kgcwo-1.0.0.json: tables/fate/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A clear head</source>
        <extracomment>kgcwo.json: tables/fate/rows/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander-in-chief improves one rating for the rest of the battle.</source>
        <extracomment>kgcwo.json: tables/fate/rows/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stirring words</source>
        <extracomment>kgcwo.json: fields/stirred/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every unit in his command is one morale step better until the turn ends.</source>
        <extracomment>kgcwo-1.0.0.json: tables/fate/rows/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good staff work</source>
        <extracomment>kgcwo.json: tables/fate/rows/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He may give an order to a unit outside his command radius.</source>
        <extracomment>kgcwo.json: tables/fate/rows/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thrown from the saddle</source>
        <extracomment>kgcwo.json: tables/fate/rows/3/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He loses his next turn while he recovers.</source>
        <extracomment>kgcwo.json: tables/fate/rows/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit</source>
        <extracomment>kgcwo.json: tables/fate/rows/4/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He is wounded: roll a D6 on the commander wound table.</source>
        <extracomment>kgcwo.json: tables/fate/rows/4/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A close call</source>
        <extracomment>kgcwo.json: tables/fate/rows/5/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken by a near miss he quits the field; every unit within 12&quot; tests morale.</source>
        <extracomment>kgcwo-1.0.0.json: tables/fate/rows/5/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding his feet</source>
        <extracomment>kgcwo.json: tables/fate/rows/6/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The divisional or brigade commander improves one rating for the rest of the battle.</source>
        <extracomment>kgcwo.json: tables/fate/rows/6/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallying cry</source>
        <extracomment>kgcwo.json: tables/fate/rows/7/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every shaken or routed unit within 12&quot; rallies at once, whatever the enemy is doing.</source>
        <extracomment>kgcwo-1.0.0.json: tables/fate/rows/7/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse shot</source>
        <extracomment>kgcwo.json: tables/fate/rows/8/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He loses his horse and misses a turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/8/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trusting his own judgement</source>
        <extracomment>kgcwo.json: tables/fate/rows/9/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He ignores every future activation from the first poor superior drawn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/9/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losing heart</source>
        <extracomment>kgcwo.json: tables/fate/rows/11/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He leaves the table; each unit of his that fails a morale test goes with him, the rest pass to the next commander up.</source>
        <extracomment>kgcwo-1.0.0.json: tables/fate/rows/11/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fired up</source>
        <extracomment>kgcwo.json: fields/fired-up/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random unit in command raises any one rating a step for the rest of the game.</source>
        <extracomment>kgcwo-1.0.0.json: tables/fate/rows/12/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good shots</source>
        <extracomment>kgcwo.json: tables/fate/rows/13/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marksmen in the ranks: the unit&apos;s fire rating rises a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/13/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well fed</source>
        <extracomment>kgcwo.json: tables/fate/rows/14/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s melee rating rises a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/14/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damp powder</source>
        <extracomment>kgcwo.json: tables/fate/rows/15/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s fire rating falls a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/15/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doubts</source>
        <extracomment>kgcwo.json: tables/fate/rows/16/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s morale rating falls a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/16/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Had enough</source>
        <extracomment>kgcwo.json: tables/fate/rows/17/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit leaves the field.</source>
        <extracomment>kgcwo.json: tables/fate/rows/17/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspired colonel</source>
        <extracomment>kgcwo.json: tables/fate/rows/18/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit may be activated twice.</source>
        <extracomment>kgcwo.json: tables/fate/rows/18/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloodstock</source>
        <extracomment>kgcwo.json: tables/fate/rows/19/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit moves 2&quot; further for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/19/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spooked</source>
        <extracomment>kgcwo.json: tables/fate/rows/20/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Startled horses: the unit misses a turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/20/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of hand</source>
        <extracomment>kgcwo.json: tables/fate/rows/21/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit at once charges the nearest enemy.</source>
        <extracomment>kgcwo.json: tables/fate/rows/21/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharp blades</source>
        <extracomment>kgcwo.json: tables/fate/rows/22/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swagger</source>
        <extracomment>kgcwo.json: tables/fate/rows/23/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s morale rating rises a step for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/23/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master gunner</source>
        <extracomment>kgcwo.json: tables/fate/rows/24/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random battery in command raises its fire rating a step for the rest of the game.</source>
        <extracomment>kgcwo-1.0.0.json: tables/fate/rows/24/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spare rounds</source>
        <extracomment>kgcwo.json: fields/spare-rounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battery may fire twice this turn, both times at the same target.</source>
        <extracomment>kgcwo.json: tables/fate/rows/25/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong target</source>
        <extracomment>kgcwo.json: tables/fate/rows/26/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battery fires on the nearest friendly unit in range.</source>
        <extracomment>kgcwo.json: tables/fate/rows/26/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battery&apos;s fire rating falls a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/27/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand by the guns</source>
        <extracomment>kgcwo.json: tables/fate/rows/28/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battery&apos;s morale rating rises a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/28/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong shot sent up</source>
        <extracomment>kgcwo.json: tables/fate/rows/29/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battery misses a turn while it is put right.</source>
        <extracomment>kgcwo.json: tables/fate/rows/29/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downpour</source>
        <extracomment>kgcwo.json: fields/downpour/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every fire rating is one worse until the end of the turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/30/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ford</source>
        <extracomment>kgcwo.json: tables/fate/rows/31/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A commander within 6&quot; of a river finds a ford; crossing there costs nothing, and once used any unit may cross there.</source>
        <extracomment>kgcwo.json: tables/fate/rows/31/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mud</source>
        <extracomment>kgcwo.json: fields/mud/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All movement is 2&quot; shorter for the rest of the turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/32/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Irregulars</source>
        <extracomment>kgcwo.json: tables/fate/rows/33/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Spanish brigade joins in: a brigadier and 1-3 infantry units (ratings E/D/D, smoothbore) arrive on a base line. Roll a D6 for the side they join.</source>
        <extracomment>kgcwo.json: tables/fate/rows/33/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spy&apos;s report</source>
        <extracomment>kgcwo.json: tables/fate/rows/34/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides roll a D6; the higher looks at the next six cards and puts them in any order.</source>
        <extracomment>kgcwo-1.0.0.json: tables/fate/rows/34/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This side&apos;s roll; the other side rolls too and the higher wins.</source>
        <extracomment>kgcwo.json: tables/fate/rows/34/thenExplain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire!</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A built-up area catches fire: every unit in it must leave. Roll a D6 for how many turns it burns; afterwards it gives no defence.</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns the fire lasts.</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/thenExplain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander wounded</source>
        <extracomment>kgcwo.json: tables/commander-wound/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unhurt</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/unhurt/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No effect.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/unhurt/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light wound</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/light/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He misses a turn.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/light/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serious wound</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/serious/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He misses two turns.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/serious/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Killed</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A D3 gives the turns before a replacement, promoted from the commanders on the table, arrives.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns until the replacement arrives.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/thenExplain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which side the irregulars join</source>
        <extracomment>kgcwo.json: tables/irregulars-side/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The French side</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry units in the brigade.</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/french/thenExplain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They join the French.</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/french/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The British side</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They join the British.</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/british/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken units cannot charge</source>
        <extracomment>kgcwo.json: chargeRules/shaken-cannot-charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse may not charge a defended obstacle</source>
        <extracomment>kgcwo.json: chargeRules/horse-vs-obstacle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse must test to charge a steady square</source>
        <extracomment>kgcwo.json: chargeRules/horse-vs-steady-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse must test to charge horse</source>
        <extracomment>kgcwo.json: chargeRules/horse-vs-horse/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse may charge other targets without a test</source>
        <extracomment>kgcwo.json: chargeRules/horse-otherwise/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishers may charge skirmishers</source>
        <extracomment>kgcwo.json: chargeRules/skirmishers-vs-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishers may charge nothing else</source>
        <extracomment>kgcwo.json: chargeRules/skirmishers-only-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed foot may charge shaken, skirmishing, marching or obstacle-holding foot</source>
        <extracomment>kgcwo.json: chargeRules/foot-vs-weak-foot/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an attack column may charge steady formed foot</source>
        <extracomment>kgcwo.json: chargeRules/attack-column-vs-foot/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other formed foot may not charge steady foot</source>
        <extracomment>kgcwo.json: chargeRules/foot-vs-steady-foot/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not restricted</source>
        <extracomment>kgcwo.json: chargeRules/anything-else/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules set no limit on this charge.</source>
        <extracomment>kgcwo.json: chargeRules/anything-else/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One card per unit and per commander (the scale of the game decides which), plus Reload, Fortune/Calamity and End of turn.</source>
        <extracomment>kgcwo.json: activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <extracomment>kgcwo.json: activation/cards/unit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit acts: move, manoeuvre, charge, fire, hold or rally.</source>
        <extracomment>kgcwo.json: activation/cards/unit/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander activates the units under him within his command radius.</source>
        <extracomment>kgcwo-1.0.0.json: activation/cards/commander/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <extracomment>kgcwo.json: activation/cards/reload/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every unit that has fired gets its first-shot bonus back without standing still.</source>
        <extracomment>kgcwo.json: activation/cards/reload/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortune/Calamity</source>
        <extracomment>kgcwo.json: activation/cards/fortune-calamity/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for a fate event; it applies to the next unit or commander activated.</source>
        <extracomment>kgcwo-1.0.0.json: activation/cards/fortune-calamity/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of turn</source>
        <extracomment>kgcwo.json: activation/cards/end-of-turn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All drawn cards go back and the deck is shuffled. Units on hold that have not acted lose their action.</source>
        <extracomment>kgcwo.json: activation/cards/end-of-turn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was on hold and never acted this turn, so the held action is lost</source>
        <extracomment>kgcwo-1.0.0.json: activation/endOfTurn/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>kgcwo.json: fields/nationality/choices/british</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portuguese</source>
        <extracomment>kgcwo.json: fields/nationality/choices/portuguese</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanish</source>
        <extracomment>kgcwo.json: fields/nationality/choices/spanish</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>kgcwo.json: fields/nationality/choices/french</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Austrian</source>
        <extracomment>kgcwo.json: fields/nationality/choices/austrian</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prussian</source>
        <extracomment>kgcwo.json: fields/nationality/choices/prussian</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Russian</source>
        <extracomment>kgcwo.json: fields/nationality/choices/russian</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <extracomment>kgcwo.json: fields/nationality/choices/other</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charger whose target evades</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules shake a charger that cannot reach its target. We read an evaded charge the same way; choose no if your group lets the charger stop unharmed.</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends shaken</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/choices/yes/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops unharmed</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/choices/no/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit with Charge orders declares its target and the distance between them. The charge rules say whether it may go; the target checks its nerve and chooses how to meet it; then the two fight it out, and the side that lost more bases checks morale again.</source>
        <extracomment>kgcwo.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches from the charger to its target when the charge is declared.</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge move</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/chargeMove/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far the charger may move on a charge; taken from the movement table unless entered.</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/chargeMove/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire range</source>
        <extracomment>kgcwo.json: procedures/charge/vars/fireRange/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The range the target&apos;s hurried volley is fired at.</source>
        <extracomment>kgcwo.json: procedures/charge/vars/fireRange/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evade move</source>
        <extracomment>kgcwo.json: procedures/charge/vars/evadeMove/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far the evading target ran.</source>
        <extracomment>kgcwo.json: procedures/charge/vars/evadeMove/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge refused</source>
        <extracomment>kgcwo.json: procedures/charge/endings/refused/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge rules forbid it, or the horsemen failed their check to charge.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/refused/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fell short</source>
        <extracomment>kgcwo.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target was beyond the charge move: the charger moves its full distance and is shaken.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halted by fire</source>
        <extracomment>kgcwo.json: procedures/charge/endings/halted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The volley stopped the charge at the range it was fired from; the charger is not shaken.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/halted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repulsed by the square</source>
        <extracomment>kgcwo.json: procedures/charge/endings/repulsed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The square formed and the horsemen would not ride into it.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/repulsed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target evaded</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evaded/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target got away and the charge found nothing to hit.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evaded/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evader caught</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evader-caught/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger still had the move to reach the fleeing unit, which is destroyed.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evader-caught/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charger won the melee</source>
        <extracomment>kgcwo.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender lost more bases than the charger.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/charger-won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender won the melee</source>
        <extracomment>kgcwo.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger lost more bases than the defender.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/defender-won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee drawn</source>
        <extracomment>kgcwo.json: procedures/charge/endings/drawn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides lost as many bases: neither has lost the melee.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May it charge?</source>
        <extracomment>kgcwo.json: procedures/charge/before/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can it reach?</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charge that does not reach its target ends its full move shaken.</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/then/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Falls short</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that is charged checks its nerve before it answers.</source>
        <extracomment>kgcwo.json: procedures/charge/before/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the charge where it stands.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand and fire</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand-and-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A volley at the charger as it comes in; the dice say how close it has come by then.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand-and-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range of the volley</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand-and-fire/steps/0/onOutcome/fires/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed foot tries to form square; only while the charger is more than half its charge move away.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/form-square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse facing a steady square must check before it rides in.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/form-square/steps/0/onPass/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady horse, skirmishers and gun crews may run for their own base line; they end shaken (routed if already shaken).</source>
        <extracomment>kgcwo-1.0.0.json: procedures/charge/responses/evade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is the evader caught?</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/then/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caught by the charge: destroyed.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/then/1/then/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caught</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/then/1/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge finds nothing</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/then/1/else/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady horse rides out to meet the charge if it passes a check; otherwise it is caught at the halt.</source>
        <extracomment>kgcwo-1.0.0.json: procedures/charge/responses/counter-charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side that lost more bases checks morale.</source>
        <extracomment>kgcwo.json: procedures/charge/after/1/melee/decided/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victorious horse that wants to hold back must pass a check; the umpire skips it when the horse follows up anyway.</source>
        <extracomment>kgcwo.json: procedures/charge/after/1/melee/decided/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides roll their melee dice at once, each set up as it stood before the clash.</source>
        <extracomment>kgcwo.json: procedures/charge/after/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In melee</source>
        <extracomment>kgcwo.json: fields/in-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>kgcwo.json: fields/in-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still in melee</source>
        <extracomment>kgcwo.json: procedures/charge/after/1/melee/drawn/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue melee</source>
        <extracomment>kgcwo.json: procedures/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>kgcwo.json: procedures/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won the melee</source>
        <extracomment>kgcwo.json: procedures/melee/endings/won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>kgcwo.json: procedures/melee/endings/won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit it fights won this round.</source>
        <extracomment>kgcwo.json: procedures/melee/endings/lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side won: the melee goes on next turn.</source>
        <extracomment>kgcwo.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight on</source>
        <extracomment>kgcwo.json: procedures/melee/responses/fight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>kgcwo.json: procedures/melee/responses/fight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The melee is over</source>
        <extracomment>kgcwo.json: procedures/charge/after/1/melee/decided/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits received</source>
        <extracomment>kgcwo.json: triggers/received-hits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each hit from fire or melee is saved (or not) with a morale check as part of the same attack, one check per hit, so the attack itself asks for them.</source>
        <extracomment>kgcwo.json: triggers/received-hits/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds received</source>
        <extracomment>kgcwo.json: triggers/received-wounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attack that turned any hit into a casualty asks for one more check for the wounds, after its saves; it follows from the attack, so nothing is owed apart from it.</source>
        <extracomment>kgcwo.json: triggers/received-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds after saves taken later</source>
        <extracomment>kgcwo.json: triggers/wounds-after-owed-saves/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the players apply an attack before rolling its saves, the saves are owed one by one; the first of them that becomes a casualty (rolled with the attack or later) owes the single check for wounds the whole attack calls for, taken after the saves still owed. Under one check per casualty each failed save brings its own check, so this owes nothing.</source>
        <extracomment>kgcwo.json: triggers/wounds-after-owed-saves/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The melee works out which side lost more and has it check at once, as a step of the charge or the melee.</source>
        <extracomment>kgcwo.json: triggers/lost-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receiving a charge</source>
        <extracomment>kgcwo.json: triggers/received-charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit charged checks as a step of the charge, before its response plays out.</source>
        <extracomment>kgcwo.json: triggers/received-charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charger hit while closing</source>
        <extracomment>kgcwo.json: triggers/charger-under-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stand-and-fire volley that hits makes the charger check as part of that volley.</source>
        <extracomment>kgcwo.json: triggers/charger-under-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry holding back after a win</source>
        <extracomment>kgcwo.json: triggers/cavalry-holding-back/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse that won and would rather not follow up checks as a step of the melee&apos;s end.</source>
        <extracomment>kgcwo.json: triggers/cavalry-holding-back/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card says roll a D10 for Fortune or Calamity, but the fate table is numbered 11-66. We roll a D66 after the D10 (the D10 only names it), and the result waits for the next unit of its kind activated. Alternatively the next card drawn picks the tens by its kind (a die when it is no unit&apos;s) and a D6 the units.</source>
        <extracomment>kgcwo.json: options/fate-reading/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse shaken by the charge it receives</source>
        <extracomment>kgcwo.json: options/shaken-horse-response/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only steady horse may counter-charge or evade, and the check on being charged comes before the answer is carried out. We read a horse that fails that check as no longer steady: it stands instead of the answer chosen. Choose &apos;keeps its answer&apos; if your group lets an answer declared while steady go ahead.</source>
        <extracomment>kgcwo.json: options/shaken-horse-response/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands instead</source>
        <extracomment>kgcwo.json: options/shaken-horse-response/choices/stands/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps its answer</source>
        <extracomment>kgcwo.json: options/shaken-horse-response/choices/as-chosen/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holding its activation for later this turn; lost if End of turn comes first.</source>
        <extracomment>kgcwo.json: fields/hold/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations it must still miss (fate: a spooked horse, a wounded commander); one is counted off each time its card comes up.</source>
        <extracomment>kgcwo.json: fields/missed-turns/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards the unit has in the deck each turn: fate 41 lets it act twice, from the next shuffle on.</source>
        <extracomment>kgcwo.json: fields/activations/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A limbered battery cannot fire: unlimber it first.</source>
        <extracomment>kgcwo.json: tests/fire/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commanders do not fire.</source>
        <extracomment>kgcwo.json: tests/fire/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a shaken or routed unit rallies; a steady one has nothing to recover.</source>
        <extracomment>kgcwo.json: tests/rally/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only foot can form square; batteries, horse and commanders cannot.</source>
        <extracomment>kgcwo.json: tests/form-square/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six groups of six events: commanders-in-chief, divisional and brigade commanders, foot, horse, guns and the battlefield. Commanders&apos; events wait for the right one: the first group for a side&apos;s commander-in-chief as things stand, the second for any commander under him.</source>
        <extracomment>kgcwo-1.2.0.json: tables/fate/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns until his replacement arrives.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only formed infantry not yet in square, and only while the chargers are more than half their charge move away.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/form-square/notOffered</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady horse, skirmishers and gun crews may run for their own base line; they end shaken (routed if already shaken). Horse shaken by its check on being charged stands instead.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still steady?</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No longer steady: it waits for the charge where it stands.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/else/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only steady horse may do this: shaken by its check on being charged, it stands.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/else/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady horse rides out to meet the charge if it passes a check; otherwise it is caught at the halt, as it is when its check on being charged has shaken it.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/counter-charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for a fate event; it applies to the next unit activated of the kind it names (a horse result to horse, a commander&apos;s to a commander); battlefield events apply at once.</source>
        <extracomment>kgcwo-1.1.0.json: activation/cards/fortune-calamity/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was on hold and was not called on before the end of the turn, so the held action is lost</source>
        <extracomment>kgcwo.json: activation/endOfTurn/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misses this activation (one turn fewer still to miss)</source>
        <extracomment>kgcwo.json: activation/onActivation/4/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold</source>
        <extracomment>kgcwo.json: orders/hold/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit keeps its activation for later this turn; calling on it then takes a morale check, and End of turn coming first loses it. Held out of contact and out of fire, it also gets its first-shot bonus back.</source>
        <extracomment>kgcwo.json: orders/hold/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In contact with the enemy or under ranged attack?</source>
        <extracomment>kgcwo.json: orders/hold/asks/engaged/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is already on hold.</source>
        <extracomment>kgcwo.json: orders/hold/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold is an order for units, not commanders.</source>
        <extracomment>kgcwo.json: orders/hold/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holding out of contact and out of fire, it gets its first-shot bonus back.</source>
        <extracomment>kgcwo.json: orders/hold/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit acts only when its card comes up (at brigade scale, its commander&apos;s).</source>
        <extracomment>kgcwo.json: activation/acting/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismounted</source>
        <extracomment>kgcwo.json: fields/dismounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horsemen fighting on foot. Horse that is not dismounted fires mounted, at -2.</source>
        <extracomment>kgcwo.json: fields/dismounted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charged into this melee</source>
        <extracomment>kgcwo.json: fields/charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit charged into the melee it is fighting, so it is the attacker: its formation&apos;s melee modifiers and the lancers&apos; first round count for it. A charge that reaches its target sets it; the melee&apos;s end clears it.</source>
        <extracomment>kgcwo.json: fields/charging/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee rounds fought</source>
        <extracomment>kgcwo.json: fields/melee-rounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds of its present melee already fought: lancers strike hardest in the first. A drawn round adds one; the melee&apos;s end clears it.</source>
        <extracomment>kgcwo.json: fields/melee-rounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance to its commander</source>
        <extracomment>kgcwo.json: fields/command-distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than 8&quot; from its commander (the distance last measured, on the unit&apos;s sheet) and not within 4&quot; of a friend that is in command.</source>
        <extracomment>kgcwo.json: modifierSets/morale/out-of-command/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within 4&quot; of a friend in command</source>
        <extracomment>kgcwo.json: modifierSets/morale/near-friend-in-command/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit more than 8&quot; from its commander is still in command within 4&quot; of a friend that is: only the table shows where the friends stand.</source>
        <extracomment>kgcwo.json: modifierSets/morale/near-friend-in-command/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy unit within 6&quot; of its flank or rear and no friends near (never inside a built-up area): only the table shows it.</source>
        <extracomment>kgcwo.json: modifierSets/morale/exposed-flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick when the firers rest their weapons on a wall, a hedge or the like: only the table shows it.</source>
        <extracomment>kgcwo.json: modifierSets/fire/rested/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>kgcwo.json: modifierSets/fire/range/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance measured gives the band of the weapon&apos;s ranges: guns at 6&quot; or less fire canister (+2); beyond standard range is long range (-1); past long range the target cannot be fired at. Rifle-armed foot (not smoothbore) shoot to the rifled musket&apos;s ranges.</source>
        <extracomment>kgcwo.json: modifierSets/fire/range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard range</source>
        <extracomment>kgcwo.json: modifierSets/fire/range/choices/standard/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firing along the length of the target&apos;s line: only the table shows the angle.</source>
        <extracomment>kgcwo.json: modifierSets/fire/enfilade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lobbing shells at a target the crew cannot see: only the table shows the line of sight.</source>
        <extracomment>kgcwo.json: modifierSets/fire/howitzer-indirect/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horsemen firing from the saddle: every horse unit that is not dismounted.</source>
        <extracomment>kgcwo.json: modifierSets/fire/firing-mounted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium shot batters down soft defences: counted whenever the target is in cover.</source>
        <extracomment>kgcwo.json: modifierSets/fire/medium-gun-at-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy shot smashes defences: counted whenever the target is in cover (for a howitzer, in a built-up area).</source>
        <extracomment>kgcwo.json: modifierSets/fire/heavy-gun-at-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the defender&apos;s dice, when it holds cover: only the table shows it.</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the attacker&apos;s dice, when it struck a formed unit&apos;s flank or rear: only the table shows it.</source>
        <extracomment>kgcwo.json: modifierSets/melee/flank-or-rear/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A formed unit that charged skirmishers or gunners.</source>
        <extracomment>kgcwo.json: modifierSets/melee/formed-vs-loose/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the defender&apos;s dice, when it stands in rough ground: only the table shows it.</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-rough/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit charged in march column.</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-march-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit charged in attack column.</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-attack-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lancers strike hard in the first round of a melee they charged into.</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-charged/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the second round of a melee on, the lance is a hindrance.</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-later-rounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <extracomment>kgcwo.json: tests/fire/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches measured from the firers to the target: it gives the range band.</source>
        <extracomment>kgcwo.json: tests/fire/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The range the volley is fired at: the charge procedure gives it.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It charged home: the attacker in this melee.</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charges home</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side charged into a melee still going on.</source>
        <extracomment>kgcwo.json: procedures/charge/after/1/melee/decided/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a fate waits</source>
        <extracomment>kgcwo.json: options/fate-lapse/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules say only that a fate goes to the next unit activated. We keep each fate until a unit it is for is activated, across turns if need be; it lapses only when nobody left in play could take it. Some tables let a fate go back with the cards at the end of its turn instead.</source>
        <extracomment>kgcwo.json: options/fate-lapse/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until a unit it is for is activated</source>
        <extracomment>kgcwo.json: options/fate-lapse/choices/until-taken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until the end of the turn</source>
        <extracomment>kgcwo.json: options/fate-lapse/choices/end-of-turn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps running towards its base line each activation until rallied: its sheet offers the run first.</source>
        <extracomment>kgcwo.json: fields/evading/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move changed by fate</source>
        <extracomment>kgcwo.json: fields/move-bonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches added to every move, or taken off (fate 42 for the rest of the battle, fate 63 mud until the end of the turn).</source>
        <extracomment>kgcwo.json: fields/move-bonus/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 12: its commander-in-chief&apos;s speech makes it one morale grade better until the end of the turn.</source>
        <extracomment>kgcwo.json: fields/stirred/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 61: a heavy shower makes its fire one grade worse until the end of the turn.</source>
        <extracomment>kgcwo.json: fields/downpour/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 63: inches the mud takes off its moves this turn; they come back when the turn ends.</source>
        <extracomment>kgcwo.json: fields/mud/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 52: the battery may fire twice this turn, both times at the same target.</source>
        <extracomment>kgcwo.json: fields/spare-rounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 31: the unit may raise one rating of its choice a step for the rest of the battle (Raise a rating, on its sheet).</source>
        <extracomment>kgcwo.json: fields/fired-up/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 12: the commander-in-chief&apos;s speech makes the unit one morale grade better until the end of the turn (never above A).</source>
        <extracomment>kgcwo.json: modifierSets/morale/stirring-words/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 61: wet powder makes every unit&apos;s fire one grade worse until the end of the turn (never below E).</source>
        <extracomment>kgcwo.json: modifierSets/fire/downpour/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the unit&apos;s fire dice. Each die scoring 5 or more after modifiers is a hit; the target takes a morale check (a save) for each hit, and each failed save is a casualty. Firing puts a fired marker on the unit. A square fires one die at each target, in any direction, up to as many targets as it has fire dice: take the test once for each target.</source>
        <extracomment>kgcwo.json: tests/fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step better; a routed unit that rallies may re-form in any formation and facing. A unit that was evading stops running.</source>
        <extracomment>kgcwo.json: tests/rally/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallied, it stops running.</source>
        <extracomment>kgcwo.json: tests/rally/onPass/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evader runs on</source>
        <extracomment>kgcwo.json: tests/evade-run/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that evaded keeps running each time it is activated, until it is rallied or leaves the table: roll its evade dice (3D6 horse, 2D6 foot and crews) and move it that many inches straight towards its own base line. Off the table edge, it is out of the battle.</source>
        <extracomment>kgcwo.json: tests/evade-run/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a unit that evaded keeps running; this one is not evading.</source>
        <extracomment>kgcwo.json: tests/evade-run/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn as a card. A D10 names it Fortune (1-5) or Calamity (6-10); then a D66 on the fate table gives the event. Taken here or drawn as the card, the fate goes the same way: it waits for the next unit or commander of its kind to be activated (battlefield events hold at once).</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale test: the commander-in-chief leaves</source>
        <extracomment>kgcwo.json: tests/commander-leaves-check/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 16: every unit within 12&quot; of the commander-in-chief when he leaves the field tests its morale; fail and it drops a step.</source>
        <extracomment>kgcwo.json: tests/commander-leaves-check/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay or follow him off</source>
        <extracomment>kgcwo.json: tests/stay-or-follow/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 26: a divisional or brigade commander who has lost heart leaves the table, and each unit under him tests its morale: fail and it leaves with him; pass and it stays, under the next commander up.</source>
        <extracomment>kgcwo.json: tests/stay-or-follow/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stays</source>
        <extracomment>kgcwo.json: tests/stay-or-follow/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit stays in the battle.</source>
        <extracomment>kgcwo.json: tests/stay-or-follow/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves with him</source>
        <extracomment>kgcwo.json: tests/stay-or-follow/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit quits the field with its commander.</source>
        <extracomment>kgcwo.json: tests/stay-or-follow/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six groups of six events: commanders-in-chief, divisional and brigade commanders, foot, horse, guns and the battlefield. A fate waits for the next unit activated that it is for, every fate in the order rolled; commanders&apos; events wait for the right one: the first group for a side&apos;s commander-in-chief as things stand, the second for any commander under him. Battlefield events hold at once.</source>
        <extracomment>kgcwo.json: tables/fate/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One grade better for the rest of the battle.</source>
        <extracomment>kgcwo.json: tables/fate/rows/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every unit under him is one morale grade better until the turn ends.</source>
        <extracomment>kgcwo.json: tables/fate/rows/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken by a near miss he quits the field; every unit within 12&quot; of him tests its morale (Morale test: the commander-in-chief leaves). Those under him answer to nobody above.</source>
        <extracomment>kgcwo.json: tables/fate/rows/5/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every unit within 12&quot; of the commander-in-chief tests its morale now: Other test, Morale test: the commander-in-chief leaves.</source>
        <extracomment>kgcwo.json: tables/fate/rows/5/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every shaken or routed unit within 12&quot; rallies a step at once, whatever the enemy is doing. We take those within 12&quot; to be the units under him; the umpire puts right any that stood further off.</source>
        <extracomment>kgcwo.json: tables/fate/rows/7/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He leaves the table; each unit under him tests its morale and goes with him if it fails (Stay or follow him off, owed by each); the rest pass to the next commander up.</source>
        <extracomment>kgcwo.json: tables/fate/rows/11/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit drawn at random among the foot under the same commander raises any one rating a step for the rest of the game (Raise a rating, on its sheet).</source>
        <extracomment>kgcwo.json: tables/fate/rows/12/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A battery drawn at random among the guns under the same commander raises its fire rating a step for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/24/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downpour: every unit&apos;s fire is one grade worse until the end of the turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/30/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mud: every move is 2&quot; shorter until the end of the turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/32/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for a fate event; it waits for the next unit activated of the kind it names (a horse result for horse, a commander&apos;s for a commander), every fate in turn; battlefield events apply at once.</source>
        <extracomment>kgcwo.json: activation/cards/fortune-calamity/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mud dries with the turn: its moves are as long as before</source>
        <extracomment>kgcwo.json: activation/endOfTurn/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is evading: it runs on before anything else (Evader runs on, on its sheet)</source>
        <extracomment>kgcwo.json: activation/onActivation/5/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fates waiting</source>
        <extracomment>kgcwo.json: activation/waitingFates/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every fate rolled waits, in the order rolled, for the next unit or commander activated that it is for, and one activated takes every fate waiting for it. A battlefield event holds at once. A fate that nobody left in play could take lapses, and the journal says so. Where cards go to commanders, a commander&apos;s card activates the units under him (not when he misses his turn), and a fate for a kind of unit lands on one of those it is for, drawn at random.</source>
        <extracomment>kgcwo.json: activation/waitingFates/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise a rating</source>
        <extracomment>kgcwo.json: orders/raise-rating/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 31 lets the unit raise one rating of its choice a step for the rest of the battle: say which.</source>
        <extracomment>kgcwo.json: orders/raise-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise its fire rating?</source>
        <extracomment>kgcwo.json: orders/raise-rating/asks/fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise its melee rating?</source>
        <extracomment>kgcwo.json: orders/raise-rating/asks/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise its morale rating?</source>
        <extracomment>kgcwo.json: orders/raise-rating/asks/morale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a unit that fate 31 struck raises a rating.</source>
        <extracomment>kgcwo.json: orders/raise-rating/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say yes to one rating, and one only.</source>
        <extracomment>kgcwo.json: orders/raise-rating/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volley&apos;s range band</source>
        <extracomment>kgcwo.json: procedures/charge/vars/volleyReach/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reach of the range band the volley is fired in: its long or standard range, or canister.</source>
        <extracomment>kgcwo.json: procedures/charge/vars/volleyReach/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heeds no poor superior</source>
        <extracomment>kgcwo.json: fields/ignores-poor-superior/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 24: for the rest of the battle the commander acts only on his own card; where cards go to commanders, a poor commander&apos;s card over him no longer activates him.</source>
        <extracomment>kgcwo.json: fields/ignores-poor-superior/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A built-up area burns</source>
        <extracomment>kgcwo.json: fields/town-burning/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fate 66: turns the burning built-up area still burns (every unit carries the count). Units in it must leave; once it is out it gives no defence. One turn is counted off as each turn ends.</source>
        <extracomment>kgcwo.json: fields/town-burning/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning less than 45° in the open</source>
        <extracomment>kgcwo.json: manoeuvres/turn-under-45/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A manoeuvre order may turn the unit; a turn of less than 45° in open ground still leaves it half its move.</source>
        <extracomment>kgcwo.json: manoeuvres/turn-under-45/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half its move after the turn.</source>
        <extracomment>kgcwo.json: manoeuvres/turn-under-45/rates/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning 45° or more, or in rough ground</source>
        <extracomment>kgcwo.json: manoeuvres/turn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wider turn, or any turn off open ground, is all the unit does with its manoeuvre.</source>
        <extracomment>kgcwo.json: manoeuvres/turn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move after the turn.</source>
        <extracomment>kgcwo.json: manoeuvres/turn/rates/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the guns to the troops fired over</source>
        <extracomment>kgcwo.json: tests/fire/inputs/gunsToFriends/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the troops fired over to the target</source>
        <extracomment>kgcwo.json: tests/fire/inputs/friendsToTarget/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line of fire</source>
        <extracomment>kgcwo.json: tests/fire/modifiers/line-of-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What stands between the firers and the target, as the table shows it. Skirmishers do not block a shot, but canister fired through them splits its dice between them and the unit behind (the odd die to the skirmishers, who are nearer); formed troops block it; guns on a hill may fire over their own troops when those troops are nearer the guns than the enemy is to them.</source>
        <extracomment>kgcwo.json: tests/fire/modifiers/line-of-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past skirmishers in the way</source>
        <extracomment>kgcwo.json: tests/fire/modifiers/line-of-fire/choices/past-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canister: only half the dice (rounded down) reach this target; take the test again at the skirmishers with the rest.</source>
        <extracomment>kgcwo.json: tests/fire/modifiers/line-of-fire/choices/past-skirmishers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At skirmishers screening another unit</source>
        <extracomment>kgcwo.json: tests/fire/modifiers/line-of-fire/choices/skirmish-screen/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canister: half the dice (rounded up) strike the skirmishers; take the test again at the unit behind with the rest.</source>
        <extracomment>kgcwo.json: tests/fire/modifiers/line-of-fire/choices/skirmish-screen/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed troops in the way</source>
        <extracomment>kgcwo.json: tests/fire/modifiers/line-of-fire/choices/formed-in-the-way/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed troops block the shot: it cannot be fired.</source>
        <extracomment>kgcwo.json: tests/fire/modifiers/line-of-fire/choices/formed-in-the-way/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over own troops, guns on a hill</source>
        <extracomment>kgcwo.json: tests/fire/modifiers/line-of-fire/choices/over-own-troops/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter both distances: the troops fired over must be nearer the guns than the enemy is to them.</source>
        <extracomment>kgcwo.json: tests/fire/modifiers/line-of-fire/choices/over-own-troops/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed troops block the line of fire: only skirmishers may be fired through.</source>
        <extracomment>kgcwo.json: tests/fire/requires/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only artillery on a hill fires over its own troops.</source>
        <extracomment>kgcwo.json: tests/fire/requires/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guns fire over their own troops only when those troops stand nearer the guns than the enemy stands to them: enter both distances.</source>
        <extracomment>kgcwo.json: tests/fire/requires/4/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From now on a poor superior&apos;s card does not activate him.</source>
        <extracomment>kgcwo.json: tables/fate/rows/9/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides roll a D6; the higher looks at the next six cards and puts them in any order (the app offers it: reorder them before the next card is drawn).</source>
        <extracomment>kgcwo.json: tables/fate/rows/34/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A built-up area is ablaze: every unit in it must leave.</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fire in the built-up area burns a turn less (at 0 it is out and the ruins give no defence)</source>
        <extracomment>kgcwo.json: activation/endOfTurn/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked once guns on a hill fire over their own troops: inches from the guns to those troops.</source>
        <extracomment>kgcwo.json: tests/fire/inputs/gunsToFriends/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked once guns on a hill fire over their own troops: inches from those troops to the enemy.</source>
        <extracomment>kgcwo.json: tests/fire/inputs/friendsToTarget/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the morale table reads the morale rating</source>
        <extracomment>kgcwo.json: modifierSets/morale/morale-rating/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the morale table reads the melee rating, as printed</source>
        <extracomment>kgcwo.json: modifierSets/morale/melee-rating-as-printed/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit is shaken, or routed and counted as shaken</source>
        <extracomment>kgcwo.json: modifierSets/morale/shaken/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n casualties</source>
        <extracomment>kgcwo.json: modifierSets/morale/own-casualties/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one casualty</source>
        <extracomment>kgcwo.json: modifierSets/morale/own-casualties/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of its commander&apos;s reach, with no friend in command close by</source>
        <extracomment>kgcwo.json: modifierSets/morale/out-of-command/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stirring words steady a unit rated below A</source>
        <extracomment>kgcwo.json: modifierSets/morale/stirring-words/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit has not fired yet</source>
        <extracomment>kgcwo.json: modifierSets/fire/first-shot/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smoothbore muskets or carbines</source>
        <extracomment>kgcwo.json: modifierSets/fire/smoothbore/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target is skirmishers or a battery</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-skirmishers-or-guns/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cavalry fires from the saddle</source>
        <extracomment>kgcwo.json: modifierSets/fire/firing-mounted/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a medium gun against a target in cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/medium-gun-at-cover/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a heavy gun or howitzer against a target in cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/heavy-gun-at-cover/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the downpour soaks the powder</source>
        <extracomment>kgcwo.json: modifierSets/fire/downpour/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a formed unit that charged, against skirmishers or gun crews</source>
        <extracomment>kgcwo.json: modifierSets/melee/formed-vs-loose/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>horse against foot not in square</source>
        <extracomment>kgcwo.json: modifierSets/melee/cavalry-vs-infantry/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charged in march column</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-march-column/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charged in attack column</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-attack-column/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lancers in the first round of their charge</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-charged/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lancers after the first round</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-later-rounds/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the enemy wears armour</source>
        <extracomment>kgcwo.json: modifierSets/melee/vs-armoured/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n inches</source>
        <extracomment>kgcwo.json: tests/evade/resultWords</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one inch</source>
        <extracomment>kgcwo.json: tests/evade/resultWordsOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direction %n</source>
        <extracomment>kgcwo.json: tests/rocket-leg/resultWords</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a Rally order rules out</source>
        <extracomment>kgcwo.json: options/rally-order/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules forbid any other movement on the card a unit rallies, pass or fail, and say nothing of firing. We read Rally as the card&apos;s one order, so the unit neither moves nor fires nor charges; the other reading bars its movement only.</source>
        <extracomment>kgcwo.json: options/rally-order/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole card: no move, fire or charge</source>
        <extracomment>kgcwo.json: options/rally-order/choices/whole-card/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement only: it may still fire</source>
        <extracomment>kgcwo.json: options/rally-order/choices/movement-only/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches of move used</source>
        <extracomment>kgcwo.json: fields/move-used/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches of its move the unit has used on this card, counted in open ground (rough ground at its own rate, a change of formation its share, a turn of 45° or more all of it). It may stop and go on, but no further than its move in all. Cleared when its next card comes and when the turn ends.</source>
        <extracomment>kgcwo.json: fields/move-used/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shots on this card</source>
        <extracomment>kgcwo.json: fields/card-shots/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times the unit has fired on this card: once for a unit, one die at each target for a square, up to its fire dice. Cleared when its next card comes.</source>
        <extracomment>kgcwo.json: fields/card-shots/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charged on this card</source>
        <extracomment>kgcwo.json: fields/card-charged/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was given Charge orders on this card: the charge was its move. Cleared when its next card comes.</source>
        <extracomment>kgcwo.json: fields/card-charged/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallied on this card</source>
        <extracomment>kgcwo.json: fields/card-rallied/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was given a Rally order on this card, passed or failed: it may not move again on this card. Cleared when its next card comes.</source>
        <extracomment>kgcwo.json: fields/card-rallied/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has fired on this card already: a unit fires once each time it is activated (a square one die at each target, no more dice than it has).</source>
        <extracomment>kgcwo.json: tests/fire/requires/5/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It took a Rally order on this card: that was its order, pass or fail.</source>
        <extracomment>kgcwo.json: tests/fire/requires/6/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has already moved, charged or fired on this card: a Rally is the card&apos;s whole order.</source>
        <extracomment>kgcwo.json: tests/rally/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its order on this card was Rally: it moves no more on this card.</source>
        <extracomment>kgcwo.json: tests/rally/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge orders</source>
        <extracomment>kgcwo.json: procedures/charge/before/3/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge orders are its order on this card: it makes no other move.</source>
        <extracomment>kgcwo.json: procedures/charge/before/3/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is locked in a melee that goes on: it fights the next round (Continue melee) and may not move off or charge elsewhere.</source>
        <extracomment>kgcwo.json: procedures/charge/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has moved on this card: a charge is the card&apos;s move (one that falls short makes the full move), so it comes instead of moving, not after.</source>
        <extracomment>kgcwo.json: procedures/charge/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has charged on this card already.</source>
        <extracomment>kgcwo.json: procedures/charge/requires/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new card: its whole move again</source>
        <extracomment>kgcwo.json: activation/onActivation/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new card: it may fire again</source>
        <extracomment>kgcwo.json: activation/onActivation/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new card: its charge is behind it</source>
        <extracomment>kgcwo.json: activation/onActivation/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new card: its rally is behind it</source>
        <extracomment>kgcwo.json: activation/onActivation/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On its card a unit takes one order. Moving, it goes no further than its move in all, wheels and changes of formation included: it may stop and go on, each part taking what is left. A Rally order, a charge or a melee still going on leave it no move.</source>
        <extracomment>kgcwo.json: moving/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It took a Rally order on this card: no other movement, whether the rally passed or failed.</source>
        <extracomment>kgcwo.json: moving/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It charged on this card: the charge was its move (one that fell short made its full move).</source>
        <extracomment>kgcwo.json: moving/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its charge, though it fell short, was its order on this card: it makes no other move.</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/then/0/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches from the unit to its commander, as last measured on the table (enter it when either moves). More than 8&quot; and the unit is out of command, unless it is within 4&quot; of a friend that is in command. Where cards go to commanders, his card does not activate it beyond his command radius (12&quot;, 24&quot; or 48&quot; by his rating).</source>
        <extracomment>kgcwo.json: fields/command-distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander activates the units under him within his command radius. Where cards go to commanders, the units under him are activated with him, except those beyond his radius by the distance to their commander on their sheets (and, for a commander struck by fate 24, all of them if his superior is poor).</source>
        <extracomment>kgcwo.json: activation/cards/commander/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within his command radius (12&quot;, 24&quot; or 48&quot; by his rating), by the distance to its commander on its sheet</source>
        <extracomment>kgcwo.json: activation/cards/commander/activatesCommanded/all/2/says</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ruleset:nap-igougo</name>
    <message>
        <source>Napoleonic player-turn rules (001)</source>
        <extracomment>nap-igougo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battalion and brigade scale rules with player turns: initiative, orders and staff work, a fire points table, charge and reaction tests and opposed melee. No automatic pass or fail on natural rolls.</source>
        <extracomment>nap-igougo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice for order activation</source>
        <extracomment>nap-igougo.json: options/order-dice/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table gives staff numbers 6 to 14 but not the dice. We roll 2D10 (Incompetent staff then succeed about a quarter of the time); the alternative rolls 1D10 and keeps the total from turn to turn.</source>
        <extracomment>nap-igougo.json: options/order-dice/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2D10</source>
        <extracomment>nap-igougo.json: options/order-dice/choices/2d10/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1D10, carried over</source>
        <extracomment>nap-igougo.json: options/order-dice/choices/1d10-carried/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire table, 41-45 points, a roll of 0</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printed row skips a modified 0. We read it as no hits; the other reading gives one, like the next row.</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hits</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/choices/no-hits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One hit</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/choices/one-hit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than 50 fire points</source>
        <extracomment>nap-igougo.json: options/over-50-points/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We split such fire into several resolutions (60 = 50 + 10); the other reading uses the 46-50 row.</source>
        <extracomment>nap-igougo.json: options/over-50-points/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the fire</source>
        <extracomment>nap-igougo.json: options/over-50-points/choices/split/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the 46-50 row</source>
        <extracomment>nap-igougo.json: options/over-50-points/choices/cap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading &apos;Column/Square +1/+2&apos;</source>
        <extracomment>nap-igougo.json: options/column-square-reading/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We read it as +1 against a column and +2 against a square; the other reading is +1 against musketry and +2 against artillery for either.</source>
        <extracomment>nap-igougo.json: options/column-square-reading/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column +1, square +2</source>
        <extracomment>nap-igougo.json: options/column-square-reading/choices/by-formation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Musketry +1, artillery +2</source>
        <extracomment>nap-igougo.json: options/column-square-reading/choices/by-weapon/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who gets +6 when infantry fight a square</source>
        <extracomment>nap-igougo.json: options/square-plus-six/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We give it to the infantry attacking the square (squares are weak against foot); the other reading gives it to the square.</source>
        <extracomment>nap-igougo.json: options/square-plus-six/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker</source>
        <extracomment>nap-igougo.json: options/square-plus-six/choices/attacker/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The square</source>
        <extracomment>nap-igougo.json: options/square-plus-six/choices/square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troop quality</source>
        <extracomment>nap-igougo.json: ladders/troop/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One grade sets a unit&apos;s fire modifier and its charge, melee and morale numbers.</source>
        <extracomment>nap-igougo.json: ladders/troop/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Old Guard</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/old-guard/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Superior</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/superior/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excellent</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/excellent/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/good/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/fair/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poor</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/poor/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader rating</source>
        <extracomment>nap-igougo.json: ladders/leader/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <extracomment>nap-igougo.json: ladders/leader/steps/average/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff rating</source>
        <extracomment>nap-igougo.json: ladders/staff/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds to initiative and sets the number a pending order must reach.</source>
        <extracomment>nap-igougo.json: ladders/staff/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Superb</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/superb/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Professional</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/professional/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Competent</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/competent/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inefficient</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/inefficient/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incompetent</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/incompetent/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale state</source>
        <extracomment>nap-igougo.json: ladders/morale-state/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>nap-igougo.json: ladders/morale-state/steps/normal/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken</source>
        <extracomment>nap-igougo.json: ladders/morale-state/steps/shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed</source>
        <extracomment>nap-igougo.json: ladders/morale-state/steps/routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>nap-igougo.json: formations/line/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Company column</source>
        <extracomment>nap-igougo.json: formations/company-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack column</source>
        <extracomment>nap-igougo.json: formations/attack-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish</source>
        <extracomment>nap-igougo.json: formations/skirmish/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square</source>
        <extracomment>nap-igougo.json: formations/square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A square that moves becomes disordered.</source>
        <extracomment>nap-igougo.json: formations/square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limbered</source>
        <extracomment>nap-igougo.json: formations/limbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prolonge</source>
        <extracomment>nap-igougo.json: formations/prolonge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guns moved by rope while still able to fire.</source>
        <extracomment>nap-igougo.json: formations/prolonge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <extracomment>nap-igougo.json: formations/unlimbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounted</source>
        <extracomment>nap-igougo.json: formations/mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry battalion</source>
        <extracomment>nap-igougo.json: unitTypes/infantry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untrained (militia) infantry moving over 2&quot; in line become disordered.</source>
        <extracomment>nap-igougo.json: unitTypes/infantry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light cavalry</source>
        <extracomment>nap-igougo.json: unitTypes/light-cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other cavalry</source>
        <extracomment>nap-igougo.json: unitTypes/cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot battery, under 6 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-light/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot battery, 6 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-6/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot battery, 8-9 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-8/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot battery, 12 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-12/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foot battery, over 12 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-heavy/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horse battery (6 pdr)</source>
        <extracomment>nap-igougo.json: unitTypes/horse-artillery/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry brigade commander</source>
        <extracomment>nap-igougo.json: unitTypes/cavalry-brigade-commander/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Division commander</source>
        <extracomment>nap-igougo.json: unitTypes/division-commander/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corps commander</source>
        <extracomment>nap-igougo.json: unitTypes/corps-commander/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army commander</source>
        <extracomment>nap-igougo.json: unitTypes/army-commander/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nationality</source>
        <extracomment>nap-igougo.json: fields/nationality/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disordered</source>
        <extracomment>nap-igougo.json: fields/disordered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting strength</source>
        <extracomment>nap-igougo.json: fields/strength/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands or figures at the start, for casualty percentages.</source>
        <extracomment>nap-igougo.json: fields/strength/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties</source>
        <extracomment>nap-igougo.json: fields/casualties/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits this turn</source>
        <extracomment>nap-igougo.json: fields/hits-this-turn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formation</source>
        <extracomment>nap-igougo.json: fields/formation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved this turn</source>
        <extracomment>nap-igougo-1.0.0.json: fields/moved/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set when the unit moves in its side&apos;s movement phase; cleared at the end of the turn.</source>
        <extracomment>nap-igougo-1.0.0.json: fields/moved/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fired this phase</source>
        <extracomment>nap-igougo.json: fields/fired/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battery fires so far</source>
        <extracomment>nap-igougo.json: fields/shots-fired/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the first and second fire bonuses.</source>
        <extracomment>nap-igougo.json: fields/shots-fired/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached leader</source>
        <extracomment>nap-igougo.json: fields/attached-leader/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untrained</source>
        <extracomment>nap-igougo.json: fields/untrained/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impetuous</source>
        <extracomment>nap-igougo.json: fields/impetuous/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>National bonus</source>
        <extracomment>nap-igougo.json: fields/national-bonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organic skirmishers</source>
        <extracomment>nap-igougo.json: fields/organic-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish screen</source>
        <extracomment>nap-igougo.json: fields/skirmish-screen/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuirassiers</source>
        <extracomment>nap-igougo.json: fields/cuirassier/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lancers</source>
        <extracomment>nap-igougo.json: fields/lancers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sappers</source>
        <extracomment>nap-igougo.json: fields/sappers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In command</source>
        <extracomment>nap-igougo-1.0.0.json: fields/in-command/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader attached to a unit</source>
        <extracomment>nap-igougo.json: fields/leader-attached/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untrained line moves too far</source>
        <extracomment>nap-igougo.json: afterMove/untrained-line/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untrained (militia) infantry in line that moves over 2&quot; becomes disordered.</source>
        <extracomment>nap-igougo.json: afterMove/untrained-line/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A square moves</source>
        <extracomment>nap-igougo.json: afterMove/square-moves/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any square that moves becomes disordered.</source>
        <extracomment>nap-igougo.json: afterMove/square-moves/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>nap-igougo.json: movementColumns/move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance the unit may move in this formation.</source>
        <extracomment>nap-igougo.json: movementColumns/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <extracomment>nap-igougo.json: movementColumns/charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charge covers the move allowance plus the charge bonus dice.</source>
        <extracomment>nap-igougo.json: movementColumns/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poor ground</source>
        <extracomment>nap-igougo.json: terrain/poor-ground/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed units at half speed; changing formation here disorders.</source>
        <extracomment>nap-igougo.json: terrain/poor-ground/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light woods</source>
        <extracomment>nap-igougo.json: terrain/light-woods/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium woods</source>
        <extracomment>nap-igougo.json: terrain/medium-woods/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed units at half speed; cavalry may not enter.</source>
        <extracomment>nap-igougo.json: terrain/medium-woods/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy woods</source>
        <extracomment>nap-igougo.json: terrain/heavy-woods/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formed units may not enter.</source>
        <extracomment>nap-igougo.json: terrain/heavy-woods/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up a contour</source>
        <extracomment>nap-igougo.json: terrain/contour/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stream or ditch</source>
        <extracomment>nap-igougo.json: terrain/stream/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May disorder a unit if wide or deep; raise the cost for bigger obstacles.</source>
        <extracomment>nap-igougo.json: terrain/stream/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River</source>
        <extracomment>nap-igougo.json: terrain/river/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge</source>
        <extracomment>nap-igougo.json: terrain/bridge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossed only in company column or skirmish order.</source>
        <extracomment>nap-igougo-1.0.0.json: terrain/bridge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stone wall or redoubt</source>
        <extracomment>nap-igougo.json: terrain/stone-wall/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wooden fence</source>
        <extracomment>nap-igougo.json: terrain/wooden-fence/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hedge</source>
        <extracomment>nap-igougo.json: terrain/hedge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Musket</source>
        <extracomment>nap-igougo.json: weapons/musket/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a 45° arc.</source>
        <extracomment>nap-igougo-1.0.0.json: weapons/musket/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rifle</source>
        <extracomment>nap-igougo.json: weapons/rifle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery</source>
        <extracomment>nap-igougo.json: weapons/artillery/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a 30° arc.</source>
        <extracomment>nap-igougo.json: weapons/artillery/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery in melee</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/artillery/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gunners fight badly hand to hand.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/artillery/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armoured heavy horse.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/cuirassier/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+2 if Excellent, +1 if Good.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/leader/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against a routed enemy</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender in cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charged unit holds cover.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/choices/light/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/choices/medium/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/choices/heavy/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sappers against cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/sappers-vs-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineers storming a defended position.</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/sappers-vs-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacking the flank</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry attacking a square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A square is weak against other foot.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square against infantry (other reading)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/square-vs-inf/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the other way, the +6 goes to the square.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/square-vs-inf/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disordered (infantry melee)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-disorder/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker&apos;s horses heavier</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-heavier/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender&apos;s horses heavier</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-heavier/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker overlaps</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-overlap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 for each overlapping stand or squadron.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-overlap/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender overlaps</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-overlap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disordered (cavalry melee)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/cav-disorder/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lancers against infantry</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/lancers-vs-inf/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry against a square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry against a disordered square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-disordered-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry against an anchored line</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-anchored-line/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The infantry&apos;s flanks rest on obstacles.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-anchored-line/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disordered (cavalry against infantry)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mixed-disorder/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whichever side is disordered.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mixed-disorder/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker uphill</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/attacker-uphill/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side higher up the slope gets +1.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/attacker-uphill/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender uphill</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/defender-uphill/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry charging</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/inf-charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in a breakthrough melee.</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-charge/inf-charging/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry charging</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/cav-charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative</source>
        <extracomment>nap-igougo.json: tests/initiative/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side rolls a D10 and adds its commander&apos;s leader and staff ratings and the situation; the higher has the initiative and chooses who goes first. Ties are rolled again.</source>
        <extracomment>nap-igougo.json: tests/initiative/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprise</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/surprise/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This side has surprise.</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/surprise/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Momentum</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/momentum/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This side has momentum.</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/momentum/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy has surprise</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/enemy-surprise/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy has momentum</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/enemy-momentum/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This side has the initiative</source>
        <extracomment>nap-igougo-1.0.0.json: tests/initiative/bands/actor-wins/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie: roll again</source>
        <extracomment>nap-igougo.json: tests/initiative/bands/tie/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side has the initiative</source>
        <extracomment>nap-igougo-1.0.0.json: tests/initiative/bands/target-wins/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order activation</source>
        <extracomment>nap-igougo.json: tests/order-activation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pending order takes effect when the roll plus the leader&apos;s rating (-1 if he is attached to a unit) reaches the staff number (Superb 6 up to Incompetent 14). The rules do not name the dice: we roll 2D10; an option rolls 1D10 and carries the total over to the next turn.</source>
        <extracomment>nap-igougo-1.0.0.json: tests/order-activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total carried from earlier turns</source>
        <extracomment>nap-igougo.json: tests/order-activation/inputs/carried/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only with the 1D10 option.</source>
        <extracomment>nap-igougo.json: tests/order-activation/inputs/carried/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader attached</source>
        <extracomment>nap-igougo.json: tests/order-activation/modifiers/leader-attached/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The commander is with a unit rather than his staff.</source>
        <extracomment>nap-igougo.json: tests/order-activation/modifiers/leader-attached/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order activates</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/activates/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still pending</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/pending/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll again in the next order segment.</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/pending/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Musketry</source>
        <extracomment>nap-igougo.json: tests/musketry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front-rank stands give fire points (British 3, others 2, each 1 more with enfilade; infantry skirmishers 2, mounted skirmishers 1). The points pick the row of the fire combat table; a D10 plus modifiers picks the column, which is the number of hits.</source>
        <extracomment>nap-igougo.json: tests/musketry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front-rank stands firing</source>
        <extracomment>nap-igougo.json: tests/musketry/inputs/frontStands/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enfilade</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/enfilade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firing along the target&apos;s line: one more fire point per stand for formed infantry (the row changes, not the roll).</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/enfilade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target in cover</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover shields the target from musketry.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target is unlimbered artillery</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-unlimbered-guns/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployed guns present a small target.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-unlimbered-guns/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target in column</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deep column is easy to hit.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target in square</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A square is the easiest target of all.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target in column or square</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column-or-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the other way: +1 against musketry, +2 against artillery.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column-or-square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target has organic skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-organic-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its own light troops screen it.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-organic-skirmishers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target is skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scattered skirmishers are hard to hit.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-skirmishers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target is French or British skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-fr-br-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best skirmishers are harder still.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-fr-br-skirmishers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target in a town</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-in-town/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buildings break up the fire.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-in-town/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firefight</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firefight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target fired at this unit in the same fire subsegment.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firefight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firer&apos;s troop quality</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/troop-quality/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Old Guard, Superior and Excellent troops +1; Fair and Poor -1.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/troop-quality/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firer is skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firer-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loose order fire is less weighty.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firer-skirmishers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Russian or Turkish firer</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/russian-turkish/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weaker musketry training.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/russian-turkish/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firer is shaken</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firer moved</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/moving/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire in the moving fire subsegment.</source>
        <extracomment>nap-igougo-1.0.0.json: tests/musketry/modifiers/moving/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firer is disordered</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/disordered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point blank</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/range/choices/point-blank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within half musket range (2&quot;).</source>
        <extracomment>nap-igougo-1.0.0.json: tests/musketry/modifiers/point-blank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery fire</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per gun by its weight and the range (canister, effective, long) times the guns firing pick the row of the same fire table; 0 points does nothing.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guns firing</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/inputs/guns/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range band</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canister up to 8&quot;, effective up to 20&quot;, long up to 35&quot;: it sets the points per gun, not the roll.</source>
        <extracomment>nap-igougo-1.0.0.json: tests/artillery-fire/modifiers/range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canister (8&quot;)</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/choices/canister/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective (20&quot;)</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/choices/effective/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long (35&quot;)</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/choices/long/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover helps less against roundshot (the second figure of each pair).</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/target-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery screened</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/screened/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friendly troops partly mask the guns.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/screened/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battery&apos;s first fire of the battle</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/first-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guns loaded with care before the battle.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/first-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battery&apos;s second fire</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/second-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounce through</source>
        <extracomment>nap-igougo.json: tests/bounce-through/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roundshot carries on 5&quot; past the target along a 1&quot;-wide path. A unit in the path takes half the hits of the roll, rounded down.</source>
        <extracomment>nap-igougo.json: tests/bounce-through/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge test</source>
        <extracomment>nap-igougo.json: tests/charge-test/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charger rolls a D10 plus modifiers and must reach its troop value (Old Guard 2 up to Poor 7) to close. There is no automatic pass or fail.</source>
        <extracomment>nap-igougo.json: tests/charge-test/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against a flank</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against routed troops</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry against a square</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/inf-vs-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits taken this turn</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/new-hits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each hit the charger took this turn (in stationary fire, say).</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/new-hits/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against cover</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against artillery</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-artillery/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attached leader adds +2 if rated Excellent, +1 if Good, nothing otherwise.</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/leader/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry in column</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/infantry-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge goes in</source>
        <extracomment>nap-igougo.json: tests/charge-test/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move into contact.</source>
        <extracomment>nap-igougo.json: tests/charge-test/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halted</source>
        <extracomment>nap-igougo.json: tests/charge-test/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger stays where it is and may fire in moving fire.</source>
        <extracomment>nap-igougo.json: tests/charge-test/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction test</source>
        <extracomment>nap-igougo.json: tests/reaction-test/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charged unit tests when it tries to change facing or formation, or to fire at point blank. The target of this test is the charger.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempting point-blank fire</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/attempting-pbf/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changing facing or formation</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/changing-formation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick when the reaction is a change of facing or formation; the marked modifiers then count.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/changing-formation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reacting to infantry</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/reaction-to-infantry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reacting to cavalry</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/reaction-to-cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charged from over 12&quot;</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/charged-from-far/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charged from under 6&quot;</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/charged-from-close/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French infantry</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/french-infantry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction carried out</source>
        <extracomment>nap-igougo.json: tests/reaction-test/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reaction fails</source>
        <extracomment>nap-igougo.json: tests/reaction-test/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit meets the charge as it stands, without point-blank fire.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>nap-igougo.json: tests/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side adds its troop value (Old Guard 20 down to Poor 8), its modifiers and a D10. The difference decides.</source>
        <extracomment>nap-igougo.json: tests/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker&apos;s overlapping stands</source>
        <extracomment>nap-igougo.json: tests/melee/inputs/attackerOverlap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender&apos;s overlapping stands</source>
        <extracomment>nap-igougo.json: tests/melee/inputs/defenderOverlap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisive</source>
        <extracomment>nap-igougo.json: tests/melee/bands/decisive/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loser takes 3 casualties and routs; the winner takes ground, is disordered and may break through (a square never does).</source>
        <extracomment>nap-igougo.json: tests/melee/bands/decisive/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear win</source>
        <extracomment>nap-igougo.json: tests/melee/bands/clear/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loser takes 2 casualties, is shaken and disordered and falls back (infantry 4&quot;, cavalry 12&quot;); the winner takes ground, disordered.</source>
        <extracomment>nap-igougo.json: tests/melee/bands/clear/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close fight</source>
        <extracomment>nap-igougo.json: tests/melee/bands/close/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides are disordered and take a casualty, then fight again without charging or uphill bonuses.</source>
        <extracomment>nap-igougo.json: tests/melee/bands/close/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee, next round</source>
        <extracomment>nap-igougo.json: tests/melee-again/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a close fight the melee is fought again without the charging and uphill bonuses.</source>
        <extracomment>nap-igougo.json: tests/melee-again/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale</source>
        <extracomment>nap-igougo.json: tests/morale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A D10 plus modifiers must reach the unit&apos;s morale value (Old Guard -1 up to Poor 4). We test after taking fire casualties, after losing a melee, and when friends rout nearby; a failure moves the unit one step down Normal, Shaken, Routed.</source>
        <extracomment>nap-igougo.json: tests/morale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties 20% or more</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-20/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a fifth of the starting strength lost (the highest band reached counts).</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-20/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties a third or more</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-33/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties half or more</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-50/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In cover</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy cover (as printed, +2)</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/cover/choices/heavy/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flanked</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/flanked/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took canister</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/canister/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took canister fire this turn.</source>
        <extracomment>nap-igougo-1.0.0.json: tests/morale/modifiers/canister/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds</source>
        <extracomment>nap-igougo.json: tests/morale/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale drops</source>
        <extracomment>nap-igougo.json: tests/morale/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally a routed unit</source>
        <extracomment>nap-igougo.json: tests/rally/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the rally subsegment a routed unit given a Rally order tests morale: pass and it is shaken; fail and it makes a rout move.</source>
        <extracomment>nap-igougo.json: tests/rally/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rallied</source>
        <extracomment>nap-igougo.json: tests/rally/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routs on</source>
        <extracomment>nap-igougo.json: tests/rally/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a rout move.</source>
        <extracomment>nap-igougo.json: tests/rally/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally from shaken</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shaken unit may try to recover in the movement subsegment, even out of command.</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady again</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still shaken</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire combat table</source>
        <extracomment>nap-igougo.json: tables/fire-combat/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire over 50 points is split into several resolutions (or read on the 46-50 row by option).</source>
        <extracomment>nap-igougo-1.0.0.json: tables/fire-combat/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative, random events, then each player&apos;s phase in turn, then the end of the turn.</source>
        <extracomment>nap-igougo.json: activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random events</source>
        <extracomment>nap-igougo.json: activation/phases/random-events/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No table is given.</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/random-events/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First player&apos;s phase</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second player&apos;s phase</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/second-player/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of turn</source>
        <extracomment>nap-igougo.json: activation/phases/end-of-turn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check for victory.</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/end-of-turn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/british</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/french</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Russian</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/russian</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turkish</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/turkish</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Austrian</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/austrian</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prussian</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/prussian</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanish</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/spanish</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portuguese</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/portuguese</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/other</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>nap-igougo.json: fields/attached-leader/choices/none</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orders</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/orders</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rally</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/rally</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>movement</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/movement</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stationary fire</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/stationary-fire</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charge test</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/charge-test</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moving fire</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/moving-fire</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>melee</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/melee</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>breakthrough</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/breakthrough</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outnumbers the enemy</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worked out from both units&apos; strength left (strength less casualties), the highest band reached: 1.5 to 1 +2, 2 to 1 +3, 3 to 1 +5, 4 to 1 +6.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that took casualties from this fire tests its morale once (no test when the fire did no harm).</source>
        <extracomment>nap-igougo.json: tests/musketry/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge bonus</source>
        <extracomment>nap-igougo.json: tests/charge-bonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charge adds dice to the move: 1D6 inches for infantry, 2D6 for cavalry.</source>
        <extracomment>nap-igougo.json: tests/charge-bonus/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger tests to go in and rolls its charge bonus, which must bring it to the target; the unit charged may stay as it is or test to change its facing or formation first; then the melee is fought round after round until one side wins clearly.</source>
        <extracomment>nap-igougo-1.1.0.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger&apos;s move in its formation, before the charge bonus.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fell short</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move and the charge bonus rolled do not reach the target: the charger ends its move short of it.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does it reach?</source>
        <extracomment>nap-igougo.json: procedures/charge/before/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides add their troop value, modifiers and a d10; the difference decides. The first round counts the charge; a close fight costs both a casualty and is fought again without it.</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/after/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge bonus rolled</source>
        <extracomment>nap-igougo.json: procedures/charge/vars/bonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale after fire casualties</source>
        <extracomment>nap-igougo.json: options/fire-morale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules list morale modifiers but not when to test. We have a unit test its morale once after any fire that causes it casualties; some players test only at the end of the fire phase, by hand.</source>
        <extracomment>nap-igougo.json: options/fire-morale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each fire that hurts</source>
        <extracomment>nap-igougo.json: options/fire-morale/choices/after-casualties/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By hand</source>
        <extracomment>nap-igougo.json: options/fire-morale/choices/by-hand/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches from the charger to the unit it charges.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge halted</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/halted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge test failed: the charger stays where it is and may fire in moving fire.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/halted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charger won the melee</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/endings/charger-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender won the melee</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/endings/defender-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still locked in melee</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/endings/undecided/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three close rounds in a row: fight on with the next-round melee test.</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/endings/undecided/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receive the charge</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/stand/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meet the charge as the unit stands.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/stand/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change facing or formation</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/responses/react/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit tests to turn or change formation before contact; on a fail it meets the charge as it stands.</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/responses/react/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point-blank fire</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit tests to fire at point blank as the charge comes in; on a pass fire with the fire test before the melee, on a fail it meets the charge without firing.</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/responses/point-blank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee, third round</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/after/2/onOutcome/close/0/onOutcome/close/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee, second round</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/after/2/onOutcome/close/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In melee</source>
        <extracomment>nap-igougo.json: fields/in-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>nap-igougo.json: fields/in-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still in melee</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/after/2/onOutcome/close/0/onOutcome/close/0/onOutcome/close/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue melee</source>
        <extracomment>nap-igougo.json: procedures/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>nap-igougo.json: procedures/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won the melee</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost the melee</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit it fights won this round.</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight on</source>
        <extracomment>nap-igougo.json: procedures/melee/responses/fight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>nap-igougo.json: procedures/melee/responses/fight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The melee is over</source>
        <extracomment>nap-igougo.json: procedures/melee/after/0/onOutcome/decisive/0/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker outnumbers</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength ratio in the attacker&apos;s favour (the highest band reached).</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1.5 to 1</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/choices/1.5/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 to 1</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/choices/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 to 1</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/choices/3/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 to 1</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/choices/4/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender outnumbers</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/defender-mass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strength ratio in the defender&apos;s favour.</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/defender-mass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger tests to go in; the unit charged may stay as it is or test to change its facing or formation first; then the melee is fought round after round until one side wins clearly.</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides add their troop value, modifiers and a d10; the difference decides. A close fight costs both a casualty and is fought again without the charge.</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/after/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale after a lost melee</source>
        <extracomment>nap-igougo.json: options/melee-morale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules give a melee&apos;s results but never say when morale is tested. We have a unit that loses a melee by 3 to 5 (shaken and falling back) test its morale at once, so a failure routs it; a unit beaten by more already routs, and a close fight is no defeat. The other reading leaves such tests to the players.</source>
        <extracomment>nap-igougo.json: options/melee-morale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test after a clear defeat</source>
        <extracomment>nap-igougo.json: options/melee-morale/choices/after-loss/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left to the players</source>
        <extracomment>nap-igougo.json: options/melee-morale/choices/by-hand/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beaten in melee</source>
        <extracomment>nap-igougo.json: triggers/lost-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit beaten by 3 to 5 in a melee round owes a morale test against the winner, taken before the next melee or move; a unit already routed by a heavier defeat owes none.</source>
        <extracomment>nap-igougo.json: triggers/lost-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casualties from fire</source>
        <extracomment>nap-igougo.json: triggers/fire-casualties/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Musketry or artillery that causes casualties already has the unit hit test its morale as part of the same fire (under our reading of when to test), so no test is owed apart from it.</source>
        <extracomment>nap-igougo.json: triggers/fire-casualties/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging, and reacting to a charge</source>
        <extracomment>nap-igougo.json: triggers/charge-and-reaction/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge test and the charged unit&apos;s reaction test are steps of the charge, taken in their turn when it is resolved; nothing is owed after it.</source>
        <extracomment>nap-igougo.json: triggers/charge-and-reaction/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved this phase</source>
        <extracomment>nap-igougo.json: fields/moved/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set when the unit moves in its side&apos;s phase; cleared when the phase ends.</source>
        <extracomment>nap-igougo.json: fields/moved/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <extracomment>nap-igougo.json: tests/musketry/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured to the target; sets the range band (0: by hand).</source>
        <extracomment>nap-igougo-1.2.0.json: tests/artillery-fire/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire over 50 points is split into parts of at most 50, each rolled and read on its own row, and the hits added (or it is read on the 46-50 row, by option).</source>
        <extracomment>nap-igougo.json: tables/fire-combat/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger rolls its charge bonus, which must bring it to the target; the unit charged may stay as it is, test to turn to face a charge into its flank, to form square, or to hold its fire to point blank; then the charger tests to go in, and the melee is fought round after round until one side wins clearly.</source>
        <extracomment>nap-igougo-1.4.0.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into a flank or the rear</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 when the charge comes in on the target&apos;s flank or rear: the flank bonuses count unless the target turns to face it or is in square (a square has no flank), and it may not fire at point blank. 0 otherwise.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands firing at point blank</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/firingStands/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The front-rank stands (or guns) of the unit charged that fire if it holds its fire to point blank; 0 counts every stand it has left.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/firingStands/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charger routed</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/charger-routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger is routed, its morale broken by the point-blank volley: a routed unit does not go in.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/charger-routed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn to face</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/change-facing/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charged in the flank or rear, the unit tests to turn and meet the charge front on; on a pass the flank bonuses no longer count, on a fail it is taken in the flank.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/change-facing/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only against a charge into the unit&apos;s flank or rear, and never in square, which has no flank.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/change-facing/notOffered</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces the charge</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/change-facing/steps/0/onPass/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form square</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/form-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry tests to form square before the charge strikes; on a pass it meets the charge in square (which has no flank), on a fail as it stands.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/form-square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forms square</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/form-square/steps/0/onPass/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit tests to hold its fire until the charger is at point blank; on a pass its volley (or canister) is fired at the charger with the point-blank bonus, before the charge test, and hits there count against it; on a fail it meets the charge without firing. Not against a charge into its flank, which its fire cannot reach, unless it is in square.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for a unit that can fire (foot, guns unlimbered or in prolonge, horse in skirmish order), and not against a charge into its flank or rear unless it is in square.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/notOffered</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volley or canister?</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/steps/0/onPass/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point-blank canister</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/steps/0/onPass/0/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point-blank volley</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/steps/0/onPass/0/else/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does the charger still come on?</source>
        <extracomment>nap-igougo.json: procedures/charge/after/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into the flank</source>
        <extracomment>nap-igougo.json: procedures/charge/after/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken after the fire at the charger: each hit it took this turn counts against it.</source>
        <extracomment>nap-igougo.json: procedures/charge/after/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side&apos;s commander-in-chief rolls a D10 and adds his leader and staff ratings; the higher total has the initiative and its side goes first this turn. A tie is rolled again.</source>
        <extracomment>nap-igougo.json: activation/phases/initiative/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First side&apos;s phase</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side that goes first this turn acts: orders, rally, movement and fire, then the charges and melees.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/orders/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side whose phase it is marks its units out of command, rolls for each order still pending and may give new ones; a new order arrives in this side&apos;s next orders segment.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/orders/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rally</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/rally/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaders move, join or leave units; a routed unit with a rally order tests, and one that fails runs back.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/rally/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/movement/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units in command or under an order move, change face or formation, or declare a charge, and the unit charged says how it reacts. Others may only turn, steady themselves or shake off disorder.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/movement/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stationary fire</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/stationary-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side fires, and so do this side&apos;s units that did not move; all of it counts at once.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/stationary-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each charger tests: a pass carries it into contact and the melee that follows, a failure stops it where it is.</source>
        <extracomment>nap-igougo-1.2.0.json: activation/phases/first-player/segments/charge-test/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving fire</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/moving-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This side&apos;s units that have not fired in this phase fire now, chargers that were stopped among them.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/moving-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units in contact fight it out, round after round, until one side gives way.</source>
        <extracomment>nap-igougo-1.2.0.json: activation/phases/first-player/segments/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/breakthrough/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units that won a melee may move on and fight again.</source>
        <extracomment>nap-igougo-1.2.0.json: activation/phases/first-player/segments/breakthrough/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second side&apos;s phase</source>
        <extracomment>nap-igougo.json: activation/phases/second-player/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other side now acts in the same steps.</source>
        <extracomment>nap-igougo.json: activation/phases/second-player/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a change of formation costs</source>
        <extracomment>nap-igougo.json: options/formation-change-cost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The book lets a unit change formation in the movement segment but gives no cost. We read a change as taking half the unit&apos;s move; some groups take the whole move instead.</source>
        <extracomment>nap-igougo.json: options/formation-change-cost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half the move</source>
        <extracomment>nap-igougo.json: options/formation-change-cost/choices/half-move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole move</source>
        <extracomment>nap-igougo.json: options/formation-change-cost/choices/whole-move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit may change formation in the movement segment. The book names no order of formations and no cost: every change is one step, and takes half the move (or the whole move, by the option).</source>
        <extracomment>nap-igougo.json: formationChanges/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes formation in poor ground or woods</source>
        <extracomment>nap-igougo.json: afterMove/change-in-woods/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that changes formation in poor ground or any woods becomes disordered.</source>
        <extracomment>nap-igougo.json: afterMove/change-in-woods/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossed only in company column or skirmish order. We read the rule as one for foot and horse: guns cross limbered or on prolonge, a general as he is.</source>
        <extracomment>nap-igougo.json: terrain/bridge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bridge is crossed in company column or skirmish order only.</source>
        <extracomment>nap-igougo.json: terrain/bridge/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armed with rifles</source>
        <extracomment>nap-igougo.json: fields/rifles/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rifle-armed unit shoots to the rifle&apos;s 8&quot; instead of the musket&apos;s 4&quot;.</source>
        <extracomment>nap-igougo.json: fields/rifles/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took canister this turn</source>
        <extracomment>nap-igougo.json: fields/took-canister/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guns fired canister at the unit this turn: its morale tests count -1. Artillery fire at canister range sets it; the turn&apos;s end clears it.</source>
        <extracomment>nap-igougo.json: fields/took-canister/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a 45° arc; within 2&quot; (half its range) is point blank.</source>
        <extracomment>nap-igougo.json: weapons/musket/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a 45° arc; point blank is still 2&quot; (half a musket&apos;s range), as the book reads it for every firer.</source>
        <extracomment>nap-igougo.json: weapons/rifle/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sappers attacking a defender in cover (the cover chosen for the defender).</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/sappers-vs-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line or heavy horse against light horse: the heavier horses count +2 (our reading of &apos;heavier&apos;: by the horse, light or not).</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-heavier/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light horse charging line or heavy horse: the defender&apos;s heavier horses count +2.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-heavier/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches measured from the firers to the target: past the weapon&apos;s range it cannot fire; within 2&quot; is point blank.</source>
        <extracomment>nap-igougo.json: tests/musketry/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The firer moved in this phase: it fires in the moving fire subsegment.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/moving/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/range/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance measured gives the band: within 2&quot; (half musket range) is point blank, +2; out to the musket&apos;s 4&quot; (a rifle&apos;s 8&quot;) is in range; beyond it the unit cannot fire.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In range</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/range/choices/standard/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches measured from the guns to the target: it sets the range band (canister, effective, long); past long range the guns cannot fire.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance measured gives the band: canister up to 8&quot;, effective up to 20&quot;, long up to 35&quot;; it sets the points per gun, not the roll.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within 2&quot; of the target (half musket range).</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/point-blank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canister: the target&apos;s morale tests count -1 for the rest of the turn.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/effects/4/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches from the guns to the target the shot was fired at: its range band sets the points, as for that shot.</source>
        <extracomment>nap-igougo.json: tests/bounce-through/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance the charge started from</source>
        <extracomment>nap-igougo.json: tests/reaction-test/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches from the charger to the unit when the charge was declared: over 12&quot; or under 6&quot; counts for a unit changing facing or formation.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge was declared from more than 12&quot; away.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/charged-from-far/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge was declared from less than 6&quot; away.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/charged-from-close/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guns fired canister at the unit this turn.</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/canister/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging home</source>
        <extracomment>nap-igougo.json: fields/charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its charge test was passed this phase: it is in contact, and its first melee round, fought in the melee step, counts the charge.</source>
        <extracomment>nap-igougo.json: fields/charging/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging a flank</source>
        <extracomment>nap-igougo.json: fields/charging-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its charge went home into the enemy&apos;s flank or rear: its melee counts the flank.</source>
        <extracomment>nap-igougo.json: fields/charging-flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May break through</source>
        <extracomment>nap-igougo.json: fields/may-break-through/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It won a melee decisively this phase and is no square: in the breakthrough step it may move on and fight again, without a charging bonus.</source>
        <extracomment>nap-igougo.json: fields/may-break-through/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <extracomment>nap-igougo.json: fields/order/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order its army or corps commander wrote for it: issued in its side&apos;s orders step, it arrives at the next one, where it is rolled for until it is in force. Kept from the other side until shown.</source>
        <extracomment>nap-igougo.json: fields/order/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order shown</source>
        <extracomment>nap-igougo.json: fields/order-shown/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s order has been shown to the other side.</source>
        <extracomment>nap-igougo.json: fields/order-shown/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gave his order</source>
        <extracomment>nap-igougo.json: fields/gave-order/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An army or corps commander who wrote his one new order in this orders step.</source>
        <extracomment>nap-igougo.json: fields/gave-order/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pending order takes effect when the roll plus the leader&apos;s rating (-1 if he is attached to a unit) reaches the staff number (Superb 6 up to Incompetent 14). Roll for the commander who wrote it, against the unit it is for: on a success the order is in force. The rules do not name the dice: we roll 2D10; an option rolls 1D10 and carries the total over to the next turn.</source>
        <extracomment>nap-igougo.json: tests/order-activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order is in force: the unit may act on it, in command or not.</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/activates/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands of the front rank that fire: each gives its fire points, and the points pick the table&apos;s row (over 50 points the fire is read in parts).</source>
        <extracomment>nap-igougo.json: tests/musketry/inputs/frontStands/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has fired in this phase already: a unit fires once in each phase.</source>
        <extracomment>nap-igougo.json: tests/musketry/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It moved in its own side&apos;s phase: it fires in moving fire, after the charge tests, not in stationary fire.</source>
        <extracomment>nap-igougo.json: tests/musketry/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In moving fire only the side whose phase it is fires.</source>
        <extracomment>nap-igougo.json: tests/musketry/requires/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It may break through (squares never do).</source>
        <extracomment>nap-igougo.json: tests/melee/bands/decisive/effects/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger rolls its charge bonus, which must bring it to the target; the unit charged may stay as it is, test to turn to face a charge into its flank, to form square, or to hold its fire to point blank; then the charger tests to go in. A charger that passes is in contact: the melee is fought in the melee step, after moving fire. Cavalry never charges into woods or a town, and a unit out of command charges only with an order in force.</source>
        <extracomment>nap-igougo.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into woods or a town block</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/woodsOrTown/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 when the charge would go into any woods or a town block, where cavalry may never charge. 0 otherwise.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/woodsOrTown/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In contact</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/closed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge test was passed: the charger is in contact, and the melee is fought in the melee step, after moving fire, with the charging bonus (Melee after a charge, on its sheet).</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/closed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry may never charge into any woods or into a town block.</source>
        <extracomment>nap-igougo.json: procedures/charge/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of command and with no order in force, a unit may only turn, rally from shaken or shake off disorder: it may not charge.</source>
        <extracomment>nap-igougo.json: procedures/charge/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melee after a charge</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The melee a charge that went home brings on, fought in the melee step after moving fire: the charger&apos;s first round counts its charging bonus (and the flank, if it came in there); a close fight is fought again without it. Opened from the charger&apos;s sheet; choose the unit it charged.</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/responses/fight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charger and the unit it charged fight the melee.</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/responses/fight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge strikes home</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/after/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a unit whose charge went home this phase fights the melee after a charge; a melee that goes on is Continue melee.</source>
        <extracomment>nap-igougo.json: procedures/charge-melee/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break through</source>
        <extracomment>nap-igougo.json: procedures/breakthrough/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that won a melee decisively this phase (and is no square) moves on into another enemy and fights it at once. A breakthrough melee has no charging bonus.</source>
        <extracomment>nap-igougo.json: procedures/breakthrough/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 when it breaks through into the new enemy&apos;s flank or rear (not a square&apos;s). 0 otherwise.</source>
        <extracomment>nap-igougo.json: procedures/breakthrough/inputs/flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner and the new enemy fight the melee.</source>
        <extracomment>nap-igougo.json: procedures/breakthrough/responses/fight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It moves on</source>
        <extracomment>nap-igougo.json: procedures/breakthrough/after/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides add their troop value, modifiers and a d10; the difference decides. A breakthrough melee counts no charging bonus; a close fight costs both a casualty and is fought again.</source>
        <extracomment>nap-igougo.json: procedures/breakthrough/after/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a unit that won a melee decisively this phase, and is no square, breaks through.</source>
        <extracomment>nap-igougo.json: procedures/breakthrough/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules give no table of random events: the umpire decides what, if anything, happens, and writes it in the journal as an umpire&apos;s note.</source>
        <extracomment>nap-igougo.json: activation/phases/random-events/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each charger tests: a pass carries it into contact, and the melee is fought in the melee step after moving fire; a failure stops it where it is.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/charge-test/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chargers that went home fight their melee, counting the charge (Melee after a charge); units still locked in melee fight on.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units that won a melee decisively may move on and fight again, without any charging bonus.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/breakthrough/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its order has reached it: it is rolled for in its side&apos;s next orders step</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/atEnd/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check for victory. The rules set no conditions of victory: the scenario&apos;s own, if it states any, are shown with the battle&apos;s report, and the umpire writes his judgement in the journal as an umpire&apos;s note.</source>
        <extracomment>nap-igougo.json: activation/phases/end-of-turn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give an order</source>
        <extracomment>nap-igougo.json: orders/give-order/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An army or corps commander writes his one new order of the orders step, for a unit or a formation&apos;s commander: it arrives at his side&apos;s next orders step and is rolled for there. What it says is for the players to write; the app keeps where it stands, hidden from the other side until shown.</source>
        <extracomment>nap-igougo.json: orders/give-order/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an army or corps commander gives new orders.</source>
        <extracomment>nap-igougo.json: orders/give-order/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New orders are given in the orders step.</source>
        <extracomment>nap-igougo.json: orders/give-order/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in his own side&apos;s phase.</source>
        <extracomment>nap-igougo.json: orders/give-order/requires/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He has given his one new order of this orders step.</source>
        <extracomment>nap-igougo.json: orders/give-order/requires/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the order</source>
        <extracomment>nap-igougo.json: orders/show-order/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s order is shown to the other side: from now on it is no secret.</source>
        <extracomment>nap-igougo.json: orders/show-order/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has no order to show.</source>
        <extracomment>nap-igougo.json: orders/show-order/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its order has been shown already.</source>
        <extracomment>nap-igougo.json: orders/show-order/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued</source>
        <extracomment>nap-igougo.json: fields/order/choices/issued</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <extracomment>nap-igougo.json: fields/order/choices/pending</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In force</source>
        <extracomment>nap-igougo.json: fields/order/choices/in-force</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance to its commander</source>
        <extracomment>nap-igougo.json: fields/command-distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches from the unit to its own commander, as last measured on the table (enter it when either of them moves). Past his command range (5&quot; for a cavalry brigade commander, 10&quot; for a division commander, 15&quot; for a corps or army commander) the unit is out of command: with no order in force it may then only turn where it stands, rally from shaken or shake off disorder.</source>
        <extracomment>nap-igougo.json: fields/command-distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of its commander&apos;s range and with no order in force, the unit may not move or change formation: it may only turn where it stands, rally from shaken or shake off disorder. (A routed unit still makes its rout move.)</source>
        <extracomment>nap-igougo.json: moving/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first round of the melee a charge that went home brings on; a breakthrough melee has none.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/inf-charging/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its charge is spent in this first round.</source>
        <extracomment>nap-igougo.json: tests/melee/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a routed unit is rallied this way.</source>
        <extracomment>nap-igougo.json: tests/rally/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a shaken unit rallies from shaken.</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shake off disorder</source>
        <extracomment>nap-igougo.json: orders/remove-disorder/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In its side&apos;s movement step a disordered unit puts its ranks back in order, out of command too. The book gives no dice and no cost for it; we read it as the unit&apos;s action for the step, so it stays where it is.</source>
        <extracomment>nap-igougo.json: orders/remove-disorder/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not disordered.</source>
        <extracomment>nap-igougo.json: orders/remove-disorder/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has moved this phase: it shakes off disorder instead of moving, not as well.</source>
        <extracomment>nap-igougo.json: orders/remove-disorder/requires/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a pending order is rolled for, named by the unit it is for: one just written arrives at its side&apos;s next orders step, and one in force needs no roll.</source>
        <extracomment>nap-igougo.json: tests/order-activation/requires/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an excellent leader attached</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/leader/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a good leader attached</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/leader/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the weight of numbers</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mass/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n overlapping stands</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-overlap/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one overlapping stand</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-overlap/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins the initiative</source>
        <extracomment>nap-igougo.json: tests/initiative/bands/actor-wins/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loses the initiative</source>
        <extracomment>nap-igougo.json: tests/initiative/bands/target-wins/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n hits</source>
        <extracomment>nap-igougo.json: tests/musketry/resultWords</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one hit</source>
        <extracomment>nap-igougo.json: tests/musketry/resultWordsOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n inches more</source>
        <extracomment>nap-igougo.json: tests/charge-bonus/resultWords</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one inch more</source>
        <extracomment>nap-igougo.json: tests/charge-bonus/resultWordsOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n hits taken this turn</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/new-hits/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one hit taken this turn</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/new-hits/reasonOne</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infantry attacking a square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-square/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a square fighting infantry</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/square-vs-inf/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disordered, against the other arm</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mixed-disorder/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target is in column</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target is in square</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-square/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target is in column or square</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column-or-square/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target is skirmishers, neither French nor British</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-skirmishers/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target is French or British skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-fr-br-skirmishers/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fifth or more of its strength lost</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-20/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a third or more of its strength lost</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-33/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half or more of its strength lost</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-50/reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches of move used</source>
        <extracomment>nap-igougo.json: fields/move-used/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inches of its move the unit has used in this phase, counted in open ground (half speed in woods counts each inch twice, a change of formation its share). It may stop and go on, but no further than its move in all. Cleared when the phase ends.</source>
        <extracomment>nap-igougo.json: fields/move-used/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move is played in the movement segment by the side whose phase it is: a change of formation first (it takes part of the move), then the ground. The unit is marked as moved for the phase. A unit moves once in its side&apos;s movement segment, up to the inches of its formation in all (it may stop and go on; each part takes what is left). A charger is moved towards its target in the movement segment and tests in the charge test after it, so a unit that moved may still charge: we read its movement as the charge&apos;s approach.</source>
        <extracomment>nap-igougo.json: moving/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:brigade-demo</name>
    <message>
        <source>The stream at Hollesbeck (demo)</source>
        <extracomment>brigade-demo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fictional brigade fight for the brigade rules: a British brigade with guns holds a stream line against a French brigade and its cavalry.</source>
        <extracomment>brigade-demo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>brigade-demo.json: sides/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>brigade-demo.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:brigade-tutorial</name>
    <message>
        <source>A first battle: the orchard</source>
        <extracomment>brigade-battle.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A small action for the guided first battle: two British and two French units by an orchard.</source>
        <extracomment>brigade-battle.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>brigade-battle.json: sides/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>brigade-battle.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:chosen-men-demo</name>
    <message>
        <source>The farm at Los Arcos (demo)</source>
        <extracomment>chosen-men-demo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fictional skirmish for Chosen Men: a British rifle company holds a farmyard; French voltigeurs and a line company try to clear it.</source>
        <extracomment>chosen-men-demo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>chosen-men-demo.json: sides/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>chosen-men-demo.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:chosen-men-tutorial</name>
    <message>
        <source>A first battle: the farm track</source>
        <extracomment>chosen-men-battle.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A small skirmish for the guided first battle: a few riflemen and voltigeurs along a farm track.</source>
        <extracomment>chosen-men-battle.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>chosen-men-battle.json: sides/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>chosen-men-battle.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:kgcwo-demo</name>
    <message>
        <source>The ridge at San Marcial (demo)</source>
        <extracomment>kgcwo-demo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fictional brigade action for learning King George Commands and We Obey: a British brigade holds a ridge against a French brigade attacking in column.</source>
        <extracomment>kgcwo-demo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>kgcwo-demo.json: sides/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>kgcwo-demo.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:kgcwo-tutorial</name>
    <message>
        <source>A first battle: the ridge outpost</source>
        <extracomment>kgcwo-battle.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A small action for the guided first battle: two British units hold a ridge, two French units come at them.</source>
        <extracomment>kgcwo-battle.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>kgcwo-battle.json: sides/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>kgcwo-battle.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:nap-igougo-demo</name>
    <message>
        <source>Crossing at Aldenau (demo)</source>
        <extracomment>nap-igougo-demo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fictional clash of two small divisions for the player-turn rules: Austrian infantry and guns hold a village edge; a French division with light cavalry comes on.</source>
        <extracomment>nap-igougo-demo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Austrian</source>
        <extracomment>nap-igougo-demo.json: sides/austrian/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>nap-igougo-demo.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The French win if they hold the village edge at the end of turn 6; the Austrians win if they still hold it then, or if half the French battalions are routed or lost before.</source>
        <extracomment>nap-igougo-demo.json: victory</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:nap-igougo-tutorial</name>
    <message>
        <source>A first battle: the mill stream</source>
        <extracomment>nap-igougo-battle.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A small action for the guided first battle: a few Austrian and French units meet at a mill stream.</source>
        <extracomment>nap-igougo-battle.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Austrian</source>
        <extracomment>nap-igougo-battle.json: sides/austrian/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>nap-igougo-battle.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial:brigade</name>
    <message>
        <source>Guided first battle: the brigade rules</source>
        <extracomment>brigade.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through a side&apos;s move, let a battalion fire, roll, apply and read the journal, with the tutor beside you.</source>
        <extracomment>brigade.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to your first battle</source>
        <extracomment>brigade.json: steps/welcome/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two British and two French units stand by an orchard. Each side moves in turn, step by step. Tap Next to begin.</source>
        <extracomment>brigade.json: steps/welcome/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step on to the firing</source>
        <extracomment>brigade.json: steps/phase/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card shows the side moving and the step it is at. The British move first, so the French shoot in this move. Tap Next, step after step, until the card says the other side fires.</source>
        <extracomment>brigade.json: steps/phase/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the step means</source>
        <extracomment>brigade.json: steps/card/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read what this step is for. Each step offers on a unit&apos;s sheet only the tests its side may take in it: now the moving side holds its fire and the other shoots.</source>
        <extracomment>brigade.json: steps/card/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a unit&apos;s sheet</source>
        <extracomment>brigade.json: steps/unit/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap one of the French battalions in the order of battle. Its sheet opens with its losses, control state and formation.</source>
        <extracomment>brigade.json: steps/unit/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what the unit does</source>
        <extracomment>brigade.json: steps/choose-test/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet lists what this unit can do. Tap Fire: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>brigade.json: steps/choose-test/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the target</source>
        <extracomment>brigade.json: steps/target/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>brigade.json: steps/target/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the odds before you roll</source>
        <extracomment>brigade.json: steps/odds/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>brigade.json: steps/odds/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll, or type real dice</source>
        <extracomment>brigade.json: steps/dice/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>brigade.json: steps/dice/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the result</source>
        <extracomment>brigade.json: steps/result/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>brigade.json: steps/result/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply it</source>
        <extracomment>brigade.json: steps/apply/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>brigade.json: steps/apply/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look in the journal</source>
        <extracomment>brigade.json: steps/journal/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>brigade.json: steps/journal/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first turn is under way</source>
        <extracomment>brigade.json: steps/finish/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with Next through each side&apos;s move. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>brigade.json: steps/finish/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure, then tick what the table shows</source>
        <extracomment>brigade.json: steps/modifiers/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the distance you measured: Adjutant finds the range. The chips are what only the table can tell, such as cover or a flank: tick those that are true. Each die hits on a set score; the ticks change the dice or the score.</source>
        <extracomment>brigade.json: steps/modifiers/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial:chosen-men</name>
    <message>
        <source>Guided first battle: Chosen Men</source>
        <extracomment>chosen-men.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw two cards, let a squad fire, roll for hits and wounds, apply and read the journal, with the tutor beside you.</source>
        <extracomment>chosen-men.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to your first skirmish</source>
        <extracomment>chosen-men.json: steps/welcome/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A few riflemen face a few voltigeurs along a farm track. You move the figures; Adjutant keeps the cards, the dice and the wounds. Tap Next to begin.</source>
        <extracomment>chosen-men.json: steps/welcome/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the cards</source>
        <extracomment>chosen-men.json: steps/draw/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each draw brings up units to act. Tap Draw.</source>
        <extracomment>chosen-men.json: steps/draw/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the draw means</source>
        <extracomment>chosen-men.json: steps/card/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card shows who acts now. When two units come up together, each has its own sheet button here.</source>
        <extracomment>chosen-men.json: steps/card/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a squad&apos;s sheet</source>
        <extracomment>chosen-men.json: steps/unit/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what the unit does</source>
        <extracomment>chosen-men.json: steps/choose-test/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet lists what this unit can do. Tap Fire: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>chosen-men.json: steps/choose-test/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the target</source>
        <extracomment>chosen-men.json: steps/target/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>chosen-men.json: steps/target/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the odds before you roll</source>
        <extracomment>chosen-men.json: steps/odds/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>chosen-men.json: steps/odds/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll, or type real dice</source>
        <extracomment>chosen-men.json: steps/dice/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>chosen-men.json: steps/dice/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the result</source>
        <extracomment>chosen-men.json: steps/result/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>chosen-men.json: steps/result/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply it</source>
        <extracomment>chosen-men.json: steps/apply/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>chosen-men.json: steps/apply/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look in the journal</source>
        <extracomment>chosen-men.json: steps/journal/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>chosen-men.json: steps/journal/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first turn is under way</source>
        <extracomment>chosen-men.json: steps/finish/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep drawing until the turn ends. Hits lead on to wound dice on the same sheet. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>chosen-men.json: steps/finish/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap a squad whose card came up in the order of battle (draw again until one of yours does: a squad acts only on its card). Its sheet opens with its figures, morale and markers.</source>
        <extracomment>chosen-men.json: steps/unit/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure, then tick what the table shows</source>
        <extracomment>chosen-men.json: steps/modifiers/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the distance you measured: Adjutant finds the range. The chips are what only the table can tell, such as cover or a flank: tick those that are true. Each figure firing throws its own die; the ticks change the score it needs.</source>
        <extracomment>chosen-men.json: steps/modifiers/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial:kgcwo</name>
    <message>
        <source>Guided first battle: King George Commands and We Obey</source>
        <extracomment>kgcwo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card, let its unit fire, roll, apply and read the journal, with the tutor beside you.</source>
        <extracomment>kgcwo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to your first battle</source>
        <extracomment>kgcwo.json: steps/welcome/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two British units face two French ones. You move the models on the table; Adjutant keeps the cards, the tests and the losses. Tap Next to begin.</source>
        <extracomment>kgcwo.json: steps/welcome/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card</source>
        <extracomment>kgcwo.json: steps/draw/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units act when their card comes up. Tap Draw to turn the top card of the deck.</source>
        <extracomment>kgcwo.json: steps/draw/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the card means</source>
        <extracomment>kgcwo.json: steps/card/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card names the unit (or the commander) that acts now, and what it may do. A special card says what happens instead.</source>
        <extracomment>kgcwo.json: steps/card/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a unit&apos;s sheet</source>
        <extracomment>kgcwo.json: steps/unit/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what the unit does</source>
        <extracomment>kgcwo.json: steps/choose-test/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet lists what this unit can do. Tap Fire: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>kgcwo.json: steps/choose-test/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the target</source>
        <extracomment>kgcwo.json: steps/target/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>kgcwo.json: steps/target/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the odds before you roll</source>
        <extracomment>kgcwo.json: steps/odds/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>kgcwo.json: steps/odds/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll, or type real dice</source>
        <extracomment>kgcwo.json: steps/dice/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>kgcwo.json: steps/dice/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the result</source>
        <extracomment>kgcwo.json: steps/result/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>kgcwo.json: steps/result/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply it</source>
        <extracomment>kgcwo.json: steps/apply/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>kgcwo.json: steps/apply/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look in the journal</source>
        <extracomment>kgcwo.json: steps/journal/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>kgcwo.json: steps/journal/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first turn is under way</source>
        <extracomment>kgcwo.json: steps/finish/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep drawing: each card brings a unit up, and when the turn ends the deck is shuffled again. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>kgcwo.json: steps/finish/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap the unit whose card came up in the order of battle (draw again until one of yours does: a unit acts only on its card). Its sheet opens on the right with its losses, morale and formation.</source>
        <extracomment>kgcwo.json: steps/unit/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure, then tick what the table shows</source>
        <extracomment>kgcwo.json: steps/modifiers/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the distance you measured: Adjutant finds the range. The chips are what only the table can tell, such as cover or a flank: tick those that are true. A D10 scores on 5 or more, and each tick moves that score.</source>
        <extracomment>kgcwo.json: steps/modifiers/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial:nap-igougo</name>
    <message>
        <source>Guided first battle: the player-turn Napoleonic rules</source>
        <extracomment>nap-igougo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through the phases, let a battalion fire, roll, apply and read the journal, with the tutor beside you.</source>
        <extracomment>nap-igougo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to your first battle</source>
        <extracomment>nap-igougo.json: steps/welcome/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A few Austrian and French units meet at a mill stream. The turn goes in phases, one side after the other. Tap Next to begin.</source>
        <extracomment>nap-igougo.json: steps/welcome/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the phase means</source>
        <extracomment>nap-igougo.json: steps/card/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read what this phase lets each side do. Any test can still be opened from a unit&apos;s sheet when the table needs it.</source>
        <extracomment>nap-igougo.json: steps/card/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a unit&apos;s sheet</source>
        <extracomment>nap-igougo.json: steps/unit/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap one of your battalions in the order of battle. Its sheet opens with its losses, morale and formation.</source>
        <extracomment>nap-igougo.json: steps/unit/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what the unit does</source>
        <extracomment>nap-igougo.json: steps/choose-test/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet lists what this unit can do. Tap Musketry: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>nap-igougo.json: steps/choose-test/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the target</source>
        <extracomment>nap-igougo.json: steps/target/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>nap-igougo.json: steps/target/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the odds before you roll</source>
        <extracomment>nap-igougo.json: steps/odds/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>nap-igougo.json: steps/odds/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll, or type real dice</source>
        <extracomment>nap-igougo.json: steps/dice/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>nap-igougo.json: steps/dice/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the result</source>
        <extracomment>nap-igougo.json: steps/result/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>nap-igougo.json: steps/result/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply it</source>
        <extracomment>nap-igougo.json: steps/apply/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>nap-igougo.json: steps/apply/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look in the journal</source>
        <extracomment>nap-igougo.json: steps/journal/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>nap-igougo.json: steps/journal/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first turn is under way</source>
        <extracomment>nap-igougo.json: steps/finish/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with Next through the phases. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>nap-igougo.json: steps/finish/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step on to the firing</source>
        <extracomment>nap-igougo.json: steps/phase/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card shows the phase you are in. Tap Next, step after step, until the card says Stationary fire: units fire only in the fire steps, and in this one both sides do.</source>
        <extracomment>nap-igougo.json: steps/phase/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure, then tick what the table shows</source>
        <extracomment>nap-igougo.json: steps/modifiers/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the distance you measured: Adjutant finds the range. The chips are what only the table can tell, such as cover or a flank: tick those that are true. The fire points depend on the firers and on the range; the ticks change them.</source>
        <extracomment>nap-igougo.json: steps/modifiers/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
