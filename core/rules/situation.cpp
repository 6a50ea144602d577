#include "situation.h"

#include "fieldreads.h"
#include "limits.h"
#include "procedure.h"
#include "wording.h"

namespace adjutant::rules {

Situation situationWithUnits(const Situation &base, const QHash<QString, QString> &roles,
                             const QHash<QString, UnitState> &units)
{
    Situation s = base;
    s.units.clear();
    for (auto it = roles.begin(); it != roles.end(); ++it)
        if (const auto u = units.constFind(it.value()); u != units.cend())
            s.units.insert(it.key(), *u);
    return s;
}

const UnitState *Evaluator::unit(const QString &role) const
{
    if (m_roles) {
        if (const auto id = m_roles->constFind(role); id != m_roles->cend())
            if (const auto it = m_units->constFind(*id); it != m_units->cend())
                return &*it;
    } else if (const auto it = m_situation.units.constFind(role); it != m_situation.units.constEnd()) {
        return &*it;
    }
    // The generals over the actor ("commander"), when the battle knows them and they are in play.
    const auto general = m_situation.superiors.constFind(role);
    return general == m_situation.superiors.constEnd() ? nullptr : &*general;
}

namespace {
thread_local FieldReads *t_reads = nullptr;
} // namespace

FieldReads::FieldReads(Comparisons c, const QSet<QString> *kept, Figures figures)
    : comparisons(t_reads && t_reads->comparisons == Comparisons::AsAnswers ? Comparisons::AsAnswers : c),
      inputsKept(t_reads && t_reads->inputsKept ? t_reads->inputsKept : kept),
      figureReads(t_reads && t_reads->figureReads == Figures::ByField ? Figures::ByField : figures),
      m_outer(t_reads)
{
    t_reads = this;
}

FieldReads::~FieldReads()
{
    t_reads = m_outer;
    if (m_outer)
        m_outer->seen.unite(seen);
}

FieldReads *FieldReads::current()
{
    return t_reads;
}

void FieldReads::note(const QString &unit, const QString &field)
{
    if (t_reads)
        t_reads->seen.insert({unit, field});
}

void FieldReads::noteFigure(const QString &unit, const QString &figureId, const QString &field)
{
    if (t_reads)
        t_reads->seen.insert(
            {unit,
             t_reads->figureReads == Figures::ByField ? figureField(figureId, field) : figure(figureId)});
}

FieldReads::Pause::Pause() : m_was(t_reads)
{
    t_reads = nullptr;
}

FieldReads::Pause::~Pause()
{
    t_reads = m_was;
}

QVariant Evaluator::fieldValue(const UnitState &u, const QString &fieldId) const
{
    if (t_reads)
        t_reads->seen.insert({u.id, fieldId});
    if (const auto it = u.fields.constFind(fieldId); it != u.fields.constEnd())
        return *it;
    const Field *f = m_rs.field(fieldId);
    return f ? f->defaultValue : QVariant();
}

const Figure *Evaluator::focused(const UnitState &u, const QString &field) const
{
    QString id;
    if (!m_focusUnit.isEmpty() && u.id == m_focusUnit) {
        if (m_walking)
            return m_walking; // a walk over the figures, which said it read them all
        id = m_focusFigure;
    } else {
        const auto it = m_situation.focus.constFind(u.id);
        if (it == m_situation.focus.constEnd())
            return nullptr; // no figure in question: which one is, is the situation's to say
        id = *it;
    }
    FieldReads::noteFigure(u.id, id, field);
    for (const Figure &f : u.figures)
        if (f.id == id)
            return &f;
    return nullptr;
}

QVariant Evaluator::figureValue(const Figure &figure, const QString &fieldId) const
{
    if (const auto it = figure.fields.constFind(fieldId); it != figure.fields.constEnd())
        return *it;
    const Field *f = m_rs.figures ? m_rs.figures->field(fieldId) : nullptr;
    return f ? f->defaultValue : QVariant();
}

int Evaluator::overFigures(const Value &v, int result) const
{
    const UnitState *u = unit(v.ref.role);
    if (!u)
        return 0;
    // Each figure in turn as the unit's figure: the count or the sum of those `where` holds for.
    // The walk reads the unit's figures (said once), and sets the figure in question in place.
    if (t_reads)
        t_reads->seen.insert({u->id, FieldReads::figures()});
    const FieldReads::Pause saidOnce;
    const QString wasUnit = m_focusUnit;
    const QString wasFigure = m_focusFigure;
    const Figure *wasWalking = m_walking;
    m_focusUnit = u->id;
    qint64 total = 0;
    for (const Figure &f : u->figures) {
        m_focusFigure = f.id;
        m_walking = &f;
        if (v.where && !holds(*v.where))
            continue;
        total += v.kind == Value::Kind::FigureCount ? 1 : value(v.args.front(), result);
        total = Limits::bounded(total);
    }
    m_focusUnit = wasUnit;
    m_focusFigure = wasFigure;
    m_walking = wasWalking;
    return int(total);
}

QString Evaluator::optionChoice(const QString &optionId) const
{
    if (const auto it = m_situation.options.constFind(optionId); it != m_situation.options.constEnd())
        return *it;
    const Option *o = m_rs.option(optionId);
    return o ? o->defaultChoice : QString();
}

QVariant Evaluator::read(const Reference &ref) const
{
    switch (ref.source) {
    case Reference::Source::Input: {
        if (t_reads && t_reads->inputsKept && t_reads->inputsKept->contains(ref.name))
            t_reads->seen.insert({FieldReads::inputs(), ref.name});
        if (const auto it = m_situation.inputs.constFind(ref.name); it != m_situation.inputs.constEnd())
            return *it;
        if (const Test *t = m_rs.test(m_testId))
            for (const TestInput &in : t->inputs)
                if (in.id == ref.name && in.hasDefault)
                    return in.defaultValue;
        return QVariant();
    }
    case Reference::Source::Option:
        return optionChoice(ref.name);
    case Reference::Source::Step:
        return m_situation.step;
    default:
        break;
    }
    const UnitState *u = unit(ref.role);
    if (!u)
        return QVariant();
    // Looked up only where read: most reads are of a field, read thousands of times a replay.
    const auto type = [&] { return m_rs.unitType(u->type); };
    switch (ref.source) {
    case Reference::Source::Field:
        return fieldValue(*u, ref.name);
    case Reference::Source::FieldStepAttribute: {
        const Field *f = m_rs.field(ref.name);
        const Ladder *l = f ? m_rs.ladder(f->ladder) : nullptr;
        const LadderStep *s = l ? l->step(fieldValue(*u, ref.name).toString()) : nullptr;
        return s ? s->attributes.value(ref.attribute) : QVariant();
    }
    case Reference::Source::TypeAttribute:
        if (const UnitType *t = type())
            return t->attributes.value(ref.name);
        return QVariant();
    case Reference::Source::TypeId:
        return u->type;
    case Reference::Source::Arm:
        if (const UnitType *t = type())
            return t->arm;
        return QString();
    case Reference::Source::Chief:
        return u->chief;
    case Reference::Source::FigureField:
        if (const Figure *f = focused(*u, ref.name))
            return figureValue(*f, ref.name);
        if (const Field *f = m_rs.figures ? m_rs.figures->field(ref.name) : nullptr)
            return f->defaultValue; // no figure picked: as a figure never hurt
        return QVariant();
    case Reference::Source::FigureRole:
        if (const Figure *f = focused(*u, FieldReads::roleField()))
            return f->role;
        return QString();
    case Reference::Source::Phasing:
        return u->phasing;
    case Reference::Source::Commanders:
        return u->commanders;
    case Reference::Source::Input:
    case Reference::Source::Option:
    case Reference::Source::Step:
        break;
    }
    return QVariant();
}

int Evaluator::number(const Reference &ref) const
{
    return numberOf(m_rs, ref, read(ref));
}

int Evaluator::numberOf(const Ruleset &rs, const Reference &ref, const QVariant &v)
{
    if (ref.source == Reference::Source::Field) {
        const Field *f = rs.field(ref.name);
        if (f && f->kind == FieldKind::Ladder) {
            const Ladder *l = rs.ladder(f->ladder);
            const LadderStep *s = l ? l->step(v.toString()) : nullptr;
            return s ? s->value : 0;
        }
    }
    if (v.typeId() == QMetaType::Bool)
        return v.toBool() ? 1 : 0;
    return Limits::bounded(v.toLongLong());
}

int Evaluator::value(const Value &v, int result) const
{
    switch (v.kind) {
    // Within Limits::kMaxMagnitude at every step, so that no sum or product overflows.
    case Value::Kind::Constant:
        return Limits::bounded(v.constant);
    case Value::Kind::Ref:
        return number(v.ref);
    case Value::Kind::Result:
        return Limits::bounded(result);
    case Value::Kind::Sum: {
        int sum = 0;
        for (const Value &a : v.args)
            sum = Limits::bounded(qint64(sum) + value(a, result));
        return sum;
    }
    case Value::Kind::Product: {
        int product = 1;
        for (const Value &a : v.args)
            product = Limits::bounded(qint64(product) * value(a, result));
        return product;
    }
    case Value::Kind::Quotient:
    case Value::Kind::Percent: {
        const qint64 a = value(v.args.at(0), result);
        const qint64 b = value(v.args.at(1), result);
        if (b == 0)
            return 0;
        // Whole steps, rounded down: "each full 10%", "33% means a third or more".
        return Limits::bounded(v.kind == Value::Kind::Percent ? (100 * a) / b : a / b);
    }
    case Value::Kind::Choose:
        for (const auto &[when, then] : v.choices)
            if (holds(when))
                return value(then, result);
        return v.otherwise.empty() ? 0 : value(v.otherwise.front(), result);
    case Value::Kind::FigureCount:
    case Value::Kind::FigureSum:
        return overFigures(v, result);
    }
    return 0;
}

QString Evaluator::describe(const Value &v) const
{
    const auto parts = [this](const std::vector<Value> &args) {
        QStringList out;
        for (const Value &a : args)
            out.append(describe(a));
        return out;
    };
    // A sum inside arithmetic keeps its one pair of brackets: "(the unit's Hits + 1) × 2".
    const auto operand = [this](const Value &a) -> QString {
        if (a.kind == Value::Kind::Choose)
            return u'(' + describe(a) + u')'; // its branches kept together: "3 × (2 when …, otherwise 1)"
        if (a.kind != Value::Kind::Sum)
            return describe(a);
        QStringList terms;
        for (const Value &t : a.args)
            terms.append(describe(t));
        return u'(' + terms.join(QStringLiteral(" + ")) + u')';
    };
    const auto operands = [&operand](const std::vector<Value> &args) {
        QStringList out;
        for (const Value &a : args)
            out.append(operand(a));
        return out;
    };
    switch (v.kind) {
    case Value::Kind::Constant:
        return QString::number(v.constant);
    case Value::Kind::Ref:
        return describe(v.ref);
    case Value::Kind::Result:
        return tr("the result");
    case Value::Kind::Sum:
        //: Numbers added up: "the sum of the unit's casualties and 2" (no brackets to nest).
        return tr("the sum of %1").arg(joined(parts(v.args), true));
    case Value::Kind::Product:
        return operands(v.args).join(QStringLiteral(" × "));
    case Value::Kind::Quotient:
        return tr("%1 ÷ %2").arg(operand(v.args.at(0)), operand(v.args.at(1)));
    case Value::Kind::Percent:
        return tr("%1 as a percentage of %2").arg(operand(v.args.at(0)), operand(v.args.at(1)));
    case Value::Kind::Choose: {
        // Said as its rule, branch by branch, never as the number it comes to here ("0 here"):
        // "10 when the unit's Quality is A, 4 when …, otherwise 1". The number is shown beside it
        // where there is a situation to work it out in.
        QStringList branches;
        for (const ValueChoice &c : v.choices)
            //: one branch of a number that depends on the situation: "2 when the unit is elite"
            branches.append(tr("%1 when %2", "a number's branch").arg(describe(c.value), describe(c.when)));
        const QString otherwise = v.otherwise.empty() ? QStringLiteral("0") : describe(v.otherwise.front());
        //: the last branch of such a number: "…, otherwise 0"
        branches.append(tr("otherwise %1", "a number's last branch").arg(otherwise));
        return branches.join(tr(", ", "between a number's branches"));
    }
    case Value::Kind::FigureCount:
        return v.ref.role == u"target" ? tr("the target's figures counted")
                                       : tr("the unit's figures counted");
    case Value::Kind::FigureSum:
        return tr("%1, added up over the figures").arg(describe(v.args.front()));
    }
    return v.text;
}

bool Evaluator::ticked(const QString &id) const
{
    const qsizetype colon = id.indexOf(u':');
    if (colon < 0)
        return m_situation.ticked.contains(id) || m_situation.tickedByTest.value(m_testId).contains(id);
    const QString modifier = id.left(colon);
    const QString choice = id.mid(colon + 1);
    const QString chosen
        = m_situation.chosenByTest.value(m_testId).value(modifier, m_situation.chosen.value(modifier));
    return chosen == choice;
}

bool Evaluator::holds(const Condition &c) const
{
    switch (c.kind) {
    case Condition::Kind::Ticked:
        return ticked(c.ticked);
    case Condition::Kind::All:
        return std::all_of(c.children.begin(), c.children.end(),
                           [this](const Condition &x) { return holds(x); });
    case Condition::Kind::Any:
        return std::any_of(c.children.begin(), c.children.end(),
                           [this](const Condition &x) { return holds(x); });
    case Condition::Kind::Not:
        return !c.children.isEmpty() && !holds(c.children.first());
    case Condition::Kind::Compare:
        break;
    }
    if (c.computed) {
        const int n = value(*c.computed);
        const int want = c.values.value(0).toInt();
        return c.op == Condition::Op::AtLeast ? n >= want
            : c.op == Condition::Op::AtMost   ? n <= want
                                              : n == want;
    }
    // Only a threshold is logged as its answer: what it tells apart (ten standing or not) is
    // coarser than the count, where a match on a flag or a choice is as fine as its value and
    // would only cost the odds more lookups.
    if (t_reads && t_reads->comparisons == FieldReads::Comparisons::AsAnswers
        && c.what.source == Reference::Source::Field
        && (c.op == Condition::Op::AtLeast || c.op == Condition::Op::AtMost)) {
        // What depends on this depends on the answer alone (comparisonHolds works it out again).
        if (const UnitState *u = unit(c.what.role)) {
            FieldReads *log = t_reads;
            t_reads = nullptr;
            const bool answer = compare(c);
            t_reads = log;
            log->seen.insert({u->id, comparisonRead(c)});
            return answer;
        }
    }
    return compare(c);
}

namespace {

// A condition's value as comparisonRead writes it: its type, then its text, which reads back
// as the same value (numbers as the shortest text that does).
QString writtenValue(const QVariant &v)
{
    return QString::number(v.typeId()) + u':' + v.toString();
}

QVariant readValue(QStringView written)
{
    const qsizetype colon = written.indexOf(u':');
    QVariant v(written.mid(colon + 1).toString());
    v.convert(QMetaType(written.left(colon).toInt()));
    return v;
}

} // namespace

QString Evaluator::comparisonRead(const Condition &c)
{
    // Written once per condition of the ruleset (the odds judge each many thousand times); a
    // condition at the same address is checked to compare the same way, so a condition made and
    // dropped where another stood before is written afresh.
    struct Written {
        Condition::Op op;
        QString field;
        QVariantList values;
        QString read;
    };
    thread_local QHash<const Condition *, Written> written;
    const auto same = [&c](const Written &w) {
        if (w.op != c.op || w.field != c.what.name || w.values.size() != c.values.size())
            return false;
        for (qsizetype i = 0; i < c.values.size(); ++i)
            if (w.values.at(i).typeId() != c.values.at(i).typeId() || w.values.at(i) != c.values.at(i))
                return false;
        return true;
    };
    if (const auto it = written.constFind(&c); it != written.constEnd() && same(*it))
        return it->read;
    QString k = FieldReads::comparisonPrefix() + QString::number(int(c.op)) + u'\x1d' + c.what.name;
    for (const QVariant &v : c.values)
        k += u'\x1d' + writtenValue(v);
    written.insert(&c, {c.op, c.what.name, c.values, k});
    return k;
}

bool Evaluator::comparisonHolds(const Ruleset &ruleset, const UnitState &unit, const QString &read)
{
    // Each comparison read back once per thread (a ruleset has a few dozen).
    thread_local QHash<QString, Condition> known;
    auto c = known.constFind(read);
    if (c == known.constEnd()) {
        const QList<QStringView> parts
            = QStringView(read).mid(FieldReads::comparisonPrefix().size()).split(u'\x1d');
        Condition made;
        made.op = Condition::Op(parts.at(0).toInt());
        made.what.source = Reference::Source::Field;
        made.what.name = parts.at(1).toString();
        for (qsizetype i = 2; i < parts.size(); ++i)
            made.values.append(readValue(parts.at(i)));
        c = known.insert(read, made);
    }
    const FieldReads::Pause quiet;
    return matches(ruleset, *c, Evaluator(ruleset, Situation()).fieldValue(unit, c->what.name));
}

bool Evaluator::compare(const Condition &c) const
{
    return matches(m_rs, c, read(c.what));
}

bool Evaluator::matches(const Ruleset &rs, const Condition &c, const QVariant &v)
{
    const auto same = [&](const QVariant &want) {
        if (want.typeId() == QMetaType::Bool)
            return v.toBool() == want.toBool();
        if (want.typeId() == QMetaType::Double || want.typeId() == QMetaType::Int
            || want.typeId() == QMetaType::LongLong)
            return numberOf(rs, c.what, v) == want.toInt();
        return v.toString() == want.toString();
    };
    switch (c.op) {
    case Condition::Op::Is:
        return !c.values.isEmpty() && same(c.values.first());
    case Condition::Op::In:
        return std::any_of(c.values.begin(), c.values.end(), same);
    case Condition::Op::AtLeast:
        return numberOf(rs, c.what, v) >= c.values.value(0).toInt();
    case Condition::Op::AtMost:
        return numberOf(rs, c.what, v) <= c.values.value(0).toInt();
    }
    return false;
}

QString Evaluator::roleWords(const QString &role, bool possessive) const
{
    if (role == u"target")
        return possessive ? tr("the target's") : tr("the target");
    if (role == u"commander")
        return possessive ? tr("its commander's") : tr("its commander");
    if (m_rs.procedures)
        for (const Procedure &p : *m_rs.procedures)
            if (const ProcedureRole *r = p.role(role))
                return possessive ? tr("the %1's").arg(r->doc.name) : tr("the %1").arg(r->doc.name);
    return possessive ? tr("the unit's") : tr("the unit");
}

QString Evaluator::owned(const QString &role, const QString &thing) const
{
    // One whole phrase per role, so that a translator puts the owner where the language wants it
    // ("Moralzustand der Einheit", "l'état de moral de l'unité").
    if (role == u"target")
        return tr("the target's %1", "something of the unit a test is against").arg(thing);
    if (role == u"commander")
        return tr("its commander's %1").arg(thing);
    if (m_rs.procedures)
        for (const Procedure &p : *m_rs.procedures)
            if (const ProcedureRole *r = p.role(role))
                //: Something of a unit a procedure names by its part: "the Supported gun's arm".
                return tr("the %1's %2").arg(r->doc.name, thing);
    return tr("the unit's %1", "something of the unit taking the test").arg(thing);
}

QString Evaluator::describe(const Reference &ref) const
{
    switch (ref.source) {
    case Reference::Source::Field: {
        const Field *f = m_rs.field(ref.name);
        return owned(ref.role, f ? f->doc.name : Wording::plainWords(ref.name));
    }
    case Reference::Source::FieldStepAttribute: {
        const Field *f = m_rs.field(ref.name);
        //: A number that goes with a unit's rating: "the command radius of the unit's leader rating".
        return tr("the %1 of %2")
            .arg(Wording::plainWords(ref.attribute),
                 owned(ref.role, f ? f->doc.name : Wording::plainWords(ref.name)));
    }
    case Reference::Source::TypeAttribute:
        return owned(ref.role, Wording::plainWords(ref.name));
    case Reference::Source::TypeId:
        return owned(ref.role, tr("type", "a unit's type"));
    case Reference::Source::Arm:
        return owned(ref.role, tr("arm", "a unit's arm: infantry, cavalry, artillery"));
    case Reference::Source::Chief:
        return owned(ref.role, tr("standing as commander-in-chief"));
    case Reference::Source::FigureField: {
        const Field *f = m_rs.figures ? m_rs.figures->field(ref.name) : nullptr;
        const QString name = f ? f->doc.name : Wording::plainWords(ref.name);
        return ref.role == u"target" ? tr("the target's figure's %1").arg(name)
                                     : tr("the figure's %1").arg(name);
    }
    case Reference::Source::FigureRole:
        return ref.role == u"target" ? tr("the target's figure's role") : tr("the figure's role");
    case Reference::Source::Phasing:
        return ref.role == u"target" ? tr("the target's side's phase") : tr("the unit's side's phase");
    case Reference::Source::Step:
        return tr("the step of the turn");
    case Reference::Source::Commanders:
        return ref.role == u"target" ? tr("the target's commanders still in play over it")
                                     : tr("the unit's commanders still in play over it");
    case Reference::Source::Input:
        return tr("the %1 entered").arg(inputName(ref.name));
    case Reference::Source::Option: {
        const Option *o = m_rs.option(ref.name);
        return tr("the option \"%1\"").arg(o ? o->doc.name : Wording::plainWords(ref.name));
    }
    }
    return ref.text;
}

QString Evaluator::inputName(const QString &id) const
{
    // This test's input first; another test's of the same id names it as well.
    if (const Test *t = m_rs.test(m_testId))
        for (const TestInput &in : t->inputs)
            if (in.id == id)
                return Wording::inSentence(in.doc.name);
    for (const Test &t : m_rs.tests)
        for (const TestInput &in : t.inputs)
            if (in.id == id && !in.doc.name.isEmpty())
                return Wording::inSentence(in.doc.name);
    return Wording::plainWords(id);
}

QString Evaluator::modifierName(const QString &ticked) const
{
    const qsizetype colon = ticked.indexOf(u':');
    const QString id = colon < 0 ? ticked : ticked.left(colon);
    const QString choice = colon < 0 ? QString() : ticked.mid(colon + 1);
    const auto named = [&](const Modifier &m) -> std::optional<QString> {
        if (m.id != id)
            return std::nullopt;
        for (const ModifierChoice &c : m.choices)
            if (c.id == choice)
                return tr("%1: %2").arg(m.doc.name, c.doc.name);
        return m.doc.name;
    };
    if (const Test *t = m_rs.test(m_testId))
        for (const Modifier &m : t->modifiers)
            if (const auto n = named(m))
                return *n;
    for (const Test &t : m_rs.tests)
        for (const Modifier &m : t.modifiers)
            if (const auto n = named(m))
                return *n;
    return Wording::plainWords(ticked);
}

QString Evaluator::stepName(const QString &id) const
{
    if (m_rs.activation)
        for (const Phase &p : m_rs.activation->phases) {
            for (const Segment &seg : p.segments)
                if (seg.id == id)
                    return Wording::segmentName(m_rs, seg);
            if (p.id == id)
                return p.doc.name;
        }
    return Wording::plainWords(id);
}

QString Evaluator::valueName(const Reference &ref, const QVariant &value) const
{
    if (ref.source == Reference::Source::Step)
        return stepName(value.toString());
    if (ref.source == Reference::Source::Field)
        if (const Field *f = m_rs.field(ref.name))
            return Wording::fieldValue(m_rs, *f, value);
    if (ref.source == Reference::Source::TypeId)
        if (const UnitType *t = m_rs.unitType(value.toString()))
            return t->doc.name;
    if (ref.source == Reference::Source::Arm) {
        // The arms the rulesets use, in the reader's language; another arm by its id in words.
        const QString arm = value.toString();
        if (arm == u"infantry")
            return tr("infantry", "an arm");
        if (arm == u"cavalry")
            return tr("cavalry", "an arm");
        if (arm == u"artillery")
            return tr("artillery", "an arm");
        if (arm == u"commander")
            return tr("a commander", "an arm");
        if (arm == u"officer")
            return tr("an officer", "an arm");
        if (arm == u"boat")
            return tr("a boat", "an arm");
    }
    if (ref.source == Reference::Source::FigureRole && m_rs.figures)
        if (const FigureRole *r = m_rs.figures->role(value.toString()))
            return r->doc.name;
    if (ref.source == Reference::Source::FigureField && m_rs.figures)
        if (const Field *f = m_rs.figures->field(ref.name))
            return Wording::fieldValue(m_rs, *f, value);
    if (ref.source == Reference::Source::Option)
        if (const Option *o = m_rs.option(ref.name))
            for (const OptionChoice &c : o->choices)
                if (c.id == value.toString())
                    return c.doc.name;
    if (value.typeId() == QMetaType::Bool)
        return value.toBool() ? tr("yes") : tr("no");
    if (value.typeId() == QMetaType::QString)
        return Wording::plainWords(value.toString());
    return Wording::number(value.toLongLong());
}

QString Evaluator::joined(const QStringList &parts, bool all)
{
    if (parts.size() < 2)
        return parts.value(0);
    const QString head = parts.mid(0, parts.size() - 1).join(tr(", ", "between conditions but the last two"));
    //: The last two of several conditions that must all hold ("A, B and C").
    return all ? tr("%1 and %2").arg(head, parts.last())
               //: The last two of several conditions of which one must hold ("A, B or C").
               : tr("%1 or %2").arg(head, parts.last());
}

QString Evaluator::describe(const Condition &c) const
{
    return describe(c, false);
}

QString Evaluator::describe(const Condition &c, bool negated) const
{
    // The ruleset's own words, when it gave them; a negated condition is spelled out instead.
    if (!c.says.isEmpty() && !negated)
        return c.says;
    // "not" is pushed down to the comparisons, so that no sentence reads "not (...)".
    const bool all = (c.kind == Condition::Kind::All) != negated;
    switch (c.kind) {
    case Condition::Kind::All:
    case Condition::Kind::Any: {
        QStringList parts;
        for (const Condition &child : c.children) {
            const bool childAll = (child.kind == Condition::Kind::All) != negated;
            // A mixed and/or group reads one way only without brackets: "either ... or ...",
            // "both ... and ..." (a group inside that is read as its own words where it has them).
            const bool group = (child.kind == Condition::Kind::All || child.kind == Condition::Kind::Any)
                && childAll != all && child.children.size() > 1 && (child.says.isEmpty() || negated);
            const QString text = describe(child, negated);
            parts.append(
                group ? (childAll ? tr("both %1", "a group of conditions that must all hold").arg(text)
                                  : tr("either %1", "a group of conditions of which one must hold").arg(text))
                      : text);
        }
        return joined(parts, all);
    }
    case Condition::Kind::Not:
        return c.children.isEmpty() ? QString() : describe(c.children.first(), !negated);
    case Condition::Kind::Ticked:
        return negated ? tr("\"%1\" is not ticked").arg(modifierName(c.ticked))
                       : tr("\"%1\" is ticked").arg(modifierName(c.ticked));
    case Condition::Kind::Compare:
        break;
    }
    const QString what = c.computed ? describe(*c.computed) : describe(c.what);
    const bool figure = c.what.source == Reference::Source::FigureField;
    const Field *flag = c.computed                  ? nullptr
        : c.what.source == Reference::Source::Field ? m_rs.field(c.what.name)
        : figure && m_rs.figures                    ? m_rs.figures->field(c.what.name)
                                                    : nullptr;
    if (flag && flag->kind != FieldKind::Flag)
        flag = nullptr;
    switch (c.op) {
    case Condition::Op::Is:
        if (c.what.source == Reference::Source::Phasing && !c.computed) {
            const bool phasing = c.values.value(0).toBool() != negated;
            const QString who = c.what.role == u"target" ? tr("the target") : tr("the unit");
            return phasing ? tr("%1 is of the side whose phase it is").arg(who)
                           : tr("%1 is of the side whose phase it is not").arg(who);
        }
        if (c.what.source == Reference::Source::Step && !c.computed) {
            const QString step = stepName(c.values.value(0).toString());
            return negated ? tr("the turn is not in its %1 step").arg(step)
                           : tr("the turn is in its %1 step").arg(step);
        }
        if (c.what.source == Reference::Source::Chief && !c.computed) {
            const bool chief = c.values.value(0).toBool() != negated;
            const QString who = roleWords(c.what.role, false);
            return chief ? tr("%1 is its side's commander-in-chief").arg(who)
                         : tr("%1 is not its side's commander-in-chief").arg(who);
        }
        if (flag) {
            // A marker reads as a state: "the unit is Disordered", "the target is not Fired".
            const bool set = c.values.value(0).toBool() != negated;
            const QString who = figure
                ? (c.what.role == u"target" ? tr("the target's figure") : tr("the figure"))
                : roleWords(c.what.role, false);
            return set ? tr("%1 is %2").arg(who, flag->doc.name)
                       : tr("%1 is not %2").arg(who, flag->doc.name);
        }
        return negated ? tr("%1 is not %2").arg(what, valueName(c.what, c.values.value(0)))
                       : tr("%1 is %2").arg(what, valueName(c.what, c.values.value(0)));
    case Condition::Op::In: {
        QStringList names;
        for (const QVariant &v : c.values)
            names.append(valueName(c.what, v));
        if (!negated)
            return tr("%1 is %2").arg(what, names.join(tr(" or ")));
        return names.size() == 1 ? tr("%1 is not %2").arg(what, names.first())
                                 : tr("%1 is none of %2").arg(what, names.join(tr(", ")));
    }
    case Condition::Op::AtLeast: {
        const int n = c.values.value(0).toInt();
        return negated ? tr("%1 is at most %2").arg(what, Wording::number(qint64(n) - 1))
                       : tr("%1 is at least %2").arg(what, Wording::number(n));
    }
    case Condition::Op::AtMost: {
        const int n = c.values.value(0).toInt();
        return negated ? tr("%1 is at least %2").arg(what, Wording::number(qint64(n) + 1))
                       : tr("%1 is at most %2").arg(what, Wording::number(n));
    }
    }
    return {};
}

} // namespace adjutant::rules
