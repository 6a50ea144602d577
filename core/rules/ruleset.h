#pragma once

#include "rulesetturns.h"

// The ruleset model: plain values loaded from a ruleset JSON file (see RulesetLoader and
// resources/rulesets/README.md for the file format). Nothing here is specific to one system.
namespace adjutant::rules {

// ---- The ruleset -------------------------------------------------------------------------

struct Ruleset {
    QString id;
    Doc doc;
    QString version;
    QString source; // where it was loaded from
    // The file's content as compact JSON with its keys sorted, as written (before any rewriting
    // from an earlier format), and the SHA-256 of those bytes in hex. A battle is pinned to its
    // rules by that hash and keeps that text (see RulesetCopy): a file laid out or indented
    // otherwise hashes the same, one changed number does not.
    QByteArray canonical;
    QString sha256;
    int format = 0; // as the file says
    QStringList migrated; // what was rewritten from an earlier format, in words; empty if nothing
    QStringList roles{QStringLiteral("actor"), QStringLiteral("target")};

    QList<Ladder> ladders;
    QList<Field> fields;
    QList<UnitType> unitTypes;
    QList<Formation> formations;
    std::optional<FormationChanges> formationChanges;
    QList<MovementColumn> movementColumns; // in the order a unit's sheet shows them
    QList<MovementRow> movement;
    QList<Weapon> weapons;
    QList<Terrain> terrain;
    QList<Manoeuvre> manoeuvres;
    QList<AfterMove> afterMove;
    std::optional<Moving> moving;
    std::optional<Condition> formed; // what makes a unit "formed" for terrain and other rules
    QList<Test> tests;
    QList<Table> tables;
    QList<ChargeRule> chargeRules;
    QList<Trigger> triggers; // in the order owed tests are queued
    // What a commander's leaving play does to each unit he commanded ("commanderLost"): its
    // effects on each as the actor, applied in the action that takes him out of play (a sniper's
    // shot, a melee, the umpire), journaled (Chosen Men: the squads count their officer lost).
    struct CommanderLost {
        Doc doc;
        QList<Effect> effects;
    };
    std::optional<CommanderLost> commanderLost;
    // A follow-up (or a procedure's triggered test) applied before it was rolled is judged, when
    // taken, on its units as they stood when it was owed, as if rolled then; without it (rulesets
    // written before) on the units as they stand when it is taken.
    bool owedJudgedWhenOwed = false;
    std::shared_ptr<const QList<Procedure>> procedures; // procedure.h; none without the section
    std::optional<Activation> activation;
    QList<Option> options;
    QList<DiceReading> diceReadings; // dice read off others, first in force wins
    QList<Order> orders;
    Display display;
    QString removalField; // the unit leaves play when this integer field ...
    QString removalAtLeastFrom; // ... reaches this unit type attribute
    QString removalAtLeastField; // ... or this field of the unit (every figure it had)
    std::optional<Figures> figures; // units made of figures (see Figures); none: units are whole

    const Ladder *ladder(const QString &id) const;
    const Field *field(const QString &id) const;
    const UnitType *unitType(const QString &id) const;
    const Formation *formation(const QString &id) const;
    const Test *test(const QString &id) const;
    const Table *table(const QString &id) const;
    const Option *option(const QString &id) const;
    const Order *order(const QString &id) const;
    const Weapon *weapon(const QString &id) const;
    const Terrain *terrainType(const QString &id) const;
    const Card *card(const QString &id) const; // an activation card; nullptr without a deck
    const Procedure *procedure(const QString &id) const; // procedureloader.cpp

    // The lookups above by index; built by the loader, as the lists are read and at the end.
    void buildIndexes();
    struct Indexes {
        IdIndex ladders, fields, unitTypes, formations, tests, tables, options, weapons, terrain, cards;
    } indexes;
};

} // namespace adjutant::rules
