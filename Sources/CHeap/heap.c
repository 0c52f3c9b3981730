#include "heap.h"

#include <stdlib.h>  // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#include <string.h>

/// Every heap glibc makes from here on (one for each thread that allocates) starts with 4 MB it may write, and the
/// main heap grows 4 MB at a time, not page by page with a system call each (BENCHMARKS.md). Set as tv is loaded: the
/// runtime's threads have made their heaps before `Launcher.run` could set it. A pad the user set is left alone.
__attribute__((constructor)) static void tv_heap_grow_step(void) {
    const char *tunables = getenv("GLIBC_TUNABLES");
    if (getenv("MALLOC_TOP_PAD_") != NULL || (tunables != NULL && strstr(tunables, "glibc.malloc.top_pad") != NULL)) {
        return;
    }
    mallopt(M_TOP_PAD, 4 << 20);
}
#endif
