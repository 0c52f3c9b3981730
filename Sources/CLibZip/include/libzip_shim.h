/*
 * libzip for Swift: reading a zip archive held in memory (entries are never extracted to disk), through a library
 * opened when the first archive is read (`tv_zip_available`), so that runs without an import never load it.
 * libzip does the inflating and the decryption (traditional PKWARE and WinZip AES).
 */
#ifndef TV_LIBZIP_SHIM_H
#define TV_LIBZIP_SHIM_H

#include <stddef.h>
#include <stdint.h>

/* 1 when libzip could be opened; the first call opens it. Call it before any other function. */
int tv_zip_available(void);

/* What went wrong, besides a message. */
enum {
    TV_ZIP_OK = 0,
    TV_ZIP_NOT_ZIP = 1,     /* not a zip archive, or one cut short */
    TV_ZIP_NO_PASSWORD = 2, /* an entry is encrypted and no password was given */
    TV_ZIP_WRONG_PASSWORD = 3,
    TV_ZIP_TOO_LARGE = 4, /* the entry inflates past the cap */
    TV_ZIP_OTHER = 5,
};

/* Opens the archive in `data` (which must outlive it). NULL on failure, with `*error` and `message` set. */
void *tv_zip_open_buffer(const void *data, size_t size, int *error, char *message, size_t message_size);
/* Number of entries. */
int64_t tv_zip_count(void *archive);
/* The name of entry `index` as stored (NULL if none). */
const char *tv_zip_name(void *archive, uint64_t index);
/* Whether entry `index` is encrypted (1), not (0), or unknown (-1). */
int tv_zip_encrypted(void *archive, uint64_t index);
/* Reads entry `index` into a buffer of at most `cap` bytes, returned with malloc (free it with tv_zip_free), its
 * length in `*length`. NULL on failure with `*error` and `message` set: an entry longer than `cap` is TV_ZIP_TOO_LARGE
 * whatever its header claims. */
void *tv_zip_read(void *archive, uint64_t index, const char *password, size_t cap, size_t *length, int *error,
                  char *message, size_t message_size);
void tv_zip_free(void *buffer);
/* Closes the archive without writing anything. */
void tv_zip_close(void *archive);

/* Writes a zip file at `path` (for tests): `count` entries named `names` with `data`/`sizes`; encrypted with
 * `password` when not NULL, by `method` (1 traditional PKWARE, 3 AES-256). Returns 0 on success. */
int tv_zip_write(const char *path, const char *const *names, const void *const *data, const size_t *sizes, size_t count,
                 const char *password, int method);

#endif
