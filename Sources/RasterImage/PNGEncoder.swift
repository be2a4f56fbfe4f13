import CZlib
import Parallel

/// Writes a `Bitmap` as PNG. Cairo's own writer (libpng with adaptive filters at the default
/// compression) takes most of a render's time on a 3x phone screen; this one writes unfiltered
/// rows, at level 1 of an opaque image with `RunDeflate` (repeats of the pixel to the left or
/// above), otherwise through zlib: many times faster, files about as large. Images are converted
/// and compressed in bands of rows on all cores (`ChunkedDeflate`), a 1x screen in eight. The
/// output depends only on the pixels (no time, no text chunks, bands cut by size, not by cores),
/// so the same image always gives the same bytes.
public enum PNGEncoder {
    /// The raw bytes of one band: big enough that the restarted dictionary and the flush cost
    /// little (under 0.5 % of the file), small enough that a 3x screen makes a dozen bands.
    static let bandBytes = 1 << 20

    /// A smaller image is cut into this many bands (of `minimumBandBytes` at least), so that a
    /// 1x screen (1.4 MB of scanlines) keeps two cores busy to the end instead of one band of
    /// 1 MB and one of 0.4 MB. A count, not the machine's cores: the same bytes on any machine.
    static let smallImageBands = 8
    static let minimumBandBytes = 64 << 10

    /// Rows per band: from the image's size alone, never from the machine.
    static func rowsPerBand(rowBytes: Int, height: Int, level: Int32) -> Int {
        // The archival levels keep one deflate stream, as small as zlib makes it.
        guard level < 6 else { return max(height, 1) }
        let bytes = min(bandBytes, max(minimumBandBytes, rowBytes * height / smallImageBands))
        return max(1, bytes / rowBytes)
    }

    /// zlib's level: 1 is fastest; 9 smallest. The archival levels (6 and up: goldens) keep one
    /// deflate stream, as small as zlib makes it.
    public static func encode(_ bitmap: Bitmap, level: Int32 = 1) -> [UInt8] {
        let opaque: Bool
        let pieces: [(piece: ChunkedDeflate.Piece, extra: uLong)]
        if level <= 1, let fast = opaquePieces(bitmap, extra: crcOfPiece) {
            (opaque, pieces) = (true, fast)
        } else {
            // At level 1 a band was not opaque: the image is not.
            opaque = level <= 1 ? false : PixelRows.allOpaque(bitmap.pixels[...])
            pieces = imagePieces(bitmap, opaque: opaque, level: level, extra: crcOfPiece)
        }
        return png(width: bitmap.width, height: bitmap.height, opaque: opaque, level: level, pieces: pieces)
    }

    /// Each band's CRC-32 on its own core: over a 1x screen's PNG, one core's CRC took a tenth
    /// of the encoding.
    @Sendable static func crcOfPiece(_ piece: ChunkedDeflate.Piece) -> uLong {
        piece.deflated.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    }

    /// The PNG file of an image's compressed bands (in order, each with its CRC-32).
    static func png(
        width: Int, height: Int, opaque: Bool, level: Int32, pieces: [(piece: ChunkedDeflate.Piece, extra: uLong)]
    ) -> [UInt8] {
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]  // 8 bits; RGB or RGBA; deflate; adaptive filters; no interlace
        let dataBytes = pieces.reduce(0) { $0 + $1.piece.deflated.count }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(8 + 25 + 12 + 6 + dataBytes + 12)
        appendChunk("IHDR", header, to: &png)
        // IDAT written in place (each band's bytes copied once): the zlib header, the pieces,
        // the Adler-32; its CRC-32 combined from the pieces'.
        let zlibHeader = ChunkedDeflate.header(level: level)
        png.appendBigEndian(UInt32(zlibHeader.count + dataBytes + 4))
        let typeAndHeader = Array("IDAT".utf8) + zlibHeader
        png += typeAndHeader
        var crc = typeAndHeader.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        var adler: uLong = 1
        for (piece, pieceCRC) in pieces {
            png += piece.deflated
            crc = crc32_combine(crc, pieceCRC, off_t(piece.deflated.count))
            adler = adler32_combine(adler, piece.adler, off_t(piece.length))
        }
        var trailer = [UInt8]()
        trailer.appendBigEndian(UInt32(adler))
        png += trailer
        crc = trailer.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        png.appendBigEndian(UInt32(crc))
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// The zlib stream of the image's scanlines, in bands of whole rows.
    static func imageData(_ bitmap: Bitmap, opaque: Bool, level: Int32) -> [UInt8] {
        ChunkedDeflate.stream(
            of: imagePieces(bitmap, opaque: opaque, level: level) { _ in 0 }.map(\.piece), level: level)
    }

    /// The bands of rows of an image (one empty band when it has no rows).
    static func bands(_ bitmap: Bitmap, opaque: Bool, level: Int32) -> [Range<Int>] {
        bands(width: bitmap.width, height: bitmap.height, opaque: opaque, level: level)
    }

    static func bands(width: Int, height: Int, opaque: Bool, level: Int32) -> [Range<Int>] {
        let rowBytes = 1 + width * (opaque ? 3 : 4)
        let rowsPerBand = rowsPerBand(rowBytes: rowBytes, height: height, level: level)
        return stride(from: 0, to: max(height, 1), by: rowsPerBand).map { $0..<min($0 + rowsPerBand, height) }
    }

    /// Level 1 of an image that may be opaque: each band checks its own pixels, on its core,
    /// then takes `RunDeflate` (a whole image's check beforehand read every pixel on one core
    /// while the other waited). Nil when a band is not opaque: then the whole image is RGBA.
    static func opaquePieces(_ bitmap: Bitmap, extra: @escaping @Sendable (ChunkedDeflate.Piece) -> uLong)
        -> [(piece: ChunkedDeflate.Piece, extra: uLong)]?
    {
        let pieces = ParallelMap.map(bands(bitmap, opaque: true, level: 1)) { rows in
            bitmap.pixels.withUnsafeBufferPointer {
                opaquePiece($0, width: bitmap.width, height: bitmap.height, rows: rows, extra: extra)
            }
        }
        return pieces.contains { $0 == nil } ? nil : pieces.map { $0! }
    }

    /// One band of `opaquePieces`, from pixel memory (rows `rows` and the one above them are
    /// read); nil when one of its pixels that repeats no neighbour is not opaque. The image is
    /// opaque when no band is nil (`RunDeflate.opaquePiece`).
    static func opaquePiece(
        _ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, rows: Range<Int>,
        extra: (ChunkedDeflate.Piece) -> uLong
    ) -> (piece: ChunkedDeflate.Piece, extra: uLong)? {
        guard
            let piece = RunDeflate.opaquePiece(
                pixels: pixels, width: width, rows: rows, last: rows.upperBound == height)
        else { return nil }
        return (piece, extra(piece))
    }

    /// The raw deflate of each band of rows, made on all cores, with `extra` of each piece
    /// computed on the same core.
    static func imagePieces(
        _ bitmap: Bitmap, opaque: Bool, level: Int32, extra: @escaping @Sendable (ChunkedDeflate.Piece) -> uLong
    ) -> [(piece: ChunkedDeflate.Piece, extra: uLong)] {
        ParallelMap.map(bands(bitmap, opaque: opaque, level: level)) { rows in
            // The fastest level of an opaque image: straight from the pixel words (`RunDeflate`).
            let piece =
                opaque && level <= 1
                ? RunDeflate.piece(bitmap, rows: rows, last: rows.upperBound == bitmap.height)
                : ChunkedDeflate.piece(
                    PixelRows.scanlines(bitmap, rows: rows, opaque: opaque), level: level,
                    last: rows.upperBound == bitmap.height)
            return (piece, extra(piece))
        }
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
