#pragma once

// Scripted dice for a procedure keyed by the test that reads them, not by where they fall in the
// order the dice are read: "morale-to-charge: 2 2; being-charged: 3 3; melee@a: 6; melee@b: 1".
// A test's faces are taken in turn each time it asks (a test taken twice takes the next ones);
// "TEST@UNIT" is that test taken by that unit, before plain "TEST"; a die asked for outside any
// test goes by its step's path. The order comes from the procedure itself: it is run as far as
// the faces go, the test it waits on takes its next face, and so on to the end. A step added,
// moved or taken away in the ruleset then changes only the rows whose tests it touches.

#include "dice/facequeue.h"
#include "rules/procedure.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

namespace adjutant::testing {

struct FacesByTest {
    QList<int> faces; // in the order the procedure reads them
    QString error; // a test that asked for a die none was given for, a key never asked for
};

// "TEST: 1 2; TEST@UNIT: 3" as faces by key; a malformed part is kept under the key "?".
inline QMap<QString, QList<int>> parseFacesByTest(const QString &text)
{
    QMap<QString, QList<int>> byKey;
    for (const QString &part : text.split(u';', Qt::SkipEmptyParts)) {
        const QString key = part.section(u':', 0, 0).trimmed();
        const QStringList faces = part.section(u':', 1).split(u' ', Qt::SkipEmptyParts);
        bool ok = !key.isEmpty() && part.contains(u':');
        QList<int> &into = byKey[ok ? key : u"?"_qs];
        for (const QString &f : faces) {
            const int face = f.toInt(&ok);
            into.append(ok ? face : -1);
        }
    }
    return byKey;
}

// What a run that ran out of faces waits on: the test (and the unit taking it) whose die comes
// next, or only the step's path for a die asked outside any test; nothing once it has ended.
struct Waiting {
    QString test, unit, path;
    bool ended() const { return test.isEmpty() && path.isEmpty(); }
    QString testByUnit() const { return test + u'@' + unit; }
};

inline Waiting waitingFor(const rules::ProcedureRun &run)
{
    Waiting w{{}, {}, run.pendingPath};
    if (!run.queue.isEmpty() && run.queue.constFirst().setup.test) {
        w.test = run.queue.constFirst().setup.test->id;
        w.unit = run.queue.constFirst().setup.actorId;
    }
    return w;
}

// The faces in reading order for `request`, given by test in `left`; what it does not take stays
// there for a procedure that follows (`leftOver`), else faces never asked for are an error.
inline FacesByTest facesByTest(const rules::ProcedureRunner &runner, const rules::ProcedureRequest &request,
                               QMap<QString, QList<int>> &left, bool leftOver = false)
{
    FacesByTest out;
    // Each face the procedure asks for is one more run: there are never more than a few dozen.
    for (int asked = 0; asked < 1000; ++asked) {
        const Waiting waiting = waitingFor(runner.run(request, dice::FaceQueue::of(out.faces)));
        if (waiting.ended()) {
            for (auto it = left.cbegin(); it != left.cend() && !leftOver; ++it)
                if (!it->isEmpty())
                    out.error += u"faces for "_qs + it.key() + u" were never asked for; "_qs;
            return out;
        }
        QStringList keys;
        if (!waiting.test.isEmpty())
            keys = {waiting.testByUnit(), waiting.test};
        keys.append(waiting.path);
        const auto key = std::find_if(keys.cbegin(), keys.cend(),
                                      [&](const QString &k) { return !left.value(k).isEmpty(); });
        if (key == keys.cend()) {
            out.error = u"no face given for "_qs + keys.join(u" or "_qs);
            return out;
        }
        out.faces.append(left[*key].takeFirst());
    }
    out.error = u"the procedure asked for more than a thousand dice"_qs;
    return out;
}

// The faces in reading order for `request`, given by test as text.
inline FacesByTest facesByTest(const rules::ProcedureRunner &runner, const rules::ProcedureRequest &request,
                               const QString &text)
{
    QMap<QString, QList<int>> left = parseFacesByTest(text);
    if (left.contains(u"?"_qs))
        return {{}, u"malformed faces: "_qs + text};
    return facesByTest(runner, request, left);
}

// The other way: faces in reading order written by the test that reads each, in the form
// facesByTest takes ("TEST@UNIT" only where the same test is taken by more than one unit).
inline QString describeFacesByTest(const rules::ProcedureRunner &runner,
                                   const rules::ProcedureRequest &request, const QList<int> &faces)
{
    QList<std::pair<QString, int>> keyed; // "test@unit" or a step path, and the face
    QHash<QString, QSet<QString>> units; // test id -> the units that took it
    for (qsizetype i = 0; i < faces.size(); ++i) {
        const Waiting waiting = waitingFor(runner.run(request, dice::FaceQueue::of(faces.mid(0, i))));
        if (!waiting.test.isEmpty())
            units[waiting.test].insert(waiting.unit);
        keyed.append({waiting.test.isEmpty() ? waiting.path : waiting.testByUnit(), faces.at(i)});
    }
    QStringList parts;
    QString last;
    for (const auto &[withUnit, face] : keyed) {
        const QString test = withUnit.section(u'@', 0, 0);
        const QString key = units.value(test).size() > 1 ? withUnit : test;
        if (key == last)
            parts.last() += u' ' + QString::number(face);
        else
            parts.append(key + u": " + QString::number(face));
        last = key;
    }
    return parts.join(u"; "_qs);
}

} // namespace adjutant::testing
