/// A constraint a log names by its address only, its description printed as `(null)`
/// (`<NSLayoutConstraint: 0x15ee9630> (null) ((null), (null))`): part of the conflict, with
/// nothing to rebuild. The reader leaves it out with a warning and counts it in the conflict.
struct UnprintedDescription: Error {
    var address: String

    /// Whether `body`, what follows the class and address, is UIKit's empty description.
    static func isUnprinted(_ body: String) -> Bool {
        body.hasPrefix("(null)") || body.hasPrefix("%28null%29")
    }

    /// `((null), (null))` or its URL-escaped `(%28null%29, %28null%29)` at the end of a
    /// description: the place of `(active, names: …)`, with nothing in it.
    static func nullAnnotationStart(_ body: [Character]) -> Int? {
        guard body.last == ")" else { return nil }
        var depth = 0
        var i = body.count - 1
        while i >= 0 {
            if body[i] == ")" { depth += 1 }
            if body[i] == "(" {
                depth -= 1
                if depth == 0 { break }
            }
            i -= 1
        }
        guard i >= 0 else { return nil }
        let inside = String(body[i...]).replacingOccurrences(of: "%28", with: "(")
            .replacingOccurrences(of: "%29", with: ")").replacingOccurrences(of: "(null)", with: "")
        return inside.allSatisfy { "(), ".contains($0) } ? i : nil
    }
}
