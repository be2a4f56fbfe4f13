import Foundation
import SourceText

/// How the scene writer spells scalars: plain where YAML reads the text back as the same
/// string, double-quoted (with escapes for what a terminal or YAML would misread) otherwise;
/// numbers in plain decimal, as short as reads back to the same `Double`.
public enum YAMLText {
    /// Where a scalar goes: flow collections (`{…}`, `[…]`) also end plain scalars at `,[]{}`.
    enum Context { case block, flow }

    /// `text` as a YAML scalar that reads back as `text`.
    static func scalar(_ text: String, in context: Context = .flow) -> String {
        isPlainSafe(text, in: context) ? text : quoted(text)
    }

    /// Words YAML 1.1 reads as booleans or null; quoted so that no reader takes them for one.
    private static let specialWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "~"]

    static func isPlainSafe(_ text: String, in context: Context) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        // A letter, a digit that does not start a number, or an underscore: no indicator (`-?:[{#&*!|>'"%@`).
        guard first.isLetter || first == "_" || (first.isNumber && first.isASCII && Double(text) == nil) else {
            return false
        }
        if first.isNumber && text.allSatisfy({ $0.isASCII && ($0.isNumber || "._:+-eExXoObB".contains($0)) }) {
            return false
        }
        guard last != " " && last != ":" else { return false }
        if specialWords.contains(text.lowercased()) { return false }
        if text.contains(": ") || text.contains(" #") || text.contains("\t") { return false }
        if context == .flow && text.contains(where: { ",[]{}:".contains($0) }) { return false }
        // Printable characters only; anything else is escaped in quotes.
        return text.unicodeScalars.allSatisfy { scalar in
            !needsEscape(scalar) && (scalar.isASCII ? scalar.value >= 0x20 && scalar.value < 0x7F : true)
        }
    }

    /// A double-quoted YAML string; control characters, line and paragraph separators and the
    /// invisible formatting characters (bidirectional overrides, the byte-order mark) escaped.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if needsEscape(scalar) {
                    out +=
                        scalar.value <= 0xFFFF
                        ? String(format: "\\u%04X", scalar.value) : String(format: "\\U%08X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Control characters, YAML's other line breaks (NEL, LS, PS), and format characters
    /// (bidirectional controls, zero-width characters, the BOM), which would be invisible or
    /// break the line.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) { return true }
        if [0x2028, 0x2029, 0xFEFF].contains(scalar.value) { return true }
        return scalar.properties.generalCategory == .format
    }

    /// A number in plain decimal (`20`, `0.5`, `-12.25`), never in exponent form (the
    /// constraint notation reads digits and a point), with as few digits as give `value` back.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let shortest = "\(value)"
        if !shortest.contains("e") { return shortest }
        for digits in 1...40 {
            let text = String(format: "%.\(digits)f", value)
            if Double(text) == value { return trimZeros(text) }
        }
        return shortest
    }

    private static func trimZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var trimmed = text
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        if trimmed.hasSuffix(".") { trimmed.removeLast() }
        return trimmed
    }

    /// `[a, b, c]`.
    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// `{key: value, …}`.
    static func mapping(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
