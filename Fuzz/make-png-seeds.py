#!/usr/bin/env python3
"""Writes the PNG seeds of FuzzPNG (Fuzz/seeds/png): tiny images in every color type and bit
depth libpng reads, interlaced and not, with ancillary chunks, and pairs of them back to back
(the target compares the two halves). Run again after changing it; the outputs are committed."""
import os, struct, zlib

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def png(width, height, depth, color, rows, interlace=0, extra=b""):
    header = struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, interlace)
    raw = b"".join(b"\x00" + row for row in rows)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")

def rows(width, height, bytes_per_pixel, seed):
    return [bytes((x * 37 + y * 11 + seed + i) & 0xFF for x in range(width) for i in range(bytes_per_pixel)) for y in range(height)]

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "seeds", "png")
seeds = {
    "rgb8": png(4, 3, 8, 2, rows(4, 3, 3, 0)),
    "rgba8": png(4, 3, 8, 6, rows(4, 3, 4, 1)),
    "gray8": png(5, 2, 8, 0, rows(5, 2, 1, 2)),
    "gray-alpha8": png(3, 3, 8, 4, rows(3, 3, 2, 3)),
    "gray1": png(8, 2, 1, 0, [b"\xA5", b"\x5A"]),
    "rgb16": png(2, 2, 16, 2, rows(2, 2, 6, 4)),
    "rgba16": png(2, 2, 16, 6, rows(2, 2, 8, 5)),
    "palette": png(3, 2, 8, 3, [b"\x00\x01\x02", b"\x02\x01\x00"],
                   extra=chunk(b"PLTE", b"\xff\x00\x00\x00\xff\x00\x00\x00\xff") + chunk(b"tRNS", b"\x80")),
    "gamma-text": png(2, 1, 8, 2, rows(2, 1, 3, 7), extra=chunk(b"gAMA", struct.pack(">I", 45455)) + chunk(b"tEXt", b"Comment\x00seed")),
    "opaque-1x1": png(1, 1, 8, 2, [b"\x10\x20\x30"]),
}
# An Adam7 image: its passes' rows, as libpng expects them.
def adam7(width, height, pixel):
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    raw = b""
    for x0, y0, dx, dy in passes:
        xs = range(x0, width, dx); ys = range(y0, height, dy)
        if not xs or not ys: continue
        for y in ys: raw += b"\x00" + b"".join(pixel(x, y) for x in xs)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 1)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
seeds["interlaced"] = adam7(9, 9, lambda x, y: bytes((x * 20, y * 20, 128)))
pairs = {"pair-same": ("rgb8", "rgb8"), "pair-changed": ("rgb8", "gamma-text"), "pair-alpha": ("rgba8", "rgba16"),
         "pair-sizes": ("gray8", "palette")}
for name, data in seeds.items():
    open(os.path.join(here, name + ".png"), "wb").write(data)
seeds["rgb8-changed"] = png(4, 3, 8, 2, rows(4, 3, 3, 9))
pairs["pair-changed"] = ("rgb8", "rgb8-changed")
for name, (a, b) in pairs.items():
    open(os.path.join(here, name + ".bin"), "wb").write(seeds[a] + seeds[b] + b"\xf5")
