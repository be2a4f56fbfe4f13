/// The rows of a solver by basic symbol, in an array indexed by the symbol's number.
///
/// A solver numbers its symbols densely (1, 2, 3…), so a lookup is one load where a hash map
/// probes, and the table costs a slot per symbol the solver made. Iteration goes by creation
/// order, the same on every run.
///
/// The table owns its rows through unmanaged references, released in its `deinit`: its
/// slots are then plain values, so growing the table retains nothing and freeing it runs no
/// generic destructor over every slot, empty or not. Being non-copyable, it cannot be copied
/// and leave two owners of one row.
struct RowTable: ~Copyable {
    struct Slot {
        var symbol: Symbol
        var row: Unmanaged<Row>?
    }

    private var slots = PlainBuffer<Slot>()

    init() {}

    deinit {
        slots.forEach { $0.row?.release() }
    }

    subscript(symbol: Symbol) -> Row? {
        @inline(__always) get {
            let id = symbol.id
            return id < slots.count ? slots[id].row?.takeUnretainedValue() : nil
        }
        set {
            let id = symbol.id
            if id >= slots.count {
                guard newValue != nil else { return }
                slots.extend(toInclude: id, with: Slot(symbol: Symbol(raw: 0), row: nil))
            }
            let old = slots[id].row
            slots[id] = Slot(symbol: symbol, row: newValue.map { Unmanaged.passRetained($0) })
            old?.release()
        }
    }

    /// Makes room for symbols numbered below `symbolCount`.
    mutating func reserve(symbolCount: Int) {
        slots.extend(toInclude: symbolCount - 1, with: Slot(symbol: Symbol(raw: 0), row: nil))
    }

    /// Calls `body` with the row of `symbol` without retaining it (nil when there is none):
    /// reading a solution touches thousands of rows, and a retain and a release each were
    /// a large part of it. `body` must not change the table.
    @inline(__always)
    func withRow<Result>(_ symbol: Symbol, _ body: (Row) -> Result) -> Result? {
        let id = symbol.id
        guard id < slots.count, let row = slots[id].row else { return nil }
        return row._withUnsafeGuaranteedRef(body)
    }

    /// The constant of the row of `symbol`: the symbol's value when it is basic.
    @inline(__always)
    func constant(of symbol: Symbol) -> Double? { withRow(symbol) { $0.constant } }

    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool {
        let id = symbol.id
        return id < slots.count && slots[id].row != nil
    }

    /// Takes the row of `symbol` out of the table (nil when there is none).
    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Row? {
        let id = symbol.id
        guard id < slots.count, let row = slots[id].row else { return nil }
        slots[id].row = nil
        return row.takeRetainedValue()
    }

    /// Calls `body` with every row, by creation order of the basic symbols. The body must
    /// not change the table.
    func forEach(_ body: (Symbol, Row) throws -> Void) rethrows {
        try slots.forEach { slot in
            if let row = slot.row { try body(slot.symbol, row.takeUnretainedValue()) }
        }
    }
}
