// A test under way kept beside a battle (core/battle/testunderway): the input is FILE.pending
// beside the kgcwo demo battle, read back as the app reads it when the battle opens.
// Checked besides not crashing: a pending file that does not read is an error with a reason and
// is left byte for byte as it was; one that reads is written again and reads back the same
// action (what the app keeps is what it offers again); and the battle takes or refuses the test
// as play would (Battle::propose), with a reason when it refuses.
#include "fuzzsupport.h"

#include "battle/battle.h"
#include "battle/scenario.h"
#include "battle/testunderway.h"

#include <QFile>

using namespace adjutant;
using namespace adjutant::battle;

namespace {

QString battlePath()
{
    return fuzz::scratch() + QStringLiteral("/battle.adjutant");
}

QByteArray readBack(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

std::optional<ScenarioLoadResult> &demo()
{
    static std::optional<ScenarioLoadResult> loaded;
    return loaded;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    demo() = ScenarioLoader::loadFile(QStringLiteral(":/scenarios/kgcwo-demo.json"));
    if (!demo()->ok())
        fuzz::broken("the kgcwo demo does not load");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::Timed timed(data, size);
    const QString pending = TestUnderWay::pathFor(battlePath());
    const QByteArray input = fuzz::bytes(data, size);
    {
        QFile file(pending);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(input) != input.size())
            fuzz::broken("cannot write the scratch file", pending);
    }
    QString error;
    const std::optional<action::Resolve> read = TestUnderWay::read(battlePath(), &error);
    if (!read) {
        if (error.isEmpty())
            fuzz::broken("a pending file that does not read, without a reason");
        if (readBack(pending) != input)
            fuzz::broken("a pending file that does not read was changed");
        return 0;
    }
    if (!error.isEmpty())
        fuzz::broken("a pending file read with an error", error);
    // Kept again as the app keeps it, it reads back as the same action.
    if (!TestUnderWay::write(battlePath(), *read, &error))
        fuzz::broken("a pending action cannot be written again", error);
    const std::optional<action::Resolve> again = TestUnderWay::read(battlePath(), &error);
    if (!again || !(*again == *read))
        fuzz::broken("a pending action does not read back the same", error);
    // Taken to the battle as play would take it: accepted, or refused with a reason.
    Battle battle(*demo()->scenario, *demo()->ruleset, {}, 1);
    QString why;
    if (!battle.propose(Action(*read), &why) && why.isEmpty())
        fuzz::broken("a pending action refused by the battle without a reason");
    TestUnderWay::forget(battlePath());
    return 0;
}
