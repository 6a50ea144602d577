#pragma once

namespace adjutant {

// How the C library's allocator treats large buffers, set once at the start of each program that
// opens battles (the app, adjutant-cli, and the benchmarks that measure them).
//
// glibc gives each buffer over its threshold (128 KB at first, rising to at most 32 MB as such
// buffers are freed) pages of its own from the kernel and hands them back when it is freed; every
// page is then faulted in afresh on its first touch. Opening a long battle reads two files of tens
// of megabytes, splits them into lines and lists its entries: with the default, a third of the
// opening went to page faults, which cost the most in a virtual machine. Buffers up to 64 MB come
// from the heap instead, and freed memory stays there (up to 64 MB at its top) for the next one.
// Elsewhere than glibc it does nothing.
void keepLargeBuffersInTheHeap();

} // namespace adjutant
