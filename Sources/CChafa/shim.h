#ifndef TV_CCHAFA_SHIM_H
#define TV_CCHAFA_SHIM_H
#include <chafa.h>

/// Frees a GString returned by chafa_canvas_print together with its buffer (g_string_free is a macro in newer glib).
static inline void tv_chafa_string_free(GString *string) {
    g_string_free(string, TRUE);
}
#endif
