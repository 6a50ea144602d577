#include "battlesession.h"

#include "journalmodel.h"
#include "orderofbattlemodel.h"
#include "scenariolistmodel.h"

#include "battle/battlefile.h"
#include "dice/probabilitytext.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUrl>

namespace adjutant::ui {

using namespace adjutant::battle;

namespace {
const QString kLastBattle = QStringLiteral("battle/last");
} // namespace

BattleSession::BattleSession(QObject *parent)
    : QObject(parent),
      m_units(new OrderOfBattleModel(this)),
      m_journal(new JournalModel(this)),
      m_scenarios(new ScenarioListModel(this))
{ }

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
}

QString BattleSession::battlesFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/battles");
}

QUrl BattleSession::battlesFolderUrl()
{
    const QString folder = battlesFolder();
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
    return m_battle ? m_battle->scenario().doc.name : QString();
}

QString BattleSession::rulesetName() const
{
    return m_battle ? m_battle->ruleset().doc.name : QString();
}

bool BattleSession::usesDeck() const
{
    return m_battle && m_battle->ruleset().activation
        && m_battle->ruleset().activation->kind == rules::Activation::Kind::Deck;
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
    return m_battle ? m_battle->state().turn : 0;
}

QString BattleSession::unitName(const QString &unitId) const
{
    if (!m_battle)
        return {};
    const ScenarioUnit *u = m_battle->member(unitId);
    return u ? u->name : unitId;
}

QString BattleSession::currentTitle() const
{
    if (!m_battle)
        return {};
    const BattleState &s = m_battle->state();
    const auto &activation = m_battle->ruleset().activation;
    if (!usesDeck()) {
        if (!activation || activation->phases.isEmpty())
            return tr("Turn %1").arg(s.turn);
        return activation->phases.value(s.phase).doc.name;
    }
    if (s.lastDrawn.isEmpty())
        return s.drawn.isEmpty() ? tr("Draw the first card") : tr("Draw the next card");
    QStringList names;
    for (const DeckCard &c : s.lastDrawn) {
        if (!c.unit.isEmpty()) {
            names.append(unitName(c.unit));
            continue;
        }
        const rules::Card *def = m_battle->ruleset().card(c.card);
        names.append(def ? def->doc.name : c.card);
    }
    return names.join(QStringLiteral(" · "));
}

QString BattleSession::currentDetail() const
{
    if (!m_battle)
        return {};
    const BattleState &s = m_battle->state();
    const auto &activation = m_battle->ruleset().activation;
    if (!usesDeck()) {
        if (!activation || activation->phases.isEmpty())
            return {};
        const rules::Phase p = activation->phases.value(s.phase);
        return p.segments.isEmpty() ? p.doc.explain : p.segments.value(s.segment);
    }
    QStringList parts;
    for (const DeckCard &c : s.lastDrawn) {
        if (const ScenarioUnit *u = m_battle->member(c.unit)) {
            const ScenarioSide *side = m_battle->scenario().side(u->side);
            const ScenarioUnit *boss = m_battle->member(u->commander);
            parts.append(boss ? tr("%1, under %2").arg(side ? side->name : u->side, boss->name)
                              : (side ? side->name : u->side));
        } else if (const rules::Card *def = m_battle->ruleset().card(c.card)) {
            parts.append(def->doc.explain);
        }
    }
    return parts.join(QStringLiteral(" · "));
}

QString BattleSession::currentUnit() const
{
    if (!m_battle)
        return {};
    for (const DeckCard &c : m_battle->state().lastDrawn)
        if (!c.unit.isEmpty())
            return c.unit;
    return {};
}

QString BattleSession::currentColour() const
{
    if (!m_battle)
        return {};
    const ScenarioUnit *u = m_battle->member(currentUnit());
    const ScenarioSide *side = u ? m_battle->scenario().side(u->side) : nullptr;
    return side ? side->colour : QString();
}

int BattleSession::cardsLeft() const
{
    return m_battle ? int(m_battle->state().drawPile.size()) : 0;
}

QStringList BattleSession::notes() const
{
    return m_battle ? m_battle->state().notes : QStringList();
}

bool BattleSession::canUndo() const
{
    return m_battle && m_battle->canUndo();
}

bool BattleSession::canRedo() const
{
    return m_battle && m_battle->canRedo();
}

QString BattleSession::undoText() const
{
    if (!m_battle)
        return {};
    const auto &journal = m_battle->journal();
    for (auto it = journal.rbegin(); it != journal.rend(); ++it)
        if (!it->undone)
            return Battle::parsed(*it).summary;
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

bool BattleSession::adopt(std::unique_ptr<Battle> battle, const QString &path, const QStringList &warnings)
{
    close();
    m_battle = std::move(battle);
    m_path = path;
    m_warnings = warnings;
    rememberLastBattle(path);
    m_units->load(*m_battle);
    m_journal->sync(&m_battle->journal());
    setError(QString());
    Q_EMIT loadedChanged();
    refresh();
    return true;
}

bool BattleSession::startNew(const QString &scenarioPath)
{
    const ScenarioLoadResult sc = ScenarioLoader::loadFile(localPath(scenarioPath));
    if (!sc.ok()) {
        QStringList lines;
        for (const auto &e : sc.errors)
            lines.append(e.toString());
        setError(lines.join(u'\n'));
        return false;
    }
    // ADJUTANT_SEED fixes the dice and shuffles, so a test or a bug report can play the same game.
    bool seeded = false;
    const quint64 seed = qEnvironmentVariable("ADJUTANT_SEED").toULongLong(&seeded);
    auto b = std::make_unique<Battle>(*sc.scenario, *sc.ruleset, QHash<QString, QString>(),
                                      seeded ? seed : dice::SeededRandomSource::freshSeed());
    QDir().mkpath(battlesFolder());
    const QString path = QStringLiteral("%1/%2-%3.adjutant")
                             .arg(battlesFolder(), sc.scenario->id,
                                  QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    QString error;
    if (!BattleFile::save(*b, path, &error)) {
        setError(tr("The battle could not be saved: %1").arg(error));
        return false;
    }
    return adopt(std::move(b), path, {});
}

bool BattleSession::open(const QString &pathOrUrl)
{
    const QString path = localPath(pathOrUrl);
    return adoptOpened(BattleFile::open(path), path);
}

bool BattleSession::adoptOpened(BattleFile::Opened opened, const QString &path)
{
    if (!opened.battle) {
        setError(opened.error);
        return false;
    }
    if (opened.damaged) {
        // Never write into a damaged file: play on in a repaired copy beside it.
        QString error;
        const QString copy = QFileInfo(path).dir().filePath(QFileInfo(path).completeBaseName()
                                                            + QStringLiteral("-recovered.adjutant"));
        if (!BattleFile::save(*opened.battle, copy, &error)) {
            setError(tr("The battle was recovered but could not be saved: %1").arg(error));
            return false;
        }
        opened.warnings.append(tr("Recovered into %1; the damaged file was left as it was.").arg(copy));
        return adopt(std::move(opened.battle), copy, opened.warnings);
    }
    return adopt(std::move(opened.battle), path, opened.warnings);
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

bool BattleSession::saveAs(const QString &pathOrUrl)
{
    if (!m_battle)
        return false;
    QString path = localPath(pathOrUrl);
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".adjutant");
    QString error;
    if (!BattleFile::save(*m_battle, path, &error)) {
        setError(tr("Not saved: %1").arg(error));
        return false;
    }
    m_path = path;
    rememberLastBattle(path);
    Q_EMIT loadedChanged();
    return true;
}

void BattleSession::rememberLastBattle(const QString &path)
{
    // Written through at once, so that Continue survives a crash; but not when it is the battle
    // already named (the usual start), where the write would wait on the disk before the first
    // frame for nothing.
    if (m_settings.value(kLastBattle).toString() == path)
        return;
    m_settings.setValue(kLastBattle, path);
    m_settings.sync();
}

void BattleSession::close()
{
    if (!m_battle)
        return;
    // Fold the log into the battle file so the next opening starts from a fresh snapshot; if
    // that fails, the log still holds every action.
    QString error;
    BattleFile::save(*m_battle, m_path, &error);
    m_units->clear();
    m_journal->clear();
    m_battle.reset();
    m_path.clear();
    m_warnings.clear();
    Q_EMIT loadedChanged();
    Q_EMIT changed();
}

bool BattleSession::apply(const QJsonObject &action)
{
    if (!m_battle)
        return false;
    const Battle::Applied applied = m_battle->apply(action);
    if (!applied.entry) {
        setError(applied.error);
        return false;
    }
    QString error;
    if (!BattleFile::append(m_path, *applied.entry, &error)) {
        // What is not on disk did not happen: go back to what is.
        const QString path = m_path;
        BattleFile::Opened reopened = BattleFile::open(path);
        if (reopened.battle) {
            m_journal->clear();
            m_battle = std::move(reopened.battle);
            m_units->load(*m_battle);
        }
        m_journal->sync(&m_battle->journal());
        refresh();
        setError(tr("Not saved, so not done: %1").arg(error));
        return false;
    }
    setError(QString());
    m_journal->sync(&m_battle->journal());
    refresh();
    return true;
}

void BattleSession::refresh()
{
    if (m_battle)
        m_units->refresh(*m_battle, currentUnit());
    Q_EMIT changed();
}

bool BattleSession::draw()
{
    return apply({{QStringLiteral("kind"), QStringLiteral("draw")}});
}

bool BattleSession::next()
{
    return apply({{QStringLiteral("kind"), QStringLiteral("next")}});
}

bool BattleSession::endTurn()
{
    return apply({{QStringLiteral("kind"), QStringLiteral("end-turn")}});
}

bool BattleSession::undo()
{
    return apply({{QStringLiteral("kind"), QStringLiteral("undo")}});
}

bool BattleSession::redo()
{
    return apply({{QStringLiteral("kind"), QStringLiteral("redo")}});
}

bool BattleSession::setField(const QString &unitId, const QString &fieldId, const QVariant &value,
                             const QString &reason)
{
    QJsonObject action{{QStringLiteral("kind"), QStringLiteral("set")},
                       {QStringLiteral("unit"), unitId},
                       {QStringLiteral("field"), fieldId},
                       {QStringLiteral("value"), QJsonValue::fromVariant(value)}};
    if (!reason.isEmpty())
        action.insert(QStringLiteral("reason"), reason);
    return apply(action);
}

QVariantList BattleSession::unitTypes() const
{
    QVariantList out;
    if (m_battle)
        for (const rules::UnitType &t : m_battle->ruleset().unitTypes)
            out.append(QVariantMap{{QStringLiteral("id"), t.id}, {QStringLiteral("name"), t.doc.name}});
    return out;
}

QVariantList BattleSession::sides() const
{
    QVariantList out;
    if (m_battle)
        for (const ScenarioSide &s : m_battle->scenario().sides)
            out.append(QVariantMap{{QStringLiteral("id"), s.id}, {QStringLiteral("name"), s.name}});
    return out;
}

QVariantList BattleSession::commanders(const QString &sideId) const
{
    QVariantList out;
    if (!m_battle)
        return out;
    for (const QList<ScenarioUnit> *list : {&m_battle->scenario().units, &m_battle->state().joined})
        for (const ScenarioUnit &u : *list)
            if (u.isCommander && u.side == sideId)
                out.append(QVariantMap{{QStringLiteral("id"), u.id}, {QStringLiteral("name"), u.name}});
    return out;
}

bool BattleSession::joinUnit(const QString &name, const QString &typeId, const QString &sideId,
                             const QString &commanderId, const QString &reason)
{
    if (!m_battle)
        return false;
    if (name.trimmed().isEmpty()) {
        setError(tr("Give the unit a name."));
        return false;
    }
    // An id from the name: lower case, hyphens, unique in this battle.
    QString base;
    for (const QChar c : name.trimmed().toLower())
        base += c.isLetterOrNumber() ? c : u'-';
    while (base.contains(u"--"))
        base.replace(u"--"_qs, u"-"_qs);
    base = base.isEmpty() || base == u"-" ? QStringLiteral("unit") : base;
    QString id = base;
    for (int n = 2; m_battle->state().units.contains(id); ++n)
        id = base + u'-' + QString::number(n);
    QJsonObject unit{{QStringLiteral("id"), id},
                     {QStringLiteral("name"), name.trimmed()},
                     {QStringLiteral("type"), typeId},
                     {QStringLiteral("side"), sideId}};
    if (!commanderId.isEmpty())
        unit.insert(QStringLiteral("commander"), commanderId);
    QJsonObject action{{QStringLiteral("kind"), QStringLiteral("join")}, {QStringLiteral("unit"), unit}};
    if (!reason.isEmpty())
        action.insert(QStringLiteral("reason"), reason);
    return apply(action);
}

QString BattleSession::endOfTurnText(const QString &unitId) const
{
    if (!m_battle || !usesDeck())
        return {};
    const bool waiting = std::any_of(m_battle->state().drawPile.begin(), m_battle->state().drawPile.end(),
                                     [&](const DeckCard &c) { return c.unit == unitId; });
    if (!waiting)
        return tr("Its card is out this turn");
    return tr("End of turn before its card: %1").arg(dice::percentText(m_battle->endOfTurnBefore(unitId)));
}

} // namespace adjutant::ui
