#ifndef TV_LIBRARY_LOADER_H
#define TV_LIBRARY_LOADER_H
#include <pthread.h>
#include <stddef.h>

/// Opens the shared library `soname` and resolves `count` functions, `names[i]` into `slots[i]`.
///
/// Returns 1 when the library and every function were found, else 0 with every slot NULL (the library is closed
/// again). Libraries opened this way are needed only by some commands, and are left out of the start-up of all others.
int tv_library_open(const char *soname, const char *const *names, void **slots, size_t count);

/// Declares a table of the functions `LIST(X)` names, typed as their header declares them (`__typeof__`): a struct of
/// nothing but these slots is what `tv_library_open` fills, passed as `(void **)&table`.
#define TV_LIBRARY_SLOT(name) __typeof__(name) *name;
/// One name of `LIST(X)` as a string, for `tv_library_open`.
#define TV_LIBRARY_NAME(name) #name,
/// A header's version macro (e.g. `JPEG_LIB_VERSION`) expanded and quoted, to spell the soname built against.
#define TV_LIBRARY_NUMBER(number) TV_LIBRARY_QUOTE(number)
#define TV_LIBRARY_QUOTE(text) #text

/// Declares the table `table` of the functions `LIST(X)` names, and `static int table##_available(void)`, which opens
/// `soname` by the first call (once, whichever thread calls) and says whether the table is filled.
#define TV_LIBRARY_TABLE(table, soname, LIST) \
    static struct { LIST(TV_LIBRARY_SLOT) } table; \
    static int table##_loaded; \
    static pthread_once_t table##_once = PTHREAD_ONCE_INIT; \
    static void table##_open(void) { \
        static const char *const names[] = { LIST(TV_LIBRARY_NAME) }; \
        table##_loaded = tv_library_open(soname, names, (void **)&table, sizeof names / sizeof *names); \
    } \
    static int table##_available(void) { \
        pthread_once(&table##_once, table##_open); \
        return table##_loaded; \
    }
#endif
