<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
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
</context>
<context>
    <name>DicePage</name>
    <message numerus="yes">
        <source>or type %n real die face(s)</source>
        <translation>
            <numerusform>or type the face of the real die</numerusform>
            <numerusform>or type the faces of %n real dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n success</numerusform>
            <numerusform>%n successes</numerusform>
        </translation>
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
</context>
</TS>
