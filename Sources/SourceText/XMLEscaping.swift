/// Text written into XML and HTML documents (the SVG writer, the JUnit and HTML reports): one
/// spelling everywhere, so that a scene's text survives every document it reaches the same way.
/// Characters XML 1.0 cannot carry at all (most C0 controls, U+FFFE and U+FFFF) become U+FFFD,
/// visible where a scene held something no document can.
public enum XMLEscaping {
    /// Element content: `&`, `<` and `>` as entities.
    public static func text(_ string: String) -> String {
        escaped(string, inAttribute: false)
    }

    /// An attribute value in double or single quotes: the five entities, and tabs and line
    /// breaks as character references (a parser would fold them into spaces otherwise).
    public static func attribute(_ string: String) -> String {
        escaped(string, inAttribute: true)
    }

    private static func escaped(_ string: String, inAttribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\n" where inAttribute, "\t" where inAttribute, "\r" where inAttribute:
                result += "&#\(scalar.value);"
            default:
                if isAllowed(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\u{FFFD}"
                }
            }
        }
        return result
    }

    /// The characters an XML 1.0 document may contain.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
