#pragma once

#include "rulesetloader.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace adjutant::rules {

// How a battle names the rules it is played under: the ruleset's id and version, for people, and
// the SHA-256 of its content (Ruleset::sha256), which is what holds it to them. In a battle file
// and a journal entry: {"id": "kgcwo", "version": "1.4.0", "sha256": "…"}.
struct RulesetPin {
    QString id;
    QString version;
    QString sha256;
    static RulesetPin of(const Ruleset &ruleset) { return {ruleset.id, ruleset.version, ruleset.sha256}; }
    QJsonObject toJson() const;
    static RulesetPin fromJson(const QJsonObject &json);
    bool isEmpty() const { return sha256.isEmpty(); }
    // "1.4.0", with the start of the hash when the other pin has the same version ("1.4.0 (3f2a9c1e)").
    QString versionBeside(const RulesetPin &other) const;
    friend bool operator==(const RulesetPin &, const RulesetPin &) = default;
};

// A ruleset as a battle keeps it, so that the battle replays under the very rules it was played
// with whatever happens to the files around it: the ruleset's canonical text (Ruleset::canonical),
// compressed as qCompress lays it out (the text's length in 4 bytes, big-endian, then a zlib
// stream), in base64 to sit in a JSON string. Some 20 KB for a built-in ruleset.
//
// Read back, the text is unpacked within the bounds of a ruleset file, never further, then
// checked against the hash the battle was pinned with before it is loaded: a damaged copy is
// named as such, never loaded as other rules.
class RulesetCopy
{
    Q_DECLARE_TR_FUNCTIONS(RulesetCopy)
public:
    static QString pack(const Ruleset &ruleset);
    // The ruleset the copy holds, if it is whole and hashes to `sha256`; `name` says where it was
    // kept in messages ("ridge.adjutant: its copy of kgcwo 1.4.0").
    static RulesetLoadResult unpack(const QString &copy, const QString &sha256, const QString &name);
    // The canonical text alone, checked likewise; empty with *error saying why.
    static QByteArray text(const QString &copy, const QString &sha256, QString *error);
    static QString sha256Of(const QByteArray &text);
};

} // namespace adjutant::rules
