#include "languagebattles.h"

#include "phonewords.h"

#include <QCoreApplication>
#include <QLocale>

namespace adjutant::lan {

using namespace adjutant::battle;

namespace {

// English is the source text, so a host speaking another language words an English phone's
// messages by taking each as written (its plurals from the English catalogue, when it has one),
// before the host's own catalogue is asked.
class SourceWords : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        const QString worded = QTranslator::translate(context, sourceText, disambiguation, n);
        return worded.isEmpty() ? QString::fromUtf8(sourceText) : worded;
    }
    bool isEmpty() const override { return false; }
};

} // namespace

// The phone's catalogue consulted first while alive, and no one told.
class LanguageBattles::Installed
{
    // Installing a translator tells the whole application its language changed, and the app's
    // screens would word themselves again (twice for each message to a phone): while the host
    // speaks a phone's language for a moment, that news is kept from them. (A member's type, so
    // not in the anonymous namespace: in a unity build this file is included, and gcc warns of
    // a class whose member has internal linkage.)
    class LanguageChangeKept : public QObject
    {
    public:
        bool eventFilter(QObject *, QEvent *event) override
        {
            return event->type() == QEvent::LanguageChange;
        }
    };

public:
    explicit Installed(QTranslator *catalogue) : m_catalogue(catalogue)
    {
        if (!m_catalogue)
            return;
        QCoreApplication::instance()->installEventFilter(&m_kept);
        QCoreApplication::installTranslator(m_catalogue);
    }
    ~Installed()
    {
        if (!m_catalogue)
            return;
        QCoreApplication::removeTranslator(m_catalogue);
        QCoreApplication::instance()->removeEventFilter(&m_kept);
    }
    Installed(const Installed &) = delete;
    Installed &operator=(const Installed &) = delete;

private:
    QTranslator *m_catalogue;
    LanguageChangeKept m_kept;
};

LanguageBattles::LanguageBattles(const LiveBattle &live)
    : m_live(live), m_hostLanguage(PhoneWords::languageOf(QLocale().name()))
{ }

LanguageBattles::~LanguageBattles() = default;

LanguageBattles::Speaking::Speaking(LanguageBattles &battles, const QString &language)
{
    if (Copy *copy = battles.copyFor(language); copy && copy->catalogue)
        m_installed = std::make_unique<Installed>(copy->catalogue.get());
}

LanguageBattles::Speaking::~Speaking() = default;

LanguageBattles::Copy *LanguageBattles::copyFor(const QString &language)
{
    if (language == m_hostLanguage || language.isEmpty())
        return nullptr;
    if (const auto it = m_copies.constFind(language); it != m_copies.cend())
        return it->get();
    auto copy = std::make_shared<Copy>();
    m_copies.insert(language, copy);
    const bool english = language == u"en";
    copy->catalogue = english ? std::make_unique<SourceWords>() : std::make_unique<QTranslator>();
    if (!copy->catalogue->load(QStringLiteral(":/i18n/adjutant_%1.qm").arg(language)) && !english) {
        copy->catalogue.reset();
        return copy.get();
    }
    // The battle's rules and scenario read again in the phone's language, from the battle's own
    // files (only read: the live battle is their one writer), then its journal played anew.
    const Installed speaking(copy->catalogue.get());
    LiveBattle::Opening opened
        = LiveBattle::open(m_live.path(), LiveBattle::Access::ReadOnly, LiveBattle::OnDamage::Refuse);
    if (opened.live) {
        const Battle &read = opened.live->battle();
        // Under the rules it began with: an entry that moved it onto others is played again.
        copy->battle = std::make_unique<Battle>(read.scenario(), read.rulesetIn(read.initialState()),
                                                read.options(), read.seed());
        copy->battle->setDrawPileDigest(read.drawPileDigest()); // hashes to compare with the live one's
        if (!catchUp(*copy))
            copy->battle.reset();
    }
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
    // The same entries must have made the same state, whatever the words.
    return copy.battle->journal().size() == live.size()
        && copy.battle->stateHash() == m_live.battle().stateHash();
}

void LanguageBattles::follow()
{
    for (auto it = m_copies.begin(); it != m_copies.end(); ++it) {
        Copy &copy = **it;
        if (!copy.battle || copy.battle->journal().size() == m_live.battle().journal().size())
            continue;
        const Installed speaking(copy.catalogue.get());
        if (!catchUp(copy))
            copy.battle.reset(); // its phones get the host's words from now on
    }
}

const Battle &LanguageBattles::in(const QString &language)
{
    Copy *copy = copyFor(language);
    if (!copy || !copy->battle)
        return m_live.battle();
    if (copy->battle->journal().size() != m_live.battle().journal().size()) {
        const Installed speaking(copy->catalogue.get());
        if (!catchUp(*copy))
            copy->battle.reset();
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
