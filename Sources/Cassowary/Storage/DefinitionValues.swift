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

    /// A definition of the program: its symbol and its number of cells.
    struct Definition {
        var symbol: Symbol
        var cellCount: Int
    }

    /// A cell of the program: a defined symbol (its value computed earlier in the pass) or a
    /// tableau symbol (its row's constant when basic, else 0).
    struct Cell {
        var symbol: Symbol
        var isDefined: Bool
        var coefficient: Double
    }

    private var definitions = PlainBuffer<Definition>()
    private var cells = PlainBuffer<Cell>()
    /// Whether the program matches the definitions' cells.
    private(set) var programIsCurrent = true

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

    /// Rebuilds the program from the definitions, for symbols numbered below `symbolCount`.
    mutating func rebuildProgram(symbolCount: Int, from table: borrowing RowTable) {
        values.extend(toInclude: symbolCount - 1, with: 0)
        definitions.removeAll()
        cells.removeAll()
        definitions.reserveCapacity(order.count)
        var cellCount = 0
        for i in 0..<order.count { cellCount += table.withRow(order[i]) { $0.cells.count } ?? 0 }
        cells.reserveCapacity(cellCount)
        for i in 0..<order.count {
            let symbol = order[i]
            table.withRow(symbol) { definition in
                let first = cells.count
                for (other, coefficient) in definition.cells {
                    cells.append(Cell(symbol: other, isDefined: table.contains(other), coefficient: coefficient))
                }
                definitions.append(Definition(symbol: symbol, cellCount: cells.count - first))
            }
        }
        programIsCurrent = true
    }

    /// Runs the program: `constant` gives a definition's constant, `basicValue` a tableau
    /// symbol's value.
    @inline(__always)
    mutating func evaluate(constant: (Symbol) -> Double, basicValue: (Symbol) -> Double) {
        precondition(programIsCurrent, "the definitions changed since the program was built")
        var next = 0
        for i in 0..<definitions.count {
            let definition = definitions[i]
            var value = constant(definition.symbol)
            for j in next..<next + definition.cellCount {
                let cell = cells[j]
                value += cell.coefficient * (cell.isDefined ? values[cell.symbol.id] : basicValue(cell.symbol))
            }
            next += definition.cellCount
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
