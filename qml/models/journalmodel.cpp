#include "journalmodel.h"

namespace adjutant::ui {

JournalModel::JournalModel(QObject *parent) : QAbstractListModel(parent) { }

void JournalModel::clear()
{
    beginResetModel();
    m_journal = nullptr;
    m_marks.clear();
    endResetModel();
    Q_EMIT countChanged();
}

void JournalModel::sync(const QList<battle::JournalEntry> *journal)
{
    const qsizetype before = m_marks.size();
    const int firstSeq = journal && !journal->isEmpty() ? journal->first().seq : 0;
    if (journal != m_journal || journal->size() < before || firstSeq != m_firstSeq) {
        beginResetModel();
        m_journal = journal;
        m_firstSeq = firstSeq;
        m_marks.clear();
        if (journal)
            for (const auto &e : *journal)
                m_marks.append(markOf(e));
        endResetModel();
        Q_EMIT countChanged();
        return;
    }
    // Only the undone tail can change its marks: walk back from the end while it is undone.
    qsizetype firstChanged = before;
    for (qsizetype i = before - 1; i >= 0; --i) {
        const quint8 now = markOf(journal->at(i));
        if (now != m_marks.at(i)) {
            m_marks[i] = now;
            firstChanged = i;
        } else if (now == Live) {
            break;
        }
    }
    if (journal->size() > before) {
        beginInsertRows({}, int(before), int(journal->size() - 1));
        for (qsizetype i = before; i < journal->size(); ++i)
            m_marks.append(markOf(journal->at(i)));
        endInsertRows();
        Q_EMIT countChanged();
    }
    if (firstChanged < before)
        Q_EMIT dataChanged(index(int(firstChanged)), index(int(before - 1)), {UndoneRole, SupersededRole});
}

int JournalModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_marks.size());
}

QVariant JournalModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const battle::JournalEntry &e = m_journal->at(index.row());
    switch (role) {
    case SeqRole:
        return e.seq;
    case Qt::DisplayRole:
    case SummaryRole: // history read from a file is parsed as it scrolls into view
        return e.isRaw() ? battle::Journal::parsed(e).summary : e.summary;
    case KindRole:
        return battle::ActionJson::kind(battle::Journal::parsed(e).action);
    case UndoneRole:
        return e.undone;
    case SupersededRole:
        return e.superseded;
    default:
        return {};
    }
}

QHash<int, QByteArray> JournalModel::roleNames() const
{
    return {{SeqRole, "seq"},
            {SummaryRole, "summary"},
            {KindRole, "kind"},
            {UndoneRole, "undone"},
            {SupersededRole, "superseded"}};
}

} // namespace adjutant::ui
