// The rules guide's pages of play on the brigade rules: the charge from its declaration (its
// answers, when each is offered, its endings), who may charge whom, the tests owed and when they
// lapse, the orders and what refuses them, moving and changing face, and the readings of the rules,
// each in the ruleset's own words.
#include "learn/rulesguide.h"
#include "rules/rulesetlibrary.h"

#include <QTest>

using namespace adjutant;
using namespace adjutant::learn;

namespace {

const GuideSection *find(const QList<GuideSection> &guide, const QString &anchor)
{
    for (const GuideSection &s : guide)
        if (s.anchor == anchor)
            return &s;
    return nullptr;
}

const GuideEntry *entry(const GuideSection &s, const QString &anchor)
{
    for (const GuideEntry &e : s.entries)
        if (e.anchor == anchor)
            return &e;
    return nullptr;
}

} // namespace

class TestRulesGuidePlay : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sectionsAfterTheTests();
    void brigadeLines_data();
    void brigadeLines();
    void searchFindsThePlay();
    void playerTurnOrdersSayWhoAndWhatIsKept();

private:
    QList<GuideSection> m_guide;
};

void TestRulesGuidePlay::initTestCase()
{
    const rules::RulesetLoadResult r = rules::RulesetLibrary::load(u"brigade"_qs);
    QVERIFY(r.ok());
    m_guide = RulesGuide::build(*r.ruleset);
}

void TestRulesGuidePlay::sectionsAfterTheTests()
{
    QStringList play;
    for (const GuideSection &s : std::as_const(m_guide))
        if (s.kind == GuideSection::Kind::Procedure || s.kind == GuideSection::Kind::Rules)
            play.append(s.anchor);
    QCOMPARE(play,
             (QStringList{u"procedure:charge"_qs, u"procedure:melee"_qs, u"charge-rules"_qs, u"owed"_qs,
                          u"orders"_qs, u"moving"_qs, u"readings"_qs}));
    QCOMPARE(m_guide.last().anchor, u"readings"_qs);
    // Each section once: two merged branches had each put in a section of orders.
    QStringList anchors;
    for (const GuideSection &s : std::as_const(m_guide))
        anchors.append(s.anchor);
    QCOMPARE(anchors.removeDuplicates(), 0);
}

void TestRulesGuidePlay::brigadeLines_data()
{
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("line"); // an entry's anchor, or empty for a fact
    QTest::addColumn<QString>("says"); // in its value, explanation or the fact
    // The charge: skirmishers' evade said as the rules' own words why it may not be offered;
    // its endings; what the players enter and may name.
    QTest::newRow("evade") << "procedure:charge"
                           << "procedure:charge/response:evade"
                           << "Only skirmishers evade";
    QTest::newRow("hold barred to skirmishers") << "procedure:charge"
                                                << "procedure:charge/response:hold"
                                                << "must evade";
    QTest::newRow("counter-charge") << "procedure:charge"
                                    << "procedure:charge/response:counter-charge"
                                    << "Only horse counter-charges";
    QTest::newRow("would not charge") << "procedure:charge"
                                      << "procedure:charge/ending:balked"
                                      << "morale test to charge";
    QTest::newRow("flank entered") << "procedure:charge"
                                   << ""
                                   << "Into a flank or the rear";
    QTest::newRow("supported gun named") << "procedure:charge"
                                         << ""
                                         << "Supported gun";
    QTest::newRow("the morale test to charge") << "procedure:charge"
                                               << ""
                                               << "Will it charge?";
    // Who may charge whom: foot on horse only in the flank.
    QTest::newRow("foot on horse") << "charge-rules"
                                   << "charge-rules/infantry-vs-cavalry"
                                   << "forbidden";
    QTest::newRow("a supported gun") << "charge-rules"
                                     << "charge-rules/supported-gun"
                                     << "counts as a charge on that infantry";
    // The morale test after two hits lapses when the next move ends.
    QTest::newRow("two hits") << "owed"
                              << "owed/two-hits"
                              << "lapses when the next phase ends";
    // A routed unit does not rally from disorder.
    QTest::newRow("rally refused") << "orders"
                                   << "orders/rally-from-disorder"
                                   << "must first rally from its rout";
    QTest::newRow("control after a general's death") << "orders"
                                                     << "orders/command-check"
                                                     << "been killed";
    // Changing face costs a step of formation.
    QTest::newRow("face") << "moving"
                          << ""
                          << "change of face";
    QTest::newRow("who may evade") << "readings"
                                   << "readings/who-may-evade"
                                   << "Skirmishers only (ours)";
}

void TestRulesGuidePlay::brigadeLines()
{
    QFETCH(QString, section);
    QFETCH(QString, line);
    QFETCH(QString, says);
    const GuideSection *s = find(m_guide, section);
    QVERIFY(s);
    if (line.isEmpty()) {
        QVERIFY2(std::any_of(s->facts.cbegin(), s->facts.cend(),
                             [&](const QString &f) { return f.contains(says); }),
                 qPrintable(s->facts.join(u'\n')));
        return;
    }
    const GuideEntry *e = entry(*s, line);
    QVERIFY(e);
    QVERIFY(!e->name.isEmpty());
    const QString said = e->value + u' ' + e->explain;
    QVERIFY2(said.contains(says), qPrintable(said));
}

void TestRulesGuidePlay::searchFindsThePlay()
{
    const QList<GuideSection> found = RulesGuide::search(m_guide, u"evade"_qs);
    QVERIFY(find(found, u"procedure:charge"_qs));
    QVERIFY(find(found, u"readings"_qs));
}

// 001's orders in the one section of orders: who gives a new order, to whom, in which step, and
// that the order is kept from the other side until shown.
void TestRulesGuidePlay::playerTurnOrdersSayWhoAndWhatIsKept()
{
    const rules::RulesetLoadResult r = rules::RulesetLibrary::load(u"nap-igougo"_qs);
    QVERIFY(r.ok());
    const QList<GuideSection> guide = RulesGuide::build(*r.ruleset);
    const GuideSection *orders = find(guide, u"orders"_qs);
    QVERIFY(orders);
    QCOMPARE(orders->kind, GuideSection::Kind::Rules);
    const GuideEntry *give = entry(*orders, u"orders/give-order"_qs);
    QVERIFY(give);
    QVERIFY2(give->value.contains(u"New orders are given in the orders step."), qPrintable(give->value));
    QVERIFY2(give->explain.contains(u"Given to another unit"), qPrintable(give->explain));
    QVERIFY2(std::any_of(orders->facts.cbegin(), orders->facts.cend(),
                         [](const QString &f) { return f.contains(u"is kept from the other side until"); }),
             qPrintable(orders->facts.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestRulesGuidePlay)
#include "tst_rulesguideplay.moc"
