/// Deflate's dynamic Huffman codes (RFC 1951, 3.2.7) for one block: code lengths from symbol
/// counts, limited to deflate's maximum, the canonical codes, and the block header that
/// describes them. Deterministic: equal counts are broken by symbol order.
struct HuffmanCodes {
    /// Bit-reversed codes (ready to write least significant bit first) and their lengths.
    let codes: [DeflateBits.Code]
    let lengths: [UInt8]

    init(counts: [Int], limit: Int) {
        lengths = Self.lengths(counts: counts, limit: limit)
        codes = Self.canonical(lengths)
    }

    /// Huffman code lengths of at most `limit` bits: the counts are halved (a used symbol stays
    /// used) until the tree is shallow enough. A single used symbol gets one bit, as deflate asks.
    static func lengths(counts: [Int], limit: Int) -> [UInt8] {
        var weights = counts
        while true {
            let lengths = treeDepths(weights)
            if lengths.max() ?? 0 <= limit { return lengths }
            weights = weights.map { $0 > 0 ? ($0 + 1) / 2 : 0 }
        }
    }

    /// The depth of each used symbol in a Huffman tree of `weights` (two lightest nodes joined
    /// first, the lower index first on equal weights).
    static func treeDepths(_ weights: [Int]) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: weights.count)
        // The used symbols in order of weight, then of index: one key each (weight, then index
        // in the low 16 bits), all distinct, so that a plain sort gives the one order.
        var leaves = [UInt64]()
        leaves.reserveCapacity(weights.count)
        for (symbol, weight) in weights.enumerated() where weight > 0 {
            leaves.append(UInt64(weight) << 16 | UInt64(symbol))
        }
        if leaves.count == 1 { lengths[Int(leaves[0] & 0xFFFF)] = 1 }
        guard leaves.count > 1 else { return lengths }
        leaves.withUnsafeMutableBufferPointer { sortByWeight($0) }
        // Nodes: the leaves (in sorted order), then the joined ones; `parent` links each to the
        // node it joined into. Joined nodes come out in order of weight: two queues (the sorted
        // leaves, the joined nodes) give the lightest node at their heads, a leaf first on equal
        // weights. One scratch buffer for the weights, parents and depths: this runs for each
        // code of each band of every PNG.
        let leafCount = leaves.count
        let nodeCount = 2 * leafCount - 1
        let scratch = UnsafeMutablePointer<UInt64>.allocate(capacity: 3 * nodeCount)
        defer { scratch.deallocate() }
        let weight = scratch, parent = scratch + nodeCount, depth = scratch + 2 * nodeCount
        for i in 0..<leafCount { weight[i] = leaves[i] >> 16 }
        var (leafHead, joinedHead) = (0, leafCount)
        for next in leafCount..<nodeCount {
            var pair = (0, 0)
            for side in 0..<2 {
                let node: Int
                if leafHead < leafCount && (joinedHead >= next || weight[leafHead] <= weight[joinedHead]) {
                    node = leafHead
                    leafHead &+= 1
                } else {
                    node = joinedHead
                    joinedHead &+= 1
                }
                if side == 0 { pair.0 = node } else { pair.1 = node }
            }
            weight[next] = weight[pair.0] &+ weight[pair.1]
            parent[pair.0] = UInt64(next)
            parent[pair.1] = UInt64(next)
        }
        // A parent comes after its children: depths from the root (the last node) down.
        depth[nodeCount - 1] = 0
        for node in stride(from: nodeCount - 2, through: 0, by: -1) { depth[node] = depth[Int(parent[node])] &+ 1 }
        for i in 0..<leafCount { lengths[Int(leaves[i] & 0xFFFF)] = UInt8(truncatingIfNeeded: depth[i]) }
        return lengths
    }

    /// Sorts leaf keys (weight, then symbol in the low 16 bits) that are in order of symbol:
    /// a stable sort by weight alone gives the order of the whole keys. Byte by byte from the
    /// lowest (a radix sort, stable), the bytes all keys share skipped; a few keys by insertion.
    /// A literal code's 286 keys took about 40,000 instructions with the standard library's sort.
    static func sortByWeight(_ keys: UnsafeMutableBufferPointer<UInt64>) {
        let count = keys.count
        guard count > 32 else {
            for i in 1..<count {
                let key = keys[i]
                var j = i
                while j > 0 && keys[j - 1] > key {
                    keys[j] = keys[j - 1]
                    j -= 1
                }
                keys[j] = key
            }
            return
        }
        let other = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: count)
        defer { other.deallocate() }
        let buckets = UnsafeMutablePointer<Int>.allocate(capacity: 256)
        defer { buckets.deallocate() }
        var (from, to) = (keys, other)
        var all: UInt64 = 0
        for key in keys { all |= key }
        var shift: UInt64 = 16
        while shift < 64 && all >> shift != 0 {
            buckets.initialize(repeating: 0, count: 256)
            for key in from { buckets[Int(truncatingIfNeeded: key >> shift & 0xFF)] &+= 1 }
            // A byte all keys share leaves their order as it is.
            if buckets[Int(truncatingIfNeeded: from[0] >> shift & 0xFF)] != count {
                var start = 0
                for digit in 0..<256 {
                    let n = buckets[digit]
                    buckets[digit] = start
                    start &+= n
                }
                for key in from {
                    let digit = Int(truncatingIfNeeded: key >> shift & 0xFF)
                    to[buckets[digit]] = key
                    buckets[digit] &+= 1
                }
                swap(&from, &to)
            }
            shift += 8
        }
        if from.baseAddress != keys.baseAddress { _ = keys.update(fromContentsOf: from) }
    }

    /// The canonical codes of `lengths` (at most 15 bits, deflate's limit: shorter codes
    /// first, then by symbol), bit-reversed.
    static func canonical(_ lengths: [UInt8]) -> [DeflateBits.Code] {
        precondition(lengths.allSatisfy { $0 <= 15 }, "deflate's codes are at most 15 bits")
        // RFC 1951's procedure: the first code of each length follows the codes of the shorter ones.
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 32) { table in
            let (countOfLength, next) = (table.baseAddress!, table.baseAddress! + 16)
            table.initialize(repeating: 0)
            for length in lengths { countOfLength[Int(length)] &+= 1 }
            countOfLength[0] = 0
            var code: UInt32 = 0
            for bits in 1..<16 {
                code = (code &+ countOfLength[bits - 1]) << 1
                next[bits] = code
            }
            return [DeflateBits.Code](unsafeUninitializedCapacity: lengths.count) { codes, initialized in
                for (symbol, length) in lengths.enumerated() {
                    let bits = Int(length)
                    let value = next[bits]
                    next[bits] = value &+ 1
                    codes[symbol] =
                        bits == 0
                        ? DeflateBits.Code(bits: 0, count: 0)
                        : DeflateBits.Code(bits: DeflateBits.reversed(value, UInt32(bits)), count: UInt32(bits))
                }
                initialized = lengths.count
            }
        }
    }

    /// The order in which the code-length code's lengths are sent.
    static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Writes a dynamic block's header after BFINAL: BTYPE 10, the counts, the code-length code
    /// and the two codes' lengths (each length sent as itself, symbols 0 to 15).
    static func writeHeader(literals: HuffmanCodes, distances: HuffmanCodes, to writer: inout BitWriter) {
        let literalCount = max(257, (literals.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distances.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let sent = Array(literals.lengths[..<literalCount]) + Array(distances.lengths[..<distanceCount])
        var counts = [Int](repeating: 0, count: 19)
        for length in sent { counts[Int(length)] += 1 }
        let lengthCode = HuffmanCodes(counts: counts, limit: 7)
        let orderCount = max(4, (lengthOrder.lastIndex { lengthCode.lengths[$0] > 0 } ?? 0) + 1)
        writer.write(0b10, 2)
        writer.write(UInt64(literalCount - 257), 5)
        writer.write(UInt64(distanceCount - 1), 5)
        writer.write(UInt64(orderCount - 4), 4)
        for symbol in lengthOrder[..<orderCount] { writer.write(UInt64(lengthCode.lengths[symbol]), 3) }
        for length in sent { writer.write(lengthCode.codes[Int(length)]) }
    }
}
