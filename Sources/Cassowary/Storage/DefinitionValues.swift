/// The values of the defined symbols (see Solver+Definitions), all computed in one pass
/// on the first read after a change of the solver.
///
/// A definition names only symbols defined before it: a symbol gets a definition only while
/// nothing names it, and substitutions bring parametric symbols only. So the order in which
/// definitions were installed is a topological order, and one pass in that order computes
/// each value from values already computed: no walk, no stack. A layout reads all its
/// values after each solve, and one walk per value cost more than the re-solve.
///
/// The pass runs over a flat copy of the definitions' cells (the program), rebuilt only when
/// a definition's cells change: a resize changes only constants, which the pass reads from
/// the rows, and the pivots, which decide which tableau symbols are basic, also read live.
struct DefinitionValues: ~Copyable {
    /// The defined symbols, in the order their definitions were installed.
    private(set) var order = PlainBuffer<Symbol>()
    /// Indexed by symbol number: each defined symbol's rank in the installation order
    /// (increasing, never reused).
    private var positions = PlainBuffer<Int32>()
    private var nextPosition: Int32 = 0
    /// Indexed by symbol number: meaningful for the defined symbols while `isCurrent`.
    private var values = PlainBuffer<Double>()
    /// Whether the values hold for the solver as it is.
    var isCurrent = false

    /// A definition of the program: its symbol, its row (owned by the solver's definitions,
    /// which do not replace or drop a row without `noteDefined`, `noteUndefined` or
    /// `noteCellsChanged`: the program is then rebuilt) and its number of cells.
    struct Definition {
        var symbol: Symbol
        var row: Unmanaged<Row>
        var cellCount: Int
    }

    /// A cell of the program: the number of the symbol whose value it reads in `values` (a
    /// defined symbol, computed earlier in the pass, or a tableau symbol, copied in first).
    struct Cell {
        var source: Int
        var coefficient: Double
    }

    private var definitions = PlainBuffer<Definition>()
    private var cells = PlainBuffer<Cell>()
    /// The tableau symbols the definitions name, each once: their values (a row's constant
    /// when basic, else 0) are copied into `values` before the pass, so that a cell is one
    /// load whatever its symbol (a branch and a row lookup per cell were most of a resize).
    private var inputs = PlainBuffer<Symbol>()
    /// Whether the program matches the definitions' cells.
    private(set) var programIsCurrent = true
    /// Per symbol number: the rebuild that last listed it among the inputs (kept between
    /// rebuilds, so that a rebuild allocates nothing).
    private var listedBy = PlainBuffer<UInt32>()
    private var rebuild: UInt32 = 0

    /// A definition was installed for `symbol`.
    mutating func noteDefined(_ symbol: Symbol) {
        order.append(symbol)
        positions.extend(toInclude: symbol.id, with: 0)
        positions[symbol.id] = nextPosition
        nextPosition += 1
        noteCellsChanged()
    }

    /// The definition of `symbol` was dropped (rare: some constraint removals).
    mutating func noteUndefined(_ symbol: Symbol) {
        order.removeAll { $0 == symbol }
        noteCellsChanged()
    }

    /// The cells of some definition changed.
    mutating func noteCellsChanged() {
        programIsCurrent = false
        isCurrent = false
    }

    /// Rebuilds the program from the definitions, for symbols numbered below `symbolCount`,
    /// leaving out the cells of the symbols `isZero` picks: the parametric dummies, which
    /// stay 0 until a dummy is made basic (the solver then calls `noteCellsChanged`). Most
    /// definitions name one, the marker of their own required equality.
    @inline(__always)
    mutating func rebuildProgram(
        symbolCount: Int, from table: borrowing RowTable, isZero: (Symbol) -> Bool
    ) {
        values.extend(toInclude: symbolCount - 1, with: 0)
        listedBy.extend(toInclude: symbolCount - 1, with: 0)
        rebuild &+= 1
        if rebuild == 0 {
            // After 2³² rebuilds the stamps wrap: start them over.
            listedBy.fill(with: 0)
            rebuild = 1
        }
        definitions.removeAll()
        cells.removeAll()
        inputs.removeAll()
        definitions.reserveCapacity(order.count)
        var cellCount = 0
        for i in 0..<order.count { cellCount += table.withRow(order[i]) { $0.cells.count } ?? 0 }
        cells.reserveCapacity(cellCount)
        for i in 0..<order.count {
            let symbol = order[i]
            table.withRow(symbol) { definition in
                let first = cells.count
                for (other, coefficient) in definition.cells where !isZero(other) {
                    cells.append(Cell(source: other.id, coefficient: coefficient))
                    if !table.contains(other) && listedBy[other.id] != rebuild {
                        listedBy[other.id] = rebuild
                        inputs.append(other)
                    }
                }
                definitions.append(
                    Definition(
                        symbol: symbol, row: Unmanaged.passUnretained(definition), cellCount: cells.count - first))
            }
        }
        programIsCurrent = true
    }

    /// Runs the program: `basicValue` gives a tableau symbol's value.
    @inline(__always)
    mutating func evaluate(basicValue: (Symbol) -> Double) {
        precondition(programIsCurrent, "the definitions changed since the program was built")
        // Unchecked: the program's symbols were all below the size of `values` when it was
        // built, and `values` only grows then (the checks were a third of the pass).
        let values = self.values.unsafeElements, inputs = self.inputs.unsafeElements
        let definitions = self.definitions.unsafeElements, cells = self.cells.unsafeElements
        for i in 0..<self.inputs.count { values[inputs[i].id] = basicValue(inputs[i]) }
        var next = 0
        for i in 0..<self.definitions.count {
            let definition = definitions[i]
            // The constant read live: a resize shifts the definitions' constants in place.
            var value = definition.row._withUnsafeGuaranteedRef { $0.constant }
            let end = next &+ definition.cellCount
            while next < end {
                value += cells[next].coefficient * values[cells[next].source]
                next &+= 1
            }
            values[definition.symbol.id] = value
        }
        isCurrent = true
    }

    /// Where the definition of `symbol` comes in the installation order: a definition names
    /// only definitions of lower positions.
    @inline(__always)
    func position(of symbol: Symbol) -> Int32 { positions[symbol.id] }

    subscript(symbol: Symbol) -> Double {
        @inline(__always) get { values[symbol.id] }
    }
}
