#include "hugepages.h"

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#endif

namespace adjutant::io {

void adviseHugePages(void *block, qsizetype bytes)
{
#if defined(Q_OS_LINUX) && defined(MADV_HUGEPAGE)
    constexpr quintptr kHugePage = quintptr{2} << 20;
    // Only whole huge pages inside the block: advice covers whole pages, and a neighbour's memory
    // is not this block's to advise.
    const auto start = reinterpret_cast<quintptr>(block);
    const quintptr first = (start + kHugePage - 1) & ~(kHugePage - 1);
    const quintptr end = (start + quintptr(bytes)) & ~(kHugePage - 1);
    if (bytes > 0 && end > first)
        // Advice only: when it is refused (no huge pages here), the memory works as before.
        (void)madvise(reinterpret_cast<void *>(first), size_t(end - first), MADV_HUGEPAGE);
#else
    Q_UNUSED(block);
    Q_UNUSED(bytes);
#endif
}

} // namespace adjutant::io
