import Foundation

/// Frames within 1 and 0.5 points of Xcode's, grouped by one property of the check.
struct ScoreTable {
    struct Row {
        var compared = 0, withinOne = 0, withinHalf = 0
        mutating func add(_ check: FrameCheck) {
            compared += 1
            if check.error <= 1 { withinOne += 1 }
            if check.error <= 0.5 { withinHalf += 1 }
        }
    }

    var title: String
    var rows: [String: Row] = [:]

    init(_ title: String, _ checks: [FrameCheck], by key: (FrameCheck) -> String) {
        self.title = title
        for check in checks { rows[key(check), default: Row()].add(check) }
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "    -" : String(format: "%5.1f %%", 100 * Double(part) / Double(whole))
    }

    /// Rows sorted by name (`sortByCount`: most compared first), with an extra column when
    /// `extraHeader` is not empty.
    func printed(sortByCount: Bool = false, extraHeader: String = "", extra: (String) -> String = { _ in "" }) -> String
    {
        let names = rows.keys.sorted { sortByCount ? (rows[$0]!.compared, $1) > (rows[$1]!.compared, $0) : $0 < $1 }
        let width = max(title.count, names.map(\.count).max() ?? 0)
        func pad(_ text: String) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        var lines = [
            "\(pad(title))  compared  within 1 pt  within 0.5 pt" + (extraHeader.isEmpty ? "" : "  " + extraHeader)
        ]
        for name in names {
            let row = rows[name]!
            lines.append(
                "\(pad(name))  \(String(format: "%8d", row.compared))  \(Self.percent(row.withinOne, row.compared))"
                    + "      \(Self.percent(row.withinHalf, row.compared))"
                    + (extraHeader.isEmpty ? "" : "  " + extra(name)))
        }
        return lines.joined(separator: "\n")
    }
}
