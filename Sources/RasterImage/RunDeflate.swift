import CZlib

/// Deflate made for opaque interface images, straight from Cairo's pixel words: a pixel that
/// repeats the one to its left or the one above is a back-reference (distance 3 or one
/// scanline), any other pixel three literals, all in deflate's fixed codes. An interface is
/// mostly flat color and straight edges: on the 3x benchmark screen, 93 % of the pixels repeat
/// a neighbour. zlib's level 1 hashes every position to find the same matches and takes about
/// 35 ms of CPU there; this takes a few, with files about as large (its literals are not
/// Huffman-coded, but it finds every repeat, where level 1 gives up on some).
/// It writes unfiltered RGB scanlines, so a decoder sees an ordinary PNG.
enum RunDeflate {
    /// The scanlines of `rows` (RGB, filter None) as fixed-code deflate blocks: the last band
    /// (`last`) ends the stream, the others end on a byte boundary (an empty stored block, as a
    /// sync flush), so that the pieces of all bands simply follow each other. Back-references
    /// may reach the row above the band: the decoder has it, whichever core wrote it.
    static func piece(_ bitmap: Bitmap, rows: Range<Int>, last: Bool) -> ChunkedDeflate.Piece {
        let width = bitmap.width
        let rowBytes = 1 + 3 * width
        // Worst case: 9 bits a byte (literals 144...255), and the block headers and flush.
        let capacity = rows.count * rowBytes * 9 / 8 + 64
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var writer = BitWriter(buffer: buffer)
        var adler = ScanlineAdler()
        // One fixed-code block: BFINAL, then BTYPE 01.
        writer.write(last ? 0b011 : 0b010, 3)
        // Deflate's window is 32 KB: wider rows than that have no match above.
        let upDistance = rowBytes <= 32768 ? DeflateBits.distance(rowBytes) : nil
        let leftDistance = DeflateBits.distance(3)
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            // No pixels (a width of 0): rows of a filter byte each.
            guard let base = pixels.baseAddress else {
                for _ in rows {
                    writer.write(DeflateBits.literals[0])
                    adler.addEmptyRow()
                }
                return
            }
            for y in rows {
                let row = base + y * width
                let above = y > 0 && upDistance != nil ? row - width : nil
                writer.write(DeflateBits.literals[0])  // filter None
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
                        // The three literals in one write (27 bits at most).
                        let (r, g, b) = rgb(row[x])
                        let (cr, cg, cb) = (
                            DeflateBits.literals[Int(r)], DeflateBits.literals[Int(g)], DeflateBits.literals[Int(b)]
                        )
                        writer.write(
                            cr.bits | cg.bits << cr.count | cb.bits << (cr.count + cg.count),
                            cr.count + cg.count + cb.count)
                        x += 1
                        continue
                    }
                    let useLeft = left >= up
                    let count = useLeft ? left : up
                    writeMatch(pixels: count, distance: useLeft ? leftDistance : upDistance!, to: &writer)
                    x += count
                }
                // The row's checksum while it is in the cache.
                adler.addRow(row, width: width)
            }
        }
        writer.write(DeflateBits.endOfBlock)
        if !last {
            // An empty stored block: three header bits, then to the byte boundary, LEN 0 and NLEN 0xFFFF.
            writer.write(0, 3)
            writer.flushToByte()
            writer.write(0xFFFF_0000, 32)
        }
        writer.flushToByte()
        return ChunkedDeflate.Piece(
            deflated: Array(UnsafeBufferPointer(start: buffer, count: writer.byteCount)),
            adler: uLong(adler.value), length: rows.count * rowBytes)
    }

    /// `pixels` pixels (3 bytes each) copied from `distance` bytes back, in matches of at most
    /// 258 bytes (86 pixels).
    @inline(__always)
    static func writeMatch(pixels: Int, distance: DeflateBits.Code, to writer: inout BitWriter) {
        var remaining = pixels
        while remaining > 0 {
            let take = min(remaining, 86)
            writer.write(DeflateBits.lengths[3 * take])
            writer.write(distance)
            remaining -= take
        }
    }

    @inline(__always)
    static func rgb(_ word: UInt32) -> (UInt8, UInt8, UInt8) {
        (UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word))
    }
}
