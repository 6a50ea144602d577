#!/usr/bin/env python3
"""Fills the German translation of the app's screens (the QML pages and their view models) and of
the battle's report (its narrative, charts and documents).

Messages of the rules engine and the command-line tool stay English for now. Run after
`cmake --build build --target update_translations`; it only fills messages still unfinished.
"""
import html
import re
import sys
from pathlib import Path

# source text (as in the .ts, unescaped) -> German; plurals as (one, many).
GERMAN = {
    "‹ Home": "‹ Start",
    "Home": "Start",
    "Undo": "Rückgängig",
    "Redo": "Wiederholen",
    "Journal": "Tagebuch",
    "Add unit…": "Einheit hinzufügen…",
    "A unit joins the battle (a reinforcement)": "Eine Einheit stößt zur Schlacht (Verstärkung)",
    "Save as…": "Speichern unter…",
    "Save": "Speichern",
    "More": "Mehr",
    "Dismiss": "Schließen",
    "Adjutant battles (*.adjutant)": "Adjutant-Schlachten (*.adjutant)",
    "Turn %1 · %n card(s) left": ("Zug %1 · noch %n Karte", "Zug %1 · noch %n Karten"),
    "Turn %1": "Zug %1",
    "%1, played with %2": "%1, gespielt nach %2",
    "Order of battle": "Schlachtordnung",
    "Open read-only": "Schreibgeschützt öffnen",
    "OK": "OK",
    "The battle is open elsewhere": "Die Schlacht ist anderswo geöffnet",
    "The battle could not be opened": "Die Schlacht konnte nicht geöffnet werden",
    "Open read-only: another Adjutant or program is writing this battle.":
        "Schreibgeschützt öffnen: Ein anderes Adjutant oder Programm schreibt diese Schlacht.",
    "The battle was damaged": "Die Schlacht war beschädigt",
    "The last action was never finished": "Die letzte Aktion wurde nie abgeschlossen",
    "Current card": "Aktuelle Karte",
    "There is no demo battle called %1.": "Es gibt keine Demo-Schlacht namens %1.",
    "Draw": "Ziehen",
    "Next": "Weiter",
    "Draw the next card (D)": "Die nächste Karte ziehen (D)",
    "Go to the next phase or segment (N)": "Zur nächsten Phase oder zum nächsten Abschnitt (N)",
    "Its sheet": "Ihr Blatt",
    "End the turn": "Zug beenden",
    "End turn %1 now?": "Zug %1 jetzt beenden?",
    "Cards not yet drawn are returned and the deck is shuffled.":
        "Noch nicht gezogene Karten kommen zurück, und der Stapel wird gemischt.",
    "Face %1": "Augenzahl %1",
    "1–%1": "1–%1",
    "Enter": "Eingeben",
    "⌫ Take back the last face": "⌫ Letzten Wurf zurücknehmen",
    "Dice and odds": "Würfel und Chancen",
    "Dice": "Würfel",
    "e.g. 2d6, 3d10>=5, 4d10kh3, d66": "z. B. 2d6, 3d10>=5, 4d10kh3, d66",
    "Dice expression": "Würfelausdruck",
    "Roll": "Würfeln",
    "or type %n real die face(s)": ("oder die Augenzahl eines echten Würfels eingeben",
                                     "oder die Augenzahlen von %n echten Würfeln eingeben"),
    "Faces of real dice": "Augenzahlen echter Würfel",
    "Use faces": "Übernehmen",
    "%n success(es)": ("%n Erfolg", "%n Erfolge"),
    "Total %1": "Summe %1",
    "Chance of each number of successes (average %1)": "Chance jeder Anzahl von Erfolgen (Mittel %1)",
    "Chance of each total (average %1)": "Chance jeder Summe (Mittel %1)",
    "%1 or more": "%1 oder mehr",
    "d%1 showing %2, a success": "W%1 zeigt %2, ein Erfolg",
    "d%1 showing %2, a failure": "W%1 zeigt %2, ein Fehlschlag",
    "d%1 showing %2": "W%1 zeigt %2",
    "d%1 showing %2, dropped": "W%1 zeigt %2, gestrichen",
    "Adjutant": "Adjutant",
    "Your staff officer for horse-and-musket wargames: unit returns, tests and their odds, dice and the battle journal.":
        "Ihr Stabsoffizier für Tabletop-Spiele der Musketenzeit: Einheitenstände, Tests und ihre "
        "Chancen, Würfel und das Schlachttagebuch.",
    "Continue the battle": "Schlacht fortsetzen",
    "New battle": "Neue Schlacht",
    "Start a battle from a scenario: the demo battle of each rule system, or your own.":
        "Eine Schlacht aus einem Szenario beginnen: die Demo-Schlacht jedes Regelsystems oder Ihr "
        "eigenes.",
    "Open a battle…": "Schlacht öffnen…",
    "A battle file saved earlier or sent by another umpire.":
        "Eine früher gespeicherte oder von einem anderen Schiedsrichter geschickte Schlachtdatei.",
    "Roll any dice the rules use, or type in real dice, and see the exact chance of every result.":
        "Beliebige Würfel der Regeln werfen oder echte Würfel eingeben und die genaue Chance jedes "
        "Ergebnisses sehen.",
    "Settings": "Einstellungen",
    "Light or dark theme, dice rolled by the app or by hand.":
        "Helles oder dunkles Design, Würfel von der App oder von Hand.",
    "Version %1": "Version %1",
    "All files (*)": "Alle Dateien (*)",
    "A unit joins the battle": "Eine Einheit stößt zur Schlacht",
    "Name, e.g. 1/43rd Foot": "Name, z. B. 1/43rd Foot",
    "%1 (undone)": "%1 (rückgängig gemacht)",
    "%1 (undone; can be redone)": "%1 (rückgängig gemacht; wiederholbar)",
    "auto": "auto",
    "Why %1": "Warum %1",
    "‹ Back": "‹ Zurück",
    "Back": "Zurück",
    "%1 of %2 lost": "%1 von %2 verloren",
    "Dark theme": "Dunkles Design",
    "Easier on the eyes in a dim hall. Turn it off in daylight.":
        "Schont die Augen in dämmrigen Sälen. Bei Tageslicht ausschalten.",
    "Roll dice by hand": "Von Hand würfeln",
    "Tests start with the pad for typing the faces of real dice instead of the Roll button.":
        "Tests beginnen mit dem Eingabefeld für echte Würfel statt mit der Würfeln-Taste.",
    "Confirm before applying effects": "Vor dem Anwenden bestätigen",
    "A test's casualties and morale changes wait for your tap.":
        "Verluste und Moraländerungen eines Tests warten auf Ihre Bestätigung.",
    "%1 against %2": "%1 gegen %2",
    "Done": "Fertig",
    "Cancel": "Abbrechen",
    "Target": "Ziel",
    "Choose the target": "Ziel wählen",
    "Enemies only": "Nur Feinde",
    "Own side too…": "Auch eigene Seite…",
    "Modifiers": "Modifikatoren",
    "Total %1 · %2": "Summe %1 · %2",
    "Roll the rest": "Den Rest würfeln",
    "or enter the faces of real dice:": "oder die Augenzahlen echter Würfel eingeben:",
    "Apply": "Anwenden",
    "Start over": "Neu beginnen",
    "Applied and written to the journal.": "Angewendet und ins Tagebuch geschrieben.",
    "Show %1's units": "Einheiten von %1 zeigen",
    "Hide %1's units": "Einheiten von %1 ausblenden",
    "Removed": "Entfernt",
    "%1 · %2 · under %3": "%1 · %2 · unter %3",
    "Close": "Schließen",
    "Removed from play; its record stays.": "Aus dem Spiel genommen; ihre Daten bleiben erhalten.",
    "Actions": "Aktionen",
    "Other test…": "Anderer Test…",
    "Moved this turn ✓": "Diesen Zug bewegt ✓",
    "Mark as moved": "Als bewegt markieren",
    "Change formation": "Formation wechseln",
    "%n morale test(s) on the way": ("%n Moraltest unterwegs", "%n Moraltests unterwegs"),
    "State (changes are journaled)": "Zustand (Änderungen kommen ins Tagebuch)",
    "Decrease %1": "%1 verringern",
    "Increase %1": "%1 erhöhen",
    "yes": "ja",
    "no": "nein",
    "none": "keine",
    "Draw the first card": "Die erste Karte ziehen",
    "Draw the next card": "Die nächste Karte ziehen",
    "%1, under %2": "%1, unter %2",
    "The battle could not be saved: %1": "Die Schlacht konnte nicht gespeichert werden: %1",
    "The battle was recovered but could not be saved: %1":
        "Die Schlacht wurde wiederhergestellt, konnte aber nicht gespeichert werden: %1",
    "Recovered into %1; the damaged file was left as it was.":
        "Wiederhergestellt in %1; die beschädigte Datei blieb unverändert.",
    "There is no battle to continue.": "Es gibt keine Schlacht zum Fortsetzen.",
    "Not saved: %1": "Nicht gespeichert: %1",
    "Not saved, so not done: %1": "Nicht gespeichert, also nicht ausgeführt: %1",
    "Give the unit a name.": "Geben Sie der Einheit einen Namen.",
    "Its card is out this turn": "Ihre Karte ist in diesem Zug schon gezogen",
    "End of turn before its card: %1": "Zugende vor ihrer Karte: %1",
    "rolled by the app": "von der App gewürfelt",
    "typed from real dice": "von echten Würfeln eingegeben",
    "%n unit(s)": ("%n Einheit", "%n Einheiten"),
    "This file cannot be read as a scenario; starting it shows why.":
        "Diese Datei ist kein lesbares Szenario; beim Starten steht, warum.",
    "%1 to add at least one to %2": "%1, dass %2 um mindestens eins steigt",
    "A d%1 has no face %2": "Ein W%1 hat keine Augenzahl %2",
    "Table roll": "Tabellenwurf",
    "Roll a d%1": "Einen W%1 würfeln",
    "die %1 of %2": "Würfel %1 von %2",
    "%n test(s) to go": ("noch %n Test", "noch %n Tests"),
    "No modifiers": "Keine Modifikatoren",
    "Move": "Bewegung",
    "Rough ground": "Schwieriges Gelände",
    "Road": "Straße",
    "Charge": "Angriff",
    "Pursuit": "Verfolgung",
    "Rout": "Flucht",
    "Counter-charge": "Gegenangriff",
    "formation change": "Formationswechsel",
    "formation change, %1": "Formationswechsel, %1",
    # The battle's report and the table's sounds and speech.
    "Report": "Bericht",
    "%n hit(s)": ("%n Treffer", "%n Treffer"),
    "Turn %1 begins": "Zug %1 beginnt",
    "%1, %2: %3": "%1, %2: %3",
    "A quiet turn: no shots, charges or losses.": "Ein ruhiger Zug: keine Schüsse, Angriffe oder Verluste.",
    "%1 came up: %2.": "%1 kam: %2.",
    "%1 fired: %2.": "%1 feuerte: %2.",
    "%1 fired at %2: %3.": "%1 feuerte auf %2: %3.",
    "%1 charged: %2.": "%1 griff an: %2.",
    "%1 charged %2: %3.": "%1 griff %2 an: %3.",
    "%1 for %2: %3.": "%1 für %2: %3.",
    "%1, %2 against %3: %4.": "%1, %2 gegen %3: %4.",
    "%1 joined the battle.": "%1 stieß zur Schlacht.",
    "%1 took %n loss(es).": ("%1 erlitt %n Verlust.", "%1 erlitt %n Verluste."),
    "%1 made good %n loss(es).": ("%1 machte %n Verlust wett.", "%1 machte %n Verluste wett."),
    "%1 was lost.": "%1 ging verloren.",
    "%1 broke.": "%1 brach.",
    "%1 was shaken.": "%1 wurde erschüttert.",
    "%1 rallied.": "%1 sammelte sich.",
    "the dice came to %1": "die Würfel ergaben %1",
    "%1, %2 in turn %3: %4 (%5), a chance of %6": "%1, %2 in Zug %3: %4 (%5), eine Chance von %6",
    " (%n roll(s))": (" (%n Wurf)", " (%n Würfe)"),
    "%1: %n hit(s) against %2 expected": ("%1: %n Treffer bei %2 erwarteten", "%1: %n Treffer bei %2 erwarteten"),
    "%1: %n success(es) against %2 expected": ("%1: %n Erfolg bei %2 erwarteten", "%1: %n Erfolge bei %2 erwarteten"),
    "%1: %n passed against %2 expected": ("%1: %n bestanden bei %2 erwarteten", "%1: %n bestanden bei %2 erwarteten"),
    "%1: %2 in all against %3 expected": "%1: insgesamt %2 bei %3 erwarteten",
    "%1: dice totalling %2 against %3 expected": "%1: Würfelsumme %2 bei %3 erwarteten",
    "none": "keine",
    "1 in %1 (%2)": "1 zu %1 (%2)",
    "%1: %n loss(es), %2 units lost; %3 steady, %4 shaken, %5 routed":
        ("%1: %n Verlust, %2 Einheiten verloren; %3 standhaft, %4 erschüttert, %5 in Flucht",
         "%1: %n Verluste, %2 Einheiten verloren; %3 standhaft, %4 erschüttert, %5 in Flucht"),
    "Dice luck": "Würfelglück",
    "The most unlikely roll: %1": "Der unwahrscheinlichste Wurf: %1",
    "Could not read: %1": "Nicht lesbar: %1",
    "Losses over the turns": "Verluste im Lauf der Züge",
    "Start": "Beginn",
    "turn": "Zug",
    "units lost": "verlorene Einheiten",
    "%1 losses": "%1 Verluste",
    "How the units stood at the end of each turn": "Wie die Einheiten am Ende jedes Zuges standen",
    "steady": "standhaft",
    "shaken": "erschüttert",
    "routed": "in Flucht",
    "lost": "verloren",
    "%1 · %n turn(s)": ("%1 · %n Zug", "%1 · %n Züge"),
    "How it stands": "Wie es steht",
    "Side": "Seite",
    "Losses": "Verluste",
    "Units lost": "Verlorene Einheiten",
    "Steady": "Standhaft",
    "Shaken": "Erschüttert",
    "Routed": "In Flucht",
    "Turn by turn": "Zug um Zug",
    "Nothing has been played yet.": "Noch ist nichts gespielt.",
    "Each side's dice against what the exact odds expected at the moment of each roll, with every modifier that applied then.":
        "Die Würfel jeder Seite gegen das, was die genauen Chancen im Moment jedes Wurfs erwarten ließen, mit "
        "allen Modifikatoren, die damals galten.",
    "No dice have been rolled yet.": "Noch wurde nicht gewürfelt.",
    "The most unlikely roll": "Der unwahrscheinlichste Wurf",
    "How the units stood": "Wie die Einheiten standen",
    "The battle's report": "Der Schlachtbericht",
    "Save as PDF…": "Als PDF speichern…",
    "Save as HTML…": "Als HTML speichern…",
    "%1: %2 lost, %3 units out of play; %4 steady, %5 shaken, %6 routed":
        "%1: %2 verloren, %3 Einheiten aus dem Spiel; %4 standhaft, %5 erschüttert, %6 in Flucht",
    "Each side's dice against what the exact odds expected at the moment of each roll.":
        "Die Würfel jeder Seite gegen das, was die genauen Chancen im Moment jedes Wurfs erwarten ließen.",
    "PDF documents (*.pdf)": "PDF-Dokumente (*.pdf)",
    "Web pages (*.html)": "Webseiten (*.html)",
    "Sounds at the table": "Klänge am Tisch",
    "Short, soft cues when a card is drawn, a volley or a cannon fires, a unit breaks…":
        "Kurze, leise Signale, wenn eine Karte gezogen wird, eine Salve oder eine Kanone feuert, eine Einheit bricht…",
    "No sound device was found, so Adjutant stays silent.": "Kein Audiogerät gefunden, Adjutant bleibt also still.",
    "Volume": "Lautstärke",
    "Read aloud": "Vorlesen",
    "The card drawn, the phase and each test's result are spoken, in the app's language.":
        "Die gezogene Karte, die Phase und das Ergebnis jedes Tests werden in der Sprache der App vorgelesen.",
    "This system has no speech engine (on Debian: qt6-speech-flite-plugin), so nothing can be read aloud.":
        "Dieses System hat keine Sprachausgabe (unter Debian: qt6-speech-flite-plugin), daher kann nichts "
        "vorgelesen werden.",
    "A card drawn": "Eine Karte gezogen",
    "The next phase": "Die nächste Phase",
    "Dice rolled by the app": "Würfe der App",
    "A volley": "Eine Salve",
    "A cannon": "Eine Kanone",
    "A charge": "Ein Angriff",
    "A unit breaks": "Eine Einheit bricht",
    "The end of the turn": "Das Ende des Zuges",
    "a report is saved as .pdf or .html": "ein Bericht wird als .pdf oder .html gespeichert",
    "Saved as %1": "Gespeichert als %1",
    "Not saved: %1": "Nicht gespeichert: %1",
}

# The contexts of the screens: QML files and the C++ view models behind them.
SCREENS = re.compile(r"^(adjutant::ui::.*|UnitView|ReportBuilder|EntryReader|ReportDocument|ReportCharts|[A-Z][A-Za-z]*(Page|Card|Pad|Face|Row|Line|View|Dialog|Header|Title|Menu|Drawer)|Main)$")

# Pure layout strings need no translation, only a copy.
SAME = {"%1 %2", "%1 · %2", "%1 — %2", "%1: %2", "%1 (%2)", "%1, %2", "%1/%2", '%1"', '%1" + %2'}


def main(path: Path) -> int:
    text = path.read_text(encoding="utf-8")
    parts = re.split(r"(<message[ >].*?</message>)", text, flags=re.S)
    filled = 0
    context = ""
    for i, part in enumerate(parts):
        names = re.findall(r"<name>(.*?)</name>", part)
        if names:
            context = names[-1]
        if not part.startswith("<message") or 'type="unfinished"' not in part or not SCREENS.match(context):
            continue
        source = html.unescape(re.search(r"<source>(.*?)</source>", part, re.S).group(1))
        german = GERMAN.get(source, source if source in SAME else None)
        if german is None:
            continue
        if isinstance(german, tuple):
            body = "".join(f"\n            <numerusform>{html.escape(f, quote=False)}</numerusform>" for f in german)
            new = f"<translation>{body}\n        </translation>"
        else:
            new = f"<translation>{html.escape(german, quote=False)}</translation>"
        parts[i] = re.sub(r'<translation type="unfinished">.*?</translation>', lambda _: new, part, flags=re.S)
        filled += 1
    path.write_text("".join(parts), encoding="utf-8")
    print(f"{path}: {filled} message(s) filled")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).with_name("adjutant_de.ts"))))
