#ifndef TV_HEAP_H
#define TV_HEAP_H

// Nothing to call: heap.c sets how the C heap grows as tv is loaded, before any thread starts.

#endif
