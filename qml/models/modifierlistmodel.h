#pragma once

#include "rules/resolver.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// The modifiers of a test as the sheet lists them: automatic ones already counted and marked as
// such, situational ones as toggles, exclusive groups as one choice; each with its value and why.
class ModifierListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ModifierListModel comes from TestSheet")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // The rows the players tick or choose: what only the table can tell (cover, a flank, the
    // ground); the rest the app works out from the battle.
    Q_PROPERTY(int chipCount READ chipCount NOTIFY countChanged)

public:
    enum Role {
        ModifierIdRole = Qt::UserRole + 1,
        NameRole,
        ExplainRole, // what it means, and its rule section
        KindRole, // "automatic", "toggle" or "oneOf"
        ValueRole,
        ValueTextRole, // "+2", "−1"
        DetailRole, // how the value came about: "rating B", "−1 × 2 casualties"
        ActiveRole, // counts towards the total
        ChoicesRole, // oneOf: [{id, name, value, valueText}]
        ChosenRole, // oneOf: the chosen choice id, or ""
        SideRole, // opposed tests: whose modifier it is (the last: rowValues reads up to it)
    };
    Q_ENUM(Role)

    explicit ModifierListModel(QObject *parent = nullptr);

    // Shows the modifiers that apply here; rows stay put (and only the roles whose values changed
    // are signalled) as long as the same modifiers apply, so a toggle does not jump under the
    // finger and a group's chips are not made anew.
    void show(const rules::Test *test, const QList<rules::AppliedModifier> &modifiers);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int chipCount() const;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    static QString signedText(int value);

Q_SIGNALS:
    void countChanged();

private:
    // Every role's value of a row, from ModifierIdRole to SideRole.
    QVariantList rowValues(int row) const;

    const rules::Test *m_test = nullptr;
    QList<rules::AppliedModifier> m_rows;
};

} // namespace adjutant::ui
