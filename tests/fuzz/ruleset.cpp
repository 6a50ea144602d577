// The ruleset loader (core/rules/rulesetloader), and then what a loaded ruleset is used for:
// every test set up (modifiers, odds) and resolved with dice, as `adjutant-cli resolve` does.
// A ruleset the loader accepts must never crash, hang or run away in the resolver.
#include "fuzzsupport.h"

#include "rules/resolver.h"
#include "rules/rulesetloader.h"

using namespace adjutant;
using namespace adjutant::rules;

namespace {

// Dice for the resolver: a fixed sequence, and none after kMaxFaces (so a resolution that needs
// more dice stops waiting for them, as it would at the table).
FaceSupplier boundedFaces()
{
    constexpr int kMaxFaces = 200;
    auto used = std::make_shared<int>(0);
    return [used](int sides) -> std::optional<int> {
        if (sides < 1 || *used >= kMaxFaces)
            return std::nullopt;
        const int n = (*used)++;
        return 1 + (n * 7 + n / 3) % sides;
    };
}

// Two units of the first type (and, if there is one, of the second), with every field at its
// default: enough for a test to find its actor and target.
Situation situationFor(const Ruleset &rs)
{
    Situation s;
    if (rs.unitTypes.isEmpty())
        return s;
    s.units.insert(QStringLiteral("actor"),
                   UnitState{QStringLiteral("a"), QStringLiteral("A"), rs.unitTypes.first().id, {}, false});
    s.units.insert(QStringLiteral("target"),
                   UnitState{QStringLiteral("t"), QStringLiteral("T"), rs.unitTypes.last().id, {}, false});
    return s;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Timed timed(data, size);
    const QByteArray text = fuzz::bytes(data, size);
    const RulesetLoadResult loaded = RulesetLoader::loadData(text, QStringLiteral("fuzz.json"));
    if (!loaded.ok()) {
        if (loaded.errors.isEmpty())
            fuzz::broken("a ruleset refused without a reason");
        for (const RulesetError &e : loaded.errors)
            if (e.message.isEmpty() || e.line < 0 || e.line > int(text.count('\n')) + 1)
                fuzz::broken("an error without a message or on no line of the file", e.toString());
        return 0;
    }
    const Ruleset &rs = *loaded.ruleset;
    const Situation situation = situationFor(rs);
    const Resolver resolver(rs);
    for (qsizetype i = 0; i < std::min<qsizetype>(rs.tests.size(), 12); ++i) {
        const QString &test = rs.tests.at(i).id;
        const TestSetup setup = resolver.setup(test, situation);
        (void)setup;
        const Resolution resolution = resolver.resolve(test, situation, boundedFaces());
        (void)resolution;
    }
    return 0;
}
