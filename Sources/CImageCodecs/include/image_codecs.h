#ifndef TV_IMAGE_CODECS_H
#define TV_IMAGE_CODECS_H
#include <stddef.h>
#include <stdint.h>

/// Decodes PNG bytes to 8-bit RGBA (unassociated alpha). Returns a malloc'd buffer of width*height*4 bytes,
/// or NULL when the bytes are not a PNG libpng can read; the caller frees it with tv_image_free.
/// An image of more than max_pixels is refused before pixel memory is allocated: NULL, with width and height set
/// to its size.
uint8_t *tv_decode_png(const uint8_t *bytes, size_t length, size_t max_pixels, int *width, int *height);

/// Decodes baseline or progressive JPEG bytes to 8-bit RGBA (opaque). Same contract as tv_decode_png.
uint8_t *tv_decode_jpeg(const uint8_t *bytes, size_t length, size_t max_pixels, int *width, int *height);

/// Frees a buffer returned by a decoder.
void tv_image_free(uint8_t *pixels);
#endif
