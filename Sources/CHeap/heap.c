#include "heap.h"

#include <stdlib.h>  // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>

/// Every heap glibc makes from here on (one per thread that allocates, up to its arena limit) starts with 4 MB it may
/// write, and the main heap grows 4 MB at a time: otherwise a heap grows by the pages each allocation needs, one
/// `mprotect` or `brk` call each (760 in a warm week). Set as tv is loaded because a thread's heap is made when the
/// thread first allocates, which the Swift runtime's threads do before `main` runs any of tv's code.
__attribute__((constructor)) static void tv_heap_grow_step(void) {
    mallopt(M_TOP_PAD, 4 << 20);
}
#endif
