import SourceText

/// How values are spelled in the SVG document: numbers with at most three decimals (a thousandth
/// of a point is below any screen's pixel), text and attributes escaped for XML, and element ids
/// that are valid XML names. The same values always spell the same bytes.
enum SVGMarkup {
    /// `value` rounded to thousandths, without trailing zeros, exponent or negative zero.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 9e15 else { return String(Int64(value.rounded())) }
        let whole = Int64(thousandths)
        if whole == 0 { return "0" }
        let sign = whole < 0 ? "-" : "", magnitude = whole.magnitude
        let integer = magnitude / 1000, fraction = magnitude % 1000
        guard fraction != 0 else { return sign + String(integer) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(integer) + "." + digits
    }

    /// Text content, as every XML document alpreview writes spells it.
    static func text(_ string: String) -> String { XMLEscaping.text(string) }

    /// An attribute's value, for double quotes; line breaks kept as character references.
    static func attribute(_ string: String) -> String { XMLEscaping.attribute(string) }

    /// A name as an XML id: lowercase ASCII letters, digits, `-` and `_` as they are; every
    /// other character (spaces, dots, quotes, letters of other scripts) as `_` and its code
    /// point in hex, so that two different names never give the same id; a name that does not
    /// start with a letter is prefixed with `_`.
    static func idName(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-": result.unicodeScalars.append(scalar)
            default: result += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        if let first = result.unicodeScalars.first, !("a"..."z" ~= first || "A"..."Z" ~= first) {
            result = "_" + result
        }
        return result.isEmpty ? "_" : result
    }
}

/// Gives each element an id no other element of the document has: the name's id, then `-2`,
/// `-3`… for the next elements of the same name (the same view in each panel of a sheet).
struct SVGIDs {
    private var used: Set<String> = []

    mutating func unique(_ name: String) -> String {
        let base = SVGMarkup.idName(name)
        var id = base, n = 1
        while used.contains(id) {
            n += 1
            id = "\(base)-\(n)"
        }
        used.insert(id)
        return id
    }
}
