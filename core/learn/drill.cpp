#include "drill.h"
#include "text/punctuation.h"

#include "io/sidefile.h"
#include "rules/fieldreads.h"
#include "rules/figures.h"
#include "rules/orders.h"
#include "rules/testroles.h"
#include "rules/wording.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <random>

namespace adjutant::learn {

using namespace adjutant::rules;

namespace {

// A seeded source of small choices; std::mt19937_64 gives the same draws on every platform.
class Draw
{
public:
    explicit Draw(quint64 seed) : m_gen(seed) { }
    int below(qsizetype n)
    {
        if (n <= 1)
            return 0;
        return int(m_gen() % quint64(n));
    }
    int between(int low, int high) { return low + below(qsizetype(high) - low + 1); }
    bool chance(double p) { return double(m_gen() % 1000000) < p * 1000000.0; }
    quint64 next() { return m_gen(); }

private:
    std::mt19937_64 m_gen;
};

// Where units are figures (Chosen Men): the unit's own, each with a few wounds drawn now and then
// (a man down, a minor wound), and the totals they keep worked out from them.
void drawFigures(const Ruleset &rs, UnitState &u, Draw &draw)
{
    if (!rs.figures)
        return;
    Roster::ensure(rs, u);
    const QList<Figure> unhurt = u.figures;
    for (Figure &figure : u.figures)
        for (const Field &f : rs.figures->fields) {
            if (f.kind == FieldKind::Integer && f.maximum && *f.maximum > f.minimum && draw.chance(0.15))
                figure.fields.insert(f.id, draw.between(f.minimum, *f.maximum));
            else if (f.kind == FieldKind::Flag && draw.chance(0.1))
                figure.fields.insert(f.id, true);
        }
    // A unit stays in play: one with no figure standing keeps them all unhurt.
    if (std::none_of(u.figures.begin(), u.figures.end(),
                     [&](const Figure &f) { return Roster::standing(rs, u, f); }))
        u.figures = unhurt;
    Roster::settle(rs, u);
}

QString baseKey(const QString &key)
{
    const qsizetype colon = key.indexOf(u':');
    return colon < 0 ? key : key.left(colon);
}

bool isFormationField(const Ruleset &rs, const Field &f)
{
    return f.kind == FieldKind::Choice && (f.choicesFrom == u"formations" || f.id == rs.display.formation());
}

// The most an integer field may hold for a unit of this type while it stays in play.
int integerCap(const Ruleset &rs, const Field &f, const UnitType *type)
{
    int cap = f.maximum.value_or(f.minimum + 4);
    if (!f.maximumFrom.isEmpty() && type && type->attributes.contains(f.maximumFrom))
        cap = type->attributes.value(f.maximumFrom).toInt();
    if (f.id == rs.removalField && type && type->attributes.contains(rs.removalAtLeastFrom))
        cap = std::min(cap, type->attributes.value(rs.removalAtLeastFrom).toInt() - 1);
    return std::min(cap, f.minimum + 6); // a drill's unit is in play, not a statistic
}

QString modifierName(const Test &t, const AppliedModifier &m)
{
    if (m.choice.isEmpty())
        return m.doc.name;
    for (const Modifier &def : t.modifiers)
        if (def.id == m.id)
            for (const ModifierChoice &c : def.choices)
                if (c.id == m.choice)
                    return DrillMaker::tr("%1: %2").arg(m.doc.name, c.doc.name);
    return m.doc.name;
}

QString modifierLine(const DrillModifier &m)
{
    const QString value = Wording::signedNumber(m.value);
    return m.detail.isEmpty() ? DrillMaker::tr("%1 %2").arg(m.name, value)
                              : DrillMaker::tr("%1 %2 (%3)").arg(m.name, value, m.detail);
}

QStringList countingLines(const Drill &d)
{
    QStringList out;
    // What adds nothing is not spoken of ("Casualties 0"): only what moves the total.
    for (const DrillModifier &m : d.modifiers)
        if (m.counts && m.value != 0)
            out.append(DrillMaker::tr("Counts: %1").arg(modifierLine(m)));
    if (out.isEmpty())
        out.append(DrillMaker::tr("No modifier counts here."));
    return out;
}

// A wrong answer's missed modifiers: each one that counts and changes the total.
QStringList countingKeys(const Drill &d)
{
    QStringList out;
    for (const DrillModifier &m : d.modifiers)
        if (m.counts && m.value != 0)
            out.append(m.key);
    return out;
}

// What counts, then the modifiers' total and what the dice need with it; the missed ones when
// the answer is wrong.
void explainTheNeed(const Drill &d, DrillVerdict &v)
{
    v.explanation.clear();
    // Where the modifiers start from: the face a die needs before any of them.
    if (d.baseFace > 0)
        v.explanation.append(
            d.rollUnder ? DrillMaker::tr("Before modifiers a die passes on %1 or less.").arg(d.baseFace)
                        : DrillMaker::tr("Before modifiers a die needs %1+.").arg(d.baseFace));
    v.explanation += countingLines(d);
    v.explanation.append(
        DrillMaker::tr("Modifiers %1 in all: %2.").arg(Wording::signedNumber(d.total), d.needText));
    if (!v.right)
        v.missed.append(countingKeys(d));
}

// A score to ask for: one die (or a pool's), and a face between every face and none; the face
// needed and the face the target alone would need set in the drill.
bool askScoreNeeded(Drill &d, const Test &t, const TestSetup &setup)
{
    if (t.pool ? setup.dieSides.isEmpty() : setup.dieSides.size() != 1)
        return false;
    if (setup.dieTest.comparison == dice::Comparison::AtLeast) {
        d.neededFace = setup.dieTest.neededFace();
        d.baseFace = std::clamp(setup.dieTest.target, 1, d.dieSides);
        if (d.neededFace < 2 || d.neededFace > d.dieSides)
            return false; // every face or none: nothing to ask
    } else {
        d.rollUnder = true; // the highest face that passes on its score
        d.neededFace = setup.dieTest.target - setup.dieTest.modifier;
        d.baseFace = std::clamp(setup.dieTest.target, 1, d.dieSides);
        if (d.neededFace < 1 || d.neededFace >= d.dieSides)
            return false;
    }
    return true;
}

} // namespace

QString drillKindId(DrillKind kind)
{
    switch (kind) {
    case DrillKind::ModifierTotal:
        return QStringLiteral("total");
    case DrillKind::ScoreNeeded:
        return QStringLiteral("need");
    case DrillKind::WhichApply:
        return QStringLiteral("apply");
    case DrillKind::Likelihood:
        return QStringLiteral("odds");
    }
    return QString();
}

std::optional<DrillKind> drillKindFromId(const QString &id)
{
    for (int k = 0; k < kDrillKinds; ++k)
        if (drillKindId(DrillKind(k)) == id)
            return DrillKind(k);
    return std::nullopt;
}

int likelihoodBand(double p)
{
    if (p < 0.10)
        return 0;
    if (p < 0.30)
        return 1;
    if (p < 0.50)
        return 2;
    if (p < 0.70)
        return 3;
    if (p < 0.90)
        return 4;
    return 5;
}

QString likelihoodBandName(int band)
{
    switch (band) {
    case 0:
        return DrillMaker::tr("hardly ever (under 10%)");
    case 1:
        return DrillMaker::tr("now and then (10–30%)");
    case 2:
        return DrillMaker::tr("less often than not (30–50%)");
    case 3:
        return DrillMaker::tr("more often than not (50–70%)");
    case 4:
        return DrillMaker::tr("usually (70–90%)");
    case 5:
        return DrillMaker::tr("almost always (90% or more)");
    default:
        return QString();
    }
}

QSet<QString> Drill::counting() const
{
    QSet<QString> out;
    for (const DrillModifier &m : modifiers)
        if (m.counts)
            out.insert(m.key);
    return out;
}

// ---- checking ------------------------------------------------------------------------------

DrillVerdict checkDrill(const Drill &d, const DrillAnswer &a)
{
    DrillVerdict v;
    switch (d.kind) {
    case DrillKind::ModifierTotal:
        v.right = a.number == d.total;
        v.headline = v.right
            ? DrillMaker::tr("Right: the modifiers come to %1.").arg(Wording::signedNumber(d.total))
            : DrillMaker::tr("Not quite: the modifiers come to %1, not %2.")
                  .arg(Wording::signedNumber(d.total), Wording::signedNumber(a.number));
        v.explanation = countingLines(d);
        // What does not count although it might seem to: something the question showed as ticked
        // or chosen that the rule leaves out here (only what the question showed is spoken of).
        for (const DrillModifier &m : d.modifiers)
            if (!m.counts && m.onTable && !m.detail.isEmpty())
                v.explanation.append(DrillMaker::tr("Does not count: %1").arg(modifierLine(m)));
        if (!v.right)
            v.missed.append(countingKeys(d));
        break;
    case DrillKind::ScoreNeeded: {
        v.right = a.number == d.neededFace;
        const QString need = d.rollUnder ? DrillMaker::tr("%1 or less").arg(d.neededFace)
                                         : DrillMaker::tr("%1+").arg(d.neededFace);
        const QString given
            = d.rollUnder ? DrillMaker::tr("%1 or less").arg(a.number) : DrillMaker::tr("%1+").arg(a.number);
        v.headline = v.right ? DrillMaker::tr("Right: each die needs %1.").arg(need)
                             : DrillMaker::tr("Not quite: each die needs %1, not %2.").arg(need, given);
        explainTheNeed(d, v);
        break;
    }
    case DrillKind::WhichApply: {
        const QSet<QString> expected = d.counting();
        v.right = a.chosen == expected;
        int wrong = 0;
        for (const DrillModifier &m : d.modifiers) {
            const bool chosen = a.chosen.contains(m.key);
            if (chosen && m.counts) {
                v.explanation.append(DrillMaker::tr("Right to count %1").arg(modifierLine(m)));
            } else if (chosen) {
                ++wrong;
                v.missed.append(m.key);
                v.explanation.append(
                    DrillMaker::tr("%1 does not count here%2")
                        .arg(m.name, m.detail.isEmpty() ? QString() : text::Punctuation::colon() + m.detail));
            } else if (m.counts) {
                ++wrong;
                v.missed.append(m.key);
                v.explanation.append(DrillMaker::tr("Left out: %1").arg(modifierLine(m)));
            }
        }
        if (expected.isEmpty() && v.explanation.isEmpty())
            v.explanation.append(DrillMaker::tr("No modifier counts here."));
        v.headline = v.right
            ? DrillMaker::tr("Right: %n modifier(s), %1 in all.", nullptr, int(expected.size()))
                  .arg(Wording::signedNumber(d.total))
            : DrillMaker::tr("Not quite: %n mistake(s).", nullptr, wrong);
        break;
    }
    case DrillKind::Likelihood: {
        const int band = likelihoodBand(d.probability);
        // "Roughly": a chance within three points of a border may be called either side of it.
        const bool nearLower
            = band > 0 && a.band == band - 1 && d.probability < 0.10 + 0.2 * (band - 1) + 0.03;
        const bool nearUpper = band < kLikelihoodBands - 1 && a.band == band + 1
            && d.probability > (band == 0 ? 0.10 : 0.10 + 0.2 * band) - 0.03;
        v.right = a.band == band || nearLower || nearUpper;
        v.headline = v.right
            ? DrillMaker::tr("Right: %1 comes %2 of the time.")
                  .arg(d.outcomeName, Wording::percent(d.probability))
            : DrillMaker::tr("Not quite: %1 comes %2 of the time: %3.")
                  .arg(d.outcomeName, Wording::percent(d.probability), likelihoodBandName(band));
        explainTheNeed(d, v);
        break;
    }
    }
    return v;
}

// ---- progress ------------------------------------------------------------------------------

void DrillProgress::record(const Drill &drill, const DrillVerdict &verdict)
{
    ++asked;
    if (verdict.right) {
        ++right;
        bestStreak = std::max(bestStreak, ++streak);
    } else {
        streak = 0;
        missedKinds[drillKindId(drill.kind)] += 1;
    }
    for (const QString &key : verdict.missed) {
        missed[baseKey(key)] += 1;
        for (const DrillModifier &m : drill.modifiers)
            if (m.key == key)
                names.insert(baseKey(key), baseKey(m.name) == m.name ? m.name : m.name.section(u':', 0, 0));
    }
}

QStringList DrillProgress::mostMissed(int count) const
{
    QList<std::pair<int, QString>> order;
    for (auto it = missed.begin(); it != missed.end(); ++it)
        order.append({-it.value(), it.key()});
    std::sort(order.begin(), order.end());
    QStringList out;
    for (const auto &[negated, key] : order) {
        if (out.size() >= count)
            break;
        out.append(DrillMaker::tr("%1 (%2)").arg(names.value(key, Wording::plainWords(key)),
                                                 QString::number(-negated)));
    }
    return out;
}

QJsonObject DrillProgress::toJson() const
{
    QJsonObject m;
    for (auto it = missed.begin(); it != missed.end(); ++it)
        m.insert(it.key(), it.value());
    QJsonObject k;
    for (auto it = missedKinds.begin(); it != missedKinds.end(); ++it)
        k.insert(it.key(), it.value());
    QJsonObject n;
    for (auto it = names.begin(); it != names.end(); ++it)
        n.insert(it.key(), it.value());
    return {{QStringLiteral("asked"), asked},   {QStringLiteral("right"), right},
            {QStringLiteral("streak"), streak}, {QStringLiteral("bestStreak"), bestStreak},
            {QStringLiteral("missed"), m},      {QStringLiteral("missedKinds"), k},
            {QStringLiteral("names"), n}};
}

DrillProgress DrillProgress::fromJson(const QJsonObject &o)
{
    DrillProgress p;
    p.asked = std::max(0, o.value(u"asked").toInt());
    p.right = std::clamp(o.value(u"right").toInt(), 0, p.asked);
    p.streak = std::clamp(o.value(u"streak").toInt(), 0, p.asked);
    p.bestStreak = std::clamp(o.value(u"bestStreak").toInt(), p.streak, std::max(p.streak, p.asked));
    const QJsonObject m = o.value(u"missed").toObject();
    for (auto it = m.begin(); it != m.end(); ++it)
        if (it.value().toInt() > 0)
            p.missed.insert(it.key(), it.value().toInt());
    const QJsonObject k = o.value(u"missedKinds").toObject();
    for (auto it = k.begin(); it != k.end(); ++it)
        if (drillKindFromId(it.key()) && it.value().toInt() > 0)
            p.missedKinds.insert(it.key(), it.value().toInt());
    const QJsonObject n = o.value(u"names").toObject();
    for (auto it = n.begin(); it != n.end(); ++it)
        p.names.insert(it.key(), it.value().toString());
    return p;
}

DrillProgressFile::Loaded DrillProgressFile::load(const QString &path)
{
    Loaded out;
    QJsonObject root;
    const io::OwnFile own = io::SideFile::readOwn(path, kMaxBytes, [&](const QByteArray &data) {
        QJsonParseError parse;
        const QJsonDocument doc = QJsonDocument::fromJson(data, &parse);
        if (parse.error != QJsonParseError::NoError)
            return tr("%1 at byte %2").arg(parse.errorString(), QString::number(parse.offset));
        if (!doc.isObject())
            return tr("it is not a JSON object");
        root = doc.object();
        for (auto it = root.begin(); it != root.end(); ++it)
            if (!it.value().isObject())
                return tr("the progress of \"%1\" is not a JSON object").arg(it.key());
        return QString();
    });
    switch (own.state) {
    case io::OwnFile::State::Missing:
        break;
    case io::OwnFile::State::Read:
        for (auto it = root.begin(); it != root.end(); ++it)
            out.progress.insert(it.key(), DrillProgress::fromJson(it.value().toObject()));
        break;
    case io::OwnFile::State::MovedAside:
        out.notice = tr("Your drills' progress in %1 could not be read (%2). It was kept as %3, and your "
                        "drills start afresh.")
                         .arg(path, own.why, own.movedTo);
        break;
    case io::OwnFile::State::LeftAlone:
    case io::OwnFile::State::Stuck:
        out.notice = tr("Your drills' progress in %1 could not be read (%2). It was left as it is, and "
                        "drills are not recorded this time.")
                         .arg(path, own.why);
        break;
    }
    out.writable = own.writable();
    return out;
}

bool DrillProgressFile::save(const QString &path, const QHash<QString, DrillProgress> &progress,
                             QString *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!io::SideFile::mayWrite(path, error))
        return false;
    QJsonObject root;
    for (auto it = progress.begin(); it != progress.end(); ++it)
        root.insert(it.key(), it.value().toJson());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(root).toJson()) < 0 || !f.commit()) {
        *error = tr("cannot save the drills' progress in %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

// ---- making drills -------------------------------------------------------------------------

DrillMaker::DrillMaker(const Ruleset &ruleset, const battle::Scenario &scenario)
    : m_rs(ruleset), m_sc(scenario)
{
    for (const Test &t : m_rs.tests)
        if (!t.modifiers.isEmpty())
            m_tests.append(t.id);
}

DrillKind DrillMaker::nextKind(quint64 seed, const DrillProgress *progress)
{
    Draw draw(seed);
    int weights[kDrillKinds];
    int sum = 0;
    for (int k = 0; k < kDrillKinds; ++k) {
        weights[k] = 2 + (progress ? 2 * progress->missedKinds.value(drillKindId(DrillKind(k))) : 0);
        sum += weights[k];
    }
    int pick = draw.below(sum);
    for (int k = 0; k < kDrillKinds; ++k) {
        if (pick < weights[k])
            return DrillKind(k);
        pick -= weights[k];
    }
    return DrillKind::ModifierTotal;
}

rules::UnitState DrillMaker::drawState(const battle::ScenarioUnit &su, quint64 &seed) const
{
    Draw draw(seed);
    seed = draw.next();
    UnitState u;
    u.id = su.id;
    u.name = su.name;
    u.type = su.type;
    u.fields = su.fields;
    const UnitType *type = m_rs.unitType(su.type);
    for (const Field &f : m_rs.fields) {
        if (su.fields.contains(f.id))
            continue; // the order of battle's own: ratings, army
        if (m_rs.figures && m_rs.figures->total(f.id))
            continue; // counted from the figures, drawn below
        switch (f.kind) {
        case FieldKind::Ladder: {
            const Ladder *l = m_rs.ladder(f.ladder);
            if (l && !l->steps.isEmpty() && draw.chance(0.5))
                u.fields.insert(f.id, l->steps.at(draw.below(l->steps.size())).id);
            break;
        }
        case FieldKind::Integer: {
            const int cap = integerCap(m_rs, f, type);
            if (cap > f.minimum && draw.chance(0.6))
                u.fields.insert(f.id, draw.between(f.minimum, cap));
            break;
        }
        case FieldKind::Flag:
            if (draw.chance(0.3))
                u.fields.insert(f.id, true);
            break;
        case FieldKind::Choice: {
            QStringList choices = f.choices;
            if (isFormationField(m_rs, f) && type) {
                choices.clear();
                for (const QString &c : f.choices)
                    if (const Formation *fm = m_rs.formation(c); fm && Orders::mayForm(*type, *fm))
                        choices.append(c);
            }
            if (!choices.isEmpty() && draw.chance(0.5))
                u.fields.insert(f.id, choices.at(draw.below(choices.size())));
            break;
        }
        }
    }
    u.figures = su.figures;
    drawFigures(m_rs, u, draw);
    // A formation whose own requirement fails is left to the unit's default.
    const QString formation = u.fields.value(m_rs.display.formation()).toString();
    if (const Formation *fm = m_rs.formation(formation); fm && fm->requirement) {
        Situation s;
        s.units.insert(QStringLiteral("actor"), u);
        if (!Evaluator(m_rs, s).holds(*fm->requirement))
            u.fields.remove(m_rs.display.formation());
    }
    return u;
}

bool DrillMaker::legal(const UnitState &u, QString *why) const
{
    const UnitType *type = m_rs.unitType(u.type);
    if (!type) {
        *why = tr("no unit type %1").arg(u.type);
        return false;
    }
    if (u.removed) {
        *why = tr("%1 is out of play").arg(u.name);
        return false;
    }
    Situation s;
    s.units.insert(QStringLiteral("actor"), u);
    const Evaluator ev(m_rs, s);
    for (auto it = u.fields.begin(); it != u.fields.end(); ++it) {
        const Field *f = m_rs.field(it.key());
        if (!f) {
            *why = tr("no field %1").arg(it.key());
            return false;
        }
        const QVariant &v = it.value();
        switch (f->kind) {
        case FieldKind::Ladder:
            if (!m_rs.ladder(f->ladder) || m_rs.ladder(f->ladder)->indexOf(v.toString()) < 0) {
                *why = tr("%1 is no step of %2").arg(v.toString(), f->id);
                return false;
            }
            break;
        case FieldKind::Integer: {
            int max = f->maximum.value_or(1000000);
            if (!f->maximumFrom.isEmpty() && type->attributes.contains(f->maximumFrom))
                max = type->attributes.value(f->maximumFrom).toInt();
            if (v.toInt() < f->minimum || v.toInt() > max) {
                *why = tr("%1 = %2 is out of %3..%4")
                           .arg(f->id, QString::number(v.toInt()), QString::number(f->minimum),
                                QString::number(max));
                return false;
            }
            break;
        }
        case FieldKind::Flag:
            if (v.typeId() != QMetaType::Bool) {
                *why = tr("%1 is no flag").arg(f->id);
                return false;
            }
            break;
        case FieldKind::Choice:
            if (!f->choices.contains(v.toString())) {
                *why = tr("%1 is no choice of %2").arg(v.toString(), f->id);
                return false;
            }
            break;
        }
    }
    if (const Formation *fm = m_rs.formation(ev.fieldValue(u, m_rs.display.formation()).toString())) {
        if (u.fields.contains(m_rs.display.formation()) && !Orders::mayForm(*type, *fm)) {
            *why = tr("a %1 cannot be in %2").arg(type->doc.name, fm->doc.name);
            return false;
        }
        if (u.fields.contains(m_rs.display.formation()) && fm->requirement && !ev.holds(*fm->requirement)) {
            *why = tr("%1 needs %2").arg(fm->doc.name, ev.describe(*fm->requirement));
            return false;
        }
    }
    if (!m_rs.removalField.isEmpty() && type->attributes.contains(m_rs.removalAtLeastFrom)
        && ev.fieldValue(u, m_rs.removalField).toInt()
            >= type->attributes.value(m_rs.removalAtLeastFrom).toInt()) {
        *why = tr("%1 would be out of play").arg(u.name);
        return false;
    }
    return true;
}

QStringList DrillMaker::describe(const UnitState &u, const Situation &situation,
                                 const QSet<std::pair<QString, QString>> &reads) const
{
    QStringList out;
    const Evaluator ev(m_rs, situation);
    if (const UnitType *type = m_rs.unitType(u.type))
        out.append(type->doc.name);
    for (const Field &f : m_rs.fields) {
        if (!reads.contains({u.id, f.id}))
            continue;
        const QVariant v = ev.fieldValue(u, f.id);
        if (f.kind == FieldKind::Choice && v.toString().isEmpty())
            continue;
        if (f.kind == FieldKind::Flag)
            out.append(v.toBool() ? f.doc.name : tr("%1: no").arg(f.doc.name));
        else
            out.append(tr("%1: %2").arg(f.doc.name, Wording::fieldValue(m_rs, f, v)));
    }
    return out;
}

std::optional<Drill> DrillMaker::make(DrillKind kind, quint64 seed, const DrillProgress *progress) const
{
    std::optional<Drill> best;
    int bestScore = -1;
    // A few candidates; the one whose modifiers were most often missed is asked.
    const int candidates = progress && !progress->missed.isEmpty() ? 6 : 1;
    Draw draw(seed);
    for (int i = 0; i < candidates; ++i) {
        std::optional<Drill> d = makeOnce(kind, i == 0 ? seed : draw.next());
        if (!d)
            continue;
        int score = 0;
        if (progress)
            for (const DrillModifier &m : d->modifiers)
                if (m.counts || kind == DrillKind::WhichApply)
                    score += progress->missed.value(baseKey(m.key));
        if (score > bestScore) {
            bestScore = score;
            best = std::move(d);
        }
    }
    if (best)
        best->seed = seed;
    return best;
}

// What the table shows (the ticks, the choices, the numbers entered) and the question asked.
void DrillMaker::phrase(Drill &d, const Test &t, const Situation &s, bool againstATarget,
                        DrillKind kind) const
{
    for (const Modifier &m : t.modifiers) {
        if (m.kind == Modifier::Kind::Toggle && s.ticked.contains(m.id))
            d.tableShows.append(m.doc.name);
        if (m.kind == Modifier::Kind::OneOf && s.chosen.contains(m.id))
            for (const ModifierChoice &c : m.choices)
                if (c.id == s.chosen.value(m.id))
                    d.tableShows.append(tr("%1: %2").arg(m.doc.name, c.doc.name));
    }
    for (const TestInput &in : t.inputs)
        d.tableShows.append(tr("%1: %2").arg(in.doc.name, QString::number(s.inputs.value(in.id))));
    //: The test as it is taken: "Fire by 1/52nd Foot, against 6e Léger."; the next for a test
    //: with no other side: "Rally by Voltigeurs."
    const QString who = againstATarget
        ? tr("%1 by %2, against %3.").arg(t.doc.name, d.actorName, d.targetName)
        : tr("%1 by %2.").arg(t.doc.name, d.actorName);
    switch (kind) {
    case DrillKind::ModifierTotal:
        d.question = tr("%1 What do the modifiers come to?").arg(who);
        break;
    case DrillKind::ScoreNeeded:
        d.question = d.rollUnder ? tr("%1 What must the die show, or less?").arg(who)
                                 : tr("%1 What must each die show, at least?").arg(who);
        break;
    case DrillKind::WhichApply:
        d.question = tr("%1 Which modifiers count?").arg(who);
        break;
    case DrillKind::Likelihood:
        d.question = tr("%1 Roughly how likely is this: %2?").arg(who, d.outcomeName);
        break;
    }
}

std::optional<Drill> DrillMaker::makeOnce(DrillKind kind, quint64 seed) const
{
    if (m_tests.isEmpty())
        return std::nullopt;
    Draw draw(seed);
    QList<const battle::ScenarioUnit *> units;
    for (const battle::ScenarioUnit &u : m_sc.units)
        if (!u.isCommander && m_rs.unitType(u.type))
            units.append(&u);
    if (units.isEmpty())
        return std::nullopt;
    const Resolver resolver(m_rs);
    for (int attempt = 0; attempt < 60; ++attempt) {
        const Test *t = m_rs.test(m_tests.at(draw.below(m_tests.size())));
        if (kind == DrillKind::ScoreNeeded && t->kind != Test::Kind::Threshold
            && t->kind != Test::Kind::RollUnder)
            continue;
        const battle::ScenarioUnit *actor = units.at(draw.below(units.size()));
        QList<const battle::ScenarioUnit *> others;
        for (const battle::ScenarioUnit *u : units)
            if (u->side != actor->side)
                others.append(u);
        if (others.isEmpty())
            others = units;
        const battle::ScenarioUnit *target = others.at(draw.below(others.size()));
        // A test with no other side (a rally, a morale test) is asked without one.
        const bool againstATarget = testUsesRole(m_rs, *t, QStringLiteral("target"));
        quint64 stateSeed = draw.next();
        Situation s;
        s.units.insert(QStringLiteral("actor"), drawState(*actor, stateSeed));
        if (againstATarget)
            s.units.insert(QStringLiteral("target"), drawState(*target, stateSeed));
        for (const Option &o : m_rs.options)
            s.options.insert(o.id, m_sc.settings.value(o.id, o.defaultChoice));
        for (const Modifier &m : t->modifiers) {
            if (m.kind == Modifier::Kind::Toggle && draw.chance(0.35))
                s.ticked.insert(m.id);
            // A range band comes from the distance drawn below, never by hand.
            if (m.kind == Modifier::Kind::OneOf && m.byRange.isEmpty() && !m.choices.isEmpty()
                && draw.chance(0.5))
                s.chosen.insert(m.id, m.choices.at(draw.below(m.choices.size())).id);
        }
        for (const TestInput &in : t->inputs) {
            const int high = std::min(in.maximum, in.minimum + 6);
            s.inputs.insert(in.id, draw.between(in.minimum, std::max(in.minimum, high)));
        }
        // What the test reads of each unit is what the question shows of it.
        QSet<std::pair<QString, QString>> reads;
        const TestSetup setup = [&] {
            FieldReads log;
            TestSetup worked = resolver.setup(t->id, s);
            reads = log.seen;
            return worked;
        }();
        // Only what could happen at a table: a test the rules let this unit take as it stands.
        if (!setup.problems.isEmpty() || !resolver.refusals(t->requirements, s).isEmpty())
            continue;
        Drill d;
        d.kind = kind;
        d.seed = seed;
        d.rulesetId = m_rs.id;
        d.testId = t->id;
        d.testName = t->doc.name;
        d.testRef = t->doc.ref;
        d.situation = s;
        d.actorName = actor->name;
        d.targetName = againstATarget ? target->name : QString();
        d.total = setup.total;
        d.needText = setup.needText;
        d.dieSides = setup.dieTest.sides;
        for (const AppliedModifier &am : setup.modifiers) {
            if (am.side == u"target")
                continue; // an opposed test's other side: the drill asks about the unit's own
            DrillModifier m;
            m.key = am.choice.isEmpty() ? am.id : am.id + u':' + am.choice;
            m.name = modifierName(*t, am);
            m.reason = am.doc.explain;
            m.detail = am.detail;
            m.ref = am.doc.ref;
            m.value = am.value;
            m.counts = am.active;
            m.automatic = am.kind == Modifier::Kind::Automatic || am.derived;
            m.onTable = am.kind == Modifier::Kind::Toggle ? s.ticked.contains(am.id)
                                                          : !am.choice.isEmpty() && !am.derived;
            d.modifiers.append(m);
        }
        if (d.modifiers.isEmpty() || (kind == DrillKind::WhichApply && d.modifiers.size() < 2))
            continue;
        if (kind == DrillKind::ScoreNeeded && !askScoreNeeded(d, *t, setup))
            continue;
        if (kind == DrillKind::Likelihood) {
            QList<const OutcomeOdds *> open;
            for (const OutcomeOdds &o : setup.odds)
                if (o.probability > 0.005 && o.probability < 0.995)
                    open.append(&o);
            if (open.isEmpty())
                continue;
            const OutcomeOdds *o = open.at(draw.below(open.size()));
            d.outcomeId = o->id;
            d.outcomeName = o->name;
            d.probability = o->probability;
        }
        d.actorShows = describe(s.units.value(QStringLiteral("actor")), s, reads);
        if (againstATarget)
            d.targetShows = describe(s.units.value(QStringLiteral("target")), s, reads);
        phrase(d, *t, s, againstATarget, kind);
        return d;
    }
    return std::nullopt;
}

} // namespace adjutant::learn
