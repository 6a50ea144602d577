#pragma once

// A demo battle played by its actions, for the core battle tests: the demo scenario under its
// rules, an action from its journal JSON, and Next pressed until a given step of the turn.

#include "battle/battle.h"
#include "battle/scenario.h"

#include <QJsonDocument>
#include <QtGlobal>

#include <memory>

namespace adjutant::testing {

inline std::unique_ptr<battle::Battle> demo(const QString &name, const QHash<QString, QString> &options = {},
                                            quint64 seed = 7)
{
    const battle::ScenarioLoadResult sc
        = battle::ScenarioLoader::loadFile(u":/scenarios/"_qs + name + u"-demo.json"_qs);
    if (!sc.ok() || !sc.ruleset)
        qFatal("%s does not load", qPrintable(name));
    return std::make_unique<battle::Battle>(*sc.scenario, *sc.ruleset, options, seed);
}

inline battle::Action act(const QByteArray &json)
{
    QString error;
    std::optional<battle::Action> a
        = battle::ActionJson::read(QJsonDocument::fromJson(json).object(), &error);
    if (!a)
        qFatal("not an action: %s (%s)", json.constData(), qPrintable(error));
    return *a;
}

inline battle::Action act(const QString &json)
{
    return act(json.toUtf8());
}

// Steps on (Next) until the battle is in the named segment of the named phase.
inline bool stepTo(battle::Battle &b, const QString &phase, const QString &segment)
{
    for (int i = 0; i < 60; ++i) {
        const rules::Phase *p = b.turns().phase(b.state());
        const rules::Segment *s = b.turns().segment(b.state());
        if (p && p->id == phase && s && s->id == segment)
            return true;
        if (!b.apply(act(QByteArrayLiteral(R"({"kind":"next"})"))).entry)
            return false;
    }
    return false;
}

} // namespace adjutant::testing
