/// A row's fields other than its cells.
///
/// 48 bytes, as before the rate: `shift` is 32 bits, so that it and the flag share the last word
/// (a larger header made every row a larger allocation).
struct RowHeader {
    var constant: Double
    /// How fast the constant moves with a tracked parameter (`ParameterTracking`): 0 unless one
    /// is. Every operation on the constant applies to it too, so it is the derivative of the
    /// constant along the parameter while the pivots stay.
    var rate: Double = 0
    /// The number of cells.
    var count = 0
    /// The cells' table: the inline slots, or the overflow's (a plain pointer, so that a
    /// lookup does not retain the overflow).
    var slots: UnsafeMutablePointer<CellSlot>
    /// The cells' table once the row outgrew its inline slots.
    var overflow: CellStorage?
    /// The cell table has 2^(64 - shift) slots.
    var shift = Int32(64 - Row.inlineSlotCount.trailingZeroBitCount)
    /// For a definition (see Solver+Definitions): whether it names other definitions. It never
    /// changes once the definition is installed: a symbol a definition names is never made
    /// a definition itself, and substitutions bring in parametric symbols only.
    var namesDefinitions = false
}

/// A row of the tableau: `basic = constant + Σ coefficient × symbol`, stored as its right side.
///
/// A class, as kiwi's rows are pointers: the tableau mutates rows in place many times per
/// pivot, and a value type would copy its cells on each of those writes. Its first cell
/// slots live in the same allocation as the object (see RowCells.swift). Make one with
/// `Row.make(constant:)`.
final class Row: ManagedBuffer<RowHeader, CellSlot> {
    /// Coefficients closer to zero than this are dropped: they are rounding noise.
    static let epsilon = 1e-9

    /// The slots allocated with the row: a power of two.
    static let inlineSlotCount = 8

    /// An empty row.
    static func make(constant: Double = 0) -> Row {
        let row = unsafeDowncast(
            create(minimumCapacity: inlineSlotCount) { buffer in
                RowHeader(constant: constant, slots: buffer.withUnsafeMutablePointerToElements { $0 })
            }, to: Row.self)
        row.fields.pointee.slots.initialize(repeating: .empty, count: inlineSlotCount)
        return row
    }

    /// The header, through a pointer: `ManagedBuffer.header` checks exclusive access at run
    /// time on every use. Valid while the row lives.
    @inline(__always)
    var fields: UnsafeMutablePointer<RowHeader> { withUnsafeMutablePointerToHeader { $0 } }

    var constant: Double {
        @inline(__always) get { fields.pointee.constant }
        @inline(__always) set { fields.pointee.constant = newValue }
    }

    var rate: Double {
        @inline(__always) get { fields.pointee.rate }
        @inline(__always) set { fields.pointee.rate = newValue }
    }

    var namesDefinitions: Bool {
        get { fields.pointee.namesDefinitions }
        set { fields.pointee.namesDefinitions = newValue }
    }

    /// An independent copy.
    func copy() -> Row {
        let row = Row.make(constant: constant)
        row.rate = rate
        row.addCells(of: self, times: 1) { _ in }
        row.namesDefinitions = namesDefinitions
        return row
    }

    func coefficient(for symbol: Symbol) -> Double { cell(symbol) ?? 0 }

    /// Adds `coefficient × other`.
    func insert(_ other: Row, _ coefficient: Double = 1) {
        insert(other, coefficient) { _ in }
    }

    /// Adds `coefficient × other`, telling `added` about each symbol the row did not have.
    @inline(__always)
    func insert(_ other: Row, _ coefficient: Double, added: (Symbol) -> Void) {
        constant += other.constant * coefficient
        rate += other.rate * coefficient
        addCells(of: other, times: coefficient, added: added)
    }

    func negate() {
        constant = -constant
        rate = -rate
        transformValues { -$0 }
    }

    /// Rewrites `0 = self` as `symbol = …` (the row then no longer contains `symbol`).
    func solve(for symbol: Symbol) {
        let coefficient = -1 / remove(symbol)!
        constant *= coefficient
        rate *= coefficient
        transformValues { $0 * coefficient }
    }

    /// Rewrites `lhs = self` as `rhs = …`, where `self` contains `rhs`.
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row`.
    func substitute(_ symbol: Symbol, _ row: Row) {
        if let coefficient = remove(symbol) { insert(row, coefficient) }
    }
}
