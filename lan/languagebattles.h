#pragma once

#include "battle/livebattle.h"

#include <QHash>
#include <QString>
#include <QTranslator>

#include <memory>

namespace adjutant::lan {

// The battle as it is put into words for phones in other languages than the host's. Core words
// its journal, notes, owed tests and refusals with tr() and the ruleset's and scenario's texts
// as they are loaded, in whatever language is installed then; so for each language a phone
// speaks (with a catalogue, other than the host's), the host keeps a copy of the battle opened
// in that language and plays on it every entry the live battle journals, the same actions with
// the same dice, worded there. A phone is then sent what it may see of its language's copy.
// Only the live battle is played on and written; a copy that cannot follow (an entry that does
// not apply to it) is dropped, and its phones get the host's words.
class LanguageBattles
{
public:
    explicit LanguageBattles(const battle::LiveBattle &live);
    ~LanguageBattles();

    // The battle in `language` ("de", "fr"...): its copy, or the live battle when that is the
    // host's language or there is no copy for it.
    const battle::Battle &in(const QString &language);
    // Every copy plays what the live battle journaled since.
    void follow();
    // Why the rules refuse the action, in `language`: `hostWords` (the live battle's refusal)
    // said again by the language's copy.
    QString refusalIn(const QString &language, const battle::Action &action, const QString &hostWords);

    class Installed; // a catalogue consulted first for a while, and the app's screens not told

    // While alive, tr() and the files' texts speak `language` (its catalogue is consulted first).
    class Speaking
    {
    public:
        Speaking(LanguageBattles &battles, const QString &language);
        ~Speaking();
        Speaking(const Speaking &) = delete;
        Speaking &operator=(const Speaking &) = delete;

    private:
        std::unique_ptr<Installed> m_installed;
    };

private:
    struct Copy {
        std::unique_ptr<QTranslator> catalogue;
        std::unique_ptr<battle::Battle> battle; // null: it could not follow; the host's words
    };
    Copy *copyFor(const QString &language);
    bool catchUp(Copy &copy);

    const battle::LiveBattle &m_live;
    QString m_hostLanguage;
    QHash<QString, std::shared_ptr<Copy>> m_copies;
};

} // namespace adjutant::lan
