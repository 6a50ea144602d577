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
            session->sideFiles().forget(file);
            m_keptFor.clear();
        }
        m_written.reset();
        return;
    }
    if (m_keptFor == file && m_written == underWay)
        return; // asked for already: a sheet keeps at every change it shows, and a write is synced
    // Written on the session's writing thread; a write that fails is told on the banner from there
    // (and this same action is not asked again: the next change is).
    session->sideFiles().write(file, *underWay);
    m_keptFor = file;
    m_written = underWay;
}

void KeptUnderWay::adopt(BattleSession *session)
{
    m_keptFor = session ? session->filePath() : QString();
    m_written.reset();
    if (!m_keptFor.isEmpty())
        session->sideFiles().adopt(m_keptFor);
}

std::optional<battle::action::Resolve>
KeptUnderWay::read(BattleSession *session,
                   const std::function<bool(const battle::action::Resolve &)> &belongs)
{
    const QString file = session && session->loaded() ? session->filePath() : QString();
    if (file.isEmpty())
        return std::nullopt;
    session->sideFiles().settle(); // what this battle's sheets asked to keep is on the disk
    QString error;
    std::optional<battle::action::Resolve> found = battle::TestUnderWay::read(file, &error);
    if (!error.isEmpty())
        session->warnOfSideFile(error);
    if (found && !belongs(*found))
        found.reset();
    return found;
}

} // namespace adjutant::ui
