#pragma once

#include "action.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace adjutant::battle {

// A test under way (its target, ticks, numbers and the faces entered so far) kept beside the
// battle's journal until it is applied or dropped, so that closing the app or a crash loses
// none of it: FILE.pending, the resolve action as the journal would hold it, written atomically.
class TestUnderWay
{
    Q_DECLARE_TR_FUNCTIONS(TestUnderWay)
public:
    static QString pathFor(const QString &battleFile);
    static bool write(const QString &battleFile, const action::Resolve &test, QString *error);
    // Nothing and no error when there is none; a damaged file is an error and is left alone.
    static std::optional<action::Resolve> read(const QString &battleFile, QString *error);
    static void forget(const QString &battleFile);
};

} // namespace adjutant::battle
