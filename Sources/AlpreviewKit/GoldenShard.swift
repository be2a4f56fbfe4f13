/// One of n parts of a golden run (`--shard i/n`), for CI machines that each run a part: a
/// configuration belongs to the shard its golden name hashes to. The name alone decides, so a
/// shard's set does not change when unrelated scenes are added, and a good hash spreads names
/// evenly (1,000 names over 4 shards: within a few percent of 250 each, tested).
public struct GoldenShard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based, as CI matrices count (`--shard 1/4` … `--shard 4/4`).
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `2/4`; nil when not `i/n` with 1 ≤ i ≤ n ≤ 1000.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1000, i >= 1, i <= n
        else { return nil }
        self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    public func contains(_ name: String) -> Bool { Self.shard(of: name, count: count) == index }

    /// The 1-based shard of a golden name: FNV-1a over its UTF-8 bytes, then a 64-bit mixer
    /// (FNV alone clusters names that differ only in their last bytes, as a scene's
    /// configurations do).
    public static func shard(of name: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash = hash &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return Int(hash % UInt64(count)) + 1
    }
}
