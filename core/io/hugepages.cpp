#include "hugepages.h"

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#endif

namespace adjutant::io {

void adviseHugePages(void *block, qsizetype bytes)
{
#if defined(Q_OS_LINUX) && defined(MADV_HUGEPAGE)
    constexpr qsizetype kHugePage = qsizetype{2} << 20;
    // Only whole huge pages inside the block: advice covers whole pages, and a neighbour's memory
    // is not this block's to advise.
    char *const start = static_cast<char *>(block);
    const auto misalignment = qsizetype(reinterpret_cast<quintptr>(start) % quintptr(kHugePage));
    const qsizetype skip = misalignment == 0 ? 0 : kHugePage - misalignment;
    const qsizetype whole = bytes > skip ? (bytes - skip) / kHugePage * kHugePage : 0;
    if (whole > 0)
        // Advice only: when it is refused (no huge pages here), the memory works as before.
        (void)madvise(start + skip, size_t(whole), MADV_HUGEPAGE);
#else
    Q_UNUSED(block);
    Q_UNUSED(bytes);
#endif
}

} // namespace adjutant::io
