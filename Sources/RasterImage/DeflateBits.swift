/// Deflate's length and distance symbols with their extra bits (RFC 1951, 3.2.5), and a bit
/// writer over a preallocated buffer: what `RunDeflate` writes its blocks with. Codes are stored
/// bit-reversed, ready to be written least significant bit first, as deflate packs them.
enum DeflateBits {
    /// A code and its extra bits, already reversed and joined, and how many bits they take.
    struct Code {
        var bits: UInt32
        var count: UInt32
    }

    /// Codes joined into one write: a match's length code and extra bits, then its distance
    /// code and extra bits (up to 48 bits).
    struct LongCode {
        var bits: UInt64
        var count: UInt32

        init(_ code: Code) { (bits, count) = (UInt64(code.bits), code.count) }

        /// A length or distance symbol's code from `codes` followed by its extra bits.
        init(_ codes: [Code], _ parts: (symbol: Int, extra: UInt32, extraCount: UInt32)) {
            let code = codes[parts.symbol]
            bits = UInt64(code.bits) | UInt64(parts.extra) << code.count
            count = code.count + parts.extraCount
        }

        func followed(by next: LongCode) -> LongCode {
            var joined = self
            joined.bits |= next.bits << count
            joined.count += next.count
            return joined
        }
    }

    /// `value`'s lowest `count` bits in reverse order (Huffman codes are sent most significant bit first).
    static func reversed(_ value: UInt32, _ count: UInt32) -> UInt32 {
        guard count > 0 else { return 0 }
        // All 32 bits reversed (halves, then quarters, down to single bits), then shifted down.
        var v = value
        v = (v >> 1 & 0x5555_5555) | (v & 0x5555_5555) << 1
        v = (v >> 2 & 0x3333_3333) | (v & 0x3333_3333) << 2
        v = (v >> 4 & 0x0F0F_0F0F) | (v & 0x0F0F_0F0F) << 4
        v = (v >> 8 & 0x00FF_00FF) | (v & 0x00FF_00FF) << 8
        return (v >> 16 | v << 16) >> (32 - count)
    }

    /// The length symbol of each match length 3...258 (index = length), its extra bits and their count.
    static let lengthParts: [(symbol: Int, extra: UInt32, extraCount: UInt32)] = (0...258).map { length in
        guard length >= 3 else { return (0, 0, 0) }
        if length == 258 { return (285, 0, 0) }
        let bases = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
            227,
        ]
        let i = bases.lastIndex { $0 <= length }!
        return (257 + i, UInt32(length - bases[i]), i < 8 ? 0 : UInt32((i - 4) / 4))
    }

    /// The distance symbol (0...29) of a distance of 1...32768, its extra bits and their count.
    static func distanceParts(_ distance: Int) -> (symbol: Int, extra: UInt32, extraCount: UInt32) {
        let n = UInt32(distance - 1)
        if n < 4 { return (Int(n), 0, 0) }
        let log = UInt32(31 - n.leadingZeroBitCount)
        let extraCount = log - 1
        let half = (n >> extraCount) & 1
        return (Int(2 * log + half), n - ((2 | half) << extraCount), extraCount)
    }
}

/// Bits written least significant first into a buffer the caller sized for the worst case and
/// 8 bytes more: each write stores the pending bits as a whole 64-bit word and keeps fewer
/// than 8 of them, so that one write takes up to 56 bits (a pixel's three literal codes) without a branch.
struct BitWriter {
    let buffer: UnsafeMutablePointer<UInt8>
    private(set) var byteCount = 0
    private var pending: UInt64 = 0
    private var pendingCount: UInt64 = 0

    init(buffer: UnsafeMutablePointer<UInt8>) { self.buffer = buffer }

    /// Appends `count` (at most 56) bits of `bits`.
    @inline(__always)
    mutating func write(_ bits: UInt64, _ count: UInt32) {
        pending |= bits &<< pendingCount
        pendingCount &+= UInt64(count)
        UnsafeMutableRawPointer(buffer + byteCount).storeBytes(of: pending.littleEndian, as: UInt64.self)
        let wholeBytes = pendingCount &>> 3
        byteCount &+= Int(wholeBytes)
        pending = pending &>> (wholeBytes &<< 3)
        pendingCount &= 7
    }

    @inline(__always)
    mutating func write(_ code: DeflateBits.Code) { write(UInt64(code.bits), code.count) }

    @inline(__always)
    mutating func write(_ code: DeflateBits.LongCode) { write(code.bits, code.count) }

    /// Writes the pending bits, the last byte padded with zeros.
    mutating func flushToByte() {
        if pendingCount > 0 {
            buffer[byteCount] = UInt8(truncatingIfNeeded: pending)
            byteCount += 1
            pending = 0
            pendingCount = 0
        }
    }
}
