#pragma once

// Exact rationals for the odds tests (GMP). Core never links GMP: its distributions are templates
// instantiated here with mpq_class and in the app with double.

#include <QtGlobal>

#include <gmpxx.h>

namespace adjutant::testing {

using Exact = mpq_class;

// n/d in lowest terms (mpq_class's two-argument constructor does not reduce).
inline Exact ratio(qint64 n, qint64 d)
{
    Exact q(mpz_class(static_cast<long>(n)), mpz_class(static_cast<long>(d)));
    q.canonicalize();
    return q;
}

} // namespace adjutant::testing
