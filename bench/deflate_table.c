/* The deflate of a PNG's bands by zlib and libdeflate, for the table in docs/performance.md
   (`python3 bench/run.py deflate`). Reads an image that `Benchmarks deflate DIR` wrote (a line
   "width height", then the pixels as Cairo's 32-bit ARGB words), cuts it into the bands
   alpreview's PNG encoder cuts an opaque image into at level 1, makes each band's scanlines
   (filter None, RGB), and compresses every band on its own with each codec: prints the total
   compressed bytes and the median CPU time of all bands, one codec a line (name<TAB>bytes<TAB>s).
   Build: cc -O2 bench/deflate_table.c -lz [-ldeflate, or -DNO_LIBDEFLATE without it]. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>
#ifndef NO_LIBDEFLATE
#include <libdeflate.h>
#endif

static double cpu_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef struct { unsigned char *bytes; size_t length; } Band;

/* PNGEncoder.rowsPerBand at level 1: 1 MB bands, an image under 8 MB in 8 (64 KB at least). */
static size_t rows_per_band(size_t row_bytes, size_t height) {
    size_t bytes = row_bytes * height / 8;
    if (bytes < (64 << 10)) bytes = 64 << 10;
    if (bytes > (1 << 20)) bytes = 1 << 20;
    size_t rows = bytes / row_bytes;
    return rows ? rows : 1;
}

static size_t zlib_band(const Band *band, unsigned char *out, size_t capacity, int level) {
    z_stream s;
    memset(&s, 0, sizeof s);
    /* Raw deflate, as alpreview's bands (the zlib header and Adler-32 are written once). */
    deflateInit2(&s, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    s.next_in = band->bytes;
    s.avail_in = (uInt)band->length;
    s.next_out = out;
    s.avail_out = (uInt)capacity;
    deflate(&s, Z_FINISH);
    size_t written = capacity - s.avail_out;
    deflateEnd(&s);
    return written;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: deflate_table IMAGE [RUNS]\n"); return 2; }
    int runs = argc > 2 ? atoi(argv[2]) : 7;
    FILE *file = fopen(argv[1], "rb");
    if (!file) { perror(argv[1]); return 1; }
    size_t width, height;
    if (fscanf(file, "%zu %zu", &width, &height) != 2 || fgetc(file) != '\n') { fprintf(stderr, "bad header\n"); return 1; }
    uint32_t *pixels = malloc(width * height * 4);
    if (fread(pixels, 4, width * height, file) != width * height) { fprintf(stderr, "short image\n"); return 1; }
    fclose(file);

    size_t row_bytes = 1 + 3 * width, per_band = rows_per_band(row_bytes, height);
    size_t count = (height + per_band - 1) / per_band;
    Band *bands = calloc(count, sizeof *bands);
    size_t largest = 0;
    for (size_t b = 0; b < count; b++) {
        size_t first = b * per_band, last = first + per_band < height ? first + per_band : height;
        bands[b].length = (last - first) * row_bytes;
        bands[b].bytes = malloc(bands[b].length);
        unsigned char *o = bands[b].bytes;
        for (size_t y = first; y < last; y++) {
            *o++ = 0;
            for (size_t x = 0; x < width; x++) {
                uint32_t p = pixels[y * width + x];
                *o++ = p >> 16; *o++ = p >> 8; *o++ = p;
            }
        }
        if (bands[b].length > largest) largest = bands[b].length;
    }
    size_t capacity = largest + largest / 8 + 1024;
    unsigned char *out = malloc(capacity);
    double *times = malloc(runs * sizeof *times);

    struct { const char *name; int library; int level; } codecs[] = {
        {"zlib level 1", 0, 1}, {"zlib level 6", 0, 6},
#ifndef NO_LIBDEFLATE
        {"libdeflate level 1", 1, 1}, {"libdeflate level 6", 1, 6},
#endif
    };
    for (size_t c = 0; c < sizeof codecs / sizeof codecs[0]; c++) {
        size_t total = 0;
        for (int r = 0; r < runs; r++) {
            total = 0;
            double start = cpu_seconds();
#ifndef NO_LIBDEFLATE
            struct libdeflate_compressor *compressor =
                codecs[c].library ? libdeflate_alloc_compressor(codecs[c].level) : NULL;
#endif
            for (size_t b = 0; b < count; b++) {
#ifndef NO_LIBDEFLATE
                if (codecs[c].library) {
                    total += libdeflate_deflate_compress(compressor, bands[b].bytes, bands[b].length, out, capacity);
                    continue;
                }
#endif
                total += zlib_band(&bands[b], out, capacity, codecs[c].level);
            }
#ifndef NO_LIBDEFLATE
            if (compressor) libdeflate_free_compressor(compressor);
#endif
            times[r] = cpu_seconds() - start;
        }
        qsort(times, runs, sizeof *times, compare);
        printf("%s\t%zu\t%.6f\n", codecs[c].name, total, times[runs / 2]);
    }
    return 0;
}
