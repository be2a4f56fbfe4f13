import Testing
@testable import Cassowary

/// A ring of views: a horizontal chain pinned at both ends (required), each width at least 10
/// and equal to the next one's at the same optional priority, the last equal to the first.
/// Many optional constraints of one level, all coupled through the chain's total width: the
/// shape that took seconds (see docs/solver.md). `make bench` times it; these check values.
@Suite struct RingTests {
    struct Ring {
        let solver = Solver()
        let left: [Variable], width: [Variable]

        init(_ n: Int, total: Double) throws {
            left = (0..<n).map { Variable("v\($0).left") }
            width = (0..<n).map { Variable("v\($0).width") }
            var constraints: [Constraint] = [left[0] == 0]
            for i in 0..<n {
                let right = left[i] + width[i]
                constraints.append(i + 1 < n ? right == Expression(left[i + 1]) : right == Expression(constant: total))
                constraints.append(width[i] >= 0)
                constraints.append((width[i] >= 10).priority(500))
                constraints.append((Expression(width[i]) == Expression(width[(i + 1) % n])).priority(500))
            }
            try solver.add(constraints)
        }
    }

    /// Room for every minimum (exactly, or with some to spare): all widths equal, every
    /// optional constraint holds.
    @Test(arguments: [(40, 400.0, 10.0), (40, 800.0, 20.0), (7, 70.0, 10.0)])
    func equalWidths(n: Int, total: Double, expected: Double) throws {
        let ring = try Ring(n, total: total)
        let widths = ring.solver.values(of: ring.width), lefts = ring.solver.values(of: ring.left)
        for i in 0..<n {
            #expect(abs(widths[i] - expected) < 0.01, "width \(i): \(widths[i])")
            #expect(abs(lefts[i] - expected * Double(i)) < 0.01, "left \(i): \(lefts[i])")
        }
    }

    /// Large rings at the degenerate width (every optional constraint holds exactly): all
    /// widths 10. Ring 500 took 10 s (O(n³) pivots through dense rows); `make bench` times
    /// rings of 250 and 500 and docs/solver.md gives 2,000.
    @Test(arguments: [250, 500])
    func largeRingsAreExact(n: Int) throws {
        let ring = try Ring(n, total: 10 * Double(n))
        let widths = ring.solver.values(of: ring.width), lefts = ring.solver.values(of: ring.left)
        #expect(widths.allSatisfy { abs($0 - 10) < 0.01 }, "\(widths.filter { abs($0 - 10) >= 0.01 })")
        #expect(abs(lefts[n - 1] - 10 * Double(n - 1)) < 0.01)
    }

    /// The work budget stops a solve that would write more cells than allowed, with its error.
    @Test func aRingOverTheWorkBudgetIsRefused() throws {
        let solver = Solver()
        solver.workBudget = 1_000
        let n = 100
        let left = (0..<n).map { Variable("l\($0)") }, width = (0..<n).map { Variable("w\($0)") }
        var constraints: [Constraint] = [left[0] == 0]
        for i in 0..<n {
            constraints.append(
                i + 1 < n
                    ? left[i] + width[i] == Expression(left[i + 1])
                    : left[i] + width[i] == Expression(constant: 10 * Double(n)))
            constraints.append(width[i] >= 0)
            constraints.append((width[i] >= 10).priority(500))
            constraints.append((Expression(width[i]) == Expression(width[(i + 1) % n])).priority(500))
        }
        #expect(throws: SolverError.tooComplex(cellWrites: 1_000)) { try solver.add(constraints) }
        #expect(
            SolverError.tooComplex(cellWrites: 1_000).description
                == "the constraints are too entangled to solve within 1000 row updates")
    }

    /// Too little room: the minimums break by 6 each whatever the split, so the equalities
    /// decide: every width is 4.
    @Test func compressedRingSharesEqually() throws {
        let ring = try Ring(40, total: 160)
        let widths = ring.solver.values(of: ring.width)
        #expect(widths.allSatisfy { abs($0 - 4) < 0.01 }, "\(widths)")
        #expect(abs(ring.solver.value(of: ring.left[39]) - 156) < 0.01)
    }

    /// A resize of the ring through an edit variable on its total width keeps it equal.
    @Test func resizedRing() throws {
        let n = 30, total = Variable("total")
        let solver = Solver()
        let left = (0..<n).map { Variable("l\($0)") }, width = (0..<n).map { Variable("w\($0)") }
        var constraints: [Constraint] = [left[0] == 0, left[n - 1] + width[n - 1] == Expression(total)]
        for i in 0..<n {
            if i + 1 < n { constraints.append(left[i] + width[i] == Expression(left[i + 1])) }
            constraints.append(width[i] >= 0)
            constraints.append((width[i] >= 10).priority(500))
            constraints.append((Expression(width[i]) == Expression(width[(i + 1) % n])).priority(500))
        }
        try solver.addEditVariable(total, priority: 999)
        try solver.suggestValue(total, 300)
        try solver.add(constraints)
        for (size, expected) in [(600.0, 20.0), (150.0, 5.0), (300.0, 10.0)] {
            try solver.suggestValue(total, size)
            let widths = solver.values(of: width)
            #expect(widths.allSatisfy { abs($0 - expected) < 0.01 }, "at \(size): \(widths)")
        }
    }
}
