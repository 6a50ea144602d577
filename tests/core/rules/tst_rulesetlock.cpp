// The lock of the rulesets Adjutant ships (resources/rulesets/versions.lock): each file's id,
// version and the hash of its content. A battle begun before battles kept their rules names only
// an id and a version, so a built-in ruleset whose rules change must change its version too, and
// an earlier copy (earlier/) never changes at all. This test fails when one did.
//
// After raising a version (or adding a ruleset), update the lock from a build that has the change:
//     build/app/adjutant-cli rulesets --lock > resources/rulesets/versions.lock
#include "rules/rulesetlibrary.h"

#include <QFile>
#include <QHash>
#include <QTest>

using namespace adjutant::rules;

class TestRulesetLock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void eachShippedRulesetIsAsLocked_data();
    void eachShippedRulesetIsAsLocked();
    void noLockLineOutlivesItsFile();

private:
    struct Locked {
        QString id;
        QString version;
        QString sha256;
    };
    QHash<QString, Locked> m_lock; // by file
};

namespace {

const QString kUpdate = u"if the version was raised on purpose, update the lock: "
                        "build/app/adjutant-cli rulesets --lock > resources/rulesets/versions.lock"_qs;

} // namespace

void TestRulesetLock::initTestCase()
{
    QFile lock(QStringLiteral(RULESETS_SOURCE "/versions.lock"));
    QVERIFY2(lock.open(QIODevice::ReadOnly), "resources/rulesets/versions.lock is missing");
    for (const QByteArray &raw : lock.readAll().split('\n')) {
        const QStringList cols = QString::fromUtf8(raw).split(u' ', Qt::SkipEmptyParts);
        if (cols.isEmpty())
            continue;
        QCOMPARE(cols.size(), 4);
        m_lock.insert(cols.at(0), {cols.at(1), cols.at(2), cols.at(3)});
    }
}

void TestRulesetLock::eachShippedRulesetIsAsLocked_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("sha256");
    for (const QString &line : RulesetLibrary::lockLines()) {
        const QStringList cols = line.split(u' ');
        QTest::newRow(qPrintable(cols.at(0))) << cols.at(0) << cols.at(1) << cols.at(2) << cols.at(3);
    }
}

void TestRulesetLock::eachShippedRulesetIsAsLocked()
{
    QFETCH(QString, file);
    QFETCH(QString, id);
    QFETCH(QString, version);
    QFETCH(QString, sha256);
    const auto locked = m_lock.constFind(file);
    QVERIFY2(locked != m_lock.cend(),
             qPrintable(file + u" is not in resources/rulesets/versions.lock; " + kUpdate));
    QCOMPARE(id, locked->id);
    if (file.startsWith(u"earlier/"))
        QVERIFY2(sha256 == locked->sha256,
                 qPrintable(file
                            + u" changed: an earlier copy is what battles saved before battles kept "
                              u"their rules replay under, and never changes; undo the change"));
    else if (version == locked->version)
        QVERIFY2(sha256 == locked->sha256,
                 qPrintable(file + u" changed and its version (" + version
                            + u") did not: raise its version, so that a battle saved under " + version
                            + u" is never replayed under other rules; " + kUpdate));
    else
        QVERIFY2(false,
                 qPrintable(file + u" is at version " + version + u", the lock at " + locked->version + u"; "
                            + kUpdate));
}

void TestRulesetLock::noLockLineOutlivesItsFile()
{
    QStringList shipped;
    for (const QString &line : RulesetLibrary::lockLines())
        shipped.append(line.section(u' ', 0, 0));
    for (auto it = m_lock.cbegin(); it != m_lock.cend(); ++it)
        QVERIFY2(shipped.contains(it.key()),
                 qPrintable(u"versions.lock names " + it.key() + u", which is not shipped; " + kUpdate));
}

QTEST_GUILESS_MAIN(TestRulesetLock)
#include "tst_rulesetlock.moc"
