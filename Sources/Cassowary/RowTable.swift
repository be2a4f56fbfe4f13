/// The rows of a solver by basic symbol, in an array indexed by the symbol's number.
///
/// A solver numbers its symbols densely (1, 2, 3…), so a lookup is one load where a hash map
/// probes, and the table costs a slot per symbol the solver made. Iteration goes by creation
/// order, the same on every run.
struct RowTable: Sequence {
    fileprivate struct Slot {
        var symbol: Symbol
        var row: Row?
    }

    private var slots: [Slot] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    subscript(symbol: Symbol) -> Row? {
        @inline(__always) get {
            let id = symbol.id
            return id < slots.count ? slots[id].row : nil
        }
        set {
            let id = symbol.id
            if id >= slots.count {
                guard newValue != nil else { return }
                slots.extend(toInclude: id, with: Slot(symbol: Symbol(raw: 0), row: nil))
            }
            if slots[id].row == nil { if newValue != nil { count += 1 } } else if newValue == nil { count -= 1 }
            slots[id] = Slot(symbol: symbol, row: newValue)
        }
    }

    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { self[symbol] != nil }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Row? {
        let row = self[symbol]
        if row != nil { self[symbol] = nil }
        return row
    }

    struct Iterator: IteratorProtocol {
        fileprivate let slots: [Slot]
        fileprivate var index = 0

        mutating func next() -> (symbol: Symbol, row: Row)? {
            while index < slots.count {
                defer { index += 1 }
                if let row = slots[index].row { return (slots[index].symbol, row) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots) }
    var underestimatedCount: Int { count }
}
