#pragma once

#include "dice/facequeue.h"
#include "ruleset.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace adjutant::rules {

// Dice the rules name but the table reads off others (the brigade rules' 2D5 off d10s): which
// reading is in force, the die in hand, and the faces of that die turned into the rules' faces.
class DiceReadings
{
    Q_DECLARE_TR_FUNCTIONS(DiceReadings)
public:
    // The reading in force for a die of `sides` under these options, or none (the die is rolled
    // as it is).
    static const DiceReading *inForce(const Ruleset &ruleset, const QHash<QString, QString> &options,
                                      int sides);
    // The die a player picks up for a die of `sides`: its own size when no reading is in force.
    static int inHand(const Ruleset &ruleset, const QHash<QString, QString> &options, int sides);
    // A face typed off the die in hand for a die of `sides` (a d10's 0 read as 10), as the rules'
    // face; nullopt when the die in hand has no such face.
    static std::optional<int> readTyped(const Ruleset &ruleset, const QHash<QString, QString> &options,
                                        int sides, int typed);
    // Faces typed off the dice in hand, handed to the dice the rules ask for, each read as the
    // reading in force says (a face the die in hand does not have is handed on as it is, for the
    // resolver to refuse).
    static dice::FaceSupplier typedOff(const Ruleset &ruleset, const QHash<QString, QString> &options,
                                       QList<int> typed);
    // "a d5 read off a d10: each face halved, rounded up".
    static QString describe(const DiceReading &reading);
};

} // namespace adjutant::rules
