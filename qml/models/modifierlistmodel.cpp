#include "modifierlistmodel.h"

#include "rules/wording.h"

namespace adjutant::ui {

using rules::Modifier;

ModifierListModel::ModifierListModel(QObject *parent) : QAbstractListModel(parent) { }

QString ModifierListModel::signedText(int value)
{
    return rules::Wording::signedNumber(value);
}

void ModifierListModel::clear()
{
    show(nullptr, {});
}

void ModifierListModel::show(const rules::Test *test, const QList<rules::AppliedModifier> &modifiers)
{
    QList<rules::AppliedModifier> rows;
    for (const rules::AppliedModifier &m : modifiers)
        if (m.applicable)
            rows.append(m);
    const auto sameIds = [&] {
        if (rows.size() != m_rows.size() || test != m_test)
            return false;
        for (qsizetype i = 0; i < rows.size(); ++i)
            if (rows[i].id != m_rows[i].id || rows[i].side != m_rows[i].side)
                return false;
        return true;
    };
    if (sameIds()) {
        const int chips = chipCount();
        QList<QVariantList> before;
        before.reserve(m_rows.size());
        for (int row = 0; row < int(m_rows.size()); ++row)
            before.append(rowValues(row));
        m_rows = rows;
        // Only the rows and roles that changed: a delegate told its choices changed makes its
        // chips anew (with 2,000 units, every tick made every group's chips again).
        for (int row = 0; row < int(m_rows.size()); ++row) {
            const QVariantList after = rowValues(row);
            QList<int> changed;
            for (int role = ModifierIdRole; role <= SideRole; ++role)
                if (after.at(role - ModifierIdRole) != before.at(row).at(role - ModifierIdRole))
                    changed.append(role);
            if (!changed.isEmpty())
                Q_EMIT dataChanged(index(row), index(row), changed);
        }
        if (chipCount() != chips) // a range band now worked out from the distance, or no longer
            Q_EMIT countChanged();
        return;
    }
    beginResetModel();
    m_test = test;
    m_rows = rows;
    endResetModel();
    Q_EMIT countChanged();
}

QVariantList ModifierListModel::rowValues(int row) const
{
    QVariantList out;
    const QModelIndex at = index(row);
    for (int role = ModifierIdRole; role <= SideRole; ++role)
        out.append(data(at, role));
    return out;
}

int ModifierListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ModifierListModel::chipCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const rules::AppliedModifier &m) {
        return m.kind != Modifier::Kind::Automatic && !m.derived;
    }));
}

QVariant ModifierListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const rules::AppliedModifier &m = m_rows.at(index.row());
    switch (role) {
    case ModifierIdRole:
        return m.id;
    case Qt::DisplayRole:
    case NameRole:
        return m.doc.name;
    case ExplainRole:
        return m.doc.ref.isEmpty()
            ? m.doc.explain
            : (m.doc.explain.isEmpty() ? m.doc.ref : tr("%1 (%2)").arg(m.doc.explain, m.doc.ref));
    case KindRole:
        if (m.derived) // worked out by the app (a range band from the distance): no chip
            return QStringLiteral("automatic");
        switch (m.kind) {
        case Modifier::Kind::Automatic:
            return QStringLiteral("automatic");
        case Modifier::Kind::Toggle:
            return QStringLiteral("toggle");
        case Modifier::Kind::OneOf:
            return QStringLiteral("oneOf");
        }
        return {};
    case ValueRole:
        return m.value;
    case ValueTextRole:
        return signedText(m.value);
    case DetailRole:
        return m.detail;
    case ActiveRole:
        return m.active;
    case ChoicesRole: {
        QVariantList out;
        if (!m_test)
            return out;
        for (const Modifier &def : m_test->modifiers) {
            if (def.id != m.id)
                continue;
            for (const rules::ModifierChoice &c : def.choices)
                out.append(QVariantMap{{QStringLiteral("id"), c.id},
                                       {QStringLiteral("name"), c.doc.name},
                                       {QStringLiteral("value"), c.value},
                                       {QStringLiteral("valueText"), signedText(c.value)}});
            break;
        }
        return out;
    }
    case ChosenRole:
        return m.choice;
    case SideRole:
        return m.side;
    default:
        return {};
    }
}

QHash<int, QByteArray> ModifierListModel::roleNames() const
{
    return {{ModifierIdRole, "modifierId"},
            {NameRole, "name"},
            {ExplainRole, "explain"},
            {KindRole, "kind"},
            {ValueRole, "value"},
            {ValueTextRole, "valueText"},
            {DetailRole, "detail"},
            {ActiveRole, "active"},
            {ChoicesRole, "choices"},
            {ChosenRole, "chosen"},
            {SideRole, "side"}};
}

} // namespace adjutant::ui
