#ifndef TV_CHAFA_PICTURES_H
#define TV_CHAFA_PICTURES_H
#include <stddef.h>
#include <stdint.h>

/// How a picture is drawn: character art, or one of the terminal pixel protocols.
typedef enum tv_chafa_pixels {
    TV_CHAFA_SYMBOLS,
    TV_CHAFA_SIXELS,
    TV_CHAFA_KITTY,
    TV_CHAFA_ITERM2,
} tv_chafa_pixels;

/// 1 when libchafa can be used; the first call opens it (it is left out of every start-up that draws no picture).
int tv_chafa_available(void);

/// Rows a `width` × `height` picture takes at `columns` wide in cells of `cell_width` × `cell_height` pixels, keeping
/// its aspect (at least 1); 0 without libchafa.
int tv_chafa_rows(int width, int height, int columns, int cell_width, int cell_height);

/// `rgba` (unassociated, `width` × `height`, rows packed) scaled into `columns` × `rows` cells as terminal output:
/// with no dithering and no cell-repeat sequences, in 256 colours when `indexed256` (character art only), escape
/// sequences for every protocol chafa knows. Returns a malloc'd buffer of `*length` bytes (free it with `free`), or
/// NULL without libchafa.
char *tv_chafa_render(const uint8_t *rgba, int width, int height, int columns, int rows, int cell_width,
                      int cell_height, tv_chafa_pixels pixels, int indexed256, size_t *length);
#endif
