/// The writing half of `RunDeflate`: a band's tokens as one dynamic-code deflate block.
extension RunDeflate {
    /// How often each symbol occurs. Three tables for a pixel's R, G and B, added up at the
    /// end: a gray pixel's three equal bytes would otherwise wait on one counter three times.
    struct SymbolCounts {
        /// R, G, B literals at 0, 256, 512; matches and the filter byte at 768 (a token's low byte).
        static let matchBase = 768
        let table = UnsafeMutablePointer<Int>.allocate(capacity: matchBase + 256)

        init() { table.initialize(repeating: 0, count: Self.matchBase + 256) }

        /// Counts a literal pixel's R, G and B.
        @inline(__always)
        func addLiterals(_ pixel: UInt32) {
            table[Int(pixel >> 16 & 0xFF)] &+= 1
            table[256 &+ Int(pixel >> 8 & 0xFF)] &+= 1
            table[512 &+ Int(pixel & 0xFF)] &+= 1
        }

        func deallocate() { table.deallocate() }

        /// A literal byte's count.
        func literal(_ byte: Int) -> Int {
            table[byte] + table[256 + byte] + table[512 + byte] + (byte == 0 ? table[Self.matchBase] : 0)
        }

        /// The count of matches of `pixels` pixels, to the left or above.
        func match(pixels: Int, up: Bool) -> Int { table[Self.matchBase + pixels << 1 | (up ? 1 : 0)] }
    }

    /// The tokens as one dynamic-code block, byte-aligned at its end.
    static func block(_ tokens: UnsafeBufferPointer<Token>, counts: SymbolCounts, upDistance: Int?, last: Bool)
        -> [UInt8]
    {
        let left = DeflateBits.distanceParts(3)
        let up = DeflateBits.distanceParts(upDistance ?? 3)
        var literalCounts = (0..<256).map { counts.literal($0) } + [Int](repeating: 0, count: 30)
        var distanceCounts = [Int](repeating: 0, count: 30)
        literalCounts[256] = 1  // end of block
        for pixels in 1...86 {
            let (leftCount, upCount) = (counts.match(pixels: pixels, up: false), counts.match(pixels: pixels, up: true))
            literalCounts[DeflateBits.lengthParts[3 * pixels].symbol] += leftCount + upCount
            distanceCounts[left.symbol] += leftCount
            distanceCounts[up.symbol] += upCount
        }
        let literals = HuffmanCodes(counts: literalCounts, limit: 15)
        let distances = HuffmanCodes(counts: distanceCounts, limit: 15)
        // Each match's length and distance codes with their extra bits, joined, by the token's
        // low byte; entry 0 is the filter byte's literal.
        var matchCodes = [DeflateBits.LongCode](repeating: DeflateBits.LongCode(literals.codes[0]), count: 256)
        let (leftCode, upCode) = (
            DeflateBits.LongCode(distances.codes, left), DeflateBits.LongCode(distances.codes, up)
        )
        for pixels in 1...86 {
            let length = DeflateBits.LongCode(literals.codes, DeflateBits.lengthParts[3 * pixels])
            matchCodes[pixels << 1] = length.followed(by: leftCode)
            matchCodes[pixels << 1 | 1] = length.followed(by: upCode)
        }
        // Worst case: 48 bits a token (a match's two codes and extra bits), the header, the
        // flush and the writer's 8-byte stores.
        let capacity = tokens.count * 6 + 1024
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var writer = BitWriter(buffer: buffer.baseAddress!)
            writer.write(last ? 1 : 0, 1)
            HuffmanCodes.writeHeader(literals: literals, distances: distances, to: &writer)
            literals.codes.withUnsafeBufferPointer { literal in
                matchCodes.withUnsafeBufferPointer { match in
                    for token in tokens {
                        // Both readings of the token, one chosen by a mask: literals and matches
                        // alternate every few tokens in text, too often for a branch to be guessed.
                        // A pixel's three literals (at most 45 bits) make one write.
                        let r = literal[Int(token >> 16 & 0xFF)]
                        let g = literal[Int(token >> 8 & 0xFF)]
                        let b = literal[Int(token & 0xFF)]
                        let pixelBits =
                            UInt64(r.bits) | UInt64(g.bits) &<< r.count | UInt64(b.bits) &<< (r.count &+ g.count)
                        let pixelCount = r.count &+ g.count &+ b.count
                        let code = match[Int(token & 0xFF)]
                        let isMatch = UInt64(token >> 31) &* ~0
                        writer.write(
                            code.bits & isMatch | pixelBits & ~isMatch,
                            code.count & UInt32(truncatingIfNeeded: isMatch)
                                | pixelCount & ~UInt32(truncatingIfNeeded: isMatch))
                    }
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
            initialized = writer.byteCount
        }
    }
}
