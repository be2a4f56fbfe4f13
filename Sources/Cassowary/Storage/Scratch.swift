/// A cell of a row that names a definition or a basic symbol, set aside by `expand`.
struct NamedCell {
    var symbol: Symbol
    var coefficient: Double
}

/// Working memory of the solver's graph walks, indexed by symbol id and reused from one
/// walk to the next: an expansion marks the definitions it visits and sums a coefficient
/// for each without allocating (hash sets and maps per walk were made and freed every time).
struct Scratch: ~Copyable {
    /// Per symbol id: the walk that last marked it.
    private var marks = PlainBuffer<UInt32>()
    private var walk: UInt32 = 0
    /// Per symbol id: a coefficient, meaningful for the symbols marked by the current walk.
    var coefficients = PlainBuffer<Double>()
    private var named = PlainBuffer<NamedCell>()
    /// The definitions an expansion has yet to substitute.
    var pending = PendingDefinitions()

    /// Makes room for symbols numbered below `symbolCount`.
    mutating func reserve(symbolCount: Int) {
        marks.extend(toInclude: symbolCount - 1, with: 0)
        coefficients.extend(toInclude: symbolCount - 1, with: 0)
    }

    /// Starts a walk over symbols numbered below `symbolCount`.
    mutating func begin(symbolCount: Int) {
        if symbolCount > marks.count { reserve(symbolCount: symbolCount) }
        walk &+= 1
        if walk == 0 {
            // After 2³² walks the stamps wrap: start them over.
            marks.fill(with: 0)
            walk = 1
        }
    }

    @inline(__always) func isMarked(_ symbol: Symbol) -> Bool { marks[symbol.id] == walk }
    @inline(__always) mutating func mark(_ symbol: Symbol) { marks[symbol.id] = walk }

    /// The reusable buffers, lent empty and given back (keeping their capacity).
    mutating func takeNamed() -> PlainBuffer<NamedCell> {
        var lent = PlainBuffer<NamedCell>()
        swap(&lent, &named)
        lent.removeAll()
        return lent
    }

    mutating func returnNamed(_ buffer: consuming PlainBuffer<NamedCell>) { named = buffer }

}
