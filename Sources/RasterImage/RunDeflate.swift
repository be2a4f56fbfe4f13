import CZlib

/// Deflate made for opaque interface images, straight from Cairo's pixel words: a pixel that
/// repeats the one to its left or the one above is a back-reference (distance 3 or one
/// scanline), any other pixel three literals. An interface is mostly flat color and straight
/// edges: on the 3x benchmark screen, 93 % of the pixels repeat a neighbour. zlib's level 1
/// hashes every position to find such matches and takes about 35 ms of CPU there; this takes a
/// few. Each band is one block with its own Huffman codes (`HuffmanCodes`), fitted to its
/// symbols: the anti-aliased text's literals take fewer than 8 bits.
/// It writes unfiltered RGB scanlines, so a decoder sees an ordinary PNG.
enum RunDeflate {
    /// A literal byte (below 256), or a match: `matchFlag`, its pixels (1...86) shifted by one,
    /// and 1 when it copies the row above (else the pixel to the left).
    typealias Token = UInt32
    static let matchFlag: Token = 1 << 31

    /// The scanlines of `rows` (RGB, filter None) as one deflate block: the last band (`last`)
    /// ends the stream, the others end on a byte boundary (an empty stored block, as a sync
    /// flush), so that the pieces of all bands simply follow each other. Back-references may
    /// reach the row above the band: the decoder has it, whichever core wrote it.
    static func piece(_ bitmap: Bitmap, rows: Range<Int>, last: Bool) -> ChunkedDeflate.Piece {
        let width = bitmap.width
        let rowBytes = 1 + 3 * width
        // Deflate's window is 32 KB: wider rows than that have no match above.
        let upDistance = rowBytes <= 32768 ? rowBytes : nil
        var adler = ScanlineAdler()
        var tokens: [Token] = []
        tokens.reserveCapacity(rows.count * (width / 4 + 16))
        // The symbols' counts, for the block's codes: kept as the tokens are made.
        var counts = SymbolCounts()
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            // No pixels (a width of 0): rows of a filter byte each.
            guard let base = pixels.baseAddress else {
                for _ in rows {
                    tokens.append(0)
                    counts.literals[0] += 1
                    adler.addEmptyRow()
                }
                return
            }
            for y in rows {
                let row = base + y * width
                let above = y > 0 && upDistance != nil ? row - width : nil
                tokens.append(0)  // filter None
                counts.literals[0] += 1
                var x = 0
                while x < width {
                    // The longer of the runs repeating the left pixel and the pixels above.
                    var left = 0
                    if x > 0 {
                        let previous = row[x - 1]
                        var end = x
                        while end < width && row[end] == previous { end &+= 1 }
                        left = end &- x
                    }
                    // A long run to the left is taken as is: scanning the row above too would
                    // double the work on flat areas for the few pixels it might add.
                    var up = 0
                    if left < 32, let above {
                        var end = x
                        while end < width && row[end] == above[end] { end &+= 1 }
                        up = end &- x
                    }
                    if left == 0 && up == 0 {
                        let (r, g, b) = rgb(row[x])
                        tokens.append(Token(r))
                        tokens.append(Token(g))
                        tokens.append(Token(b))
                        counts.literals[Int(r)] += 1
                        counts.literals[Int(g)] += 1
                        counts.literals[Int(b)] += 1
                        x += 1
                        continue
                    }
                    let useLeft = left >= up
                    var remaining = useLeft ? left : up
                    x += remaining
                    // Matches of at most 258 bytes (86 pixels).
                    while remaining > 0 {
                        let take = min(remaining, 86)
                        tokens.append(matchFlag | Token(take) << 1 | (useLeft ? 0 : 1))
                        counts.matches[Int(take) * 2 + (useLeft ? 0 : 1)] += 1
                        remaining -= take
                    }
                }
                // The row's checksum while it is in the cache.
                adler.addRow(row, width: width)
            }
        }
        let deflated = block(tokens, counts: counts, upDistance: upDistance, last: last)
        return ChunkedDeflate.Piece(deflated: deflated, adler: uLong(adler.value), length: rows.count * rowBytes)
    }

    /// How often each literal byte and each match (pixels × 2 + 1 when it copies the row above) occurs.
    struct SymbolCounts {
        var literals = [Int](repeating: 0, count: 256)
        var matches = [Int](repeating: 0, count: 87 * 2)
    }

    /// The tokens as one dynamic-code block, byte-aligned at its end.
    static func block(_ tokens: [Token], counts: SymbolCounts, upDistance: Int?, last: Bool) -> [UInt8] {
        let left = DeflateBits.distanceParts(3)
        let up = DeflateBits.distanceParts(upDistance ?? 3)
        var literalCounts = counts.literals + [Int](repeating: 0, count: 30)
        var distanceCounts = [Int](repeating: 0, count: 30)
        literalCounts[256] = 1  // end of block
        for (match, count) in counts.matches.enumerated() where count > 0 {
            literalCounts[DeflateBits.lengthParts[3 * (match / 2)].symbol] += count
            distanceCounts[match % 2 == 0 ? left.symbol : up.symbol] += count
        }
        let literals = HuffmanCodes(counts: literalCounts, limit: 15)
        let distances = HuffmanCodes(counts: distanceCounts, limit: 15)
        // Worst case: 15 bits a token and its extra bits, the header, and the flush.
        let capacity = tokens.count * 4 + 1024
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var writer = BitWriter(buffer: buffer)
        writer.write(last ? 1 : 0, 1)
        HuffmanCodes.writeHeader(literals: literals, distances: distances, to: &writer)
        // Each match's codes and extra bits, joined once per length.
        let leftCode = DeflateBits.Code(
            bits: distances.codes[left.symbol].bits | left.extra << distances.codes[left.symbol].count,
            count: distances.codes[left.symbol].count + left.extraCount)
        let upCode = DeflateBits.Code(
            bits: distances.codes[up.symbol].bits | up.extra << distances.codes[up.symbol].count,
            count: distances.codes[up.symbol].count + up.extraCount)
        let lengthCodes = (0...86).map { pixels -> DeflateBits.Code in
            guard pixels > 0 else { return DeflateBits.Code(bits: 0, count: 0) }
            let parts = DeflateBits.lengthParts[3 * pixels]
            let code = literals.codes[parts.symbol]
            return DeflateBits.Code(bits: code.bits | parts.extra << code.count, count: code.count + parts.extraCount)
        }
        for token in tokens {
            if token & matchFlag == 0 {
                writer.write(literals.codes[Int(token)])
            } else {
                writer.write(lengthCodes[Int(token >> 1 & 0x7F)])
                writer.write(token & 1 == 0 ? leftCode : upCode)
            }
        }
        writer.write(literals.codes[256])
        if !last {
            // An empty stored block: three header bits, then to the byte boundary, LEN 0 and NLEN 0xFFFF.
            writer.write(0, 3)
            writer.flushToByte()
            writer.write(0xFFFF_0000, 32)
        }
        writer.flushToByte()
        return Array(UnsafeBufferPointer(start: buffer, count: writer.byteCount))
    }

    @inline(__always)
    static func rgb(_ word: UInt32) -> (UInt8, UInt8, UInt8) {
        (UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word))
    }
}
