import Foundation
import LayoutEngine
import SceneModel
import SourceText

/// A tiny JSON value with ordered keys, so that the report prints in the contract's order.
public indirect enum JSON: Equatable, Sendable {
    case object([(String, JSON)])
    case array([JSON])
    case number(Double)
    /// A number that others compute with (a regime's line a + b·W): to nine decimals, so that
    /// W times it stays within a thousandth of a point over any width.
    case precise(Double)
    case string(String)
    case bool(Bool)
    case null

    public static func == (a: JSON, b: JSON) -> Bool { a.serialized() == b.serialized() }

    public func serialized(indent: Int = 0, pretty: Bool = true) -> String {
        let pad = pretty ? String(repeating: "  ", count: indent) : ""
        let inner = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let newline = pretty ? "\n" : ""
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return Self.number(n)
        case .precise(let n): return Self.number(n, decimals: 9)
        case .string(let s): return "\"" + escape(s) + "\""
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy({ $0.isNumber }) {
                return "[" + items.map { $0.serialized(pretty: false) }.joined(separator: ", ") + "]"
            }
            return "[" + newline
                + items.map { inner + $0.serialized(indent: indent + 1, pretty: pretty) }
                .joined(separator: "," + newline) + newline + pad + "]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            return "{" + newline
                + pairs.map { inner + "\"\(escape($0.0))\": " + $0.1.serialized(indent: indent + 1, pretty: pretty) }
                .joined(separator: "," + newline) + newline + pad + "}"
        }
    }

    var isNumber: Bool {
        switch self {
        case .number, .precise: return true
        default: return false
        }
    }

    /// A number as JSON writes it: to a thousandth (or `decimals`), whole numbers without a
    /// point. JSON has no literal for infinity or NaN (the engine refuses such layouts; `null`
    /// if one gets here), and rounding must not overflow: 1e306 × 1000 is infinite, so large
    /// numbers are printed as they are (`1e+306`, valid JSON).
    static func number(_ n: Double) -> String { number(n, decimals: 3) }

    static func number(_ n: Double, decimals: Int) -> String {
        guard n.isFinite else { return "null" }
        guard abs(n) < 1e15 / pow(10, Double(decimals - 3)) else { return String(n) }
        let unit = pow(10, Double(decimals))
        let rounded = (n * unit).rounded() / unit
        if rounded == rounded.rounded() { return rounded == 0 ? "0" : String(Int(rounded)) }
        if decimals <= 3 { return String(rounded) }
        // Fixed notation, trailing zeros dropped: String(Double) would write 1e-05.
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                // C0, DEL, C1 and the bidirectional controls, escaped: a report piped to a terminal
                // cannot drive it.
                if needsEscape(scalar) {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
