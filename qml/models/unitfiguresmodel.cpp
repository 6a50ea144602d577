#include "unitfiguresmodel.h"

#include "rules/figures.h"
#include "rules/wording.h"

namespace adjutant::ui {

using rules::Figure;
using rules::Roster;

UnitFiguresModel::UnitFiguresModel(QObject *parent) : QAbstractListModel(parent) { }

void UnitFiguresModel::clear()
{
    beginResetModel();
    m_ruleset = nullptr;
    m_unit = rules::UnitState();
    endResetModel();
    Q_EMIT countChanged();
}

void UnitFiguresModel::show(const rules::Ruleset *ruleset, const rules::UnitState &unit)
{
    if (ruleset != m_ruleset || unit.id != m_unit.id || unit.figures.size() != m_unit.figures.size()) {
        beginResetModel();
        m_ruleset = ruleset;
        m_unit = unit;
        endResetModel();
        Q_EMIT countChanged();
        return;
    }
    m_unit = unit;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
}

int UnitFiguresModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_ruleset ? 0 : int(m_unit.figures.size());
}

QString UnitFiguresModel::woundsText(const Figure &f) const
{
    if (!Roster::standing(*m_ruleset, m_unit, f))
        return tr("down");
    const rules::Evaluator ev(*m_ruleset, rules::Situation());
    const int minor = ev.figureValue(f, QStringLiteral("minor")).toInt();
    const int serious = ev.figureValue(f, QStringLiteral("serious")).toInt();
    if (minor == 0 && serious == 0)
        return tr("unhurt");
    if (serious == 0)
        return tr("%n minor wound(s)", nullptr, minor);
    if (minor == 0)
        return tr("%n serious wound(s)", nullptr, serious);
    //: a figure's wounds: "1 serious wound, 2 minor"
    return tr("%1, %2").arg(tr("%n serious wound(s)", nullptr, serious),
                            tr("%n minor wound(s)", nullptr, minor));
}

QVariantList UnitFiguresModel::fieldsOf(const Figure &f) const
{
    QVariantList out;
    if (!m_ruleset->figures)
        return out;
    const rules::Evaluator ev(*m_ruleset, rules::Situation());
    for (const rules::Field &field : m_ruleset->figures->fields) {
        const QVariant value = ev.figureValue(f, field.id);
        out.append(QVariantMap{
            {QStringLiteral("id"), field.id},
            {QStringLiteral("name"), field.doc.name},
            {QStringLiteral("explain"), field.doc.explain},
            {QStringLiteral("kind"), field.kind == rules::FieldKind::Flag ? u"flag"_qs : u"integer"_qs},
            {QStringLiteral("value"), value},
            {QStringLiteral("valueText"), rules::Wording::fieldValue(*m_ruleset, field, value)},
            {QStringLiteral("minimum"), field.minimum},
            {QStringLiteral("maximum"), field.maximum.value_or(99)}});
    }
    return out;
}

QVariantList UnitFiguresModel::roles() const
{
    QVariantList out;
    if (m_ruleset && m_ruleset->figures)
        for (const rules::FigureRole &r : m_ruleset->figures->roles)
            out.append(QVariantMap{{QStringLiteral("id"), r.id}, {QStringLiteral("name"), r.doc.name}});
    return out;
}

QVariant UnitFiguresModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Figure &f = m_unit.figures.at(index.row());
    const rules::Evaluator ev(*m_ruleset, rules::Situation());
    switch (role) {
    case FigureIdRole:
        return f.id;
    case Qt::DisplayRole:
    case NameRole:
        return Roster::name(*m_ruleset, m_unit, f);
    case RoleIdRole:
        return f.role;
    case RoleNameRole:
        return Roster::roleName(*m_ruleset, f.role);
    case MarkRole: {
        // The first letters of its role's words, at most two: "Squad leader" SL, "Ranker" R.
        QString mark;
        for (const QString &word : Roster::roleName(*m_ruleset, f.role).split(u' ', Qt::SkipEmptyParts))
            if (mark.size() < 2)
                mark += word.at(0).toUpper();
        return mark;
    }
    case DownRole:
        return !Roster::standing(*m_ruleset, m_unit, f);
    case MinorRole:
        return ev.figureValue(f, QStringLiteral("minor")).toInt();
    case SeriousRole:
        return ev.figureValue(f, QStringLiteral("serious")).toInt();
    case WoundsTextRole:
        return woundsText(f);
    case FieldsRole:
        return fieldsOf(f);
    default:
        return {};
    }
}

QHash<int, QByteArray> UnitFiguresModel::roleNames() const
{
    return {{FigureIdRole, "figureId"}, {NameRole, "name"},       {RoleIdRole, "roleId"},
            {RoleNameRole, "roleName"}, {MarkRole, "mark"},       {DownRole, "fallen"},
            {MinorRole, "minor"},       {SeriousRole, "serious"}, {WoundsTextRole, "woundsText"},
            {FieldsRole, "fields"}};
}

} // namespace adjutant::ui
