<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="37"/>
        <source>Answer in JSON, for scripts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="43"/>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/cli.cpp" line="66"/>
        <source>--%1 needs a whole number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="26"/>
        <source>&apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="63"/>
        <source>Roll a dice expression and show every die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="65"/>
        <source>Dice such as 2d6+1, 4d10kh3, d66 or the pool 3d10&gt;=5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="67"/>
        <source>Seed for the random source (reproducible).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="69"/>
        <source>Use faces read off real dice instead of rolling, e.g. &quot;3 0 7&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="76"/>
        <location filename="../app/cli/dicecommands.cpp" line="138"/>
        <source>give exactly one dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="81"/>
        <source>--seed and --faces exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="97"/>
        <source>--seed needs a whole number from 0 to 18446744073709551615</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/dicecommands.cpp" line="115"/>
        <source>%n success(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="117"/>
        <source>(seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="126"/>
        <source>The exact probability of every outcome of a dice expression. For a pool such as 3d10&gt;=5 the outcome is the number of successes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="128"/>
        <source>Dice such as 2d6, 3d10kl1 or 3d10&gt;=5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="130"/>
        <source>Only the chance of N or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="132"/>
        <source>Only the chance of N or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="140"/>
        <source>--at-least and --at-most exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="162"/>
        <source>%1: %2 or more: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="163"/>
        <source>%1: %2 or less: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="185"/>
        <source>%1  %2  %3  %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="186"/>
        <source>successes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="186"/>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="187"/>
        <source>exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="188"/>
        <source>or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="189"/>
        <source>or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="199"/>
        <source>mean %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="208"/>
        <source>Casualties from a chained test on d10s: each die that scores 5+ after the hit modifier is a hit; each hit forces a save at 5+ after the save modifier; each failed save is a casualty. A natural 10 always passes and a natural 1 always fails. Casualties from the cap on count as the cap (the unit is removed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="213"/>
        <source>Dice rolled to hit (0 to 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="215"/>
        <source>Total modifier on each hit die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="217"/>
        <source>Total modifier on each save die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="219"/>
        <source>Casualties at which the unit is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="226"/>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="229"/>
        <source>--%1 is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="240"/>
        <source>--dice must be from 0 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="242"/>
        <source>--cap must be 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/dicecommands.cpp" line="267"/>
        <source>%n die/dice to hit at %1 each; each hit saved at %2; cap %3
</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="271"/>
        <source>%1 (removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="272"/>
        <source>%1 casualties: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="274"/>
        <source>expected casualties %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="284"/>
        <source>Roll dice, or check faces read off real dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="285"/>
        <source>Exact odds of every outcome of a dice expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/dicecommands.cpp" line="286"/>
        <source>Odds of casualties from hits that each force a save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="12"/>
        <source>Usage: adjutant-cli COMMAND [OPTIONS]

Adjutant&apos;s staff work without a screen: dice, odds and (later) rulesets and battles.

Commands:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="17"/>
        <source>
&apos;adjutant-cli help COMMAND&apos; or &apos;adjutant-cli COMMAND --help&apos; explains one command. Every command takes --json.
Exit status: 0 done, 1 a check found problems, 2 bad arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="54"/>
        <source>adjutant-cli: unknown command &apos;%1&apos;; &apos;adjutant-cli --help&apos; lists them</source>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <location filename="../core/dice/diceparser.cpp" line="7"/>
        <source>column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="23"/>
        <location filename="../core/dice/diceparser.cpp" line="78"/>
        <source>expected dice such as 2d6, or a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="34"/>
        <source>expected + or - between terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="37"/>
        <source>a sign must be followed by dice or a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="51"/>
        <source>write &gt;= or &lt;= to count successes per die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="56"/>
        <source>expected the number each die is judged against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="59"/>
        <source>unexpected text after the success rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="63"/>
        <source>a pool judges plain dice one by one: write it as 3d10&gt;=5, with no other terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="83"/>
        <source>%1 is too large; constants go up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="95"/>
        <source>roll at least one die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="99"/>
        <source>at most %1 dice in one group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="106"/>
        <source>expected the number of faces after d, as in d6 or d10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="114"/>
        <source>d66 is one reading of two d6; add several as d66+d66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="121"/>
        <source>d66 cannot keep or drop dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="128"/>
        <source>there is no d%1; use d3, d4, d5, d6, d8, d10, d12, d20 or d66</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="151"/>
        <source>write dl or dh to drop the lowest or highest dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="156"/>
        <source>expected how many dice to keep or drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="161"/>
        <source>can drop 1 to %1 of %2 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/diceparser.cpp" line="169"/>
        <source>can keep 1 to %1 of %1 dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <location filename="../qml/components/DieFace.qml" line="23"/>
        <source>d%1 showing %2, a success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/DieFace.qml" line="24"/>
        <source>d%1 showing %2, a failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/DieFace.qml" line="25"/>
        <source>d%1 showing %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/components/DieFace.qml" line="26"/>
        <source>d%1 showing %2, dropped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FaceReader</name>
    <message numerus="yes">
        <location filename="../core/dice/facereader.cpp" line="17"/>
        <source>expected %n face(s), one per die, but got %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/dice/facereader.cpp" line="27"/>
        <source>die %1 is a %2, which has no face %3 (faces 1 to %4%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/facereader.cpp" line="32"/>
        <source>; type 0 or 10 for the ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/facereader.cpp" line="53"/>
        <source>&apos;%1&apos; at position %2 is not a die face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../core/dice/facereader.cpp" line="74"/>
        <source>face %1, &apos;%2&apos;, is not a number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="45"/>
        <source>Adjutant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="52"/>
        <source>Your staff officer for horse-and-musket wargames: unit returns, tests and their odds, dice and the battle journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="69"/>
        <source>Dice and odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="70"/>
        <source>Roll any dice the rules use, or type in real dice, and see the exact chance of every result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="77"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="78"/>
        <source>Light or dark theme, dice rolled by the app or by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/HomePage.qml" line="86"/>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="16"/>
        <source>Adjutant</source>
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
    <name>SettingsPage</name>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="15"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="68"/>
        <source>Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="69"/>
        <source>Easier on the eyes in a dim hall. Turn it off in daylight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="75"/>
        <source>Roll dice by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="76"/>
        <source>Tests start with the pad for typing the faces of real dice instead of the Roll button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="83"/>
        <source>Confirm before applying effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/pages/SettingsPage.qml" line="84"/>
        <source>A test&apos;s casualties and morale changes wait for your tap.</source>
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
</TS>
