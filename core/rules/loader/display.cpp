// The display section: which fields the screens show, and how.

#include "loader.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace adjutant::rules::detail {

QString Loader::displayField(const Obj &o, const char *key, std::initializer_list<FieldKind> kinds,
                             const QString &kindText)
{
    QString id = o.text(key, false);
    if (id.isEmpty())
        return {};
    const Field *f = m_rs.field(id);
    if (!f)
        m_ctx.error(o.path(key), RulesetLoader::tr("no field \"%1\"").arg(id));
    else if (!broken(f) && std::find(kinds.begin(), kinds.end(), f->kind) == kinds.end())
        m_ctx.error(o.path(key), RulesetLoader::tr("\"%1\" is not %2").arg(id, kindText));
    return id;
}

QStringList Loader::displayFieldList(const Obj &o, const char *key, bool tests)
{
    QStringList ids = o.texts(key);
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (tests && !m_rs.test(ids[i]))
            m_ctx.error(item(o.path(key), i), RulesetLoader::tr("no test \"%1\"").arg(ids[i]));
        else if (!tests && !kindFits(m_rs.field(ids[i]), FieldKind::Flag))
            m_ctx.error(item(o.path(key), i), RulesetLoader::tr("no flag field \"%1\"").arg(ids[i]));
    }
    return ids;
}

void Loader::readDisplayActions(const Obj &o)
{
    Display &d = m_rs.display;
    const QJsonArray list = o.array("actions");
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = item(o.path("actions"), i);
        QString id;
        if (list[i].isString()) {
            id = list[i].toString();
        } else {
            const Obj action(m_ctx, list[i], path, {"test", "when"});
            if (!action.valid())
                continue;
            id = action.text("test");
            if (action.has("when"))
                if (std::optional<Condition> when
                    = condition(action.value("when"), action.path("when"), nullptr))
                    d.actionWhen.insert(id, std::make_shared<Condition>(*when));
        }
        if (!id.isEmpty() && !m_rs.test(id))
            m_ctx.error(list[i].isString() ? path : child(path, QStringLiteral("test")),
                        RulesetLoader::tr("no test \"%1\"").arg(id));
        d.actions.append(id);
    }
}

void Loader::readDisplay(const Obj &o)
{
    if (!o.valid())
        return;
    Display &d = m_rs.display;
    if (o.has("losses")) {
        const Obj losses(m_ctx, o.value("losses"), o.path("losses"), {"field", "outOf", "counts"});
        if (losses.valid()) {
            if (!losses.has("field"))
                losses.missing("field");
            d.lossesField
                = displayField(losses, "field", {FieldKind::Integer}, RulesetLoader::tr("a number"));
            d.lossesOutOf = losses.text("outOf", false);
            if (d.lossesOutOf.startsWith(u"type.")) {
                if (!typeAttributeExists(d.lossesOutOf.mid(5)))
                    m_ctx.error(
                        losses.path("outOf"),
                        RulesetLoader::tr("no unit type has the attribute \"%1\"").arg(d.lossesOutOf.mid(5)));
            } else if (!d.lossesOutOf.isEmpty() && !m_rs.field(d.lossesOutOf)) {
                m_ctx.error(losses.path("outOf"),
                            RulesetLoader::tr("expected a field or \"type.\" and a unit type attribute"));
            }
            const QString counts = losses.text("counts", false);
            if (!counts.isEmpty() && counts != u"lost" && counts != u"left")
                m_ctx.error(losses.path("counts"), RulesetLoader::tr("expected \"lost\" or \"left\""));
            d.lossesCountLeft = counts == u"left";
        }
    }
    if (o.has("state")) {
        const Obj state(m_ctx, o.value("state"), o.path("state"), {"field", "tones"});
        if (state.valid()) {
            if (!state.has("field"))
                state.missing("field");
            d.stateField = displayField(state, "field", {FieldKind::Ladder, FieldKind::Choice},
                                        RulesetLoader::tr("a ladder or a choice"));
            const QJsonObject tones = state.value("tones").toObject();
            if (state.has("tones") && !state.value("tones").isObject())
                state.wrongType("tones", RulesetLoader::tr("an object"));
            const Field *f = m_rs.field(d.stateField);
            const Ladder *ladder = f ? m_rs.ladder(f->ladder) : nullptr;
            for (auto it = tones.begin(); it != tones.end(); ++it) {
                const QString path = child(state.path("tones"), it.key());
                if ((ladder && !ladder->step(it.key())) || (f && !ladder && !f->choices.contains(it.key())))
                    m_ctx.error(path,
                                RulesetLoader::tr("\"%1\" is not a value of %2").arg(it.key(), d.stateField));
                const QString tone = it.value().toString();
                if (tone == u"steady")
                    d.tones.insert(it.key(), Display::Tone::Steady);
                else if (tone == u"shaken")
                    d.tones.insert(it.key(), Display::Tone::Shaken);
                else if (tone == u"routed")
                    d.tones.insert(it.key(), Display::Tone::Routed);
                else
                    m_ctx.error(path, RulesetLoader::tr("expected \"steady\", \"shaken\" or \"routed\""));
            }
        }
    }
    d.formationField = displayField(o, "formation", {FieldKind::Choice}, RulesetLoader::tr("a choice"));
    d.markers = displayFieldList(o, "markers", false);
    d.moved = displayField(o, "moved", {FieldKind::Flag}, RulesetLoader::tr("a flag"));
    readDisplayActions(o);
}

} // namespace adjutant::rules::detail
