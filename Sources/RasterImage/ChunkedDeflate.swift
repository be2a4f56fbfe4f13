import CZlib

/// One zlib stream made of pieces compressed independently, on all cores, as pigz does: each
/// piece is raw deflate ending on a byte boundary (a sync flush, the last one finished), so the
/// pieces simply follow each other; the stream's Adler-32 is combined from the pieces' own.
/// Where the pieces split depends only on the data's size, never on the machine's cores, so the
/// same pixels always give the same bytes; a single piece is exactly what `compress2` writes.
enum ChunkedDeflate {
    /// A piece's raw deflate and the Adler-32 and length of its uncompressed bytes.
    struct Piece: Sendable {
        var deflated: [UInt8]
        var adler: uLong
        var length: Int
    }

    /// Compresses one piece: `last` finishes the deflate stream, the others end with a sync
    /// flush (an empty stored block), byte-aligned, so that the next piece can follow.
    static func piece(_ data: [UInt8], level: Int32, last: Bool) -> Piece {
        var stream = z_stream()
        // Raw deflate (negative window bits): the zlib header and trailer are written once, around all pieces.
        var status = deflateInit2_(
            &stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
            Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "zlib deflateInit2 failed with \(status)")
        defer { deflateEnd(&stream) }
        // The bound of one deflate call, and room for the flush's empty stored block.
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 16)
        let written = out.withUnsafeMutableBufferPointer { o in
            data.withUnsafeBufferPointer { i in
                stream.next_in = UnsafeMutablePointer(mutating: i.baseAddress)
                stream.avail_in = uInt(i.count)
                stream.next_out = o.baseAddress
                stream.avail_out = uInt(o.count)
                status = deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
                return o.count - Int(stream.avail_out)
            }
        }
        precondition(
            status == (last ? Z_STREAM_END : Z_OK) && stream.avail_in == 0, "zlib deflate failed with \(status)")
        out.removeSubrange(written...)
        let adler = data.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) }
        return Piece(deflated: out, adler: adler, length: data.count)
    }

    /// The zlib stream of the pieces, in order: header, the pieces' deflate, the combined Adler-32.
    static func stream(of pieces: [Piece], level: Int32) -> [UInt8] {
        var out = header(level: level)
        out.reserveCapacity(pieces.reduce(out.count + 4) { $0 + $1.deflated.count })
        var adler: uLong = 1
        for piece in pieces {
            out += piece.deflated
            adler = adler32_combine(adler, piece.adler, off_t(piece.length))
        }
        out.appendBigEndian(UInt32(adler))
        return out
    }

    /// The two header bytes `deflateInit` writes for `level` (32K window, no dictionary).
    static func header(level: Int32) -> [UInt8] {
        let compressionLevel: UInt16 =
            level == Z_DEFAULT_COMPRESSION ? 2 : level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var header: UInt16 = 0x7800 | compressionLevel << 6
        header += 31 - header % 31
        return [UInt8(header >> 8), UInt8(header & 0xFF)]
    }
}
