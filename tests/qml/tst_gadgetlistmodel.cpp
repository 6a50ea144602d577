// A controller's short list of typed values as a list model: the roles are the gadget's
// properties, a row that is the same tells the view nothing, one that differs changes in place,
// and a change of length adds or removes rows at the end; what a view holds by following the
// signals is the whole list read afresh.

#include "models/gadgetlistmodel.h"
#include "models/numberinput.h"

#include "modelmirror.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using adjutant::ui::GadgetListModel;
using adjutant::ui::NumberInput;

namespace {

// `count` numbers "n0", "n1"... each worth its place in the list.
QList<NumberInput> numbers(int count)
{
    QList<NumberInput> out;
    for (int i = 0; i < count; ++i) {
        NumberInput in;
        in.inputId = QStringLiteral("n%1").arg(i);
        in.name = QStringLiteral("Number %1").arg(i);
        in.value = i;
        in.maximum = 10;
        in.inches = i % 2 == 1;
        out.append(in);
    }
    return out;
}

int roleOf(const GadgetListModel &model, const QByteArray &name)
{
    return model.roleNames().key(name, -1);
}

} // namespace

class TestGadgetListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rolesAreTheGadgetsProperties_data();
    void rolesAreTheGadgetsProperties();
    void changesTellTheViewOnlyWhatChanged_data();
    void changesTellTheViewOnlyWhatChanged();
};

void TestGadgetListModel::rolesAreTheGadgetsProperties_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("row");
    QTest::addColumn<QByteArray>("role");
    QTest::addColumn<QVariant>("expected");
    QTest::newRow("first-id") << 3 << 0 << QByteArray("inputId") << QVariant(u"n0"_qs);
    QTest::newRow("last-value") << 3 << 2 << QByteArray("value") << QVariant(2);
    QTest::newRow("a-distance") << 3 << 1 << QByteArray("inches") << QVariant(true);
    QTest::newRow("not-a-distance") << 3 << 2 << QByteArray("inches") << QVariant(false);
    QTest::newRow("a-default") << 1 << 0 << QByteArray("hasValue") << QVariant(true);
    QTest::newRow("no-such-role") << 1 << 0 << QByteArray("modelData") << QVariant();
}

void TestGadgetListModel::rolesAreTheGadgetsProperties()
{
    QFETCH(int, count);
    QFETCH(int, row);
    QFETCH(QByteArray, role);
    QFETCH(QVariant, expected);
    std::unique_ptr<GadgetListModel> model(GadgetListModel::of<NumberInput>(nullptr));
    QAbstractItemModelTester tester(model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    model->setRows(numbers(count));
    QCOMPARE(model->count(), count);
    QCOMPARE(model->rowCount(), count);
    QCOMPARE(model->roleNames().size(), NumberInput::staticMetaObject.propertyCount());
    const int r = roleOf(*model, role);
    QCOMPARE(r == -1, !expected.isValid());
    QCOMPARE(model->data(model->index(row), r), expected);
    QCOMPARE(model->value(row, QString::fromLatin1(role)), expected);
    QCOMPARE(model->value(count, QString::fromLatin1(role)), QVariant()); // no such row
    QCOMPARE(model->rows<NumberInput>(), numbers(count));
}

void TestGadgetListModel::changesTellTheViewOnlyWhatChanged_data()
{
    QTest::addColumn<int>("before");
    QTest::addColumn<int>("after");
    QTest::addColumn<QList<int>>("changedRows"); // given another value
    QTest::addColumn<int>("inserts");
    QTest::addColumn<int>("removals");
    QTest::addColumn<int>("rowsChanged"); // told by dataChanged
    QTest::newRow("the-same") << 4 << 4 << QList<int>{} << 0 << 0 << 0;
    QTest::newRow("one-value") << 4 << 4 << QList<int>{2} << 0 << 0 << 1;
    QTest::newRow("one-more") << 4 << 5 << QList<int>{} << 1 << 0 << 0;
    QTest::newRow("one-more-one-changed") << 4 << 5 << QList<int>{1} << 1 << 0 << 1;
    QTest::newRow("the-first") << 0 << 3 << QList<int>{} << 1 << 0 << 0;
    QTest::newRow("two-fewer") << 4 << 2 << QList<int>{} << 0 << 1 << 0;
    QTest::newRow("two-fewer-last-changed") << 4 << 2 << QList<int>{1} << 0 << 1 << 1;
    QTest::newRow("none-left") << 4 << 0 << QList<int>{} << 0 << 1 << 0;
    QTest::newRow("a-new-one-added") << 4 << 5 << QList<int>{4} << 1 << 0 << 0; // no old row to change
}

void TestGadgetListModel::changesTellTheViewOnlyWhatChanged()
{
    QFETCH(int, before);
    QFETCH(int, after);
    QFETCH(QList<int>, changedRows);
    QFETCH(int, inserts);
    QFETCH(int, removals);
    QFETCH(int, rowsChanged);
    std::unique_ptr<GadgetListModel> model(GadgetListModel::of<NumberInput>(nullptr));
    QAbstractItemModelTester tester(model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    model->setRows(numbers(before));
    adjutant::testing::ModelMirror view(model.get());
    QSignalSpy changed(model.get(), &QAbstractItemModel::dataChanged);
    QSignalSpy count(model.get(), &GadgetListModel::countChanged);
    QList<NumberInput> rows = numbers(after);
    for (int row : std::as_const(changedRows))
        rows[row].value = 9;
    model->setRows(rows);
    QCOMPARE(view.resets(), 0); // nothing made anew but what was added
    QCOMPARE(view.inserts(), inserts);
    QCOMPARE(view.removals(), removals);
    QCOMPARE(changed.count(), rowsChanged);
    for (int i = 0; i < changed.count(); ++i)
        QVERIFY(changedRows.contains(changed.at(i).first().value<QModelIndex>().row()));
    QCOMPARE(count.count(), before == after ? 0 : 1);
    QCOMPARE(model->rows<NumberInput>(), rows);
    QCOMPARE(view.rows(), view.read(model.get())); // the view holds what a full read gives
}

QTEST_GUILESS_MAIN(TestGadgetListModel)
#include "tst_gadgetlistmodel.moc"
