#include "tutorial.h"

#include "io/boundedfile.h"
#include "io/sidefile.h"
#include "json/checkedjson.h"
#include "json/sourcejson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSet>

#include <array>

namespace adjutant::learn {

using namespace adjutant::json;
using namespace adjutant::json::checked;

namespace {

struct EventName {
    TutorEvent event;
    const char *name;
};

constexpr std::array<EventName, 9> kEvents{{
    {TutorEvent::Read, "read"},
    {TutorEvent::CardDrawn, "card-drawn"},
    {TutorEvent::PhaseAdvanced, "phase-advanced"},
    {TutorEvent::UnitSheetOpened, "unit-sheet-opened"},
    {TutorEvent::TestChosen, "test-chosen"},
    {TutorEvent::DiceRolled, "dice-rolled"},
    {TutorEvent::ResultApplied, "result-applied"},
    {TutorEvent::JournalOpened, "journal-opened"},
    {TutorEvent::TurnEnded, "turn-ended"},
}};

// A control's objectName as the screens give it: letters, digits, "-" and "_", no spaces.
bool isObjectName(const QString &name)
{
    if (name.isEmpty() || !name.front().isLetter())
        return false;
    for (QChar c : name)
        if (!(c.isLetterOrNumber() || c == u'-' || c == u'_'))
            return false;
    return true;
}

class Reader
{
public:
    Reader(Context &ctx, Tutorial &t) : m_ctx(ctx), m_t(t) { }

    void read(const QJsonValue &root)
    {
        const Obj top(m_ctx, root, QString(),
                      {"format", "id", "ruleset", "scenario", "name", "explain", "steps"});
        if (!top.valid())
            return;
        if (const auto f = top.integer("format", true); f && *f != 1)
            m_ctx.error(top.path("format"),
                        TutorialLoader::tr("this Adjutant reads tutorial format 1, not %1").arg(*f));
        m_t.id = top.text("id");
        if (!m_t.id.isEmpty() && !isId(m_t.id))
            m_ctx.error(top.path("id"), TutorialLoader::tr("an id uses letters, digits and hyphens only"));
        m_ctx.setTextContext(u"tutorial:" + m_t.id);
        m_t.rulesetId = top.text("ruleset");
        if (!m_t.rulesetId.isEmpty() && !isId(m_t.rulesetId))
            m_ctx.error(top.path("ruleset"),
                        TutorialLoader::tr("a ruleset's id uses letters, digits and hyphens only"));
        m_t.scenarioPath = top.text("scenario");
        if (m_t.scenarioPath.contains(u'/') || m_t.scenarioPath.contains(u'\\'))
            m_ctx.error(top.path("scenario"),
                        TutorialLoader::tr("the scenario is a file beside the tutorial: its name alone"));
        m_t.name = top.prose("name", true);
        m_t.explain = top.prose("explain", true);
        const QJsonArray steps = top.array("steps", true);
        if (top.has("steps") && top.value("steps").isArray() && steps.isEmpty())
            m_ctx.error(top.path("steps"), TutorialLoader::tr("a tutorial needs at least one step"));
        if (steps.size() > TutorialLoader::kMaxSteps)
            m_ctx.error(top.path("steps"),
                        TutorialLoader::tr("at most %1 steps: a first battle is short")
                            .arg(TutorialLoader::kMaxSteps));
        for (qsizetype i = 0; i < steps.size() && i < TutorialLoader::kMaxSteps; ++i)
            readStep(steps[i], item(top.path("steps"), i));
        if (!m_t.steps.isEmpty() && m_t.steps.constLast().until != TutorEvent::Read)
            m_ctx.error(child(item(top.path("steps"), steps.size() - 1), QStringLiteral("until")),
                        TutorialLoader::tr("the last step is read (\"read\"): the tutor ends on its Next"));
    }

private:
    void readStep(const QJsonValue &v, const QString &path)
    {
        const Obj o(m_ctx, v, path, {"id", "title", "text", "target", "until", "at"});
        if (!o.valid())
            return;
        TutorStep s;
        s.id = o.text("id");
        if (!s.id.isEmpty() && !isId(s.id))
            m_ctx.error(o.path("id"), TutorialLoader::tr("an id uses letters, digits and hyphens only"));
        else if (!s.id.isEmpty() && m_ids.contains(s.id))
            m_ctx.error(o.path("id"), TutorialLoader::tr("another step has the id \"%1\"").arg(s.id));
        m_ids.insert(s.id);
        const QString text = o.text("text");
        const QString title = o.text("title");
        if (text.size() > TutorialLoader::kMaxText)
            m_ctx.error(
                o.path("text"),
                TutorialLoader::tr("%1 characters: at most %2, so that the bubble fits a small screen")
                    .arg(text.size())
                    .arg(TutorialLoader::kMaxText));
        if (title.size() > 60)
            m_ctx.error(o.path("title"),
                        TutorialLoader::tr("%1 characters: a title is at most 60").arg(title.size()));
        s.text = m_ctx.translated(text);
        s.title = m_ctx.translated(title);
        s.target = o.text("target", false);
        if (o.has("target") && !isObjectName(s.target))
            m_ctx.error(
                o.path("target"),
                TutorialLoader::tr("a control's objectName: a letter, then letters, digits, \"-\" or \"_\""));
        const QString until = o.text("until");
        if (const auto e = TutorialLoader::event(until)) {
            s.until = *e;
            if (*e != TutorEvent::Read && s.target.isEmpty())
                m_ctx.error(o.path("target"),
                            TutorialLoader::tr("a step done at the table points at the control to use"));
        } else if (!until.isEmpty()) {
            m_ctx.error(o.path("until"),
                        TutorialLoader::tr("\"%1\" is no event; one of: %2")
                            .arg(until, TutorialLoader::eventNames().join(QStringLiteral(", "))));
        }
        s.at = o.text("at", false);
        if (o.has("at") && !isId(s.at))
            m_ctx.error(o.path("at"),
                        TutorialLoader::tr("a phase's or segment's id: letters, digits and hyphens"));
        else if (o.has("at") && s.until != TutorEvent::PhaseAdvanced)
            m_ctx.error(o.path("at"),
                        TutorialLoader::tr("only a step done with Next (\"phase-advanced\") waits for a "
                                           "phase or segment"));
        m_t.steps.append(s);
    }

    Context &m_ctx;
    Tutorial &m_t;
    QSet<QString> m_ids;
};

} // namespace

int Tutorial::indexOf(const QString &stepId) const
{
    for (qsizetype i = 0; i < steps.size(); ++i)
        if (steps[i].id == stepId)
            return int(i);
    return -1;
}

TutorialLoadResult TutorialLoader::loadData(const QByteArray &data, const QString &fileName)
{
    TutorialLoadResult result;
    SourceJson src;
    SourceJsonError jsonError;
    if (!SourceJsonReader::read(data, &src, &jsonError)) {
        result.errors.append({fileName, jsonError.line, jsonError.path,
                              tr("column %1: %2").arg(jsonError.column).arg(jsonError.message)});
        return result;
    }
    Context ctx(src, fileName);
    Tutorial t;
    Reader(ctx, t).read(src.root);
    result.errors = ctx.errors();
    if (result.errors.isEmpty())
        result.tutorial = std::move(t);
    return result;
}

TutorialLoadResult TutorialLoader::loadFile(const QString &path)
{
    const QString name = path.startsWith(u":/") ? path.mid(2) : path;
    const io::BoundedRead file = io::BoundedFile::read(path, qint64{1} << 20, tr("a tutorial is a few KB"));
    if (!file.ok()) {
        TutorialLoadResult r;
        r.errors.append({name, 0, QString(), file.error});
        return r;
    }
    TutorialLoadResult r = loadData(file.data, name);
    if (r.tutorial)
        r.tutorial->scenarioPath = QFileInfo(path).path() + u'/' + r.tutorial->scenarioPath;
    return r;
}

QString TutorialLoader::builtInPath(const QString &rulesetId)
{
    return QStringLiteral(":/tutorials/%1.json").arg(rulesetId);
}

TutorialLoadResult TutorialLoader::loadBuiltIn(const QString &rulesetId)
{
    TutorialLoadResult r = loadFile(builtInPath(rulesetId));
    if (r.tutorial && r.tutorial->rulesetId != rulesetId) {
        r.errors.append({builtInPath(rulesetId).mid(2), 1, QStringLiteral("ruleset"),
                         tr("written for \"%1\", not \"%2\"").arg(r.tutorial->rulesetId, rulesetId)});
        r.tutorial.reset();
    }
    return r;
}

QString TutorialLoader::eventName(TutorEvent event)
{
    for (const EventName &e : kEvents)
        if (e.event == event)
            return QString::fromLatin1(e.name);
    return QString();
}

std::optional<TutorEvent> TutorialLoader::event(const QString &name)
{
    for (const EventName &e : kEvents)
        if (name == QLatin1String(e.name))
            return e.event;
    return std::nullopt;
}

QStringList TutorialLoader::eventNames()
{
    QStringList out;
    for (const EventName &e : kEvents)
        out.append(QString::fromLatin1(e.name));
    return out;
}

// ---- progress ------------------------------------------------------------------------------

TutorProgressFile::Loaded TutorProgressFile::load(const QString &path)
{
    Loaded out;
    QJsonObject systems;
    const io::OwnFile own = io::SideFile::readOwn(path, qint64{256} * 1024, [&](const QByteArray &data) {
        QJsonParseError parse;
        const QJsonDocument doc = QJsonDocument::fromJson(data, &parse);
        if (parse.error != QJsonParseError::NoError)
            return tr("%1 at byte %2").arg(parse.errorString(), QString::number(parse.offset));
        const QJsonObject root = doc.object();
        if (!doc.isObject() || !root.value(u"systems").isObject())
            return tr("it is not the tutor's file");
        if (root.value(u"format").toInt() != 1)
            return tr("it is of format %1, which this Adjutant does not know")
                .arg(root.value(u"format").toVariant().toString());
        systems = root.value(u"systems").toObject();
        return QString();
    });
    for (auto it = systems.begin(); it != systems.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        if (!isId(it.key()) || o.isEmpty())
            continue;
        TutorProgress p;
        p.stepId = o.value(u"step").toString();
        p.off = o.value(u"off").toBool();
        p.finished = o.value(u"finished").toBool();
        p.battlePath = o.value(u"battle").toString();
        out.progress.insert(it.key(), p);
    }
    if (own.state == io::OwnFile::State::MovedAside)
        out.notice = tr("The tutor's place in the guided battles, %1, could not be read (%2). It was kept as "
                        "%3, and the guided battles start afresh.")
                         .arg(path, own.why, own.movedTo);
    else if (!own.writable())
        out.notice = tr("The tutor's place in the guided battles, %1, could not be read (%2). It was left as "
                        "it is, and the tutor's place is not kept this time.")
                         .arg(path, own.why);
    out.writable = own.writable();
    return out;
}

bool TutorProgressFile::save(const QString &path, const QHash<QString, TutorProgress> &progress,
                             QString *error)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!io::SideFile::mayWrite(path, error))
        return false;
    QJsonObject systems;
    for (auto it = progress.begin(); it != progress.end(); ++it)
        systems.insert(it.key(),
                       QJsonObject{{QStringLiteral("step"), it->stepId},
                                   {QStringLiteral("off"), it->off},
                                   {QStringLiteral("finished"), it->finished},
                                   {QStringLiteral("battle"), it->battlePath}});
    const QJsonObject root{{QStringLiteral("format"), 1}, {QStringLiteral("systems"), systems}};
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(root).toJson()) < 0 || !f.commit()) {
        *error = tr("cannot save the tutor's progress in %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace adjutant::learn
