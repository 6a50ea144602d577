#pragma once

#include <QAbstractListModel>
#include <QMetaType>
#include <QtQml/qqmlregistration.h>

namespace adjutant::ui {

// A short list of typed values, one Q_GADGET a row, shown to QML as a list model whose roles are
// the gadget's properties: a delegate says `required property string name` and reads a typed
// value rather than a key of a map. A controller keeps one per list it shows (the numbers a test
// asks for, the orders a unit may give...) and hands it the rows whenever its setup changes; a row
// that is the same as before tells the view nothing, one that differs is changed in place (a
// stepper under the finger is not made anew), and a change of length adds or removes rows at the
// end: nothing resets the list.
class GadgetListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GadgetListModel comes from a controller's list property")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    template<typename T>
    static GadgetListModel *of(QObject *parent)
    {
        return new GadgetListModel(T::staticMetaObject, QMetaType::fromType<T>(), parent);
    }

    template<typename T>
    void setRows(const QList<T> &rows)
    {
        Q_ASSERT(QMetaType::fromType<T>() == m_type);
        QVariantList values;
        values.reserve(rows.size());
        for (const T &row : rows)
            values.append(QVariant::fromValue(row));
        setValues(std::move(values));
    }

    template<typename T>
    QList<T> rows() const
    {
        Q_ASSERT(QMetaType::fromType<T>() == m_type);
        QList<T> out;
        out.reserve(m_rows.size());
        for (const QVariant &row : m_rows)
            out.append(row.value<T>());
        return out;
    }

    int count() const { return static_cast<int>(m_rows.size()); }
    // One property of the row, for what reads a list rather than delegates (a test, a search);
    // invalid for a row or a property there is not.
    Q_INVOKABLE QVariant value(int row, const QString &property) const;
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countChanged();

private:
    GadgetListModel(const QMetaObject &gadget, QMetaType type, QObject *parent);
    void setValues(QVariantList rows);

    const QMetaObject &m_gadget;
    QMetaType m_type;
    QVariantList m_rows;
};

} // namespace adjutant::ui
