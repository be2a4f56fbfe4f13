import CZlib
import Parallel

/// Writes a `Bitmap` as PNG. Cairo's own writer (libpng with adaptive filters at the default
/// compression) takes most of a render's time on a 3x phone screen; this one writes unfiltered
/// rows, at level 1 of an opaque image with `RunDeflate` (repeats of the pixel to the left or
/// above), otherwise through zlib: many times faster, files about as large. Large images are converted and compressed in bands of rows on all
/// cores (`ChunkedDeflate`). The output depends only on the pixels (no time, no text chunks,
/// bands cut by size, not by cores), so the same image always gives the same bytes.
public enum PNGEncoder {
    /// The raw bytes of one band: big enough that the restarted dictionary and the flush cost
    /// little (under 0.5 % of the file), small enough that a 3x screen makes a dozen bands.
    static let bandBytes = 1 << 20

    /// zlib's level: 1 is fastest; 9 smallest. The archival levels (6 and up: goldens) keep one
    /// deflate stream, as small as zlib makes it.
    public static func encode(_ bitmap: Bitmap, level: Int32 = 1) -> [UInt8] {
        let opaque = PixelRows.allOpaque(bitmap.pixels)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = [UInt8]()
        header.appendBigEndian(UInt32(bitmap.width))
        header.appendBigEndian(UInt32(bitmap.height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]  // 8 bits; RGB or RGBA; deflate; adaptive filters; no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", imageData(bitmap, opaque: opaque, level: level), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// The zlib stream of the image's scanlines, in bands of whole rows.
    static func imageData(_ bitmap: Bitmap, opaque: Bool, level: Int32) -> [UInt8] {
        let rowBytes = 1 + bitmap.width * (opaque ? 3 : 4)
        let rowsPerBand = level >= 6 ? max(bitmap.height, 1) : max(1, bandBytes / rowBytes)
        let bands = stride(from: 0, to: max(bitmap.height, 1), by: rowsPerBand).map {
            $0..<min($0 + rowsPerBand, bitmap.height)
        }
        let pieces = ParallelMap.map(bands) { rows in
            // The fastest level of an opaque image: straight from the pixel words (`RunDeflate`).
            opaque && level <= 1
                ? RunDeflate.piece(bitmap, rows: rows, last: rows.upperBound == bitmap.height)
                : ChunkedDeflate.piece(
                    PixelRows.scanlines(bitmap, rows: rows, opaque: opaque), level: level,
                    last: rows.upperBound == bitmap.height)
        }
        return ChunkedDeflate.stream(of: pieces, level: level)
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let typed = Array(type.utf8) + data
        png += typed
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        png.appendBigEndian(UInt32(crc))
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }
}
