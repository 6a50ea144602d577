#include "heapsettings.h"

#include <cstdlib> // defines __GLIBC__ under glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace adjutant {

void keepLargeBuffersInTheHeap()
{
#if defined(__GLIBC__)
    constexpr int kLargeBuffer = 64 << 20;
    mallopt(M_MMAP_THRESHOLD, kLargeBuffer);
    mallopt(M_TRIM_THRESHOLD, kLargeBuffer);
#endif
}

} // namespace adjutant
