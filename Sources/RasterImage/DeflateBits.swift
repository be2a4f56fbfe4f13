/// Deflate's fixed Huffman codes (RFC 1951, 3.2.6) and a bit writer over a preallocated buffer:
/// what `RunDeflate` writes its blocks with. Codes are stored bit-reversed, ready to be written
/// least significant bit first, as deflate packs them.
enum DeflateBits {
    /// A code and its extra bits, already reversed and joined, and how many bits they take.
    struct Code {
        var bits: UInt32
        var count: UInt32
    }

    /// `value`'s lowest `count` bits in reverse order (Huffman codes are sent most significant bit first).
    static func reversed(_ value: UInt32, _ count: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for i in 0..<count where value & (1 << i) != 0 { result |= 1 << (count - 1 - i) }
        return result
    }

    /// The fixed code of a literal/length symbol (0...287).
    static func symbol(_ s: Int) -> Code {
        switch s {
        case 0...143: return Code(bits: reversed(0x30 + UInt32(s), 8), count: 8)
        case 144...255: return Code(bits: reversed(0x190 + UInt32(s - 144), 9), count: 9)
        case 256...279: return Code(bits: reversed(UInt32(s - 256), 7), count: 7)
        default: return Code(bits: reversed(0xC0 + UInt32(s - 280), 8), count: 8)
        }
    }

    /// The fixed codes of the 256 byte values.
    static let literals: [Code] = (0..<256).map(symbol)

    /// The end-of-block symbol.
    static let endOfBlock = symbol(256)

    /// Length symbol, extra bits and the lengths' base, for match lengths 3...258 (index = length).
    static let lengths: [Code] = (0...258).map { length in
        guard length >= 3 else { return Code(bits: 0, count: 0) }
        if length == 258 { return symbol(285) }
        // Lengths 3...10 have a symbol each; past that, four symbols per doubling, with extra bits.
        var symbol = 257, base = 3, extra: UInt32 = 0
        let bases = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
            227,
        ]
        for (i, b) in bases.enumerated() where b <= length {
            symbol = 257 + i
            base = b
            extra = i < 8 ? 0 : UInt32((i - 4) / 4)
        }
        let code = Self.symbol(symbol)
        return Code(bits: code.bits | UInt32(length - base) << code.count, count: code.count + extra)
    }

    /// The fixed distance code (5 bits) and extra bits of a distance of 1...32768.
    static func distance(_ distance: Int) -> Code {
        let n = UInt32(distance - 1)
        if n < 4 { return Code(bits: reversed(n, 5), count: 5) }
        let log = UInt32(31 - n.leadingZeroBitCount)
        let extra = log - 1
        let half = (n >> extra) & 1
        let code = 2 * log + half
        let offset = n - ((2 | half) << extra)
        return Code(bits: reversed(code, 5) | offset << 5, count: 5 + extra)
    }
}

/// Bits written least significant first into a buffer the caller sized for the worst case.
struct BitWriter {
    let buffer: UnsafeMutablePointer<UInt8>
    private(set) var byteCount = 0
    private var pending: UInt64 = 0
    private var pendingCount: UInt32 = 0

    init(buffer: UnsafeMutablePointer<UInt8>) { self.buffer = buffer }

    /// Appends `count` (at most 32) bits of `bits`.
    @inline(__always)
    mutating func write(_ bits: UInt32, _ count: UInt32) {
        pending |= UInt64(bits) << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            UnsafeMutableRawPointer(buffer + byteCount).storeBytes(
                of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            byteCount += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    @inline(__always)
    mutating func write(_ code: DeflateBits.Code) { write(code.bits, code.count) }

    /// Writes the pending bits, the last byte padded with zeros.
    mutating func flushToByte() {
        while pendingCount > 0 {
            buffer[byteCount] = UInt8(truncatingIfNeeded: pending)
            byteCount += 1
            pending >>= 8
            pendingCount = pendingCount >= 8 ? pendingCount - 8 : 0
        }
    }
}
