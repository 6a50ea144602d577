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
</context>
<context>
    <name>Battle</name>
    <message>
        <location filename="../core/battle/battle.cpp" line="320"/>
        <source>Ended turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="160"/>
        <source>%1 has no test &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="165"/>
        <location filename="../core/battle/battle.cpp" line="212"/>
        <source>no unit &quot;%1&quot; in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="169"/>
        <source>say which unit takes the test (actor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="180"/>
        <source>more dice are needed: %1 × %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/battle/battle.cpp" line="187"/>
        <source>%n die face(s) given but %1 used</source>
        <translation>
            <numerusform>%n die face given but %1 used</numerusform>
            <numerusform>%n die faces given but %1 used</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="197"/>
        <source>%1 %2 [%3]%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="48"/>
        <source> (dice typed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="229"/>
        <source>Umpire: %1 %2 set to %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="132"/>
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
        <location filename="../core/battle/battle.cpp" line="137"/>
        <source>%1%2: &quot;%3&quot; is not a choice of that modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="147"/>
        <source>tests.%1: no such test in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="251"/>
        <source>a joining unit needs an id of letters, digits and hyphens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="253"/>
        <source>there is already a unit &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="255"/>
        <source>%1 has no unit type &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="258"/>
        <source>no side &quot;%1&quot; in this battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="265"/>
        <source>&quot;%1&quot; is not a commander of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="284"/>
        <source>%1 joins the battle (%2, %3)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="288"/>
        <source>%1&apos;s card joins the deck when it is next shuffled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="328"/>
        <source>an undo marks an entry; it is not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="332"/>
        <source>a redo marks an entry; it is not played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="380"/>
        <source>nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="380"/>
        <source>nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="405"/>
        <source>Undid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="405"/>
        <source>Redid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="485"/>
        <location filename="../core/battle/battle.cpp" line="576"/>
        <source>entry %1 does not apply: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="504"/>
        <source>journal entry %1 cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="511"/>
        <source>journal entry %1 does not apply: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="516"/>
        <source>journal entry %1 does not give the state it recorded: it was changed after it was played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/battle.cpp" line="585"/>
        <source>entry %1: state %2 recorded, %3 replayed</source>
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
        <location filename="../qml/pages/BattlePage.qml" line="178"/>
        <source>‹ Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="182"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="190"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="198"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="204"/>
        <source>Journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="209"/>
        <source>Add unit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="213"/>
        <source>A unit joins the battle (a reinforcement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="218"/>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="225"/>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="239"/>
        <source>More</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="315"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/BattlePage.qml" line="356"/>
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
        <location filename="../qml/components/BattleProblemDialog.qml" line="69"/>
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
        <location filename="../core/rules/checkedjson.h" line="60"/>
        <source>and %1 more mistakes, not listed; fix these first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="111"/>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="113"/>
        <source>true/false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="115"/>
        <location filename="../core/rules/checkedjson.h" line="235"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="117"/>
        <location filename="../core/rules/checkedjson.h" line="195"/>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="119"/>
        <location filename="../core/rules/checkedjson.h" line="262"/>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="121"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="125"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="135"/>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="158"/>
        <source>unknown key; allowed here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="177"/>
        <source>the key &quot;%1&quot; is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="181"/>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="200"/>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="213"/>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="220"/>
        <source>expected a whole number from %1 to %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="247"/>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/checkedjson.h" line="275"/>
        <source>expected text, found %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="28"/>
        <source>&apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="65"/>
        <source>Roll a dice expression and show every die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="67"/>
        <source>Dice such as 2d6+1, 4d10kh3, d66 or the pool 3d10&gt;=5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="69"/>
        <source>Seed for the random source (reproducible).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="71"/>
        <source>Use faces read off real dice instead of rolling, e.g. &quot;3 0 7&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="78"/>
        <location filename="../app/cli/dicecommands.cpp" line="144"/>
        <source>give exactly one dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="83"/>
        <source>--seed and --faces exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="99"/>
        <source>--seed needs a whole number from 0 to 18446744073709551615</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/dicecommands.cpp" line="117"/>
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="119"/>
        <source>(seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="128"/>
        <source>The exact probability of every outcome of a dice expression. For a pool such as 3d10&gt;=5 the outcome is the number of successes. With --ruleset, --test and --situation: the odds of each outcome of a test (see &apos;help resolve&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="131"/>
        <source>Dice such as 2d6, 3d10kl1 or 3d10&gt;=5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="133"/>
        <source>Only the chance of N or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="135"/>
        <source>Only the chance of N or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="146"/>
        <source>--at-least and --at-most exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="168"/>
        <source>%1: %2 or more: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="169"/>
        <source>%1: %2 or less: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="191"/>
        <source>%1  %2  %3  %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="192"/>
        <source>successes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="192"/>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="193"/>
        <source>exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="194"/>
        <source>or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="195"/>
        <source>or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="205"/>
        <source>mean %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="214"/>
        <source>Casualties from a chained test on d10s: each die that scores 5+ after the hit modifier is a hit; each hit forces a save at 5+ after the save modifier; each failed save is a casualty. A natural 10 always passes and a natural 1 always fails. Casualties from the cap on count as the cap (the unit is removed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="219"/>
        <source>Dice rolled to hit (0 to 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="221"/>
        <source>Total modifier on each hit die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="223"/>
        <source>Total modifier on each save die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="225"/>
        <source>Casualties at which the unit is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="232"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="235"/>
        <location filename="../app/cli/rulescommands.cpp" line="505"/>
        <source>--%1 is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="246"/>
        <source>--dice must be from 0 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="248"/>
        <source>--cap must be 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="254"/>
        <source>--%1 must be from -100 to 100, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/dicecommands.cpp" line="279"/>
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
        <location filename="../app/cli/dicecommands.cpp" line="283"/>
        <source>%1 (removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="284"/>
        <source>%1 casualties: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="286"/>
        <source>expected casualties %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="296"/>
        <source>Roll dice, or check faces read off real dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="297"/>
        <source>Exact odds of every outcome of a dice expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="298"/>
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
        <location filename="../app/cli/describe.cpp" line="384"/>
        <source>
Weapons (inches):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="392"/>
        <source>
Tests:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="402"/>
        <source> when %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="407"/>
        <source>
Tables:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="409"/>
        <source>lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="417"/>
        <source>
Charges (the first rule that fits decides):
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/describe.cpp" line="422"/>
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
        <location filename="../app/cli/rulescommands.cpp" line="29"/>
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
           odds [{id, name, probability}], dice [{sides, face, success, kept}],
           value, outcome {id, name, explain}, effects [{unit, text}],
           tableRolls [{table, faces, value, row, name, explain, thenFaces, thenValue}]} ]
  pending [ {test, name, depth, count, why, actor, target, total, need, modifiers, odds,
             casualties [{count, probability}]} ]
  units {id: {field: value, ..., removed}}
Exit status: 0 resolved (complete or pending), 1 the ruleset is broken, 2 bad arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="69"/>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="83"/>
        <source>a situation is a few KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="88"/>
        <source>cannot read the situation from standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="96"/>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="286"/>
        <source>  total %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="315"/>
        <source> against %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="324"/>
        <source>  dice %1 → %2%3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="338"/>
        <source>waiting for dice: %1 × %2 — %3%4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="352"/>
        <source>List the rulesets: those built in, and the umpire&apos;s own in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="388"/>
        <source>built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="390"/>
        <source>Your own rulesets go in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="399"/>
        <source>Check a ruleset or scenario file. Every problem is printed as file:line: field: message; the exit status is 1 if there are any.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="401"/>
        <source>A ruleset file (JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="407"/>
        <source>give one ruleset file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/rulescommands.cpp" line="427"/>
        <source>%1: ok — scenario %2 for %3, %n unit(s) and commander(s)</source>
        <translation>
            <numerusform>%1: ok — scenario %2 for %3, %n unit and commander</numerusform>
            <numerusform>%1: ok — scenario %2 for %3, %n units and commanders</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="446"/>
        <source>%1: ok — %2 %3, %4 tests, %5 tables, %6 options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="462"/>
        <source>Describe a ruleset: options, ratings, unit types and their numbers, state fields, formations, movement, weapons, tests with every modifier, tables, charge rules and the activation deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="465"/>
        <source>A ruleset id or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="471"/>
        <source>give one ruleset id or file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="23"/>
        <location filename="../app/cli/battlecommands.cpp" line="192"/>
        <location filename="../app/cli/battlecommands.cpp" line="325"/>
        <source>no battle file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="28"/>
        <source>adjutant-cli %1: warning: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="32"/>
        <source>adjutant-cli %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="43"/>
        <source>%1 — %2, turn %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/battlecommands.cpp" line="48"/>
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
        <location filename="../app/cli/battlecommands.cpp" line="49"/>
        <source>nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="52"/>
        <source>Phase: %1%2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="70"/>
        <source> REMOVED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="74"/>
        <source>For the table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="82"/>
        <source>Start a battle from a ruleset and a scenario, saved to FILE (and FILE.journal beside it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="83"/>
        <location filename="../app/cli/rulescommands.cpp" line="491"/>
        <source>Ruleset id or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="85"/>
        <source>Scenario file, or a built-in demo such as kgcwo-demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="87"/>
        <source>The battle file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="90"/>
        <source>Seed for the app&apos;s dice and shuffles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="91"/>
        <source>Interpretation option (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="98"/>
        <source>give a ruleset and a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="100"/>
        <source>-o FILE is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="113"/>
        <source>the scenario is written for %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="130"/>
        <source>%1 already exists; new never writes over a battle: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="134"/>
        <source>adjutant-cli new: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="148"/>
        <source>Apply one action to a battle and journal it at once. ACTION is JSON, e.g. {&quot;kind&quot;:&quot;draw&quot;}, {&quot;kind&quot;:&quot;resolve&quot;,&quot;test&quot;:&quot;fire&quot;,&quot;actor&quot;:&quot;52nd&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;faces&quot;:[7,2,4,6,3,8]}, {&quot;kind&quot;:&quot;set&quot;,&quot;unit&quot;:&quot;52nd&quot;,&quot;field&quot;:&quot;casualties&quot;,&quot;value&quot;:1,&quot;reason&quot;:&quot;miscounted&quot;}, {&quot;kind&quot;:&quot;join&quot;,&quot;unit&quot;:{&quot;id&quot;:&quot;43rd&quot;,&quot;name&quot;:&quot;1/43rd Foot&quot;,&quot;type&quot;:&quot;infantry&quot;,&quot;side&quot;:&quot;british&quot;,&quot;commander&quot;:&quot;thornby&quot;}} (a reinforcement), {&quot;kind&quot;:&quot;next&quot;}, {&quot;kind&quot;:&quot;end-turn&quot;}, {&quot;kind&quot;:&quot;undo&quot;}, {&quot;kind&quot;:&quot;redo&quot;}. Without faces the app rolls, and the journal keeps the faces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="158"/>
        <location filename="../app/cli/battlecommands.cpp" line="235"/>
        <location filename="../app/cli/battlecommands.cpp" line="274"/>
        <location filename="../app/cli/battlecommands.cpp" line="313"/>
        <location filename="../app/cli/reportcommand.cpp" line="22"/>
        <source>The battle file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="159"/>
        <source>The action as JSON, or - to read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="165"/>
        <source>give a battle file and an action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="174"/>
        <source>the action on standard input is larger than a megabyte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="180"/>
        <source>the action is not a JSON object: %1 at character %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="185"/>
        <source>the action is not a JSON object: it must look like {&quot;kind&quot;:&quot;draw&quot;}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="196"/>
        <source>adjutant-cli play: warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="364"/>
        <source>Save what can be kept of a damaged battle as a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="198"/>
        <location filename="../app/cli/battlecommands.cpp" line="208"/>
        <source>adjutant-cli play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="201"/>
        <source>adjutant-cli play: &apos;adjutant-cli recover %1&apos; saves what can be kept as a new battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="234"/>
        <source>Show a battle: turn, deck or phase, every unit&apos;s state, and the journal with --journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="236"/>
        <source>List the journal too (undone entries marked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="242"/>
        <location filename="../app/cli/battlecommands.cpp" line="281"/>
        <location filename="../app/cli/battlecommands.cpp" line="322"/>
        <location filename="../app/cli/reportcommand.cpp" line="31"/>
        <source>give a battle file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="258"/>
        <source>Journal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="262"/>
        <source>  (undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="272"/>
        <source>Rebuild a battle from its scenario and journal, rolling nothing; --verify compares every entry&apos;s recorded state with the replay (exit 1 on a difference).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="275"/>
        <source>Check each entry&apos;s recorded state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/battlecommands.cpp" line="298"/>
        <source>replayed %n entr(y/ies), %1 checked: the same state (%2)</source>
        <translation>
            <numerusform>replayed %n entry, %1 checked: the same state (%2)</numerusform>
            <numerusform>replayed %n entries, %1 checked: the same state (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="310"/>
        <source>Save what can be kept of a damaged battle as a new battle (FILE-recovered.adjutant beside it, or -o NEW). The damaged files are only read, and every problem found is listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="315"/>
        <source>The new battle file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="329"/>
        <source>%1 already exists: choose another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="343"/>
        <location filename="../app/cli/battlecommands.cpp" line="349"/>
        <source>adjutant-cli recover: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/battlecommands.cpp" line="345"/>
        <source>%1: %n journal entr(y/ies) kept</source>
        <translation>
            <numerusform>%1: %n journal entry kept</numerusform>
            <numerusform>%1: %n journal entries kept</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="359"/>
        <source>Start a battle from a ruleset and a scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="360"/>
        <source>Apply an action to a battle; journaled at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="361"/>
        <source>Turn, deck or phase, and every unit&apos;s state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="362"/>
        <source>Rebuild a battle from its journal; --verify checks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="102"/>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="105"/>
        <source>%1:%2: column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="113"/>
        <source>%1: the situation is a JSON object, {...}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="293"/>
        <source>outcomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="295"/>
        <source>  odds of %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="303"/>
        <source>  odds of %1 to the target after saves: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/rulescommands.cpp" line="382"/>
        <source>BROKEN (%n problem(s)): %1</source>
        <translation>
            <numerusform>BROKEN (%n problem): %1</numerusform>
            <numerusform>BROKEN (%n problems): %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="411"/>
        <source>a ruleset is a few hundred KB, a scenario a few tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="413"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="493"/>
        <source>The test&apos;s id (&apos;describe&apos; lists them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="494"/>
        <source>Situation JSON file, or - for standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="496"/>
        <source>Set an interpretation option (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="520"/>
        <source>no test &quot;%1&quot; in %2; its tests: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="536"/>
        <source>Faces read off real dice, in the order they are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="539"/>
        <source>Roll every die with this seed instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="545"/>
        <source>--dice and --seed exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/battlecommands.cpp" line="125"/>
        <location filename="../app/cli/rulescommands.cpp" line="556"/>
        <source>--seed needs a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="568"/>
        <source>--dice: &apos;%1&apos; is not a die face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="613"/>
        <source>List the rulesets, built in and your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="614"/>
        <source>Everything a ruleset defines, with ids for scripts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="616"/>
        <source>Check a ruleset or scenario file; every mistake with its line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/rulescommands.cpp" line="618"/>
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
    <name>EndTurnDialog</name>
    <message>
        <location filename="../qml/components/EndTurnDialog.qml" line="20"/>
        <source>End turn %1 now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/EndTurnDialog.qml" line="37"/>
        <source>End the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/EndTurnDialog.qml" line="31"/>
        <source>Not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/EndTurnDialog.qml" line="48"/>
        <source>Cards not yet drawn are returned and the deck is shuffled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntryReader</name>
    <message>
        <location filename="../core/report/entryevents.cpp" line="199"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/report/entryevents.cpp" line="256"/>
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/report/entryevents.cpp" line="258"/>
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/report/entryevents.cpp" line="276"/>
        <source>%1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/report/entryevents.cpp" line="281"/>
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
</context>
<context>
    <name>JoinUnitDialog</name>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="14"/>
        <source>A unit joins the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="38"/>
        <source>Add the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="32"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="65"/>
        <source>Name, e.g. 1/43rd Foot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="66"/>
        <source>The unit&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="72"/>
        <source>Its type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="82"/>
        <source>Its side: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="93"/>
        <source>Its commander: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/JoinUnitDialog.qml" line="93"/>
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
</context>
<context>
    <name>MoreMenu</name>
    <message>
        <location filename="../qml/components/MoreMenu.qml" line="21"/>
        <source>Add unit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/MoreMenu.qml" line="26"/>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/MoreMenu.qml" line="31"/>
        <source>Report</source>
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
        <location filename="../core/rules/orders.cpp" line="30"/>
        <source>this ruleset has no formation changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="38"/>
        <source>unknown unit type or formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="43"/>
        <source>a %1 cannot form %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="47"/>
        <source>%1 needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="51"/>
        <source>already in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="77"/>
        <source>%1 cannot change to %2: that formation is not on its army&apos;s chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="88"/>
        <source>no cost is given for rating %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="146"/>
        <source>unknown ground or unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="157"/>
        <source>%1 may not enter %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="164"/>
        <source>%1: speed × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="168"/>
        <source>%1: %2 of the move lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/orders.cpp" line="173"/>
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
        <location filename="../render/reportcharts.cpp" line="147"/>
        <location filename="../render/reportcharts.cpp" line="260"/>
        <source>turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="184"/>
        <source>units lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="184"/>
        <source>%1 losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="199"/>
        <source>How the units stood at the end of each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="206"/>
        <source>steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="207"/>
        <source>shaken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="208"/>
        <source>routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../render/reportcharts.cpp" line="209"/>
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
        <location filename="../core/rules/resolver.cpp" line="577"/>
        <source>every unit: no longer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="602"/>
        <location filename="../core/rules/resolver.cpp" line="609"/>
        <location filename="../core/rules/resolver.cpp" line="619"/>
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
        <location filename="../core/rules/resolver.cpp" line="625"/>
        <location filename="../core/rules/resolver.cpp" line="637"/>
        <source>%1 is removed from play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="653"/>
        <source>the follow-ups went more than %1 deep, to %2: the ruleset&apos;s follow-ups loop and the dice have not ended it; resolved up to there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="662"/>
        <source>working out the odds of this cascade would take too long, at %1: its tests roll too many different large dice; resolved up to there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="670"/>
        <source>more than %1 tests in one cascade, up to %2: the ruleset&apos;s follow-ups multiply; resolved up to there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="695"/>
        <source>a d%1 has no face %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="800"/>
        <source>more dice are needed for the table roll of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="843"/>
        <source>for each success of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="844"/>
        <source>for each failure of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/resolver.cpp" line="878"/>
        <source>after %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesetLoader</name>
    <message>
        <location filename="../core/rules/rulesetlibrary.cpp" line="101"/>
        <source>passed over for its mistakes; the first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetlibrary.cpp" line="128"/>
        <source>no ruleset &quot;%1&quot;; &apos;adjutant-cli rulesets&apos; lists them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="260"/>
        <location filename="../core/rules/rulesetloader.cpp" line="298"/>
        <location filename="../core/rules/rulesetloader.cpp" line="488"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="79"/>
        <source>this Adjutant reads format %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="84"/>
        <location filename="../core/rules/rulesetloader.cpp" line="190"/>
        <source>an id uses letters, digits and hyphens only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="193"/>
        <source>duplicate %1 id &quot;%2&quot;; the first is at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="225"/>
        <source>an option needs at least two choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="230"/>
        <source>&quot;%1&quot; is not one of this option&apos;s choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="266"/>
        <source>duplicate step &quot;%1&quot; in this ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="271"/>
        <source>a ladder needs at least one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="306"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1695"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1816"/>
        <source>no formation &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="321"/>
        <source>kind must be ladder, integer, flag or choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="339"/>
        <source>no ladder &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="346"/>
        <source>&quot;%1&quot; is not a step of the ladder &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="356"/>
        <location filename="../core/rules/rulesetloader.cpp" line="467"/>
        <location filename="../core/rules/rulesetloader.cpp" line="529"/>
        <location filename="../core/rules/rulesetloader.cpp" line="579"/>
        <source>no unit type has the attribute &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="369"/>
        <source>only &quot;formations&quot; can supply choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="374"/>
        <source>a choice field needs &quot;choices&quot; or &quot;choicesFrom&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="380"/>
        <source>&quot;%1&quot; is not one of the choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="405"/>
        <source>no field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="407"/>
        <source>&quot;%1&quot; is not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="416"/>
        <location filename="../core/rules/rulesetloader.cpp" line="446"/>
        <source>no test &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="418"/>
        <source>no flag field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="462"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="471"/>
        <source>expected a field or &quot;type.&quot; and a unit type attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="475"/>
        <source>expected &quot;lost&quot; or &quot;left&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="485"/>
        <source>a ladder or a choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="497"/>
        <source>&quot;%1&quot; is not a value of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="506"/>
        <source>expected &quot;steady&quot;, &quot;shaken&quot; or &quot;routed&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="510"/>
        <source>a choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="512"/>
        <source>a flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="525"/>
        <source>removal needs an integer field, such as casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="543"/>
        <source>&quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="553"/>
        <source>this test declares no input &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="560"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1842"/>
        <source>no option &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="565"/>
        <source>start with %1, input. or option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="584"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1850"/>
        <source>no field &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="598"/>
        <source>no step of the ladder &quot;%1&quot; has the attribute &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="602"/>
        <source>too many parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="627"/>
        <source>expected text naming %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="630"/>
        <source>&quot;%1&quot; is not %2; one of: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="651"/>
        <source>a step of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="656"/>
        <source>a choice of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="659"/>
        <source>%1 is a flag: compare it with true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="661"/>
        <source>%1 is a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="667"/>
        <source>a unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="671"/>
        <source>an arm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="683"/>
        <source>a choice of the option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="715"/>
        <source>list at least one condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="741"/>
        <source>compare a computed value with &quot;atLeast&quot;, &quot;atMost&quot; or &quot;is&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="759"/>
        <source>a condition needs &quot;field&quot;, &quot;option&quot;, &quot;all&quot;, &quot;any&quot; or &quot;not&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="784"/>
        <source>say what to compare with: &quot;is&quot;, &quot;in&quot;, &quot;atLeast&quot; or &quot;atMost&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="799"/>
        <source>expected a whole number from %1 to %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="815"/>
        <source>&quot;result&quot; means a test&apos;s result: only effects may use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="844"/>
        <source>give two values: [a, b]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="845"/>
        <source>give at least two values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="876"/>
        <source>a value is a number, a reference, or sum, product, quotient, percent or choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="893"/>
        <source>expected dice such as &quot;2d6&quot;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="899"/>
        <source>bad dice &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="933"/>
        <source>there is no d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="939"/>
        <source>a test rolls 0 to %1 dice, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="964"/>
        <source>%1 rolls this many dice (%2): a number from 0 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="976"/>
        <source>an object of named modifier lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="994"/>
        <source>no modifier set &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="999"/>
        <source>a modifier set is a list of modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1017"/>
        <source>duplicate modifier id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1028"/>
        <source>a test has at most %1 modifiers, its sets&apos; included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1036"/>
        <source>the tests have at most %1 modifiers in all, a set counted once for every test that uses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1063"/>
        <source>fromRating needs a ladder field, such as actor.fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1082"/>
        <source>a one-of modifier needs at least two choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1084"/>
        <source>situational is true or &quot;one-of&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1087"/>
        <source>choices belong to a &quot;one-of&quot; modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1089"/>
        <source>a modifier needs a &quot;value&quot; or &quot;fromRating&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1092"/>
        <source>side is &quot;actor&quot;, &quot;target&quot; or &quot;both&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1095"/>
        <source>only automatic modifiers apply to both sides; give each side its own toggle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1124"/>
        <source>an effect changes a field of a unit, such as actor.casualties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1135"/>
        <source>add works on integer fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1155"/>
        <source>step works on ladder fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1162"/>
        <source>remove names a role: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1168"/>
        <source>clearAll names a flag field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1179"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1324"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1599"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1946"/>
        <source>no table &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1184"/>
        <source>an effect is one of add, set, step, remove, clearAll, note, roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1218"/>
        <source>actor is one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1221"/>
        <source>target is one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1230"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1881"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1906"/>
        <source>no test &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1246"/>
        <source>min %1 is above max %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1270"/>
        <source>kind is threshold, roll-under, bands, table or opposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1301"/>
        <source>modifiersOn is &quot;roll&quot; or &quot;target&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1309"/>
        <source>a natural face is a die face number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1328"/>
        <source>&quot;%1&quot; is a random table; a table test needs a lookup table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1359"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1359"/>
        <source>Fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1418"/>
        <source>%1 loops back: these follow-ups are taken whatever the dice, so the tests would never end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1448"/>
        <source>dice judged one by one are plain dice of one size, such as d10 (or 3d10 in a pool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1474"/>
        <source>a roll-under test rolls one die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1510"/>
        <source>a cue is &quot;volley&quot;, &quot;cannon&quot; or &quot;charge&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="2021"/>
        <source>a ruleset is a few hundred KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1455"/>
        <source>a threshold test needs &quot;atLeast&quot;, &quot;atMost&quot; or &quot;targetFrom&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1458"/>
        <source>several dice judged one by one need &quot;pool&quot;: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1461"/>
        <source>a pool has perSuccess/perFailure, not onPass/onFail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1464"/>
        <source>a threshold test has onPass/onFail, not bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1469"/>
        <source>a roll-under test needs &quot;atMost&quot; or &quot;targetFrom&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1472"/>
        <source>give onPass/onFail, or bands on how far the roll is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1481"/>
        <source>this kind of test reads its result from bands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1483"/>
        <source>a table test needs &quot;table&quot; and &quot;row&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1489"/>
        <source>an opposed test&apos;s modifiers say their side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1497"/>
        <source>write the dice without a success rule; the test says what passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1545"/>
        <source>only an opposed test has a target&apos;s die to give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1551"/>
        <source>this test has no input &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1557"/>
        <source>a target&apos;s die can be given only when each side rolls one die with nothing added (&quot;d10&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1564"/>
        <source>input &quot;%1&quot; runs from 0 (rolled now) to at most %2, the die&apos;s faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1628"/>
        <source>a table needs &quot;rows&quot; (a random table) or &quot;lookup&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1630"/>
        <source>a random table needs &quot;dice&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1671"/>
        <source>no row covers a roll of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1674"/>
        <source>several rows cover a roll of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1686"/>
        <source>a movement row names either an &quot;arm&quot; or a &quot;unitType&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1689"/>
        <source>no unit type &quot;%1&quot; is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1691"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1732"/>
        <source>no unit type has the arm &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1719"/>
        <source>a number is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1724"/>
        <source>a number, or an object of arm -&gt; number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1752"/>
        <source>formed-only terrain needs the ruleset&apos;s &quot;formed&quot; condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1777"/>
        <source>a rate gives &quot;fraction&quot;, &quot;inches&quot; or &quot;forbidden&quot;: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1787"/>
        <source>an object of ranges in inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1793"/>
        <source>a range is a number of inches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1824"/>
        <source>chainBy names a choice field, such as the army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1830"/>
        <source>&quot;%1&quot; is not a choice of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1837"/>
        <source>name the rating that sets the cost: &quot;rating&quot; or &quot;ratingOption&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1847"/>
        <source>the option&apos;s choice &quot;%1&quot; is not a field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1853"/>
        <source>an object: rating step -&gt; fraction of a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1859"/>
        <location filename="../core/rules/rulesetloader.cpp" line="1871"/>
        <source>a cost is a positive fraction of a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1902"/>
        <source>verdict is allowed, forbidden or test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1922"/>
        <source>draw 1 to 6 cards at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1939"/>
        <source>per is unit, commander or once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1948"/>
        <source>duplicate card id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="1962"/>
        <source>activation kind is deck or phases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/rulesetloader.cpp" line="2000"/>
        <source>column %1: %2</source>
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
        <location filename="../core/battle/scenario.cpp" line="45"/>
        <source>this Adjutant reads scenario format 1, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="48"/>
        <location filename="../core/battle/scenario.cpp" line="101"/>
        <source>an id uses letters, digits and hyphens only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="53"/>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="59"/>
        <source>a battle needs at least two sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="72"/>
        <source>duplicate side id &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="78"/>
        <source>a side needs a commander</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="105"/>
        <source>duplicate id &quot;%1&quot;: every unit and commander needs its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="111"/>
        <source>&quot;%1&quot; is not a unit type of %2; one of: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="137"/>
        <source>an object of field values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="145"/>
        <source>%1 has no field &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="157"/>
        <location filename="../core/battle/scenario.cpp" line="163"/>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="167"/>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="176"/>
        <source>a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="181"/>
        <source>%1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="208"/>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="222"/>
        <source>written for &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="259"/>
        <source>the key &quot;ruleset&quot; is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="266"/>
        <source>the ruleset &quot;%1&quot; cannot be loaded: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/scenario.cpp" line="277"/>
        <source>a scenario is a few tens of KB</source>
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
        <location filename="../qml/pages/SettingsPage.qml" line="85"/>
        <source>Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="86"/>
        <source>Easier on the eyes in a dim hall. Turn it off in daylight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="92"/>
        <source>Roll dice by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="93"/>
        <source>Tests start with the pad for typing the faces of real dice instead of the Roll button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="100"/>
        <source>Confirm before applying effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="101"/>
        <source>A test&apos;s casualties and morale changes wait for your tap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="107"/>
        <source>Sounds at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="109"/>
        <source>Short, soft cues when a card is drawn, a volley or a cannon fires, a unit breaks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="110"/>
        <source>No sound device was found, so Adjutant stays silent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="121"/>
        <location filename="../qml/pages/SettingsPage.qml" line="132"/>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="151"/>
        <source>Sound for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="160"/>
        <source>Read aloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="162"/>
        <source>The card drawn, the phase and each test&apos;s result are spoken, in the app&apos;s language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="163"/>
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
        <location filename="../core/rules/sourcejson.cpp" line="113"/>
        <source>unexpected text after the end of the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="188"/>
        <source>the document ends where a value was expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="195"/>
        <source>lists and objects nest more than %1 levels deep here; a ruleset needs a dozen at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="224"/>
        <source>expected a value (text in quotes, a number, true, false, null, an object or a list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="252"/>
        <source>expected a key in double quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="265"/>
        <location filename="../core/rules/sourcejson.cpp" line="314"/>
        <source>the key &quot;%1&quot; appears twice in this object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="275"/>
        <source>expected &apos;:&apos; after the key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="296"/>
        <source>expected &apos;,&apos; or &apos;}&apos; after the value of &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="356"/>
        <source>expected &apos;,&apos; or &apos;]&apos; in the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="384"/>
        <source>a line break inside text; close the quotes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="423"/>
        <source>\u needs four hexadecimal digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="431"/>
        <source>unknown escape \%1 in text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="435"/>
        <source>the text is never closed with a double quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/sourcejson.cpp" line="448"/>
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
        <location filename="../core/battle/turnsequence.cpp" line="128"/>
        <source>%1 has no activation deck; use &quot;next&quot; to step through the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="138"/>
        <source>The deck is used up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="150"/>
        <source>Fate for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="162"/>
        <source>the fate roll is missing its dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="172"/>
        <source>%1 rolled %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="173"/>
        <source>%1: %2; it applies to the next unit or commander activated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="182"/>
        <source>the recorded shuffle is not a shuffle of this deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="185"/>
        <source>Drew %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="193"/>
        <source> (dice rolled by the app: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="201"/>
        <source>%1 uses an activation deck; use &quot;draw&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="211"/>
        <source>Now: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="223"/>
        <source>%1 was on hold and did not act: the action is lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/battle/turnsequence.cpp" line="236"/>
        <source>Turn %1 begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/battle/turnsequence.cpp" line="245"/>
        <source>reorder the next cards only: give the same cards as the top %n of the pile</source>
        <translation>
            <numerusform>reorder the next cards only: give the same cards as the top %n of the pile</numerusform>
            <numerusform>reorder the next cards only: give the same cards as the top %n of the pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/battle/turnsequence.cpp" line="251"/>
        <source>The next %n card(s) were rearranged</source>
        <translation>
            <numerusform>The next %n card were rearranged</numerusform>
            <numerusform>The next %n cards were rearranged</numerusform>
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
        <location filename="../qml/components/UnitSheetView.qml" line="56"/>
        <source>%1 · %2 · under %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="57"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="64"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="72"/>
        <source>Removed from play; its record stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="88"/>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="117"/>
        <source>Other test…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="118"/>
        <source>Other tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="144"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="155"/>
        <source>Moved this turn ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="155"/>
        <source>Mark as moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="160"/>
        <source>Change formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="176"/>
        <location filename="../qml/components/UnitSheetView.qml" line="184"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="177"/>
        <location filename="../qml/components/UnitSheetView.qml" line="281"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/components/UnitSheetView.qml" line="193"/>
        <source>%n morale test(s) on the way</source>
        <translation>
            <numerusform>%n morale test on the way</numerusform>
            <numerusform>%n morale tests on the way</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="205"/>
        <source>State (changes are journaled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="258"/>
        <source>Decrease %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/UnitSheetView.qml" line="276"/>
        <source>Increase %1</source>
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
        <location filename="../core/rules/wording.cpp" line="65"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="83"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="83"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="101"/>
        <source>now %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="101"/>
        <source>no longer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="102"/>
        <source>%1 %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="118"/>
        <source>a d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="120"/>
        <source>no face of %1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="122"/>
        <source>any face of %1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="128"/>
        <location filename="../core/rules/wording.cpp" line="142"/>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="130"/>
        <location filename="../core/rules/wording.cpp" line="144"/>
        <source>%1 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="132"/>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="134"/>
        <source>needs %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="134"/>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="140"/>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="145"/>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="152"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="158"/>
        <source>a draw: %1 and %2 are level</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/rules/wording.cpp" line="159"/>
        <source>%1 wins by %n</source>
        <translation>
            <numerusform>%1 wins by %n</numerusform>
            <numerusform>%1 wins by %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="166"/>
        <source>hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/rules/wording.cpp" line="167"/>
        <source>successes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../core/rules/wording.cpp" line="174"/>
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n hit</numerusform>
            <numerusform>%n hits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/rules/wording.cpp" line="175"/>
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
        <location filename="../qml/controllers/battlesession.cpp" line="128"/>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="132"/>
        <source>Draw the first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="132"/>
        <source>Draw the next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="162"/>
        <source>%1, under %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="251"/>
        <source>The battle is open elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="252"/>
        <source>The battle could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="260"/>
        <source>Open read-only: another Adjutant or program is writing this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="266"/>
        <source>The battle was damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="268"/>
        <source>The last action was never finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="320"/>
        <source>The battle could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="338"/>
        <source>There is no battle to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="360"/>
        <source>There is no demo battle called %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="383"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="426"/>
        <source>Not saved, so not done: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="532"/>
        <source>Give the unit a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="562"/>
        <source>Its card is out this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/battlesession.cpp" line="563"/>
        <source>End of turn before its card: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::DiceController</name>
    <message>
        <location filename="../qml/controllers/dicecontroller.cpp" line="52"/>
        <source>rolled by the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/dicecontroller.cpp" line="65"/>
        <source>typed from real dice</source>
        <translation type="unfinished"></translation>
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
        <location filename="../qml/models/scenariolistmodel.cpp" line="39"/>
        <source>This file cannot be read as a scenario; starting it shows why.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>adjutant::ui::TestSheet</name>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="240"/>
        <location filename="../qml/controllers/testsheet.cpp" line="616"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="99"/>
        <location filename="../qml/controllers/testsheet.cpp" line="334"/>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="356"/>
        <source>%1 to add at least one to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="416"/>
        <source>Choose the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="523"/>
        <source>A d%1 has no face %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="104"/>
        <location filename="../qml/controllers/testsheet.cpp" line="605"/>
        <location filename="../qml/controllers/testsheet.cpp" line="695"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="105"/>
        <source>%1: %2 (dice so far: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="284"/>
        <source>%1 (own side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="286"/>
        <source>%1 · commanders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="288"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="367"/>
        <source>Chance of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="368"/>
        <source>Chance of each outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="607"/>
        <source>Table roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="618"/>
        <source>Roll a d%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="628"/>
        <source>die %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/controllers/testsheet.cpp" line="631"/>
        <source>%n test(s) to go</source>
        <translation>
            <numerusform>%n test to go</numerusform>
            <numerusform>%n tests to go</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="687"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="345"/>
        <location filename="../qml/controllers/testsheet.cpp" line="642"/>
        <location filename="../qml/controllers/testsheet.cpp" line="652"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/testsheet.cpp" line="643"/>
        <source>No modifiers</source>
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
        <location filename="../qml/controllers/unitsheet.cpp" line="103"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="105"/>
        <source>Rough ground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="107"/>
        <source>Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="109"/>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="111"/>
        <source>Pursuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="113"/>
        <source>Rout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="115"/>
        <source>Counter-charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="182"/>
        <source>%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="184"/>
        <source>%1&quot; + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="253"/>
        <source>formation change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/controllers/unitsheet.cpp" line="254"/>
        <source>formation change, %1</source>
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
        <location filename="../app/gui/main.cpp" line="116"/>
        <source>Open one battle at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="118"/>
        <source>Open a battle file or a demo, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="121"/>
        <source>There is no demo battle called %1 (there are %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
