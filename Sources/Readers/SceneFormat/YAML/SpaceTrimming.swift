/// Trimming and searching without Foundation: `trimmingCharacters(in: .whitespaces)` and
/// `range(of:)` bridge every call through NSString on Linux, and were 40 % of parsing a scene's
/// constraints. Same set (tab and the Unicode space separators), trimmed scalar by scalar.
extension StringProtocol {
    var trimmedSpaces: String { Substring(self).trimmedSpacesOfSubstring }
}

extension Substring {
    fileprivate var trimmedSpacesOfSubstring: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isSpaceOrTab }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.isSpaceOrTab })!
        return String(Substring(scalars[first...last]))
    }
}

extension String {
    /// The first occurrence of `token`, compared byte for byte (the relation signs, `=`, `≥` …).
    func firstByteRange(of token: String) -> Range<String.Index>? {
        let bytes = Array(token.utf8), view = utf8
        guard let head = bytes.first else { return nil }
        var index = view.startIndex
        while let start = view[index...].firstIndex(of: head) {
            var end = start, matched = true
            for byte in bytes {
                guard end < view.endIndex, view[end] == byte else { matched = false; break }
                end = view.index(after: end)
            }
            if matched { return start..<end }
            index = view.index(after: start)
        }
        return nil
    }
}

extension Unicode.Scalar {
    /// CharacterSet.whitespaces: tab, and General Category Zs (space separators).
    var isSpaceOrTab: Bool {
        if value == 0x20 || value == 0x09 { return true }
        if value < 0x80 { return false }
        return properties.generalCategory == .spaceSeparator
    }
}
