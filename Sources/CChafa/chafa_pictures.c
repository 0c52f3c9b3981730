// Pictures for terminals through libchafa, opened when the first picture is drawn (library_loader.h).
#include "chafa_pictures.h"
#include "library_loader.h"
#include <chafa.h>
#include <stdlib.h>
#include <string.h>

#define TV_CHAFA_FUNCTIONS(X) \
    X(chafa_calc_canvas_geometry) X(chafa_canvas_config_new) X(chafa_canvas_config_unref) \
    X(chafa_canvas_config_set_geometry) X(chafa_canvas_config_set_cell_geometry) X(chafa_canvas_config_set_pixel_mode) \
    X(chafa_canvas_config_set_canvas_mode) X(chafa_canvas_config_set_symbol_map) \
    X(chafa_canvas_config_set_dither_mode) X(chafa_canvas_config_set_optimizations) \
    X(chafa_symbol_map_new) X(chafa_symbol_map_add_by_tags) X(chafa_symbol_map_unref) \
    X(chafa_canvas_new) X(chafa_canvas_draw_all_pixels) X(chafa_canvas_print) X(chafa_canvas_unref) \
    X(chafa_term_db_get_default) X(chafa_term_db_get_fallback_info) X(chafa_term_info_unref) \
    X(g_string_free) /* glib's, found through libchafa's dependencies */
TV_LIBRARY_TABLE(chafa, "libchafa.so.0", TV_CHAFA_FUNCTIONS)

int tv_chafa_available(void) { return chafa_available(); }

int tv_chafa_rows(int width, int height, int columns, int cell_width, int cell_height) {
    if (!tv_chafa_available()) return 0;
    gint canvas_width = columns, canvas_height = -1;
    chafa.chafa_calc_canvas_geometry(width, height, &canvas_width, &canvas_height,
                                     (gfloat)cell_width / (gfloat)cell_height, TRUE, FALSE);
    return canvas_height > 1 ? canvas_height : 1;
}

static const ChafaPixelMode pixel_modes[] = {
    [TV_CHAFA_SYMBOLS] = CHAFA_PIXEL_MODE_SYMBOLS,
    [TV_CHAFA_SIXELS] = CHAFA_PIXEL_MODE_SIXELS,
    [TV_CHAFA_KITTY] = CHAFA_PIXEL_MODE_KITTY,
    [TV_CHAFA_ITERM2] = CHAFA_PIXEL_MODE_ITERM2,
};

char *tv_chafa_render(const uint8_t *rgba, int width, int height, int columns, int rows, int cell_width,
                      int cell_height, tv_chafa_pixels pixels, int indexed256, size_t *length) {
    if (!tv_chafa_available() || (unsigned)pixels > TV_CHAFA_ITERM2) return NULL;
    ChafaCanvasConfig *config = chafa.chafa_canvas_config_new();
    chafa.chafa_canvas_config_set_geometry(config, columns > 1 ? columns : 1, rows > 1 ? rows : 1);
    chafa.chafa_canvas_config_set_cell_geometry(config, cell_width, cell_height);
    // No dithering, and no cell-repeat sequences (`ESC [N b`) that some terminals lack: plain, stable output.
    chafa.chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE);
    chafa.chafa_canvas_config_set_optimizations(config, CHAFA_OPTIMIZATION_REUSE_ATTRIBUTES);
    chafa.chafa_canvas_config_set_pixel_mode(config, pixel_modes[pixels]);
    if (pixels == TV_CHAFA_SYMBOLS) {
        ChafaSymbolMap *symbols = chafa.chafa_symbol_map_new();
        chafa.chafa_symbol_map_add_by_tags(symbols, CHAFA_SYMBOL_TAG_BLOCK | CHAFA_SYMBOL_TAG_SPACE);
        chafa.chafa_canvas_config_set_symbol_map(config, symbols);  // copies the map
        chafa.chafa_symbol_map_unref(symbols);
    }
    int palette = pixels == TV_CHAFA_SYMBOLS && indexed256;
    chafa.chafa_canvas_config_set_canvas_mode(config, palette ? CHAFA_CANVAS_MODE_INDEXED_256 : CHAFA_CANVAS_MODE_TRUECOLOR);
    ChafaCanvas *canvas = chafa.chafa_canvas_new(config);
    chafa.chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, width * 4);
    // chafa's fallback terminal: every sequence it knows (sixel, kitty, iTerm2, 256 and direct colour).
    ChafaTermInfo *terminal = chafa.chafa_term_db_get_fallback_info(chafa.chafa_term_db_get_default());
    GString *printed = chafa.chafa_canvas_print(canvas, terminal);
    char *bytes = NULL;
    if (printed != NULL) {
        bytes = malloc(printed->len + 1);
        if (bytes != NULL) {
            memcpy(bytes, printed->str, printed->len + 1);
            *length = printed->len;
        }
        (chafa.g_string_free)(printed, TRUE);  // parenthesised: newer glib also defines a g_string_free() macro
    }
    chafa.chafa_term_info_unref(terminal);
    chafa.chafa_canvas_unref(canvas);
    chafa.chafa_canvas_config_unref(config);
    return bytes;
}
