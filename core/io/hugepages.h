#pragma once

#include <QtGlobal>

namespace adjutant::io {

// Asks the system to back a large block of memory, reserved but not yet written, with huge pages
// (2 MB rather than 4 KB) where it offers them on request (Linux's transparent huge pages in
// "madvise" mode); elsewhere it does nothing. Opening a long battle writes tens of megabytes of
// fresh memory (the files read whole, its journal's entries), and on a virtual machine the fault
// taken on first touch of each small page cost more than all the reading and checking.
void adviseHugePages(void *block, qsizetype bytes);

} // namespace adjutant::io
