// Fuzz targets `png` and `jpeg`: posters come from the network and are decoded by libpng and libjpeg in tv's process.
// Whatever the bytes, the shim returns NULL or an image within the pixel cap whose every byte can be read; nothing
// crashes, leaks or reads out of bounds (built with -fsanitize=fuzzer,address by scripts/fuzz; -DTV_FUZZ_JPEG picks
// the JPEG decoder).
#include "image_codecs.h"
#include <stdio.h>
#include <stdlib.h>

/// RGBAImage.maxPixels: a poster for a terminal.
#define TV_FUZZ_MAX_PIXELS ((size_t)2048 * 3072)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int width = 0, height = 0;
#ifdef TV_FUZZ_JPEG
    uint8_t *pixels = tv_decode_jpeg(data, size, TV_FUZZ_MAX_PIXELS, &width, &height);
#else
    uint8_t *pixels = tv_decode_png(data, size, TV_FUZZ_MAX_PIXELS, &width, &height);
#endif
    if (!pixels) return 0;
    if (width <= 0 || height <= 0 || (size_t)width * (size_t)height > TV_FUZZ_MAX_PIXELS) {
        fprintf(stderr, "decoded a %dx%d image outside the cap\n", width, height);
        abort();
    }
    size_t count = (size_t)width * (size_t)height * 4;
    unsigned sum = 0;
    for (size_t i = 0; i < count; i += 61) sum += pixels[i];  // every row is readable (ASan checks the bounds)
    sum += pixels[count - 1];
    tv_image_free(pixels);
    return (int)(sum & 0);
}
