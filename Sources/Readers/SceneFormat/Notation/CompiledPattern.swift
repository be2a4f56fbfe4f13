import Foundation

/// A regular expression compiled once. `String.range(of:options: .regularExpression)` compiles
/// its pattern on every call: the constraint parser's ten patterns cost ~2,500 compilations for
/// 300 constraint lines, more than the rest of parsing. Matching a compiled expression is safe
/// from any thread (NSRegularExpression is immutable, and Sendable).
struct CompiledPattern: Sendable {
    let expression: NSRegularExpression
    /// A cheap test that is true whenever the expression can match (a character the match needs):
    /// most lines fail it, and ICU's matcher, reached through NSString, is not run for them.
    let mayMatch: @Sendable (Substring.UnicodeScalarView) -> Bool

    init(_ pattern: String, mayMatch: @escaping @Sendable (Substring.UnicodeScalarView) -> Bool = { _ in true }) {
        // The patterns are literals of this module: one that does not compile is a programming error.
        expression = try! NSRegularExpression(pattern: pattern)
        self.mayMatch = mayMatch
    }

    /// Whether any scalar of `text` is one of `scalars`.
    static func contains(_ scalars: String) -> @Sendable (Substring.UnicodeScalarView) -> Bool {
        let wanted = scalars.unicodeScalars.map(\.value)
        return { text in text.contains { wanted.contains($0.value) } }
    }

    /// Whether the first scalar that is not white space (`\s`) passes `test`.
    static func firstNonSpace(_ test: @escaping @Sendable (Unicode.Scalar) -> Bool)
        -> @Sendable (Substring.UnicodeScalarView) -> Bool
    {
        { text in text.first(where: { !$0.properties.isWhitespace }).map(test) ?? false }
    }

    /// Whether the first scalar passes `test`.
    static func first(_ test: @escaping @Sendable (Unicode.Scalar) -> Bool)
        -> @Sendable (Substring.UnicodeScalarView) -> Bool
    {
        { text in text.first.map(test) ?? false }
    }

    /// The range of the first match in `text`, as `text.range(of: pattern, options: .regularExpression)`.
    func firstRange(in text: String) -> Range<String.Index>? {
        guard mayMatch(Substring(text).unicodeScalars) else { return nil }
        return firstRange(in: text, bounds: text.startIndex..<text.endIndex)
    }

    /// The same in a substring, in its own (the base string's) indices: `^` and `$` match at the
    /// substring's ends, as the expression's default anchoring bounds make them.
    func firstRange(in text: Substring) -> Range<String.Index>? {
        guard mayMatch(text.unicodeScalars) else { return nil }
        return firstRange(in: text.base, bounds: text.startIndex..<text.endIndex)
    }

    private func firstRange(in string: String, bounds: Range<String.Index>) -> Range<String.Index>? {
        guard let match = expression.firstMatch(in: string, range: NSRange(bounds, in: string)) else { return nil }
        return Range(match.range, in: string)
    }
}
