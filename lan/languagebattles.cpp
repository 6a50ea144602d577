#include "languagebattles.h"

#include "phonewords.h"

#include <QCoreApplication>
#include <QLocale>

namespace adjutant::lan {

using namespace adjutant::battle;

LanguageBattles::LanguageBattles(const LiveBattle &live)
    : m_live(live), m_hostLanguage(PhoneWords::languageOf(QLocale().name()))
{ }

LanguageBattles::~LanguageBattles() = default;

LanguageBattles::Speaking::Speaking(LanguageBattles &battles, const QString &language)
{
    if (Copy *copy = battles.copyFor(language); copy && copy->catalogue) {
        m_installed = copy->catalogue.get();
        QCoreApplication::installTranslator(m_installed);
    }
}

LanguageBattles::Speaking::~Speaking()
{
    if (m_installed)
        QCoreApplication::removeTranslator(m_installed);
}

LanguageBattles::Copy *LanguageBattles::copyFor(const QString &language)
{
    // English is the source text: a host in another language has no catalogue to put it back.
    if (language == m_hostLanguage || language == u"en" || language.isEmpty())
        return nullptr;
    if (const auto it = m_copies.constFind(language); it != m_copies.cend())
        return it->get();
    auto copy = std::make_shared<Copy>();
    m_copies.insert(language, copy);
    copy->catalogue = std::make_unique<QTranslator>();
    if (!copy->catalogue->load(QStringLiteral(":/i18n/adjutant_%1.qm").arg(language))) {
        copy->catalogue.reset();
        return copy.get();
    }
    // The battle's rules and scenario read again in the phone's language, from the battle's own
    // files (only read: the live battle is their one writer), then its journal played anew.
    QCoreApplication::installTranslator(copy->catalogue.get());
    LiveBattle::Opening opened
        = LiveBattle::open(m_live.path(), LiveBattle::Access::ReadOnly, LiveBattle::OnDamage::Refuse);
    if (opened.live) {
        const Battle &read = opened.live->battle();
        copy->battle = std::make_unique<Battle>(read.scenario(), read.ruleset(), read.options(), read.seed());
        if (!catchUp(*copy))
            copy->battle.reset();
    }
    QCoreApplication::removeTranslator(copy->catalogue.get());
    return copy.get();
}

bool LanguageBattles::catchUp(Copy &copy)
{
    const QList<JournalEntry> &live = m_live.battle().journal();
    for (qsizetype i = copy.battle->journal().size(); i < live.size(); ++i) {
        const Battle::Applied applied = copy.battle->apply(live.at(i).action);
        if (!applied.entry || applied.entry->seq != live.at(i).seq)
            return false;
    }
    return copy.battle->journal().size() == live.size();
}

void LanguageBattles::follow()
{
    for (auto it = m_copies.begin(); it != m_copies.end(); ++it) {
        Copy &copy = **it;
        if (!copy.battle || copy.battle->journal().size() == m_live.battle().journal().size())
            continue;
        QCoreApplication::installTranslator(copy.catalogue.get());
        if (!catchUp(copy))
            copy.battle.reset(); // its phones get the host's words from now on
        QCoreApplication::removeTranslator(copy.catalogue.get());
    }
}

const Battle &LanguageBattles::in(const QString &language)
{
    Copy *copy = copyFor(language);
    if (!copy || !copy->battle)
        return m_live.battle();
    if (copy->battle->journal().size() != m_live.battle().journal().size()) {
        QCoreApplication::installTranslator(copy->catalogue.get());
        if (!catchUp(*copy))
            copy->battle.reset();
        QCoreApplication::removeTranslator(copy->catalogue.get());
    }
    return copy->battle ? *copy->battle : m_live.battle();
}

QString LanguageBattles::refusalIn(const QString &language, const Action &action, const QString &hostWords)
{
    Copy *copy = copyFor(language);
    if (!copy || !copy->battle || copy->battle->journal().size() != m_live.battle().journal().size())
        return hostWords;
    // Proposed on the copy and never accepted: the rules' reason, worded there.
    const Speaking speaking(*this, language);
    QString error;
    return copy->battle->propose(action, &error) ? hostWords : error;
}

} // namespace adjutant::lan
