#include "keptunderway.h"

#include "battle/testunderway.h"
#include "battlesession.h"

namespace adjutant::ui {

void KeptUnderWay::keep(BattleSession *session, const std::optional<battle::action::Resolve> &underWay)
{
    const QString file = session ? session->filePath() : QString();
    if (file.isEmpty() || session->readOnly())
        return;
    if (!underWay) {
        if (m_keptFor == file) {
            battle::TestUnderWay::forget(file);
            m_keptFor.clear();
        }
        m_written.reset();
        return;
    }
    if (m_keptFor == file && m_written == underWay)
        return; // on the disk already: a sheet keeps at every change it shows, and a write is synced
    QString error;
    if (battle::TestUnderWay::write(file, *underWay, &error)) {
        m_keptFor = file;
        m_written = underWay;
    } else if (error != m_warned) {
        m_warned = error;
        session->warnOfSideFile(error);
    }
}

void KeptUnderWay::adopt(const BattleSession *session)
{
    m_keptFor = session ? session->filePath() : QString();
    m_written.reset();
}

std::optional<battle::action::Resolve>
KeptUnderWay::read(BattleSession *session,
                   const std::function<bool(const battle::action::Resolve &)> &belongs)
{
    const QString file = session && session->loaded() ? session->filePath() : QString();
    if (file.isEmpty())
        return std::nullopt;
    QString error;
    std::optional<battle::action::Resolve> found = battle::TestUnderWay::read(file, &error);
    if (!error.isEmpty())
        session->warnOfSideFile(error);
    if (found && !belongs(*found))
        found.reset();
    return found;
}

} // namespace adjutant::ui
