<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionJson</name>
    <message>
        <source>unknown key &quot;%1&quot; in a %2 action; it takes %3</source>
        <translation>unbekannter Schlüssel &quot;%1&quot; in einer Aktion %2; sie kennt %3</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1: fehlt</translation>
    </message>
    <message>
        <source>%1: text is needed</source>
        <translation>%1: Text wird gebraucht</translation>
    </message>
    <message>
        <source>%1: a list is needed</source>
        <translation>%1: eine Liste wird gebraucht</translation>
    </message>
    <message>
        <source>%1[%2]: text is needed</source>
        <translation>%1[%2]: Text wird gebraucht</translation>
    </message>
    <message>
        <source>%1: an object of choices is needed</source>
        <translation>%1: ein Objekt mit Auswahlen wird gebraucht</translation>
    </message>
    <message>
        <source>%1.%2: a choice&apos;s id is needed</source>
        <translation>%1.%2: die ID einer Auswahl wird gebraucht</translation>
    </message>
    <message>
        <source>%1: unknown key &quot;%2&quot;; it takes ticked, chosen</source>
        <translation>%1: unbekannter Schlüssel &quot;%2&quot;; erlaubt sind ticked, chosen</translation>
    </message>
    <message>
        <source>%1: a whole number is needed, not %2</source>
        <translation>%1: eine ganze Zahl wird gebraucht, nicht %2</translation>
    </message>
    <message>
        <source>%1: a list of numbers is needed</source>
        <translation>%1: eine Liste von Zahlen wird gebraucht</translation>
    </message>
    <message>
        <source>%1: a list of cards is needed</source>
        <translation>%1: eine Liste von Karten wird gebraucht</translation>
    </message>
    <message>
        <source>%1[%2]: a card is {&quot;card&quot;: ID, &quot;unit&quot;: ID}</source>
        <translation>%1[%2]: eine Karte ist {&quot;card&quot;: ID, &quot;unit&quot;: ID}</translation>
    </message>
    <message>
        <source>that</source>
        <translation>diese</translation>
    </message>
    <message>
        <source>say what is done: &quot;kind&quot; is one of %1</source>
        <translation>sagen Sie, was getan wird: &quot;kind&quot; ist eines von %1</translation>
    </message>
    <message>
        <source>tests: an object of choices by test is needed</source>
        <translation>tests: ein Objekt mit Auswahlen je Test wird gebraucht</translation>
    </message>
    <message>
        <source>tests.%1: an object with ticked and chosen is needed</source>
        <translation>tests.%1: ein Objekt mit ticked und chosen wird gebraucht</translation>
    </message>
    <message>
        <source>inputs: an object of numbers is needed</source>
        <translation>inputs: ein Objekt mit Zahlen wird gebraucht</translation>
    </message>
    <message>
        <source>%1: &quot;typed&quot; or &quot;app&quot;, not &quot;%2&quot;</source>
        <translation>%1: &quot;typed&quot; oder &quot;app&quot;, nicht &quot;%2&quot;</translation>
    </message>
    <message numerus="yes">
        <source>sources: one for each of the %n face(s)</source>
        <translation>
            <numerusform>sources: eine für die %n Augenzahl</numerusform>
            <numerusform>sources: eine für jede der %n Augenzahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>value: missing</source>
        <translation>value: fehlt</translation>
    </message>
    <message>
        <source>unit: the unit that joins is needed, as {&quot;id&quot;, &quot;name&quot;, &quot;type&quot;, &quot;side&quot;, &quot;commander&quot;}</source>
        <translation>unit: die hinzukommende Einheit wird gebraucht, als {&quot;id&quot;, &quot;name&quot;, &quot;type&quot;, &quot;side&quot;, &quot;commander&quot;}</translation>
    </message>
    <message>
        <source>isCommander: true or false</source>
        <translation>isCommander: true oder false</translation>
    </message>
    <message>
        <source>fields: an object of the unit&apos;s fields is needed</source>
        <translation>fields: ein Objekt mit den Feldern der Einheit wird gebraucht</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;; actions: %2</source>
        <translation>unbekannte Aktion &quot;%1&quot;; Aktionen: %2</translation>
    </message>
    <message>
        <source>reroll: {&quot;of&quot;: the entry&apos;s seq, &quot;order&quot;: the order that allows it, &quot;by&quot;: the unit that gives it}</source>
        <translation>reroll: {&quot;of&quot;: die seq des Eintrags, &quot;order&quot;: der Befehl, der es erlaubt, &quot;by&quot;: die Einheit, die ihn gibt}</translation>
    </message>
    <message>
        <source>owe: true or false</source>
        <translation>owe: true oder false</translation>
    </message>
    <message>
        <source>%1: an object of figure lists by unit is needed</source>
        <translation>%1: ein Objekt mit Figurenlisten je Einheit wird benötigt</translation>
    </message>
</context>
<context>
    <name>Amendment</name>
    <message>
        <source>a side cannot be added or taken away during a battle</source>
        <translation>während einer Schlacht kann keine Seite hinzukommen oder wegfallen</translation>
    </message>
    <message>
        <source>%1: a side is as it began for the whole battle</source>
        <translation>%1: eine Seite bleibt die ganze Schlacht, wie sie begann</translation>
    </message>
    <message>
        <source>%1: the id &quot;%2&quot; belonged to a unit taken out of the battle</source>
        <translation>%1: die Kennung „%2“ gehörte einer aus der Schlacht genommenen Einheit</translation>
    </message>
    <message>
        <source>%1: its type, side or rank cannot change during a battle</source>
        <translation>%1: Typ, Seite oder Rang können sich während einer Schlacht nicht ändern</translation>
    </message>
    <message>
        <source>%1: someone of the side must command it</source>
        <translation>%1: jemand der eigenen Seite muss sie befehligen</translation>
    </message>
</context>
<context>
    <name>Army</name>
    <message>
        <source>not an army file: %1</source>
        <translation>keine Armeedatei: %1</translation>
    </message>
    <message>
        <source>not an army file (a scenario or a battle?)</source>
        <translation>keine Armeedatei (ein Szenario oder eine Schlacht?)</translation>
    </message>
    <message>
        <source>an army file of format %1, which this Adjutant does not know</source>
        <translation>eine Armeedatei im Format %1, das dieses Adjutant nicht kennt</translation>
    </message>
    <message>
        <source>this army was built for the ruleset &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>diese Armee wurde für das Regelwerk „%1“ gebaut, nicht „%2“</translation>
    </message>
    <message>
        <source>the army has no commanders</source>
        <translation>die Armee hat keine Befehlshaber</translation>
    </message>
</context>
<context>
    <name>Battle</name>
    <message>
        <source>Ended turn %1</source>
        <translation>Zug %1 beendet</translation>
    </message>
    <message>
        <source>%1 has no test &quot;%2&quot;</source>
        <translation>%1 hat keinen Test &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; in this battle</source>
        <translation>keine Einheit &quot;%1&quot; in dieser Schlacht</translation>
    </message>
    <message>
        <source>say which unit takes the test (actor)</source>
        <translation>sagen Sie, welche Einheit den Test ablegt (actor)</translation>
    </message>
    <message>
        <source>more dice are needed: %1 × %2 (%3)</source>
        <translation>es werden mehr Würfel gebraucht: %1 × %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n die face(s) given but %1 used</source>
        <translation>
            <numerusform>%n Augenzahl angegeben, aber %1 verwendet</numerusform>
            <numerusform>%n Augenzahlen angegeben, aber %1 verwendet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 [%3]%4</source>
        <translation>%1 %2 [%3]%4</translation>
    </message>
    <message>
        <source> (dice typed)</source>
        <translation> (Würfel eingegeben)</translation>
    </message>
    <message>
        <source>Umpire: %1 %2 set to %3%4</source>
        <translation>Schiedsrichter: %1 %2 auf %3 gesetzt%4</translation>
    </message>
    <message>
        <source>%1: no modifier &quot;%2&quot; in %3</source>
        <translation>%1: kein Modifikator &quot;%2&quot; in %3</translation>
    </message>
    <message>
        <source> (dice rolled by the app)</source>
        <translation> (von der App gewürfelt)</translation>
    </message>
    <message>
        <source> (dice typed: %1; rolled by the app: %2)</source>
        <translation> (Würfel eingegeben: %1; von der App gewürfelt: %2)</translation>
    </message>
    <message>
        <source>%1%2: &quot;%3&quot; is not a choice of that modifier</source>
        <translation>%1%2: &quot;%3&quot; ist keine Auswahl dieses Modifikators</translation>
    </message>
    <message>
        <source>tests.%1: no such test in %2</source>
        <translation>tests.%1: kein solcher Test in %2</translation>
    </message>
    <message>
        <source>a joining unit needs an id of letters, digits and hyphens</source>
        <translation>eine hinzukommende Einheit braucht eine ID aus Buchstaben, Ziffern und Bindestrichen</translation>
    </message>
    <message>
        <source>there is already a unit &quot;%1&quot;</source>
        <translation>es gibt schon eine Einheit &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has no unit type &quot;%2&quot;</source>
        <translation>%1 hat keinen Einheitentyp &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no side &quot;%1&quot; in this battle</source>
        <translation>keine Seite &quot;%1&quot; in dieser Schlacht</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a commander of %2</source>
        <translation>&quot;%1&quot; ist kein Befehlshaber von %2</translation>
    </message>
    <message>
        <source>%1 joins the battle (%2, %3)%4</source>
        <translation>%1 stößt zur Schlacht (%2, %3)%4</translation>
    </message>
    <message>
        <source>%1&apos;s card joins the deck when it is next shuffled</source>
        <translation>Die Karte von %1 kommt beim nächsten Mischen in den Stapel</translation>
    </message>
    <message>
        <source>an undo marks an entry; it is not played</source>
        <translation>ein Rückgängig markiert einen Eintrag; er wird nicht ausgeführt</translation>
    </message>
    <message>
        <source>a redo marks an entry; it is not played</source>
        <translation>ein Wiederholen markiert einen Eintrag; er wird nicht ausgeführt</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>nichts zu wiederholen</translation>
    </message>
    <message>
        <source>Undid: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Redid: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
    <message>
        <source>entry %1 does not apply: %2</source>
        <translation>Eintrag %1 ist nicht anwendbar: %2</translation>
    </message>
    <message>
        <source>journal entry %1 cannot be read</source>
        <translation>Tagebucheintrag %1 ist nicht lesbar</translation>
    </message>
    <message>
        <source>journal entry %1 does not apply: %2</source>
        <translation>Tagebucheintrag %1 ist nicht anwendbar: %2</translation>
    </message>
    <message>
        <source>journal entry %1 does not give the state it recorded: it was changed after it was played</source>
        <translation>Tagebucheintrag %1 ergibt nicht den Zustand, den er festhielt: er wurde nach dem Spielen verändert</translation>
    </message>
    <message>
        <source>entry %1: state %2 recorded, %3 replayed</source>
        <translation>Eintrag %1: Zustand %2 festgehalten, %3 nachgespielt</translation>
    </message>
    <message>
        <source>%1 by %2 is not allowed: %3 (the umpire may allow it, giving a reason as &quot;override&quot;)</source>
        <translation>%1 durch %2 ist nicht erlaubt: %3 (der Schiedsrichter kann es mit einer Begründung als „override“ zulassen)</translation>
    </message>
    <message>
        <source>allowed by the umpire (%1), though the rules say: %2</source>
        <translation>vom Schiedsrichter zugelassen (%1), obwohl: %2</translation>
    </message>
    <message>
        <source>%1 has no order &quot;%2&quot;</source>
        <translation>%1 kennt keinen Befehl „%2“</translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; in play</source>
        <translation>keine Einheit „%1“ im Spiel</translation>
    </message>
    <message>
        <source>the order &quot;%1&quot; is given to another unit: say which (target)</source>
        <translation>der Befehl „%1“ gilt einer anderen Einheit: welcher (target)?</translation>
    </message>
    <message>
        <source>the order &quot;%1&quot; takes no target</source>
        <translation>der Befehl „%1“ hat kein Ziel</translation>
    </message>
    <message>
        <source>answers: the order &quot;%1&quot; asks no question &quot;%2&quot;</source>
        <translation>answers: der Befehl „%1“ stellt keine Frage „%2“</translation>
    </message>
    <message>
        <source>it is only for a unit when %1</source>
        <translation>er gilt nur für eine Einheit, wenn %1</translation>
    </message>
    <message>
        <source>%1 for %2 is not allowed: %3 (the umpire may allow it, giving a reason as &quot;override&quot;)</source>
        <translation>%1 für %2 ist nicht erlaubt: %3 (der Schiedsrichter kann es mit einer Begründung als „override“ zulassen)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source> for %1</source>
        <translation> für %1</translation>
    </message>
    <message>
        <source>; allowed by the umpire (%1), though the rules say: %2</source>
        <translation>; vom Schiedsrichter zugelassen (%1), obwohl: %2</translation>
    </message>
    <message>
        <source>skip: %1 has no test &quot;%2&quot;</source>
        <translation>skip: %1 hat keinen Test &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 skipped by the umpire</source>
        <translation>%1 vom Schiedsrichter übersprungen</translation>
    </message>
    <message>
        <source>%1 has no procedure &quot;%2&quot;</source>
        <translation>%1 hat kein Verfahren &quot;%2&quot;</translation>
    </message>
    <message>
        <source>a charge needs the charger (actor) and the unit charged (target)</source>
        <translation>ein Angriff braucht den Angreifer (actor) und die angegriffene Einheit (target)</translation>
    </message>
    <message>
        <source>%1 by %2 on %3, %4: %5. %6</source>
        <translation>%1 von %2 auf %3, %4: %5. %6</translation>
    </message>
    <message>
        <source>%1 was taken out of the battle</source>
        <translation>%1 wurde aus der Schlacht genommen</translation>
    </message>
    <message>
        <source>give %1 a name</source>
        <translation>%1 braucht einen Namen</translation>
    </message>
    <message>
        <source>Umpire: %1 renamed %2%3</source>
        <translation>Schiedsrichter: %1 umbenannt in %2%3</translation>
    </message>
    <message>
        <source>%1 already answers to %2</source>
        <translation>%1 untersteht schon %2</translation>
    </message>
    <message>
        <source>%1 cannot answer to %2, who is under his command</source>
        <translation>%1 kann nicht %2 unterstehen, der unter seinem Befehl steht</translation>
    </message>
    <message>
        <source>Umpire: %1 moved from %2 to %3%4</source>
        <translation>Schiedsrichter: %1 von %2 zu %3 versetzt%4</translation>
    </message>
    <message>
        <source>%1 still commands %2: move them under another commander or take them out first</source>
        <translation>%1 befehligt noch %2: diese zuerst einem anderen Befehlshaber unterstellen oder herausnehmen</translation>
    </message>
    <message>
        <source>%1&apos;s card is taken out of the deck</source>
        <translation>Die Karte von %1 wird aus dem Stapel genommen</translation>
    </message>
    <message>
        <source>Umpire: %1 taken out of the battle%2</source>
        <translation>Schiedsrichter: %1 aus der Schlacht genommen%2</translation>
    </message>
    <message>
        <source>reroll: entry %1 is not the test just undone, %2 by %3</source>
        <translation>reroll: Eintrag %1 ist nicht der eben zurückgenommene Test, %2 durch %3</translation>
    </message>
    <message>
        <source>%1 has no re-roll &quot;%2&quot;</source>
        <translation>%1 hat keinen Neuwurf „%2“</translation>
    </message>
    <message>
        <source>Rolled again (entry %1), %2: %3</source>
        <translation>Neu gewürfelt (Eintrag %1), %2: %3</translation>
    </message>
    <message>
        <source>%1 is given with a test rolled again, not on its own</source>
        <translation>%1 wird mit einem neu gewürfelten Test gegeben, nicht für sich allein</translation>
    </message>
    <message>
        <source>the last entry is no test to roll again</source>
        <translation>der letzte Eintrag ist kein Test, der neu gewürfelt werden kann</translation>
    </message>
    <message>
        <source>owed test %1 taken (%2)</source>
        <translation>geschuldeter Test %1 abgelegt (%2)</translation>
    </message>
    <message>
        <source>no test is owed as number %1</source>
        <translation>kein Test ist unter Nummer %1 geschuldet</translation>
    </message>
    <message>
        <source>owed test %1 is %2</source>
        <translation>geschuldeter Test %1 ist %2</translation>
    </message>
    <message>
        <source>%1 is owed: only the umpire may pass it over, giving a reason as &quot;reason&quot;</source>
        <translation>%1 ist geschuldet: nur der Schiedsrichter darf ihn übergehen, mit einer Begründung als &quot;reason&quot;</translation>
    </message>
    <message>
        <source>Umpire: %1 passed over (%2)</source>
        <translation>Schiedsrichter: %1 übergangen (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 owed</source>
        <translation>%1 geschuldet</translation>
    </message>
    <message>
        <source>reroll: entry %1 was itself rolled again, and the new roll stands</source>
        <translation>reroll: Eintrag %1 wurde selbst schon neu gewürfelt, und der neue Wurf gilt</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 is counted from the unit&apos;s figures: correct the figure instead (&quot;figure&quot;)</source>
        <translation>%1 wird aus den Figuren der Einheit gezählt: Korrigieren Sie stattdessen die Figur (&quot;figure&quot;)</translation>
    </message>
    <message>
        <source>%1 has no figure &quot;%2&quot;</source>
        <translation>%1 hat keine Figur &quot;%2&quot;</translation>
    </message>
    <message>
        <source>role: &quot;%1&quot; is not a figure&apos;s role in %2</source>
        <translation>role: &quot;%1&quot; ist keine Rolle einer Figur in %2</translation>
    </message>
    <message>
        <source>Umpire: %1: %2 set to %3%4</source>
        <translation>Schiedsrichter: %1: %2 auf %3 gesetzt%4</translation>
    </message>
    <message>
        <source>role</source>
        <translation>Rolle</translation>
    </message>
</context>
<context>
    <name>BattleFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>there is no file %1</source>
        <translation>es gibt keine Datei %1</translation>
    </message>
    <message>
        <source>%1 is not a file</source>
        <translation>%1 ist keine Datei</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB, far more than any battle: is it the right file?</source>
        <translation>%1 ist größer als %2 MB, weit mehr als jede Schlacht: ist es die richtige Datei?</translation>
    </message>
    <message>
        <source>%1: journal entry %2 is damaged</source>
        <translation>%1: Tagebucheintrag %2 ist beschädigt</translation>
    </message>
    <message>
        <source>%1: journal entry %2 appears a second time</source>
        <translation>%1: Tagebucheintrag %2 erscheint ein zweites Mal</translation>
    </message>
    <message>
        <source>%1: the journal&apos;s entries are out of order: entry %2 comes before entry %3</source>
        <translation>%1: die Einträge des Tagebuchs sind durcheinander: Eintrag %2 steht vor Eintrag %3</translation>
    </message>
    <message>
        <source>%1: journal entry %2 is missing</source>
        <translation>%1: Tagebucheintrag %2 fehlt</translation>
    </message>
    <message numerus="yes">
        <source>%n journal entr(y/ies) from there on could not be kept</source>
        <translation>
            <numerusform>%n Tagebucheintrag ab dort konnte nicht erhalten werden</numerusform>
            <numerusform>%n Tagebucheinträge ab dort konnten nicht erhalten werden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not an Adjutant battle (no format, ruleset and scenario)</source>
        <translation>%1 ist keine Adjutant-Schlacht (kein Format, Regelwerk und Szenario)</translation>
    </message>
    <message>
        <source>%1: its header (order of battle, options, deck, seed) does not match its checksum: it was changed after it was saved</source>
        <translation>%1: sein Kopf (Schlachtordnung, Optionen, Stapel, Startwert) passt nicht zur Prüfsumme: er wurde nach dem Speichern verändert</translation>
    </message>
    <message>
        <source>%1: its journal does not match its checksum</source>
        <translation>%1: sein Tagebuch passt nicht zur Prüfsumme</translation>
    </message>
    <message>
        <source>%1 is damaged (%2 at byte %3)</source>
        <translation>%1 ist beschädigt (%2 bei Byte %3)</translation>
    </message>
    <message>
        <source>%1 is not an Adjutant battle</source>
        <translation>%1 ist keine Adjutant-Schlacht</translation>
    </message>
    <message>
        <source>%1 was changed by another program while the battle was open; reopen the battle</source>
        <translation>%1 wurde von einem anderen Programm geändert, während die Schlacht offen war; öffnen Sie die Schlacht erneut</translation>
    </message>
    <message>
        <source>%1 does not start with a copy of the battle</source>
        <translation>%1 beginnt nicht mit einer Kopie der Schlacht</translation>
    </message>
    <message>
        <source>%1 is older than the journal beside it; the battle was taken from %2</source>
        <translation>%1 ist älter als das Tagebuch daneben; die Schlacht wurde aus %2 genommen</translation>
    </message>
    <message>
        <source>the battle was rebuilt from the copy in %1</source>
        <translation>die Schlacht wurde aus der Kopie in %1 wiederhergestellt</translation>
    </message>
    <message>
        <source>%1 has no intact copy to compare with: the battle was read as it is; check its order of battle</source>
        <translation>%1 hat keine unversehrte Kopie zum Vergleich: die Schlacht wurde so gelesen, wie sie ist; prüfen Sie ihre Schlachtordnung</translation>
    </message>
    <message>
        <source>there is no battle file %1</source>
        <translation>es gibt keine Schlachtdatei %1</translation>
    </message>
    <message>
        <source>%1 holds no copy of it</source>
        <translation>%1 enthält keine Kopie davon</translation>
    </message>
    <message>
        <source>%1: %2; it was never acknowledged, so nothing is lost</source>
        <translation>%1: %2; es wurde nie bestätigt, also geht nichts verloren</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2; the %n record(s) before it are kept</source>
        <translation>
            <numerusform>%1: %2; der %n Datensatz davor bleibt erhalten</numerusform>
            <numerusform>%1: %2; die %n Datensätze davor bleiben erhalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) from there on could not be kept</source>
        <translation>
            <numerusform>%n Datensatz ab dort konnte nicht erhalten werden</numerusform>
            <numerusform>%n Datensätze ab dort konnten nicht erhalten werden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2; it will be written afresh</source>
        <translation>%1: %2; es wird neu geschrieben</translation>
    </message>
    <message>
        <source>the battle&apos;s order of battle is damaged</source>
        <translation>die Schlachtordnung der Schlacht ist beschädigt</translation>
    </message>
    <message numerus="yes">
        <source>%1: journal entry %2 is missing; %n record(s) from there on could not be kept</source>
        <translation>
            <numerusform>%1: Tagebucheintrag %2 fehlt; %n Datensatz ab dort konnte nicht erhalten werden</numerusform>
            <numerusform>%1: Tagebucheintrag %2 fehlt; %n Datensätze ab dort konnten nicht erhalten werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the battle goes on from entry %1; %n later entr(y/ies) could not be kept</source>
        <translation>
            <numerusform>die Schlacht geht ab Eintrag %1 weiter; %n späterer Eintrag konnte nicht erhalten werden</numerusform>
            <numerusform>die Schlacht geht ab Eintrag %1 weiter; %n spätere Einträge konnten nicht erhalten werden</numerusform>
        </translation>
    </message>
    <message>
        <source>the battle&apos;s ruleset &quot;%1&quot; cannot be loaded</source>
        <translation>das Regelwerk &quot;%1&quot; der Schlacht kann nicht geladen werden</translation>
    </message>
    <message>
        <source>saved with %1 version %2; this is version %3</source>
        <translation>gespeichert mit %1 Version %2; dies ist Version %3</translation>
    </message>
    <message>
        <source>replaying the journal does not give the state recorded at entry %1</source>
        <translation>das Nachspielen des Tagebuchs ergibt nicht den bei Eintrag %1 festgehaltenen Zustand</translation>
    </message>
</context>
<context>
    <name>BattleFolderMove</name>
    <message>
        <source>%1 is there already, and not a folder</source>
        <translation>%1 gibt es schon, und es ist kein Ordner</translation>
    </message>
    <message>
        <source>%1 is there already</source>
        <translation>%1 gibt es schon</translation>
    </message>
    <message>
        <source>the battle is open in Adjutant</source>
        <translation>die Schlacht ist in Adjutant geöffnet</translation>
    </message>
    <message>
        <source>%1: the folder cannot be made</source>
        <translation>%1: der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Adjutant keeps battles in %1 now. The files below could not be moved there, so they are still here, as they were; nothing was overwritten. Open them with &apos;Open a battle...&apos;, or move them yourself (a battle with the files named after it). Adjutant tries again each time it starts, and removes this note once everything is moved.

</source>
        <translation>Adjutant bewahrt Schlachten jetzt in %1 auf. Die Dateien unten konnten nicht dorthin verschoben werden; sie liegen also noch hier, unverändert, und nichts wurde überschrieben. Öffnen Sie sie mit „Schlacht öffnen…“ oder verschieben Sie sie selbst (eine Schlacht mit den nach ihr benannten Dateien). Adjutant versucht es bei jedem Start erneut und entfernt diesen Hinweis, sobald alles verschoben ist.

</translation>
    </message>
</context>
<context>
    <name>BattlePage</name>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1: %2 gegen %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>‹ Home</source>
        <translation>‹ Start</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Tagebuch</translation>
    </message>
    <message>
        <source>Add unit…</source>
        <translation>Einheit hinzufügen…</translation>
    </message>
    <message>
        <source>A unit joins the battle (a reinforcement)</source>
        <translation>Eine Einheit stößt zur Schlacht (Verstärkung)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation>Schlachtordnung</translation>
    </message>
    <message>
        <source>Order of battle…</source>
        <translation>Schlachtordnung…</translation>
    </message>
    <message>
        <source>Edit the order of battle in play; every change is journaled</source>
        <translation>Die Schlachtordnung im Spiel bearbeiten; jede Änderung kommt ins Journal</translation>
    </message>
</context>
<context>
    <name>BattleProblemDialog</name>
    <message>
        <source>Open read-only</source>
        <translation>Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>BattleTitle</name>
    <message>
        <source>%1, played with %2</source>
        <translation>%1, gespielt nach %2</translation>
    </message>
</context>
<context>
    <name>BoundedFile</name>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <source>the file is larger than %1, the most Adjutant reads</source>
        <translation>die Datei ist größer als %1, das Höchste, was Adjutant liest</translation>
    </message>
    <message>
        <source>cannot read the file: no such file</source>
        <translation>die Datei kann nicht gelesen werden: keine solche Datei</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>dies ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>this is not a plain file (a device, a pipe or a socket)</source>
        <translation>dies ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket)</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>ChargeFlowView</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1&quot;</source>
        <translation>%1&quot;</translation>
    </message>
    <message>
        <source>%1 sheet</source>
        <translation>Blatt %1</translation>
    </message>
    <message>
        <source>Response…</source>
        <translation>Reaktion…</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Ändern…</translation>
    </message>
    <message>
        <source>Choose another response</source>
        <translation>Eine andere Reaktion wählen</translation>
    </message>
    <message>
        <source>Change the target or the distance</source>
        <translation>Ziel oder Entfernung ändern</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Charge which unit? (or tap it in the order of battle)</source>
        <translation>Welche Einheit angreifen? (oder in der Schlachtordnung antippen)</translation>
    </message>
    <message>
        <source>Charge %1</source>
        <translation>%1 angreifen</translation>
    </message>
    <message>
        <source>Charging %1</source>
        <translation>Greift %1 an</translation>
    </message>
    <message>
        <source>Other unit…</source>
        <translation>Andere Einheit…</translation>
    </message>
    <message>
        <source>Fewer: %1</source>
        <translation>Weniger: %1</translation>
    </message>
    <message>
        <source>More: %1</source>
        <translation>Mehr: %1</translation>
    </message>
    <message>
        <source>%1 responds (%2):</source>
        <translation>%1 reagiert (%2):</translation>
    </message>
    <message>
        <source>%1 responds:</source>
        <translation>%1 reagiert:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, not offered: %2</source>
        <translation>%1, nicht angeboten: %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Distance</source>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>– inches</source>
        <translation>– Zoll</translation>
    </message>
    <message>
        <source>Distance: %1</source>
        <translation>Entfernung: %1</translation>
    </message>
    <message>
        <source>Distance digit %1</source>
        <translation>Ziffer %1 der Entfernung</translation>
    </message>
    <message>
        <source>Take back the last digit</source>
        <translation>Die letzte Ziffer zurücknehmen</translation>
    </message>
    <message>
        <source>Declare the charge</source>
        <translation>Den Angriff ansagen</translation>
    </message>
    <message>
        <source>Ending: %1</source>
        <translation>Ausgang: %1</translation>
    </message>
    <message>
        <source>Applied and written to the journal as one entry.</source>
        <translation>Angewandt und als ein Eintrag ins Tagebuch geschrieben.</translation>
    </message>
    <message>
        <source>Faces so far: %1</source>
        <translation>Bisherige Augenzahlen: %1</translation>
    </message>
    <message>
        <source>No faces yet</source>
        <translation>Noch keine Augenzahlen</translation>
    </message>
    <message>
        <source>d%1?</source>
        <translation>W%1?</translation>
    </message>
    <message>
        <source>Take back the last face</source>
        <translation>Die letzte Augenzahl zurücknehmen</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Skip this test (umpire)</source>
        <translation>Diesen Test überspringen (Schiedsrichter)</translation>
    </message>
    <message>
        <source>Roll the rest</source>
        <translation>Den Rest würfeln</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Dice to come</source>
        <translation>Noch zu würfeln</translation>
    </message>
    <message>
        <source>Fighting which unit? (or tap it in the order of battle)</source>
        <translation>Gegen welche Einheit? (oder in der Schlachtordnung antippen)</translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation>%1: %2. %3</translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation>Warum? %1</translation>
    </message>
    <message>
        <source>Apply now, owe the rest</source>
        <translation>Jetzt anwenden, Rest schulden</translation>
    </message>
    <message>
        <source>Applies the charge as it stands; the tests it triggers that no die has reached yet join the tests owed</source>
        <translation>Wendet den Angriff an, wie er steht; die Tests, die er auslöst und die noch kein Würfel erreicht hat, kommen zu den geschuldeten Tests</translation>
    </message>
</context>
<context>
    <name>CheckedJson</name>
    <message>
        <source>and %1 more mistakes, not listed; fix these first</source>
        <translation>und %1 weitere Fehler, nicht aufgeführt; beheben Sie zuerst diese</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>ein Objekt erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>unknown key; allowed here: %1</source>
        <translation>unbekannter Schlüssel; hier erlaubt: %1</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is required</source>
        <translation>der Schlüssel &quot;%1&quot; ist Pflicht</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, not %3</source>
        <translation>eine ganze Zahl von %1 bis %2 erwartet, nicht %3</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>Text erwartet, %1 gefunden</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Answer in JSON, for scripts.</source>
        <translation>In JSON antworten, für Skripte.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe zeigen.</translation>
    </message>
    <message>
        <source>--%1 needs a whole number, not &apos;%2&apos;</source>
        <translation>--%1 braucht eine ganze Zahl, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>Roll a dice expression and show every die.</source>
        <translation>Einen Würfelausdruck würfeln und jeden Würfel zeigen.</translation>
    </message>
    <message>
        <source>Dice such as 2d6+1, 4d10kh3, d66 or the pool 3d10&gt;=5.</source>
        <translation>Würfel wie 2d6+1, 4d10kh3, d66 oder der Pool 3d10&gt;=5.</translation>
    </message>
    <message>
        <source>Seed for the random source (reproducible).</source>
        <translation>Startwert für den Zufall (wiederholbar).</translation>
    </message>
    <message>
        <source>Use faces read off real dice instead of rolling, e.g. &quot;3 0 7&quot;.</source>
        <translation>Augenzahlen echter Würfel verwenden statt zu würfeln, z. B. &quot;3 0 7&quot;.</translation>
    </message>
    <message>
        <source>give exactly one dice expression</source>
        <translation>geben Sie genau einen Würfelausdruck an</translation>
    </message>
    <message>
        <source>--seed and --faces exclude each other</source>
        <translation>--seed und --faces schließen einander aus</translation>
    </message>
    <message>
        <source>--seed needs a whole number from 0 to 18446744073709551615</source>
        <translation>--seed braucht eine ganze Zahl von 0 bis 18446744073709551615</translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n Erfolg</numerusform>
            <numerusform>%n Erfolge</numerusform>
        </translation>
    </message>
    <message>
        <source>(seed %1)</source>
        <translation>(Startwert %1)</translation>
    </message>
    <message>
        <source>The exact probability of every outcome of a dice expression. For a pool such as 3d10&gt;=5 the outcome is the number of successes. With --ruleset, --test and --situation: the odds of each outcome of a test (see &apos;help resolve&apos;).</source>
        <translation>Die genaue Wahrscheinlichkeit jedes Ergebnisses eines Würfelausdrucks. Bei einem Pool wie 3d10&gt;=5 ist das Ergebnis die Zahl der Erfolge. Mit --ruleset, --test und --situation: die Chancen jedes Ergebnisses eines Tests (siehe &apos;help resolve&apos;).</translation>
    </message>
    <message>
        <source>Dice such as 2d6, 3d10kl1 or 3d10&gt;=5.</source>
        <translation>Würfel wie 2d6, 3d10kl1 oder 3d10&gt;=5.</translation>
    </message>
    <message>
        <source>Only the chance of N or more.</source>
        <translation>Nur die Chance auf N oder mehr.</translation>
    </message>
    <message>
        <source>Only the chance of N or less.</source>
        <translation>Nur die Chance auf N oder weniger.</translation>
    </message>
    <message>
        <source>--at-least and --at-most exclude each other</source>
        <translation>--at-least und --at-most schließen einander aus</translation>
    </message>
    <message>
        <source>%1: %2 or more: %3</source>
        <translation>%1: %2 oder mehr: %3</translation>
    </message>
    <message>
        <source>%1: %2 or less: %3</source>
        <translation>%1: %2 oder weniger: %3</translation>
    </message>
    <message>
        <source>%1  %2  %3  %4
</source>
        <translation>%1  %2  %3  %4
</translation>
    </message>
    <message>
        <source>successes</source>
        <translation>Erfolge</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>genau</translation>
    </message>
    <message>
        <source>or more</source>
        <translation>oder mehr</translation>
    </message>
    <message>
        <source>or less</source>
        <translation>oder weniger</translation>
    </message>
    <message>
        <source>mean %1</source>
        <translation>Mittel %1</translation>
    </message>
    <message>
        <source>Casualties from a chained test on d10s: each die that scores 5+ after the hit modifier is a hit; each hit forces a save at 5+ after the save modifier; each failed save is a casualty. A natural 10 always passes and a natural 1 always fails. Casualties from the cap on count as the cap (the unit is removed).</source>
        <translation>Verluste aus einem verketteten Test mit W10: jeder Würfel, der nach dem Treffermodifikator 5+ zeigt, ist ein Treffer; jeder Treffer erzwingt einen Rettungswurf auf 5+ nach dem Rettungsmodifikator; jeder misslungene Rettungswurf ist ein Verlust. Eine natürliche 10 gelingt immer, eine natürliche 1 misslingt immer. Verluste ab der Obergrenze zählen als die Obergrenze (die Einheit wird entfernt).</translation>
    </message>
    <message>
        <source>Dice rolled to hit (0 to 1000).</source>
        <translation>Würfel für Treffer (0 bis 1000).</translation>
    </message>
    <message>
        <source>Total modifier on each hit die.</source>
        <translation>Gesamtmodifikator auf jeden Trefferwürfel.</translation>
    </message>
    <message>
        <source>Total modifier on each save die.</source>
        <translation>Gesamtmodifikator auf jeden Rettungswürfel.</translation>
    </message>
    <message>
        <source>Casualties at which the unit is removed.</source>
        <translation>Verluste, bei denen die Einheit entfernt wird.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>--%1 ist Pflicht</translation>
    </message>
    <message>
        <source>--dice must be from 0 to 1000</source>
        <translation>--dice muss zwischen 0 und 1000 liegen</translation>
    </message>
    <message>
        <source>--cap must be 0 or more</source>
        <translation>--cap muss 0 oder mehr sein</translation>
    </message>
    <message>
        <source>--%1 must be from -100 to 100, not %2</source>
        <translation>--%1 muss zwischen -100 und 100 liegen, nicht %2</translation>
    </message>
    <message numerus="yes">
        <source>%n die/dice to hit at %1 each; each hit saved at %2; cap %3
</source>
        <translation>
            <numerusform>%n Würfel für Treffer mit je %1; jeder Treffer gerettet mit %2; Obergrenze %3
</numerusform>
            <numerusform>%n Würfel für Treffer mit je %1; jeder Treffer gerettet mit %2; Obergrenze %3
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (removed)</source>
        <translation>%1 (entfernt)</translation>
    </message>
    <message>
        <source>%1 casualties: %2
</source>
        <translation>%1 Verluste: %2
</translation>
    </message>
    <message>
        <source>expected casualties %1</source>
        <translation>erwartete Verluste %1</translation>
    </message>
    <message>
        <source>Roll dice, or check faces read off real dice.</source>
        <translation>Würfeln oder Augenzahlen echter Würfel prüfen.</translation>
    </message>
    <message>
        <source>Exact odds of every outcome of a dice expression.</source>
        <translation>Genaue Chancen jedes Ergebnisses eines Würfelausdrucks.</translation>
    </message>
    <message>
        <source>Odds of casualties from hits that each force a save.</source>
        <translation>Chancen für Verluste aus Treffern, die je einen Rettungswurf erzwingen.</translation>
    </message>
    <message>
        <source>Usage: adjutant-cli COMMAND [OPTIONS]

Adjutant&apos;s staff work without a screen: dice, odds, rulesets and their tests, battles and their journals.

Commands:
</source>
        <translation>Aufruf: adjutant-cli BEFEHL [OPTIONEN]

Adjutants Stabsarbeit ohne Bildschirm: Würfel, Chancen, Regelwerke und ihre Tests, Schlachten und ihre Tagebücher.

Befehle:
</translation>
    </message>
    <message>
        <source>
&apos;adjutant-cli help COMMAND&apos; or &apos;adjutant-cli COMMAND --help&apos; explains one command. Every command takes --json.
Exit status: 0 done, 1 a check found problems, 2 bad arguments.</source>
        <translation>
&apos;adjutant-cli help BEFEHL&apos; oder &apos;adjutant-cli BEFEHL --help&apos; erklärt einen Befehl. Jeder Befehl nimmt --json.
Exit-Status: 0 erledigt, 1 eine Prüfung fand Probleme, 2 falsche Argumente.</translation>
    </message>
    <message>
        <source>adjutant-cli: unknown command &apos;%1&apos;; &apos;adjutant-cli --help&apos; lists them</source>
        <translation>adjutant-cli: unbekannter Befehl &apos;%1&apos;; &apos;adjutant-cli --help&apos; listet sie auf</translation>
    </message>
    <message>
        <source>dice from %1</source>
        <translation>Würfel aus %1</translation>
    </message>
    <message>
        <source>dice chosen by the unit</source>
        <translation>Würfel nach Wahl der Einheit</translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation>Wertung %1</translation>
    </message>
    <message>
        <source> per %1</source>
        <translation> je %1</translation>
    </message>
    <message>
        <source>
Options (--option KEY=VALUE):
</source>
        <translation>
Optionen (--option SCHLÜSSEL=WERT):
</translation>
    </message>
    <message>
        <source>
Ratings:
</source>
        <translation>
Wertungen:
</translation>
    </message>
    <message>
        <source>
Unit state fields:
</source>
        <translation>
Zustandsfelder der Einheit:
</translation>
    </message>
    <message>
        <source>, at most the type&apos;s %1</source>
        <translation>, höchstens %1 des Typs</translation>
    </message>
    <message>
        <source>
Unit types:
</source>
        <translation>
Einheitentypen:
</translation>
    </message>
    <message>
        <source>
Movement (inches):
</source>
        <translation>
Bewegung (Zoll):
</translation>
    </message>
    <message>
        <source>
Weapons (inches):
</source>
        <translation>
Waffen (Zoll):
</translation>
    </message>
    <message>
        <source>
Tests:
</source>
        <translation>
Tests:
</translation>
    </message>
    <message>
        <source> when %1</source>
        <translation> wenn %1</translation>
    </message>
    <message>
        <source>
Tables:
</source>
        <translation>
Tabellen:
</translation>
    </message>
    <message>
        <source>lookup</source>
        <translation>Nachschlagen</translation>
    </message>
    <message>
        <source>
Charges (the first rule that fits decides):
</source>
        <translation>
Angriffe (die erste passende Regel entscheidet):
</translation>
    </message>
    <message>
        <source>
Activation deck (draw %1):
</source>
        <translation>
Aktivierungsstapel (%1 ziehen):
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
        <translation>Löst einen Test eines Regelwerks in einer Lage auf: jeden Modifikator mit seinem Grund, die Summe, was
nötig ist, die Würfel, das Ergebnis, seine Wirkungen und der Reihe nach die Folgetests. Folgetests
werden aufgelöst, solange Augenzahlen reichen (--dice, in der Reihenfolge, in der die Kette sie liest: die
eigenen Würfel des Tests, dann die jedes Folgetests); die übrigen werden als offen gemeldet, mit ihren Chancen.
--seed würfelt stattdessen jeden Würfel mit dem Zufallsgenerator der App.

Die Lage (eine Datei, oder - für die Standardeingabe) ist JSON:
  {&quot;actor&quot;:  {&quot;id&quot;: &quot;1st-foot&quot;, &quot;type&quot;: &quot;infantry&quot;, &quot;fire&quot;: &quot;C&quot;, &quot;casualties&quot;: 1},
   &quot;target&quot;: {&quot;id&quot;: &quot;45e&quot;, &quot;type&quot;: &quot;infantry&quot;},
   &quot;ticked&quot;: [&quot;enfilade&quot;],                       Schalter, für jeden Test der Kette
   &quot;chosen&quot;: {&quot;target-cover&quot;: &quot;soft&quot;},           Entweder-oder-Modifikatoren
   &quot;tests&quot;:  {&quot;save-hit&quot;: {&quot;chosen&quot;: {&quot;cover&quot;: &quot;soft&quot;}}},   nur für einen Test
   &quot;inputs&quot;: {&quot;chargeDistance&quot;: 8},
   &quot;options&quot;: {&quot;wounds-check&quot;: &quot;per-casualty&quot;}}
Weggelassene Felder nehmen die Vorgaben des Regelwerks (&apos;adjutant-cli describe REGELWERK&apos; listet sie).

JSON-Antwort (--json), Schlüssel bleiben stabil:
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
Chancen, deren genaue Berechnung zu aufwendig ist, werden aus simulierten Würfen geschätzt (mit
einem Startwert aus der Frage, so dass dieselbe Frage dieselbe Antwort bekommt): exact ist false,
simulatedRuns sagt, wie viele, und low und high begrenzen das 95-%-Intervall jeder Chance (beide
gleich der Chance, wenn sie genau ist); oddsLeftOut: die Schätzungen der Kette hatten ihren Anteil
an der Arbeit schon verbraucht.
Exit-Status: 0 aufgelöst (vollständig oder offen), 1 das Regelwerk ist fehlerhaft, 2 falsche Argumente.</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>a situation is a few KB</source>
        <translation>eine Lage umfasst wenige KB</translation>
    </message>
    <message>
        <source>cannot read the situation from standard input</source>
        <translation>die Lage kann nicht von der Standardeingabe gelesen werden</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>  total %1: %2
</source>
        <translation>  Summe %1: %2
</translation>
    </message>
    <message>
        <source> against %1</source>
        <translation> gegen %1</translation>
    </message>
    <message>
        <source>  dice %1 → %2%3
</source>
        <translation>  Würfel %1 → %2%3
</translation>
    </message>
    <message>
        <source>waiting for dice: %1 × %2 — %3%4
</source>
        <translation>warte auf Würfel: %1 × %2 — %3%4
</translation>
    </message>
    <message>
        <source>List the rulesets: those built in, and the umpire&apos;s own in %1.</source>
        <translation>Die Regelwerke auflisten: die eingebauten und die eigenen des Schiedsrichters in %1.</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>eingebaut</translation>
    </message>
    <message>
        <source>Your own rulesets go in %1</source>
        <translation>Ihre eigenen Regelwerke gehören nach %1</translation>
    </message>
    <message>
        <source>Check a ruleset or scenario file. Every problem is printed as file:line: field: message; the exit status is 1 if there are any.</source>
        <translation>Eine Regelwerk- oder Szenariodatei prüfen. Jedes Problem wird als Datei:Zeile: Feld: Meldung ausgegeben; der Exit-Status ist 1, wenn es welche gibt.</translation>
    </message>
    <message>
        <source>A ruleset file (JSON).</source>
        <translation>Eine Regelwerkdatei (JSON).</translation>
    </message>
    <message>
        <source>give one ruleset file</source>
        <translation>geben Sie eine Regelwerkdatei an</translation>
    </message>
    <message numerus="yes">
        <source>%1: ok — scenario %2 for %3, %n unit(s) and commander(s)</source>
        <translation>
            <numerusform>%1: in Ordnung — Szenario %2 für %3, %n Einheit oder Befehlshaber</numerusform>
            <numerusform>%1: in Ordnung — Szenario %2 für %3, %n Einheiten und Befehlshaber</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: ok — %2 %3, %4 tests, %5 tables, %6 options</source>
        <translation>%1: in Ordnung — %2 %3, %4 Tests, %5 Tabellen, %6 Optionen</translation>
    </message>
    <message>
        <source>Describe a ruleset: options, ratings, unit types and their numbers, state fields, formations, movement, weapons, tests with every modifier, tables, charge rules and the activation deck.</source>
        <translation>Ein Regelwerk beschreiben: Optionen, Wertungen, Einheitentypen und ihre Zahlen, Zustandsfelder, Formationen, Bewegung, Waffen, Tests mit jedem Modifikator, Tabellen, Angriffsregeln und den Aktivierungsstapel.</translation>
    </message>
    <message>
        <source>A ruleset id or file.</source>
        <translation>Eine Regelwerk-ID oder -Datei.</translation>
    </message>
    <message>
        <source>give one ruleset id or file</source>
        <translation>geben Sie eine Regelwerk-ID oder -Datei an</translation>
    </message>
    <message>
        <source>no battle file %1</source>
        <translation>keine Schlachtdatei %1</translation>
    </message>
    <message>
        <source>adjutant-cli %1: warning: %2</source>
        <translation>adjutant-cli %1: Warnung: %2</translation>
    </message>
    <message>
        <source>adjutant-cli %1: %2</source>
        <translation>adjutant-cli %1: %2</translation>
    </message>
    <message>
        <source>%1 — %2, turn %3
</source>
        <translation>%1 — %2, Zug %3
</translation>
    </message>
    <message numerus="yes">
        <source>Last drawn: %1; %n card(s) left
</source>
        <translation>
            <numerusform>Zuletzt gezogen: %1; noch %n Karte
</numerusform>
            <numerusform>Zuletzt gezogen: %1; noch %n Karten
</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
    <message>
        <source>Phase: %1%2
</source>
        <translation>Phase: %1%2
</translation>
    </message>
    <message>
        <source> REMOVED</source>
        <translation> ENTFERNT</translation>
    </message>
    <message>
        <source>For the table: %1</source>
        <translation>Für den Tisch: %1</translation>
    </message>
    <message>
        <source>Start a battle from a ruleset and a scenario, saved to FILE (and FILE.journal beside it).</source>
        <translation>Eine Schlacht aus einem Regelwerk und einem Szenario beginnen, gespeichert in DATEI (und DATEI.journal daneben).</translation>
    </message>
    <message>
        <source>Ruleset id or file.</source>
        <translation>ID oder Datei des Regelwerks.</translation>
    </message>
    <message>
        <source>Scenario file, or a built-in demo such as kgcwo-demo.</source>
        <translation>Szenariodatei oder eine eingebaute Demo wie kgcwo-demo.</translation>
    </message>
    <message>
        <source>The battle file to write.</source>
        <translation>Die zu schreibende Schlachtdatei.</translation>
    </message>
    <message>
        <source>Seed for the app&apos;s dice and shuffles.</source>
        <translation>Startwert für die Würfel und das Mischen der App.</translation>
    </message>
    <message>
        <source>Interpretation option (repeatable).</source>
        <translation>Auslegungsoption (wiederholbar).</translation>
    </message>
    <message>
        <source>give a ruleset and a scenario</source>
        <translation>geben Sie ein Regelwerk und ein Szenario an</translation>
    </message>
    <message>
        <source>-o FILE is required</source>
        <translation>-o DATEI ist Pflicht</translation>
    </message>
    <message>
        <source>the scenario is written for %1, not %2</source>
        <translation>das Szenario ist für %1 geschrieben, nicht für %2</translation>
    </message>
    <message>
        <source>%1 already exists; new never writes over a battle: choose another name</source>
        <translation>%1 gibt es schon; new überschreibt nie eine Schlacht: wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>adjutant-cli new: %1</source>
        <translation>adjutant-cli new: %1</translation>
    </message>
    <message>
        <source>The battle file.</source>
        <translation>Die Schlachtdatei.</translation>
    </message>
    <message>
        <source>The action as JSON, or - to read it.</source>
        <translation>Die Aktion als JSON, oder - zum Einlesen.</translation>
    </message>
    <message>
        <source>give a battle file and an action</source>
        <translation>geben Sie eine Schlachtdatei und eine Aktion an</translation>
    </message>
    <message>
        <source>the action on standard input is larger than a megabyte</source>
        <translation>die Aktion auf der Standardeingabe ist größer als ein Megabyte</translation>
    </message>
    <message>
        <source>the action is not a JSON object: %1 at character %2</source>
        <translation>die Aktion ist kein JSON-Objekt: %1 bei Zeichen %2</translation>
    </message>
    <message>
        <source>the action is not a JSON object: it must look like {&quot;kind&quot;:&quot;draw&quot;}</source>
        <translation>die Aktion ist kein JSON-Objekt: sie muss wie {&quot;kind&quot;:&quot;draw&quot;} aussehen</translation>
    </message>
    <message>
        <source>adjutant-cli play: warning: %1</source>
        <translation>adjutant-cli play: Warnung: %1</translation>
    </message>
    <message>
        <source>Save what can be kept of a damaged battle as a new one.</source>
        <translation>Speichern, was sich von einer beschädigten Schlacht retten lässt, als neue Schlacht.</translation>
    </message>
    <message>
        <source>adjutant-cli play: %1</source>
        <translation>adjutant-cli play: %1</translation>
    </message>
    <message>
        <source>adjutant-cli play: &apos;adjutant-cli recover %1&apos; saves what can be kept as a new battle</source>
        <translation>adjutant-cli play: &apos;adjutant-cli recover %1&apos; speichert, was sich retten lässt, als neue Schlacht</translation>
    </message>
    <message>
        <source>Show a battle: turn, deck or phase, every unit&apos;s state, and the journal with --journal.</source>
        <translation>Eine Schlacht zeigen: Zug, Stapel oder Phase, den Zustand jeder Einheit und mit --journal das Tagebuch.</translation>
    </message>
    <message>
        <source>List the journal too (undone entries marked).</source>
        <translation>Auch das Tagebuch auflisten (rückgängig gemachte Einträge markiert).</translation>
    </message>
    <message>
        <source>give a battle file</source>
        <translation>geben Sie eine Schlachtdatei an</translation>
    </message>
    <message>
        <source>Journal:</source>
        <translation>Tagebuch:</translation>
    </message>
    <message>
        <source>  (undone)</source>
        <translation>  (rückgängig gemacht)</translation>
    </message>
    <message>
        <source>Rebuild a battle from its scenario and journal, rolling nothing; --verify compares every entry&apos;s recorded state with the replay (exit 1 on a difference).</source>
        <translation>Eine Schlacht aus Szenario und Tagebuch neu aufbauen, ohne zu würfeln; --verify vergleicht den festgehaltenen Zustand jedes Eintrags mit dem Nachspiel (Exit 1 bei einem Unterschied).</translation>
    </message>
    <message>
        <source>Check each entry&apos;s recorded state.</source>
        <translation>Den festgehaltenen Zustand jedes Eintrags prüfen.</translation>
    </message>
    <message numerus="yes">
        <source>replayed %n entr(y/ies), %1 checked: the same state (%2)</source>
        <translation>
            <numerusform>%n Eintrag nachgespielt, %1 geprüft: derselbe Zustand (%2)</numerusform>
            <numerusform>%n Einträge nachgespielt, %1 geprüft: derselbe Zustand (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save what can be kept of a damaged battle as a new battle (FILE-recovered.adjutant beside it, or -o NEW). The damaged files are only read, and every problem found is listed.</source>
        <translation>Speichern, was sich von einer beschädigten Schlacht retten lässt, als neue Schlacht (DATEI-recovered.adjutant daneben, oder -o NEU). Die beschädigten Dateien werden nur gelesen, und jedes gefundene Problem wird aufgeführt.</translation>
    </message>
    <message>
        <source>The new battle file to write.</source>
        <translation>Die zu schreibende neue Schlachtdatei.</translation>
    </message>
    <message>
        <source>%1 already exists: choose another name</source>
        <translation>%1 gibt es schon: wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <source>adjutant-cli recover: %1</source>
        <translation>adjutant-cli recover: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n journal entr(y/ies) kept</source>
        <translation>
            <numerusform>%1: %n Tagebucheintrag erhalten</numerusform>
            <numerusform>%1: %n Tagebucheinträge erhalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Start a battle from a ruleset and a scenario.</source>
        <translation>Eine Schlacht aus einem Regelwerk und einem Szenario beginnen.</translation>
    </message>
    <message>
        <source>Apply an action to a battle; journaled at once.</source>
        <translation>Eine Aktion auf eine Schlacht anwenden; sofort im Tagebuch.</translation>
    </message>
    <message>
        <source>Turn, deck or phase, and every unit&apos;s state.</source>
        <translation>Zug, Stapel oder Phase und der Zustand jeder Einheit.</translation>
    </message>
    <message>
        <source>Rebuild a battle from its journal; --verify checks it.</source>
        <translation>Eine Schlacht aus ihrem Tagebuch neu aufbauen; --verify prüft sie.</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>%1:%2: column %3: %4</source>
        <translation>%1:%2: Spalte %3: %4</translation>
    </message>
    <message>
        <source>%1: the situation is a JSON object, {...}</source>
        <translation>%1: die Lage ist ein JSON-Objekt, {...}</translation>
    </message>
    <message>
        <source>outcomes</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>  odds of %1: %2
</source>
        <translation>  Chancen für %1: %2
</translation>
    </message>
    <message>
        <source>  odds of %1 to the target after saves: %2
</source>
        <translation>  Chancen für %1 beim Ziel nach Rettungswürfen: %2
</translation>
    </message>
    <message numerus="yes">
        <source>BROKEN (%n problem(s)): %1</source>
        <translation>
            <numerusform>FEHLERHAFT (%n Problem): %1</numerusform>
            <numerusform>FEHLERHAFT (%n Probleme): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>a ruleset is a few hundred KB, a scenario a few tens</source>
        <translation>ein Regelwerk umfasst einige hundert KB, ein Szenario einige zehn</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The test&apos;s id (&apos;describe&apos; lists them).</source>
        <translation>Die ID des Tests (&apos;describe&apos; listet sie).</translation>
    </message>
    <message>
        <source>Situation JSON file, or - for standard input.</source>
        <translation>JSON-Datei der Lage, oder - für die Standardeingabe.</translation>
    </message>
    <message>
        <source>Set an interpretation option (repeatable).</source>
        <translation>Eine Auslegungsoption setzen (wiederholbar).</translation>
    </message>
    <message>
        <source>no test &quot;%1&quot; in %2; its tests: %3</source>
        <translation>kein Test &quot;%1&quot; in %2; seine Tests: %3</translation>
    </message>
    <message>
        <source>Faces read off real dice, in the order they are used.</source>
        <translation>Augenzahlen echter Würfel, in der Reihenfolge ihrer Verwendung.</translation>
    </message>
    <message>
        <source>Roll every die with this seed instead.</source>
        <translation>Stattdessen jeden Würfel mit diesem Startwert würfeln.</translation>
    </message>
    <message>
        <source>--dice and --seed exclude each other</source>
        <translation>--dice und --seed schließen einander aus</translation>
    </message>
    <message>
        <source>--seed needs a whole number</source>
        <translation>--seed braucht eine ganze Zahl</translation>
    </message>
    <message>
        <source>--dice: &apos;%1&apos; is not a die face</source>
        <translation>--dice: &apos;%1&apos; ist keine Augenzahl</translation>
    </message>
    <message>
        <source>List the rulesets, built in and your own.</source>
        <translation>Die Regelwerke auflisten, eingebaute und eigene.</translation>
    </message>
    <message>
        <source>Everything a ruleset defines, with ids for scripts.</source>
        <translation>Alles, was ein Regelwerk festlegt, mit IDs für Skripte.</translation>
    </message>
    <message>
        <source>Check a ruleset or scenario file; every mistake with its line.</source>
        <translation>Eine Regelwerk- oder Szenariodatei prüfen; jeder Fehler mit seiner Zeile.</translation>
    </message>
    <message>
        <source>Resolve a test in a situation, with its follow-ups.</source>
        <translation>Einen Test in einer Lage auflösen, mit seinen Folgetests.</translation>
    </message>
    <message>
        <source>The battle&apos;s report, worked out from its journal: turn by turn what happened, the losses and how the units stood, and each side&apos;s dice against the exact odds. Printed as text (or --json), or written with -o to a PDF or to one self-contained HTML file.</source>
        <translation>Der Bericht der Schlacht, aus ihrem Tagebuch erstellt: Zug um Zug, was geschah, die Verluste und wie die Einheiten standen, und die Würfel jeder Seite gegen die genauen Chancen. Als Text (oder --json) ausgegeben oder mit -o als PDF oder als eine in sich geschlossene HTML-Datei geschrieben.</translation>
    </message>
    <message>
        <source>Write the report to OUT: .pdf or .html.</source>
        <translation>Den Bericht nach AUS schreiben: .pdf oder .html.</translation>
    </message>
    <message>
        <source>the report is written as .pdf or .html, not &apos;%1&apos;</source>
        <translation>der Bericht wird als .pdf oder .html geschrieben, nicht als &apos;%1&apos;</translation>
    </message>
    <message>
        <source>adjutant-cli report: warning: %1</source>
        <translation>adjutant-cli report: Warnung: %1</translation>
    </message>
    <message>
        <source>adjutant-cli report: %1 not written: %2</source>
        <translation>adjutant-cli report: %1 nicht geschrieben: %2</translation>
    </message>
    <message>
        <source>A battle&apos;s report: text, JSON, PDF or HTML.</source>
        <translation>Der Bericht einer Schlacht: Text, JSON, PDF oder HTML.</translation>
    </message>
    <message>
        <source>Read an order of battle written as a list (one unit a line under its commander&apos;s line, sides headed by &quot;side: NAME&quot;) or as CSV with a header row, against a ruleset, and write it as a scenario file. Every line that cannot be read is reported as FILE:LINE: message, and then nothing is written. resources/rulesets/LISTS.md describes the format.</source>
        <translation>Liest eine Schlachtordnung als Liste (eine Einheit je Zeile unter der Zeile ihres Befehlshabers, Seiten eingeleitet mit &quot;side: NAME&quot;) oder als CSV mit Kopfzeile gegen ein Regelwerk und schreibt sie als Szenariodatei. Jede Zeile, die nicht gelesen werden kann, wird als FILE:LINE: Meldung genannt, und dann wird nichts geschrieben. resources/rulesets/LISTS.md beschreibt das Format.</translation>
    </message>
    <message>
        <source>The list (.txt or .csv); - reads standard input.</source>
        <translation>Die Liste (.txt oder .csv); - liest die Standardeingabe.</translation>
    </message>
    <message>
        <source>The scenario file to write (written whole or not at all).</source>
        <translation>Die zu schreibende Szenariodatei (ganz oder gar nicht geschrieben).</translation>
    </message>
    <message>
        <source>give a ruleset and a list</source>
        <translation>ein Regelwerk und eine Liste angeben</translation>
    </message>
    <message>
        <source>cannot read the list from standard input</source>
        <translation>die Liste kann nicht von der Standardeingabe gelesen werden</translation>
    </message>
    <message>
        <source>a list is a few KB</source>
        <translation>eine Liste hat einige KB</translation>
    </message>
    <message>
        <source>%1: sides %2, units and commanders %3</source>
        <translation>%1: Seiten %2, Einheiten und Befehlshaber %3</translation>
    </message>
    <message>
        <source>Read an order of battle list or CSV into a scenario file.</source>
        <translation>Eine Schlachtordnung als Liste oder CSV in eine Szenariodatei lesen.</translation>
    </message>
    <message>
        <source>Acting: %1
</source>
        <translation>Am Zug: %1
</translation>
    </message>
    <message>
        <source>Initiative: %1
</source>
        <translation>Initiative: %1
</translation>
    </message>
    <message>
        <source>What a unit may do with its move: its allowance in each column of the ruleset&apos;s movement table, what a change of formation (--to) costs and leaves of the move, what a kind of ground (--terrain) makes of what is left, what a move of so many inches (--inches) brings about, and its manoeuvres. Fractions of a move are given as decimals in --json.</source>
        <translation>Was eine Einheit mit ihrer Bewegung tun kann: ihre Reichweite in jeder Spalte der Bewegungstabelle des Regelwerks, was ein Formationswechsel (--to) kostet und von der Bewegung übrig lässt, was ein Gelände (--terrain) aus dem Rest macht, was eine Bewegung von so vielen Zoll (--inches) auslöst, und ihre Manöver. Bruchteile einer Bewegung stehen in --json als Dezimalzahlen.</translation>
    </message>
    <message>
        <source>  morale tests first: %1</source>
        <translation>  zuerst Moraltests: %1</translation>
    </message>
    <message>
        <source>%1 has no formation &quot;%2&quot;</source>
        <translation>%1 hat keine Formation &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 has no move for %2 in this formation</source>
        <translation>%1 hat keine Bewegung für %2 in dieser Formation</translation>
    </message>
    <message>
        <source>%1 has no terrain &quot;%2&quot;</source>
        <translation>%1 hat kein Gelände &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--field needs FIELD=VALUE, not &quot;%1&quot;</source>
        <translation>--field braucht FELD=WERT, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--inches needs a distance from 0 to 1000</source>
        <translation>--inches braucht eine Entfernung von 0 bis 1000</translation>
    </message>
    <message>
        <source>--option needs KEY=VALUE, not &quot;%1&quot;</source>
        <translation>--option braucht SCHLÜSSEL=WERT, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>How far it moved, for what a move brings about.</source>
        <translation>Wie weit sie sich bewegt hat, für das, was eine Bewegung auslöst.</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Bewegungen: %1</translation>
    </message>
    <message>
        <source>One of the unit&apos;s fields (repeatable).</source>
        <translation>Eines der Felder der Einheit (wiederholbar).</translation>
    </message>
    <message>
        <source>The formation it changes to first.</source>
        <translation>Die Formation, in die sie zuerst wechselt.</translation>
    </message>
    <message>
        <source>The formation it is in.</source>
        <translation>Die Formation, in der sie ist.</translation>
    </message>
    <message>
        <source>The ground it moves through.</source>
        <translation>Das Gelände, durch das sie sich bewegt.</translation>
    </message>
    <message>
        <source>The movement column moved in (the first unless given).</source>
        <translation>Die Bewegungsspalte (ohne Angabe die erste).</translation>
    </message>
    <message>
        <source>The unit&apos;s type id.</source>
        <translation>Die Typ-ID der Einheit.</translation>
    </message>
    <message>
        <source>What a unit may do with its move: formation changes, ground, after-move rules.</source>
        <translation>Was eine Einheit mit ihrer Bewegung tun kann: Formationswechsel, Gelände, Folgen einer Bewegung.</translation>
    </message>
    <message>
        <source>no &quot;%1&quot; move for this unit</source>
        <translation>keine Bewegung &quot;%1&quot; für diese Einheit</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
    </message>
    <message>
        <source>  the change takes this move and %1 of the next</source>
        <translation>  der Wechsel braucht diese Bewegung und %1 der nächsten</translation>
    </message>
    <message>
        <source>
%1 (adjutant-cli charge): %2
</source>
        <translation>
%1 (adjutant-cli charge): %2
</translation>
    </message>
    <message>
        <source>The procedure&apos;s id (charge unless given).</source>
        <translation>Die Kennung des Verfahrens (charge, wenn nicht angegeben).</translation>
    </message>
    <message>
        <source>The target&apos;s response, to resolve it.</source>
        <translation>Die Reaktion des Ziels, um sie aufzulösen.</translation>
    </message>
    <message>
        <source>Roll every die with this seed.</source>
        <translation>Jeden Würfel mit diesem Startwert würfeln.</translation>
    </message>
    <message>
        <source>Pass over a triggered test (the umpire&apos;s call; repeatable).</source>
        <translation>Einen ausgelösten Test übergehen (Entscheidung des Schiedsrichters; wiederholbar).</translation>
    </message>
    <message>
        <source>Roll the procedure this many times (with --seed).</source>
        <translation>Das Verfahren so oft würfeln (mit --seed).</translation>
    </message>
    <message>
        <source>--simulate needs --seed and --response</source>
        <translation>--simulate braucht --seed und --response</translation>
    </message>
    <message>
        <source>%1 has no procedure &quot;%2&quot;</source>
        <translation>%1 hat kein Verfahren &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: allowed</source>
        <translation>%1: erlaubt</translation>
    </message>
    <message>
        <source>%1: refused (%2)</source>
        <translation>%1: abgelehnt (%2)</translation>
    </message>
    <message>
        <source>  %1: not offered, %2</source>
        <translation>  %1: nicht angeboten, %2</translation>
    </message>
    <message>
        <source>--simulate needs a number of runs</source>
        <translation>--simulate braucht eine Anzahl Durchläufe</translation>
    </message>
    <message>
        <source>%1 runs with seed %2:</source>
        <translation>%1 Durchläufe mit Startwert %2:</translation>
    </message>
    <message>
        <source>  %1: exact %2, rolled %3 (%4 standard errors)</source>
        <translation>  %1: genau %2, gewürfelt %3 (%4 Standardfehler)</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>  waiting: %1 ×%2 (%3 → %4)</source>
        <translation>  wartet: %1 ×%2 (%3 → %4)</translation>
    </message>
    <message>
        <source>Ending: %1</source>
        <translation>Ausgang: %1</translation>
    </message>
    <message>
        <source>A charge from declaration to melee: responses, odds side by side, resolution.</source>
        <translation>Ein Angriff von der Ansage bis zum Nahkampf: Reaktionen, Chancen nebeneinander, Auflösung.</translation>
    </message>
    <message>
        <source>The --dice faces are those of the dice in hand where the ruleset reads a die off another (a d10 for the brigade rules&apos; d5), read as it says.</source>
        <translation>Die Augen von --dice sind die der Würfel in der Hand, wo der Regelsatz einen Würfel von einem anderen abliest (ein W10 für den W5 der Brigaderegeln), gelesen wie er es sagt.</translation>
    </message>
    <message>
        <source>--in-hand says how to read --dice</source>
        <translation>--in-hand sagt, wie --dice zu lesen ist</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) owed:</source>
        <translation>
            <numerusform>%n Test geschuldet:</numerusform>
            <numerusform>%n Tests geschuldet:</numerusform>
        </translation>
    </message>
    <message>
        <source>Tests owed: tests the rules owe after a result (morale after hits, casualties...) wait in a queue, in the order the rules take them; &apos;show&apos; and &apos;play&apos; list them, each with its number. {&quot;kind&quot;:&quot;resolve&quot;,&quot;owed&quot;:3,&quot;faces&quot;:[6]} takes owed test 3 (its test and units are the owed test&apos;s); &quot;owe&quot;:true on a test applies it before its follow-ups are rolled, and they are owed, each judged when taken on its units as they were when it was owed; {&quot;kind&quot;:&quot;skip&quot;,&quot;owed&quot;:3,&quot;reason&quot;:&quot;REASON&quot;} is the umpire passing one over (journaled, never without a reason). Some lapse, with a note, when the phase or the turn ends.</source>
        <translation>Geschuldete Tests: Tests, die die Regeln nach einem Ergebnis schulden (Moral nach Treffern, Verluste...), warten in einer Reihe, in der Reihenfolge der Regeln; &apos;show&apos; und &apos;play&apos; listen sie, jeden mit seiner Nummer. {&quot;kind&quot;:&quot;resolve&quot;,&quot;owed&quot;:3,&quot;faces&quot;:[6]} legt den geschuldeten Test 3 ab (Test und Einheiten sind die des geschuldeten Tests); &quot;owe&quot;:true bei einem Test wendet ihn an, bevor seine Folgetests gewürfelt sind, und sie werden geschuldet, jeder beim Ablegen beurteilt an seinen Einheiten, wie sie waren, als er geschuldet wurde; {&quot;kind&quot;:&quot;skip&quot;,&quot;owed&quot;:3,&quot;reason&quot;:&quot;GRUND&quot;} ist der Schiedsrichter, der einen übergeht (im Journal, nie ohne Begründung). Manche verfallen mit einem Hinweis am Ende der Phase oder des Zuges.</translation>
    </message>
    <message>
        <source>The tests owed are listed in the order they are taken, each with its number for &apos;play&apos;.</source>
        <translation>Die geschuldeten Tests stehen in der Reihenfolge, in der sie abgelegt werden, jeder mit seiner Nummer für &apos;play&apos;.</translation>
    </message>
    <message>
        <source>%1 about %2 (%3 to %4)</source>
        <translation>%1 etwa %2 (%3 bis %4)</translation>
    </message>
    <message numerus="yes">
        <source>estimated from %n simulated run(s), each chance within the range given 19 times in 20: too many ways to work them all out</source>
        <translation>
            <numerusform>geschätzt aus %n simuliertem Durchlauf, jede Chance in 19 von 20 Fällen im angegebenen Bereich: zu viele Verläufe, um sie alle auszurechnen</numerusform>
            <numerusform>geschätzt aus %n simulierten Durchläufen, jede Chance in 19 von 20 Fällen im angegebenen Bereich: zu viele Verläufe, um sie alle auszurechnen</numerusform>
        </translation>
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
        <translation>Führt eines der Verfahren eines Regelwerks (standardmäßig &quot;charge&quot;) von der Ansage bis zum Ende aus:
ob der Angriff erfolgen darf (mit der Regel, die ihn verbietet), die Reaktionen, die das Ziel bei
dieser Entfernung wählen kann (mit der Bedingung, die jede erlaubt oder ausschließt), und die genaue
Chance jedes Ausgangs für jede Reaktion, nebeneinander. Mit --response wird das Verfahren mit den
angegebenen Augenzahlen aufgelöst (--dice, in der Reihenfolge, in der die Würfel gelesen werden: der
Test der Angriffsregeln, falls einer nötig ist, die Probe des Ziels beim Angegriffenwerden, die
Würfel der Reaktion, dann der Nahkampf: die Würfel des Angreifers und die Rettungswürfe und Proben
des Verteidigers, dann die Würfel des Verteidigers und die Rettungswürfe und Proben des Angreifers,
dann die Tests, die das Ergebnis des Nahkampfs auslöst) oder gewürfelt (--seed).
Wo die Augenzahlen ausgehen, werden die noch wartenden Tests der Reihe nach aufgeführt: die
Warteschlange. Der Schiedsrichter kann einen von den Regeln ausgelösten Test mit --skip SCHRITT
übergehen (sein Schrittpfad, wie aufgeführt).
--simulate N würfelt das Verfahren N-mal mit --seed und stellt das Geschehene neben die genauen
Chancen.

Die Lage ist die, die &apos;resolve&apos; liest, mit dem Angreifer als actor, der angegriffenen Einheit als
target und der Entfernung unter den inputs: {&quot;actor&quot;: {...}, &quot;target&quot;: {...},
&quot;inputs&quot;: {&quot;distance&quot;: 8}}. &quot;tests&quot;: {&quot;melee@actor&quot;: {&quot;ticked&quot;: [...]}} kreuzt einen
Modifikator nur für die Nahkampfwürfel des Angreifers an (&quot;melee@target&quot; für die des Verteidigers).

JSON-Antwort (--json), Schlüssel bleiben stabil:
  ruleset {id, version}, procedure, inputs {id: value}, allowed, refusal,
  responses [{id, name, explain, available, reason, exact, simulatedRuns,
              odds [{ending, name, probability, low, high}], ms}]
  run {response, ending, endingName, complete, facesUsed, winner, loser, pendingStep,
       steps [{path, name, test, actor, target, skipped, note, resolution}],
       queue [{test, name, count, why, actor, target, odds}], units, errors}
  simulation {runs, seed, endings [{ending, exact, estimated, observed, standardErrors}]}
Chancen, deren genaue Berechnung zu aufwendig ist, werden aus simulierten Durchläufen geschätzt (mit
einem Startwert aus der Frage, so dass dieselbe Frage dieselbe Antwort bekommt): exact ist false,
simulatedRuns sagt, wie viele, und low und high begrenzen das 95-%-Intervall jeder Chance (beide gleich
der Chance, wenn sie genau ist).
Exit-Status: 0 erledigt (vollständig oder wartet auf Würfel), 1 das Regelwerk ist fehlerhaft, 2 falsche Argumente.</translation>
    </message>
    <message>
        <source>Apply one action to a battle and journal it at once. ACTION is JSON, e.g. {&quot;kind&quot;:&quot;draw&quot;}, {&quot;kind&quot;:&quot;resolve&quot;,&quot;test&quot;:&quot;fire&quot;,&quot;actor&quot;:&quot;52nd&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;faces&quot;:[7,2,4,6,3,8]}, {&quot;kind&quot;:&quot;set&quot;,&quot;unit&quot;:&quot;52nd&quot;,&quot;field&quot;:&quot;casualties&quot;,&quot;value&quot;:1,&quot;reason&quot;:&quot;miscounted&quot;}, {&quot;kind&quot;:&quot;join&quot;,&quot;unit&quot;:{&quot;id&quot;:&quot;43rd&quot;,&quot;name&quot;:&quot;1/43rd Foot&quot;,&quot;type&quot;:&quot;infantry&quot;,&quot;side&quot;:&quot;british&quot;,&quot;commander&quot;:&quot;thornby&quot;}} (a reinforcement), {&quot;kind&quot;:&quot;resolve&quot;,&quot;procedure&quot;:&quot;charge&quot;,&quot;response&quot;:&quot;stand&quot;,&quot;actor&quot;:&quot;14th-ld&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;inputs&quot;:{&quot;distance&quot;:10}} (a whole charge, one entry; faces in the order &apos;adjutant-cli help charge&apos; gives), {&quot;kind&quot;:&quot;order&quot;,&quot;order&quot;:&quot;hold&quot;,&quot;unit&quot;:&quot;52nd&quot;} (an order that rolls no dice; &quot;answers&quot; to its questions, &quot;target&quot; when it is given to another unit), &quot;override&quot;:&quot;REASON&quot; on a test or an order the rules forbid (the umpire&apos;s call, journaled), {&quot;kind&quot;:&quot;next&quot;}, {&quot;kind&quot;:&quot;end-turn&quot;}, {&quot;kind&quot;:&quot;undo&quot;}, {&quot;kind&quot;:&quot;redo&quot;}. Without faces the app rolls, and the journal keeps the faces.</source>
        <translation>Eine Aktion auf eine Schlacht anwenden und sofort ins Tagebuch schreiben. AKTION ist JSON, z. B. {&quot;kind&quot;:&quot;draw&quot;}, {&quot;kind&quot;:&quot;resolve&quot;,&quot;test&quot;:&quot;fire&quot;,&quot;actor&quot;:&quot;52nd&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;faces&quot;:[7,2,4,6,3,8]}, {&quot;kind&quot;:&quot;set&quot;,&quot;unit&quot;:&quot;52nd&quot;,&quot;field&quot;:&quot;casualties&quot;,&quot;value&quot;:1,&quot;reason&quot;:&quot;miscounted&quot;}, {&quot;kind&quot;:&quot;join&quot;,&quot;unit&quot;:{&quot;id&quot;:&quot;43rd&quot;,&quot;name&quot;:&quot;1/43rd Foot&quot;,&quot;type&quot;:&quot;infantry&quot;,&quot;side&quot;:&quot;british&quot;,&quot;commander&quot;:&quot;thornby&quot;}} (eine Verstärkung), {&quot;kind&quot;:&quot;resolve&quot;,&quot;procedure&quot;:&quot;charge&quot;,&quot;response&quot;:&quot;stand&quot;,&quot;actor&quot;:&quot;14th-ld&quot;,&quot;target&quot;:&quot;45e-1&quot;,&quot;inputs&quot;:{&quot;distance&quot;:10}} (ein ganzer Angriff, ein Eintrag; die Augenzahlen in der Reihenfolge, die &apos;adjutant-cli help charge&apos; nennt), {&quot;kind&quot;:&quot;order&quot;,&quot;order&quot;:&quot;hold&quot;,&quot;unit&quot;:&quot;52nd&quot;} (ein Befehl ohne Würfel; &quot;answers&quot; für die Antworten auf seine Fragen, &quot;target&quot;, wenn er einer anderen Einheit gilt), &quot;override&quot;:&quot;GRUND&quot; bei einem Test oder Befehl, den die Regeln verbieten (die Entscheidung des Schiedsrichters, ins Tagebuch geschrieben), {&quot;kind&quot;:&quot;next&quot;}, {&quot;kind&quot;:&quot;end-turn&quot;}, {&quot;kind&quot;:&quot;undo&quot;}, {&quot;kind&quot;:&quot;redo&quot;}. Ohne faces würfelt die App, und das Tagebuch behält die Augenzahlen.</translation>
    </message>
    <message>
        <source>On a charge or a melee (&quot;procedure&quot;), &quot;owe&quot;:true owes the tests its result triggers that the faces given do not reach (a loser&apos;s check), and takes the procedure to its end without them; without faces, the app rolls every die but theirs.</source>
        <translation>Bei einem Angriff oder Nahkampf (&quot;procedure&quot;) schuldet &quot;owe&quot;:true die Tests, die sein Ergebnis auslöst und die die angegebenen Augenzahlen nicht erreichen (die Prüfung des Verlierers), und führt den Ablauf ohne sie zu Ende; ohne Augenzahlen würfelt die App jeden Würfel außer ihren.</translation>
    </message>
    <message>
        <source>  %1: estimated %2, rolled %3 (%4 standard errors)</source>
        <translation>  %1: geschätzt %2, gewürfelt %3 (%4 Standardfehler)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>CurrentCard</name>
    <message>
        <source>Current card</source>
        <translation>Aktuelle Karte</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 · %n card(s) left</source>
        <translation>
            <numerusform>Zug %1 · noch %n Karte</numerusform>
            <numerusform>Zug %1 · noch %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Draw the next card (D)</source>
        <translation>Die nächste Karte ziehen (D)</translation>
    </message>
    <message>
        <source>Go to the next phase or segment (N)</source>
        <translation>Zur nächsten Phase oder zum nächsten Abschnitt (N)</translation>
    </message>
    <message>
        <source>Its sheet</source>
        <translation>Ihr Blatt</translation>
    </message>
    <message>
        <source>Sheet of %1</source>
        <translation>Blatt von %1</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>In this step: %1</source>
        <translation>In diesem Schritt: %1</translation>
    </message>
    <message>
        <source>Roll for the initiative</source>
        <translation>Um die Initiative würfeln</translation>
    </message>
</context>
<context>
    <name>DicePad</name>
    <message>
        <source>Face %1</source>
        <translation>Augenzahl %1</translation>
    </message>
    <message>
        <source>1–%1</source>
        <translation>1–%1</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingeben</translation>
    </message>
    <message>
        <source>⌫ Take back the last face</source>
        <translation>⌫ Letzten Wurf zurücknehmen</translation>
    </message>
</context>
<context>
    <name>DicePage</name>
    <message>
        <source>Dice and odds</source>
        <translation>Würfel und Chancen</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>e.g. 2d6, 3d10&gt;=5, 4d10kh3, d66</source>
        <translation>z. B. 2d6, 3d10&gt;=5, 4d10kh3, d66</translation>
    </message>
    <message>
        <source>Dice expression</source>
        <translation>Würfelausdruck</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message numerus="yes">
        <source>or type %n real die face(s)</source>
        <translation>
            <numerusform>oder die Augenzahl eines echten Würfels eingeben</numerusform>
            <numerusform>oder die Augenzahlen von %n echten Würfeln eingeben</numerusform>
        </translation>
    </message>
    <message>
        <source>Faces of real dice</source>
        <translation>Augenzahlen echter Würfel</translation>
    </message>
    <message>
        <source>Use faces</source>
        <translation>Übernehmen</translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n Erfolg</numerusform>
            <numerusform>%n Erfolge</numerusform>
        </translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Summe %1</translation>
    </message>
    <message>
        <source>Chance of each number of successes (average %1)</source>
        <translation>Chance jeder Anzahl von Erfolgen (Mittel %1)</translation>
    </message>
    <message>
        <source>Chance of each total (average %1)</source>
        <translation>Chance jeder Summe (Mittel %1)</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 oder mehr</translation>
    </message>
</context>
<context>
    <name>DiceParser</name>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>expected dice such as 2d6, or a number</source>
        <translation>Würfel wie 2d6 oder eine Zahl erwartet</translation>
    </message>
    <message>
        <source>expected + or - between terms</source>
        <translation>+ oder - zwischen den Termen erwartet</translation>
    </message>
    <message>
        <source>a sign must be followed by dice or a number</source>
        <translation>auf ein Vorzeichen müssen Würfel oder eine Zahl folgen</translation>
    </message>
    <message>
        <source>at most %1 dice in one expression</source>
        <translation>höchstens %1 Würfel in einem Ausdruck</translation>
    </message>
    <message>
        <source>write &gt;= or &lt;= to count successes per die</source>
        <translation>schreiben Sie &gt;= oder &lt;=, um Erfolge je Würfel zu zählen</translation>
    </message>
    <message>
        <source>expected the number each die is judged against</source>
        <translation>die Zahl erwartet, an der jeder Würfel gemessen wird</translation>
    </message>
    <message>
        <source>unexpected text after the success rule</source>
        <translation>unerwarteter Text nach der Erfolgsregel</translation>
    </message>
    <message>
        <source>a pool judges plain dice one by one: write it as 3d10&gt;=5, with no other terms</source>
        <translation>ein Pool wertet einfache Würfel einzeln: schreiben Sie ihn als 3d10&gt;=5, ohne weitere Terme</translation>
    </message>
    <message>
        <source>too many dice to work out exact odds: %1; keep or drop from fewer or smaller dice</source>
        <translation>zu viele Würfel, um die genauen Chancen zu berechnen: %1; behalten oder streichen Sie aus weniger oder kleineren Würfeln</translation>
    </message>
    <message>
        <source>%1 is too large; constants go up to %2</source>
        <translation>%1 ist zu groß; Konstanten gehen bis %2</translation>
    </message>
    <message>
        <source>roll at least one die</source>
        <translation>würfeln Sie mindestens einen Würfel</translation>
    </message>
    <message>
        <source>at most %1 dice in one group</source>
        <translation>höchstens %1 Würfel in einer Gruppe</translation>
    </message>
    <message>
        <source>expected the number of faces after d, as in d6 or d10</source>
        <translation>die Zahl der Seiten nach d erwartet, wie in d6 oder d10</translation>
    </message>
    <message>
        <source>d66 is one reading of two d6; add several as d66+d66</source>
        <translation>d66 ist eine Lesart von zwei W6; mehrere addieren Sie als d66+d66</translation>
    </message>
    <message>
        <source>d66 cannot keep or drop dice</source>
        <translation>d66 kann keine Würfel behalten oder streichen</translation>
    </message>
    <message>
        <source>there is no d%1; use d3, d4, d5, d6, d8, d10, d12, d20 or d66</source>
        <translation>es gibt keinen W%1; verwenden Sie d3, d4, d5, d6, d8, d10, d12, d20 oder d66</translation>
    </message>
    <message>
        <source>write dl or dh to drop the lowest or highest dice</source>
        <translation>schreiben Sie dl oder dh, um die niedrigsten oder höchsten Würfel zu streichen</translation>
    </message>
    <message>
        <source>expected how many dice to keep or drop</source>
        <translation>erwartet, wie viele Würfel behalten oder gestrichen werden</translation>
    </message>
    <message>
        <source>can drop 1 to %1 of %2 dice</source>
        <translation>von %2 Würfeln lassen sich 1 bis %1 streichen</translation>
    </message>
    <message>
        <source>can keep 1 to %1 of %1 dice</source>
        <translation>von %1 Würfeln lassen sich 1 bis %1 behalten</translation>
    </message>
</context>
<context>
    <name>DiceReadings</name>
    <message>
        <source>a d%1 read off a d%2: faces over %1 count again from 1</source>
        <translation>ein W%1 von einem W%2 abgelesen: Augen über %1 zählen wieder ab 1</translation>
    </message>
    <message>
        <source>a d%1 read off a d%2: each face divided by %3, rounded up</source>
        <translation>ein W%1 von einem W%2 abgelesen: jede Augenzahl durch %3 geteilt, aufgerundet</translation>
    </message>
</context>
<context>
    <name>DieFace</name>
    <message>
        <source>d%1 showing %2, a success</source>
        <translation>W%1 zeigt %2, ein Erfolg</translation>
    </message>
    <message>
        <source>d%1 showing %2, a failure</source>
        <translation>W%1 zeigt %2, ein Fehlschlag</translation>
    </message>
    <message>
        <source>d%1 showing %2</source>
        <translation>W%1 zeigt %2</translation>
    </message>
    <message>
        <source>d%1 showing %2, dropped</source>
        <translation>W%1 zeigt %2, gestrichen</translation>
    </message>
</context>
<context>
    <name>DiskWriter</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1 to the disk: %2</source>
        <translation>%1 kann nicht auf die Festplatte geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>DrillMaker</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Counts: %1</source>
        <translation>Zählt: %1</translation>
    </message>
    <message>
        <source>No modifier counts here.</source>
        <translation>Hier zählt kein Modifikator.</translation>
    </message>
    <message>
        <source>hardly ever (under 10%)</source>
        <translation>kaum je (unter 10 %)</translation>
    </message>
    <message>
        <source>now and then (10–30%)</source>
        <translation>ab und zu (10–30 %)</translation>
    </message>
    <message>
        <source>less often than not (30–50%)</source>
        <translation>eher selten (30–50 %)</translation>
    </message>
    <message>
        <source>more often than not (50–70%)</source>
        <translation>eher oft (50–70 %)</translation>
    </message>
    <message>
        <source>usually (70–90%)</source>
        <translation>meistens (70–90 %)</translation>
    </message>
    <message>
        <source>almost always (90% or more)</source>
        <translation>fast immer (90 % oder mehr)</translation>
    </message>
    <message>
        <source>Right: the modifiers come to %1.</source>
        <translation>Richtig: Die Modifikatoren ergeben %1.</translation>
    </message>
    <message>
        <source>Not quite: the modifiers come to %1, not %2.</source>
        <translation>Nicht ganz: Die Modifikatoren ergeben %1, nicht %2.</translation>
    </message>
    <message>
        <source>Does not count: %1</source>
        <translation>Zählt nicht: %1</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 oder weniger</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>Right: each die needs %1.</source>
        <translation>Richtig: Jeder Würfel braucht %1.</translation>
    </message>
    <message>
        <source>Not quite: each die needs %1, not %2.</source>
        <translation>Nicht ganz: Jeder Würfel braucht %1, nicht %2.</translation>
    </message>
    <message>
        <source>Modifiers %1 in all: %2.</source>
        <translation>Modifikatoren insgesamt %1: %2.</translation>
    </message>
    <message>
        <source>Right to count %1</source>
        <translation>Richtig gezählt: %1</translation>
    </message>
    <message>
        <source>%1 does not count here%2</source>
        <translation>%1 zählt hier nicht%2</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Vergessen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Right: %n modifier(s), %1 in all.</source>
        <translation>
            <numerusform>Richtig: %n Modifikator, insgesamt %1.</numerusform>
            <numerusform>Richtig: %n Modifikatoren, insgesamt %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not quite: %n mistake(s).</source>
        <translation>
            <numerusform>Nicht ganz: %n Fehler.</numerusform>
            <numerusform>Nicht ganz: %n Fehler.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right: %1 comes %2 of the time.</source>
        <translation>Richtig: %1 kommt in %2 der Fälle.</translation>
    </message>
    <message>
        <source>Not quite: %1 comes %2 of the time: %3.</source>
        <translation>Nicht ganz: %1 kommt in %2 der Fälle: %3.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no unit type %1</source>
        <translation>kein Einheitentyp %1</translation>
    </message>
    <message>
        <source>%1 is out of play</source>
        <translation>%1 ist aus dem Spiel</translation>
    </message>
    <message>
        <source>no field %1</source>
        <translation>kein Feld %1</translation>
    </message>
    <message>
        <source>%1 is no step of %2</source>
        <translation>%1 ist keine Stufe von %2</translation>
    </message>
    <message>
        <source>%1 = %2 is out of %3..%4</source>
        <translation>%1 = %2 liegt außerhalb von %3..%4</translation>
    </message>
    <message>
        <source>%1 is no flag</source>
        <translation>%1 ist kein Schalter</translation>
    </message>
    <message>
        <source>%1 is no choice of %2</source>
        <translation>%1 ist keine Wahl von %2</translation>
    </message>
    <message>
        <source>a %1 cannot be in %2</source>
        <translation>ein(e) %1 kann nicht in %2 stehen</translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation>%1 braucht %2</translation>
    </message>
    <message>
        <source>%1 would be out of play</source>
        <translation>%1 wäre aus dem Spiel</translation>
    </message>
    <message>
        <source>%1 takes %2 against %3.</source>
        <translation>%1 legt %2 gegen %3 ab.</translation>
    </message>
    <message>
        <source>%1 What do the modifiers come to?</source>
        <translation>%1 Was ergeben die Modifikatoren?</translation>
    </message>
    <message>
        <source>%1 What must the die show, or less?</source>
        <translation>%1 Was darf der Würfel höchstens zeigen?</translation>
    </message>
    <message>
        <source>%1 What must each die show, at least?</source>
        <translation>%1 Was muss jeder Würfel mindestens zeigen?</translation>
    </message>
    <message>
        <source>%1 Which modifiers count?</source>
        <translation>%1 Welche Modifikatoren zählen?</translation>
    </message>
    <message>
        <source>%1 Roughly how likely is this: %2?</source>
        <translation>%1 Wie wahrscheinlich ist ungefähr: %2?</translation>
    </message>
    <message>
        <source>%1: no</source>
        <translation>%1: nein</translation>
    </message>
</context>
<context>
    <name>DrillProgressFile</name>
    <message>
        <source>cannot save the drills&apos; progress in %1: %2</source>
        <translation>der Übungsstand kann nicht in %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>EndTurnDialog</name>
    <message>
        <source>End turn %1 now?</source>
        <translation>Zug %1 jetzt beenden?</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Noch nicht</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Cards not yet drawn are returned and the deck is shuffled.</source>
        <translation>Noch nicht gezogene Karten kommen zurück, und der Stapel wird gemischt.</translation>
    </message>
</context>
<context>
    <name>EntryReader</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n Erfolg</numerusform>
            <numerusform>%n Erfolge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Turn %1 begins</source>
        <translation>Zug %1 beginnt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Evaluator</name>
    <message>
        <source>the result</source>
        <translation>das Ergebnis</translation>
    </message>
    <message>
        <source>%1 ÷ %2</source>
        <translation>%1 ÷ %2</translation>
    </message>
    <message>
        <source>%1 as a percentage of %2</source>
        <translation>%1 als Prozentsatz von %2</translation>
    </message>
    <message>
        <source>%1 here</source>
        <translation>%1 hier</translation>
    </message>
    <message>
        <source>the target&apos;s</source>
        <translation>des Ziels</translation>
    </message>
    <message>
        <source>the unit&apos;s</source>
        <translation>der Einheit</translation>
    </message>
    <message>
        <source>the %1 entered</source>
        <translation>der eingegebene Wert %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not ticked</source>
        <translation>&quot;%1&quot; ist nicht angekreuzt</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (from its %3)</source>
        <translation>%1 %2 (aus ihrem %3)</translation>
    </message>
    <message>
        <source>%1 type</source>
        <translation>Typ %1</translation>
    </message>
    <message>
        <source>%1 arm</source>
        <translation>Waffengattung %1</translation>
    </message>
    <message>
        <source>the option &quot;%1&quot;</source>
        <translation>die Option &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is ticked</source>
        <translation>&quot;%1&quot; ist angekreuzt</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>das Ziel</translation>
    </message>
    <message>
        <source>the unit</source>
        <translation>die Einheit</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 ist nicht %2</translation>
    </message>
    <message>
        <source>%1 is none of %2</source>
        <translation>%1 ist keines von %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 is at least %2</source>
        <translation>%1 ist mindestens %2</translation>
    </message>
    <message>
        <source>%1 is at most %2</source>
        <translation>%1 ist höchstens %2</translation>
    </message>
    <message>
        <source>%1 standing as commander-in-chief</source>
        <translation>%1 Stellung als Oberbefehlshaber</translation>
    </message>
    <message>
        <source>%1 is its side&apos;s commander-in-chief</source>
        <translation>%1 ist der Oberbefehlshaber seiner Seite</translation>
    </message>
    <message>
        <source>%1 is not its side&apos;s commander-in-chief</source>
        <translation>%1 ist nicht der Oberbefehlshaber seiner Seite</translation>
    </message>
    <message>
        <source>the target&apos;s figures counted</source>
        <translation>die gezählten Figuren des Ziels</translation>
    </message>
    <message>
        <source>the unit&apos;s figures counted</source>
        <translation>die gezählten Figuren der Einheit</translation>
    </message>
    <message>
        <source>%1, added up over the figures</source>
        <translation>%1, über die Figuren aufsummiert</translation>
    </message>
    <message>
        <source>the target&apos;s figure&apos;s %1</source>
        <translation>%1 der Figur des Ziels</translation>
    </message>
    <message>
        <source>the figure&apos;s %1</source>
        <translation>%1 der Figur</translation>
    </message>
    <message>
        <source>the target&apos;s figure&apos;s role</source>
        <translation>die Rolle der Figur des Ziels</translation>
    </message>
    <message>
        <source>the figure&apos;s role</source>
        <translation>die Rolle der Figur</translation>
    </message>
    <message>
        <source>the target&apos;s figure</source>
        <translation>die Figur des Ziels</translation>
    </message>
    <message>
        <source>the figure</source>
        <translation>die Figur</translation>
    </message>
</context>
<context>
    <name>FaceReader</name>
    <message numerus="yes">
        <source>expected %n face(s), one per die, but got %1</source>
        <translation>
            <numerusform>%n Augenzahl erwartet, eine je Würfel, aber %1 erhalten</numerusform>
            <numerusform>%n Augenzahlen erwartet, eine je Würfel, aber %1 erhalten</numerusform>
        </translation>
    </message>
    <message>
        <source>die %1 is a %2, which has no face %3 (faces 1 to %4%5)</source>
        <translation>Würfel %1 ist ein %2 und hat keine Augenzahl %3 (Augenzahlen 1 bis %4%5)</translation>
    </message>
    <message>
        <source>; type 0 or 10 for the ten</source>
        <translation>; geben Sie 0 oder 10 für die Zehn ein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at position %2 is not a die face</source>
        <translation>&apos;%1&apos; an Stelle %2 ist keine Augenzahl</translation>
    </message>
    <message>
        <source>face %1, &apos;%2&apos;, is not a number</source>
        <translation>Augenzahl %1, &apos;%2&apos;, ist keine Zahl</translation>
    </message>
</context>
<context>
    <name>FigureRow</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Corrections (journaled)</source>
        <translation>Korrekturen (im Protokoll)</translation>
    </message>
    <message>
        <source>Decrease %1</source>
        <translation>%1 verringern</translation>
    </message>
    <message>
        <source>Increase %1</source>
        <translation>%1 erhöhen</translation>
    </message>
    <message>
        <source>Role: %1</source>
        <translation>Rolle: %1</translation>
    </message>
    <message>
        <source>Role of %1</source>
        <translation>Rolle von %1</translation>
    </message>
</context>
<context>
    <name>FileError</name>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Adjutant</source>
        <translation>Adjutant</translation>
    </message>
    <message>
        <source>Your staff officer for horse-and-musket wargames: unit returns, tests and their odds, dice and the battle journal.</source>
        <translation>Ihr Stabsoffizier für Tabletop-Spiele der Musketenzeit: Einheitenstände, Tests und ihre Chancen, Würfel und das Schlachttagebuch.</translation>
    </message>
    <message>
        <source>Continue the battle</source>
        <translation>Schlacht fortsetzen</translation>
    </message>
    <message>
        <source>New battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>Start a battle from a scenario: the demo battle of each rule system, or your own.</source>
        <translation>Eine Schlacht aus einem Szenario beginnen: die Demo-Schlacht jedes Regelsystems oder Ihr eigenes.</translation>
    </message>
    <message>
        <source>Open a battle…</source>
        <translation>Schlacht öffnen…</translation>
    </message>
    <message>
        <source>A battle file saved earlier or sent by another umpire.</source>
        <translation>Eine früher gespeicherte oder von einem anderen Schiedsrichter geschickte Schlachtdatei.</translation>
    </message>
    <message>
        <source>Dice and odds</source>
        <translation>Würfel und Chancen</translation>
    </message>
    <message>
        <source>Roll any dice the rules use, or type in real dice, and see the exact chance of every result.</source>
        <translation>Beliebige Würfel der Regeln werfen oder echte Würfel eingeben und die genaue Chance jedes Ergebnisses sehen.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Light or dark theme, dice rolled by the app or by hand.</source>
        <translation>Helles oder dunkles Design, Würfel von der App oder von Hand.</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Learn the rules</source>
        <translation>Regeln lernen</translation>
    </message>
    <message>
        <source>Drills on modifiers, scores and odds, explained step by step, and each rule system to browse and search.</source>
        <translation>Übungen zu Modifikatoren, Würfen und Chancen, Schritt für Schritt erklärt, und jedes Regelsystem zum Blättern und Suchen.</translation>
    </message>
    <message>
        <source>Guided first battle</source>
        <translation>Geführte erste Schlacht</translation>
    </message>
    <message>
        <source>New to these rules? A small battle with a tutor who points at each control and says what its numbers mean.</source>
        <translation>Neu bei diesen Regeln? Eine kleine Schlacht mit einem Tutor, der auf jedes Bedienelement zeigt und sagt, was seine Zahlen bedeuten.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Not now: stop offering the guided first battle</source>
        <translation>Nicht jetzt: die geführte erste Schlacht nicht mehr anbieten</translation>
    </message>
</context>
<context>
    <name>JoinUnitDialog</name>
    <message>
        <source>A unit joins the battle</source>
        <translation>Eine Einheit stößt zur Schlacht</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Add the unit</source>
        <translation>Einheit hinzufügen</translation>
    </message>
    <message>
        <source>Name, e.g. 1/43rd Foot</source>
        <translation>Name, z. B. 1/43rd Foot</translation>
    </message>
    <message>
        <source>The unit&apos;s name</source>
        <translation>Name der Einheit</translation>
    </message>
    <message>
        <source>Its type: %1</source>
        <translation>Ihr Typ: %1</translation>
    </message>
    <message>
        <source>Its side: %1</source>
        <translation>Ihre Seite: %1</translation>
    </message>
    <message>
        <source>Its commander: %1</source>
        <translation>Ihr Befehlshaber: %1</translation>
    </message>
    <message>
        <source>Its commander: none</source>
        <translation>Ihr Befehlshaber: keiner</translation>
    </message>
</context>
<context>
    <name>Journal</name>
    <message>
        <source>(entry %1 cannot be read)</source>
        <translation>(Eintrag %1 ist nicht lesbar)</translation>
    </message>
</context>
<context>
    <name>JournalLog</name>
    <message>
        <source>record %1 (line %2) is damaged</source>
        <translation>Datensatz %1 (Zeile %2) ist beschädigt</translation>
    </message>
    <message>
        <source>record %1 appears a second time at line %2</source>
        <translation>Datensatz %1 erscheint ein zweites Mal in Zeile %2</translation>
    </message>
    <message>
        <source>the records are out of order: record %1 comes before record %2 (line %3)</source>
        <translation>die Datensätze sind durcheinander: Datensatz %1 steht vor Datensatz %2 (Zeile %3)</translation>
    </message>
    <message>
        <source>record 1 is missing: the journal starts at record %1</source>
        <translation>Datensatz 1 fehlt: das Tagebuch beginnt mit Datensatz %1</translation>
    </message>
    <message>
        <source>record %1 is missing: record %2 follows record %3 (line %4)</source>
        <translation>Datensatz %1 fehlt: Datensatz %2 folgt auf Datensatz %3 (Zeile %4)</translation>
    </message>
    <message>
        <source>the last record (%1) was cut off while it was being written</source>
        <translation>der letzte Datensatz (%1) wurde beim Schreiben abgeschnitten</translation>
    </message>
    <message>
        <source>record %1 (line %1) is damaged</source>
        <translation>Datensatz %1 (Zeile %1) ist beschädigt</translation>
    </message>
</context>
<context>
    <name>JournalView</name>
    <message>
        <source>Journal</source>
        <translation>Tagebuch</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (rückgängig gemacht)</translation>
    </message>
    <message>
        <source>%1 (undone; can be redone)</source>
        <translation>%1 (rückgängig gemacht; wiederholbar)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation>Warum? %1</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <source>Learn: %1</source>
        <translation>Lernen: %1</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Die Regeln</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>Modifier total</source>
        <translation>Summe der Modifikatoren</translation>
    </message>
    <message>
        <source>Score needed</source>
        <translation>Nötiger Wurf</translation>
    </message>
    <message>
        <source>Which count</source>
        <translation>Was zählt</translation>
    </message>
    <message>
        <source>How likely</source>
        <translation>Wie wahrscheinlich</translation>
    </message>
    <message>
        <source>%1 · most missed: %2</source>
        <translation>%1 · am häufigsten verfehlt: %2</translation>
    </message>
    <message>
        <source>No drill of this kind fits this rule system.</source>
        <translation>Keine Übung dieser Art passt zu diesem Regelsystem.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Target %1: %2</source>
        <translation>Ziel %1: %2</translation>
    </message>
    <message>
        <source>The table shows: %1</source>
        <translation>Der Tisch zeigt: %1</translation>
    </message>
    <message>
        <source>The table shows nothing to tick.</source>
        <translation>Der Tisch zeigt nichts zum Ankreuzen.</translation>
    </message>
    <message>
        <source>One less</source>
        <translation>Eins weniger</translation>
    </message>
    <message>
        <source>One more</source>
        <translation>Eins mehr</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 oder weniger</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Nächste Übung</translation>
    </message>
    <message>
        <source>Read: %1</source>
        <translation>Lesen: %1</translation>
    </message>
    <message>
        <source>Search the rules: a test, a modifier, a word</source>
        <translation>In den Regeln suchen: ein Test, ein Modifikator, ein Wort</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>In den Regeln suchen</translation>
    </message>
    <message>
        <source>Nothing in these rules matches the search.</source>
        <translation>Nichts in diesen Regeln passt zur Suche.</translation>
    </message>
    <message>
        <source>Rule section: %1</source>
        <translation>Regelabschnitt: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Guided first battle</source>
        <translation>Geführte erste Schlacht</translation>
    </message>
    <message>
        <source>Play a small battle with a tutor beside you: it dims the screen but for the control to use next, says what to do and why, and goes on when you have done it. You play for real; the tutor never plays for you. Turn it off at any time: it keeps your place.</source>
        <translation>Spielen Sie eine kleine Schlacht mit einem Tutor an Ihrer Seite: Er dunkelt den Bildschirm ab bis auf das Bedienelement, das als Nächstes dran ist, sagt, was zu tun ist und warum, und geht weiter, sobald Sie es getan haben. Sie spielen wirklich; der Tutor spielt nie für Sie. Schalten Sie ihn jederzeit aus: Er merkt sich, wo Sie sind.</translation>
    </message>
    <message>
        <source>Start the guided battle</source>
        <translation>Geführte Schlacht beginnen</translation>
    </message>
    <message>
        <source>Resume where you left</source>
        <translation>Dort fortsetzen, wo Sie aufgehört haben</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Von vorn beginnen</translation>
    </message>
</context>
<context>
    <name>LiveBattle</name>
    <message>
        <source>%1 is being written by adjutant-cli (process %2 on %3); try again when it has finished</source>
        <translation>%1 wird gerade von adjutant-cli geschrieben (Prozess %2 auf %3); versuchen Sie es erneut, wenn es fertig ist</translation>
    </message>
    <message>
        <source>%1 is open in another Adjutant (process %2 on %3); close it there first, or open it read-only</source>
        <translation>%1 ist in einem anderen Adjutant geöffnet (Prozess %2 auf %3); schließen Sie es dort zuerst oder öffnen Sie es schreibgeschützt</translation>
    </message>
    <message>
        <source>cannot write beside %1 (%2): the battle can only be opened read-only</source>
        <translation>neben %1 kann nicht geschrieben werden (%2): die Schlacht lässt sich nur schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is damaged, so nothing was written to it</source>
        <translation>%1 ist beschädigt, daher wurde nichts hineingeschrieben</translation>
    </message>
    <message>
        <source>the battle was recovered but could not be saved: %1</source>
        <translation>die Schlacht wurde wiederhergestellt, konnte aber nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>What could be kept is in %1; the damaged files were left as they were.</source>
        <translation>Was sich retten ließ, ist in %1; die beschädigten Dateien blieben, wie sie waren.</translation>
    </message>
    <message>
        <source>the journal&apos;s unfinished last record could not be cut off: %1</source>
        <translation>der unvollendete letzte Datensatz des Tagebuchs konnte nicht abgeschnitten werden: %1</translation>
    </message>
    <message>
        <source>The unfinished record was cut off; its bytes were kept in %1.</source>
        <translation>Der unvollendete Datensatz wurde abgeschnitten; seine Bytes sind in %1 erhalten.</translation>
    </message>
    <message>
        <source>%1 already exists; a new battle is never written over another</source>
        <translation>%1 gibt es schon; eine neue Schlacht wird nie über eine andere geschrieben</translation>
    </message>
    <message>
        <source>the battle is open read-only here: another window or program is its writer</source>
        <translation>die Schlacht ist hier schreibgeschützt geöffnet: ein anderes Fenster oder Programm schreibt sie</translation>
    </message>
    <message>
        <source>not saved, so not done: %1</source>
        <translation>nicht gespeichert, also nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>the battle is open read-only here</source>
        <translation>die Schlacht ist hier schreibgeschützt geöffnet</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Adjutant</source>
        <translation>Adjutant</translation>
    </message>
</context>
<context>
    <name>ModifierRow</name>
    <message>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <source>Why %1</source>
        <translation>Warum %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>In the rules…</source>
        <translation>In den Regeln…</translation>
    </message>
    <message>
        <source>%1 in the rules</source>
        <translation>%1 in den Regeln</translation>
    </message>
</context>
<context>
    <name>MoreMenu</name>
    <message>
        <source>Add unit…</source>
        <translation>Einheit hinzufügen…</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Order of battle…</source>
        <translation>Schlachtordnung…</translation>
    </message>
    <message>
        <source>Umpire mode</source>
        <translation>Schiedsrichtermodus</translation>
    </message>
    <message>
        <source>What the rules forbid may be allowed anyway, with a reason in the journal</source>
        <translation>Was die Regeln verbieten, kann trotzdem erlaubt werden, mit einem Grund im Journal</translation>
    </message>
</context>
<context>
    <name>NewBattlePage</name>
    <message>
        <source>New battle</source>
        <translation>Neue Schlacht</translation>
    </message>
    <message>
        <source>Build a battle</source>
        <translation>Schlacht zusammenstellen</translation>
    </message>
    <message>
        <source>Your own order of battle for any rule system: type it, paste a list, or open a scenario file.</source>
        <translation>Ihre eigene Schlachtordnung für jedes Regelsystem: eingeben, eine Liste einfügen oder eine Szenariodatei öffnen.</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Optionen…</translation>
    </message>
    <message>
        <source>Options for %1</source>
        <translation>Optionen für %1</translation>
    </message>
    <message>
        <source>⚠ %1 (broken)</source>
        <translation>⚠ %1 (fehlerhaft)</translation>
    </message>
    <message>
        <source>Cannot be started: %1</source>
        <translation>Kann nicht begonnen werden: %1</translation>
    </message>
    <message>
        <source>%1, broken: open it to mend it</source>
        <translation>%1, fehlerhaft: zum Ausbessern öffnen</translation>
    </message>
    <message>
        <source>Mend</source>
        <translation>Ausbessern</translation>
    </message>
    <message>
        <source>Mend %1</source>
        <translation>%1 ausbessern</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n scenario file(s) in your folder cannot be started until mended.</source>
        <translation>
            <numerusform>⚠ %n Szenariodatei in Ihrem Ordner kann erst gestartet werden, wenn sie ausgebessert ist.</numerusform>
            <numerusform>⚠ %n Szenariodateien in Ihrem Ordner können erst gestartet werden, wenn sie ausgebessert sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Show the first file that needs mending</source>
        <translation>Die erste Datei zeigen, die ausgebessert werden muss</translation>
    </message>
</context>
<context>
    <name>OpenBattleDialog</name>
    <message>
        <source>Adjutant battles (*.adjutant)</source>
        <translation>Adjutant-Schlachten (*.adjutant)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>OrderOfBattleFilter</name>
    <message>
        <source>Find a unit</source>
        <translation>Einheit suchen</translation>
    </message>
    <message>
        <source>Find a unit by name or type</source>
        <translation>Eine Einheit nach Name oder Typ suchen</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Hide the filters</source>
        <translation>Filter ausblenden</translation>
    </message>
    <message>
        <source>Filter the order of battle</source>
        <translation>Die Schlachtordnung filtern</translation>
    </message>
    <message>
        <source>Only %1</source>
        <translation>Nur %1</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>In Flucht</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <source>Only units %1</source>
        <translation>Nur Einheiten %1</translation>
    </message>
    <message>
        <source>Not yet activated</source>
        <translation>Noch nicht aktiviert</translation>
    </message>
    <message>
        <source>Under commander</source>
        <translation>Unter Befehlshaber</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
    <message>
        <source>%1 found</source>
        <translation>%1 gefunden</translation>
    </message>
</context>
<context>
    <name>OrderOfBattleList</name>
    <message>
        <source>%1 is one of %2, not &quot;%3&quot;</source>
        <translation>%1 ist eines von %2, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <source>%1 is yes or no, not &quot;%2&quot;</source>
        <translation>%1 ist ja oder nein, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 is a whole number, not &quot;%2&quot;</source>
        <translation>%1 ist eine ganze Zahl, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field of %2</source>
        <translation>&quot;%1&quot; ist kein Feld von %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; could be %2: write the field before it (&quot;%3 %1&quot;)</source>
        <translation>&quot;%1&quot; könnte %2 sein: das Feld davor schreiben (&quot;%3 %1&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a field of %2 nor a value of one</source>
        <translation>&quot;%1&quot; ist weder ein Feld von %2 noch ein Wert eines Feldes</translation>
    </message>
    <message>
        <source>%1 needs a value after it</source>
        <translation>%1 braucht danach einen Wert</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>a unit&apos;s line is its name, then its type (one of %1), then its ratings</source>
        <translation>die Zeile einer Einheit ist ihr Name, dann ihr Typ (einer von %1), dann ihre Werte</translation>
    </message>
    <message>
        <source>a name is missing</source>
        <translation>ein Name fehlt</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; is not a field of %2</source>
        <translation>die Spalte &quot;%1&quot; ist kein Feld von %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a level; one of %2</source>
        <translation>&quot;%1&quot; ist keine Ebene; eine von %2</translation>
    </message>
    <message>
        <source>the type is missing (one of %1)</source>
        <translation>der Typ fehlt (einer von %1)</translation>
    </message>
    <message>
        <source>A battle</source>
        <translation>Eine Schlacht</translation>
    </message>
    <message>
        <source>this list is for &quot;%1&quot;; it is being read for %2</source>
        <translation>diese Liste ist für &quot;%1&quot;; sie wird für %2 gelesen</translation>
    </message>
    <message>
        <source>write an option as &quot;option: NAME CHOICE&quot;; the options of %1: %2</source>
        <translation>eine Option wird als &quot;option: NAME CHOICE&quot; geschrieben; die Optionen von %1: %2</translation>
    </message>
    <message>
        <source>%1 takes one of %2, not &quot;%3&quot;</source>
        <translation>%1 nimmt eines von %2, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <source>a colour is written #rrggbb, not &quot;%1&quot;</source>
        <translation>eine Farbe wird #rrggbb geschrieben, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the first side&apos;s line comes first (&quot;side: NAME&quot;)</source>
        <translation>die Zeile der ersten Seite kommt zuerst (&quot;side: NAME&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a unit type of %2; one of: %3</source>
        <translation>&quot;%1&quot; ist kein Einheitentyp von %2; einer von: %3</translation>
    </message>
    <message>
        <source>name the commander&apos;s type after the name (one of %1)</source>
        <translation>den Typ des Befehlshabers nach dem Namen angeben (einer von %1)</translation>
    </message>
    <message>
        <source>a unit comes under a commander: put a commander&apos;s line above it (&quot;brigade: NAME&quot;)</source>
        <translation>eine Einheit steht unter einem Befehlshaber: eine Befehlshaberzeile darüber setzen (&quot;brigade: NAME&quot;)</translation>
    </message>
    <message>
        <source>a battle needs at least two sides (&quot;side: NAME&quot; lines); sides in this list: %1</source>
        <translation>eine Schlacht braucht mindestens zwei Seiten (Zeilen &quot;side: NAME&quot;); Seiten in dieser Liste: %1</translation>
    </message>
    <message>
        <source>the side %1 has no commander</source>
        <translation>die Seite %1 hat keinen Befehlshaber</translation>
    </message>
    <message>
        <source>a side&apos;s pattern is one of %1, not &quot;%2&quot;</source>
        <translation>das Muster einer Seite ist eines von %1, nicht &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>OrderPanel</name>
    <message>
        <source>Given to</source>
        <translation>Erteilt an</translation>
    </message>
    <message>
        <source>Choose a unit</source>
        <translation>Einheit wählen</translation>
    </message>
    <message>
        <source>Given to: %1</source>
        <translation>Erteilt an: %1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Apply: %1</source>
        <translation>Anwenden: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Orders</name>
    <message>
        <source>%1 moves</source>
        <translation>%1 Bewegungen</translation>
    </message>
    <message>
        <source>%1 move</source>
        <translation>%1 Bewegung</translation>
    </message>
    <message>
        <source>this ruleset has no formation changes</source>
        <translation>dieses Regelwerk kennt keine Formationswechsel</translation>
    </message>
    <message>
        <source>unknown unit type or formation</source>
        <translation>unbekannter Einheitentyp oder unbekannte Formation</translation>
    </message>
    <message>
        <source>a %1 cannot form %2</source>
        <translation>ein %1 kann keine %2 bilden</translation>
    </message>
    <message>
        <source>%1 needs %2</source>
        <translation>%1 braucht %2</translation>
    </message>
    <message>
        <source>already in %1</source>
        <translation>schon in %1</translation>
    </message>
    <message>
        <source>%1 cannot change to %2: that formation is not on its army&apos;s chain</source>
        <translation>%1 kann nicht zu %2 wechseln: diese Formation steht nicht in der Kette seiner Armee</translation>
    </message>
    <message>
        <source>no cost is given for rating %1</source>
        <translation>für die Wertung %1 sind keine Kosten angegeben</translation>
    </message>
    <message>
        <source>unknown ground or unit</source>
        <translation>unbekanntes Gelände oder unbekannte Einheit</translation>
    </message>
    <message>
        <source>%1 may not enter %2</source>
        <translation>%1 darf %2 nicht betreten</translation>
    </message>
    <message>
        <source>%1: speed × %2</source>
        <translation>%1: Geschwindigkeit × %2</translation>
    </message>
    <message>
        <source>%1: %2 of the move lost</source>
        <translation>%1: %2 der Bewegung verloren</translation>
    </message>
    <message>
        <source>%1: %2&quot; to cross</source>
        <translation>%1: %2&quot; zum Überqueren</translation>
    </message>
    <message>
        <source>%1&quot;</source>
        <translation>%1&quot;</translation>
    </message>
    <message>
        <source>%1: not allowed (%2)</source>
        <translation>%1: nicht erlaubt (%2)</translation>
    </message>
    <message>
        <source>%1 used: %2 left</source>
        <translation>%1 verbraucht: %2 übrig</translation>
    </message>
    <message>
        <source>may not enter %1</source>
        <translation>darf %1 nicht betreten</translation>
    </message>
    <message>
        <source>%1: %2 left</source>
        <translation>%1: %2 übrig</translation>
    </message>
    <message>
        <source>crossing it disorders the unit</source>
        <translation>das Durchqueren bringt die Einheit in Unordnung</translation>
    </message>
    <message>
        <source>%1 is more than the %2 it has</source>
        <translation>%1 ist mehr als die %2, die sie hat</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 Bewegung</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>OverrideBox</name>
    <message>
        <source>The rules do not allow it: %1</source>
        <translation>Die Regeln erlauben es nicht: %1</translation>
    </message>
    <message>
        <source>Allowed by the umpire (%1), although the rules say: %2</source>
        <translation>Vom Schiedsrichter erlaubt (%1), obwohl die Regeln sagen: %2</translation>
    </message>
    <message>
        <source>Only the umpire may allow it (Umpire mode, in the battle&apos;s ⋮ menu).</source>
        <translation>Nur der Schiedsrichter kann es erlauben (Schiedsrichtermodus im ⋮-Menü der Schlacht).</translation>
    </message>
    <message>
        <source>Allow anyway…</source>
        <translation>Trotzdem erlauben…</translation>
    </message>
    <message>
        <source>The umpire allows what the rules forbid here, giving a reason for the journal</source>
        <translation>Der Schiedsrichter erlaubt, was die Regeln hier verbieten, mit einem Grund für das Journal</translation>
    </message>
    <message>
        <source>Why the umpire allows it</source>
        <translation>Warum der Schiedsrichter es erlaubt</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Der Grund des Schiedsrichters</translation>
    </message>
    <message>
        <source>Allow</source>
        <translation>Erlauben</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>OwedSkipDialog</name>
    <message>
        <source>Pass over an owed test</source>
        <translation>Einen geschuldeten Test übergehen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Pass over</source>
        <translation>Übergehen</translation>
    </message>
    <message>
        <source>The umpire&apos;s reason</source>
        <translation>Begründung des Schiedsrichters</translation>
    </message>
</context>
<context>
    <name>OwedTests</name>
    <message>
        <source>owed: %1</source>
        <translation>geschuldet: %1</translation>
    </message>
    <message>
        <source>no longer owed: %1 (the unit has left play)</source>
        <translation>nicht mehr geschuldet: %1 (die Einheit ist aus dem Spiel)</translation>
    </message>
    <message>
        <source>lapsed: %1 (not taken before the phase ended)</source>
        <translation>verfallen: %1 (vor dem Ende der Phase nicht abgelegt)</translation>
    </message>
    <message>
        <source>lapsed: %1 (not taken before the turn ended)</source>
        <translation>verfallen: %1 (vor dem Ende des Zuges nicht abgelegt)</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>%1 for %2 against %3</source>
        <translation>%1 für %2 gegen %3</translation>
    </message>
    <message>
        <source>after %1: %2</source>
        <translation>nach %1: %2</translation>
    </message>
    <message>
        <source>left from %1</source>
        <translation>offen aus %1</translation>
    </message>
    <message>
        <source>left from %1 (%2)</source>
        <translation>offen aus %1 (%2)</translation>
    </message>
    <message>
        <source>lapses when the phase ends</source>
        <translation>verfällt am Ende der Phase</translation>
    </message>
    <message>
        <source>lapses when the turn ends</source>
        <translation>verfällt am Ende des Zuges</translation>
    </message>
    <message>
        <source>%1 %2 (now %3)</source>
        <translation>%1 %2 (jetzt %3)</translation>
    </message>
    <message>
        <source>%1 as it was when this was owed: %2</source>
        <translation>%1, wie es war, als dies geschuldet wurde: %2</translation>
    </message>
    <message>
        <source>on activation: %1</source>
        <translation>bei Aktivierung: %1</translation>
    </message>
</context>
<context>
    <name>OwedTestsStrip</name>
    <message numerus="yes">
        <source>%n test(s) owed:</source>
        <translation>
            <numerusform>%n Test geschuldet:</numerusform>
            <numerusform>%n Tests geschuldet:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Pass over…</source>
        <translation>Übergehen…</translation>
    </message>
    <message>
        <source>The umpire passes over an owed test, giving the reason</source>
        <translation>Der Schiedsrichter übergeht einen geschuldeten Test mit Begründung</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) owed ▾</source>
        <translation>
            <numerusform>%n Test geschuldet ▾</numerusform>
            <numerusform>%n Tests geschuldet ▾</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) owed ▸</source>
        <translation>
            <numerusform>%n Test geschuldet ▸</numerusform>
            <numerusform>%n Tests geschuldet ▸</numerusform>
        </translation>
    </message>
    <message>
        <source>Folds the tests owed into one line</source>
        <translation>Fasst die geschuldeten Tests in einer Zeile zusammen</translation>
    </message>
    <message>
        <source>Shows every test owed</source>
        <translation>Zeigt alle geschuldeten Tests</translation>
    </message>
</context>
<context>
    <name>PageHeader</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ Zurück</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>ProcedureLoader</name>
    <message>
        <source>duplicate procedure id &quot;%1&quot;</source>
        <translation>doppelte Verfahrenskennung &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a role: actor or target</source>
        <translation>eine Rolle: actor oder target</translation>
    </message>
    <message>
        <source>an object of numbers by name</source>
        <translation>ein Objekt mit Zahlen nach Namen</translation>
    </message>
    <message>
        <source>the procedure declares no var &quot;%1&quot;</source>
        <translation>das Verfahren deklariert keine Variable &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a role: actor, target, winner or loser</source>
        <translation>eine Rolle: actor, target, winner oder loser</translation>
    </message>
    <message>
        <source>the procedure declares no ending &quot;%1&quot;</source>
        <translation>das Verfahren deklariert keinen Ausgang &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no test &quot;%1&quot; is defined</source>
        <translation>kein Test &quot;%1&quot; ist definiert</translation>
    </message>
    <message>
        <source>the test &quot;%1&quot; has no input &quot;%2&quot;</source>
        <translation>der Test &quot;%1&quot; hat keine Eingabe &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the test &quot;%1&quot; has no modifier &quot;%2&quot;</source>
        <translation>der Test &quot;%1&quot; hat keinen Modifikator &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the test &quot;%1&quot; has no outcome &quot;%2&quot;</source>
        <translation>der Test &quot;%1&quot; hat kein Ergebnis &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the test &quot;%1&quot; has no %2 outcome</source>
        <translation>der Test &quot;%1&quot; hat kein Ergebnis %2</translation>
    </message>
    <message>
        <source>no test has a modifier &quot;%1&quot;</source>
        <translation>kein Test hat einen Modifikator &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an integer field, such as casualties</source>
        <translation>ein ganzzahliges Feld, etwa casualties</translation>
    </message>
    <message>
        <source>says why the response is not offered, but it has no &quot;when&quot;</source>
        <translation>sagt, warum die Antwort nicht angeboten wird, hat aber kein &quot;when&quot;</translation>
    </message>
    <message>
        <source>a step is one of test, effects, if, ifWinner, end, chargeRules, weaponRange, store, melee, fights, repeat, tick, winner</source>
        <translation>ein Schritt ist eines von test, effects, if, ifWinner, end, chargeRules, weaponRange, store, melee, fights, repeat, tick, winner</translation>
    </message>
    <message>
        <source>only units made of figures fight bout by bout (see &quot;figures&quot;)</source>
        <translation>nur Einheiten aus Figuren kämpfen Zweikampf um Zweikampf (siehe &quot;figures&quot;)</translation>
    </message>
    <message>
        <source>an opposed test with a winner and a loser (winnerLoser), not &quot;%1&quot;</source>
        <translation>ein vergleichender Test mit Sieger und Verlierer (winnerLoser), nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>at most 1 to 6 figures against one</source>
        <translation>höchstens 1 bis 6 Figuren gegen eine</translation>
    </message>
    <message>
        <source>a tally counts bouts won by actor or target, or drawn</source>
        <translation>eine Zählung zählt Zweikämpfe, die actor oder target gewonnen haben, oder unentschiedene</translation>
    </message>
</context>
<context>
    <name>ProcedureRunner</name>
    <message>
        <source>%1 is not taken: the unit is no longer in play</source>
        <translation>%1 entfällt: die Einheit ist nicht mehr im Spiel</translation>
    </message>
    <message>
        <source>only a test the rules trigger can be skipped, not %1</source>
        <translation>nur ein von den Regeln ausgelöster Test kann übersprungen werden, nicht %1</translation>
    </message>
    <message>
        <source>skipped by the umpire</source>
        <translation>vom Schiedsrichter übersprungen</translation>
    </message>
    <message>
        <source>no charge rule forbids it</source>
        <translation>keine Angriffsregel verbietet ihn</translation>
    </message>
    <message>
        <source>%1&quot; is beyond the %2&apos;s reach</source>
        <translation>%1&quot; liegt außerhalb der Reichweite: %2</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>%1&quot;: %2 range of the %3</source>
        <translation>%1&quot;: %2 Reichweite: %3</translation>
    </message>
    <message>
        <source>drawn: %1 and %2 each lost %3</source>
        <translation>unentschieden: %1 und %2 verloren je %3</translation>
    </message>
    <message>
        <source>%1 won: it lost %2, %3 lost %4</source>
        <translation>%1 gewann: verlor %2, %3 verlor %4</translation>
    </message>
    <message>
        <source>the procedure needs a unit as %1</source>
        <translation>das Verfahren braucht eine Einheit als %1</translation>
    </message>
    <message>
        <source>enter %1 (input &quot;%2&quot;)</source>
        <translation>%1 eingeben (Eingabe &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>because %1</source>
        <translation>weil %1</translation>
    </message>
    <message>
        <source>no procedure &quot;%1&quot; in %2</source>
        <translation>kein Verfahren &quot;%1&quot; in %2</translation>
    </message>
    <message>
        <source>no response &quot;%1&quot; in the procedure %2</source>
        <translation>keine Reaktion &quot;%1&quot; im Verfahren %2</translation>
    </message>
    <message>
        <source>%1 is not allowed here: %2</source>
        <translation>%1 ist hier nicht erlaubt: %2</translation>
    </message>
    <message>
        <source>the procedure took more than %1 steps</source>
        <translation>das Verfahren brauchte mehr als %1 Schritte</translation>
    </message>
    <message>
        <source>the procedure %1 came to no ending: the ruleset&apos;s steps end without one</source>
        <translation>das Verfahren %1 kam zu keinem Ausgang: die Schritte des Regelwerks enden ohne einen</translation>
    </message>
    <message>
        <source>no such procedure or response</source>
        <translation>kein solches Verfahren und keine solche Reaktion</translation>
    </message>
    <message>
        <source>the procedure %1 came to no ending</source>
        <translation>das Verfahren %1 kam zu keinem Ausgang</translation>
    </message>
    <message>
        <source>only a test the rules trigger, whose result nothing after it reads, can be owed, not %1</source>
        <translation>nur ein Test, den die Regeln auslösen und dessen Ergebnis danach nichts liest, kann geschuldet werden, nicht %1</translation>
    </message>
    <message>
        <source>owed</source>
        <translation>geschuldet</translation>
    </message>
    <message>
        <source>no figures in contact: nobody fights</source>
        <translation>keine Figuren im Kontakt: niemand kämpft</translation>
    </message>
    <message>
        <source>bouts won: %1 by the charging side, %2 by the other; %3 drawn</source>
        <translation>gewonnene Zweikämpfe: %1 durch den Angreifer, %2 durch die andere Seite; %3 unentschieden</translation>
    </message>
</context>
<context>
    <name>ReportBuilder</name>
    <message>
        <source>A quiet turn: no shots, charges or losses.</source>
        <translation>Ein ruhiger Zug: keine Schüsse, Angriffe oder Verluste.</translation>
    </message>
    <message>
        <source>%1 came up: %2.</source>
        <translation>%1 kam: %2.</translation>
    </message>
    <message>
        <source>%1 fired: %2.</source>
        <translation>%1 feuerte: %2.</translation>
    </message>
    <message>
        <source>%1 fired at %2: %3.</source>
        <translation>%1 feuerte auf %2: %3.</translation>
    </message>
    <message>
        <source>%1 charged: %2.</source>
        <translation>%1 griff an: %2.</translation>
    </message>
    <message>
        <source>%1 charged %2: %3.</source>
        <translation>%1 griff %2 an: %3.</translation>
    </message>
    <message>
        <source>%1 for %2: %3.</source>
        <translation>%1 für %2: %3.</translation>
    </message>
    <message>
        <source>%1, %2 against %3: %4.</source>
        <translation>%1, %2 gegen %3: %4.</translation>
    </message>
    <message>
        <source>%1 joined the battle.</source>
        <translation>%1 stieß zur Schlacht.</translation>
    </message>
    <message numerus="yes">
        <source>%1 took %n loss(es).</source>
        <translation>
            <numerusform>%1 erlitt %n Verlust.</numerusform>
            <numerusform>%1 erlitt %n Verluste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 made good %n loss(es).</source>
        <translation>
            <numerusform>%1 machte %n Verlust wett.</numerusform>
            <numerusform>%1 machte %n Verluste wett.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was lost.</source>
        <translation>%1 ging verloren.</translation>
    </message>
    <message>
        <source>%1 broke.</source>
        <translation>%1 brach.</translation>
    </message>
    <message>
        <source>%1 was shaken.</source>
        <translation>%1 wurde erschüttert.</translation>
    </message>
    <message>
        <source>%1 rallied.</source>
        <translation>%1 sammelte sich.</translation>
    </message>
    <message>
        <source>the dice came to %1</source>
        <translation>die Würfel ergaben %1</translation>
    </message>
    <message>
        <source>%1, %2 in turn %3: %4 (%5), a chance of %6</source>
        <translation>%1, %2 in Zug %3: %4 (%5), eine Chance von %6</translation>
    </message>
    <message numerus="yes">
        <source> (%n roll(s))</source>
        <translation>
            <numerusform> (%n Wurf)</numerusform>
            <numerusform> (%n Würfe)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hit(s) against %2 expected</source>
        <translation>
            <numerusform>%1: %n Treffer bei %2 erwarteten</numerusform>
            <numerusform>%1: %n Treffer bei %2 erwarteten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n success(es) against %2 expected</source>
        <translation>
            <numerusform>%1: %n Erfolg bei %2 erwarteten</numerusform>
            <numerusform>%1: %n Erfolge bei %2 erwarteten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n passed against %2 expected</source>
        <translation>
            <numerusform>%1: %n bestanden bei %2 erwarteten</numerusform>
            <numerusform>%1: %n bestanden bei %2 erwarteten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in all against %3 expected</source>
        <translation>%1: insgesamt %2 bei %3 erwarteten</translation>
    </message>
    <message>
        <source>%1: dice totalling %2 against %3 expected</source>
        <translation>%1: Würfelsumme %2 bei %3 erwarteten</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>1 in %1 (%2)</source>
        <translation>1 zu %1 (%2)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1: %2, %3; %4</source>
        <extracomment>A side at the end of a turn: its name, its losses, its units lost; how its units stand</extracomment>
        <translation>%1: %2, %3; %4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln loss(es)</source>
        <translation>
            <numerusform>%Ln Verlust</numerusform>
            <numerusform>%Ln Verluste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unit(s) lost</source>
        <translation>
            <numerusform>%Ln Einheit verloren</numerusform>
            <numerusform>%Ln Einheiten verloren</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 steady, %2 shaken, %3 routed</source>
        <translation>%1 standhaft, %2 erschüttert, %3 in Flucht</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Würfelglück</translation>
    </message>
    <message>
        <source>The most unlikely roll: %1</source>
        <translation>Der unwahrscheinlichste Wurf: %1</translation>
    </message>
    <message>
        <source>Could not read: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <source>%1 was taken out of the battle by the umpire.</source>
        <translation>%1 wurde vom Schiedsrichter aus der Schlacht genommen.</translation>
    </message>
</context>
<context>
    <name>ReportCharts</name>
    <message>
        <source>Losses over the turns</source>
        <translation>Verluste im Lauf der Züge</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>units lost</source>
        <translation>verlorene Einheiten</translation>
    </message>
    <message>
        <source>%1 losses</source>
        <translation>%1 Verluste</translation>
    </message>
    <message>
        <source>How the units stood at the end of each turn</source>
        <translation>Wie die Einheiten am Ende jedes Zuges standen</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>standhaft</translation>
    </message>
    <message>
        <source>shaken</source>
        <translation>erschüttert</translation>
    </message>
    <message>
        <source>routed</source>
        <translation>in Flucht</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
</context>
<context>
    <name>ReportDocument</name>
    <message numerus="yes">
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n Zug</numerusform>
            <numerusform>%1 · %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>How it stands</source>
        <translation>Wie es steht</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Units lost</source>
        <translation>Verlorene Einheiten</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Standhaft</translation>
    </message>
    <message>
        <source>Shaken</source>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Routed</source>
        <translation>In Flucht</translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation>Zug um Zug</translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation>Noch ist nichts gespielt.</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Würfelglück</translation>
    </message>
    <message>
        <source>Each side&apos;s dice against what the exact odds expected at the moment of each roll, with every modifier that applied then.</source>
        <translation>Die Würfel jeder Seite gegen das, was die genauen Chancen im Moment jedes Wurfs erwarten ließen, mit allen Modifikatoren, die damals galten.</translation>
    </message>
    <message>
        <source>No dice have been rolled yet.</source>
        <translation>Noch wurde nicht gewürfelt.</translation>
    </message>
    <message>
        <source>The most unlikely roll</source>
        <translation>Der unwahrscheinlichste Wurf</translation>
    </message>
    <message>
        <source>Losses over the turns</source>
        <translation>Verluste im Lauf der Züge</translation>
    </message>
    <message>
        <source>How the units stood</source>
        <translation>Wie die Einheiten standen</translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <source>The battle&apos;s report</source>
        <translation>Der Schlachtbericht</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern…</translation>
    </message>
    <message>
        <source>Save as HTML…</source>
        <translation>Als HTML speichern…</translation>
    </message>
    <message>
        <source>%1: %2 lost, %3 units out of play; %4 steady, %5 shaken, %6 routed</source>
        <translation>%1: %2 verloren, %3 Einheiten aus dem Spiel; %4 standhaft, %5 erschüttert, %6 in Flucht</translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation>Zug um Zug</translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation>Noch ist nichts gespielt.</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Würfelglück</translation>
    </message>
    <message>
        <source>Each side&apos;s dice against what the exact odds expected at the moment of each roll.</source>
        <translation>Die Würfel jeder Seite gegen das, was die genauen Chancen im Moment jedes Wurfs erwarten ließen.</translation>
    </message>
    <message>
        <source>The most unlikely roll: %1</source>
        <translation>Der unwahrscheinlichste Wurf: %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Webseiten (*.html)</translation>
    </message>
</context>
<context>
    <name>Resolver</name>
    <message>
        <source>no test &quot;%1&quot; in %2</source>
        <translation>kein Test &quot;%1&quot; in %2</translation>
    </message>
    <message>
        <source>the test needs the unit taking it (the actor)</source>
        <translation>der Test braucht die Einheit, die ihn ablegt (actor)</translation>
    </message>
    <message>
        <source>enter %1 (input &quot;%2&quot;)</source>
        <translation>%1 eingeben (Eingabe &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>%1 (input &quot;%2&quot;) is %3 to %4, not %5</source>
        <translation>%1 (Eingabe &quot;%2&quot;) reicht von %3 bis %4, nicht %5</translation>
    </message>
    <message>
        <source>because %1</source>
        <translation>weil %1</translation>
    </message>
    <message>
        <source>only when %1</source>
        <translation>nur wenn %1</translation>
    </message>
    <message>
        <source>rating %1</source>
        <translation>Wertung %1</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <source>tick it if it applies</source>
        <translation>ankreuzen, wenn zutreffend</translation>
    </message>
    <message>
        <source>choose one if it applies</source>
        <translation>eines wählen, wenn zutreffend</translation>
    </message>
    <message>
        <source>%1 gives no dice (&quot;%2&quot;)</source>
        <translation>%1 ergibt keine Würfel (&quot;%2&quot;)</translation>
    </message>
    <message>
        <source>none of the dice choices fits this unit</source>
        <translation>keine der Würfelauswahlen passt zu dieser Einheit</translation>
    </message>
    <message>
        <source>%1 judges dice one by one, and &quot;%2&quot; are not plain dice of one size</source>
        <translation>%1 wertet Würfel einzeln, und &quot;%2&quot; sind keine einfachen Würfel einer Größe</translation>
    </message>
    <message>
        <source>%1 rolls one die, not %2</source>
        <translation>%1 würfelt einen Würfel, nicht %2</translation>
    </message>
    <message>
        <source>%1 would roll %2 dice; Adjutant rolls at most %3 for one test</source>
        <translation>%1 würde %2 Würfel werfen; Adjutant würfelt höchstens %3 für einen Test</translation>
    </message>
    <message>
        <source>roll %1</source>
        <translation>%1 würfeln</translation>
    </message>
    <message>
        <source>roll %1 on %2, row %3</source>
        <translation>%1 auf %2 würfeln, Zeile %3</translation>
    </message>
    <message>
        <source>every unit: no longer %1</source>
        <translation>jede Einheit: nicht mehr %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, each of %n die/dice</source>
        <translation>
            <numerusform>%1, mit %n Würfel</numerusform>
            <numerusform>%1, mit jedem von %n Würfeln</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no row for %2. %3</source>
        <translation>%1 hat keine Zeile für %2. %3</translation>
    </message>
    <message>
        <source>%1 %2 against %3 (already rolled) %4</source>
        <translation>%1 %2 gegen %3 (schon gewürfelt) %4</translation>
    </message>
    <message>
        <source>%1 %2 against %1 %3</source>
        <translation>%1 %2 gegen %1 %3</translation>
    </message>
    <message>
        <source>a roll on %1 came after %2 other table rolls in a row: the ruleset&apos;s tables lead to one another; no further roll was made</source>
        <translation>ein Wurf auf %1 kam nach %2 anderen Tabellenwürfen in Folge: die Tabellen des Regelwerks führen zueinander; es wurde nicht weiter gewürfelt</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>%1 is removed from play</source>
        <translation>%1 wird aus dem Spiel genommen</translation>
    </message>
    <message>
        <source>the follow-ups went more than %1 deep, to %2: the ruleset&apos;s follow-ups loop and the dice have not ended it; resolved up to there</source>
        <translation>die Folgetests gingen tiefer als %1, bis %2: die Folgetests des Regelwerks drehen sich im Kreis, und die Würfel haben es nicht beendet; bis dorthin aufgelöst</translation>
    </message>
    <message>
        <source>more than %1 tests in one cascade, up to %2: the ruleset&apos;s follow-ups multiply; resolved up to there</source>
        <translation>mehr als %1 Tests in einer Kette, bis %2: die Folgetests des Regelwerks vervielfachen sich; bis dorthin aufgelöst</translation>
    </message>
    <message>
        <source>a d%1 has no face %2</source>
        <translation>ein W%1 hat keine Augenzahl %2</translation>
    </message>
    <message>
        <source>more dice are needed for the table roll of %1</source>
        <translation>für den Tabellenwurf von %1 werden mehr Würfel gebraucht</translation>
    </message>
    <message>
        <source>for each success of %1</source>
        <translation>für jeden Erfolg von %1</translation>
    </message>
    <message>
        <source>for each failure of %1</source>
        <translation>für jeden Fehlschlag von %1</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>roll %1 for each part on %2, rows %3</source>
        <translation>%1 für jeden Teil auf %2 würfeln, Zeilen %3</translation>
    </message>
    <message>
        <source>%1 has no row for %2</source>
        <translation>%1 hat keine Zeile für %2</translation>
    </message>
    <message>
        <source>%1 has no weapon to measure the range by</source>
        <translation>%1 hat keine Waffe, nach der die Reichweite gemessen wird</translation>
    </message>
    <message>
        <source>out of range: %1 reaches %2&quot;, the target is %3&quot; away</source>
        <translation>außer Reichweite: %1 reicht %2&quot;, das Ziel ist %3&quot; entfernt</translation>
    </message>
    <message>
        <source>not allowed unless %1</source>
        <translation>nur erlaubt, wenn %1</translation>
    </message>
    <message>
        <source>%1 (already rolled) %2 against %3 %4</source>
        <translation>%1 (bereits gewürfelt) %2 gegen %3 %4</translation>
    </message>
    <message>
        <source>the die already rolled shows 1 to %1 (0: roll it now)</source>
        <translation>der bereits geworfene Würfel zeigt 1 bis %1 (0: jetzt würfeln)</translation>
    </message>
    <message>
        <source>only one side&apos;s die can have been rolled already</source>
        <translation>nur der Würfel einer Seite kann bereits geworfen sein</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: now %2</source>
        <translation>%1: jetzt %2</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>%1 %2</source>
        <comment>a figure called by its role and its number in the unit: Ranker 3</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>RulesGuide</name>
    <message>
        <source>Each die is judged on its own; the successes are counted.</source>
        <translation>Jeder Würfel zählt für sich; die Erfolge werden gezählt.</translation>
    </message>
    <message>
        <source>One die against a score to reach.</source>
        <translation>Ein Würfel gegen einen Zielwert.</translation>
    </message>
    <message>
        <source>One die that must come at or under a score.</source>
        <translation>Ein Würfel, der einen Wert nicht überschreiten darf.</translation>
    </message>
    <message>
        <source>The dice are added up with the modifiers; the total falls in one of the results below.</source>
        <translation>Die Würfel werden mit den Modifikatoren addiert; die Summe fällt in eines der Ergebnisse unten.</translation>
    </message>
    <message>
        <source>The roll with its modifiers is read on a table.</source>
        <translation>Der Wurf mit seinen Modifikatoren wird in einer Tabelle abgelesen.</translation>
    </message>
    <message>
        <source>Both sides roll and add their modifiers; the difference decides.</source>
        <translation>Beide Seiten würfeln und addieren ihre Modifikatoren; der Unterschied entscheidet.</translation>
    </message>
    <message>
        <source>Dice: as %1 says</source>
        <translation>Würfel: wie %1 angibt</translation>
    </message>
    <message>
        <source>%1 when %2</source>
        <translation>%1, wenn %2</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Würfel: %1</translation>
    </message>
    <message>
        <source>Dice: a d%1 for each of %2</source>
        <translation>Würfel: ein W%1 für jeden von %2</translation>
    </message>
    <message>
        <source>Dice: %1d%2</source>
        <translation>Würfel: %1W%2</translation>
    </message>
    <message>
        <source>Needs %1 or more; the modifiers change the score needed, not the roll.</source>
        <translation>Braucht %1 oder mehr; die Modifikatoren ändern den nötigen Wert, nicht den Wurf.</translation>
    </message>
    <message>
        <source>Needs %1 or more after the modifiers.</source>
        <translation>Braucht %1 oder mehr nach den Modifikatoren.</translation>
    </message>
    <message>
        <source>Needs %1 or less after the modifiers.</source>
        <translation>Braucht %1 oder weniger nach den Modifikatoren.</translation>
    </message>
    <message>
        <source>Needs %1 or less; the modifiers raise or lower that score.</source>
        <translation>Braucht %1 oder weniger; die Modifikatoren heben oder senken diesen Wert.</translation>
    </message>
    <message>
        <source>Adds %1 to the roll.</source>
        <translation>Addiert %1 zum Wurf.</translation>
    </message>
    <message>
        <source>Takes %1 off the total.</source>
        <translation>Zieht %1 von der Summe ab.</translation>
    </message>
    <message>
        <source>The row is %1.</source>
        <translation>Die Zeile ist %1.</translation>
    </message>
    <message>
        <source>A natural %1 always passes, whatever the modifiers.</source>
        <translation>Eine natürliche %1 besteht immer, was auch immer die Modifikatoren sagen.</translation>
    </message>
    <message>
        <source>A natural %1 always fails, whatever the modifiers.</source>
        <translation>Eine natürliche %1 scheitert immer, was auch immer die Modifikatoren sagen.</translation>
    </message>
    <message>
        <source>Those natural faces decide only when %1.</source>
        <translation>Diese natürlichen Augen entscheiden nur, wenn %1.</translation>
    </message>
    <message>
        <source>The players enter %1 (%2 to %3).</source>
        <translation>Die Spieler geben %1 ein (%2 bis %3).</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 for each of %2</source>
        <translation>%1 für jeden von %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>when %1</source>
        <translation>wenn %1</translation>
    </message>
    <message>
        <source>tick it when the table shows it</source>
        <translation>ankreuzen, wenn der Tisch es zeigt</translation>
    </message>
    <message>
        <source>choose the one the table shows</source>
        <translation>das wählen, was der Tisch zeigt</translation>
    </message>
    <message>
        <source>for the other side</source>
        <translation>für die Gegenseite</translation>
    </message>
    <message>
        <source>for each side</source>
        <translation>für jede Seite</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Der Zug</translation>
    </message>
    <message numerus="yes">
        <source>A deck of cards decides who acts: %n card(s) at a time.</source>
        <translation>
            <numerusform>Ein Kartenstapel entscheidet, wer handelt: %n Karte auf einmal.</numerusform>
            <numerusform>Ein Kartenstapel entscheidet, wer handelt: %n Karten auf einmal.</numerusform>
        </translation>
    </message>
    <message>
        <source>one per unit</source>
        <translation>eine je Einheit</translation>
    </message>
    <message>
        <source>one per commander</source>
        <translation>eine je Befehlshaber</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n im Stapel</numerusform>
            <numerusform>%n im Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; ends the turn</source>
        <translation>%1; beendet den Zug</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>on a pass</source>
        <translation>wenn bestanden</translation>
    </message>
    <message>
        <source>on a fail</source>
        <translation>wenn gescheitert</translation>
    </message>
    <message>
        <source>Then: %1. %2</source>
        <translation>Dann: %1. %2</translation>
    </message>
    <message>
        <source>Roll %1 and read the row.</source>
        <translation>%1 würfeln und die Zeile ablesen.</translation>
    </message>
    <message>
        <source>%1 gives %2</source>
        <translation>%1 ergibt %2</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
</context>
<context>
    <name>RulesetLoader</name>
    <message>
        <source>passed over for its mistakes; the first: %1</source>
        <translation>wegen seiner Fehler übergangen; der erste: %1</translation>
    </message>
    <message>
        <source>no ruleset &quot;%1&quot;; &apos;adjutant-cli rulesets&apos; lists them</source>
        <translation>kein Regelwerk &quot;%1&quot;; &apos;adjutant-cli rulesets&apos; listet sie auf</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>this Adjutant reads format %1, not %2</source>
        <translation>dieses Adjutant liest Format %1, nicht %2</translation>
    </message>
    <message>
        <source>an id uses letters, digits and hyphens only</source>
        <translation>eine ID besteht nur aus Buchstaben, Ziffern und Bindestrichen</translation>
    </message>
    <message>
        <source>duplicate %1 id &quot;%2&quot;; the first is at %3</source>
        <translation>doppelte %1-ID &quot;%2&quot;; die erste steht bei %3</translation>
    </message>
    <message>
        <source>an option needs at least two choices</source>
        <translation>eine Option braucht mindestens zwei Auswahlen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of this option&apos;s choices</source>
        <translation>&quot;%1&quot; ist keine der Auswahlen dieser Option</translation>
    </message>
    <message>
        <source>duplicate step &quot;%1&quot; in this ladder</source>
        <translation>doppelte Stufe &quot;%1&quot; in dieser Leiter</translation>
    </message>
    <message>
        <source>a ladder needs at least one step</source>
        <translation>eine Leiter braucht mindestens eine Stufe</translation>
    </message>
    <message>
        <source>no formation &quot;%1&quot; is defined</source>
        <translation>keine Formation &quot;%1&quot; ist festgelegt</translation>
    </message>
    <message>
        <source>kind must be ladder, integer, flag or choice</source>
        <translation>kind ist ladder, integer, flag oder choice</translation>
    </message>
    <message>
        <source>no ladder &quot;%1&quot; is defined</source>
        <translation>keine Leiter &quot;%1&quot; ist festgelegt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a step of the ladder &quot;%2&quot;</source>
        <translation>&quot;%1&quot; ist keine Stufe der Leiter &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no unit type has the attribute &quot;%1&quot;</source>
        <translation>kein Einheitentyp hat das Attribut &quot;%1&quot;</translation>
    </message>
    <message>
        <source>only &quot;formations&quot; can supply choices</source>
        <translation>nur &quot;formations&quot; kann Auswahlen liefern</translation>
    </message>
    <message>
        <source>a choice field needs &quot;choices&quot; or &quot;choicesFrom&quot;</source>
        <translation>ein Auswahlfeld braucht &quot;choices&quot; oder &quot;choicesFrom&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the choices</source>
        <translation>&quot;%1&quot; ist keine der Auswahlen</translation>
    </message>
    <message>
        <source>no field &quot;%1&quot;</source>
        <translation>kein Feld &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not %2</source>
        <translation>&quot;%1&quot; ist nicht %2</translation>
    </message>
    <message>
        <source>no test &quot;%1&quot;</source>
        <translation>kein Test &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no flag field &quot;%1&quot;</source>
        <translation>kein Schalterfeld &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>expected a field or &quot;type.&quot; and a unit type attribute</source>
        <translation>ein Feld oder &quot;type.&quot; und ein Attribut des Einheitentyps erwartet</translation>
    </message>
    <message>
        <source>expected &quot;lost&quot; or &quot;left&quot;</source>
        <translation>&quot;lost&quot; oder &quot;left&quot; erwartet</translation>
    </message>
    <message>
        <source>a ladder or a choice</source>
        <translation>eine Leiter oder eine Auswahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a value of %2</source>
        <translation>&quot;%1&quot; ist kein Wert von %2</translation>
    </message>
    <message>
        <source>expected &quot;steady&quot;, &quot;shaken&quot; or &quot;routed&quot;</source>
        <translation>&quot;steady&quot;, &quot;shaken&quot; oder &quot;routed&quot; erwartet</translation>
    </message>
    <message>
        <source>a choice</source>
        <translation>eine Auswahl</translation>
    </message>
    <message>
        <source>a flag</source>
        <translation>ein Schalter</translation>
    </message>
    <message>
        <source>removal needs an integer field, such as casualties</source>
        <translation>removal braucht ein ganzzahliges Feld, etwa casualties</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>this test declares no input &quot;%1&quot;</source>
        <translation>dieser Test legt keine Eingabe &quot;%1&quot; fest</translation>
    </message>
    <message>
        <source>no option &quot;%1&quot; is defined</source>
        <translation>keine Option &quot;%1&quot; ist festgelegt</translation>
    </message>
    <message>
        <source>start with %1, input. or option.</source>
        <translation>beginnen Sie mit %1, input. oder option.</translation>
    </message>
    <message>
        <source>no field &quot;%1&quot; is defined</source>
        <translation>kein Feld &quot;%1&quot; ist festgelegt</translation>
    </message>
    <message>
        <source>no step of the ladder &quot;%1&quot; has the attribute &quot;%2&quot;</source>
        <translation>keine Stufe der Leiter &quot;%1&quot; hat das Attribut &quot;%2&quot;</translation>
    </message>
    <message>
        <source>too many parts</source>
        <translation>zu viele Teile</translation>
    </message>
    <message>
        <source>expected text naming %1</source>
        <translation>Text erwartet, der %1 nennt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not %2; one of: %3</source>
        <translation>&quot;%1&quot; ist nicht %2; eines von: %3</translation>
    </message>
    <message>
        <source>a step of %1</source>
        <translation>eine Stufe von %1</translation>
    </message>
    <message>
        <source>a choice of %1</source>
        <translation>eine Auswahl von %1</translation>
    </message>
    <message>
        <source>%1 is a flag: compare it with true or false</source>
        <translation>%1 ist ein Schalter: vergleichen Sie ihn mit true oder false</translation>
    </message>
    <message>
        <source>%1 is a number</source>
        <translation>%1 ist eine Zahl</translation>
    </message>
    <message>
        <source>a unit type</source>
        <translation>ein Einheitentyp</translation>
    </message>
    <message>
        <source>an arm</source>
        <translation>eine Waffengattung</translation>
    </message>
    <message>
        <source>a choice of the option %1</source>
        <translation>eine Auswahl der Option %1</translation>
    </message>
    <message>
        <source>list at least one condition</source>
        <translation>nennen Sie mindestens eine Bedingung</translation>
    </message>
    <message>
        <source>compare a computed value with &quot;atLeast&quot;, &quot;atMost&quot; or &quot;is&quot;</source>
        <translation>vergleichen Sie einen berechneten Wert mit &quot;atLeast&quot;, &quot;atMost&quot; oder &quot;is&quot;</translation>
    </message>
    <message>
        <source>a condition needs &quot;field&quot;, &quot;option&quot;, &quot;all&quot;, &quot;any&quot; or &quot;not&quot;</source>
        <translation>eine Bedingung braucht &quot;field&quot;, &quot;option&quot;, &quot;all&quot;, &quot;any&quot; oder &quot;not&quot;</translation>
    </message>
    <message>
        <source>say what to compare with: &quot;is&quot;, &quot;in&quot;, &quot;atLeast&quot; or &quot;atMost&quot;</source>
        <translation>sagen Sie, womit verglichen wird: &quot;is&quot;, &quot;in&quot;, &quot;atLeast&quot; oder &quot;atMost&quot;</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, not %3</source>
        <translation>eine ganze Zahl von %1 bis %2 erwartet, nicht %3</translation>
    </message>
    <message>
        <source>&quot;result&quot; means a test&apos;s result: only effects may use it</source>
        <translation>&quot;result&quot; meint das Ergebnis eines Tests: nur Wirkungen dürfen es verwenden</translation>
    </message>
    <message>
        <source>give two values: [a, b]</source>
        <translation>geben Sie zwei Werte an: [a, b]</translation>
    </message>
    <message>
        <source>give at least two values</source>
        <translation>geben Sie mindestens zwei Werte an</translation>
    </message>
    <message>
        <source>a value is a number, a reference, or sum, product, quotient, percent or choose</source>
        <translation>ein Wert ist eine Zahl, ein Verweis oder sum, product, quotient, percent oder choose</translation>
    </message>
    <message>
        <source>expected dice such as &quot;2d6&quot;, found %1</source>
        <translation>Würfel wie &quot;2d6&quot; erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>bad dice &quot;%1&quot;: %2</source>
        <translation>ungültige Würfel &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>there is no d%1</source>
        <translation>es gibt keinen W%1</translation>
    </message>
    <message>
        <source>a test rolls 0 to %1 dice, not %2</source>
        <translation>ein Test würfelt 0 bis %1 Würfel, nicht %2</translation>
    </message>
    <message>
        <source>%1 rolls this many dice (%2): a number from 0 to %3</source>
        <translation>%1 würfelt so viele Würfel (%2): eine Zahl von 0 bis %3</translation>
    </message>
    <message>
        <source>an object of named modifier lists</source>
        <translation>ein Objekt benannter Modifikatorlisten</translation>
    </message>
    <message>
        <source>no modifier set &quot;%1&quot; is defined</source>
        <translation>kein Modifikatorsatz &quot;%1&quot; ist festgelegt</translation>
    </message>
    <message>
        <source>a modifier set is a list of modifiers</source>
        <translation>ein Modifikatorsatz ist eine Liste von Modifikatoren</translation>
    </message>
    <message>
        <source>duplicate modifier id &quot;%1&quot;</source>
        <translation>doppelte Modifikator-ID &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a test has at most %1 modifiers, its sets&apos; included</source>
        <translation>ein Test hat höchstens %1 Modifikatoren, die seiner Sätze eingerechnet</translation>
    </message>
    <message>
        <source>the tests have at most %1 modifiers in all, a set counted once for every test that uses it</source>
        <translation>die Tests haben insgesamt höchstens %1 Modifikatoren, ein Satz für jeden Test gezählt, der ihn verwendet</translation>
    </message>
    <message>
        <source>fromRating needs a ladder field, such as actor.fire</source>
        <translation>fromRating braucht ein Leiterfeld, etwa actor.fire</translation>
    </message>
    <message>
        <source>a one-of modifier needs at least two choices</source>
        <translation>ein Entweder-oder-Modifikator braucht mindestens zwei Auswahlen</translation>
    </message>
    <message>
        <source>situational is true or &quot;one-of&quot;</source>
        <translation>situational ist true oder &quot;one-of&quot;</translation>
    </message>
    <message>
        <source>choices belong to a &quot;one-of&quot; modifier</source>
        <translation>Auswahlen gehören zu einem &quot;one-of&quot;-Modifikator</translation>
    </message>
    <message>
        <source>a modifier needs a &quot;value&quot; or &quot;fromRating&quot;</source>
        <translation>ein Modifikator braucht &quot;value&quot; oder &quot;fromRating&quot;</translation>
    </message>
    <message>
        <source>side is &quot;actor&quot;, &quot;target&quot; or &quot;both&quot;</source>
        <translation>side ist &quot;actor&quot;, &quot;target&quot; oder &quot;both&quot;</translation>
    </message>
    <message>
        <source>only automatic modifiers apply to both sides; give each side its own toggle</source>
        <translation>nur automatische Modifikatoren gelten für beide Seiten; geben Sie jeder Seite einen eigenen Schalter</translation>
    </message>
    <message>
        <source>an effect changes a field of a unit, such as actor.casualties</source>
        <translation>eine Wirkung ändert ein Feld einer Einheit, etwa actor.casualties</translation>
    </message>
    <message>
        <source>add works on integer fields</source>
        <translation>add wirkt auf ganzzahlige Felder</translation>
    </message>
    <message>
        <source>step works on ladder fields</source>
        <translation>step wirkt auf Leiterfelder</translation>
    </message>
    <message>
        <source>remove names a role: %1</source>
        <translation>remove nennt eine Rolle: %1</translation>
    </message>
    <message>
        <source>clearAll names a flag field</source>
        <translation>clearAll nennt ein Schalterfeld</translation>
    </message>
    <message>
        <source>no table &quot;%1&quot; is defined</source>
        <translation>keine Tabelle &quot;%1&quot; ist festgelegt</translation>
    </message>
    <message>
        <source>an effect is one of add, set, step, remove, clearAll, note, roll</source>
        <translation>eine Wirkung ist eines von add, set, step, remove, clearAll, note, roll</translation>
    </message>
    <message>
        <source>actor is one of %1</source>
        <translation>actor ist eines von %1</translation>
    </message>
    <message>
        <source>target is one of %1</source>
        <translation>target ist eines von %1</translation>
    </message>
    <message>
        <source>no test &quot;%1&quot; is defined</source>
        <translation>kein Test &quot;%1&quot; ist festgelegt</translation>
    </message>
    <message>
        <source>min %1 is above max %2</source>
        <translation>min %1 liegt über max %2</translation>
    </message>
    <message>
        <source>kind is threshold, roll-under, bands, table or opposed</source>
        <translation>kind ist threshold, roll-under, bands, table oder opposed</translation>
    </message>
    <message>
        <source>modifiersOn is &quot;roll&quot; or &quot;target&quot;</source>
        <translation>modifiersOn ist &quot;roll&quot; oder &quot;target&quot;</translation>
    </message>
    <message>
        <source>a natural face is a die face number</source>
        <translation>eine natürliche Augenzahl ist eine Zahl auf dem Würfel</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a random table; a table test needs a lookup table</source>
        <translation>&quot;%1&quot; ist eine Zufallstabelle; ein Tabellentest braucht eine Nachschlagetabelle</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>%1 loops back: these follow-ups are taken whatever the dice, so the tests would never end</source>
        <translation>%1 führt auf sich zurück: diese Folgetests werden unabhängig von den Würfeln abgelegt, die Tests würden also nie enden</translation>
    </message>
    <message>
        <source>dice judged one by one are plain dice of one size, such as d10 (or 3d10 in a pool)</source>
        <translation>einzeln gewertete Würfel sind einfache Würfel einer Größe, etwa d10 (oder 3d10 in einem Pool)</translation>
    </message>
    <message>
        <source>a roll-under test rolls one die</source>
        <translation>ein Unterwürfeltest würfelt einen Würfel</translation>
    </message>
    <message>
        <source>a cue is &quot;volley&quot;, &quot;cannon&quot; or &quot;charge&quot;</source>
        <translation>ein cue ist &quot;volley&quot;, &quot;cannon&quot; oder &quot;charge&quot;</translation>
    </message>
    <message>
        <source>an object keyed by movement column</source>
        <translation>ein Objekt mit Bewegungsspalten als Schlüsseln</translation>
    </message>
    <message>
        <source>no movement column &quot;%1&quot; is declared; movementColumns: %2</source>
        <translation>keine Bewegungsspalte &quot;%1&quot; ist festgelegt; movementColumns: %2</translation>
    </message>
    <message>
        <source>inches are a whole number from 0 to 1000</source>
        <translation>Zoll sind eine ganze Zahl von 0 bis 1000</translation>
    </message>
    <message>
        <source>a movement row gives the inches of a column at least</source>
        <translation>eine Bewegungszeile gibt mindestens die Zoll einer Spalte an</translation>
    </message>
    <message>
        <source>no movement column &quot;%1&quot; is declared before this one to be its base</source>
        <translation>keine Bewegungsspalte &quot;%1&quot; ist vor dieser als ihre Grundlage festgelegt</translation>
    </message>
    <message>
        <source>only a card per unit or per commander has a when</source>
        <translation>nur eine Karte je Einheit oder je Befehlshaber hat ein when</translation>
    </message>
    <message>
        <source>a ruleset is a few hundred KB</source>
        <translation>ein Regelwerk umfasst einige hundert KB</translation>
    </message>
    <message>
        <source>a threshold test needs &quot;atLeast&quot;, &quot;atMost&quot; or &quot;targetFrom&quot;</source>
        <translation>ein Schwellentest braucht &quot;atLeast&quot;, &quot;atMost&quot; oder &quot;targetFrom&quot;</translation>
    </message>
    <message>
        <source>several dice judged one by one need &quot;pool&quot;: true</source>
        <translation>mehrere einzeln gewertete Würfel brauchen &quot;pool&quot;: true</translation>
    </message>
    <message>
        <source>a pool has perSuccess/perFailure, not onPass/onFail</source>
        <translation>ein Pool hat perSuccess/perFailure, nicht onPass/onFail</translation>
    </message>
    <message>
        <source>a threshold test has onPass/onFail, not bands</source>
        <translation>ein Schwellentest hat onPass/onFail, nicht bands</translation>
    </message>
    <message>
        <source>a roll-under test needs &quot;atMost&quot; or &quot;targetFrom&quot;</source>
        <translation>ein Unterwürfeltest braucht &quot;atMost&quot; oder &quot;targetFrom&quot;</translation>
    </message>
    <message>
        <source>give onPass/onFail, or bands on how far the roll is over</source>
        <translation>geben Sie onPass/onFail an oder bands danach, wie weit der Wurf darüber liegt</translation>
    </message>
    <message>
        <source>this kind of test reads its result from bands</source>
        <translation>diese Art Test liest ihr Ergebnis aus bands</translation>
    </message>
    <message>
        <source>a table test needs &quot;table&quot; and &quot;row&quot;</source>
        <translation>ein Tabellentest braucht &quot;table&quot; und &quot;row&quot;</translation>
    </message>
    <message>
        <source>an opposed test&apos;s modifiers say their side</source>
        <translation>die Modifikatoren eines vergleichenden Tests nennen ihre Seite</translation>
    </message>
    <message>
        <source>write the dice without a success rule; the test says what passes</source>
        <translation>schreiben Sie die Würfel ohne Erfolgsregel; der Test sagt, was besteht</translation>
    </message>
    <message>
        <source>only an opposed test has a target&apos;s die to give</source>
        <translation>nur ein vergleichender Test kann einen Würfel des Ziels haben</translation>
    </message>
    <message>
        <source>this test has no input &quot;%1&quot;</source>
        <translation>dieser Test hat keine Eingabe &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a target&apos;s die can be given only when each side rolls one die with nothing added (&quot;d10&quot;)</source>
        <translation>der Würfel eines Ziels lässt sich nur angeben, wenn jede Seite einen Würfel ohne Zuschlag würfelt (&quot;d10&quot;)</translation>
    </message>
    <message>
        <source>input &quot;%1&quot; runs from 0 (rolled now) to at most %2, the die&apos;s faces</source>
        <translation>Eingabe &quot;%1&quot; reicht von 0 (jetzt gewürfelt) bis höchstens %2, die Seiten des Würfels</translation>
    </message>
    <message>
        <source>a table needs &quot;rows&quot; (a random table) or &quot;lookup&quot;</source>
        <translation>eine Tabelle braucht &quot;rows&quot; (eine Zufallstabelle) oder &quot;lookup&quot;</translation>
    </message>
    <message>
        <source>a random table needs &quot;dice&quot;</source>
        <translation>eine Zufallstabelle braucht &quot;dice&quot;</translation>
    </message>
    <message>
        <source>no row covers a roll of %1</source>
        <translation>keine Zeile deckt einen Wurf von %1 ab</translation>
    </message>
    <message>
        <source>several rows cover a roll of %1</source>
        <translation>mehrere Zeilen decken einen Wurf von %1 ab</translation>
    </message>
    <message>
        <source>a movement row names either an &quot;arm&quot; or a &quot;unitType&quot;</source>
        <translation>eine Bewegungszeile nennt entweder einen &quot;arm&quot; oder einen &quot;unitType&quot;</translation>
    </message>
    <message>
        <source>no unit type &quot;%1&quot; is defined</source>
        <translation>kein Einheitentyp &quot;%1&quot; ist festgelegt</translation>
    </message>
    <message>
        <source>no unit type has the arm &quot;%1&quot;</source>
        <translation>kein Einheitentyp hat die Waffengattung &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a number is needed</source>
        <translation>eine Zahl wird gebraucht</translation>
    </message>
    <message>
        <source>a number, or an object of arm -&gt; number</source>
        <translation>eine Zahl oder ein Objekt Waffengattung -&gt; Zahl</translation>
    </message>
    <message>
        <source>formed-only terrain needs the ruleset&apos;s &quot;formed&quot; condition</source>
        <translation>Gelände nur für geschlossene Truppen braucht die Bedingung &quot;formed&quot; des Regelwerks</translation>
    </message>
    <message>
        <source>a rate gives &quot;fraction&quot;, &quot;inches&quot; or &quot;forbidden&quot;: true</source>
        <translation>eine Rate gibt &quot;fraction&quot;, &quot;inches&quot; oder &quot;forbidden&quot;: true an</translation>
    </message>
    <message>
        <source>an object of ranges in inches</source>
        <translation>ein Objekt mit Reichweiten in Zoll</translation>
    </message>
    <message>
        <source>a range is a number of inches</source>
        <translation>eine Reichweite ist eine Zahl in Zoll</translation>
    </message>
    <message>
        <source>chainBy names a choice field, such as the army</source>
        <translation>chainBy nennt ein Auswahlfeld, etwa die Armee</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a choice of %2</source>
        <translation>&quot;%1&quot; ist keine Auswahl von %2</translation>
    </message>
    <message>
        <source>name the rating that sets the cost: &quot;rating&quot; or &quot;ratingOption&quot;</source>
        <translation>nennen Sie die Wertung, die die Kosten festlegt: &quot;rating&quot; oder &quot;ratingOption&quot;</translation>
    </message>
    <message>
        <source>the option&apos;s choice &quot;%1&quot; is not a field</source>
        <translation>die Auswahl &quot;%1&quot; der Option ist kein Feld</translation>
    </message>
    <message>
        <source>an object: rating step -&gt; fraction of a move</source>
        <translation>ein Objekt: Wertungsstufe -&gt; Bruchteil einer Bewegung</translation>
    </message>
    <message>
        <source>a cost is a positive fraction of a move</source>
        <translation>Kosten sind ein positiver Bruchteil einer Bewegung</translation>
    </message>
    <message>
        <source>verdict is allowed, forbidden or test</source>
        <translation>verdict ist allowed, forbidden oder test</translation>
    </message>
    <message>
        <source>draw 1 to 6 cards at a time</source>
        <translation>ziehen Sie 1 bis 6 Karten auf einmal</translation>
    </message>
    <message>
        <source>per is unit, commander or once</source>
        <translation>per ist unit, commander oder once</translation>
    </message>
    <message>
        <source>duplicate card id &quot;%1&quot;</source>
        <translation>doppelte Karten-ID &quot;%1&quot;</translation>
    </message>
    <message>
        <source>activation kind is deck or phases</source>
        <translation>die Aktivierungsart ist deck oder phases</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>by is both, acting or other</source>
        <translation>by ist both, acting oder other</translation>
    </message>
    <message>
        <source>no test or procedure &quot;%1&quot; is defined</source>
        <translation>kein Test und kein Ablauf &quot;%1&quot; ist festgelegt</translation>
    </message>
    <message>
        <source>side is first, second or none</source>
        <translation>side ist first, second oder none</translation>
    </message>
    <message>
        <source>duplicate segment id &quot;%1&quot;</source>
        <translation>doppelte Abschnitts-ID &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the initiative is an opposed test; &quot;%1&quot; is none</source>
        <translation>die Initiative ist ein vergleichender Test; &quot;%1&quot; ist keiner</translation>
    </message>
    <message>
        <source>test &quot;%1&quot; has no result &quot;%2&quot;</source>
        <translation>Test &quot;%1&quot; hat kein Ergebnis &quot;%2&quot;</translation>
    </message>
    <message>
        <source>split every 1 or more points</source>
        <translation>split every: 1 oder mehr Punkte</translation>
    </message>
    <message>
        <source>only a lookup table is split</source>
        <translation>nur eine Nachschlagetabelle wird aufgeteilt</translation>
    </message>
    <message>
        <source>only a &quot;one-of&quot; modifier picks a range band</source>
        <translation>nur ein &quot;one-of&quot;-Modifikator wählt einen Entfernungsbereich</translation>
    </message>
    <message>
        <source>test &quot;%1&quot; has no input &quot;%2&quot; for the distance</source>
        <translation>Test &quot;%1&quot; hat keine Eingabe &quot;%2&quot; für die Entfernung</translation>
    </message>
    <message>
        <source>atLeastField names an integer field, such as figures</source>
        <translation>atLeastField nennt ein ganzzahliges Feld, etwa figures</translation>
    </message>
    <message>
        <source>removal takes atLeastFrom or atLeastField, not both</source>
        <translation>removal nimmt atLeastFrom oder atLeastField, nicht beide</translation>
    </message>
    <message>
        <source>only a card per unit or per commander has a countFrom</source>
        <translation>nur eine Karte je Einheit oder je Befehlshaber hat ein countFrom</translation>
    </message>
    <message>
        <source>countFrom names an integer field</source>
        <translation>countFrom nennt ein ganzzahliges Feld</translation>
    </message>
    <message>
        <source>only a card that rolls on a table has tensFromNextCard</source>
        <translation>nur eine Karte, die auf einer Tabelle würfelt, hat tensFromNextCard</translation>
    </message>
    <message>
        <source>onActivation belongs to a deck: it lands on the unit a card activates</source>
        <translation>onActivation gehört zu einem Stapel: es trifft die Einheit, die eine Karte aktiviert</translation>
    </message>
    <message>
        <source>duplicate question id &quot;%1&quot;</source>
        <translation>doppelte Frage-ID „%1“</translation>
    </message>
    <message>
        <source>an order needs at least one effect</source>
        <translation>ein Befehl braucht mindestens eine Wirkung</translation>
    </message>
    <message>
        <source>chief is true or false</source>
        <translation>chief ist true oder false</translation>
    </message>
    <message>
        <source>a d%1 is read off a die with a whole multiple of its faces, not a d%2</source>
        <translation>ein W%1 wird von einem Würfel mit einem ganzen Vielfachen seiner Seiten abgelesen, nicht von einem W%2</translation>
    </message>
    <message>
        <source>read is halve-up or wrap, not &quot;%1&quot;</source>
        <translation>read ist halve-up oder wrap, nicht „%1“</translation>
    </message>
    <message>
        <source>plus names an integer field of the unit</source>
        <translation>plus nennt ein ganzzahliges Feld der Einheit</translation>
    </message>
    <message>
        <source>a re-roll is given by one unit: it takes no target</source>
        <translation>ein Neuwurf wird von einer Einheit gegeben: er hat kein Ziel</translation>
    </message>
    <message>
        <source>name the tests whose result owes this test</source>
        <translation>die Tests nennen, deren Ergebnis diesen Test schuldet</translation>
    </message>
    <message>
        <source>a unit does not take a test against itself</source>
        <translation>eine Einheit legt keinen Test gegen sich selbst ab</translation>
    </message>
    <message>
        <source>phase or turn</source>
        <translation>phase oder turn</translation>
    </message>
    <message>
        <source>a trigger covered by follow-ups or procedure steps owes nothing: leave out &quot;%1&quot;</source>
        <translation>ein Auslöser, den Folgetests oder Schritte eines Ablaufs abdecken, fordert nichts: &quot;%1&quot; weglassen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; never takes the test &quot;%2&quot;: it covers nothing</source>
        <translation>&quot;%1&quot; nimmt den Test &quot;%2&quot; nie ab: es deckt nichts ab</translation>
    </message>
    <message>
        <source>a role is actor, target, winner or loser</source>
        <translation>eine Rolle ist actor, target, winner oder loser</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no winner or loser</source>
        <translation>&quot;%1&quot; nennt keinen Sieger und keinen Verlierer</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no result &quot;%2&quot;</source>
        <translation>&quot;%1&quot; hat kein Ergebnis &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no test, order or procedure &quot;%1&quot; is defined</source>
        <translation>kein Test, kein Befehl und kein Ablauf &quot;%1&quot; ist festgelegt</translation>
    </message>
    <message>
        <source>endTurnAfterLastCard belongs to a deck</source>
        <translation>endTurnAfterLastCard gehört zu einem Kartenstapel</translation>
    </message>
    <message>
        <source>this order takes no target to pick a figure of</source>
        <translation>dieser Befehl hat kein Ziel, aus dem eine Figur gewählt werden könnte</translation>
    </message>
    <message>
        <source>a figure&apos;s fields are integers and flags</source>
        <translation>die Felder einer Figur sind Ganzzahlen und Schalter</translation>
    </message>
    <message>
        <source>eachFigure goes with an effect on a figure, such as actor.figure.minor</source>
        <translation>eachFigure gehört zu einer Wirkung auf eine Figur, etwa actor.figure.minor</translation>
    </message>
    <message>
        <source>only a follow-up for each success or failure counts faces</source>
        <translation>nur eine Folgeprobe je Erfolg oder Misserfolg zählt Augenzahlen</translation>
    </message>
    <message>
        <source>duplicate role &quot;%1&quot;</source>
        <translation>doppelte Rolle &quot;%1&quot;</translation>
    </message>
    <message>
        <source>figures need at least one role</source>
        <translation>Figuren brauchen mindestens eine Rolle</translation>
    </message>
    <message>
        <source>a figure&apos;s field is an integer or a flag</source>
        <translation>ein Feld einer Figur ist eine Ganzzahl oder ein Schalter</translation>
    </message>
    <message>
        <source>&quot;role&quot; is every figure&apos;s own: name the field otherwise</source>
        <translation>&quot;role&quot; hat jede Figur selbst: Benennen Sie das Feld anders</translation>
    </message>
    <message>
        <source>no figure role &quot;%1&quot;</source>
        <translation>keine Figurenrolle &quot;%1&quot;</translation>
    </message>
    <message>
        <source>give &quot;count&quot; or &quot;upTo&quot;, one of them</source>
        <translation>geben Sie &quot;count&quot; oder &quot;upTo&quot; an, eines von beiden</translation>
    </message>
    <message>
        <source>%1 is kept by another total already</source>
        <translation>%1 wird bereits von einer anderen Summe geführt</translation>
    </message>
    <message>
        <source>an integer field takes a &quot;value&quot;</source>
        <translation>ein Ganzzahlfeld braucht einen &quot;value&quot;</translation>
    </message>
    <message>
        <source>a flag takes &quot;holds&quot;: a condition</source>
        <translation>ein Schalter braucht &quot;holds&quot;: eine Bedingung</translation>
    </message>
    <message>
        <source>the figures keep integer fields and flags only</source>
        <translation>die Figuren führen nur Ganzzahlfelder und Schalter</translation>
    </message>
    <message>
        <source>this ruleset&apos;s units have no figures (see &quot;figures&quot;)</source>
        <translation>die Einheiten dieses Regelwerks haben keine Figuren (siehe &quot;figures&quot;)</translation>
    </message>
    <message>
        <source>of names a role: %1</source>
        <translation>of nennt eine Rolle: %1</translation>
    </message>
    <message>
        <source>%1 is kept by the figures (a total): change a figure&apos;s field instead</source>
        <translation>%1 wird von den Figuren geführt (eine Summe): Ändern Sie stattdessen das Feld einer Figur</translation>
    </message>
    <message>
        <source>figures have no field &quot;%1&quot;</source>
        <translation>Figuren haben kein Feld &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a figure&apos;s role</source>
        <translation>die Rolle einer Figur</translation>
    </message>
    <message>
        <source>&quot;where&quot; goes with &quot;figures&quot; or &quot;figuresSum&quot;</source>
        <translation>&quot;where&quot; gehört zu &quot;figures&quot; oder &quot;figuresSum&quot;</translation>
    </message>
    <message>
        <source>figures names a role: actor or target</source>
        <translation>figures nennt eine Rolle: actor oder target</translation>
    </message>
    <message>
        <source>figuresSum adds up a figure&apos;s field, such as actor.figure.serious</source>
        <translation>figuresSum summiert ein Feld der Figuren, etwa actor.figure.serious</translation>
    </message>
    <message>
        <source>a test owed on activation follows no result: leave out &quot;%1&quot;</source>
        <translation>eine bei Aktivierung geschuldete Probe folgt keinem Ergebnis: Lassen Sie &quot;%1&quot; weg</translation>
    </message>
    <message>
        <source>the unit activated takes it, as actor</source>
        <translation>die aktivierte Einheit legt sie ab, als actor</translation>
    </message>
    <message>
        <source>a test owed on activation lapses with the turn</source>
        <translation>eine bei Aktivierung geschuldete Probe verfällt mit dem Zug</translation>
    </message>
</context>
<context>
    <name>SaveBattleDialog</name>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Adjutant battles (*.adjutant)</source>
        <translation>Adjutant-Schlachten (*.adjutant)</translation>
    </message>
</context>
<context>
    <name>ScenarioEditorPage</name>
    <message>
        <source>Build a battle: %1</source>
        <translation>Schlacht zusammenstellen: %1</translation>
    </message>
    <message>
        <source>Build a battle</source>
        <translation>Schlacht zusammenstellen</translation>
    </message>
    <message>
        <source>Which rule system is the battle fought under?</source>
        <translation>Nach welchem Regelsystem wird die Schlacht geschlagen?</translation>
    </message>
    <message>
        <source>The battle&apos;s name</source>
        <translation>Name der Schlacht</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation>Seite hinzufügen</translation>
    </message>
    <message>
        <source>Paste a list</source>
        <translation>Liste einfügen</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saved in your scenarios: %1</source>
        <translation>In Ihren Szenarien gespeichert: %1</translation>
    </message>
    <message>
        <source>Start…</source>
        <translation>Beginnen…</translation>
    </message>
    <message>
        <source>⚠ Mistakes: %1. The battle can be saved as a draft, not started.</source>
        <translation>⚠ Fehler: %1. Die Schlacht kann als Entwurf gespeichert, nicht begonnen werden.</translation>
    </message>
    <message>
        <source>Ready to start</source>
        <translation>Bereit zum Beginn</translation>
    </message>
    <message>
        <source>Units: %1</source>
        <translation>Einheiten: %1</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(kein Name)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Tap a side, commander or unit to edit it.</source>
        <translation>Tippen Sie auf eine Seite, einen Befehlshaber oder eine Einheit, um sie zu bearbeiten.</translation>
    </message>
    <message>
        <source>How this battle reads the rules where players differ</source>
        <translation>Wie diese Schlacht die Regeln liest, wo Spieler sie verschieden lesen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Back to the list</source>
        <translation>Zurück zur Liste</translation>
    </message>
    <message>
        <source>Start the battle</source>
        <translation>Schlacht beginnen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Buff</source>
        <translation>Lederfarben</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violett</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Ebene: %1</translation>
    </message>
    <message>
        <source>Type: %1</source>
        <translation>Typ: %1</translation>
    </message>
    <message>
        <source>▲ Up</source>
        <translation>▲ Hoch</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>▼ Down</source>
        <translation>▼ Runter</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Duplicate with his units</source>
        <translation>Mit seinen Einheiten verdoppeln</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Verdoppeln</translation>
    </message>
    <message>
        <source>Add a commander under</source>
        <translation>Befehlshaber darunter hinzufügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Wie viele</translation>
    </message>
    <message>
        <source>Of type: %1</source>
        <translation>Vom Typ: %1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add %1 %2</source>
        <translation>%1 %2 hinzufügen</translation>
    </message>
    <message>
        <source>Commander to move under: %1</source>
        <translation>Befehlshaber, unter den verschoben wird: %1</translation>
    </message>
    <message>
        <source>Move under</source>
        <translation>Verschieben unter</translation>
    </message>
    <message>
        <source>Every unit of the side starts with</source>
        <translation>Jede Einheit der Seite beginnt mit</translation>
    </message>
    <message>
        <source>Ratings and starting state</source>
        <translation>Werte und Anfangszustand</translation>
    </message>
    <message>
        <source> (default)</source>
        <translation> (Vorgabe)</translation>
    </message>
    <message>
        <source>One unit a line under its commander&apos;s line; sides start with &quot;side: NAME&quot;. CSV from a spreadsheet works too when its first row names the columns. What is in the editor is replaced; Undo brings it back.</source>
        <translation>Eine Einheit je Zeile unter der Zeile ihres Befehlshabers; Seiten beginnen mit &quot;side: NAME&quot;. CSV aus einer Tabellenkalkulation geht auch, wenn die erste Zeile die Spalten benennt. Was im Editor steht, wird ersetzt; Rückgängig holt es zurück.</translation>
    </message>
    <message>
        <source>The list</source>
        <translation>Die Liste</translation>
    </message>
    <message>
        <source>Nothing was read; these lines need mending:</source>
        <translation>Nichts wurde gelesen; diese Zeilen sind zu berichtigen:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Read the list</source>
        <translation>Liste lesen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Szenarien (*.json)</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>Exportiert</translation>
    </message>
    <message>
        <source>Add a saved army…</source>
        <translation>Gespeicherte Armee hinzufügen…</translation>
    </message>
    <message>
        <source>A side you saved before, as one more side</source>
        <translation>Eine früher gespeicherte Seite, als weitere Seite</translation>
    </message>
    <message>
        <source>Save as an army</source>
        <translation>Als Armee speichern</translation>
    </message>
    <message>
        <source>Keep this side to bring into later battles</source>
        <translation>Diese Seite für spätere Schlachten aufheben</translation>
    </message>
    <message>
        <source>Saved in your armies: %1</source>
        <translation>In Ihren Armeen gespeichert: %1</translation>
    </message>
    <message>
        <source>Your armies for %1: the one you choose comes in as one more side.</source>
        <translation>Ihre Armeen für %1: Die gewählte kommt als weitere Seite hinzu.</translation>
    </message>
    <message>
        <source>No saved armies for %1 yet: select a side and choose Save as an army.</source>
        <translation>Noch keine gespeicherten Armeen für %1: eine Seite wählen und „Als Armee speichern“.</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 hinzugefügt</translation>
    </message>
    <message>
        <source>Order of battle in play: %1</source>
        <translation>Schlachtordnung im Spiel: %1</translation>
    </message>
    <message>
        <source>Apply to the battle</source>
        <translation>Auf die Schlacht anwenden</translation>
    </message>
    <message>
        <source>Each change becomes a journal entry, undone like any other</source>
        <translation>Jede Änderung wird ein Journaleintrag, rückgängig zu machen wie jeder andere</translation>
    </message>
    <message>
        <source>In play: a unit added joins the battle, one deleted is taken out of it, and renames, moves and changed values are journaled one by one when you apply them. Sides and unit types stay as they began.</source>
        <translation>Im Spiel: Eine hinzugefügte Einheit stößt zur Schlacht, eine gelöschte wird herausgenommen, und Umbenennungen, Unterstellungen und geänderte Werte kommen beim Anwenden einzeln ins Journal. Seiten und Einheitentypen bleiben, wie sie begannen.</translation>
    </message>
    <message>
        <source>Drag %1 onto a commander or a unit</source>
        <translation>%1 auf einen Befehlshaber oder eine Einheit ziehen</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n unit(s) and commander(s))</source>
        <translation>
            <numerusform>%1 (%n Einheit oder Befehlshaber)</numerusform>
            <numerusform>%1 (%n Einheiten und Befehlshaber)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solid</source>
        <translation>Voll</translation>
    </message>
    <message>
        <source>Stripes</source>
        <translation>Streifen</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Karos</translation>
    </message>
    <message>
        <source>Pattern: %1</source>
        <translation>Muster: %1</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n mistake(s) to mend before the changes can be applied</source>
        <translation>
            <numerusform>⚠ %n Fehler ist zu beheben, bevor die Änderungen angewendet werden können</numerusform>
            <numerusform>⚠ %n Fehler sind zu beheben, bevor die Änderungen angewendet werden können</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ Not possible during a battle: %1</source>
        <translation>⚠ Während einer Schlacht nicht möglich: %1</translation>
    </message>
    <message>
        <source>No changes yet: Apply has nothing to do</source>
        <translation>Noch keine Änderungen: es gibt nichts anzuwenden</translation>
    </message>
    <message numerus="yes">
        <source>%n joining the battle</source>
        <translation>
            <numerusform>%n kommt in die Schlacht</numerusform>
            <numerusform>%n kommen in die Schlacht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n taken out of the battle</source>
        <translation>
            <numerusform>%n aus der Schlacht genommen</numerusform>
            <numerusform>%n aus der Schlacht genommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moved to another commander</source>
        <translation>
            <numerusform>%n einem anderen Befehlshaber unterstellt</numerusform>
            <numerusform>%n einem anderen Befehlshaber unterstellt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n renamed</source>
        <translation>
            <numerusform>%n umbenannt</numerusform>
            <numerusform>%n umbenannt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) corrected</source>
        <translation>
            <numerusform>%n Wert berichtigt</numerusform>
            <numerusform>%n Werte berichtigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) to apply: %1</source>
        <translation>
            <numerusform>%n Änderung anzuwenden: %1</numerusform>
            <numerusform>%n Änderungen anzuwenden: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioLoader</name>
    <message>
        <source>this Adjutant reads scenario format 1, not %1</source>
        <translation>dieses Adjutant liest Szenarioformat 1, nicht %1</translation>
    </message>
    <message>
        <source>an id uses letters, digits and hyphens only</source>
        <translation>eine ID besteht nur aus Buchstaben, Ziffern und Bindestrichen</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a battle needs at least two sides</source>
        <translation>eine Schlacht braucht mindestens zwei Seiten</translation>
    </message>
    <message>
        <source>%1 has no option &quot;%2&quot;; its options: %3</source>
        <translation>%1 hat keine Option &quot;%2&quot;; seine Optionen: %3</translation>
    </message>
    <message>
        <source>%1 takes one of %2</source>
        <translation>%1 nimmt eines von %2</translation>
    </message>
    <message>
        <source>duplicate side id &quot;%1&quot;</source>
        <translation>doppelte Seiten-ID &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a side needs a commander</source>
        <translation>eine Seite braucht einen Befehlshaber</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;: every unit and commander needs its own</source>
        <translation>doppelte ID &quot;%1&quot;: jede Einheit und jeder Befehlshaber braucht eine eigene</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a unit type of %2; one of: %3</source>
        <translation>&quot;%1&quot; ist kein Einheitentyp von %2; eines von: %3</translation>
    </message>
    <message>
        <source>an object of field values</source>
        <translation>ein Objekt mit Feldwerten</translation>
    </message>
    <message>
        <source>%1 has no field &quot;%2&quot;</source>
        <translation>%1 hat kein Feld &quot;%2&quot;</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von %1</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 nimmt %2</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>written for &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>geschrieben für &quot;%1&quot;, nicht für &quot;%2&quot;</translation>
    </message>
    <message>
        <source>the key &quot;ruleset&quot; is required</source>
        <translation>der Schlüssel &quot;ruleset&quot; ist Pflicht</translation>
    </message>
    <message>
        <source>the ruleset &quot;%1&quot; cannot be loaded: %2</source>
        <translation>das Regelwerk &quot;%1&quot; kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>a scenario is a few tens of KB</source>
        <translation>ein Szenario umfasst einige zehn KB</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>a side&apos;s pattern is one of %1, not &quot;%2&quot;</source>
        <translation>das Muster einer Seite ist eines von %1, nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 is counted from the unit&apos;s figures (%2 here): list them in &quot;roster&quot;, each with its own wounds, or leave it out</source>
        <translation>%1 wird aus den Figuren der Einheit gezählt (hier %2): Führen Sie sie in &quot;roster&quot; auf, jede mit ihren eigenen Wunden, oder lassen Sie es weg</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Dunkles Design</translation>
    </message>
    <message>
        <source>Easier on the eyes in a dim hall. Turn it off in daylight.</source>
        <translation>Schont die Augen in dämmrigen Sälen. Bei Tageslicht ausschalten.</translation>
    </message>
    <message>
        <source>Roll dice by hand</source>
        <translation>Von Hand würfeln</translation>
    </message>
    <message>
        <source>Tests start with the pad for typing the faces of real dice instead of the Roll button.</source>
        <translation>Tests beginnen mit dem Eingabefeld für echte Würfel statt mit der Würfeln-Taste.</translation>
    </message>
    <message>
        <source>Confirm before applying effects</source>
        <translation>Vor dem Anwenden bestätigen</translation>
    </message>
    <message>
        <source>A test&apos;s casualties and morale changes wait for your tap.</source>
        <translation>Verluste und Moraländerungen eines Tests warten auf Ihre Bestätigung.</translation>
    </message>
    <message>
        <source>Sounds at the table</source>
        <translation>Klänge am Tisch</translation>
    </message>
    <message>
        <source>Short, soft cues when a card is drawn, a volley or a cannon fires, a unit breaks…</source>
        <translation>Kurze, leise Signale, wenn eine Karte gezogen wird, eine Salve oder eine Kanone feuert, eine Einheit bricht…</translation>
    </message>
    <message>
        <source>No sound device was found, so Adjutant stays silent.</source>
        <translation>Kein Audiogerät gefunden, Adjutant bleibt also still.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Sound for %1</source>
        <translation>Klang für %1</translation>
    </message>
    <message>
        <source>Read aloud</source>
        <translation>Vorlesen</translation>
    </message>
    <message>
        <source>The card drawn, the phase and each test&apos;s result are spoken, in the app&apos;s language.</source>
        <translation>Die gezogene Karte, die Phase und das Ergebnis jedes Tests werden in der Sprache der App vorgelesen.</translation>
    </message>
    <message>
        <source>This system has no speech engine (on Debian: qt6-speech-flite-plugin), so nothing can be read aloud.</source>
        <translation>Dieses System hat keine Sprachausgabe (unter Debian: qt6-speech-flite-plugin), daher kann nichts vorgelesen werden.</translation>
    </message>
</context>
<context>
    <name>SituationJson</name>
    <message>
        <source>%1.type: &quot;%2&quot; is not a unit type of %3 (%4)</source>
        <translation>%1.type: &quot;%2&quot; ist kein Einheitentyp von %3 (%4)</translation>
    </message>
    <message>
        <source>%1.%2: no such field in %3</source>
        <translation>%1.%2: kein solches Feld in %3</translation>
    </message>
    <message>
        <source>%1.%2: %3 does not fit this field</source>
        <translation>%1.%2: %3 passt nicht zu diesem Feld</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a situation has %2</source>
        <translation>unbekannter Schlüssel &quot;%1&quot;; eine Lage hat %2</translation>
    </message>
    <message>
        <source>%1: no modifier &quot;%2&quot; in %3</source>
        <translation>%1: kein Modifikator &quot;%2&quot; in %3</translation>
    </message>
    <message>
        <source>%1.%2: &quot;%3&quot; is not a choice of that modifier</source>
        <translation>%1.%2: &quot;%3&quot; ist keine Auswahl dieses Modifikators</translation>
    </message>
    <message>
        <source>tests.%1: no such test in %2</source>
        <translation>tests.%1: kein solcher Test in %2</translation>
    </message>
    <message>
        <source>inputs.%1: a whole number is needed</source>
        <translation>inputs.%1: eine ganze Zahl wird gebraucht</translation>
    </message>
    <message>
        <source>%1: a list is needed</source>
        <translation>%1: eine Liste wird gebraucht</translation>
    </message>
    <message>
        <source>%1: an object is needed</source>
        <translation>%1: ein Objekt wird gebraucht</translation>
    </message>
    <message>
        <source>%1: no such option in %2 (%3)</source>
        <translation>%1: keine solche Option in %2 (%3)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not one of %3</source>
        <translation>%1: &quot;%2&quot; ist keines von %3</translation>
    </message>
    <message>
        <source>%1.%2: counted from its figures (%3 here): give its roster, with the figures&apos; own wounds, instead</source>
        <translation>%1.%2: aus ihren Figuren gezählt (hier %3): Geben Sie stattdessen ihre Figurenliste mit den Wunden jeder Figur an</translation>
    </message>
    <message>
        <source>%1: %2&apos;s units have no figures</source>
        <translation>%1: die Einheiten von %2 haben keine Figuren</translation>
    </message>
    <message>
        <source>%1: a list of figures is needed</source>
        <translation>%1: eine Liste von Figuren wird benötigt</translation>
    </message>
    <message>
        <source>%1: a unit has at most %2 figures</source>
        <translation>%1: eine Einheit hat höchstens %2 Figuren</translation>
    </message>
    <message>
        <source>%1: a figure is an object with its id and role</source>
        <translation>%1: eine Figur ist ein Objekt mit ihrer id und Rolle</translation>
    </message>
    <message>
        <source>%1.id: each figure needs an id</source>
        <translation>%1.id: jede Figur braucht eine id</translation>
    </message>
    <message>
        <source>%1.id: &quot;%2&quot; is the id of another figure</source>
        <translation>%1.id: &quot;%2&quot; ist die id einer anderen Figur</translation>
    </message>
    <message>
        <source>%1.role: &quot;%2&quot; is not a figure&apos;s role in %3 (%4)</source>
        <translation>%1.role: &quot;%2&quot; ist keine Rolle einer Figur in %3 (%4)</translation>
    </message>
    <message>
        <source>%1.%2: figures have no such field in %3</source>
        <translation>%1.%2: Figuren haben in %3 kein solches Feld</translation>
    </message>
</context>
<context>
    <name>SourceJsonReader</name>
    <message>
        <source>unexpected text after the end of the document</source>
        <translation>unerwarteter Text nach dem Ende des Dokuments</translation>
    </message>
    <message>
        <source>the document ends where a value was expected</source>
        <translation>das Dokument endet, wo ein Wert erwartet wurde</translation>
    </message>
    <message>
        <source>lists and objects nest more than %1 levels deep here; a ruleset needs a dozen at most</source>
        <translation>Listen und Objekte sind hier mehr als %1 Ebenen tief verschachtelt; ein Regelwerk braucht höchstens ein Dutzend</translation>
    </message>
    <message>
        <source>expected a value (text in quotes, a number, true, false, null, an object or a list)</source>
        <translation>ein Wert erwartet (Text in Anführungszeichen, eine Zahl, true, false, null, ein Objekt oder eine Liste)</translation>
    </message>
    <message>
        <source>expected a key in double quotes</source>
        <translation>ein Schlüssel in doppelten Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in this object</source>
        <translation>der Schlüssel &quot;%1&quot; kommt in diesem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after the key &quot;%1&quot;</source>
        <translation>&apos;:&apos; nach dem Schlüssel &quot;%1&quot; erwartet</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; after the value of &quot;%1&quot;</source>
        <translation>&apos;,&apos; oder &apos;}&apos; nach dem Wert von &quot;%1&quot; erwartet</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in the list</source>
        <translation>&apos;,&apos; oder &apos;]&apos; in der Liste erwartet</translation>
    </message>
    <message>
        <source>a line break inside text; close the quotes first</source>
        <translation>ein Zeilenumbruch im Text; schließen Sie zuerst die Anführungszeichen</translation>
    </message>
    <message>
        <source>\u needs four hexadecimal digits</source>
        <translation>\u braucht vier Hexadezimalziffern</translation>
    </message>
    <message>
        <source>unknown escape \%1 in text</source>
        <translation>unbekannte Escape-Sequenz \%1 im Text</translation>
    </message>
    <message>
        <source>the text is never closed with a double quote</source>
        <translation>der Text wird nie mit einem doppelten Anführungszeichen geschlossen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; ist keine Zahl</translation>
    </message>
</context>
<context>
    <name>StartOptionsDialog</name>
    <message>
        <source>How %1 reads the rules</source>
        <translation>Wie %1 die Regeln liest</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Start the battle</source>
        <translation>Schlacht beginnen</translation>
    </message>
    <message>
        <source>These rules leave nothing to choose.</source>
        <translation>Diese Regeln lassen nichts zu wählen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>StateJson</name>
    <message>
        <source>turn %1, phase %2, segment %3 is no point in this ruleset&apos;s turn</source>
        <translation>Zug %1, Phase %2, Abschnitt %3 gibt es im Zugablauf dieses Regelwerks nicht</translation>
    </message>
    <message>
        <source>a roll waits on the table &quot;%1&quot;, which the ruleset does not have</source>
        <translation>ein Wurf wartet auf die Tabelle „%1“, die das Regelwerk nicht hat</translation>
    </message>
    <message>
        <source>the table &quot;%1&quot; waits to be rolled, and the ruleset does not have it</source>
        <translation>auf der Tabelle „%1“ steht ein Wurf aus, und das Regelwerk hat sie nicht</translation>
    </message>
    <message>
        <source>a unit joined without an id</source>
        <translation>eine Einheit stieß ohne ID hinzu</translation>
    </message>
    <message>
        <source>the unit &quot;%1&quot; joined, and it was there already</source>
        <translation>die Einheit „%1“ stieß hinzu, war aber schon da</translation>
    </message>
    <message>
        <source>the unit &quot;%1&quot; is missing</source>
        <translation>die Einheit „%1“ fehlt</translation>
    </message>
    <message>
        <source>there is no unit &quot;%1&quot; in this battle</source>
        <translation>in dieser Schlacht gibt es keine Einheit „%1“</translation>
    </message>
    <message>
        <source>the unit under &quot;%1&quot; says it is &quot;%2&quot;</source>
        <translation>die Einheit unter „%1“ gibt sich als „%2“ aus</translation>
    </message>
    <message>
        <source>a move names a unit not in this battle (&quot;%1&quot; to &quot;%2&quot;)</source>
        <translation>eine Verlegung nennt eine Einheit, die nicht in dieser Schlacht ist („%1“ zu „%2“)</translation>
    </message>
    <message>
        <source>the withdrawn unit &quot;%1&quot; is not in this battle</source>
        <translation>die zurückgezogene Einheit „%1“ ist nicht in dieser Schlacht</translation>
    </message>
    <message>
        <source>the unit &quot;%1&quot; is withdrawn twice</source>
        <translation>die Einheit „%1“ ist zweimal zurückgezogen</translation>
    </message>
</context>
<context>
    <name>TestSheetView</name>
    <message>
        <source>Test sheet: %1</source>
        <translation>Testblatt: %1</translation>
    </message>
    <message>
        <source>Test sheet</source>
        <translation>Testblatt</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Target…</source>
        <translation>Ziel…</translation>
    </message>
    <message>
        <source>Change the target</source>
        <translation>Das Ziel ändern</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Drops the test under way</source>
        <translation>Verwirft den laufenden Test</translation>
    </message>
    <message>
        <source>Choose the target (or tap it in the order of battle)</source>
        <translation>Das Ziel wählen (oder in der Schlachtordnung antippen)</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <source>Fewer words</source>
        <translation>Weniger Worte</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Why these numbers?</source>
        <translation>Warum diese Zahlen?</translation>
    </message>
    <message>
        <source>Counted: %1</source>
        <translation>Gezählt: %1</translation>
    </message>
    <message>
        <source>Faces so far: %1</source>
        <translation>Bisherige Augenzahlen: %1</translation>
    </message>
    <message>
        <source>No faces yet</source>
        <translation>Noch keine Augenzahlen</translation>
    </message>
    <message>
        <source>d%1?</source>
        <translation>W%1?</translation>
    </message>
    <message>
        <source>Next: a d%1</source>
        <translation>Als Nächstes: ein W%1</translation>
    </message>
    <message>
        <source>Take back the last face</source>
        <translation>Die letzte Augenzahl zurücknehmen</translation>
    </message>
    <message>
        <source>Enemies only</source>
        <translation>Nur Feinde</translation>
    </message>
    <message>
        <source>Own side too…</source>
        <translation>Auch eigene Seite…</translation>
    </message>
    <message>
        <source>Total %1 · %2</source>
        <translation>Summe %1 · %2</translation>
    </message>
    <message>
        <source>Roll the rest</source>
        <translation>Den Rest würfeln</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Applied and written to the journal.</source>
        <translation>Angewendet und ins Tagebuch geschrieben.</translation>
    </message>
    <message>
        <source>Why? %1</source>
        <translation>Warum? %1</translation>
    </message>
    <message>
        <source>Owed: %1</source>
        <translation>Geschuldet: %1</translation>
    </message>
    <message>
        <source>Apply now, owe the rest</source>
        <translation>Jetzt anwenden, Rest schulden</translation>
    </message>
    <message>
        <source>The follow-up tests not yet rolled join the tests owed</source>
        <translation>Die noch nicht gewürfelten Folgetests kommen zu den geschuldeten Tests</translation>
    </message>
    <message>
        <source>Judged on %1</source>
        <translation>Beurteilt an %1</translation>
    </message>
</context>
<context>
    <name>TestUnderWay</name>
    <message>
        <source>cannot keep the test under way in %1: %2</source>
        <translation>der laufende Test kann in %1 nicht aufbewahrt werden: %2</translation>
    </message>
    <message>
        <source>the test under way in %1 cannot be read</source>
        <translation>der laufende Test in %1 ist nicht lesbar</translation>
    </message>
    <message>
        <source>the test under way in %1 is damaged: %2</source>
        <translation>der laufende Test in %1 ist beschädigt: %2</translation>
    </message>
    <message>
        <source>not a test</source>
        <translation>kein Test</translation>
    </message>
</context>
<context>
    <name>TestUnderWayDialog</name>
    <message>
        <source>A test was under way</source>
        <translation>Ein Test war im Gange</translation>
    </message>
    <message>
        <source>A test is under way</source>
        <translation>Ein Test ist im Gange</translation>
    </message>
    <message>
        <source>Go on with it where it was left, or drop it?</source>
        <translation>Dort weitermachen, wo er stehen blieb, oder ihn verwerfen?</translation>
    </message>
    <message>
        <source>Go back to it, or drop it and go on?</source>
        <translation>Zu ihm zurückkehren oder ihn verwerfen und weitermachen?</translation>
    </message>
    <message>
        <source>Go on with it</source>
        <translation>Weitermachen</translation>
    </message>
    <message>
        <source>Back to the test</source>
        <translation>Zurück zum Test</translation>
    </message>
    <message>
        <source>Drop it</source>
        <translation>Verwerfen</translation>
    </message>
</context>
<context>
    <name>TurnSequence</name>
    <message>
        <source>%1 has no activation deck; use &quot;next&quot; to step through the turn</source>
        <translation>%1 hat keinen Aktivierungsstapel; gehen Sie mit &quot;next&quot; durch den Zug</translation>
    </message>
    <message>
        <source>The deck is used up</source>
        <translation>Der Stapel ist aufgebraucht</translation>
    </message>
    <message>
        <source>Fate for %1: %2</source>
        <translation>Schicksal für %1: %2</translation>
    </message>
    <message>
        <source>the fate roll is missing its dice</source>
        <translation>dem Schicksalswurf fehlen seine Würfel</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 würfelte %2</translation>
    </message>
    <message>
        <source>%1: %2; it applies to the next unit or commander activated</source>
        <translation>%1: %2; gilt für die nächste aktivierte Einheit oder den nächsten aktivierten Befehlshaber</translation>
    </message>
    <message>
        <source>the recorded shuffle is not a shuffle of this deck</source>
        <translation>das festgehaltene Mischen ist kein Mischen dieses Stapels</translation>
    </message>
    <message>
        <source>Drew %1</source>
        <translation>%1 gezogen</translation>
    </message>
    <message>
        <source> (dice rolled by the app: %1)</source>
        <translation> (von der App gewürfelt: %1)</translation>
    </message>
    <message>
        <source>%1 uses an activation deck; use &quot;draw&quot;</source>
        <translation>%1 verwendet einen Aktivierungsstapel; verwenden Sie &quot;draw&quot;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Turn %1 begins</source>
        <translation>Zug %1 beginnt</translation>
    </message>
    <message numerus="yes">
        <source>reorder the next cards only: give the same cards as the top %n of the pile</source>
        <translation>
            <numerusform>nur die nächsten Karten umordnen: geben Sie dieselben Karten an wie die oberste %n des Stapels</numerusform>
            <numerusform>nur die nächsten Karten umordnen: geben Sie dieselben Karten an wie die obersten %n des Stapels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next %n card(s) were rearranged</source>
        <translation>
            <numerusform>Die nächste %n Karte wurde umgeordnet</numerusform>
            <numerusform>Die nächsten %n Karten wurden umgeordnet</numerusform>
        </translation>
    </message>
    <message>
        <source>No initiative was taken: %1 goes first, as the order of battle lists the sides</source>
        <translation>Keine Initiative ermittelt: %1 beginnt, in der Reihenfolge der Schlachtordnung</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <source>Now: %1 (%2 acting)</source>
        <translation>Jetzt: %1 (%2 am Zug)</translation>
    </message>
    <message>
        <source>%1 has the initiative and goes first</source>
        <translation>%1 hat die Initiative und beginnt</translation>
    </message>
    <message>
        <source>%1 has the initiative: its phase comes first this turn</source>
        <translation>%1 hat die Initiative: ihre Phase kommt in diesem Zug zuerst</translation>
    </message>
    <message>
        <source>the fate this card chose: %1</source>
        <translation>das Schicksal, das diese Karte wählte: %1</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>Schicksal</translation>
    </message>
    <message>
        <source>%1: %2; the next card drawn chooses the fate</source>
        <translation>%1: %2; die nächste gezogene Karte wählt das Schicksal</translation>
    </message>
    <message>
        <source>%1: %2; it applies to the next unit activated that it is for (%3)</source>
        <translation>%1: %2; es gilt für die nächste aktivierte Einheit, für die es bestimmt ist (%3)</translation>
    </message>
    <message>
        <source>%1: %2; it applies at once</source>
        <translation>%1: %2; es gilt sofort</translation>
    </message>
    <message numerus="yes">
        <source>%n fate die face(s) recorded but %1 used</source>
        <translation>
            <numerusform>%n Schicksalswürfel aufgezeichnet, aber %1 verwendet</numerusform>
            <numerusform>%n Schicksalswürfel aufgezeichnet, aber %1 verwendet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TutorOverlay</name>
    <message>
        <source>Guided first battle · step %1 of %2</source>
        <translation>Geführte erste Schlacht · Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Do it on the lit control; the tutor goes on by itself.</source>
        <translation>Tun Sie es am hervorgehobenen Bedienelement; der Tutor geht dann von selbst weiter.</translation>
    </message>
    <message>
        <source>The control for this step is not on the screen yet: go back a step, or carry on and it will appear.</source>
        <translation>Das Bedienelement für diesen Schritt ist noch nicht zu sehen: gehen Sie einen Schritt zurück, oder spielen Sie weiter, bis es erscheint.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Turn off the tutor</source>
        <translation>Tutor ausschalten</translation>
    </message>
    <message>
        <source>The tutor keeps your place: resume it from Learn the rules.</source>
        <translation>Der Tutor merkt sich, wo Sie sind: fortsetzen unter „Regeln lernen“.</translation>
    </message>
</context>
<context>
    <name>TutorProgressFile</name>
    <message>
        <source>cannot save the tutor&apos;s progress in %1: %2</source>
        <translation>der Fortschritt des Tutors kann nicht in %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>TutorialLoader</name>
    <message>
        <source>this Adjutant reads tutorial format 1, not %1</source>
        <translation>dieser Adjutant liest das Tutorial-Format 1, nicht %1</translation>
    </message>
    <message>
        <source>an id uses letters, digits and hyphens only</source>
        <translation>eine ID besteht nur aus Buchstaben, Ziffern und Bindestrichen</translation>
    </message>
    <message>
        <source>a ruleset&apos;s id uses letters, digits and hyphens only</source>
        <translation>die ID eines Regelwerks besteht nur aus Buchstaben, Ziffern und Bindestrichen</translation>
    </message>
    <message>
        <source>the scenario is a file beside the tutorial: its name alone</source>
        <translation>das Szenario ist eine Datei neben dem Tutorial: nur ihr Name</translation>
    </message>
    <message>
        <source>a tutorial needs at least one step</source>
        <translation>ein Tutorial braucht mindestens einen Schritt</translation>
    </message>
    <message>
        <source>at most %1 steps: a first battle is short</source>
        <translation>höchstens %1 Schritte: eine erste Schlacht ist kurz</translation>
    </message>
    <message>
        <source>the last step is read (&quot;read&quot;): the tutor ends on its Next</source>
        <translation>der letzte Schritt wird gelesen („read“): der Tutor endet mit seinem Weiter</translation>
    </message>
    <message>
        <source>another step has the id &quot;%1&quot;</source>
        <translation>ein anderer Schritt hat die ID „%1“</translation>
    </message>
    <message>
        <source>%1 characters: at most %2, so that the bubble fits a small screen</source>
        <translation>%1 Zeichen: höchstens %2, damit die Sprechblase auf einen kleinen Bildschirm passt</translation>
    </message>
    <message>
        <source>%1 characters: a title is at most 60</source>
        <translation>%1 Zeichen: ein Titel hat höchstens 60</translation>
    </message>
    <message>
        <source>a control&apos;s objectName: a letter, then letters, digits, &quot;-&quot; or &quot;_&quot;</source>
        <translation>der objectName eines Bedienelements: ein Buchstabe, dann Buchstaben, Ziffern, „-“ oder „_“</translation>
    </message>
    <message>
        <source>a step done at the table points at the control to use</source>
        <translation>ein Schritt, der am Tisch getan wird, zeigt auf das zu benutzende Bedienelement</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no event; one of: %2</source>
        <translation>„%1“ ist kein Ereignis; eines von: %2</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>a tutorial is a few KB</source>
        <translation>ein Tutorial hat wenige KB</translation>
    </message>
    <message>
        <source>written for &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>geschrieben für „%1“, nicht „%2“</translation>
    </message>
    <message>
        <source>a phase&apos;s or segment&apos;s id: letters, digits and hyphens</source>
        <translation>die Kennung einer Phase oder eines Abschnitts: Buchstaben, Ziffern und Bindestriche</translation>
    </message>
    <message>
        <source>only a step done with Next (&quot;phase-advanced&quot;) waits for a phase or segment</source>
        <translation>nur ein Schritt, der mit Weiter erledigt wird (&quot;phase-advanced&quot;), wartet auf eine Phase oder einen Abschnitt</translation>
    </message>
</context>
<context>
    <name>UnitLine</name>
    <message>
        <source>Removed</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <source>%1 of %2 lost</source>
        <translation>%1 von %2 verloren</translation>
    </message>
</context>
<context>
    <name>UnitOrderDialog</name>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Move %1 under another commander</source>
        <translation>%1 einem anderen Befehlshaber unterstellen</translation>
    </message>
    <message>
        <source>Take %1 out of the battle</source>
        <translation>%1 aus der Schlacht nehmen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Unterstellen</translation>
    </message>
    <message>
        <source>Take out</source>
        <translation>Herausnehmen</translation>
    </message>
    <message>
        <source>The new name shows everywhere at once; the journal keeps the old one.</source>
        <translation>Der neue Name gilt sofort überall; das Journal behält den alten.</translation>
    </message>
    <message>
        <source>Now under %1. It answers to the commander you choose from now on.</source>
        <translation>Derzeit unter %1. Ab jetzt untersteht sie dem Befehlshaber, den Sie wählen.</translation>
    </message>
    <message>
        <source>It answers to the commander you choose from now on.</source>
        <translation>Ab jetzt untersteht sie dem Befehlshaber, den Sie wählen.</translation>
    </message>
    <message>
        <source>For a unit entered by mistake or that never came: it leaves the order of battle and its card leaves the deck. It is not counted as lost (for a unit lost in the fight, set Removed in its state). Undo brings it back.</source>
        <translation>Für eine irrtümlich eingetragene oder nie erschienene Einheit: Sie verlässt die Schlachtordnung, ihre Karte den Stapel. Sie zählt nicht als verloren (für eine im Kampf verlorene Einheit „Entfernt“ in ihrem Zustand setzen). Rückgängig holt sie zurück.</translation>
    </message>
    <message>
        <source>Name, e.g. 1/43rd Foot</source>
        <translation>Name, z. B. 1/43rd Foot</translation>
    </message>
    <message>
        <source>The unit&apos;s new name</source>
        <translation>Der neue Name der Einheit</translation>
    </message>
    <message>
        <source>Its new commander: %1</source>
        <translation>Ihr neuer Befehlshaber: %1</translation>
    </message>
    <message>
        <source>Why (optional, for the journal)</source>
        <translation>Warum (freiwillig, fürs Journal)</translation>
    </message>
    <message>
        <source>Why, for the journal</source>
        <translation>Warum, fürs Journal</translation>
    </message>
</context>
<context>
    <name>UnitRow</name>
    <message>
        <source>Show %1&apos;s units</source>
        <translation>Einheiten von %1 zeigen</translation>
    </message>
    <message>
        <source>Hide %1&apos;s units</source>
        <translation>Einheiten von %1 ausblenden</translation>
    </message>
</context>
<context>
    <name>UnitSheetView</name>
    <message>
        <source>%1 · %2 · under %3</source>
        <translation>%1 · %2 · unter %3</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Removed from play; its record stays.</source>
        <translation>Aus dem Spiel genommen; ihre Daten bleiben erhalten.</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Other test…</source>
        <translation>Anderer Test…</translation>
    </message>
    <message>
        <source>Other tests</source>
        <translation>Andere Tests</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Mark as moved</source>
        <translation>Als bewegt markieren</translation>
    </message>
    <message>
        <source>Change formation</source>
        <translation>Formation wechseln</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n morale test(s) on the way</source>
        <translation>
            <numerusform>%n Moraltest unterwegs</numerusform>
            <numerusform>%n Moraltests unterwegs</numerusform>
        </translation>
    </message>
    <message>
        <source>State (changes are journaled)</source>
        <translation>Zustand (Änderungen kommen ins Tagebuch)</translation>
    </message>
    <message>
        <source>Decrease %1</source>
        <translation>%1 verringern</translation>
    </message>
    <message>
        <source>Increase %1</source>
        <translation>%1 erhöhen</translation>
    </message>
    <message>
        <source>Formation change before the move: %1</source>
        <translation>Formationswechsel vor der Bewegung: %1</translation>
    </message>
    <message>
        <source>Ground: %1</source>
        <translation>Gelände: %1</translation>
    </message>
    <message>
        <source>Inches moved</source>
        <translation>Bewegte Zoll</translation>
    </message>
    <message>
        <source>Moved %1&quot;</source>
        <translation>%1&quot; bewegt</translation>
    </message>
    <message>
        <source>Moved ✓</source>
        <translation>Bewegt ✓</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>Order of battle (changes are journaled)</source>
        <translation>Schlachtordnung (Änderungen kommen ins Journal)</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Move under…</source>
        <translation>Unterstellen…</translation>
    </message>
    <message>
        <source>Put it under another commander of its side</source>
        <translation>Einem anderen Befehlshaber der eigenen Seite unterstellen</translation>
    </message>
    <message>
        <source>Take out of the battle…</source>
        <translation>Aus der Schlacht nehmen…</translation>
    </message>
    <message>
        <source>For a unit entered by mistake or that never came; not a loss</source>
        <translation>Für eine irrtümlich eingetragene oder nie erschienene Einheit; kein Verlust</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>passes</source>
        <translation>besteht</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>scheitert</translation>
    </message>
    <message>
        <source>a hit</source>
        <translation>ein Treffer</translation>
    </message>
    <message>
        <source>a miss</source>
        <translation>kein Treffer</translation>
    </message>
    <message>
        <source>a success</source>
        <translation>ein Erfolg</translation>
    </message>
    <message>
        <source>no success</source>
        <translation>kein Erfolg</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 oder weniger</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>Natural %1: %2 whatever the modifiers.</source>
        <translation>Natürliche %1: %2, was auch immer die Modifikatoren sagen.</translation>
    </message>
    <message>
        <source>%1, needed %2: %3.</source>
        <translation>%1, nötig %2: %3.</translation>
    </message>
    <message>
        <source>%1 %2 = %3, needed %4: %5.</source>
        <translation>%1 %2 = %3, nötig %4: %5.</translation>
    </message>
    <message>
        <source>passes exactly</source>
        <translation>besteht genau</translation>
    </message>
    <message>
        <source>passes by %1</source>
        <translation>besteht mit %1 Luft</translation>
    </message>
    <message>
        <source>fails by %1</source>
        <translation>scheitert um %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 (%2 set aside)</source>
        <translation>%1 (%2 beiseitegelegt)</translation>
    </message>
    <message>
        <source>Rolled %1 on %2.</source>
        <translation>%1 gewürfelt mit %2.</translation>
    </message>
    <message>
        <source>Rolled %1 on %2: %3.</source>
        <translation>%1 gewürfelt mit %2: %3.</translation>
    </message>
    <message>
        <source>The unit taking the test</source>
        <translation>Die Einheit, die den Test ablegt</translation>
    </message>
    <message>
        <source>the other side</source>
        <translation>die Gegenseite</translation>
    </message>
    <message>
        <source>%1 rolled %2 on %3: %4.</source>
        <translation>%1 würfelte %2 mit %3: %4.</translation>
    </message>
    <message>
        <source>%1 had already rolled %2.</source>
        <translation>%1 hatte schon %2 gewürfelt.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 from %n die/dice</source>
        <translation>
            <numerusform>%1 mit %n Würfel</numerusform>
            <numerusform>%1 mit %n Würfeln</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, so: %2</source>
        <translation>%1, also: %2</translation>
    </message>
    <message>
        <source>So: %1</source>
        <translation>Also: %1</translation>
    </message>
    <message>
        <source>%1 %2 (modifiers)</source>
        <translation>%1 %2 (Modifikatoren)</translation>
    </message>
    <message>
        <source>%1 %2 (base)</source>
        <translation>%1 %2 (Grundwert)</translation>
    </message>
    <message>
        <source>%1 %2 (the rest of the rule)</source>
        <translation>%1 %2 (der Rest der Regel)</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Total %1.</source>
        <translation>Summe %1.</translation>
    </message>
    <message>
        <source>Total %1: %2</source>
        <translation>Summe %1: %2</translation>
    </message>
    <message>
        <source>%1 %2 = %3</source>
        <translation>%1 %2 = %3</translation>
    </message>
    <message>
        <source>%1 on the table gives %2</source>
        <translation>%1 ergibt in der Tabelle %2</translation>
    </message>
    <message>
        <source>%1 %2 = %3 against %4 %5 = %6</source>
        <translation>%1 %2 = %3 gegen %4 %5 = %6</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1: %2. %3</source>
        <translation>%1: %2. %3</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 lost %2 and %3 lost %4 (%5): the side that loses more loses the melee, so %6 wins by %7.</source>
        <translation>%1 verlor %2 und %3 verlor %4 (%5): Wer mehr verliert, verliert den Nahkampf, also gewinnt %6 mit %7.</translation>
    </message>
    <message>
        <source>%1 and %2 each lost %3 (%4): neither lost more, so the melee is drawn.</source>
        <translation>%1 und %2 verloren je %3 (%4): Keiner verlor mehr, also endet der Nahkampf unentschieden.</translation>
    </message>
    <message>
        <source>%1: passed over by the umpire.</source>
        <translation>%1: vom Schiedsrichter übergangen.</translation>
    </message>
    <message>
        <source>In the end: %1.</source>
        <translation>Am Ende: %1.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a unit and the figure of it a test fell on</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 had already rolled %2, against another figure.</source>
        <translation>%1 hatte bereits %2 gewürfelt, gegen eine andere Figur.</translation>
    </message>
    <message>
        <source>It falls on %1 of %2.</source>
        <translation>Er trifft %1 von %2.</translation>
    </message>
    <message>
        <source>A bout: %1 of %2 against %3 of %4.</source>
        <translation>Ein Zweikampf: %1 von %2 gegen %3 von %4.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>&lt;%1%</source>
        <translation>&lt;%1 %</translation>
    </message>
    <message>
        <source>&gt;%1%</source>
        <translation>&gt;%1 %</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>jetzt %1</translation>
    </message>
    <message>
        <source>no longer %1</source>
        <translation>nicht mehr %1</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>a d%1</source>
        <translation>ein W%1</translation>
    </message>
    <message>
        <source>no face of %1 passes</source>
        <translation>keine Augenzahl von %1 besteht</translation>
    </message>
    <message>
        <source>any face of %1 passes</source>
        <translation>jede Augenzahl von %1 besteht</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 oder weniger</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>needs %1 on %2</source>
        <translation>braucht %1 auf %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>a draw: %1 and %2 are level</source>
        <translation>Gleichstand: %1 und %2 liegen gleichauf</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins by %n</source>
        <translation>
            <numerusform>%1 gewinnt mit %n</numerusform>
            <numerusform>%1 gewinnt mit %n</numerusform>
        </translation>
    </message>
    <message>
        <source>hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>successes</source>
        <translation>Erfolge</translation>
    </message>
    <message numerus="yes">
        <source>%n hit(s)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n success(es)</source>
        <translation>
            <numerusform>%n Erfolg</numerusform>
            <numerusform>%n Erfolge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::BattleSession</name>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Draw the first card</source>
        <translation>Die erste Karte ziehen</translation>
    </message>
    <message>
        <source>Draw the next card</source>
        <translation>Die nächste Karte ziehen</translation>
    </message>
    <message>
        <source>%1, under %2</source>
        <translation>%1, unter %2</translation>
    </message>
    <message>
        <source>The battle is open elsewhere</source>
        <translation>Die Schlacht ist anderswo geöffnet</translation>
    </message>
    <message>
        <source>The battle could not be opened</source>
        <translation>Die Schlacht konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open read-only: another Adjutant or program is writing this battle.</source>
        <translation>Schreibgeschützt öffnen: Ein anderes Adjutant oder Programm schreibt diese Schlacht.</translation>
    </message>
    <message>
        <source>The battle was damaged</source>
        <translation>Die Schlacht war beschädigt</translation>
    </message>
    <message>
        <source>The last action was never finished</source>
        <translation>Die letzte Aktion wurde nie abgeschlossen</translation>
    </message>
    <message>
        <source>The battle could not be saved: %1</source>
        <translation>Die Schlacht konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>There is no battle to continue.</source>
        <translation>Es gibt keine Schlacht zum Fortsetzen.</translation>
    </message>
    <message>
        <source>There is no demo battle called %1.</source>
        <translation>Es gibt keine Demo-Schlacht namens %1.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Not saved, so not done: %1</source>
        <translation>Nicht gespeichert, also nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>Give the unit a name.</source>
        <translation>Geben Sie der Einheit einen Namen.</translation>
    </message>
    <message>
        <source>Its card is out this turn</source>
        <translation>Ihre Karte ist in diesem Zug schon gezogen</translation>
    </message>
    <message>
        <source>End of turn before its card: %1</source>
        <translation>Zugende vor ihrer Karte: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 has the initiative. %2</source>
        <translation>%1 hat die Initiative. %2</translation>
    </message>
    <message>
        <source>%1 has no option &quot;%2&quot; with a choice &quot;%3&quot;</source>
        <translation>%1 hat keine Option &quot;%2&quot; mit der Wahl &quot;%3&quot;</translation>
    </message>
    <message>
        <source>Nothing was changed: %1</source>
        <translation>Nichts wurde geändert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n change(s): %1</source>
        <translation>
            <numerusform>Nach %n Änderung angehalten: %1</numerusform>
            <numerusform>Nach %n Änderungen angehalten: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) owed: %1</source>
        <translation>
            <numerusform>%n Test geschuldet: %1</numerusform>
            <numerusform>%n Tests geschuldet: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ChargeFlow</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No modifiers</source>
        <translation>Keine Modifikatoren</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (dice so far: %3)</source>
        <translation>%1: %2 (bisherige Würfel: %3)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 %2&quot;</source>
        <translation>%1 %2&quot;</translation>
    </message>
    <message>
        <source>This ruleset has no %1 procedure</source>
        <translation>Dieses Regelwerk hat kein Verfahren %1</translation>
    </message>
    <message>
        <source>Choose the unit charged</source>
        <translation>Die angegriffene Einheit wählen</translation>
    </message>
    <message>
        <source>Type the distance in inches</source>
        <translation>Die Entfernung in Zoll eingeben</translation>
    </message>
    <message>
        <source>A d%1 has no face %2</source>
        <translation>Ein W%1 hat keine Augenzahl %2</translation>
    </message>
    <message>
        <source>Roll a d%1</source>
        <translation>Einen W%1 würfeln</translation>
    </message>
    <message>
        <source>die %1 of %2</source>
        <translation>Würfel %1 von %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Drawn: each side lost %1 (%2)</source>
        <translation>Unentschieden: jede Seite verlor %1 (%2)</translation>
    </message>
    <message>
        <source>%1 wins by %2 (%3: %4 against %5)</source>
        <translation>%1 gewinnt mit %2 (%3: %4 gegen %5)</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Summe %1</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Gleichstand: %1</translation>
    </message>
    <message>
        <source>%1 wins by %2: %3</source>
        <translation>%1 gewinnt mit %2: %3</translation>
    </message>
    <message>
        <source>%1: skipped by the umpire</source>
        <translation>%1: vom Schiedsrichter übersprungen</translation>
    </message>
    <message>
        <source>%1 about %2</source>
        <translation>%1 etwa %2</translation>
    </message>
    <message numerus="yes">
        <source>Estimated from %n simulated charge(s), each chance within %1 either way (19 times in 20): too many ways for the charge to go to work them all out.</source>
        <translation>
            <numerusform>Geschätzt aus %n simuliertem Angriff, jede Chance auf %1 genau (in 19 von 20 Fällen): der Angriff kann auf zu viele Arten verlaufen, um sie alle auszurechnen.</numerusform>
            <numerusform>Geschätzt aus %n simulierten Angriffen, jede Chance auf %1 genau (in 19 von 20 Fällen): der Angriff kann auf zu viele Arten verlaufen, um sie alle auszurechnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Say why the umpire allows it: the journal keeps the reason.</source>
        <translation>Sagen Sie, warum der Schiedsrichter es erlaubt: Das Journal behält den Grund.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::DiceController</name>
    <message>
        <source>rolled by the app</source>
        <translation>von der App gewürfelt</translation>
    </message>
    <message>
        <source>typed from real dice</source>
        <translation>von echten Würfeln eingegeben</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::LearnController</name>
    <message>
        <source>No drills yet in this system.</source>
        <translation>Noch keine Übungen in diesem System.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n right · streak %2 · best %3</source>
        <translation>
            <numerusform>%1 von %n richtig · Serie %2 · beste %3</numerusform>
            <numerusform>%1 von %n richtig · Serie %2 · beste %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ModifierListModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::OrderOfBattleModel</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Any commander</source>
        <translation>Jeder Befehlshaber</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::Preferences</name>
    <message>
        <source>A card drawn</source>
        <translation>Eine Karte gezogen</translation>
    </message>
    <message>
        <source>The next phase</source>
        <translation>Die nächste Phase</translation>
    </message>
    <message>
        <source>Dice rolled by the app</source>
        <translation>Würfe der App</translation>
    </message>
    <message>
        <source>A volley</source>
        <translation>Eine Salve</translation>
    </message>
    <message>
        <source>A cannon</source>
        <translation>Eine Kanone</translation>
    </message>
    <message>
        <source>A charge</source>
        <translation>Ein Angriff</translation>
    </message>
    <message>
        <source>A unit breaks</source>
        <translation>Eine Einheit bricht</translation>
    </message>
    <message>
        <source>The end of the turn</source>
        <translation>Das Ende des Zuges</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ReportView</name>
    <message numerus="yes">
        <source>%1 · %n turn(s)</source>
        <translation>
            <numerusform>%1 · %n Zug</numerusform>
            <numerusform>%1 · %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>a report is saved as .pdf or .html</source>
        <translation>ein Bericht wird als .pdf oder .html gespeichert</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioEditorModel</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>nicht %1</translation>
    </message>
    <message>
        <source>The ruleset %1 cannot be loaded</source>
        <translation>Das Regelwerk %1 kann nicht geladen werden</translation>
    </message>
    <message>
        <source>A new battle</source>
        <translation>Eine neue Schlacht</translation>
    </message>
    <message>
        <source>First side</source>
        <translation>Erste Seite</translation>
    </message>
    <message>
        <source>Second side</source>
        <translation>Zweite Seite</translation>
    </message>
    <message>
        <source>Commander-in-chief</source>
        <translation>Oberbefehlshaber</translation>
    </message>
    <message>
        <source>Rename the battle</source>
        <translation>Schlacht umbenennen</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>%1 wählen</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Farbe von %1</translation>
    </message>
    <message>
        <source>Type of %1</source>
        <translation>Typ von %1</translation>
    </message>
    <message>
        <source>Level of %1</source>
        <translation>Ebene von %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 of %2 back to its default</source>
        <translation>%1 von %2 zurück auf die Vorgabe</translation>
    </message>
    <message>
        <source>Add a side</source>
        <translation>Seite hinzufügen</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>%1 commander</source>
        <translation>Befehlshaber (%1)</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Add a %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Add %1 × %2</source>
        <translation>%1 × %2 hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 verdoppeln</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>%1 nach oben</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>%1 nach unten</translation>
    </message>
    <message>
        <source>Move %1 under %2</source>
        <translation>%1 unter %2 verschieben</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>pasted list</source>
        <translation>eingefügte Liste</translation>
    </message>
    <message>
        <source>Paste a list</source>
        <translation>Liste einfügen</translation>
    </message>
    <message>
        <source>a scenario is a few tens of KB</source>
        <translation>ein Szenario hat einige zehn KB</translation>
    </message>
    <message>
        <source>%1 is not a scenario file: %2</source>
        <translation>%1 ist keine Szenariodatei: %2</translation>
    </message>
    <message>
        <source>%1 is written for the ruleset &quot;%2&quot;, which cannot be loaded</source>
        <translation>%1 ist für das Regelwerk &quot;%2&quot; geschrieben, das nicht geladen werden kann</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>a side needs a name</source>
        <translation>eine Seite braucht einen Namen</translation>
    </message>
    <message>
        <source>a name is needed</source>
        <translation>ein Name ist nötig</translation>
    </message>
    <message>
        <source>the battle</source>
        <translation>die Schlacht</translation>
    </message>
    <message>
        <source>a battle needs at least two sides</source>
        <translation>eine Schlacht braucht mindestens zwei Seiten</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>There is no such side.</source>
        <translation>Diese Seite gibt es nicht.</translation>
    </message>
    <message>
        <source>army</source>
        <translation>armee</translation>
    </message>
    <message>
        <source>The army could not be saved: %1</source>
        <translation>Die Armee konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Add the army %1</source>
        <translation>Armee %1 hinzufügen</translation>
    </message>
    <message>
        <source>The ruleset &quot;%1&quot; cannot be loaded</source>
        <translation>Das Regelwerk „%1“ lässt sich nicht laden</translation>
    </message>
    <message>
        <source>Move %1 before %2</source>
        <translation>%1 vor %2 setzen</translation>
    </message>
    <message>
        <source>Pattern of %1</source>
        <translation>Muster von %1</translation>
    </message>
    <message>
        <source>a side needs a unit under its commanders</source>
        <translation>eine Seite braucht eine Einheit unter ihren Befehlshabern</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::ScenarioListModel</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>This file cannot be read as a scenario.</source>
        <translation>Diese Datei lässt sich nicht als Szenario lesen.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::TestSheet</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an order that has a test rolled again, and the unit giving it</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1 to add at least one to %2</source>
        <translation>%1: %2 +1 oder mehr</translation>
    </message>
    <message>
        <source>Choose the target</source>
        <translation>Ziel wählen</translation>
    </message>
    <message>
        <source>A d%1 has no face %2</source>
        <translation>Ein W%1 hat keine Augenzahl %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (dice so far: %3)</source>
        <translation>%1: %2 (bisherige Würfel: %3)</translation>
    </message>
    <message>
        <source>%1 (own side)</source>
        <translation>%1 (eigene Seite)</translation>
    </message>
    <message>
        <source>%1 · commanders</source>
        <translation>%1 · Befehlshaber</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Chance of %1</source>
        <translation>Chance auf %1</translation>
    </message>
    <message>
        <source>Chance of each outcome</source>
        <translation>Chance jedes Ergebnisses</translation>
    </message>
    <message>
        <source>Table roll</source>
        <translation>Tabellenwurf</translation>
    </message>
    <message>
        <source>Roll a d%1</source>
        <translation>Einen W%1 würfeln</translation>
    </message>
    <message>
        <source>die %1 of %2</source>
        <translation>Würfel %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n test(s) to go</source>
        <translation>
            <numerusform>noch %n Test</numerusform>
            <numerusform>noch %n Tests</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No modifiers</source>
        <translation>Keine Modifikatoren</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Roll a d%1: %2</source>
        <translation>Würfle einen W%1: %2</translation>
    </message>
    <message>
        <source>Say why the umpire allows it: the journal keeps the reason.</source>
        <translation>Sagen Sie, warum der Schiedsrichter es erlaubt: Das Journal behält den Grund.</translation>
    </message>
    <message>
        <source>Rolling again: %1 (%2). The new roll stands.</source>
        <extracomment>%1 the re-roll order&apos;s name, %2 the unit that gives it: the dice now entered replace the first roll</extracomment>
        <translation>Neuer Wurf: %1 (%2). Der neue Wurf gilt.</translation>
    </message>
    <message>
        <source>The rules offer no such re-roll for this test now.</source>
        <translation>Die Regeln bieten für diesen Test jetzt keinen solchen Neuwurf.</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::Tutor</name>
    <message>
        <source>Played to the end</source>
        <translation>Bis zum Ende gespielt</translation>
    </message>
    <message>
        <source>Left at step %1 of %2</source>
        <translation>Verlassen bei Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitFieldsModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitFiguresModel</name>
    <message>
        <source>down</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <source>unhurt</source>
        <translation>unverletzt</translation>
    </message>
    <message numerus="yes">
        <source>%n minor wound(s)</source>
        <translation>
            <numerusform>%n leichte Wunde</numerusform>
            <numerusform>%n leichte Wunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n serious wound(s)</source>
        <translation>
            <numerusform>%n schwere Wunde</numerusform>
            <numerusform>%n schwere Wunden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a figure&apos;s wounds: &quot;1 serious wound, 2 minor&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>adjutant::ui::UnitSheet</name>
    <message>
        <source>%1&quot;</source>
        <translation>%1&quot;</translation>
    </message>
    <message>
        <source>%1&quot; + %2</source>
        <translation>%1&quot; + %2</translation>
    </message>
    <message>
        <source>formation change</source>
        <translation>Formationswechsel</translation>
    </message>
    <message>
        <source>formation change, %1</source>
        <translation>Formationswechsel, %1</translation>
    </message>
    <message>
        <source>%1: only %2 acts now</source>
        <translation>%1: jetzt handelt nur %2</translation>
    </message>
    <message>
        <source>%1: no test belongs to this step</source>
        <translation>%1: zu diesem Schritt gehört kein Test</translation>
    </message>
    <message>
        <source>after a move of %1: %2</source>
        <translation>nach einer Bewegung von %1: %2</translation>
    </message>
    <message>
        <source>No formation change</source>
        <translation>Kein Formationswechsel</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Offenes Gelände</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>There is no unit to give it to.</source>
        <translation>Es gibt keine Einheit, der der Befehl erteilt werden kann.</translation>
    </message>
    <message>
        <source>Choose the unit it is given to.</source>
        <translation>Wählen Sie die Einheit, der der Befehl erteilt wird.</translation>
    </message>
    <message>
        <source>%1: offered in this step</source>
        <extracomment>%1 is the name of a step of the turn (&quot;The other side fires&quot;), a heading to the list under it</extracomment>
        <translation>%1: in diesem Schritt angeboten</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Adjutant does the staff work of a horse-and-musket miniature wargame beside the table: unit returns, every test with its modifiers and exact odds, dice rolled or typed in, and a journal of the battle. Started without a file, it opens on its home screen. Battles, rulesets and scenarios are kept in ~/.local/share/Adjutant; without a screen, adjutant-cli does the same work. ADJUTANT_SEED=N fixes the shuffles and the dice, for tests and bug reports.</source>
        <translation>Adjutant erledigt die Stabsarbeit eines Tabletop-Spiels der Musketenzeit neben dem Tisch: Einheitenstände, jeden Test mit seinen Modifikatoren und genauen Chancen, gewürfelte oder eingegebene Würfel und ein Tagebuch der Schlacht. Ohne Datei gestartet, öffnet es den Startbildschirm. Schlachten, Regelwerke und Szenarien liegen in ~/.local/share/Adjutant; ohne Bildschirm erledigt adjutant-cli dieselbe Arbeit. ADJUTANT_SEED=N legt das Mischen und die Würfel fest, für Tests und Fehlerberichte.</translation>
    </message>
    <message>
        <source>Play a built-in demo battle (%1), going on with it if it was the battle played last.</source>
        <translation>Eine eingebaute Demo-Schlacht spielen (%1) und sie fortsetzen, wenn sie zuletzt gespielt wurde.</translation>
    </message>
    <message>
        <source>A battle to open (a .adjutant file, FILE.journal beside it).</source>
        <translation>Eine zu öffnende Schlacht (eine .adjutant-Datei, DATEI.journal daneben).</translation>
    </message>
    <message>
        <source>Try &apos;adjutant --help&apos;.</source>
        <translation>Siehe &apos;adjutant --help&apos;.</translation>
    </message>
    <message>
        <source>adjutant: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).
Adjutant&apos;s window needs a graphical session. Without one, use the command-line tool: adjutant-cli --help
(To render without a screen anyway, set QT_QPA_PLATFORM=offscreen.)
</source>
        <translation>adjutant: kein Bildschirm gefunden (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt).
Das Fenster von Adjutant braucht eine grafische Sitzung. Ohne eine verwenden Sie das Kommandozeilenwerkzeug: adjutant-cli --help
(Um trotzdem ohne Bildschirm zu zeichnen, setzen Sie QT_QPA_PLATFORM=offscreen.)
</translation>
    </message>
    <message>
        <source>Open one battle at a time.</source>
        <translation>Öffnen Sie eine Schlacht auf einmal.</translation>
    </message>
    <message>
        <source>Open a battle file or a demo, not both.</source>
        <translation>Öffnen Sie eine Schlachtdatei oder eine Demo, nicht beides.</translation>
    </message>
    <message>
        <source>There is no demo battle called %1 (there are %2).</source>
        <translation>Es gibt keine Demo-Schlacht namens %1 (es gibt %2).</translation>
    </message>
    <message numerus="yes">
        <source>adjutant: %n file(s) could not be moved to %1: see %2</source>
        <translation>
            <numerusform>adjutant: %n Datei konnte nicht nach %1 verschoben werden: siehe %2</numerusform>
            <numerusform>adjutant: %n Dateien konnten nicht nach %1 verschoben werden: siehe %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ruleset:brigade</name>
    <message>
        <source>Brigade rules (004)</source>
        <extracomment>brigade.json: name</extracomment>
        <translation>Brigaderegeln (004)</translation>
    </message>
    <message>
        <source>Brigade-level rules where a base is sixty men: brigadiers&apos; command spans set each unit&apos;s control, morale on 2D5 or 2D6 by grade, fire and melee hitting on 7 with modifiers to the score needed, and a D6 test to go into melee.</source>
        <extracomment>brigade.json: explain</extracomment>
        <translation>Regeln auf Brigadeebene, bei denen eine Base sechzig Mann darstellt: die Befehlsspannen der Brigadiers bestimmen die Führung jeder Einheit, Moral auf 2W5 oder 2W6 je nach Güte, Feuer und Nahkampf treffen auf 7, wobei Modifikatoren die nötige Zahl verschieben, und ein W6-Test, um in den Nahkampf zu gehen.</translation>
    </message>
    <message>
        <source>Recovering from disorder</source>
        <extracomment>brigade.json: options/disorder-rally/name</extracomment>
        <translation>Erholung von Unordnung</translation>
    </message>
    <message>
        <source>The rules say troops must rally from disorder but not how. We spend the unit&apos;s move; the alternative passes a morale test at 5 or more.</source>
        <extracomment>brigade-1.0.0.json: options/disorder-rally/explain</extracomment>
        <translation>Die Regeln sagen, dass Truppen sich von Unordnung erholen müssen, aber nicht wie. Wir verbrauchen die Bewegung der Einheit; die andere Lesart verlangt einen bestandenen Moraltest auf 5 oder mehr.</translation>
    </message>
    <message>
        <source>Give up the move</source>
        <extracomment>brigade.json: options/disorder-rally/choices/give-up-move/name</extracomment>
        <translation>Auf die Bewegung verzichten</translation>
    </message>
    <message>
        <source>Morale test at 5+</source>
        <extracomment>brigade.json: options/disorder-rally/choices/morale-test/name</extracomment>
        <translation>Moraltest auf 5+</translation>
    </message>
    <message>
        <source>Troop grade</source>
        <extracomment>brigade.json: ladders/grade/name</extracomment>
        <translation>Truppengüte</translation>
    </message>
    <message>
        <source>Elite and trained roll 2D5 for morale, raw and militia 2D6.</source>
        <extracomment>brigade.json: ladders/grade/explain</extracomment>
        <translation>Elite und Ausgebildete würfeln 2W5 für Moral, Rekruten und Miliz 2W6.</translation>
    </message>
    <message>
        <source>Elite</source>
        <extracomment>brigade.json: ladders/grade/steps/elite/name</extracomment>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Trained</source>
        <extracomment>brigade.json: ladders/grade/steps/trained/name</extracomment>
        <translation>Ausgebildet</translation>
    </message>
    <message>
        <source>Raw</source>
        <extracomment>brigade.json: ladders/grade/steps/raw/name</extracomment>
        <translation>Rekruten</translation>
    </message>
    <message>
        <source>Militia</source>
        <extracomment>brigade.json: ladders/grade/steps/militia/name</extracomment>
        <translation>Miliz</translation>
    </message>
    <message>
        <source>Control state</source>
        <extracomment>brigade.json: ladders/control/name</extracomment>
        <translation>Führungszustand</translation>
    </message>
    <message>
        <source>Worked out each move from the command spans.</source>
        <extracomment>brigade.json: ladders/control/explain</extracomment>
        <translation>Jede Bewegung aus den Befehlsspannen ermittelt.</translation>
    </message>
    <message>
        <source>Controlled</source>
        <extracomment>brigade.json: ladders/control/steps/controlled/name</extracomment>
        <translation>Geführt</translation>
    </message>
    <message>
        <source>Led by a general, or commanded by a brigadier who is himself commanded.</source>
        <extracomment>brigade.json: ladders/control/steps/controlled/explain</extracomment>
        <translation>Von einem General angeführt oder von einem Brigadier befehligt, der selbst befehligt wird.</translation>
    </message>
    <message>
        <source>Influenced</source>
        <extracomment>brigade.json: ladders/control/steps/influenced/name</extracomment>
        <translation>Beeinflusst</translation>
    </message>
    <message>
        <source>Commanded by a brigadier who is not commanded.</source>
        <extracomment>brigade.json: ladders/control/steps/influenced/explain</extracomment>
        <translation>Von einem Brigadier befehligt, der selbst nicht befehligt wird.</translation>
    </message>
    <message>
        <source>Uncontrolled</source>
        <extracomment>brigade.json: ladders/control/steps/uncontrolled/name</extracomment>
        <translation>Ohne Führung</translation>
    </message>
    <message>
        <source>Neither commanded nor led.</source>
        <extracomment>brigade.json: ladders/control/steps/uncontrolled/explain</extracomment>
        <translation>Weder befehligt noch angeführt.</translation>
    </message>
    <message>
        <source>Routed</source>
        <extracomment>brigade.json: ladders/control/steps/routed/name</extracomment>
        <translation>In Flucht</translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>brigade.json: formations/line/name</extracomment>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Column</source>
        <extracomment>brigade.json: formations/column/name</extracomment>
        <translation>Kolonne</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <extracomment>brigade.json: formations/skirmish/name</extracomment>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>Mounted</source>
        <extracomment>brigade.json: formations/mounted/name</extracomment>
        <translation>Aufgesessen</translation>
    </message>
    <message>
        <source>Limbered</source>
        <extracomment>brigade.json: formations/limbered/name</extracomment>
        <translation>Aufgeprotzt</translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <extracomment>brigade.json: formations/unlimbered/name</extracomment>
        <translation>Abgeprotzt</translation>
    </message>
    <message>
        <source>Manhandled</source>
        <extracomment>brigade.json: formations/manhandled/name</extracomment>
        <translation>Von Hand bewegt</translation>
    </message>
    <message>
        <source>Infantry</source>
        <extracomment>brigade.json: unitTypes/line-infantry/name</extracomment>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Bases of three figures, 60 men each.</source>
        <extracomment>brigade.json: unitTypes/line-infantry/explain</extracomment>
        <translation>Basen mit drei Figuren, je 60 Mann.</translation>
    </message>
    <message>
        <source>Skirmishers, muskets</source>
        <extracomment>brigade.json: unitTypes/skirmishers-musket/name</extracomment>
        <translation>Plänkler, Musketen</translation>
    </message>
    <message>
        <source>Bases of two figures, 30 men each.</source>
        <extracomment>brigade.json: unitTypes/skirmishers-musket/explain</extracomment>
        <translation>Basen mit zwei Figuren, je 30 Mann.</translation>
    </message>
    <message>
        <source>Skirmishers, rifles</source>
        <extracomment>brigade.json: unitTypes/skirmishers-rifle/name</extracomment>
        <translation>Plänkler, Büchsen</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <extracomment>brigade.json: unitTypes/cavalry/name</extracomment>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Bases of two figures, 30 men each. Cavalry do not fire.</source>
        <extracomment>brigade.json: unitTypes/cavalry/explain</extracomment>
        <translation>Basen mit zwei Figuren, je 30 Mann. Kavallerie feuert nicht.</translation>
    </message>
    <message>
        <source>Light gun</source>
        <extracomment>brigade.json: unitTypes/gun-light/name</extracomment>
        <translation>Leichtes Geschütz</translation>
    </message>
    <message>
        <source>One gun model; each gunner figure is one piece.</source>
        <extracomment>brigade.json: unitTypes/gun-light/explain</extracomment>
        <translation>Ein Geschützmodell; jede Kanonierfigur ist ein Geschütz.</translation>
    </message>
    <message>
        <source>Medium gun</source>
        <extracomment>brigade.json: unitTypes/gun-medium/name</extracomment>
        <translation>Mittleres Geschütz</translation>
    </message>
    <message>
        <source>Commander-in-chief</source>
        <extracomment>brigade.json: unitTypes/commander-in-chief/name</extracomment>
        <translation>Oberbefehlshaber</translation>
    </message>
    <message>
        <source>Commands brigadiers; his span is 0 while he has joined a unit.</source>
        <extracomment>brigade.json: unitTypes/commander-in-chief/explain</extracomment>
        <translation>Befehligt die Brigadiers; seine Spanne ist 0, solange er sich einer Einheit angeschlossen hat.</translation>
    </message>
    <message>
        <source>Brigadier</source>
        <extracomment>brigade.json: unitTypes/brigadier/name</extracomment>
        <translation>Brigadier</translation>
    </message>
    <message>
        <source>Commands his own brigade&apos;s units; commanded himself when within his CinC&apos;s span.</source>
        <extracomment>brigade.json: unitTypes/brigadier/explain</extracomment>
        <translation>Befehligt die Einheiten seiner eigenen Brigade; wird selbst befehligt, wenn er in der Spanne seines Oberbefehlshabers steht.</translation>
    </message>
    <message>
        <source>Grade</source>
        <extracomment>brigade.json: fields/grade/name</extracomment>
        <translation>Güte</translation>
    </message>
    <message>
        <source>Disordered</source>
        <extracomment>brigade.json: fields/disordered/name</extracomment>
        <translation>Ungeordnet</translation>
    </message>
    <message>
        <source>Caused by routing, pursuing, being passed through by close-order or routing troops, disordering ground, a blow in flank or rear, a charge that fails to reach, falling below half strength in bases, or fighting a melee in column. It must be rallied off at the first chance unless it came from ground or troops passing through.</source>
        <extracomment>brigade.json: fields/disordered/explain</extracomment>
        <translation>Entsteht durch Flucht, Verfolgung, Durchschreiten durch Truppen in geschlossener Ordnung oder fliehende Truppen, Gelände, das in Unordnung bringt, einen Stoß in Flanke oder Rücken, einen Angriff, der sein Ziel nicht erreicht, das Absinken unter die halbe Stärke an Basen oder einen Nahkampf in Kolonne. Die Unordnung muss bei der ersten Gelegenheit behoben werden, es sei denn, sie kam vom Gelände oder von durchziehenden Truppen.</translation>
    </message>
    <message>
        <source>Formation</source>
        <extracomment>brigade.json: fields/formation/name</extracomment>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Starting bases</source>
        <extracomment>brigade.json: fields/bases/name</extracomment>
        <translation>Basen zu Beginn</translation>
    </message>
    <message>
        <source>Figures killed</source>
        <extracomment>brigade.json: fields/figures-killed/name</extracomment>
        <translation>Gefallene Figuren</translation>
    </message>
    <message>
        <source>Figures killed by fire this move</source>
        <extracomment>brigade.json: fields/figures-killed-this-move/name</extracomment>
        <translation>In dieser Bewegung durch Feuer gefallene Figuren</translation>
    </message>
    <message>
        <source>Casualties this phase</source>
        <extracomment>brigade.json: fields/casualties-this-phase/name</extracomment>
        <translation>Verluste in dieser Phase</translation>
    </message>
    <message>
        <source>Gun crew</source>
        <extracomment>brigade.json: fields/crew/name</extracomment>
        <translation>Bedienung</translation>
    </message>
    <message>
        <source>Supported gun</source>
        <extracomment>brigade.json: fields/supported/name</extracomment>
        <translation>Unterstütztes Geschütz</translation>
    </message>
    <message>
        <source>In contact with close-order infantry.</source>
        <extracomment>brigade.json: fields/supported/explain</extracomment>
        <translation>In Kontakt mit Infanterie in geschlossener Ordnung.</translation>
    </message>
    <message>
        <source>Moved this turn</source>
        <extracomment>brigade-1.0.0.json: fields/moved/name</extracomment>
        <translation>In diesem Zug bewegt</translation>
    </message>
    <message>
        <source>Set when the unit moves; cleared at the end of the turn.</source>
        <extracomment>brigade-1.0.0.json: fields/moved/explain</extracomment>
        <translation>Gesetzt, wenn die Einheit sich bewegt; am Ende des Zuges gelöscht.</translation>
    </message>
    <message>
        <source>Fired this turn</source>
        <extracomment>brigade-1.0.0.json: fields/fired/name</extracomment>
        <translation>In diesem Zug gefeuert</translation>
    </message>
    <message>
        <source>Set when the unit fires; cleared at the end of the turn.</source>
        <extracomment>brigade-1.0.0.json: fields/fired/explain</extracomment>
        <translation>Gesetzt, wenn die Einheit feuert; am Ende des Zuges gelöscht.</translation>
    </message>
    <message>
        <source>First volley fired</source>
        <extracomment>brigade.json: fields/first-volley-fired/name</extracomment>
        <translation>Erste Salve abgegeben</translation>
    </message>
    <message>
        <source>Pursuing</source>
        <extracomment>brigade.json: fields/pursuing/name</extracomment>
        <translation>Verfolgt</translation>
    </message>
    <message>
        <source>Won a melee last period</source>
        <extracomment>brigade.json: fields/won-melee/name</extracomment>
        <translation>Letzte Periode einen Nahkampf gewonnen</translation>
    </message>
    <message>
        <source>Lost a melee last period</source>
        <extracomment>brigade.json: fields/lost-melee/name</extracomment>
        <translation>Letzte Periode einen Nahkampf verloren</translation>
    </message>
    <message>
        <source>General attached</source>
        <extracomment>brigade.json: fields/attached-general/name</extracomment>
        <translation>General angeschlossen</translation>
    </message>
    <message>
        <source>Defending an obstacle</source>
        <extracomment>brigade.json: fields/defending-obstacle/name</extracomment>
        <translation>Verteidigt ein Hindernis</translation>
    </message>
    <message>
        <source>In a strong house</source>
        <extracomment>brigade.json: fields/in-strong-house/name</extracomment>
        <translation>In einem festen Haus</translation>
    </message>
    <message>
        <source>Brigadier&apos;s ability</source>
        <extracomment>brigade.json: fields/ability/name</extracomment>
        <translation>Fähigkeit des Brigadiers</translation>
    </message>
    <message>
        <source>Not defined by the rules: enter 1 to 10.</source>
        <extracomment>brigade.json: fields/ability/explain</extracomment>
        <translation>Von den Regeln nicht festgelegt: 1 bis 10 eingeben.</translation>
    </message>
    <message>
        <source>Changing formation or facing costs skirmishers a quarter move, militia a full move, others half.</source>
        <extracomment>brigade.json: formationChanges/explain</extracomment>
        <translation>Ein Wechsel der Formation oder Front kostet Plänkler eine Viertelbewegung, Miliz eine volle Bewegung, alle anderen eine halbe.</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>brigade.json: movementColumns/move/name</extracomment>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>The distance the unit may move in this formation.</source>
        <extracomment>brigade.json: movementColumns/move/explain</extracomment>
        <translation>Die Weite, die die Einheit in dieser Formation ziehen darf.</translation>
    </message>
    <message>
        <source>Charge</source>
        <extracomment>brigade.json: movementColumns/charge/name</extracomment>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>The distance the unit may charge.</source>
        <extracomment>brigade.json: movementColumns/charge/explain</extracomment>
        <translation>Die Weite, die die Einheit angreifen darf.</translation>
    </message>
    <message>
        <source>Pursuit</source>
        <extracomment>brigade.json: movementColumns/pursuit/name</extracomment>
        <translation>Verfolgung</translation>
    </message>
    <message>
        <source>How far the unit follows a beaten enemy.</source>
        <extracomment>brigade.json: movementColumns/pursuit/explain</extracomment>
        <translation>Wie weit die Einheit einem geschlagenen Feind folgt.</translation>
    </message>
    <message>
        <source>Counter-charge</source>
        <extracomment>brigade.json: movementColumns/counterCharge/name</extracomment>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <source>The distance of a counter-charge.</source>
        <extracomment>brigade.json: movementColumns/counterCharge/explain</extracomment>
        <translation>Die Weite eines Gegenangriffs.</translation>
    </message>
    <message>
        <source>How far the unit flees when routed.</source>
        <extracomment>brigade.json: movementColumns/rout/explain</extracomment>
        <translation>Wie weit die Einheit auf der Flucht flieht.</translation>
    </message>
    <message>
        <source>Wheeling</source>
        <extracomment>brigade.json: manoeuvres/wheel/name</extracomment>
        <translation>Schwenken</translation>
    </message>
    <message>
        <source>Skirmishers and columns wheel at full speed.</source>
        <extracomment>brigade.json: manoeuvres/wheel/rates/0/explain</extracomment>
        <translation>Plänkler und Kolonnen schwenken mit voller Geschwindigkeit.</translation>
    </message>
    <message>
        <source>Militia wheel at most 1&quot;.</source>
        <extracomment>brigade.json: manoeuvres/wheel/rates/2/explain</extracomment>
        <translation>Miliz schwenkt höchstens 1&quot;.</translation>
    </message>
    <message>
        <source>Other close-order foot wheel at half speed.</source>
        <extracomment>brigade.json: manoeuvres/wheel/rates/3/explain</extracomment>
        <translation>Anderes Fußvolk in geschlossener Ordnung schwenkt mit halber Geschwindigkeit.</translation>
    </message>
    <message>
        <source>Inclining</source>
        <extracomment>brigade.json: manoeuvres/incline/name</extracomment>
        <translation>Schrägmarsch</translation>
    </message>
    <message>
        <source>Militia cannot incline.</source>
        <extracomment>brigade.json: manoeuvres/incline/rates/0/explain</extracomment>
        <translation>Miliz kann nicht schräg marschieren.</translation>
    </message>
    <message>
        <source>Raw and trained: at most 1&quot; forward and 1&quot; sideways.</source>
        <extracomment>brigade.json: manoeuvres/incline/rates/2/explain</extracomment>
        <translation>Rekruten und Ausgebildete: höchstens 1&quot; vorwärts und 1&quot; seitwärts.</translation>
    </message>
    <message>
        <source>Sideways</source>
        <extracomment>brigade.json: manoeuvres/sideways/name</extracomment>
        <translation>Seitwärts</translation>
    </message>
    <message>
        <source>Infantry may shift 1&quot; sideways without changing face.</source>
        <extracomment>brigade.json: manoeuvres/sideways/rates/0/explain</extracomment>
        <translation>Infanterie darf sich 1&quot; seitwärts verschieben, ohne die Front zu ändern.</translation>
    </message>
    <message>
        <source>Backwards</source>
        <extracomment>brigade.json: manoeuvres/backwards/name</extracomment>
        <translation>Rückwärts</translation>
    </message>
    <message>
        <source>Skirmishers may fall back half a move without turning.</source>
        <extracomment>brigade.json: manoeuvres/backwards/rates/0/explain</extracomment>
        <translation>Plänkler dürfen eine halbe Bewegung zurückweichen, ohne sich umzudrehen.</translation>
    </message>
    <message>
        <source>Open woods or orchard</source>
        <extracomment>brigade.json: terrain/open-woods/name</extracomment>
        <translation>Lichter Wald oder Obstgarten</translation>
    </message>
    <message>
        <source>Close woods</source>
        <extracomment>brigade.json: terrain/close-woods/name</extracomment>
        <translation>Dichter Wald</translation>
    </message>
    <message>
        <source>Stream</source>
        <extracomment>brigade.json: terrain/stream/name</extracomment>
        <translation>Bach</translation>
    </message>
    <message>
        <source>Wall or fence</source>
        <extracomment>brigade.json: terrain/wall/name</extracomment>
        <translation>Mauer oder Zaun</translation>
    </message>
    <message>
        <source>Building</source>
        <extracomment>brigade.json: terrain/building/name</extracomment>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Infantry only; a whole move to enter or leave.</source>
        <extracomment>brigade.json: terrain/building/explain</extracomment>
        <translation>Nur Infanterie; eine ganze Bewegung zum Betreten oder Verlassen.</translation>
    </message>
    <message>
        <source>Musket</source>
        <extracomment>brigade.json: weapons/musket/name</extracomment>
        <translation>Muskete</translation>
    </message>
    <message>
        <source>Rifle</source>
        <extracomment>brigade.json: weapons/rifle/name</extracomment>
        <translation>Büchse</translation>
    </message>
    <message>
        <source>Brigadier&apos;s command test</source>
        <extracomment>brigade.json: tests/brigadier-command/name</extracomment>
        <translation>Befehlstest des Brigadiers</translation>
    </message>
    <message>
        <source>A brigadier who is not himself commanded rolls a D10 against his ability: at or under it, the units he influences move fully; over it, they move at most half and may not charge (cavalry may still counter-charge). The rules do not define the ability scale: enter it from 1 to 10.</source>
        <extracomment>brigade.json: tests/brigadier-command/explain</extracomment>
        <translation>Ein Brigadier, der selbst nicht befehligt wird, würfelt einen W10 gegen seine Fähigkeit: bei einem Wurf bis zu ihr bewegen sich die von ihm beeinflussten Einheiten voll; darüber höchstens halb, und sie dürfen nicht angreifen (Kavallerie darf weiter einen Gegenangriff reiten). Die Regeln legen die Fähigkeitsskala nicht fest: geben Sie sie von 1 bis 10 ein.</translation>
    </message>
    <message>
        <source>Full moves</source>
        <extracomment>brigade.json: tests/brigadier-command/onPass/name</extracomment>
        <translation>Volle Bewegungen</translation>
    </message>
    <message>
        <source>Half moves, no charges</source>
        <extracomment>brigade.json: tests/brigadier-command/onFail/name</extracomment>
        <translation>Halbe Bewegungen, keine Angriffe</translation>
    </message>
    <message>
        <source>Cavalry may still counter-charge.</source>
        <extracomment>brigade-1.0.0.json: tests/brigadier-command/onFail/explain</extracomment>
        <translation>Kavallerie darf weiter einen Gegenangriff reiten.</translation>
    </message>
    <message>
        <source>Uncontrolled unit&apos;s move</source>
        <extracomment>brigade.json: tests/uncontrolled-move/name</extracomment>
        <translation>Bewegung einer Einheit ohne Führung</translation>
    </message>
    <message>
        <source>A unit neither commanded nor led rolls a D10 with modifiers. Units that are routing, pursuing or evading, and cavalry that could counter-charge, ignore this test and move their full distance.</source>
        <extracomment>brigade.json: tests/uncontrolled-move/explain</extracomment>
        <translation>Eine Einheit, die weder befehligt noch angeführt wird, würfelt einen W10 mit Modifikatoren. Fliehende, verfolgende oder ausweichende Einheiten und Kavallerie, die einen Gegenangriff reiten könnte, übergehen diesen Test und bewegen sich ihre volle Weite.</translation>
    </message>
    <message>
        <source>Each 10% of bases lost</source>
        <extracomment>brigade.json: tests/uncontrolled-move/modifiers/bases-lost/name</extracomment>
        <translation>Je 10 % verlorene Basen</translation>
    </message>
    <message>
        <source>Moves normally</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/normal/name</extracomment>
        <translation>Bewegt sich normal</translation>
    </message>
    <message>
        <source>Half move at most</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/half/name</extracomment>
        <translation>Höchstens halbe Bewegung</translation>
    </message>
    <message>
        <source>No charge; cavalry may counter-charge.</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/half/explain</extracomment>
        <translation>Kein Angriff; Kavallerie darf einen Gegenangriff reiten.</translation>
    </message>
    <message>
        <source>No move</source>
        <extracomment>brigade.json: fields/no-move/name</extracomment>
        <translation>Keine Bewegung</translation>
    </message>
    <message>
        <source>It may change front or formation.</source>
        <extracomment>brigade.json: tests/uncontrolled-move/bands/none/explain</extracomment>
        <translation>Sie darf Front oder Formation wechseln.</translation>
    </message>
    <message>
        <source>Morale</source>
        <extracomment>brigade.json: tests/morale/name</extracomment>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Taken when wishing to charge, being charged, after 2 or more firing hits, each move at half strength or below when fired on or seeing friends rout, and when routing with no enemy in sight. Elite and trained roll 2D5 (a d10 halved, rounded up, does as well); raw and militia roll 2D6.</source>
        <extracomment>brigade-1.0.0.json: tests/morale/explain</extracomment>
        <translation>Abgelegt beim Wunsch anzugreifen, wenn angegriffen, nach 2 oder mehr Feuertreffern, in jeder Bewegung bei halber Stärke oder weniger, wenn beschossen oder wenn Freunde fliehen gesehen werden, und fliehend ohne Feind in Sicht. Elite und Ausgebildete würfeln 2W5 (ein halbierter, aufgerundeter W10 tut es auch); Rekruten und Miliz würfeln 2W6.</translation>
    </message>
    <message>
        <source>Routing close-order friends of the same class within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/inputs/routingSameClass/name</extracomment>
        <translation>Fliehende Freunde derselben Klasse in geschlossener Ordnung innerhalb 12&quot;</translation>
    </message>
    <message>
        <source>Routing friends of a better class within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/inputs/routingBetterClass/name</extracomment>
        <translation>Fliehende Freunde einer besseren Klasse innerhalb 12&quot;</translation>
    </message>
    <message>
        <source>Rear support</source>
        <extracomment>brigade.json: tests/morale/modifiers/rear-support/name</extracomment>
        <translation>Unterstützung von hinten</translation>
    </message>
    <message>
        <source>Brigadier attached</source>
        <extracomment>brigade.json: tests/morale/modifiers/brigadier-attached/name</extracomment>
        <translation>Brigadier angeschlossen</translation>
    </message>
    <message>
        <source>No visible enemy within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/modifiers/no-enemy-near/name</extracomment>
        <translation>Kein sichtbarer Feind innerhalb 12&quot;</translation>
    </message>
    <message>
        <source>Commander-in-chief attached</source>
        <extracomment>brigade.json: tests/morale/modifiers/cinc-attached/name</extracomment>
        <translation>Oberbefehlshaber angeschlossen</translation>
    </message>
    <message>
        <source>Whole steps of the starting bases, rounded down (a third lost is -3).</source>
        <extracomment>brigade.json: tests/morale/modifiers/bases-lost/explain</extracomment>
        <translation>Ganze Stufen der Basen zu Beginn, abgerundet (ein Drittel verloren ist -3).</translation>
    </message>
    <message>
        <source>Enemy to flank or rear within 12&quot;</source>
        <extracomment>brigade.json: tests/morale/modifiers/enemy-flank/name</extracomment>
        <translation>Feind in Flanke oder Rücken innerhalb 12&quot;</translation>
    </message>
    <message>
        <source>In rout</source>
        <extracomment>brigade.json: tests/morale/modifiers/in-rout/name</extracomment>
        <translation>In Flucht</translation>
    </message>
    <message>
        <source>Being charged</source>
        <extracomment>brigade.json: tests/morale/modifiers/being-charged/name</extracomment>
        <translation>Wird angegriffen</translation>
    </message>
    <message>
        <source>Tick when this test is for being charged: a score of 1-2 then routs instead of halting disordered.</source>
        <extracomment>brigade.json: tests/morale/modifiers/being-charged/explain</extracomment>
        <translation>Ankreuzen, wenn dieser Test wegen eines Angriffs abgelegt wird: eine 1-2 führt dann zur Flucht statt zum ungeordneten Halt.</translation>
    </message>
    <message>
        <source>OK</source>
        <extracomment>brigade.json: tests/morale/bands/ok/name</extracomment>
        <translation>In Ordnung</translation>
    </message>
    <message>
        <source>A routing unit rallies.</source>
        <extracomment>brigade.json: tests/morale/bands/ok/explain</extracomment>
        <translation>Eine fliehende Einheit sammelt sich.</translation>
    </message>
    <message>
        <source>Rallied: its control state is worked out again at the next command test.</source>
        <extracomment>brigade.json: tests/morale/bands/ok/effects/0/explain</extracomment>
        <translation>Gesammelt: ihr Führungszustand wird beim nächsten Befehlstest neu ermittelt.</translation>
    </message>
    <message>
        <source>Halt</source>
        <extracomment>brigade.json: tests/morale/bands/halt/name</extracomment>
        <translation>Halt</translation>
    </message>
    <message>
        <source>Cavalry may counter-charge; routers keep routing.</source>
        <extracomment>brigade.json: tests/morale/bands/halt/explain</extracomment>
        <translation>Kavallerie darf einen Gegenangriff reiten; Fliehende fliehen weiter.</translation>
    </message>
    <message>
        <source>Rout if charged, else halt disordered</source>
        <extracomment>brigade.json: tests/morale/bands/shaken/name</extracomment>
        <translation>Flucht, wenn angegriffen, sonst ungeordneter Halt</translation>
    </message>
    <message>
        <source>A unit already routing keeps routing, disordered.</source>
        <extracomment>brigade.json: tests/morale/bands/shaken/explain</extracomment>
        <translation>Eine schon fliehende Einheit flieht weiter, ungeordnet.</translation>
    </message>
    <message>
        <source>Rout</source>
        <extracomment>brigade.json: movementColumns/rout/name</extracomment>
        <translation>Flucht</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>brigade.json: tests/fire/name</extracomment>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>One D10 per infantry base (also for skirmishers); a gun rolls 2D10 with 3-4 crew, 1D10 with 1-2. Each die hits on 7 or more; modifiers change the score needed (a plus makes it harder). Cavalry do not fire. A needed score over 10 cannot hit.</source>
        <extracomment>brigade.json: tests/fire/explain</extracomment>
        <translation>Ein W10 je Infanteriebase (auch für Plänkler); ein Geschütz würfelt 2W10 mit 3-4 Mann Bedienung, 1W10 mit 1-2. Jeder Würfel trifft auf 7 oder mehr; Modifikatoren ändern die nötige Zahl (ein Plus macht es schwerer). Kavallerie feuert nicht. Eine nötige Zahl über 10 kann nicht treffen.</translation>
    </message>
    <message>
        <source>First close-order volley</source>
        <extracomment>brigade.json: tests/fire/modifiers/first-volley/name</extracomment>
        <translation>Erste Salve in geschlossener Ordnung</translation>
    </message>
    <message>
        <source>A close-order unit&apos;s first volley of the battle, unless disordered.</source>
        <extracomment>brigade.json: tests/fire/modifiers/first-volley/explain</extracomment>
        <translation>Die erste Salve der Schlacht einer Einheit in geschlossener Ordnung, außer wenn ungeordnet.</translation>
    </message>
    <message>
        <source>Target in column</source>
        <extracomment>brigade.json: tests/fire/modifiers/target-column/name</extracomment>
        <translation>Ziel in Kolonne</translation>
    </message>
    <message>
        <source>A deep target: easier to hit.</source>
        <extracomment>brigade.json: tests/fire/modifiers/target-column/explain</extracomment>
        <translation>Ein tiefes Ziel: leichter zu treffen.</translation>
    </message>
    <message>
        <source>Enfilade</source>
        <extracomment>brigade.json: tests/fire/modifiers/enfilade/name</extracomment>
        <translation>Flankenfeuer</translation>
    </message>
    <message>
        <source>Firing along the target&apos;s line (not counted again against a column).</source>
        <extracomment>brigade.json: tests/fire/modifiers/enfilade/explain</extracomment>
        <translation>Feuer entlang der Linie des Ziels (gegen eine Kolonne nicht noch einmal gezählt).</translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/name</extracomment>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Close range is the base. Canister and extreme ranges are for guns.</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/explain</extracomment>
        <translation>Nahe Entfernung ist die Grundlage. Kartätsche und äußerste Entfernung gelten für Geschütze.</translation>
    </message>
    <message>
        <source>Canister</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/canister/name</extracomment>
        <translation>Kartätsche</translation>
    </message>
    <message>
        <source>Long range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/long/name</extracomment>
        <translation>Weite Entfernung</translation>
    </message>
    <message>
        <source>Extreme range</source>
        <extracomment>brigade.json: tests/fire/modifiers/range/choices/extreme/name</extracomment>
        <translation>Äußerste Entfernung</translation>
    </message>
    <message>
        <source>Close order moving and firing</source>
        <extracomment>brigade.json: tests/fire/modifiers/moving/name</extracomment>
        <translation>Geschlossene Ordnung bewegt sich und feuert</translation>
    </message>
    <message>
        <source>Firing at skirmishers</source>
        <extracomment>brigade.json: tests/fire/modifiers/at-skirmishers/name</extracomment>
        <translation>Feuer auf Plänkler</translation>
    </message>
    <message>
        <source>Target in cover</source>
        <extracomment>brigade.json: tests/fire/modifiers/target-in-cover/name</extracomment>
        <translation>Ziel in Deckung</translation>
    </message>
    <message>
        <source>Target in a strong house</source>
        <extracomment>brigade.json: tests/fire/modifiers/strong-house/name</extracomment>
        <translation>Ziel in einem festen Haus</translation>
    </message>
    <message>
        <source>Each hit on a gun kills a gunner.</source>
        <extracomment>brigade.json: tests/fire/effects/1/explain</extracomment>
        <translation>Jeder Treffer auf ein Geschütz tötet einen Kanonier.</translation>
    </message>
    <message>
        <source>Each hit kills a figure; bases go as their figures do.</source>
        <extracomment>brigade.json: tests/fire/effects/2/explain</extracomment>
        <translation>Jeder Treffer tötet eine Figur; Basen gehen mit ihren Figuren.</translation>
    </message>
    <message>
        <source>A general with the unit may be hit.</source>
        <extracomment>brigade-1.0.0.json: tests/fire/ifAnySuccess/0/explain</extracomment>
        <translation>Ein General bei der Einheit kann getroffen werden.</translation>
    </message>
    <message>
        <source>Entering melee</source>
        <extracomment>brigade.json: tests/entering-melee/name</extracomment>
        <translation>In den Nahkampf gehen</translation>
    </message>
    <message>
        <source>Chargers and counter-chargers test before contact; a unit holding to receive a charge tests only once a charger has passed. Roll a D6 and modify it.</source>
        <extracomment>brigade.json: tests/entering-melee/explain</extracomment>
        <translation>Angreifer und Gegenangreifer testen vor dem Kontakt; eine Einheit, die stehen bleibt, um einen Angriff zu empfangen, testet erst, wenn ein Angreifer den Test bestanden hat. Einen W6 würfeln und modifizieren.</translation>
    </message>
    <message>
        <source>Led by a general</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/led-by-general/name</extracomment>
        <translation>Von einem General angeführt</translation>
    </message>
    <message>
        <source>Charging an exposed flank or rear</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/exposed-flank/name</extracomment>
        <translation>Angriff auf eine ungeschützte Flanke oder den Rücken</translation>
    </message>
    <message>
        <source>Charging unsupported gunners</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/unsupported-gunners/name</extracomment>
        <translation>Angriff auf ungestützte Kanoniere</translation>
    </message>
    <message>
        <source>Charging a defended obstacle</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/defended-obstacle/name</extracomment>
        <translation>Angriff auf ein verteidigtes Hindernis</translation>
    </message>
    <message>
        <source>Each 20% of bases lost</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/bases-lost/name</extracomment>
        <translation>Je 20 % verlorene Basen</translation>
    </message>
    <message>
        <source>In column</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/column/name</extracomment>
        <translation>In Kolonne</translation>
    </message>
    <message>
        <source>Cavalry charging the front of ordered close-order infantry</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/cav-vs-formed-front/name</extracomment>
        <translation>Kavallerie greift die Front geordneter Infanterie in geschlossener Ordnung an</translation>
    </message>
    <message>
        <source>Being charged in flank or rear</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/charged-in-flank/name</extracomment>
        <translation>In Flanke oder Rücken angegriffen</translation>
    </message>
    <message>
        <source>Unsupported gunners</source>
        <extracomment>brigade.json: tests/entering-melee/modifiers/own-gunners-unsupported/name</extracomment>
        <translation>Ungestützte Kanoniere</translation>
    </message>
    <message>
        <source>Goes in</source>
        <extracomment>brigade.json: tests/entering-melee/bands/goes-in/name</extracomment>
        <translation>Geht hinein</translation>
    </message>
    <message>
        <source>Fails</source>
        <extracomment>brigade.json: tests/entering-melee/bands/fails/name</extracomment>
        <translation>Versagt</translation>
    </message>
    <message>
        <source>Chargers halt disorganised; a unit receiving the charge at the halt breaks and makes an initial rout move.</source>
        <extracomment>brigade.json: tests/entering-melee/bands/fails/explain</extracomment>
        <translation>Angreifer halten ungeordnet an; eine Einheit, die den Angriff im Stehen empfängt, bricht und macht eine erste Fluchtbewegung.</translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>brigade.json: tests/melee/name</extracomment>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>One D10 for each element that can fight (facing the enemy and touching it, or touching a friend that does: a one-base overlap fights). Each hits on 7 or more, the score needed moved by the modifiers. The side that loses more than it inflicts takes the losers&apos; test.</source>
        <extracomment>brigade.json: tests/melee/explain</extracomment>
        <translation>Ein W10 für jedes Element, das kämpfen kann (dem Feind zugewandt und ihn berührend, oder einen Freund berührend, der es tut: eine Base Überlappung kämpft mit). Jeder trifft auf 7 oder mehr, die nötige Zahl durch die Modifikatoren verschoben. Die Seite, die mehr verliert, als sie zufügt, legt den Test der Verlierer ab.</translation>
    </message>
    <message>
        <source>Infantry charging</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-charging/name</extracomment>
        <translation>Infanterie greift an</translation>
    </message>
    <message>
        <source>No charge bonus against an enemy defending an obstacle.</source>
        <extracomment>brigade-1.0.0.json: tests/melee/modifiers/infantry-charging/explain</extracomment>
        <translation>Kein Angriffsbonus gegen einen Feind, der ein Hindernis verteidigt.</translation>
    </message>
    <message>
        <source>Cavalry charging</source>
        <extracomment>brigade.json: tests/melee/modifiers/cavalry-charging/name</extracomment>
        <translation>Kavallerie greift an</translation>
    </message>
    <message>
        <source>Close order fighting skirmishers</source>
        <extracomment>brigade.json: tests/melee/modifiers/vs-skirmishers/name</extracomment>
        <translation>Geschlossene Ordnung kämpft gegen Plänkler</translation>
    </message>
    <message>
        <source>Fighting unsupported gunners</source>
        <extracomment>brigade.json: tests/melee/modifiers/vs-unsupported-gunners/name</extracomment>
        <translation>Kampf gegen ungestützte Kanoniere</translation>
    </message>
    <message>
        <source>Rifle armed</source>
        <extracomment>brigade.json: tests/melee/modifiers/rifles/name</extracomment>
        <translation>Mit Büchsen bewaffnet</translation>
    </message>
    <message>
        <source>Infantry against an obstacle</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-vs-obstacle/name</extracomment>
        <translation>Infanterie gegen ein Hindernis</translation>
    </message>
    <message>
        <source>Cavalry against an obstacle</source>
        <extracomment>brigade.json: tests/melee/modifiers/cavalry-vs-obstacle/name</extracomment>
        <translation>Kavallerie gegen ein Hindernis</translation>
    </message>
    <message>
        <source>Infantry against a strong house</source>
        <extracomment>brigade.json: tests/melee/modifiers/vs-strong-house/name</extracomment>
        <translation>Infanterie gegen ein festes Haus</translation>
    </message>
    <message>
        <source>Elements fighting</source>
        <extracomment>brigade.json: tests/melee/inputs/elements/name</extracomment>
        <translation>Kämpfende Elemente</translation>
    </message>
    <message>
        <source>Bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: tests/melee/inputs/elements/explain</extracomment>
        <translation>Basen, die kämpfen können, mit der Überlappung von einer Base.</translation>
    </message>
    <message>
        <source>Melee losers&apos; test</source>
        <extracomment>brigade.json: tests/melee-losers/name</extracomment>
        <translation>Test der Nahkampfverlierer</translation>
    </message>
    <message>
        <source>Guns, infantry beaten by charging cavalry, and troops hit by a unit they could not fight back against break without a test. Others roll a D10; high is bad.</source>
        <extracomment>brigade.json: tests/melee-losers/explain</extracomment>
        <translation>Geschütze, von angreifender Kavallerie geschlagene Infanterie und Truppen, die von einer Einheit getroffen wurden, gegen die sie sich nicht wehren konnten, brechen ohne Test. Andere würfeln einen W10; hoch ist schlecht.</translation>
    </message>
    <message>
        <source>Casualties suffered beyond those inflicted</source>
        <extracomment>brigade.json: tests/melee-losers/inputs/excessCasualties/name</extracomment>
        <translation>Erlittene Verluste über die zugefügten hinaus</translation>
    </message>
    <message>
        <source>Each casualty more than inflicted</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/excess/name</extracomment>
        <translation>Je Verlust mehr als zugefügt</translation>
    </message>
    <message>
        <source>Infantry that charged this move</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/infantry-charged/name</extracomment>
        <translation>Infanterie, die in dieser Bewegung angegriffen hat</translation>
    </message>
    <message>
        <source>Cavalry that charged this move</source>
        <extracomment>brigade.json: tests/melee-losers/modifiers/cavalry-charged/name</extracomment>
        <translation>Kavallerie, die in dieser Bewegung angegriffen hat</translation>
    </message>
    <message>
        <source>Breaks and routs</source>
        <extracomment>brigade.json: tests/melee-losers/bands/breaks/name</extracomment>
        <translation>Bricht und flieht</translation>
    </message>
    <message>
        <source>Falls back</source>
        <extracomment>brigade.json: tests/melee-losers/bands/falls-back/name</extracomment>
        <translation>Weicht zurück</translation>
    </message>
    <message>
        <source>Infantry fall back 2&quot;, cavalry 6&quot;; all disordered.</source>
        <extracomment>brigade.json: tests/melee-losers/bands/falls-back/explain</extracomment>
        <translation>Infanterie weicht 2&quot; zurück, Kavallerie 6&quot;; alle ungeordnet.</translation>
    </message>
    <message>
        <source>General hit</source>
        <extracomment>brigade-1.0.0.json: tests/general-killed/name</extracomment>
        <translation>General getroffen</translation>
    </message>
    <message>
        <source>General killed</source>
        <extracomment>brigade.json: tests/general-shot/onPass/name</extracomment>
        <translation>General gefallen</translation>
    </message>
    <message>
        <source>General unhurt</source>
        <extracomment>brigade.json: tests/general-shot/onFail/name</extracomment>
        <translation>General unverletzt</translation>
    </message>
    <message>
        <source>Routed units do not charge</source>
        <extracomment>brigade.json: chargeRules/routed-cannot-charge/name</extracomment>
        <translation>Fliehende Einheiten greifen nicht an</translation>
    </message>
    <message>
        <source>Skirmishers may not charge close-order troops</source>
        <extracomment>brigade.json: chargeRules/skirmishers-vs-close-order/name</extracomment>
        <translation>Plänkler dürfen keine Truppen in geschlossener Ordnung angreifen</translation>
    </message>
    <message>
        <source>Infantry may not charge the front of cavalry</source>
        <extracomment>brigade.json: chargeRules/infantry-vs-cavalry/name</extracomment>
        <translation>Infanterie darf Kavallerie nicht frontal angreifen</translation>
    </message>
    <message>
        <source>Only infantry may charge a strong house</source>
        <extracomment>brigade.json: chargeRules/strong-house-infantry-only/name</extracomment>
        <translation>Nur Infanterie darf ein festes Haus angreifen</translation>
    </message>
    <message>
        <source>The charge may be made</source>
        <extracomment>brigade.json: chargeRules/charge-goes/name</extracomment>
        <translation>Der Angriff darf erfolgen</translation>
    </message>
    <message>
        <source>Then the morale test for wishing to charge, and the entering-melee test.</source>
        <extracomment>brigade-1.0.0.json: chargeRules/charge-goes/explain</extracomment>
        <translation>Dann der Moraltest für den Wunsch anzugreifen und der Test, in den Nahkampf zu gehen.</translation>
    </message>
    <message>
        <source>Each turn the sides take the moving role in turn; the side not moving fires in step 7.</source>
        <extracomment>brigade.json: activation/explain</extracomment>
        <translation>Jeden Zug übernehmen die Seiten nacheinander die Rolle der Bewegenden; die Seite, die sich nicht bewegt, feuert in Schritt 7.</translation>
    </message>
    <message>
        <source>First side moves</source>
        <extracomment>brigade.json: activation/phases/side-a/name</extracomment>
        <translation>Erste Seite bewegt sich</translation>
    </message>
    <message>
        <source>Second side moves</source>
        <extracomment>brigade.json: activation/phases/side-b/name</extracomment>
        <translation>Zweite Seite bewegt sich</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>brigade.json: fields/attached-general/choices/none</extracomment>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Cinc</source>
        <extracomment>brigade.json: fields/attached-general/choices/cinc</extracomment>
        <translation>Oberbefehlshaber</translation>
    </message>
    <message>
        <source>command</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/command</extracomment>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>charges</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/charges</extracomment>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>morale</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/morale</extracomment>
        <translation>Moral</translation>
    </message>
    <message>
        <source>evade and rout</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/evade-and-rout</extracomment>
        <translation>Ausweichen und Flucht</translation>
    </message>
    <message>
        <source>charge moves</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/charge-moves</extracomment>
        <translation>Angriffsbewegungen</translation>
    </message>
    <message>
        <source>normal moves</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/normal-moves</extracomment>
        <translation>normale Bewegungen</translation>
    </message>
    <message>
        <source>enemy fire</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/enemy-fire</extracomment>
        <translation>feindliches Feuer</translation>
    </message>
    <message>
        <source>chargers enter melee</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/chargers-enter-melee</extracomment>
        <translation>Angreifer gehen in den Nahkampf</translation>
    </message>
    <message>
        <source>charged enter melee</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/charged-enter-melee</extracomment>
        <translation>Angegriffene gehen in den Nahkampf</translation>
    </message>
    <message>
        <source>melee</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/melee</extracomment>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>after melee</source>
        <extracomment>brigade-1.0.0.json: activation/phases/side-a/segments/after-melee</extracomment>
        <translation>nach dem Nahkampf</translation>
    </message>
    <message>
        <source>The charger must pass its entering-melee test to go in; a unit that holds to receive it tests too, and breaks if it fails. Then both sides roll a die for each element fighting; the side that loses more than it inflicts takes the losers&apos; test, unless it breaks outright (guns, or foot beaten by charging horse).</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/explain</extracomment>
        <translation>Der Angreifer muss seinen Test zum Eintritt in den Nahkampf bestehen; eine Einheit, die stehend empfängt, testet auch und bricht, wenn sie scheitert. Dann würfeln beide Seiten je Element im Kampf einen Würfel; die Seite, die mehr verliert als sie zufügt, legt den Verlierertest ab, sofern sie nicht sofort bricht (Geschütze oder Fußvolk, das angreifender Reiterei unterliegt).</translation>
    </message>
    <message>
        <source>Distance</source>
        <extracomment>brigade.json: procedures/charge/inputs/distance/name</extracomment>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Inches from the charger to its target.</source>
        <extracomment>brigade.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation>Zoll vom Angreifer zu seinem Ziel.</translation>
    </message>
    <message>
        <source>Charger&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargerElements/name</extracomment>
        <translation>Kämpfende Elemente des Angreifers</translation>
    </message>
    <message>
        <source>The charger&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargerElements/explain</extracomment>
        <translation>Die kampffähigen Basen des Angreifers, mit der Überlappung um eine Basis.</translation>
    </message>
    <message>
        <source>Defender&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/charge/inputs/targetElements/name</extracomment>
        <translation>Kämpfende Elemente des Verteidigers</translation>
    </message>
    <message>
        <source>The defender&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/charge/inputs/targetElements/explain</extracomment>
        <translation>Die kampffähigen Basen des Verteidigers, mit der Überlappung um eine Basis.</translation>
    </message>
    <message>
        <source>Charger&apos;s casualties before the melee</source>
        <extracomment>brigade.json: procedures/charge/vars/chargerBefore/name</extracomment>
        <translation>Verluste des Angreifers vor dem Nahkampf</translation>
    </message>
    <message>
        <source>Defender&apos;s casualties before the melee</source>
        <extracomment>brigade.json: procedures/charge/vars/targetBefore/name</extracomment>
        <translation>Verluste des Verteidigers vor dem Nahkampf</translation>
    </message>
    <message>
        <source>Casualties beyond those inflicted</source>
        <extracomment>brigade.json: procedures/charge/vars/excess/name</extracomment>
        <translation>Verluste über die zugefügten hinaus</translation>
    </message>
    <message>
        <source>Charge not allowed</source>
        <extracomment>brigade.json: procedures/charge/endings/refused/name</extracomment>
        <translation>Angriff nicht erlaubt</translation>
    </message>
    <message>
        <source>The charge rules forbid it.</source>
        <extracomment>brigade.json: procedures/charge/endings/refused/explain</extracomment>
        <translation>Die Angriffsregeln verbieten ihn.</translation>
    </message>
    <message>
        <source>Halted disorganised</source>
        <extracomment>brigade.json: procedures/charge/endings/halted/name</extracomment>
        <translation>Ungeordnet angehalten</translation>
    </message>
    <message>
        <source>The charger failed its entering-melee test.</source>
        <extracomment>brigade.json: procedures/charge/endings/halted/explain</extracomment>
        <translation>Der Angreifer bestand seinen Test zum Eintritt in den Nahkampf nicht.</translation>
    </message>
    <message>
        <source>Defender broke</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-broke/name</extracomment>
        <translation>Verteidiger gebrochen</translation>
    </message>
    <message>
        <source>The unit holding to receive the charge failed its test: it breaks and makes an initial rout move.</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-broke/explain</extracomment>
        <translation>Die stehend empfangende Einheit bestand ihren Test nicht: sie bricht und macht eine erste Fluchtbewegung.</translation>
    </message>
    <message>
        <source>Charger won the melee</source>
        <extracomment>brigade.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation>Angreifer gewann den Nahkampf</translation>
    </message>
    <message>
        <source>Defender won the melee</source>
        <extracomment>brigade.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation>Verteidiger gewann den Nahkampf</translation>
    </message>
    <message>
        <source>Melee drawn</source>
        <extracomment>brigade.json: procedures/charge/endings/drawn/name</extracomment>
        <translation>Nahkampf unentschieden</translation>
    </message>
    <message>
        <source>Equal casualties: both sides fall back as the draw rules say, disordered.</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation>Gleiche Verluste: beide Seiten weichen nach den Regeln zum Unentschieden zurück, ungeordnet.</translation>
    </message>
    <message>
        <source>May it charge, and does it go in?</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/before/0/name</extracomment>
        <translation>Darf sie angreifen, und greift sie an?</translation>
    </message>
    <message>
        <source>The charge rules forbid some charges outright; any other charger takes its entering-melee test.</source>
        <extracomment>brigade-1.0.0.json: procedures/charge/before/0/explain</extracomment>
        <translation>Die Angriffsregeln verbieten manche Angriffe ganz; jeder andere Angreifer legt seinen Test zum Eintritt in den Nahkampf ab.</translation>
    </message>
    <message>
        <source>Hold to receive</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/name</extracomment>
        <translation>Stehend empfangen</translation>
    </message>
    <message>
        <source>The unit stands at the halt; since the charger has passed its test, it must pass one too.</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/explain</extracomment>
        <translation>Die Einheit steht; da der Angreifer seinen Test bestand, muss auch sie einen bestehen.</translation>
    </message>
    <message>
        <source>Breaks</source>
        <extracomment>brigade.json: procedures/charge/responses/hold/steps/0/onOutcome/fails/0/name</extracomment>
        <translation>Bricht</translation>
    </message>
    <message>
        <source>Winner and loser marked</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/0/name</extracomment>
        <translation>Sieger und Verlierer vermerkt</translation>
    </message>
    <message>
        <source>An automatic break?</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/2/then/0/name</extracomment>
        <translation>Ein sofortiger Bruch?</translation>
    </message>
    <message>
        <source>Breaks at once</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/2/then/0/then/0/name</extracomment>
        <translation>Bricht sofort</translation>
    </message>
    <message>
        <source>The side that lost more than it inflicted tests; each casualty beyond counts against it.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/decided/2/then/0/else/0/explain</extracomment>
        <translation>Die Seite, die mehr verlor als sie zufügte, testet; jeder Verlust darüber hinaus zählt gegen sie.</translation>
    </message>
    <message>
        <source>Both disordered</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/1/then/0/name</extracomment>
        <translation>Beide ungeordnet</translation>
    </message>
    <message>
        <source>Each side rolls a d10 per element fighting; 7 or more (modified) kills a figure.</source>
        <extracomment>brigade.json: procedures/charge/after/1/explain</extracomment>
        <translation>Jede Seite würfelt einen W10 je kämpfendem Element; 7 oder mehr (modifiziert) tötet eine Figur.</translation>
    </message>
    <message>
        <source>Casualties from the last attack</source>
        <extracomment>brigade-1.1.0.json: fields/casualties-last-attack/name</extracomment>
        <translation>Verluste durch den letzten Angriff</translation>
    </message>
    <message>
        <source>What the latest fire or melee against the unit cost it: the count a general&apos;s risk is rolled against.</source>
        <extracomment>brigade-1.1.0.json: fields/casualties-last-attack/explain</extracomment>
        <translation>Was das letzte Feuer oder der letzte Nahkampf gegen die Einheit sie gekostet hat: die Zahl, gegen die das Risiko eines Generals gewürfelt wird.</translation>
    </message>
    <message>
        <source>General&apos;s risk taken this phase</source>
        <extracomment>brigade-1.1.0.json: fields/general-risked/name</extracomment>
        <translation>Risiko des Generals in dieser Phase gewürfelt</translation>
    </message>
    <message>
        <source>The unit&apos;s general has already rolled to see whether he was hit this phase.</source>
        <extracomment>brigade-1.1.0.json: fields/general-risked/explain</extracomment>
        <translation>Der General der Einheit hat in dieser Phase bereits gewürfelt, ob er getroffen wurde.</translation>
    </message>
    <message>
        <source>Counted for the entering-melee test this move.</source>
        <extracomment>brigade.json: tests/fire/effects/0/explain</extracomment>
        <translation>Zählt in dieser Bewegung für den Test zum Eintritt in den Nahkampf.</translation>
    </message>
    <message>
        <source>When a unit with a general attached loses figures in a shooting or melee phase, roll a D10: at or under the casualties that attack cost it, he is dead. He rolls once a phase, for the first attack that hurt the unit.</source>
        <extracomment>brigade-1.1.0.json: tests/general-killed/explain</extracomment>
        <translation>Verliert eine Einheit mit einem zugeteilten General in einer Feuer- oder Nahkampfphase Figuren, wird ein W10 gewürfelt: bei höchstens so vielen Augen, wie dieser Angriff sie an Verlusten gekostet hat, ist er tot. Er würfelt einmal je Phase, für den ersten Angriff, der die Einheit getroffen hat.</translation>
    </message>
    <message>
        <source>A new melee phase</source>
        <extracomment>brigade-1.1.0.json: procedures/charge/after/0/name</extracomment>
        <translation>Eine neue Nahkampfphase</translation>
    </message>
    <message>
        <source>A general&apos;s risk is rolled once in the melee phase, whatever happened in the shooting.</source>
        <extracomment>brigade-1.1.0.json: procedures/charge/after/0/explain</extracomment>
        <translation>Das Risiko eines Generals wird in der Nahkampfphase einmal gewürfelt, was auch immer beim Feuern geschah.</translation>
    </message>
    <message>
        <source>After a draw</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/name</extracomment>
        <translation>Nach einem Unentschieden</translation>
    </message>
    <message>
        <source>Both horse fall back 6&quot; disordered.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/then/0/effects/0/note</extracomment>
        <translation>Beide Reitereien weichen 6&quot; ungeordnet zurück.</translation>
    </message>
    <message>
        <source>The horse falls back 12&quot; and the foot holds.</source>
        <extracomment>brigade-1.1.0.json: procedures/charge/after/2/melee/drawn/1/else/0/then/0/effects/0/note</extracomment>
        <translation>Die Reiterei weicht 12&quot; zurück, das Fußvolk hält.</translation>
    </message>
    <message>
        <source>The defender behind its obstacle halts; the charger falls back 2&quot;.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/else/0/else/0/else/0/then/0/effects/0/note</extracomment>
        <translation>Der Verteidiger hinter seinem Hindernis hält; der Angreifer weicht 2&quot; zurück.</translation>
    </message>
    <message>
        <source>The charger behind its obstacle halts; the defender falls back 2&quot;.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/else/0/else/0/else/0/else/0/then/0/effects/0/note</extracomment>
        <translation>Der Angreifer hinter seinem Hindernis hält; der Verteidiger weicht 2&quot; zurück.</translation>
    </message>
    <message>
        <source>In the open both fall back 1&quot;; either may move as usual next period.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/else/0/else/0/else/0/else/0/else/0/effects/0/note</extracomment>
        <translation>Im offenen Gelände weichen beide 1&quot; zurück; in der nächsten Periode dürfen beide normal ziehen.</translation>
    </message>
    <message>
        <source>The first side in the order of battle has the moving role; the other fires in its step.</source>
        <extracomment>brigade.json: activation/phases/side-a/explain</extracomment>
        <translation>Die erste Seite der Schlachtordnung bewegt sich; die andere feuert in ihrem Schritt.</translation>
    </message>
    <message>
        <source>Command and control</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/command/name</extracomment>
        <translation>Führung und Kontrolle</translation>
    </message>
    <message>
        <source>The moving side&apos;s brigadiers test for the units they influence, and each uncontrolled unit rolls for how far it may go.</source>
        <extracomment>brigade-1.2.0.json: activation/phases/side-a/segments/command/explain</extracomment>
        <translation>Die Brigadiers der sich bewegenden Seite testen für die Einheiten unter ihrem Einfluss, und jede unkontrollierte Einheit würfelt, wie weit sie gehen darf.</translation>
    </message>
    <message>
        <source>Charges declared</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charges/name</extracomment>
        <translation>Angriffe erklärt</translation>
    </message>
    <message>
        <source>The moving side names its charges and tests the chargers&apos; morale; the other side says how each unit charged will answer.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charges/explain</extracomment>
        <translation>Die sich bewegende Seite nennt ihre Angriffe und testet die Moral der Angreifer; die andere Seite sagt, wie jede angegriffene Einheit antwortet.</translation>
    </message>
    <message>
        <source>Other morale tests</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/morale/name</extracomment>
        <translation>Weitere Moraltests</translation>
    </message>
    <message>
        <source>Both sides take any other morale tests that are due.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/morale/explain</extracomment>
        <translation>Beide Seiten legen alle anderen fälligen Moraltests ab.</translation>
    </message>
    <message>
        <source>Evades and routs</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/evade-and-rout/name</extracomment>
        <translation>Ausweichen und Flucht</translation>
    </message>
    <message>
        <source>Units evading a charge and units in rout move, on both sides.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/evade-and-rout/explain</extracomment>
        <translation>Einheiten, die einem Angriff ausweichen, und fliehende Einheiten bewegen sich, auf beiden Seiten.</translation>
    </message>
    <message>
        <source>Charge moves</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charge-moves/name</extracomment>
        <translation>Angriffsbewegungen</translation>
    </message>
    <message>
        <source>Chargers and counter-chargers close to an inch from the enemy.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charge-moves/explain</extracomment>
        <translation>Angreifer und Gegenangreifer rücken bis auf einen Zoll an den Feind heran.</translation>
    </message>
    <message>
        <source>Normal moves</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/normal-moves/name</extracomment>
        <translation>Normale Bewegungen</translation>
    </message>
    <message>
        <source>The moving side makes its other moves; a formation change uses part of the move.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/normal-moves/explain</extracomment>
        <translation>Die sich bewegende Seite macht ihre übrigen Bewegungen; ein Formationswechsel verbraucht einen Teil der Bewegung.</translation>
    </message>
    <message>
        <source>The other side fires</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/enemy-fire/name</extracomment>
        <translation>Die andere Seite feuert</translation>
    </message>
    <message>
        <source>Only the side that is not moving shoots; a general with a unit that lost figures may be hit.</source>
        <extracomment>brigade-1.2.0.json: activation/phases/side-a/segments/enemy-fire/explain</extracomment>
        <translation>Nur die Seite, die sich nicht bewegt, schießt; ein General bei einer Einheit, die Figuren verlor, kann getroffen werden.</translation>
    </message>
    <message>
        <source>Chargers test to go in</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/chargers-enter-melee/name</extracomment>
        <translation>Angreifer testen den Einbruch</translation>
    </message>
    <message>
        <source>Every charger and counter-charger tests before contact.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/chargers-enter-melee/explain</extracomment>
        <translation>Jeder Angreifer und Gegenangreifer testet vor dem Kontakt.</translation>
    </message>
    <message>
        <source>Charged units test to stand</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charged-enter-melee/name</extracomment>
        <translation>Angegriffene testen das Standhalten</translation>
    </message>
    <message>
        <source>Units charged that did not evade test to stand, then both are moved into contact.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/charged-enter-melee/explain</extracomment>
        <translation>Angegriffene Einheiten, die nicht ausgewichen sind, testen das Standhalten; dann werden beide in Kontakt gebracht.</translation>
    </message>
    <message>
        <source>Each element in contact rolls; a general with a unit that lost figures may be killed.</source>
        <extracomment>brigade-1.2.0.json: activation/phases/side-a/segments/melee/explain</extracomment>
        <translation>Jedes Element im Kontakt würfelt; ein General bei einer Einheit, die Figuren verlor, kann fallen.</translation>
    </message>
    <message>
        <source>After the melee</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/after-melee/name</extracomment>
        <translation>Nach dem Nahkampf</translation>
    </message>
    <message>
        <source>The side that lost more than it inflicted tests; winners follow up, pursue or halt.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/after-melee/explain</extracomment>
        <translation>Die Seite, die mehr verlor, als sie zufügte, testet; Sieger setzen nach, verfolgen oder halten.</translation>
    </message>
    <message>
        <source>The roles swap: the second side moves and the first fires.</source>
        <extracomment>brigade.json: activation/phases/side-b/explain</extracomment>
        <translation>Die Rollen tauschen: die zweite Seite bewegt sich und die erste feuert.</translation>
    </message>
    <message>
        <source>Moved this phase</source>
        <extracomment>brigade.json: fields/moved/name</extracomment>
        <translation>In dieser Phase bewegt</translation>
    </message>
    <message>
        <source>Set when the unit moves in its side&apos;s phase; cleared when the phase ends.</source>
        <extracomment>brigade.json: fields/moved/explain</extracomment>
        <translation>Gesetzt, wenn sich die Einheit in der Phase ihrer Seite bewegt; gelöscht, wenn die Phase endet.</translation>
    </message>
    <message>
        <source>Fired this phase</source>
        <extracomment>brigade.json: fields/fired/name</extracomment>
        <translation>In dieser Phase gefeuert</translation>
    </message>
    <message>
        <source>Set when the unit fires; cleared when the phase ends.</source>
        <extracomment>brigade.json: fields/fired/explain</extracomment>
        <translation>Gesetzt, wenn die Einheit feuert; gelöscht, wenn die Phase endet.</translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <extracomment>brigade.json: tests/fire/inputs/distance/name</extracomment>
        <translation>Entfernung zum Ziel</translation>
    </message>
    <message>
        <source>Measured to the target; sets the range band (0: by hand).</source>
        <extracomment>brigade.json: tests/fire/inputs/distance/explain</extracomment>
        <translation>Bis zum Ziel gemessen; ergibt den Entfernungsbereich (0: von Hand).</translation>
    </message>
    <message>
        <source>Half move</source>
        <extracomment>brigade.json: fields/half-move/name</extracomment>
        <translation>Halbe Bewegung</translation>
    </message>
    <message>
        <source>The command test allows at most half a move and no charge this move (cavalry may still counter-charge); cleared when the side&apos;s move ends.</source>
        <extracomment>brigade.json: fields/half-move/explain</extracomment>
        <translation>Die Befehlsprobe erlaubt in dieser Bewegung höchstens eine halbe Bewegung und keinen Angriff (Reiterei darf noch zum Gegenangriff ansetzen); entfällt, wenn die Bewegung der Seite endet.</translation>
    </message>
    <message>
        <source>The command test allows no move this move, only a change of front or formation; cleared when the side&apos;s move ends.</source>
        <extracomment>brigade.json: fields/no-move/explain</extracomment>
        <translation>Die Befehlsprobe erlaubt in dieser Bewegung keine Bewegung, nur einen Front- oder Formationswechsel; entfällt, wenn die Bewegung der Seite endet.</translation>
    </message>
    <message>
        <source>The rules say troops must rally from disorder but not how. We spend the unit&apos;s move (the order Rally from disorder); the alternative is the test Rally from disorder, the morale dice at 5 or more. Either way a unit below half strength stays disordered.</source>
        <extracomment>brigade.json: options/disorder-rally/explain</extracomment>
        <translation>Die Regeln sagen, dass Truppen sich aus der Unordnung sammeln müssen, aber nicht wie. Wir verbrauchen die Bewegung der Einheit (der Befehl Aus der Unordnung sammeln); die Alternative ist die Probe Aus der Unordnung sammeln, die Moralwürfel mit 5 oder mehr. So oder so bleibt eine Einheit unter halber Stärke in Unordnung.</translation>
    </message>
    <message>
        <source>Cavalry may still counter-charge. The brigadier carries the half-move marker for the units he influences.</source>
        <extracomment>brigade-1.1.0.json: tests/brigadier-command/onFail/explain</extracomment>
        <translation>Reiterei darf noch zum Gegenangriff ansetzen. Der Brigadier trägt die Markierung halbe Bewegung für die Einheiten, die er beeinflusst.</translation>
    </message>
    <message>
        <source>Rally from disorder</source>
        <extracomment>brigade.json: tests/rally-from-disorder/name</extracomment>
        <translation>Aus der Unordnung sammeln</translation>
    </message>
    <message>
        <source>Under the morale-test reading of the rally from disorder: the morale dice and modifiers, and 5 or more recovers order. A unit below half strength stays disordered.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/explain</extracomment>
        <translation>Nach der Lesart mit Moralprobe für das Sammeln aus der Unordnung: die Moralwürfel und Modifikatoren, und 5 oder mehr stellt die Ordnung wieder her. Eine Einheit unter halber Stärke bleibt in Unordnung.</translation>
    </message>
    <message>
        <source>Rallied</source>
        <extracomment>brigade.json: tests/rally-from-disorder/bands/rallied/name</extracomment>
        <translation>Gesammelt</translation>
    </message>
    <message>
        <source>Still disordered</source>
        <extracomment>brigade.json: tests/rally-from-disorder/bands/still-disordered/name</extracomment>
        <translation>Weiter in Unordnung</translation>
    </message>
    <message>
        <source>It is not disordered.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/requires/0/explain</extracomment>
        <translation>Sie ist nicht in Unordnung.</translation>
    </message>
    <message>
        <source>Under the chosen reading a unit rallies from disorder by giving up its move (the order), not by a test.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/requires/1/explain</extracomment>
        <translation>Nach der gewählten Lesart sammelt sich eine Einheit aus der Unordnung, indem sie auf ihre Bewegung verzichtet (der Befehl), nicht durch eine Probe.</translation>
    </message>
    <message>
        <source>Below half strength in bases it stays disordered.</source>
        <extracomment>brigade.json: tests/rally-from-disorder/requires/2/explain</extracomment>
        <translation>Unter halber Stärke an Basen bleibt sie in Unordnung.</translation>
    </message>
    <message>
        <source>Guns fire unlimbered: a limbered or manhandled gun cannot fire.</source>
        <extracomment>brigade.json: tests/fire/requires/0/explain</extracomment>
        <translation>Geschütze feuern abgeprotzt: ein aufgeprotztes oder von Hand bewegtes Geschütz kann nicht feuern.</translation>
    </message>
    <message>
        <source>Generals do not fire, and the rules give cavalry no fire.</source>
        <extracomment>brigade.json: tests/fire/requires/1/explain</extracomment>
        <translation>Generäle feuern nicht, und die Regeln geben der Reiterei kein Feuer.</translation>
    </message>
    <message>
        <source>its half-move marker from the command test is cleared as the side&apos;s move ends</source>
        <extracomment>brigade-1.1.0.json: activation/phases/side-a/atEnd/0/explain</extracomment>
        <translation>ihre Markierung halbe Bewegung aus der Befehlsprobe entfällt mit dem Ende der Bewegung der Seite</translation>
    </message>
    <message>
        <source>its no-move marker from the command test is cleared as the side&apos;s move ends</source>
        <extracomment>brigade-1.1.0.json: activation/phases/side-a/atEnd/1/explain</extracomment>
        <translation>ihre Markierung keine Bewegung aus der Befehlsprobe entfällt mit dem Ende der Bewegung der Seite</translation>
    </message>
    <message>
        <source>The unit spends its move recovering order (the default reading of the missing rally rule).</source>
        <extracomment>brigade.json: orders/rally-from-disorder/explain</extracomment>
        <translation>Die Einheit verbraucht ihre Bewegung, um die Ordnung wiederherzustellen (die vorgegebene Lesart der fehlenden Sammelregel).</translation>
    </message>
    <message>
        <source>Under the chosen reading a unit rallies from disorder with a morale test at 5+, not by giving up its move.</source>
        <extracomment>brigade.json: orders/rally-from-disorder/requires/0/explain</extracomment>
        <translation>Nach der gewählten Lesart sammelt sich eine Einheit aus der Unordnung mit einer Moralprobe auf 5+, nicht durch Verzicht auf ihre Bewegung.</translation>
    </message>
    <message>
        <source>It has already moved this turn: rallying takes its move.</source>
        <extracomment>brigade.json: orders/rally-from-disorder/requires/1/explain</extracomment>
        <translation>Sie hat sich in diesem Zug schon bewegt: das Sammeln kostet ihre Bewegung.</translation>
    </message>
    <message>
        <source>In melee</source>
        <extracomment>brigade.json: fields/in-melee/name</extracomment>
        <translation>Im Nahkampf</translation>
    </message>
    <message>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>brigade-1.1.0.json: fields/in-melee/explain</extracomment>
        <translation>In einen Nahkampf verwickelt, der weitergeht: &quot;Nahkampf fortsetzen&quot; auf ihrem Blatt kämpft die nächste Runde. Ein unentschiedener Nahkampf setzt es, ein entschiedener hebt es auf; der Schiedsrichter setzt es für Einheiten, die schon in Kontakt sind.</translation>
    </message>
    <message>
        <source>Still in melee</source>
        <extracomment>brigade-1.1.0.json: procedures/charge/after/2/melee/drawn/2/name</extracomment>
        <translation>Weiter im Nahkampf</translation>
    </message>
    <message>
        <source>Continue melee</source>
        <extracomment>brigade.json: procedures/melee/name</extracomment>
        <translation>Nahkampf fortsetzen</translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>brigade.json: procedures/melee/explain</extracomment>
        <translation>Ein Nahkampf, der aus einem früheren Zug weitergeht, oder zwischen Einheiten, die schon in Kontakt sind: eine weitere Runde, beide Seiten zusammen, und alles, was daraus folgt. Die Einheit, von deren Blatt er geöffnet wird, ist der Handelnde; wählen Sie die Einheit, gegen die sie kämpft.</translation>
    </message>
    <message>
        <source>This unit&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/melee/inputs/chargerElements/name</extracomment>
        <translation>Kämpfende Elemente dieser Einheit</translation>
    </message>
    <message>
        <source>This unit&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/melee/inputs/chargerElements/explain</extracomment>
        <translation>Die kampffähigen Basen dieser Einheit, mit der Überlappung um eine Basis.</translation>
    </message>
    <message>
        <source>The enemy&apos;s elements fighting</source>
        <extracomment>brigade.json: procedures/melee/inputs/targetElements/name</extracomment>
        <translation>Kämpfende Elemente des Gegners</translation>
    </message>
    <message>
        <source>The enemy&apos;s bases able to fight, with the one-base overlap.</source>
        <extracomment>brigade.json: procedures/melee/inputs/targetElements/explain</extracomment>
        <translation>Die kampffähigen Basen des Gegners, mit der Überlappung um eine Basis.</translation>
    </message>
    <message>
        <source>Won the melee</source>
        <extracomment>brigade.json: procedures/melee/endings/won/name</extracomment>
        <translation>Nahkampf gewonnen</translation>
    </message>
    <message>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>brigade.json: procedures/melee/endings/won/explain</extracomment>
        <translation>Die Einheit, deren Blatt es ist, gewann diese Runde.</translation>
    </message>
    <message>
        <source>Lost the melee</source>
        <extracomment>brigade.json: procedures/melee/endings/lost/name</extracomment>
        <translation>Nahkampf verloren</translation>
    </message>
    <message>
        <source>The unit it fights won this round.</source>
        <extracomment>brigade.json: procedures/melee/endings/lost/explain</extracomment>
        <translation>Die Einheit, gegen die sie kämpft, gewann diese Runde.</translation>
    </message>
    <message>
        <source>Neither side won: the melee goes on next turn.</source>
        <extracomment>brigade-1.1.0.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation>Keine Seite gewann: der Nahkampf geht im nächsten Zug weiter.</translation>
    </message>
    <message>
        <source>Fight on</source>
        <extracomment>brigade.json: procedures/melee/responses/fight/name</extracomment>
        <translation>Weiterkämpfen</translation>
    </message>
    <message>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>brigade.json: procedures/melee/responses/fight/explain</extracomment>
        <translation>Beide Einheiten bleiben im Nahkampf und kämpfen diese Runde.</translation>
    </message>
    <message>
        <source>The melee is over</source>
        <extracomment>brigade.json: procedures/melee/after/1/melee/decided/2/then/1/name</extracomment>
        <translation>Der Nahkampf ist vorbei</translation>
    </message>
    <message>
        <source>Reading a D5 off a D10</source>
        <extracomment>brigade.json: options/d5-reading/name</extracomment>
        <translation>Einen W5 von einem W10 ablesen</translation>
    </message>
    <message>
        <source>Elite and trained troops roll 2D5, and the rules do not say how to read a D5 off the D10s most tables have. We halve the D10, rounding up; the alternative counts 6 to 10 again as 1 to 5. Both give each number from 1 to 5 one time in five. Players with real five-sided dice type their faces as they are.</source>
        <extracomment>brigade.json: options/d5-reading/explain</extracomment>
        <translation>Elite und ausgebildete Truppen würfeln 2W5, und die Regeln sagen nicht, wie man einen W5 von den W10 abliest, die an den meisten Tischen liegen. Wir halbieren den W10 und runden auf; die andere Lesart zählt 6 bis 10 wieder als 1 bis 5. Beide ergeben jede Zahl von 1 bis 5 in einem von fünf Fällen. Wer echte fünfseitige Würfel hat, gibt deren Augen so ein, wie sie fallen.</translation>
    </message>
    <message>
        <source>Halve the D10, rounding up</source>
        <extracomment>brigade.json: options/d5-reading/choices/halve-up/name</extracomment>
        <translation>Den W10 halbieren, aufgerundet</translation>
    </message>
    <message>
        <source>6 to 10 count as 1 to 5</source>
        <extracomment>brigade.json: options/d5-reading/choices/wrap/name</extracomment>
        <translation>6 bis 10 zählen als 1 bis 5</translation>
    </message>
    <message>
        <source>Real five-sided dice</source>
        <extracomment>brigade.json: options/d5-reading/choices/real-d5/name</extracomment>
        <translation>Echte fünfseitige Würfel</translation>
    </message>
    <message>
        <source>D5 off a D10, halved</source>
        <extracomment>brigade.json: diceReadings/0/name</extracomment>
        <translation>W5 vom W10, halbiert</translation>
    </message>
    <message>
        <source>A D10 halved, rounding up: 1–2 is 1, 3–4 is 2, 5–6 is 3, 7–8 is 4, 9–10 is 5.</source>
        <extracomment>brigade.json: diceReadings/0/explain</extracomment>
        <translation>Ein W10 halbiert, aufgerundet: 1–2 ist 1, 3–4 ist 2, 5–6 ist 3, 7–8 ist 4, 9–10 ist 5.</translation>
    </message>
    <message>
        <source>D5 off a D10, 6 to 10 again as 1 to 5</source>
        <extracomment>brigade.json: diceReadings/1/name</extracomment>
        <translation>W5 vom W10, 6 bis 10 wieder als 1 bis 5</translation>
    </message>
    <message>
        <source>A D10 read as it falls up to 5; 6 to 10 count as 1 to 5.</source>
        <extracomment>brigade.json: diceReadings/1/explain</extracomment>
        <translation>Ein W10 gilt bis 5, wie er fällt; 6 bis 10 zählen als 1 bis 5.</translation>
    </message>
    <message>
        <source>Each unit under him that is influenced moves fully.</source>
        <extracomment>brigade.json: tests/brigadier-command/onPass/explain</extracomment>
        <translation>Jede beeinflusste Einheit unter ihm bewegt sich voll.</translation>
    </message>
    <message>
        <source>Each unit under him that is influenced is marked Half move; cavalry may still counter-charge.</source>
        <extracomment>brigade.json: tests/brigadier-command/onFail/explain</extracomment>
        <translation>Jede beeinflusste Einheit unter ihm erhält die Markierung Halbe Bewegung; Kavallerie darf weiterhin gegenattackieren.</translation>
    </message>
    <message>
        <source>Taken when wishing to charge, being charged, after 2 or more firing hits, each move at half strength or below when fired on or seeing friends rout, and when routing with no enemy in sight. Elite and trained roll 2D5 (read off D10s as the option &quot;Reading a D5 off a D10&quot; says); raw and militia roll 2D6.</source>
        <extracomment>brigade.json: tests/morale/explain</extracomment>
        <translation>Abgelegt beim Wunsch anzugreifen, wenn angegriffen, nach 2 oder mehr Feuertreffern, in jeder Bewegung bei halber Stärke oder weniger, wenn beschossen oder fliehende Freunde in Sicht, und auf der Flucht ohne Feind in Sicht. Elite und Ausgebildete würfeln 2W5 (von W10 abgelesen, wie die Option „Einen W5 von einem W10 ablesen“ sagt); Rekruten und Miliz würfeln 2W6.</translation>
    </message>
    <message>
        <source>Work out control</source>
        <extracomment>brigade.json: orders/command-check/name</extracomment>
        <translation>Kontrolle ermitteln</translation>
    </message>
    <message>
        <source>Before it moves, the table answers where the unit stands against its generals&apos; spans (a brigadier&apos;s 8&quot;, the commander-in-chief&apos;s 16&quot;, none while a general has joined a unit); its control state follows.</source>
        <extracomment>brigade.json: orders/command-check/explain</extracomment>
        <translation>Vor der Bewegung beantwortet der Tisch, wo die Einheit zur Befehlsweite ihrer Generäle steht (8&quot; beim Brigadier, 16&quot; beim Oberbefehlshaber, keine, solange ein General sich einer Einheit angeschlossen hat); daraus folgt ihr Kontrollzustand.</translation>
    </message>
    <message>
        <source>Led in person by a general who has joined it?</source>
        <extracomment>brigade.json: orders/command-check/asks/led/name</extracomment>
        <translation>Persönlich von einem General geführt, der sich ihr angeschlossen hat?</translation>
    </message>
    <message>
        <source>Within its brigadier&apos;s span (8&quot;)?</source>
        <extracomment>brigade.json: orders/command-check/asks/within-span/name</extracomment>
        <translation>Innerhalb der Befehlsweite ihres Brigadiers (8&quot;)?</translation>
    </message>
    <message>
        <source>Is its brigadier within the commander-in-chief&apos;s span (16&quot;)?</source>
        <extracomment>brigade.json: orders/command-check/asks/brigadier-commanded/name</extracomment>
        <translation>Ist ihr Brigadier innerhalb der Befehlsweite des Oberbefehlshabers (16&quot;)?</translation>
    </message>
    <message>
        <source>Two or more hits this move</source>
        <extracomment>brigade.json: triggers/two-hits/name</extracomment>
        <translation>Zwei oder mehr Treffer in dieser Bewegung</translation>
    </message>
    <message>
        <source>A unit that has lost two figures or more to fire during the move owes a morale test, taken with the other morale tests of the next move; one test covers the whole move&apos;s fire. Not taken by the end of the turn, it lapses.</source>
        <extracomment>brigade.json: triggers/two-hits/explain</extracomment>
        <translation>Eine Einheit, die in der Bewegung zwei oder mehr Figuren durch Beschuss verloren hat, schuldet einen Moraltest, abgelegt mit den anderen Moraltests der nächsten Bewegung; ein Test deckt den Beschuss der ganzen Bewegung. Bis zum Ende des Zuges nicht abgelegt, verfällt er.</translation>
    </message>
    <message>
        <source>Each time a unit with a general attached loses figures in a shooting or melee phase, roll a D10: at or under the casualties it suffered in that phase, he is dead.</source>
        <extracomment>brigade-1.0.0.json: tests/general-killed/explain</extracomment>
        <translation>Jedes Mal, wenn eine Einheit mit einem angeschlossenen General in einer Feuer- oder Nahkampfphase Figuren verliert, würfle einen W10: bei den Verlusten dieser Phase oder darunter ist er tot.</translation>
    </message>
    <message>
        <source>Counted for the entering-melee test this move, and the count a general with the unit rolls against after the shooting.</source>
        <extracomment>brigade.json: fields/figures-killed-this-move/explain</extracomment>
        <translation>Zählt für den Nahkampf-Eintrittstest dieser Bewegung und ist die Zahl, gegen die ein General bei der Einheit nach dem Schießen würfelt.</translation>
    </message>
    <message>
        <source>Melee casualties this phase</source>
        <extracomment>brigade.json: fields/melee-casualties-this-phase/name</extracomment>
        <translation>Nahkampfverluste in dieser Phase</translation>
    </message>
    <message>
        <source>Figures (or gunners) the unit has lost in melee this move: the count a general with it rolls against.</source>
        <extracomment>brigade.json: fields/melee-casualties-this-phase/explain</extracomment>
        <translation>Figuren (oder Kanoniere), die die Einheit in dieser Bewegung im Nahkampf verloren hat: die Zahl, gegen die ein General bei ihr würfelt.</translation>
    </message>
    <message>
        <source>General under fire</source>
        <extracomment>brigade.json: tests/general-shot/name</extracomment>
        <translation>General unter Beschuss</translation>
    </message>
    <message>
        <source>A unit with a general attached that lost figures to this move&apos;s shooting rolls a D10 once the shooting is over: at or under all it lost to fire this move, the general is dead. Owed once a move (see the trigger), not after each volley.</source>
        <extracomment>brigade.json: tests/general-shot/explain</extracomment>
        <translation>Eine Einheit mit einem zugeteilten General, die durch das Schießen dieser Bewegung Figuren verloren hat, würfelt nach dem Schießen einen W10: bei höchstens allem, was sie in dieser Bewegung durch Beschuss verlor, ist der General tot. Einmal je Bewegung gefordert (siehe den Auslöser), nicht nach jeder Salve.</translation>
    </message>
    <message>
        <source>General in the melee</source>
        <extracomment>brigade.json: tests/general-killed/name</extracomment>
        <translation>General im Nahkampf</translation>
    </message>
    <message>
        <source>A unit with a general attached that lost figures in this move&apos;s melee rolls a D10 once the melee is fought: at or under all it lost in that melee, the general is dead. Owed once a move (see the trigger), not after each exchange.</source>
        <extracomment>brigade.json: tests/general-killed/explain</extracomment>
        <translation>Eine Einheit mit einem zugeteilten General, die im Nahkampf dieser Bewegung Figuren verloren hat, würfelt nach dem Nahkampf einen W10: bei höchstens allem, was sie in diesem Nahkampf verlor, ist der General tot. Einmal je Bewegung gefordert (siehe den Auslöser), nicht nach jedem Schlagabtausch.</translation>
    </message>
    <message>
        <source>General with a unit under fire</source>
        <extracomment>brigade.json: triggers/general-under-fire/name</extracomment>
        <translation>General bei einer beschossenen Einheit</translation>
    </message>
    <message>
        <source>Fire that kills figures of a unit with a general attached owes his roll, once a move: taken after the side&apos;s shooting, it counts every figure the unit lost to fire this move. Not taken by the end of the move, it lapses.</source>
        <extracomment>brigade.json: triggers/general-under-fire/explain</extracomment>
        <translation>Beschuss, der einer Einheit mit zugeteiltem General Figuren tötet, fordert seinen Wurf, einmal je Bewegung: nach dem Schießen der Seite genommen, zählt er jede Figur, die die Einheit in dieser Bewegung durch Beschuss verlor. Bis zum Ende der Bewegung nicht genommen, verfällt er.</translation>
    </message>
    <message>
        <source>General with a unit in melee</source>
        <extracomment>brigade.json: triggers/general-in-melee/name</extracomment>
        <translation>General bei einer Einheit im Nahkampf</translation>
    </message>
    <message>
        <source>A melee that costs a unit with a general attached figures owes his roll, once a move: taken after the melee, it counts every figure the unit lost in it. Not taken by the end of the move, it lapses.</source>
        <extracomment>brigade.json: triggers/general-in-melee/explain</extracomment>
        <translation>Ein Nahkampf, der eine Einheit mit zugeteiltem General Figuren kostet, fordert seinen Wurf, einmal je Bewegung: nach dem Nahkampf genommen, zählt er jede Figur, die die Einheit darin verlor. Bis zum Ende der Bewegung nicht genommen, verfällt er.</translation>
    </message>
    <message>
        <source>Only the side that is not moving shoots; once it has, a general with a unit that lost figures rolls to see whether he was hit.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/enemy-fire/explain</extracomment>
        <translation>Nur die Seite, die sich nicht bewegt, schießt; danach würfelt ein General bei einer Einheit, die Figuren verlor, ob er getroffen wurde.</translation>
    </message>
    <message>
        <source>Each element in contact rolls; once the melee is fought, a general with a unit that lost figures rolls to see whether he was killed.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/melee/explain</extracomment>
        <translation>Jedes Element im Kontakt würfelt; nach dem Nahkampf würfelt ein General bei einer Einheit, die Figuren verlor, ob er gefallen ist.</translation>
    </message>
    <message>
        <source>The moving side works out where each unit stands against its generals&apos; spans, its brigadiers test for the units they influence, and each uncontrolled unit rolls for how far it may go.</source>
        <extracomment>brigade.json: activation/phases/side-a/segments/command/explain</extracomment>
        <translation>Die sich bewegende Seite klärt, wo jede Einheit im Verhältnis zu den Befehlsradien ihrer Generäle steht, ihre Brigadiers testen für die Einheiten unter ihrem Einfluss, und jede unkontrollierte Einheit würfelt, wie weit sie gehen darf.</translation>
    </message>
    <message>
        <source>Charged this move</source>
        <extracomment>brigade.json: fields/charged/name</extracomment>
        <translation>In diesem Zug angegriffen</translation>
    </message>
    <message>
        <source>Set on the charger by the charge procedure once its charge goes in (set it by hand for a counter-charge or a charge played without the procedure). It gives the charging bonus in the melee and counts in the losers&apos; test; cleared when the move ends.</source>
        <extracomment>brigade.json: fields/charged/explain</extracomment>
        <translation>Vom Angriffsablauf beim Angreifer gesetzt, sobald sein Angriff hineingeht (von Hand setzen bei einem Gegenangriff oder einem Angriff ohne den Ablauf). Gibt den Angriffsbonus im Nahkampf und zählt im Test der Verlierer; am Ende des Zuges gelöscht.</translation>
    </message>
    <message>
        <source>Won its last melee. The rules do not say how long a period is. We count a melee&apos;s result from the melee to the end of the turn after it, so the morale tests later in that turn and all through the next one take it into account; then it is cleared.</source>
        <extracomment>brigade.json: fields/won-melee/explain</extracomment>
        <translation>Hat ihren letzten Nahkampf gewonnen. Die Regeln sagen nicht, wie lange eine Periode dauert. Wir zählen das Ergebnis eines Nahkampfs vom Nahkampf bis zum Ende der darauffolgenden Runde, sodass die Moraltests im Rest dieser Runde und während der ganzen nächsten es berücksichtigen; dann wird es gelöscht.</translation>
    </message>
    <message>
        <source>Lost its last melee. The rules do not say how long a period is. We count a melee&apos;s result from the melee to the end of the turn after it, so the morale tests later in that turn and all through the next one take it into account; then it is cleared.</source>
        <extracomment>brigade.json: fields/lost-melee/explain</extracomment>
        <translation>Hat ihren letzten Nahkampf verloren. Die Regeln sagen nicht, wie lange eine Periode dauert. Wir zählen das Ergebnis eines Nahkampfs vom Nahkampf bis zum Ende der darauffolgenden Runde, sodass die Moraltests im Rest dieser Runde und während der ganzen nächsten es berücksichtigen; dann wird es gelöscht.</translation>
    </message>
    <message>
        <source>Melee result this turn</source>
        <extracomment>brigade.json: fields/melee-this-turn/name</extracomment>
        <translation>Nahkampfergebnis in dieser Runde</translation>
    </message>
    <message>
        <source>Set when a melee marks the unit as winner or loser this turn, so the end of this turn keeps the mark for one more turn. A mark set by hand without it is cleared at the end of the turn.</source>
        <extracomment>brigade.json: fields/melee-this-turn/explain</extracomment>
        <translation>Gesetzt, wenn ein Nahkampf die Einheit in dieser Runde als Sieger oder Verlierer markiert, damit das Ende dieser Runde die Markierung eine weitere Runde behält. Eine von Hand ohne sie gesetzte Markierung wird am Ende der Runde gelöscht.</translation>
    </message>
    <message>
        <source>Units in contact whose melee is still to be fought (set by the umpire): Continue melee on its sheet fights it. No melee of these rules leaves them locked: the loser falls back or breaks, and a draw parts them, so every melee clears it.</source>
        <extracomment>brigade.json: fields/in-melee/explain</extracomment>
        <translation>Einheiten in Kontakt, deren Nahkampf noch aussteht (vom Schiedsrichter gesetzt): &quot;Nahkampf fortsetzen&quot; auf ihrem Blatt kämpft ihn aus. Kein Nahkampf dieser Regeln hält sie gebunden: Der Verlierer weicht zurück oder bricht, und ein Unentschieden trennt sie, daher löscht jeder Nahkampf die Markierung.</translation>
    </message>
    <message>
        <source>Counts for a unit that charged this move, unless its enemy is defending an obstacle.</source>
        <extracomment>brigade.json: tests/melee/modifiers/infantry-charging/explain</extracomment>
        <translation>Gilt für eine Einheit, die in diesem Zug angegriffen hat, außer wenn ihr Gegner ein Hindernis verteidigt.</translation>
    </message>
    <message>
        <source>The charge then has to reach its target and pass the entering-melee test.</source>
        <extracomment>brigade.json: chargeRules/charge-goes/explain</extracomment>
        <translation>Der Angriff muss dann sein Ziel erreichen und den Test zum Eintritt in den Nahkampf bestehen.</translation>
    </message>
    <message>
        <source>The charge must be allowed and reach its target; the charger then tests to go in, and a unit that holds to receive it tests too, breaking if it fails. Both sides roll a die for each element fighting, the charger with its charging bonus; the side that loses more than it inflicts takes the losers&apos; test, unless it breaks outright (guns, or foot beaten by charging horse).</source>
        <extracomment>brigade.json: procedures/charge/explain</extracomment>
        <translation>Der Angriff muss erlaubt sein und sein Ziel erreichen; dann testet der Angreifer, ob er hineingeht, und eine Einheit, die ihn stehend erwartet, testet ebenfalls und bricht, wenn sie scheitert. Beide Seiten würfeln einen Würfel je kämpfendes Element, der Angreifer mit seinem Angriffsbonus; die Seite, die mehr verliert, als sie zufügt, macht den Test der Verlierer, außer sie bricht sofort (Geschütze oder Fußtruppen, die von angreifender Kavallerie geschlagen wurden).</translation>
    </message>
    <message>
        <source>Charge move</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargeMove/name</extracomment>
        <translation>Angriffsbewegung</translation>
    </message>
    <message>
        <source>How far the charger may go on a charge (its move and charge bonus); taken from the movement table unless entered.</source>
        <extracomment>brigade.json: procedures/charge/inputs/chargeMove/explain</extracomment>
        <translation>Wie weit der Angreifer beim Angriff kommt (seine Bewegung und der Angriffsbonus); aus der Bewegungstabelle, sofern nicht eingegeben.</translation>
    </message>
    <message>
        <source>Fell short</source>
        <extracomment>brigade.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation>Zu kurz gekommen</translation>
    </message>
    <message>
        <source>The target is beyond the charge move: the charger makes its full charge move, makes no contact and is disordered.</source>
        <extracomment>brigade.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation>Das Ziel liegt jenseits der Angriffsbewegung: Der Angreifer macht seine volle Angriffsbewegung, kommt nicht in Kontakt und ist in Unordnung.</translation>
    </message>
    <message>
        <source>Equal casualties: the two part as the draw rules say; a draw with horse in it leaves both disordered.</source>
        <extracomment>brigade.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation>Gleiche Verluste: Beide trennen sich, wie es die Regeln zum Unentschieden sagen; ist Kavallerie beteiligt, sind danach beide in Unordnung.</translation>
    </message>
    <message>
        <source>May it charge?</source>
        <extracomment>brigade.json: procedures/charge/before/0/name</extracomment>
        <translation>Darf sie angreifen?</translation>
    </message>
    <message>
        <source>The charge rules forbid some charges outright.</source>
        <extracomment>brigade.json: procedures/charge/before/0/explain</extracomment>
        <translation>Die Angriffsregeln verbieten manche Angriffe ganz.</translation>
    </message>
    <message>
        <source>Can it reach?</source>
        <extracomment>brigade.json: procedures/charge/before/1/name</extracomment>
        <translation>Reicht die Entfernung?</translation>
    </message>
    <message>
        <source>The rules let a charge be declared at any distance; one that cannot reach its target makes no contact, and a charge without contact disorders the charger.</source>
        <extracomment>brigade.json: procedures/charge/before/1/explain</extracomment>
        <translation>Die Regeln erlauben, einen Angriff auf jede Entfernung anzusagen; einer, der sein Ziel nicht erreichen kann, kommt nicht in Kontakt, und ein Angriff ohne Kontakt bringt den Angreifer in Unordnung.</translation>
    </message>
    <message>
        <source>A charge that makes no contact leaves the charger disordered.</source>
        <extracomment>brigade.json: procedures/charge/before/1/then/0/effects/0/explain</extracomment>
        <translation>Ein Angriff ohne Kontakt bringt den Angreifer in Unordnung.</translation>
    </message>
    <message>
        <source>Falls short</source>
        <extracomment>brigade.json: procedures/charge/before/1/then/0/name</extracomment>
        <translation>Zu kurz</translation>
    </message>
    <message>
        <source>Does it go in?</source>
        <extracomment>brigade.json: procedures/charge/before/2/name</extracomment>
        <translation>Geht der Angriff hinein?</translation>
    </message>
    <message>
        <source>The charger tests before contact; a score of 0 or less halts it disorganised.</source>
        <extracomment>brigade.json: procedures/charge/before/2/explain</extracomment>
        <translation>Der Angreifer testet vor dem Kontakt; bei 0 oder weniger hält er ungeordnet an.</translation>
    </message>
    <message>
        <source>It charged this move: its charging bonus counts in the melee and the losers&apos; test.</source>
        <extracomment>brigade.json: procedures/charge/before/3/effects/0/explain</extracomment>
        <translation>Sie hat in diesem Zug angegriffen: Ihr Angriffsbonus zählt im Nahkampf und im Test der Verlierer.</translation>
    </message>
    <message>
        <source>The charge goes in</source>
        <extracomment>brigade.json: procedures/charge/before/3/name</extracomment>
        <translation>Der Angriff geht hinein</translation>
    </message>
    <message>
        <source>Neither won</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/0/name</extracomment>
        <translation>Keiner hat gewonnen</translation>
    </message>
    <message>
        <source>Horse in the draw?</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/1/name</extracomment>
        <translation>Kavallerie am Unentschieden beteiligt?</translation>
    </message>
    <message>
        <source>The horse falls back 12&quot; and the foot holds; both are disordered.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/2/else/0/then/0/effects/0/note</extracomment>
        <translation>Die Kavallerie weicht 12&quot; zurück, das Fußvolk hält; beide sind in Unordnung.</translation>
    </message>
    <message>
        <source>They part</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/3/name</extracomment>
        <translation>Sie trennen sich</translation>
    </message>
    <message>
        <source>Every draw sends at least one side back: the melee does not go on.</source>
        <extracomment>brigade.json: procedures/charge/after/1/melee/drawn/3/explain</extracomment>
        <translation>Jedes Unentschieden schickt mindestens eine Seite zurück: Der Nahkampf geht nicht weiter.</translation>
    </message>
    <message>
        <source>Neither side won: they part as the draw rules say, and the melee is over.</source>
        <extracomment>brigade.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation>Keine Seite hat gewonnen: Sie trennen sich, wie es die Regeln zum Unentschieden sagen, und der Nahkampf ist vorbei.</translation>
    </message>
    <message>
        <source>its melee won in the turn before no longer counts for morale</source>
        <extracomment>brigade.json: activation/endOfTurn/0/explain</extracomment>
        <translation>ihr in der Runde zuvor gewonnener Nahkampf zählt nicht mehr für die Moral</translation>
    </message>
    <message>
        <source>its melee lost in the turn before no longer counts for morale</source>
        <extracomment>brigade.json: activation/endOfTurn/1/explain</extracomment>
        <translation>ihr in der Runde zuvor verlorener Nahkampf zählt nicht mehr für die Moral</translation>
    </message>
</context>
<context>
    <name>ruleset:chosen-men</name>
    <message>
        <source>Charger shot down</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/name</extracomment>
        <translation>Angreifer niedergeschossen</translation>
    </message>
    <message>
        <source>The volley left no figure of the charger standing: the charge is over.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/explain</extracomment>
        <translation>Die Salve hat keine Figur des Angreifers stehen lassen: der Angriff ist vorbei.</translation>
    </message>
    <message>
        <source>Chosen Men, expanded (003)</source>
        <extracomment>chosen-men.json: name</extracomment>
        <translation>Chosen Men, erweitert (003)</translation>
    </message>
    <message>
        <source>Skirmish rules at the level of single figures and squads: cards turned two at a time, roll-under morale, movement by several d10 kept or dropped, weapons with reload times, and a wound die.</source>
        <extracomment>chosen-men.json: explain</extracomment>
        <translation>Skirmish-Regeln auf der Ebene einzelner Figuren und Trupps: Karten werden paarweise aufgedeckt, Moral wird unterwürfelt, Bewegung mit mehreren W10, von denen einige behalten oder gestrichen werden, Waffen mit Nachladezeiten und ein Verwundungswürfel.</translation>
    </message>
    <message>
        <source>A natural 0 to hit</source>
        <extracomment>chosen-men.json: options/natural-zero/name</extracomment>
        <translation>Eine natürliche 0 beim Treffen</translation>
    </message>
    <message>
        <source>We read a natural 0 as always a hit, then roll to see who is struck. The other reading needs the modified total to reach 8 as well.</source>
        <extracomment>chosen-men.json: options/natural-zero/explain</extracomment>
        <translation>Wir lesen eine natürliche 0 als stets getroffen und würfeln dann, wer getroffen wird. Die andere Lesart verlangt außerdem, dass die modifizierte Summe 8 erreicht.</translation>
    </message>
    <message>
        <source>Always a hit</source>
        <extracomment>chosen-men.json: options/natural-zero/choices/always-hits/name</extracomment>
        <translation>Immer ein Treffer</translation>
    </message>
    <message>
        <source>Only with a modified 8+</source>
        <extracomment>chosen-men.json: options/natural-zero/choices/needs-eight/name</extracomment>
        <translation>Nur mit modifizierter 8+</translation>
    </message>
    <message>
        <source>Wound dice after a melee win by 3+</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/name</extracomment>
        <translation>Verwundungswürfel nach einem Nahkampfsieg um 3+</translation>
    </message>
    <message>
        <source>We roll one wound die per point of the margin (3 over: 3 dice); the other reading rolls the margin less 2.</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/explain</extracomment>
        <translation>Wir würfeln einen Verwundungswürfel je Punkt des Vorsprungs (3 darüber: 3 Würfel); die andere Lesart würfelt den Vorsprung weniger 2.</translation>
    </message>
    <message>
        <source>The margin</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/choices/margin/name</extracomment>
        <translation>Der Vorsprung</translation>
    </message>
    <message>
        <source>The margin less 2</source>
        <extracomment>chosen-men.json: options/melee-wound-dice/choices/margin-less-2/name</extracomment>
        <translation>Der Vorsprung weniger 2</translation>
    </message>
    <message>
        <source>Troop class</source>
        <extracomment>chosen-men.json: ladders/class/name</extracomment>
        <translation>Truppenklasse</translation>
    </message>
    <message>
        <source>The value is the base morale a d10 must roll at or under. Crack is printed as 1; we read 10 (a d10&apos;s 0 is 10, and the list climbs 5 to 9).</source>
        <extracomment>chosen-men.json: ladders/class/explain</extracomment>
        <translation>Der Wert ist die Grundmoral, die ein W10 erreichen oder unterschreiten muss. Elite ist als 1 gedruckt; wir lesen 10 (die 0 eines W10 ist 10, und die Liste steigt von 5 bis 9).</translation>
    </message>
    <message>
        <source>Tribes and mobs</source>
        <extracomment>chosen-men.json: ladders/class/steps/tribes-and-mobs/name</extracomment>
        <translation>Stämme und Haufen</translation>
    </message>
    <message>
        <source>Raw militia</source>
        <extracomment>chosen-men.json: ladders/class/steps/raw-militia/name</extracomment>
        <translation>Unerfahrene Miliz</translation>
    </message>
    <message>
        <source>Green</source>
        <extracomment>chosen-men.json: ladders/class/steps/green/name</extracomment>
        <translation>Unerfahren</translation>
    </message>
    <message>
        <source>Regular</source>
        <extracomment>chosen-men.json: ladders/class/steps/regular/name</extracomment>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Veteran</source>
        <extracomment>chosen-men.json: ladders/class/steps/veteran/name</extracomment>
        <translation>Veteranen</translation>
    </message>
    <message>
        <source>Crack</source>
        <extracomment>chosen-men.json: ladders/class/steps/crack/name</extracomment>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Morale status</source>
        <extracomment>chosen-men.json: ladders/status/name</extracomment>
        <translation>Moralzustand</translation>
    </message>
    <message>
        <source>Steady</source>
        <extracomment>chosen-men.json: ladders/status/steps/steady/name</extracomment>
        <translation>Standhaft</translation>
    </message>
    <message>
        <source>Falling back to cover</source>
        <extracomment>chosen-men.json: ladders/status/steps/in-cover/name</extracomment>
        <translation>Weicht in Deckung zurück</translation>
    </message>
    <message>
        <source>Leaderless</source>
        <extracomment>chosen-men.json: ladders/status/steps/leaderless/name</extracomment>
        <translation>Führerlos</translation>
    </message>
    <message>
        <source>Squad leader lost: to cover, load or fire only, until an officer promotes a new one.</source>
        <extracomment>chosen-men-1.0.0.json: ladders/status/steps/leaderless/explain</extracomment>
        <translation>Truppführer verloren: nur in Deckung gehen, laden oder feuern, bis ein Offizier einen neuen ernennt.</translation>
    </message>
    <message>
        <source>Fleeing</source>
        <extracomment>chosen-men.json: ladders/status/steps/fleeing/name</extracomment>
        <translation>Flieht</translation>
    </message>
    <message>
        <source>Loose</source>
        <extracomment>chosen-men.json: formations/loose/name</extracomment>
        <translation>Aufgelöst</translation>
    </message>
    <message>
        <source>Formed</source>
        <extracomment>chosen-men.json: formations/formed/name</extracomment>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>Ten or more eligible figures in contact, one or two ranks, one facing; not in buildings, woods or water, nor while fleeing.</source>
        <extracomment>chosen-men.json: formations/formed/explain</extracomment>
        <translation>Zehn oder mehr geeignete Figuren in Kontakt, in einem oder zwei Gliedern, mit einer Front; nicht in Gebäuden, Wäldern oder Wasser und nicht auf der Flucht.</translation>
    </message>
    <message>
        <source>Infantry squad</source>
        <extracomment>chosen-men.json: unitTypes/squad/name</extracomment>
        <translation>Infanterietrupp</translation>
    </message>
    <message>
        <source>5 to 15 figures with a squad leader; the others stay within 6&quot; of him.</source>
        <extracomment>chosen-men.json: unitTypes/squad/explain</extracomment>
        <translation>5 bis 15 Figuren mit einem Truppführer; die anderen bleiben innerhalb 6&quot; von ihm.</translation>
    </message>
    <message>
        <source>Skirmisher squad</source>
        <extracomment>chosen-men.json: unitTypes/skirmish-squad/name</extracomment>
        <translation>Plänklertrupp</translation>
    </message>
    <message>
        <source>Within 10&quot; of the squad leader; +2&quot; on every move; ignore hills and difficult going.</source>
        <extracomment>chosen-men.json: unitTypes/skirmish-squad/explain</extracomment>
        <translation>Innerhalb 10&quot; vom Truppführer; +2&quot; bei jeder Bewegung; Hügel und schwieriges Gelände zählen nicht.</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <extracomment>chosen-men.json: unitTypes/cavalry-squad/name</extracomment>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Mounted: may not go through buildings or dense woods. Dismounted they fight at -1 morale and cannot form.</source>
        <extracomment>chosen-men.json: unitTypes/cavalry-squad/explain</extracomment>
        <translation>Beritten: darf nicht durch Gebäude oder dichten Wald. Abgesessen kämpft sie mit -1 Moral und kann keine geschlossene Formation bilden.</translation>
    </message>
    <message>
        <source>Small gun (6 pdr)</source>
        <extracomment>chosen-men.json: unitTypes/gun-small/name</extracomment>
        <translation>Kleines Geschütz (6-Pfünder)</translation>
    </message>
    <message>
        <source>3 crew to reload, 4 turns; +2 turns per crewman lost, +1 per one seriously wounded. The carriage takes 2 serious wounds from guns; a fatal result destroys it.</source>
        <extracomment>chosen-men.json: unitTypes/gun-small/explain</extracomment>
        <translation>3 Mann zum Nachladen, 4 Züge; +2 Züge je verlorenem Kanonier, +1 je schwer verwundetem. Die Lafette verträgt 2 schwere Verwundungen durch Geschütze; ein tödliches Ergebnis zerstört sie.</translation>
    </message>
    <message>
        <source>Large gun (18 pdr)</source>
        <extracomment>chosen-men.json: unitTypes/gun-large/name</extracomment>
        <translation>Großes Geschütz (18-Pfünder)</translation>
    </message>
    <message>
        <source>5 crew to reload, 5 turns. The carriage takes 4 serious wounds.</source>
        <extracomment>chosen-men.json: unitTypes/gun-large/explain</extracomment>
        <translation>5 Mann zum Nachladen, 5 Züge. Die Lafette verträgt 4 schwere Verwundungen.</translation>
    </message>
    <message>
        <source>Horse artillery</source>
        <extracomment>chosen-men.json: unitTypes/horse-artillery/name</extracomment>
        <translation>Reitende Artillerie</translation>
    </message>
    <message>
        <source>Moves as cavalry but not over linear obstacles or through dense woods; 6 turns to unlimber and fire, 3 to limber and go.</source>
        <extracomment>chosen-men.json: unitTypes/horse-artillery/explain</extracomment>
        <translation>Bewegt sich wie Kavallerie, aber nicht über lineare Hindernisse oder durch dichten Wald; 6 Züge zum Abprotzen und Feuern, 3 zum Aufprotzen und Abrücken.</translation>
    </message>
    <message>
        <source>Officer</source>
        <extracomment>chosen-men.json: unitTypes/officer/name</extracomment>
        <translation>Offizier</translation>
    </message>
    <message>
        <source>Activates his squads within 6&quot;, orders volleys, lends his rally bonus, and spends his bonus once a turn (personal combat, treating wounds, a re-roll). Cannot be singled out except by snipers.</source>
        <extracomment>chosen-men.json: unitTypes/officer/explain</extracomment>
        <translation>Aktiviert seine Trupps innerhalb 6&quot;, befiehlt Salven, leiht seinen Sammelbonus und setzt seinen Bonus einmal pro Zug ein (Zweikampf, Wundversorgung, ein Wiederholungswurf). Kann nur von Scharfschützen gezielt aufs Korn genommen werden.</translation>
    </message>
    <message>
        <source>Small boat</source>
        <extracomment>chosen-men.json: unitTypes/boat/name</extracomment>
        <translation>Kleines Boot</translation>
    </message>
    <message>
        <source>2D10 plus or minus the current; at least half aboard must row.</source>
        <extracomment>chosen-men.json: unitTypes/boat/explain</extracomment>
        <translation>2W10 plus oder minus die Strömung; mindestens die Hälfte an Bord muss rudern.</translation>
    </message>
    <message>
        <source>Class</source>
        <extracomment>chosen-men.json: fields/class/name</extracomment>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Moves as</source>
        <extracomment>chosen-men.json: fields/mover/name</extracomment>
        <translation>Bewegt sich als</translation>
    </message>
    <message>
        <source>Figures</source>
        <extracomment>chosen-men.json: fields/figures/name</extracomment>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Figures lost</source>
        <extracomment>chosen-men.json: fields/figures-lost/name</extracomment>
        <translation>Verlorene Figuren</translation>
    </message>
    <message>
        <source>Serious wounds</source>
        <extracomment>chosen-men.json: fields/serious-wounds/name</extracomment>
        <translation>Schwere Verwundungen</translation>
    </message>
    <message>
        <source>Minor wounds</source>
        <extracomment>chosen-men.json: fields/minor-wounds/name</extracomment>
        <translation>Leichte Verwundungen</translation>
    </message>
    <message>
        <source>Count as casualties for one turn; three untreated become serious.</source>
        <extracomment>chosen-men-1.0.0.json: fields/minor-wounds/explain</extracomment>
        <translation>Zählen einen Zug lang als Verluste; drei unversorgte werden zu einer schweren.</translation>
    </message>
    <message>
        <source>Squad leader lost</source>
        <extracomment>chosen-men.json: fields/squad-leader-lost/name</extracomment>
        <translation>Truppführer verloren</translation>
    </message>
    <message>
        <source>Officer lost</source>
        <extracomment>chosen-men.json: fields/officer-lost/name</extracomment>
        <translation>Offizier verloren</translation>
    </message>
    <message>
        <source>In command</source>
        <extracomment>chosen-men.json: fields/in-command/name</extracomment>
        <translation>Unter Befehl</translation>
    </message>
    <message>
        <source>Skirmishers</source>
        <extracomment>chosen-men.json: fields/skirmishers/name</extracomment>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>Mounted</source>
        <extracomment>chosen-men.json: fields/mounted/name</extracomment>
        <translation>Beritten</translation>
    </message>
    <message>
        <source>Dismounted cavalry</source>
        <extracomment>chosen-men.json: fields/dismounted/name</extracomment>
        <translation>Abgesessene Kavallerie</translation>
    </message>
    <message>
        <source>Blown (turns to recover)</source>
        <extracomment>chosen-men.json: fields/blown/name</extracomment>
        <translation>Erschöpft (Züge bis zur Erholung)</translation>
    </message>
    <message>
        <source>Weapon</source>
        <extracomment>chosen-men.json: fields/weapon/name</extracomment>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Gun loaded with</source>
        <extracomment>chosen-men.json: fields/ammunition/name</extracomment>
        <translation>Geschütz geladen mit</translation>
    </message>
    <message>
        <source>Loaded</source>
        <extracomment>chosen-men.json: fields/loaded/name</extracomment>
        <translation>Geladen</translation>
    </message>
    <message>
        <source>Rifle tap-loaded</source>
        <extracomment>chosen-men.json: fields/tap-loaded/name</extracomment>
        <translation>Büchse schnell geladen</translation>
    </message>
    <message>
        <source>A rifle tap-loaded for one turn fires as a musket.</source>
        <extracomment>chosen-men-1.0.0.json: fields/tap-loaded/explain</extracomment>
        <translation>Eine schnell geladene Büchse feuert einen Zug lang wie eine Muskete.</translation>
    </message>
    <message>
        <source>Turns to reload</source>
        <extracomment>chosen-men.json: fields/reload-turns/name</extracomment>
        <translation>Züge bis geladen</translation>
    </message>
    <message>
        <source>British regulars</source>
        <extracomment>chosen-men.json: fields/british-regulars/name</extracomment>
        <translation>Britische Linientruppen</translation>
    </message>
    <message>
        <source>Reload muskets in one turn.</source>
        <extracomment>chosen-men.json: fields/british-regulars/explain</extracomment>
        <translation>Laden Musketen in einem Zug nach.</translation>
    </message>
    <message>
        <source>Gun crew lost</source>
        <extracomment>chosen-men.json: fields/crew-lost/name</extracomment>
        <translation>Verlorene Bedienung</translation>
    </message>
    <message>
        <source>Gun crew seriously wounded</source>
        <extracomment>chosen-men.json: fields/crew-wounded/name</extracomment>
        <translation>Schwer verwundete Bedienung</translation>
    </message>
    <message>
        <source>Carriage serious wounds</source>
        <extracomment>chosen-men.json: fields/carriage-wounds/name</extracomment>
        <translation>Schwere Schäden an der Lafette</translation>
    </message>
    <message>
        <source>Swords, bayonets or pikes</source>
        <extracomment>chosen-men.json: fields/blades/name</extracomment>
        <translation>Säbel, Bajonette oder Piken</translation>
    </message>
    <message>
        <source>With its colours</source>
        <extracomment>chosen-men.json: fields/with-colours/name</extracomment>
        <translation>Mit ihrer Fahne</translation>
    </message>
    <message>
        <source>Own colours lost</source>
        <extracomment>chosen-men.json: fields/colours-lost/name</extracomment>
        <translation>Eigene Fahne verloren</translation>
    </message>
    <message>
        <source>Captured enemy colours</source>
        <extracomment>chosen-men.json: fields/colours-captured/name</extracomment>
        <translation>Feindliche Fahne erbeutet</translation>
    </message>
    <message>
        <source>Grenadiers or guards</source>
        <extracomment>chosen-men.json: fields/grenadiers/name</extracomment>
        <translation>Grenadiere oder Garde</translation>
    </message>
    <message>
        <source>Light troops</source>
        <extracomment>chosen-men.json: fields/light-troops/name</extracomment>
        <translation>Leichte Truppen</translation>
    </message>
    <message>
        <source>Has a musician</source>
        <extracomment>chosen-men.json: fields/musician/name</extracomment>
        <translation>Hat einen Spielmann</translation>
    </message>
    <message>
        <source>Ignores minor wounds; may remove a serious wound from its command.</source>
        <extracomment>chosen-men-1.0.0.json: fields/musician/explain</extracomment>
        <translation>Übergeht leichte Verwundungen; darf eine schwere Verwundung aus seinem Kommando entfernen.</translation>
    </message>
    <message>
        <source>Has a sniper</source>
        <extracomment>chosen-men.json: fields/sniper/name</extracomment>
        <translation>Hat einen Scharfschützen</translation>
    </message>
    <message>
        <source>Marines afloat</source>
        <extracomment>chosen-men.json: fields/afloat/name</extracomment>
        <translation>Marinesoldaten an Bord</translation>
    </message>
    <message>
        <source>Powder wet</source>
        <extracomment>chosen-men.json: fields/powder-wet/name</extracomment>
        <translation>Pulver nass</translation>
    </message>
    <message>
        <source>Turns drying out</source>
        <extracomment>chosen-men.json: fields/drying-turns/name</extracomment>
        <translation>Züge zum Trocknen</translation>
    </message>
    <message>
        <source>Officer&apos;s rally bonus</source>
        <extracomment>chosen-men.json: fields/rally-bonus/name</extracomment>
        <translation>Sammelbonus des Offiziers</translation>
    </message>
    <message>
        <source>Lent to linked units&apos; morale checks; also spent once a turn on a re-roll, personal combat or treating wounds.</source>
        <extracomment>chosen-men.json: fields/rally-bonus/explain</extracomment>
        <translation>Wird den Moraltests verbundener Einheiten geliehen; außerdem einmal pro Zug für einen Wiederholungswurf, einen Zweikampf oder die Wundversorgung eingesetzt.</translation>
    </message>
    <message>
        <source>Holding fire</source>
        <extracomment>chosen-men.json: fields/hold-fire/name</extracomment>
        <translation>Hält das Feuer zurück</translation>
    </message>
    <message>
        <source>May fire later this turn at any target in close range.</source>
        <extracomment>chosen-men-1.0.0.json: fields/hold-fire/explain</extracomment>
        <translation>Darf später in diesem Zug auf jedes Ziel auf naher Entfernung feuern.</translation>
    </message>
    <message>
        <source>Pistol</source>
        <extracomment>chosen-men.json: weapons/pistol/name</extracomment>
        <translation>Pistole</translation>
    </message>
    <message>
        <source>Reload 1 turn, 1 die.</source>
        <extracomment>chosen-men.json: weapons/pistol/explain</extracomment>
        <translation>Nachladen 1 Zug, 1 Würfel.</translation>
    </message>
    <message>
        <source>Blunderbuss</source>
        <extracomment>chosen-men.json: weapons/blunderbuss/name</extracomment>
        <translation>Donnerbüchse</translation>
    </message>
    <message>
        <source>Reload 2, 3 dice.</source>
        <extracomment>chosen-men.json: weapons/blunderbuss/explain</extracomment>
        <translation>Nachladen 2, 3 Würfel.</translation>
    </message>
    <message>
        <source>Musket</source>
        <extracomment>chosen-men.json: weapons/musket/name</extracomment>
        <translation>Muskete</translation>
    </message>
    <message>
        <source>Reload 2 (crack, veteran and British regulars 1), 1 die.</source>
        <extracomment>chosen-men.json: weapons/musket/explain</extracomment>
        <translation>Nachladen 2 (Elite, Veteranen und britische Linientruppen 1), 1 Würfel.</translation>
    </message>
    <message>
        <source>Knox volley gun</source>
        <extracomment>chosen-men.json: weapons/knox-volley-gun/name</extracomment>
        <translation>Knox-Salvengewehr</translation>
    </message>
    <message>
        <source>Reload 3, 4 dice.</source>
        <extracomment>chosen-men.json: weapons/knox-volley-gun/explain</extracomment>
        <translation>Nachladen 3, 4 Würfel.</translation>
    </message>
    <message>
        <source>Rifle</source>
        <extracomment>chosen-men.json: weapons/rifle/name</extracomment>
        <translation>Büchse</translation>
    </message>
    <message>
        <source>Reload 2 (tap-loaded for a turn it fires as a musket), 1 die.</source>
        <extracomment>chosen-men.json: weapons/rifle/explain</extracomment>
        <translation>Nachladen 2 (schnell geladen feuert sie einen Zug lang wie eine Muskete), 1 Würfel.</translation>
    </message>
    <message>
        <source>Cannon, ball</source>
        <extracomment>chosen-men.json: weapons/cannon-ball/name</extracomment>
        <translation>Kanone, Kugel</translation>
    </message>
    <message>
        <source>Reload 5, 1 die and bounce-through (a d10 for anything in its path).</source>
        <extracomment>chosen-men.json: weapons/cannon-ball/explain</extracomment>
        <translation>Nachladen 5, 1 Würfel und Durchschlag (ein W10 für alles auf seiner Bahn).</translation>
    </message>
    <message>
        <source>Cannon, grape</source>
        <extracomment>chosen-men.json: weapons/cannon-grape/name</extracomment>
        <translation>Kanone, Kartätsche</translation>
    </message>
    <message>
        <source>Reload 5, 10 dice, 6&quot; spread.</source>
        <extracomment>chosen-men.json: weapons/cannon-grape/explain</extracomment>
        <translation>Nachladen 5, 10 Würfel, 6&quot; Streuung.</translation>
    </message>
    <message>
        <source>Small cannon, ball</source>
        <extracomment>chosen-men.json: weapons/small-cannon-ball/name</extracomment>
        <translation>Kleine Kanone, Kugel</translation>
    </message>
    <message>
        <source>Reload 4, 1 die.</source>
        <extracomment>chosen-men.json: weapons/small-cannon-ball/explain</extracomment>
        <translation>Nachladen 4, 1 Würfel.</translation>
    </message>
    <message>
        <source>Small cannon, grape</source>
        <extracomment>chosen-men.json: weapons/small-cannon-grape/name</extracomment>
        <translation>Kleine Kanone, Kartätsche</translation>
    </message>
    <message>
        <source>Reload 4, 5 dice.</source>
        <extracomment>chosen-men.json: weapons/small-cannon-grape/explain</extracomment>
        <translation>Nachladen 4, 5 Würfel.</translation>
    </message>
    <message>
        <source>Morale</source>
        <extracomment>chosen-men.json: tests/morale/name</extracomment>
        <translation>Moral</translation>
    </message>
    <message>
        <source>Tested when the unit takes casualties, while it flees, when it charges and when it is charged. Roll a d10: at or under the modified morale it carries on. One or two over: it falls back to the nearest cover (already in cover, it may only load or fire). Three or more over: it flees its full move each turn and does nothing else until a morale check rallies it.</source>
        <extracomment>chosen-men-1.0.0.json: tests/morale/explain</extracomment>
        <translation>Getestet, wenn die Einheit Verluste erleidet, solange sie flieht, wenn sie angreift und wenn sie angegriffen wird. Einen W10 würfeln: bei einem Wurf bis zur modifizierten Moral macht sie weiter. Ein oder zwei darüber: sie weicht in die nächste Deckung zurück (schon in Deckung, darf sie nur laden oder feuern). Drei oder mehr darüber: sie flieht jeden Zug ihre volle Bewegung und tut nichts anderes, bis ein Moraltest sie sammelt.</translation>
    </message>
    <message>
        <source>Rally bonus of an officer within 2&quot;</source>
        <extracomment>chosen-men.json: tests/morale/inputs/rallyBonus/name</extracomment>
        <translation>Sammelbonus eines Offiziers innerhalb 2&quot;</translation>
    </message>
    <message>
        <source>Casualties</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/casualties/name</extracomment>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Each figure lost, each serious wound and each minor wound still counting this turn.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/casualties/explain</extracomment>
        <translation>Jede verlorene Figur, jede schwere Verwundung und jede leichte Verwundung, die in diesem Zug noch zählt.</translation>
    </message>
    <message>
        <source>Squad leader or officer lost</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/leader-lost/name</extracomment>
        <translation>Truppführer oder Offizier verloren</translation>
    </message>
    <message>
        <source>The squad leader is down, or its officer killed or captured.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/leader-lost/explain</extracomment>
        <translation>Der Truppführer ist gefallen, oder ihr Offizier ist tot oder gefangen.</translation>
    </message>
    <message>
        <source>Casualty from artillery</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/artillery-casualty/name</extracomment>
        <translation>Verlust durch Artillerie</translation>
    </message>
    <message>
        <source>Some of the casualties being tested for came from guns.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/artillery-casualty/explain</extracomment>
        <translation>Einige der getesteten Verluste stammen von Geschützen.</translation>
    </message>
    <message>
        <source>Supported by formed troops</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/supported/name</extracomment>
        <translation>Von geschlossenen Truppen unterstützt</translation>
    </message>
    <message>
        <source>Defending hard cover or a building</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/hard-cover/name</extracomment>
        <translation>Verteidigt harte Deckung oder ein Gebäude</translation>
    </message>
    <message>
        <source>Officer within 2&quot; rallying</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/officer-rallying/name</extracomment>
        <translation>Offizier innerhalb 2&quot; sammelt</translation>
    </message>
    <message>
        <source>Adds the officer&apos;s rally bonus.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/officer-rallying/explain</extracomment>
        <translation>Fügt den Sammelbonus des Offiziers hinzu.</translation>
    </message>
    <message>
        <source>With the colours</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/colours/name</extracomment>
        <translation>Bei der Fahne</translation>
    </message>
    <message>
        <source>In contact with, or in formation with, its colours.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/colours/explain</extracomment>
        <translation>In Kontakt mit ihrer Fahne oder in Formation mit ihr.</translation>
    </message>
    <message>
        <source>A permanent mark against the whole command.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/colours-lost/explain</extracomment>
        <translation>Ein bleibender Makel für das ganze Kommando.</translation>
    </message>
    <message>
        <source>Carries on</source>
        <extracomment>chosen-men.json: tests/morale/bands/steady/name</extracomment>
        <translation>Macht weiter</translation>
    </message>
    <message>
        <source>A fleeing unit that passes has rallied.</source>
        <extracomment>chosen-men.json: tests/morale/bands/steady/effects/0/explain</extracomment>
        <translation>Eine fliehende Einheit, die besteht, hat sich gesammelt.</translation>
    </message>
    <message>
        <source>Falls back to cover</source>
        <extracomment>chosen-men.json: tests/morale/bands/to-cover/name</extracomment>
        <translation>Weicht in Deckung zurück</translation>
    </message>
    <message>
        <source>To the nearest cover; already in cover, it may only load or fire.</source>
        <extracomment>chosen-men-1.0.0.json: tests/morale/bands/to-cover/explain</extracomment>
        <translation>In die nächste Deckung; schon in Deckung, darf sie nur laden oder feuern.</translation>
    </message>
    <message>
        <source>Flees</source>
        <extracomment>chosen-men.json: tests/morale/bands/flees/name</extracomment>
        <translation>Flieht</translation>
    </message>
    <message>
        <source>Its full move away each turn, no other action, until rallied.</source>
        <extracomment>chosen-men.json: tests/morale/bands/flees/explain</extracomment>
        <translation>Jeden Zug ihre volle Bewegung weg, keine andere Aktion, bis sie gesammelt ist.</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>chosen-men.json: tests/move/name</extracomment>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Low walls and fences crossed</source>
        <extracomment>chosen-men.json: tests/move/inputs/obstacles/name</extracomment>
        <translation>Überquerte niedrige Mauern und Zäune</translation>
    </message>
    <message>
        <source>Men over the gun&apos;s crew</source>
        <extracomment>chosen-men.json: tests/move/inputs/extraCrew/name</extracomment>
        <translation>Männer über die Bedienung des Geschützes hinaus</translation>
    </message>
    <message>
        <source>Current (boats: + with it, - against)</source>
        <extracomment>chosen-men.json: tests/move/inputs/current/name</extracomment>
        <translation>Strömung (Boote: + mit ihr, - gegen sie)</translation>
    </message>
    <message>
        <source>Going</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/name</extracomment>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Roads: roll one die more and drop the lowest. Hills and difficult going: one more, drop the highest (skirmishers ignore it).</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/explain</extracomment>
        <translation>Straßen: einen Würfel mehr würfeln und den niedrigsten streichen. Hügel und schwieriges Gelände: einen mehr, den höchsten streichen (Plänkler zählen es nicht).</translation>
    </message>
    <message>
        <source>Road</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/choices/road/name</extracomment>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Hills or difficult going</source>
        <extracomment>chosen-men.json: tests/move/modifiers/going/choices/rough/name</extracomment>
        <translation>Hügel oder schwieriges Gelände</translation>
    </message>
    <message>
        <source>Woods, water or buildings</source>
        <extracomment>chosen-men.json: tests/move/modifiers/halved/name</extracomment>
        <translation>Wald, Wasser oder Gebäude</translation>
    </message>
    <message>
        <source>The roll is halved.</source>
        <extracomment>chosen-men.json: tests/move/modifiers/halved/explain</extracomment>
        <translation>Der Wurf wird halbiert.</translation>
    </message>
    <message>
        <source>Walls and fences</source>
        <extracomment>chosen-men.json: tests/move/modifiers/obstacles/name</extracomment>
        <translation>Mauern und Zäune</translation>
    </message>
    <message>
        <source>Boarding or leaving a boat</source>
        <extracomment>chosen-men.json: tests/move/modifiers/boarding/name</extracomment>
        <translation>Ein Boot besteigen oder verlassen</translation>
    </message>
    <message>
        <source>Each serious wound in the unit.</source>
        <extracomment>chosen-men.json: tests/move/modifiers/serious-wounds/explain</extracomment>
        <translation>Jede schwere Verwundung in der Einheit.</translation>
    </message>
    <message>
        <source>Extra hands on the gun</source>
        <extracomment>chosen-men.json: tests/move/modifiers/extra-crew/name</extracomment>
        <translation>Zusätzliche Hände am Geschütz</translation>
    </message>
    <message>
        <source>+1&quot; per man over the crew, at most 10.</source>
        <extracomment>chosen-men.json: tests/move/modifiers/extra-crew/explain</extracomment>
        <translation>+1&quot; je Mann über die Bedienung hinaus, höchstens 10.</translation>
    </message>
    <message>
        <source>Current</source>
        <extracomment>chosen-men.json: tests/move/modifiers/current/name</extracomment>
        <translation>Strömung</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>chosen-men.json: tests/fire/name</extracomment>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Each firer rolls its weapon&apos;s dice; a modified 8 or more is a hit, and each hit makes the target roll on the wound die (three dice for a small cannon&apos;s ball, six for a large gun&apos;s). A natural 0 is always a hit and a second d10 says who is struck.</source>
        <extracomment>chosen-men-1.0.0.json: tests/fire/explain</extracomment>
        <translation>Jeder Schütze würfelt die Würfel seiner Waffe; eine modifizierte 8 oder mehr ist ein Treffer, und für jeden Treffer würfelt das Ziel auf dem Verwundungswürfel (drei Würfel für die Kugel einer kleinen Kanone, sechs für die eines großen Geschützes). Eine natürliche 0 ist immer ein Treffer, und ein zweiter W10 sagt, wer getroffen wird.</translation>
    </message>
    <message>
        <source>Figures firing</source>
        <extracomment>chosen-men.json: tests/fire/inputs/firers/name</extracomment>
        <translation>Feuernde Figuren</translation>
    </message>
    <message>
        <source>Range</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/name</extracomment>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Close range</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/choices/close/name</extracomment>
        <translation>Nahe Entfernung</translation>
    </message>
    <message>
        <source>Effective range</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/range/choices/effective/name</extracomment>
        <translation>Wirksame Entfernung</translation>
    </message>
    <message>
        <source>Grape</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/grape/name</extracomment>
        <translation>Kartätsche</translation>
    </message>
    <message>
        <source>Veteran or crack</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/veteran-or-crack/name</extracomment>
        <translation>Veteranen oder Elite</translation>
    </message>
    <message>
        <source>Its value is lost from the printed table; we read +1.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/blunderbuss/explain</extracomment>
        <translation>Sein Wert fehlt in der gedruckten Tabelle; wir lesen +1.</translation>
    </message>
    <message>
        <source>Target formed or mounted</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-formed-or-mounted/name</extracomment>
        <translation>Ziel geschlossen oder beritten</translation>
    </message>
    <message>
        <source>Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/snipe/modifiers/target-formed-or-mounted/explain</extracomment>
        <translation>Wert fehlt im Druck; wir lesen +1.</translation>
    </message>
    <message>
        <source>Volley fire</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/volley/name</extracomment>
        <translation>Salvenfeuer</translation>
    </message>
    <message>
        <source>Formed troops only. Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/snipe/modifiers/volley/explain</extracomment>
        <translation>Nur geschlossene Truppen. Wert fehlt im Druck; wir lesen +1.</translation>
    </message>
    <message>
        <source>Firer green, militia or mob</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/poor-firers/name</extracomment>
        <translation>Schütze unerfahren, Miliz oder Haufen</translation>
    </message>
    <message>
        <source>Firer mounted</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/firer-mounted/name</extracomment>
        <translation>Schütze beritten</translation>
    </message>
    <message>
        <source>Target in cover</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-cover/name</extracomment>
        <translation>Ziel in Deckung</translation>
    </message>
    <message>
        <source>Soft cover</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-cover/choices/soft/name</extracomment>
        <translation>Leichte Deckung</translation>
    </message>
    <message>
        <source>Hard cover</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-cover/choices/hard/name</extracomment>
        <translation>Harte Deckung</translation>
    </message>
    <message>
        <source>Target skirmishers</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-skirmishers/name</extracomment>
        <translation>Ziel sind Plänkler</translation>
    </message>
    <message>
        <source>Turns to reload this weapon.</source>
        <extracomment>chosen-men.json: tests/fire/effects/5/explain</extracomment>
        <translation>Züge bis zum Nachladen dieser Waffe.</translation>
    </message>
    <message>
        <source>The target rolls the wound die for each hit.</source>
        <extracomment>chosen-men-1.0.0.json: tests/fire/perSuccess/0/explain</extracomment>
        <translation>Das Ziel würfelt für jeden Treffer auf dem Verwundungswürfel.</translation>
    </message>
    <message>
        <source>A natural 0: who is struck?</source>
        <extracomment>chosen-men.json: tests/fire/perSuccess/2/explain</extracomment>
        <translation>Eine natürliche 0: Wer wird getroffen?</translation>
    </message>
    <message>
        <source>Sniper&apos;s shot</source>
        <extracomment>chosen-men.json: tests/snipe/name</extracomment>
        <translation>Schuss des Scharfschützen</translation>
    </message>
    <message>
        <source>A sniper (not while formed) may pick out a squad leader or officer in clear sight, hitting on a modified 10 or more.</source>
        <extracomment>chosen-men-1.0.0.json: tests/snipe/explain</extracomment>
        <translation>Ein Scharfschütze (nicht in geschlossener Formation) darf einen Truppführer oder Offizier in freier Sicht aufs Korn nehmen und trifft mit einer modifizierten 10 oder mehr.</translation>
    </message>
    <message>
        <source>Leader hit</source>
        <extracomment>chosen-men.json: tests/snipe/onPass/name</extracomment>
        <translation>Anführer getroffen</translation>
    </message>
    <message>
        <source>Missed</source>
        <extracomment>chosen-men.json: tests/snipe/onFail/name</extracomment>
        <translation>Verfehlt</translation>
    </message>
    <message>
        <source>Wound die</source>
        <extracomment>chosen-men.json: tests/wound/name</extracomment>
        <translation>Verwundungswürfel</translation>
    </message>
    <message>
        <source>1-4 a minor wound (a casualty for this turn only; three untreated make a serious wound), 5-7 a serious wound (permanent, -2&quot; to the unit&apos;s move; two make a fatality), 8-0 fatal.</source>
        <extracomment>chosen-men-1.0.0.json: tests/wound/explain</extracomment>
        <translation>1-4 eine leichte Verwundung (ein Verlust nur für diesen Zug; drei unversorgte ergeben eine schwere), 5-7 eine schwere Verwundung (dauerhaft, -2&quot; auf die Bewegung der Einheit; zwei ergeben einen Gefallenen), 8-0 tödlich.</translation>
    </message>
    <message>
        <source>Minor wound</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/name</extracomment>
        <translation>Leichte Verwundung</translation>
    </message>
    <message>
        <source>The musician treats it: minor wounds are ignored.</source>
        <extracomment>chosen-men-1.0.0.json: tests/wound/bands/minor/effects/1/note</extracomment>
        <translation>Der Spielmann versorgt sie: leichte Verwundungen zählen nicht.</translation>
    </message>
    <message>
        <source>Three untreated minor wounds become a serious one.</source>
        <extracomment>chosen-men-1.0.0.json: tests/wound/bands/minor/effects/2/explain</extracomment>
        <translation>Drei unversorgte leichte Verwundungen werden zu einer schweren.</translation>
    </message>
    <message>
        <source>Two serious wounds make a fatality.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/7/explain</extracomment>
        <translation>Zwei schwere Verwundungen ergeben einen Gefallenen.</translation>
    </message>
    <message>
        <source>Serious wound</source>
        <extracomment>chosen-men.json: tests/wound/bands/serious/name</extracomment>
        <translation>Schwere Verwundung</translation>
    </message>
    <message>
        <source>A wounded horse: its rider dismounts and the horse bolts (a deviation die and 2D10 for its path).</source>
        <extracomment>chosen-men.json: tests/wound/bands/serious/effects/1/note</extracomment>
        <translation>Ein verwundetes Pferd: sein Reiter sitzt ab, und das Pferd geht durch (ein Abweichungswürfel und 2W10 für seine Bahn).</translation>
    </message>
    <message>
        <source>Fatal</source>
        <extracomment>chosen-men.json: tests/wound/bands/fatal/name</extracomment>
        <translation>Tödlich</translation>
    </message>
    <message>
        <source>Who is hit</source>
        <extracomment>chosen-men.json: tests/who-is-hit/name</extracomment>
        <translation>Wer getroffen wird</translation>
    </message>
    <message>
        <source>After a natural 0 to hit: 1-5 a ranker, 6-8 the squad leader, 9-0 an officer within 6&quot; of the target.</source>
        <extracomment>chosen-men-1.0.0.json: tests/who-is-hit/explain</extracomment>
        <translation>Nach einer natürlichen 0 beim Treffen: 1-5 ein einfacher Soldat, 6-8 der Truppführer, 9-0 ein Offizier innerhalb 6&quot; vom Ziel.</translation>
    </message>
    <message>
        <source>A ranker</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/ranker/name</extracomment>
        <translation>Ein einfacher Soldat</translation>
    </message>
    <message>
        <source>The squad leader</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/name</extracomment>
        <translation>Der Truppführer</translation>
    </message>
    <message>
        <source>An officer within 6&quot;</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/name</extracomment>
        <translation>Ein Offizier innerhalb 6&quot;</translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>chosen-men.json: tests/melee/name</extracomment>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Figure against figure (at most three to one): each rolls a modified d10. Ahead by 1-2: the loser backs off beyond command distance (captured if it cannot). Ahead by 3 or more: the loser is a casualty and rolls a wound die for each point of the margin. A draw fights on next round; grenadiers and guards win a draw against other troops by 1, light troops lose one by 1. Two or three against one are fought as one test per attacker, all against the same defender&apos;s die (see the input).</source>
        <extracomment>chosen-men-1.0.0.json: tests/melee/explain</extracomment>
        <translation>Figur gegen Figur (höchstens drei gegen eine): jede würfelt einen modifizierten W10. Um 1-2 vorn: der Verlierer weicht über die Befehlsdistanz hinaus zurück (gefangen, wenn er nicht kann). Um 3 oder mehr vorn: der Verlierer ist ein Verlust und würfelt einen Verwundungswürfel je Punkt des Vorsprungs. Ein Gleichstand kämpft in der nächsten Runde weiter; Grenadiere und Garde gewinnen einen Gleichstand gegen andere Truppen um 1, leichte Truppen verlieren ihn um 1. Zwei oder drei gegen einen werden als ein Test je Angreifer ausgetragen, alle gegen denselben Würfel des Verteidigers (siehe die Eingabe).</translation>
    </message>
    <message>
        <source>Officer&apos;s bonus spent</source>
        <extracomment>chosen-men.json: tests/melee/inputs/officerBonus/name</extracomment>
        <translation>Bonus des Offiziers eingesetzt</translation>
    </message>
    <message>
        <source>Defender&apos;s die already rolled</source>
        <extracomment>chosen-men.json: tests/melee/inputs/defenderDie/name</extracomment>
        <translation>Würfel des Verteidigers schon gewürfelt</translation>
    </message>
    <message>
        <source>At two or three to one the defender rolls once, and that one die meets every attacker. For the first attacker leave this at 0 and the defender&apos;s die is rolled with the attacker&apos;s; for the second and third enter the face it showed (a 0 on the die is 10).</source>
        <extracomment>chosen-men.json: tests/melee/inputs/defenderDie/explain</extracomment>
        <translation>Bei zwei oder drei gegen einen würfelt der Verteidiger einmal, und dieser eine Würfel tritt gegen jeden Angreifer an. Für den ersten Angreifer lassen Sie hier 0 stehen, und der Würfel des Verteidigers wird mit dem des Angreifers gewürfelt; für den zweiten und dritten geben Sie die Augenzahl ein, die er zeigte (eine 0 auf dem Würfel ist 10).</translation>
    </message>
    <message>
        <source>Charging over open ground</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/charging/name</extracomment>
        <translation>Angriff über offenes Gelände</translation>
    </message>
    <message>
        <source>Sword, bayonet, pike</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/blades/name</extracomment>
        <translation>Säbel, Bajonett, Pike</translation>
    </message>
    <message>
        <source>Defending cover</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-cover/name</extracomment>
        <translation>Verteidigt Deckung</translation>
    </message>
    <message>
        <source>Charged in a building</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/in-building/name</extracomment>
        <translation>In einem Gebäude angegriffen</translation>
    </message>
    <message>
        <source>Counts on top of hard cover.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/in-building/explain</extracomment>
        <translation>Zählt zusätzlich zur harten Deckung.</translation>
    </message>
    <message>
        <source>Formed infantry with bayonets against cavalry in front</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-bayonets-charging/name</extracomment>
        <translation>Geschlossene Infanterie mit Bajonetten gegen Kavallerie von vorn</translation>
    </message>
    <message>
        <source>Not while blown.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/mounted/explain</extracomment>
        <translation>Nicht, solange erschöpft.</translation>
    </message>
    <message>
        <source>Green or militia</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/green-or-militia/name</extracomment>
        <translation>Unerfahren oder Miliz</translation>
    </message>
    <message>
        <source>Mob or tribe</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/mob/name</extracomment>
        <translation>Haufen oder Stamm</translation>
    </message>
    <message>
        <source>Attacker outnumbered</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-outnumbered/name</extracomment>
        <translation>Angreifer in der Unterzahl</translation>
    </message>
    <message>
        <source>Defender outnumbered</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-outnumbered/name</extracomment>
        <translation>Verteidiger in der Unterzahl</translation>
    </message>
    <message>
        <source>Out of command</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/out-of-command/name</extracomment>
        <translation>Ohne Befehl</translation>
    </message>
    <message>
        <source>Attacker carries the colours</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-colours/name</extracomment>
        <translation>Angreifer trägt die Fahne</translation>
    </message>
    <message>
        <source>Defender carries the colours</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-colours/name</extracomment>
        <translation>Verteidiger trägt die Fahne</translation>
    </message>
    <message>
        <source>Officer&apos;s bonus</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/officer-bonus/name</extracomment>
        <translation>Bonus des Offiziers</translation>
    </message>
    <message>
        <source>An officer may spend his bonus in personal combat.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/officer-bonus/explain</extracomment>
        <translation>Ein Offizier darf seinen Bonus im Zweikampf einsetzen.</translation>
    </message>
    <message>
        <source>Cavalry charging a flank or rear</source>
        <extracomment>chosen-men-1.0.0.json: tests/melee/modifiers/cavalry-flank/name</extracomment>
        <translation>Kavallerie greift eine Flanke oder den Rücken an</translation>
    </message>
    <message>
        <source>One extra wound die for each point of the winning margin.</source>
        <extracomment>chosen-men-1.0.0.json: tests/melee/modifiers/cavalry-flank/explain</extracomment>
        <translation>Ein zusätzlicher Verwundungswürfel je Punkt des siegreichen Vorsprungs.</translation>
    </message>
    <message>
        <source>Horses that charged are blown when the melee ends.</source>
        <extracomment>chosen-men.json: tests/melee/effects/1/explain</extracomment>
        <translation>Pferde, die angegriffen haben, sind nach dem Nahkampf erschöpft.</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/name</extracomment>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>Fight on next round.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/explain</extracomment>
        <translation>In der nächsten Runde weiterkämpfen.</translation>
    </message>
    <message>
        <source>The attacker&apos;s grenadiers win the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/0/note</extracomment>
        <translation>Die Grenadiere des Angreifers gewinnen den Gleichstand um 1.</translation>
    </message>
    <message>
        <source>The defender&apos;s grenadiers win the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/1/note</extracomment>
        <translation>Die Grenadiere des Verteidigers gewinnen den Gleichstand um 1.</translation>
    </message>
    <message>
        <source>The attacker&apos;s light troops lose the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/2/note</extracomment>
        <translation>Die leichten Truppen des Angreifers verlieren den Gleichstand um 1.</translation>
    </message>
    <message>
        <source>The defender&apos;s light troops lose the draw by 1.</source>
        <extracomment>chosen-men.json: tests/melee/bands/draw/effects/3/note</extracomment>
        <translation>Die leichten Truppen des Verteidigers verlieren den Gleichstand um 1.</translation>
    </message>
    <message>
        <source>Loser backs off</source>
        <extracomment>chosen-men.json: tests/melee/bands/backs-off/name</extracomment>
        <translation>Verlierer weicht zurück</translation>
    </message>
    <message>
        <source>Beyond command distance; captured if it cannot.</source>
        <extracomment>chosen-men.json: tests/melee/bands/backs-off/explain</extracomment>
        <translation>Über die Befehlsdistanz hinaus; gefangen, wenn er nicht kann.</translation>
    </message>
    <message>
        <source>Loser is a casualty</source>
        <extracomment>chosen-men.json: tests/melee/bands/casualty/name</extracomment>
        <translation>Verlierer ist ein Verlust</translation>
    </message>
    <message>
        <source>A wound die for each point of the margin (or the margin less 2, by option; cavalry charging a flank or rear add one per point).</source>
        <extracomment>chosen-men-1.0.0.json: tests/melee/bands/casualty/explain</extracomment>
        <translation>Ein Verwundungswürfel je Punkt des Vorsprungs (oder laut Option der Vorsprung weniger 2; Kavallerie, die eine Flanke oder den Rücken angreift, fügt einen je Punkt hinzu).</translation>
    </message>
    <message>
        <source>Landing a boat</source>
        <extracomment>chosen-men.json: tests/boat-landing/name</extracomment>
        <translation>Ein Boot anlanden</translation>
    </message>
    <message>
        <source>Away from a quay: 1-6 the boat lands; 7-9 it must move off to another landing place; 0 it overturns: boat and cargo lost, everyone ashore but two turns drying out and powder wet until resupplied.</source>
        <extracomment>chosen-men-1.0.0.json: tests/boat-landing/explain</extracomment>
        <translation>Abseits eines Kais: 1-6 das Boot landet an; 7-9 es muss zu einer anderen Landestelle weiterfahren; 0 es kentert: Boot und Ladung verloren, alle an Land, aber zwei Züge zum Trocknen und nasses Pulver bis zum Nachschub.</translation>
    </message>
    <message>
        <source>Lands</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/lands/name</extracomment>
        <translation>Landet an</translation>
    </message>
    <message>
        <source>Must move off</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/move-off/name</extracomment>
        <translation>Muss weiterfahren</translation>
    </message>
    <message>
        <source>Overturns</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/upends/name</extracomment>
        <translation>Kentert</translation>
    </message>
    <message>
        <source>The same bands the wound test uses, for looking up.</source>
        <extracomment>chosen-men.json: tables/wound-die/explain</extracomment>
        <translation>Dieselben Bereiche wie beim Verwundungstest, zum Nachschlagen.</translation>
    </message>
    <message>
        <source>A card for each unit and officer. Turn two at a time; each unit tests morale if it must, takes one action (move, load, fire, hold fire, heal) and resolves any melee. When the deck runs out, reshuffle with new units added and lost ones removed. A formation&apos;s unit cards may be taken out, leaving only its officer&apos;s.</source>
        <extracomment>chosen-men-1.0.0.json: activation/explain</extracomment>
        <translation>Eine Karte für jede Einheit und jeden Offizier. Je zwei werden aufgedeckt; jede Einheit testet Moral, wenn sie muss, führt eine Aktion aus (bewegen, laden, feuern, Feuer zurückhalten, heilen) und trägt jeden Nahkampf aus. Ist der Stapel aufgebraucht, wird neu gemischt, neue Einheiten kommen hinzu, verlorene heraus. Die Einheitenkarten einer Formation dürfen herausgenommen werden, sodass nur die ihres Offiziers bleibt.</translation>
    </message>
    <message>
        <source>Unit</source>
        <extracomment>chosen-men.json: activation/cards/unit/name</extracomment>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Infantry</source>
        <extracomment>chosen-men.json: fields/mover/choices/infantry</extracomment>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Artillery</source>
        <extracomment>chosen-men.json: fields/mover/choices/artillery</extracomment>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Boat</source>
        <extracomment>chosen-men.json: fields/mover/choices/boat</extracomment>
        <translation>Boot</translation>
    </message>
    <message>
        <source>Cannon</source>
        <extracomment>chosen-men.json: fields/weapon/choices/cannon</extracomment>
        <translation>Kanone</translation>
    </message>
    <message>
        <source>Small cannon</source>
        <extracomment>chosen-men.json: fields/weapon/choices/small-cannon</extracomment>
        <translation>Kleine Kanone</translation>
    </message>
    <message>
        <source>Ball</source>
        <extracomment>chosen-men.json: fields/ammunition/choices/ball</extracomment>
        <translation>Kugel</translation>
    </message>
    <message>
        <source>No obstacles or difficult going crossed (downhill still counts, uphill never); it also cancels the target&apos;s cover. Blown horse gets no charge bonus until it has rested.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/charging/explain</extracomment>
        <translation>Keine Hindernisse oder schwieriges Gelände überquert (bergab zählt noch, bergauf nie); hebt auch die Deckung des Ziels auf. Erschöpfte Reiterei erhält keinen Angriffsbonus, bis sie geruht hat.</translation>
    </message>
    <message>
        <source>The defender&apos;s cover counts only when the attacker did not charge over open ground: such a charge sweeps it aside.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-cover/explain</extracomment>
        <translation>Die Deckung des Verteidigers zählt nur, wenn der Angreifer nicht über offenes Gelände angriff: ein solcher Angriff fegt sie beiseite.</translation>
    </message>
    <message>
        <source>A charged unit that fails its morale test</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/name</extracomment>
        <translation>Eine angegriffene Einheit, die ihren Moraltest nicht besteht</translation>
    </message>
    <message>
        <source>The rules have the charged unit test but do not say whether a failure stops the melee. We let it fall back or flee before contact, so there is no melee this time; some players make it fight where it stands with its new morale state.</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/explain</extracomment>
        <translation>Die Regeln lassen die angegriffene Einheit testen, sagen aber nicht, ob ein Fehlschlag den Nahkampf verhindert. Wir lassen sie vor dem Kontakt zurückweichen oder fliehen, sodass es diesmal keinen Nahkampf gibt; manche Spieler lassen sie mit ihrem neuen Moralzustand an Ort und Stelle kämpfen.</translation>
    </message>
    <message>
        <source>It gives way: no melee</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/choices/gives-way/name</extracomment>
        <translation>Sie weicht: kein Nahkampf</translation>
    </message>
    <message>
        <source>It fights where it stands</source>
        <extracomment>chosen-men.json: options/charged-unit-fails/choices/fights/name</extracomment>
        <translation>Sie kämpft, wo sie steht</translation>
    </message>
    <message>
        <source>Melee loser&apos;s minor wounds</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-minor/name</extracomment>
        <translation>Leichte Verwundungen des Nahkampfverlierers</translation>
    </message>
    <message>
        <source>Minor wounds the losing figure took from this melee&apos;s wound dice.</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-minor/explain</extracomment>
        <translation>Leichte Verwundungen, die die unterlegene Figur durch die Verwundungswürfel dieses Nahkampfs erlitt.</translation>
    </message>
    <message>
        <source>Melee loser&apos;s serious wounds</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-serious/name</extracomment>
        <translation>Schwere Verwundungen des Nahkampfverlierers</translation>
    </message>
    <message>
        <source>Serious wounds the losing figure took from this melee&apos;s wound dice.</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-serious/explain</extracomment>
        <translation>Schwere Verwundungen, die die unterlegene Figur durch die Verwundungswürfel dieses Nahkampfs erlitt.</translation>
    </message>
    <message>
        <source>Melee loser down</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-down/name</extracomment>
        <translation>Nahkampfverlierer gefallen</translation>
    </message>
    <message>
        <source>The figure that lost this melee by 3 or more has been killed by its wound dice.</source>
        <extracomment>chosen-men-1.1.0.json: fields/figure-down/explain</extracomment>
        <translation>Die Figur, die diesen Nahkampf um 3 oder mehr verlor, ist durch ihre Verwundungswürfel gefallen.</translation>
    </message>
    <message>
        <source>Passed a morale test to charge</source>
        <extracomment>chosen-men.json: fields/charge-nerve/name</extracomment>
        <translation>Moraltest zum Angriff bestanden</translation>
    </message>
    <message>
        <source>A unit that has already passed its morale test to charge this turn does not take it again.</source>
        <extracomment>chosen-men.json: fields/charge-nerve/explain</extracomment>
        <translation>Eine Einheit, die ihren Moraltest zum Angriff in diesem Zug schon bestanden hat, legt ihn nicht noch einmal ab.</translation>
    </message>
    <message>
        <source>Melee wound die</source>
        <extracomment>chosen-men-1.1.0.json: tests/melee-wound/name</extracomment>
        <translation>Verwundungswürfel im Nahkampf</translation>
    </message>
    <message>
        <source>The figure that lost a melee by 3 or more rolls these dice, and every result lands on that one figure: a fatal result, or a second serious wound, kills it and its earlier wounds go with it; three minor wounds on it make a serious one. Once it is down the rest of the dice do nothing.</source>
        <extracomment>chosen-men-1.1.0.json: tests/melee-wound/explain</extracomment>
        <translation>Die Figur, die einen Nahkampf um 3 oder mehr verlor, würfelt diese Würfel, und jedes Ergebnis trifft diese eine Figur: ein tödliches Ergebnis oder eine zweite schwere Verwundung tötet sie, und ihre früheren Verwundungen gehen mit ihr; drei leichte Verwundungen an ihr ergeben eine schwere. Ist sie gefallen, bewirken die übrigen Würfel nichts.</translation>
    </message>
    <message>
        <source>Three minor wounds on the figure make a serious one.</source>
        <extracomment>chosen-men-1.1.0.json: tests/melee-wound/bands/minor/effects/3/explain</extracomment>
        <translation>Drei leichte Verwundungen an der Figur ergeben eine schwere.</translation>
    </message>
    <message>
        <source>Charge</source>
        <extracomment>chosen-men.json: procedures/charge/name</extracomment>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>The charger tests its nerve (once a turn) and rolls its move: its squad leader must reach the target. The unit charged tests too, or, if it was holding its fire, tests and then fires at close range. Then one figure fights one figure: the melee&apos;s margin decides whether the loser backs off or rolls wound dice on that one figure, a draw goes to grenadiers or against light troops, and casualties bring a morale test.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/explain</extracomment>
        <translation>Der Angreifer prüft seine Nerven (einmal je Zug) und würfelt seine Bewegung: sein Truppführer muss das Ziel erreichen. Die angegriffene Einheit testet ebenfalls oder, wenn sie ihr Feuer zurückhielt, testet und feuert dann auf kurze Entfernung. Dann kämpft eine Figur gegen eine: der Abstand im Nahkampf entscheidet, ob der Verlierer zurückweicht oder Verwundungswürfel für diese eine Figur würfelt; ein Gleichstand geht an Grenadiere oder gegen leichte Truppen, und Verluste ziehen einen Moraltest nach sich.</translation>
    </message>
    <message>
        <source>Distance</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/distance/name</extracomment>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Inches from the charging squad leader to its target.</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation>Zoll vom angreifenden Truppführer bis zu seinem Ziel.</translation>
    </message>
    <message>
        <source>1 when no obstacle or difficult going is crossed (downhill counts even through difficult going, uphill never): the charge bonus, which sweeps the target&apos;s cover aside. 0 otherwise.</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/openGround/explain</extracomment>
        <translation>1, wenn kein Hindernis und kein schwieriges Gelände überquert wird (bergab zählt auch durch schwieriges Gelände, bergauf nie): der Angriffsbonus, der die Deckung des Ziels aufhebt. Sonst 0.</translation>
    </message>
    <message>
        <source>Into a flank or rear</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/flank/name</extracomment>
        <translation>In Flanke oder Rücken</translation>
    </message>
    <message>
        <source>1 when horse charges a flank or the rear: an extra wound die for each point it wins by.</source>
        <extracomment>chosen-men.json: procedures/melee/inputs/flank/explain</extracomment>
        <translation>1, wenn Reiterei eine Flanke oder den Rücken angreift: ein zusätzlicher Verwundungswürfel für jeden Punkt, um den sie gewinnt.</translation>
    </message>
    <message>
        <source>Charge move rolled</source>
        <extracomment>chosen-men.json: procedures/charge/vars/reach/name</extracomment>
        <translation>Gewürfelte Angriffsbewegung</translation>
    </message>
    <message>
        <source>Hits from the defender&apos;s fire</source>
        <extracomment>chosen-men.json: procedures/charge/vars/hits/name</extracomment>
        <translation>Treffer durch das Feuer des Verteidigers</translation>
    </message>
    <message>
        <source>Melee margin</source>
        <extracomment>chosen-men.json: procedures/charge/vars/margin/name</extracomment>
        <translation>Abstand im Nahkampf</translation>
    </message>
    <message>
        <source>Wound dice for the loser</source>
        <extracomment>chosen-men.json: procedures/charge/vars/woundDice/name</extracomment>
        <translation>Verwundungswürfel für den Verlierer</translation>
    </message>
    <message>
        <source>The charger will not go in</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-balked/name</extracomment>
        <translation>Der Angreifer geht nicht hinein</translation>
    </message>
    <message>
        <source>It failed its morale test: it falls back to cover or flees.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-balked/explain</extracomment>
        <translation>Er hat seinen Moraltest nicht bestanden: er weicht in Deckung zurück oder flieht.</translation>
    </message>
    <message>
        <source>Fell short</source>
        <extracomment>chosen-men.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation>Zu kurz</translation>
    </message>
    <message>
        <source>The move rolled does not bring the squad leader to the target: the unit ends its move short of it.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation>Die gewürfelte Bewegung bringt den Truppführer nicht zum Ziel: die Einheit beendet ihre Bewegung davor.</translation>
    </message>
    <message>
        <source>The target gave way</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-gave-way/name</extracomment>
        <translation>Das Ziel ist gewichen</translation>
    </message>
    <message>
        <source>It failed its morale test and falls back to cover or flees before contact.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-gave-way/explain</extracomment>
        <translation>Es hat seinen Moraltest nicht bestanden und weicht vor dem Kontakt in Deckung zurück oder flieht.</translation>
    </message>
    <message>
        <source>Halted by fire</source>
        <extracomment>chosen-men.json: procedures/charge/endings/halted/name</extracomment>
        <translation>Vom Feuer aufgehalten</translation>
    </message>
    <message>
        <source>The charger took casualties from the target&apos;s fire and failed the morale test they caused.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/halted/explain</extracomment>
        <translation>Der Angreifer erlitt Verluste durch das Feuer des Ziels und bestand den dadurch ausgelösten Moraltest nicht.</translation>
    </message>
    <message>
        <source>Charger won the melee</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation>Angreifer gewann den Nahkampf</translation>
    </message>
    <message>
        <source>Defender won the melee</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation>Verteidiger gewann den Nahkampf</translation>
    </message>
    <message>
        <source>Drawn</source>
        <extracomment>chosen-men.json: procedures/charge/endings/drawn/name</extracomment>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>The melee goes on next round.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation>Der Nahkampf geht in der nächsten Runde weiter.</translation>
    </message>
    <message>
        <source>Nerve to charge</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/name</extracomment>
        <translation>Nerven zum Angriff</translation>
    </message>
    <message>
        <source>Morale test to charge</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/then/0/name</extracomment>
        <translation>Moraltest zum Angriff</translation>
    </message>
    <message>
        <source>A unit that already passed one to charge this turn does not test again.</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/then/0/explain</extracomment>
        <translation>Eine Einheit, die in diesem Zug schon einen zum Angriff bestanden hat, testet nicht noch einmal.</translation>
    </message>
    <message>
        <source>Nerve to charge passed</source>
        <extracomment>chosen-men.json: procedures/charge/before/0/then/0/onOutcome/steady/0/name</extracomment>
        <translation>Nerven zum Angriff bewiesen</translation>
    </message>
    <message>
        <source>Charge move</source>
        <extracomment>chosen-men.json: procedures/charge/after/0/name</extracomment>
        <translation>Angriffsbewegung</translation>
    </message>
    <message>
        <source>The charger&apos;s move dice; its squad leader must reach the target.</source>
        <extracomment>chosen-men.json: procedures/charge/after/0/explain</extracomment>
        <translation>Die Bewegungswürfel des Angreifers; sein Truppführer muss das Ziel erreichen.</translation>
    </message>
    <message>
        <source>Does it reach?</source>
        <extracomment>chosen-men.json: procedures/charge/after/1/name</extracomment>
        <translation>Reicht es?</translation>
    </message>
    <message>
        <source>Receive the charge</source>
        <extracomment>chosen-men.json: procedures/charge/responses/stand/name</extracomment>
        <translation>Den Angriff empfangen</translation>
    </message>
    <message>
        <source>The unit charged tests its morale and meets the charge.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/stand/explain</extracomment>
        <translation>Die angegriffene Einheit testet ihre Moral und empfängt den Angriff.</translation>
    </message>
    <message>
        <source>Morale test on being charged</source>
        <extracomment>chosen-men.json: procedures/charge/responses/stand/steps/0/name</extracomment>
        <translation>Moraltest beim Angegriffenwerden</translation>
    </message>
    <message>
        <source>Fire as they come in</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/name</extracomment>
        <translation>Feuern, während sie herankommen</translation>
    </message>
    <message>
        <source>A unit holding its fire, loaded, may fire at the charger at close range, but only after passing its morale test.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/explain</extracomment>
        <translation>Eine geladene Einheit, die ihr Feuer zurückhält, darf auf kurze Entfernung auf den Angreifer feuern, aber erst nach bestandenem Moraltest.</translation>
    </message>
    <message>
        <source>Fire at the charger</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/0/name</extracomment>
        <translation>Feuer auf den Angreifer</translation>
    </message>
    <message>
        <source>Every figure still standing fires at close range; the charger rolls its wound dice below.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/0/explain</extracomment>
        <translation>Jede noch stehende Figur feuert auf kurze Entfernung; der Angreifer würfelt seine Verwundungswürfel unten.</translation>
    </message>
    <message>
        <source>The charger&apos;s wound dice</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/3/name</extracomment>
        <translation>Die Verwundungswürfel des Angreifers</translation>
    </message>
    <message>
        <source>Casualties taken</source>
        <extracomment>chosen-men.json: triggers/casualties-taken/name</extracomment>
        <translation>Verluste erlitten</translation>
    </message>
    <message>
        <source>Morale after casualties</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/2/then/0/name</extracomment>
        <translation>Moral nach Verlusten</translation>
    </message>
    <message>
        <source>The charger took casualties from the fire and tests at once.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/2/then/0/explain</extracomment>
        <translation>Der Angreifer erlitt Verluste durch das Feuer und testet sofort.</translation>
    </message>
    <message>
        <source>Charge bonus</source>
        <extracomment>chosen-men.json: procedures/charge/after/3/name</extracomment>
        <translation>Angriffsbonus</translation>
    </message>
    <message>
        <source>One figure against one; the margin decides.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/after/1/explain</extracomment>
        <translation>Eine Figur gegen eine; der Abstand entscheidet.</translation>
    </message>
    <message>
        <source>Horses that charged into a melee are blown when it ends.</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/else/1/effects/0/explain</extracomment>
        <translation>Pferde, die in einen Nahkampf angegriffen haben, sind nach seinem Ende erschöpft.</translation>
    </message>
    <message>
        <source>Blown horses</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/else/1/name</extracomment>
        <translation>Erschöpfte Pferde</translation>
    </message>
    <message>
        <source>Grenadiers win a draw by 1</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/draw/0/name</extracomment>
        <translation>Grenadiere gewinnen einen Gleichstand um 1</translation>
    </message>
    <message>
        <source>Light troops lose a draw by 1</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/draw/0/else/0/else/0/name</extracomment>
        <translation>Leichte Truppen verlieren einen Gleichstand um 1</translation>
    </message>
    <message>
        <source>The loser backs off beyond command distance; a figure that cannot is captured.</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/draw/1/then/0/effects/0/note</extracomment>
        <translation>Der Verlierer weicht über die Befehlsdistanz hinaus zurück; eine Figur, die das nicht kann, wird gefangen.</translation>
    </message>
    <message>
        <source>Horse charging a flank or rear</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/1/then/0/name</extracomment>
        <translation>Reiterei greift Flanke oder Rücken an</translation>
    </message>
    <message>
        <source>The loser&apos;s wound dice</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/2/name</extracomment>
        <translation>Die Verwundungswürfel des Verlierers</translation>
    </message>
    <message>
        <source>Dice counted</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/2/steps/0/name</extracomment>
        <translation>Würfel gezählt</translation>
    </message>
    <message>
        <source>Once the dice are counted the margin is not needed again: runs that differ only in it go on alike.</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/2/steps/0/explain</extracomment>
        <translation>Sind die Würfel gezählt, wird der Abstand nicht mehr gebraucht: Verläufe, die sich nur darin unterscheiden, gehen gleich weiter.</translation>
    </message>
    <message>
        <source>One die at a time until they are all rolled or the figure is down.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/after/1/onOutcome/casualty/3/explain</extracomment>
        <translation>Ein Würfel nach dem anderen, bis alle gewürfelt sind oder die Figur gefallen ist.</translation>
    </message>
    <message>
        <source>The side that lost the melee took casualties and tests at once.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/after/1/onOutcome/casualty/4/then/0/explain</extracomment>
        <translation>Die Seite, die den Nahkampf verlor, erlitt Verluste und testet sofort.</translation>
    </message>
    <message>
        <source>Inches moved: the kept dice, halved in woods, water and buildings, less 2&quot; for each low wall or fence, 4&quot; to board or leave a boat and 2&quot; for each serious wound in the unit, never below 0. Blown horse moves on the infantry dice until it has rested.</source>
        <extracomment>chosen-men-1.1.0.json: tests/move/explain</extracomment>
        <translation>Gezogene Zoll: die behaltenen Würfel, halbiert in Wald, Wasser und Gebäuden, abzüglich 2&quot; je niedriger Mauer oder Zaun, 4&quot; zum Ein- oder Aussteigen aus einem Boot und 2&quot; je schwerer Verwundung in der Einheit, nie unter 0. Erschöpfte Reiterei zieht mit den Würfeln der Infanterie, bis sie sich erholt hat.</translation>
    </message>
    <message>
        <source>Turns of rest still needed after charging into melee; each turn it does nothing else counts one off.</source>
        <extracomment>chosen-men.json: fields/blown/explain</extracomment>
        <translation>Noch nötige Ruhezüge nach einem Angriff in den Nahkampf; jeder Zug ohne andere Handlung zählt einen ab.</translation>
    </message>
    <message>
        <source>Turns of loading still needed after firing; each turn the unit spends doing nothing else counts one off, and at 0 it is loaded.</source>
        <extracomment>chosen-men.json: fields/reload-turns/explain</extracomment>
        <translation>Noch nötige Ladezüge nach dem Feuern; jeder Zug, in dem die Einheit nichts anderes tut, zählt einen ab, und bei 0 ist sie geladen.</translation>
    </message>
    <message>
        <source>Officer&apos;s bonus spent this turn</source>
        <extracomment>chosen-men.json: fields/bonus-spent/name</extracomment>
        <translation>In diesem Zug verbrauchter Offiziersbonus</translation>
    </message>
    <message>
        <source>What the officer has used of his bonus this turn (treating wounds and the like); it comes back each turn.</source>
        <extracomment>chosen-men.json: fields/bonus-spent/explain</extracomment>
        <translation>Was der Offizier in diesem Zug von seinem Bonus verbraucht hat (Wunden behandeln und dergleichen); er kehrt jeden Zug zurück.</translation>
    </message>
    <message>
        <source>Activated this turn</source>
        <extracomment>chosen-men.json: fields/activated/name</extracomment>
        <translation>In diesem Zug aktiviert</translation>
    </message>
    <message>
        <source>Its card has come up, or its officer has activated it.</source>
        <extracomment>chosen-men.json: fields/activated/explain</extracomment>
        <translation>Ihre Karte ist gekommen, oder ihr Offizier hat sie aktiviert.</translation>
    </message>
    <message>
        <source>Took an action this turn</source>
        <extracomment>chosen-men.json: fields/acted/name</extracomment>
        <translation>Hat in diesem Zug gehandelt</translation>
    </message>
    <message>
        <source>Moved, fired, fought or treated its wounds this turn. A unit that did nothing else loads, and blown horses rest.</source>
        <extracomment>chosen-men.json: fields/acted/explain</extracomment>
        <translation>Hat sich in diesem Zug bewegt, gefeuert, gekämpft oder Wunden behandelt. Eine Einheit, die nichts anderes tat, lädt, und erschöpfte Pferde ruhen.</translation>
    </message>
    <message>
        <source>A squad whose every figure is lost leaves play; its card leaves the deck at the next reshuffle.</source>
        <extracomment>chosen-men.json: removal/explain</extracomment>
        <translation>Ein Trupp, der alle Figuren verloren hat, verlässt das Spiel; seine Karte verlässt den Stapel beim nächsten Mischen.</translation>
    </message>
    <message>
        <source>No more than the figures the squad still has.</source>
        <extracomment>chosen-men.json: tests/fire/inputs/firers/explain</extracomment>
        <translation>Nicht mehr als die Figuren, die der Trupp noch hat.</translation>
    </message>
    <message>
        <source>Not loaded: it must spend its turns loading (Turns to reload) before it fires again.</source>
        <extracomment>chosen-men.json: tests/fire/requires/0/explain</extracomment>
        <translation>Nicht geladen: sie muss erst ihre Züge mit Laden verbringen (Züge bis geladen), bevor sie wieder feuert.</translation>
    </message>
    <message>
        <source>Not loaded: the sniper must load before he fires again.</source>
        <extracomment>chosen-men.json: tests/snipe/requires/2/explain</extracomment>
        <translation>Nicht geladen: der Scharfschütze muss laden, bevor er wieder feuert.</translation>
    </message>
    <message>
        <source>The officer acts: he may use his bonus once this turn, and activate his squads not yet activated whose leaders are within 6&quot; of him (the order &apos;Activated by its officer&apos; on each).</source>
        <extracomment>chosen-men.json: activation/cards/officer/explain</extracomment>
        <translation>Der Offizier handelt: er darf seinen Bonus einmal in diesem Zug nutzen und seine noch nicht aktivierten Trupps aktivieren, deren Führer höchstens 6&quot; von ihm entfernt sind (der Befehl „Von seinem Offizier aktiviert“ für jeden).</translation>
    </message>
    <message>
        <source>Which of his squads not yet activated have their leaders within 6&quot; of him? Give each the order &apos;Activated by its officer&apos;.</source>
        <extracomment>chosen-men.json: activation/cards/officer/effects/1/note</extracomment>
        <translation>Welche seiner noch nicht aktivierten Trupps haben ihren Führer höchstens 6&quot; von ihm? Geben Sie jedem den Befehl „Von seinem Offizier aktiviert“.</translation>
    </message>
    <message>
        <source>its minor wounds no longer count as casualties</source>
        <extracomment>chosen-men.json: activation/endOfTurn/0/explain</extracomment>
        <translation>ihre leichten Wunden zählen nicht mehr als Verluste</translation>
    </message>
    <message>
        <source>spent the turn loading</source>
        <extracomment>chosen-men.json: activation/endOfTurn/1/explain</extracomment>
        <translation>hat den Zug mit Laden verbracht</translation>
    </message>
    <message>
        <source>is loaded again</source>
        <extracomment>chosen-men.json: activation/endOfTurn/2/explain</extracomment>
        <translation>ist wieder geladen</translation>
    </message>
    <message>
        <source>rested: its horses recover</source>
        <extracomment>chosen-men.json: activation/endOfTurn/3/explain</extracomment>
        <translation>hat geruht: ihre Pferde erholen sich</translation>
    </message>
    <message>
        <source>Treat wounds</source>
        <extracomment>chosen-men.json: orders/heal/name</extracomment>
        <translation>Wunden behandeln</translation>
    </message>
    <message>
        <source>A squad that does nothing else this turn treats its minor wounds: they are gone.</source>
        <extracomment>chosen-men-1.1.0.json: orders/heal/explain</extracomment>
        <translation>Ein Trupp, der in diesem Zug nichts anderes tut, behandelt seine leichten Wunden: sie sind weg.</translation>
    </message>
    <message>
        <source>It has already acted this turn; treating wounds is all it may do in a turn.</source>
        <extracomment>chosen-men.json: orders/heal/requires/0/explain</extracomment>
        <translation>Sie hat in diesem Zug schon gehandelt; Wunden zu behandeln ist alles, was sie in einem Zug tun darf.</translation>
    </message>
    <message>
        <source>It has no minor wounds to treat.</source>
        <extracomment>chosen-men.json: orders/heal/requires/1/explain</extracomment>
        <translation>Sie hat keine leichten Wunden zu behandeln.</translation>
    </message>
    <message>
        <source>Field promotion</source>
        <extracomment>chosen-men.json: orders/field-promotion/name</extracomment>
        <translation>Beförderung im Feld</translation>
    </message>
    <message>
        <source>An officer within 2&quot; names a new squad leader: the squad is led again and no longer bound to load or fire from cover.</source>
        <extracomment>chosen-men-1.1.0.json: orders/field-promotion/explain</extracomment>
        <translation>Ein Offizier in höchstens 2&quot; ernennt einen neuen Truppführer: der Trupp wird wieder geführt und ist nicht mehr darauf beschränkt, aus Deckung zu laden oder zu feuern.</translation>
    </message>
    <message>
        <source>An officer within 2&quot;?</source>
        <extracomment>chosen-men.json: orders/field-promotion/asks/officer-near/name</extracomment>
        <translation>Ein Offizier in höchstens 2&quot;?</translation>
    </message>
    <message>
        <source>Only an officer within 2&quot; can promote a new squad leader.</source>
        <extracomment>chosen-men.json: orders/field-promotion/requires/0/explain</extracomment>
        <translation>Nur ein Offizier in höchstens 2&quot; kann einen neuen Truppführer ernennen.</translation>
    </message>
    <message>
        <source>Activated by its officer</source>
        <extracomment>chosen-men.json: orders/officer-activation/name</extracomment>
        <translation>Von seinem Offizier aktiviert</translation>
    </message>
    <message>
        <source>On his card an officer activates any of his squads not yet activated whose leader is within 6&quot; of him; they form up on the leader as a free move and act as one.</source>
        <extracomment>chosen-men.json: orders/officer-activation/explain</extracomment>
        <translation>Mit seiner Karte aktiviert ein Offizier jeden seiner noch nicht aktivierten Trupps, dessen Führer höchstens 6&quot; von ihm ist; sie formieren sich als freie Bewegung am Führer und handeln gemeinsam.</translation>
    </message>
    <message>
        <source>Its squad leader within 6&quot; of the officer?</source>
        <extracomment>chosen-men.json: orders/officer-activation/asks/within-six/name</extracomment>
        <translation>Ihr Truppführer höchstens 6&quot; vom Offizier?</translation>
    </message>
    <message>
        <source>Only squads whose leader is within 6&quot; of the officer.</source>
        <extracomment>chosen-men.json: orders/officer-activation/requires/0/explain</extracomment>
        <translation>Nur Trupps, deren Führer höchstens 6&quot; vom Offizier ist.</translation>
    </message>
    <message>
        <source>It has already been activated this turn.</source>
        <extracomment>chosen-men.json: orders/officer-activation/requires/1/explain</extracomment>
        <translation>Sie wurde in diesem Zug schon aktiviert.</translation>
    </message>
    <message>
        <source>Officer treats a wound</source>
        <extracomment>chosen-men.json: orders/officer-treats/name</extracomment>
        <translation>Offizier behandelt eine Wunde</translation>
    </message>
    <message>
        <source>The officer spends a point of his bonus to take a wound off one of his squads: a serious one if it has any, else a minor one.</source>
        <extracomment>chosen-men-1.1.0.json: orders/officer-treats/explain</extracomment>
        <translation>Der Offizier verbraucht einen Punkt seines Bonus, um einem seiner Trupps eine Wunde zu nehmen: eine schwere, wenn er eine hat, sonst eine leichte.</translation>
    </message>
    <message>
        <source>His bonus is spent for this turn.</source>
        <extracomment>chosen-men.json: orders/officer-treats/requires/0/explain</extracomment>
        <translation>Sein Bonus ist für diesen Zug verbraucht.</translation>
    </message>
    <message>
        <source>The squad has no wound to treat.</source>
        <extracomment>chosen-men.json: orders/officer-treats/requires/1/explain</extracomment>
        <translation>Der Trupp hat keine Wunde zu behandeln.</translation>
    </message>
    <message>
        <source>Untreated minor wounds: three become a serious one. They count as casualties only in the turn they are taken (the next field).</source>
        <extracomment>chosen-men-1.1.0.json: fields/minor-wounds/explain</extracomment>
        <translation>Unbehandelte leichte Wunden: drei werden zu einer schweren. Sie zählen nur in dem Zug als Verluste, in dem sie erlitten werden (das nächste Feld).</translation>
    </message>
    <message>
        <source>Minor wounds counting this turn</source>
        <extracomment>chosen-men.json: fields/fresh-minor-wounds/name</extracomment>
        <translation>In diesem Zug zählende leichte Wunden</translation>
    </message>
    <message>
        <source>Minor wounds taken this turn: casualties for the morale test until the turn ends.</source>
        <extracomment>chosen-men-1.1.0.json: fields/fresh-minor-wounds/explain</extracomment>
        <translation>In diesem Zug erlittene leichte Wunden: Verluste für die Moralprobe bis zum Zugende.</translation>
    </message>
    <message>
        <source>In melee</source>
        <extracomment>chosen-men.json: fields/in-melee/name</extracomment>
        <translation>Im Nahkampf</translation>
    </message>
    <message>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>chosen-men.json: fields/in-melee/explain</extracomment>
        <translation>In einen Nahkampf verwickelt, der weitergeht: &quot;Nahkampf fortsetzen&quot; auf ihrem Blatt kämpft die nächste Runde. Ein unentschiedener Nahkampf setzt es, ein entschiedener hebt es auf; der Schiedsrichter setzt es für Einheiten, die schon in Kontakt sind.</translation>
    </message>
    <message>
        <source>Still in melee</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/then/0/name</extracomment>
        <translation>Weiter im Nahkampf</translation>
    </message>
    <message>
        <source>Continue melee</source>
        <extracomment>chosen-men.json: procedures/melee/name</extracomment>
        <translation>Nahkampf fortsetzen</translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/melee/explain</extracomment>
        <translation>Ein Nahkampf, der aus einem früheren Zug weitergeht, oder zwischen Einheiten, die schon in Kontakt sind: eine weitere Runde, beide Seiten zusammen, und alles, was daraus folgt. Die Einheit, von deren Blatt er geöffnet wird, ist der Handelnde; wählen Sie die Einheit, gegen die sie kämpft.</translation>
    </message>
    <message>
        <source>Won the melee</source>
        <extracomment>chosen-men.json: procedures/melee/endings/won/name</extracomment>
        <translation>Nahkampf gewonnen</translation>
    </message>
    <message>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/melee/endings/won/explain</extracomment>
        <translation>Die Einheit, deren Blatt es ist, gewann diese Runde.</translation>
    </message>
    <message>
        <source>Lost the melee</source>
        <extracomment>chosen-men.json: procedures/melee/endings/lost/name</extracomment>
        <translation>Nahkampf verloren</translation>
    </message>
    <message>
        <source>The unit it fights won this round.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/melee/endings/lost/explain</extracomment>
        <translation>Die Einheit, gegen die sie kämpft, gewann diese Runde.</translation>
    </message>
    <message>
        <source>Melee drawn</source>
        <extracomment>chosen-men.json: procedures/melee/endings/drawn/name</extracomment>
        <translation>Nahkampf unentschieden</translation>
    </message>
    <message>
        <source>Neither side won: the melee goes on next turn.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation>Keine Seite gewann: der Nahkampf geht im nächsten Zug weiter.</translation>
    </message>
    <message>
        <source>Fight on</source>
        <extracomment>chosen-men.json: procedures/melee/responses/fight/name</extracomment>
        <translation>Weiterkämpfen</translation>
    </message>
    <message>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>chosen-men.json: procedures/melee/responses/fight/explain</extracomment>
        <translation>Beide Einheiten bleiben im Nahkampf und kämpfen diese Runde.</translation>
    </message>
    <message>
        <source>The melee is over</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/else/0/name</extracomment>
        <translation>Der Nahkampf ist vorbei</translation>
    </message>
    <message>
        <source>Whether the defender&apos;s fire hit</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/vars/anyHits/name</extracomment>
        <translation>Ob das Feuer des Verteidigers traf</translation>
    </message>
    <message>
        <source>Any hits?</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/name</extracomment>
        <translation>Treffer?</translation>
    </message>
    <message>
        <source>Whether the volley hit at all: all the steps below need to know, once its wound dice are counted.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/1/explain</extracomment>
        <translation>Ob die Salve überhaupt traf: mehr müssen die folgenden Schritte nicht wissen, sobald ihre Verwundungswürfel gezählt sind.</translation>
    </message>
    <message>
        <source>Once the dice are counted the number of hits is not needed again: runs that differ only in it go on alike.</source>
        <extracomment>chosen-men-1.1.0.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/3/steps/0/explain</extracomment>
        <translation>Sind die Würfel gezählt, wird die Zahl der Treffer nicht mehr gebraucht: Abläufe, die sich nur darin unterscheiden, gehen gleich weiter.</translation>
    </message>
    <message>
        <source>The squad is marked as having lost its leader: it makes for cover and may only load or fire until an officer promotes a new one (the umpire clears the marker if the wound proves light).</source>
        <extracomment>chosen-men-1.2.0.json: tests/who-is-hit/bands/squad-leader/explain</extracomment>
        <translation>Der Trupp wird als führerlos markiert: Er sucht Deckung und darf nur laden oder feuern, bis ein Offizier einen neuen Truppführer ernennt (der Schiedsrichter nimmt die Markierung zurück, wenn sich die Wunde als leicht erweist).</translation>
    </message>
    <message>
        <source>The squad is marked as having lost its officer, which counts against its morale (the umpire clears the marker if the wound proves light).</source>
        <extracomment>chosen-men-1.2.0.json: tests/who-is-hit/bands/officer/explain</extracomment>
        <translation>Der Trupp wird als ohne Offizier markiert, was gegen seine Moral zählt (der Schiedsrichter nimmt die Markierung zurück, wenn sich die Wunde als leicht erweist).</translation>
    </message>
    <message>
        <source>Officer&apos;s re-roll</source>
        <extracomment>chosen-men.json: orders/officer-reroll/name</extracomment>
        <translation>Neuwurf des Offiziers</translation>
    </message>
    <message>
        <source>The officer spends a point of his bonus to have the test just taken rolled again; the new roll stands.</source>
        <extracomment>chosen-men.json: orders/officer-reroll/explain</extracomment>
        <translation>Der Offizier gibt einen Punkt seines Bonus aus, um den eben abgelegten Test neu würfeln zu lassen; der neue Wurf gilt.</translation>
    </message>
    <message>
        <source>Only an officer may spend his bonus on a re-roll.</source>
        <extracomment>chosen-men.json: orders/officer-reroll/requires/0/explain</extracomment>
        <translation>Nur ein Offizier darf seinen Bonus für einen Neuwurf ausgeben.</translation>
    </message>
    <message>
        <source>A unit that loses a figure or takes a wound to fire owes a morale test, taken first when it is next activated. One test covers every casualty taken before it.</source>
        <extracomment>chosen-men.json: triggers/casualties-taken/explain</extracomment>
        <translation>Eine Einheit, die durch Beschuss eine Figur verliert oder eine Wunde erleidet, schuldet einen Moraltest, abgelegt zuerst bei ihrer nächsten Aktivierung. Ein Test deckt alle Verluste davor.</translation>
    </message>
    <message>
        <source>Inches moved: the kept dice, halved in woods, water and buildings, less 2&quot; for each low wall or fence, 4&quot; to board or leave a boat and 2&quot; for each serious wound in the unit, never below 0.</source>
        <extracomment>chosen-men-1.0.0.json: tests/move/explain</extracomment>
        <translation>Bewegte Zoll: die behaltenen Würfel, halbiert in Wald, Wasser und Gebäuden, abzüglich 2&quot; für jede niedrige Mauer oder jeden Zaun, 4&quot; zum Besteigen oder Verlassen eines Bootes und 2&quot; für jede schwere Wunde in der Einheit, nie unter 0.</translation>
    </message>
    <message>
        <source>One or two over its morale: it falls back to the nearest cover this turn (already in cover, it may only load or fire). It is steady again when the turn ends.</source>
        <extracomment>chosen-men.json: ladders/status/steps/in-cover/explain</extracomment>
        <translation>Ein oder zwei über ihrer Moral: Sie weicht in diesem Zug in die nächste Deckung zurück (schon in Deckung, darf sie nur laden oder feuern). Mit Ende des Zuges ist sie wieder standhaft.</translation>
    </message>
    <message>
        <source>Its squad leader is down: it falls back to cover and may only load or fire, until an officer within 2&quot; promotes another man. A failed morale test does not lift it, and once rallied from flight the squad is leaderless again.</source>
        <extracomment>chosen-men.json: ladders/status/steps/leaderless/explain</extracomment>
        <translation>Ihr Truppführer ist ausgefallen: Sie weicht in Deckung zurück und darf nur laden oder feuern, bis ein Offizier innerhalb von 2&quot; einen anderen Mann befördert. Eine misslungene Moralprobe hebt das nicht auf, und nach dem Sammeln aus der Flucht ist der Trupp wieder führerlos.</translation>
    </message>
    <message>
        <source>Three or more over its morale: it flees its full move each turn and does nothing else, testing again each time its card comes up, until a passed test rallies it.</source>
        <extracomment>chosen-men.json: ladders/status/steps/fleeing/explain</extracomment>
        <translation>Drei oder mehr über ihrer Moral: Sie flieht jeden Zug ihre volle Bewegung und tut nichts anderes, und sie testet jedes Mal neu, wenn ihre Karte kommt, bis eine bestandene Probe sie sammelt.</translation>
    </message>
    <message>
        <source>The squad&apos;s men, counted from its figures (a gun&apos;s crew, without its carriage). An order of battle gives the number, and the squad is made of a leader and rankers (with a musician or a sniper where it has one), or lists its figures one by one.</source>
        <extracomment>chosen-men.json: fields/figures/explain</extracomment>
        <translation>Die Männer des Trupps, aus seinen Figuren gezählt (bei einem Geschütz die Bedienung, ohne Lafette). Eine Schlachtordnung gibt die Zahl an, und der Trupp besteht aus einem Führer und einfachen Soldaten (mit Spielmann oder Scharfschütze, wo er einen hat), oder sie führt seine Figuren einzeln auf.</translation>
    </message>
    <message>
        <source>Counted from its figures: those down.</source>
        <extracomment>chosen-men.json: fields/figures-lost/explain</extracomment>
        <translation>Aus ihren Figuren gezählt: die ausgefallenen.</translation>
    </message>
    <message>
        <source>Figures standing</source>
        <extracomment>chosen-men.json: fields/figures-standing/name</extracomment>
        <translation>Stehende Figuren</translation>
    </message>
    <message>
        <source>Counted from its figures: the men still in the fight. A squad counts as formed only with ten or more.</source>
        <extracomment>chosen-men.json: fields/figures-standing/explain</extracomment>
        <translation>Aus ihren Figuren gezählt: die Männer, die noch kämpfen. Ein Trupp gilt nur mit zehn oder mehr als geschlossen.</translation>
    </message>
    <message>
        <source>Counted from its figures: the serious wounds of those still standing.</source>
        <extracomment>chosen-men.json: fields/serious-wounds/explain</extracomment>
        <translation>Aus ihren Figuren gezählt: die schweren Wunden der noch Stehenden.</translation>
    </message>
    <message>
        <source>Counted from its figures: untreated minor wounds of those still standing; three on one man make a serious wound.</source>
        <extracomment>chosen-men.json: fields/minor-wounds/explain</extracomment>
        <translation>Aus ihren Figuren gezählt: unbehandelte leichte Wunden der noch Stehenden; drei an einem Mann ergeben eine schwere Wunde.</translation>
    </message>
    <message>
        <source>Counted from its figures: minor wounds taken this turn, casualties for the morale test until the turn ends.</source>
        <extracomment>chosen-men.json: fields/fresh-minor-wounds/explain</extracomment>
        <translation>Aus ihren Figuren gezählt: leichte Wunden aus diesem Zug, Verluste für die Moralprobe bis zum Ende des Zuges.</translation>
    </message>
    <message>
        <source>Counted from its figures: no squad leader stands.</source>
        <extracomment>chosen-men.json: fields/squad-leader-lost/explain</extracomment>
        <translation>Aus ihren Figuren gezählt: kein Truppführer steht mehr.</translation>
    </message>
    <message>
        <source>Drawn up in a formed body: ten or more eligible figures in contact, one or two ranks, one facing; not in buildings, woods or water, nor while fleeing. It counts only while ten or more of its figures stand.</source>
        <extracomment>chosen-men.json: fields/formed/explain</extracomment>
        <translation>In geschlossener Formation: zehn oder mehr berechtigte Figuren in Kontakt, ein oder zwei Glieder, eine Blickrichtung; nicht in Gebäuden, Wald oder Wasser und nicht auf der Flucht. Es zählt nur, solange zehn oder mehr ihrer Figuren stehen.</translation>
    </message>
    <message>
        <source>A rifle tap-loaded: it loads in a single turn but fires as a musket (no rifle&apos;s +1, a musket&apos;s ranges) until it is loaded properly.</source>
        <extracomment>chosen-men.json: fields/tap-loaded/explain</extracomment>
        <translation>Eine schnell geladene Büchse: Sie lädt in einem einzigen Zug, feuert aber wie eine Muskete (kein +1 der Büchse, Reichweiten der Muskete), bis sie ordentlich geladen ist.</translation>
    </message>
    <message>
        <source>Counted from a gun&apos;s figures: crewmen down; each adds two turns to the reload.</source>
        <extracomment>chosen-men.json: fields/crew-lost/explain</extracomment>
        <translation>Aus den Figuren eines Geschützes gezählt: ausgefallene Bedienungsleute; jeder verlängert das Nachladen um zwei Züge.</translation>
    </message>
    <message>
        <source>Counted from a gun&apos;s figures: crewmen standing with a serious wound; each adds a turn to the reload.</source>
        <extracomment>chosen-men.json: fields/crew-wounded/explain</extracomment>
        <translation>Aus den Figuren eines Geschützes gezählt: stehende Bedienungsleute mit schwerer Wunde; jeder verlängert das Nachladen um einen Zug.</translation>
    </message>
    <message>
        <source>Counted from a gun&apos;s figures: the serious wounds its carriage has taken from guns.</source>
        <extracomment>chosen-men.json: fields/carriage-wounds/explain</extracomment>
        <translation>Aus den Figuren eines Geschützes gezählt: die schweren Wunden, die seine Lafette durch Geschütze erlitten hat.</translation>
    </message>
    <message>
        <source>Gun destroyed</source>
        <extracomment>chosen-men.json: fields/gun-destroyed/name</extracomment>
        <translation>Geschütz zerstört</translation>
    </message>
    <message>
        <source>Counted from a gun&apos;s figures: its carriage is down. It can fire no more.</source>
        <extracomment>chosen-men.json: fields/gun-destroyed/explain</extracomment>
        <translation>Aus den Figuren eines Geschützes gezählt: seine Lafette ist ausgefallen. Es kann nicht mehr feuern.</translation>
    </message>
    <message>
        <source>Counted from its figures: a musician stands. The squad ignores minor wounds; he may remove a serious wound from its command.</source>
        <extracomment>chosen-men.json: fields/musician/explain</extracomment>
        <translation>Aus ihren Figuren gezählt: ein Spielmann steht. Der Trupp übergeht leichte Wunden; er darf eine schwere Wunde aus seinem Kommando entfernen.</translation>
    </message>
    <message>
        <source>Counted from its figures: a sniper stands.</source>
        <extracomment>chosen-men.json: fields/sniper/explain</extracomment>
        <translation>Aus ihren Figuren gezählt: ein Scharfschütze steht.</translation>
    </message>
    <message>
        <source>Sniper loaded</source>
        <extracomment>chosen-men.json: fields/sniper-loaded/name</extracomment>
        <translation>Scharfschütze geladen</translation>
    </message>
    <message>
        <source>The sniper&apos;s own piece: he loads it while the squad does as it likes.</source>
        <extracomment>chosen-men.json: fields/sniper-loaded/explain</extracomment>
        <translation>Die eigene Waffe des Scharfschützen: Er lädt sie, während der Trupp tut, was er will.</translation>
    </message>
    <message>
        <source>Sniper&apos;s turns to reload</source>
        <extracomment>chosen-men.json: fields/sniper-reload/name</extracomment>
        <translation>Züge des Scharfschützen bis geladen</translation>
    </message>
    <message>
        <source>Turns of loading the sniper still needs after his shot; one is counted off at the end of each turn he does not shoot.</source>
        <extracomment>chosen-men.json: fields/sniper-reload/explain</extracomment>
        <translation>Ladezüge, die der Scharfschütze nach seinem Schuss noch braucht; am Ende jedes Zuges, in dem er nicht schießt, wird einer abgezogen.</translation>
    </message>
    <message>
        <source>Sniper shot this turn</source>
        <extracomment>chosen-men.json: fields/sniper-fired/name</extracomment>
        <translation>Scharfschütze schoss in diesem Zug</translation>
    </message>
    <message>
        <source>Its powder is wet: it cannot fire until resupplied with dry powder.</source>
        <extracomment>chosen-men.json: fields/powder-wet/explain</extracomment>
        <translation>Ihr Pulver ist nass: Sie kann nicht feuern, bis sie trockenes Pulver erhält.</translation>
    </message>
    <message>
        <source>Turns of drying out still to come after a boat overturned: the men do nothing else; one is counted off at each turn&apos;s end.</source>
        <extracomment>chosen-men.json: fields/drying-turns/explain</extracomment>
        <translation>Noch ausstehende Züge des Trocknens nach einem gekenterten Boot: Die Männer tun nichts anderes; am Ende jedes Zuges wird einer abgezogen.</translation>
    </message>
    <message>
        <source>Given the order to hold its fire: until the turn ends, or it fires, it may fire at any target in close range, and fires at a charger before the charger moves.</source>
        <extracomment>chosen-men.json: fields/hold-fire/explain</extracomment>
        <translation>Mit dem Befehl, das Feuer zurückzuhalten: Bis der Zug endet oder sie feuert, darf sie auf jedes Ziel auf kurze Entfernung feuern, und sie feuert auf einen Angreifer, bevor er sich bewegt.</translation>
    </message>
    <message>
        <source>A squad is its figures: the squad leader, perhaps an NCO, rankers and specialists (a musician, a sniper, a colour bearer); a gun is its crew and its carriage. Each figure keeps its own wounds: a hit falls on one figure, three minor wounds on one man make a serious one, and a second serious wound kills him. The squad&apos;s casualties, its figures lost and whether it still has its leader are counted from them.</source>
        <extracomment>chosen-men.json: figures/explain</extracomment>
        <translation>Ein Trupp besteht aus seinen Figuren: dem Truppführer, vielleicht einem Unteroffizier, einfachen Soldaten und Spezialisten (Spielmann, Scharfschütze, Fahnenträger); ein Geschütz aus seiner Bedienung und seiner Lafette. Jede Figur führt ihre eigenen Wunden: Ein Treffer fällt auf eine Figur, drei leichte Wunden an einem Mann ergeben eine schwere, und eine zweite schwere Wunde tötet ihn. Die Verluste des Trupps, seine verlorenen Figuren und ob er noch seinen Führer hat, werden daraus gezählt.</translation>
    </message>
    <message>
        <source>Squad leader</source>
        <extracomment>chosen-men.json: figures/roles/leader/name</extracomment>
        <translation>Truppführer</translation>
    </message>
    <message>
        <source>He leads the squad: if he falls, it is leaderless until an officer promotes another man. Shots aimed at the squad pass him by, unless a natural 0 or a sniper picks him out.</source>
        <extracomment>chosen-men.json: figures/roles/leader/explain</extracomment>
        <translation>Er führt den Trupp: Fällt er, ist der Trupp führerlos, bis ein Offizier einen anderen Mann befördert. Schüsse auf den Trupp gehen an ihm vorbei, es sei denn, eine natürliche 0 oder ein Scharfschütze sucht ihn heraus.</translation>
    </message>
    <message>
        <source>NCO</source>
        <extracomment>chosen-men.json: figures/roles/nco/name</extracomment>
        <translation>Unteroffizier</translation>
    </message>
    <message>
        <source>The first man an officer promotes when the squad leader falls.</source>
        <extracomment>chosen-men.json: figures/roles/nco/explain</extracomment>
        <translation>Der erste Mann, den ein Offizier befördert, wenn der Truppführer fällt.</translation>
    </message>
    <message>
        <source>Ranker</source>
        <extracomment>chosen-men.json: figures/roles/ranker/name</extracomment>
        <translation>Einfacher Soldat</translation>
    </message>
    <message>
        <source>Musician</source>
        <extracomment>chosen-men.json: figures/roles/musician/name</extracomment>
        <translation>Spielmann</translation>
    </message>
    <message>
        <source>While he stands, the squad shrugs off minor wounds.</source>
        <extracomment>chosen-men.json: figures/roles/musician/explain</extracomment>
        <translation>Solange er steht, steckt der Trupp leichte Wunden weg.</translation>
    </message>
    <message>
        <source>Sniper</source>
        <extracomment>chosen-men.json: figures/roles/sniper/name</extracomment>
        <translation>Scharfschütze</translation>
    </message>
    <message>
        <source>While he stands, and the squad is not formed, he may pick out squad leaders and officers.</source>
        <extracomment>chosen-men.json: figures/roles/sniper/explain</extracomment>
        <translation>Solange er steht und der Trupp nicht geschlossen ist, darf er Truppführer und Offiziere herausgreifen.</translation>
    </message>
    <message>
        <source>Colour bearer</source>
        <extracomment>chosen-men.json: figures/roles/colour-bearer/name</extracomment>
        <translation>Fahnenträger</translation>
    </message>
    <message>
        <source>+1 in any bout he fights.</source>
        <extracomment>chosen-men.json: figures/roles/colour-bearer/explain</extracomment>
        <translation>+1 in jedem Zweikampf, den er ficht.</translation>
    </message>
    <message>
        <source>Gunner</source>
        <extracomment>chosen-men.json: figures/roles/gunner/name</extracomment>
        <translation>Kanonier</translation>
    </message>
    <message>
        <source>One of a gun&apos;s crew: each one lost adds two turns to the reload, each seriously wounded one.</source>
        <extracomment>chosen-men.json: figures/roles/gunner/explain</extracomment>
        <translation>Einer aus der Bedienung eines Geschützes: Jeder verlorene verlängert das Nachladen um zwei Züge, jeder schwer verwundete um einen.</translation>
    </message>
    <message>
        <source>Gun carriage</source>
        <extracomment>chosen-men.json: figures/roles/carriage/name</extracomment>
        <translation>Lafette</translation>
    </message>
    <message>
        <source>The gun itself. Only guns&apos; fire hurts it: its serious wounds count up to the carriage&apos;s limit (two for a small gun, four for a large), and a fatal result or the last of them destroys it.</source>
        <extracomment>chosen-men.json: figures/roles/carriage/explain</extracomment>
        <translation>Das Geschütz selbst. Nur Geschützfeuer schadet ihm: Seine schweren Wunden zählen bis zur Grenze der Lafette (zwei bei einem kleinen Geschütz, vier bei einem großen), und ein tödliches Ergebnis oder die letzte davon zerstört es.</translation>
    </message>
    <message>
        <source>Untreated minor wounds; the third makes a serious wound.</source>
        <extracomment>chosen-men.json: figures/fields/minor/explain</extracomment>
        <translation>Unbehandelte leichte Wunden; die dritte ergibt eine schwere Wunde.</translation>
    </message>
    <message>
        <source>Minor wounds this turn</source>
        <extracomment>chosen-men.json: figures/fields/fresh-minor/name</extracomment>
        <translation>Leichte Wunden in diesem Zug</translation>
    </message>
    <message>
        <source>Minor wounds taken this turn: they count as casualties until the turn ends.</source>
        <extracomment>chosen-men.json: figures/fields/fresh-minor/explain</extracomment>
        <translation>In diesem Zug erlittene leichte Wunden: Sie zählen bis zum Ende des Zuges als Verluste.</translation>
    </message>
    <message>
        <source>Down</source>
        <extracomment>chosen-men.json: figures/fields/down/name</extracomment>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>Killed or carried off: out of the fight for good.</source>
        <extracomment>chosen-men.json: figures/fields/down/explain</extracomment>
        <translation>Getötet oder fortgetragen: endgültig aus dem Kampf.</translation>
    </message>
    <message>
        <source>Tested when the unit takes casualties, each time its card comes up while it flees, when it charges and when it is charged. Roll a d10: at or under the modified morale it carries on (a fleeing unit rallies). One or two over: it falls back to the nearest cover this turn (already in cover, it may only load or fire). Three or more over: it flees its full move each turn and does nothing else until a morale test rallies it. A fleeing unit that fails again flees on, and a leaderless one stays leaderless.</source>
        <extracomment>chosen-men.json: tests/morale/explain</extracomment>
        <translation>Getestet, wenn die Einheit Verluste erleidet, jedes Mal, wenn ihre Karte kommt, während sie flieht, wenn sie angreift und wenn sie angegriffen wird. Würfeln Sie einen W10: Bei der modifizierten Moral oder darunter macht sie weiter (eine fliehende Einheit sammelt sich). Ein oder zwei darüber: Sie weicht in diesem Zug in die nächste Deckung zurück (schon in Deckung, darf sie nur laden oder feuern). Drei oder mehr darüber: Sie flieht jeden Zug ihre volle Bewegung und tut nichts anderes, bis eine Moralprobe sie sammelt. Eine fliehende Einheit, die erneut scheitert, flieht weiter, und eine führerlose bleibt führerlos.</translation>
    </message>
    <message>
        <source>Formed, with ten or more figures standing.</source>
        <extracomment>chosen-men.json: tests/morale/modifiers/formed/explain</extracomment>
        <translation>Geschlossen, mit zehn oder mehr stehenden Figuren.</translation>
    </message>
    <message>
        <source>Rallied, but still without its squad leader.</source>
        <extracomment>chosen-men.json: tests/morale/bands/steady/effects/1/explain</extracomment>
        <translation>Gesammelt, aber noch ohne ihren Truppführer.</translation>
    </message>
    <message>
        <source>To the nearest cover this turn; already in cover, it may only load or fire. A fleeing unit flees on; a leaderless one stays leaderless.</source>
        <extracomment>chosen-men.json: tests/morale/bands/to-cover/explain</extracomment>
        <translation>In diesem Zug in die nächste Deckung; schon in Deckung, darf sie nur laden oder feuern. Eine fliehende Einheit flieht weiter; eine führerlose bleibt führerlos.</translation>
    </message>
    <message>
        <source>Inches moved: the kept dice, halved in woods, water and buildings, less 2&quot; for each low wall or fence, 4&quot; to board or leave a boat and 2&quot; for each serious wound in the unit, never below 0. Blown horse moves on the infantry dice until it has rested. Skirmishers who are formed move as infantry.</source>
        <extracomment>chosen-men.json: tests/move/explain</extracomment>
        <translation>Bewegte Zoll: die behaltenen Würfel, halbiert in Wald, Wasser und Gebäuden, abzüglich 2&quot; für jede niedrige Mauer oder jeden Zaun, 4&quot; zum Ein- oder Aussteigen aus einem Boot und 2&quot; für jede schwere Wunde in der Einheit, nie unter 0. Erschöpfte Reiter bewegen sich mit den Würfeln der Infanterie, bis sie geruht haben. Geschlossene Plänkler bewegen sich wie Infanterie.</translation>
    </message>
    <message>
        <source>Its men are drying out after the boat overturned: they do nothing else until it is done.</source>
        <extracomment>chosen-men.json: tests/move/requires/0/explain</extracomment>
        <translation>Ihre Männer trocknen nach dem Kentern des Bootes: Sie tun nichts anderes, bis es vorbei ist.</translation>
    </message>
    <message>
        <source>Each firer rolls its weapon&apos;s dice; a modified 8 or more is a hit, and each hit makes the target roll the wound die on one of its men, never its squad leader (three dice for a small cannon&apos;s ball, six for a large gun&apos;s, each on another man; a gun&apos;s shot at a gun falls on its carriage). A natural 0 is always a hit and a second d10 says who is struck: a ranker, the squad leader, or an officer nearby.</source>
        <extracomment>chosen-men.json: tests/fire/explain</extracomment>
        <translation>Jeder Schütze würfelt die Würfel seiner Waffe; eine modifizierte 8 oder mehr ist ein Treffer, und für jeden Treffer würfelt das Ziel den Verwundungswürfel für einen seiner Männer, nie für seinen Truppführer (drei Würfel für die Kugel einer kleinen Kanone, sechs für die eines großen Geschützes, jeder auf einen anderen Mann; der Schuss eines Geschützes auf ein Geschütz trifft dessen Lafette). Eine natürliche 0 ist immer ein Treffer, und ein zweiter W10 sagt, wer getroffen ist: ein einfacher Soldat, der Truppführer oder ein Offizier in der Nähe.</translation>
    </message>
    <message>
        <source>Not while tap-loaded: then it fires as a musket.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/rifle/explain</extracomment>
        <translation>Nicht, solange schnell geladen: Dann feuert sie wie eine Muskete.</translation>
    </message>
    <message>
        <source>Formed (ten or more figures standing) or mounted. Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-formed-or-mounted/explain</extracomment>
        <translation>Geschlossen (zehn oder mehr stehende Figuren) oder beritten. Der Wert fehlt im Druck; wir lesen +1.</translation>
    </message>
    <message>
        <source>Formed troops only (ten or more figures standing). Value lost from the print; we read +1.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/volley/explain</extracomment>
        <translation>Nur geschlossene Truppen (zehn oder mehr stehende Figuren). Der Wert fehlt im Druck; wir lesen +1.</translation>
    </message>
    <message>
        <source>Not once they are formed: formed skirmishers are shot at as formed troops.</source>
        <extracomment>chosen-men.json: tests/fire/modifiers/target-skirmishers/explain</extracomment>
        <translation>Nicht mehr, sobald sie geschlossen sind: Geschlossene Plänkler werden wie geschlossene Truppen beschossen.</translation>
    </message>
    <message>
        <source>The target rolls the wound die for each hit, on one of its men (never its squad leader).</source>
        <extracomment>chosen-men.json: tests/fire/perSuccess/0/explain</extracomment>
        <translation>Das Ziel würfelt für jeden Treffer den Verwundungswürfel, für einen seiner Männer (nie seinen Truppführer).</translation>
    </message>
    <message>
        <source>A gun&apos;s shot at a gun falls on its carriage.</source>
        <extracomment>chosen-men.json: tests/fire/perSuccess/1/explain</extracomment>
        <translation>Der Schuss eines Geschützes auf ein Geschütz trifft dessen Lafette.</translation>
    </message>
    <message>
        <source>It is fleeing: it does nothing but flee until a morale test rallies it.</source>
        <extracomment>chosen-men.json: tests/fire/requires/3/explain</extracomment>
        <translation>Sie flieht: Sie tut nichts als fliehen, bis eine Moralprobe sie sammelt.</translation>
    </message>
    <message>
        <source>Its gun is destroyed.</source>
        <extracomment>chosen-men.json: tests/fire/requires/4/explain</extracomment>
        <translation>Ihr Geschütz ist zerstört.</translation>
    </message>
    <message>
        <source>A unit holding its fire fires only at a target in close range.</source>
        <extracomment>chosen-men.json: tests/fire/requires/5/explain</extracomment>
        <translation>Eine Einheit, die das Feuer zurückhält, feuert nur auf ein Ziel auf kurze Entfernung.</translation>
    </message>
    <message>
        <source>The squad&apos;s sniper (while he stands, and the squad is not formed) picks out a squad leader or an officer in clear sight and hits on a modified 10 or more. The wound die falls on the man he picked: if it kills a squad leader, his squad is leaderless. His own piece must be loaded, and he loads it again over the next two turns, whatever the squad does.</source>
        <extracomment>chosen-men.json: tests/snipe/explain</extracomment>
        <translation>Der Scharfschütze des Trupps (solange er steht und der Trupp nicht geschlossen ist) sucht sich einen Truppführer oder Offizier in freier Sicht aus und trifft mit einer modifizierten 10 oder mehr. Der Verwundungswürfel gilt dem Mann, den er ausgesucht hat: Tötet er einen Truppführer, ist dessen Trupp führerlos. Seine eigene Waffe muss geladen sein, und er lädt sie in den nächsten zwei Zügen nach, was auch immer der Trupp tut.</translation>
    </message>
    <message>
        <source>The wound die for the man picked out.</source>
        <extracomment>chosen-men.json: tests/snipe/onPass/then/0/explain</extracomment>
        <translation>Der Verwundungswürfel für den ausgesuchten Mann.</translation>
    </message>
    <message>
        <source>Turns the sniper needs to load his rifle again.</source>
        <extracomment>chosen-men.json: tests/snipe/effects/1/explain</extracomment>
        <translation>Züge, die der Scharfschütze braucht, um seine Büchse nachzuladen.</translation>
    </message>
    <message>
        <source>No sniper stands in the squad.</source>
        <extracomment>chosen-men.json: tests/snipe/requires/0/explain</extracomment>
        <translation>Im Trupp steht kein Scharfschütze.</translation>
    </message>
    <message>
        <source>Formed up, a sniper may not pick out his man.</source>
        <extracomment>chosen-men.json: tests/snipe/requires/1/explain</extracomment>
        <translation>In geschlossener Formation darf ein Scharfschütze sich seinen Mann nicht aussuchen.</translation>
    </message>
    <message>
        <source>Rolled for each hit, on the figure struck: 1-4 a minor wound (a casualty for this turn only; three untreated on one man make a serious one), 5-7 a serious wound (permanent, -2&quot; to the squad&apos;s move; a second kills him), 8-0 fatal. A squad with a musician shrugs off minor wounds. A gun&apos;s carriage takes only serious wounds, up to its limit, and a fatal result destroys it. Dice that fall on a figure already down do nothing.</source>
        <extracomment>chosen-men.json: tests/wound/explain</extracomment>
        <translation>Für jeden Treffer gewürfelt, für die getroffene Figur: 1-4 eine leichte Wunde (ein Verlust nur für diesen Zug; drei unbehandelte an einem Mann ergeben eine schwere), 5-7 eine schwere Wunde (bleibend, -2&quot; auf die Bewegung des Trupps; eine zweite tötet ihn), 8-0 tödlich. Ein Trupp mit Spielmann steckt leichte Wunden weg. Die Lafette eines Geschützes nimmt nur schwere Wunden, bis zu ihrer Grenze, und ein tödliches Ergebnis zerstört sie. Würfel auf eine bereits ausgefallene Figur bewirken nichts.</translation>
    </message>
    <message>
        <source>The musician tends it: minor wounds are ignored.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/0/note</extracomment>
        <translation>Der Spielmann versorgt sie: Leichte Wunden werden übergangen.</translation>
    </message>
    <message>
        <source>It glances off the gun.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/1/note</extracomment>
        <translation>Er prallt am Geschütz ab.</translation>
    </message>
    <message>
        <source>Three untreated minor wounds on one man make a serious one.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/4/explain</extracomment>
        <translation>Drei unbehandelte leichte Wunden an einem Mann ergeben eine schwere.</translation>
    </message>
    <message>
        <source>Its squad leader is down: the squad falls back to cover and may only load or fire until an officer promotes another man.</source>
        <extracomment>chosen-men.json: tests/wound/bands/minor/effects/8/explain</extracomment>
        <translation>Ihr Truppführer ist ausgefallen: Der Trupp weicht in Deckung zurück und darf nur laden oder feuern, bis ein Offizier einen anderen Mann befördert.</translation>
    </message>
    <message>
        <source>The carriage has taken all the serious wounds it can: the gun is destroyed.</source>
        <extracomment>chosen-men.json: tests/wound/bands/serious/effects/3/explain</extracomment>
        <translation>Die Lafette hat alle schweren Wunden genommen, die sie verträgt: Das Geschütz ist zerstört.</translation>
    </message>
    <message>
        <source>The carriage is smashed: the gun is destroyed.</source>
        <extracomment>chosen-men.json: tests/wound/bands/fatal/effects/0/note</extracomment>
        <translation>Die Lafette ist zerschmettert: Das Geschütz ist zerstört.</translation>
    </message>
    <message>
        <source>After a natural 0 to hit: 1-5 a ranker, 6-8 the squad leader, 9-0 an officer within 6&quot; of the target. The wound die falls on the man struck: the squad leader is lost only if it kills him.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/explain</extracomment>
        <translation>Nach einer natürlichen 0 beim Treffen: 1-5 ein einfacher Soldat, 6-8 der Truppführer, 9-0 ein Offizier innerhalb von 6&quot; vom Ziel. Der Verwundungswürfel gilt dem getroffenen Mann: Der Truppführer ist nur verloren, wenn der Würfel ihn tötet.</translation>
    </message>
    <message>
        <source>The wound die for the man struck.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/ranker/then/0/explain</extracomment>
        <translation>Der Verwundungswürfel für den getroffenen Mann.</translation>
    </message>
    <message>
        <source>The wound die falls on the squad leader: a minor or serious wound leaves him leading; if it kills him the squad is leaderless.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/explain</extracomment>
        <translation>Der Verwundungswürfel gilt dem Truppführer: Mit einer leichten oder schweren Wunde führt er weiter; tötet er ihn, ist der Trupp führerlos.</translation>
    </message>
    <message>
        <source>The wound die for the squad leader.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/then/0/explain</extracomment>
        <translation>Der Verwundungswürfel für den Truppführer.</translation>
    </message>
    <message>
        <source>A roundshot&apos;s other wound dice, on other men.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/squad-leader/then/1/explain</extracomment>
        <translation>Die übrigen Verwundungswürfel einer Kanonenkugel, für andere Männer.</translation>
    </message>
    <message>
        <source>An officer within 6&quot; of the squad is struck: his wound die is rolled; if it kills him the squad counts its officer lost.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/explain</extracomment>
        <translation>Ein Offizier innerhalb von 6&quot; vom Trupp ist getroffen: Sein Verwundungswürfel wird geworfen; tötet er ihn, zählt der Trupp seinen Offizier als verloren.</translation>
    </message>
    <message>
        <source>The wound die for the officer struck.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/then/0/explain</extracomment>
        <translation>Der Verwundungswürfel für den getroffenen Offizier.</translation>
    </message>
    <message>
        <source>A roundshot&apos;s other wound dice, on the squad&apos;s men.</source>
        <extracomment>chosen-men.json: tests/who-is-hit/bands/officer/then/1/explain</extracomment>
        <translation>Die übrigen Verwundungswürfel einer Kanonenkugel, für die Männer des Trupps.</translation>
    </message>
    <message>
        <source>Wound die for an officer</source>
        <extracomment>chosen-men.json: tests/officer-wound/name</extracomment>
        <translation>Verwundungswürfel für einen Offizier</translation>
    </message>
    <message>
        <source>The wound die for an officer within 6&quot; of a squad, struck by a natural 0. He is a unit of his own, so the wound is marked on him by hand; if it kills him the squad counts its officer lost.</source>
        <extracomment>chosen-men.json: tests/officer-wound/explain</extracomment>
        <translation>Der Verwundungswürfel für einen Offizier innerhalb von 6&quot; von einem Trupp, getroffen durch eine natürliche 0. Er ist eine eigene Einheit, daher wird die Wunde von Hand bei ihm vermerkt; tötet sie ihn, zählt der Trupp seinen Offizier als verloren.</translation>
    </message>
    <message>
        <source>The officer struck takes a minor wound: mark it on him.</source>
        <extracomment>chosen-men.json: tests/officer-wound/bands/minor/effects/0/note</extracomment>
        <translation>Der getroffene Offizier erleidet eine leichte Wunde: Vermerken Sie sie bei ihm.</translation>
    </message>
    <message>
        <source>The officer struck takes a serious wound: mark it on him.</source>
        <extracomment>chosen-men.json: tests/officer-wound/bands/serious/effects/0/note</extracomment>
        <translation>Der getroffene Offizier erleidet eine schwere Wunde: Vermerken Sie sie bei ihm.</translation>
    </message>
    <message>
        <source>The officer struck is killed: take him out of play on his own sheet.</source>
        <extracomment>chosen-men.json: tests/officer-wound/bands/fatal/effects/1/note</extracomment>
        <translation>Der getroffene Offizier ist tot: Nehmen Sie ihn auf seinem eigenen Blatt aus dem Spiel.</translation>
    </message>
    <message>
        <source>Figure against figure: the figures in contact pair off, at most three against one, and each pair rolls a modified d10. Ahead by 1-2: the loser backs off beyond command distance (captured if it cannot). Ahead by 3 or more: the loser is a casualty and rolls a wound die for each point of the margin, every one on himself. A draw fights on next round; grenadiers and guards win a draw against other troops by 1, light troops lose one by 1. A figure facing two or three is outnumbered (-2) and rolls one die against them all.</source>
        <extracomment>chosen-men.json: tests/melee/explain</extracomment>
        <translation>Figur gegen Figur: Die Figuren in Kontakt bilden Paare, höchstens drei gegen eine, und jedes Paar würfelt einen modifizierten W10. Mit 1-2 vorn: Der Verlierer weicht über die Befehlsdistanz hinaus zurück (gefangen, wenn er das nicht kann). Mit 3 oder mehr vorn: Der Verlierer ist ein Verlust und würfelt für jeden Punkt des Unterschieds einen Verwundungswürfel, jeden für sich selbst. Ein Unentschieden kämpft in der nächsten Runde weiter; Grenadiere und Garden gewinnen ein Unentschieden gegen andere Truppen um 1, leichte Truppen verlieren eines um 1. Eine Figur gegen zwei oder drei ist in der Unterzahl (-2) und würfelt einen Würfel gegen alle.</translation>
    </message>
    <message>
        <source>Attacker&apos;s die already rolled</source>
        <extracomment>chosen-men.json: tests/melee/inputs/attackerDie/name</extracomment>
        <translation>Würfel des Angreifers bereits geworfen</translation>
    </message>
    <message>
        <source>When one attacking figure faces two or three defenders, its one die meets them all: for the second and third, its face (a 0 on the die is 10).</source>
        <extracomment>chosen-men.json: tests/melee/inputs/attackerDie/explain</extracomment>
        <translation>Steht eine angreifende Figur zwei oder drei Verteidigern gegenüber, gilt ihr einer Würfel gegen alle: für den zweiten und dritten seine Augenzahl (eine 0 auf dem Würfel ist 10).</translation>
    </message>
    <message>
        <source>Formed, with ten or more figures standing. Against horse in its flank or rear it keeps only this +1.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-defender/explain</extracomment>
        <translation>Geschlossen, mit zehn oder mehr stehenden Figuren. Gegen Reiter in Flanke oder Rücken behält sie nur dieses +1.</translation>
    </message>
    <message>
        <source>Formed infantry charging horse meet it to their front.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-bayonets-charging/explain</extracomment>
        <translation>Geschlossene Infanterie, die Reiter angreift, trifft sie frontal.</translation>
    </message>
    <message>
        <source>Only against horse to its front: struck in the flank or rear it has only the formed +1.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/formed-bayonets-receiving/explain</extracomment>
        <translation>Nur gegen Reiter von vorn: In Flanke oder Rücken getroffen, hat sie nur das +1 der geschlossenen Formation.</translation>
    </message>
    <message>
        <source>One figure facing two or three: the pairing ticks it.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-outnumbered/explain</extracomment>
        <translation>Eine Figur gegen zwei oder drei: Die Paarbildung kreuzt es an.</translation>
    </message>
    <message>
        <source>The attacking figure is the colour bearer.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/attacker-colours/explain</extracomment>
        <translation>Die angreifende Figur ist der Fahnenträger.</translation>
    </message>
    <message>
        <source>The defending figure is the colour bearer.</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/defender-colours/explain</extracomment>
        <translation>Die verteidigende Figur ist der Fahnenträger.</translation>
    </message>
    <message>
        <source>Horse into a flank or rear</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/flank/name</extracomment>
        <translation>Reiter in Flanke oder Rücken</translation>
    </message>
    <message>
        <source>Horse charged a flank or the rear: formed infantry there has no +5 against it, and if it wins it rolls an extra wound die against the loser for each point of its margin. (Taken as a test on its own, the extra dice go to a mounted winner; a charge or a melee continued gives them only to the charger.)</source>
        <extracomment>chosen-men.json: tests/melee/modifiers/flank/explain</extracomment>
        <translation>Reiter haben eine Flanke oder den Rücken angegriffen: Geschlossene Infanterie hat dort kein +5 gegen sie, und gewinnen sie, würfeln sie für jeden Punkt ihres Vorsprungs einen zusätzlichen Verwundungswürfel gegen den Verlierer. (Als eigene Probe abgelegt, erhält ein berittener Sieger die zusätzlichen Würfel; ein Angriff oder ein fortgesetzter Nahkampf gibt sie nur dem Angreifer.)</translation>
    </message>
    <message>
        <source>A wound die for each point of the margin (or the margin less 2, by option; horse charging a flank or rear adds one per point), all on the losing figure.</source>
        <extracomment>chosen-men.json: tests/melee/bands/casualty/explain</extracomment>
        <translation>Ein Verwundungswürfel für jeden Punkt des Vorsprungs (oder des Vorsprungs weniger 2, als Option; Reiter im Angriff auf Flanke oder Rücken fügen einen je Punkt hinzu), alle auf die unterlegene Figur.</translation>
    </message>
    <message>
        <source>Away from a quay: 1-6 the boat lands; 7-9 it must move off to another landing place; 0 it overturns: boat and cargo lost, everyone ashore but two turns drying out (they do nothing else) and powder wet until resupplied.</source>
        <extracomment>chosen-men.json: tests/boat-landing/explain</extracomment>
        <translation>Abseits eines Kais: 1-6 das Boot landet; 7-9 es muss zu einem anderen Landeplatz weiterfahren; 0 es kentert: Boot und Ladung verloren, alle an Land, aber zwei Züge Trocknen (sie tun nichts anderes) und nasses Pulver bis zum Nachschub.</translation>
    </message>
    <message>
        <source>The boat is lost with its cargo; everyone gets ashore.</source>
        <extracomment>chosen-men.json: tests/boat-landing/bands/upends/effects/0/note</extracomment>
        <translation>Das Boot ist mit seiner Ladung verloren; alle kommen an Land.</translation>
    </message>
    <message>
        <source>A fleeing unit tests its morale each time its card comes up, before it does anything: passed, it rallies; failed, it flees on.</source>
        <extracomment>chosen-men.json: triggers/fleeing-retest/explain</extracomment>
        <translation>Eine fliehende Einheit testet ihre Moral jedes Mal, wenn ihre Karte kommt, bevor sie etwas tut: bestanden, sie sammelt sich; misslungen, sie flieht weiter.</translation>
    </message>
    <message>
        <source>The charger tests its nerve (once a turn); the unit charged tests too, and if it was holding its fire it fires at close range before the charger moves, the charger testing again if hit. Then the charger rolls its move: its squad leader must reach the target. The figures in contact pair off, at most three against one, and fight bout by bout: a loser backs off or rolls wound dice on himself, a draw goes to grenadiers or against light troops. The side that wins more bouts wins the melee, and a side that took casualties tests its morale.</source>
        <extracomment>chosen-men.json: procedures/charge/explain</extracomment>
        <translation>Der Angreifer prüft seine Nerven (einmal je Zug); die angegriffene Einheit testet ebenfalls, und hielt sie ihr Feuer zurück, feuert sie auf kurze Entfernung, bevor der Angreifer sich bewegt, wobei der Angreifer bei Treffern erneut testet. Dann würfelt der Angreifer seine Bewegung: Sein Truppführer muss das Ziel erreichen. Die Figuren in Kontakt bilden Paare, höchstens drei gegen eine, und kämpfen Zweikampf um Zweikampf: Ein Verlierer weicht zurück oder würfelt Verwundungswürfel für sich, ein Unentschieden geht an Grenadiere oder gegen leichte Truppen. Die Seite, die mehr Zweikämpfe gewinnt, gewinnt den Nahkampf, und eine Seite mit Verlusten testet ihre Moral.</translation>
    </message>
    <message>
        <source>1 when horse charges a flank or the rear: formed infantry there has no +5 against it, and it rolls an extra wound die for each point it wins a bout by.</source>
        <extracomment>chosen-men.json: procedures/charge/inputs/flank/explain</extracomment>
        <translation>1, wenn Reiter eine Flanke oder den Rücken angreifen: Geschlossene Infanterie hat dort kein +5 gegen sie, und sie würfeln für jeden Punkt, um den sie einen Zweikampf gewinnen, einen zusätzlichen Verwundungswürfel.</translation>
    </message>
    <message>
        <source>Charging side&apos;s casualties before the melee</source>
        <extracomment>chosen-men.json: procedures/charge/vars/actorHurtBefore/name</extracomment>
        <translation>Verluste des Angreifers vor dem Nahkampf</translation>
    </message>
    <message>
        <source>Other side&apos;s casualties before the melee</source>
        <extracomment>chosen-men.json: procedures/charge/vars/targetHurtBefore/name</extracomment>
        <translation>Verluste der anderen Seite vor dem Nahkampf</translation>
    </message>
    <message>
        <source>Bouts won by the charging side</source>
        <extracomment>chosen-men.json: procedures/charge/vars/actorWins/name</extracomment>
        <translation>Vom Angreifer gewonnene Zweikämpfe</translation>
    </message>
    <message>
        <source>Bouts won by the other side</source>
        <extracomment>chosen-men.json: procedures/charge/vars/targetWins/name</extracomment>
        <translation>Von der anderen Seite gewonnene Zweikämpfe</translation>
    </message>
    <message>
        <source>Bouts drawn</source>
        <extracomment>chosen-men.json: procedures/charge/vars/draws/name</extracomment>
        <translation>Unentschiedene Zweikämpfe</translation>
    </message>
    <message>
        <source>The charging side won more bouts.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/charger-won/explain</extracomment>
        <translation>Der Angreifer hat mehr Zweikämpfe gewonnen.</translation>
    </message>
    <message>
        <source>The side charged won more bouts.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/defender-won/explain</extracomment>
        <translation>Die angegriffene Seite hat mehr Zweikämpfe gewonnen.</translation>
    </message>
    <message>
        <source>Neither side won more bouts. Where a bout was drawn the melee goes on next round.</source>
        <extracomment>chosen-men.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation>Keine Seite hat mehr Zweikämpfe gewonnen. Wo ein Zweikampf unentschieden war, geht der Nahkampf in der nächsten Runde weiter.</translation>
    </message>
    <message>
        <source>A unit holding its fire, loaded, fires at the charger at close range before the charger moves, but only after passing its morale test; a charger that takes casualties tests again.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/explain</extracomment>
        <translation>Eine Einheit, die geladen ihr Feuer zurückhält, feuert auf kurze Entfernung auf den Angreifer, bevor er sich bewegt, aber erst nach bestandener Moralprobe; ein Angreifer mit Verlusten testet erneut.</translation>
    </message>
    <message>
        <source>Every figure still standing fires at close range; each hit&apos;s wound die falls on one of the charger&apos;s men.</source>
        <extracomment>chosen-men.json: procedures/charge/responses/fire/steps/0/onOutcome/steady/0/explain</extracomment>
        <translation>Jede noch stehende Figur feuert auf kurze Entfernung; der Verwundungswürfel jedes Treffers gilt einem Mann des Angreifers.</translation>
    </message>
    <message>
        <source>Reach judged</source>
        <extracomment>chosen-men.json: procedures/charge/after/2/name</extracomment>
        <translation>Reichweite beurteilt</translation>
    </message>
    <message>
        <source>Once the charger is in contact its move is not needed again: charges that differ only in it go on alike.</source>
        <extracomment>chosen-men.json: procedures/charge/after/2/explain</extracomment>
        <translation>Ist der Angreifer in Kontakt, wird seine Bewegung nicht mehr gebraucht: Angriffe, die sich nur darin unterscheiden, gehen gleich weiter.</translation>
    </message>
    <message>
        <source>Casualties before the melee</source>
        <extracomment>chosen-men.json: procedures/charge/after/5/name</extracomment>
        <translation>Verluste vor dem Nahkampf</translation>
    </message>
    <message>
        <source>One die at a time, all on the figure that lost, until they are all rolled or he is down.</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/fights/onOutcome/casualty/2/explain</extracomment>
        <translation>Ein Würfel nach dem anderen, alle auf die unterlegene Figur, bis alle geworfen sind oder er ausgefallen ist.</translation>
    </message>
    <message>
        <source>Figure against figure</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/name</extracomment>
        <translation>Figur gegen Figur</translation>
    </message>
    <message>
        <source>The figures in contact pair off, at most three against one; each pair fights its bout, a figure facing two or three outnumbered and rolling one die against them all.</source>
        <extracomment>chosen-men.json: procedures/charge/after/6/explain</extracomment>
        <translation>Die Figuren in Kontakt bilden Paare, höchstens drei gegen eine; jedes Paar ficht seinen Zweikampf, eine Figur gegen zwei oder drei ist in der Unterzahl und würfelt einen Würfel gegen alle.</translation>
    </message>
    <message>
        <source>A drawn bout fights on next round: both units stay in the melee.</source>
        <extracomment>chosen-men.json: procedures/charge/after/7/explain</extracomment>
        <translation>Ein unentschiedener Zweikampf geht in der nächsten Runde weiter: Beide Einheiten bleiben im Nahkampf.</translation>
    </message>
    <message>
        <source>The charging side took casualties in the melee and tests at once.</source>
        <extracomment>chosen-men.json: procedures/charge/after/8/then/0/explain</extracomment>
        <translation>Der Angreifer hat im Nahkampf Verluste erlitten und testet sofort.</translation>
    </message>
    <message>
        <source>The side charged took casualties in the melee and tests at once.</source>
        <extracomment>chosen-men.json: procedures/charge/after/9/then/0/explain</extracomment>
        <translation>Die angegriffene Seite hat im Nahkampf Verluste erlitten und testet sofort.</translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: the figures in contact pair off again, at most three against one, and fight one more round bout by bout, with all that follows. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>chosen-men.json: procedures/melee/explain</extracomment>
        <translation>Ein Nahkampf, der aus einem früheren Zug weitergeht, oder zwischen Einheiten, die schon in Kontakt sind: Die Figuren in Kontakt bilden erneut Paare, höchstens drei gegen eine, und kämpfen eine weitere Runde Zweikampf um Zweikampf, mit allem, was folgt. Die Einheit, von deren Blatt er geöffnet wird, ist der Handelnde; wählen Sie die Einheit, gegen die sie kämpft.</translation>
    </message>
    <message>
        <source>The unit whose sheet it is won more bouts this round.</source>
        <extracomment>chosen-men.json: procedures/melee/endings/won/explain</extracomment>
        <translation>Die Einheit dieses Blattes hat in dieser Runde mehr Zweikämpfe gewonnen.</translation>
    </message>
    <message>
        <source>The unit it fights won more bouts this round.</source>
        <extracomment>chosen-men.json: procedures/melee/endings/lost/explain</extracomment>
        <translation>Die Einheit, gegen die sie kämpft, hat in dieser Runde mehr Zweikämpfe gewonnen.</translation>
    </message>
    <message>
        <source>Neither side won more bouts. Where a bout was drawn the melee goes on next turn.</source>
        <extracomment>chosen-men.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation>Keine Seite hat mehr Zweikämpfe gewonnen. Wo ein Zweikampf unentschieden war, geht der Nahkampf im nächsten Zug weiter.</translation>
    </message>
    <message>
        <source>A card for each unit and officer. Turn two at a time; each unit tests morale if it must, takes one action (move, load, fire, hold fire, heal) and resolves any melee. The turn ends once the last card drawn has been played: the next draw finds the deck used up, reshuffles it with new units added and lost ones removed, and turns the new turn&apos;s first cards. A formation&apos;s unit cards may be taken out, leaving only its officer&apos;s.</source>
        <extracomment>chosen-men.json: activation/explain</extracomment>
        <translation>Eine Karte für jede Einheit und jeden Offizier. Je zwei aufdecken; jede Einheit testet ihre Moral, wenn sie muss, führt eine Aktion aus (bewegen, laden, feuern, Feuer zurückhalten, heilen) und handelt jeden Nahkampf ab. Der Zug endet, sobald die zuletzt gezogene Karte gespielt ist: Das nächste Ziehen findet den Stapel aufgebraucht, mischt ihn neu mit hinzugekommenen und ohne verlorene Einheiten und deckt die ersten Karten des neuen Zuges auf. Die Einheitenkarten einer Formation dürfen herausgenommen werden, sodass nur die ihres Offiziers bleibt.</translation>
    </message>
    <message>
        <source>has fallen back to cover: it is steady again</source>
        <extracomment>chosen-men.json: activation/endOfTurn/4/explain</extracomment>
        <translation>ist in Deckung zurückgewichen: Sie ist wieder standhaft</translation>
    </message>
    <message>
        <source>dries out a turn</source>
        <extracomment>chosen-men.json: activation/endOfTurn/5/explain</extracomment>
        <translation>trocknet einen Zug</translation>
    </message>
    <message>
        <source>its sniper spent the turn loading</source>
        <extracomment>chosen-men.json: activation/endOfTurn/6/explain</extracomment>
        <translation>ihr Scharfschütze hat den Zug mit Laden verbracht</translation>
    </message>
    <message>
        <source>its sniper is loaded again</source>
        <extracomment>chosen-men.json: activation/endOfTurn/7/explain</extracomment>
        <translation>ihr Scharfschütze ist wieder geladen</translation>
    </message>
    <message>
        <source>A squad that does nothing else this turn treats its minor wounds: every man&apos;s are gone.</source>
        <extracomment>chosen-men.json: orders/heal/explain</extracomment>
        <translation>Ein Trupp, der in diesem Zug nichts anderes tut, versorgt seine leichten Wunden: Die aller Männer sind weg.</translation>
    </message>
    <message>
        <source>Hold fire</source>
        <extracomment>chosen-men.json: orders/hold-fire/name</extracomment>
        <translation>Feuer zurückhalten</translation>
    </message>
    <message>
        <source>The squad&apos;s action this turn is to hold its fire: until the turn ends, or it fires, it may fire at any target in close range, and a charger meets its fire before it moves in.</source>
        <extracomment>chosen-men.json: orders/hold-fire/explain</extracomment>
        <translation>Die Aktion des Trupps in diesem Zug ist, das Feuer zurückzuhalten: Bis der Zug endet oder er feuert, darf er auf jedes Ziel auf kurze Entfernung feuern, und ein Angreifer gerät in sein Feuer, bevor er heranrückt.</translation>
    </message>
    <message>
        <source>Only a loaded unit can hold its fire.</source>
        <extracomment>chosen-men.json: orders/hold-fire/requires/0/explain</extracomment>
        <translation>Nur eine geladene Einheit kann ihr Feuer zurückhalten.</translation>
    </message>
    <message>
        <source>It has already acted this turn.</source>
        <extracomment>chosen-men.json: orders/hold-fire/requires/1/explain</extracomment>
        <translation>Sie hat in diesem Zug schon gehandelt.</translation>
    </message>
    <message>
        <source>It is holding its fire already.</source>
        <extracomment>chosen-men.json: orders/hold-fire/requires/2/explain</extracomment>
        <translation>Sie hält ihr Feuer bereits zurück.</translation>
    </message>
    <message>
        <source>Tap-load the rifles</source>
        <extracomment>chosen-men.json: orders/tap-load/name</extracomment>
        <translation>Büchsen schnell laden</translation>
    </message>
    <message>
        <source>Riflemen ram the ball home without patching it: the rifle loads in one turn instead of two, but fires as a musket (no rifle&apos;s +1, a musket&apos;s ranges) until it is loaded properly.</source>
        <extracomment>chosen-men.json: orders/tap-load/explain</extracomment>
        <translation>Die Schützen stoßen die Kugel ohne Pflaster hinunter: Die Büchse lädt in einem Zug statt in zweien, feuert aber wie eine Muskete (kein +1 der Büchse, Reichweiten der Muskete), bis sie ordentlich geladen ist.</translation>
    </message>
    <message>
        <source>It is loaded already.</source>
        <extracomment>chosen-men.json: orders/tap-load/requires/0/explain</extracomment>
        <translation>Sie ist bereits geladen.</translation>
    </message>
    <message>
        <source>Its rifles need no more than a turn&apos;s loading: tap-loading gains nothing.</source>
        <extracomment>chosen-men.json: orders/tap-load/requires/1/explain</extracomment>
        <translation>Ihre Büchsen brauchen nicht mehr als einen Zug zum Laden: Schnelles Laden bringt nichts.</translation>
    </message>
    <message>
        <source>Resupplied with dry powder</source>
        <extracomment>chosen-men.json: orders/resupply/name</extracomment>
        <translation>Mit trockenem Pulver versorgt</translation>
    </message>
    <message>
        <source>Fresh, dry powder reaches the squad (from a supply point, a wagon or a friendly unit): its muskets can fire again once loaded.</source>
        <extracomment>chosen-men.json: orders/resupply/explain</extracomment>
        <translation>Frisches, trockenes Pulver erreicht den Trupp (von einem Versorgungspunkt, einem Wagen oder einer befreundeten Einheit): Seine Musketen können wieder feuern, sobald sie geladen sind.</translation>
    </message>
    <message>
        <source>Dry powder has reached the squad?</source>
        <extracomment>chosen-men.json: orders/resupply/asks/supplied/name</extracomment>
        <translation>Hat trockenes Pulver den Trupp erreicht?</translation>
    </message>
    <message>
        <source>Only dry powder that has reached it dries its muskets.</source>
        <extracomment>chosen-men.json: orders/resupply/requires/0/explain</extracomment>
        <translation>Nur trockenes Pulver, das ihn erreicht hat, macht seine Musketen wieder brauchbar.</translation>
    </message>
    <message>
        <source>An officer within 2&quot; names a new squad leader (the NCO if he stands, else a ranker): the squad is led again and no longer bound to load or fire from cover.</source>
        <extracomment>chosen-men.json: orders/field-promotion/explain</extracomment>
        <translation>Ein Offizier innerhalb von 2&quot; ernennt einen neuen Truppführer (den Unteroffizier, wenn er steht, sonst einen einfachen Soldaten): Der Trupp wird wieder geführt und ist nicht mehr an Laden oder Feuern aus der Deckung gebunden.</translation>
    </message>
    <message>
        <source>The officer spends a point of his bonus to take a wound off one of his squad&apos;s men: a serious one if any man has one (the worst hurt first), else a minor one.</source>
        <extracomment>chosen-men.json: orders/officer-treats/explain</extracomment>
        <translation>Der Offizier gibt einen Punkt seines Bonus aus, um einem Mann seines Trupps eine Wunde zu nehmen: eine schwere, wenn ein Mann eine hat (der am schwersten Verletzte zuerst), sonst eine leichte.</translation>
    </message>
    <message>
        <source>A loaded gun stays where it is (unless it is aboard a boat): fire it before it is moved.</source>
        <extracomment>chosen-men.json: tests/move/requires/1/explain</extracomment>
        <translation>Ein geladenes Geschütz bleibt, wo es ist (außer an Bord eines Bootes): Feuern Sie es ab, bevor es bewegt wird.</translation>
    </message>
    <message>
        <source>Rifle, tap-loaded</source>
        <extracomment>chosen-men.json: weapons/rifle-tap-loaded/name</extracomment>
        <translation>Büchse, schnell geladen</translation>
    </message>
    <message>
        <source>Fires as a musket until it is loaded properly: a musket&apos;s ranges.</source>
        <extracomment>chosen-men.json: weapons/rifle-tap-loaded/explain</extracomment>
        <translation>Feuert wie eine Muskete, bis sie ordentlich geladen ist: die Reichweiten einer Muskete.</translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <extracomment>chosen-men.json: tests/fire/inputs/distance/name</extracomment>
        <translation>Entfernung zum Ziel</translation>
    </message>
    <message>
        <source>Measured to the target; sets the range band from the firers&apos; weapon (0: chosen by hand). Past its effective range the target is out of range.</source>
        <extracomment>chosen-men.json: tests/fire/inputs/distance/explain</extracomment>
        <translation>Bis zum Ziel gemessen; bestimmt die Entfernungsstufe nach der Waffe der Schützen (0: von Hand gewählt). Jenseits ihrer wirksamen Reichweite ist das Ziel außer Reichweite.</translation>
    </message>
</context>
<context>
    <name>ruleset:kgcwo</name>
    <message>
        <source>King George Commands and We Obey</source>
        <extracomment>kgcwo.json: name</extracomment>
        <translation>King George Commands and We Obey</translation>
    </message>
    <message>
        <source>Regiment and brigade scale Napoleonic rules driven by a deck of activation cards. Every test is a D10: 5 or more after modifiers passes, a natural 10 always passes and a natural 1 always fails.</source>
        <extracomment>kgcwo.json: explain</extracomment>
        <translation>Napoleonische Regeln im Maßstab Regiment und Brigade, angetrieben von einem Stapel Aktivierungskarten. Jeder Test ist ein W10: 5 oder mehr nach Modifikatoren besteht, eine natürliche 10 besteht immer und eine natürliche 1 misslingt immer.</translation>
    </message>
    <message>
        <source>Rating in the morale table</source>
        <extracomment>kgcwo.json: options/morale-table-rating/name</extracomment>
        <translation>Wertung in der Moraltabelle</translation>
    </message>
    <message>
        <source>The printed morale table adds the melee rating, which looks like a slip for the morale rating. We use the morale rating; choose melee to follow the print.</source>
        <extracomment>kgcwo.json: options/morale-table-rating/explain</extracomment>
        <translation>Die gedruckte Moraltabelle addiert die Nahkampfwertung, was nach einem Versehen für die Moralwertung aussieht. Wir nehmen die Moralwertung; wählen Sie Nahkampf, um dem Druck zu folgen.</translation>
    </message>
    <message>
        <source>Morale rating</source>
        <extracomment>kgcwo.json: options/morale-table-rating/choices/morale/name</extracomment>
        <translation>Moralwertung</translation>
    </message>
    <message>
        <source>Melee rating (as printed)</source>
        <extracomment>kgcwo.json: options/morale-table-rating/choices/melee/name</extracomment>
        <translation>Nahkampfwertung (wie gedruckt)</translation>
    </message>
    <message>
        <source>Rating that sets formation-change cost</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/name</extracomment>
        <translation>Wertung, die die Kosten eines Formationswechsels bestimmt</translation>
    </message>
    <message>
        <source>The rules give the cost by &apos;quality&apos; without saying which rating. We read it as the morale rating.</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/explain</extracomment>
        <translation>Die Regeln geben die Kosten nach „Qualität“ an, ohne zu sagen, welche Wertung. Wir lesen die Moralwertung.</translation>
    </message>
    <message>
        <source>Melee rating</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/choices/melee/name</extracomment>
        <translation>Nahkampfwertung</translation>
    </message>
    <message>
        <source>Fire rating</source>
        <extracomment>kgcwo.json: options/formation-cost-rating/choices/fire/name</extracomment>
        <translation>Feuerwertung</translation>
    </message>
    <message>
        <source>Routed units take the shaken modifier</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/name</extracomment>
        <translation>Fliehende Einheiten erhalten den Modifikator für erschüttert</translation>
    </message>
    <message>
        <source>Routed is worse than shaken, so we apply the -1 for shaken to routed units too.</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/explain</extracomment>
        <translation>In Flucht ist schlimmer als erschüttert, also wenden wir das -1 für erschüttert auch auf fliehende Einheiten an.</translation>
    </message>
    <message>
        <source>Yes</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/choices/yes/name</extracomment>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <extracomment>kgcwo.json: options/routed-counts-as-shaken/choices/no/name</extracomment>
        <translation>Nein</translation>
    </message>
    <message>
        <source>A routed unit that fails morale again</source>
        <extracomment>kgcwo.json: options/routed-fails-again/name</extracomment>
        <translation>Eine fliehende Einheit, die erneut in der Moral versagt</translation>
    </message>
    <message>
        <source>The ladder ends at Routed. By default the unit stays routed; a house rule removes it.</source>
        <extracomment>kgcwo.json: options/routed-fails-again/explain</extracomment>
        <translation>Die Leiter endet bei In Flucht. Standardmäßig bleibt die Einheit in Flucht; eine Hausregel entfernt sie.</translation>
    </message>
    <message>
        <source>Stays routed</source>
        <extracomment>kgcwo.json: options/routed-fails-again/choices/stays/name</extracomment>
        <translation>Bleibt in Flucht</translation>
    </message>
    <message>
        <source>Leaves the field</source>
        <extracomment>kgcwo.json: options/routed-fails-again/choices/removed/name</extracomment>
        <translation>Verlässt das Feld</translation>
    </message>
    <message>
        <source>When to check for received wounds</source>
        <extracomment>kgcwo.json: options/wounds-check/name</extracomment>
        <translation>Wann auf erlittene Verwundungen getestet wird</translation>
    </message>
    <message>
        <source>We take one &apos;received wounds&apos; check after an attack that caused any casualty; some tables take one per casualty.</source>
        <extracomment>kgcwo.json: options/wounds-check/explain</extracomment>
        <translation>Wir legen einen Test auf „erlittene Verwundungen“ nach einem Angriff ab, der überhaupt Verluste verursacht hat; manche Spielrunden legen einen je Verlust ab.</translation>
    </message>
    <message>
        <source>Once per attack</source>
        <extracomment>kgcwo.json: options/wounds-check/choices/per-attack/name</extracomment>
        <translation>Einmal je Angriff</translation>
    </message>
    <message>
        <source>Once per casualty</source>
        <extracomment>kgcwo.json: options/wounds-check/choices/per-casualty/name</extracomment>
        <translation>Einmal je Verlust</translation>
    </message>
    <message>
        <source>Guns count as smoothbore</source>
        <extracomment>kgcwo.json: options/artillery-smoothbore/name</extracomment>
        <translation>Geschütze gelten als glattläufig</translation>
    </message>
    <message>
        <source>The smoothbore -1 is read as applying to muskets and carbines; guns have their own modifiers.</source>
        <extracomment>kgcwo.json: options/artillery-smoothbore/explain</extracomment>
        <translation>Das -1 für glattläufig wird auf Musketen und Karabiner bezogen; Geschütze haben eigene Modifikatoren.</translation>
    </message>
    <message>
        <source>How the fate table is read</source>
        <extracomment>kgcwo.json: options/fate-reading/name</extracomment>
        <translation>Wie die Schicksalstabelle gelesen wird</translation>
    </message>
    <message>
        <source>The card says roll a D10 for Fortune or Calamity, but the fate table is numbered 11-66. We roll a D66 after the D10 (the D10 only names it). Alternatively the next card&apos;s kind picks the tens and a D6 the units.</source>
        <extracomment>kgcwo-1.0.0.json: options/fate-reading/explain</extracomment>
        <translation>Die Karte sagt, man würfle einen W10 für Glück oder Unglück, aber die Schicksalstabelle ist von 11 bis 66 nummeriert. Wir würfeln nach dem W10 einen W66 (der W10 benennt nur). Andernfalls bestimmt die Art der nächsten Karte die Zehner und ein W6 die Einer.</translation>
    </message>
    <message>
        <source>Roll a D66</source>
        <extracomment>kgcwo.json: options/fate-reading/choices/d66/name</extracomment>
        <translation>Einen W66 würfeln</translation>
    </message>
    <message>
        <source>Tens from the next card drawn</source>
        <extracomment>kgcwo.json: options/fate-reading/choices/next-card/name</extracomment>
        <translation>Zehner von der nächsten gezogenen Karte</translation>
    </message>
    <message>
        <source>Where End of turn goes in the deck</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/name</extracomment>
        <translation>Wohin Zugende im Stapel kommt</translation>
    </message>
    <message>
        <source>We shuffle End of turn in with the rest, so some units may not act in a turn.</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/explain</extracomment>
        <translation>Wir mischen Zugende mit den übrigen Karten, sodass manche Einheiten in einem Zug vielleicht nicht handeln.</translation>
    </message>
    <message>
        <source>Shuffled in</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/choices/shuffled/name</extracomment>
        <translation>Eingemischt</translation>
    </message>
    <message>
        <source>At the bottom</source>
        <extracomment>kgcwo.json: options/end-of-turn-placement/choices/bottom/name</extracomment>
        <translation>Ganz unten</translation>
    </message>
    <message>
        <source>Scale of the game</source>
        <extracomment>kgcwo.json: options/cardScale/name</extracomment>
        <translation>Maßstab des Spiels</translation>
    </message>
    <message>
        <source>At regiment scale every unit and every commander has a card; at brigade scale only the commanders do, and each activates the units under him. A scenario usually settles this in its settings (the id keeps the spelling scenarios already use).</source>
        <extracomment>kgcwo.json: options/cardScale/explain</extracomment>
        <translation>Im Regimentsmaßstab hat jede Einheit und jeder Befehlshaber eine Karte; im Brigademaßstab nur die Befehlshaber, und jeder aktiviert die ihm unterstellten Einheiten. Meist legt ein Szenario dies in seinen Einstellungen fest (die ID behält die Schreibung, die Szenarien schon verwenden).</translation>
    </message>
    <message>
        <source>A card per unit and per commander</source>
        <extracomment>kgcwo.json: options/cardScale/choices/unit/name</extracomment>
        <translation>Eine Karte je Einheit und je Befehlshaber</translation>
    </message>
    <message>
        <source>Commanders&apos; cards only</source>
        <extracomment>kgcwo.json: options/cardScale/choices/commander/name</extracomment>
        <translation>Nur Karten der Befehlshaber</translation>
    </message>
    <message>
        <source>Quality</source>
        <extracomment>kgcwo.json: ladders/quality/name</extracomment>
        <translation>Qualität</translation>
    </message>
    <message>
        <source>Fire, melee and morale are each rated A (best) to E; the rating is added to the rolls it governs.</source>
        <extracomment>kgcwo.json: ladders/quality/explain</extracomment>
        <translation>Feuer, Nahkampf und Moral werden jeweils von A (beste) bis E gewertet; die Wertung wird zu den Würfen addiert, die sie betrifft.</translation>
    </message>
    <message>
        <source>Leader rating</source>
        <extracomment>kgcwo.json: ladders/leader/name</extracomment>
        <translation>Führungswertung</translation>
    </message>
    <message>
        <source>A better leader controls units over a wider command radius (he also needs line of sight to the commanders he activates).</source>
        <extracomment>kgcwo.json: ladders/leader/explain</extracomment>
        <translation>Ein besserer Anführer führt Einheiten über einen größeren Befehlsradius (er braucht außerdem Sichtlinie zu den Befehlshabern, die er aktiviert).</translation>
    </message>
    <message>
        <source>Poor</source>
        <extracomment>kgcwo.json: ladders/leader/steps/poor/name</extracomment>
        <translation>Schwach</translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>kgcwo.json: ladders/leader/steps/good/name</extracomment>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Exceptional</source>
        <extracomment>kgcwo.json: ladders/leader/steps/exceptional/name</extracomment>
        <translation>Hervorragend</translation>
    </message>
    <message>
        <source>Morale state</source>
        <extracomment>kgcwo.json: ladders/morale-state/name</extracomment>
        <translation>Moralzustand</translation>
    </message>
    <message>
        <source>Failing a morale check moves a unit down this ladder; rallying moves it back up.</source>
        <extracomment>kgcwo.json: ladders/morale-state/explain</extracomment>
        <translation>Ein misslungener Moraltest bewegt eine Einheit auf dieser Leiter nach unten; Sammeln bewegt sie wieder hinauf.</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>kgcwo.json: ladders/morale-state/steps/normal/name</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Shaken</source>
        <extracomment>kgcwo.json: ladders/morale-state/steps/shaken/name</extracomment>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Routed</source>
        <extracomment>kgcwo.json: ladders/morale-state/steps/routed/name</extracomment>
        <translation>In Flucht</translation>
    </message>
    <message>
        <source>March column</source>
        <extracomment>kgcwo.json: formations/march-column/name</extracomment>
        <translation>Marschkolonne</translation>
    </message>
    <message>
        <source>Fast on the move, helpless if caught. Formed infantry and cavalry.</source>
        <extracomment>kgcwo.json: formations/march-column/explain</extracomment>
        <translation>Schnell in der Bewegung, hilflos, wenn sie gestellt wird. Geschlossene Infanterie und Kavallerie.</translation>
    </message>
    <message>
        <source>Attack column</source>
        <extracomment>kgcwo.json: formations/attack-column/name</extracomment>
        <translation>Angriffskolonne</translation>
    </message>
    <message>
        <source>Bases one behind another, for closing with the enemy. Formed infantry of armies other than the British and their allies.</source>
        <extracomment>kgcwo.json: formations/attack-column/explain</extracomment>
        <translation>Basen hintereinander, um an den Feind heranzugehen. Geschlossene Infanterie aller Armeen außer der britischen und ihrer Verbündeten.</translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>kgcwo.json: formations/line/name</extracomment>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Bases side by side: the best formation for firing. Formed infantry and cavalry.</source>
        <extracomment>kgcwo.json: formations/line/explain</extracomment>
        <translation>Basen nebeneinander: die beste Formation zum Feuern. Geschlossene Infanterie und Kavallerie.</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <extracomment>kgcwo.json: formations/skirmish/name</extracomment>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>Open order, for light infantry and detached companies; only units able to skirmish may take it.</source>
        <extracomment>kgcwo.json: formations/skirmish/explain</extracomment>
        <translation>Offene Ordnung, für leichte Infanterie und abgestellte Kompanien; nur plänklerfähige Einheiten dürfen sie einnehmen.</translation>
    </message>
    <message>
        <source>Square</source>
        <extracomment>kgcwo.json: formations/square/name</extracomment>
        <translation>Karree</translation>
    </message>
    <message>
        <source>Against cavalry. It cannot move and may fire in any direction, at most one point at each target. Formed infantry only.</source>
        <extracomment>kgcwo.json: formations/square/explain</extracomment>
        <translation>Gegen Kavallerie. Es kann sich nicht bewegen und darf in jede Richtung feuern, höchstens einen Punkt auf jedes Ziel. Nur geschlossene Infanterie.</translation>
    </message>
    <message>
        <source>Limbered</source>
        <extracomment>kgcwo.json: formations/limbered/name</extracomment>
        <translation>Aufgeprotzt</translation>
    </message>
    <message>
        <source>Guns hitched up to move.</source>
        <extracomment>kgcwo.json: formations/limbered/explain</extracomment>
        <translation>Geschütze zum Marsch angespannt.</translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <extracomment>kgcwo.json: formations/unlimbered/name</extracomment>
        <translation>Abgeprotzt</translation>
    </message>
    <message>
        <source>Guns deployed to fire; they can only pivot.</source>
        <extracomment>kgcwo.json: formations/unlimbered/explain</extracomment>
        <translation>Geschütze zum Feuern aufgestellt; sie können nur schwenken.</translation>
    </message>
    <message>
        <source>Mounted</source>
        <extracomment>kgcwo.json: formations/mounted/name</extracomment>
        <translation>Beritten</translation>
    </message>
    <message>
        <source>A commander on the table.</source>
        <extracomment>kgcwo.json: formations/mounted/explain</extracomment>
        <translation>Ein Befehlshaber auf dem Tisch.</translation>
    </message>
    <message>
        <source>Infantry regiment</source>
        <extracomment>kgcwo.json: unitTypes/infantry/name</extracomment>
        <translation>Infanterieregiment</translation>
    </message>
    <message>
        <source>Three bases. Three fire and melee dice; removed at three casualties.</source>
        <extracomment>kgcwo.json: unitTypes/infantry/explain</extracomment>
        <translation>Drei Basen. Drei Feuer- und Nahkampfwürfel; entfernt bei drei Verlusten.</translation>
    </message>
    <message>
        <source>Detached skirmish company</source>
        <extracomment>kgcwo.json: unitTypes/detached-company/name</extracomment>
        <translation>Abgestellte Plänklerkompanie</translation>
    </message>
    <message>
        <source>A light company sent ahead of its regiment: one die, removed at its first casualty, which is recorded against the parent regiment.</source>
        <extracomment>kgcwo.json: unitTypes/detached-company/explain</extracomment>
        <translation>Eine leichte Kompanie, ihrem Regiment vorausgeschickt: ein Würfel, entfernt beim ersten Verlust, der dem Stammregiment angerechnet wird.</translation>
    </message>
    <message>
        <source>Cavalry regiment</source>
        <extracomment>kgcwo.json: unitTypes/cavalry/name</extracomment>
        <translation>Kavallerieregiment</translation>
    </message>
    <message>
        <source>Three bases. Three dice; removed at three casualties.</source>
        <extracomment>kgcwo.json: unitTypes/cavalry/explain</extracomment>
        <translation>Drei Basen. Drei Würfel; entfernt bei drei Verlusten.</translation>
    </message>
    <message>
        <source>Light battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-light/name</extracomment>
        <translation>Leichte Batterie</translation>
    </message>
    <message>
        <source>Two bases. Two fire dice, two melee dice; removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-light/explain</extracomment>
        <translation>Zwei Basen. Zwei Feuerwürfel, zwei Nahkampfwürfel; entfernt bei zwei Verlusten.</translation>
    </message>
    <message>
        <source>Horse battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-horse/name</extracomment>
        <translation>Reitende Batterie</translation>
    </message>
    <message>
        <source>Light guns that keep up with cavalry: they move faster limbered on roads.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-horse/explain</extracomment>
        <translation>Leichte Geschütze, die mit der Kavallerie Schritt halten: aufgeprotzt sind sie auf Straßen schneller.</translation>
    </message>
    <message>
        <source>Medium battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-medium/name</extracomment>
        <translation>Mittlere Batterie</translation>
    </message>
    <message>
        <source>Three fire dice, two melee dice; removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-medium/explain</extracomment>
        <translation>Drei Feuerwürfel, zwei Nahkampfwürfel; entfernt bei zwei Verlusten.</translation>
    </message>
    <message>
        <source>Heavy battery</source>
        <extracomment>kgcwo.json: unitTypes/artillery-heavy/name</extracomment>
        <translation>Schwere Batterie</translation>
    </message>
    <message>
        <source>Four fire dice, two melee dice; removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/artillery-heavy/explain</extracomment>
        <translation>Vier Feuerwürfel, zwei Nahkampfwürfel; entfernt bei zwei Verlusten.</translation>
    </message>
    <message>
        <source>Howitzer battery</source>
        <extracomment>kgcwo.json: unitTypes/howitzer/name</extracomment>
        <translation>Haubitzbatterie</translation>
    </message>
    <message>
        <source>Four fire dice, two melee dice; removed at two casualties. Its shells burst over cover.</source>
        <extracomment>kgcwo.json: unitTypes/howitzer/explain</extracomment>
        <translation>Vier Feuerwürfel, zwei Nahkampfwürfel; entfernt bei zwei Verlusten. Ihre Granaten krepieren über der Deckung.</translation>
    </message>
    <message>
        <source>Rocket troop</source>
        <extracomment>kgcwo.json: unitTypes/rockets/name</extracomment>
        <translation>Raketentruppe</translation>
    </message>
    <message>
        <source>No fire dice: rockets fly by their own procedure. Removed at two casualties.</source>
        <extracomment>kgcwo.json: unitTypes/rockets/explain</extracomment>
        <translation>Keine Feuerwürfel: Raketen fliegen nach ihrem eigenen Verfahren. Entfernt bei zwei Verlusten.</translation>
    </message>
    <message>
        <source>Commander</source>
        <extracomment>kgcwo.json: unitTypes/commander/name</extracomment>
        <translation>Befehlshaber</translation>
    </message>
    <message>
        <source>A general&apos;s base, for movement.</source>
        <extracomment>kgcwo.json: unitTypes/commander/explain</extracomment>
        <translation>Die Base eines Generals, für die Bewegung.</translation>
    </message>
    <message>
        <source>For commanders: sets the command radius.</source>
        <extracomment>kgcwo.json: fields/leader-rating/explain</extracomment>
        <translation>Für Befehlshaber: bestimmt den Befehlsradius.</translation>
    </message>
    <message>
        <source>Casualties</source>
        <extracomment>kgcwo.json: fields/casualties/name</extracomment>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Formation</source>
        <extracomment>kgcwo.json: fields/formation/name</extracomment>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Army</source>
        <extracomment>kgcwo.json: fields/nationality/name</extracomment>
        <translation>Armee</translation>
    </message>
    <message>
        <source>Sets the chain of formation changes.</source>
        <extracomment>kgcwo.json: fields/nationality/explain</extracomment>
        <translation>Bestimmt die Kette der Formationswechsel.</translation>
    </message>
    <message>
        <source>Fired</source>
        <extracomment>kgcwo.json: fields/fired/name</extracomment>
        <translation>Gefeuert</translation>
    </message>
    <message>
        <source>Has fired since its last reload: no first-shot bonus.</source>
        <extracomment>kgcwo.json: fields/fired/explain</extracomment>
        <translation>Hat seit dem letzten Nachladen gefeuert: kein Bonus für den ersten Schuss.</translation>
    </message>
    <message>
        <source>On hold</source>
        <extracomment>kgcwo.json: fields/hold/name</extracomment>
        <translation>In Bereitschaft</translation>
    </message>
    <message>
        <source>Holding its activation for later this turn.</source>
        <extracomment>kgcwo-1.0.0.json: fields/hold/explain</extracomment>
        <translation>Hält ihre Aktivierung für später in diesem Zug zurück.</translation>
    </message>
    <message>
        <source>Evading</source>
        <extracomment>kgcwo.json: fields/evading/name</extracomment>
        <translation>Weicht aus</translation>
    </message>
    <message>
        <source>Keeps running towards its base line each activation until rallied.</source>
        <extracomment>kgcwo.json: fields/evading/explain</extracomment>
        <translation>Läuft bei jeder Aktivierung weiter auf ihre Grundlinie zu, bis sie gesammelt ist.</translation>
    </message>
    <message>
        <source>Activated this turn</source>
        <extracomment>kgcwo.json: fields/activated/name</extracomment>
        <translation>In diesem Zug aktiviert</translation>
    </message>
    <message>
        <source>Can skirmish</source>
        <extracomment>kgcwo.json: fields/skirmish-capable/name</extracomment>
        <translation>Kann plänkeln</translation>
    </message>
    <message>
        <source>Light troops able to take skirmish order.</source>
        <extracomment>kgcwo.json: fields/skirmish-capable/explain</extracomment>
        <translation>Leichte Truppen, die Plänklerordnung einnehmen können.</translation>
    </message>
    <message>
        <source>Smoothbore</source>
        <extracomment>kgcwo.json: fields/smoothbore/name</extracomment>
        <translation>Glattläufig</translation>
    </message>
    <message>
        <source>Armed with smoothbore muskets or carbines.</source>
        <extracomment>kgcwo.json: fields/smoothbore/explain</extracomment>
        <translation>Mit glattläufigen Musketen oder Karabinern bewaffnet.</translation>
    </message>
    <message>
        <source>Lancers</source>
        <extracomment>kgcwo.json: fields/lancers/name</extracomment>
        <translation>Ulanen</translation>
    </message>
    <message>
        <source>Armoured</source>
        <extracomment>kgcwo.json: fields/armoured/name</extracomment>
        <translation>Gepanzert</translation>
    </message>
    <message>
        <source>Cuirassiers and the like.</source>
        <extracomment>kgcwo.json: fields/armoured/explain</extracomment>
        <translation>Kürassiere und dergleichen.</translation>
    </message>
    <message>
        <source>Defending an obstacle</source>
        <extracomment>kgcwo.json: fields/defending-obstacle/name</extracomment>
        <translation>Verteidigt ein Hindernis</translation>
    </message>
    <message>
        <source>Move bonus</source>
        <extracomment>kgcwo.json: fields/move-bonus/name</extracomment>
        <translation>Bewegungsbonus</translation>
    </message>
    <message>
        <source>Inches added to every move (fate 42).</source>
        <extracomment>kgcwo.json: fields/move-bonus/explain</extracomment>
        <translation>Zoll, die zu jeder Bewegung addiert werden (Schicksal 42).</translation>
    </message>
    <message>
        <source>Turns to miss</source>
        <extracomment>kgcwo.json: fields/missed-turns/name</extracomment>
        <translation>Auszusetzende Züge</translation>
    </message>
    <message>
        <source>Activations per turn</source>
        <extracomment>kgcwo.json: fields/activations/name</extracomment>
        <translation>Aktivierungen je Zug</translation>
    </message>
    <message>
        <source>Fate 41 lets a unit act twice.</source>
        <extracomment>kgcwo-1.0.0.json: fields/activations/explain</extracomment>
        <translation>Schicksal 41 lässt eine Einheit zweimal handeln.</translation>
    </message>
    <message>
        <source>A unit is removed when its casualties reach its maximum.</source>
        <extracomment>kgcwo.json: removal/explain</extracomment>
        <translation>Eine Einheit wird entfernt, wenn ihre Verluste ihr Maximum erreichen.</translation>
    </message>
    <message>
        <source>Formations change one step at a time along the army&apos;s chain. Each step costs part of a move by the unit&apos;s quality; shaken units, and quality E units, must also pass a morale check for each step. A change dearer than one move carries on into the next activation.</source>
        <extracomment>kgcwo.json: formationChanges/explain</extracomment>
        <translation>Formationen wechseln Schritt für Schritt entlang der Kette der Armee. Jeder Schritt kostet einen Teil einer Bewegung nach der Qualität der Einheit; erschütterte Einheiten und Einheiten der Qualität E müssen außerdem für jeden Schritt einen Moraltest bestehen. Ein Wechsel, der mehr als eine Bewegung kostet, setzt sich in der nächsten Aktivierung fort.</translation>
    </message>
    <message>
        <source>British, Portuguese and Spanish</source>
        <extracomment>kgcwo.json: formationChanges/chains/british-and-allies/name</extracomment>
        <translation>Briten, Portugiesen und Spanier</translation>
    </message>
    <message>
        <source>All other armies</source>
        <extracomment>kgcwo.json: formationChanges/chains/others/name</extracomment>
        <translation>Alle anderen Armeen</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>kgcwo.json: movementColumns/move/name</extracomment>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>The distance the unit may move in this formation.</source>
        <extracomment>kgcwo.json: movementColumns/move/explain</extracomment>
        <translation>Die Weite, die die Einheit in dieser Formation ziehen darf.</translation>
    </message>
    <message>
        <source>Rough ground</source>
        <extracomment>kgcwo.json: movementColumns/rough/name</extracomment>
        <translation>Schwieriges Gelände</translation>
    </message>
    <message>
        <source>The distance across rough ground.</source>
        <extracomment>kgcwo.json: movementColumns/rough/explain</extracomment>
        <translation>Die Weite durch schwieriges Gelände.</translation>
    </message>
    <message>
        <source>Road</source>
        <extracomment>kgcwo.json: movementColumns/road/name</extracomment>
        <translation>Straße</translation>
    </message>
    <message>
        <source>The distance along a road.</source>
        <extracomment>kgcwo.json: movementColumns/road/explain</extracomment>
        <translation>Die Weite auf einer Straße.</translation>
    </message>
    <message>
        <source>Charge</source>
        <extracomment>kgcwo.json: movementColumns/charge/name</extracomment>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>The distance the unit may charge.</source>
        <extracomment>kgcwo.json: movementColumns/charge/explain</extracomment>
        <translation>Die Weite, die die Einheit angreifen darf.</translation>
    </message>
    <message>
        <source>Carbine</source>
        <extracomment>kgcwo.json: weapons/carbine/name</extracomment>
        <translation>Karabiner</translation>
    </message>
    <message>
        <source>Napoleonic cavalry only.</source>
        <extracomment>kgcwo.json: weapons/carbine/explain</extracomment>
        <translation>Nur napoleonische Kavallerie.</translation>
    </message>
    <message>
        <source>Musket</source>
        <extracomment>kgcwo.json: weapons/musket/name</extracomment>
        <translation>Muskete</translation>
    </message>
    <message>
        <source>Rifled musket</source>
        <extracomment>kgcwo.json: weapons/rifled-musket/name</extracomment>
        <translation>Gezogene Muskete</translation>
    </message>
    <message>
        <source>Artillery</source>
        <extracomment>kgcwo.json: weapons/artillery/name</extracomment>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Canister out to 6&quot;.</source>
        <extracomment>kgcwo.json: weapons/artillery/explain</extracomment>
        <translation>Kartätsche bis 6&quot;.</translation>
    </message>
    <message>
        <source>Howitzer</source>
        <extracomment>kgcwo.json: weapons/howitzer/name</extracomment>
        <translation>Haubitze</translation>
    </message>
    <message>
        <source>Rockets</source>
        <extracomment>kgcwo.json: weapons/rockets/name</extracomment>
        <translation>Raketen</translation>
    </message>
    <message>
        <source>Range set by the declared D6s, 1&quot; to 72&quot;, without measuring.</source>
        <extracomment>kgcwo.json: weapons/rockets/explain</extracomment>
        <translation>Reichweite durch die angesagten W6 bestimmt, 1&quot; bis 72&quot;, ohne zu messen.</translation>
    </message>
    <message>
        <source>The unit&apos;s morale quality, A +2 down to E -2.</source>
        <extracomment>kgcwo.json: modifierSets/morale/morale-rating/explain</extracomment>
        <translation>Die Moralqualität der Einheit, A +2 bis E -2.</translation>
    </message>
    <message>
        <source>The printed morale table names the melee rating; this option follows the print.</source>
        <extracomment>kgcwo.json: modifierSets/morale/melee-rating-as-printed/explain</extracomment>
        <translation>Die gedruckte Moraltabelle nennt die Nahkampfwertung; diese Option folgt dem Druck.</translation>
    </message>
    <message>
        <source>Unit is shaken</source>
        <extracomment>kgcwo.json: modifierSets/morale/shaken/name</extracomment>
        <translation>Einheit ist erschüttert</translation>
    </message>
    <message>
        <source>A shaken unit is less steady; by default a routed one counts too.</source>
        <extracomment>kgcwo.json: modifierSets/morale/shaken/explain</extracomment>
        <translation>Eine erschütterte Einheit ist weniger standfest; standardmäßig zählt eine fliehende auch.</translation>
    </message>
    <message>
        <source>Each casualty the unit has taken makes it less steady.</source>
        <extracomment>kgcwo.json: modifierSets/morale/own-casualties/explain</extracomment>
        <translation>Jeder Verlust, den die Einheit erlitten hat, macht sie weniger standfest.</translation>
    </message>
    <message>
        <source>Out of command</source>
        <extracomment>kgcwo.json: modifierSets/morale/out-of-command/name</extracomment>
        <translation>Ohne Befehl</translation>
    </message>
    <message>
        <source>More than 8&quot; from its commander and more than 4&quot; from a friend that is in command.</source>
        <extracomment>kgcwo.json: modifierSets/morale/out-of-command/explain</extracomment>
        <translation>Mehr als 8&quot; von ihrem Befehlshaber und mehr als 4&quot; von einer befehligten befreundeten Einheit entfernt.</translation>
    </message>
    <message>
        <source>Enemy near flank or rear, no support</source>
        <extracomment>kgcwo.json: modifierSets/morale/exposed-flank/name</extracomment>
        <translation>Feind nahe Flanke oder Rücken, keine Unterstützung</translation>
    </message>
    <message>
        <source>An enemy unit within 6&quot; of its flank or rear and no friends near (never inside a built-up area).</source>
        <extracomment>kgcwo.json: modifierSets/morale/exposed-flank/explain</extracomment>
        <translation>Eine feindliche Einheit innerhalb 6&quot; von Flanke oder Rücken und keine Freunde in der Nähe (nie innerhalb einer Ortschaft).</translation>
    </message>
    <message>
        <source>Unit in cover</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/name</extracomment>
        <translation>Einheit in Deckung</translation>
    </message>
    <message>
        <source>Troops behind cover hold better.</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/explain</extracomment>
        <translation>Truppen hinter Deckung halten besser stand.</translation>
    </message>
    <message>
        <source>Soft cover</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/choices/soft/name</extracomment>
        <translation>Leichte Deckung</translation>
    </message>
    <message>
        <source>Hard cover</source>
        <extracomment>kgcwo.json: modifierSets/morale/cover/choices/hard/name</extracomment>
        <translation>Harte Deckung</translation>
    </message>
    <message>
        <source>The unit&apos;s fire quality, A +2 down to E -2.</source>
        <extracomment>kgcwo.json: modifierSets/fire/fire-rating/explain</extracomment>
        <translation>Die Feuerqualität der Einheit, A +2 bis E -2.</translation>
    </message>
    <message>
        <source>First shot</source>
        <extracomment>kgcwo.json: modifierSets/fire/first-shot/name</extracomment>
        <translation>Erster Schuss</translation>
    </message>
    <message>
        <source>A unit without a fired marker gets its carefully loaded first volley.</source>
        <extracomment>kgcwo.json: modifierSets/fire/first-shot/explain</extracomment>
        <translation>Eine Einheit ohne Feuermarker gibt ihre sorgfältig geladene erste Salve ab.</translation>
    </message>
    <message>
        <source>Rested weapon</source>
        <extracomment>kgcwo.json: modifierSets/fire/rested/name</extracomment>
        <translation>Aufgelegte Waffe</translation>
    </message>
    <message>
        <source>Tick when the unit fires from a braced or stationary position.</source>
        <extracomment>kgcwo.json: modifierSets/fire/rested/explain</extracomment>
        <translation>Ankreuzen, wenn die Einheit aus einer aufgelegten oder ruhenden Stellung feuert.</translation>
    </message>
    <message>
        <source>Canister</source>
        <extracomment>kgcwo.json: modifierSets/fire/canister/name</extracomment>
        <translation>Kartätsche</translation>
    </message>
    <message>
        <source>Guns firing canister at close range (6&quot;).</source>
        <extracomment>kgcwo.json: modifierSets/fire/canister/explain</extracomment>
        <translation>Geschütze feuern Kartätschen auf nahe Entfernung (6&quot;).</translation>
    </message>
    <message>
        <source>Enfilade</source>
        <extracomment>kgcwo.json: modifierSets/fire/enfilade/name</extracomment>
        <translation>Flankenfeuer</translation>
    </message>
    <message>
        <source>Firing along the length of the target&apos;s line.</source>
        <extracomment>kgcwo.json: modifierSets/fire/enfilade/explain</extracomment>
        <translation>Feuer entlang der Linie des Ziels.</translation>
    </message>
    <message>
        <source>Firer is shaken</source>
        <extracomment>kgcwo.json: modifierSets/fire/shaken/name</extracomment>
        <translation>Schütze ist erschüttert</translation>
    </message>
    <message>
        <source>Shaken troops shoot worse; by default a routed unit counts too.</source>
        <extracomment>kgcwo.json: modifierSets/fire/shaken/explain</extracomment>
        <translation>Erschütterte Truppen schießen schlechter; standardmäßig zählt eine fliehende Einheit auch.</translation>
    </message>
    <message>
        <source>Firer&apos;s casualties</source>
        <extracomment>kgcwo.json: modifierSets/fire/own-casualties/name</extracomment>
        <translation>Verluste des Schützen</translation>
    </message>
    <message>
        <source>Each casualty in the firing unit costs one.</source>
        <extracomment>kgcwo.json: modifierSets/fire/own-casualties/explain</extracomment>
        <translation>Jeder Verlust in der feuernden Einheit kostet eins.</translation>
    </message>
    <message>
        <source>Long range</source>
        <extracomment>kgcwo.json: modifierSets/fire/long-range/name</extracomment>
        <translation>Weite Entfernung</translation>
    </message>
    <message>
        <source>The target is beyond standard range but within long range.</source>
        <extracomment>kgcwo.json: modifierSets/fire/long-range/explain</extracomment>
        <translation>Das Ziel ist außerhalb der normalen, aber innerhalb der weiten Entfernung.</translation>
    </message>
    <message>
        <source>Smoothbore weapon</source>
        <extracomment>kgcwo.json: modifierSets/fire/smoothbore/name</extracomment>
        <translation>Glattläufige Waffe</translation>
    </message>
    <message>
        <source>Smoothbore small arms are less accurate. By default guns do not take this; an option makes them.</source>
        <extracomment>kgcwo.json: modifierSets/fire/smoothbore/explain</extracomment>
        <translation>Glattläufige Handfeuerwaffen sind ungenauer. Standardmäßig gilt das nicht für Geschütze; eine Option ändert das.</translation>
    </message>
    <message>
        <source>Target is skirmishers or artillery</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-skirmishers-or-guns/name</extracomment>
        <translation>Ziel sind Plänkler oder Artillerie</translation>
    </message>
    <message>
        <source>Dispersed skirmishers and gun crews are harder to hit.</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-skirmishers-or-guns/explain</extracomment>
        <translation>Verstreute Plänkler und Geschützbedienungen sind schwerer zu treffen.</translation>
    </message>
    <message>
        <source>Target in cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-cover/name</extracomment>
        <translation>Ziel in Deckung</translation>
    </message>
    <message>
        <source>Cover shields the target. Howitzer shells burst overhead, so it does not count against them.</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-cover/explain</extracomment>
        <translation>Deckung schützt das Ziel. Haubitzgranaten krepieren darüber, also zählt sie gegen sie nicht.</translation>
    </message>
    <message>
        <source>Target in a built-up area</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-in-bua/name</extracomment>
        <translation>Ziel in einer Ortschaft</translation>
    </message>
    <message>
        <source>Against howitzers only a built-up area still protects (counted as hard cover).</source>
        <extracomment>kgcwo.json: modifierSets/fire/target-in-bua/explain</extracomment>
        <translation>Gegen Haubitzen schützt nur noch eine Ortschaft (als harte Deckung gezählt).</translation>
    </message>
    <message>
        <source>Howitzer firing indirectly</source>
        <extracomment>kgcwo.json: modifierSets/fire/howitzer-indirect/name</extracomment>
        <translation>Haubitze feuert indirekt</translation>
    </message>
    <message>
        <source>Lobbing shells at a target the crew cannot see.</source>
        <extracomment>kgcwo.json: modifierSets/fire/howitzer-indirect/explain</extracomment>
        <translation>Granaten werden auf ein Ziel geworfen, das die Bedienung nicht sieht.</translation>
    </message>
    <message>
        <source>Firing mounted</source>
        <extracomment>kgcwo.json: modifierSets/fire/firing-mounted/name</extracomment>
        <translation>Feuer vom Pferd</translation>
    </message>
    <message>
        <source>Horsemen firing from the saddle.</source>
        <extracomment>kgcwo.json: modifierSets/fire/firing-mounted/explain</extracomment>
        <translation>Reiter feuern aus dem Sattel.</translation>
    </message>
    <message>
        <source>Medium gun against cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/medium-gun-at-cover/name</extracomment>
        <translation>Mittleres Geschütz gegen Deckung</translation>
    </message>
    <message>
        <source>Medium shot batters down soft defences.</source>
        <extracomment>kgcwo.json: modifierSets/fire/medium-gun-at-cover/explain</extracomment>
        <translation>Mittlere Kugeln zerschlagen leichte Verteidigungen.</translation>
    </message>
    <message>
        <source>Heavy gun against cover</source>
        <extracomment>kgcwo.json: modifierSets/fire/heavy-gun-at-cover/name</extracomment>
        <translation>Schweres Geschütz gegen Deckung</translation>
    </message>
    <message>
        <source>Heavy shot smashes defences.</source>
        <extracomment>kgcwo.json: modifierSets/fire/heavy-gun-at-cover/explain</extracomment>
        <translation>Schwere Kugeln zertrümmern Verteidigungen.</translation>
    </message>
    <message>
        <source>The unit&apos;s melee quality, A +2 down to E -2.</source>
        <extracomment>kgcwo.json: modifierSets/melee/melee-rating/explain</extracomment>
        <translation>Die Nahkampfqualität der Einheit, A +2 bis E -2.</translation>
    </message>
    <message>
        <source>Shaken troops fight worse; by default a routed unit counts too.</source>
        <extracomment>kgcwo.json: modifierSets/melee/shaken/explain</extracomment>
        <translation>Erschütterte Truppen kämpfen schlechter; standardmäßig zählt eine fliehende Einheit auch.</translation>
    </message>
    <message>
        <source>Defending cover</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-cover/name</extracomment>
        <translation>Verteidigt Deckung</translation>
    </message>
    <message>
        <source>Tick on the defender&apos;s dice when it holds cover.</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-cover/explain</extracomment>
        <translation>Bei den Würfeln des Verteidigers ankreuzen, wenn er Deckung hält.</translation>
    </message>
    <message>
        <source>Attacking a formed unit&apos;s flank or rear</source>
        <extracomment>kgcwo.json: modifierSets/melee/flank-or-rear/name</extracomment>
        <translation>Angriff auf Flanke oder Rücken einer geschlossenen Einheit</translation>
    </message>
    <message>
        <source>Tick on the attacker&apos;s dice.</source>
        <extracomment>kgcwo.json: modifierSets/melee/flank-or-rear/explain</extracomment>
        <translation>Bei den Würfeln des Angreifers ankreuzen.</translation>
    </message>
    <message>
        <source>Formed attacker against skirmishers or crew</source>
        <extracomment>kgcwo.json: modifierSets/melee/formed-vs-loose/name</extracomment>
        <translation>Geschlossener Angreifer gegen Plänkler oder Bedienung</translation>
    </message>
    <message>
        <source>Tick on the attacker&apos;s dice when a formed unit charged skirmishers or gunners.</source>
        <extracomment>kgcwo.json: modifierSets/melee/formed-vs-loose/explain</extracomment>
        <translation>Bei den Würfeln des Angreifers ankreuzen, wenn eine geschlossene Einheit Plänkler oder Kanoniere angegriffen hat.</translation>
    </message>
    <message>
        <source>Defending rough ground</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-rough/name</extracomment>
        <translation>Verteidigt schwieriges Gelände</translation>
    </message>
    <message>
        <source>Tick on the defender&apos;s dice when it stands in rough ground.</source>
        <extracomment>kgcwo.json: modifierSets/melee/defending-rough/explain</extracomment>
        <translation>Bei den Würfeln des Verteidigers ankreuzen, wenn er in schwierigem Gelände steht.</translation>
    </message>
    <message>
        <source>Cavalry against infantry not in square</source>
        <extracomment>kgcwo.json: modifierSets/melee/cavalry-vs-infantry/name</extracomment>
        <translation>Kavallerie gegen Infanterie nicht im Karree</translation>
    </message>
    <message>
        <source>Horse riding into foot that has not formed square.</source>
        <extracomment>kgcwo.json: modifierSets/melee/cavalry-vs-infantry/explain</extracomment>
        <translation>Reiter, die in Fußvolk hineinreiten, das kein Karree gebildet hat.</translation>
    </message>
    <message>
        <source>Attacking in march column</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-march-column/name</extracomment>
        <translation>Angriff in Marschkolonne</translation>
    </message>
    <message>
        <source>Tick on the attacker&apos;s dice: it charged in march column.</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-march-column/explain</extracomment>
        <translation>Bei den Würfeln des Angreifers ankreuzen: er hat in Marschkolonne angegriffen.</translation>
    </message>
    <message>
        <source>Attacking in attack column</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-attack-column/name</extracomment>
        <translation>Angriff in Angriffskolonne</translation>
    </message>
    <message>
        <source>Tick on the attacker&apos;s dice: it charged in attack column.</source>
        <extracomment>kgcwo.json: modifierSets/melee/attacking-in-attack-column/explain</extracomment>
        <translation>Bei den Würfeln des Angreifers ankreuzen: er hat in Angriffskolonne angegriffen.</translation>
    </message>
    <message>
        <source>Lancers who charged, first round</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-charged/name</extracomment>
        <translation>Ulanen, die angegriffen haben, erste Runde</translation>
    </message>
    <message>
        <source>Lancers strike hard in the first clash of their charge.</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-charged/explain</extracomment>
        <translation>Ulanen schlagen im ersten Zusammenprall ihres Angriffs hart zu.</translation>
    </message>
    <message>
        <source>Lancers, second round on</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-later-rounds/name</extracomment>
        <translation>Ulanen, ab der zweiten Runde</translation>
    </message>
    <message>
        <source>Once the charge is spent the lance is a hindrance.</source>
        <extracomment>kgcwo.json: modifierSets/melee/lancers-later-rounds/explain</extracomment>
        <translation>Ist der Angriff verpufft, ist die Lanze hinderlich.</translation>
    </message>
    <message>
        <source>Against an armoured opponent</source>
        <extracomment>kgcwo.json: modifierSets/melee/vs-armoured/name</extracomment>
        <translation>Gegen einen gepanzerten Gegner</translation>
    </message>
    <message>
        <source>Fighting cuirassed troops.</source>
        <extracomment>kgcwo.json: modifierSets/melee/vs-armoured/explain</extracomment>
        <translation>Kampf gegen gepanzerte Truppen.</translation>
    </message>
    <message>
        <source>Fire</source>
        <extracomment>kgcwo.json: tests/fire/name</extracomment>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Roll the unit&apos;s fire dice. Each die scoring 5 or more after modifiers is a hit; the target takes a morale check (a save) for each hit, and each failed save is a casualty. Firing puts a fired marker on the unit.</source>
        <extracomment>kgcwo.json: tests/fire/explain</extracomment>
        <translation>Die Feuerwürfel der Einheit würfeln. Jeder Würfel, der nach Modifikatoren 5 oder mehr zeigt, ist ein Treffer; das Ziel legt für jeden Treffer einen Moraltest (einen Rettungswurf) ab, und jeder misslungene Rettungswurf ist ein Verlust. Das Feuern bringt der Einheit einen Feuermarker.</translation>
    </message>
    <message>
        <source>The unit has fired: it loses its first-shot bonus until reloaded.</source>
        <extracomment>kgcwo.json: tests/fire/effects/0/explain</extracomment>
        <translation>Die Einheit hat gefeuert: sie verliert ihren Bonus für den ersten Schuss bis zum Nachladen.</translation>
    </message>
    <message>
        <source>The target checks morale for each hit.</source>
        <extracomment>kgcwo.json: tests/fire/perSuccess/0/explain</extracomment>
        <translation>Das Ziel testet Moral für jeden Treffer.</translation>
    </message>
    <message>
        <source>The target took casualties: one more check.</source>
        <extracomment>kgcwo.json: tests/fire/ifAnyFailed/0/explain</extracomment>
        <translation>Das Ziel hat Verluste erlitten: ein weiterer Test.</translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>kgcwo.json: tests/melee/name</extracomment>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Each side rolls its melee dice in turn. Each die scoring 5 or more after modifiers is a hit; the opponent saves each hit with a morale check, and each failure is a casualty. The side with more casualties has lost and checks morale at -2.</source>
        <extracomment>kgcwo.json: tests/melee/explain</extracomment>
        <translation>Jede Seite würfelt der Reihe nach ihre Nahkampfwürfel. Jeder Würfel, der nach Modifikatoren 5 oder mehr zeigt, ist ein Treffer; der Gegner rettet jeden Treffer mit einem Moraltest, und jeder Fehlschlag ist ein Verlust. Die Seite mit mehr Verlusten hat verloren und testet Moral mit -2.</translation>
    </message>
    <message>
        <source>The opponent checks morale for each hit.</source>
        <extracomment>kgcwo.json: tests/melee/perSuccess/0/explain</extracomment>
        <translation>Der Gegner testet Moral für jeden Treffer.</translation>
    </message>
    <message>
        <source>The opponent took casualties: one more check.</source>
        <extracomment>kgcwo.json: tests/melee/ifAnyFailed/0/explain</extracomment>
        <translation>Der Gegner hat Verluste erlitten: ein weiterer Test.</translation>
    </message>
    <message>
        <source>Stand and fire: the volley</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/name</extracomment>
        <translation>Stehen und feuern: die Salve</translation>
    </message>
    <message>
        <source>The charged unit&apos;s volley at the charger, resolved like ordinary fire. If it scores any hit the charger must check morale or halt.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/explain</extracomment>
        <translation>Die Salve der angegriffenen Einheit auf den Angreifer, aufgelöst wie gewöhnliches Feuer. Erzielt sie einen Treffer, muss der Angreifer Moral testen oder anhalten.</translation>
    </message>
    <message>
        <source>The volley hit: the charger checks morale.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-volley/ifAnySuccess/0/explain</extracomment>
        <translation>Die Salve hat getroffen: der Angreifer testet Moral.</translation>
    </message>
    <message>
        <source>Save a hit</source>
        <extracomment>kgcwo.json: tests/save-hit/name</extracomment>
        <translation>Einen Treffer retten</translation>
    </message>
    <message>
        <source>A morale check for one hit from fire or melee: pass and the hit does no harm, fail and it becomes a casualty.</source>
        <extracomment>kgcwo.json: tests/save-hit/explain</extracomment>
        <translation>Ein Moraltest für einen Treffer aus Feuer oder Nahkampf: bestanden, und der Treffer richtet nichts an; misslungen, und er wird zum Verlust.</translation>
    </message>
    <message>
        <source>Saved</source>
        <extracomment>kgcwo.json: tests/save-hit/onPass/name</extracomment>
        <translation>Gerettet</translation>
    </message>
    <message>
        <source>The hit does no harm.</source>
        <extracomment>kgcwo.json: tests/save-hit/onPass/explain</extracomment>
        <translation>Der Treffer richtet nichts an.</translation>
    </message>
    <message>
        <source>Casualty</source>
        <extracomment>kgcwo.json: tests/save-hit/onFail/name</extracomment>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>The hit becomes a casualty.</source>
        <extracomment>kgcwo.json: tests/save-hit/onFail/explain</extracomment>
        <translation>Der Treffer wird zum Verlust.</translation>
    </message>
    <message>
        <source>With one check per casualty, each casualty is checked at once.</source>
        <extracomment>kgcwo.json: tests/save-hit/onFail/then/0/explain</extracomment>
        <translation>Mit einem Test je Verlust wird jeder Verlust sofort getestet.</translation>
    </message>
    <message>
        <source>Received wounds</source>
        <extracomment>kgcwo.json: tests/received-wounds/name</extracomment>
        <translation>Erlittene Verwundungen</translation>
    </message>
    <message>
        <source>Taken once after an attack that caused casualties (an option makes it once per casualty). Fail and the unit&apos;s morale drops a step.</source>
        <extracomment>kgcwo.json: tests/received-wounds/explain</extracomment>
        <translation>Einmal nach einem Angriff abgelegt, der Verluste verursacht hat (eine Option macht daraus einmal je Verlust). Misslungen, und die Moral der Einheit sinkt um eine Stufe.</translation>
    </message>
    <message>
        <source>Holds</source>
        <extracomment>kgcwo.json: tests/received-wounds/onPass/name</extracomment>
        <translation>Hält stand</translation>
    </message>
    <message>
        <source>Morale stays as it is.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onPass/explain</extracomment>
        <translation>Die Moral bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>Morale drops</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/name</extracomment>
        <translation>Moral sinkt</translation>
    </message>
    <message>
        <source>One step worse.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/explain</extracomment>
        <translation>Eine Stufe schlechter.</translation>
    </message>
    <message>
        <source>Optional house rule: a routed unit that fails again leaves the field.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/effects/0/explain</extracomment>
        <translation>Optionale Hausregel: eine fliehende Einheit, die erneut versagt, verlässt das Feld.</translation>
    </message>
    <message>
        <source>One step worse: Normal to Shaken, Shaken to Routed.</source>
        <extracomment>kgcwo.json: tests/received-wounds/onFail/effects/1/explain</extracomment>
        <translation>Eine Stufe schlechter: Normal zu Erschüttert, Erschüttert zu In Flucht.</translation>
    </message>
    <message>
        <source>Lost melee</source>
        <extracomment>kgcwo.json: tests/lost-melee/name</extracomment>
        <translation>Nahkampf verloren</translation>
    </message>
    <message>
        <source>The side with more casualties after a melee round checks at -2.</source>
        <extracomment>kgcwo.json: tests/lost-melee/explain</extracomment>
        <translation>Die Seite mit mehr Verlusten nach einer Nahkampfrunde testet mit -2.</translation>
    </message>
    <message>
        <source>Lost the melee</source>
        <extracomment>kgcwo.json: tests/lost-melee/modifiers/lost-melee/name</extracomment>
        <translation>Hat den Nahkampf verloren</translation>
    </message>
    <message>
        <source>It took more casualties than it inflicted.</source>
        <extracomment>kgcwo.json: tests/lost-melee/modifiers/lost-melee/explain</extracomment>
        <translation>Sie hat mehr Verluste erlitten als zugefügt.</translation>
    </message>
    <message>
        <source>Receive a charge</source>
        <extracomment>kgcwo.json: tests/receive-charge/name</extracomment>
        <translation>Einen Angriff empfangen</translation>
    </message>
    <message>
        <source>A unit that is charged checks morale; failure drops it a step.</source>
        <extracomment>kgcwo.json: tests/receive-charge/explain</extracomment>
        <translation>Eine angegriffene Einheit testet Moral; ein Fehlschlag senkt sie um eine Stufe.</translation>
    </message>
    <message>
        <source>Under a rocket&apos;s flight</source>
        <extracomment>kgcwo.json: tests/rocket-flight/name</extracomment>
        <translation>Unter der Flugbahn einer Rakete</translation>
    </message>
    <message>
        <source>Every unit under a rocket&apos;s path checks at -1.</source>
        <extracomment>kgcwo.json: tests/rocket-flight/explain</extracomment>
        <translation>Jede Einheit unter der Bahn einer Rakete testet mit -1.</translation>
    </message>
    <message>
        <source>Under the rocket&apos;s flight path</source>
        <extracomment>kgcwo.json: tests/rocket-flight/modifiers/rocket-flight/name</extracomment>
        <translation>Unter der Flugbahn der Rakete</translation>
    </message>
    <message>
        <source>Screaming overhead.</source>
        <extracomment>kgcwo.json: tests/rocket-flight/modifiers/rocket-flight/explain</extracomment>
        <translation>Kreischt über die Köpfe hinweg.</translation>
    </message>
    <message>
        <source>Rocket lands close</source>
        <extracomment>kgcwo.json: tests/rocket-impact/name</extracomment>
        <translation>Rakete schlägt nahe ein</translation>
    </message>
    <message>
        <source>A unit within 2&quot; of where a rocket lands checks at -2 (it takes only this check, not the flight-path one).</source>
        <extracomment>kgcwo.json: tests/rocket-impact/explain</extracomment>
        <translation>Eine Einheit innerhalb 2&quot; vom Einschlag einer Rakete testet mit -2 (sie legt nur diesen Test ab, nicht den für die Flugbahn).</translation>
    </message>
    <message>
        <source>Within 2&quot; of the impact</source>
        <extracomment>kgcwo.json: tests/rocket-impact/modifiers/rocket-impact/name</extracomment>
        <translation>Innerhalb 2&quot; vom Einschlag</translation>
    </message>
    <message>
        <source>The rocket bursts close by.</source>
        <extracomment>kgcwo.json: tests/rocket-impact/modifiers/rocket-impact/explain</extracomment>
        <translation>Die Rakete krepiert ganz in der Nähe.</translation>
    </message>
    <message>
        <source>Activate a unit on hold</source>
        <extracomment>kgcwo.json: tests/activate-hold/name</extracomment>
        <translation>Eine Einheit in Bereitschaft aktivieren</translation>
    </message>
    <message>
        <source>A unit held for later must pass a morale check to act when called on.</source>
        <extracomment>kgcwo.json: tests/activate-hold/explain</extracomment>
        <translation>Eine zurückgehaltene Einheit muss einen Moraltest bestehen, um zu handeln, wenn sie gerufen wird.</translation>
    </message>
    <message>
        <source>Acts</source>
        <extracomment>kgcwo.json: tests/activate-hold/onPass/name</extracomment>
        <translation>Handelt</translation>
    </message>
    <message>
        <source>The unit carries out its action.</source>
        <extracomment>kgcwo.json: tests/activate-hold/onPass/explain</extracomment>
        <translation>Die Einheit führt ihre Aktion aus.</translation>
    </message>
    <message>
        <source>Does not act</source>
        <extracomment>kgcwo.json: tests/activate-hold/onFail/name</extracomment>
        <translation>Handelt nicht</translation>
    </message>
    <message>
        <source>No action and no further movement this turn.</source>
        <extracomment>kgcwo.json: tests/activate-hold/onFail/explain</extracomment>
        <translation>Keine Aktion und keine weitere Bewegung in diesem Zug.</translation>
    </message>
    <message>
        <source>Formation change check</source>
        <extracomment>kgcwo.json: tests/formation-change-check/name</extracomment>
        <translation>Test beim Formationswechsel</translation>
    </message>
    <message>
        <source>Shaken units, and quality E units, check for each step of a formation change.</source>
        <extracomment>kgcwo.json: tests/formation-change-check/explain</extracomment>
        <translation>Erschütterte Einheiten und Einheiten der Qualität E testen für jeden Schritt eines Formationswechsels.</translation>
    </message>
    <message>
        <source>Changes</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onPass/name</extracomment>
        <translation>Wechselt</translation>
    </message>
    <message>
        <source>This step of the change goes ahead.</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onPass/explain</extracomment>
        <translation>Dieser Schritt des Wechsels findet statt.</translation>
    </message>
    <message>
        <source>Stays put</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onFail/name</extracomment>
        <translation>Bleibt stehen</translation>
    </message>
    <message>
        <source>The change stops here and the unit moves no further this activation.</source>
        <extracomment>kgcwo.json: tests/formation-change-check/onFail/explain</extracomment>
        <translation>Der Wechsel endet hier, und die Einheit bewegt sich in dieser Aktivierung nicht weiter.</translation>
    </message>
    <message>
        <source>Cavalry holding back</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/name</extracomment>
        <translation>Kavallerie hält inne</translation>
    </message>
    <message>
        <source>Victorious cavalry that wants to stand instead of following up must pass.</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/explain</extracomment>
        <translation>Siegreiche Kavallerie, die stehen bleiben will, statt nachzusetzen, muss bestehen.</translation>
    </message>
    <message>
        <source>May stand</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onPass/name</extracomment>
        <translation>Darf stehen bleiben</translation>
    </message>
    <message>
        <source>The cavalry may hold its ground.</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onPass/explain</extracomment>
        <translation>Die Kavallerie darf ihre Stellung halten.</translation>
    </message>
    <message>
        <source>Must follow up</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onFail/name</extracomment>
        <translation>Muss nachsetzen</translation>
    </message>
    <message>
        <source>The troopers ride on after the beaten enemy.</source>
        <extracomment>kgcwo.json: tests/cavalry-follow-up/onFail/explain</extracomment>
        <translation>Die Reiter jagen dem geschlagenen Feind nach.</translation>
    </message>
    <message>
        <source>Rally</source>
        <extracomment>kgcwo.json: tests/rally/name</extracomment>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>A Rally order for a shaken or routed unit: pass and it improves a step. It does not move either way.</source>
        <extracomment>kgcwo.json: tests/rally/explain</extracomment>
        <translation>Ein Sammelbefehl für eine erschütterte oder fliehende Einheit: bestanden, und sie verbessert sich um eine Stufe. Sie bewegt sich in keinem Fall.</translation>
    </message>
    <message>
        <source>Rallied</source>
        <extracomment>kgcwo.json: tests/rally/onPass/name</extracomment>
        <translation>Gesammelt</translation>
    </message>
    <message>
        <source>One step better; a routed unit that rallies may re-form in any formation and facing.</source>
        <extracomment>kgcwo.json: tests/rally/onPass/explain</extracomment>
        <translation>Eine Stufe besser; eine fliehende Einheit, die sich sammelt, darf sich in beliebiger Formation und Front neu aufstellen.</translation>
    </message>
    <message>
        <source>Not rallied</source>
        <extracomment>kgcwo.json: tests/rally/onFail/name</extracomment>
        <translation>Nicht gesammelt</translation>
    </message>
    <message>
        <source>Horse charging a square or horse</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/name</extracomment>
        <translation>Reiterei greift ein Karree oder Reiterei an</translation>
    </message>
    <message>
        <source>Cavalry must pass a morale check to charge a steady square or other cavalry.</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/explain</extracomment>
        <translation>Kavallerie muss einen Moraltest bestehen, um ein standhaftes Karree oder andere Kavallerie anzugreifen.</translation>
    </message>
    <message>
        <source>Charges</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onPass/name</extracomment>
        <translation>Greift an</translation>
    </message>
    <message>
        <source>The charge may go in.</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onPass/explain</extracomment>
        <translation>Der Angriff darf hineingehen.</translation>
    </message>
    <message>
        <source>Refuses</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onFail/name</extracomment>
        <translation>Verweigert</translation>
    </message>
    <message>
        <source>The horsemen will not charge this activation.</source>
        <extracomment>kgcwo.json: tests/charge-steady-target/onFail/explain</extracomment>
        <translation>Die Reiter greifen in dieser Aktivierung nicht an.</translation>
    </message>
    <message>
        <source>Form square</source>
        <extracomment>kgcwo.json: tests/form-square/name</extracomment>
        <translation>Karree bilden</translation>
    </message>
    <message>
        <source>Formed foot charged from more than half the charger&apos;s charge move away may try to form square.</source>
        <extracomment>kgcwo.json: tests/form-square/explain</extracomment>
        <translation>Geschlossenes Fußvolk, das aus mehr als der halben Angriffsweite des Angreifers angegriffen wird, darf versuchen, ein Karree zu bilden.</translation>
    </message>
    <message>
        <source>Square formed</source>
        <extracomment>kgcwo.json: tests/form-square/onPass/name</extracomment>
        <translation>Karree gebildet</translation>
    </message>
    <message>
        <source>Fails to form</source>
        <extracomment>kgcwo.json: tests/form-square/onFail/name</extracomment>
        <translation>Bildet es nicht</translation>
    </message>
    <message>
        <source>It keeps its formation and becomes shaken; a unit already shaken routs.</source>
        <extracomment>kgcwo.json: tests/form-square/onFail/explain</extracomment>
        <translation>Sie behält ihre Formation und wird erschüttert; eine schon erschütterte Einheit flieht.</translation>
    </message>
    <message>
        <source>Counter-charge</source>
        <extracomment>kgcwo.json: tests/counter-charge/name</extracomment>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <source>Steady horse may meet a charge with one of its own after passing a morale check.</source>
        <extracomment>kgcwo.json: tests/counter-charge/explain</extracomment>
        <translation>Standhafte Reiterei darf einem Angriff mit einem eigenen begegnen, nachdem sie einen Moraltest bestanden hat.</translation>
    </message>
    <message>
        <source>Counter-charges</source>
        <extracomment>kgcwo.json: tests/counter-charge/onPass/name</extracomment>
        <translation>Reitet einen Gegenangriff</translation>
    </message>
    <message>
        <source>Roll 2D6 for the charger&apos;s move; the rest of the gap is split between the two.</source>
        <extracomment>kgcwo.json: tests/counter-charge/onPass/explain</extracomment>
        <translation>2W6 für die Bewegung des Angreifers würfeln; der Rest des Abstands wird zwischen beiden geteilt.</translation>
    </message>
    <message>
        <source>Caught at the halt</source>
        <extracomment>kgcwo.json: tests/counter-charge/onFail/name</extracomment>
        <translation>Im Stehen erwischt</translation>
    </message>
    <message>
        <source>The counter-charge does not start; the charger hits a halted unit.</source>
        <extracomment>kgcwo.json: tests/counter-charge/onFail/explain</extracomment>
        <translation>Der Gegenangriff kommt nicht in Gang; der Angreifer trifft auf eine stehende Einheit.</translation>
    </message>
    <message>
        <source>Charger under fire</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/name</extracomment>
        <translation>Angreifer unter Feuer</translation>
    </message>
    <message>
        <source>A charger hit by a stand-and-fire volley checks morale.</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/explain</extracomment>
        <translation>Ein Angreifer, der von einer Salve im Stehen getroffen wird, testet Moral.</translation>
    </message>
    <message>
        <source>Charge goes on</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/onPass/name</extracomment>
        <translation>Der Angriff geht weiter</translation>
    </message>
    <message>
        <source>Charge halted</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/onFail/name</extracomment>
        <translation>Angriff gestoppt</translation>
    </message>
    <message>
        <source>It stops at the range the volley was fired from, but is not shaken.</source>
        <extracomment>kgcwo.json: tests/charger-under-fire/onFail/explain</extracomment>
        <translation>Er hält auf der Entfernung an, aus der die Salve abgegeben wurde, ist aber nicht erschüttert.</translation>
    </message>
    <message>
        <source>Stand and fire: range</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/name</extracomment>
        <translation>Stehen und feuern: Entfernung</translation>
    </message>
    <message>
        <source>The charged unit rolls 1D6 (horse), 2D6 (foot) or 3D6 (guns) and adds its fire rating: that is the range it fires at. If it comes out above the charge distance there is no time to fire.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/explain</extracomment>
        <translation>Die angegriffene Einheit würfelt 1W6 (Reiterei), 2W6 (Fußvolk) oder 3W6 (Geschütze) und addiert ihre Feuerwertung: das ist die Entfernung, auf die sie feuert. Liegt sie über der Angriffsdistanz, bleibt keine Zeit zum Feuern.</translation>
    </message>
    <message>
        <source>Charge distance</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/inputs/chargeDistance/name</extracomment>
        <translation>Angriffsdistanz</translation>
    </message>
    <message>
        <source>Inches between the charger and the unit when the charge starts.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/inputs/chargeDistance/explain</extracomment>
        <translation>Zoll zwischen dem Angreifer und der Einheit, wenn der Angriff beginnt.</translation>
    </message>
    <message>
        <source>The unit&apos;s fire quality.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/modifiers/fire-rating/explain</extracomment>
        <translation>Die Feuerqualität der Einheit.</translation>
    </message>
    <message>
        <source>Fires</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/fires/name</extracomment>
        <translation>Feuert</translation>
    </message>
    <message>
        <source>Time enough: fire at the charger at the rolled range.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/fires/explain</extracomment>
        <translation>Zeit genug: auf den Angreifer auf der gewürfelten Entfernung feuern.</translation>
    </message>
    <message>
        <source>Too late</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/too-late/name</extracomment>
        <translation>Zu spät</translation>
    </message>
    <message>
        <source>The charger is on them before they can fire.</source>
        <extracomment>kgcwo.json: tests/stand-and-fire-range/bands/too-late/explain</extracomment>
        <translation>Der Angreifer ist über ihnen, bevor sie feuern können.</translation>
    </message>
    <message>
        <source>Evade</source>
        <extracomment>kgcwo.json: tests/evade/name</extracomment>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>Steady horse, skirmishers and gun crews may run: 3D6 inches for horse, 2D6 for foot and crews, straight towards their own base line. The unit becomes shaken (routs if already shaken) and keeps moving the same dice each activation until rallied.</source>
        <extracomment>kgcwo.json: tests/evade/explain</extracomment>
        <translation>Standhafte Reiterei, Plänkler und Geschützbedienungen dürfen davonlaufen: 3W6 Zoll für Reiterei, 2W6 für Fußvolk und Bedienungen, geradewegs auf die eigene Grundlinie zu. Die Einheit wird erschüttert (flieht, wenn schon erschüttert) und bewegt sich bei jeder Aktivierung mit denselben Würfeln weiter, bis sie gesammelt ist.</translation>
    </message>
    <message>
        <source>Counter-charge: where they meet</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/name</extracomment>
        <translation>Gegenangriff: wo sie sich treffen</translation>
    </message>
    <message>
        <source>The original charger moves 2D6 towards the counter-charging horse. If that covers the whole gap, the counter-charge is caught at the halt; otherwise the rest of the gap is halved and they meet in the middle.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/explain</extracomment>
        <translation>Der ursprüngliche Angreifer bewegt sich 2W6 auf die gegenangreifende Reiterei zu. Deckt das den ganzen Abstand, wird der Gegenangriff im Stehen erwischt; sonst wird der Rest des Abstands halbiert, und sie treffen sich in der Mitte.</translation>
    </message>
    <message>
        <source>Gap</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/inputs/gap/name</extracomment>
        <translation>Abstand</translation>
    </message>
    <message>
        <source>Inches between the two units.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/inputs/gap/explain</extracomment>
        <translation>Zoll zwischen den beiden Einheiten.</translation>
    </message>
    <message>
        <source>The charger&apos;s move covers the gap.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/bands/caught/explain</extracomment>
        <translation>Die Bewegung des Angreifers deckt den Abstand.</translation>
    </message>
    <message>
        <source>Meet in the middle</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/bands/meet/name</extracomment>
        <translation>Treffen sich in der Mitte</translation>
    </message>
    <message>
        <source>Move both units to the middle of the remaining gap.</source>
        <extracomment>kgcwo.json: tests/counter-charge-meeting/bands/meet/explain</extracomment>
        <translation>Beide Einheiten in die Mitte des verbleibenden Abstands bewegen.</translation>
    </message>
    <message>
        <source>Rocket: one leg of flight</source>
        <extracomment>kgcwo.json: tests/rocket-leg/name</extracomment>
        <translation>Rakete: ein Flugabschnitt</translation>
    </message>
    <message>
        <source>For each D6 declared (1 to 12), roll the crew&apos;s direction die (A d4 ... E d12) and a D6 for the distance along it, move the template, and repeat until the declared dice are used. How the direction die maps to the compass is agreed at the table.</source>
        <extracomment>kgcwo.json: tests/rocket-leg/explain</extracomment>
        <translation>Für jeden angesagten W6 (1 bis 12) den Richtungswürfel der Bedienung (A W4 … E W12) und einen W6 für die Entfernung in diese Richtung würfeln, die Schablone versetzen und wiederholen, bis die angesagten Würfel verbraucht sind. Wie der Richtungswürfel auf die Himmelsrichtungen abgebildet wird, wird am Tisch vereinbart.</translation>
    </message>
    <message>
        <source>Rocket: distance of the leg</source>
        <extracomment>kgcwo.json: tests/rocket-leg-distance/name</extracomment>
        <translation>Rakete: Weite des Abschnitts</translation>
    </message>
    <message>
        <source>A D6 for how far this leg of the flight goes.</source>
        <extracomment>kgcwo.json: tests/rocket-leg-distance/explain</extracomment>
        <translation>Ein W6 dafür, wie weit dieser Flugabschnitt reicht.</translation>
    </message>
    <message>
        <source>Fortune or Calamity</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/name</extracomment>
        <translation>Glück oder Unglück</translation>
    </message>
    <message>
        <source>Drawn as a card. A D10 names it Fortune (1-5) or Calamity (6-10); then a D66 on the fate table gives the event, which applies to the next unit or commander of that kind to be activated.</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/explain</extracomment>
        <translation>Als Karte gezogen. Ein W10 macht daraus Glück (1-5) oder Unglück (6-10); dann ergibt ein W66 auf der Schicksalstabelle das Ereignis, das für die nächste Einheit oder den nächsten Befehlshaber dieser Art gilt, die aktiviert werden.</translation>
    </message>
    <message>
        <source>Fortune</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/bands/fortune/name</extracomment>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Calamity</source>
        <extracomment>kgcwo.json: tests/fortune-or-calamity/bands/calamity/name</extracomment>
        <translation>Unglück</translation>
    </message>
    <message>
        <source>The D10 names the event Fortune or Calamity; the D66 fate roll follows.</source>
        <extracomment>kgcwo.json: tables/fortune-or-calamity-card/explain</extracomment>
        <translation>Der W10 nennt das Ereignis Glück oder Unglück; der W66-Schicksalswurf folgt.</translation>
    </message>
    <message>
        <source>A fortune.</source>
        <extracomment>kgcwo.json: tables/fortune-or-calamity-card/rows/fortune/explain</extracomment>
        <translation>Ein Glücksfall.</translation>
    </message>
    <message>
        <source>A calamity.</source>
        <extracomment>kgcwo.json: tables/fortune-or-calamity-card/rows/calamity/explain</extracomment>
        <translation>Ein Unglücksfall.</translation>
    </message>
    <message>
        <source>Fate</source>
        <extracomment>kgcwo.json: tables/fate/name</extracomment>
        <translation>Schicksal</translation>
    </message>
    <message>
        <source>Six groups of six events: commanders-in-chief, divisional and brigade commanders, foot, horse, guns and the battlefield.</source>
        <extracomment>kgcwo-1.0.0.json: tables/fate/explain</extracomment>
        <translation>Sechs Gruppen zu sechs Ereignissen: Oberbefehlshaber, Divisions- und Brigadekommandeure, Fußvolk, Reiterei, Geschütze und das Schlachtfeld.</translation>
    </message>
    <message>
        <source>A clear head</source>
        <extracomment>kgcwo.json: tables/fate/rows/0/name</extracomment>
        <translation>Ein klarer Kopf</translation>
    </message>
    <message>
        <source>The commander-in-chief improves one rating for the rest of the battle.</source>
        <extracomment>kgcwo.json: tables/fate/rows/0/explain</extracomment>
        <translation>Der Oberbefehlshaber verbessert für den Rest der Schlacht eine Wertung.</translation>
    </message>
    <message>
        <source>Stirring words</source>
        <extracomment>kgcwo.json: tables/fate/rows/1/name</extracomment>
        <translation>Mitreißende Worte</translation>
    </message>
    <message>
        <source>Every unit in his command is one morale step better until the turn ends.</source>
        <extracomment>kgcwo.json: tables/fate/rows/1/explain</extracomment>
        <translation>Jede Einheit seines Kommandos steht bis zum Ende des Zuges eine Moralstufe besser.</translation>
    </message>
    <message>
        <source>Good staff work</source>
        <extracomment>kgcwo.json: tables/fate/rows/2/name</extracomment>
        <translation>Gute Stabsarbeit</translation>
    </message>
    <message>
        <source>He may give an order to a unit outside his command radius.</source>
        <extracomment>kgcwo.json: tables/fate/rows/2/explain</extracomment>
        <translation>Er darf einer Einheit außerhalb seines Befehlsradius einen Befehl geben.</translation>
    </message>
    <message>
        <source>Thrown from the saddle</source>
        <extracomment>kgcwo.json: tables/fate/rows/3/name</extracomment>
        <translation>Aus dem Sattel geworfen</translation>
    </message>
    <message>
        <source>He loses his next turn while he recovers.</source>
        <extracomment>kgcwo.json: tables/fate/rows/3/explain</extracomment>
        <translation>Er verliert seinen nächsten Zug, während er sich erholt.</translation>
    </message>
    <message>
        <source>Hit</source>
        <extracomment>kgcwo.json: tables/fate/rows/4/name</extracomment>
        <translation>Getroffen</translation>
    </message>
    <message>
        <source>He is wounded: roll a D6 on the commander wound table.</source>
        <extracomment>kgcwo.json: tables/fate/rows/4/explain</extracomment>
        <translation>Er ist verwundet: einen W6 auf der Verwundungstabelle für Befehlshaber würfeln.</translation>
    </message>
    <message>
        <source>A close call</source>
        <extracomment>kgcwo.json: tables/fate/rows/5/name</extracomment>
        <translation>Knapp davongekommen</translation>
    </message>
    <message>
        <source>Shaken by a near miss he quits the field; every unit within 12&quot; tests morale.</source>
        <extracomment>kgcwo.json: tables/fate/rows/5/explain</extracomment>
        <translation>Von einem Beinahe-Treffer erschüttert, verlässt er das Feld; jede Einheit innerhalb 12&quot; testet Moral.</translation>
    </message>
    <message>
        <source>Finding his feet</source>
        <extracomment>kgcwo.json: tables/fate/rows/6/name</extracomment>
        <translation>Findet sich zurecht</translation>
    </message>
    <message>
        <source>The divisional or brigade commander improves one rating for the rest of the battle.</source>
        <extracomment>kgcwo.json: tables/fate/rows/6/explain</extracomment>
        <translation>Der Divisions- oder Brigadekommandeur verbessert für den Rest der Schlacht eine Wertung.</translation>
    </message>
    <message>
        <source>Rallying cry</source>
        <extracomment>kgcwo.json: tables/fate/rows/7/name</extracomment>
        <translation>Sammelruf</translation>
    </message>
    <message>
        <source>Every shaken or routed unit within 12&quot; rallies at once, whatever the enemy is doing.</source>
        <extracomment>kgcwo.json: tables/fate/rows/7/explain</extracomment>
        <translation>Jede erschütterte oder fliehende Einheit innerhalb 12&quot; sammelt sich sofort, was auch immer der Feind tut.</translation>
    </message>
    <message>
        <source>Horse shot</source>
        <extracomment>kgcwo.json: tables/fate/rows/8/name</extracomment>
        <translation>Pferd erschossen</translation>
    </message>
    <message>
        <source>He loses his horse and misses a turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/8/explain</extracomment>
        <translation>Er verliert sein Pferd und setzt einen Zug aus.</translation>
    </message>
    <message>
        <source>Trusting his own judgement</source>
        <extracomment>kgcwo.json: tables/fate/rows/9/name</extracomment>
        <translation>Vertraut dem eigenen Urteil</translation>
    </message>
    <message>
        <source>He ignores every future activation from the first poor superior drawn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/9/explain</extracomment>
        <translation>Er übergeht jede künftige Aktivierung durch den ersten schwachen Vorgesetzten, der gezogen wird.</translation>
    </message>
    <message>
        <source>Losing heart</source>
        <extracomment>kgcwo.json: tables/fate/rows/11/name</extracomment>
        <translation>Verliert den Mut</translation>
    </message>
    <message>
        <source>He leaves the table; each unit of his that fails a morale test goes with him, the rest pass to the next commander up.</source>
        <extracomment>kgcwo.json: tables/fate/rows/11/explain</extracomment>
        <translation>Er verlässt den Tisch; jede seiner Einheiten, die einen Moraltest nicht besteht, geht mit ihm, der Rest geht an den nächsthöheren Befehlshaber.</translation>
    </message>
    <message>
        <source>Fired up</source>
        <extracomment>kgcwo.json: tables/fate/rows/12/name</extracomment>
        <translation>Angefeuert</translation>
    </message>
    <message>
        <source>A random unit in command raises any one rating a step for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/12/explain</extracomment>
        <translation>Eine zufällige befehligte Einheit verbessert für den Rest des Spiels eine beliebige Wertung um eine Stufe.</translation>
    </message>
    <message>
        <source>Good shots</source>
        <extracomment>kgcwo.json: tables/fate/rows/13/name</extracomment>
        <translation>Gute Schützen</translation>
    </message>
    <message>
        <source>Marksmen in the ranks: the unit&apos;s fire rating rises a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/13/explain</extracomment>
        <translation>Treffsichere Schützen in den Reihen: die Feuerwertung der Einheit steigt um eine Stufe.</translation>
    </message>
    <message>
        <source>Well fed</source>
        <extracomment>kgcwo.json: tables/fate/rows/14/name</extracomment>
        <translation>Gut verpflegt</translation>
    </message>
    <message>
        <source>The unit&apos;s melee rating rises a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/14/explain</extracomment>
        <translation>Die Nahkampfwertung der Einheit steigt um eine Stufe.</translation>
    </message>
    <message>
        <source>Damp powder</source>
        <extracomment>kgcwo.json: tables/fate/rows/15/name</extracomment>
        <translation>Feuchtes Pulver</translation>
    </message>
    <message>
        <source>The unit&apos;s fire rating falls a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/15/explain</extracomment>
        <translation>Die Feuerwertung der Einheit sinkt um eine Stufe.</translation>
    </message>
    <message>
        <source>Doubts</source>
        <extracomment>kgcwo.json: tables/fate/rows/16/name</extracomment>
        <translation>Zweifel</translation>
    </message>
    <message>
        <source>The unit&apos;s morale rating falls a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/16/explain</extracomment>
        <translation>Die Moralwertung der Einheit sinkt um eine Stufe.</translation>
    </message>
    <message>
        <source>Had enough</source>
        <extracomment>kgcwo.json: tables/fate/rows/17/name</extracomment>
        <translation>Genug davon</translation>
    </message>
    <message>
        <source>The unit leaves the field.</source>
        <extracomment>kgcwo.json: tables/fate/rows/17/explain</extracomment>
        <translation>Die Einheit verlässt das Feld.</translation>
    </message>
    <message>
        <source>Inspired colonel</source>
        <extracomment>kgcwo.json: tables/fate/rows/18/name</extracomment>
        <translation>Begeisterter Oberst</translation>
    </message>
    <message>
        <source>The unit may be activated twice.</source>
        <extracomment>kgcwo.json: tables/fate/rows/18/explain</extracomment>
        <translation>Die Einheit darf zweimal aktiviert werden.</translation>
    </message>
    <message>
        <source>Bloodstock</source>
        <extracomment>kgcwo.json: tables/fate/rows/19/name</extracomment>
        <translation>Edles Blut</translation>
    </message>
    <message>
        <source>The unit moves 2&quot; further for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/19/explain</extracomment>
        <translation>Die Einheit bewegt sich für den Rest des Spiels 2&quot; weiter.</translation>
    </message>
    <message>
        <source>Spooked</source>
        <extracomment>kgcwo.json: tables/fate/rows/20/name</extracomment>
        <translation>Scheu geworden</translation>
    </message>
    <message>
        <source>Startled horses: the unit misses a turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/20/explain</extracomment>
        <translation>Erschrockene Pferde: die Einheit setzt einen Zug aus.</translation>
    </message>
    <message>
        <source>Out of hand</source>
        <extracomment>kgcwo.json: tables/fate/rows/21/name</extracomment>
        <translation>Außer Rand und Band</translation>
    </message>
    <message>
        <source>The unit at once charges the nearest enemy.</source>
        <extracomment>kgcwo.json: tables/fate/rows/21/explain</extracomment>
        <translation>Die Einheit greift sofort den nächsten Feind an.</translation>
    </message>
    <message>
        <source>Sharp blades</source>
        <extracomment>kgcwo.json: tables/fate/rows/22/name</extracomment>
        <translation>Scharfe Klingen</translation>
    </message>
    <message>
        <source>Swagger</source>
        <extracomment>kgcwo.json: tables/fate/rows/23/name</extracomment>
        <translation>Stolz</translation>
    </message>
    <message>
        <source>The unit&apos;s morale rating rises a step for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/23/explain</extracomment>
        <translation>Die Moralwertung der Einheit steigt für den Rest des Spiels um eine Stufe.</translation>
    </message>
    <message>
        <source>Master gunner</source>
        <extracomment>kgcwo.json: tables/fate/rows/24/name</extracomment>
        <translation>Meisterkanonier</translation>
    </message>
    <message>
        <source>A random battery in command raises its fire rating a step for the rest of the game.</source>
        <extracomment>kgcwo.json: tables/fate/rows/24/explain</extracomment>
        <translation>Eine zufällige befehligte Batterie verbessert ihre Feuerwertung für den Rest des Spiels um eine Stufe.</translation>
    </message>
    <message>
        <source>Spare rounds</source>
        <extracomment>kgcwo.json: tables/fate/rows/25/name</extracomment>
        <translation>Übrige Ladungen</translation>
    </message>
    <message>
        <source>The battery may fire twice this turn, both times at the same target.</source>
        <extracomment>kgcwo.json: tables/fate/rows/25/explain</extracomment>
        <translation>Die Batterie darf in diesem Zug zweimal feuern, beide Male auf dasselbe Ziel.</translation>
    </message>
    <message>
        <source>Wrong target</source>
        <extracomment>kgcwo.json: tables/fate/rows/26/name</extracomment>
        <translation>Falsches Ziel</translation>
    </message>
    <message>
        <source>The battery fires on the nearest friendly unit in range.</source>
        <extracomment>kgcwo.json: tables/fate/rows/26/explain</extracomment>
        <translation>Die Batterie feuert auf die nächste befreundete Einheit in Reichweite.</translation>
    </message>
    <message>
        <source>The battery&apos;s fire rating falls a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/27/explain</extracomment>
        <translation>Die Feuerwertung der Batterie sinkt um eine Stufe.</translation>
    </message>
    <message>
        <source>Stand by the guns</source>
        <extracomment>kgcwo.json: tables/fate/rows/28/name</extracomment>
        <translation>Bei den Geschützen ausharren</translation>
    </message>
    <message>
        <source>The battery&apos;s morale rating rises a step.</source>
        <extracomment>kgcwo.json: tables/fate/rows/28/explain</extracomment>
        <translation>Die Moralwertung der Batterie steigt um eine Stufe.</translation>
    </message>
    <message>
        <source>Wrong shot sent up</source>
        <extracomment>kgcwo.json: tables/fate/rows/29/name</extracomment>
        <translation>Falsche Munition nach vorn geschickt</translation>
    </message>
    <message>
        <source>The battery misses a turn while it is put right.</source>
        <extracomment>kgcwo.json: tables/fate/rows/29/explain</extracomment>
        <translation>Die Batterie setzt einen Zug aus, bis es behoben ist.</translation>
    </message>
    <message>
        <source>Downpour</source>
        <extracomment>kgcwo.json: tables/fate/rows/30/name</extracomment>
        <translation>Wolkenbruch</translation>
    </message>
    <message>
        <source>Every fire rating is one worse until the end of the turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/30/explain</extracomment>
        <translation>Jede Feuerwertung ist bis zum Ende des Zuges um eins schlechter.</translation>
    </message>
    <message>
        <source>A ford</source>
        <extracomment>kgcwo.json: tables/fate/rows/31/name</extracomment>
        <translation>Eine Furt</translation>
    </message>
    <message>
        <source>A commander within 6&quot; of a river finds a ford; crossing there costs nothing, and once used any unit may cross there.</source>
        <extracomment>kgcwo.json: tables/fate/rows/31/explain</extracomment>
        <translation>Ein Befehlshaber innerhalb 6&quot; von einem Fluss findet eine Furt; das Überqueren dort kostet nichts, und einmal benutzt, darf jede Einheit dort überqueren.</translation>
    </message>
    <message>
        <source>Mud</source>
        <extracomment>kgcwo.json: tables/fate/rows/32/name</extracomment>
        <translation>Schlamm</translation>
    </message>
    <message>
        <source>All movement is 2&quot; shorter for the rest of the turn.</source>
        <extracomment>kgcwo.json: tables/fate/rows/32/explain</extracomment>
        <translation>Jede Bewegung ist für den Rest des Zuges 2&quot; kürzer.</translation>
    </message>
    <message>
        <source>Irregulars</source>
        <extracomment>kgcwo.json: tables/fate/rows/33/name</extracomment>
        <translation>Freischärler</translation>
    </message>
    <message>
        <source>A Spanish brigade joins in: a brigadier and 1-3 infantry units (ratings E/D/D, smoothbore) arrive on a base line. Roll a D6 for the side they join.</source>
        <extracomment>kgcwo.json: tables/fate/rows/33/explain</extracomment>
        <translation>Eine spanische Brigade greift ein: ein Brigadier und 1-3 Infanterieeinheiten (Wertungen E/D/D, glattläufig) kommen an einer Grundlinie an. Einen W6 für die Seite würfeln, der sie sich anschließen.</translation>
    </message>
    <message>
        <source>A spy&apos;s report</source>
        <extracomment>kgcwo.json: tables/fate/rows/34/name</extracomment>
        <translation>Der Bericht eines Spions</translation>
    </message>
    <message>
        <source>Both sides roll a D6; the higher looks at the next six cards and puts them in any order.</source>
        <extracomment>kgcwo.json: tables/fate/rows/34/explain</extracomment>
        <translation>Beide Seiten würfeln einen W6; die höhere sieht sich die nächsten sechs Karten an und legt sie in beliebige Reihenfolge.</translation>
    </message>
    <message>
        <source>This side&apos;s roll; the other side rolls too and the higher wins.</source>
        <extracomment>kgcwo.json: tables/fate/rows/34/thenExplain</extracomment>
        <translation>Der Wurf dieser Seite; die andere Seite würfelt auch, und der höhere gewinnt.</translation>
    </message>
    <message>
        <source>Fire!</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/name</extracomment>
        <translation>Feuer!</translation>
    </message>
    <message>
        <source>A built-up area catches fire: every unit in it must leave. Roll a D6 for how many turns it burns; afterwards it gives no defence.</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/explain</extracomment>
        <translation>Eine Ortschaft fängt Feuer: jede Einheit darin muss sie verlassen. Einen W6 dafür würfeln, wie viele Züge es brennt; danach bietet sie keinen Schutz mehr.</translation>
    </message>
    <message>
        <source>Turns the fire lasts.</source>
        <extracomment>kgcwo.json: tables/fate/rows/35/thenExplain</extracomment>
        <translation>Züge, die das Feuer dauert.</translation>
    </message>
    <message>
        <source>Commander wounded</source>
        <extracomment>kgcwo.json: tables/commander-wound/name</extracomment>
        <translation>Befehlshaber verwundet</translation>
    </message>
    <message>
        <source>Unhurt</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/unhurt/name</extracomment>
        <translation>Unverletzt</translation>
    </message>
    <message>
        <source>No effect.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/unhurt/explain</extracomment>
        <translation>Keine Wirkung.</translation>
    </message>
    <message>
        <source>Light wound</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/light/name</extracomment>
        <translation>Leichte Verwundung</translation>
    </message>
    <message>
        <source>He misses a turn.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/light/explain</extracomment>
        <translation>Er setzt einen Zug aus.</translation>
    </message>
    <message>
        <source>Serious wound</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/serious/name</extracomment>
        <translation>Schwere Verwundung</translation>
    </message>
    <message>
        <source>He misses two turns.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/serious/explain</extracomment>
        <translation>Er setzt zwei Züge aus.</translation>
    </message>
    <message>
        <source>Killed</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/name</extracomment>
        <translation>Gefallen</translation>
    </message>
    <message>
        <source>A D3 gives the turns before a replacement, promoted from the commanders on the table, arrives.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/explain</extracomment>
        <translation>Ein W3 ergibt die Züge, bis ein Ersatz eintrifft, befördert aus den Befehlshabern auf dem Tisch.</translation>
    </message>
    <message>
        <source>Turns until the replacement arrives.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/thenExplain</extracomment>
        <translation>Züge, bis der Ersatz eintrifft.</translation>
    </message>
    <message>
        <source>Which side the irregulars join</source>
        <extracomment>kgcwo.json: tables/irregulars-side/name</extracomment>
        <translation>Welcher Seite sich die Freischärler anschließen</translation>
    </message>
    <message>
        <source>The French side</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/french/name</extracomment>
        <translation>Die französische Seite</translation>
    </message>
    <message>
        <source>Infantry units in the brigade.</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/french/thenExplain</extracomment>
        <translation>Infanterieeinheiten in der Brigade.</translation>
    </message>
    <message>
        <source>They join the French.</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/french/explain</extracomment>
        <translation>Sie schließen sich den Franzosen an.</translation>
    </message>
    <message>
        <source>The British side</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/british/name</extracomment>
        <translation>Die britische Seite</translation>
    </message>
    <message>
        <source>They join the British.</source>
        <extracomment>kgcwo.json: tables/irregulars-side/rows/british/explain</extracomment>
        <translation>Sie schließen sich den Briten an.</translation>
    </message>
    <message>
        <source>Shaken units cannot charge</source>
        <extracomment>kgcwo.json: chargeRules/shaken-cannot-charge/name</extracomment>
        <translation>Erschütterte Einheiten können nicht angreifen</translation>
    </message>
    <message>
        <source>Horse may not charge a defended obstacle</source>
        <extracomment>kgcwo.json: chargeRules/horse-vs-obstacle/name</extracomment>
        <translation>Reiterei darf kein verteidigtes Hindernis angreifen</translation>
    </message>
    <message>
        <source>Horse must test to charge a steady square</source>
        <extracomment>kgcwo.json: chargeRules/horse-vs-steady-square/name</extracomment>
        <translation>Reiterei muss testen, um ein standhaftes Karree anzugreifen</translation>
    </message>
    <message>
        <source>Horse must test to charge horse</source>
        <extracomment>kgcwo.json: chargeRules/horse-vs-horse/name</extracomment>
        <translation>Reiterei muss testen, um Reiterei anzugreifen</translation>
    </message>
    <message>
        <source>Horse may charge other targets without a test</source>
        <extracomment>kgcwo.json: chargeRules/horse-otherwise/name</extracomment>
        <translation>Reiterei darf andere Ziele ohne Test angreifen</translation>
    </message>
    <message>
        <source>Skirmishers may charge skirmishers</source>
        <extracomment>kgcwo.json: chargeRules/skirmishers-vs-skirmishers/name</extracomment>
        <translation>Plänkler dürfen Plänkler angreifen</translation>
    </message>
    <message>
        <source>Skirmishers may charge nothing else</source>
        <extracomment>kgcwo.json: chargeRules/skirmishers-only-skirmishers/name</extracomment>
        <translation>Plänkler dürfen nichts anderes angreifen</translation>
    </message>
    <message>
        <source>Formed foot may charge shaken, skirmishing, marching or obstacle-holding foot</source>
        <extracomment>kgcwo.json: chargeRules/foot-vs-weak-foot/name</extracomment>
        <translation>Geschlossenes Fußvolk darf erschüttertes, plänkelndes, marschierendes oder ein Hindernis haltendes Fußvolk angreifen</translation>
    </message>
    <message>
        <source>Only an attack column may charge steady formed foot</source>
        <extracomment>kgcwo.json: chargeRules/attack-column-vs-foot/name</extracomment>
        <translation>Nur eine Angriffskolonne darf standhaftes geschlossenes Fußvolk angreifen</translation>
    </message>
    <message>
        <source>Other formed foot may not charge steady foot</source>
        <extracomment>kgcwo.json: chargeRules/foot-vs-steady-foot/name</extracomment>
        <translation>Anderes geschlossenes Fußvolk darf standhaftes Fußvolk nicht angreifen</translation>
    </message>
    <message>
        <source>Not restricted</source>
        <extracomment>kgcwo.json: chargeRules/anything-else/name</extracomment>
        <translation>Nicht eingeschränkt</translation>
    </message>
    <message>
        <source>The rules set no limit on this charge.</source>
        <extracomment>kgcwo.json: chargeRules/anything-else/explain</extracomment>
        <translation>Die Regeln setzen diesem Angriff keine Grenze.</translation>
    </message>
    <message>
        <source>One card per unit and per commander (the scale of the game decides which), plus Reload, Fortune/Calamity and End of turn.</source>
        <extracomment>kgcwo.json: activation/explain</extracomment>
        <translation>Eine Karte je Einheit und je Befehlshaber (der Maßstab des Spiels entscheidet, welche), dazu Nachladen, Glück/Unglück und Zugende.</translation>
    </message>
    <message>
        <source>Unit</source>
        <extracomment>kgcwo.json: activation/cards/unit/name</extracomment>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>The unit acts: move, manoeuvre, charge, fire, hold or rally.</source>
        <extracomment>kgcwo.json: activation/cards/unit/explain</extracomment>
        <translation>Die Einheit handelt: bewegen, manövrieren, angreifen, feuern, in Bereitschaft gehen oder sammeln.</translation>
    </message>
    <message>
        <source>The commander activates the units under him within his command radius.</source>
        <extracomment>kgcwo.json: activation/cards/commander/explain</extracomment>
        <translation>Der Befehlshaber aktiviert die ihm unterstellten Einheiten innerhalb seines Befehlsradius.</translation>
    </message>
    <message>
        <source>Reload</source>
        <extracomment>kgcwo.json: activation/cards/reload/name</extracomment>
        <translation>Nachladen</translation>
    </message>
    <message>
        <source>Every unit that has fired gets its first-shot bonus back without standing still.</source>
        <extracomment>kgcwo.json: activation/cards/reload/explain</extracomment>
        <translation>Jede Einheit, die gefeuert hat, erhält ihren Bonus für den ersten Schuss zurück, ohne stillzustehen.</translation>
    </message>
    <message>
        <source>Fortune/Calamity</source>
        <extracomment>kgcwo.json: activation/cards/fortune-calamity/name</extracomment>
        <translation>Glück/Unglück</translation>
    </message>
    <message>
        <source>Roll for a fate event; it applies to the next unit or commander activated.</source>
        <extracomment>kgcwo-1.0.0.json: activation/cards/fortune-calamity/explain</extracomment>
        <translation>Auf ein Schicksalsereignis würfeln; es gilt für die nächste aktivierte Einheit oder den nächsten aktivierten Befehlshaber.</translation>
    </message>
    <message>
        <source>End of turn</source>
        <extracomment>kgcwo.json: activation/cards/end-of-turn/name</extracomment>
        <translation>Zugende</translation>
    </message>
    <message>
        <source>All drawn cards go back and the deck is shuffled. Units on hold that have not acted lose their action.</source>
        <extracomment>kgcwo.json: activation/cards/end-of-turn/explain</extracomment>
        <translation>Alle gezogenen Karten kommen zurück, und der Stapel wird gemischt. Einheiten in Bereitschaft, die nicht gehandelt haben, verlieren ihre Aktion.</translation>
    </message>
    <message>
        <source>was on hold and never acted this turn, so the held action is lost</source>
        <extracomment>kgcwo-1.0.0.json: activation/endOfTurn/0/explain</extracomment>
        <translation>war in Bereitschaft und hat in diesem Zug nicht gehandelt, die zurückgehaltene Aktion verfällt also</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>kgcwo.json: fields/nationality/choices/british</extracomment>
        <translation>Briten</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <extracomment>kgcwo.json: fields/nationality/choices/portuguese</extracomment>
        <translation>Portugiesen</translation>
    </message>
    <message>
        <source>Spanish</source>
        <extracomment>kgcwo.json: fields/nationality/choices/spanish</extracomment>
        <translation>Spanier</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>kgcwo.json: fields/nationality/choices/french</extracomment>
        <translation>Franzosen</translation>
    </message>
    <message>
        <source>Austrian</source>
        <extracomment>kgcwo.json: fields/nationality/choices/austrian</extracomment>
        <translation>Österreicher</translation>
    </message>
    <message>
        <source>Prussian</source>
        <extracomment>kgcwo.json: fields/nationality/choices/prussian</extracomment>
        <translation>Preußen</translation>
    </message>
    <message>
        <source>Russian</source>
        <extracomment>kgcwo.json: fields/nationality/choices/russian</extracomment>
        <translation>Russen</translation>
    </message>
    <message>
        <source>Other</source>
        <extracomment>kgcwo.json: fields/nationality/choices/other</extracomment>
        <translation>Andere</translation>
    </message>
    <message>
        <source>A charger whose target evades</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/name</extracomment>
        <translation>Ein Angreifer, dessen Ziel ausweicht</translation>
    </message>
    <message>
        <source>The rules shake a charger that cannot reach its target. We read an evaded charge the same way; choose no if your group lets the charger stop unharmed.</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/explain</extracomment>
        <translation>Die Regeln erschüttern einen Angreifer, der sein Ziel nicht erreicht. Wir lesen eine ausgewichene Attacke ebenso; wählt nein, wenn eure Runde den Angreifer unbeschadet anhalten lässt.</translation>
    </message>
    <message>
        <source>Ends shaken</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/choices/yes/name</extracomment>
        <translation>Endet erschüttert</translation>
    </message>
    <message>
        <source>Stops unharmed</source>
        <extracomment>kgcwo.json: options/evaded-charger-shaken/choices/no/name</extracomment>
        <translation>Hält unbeschadet an</translation>
    </message>
    <message>
        <source>A unit with Charge orders declares its target and the distance between them. The charge rules say whether it may go; the target checks its nerve and chooses how to meet it; then the two fight it out, and the side that lost more bases checks morale again.</source>
        <extracomment>kgcwo.json: procedures/charge/explain</extracomment>
        <translation>Eine Einheit mit Angriffsbefehl nennt ihr Ziel und die Entfernung dazwischen. Die Angriffsregeln sagen, ob sie angreifen darf; das Ziel prüft seine Nerven und wählt, wie es den Angriff empfängt; dann kämpfen beide, und die Seite, die mehr Basen verlor, prüft erneut die Moral.</translation>
    </message>
    <message>
        <source>Distance</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/distance/name</extracomment>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Inches from the charger to its target when the charge is declared.</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation>Zoll vom Angreifer zu seinem Ziel, wenn der Angriff angesagt wird.</translation>
    </message>
    <message>
        <source>Charge move</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/chargeMove/name</extracomment>
        <translation>Angriffsbewegung</translation>
    </message>
    <message>
        <source>How far the charger may move on a charge; taken from the movement table unless entered.</source>
        <extracomment>kgcwo.json: procedures/charge/inputs/chargeMove/explain</extracomment>
        <translation>Wie weit sich der Angreifer beim Angriff bewegen darf; aus der Bewegungstabelle, wenn nicht eingegeben.</translation>
    </message>
    <message>
        <source>Fire range</source>
        <extracomment>kgcwo.json: procedures/charge/vars/fireRange/name</extracomment>
        <translation>Schussentfernung</translation>
    </message>
    <message>
        <source>The range the target&apos;s hurried volley is fired at.</source>
        <extracomment>kgcwo.json: procedures/charge/vars/fireRange/explain</extracomment>
        <translation>Die Entfernung, auf die das Ziel seine hastige Salve abgibt.</translation>
    </message>
    <message>
        <source>Evade move</source>
        <extracomment>kgcwo.json: procedures/charge/vars/evadeMove/name</extracomment>
        <translation>Ausweichbewegung</translation>
    </message>
    <message>
        <source>How far the evading target ran.</source>
        <extracomment>kgcwo.json: procedures/charge/vars/evadeMove/explain</extracomment>
        <translation>Wie weit das ausweichende Ziel lief.</translation>
    </message>
    <message>
        <source>Charge refused</source>
        <extracomment>kgcwo.json: procedures/charge/endings/refused/name</extracomment>
        <translation>Angriff verweigert</translation>
    </message>
    <message>
        <source>The charge rules forbid it, or the horsemen failed their check to charge.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/refused/explain</extracomment>
        <translation>Die Angriffsregeln verbieten ihn, oder die Reiter bestanden ihren Test zum Angriff nicht.</translation>
    </message>
    <message>
        <source>Fell short</source>
        <extracomment>kgcwo.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation>Zu kurz</translation>
    </message>
    <message>
        <source>The target was beyond the charge move: the charger moves its full distance and is shaken.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation>Das Ziel lag jenseits der Angriffsbewegung: der Angreifer zieht seine volle Weite und ist erschüttert.</translation>
    </message>
    <message>
        <source>Halted by fire</source>
        <extracomment>kgcwo.json: procedures/charge/endings/halted/name</extracomment>
        <translation>Vom Feuer aufgehalten</translation>
    </message>
    <message>
        <source>The volley stopped the charge at the range it was fired from; the charger is not shaken.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/halted/explain</extracomment>
        <translation>Die Salve hielt den Angriff auf der Entfernung auf, aus der sie kam; der Angreifer ist nicht erschüttert.</translation>
    </message>
    <message>
        <source>Repulsed by the square</source>
        <extracomment>kgcwo.json: procedures/charge/endings/repulsed/name</extracomment>
        <translation>Vom Karree abgewiesen</translation>
    </message>
    <message>
        <source>The square formed and the horsemen would not ride into it.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/repulsed/explain</extracomment>
        <translation>Das Karree stand, und die Reiter wollten nicht hineinreiten.</translation>
    </message>
    <message>
        <source>Target evaded</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evaded/name</extracomment>
        <translation>Ziel ausgewichen</translation>
    </message>
    <message>
        <source>The target got away and the charge found nothing to hit.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evaded/explain</extracomment>
        <translation>Das Ziel entkam, und der Angriff traf ins Leere.</translation>
    </message>
    <message>
        <source>Evader caught</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evader-caught/name</extracomment>
        <translation>Ausweichender eingeholt</translation>
    </message>
    <message>
        <source>The charger still had the move to reach the fleeing unit, which is destroyed.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/evader-caught/explain</extracomment>
        <translation>Der Angreifer hatte noch Bewegung genug, die fliehende Einheit zu erreichen; sie ist vernichtet.</translation>
    </message>
    <message>
        <source>Charger won the melee</source>
        <extracomment>kgcwo.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation>Angreifer gewann den Nahkampf</translation>
    </message>
    <message>
        <source>The defender lost more bases than the charger.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/charger-won/explain</extracomment>
        <translation>Der Verteidiger verlor mehr Basen als der Angreifer.</translation>
    </message>
    <message>
        <source>Defender won the melee</source>
        <extracomment>kgcwo.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation>Verteidiger gewann den Nahkampf</translation>
    </message>
    <message>
        <source>The charger lost more bases than the defender.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/defender-won/explain</extracomment>
        <translation>Der Angreifer verlor mehr Basen als der Verteidiger.</translation>
    </message>
    <message>
        <source>Melee drawn</source>
        <extracomment>kgcwo.json: procedures/charge/endings/drawn/name</extracomment>
        <translation>Nahkampf unentschieden</translation>
    </message>
    <message>
        <source>Both sides lost as many bases: neither has lost the melee.</source>
        <extracomment>kgcwo.json: procedures/charge/endings/drawn/explain</extracomment>
        <translation>Beide Seiten verloren gleich viele Basen: keine hat den Nahkampf verloren.</translation>
    </message>
    <message>
        <source>May it charge?</source>
        <extracomment>kgcwo.json: procedures/charge/before/0/name</extracomment>
        <translation>Darf sie angreifen?</translation>
    </message>
    <message>
        <source>Can it reach?</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/name</extracomment>
        <translation>Erreicht sie das Ziel?</translation>
    </message>
    <message>
        <source>A charge that does not reach its target ends its full move shaken.</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/then/0/effects/0/explain</extracomment>
        <translation>Ein Angriff, der sein Ziel nicht erreicht, endet nach voller Bewegung erschüttert.</translation>
    </message>
    <message>
        <source>Falls short</source>
        <extracomment>kgcwo.json: procedures/charge/before/1/then/0/name</extracomment>
        <translation>Bleibt zu kurz</translation>
    </message>
    <message>
        <source>A unit that is charged checks its nerve before it answers.</source>
        <extracomment>kgcwo.json: procedures/charge/before/2/explain</extracomment>
        <translation>Eine angegriffene Einheit prüft ihre Nerven, bevor sie antwortet.</translation>
    </message>
    <message>
        <source>Stand</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand/name</extracomment>
        <translation>Stehen bleiben</translation>
    </message>
    <message>
        <source>Wait for the charge where it stands.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand/explain</extracomment>
        <translation>Den Angriff an Ort und Stelle erwarten.</translation>
    </message>
    <message>
        <source>Stand and fire</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand-and-fire/name</extracomment>
        <translation>Stehen und feuern</translation>
    </message>
    <message>
        <source>A volley at the charger as it comes in; the dice say how close it has come by then.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand-and-fire/explain</extracomment>
        <translation>Eine Salve auf den heranstürmenden Angreifer; die Würfel sagen, wie nah er bis dahin ist.</translation>
    </message>
    <message>
        <source>Range of the volley</source>
        <extracomment>kgcwo.json: procedures/charge/responses/stand-and-fire/steps/0/onOutcome/fires/0/name</extracomment>
        <translation>Entfernung der Salve</translation>
    </message>
    <message>
        <source>Formed foot tries to form square; only while the charger is more than half its charge move away.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/form-square/explain</extracomment>
        <translation>Geschlossenes Fußvolk versucht ein Karree zu bilden; nur solange der Angreifer mehr als die Hälfte seiner Angriffsbewegung entfernt ist.</translation>
    </message>
    <message>
        <source>Horse facing a steady square must check before it rides in.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/form-square/steps/0/onPass/0/explain</extracomment>
        <translation>Reiterei vor einem festen Karree muss einen Test bestehen, bevor sie hineinreitet.</translation>
    </message>
    <message>
        <source>Steady horse, skirmishers and gun crews may run for their own base line; they end shaken (routed if already shaken).</source>
        <extracomment>kgcwo-1.0.0.json: procedures/charge/responses/evade/explain</extracomment>
        <translation>Feste Reiterei, Plänkler und Geschützbedienungen dürfen zur eigenen Grundlinie laufen; sie enden erschüttert (fliehend, wenn schon erschüttert).</translation>
    </message>
    <message>
        <source>Is the evader caught?</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/then/1/name</extracomment>
        <translation>Wird der Ausweichende eingeholt?</translation>
    </message>
    <message>
        <source>Caught by the charge: destroyed.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/then/1/then/0/effects/0/explain</extracomment>
        <translation>Vom Angriff eingeholt: vernichtet.</translation>
    </message>
    <message>
        <source>Caught</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/then/1/then/0/name</extracomment>
        <translation>Eingeholt</translation>
    </message>
    <message>
        <source>Charge finds nothing</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/then/1/else/0/name</extracomment>
        <translation>Angriff ins Leere</translation>
    </message>
    <message>
        <source>Steady horse rides out to meet the charge if it passes a check; otherwise it is caught at the halt.</source>
        <extracomment>kgcwo-1.0.0.json: procedures/charge/responses/counter-charge/explain</extracomment>
        <translation>Feste Reiterei reitet dem Angriff entgegen, wenn sie einen Test besteht; sonst wird sie im Stand getroffen.</translation>
    </message>
    <message>
        <source>The side that lost more bases checks morale.</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/melee/decided/0/explain</extracomment>
        <translation>Die Seite, die mehr Basen verlor, prüft die Moral.</translation>
    </message>
    <message>
        <source>Victorious horse that wants to hold back must pass a check; the umpire skips it when the horse follows up anyway.</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/melee/decided/1/explain</extracomment>
        <translation>Siegreiche Reiterei, die sich zurückhalten will, muss einen Test bestehen; der Schiedsrichter überspringt ihn, wenn sie ohnehin nachsetzt.</translation>
    </message>
    <message>
        <source>Both sides roll their melee dice at once, each set up as it stood before the clash.</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/explain</extracomment>
        <translation>Beide Seiten würfeln ihre Nahkampfwürfel zugleich, jede so, wie sie vor dem Zusammenstoß stand.</translation>
    </message>
    <message>
        <source>A limbered battery cannot fire: unlimber it first.</source>
        <extracomment>kgcwo.json: tests/fire/requires/0/explain</extracomment>
        <translation>Eine aufgeprotzte Batterie kann nicht feuern: zuerst abprotzen.</translation>
    </message>
    <message>
        <source>Commanders do not fire.</source>
        <extracomment>kgcwo.json: tests/fire/requires/1/explain</extracomment>
        <translation>Befehlshaber feuern nicht.</translation>
    </message>
    <message>
        <source>Only a shaken or routed unit rallies; a steady one has nothing to recover.</source>
        <extracomment>kgcwo.json: tests/rally/requires/0/explain</extracomment>
        <translation>Nur eine erschütterte oder fliehende Einheit sammelt sich; eine standhafte hat nichts zurückzugewinnen.</translation>
    </message>
    <message>
        <source>Only foot can form square; batteries, horse and commanders cannot.</source>
        <extracomment>kgcwo.json: tests/form-square/requires/0/explain</extracomment>
        <translation>Nur Fußtruppen können ein Karree bilden; Batterien, Reiterei und Befehlshaber nicht.</translation>
    </message>
    <message>
        <source>Turns until his replacement arrives.</source>
        <extracomment>kgcwo.json: tables/commander-wound/rows/killed/effects/0/explain</extracomment>
        <translation>Züge, bis sein Nachfolger eintrifft.</translation>
    </message>
    <message>
        <source>Roll for a fate event; it applies to the next unit activated of the kind it names (a horse result to horse, a commander&apos;s to a commander); battlefield events apply at once.</source>
        <extracomment>kgcwo.json: activation/cards/fortune-calamity/explain</extracomment>
        <translation>Würfeln Sie ein Schicksalsereignis aus; es gilt für die nächste aktivierte Einheit der genannten Art (ein Reiterergebnis für Reiterei, eines für Befehlshaber für einen Befehlshaber); Ereignisse des Schlachtfelds gelten sofort.</translation>
    </message>
    <message>
        <source>was on hold and was not called on before the end of the turn, so the held action is lost</source>
        <extracomment>kgcwo.json: activation/endOfTurn/0/explain</extracomment>
        <translation>war in Bereitschaft und wurde vor dem Zugende nicht aufgerufen: die zurückgehaltene Aktion verfällt</translation>
    </message>
    <message>
        <source>misses this activation (one turn fewer still to miss)</source>
        <extracomment>kgcwo.json: activation/onActivation/0/explain</extracomment>
        <translation>setzt diese Aktivierung aus (ein auszusetzender Zug weniger)</translation>
    </message>
    <message>
        <source>Hold</source>
        <extracomment>kgcwo.json: orders/hold/name</extracomment>
        <translation>Bereitschaft</translation>
    </message>
    <message>
        <source>The unit keeps its activation for later this turn; calling on it then takes a morale check, and End of turn coming first loses it. Held out of contact and out of fire, it also gets its first-shot bonus back.</source>
        <extracomment>kgcwo.json: orders/hold/explain</extracomment>
        <translation>Die Einheit hebt ihre Aktivierung für später in diesem Zug auf; sie dann aufzurufen verlangt eine Moralprobe, und kommt das Zugende zuerst, verfällt sie. Ohne Kontakt und nicht unter Beschuss zurückgehalten, erhält sie auch ihren Bonus für den ersten Schuss zurück.</translation>
    </message>
    <message>
        <source>In contact with the enemy or under ranged attack?</source>
        <extracomment>kgcwo.json: orders/hold/asks/engaged/name</extracomment>
        <translation>In Kontakt mit dem Feind oder unter Beschuss?</translation>
    </message>
    <message>
        <source>It is already on hold.</source>
        <extracomment>kgcwo.json: orders/hold/requires/0/explain</extracomment>
        <translation>Sie ist schon in Bereitschaft.</translation>
    </message>
    <message>
        <source>Hold is an order for units, not commanders.</source>
        <extracomment>kgcwo.json: orders/hold/requires/1/explain</extracomment>
        <translation>Bereitschaft ist ein Befehl für Einheiten, nicht für Befehlshaber.</translation>
    </message>
    <message>
        <source>Holding out of contact and out of fire, it gets its first-shot bonus back.</source>
        <extracomment>kgcwo.json: orders/hold/effects/1/explain</extracomment>
        <translation>In Bereitschaft ohne Kontakt und nicht unter Beschuss erhält sie ihren Bonus für den ersten Schuss zurück.</translation>
    </message>
    <message>
        <source>The card says roll a D10 for Fortune or Calamity, but the fate table is numbered 11-66. We roll a D66 after the D10 (the D10 only names it), and the result waits for the next unit of its kind activated. Alternatively the next card drawn picks the tens by its kind (a die when it is no unit&apos;s) and a D6 the units.</source>
        <extracomment>kgcwo.json: options/fate-reading/explain</extracomment>
        <translation>Die Karte sagt, mit einem W10 über Glück oder Unglück zu würfeln, doch die Schicksalstabelle ist von 11 bis 66 nummeriert. Wir würfeln nach dem W10 einen W66 (der W10 benennt es nur), und das Ergebnis wartet auf die nächste aktivierte Einheit seiner Art. Alternativ wählt die nächste gezogene Karte die Zehner nach ihrer Art (ein Würfel, wenn sie keiner Einheit gehört) und ein W6 die Einer.</translation>
    </message>
    <message>
        <source>Holding its activation for later this turn; lost if End of turn comes first.</source>
        <extracomment>kgcwo.json: fields/hold/explain</extracomment>
        <translation>Hält ihre Aktivierung für später in diesem Zug zurück; verfällt, wenn das Zugende zuerst kommt.</translation>
    </message>
    <message>
        <source>Activations it must still miss (fate: a spooked horse, a wounded commander); one is counted off each time its card comes up.</source>
        <extracomment>kgcwo.json: fields/missed-turns/explain</extracomment>
        <translation>Aktivierungen, die sie noch aussetzen muss (Schicksal: scheuende Pferde, ein verwundeter Befehlshaber); jedes Mal, wenn ihre Karte kommt, zählt eine ab.</translation>
    </message>
    <message>
        <source>Cards the unit has in the deck each turn: fate 41 lets it act twice, from the next shuffle on.</source>
        <extracomment>kgcwo.json: fields/activations/explain</extracomment>
        <translation>Karten der Einheit im Stapel je Zug: Schicksal 41 lässt sie ab dem nächsten Mischen zweimal handeln.</translation>
    </message>
    <message>
        <source>In melee</source>
        <extracomment>kgcwo.json: fields/in-melee/name</extracomment>
        <translation>Im Nahkampf</translation>
    </message>
    <message>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>kgcwo.json: fields/in-melee/explain</extracomment>
        <translation>In einen Nahkampf verwickelt, der weitergeht: &quot;Nahkampf fortsetzen&quot; auf ihrem Blatt kämpft die nächste Runde. Ein unentschiedener Nahkampf setzt es, ein entschiedener hebt es auf; der Schiedsrichter setzt es für Einheiten, die schon in Kontakt sind.</translation>
    </message>
    <message>
        <source>Still in melee</source>
        <extracomment>kgcwo.json: procedures/charge/after/0/melee/drawn/0/name</extracomment>
        <translation>Weiter im Nahkampf</translation>
    </message>
    <message>
        <source>Continue melee</source>
        <extracomment>kgcwo.json: procedures/melee/name</extracomment>
        <translation>Nahkampf fortsetzen</translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>kgcwo.json: procedures/melee/explain</extracomment>
        <translation>Ein Nahkampf, der aus einem früheren Zug weitergeht, oder zwischen Einheiten, die schon in Kontakt sind: eine weitere Runde, beide Seiten zusammen, und alles, was daraus folgt. Die Einheit, von deren Blatt er geöffnet wird, ist der Handelnde; wählen Sie die Einheit, gegen die sie kämpft.</translation>
    </message>
    <message>
        <source>Won the melee</source>
        <extracomment>kgcwo.json: procedures/melee/endings/won/name</extracomment>
        <translation>Nahkampf gewonnen</translation>
    </message>
    <message>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>kgcwo.json: procedures/melee/endings/won/explain</extracomment>
        <translation>Die Einheit, deren Blatt es ist, gewann diese Runde.</translation>
    </message>
    <message>
        <source>The unit it fights won this round.</source>
        <extracomment>kgcwo.json: procedures/melee/endings/lost/explain</extracomment>
        <translation>Die Einheit, gegen die sie kämpft, gewann diese Runde.</translation>
    </message>
    <message>
        <source>Neither side won: the melee goes on next turn.</source>
        <extracomment>kgcwo.json: procedures/melee/endings/drawn/explain</extracomment>
        <translation>Keine Seite gewann: der Nahkampf geht im nächsten Zug weiter.</translation>
    </message>
    <message>
        <source>Fight on</source>
        <extracomment>kgcwo.json: procedures/melee/responses/fight/name</extracomment>
        <translation>Weiterkämpfen</translation>
    </message>
    <message>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>kgcwo.json: procedures/melee/responses/fight/explain</extracomment>
        <translation>Beide Einheiten bleiben im Nahkampf und kämpfen diese Runde.</translation>
    </message>
    <message>
        <source>The melee is over</source>
        <extracomment>kgcwo.json: procedures/melee/after/0/melee/decided/2/then/0/name</extracomment>
        <translation>Der Nahkampf ist vorbei</translation>
    </message>
    <message>
        <source>Six groups of six events: commanders-in-chief, divisional and brigade commanders, foot, horse, guns and the battlefield. Commanders&apos; events wait for the right one: the first group for a side&apos;s commander-in-chief as things stand, the second for any commander under him.</source>
        <extracomment>kgcwo.json: tables/fate/explain</extracomment>
        <translation>Sechs Gruppen zu sechs Ereignissen: Oberbefehlshaber, Divisions- und Brigadekommandeure, Fußvolk, Reiterei, Geschütze und das Schlachtfeld. Ereignisse für Kommandeure warten auf den richtigen: die erste Gruppe auf den Oberbefehlshaber einer Seite, wie die Dinge stehen, die zweite auf einen Kommandeur unter ihm.</translation>
    </message>
    <message>
        <source>Hits received</source>
        <extracomment>kgcwo.json: triggers/received-hits/name</extracomment>
        <translation>Erhaltene Treffer</translation>
    </message>
    <message>
        <source>Each hit from fire or melee is saved (or not) with a morale check as part of the same attack, one check per hit, so the attack itself asks for them.</source>
        <extracomment>kgcwo.json: triggers/received-hits/explain</extracomment>
        <translation>Jeder Treffer aus Beschuss oder Nahkampf wird als Teil desselben Angriffs mit einer Moralprüfung gerettet (oder nicht), eine Prüfung je Treffer; der Angriff selbst fordert sie also.</translation>
    </message>
    <message>
        <source>Wounds received</source>
        <extracomment>kgcwo.json: triggers/received-wounds/name</extracomment>
        <translation>Erhaltene Verwundungen</translation>
    </message>
    <message>
        <source>An attack that turned any hit into a casualty asks for one more check for the wounds, after its saves; it follows from the attack, so nothing is owed apart from it.</source>
        <extracomment>kgcwo.json: triggers/received-wounds/explain</extracomment>
        <translation>Ein Angriff, der einen Treffer zu einem Verlust machte, verlangt nach seinen Rettungswürfen eine weitere Prüfung für die Verwundungen; sie folgt aus dem Angriff, also ist außer ihr nichts geschuldet.</translation>
    </message>
    <message>
        <source>Wounds after saves taken later</source>
        <extracomment>kgcwo.json: triggers/wounds-after-owed-saves/name</extracomment>
        <translation>Verwundungen nach später genommenen Rettungswürfen</translation>
    </message>
    <message>
        <source>When the players apply an attack before rolling its saves, the saves are owed one by one; the first of them that becomes a casualty (rolled with the attack or later) owes the single check for wounds the whole attack calls for, taken after the saves still owed. Under one check per casualty each failed save brings its own check, so this owes nothing.</source>
        <extracomment>kgcwo.json: triggers/wounds-after-owed-saves/explain</extracomment>
        <translation>Wenden die Spieler einen Angriff an, bevor sie seine Rettungswürfe würfeln, sind diese einzeln geschuldet; der erste, der zum Verlust wird (mit dem Angriff gewürfelt oder später), fordert die eine Prüfung für Verwundungen, die der ganze Angriff verlangt, genommen nach den noch geschuldeten Rettungswürfen. Mit einer Prüfung je Verlust bringt jeder misslungene Rettungswurf seine eigene Prüfung, und dies fordert nichts.</translation>
    </message>
    <message>
        <source>The melee works out which side lost more and has it check at once, as a step of the charge or the melee.</source>
        <extracomment>kgcwo.json: triggers/lost-melee/explain</extracomment>
        <translation>Der Nahkampf ermittelt, welche Seite mehr verlor, und lässt sie sofort prüfen, als Schritt des Angriffs oder des Nahkampfs.</translation>
    </message>
    <message>
        <source>Receiving a charge</source>
        <extracomment>kgcwo.json: triggers/received-charge/name</extracomment>
        <translation>Einen Angriff empfangen</translation>
    </message>
    <message>
        <source>The unit charged checks as a step of the charge, before its response plays out.</source>
        <extracomment>kgcwo.json: triggers/received-charge/explain</extracomment>
        <translation>Die angegriffene Einheit prüft als Schritt des Angriffs, bevor ihre Antwort ausgespielt wird.</translation>
    </message>
    <message>
        <source>Charger hit while closing</source>
        <extracomment>kgcwo.json: triggers/charger-under-fire/name</extracomment>
        <translation>Angreifer beim Heranrücken getroffen</translation>
    </message>
    <message>
        <source>A stand-and-fire volley that hits makes the charger check as part of that volley.</source>
        <extracomment>kgcwo.json: triggers/charger-under-fire/explain</extracomment>
        <translation>Eine Salve im Stehen, die trifft, lässt den Angreifer als Teil dieser Salve prüfen.</translation>
    </message>
    <message>
        <source>Cavalry holding back after a win</source>
        <extracomment>kgcwo.json: triggers/cavalry-holding-back/name</extracomment>
        <translation>Kavallerie hält sich nach einem Sieg zurück</translation>
    </message>
    <message>
        <source>Horse that won and would rather not follow up checks as a step of the melee&apos;s end.</source>
        <extracomment>kgcwo.json: triggers/cavalry-holding-back/explain</extracomment>
        <translation>Reiterei, die gesiegt hat und lieber nicht nachsetzt, prüft als Schritt am Ende des Nahkampfs.</translation>
    </message>
    <message>
        <source>Horse shaken by the charge it receives</source>
        <extracomment>kgcwo.json: options/shaken-horse-response/name</extracomment>
        <translation>Vom empfangenen Angriff erschütterte Reiterei</translation>
    </message>
    <message>
        <source>Only steady horse may counter-charge or evade, and the check on being charged comes before the answer is carried out. We read a horse that fails that check as no longer steady: it stands instead of the answer chosen. Choose &apos;keeps its answer&apos; if your group lets an answer declared while steady go ahead.</source>
        <extracomment>kgcwo.json: options/shaken-horse-response/explain</extracomment>
        <translation>Nur feste Reiterei darf einen Gegenangriff reiten oder ausweichen, und der Test beim Empfangen eines Angriffs kommt, bevor die Antwort ausgeführt wird. Wir lesen Reiterei, die diesen Test nicht besteht, als nicht mehr fest: Sie bleibt stehen, statt die gewählte Antwort auszuführen. Wählt „Behält ihre Antwort“, wenn eure Runde eine Antwort, die noch in festem Zustand erklärt wurde, gelten lässt.</translation>
    </message>
    <message>
        <source>Stands instead</source>
        <extracomment>kgcwo.json: options/shaken-horse-response/choices/stands/name</extracomment>
        <translation>Bleibt stattdessen stehen</translation>
    </message>
    <message>
        <source>Keeps its answer</source>
        <extracomment>kgcwo.json: options/shaken-horse-response/choices/as-chosen/name</extracomment>
        <translation>Behält ihre Antwort</translation>
    </message>
    <message>
        <source>Steady horse, skirmishers and gun crews may run for their own base line; they end shaken (routed if already shaken). Horse shaken by its check on being charged stands instead.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/explain</extracomment>
        <translation>Feste Reiterei, Plänkler und Geschützbedienungen dürfen zur eigenen Grundlinie laufen; sie enden erschüttert (fliehend, wenn schon erschüttert). Reiterei, die ihr Test beim Empfangen des Angriffs erschüttert hat, bleibt stattdessen stehen.</translation>
    </message>
    <message>
        <source>Still steady?</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/name</extracomment>
        <translation>Noch fest?</translation>
    </message>
    <message>
        <source>No longer steady: it waits for the charge where it stands.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/else/0/effects/0/note</extracomment>
        <translation>Nicht mehr fest: Sie erwartet den Angriff, wo sie steht.</translation>
    </message>
    <message>
        <source>Only steady horse may do this: shaken by its check on being charged, it stands.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/evade/steps/0/else/0/explain</extracomment>
        <translation>Das darf nur feste Reiterei: Von ihrem Test beim Empfangen des Angriffs erschüttert, bleibt sie stehen.</translation>
    </message>
    <message>
        <source>Steady horse rides out to meet the charge if it passes a check; otherwise it is caught at the halt, as it is when its check on being charged has shaken it.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/counter-charge/explain</extracomment>
        <translation>Feste Reiterei reitet dem Angriff entgegen, wenn sie einen Test besteht; sonst wird sie im Stand getroffen, ebenso wenn ihr Test beim Empfangen des Angriffs sie erschüttert hat.</translation>
    </message>
    <message>
        <source>Only formed infantry not yet in square, and only while the chargers are more than half their charge move away.</source>
        <extracomment>kgcwo.json: procedures/charge/responses/form-square/notOffered</extracomment>
        <translation>Nur geschlossene Infanterie, die noch nicht im Karree steht, und nur solange die Angreifer mehr als die Hälfte ihrer Angriffsbewegung entfernt sind.</translation>
    </message>
</context>
<context>
    <name>ruleset:nap-igougo</name>
    <message>
        <source>Napoleonic player-turn rules (001)</source>
        <extracomment>nap-igougo.json: name</extracomment>
        <translation>Napoleonische Regeln mit Spielerzügen (001)</translation>
    </message>
    <message>
        <source>Battalion and brigade scale rules with player turns: initiative, orders and staff work, a fire points table, charge and reaction tests and opposed melee. No automatic pass or fail on natural rolls.</source>
        <extracomment>nap-igougo.json: explain</extracomment>
        <translation>Regeln im Maßstab Bataillon und Brigade mit Spielerzügen: Initiative, Befehle und Stabsarbeit, eine Feuerpunktetabelle, Angriffs- und Reaktionstests und vergleichender Nahkampf. Kein automatisches Bestehen oder Misslingen bei natürlichen Würfen.</translation>
    </message>
    <message>
        <source>Dice for order activation</source>
        <extracomment>nap-igougo.json: options/order-dice/name</extracomment>
        <translation>Würfel für die Befehlsausführung</translation>
    </message>
    <message>
        <source>The table gives staff numbers 6 to 14 but not the dice. We roll 2D10 (Incompetent staff then succeed about a quarter of the time); the alternative rolls 1D10 and keeps the total from turn to turn.</source>
        <extracomment>nap-igougo.json: options/order-dice/explain</extracomment>
        <translation>Die Tabelle gibt Stabszahlen von 6 bis 14 an, aber nicht die Würfel. Wir würfeln 2W10 (ein unfähiger Stab hat dann in etwa einem Viertel der Fälle Erfolg); die andere Lesart würfelt 1W10 und trägt die Summe von Zug zu Zug weiter.</translation>
    </message>
    <message>
        <source>2D10</source>
        <extracomment>nap-igougo.json: options/order-dice/choices/2d10/name</extracomment>
        <translation>2W10</translation>
    </message>
    <message>
        <source>1D10, carried over</source>
        <extracomment>nap-igougo.json: options/order-dice/choices/1d10-carried/name</extracomment>
        <translation>1W10, übertragen</translation>
    </message>
    <message>
        <source>Fire table, 41-45 points, a roll of 0</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/name</extracomment>
        <translation>Feuertabelle, 41-45 Punkte, ein Wurf von 0</translation>
    </message>
    <message>
        <source>The printed row skips a modified 0. We read it as no hits; the other reading gives one, like the next row.</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/explain</extracomment>
        <translation>Die gedruckte Zeile überspringt eine modifizierte 0. Wir lesen sie als keine Treffer; die andere Lesart gibt einen, wie die nächste Zeile.</translation>
    </message>
    <message>
        <source>No hits</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/choices/no-hits/name</extracomment>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>One hit</source>
        <extracomment>nap-igougo.json: options/row-41-45-zero/choices/one-hit/name</extracomment>
        <translation>Ein Treffer</translation>
    </message>
    <message>
        <source>More than 50 fire points</source>
        <extracomment>nap-igougo.json: options/over-50-points/name</extracomment>
        <translation>Mehr als 50 Feuerpunkte</translation>
    </message>
    <message>
        <source>We split such fire into several resolutions (60 = 50 + 10); the other reading uses the 46-50 row.</source>
        <extracomment>nap-igougo.json: options/over-50-points/explain</extracomment>
        <translation>Wir teilen solches Feuer in mehrere Auflösungen (60 = 50 + 10); die andere Lesart nimmt die Zeile 46-50.</translation>
    </message>
    <message>
        <source>Split the fire</source>
        <extracomment>nap-igougo.json: options/over-50-points/choices/split/name</extracomment>
        <translation>Das Feuer teilen</translation>
    </message>
    <message>
        <source>Use the 46-50 row</source>
        <extracomment>nap-igougo.json: options/over-50-points/choices/cap/name</extracomment>
        <translation>Die Zeile 46-50 nehmen</translation>
    </message>
    <message>
        <source>Reading &apos;Column/Square +1/+2&apos;</source>
        <extracomment>nap-igougo.json: options/column-square-reading/name</extracomment>
        <translation>Lesart von „Kolonne/Karree +1/+2“</translation>
    </message>
    <message>
        <source>We read it as +1 against a column and +2 against a square; the other reading is +1 against musketry and +2 against artillery for either.</source>
        <extracomment>nap-igougo.json: options/column-square-reading/explain</extracomment>
        <translation>Wir lesen es als +1 gegen eine Kolonne und +2 gegen ein Karree; die andere Lesart ist +1 gegen Musketenfeuer und +2 gegen Artillerie für beide.</translation>
    </message>
    <message>
        <source>Column +1, square +2</source>
        <extracomment>nap-igougo.json: options/column-square-reading/choices/by-formation/name</extracomment>
        <translation>Kolonne +1, Karree +2</translation>
    </message>
    <message>
        <source>Musketry +1, artillery +2</source>
        <extracomment>nap-igougo.json: options/column-square-reading/choices/by-weapon/name</extracomment>
        <translation>Musketenfeuer +1, Artillerie +2</translation>
    </message>
    <message>
        <source>Who gets +6 when infantry fight a square</source>
        <extracomment>nap-igougo.json: options/square-plus-six/name</extracomment>
        <translation>Wer +6 erhält, wenn Infanterie gegen ein Karree kämpft</translation>
    </message>
    <message>
        <source>We give it to the infantry attacking the square (squares are weak against foot); the other reading gives it to the square.</source>
        <extracomment>nap-igougo.json: options/square-plus-six/explain</extracomment>
        <translation>Wir geben es der Infanterie, die das Karree angreift (Karrees sind schwach gegen Fußvolk); die andere Lesart gibt es dem Karree.</translation>
    </message>
    <message>
        <source>The attacker</source>
        <extracomment>nap-igougo.json: options/square-plus-six/choices/attacker/name</extracomment>
        <translation>Der Angreifer</translation>
    </message>
    <message>
        <source>The square</source>
        <extracomment>nap-igougo.json: options/square-plus-six/choices/square/name</extracomment>
        <translation>Das Karree</translation>
    </message>
    <message>
        <source>Troop quality</source>
        <extracomment>nap-igougo.json: ladders/troop/name</extracomment>
        <translation>Truppenqualität</translation>
    </message>
    <message>
        <source>One grade sets a unit&apos;s fire modifier and its charge, melee and morale numbers.</source>
        <extracomment>nap-igougo.json: ladders/troop/explain</extracomment>
        <translation>Eine Stufe bestimmt den Feuermodifikator einer Einheit und ihre Zahlen für Angriff, Nahkampf und Moral.</translation>
    </message>
    <message>
        <source>Old Guard</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/old-guard/name</extracomment>
        <translation>Alte Garde</translation>
    </message>
    <message>
        <source>Superior</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/superior/name</extracomment>
        <translation>Überlegen</translation>
    </message>
    <message>
        <source>Excellent</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/excellent/name</extracomment>
        <translation>Ausgezeichnet</translation>
    </message>
    <message>
        <source>Good</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/good/name</extracomment>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Fair</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/fair/name</extracomment>
        <translation>Mittelmäßig</translation>
    </message>
    <message>
        <source>Poor</source>
        <extracomment>nap-igougo.json: ladders/troop/steps/poor/name</extracomment>
        <translation>Schwach</translation>
    </message>
    <message>
        <source>Leader rating</source>
        <extracomment>nap-igougo.json: ladders/leader/name</extracomment>
        <translation>Führungswertung</translation>
    </message>
    <message>
        <source>Average</source>
        <extracomment>nap-igougo.json: ladders/leader/steps/average/name</extracomment>
        <translation>Durchschnittlich</translation>
    </message>
    <message>
        <source>Staff rating</source>
        <extracomment>nap-igougo.json: ladders/staff/name</extracomment>
        <translation>Stabswertung</translation>
    </message>
    <message>
        <source>Adds to initiative and sets the number a pending order must reach.</source>
        <extracomment>nap-igougo.json: ladders/staff/explain</extracomment>
        <translation>Wird zur Initiative addiert und bestimmt die Zahl, die ein ausstehender Befehl erreichen muss.</translation>
    </message>
    <message>
        <source>Superb</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/superb/name</extracomment>
        <translation>Vorzüglich</translation>
    </message>
    <message>
        <source>Professional</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/professional/name</extracomment>
        <translation>Professionell</translation>
    </message>
    <message>
        <source>Competent</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/competent/name</extracomment>
        <translation>Fähig</translation>
    </message>
    <message>
        <source>Inefficient</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/inefficient/name</extracomment>
        <translation>Ineffizient</translation>
    </message>
    <message>
        <source>Incompetent</source>
        <extracomment>nap-igougo.json: ladders/staff/steps/incompetent/name</extracomment>
        <translation>Unfähig</translation>
    </message>
    <message>
        <source>Morale state</source>
        <extracomment>nap-igougo.json: ladders/morale-state/name</extracomment>
        <translation>Moralzustand</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>nap-igougo.json: ladders/morale-state/steps/normal/name</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Shaken</source>
        <extracomment>nap-igougo.json: ladders/morale-state/steps/shaken/name</extracomment>
        <translation>Erschüttert</translation>
    </message>
    <message>
        <source>Routed</source>
        <extracomment>nap-igougo.json: ladders/morale-state/steps/routed/name</extracomment>
        <translation>In Flucht</translation>
    </message>
    <message>
        <source>Line</source>
        <extracomment>nap-igougo.json: formations/line/name</extracomment>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Company column</source>
        <extracomment>nap-igougo.json: formations/company-column/name</extracomment>
        <translation>Kompaniekolonne</translation>
    </message>
    <message>
        <source>Attack column</source>
        <extracomment>nap-igougo.json: formations/attack-column/name</extracomment>
        <translation>Angriffskolonne</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <extracomment>nap-igougo.json: formations/skirmish/name</extracomment>
        <translation>Plänkler</translation>
    </message>
    <message>
        <source>Square</source>
        <extracomment>nap-igougo.json: formations/square/name</extracomment>
        <translation>Karree</translation>
    </message>
    <message>
        <source>A square that moves becomes disordered.</source>
        <extracomment>nap-igougo.json: formations/square/explain</extracomment>
        <translation>Ein Karree, das sich bewegt, gerät in Unordnung.</translation>
    </message>
    <message>
        <source>Limbered</source>
        <extracomment>nap-igougo.json: formations/limbered/name</extracomment>
        <translation>Aufgeprotzt</translation>
    </message>
    <message>
        <source>Prolonge</source>
        <extracomment>nap-igougo.json: formations/prolonge/name</extracomment>
        <translation>Prolonge</translation>
    </message>
    <message>
        <source>Guns moved by rope while still able to fire.</source>
        <extracomment>nap-igougo.json: formations/prolonge/explain</extracomment>
        <translation>Geschütze, die am Seil bewegt werden und dabei feuerbereit bleiben.</translation>
    </message>
    <message>
        <source>Unlimbered</source>
        <extracomment>nap-igougo.json: formations/unlimbered/name</extracomment>
        <translation>Abgeprotzt</translation>
    </message>
    <message>
        <source>Mounted</source>
        <extracomment>nap-igougo.json: formations/mounted/name</extracomment>
        <translation>Beritten</translation>
    </message>
    <message>
        <source>Infantry battalion</source>
        <extracomment>nap-igougo.json: unitTypes/infantry/name</extracomment>
        <translation>Infanteriebataillon</translation>
    </message>
    <message>
        <source>Untrained (militia) infantry moving over 2&quot; in line become disordered.</source>
        <extracomment>nap-igougo.json: unitTypes/infantry/explain</extracomment>
        <translation>Ungeübte Infanterie (Miliz), die sich in Linie mehr als 2&quot; bewegt, gerät in Unordnung.</translation>
    </message>
    <message>
        <source>Light cavalry</source>
        <extracomment>nap-igougo.json: unitTypes/light-cavalry/name</extracomment>
        <translation>Leichte Kavallerie</translation>
    </message>
    <message>
        <source>Other cavalry</source>
        <extracomment>nap-igougo.json: unitTypes/cavalry/name</extracomment>
        <translation>Andere Kavallerie</translation>
    </message>
    <message>
        <source>Foot battery, under 6 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-light/name</extracomment>
        <translation>Fußbatterie, unter 6-Pfünder</translation>
    </message>
    <message>
        <source>Foot battery, 6 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-6/name</extracomment>
        <translation>Fußbatterie, 6-Pfünder</translation>
    </message>
    <message>
        <source>Foot battery, 8-9 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-8/name</extracomment>
        <translation>Fußbatterie, 8- bis 9-Pfünder</translation>
    </message>
    <message>
        <source>Foot battery, 12 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-12/name</extracomment>
        <translation>Fußbatterie, 12-Pfünder</translation>
    </message>
    <message>
        <source>Foot battery, over 12 pdr</source>
        <extracomment>nap-igougo.json: unitTypes/foot-artillery-heavy/name</extracomment>
        <translation>Fußbatterie, über 12-Pfünder</translation>
    </message>
    <message>
        <source>Horse battery (6 pdr)</source>
        <extracomment>nap-igougo.json: unitTypes/horse-artillery/name</extracomment>
        <translation>Reitende Batterie (6-Pfünder)</translation>
    </message>
    <message>
        <source>Cavalry brigade commander</source>
        <extracomment>nap-igougo.json: unitTypes/cavalry-brigade-commander/name</extracomment>
        <translation>Kommandeur einer Kavalleriebrigade</translation>
    </message>
    <message>
        <source>Division commander</source>
        <extracomment>nap-igougo.json: unitTypes/division-commander/name</extracomment>
        <translation>Divisionskommandeur</translation>
    </message>
    <message>
        <source>Corps commander</source>
        <extracomment>nap-igougo.json: unitTypes/corps-commander/name</extracomment>
        <translation>Korpskommandeur</translation>
    </message>
    <message>
        <source>Army commander</source>
        <extracomment>nap-igougo.json: unitTypes/army-commander/name</extracomment>
        <translation>Armeebefehlshaber</translation>
    </message>
    <message>
        <source>Nationality</source>
        <extracomment>nap-igougo.json: fields/nationality/name</extracomment>
        <translation>Nationalität</translation>
    </message>
    <message>
        <source>Disordered</source>
        <extracomment>nap-igougo.json: fields/disordered/name</extracomment>
        <translation>Ungeordnet</translation>
    </message>
    <message>
        <source>Starting strength</source>
        <extracomment>nap-igougo.json: fields/strength/name</extracomment>
        <translation>Anfangsstärke</translation>
    </message>
    <message>
        <source>Stands or figures at the start, for casualty percentages.</source>
        <extracomment>nap-igougo.json: fields/strength/explain</extracomment>
        <translation>Basen oder Figuren zu Beginn, für die Verlustprozente.</translation>
    </message>
    <message>
        <source>Casualties</source>
        <extracomment>nap-igougo.json: fields/casualties/name</extracomment>
        <translation>Verluste</translation>
    </message>
    <message>
        <source>Hits this turn</source>
        <extracomment>nap-igougo.json: fields/hits-this-turn/name</extracomment>
        <translation>Treffer in diesem Zug</translation>
    </message>
    <message>
        <source>Formation</source>
        <extracomment>nap-igougo.json: fields/formation/name</extracomment>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Moved this turn</source>
        <extracomment>nap-igougo-1.0.0.json: fields/moved/name</extracomment>
        <translation>In diesem Zug bewegt</translation>
    </message>
    <message>
        <source>Set when the unit moves in its side&apos;s movement phase; cleared at the end of the turn.</source>
        <extracomment>nap-igougo-1.0.0.json: fields/moved/explain</extracomment>
        <translation>Gesetzt, wenn die Einheit sich in der Bewegungsphase ihrer Seite bewegt; am Ende des Zuges gelöscht.</translation>
    </message>
    <message>
        <source>Fired this phase</source>
        <extracomment>nap-igougo.json: fields/fired/name</extracomment>
        <translation>In dieser Phase gefeuert</translation>
    </message>
    <message>
        <source>Battery fires so far</source>
        <extracomment>nap-igougo.json: fields/shots-fired/name</extracomment>
        <translation>Bisherige Salven der Batterie</translation>
    </message>
    <message>
        <source>For the first and second fire bonuses.</source>
        <extracomment>nap-igougo.json: fields/shots-fired/explain</extracomment>
        <translation>Für die Boni des ersten und zweiten Schusses.</translation>
    </message>
    <message>
        <source>Attached leader</source>
        <extracomment>nap-igougo.json: fields/attached-leader/name</extracomment>
        <translation>Angeschlossener Anführer</translation>
    </message>
    <message>
        <source>Untrained</source>
        <extracomment>nap-igougo.json: fields/untrained/name</extracomment>
        <translation>Ungeübt</translation>
    </message>
    <message>
        <source>Impetuous</source>
        <extracomment>nap-igougo.json: fields/impetuous/name</extracomment>
        <translation>Ungestüm</translation>
    </message>
    <message>
        <source>National bonus</source>
        <extracomment>nap-igougo.json: fields/national-bonus/name</extracomment>
        <translation>Nationaler Bonus</translation>
    </message>
    <message>
        <source>Organic skirmishers</source>
        <extracomment>nap-igougo.json: fields/organic-skirmishers/name</extracomment>
        <translation>Eigene Plänkler</translation>
    </message>
    <message>
        <source>Skirmish screen</source>
        <extracomment>nap-igougo.json: fields/skirmish-screen/name</extracomment>
        <translation>Plänklerschleier</translation>
    </message>
    <message>
        <source>Cuirassiers</source>
        <extracomment>nap-igougo.json: fields/cuirassier/name</extracomment>
        <translation>Kürassiere</translation>
    </message>
    <message>
        <source>Lancers</source>
        <extracomment>nap-igougo.json: fields/lancers/name</extracomment>
        <translation>Ulanen</translation>
    </message>
    <message>
        <source>Sappers</source>
        <extracomment>nap-igougo.json: fields/sappers/name</extracomment>
        <translation>Pioniere</translation>
    </message>
    <message>
        <source>In command</source>
        <extracomment>nap-igougo.json: fields/in-command/name</extracomment>
        <translation>Unter Befehl</translation>
    </message>
    <message>
        <source>Leader attached to a unit</source>
        <extracomment>nap-igougo.json: fields/leader-attached/name</extracomment>
        <translation>Anführer einer Einheit angeschlossen</translation>
    </message>
    <message>
        <source>Untrained line moves too far</source>
        <extracomment>nap-igougo.json: afterMove/untrained-line/name</extracomment>
        <translation>Ungeübte Linie bewegt sich zu weit</translation>
    </message>
    <message>
        <source>Untrained (militia) infantry in line that moves over 2&quot; becomes disordered.</source>
        <extracomment>nap-igougo.json: afterMove/untrained-line/explain</extracomment>
        <translation>Ungeübte Infanterie (Miliz) in Linie, die sich mehr als 2&quot; bewegt, gerät in Unordnung.</translation>
    </message>
    <message>
        <source>A square moves</source>
        <extracomment>nap-igougo.json: afterMove/square-moves/name</extracomment>
        <translation>Ein Karree bewegt sich</translation>
    </message>
    <message>
        <source>Any square that moves becomes disordered.</source>
        <extracomment>nap-igougo.json: afterMove/square-moves/explain</extracomment>
        <translation>Jedes Karree, das sich bewegt, gerät in Unordnung.</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>nap-igougo.json: movementColumns/move/name</extracomment>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>The distance the unit may move in this formation.</source>
        <extracomment>nap-igougo.json: movementColumns/move/explain</extracomment>
        <translation>Die Weite, die die Einheit in dieser Formation ziehen darf.</translation>
    </message>
    <message>
        <source>Charge</source>
        <extracomment>nap-igougo.json: movementColumns/charge/name</extracomment>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>A charge covers the move allowance plus the charge bonus dice.</source>
        <extracomment>nap-igougo.json: movementColumns/charge/explain</extracomment>
        <translation>Ein Angriff reicht so weit wie die Bewegung plus die Bonuswürfel des Angriffs.</translation>
    </message>
    <message>
        <source>Poor ground</source>
        <extracomment>nap-igougo.json: terrain/poor-ground/name</extracomment>
        <translation>Schlechter Boden</translation>
    </message>
    <message>
        <source>Formed units at half speed; changing formation here disorders.</source>
        <extracomment>nap-igougo.json: terrain/poor-ground/explain</extracomment>
        <translation>Geschlossene Einheiten mit halber Geschwindigkeit; ein Formationswechsel hier bringt Unordnung.</translation>
    </message>
    <message>
        <source>Light woods</source>
        <extracomment>nap-igougo.json: terrain/light-woods/name</extracomment>
        <translation>Lichter Wald</translation>
    </message>
    <message>
        <source>Medium woods</source>
        <extracomment>nap-igougo.json: terrain/medium-woods/name</extracomment>
        <translation>Mittlerer Wald</translation>
    </message>
    <message>
        <source>Formed units at half speed; cavalry may not enter.</source>
        <extracomment>nap-igougo.json: terrain/medium-woods/explain</extracomment>
        <translation>Geschlossene Einheiten mit halber Geschwindigkeit; Kavallerie darf nicht hinein.</translation>
    </message>
    <message>
        <source>Heavy woods</source>
        <extracomment>nap-igougo.json: terrain/heavy-woods/name</extracomment>
        <translation>Dichter Wald</translation>
    </message>
    <message>
        <source>Formed units may not enter.</source>
        <extracomment>nap-igougo.json: terrain/heavy-woods/explain</extracomment>
        <translation>Geschlossene Einheiten dürfen nicht hinein.</translation>
    </message>
    <message>
        <source>Up a contour</source>
        <extracomment>nap-igougo.json: terrain/contour/name</extracomment>
        <translation>Eine Höhenlinie hinauf</translation>
    </message>
    <message>
        <source>Stream or ditch</source>
        <extracomment>nap-igougo.json: terrain/stream/name</extracomment>
        <translation>Bach oder Graben</translation>
    </message>
    <message>
        <source>May disorder a unit if wide or deep; raise the cost for bigger obstacles.</source>
        <extracomment>nap-igougo.json: terrain/stream/explain</extracomment>
        <translation>Kann eine Einheit in Unordnung bringen, wenn breit oder tief; für größere Hindernisse die Kosten erhöhen.</translation>
    </message>
    <message>
        <source>River</source>
        <extracomment>nap-igougo.json: terrain/river/name</extracomment>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Bridge</source>
        <extracomment>nap-igougo.json: terrain/bridge/name</extracomment>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>Crossed only in company column or skirmish order.</source>
        <extracomment>nap-igougo.json: terrain/bridge/explain</extracomment>
        <translation>Nur in Kompaniekolonne oder Plänklerordnung zu überqueren.</translation>
    </message>
    <message>
        <source>Stone wall or redoubt</source>
        <extracomment>nap-igougo.json: terrain/stone-wall/name</extracomment>
        <translation>Steinmauer oder Schanze</translation>
    </message>
    <message>
        <source>Wooden fence</source>
        <extracomment>nap-igougo.json: terrain/wooden-fence/name</extracomment>
        <translation>Holzzaun</translation>
    </message>
    <message>
        <source>Hedge</source>
        <extracomment>nap-igougo.json: terrain/hedge/name</extracomment>
        <translation>Hecke</translation>
    </message>
    <message>
        <source>Musket</source>
        <extracomment>nap-igougo.json: weapons/musket/name</extracomment>
        <translation>Muskete</translation>
    </message>
    <message>
        <source>In a 45° arc.</source>
        <extracomment>nap-igougo.json: weapons/musket/explain</extracomment>
        <translation>In einem Bogen von 45°.</translation>
    </message>
    <message>
        <source>Rifle</source>
        <extracomment>nap-igougo.json: weapons/rifle/name</extracomment>
        <translation>Büchse</translation>
    </message>
    <message>
        <source>Artillery</source>
        <extracomment>nap-igougo.json: weapons/artillery/name</extracomment>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>In a 30° arc.</source>
        <extracomment>nap-igougo.json: weapons/artillery/explain</extracomment>
        <translation>In einem Bogen von 30°.</translation>
    </message>
    <message>
        <source>Artillery in melee</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/artillery/name</extracomment>
        <translation>Artillerie im Nahkampf</translation>
    </message>
    <message>
        <source>Gunners fight badly hand to hand.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/artillery/explain</extracomment>
        <translation>Kanoniere kämpfen Mann gegen Mann schlecht.</translation>
    </message>
    <message>
        <source>Armoured heavy horse.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/cuirassier/explain</extracomment>
        <translation>Gepanzerte schwere Reiterei.</translation>
    </message>
    <message>
        <source>+2 if Excellent, +1 if Good.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/leader/explain</extracomment>
        <translation>+2 bei Ausgezeichnet, +1 bei Gut.</translation>
    </message>
    <message>
        <source>Against a routed enemy</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-routed/name</extracomment>
        <translation>Gegen einen fliehenden Feind</translation>
    </message>
    <message>
        <source>Defender in cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/name</extracomment>
        <translation>Verteidiger in Deckung</translation>
    </message>
    <message>
        <source>The charged unit holds cover.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/explain</extracomment>
        <translation>Die angegriffene Einheit hält Deckung.</translation>
    </message>
    <message>
        <source>Light cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/choices/light/name</extracomment>
        <translation>Leichte Deckung</translation>
    </message>
    <message>
        <source>Medium cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/choices/medium/name</extracomment>
        <translation>Mittlere Deckung</translation>
    </message>
    <message>
        <source>Heavy cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-cover/choices/heavy/name</extracomment>
        <translation>Schwere Deckung</translation>
    </message>
    <message>
        <source>Sappers against cover</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/sappers-vs-cover/name</extracomment>
        <translation>Pioniere gegen Deckung</translation>
    </message>
    <message>
        <source>Engineers storming a defended position.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/sappers-vs-cover/explain</extracomment>
        <translation>Pioniere stürmen eine verteidigte Stellung.</translation>
    </message>
    <message>
        <source>Attacking the flank</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-flank/name</extracomment>
        <translation>Angriff in die Flanke</translation>
    </message>
    <message>
        <source>Infantry attacking a square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-square/name</extracomment>
        <translation>Infanterie greift ein Karree an</translation>
    </message>
    <message>
        <source>A square is weak against other foot.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-square/explain</extracomment>
        <translation>Ein Karree ist schwach gegen anderes Fußvolk.</translation>
    </message>
    <message>
        <source>Square against infantry (other reading)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/square-vs-inf/name</extracomment>
        <translation>Karree gegen Infanterie (andere Lesart)</translation>
    </message>
    <message>
        <source>Read the other way, the +6 goes to the square.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/square-vs-inf/explain</extracomment>
        <translation>Andersherum gelesen geht das +6 an das Karree.</translation>
    </message>
    <message>
        <source>Disordered (infantry melee)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/inf-disorder/name</extracomment>
        <translation>Ungeordnet (Infanterienahkampf)</translation>
    </message>
    <message>
        <source>Attacker&apos;s horses heavier</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-heavier/name</extracomment>
        <translation>Pferde des Angreifers schwerer</translation>
    </message>
    <message>
        <source>Defender&apos;s horses heavier</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-heavier/name</extracomment>
        <translation>Pferde des Verteidigers schwerer</translation>
    </message>
    <message>
        <source>Attacker overlaps</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-overlap/name</extracomment>
        <translation>Angreifer überlappt</translation>
    </message>
    <message>
        <source>+1 for each overlapping stand or squadron.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/attacker-overlap/explain</extracomment>
        <translation>+1 für jede überlappende Base oder Schwadron.</translation>
    </message>
    <message>
        <source>Defender overlaps</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/defender-overlap/name</extracomment>
        <translation>Verteidiger überlappt</translation>
    </message>
    <message>
        <source>Disordered (cavalry melee)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/cav-disorder/name</extracomment>
        <translation>Ungeordnet (Kavallerienahkampf)</translation>
    </message>
    <message>
        <source>Lancers against infantry</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/lancers-vs-inf/name</extracomment>
        <translation>Ulanen gegen Infanterie</translation>
    </message>
    <message>
        <source>Cavalry against a square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-square/name</extracomment>
        <translation>Kavallerie gegen ein Karree</translation>
    </message>
    <message>
        <source>Cavalry against a disordered square</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-disordered-square/name</extracomment>
        <translation>Kavallerie gegen ein ungeordnetes Karree</translation>
    </message>
    <message>
        <source>Cavalry against an anchored line</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-anchored-line/name</extracomment>
        <translation>Kavallerie gegen eine angelehnte Linie</translation>
    </message>
    <message>
        <source>The infantry&apos;s flanks rest on obstacles.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/vs-anchored-line/explain</extracomment>
        <translation>Die Flanken der Infanterie lehnen sich an Hindernisse an.</translation>
    </message>
    <message>
        <source>Disordered (cavalry against infantry)</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mixed-disorder/name</extracomment>
        <translation>Ungeordnet (Kavallerie gegen Infanterie)</translation>
    </message>
    <message>
        <source>Whichever side is disordered.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mixed-disorder/explain</extracomment>
        <translation>Welche Seite auch immer ungeordnet ist.</translation>
    </message>
    <message>
        <source>Attacker uphill</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/attacker-uphill/name</extracomment>
        <translation>Angreifer bergauf</translation>
    </message>
    <message>
        <source>The side higher up the slope gets +1.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/attacker-uphill/explain</extracomment>
        <translation>Die Seite weiter oben am Hang erhält +1.</translation>
    </message>
    <message>
        <source>Defender uphill</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/defender-uphill/name</extracomment>
        <translation>Verteidiger bergauf</translation>
    </message>
    <message>
        <source>Infantry charging</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/inf-charging/name</extracomment>
        <translation>Infanterie greift an</translation>
    </message>
    <message>
        <source>Not in a breakthrough melee.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/inf-charging/explain</extracomment>
        <translation>Nicht in einem Durchbruchsnahkampf.</translation>
    </message>
    <message>
        <source>Cavalry charging</source>
        <extracomment>nap-igougo.json: modifierSets/melee-charge/cav-charging/name</extracomment>
        <translation>Kavallerie greift an</translation>
    </message>
    <message>
        <source>Initiative</source>
        <extracomment>nap-igougo.json: tests/initiative/name</extracomment>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Each side rolls a D10 and adds its commander&apos;s leader and staff ratings and the situation; the higher has the initiative and chooses who goes first. Ties are rolled again.</source>
        <extracomment>nap-igougo.json: tests/initiative/explain</extracomment>
        <translation>Jede Seite würfelt einen W10 und addiert die Führungs- und Stabswertung ihres Befehlshabers und die Lage; die höhere hat die Initiative und wählt, wer beginnt. Bei Gleichstand wird neu gewürfelt.</translation>
    </message>
    <message>
        <source>Surprise</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/surprise/name</extracomment>
        <translation>Überraschung</translation>
    </message>
    <message>
        <source>This side has surprise.</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/surprise/explain</extracomment>
        <translation>Diese Seite hat die Überraschung.</translation>
    </message>
    <message>
        <source>Momentum</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/momentum/name</extracomment>
        <translation>Schwung</translation>
    </message>
    <message>
        <source>This side has momentum.</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/momentum/explain</extracomment>
        <translation>Diese Seite hat Schwung.</translation>
    </message>
    <message>
        <source>Enemy has surprise</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/enemy-surprise/name</extracomment>
        <translation>Feind hat die Überraschung</translation>
    </message>
    <message>
        <source>Enemy has momentum</source>
        <extracomment>nap-igougo.json: tests/initiative/modifiers/enemy-momentum/name</extracomment>
        <translation>Feind hat Schwung</translation>
    </message>
    <message>
        <source>This side has the initiative</source>
        <extracomment>nap-igougo.json: tests/initiative/bands/actor-wins/name</extracomment>
        <translation>Diese Seite hat die Initiative</translation>
    </message>
    <message>
        <source>Tie: roll again</source>
        <extracomment>nap-igougo.json: tests/initiative/bands/tie/name</extracomment>
        <translation>Gleichstand: neu würfeln</translation>
    </message>
    <message>
        <source>The other side has the initiative</source>
        <extracomment>nap-igougo.json: tests/initiative/bands/target-wins/name</extracomment>
        <translation>Die andere Seite hat die Initiative</translation>
    </message>
    <message>
        <source>Order activation</source>
        <extracomment>nap-igougo.json: tests/order-activation/name</extracomment>
        <translation>Befehlsausführung</translation>
    </message>
    <message>
        <source>A pending order takes effect when the roll plus the leader&apos;s rating (-1 if he is attached to a unit) reaches the staff number (Superb 6 up to Incompetent 14). The rules do not name the dice: we roll 2D10; an option rolls 1D10 and carries the total over to the next turn.</source>
        <extracomment>nap-igougo.json: tests/order-activation/explain</extracomment>
        <translation>Ein ausstehender Befehl tritt in Kraft, wenn der Wurf plus die Wertung des Anführers (-1, wenn er einer Einheit angeschlossen ist) die Stabszahl erreicht (Vorzüglich 6 bis Unfähig 14). Die Regeln nennen die Würfel nicht: wir würfeln 2W10; eine Option würfelt 1W10 und trägt die Summe in den nächsten Zug weiter.</translation>
    </message>
    <message>
        <source>Total carried from earlier turns</source>
        <extracomment>nap-igougo.json: tests/order-activation/inputs/carried/name</extracomment>
        <translation>Aus früheren Zügen übertragene Summe</translation>
    </message>
    <message>
        <source>Only with the 1D10 option.</source>
        <extracomment>nap-igougo.json: tests/order-activation/inputs/carried/explain</extracomment>
        <translation>Nur mit der Option 1W10.</translation>
    </message>
    <message>
        <source>Leader attached</source>
        <extracomment>nap-igougo.json: tests/order-activation/modifiers/leader-attached/name</extracomment>
        <translation>Anführer angeschlossen</translation>
    </message>
    <message>
        <source>The commander is with a unit rather than his staff.</source>
        <extracomment>nap-igougo.json: tests/order-activation/modifiers/leader-attached/explain</extracomment>
        <translation>Der Befehlshaber ist bei einer Einheit statt bei seinem Stab.</translation>
    </message>
    <message>
        <source>Order activates</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/activates/name</extracomment>
        <translation>Befehl tritt in Kraft</translation>
    </message>
    <message>
        <source>Still pending</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/pending/name</extracomment>
        <translation>Noch ausstehend</translation>
    </message>
    <message>
        <source>Roll again in the next order segment.</source>
        <extracomment>nap-igougo.json: tests/order-activation/bands/pending/explain</extracomment>
        <translation>Im nächsten Befehlsabschnitt erneut würfeln.</translation>
    </message>
    <message>
        <source>Musketry</source>
        <extracomment>nap-igougo.json: tests/musketry/name</extracomment>
        <translation>Musketenfeuer</translation>
    </message>
    <message>
        <source>Front-rank stands give fire points (British 3, others 2, each 1 more with enfilade; infantry skirmishers 2, mounted skirmishers 1). The points pick the row of the fire combat table; a D10 plus modifiers picks the column, which is the number of hits.</source>
        <extracomment>nap-igougo.json: tests/musketry/explain</extracomment>
        <translation>Basen im ersten Glied geben Feuerpunkte (Briten 3, andere 2, jeweils 1 mehr bei Flankenfeuer; Infanterieplänkler 2, berittene Plänkler 1). Die Punkte bestimmen die Zeile der Feuerkampftabelle; ein W10 plus Modifikatoren bestimmt die Spalte, die die Zahl der Treffer ist.</translation>
    </message>
    <message>
        <source>Front-rank stands firing</source>
        <extracomment>nap-igougo.json: tests/musketry/inputs/frontStands/name</extracomment>
        <translation>Feuernde Basen im ersten Glied</translation>
    </message>
    <message>
        <source>Enfilade</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/enfilade/name</extracomment>
        <translation>Flankenfeuer</translation>
    </message>
    <message>
        <source>Firing along the target&apos;s line: one more fire point per stand for formed infantry (the row changes, not the roll).</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/enfilade/explain</extracomment>
        <translation>Feuer entlang der Linie des Ziels: ein Feuerpunkt mehr je Base für geschlossene Infanterie (die Zeile ändert sich, nicht der Wurf).</translation>
    </message>
    <message>
        <source>Target in cover</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-cover/name</extracomment>
        <translation>Ziel in Deckung</translation>
    </message>
    <message>
        <source>Cover shields the target from musketry.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-cover/explain</extracomment>
        <translation>Deckung schützt das Ziel vor Musketenfeuer.</translation>
    </message>
    <message>
        <source>Target is unlimbered artillery</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-unlimbered-guns/name</extracomment>
        <translation>Ziel ist abgeprotzte Artillerie</translation>
    </message>
    <message>
        <source>Deployed guns present a small target.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-unlimbered-guns/explain</extracomment>
        <translation>Aufgestellte Geschütze bieten ein kleines Ziel.</translation>
    </message>
    <message>
        <source>Target in column</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column/name</extracomment>
        <translation>Ziel in Kolonne</translation>
    </message>
    <message>
        <source>A deep column is easy to hit.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column/explain</extracomment>
        <translation>Eine tiefe Kolonne ist leicht zu treffen.</translation>
    </message>
    <message>
        <source>Target in square</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-square/name</extracomment>
        <translation>Ziel im Karree</translation>
    </message>
    <message>
        <source>A square is the easiest target of all.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-square/explain</extracomment>
        <translation>Ein Karree ist das leichteste Ziel von allen.</translation>
    </message>
    <message>
        <source>Target in column or square</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column-or-square/name</extracomment>
        <translation>Ziel in Kolonne oder Karree</translation>
    </message>
    <message>
        <source>Read the other way: +1 against musketry, +2 against artillery.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-column-or-square/explain</extracomment>
        <translation>Andersherum gelesen: +1 gegen Musketenfeuer, +2 gegen Artillerie.</translation>
    </message>
    <message>
        <source>Target has organic skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-organic-skirmishers/name</extracomment>
        <translation>Ziel hat eigene Plänkler</translation>
    </message>
    <message>
        <source>Its own light troops screen it.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-organic-skirmishers/explain</extracomment>
        <translation>Ihre eigenen leichten Truppen schirmen sie ab.</translation>
    </message>
    <message>
        <source>Target is skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-skirmishers/name</extracomment>
        <translation>Ziel sind Plänkler</translation>
    </message>
    <message>
        <source>Scattered skirmishers are hard to hit.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-skirmishers/explain</extracomment>
        <translation>Verstreute Plänkler sind schwer zu treffen.</translation>
    </message>
    <message>
        <source>Target is French or British skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-fr-br-skirmishers/name</extracomment>
        <translation>Ziel sind französische oder britische Plänkler</translation>
    </message>
    <message>
        <source>The best skirmishers are harder still.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-fr-br-skirmishers/explain</extracomment>
        <translation>Die besten Plänkler sind noch schwerer zu treffen.</translation>
    </message>
    <message>
        <source>Target in a town</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-in-town/name</extracomment>
        <translation>Ziel in einer Stadt</translation>
    </message>
    <message>
        <source>Buildings break up the fire.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/target-in-town/explain</extracomment>
        <translation>Gebäude brechen das Feuer.</translation>
    </message>
    <message>
        <source>Firefight</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firefight/name</extracomment>
        <translation>Feuergefecht</translation>
    </message>
    <message>
        <source>The target fired at this unit in the same fire subsegment.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firefight/explain</extracomment>
        <translation>Das Ziel hat im selben Feuerabschnitt auf diese Einheit gefeuert.</translation>
    </message>
    <message>
        <source>Firer&apos;s troop quality</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/troop-quality/name</extracomment>
        <translation>Truppenqualität des Schützen</translation>
    </message>
    <message>
        <source>Old Guard, Superior and Excellent troops +1; Fair and Poor -1.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/troop-quality/explain</extracomment>
        <translation>Alte Garde, überlegene und ausgezeichnete Truppen +1; mittelmäßige und schwache -1.</translation>
    </message>
    <message>
        <source>Firer is skirmishers</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firer-skirmishers/name</extracomment>
        <translation>Schütze sind Plänkler</translation>
    </message>
    <message>
        <source>Loose order fire is less weighty.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/firer-skirmishers/explain</extracomment>
        <translation>Feuer in offener Ordnung hat weniger Gewicht.</translation>
    </message>
    <message>
        <source>Russian or Turkish firer</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/russian-turkish/name</extracomment>
        <translation>Russischer oder türkischer Schütze</translation>
    </message>
    <message>
        <source>Weaker musketry training.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/russian-turkish/explain</extracomment>
        <translation>Schwächere Ausbildung im Musketenfeuer.</translation>
    </message>
    <message>
        <source>Firer is shaken</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/shaken/name</extracomment>
        <translation>Schütze ist erschüttert</translation>
    </message>
    <message>
        <source>Firer moved</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/moving/name</extracomment>
        <translation>Schütze hat sich bewegt</translation>
    </message>
    <message>
        <source>Fire in the moving fire subsegment.</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/moving/explain</extracomment>
        <translation>Feuer im Abschnitt des Bewegungsfeuers.</translation>
    </message>
    <message>
        <source>Firer is disordered</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/disordered/name</extracomment>
        <translation>Schütze ist ungeordnet</translation>
    </message>
    <message>
        <source>Point blank</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/point-blank/name</extracomment>
        <translation>Kernschussweite</translation>
    </message>
    <message>
        <source>Within half musket range (2&quot;).</source>
        <extracomment>nap-igougo.json: tests/musketry/modifiers/point-blank/explain</extracomment>
        <translation>Innerhalb der halben Musketenreichweite (2&quot;).</translation>
    </message>
    <message>
        <source>Artillery fire</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/name</extracomment>
        <translation>Artilleriefeuer</translation>
    </message>
    <message>
        <source>Points per gun by its weight and the range (canister, effective, long) times the guns firing pick the row of the same fire table; 0 points does nothing.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/explain</extracomment>
        <translation>Punkte je Geschütz nach Kaliber und Entfernung (Kartätsche, wirksam, weit) mal die feuernden Geschütze bestimmen die Zeile derselben Feuertabelle; 0 Punkte bewirken nichts.</translation>
    </message>
    <message>
        <source>Guns firing</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/inputs/guns/name</extracomment>
        <translation>Feuernde Geschütze</translation>
    </message>
    <message>
        <source>Range band</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/name</extracomment>
        <translation>Entfernungsbereich</translation>
    </message>
    <message>
        <source>Canister up to 8&quot;, effective up to 20&quot;, long up to 35&quot;: it sets the points per gun, not the roll.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/explain</extracomment>
        <translation>Kartätsche bis 8&quot;, wirksam bis 20&quot;, weit bis 35&quot;: sie bestimmt die Punkte je Geschütz, nicht den Wurf.</translation>
    </message>
    <message>
        <source>Canister (8&quot;)</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/choices/canister/name</extracomment>
        <translation>Kartätsche (8&quot;)</translation>
    </message>
    <message>
        <source>Effective (20&quot;)</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/choices/effective/name</extracomment>
        <translation>Wirksam (20&quot;)</translation>
    </message>
    <message>
        <source>Long (35&quot;)</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/range/choices/long/name</extracomment>
        <translation>Weit (35&quot;)</translation>
    </message>
    <message>
        <source>Cover helps less against roundshot (the second figure of each pair).</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/target-cover/explain</extracomment>
        <translation>Deckung hilft gegen Vollkugeln weniger (die zweite Zahl jedes Paares).</translation>
    </message>
    <message>
        <source>Artillery screened</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/screened/name</extracomment>
        <translation>Artillerie verdeckt</translation>
    </message>
    <message>
        <source>Friendly troops partly mask the guns.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/screened/explain</extracomment>
        <translation>Befreundete Truppen verdecken die Geschütze teilweise.</translation>
    </message>
    <message>
        <source>Battery&apos;s first fire of the battle</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/first-fire/name</extracomment>
        <translation>Erstes Feuer der Batterie in der Schlacht</translation>
    </message>
    <message>
        <source>Guns loaded with care before the battle.</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/first-fire/explain</extracomment>
        <translation>Vor der Schlacht sorgfältig geladene Geschütze.</translation>
    </message>
    <message>
        <source>Battery&apos;s second fire</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/modifiers/second-fire/name</extracomment>
        <translation>Zweites Feuer der Batterie</translation>
    </message>
    <message>
        <source>Bounce through</source>
        <extracomment>nap-igougo.json: tests/bounce-through/name</extracomment>
        <translation>Durchschlag</translation>
    </message>
    <message>
        <source>Roundshot carries on 5&quot; past the target along a 1&quot;-wide path. A unit in the path takes half the hits of the roll, rounded down.</source>
        <extracomment>nap-igougo.json: tests/bounce-through/explain</extracomment>
        <translation>Vollkugeln fliegen 5&quot; über das Ziel hinaus auf einer 1&quot; breiten Bahn weiter. Eine Einheit auf der Bahn erleidet die Hälfte der Treffer des Wurfs, abgerundet.</translation>
    </message>
    <message>
        <source>Charge test</source>
        <extracomment>nap-igougo.json: tests/charge-test/name</extracomment>
        <translation>Angriffstest</translation>
    </message>
    <message>
        <source>A charger rolls a D10 plus modifiers and must reach its troop value (Old Guard 2 up to Poor 7) to close. There is no automatic pass or fail.</source>
        <extracomment>nap-igougo.json: tests/charge-test/explain</extracomment>
        <translation>Ein Angreifer würfelt einen W10 plus Modifikatoren und muss seinen Truppenwert erreichen (Alte Garde 2 bis Schwach 7), um heranzukommen. Es gibt kein automatisches Bestehen oder Misslingen.</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/cavalry/name</extracomment>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Against a flank</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-flank/name</extracomment>
        <translation>Gegen eine Flanke</translation>
    </message>
    <message>
        <source>Against routed troops</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-routed/name</extracomment>
        <translation>Gegen fliehende Truppen</translation>
    </message>
    <message>
        <source>Infantry against a square</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/inf-vs-square/name</extracomment>
        <translation>Infanterie gegen ein Karree</translation>
    </message>
    <message>
        <source>Hits taken this turn</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/new-hits/name</extracomment>
        <translation>In diesem Zug erlittene Treffer</translation>
    </message>
    <message>
        <source>Each hit the charger took this turn (in stationary fire, say).</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/new-hits/explain</extracomment>
        <translation>Jeder Treffer, den der Angreifer in diesem Zug erlitten hat (etwa im Standfeuer).</translation>
    </message>
    <message>
        <source>Against cover</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-cover/name</extracomment>
        <translation>Gegen Deckung</translation>
    </message>
    <message>
        <source>Against artillery</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/vs-artillery/name</extracomment>
        <translation>Gegen Artillerie</translation>
    </message>
    <message>
        <source>An attached leader adds +2 if rated Excellent, +1 if Good, nothing otherwise.</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/leader/explain</extracomment>
        <translation>Ein angeschlossener Anführer gibt +2, wenn als Ausgezeichnet gewertet, +1 bei Gut, sonst nichts.</translation>
    </message>
    <message>
        <source>Infantry in column</source>
        <extracomment>nap-igougo.json: tests/charge-test/modifiers/infantry-column/name</extracomment>
        <translation>Infanterie in Kolonne</translation>
    </message>
    <message>
        <source>Charge goes in</source>
        <extracomment>nap-igougo.json: tests/charge-test/onPass/name</extracomment>
        <translation>Der Angriff geht hinein</translation>
    </message>
    <message>
        <source>Move into contact.</source>
        <extracomment>nap-igougo.json: tests/charge-test/onPass/explain</extracomment>
        <translation>In Kontakt bewegen.</translation>
    </message>
    <message>
        <source>Halted</source>
        <extracomment>nap-igougo.json: tests/charge-test/onFail/name</extracomment>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>The charger stays where it is and may fire in moving fire.</source>
        <extracomment>nap-igougo.json: tests/charge-test/onFail/explain</extracomment>
        <translation>Der Angreifer bleibt, wo er ist, und darf im Bewegungsfeuer feuern.</translation>
    </message>
    <message>
        <source>Reaction test</source>
        <extracomment>nap-igougo.json: tests/reaction-test/name</extracomment>
        <translation>Reaktionstest</translation>
    </message>
    <message>
        <source>A charged unit tests when it tries to change facing or formation, or to fire at point blank. The target of this test is the charger.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/explain</extracomment>
        <translation>Eine angegriffene Einheit testet, wenn sie versucht, Front oder Formation zu wechseln oder auf Kernschussweite zu feuern. Das Ziel dieses Tests ist der Angreifer.</translation>
    </message>
    <message>
        <source>Attempting point-blank fire</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/attempting-pbf/name</extracomment>
        <translation>Versucht Feuer auf Kernschussweite</translation>
    </message>
    <message>
        <source>Changing facing or formation</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/changing-formation/name</extracomment>
        <translation>Wechselt Front oder Formation</translation>
    </message>
    <message>
        <source>Tick when the reaction is a change of facing or formation; the marked modifiers then count.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/changing-formation/explain</extracomment>
        <translation>Ankreuzen, wenn die Reaktion ein Front- oder Formationswechsel ist; dann zählen die markierten Modifikatoren.</translation>
    </message>
    <message>
        <source>Reacting to infantry</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/reaction-to-infantry/name</extracomment>
        <translation>Reaktion auf Infanterie</translation>
    </message>
    <message>
        <source>Reacting to cavalry</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/reaction-to-cavalry/name</extracomment>
        <translation>Reaktion auf Kavallerie</translation>
    </message>
    <message>
        <source>Charged from over 12&quot;</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/charged-from-far/name</extracomment>
        <translation>Aus über 12&quot; angegriffen</translation>
    </message>
    <message>
        <source>Charged from under 6&quot;</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/charged-from-close/name</extracomment>
        <translation>Aus unter 6&quot; angegriffen</translation>
    </message>
    <message>
        <source>French infantry</source>
        <extracomment>nap-igougo.json: tests/reaction-test/modifiers/french-infantry/name</extracomment>
        <translation>Französische Infanterie</translation>
    </message>
    <message>
        <source>Reaction carried out</source>
        <extracomment>nap-igougo.json: tests/reaction-test/onPass/name</extracomment>
        <translation>Reaktion ausgeführt</translation>
    </message>
    <message>
        <source>Reaction fails</source>
        <extracomment>nap-igougo.json: tests/reaction-test/onFail/name</extracomment>
        <translation>Reaktion misslingt</translation>
    </message>
    <message>
        <source>The unit meets the charge as it stands, without point-blank fire.</source>
        <extracomment>nap-igougo.json: tests/reaction-test/onFail/explain</extracomment>
        <translation>Die Einheit empfängt den Angriff, wie sie steht, ohne Feuer auf Kernschussweite.</translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>nap-igougo.json: tests/melee/name</extracomment>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Each side adds its troop value (Old Guard 20 down to Poor 8), its modifiers and a D10. The difference decides.</source>
        <extracomment>nap-igougo.json: tests/melee/explain</extracomment>
        <translation>Jede Seite addiert ihren Truppenwert (Alte Garde 20 bis Schwach 8), ihre Modifikatoren und einen W10. Der Unterschied entscheidet.</translation>
    </message>
    <message>
        <source>Attacker&apos;s overlapping stands</source>
        <extracomment>nap-igougo.json: tests/melee/inputs/attackerOverlap/name</extracomment>
        <translation>Überlappende Basen des Angreifers</translation>
    </message>
    <message>
        <source>Defender&apos;s overlapping stands</source>
        <extracomment>nap-igougo.json: tests/melee/inputs/defenderOverlap/name</extracomment>
        <translation>Überlappende Basen des Verteidigers</translation>
    </message>
    <message>
        <source>Decisive</source>
        <extracomment>nap-igougo.json: tests/melee/bands/decisive/name</extracomment>
        <translation>Entscheidend</translation>
    </message>
    <message>
        <source>The loser takes 3 casualties and routs; the winner takes ground, is disordered and may break through (a square never does).</source>
        <extracomment>nap-igougo.json: tests/melee/bands/decisive/explain</extracomment>
        <translation>Der Verlierer erleidet 3 Verluste und flieht; der Sieger nimmt Boden, ist ungeordnet und darf durchbrechen (ein Karree tut das nie).</translation>
    </message>
    <message>
        <source>Clear win</source>
        <extracomment>nap-igougo.json: tests/melee/bands/clear/name</extracomment>
        <translation>Klarer Sieg</translation>
    </message>
    <message>
        <source>The loser takes 2 casualties, is shaken and disordered and falls back (infantry 4&quot;, cavalry 12&quot;); the winner takes ground, disordered.</source>
        <extracomment>nap-igougo.json: tests/melee/bands/clear/explain</extracomment>
        <translation>Der Verlierer erleidet 2 Verluste, ist erschüttert und ungeordnet und weicht zurück (Infanterie 4&quot;, Kavallerie 12&quot;); der Sieger nimmt Boden, ungeordnet.</translation>
    </message>
    <message>
        <source>Close fight</source>
        <extracomment>nap-igougo.json: tests/melee/bands/close/name</extracomment>
        <translation>Knappes Gefecht</translation>
    </message>
    <message>
        <source>Both sides are disordered and take a casualty, then fight again without charging or uphill bonuses.</source>
        <extracomment>nap-igougo.json: tests/melee/bands/close/explain</extracomment>
        <translation>Beide Seiten sind ungeordnet und erleiden einen Verlust und kämpfen dann erneut, ohne Angriffs- oder Hangboni.</translation>
    </message>
    <message>
        <source>Melee, next round</source>
        <extracomment>nap-igougo.json: tests/melee-again/name</extracomment>
        <translation>Nahkampf, nächste Runde</translation>
    </message>
    <message>
        <source>After a close fight the melee is fought again without the charging and uphill bonuses.</source>
        <extracomment>nap-igougo.json: tests/melee-again/explain</extracomment>
        <translation>Nach einem knappen Gefecht wird der Nahkampf ohne die Angriffs- und Hangboni erneut ausgetragen.</translation>
    </message>
    <message>
        <source>Morale</source>
        <extracomment>nap-igougo.json: tests/morale/name</extracomment>
        <translation>Moral</translation>
    </message>
    <message>
        <source>A D10 plus modifiers must reach the unit&apos;s morale value (Old Guard -1 up to Poor 4). We test after taking fire casualties, after losing a melee, and when friends rout nearby; a failure moves the unit one step down Normal, Shaken, Routed.</source>
        <extracomment>nap-igougo.json: tests/morale/explain</extracomment>
        <translation>Ein W10 plus Modifikatoren muss den Moralwert der Einheit erreichen (Alte Garde -1 bis Schwach 4). Wir testen nach Feuerverlusten, nach einem verlorenen Nahkampf und wenn Freunde in der Nähe fliehen; ein Fehlschlag bewegt die Einheit eine Stufe abwärts: Normal, Erschüttert, In Flucht.</translation>
    </message>
    <message>
        <source>Casualties 20% or more</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-20/name</extracomment>
        <translation>Verluste 20 % oder mehr</translation>
    </message>
    <message>
        <source>From a fifth of the starting strength lost (the highest band reached counts).</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-20/explain</extracomment>
        <translation>Ab einem Fünftel der Anfangsstärke verloren (die höchste erreichte Stufe zählt).</translation>
    </message>
    <message>
        <source>Casualties a third or more</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-33/name</extracomment>
        <translation>Verluste ein Drittel oder mehr</translation>
    </message>
    <message>
        <source>Casualties half or more</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/casualties-50/name</extracomment>
        <translation>Verluste die Hälfte oder mehr</translation>
    </message>
    <message>
        <source>In cover</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/cover/name</extracomment>
        <translation>In Deckung</translation>
    </message>
    <message>
        <source>Heavy cover (as printed, +2)</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/cover/choices/heavy/name</extracomment>
        <translation>Schwere Deckung (wie gedruckt, +2)</translation>
    </message>
    <message>
        <source>Flanked</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/flanked/name</extracomment>
        <translation>Umfasst</translation>
    </message>
    <message>
        <source>Took canister</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/canister/name</extracomment>
        <translation>Kartätschen erhalten</translation>
    </message>
    <message>
        <source>Took canister fire this turn.</source>
        <extracomment>nap-igougo.json: tests/morale/modifiers/canister/explain</extracomment>
        <translation>Hat in diesem Zug Kartätschenfeuer erhalten.</translation>
    </message>
    <message>
        <source>Holds</source>
        <extracomment>nap-igougo.json: tests/morale/onPass/name</extracomment>
        <translation>Hält stand</translation>
    </message>
    <message>
        <source>Morale drops</source>
        <extracomment>nap-igougo.json: tests/morale/onFail/name</extracomment>
        <translation>Moral sinkt</translation>
    </message>
    <message>
        <source>Rally a routed unit</source>
        <extracomment>nap-igougo.json: tests/rally/name</extracomment>
        <translation>Eine fliehende Einheit sammeln</translation>
    </message>
    <message>
        <source>In the rally subsegment a routed unit given a Rally order tests morale: pass and it is shaken; fail and it makes a rout move.</source>
        <extracomment>nap-igougo.json: tests/rally/explain</extracomment>
        <translation>Im Sammelabschnitt testet eine fliehende Einheit mit Sammelbefehl Moral: bestanden, und sie ist erschüttert; misslungen, und sie macht eine Fluchtbewegung.</translation>
    </message>
    <message>
        <source>Rallied</source>
        <extracomment>nap-igougo.json: tests/rally/onPass/name</extracomment>
        <translation>Gesammelt</translation>
    </message>
    <message>
        <source>Routs on</source>
        <extracomment>nap-igougo.json: tests/rally/onFail/name</extracomment>
        <translation>Flieht weiter</translation>
    </message>
    <message>
        <source>Make a rout move.</source>
        <extracomment>nap-igougo.json: tests/rally/onFail/explain</extracomment>
        <translation>Eine Fluchtbewegung machen.</translation>
    </message>
    <message>
        <source>Rally from shaken</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/name</extracomment>
        <translation>Aus der Erschütterung sammeln</translation>
    </message>
    <message>
        <source>A shaken unit may try to recover in the movement subsegment, even out of command.</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/explain</extracomment>
        <translation>Eine erschütterte Einheit darf im Bewegungsabschnitt versuchen, sich zu erholen, auch ohne Befehl.</translation>
    </message>
    <message>
        <source>Steady again</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/onPass/name</extracomment>
        <translation>Wieder standhaft</translation>
    </message>
    <message>
        <source>Still shaken</source>
        <extracomment>nap-igougo.json: tests/rally-from-shaken/onFail/name</extracomment>
        <translation>Noch erschüttert</translation>
    </message>
    <message>
        <source>Fire combat table</source>
        <extracomment>nap-igougo.json: tables/fire-combat/name</extracomment>
        <translation>Feuerkampftabelle</translation>
    </message>
    <message>
        <source>Fire over 50 points is split into several resolutions (or read on the 46-50 row by option).</source>
        <extracomment>nap-igougo-1.0.0.json: tables/fire-combat/explain</extracomment>
        <translation>Feuer über 50 Punkte wird in mehrere Auflösungen geteilt (oder laut Option auf der Zeile 46-50 gelesen).</translation>
    </message>
    <message>
        <source>Initiative, random events, then each player&apos;s phase in turn, then the end of the turn.</source>
        <extracomment>nap-igougo.json: activation/explain</extracomment>
        <translation>Initiative, Zufallsereignisse, dann die Phase jedes Spielers der Reihe nach, dann das Ende des Zuges.</translation>
    </message>
    <message>
        <source>Random events</source>
        <extracomment>nap-igougo.json: activation/phases/random-events/name</extracomment>
        <translation>Zufallsereignisse</translation>
    </message>
    <message>
        <source>No table is given.</source>
        <extracomment>nap-igougo.json: activation/phases/random-events/explain</extracomment>
        <translation>Es ist keine Tabelle angegeben.</translation>
    </message>
    <message>
        <source>First player&apos;s phase</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/name</extracomment>
        <translation>Phase des ersten Spielers</translation>
    </message>
    <message>
        <source>Second player&apos;s phase</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/second-player/name</extracomment>
        <translation>Phase des zweiten Spielers</translation>
    </message>
    <message>
        <source>End of turn</source>
        <extracomment>nap-igougo.json: activation/phases/end-of-turn/name</extracomment>
        <translation>Zugende</translation>
    </message>
    <message>
        <source>Check for victory.</source>
        <extracomment>nap-igougo.json: activation/phases/end-of-turn/explain</extracomment>
        <translation>Auf Sieg prüfen.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/british</extracomment>
        <translation>Briten</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/french</extracomment>
        <translation>Franzosen</translation>
    </message>
    <message>
        <source>Russian</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/russian</extracomment>
        <translation>Russen</translation>
    </message>
    <message>
        <source>Turkish</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/turkish</extracomment>
        <translation>Osmanen</translation>
    </message>
    <message>
        <source>Austrian</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/austrian</extracomment>
        <translation>Österreicher</translation>
    </message>
    <message>
        <source>Prussian</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/prussian</extracomment>
        <translation>Preußen</translation>
    </message>
    <message>
        <source>Spanish</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/spanish</extracomment>
        <translation>Spanier</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/portuguese</extracomment>
        <translation>Portugiesen</translation>
    </message>
    <message>
        <source>Other</source>
        <extracomment>nap-igougo.json: fields/nationality/choices/other</extracomment>
        <translation>Andere</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>nap-igougo.json: fields/attached-leader/choices/none</extracomment>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>orders</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/orders</extracomment>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>rally</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/rally</extracomment>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>movement</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/movement</extracomment>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>stationary fire</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/stationary-fire</extracomment>
        <translation>Standfeuer</translation>
    </message>
    <message>
        <source>charge test</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/charge-test</extracomment>
        <translation>Angriffstest</translation>
    </message>
    <message>
        <source>moving fire</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/moving-fire</extracomment>
        <translation>Bewegungsfeuer</translation>
    </message>
    <message>
        <source>melee</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/melee</extracomment>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>breakthrough</source>
        <extracomment>nap-igougo-1.0.0.json: activation/phases/first-player/segments/breakthrough</extracomment>
        <translation>Durchbruch</translation>
    </message>
    <message>
        <source>Distance</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/distance/name</extracomment>
        <translation>Entfernung</translation>
    </message>
    <message>
        <source>Inches from the charger to the unit it charges.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/distance/explain</extracomment>
        <translation>Zoll vom Angreifer zur angegriffenen Einheit.</translation>
    </message>
    <message>
        <source>Charge halted</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/halted/name</extracomment>
        <translation>Angriff angehalten</translation>
    </message>
    <message>
        <source>The charge test failed: the charger stays where it is and may fire in moving fire.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/halted/explain</extracomment>
        <translation>Der Angriffstest misslang: der Angreifer bleibt stehen und darf im Bewegungsfeuer schießen.</translation>
    </message>
    <message>
        <source>Charger won the melee</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/charger-won/name</extracomment>
        <translation>Angreifer gewann den Nahkampf</translation>
    </message>
    <message>
        <source>Defender won the melee</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/defender-won/name</extracomment>
        <translation>Verteidiger gewann den Nahkampf</translation>
    </message>
    <message>
        <source>Still locked in melee</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/undecided/name</extracomment>
        <translation>Noch im Nahkampf gebunden</translation>
    </message>
    <message>
        <source>Three close rounds in a row: fight on with the next-round melee test.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/undecided/explain</extracomment>
        <translation>Drei knappe Runden nacheinander: mit dem Test für die nächste Nahkampfrunde weiterkämpfen.</translation>
    </message>
    <message>
        <source>Receive the charge</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/stand/name</extracomment>
        <translation>Den Angriff empfangen</translation>
    </message>
    <message>
        <source>Meet the charge as the unit stands.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/stand/explain</extracomment>
        <translation>Den Angriff so empfangen, wie die Einheit steht.</translation>
    </message>
    <message>
        <source>Change facing or formation</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/responses/react/name</extracomment>
        <translation>Front oder Formation wechseln</translation>
    </message>
    <message>
        <source>The unit tests to turn or change formation before contact; on a fail it meets the charge as it stands.</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/responses/react/explain</extracomment>
        <translation>Die Einheit testet, ob sie sich vor dem Kontakt dreht oder umformiert; misslingt es, empfängt sie den Angriff, wie sie steht.</translation>
    </message>
    <message>
        <source>Point-blank fire</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/name</extracomment>
        <translation>Feuer auf kürzeste Entfernung</translation>
    </message>
    <message>
        <source>The unit tests to fire at point blank as the charge comes in; on a pass fire with the fire test before the melee, on a fail it meets the charge without firing.</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/responses/point-blank/explain</extracomment>
        <translation>Die Einheit testet, ob sie auf kürzeste Entfernung feuert; bestanden: vor dem Nahkampf mit dem Feuertest schießen, misslungen: sie empfängt den Angriff ohne zu feuern.</translation>
    </message>
    <message>
        <source>Melee, third round</source>
        <extracomment>nap-igougo.json: procedures/charge/after/3/onOutcome/close/0/onOutcome/close/0/name</extracomment>
        <translation>Nahkampf, dritte Runde</translation>
    </message>
    <message>
        <source>Melee, second round</source>
        <extracomment>nap-igougo.json: procedures/charge/after/3/onOutcome/close/0/name</extracomment>
        <translation>Nahkampf, zweite Runde</translation>
    </message>
    <message>
        <source>Outnumbers the enemy</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mass/name</extracomment>
        <translation>Ist dem Feind zahlenmäßig überlegen</translation>
    </message>
    <message>
        <source>Worked out from both units&apos; strength left (strength less casualties), the highest band reached: 1.5 to 1 +2, 2 to 1 +3, 3 to 1 +5, 4 to 1 +6.</source>
        <extracomment>nap-igougo.json: modifierSets/melee-core/mass/explain</extracomment>
        <translation>Aus der verbliebenen Stärke beider Einheiten (Stärke abzüglich Verluste) ermittelt, die höchste erreichte Stufe: 1,5 zu 1 +2, 2 zu 1 +3, 3 zu 1 +5, 4 zu 1 +6.</translation>
    </message>
    <message>
        <source>A unit that took casualties from this fire tests its morale once (no test when the fire did no harm).</source>
        <extracomment>nap-igougo.json: tests/musketry/then/0/explain</extracomment>
        <translation>Eine Einheit, die durch dieses Feuer Verluste erlitt, testet einmal ihre Moral (kein Test, wenn das Feuer nichts bewirkte).</translation>
    </message>
    <message>
        <source>Charge bonus</source>
        <extracomment>nap-igougo.json: tests/charge-bonus/name</extracomment>
        <translation>Angriffsbonus</translation>
    </message>
    <message>
        <source>A charge adds dice to the move: 1D6 inches for infantry, 2D6 for cavalry.</source>
        <extracomment>nap-igougo.json: tests/charge-bonus/explain</extracomment>
        <translation>Ein Angriff fügt der Bewegung Würfel hinzu: 1W6 Zoll für Infanterie, 2W6 für Kavallerie.</translation>
    </message>
    <message>
        <source>The charger tests to go in and rolls its charge bonus, which must bring it to the target; the unit charged may stay as it is or test to change its facing or formation first; then the melee is fought round after round until one side wins clearly.</source>
        <extracomment>nap-igougo-1.1.0.json: procedures/charge/explain</extracomment>
        <translation>Der Angreifer testet, ob er hineingeht, und würfelt seinen Angriffsbonus, der ihn bis zum Ziel bringen muss; die angegriffene Einheit kann bleiben, wie sie ist, oder zuerst testen, ob sie Front oder Formation ändert; dann wird der Nahkampf Runde um Runde ausgefochten, bis eine Seite klar gewinnt.</translation>
    </message>
    <message>
        <source>The charger&apos;s move in its formation, before the charge bonus.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/move/explain</extracomment>
        <translation>Die Bewegung des Angreifers in seiner Formation, vor dem Angriffsbonus.</translation>
    </message>
    <message>
        <source>Fell short</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/fell-short/name</extracomment>
        <translation>Zu kurz</translation>
    </message>
    <message>
        <source>The move and the charge bonus rolled do not reach the target: the charger ends its move short of it.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/fell-short/explain</extracomment>
        <translation>Bewegung und gewürfelter Angriffsbonus reichen nicht bis zum Ziel: der Angreifer beendet seine Bewegung davor.</translation>
    </message>
    <message>
        <source>Does it reach?</source>
        <extracomment>nap-igougo.json: procedures/charge/before/1/name</extracomment>
        <translation>Reicht es?</translation>
    </message>
    <message>
        <source>Both sides add their troop value, modifiers and a d10; the difference decides. The first round counts the charge; a close fight costs both a casualty and is fought again without it.</source>
        <extracomment>nap-igougo.json: procedures/charge/after/3/explain</extracomment>
        <translation>Beide Seiten addieren Truppenwert, Modifikatoren und einen W10; die Differenz entscheidet. Die erste Runde zählt den Angriff; ein knapper Kampf kostet beide einen Verlust und wird ohne ihn erneut ausgefochten.</translation>
    </message>
    <message>
        <source>Charge bonus rolled</source>
        <extracomment>nap-igougo.json: procedures/charge/vars/bonus/name</extracomment>
        <translation>Gewürfelter Angriffsbonus</translation>
    </message>
    <message>
        <source>Morale after fire casualties</source>
        <extracomment>nap-igougo.json: options/fire-morale/name</extracomment>
        <translation>Moral nach Feuerverlusten</translation>
    </message>
    <message>
        <source>The rules list morale modifiers but not when to test. We have a unit test its morale once after any fire that causes it casualties; some players test only at the end of the fire phase, by hand.</source>
        <extracomment>nap-igougo.json: options/fire-morale/explain</extracomment>
        <translation>Die Regeln nennen Moralmodifikatoren, aber nicht, wann getestet wird. Bei uns testet eine Einheit ihre Moral einmal nach jedem Feuer, das ihr Verluste zufügt; manche Spieler testen erst am Ende der Feuerphase, von Hand.</translation>
    </message>
    <message>
        <source>After each fire that hurts</source>
        <extracomment>nap-igougo.json: options/fire-morale/choices/after-casualties/name</extracomment>
        <translation>Nach jedem Feuer mit Verlusten</translation>
    </message>
    <message>
        <source>By hand</source>
        <extracomment>nap-igougo.json: options/fire-morale/choices/by-hand/name</extracomment>
        <translation>Von Hand</translation>
    </message>
    <message>
        <source>Each side&apos;s commander-in-chief rolls a D10 and adds his leader and staff ratings; the higher total has the initiative and its side goes first this turn. A tie is rolled again.</source>
        <extracomment>nap-igougo.json: activation/phases/initiative/explain</extracomment>
        <translation>Der Oberbefehlshaber jeder Seite würfelt einen W10 und zählt seine Führungs- und Stabswerte hinzu; die höhere Summe hat die Initiative, und ihre Seite beginnt in diesem Zug. Bei Gleichstand wird neu gewürfelt.</translation>
    </message>
    <message>
        <source>First side&apos;s phase</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/name</extracomment>
        <translation>Phase der ersten Seite</translation>
    </message>
    <message>
        <source>The side that goes first this turn acts: orders, rally, movement and fire, then the charges and melees.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/explain</extracomment>
        <translation>Die Seite, die in diesem Zug beginnt, handelt: Befehle, Sammeln, Bewegung und Feuer, dann die Angriffe und Nahkämpfe.</translation>
    </message>
    <message>
        <source>Orders</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/orders/name</extracomment>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>The side whose phase it is marks its units out of command, rolls for each order still pending and may give new ones; a new order arrives in this side&apos;s next orders segment.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/orders/explain</extracomment>
        <translation>Die Seite, deren Phase es ist, markiert ihre Einheiten ohne Befehlsverbindung, würfelt für jeden noch ausstehenden Befehl und darf neue erteilen; ein neuer Befehl trifft im nächsten Befehlsabschnitt dieser Seite ein.</translation>
    </message>
    <message>
        <source>Rally</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/rally/name</extracomment>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Leaders move, join or leave units; a routed unit with a rally order tests, and one that fails runs back.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/rally/explain</extracomment>
        <translation>Anführer bewegen sich, schließen sich Einheiten an oder verlassen sie; eine fliehende Einheit mit Sammelbefehl testet, und eine, die scheitert, läuft zurück.</translation>
    </message>
    <message>
        <source>Movement</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/movement/name</extracomment>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Units in command or under an order move, change face or formation, or declare a charge, and the unit charged says how it reacts. Others may only turn, steady themselves or shake off disorder.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/movement/explain</extracomment>
        <translation>Einheiten mit Befehlsverbindung oder Befehl bewegen sich, ändern Front oder Formation oder erklären einen Angriff, und die angegriffene Einheit sagt, wie sie reagiert. Andere dürfen nur schwenken, sich fassen oder Unordnung abschütteln.</translation>
    </message>
    <message>
        <source>Stationary fire</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/stationary-fire/name</extracomment>
        <translation>Stehendes Feuer</translation>
    </message>
    <message>
        <source>The other side fires, and so do this side&apos;s units that did not move; all of it counts at once.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/stationary-fire/explain</extracomment>
        <translation>Die andere Seite feuert, ebenso die Einheiten dieser Seite, die sich nicht bewegt haben; alles zählt gleichzeitig.</translation>
    </message>
    <message>
        <source>Each charger tests: a pass carries it into contact and the melee that follows, a failure stops it where it is.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/charge-test/explain</extracomment>
        <translation>Jeder Angreifer testet: Bestehen bringt ihn in Kontakt und in den folgenden Nahkampf, Scheitern hält ihn an, wo er ist.</translation>
    </message>
    <message>
        <source>Moving fire</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/moving-fire/name</extracomment>
        <translation>Feuer in der Bewegung</translation>
    </message>
    <message>
        <source>This side&apos;s units that have not fired in this phase fire now, chargers that were stopped among them.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/moving-fire/explain</extracomment>
        <translation>Die Einheiten dieser Seite, die in dieser Phase noch nicht gefeuert haben, feuern jetzt, auch angehaltene Angreifer.</translation>
    </message>
    <message>
        <source>Units in contact fight it out, round after round, until one side gives way.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/melee/explain</extracomment>
        <translation>Einheiten im Kontakt kämpfen Runde um Runde, bis eine Seite weicht.</translation>
    </message>
    <message>
        <source>Breakthrough</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/breakthrough/name</extracomment>
        <translation>Durchbruch</translation>
    </message>
    <message>
        <source>Units that won a melee may move on and fight again.</source>
        <extracomment>nap-igougo.json: activation/phases/first-player/segments/breakthrough/explain</extracomment>
        <translation>Einheiten, die einen Nahkampf gewonnen haben, dürfen weiterziehen und erneut kämpfen.</translation>
    </message>
    <message>
        <source>Second side&apos;s phase</source>
        <extracomment>nap-igougo.json: activation/phases/second-player/name</extracomment>
        <translation>Phase der zweiten Seite</translation>
    </message>
    <message>
        <source>The other side now acts in the same steps.</source>
        <extracomment>nap-igougo.json: activation/phases/second-player/explain</extracomment>
        <translation>Nun handelt die andere Seite in denselben Schritten.</translation>
    </message>
    <message>
        <source>Moved this phase</source>
        <extracomment>nap-igougo.json: fields/moved/name</extracomment>
        <translation>In dieser Phase bewegt</translation>
    </message>
    <message>
        <source>Set when the unit moves in its side&apos;s phase; cleared when the phase ends.</source>
        <extracomment>nap-igougo.json: fields/moved/explain</extracomment>
        <translation>Gesetzt, wenn sich die Einheit in der Phase ihrer Seite bewegt; gelöscht, wenn die Phase endet.</translation>
    </message>
    <message>
        <source>Fire over 50 points is split into parts of at most 50, each rolled and read on its own row, and the hits added (or it is read on the 46-50 row, by option).</source>
        <extracomment>nap-igougo.json: tables/fire-combat/explain</extracomment>
        <translation>Feuer über 50 Punkte wird in Teile von höchstens 50 aufgeteilt, jeder für sich gewürfelt und in seiner Zeile gelesen, und die Treffer werden addiert (oder, je nach Option, in der Zeile 46-50 gelesen).</translation>
    </message>
    <message>
        <source>Distance to the target</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/inputs/distance/name</extracomment>
        <translation>Entfernung zum Ziel</translation>
    </message>
    <message>
        <source>Measured to the target; sets the range band (0: by hand).</source>
        <extracomment>nap-igougo.json: tests/artillery-fire/inputs/distance/explain</extracomment>
        <translation>Bis zum Ziel gemessen; ergibt den Entfernungsbereich (0: von Hand).</translation>
    </message>
    <message>
        <source>In melee</source>
        <extracomment>nap-igougo.json: fields/in-melee/name</extracomment>
        <translation>Im Nahkampf</translation>
    </message>
    <message>
        <source>Locked in a melee that goes on: Continue melee on its sheet fights the next round. A drawn melee sets it, a decided one clears it; the umpire sets it for units already in contact.</source>
        <extracomment>nap-igougo.json: fields/in-melee/explain</extracomment>
        <translation>In einen Nahkampf verwickelt, der weitergeht: &quot;Nahkampf fortsetzen&quot; auf ihrem Blatt kämpft die nächste Runde. Ein unentschiedener Nahkampf setzt es, ein entschiedener hebt es auf; der Schiedsrichter setzt es für Einheiten, die schon in Kontakt sind.</translation>
    </message>
    <message>
        <source>Still in melee</source>
        <extracomment>nap-igougo.json: procedures/charge/after/3/onOutcome/close/0/onOutcome/close/0/onOutcome/close/0/name</extracomment>
        <translation>Weiter im Nahkampf</translation>
    </message>
    <message>
        <source>Continue melee</source>
        <extracomment>nap-igougo.json: procedures/melee/name</extracomment>
        <translation>Nahkampf fortsetzen</translation>
    </message>
    <message>
        <source>A melee that goes on from an earlier turn, or between units already in contact: one more round, both sides together, and all that follows from it. The unit whose sheet it is opened from is the actor; choose the unit it fights.</source>
        <extracomment>nap-igougo.json: procedures/melee/explain</extracomment>
        <translation>Ein Nahkampf, der aus einem früheren Zug weitergeht, oder zwischen Einheiten, die schon in Kontakt sind: eine weitere Runde, beide Seiten zusammen, und alles, was daraus folgt. Die Einheit, von deren Blatt er geöffnet wird, ist der Handelnde; wählen Sie die Einheit, gegen die sie kämpft.</translation>
    </message>
    <message>
        <source>Won the melee</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/won/name</extracomment>
        <translation>Nahkampf gewonnen</translation>
    </message>
    <message>
        <source>The unit whose sheet it is won this round.</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/won/explain</extracomment>
        <translation>Die Einheit, deren Blatt es ist, gewann diese Runde.</translation>
    </message>
    <message>
        <source>Lost the melee</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/lost/name</extracomment>
        <translation>Nahkampf verloren</translation>
    </message>
    <message>
        <source>The unit it fights won this round.</source>
        <extracomment>nap-igougo.json: procedures/melee/endings/lost/explain</extracomment>
        <translation>Die Einheit, gegen die sie kämpft, gewann diese Runde.</translation>
    </message>
    <message>
        <source>Fight on</source>
        <extracomment>nap-igougo.json: procedures/melee/responses/fight/name</extracomment>
        <translation>Weiterkämpfen</translation>
    </message>
    <message>
        <source>Both units stay in the melee and fight this round.</source>
        <extracomment>nap-igougo.json: procedures/melee/responses/fight/explain</extracomment>
        <translation>Beide Einheiten bleiben im Nahkampf und kämpfen diese Runde.</translation>
    </message>
    <message>
        <source>The melee is over</source>
        <extracomment>nap-igougo.json: procedures/melee/after/0/onOutcome/decisive/0/then/0/name</extracomment>
        <translation>Der Nahkampf ist vorbei</translation>
    </message>
    <message>
        <source>Attacker outnumbers</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/name</extracomment>
        <translation>Angreifer in Überzahl</translation>
    </message>
    <message>
        <source>Strength ratio in the attacker&apos;s favour (the highest band reached).</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/explain</extracomment>
        <translation>Stärkeverhältnis zugunsten des Angreifers (die höchste erreichte Stufe).</translation>
    </message>
    <message>
        <source>1.5 to 1</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/choices/1.5/name</extracomment>
        <translation>1,5 zu 1</translation>
    </message>
    <message>
        <source>2 to 1</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/choices/2/name</extracomment>
        <translation>2 zu 1</translation>
    </message>
    <message>
        <source>3 to 1</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/choices/3/name</extracomment>
        <translation>3 zu 1</translation>
    </message>
    <message>
        <source>4 to 1</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/attacker-mass/choices/4/name</extracomment>
        <translation>4 zu 1</translation>
    </message>
    <message>
        <source>Defender outnumbers</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/defender-mass/name</extracomment>
        <translation>Verteidiger in Überzahl</translation>
    </message>
    <message>
        <source>Strength ratio in the defender&apos;s favour.</source>
        <extracomment>nap-igougo-1.0.0.json: modifierSets/melee-core/defender-mass/explain</extracomment>
        <translation>Stärkeverhältnis zugunsten des Verteidigers.</translation>
    </message>
    <message>
        <source>The charger tests to go in; the unit charged may stay as it is or test to change its facing or formation first; then the melee is fought round after round until one side wins clearly.</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/explain</extracomment>
        <translation>Der Angreifer testet, ob er hineingeht; die angegriffene Einheit kann bleiben, wie sie ist, oder zuerst testen, ob sie Front oder Formation ändert; dann wird der Nahkampf Runde um Runde ausgefochten, bis eine Seite klar gewinnt.</translation>
    </message>
    <message>
        <source>Both sides add their troop value, modifiers and a d10; the difference decides. A close fight costs both a casualty and is fought again without the charge.</source>
        <extracomment>nap-igougo-1.0.0.json: procedures/charge/after/0/explain</extracomment>
        <translation>Beide Seiten addieren ihren Truppenwert, Modifikatoren und einen W10; der Unterschied entscheidet. Ein knapper Kampf kostet beide einen Verlust und wird ohne den Angriff erneut ausgefochten.</translation>
    </message>
    <message>
        <source>Morale after a lost melee</source>
        <extracomment>nap-igougo.json: options/melee-morale/name</extracomment>
        <translation>Moral nach einem verlorenen Nahkampf</translation>
    </message>
    <message>
        <source>The rules give a melee&apos;s results but never say when morale is tested. We have a unit that loses a melee by 3 to 5 (shaken and falling back) test its morale at once, so a failure routs it; a unit beaten by more already routs, and a close fight is no defeat. The other reading leaves such tests to the players.</source>
        <extracomment>nap-igougo.json: options/melee-morale/explain</extracomment>
        <translation>Die Regeln geben die Ergebnisse eines Nahkampfs an, sagen aber nie, wann die Moral geprüft wird. Bei uns prüft eine Einheit, die einen Nahkampf mit 3 bis 5 verliert (erschüttert, weicht zurück), sofort ihre Moral, sodass ein Misserfolg sie fliehen lässt; eine höher geschlagene Einheit flieht schon, und ein knapper Kampf ist keine Niederlage. Die andere Lesart überlässt solche Tests den Spielern.</translation>
    </message>
    <message>
        <source>Test after a clear defeat</source>
        <extracomment>nap-igougo.json: options/melee-morale/choices/after-loss/name</extracomment>
        <translation>Test nach einer klaren Niederlage</translation>
    </message>
    <message>
        <source>Left to the players</source>
        <extracomment>nap-igougo.json: options/melee-morale/choices/by-hand/name</extracomment>
        <translation>Den Spielern überlassen</translation>
    </message>
    <message>
        <source>Beaten in melee</source>
        <extracomment>nap-igougo.json: triggers/lost-melee/name</extracomment>
        <translation>Im Nahkampf geschlagen</translation>
    </message>
    <message>
        <source>A unit beaten by 3 to 5 in a melee round owes a morale test against the winner, taken before the next melee or move; a unit already routed by a heavier defeat owes none.</source>
        <extracomment>nap-igougo.json: triggers/lost-melee/explain</extracomment>
        <translation>Eine Einheit, die eine Nahkampfrunde mit 3 bis 5 verliert, schuldet einen Moraltest gegen den Sieger, genommen vor dem nächsten Nahkampf oder der nächsten Bewegung; eine durch eine schwerere Niederlage schon fliehende Einheit schuldet keinen.</translation>
    </message>
    <message>
        <source>Casualties from fire</source>
        <extracomment>nap-igougo.json: triggers/fire-casualties/name</extracomment>
        <translation>Verluste durch Beschuss</translation>
    </message>
    <message>
        <source>Musketry or artillery that causes casualties already has the unit hit test its morale as part of the same fire (under our reading of when to test), so no test is owed apart from it.</source>
        <extracomment>nap-igougo.json: triggers/fire-casualties/explain</extracomment>
        <translation>Musketen- oder Artilleriefeuer, das Verluste verursacht, lässt die getroffene Einheit (nach unserer Lesart, wann geprüft wird) schon als Teil desselben Feuers ihre Moral prüfen, also ist außer diesem Test keiner geschuldet.</translation>
    </message>
    <message>
        <source>Charging, and reacting to a charge</source>
        <extracomment>nap-igougo.json: triggers/charge-and-reaction/name</extracomment>
        <translation>Angreifen und auf einen Angriff reagieren</translation>
    </message>
    <message>
        <source>The charge test and the charged unit&apos;s reaction test are steps of the charge, taken in their turn when it is resolved; nothing is owed after it.</source>
        <extracomment>nap-igougo.json: triggers/charge-and-reaction/explain</extracomment>
        <translation>Der Angriffstest und der Reaktionstest der angegriffenen Einheit sind Schritte des Angriffs, genommen, wenn er abgewickelt wird; danach ist nichts geschuldet.</translation>
    </message>
    <message>
        <source>The charger rolls its charge bonus, which must bring it to the target; the unit charged may stay as it is, test to turn to face a charge into its flank, to form square, or to hold its fire to point blank; then the charger tests to go in, and the melee is fought round after round until one side wins clearly.</source>
        <extracomment>nap-igougo.json: procedures/charge/explain</extracomment>
        <translation>Der Angreifer würfelt seinen Angriffsbonus, der ihn bis zum Ziel bringen muss; die angegriffene Einheit kann bleiben, wie sie ist, oder testen, ob sie sich einem Angriff in die Flanke zuwendet, ein Karree bildet oder ihr Feuer bis auf Kernschussweite zurückhält; dann testet der Angreifer, ob er hineingeht, und der Nahkampf wird Runde um Runde ausgefochten, bis eine Seite klar gewinnt.</translation>
    </message>
    <message>
        <source>Into a flank or the rear</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/flank/name</extracomment>
        <translation>In eine Flanke oder den Rücken</translation>
    </message>
    <message>
        <source>1 when the charge comes in on the target&apos;s flank or rear: the flank bonuses count unless the target turns to face it or is in square (a square has no flank), and it may not fire at point blank. 0 otherwise.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/flank/explain</extracomment>
        <translation>1, wenn der Angriff das Ziel in Flanke oder Rücken trifft: Die Flankenboni zählen, außer das Ziel wendet sich ihm zu oder steht im Karree (ein Karree hat keine Flanke), und es darf nicht auf Kernschussweite feuern. Sonst 0.</translation>
    </message>
    <message>
        <source>Stands firing at point blank</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/firingStands/name</extracomment>
        <translation>Auf Kernschussweite feuernde Basen</translation>
    </message>
    <message>
        <source>The front-rank stands (or guns) of the unit charged that fire if it holds its fire to point blank; 0 counts every stand it has left.</source>
        <extracomment>nap-igougo.json: procedures/charge/inputs/firingStands/explain</extracomment>
        <translation>Die Basen im ersten Glied (oder Geschütze) der angegriffenen Einheit, die feuern, wenn sie ihr Feuer bis auf Kernschussweite zurückhält; 0 zählt jede Basis, die ihr geblieben ist.</translation>
    </message>
    <message>
        <source>Charger routed</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/charger-routed/name</extracomment>
        <translation>Angreifer in Flucht</translation>
    </message>
    <message>
        <source>The charger is routed, its morale broken by the point-blank volley: a routed unit does not go in.</source>
        <extracomment>nap-igougo.json: procedures/charge/endings/charger-routed/explain</extracomment>
        <translation>Der Angreifer ist in Flucht, seine Moral von der Salve auf Kernschussweite gebrochen: Eine fliehende Einheit greift nicht an.</translation>
    </message>
    <message>
        <source>Turn to face</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/change-facing/name</extracomment>
        <translation>Front zum Angreifer machen</translation>
    </message>
    <message>
        <source>Charged in the flank or rear, the unit tests to turn and meet the charge front on; on a pass the flank bonuses no longer count, on a fail it is taken in the flank.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/change-facing/explain</extracomment>
        <translation>In Flanke oder Rücken angegriffen, testet die Einheit, ob sie sich umwendet und dem Angriff frontal begegnet; bestanden zählen die Flankenboni nicht mehr, misslungen wird sie in der Flanke getroffen.</translation>
    </message>
    <message>
        <source>Faces the charge</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/change-facing/steps/2/onPass/0/name</extracomment>
        <translation>Wendet sich dem Angriff zu</translation>
    </message>
    <message>
        <source>Form square</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/form-square/name</extracomment>
        <translation>Karree bilden</translation>
    </message>
    <message>
        <source>Infantry tests to form square before the charge strikes; on a pass it meets the charge in square (which has no flank), on a fail as it stands.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/form-square/explain</extracomment>
        <translation>Infanterie testet, ob sie ein Karree bildet, bevor der Angriff einschlägt; bestanden empfängt sie den Angriff im Karree (das keine Flanke hat), misslungen so, wie sie steht.</translation>
    </message>
    <message>
        <source>Forms square</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/form-square/steps/2/onPass/0/name</extracomment>
        <translation>Bildet ein Karree</translation>
    </message>
    <message>
        <source>The unit tests to hold its fire until the charger is at point blank; on a pass its volley (or canister) is fired at the charger with the point-blank bonus, before the charge test, and hits there count against it; on a fail it meets the charge without firing. Not against a charge into its flank, which its fire cannot reach, unless it is in square.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/explain</extracomment>
        <translation>Die Einheit testet, ob sie ihr Feuer zurückhält, bis der Angreifer auf Kernschussweite ist; bestanden geht ihre Salve (oder Kartätsche) mit dem Bonus für Kernschussweite vor dem Angriffstest auf den Angreifer, und die Treffer zählen dort gegen ihn; misslungen empfängt sie den Angriff, ohne zu feuern. Nicht gegen einen Angriff in ihre Flanke, den ihr Feuer nicht erreicht, außer sie steht im Karree.</translation>
    </message>
    <message>
        <source>Volley or canister?</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/steps/0/onPass/0/name</extracomment>
        <translation>Salve oder Kartätsche?</translation>
    </message>
    <message>
        <source>Point-blank canister</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/steps/0/onPass/0/then/0/name</extracomment>
        <translation>Kartätsche auf Kernschussweite</translation>
    </message>
    <message>
        <source>Point-blank volley</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/steps/0/onPass/0/else/0/name</extracomment>
        <translation>Salve auf Kernschussweite</translation>
    </message>
    <message>
        <source>Does the charger still come on?</source>
        <extracomment>nap-igougo.json: procedures/charge/after/0/name</extracomment>
        <translation>Kommt der Angreifer noch heran?</translation>
    </message>
    <message>
        <source>Into the flank</source>
        <extracomment>nap-igougo.json: procedures/charge/after/1/name</extracomment>
        <translation>In die Flanke</translation>
    </message>
    <message>
        <source>Taken after the fire at the charger: each hit it took this turn counts against it.</source>
        <extracomment>nap-igougo.json: procedures/charge/after/2/explain</extracomment>
        <translation>Nach dem Feuer auf den Angreifer genommen: Jeder Treffer, den er in diesem Zug erlitten hat, zählt gegen ihn.</translation>
    </message>
    <message>
        <source>Only against a charge into the unit&apos;s flank or rear, and never in square, which has no flank.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/change-facing/notOffered</extracomment>
        <translation>Nur gegen einen Angriff in Flanke oder Rücken der Einheit, und nie im Karree, das keine Flanke hat.</translation>
    </message>
    <message>
        <source>Only for a unit that can fire (foot, guns unlimbered or in prolonge, horse in skirmish order), and not against a charge into its flank or rear unless it is in square.</source>
        <extracomment>nap-igougo.json: procedures/charge/responses/point-blank/notOffered</extracomment>
        <translation>Nur für eine Einheit, die feuern kann (Fußtruppen, abgeprotzte oder an der Prolonge geführte Geschütze, Reiterei in zerstreuter Ordnung), und nicht gegen einen Angriff in Flanke oder Rücken, außer sie steht im Karree.</translation>
    </message>
</context>
<context>
    <name>scenario:brigade-demo</name>
    <message>
        <source>The stream at Hollesbeck (demo)</source>
        <extracomment>brigade-demo.json: name</extracomment>
        <translation>Der Bach bei Hollesbeck (Demo)</translation>
    </message>
    <message>
        <source>A fictional brigade fight for the brigade rules: a British brigade with guns holds a stream line against a French brigade and its cavalry.</source>
        <extracomment>brigade-demo.json: explain</extracomment>
        <translation>Ein erfundenes Brigadegefecht für die Brigaderegeln: eine britische Brigade mit Geschützen hält eine Bachlinie gegen eine französische Brigade und ihre Kavallerie.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>brigade-demo.json: sides/british/name</extracomment>
        <translation>Briten</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>brigade-demo.json: sides/french/name</extracomment>
        <translation>Franzosen</translation>
    </message>
</context>
<context>
    <name>scenario:brigade-tutorial</name>
    <message>
        <source>A first battle: the orchard</source>
        <extracomment>brigade-battle.json: name</extracomment>
        <translation>Eine erste Schlacht: der Obstgarten</translation>
    </message>
    <message>
        <source>A small action for the guided first battle: two British and two French units by an orchard.</source>
        <extracomment>brigade-battle.json: explain</extracomment>
        <translation>Ein kleines Gefecht für die geführte erste Schlacht: zwei britische und zwei französische Einheiten an einem Obstgarten.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>brigade-battle.json: sides/british/name</extracomment>
        <translation>Briten</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>brigade-battle.json: sides/french/name</extracomment>
        <translation>Franzosen</translation>
    </message>
</context>
<context>
    <name>scenario:chosen-men-demo</name>
    <message>
        <source>The farm at Los Arcos (demo)</source>
        <extracomment>chosen-men-demo.json: name</extracomment>
        <translation>Der Hof bei Los Arcos (Demo)</translation>
    </message>
    <message>
        <source>A fictional skirmish for Chosen Men: a British rifle company holds a farmyard; French voltigeurs and a line company try to clear it.</source>
        <extracomment>chosen-men-demo.json: explain</extracomment>
        <translation>Ein erfundenes Scharmützel für Chosen Men: eine britische Schützenkompanie hält einen Bauernhof; französische Voltigeure und eine Linienkompanie versuchen, ihn zu räumen.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>chosen-men-demo.json: sides/british/name</extracomment>
        <translation>Briten</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>chosen-men-demo.json: sides/french/name</extracomment>
        <translation>Franzosen</translation>
    </message>
</context>
<context>
    <name>scenario:chosen-men-tutorial</name>
    <message>
        <source>A first battle: the farm track</source>
        <extracomment>chosen-men-battle.json: name</extracomment>
        <translation>Eine erste Schlacht: der Feldweg</translation>
    </message>
    <message>
        <source>A small skirmish for the guided first battle: a few riflemen and voltigeurs along a farm track.</source>
        <extracomment>chosen-men-battle.json: explain</extracomment>
        <translation>Ein kleines Scharmützel für die geführte erste Schlacht: ein paar Schützen und Voltigeure an einem Feldweg.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>chosen-men-battle.json: sides/british/name</extracomment>
        <translation>Briten</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>chosen-men-battle.json: sides/french/name</extracomment>
        <translation>Franzosen</translation>
    </message>
</context>
<context>
    <name>scenario:kgcwo-demo</name>
    <message>
        <source>The ridge at San Marcial (demo)</source>
        <extracomment>kgcwo-demo.json: name</extracomment>
        <translation>Der Höhenzug bei San Marcial (Demo)</translation>
    </message>
    <message>
        <source>A fictional brigade action for learning King George Commands and We Obey: a British brigade holds a ridge against a French brigade attacking in column.</source>
        <extracomment>kgcwo-demo.json: explain</extracomment>
        <translation>Ein erfundenes Brigadegefecht, um King George Commands and We Obey zu lernen: eine britische Brigade hält einen Höhenzug gegen eine französische Brigade, die in Kolonne angreift.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>kgcwo-demo.json: sides/british/name</extracomment>
        <translation>Briten</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>kgcwo-demo.json: sides/french/name</extracomment>
        <translation>Franzosen</translation>
    </message>
</context>
<context>
    <name>scenario:kgcwo-tutorial</name>
    <message>
        <source>A first battle: the ridge outpost</source>
        <extracomment>kgcwo-battle.json: name</extracomment>
        <translation>Eine erste Schlacht: der Vorposten am Kamm</translation>
    </message>
    <message>
        <source>A small action for the guided first battle: two British units hold a ridge, two French units come at them.</source>
        <extracomment>kgcwo-battle.json: explain</extracomment>
        <translation>Ein kleines Gefecht für die geführte erste Schlacht: zwei britische Einheiten halten einen Kamm, zwei französische greifen sie an.</translation>
    </message>
    <message>
        <source>British</source>
        <extracomment>kgcwo-battle.json: sides/british/name</extracomment>
        <translation>Briten</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>kgcwo-battle.json: sides/french/name</extracomment>
        <translation>Franzosen</translation>
    </message>
</context>
<context>
    <name>scenario:nap-igougo-demo</name>
    <message>
        <source>Crossing at Aldenau (demo)</source>
        <extracomment>nap-igougo-demo.json: name</extracomment>
        <translation>Übergang bei Aldenau (Demo)</translation>
    </message>
    <message>
        <source>A fictional clash of two small divisions for the player-turn rules: Austrian infantry and guns hold a village edge; a French division with light cavalry comes on.</source>
        <extracomment>nap-igougo-demo.json: explain</extracomment>
        <translation>Ein erfundener Zusammenstoß zweier kleiner Divisionen für die Regeln mit Spielerzügen: österreichische Infanterie und Geschütze halten einen Dorfrand; eine französische Division mit leichter Kavallerie rückt an.</translation>
    </message>
    <message>
        <source>Austrian</source>
        <extracomment>nap-igougo-demo.json: sides/austrian/name</extracomment>
        <translation>Österreicher</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>nap-igougo-demo.json: sides/french/name</extracomment>
        <translation>Franzosen</translation>
    </message>
</context>
<context>
    <name>scenario:nap-igougo-tutorial</name>
    <message>
        <source>A first battle: the mill stream</source>
        <extracomment>nap-igougo-battle.json: name</extracomment>
        <translation>Eine erste Schlacht: der Mühlbach</translation>
    </message>
    <message>
        <source>A small action for the guided first battle: a few Austrian and French units meet at a mill stream.</source>
        <extracomment>nap-igougo-battle.json: explain</extracomment>
        <translation>Ein kleines Gefecht für die geführte erste Schlacht: ein paar österreichische und französische Einheiten treffen an einem Mühlbach aufeinander.</translation>
    </message>
    <message>
        <source>Austrian</source>
        <extracomment>nap-igougo-battle.json: sides/austrian/name</extracomment>
        <translation>Österreicher</translation>
    </message>
    <message>
        <source>French</source>
        <extracomment>nap-igougo-battle.json: sides/french/name</extracomment>
        <translation>Franzosen</translation>
    </message>
</context>
<context>
    <name>tutorial:brigade</name>
    <message>
        <source>Guided first battle: the brigade rules</source>
        <extracomment>brigade.json: name</extracomment>
        <translation>Geführte erste Schlacht: die Brigade-Regeln</translation>
    </message>
    <message>
        <source>Step through a side&apos;s move, let a battalion fire, roll, apply and read the journal, with the tutor beside you.</source>
        <extracomment>brigade.json: explain</extracomment>
        <translation>Gehen Sie den Zug einer Seite durch, lassen Sie ein Bataillon feuern, würfeln, anwenden und lesen Sie das Tagebuch, mit dem Tutor an Ihrer Seite.</translation>
    </message>
    <message>
        <source>Welcome to your first battle</source>
        <extracomment>brigade.json: steps/welcome/title</extracomment>
        <translation>Willkommen zu Ihrer ersten Schlacht</translation>
    </message>
    <message>
        <source>Two British and two French units stand by an orchard. Each side moves in turn, step by step. Tap Next to begin.</source>
        <extracomment>brigade.json: steps/welcome/text</extracomment>
        <translation>Zwei britische und zwei französische Einheiten stehen an einem Obstgarten. Jede Seite zieht abwechselnd, Schritt für Schritt. Tippen Sie auf Weiter, um zu beginnen.</translation>
    </message>
    <message>
        <source>Step on to the firing</source>
        <extracomment>brigade.json: steps/phase/title</extracomment>
        <translation>Weiter bis zum Feuern</translation>
    </message>
    <message>
        <source>The card shows the side moving and the step it is at. The British move first, so the French shoot in this move. Tap Next, step after step, until the card says the other side fires.</source>
        <extracomment>brigade.json: steps/phase/text</extracomment>
        <translation>Die Karte zeigt, welche Seite zieht und bei welchem Schritt sie ist. Die Briten ziehen zuerst, also schießen in diesem Zug die Franzosen. Tippen Sie Schritt für Schritt auf Weiter, bis die Karte sagt, dass die andere Seite feuert.</translation>
    </message>
    <message>
        <source>What the step means</source>
        <extracomment>brigade.json: steps/card/title</extracomment>
        <translation>Was der Schritt bedeutet</translation>
    </message>
    <message>
        <source>Read what this step is for. Each step offers on a unit&apos;s sheet only the tests its side may take in it: now the moving side holds its fire and the other shoots.</source>
        <extracomment>brigade.json: steps/card/text</extracomment>
        <translation>Lesen Sie, wozu dieser Schritt dient. Jeder Schritt bietet auf dem Blatt einer Einheit nur die Tests an, die ihre Seite darin ablegen darf: Jetzt hält die ziehende Seite ihr Feuer, und die andere schießt.</translation>
    </message>
    <message>
        <source>Open a unit&apos;s sheet</source>
        <extracomment>brigade.json: steps/unit/title</extracomment>
        <translation>Das Blatt einer Einheit öffnen</translation>
    </message>
    <message>
        <source>Tap one of the French battalions in the order of battle. Its sheet opens with its losses, control state and formation.</source>
        <extracomment>brigade.json: steps/unit/text</extracomment>
        <translation>Tippen Sie in der Schlachtordnung auf eines der französischen Bataillone. Sein Blatt öffnet sich mit Verlusten, Kontrollzustand und Formation.</translation>
    </message>
    <message>
        <source>Choose what the unit does</source>
        <extracomment>brigade.json: steps/choose-test/title</extracomment>
        <translation>Wählen, was die Einheit tut</translation>
    </message>
    <message>
        <source>The sheet lists what this unit can do. Tap Fire: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>brigade.json: steps/choose-test/text</extracomment>
        <translation>Das Blatt zeigt, was diese Einheit tun kann. Tippen Sie auf Feuer: Adjutant stellt den Test auf und zeigt, wer sein Ziel sein kann.</translation>
    </message>
    <message>
        <source>Pick the target</source>
        <extracomment>brigade.json: steps/target/title</extracomment>
        <translation>Das Ziel wählen</translation>
    </message>
    <message>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>brigade.json: steps/target/text</extracomment>
        <translation>Tippen Sie auf die feindliche Einheit, auf die Sie zielen, hier auf dem Blatt oder in der Schlachtordnung. Dann tippen Sie auf Weiter.</translation>
    </message>
    <message>
        <source>Tick what the table shows</source>
        <extracomment>brigade.json: steps/modifiers/title</extracomment>
        <translation>Ankreuzen, was der Tisch zeigt</translation>
    </message>
    <message>
        <source>Each chip is something that may hold on the table: cover, range, a flank. Tick those that are true. Each die hits on a set score; the ticks change the dice or the score.</source>
        <extracomment>brigade.json: steps/modifiers/text</extracomment>
        <translation>Jeder Chip ist etwas, das auf dem Tisch zutreffen kann: Deckung, Entfernung, eine Flanke. Kreuzen Sie an, was stimmt. Jeder Würfel trifft ab einem festen Wert; die Häkchen ändern die Würfel oder den Wert.</translation>
    </message>
    <message>
        <source>Read the odds before you roll</source>
        <extracomment>brigade.json: steps/odds/title</extracomment>
        <translation>Vor dem Würfeln die Chancen lesen</translation>
    </message>
    <message>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>brigade.json: steps/odds/text</extracomment>
        <translation>Die Summe der Modifikatoren, der Wert, den jeder Würfel braucht, und die Chance jedes Ausgangs bleiben hier stehen, während Sie ankreuzen. Ändern Sie ein Häkchen und sehen Sie zu, wie sie sich ändern.</translation>
    </message>
    <message>
        <source>Roll, or type real dice</source>
        <extracomment>brigade.json: steps/dice/title</extracomment>
        <translation>Würfeln oder echte Würfel eingeben</translation>
    </message>
    <message>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>brigade.json: steps/dice/text</extracomment>
        <translation>Tippen Sie auf Würfeln, damit Adjutant würfelt, oder geben Sie die Augen der Würfel, die Sie am Tisch geworfen haben, einzeln ein. Das Tastenfeld bleibt beim Tippen an seinem Platz.</translation>
    </message>
    <message>
        <source>Read the result</source>
        <extracomment>brigade.json: steps/result/title</extracomment>
        <translation>Das Ergebnis lesen</translation>
    </message>
    <message>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>brigade.json: steps/result/text</extracomment>
        <translation>Jeder Würfel wird mit seiner Wirkung gezeigt, und die Zeile, die mit Warum? beginnt, sagt in einfachen Worten, wie jede Zahl zustande kam.</translation>
    </message>
    <message>
        <source>Apply it</source>
        <extracomment>brigade.json: steps/apply/title</extracomment>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>brigade.json: steps/apply/text</extracomment>
        <translation>Nichts ändert sich, bevor Sie anwenden. Tippen Sie auf Anwenden: Verluste und Zustände gehen auf die Einheit, und der ganze Test kommt ins Tagebuch.</translation>
    </message>
    <message>
        <source>Look in the journal</source>
        <extracomment>brigade.json: steps/journal/title</extracomment>
        <translation>Ins Tagebuch schauen</translation>
    </message>
    <message>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>brigade.json: steps/journal/text</extracomment>
        <translation>Alles, was geschah, steht mit seinen Würfeln im Tagebuch. Tippen Sie auf Tagebuch, um den eben gespielten Test zu sehen.</translation>
    </message>
    <message>
        <source>Your first turn is under way</source>
        <extracomment>brigade.json: steps/finish/title</extracomment>
        <translation>Ihr erster Zug ist im Gange</translation>
    </message>
    <message>
        <source>Go on with Next through each side&apos;s move. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>brigade.json: steps/finish/text</extracomment>
        <translation>Gehen Sie mit Weiter durch den Zug jeder Seite. Sie können den Tutor jederzeit ausschalten und von der Lernseite aus zu ihm zurückkehren.</translation>
    </message>
</context>
<context>
    <name>tutorial:chosen-men</name>
    <message>
        <source>Guided first battle: Chosen Men</source>
        <extracomment>chosen-men.json: name</extracomment>
        <translation>Geführte erste Schlacht: Chosen Men</translation>
    </message>
    <message>
        <source>Draw two cards, let a squad fire, roll for hits and wounds, apply and read the journal, with the tutor beside you.</source>
        <extracomment>chosen-men.json: explain</extracomment>
        <translation>Ziehen Sie zwei Karten, lassen Sie einen Trupp feuern, würfeln Sie Treffer und Wunden, wenden Sie an und lesen Sie das Tagebuch, mit dem Tutor an Ihrer Seite.</translation>
    </message>
    <message>
        <source>Welcome to your first skirmish</source>
        <extracomment>chosen-men.json: steps/welcome/title</extracomment>
        <translation>Willkommen zu Ihrem ersten Scharmützel</translation>
    </message>
    <message>
        <source>A few riflemen face a few voltigeurs along a farm track. You move the figures; Adjutant keeps the cards, the dice and the wounds. Tap Next to begin.</source>
        <extracomment>chosen-men.json: steps/welcome/text</extracomment>
        <translation>Ein paar Schützen stehen ein paar Voltigeuren an einem Feldweg gegenüber. Sie bewegen die Figuren; Adjutant führt die Karten, die Würfel und die Wunden. Tippen Sie auf Weiter, um zu beginnen.</translation>
    </message>
    <message>
        <source>Draw the cards</source>
        <extracomment>chosen-men.json: steps/draw/title</extracomment>
        <translation>Die Karten ziehen</translation>
    </message>
    <message>
        <source>Each draw brings up units to act. Tap Draw.</source>
        <extracomment>chosen-men.json: steps/draw/text</extracomment>
        <translation>Jedes Ziehen bringt Einheiten ins Spiel, die handeln. Tippen Sie auf Ziehen.</translation>
    </message>
    <message>
        <source>What the draw means</source>
        <extracomment>chosen-men.json: steps/card/title</extracomment>
        <translation>Was das Ziehen bedeutet</translation>
    </message>
    <message>
        <source>The card shows who acts now. When two units come up together, each has its own sheet button here.</source>
        <extracomment>chosen-men.json: steps/card/text</extracomment>
        <translation>Die Karte zeigt, wer jetzt handelt. Kommen zwei Einheiten zugleich, hat jede hier ihre eigene Schaltfläche für ihr Blatt.</translation>
    </message>
    <message>
        <source>Open a squad&apos;s sheet</source>
        <extracomment>chosen-men.json: steps/unit/title</extracomment>
        <translation>Das Blatt eines Trupps öffnen</translation>
    </message>
    <message>
        <source>Tap one of your squads in the order of battle. Its sheet opens with its figures, morale and markers.</source>
        <extracomment>chosen-men.json: steps/unit/text</extracomment>
        <translation>Tippen Sie in der Schlachtordnung auf einen Ihrer Trupps. Sein Blatt öffnet sich mit Figuren, Moral und Markern.</translation>
    </message>
    <message>
        <source>Choose what the unit does</source>
        <extracomment>chosen-men.json: steps/choose-test/title</extracomment>
        <translation>Wählen, was die Einheit tut</translation>
    </message>
    <message>
        <source>The sheet lists what this unit can do. Tap Fire: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>chosen-men.json: steps/choose-test/text</extracomment>
        <translation>Das Blatt zeigt, was diese Einheit tun kann. Tippen Sie auf Feuer: Adjutant stellt den Test auf und zeigt, wer sein Ziel sein kann.</translation>
    </message>
    <message>
        <source>Pick the target</source>
        <extracomment>chosen-men.json: steps/target/title</extracomment>
        <translation>Das Ziel wählen</translation>
    </message>
    <message>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>chosen-men.json: steps/target/text</extracomment>
        <translation>Tippen Sie auf die feindliche Einheit, auf die Sie zielen, hier auf dem Blatt oder in der Schlachtordnung. Dann tippen Sie auf Weiter.</translation>
    </message>
    <message>
        <source>Tick what the table shows</source>
        <extracomment>chosen-men.json: steps/modifiers/title</extracomment>
        <translation>Ankreuzen, was der Tisch zeigt</translation>
    </message>
    <message>
        <source>Each chip is something that may hold on the table: cover, range, a flank. Tick those that are true. Each figure firing throws its own die; the ticks change the score it needs.</source>
        <extracomment>chosen-men.json: steps/modifiers/text</extracomment>
        <translation>Jeder Chip ist etwas, das auf dem Tisch zutreffen kann: Deckung, Entfernung, eine Flanke. Kreuzen Sie an, was stimmt. Jede feuernde Figur wirft ihren eigenen Würfel; die Häkchen ändern den Wert, den er braucht.</translation>
    </message>
    <message>
        <source>Read the odds before you roll</source>
        <extracomment>chosen-men.json: steps/odds/title</extracomment>
        <translation>Vor dem Würfeln die Chancen lesen</translation>
    </message>
    <message>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>chosen-men.json: steps/odds/text</extracomment>
        <translation>Die Summe der Modifikatoren, der Wert, den jeder Würfel braucht, und die Chance jedes Ausgangs bleiben hier stehen, während Sie ankreuzen. Ändern Sie ein Häkchen und sehen Sie zu, wie sie sich ändern.</translation>
    </message>
    <message>
        <source>Roll, or type real dice</source>
        <extracomment>chosen-men.json: steps/dice/title</extracomment>
        <translation>Würfeln oder echte Würfel eingeben</translation>
    </message>
    <message>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>chosen-men.json: steps/dice/text</extracomment>
        <translation>Tippen Sie auf Würfeln, damit Adjutant würfelt, oder geben Sie die Augen der Würfel, die Sie am Tisch geworfen haben, einzeln ein. Das Tastenfeld bleibt beim Tippen an seinem Platz.</translation>
    </message>
    <message>
        <source>Read the result</source>
        <extracomment>chosen-men.json: steps/result/title</extracomment>
        <translation>Das Ergebnis lesen</translation>
    </message>
    <message>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>chosen-men.json: steps/result/text</extracomment>
        <translation>Jeder Würfel wird mit seiner Wirkung gezeigt, und die Zeile, die mit Warum? beginnt, sagt in einfachen Worten, wie jede Zahl zustande kam.</translation>
    </message>
    <message>
        <source>Apply it</source>
        <extracomment>chosen-men.json: steps/apply/title</extracomment>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>chosen-men.json: steps/apply/text</extracomment>
        <translation>Nichts ändert sich, bevor Sie anwenden. Tippen Sie auf Anwenden: Verluste und Zustände gehen auf die Einheit, und der ganze Test kommt ins Tagebuch.</translation>
    </message>
    <message>
        <source>Look in the journal</source>
        <extracomment>chosen-men.json: steps/journal/title</extracomment>
        <translation>Ins Tagebuch schauen</translation>
    </message>
    <message>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>chosen-men.json: steps/journal/text</extracomment>
        <translation>Alles, was geschah, steht mit seinen Würfeln im Tagebuch. Tippen Sie auf Tagebuch, um den eben gespielten Test zu sehen.</translation>
    </message>
    <message>
        <source>Your first turn is under way</source>
        <extracomment>chosen-men.json: steps/finish/title</extracomment>
        <translation>Ihr erster Zug ist im Gange</translation>
    </message>
    <message>
        <source>Keep drawing until the turn ends. Hits lead on to wound dice on the same sheet. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>chosen-men.json: steps/finish/text</extracomment>
        <translation>Ziehen Sie weiter, bis der Zug endet. Treffer führen auf demselben Blatt zu Wundwürfeln. Sie können den Tutor jederzeit ausschalten und von der Lernseite aus zu ihm zurückkehren.</translation>
    </message>
</context>
<context>
    <name>tutorial:kgcwo</name>
    <message>
        <source>Guided first battle: King George Commands and We Obey</source>
        <extracomment>kgcwo.json: name</extracomment>
        <translation>Geführte erste Schlacht: King George Commands and We Obey</translation>
    </message>
    <message>
        <source>Draw a card, let its unit fire, roll, apply and read the journal, with the tutor beside you.</source>
        <extracomment>kgcwo.json: explain</extracomment>
        <translation>Ziehen Sie eine Karte, lassen Sie ihre Einheit feuern, würfeln, anwenden und lesen Sie das Tagebuch, mit dem Tutor an Ihrer Seite.</translation>
    </message>
    <message>
        <source>Welcome to your first battle</source>
        <extracomment>kgcwo.json: steps/welcome/title</extracomment>
        <translation>Willkommen zu Ihrer ersten Schlacht</translation>
    </message>
    <message>
        <source>Two British units face two French ones. You move the models on the table; Adjutant keeps the cards, the tests and the losses. Tap Next to begin.</source>
        <extracomment>kgcwo.json: steps/welcome/text</extracomment>
        <translation>Zwei britische Einheiten stehen zwei französischen gegenüber. Sie bewegen die Modelle auf dem Tisch; Adjutant führt die Karten, die Tests und die Verluste. Tippen Sie auf Weiter, um zu beginnen.</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <extracomment>kgcwo.json: steps/draw/title</extracomment>
        <translation>Eine Karte ziehen</translation>
    </message>
    <message>
        <source>Units act when their card comes up. Tap Draw to turn the top card of the deck.</source>
        <extracomment>kgcwo.json: steps/draw/text</extracomment>
        <translation>Einheiten handeln, wenn ihre Karte kommt. Tippen Sie auf Ziehen, um die oberste Karte aufzudecken.</translation>
    </message>
    <message>
        <source>What the card means</source>
        <extracomment>kgcwo.json: steps/card/title</extracomment>
        <translation>Was die Karte bedeutet</translation>
    </message>
    <message>
        <source>The card names the unit (or the commander) that acts now, and what it may do. A special card says what happens instead.</source>
        <extracomment>kgcwo.json: steps/card/text</extracomment>
        <translation>Die Karte nennt die Einheit (oder den Befehlshaber), die jetzt handelt, und was sie tun darf. Eine Sonderkarte sagt, was stattdessen geschieht.</translation>
    </message>
    <message>
        <source>Open a unit&apos;s sheet</source>
        <extracomment>kgcwo.json: steps/unit/title</extracomment>
        <translation>Das Blatt einer Einheit öffnen</translation>
    </message>
    <message>
        <source>Tap one of your units in the order of battle. Its sheet opens on the right with its losses, morale and formation.</source>
        <extracomment>kgcwo.json: steps/unit/text</extracomment>
        <translation>Tippen Sie in der Schlachtordnung auf eine Ihrer Einheiten. Ihr Blatt öffnet sich rechts mit Verlusten, Moral und Formation.</translation>
    </message>
    <message>
        <source>Choose what the unit does</source>
        <extracomment>kgcwo.json: steps/choose-test/title</extracomment>
        <translation>Wählen, was die Einheit tut</translation>
    </message>
    <message>
        <source>The sheet lists what this unit can do. Tap Fire: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>kgcwo.json: steps/choose-test/text</extracomment>
        <translation>Das Blatt zeigt, was diese Einheit tun kann. Tippen Sie auf Feuer: Adjutant stellt den Test auf und zeigt, wer sein Ziel sein kann.</translation>
    </message>
    <message>
        <source>Pick the target</source>
        <extracomment>kgcwo.json: steps/target/title</extracomment>
        <translation>Das Ziel wählen</translation>
    </message>
    <message>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>kgcwo.json: steps/target/text</extracomment>
        <translation>Tippen Sie auf die feindliche Einheit, auf die Sie zielen, hier auf dem Blatt oder in der Schlachtordnung. Dann tippen Sie auf Weiter.</translation>
    </message>
    <message>
        <source>Tick what the table shows</source>
        <extracomment>kgcwo.json: steps/modifiers/title</extracomment>
        <translation>Ankreuzen, was der Tisch zeigt</translation>
    </message>
    <message>
        <source>Each chip is something that may hold on the table: cover, range, a flank. Tick those that are true. A D10 scores on 5 or more, and each tick moves that score.</source>
        <extracomment>kgcwo.json: steps/modifiers/text</extracomment>
        <translation>Jeder Chip ist etwas, das auf dem Tisch zutreffen kann: Deckung, Entfernung, eine Flanke. Kreuzen Sie an, was stimmt. Ein W10 gelingt ab 5, und jedes Häkchen verschiebt diesen Wert.</translation>
    </message>
    <message>
        <source>Read the odds before you roll</source>
        <extracomment>kgcwo.json: steps/odds/title</extracomment>
        <translation>Vor dem Würfeln die Chancen lesen</translation>
    </message>
    <message>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>kgcwo.json: steps/odds/text</extracomment>
        <translation>Die Summe der Modifikatoren, der Wert, den jeder Würfel braucht, und die Chance jedes Ausgangs bleiben hier stehen, während Sie ankreuzen. Ändern Sie ein Häkchen und sehen Sie zu, wie sie sich ändern.</translation>
    </message>
    <message>
        <source>Roll, or type real dice</source>
        <extracomment>kgcwo.json: steps/dice/title</extracomment>
        <translation>Würfeln oder echte Würfel eingeben</translation>
    </message>
    <message>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>kgcwo.json: steps/dice/text</extracomment>
        <translation>Tippen Sie auf Würfeln, damit Adjutant würfelt, oder geben Sie die Augen der Würfel, die Sie am Tisch geworfen haben, einzeln ein. Das Tastenfeld bleibt beim Tippen an seinem Platz.</translation>
    </message>
    <message>
        <source>Read the result</source>
        <extracomment>kgcwo.json: steps/result/title</extracomment>
        <translation>Das Ergebnis lesen</translation>
    </message>
    <message>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>kgcwo.json: steps/result/text</extracomment>
        <translation>Jeder Würfel wird mit seiner Wirkung gezeigt, und die Zeile, die mit Warum? beginnt, sagt in einfachen Worten, wie jede Zahl zustande kam.</translation>
    </message>
    <message>
        <source>Apply it</source>
        <extracomment>kgcwo.json: steps/apply/title</extracomment>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>kgcwo.json: steps/apply/text</extracomment>
        <translation>Nichts ändert sich, bevor Sie anwenden. Tippen Sie auf Anwenden: Verluste und Zustände gehen auf die Einheit, und der ganze Test kommt ins Tagebuch.</translation>
    </message>
    <message>
        <source>Look in the journal</source>
        <extracomment>kgcwo.json: steps/journal/title</extracomment>
        <translation>Ins Tagebuch schauen</translation>
    </message>
    <message>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>kgcwo.json: steps/journal/text</extracomment>
        <translation>Alles, was geschah, steht mit seinen Würfeln im Tagebuch. Tippen Sie auf Tagebuch, um den eben gespielten Test zu sehen.</translation>
    </message>
    <message>
        <source>Your first turn is under way</source>
        <extracomment>kgcwo.json: steps/finish/title</extracomment>
        <translation>Ihr erster Zug ist im Gange</translation>
    </message>
    <message>
        <source>Keep drawing: each card brings a unit up, and when the turn ends the deck is shuffled again. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>kgcwo.json: steps/finish/text</extracomment>
        <translation>Ziehen Sie weiter: Jede Karte bringt eine Einheit ins Spiel, und wenn der Zug endet, wird das Deck neu gemischt. Sie können den Tutor jederzeit ausschalten und von der Lernseite aus zu ihm zurückkehren.</translation>
    </message>
</context>
<context>
    <name>tutorial:nap-igougo</name>
    <message>
        <source>Guided first battle: the player-turn Napoleonic rules</source>
        <extracomment>nap-igougo.json: name</extracomment>
        <translation>Geführte erste Schlacht: die napoleonischen Regeln mit Spielerzügen</translation>
    </message>
    <message>
        <source>Step through the phases, let a battalion fire, roll, apply and read the journal, with the tutor beside you.</source>
        <extracomment>nap-igougo.json: explain</extracomment>
        <translation>Gehen Sie die Phasen durch, lassen Sie ein Bataillon feuern, würfeln, anwenden und lesen Sie das Tagebuch, mit dem Tutor an Ihrer Seite.</translation>
    </message>
    <message>
        <source>Welcome to your first battle</source>
        <extracomment>nap-igougo.json: steps/welcome/title</extracomment>
        <translation>Willkommen zu Ihrer ersten Schlacht</translation>
    </message>
    <message>
        <source>A few Austrian and French units meet at a mill stream. The turn goes in phases, one side after the other. Tap Next to begin.</source>
        <extracomment>nap-igougo.json: steps/welcome/text</extracomment>
        <translation>Ein paar österreichische und französische Einheiten treffen an einem Mühlbach aufeinander. Der Zug verläuft in Phasen, eine Seite nach der anderen. Tippen Sie auf Weiter, um zu beginnen.</translation>
    </message>
    <message>
        <source>Step to the next phase</source>
        <extracomment>nap-igougo.json: steps/phase/title</extracomment>
        <translation>Zur nächsten Phase</translation>
    </message>
    <message>
        <source>The card shows the phase you are in. Tap Next to move on; Adjutant says what each phase is for.</source>
        <extracomment>nap-igougo.json: steps/phase/text</extracomment>
        <translation>Die Karte zeigt die Phase, in der Sie sind. Tippen Sie auf Weiter; Adjutant sagt, wozu jede Phase dient.</translation>
    </message>
    <message>
        <source>What the phase means</source>
        <extracomment>nap-igougo.json: steps/card/title</extracomment>
        <translation>Was die Phase bedeutet</translation>
    </message>
    <message>
        <source>Read what this phase lets each side do. Any test can still be opened from a unit&apos;s sheet when the table needs it.</source>
        <extracomment>nap-igougo.json: steps/card/text</extracomment>
        <translation>Lesen Sie, was diese Phase jeder Seite erlaubt. Jeder Test lässt sich weiterhin vom Blatt einer Einheit aus öffnen, wenn der Tisch es braucht.</translation>
    </message>
    <message>
        <source>Open a unit&apos;s sheet</source>
        <extracomment>nap-igougo.json: steps/unit/title</extracomment>
        <translation>Das Blatt einer Einheit öffnen</translation>
    </message>
    <message>
        <source>Tap one of your battalions in the order of battle. Its sheet opens with its losses, morale and formation.</source>
        <extracomment>nap-igougo.json: steps/unit/text</extracomment>
        <translation>Tippen Sie in der Schlachtordnung auf eines Ihrer Bataillone. Sein Blatt öffnet sich mit Verlusten, Moral und Formation.</translation>
    </message>
    <message>
        <source>Choose what the unit does</source>
        <extracomment>nap-igougo.json: steps/choose-test/title</extracomment>
        <translation>Wählen, was die Einheit tut</translation>
    </message>
    <message>
        <source>The sheet lists what this unit can do. Tap Musketry: Adjutant sets up the test and shows who may be its target.</source>
        <extracomment>nap-igougo.json: steps/choose-test/text</extracomment>
        <translation>Das Blatt zeigt, was diese Einheit tun kann. Tippen Sie auf Musketenfeuer: Adjutant stellt den Test auf und zeigt, wer sein Ziel sein kann.</translation>
    </message>
    <message>
        <source>Pick the target</source>
        <extracomment>nap-igougo.json: steps/target/title</extracomment>
        <translation>Das Ziel wählen</translation>
    </message>
    <message>
        <source>Tap the enemy unit you are aiming at, here on the sheet or in the order of battle. Then tap Next.</source>
        <extracomment>nap-igougo.json: steps/target/text</extracomment>
        <translation>Tippen Sie auf die feindliche Einheit, auf die Sie zielen, hier auf dem Blatt oder in der Schlachtordnung. Dann tippen Sie auf Weiter.</translation>
    </message>
    <message>
        <source>Tick what the table shows</source>
        <extracomment>nap-igougo.json: steps/modifiers/title</extracomment>
        <translation>Ankreuzen, was der Tisch zeigt</translation>
    </message>
    <message>
        <source>Each chip is something that may hold on the table: cover, range, a flank. Tick those that are true. The fire points depend on the firers and on the range; the ticks change them.</source>
        <extracomment>nap-igougo.json: steps/modifiers/text</extracomment>
        <translation>Jeder Chip ist etwas, das auf dem Tisch zutreffen kann: Deckung, Entfernung, eine Flanke. Kreuzen Sie an, was stimmt. Die Feuerpunkte hängen von den Schützen und der Entfernung ab; die Häkchen ändern sie.</translation>
    </message>
    <message>
        <source>Read the odds before you roll</source>
        <extracomment>nap-igougo.json: steps/odds/title</extracomment>
        <translation>Vor dem Würfeln die Chancen lesen</translation>
    </message>
    <message>
        <source>The total of the modifiers, the score each die needs and the chance of every outcome stay here while you tick. Change a tick and watch them move.</source>
        <extracomment>nap-igougo.json: steps/odds/text</extracomment>
        <translation>Die Summe der Modifikatoren, der Wert, den jeder Würfel braucht, und die Chance jedes Ausgangs bleiben hier stehen, während Sie ankreuzen. Ändern Sie ein Häkchen und sehen Sie zu, wie sie sich ändern.</translation>
    </message>
    <message>
        <source>Roll, or type real dice</source>
        <extracomment>nap-igougo.json: steps/dice/title</extracomment>
        <translation>Würfeln oder echte Würfel eingeben</translation>
    </message>
    <message>
        <source>Tap Roll to let Adjutant roll, or type the faces of the dice you threw on the table, one at a time. The pad does not move while you type.</source>
        <extracomment>nap-igougo.json: steps/dice/text</extracomment>
        <translation>Tippen Sie auf Würfeln, damit Adjutant würfelt, oder geben Sie die Augen der Würfel, die Sie am Tisch geworfen haben, einzeln ein. Das Tastenfeld bleibt beim Tippen an seinem Platz.</translation>
    </message>
    <message>
        <source>Read the result</source>
        <extracomment>nap-igougo.json: steps/result/title</extracomment>
        <translation>Das Ergebnis lesen</translation>
    </message>
    <message>
        <source>Every die is shown with what it did, and the line starting with Why? says in plain words how each number came about.</source>
        <extracomment>nap-igougo.json: steps/result/text</extracomment>
        <translation>Jeder Würfel wird mit seiner Wirkung gezeigt, und die Zeile, die mit Warum? beginnt, sagt in einfachen Worten, wie jede Zahl zustande kam.</translation>
    </message>
    <message>
        <source>Apply it</source>
        <extracomment>nap-igougo.json: steps/apply/title</extracomment>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Nothing changes until you apply. Tap Apply: losses and states go onto the unit, and the whole test goes into the journal.</source>
        <extracomment>nap-igougo.json: steps/apply/text</extracomment>
        <translation>Nichts ändert sich, bevor Sie anwenden. Tippen Sie auf Anwenden: Verluste und Zustände gehen auf die Einheit, und der ganze Test kommt ins Tagebuch.</translation>
    </message>
    <message>
        <source>Look in the journal</source>
        <extracomment>nap-igougo.json: steps/journal/title</extracomment>
        <translation>Ins Tagebuch schauen</translation>
    </message>
    <message>
        <source>Everything that happened is kept in the journal, with its dice. Tap Journal to see the test you just played.</source>
        <extracomment>nap-igougo.json: steps/journal/text</extracomment>
        <translation>Alles, was geschah, steht mit seinen Würfeln im Tagebuch. Tippen Sie auf Tagebuch, um den eben gespielten Test zu sehen.</translation>
    </message>
    <message>
        <source>Your first turn is under way</source>
        <extracomment>nap-igougo.json: steps/finish/title</extracomment>
        <translation>Ihr erster Zug ist im Gange</translation>
    </message>
    <message>
        <source>Go on with Next through the phases. You can turn the tutor off at any time and come back to it from the Learn page.</source>
        <extracomment>nap-igougo.json: steps/finish/text</extracomment>
        <translation>Gehen Sie mit Weiter durch die Phasen. Sie können den Tutor jederzeit ausschalten und von der Lernseite aus zu ihm zurückkehren.</translation>
    </message>
</context>
</TS>
