#pragma once

#include "ruleset.h"

#include "dice/dietest.h"

#include <QCoreApplication>
#include <QString>
#include <QVariant>

#include <optional>

namespace adjutant::rules {

struct TestResult;

// What an outcome means for the side that takes the test: the one tone type every screen and the
// CLI use, from core to the painter.
enum class Tone { Neutral, Good, Bad };

// Values, needs, bands, changes and results in table language, written once for every screen and
// the CLI: no ids, no camelCase, no raw values, no effects that change nothing. Numbers go
// through QLocale, so a German table reads "34,3 %".
class Wording
{
    Q_DECLARE_TR_FUNCTIONS(Wording)
public:
    static QString number(qint64 n);
    // "+2", "−1" (a true minus: it reads better at arm's length), "0".
    static QString signedNumber(int n);
    // "34.3%", "<0.1%" for a chance that is not nil but rounds to it, ">99.9%" likewise.
    static QString percent(double probability);

    // A name made from an id the ruleset gives no name: "fireDice" → "fire dice".
    static QString plainWords(const QString &id);
    // A raw choice as a name: "british" → "British".
    static QString capitalised(const QString &text);
    // A ruleset's name inside a sentence: lower case in English and French ("odds of
    // casualties"), as written in German, whose nouns keep their capital ("Chancen für Verluste").
    static QString inSentence(const QString &name);

    // One value of a field in words: a ladder step's or formation's name, "yes"/"no", a number,
    // "none" for an empty choice.
    static QString fieldValue(const Ruleset &ruleset, const Field &field, const QVariant &value);
    static QString choiceName(const Ruleset &ruleset, const Field &field, const QString &choice);
    // A segment of a phase, named by its id alone ("charge-moves"): "charge moves", translated in
    // the ruleset's context.
    static QString segmentName(const Ruleset &ruleset, const QString &segment);
    // A segment by its own name, else by its id in plain words.
    static QString segmentName(const Ruleset &ruleset, const Segment &segment);
    // A unit's change in words ("Casualties 1 → 2", "now Disordered", "no longer Fired"); empty when
    // the value stays as it was.
    static QString change(const Ruleset &ruleset, const Field &field, const QVariant &before,
                          const QVariant &after);

    // What each die needs, from the faces that pass: "needs 4+ on a d10", "needs 2+" (never "1+"
    // with a natural 1 that fails), "needs 10", "needs 3 or less", "passes on any face".
    static QString need(const dice::DieTest &test);
    // A band's bounds: "6+", "2–4", "−3 or less", "5", "any".
    static QString range(std::optional<int> minimum, std::optional<int> maximum);
    // An outcome with its thresholds when it is a band: "Holds (6+)".
    static QString outcomeName(const Outcome &outcome);
    // The number a test without outcomes gave, named: "2 hits" in the ruleset's words
    // (Test::resultWords), else "result 2".
    static QString result(const Test &test, int value);
    // Words a ruleset gives for a count, with %n ("%n casualties"), and for a count of one ("one
    // casualty"), the count filled in.
    static QString counted(const QString &words, const QString &one, int count);
    // Who wins an opposed test and by how much.
    static QString opposed(const QString &actor, const QString &target, int margin);

    // What the successes of a pool are called: "hits" when each forces a follow-up (a save).
    static QString successesLabel(const Test &test);
    static QString successes(const Test &test, int count);

    // The tone of an outcome for the unit taking the test, read from its id (pass/fail) or from
    // what its effects do to whom. Neutral when the data says nothing either way.
    static Tone outcomeTone(const Test &test, const Outcome &outcome);
    // The tone of a result for its actor: an opposed test by who won.
    static Tone resultTone(const TestResult &result);
    // For the other side, good is bad.
    static Tone flipped(Tone tone);
    static QString toneId(Tone tone); // "good", "bad", "neutral": for QML and --json
};

} // namespace adjutant::rules
