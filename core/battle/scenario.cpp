#include "scenario.h"

#include "diskwriter.h"
#include "io/boundedfile.h"
#include "rules/docjson.h"
#include "rules/figures.h"
#include "rules/rulesetlibrary.h"
#include "rules/situationjson.h"
#include "json/checkedjson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

#include <algorithm>
#include <optional>

namespace adjutant::battle {

using namespace adjutant::rules;
using namespace adjutant::json;
using namespace adjutant::json::checked;

const ScenarioUnit *Scenario::unit(const QString &unitId) const
{
    for (const ScenarioUnit &u : units)
        if (u.id == unitId)
            return &u;
    return nullptr;
}

const ScenarioSide *Scenario::side(const QString &sideId) const
{
    for (const ScenarioSide &s : sides)
        if (s.id == sideId)
            return &s;
    return nullptr;
}

const QStringList &sidePatterns()
{
    static const QStringList patterns{QStringLiteral("solid"), QStringLiteral("stripes"),
                                      QStringLiteral("dots"), QStringLiteral("checks")};
    return patterns;
}

QString defaultSidePattern(qsizetype sideIndex)
{
    const QStringList &patterns = sidePatterns();
    return patterns.at(sideIndex < 0 ? 0 : sideIndex % patterns.size());
}

QString Scenario::sidePattern(const QString &sideId) const
{
    for (qsizetype i = 0; i < sides.size(); ++i)
        if (sides.at(i).id == sideId)
            return sides.at(i).pattern.isEmpty() ? defaultSidePattern(i) : sides.at(i).pattern;
    return {};
}

namespace {

class Reader
{
public:
    Reader(Context &ctx, const Ruleset &rs, Scenario &sc) : m_ctx(ctx), m_rs(rs), m_sc(sc) { }

    void read(const QJsonValue &root)
    {
        const Obj top(m_ctx, root, QString(),
                      {"format", "id", "name", "explain", "victory", "ruleset", "settings", "sides"});
        if (!top.valid())
            return;
        if (const auto f = top.integer("format", true); f && *f != 1)
            m_ctx.error(top.path("format"),
                        ScenarioLoader::tr("this Adjutant reads scenario format 1, not %1").arg(*f));
        m_sc.id = top.text("id");
        if (!m_sc.id.isEmpty() && !isId(m_sc.id))
            m_ctx.error(top.path("id"), ScenarioLoader::tr("an id uses letters, digits and hyphens only"));
        m_ctx.setTextContext(u"scenario:" + m_sc.id);
        m_sc.doc = readDoc(top);
        m_sc.victory = top.prose("victory");
        m_sc.rulesetId = top.text("ruleset");
        if (top.has("settings")) {
            if (!top.value("settings").isObject())
                top.wrongType("settings", ScenarioLoader::tr("an object"));
            else
                readSettings(top.value("settings").toObject(), top.path("settings"));
        }
        const QJsonArray sides = top.array("sides", true);
        if (sides.size() < 2 && top.has("sides"))
            m_ctx.error(top.path("sides"), ScenarioLoader::tr("a battle needs at least two sides"));
        for (qsizetype i = 0; i < sides.size(); ++i)
            readSide(sides[i], item(top.path("sides"), i));
    }

private:
    // Options of the ruleset the scenario settles, each a choice the ruleset offers.
    void readSettings(const QJsonObject &obj, const QString &path)
    {
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            const QString at = child(path, it.key());
            const auto option = std::find_if(m_rs.options.begin(), m_rs.options.end(),
                                             [&](const Option &o) { return o.id == it.key(); });
            if (option == m_rs.options.end()) {
                QStringList ids;
                for (const Option &o : m_rs.options)
                    ids.append(o.id);
                m_ctx.keyError(at,
                               ScenarioLoader::tr("%1 has no option \"%2\"; its options: %3")
                                   .arg(m_rs.id, it.key(), ids.join(QStringLiteral(", "))));
                continue;
            }
            QStringList choices;
            for (const OptionChoice &c : option->choices)
                choices.append(c.id);
            if (!it.value().isString() || !choices.contains(it.value().toString())) {
                m_ctx.error(at,
                            ScenarioLoader::tr("%1 takes one of %2")
                                .arg(option->doc.name, choices.join(QStringLiteral(", "))));
                continue;
            }
            m_sc.settings.insert(it.key(), it.value().toString());
        }
    }

    void readSide(const QJsonValue &v, const QString &path)
    {
        const Obj o(m_ctx, v, path, {"id", "name", "colour", "pattern", "defaults", "commanders"});
        if (!o.valid())
            return;
        ScenarioSide side{
            o.text("id"), o.prose("name", true), o.text("colour", false), o.text("pattern", false), {}};
        if (!o.has("pattern") || !o.value("pattern").isString()) // a wrong type is already said
            side.pattern = defaultSidePattern(m_sc.sides.size());
        else if (!sidePatterns().contains(side.pattern))
            m_ctx.error(o.path("pattern"),
                        ScenarioLoader::tr("a side's pattern is one of %1, not \"%2\"")
                            .arg(sidePatterns().join(QStringLiteral(", ")), side.pattern));
        if (m_sc.side(side.id))
            m_ctx.error(o.path("id"), ScenarioLoader::tr("duplicate side id \"%1\"").arg(side.id));
        if (o.has("defaults"))
            side.defaults = readFields(o, "defaults", QString());
        m_sc.sides.append(side);
        const QJsonArray commanders = o.array("commanders", true);
        if (commanders.isEmpty() && o.has("commanders"))
            m_ctx.error(o.path("commanders"), ScenarioLoader::tr("a side needs a commander"));
        for (qsizetype i = 0; i < commanders.size(); ++i)
            readBody(commanders[i], item(o.path("commanders"), i), side, QString(), true);
    }

    void readBody(const QJsonValue &v, const QString &path, const ScenarioSide &side, const QString &parent,
                  bool commander)
    {
        const Obj o(m_ctx, v, path,
                    commander ? Keys{"id", "name", "type", "level", "fields", "roster", "commanders", "units"}
                              : Keys{"id", "name", "type", "fields", "roster"});
        if (!o.valid())
            return;
        ScenarioUnit u;
        u.id = o.text("id");
        u.name = o.text("name");
        u.type = o.text("type");
        u.side = side.id;
        u.commander = parent;
        u.isCommander = commander;
        if (commander)
            u.level = o.text("level", false);
        if (!u.id.isEmpty() && !isId(u.id))
            m_ctx.error(o.path("id"), ScenarioLoader::tr("an id uses letters, digits and hyphens only"));
        if (m_unitIds.contains(u.id)) // a set: an order of battle may have thousands of units
            m_ctx.error(
                o.path("id"),
                ScenarioLoader::tr("duplicate id \"%1\": every unit and commander needs its own").arg(u.id));
        if (!u.type.isEmpty() && !m_rs.unitType(u.type)) {
            QStringList ids;
            for (const UnitType &t : m_rs.unitTypes)
                ids.append(t.id);
            m_ctx.error(o.path("type"),
                        ScenarioLoader::tr("\"%1\" is not a unit type of %2; one of: %3")
                            .arg(u.type, m_rs.id, ids.join(QStringLiteral(", "))));
        }
        u.fields = side.defaults;
        if (o.has("fields")) {
            const QVariantHash own = readFields(o, "fields", u.type);
            for (auto it = own.begin(); it != own.end(); ++it)
                u.fields.insert(it.key(), it.value());
        }
        readRoster(o, u);
        m_sc.units.append(u);
        m_unitIds.insert(u.id);
        if (!commander)
            return;
        const QJsonArray subordinates = o.array("commanders");
        for (qsizetype i = 0; i < subordinates.size(); ++i)
            readBody(subordinates[i], item(o.path("commanders"), i), side, u.id, true);
        const QJsonArray units = o.array("units");
        for (qsizetype i = 0; i < units.size(); ++i)
            readBody(units[i], item(o.path("units"), i), side, u.id, false);
    }

    // Its figures, one by one ("roster"), where the ruleset's units have them; without, those its
    // fields make. Either way a total the figures keep (figures lost) is theirs to say.
    void readRoster(const Obj &o, ScenarioUnit &u)
    {
        if (o.has("roster")) {
            QStringList problems;
            u.figures = SituationJson::figuresFromJson(m_rs, o.value("roster"), QStringLiteral("roster"),
                                                       &problems);
            for (const QString &p : std::as_const(problems))
                m_ctx.error(o.path("roster"), p);
        }
        if (!m_rs.figures || !m_rs.unitType(u.type))
            return;
        UnitState unit;
        unit.id = u.id;
        unit.type = u.type;
        unit.fields = u.fields;
        unit.figures = u.figures;
        Roster::ensure(m_rs, unit, m_sc.settings);
        for (auto it = u.fields.begin(); it != u.fields.end(); ++it)
            if (m_rs.figures->total(it.key()) && unit.fields.value(it.key()).toInt() != it.value().toInt())
                m_ctx.error(
                    child(o.path("fields"), it.key()),
                    ScenarioLoader::tr("%1 is counted from the unit's figures (%2 here): list them in "
                                       "\"roster\", each with its own wounds, or leave it out")
                        .arg(it.key(), unit.fields.value(it.key()).toString()));
    }

    // Field values, each checked against its definition in the ruleset.
    QVariantHash readFields(const Obj &o, const char *key, const QString &type)
    {
        QVariantHash out;
        if (!o.value(key).isObject()) {
            o.wrongType(key, ScenarioLoader::tr("an object of field values"));
            return out;
        }
        const QJsonObject obj = o.value(key).toObject();
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            const QString path = child(o.path(key), it.key());
            const Field *f = m_rs.field(it.key());
            if (!f) {
                m_ctx.keyError(path, ScenarioLoader::tr("%1 has no field \"%2\"").arg(m_rs.id, it.key()));
                continue;
            }
            const QJsonValue v = it.value();
            QString problem;
            switch (f->kind) {
            case FieldKind::Ladder: {
                const Ladder *l = m_rs.ladder(f->ladder);
                if (!v.isString() || l->indexOf(v.toString()) < 0) {
                    QStringList steps;
                    for (const LadderStep &s : l->steps)
                        steps.append(s.id);
                    problem = ScenarioLoader::tr("one of %1").arg(steps.join(QStringLiteral(", ")));
                }
                break;
            }
            case FieldKind::Choice:
                if (!v.isString() || !f->choices.contains(v.toString()))
                    problem = ScenarioLoader::tr("one of %1").arg(f->choices.join(QStringLiteral(", ")));
                break;
            case FieldKind::Flag:
                if (!v.isBool())
                    problem = ScenarioLoader::tr("true or false");
                break;
            case FieldKind::Integer: {
                int max = f->maximum.value_or(1000000);
                if (const UnitType *t = m_rs.unitType(type);
                    t && !f->maximumFrom.isEmpty() && t->attributes.contains(f->maximumFrom))
                    max = t->attributes.value(f->maximumFrom).toInt();
                if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < f->minimum
                    || v.toInt() > max)
                    problem = ScenarioLoader::tr("a whole number from %1 to %2").arg(f->minimum).arg(max);
                break;
            }
            }
            if (!problem.isEmpty()) {
                m_ctx.error(path, ScenarioLoader::tr("%1 takes %2").arg(f->doc.name, problem));
                continue;
            }
            out.insert(it.key(), v.toVariant());
        }
        return out;
    }

    Context &m_ctx;
    const Ruleset &m_rs;
    Scenario &m_sc;
    QSet<QString> m_unitIds;
};

} // namespace

namespace {

// The file as JSON with its line numbers, or the syntax error in the result.
std::optional<SourceJson> readSource(const QByteArray &data, const QString &fileName,
                                     ScenarioLoadResult *result)
{
    SourceJson src;
    SourceJsonError jsonError;
    if (SourceJsonReader::read(data, &src, &jsonError))
        return src;
    result->errors.append({fileName, jsonError.line, jsonError.path,
                           ScenarioLoader::tr("column %1: %2").arg(jsonError.column).arg(jsonError.message)});
    return std::nullopt;
}

ScenarioLoadResult loadSource(const SourceJson &src, const QString &fileName, const Ruleset &ruleset)
{
    ScenarioLoadResult result;
    Context ctx(src, fileName);
    Scenario sc;
    sc.source = fileName;
    sc.raw = src.root.toObject();
    Reader(ctx, ruleset, sc).read(src.root);
    if (!sc.rulesetId.isEmpty() && sc.rulesetId != ruleset.id)
        ctx.error(QStringLiteral("ruleset"),
                  ScenarioLoader::tr("written for \"%1\", not \"%2\"").arg(sc.rulesetId, ruleset.id));
    result.errors = ctx.errors();
    if (result.errors.isEmpty()) {
        result.scenario = std::move(sc);
        result.ruleset = ruleset;
    }
    return result;
}

} // namespace

ScenarioLoadResult ScenarioLoader::loadData(const QByteArray &data, const QString &fileName,
                                            const Ruleset &ruleset)
{
    ScenarioLoadResult result;
    const std::optional<SourceJson> src = readSource(data, fileName, &result);
    return src ? loadSource(*src, fileName, ruleset) : result;
}

ScenarioLoadResult ScenarioLoader::loadObject(const QJsonObject &scenario, const QString &fileName,
                                              const Ruleset &ruleset)
{
    SourceJson src;
    src.root = scenario;
    return loadSource(src, fileName, ruleset);
}

ScenarioLoadResult ScenarioLoader::loadData(const QByteArray &data, const QString &fileName)
{
    // The ruleset comes first: read just its id, then check the whole file against it.
    ScenarioLoadResult result;
    const std::optional<SourceJson> src = readSource(data, fileName, &result);
    if (!src)
        return result;
    const QString rulesetId = src->root.toObject().value(u"ruleset").toString();
    if (rulesetId.isEmpty()) {
        result.errors.append({fileName, src->lineOf(QString()), QStringLiteral("ruleset"),
                              tr("the key \"ruleset\" is required")});
        return result;
    }
    RulesetLoadResult rs = RulesetLibrary::load(rulesetId);
    if (!rs.ok()) {
        result.errors.append(
            {fileName, src->lineOf(QStringLiteral("ruleset")), QStringLiteral("ruleset"),
             tr("the ruleset \"%1\" cannot be loaded: %2")
                 .arg(rulesetId, rs.errors.isEmpty() ? QString() : rs.errors.first().toString())});
        return result;
    }
    return loadSource(*src, fileName, *rs.ruleset);
}

ScenarioLoadResult ScenarioLoader::loadFile(const QString &path)
{
    const QString name = path.startsWith(u":/") ? path.mid(2) : path;
    const io::BoundedRead file = io::BoundedFile::read(path, io::BoundedFile::kMaxScenarioBytes,
                                                       tr("a scenario is a few tens of KB"));
    if (!file.ok()) {
        ScenarioLoadResult r;
        r.errors.append({name, 0, QString(), file.error});
        return r;
    }
    return loadData(file.data, name);
}

bool saveScenarioFile(const QString &path, const QJsonObject &scenario, QString *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = ScenarioLoader::tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray data = QJsonDocument(scenario).toJson(QJsonDocument::Indented);
    if (file.write(data) != data.size() || !file.commit()) {
        *error = ScenarioLoader::tr("cannot save %1: %2").arg(path, file.errorString());
        return false;
    }
    syncFolderOf(path);
    return true;
}

} // namespace adjutant::battle
