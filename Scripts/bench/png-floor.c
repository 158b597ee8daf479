/*
 * The floor Legible's scan is measured against: libpng decoding each file to 8-bit RGBA with the
 * simplified API and touching every pixel, on one core. Prints files, megapixels and seconds.
 * Built by Scripts/bench/bench: cc -O2 png-floor.c $(pkg-config --cflags --libs libpng)
 */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv) {
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    double pixels = 0;
    unsigned long checksum = 0;
    int files = 0;
    for (int i = 1; i < argc; i++) {
        png_image image;
        memset(&image, 0, sizeof image);
        image.version = PNG_IMAGE_VERSION;
        if (!png_image_begin_read_from_file(&image, argv[i])) continue;
        image.format = PNG_FORMAT_RGBA;
        png_bytep buffer = malloc(PNG_IMAGE_SIZE(image));
        if (buffer && png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
            size_t size = PNG_IMAGE_SIZE(image);
            for (size_t k = 0; k < size; k += 4) checksum += buffer[k];
            pixels += (double)image.width * image.height;
            files++;
        } else {
            png_image_free(&image);
        }
        free(buffer);
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("%d files %.3f MP %.4f s checksum %lu\n", files, pixels / 1e6, seconds, checksum);
    return 0;
}
