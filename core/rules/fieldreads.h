#pragma once

#include <QHash>
#include <QSet>
#include <QString>

#include <optional>
#include <utility>

namespace adjutant::rules {

// Which units' fields the evaluators on this thread read while a log is open: (unit id, field id).
// The odds of a procedure use it to know what a part of the procedure depends on, so that states
// that differ only in fields it never reads share one answer. Logs nest: what an inner log saw is
// passed to the one around it when it closes.
class FieldReads
{
public:
    // What a threshold on a field (at least, at most a fixed number) logs: the field itself (what
    // a question shows of a unit), or the comparison (comparisonPrefix; the odds, which need only
    // its answer). A log opened inside another logs as that one does.
    enum class Comparisons { AsFields, AsAnswers };
    // What a read of one field of a figure (or his role) logs: the whole figure (figure()), or
    // that field of him alone (figureField(); the odds, whose states then merge where they differ
    // only in what is never read of a man, the old wounds of one already down). A log opened
    // inside another logs as that one does.
    enum class Figures { Whole, ByField };
    // `inputsKept`: the numbers kept (input.NAME) whose reads are logged (inputs()); none when
    // null. A log opened inside another logs those that one does.
    explicit FieldReads(Comparisons comparisons = Comparisons::AsFields,
                        const QSet<QString> *inputsKept = nullptr, Figures figures = Figures::Whole);
    ~FieldReads();
    FieldReads(const FieldReads &) = delete;
    FieldReads &operator=(const FieldReads &) = delete;

    QSet<std::pair<QString, QString>> seen;
    const Comparisons comparisons;
    const QSet<QString> *const inputsKept;
    const Figures figureReads;
    // The field id under which a read of a unit's figures (any of them, their fields or roles) is
    // logged: a part of a procedure that reads them depends on them all.
    static QString figures() { return QStringLiteral("#figures"); }
    // The field id under which a read of one figure (its role or any of its fields) is logged: a
    // part of a procedure that reads only the figures of one bout depends on those alone.
    static QString figure(const QString &figureId) { return figurePrefix() + figureId; }
    static QString figurePrefix() { return QStringLiteral("#figure:"); }
    // The field id under which a read of one field of one figure is logged (Figures::ByField):
    // a part of a procedure that reads only whether a man is down depends on that alone.
    static QString figureField(const QString &figureId, const QString &field)
    {
        return figurePrefix() + figureId + u'\x1f' + field;
    }
    // The field figureField names for a figure's role: "role", as an effect and a total over the
    // figures name it (no field of a figure may take that name).
    static QString roleField() { return QStringLiteral("role"); }
    // A read of one figure (figure() or figureField()): the figure it names and the field read of
    // him, empty where it is the whole figure; nothing for any other read.
    struct FigureRead {
        QStringView figure;
        QStringView field;
    };
    static std::optional<FigureRead> figureRead(QStringView read)
    {
        if (!read.startsWith(figurePrefix()))
            return std::nullopt;
        const QStringView rest = read.mid(figurePrefix().size());
        const qsizetype cut = rest.indexOf(u'\x1f');
        if (cut < 0)
            return FigureRead{rest, {}};
        return FigureRead{rest.left(cut), rest.mid(cut + 1)};
    }
    // The same read of another figure.
    static QString onFigure(const FigureRead &read, const QString &figureId)
    {
        return read.field.isEmpty() ? figure(figureId) : figureField(figureId, read.field.toString());
    }
    // The field id under which a threshold on one of a unit's fields is logged
    // (Evaluator::comparisonRead): a part of a procedure that only asks whether a squad still has
    // ten standing depends on that answer, not on how many stand.
    static QString comparisonPrefix() { return QStringLiteral("#holds:"); }
    // The field id under which the removal check is logged (Resolver::spent): whether the unit's
    // losses reach its limit, not how many they are.
    static QString spent() { return QStringLiteral("#spent"); }
    // The field id under which whether a unit has a figure left that no bout still to come can
    // strike is logged (Machine::fightersLeft; who is left when the last side standing wins).
    // Its value on a state: that answer, and where it is no, which figures still to fight stand.
    static QString fightersLeft() { return QStringLiteral("#fighters-left"); }
    // The unit id under which a read of a number kept (input.NAME, one of inputsKept) is logged,
    // by its name: a part of a procedure that never reads a number kept does not depend on it.
    static QString inputs() { return QStringLiteral("#input"); }
    // The unit id under which a fight's tallies are logged (the odds' own reads, not an
    // evaluator's): fightLead() when only who leads by how much was read (who wins the fight),
    // fightTallies() when the tallies themselves were, once kept as numbers.
    static QString fight() { return QStringLiteral("#fight"); }
    static QString fightLead() { return QStringLiteral("lead"); }
    static QString fightTallies() { return QStringLiteral("tallies"); }
    // The unit id under which a read of a unit as a simultaneous fight began is logged (the odds'
    // own, for the bouts fought on it): the unit's id after this prefix, the field as any read.
    static QString atFightStartPrefix() { return QStringLiteral("#start:"); }

    // The log open on this thread, or none.
    static FieldReads *current();
    static void note(const QString &unit, const QString &field);
    // A read of one field (or roleField()) of one of the unit's figures, as the log open logs it.
    static void noteFigure(const QString &unit, const QString &figureId, const QString &field);

    // While one lives, reads are not logged (a lookup that only compares, a merge of results).
    class Pause
    {
    public:
        Pause();
        ~Pause();
        Pause(const Pause &) = delete;
        Pause &operator=(const Pause &) = delete;
        FieldReads *outer() const { return m_was; } // the log paused

    private:
        FieldReads *m_was;
    };

private:
    FieldReads *m_outer;
};

} // namespace adjutant::rules
