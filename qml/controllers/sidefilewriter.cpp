#include "sidefilewriter.h"

#include "battle/testunderway.h"

namespace adjutant::ui {

SideFileWriter::SideFileWriter(QObject *parent) : QObject(parent)
{
    m_writes.setMaxThreadCount(1);
}

SideFileWriter::~SideFileWriter()
{
    settle();
}

void SideFileWriter::write(const QString &battleFile, const battle::action::Resolve &underWay)
{
    m_writes.start([this, battleFile, underWay] {
        QString problem;
        if (battle::TestUnderWay::write(battleFile, underWay, &problem))
            m_ours.insert(battleFile);
        else if (problem != m_told) {
            m_told = problem;
            Q_EMIT failed(problem);
        }
    });
}

void SideFileWriter::adopt(const QString &battleFile)
{
    m_writes.start([this, battleFile] { m_ours.insert(battleFile); });
}

void SideFileWriter::forget(const QString &battleFile)
{
    m_writes.start([this, battleFile] {
        if (m_ours.remove(battleFile))
            battle::TestUnderWay::forget(battleFile);
    });
}

void SideFileWriter::settle()
{
    m_writes.waitForDone();
}

} // namespace adjutant::ui
