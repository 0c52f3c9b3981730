// Small C shims over libpng's simplified API and libjpeg(-turbo); error handling via longjmp stays in C.
// Both libraries are opened when the first picture is decoded (library_loader.h); without them nothing decodes.
#include "image_codecs.h"
#include "library_loader.h"
#include <png.h>
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>


#define TV_PNG_FUNCTIONS(X) X(png_image_begin_read_from_memory) X(png_image_finish_read) X(png_image_free)
TV_LIBRARY_TABLE(png, "libpng" TV_LIBRARY_NUMBER(PNG_LIBPNG_VER_DLLNUM) ".so." TV_LIBRARY_NUMBER(PNG_LIBPNG_VER_SONUM),
                 TV_PNG_FUNCTIONS)

#define TV_JPEG_FUNCTIONS(X) X(jpeg_std_error) X(jpeg_CreateDecompress) X(jpeg_destroy_decompress) X(jpeg_mem_src) \
    X(jpeg_read_header) X(jpeg_start_decompress) X(jpeg_read_scanlines) X(jpeg_finish_decompress)
TV_LIBRARY_TABLE(jpeg, "libjpeg.so." TV_LIBRARY_NUMBER(JPEG_LIB_VERSION), TV_JPEG_FUNCTIONS)

uint8_t *tv_decode_png(const uint8_t *bytes, size_t length, size_t max_pixels, int *width, int *height) {
    if (!png_available()) return NULL;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png.png_image_begin_read_from_memory(&image, bytes, length)) return NULL;
    if ((size_t)image.width * image.height > max_pixels || image.width == 0 || image.height == 0) {
        *width = (int)(image.width > INT_MAX ? INT_MAX : image.width);
        *height = (int)(image.height > INT_MAX ? INT_MAX : image.height);
        png.png_image_free(&image);
        return NULL;
    }
    image.format = PNG_FORMAT_RGBA;
    uint8_t *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (!pixels) { png.png_image_free(&image); return NULL; }
    if (!png.png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        free(pixels);
        png.png_image_free(&image);
        return NULL;
    }
    *width = (int)image.width;
    *height = (int)image.height;
    return pixels;
}

struct tv_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
};

static void tv_jpeg_error_exit(j_common_ptr info) {
    struct tv_jpeg_error *error = (struct tv_jpeg_error *)info->err;
    longjmp(error->escape, 1);
}

static void tv_jpeg_silent(j_common_ptr info, int level) { (void)info; (void)level; }

uint8_t *tv_decode_jpeg(const uint8_t *bytes, size_t length, size_t max_pixels, int *width, int *height) {
    if (!jpeg_available()) return NULL;
    struct jpeg_decompress_struct info;
    struct tv_jpeg_error error;
    uint8_t *volatile pixels = NULL;
    uint8_t *volatile row = NULL;
    info.err = jpeg.jpeg_std_error(&error.manager);
    error.manager.error_exit = tv_jpeg_error_exit;
    error.manager.emit_message = tv_jpeg_silent;
    if (setjmp(error.escape)) {
        jpeg.jpeg_destroy_decompress(&info);
        free(pixels);
        free(row);
        return NULL;
    }
    jpeg.jpeg_CreateDecompress(&info, JPEG_LIB_VERSION, sizeof info);
    jpeg.jpeg_mem_src(&info, (unsigned char *)bytes, (unsigned long)length);
    jpeg.jpeg_read_header(&info, TRUE);
    // Refused before decompression starts: a progressive image's coefficient buffers are sized by it.
    if ((size_t)info.image_width * info.image_height > max_pixels) {
        *width = (int)info.image_width;
        *height = (int)info.image_height;
        jpeg.jpeg_destroy_decompress(&info);
        return NULL;
    }
    info.out_color_space = JCS_RGB;
    jpeg.jpeg_start_decompress(&info);
    size_t w = info.output_width, h = info.output_height;
    if (w == 0 || h == 0 || w * h > max_pixels || info.output_components != 3) {
        jpeg.jpeg_destroy_decompress(&info);
        return NULL;
    }
    pixels = malloc(w * h * 4);
    row = malloc(w * 3);
    if (!pixels || !row) { jpeg.jpeg_destroy_decompress(&info); free(pixels); free(row); return NULL; }
    while (info.output_scanline < h) {
        size_t y = info.output_scanline;
        JSAMPROW rows[1] = { row };
        jpeg.jpeg_read_scanlines(&info, rows, 1);
        uint8_t *out = pixels + y * w * 4;
        for (size_t x = 0; x < w; x++) {
            out[x * 4] = row[x * 3];
            out[x * 4 + 1] = row[x * 3 + 1];
            out[x * 4 + 2] = row[x * 3 + 2];
            out[x * 4 + 3] = 255;
        }
    }
    jpeg.jpeg_finish_decompress(&info);
    jpeg.jpeg_destroy_decompress(&info);
    free(row);
    *width = (int)w;
    *height = (int)h;
    return pixels;
}

void tv_image_free(uint8_t *pixels) { free(pixels); }
