import Cassowary

/// The solver workloads of `make bench`, mirrored one for one in bench/kiwi_workloads.py so
/// that kiwisolver runs the same systems in the same order.
enum SolverWorkloads {
    /// A solved system and its variables. Every workload ends by reading all the values, as
    /// kiwisolver's side ends with `updateVariables()`: both sides deliver the solution.
    final class Solved {
        let solver: Solver
        let variables: [Variable]
        /// Where the values are read, again and again by the resize (kiwisolver writes them
        /// into its variables).
        private var values: [Double] = []

        init(solver: Solver, variables: [Variable]) {
            self.solver = solver
            self.variables = variables
        }

        /// The sum of the variables' values (returned so that the reads are not optimized away).
        func readValues() -> Double {
            solver.values(of: variables, into: &values)
            return values.reduce(0, +)
        }
    }

    /// N views in a row: left_{i+1} = right_i + 8, width_i >= 10, width_i = 100 @ 500,
    /// last right <= W. Compressed when W is too small for the preferred widths.
    static func chain(_ n: Int, width: Double) throws -> Solved {
        let solver = Solver()
        var constraints: [Constraint] = [], variables: [Variable] = []
        var previousRight: Expression = Expression(constant: 0)
        for i in 0..<n {
            let left = Variable("left\(i)"), w = Variable("width\(i)")
            variables.append(left)
            variables.append(w)
            constraints.append(left == previousRight + 8)
            constraints.append(w >= 10)
            constraints.append((w == 100).priority(500))
            previousRight = left + w
        }
        constraints.append(previousRight <= width)
        try solver.add(constraints)
        return Solved(solver: solver, variables: variables)
    }

    /// rows × columns views pinned to a container of the given size, 8-point spacing,
    /// equal widths per column and heights per row, optional intrinsic sizes.
    static func grid(_ rows: Int, _ columns: Int, width: Double = 4000, height: Double = 4000) throws -> Solved {
        let solver = Solver()
        var constraints: [Constraint] = []
        var left = [[Variable]](), top = [[Variable]](), w = [[Variable]](), h = [[Variable]]()
        for r in 0..<rows {
            left.append((0..<columns).map { Variable("l\(r),\($0)") })
            top.append((0..<columns).map { Variable("t\(r),\($0)") })
            w.append((0..<columns).map { Variable("w\(r),\($0)") })
            h.append((0..<columns).map { Variable("h\(r),\($0)") })
        }
        for r in 0..<rows {
            for c in 0..<columns {
                if c == 0 {
                    constraints.append(left[r][c] == 8)
                } else {
                    constraints.append(left[r][c] == left[r][c - 1] + w[r][c - 1] + 8)
                }
                if r == 0 {
                    constraints.append(top[r][c] == 8)
                } else {
                    constraints.append(top[r][c] == top[r - 1][c] + h[r - 1][c] + 8)
                }
                if c == columns - 1 { constraints.append(left[r][c] + w[r][c] + 8 == Expression(constant: width)) }
                if r == rows - 1 { constraints.append(top[r][c] + h[r][c] + 8 == Expression(constant: height)) }
                if r > 0 { constraints.append(w[r][c] == w[0][c]) }
                if c > 0 { constraints.append(h[r][c] == h[r][0]) }
                let intrinsic = Double(20 + (r * 7 + c * 13) % 50)
                constraints.append((w[r][c] <= intrinsic).priority(250))
                constraints.append((w[r][c] >= intrinsic).priority(750))
                constraints.append((h[r][c] <= intrinsic / 2).priority(250))
                constraints.append((h[r][c] >= intrinsic / 2).priority(750))
            }
        }
        try solver.add(constraints)
        return Solved(solver: solver, variables: (left + top + w + h).flatMap { $0 })
    }

    /// A form screen: 12 rows of a label and a text field (baselines aligned, fields of equal
    /// widths filling the row), two equal buttons at the bottom; intrinsic sizes with UIKit's
    /// hugging (250/251) and compression resistance (750). 26 views, 182 constraints. The
    /// container's width and height are edit variables.
    static func formScreen(_ solver: Solver, width: Variable, height: Variable) throws -> Solved {
        try solver.addEditVariable(width, priority: 999)
        try solver.addEditVariable(height, priority: 999)
        try solver.suggestValue(width, 375)
        try solver.suggestValue(height, 667)
        var constraints: [Constraint] = []
        func intrinsic(_ w: Variable, _ h: Variable, _ iw: Double, _ ih: Double, hugging: Double) {
            constraints.append((w <= iw).priority(hugging))
            constraints.append((w >= iw).priority(750))
            constraints.append((h <= ih).priority(hugging))
            constraints.append((h >= ih).priority(750))
        }
        var previousBottom = Expression(constant: 20)
        var firstFieldWidth: Variable?
        var variables = [width, height]
        for row in 0..<12 {
            let lx = Variable("label\(row).x"), ly = Variable("label\(row).y")
            let lw = Variable("label\(row).w"), lh = Variable("label\(row).h")
            let fx = Variable("field\(row).x"), fy = Variable("field\(row).y")
            let fw = Variable("field\(row).w"), fh = Variable("field\(row).h")
            variables += [lx, ly, lw, lh, fx, fy, fw, fh]
            constraints.append(lx == 16)
            constraints.append(fx == lx + lw + 8)
            constraints.append(fx + fw == width - 16)
            constraints.append(ly + 16.5 == fy + 22)  // first baselines
            constraints.append(fy == previousBottom + 8)
            intrinsic(lw, lh, Double(60 + row * 3), 20.5, hugging: 251)
            intrinsic(fw, fh, 97, 34, hugging: 250)
            if let first = firstFieldWidth { constraints.append(fw == first) } else { firstFieldWidth = fw }
            previousBottom = fy + fh
        }
        let ax = Variable("a.x"), ay = Variable("a.y"), aw = Variable("a.w"), ah = Variable("a.h")
        let bx = Variable("b.x"), by = Variable("b.y"), bw = Variable("b.w"), bh = Variable("b.h")
        variables += [ax, ay, aw, ah, bx, by, bw, bh]
        constraints.append(ax == 16)
        constraints.append(bx == ax + aw + 8)
        constraints.append(bx + bw == width - 16)
        constraints.append(aw == bw)
        constraints.append(ay + ah == height - 20)
        constraints.append(by + bh == height - 20)
        constraints.append(ay >= previousBottom + 8)
        intrinsic(aw, ah, 54, 30, hugging: 250)
        intrinsic(bw, bh, 120, 30, hugging: 250)
        try solver.add(constraints)
        return Solved(solver: solver, variables: variables)
    }

    /// A ring of n views: a chain pinned at 0 and at `width` (required, widths >= 0), each
    /// width >= 10 @500 and equal to the next one's @500, the last equal to the first. At
    /// width 10·n every optional constraint holds exactly (the degenerate, slowest case).
    static func ring(_ n: Int, width: Double, workBudget: Int = Solver.defaultWorkBudget) throws -> Solved {
        let solver = Solver()
        solver.workBudget = workBudget
        let left = (0..<n).map { Variable("left\($0)") }, w = (0..<n).map { Variable("width\($0)") }
        var constraints: [Constraint] = [left[0] == 0]
        for i in 0..<n {
            let right = left[i] + w[i]
            constraints.append(i + 1 < n ? right == Expression(left[i + 1]) : right == Expression(constant: width))
            constraints.append(w[i] >= 0)
            constraints.append((w[i] >= 10).priority(500))
            constraints.append((Expression(w[i]) == Expression(w[(i + 1) % n])).priority(500))
        }
        try solver.add(constraints)
        return Solved(solver: solver, variables: left + w)
    }
}
