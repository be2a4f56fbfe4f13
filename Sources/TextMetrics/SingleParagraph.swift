/// Text handed to Pango as one paragraph: its paragraph separators (line feed, carriage return,
/// CR LF, U+2029) become line separators (U+2028), which break the line as they did. Pango
/// lays out each paragraph with work proportional to the text before it (it counts the
/// characters from the start of the text for every paragraph), so a label of 40,000 short
/// lines took time quadratic in its lines; one paragraph with forced breaks is linear. A
/// separator that ends the text stays a line feed: Pango gives a trailing paragraph separator
/// an empty last line, and a trailing line separator none. Separators that never started a
/// paragraph in Pango (U+2028, U+0085, vertical tab, form feed) are left as they are.
enum SingleParagraph {
    static let lineSeparator: Unicode.Scalar = "\u{2028}"

    static func text(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: isParagraphSeparator) else { return text }
        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            var next = scalars.index(after: index)
            guard isParagraphSeparator(scalar) else {
                result.append(scalar)
                index = next
                continue
            }
            // CR LF is one separator.
            if scalar == "\r", next != scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            result.append(next == scalars.endIndex ? "\n" : lineSeparator)
            index = next
        }
        return String(result)
    }

    /// What Pango ends a paragraph at (`pango_find_paragraph_boundary`).
    static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2029}"
    }
}
