// roll, odds and chain: the dice engine from the command line.
#include "cli.h"
#include "text/punctuation.h"

#include "dice/diceparser.h"
#include "dice/dietest.h"
#include "dice/distribution.h"
#include "dice/facereader.h"
#include "dice/probabilitytext.h"
#include "dice/randomsource.h"
#include "dice/roll.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

namespace adjutant::cli {

using namespace adjutant::dice;

namespace {

std::optional<DiceExpression> parseExpression(const QString &text, const Invocation &invocation,
                                              int *exitStatus)
{
    const DiceParseResult parsed = DiceParser::parse(text);
    if (!parsed.ok()) {
        // A long expression is shown cut short: the column says where the trouble is.
        const QString shown = text.size() > 60 ? text.left(59) + u'…' : text;
        *exitStatus = usageError(invocation, Cli::tr("'%1': %2").arg(shown, parsed.error.toString()));
        return std::nullopt;
    }
    return parsed.expression;
}

QJsonArray diceJson(const RollResult &result, bool pool)
{
    QJsonArray dice;
    for (const RolledDie &d : result.dice) {
        QJsonObject o{{QStringLiteral("sides"), d.sides},
                      {QStringLiteral("face"), d.face},
                      {QStringLiteral("kept"), d.kept}};
        if (pool)
            o.insert(QStringLiteral("success"), d.success);
        dice.append(o);
    }
    return dice;
}

QString diceText(const RollResult &result, bool pool)
{
    QStringList parts;
    for (const RolledDie &d : result.dice) {
        QString s = QString::number(d.face);
        if (!d.kept)
            s = u'(' + s + u')';
        if (pool)
            s += d.success ? u"✓" : u"✗";
        parts << s;
    }
    return parts.join(u' ');
}

int rollCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Roll a dice expression and show every die."));
    parser.addPositionalArgument(QStringLiteral("EXPR"),
                                 Cli::tr("Dice such as 2d6+1, 4d10kh3, d66 or the pool 3d10>=5."));
    parser.addOption(
        {QStringLiteral("seed"), Cli::tr("Seed for the random source (reproducible)."), QStringLiteral("S")});
    parser.addOption({QStringLiteral("faces"),
                      Cli::tr("Use faces read off real dice instead of rolling, e.g. \"3 0 7\"."),
                      QStringLiteral("FACES")});
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.positionalArguments().size() != 1)
        return usageError(invocation, Cli::tr("give exactly one dice expression"));
    const auto expr = parseExpression(parser.positionalArguments().first(), invocation, &status);
    if (!expr)
        return status;
    if (parser.isSet(QStringLiteral("seed")) && parser.isSet(QStringLiteral("faces")))
        return usageError(invocation, Cli::tr("--seed and --faces exclude each other"));

    RollResult result;
    std::optional<quint64> seed;
    if (parser.isSet(QStringLiteral("faces"))) {
        const FaceReadResult faces
            = FaceReader::read(parser.value(QStringLiteral("faces")), expr->dieSides());
        if (!faces.ok())
            return usageError(invocation, faces.error);
        result = evaluate(*expr, faces.faces);
    } else {
        bool ok = true;
        seed = parser.isSet(QStringLiteral("seed")) ? parser.value(QStringLiteral("seed")).toULongLong(&ok)
                                                    : SeededRandomSource::freshSeed();
        if (!ok)
            return usageError(invocation,
                              Cli::tr("--seed needs a whole number from 0 to "
                                      "18446744073709551615"));
        SeededRandomSource source(*seed);
        result = roll(*expr, source);
    }

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o{{QStringLiteral("expression"), expr->toString()},
                      {QStringLiteral("dice"), diceJson(result, expr->isPool())},
                      {QStringLiteral("value"), result.value},
                      {QStringLiteral("pool"), expr->isPool()},
                      {QStringLiteral("source"), seed ? QStringLiteral("seeded") : QStringLiteral("typed")}};
        if (seed)
            o.insert(QStringLiteral("seed"), QString::number(*seed)); // 64 bits: a string
        printJson(QJsonDocument(o));
        return Ok;
    }
    QString text = expr->toString() + text::Punctuation::colon() + diceText(result, expr->isPool()) + u" → ";
    text += expr->isPool() ? Cli::tr("%n success(es)", nullptr, result.value) : QString::number(result.value);
    if (seed)
        text += u"  " + Cli::tr("(seed %1)").arg(*seed);
    printText(text);
    return Ok;
}

int oddsCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("The exact probability of every outcome of a dice expression. For a pool such as "
                "3d10>=5 the outcome is the number of successes. With --ruleset, --test and "
                "--situation: the odds of each outcome of a test (see 'help resolve')."));
    parser.addPositionalArgument(QStringLiteral("EXPR"), Cli::tr("Dice such as 2d6, 3d10kl1 or 3d10>=5."));
    parser.addOption(
        {QStringLiteral("at-least"), Cli::tr("Only the chance of N or more."), QStringLiteral("N")});
    parser.addOption(
        {QStringLiteral("at-most"), Cli::tr("Only the chance of N or less."), QStringLiteral("N")});
    parser.addOption(jsonOption());
    addTestOddsOptions(parser);
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (parser.isSet(QStringLiteral("ruleset")) || parser.isSet(QStringLiteral("test")))
        return testOddsCommand(invocation, parser);
    if (parser.positionalArguments().size() != 1)
        return usageError(invocation, Cli::tr("give exactly one dice expression"));
    if (parser.isSet(QStringLiteral("at-least")) && parser.isSet(QStringLiteral("at-most")))
        return usageError(invocation, Cli::tr("--at-least and --at-most exclude each other"));
    const auto expr = parseExpression(parser.positionalArguments().first(), invocation, &status);
    if (!expr)
        return status;

    const Distribution<double> dist = distributionOf<double>(*expr);
    const bool json = parser.isSet(QStringLiteral("json"));

    for (const QString &name : {QStringLiteral("at-least"), QStringLiteral("at-most")}) {
        if (!parser.isSet(name))
            continue;
        const auto n = intOption(parser, name, invocation, &status);
        if (!n)
            return status;
        const double p = name == u"at-least" ? dist.atLeast(*n) : dist.atMost(*n);
        if (json) {
            printJson(QJsonDocument(QJsonObject{{QStringLiteral("expression"), expr->toString()},
                                                {QStringLiteral("comparison"), name},
                                                {QStringLiteral("value"), *n},
                                                {QStringLiteral("probability"), p}}));
        } else {
            printText(
                name == u"at-least"
                    ? Cli::tr("%1: %2 or more: %3").arg(expr->toString(), QString::number(*n), percentText(p))
                    : Cli::tr("%1: %2 or less: %3")
                          .arg(expr->toString(), QString::number(*n), percentText(p)));
        }
        return Ok;
    }

    if (json) {
        QJsonArray outcomes;
        for (int v = dist.minimum(); v <= dist.maximum(); ++v) {
            if (dist.probability(v) == 0.0)
                continue; // d66 has gaps
            outcomes.append(QJsonObject{{QStringLiteral("value"), v},
                                        {QStringLiteral("probability"), dist.probability(v)},
                                        {QStringLiteral("atLeast"), dist.atLeast(v)},
                                        {QStringLiteral("atMost"), dist.atMost(v)}});
        }
        printJson(QJsonDocument(QJsonObject{{QStringLiteral("expression"), expr->toString()},
                                            {QStringLiteral("pool"), expr->isPool()},
                                            {QStringLiteral("mean"), dist.mean()},
                                            {QStringLiteral("outcomes"), outcomes}}));
        return Ok;
    }
    QString text = expr->toString() + u'\n';
    text += Cli::tr("%1  %2  %3  %4\n")
                .arg((expr->isPool() ? Cli::tr("successes") : Cli::tr("value")).rightJustified(9),
                     Cli::tr("exactly").rightJustified(8), Cli::tr("or more").rightJustified(8),
                     Cli::tr("or less").rightJustified(8));
    for (int v = dist.minimum(); v <= dist.maximum(); ++v) {
        if (dist.probability(v) == 0.0)
            continue;
        text += QStringLiteral("%1  %2  %3  %4\n")
                    .arg(QString::number(v).rightJustified(9),
                         percentText(dist.probability(v)).rightJustified(8),
                         percentText(dist.atLeast(v)).rightJustified(8),
                         percentText(dist.atMost(v)).rightJustified(8));
    }
    text += Cli::tr("mean %1").arg(QLocale().toString(dist.mean(), 'f', 2));
    printText(text);
    return Ok;
}

int chainCommand(const Invocation &invocation)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Casualties from a chained test on d10s: each die that scores 5+ after the hit "
                "modifier is a hit; each hit forces a save at 5+ after the save modifier; each "
                "failed save is a casualty. A natural 10 always passes and a natural 1 always "
                "fails. Casualties from the cap on count as the cap (the unit is removed)."));
    parser.addOption(
        {QStringLiteral("dice"), Cli::tr("Dice rolled to hit (0 to 1000)."), QStringLiteral("N")});
    parser.addOption(
        {QStringLiteral("hit-mod"), Cli::tr("Total modifier on each hit die."), QStringLiteral("M")});
    parser.addOption(
        {QStringLiteral("save-mod"), Cli::tr("Total modifier on each save die."), QStringLiteral("S")});
    parser.addOption(
        {QStringLiteral("cap"), Cli::tr("Casualties at which the unit is removed."), QStringLiteral("C")});
    parser.addOption(jsonOption());
    int status = Ok;
    if (!parseOrReport(parser, invocation, &status))
        return status;
    if (!parser.positionalArguments().isEmpty())
        return usageError(invocation,
                          Cli::tr("unexpected argument '%1'").arg(parser.positionalArguments().first()));
    for (const char *required : {"dice", "hit-mod", "save-mod", "cap"}) {
        if (!parser.isSet(QString::fromLatin1(required)))
            return usageError(invocation, Cli::tr("--%1 is required").arg(QString::fromLatin1(required)));
    }
    const auto dice = intOption(parser, QStringLiteral("dice"), invocation, &status);
    const auto hitMod
        = dice ? intOption(parser, QStringLiteral("hit-mod"), invocation, &status) : std::nullopt;
    const auto saveMod
        = hitMod ? intOption(parser, QStringLiteral("save-mod"), invocation, &status) : std::nullopt;
    const auto cap = saveMod ? intOption(parser, QStringLiteral("cap"), invocation, &status) : std::nullopt;
    if (!cap)
        return status;
    if (*dice < 0 || *dice > 1000)
        return usageError(invocation, Cli::tr("--dice must be from 0 to 1000"));
    if (*cap < 0)
        return usageError(invocation, Cli::tr("--cap must be 0 or more"));
    // On a d10 a modifier past ±10 changes nothing; past ±100 it is a typing slip.
    for (const auto &[name, value] : {std::pair{"hit-mod", *hitMod}, std::pair{"save-mod", *saveMod}})
        if (value < -100 || value > 100)
            return usageError(invocation,
                              Cli::tr("--%1 must be from -100 to 100, not %2")
                                  .arg(QLatin1String(name), QString::number(value)));

    const DieTest hit{10, Comparison::AtLeast, 5, *hitMod, {10}, {1}};
    const DieTest save{10, Comparison::AtLeast, 5, *saveMod, {10}, {1}};
    const Distribution<double> dist = chainedCasualties<double>(*dice, hit, save, *cap);
    const double pHit = passProbability<double>(hit);
    const double pSave = passProbability<double>(save);

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray casualties;
        for (int c = 0; c <= std::min(*cap, *dice); ++c)
            casualties.append(QJsonObject{{QStringLiteral("count"), c},
                                          {QStringLiteral("probability"), dist.probability(c)}});
        printJson(
            QJsonDocument(QJsonObject{{QStringLiteral("dice"), *dice},
                                      {QStringLiteral("hitModifier"), *hitMod},
                                      {QStringLiteral("saveModifier"), *saveMod},
                                      {QStringLiteral("cap"), *cap},
                                      {QStringLiteral("hitProbability"), pHit},
                                      {QStringLiteral("saveProbability"), pSave},
                                      {QStringLiteral("casualtyProbabilityPerDie"), pHit * (1.0 - pSave)},
                                      {QStringLiteral("expectedCasualties"), dist.mean()},
                                      {QStringLiteral("casualties"), casualties}}));
        return Ok;
    }
    QString text = Cli::tr("%n die/dice to hit at %1 each; each hit saved at %2; cap %3\n", nullptr, *dice)
                       .arg(percentText(pHit), percentText(pSave), QString::number(*cap));
    for (int c = 0; c <= std::min(*cap, *dice); ++c) {
        const QString count = Cli::tr("%n casualt(y/ies)", nullptr, c);
        const QString label = c == *cap && *cap < *dice ? Cli::tr("%1 (removed)").arg(count) : count;
        text += text::Punctuation::labelled(label.rightJustified(24),
                                            percentText(dist.probability(c)).rightJustified(7))
            + u'\n';
    }
    text += Cli::tr("expected casualties %1").arg(QLocale().toString(dist.mean(), 'f', 2));
    printText(text);
    return Ok;
}

} // namespace

QList<Command> diceCommands()
{
    return {
        {QStringLiteral("roll"), Cli::tr("Roll dice, or check faces read off real dice."), rollCommand},
        {QStringLiteral("odds"), Cli::tr("Exact odds of every outcome of a dice expression."), oddsCommand},
        {QStringLiteral("chain"), Cli::tr("Odds of casualties from hits that each force a save."),
         chainCommand},
    };
}

} // namespace adjutant::cli
