#include "battlesession.h"
#include "text/punctuation.h"

#include "replacequestion.h"

#include "battle/owedtests.h"
#include "battle/waitingfates.h"

#include "learn/why.h"

#include "journalmodel.h"
#include "orderofbattlemodel.h"
#include "scenariolistmodel.h"

#include "battle/amendment.h"
#include "battle/battlefile.h"
#include "battle/battlerules.h"
#include "battle/idfromname.h"
#include "battle/livebattle.h"
#include "dice/probabilitytext.h"
#include "files/appfolders.h"
#include "report/entryevents.h"
#include "rules/procedure.h"
#include "rules/rulesetcopy.h"
#include "rules/wording.h"
#include "tableannouncer.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QUrl>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace adjutant::ui {

using namespace adjutant::battle;

namespace {
const QString kLastBattle = QStringLiteral("battle/last");

QString demoScenario(const QString &demoId)
{
    return u":/scenarios/" + demoId + u".json";
}
} // namespace

BattleSession::BattleSession(QObject *parent)
    : QObject(parent),
      m_units(new OrderOfBattleModel(this)),
      m_owed(new OwedTestListModel(this)),
      m_journal(new JournalModel(this)),
      m_scenarios(new ScenarioListModel(this))
{
    connect(&m_sideFiles, &SideFileWriter::failed, this, &BattleSession::warnOfSideFile);
}

QString BattleSession::lastBattlePath()
{
    const QString last = QSettings().value(kLastBattle).toString();
    return !last.isEmpty() && (QFileInfo::exists(last) || QFileInfo::exists(BattleFile::logPath(last)))
        ? last
        : QString();
}

BattleSession::~BattleSession()
{
    close();
    // What is still being written has nobody left to tell; the writer finishes it as it goes.
    m_sideFiles.disconnect(this);
}

BattleFolderMove::Result BattleSession::moveOldBattles()
{
    BattleFolderMove::Result result = BattleFolderMove::run(AppFolders::oldBattles(), AppFolders::battles());
    if (result.moved.isEmpty())
        return result; // the usual start: no old folder, and no settings read for it
    QSettings settings;
    const QString last = settings.value(kLastBattle).toString();
    // (A battle may be its journal alone.)
    if (result.moved.contains(last) || result.moved.contains(BattleFile::logPath(last)))
        settings.setValue(
            kLastBattle,
            QDir(AppFolders::battles()).filePath(QDir(AppFolders::oldBattles()).relativeFilePath(last)));
    return result;
}

QUrl BattleSession::battlesFolderUrl()
{
    const QString folder = AppFolders::battles();
    QDir().mkpath(folder);
    return QUrl::fromLocalFile(folder);
}

QString BattleSession::localPath(const QString &pathOrUrl)
{
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

QString BattleSession::title() const
{
    return m_live ? battle_().scenario().doc.name : QString();
}

QString BattleSession::rulesetName() const
{
    return m_live ? battle_().ruleset().doc.name : QString();
}

bool BattleSession::usesDeck() const
{
    return m_live && battle_().ruleset().activation
        && battle_().ruleset().activation->kind == rules::Activation::Kind::Deck;
}

bool BattleSession::canContinue() const
{
    return !lastBattlePath().isEmpty();
}

QString BattleSession::continueTitle() const
{
    const QString last = lastBattlePath();
    return last.isEmpty() ? QString() : QFileInfo(last).completeBaseName();
}

int BattleSession::turn() const
{
    return m_live ? battle_().state().turn : 0;
}

QString BattleSession::unitName(const QString &unitId) const
{
    if (!m_live)
        return {};
    return battle::unitName(battle_().state(), unitId); // as the umpire last named it
}

QStringList BattleSession::whyOf(int seq) const
{
    return m_live ? learn::Why::forJournalEntry(battle_(), seq) : QStringList();
}

bool BattleSession::skipOwed(int owedId, const QString &reason)
{
    return m_live && apply(action::SkipOwed{owedId, reason.trimmed()});
}

bool BattleSession::addNote(const QString &text)
{
    return m_live && apply(action::Note{text.trimmed()});
}

bool BattleSession::canUndo() const
{
    return m_live && !m_live->readOnly() && battle_().canUndo();
}

bool BattleSession::canRedo() const
{
    return m_live && !m_live->readOnly() && battle_().canRedo();
}

QString BattleSession::undoText() const
{
    if (!m_live)
        return {};
    const auto &journal = battle_().journal();
    for (auto it = journal.rbegin(); it != journal.rend(); ++it)
        if (!it->undone)
            return Journal::parsed(*it).summary;
    return {};
}

void BattleSession::setError(const QString &error)
{
    if (m_error == error)
        return;
    m_error = error;
    Q_EMIT errorChanged();
}

void BattleSession::clearError()
{
    setError(QString());
}

bool BattleSession::adopt(LiveBattle::Opening opening)
{
    if (!opening.live) {
        // Say so in the window, never silently: what happened, and what can be done.
        setError(opening.error);
        showProblem(opening.locked ? tr("The battle is open elsewhere")
                                   : tr("The battle could not be opened"),
                    QStringList{opening.error} + opening.warnings,
                    opening.locked || opening.lockNotPlain ? m_opening : QString());
        return false;
    }
    close();
    m_live = std::move(opening.live);
    m_warnings = opening.warnings;
    if (m_live->readOnly())
        m_warnings.prepend(tr("Open read-only: another Adjutant or program is writing this battle."));
    rememberLastBattle(m_live->path());
    m_units->load(battle_());
    m_journal->sync(&battle_().journal());
    setError(QString());
    if (!opening.recoveredInto.isEmpty())
        showProblem(tr("The battle was damaged"), opening.warnings, QString());
    else if (opening.damage == BattleFile::Opened::Damage::TornTail)
        showProblem(tr("The last action was never finished"), opening.warnings, QString());
    Q_EMIT loadedChanged();
    refresh();
    return true;
}

void BattleSession::showProblem(const QString &title, const QStringList &lines, const QString &readOnlyPath)
{
    m_problemTitle = title;
    m_problemText = lines.join(u'\n');
    m_readOnlyPath = readOnlyPath;
    Q_EMIT problemChanged();
}

void BattleSession::dismissProblem()
{
    showProblem({}, {}, {});
}

bool BattleSession::openReadOnly()
{
    const QString path = m_readOnlyPath;
    dismissProblem();
    if (path.isEmpty())
        return false;
    return adopt(LiveBattle::open(path, LiveBattle::Access::ReadOnly, LiveBattle::OnDamage::PlayOnInACopy));
}

QVariantList BattleSession::scenarioOptions(const QString &scenarioPath) const
{
    QVariantList out;
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(localPath(scenarioPath));
    if (!sc.ok())
        return out;
    const auto doc = [](const QString &id, const rules::Doc &d) {
        return QVariantMap{{QStringLiteral("id"), id},
                           {QStringLiteral("name"), d.name},
                           {QStringLiteral("explain"), d.explain}};
    };
    for (const rules::Option &o : sc.ruleset->options) {
        QVariantMap m = doc(o.id, o.doc);
        QVariantList choices;
        for (const rules::OptionChoice &c : o.choices)
            choices.append(doc(c.id, c.doc));
        m.insert(QStringLiteral("choices"), choices);
        m.insert(QStringLiteral("current"), sc.scenario->settings.value(o.id, o.defaultChoice));
        m.insert(QStringLiteral("defaultChoice"), o.defaultChoice);
        out.append(m);
    }
    return out;
}

bool BattleSession::startNew(const QString &scenarioPath, const QVariantMap &options)
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(localPath(scenarioPath));
    if (!sc.ok()) {
        QStringList lines;
        for (const auto &e : sc.errors)
            lines.append(e.toString());
        setError(lines.join(u'\n'));
        return false;
    }
    // The readings chosen: each an option of the ruleset and one of its choices.
    QHash<QString, QString> chosen;
    for (auto it = options.begin(); it != options.end(); ++it) {
        const rules::Option *o = sc.ruleset->option(it.key());
        const QString choice = it.value().toString();
        if (!o || std::none_of(o->choices.begin(), o->choices.end(), [&](const rules::OptionChoice &c) {
                return c.id == choice;
            })) {
            setError(tr("%1 has no option \"%2\" with a choice \"%3\"")
                         .arg(sc.ruleset->doc.name, it.key(), choice));
            return false;
        }
        chosen.insert(it.key(), choice);
    }
    // ADJUTANT_SEED fixes the dice and shuffles, so a test or a bug report can play the same game.
    bool seeded = false;
    const quint64 seed = qEnvironmentVariable("ADJUTANT_SEED").toULongLong(&seeded);
    auto b = std::make_unique<Battle>(*sc.scenario, *sc.ruleset, chosen,
                                      seeded ? seed : dice::SeededRandomSource::freshSeed());
    QDir().mkpath(AppFolders::battles());
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    // A name nothing has (a battle started in the same second, a link or a journal left there).
    const QString path = OutputPath::firstFree(
        QStringLiteral("%1/%2-%3.adjutant").arg(AppFolders::battles(), sc.scenario->id, stamp));
    LiveBattle::Opening created = LiveBattle::create(std::move(b), path);
    if (!created.live) {
        setError(tr("The battle could not be saved: %1").arg(created.error));
        return false;
    }
    return adopt(std::move(created));
}

bool BattleSession::open(const QString &pathOrUrl)
{
    m_opening = localPath(pathOrUrl);
    if (m_live && QFileInfo(m_live->path()) == QFileInfo(m_opening))
        return true; // already open here: this window is its writer
    return adopt(LiveBattle::open(m_opening, LiveBattle::Access::Write, LiveBattle::OnDamage::PlayOnInACopy));
}

QFuture<LiveBattle::Opening> BattleSession::readForOpening(const QString &pathOrUrl)
{
    return QtConcurrent::run([path = localPath(pathOrUrl)] {
        return LiveBattle::open(path, LiveBattle::Access::Write, LiveBattle::OnDamage::PlayOnInACopy);
    });
}

bool BattleSession::open(const QString &pathOrUrl, QFuture<LiveBattle::Opening> reading)
{
    m_opening = localPath(pathOrUrl);
    return adopt(reading.takeResult());
}

bool BattleSession::continueLast()
{
    const QString last = lastBattlePath();
    if (last.isEmpty()) {
        setError(tr("There is no battle to continue."));
        return false;
    }
    return open(last);
}

bool BattleSession::isDemo(const QString &demoId)
{
    return !demoId.isEmpty() && QFileInfo::exists(demoScenario(demoId));
}

QStringList BattleSession::demoIds()
{
    QStringList ids = QDir(QStringLiteral(":/scenarios")).entryList({QStringLiteral("*.json")}, QDir::Files);
    for (QString &id : ids)
        id.chop(5); // ".json"
    return ids;
}

bool BattleSession::playDemo(const QString &demoId)
{
    if (!isDemo(demoId)) {
        setError(tr("There is no demo battle called %1.").arg(demoId));
        return false;
    }
    if (const QString last = lastBattlePath(); !last.isEmpty()) {
        LiveBattle::Opening opened
            = LiveBattle::open(last, LiveBattle::Access::Write, LiveBattle::OnDamage::PlayOnInACopy);
        if (opened.live && opened.live->battle().scenario().id == demoId) {
            m_opening = last;
            return adopt(std::move(opened));
        }
    }
    return startNew(demoScenario(demoId));
}

bool BattleSession::saveAs(const QString &pathOrUrl, bool replace)
{
    if (!m_live)
        return false;
    QString path = localPath(pathOrUrl);
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".adjutant");
    m_replaceQuestion.clear();
    // Saved as itself, the battle is folded into its file; anywhere else, nothing is written over.
    const bool itself = QFileInfo(path).canonicalFilePath() == QFileInfo(m_live->path()).canonicalFilePath();
    if (!itself) {
        const ReplaceQuestion asked = ReplaceQuestion::ask(path, OutputPath::Writes::Battle, {}, replace);
        if (!asked.write) {
            m_replaceQuestion = asked.question;
            setError(asked.error.isEmpty() ? QString() : tr("Not saved: %1").arg(asked.error));
            Q_EMIT errorChanged();
            return false;
        }
    }
    QString error;
    if (!m_live->saveAs(path, &error)) {
        setError(tr("Not saved: %1").arg(error));
        return false;
    }
    rememberLastBattle(path);
    Q_EMIT loadedChanged();
    return true;
}

void BattleSession::warnOfSideFile(const QString &problem)
{
    // The problem as core words it, as the first words of a sentence.
    const QString sentence = problem.isEmpty() ? problem : problem.at(0).toUpper() + problem.mid(1);
    setError(tr("%1. Play goes on without it.").arg(sentence));
}

void BattleSession::rememberLastBattle(const QString &path)
{
    // Written through at once, so that Continue survives a crash; but not when it is the battle
    // already named (the usual start), where the write would wait on the disk for nothing.
    if (m_settings.value(kLastBattle).toString() == path)
        return;
    m_settings.setValue(kLastBattle, path);
    m_settings.sync();
}

void BattleSession::close()
{
    if (!m_live)
        return;
    // Fold the log into the battle file so the next opening starts from a fresh snapshot; if
    // that fails, the log still holds every action.
    QString error;
    if (!m_live->readOnly())
        m_live->fold(&error);
    m_units->clear();
    m_journal->clear();
    m_live.reset();
    m_libraryRules.reset();
    m_warnings.clear();
    m_owed->show(nullptr);
    Q_EMIT loadedChanged();
    Q_EMIT changed();
}

bool BattleSession::apply(const Action &action)
{
    if (!m_live)
        return false;
    const BattleState before = battle_().state(); // implicitly shared: cheap
    const QString rulesBefore = battle_().ruleset().sha256;
    // On the disk first: if the disk refuses, nothing changed and the error says why.
    const LiveBattle::Played played = m_live->play(action);
    if (!played.entry) {
        setError(played.notSaved ? tr("Not saved, so not done: %1").arg(played.error) : played.error);
        return false;
    }
    setError(QString());
    m_journal->sync(&battle_().journal());
    // Under other rules now (an update, or its undoing): the order of battle is read afresh.
    if (battle_().ruleset().sha256 != rulesBefore) {
        m_units->load(battle_());
        Q_EMIT loadedChanged();
    }
    refresh();
    announce(*played.entry, before);
    const QString kind = std::holds_alternative<action::Draw>(action) ? QStringLiteral("draw")
        : std::holds_alternative<action::Next>(action)                ? QStringLiteral("next")
        : std::holds_alternative<action::EndTurn>(action)             ? QStringLiteral("end-turn")
        : std::holds_alternative<action::Resolve>(action)             ? QStringLiteral("resolve")
                                                                      : QStringLiteral("other");
    Q_EMIT actionPlayed(kind);
    return true;
}

void BattleSession::playedElsewhere(const JournalEntry &entry, const BattleState &before)
{
    m_journal->sync(&battle_().journal());
    m_units->load(battle_()); // a phone's umpire may have moved the rules on, or undone it
    Q_EMIT loadedChanged();
    refresh();
    announce(entry, before);
    Q_EMIT actionPlayed(QStringLiteral("other"));
}

void BattleSession::announceRoll()
{
    if (!m_announcer)
        return;
    m_announcer->cue(report::Cue::Dice);
    m_rollAnnounced = true;
}

void BattleSession::announce(const JournalEntry &entry, const BattleState &before)
{
    const bool rollAnnounced = std::exchange(m_rollAnnounced, false);
    if (!m_announcer)
        return;
    const report::EntryReader reader(battle_());
    const report::EntryEvents events = reader.read(entry, before, battle_().state());
    for (const report::Cue c : report::cuesFor(events))
        if (!(c == report::Cue::Dice && rollAnnounced))
            m_announcer->cue(c);
    for (const QString &text : reader.spoken(events, battle_().state()))
        m_announcer->say(text);
}

void BattleSession::refresh()
{
    if (m_live)
        m_units->refresh(battle_(), currentUnit());
    m_owed->show(m_live ? &battle_() : nullptr);
    Q_EMIT changed();
}

bool BattleSession::draw()
{
    return apply(action::Draw{});
}

bool BattleSession::next()
{
    return apply(action::Next{});
}

bool BattleSession::endTurn()
{
    return apply(action::EndTurn{});
}

bool BattleSession::undo()
{
    return apply(action::Undo{});
}

bool BattleSession::redo()
{
    return apply(action::Redo{});
}

const rules::Ruleset &BattleSession::libraryRules() const
{
    if (!m_libraryRules) {
        QString libraryError;
        m_libraryRules = BattleRules::otherInLibrary(battle_(), &libraryError);
        if (!m_libraryRules) // the very rules, or none that load: then the battle's own are what there is
            m_libraryRules = battle_().ruleset();
    }
    return *m_libraryRules;
}

QString BattleSession::rulesUpdate() const
{
    if (!m_live || libraryRules().sha256 == battle_().ruleset().sha256)
        return {};
    return BattleRules::changeText(battle_().ruleset(), libraryRules());
}

bool BattleSession::updateRules()
{
    if (rulesUpdate().isEmpty())
        return false;
    return apply(action::UpdateRules{rules::RulesetPin::of(battle_().ruleset()),
                                     rules::RulesetPin::of(libraryRules()),
                                     rules::RulesetCopy::pack(libraryRules())});
}

bool BattleSession::setField(const QString &unitId, const QString &fieldId, const QVariant &value,
                             const QString &reason)
{
    return apply(action::SetField{unitId, fieldId, QJsonValue::fromVariant(value), reason, QString()});
}

bool BattleSession::setFigureField(const QString &unitId, const QString &figureId, const QString &fieldId,
                                   const QVariant &value, const QString &reason)
{
    return apply(action::SetField{unitId, fieldId, QJsonValue::fromVariant(value), reason, figureId});
}

bool BattleSession::giveOrder(const QString &unitId, const QString &orderId, const QStringList &answers,
                              const QString &targetId, const QString &override)
{
    return m_live && apply(action::Order{orderId, unitId, targetId, answers, override.trimmed()});
}

bool BattleSession::playMove(const QString &unitId, double inches, const QString &toFormation,
                             const QString &terrainId, const QString &manoeuvre, const QString &override,
                             bool changeFace)
{
    return m_live
        && apply(action::Move{unitId, inches, toFormation, terrainId, manoeuvre, override.trimmed(),
                              changeFace});
}

QVariantList BattleSession::unitTypes() const
{
    QVariantList out;
    if (m_live)
        for (const rules::UnitType &t : battle_().ruleset().unitTypes)
            out.append(QVariantMap{{QStringLiteral("id"), t.id}, {QStringLiteral("name"), t.doc.name}});
    return out;
}

QVariantList BattleSession::sides() const
{
    QVariantList out;
    if (m_live)
        for (const ScenarioSide &s : battle_().scenario().sides)
            out.append(QVariantMap{{QStringLiteral("id"), s.id}, {QStringLiteral("name"), s.name}});
    return out;
}

QVariantList BattleSession::commanders(const QString &sideId) const
{
    QVariantList out;
    if (!m_live)
        return out;
    for (const ScenarioUnit &u : battle_().orderOfBattle()) // as the umpire left it
        if (u.isCommander && u.side == sideId)
            out.append(QVariantMap{{QStringLiteral("id"), u.id}, {QStringLiteral("name"), u.name}});
    return out;
}

bool BattleSession::joinUnit(const QString &name, const QString &typeId, const QString &sideId,
                             const QString &commanderId, const QString &reason)
{
    if (!m_live)
        return false;
    if (name.trimmed().isEmpty()) {
        setError(tr("Give the unit a name."));
        return false;
    }
    // An id from the name by the same rule as the scenario editor's, unique in this battle (those
    // taken out included).
    action::Join join;
    join.id = battle::uniqueIdFromName(
        name, [this](const QString &id) { return battle_().state().units.contains(id); });
    join.name = name.trimmed();
    join.type = typeId;
    join.side = sideId;
    join.commander = commanderId;
    join.reason = reason;
    return apply(join);
}

bool BattleSession::renameUnit(const QString &unitId, const QString &name, const QString &reason)
{
    if (!m_live)
        return false;
    if (name.trimmed().isEmpty()) {
        setError(tr("Give the unit a name."));
        return false;
    }
    return apply(action::Rename{unitId, name.trimmed(), reason.trimmed()});
}

bool BattleSession::moveUnit(const QString &unitId, const QString &commanderId, const QString &reason)
{
    return m_live && apply(action::Transfer{unitId, commanderId, reason.trimmed()});
}

bool BattleSession::withdrawUnit(const QString &unitId, const QString &reason)
{
    return m_live && apply(action::Withdraw{unitId, reason.trimmed()});
}

QJsonObject BattleSession::orderOfBattleJson() const
{
    return m_live ? Amendment::orderOfBattleJson(battle_()) : QJsonObject();
}

bool BattleSession::amendOrderOfBattle(const QJsonObject &wanted)
{
    m_lastAmendment = 0;
    if (!m_live)
        return false;
    const Amendment::Plan plan = Amendment::plan(battle_(), wanted);
    if (!plan.problems.isEmpty()) {
        setError(tr("Nothing was changed: %1").arg(plan.problems.join(text::Punctuation::semicolon())));
        return false;
    }
    for (const Action &a : plan.actions) {
        if (!apply(a)) {
            setError(tr("Stopped after %n change(s): %1", nullptr, m_lastAmendment).arg(m_error));
            return false;
        }
        ++m_lastAmendment;
    }
    return true;
}

QVariantMap BattleSession::amendmentPreview(const QJsonObject &wanted) const
{
    if (!m_live)
        return {};
    const Amendment::Plan plan = Amendment::plan(battle_(), wanted);
    int joins = 0, withdrawals = 0, transfers = 0, renames = 0, corrections = 0;
    for (const Action &a : plan.actions) {
        if (std::holds_alternative<action::Join>(a))
            ++joins;
        else if (std::holds_alternative<action::Withdraw>(a))
            ++withdrawals;
        else if (std::holds_alternative<action::Transfer>(a))
            ++transfers;
        else if (std::holds_alternative<action::Rename>(a))
            ++renames;
        else
            ++corrections;
    }
    return {{QStringLiteral("changes"), int(plan.actions.size())},
            {QStringLiteral("joins"), joins},
            {QStringLiteral("withdrawals"), withdrawals},
            {QStringLiteral("transfers"), transfers},
            {QStringLiteral("renames"), renames},
            {QStringLiteral("corrections"), corrections},
            {QStringLiteral("problems"), plan.problems}};
}

QString BattleSession::endOfTurnText(const QString &unitId) const
{
    if (!m_live || !usesDeck())
        return {};
    const bool waiting = std::any_of(battle_().state().drawPile.begin(), battle_().state().drawPile.end(),
                                     [&](const DeckCard &c) { return c.unit == unitId; });
    if (!waiting)
        return tr("Its card is out this turn");
    return tr("End of turn before its card: %1").arg(dice::percentText(battle_().endOfTurnBefore(unitId)));
}

} // namespace adjutant::ui
