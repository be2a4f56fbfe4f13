/// An internal unknown of the simplex tableau.
///
/// The kind lives in the low two bits of `raw`, the creation order in the rest, so that a
/// symbol is one `Int` (fast to hash) and ties between symbols break by creation order,
/// which keeps every pivot choice deterministic (Swift's hashing is seeded per process).
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        case external = 0  // a user variable: unrestricted in sign
        case slack = 1  // turns an inequality into an equality: >= 0
        case error = 2  // the violation of an optional constraint: >= 0
        case dummy = 3  // marks a required equality: fixed at 0
    }

    let raw: Int

    init(id: Int, kind: Kind) { raw = id << 2 | kind.rawValue }
    init(raw: Int) { self.raw = raw }

    var kind: Kind { Kind(rawValue: raw & 3)! }
    /// The creation number: symbols of one solver are numbered 1, 2, 3…
    var id: Int { raw >> 2 }
    /// Restricted symbols must stay >= 0; only external ones are free.
    var isRestricted: Bool { raw & 3 != 0 }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols may enter or leave the basis.
    var isPivotable: Bool { let k = raw & 3; return k == 1 || k == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw == rhs.raw }
    func hash(into hasher: inout Hasher) { hasher.combine(raw) }
}

/// The size a table indexed by symbol number grows to so that `index` is valid: up to twice
/// the old size (at least 64), as symbols are made one by one.
@inline(__always)
func grownCount(toInclude index: Int, from count: Int) -> Int {
    Swift.max(index + 1, count * 2, 64)
}

extension Array {
    /// Makes `index` valid, appending `filler` (see `grownCount`).
    @inline(__always)
    mutating func extend(toInclude index: Int, with filler: Element) {
        guard index >= count else { return }
        append(contentsOf: repeatElement(filler, count: grownCount(toInclude: index, from: count) - count))
    }
}
