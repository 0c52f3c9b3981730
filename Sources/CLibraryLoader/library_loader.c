// Opening a shared library when it is first needed (dlopen), for the libraries only some commands use.
#include "library_loader.h"
#include <dlfcn.h>

int tv_library_open(const char *soname, const char *const *names, void **slots, size_t count) {
    for (size_t index = 0; index < count; index++) slots[index] = NULL;
    void *library = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return 0;
    for (size_t index = 0; index < count; index++) {
        slots[index] = dlsym(library, names[index]);
        if (slots[index] == NULL) {
            for (size_t cleared = 0; cleared < index; cleared++) slots[cleared] = NULL;
            dlclose(library);
            return 0;
        }
    }
    return 1;
}
