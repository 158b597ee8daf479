#ifndef LEGIBLE_CLIBPNG_SHIM_H
#define LEGIBLE_CLIBPNG_SHIM_H

/*
 * The only C in Legible. Swift cannot call setjmp, and libpng's low-level API
 * reports errors by longjmp (or abort() when no jmp_buf is set), so each
 * low-level call we need -- reading the header and colour chunks, writing the
 * smallest files -- happens inside a single C function that owns the setjmp and
 * returns an error code. Pixels are decoded with libpng's simplified API, which
 * does its own setjmp internally and reports failure through png_image.message,
 * except the common kind of file, which Swift inflates through libdeflate
 * (PNGImageData); fast PNGs are written through libdeflate too (PNGEncoder).
 * One more thing Swift cannot reach: glibc's mallopt (legible_keep_freed_memory).
 */

#include <png.h>
#include <libdeflate.h>
#include <setjmp.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/* Macros Swift cannot import (macro-of-macros / function-like). */
static const png_uint_32 LEGIBLE_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 LEGIBLE_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;

typedef struct legible_png_header {
    png_uint_32 width;
    png_uint_32 height;
    int bit_depth;
    int color_type;
    int interlace;
    /* sRGB chunk */
    int has_srgb;
    int srgb_intent;
    /* gAMA chunk, as the file gamma (e.g. 0.45455) */
    int has_gama;
    double gamma;
    /* cHRM chunk: white x,y, red x,y, green x,y, blue x,y */
    int has_chrm;
    double chrm[8];
    /* cICP chunk (read as an unknown chunk: libpng 1.6.39 predates it) */
    int has_cicp;
    unsigned char cicp[4];
    /* iCCP chunk: name and decompressed profile (malloc'd; free with
       legible_png_header_free) */
    int has_iccp;
    char iccp_name[80];
    unsigned char *iccp_profile;
    png_uint_32 iccp_length;
    /* libpng's reason when the function returns non-zero */
    char message[160];
} legible_png_header;

typedef struct legible_png_memory_source {
    const unsigned char *data;
    size_t size;
    size_t offset;
} legible_png_memory_source;

static void legible_png_read_from_memory(png_structp png, png_bytep out, size_t length) {
    legible_png_memory_source *src = (legible_png_memory_source *)png_get_io_ptr(png);
    if (src->size - src->offset < length) {
        png_error(png, "file is truncated");
    }
    memcpy(out, src->data + src->offset, length);
    src->offset += length;
}

/* Every reader and writer's error pointer is its caller's message[160]. */
static void legible_png_on_error(png_structp png, png_const_charp message) {
    char *out = (char *)png_get_error_ptr(png);
    strncpy(out, message ? message : "unknown libpng error", 159);
    out[159] = 0;
    png_longjmp(png, 1);
}

static void legible_png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/*
 * Reads the PNG signature, IHDR and every chunk before the image data, and
 * fills *out. Returns 0 on success; on failure returns 1 and leaves libpng's
 * reason in out->message. Never aborts, never longjmps past its own frame.
 */
static inline int legible_png_read_header(const unsigned char *data, size_t size, legible_png_header *out) {
    memset(out, 0, sizeof(*out));
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        strcpy(out->message, size == 0 ? "file is empty" : "not a PNG file (bad signature)");
        return 1;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, out->message, legible_png_on_error, legible_png_on_warning);
    if (!png) {
        strcpy(out->message, "libpng could not allocate a reader");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        strcpy(out->message, "libpng could not allocate a reader");
        return 1;
    }
    legible_png_memory_source source = {data, size, 0};
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        if (out->iccp_profile) {
            free(out->iccp_profile);
            out->iccp_profile = NULL;
        }
        return 1;
    }
    png_set_read_fn(png, &source, legible_png_read_from_memory);
    /* The header alone is read here: refuse nothing by size, the caller decides. */
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    static const png_byte cicp_name[5] = {'c', 'I', 'C', 'P', 0};
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_ALWAYS, cicp_name, 1);
    png_read_info(png, info);

    out->width = png_get_image_width(png, info);
    out->height = png_get_image_height(png, info);
    out->bit_depth = png_get_bit_depth(png, info);
    out->color_type = png_get_color_type(png, info);
    out->interlace = png_get_interlace_type(png, info);

    if (png_get_valid(png, info, PNG_INFO_sRGB)) {
        out->has_srgb = 1;
        png_get_sRGB(png, info, &out->srgb_intent);
    }
    if (png_get_valid(png, info, PNG_INFO_gAMA)) {
        out->has_gama = 1;
        png_get_gAMA(png, info, &out->gamma);
    }
    if (png_get_valid(png, info, PNG_INFO_cHRM)) {
        out->has_chrm = 1;
        png_get_cHRM(png, info, &out->chrm[0], &out->chrm[1], &out->chrm[2], &out->chrm[3],
                     &out->chrm[4], &out->chrm[5], &out->chrm[6], &out->chrm[7]);
    }
    if (png_get_valid(png, info, PNG_INFO_iCCP)) {
        png_charp name = NULL;
        int compression = 0;
        png_bytep profile = NULL;
        png_uint_32 length = 0;
        if (png_get_iCCP(png, info, &name, &compression, &profile, &length) && profile && length > 0) {
            out->iccp_profile = (unsigned char *)malloc(length);
            if (out->iccp_profile) {
                memcpy(out->iccp_profile, profile, length);
                out->iccp_length = length;
                out->has_iccp = 1;
                if (name) {
                    strncpy(out->iccp_name, name, sizeof(out->iccp_name) - 1);
                }
            }
        }
    }
    png_unknown_chunkp unknowns = NULL;
    int count = png_get_unknown_chunks(png, info, &unknowns);
    for (int i = 0; i < count; i++) {
        if (memcmp(unknowns[i].name, "cICP", 4) == 0 && unknowns[i].size == 4) {
            out->has_cicp = 1;
            memcpy(out->cicp, unknowns[i].data, 4);
        }
    }
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

/*
 * Writes 8-bit RGBA rows to an open file (as RGB when `opaque`, dropping the all-255 alpha),
 * with the given zlib level (0-9), zlib strategy
 * (Z_DEFAULT_STRATEGY 0, Z_FILTERED 1, Z_HUFFMAN_ONLY 2, Z_RLE 3) and PNG filter mask
 * (PNG_FILTER_NONE 0x08, PNG_FILTER_SUB 0x10, ...). Returns 0 on success; on failure 1 with
 * libpng's reason in message[160]. Like legible_png_read_header, it owns its setjmp.
 */
static inline int legible_png_write_rgba(FILE *file, const unsigned char *pixels, png_uint_32 width,
                                         png_uint_32 height, int opaque, int level, int strategy, int filters,
                                         char *message) {
    message[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, legible_png_on_error,
                                              legible_png_on_warning);
    if (!png) {
        strcpy(message, "libpng could not allocate a writer");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!message[0]) strcpy(message, "libpng could not allocate a writer");
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    png_init_io(png, file);
    /* An image with no transparency is written as RGB: a quarter less data to compress. */
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    if (opaque) {
        png_set_filler(png, 0, PNG_FILLER_AFTER);
    }
    size_t stride = (size_t)width * 4;
    for (png_uint_32 y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + stride * y));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}

static inline void legible_png_header_free(legible_png_header *header) {
    if (header->iccp_profile) {
        free(header->iccp_profile);
        header->iccp_profile = NULL;
    }
}

/*
 * Tells glibc's malloc to keep the memory one file frees for the next. By default it serves large
 * blocks by mmap and gives the top of a heap back to the kernel once enough there is free (both
 * thresholds start at 128 KB and follow the largest mmap'd block freed so far), so a batch of
 * screenshots, each allocating and freeing tens of megabytes, faulted its buffers in page by page:
 * 30 000 page faults on the bench set, 14 500 with this (a third less system time, 2-5 % of the
 * run in paired runs). 32 MB is the mmap threshold glibc's own adaptation stops at; a thread's heap
 * is at most 64 MB, so with the trim threshold there it is never shrunk. Elsewhere, a no-op.
 */
static inline void legible_keep_freed_memory(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

#endif
