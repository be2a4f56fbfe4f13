/// Deflate's length and distance symbols with their extra bits (RFC 1951, 3.2.5), and a bit
/// writer over a preallocated buffer: what `RunDeflate` writes its blocks with. Codes are stored
/// bit-reversed, ready to be written least significant bit first, as deflate packs them.
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
