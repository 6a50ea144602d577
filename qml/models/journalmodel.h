#pragma once

#include "battle/battle.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// The journal in words, newest last: who did what, the dice and the result. Undone entries stay,
// marked, so a roll taken back and rolled again is always visible.
class JournalModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("JournalModel comes from BattleSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        SeqRole = Qt::UserRole + 1,
        SummaryRole,
        KindRole, // the action's kind: draw, resolve, set...
        UndoneRole,
        SupersededRole, // undone and then replaced: it can no longer be redone
    };
    Q_ENUM(Role)

    explicit JournalModel(QObject *parent = nullptr);

    // Brings the rows in line with the journal: new entries are inserted, changed marks updated.
    // The journal is read in place (a copy would cost the battle a deep copy on its next action),
    // so it must outlive the model's use of it, or be let go with clear().
    void sync(const QList<battle::JournalEntry> *journal);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    enum Mark : quint8 { Live = 0, Undone = 1, Superseded = 2 };
    static quint8 markOf(const battle::JournalEntry &e)
    {
        return quint8((e.undone ? Undone : Live) | (e.superseded ? Superseded : Live));
    }
    const QList<battle::JournalEntry> *m_journal = nullptr;
    QList<quint8> m_marks; // as last shown, to find what changed
    int m_firstSeq = 0;
};

} // namespace adjutant::ui
