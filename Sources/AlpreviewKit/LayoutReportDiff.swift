import SourceText

/// The lines of a layout report that changed against its golden, as a unified diff (`-` golden,
/// `+` new, two lines of context, `…` between hunks), for the HTML report. Reports are long
/// and mostly equal, so the common head and tail are cut before the LCS table; a diff too large
/// for the table (or longer than `maximumLines`) is cut with a note.
public enum LayoutReportDiff {
    static let maximumLines = 400
    static let maximumTable = 4_000_000
    static let context = 2

    public static func lines(golden: String, actual: String) -> [String] {
        let a = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let x = Array(a[head..<(a.count - tail)]), y = Array(b[head..<(b.count - tail)])
        if x.isEmpty && y.isEmpty { return [] }
        // The table compares lines by number: comparing the strings cost their length each time.
        var numbers: [String: Int] = [:]
        let xs = x.map { line in
            if let number = numbers[line] { return number }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let ys = y.map { line in numbers[line] ?? -1 }
        // Each line: (" ", "-" or "+", text), from the LCS of the middle parts.
        var ops: [(Character, String)] = a[max(0, head - context)..<head].map { (" ", $0) }
        if x.count * y.count > maximumTable {
            ops += x.map { ("-", $0) } + y.map { ("+", $0) }
        } else {
            var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
            for i in stride(from: x.count - 1, through: 0, by: -1) {
                for j in stride(from: y.count - 1, through: 0, by: -1) {
                    table[i][j] = xs[i] == ys[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < x.count || j < y.count {
                if i < x.count, j < y.count, xs[i] == ys[j] {
                    ops.append((" ", x[i])); i += 1; j += 1
                } else if i < x.count, j == y.count || table[i + 1][j] >= table[i][j + 1] {
                    ops.append(("-", x[i])); i += 1
                } else {
                    ops.append(("+", y[j])); j += 1
                }
            }
        }
        ops += a[(a.count - tail)..<min(a.count, a.count - tail + context)].map { (" ", $0) }
        // Long runs of unchanged lines inside the middle shrink to their context.
        var out: [String] = []
        var index = 0
        while index < ops.count {
            if ops[index].0 == " " {
                var end = index
                while end < ops.count, ops[end].0 == " " { end += 1 }
                let run = ops[index..<end]
                if run.count > 2 * context + 1 && index > 0 && end < ops.count {
                    out += run.prefix(context).map { "  " + $0.1 } + ["…"] + run.suffix(context).map { "  " + $0.1 }
                } else {
                    out += run.map { "  " + $0.1 }
                }
                index = end
            } else {
                out.append("\(ops[index].0) \(ops[index].1)")
                index += 1
            }
        }
        // Each line quoted a line's worth (after its two-character mark), as messages quote.
        let shown = out.prefix(maximumLines).map { LineExcerpt.of($0, limit: LineExcerpt.limit + 2) }
        if out.count > maximumLines { return shown + ["… (\(out.count - maximumLines) more lines)"] }
        return shown
    }
}
