#pragma once

// A generated battle at club-tournament scale for the benchmarks: 2,000 KGCWO units in 20
// brigades a side (or fewer brigades), and a journal of mostly corrections and draws with tests
// among them.
#include "battle/battle.h"
#include "battle/scenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace adjutant::testing {

// 50 KGCWO units in each brigade; 20 brigades a side make 2,000 units.
inline QByteArray bigScenario(int brigadesASide = 20)
{
    QJsonArray sides;
    for (const char *side : {"british", "french"}) {
        QJsonArray brigades;
        for (int b = 0; b < brigadesASide; ++b) {
            QJsonArray units;
            for (int u = 0; u < 50; ++u)
                units.append(
                    QJsonObject{{"id", QStringLiteral("%1-%2-%3").arg(QLatin1String(side)).arg(b).arg(u)},
                                {"name", QStringLiteral("Unit %1/%2").arg(b).arg(u)},
                                {"type", u % 10 == 0 ? "cavalry" : "infantry"}});
            brigades.append(
                QJsonObject{{"id", QStringLiteral("%1-brigade-%2").arg(QLatin1String(side)).arg(b)},
                            {"name", QStringLiteral("Brigade %1").arg(b)},
                            {"type", "commander"},
                            {"level", "brigade"},
                            {"units", units}});
        }
        sides.append(
            QJsonObject{{"id", side},
                        {"name", side},
                        {"commanders",
                         QJsonArray{QJsonObject{{"id", QStringLiteral("%1-army").arg(QLatin1String(side))},
                                                {"name", "General"},
                                                {"type", "commander"},
                                                {"level", "army"},
                                                {"commanders", brigades}}}}});
    }
    return QJsonDocument(QJsonObject{{"format", 1},
                                     {"id", "big"},
                                     {"name", "Big battle"},
                                     {"ruleset", "kgcwo"},
                                     {"sides", sides}})
        .toJson();
}

// Plays `entries` actions on a fresh big battle.
inline void playBigJournal(adjutant::battle::Battle &battle, int entries, int brigadesASide = 20)
{
    for (int i = 0; i < entries; ++i) {
        const QString unit
            = QStringLiteral("%1-%2-%3").arg(i % 2 ? "french" : "british").arg(i % brigadesASide).arg(i % 50);
        battle::Action a;
        switch (i % 10) {
        case 0:
            a = battle::action::Draw{};
            break;
        case 1: {
            battle::action::Resolve r;
            r.test = QStringLiteral("receive-charge");
            r.actor = unit;
            a = r;
            break;
        }
        default:
            a = battle::action::SetField{unit, QStringLiteral("fired"), i % 3 == 0, QString(), QString()};
        }
        battle.apply(a);
    }
}

} // namespace adjutant::testing
