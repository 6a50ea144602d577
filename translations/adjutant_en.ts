<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ActionJson</name>
    <message>
        <location filename="../core/battle/action.cpp" line="32"/>
        <source>unknown key &quot;%1&quot; in a %2 action; it takes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="41"/>
        <source>%1: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="45"/>
        <source>%1: text is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="55"/>
        <source>%1: a list is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="61"/>
        <source>%1[%2]: text is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="73"/>
        <source>%1: an object of choices is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="79"/>
        <source>%1.%2: a choice&apos;s id is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="90"/>
        <source>%1: unknown key &quot;%2&quot;; it takes ticked, chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="103"/>
        <source>%1: a whole number is needed, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="113"/>
        <source>%1: a list of numbers is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="130"/>
        <source>%1: a list of cards is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="138"/>
        <source>%1[%2]: a card is {&quot;card&quot;: ID, &quot;unit&quot;: ID}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="172"/>
        <source>that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="239"/>
        <source>say what is done: &quot;kind&quot; is one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="266"/>
        <source>tests: an object of choices by test is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="270"/>
        <source>tests.%1: an object with ticked and chosen is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="277"/>
        <source>inputs: an object of numbers is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="286"/>
        <source>%1: &quot;typed&quot; or &quot;app&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/battle/action.cpp" line="293"/>
        <source>sources: one for each of the %n face(s)</source>
        <translation>
            <numerusform>sources: one for each of the %n face</numerusform>
            <numerusform>sources: one for each of the %n faces</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="309"/>
        <source>value: missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="319"/>
        <source>unit: the unit that joins is needed, as {&quot;id&quot;, &quot;name&quot;, &quot;type&quot;, &quot;side&quot;, &quot;commander&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="331"/>
        <source>isCommander: true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="335"/>
        <source>fields: an object of the unit&apos;s fields is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/action.cpp" line="348"/>
        <source>unknown action &quot;%1&quot;; actions: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owe: true or false</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Battle</name>
    <message>
        <location filename="../core/battle/battle.cpp" line="329"/>
        <source>Ended turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="169"/>
        <source>%1 has no test &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="174"/>
        <location filename="../core/battle/battle.cpp" line="221"/>
        <source>no unit &quot;%1&quot; in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="178"/>
        <source>say which unit takes the test (actor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="189"/>
        <source>more dice are needed: %1 × %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/battle/battle.cpp" line="196"/>
        <source>%n die face(s) given but %1 used</source>
        <translation>
            <numerusform>%n die face given but %1 used</numerusform>
            <numerusform>%n die faces given but %1 used</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="206"/>
        <source>%1 %2 [%3]%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="48"/>
        <source> (dice typed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="238"/>
        <source>Umpire: %1 %2 set to %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="141"/>
        <source>%1: no modifier &quot;%2&quot; in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="46"/>
        <source> (dice rolled by the app)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="49"/>
        <source> (dice typed: %1; rolled by the app: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="146"/>
        <source>%1%2: &quot;%3&quot; is not a choice of that modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="156"/>
        <source>tests.%1: no such test in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="260"/>
        <source>a joining unit needs an id of letters, digits and hyphens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="262"/>
        <source>there is already a unit &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="264"/>
        <source>%1 has no unit type &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="267"/>
        <source>no side &quot;%1&quot; in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="274"/>
        <source>&quot;%1&quot; is not a commander of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="293"/>
        <source>%1 joins the battle (%2, %3)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="297"/>
        <source>%1&apos;s card joins the deck when it is next shuffled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="337"/>
        <source>an undo marks an entry; it is not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="341"/>
        <source>a redo marks an entry; it is not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="389"/>
        <source>nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="389"/>
        <source>nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="414"/>
        <source>Undid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="414"/>
        <source>Redid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="494"/>
        <location filename="../core/battle/battle.cpp" line="585"/>
        <source>entry %1 does not apply: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="513"/>
        <source>journal entry %1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="520"/>
        <source>journal entry %1 does not apply: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="525"/>
        <source>journal entry %1 does not give the state it recorded: it was changed after it was played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="594"/>
        <source>entry %1: state %2 recorded, %3 replayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="192"/>
        <source>skip: %1 has no test &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="228"/>
        <location filename="../core/battle/battle.cpp" line="285"/>
        <source>%1 skipped by the umpire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="250"/>
        <source>%1 has no procedure &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="255"/>
        <source>a charge needs the charger (actor) and the unit charged (target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="304"/>
        <source>%1 by %2 on %3, %4: %5. %6</source>
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
</context>
<context>
    <name>BattleFile</name>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="403"/>
        <location filename="../core/battle/battlefile.cpp" line="422"/>
        <location filename="../core/battle/battlefile.cpp" line="443"/>
        <location filename="../core/battle/battlefile.cpp" line="460"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="412"/>
        <location filename="../core/battle/battlefile.cpp" line="428"/>
        <source>cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="110"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="101"/>
        <source>there is no file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="105"/>
        <source>%1 is not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="116"/>
        <source>%1 is larger than %2 MB, far more than any battle: is it the right file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="151"/>
        <source>%1: journal entry %2 is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="153"/>
        <source>%1: journal entry %2 appears a second time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="156"/>
        <source>%1: the journal&apos;s entries are out of order: entry %2 comes before entry %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="160"/>
        <source>%1: journal entry %2 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/battle/battlefile.cpp" line="165"/>
        <source>%n journal entr(y/ies) from there on could not be kept</source>
        <translation>
            <numerusform>%n journal entry from there on could not be kept</numerusform>
            <numerusform>%n journal entries from there on could not be kept</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="180"/>
        <source>%1 is not an Adjutant battle (no format, ruleset and scenario)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="187"/>
        <source>%1: its header (order of battle, options, deck, seed) does not match its checksum: it was changed after it was saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="219"/>
        <source>%1: its journal does not match its checksum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="290"/>
        <source>%1 is damaged (%2 at byte %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="293"/>
        <source>%1 is not an Adjutant battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="447"/>
        <source>%1 was changed by another program while the battle was open; reopen the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="517"/>
        <source>%1 does not start with a copy of the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="551"/>
        <source>%1 is older than the journal beside it; the battle was taken from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="553"/>
        <source>the battle was rebuilt from the copy in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="564"/>
        <source>%1 has no intact copy to compare with: the battle was read as it is; check its order of battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="576"/>
        <source>there is no battle file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="581"/>
        <source>%1 holds no copy of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="593"/>
        <source>%1: %2; it was never acknowledged, so nothing is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/battle/battlefile.cpp" line="597"/>
        <source>%1: %2; the %n record(s) before it are kept</source>
        <translation>
            <numerusform>%1: %2; the %n record before it are kept</numerusform>
            <numerusform>%1: %2; the %n records before it are kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/battle/battlefile.cpp" line="599"/>
        <source>%n record(s) from there on could not be kept</source>
        <translation>
            <numerusform>%n record from there on could not be kept</numerusform>
            <numerusform>%n records from there on could not be kept</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="602"/>
        <source>%1: %2; it will be written afresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="624"/>
        <source>the battle&apos;s order of battle is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/battle/battlefile.cpp" line="644"/>
        <source>%1: journal entry %2 is missing; %n record(s) from there on could not be kept</source>
        <translation>
            <numerusform>%1: journal entry %2 is missing; %n record from there on could not be kept</numerusform>
            <numerusform>%1: journal entry %2 is missing; %n records from there on could not be kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/battle/battlefile.cpp" line="669"/>
        <source>the battle goes on from entry %1; %n later entr(y/ies) could not be kept</source>
        <translation>
            <numerusform>the battle goes on from entry %1; %n later entry could not be kept</numerusform>
            <numerusform>the battle goes on from entry %1; %n later entries could not be kept</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="612"/>
        <source>the battle&apos;s ruleset &quot;%1&quot; cannot be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="619"/>
        <source>saved with %1 version %2; this is version %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battlefile.cpp" line="660"/>
        <source>replaying the journal does not give the state recorded at entry %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleFolderMove</name>
    <message>
        <location filename="../core/files/battlefoldermove.cpp" line="90"/>
        <source>%1 is there already, and not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/files/battlefoldermove.cpp" line="106"/>
        <source>%1 is there already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/files/battlefoldermove.cpp" line="116"/>
        <source>the battle is open in Adjutant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/files/battlefoldermove.cpp" line="172"/>
        <source>%1: the folder cannot be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/files/battlefoldermove.cpp" line="187"/>
        <source>Adjutant keeps battles in %1 now. The files below could not be moved there, so they are still here, as they were; nothing was overwritten. Open them with &apos;Open a battle...&apos;, or move them yourself (a battle with the files named after it). Adjutant tries again each time it starts, and removes this note once everything is moved.

</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattlePage</name>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="123"/>
        <source>%1: %2 against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="124"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="189"/>
        <source>‹ Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="193"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="203"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="213"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="221"/>
        <source>Journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="228"/>
        <source>Add unit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="232"/>
        <source>A unit joins the battle (a reinforcement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="239"/>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="248"/>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="262"/>
        <source>More</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="338"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="379"/>
        <source>Order of battle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleProblemDialog</name>
    <message>
        <location filename="../qml/components/BattleProblemDialog.qml" line="63"/>
        <source>Open read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/BattleProblemDialog.qml" line="70"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleTitle</name>
    <message>
        <location filename="../qml/components/BattleTitle.qml" line="8"/>
        <source>%1, played with %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <location filename="../core/io/boundedfile.cpp" line="11"/>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/io/boundedfile.cpp" line="13"/>
        <source>%1 KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/io/boundedfile.cpp" line="14"/>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/io/boundedfile.cpp" line="19"/>
        <source>the file is larger than %1, the most Adjutant reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/io/boundedfile.cpp" line="29"/>
        <source>cannot read the file: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/io/boundedfile.cpp" line="33"/>
        <source>this is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/io/boundedfile.cpp" line="38"/>
        <source>this is not a plain file (a device, a pipe or a socket)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/io/boundedfile.cpp" line="47"/>
        <location filename="../core/io/boundedfile.cpp" line="73"/>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckedJson</name>
    <message>
        <location filename="../core/json/checkedjson.h" line="60"/>
        <source>and %1 more mistakes, not listed; fix these first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="123"/>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="125"/>
        <source>true/false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="127"/>
        <location filename="../core/json/checkedjson.h" line="247"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="129"/>
        <location filename="../core/json/checkedjson.h" line="207"/>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="131"/>
        <location filename="../core/json/checkedjson.h" line="274"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="133"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="137"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="147"/>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="170"/>
        <source>unknown key; allowed here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="189"/>
        <source>the key &quot;%1&quot; is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="193"/>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="212"/>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="225"/>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="232"/>
        <source>expected a whole number from %1 to %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="259"/>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/checkedjson.h" line="287"/>
        <source>expected text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="29"/>
        <source>&apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="66"/>
        <source>Roll a dice expression and show every die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="68"/>
        <source>Dice such as 2d6+1, 4d10kh3, d66 or the pool 3d10&gt;=5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="70"/>
        <source>Seed for the random source (reproducible).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="72"/>
        <source>Use faces read off real dice instead of rolling, e.g. &quot;3 0 7&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="79"/>
        <location filename="../app/cli/dicecommands.cpp" line="145"/>
        <source>give exactly one dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="84"/>
        <source>--seed and --faces exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="100"/>
        <source>--seed needs a whole number from 0 to 18446744073709551615</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/dicecommands.cpp" line="118"/>
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="120"/>
        <source>(seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="129"/>
        <source>The exact probability of every outcome of a dice expression. For a pool such as 3d10&gt;=5 the outcome is the number of successes. With --ruleset, --test and --situation: the odds of each outcome of a test (see &apos;help resolve&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="132"/>
        <source>Dice such as 2d6, 3d10kl1 or 3d10&gt;=5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="134"/>
        <source>Only the chance of N or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="136"/>
        <source>Only the chance of N or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="147"/>
        <source>--at-least and --at-most exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="169"/>
        <source>%1: %2 or more: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="170"/>
        <source>%1: %2 or less: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="192"/>
        <source>%1  %2  %3  %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="193"/>
        <source>successes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="193"/>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="194"/>
        <source>exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="195"/>
        <source>or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="196"/>
        <source>or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="206"/>
        <source>mean %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="215"/>
        <source>Casualties from a chained test on d10s: each die that scores 5+ after the hit modifier is a hit; each hit forces a save at 5+ after the save modifier; each failed save is a casualty. A natural 10 always passes and a natural 1 always fails. Casualties from the cap on count as the cap (the unit is removed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="220"/>
        <source>Dice rolled to hit (0 to 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="222"/>
        <source>Total modifier on each hit die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="224"/>
        <source>Total modifier on each save die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="226"/>
        <source>Casualties at which the unit is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="233"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="236"/>
        <location filename="../app/cli/rulescommands.cpp" line="508"/>
        <source>--%1 is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="247"/>
        <source>--dice must be from 0 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="249"/>
        <source>--cap must be 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="255"/>
        <source>--%1 must be from -100 to 100, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/dicecommands.cpp" line="280"/>
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
        <location filename="../app/cli/dicecommands.cpp" line="284"/>
        <source>%1 (removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="285"/>
        <source>%1 casualties: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="287"/>
        <source>expected casualties %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="297"/>
        <source>Roll dice, or check faces read off real dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="298"/>
        <source>Exact odds of every outcome of a dice expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="299"/>
        <source>Odds of casualties from hits that each force a save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="40"/>
        <source>Answer in JSON, for scripts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="46"/>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="75"/>
        <source>--%1 needs a whole number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="46"/>
        <source>dice from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="48"/>
        <source>dice chosen by the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="68"/>
        <source>rating %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="73"/>
        <source> per %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="336"/>
        <source>
Options (--option KEY=VALUE):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="343"/>
        <source>
Ratings:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="358"/>
        <source>
Unit state fields:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="363"/>
        <source>, at most the type&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="364"/>
        <source>
Unit types:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="372"/>
        <source>
Movement (inches):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="385"/>
        <source>
Weapons (inches):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="393"/>
        <source>
Tests:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="403"/>
        <source> when %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="408"/>
        <source>
Tables:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="410"/>
        <source>lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="418"/>
        <source>
Charges (the first rule that fits decides):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="423"/>
        <source>
Activation deck (draw %1):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="18"/>
        <source>Usage: adjutant-cli COMMAND [OPTIONS]

Adjutant&apos;s staff work without a screen: dice, odds, rulesets and their tests, battles and their journals.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="23"/>
        <source>
&apos;adjutant-cli help COMMAND&apos; or &apos;adjutant-cli COMMAND --help&apos; explains one command. Every command takes --json.
Exit status: 0 done, 1 a check found problems, 2 bad arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="67"/>
        <source>adjutant-cli: unknown command &apos;%1&apos;; &apos;adjutant-cli --help&apos; lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="32"/>
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
   &quot;inputs&quot;: {&quot;chargeDistance&quot;: 8},
   &quot;options&quot;: {&quot;wounds-check&quot;: &quot;per-casualty&quot;}}
Fields left out take the ruleset&apos;s defaults (&apos;adjutant-cli describe RULESET&apos; lists them).

JSON answer (--json), keys kept stable:
  ruleset {id, version}, test, complete (bool), facesUsed, errors [text]
  steps [ {test, name, depth, actor, target, why, total, need,
           modifiers [{id, name, kind, value, applicable, active, choice, side, detail,
                       explain, ref}],
           odds [{id, name, probability, low, high}], exact, simulatedRuns, oddsLeftOut,
           dice [{sides, face, success, kept}],
           value, outcome {id, name, explain}, effects [{unit, text}],
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
        <location filename="../app/cli/rulescommands.cpp" line="72"/>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="86"/>
        <source>a situation is a few KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="91"/>
        <source>cannot read the situation from standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="99"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="289"/>
        <source>  total %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="318"/>
        <source> against %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="327"/>
        <source>  dice %1 → %2%3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="341"/>
        <source>waiting for dice: %1 × %2 — %3%4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="355"/>
        <source>List the rulesets: those built in, and the umpire&apos;s own in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="391"/>
        <source>built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="393"/>
        <source>Your own rulesets go in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="402"/>
        <source>Check a ruleset or scenario file. Every problem is printed as file:line: field: message; the exit status is 1 if there are any.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="404"/>
        <source>A ruleset file (JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="410"/>
        <source>give one ruleset file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/rulescommands.cpp" line="430"/>
        <source>%1: ok — scenario %2 for %3, %n unit(s) and commander(s)</source>
        <translation>
            <numerusform>%1: ok — scenario %2 for %3, %n unit and commander</numerusform>
            <numerusform>%1: ok — scenario %2 for %3, %n units and commanders</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="449"/>
        <source>%1: ok — %2 %3, %4 tests, %5 tables, %6 options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="465"/>
        <source>Describe a ruleset: options, ratings, unit types and their numbers, state fields, formations, movement, weapons, tests with every modifier, tables, charge rules and the activation deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="468"/>
        <source>A ruleset id or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="474"/>
        <source>give one ruleset id or file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="24"/>
        <location filename="../app/cli/battlecommands.cpp" line="196"/>
        <location filename="../app/cli/battlecommands.cpp" line="329"/>
        <source>no battle file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="29"/>
        <source>adjutant-cli %1: warning: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="33"/>
        <source>adjutant-cli %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="44"/>
        <source>%1 — %2, turn %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/battlecommands.cpp" line="49"/>
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
        <location filename="../app/cli/battlecommands.cpp" line="50"/>
        <source>nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="53"/>
        <source>Phase: %1%2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="74"/>
        <source> REMOVED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="78"/>
        <source>For the table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="86"/>
        <source>Start a battle from a ruleset and a scenario, saved to FILE (and FILE.journal beside it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="87"/>
        <location filename="../app/cli/rulescommands.cpp" line="494"/>
        <source>Ruleset id or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="89"/>
        <source>Scenario file, or a built-in demo such as kgcwo-demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="91"/>
        <source>The battle file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="94"/>
        <source>Seed for the app&apos;s dice and shuffles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="95"/>
        <source>Interpretation option (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="102"/>
        <source>give a ruleset and a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="104"/>
        <source>-o FILE is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="117"/>
        <source>the scenario is written for %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="134"/>
        <source>%1 already exists; new never writes over a battle: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="138"/>
        <source>adjutant-cli new: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="162"/>
        <location filename="../app/cli/battlecommands.cpp" line="239"/>
        <location filename="../app/cli/battlecommands.cpp" line="278"/>
        <location filename="../app/cli/battlecommands.cpp" line="317"/>
        <location filename="../app/cli/reportcommand.cpp" line="22"/>
        <source>The battle file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="163"/>
        <source>The action as JSON, or - to read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="169"/>
        <source>give a battle file and an action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="178"/>
        <source>the action on standard input is larger than a megabyte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="184"/>
        <source>the action is not a JSON object: %1 at character %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="189"/>
        <source>the action is not a JSON object: it must look like {&quot;kind&quot;:&quot;draw&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="200"/>
        <source>adjutant-cli play: warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="368"/>
        <source>Save what can be kept of a damaged battle as a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="202"/>
        <location filename="../app/cli/battlecommands.cpp" line="212"/>
        <source>adjutant-cli play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="205"/>
        <source>adjutant-cli play: &apos;adjutant-cli recover %1&apos; saves what can be kept as a new battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="238"/>
        <source>Show a battle: turn, deck or phase, every unit&apos;s state, and the journal with --journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="240"/>
        <source>List the journal too (undone entries marked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="246"/>
        <location filename="../app/cli/battlecommands.cpp" line="285"/>
        <location filename="../app/cli/battlecommands.cpp" line="326"/>
        <location filename="../app/cli/reportcommand.cpp" line="31"/>
        <source>give a battle file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="262"/>
        <source>Journal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="266"/>
        <source>  (undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="276"/>
        <source>Rebuild a battle from its scenario and journal, rolling nothing; --verify compares every entry&apos;s recorded state with the replay (exit 1 on a difference).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="279"/>
        <source>Check each entry&apos;s recorded state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/battlecommands.cpp" line="302"/>
        <source>replayed %n entr(y/ies), %1 checked: the same state (%2)</source>
        <translation>
            <numerusform>replayed %n entry, %1 checked: the same state (%2)</numerusform>
            <numerusform>replayed %n entries, %1 checked: the same state (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="314"/>
        <source>Save what can be kept of a damaged battle as a new battle (FILE-recovered.adjutant beside it, or -o NEW). The damaged files are only read, and every problem found is listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="319"/>
        <source>The new battle file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="333"/>
        <source>%1 already exists: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="347"/>
        <location filename="../app/cli/battlecommands.cpp" line="353"/>
        <source>adjutant-cli recover: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/battlecommands.cpp" line="349"/>
        <source>%1: %n journal entr(y/ies) kept</source>
        <translation>
            <numerusform>%1: %n journal entry kept</numerusform>
            <numerusform>%1: %n journal entries kept</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="363"/>
        <source>Start a battle from a ruleset and a scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="364"/>
        <source>Apply an action to a battle; journaled at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="365"/>
        <source>Turn, deck or phase, and every unit&apos;s state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="366"/>
        <source>Rebuild a battle from its journal; --verify checks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="105"/>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="108"/>
        <source>%1:%2: column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="116"/>
        <source>%1: the situation is a JSON object, {...}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="296"/>
        <source>outcomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="298"/>
        <source>  odds of %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="306"/>
        <source>  odds of %1 to the target after saves: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/rulescommands.cpp" line="385"/>
        <source>BROKEN (%n problem(s)): %1</source>
        <translation>
            <numerusform>BROKEN (%n problem): %1</numerusform>
            <numerusform>BROKEN (%n problems): %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="414"/>
        <source>a ruleset is a few hundred KB, a scenario a few tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="416"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="496"/>
        <source>The test&apos;s id (&apos;describe&apos; lists them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="497"/>
        <source>Situation JSON file, or - for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="499"/>
        <source>Set an interpretation option (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="523"/>
        <source>no test &quot;%1&quot; in %2; its tests: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="539"/>
        <source>Faces read off real dice, in the order they are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="542"/>
        <source>Roll every die with this seed instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="548"/>
        <source>--dice and --seed exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="129"/>
        <location filename="../app/cli/rulescommands.cpp" line="559"/>
        <source>--seed needs a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="571"/>
        <source>--dice: &apos;%1&apos; is not a die face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="616"/>
        <source>List the rulesets, built in and your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="617"/>
        <source>Everything a ruleset defines, with ids for scripts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="619"/>
        <source>Check a ruleset or scenario file; every mistake with its line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="621"/>
        <source>Resolve a test in a situation, with its follow-ups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/reportcommand.cpp" line="19"/>
        <source>The battle&apos;s report, worked out from its journal: turn by turn what happened, the losses and how the units stood, and each side&apos;s dice against the exact odds. Printed as text (or --json), or written with -o to a PDF or to one self-contained HTML file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/reportcommand.cpp" line="24"/>
        <source>Write the report to OUT: .pdf or .html.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/reportcommand.cpp" line="35"/>
        <source>the report is written as .pdf or .html, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/reportcommand.cpp" line="43"/>
        <source>adjutant-cli report: warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/reportcommand.cpp" line="50"/>
        <source>adjutant-cli report: %1 not written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/reportcommand.cpp" line="66"/>
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
        <source>cannot read the list from standard input</source>
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
        <location filename="../app/cli/describe.cpp" line="448"/>
        <source>
%1 (adjutant-cli charge): %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="152"/>
        <source>Apply one action to a battle and journal it at once. ACTION is JSON, e.g. {&quot;kind&quot;:&quot;draw&quot;}, {&quot;kind&quot;:&quot;resolve&quot;,&quot;test&quot;:&quot;fire&quot;,&quot;actor&quot;:&quot;52nd&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;faces&quot;:[7,2,4,6,3,8]}, {&quot;kind&quot;:&quot;set&quot;,&quot;unit&quot;:&quot;52nd&quot;,&quot;field&quot;:&quot;casualties&quot;,&quot;value&quot;:1,&quot;reason&quot;:&quot;miscounted&quot;}, {&quot;kind&quot;:&quot;join&quot;,&quot;unit&quot;:{&quot;id&quot;:&quot;43rd&quot;,&quot;name&quot;:&quot;1/43rd Foot&quot;,&quot;type&quot;:&quot;infantry&quot;,&quot;side&quot;:&quot;british&quot;,&quot;commander&quot;:&quot;thornby&quot;}} (a reinforcement), {&quot;kind&quot;:&quot;resolve&quot;,&quot;procedure&quot;:&quot;charge&quot;,&quot;response&quot;:&quot;stand&quot;,&quot;actor&quot;:&quot;14th-ld&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;inputs&quot;:{&quot;distance&quot;:10}} (a whole charge, one entry; faces in the order &apos;adjutant-cli help charge&apos; gives), {&quot;kind&quot;:&quot;next&quot;}, {&quot;kind&quot;:&quot;end-turn&quot;}, {&quot;kind&quot;:&quot;undo&quot;}, {&quot;kind&quot;:&quot;redo&quot;}. Without faces the app rolls, and the journal keeps the faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="22"/>
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
target and the distance among the inputs: {&quot;actor&quot;: {...}, &quot;target&quot;: {...},
&quot;inputs&quot;: {&quot;distance&quot;: 8}}. &quot;tests&quot;: {&quot;melee@actor&quot;: {&quot;ticked&quot;: [...]}} ticks a
modifier for the charger&apos;s melee dice only (&quot;melee@target&quot; for the defender&apos;s).

JSON answer (--json), keys kept stable:
  ruleset {id, version}, procedure, inputs {id: value}, allowed, refusal,
  responses [{id, name, explain, available, reason, odds [{ending, name, probability}], ms}]
  run {response, ending, endingName, complete, facesUsed, winner, loser, pendingStep,
       steps [{path, name, test, actor, target, skipped, note, resolution}],
       queue [{test, name, count, why, actor, target, odds}], units, errors}
  simulation {runs, seed, endings [{ending, exact, estimated, observed, standardErrors}]}
Exit status: 0 done (complete or waiting for dice), 1 the ruleset is broken, 2 bad arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="87"/>
        <source>The procedure&apos;s id (charge unless given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="90"/>
        <source>The target&apos;s response, to resolve it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="95"/>
        <source>Roll every die with this seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="97"/>
        <source>Pass over a triggered test (the umpire&apos;s call; repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="100"/>
        <source>Roll the procedure this many times (with --seed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="114"/>
        <source>--simulate needs --seed and --response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="128"/>
        <source>%1 has no procedure &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="158"/>
        <source>%1: allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="159"/>
        <source>%1: refused (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="184"/>
        <source>  %1: not offered, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="214"/>
        <source>--simulate needs a number of runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="227"/>
        <source>%1 runs with seed %2:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="236"/>
        <source>  %1: exact %2, rolled %3 (%4 standard errors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="252"/>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="279"/>
        <source>  waiting: %1 ×%2 (%3 → %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="298"/>
        <source>Ending: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/procedurecommands.cpp" line="323"/>
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
        <location filename="../app/cli/procedurecommands.cpp" line="22"/>
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
target and the distance among the inputs: {&quot;actor&quot;: {...}, &quot;target&quot;: {...},
&quot;inputs&quot;: {&quot;distance&quot;: 8}}. &quot;tests&quot;: {&quot;melee@actor&quot;: {&quot;ticked&quot;: [...]}} ticks a
modifier for the charger&apos;s melee dice only (&quot;melee@target&quot; for the defender&apos;s).

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
        <source>On a charge or a melee (&quot;procedure&quot;), &quot;owe&quot;:true owes the tests its result triggers that the faces given do not reach (a loser&apos;s check), and takes the procedure to its end without them; without faces, the app rolls every die but theirs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CurrentCard</name>
    <message>
        <location filename="../qml/components/CurrentCard.qml" line="21"/>
        <source>Current card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/components/CurrentCard.qml" line="34"/>
        <source>Turn %1 · %n card(s) left</source>
        <translation>
            <numerusform>Turn %1 · %n card left</numerusform>
            <numerusform>Turn %1 · %n cards left</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/components/CurrentCard.qml" line="35"/>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/CurrentCard.qml" line="84"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/CurrentCard.qml" line="84"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/CurrentCard.qml" line="85"/>
        <source>Draw the next card (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/CurrentCard.qml" line="85"/>
        <source>Go to the next phase or segment (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/CurrentCard.qml" line="91"/>
        <source>Its sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/CurrentCard.qml" line="92"/>
        <location filename="../qml/components/CurrentCard.qml" line="105"/>
        <source>Sheet of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/CurrentCard.qml" line="113"/>
        <source>End the turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DicePad</name>
    <message>
        <location filename="../qml/components/DicePad.qml" line="46"/>
        <source>Face %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/DicePad.qml" line="81"/>
        <source>1–%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/DicePad.qml" line="89"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/DicePad.qml" line="98"/>
        <source>⌫ Take back the last face</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DicePage</name>
    <message>
        <location filename="../qml/pages/DicePage.qml" line="18"/>
        <source>Dice and odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/DicePage.qml" line="42"/>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/DicePage.qml" line="54"/>
        <source>e.g. 2d6, 3d10&gt;=5, 4d10kh3, d66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/DicePage.qml" line="55"/>
        <source>Dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/DicePage.qml" line="91"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/pages/DicePage.qml" line="102"/>
        <source>or type %n real die face(s)</source>
        <translation>
            <numerusform>or type the face of the real die</numerusform>
            <numerusform>or type the faces of %n real dice</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/pages/DicePage.qml" line="103"/>
        <source>Faces of real dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/DicePage.qml" line="109"/>
        <source>Use faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/pages/DicePage.qml" line="157"/>
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/pages/DicePage.qml" line="158"/>
        <source>Total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/DicePage.qml" line="174"/>
        <source>Chance of each number of successes (average %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/DicePage.qml" line="175"/>
        <source>Chance of each total (average %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/DicePage.qml" line="191"/>
        <source>%1 or more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceParser</name>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="9"/>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="25"/>
        <location filename="../core/dice/diceparser.cpp" line="90"/>
        <source>expected dice such as 2d6, or a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="36"/>
        <source>expected + or - between terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="39"/>
        <source>a sign must be followed by dice or a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="47"/>
        <source>at most %1 dice in one expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="58"/>
        <source>write &gt;= or &lt;= to count successes per die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="63"/>
        <source>expected the number each die is judged against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="66"/>
        <source>unexpected text after the success rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="70"/>
        <source>a pool judges plain dice one by one: write it as 3d10&gt;=5, with no other terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="77"/>
        <source>too many dice to work out exact odds: %1; keep or drop from fewer or smaller dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="95"/>
        <source>%1 is too large; constants go up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="107"/>
        <source>roll at least one die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="111"/>
        <source>at most %1 dice in one group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="118"/>
        <source>expected the number of faces after d, as in d6 or d10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="126"/>
        <source>d66 is one reading of two d6; add several as d66+d66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="133"/>
        <source>d66 cannot keep or drop dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="140"/>
        <source>there is no d%1; use d3, d4, d5, d6, d8, d10, d12, d20 or d66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="163"/>
        <source>write dl or dh to drop the lowest or highest dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="168"/>
        <source>expected how many dice to keep or drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="173"/>
        <source>can drop 1 to %1 of %2 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="181"/>
        <source>can keep 1 to %1 of %1 dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <location filename="../qml/components/DieFace.qml" line="28"/>
        <source>d%1 showing %2, a success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/DieFace.qml" line="29"/>
        <source>d%1 showing %2, a failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/DieFace.qml" line="30"/>
        <source>d%1 showing %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/DieFace.qml" line="31"/>
        <source>d%1 showing %2, dropped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiskWriter</name>
    <message>
        <location filename="../core/battle/diskwriter.cpp" line="29"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/diskwriter.cpp" line="41"/>
        <source>cannot write %1 to the disk: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillMaker</name>
    <message>
        <location filename="../core/learn/drill.cpp" line="72"/>
        <location filename="../core/learn/drill.cpp" line="526"/>
        <location filename="../core/learn/drill.cpp" line="665"/>
        <location filename="../core/learn/drill.cpp" line="668"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="79"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="80"/>
        <source>%1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="88"/>
        <source>Counts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="90"/>
        <location filename="../core/learn/drill.cpp" line="223"/>
        <source>No modifier counts here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="138"/>
        <source>hardly ever (under 10%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="140"/>
        <source>now and then (10–30%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="142"/>
        <source>less often than not (30–50%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="144"/>
        <source>more often than not (50–70%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="146"/>
        <source>usually (70–90%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="148"/>
        <source>almost always (90% or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="172"/>
        <source>Right: the modifiers come to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="173"/>
        <source>Not quite: the modifiers come to %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="180"/>
        <source>Does not count: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="188"/>
        <location filename="../core/learn/drill.cpp" line="191"/>
        <source>%1 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="189"/>
        <location filename="../core/learn/drill.cpp" line="191"/>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="192"/>
        <source>Right: each die needs %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="193"/>
        <source>Not quite: each die needs %1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="196"/>
        <location filename="../core/learn/drill.cpp" line="245"/>
        <source>Modifiers %1 in all: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="210"/>
        <source>Right to count %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="214"/>
        <source>%1 does not count here%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="219"/>
        <source>Left out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/learn/drill.cpp" line="225"/>
        <source>Right: %n modifier(s), %1 in all.</source>
        <translation>
            <numerusform>Right: %n modifier, %1 in all.</numerusform>
            <numerusform>Right: %n modifiers, %1 in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/learn/drill.cpp" line="227"/>
        <source>Not quite: %n mistake(s).</source>
        <translation>
            <numerusform>Not quite: %n mistake.</numerusform>
            <numerusform>Not quite: %n mistakes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="239"/>
        <source>Right: %1 comes %2 of the time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="241"/>
        <source>Not quite: %1 comes %2 of the time: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="286"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="444"/>
        <source>no unit type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="448"/>
        <source>%1 is out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="457"/>
        <source>no field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="464"/>
        <source>%1 is no step of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="473"/>
        <source>%1 = %2 is out of %3..%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="480"/>
        <source>%1 is no flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="486"/>
        <source>%1 is no choice of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="494"/>
        <source>a %1 cannot be in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="498"/>
        <source>%1 needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="505"/>
        <source>%1 would be out of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="669"/>
        <source>%1 takes %2 against %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="672"/>
        <source>%1 What do the modifiers come to?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="675"/>
        <source>%1 What must the die show, or less?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="676"/>
        <source>%1 What must each die show, at least?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="679"/>
        <source>%1 Which modifiers count?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/drill.cpp" line="682"/>
        <source>%1 Roughly how likely is this: %2?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillProgressFile</name>
    <message>
        <location filename="../core/learn/drill.cpp" line="351"/>
        <source>cannot save the drills&apos; progress in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message>
        <location filename="../qml/components/EndTurnDialog.qml" line="20"/>
        <source>End turn %1 now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/EndTurnDialog.qml" line="38"/>
        <source>End the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/EndTurnDialog.qml" line="31"/>
        <source>Not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/EndTurnDialog.qml" line="49"/>
        <source>Cards not yet drawn are returned and the deck is shuffled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntryReader</name>
    <message>
        <location filename="../core/report/entryevents.cpp" line="201"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/report/entryevents.cpp" line="258"/>
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/report/entryevents.cpp" line="260"/>
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/report/entryevents.cpp" line="278"/>
        <source>%1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/entryevents.cpp" line="283"/>
        <source>Turn %1 begins</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Evaluator</name>
    <message>
        <location filename="../core/rules/situation.cpp" line="143"/>
        <source>the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="149"/>
        <source>%1 ÷ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="151"/>
        <source>%1 as a percentage of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="153"/>
        <source>%1 here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="217"/>
        <source>the target&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="217"/>
        <source>the unit&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="235"/>
        <source>the %1 entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="328"/>
        <source>&quot;%1&quot; is not ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="221"/>
        <location filename="../core/rules/situation.cpp" line="229"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="225"/>
        <source>%1 %2 (from its %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="231"/>
        <source>%1 type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="233"/>
        <source>%1 arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="238"/>
        <source>the option &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="268"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="296"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="296"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="321"/>
        <source>(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="323"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="323"/>
        <location filename="../core/rules/situation.cpp" line="354"/>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="329"/>
        <source>&quot;%1&quot; is ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="343"/>
        <source>the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="343"/>
        <source>the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="344"/>
        <location filename="../core/rules/situation.cpp" line="348"/>
        <location filename="../core/rules/situation.cpp" line="354"/>
        <source>%1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="345"/>
        <location filename="../core/rules/situation.cpp" line="347"/>
        <location filename="../core/rules/situation.cpp" line="355"/>
        <source>%1 is not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="356"/>
        <source>%1 is none of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="356"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="361"/>
        <location filename="../core/rules/situation.cpp" line="365"/>
        <source>%1 is at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situation.cpp" line="360"/>
        <location filename="../core/rules/situation.cpp" line="366"/>
        <source>%1 is at most %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileError</name>
    <message>
        <location filename="../core/json/fileerror.cpp" line="38"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FaceReader</name>
    <message numerus="yes">
        <location filename="../core/dice/facereader.cpp" line="17"/>
        <source>expected %n face(s), one per die, but got %1</source>
        <translation>
            <numerusform>expected %n face, one per die, but got %1</numerusform>
            <numerusform>expected %n faces, one per die, but got %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/dice/facereader.cpp" line="25"/>
        <source>die %1 is a %2, which has no face %3 (faces 1 to %4%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/facereader.cpp" line="30"/>
        <source>; type 0 or 10 for the ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/facereader.cpp" line="51"/>
        <source>&apos;%1&apos; at position %2 is not a die face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/facereader.cpp" line="72"/>
        <source>face %1, &apos;%2&apos;, is not a number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="46"/>
        <source>Adjutant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="53"/>
        <source>Your staff officer for horse-and-musket wargames: unit returns, tests and their odds, dice and the battle journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="71"/>
        <source>Continue the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="78"/>
        <source>New battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="79"/>
        <source>Start a battle from a scenario: the demo battle of each rule system, or your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="86"/>
        <source>Open a battle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="87"/>
        <source>A battle file saved earlier or sent by another umpire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="93"/>
        <source>Dice and odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="94"/>
        <source>Roll any dice the rules use, or type in real dice, and see the exact chance of every result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="101"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="102"/>
        <source>Light or dark theme, dice rolled by the app or by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="117"/>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="102"/>
        <source>Learn the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="103"/>
        <source>Drills on modifiers, scores and odds, explained step by step, and each rule system to browse and search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="89"/>
        <source>Guided first battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="90"/>
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
    <name>JoinUnitDialog</name>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="14"/>
        <source>A unit joins the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="39"/>
        <source>Add the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="32"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="66"/>
        <source>Name, e.g. 1/43rd Foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="67"/>
        <source>The unit&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="73"/>
        <source>Its type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="83"/>
        <source>Its side: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="94"/>
        <source>Its commander: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="94"/>
        <source>Its commander: none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <location filename="../core/battle/journal.cpp" line="59"/>
        <source>(entry %1 cannot be read)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JournalLog</name>
    <message>
        <location filename="../core/battle/journallog.cpp" line="102"/>
        <location filename="../core/battle/journallog.cpp" line="160"/>
        <source>record %1 (line %2) is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/journallog.cpp" line="105"/>
        <source>record %1 appears a second time at line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/journallog.cpp" line="108"/>
        <source>the records are out of order: record %1 comes before record %2 (line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/journallog.cpp" line="114"/>
        <source>record 1 is missing: the journal starts at record %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/journallog.cpp" line="117"/>
        <source>record %1 is missing: record %2 follows record %3 (line %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/journallog.cpp" line="155"/>
        <location filename="../core/battle/journallog.cpp" line="189"/>
        <source>the last record (%1) was cut off while it was being written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/journallog.cpp" line="188"/>
        <source>record %1 (line %1) is damaged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JournalView</name>
    <message>
        <location filename="../qml/components/JournalView.qml" line="21"/>
        <source>Journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JournalView.qml" line="28"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JournalView.qml" line="34"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JournalView.qml" line="66"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JournalView.qml" line="60"/>
        <source>%1 (undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JournalView.qml" line="61"/>
        <source>%1 (undone; can be redone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JournalView.qml" line="95"/>
        <source>Why? %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="31"/>
        <source>Learn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="31"/>
        <source>Learn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="78"/>
        <source>Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="85"/>
        <source>The rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="117"/>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="118"/>
        <source>Modifier total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="119"/>
        <source>Score needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="120"/>
        <source>Which count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="121"/>
        <source>How likely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="142"/>
        <source>%1 · most missed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="151"/>
        <source>No drill of this kind fits this rule system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="184"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="190"/>
        <source>Target %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="196"/>
        <source>The table shows: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="197"/>
        <source>The table shows nothing to tick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="223"/>
        <source>One less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="239"/>
        <source>One more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="245"/>
        <location filename="../qml/pages/LearnPage.qml" line="316"/>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="265"/>
        <source>%1 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="265"/>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="371"/>
        <source>Next drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="376"/>
        <source>Read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="391"/>
        <source>Search the rules: a test, a modifier, a word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="393"/>
        <source>Search the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="399"/>
        <source>Nothing in these rules matches the search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="443"/>
        <source>Rule section: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="482"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="492"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="102"/>
        <source>Guided first battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="539"/>
        <source>Play a small battle with a tutor beside you: it dims the screen but for the control to use next, says what to do and why, and goes on when you have done it. You play for real; the tutor never plays for you. Turn it off at any time: it keeps your place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="593"/>
        <source>Start the guided battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="593"/>
        <source>Resume where you left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/LearnPage.qml" line="604"/>
        <source>Start again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveBattle</name>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="68"/>
        <source>%1 is being written by adjutant-cli (process %2 on %3); try again when it has finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="72"/>
        <source>%1 is open in another Adjutant (process %2 on %3); close it there first, or open it read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="78"/>
        <source>cannot write beside %1 (%2): the battle can only be opened read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="89"/>
        <location filename="../core/battle/livebattle.cpp" line="103"/>
        <location filename="../core/battle/livebattle.cpp" line="108"/>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="93"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="137"/>
        <source>%1 is damaged, so nothing was written to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="144"/>
        <source>the battle was recovered but could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="150"/>
        <source>What could be kept is in %1; the damaged files were left as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="168"/>
        <source>the journal&apos;s unfinished last record could not be cut off: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="172"/>
        <source>The unfinished record was cut off; its bytes were kept in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="183"/>
        <source>%1 already exists; a new battle is never written over another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="217"/>
        <source>the battle is open read-only here: another window or program is its writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="225"/>
        <source>not saved, so not done: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/livebattle.cpp" line="254"/>
        <source>the battle is open read-only here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="19"/>
        <source>Adjutant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModifierRow</name>
    <message>
        <location filename="../qml/components/ModifierRow.qml" line="57"/>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ModifierRow.qml" line="107"/>
        <source>Why %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ModifierRow.qml" line="132"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ModifierRow.qml" line="157"/>
        <source>In the rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ModifierRow.qml" line="158"/>
        <source>%1 in the rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoreMenu</name>
    <message>
        <location filename="../qml/components/MoreMenu.qml" line="31"/>
        <source>Add unit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/MoreMenu.qml" line="36"/>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/MoreMenu.qml" line="41"/>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/MoreMenu.qml" line="67"/>
        <source>Umpire mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/MoreMenu.qml" line="71"/>
        <source>What the rules forbid may be allowed anyway, with a reason in the journal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewBattlePage</name>
    <message>
        <location filename="../qml/pages/NewBattlePage.qml" line="16"/>
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
</context>
<context>
    <name>OpenBattleDialog</name>
    <message>
        <location filename="../qml/components/OpenBattleDialog.qml" line="10"/>
        <source>Adjutant battles (*.adjutant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OpenBattleDialog.qml" line="10"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderOfBattleFilter</name>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="29"/>
        <source>Find a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="32"/>
        <source>Find a unit by name or type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="40"/>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="40"/>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="41"/>
        <source>Hide the filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="41"/>
        <source>Filter the order of battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="59"/>
        <source>Only %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="64"/>
        <source>Shaken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="64"/>
        <source>Routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="65"/>
        <source>Removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="73"/>
        <source>Only units %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="80"/>
        <source>Not yet activated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="92"/>
        <source>Under commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="100"/>
        <source>Show all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderOfBattleFilter.qml" line="111"/>
        <source>%1 found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Orders</name>
    <message>
        <location filename="../core/rules/orders.cpp" line="19"/>
        <location filename="../core/rules/orders.cpp" line="21"/>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="21"/>
        <source>%1 move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="37"/>
        <source>this ruleset has no formation changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="45"/>
        <source>unknown unit type or formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="49"/>
        <source>a %1 cannot form %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="53"/>
        <source>%1 needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="57"/>
        <source>already in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="83"/>
        <source>%1 cannot change to %2: that formation is not on its army&apos;s chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="94"/>
        <source>no cost is given for rating %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="156"/>
        <source>unknown ground or unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="167"/>
        <source>%1 may not enter %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="174"/>
        <source>%1: speed × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="178"/>
        <source>%1: %2 of the move lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="183"/>
        <source>%1: %2&quot; to cross</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageHeader</name>
    <message>
        <location filename="../qml/components/PageHeader.qml" line="26"/>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/PageHeader.qml" line="28"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message>
        <location filename="../core/report/battlereport.cpp" line="113"/>
        <source>A quiet turn: no shots, charges or losses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="181"/>
        <source>%1 came up: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="193"/>
        <source>%1 fired: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="194"/>
        <source>%1 fired at %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="197"/>
        <source>%1 charged: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="198"/>
        <source>%1 charged %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="202"/>
        <source>%1 for %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="203"/>
        <source>%1, %2 against %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="206"/>
        <source>%1 joined the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/report/battlereport.cpp" line="211"/>
        <source>%1 took %n loss(es).</source>
        <translation>
            <numerusform>%1 took %n loss.</numerusform>
            <numerusform>%1 took %n losses.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/report/battlereport.cpp" line="213"/>
        <source>%1 made good %n loss(es).</source>
        <translation>
            <numerusform>%1 made good %n loss.</numerusform>
            <numerusform>%1 made good %n losses.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="218"/>
        <source>%1 was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="220"/>
        <source>%1 broke.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="222"/>
        <source>%1 was shaken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="224"/>
        <source>%1 rallied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="273"/>
        <source>the dice came to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="310"/>
        <source>%1, %2 in turn %3: %4 (%5), a chance of %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/report/battlereport.cpp" line="331"/>
        <source> (%n roll(s))</source>
        <translation>
            <numerusform> (%n roll)</numerusform>
            <numerusform> (%n rolls)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/report/battlereport.cpp" line="334"/>
        <location filename="../core/report/battlereport.cpp" line="344"/>
        <source>%1: %n hit(s) against %2 expected</source>
        <translation>
            <numerusform>%1: %n hit against %2 expected</numerusform>
            <numerusform>%1: %n hits against %2 expected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/report/battlereport.cpp" line="335"/>
        <source>%1: %n success(es) against %2 expected</source>
        <translation>
            <numerusform>%1: %n success against %2 expected</numerusform>
            <numerusform>%1: %n successes against %2 expected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/report/battlereport.cpp" line="339"/>
        <source>%1: %n passed against %2 expected</source>
        <translation>
            <numerusform>%1: %n passed against %2 expected</numerusform>
            <numerusform>%1: %n passed against %2 expected</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="347"/>
        <source>%1: %2 in all against %3 expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="351"/>
        <source>%1: dice totalling %2 against %3 expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="396"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="400"/>
        <source>1 in %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="461"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="465"/>
        <source>%1: %2, %3; %4</source>
        <extracomment>A side at the end of a turn: its name, its losses, its units lost; how its units stand</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/report/battlereport.cpp" line="466"/>
        <source>%Ln loss(es)</source>
        <translation>
            <numerusform>%Ln loss</numerusform>
            <numerusform>%Ln losses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/report/battlereport.cpp" line="467"/>
        <source>%Ln unit(s) lost</source>
        <translation>
            <numerusform>%Ln unit lost</numerusform>
            <numerusform>%Ln units lost</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="468"/>
        <source>%1 steady, %2 shaken, %3 routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="473"/>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="479"/>
        <source>Dice luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="493"/>
        <source>The most unlikely roll: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/battlereport.cpp" line="495"/>
        <source>Could not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <location filename="../render/reportcharts.cpp" line="116"/>
        <source>Losses over the turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="120"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="155"/>
        <location filename="../render/reportcharts.cpp" line="268"/>
        <source>turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="192"/>
        <source>units lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="192"/>
        <source>%1 losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="207"/>
        <source>How the units stood at the end of each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="214"/>
        <source>steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="215"/>
        <source>shaken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="216"/>
        <source>routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="217"/>
        <source>lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportDocument</name>
    <message numerus="yes">
        <location filename="../render/reportdocument.cpp" line="101"/>
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n turn</numerusform>
            <numerusform>%1 · %n turns</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="107"/>
        <source>How it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="107"/>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="107"/>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="108"/>
        <source>Units lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="108"/>
        <source>Steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="108"/>
        <source>Shaken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="109"/>
        <source>Routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="126"/>
        <source>Turn by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="128"/>
        <source>Nothing has been played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="131"/>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="134"/>
        <source>Dice luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="136"/>
        <source>Each side&apos;s dice against what the exact odds expected at the moment of each roll, with every modifier that applied then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="147"/>
        <source>No dice have been rolled yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="150"/>
        <source>The most unlikely roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="165"/>
        <source>Losses over the turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportdocument.cpp" line="165"/>
        <source>How the units stood</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <location filename="../qml/pages/ReportPage.qml" line="18"/>
        <source>The battle&apos;s report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/ReportPage.qml" line="73"/>
        <source>Save as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/ReportPage.qml" line="81"/>
        <source>Save as HTML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/ReportPage.qml" line="119"/>
        <source>%1: %2 lost, %3 units out of play; %4 steady, %5 shaken, %6 routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/ReportPage.qml" line="158"/>
        <source>Turn by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/ReportPage.qml" line="167"/>
        <source>Nothing has been played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/ReportPage.qml" line="200"/>
        <source>Dice luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/ReportPage.qml" line="208"/>
        <source>Each side&apos;s dice against what the exact odds expected at the moment of each roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/ReportPage.qml" line="242"/>
        <source>The most unlikely roll: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/ReportPage.qml" line="257"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/ReportPage.qml" line="261"/>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/ReportPage.qml" line="261"/>
        <source>Web pages (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Resolver</name>
    <message>
        <location filename="../core/rules/resolver.cpp" line="93"/>
        <source>no test &quot;%1&quot; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="101"/>
        <source>the test needs the unit taking it (the actor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="108"/>
        <source>enter %1 (input &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="110"/>
        <source>%1 (input &quot;%2&quot;) is %3 to %4, not %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="134"/>
        <source>because %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="135"/>
        <source>only when %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="140"/>
        <source>rating %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="145"/>
        <source>%1 × %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="155"/>
        <source>tick it if it applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="169"/>
        <source>choose one if it applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="199"/>
        <source>%1 gives no dice (&quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="208"/>
        <source>none of the dice choices fits this unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="220"/>
        <source>%1 judges dice one by one, and &quot;%2&quot; are not plain dice of one size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="227"/>
        <source>%1 rolls one die, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="233"/>
        <location filename="../core/rules/resolver.cpp" line="243"/>
        <source>%1 would roll %2 dice; Adjutant rolls at most %3 for one test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="260"/>
        <source>the target&apos;s die shows 1 to %1 (0: roll it now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="416"/>
        <source>roll %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="441"/>
        <source>roll %1 on %2, row %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="591"/>
        <source>every unit: no longer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="616"/>
        <location filename="../core/rules/resolver.cpp" line="623"/>
        <location filename="../core/rules/resolver.cpp" line="633"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/rules/resolver.cpp" line="315"/>
        <source>%1, each of %n die/dice</source>
        <translation>
            <numerusform>%1, each of %n die</numerusform>
            <numerusform>%1, each of %n dice</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="422"/>
        <source>%1 has no row for %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="472"/>
        <source>%1 %2 against %3 (already rolled) %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="476"/>
        <source>%1 %2 against %1 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="513"/>
        <source>a roll on %1 came after %2 other table rolls in a row: the ruleset&apos;s tables lead to one another; no further roll was made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="550"/>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="639"/>
        <location filename="../core/rules/resolver.cpp" line="651"/>
        <source>%1 is removed from play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="667"/>
        <source>the follow-ups went more than %1 deep, to %2: the ruleset&apos;s follow-ups loop and the dice have not ended it; resolved up to there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="676"/>
        <source>working out the odds of this cascade would take too long, at %1: its tests roll too many different large dice; resolved up to there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="684"/>
        <source>more than %1 tests in one cascade, up to %2: the ruleset&apos;s follow-ups multiply; resolved up to there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="709"/>
        <source>a d%1 has no face %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="814"/>
        <source>more dice are needed for the table roll of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="857"/>
        <source>for each success of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="858"/>
        <source>for each failure of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="892"/>
        <source>after %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesGuide</name>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="16"/>
        <source>Each die is judged on its own; the successes are counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="17"/>
        <source>One die against a score to reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="19"/>
        <source>One die that must come at or under a score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="21"/>
        <source>The dice are added up with the modifiers; the total falls in one of the results below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="24"/>
        <source>The roll with its modifiers is read on a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="26"/>
        <source>Both sides roll and add their modifiers; the difference decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="35"/>
        <source>Dice: as %1 says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="39"/>
        <source>%1 when %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="40"/>
        <location filename="../core/learn/rulesguide.cpp" line="43"/>
        <source>Dice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="45"/>
        <source>Dice: a d%1 for each of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="47"/>
        <source>Dice: %1d%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="59"/>
        <source>Needs %1 or more; the modifiers change the score needed, not the roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="61"/>
        <source>Needs %1 or more after the modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="63"/>
        <source>Needs %1 or less after the modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="66"/>
        <source>Needs %1 or less; the modifiers raise or lower that score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="71"/>
        <source>Adds %1 to the roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="73"/>
        <source>Takes %1 off the total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="77"/>
        <source>The row is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="81"/>
        <source>A natural %1 always passes, whatever the modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="83"/>
        <source>A natural %1 always fails, whatever the modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="86"/>
        <source>Those natural faces decide only when %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="88"/>
        <source>The players enter %1 (%2 to %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="101"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="105"/>
        <source>%1 for each of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="109"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="114"/>
        <source>when %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="116"/>
        <source>tick it when the table shows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="118"/>
        <source>choose the one the table shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="120"/>
        <source>for the other side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="122"/>
        <source>for each side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="160"/>
        <source>The turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/learn/rulesguide.cpp" line="164"/>
        <source>A deck of cards decides who acts: %n card(s) at a time.</source>
        <translation>
            <numerusform>A deck of cards decides who acts: %n card at a time.</numerusform>
            <numerusform>A deck of cards decides who acts: %n cards at a time.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="168"/>
        <source>one per unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="170"/>
        <source>one per commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/learn/rulesguide.cpp" line="172"/>
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n in the deck</numerusform>
            <numerusform>%n in the deck</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="174"/>
        <source>%1; ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="184"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="206"/>
        <source>on a pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="207"/>
        <source>on a fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="212"/>
        <source>Then: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="224"/>
        <source>Roll %1 and read the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="231"/>
        <source>%1 gives %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/rulesguide.cpp" line="232"/>
        <source>Row %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesetLoader</name>
    <message>
        <location filename="../core/rules/rulesetlibrary.cpp" line="105"/>
        <source>passed over for its mistakes; the first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetlibrary.cpp" line="132"/>
        <source>no ruleset &quot;%1&quot;; &apos;adjutant-cli rulesets&apos; lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="229"/>
        <location filename="../core/rules/rulesetloader.cpp" line="267"/>
        <location filename="../core/rules/rulesetloader.cpp" line="457"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="46"/>
        <source>this Adjutant reads format %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="51"/>
        <location filename="../core/rules/rulesetloader.cpp" line="159"/>
        <source>an id uses letters, digits and hyphens only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="162"/>
        <source>duplicate %1 id &quot;%2&quot;; the first is at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="194"/>
        <source>an option needs at least two choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="199"/>
        <source>&quot;%1&quot; is not one of this option&apos;s choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="235"/>
        <source>duplicate step &quot;%1&quot; in this ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="240"/>
        <source>a ladder needs at least one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="275"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1664"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1827"/>
        <source>no formation &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="290"/>
        <source>kind must be ladder, integer, flag or choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="308"/>
        <source>no ladder &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="315"/>
        <source>&quot;%1&quot; is not a step of the ladder &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="325"/>
        <location filename="../core/rules/rulesetloader.cpp" line="436"/>
        <location filename="../core/rules/rulesetloader.cpp" line="498"/>
        <location filename="../core/rules/rulesetloader.cpp" line="548"/>
        <source>no unit type has the attribute &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="338"/>
        <source>only &quot;formations&quot; can supply choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="343"/>
        <source>a choice field needs &quot;choices&quot; or &quot;choicesFrom&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="349"/>
        <source>&quot;%1&quot; is not one of the choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="374"/>
        <source>no field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="376"/>
        <source>&quot;%1&quot; is not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="385"/>
        <location filename="../core/rules/rulesetloader.cpp" line="415"/>
        <source>no test &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="387"/>
        <source>no flag field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="431"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="440"/>
        <source>expected a field or &quot;type.&quot; and a unit type attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="444"/>
        <source>expected &quot;lost&quot; or &quot;left&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="454"/>
        <source>a ladder or a choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="466"/>
        <source>&quot;%1&quot; is not a value of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="475"/>
        <source>expected &quot;steady&quot;, &quot;shaken&quot; or &quot;routed&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="479"/>
        <source>a choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="481"/>
        <source>a flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="494"/>
        <source>removal needs an integer field, such as casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="512"/>
        <source>&quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="522"/>
        <source>this test declares no input &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="529"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1853"/>
        <source>no option &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="534"/>
        <source>start with %1, input. or option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="553"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1861"/>
        <source>no field &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="567"/>
        <source>no step of the ladder &quot;%1&quot; has the attribute &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="571"/>
        <source>too many parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="596"/>
        <source>expected text naming %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="599"/>
        <source>&quot;%1&quot; is not %2; one of: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="620"/>
        <source>a step of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="625"/>
        <source>a choice of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="628"/>
        <source>%1 is a flag: compare it with true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="630"/>
        <source>%1 is a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="636"/>
        <source>a unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="640"/>
        <source>an arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="652"/>
        <source>a choice of the option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="684"/>
        <source>list at least one condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="710"/>
        <source>compare a computed value with &quot;atLeast&quot;, &quot;atMost&quot; or &quot;is&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="728"/>
        <source>a condition needs &quot;field&quot;, &quot;option&quot;, &quot;all&quot;, &quot;any&quot; or &quot;not&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="753"/>
        <source>say what to compare with: &quot;is&quot;, &quot;in&quot;, &quot;atLeast&quot; or &quot;atMost&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="768"/>
        <source>expected a whole number from %1 to %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="784"/>
        <source>&quot;result&quot; means a test&apos;s result: only effects may use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="813"/>
        <source>give two values: [a, b]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="814"/>
        <source>give at least two values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="845"/>
        <source>a value is a number, a reference, or sum, product, quotient, percent or choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="862"/>
        <source>expected dice such as &quot;2d6&quot;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="868"/>
        <source>bad dice &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="902"/>
        <source>there is no d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="908"/>
        <source>a test rolls 0 to %1 dice, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="933"/>
        <source>%1 rolls this many dice (%2): a number from 0 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="945"/>
        <source>an object of named modifier lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="963"/>
        <source>no modifier set &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="968"/>
        <source>a modifier set is a list of modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="986"/>
        <source>duplicate modifier id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="997"/>
        <source>a test has at most %1 modifiers, its sets&apos; included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1005"/>
        <source>the tests have at most %1 modifiers in all, a set counted once for every test that uses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1032"/>
        <source>fromRating needs a ladder field, such as actor.fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1051"/>
        <source>a one-of modifier needs at least two choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1053"/>
        <source>situational is true or &quot;one-of&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1056"/>
        <source>choices belong to a &quot;one-of&quot; modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1058"/>
        <source>a modifier needs a &quot;value&quot; or &quot;fromRating&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1061"/>
        <source>side is &quot;actor&quot;, &quot;target&quot; or &quot;both&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1064"/>
        <source>only automatic modifiers apply to both sides; give each side its own toggle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1093"/>
        <source>an effect changes a field of a unit, such as actor.casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1104"/>
        <source>add works on integer fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1124"/>
        <source>step works on ladder fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1131"/>
        <source>remove names a role: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1137"/>
        <source>clearAll names a flag field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1148"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1293"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1568"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1964"/>
        <source>no table &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1153"/>
        <source>an effect is one of add, set, step, remove, clearAll, note, roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1187"/>
        <source>actor is one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1190"/>
        <source>target is one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1199"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1892"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1917"/>
        <source>no test &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1215"/>
        <source>min %1 is above max %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1239"/>
        <source>kind is threshold, roll-under, bands, table or opposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1270"/>
        <source>modifiersOn is &quot;roll&quot; or &quot;target&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1278"/>
        <source>a natural face is a die face number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1297"/>
        <source>&quot;%1&quot; is a random table; a table test needs a lookup table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1328"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1328"/>
        <source>Fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1387"/>
        <source>%1 loops back: these follow-ups are taken whatever the dice, so the tests would never end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1417"/>
        <source>dice judged one by one are plain dice of one size, such as d10 (or 3d10 in a pool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1443"/>
        <source>a roll-under test rolls one die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1479"/>
        <source>a cue is &quot;volley&quot;, &quot;cannon&quot; or &quot;charge&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1672"/>
        <source>an object keyed by movement column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1680"/>
        <source>no movement column &quot;%1&quot; is declared; movementColumns: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1690"/>
        <source>inches are a whole number from 0 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1698"/>
        <source>a movement row gives the inches of a column at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1712"/>
        <source>no movement column &quot;%1&quot; is declared before this one to be its base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1955"/>
        <source>only a card per unit or per commander has a when</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="2042"/>
        <source>a ruleset is a few hundred KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1424"/>
        <source>a threshold test needs &quot;atLeast&quot;, &quot;atMost&quot; or &quot;targetFrom&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1427"/>
        <source>several dice judged one by one need &quot;pool&quot;: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1430"/>
        <source>a pool has perSuccess/perFailure, not onPass/onFail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1433"/>
        <source>a threshold test has onPass/onFail, not bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1438"/>
        <source>a roll-under test needs &quot;atMost&quot; or &quot;targetFrom&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1441"/>
        <source>give onPass/onFail, or bands on how far the roll is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1450"/>
        <source>this kind of test reads its result from bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1452"/>
        <source>a table test needs &quot;table&quot; and &quot;row&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1458"/>
        <source>an opposed test&apos;s modifiers say their side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1466"/>
        <source>write the dice without a success rule; the test says what passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1514"/>
        <source>only an opposed test has a target&apos;s die to give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1520"/>
        <source>this test has no input &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1526"/>
        <source>a target&apos;s die can be given only when each side rolls one die with nothing added (&quot;d10&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1533"/>
        <source>input &quot;%1&quot; runs from 0 (rolled now) to at most %2, the die&apos;s faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1597"/>
        <source>a table needs &quot;rows&quot; (a random table) or &quot;lookup&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1599"/>
        <source>a random table needs &quot;dice&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1640"/>
        <source>no row covers a roll of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1643"/>
        <source>several rows cover a roll of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1655"/>
        <source>a movement row names either an &quot;arm&quot; or a &quot;unitType&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1658"/>
        <source>no unit type &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1660"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1743"/>
        <source>no unit type has the arm &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1730"/>
        <source>a number is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1735"/>
        <source>a number, or an object of arm -&gt; number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1763"/>
        <source>formed-only terrain needs the ruleset&apos;s &quot;formed&quot; condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1788"/>
        <source>a rate gives &quot;fraction&quot;, &quot;inches&quot; or &quot;forbidden&quot;: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1798"/>
        <source>an object of ranges in inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1804"/>
        <source>a range is a number of inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1835"/>
        <source>chainBy names a choice field, such as the army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1841"/>
        <source>&quot;%1&quot; is not a choice of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1848"/>
        <source>name the rating that sets the cost: &quot;rating&quot; or &quot;ratingOption&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1858"/>
        <source>the option&apos;s choice &quot;%1&quot; is not a field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1864"/>
        <source>an object: rating step -&gt; fraction of a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1870"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1882"/>
        <source>a cost is a positive fraction of a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1913"/>
        <source>verdict is allowed, forbidden or test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1933"/>
        <source>draw 1 to 6 cards at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1951"/>
        <source>per is unit, commander or once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1966"/>
        <source>duplicate card id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1980"/>
        <source>activation kind is deck or phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="2021"/>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the tests whose result owes this test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a role is actor or target</source>
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
</context>
<context>
    <name>SaveBattleDialog</name>
    <message>
        <location filename="../qml/components/SaveBattleDialog.qml" line="9"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/SaveBattleDialog.qml" line="12"/>
        <source>Adjutant battles (*.adjutant)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioLoader</name>
    <message>
        <location filename="../core/battle/scenario.cpp" line="48"/>
        <source>this Adjutant reads scenario format 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="51"/>
        <location filename="../core/battle/scenario.cpp" line="134"/>
        <source>an id uses letters, digits and hyphens only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="57"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="63"/>
        <source>a battle needs at least two sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="81"/>
        <source>%1 has no option &quot;%2&quot;; its options: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="90"/>
        <source>%1 takes one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="105"/>
        <source>duplicate side id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="111"/>
        <source>a side needs a commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="138"/>
        <source>duplicate id &quot;%1&quot;: every unit and commander needs its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="144"/>
        <source>&quot;%1&quot; is not a unit type of %2; one of: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="170"/>
        <source>an object of field values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="178"/>
        <source>%1 has no field &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="190"/>
        <location filename="../core/battle/scenario.cpp" line="196"/>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="200"/>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="209"/>
        <source>a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="214"/>
        <source>%1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="241"/>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="255"/>
        <source>written for &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="292"/>
        <source>the key &quot;ruleset&quot; is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="299"/>
        <source>the ruleset &quot;%1&quot; cannot be loaded: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="310"/>
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
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="16"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="89"/>
        <source>Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="90"/>
        <source>Easier on the eyes in a dim hall. Turn it off in daylight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="96"/>
        <source>Roll dice by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="97"/>
        <source>Tests start with the pad for typing the faces of real dice instead of the Roll button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="104"/>
        <source>Confirm before applying effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="105"/>
        <source>A test&apos;s casualties and morale changes wait for your tap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="111"/>
        <source>Sounds at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="113"/>
        <source>Short, soft cues when a card is drawn, a volley or a cannon fires, a unit breaks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="114"/>
        <source>No sound device was found, so Adjutant stays silent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="125"/>
        <location filename="../qml/pages/SettingsPage.qml" line="136"/>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="155"/>
        <source>Sound for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="164"/>
        <source>Read aloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="166"/>
        <source>The card drawn, the phase and each test&apos;s result are spoken, in the app&apos;s language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="167"/>
        <source>This system has no speech engine (on Debian: qt6-speech-flite-plugin), so nothing can be read aloud.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SituationJson</name>
    <message>
        <location filename="../core/rules/situationjson.cpp" line="24"/>
        <source>%1.type: &quot;%2&quot; is not a unit type of %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situationjson.cpp" line="33"/>
        <source>%1.%2: no such field in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situationjson.cpp" line="60"/>
        <source>%1.%2: %3 does not fit this field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situationjson.cpp" line="81"/>
        <source>unknown key &quot;%1&quot;; a situation has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situationjson.cpp" line="97"/>
        <source>%1: no modifier &quot;%2&quot; in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situationjson.cpp" line="105"/>
        <source>%1.%2: &quot;%3&quot; is not a choice of that modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situationjson.cpp" line="115"/>
        <source>tests.%1: no such test in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situationjson.cpp" line="125"/>
        <source>inputs.%1: a whole number is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situationjson.cpp" line="86"/>
        <source>%1: a list is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situationjson.cpp" line="86"/>
        <source>%1: an object is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situationjson.cpp" line="149"/>
        <source>%1: no such option in %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/situationjson.cpp" line="156"/>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SourceJsonReader</name>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="113"/>
        <source>unexpected text after the end of the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="188"/>
        <source>the document ends where a value was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="195"/>
        <source>lists and objects nest more than %1 levels deep here; a ruleset needs a dozen at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="224"/>
        <source>expected a value (text in quotes, a number, true, false, null, an object or a list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="252"/>
        <source>expected a key in double quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="265"/>
        <location filename="../core/json/sourcejson.cpp" line="314"/>
        <source>the key &quot;%1&quot; appears twice in this object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="275"/>
        <source>expected &apos;:&apos; after the key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="296"/>
        <source>expected &apos;,&apos; or &apos;}&apos; after the value of &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="356"/>
        <source>expected &apos;,&apos; or &apos;]&apos; in the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="384"/>
        <source>a line break inside text; close the quotes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="423"/>
        <source>\u needs four hexadecimal digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="431"/>
        <source>unknown escape \%1 in text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="435"/>
        <source>the text is never closed with a double quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/json/sourcejson.cpp" line="448"/>
        <source>&apos;%1&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TestSheetView</name>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="30"/>
        <source>Test sheet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="30"/>
        <source>Test sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="87"/>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="98"/>
        <source>Target…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="99"/>
        <source>Change the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="104"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="104"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="106"/>
        <source>Drops the test under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="139"/>
        <source>Choose the target (or tap it in the order of battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="189"/>
        <source>Target %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="267"/>
        <source>Fewer words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="301"/>
        <location filename="../qml/components/TestSheetView.qml" line="324"/>
        <location filename="../qml/components/TestSheetView.qml" line="534"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="325"/>
        <location filename="../qml/components/TestSheetView.qml" line="538"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="335"/>
        <source>Why these numbers?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="343"/>
        <source>Counted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="586"/>
        <source>Faces so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="587"/>
        <source>No faces yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="623"/>
        <source>d%1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="624"/>
        <source>Next: a d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="637"/>
        <source>Take back the last face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="210"/>
        <source>Enemies only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="210"/>
        <source>Own side too…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="501"/>
        <source>Total %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="644"/>
        <source>Roll the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="644"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="678"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="683"/>
        <source>Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="462"/>
        <source>Applied and written to the journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestSheetView.qml" line="424"/>
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
</context>
<context>
    <name>TestUnderWay</name>
    <message>
        <location filename="../core/battle/testunderway.cpp" line="29"/>
        <location filename="../core/battle/testunderway.cpp" line="35"/>
        <source>cannot keep the test under way in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/testunderway.cpp" line="49"/>
        <source>the test under way in %1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/testunderway.cpp" line="55"/>
        <location filename="../core/battle/testunderway.cpp" line="63"/>
        <source>the test under way in %1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/testunderway.cpp" line="63"/>
        <source>not a test</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TestUnderWayDialog</name>
    <message>
        <location filename="../qml/components/TestUnderWayDialog.qml" line="30"/>
        <source>A test was under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestUnderWayDialog.qml" line="30"/>
        <source>A test is under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestUnderWayDialog.qml" line="48"/>
        <source>Go on with it where it was left, or drop it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestUnderWayDialog.qml" line="49"/>
        <source>Go back to it, or drop it and go on?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestUnderWayDialog.qml" line="61"/>
        <source>Go on with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestUnderWayDialog.qml" line="61"/>
        <source>Back to the test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TestUnderWayDialog.qml" line="69"/>
        <source>Drop it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnSequence</name>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="146"/>
        <source>%1 has no activation deck; use &quot;next&quot; to step through the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="156"/>
        <source>The deck is used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="166"/>
        <source>Fate for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="176"/>
        <source>the fate roll is missing its dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="186"/>
        <source>%1 rolled %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="187"/>
        <source>%1: %2; it applies to the next unit or commander activated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="196"/>
        <source>the recorded shuffle is not a shuffle of this deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="199"/>
        <source>Drew %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="207"/>
        <source> (dice rolled by the app: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="215"/>
        <source>%1 uses an activation deck; use &quot;draw&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="225"/>
        <source>Now: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="252"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="269"/>
        <source>Turn %1 begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/battle/turnsequence.cpp" line="278"/>
        <source>reorder the next cards only: give the same cards as the top %n of the pile</source>
        <translation>
            <numerusform>reorder the next cards only: give the same cards as the top %n of the pile</numerusform>
            <numerusform>reorder the next cards only: give the same cards as the top %n of the pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/battle/turnsequence.cpp" line="284"/>
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
</context>
<context>
    <name>UnitLine</name>
    <message>
        <location filename="../qml/components/UnitLine.qml" line="39"/>
        <location filename="../qml/components/UnitLine.qml" line="154"/>
        <source>Removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitLine.qml" line="43"/>
        <source>%1 of %2 lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitRow</name>
    <message>
        <location filename="../qml/components/UnitRow.qml" line="77"/>
        <source>Show %1&apos;s units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitRow.qml" line="77"/>
        <source>Hide %1&apos;s units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitSheetView</name>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="59"/>
        <source>%1 · %2 · under %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="60"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="67"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="75"/>
        <source>Removed from play; its record stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="94"/>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="123"/>
        <source>Other test…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="124"/>
        <source>Other tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="150"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="161"/>
        <source>Moved this turn ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="161"/>
        <source>Mark as moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="169"/>
        <source>Change formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="185"/>
        <location filename="../qml/components/UnitSheetView.qml" line="193"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="186"/>
        <location filename="../qml/components/UnitSheetView.qml" line="293"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/components/UnitSheetView.qml" line="202"/>
        <source>%n morale test(s) on the way</source>
        <translation>
            <numerusform>%n morale test on the way</numerusform>
            <numerusform>%n morale tests on the way</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="217"/>
        <source>State (changes are journaled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="270"/>
        <source>Decrease %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="288"/>
        <source>Increase %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="124"/>
        <source>%1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="176"/>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <location filename="../core/learn/why.cpp" line="41"/>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="41"/>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="43"/>
        <source>a hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="43"/>
        <source>a miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="44"/>
        <source>a success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="44"/>
        <source>no success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="50"/>
        <source>%1 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="58"/>
        <source>%1 (%2 %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="64"/>
        <location filename="../core/learn/why.cpp" line="65"/>
        <source>Natural %1: %2 whatever the modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="77"/>
        <location filename="../core/learn/why.cpp" line="100"/>
        <source>%1, needed %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="81"/>
        <source>%1 %2 = %3, needed %4: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="97"/>
        <source>passes exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="97"/>
        <source>passes by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="99"/>
        <source>fails by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="115"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="117"/>
        <source>%1 (%2 set aside)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="162"/>
        <source>Rolled %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="163"/>
        <source>Rolled %1 on %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="166"/>
        <location filename="../core/learn/why.cpp" line="270"/>
        <source>The unit taking the test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="167"/>
        <location filename="../core/learn/why.cpp" line="271"/>
        <source>the other side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="168"/>
        <location filename="../core/learn/why.cpp" line="174"/>
        <source>%1 rolled %2 on %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="171"/>
        <source>%1 had already rolled %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="194"/>
        <location filename="../core/learn/why.cpp" line="234"/>
        <location filename="../core/learn/why.cpp" line="264"/>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="195"/>
        <location filename="../core/learn/why.cpp" line="264"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/learn/why.cpp" line="233"/>
        <source>%1 from %n die/dice</source>
        <translation>
            <numerusform>%1 from %n die</numerusform>
            <numerusform>%1 from %n dice</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="234"/>
        <source>%1, so: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="236"/>
        <location filename="../core/learn/why.cpp" line="238"/>
        <source>So: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="247"/>
        <source>%1 %2 (modifiers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="249"/>
        <source>%1 %2 (base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="252"/>
        <source>%1 %2 (the rest of the rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="253"/>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="254"/>
        <source>Total %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="254"/>
        <source>Total %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="260"/>
        <source>%1 %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="263"/>
        <source>%1 on the table gives %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="273"/>
        <source>%1 %2 = %3 against %4 %5 = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="278"/>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="278"/>
        <source>%1: %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/why.cpp" line="305"/>
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
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../core/dice/probabilitytext.cpp" line="13"/>
        <source>&lt;%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/probabilitytext.cpp" line="15"/>
        <source>&gt;%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/probabilitytext.cpp" line="16"/>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="66"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="94"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="94"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="112"/>
        <source>now %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="112"/>
        <source>no longer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="113"/>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="129"/>
        <source>a d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="131"/>
        <source>no face of %1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="133"/>
        <source>any face of %1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="139"/>
        <location filename="../core/rules/wording.cpp" line="153"/>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="141"/>
        <location filename="../core/rules/wording.cpp" line="155"/>
        <source>%1 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="143"/>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="145"/>
        <source>needs %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="145"/>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="151"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="156"/>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="163"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="169"/>
        <source>a draw: %1 and %2 are level</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/rules/wording.cpp" line="170"/>
        <source>%1 wins by %n</source>
        <translation>
            <numerusform>%1 wins by %n</numerusform>
            <numerusform>%1 wins by %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="177"/>
        <source>hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="178"/>
        <source>successes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/rules/wording.cpp" line="185"/>
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/rules/wording.cpp" line="186"/>
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::BattleSession</name>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="129"/>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="133"/>
        <source>Draw the first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="133"/>
        <source>Draw the next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="165"/>
        <source>%1, under %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="254"/>
        <source>The battle is open elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="255"/>
        <source>The battle could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="263"/>
        <source>Open read-only: another Adjutant or program is writing this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="269"/>
        <source>The battle was damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="271"/>
        <source>The last action was never finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="323"/>
        <source>The battle could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="341"/>
        <source>There is no battle to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="363"/>
        <source>There is no demo battle called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="386"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="429"/>
        <source>Not saved, so not done: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="535"/>
        <source>Give the unit a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="565"/>
        <source>Its card is out this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="566"/>
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
</context>
<context>
    <name>adjutant::ui::DiceController</name>
    <message>
        <location filename="../qml/controllers/dicecontroller.cpp" line="53"/>
        <source>rolled by the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/dicecontroller.cpp" line="66"/>
        <source>typed from real dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::LearnController</name>
    <message>
        <location filename="../qml/controllers/learncontroller.cpp" line="256"/>
        <source>No drills yet in this system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/controllers/learncontroller.cpp" line="257"/>
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
        <location filename="../qml/models/modifierlistmodel.cpp" line="67"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::OrderOfBattleModel</name>
    <message numerus="yes">
        <location filename="../qml/models/orderofbattlemodel.cpp" line="101"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/models/orderofbattlemodel.cpp" line="303"/>
        <source>Any commander</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::Preferences</name>
    <message>
        <location filename="../qml/controllers/preferences.cpp" line="113"/>
        <source>A card drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/preferences.cpp" line="116"/>
        <source>The next phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/preferences.cpp" line="119"/>
        <source>Dice rolled by the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/preferences.cpp" line="122"/>
        <source>A volley</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/preferences.cpp" line="125"/>
        <source>A cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/preferences.cpp" line="128"/>
        <source>A charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/preferences.cpp" line="131"/>
        <source>A unit breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/preferences.cpp" line="134"/>
        <source>The end of the turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ReportView</name>
    <message numerus="yes">
        <location filename="../qml/report/reportview.cpp" line="36"/>
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n turn</numerusform>
            <numerusform>%1 · %n turns</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/report/reportview.cpp" line="62"/>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/report/reportview.cpp" line="104"/>
        <source>a report is saved as .pdf or .html</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/report/reportview.cpp" line="105"/>
        <source>Saved as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/report/reportview.cpp" line="105"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioListModel</name>
    <message>
        <location filename="../qml/models/scenariolistmodel.cpp" line="47"/>
        <source>This file cannot be read as a scenario; starting it shows why.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::TestSheet</name>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="241"/>
        <location filename="../qml/controllers/testsheet.cpp" line="620"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="100"/>
        <location filename="../qml/controllers/testsheet.cpp" line="335"/>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="359"/>
        <source>%1 to add at least one to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="420"/>
        <source>Choose the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="527"/>
        <source>A d%1 has no face %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="105"/>
        <location filename="../qml/controllers/testsheet.cpp" line="609"/>
        <location filename="../qml/controllers/testsheet.cpp" line="699"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="106"/>
        <source>%1: %2 (dice so far: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="285"/>
        <source>%1 (own side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="287"/>
        <source>%1 · commanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="289"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="371"/>
        <source>Chance of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="372"/>
        <source>Chance of each outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="611"/>
        <source>Table roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="622"/>
        <source>Roll a d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="632"/>
        <source>die %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/controllers/testsheet.cpp" line="635"/>
        <source>%n test(s) to go</source>
        <translation>
            <numerusform>%n test to go</numerusform>
            <numerusform>%n tests to go</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="691"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="346"/>
        <location filename="../qml/controllers/testsheet.cpp" line="646"/>
        <location filename="../qml/controllers/testsheet.cpp" line="656"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="647"/>
        <source>No modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="401"/>
        <source>Say why the umpire allows it: the journal keeps the reason.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitFieldsModel</name>
    <message>
        <location filename="../qml/models/unitfieldsmodel.cpp" line="58"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitSheet</name>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="165"/>
        <source>%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="166"/>
        <source>%1&quot; + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="229"/>
        <source>formation change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="230"/>
        <source>formation change, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="288"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="312"/>
        <source>There is no unit to give it to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="341"/>
        <source>Choose the unit it is given to.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="47"/>
        <source>Adjutant does the staff work of a horse-and-musket miniature wargame beside the table: unit returns, every test with its modifiers and exact odds, dice rolled or typed in, and a journal of the battle. Started without a file, it opens on its home screen. Battles, rulesets and scenarios are kept in ~/.local/share/Adjutant; without a screen, adjutant-cli does the same work. ADJUTANT_SEED=N fixes the shuffles and the dice, for tests and bug reports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="58"/>
        <source>Play a built-in demo battle (%1), going on with it if it was the battle played last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="65"/>
        <source>A battle to open (a .adjutant file, FILE.journal beside it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="72"/>
        <source>Try &apos;adjutant --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="98"/>
        <source>adjutant: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).
Adjutant&apos;s window needs a graphical session. Without one, use the command-line tool: adjutant-cli --help
(To render without a screen anyway, set QT_QPA_PLATFORM=offscreen.)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="121"/>
        <source>Open one battle at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="123"/>
        <source>Open a battle file or a demo, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="126"/>
        <source>There is no demo battle called %1 (there are %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main.cpp" line="135"/>
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
        <location filename="../build/app/ruleset_strings.cpp" line="6"/>
        <source>Brigade rules (004)</source>
        <extracomment>brigade.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="8"/>
        <source>Brigade-level rules where a base is sixty men: brigadiers&apos; command spans set each unit&apos;s control, morale on 2D5 or 2D6 by grade, fire and melee hitting on 7 with modifiers to the score needed, and a D6 test to go into melee.</source>
        <extracomment>brigade.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="10"/>
        <source>Recovering from disorder</source>
        <extracomment>brigade.json: options/disorder-rally/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="12"/>
        <source>The rules say troops must rally from disorder but not how. We spend the unit&apos;s move; the alternative passes a morale test at 5 or more.</source>
        <extracomment>brigade.json: options/disorder-rally/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="14"/>
        <source>Give up the move</source>
        <extracomment>brigade.json: options/disorder-rally/choices/give-up-move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="16"/>
        <source>Morale test at 5+</source>
        <extracomment>brigade.json: options/disorder-rally/choices/morale-test/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="18"/>
        <source>Troop grade</source>
        <extracomment>brigade.json: ladders/grade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="20"/>
        <source>Elite and trained roll 2D5 for morale, raw and militia 2D6.</source>
        <extracomment>brigade.json: ladders/grade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="22"/>
        <source>Elite</source>
        <extracomment>brigade.json: ladders/grade/steps/elite/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="24"/>
        <source>Trained</source>
        <extracomment>brigade.json: ladders/grade/steps/trained/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="26"/>
        <source>Raw</source>
        <extracomment>brigade.json: ladders/grade/steps/raw/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="28"/>
        <source>Militia</source>
        <extracomment>brigade.json: ladders/grade/steps/militia/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="30"/>
        <source>Control state</source>
        <extracomment>brigade.json: ladders/control/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="32"/>
        <source>Worked out each move from the command spans.</source>
        <extracomment>brigade.json: ladders/control/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="34"/>
        <source>Controlled</source>
        <extracomment>brigade.json: ladders/control/steps/controlled/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="36"/>
        <source>Led by a general, or commanded by a brigadier who is himself commanded.</source>
        <extracomment>brigade.json: ladders/control/steps/controlled/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="38"/>
        <source>Influenced</source>
        <extracomment>brigade.json: ladders/control/steps/influenced/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="40"/>
        <source>Commanded by a brigadier who is not commanded.</source>
        <extracomment>brigade.json: ladders/control/steps/influenced/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="42"/>
        <source>Uncontrolled</source>
        <extracomment>brigade.json: ladders/control/steps/uncontrolled/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="44"/>
        <source>Neither commanded nor led.</source>
        <extracomment>brigade.json: ladders/control/steps/uncontrolled/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="46"/>
        <source>Routed</source>
        <extracomment>brigade.json: ladders/control/steps/routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="48"/>
        <source>Line</source>
        <extracomment>brigade.json: formations/line/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="50"/>
        <source>Column</source>
        <extracomment>brigade.json: formations/column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="52"/>
        <source>Skirmish</source>
        <extracomment>brigade.json: formations/skirmish/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="54"/>
        <source>Mounted</source>
        <extracomment>brigade.json: formations/mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="56"/>
        <source>Limbered</source>
        <extracomment>brigade.json: formations/limbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="58"/>
        <source>Unlimbered</source>
        <extracomment>brigade.json: formations/unlimbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="60"/>
        <source>Manhandled</source>
        <extracomment>brigade.json: formations/manhandled/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="62"/>
        <source>Infantry</source>
        <extracomment>brigade.json: unitTypes/line-infantry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="64"/>
        <source>Bases of three figures, 60 men each.</source>
        <extracomment>brigade.json: unitTypes/line-infantry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="66"/>
        <source>Skirmishers, muskets</source>
        <extracomment>brigade.json: unitTypes/skirmishers-musket/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="68"/>
        <source>Bases of two figures, 30 men each.</source>
        <extracomment>brigade.json: unitTypes/skirmishers-musket/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="70"/>
        <source>Skirmishers, rifles</source>
        <extracomment>brigade.json: unitTypes/skirmishers-rifle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="72"/>
        <source>Cavalry</source>
        <extracomment>brigade.json: unitTypes/cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="74"/>
        <source>Bases of two figures, 30 men each. Cavalry do not fire.</source>
        <extracomment>brigade.json: unitTypes/cavalry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="76"/>
        <source>Light gun</source>
        <extracomment>brigade.json: unitTypes/gun-light/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="78"/>
        <source>One gun model; each gunner figure is one piece.</source>
        <extracomment>brigade.json: unitTypes/gun-light/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="80"/>
        <source>Medium gun</source>
        <extracomment>brigade.json: unitTypes/gun-medium/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="82"/>
        <source>Commander-in-chief</source>
        <extracomment>brigade.json: unitTypes/commander-in-chief/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="84"/>
        <source>Commands brigadiers; his span is 0 while he has joined a unit.</source>
        <extracomment>brigade.json: unitTypes/commander-in-chief/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="86"/>
        <source>Brigadier</source>
        <extracomment>brigade.json: unitTypes/brigadier/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="88"/>
        <source>Commands his own brigade&apos;s units; commanded himself when within his CinC&apos;s span.</source>
        <extracomment>brigade.json: unitTypes/brigadier/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="90"/>
        <source>Grade</source>
        <extracomment>brigade.json: fields/grade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="92"/>
        <source>Disordered</source>
        <extracomment>brigade.json: fields/disordered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="94"/>
        <source>Caused by routing, pursuing, being passed through by close-order or routing troops, disordering ground, a blow in flank or rear, a charge that fails to reach, falling below half strength in bases, or fighting a melee in column. It must be rallied off at the first chance unless it came from ground or troops passing through.</source>
        <extracomment>brigade.json: fields/disordered/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="96"/>
        <source>Formation</source>
        <extracomment>brigade.json: fields/formation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="98"/>
        <source>Starting bases</source>
        <extracomment>brigade.json: fields/bases/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="100"/>
        <source>Figures killed</source>
        <extracomment>brigade.json: fields/figures-killed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="102"/>
        <source>Figures killed by fire this move</source>
        <extracomment>brigade.json: fields/figures-killed-this-move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="104"/>
        <source>Casualties this phase</source>
        <extracomment>brigade.json: fields/casualties-this-phase/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="106"/>
        <source>Gun crew</source>
        <extracomment>brigade.json: fields/crew/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="108"/>
        <source>Supported gun</source>
        <extracomment>brigade.json: fields/supported/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="110"/>
        <source>In contact with close-order infantry.</source>
        <extracomment>brigade.json: fields/supported/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="112"/>
        <source>Moved this turn</source>
        <extracomment>brigade.json: fields/moved/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="114"/>
        <source>Set when the unit moves; cleared at the end of the turn.</source>
        <extracomment>brigade.json: fields/moved/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="116"/>
        <source>Fired this turn</source>
        <extracomment>brigade.json: fields/fired/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="118"/>
        <source>Set when the unit fires; cleared at the end of the turn.</source>
        <extracomment>brigade.json: fields/fired/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="120"/>
        <source>First volley fired</source>
        <extracomment>brigade.json: fields/first-volley-fired/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="122"/>
        <source>Pursuing</source>
        <extracomment>brigade.json: fields/pursuing/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="124"/>
        <source>Won a melee last period</source>
        <extracomment>brigade.json: fields/won-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="126"/>
        <source>Lost a melee last period</source>
        <extracomment>brigade.json: fields/lost-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="128"/>
        <source>General attached</source>
        <extracomment>brigade.json: fields/attached-general/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="130"/>
        <source>Defending an obstacle</source>
        <extracomment>brigade.json: fields/defending-obstacle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="132"/>
        <source>In a strong house</source>
        <extracomment>brigade.json: fields/in-strong-house/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="134"/>
        <source>Brigadier&apos;s ability</source>
        <extracomment>brigade.json: fields/ability/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="136"/>
        <source>Not defined by the rules: enter 1 to 10.</source>
        <extracomment>brigade.json: fields/ability/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="138"/>
        <source>Changing formation or facing costs skirmishers a quarter move, militia a full move, others half.</source>
        <extracomment>brigade.json: formationChanges/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="140"/>
        <source>Move</source>
        <extracomment>brigade.json: movementColumns/move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="142"/>
        <source>The distance the unit may move in this formation.</source>
        <extracomment>brigade.json: movementColumns/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="144"/>
        <source>Charge</source>
        <extracomment>brigade.json: movementColumns/charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="146"/>
        <source>The distance the unit may charge.</source>
        <extracomment>brigade.json: movementColumns/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="148"/>
        <source>Pursuit</source>
        <extracomment>brigade.json: movementColumns/pursuit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="150"/>
        <source>How far the unit follows a beaten enemy.</source>
        <extracomment>brigade.json: movementColumns/pursuit/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="152"/>
        <source>Counter-charge</source>
        <extracomment>brigade.json: movementColumns/counterCharge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="154"/>
        <source>The distance of a counter-charge.</source>
        <extracomment>brigade.json: movementColumns/counterCharge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="156"/>
        <source>Rout</source>
        <extracomment>brigade.json: movementColumns/rout/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="158"/>
        <source>How far the unit flees when routed.</source>
        <extracomment>brigade.json: movementColumns/rout/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="160"/>
        <source>Wheeling</source>
        <extracomment>brigade.json: manoeuvres/wheel/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="162"/>
        <source>Skirmishers and columns wheel at full speed.</source>
        <extracomment>brigade.json: manoeuvres/wheel/rates/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="164"/>
        <source>Militia wheel at most 1&quot;.</source>
        <extracomment>brigade.json: manoeuvres/wheel/rates/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="166"/>
        <source>Other close-order foot wheel at half speed.</source>
        <extracomment>brigade.json: manoeuvres/wheel/rates/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="168"/>
        <source>Inclining</source>
        <extracomment>brigade.json: manoeuvres/incline/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="170"/>
        <source>Militia cannot incline.</source>
        <extracomment>brigade.json: manoeuvres/incline/rates/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="172"/>
        <source>Raw and trained: at most 1&quot; forward and 1&quot; sideways.</source>
        <extracomment>brigade.json: manoeuvres/incline/rates/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="174"/>
        <source>Sideways</source>
        <extracomment>brigade.json: manoeuvres/sideways/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="176"/>
        <source>Infantry may shift 1&quot; sideways without changing face.</source>
        <extracomment>brigade.json: manoeuvres/sideways/rates/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="178"/>
        <source>Backwards</source>
        <extracomment>brigade.json: manoeuvres/backwards/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="180"/>
        <source>Skirmishers may fall back half a move without turning.</source>
        <extracomment>brigade.json: manoeuvres/backwards/rates/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="182"/>
        <source>Open woods or orchard</source>
        <extracomment>brigade.json: terrain/open-woods/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="184"/>
        <source>Close woods</source>
        <extracomment>brigade.json: terrain/close-woods/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="186"/>
        <source>Stream</source>
        <extracomment>brigade.json: terrain/stream/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="188"/>
        <source>Wall or fence</source>
        <extracomment>brigade.json: terrain/wall/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="190"/>
        <source>Building</source>
        <extracomment>brigade.json: terrain/building/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="192"/>
        <source>Infantry only; a whole move to enter or leave.</source>
        <extracomment>brigade.json: terrain/building/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="194"/>
        <source>Musket</source>
        <extracomment>brigade.json: weapons/musket/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="196"/>
        <source>Rifle</source>
        <extracomment>brigade.json: weapons/rifle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="198"/>
        <source>Brigadier&apos;s command test</source>
        <extracomment>brigade.json: tests/brigadier-command/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="200"/>
        <source>A brigadier who is not himself commanded rolls a D10 against his ability: at or under it, the units he influences move fully; over it, they move at most half and may not charge (cavalry may still counter-charge). The rules do not define the ability scale: enter it from 1 to 10.</source>
        <extracomment>brigade.json: tests/brigadier-command/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="202"/>
        <source>Full moves</source>
        <extracomment>brigade.json: tests/brigadier-command/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="204"/>
        <source>Half moves, no charges</source>
        <extracomment>brigade.json: tests/brigadier-command/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="206"/>
        <source>Cavalry may still counter-charge.</source>
        <extracomment>brigade.json: tests/brigadier-command/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="208"/>
        <source>Uncontrolled unit&apos;s move</source>
        <extracomment>brigade.json: tests/uncontrolled-move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="210"/>
        <source>A unit neither commanded nor led rolls a D10 with modifiers. Units that are routing, pursuing or evading, and cavalry that could counter-charge, ignore this test and move their full distance.</source>
        <extracomment>brigade.json: tests/uncontrolled-move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="212"/>
        <source>Each 10% of bases lost</source>
        <extracomment>brigade.json: tests/uncontrolled-move/modifiers/bases-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="214"/>
        <source>Moves normally</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/normal/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="216"/>
        <source>Half move at most</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/half/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="218"/>
        <source>No charge; cavalry may counter-charge.</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/half/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="220"/>
        <source>No move</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/none/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="222"/>
        <source>It may change front or formation.</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/none/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="224"/>
        <source>Morale</source>
        <extracomment>brigade.json: tests/morale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="226"/>
        <source>Taken when wishing to charge, being charged, after 2 or more firing hits, each move at half strength or below when fired on or seeing friends rout, and when routing with no enemy in sight. Elite and trained roll 2D5 (a d10 halved, rounded up, does as well); raw and militia roll 2D6.</source>
        <extracomment>brigade.json: tests/morale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="228"/>
        <source>Routing close-order friends of the same class within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/inputs/routingSameClass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="230"/>
        <source>Routing friends of a better class within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/inputs/routingBetterClass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="232"/>
        <source>Rear support</source>
        <extracomment>brigade.json: tests/morale/modifiers/rear-support/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="234"/>
        <source>Brigadier attached</source>
        <extracomment>brigade.json: tests/morale/modifiers/brigadier-attached/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="236"/>
        <source>No visible enemy within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/modifiers/no-enemy-near/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="238"/>
        <source>Commander-in-chief attached</source>
        <extracomment>brigade.json: tests/morale/modifiers/cinc-attached/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="240"/>
        <source>Whole steps of the starting bases, rounded down (a third lost is -3).</source>
        <extracomment>brigade.json: tests/morale/modifiers/bases-lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="242"/>
        <source>Enemy to flank or rear within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/modifiers/enemy-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="244"/>
        <source>In rout</source>
        <extracomment>brigade.json: tests/morale/modifiers/in-rout/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="246"/>
        <source>Being charged</source>
        <extracomment>brigade.json: tests/morale/modifiers/being-charged/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="248"/>
        <source>Tick when this test is for being charged: a score of 1-2 then routs instead of halting disordered.</source>
        <extracomment>brigade.json: tests/morale/modifiers/being-charged/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="250"/>
        <source>OK</source>
        <extracomment>brigade.json: tests/morale/bands/ok/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="252"/>
        <source>A routing unit rallies.</source>
        <extracomment>brigade.json: tests/morale/bands/ok/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="254"/>
        <source>Rallied: its control state is worked out again at the next command test.</source>
        <extracomment>brigade.json: tests/morale/bands/ok/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="256"/>
        <source>Halt</source>
        <extracomment>brigade.json: tests/morale/bands/halt/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="258"/>
        <source>Cavalry may counter-charge; routers keep routing.</source>
        <extracomment>brigade.json: tests/morale/bands/halt/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="260"/>
        <source>Rout if charged, else halt disordered</source>
        <extracomment>brigade.json: tests/morale/bands/shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="262"/>
        <source>A unit already routing keeps routing, disordered.</source>
        <extracomment>brigade.json: tests/morale/bands/shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="264"/>
        <source>Fire</source>
        <extracomment>brigade.json: tests/fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="266"/>
        <source>One D10 per infantry base (also for skirmishers); a gun rolls 2D10 with 3-4 crew, 1D10 with 1-2. Each die hits on 7 or more; modifiers change the score needed (a plus makes it harder). Cavalry do not fire. A needed score over 10 cannot hit.</source>
        <extracomment>brigade.json: tests/fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="268"/>
        <source>First close-order volley</source>
        <extracomment>brigade.json: tests/fire/modifiers/first-volley/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="270"/>
        <source>A close-order unit&apos;s first volley of the battle, unless disordered.</source>
        <extracomment>brigade.json: tests/fire/modifiers/first-volley/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="272"/>
        <source>Target in column</source>
        <extracomment>brigade.json: tests/fire/modifiers/target-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="274"/>
        <source>A deep target: easier to hit.</source>
        <extracomment>brigade.json: tests/fire/modifiers/target-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="276"/>
        <source>Enfilade</source>
        <extracomment>brigade.json: tests/fire/modifiers/enfilade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="278"/>
        <source>Firing along the target&apos;s line (not counted again against a column).</source>
        <extracomment>brigade.json: tests/fire/modifiers/enfilade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="280"/>
        <source>Range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="282"/>
        <source>Close range is the base. Canister and extreme ranges are for guns.</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="284"/>
        <source>Canister</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/canister/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="286"/>
        <source>Long range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/long/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="288"/>
        <source>Extreme range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/extreme/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="290"/>
        <source>Close order moving and firing</source>
        <extracomment>brigade.json: tests/fire/modifiers/moving/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="292"/>
        <source>Firing at skirmishers</source>
        <extracomment>brigade.json: tests/fire/modifiers/at-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="294"/>
        <source>Target in cover</source>
        <extracomment>brigade.json: tests/fire/modifiers/target-in-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="296"/>
        <source>Target in a strong house</source>
        <extracomment>brigade.json: tests/fire/modifiers/strong-house/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="298"/>
        <source>Each hit on a gun kills a gunner.</source>
        <extracomment>brigade.json: tests/fire/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="300"/>
        <source>Each hit kills a figure; bases go as their figures do.</source>
        <extracomment>brigade.json: tests/fire/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="302"/>
        <source>A general with the unit may be hit.</source>
        <extracomment>brigade.json: tests/fire/ifAnySuccess/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="304"/>
        <source>Entering melee</source>
        <extracomment>brigade.json: tests/entering-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="306"/>
        <source>Chargers and counter-chargers test before contact; a unit holding to receive a charge tests only once a charger has passed. Roll a D6 and modify it.</source>
        <extracomment>brigade.json: tests/entering-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="308"/>
        <source>Led by a general</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/led-by-general/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="310"/>
        <source>Charging an exposed flank or rear</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/exposed-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="312"/>
        <source>Charging unsupported gunners</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/unsupported-gunners/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="314"/>
        <source>Charging a defended obstacle</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/defended-obstacle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="316"/>
        <source>Each 20% of bases lost</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/bases-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="318"/>
        <source>In column</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="320"/>
        <source>Cavalry charging the front of ordered close-order infantry</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/cav-vs-formed-front/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="322"/>
        <source>Being charged in flank or rear</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/charged-in-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="324"/>
        <source>Unsupported gunners</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/own-gunners-unsupported/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="326"/>
        <source>Goes in</source>
        <extracomment>brigade.json: tests/entering-melee/bands/goes-in/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="328"/>
        <source>Fails</source>
        <extracomment>brigade.json: tests/entering-melee/bands/fails/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="330"/>
        <source>Chargers halt disorganised; a unit receiving the charge at the halt breaks and makes an initial rout move.</source>
        <extracomment>brigade.json: tests/entering-melee/bands/fails/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="332"/>
        <source>Melee</source>
        <extracomment>brigade.json: tests/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="334"/>
        <source>One D10 for each element that can fight (facing the enemy and touching it, or touching a friend that does: a one-base overlap fights). Each hits on 7 or more, the score needed moved by the modifiers. The side that loses more than it inflicts takes the losers&apos; test.</source>
        <extracomment>brigade.json: tests/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="336"/>
        <source>Infantry charging</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="338"/>
        <source>No charge bonus against an enemy defending an obstacle.</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-charging/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="340"/>
        <source>Cavalry charging</source>
        <extracomment>brigade.json: tests/melee/modifiers/cavalry-charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="342"/>
        <source>Close order fighting skirmishers</source>
        <extracomment>brigade.json: tests/melee/modifiers/vs-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="344"/>
        <source>Fighting unsupported gunners</source>
        <extracomment>brigade.json: tests/melee/modifiers/vs-unsupported-gunners/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="346"/>
        <source>Rifle armed</source>
        <extracomment>brigade.json: tests/melee/modifiers/rifles/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="348"/>
        <source>Infantry against an obstacle</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-vs-obstacle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="350"/>
        <source>Cavalry against an obstacle</source>
        <extracomment>brigade.json: tests/melee/modifiers/cavalry-vs-obstacle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="352"/>
        <source>Infantry against a strong house</source>
        <extracomment>brigade.json: tests/melee/modifiers/vs-strong-house/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="354"/>
        <source>Elements fighting</source>
        <extracomment>brigade.json: tests/melee/inputs/elements/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="356"/>
        <source>Bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: tests/melee/inputs/elements/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="358"/>
        <source>Melee losers&apos; test</source>
        <extracomment>brigade.json: tests/melee-losers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="360"/>
        <source>Guns, infantry beaten by charging cavalry, and troops hit by a unit they could not fight back against break without a test. Others roll a D10; high is bad.</source>
        <extracomment>brigade.json: tests/melee-losers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="362"/>
        <source>Casualties suffered beyond those inflicted</source>
        <extracomment>brigade.json: tests/melee-losers/inputs/excessCasualties/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="364"/>
        <source>Each casualty more than inflicted</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/excess/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="366"/>
        <source>Infantry that charged this move</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/infantry-charged/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="368"/>
        <source>Cavalry that charged this move</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/cavalry-charged/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="370"/>
        <source>Breaks and routs</source>
        <extracomment>brigade.json: tests/melee-losers/bands/breaks/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="372"/>
        <source>Falls back</source>
        <extracomment>brigade.json: tests/melee-losers/bands/falls-back/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="374"/>
        <source>Infantry fall back 2&quot;, cavalry 6&quot;; all disordered.</source>
        <extracomment>brigade.json: tests/melee-losers/bands/falls-back/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="376"/>
        <source>General hit</source>
        <extracomment>brigade.json: tests/general-killed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="380"/>
        <source>General killed</source>
        <extracomment>brigade.json: tests/general-killed/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="382"/>
        <source>General unhurt</source>
        <extracomment>brigade.json: tests/general-killed/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="384"/>
        <source>Routed units do not charge</source>
        <extracomment>brigade.json: chargeRules/routed-cannot-charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="386"/>
        <source>Skirmishers may not charge close-order troops</source>
        <extracomment>brigade.json: chargeRules/skirmishers-vs-close-order/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="388"/>
        <source>Infantry may not charge the front of cavalry</source>
        <extracomment>brigade.json: chargeRules/infantry-vs-cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="390"/>
        <source>Only infantry may charge a strong house</source>
        <extracomment>brigade.json: chargeRules/strong-house-infantry-only/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="392"/>
        <source>The charge may be made</source>
        <extracomment>brigade.json: chargeRules/charge-goes/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="394"/>
        <source>Then the morale test for wishing to charge, and the entering-melee test.</source>
        <extracomment>brigade.json: chargeRules/charge-goes/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="396"/>
        <source>Each turn the sides take the moving role in turn; the side not moving fires in step 7.</source>
        <extracomment>brigade.json: activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="398"/>
        <source>First side moves</source>
        <extracomment>brigade.json: activation/phases/side-a/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="400"/>
        <source>Second side moves</source>
        <extracomment>brigade.json: activation/phases/side-b/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="402"/>
        <source>None</source>
        <extracomment>brigade.json: fields/attached-general/choices/none</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="404"/>
        <source>Cinc</source>
        <extracomment>brigade.json: fields/attached-general/choices/cinc</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="406"/>
        <source>command</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/command</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="408"/>
        <source>charges</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charges</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="410"/>
        <source>morale</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/morale</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="412"/>
        <source>evade and rout</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/evade-and-rout</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="414"/>
        <source>charge moves</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charge-moves</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="416"/>
        <source>normal moves</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/normal-moves</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="418"/>
        <source>enemy fire</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/enemy-fire</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="420"/>
        <source>chargers enter melee</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/chargers-enter-melee</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="422"/>
        <source>charged enter melee</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charged-enter-melee</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="424"/>
        <source>melee</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/melee</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="426"/>
        <source>after melee</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/after-melee</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="106"/>
        <source>Casualties from the last attack</source>
        <extracomment>brigade.json: fields/casualties-last-attack/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="108"/>
        <source>What the latest fire or melee against the unit cost it: the count a general&apos;s risk is rolled against.</source>
        <extracomment>brigade.json: fields/casualties-last-attack/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="110"/>
        <source>General&apos;s risk taken this phase</source>
        <extracomment>brigade.json: fields/general-risked/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="112"/>
        <source>The unit&apos;s general has already rolled to see whether he was hit this phase.</source>
        <extracomment>brigade.json: fields/general-risked/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="306"/>
        <source>Counted for the entering-melee test this move.</source>
        <extracomment>brigade.json: tests/fire/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="388"/>
        <source>When a unit with a general attached loses figures in a shooting or melee phase, roll a D10: at or under the casualties that attack cost it, he is dead. He rolls once a phase, for the first attack that hurt the unit.</source>
        <extracomment>brigade.json: tests/general-killed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="456"/>
        <source>A new melee phase</source>
        <extracomment>brigade.json: procedures/charge/after/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="458"/>
        <source>A general&apos;s risk is rolled once in the melee phase, whatever happened in the shooting.</source>
        <extracomment>brigade.json: procedures/charge/after/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="470"/>
        <source>After a draw</source>
        <extracomment>brigade.json: procedures/charge/after/2/melee/drawn/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="472"/>
        <source>Both horse fall back 6&quot; disordered.</source>
        <extracomment>brigade.json: procedures/charge/after/2/melee/drawn/1/then/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="474"/>
        <source>The horse falls back 12&quot; and the foot holds.</source>
        <extracomment>brigade.json: procedures/charge/after/2/melee/drawn/1/else/0/then/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="476"/>
        <source>The defender behind its obstacle halts; the charger falls back 2&quot;.</source>
        <extracomment>brigade.json: procedures/charge/after/2/melee/drawn/1/else/0/else/0/else/0/then/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="478"/>
        <source>The charger behind its obstacle halts; the defender falls back 2&quot;.</source>
        <extracomment>brigade.json: procedures/charge/after/2/melee/drawn/1/else/0/else/0/else/0/else/0/then/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="480"/>
        <source>In the open both fall back 1&quot;; either may move as usual next period.</source>
        <extracomment>brigade.json: procedures/charge/after/2/melee/drawn/1/else/0/else/0/else/0/else/0/else/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="406"/>
        <source>The charger must pass its entering-melee test to go in; a unit that holds to receive it tests too, and breaks if it fails. Then both sides roll a die for each element fighting; the side that loses more than it inflicts takes the losers&apos; test, unless it breaks outright (guns, or foot beaten by charging horse).</source>
        <extracomment>brigade.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="408"/>
        <source>Distance</source>
        <extracomment>brigade.json: procedures/charge/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="410"/>
        <source>Inches from the charger to its target.</source>
        <extracomment>brigade.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="412"/>
        <source>Charger&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargerElements/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="414"/>
        <source>The charger&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargerElements/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="416"/>
        <source>Defender&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/charge/inputs/targetElements/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="418"/>
        <source>The defender&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/charge/inputs/targetElements/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="420"/>
        <source>Charger&apos;s casualties before the melee</source>
        <extracomment>brigade.json: procedures/charge/vars/chargerBefore/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="422"/>
        <source>Defender&apos;s casualties before the melee</source>
        <extracomment>brigade.json: procedures/charge/vars/targetBefore/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="424"/>
        <source>Casualties beyond those inflicted</source>
        <extracomment>brigade.json: procedures/charge/vars/excess/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="426"/>
        <source>Charge not allowed</source>
        <extracomment>brigade.json: procedures/charge/endings/refused/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="428"/>
        <source>The charge rules forbid it.</source>
        <extracomment>brigade.json: procedures/charge/endings/refused/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="430"/>
        <source>Halted disorganised</source>
        <extracomment>brigade.json: procedures/charge/endings/halted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="432"/>
        <source>The charger failed its entering-melee test.</source>
        <extracomment>brigade.json: procedures/charge/endings/halted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="434"/>
        <source>Defender broke</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-broke/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="436"/>
        <source>The unit holding to receive the charge failed its test: it breaks and makes an initial rout move.</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-broke/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="438"/>
        <source>Charger won the melee</source>
        <extracomment>brigade.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="440"/>
        <source>Defender won the melee</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="442"/>
        <source>Melee drawn</source>
        <extracomment>brigade.json: procedures/charge/endings/drawn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="444"/>
        <source>Equal casualties: both sides fall back as the draw rules say, disordered.</source>
        <extracomment>brigade.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="446"/>
        <source>May it charge, and does it go in?</source>
        <extracomment>brigade.json: procedures/charge/before/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="448"/>
        <source>The charge rules forbid some charges outright; any other charger takes its entering-melee test.</source>
        <extracomment>brigade.json: procedures/charge/before/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="450"/>
        <source>Hold to receive</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="452"/>
        <source>The unit stands at the halt; since the charger has passed its test, it must pass one too.</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="454"/>
        <source>Breaks</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/0/onOutcome/fails/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="460"/>
        <source>Winner and loser marked</source>
        <extracomment>brigade.json: procedures/charge/after/2/melee/decided/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="462"/>
        <source>An automatic break?</source>
        <extracomment>brigade.json: procedures/charge/after/2/melee/decided/2/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="464"/>
        <source>Breaks at once</source>
        <extracomment>brigade.json: procedures/charge/after/2/melee/decided/2/then/0/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="466"/>
        <source>The side that lost more than it inflicted tests; each casualty beyond counts against it.</source>
        <extracomment>brigade.json: procedures/charge/after/2/melee/decided/2/then/0/else/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="468"/>
        <source>Both disordered</source>
        <extracomment>brigade.json: procedures/charge/after/2/melee/drawn/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="482"/>
        <source>Each side rolls a d10 per element fighting; 7 or more (modified) kills a figure.</source>
        <extracomment>brigade.json: procedures/charge/after/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="146"/>
        <source>In melee</source>
        <extracomment>brigade.json: fields/in-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="148"/>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>brigade.json: fields/in-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="486"/>
        <source>Still in melee</source>
        <extracomment>brigade.json: procedures/charge/after/2/melee/drawn/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="490"/>
        <source>Continue melee</source>
        <extracomment>brigade.json: procedures/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="492"/>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>brigade.json: procedures/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="494"/>
        <source>This unit&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/melee/inputs/chargerElements/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="496"/>
        <source>This unit&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/melee/inputs/chargerElements/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="498"/>
        <source>The enemy&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/melee/inputs/targetElements/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="500"/>
        <source>The enemy&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/melee/inputs/targetElements/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="502"/>
        <source>Won the melee</source>
        <extracomment>brigade.json: procedures/melee/endings/won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="504"/>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>brigade.json: procedures/melee/endings/won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="506"/>
        <source>Lost the melee</source>
        <extracomment>brigade.json: procedures/melee/endings/lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="508"/>
        <source>The unit it fights won this round.</source>
        <extracomment>brigade.json: procedures/melee/endings/lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="510"/>
        <source>Neither side won: the melee goes on next turn.</source>
        <extracomment>brigade.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="512"/>
        <source>Fight on</source>
        <extracomment>brigade.json: procedures/melee/responses/fight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="514"/>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>brigade.json: procedures/melee/responses/fight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="516"/>
        <source>The melee is over</source>
        <extracomment>brigade.json: procedures/melee/after/2/melee/decided/2/then/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two or more hits this move</source>
        <extracomment>brigade.json: triggers/two-hits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that has lost two figures or more to fire during the move owes a morale test, taken with the other morale tests of the next move; one test covers the whole move&apos;s fire. Not taken by the end of the turn, it lapses.</source>
        <extracomment>brigade.json: triggers/two-hits/explain</extracomment>
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
</context>
<context>
    <name>ruleset:chosen-men</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="428"/>
        <source>Chosen Men, expanded (003)</source>
        <extracomment>chosen-men.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="430"/>
        <source>Skirmish rules at the level of single figures and squads: cards turned two at a time, roll-under morale, movement by several d10 kept or dropped, weapons with reload times, and a wound die.</source>
        <extracomment>chosen-men.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="432"/>
        <source>A natural 0 to hit</source>
        <extracomment>chosen-men.json: options/natural-zero/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="434"/>
        <source>We read a natural 0 as always a hit, then roll to see who is struck. The other reading needs the modified total to reach 8 as well.</source>
        <extracomment>chosen-men.json: options/natural-zero/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="436"/>
        <source>Always a hit</source>
        <extracomment>chosen-men.json: options/natural-zero/choices/always-hits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="438"/>
        <source>Only with a modified 8+</source>
        <extracomment>chosen-men.json: options/natural-zero/choices/needs-eight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="440"/>
        <source>Wound dice after a melee win by 3+</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="442"/>
        <source>We roll one wound die per point of the margin (3 over: 3 dice); the other reading rolls the margin less 2.</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="444"/>
        <source>The margin</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/choices/margin/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="446"/>
        <source>The margin less 2</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/choices/margin-less-2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="448"/>
        <source>Troop class</source>
        <extracomment>chosen-men.json: ladders/class/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="450"/>
        <source>The value is the base morale a d10 must roll at or under. Crack is printed as 1; we read 10 (a d10&apos;s 0 is 10, and the list climbs 5 to 9).</source>
        <extracomment>chosen-men.json: ladders/class/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="452"/>
        <source>Tribes and mobs</source>
        <extracomment>chosen-men.json: ladders/class/steps/tribes-and-mobs/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="454"/>
        <source>Raw militia</source>
        <extracomment>chosen-men.json: ladders/class/steps/raw-militia/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="456"/>
        <source>Green</source>
        <extracomment>chosen-men.json: ladders/class/steps/green/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="458"/>
        <source>Regular</source>
        <extracomment>chosen-men.json: ladders/class/steps/regular/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="460"/>
        <source>Veteran</source>
        <extracomment>chosen-men.json: ladders/class/steps/veteran/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="462"/>
        <source>Crack</source>
        <extracomment>chosen-men.json: ladders/class/steps/crack/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="464"/>
        <source>Morale status</source>
        <extracomment>chosen-men.json: ladders/status/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="466"/>
        <source>Steady</source>
        <extracomment>chosen-men.json: ladders/status/steps/steady/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="468"/>
        <source>Falling back to cover</source>
        <extracomment>chosen-men.json: ladders/status/steps/in-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="470"/>
        <source>Leaderless</source>
        <extracomment>chosen-men.json: ladders/status/steps/leaderless/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="472"/>
        <source>Squad leader lost: to cover, load or fire only, until an officer promotes a new one.</source>
        <extracomment>chosen-men.json: ladders/status/steps/leaderless/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="474"/>
        <source>Fleeing</source>
        <extracomment>chosen-men.json: ladders/status/steps/fleeing/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="476"/>
        <source>Loose</source>
        <extracomment>chosen-men.json: formations/loose/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="478"/>
        <source>Formed</source>
        <extracomment>chosen-men.json: formations/formed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="480"/>
        <source>Ten or more eligible figures in contact, one or two ranks, one facing; not in buildings, woods or water, nor while fleeing.</source>
        <extracomment>chosen-men.json: formations/formed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="482"/>
        <source>Infantry squad</source>
        <extracomment>chosen-men.json: unitTypes/squad/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="484"/>
        <source>5 to 15 figures with a squad leader; the others stay within 6&quot; of him.</source>
        <extracomment>chosen-men.json: unitTypes/squad/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="486"/>
        <source>Skirmisher squad</source>
        <extracomment>chosen-men.json: unitTypes/skirmish-squad/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="488"/>
        <source>Within 10&quot; of the squad leader; +2&quot; on every move; ignore hills and difficult going.</source>
        <extracomment>chosen-men.json: unitTypes/skirmish-squad/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="490"/>
        <source>Cavalry</source>
        <extracomment>chosen-men.json: unitTypes/cavalry-squad/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="492"/>
        <source>Mounted: may not go through buildings or dense woods. Dismounted they fight at -1 morale and cannot form.</source>
        <extracomment>chosen-men.json: unitTypes/cavalry-squad/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="494"/>
        <source>Small gun (6 pdr)</source>
        <extracomment>chosen-men.json: unitTypes/gun-small/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="496"/>
        <source>3 crew to reload, 4 turns; +2 turns per crewman lost, +1 per one seriously wounded. The carriage takes 2 serious wounds from guns; a fatal result destroys it.</source>
        <extracomment>chosen-men.json: unitTypes/gun-small/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="498"/>
        <source>Large gun (18 pdr)</source>
        <extracomment>chosen-men.json: unitTypes/gun-large/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="500"/>
        <source>5 crew to reload, 5 turns. The carriage takes 4 serious wounds.</source>
        <extracomment>chosen-men.json: unitTypes/gun-large/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="502"/>
        <source>Horse artillery</source>
        <extracomment>chosen-men.json: unitTypes/horse-artillery/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="504"/>
        <source>Moves as cavalry but not over linear obstacles or through dense woods; 6 turns to unlimber and fire, 3 to limber and go.</source>
        <extracomment>chosen-men.json: unitTypes/horse-artillery/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="506"/>
        <source>Officer</source>
        <extracomment>chosen-men.json: unitTypes/officer/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="508"/>
        <source>Activates his squads within 6&quot;, orders volleys, lends his rally bonus, and spends his bonus once a turn (personal combat, treating wounds, a re-roll). Cannot be singled out except by snipers.</source>
        <extracomment>chosen-men.json: unitTypes/officer/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="510"/>
        <source>Small boat</source>
        <extracomment>chosen-men.json: unitTypes/boat/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="512"/>
        <source>2D10 plus or minus the current; at least half aboard must row.</source>
        <extracomment>chosen-men.json: unitTypes/boat/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="514"/>
        <source>Class</source>
        <extracomment>chosen-men.json: fields/class/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="516"/>
        <source>Moves as</source>
        <extracomment>chosen-men.json: fields/mover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="518"/>
        <source>Figures</source>
        <extracomment>chosen-men.json: fields/figures/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="520"/>
        <source>Figures lost</source>
        <extracomment>chosen-men.json: fields/figures-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="522"/>
        <source>Serious wounds</source>
        <extracomment>chosen-men.json: fields/serious-wounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="524"/>
        <source>Minor wounds</source>
        <extracomment>chosen-men.json: fields/minor-wounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="526"/>
        <source>Count as casualties for one turn; three untreated become serious.</source>
        <extracomment>chosen-men.json: fields/minor-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="528"/>
        <source>Squad leader lost</source>
        <extracomment>chosen-men.json: fields/squad-leader-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="530"/>
        <source>Officer lost</source>
        <extracomment>chosen-men.json: fields/officer-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="532"/>
        <source>In command</source>
        <extracomment>chosen-men.json: fields/in-command/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="534"/>
        <source>Skirmishers</source>
        <extracomment>chosen-men.json: fields/skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="536"/>
        <source>Mounted</source>
        <extracomment>chosen-men.json: fields/mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="538"/>
        <source>Dismounted cavalry</source>
        <extracomment>chosen-men.json: fields/dismounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="540"/>
        <source>Blown (turns to recover)</source>
        <extracomment>chosen-men.json: fields/blown/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="542"/>
        <source>Weapon</source>
        <extracomment>chosen-men.json: fields/weapon/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="544"/>
        <source>Gun loaded with</source>
        <extracomment>chosen-men.json: fields/ammunition/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="546"/>
        <source>Loaded</source>
        <extracomment>chosen-men.json: fields/loaded/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="548"/>
        <source>Rifle tap-loaded</source>
        <extracomment>chosen-men.json: fields/tap-loaded/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="550"/>
        <source>A rifle tap-loaded for one turn fires as a musket.</source>
        <extracomment>chosen-men.json: fields/tap-loaded/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="552"/>
        <source>Turns to reload</source>
        <extracomment>chosen-men.json: fields/reload-turns/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="554"/>
        <source>British regulars</source>
        <extracomment>chosen-men.json: fields/british-regulars/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="556"/>
        <source>Reload muskets in one turn.</source>
        <extracomment>chosen-men.json: fields/british-regulars/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="558"/>
        <source>Gun crew lost</source>
        <extracomment>chosen-men.json: fields/crew-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="560"/>
        <source>Gun crew seriously wounded</source>
        <extracomment>chosen-men.json: fields/crew-wounded/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="562"/>
        <source>Carriage serious wounds</source>
        <extracomment>chosen-men.json: fields/carriage-wounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="564"/>
        <source>Swords, bayonets or pikes</source>
        <extracomment>chosen-men.json: fields/blades/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="566"/>
        <source>With its colours</source>
        <extracomment>chosen-men.json: fields/with-colours/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="568"/>
        <source>Own colours lost</source>
        <extracomment>chosen-men.json: fields/colours-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="570"/>
        <source>Captured enemy colours</source>
        <extracomment>chosen-men.json: fields/colours-captured/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="572"/>
        <source>Grenadiers or guards</source>
        <extracomment>chosen-men.json: fields/grenadiers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="574"/>
        <source>Light troops</source>
        <extracomment>chosen-men.json: fields/light-troops/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="576"/>
        <source>Has a musician</source>
        <extracomment>chosen-men.json: fields/musician/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="578"/>
        <source>Ignores minor wounds; may remove a serious wound from its command.</source>
        <extracomment>chosen-men.json: fields/musician/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="580"/>
        <source>Has a sniper</source>
        <extracomment>chosen-men.json: fields/sniper/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="582"/>
        <source>Marines afloat</source>
        <extracomment>chosen-men.json: fields/afloat/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="584"/>
        <source>Powder wet</source>
        <extracomment>chosen-men.json: fields/powder-wet/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="586"/>
        <source>Turns drying out</source>
        <extracomment>chosen-men.json: fields/drying-turns/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="588"/>
        <source>Officer&apos;s rally bonus</source>
        <extracomment>chosen-men.json: fields/rally-bonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="590"/>
        <source>Lent to linked units&apos; morale checks; also spent once a turn on a re-roll, personal combat or treating wounds.</source>
        <extracomment>chosen-men.json: fields/rally-bonus/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="592"/>
        <source>Holding fire</source>
        <extracomment>chosen-men.json: fields/hold-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="594"/>
        <source>May fire later this turn at any target in close range.</source>
        <extracomment>chosen-men.json: fields/hold-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="596"/>
        <source>Pistol</source>
        <extracomment>chosen-men.json: weapons/pistol/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="598"/>
        <source>Reload 1 turn, 1 die.</source>
        <extracomment>chosen-men.json: weapons/pistol/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="600"/>
        <source>Blunderbuss</source>
        <extracomment>chosen-men.json: weapons/blunderbuss/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="602"/>
        <source>Reload 2, 3 dice.</source>
        <extracomment>chosen-men.json: weapons/blunderbuss/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="604"/>
        <source>Musket</source>
        <extracomment>chosen-men.json: weapons/musket/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="606"/>
        <source>Reload 2 (crack, veteran and British regulars 1), 1 die.</source>
        <extracomment>chosen-men.json: weapons/musket/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="608"/>
        <source>Knox volley gun</source>
        <extracomment>chosen-men.json: weapons/knox-volley-gun/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="610"/>
        <source>Reload 3, 4 dice.</source>
        <extracomment>chosen-men.json: weapons/knox-volley-gun/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="612"/>
        <source>Rifle</source>
        <extracomment>chosen-men.json: weapons/rifle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="614"/>
        <source>Reload 2 (tap-loaded for a turn it fires as a musket), 1 die.</source>
        <extracomment>chosen-men.json: weapons/rifle/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="616"/>
        <source>Cannon, ball</source>
        <extracomment>chosen-men.json: weapons/cannon-ball/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="618"/>
        <source>Reload 5, 1 die and bounce-through (a d10 for anything in its path).</source>
        <extracomment>chosen-men.json: weapons/cannon-ball/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="620"/>
        <source>Cannon, grape</source>
        <extracomment>chosen-men.json: weapons/cannon-grape/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="622"/>
        <source>Reload 5, 10 dice, 6&quot; spread.</source>
        <extracomment>chosen-men.json: weapons/cannon-grape/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="624"/>
        <source>Small cannon, ball</source>
        <extracomment>chosen-men.json: weapons/small-cannon-ball/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="626"/>
        <source>Reload 4, 1 die.</source>
        <extracomment>chosen-men.json: weapons/small-cannon-ball/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="628"/>
        <source>Small cannon, grape</source>
        <extracomment>chosen-men.json: weapons/small-cannon-grape/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="630"/>
        <source>Reload 4, 5 dice.</source>
        <extracomment>chosen-men.json: weapons/small-cannon-grape/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="632"/>
        <source>Morale</source>
        <extracomment>chosen-men.json: tests/morale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="634"/>
        <source>Tested when the unit takes casualties, while it flees, when it charges and when it is charged. Roll a d10: at or under the modified morale it carries on. One or two over: it falls back to the nearest cover (already in cover, it may only load or fire). Three or more over: it flees its full move each turn and does nothing else until a morale check rallies it.</source>
        <extracomment>chosen-men.json: tests/morale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="636"/>
        <source>Rally bonus of an officer within 2&quot;</source>
        <extracomment>chosen-men.json: tests/morale/inputs/rallyBonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="638"/>
        <source>Casualties</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/casualties/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="640"/>
        <source>Each figure lost, each serious wound and each minor wound still counting this turn.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/casualties/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="642"/>
        <source>Squad leader or officer lost</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/leader-lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="644"/>
        <source>The squad leader is down, or its officer killed or captured.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/leader-lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="646"/>
        <source>Casualty from artillery</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/artillery-casualty/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="648"/>
        <source>Some of the casualties being tested for came from guns.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/artillery-casualty/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="650"/>
        <source>Supported by formed troops</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/supported/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="652"/>
        <source>Defending hard cover or a building</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/hard-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="654"/>
        <source>Officer within 2&quot; rallying</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/officer-rallying/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="656"/>
        <source>Adds the officer&apos;s rally bonus.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/officer-rallying/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="658"/>
        <source>With the colours</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/colours/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="660"/>
        <source>In contact with, or in formation with, its colours.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/colours/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="662"/>
        <source>A permanent mark against the whole command.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/colours-lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="664"/>
        <source>Carries on</source>
        <extracomment>chosen-men.json: tests/morale/bands/steady/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="666"/>
        <source>A fleeing unit that passes has rallied.</source>
        <extracomment>chosen-men.json: tests/morale/bands/steady/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="668"/>
        <source>Falls back to cover</source>
        <extracomment>chosen-men.json: tests/morale/bands/to-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="670"/>
        <source>To the nearest cover; already in cover, it may only load or fire.</source>
        <extracomment>chosen-men.json: tests/morale/bands/to-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="672"/>
        <source>Flees</source>
        <extracomment>chosen-men.json: tests/morale/bands/flees/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="674"/>
        <source>Its full move away each turn, no other action, until rallied.</source>
        <extracomment>chosen-men.json: tests/morale/bands/flees/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="676"/>
        <source>Move</source>
        <extracomment>chosen-men.json: tests/move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="680"/>
        <source>Low walls and fences crossed</source>
        <extracomment>chosen-men.json: tests/move/inputs/obstacles/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="682"/>
        <source>Men over the gun&apos;s crew</source>
        <extracomment>chosen-men.json: tests/move/inputs/extraCrew/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="684"/>
        <source>Current (boats: + with it, - against)</source>
        <extracomment>chosen-men.json: tests/move/inputs/current/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="686"/>
        <source>Going</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="688"/>
        <source>Roads: roll one die more and drop the lowest. Hills and difficult going: one more, drop the highest (skirmishers ignore it).</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="690"/>
        <source>Road</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/choices/road/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="692"/>
        <source>Hills or difficult going</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/choices/rough/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="694"/>
        <source>Woods, water or buildings</source>
        <extracomment>chosen-men.json: tests/move/modifiers/halved/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="696"/>
        <source>The roll is halved.</source>
        <extracomment>chosen-men.json: tests/move/modifiers/halved/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="698"/>
        <source>Walls and fences</source>
        <extracomment>chosen-men.json: tests/move/modifiers/obstacles/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="700"/>
        <source>Boarding or leaving a boat</source>
        <extracomment>chosen-men.json: tests/move/modifiers/boarding/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="702"/>
        <source>Each serious wound in the unit.</source>
        <extracomment>chosen-men.json: tests/move/modifiers/serious-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="704"/>
        <source>Extra hands on the gun</source>
        <extracomment>chosen-men.json: tests/move/modifiers/extra-crew/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="706"/>
        <source>+1&quot; per man over the crew, at most 10.</source>
        <extracomment>chosen-men.json: tests/move/modifiers/extra-crew/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="708"/>
        <source>Current</source>
        <extracomment>chosen-men.json: tests/move/modifiers/current/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="710"/>
        <source>Fire</source>
        <extracomment>chosen-men.json: tests/fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="712"/>
        <source>Each firer rolls its weapon&apos;s dice; a modified 8 or more is a hit, and each hit makes the target roll on the wound die (three dice for a small cannon&apos;s ball, six for a large gun&apos;s). A natural 0 is always a hit and a second d10 says who is struck.</source>
        <extracomment>chosen-men.json: tests/fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="714"/>
        <source>Figures firing</source>
        <extracomment>chosen-men.json: tests/fire/inputs/firers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="716"/>
        <source>Range</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="718"/>
        <source>Close range</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/choices/close/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="720"/>
        <source>Effective range</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/choices/effective/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="722"/>
        <source>Grape</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/grape/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="724"/>
        <source>Veteran or crack</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/veteran-or-crack/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="726"/>
        <source>Its value is lost from the printed table; we read +1.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/blunderbuss/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="728"/>
        <source>Target formed or mounted</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-formed-or-mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="730"/>
        <source>Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-formed-or-mounted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="732"/>
        <source>Volley fire</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/volley/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="734"/>
        <source>Formed troops only. Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/volley/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="736"/>
        <source>Firer green, militia or mob</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/poor-firers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="738"/>
        <source>Firer mounted</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/firer-mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="740"/>
        <source>Target in cover</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="742"/>
        <source>Soft cover</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-cover/choices/soft/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="744"/>
        <source>Hard cover</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-cover/choices/hard/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="746"/>
        <source>Target skirmishers</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="748"/>
        <source>Turns to reload this weapon.</source>
        <extracomment>chosen-men.json: tests/fire/effects/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="750"/>
        <source>The target rolls the wound die for each hit.</source>
        <extracomment>chosen-men.json: tests/fire/perSuccess/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="752"/>
        <source>A natural 0: who is struck?</source>
        <extracomment>chosen-men.json: tests/fire/perNaturalPass/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="754"/>
        <source>Sniper&apos;s shot</source>
        <extracomment>chosen-men.json: tests/snipe/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="756"/>
        <source>A sniper (not while formed) may pick out a squad leader or officer in clear sight, hitting on a modified 10 or more.</source>
        <extracomment>chosen-men.json: tests/snipe/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="758"/>
        <source>Leader hit</source>
        <extracomment>chosen-men.json: tests/snipe/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="760"/>
        <source>Missed</source>
        <extracomment>chosen-men.json: tests/snipe/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="762"/>
        <source>Wound die</source>
        <extracomment>chosen-men.json: tests/wound/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="764"/>
        <source>1-4 a minor wound (a casualty for this turn only; three untreated make a serious wound), 5-7 a serious wound (permanent, -2&quot; to the unit&apos;s move; two make a fatality), 8-0 fatal.</source>
        <extracomment>chosen-men.json: tests/wound/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="766"/>
        <source>Minor wound</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="768"/>
        <source>The musician treats it: minor wounds are ignored.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/1/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="770"/>
        <source>Three untreated minor wounds become a serious one.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="772"/>
        <source>Two serious wounds make a fatality.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/4/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="774"/>
        <source>Serious wound</source>
        <extracomment>chosen-men.json: tests/wound/bands/serious/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="776"/>
        <source>A wounded horse: its rider dismounts and the horse bolts (a deviation die and 2D10 for its path).</source>
        <extracomment>chosen-men.json: tests/wound/bands/serious/effects/1/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="778"/>
        <source>Fatal</source>
        <extracomment>chosen-men.json: tests/wound/bands/fatal/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="780"/>
        <source>Who is hit</source>
        <extracomment>chosen-men.json: tests/who-is-hit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="782"/>
        <source>After a natural 0 to hit: 1-5 a ranker, 6-8 the squad leader, 9-0 an officer within 6&quot; of the target.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="784"/>
        <source>A ranker</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/ranker/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="786"/>
        <source>The squad leader</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="788"/>
        <source>An officer within 6&quot;</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="790"/>
        <source>Melee</source>
        <extracomment>chosen-men.json: tests/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="792"/>
        <source>Figure against figure (at most three to one): each rolls a modified d10. Ahead by 1-2: the loser backs off beyond command distance (captured if it cannot). Ahead by 3 or more: the loser is a casualty and rolls a wound die for each point of the margin. A draw fights on next round; grenadiers and guards win a draw against other troops by 1, light troops lose one by 1. Two or three against one are fought as one test per attacker, all against the same defender&apos;s die (see the input).</source>
        <extracomment>chosen-men.json: tests/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="794"/>
        <source>Officer&apos;s bonus spent</source>
        <extracomment>chosen-men.json: tests/melee/inputs/officerBonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="796"/>
        <source>Defender&apos;s die already rolled</source>
        <extracomment>chosen-men.json: tests/melee/inputs/defenderDie/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="798"/>
        <source>At two or three to one the defender rolls once, and that one die meets every attacker. For the first attacker leave this at 0 and the defender&apos;s die is rolled with the attacker&apos;s; for the second and third enter the face it showed (a 0 on the die is 10).</source>
        <extracomment>chosen-men.json: tests/melee/inputs/defenderDie/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="800"/>
        <source>Charging over open ground</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="804"/>
        <source>Sword, bayonet, pike</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/blades/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="806"/>
        <source>Defending cover</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="808"/>
        <source>Charged in a building</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/in-building/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="810"/>
        <source>Counts on top of hard cover.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/in-building/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="812"/>
        <source>Formed infantry with bayonets against cavalry in front</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-bayonets-vs-horse/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="814"/>
        <source>Not while blown.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/mounted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="816"/>
        <source>Green or militia</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/green-or-militia/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="818"/>
        <source>Mob or tribe</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/mob/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="820"/>
        <source>Attacker outnumbered</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-outnumbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="822"/>
        <source>Defender outnumbered</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-outnumbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="824"/>
        <source>Out of command</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/out-of-command/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="826"/>
        <source>Attacker carries the colours</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-colours/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="828"/>
        <source>Defender carries the colours</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-colours/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="830"/>
        <source>Officer&apos;s bonus</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/officer-bonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="832"/>
        <source>An officer may spend his bonus in personal combat.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/officer-bonus/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="834"/>
        <source>Cavalry charging a flank or rear</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/cavalry-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="836"/>
        <source>One extra wound die for each point of the winning margin.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/cavalry-flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="838"/>
        <source>Horses that charged are blown when the melee ends.</source>
        <extracomment>chosen-men.json: tests/melee/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="840"/>
        <source>Draw</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="842"/>
        <source>Fight on next round.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="844"/>
        <source>The attacker&apos;s grenadiers win the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="846"/>
        <source>The defender&apos;s grenadiers win the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/1/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="848"/>
        <source>The attacker&apos;s light troops lose the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/2/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="850"/>
        <source>The defender&apos;s light troops lose the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/3/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="852"/>
        <source>Loser backs off</source>
        <extracomment>chosen-men.json: tests/melee/bands/backs-off/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="854"/>
        <source>Beyond command distance; captured if it cannot.</source>
        <extracomment>chosen-men.json: tests/melee/bands/backs-off/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="856"/>
        <source>Loser is a casualty</source>
        <extracomment>chosen-men.json: tests/melee/bands/casualty/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="858"/>
        <source>A wound die for each point of the margin (or the margin less 2, by option; cavalry charging a flank or rear add one per point).</source>
        <extracomment>chosen-men.json: tests/melee/bands/casualty/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="860"/>
        <source>Landing a boat</source>
        <extracomment>chosen-men.json: tests/boat-landing/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="862"/>
        <source>Away from a quay: 1-6 the boat lands; 7-9 it must move off to another landing place; 0 it overturns: boat and cargo lost, everyone ashore but two turns drying out and powder wet until resupplied.</source>
        <extracomment>chosen-men.json: tests/boat-landing/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="864"/>
        <source>Lands</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/lands/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="866"/>
        <source>Must move off</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/move-off/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="868"/>
        <source>Overturns</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/upends/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="870"/>
        <source>The same bands the wound test uses, for looking up.</source>
        <extracomment>chosen-men.json: tables/wound-die/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="872"/>
        <source>A card for each unit and officer. Turn two at a time; each unit tests morale if it must, takes one action (move, load, fire, hold fire, heal) and resolves any melee. When the deck runs out, reshuffle with new units added and lost ones removed. A formation&apos;s unit cards may be taken out, leaving only its officer&apos;s.</source>
        <extracomment>chosen-men.json: activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="874"/>
        <source>Unit</source>
        <extracomment>chosen-men.json: activation/cards/unit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="876"/>
        <source>Infantry</source>
        <extracomment>chosen-men.json: fields/mover/choices/infantry</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="878"/>
        <source>Artillery</source>
        <extracomment>chosen-men.json: fields/mover/choices/artillery</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="880"/>
        <source>Boat</source>
        <extracomment>chosen-men.json: fields/mover/choices/boat</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="882"/>
        <source>Cannon</source>
        <extracomment>chosen-men.json: fields/weapon/choices/cannon</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="884"/>
        <source>Small cannon</source>
        <extracomment>chosen-men.json: fields/weapon/choices/small-cannon</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="886"/>
        <source>Ball</source>
        <extracomment>chosen-men.json: fields/ammunition/choices/ball</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="536"/>
        <source>A charged unit that fails its morale test</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="538"/>
        <source>The rules have the charged unit test but do not say whether a failure stops the melee. We let it fall back or flee before contact, so there is no melee this time; some players make it fight where it stands with its new morale state.</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="540"/>
        <source>It gives way: no melee</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/choices/gives-way/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="542"/>
        <source>It fights where it stands</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/choices/fights/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="624"/>
        <source>Melee loser&apos;s minor wounds</source>
        <extracomment>chosen-men.json: fields/figure-minor/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="626"/>
        <source>Minor wounds the losing figure took from this melee&apos;s wound dice.</source>
        <extracomment>chosen-men.json: fields/figure-minor/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="628"/>
        <source>Melee loser&apos;s serious wounds</source>
        <extracomment>chosen-men.json: fields/figure-serious/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="630"/>
        <source>Serious wounds the losing figure took from this melee&apos;s wound dice.</source>
        <extracomment>chosen-men.json: fields/figure-serious/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="632"/>
        <source>Melee loser down</source>
        <extracomment>chosen-men.json: fields/figure-down/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="634"/>
        <source>The figure that lost this melee by 3 or more has been killed by its wound dice.</source>
        <extracomment>chosen-men.json: fields/figure-down/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="704"/>
        <source>Passed a morale test to charge</source>
        <extracomment>chosen-men.json: fields/charge-nerve/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="706"/>
        <source>A unit that has already passed its morale test to charge this turn does not take it again.</source>
        <extracomment>chosen-men.json: fields/charge-nerve/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="902"/>
        <source>Melee wound die</source>
        <extracomment>chosen-men.json: tests/melee-wound/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="904"/>
        <source>The figure that lost a melee by 3 or more rolls these dice, and every result lands on that one figure: a fatal result, or a second serious wound, kills it and its earlier wounds go with it; three minor wounds on it make a serious one. Once it is down the rest of the dice do nothing.</source>
        <extracomment>chosen-men.json: tests/melee-wound/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="906"/>
        <source>Three minor wounds on the figure make a serious one.</source>
        <extracomment>chosen-men.json: tests/melee-wound/bands/minor/effects/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="992"/>
        <source>Charge</source>
        <extracomment>chosen-men.json: procedures/charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="994"/>
        <source>The charger tests its nerve (once a turn) and rolls its move: its squad leader must reach the target. The unit charged tests too, or, if it was holding its fire, tests and then fires at close range. Then one figure fights one figure: the melee&apos;s margin decides whether the loser backs off or rolls wound dice on that one figure, a draw goes to grenadiers or against light troops, and casualties bring a morale test.</source>
        <extracomment>chosen-men.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="996"/>
        <source>Distance</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="998"/>
        <source>Inches from the charging squad leader to its target.</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1000"/>
        <source>1 when no obstacle or difficult going is crossed (downhill counts even through difficult going, uphill never): the charge bonus, which sweeps the target&apos;s cover aside. 0 otherwise.</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/openGround/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1002"/>
        <source>Into a flank or rear</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1004"/>
        <source>1 when horse charges a flank or the rear: an extra wound die for each point it wins by.</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1006"/>
        <source>Charge move rolled</source>
        <extracomment>chosen-men.json: procedures/charge/vars/reach/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1008"/>
        <source>Hits from the defender&apos;s fire</source>
        <extracomment>chosen-men.json: procedures/charge/vars/hits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1010"/>
        <source>Melee margin</source>
        <extracomment>chosen-men.json: procedures/charge/vars/margin/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1012"/>
        <source>Wound dice for the loser</source>
        <extracomment>chosen-men.json: procedures/charge/vars/woundDice/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1014"/>
        <source>The charger will not go in</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-balked/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1016"/>
        <source>It failed its morale test: it falls back to cover or flees.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-balked/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1018"/>
        <source>Fell short</source>
        <extracomment>chosen-men.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1020"/>
        <source>The move rolled does not bring the squad leader to the target: the unit ends its move short of it.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1022"/>
        <source>The target gave way</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-gave-way/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1024"/>
        <source>It failed its morale test and falls back to cover or flees before contact.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-gave-way/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1026"/>
        <source>Halted by fire</source>
        <extracomment>chosen-men.json: procedures/charge/endings/halted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1028"/>
        <source>The charger took casualties from the target&apos;s fire and failed the morale test they caused.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/halted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1030"/>
        <source>Charger won the melee</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1032"/>
        <source>Defender won the melee</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1034"/>
        <source>Drawn</source>
        <extracomment>chosen-men.json: procedures/charge/endings/drawn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1036"/>
        <source>The melee goes on next round.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1038"/>
        <source>Nerve to charge</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1040"/>
        <source>Morale test to charge</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1042"/>
        <source>A unit that already passed one to charge this turn does not test again.</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1044"/>
        <source>Nerve to charge passed</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/then/0/onOutcome/steady/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1046"/>
        <source>Charge move</source>
        <extracomment>chosen-men.json: procedures/charge/before/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1048"/>
        <source>The charger&apos;s move dice; its squad leader must reach the target.</source>
        <extracomment>chosen-men.json: procedures/charge/before/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1050"/>
        <source>Does it reach?</source>
        <extracomment>chosen-men.json: procedures/charge/before/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1052"/>
        <source>Receive the charge</source>
        <extracomment>chosen-men.json: procedures/charge/responses/stand/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1054"/>
        <source>The unit charged tests its morale and meets the charge.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/stand/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1056"/>
        <source>Morale test on being charged</source>
        <extracomment>chosen-men.json: procedures/charge/responses/stand/steps/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1058"/>
        <source>Fire as they come in</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1060"/>
        <source>A unit holding its fire, loaded, may fire at the charger at close range, but only after passing its morale test.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1062"/>
        <source>Fire at the charger</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1064"/>
        <source>Every figure still standing fires at close range; the charger rolls its wound dice below.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1066"/>
        <source>The charger&apos;s wound dice</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1068"/>
        <source>Casualties taken</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/3/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1070"/>
        <source>Morale after casualties</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/3/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1072"/>
        <source>The charger took casualties from the fire and tests at once.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/3/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1074"/>
        <source>Charge bonus</source>
        <extracomment>chosen-men.json: procedures/charge/after/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1076"/>
        <source>One figure against one; the margin decides.</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1078"/>
        <source>Horses that charged into a melee are blown when it ends.</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/onOutcome/draw/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1080"/>
        <source>Blown horses</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/onOutcome/draw/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1082"/>
        <source>Grenadiers win a draw by 1</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/onOutcome/draw/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1084"/>
        <source>Light troops lose a draw by 1</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/onOutcome/draw/1/else/0/else/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1086"/>
        <source>The loser backs off beyond command distance; a figure that cannot is captured.</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/onOutcome/draw/2/then/0/effects/0/note</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1088"/>
        <source>Horse charging a flank or rear</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/onOutcome/casualty/2/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1090"/>
        <source>The loser&apos;s wound dice</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/onOutcome/casualty/3/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1092"/>
        <source>Dice counted</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/onOutcome/casualty/3/steps/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1094"/>
        <source>Once the dice are counted the margin is not needed again: runs that differ only in it go on alike.</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/onOutcome/casualty/3/steps/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1096"/>
        <source>One die at a time until they are all rolled or the figure is down.</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/onOutcome/casualty/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1098"/>
        <source>The side that lost the melee took casualties and tests at once.</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/onOutcome/casualty/4/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="790"/>
        <source>Inches moved: the kept dice, halved in woods, water and buildings, less 2&quot; for each low wall or fence, 4&quot; to board or leave a boat and 2&quot; for each serious wound in the unit, never below 0. Blown horse moves on the infantry dice until it has rested.</source>
        <extracomment>chosen-men.json: tests/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="920"/>
        <source>No obstacles or difficult going crossed (downhill still counts, uphill never); it also cancels the target&apos;s cover. Blown horse gets no charge bonus until it has rested.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/charging/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="926"/>
        <source>The defender&apos;s cover counts only when the attacker did not charge over open ground: such a charge sweeps it aside.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="742"/>
        <source>In melee</source>
        <extracomment>chosen-men.json: fields/in-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="744"/>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>chosen-men.json: fields/in-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1126"/>
        <source>Still in melee</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/onOutcome/draw/2/else/0/else/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1140"/>
        <source>Continue melee</source>
        <extracomment>chosen-men.json: procedures/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1142"/>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>chosen-men.json: procedures/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1144"/>
        <source>Won the melee</source>
        <extracomment>chosen-men.json: procedures/melee/endings/won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1146"/>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>chosen-men.json: procedures/melee/endings/won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1148"/>
        <source>Lost the melee</source>
        <extracomment>chosen-men.json: procedures/melee/endings/lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1150"/>
        <source>The unit it fights won this round.</source>
        <extracomment>chosen-men.json: procedures/melee/endings/lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1152"/>
        <source>Melee drawn</source>
        <extracomment>chosen-men.json: procedures/melee/endings/drawn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1154"/>
        <source>Neither side won: the melee goes on next turn.</source>
        <extracomment>chosen-men.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1156"/>
        <source>Fight on</source>
        <extracomment>chosen-men.json: procedures/melee/responses/fight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1158"/>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>chosen-men.json: procedures/melee/responses/fight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1160"/>
        <source>The melee is over</source>
        <extracomment>chosen-men.json: procedures/melee/after/0/onOutcome/draw/2/then/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1052"/>
        <source>Whether the defender&apos;s fire hit</source>
        <extracomment>chosen-men.json: procedures/charge/vars/anyHits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1106"/>
        <source>Any hits?</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1108"/>
        <source>Whether the volley hit at all: all the steps below need to know, once its wound dice are counted.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1114"/>
        <source>Once the dice are counted the number of hits is not needed again: runs that differ only in it go on alike.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/3/steps/0/explain</extracomment>
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
</context>
<context>
    <name>ruleset:kgcwo</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="888"/>
        <source>King George Commands and We Obey</source>
        <extracomment>kgcwo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="890"/>
        <source>Regiment and brigade scale Napoleonic rules driven by a deck of activation cards. Every test is a D10: 5 or more after modifiers passes, a natural 10 always passes and a natural 1 always fails.</source>
        <extracomment>kgcwo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="892"/>
        <source>Rating in the morale table</source>
        <extracomment>kgcwo.json: options/morale-table-rating/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="894"/>
        <source>The printed morale table adds the melee rating, which looks like a slip for the morale rating. We use the morale rating; choose melee to follow the print.</source>
        <extracomment>kgcwo.json: options/morale-table-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="896"/>
        <source>Morale rating</source>
        <extracomment>kgcwo.json: options/morale-table-rating/choices/morale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="898"/>
        <source>Melee rating (as printed)</source>
        <extracomment>kgcwo.json: options/morale-table-rating/choices/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="900"/>
        <source>Rating that sets formation-change cost</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="902"/>
        <source>The rules give the cost by &apos;quality&apos; without saying which rating. We read it as the morale rating.</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="904"/>
        <source>Melee rating</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/choices/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="906"/>
        <source>Fire rating</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/choices/fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="908"/>
        <source>Routed units take the shaken modifier</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="910"/>
        <source>Routed is worse than shaken, so we apply the -1 for shaken to routed units too.</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="912"/>
        <source>Yes</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/choices/yes/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="914"/>
        <source>No</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/choices/no/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="916"/>
        <source>A routed unit that fails morale again</source>
        <extracomment>kgcwo.json: options/routed-fails-again/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="918"/>
        <source>The ladder ends at Routed. By default the unit stays routed; a house rule removes it.</source>
        <extracomment>kgcwo.json: options/routed-fails-again/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="920"/>
        <source>Stays routed</source>
        <extracomment>kgcwo.json: options/routed-fails-again/choices/stays/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="922"/>
        <source>Leaves the field</source>
        <extracomment>kgcwo.json: options/routed-fails-again/choices/removed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="924"/>
        <source>When to check for received wounds</source>
        <extracomment>kgcwo.json: options/wounds-check/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="926"/>
        <source>We take one &apos;received wounds&apos; check after an attack that caused any casualty; some tables take one per casualty.</source>
        <extracomment>kgcwo.json: options/wounds-check/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="928"/>
        <source>Once per attack</source>
        <extracomment>kgcwo.json: options/wounds-check/choices/per-attack/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="930"/>
        <source>Once per casualty</source>
        <extracomment>kgcwo.json: options/wounds-check/choices/per-casualty/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="932"/>
        <source>Guns count as smoothbore</source>
        <extracomment>kgcwo.json: options/artillery-smoothbore/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="934"/>
        <source>The smoothbore -1 is read as applying to muskets and carbines; guns have their own modifiers.</source>
        <extracomment>kgcwo.json: options/artillery-smoothbore/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="936"/>
        <source>How the fate table is read</source>
        <extracomment>kgcwo.json: options/fate-reading/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="938"/>
        <source>The card says roll a D10 for Fortune or Calamity, but the fate table is numbered 11-66. We roll a D66 after the D10 (the D10 only names it). Alternatively the next card&apos;s kind picks the tens and a D6 the units.</source>
        <extracomment>kgcwo.json: options/fate-reading/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="940"/>
        <source>Roll a D66</source>
        <extracomment>kgcwo.json: options/fate-reading/choices/d66/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="942"/>
        <source>Tens from the next card drawn</source>
        <extracomment>kgcwo.json: options/fate-reading/choices/next-card/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="944"/>
        <source>Where End of turn goes in the deck</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="946"/>
        <source>We shuffle End of turn in with the rest, so some units may not act in a turn.</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="948"/>
        <source>Shuffled in</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/choices/shuffled/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="950"/>
        <source>At the bottom</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/choices/bottom/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="952"/>
        <source>Scale of the game</source>
        <extracomment>kgcwo.json: options/cardScale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="954"/>
        <source>At regiment scale every unit and every commander has a card; at brigade scale only the commanders do, and each activates the units under him. A scenario usually settles this in its settings (the id keeps the spelling scenarios already use).</source>
        <extracomment>kgcwo.json: options/cardScale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="956"/>
        <source>A card per unit and per commander</source>
        <extracomment>kgcwo.json: options/cardScale/choices/unit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="958"/>
        <source>Commanders&apos; cards only</source>
        <extracomment>kgcwo.json: options/cardScale/choices/commander/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="960"/>
        <source>Quality</source>
        <extracomment>kgcwo.json: ladders/quality/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="962"/>
        <source>Fire, melee and morale are each rated A (best) to E; the rating is added to the rolls it governs.</source>
        <extracomment>kgcwo.json: ladders/quality/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="964"/>
        <source>Leader rating</source>
        <extracomment>kgcwo.json: ladders/leader/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="966"/>
        <source>A better leader controls units over a wider command radius (he also needs line of sight to the commanders he activates).</source>
        <extracomment>kgcwo.json: ladders/leader/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="968"/>
        <source>Poor</source>
        <extracomment>kgcwo.json: ladders/leader/steps/poor/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="970"/>
        <source>Good</source>
        <extracomment>kgcwo.json: ladders/leader/steps/good/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="972"/>
        <source>Exceptional</source>
        <extracomment>kgcwo.json: ladders/leader/steps/exceptional/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="974"/>
        <source>Morale state</source>
        <extracomment>kgcwo.json: ladders/morale-state/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="976"/>
        <source>Failing a morale check moves a unit down this ladder; rallying moves it back up.</source>
        <extracomment>kgcwo.json: ladders/morale-state/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="978"/>
        <source>Normal</source>
        <extracomment>kgcwo.json: ladders/morale-state/steps/normal/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="980"/>
        <source>Shaken</source>
        <extracomment>kgcwo.json: ladders/morale-state/steps/shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="982"/>
        <source>Routed</source>
        <extracomment>kgcwo.json: ladders/morale-state/steps/routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="984"/>
        <source>March column</source>
        <extracomment>kgcwo.json: formations/march-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="986"/>
        <source>Fast on the move, helpless if caught. Formed infantry and cavalry.</source>
        <extracomment>kgcwo.json: formations/march-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="988"/>
        <source>Attack column</source>
        <extracomment>kgcwo.json: formations/attack-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="990"/>
        <source>Bases one behind another, for closing with the enemy. Formed infantry of armies other than the British and their allies.</source>
        <extracomment>kgcwo.json: formations/attack-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="992"/>
        <source>Line</source>
        <extracomment>kgcwo.json: formations/line/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="994"/>
        <source>Bases side by side: the best formation for firing. Formed infantry and cavalry.</source>
        <extracomment>kgcwo.json: formations/line/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="996"/>
        <source>Skirmish</source>
        <extracomment>kgcwo.json: formations/skirmish/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="998"/>
        <source>Open order, for light infantry and detached companies; only units able to skirmish may take it.</source>
        <extracomment>kgcwo.json: formations/skirmish/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1000"/>
        <source>Square</source>
        <extracomment>kgcwo.json: formations/square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1002"/>
        <source>Against cavalry. It cannot move and may fire in any direction, at most one point at each target. Formed infantry only.</source>
        <extracomment>kgcwo.json: formations/square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1004"/>
        <source>Limbered</source>
        <extracomment>kgcwo.json: formations/limbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1006"/>
        <source>Guns hitched up to move.</source>
        <extracomment>kgcwo.json: formations/limbered/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1008"/>
        <source>Unlimbered</source>
        <extracomment>kgcwo.json: formations/unlimbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1010"/>
        <source>Guns deployed to fire; they can only pivot.</source>
        <extracomment>kgcwo.json: formations/unlimbered/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1012"/>
        <source>Mounted</source>
        <extracomment>kgcwo.json: formations/mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1014"/>
        <source>A commander on the table.</source>
        <extracomment>kgcwo.json: formations/mounted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1016"/>
        <source>Infantry regiment</source>
        <extracomment>kgcwo.json: unitTypes/infantry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1018"/>
        <source>Three bases. Three fire and melee dice; removed at three casualties.</source>
        <extracomment>kgcwo.json: unitTypes/infantry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1020"/>
        <source>Detached skirmish company</source>
        <extracomment>kgcwo.json: unitTypes/detached-company/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1022"/>
        <source>A light company sent ahead of its regiment: one die, removed at its first casualty, which is recorded against the parent regiment.</source>
        <extracomment>kgcwo.json: unitTypes/detached-company/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1024"/>
        <source>Cavalry regiment</source>
        <extracomment>kgcwo.json: unitTypes/cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1026"/>
        <source>Three bases. Three dice; removed at three casualties.</source>
        <extracomment>kgcwo.json: unitTypes/cavalry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1028"/>
        <source>Light battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-light/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1030"/>
        <source>Two bases. Two fire dice, two melee dice; removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-light/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1032"/>
        <source>Horse battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-horse/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1034"/>
        <source>Light guns that keep up with cavalry: they move faster limbered on roads.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-horse/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1036"/>
        <source>Medium battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-medium/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1038"/>
        <source>Three fire dice, two melee dice; removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-medium/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1040"/>
        <source>Heavy battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-heavy/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1042"/>
        <source>Four fire dice, two melee dice; removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-heavy/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1044"/>
        <source>Howitzer battery</source>
        <extracomment>kgcwo.json: unitTypes/howitzer/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1046"/>
        <source>Four fire dice, two melee dice; removed at two casualties. Its shells burst over cover.</source>
        <extracomment>kgcwo.json: unitTypes/howitzer/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1048"/>
        <source>Rocket troop</source>
        <extracomment>kgcwo.json: unitTypes/rockets/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1050"/>
        <source>No fire dice: rockets fly by their own procedure. Removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/rockets/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1052"/>
        <source>Commander</source>
        <extracomment>kgcwo.json: unitTypes/commander/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1054"/>
        <source>A general&apos;s base, for movement.</source>
        <extracomment>kgcwo.json: unitTypes/commander/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1056"/>
        <source>For commanders: sets the command radius.</source>
        <extracomment>kgcwo.json: fields/leader-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1058"/>
        <source>Casualties</source>
        <extracomment>kgcwo.json: fields/casualties/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1060"/>
        <source>Formation</source>
        <extracomment>kgcwo.json: fields/formation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1062"/>
        <source>Army</source>
        <extracomment>kgcwo.json: fields/nationality/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1064"/>
        <source>Sets the chain of formation changes.</source>
        <extracomment>kgcwo.json: fields/nationality/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1066"/>
        <source>Fired</source>
        <extracomment>kgcwo.json: fields/fired/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1068"/>
        <source>Has fired since its last reload: no first-shot bonus.</source>
        <extracomment>kgcwo.json: fields/fired/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1070"/>
        <source>On hold</source>
        <extracomment>kgcwo.json: fields/hold/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1072"/>
        <source>Holding its activation for later this turn.</source>
        <extracomment>kgcwo.json: fields/hold/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1074"/>
        <source>Evading</source>
        <extracomment>kgcwo.json: fields/evading/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1076"/>
        <source>Keeps running towards its base line each activation until rallied.</source>
        <extracomment>kgcwo.json: fields/evading/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1078"/>
        <source>Activated this turn</source>
        <extracomment>kgcwo.json: fields/activated/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1080"/>
        <source>Can skirmish</source>
        <extracomment>kgcwo.json: fields/skirmish-capable/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1082"/>
        <source>Light troops able to take skirmish order.</source>
        <extracomment>kgcwo.json: fields/skirmish-capable/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1084"/>
        <source>Smoothbore</source>
        <extracomment>kgcwo.json: fields/smoothbore/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1086"/>
        <source>Armed with smoothbore muskets or carbines.</source>
        <extracomment>kgcwo.json: fields/smoothbore/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1088"/>
        <source>Lancers</source>
        <extracomment>kgcwo.json: fields/lancers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1090"/>
        <source>Armoured</source>
        <extracomment>kgcwo.json: fields/armoured/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1092"/>
        <source>Cuirassiers and the like.</source>
        <extracomment>kgcwo.json: fields/armoured/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1094"/>
        <source>Defending an obstacle</source>
        <extracomment>kgcwo.json: fields/defending-obstacle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1096"/>
        <source>Move bonus</source>
        <extracomment>kgcwo.json: fields/move-bonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1098"/>
        <source>Inches added to every move (fate 42).</source>
        <extracomment>kgcwo.json: fields/move-bonus/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1100"/>
        <source>Turns to miss</source>
        <extracomment>kgcwo.json: fields/missed-turns/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1102"/>
        <source>Activations per turn</source>
        <extracomment>kgcwo.json: fields/activations/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1104"/>
        <source>Fate 41 lets a unit act twice.</source>
        <extracomment>kgcwo.json: fields/activations/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1106"/>
        <source>A unit is removed when its casualties reach its maximum.</source>
        <extracomment>kgcwo.json: removal/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1108"/>
        <source>Formations change one step at a time along the army&apos;s chain. Each step costs part of a move by the unit&apos;s quality; shaken units, and quality E units, must also pass a morale check for each step. A change dearer than one move carries on into the next activation.</source>
        <extracomment>kgcwo.json: formationChanges/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1110"/>
        <source>British, Portuguese and Spanish</source>
        <extracomment>kgcwo.json: formationChanges/chains/british-and-allies/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1112"/>
        <source>All other armies</source>
        <extracomment>kgcwo.json: formationChanges/chains/others/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1114"/>
        <source>Move</source>
        <extracomment>kgcwo.json: movementColumns/move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1116"/>
        <source>The distance the unit may move in this formation.</source>
        <extracomment>kgcwo.json: movementColumns/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1118"/>
        <source>Rough ground</source>
        <extracomment>kgcwo.json: movementColumns/rough/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1120"/>
        <source>The distance across rough ground.</source>
        <extracomment>kgcwo.json: movementColumns/rough/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1122"/>
        <source>Road</source>
        <extracomment>kgcwo.json: movementColumns/road/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1124"/>
        <source>The distance along a road.</source>
        <extracomment>kgcwo.json: movementColumns/road/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1126"/>
        <source>Charge</source>
        <extracomment>kgcwo.json: movementColumns/charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1128"/>
        <source>The distance the unit may charge.</source>
        <extracomment>kgcwo.json: movementColumns/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1130"/>
        <source>Carbine</source>
        <extracomment>kgcwo.json: weapons/carbine/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1132"/>
        <source>Napoleonic cavalry only.</source>
        <extracomment>kgcwo.json: weapons/carbine/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1134"/>
        <source>Musket</source>
        <extracomment>kgcwo.json: weapons/musket/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1136"/>
        <source>Rifled musket</source>
        <extracomment>kgcwo.json: weapons/rifled-musket/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1138"/>
        <source>Artillery</source>
        <extracomment>kgcwo.json: weapons/artillery/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1140"/>
        <source>Canister out to 6&quot;.</source>
        <extracomment>kgcwo.json: weapons/artillery/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1142"/>
        <source>Howitzer</source>
        <extracomment>kgcwo.json: weapons/howitzer/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1144"/>
        <source>Rockets</source>
        <extracomment>kgcwo.json: weapons/rockets/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1146"/>
        <source>Range set by the declared D6s, 1&quot; to 72&quot;, without measuring.</source>
        <extracomment>kgcwo.json: weapons/rockets/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1148"/>
        <source>The unit&apos;s morale quality, A +2 down to E -2.</source>
        <extracomment>kgcwo.json: modifierSets/morale/morale-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1150"/>
        <source>The printed morale table names the melee rating; this option follows the print.</source>
        <extracomment>kgcwo.json: modifierSets/morale/melee-rating-as-printed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1152"/>
        <source>Unit is shaken</source>
        <extracomment>kgcwo.json: modifierSets/morale/shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1154"/>
        <source>A shaken unit is less steady; by default a routed one counts too.</source>
        <extracomment>kgcwo.json: modifierSets/morale/shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1156"/>
        <source>Each casualty the unit has taken makes it less steady.</source>
        <extracomment>kgcwo.json: modifierSets/morale/own-casualties/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1158"/>
        <source>Out of command</source>
        <extracomment>kgcwo.json: modifierSets/morale/out-of-command/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1160"/>
        <source>More than 8&quot; from its commander and more than 4&quot; from a friend that is in command.</source>
        <extracomment>kgcwo.json: modifierSets/morale/out-of-command/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1162"/>
        <source>Enemy near flank or rear, no support</source>
        <extracomment>kgcwo.json: modifierSets/morale/exposed-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1164"/>
        <source>An enemy unit within 6&quot; of its flank or rear and no friends near (never inside a built-up area).</source>
        <extracomment>kgcwo.json: modifierSets/morale/exposed-flank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1166"/>
        <source>Unit in cover</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1168"/>
        <source>Troops behind cover hold better.</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1170"/>
        <source>Soft cover</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/choices/soft/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1172"/>
        <source>Hard cover</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/choices/hard/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1174"/>
        <source>The unit&apos;s fire quality, A +2 down to E -2.</source>
        <extracomment>kgcwo.json: modifierSets/fire/fire-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1176"/>
        <source>First shot</source>
        <extracomment>kgcwo.json: modifierSets/fire/first-shot/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1178"/>
        <source>A unit without a fired marker gets its carefully loaded first volley.</source>
        <extracomment>kgcwo.json: modifierSets/fire/first-shot/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1180"/>
        <source>Rested weapon</source>
        <extracomment>kgcwo.json: modifierSets/fire/rested/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1182"/>
        <source>Tick when the unit fires from a braced or stationary position.</source>
        <extracomment>kgcwo.json: modifierSets/fire/rested/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1184"/>
        <source>Canister</source>
        <extracomment>kgcwo.json: modifierSets/fire/canister/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1186"/>
        <source>Guns firing canister at close range (6&quot;).</source>
        <extracomment>kgcwo.json: modifierSets/fire/canister/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1188"/>
        <source>Enfilade</source>
        <extracomment>kgcwo.json: modifierSets/fire/enfilade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1190"/>
        <source>Firing along the length of the target&apos;s line.</source>
        <extracomment>kgcwo.json: modifierSets/fire/enfilade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1192"/>
        <source>Firer is shaken</source>
        <extracomment>kgcwo.json: modifierSets/fire/shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1194"/>
        <source>Shaken troops shoot worse; by default a routed unit counts too.</source>
        <extracomment>kgcwo.json: modifierSets/fire/shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1196"/>
        <source>Firer&apos;s casualties</source>
        <extracomment>kgcwo.json: modifierSets/fire/own-casualties/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1198"/>
        <source>Each casualty in the firing unit costs one.</source>
        <extracomment>kgcwo.json: modifierSets/fire/own-casualties/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1200"/>
        <source>Long range</source>
        <extracomment>kgcwo.json: modifierSets/fire/long-range/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1202"/>
        <source>The target is beyond standard range but within long range.</source>
        <extracomment>kgcwo.json: modifierSets/fire/long-range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1204"/>
        <source>Smoothbore weapon</source>
        <extracomment>kgcwo.json: modifierSets/fire/smoothbore/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1206"/>
        <source>Smoothbore small arms are less accurate. By default guns do not take this; an option makes them.</source>
        <extracomment>kgcwo.json: modifierSets/fire/smoothbore/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1208"/>
        <source>Target is skirmishers or artillery</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-skirmishers-or-guns/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1210"/>
        <source>Dispersed skirmishers and gun crews are harder to hit.</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-skirmishers-or-guns/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1212"/>
        <source>Target in cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1214"/>
        <source>Cover shields the target. Howitzer shells burst overhead, so it does not count against them.</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1216"/>
        <source>Target in a built-up area</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-in-bua/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1218"/>
        <source>Against howitzers only a built-up area still protects (counted as hard cover).</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-in-bua/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1220"/>
        <source>Howitzer firing indirectly</source>
        <extracomment>kgcwo.json: modifierSets/fire/howitzer-indirect/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1222"/>
        <source>Lobbing shells at a target the crew cannot see.</source>
        <extracomment>kgcwo.json: modifierSets/fire/howitzer-indirect/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1224"/>
        <source>Firing mounted</source>
        <extracomment>kgcwo.json: modifierSets/fire/firing-mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1226"/>
        <source>Horsemen firing from the saddle.</source>
        <extracomment>kgcwo.json: modifierSets/fire/firing-mounted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1228"/>
        <source>Medium gun against cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/medium-gun-at-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1230"/>
        <source>Medium shot batters down soft defences.</source>
        <extracomment>kgcwo.json: modifierSets/fire/medium-gun-at-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1232"/>
        <source>Heavy gun against cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/heavy-gun-at-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1234"/>
        <source>Heavy shot smashes defences.</source>
        <extracomment>kgcwo.json: modifierSets/fire/heavy-gun-at-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1236"/>
        <source>The unit&apos;s melee quality, A +2 down to E -2.</source>
        <extracomment>kgcwo.json: modifierSets/melee/melee-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1238"/>
        <source>Shaken troops fight worse; by default a routed unit counts too.</source>
        <extracomment>kgcwo.json: modifierSets/melee/shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1240"/>
        <source>Defending cover</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1242"/>
        <source>Tick on the defender&apos;s dice when it holds cover.</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1244"/>
        <source>Attacking a formed unit&apos;s flank or rear</source>
        <extracomment>kgcwo.json: modifierSets/melee/flank-or-rear/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1246"/>
        <source>Tick on the attacker&apos;s dice.</source>
        <extracomment>kgcwo.json: modifierSets/melee/flank-or-rear/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1248"/>
        <source>Formed attacker against skirmishers or crew</source>
        <extracomment>kgcwo.json: modifierSets/melee/formed-vs-loose/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1250"/>
        <source>Tick on the attacker&apos;s dice when a formed unit charged skirmishers or gunners.</source>
        <extracomment>kgcwo.json: modifierSets/melee/formed-vs-loose/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1252"/>
        <source>Defending rough ground</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-rough/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1254"/>
        <source>Tick on the defender&apos;s dice when it stands in rough ground.</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-rough/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1256"/>
        <source>Cavalry against infantry not in square</source>
        <extracomment>kgcwo.json: modifierSets/melee/cavalry-vs-infantry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1258"/>
        <source>Horse riding into foot that has not formed square.</source>
        <extracomment>kgcwo.json: modifierSets/melee/cavalry-vs-infantry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1260"/>
        <source>Attacking in march column</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-march-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1262"/>
        <source>Tick on the attacker&apos;s dice: it charged in march column.</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-march-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1264"/>
        <source>Attacking in attack column</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-attack-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1266"/>
        <source>Tick on the attacker&apos;s dice: it charged in attack column.</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-attack-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1268"/>
        <source>Lancers who charged, first round</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-charged/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1270"/>
        <source>Lancers strike hard in the first clash of their charge.</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-charged/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1272"/>
        <source>Lancers, second round on</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-later-rounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1274"/>
        <source>Once the charge is spent the lance is a hindrance.</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-later-rounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1276"/>
        <source>Against an armoured opponent</source>
        <extracomment>kgcwo.json: modifierSets/melee/vs-armoured/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1278"/>
        <source>Fighting cuirassed troops.</source>
        <extracomment>kgcwo.json: modifierSets/melee/vs-armoured/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1280"/>
        <source>Fire</source>
        <extracomment>kgcwo.json: tests/fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1282"/>
        <source>Roll the unit&apos;s fire dice. Each die scoring 5 or more after modifiers is a hit; the target takes a morale check (a save) for each hit, and each failed save is a casualty. Firing puts a fired marker on the unit.</source>
        <extracomment>kgcwo.json: tests/fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1284"/>
        <source>The unit has fired: it loses its first-shot bonus until reloaded.</source>
        <extracomment>kgcwo.json: tests/fire/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1286"/>
        <source>The target checks morale for each hit.</source>
        <extracomment>kgcwo.json: tests/fire/perSuccess/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1288"/>
        <source>The target took casualties: one more check.</source>
        <extracomment>kgcwo.json: tests/fire/ifAnyFailed/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1290"/>
        <source>Melee</source>
        <extracomment>kgcwo.json: tests/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1292"/>
        <source>Each side rolls its melee dice in turn. Each die scoring 5 or more after modifiers is a hit; the opponent saves each hit with a morale check, and each failure is a casualty. The side with more casualties has lost and checks morale at -2.</source>
        <extracomment>kgcwo.json: tests/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1294"/>
        <source>The opponent checks morale for each hit.</source>
        <extracomment>kgcwo.json: tests/melee/perSuccess/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1296"/>
        <source>The opponent took casualties: one more check.</source>
        <extracomment>kgcwo.json: tests/melee/ifAnyFailed/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1298"/>
        <source>Stand and fire: the volley</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1300"/>
        <source>The charged unit&apos;s volley at the charger, resolved like ordinary fire. If it scores any hit the charger must check morale or halt.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1302"/>
        <source>The volley hit: the charger checks morale.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/ifAnySuccess/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1304"/>
        <source>Save a hit</source>
        <extracomment>kgcwo.json: tests/save-hit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1306"/>
        <source>A morale check for one hit from fire or melee: pass and the hit does no harm, fail and it becomes a casualty.</source>
        <extracomment>kgcwo.json: tests/save-hit/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1308"/>
        <source>Saved</source>
        <extracomment>kgcwo.json: tests/save-hit/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1310"/>
        <source>The hit does no harm.</source>
        <extracomment>kgcwo.json: tests/save-hit/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1312"/>
        <source>Casualty</source>
        <extracomment>kgcwo.json: tests/save-hit/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1314"/>
        <source>The hit becomes a casualty.</source>
        <extracomment>kgcwo.json: tests/save-hit/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1316"/>
        <source>With one check per casualty, each casualty is checked at once.</source>
        <extracomment>kgcwo.json: tests/save-hit/onFail/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1318"/>
        <source>Received wounds</source>
        <extracomment>kgcwo.json: tests/received-wounds/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1320"/>
        <source>Taken once after an attack that caused casualties (an option makes it once per casualty). Fail and the unit&apos;s morale drops a step.</source>
        <extracomment>kgcwo.json: tests/received-wounds/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1322"/>
        <source>Holds</source>
        <extracomment>kgcwo.json: tests/received-wounds/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1324"/>
        <source>Morale stays as it is.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1326"/>
        <source>Morale drops</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1328"/>
        <source>One step worse.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1330"/>
        <source>Optional house rule: a routed unit that fails again leaves the field.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1332"/>
        <source>One step worse: Normal to Shaken, Shaken to Routed.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/effects/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1334"/>
        <source>Lost melee</source>
        <extracomment>kgcwo.json: tests/lost-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1336"/>
        <source>The side with more casualties after a melee round checks at -2.</source>
        <extracomment>kgcwo.json: tests/lost-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1338"/>
        <source>Lost the melee</source>
        <extracomment>kgcwo.json: tests/lost-melee/modifiers/lost-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1340"/>
        <source>It took more casualties than it inflicted.</source>
        <extracomment>kgcwo.json: tests/lost-melee/modifiers/lost-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1342"/>
        <source>Receive a charge</source>
        <extracomment>kgcwo.json: tests/receive-charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1344"/>
        <source>A unit that is charged checks morale; failure drops it a step.</source>
        <extracomment>kgcwo.json: tests/receive-charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1346"/>
        <source>Under a rocket&apos;s flight</source>
        <extracomment>kgcwo.json: tests/rocket-flight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1348"/>
        <source>Every unit under a rocket&apos;s path checks at -1.</source>
        <extracomment>kgcwo.json: tests/rocket-flight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1350"/>
        <source>Under the rocket&apos;s flight path</source>
        <extracomment>kgcwo.json: tests/rocket-flight/modifiers/rocket-flight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1352"/>
        <source>Screaming overhead.</source>
        <extracomment>kgcwo.json: tests/rocket-flight/modifiers/rocket-flight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1354"/>
        <source>Rocket lands close</source>
        <extracomment>kgcwo.json: tests/rocket-impact/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1356"/>
        <source>A unit within 2&quot; of where a rocket lands checks at -2 (it takes only this check, not the flight-path one).</source>
        <extracomment>kgcwo.json: tests/rocket-impact/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1358"/>
        <source>Within 2&quot; of the impact</source>
        <extracomment>kgcwo.json: tests/rocket-impact/modifiers/rocket-impact/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1360"/>
        <source>The rocket bursts close by.</source>
        <extracomment>kgcwo.json: tests/rocket-impact/modifiers/rocket-impact/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1362"/>
        <source>Activate a unit on hold</source>
        <extracomment>kgcwo.json: tests/activate-hold/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1364"/>
        <source>A unit held for later must pass a morale check to act when called on.</source>
        <extracomment>kgcwo.json: tests/activate-hold/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1366"/>
        <source>Acts</source>
        <extracomment>kgcwo.json: tests/activate-hold/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1368"/>
        <source>The unit carries out its action.</source>
        <extracomment>kgcwo.json: tests/activate-hold/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1370"/>
        <source>Does not act</source>
        <extracomment>kgcwo.json: tests/activate-hold/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1372"/>
        <source>No action and no further movement this turn.</source>
        <extracomment>kgcwo.json: tests/activate-hold/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1374"/>
        <source>Formation change check</source>
        <extracomment>kgcwo.json: tests/formation-change-check/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1376"/>
        <source>Shaken units, and quality E units, check for each step of a formation change.</source>
        <extracomment>kgcwo.json: tests/formation-change-check/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1378"/>
        <source>Changes</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1380"/>
        <source>This step of the change goes ahead.</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1382"/>
        <source>Stays put</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1384"/>
        <source>The change stops here and the unit moves no further this activation.</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1386"/>
        <source>Cavalry holding back</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1388"/>
        <source>Victorious cavalry that wants to stand instead of following up must pass.</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1390"/>
        <source>May stand</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1392"/>
        <source>The cavalry may hold its ground.</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1394"/>
        <source>Must follow up</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1396"/>
        <source>The troopers ride on after the beaten enemy.</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1398"/>
        <source>Rally</source>
        <extracomment>kgcwo.json: tests/rally/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1400"/>
        <source>A Rally order for a shaken or routed unit: pass and it improves a step. It does not move either way.</source>
        <extracomment>kgcwo.json: tests/rally/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1402"/>
        <source>Rallied</source>
        <extracomment>kgcwo.json: tests/rally/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1404"/>
        <source>One step better; a routed unit that rallies may re-form in any formation and facing.</source>
        <extracomment>kgcwo.json: tests/rally/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1406"/>
        <source>Not rallied</source>
        <extracomment>kgcwo.json: tests/rally/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1408"/>
        <source>Horse charging a square or horse</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1410"/>
        <source>Cavalry must pass a morale check to charge a steady square or other cavalry.</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1412"/>
        <source>Charges</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1414"/>
        <source>The charge may go in.</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1416"/>
        <source>Refuses</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1418"/>
        <source>The horsemen will not charge this activation.</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1420"/>
        <source>Form square</source>
        <extracomment>kgcwo.json: tests/form-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1422"/>
        <source>Formed foot charged from more than half the charger&apos;s charge move away may try to form square.</source>
        <extracomment>kgcwo.json: tests/form-square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1424"/>
        <source>Square formed</source>
        <extracomment>kgcwo.json: tests/form-square/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1426"/>
        <source>Fails to form</source>
        <extracomment>kgcwo.json: tests/form-square/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1428"/>
        <source>It keeps its formation and becomes shaken; a unit already shaken routs.</source>
        <extracomment>kgcwo.json: tests/form-square/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1430"/>
        <source>Counter-charge</source>
        <extracomment>kgcwo.json: tests/counter-charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1432"/>
        <source>Steady horse may meet a charge with one of its own after passing a morale check.</source>
        <extracomment>kgcwo.json: tests/counter-charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1434"/>
        <source>Counter-charges</source>
        <extracomment>kgcwo.json: tests/counter-charge/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1436"/>
        <source>Roll 2D6 for the charger&apos;s move; the rest of the gap is split between the two.</source>
        <extracomment>kgcwo.json: tests/counter-charge/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1438"/>
        <source>Caught at the halt</source>
        <extracomment>kgcwo.json: tests/counter-charge/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1440"/>
        <source>The counter-charge does not start; the charger hits a halted unit.</source>
        <extracomment>kgcwo.json: tests/counter-charge/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1442"/>
        <source>Charger under fire</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1444"/>
        <source>A charger hit by a stand-and-fire volley checks morale.</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1446"/>
        <source>Charge goes on</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1448"/>
        <source>Charge halted</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1450"/>
        <source>It stops at the range the volley was fired from, but is not shaken.</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1452"/>
        <source>Stand and fire: range</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1454"/>
        <source>The charged unit rolls 1D6 (horse), 2D6 (foot) or 3D6 (guns) and adds its fire rating: that is the range it fires at. If it comes out above the charge distance there is no time to fire.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1456"/>
        <source>Charge distance</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/inputs/chargeDistance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1458"/>
        <source>Inches between the charger and the unit when the charge starts.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/inputs/chargeDistance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1460"/>
        <source>The unit&apos;s fire quality.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/modifiers/fire-rating/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1462"/>
        <source>Fires</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/fires/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1464"/>
        <source>Time enough: fire at the charger at the rolled range.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/fires/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1466"/>
        <source>Too late</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/too-late/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1468"/>
        <source>The charger is on them before they can fire.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/too-late/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1470"/>
        <source>Evade</source>
        <extracomment>kgcwo.json: tests/evade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1472"/>
        <source>Steady horse, skirmishers and gun crews may run: 3D6 inches for horse, 2D6 for foot and crews, straight towards their own base line. The unit becomes shaken (routs if already shaken) and keeps moving the same dice each activation until rallied.</source>
        <extracomment>kgcwo.json: tests/evade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1474"/>
        <source>Counter-charge: where they meet</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1476"/>
        <source>The original charger moves 2D6 towards the counter-charging horse. If that covers the whole gap, the counter-charge is caught at the halt; otherwise the rest of the gap is halved and they meet in the middle.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1478"/>
        <source>Gap</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/inputs/gap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1480"/>
        <source>Inches between the two units.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/inputs/gap/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1482"/>
        <source>The charger&apos;s move covers the gap.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/bands/caught/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1484"/>
        <source>Meet in the middle</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/bands/meet/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1486"/>
        <source>Move both units to the middle of the remaining gap.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/bands/meet/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1488"/>
        <source>Rocket: one leg of flight</source>
        <extracomment>kgcwo.json: tests/rocket-leg/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1490"/>
        <source>For each D6 declared (1 to 12), roll the crew&apos;s direction die (A d4 ... E d12) and a D6 for the distance along it, move the template, and repeat until the declared dice are used. How the direction die maps to the compass is agreed at the table.</source>
        <extracomment>kgcwo.json: tests/rocket-leg/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1492"/>
        <source>Rocket: distance of the leg</source>
        <extracomment>kgcwo.json: tests/rocket-leg-distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1494"/>
        <source>A D6 for how far this leg of the flight goes.</source>
        <extracomment>kgcwo.json: tests/rocket-leg-distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1496"/>
        <source>Fortune or Calamity</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1498"/>
        <source>Drawn as a card. A D10 names it Fortune (1-5) or Calamity (6-10); then a D66 on the fate table gives the event, which applies to the next unit or commander of that kind to be activated.</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1500"/>
        <source>Fortune</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/bands/fortune/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1502"/>
        <source>Calamity</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/bands/calamity/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1504"/>
        <source>The D10 names the event Fortune or Calamity; the D66 fate roll follows.</source>
        <extracomment>kgcwo.json: tables/fortune-or-calamity-card/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1506"/>
        <source>A fortune.</source>
        <extracomment>kgcwo.json: tables/fortune-or-calamity-card/rows/fortune/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1508"/>
        <source>A calamity.</source>
        <extracomment>kgcwo.json: tables/fortune-or-calamity-card/rows/calamity/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1510"/>
        <source>Fate</source>
        <extracomment>kgcwo.json: tables/fate/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1512"/>
        <source>Six groups of six events: commanders-in-chief, divisional and brigade commanders, foot, horse, guns and the battlefield.</source>
        <extracomment>kgcwo.json: tables/fate/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1514"/>
        <source>A clear head</source>
        <extracomment>kgcwo.json: tables/fate/rows/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1516"/>
        <source>The commander-in-chief improves one rating for the rest of the battle.</source>
        <extracomment>kgcwo.json: tables/fate/rows/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1518"/>
        <source>Stirring words</source>
        <extracomment>kgcwo.json: tables/fate/rows/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1520"/>
        <source>Every unit in his command is one morale step better until the turn ends.</source>
        <extracomment>kgcwo.json: tables/fate/rows/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1522"/>
        <source>Good staff work</source>
        <extracomment>kgcwo.json: tables/fate/rows/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1524"/>
        <source>He may give an order to a unit outside his command radius.</source>
        <extracomment>kgcwo.json: tables/fate/rows/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1526"/>
        <source>Thrown from the saddle</source>
        <extracomment>kgcwo.json: tables/fate/rows/3/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1528"/>
        <source>He loses his next turn while he recovers.</source>
        <extracomment>kgcwo.json: tables/fate/rows/3/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1530"/>
        <source>Hit</source>
        <extracomment>kgcwo.json: tables/fate/rows/4/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1532"/>
        <source>He is wounded: roll a D6 on the commander wound table.</source>
        <extracomment>kgcwo.json: tables/fate/rows/4/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1534"/>
        <source>A close call</source>
        <extracomment>kgcwo.json: tables/fate/rows/5/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1536"/>
        <source>Shaken by a near miss he quits the field; every unit within 12&quot; tests morale.</source>
        <extracomment>kgcwo.json: tables/fate/rows/5/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1538"/>
        <source>Finding his feet</source>
        <extracomment>kgcwo.json: tables/fate/rows/6/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1540"/>
        <source>The divisional or brigade commander improves one rating for the rest of the battle.</source>
        <extracomment>kgcwo.json: tables/fate/rows/6/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1542"/>
        <source>Rallying cry</source>
        <extracomment>kgcwo.json: tables/fate/rows/7/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1544"/>
        <source>Every shaken or routed unit within 12&quot; rallies at once, whatever the enemy is doing.</source>
        <extracomment>kgcwo.json: tables/fate/rows/7/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1546"/>
        <source>Horse shot</source>
        <extracomment>kgcwo.json: tables/fate/rows/8/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1548"/>
        <source>He loses his horse and misses a turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/8/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1550"/>
        <source>Trusting his own judgement</source>
        <extracomment>kgcwo.json: tables/fate/rows/9/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1552"/>
        <source>He ignores every future activation from the first poor superior drawn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/9/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1554"/>
        <source>Losing heart</source>
        <extracomment>kgcwo.json: tables/fate/rows/11/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1556"/>
        <source>He leaves the table; each unit of his that fails a morale test goes with him, the rest pass to the next commander up.</source>
        <extracomment>kgcwo.json: tables/fate/rows/11/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1558"/>
        <source>Fired up</source>
        <extracomment>kgcwo.json: tables/fate/rows/12/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1560"/>
        <source>A random unit in command raises any one rating a step for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/12/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1562"/>
        <source>Good shots</source>
        <extracomment>kgcwo.json: tables/fate/rows/13/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1564"/>
        <source>Marksmen in the ranks: the unit&apos;s fire rating rises a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/13/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1566"/>
        <source>Well fed</source>
        <extracomment>kgcwo.json: tables/fate/rows/14/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1568"/>
        <source>The unit&apos;s melee rating rises a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/14/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1570"/>
        <source>Damp powder</source>
        <extracomment>kgcwo.json: tables/fate/rows/15/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1572"/>
        <source>The unit&apos;s fire rating falls a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/15/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1574"/>
        <source>Doubts</source>
        <extracomment>kgcwo.json: tables/fate/rows/16/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1576"/>
        <source>The unit&apos;s morale rating falls a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/16/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1578"/>
        <source>Had enough</source>
        <extracomment>kgcwo.json: tables/fate/rows/17/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1580"/>
        <source>The unit leaves the field.</source>
        <extracomment>kgcwo.json: tables/fate/rows/17/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1582"/>
        <source>Inspired colonel</source>
        <extracomment>kgcwo.json: tables/fate/rows/18/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1584"/>
        <source>The unit may be activated twice.</source>
        <extracomment>kgcwo.json: tables/fate/rows/18/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1586"/>
        <source>Bloodstock</source>
        <extracomment>kgcwo.json: tables/fate/rows/19/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1588"/>
        <source>The unit moves 2&quot; further for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/19/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1590"/>
        <source>Spooked</source>
        <extracomment>kgcwo.json: tables/fate/rows/20/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1592"/>
        <source>Startled horses: the unit misses a turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/20/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1594"/>
        <source>Out of hand</source>
        <extracomment>kgcwo.json: tables/fate/rows/21/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1596"/>
        <source>The unit at once charges the nearest enemy.</source>
        <extracomment>kgcwo.json: tables/fate/rows/21/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1598"/>
        <source>Sharp blades</source>
        <extracomment>kgcwo.json: tables/fate/rows/22/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1600"/>
        <source>Swagger</source>
        <extracomment>kgcwo.json: tables/fate/rows/23/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1602"/>
        <source>The unit&apos;s morale rating rises a step for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/23/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1604"/>
        <source>Master gunner</source>
        <extracomment>kgcwo.json: tables/fate/rows/24/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1606"/>
        <source>A random battery in command raises its fire rating a step for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/24/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1608"/>
        <source>Spare rounds</source>
        <extracomment>kgcwo.json: tables/fate/rows/25/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1610"/>
        <source>The battery may fire twice this turn, both times at the same target.</source>
        <extracomment>kgcwo.json: tables/fate/rows/25/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1612"/>
        <source>Wrong target</source>
        <extracomment>kgcwo.json: tables/fate/rows/26/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1614"/>
        <source>The battery fires on the nearest friendly unit in range.</source>
        <extracomment>kgcwo.json: tables/fate/rows/26/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1616"/>
        <source>The battery&apos;s fire rating falls a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/27/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1618"/>
        <source>Stand by the guns</source>
        <extracomment>kgcwo.json: tables/fate/rows/28/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1620"/>
        <source>The battery&apos;s morale rating rises a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/28/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1622"/>
        <source>Wrong shot sent up</source>
        <extracomment>kgcwo.json: tables/fate/rows/29/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1624"/>
        <source>The battery misses a turn while it is put right.</source>
        <extracomment>kgcwo.json: tables/fate/rows/29/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1626"/>
        <source>Downpour</source>
        <extracomment>kgcwo.json: tables/fate/rows/30/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1628"/>
        <source>Every fire rating is one worse until the end of the turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/30/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1630"/>
        <source>A ford</source>
        <extracomment>kgcwo.json: tables/fate/rows/31/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1632"/>
        <source>A commander within 6&quot; of a river finds a ford; crossing there costs nothing, and once used any unit may cross there.</source>
        <extracomment>kgcwo.json: tables/fate/rows/31/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1634"/>
        <source>Mud</source>
        <extracomment>kgcwo.json: tables/fate/rows/32/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1636"/>
        <source>All movement is 2&quot; shorter for the rest of the turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/32/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1638"/>
        <source>Irregulars</source>
        <extracomment>kgcwo.json: tables/fate/rows/33/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1640"/>
        <source>A Spanish brigade joins in: a brigadier and 1-3 infantry units (ratings E/D/D, smoothbore) arrive on a base line. Roll a D6 for the side they join.</source>
        <extracomment>kgcwo.json: tables/fate/rows/33/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1642"/>
        <source>A spy&apos;s report</source>
        <extracomment>kgcwo.json: tables/fate/rows/34/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1644"/>
        <source>Both sides roll a D6; the higher looks at the next six cards and puts them in any order.</source>
        <extracomment>kgcwo.json: tables/fate/rows/34/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1646"/>
        <source>This side&apos;s roll; the other side rolls too and the higher wins.</source>
        <extracomment>kgcwo.json: tables/fate/rows/34/thenExplain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1648"/>
        <source>Fire!</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1650"/>
        <source>A built-up area catches fire: every unit in it must leave. Roll a D6 for how many turns it burns; afterwards it gives no defence.</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1652"/>
        <source>Turns the fire lasts.</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/thenExplain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1654"/>
        <source>Commander wounded</source>
        <extracomment>kgcwo.json: tables/commander-wound/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1656"/>
        <source>Unhurt</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/unhurt/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1658"/>
        <source>No effect.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/unhurt/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1660"/>
        <source>Light wound</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/light/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1662"/>
        <source>He misses a turn.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/light/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1664"/>
        <source>Serious wound</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/serious/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1666"/>
        <source>He misses two turns.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/serious/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1668"/>
        <source>Killed</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1670"/>
        <source>A D3 gives the turns before a replacement, promoted from the commanders on the table, arrives.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1672"/>
        <source>Turns until the replacement arrives.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/thenExplain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1674"/>
        <source>Which side the irregulars join</source>
        <extracomment>kgcwo.json: tables/irregulars-side/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1676"/>
        <source>The French side</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1678"/>
        <source>Infantry units in the brigade.</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/french/thenExplain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1680"/>
        <source>They join the French.</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/french/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1682"/>
        <source>The British side</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1684"/>
        <source>They join the British.</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/british/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1686"/>
        <source>Shaken units cannot charge</source>
        <extracomment>kgcwo.json: chargeRules/shaken-cannot-charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1688"/>
        <source>Horse may not charge a defended obstacle</source>
        <extracomment>kgcwo.json: chargeRules/horse-vs-obstacle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1690"/>
        <source>Horse must test to charge a steady square</source>
        <extracomment>kgcwo.json: chargeRules/horse-vs-steady-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1692"/>
        <source>Horse must test to charge horse</source>
        <extracomment>kgcwo.json: chargeRules/horse-vs-horse/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1694"/>
        <source>Horse may charge other targets without a test</source>
        <extracomment>kgcwo.json: chargeRules/horse-otherwise/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1696"/>
        <source>Skirmishers may charge skirmishers</source>
        <extracomment>kgcwo.json: chargeRules/skirmishers-vs-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1698"/>
        <source>Skirmishers may charge nothing else</source>
        <extracomment>kgcwo.json: chargeRules/skirmishers-only-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1700"/>
        <source>Formed foot may charge shaken, skirmishing, marching or obstacle-holding foot</source>
        <extracomment>kgcwo.json: chargeRules/foot-vs-weak-foot/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1702"/>
        <source>Only an attack column may charge steady formed foot</source>
        <extracomment>kgcwo.json: chargeRules/attack-column-vs-foot/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1704"/>
        <source>Other formed foot may not charge steady foot</source>
        <extracomment>kgcwo.json: chargeRules/foot-vs-steady-foot/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1706"/>
        <source>Not restricted</source>
        <extracomment>kgcwo.json: chargeRules/anything-else/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1708"/>
        <source>The rules set no limit on this charge.</source>
        <extracomment>kgcwo.json: chargeRules/anything-else/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1710"/>
        <source>One card per unit and per commander (the scale of the game decides which), plus Reload, Fortune/Calamity and End of turn.</source>
        <extracomment>kgcwo.json: activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1712"/>
        <source>Unit</source>
        <extracomment>kgcwo.json: activation/cards/unit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1714"/>
        <source>The unit acts: move, manoeuvre, charge, fire, hold or rally.</source>
        <extracomment>kgcwo.json: activation/cards/unit/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1716"/>
        <source>The commander activates the units under him within his command radius.</source>
        <extracomment>kgcwo.json: activation/cards/commander/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1718"/>
        <source>Reload</source>
        <extracomment>kgcwo.json: activation/cards/reload/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1720"/>
        <source>Every unit that has fired gets its first-shot bonus back without standing still.</source>
        <extracomment>kgcwo.json: activation/cards/reload/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1722"/>
        <source>Fortune/Calamity</source>
        <extracomment>kgcwo.json: activation/cards/fortune-calamity/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1724"/>
        <source>Roll for a fate event; it applies to the next unit or commander activated.</source>
        <extracomment>kgcwo.json: activation/cards/fortune-calamity/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1726"/>
        <source>End of turn</source>
        <extracomment>kgcwo.json: activation/cards/end-of-turn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1728"/>
        <source>All drawn cards go back and the deck is shuffled. Units on hold that have not acted lose their action.</source>
        <extracomment>kgcwo.json: activation/cards/end-of-turn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1730"/>
        <source>was on hold and never acted this turn, so the held action is lost</source>
        <extracomment>kgcwo.json: activation/endOfTurn/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1732"/>
        <source>British</source>
        <extracomment>kgcwo.json: fields/nationality/choices/british</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1734"/>
        <source>Portuguese</source>
        <extracomment>kgcwo.json: fields/nationality/choices/portuguese</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1736"/>
        <source>Spanish</source>
        <extracomment>kgcwo.json: fields/nationality/choices/spanish</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1738"/>
        <source>French</source>
        <extracomment>kgcwo.json: fields/nationality/choices/french</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1740"/>
        <source>Austrian</source>
        <extracomment>kgcwo.json: fields/nationality/choices/austrian</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1742"/>
        <source>Prussian</source>
        <extracomment>kgcwo.json: fields/nationality/choices/prussian</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1744"/>
        <source>Russian</source>
        <extracomment>kgcwo.json: fields/nationality/choices/russian</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1746"/>
        <source>Other</source>
        <extracomment>kgcwo.json: fields/nationality/choices/other</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1188"/>
        <source>A charger whose target evades</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1190"/>
        <source>The rules shake a charger that cannot reach its target. We read an evaded charge the same way; choose no if your group lets the charger stop unharmed.</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1192"/>
        <source>Ends shaken</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/choices/yes/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1194"/>
        <source>Stops unharmed</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/choices/no/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1946"/>
        <source>A unit with Charge orders declares its target and the distance between them. The charge rules say whether it may go; the target checks its nerve and chooses how to meet it; then the two fight it out, and the side that lost more bases checks morale again.</source>
        <extracomment>kgcwo.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1948"/>
        <source>Distance</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1950"/>
        <source>Inches from the charger to its target when the charge is declared.</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1952"/>
        <source>Charge move</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/chargeMove/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1954"/>
        <source>How far the charger may move on a charge; taken from the movement table unless entered.</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/chargeMove/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1956"/>
        <source>Fire range</source>
        <extracomment>kgcwo.json: procedures/charge/vars/fireRange/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1958"/>
        <source>The range the target&apos;s hurried volley is fired at.</source>
        <extracomment>kgcwo.json: procedures/charge/vars/fireRange/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1960"/>
        <source>Evade move</source>
        <extracomment>kgcwo.json: procedures/charge/vars/evadeMove/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1962"/>
        <source>How far the evading target ran.</source>
        <extracomment>kgcwo.json: procedures/charge/vars/evadeMove/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1964"/>
        <source>Charge refused</source>
        <extracomment>kgcwo.json: procedures/charge/endings/refused/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1966"/>
        <source>The charge rules forbid it, or the horsemen failed their check to charge.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/refused/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1968"/>
        <source>Fell short</source>
        <extracomment>kgcwo.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1970"/>
        <source>The target was beyond the charge move: the charger moves its full distance and is shaken.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1972"/>
        <source>Halted by fire</source>
        <extracomment>kgcwo.json: procedures/charge/endings/halted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1974"/>
        <source>The volley stopped the charge at the range it was fired from; the charger is not shaken.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/halted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1976"/>
        <source>Repulsed by the square</source>
        <extracomment>kgcwo.json: procedures/charge/endings/repulsed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1978"/>
        <source>The square formed and the horsemen would not ride into it.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/repulsed/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1980"/>
        <source>Target evaded</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evaded/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1982"/>
        <source>The target got away and the charge found nothing to hit.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evaded/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1984"/>
        <source>Evader caught</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evader-caught/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1986"/>
        <source>The charger still had the move to reach the fleeing unit, which is destroyed.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evader-caught/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1988"/>
        <source>Charger won the melee</source>
        <extracomment>kgcwo.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1990"/>
        <source>The defender lost more bases than the charger.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/charger-won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1992"/>
        <source>Defender won the melee</source>
        <extracomment>kgcwo.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1994"/>
        <source>The charger lost more bases than the defender.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/defender-won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1996"/>
        <source>Melee drawn</source>
        <extracomment>kgcwo.json: procedures/charge/endings/drawn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1998"/>
        <source>Both sides lost as many bases: neither has lost the melee.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2000"/>
        <source>May it charge?</source>
        <extracomment>kgcwo.json: procedures/charge/before/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2002"/>
        <source>Can it reach?</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2004"/>
        <source>A charge that does not reach its target ends its full move shaken.</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/then/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2006"/>
        <source>Falls short</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2008"/>
        <source>A unit that is charged checks its nerve before it answers.</source>
        <extracomment>kgcwo.json: procedures/charge/before/2/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2010"/>
        <source>Stand</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2012"/>
        <source>Wait for the charge where it stands.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2014"/>
        <source>Stand and fire</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand-and-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2016"/>
        <source>A volley at the charger as it comes in; the dice say how close it has come by then.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand-and-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2018"/>
        <source>Range of the volley</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand-and-fire/steps/0/onOutcome/fires/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2020"/>
        <source>Formed foot tries to form square; only while the charger is more than half its charge move away.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/form-square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2022"/>
        <source>Horse facing a steady square must check before it rides in.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/form-square/steps/0/onPass/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2024"/>
        <source>Steady horse, skirmishers and gun crews may run for their own base line; they end shaken (routed if already shaken).</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2026"/>
        <source>Is the evader caught?</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/1/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2028"/>
        <source>Caught by the charge: destroyed.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/1/then/0/effects/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2030"/>
        <source>Caught</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/1/then/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2032"/>
        <source>Charge finds nothing</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/1/else/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2034"/>
        <source>Steady horse rides out to meet the charge if it passes a check; otherwise it is caught at the halt.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/counter-charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2036"/>
        <source>The side that lost more bases checks morale.</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/melee/decided/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2038"/>
        <source>Victorious horse that wants to hold back must pass a check; the umpire skips it when the horse follows up anyway.</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/melee/decided/1/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2040"/>
        <source>Both sides roll their melee dice at once, each set up as it stood before the clash.</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1404"/>
        <source>In melee</source>
        <extracomment>kgcwo.json: fields/in-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1406"/>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>kgcwo.json: fields/in-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2106"/>
        <source>Still in melee</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/melee/drawn/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2110"/>
        <source>Continue melee</source>
        <extracomment>kgcwo.json: procedures/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2112"/>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>kgcwo.json: procedures/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2114"/>
        <source>Won the melee</source>
        <extracomment>kgcwo.json: procedures/melee/endings/won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2116"/>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>kgcwo.json: procedures/melee/endings/won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2118"/>
        <source>The unit it fights won this round.</source>
        <extracomment>kgcwo.json: procedures/melee/endings/lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2120"/>
        <source>Neither side won: the melee goes on next turn.</source>
        <extracomment>kgcwo.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2122"/>
        <source>Fight on</source>
        <extracomment>kgcwo.json: procedures/melee/responses/fight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2124"/>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>kgcwo.json: procedures/melee/responses/fight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2126"/>
        <source>The melee is over</source>
        <extracomment>kgcwo.json: procedures/melee/after/0/melee/decided/2/then/0/name</extracomment>
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
</context>
<context>
    <name>ruleset:nap-igougo</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1748"/>
        <source>Napoleonic player-turn rules (001)</source>
        <extracomment>nap-igougo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1750"/>
        <source>Battalion and brigade scale rules with player turns: initiative, orders and staff work, a fire points table, charge and reaction tests and opposed melee. No automatic pass or fail on natural rolls.</source>
        <extracomment>nap-igougo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1752"/>
        <source>Dice for order activation</source>
        <extracomment>nap-igougo.json: options/order-dice/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1754"/>
        <source>The table gives staff numbers 6 to 14 but not the dice. We roll 2D10 (Incompetent staff then succeed about a quarter of the time); the alternative rolls 1D10 and keeps the total from turn to turn.</source>
        <extracomment>nap-igougo.json: options/order-dice/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1756"/>
        <source>2D10</source>
        <extracomment>nap-igougo.json: options/order-dice/choices/2d10/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1758"/>
        <source>1D10, carried over</source>
        <extracomment>nap-igougo.json: options/order-dice/choices/1d10-carried/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1760"/>
        <source>Fire table, 41-45 points, a roll of 0</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1762"/>
        <source>The printed row skips a modified 0. We read it as no hits; the other reading gives one, like the next row.</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1764"/>
        <source>No hits</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/choices/no-hits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1766"/>
        <source>One hit</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/choices/one-hit/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1768"/>
        <source>More than 50 fire points</source>
        <extracomment>nap-igougo.json: options/over-50-points/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1770"/>
        <source>We split such fire into several resolutions (60 = 50 + 10); the other reading uses the 46-50 row.</source>
        <extracomment>nap-igougo.json: options/over-50-points/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1772"/>
        <source>Split the fire</source>
        <extracomment>nap-igougo.json: options/over-50-points/choices/split/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1774"/>
        <source>Use the 46-50 row</source>
        <extracomment>nap-igougo.json: options/over-50-points/choices/cap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1776"/>
        <source>Reading &apos;Column/Square +1/+2&apos;</source>
        <extracomment>nap-igougo.json: options/column-square-reading/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1778"/>
        <source>We read it as +1 against a column and +2 against a square; the other reading is +1 against musketry and +2 against artillery for either.</source>
        <extracomment>nap-igougo.json: options/column-square-reading/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1780"/>
        <source>Column +1, square +2</source>
        <extracomment>nap-igougo.json: options/column-square-reading/choices/by-formation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1782"/>
        <source>Musketry +1, artillery +2</source>
        <extracomment>nap-igougo.json: options/column-square-reading/choices/by-weapon/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1784"/>
        <source>Who gets +6 when infantry fight a square</source>
        <extracomment>nap-igougo.json: options/square-plus-six/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1786"/>
        <source>We give it to the infantry attacking the square (squares are weak against foot); the other reading gives it to the square.</source>
        <extracomment>nap-igougo.json: options/square-plus-six/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1788"/>
        <source>The attacker</source>
        <extracomment>nap-igougo.json: options/square-plus-six/choices/attacker/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1790"/>
        <source>The square</source>
        <extracomment>nap-igougo.json: options/square-plus-six/choices/square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1792"/>
        <source>Troop quality</source>
        <extracomment>nap-igougo.json: ladders/troop/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1794"/>
        <source>One grade sets a unit&apos;s fire modifier and its charge, melee and morale numbers.</source>
        <extracomment>nap-igougo.json: ladders/troop/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1796"/>
        <source>Old Guard</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/old-guard/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1798"/>
        <source>Superior</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/superior/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1800"/>
        <source>Excellent</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/excellent/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1802"/>
        <source>Good</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/good/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1804"/>
        <source>Fair</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/fair/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1806"/>
        <source>Poor</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/poor/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1808"/>
        <source>Leader rating</source>
        <extracomment>nap-igougo.json: ladders/leader/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1810"/>
        <source>Average</source>
        <extracomment>nap-igougo.json: ladders/leader/steps/average/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1812"/>
        <source>Staff rating</source>
        <extracomment>nap-igougo.json: ladders/staff/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1814"/>
        <source>Adds to initiative and sets the number a pending order must reach.</source>
        <extracomment>nap-igougo.json: ladders/staff/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1816"/>
        <source>Superb</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/superb/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1818"/>
        <source>Professional</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/professional/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1820"/>
        <source>Competent</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/competent/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1822"/>
        <source>Inefficient</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/inefficient/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1824"/>
        <source>Incompetent</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/incompetent/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1826"/>
        <source>Morale state</source>
        <extracomment>nap-igougo.json: ladders/morale-state/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1828"/>
        <source>Normal</source>
        <extracomment>nap-igougo.json: ladders/morale-state/steps/normal/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1830"/>
        <source>Shaken</source>
        <extracomment>nap-igougo.json: ladders/morale-state/steps/shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1832"/>
        <source>Routed</source>
        <extracomment>nap-igougo.json: ladders/morale-state/steps/routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1834"/>
        <source>Line</source>
        <extracomment>nap-igougo.json: formations/line/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1836"/>
        <source>Company column</source>
        <extracomment>nap-igougo.json: formations/company-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1838"/>
        <source>Attack column</source>
        <extracomment>nap-igougo.json: formations/attack-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1840"/>
        <source>Skirmish</source>
        <extracomment>nap-igougo.json: formations/skirmish/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1842"/>
        <source>Square</source>
        <extracomment>nap-igougo.json: formations/square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1844"/>
        <source>A square that moves becomes disordered.</source>
        <extracomment>nap-igougo.json: formations/square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1846"/>
        <source>Limbered</source>
        <extracomment>nap-igougo.json: formations/limbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1848"/>
        <source>Prolonge</source>
        <extracomment>nap-igougo.json: formations/prolonge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1850"/>
        <source>Guns moved by rope while still able to fire.</source>
        <extracomment>nap-igougo.json: formations/prolonge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1852"/>
        <source>Unlimbered</source>
        <extracomment>nap-igougo.json: formations/unlimbered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1854"/>
        <source>Mounted</source>
        <extracomment>nap-igougo.json: formations/mounted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1856"/>
        <source>Infantry battalion</source>
        <extracomment>nap-igougo.json: unitTypes/infantry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1858"/>
        <source>Untrained (militia) infantry moving over 2&quot; in line become disordered.</source>
        <extracomment>nap-igougo.json: unitTypes/infantry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1860"/>
        <source>Light cavalry</source>
        <extracomment>nap-igougo.json: unitTypes/light-cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1862"/>
        <source>Other cavalry</source>
        <extracomment>nap-igougo.json: unitTypes/cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1864"/>
        <source>Foot battery, under 6 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-light/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1866"/>
        <source>Foot battery, 6 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-6/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1868"/>
        <source>Foot battery, 8-9 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-8/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1870"/>
        <source>Foot battery, 12 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-12/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1872"/>
        <source>Foot battery, over 12 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-heavy/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1874"/>
        <source>Horse battery (6 pdr)</source>
        <extracomment>nap-igougo.json: unitTypes/horse-artillery/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1876"/>
        <source>Cavalry brigade commander</source>
        <extracomment>nap-igougo.json: unitTypes/cavalry-brigade-commander/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1878"/>
        <source>Division commander</source>
        <extracomment>nap-igougo.json: unitTypes/division-commander/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1880"/>
        <source>Corps commander</source>
        <extracomment>nap-igougo.json: unitTypes/corps-commander/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1882"/>
        <source>Army commander</source>
        <extracomment>nap-igougo.json: unitTypes/army-commander/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1884"/>
        <source>Nationality</source>
        <extracomment>nap-igougo.json: fields/nationality/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1886"/>
        <source>Disordered</source>
        <extracomment>nap-igougo.json: fields/disordered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1888"/>
        <source>Starting strength</source>
        <extracomment>nap-igougo.json: fields/strength/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1890"/>
        <source>Stands or figures at the start, for casualty percentages.</source>
        <extracomment>nap-igougo.json: fields/strength/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1892"/>
        <source>Casualties</source>
        <extracomment>nap-igougo.json: fields/casualties/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1894"/>
        <source>Hits this turn</source>
        <extracomment>nap-igougo.json: fields/hits-this-turn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1896"/>
        <source>Formation</source>
        <extracomment>nap-igougo.json: fields/formation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1898"/>
        <source>Moved this turn</source>
        <extracomment>nap-igougo.json: fields/moved/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1900"/>
        <source>Set when the unit moves in its side&apos;s movement phase; cleared at the end of the turn.</source>
        <extracomment>nap-igougo.json: fields/moved/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1902"/>
        <source>Fired this phase</source>
        <extracomment>nap-igougo.json: fields/fired/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1904"/>
        <source>Battery fires so far</source>
        <extracomment>nap-igougo.json: fields/shots-fired/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1906"/>
        <source>For the first and second fire bonuses.</source>
        <extracomment>nap-igougo.json: fields/shots-fired/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1908"/>
        <source>Attached leader</source>
        <extracomment>nap-igougo.json: fields/attached-leader/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1910"/>
        <source>Untrained</source>
        <extracomment>nap-igougo.json: fields/untrained/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1912"/>
        <source>Impetuous</source>
        <extracomment>nap-igougo.json: fields/impetuous/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1914"/>
        <source>National bonus</source>
        <extracomment>nap-igougo.json: fields/national-bonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1916"/>
        <source>Organic skirmishers</source>
        <extracomment>nap-igougo.json: fields/organic-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1918"/>
        <source>Skirmish screen</source>
        <extracomment>nap-igougo.json: fields/skirmish-screen/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1920"/>
        <source>Cuirassiers</source>
        <extracomment>nap-igougo.json: fields/cuirassier/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1922"/>
        <source>Lancers</source>
        <extracomment>nap-igougo.json: fields/lancers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1924"/>
        <source>Sappers</source>
        <extracomment>nap-igougo.json: fields/sappers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1926"/>
        <source>In command</source>
        <extracomment>nap-igougo.json: fields/in-command/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1928"/>
        <source>Leader attached to a unit</source>
        <extracomment>nap-igougo.json: fields/leader-attached/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1930"/>
        <source>Untrained line moves too far</source>
        <extracomment>nap-igougo.json: afterMove/untrained-line/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1932"/>
        <source>Untrained (militia) infantry in line that moves over 2&quot; becomes disordered.</source>
        <extracomment>nap-igougo.json: afterMove/untrained-line/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1934"/>
        <source>A square moves</source>
        <extracomment>nap-igougo.json: afterMove/square-moves/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1936"/>
        <source>Any square that moves becomes disordered.</source>
        <extracomment>nap-igougo.json: afterMove/square-moves/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1938"/>
        <source>Move</source>
        <extracomment>nap-igougo.json: movementColumns/move/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1940"/>
        <source>The distance the unit may move in this formation.</source>
        <extracomment>nap-igougo.json: movementColumns/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1942"/>
        <source>Charge</source>
        <extracomment>nap-igougo.json: movementColumns/charge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1944"/>
        <source>A charge covers the move allowance plus the charge bonus dice.</source>
        <extracomment>nap-igougo.json: movementColumns/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1946"/>
        <source>Poor ground</source>
        <extracomment>nap-igougo.json: terrain/poor-ground/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1948"/>
        <source>Formed units at half speed; changing formation here disorders.</source>
        <extracomment>nap-igougo.json: terrain/poor-ground/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1950"/>
        <source>Light woods</source>
        <extracomment>nap-igougo.json: terrain/light-woods/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1952"/>
        <source>Medium woods</source>
        <extracomment>nap-igougo.json: terrain/medium-woods/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1954"/>
        <source>Formed units at half speed; cavalry may not enter.</source>
        <extracomment>nap-igougo.json: terrain/medium-woods/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1956"/>
        <source>Heavy woods</source>
        <extracomment>nap-igougo.json: terrain/heavy-woods/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1958"/>
        <source>Formed units may not enter.</source>
        <extracomment>nap-igougo.json: terrain/heavy-woods/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1960"/>
        <source>Up a contour</source>
        <extracomment>nap-igougo.json: terrain/contour/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1962"/>
        <source>Stream or ditch</source>
        <extracomment>nap-igougo.json: terrain/stream/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1964"/>
        <source>May disorder a unit if wide or deep; raise the cost for bigger obstacles.</source>
        <extracomment>nap-igougo.json: terrain/stream/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1966"/>
        <source>River</source>
        <extracomment>nap-igougo.json: terrain/river/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1968"/>
        <source>Bridge</source>
        <extracomment>nap-igougo.json: terrain/bridge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1970"/>
        <source>Crossed only in company column or skirmish order.</source>
        <extracomment>nap-igougo.json: terrain/bridge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1972"/>
        <source>Stone wall or redoubt</source>
        <extracomment>nap-igougo.json: terrain/stone-wall/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1974"/>
        <source>Wooden fence</source>
        <extracomment>nap-igougo.json: terrain/wooden-fence/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1976"/>
        <source>Hedge</source>
        <extracomment>nap-igougo.json: terrain/hedge/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1978"/>
        <source>Musket</source>
        <extracomment>nap-igougo.json: weapons/musket/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1980"/>
        <source>In a 45° arc.</source>
        <extracomment>nap-igougo.json: weapons/musket/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1982"/>
        <source>Rifle</source>
        <extracomment>nap-igougo.json: weapons/rifle/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1984"/>
        <source>Artillery</source>
        <extracomment>nap-igougo.json: weapons/artillery/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1986"/>
        <source>In a 30° arc.</source>
        <extracomment>nap-igougo.json: weapons/artillery/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1988"/>
        <source>Artillery in melee</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/artillery/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1990"/>
        <source>Gunners fight badly hand to hand.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/artillery/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1992"/>
        <source>Armoured heavy horse.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/cuirassier/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1994"/>
        <source>+2 if Excellent, +1 if Good.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/leader/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1996"/>
        <source>Against a routed enemy</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="1998"/>
        <source>Defender in cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2000"/>
        <source>The charged unit holds cover.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2002"/>
        <source>Light cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/choices/light/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2004"/>
        <source>Medium cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/choices/medium/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2006"/>
        <source>Heavy cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/choices/heavy/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2008"/>
        <source>Sappers against cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/sappers-vs-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2010"/>
        <source>Engineers storming a defended position.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/sappers-vs-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2012"/>
        <source>Attacking the flank</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2030"/>
        <source>Infantry attacking a square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2032"/>
        <source>A square is weak against other foot.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2034"/>
        <source>Square against infantry (other reading)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/square-vs-inf/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2036"/>
        <source>Read the other way, the +6 goes to the square.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/square-vs-inf/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2038"/>
        <source>Disordered (infantry melee)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-disorder/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2040"/>
        <source>Attacker&apos;s horses heavier</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-heavier/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2042"/>
        <source>Defender&apos;s horses heavier</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-heavier/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2044"/>
        <source>Attacker overlaps</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-overlap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2046"/>
        <source>+1 for each overlapping stand or squadron.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-overlap/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2048"/>
        <source>Defender overlaps</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-overlap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2050"/>
        <source>Disordered (cavalry melee)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/cav-disorder/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2052"/>
        <source>Lancers against infantry</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/lancers-vs-inf/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2054"/>
        <source>Cavalry against a square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2056"/>
        <source>Cavalry against a disordered square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-disordered-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2058"/>
        <source>Cavalry against an anchored line</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-anchored-line/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2060"/>
        <source>The infantry&apos;s flanks rest on obstacles.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-anchored-line/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2062"/>
        <source>Disordered (cavalry against infantry)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mixed-disorder/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2064"/>
        <source>Whichever side is disordered.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mixed-disorder/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2066"/>
        <source>Attacker uphill</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/attacker-uphill/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2068"/>
        <source>The side higher up the slope gets +1.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/attacker-uphill/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2070"/>
        <source>Defender uphill</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/defender-uphill/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2072"/>
        <source>Infantry charging</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/inf-charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2074"/>
        <source>Not in a breakthrough melee.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/inf-charging/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2076"/>
        <source>Cavalry charging</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/cav-charging/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2078"/>
        <source>Initiative</source>
        <extracomment>nap-igougo.json: tests/initiative/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2080"/>
        <source>Each side rolls a D10 and adds its commander&apos;s leader and staff ratings and the situation; the higher has the initiative and chooses who goes first. Ties are rolled again.</source>
        <extracomment>nap-igougo.json: tests/initiative/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2082"/>
        <source>Surprise</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/surprise/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2084"/>
        <source>This side has surprise.</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/surprise/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2086"/>
        <source>Momentum</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/momentum/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2088"/>
        <source>This side has momentum.</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/momentum/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2090"/>
        <source>Enemy has surprise</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/enemy-surprise/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2092"/>
        <source>Enemy has momentum</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/enemy-momentum/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2094"/>
        <source>This side has the initiative</source>
        <extracomment>nap-igougo.json: tests/initiative/bands/actor-wins/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2096"/>
        <source>Tie: roll again</source>
        <extracomment>nap-igougo.json: tests/initiative/bands/tie/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2098"/>
        <source>The other side has the initiative</source>
        <extracomment>nap-igougo.json: tests/initiative/bands/target-wins/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2100"/>
        <source>Order activation</source>
        <extracomment>nap-igougo.json: tests/order-activation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2102"/>
        <source>A pending order takes effect when the roll plus the leader&apos;s rating (-1 if he is attached to a unit) reaches the staff number (Superb 6 up to Incompetent 14). The rules do not name the dice: we roll 2D10; an option rolls 1D10 and carries the total over to the next turn.</source>
        <extracomment>nap-igougo.json: tests/order-activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2104"/>
        <source>Total carried from earlier turns</source>
        <extracomment>nap-igougo.json: tests/order-activation/inputs/carried/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2106"/>
        <source>Only with the 1D10 option.</source>
        <extracomment>nap-igougo.json: tests/order-activation/inputs/carried/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2108"/>
        <source>Leader attached</source>
        <extracomment>nap-igougo.json: tests/order-activation/modifiers/leader-attached/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2110"/>
        <source>The commander is with a unit rather than his staff.</source>
        <extracomment>nap-igougo.json: tests/order-activation/modifiers/leader-attached/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2112"/>
        <source>Order activates</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/activates/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2114"/>
        <source>Still pending</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/pending/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2116"/>
        <source>Roll again in the next order segment.</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/pending/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2118"/>
        <source>Musketry</source>
        <extracomment>nap-igougo.json: tests/musketry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2120"/>
        <source>Front-rank stands give fire points (British 3, others 2, each 1 more with enfilade; infantry skirmishers 2, mounted skirmishers 1). The points pick the row of the fire combat table; a D10 plus modifiers picks the column, which is the number of hits.</source>
        <extracomment>nap-igougo.json: tests/musketry/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2122"/>
        <source>Front-rank stands firing</source>
        <extracomment>nap-igougo.json: tests/musketry/inputs/frontStands/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2124"/>
        <source>Enfilade</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/enfilade/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2126"/>
        <source>Firing along the target&apos;s line: one more fire point per stand for formed infantry (the row changes, not the roll).</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/enfilade/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2128"/>
        <source>Target in cover</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2130"/>
        <source>Cover shields the target from musketry.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2132"/>
        <source>Target is unlimbered artillery</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-unlimbered-guns/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2134"/>
        <source>Deployed guns present a small target.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-unlimbered-guns/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2136"/>
        <source>Target in column</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2138"/>
        <source>A deep column is easy to hit.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2140"/>
        <source>Target in square</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2142"/>
        <source>A square is the easiest target of all.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2144"/>
        <source>Target in column or square</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column-or-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2146"/>
        <source>Read the other way: +1 against musketry, +2 against artillery.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column-or-square/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2148"/>
        <source>Target has organic skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-organic-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2150"/>
        <source>Its own light troops screen it.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-organic-skirmishers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2152"/>
        <source>Target is skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2154"/>
        <source>Scattered skirmishers are hard to hit.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-skirmishers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2156"/>
        <source>Target is French or British skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-fr-br-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2158"/>
        <source>The best skirmishers are harder still.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-fr-br-skirmishers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2160"/>
        <source>Target in a town</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-in-town/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2162"/>
        <source>Buildings break up the fire.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-in-town/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2164"/>
        <source>Firefight</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firefight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2166"/>
        <source>The target fired at this unit in the same fire subsegment.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firefight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2168"/>
        <source>Firer&apos;s troop quality</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/troop-quality/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2170"/>
        <source>Old Guard, Superior and Excellent troops +1; Fair and Poor -1.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/troop-quality/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2172"/>
        <source>Firer is skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firer-skirmishers/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2174"/>
        <source>Loose order fire is less weighty.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firer-skirmishers/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2176"/>
        <source>Russian or Turkish firer</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/russian-turkish/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2178"/>
        <source>Weaker musketry training.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/russian-turkish/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2180"/>
        <source>Firer is shaken</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2182"/>
        <source>Firer moved</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/moving/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2184"/>
        <source>Fire in the moving fire subsegment.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/moving/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2186"/>
        <source>Firer is disordered</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/disordered/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2188"/>
        <source>Point blank</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/point-blank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2190"/>
        <source>Within half musket range (2&quot;).</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/point-blank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2192"/>
        <source>Artillery fire</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2194"/>
        <source>Points per gun by its weight and the range (canister, effective, long) times the guns firing pick the row of the same fire table; 0 points does nothing.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2196"/>
        <source>Guns firing</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/inputs/guns/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2198"/>
        <source>Range band</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2200"/>
        <source>Canister up to 8&quot;, effective up to 20&quot;, long up to 35&quot;: it sets the points per gun, not the roll.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2202"/>
        <source>Canister (8&quot;)</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/choices/canister/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2204"/>
        <source>Effective (20&quot;)</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/choices/effective/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2206"/>
        <source>Long (35&quot;)</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/choices/long/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2208"/>
        <source>Cover helps less against roundshot (the second figure of each pair).</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/target-cover/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2210"/>
        <source>Artillery screened</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/screened/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2212"/>
        <source>Friendly troops partly mask the guns.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/screened/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2214"/>
        <source>Battery&apos;s first fire of the battle</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/first-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2216"/>
        <source>Guns loaded with care before the battle.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/first-fire/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2218"/>
        <source>Battery&apos;s second fire</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/second-fire/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2220"/>
        <source>Bounce through</source>
        <extracomment>nap-igougo.json: tests/bounce-through/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2222"/>
        <source>Roundshot carries on 5&quot; past the target along a 1&quot;-wide path. A unit in the path takes half the hits of the roll, rounded down.</source>
        <extracomment>nap-igougo.json: tests/bounce-through/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2224"/>
        <source>Charge test</source>
        <extracomment>nap-igougo.json: tests/charge-test/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2226"/>
        <source>A charger rolls a D10 plus modifiers and must reach its troop value (Old Guard 2 up to Poor 7) to close. There is no automatic pass or fail.</source>
        <extracomment>nap-igougo.json: tests/charge-test/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2228"/>
        <source>Cavalry</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2230"/>
        <source>Against a flank</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-flank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2232"/>
        <source>Against routed troops</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-routed/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2234"/>
        <source>Infantry against a square</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/inf-vs-square/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2236"/>
        <source>Hits taken this turn</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/new-hits/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2238"/>
        <source>Each hit the charger took this turn (in stationary fire, say).</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/new-hits/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2240"/>
        <source>Against cover</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2242"/>
        <source>Against artillery</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-artillery/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2244"/>
        <source>An attached leader adds +2 if rated Excellent, +1 if Good, nothing otherwise.</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/leader/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2246"/>
        <source>Infantry in column</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/infantry-column/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2248"/>
        <source>Charge goes in</source>
        <extracomment>nap-igougo.json: tests/charge-test/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2250"/>
        <source>Move into contact.</source>
        <extracomment>nap-igougo.json: tests/charge-test/onPass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2252"/>
        <source>Halted</source>
        <extracomment>nap-igougo.json: tests/charge-test/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2254"/>
        <source>The charger stays where it is and may fire in moving fire.</source>
        <extracomment>nap-igougo.json: tests/charge-test/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2256"/>
        <source>Reaction test</source>
        <extracomment>nap-igougo.json: tests/reaction-test/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2258"/>
        <source>A charged unit tests when it tries to change facing or formation, or to fire at point blank. The target of this test is the charger.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2260"/>
        <source>Attempting point-blank fire</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/attempting-pbf/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2262"/>
        <source>Changing facing or formation</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/changing-formation/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2264"/>
        <source>Tick when the reaction is a change of facing or formation; the marked modifiers then count.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/changing-formation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2266"/>
        <source>Reacting to infantry</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/reaction-to-infantry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2268"/>
        <source>Reacting to cavalry</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/reaction-to-cavalry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2270"/>
        <source>Charged from over 12&quot;</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/charged-from-far/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2272"/>
        <source>Charged from under 6&quot;</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/charged-from-close/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2274"/>
        <source>French infantry</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/french-infantry/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2276"/>
        <source>Reaction carried out</source>
        <extracomment>nap-igougo.json: tests/reaction-test/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2278"/>
        <source>Reaction fails</source>
        <extracomment>nap-igougo.json: tests/reaction-test/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2280"/>
        <source>The unit meets the charge as it stands, without point-blank fire.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2282"/>
        <source>Melee</source>
        <extracomment>nap-igougo.json: tests/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2284"/>
        <source>Each side adds its troop value (Old Guard 20 down to Poor 8), its modifiers and a D10. The difference decides.</source>
        <extracomment>nap-igougo.json: tests/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2286"/>
        <source>Attacker&apos;s overlapping stands</source>
        <extracomment>nap-igougo.json: tests/melee/inputs/attackerOverlap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2288"/>
        <source>Defender&apos;s overlapping stands</source>
        <extracomment>nap-igougo.json: tests/melee/inputs/defenderOverlap/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2290"/>
        <source>Decisive</source>
        <extracomment>nap-igougo.json: tests/melee/bands/decisive/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2292"/>
        <source>The loser takes 3 casualties and routs; the winner takes ground, is disordered and may break through (a square never does).</source>
        <extracomment>nap-igougo.json: tests/melee/bands/decisive/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2294"/>
        <source>Clear win</source>
        <extracomment>nap-igougo.json: tests/melee/bands/clear/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2296"/>
        <source>The loser takes 2 casualties, is shaken and disordered and falls back (infantry 4&quot;, cavalry 12&quot;); the winner takes ground, disordered.</source>
        <extracomment>nap-igougo.json: tests/melee/bands/clear/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2298"/>
        <source>Close fight</source>
        <extracomment>nap-igougo.json: tests/melee/bands/close/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2300"/>
        <source>Both sides are disordered and take a casualty, then fight again without charging or uphill bonuses.</source>
        <extracomment>nap-igougo.json: tests/melee/bands/close/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2302"/>
        <source>Melee, next round</source>
        <extracomment>nap-igougo.json: tests/melee-again/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2304"/>
        <source>After a close fight the melee is fought again without the charging and uphill bonuses.</source>
        <extracomment>nap-igougo.json: tests/melee-again/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2306"/>
        <source>Morale</source>
        <extracomment>nap-igougo.json: tests/morale/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2308"/>
        <source>A D10 plus modifiers must reach the unit&apos;s morale value (Old Guard -1 up to Poor 4). We test after taking fire casualties, after losing a melee, and when friends rout nearby; a failure moves the unit one step down Normal, Shaken, Routed.</source>
        <extracomment>nap-igougo.json: tests/morale/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2310"/>
        <source>Casualties 20% or more</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-20/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2312"/>
        <source>From a fifth of the starting strength lost (the highest band reached counts).</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-20/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2314"/>
        <source>Casualties a third or more</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-33/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2316"/>
        <source>Casualties half or more</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-50/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2318"/>
        <source>In cover</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/cover/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2320"/>
        <source>Heavy cover (as printed, +2)</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/cover/choices/heavy/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2322"/>
        <source>Flanked</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/flanked/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2324"/>
        <source>Took canister</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/canister/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2326"/>
        <source>Took canister fire this turn.</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/canister/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2328"/>
        <source>Holds</source>
        <extracomment>nap-igougo.json: tests/morale/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2330"/>
        <source>Morale drops</source>
        <extracomment>nap-igougo.json: tests/morale/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2332"/>
        <source>Rally a routed unit</source>
        <extracomment>nap-igougo.json: tests/rally/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2334"/>
        <source>In the rally subsegment a routed unit given a Rally order tests morale: pass and it is shaken; fail and it makes a rout move.</source>
        <extracomment>nap-igougo.json: tests/rally/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2336"/>
        <source>Rallied</source>
        <extracomment>nap-igougo.json: tests/rally/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2338"/>
        <source>Routs on</source>
        <extracomment>nap-igougo.json: tests/rally/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2340"/>
        <source>Make a rout move.</source>
        <extracomment>nap-igougo.json: tests/rally/onFail/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2342"/>
        <source>Rally from shaken</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2344"/>
        <source>A shaken unit may try to recover in the movement subsegment, even out of command.</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2346"/>
        <source>Steady again</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/onPass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2348"/>
        <source>Still shaken</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/onFail/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2350"/>
        <source>Fire combat table</source>
        <extracomment>nap-igougo.json: tables/fire-combat/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2352"/>
        <source>Fire over 50 points is split into several resolutions (or read on the 46-50 row by option).</source>
        <extracomment>nap-igougo.json: tables/fire-combat/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2354"/>
        <source>Initiative, random events, then each player&apos;s phase in turn, then the end of the turn.</source>
        <extracomment>nap-igougo.json: activation/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2356"/>
        <source>Random events</source>
        <extracomment>nap-igougo.json: activation/phases/random-events/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2358"/>
        <source>No table is given.</source>
        <extracomment>nap-igougo.json: activation/phases/random-events/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2360"/>
        <source>First player&apos;s phase</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2362"/>
        <source>Second player&apos;s phase</source>
        <extracomment>nap-igougo.json: activation/phases/second-player/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2364"/>
        <source>End of turn</source>
        <extracomment>nap-igougo.json: activation/phases/end-of-turn/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2366"/>
        <source>Check for victory.</source>
        <extracomment>nap-igougo.json: activation/phases/end-of-turn/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2368"/>
        <source>British</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/british</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2370"/>
        <source>French</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/french</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2372"/>
        <source>Russian</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/russian</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2374"/>
        <source>Turkish</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/turkish</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2376"/>
        <source>Austrian</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/austrian</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2378"/>
        <source>Prussian</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/prussian</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2380"/>
        <source>Spanish</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/spanish</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2382"/>
        <source>Portuguese</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/portuguese</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2384"/>
        <source>Other</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/other</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2386"/>
        <source>None</source>
        <extracomment>nap-igougo.json: fields/attached-leader/choices/none</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2388"/>
        <source>orders</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/orders</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2390"/>
        <source>rally</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/rally</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2392"/>
        <source>movement</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/movement</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2394"/>
        <source>stationary fire</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/stationary-fire</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2396"/>
        <source>charge test</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/charge-test</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2398"/>
        <source>moving fire</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/moving-fire</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2400"/>
        <source>melee</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/melee</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2402"/>
        <source>breakthrough</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/breakthrough</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2346"/>
        <source>Outnumbers the enemy</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mass/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2348"/>
        <source>Worked out from both units&apos; strength left (strength less casualties), the highest band reached: 1.5 to 1 +2, 2 to 1 +3, 3 to 1 +5, 4 to 1 +6.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mass/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2512"/>
        <source>A unit that took casualties from this fire tests its morale once (no test when the fire did no harm).</source>
        <extracomment>nap-igougo.json: tests/musketry/then/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2546"/>
        <source>Charge bonus</source>
        <extracomment>nap-igougo.json: tests/charge-bonus/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2548"/>
        <source>A charge adds dice to the move: 1D6 inches for infantry, 2D6 for cavalry.</source>
        <extracomment>nap-igougo.json: tests/charge-bonus/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2680"/>
        <source>The charger tests to go in and rolls its charge bonus, which must bring it to the target; the unit charged may stay as it is or test to change its facing or formation first; then the melee is fought round after round until one side wins clearly.</source>
        <extracomment>nap-igougo.json: procedures/charge/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2686"/>
        <source>The charger&apos;s move in its formation, before the charge bonus.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/move/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2692"/>
        <source>Fell short</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2694"/>
        <source>The move and the charge bonus rolled do not reach the target: the charger ends its move short of it.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2704"/>
        <source>Does it reach?</source>
        <extracomment>nap-igougo.json: procedures/charge/before/2/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2722"/>
        <source>Both sides add their troop value, modifiers and a d10; the difference decides. The first round counts the charge; a close fight costs both a casualty and is fought again without it.</source>
        <extracomment>nap-igougo.json: procedures/charge/after/0/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2724"/>
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
        <location filename="../build/app/ruleset_strings.cpp" line="2690"/>
        <source>Distance</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/distance/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2692"/>
        <source>Inches from the charger to the unit it charges.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2696"/>
        <source>Charge halted</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/halted/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2698"/>
        <source>The charge test failed: the charger stays where it is and may fire in moving fire.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/halted/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2704"/>
        <source>Charger won the melee</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2706"/>
        <source>Defender won the melee</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2708"/>
        <source>Still locked in melee</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/undecided/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2710"/>
        <source>Three close rounds in a row: fight on with the next-round melee test.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/undecided/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2714"/>
        <source>Receive the charge</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/stand/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2716"/>
        <source>Meet the charge as the unit stands.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/stand/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2718"/>
        <source>Change facing or formation</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/react/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2720"/>
        <source>The unit tests to turn or change formation before contact; on a fail it meets the charge as it stands.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/react/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2722"/>
        <source>Point-blank fire</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2724"/>
        <source>The unit tests to fire at point blank as the charge comes in; on a pass fire with the fire test before the melee, on a fail it meets the charge without firing.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2726"/>
        <source>Melee, third round</source>
        <extracomment>nap-igougo.json: procedures/charge/after/0/onOutcome/close/0/onOutcome/close/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2728"/>
        <source>Melee, second round</source>
        <extracomment>nap-igougo.json: procedures/charge/after/0/onOutcome/close/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2356"/>
        <source>In melee</source>
        <extracomment>nap-igougo.json: fields/in-melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2358"/>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>nap-igougo.json: fields/in-melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2816"/>
        <source>Still in melee</source>
        <extracomment>nap-igougo.json: procedures/charge/after/0/onOutcome/close/0/onOutcome/close/0/onOutcome/close/0/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2826"/>
        <source>Continue melee</source>
        <extracomment>nap-igougo.json: procedures/melee/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2828"/>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>nap-igougo.json: procedures/melee/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2830"/>
        <source>Won the melee</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/won/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2832"/>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/won/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2834"/>
        <source>Lost the melee</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/lost/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2836"/>
        <source>The unit it fights won this round.</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/lost/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2838"/>
        <source>Fight on</source>
        <extracomment>nap-igougo.json: procedures/melee/responses/fight/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2840"/>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>nap-igougo.json: procedures/melee/responses/fight/explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2842"/>
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
</context>
<context>
    <name>scenario:brigade-demo</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2404"/>
        <source>The stream at Hollesbeck (demo)</source>
        <extracomment>brigade-demo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2406"/>
        <source>A fictional brigade fight for the brigade rules: a British brigade with guns holds a stream line against a French brigade and its cavalry.</source>
        <extracomment>brigade-demo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2408"/>
        <source>British</source>
        <extracomment>brigade-demo.json: sides/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2410"/>
        <source>French</source>
        <extracomment>brigade-demo.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:chosen-men-demo</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2412"/>
        <source>The farm at Los Arcos (demo)</source>
        <extracomment>chosen-men-demo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2414"/>
        <source>A fictional skirmish for Chosen Men: a British rifle company holds a farmyard; French voltigeurs and a line company try to clear it.</source>
        <extracomment>chosen-men-demo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2416"/>
        <source>British</source>
        <extracomment>chosen-men-demo.json: sides/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2418"/>
        <source>French</source>
        <extracomment>chosen-men-demo.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:kgcwo-demo</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2420"/>
        <source>The ridge at San Marcial (demo)</source>
        <extracomment>kgcwo-demo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2422"/>
        <source>A fictional brigade action for learning King George Commands and We Obey: a British brigade holds a ridge against a French brigade attacking in column.</source>
        <extracomment>kgcwo-demo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2424"/>
        <source>British</source>
        <extracomment>kgcwo-demo.json: sides/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2426"/>
        <source>French</source>
        <extracomment>kgcwo-demo.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:nap-igougo-demo</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2428"/>
        <source>Crossing at Aldenau (demo)</source>
        <extracomment>nap-igougo-demo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2430"/>
        <source>A fictional clash of two small divisions for the player-turn rules: Austrian infantry and guns hold a village edge; a French division with light cavalry comes on.</source>
        <extracomment>nap-igougo-demo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2432"/>
        <source>Austrian</source>
        <extracomment>nap-igougo-demo.json: sides/austrian/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="2434"/>
        <source>French</source>
        <extracomment>nap-igougo-demo.json: sides/french/name</extracomment>
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
</context>
<context>
    <name>ChargeFlowView</name>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="30"/>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="33"/>
        <location filename="../qml/components/ChargeFlowView.qml" line="399"/>
        <source>%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="41"/>
        <source>%1 sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="99"/>
        <source>Response…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="99"/>
        <source>Change…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="100"/>
        <source>Choose another response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="101"/>
        <source>Change the target or the distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="111"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="111"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="132"/>
        <source>Charge which unit? (or tap it in the order of battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="154"/>
        <source>Charge %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="177"/>
        <source>Charging %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="185"/>
        <source>Other unit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="215"/>
        <source>Fewer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="233"/>
        <source>More: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="244"/>
        <source>The charge may not go in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="258"/>
        <source>%1 responds (%2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="259"/>
        <source>%1 responds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="279"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="280"/>
        <source>%1, not offered: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="298"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="392"/>
        <source>Distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="399"/>
        <source>– inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="404"/>
        <source>Distance: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="426"/>
        <source>Distance digit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="437"/>
        <source>Take back the last digit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="448"/>
        <source>Declare the charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="485"/>
        <source>Ending: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="491"/>
        <source>Applied and written to the journal as one entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="510"/>
        <source>Faces so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="511"/>
        <source>No faces yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="546"/>
        <source>d%1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="560"/>
        <source>Take back the last face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="568"/>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="569"/>
        <source>Skip this test (umpire)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="577"/>
        <source>Roll the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="577"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="611"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="616"/>
        <source>Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="760"/>
        <source>Dice to come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/ChargeFlowView.qml" line="136"/>
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
</context>
<context>
    <name>ProcedureLoader</name>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="33"/>
        <source>duplicate procedure id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="86"/>
        <location filename="../core/rules/procedureloader.cpp" line="300"/>
        <source>a role: actor or target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="135"/>
        <source>an object of numbers by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="142"/>
        <source>the procedure declares no var &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="167"/>
        <location filename="../core/rules/procedureloader.cpp" line="287"/>
        <source>a role: actor, target, winner or loser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="173"/>
        <location filename="../core/rules/procedureloader.cpp" line="314"/>
        <source>the procedure declares no ending &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="181"/>
        <location filename="../core/rules/procedureloader.cpp" line="257"/>
        <location filename="../core/rules/procedureloader.cpp" line="350"/>
        <source>no test &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="192"/>
        <location filename="../core/rules/procedureloader.cpp" line="365"/>
        <source>the test &quot;%1&quot; has no input &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="205"/>
        <location filename="../core/rules/procedureloader.cpp" line="211"/>
        <source>the test &quot;%1&quot; has no modifier &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="232"/>
        <location filename="../core/rules/procedureloader.cpp" line="264"/>
        <source>the test &quot;%1&quot; has no outcome &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="248"/>
        <source>the test &quot;%1&quot; has no %2 outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="281"/>
        <source>no test has a modifier &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="354"/>
        <source>an integer field, such as casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedureloader.cpp" line="375"/>
        <source>a step is one of test, effects, if, ifWinner, end, chargeRules, weaponRange, store, melee, repeat, tick, winner</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProcedureRunner</name>
    <message>
        <location filename="../core/rules/procedure.cpp" line="211"/>
        <source>%1 is not taken: the unit is no longer in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="218"/>
        <source>only a test the rules trigger can be skipped, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="222"/>
        <source>skipped by the umpire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="246"/>
        <source>no charge rule forbids it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="346"/>
        <source>%1&quot; is beyond the %2&apos;s reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="348"/>
        <source>weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="354"/>
        <source>%1&quot;: %2 range of the %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="522"/>
        <source>drawn: %1 and %2 each lost %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="523"/>
        <source>%1 won: it lost %2, %3 lost %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="561"/>
        <source>the procedure needs a unit as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="585"/>
        <source>enter %1 (input &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="616"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="616"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="619"/>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="633"/>
        <source>because %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="650"/>
        <source>no procedure &quot;%1&quot; in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="667"/>
        <source>no response &quot;%1&quot; in the procedure %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="672"/>
        <source>%1 is not allowed here: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="690"/>
        <source>the procedure took more than %1 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="754"/>
        <source>the procedure %1 came to no ending: the ruleset&apos;s steps end without one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="922"/>
        <source>the odds take too many cascades to work out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="984"/>
        <source>%1 rolls too many dice to work out exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="1024"/>
        <source>no such procedure or response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/procedure.cpp" line="1073"/>
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
</context>
<context>
    <name>adjutant::ui::ChargeFlow</name>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="80"/>
        <location filename="../qml/controllers/chargeflow.cpp" line="462"/>
        <location filename="../qml/controllers/chargeflow.cpp" line="757"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="81"/>
        <source>No modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="166"/>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="170"/>
        <location filename="../qml/controllers/chargeflow.cpp" line="734"/>
        <location filename="../qml/controllers/chargeflow.cpp" line="793"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="171"/>
        <source>%1: %2 (dice so far: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="347"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="489"/>
        <source>%1 %2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="522"/>
        <source>This ruleset has no %1 procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="524"/>
        <source>Choose the unit charged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="526"/>
        <source>Type the distance in inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="601"/>
        <source>A d%1 has no face %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="737"/>
        <source>Roll a d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="751"/>
        <source>die %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="788"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="851"/>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="882"/>
        <source>Drawn: each side lost %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="885"/>
        <source>%1 wins by %2 (%3: %4 against %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="929"/>
        <source>Total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="938"/>
        <source>Level: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="939"/>
        <source>%1 wins by %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/chargeflow.cpp" line="960"/>
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
</context>
<context>
    <name>OrderPanel</name>
    <message>
        <location filename="../qml/components/OrderPanel.qml" line="122"/>
        <source>Given to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderPanel.qml" line="134"/>
        <source>Choose a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderPanel.qml" line="135"/>
        <source>Given to: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderPanel.qml" line="165"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderPanel.qml" line="166"/>
        <source>Apply: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OrderPanel.qml" line="172"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverrideBox</name>
    <message>
        <location filename="../qml/components/OverrideBox.qml" line="31"/>
        <source>The rules do not allow it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OverrideBox.qml" line="41"/>
        <source>Allowed by the umpire (%1), although the rules say: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OverrideBox.qml" line="49"/>
        <source>Only the umpire may allow it (Umpire mode, in the battle&apos;s ⋮ menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OverrideBox.qml" line="58"/>
        <source>Allow anyway…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OverrideBox.qml" line="59"/>
        <source>The umpire allows what the rules forbid here, giving a reason for the journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OverrideBox.qml" line="72"/>
        <source>Why the umpire allows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OverrideBox.qml" line="73"/>
        <source>The umpire&apos;s reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OverrideBox.qml" line="87"/>
        <source>Allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/OverrideBox.qml" line="97"/>
        <source>Cancel</source>
    </message>
</context>
<context>
    <name>StateJson</name>
    <message>
        <location filename="../core/battle/statejson.cpp" line="101"/>
        <source>turn %1, phase %2, segment %3 is no point in this ruleset&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/statejson.cpp" line="111"/>
        <source>a roll waits on the table &quot;%1&quot;, which the ruleset does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/statejson.cpp" line="119"/>
        <source>the table &quot;%1&quot; waits to be rolled, and the ruleset does not have it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/statejson.cpp" line="141"/>
        <source>a unit joined without an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/statejson.cpp" line="144"/>
        <source>the unit &quot;%1&quot; joined, and it was there already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/statejson.cpp" line="153"/>
        <source>the unit &quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/statejson.cpp" line="156"/>
        <source>there is no unit &quot;%1&quot; in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/statejson.cpp" line="163"/>
        <source>the unit under &quot;%1&quot; says it is &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/statejson.cpp" line="185"/>
        <source>a move names a unit not in this battle (&quot;%1&quot; to &quot;%2&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/statejson.cpp" line="190"/>
        <source>the withdrawn unit &quot;%1&quot; is not in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/statejson.cpp" line="193"/>
        <source>the unit &quot;%1&quot; is withdrawn twice</source>
        <translation type="unfinished"></translation>
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
    <message numerus="yes">
        <source>%n test(s) owed ▾</source>
        <translation>
            <numerusform>%n test owed ▾</numerusform>
            <numerusform>%n tests owed ▾</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) owed ▸</source>
        <translation>
            <numerusform>%n test owed ▸</numerusform>
            <numerusform>%n tests owed ▸</numerusform>
        </translation>
    </message>
    <message>
        <source>Folds the tests owed into one line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows every test owed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitOrderDialog</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorOverlay</name>
    <message>
        <location filename="../qml/components/TutorOverlay.qml" line="198"/>
        <source>Guided first battle · step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TutorOverlay.qml" line="225"/>
        <source>Do it on the lit control; the tutor goes on by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TutorOverlay.qml" line="226"/>
        <source>The control for this step is not on the screen yet: go back a step, or carry on and it will appear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TutorOverlay.qml" line="237"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TutorOverlay.qml" line="245"/>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TutorOverlay.qml" line="245"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TutorOverlay.qml" line="251"/>
        <source>Turn off the tutor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/TutorOverlay.qml" line="252"/>
        <source>The tutor keeps your place: resume it from Learn the rules.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorProgressFile</name>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="267"/>
        <source>cannot save the tutor&apos;s progress in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TutorialLoader</name>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="64"/>
        <source>this Adjutant reads tutorial format 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="67"/>
        <location filename="../core/learn/tutorial.cpp" line="102"/>
        <source>an id uses letters, digits and hyphens only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="72"/>
        <source>a ruleset&apos;s id uses letters, digits and hyphens only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="76"/>
        <source>the scenario is a file beside the tutorial: its name alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="81"/>
        <source>a tutorial needs at least one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="84"/>
        <source>at most %1 steps: a first battle is short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="90"/>
        <source>the last step is read (&quot;read&quot;): the tutor ends on its Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="104"/>
        <source>another step has the id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="111"/>
        <source>%1 characters: at most %2, so that the bubble fits a small screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="116"/>
        <source>%1 characters: a title is at most 60</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="123"/>
        <source>a control&apos;s objectName: a letter, then letters, digits, &quot;-&quot; or &quot;_&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="129"/>
        <source>a step done at the table points at the control to use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="132"/>
        <source>&quot;%1&quot; is no event; one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="160"/>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="175"/>
        <source>a tutorial is a few KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/learn/tutorial.cpp" line="197"/>
        <source>written for &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::Tutor</name>
    <message>
        <location filename="../qml/controllers/tutor.cpp" line="50"/>
        <source>Played to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/tutor.cpp" line="51"/>
        <source>Left at step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:brigade-tutorial</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3072"/>
        <source>A first battle: the orchard</source>
        <extracomment>brigade-battle.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3074"/>
        <source>A small action for the guided first battle: two British and two French units by an orchard.</source>
        <extracomment>brigade-battle.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3076"/>
        <source>British</source>
        <extracomment>brigade-battle.json: sides/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3078"/>
        <source>French</source>
        <extracomment>brigade-battle.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:chosen-men-tutorial</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3136"/>
        <source>A first battle: the farm track</source>
        <extracomment>chosen-men-battle.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3138"/>
        <source>A small skirmish for the guided first battle: a few riflemen and voltigeurs along a farm track.</source>
        <extracomment>chosen-men-battle.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3140"/>
        <source>British</source>
        <extracomment>chosen-men-battle.json: sides/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3142"/>
        <source>French</source>
        <extracomment>chosen-men-battle.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:kgcwo-tutorial</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3200"/>
        <source>A first battle: the ridge outpost</source>
        <extracomment>kgcwo-battle.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3202"/>
        <source>A small action for the guided first battle: two British units hold a ridge, two French units come at them.</source>
        <extracomment>kgcwo-battle.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3204"/>
        <source>British</source>
        <extracomment>kgcwo-battle.json: sides/british/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3206"/>
        <source>French</source>
        <extracomment>kgcwo-battle.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scenario:nap-igougo-tutorial</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3264"/>
        <source>A first battle: the mill stream</source>
        <extracomment>nap-igougo-battle.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3266"/>
        <source>A small action for the guided first battle: a few Austrian and French units meet at a mill stream.</source>
        <extracomment>nap-igougo-battle.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3268"/>
        <source>Austrian</source>
        <extracomment>nap-igougo-battle.json: sides/austrian/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3270"/>
        <source>French</source>
        <extracomment>nap-igougo-battle.json: sides/french/name</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial:brigade</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3080"/>
        <source>Guided first battle: the brigade rules</source>
        <extracomment>brigade.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3082"/>
        <source>Step through a side&apos;s move, let a battalion fire, roll, apply and read the journal, with the tutor beside you.</source>
        <extracomment>brigade.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3084"/>
        <source>Welcome to your first battle</source>
        <extracomment>brigade.json: steps/welcome/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3086"/>
        <source>Two British and two French units stand by an orchard. Each side moves in turn, step by step. Tap Next to begin.</source>
        <extracomment>brigade.json: steps/welcome/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3088"/>
        <source>Step on to the firing</source>
        <extracomment>brigade.json: steps/phase/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3090"/>
        <source>The card shows the side moving and the step it is at. The British move first, so the French shoot in this move. Tap Next, step after step, until the card says the other side fires.</source>
        <extracomment>brigade.json: steps/phase/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3092"/>
        <source>What the step means</source>
        <extracomment>brigade.json: steps/card/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3094"/>
        <source>Read what this step is for. Each step offers on a unit&apos;s sheet only the tests its side may take in it: now the moving side holds its fire and the other shoots.</source>
        <extracomment>brigade.json: steps/card/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3096"/>
        <source>Open a unit&apos;s sheet</source>
        <extracomment>brigade.json: steps/unit/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3098"/>
        <source>Tap one of the French battalions in the order of battle. Its sheet opens with its losses, control state and formation.</source>
        <extracomment>brigade.json: steps/unit/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3100"/>
        <source>Choose what the unit does</source>
        <extracomment>brigade.json: steps/choose-test/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3102"/>
        <source>The sheet lists what this unit can do. Tap Fire: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>brigade.json: steps/choose-test/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3104"/>
        <source>Pick the target</source>
        <extracomment>brigade.json: steps/target/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3106"/>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>brigade.json: steps/target/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3108"/>
        <source>Tick what the table shows</source>
        <extracomment>brigade.json: steps/modifiers/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3110"/>
        <source>Each chip is something that may hold on the table: cover, range, a flank. Tick those that are true. Each die hits on a set score; the ticks change the dice or the score.</source>
        <extracomment>brigade.json: steps/modifiers/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3112"/>
        <source>Read the odds before you roll</source>
        <extracomment>brigade.json: steps/odds/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3114"/>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>brigade.json: steps/odds/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3116"/>
        <source>Roll, or type real dice</source>
        <extracomment>brigade.json: steps/dice/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3118"/>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>brigade.json: steps/dice/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3120"/>
        <source>Read the result</source>
        <extracomment>brigade.json: steps/result/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3122"/>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>brigade.json: steps/result/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3124"/>
        <source>Apply it</source>
        <extracomment>brigade.json: steps/apply/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3126"/>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>brigade.json: steps/apply/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3128"/>
        <source>Look in the journal</source>
        <extracomment>brigade.json: steps/journal/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3130"/>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>brigade.json: steps/journal/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3132"/>
        <source>Your first turn is under way</source>
        <extracomment>brigade.json: steps/finish/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3134"/>
        <source>Go on with Next through each side&apos;s move. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>brigade.json: steps/finish/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial:chosen-men</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3144"/>
        <source>Guided first battle: Chosen Men</source>
        <extracomment>chosen-men.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3146"/>
        <source>Draw two cards, let a squad fire, roll for hits and wounds, apply and read the journal, with the tutor beside you.</source>
        <extracomment>chosen-men.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3148"/>
        <source>Welcome to your first skirmish</source>
        <extracomment>chosen-men.json: steps/welcome/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3150"/>
        <source>A few riflemen face a few voltigeurs along a farm track. You move the figures; Adjutant keeps the cards, the dice and the wounds. Tap Next to begin.</source>
        <extracomment>chosen-men.json: steps/welcome/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3152"/>
        <source>Draw the cards</source>
        <extracomment>chosen-men.json: steps/draw/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3154"/>
        <source>Each draw brings up units to act. Tap Draw.</source>
        <extracomment>chosen-men.json: steps/draw/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3156"/>
        <source>What the draw means</source>
        <extracomment>chosen-men.json: steps/card/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3158"/>
        <source>The card shows who acts now. When two units come up together, each has its own sheet button here.</source>
        <extracomment>chosen-men.json: steps/card/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3160"/>
        <source>Open a squad&apos;s sheet</source>
        <extracomment>chosen-men.json: steps/unit/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3162"/>
        <source>Tap one of your squads in the order of battle. Its sheet opens with its figures, morale and markers.</source>
        <extracomment>chosen-men.json: steps/unit/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3164"/>
        <source>Choose what the unit does</source>
        <extracomment>chosen-men.json: steps/choose-test/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3166"/>
        <source>The sheet lists what this unit can do. Tap Fire: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>chosen-men.json: steps/choose-test/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3168"/>
        <source>Pick the target</source>
        <extracomment>chosen-men.json: steps/target/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3170"/>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>chosen-men.json: steps/target/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3172"/>
        <source>Tick what the table shows</source>
        <extracomment>chosen-men.json: steps/modifiers/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3174"/>
        <source>Each chip is something that may hold on the table: cover, range, a flank. Tick those that are true. Each figure firing throws its own die; the ticks change the score it needs.</source>
        <extracomment>chosen-men.json: steps/modifiers/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3176"/>
        <source>Read the odds before you roll</source>
        <extracomment>chosen-men.json: steps/odds/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3178"/>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>chosen-men.json: steps/odds/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3180"/>
        <source>Roll, or type real dice</source>
        <extracomment>chosen-men.json: steps/dice/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3182"/>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>chosen-men.json: steps/dice/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3184"/>
        <source>Read the result</source>
        <extracomment>chosen-men.json: steps/result/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3186"/>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>chosen-men.json: steps/result/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3188"/>
        <source>Apply it</source>
        <extracomment>chosen-men.json: steps/apply/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3190"/>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>chosen-men.json: steps/apply/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3192"/>
        <source>Look in the journal</source>
        <extracomment>chosen-men.json: steps/journal/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3194"/>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>chosen-men.json: steps/journal/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3196"/>
        <source>Your first turn is under way</source>
        <extracomment>chosen-men.json: steps/finish/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3198"/>
        <source>Keep drawing until the turn ends. Hits lead on to wound dice on the same sheet. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>chosen-men.json: steps/finish/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial:kgcwo</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3208"/>
        <source>Guided first battle: King George Commands and We Obey</source>
        <extracomment>kgcwo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3210"/>
        <source>Draw a card, let its unit fire, roll, apply and read the journal, with the tutor beside you.</source>
        <extracomment>kgcwo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3212"/>
        <source>Welcome to your first battle</source>
        <extracomment>kgcwo.json: steps/welcome/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3214"/>
        <source>Two British units face two French ones. You move the models on the table; Adjutant keeps the cards, the tests and the losses. Tap Next to begin.</source>
        <extracomment>kgcwo.json: steps/welcome/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3216"/>
        <source>Draw a card</source>
        <extracomment>kgcwo.json: steps/draw/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3218"/>
        <source>Units act when their card comes up. Tap Draw to turn the top card of the deck.</source>
        <extracomment>kgcwo.json: steps/draw/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3220"/>
        <source>What the card means</source>
        <extracomment>kgcwo.json: steps/card/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3222"/>
        <source>The card names the unit (or the commander) that acts now, and what it may do. A special card says what happens instead.</source>
        <extracomment>kgcwo.json: steps/card/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3224"/>
        <source>Open a unit&apos;s sheet</source>
        <extracomment>kgcwo.json: steps/unit/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3226"/>
        <source>Tap one of your units in the order of battle. Its sheet opens on the right with its losses, morale and formation.</source>
        <extracomment>kgcwo.json: steps/unit/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3228"/>
        <source>Choose what the unit does</source>
        <extracomment>kgcwo.json: steps/choose-test/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3230"/>
        <source>The sheet lists what this unit can do. Tap Fire: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>kgcwo.json: steps/choose-test/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3232"/>
        <source>Pick the target</source>
        <extracomment>kgcwo.json: steps/target/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3234"/>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>kgcwo.json: steps/target/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3236"/>
        <source>Tick what the table shows</source>
        <extracomment>kgcwo.json: steps/modifiers/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3238"/>
        <source>Each chip is something that may hold on the table: cover, range, a flank. Tick those that are true. A D10 scores on 5 or more, and each tick moves that score.</source>
        <extracomment>kgcwo.json: steps/modifiers/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3240"/>
        <source>Read the odds before you roll</source>
        <extracomment>kgcwo.json: steps/odds/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3242"/>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>kgcwo.json: steps/odds/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3244"/>
        <source>Roll, or type real dice</source>
        <extracomment>kgcwo.json: steps/dice/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3246"/>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>kgcwo.json: steps/dice/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3248"/>
        <source>Read the result</source>
        <extracomment>kgcwo.json: steps/result/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3250"/>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>kgcwo.json: steps/result/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3252"/>
        <source>Apply it</source>
        <extracomment>kgcwo.json: steps/apply/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3254"/>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>kgcwo.json: steps/apply/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3256"/>
        <source>Look in the journal</source>
        <extracomment>kgcwo.json: steps/journal/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3258"/>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>kgcwo.json: steps/journal/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3260"/>
        <source>Your first turn is under way</source>
        <extracomment>kgcwo.json: steps/finish/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3262"/>
        <source>Keep drawing: each card brings a unit up, and when the turn ends the deck is shuffled again. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>kgcwo.json: steps/finish/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial:nap-igougo</name>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3272"/>
        <source>Guided first battle: the player-turn Napoleonic rules</source>
        <extracomment>nap-igougo.json: name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3274"/>
        <source>Step through the phases, let a battalion fire, roll, apply and read the journal, with the tutor beside you.</source>
        <extracomment>nap-igougo.json: explain</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3276"/>
        <source>Welcome to your first battle</source>
        <extracomment>nap-igougo.json: steps/welcome/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3278"/>
        <source>A few Austrian and French units meet at a mill stream. The turn goes in phases, one side after the other. Tap Next to begin.</source>
        <extracomment>nap-igougo.json: steps/welcome/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3280"/>
        <source>Step to the next phase</source>
        <extracomment>nap-igougo.json: steps/phase/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3282"/>
        <source>The card shows the phase you are in. Tap Next to move on; Adjutant says what each phase is for.</source>
        <extracomment>nap-igougo.json: steps/phase/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3284"/>
        <source>What the phase means</source>
        <extracomment>nap-igougo.json: steps/card/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3286"/>
        <source>Read what this phase lets each side do. Any test can still be opened from a unit&apos;s sheet when the table needs it.</source>
        <extracomment>nap-igougo.json: steps/card/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3288"/>
        <source>Open a unit&apos;s sheet</source>
        <extracomment>nap-igougo.json: steps/unit/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3290"/>
        <source>Tap one of your battalions in the order of battle. Its sheet opens with its losses, morale and formation.</source>
        <extracomment>nap-igougo.json: steps/unit/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3292"/>
        <source>Choose what the unit does</source>
        <extracomment>nap-igougo.json: steps/choose-test/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3294"/>
        <source>The sheet lists what this unit can do. Tap Musketry: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>nap-igougo.json: steps/choose-test/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3296"/>
        <source>Pick the target</source>
        <extracomment>nap-igougo.json: steps/target/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3298"/>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>nap-igougo.json: steps/target/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3300"/>
        <source>Tick what the table shows</source>
        <extracomment>nap-igougo.json: steps/modifiers/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3302"/>
        <source>Each chip is something that may hold on the table: cover, range, a flank. Tick those that are true. The fire points depend on the firers and on the range; the ticks change them.</source>
        <extracomment>nap-igougo.json: steps/modifiers/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3304"/>
        <source>Read the odds before you roll</source>
        <extracomment>nap-igougo.json: steps/odds/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3306"/>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>nap-igougo.json: steps/odds/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3308"/>
        <source>Roll, or type real dice</source>
        <extracomment>nap-igougo.json: steps/dice/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3310"/>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>nap-igougo.json: steps/dice/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3312"/>
        <source>Read the result</source>
        <extracomment>nap-igougo.json: steps/result/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3314"/>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>nap-igougo.json: steps/result/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3316"/>
        <source>Apply it</source>
        <extracomment>nap-igougo.json: steps/apply/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3318"/>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>nap-igougo.json: steps/apply/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3320"/>
        <source>Look in the journal</source>
        <extracomment>nap-igougo.json: steps/journal/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3322"/>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>nap-igougo.json: steps/journal/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3324"/>
        <source>Your first turn is under way</source>
        <extracomment>nap-igougo.json: steps/finish/title</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../build/app/ruleset_strings.cpp" line="3326"/>
        <source>Go on with Next through the phases. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>nap-igougo.json: steps/finish/text</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
