/// Where the generator's choices come from: a seeded generator for the tests (the same seed
/// gives the same scene on every machine), or the fuzzer's bytes (so that libFuzzer's
/// mutations steer the scene's structure instead of breaking its syntax).
public protocol Entropy {
    /// A number in `0..<count` (`count` > 0).
    mutating func below(_ count: Int) -> Int
}

extension Entropy {
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    /// A number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }
}

/// SplitMix64: tiny, fast and identical on every platform, unlike the standard library's
/// `SystemRandomNumberGenerator`, which cannot be seeded.
public struct SplitMix: Entropy, RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }
}

/// The fuzzer's bytes as choices: one byte per choice of up to 256 options (two beyond), and
/// zeros once the bytes run out, so that every input gives a finite scene and a short input a
/// small one.
public struct ByteEntropy: Entropy {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var isExhausted: Bool { offset >= bytes.count }

    private mutating func byte() -> Int {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return Int(bytes[offset])
    }

    public mutating func below(_ count: Int) -> Int {
        let raw = count <= 256 ? byte() : byte() << 8 | byte()
        return raw % count
    }
}
