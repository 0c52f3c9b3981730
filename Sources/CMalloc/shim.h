// glibc's allocator controls (mallopt), which the Glibc module does not export.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
