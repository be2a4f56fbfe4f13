/// One of n parts of a golden run (`--shard i/n`), for CI machines that each run a part. A
/// scene's name hashes to a starting shard and its configurations go round from there (the
/// k-th configuration to start + k): a scene's own name and configurations decide, so a shard's
/// set does not change when other scenes are added or removed, and the round keeps shards
/// closer to even than hashing each configuration would (only each scene's remainder is left
/// to the hash; 1,000 configurations over 7 shards: within 5% of even, tested).
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

    /// Whether the scene's `configuration`-th configuration (0-based, in the scene's order) is in this shard.
    public func contains(scene: String, configuration: Int) -> Bool {
        Self.shard(scene: scene, configuration: configuration, count: count) == index
    }

    /// The 1-based shard of a scene's configuration.
    public static func shard(scene: String, configuration: Int, count: Int) -> Int {
        Int((hash(scene) % UInt64(count) + UInt64(configuration % count)) % UInt64(count)) + 1
    }

    /// FNV-1a over the UTF-8 bytes, then a 64-bit mixer (FNV alone clusters names that differ
    /// only in their last bytes, as numbered scenes do).
    static func hash(_ name: String) -> UInt64 {
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
        return hash
    }
}
