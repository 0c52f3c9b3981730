// The wrappers of libzip_shim.h, calling libzip through the functions found when it was opened.
#include "libzip_shim.h"
#include "library_loader.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zip.h>

#define TV_LIBZIP_FUNCTIONS(X) \
    X(zip_source_buffer_create) X(zip_source_free) X(zip_open_from_source) X(zip_open) X(zip_close) X(zip_discard) \
    X(zip_error_init) X(zip_error_fini) X(zip_error_strerror) X(zip_error_code_zip) X(zip_get_num_entries) \
    X(zip_get_name) X(zip_stat_init) X(zip_stat_index) X(zip_fopen_index_encrypted) X(zip_fread) X(zip_fclose) \
    X(zip_file_get_error) X(zip_get_error) X(zip_source_buffer) X(zip_file_add) X(zip_file_set_encryption)
TV_LIBRARY_TABLE(lz, "libzip.so.4", TV_LIBZIP_FUNCTIONS)

int tv_zip_available(void) { return lz_available(); }

static int kind(int code) {
    switch (code) {
    case ZIP_ER_NOZIP: case ZIP_ER_INCONS: case ZIP_ER_EOF: case ZIP_ER_CRC: case ZIP_ER_COMPRESSED_DATA:
    case ZIP_ER_READ: case ZIP_ER_SEEK: return TV_ZIP_NOT_ZIP;
    case ZIP_ER_NOPASSWD: return TV_ZIP_NO_PASSWORD;
    case ZIP_ER_WRONGPASSWD: return TV_ZIP_WRONG_PASSWORD;
    default: return TV_ZIP_OTHER;
    }
}

static void say(zip_error_t *error, int *code, char *message, size_t size) {
    *code = kind(lz.zip_error_code_zip(error));
    snprintf(message, size, "%s", lz.zip_error_strerror(error));
}

void *tv_zip_open_buffer(const void *data, size_t size, int *error, char *message, size_t message_size) {
    zip_error_t failure;
    lz.zip_error_init(&failure);
    zip_source_t *source = lz.zip_source_buffer_create(data, size, 0, &failure);
    zip_t *archive = source ? lz.zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &failure) : NULL;
    if (!archive) {
        say(&failure, error, message, message_size);
        if (source) lz.zip_source_free(source);
    } else {
        *error = TV_ZIP_OK;
    }
    lz.zip_error_fini(&failure);
    return archive;
}

int64_t tv_zip_count(void *archive) { return lz.zip_get_num_entries(archive, 0); }

const char *tv_zip_name(void *archive, uint64_t index) { return lz.zip_get_name(archive, index, ZIP_FL_ENC_GUESS); }

int tv_zip_encrypted(void *archive, uint64_t index) {
    zip_stat_t stat;
    lz.zip_stat_init(&stat);
    if (lz.zip_stat_index(archive, index, 0, &stat) != 0 || !(stat.valid & ZIP_STAT_ENCRYPTION_METHOD)) return -1;
    return stat.encryption_method != ZIP_EM_NONE;
}

void *tv_zip_read(void *archive, uint64_t index, const char *password, size_t cap, size_t *length, int *error,
                  char *message, size_t message_size) {
    zip_file_t *file = lz.zip_fopen_index_encrypted(archive, index, 0, password);
    if (!file) {
        say(lz.zip_get_error(archive), error, message, message_size);
        return NULL;
    }
    size_t capacity = 64 * 1024, used = 0;
    char *buffer = malloc(capacity);
    while (buffer) {
        if (used == capacity) {
            if (capacity > cap) break; /* read one byte past the cap: the entry is too large */
            char *grown = realloc(buffer, capacity * 2);
            if (!grown) { free(buffer); buffer = NULL; break; }
            buffer = grown;
            capacity *= 2;
        }
        zip_int64_t got = lz.zip_fread(file, buffer + used, capacity - used);
        if (got < 0) {
            say(lz.zip_file_get_error(file), error, message, message_size);
            free(buffer);
            lz.zip_fclose(file);
            return NULL;
        }
        if (got == 0) break;
        used += (size_t)got;
        if (used > cap) break;
    }
    lz.zip_fclose(file);
    if (!buffer) {
        *error = TV_ZIP_OTHER;
        snprintf(message, message_size, "out of memory");
        return NULL;
    }
    if (used > cap) {
        free(buffer);
        *error = TV_ZIP_TOO_LARGE;
        snprintf(message, message_size, "entry inflates past %zu bytes", cap);
        return NULL;
    }
    *error = TV_ZIP_OK;
    *length = used;
    return buffer;
}

void tv_zip_free(void *buffer) { free(buffer); }

void tv_zip_close(void *archive) { lz.zip_discard(archive); }

int tv_zip_write(const char *path, const char *const *names, const void *const *data, const size_t *sizes, size_t count,
                 const char *password, int method) {
    int code = 0;
    zip_t *archive = lz.zip_open(path, ZIP_CREATE | ZIP_TRUNCATE, &code);
    if (!archive) return -1;
    for (size_t i = 0; i < count; i++) {
        zip_source_t *source = lz.zip_source_buffer(archive, data[i], sizes[i], 0);
        zip_int64_t index = source ? lz.zip_file_add(archive, names[i], source, ZIP_FL_OVERWRITE) : -1;
        if (index < 0) {
            if (source) lz.zip_source_free(source);
            lz.zip_discard(archive);
            return -1;
        }
        if (password &&
            lz.zip_file_set_encryption(archive, (zip_uint64_t)index,
                                       method == 3 ? ZIP_EM_AES_256 : ZIP_EM_TRAD_PKWARE, password) != 0) {
            lz.zip_discard(archive);
            return -1;
        }
    }
    return lz.zip_close(archive) == 0 ? 0 : -1;
}
