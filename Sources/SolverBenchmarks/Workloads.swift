import Cassowary

/// The solver workloads of `make bench`, mirrored one for one in bench/kiwi_workloads.py.
enum Workloads {
    /// N views in a row: left_{i+1} = right_i + 8, width_i >= 10, width_i = 100 @ 500,
    /// last right <= W. Compressed when W is too small for the preferred widths.
    static func chain(_ n: Int, width: Double) throws -> Solver {
        let solver = Solver()
        var constraints: [Constraint] = []
        var previousRight: Expression = Expression(constant: 0)
        for i in 0..<n {
            let left = Variable("left\(i)"), w = Variable("width\(i)")
            constraints.append(left == previousRight + 8)
            constraints.append(w >= 10)
            constraints.append((w == 100).priority(500))
            previousRight = left + w
        }
        constraints.append(previousRight <= width)
        try solver.add(constraints)
        return solver
    }

    /// rows × columns views pinned to a container of the given size, 8-point spacing,
    /// equal widths per column and heights per row, optional intrinsic sizes.
    static func grid(_ rows: Int, _ columns: Int, width: Double = 4000, height: Double = 4000) throws -> Solver {
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
                if c == 0 { constraints.append(left[r][c] == 8) } else {
                    constraints.append(left[r][c] == left[r][c - 1] + w[r][c - 1] + 8)
                }
                if r == 0 { constraints.append(top[r][c] == 8) } else {
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
        return solver
    }
}
