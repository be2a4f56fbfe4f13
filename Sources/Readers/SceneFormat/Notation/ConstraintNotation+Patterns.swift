import Foundation

/// The constraint parser's regular expressions, compiled once (`CompiledPattern`), each with the
/// character test that must pass for it to match at all.
extension ConstraintNotation {
    private static let isASCIIDigit: @Sendable (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }

    /// "3. Red View.Top = …": a cookbook list's numbering (`\d`: any decimal digit).
    static let numberedListPrefix = CompiledPattern(
        #"^\s*\d+\.\s+"#, mayMatch: CompiledPattern.firstNonSpace { $0.properties.generalCategory == .decimalNumber })
    /// `2 x`, `1.5 *`, `200% ×`, `16:9 x` followed by a space: a numeric multiplier.
    static let numericMultiplier = CompiledPattern(
        #"^\s*([0-9]+(\.[0-9]+)?(%|\s*[/:]\s*[0-9]+(\.[0-9]+)?)?)\s*(x|\*|×)\s+"#,
        mayMatch: CompiledPattern.firstNonSpace(isASCIIDigit))
    /// `2*`, `2 ×` glued to the item: a numeric multiplier.
    static let numericMultiplierBeforeSign = CompiledPattern(
        #"^\s*([0-9]+(\.[0-9]+)?(%|\s*[/:]\s*[0-9]+(\.[0-9]+)?)?)\s*(\*|×)\s*"#,
        mayMatch: CompiledPattern.firstNonSpace(isASCIIDigit))
    /// A word before `x`, `*` or `×`: a multiplier that is not a number.
    static let wordMultiplier = CompiledPattern(#"^\S+(\s+x|\s*[*×])\s+"#, mayMatch: CompiledPattern.contains("x*×"))
    /// A number glued to an `x` (`2x `).
    static let multiplierGluedToX = CompiledPattern(#"^[0-9]\S*x\s+"#, mayMatch: CompiledPattern.first(isASCIIDigit))
    /// ` + 20`, ` - Standard` at the end: the constant.
    static let trailingConstant = CompiledPattern(#"\s+[+-]\s*[^+-]+$"#, mayMatch: CompiledPattern.contains("+-"))
    /// `10 points`: a number followed by words.
    static let numberThenWords = CompiledPattern(
        #"^[+-]?[0-9]+(\.[0-9]+)?\s+"#, mayMatch: CompiledPattern.first { isASCIIDigit($0) || $0 == "+" || $0 == "-" })
    /// `(Priority 750)` at the end.
    static let priorityInParentheses = CompiledPattern(
        #"\(\s*[Pp]riority\s+[^)]*\)\s*$"#, mayMatch: CompiledPattern.contains("("))
    /// `@750`, `@high` at the end.
    static let priorityAfterAt = CompiledPattern(#"@\s*[^@]*$"#, mayMatch: CompiledPattern.contains("@"))
    /// `2 x Standard`.
    static let standardMultiple = CompiledPattern(
        #"^([0-9]+(\.[0-9]+)?)\s*(x|\*|×)\s*[Ss]tandard$"#, mayMatch: CompiledPattern.first(isASCIIDigit))
}
