import Testing
@testable import Cassowary

/// The solver's own tables, each checked against a `Dictionary` on a random sequence of
/// operations (fixed seed): a row's cells (inline slots, then overflow), the identity table
/// of variables and constraints; and the values of definitions through removals.
@Suite struct DataStructureTests {
    typealias Random = RandomizedPropertyTests.Random

    func cellsOf(_ row: Row) -> [Int: Double] {
        Dictionary(uniqueKeysWithValues: row.cells.map { ($0.symbol.raw, $0.value) })
    }

    @Test func rowCellsMatchADictionaryThroughGrowthAndRemoval() {
        var random = Random(state: 7)
        let row = Row.make()
        var model: [Int: Double] = [:]
        for step in 0..<4000 {
            // Few keys at first (inline slots), up to 60 later (the overflow table).
            let key = Symbol(id: random.int(1...(step < 500 ? 6 : 60)), kind: .slack)
            switch random.int(0...2) {
            case 0:
                #expect(row.remove(key) == model.removeValue(forKey: key.raw))
            default:
                let coefficient = Double(random.int(-3...3))
                row.insert(key, coefficient)
                let sum = (model[key.raw] ?? 0) + coefficient
                model[key.raw] = abs(sum) < Row.epsilon ? nil : sum
            }
            #expect(row.cells.count == model.count)
        }
        #expect(cellsOf(row) == model)
        #expect(model.count > 8, "the row must have outgrown its inline slots")
        for (key, value) in model { #expect(row.cell(Symbol(raw: key)) == value) }
        #expect(row.cell(Symbol(id: 999, kind: .slack)) == nil)
    }

    @Test func addingRowsCancelsAndCopiesAreIndependent() {
        let a = Symbol(id: 1, kind: .slack), b = Symbol(id: 2, kind: .error), c = Symbol(id: 3, kind: .dummy)
        let first = Row.make(constant: 5)
        first.insert(a, 2)
        first.insert(b, -1)
        let second = Row.make(constant: 1)
        second.insert(a, -1)
        second.insert(c, 4)
        var added: [Symbol] = []
        first.insert(second, 2) { added.append($0) }
        // 5 + 2·1 = 7; a: 2 - 2 = 0 (dropped); b: -1; c: 8 (new).
        #expect(first.constant == 7)
        #expect(cellsOf(first) == [b.raw: -1, c.raw: 8])
        #expect(added == [c])
        let copy = first.copy()
        copy.insert(b, 1)
        copy.constant = 0
        #expect(cellsOf(first) == [b.raw: -1, c.raw: 8])
        #expect(first.constant == 7)
        #expect(cellsOf(copy) == [c.raw: 8])
        // Solving for c: 0 = 7 - b + 8c gives c = -7/8 + b/8.
        first.solve(for: c)
        #expect(first.constant == -0.875)
        #expect(cellsOf(first) == [b.raw: 0.125])
    }

    /// The parameter's rate fits the header without growing it: a row is one allocation of its
    /// header and eight cell slots, and a larger header measured slower on rings and grids.
    @Test func rowHeaderIsSixWords() {
        #expect(MemoryLayout<RowHeader>.stride == 48)
        let row = Row.make(constant: 3)
        row.rate = -0.5
        row.insert(Symbol(id: 1, kind: .slack), 2)
        let copy = row.copy()
        copy.negate()
        #expect((copy.constant, copy.rate, copy.coefficient(for: Symbol(id: 1, kind: .slack))) == (-3, 0.5, -2))
    }

    @Test func aCopyOfALargeRowOwnsItsOverflow() {
        let row = Row.make()
        for id in 1...40 { row.insert(Symbol(id: id, kind: .slack), Double(id)) }
        let copy = row.copy()
        for id in 1...40 { copy.remove(Symbol(id: id, kind: .slack)) }
        #expect(copy.cells.isEmpty)
        #expect(row.cells.count == 40)
        #expect(row.cell(Symbol(id: 40, kind: .slack)) == 40)
    }

    @Test func identityTableMatchesADictionary() {
        var random = Random(state: 11)
        let objects = (0..<300).map { Variable("v\($0)") }
        var table = IdentityTable<Int>(filler: -1)
        var model: [ObjectIdentifier: Int] = [:]
        for step in 0..<5000 {
            let object = objects[random.int(0...(objects.count - 1))]
            if step % 1000 == 500 {
                // Sizing for more keys rehashes what is there.
                table.reserve(table.count + random.int(1...400))
            }
            if random.int(0...2) == 0 {
                #expect(table.removeValue(for: object) == model.removeValue(forKey: ObjectIdentifier(object)))
            } else {
                table.set(object, step)
                model[ObjectIdentifier(object)] = step
            }
            #expect(table.count == model.count)
        }
        for object in objects { #expect(table[object] == model[ObjectIdentifier(object)]) }
    }

    @Test func plainBufferMatchesAnArray() {
        var random = Random(state: 5)
        var buffer = PlainBuffer<Int>()
        var model: [Int] = []
        for step in 0..<3000 {
            switch random.int(0...9) {
            case 0 where model.count < 2000:  // each extension at least doubles the count
                let index = model.count + random.int(0...100)
                buffer.extend(toInclude: index, with: -step)
                model.append(contentsOf: repeatElement(-step, count: max(index + 1, model.count * 2, 64) - model.count))
            case 1:
                buffer.removeAll { $0 % 3 == 0 }
                model.removeAll { $0 % 3 == 0 }
            case 2 where !model.isEmpty:
                let index = random.int(0...(model.count - 1))
                buffer[index] = step
                model[index] = step
            case 3:
                buffer.reserveCapacity(model.count + random.int(0...500))
            default:
                buffer.append(step)
                model.append(step)
            }
            let count = buffer.count
            #expect(count == model.count)
        }
        var read: [Int] = []
        buffer.forEach { read.append($0) }
        #expect(read == model)
        let least = buffer.min()
        #expect(least == model.min())
        var other = PlainBuffer<Int>()
        other.append(contentsOf: buffer)
        other.append(contentsOf: buffer)
        var doubled: [Int] = []
        other.forEach { doubled.append($0) }
        #expect(doubled == model + model)
        buffer.fill(with: 7)
        #expect((0..<buffer.count).allSatisfy { buffer[$0] == 7 })
        buffer.removeAll()
        let isEmpty = buffer.isEmpty
        #expect(isEmpty)
    }

    /// Definitions are evaluated in installation order: removing one and defining the same
    /// variable again later must still give every value, whatever order they are read in.
    @Test func definitionValuesFollowRemovalsAndRedefinitions() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let xIs10 = x == 10
        try solver.add(xIs10)
        try solver.add(y == x + 5)
        try solver.add(z == 2 * y + x)
        #expect(solver.value(of: z) == 40)
        #expect(solver.value(of: y) == 15)
        try solver.remove(xIs10)
        let xIs1 = x == 1
        try solver.add(xIs1)
        #expect(solver.value(of: z) == 13)
        #expect(solver.value(of: y) == 6)
        #expect(solver.value(of: x) == 1)
        let w = Variable("w")
        try solver.addEditVariable(w, priority: 500)
        try solver.remove(xIs1)
        try solver.add(x == w - 3)
        for value in [10.0, -4, 7.5] {
            try solver.suggestValue(w, value)
            #expect(solver.value(of: z) == (value - 3 + 5) * 2 + value - 3)
            #expect(solver.value(of: x) == value - 3)
        }
    }
}
