/// A tiny JSON value with ordered keys, so that the report prints in the contract's order.
public indirect enum JSON: Equatable {
    case object([(String, JSON)])
    case array([JSON])
    case number(Double)
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
        case .number(let n):
            if !n.isFinite { return "null" }
            let rounded = (n * 1000).rounded() / 1000
            if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
            return String(rounded)
        case .string(let s): return "\"" + escape(s) + "\""
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
                return "[" + items.map { $0.serialized(pretty: false) }.joined(separator: ", ") + "]"
            }
            return "[" + newline + items.map { inner + $0.serialized(indent: indent + 1, pretty: pretty) }
                .joined(separator: "," + newline) + newline + pad + "]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            return "{" + newline + pairs.map { inner + "\"\(escape($0.0))\": " + $0.1.serialized(indent: indent + 1, pretty: pretty) }
                .joined(separator: "," + newline) + newline + pad + "}"
        }
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
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

import Foundation
