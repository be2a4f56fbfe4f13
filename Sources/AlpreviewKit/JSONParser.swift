/// Reads JSON text into `JSON`, keeping the order of object keys: a golden's layout report is
/// compared view by view in the order it lists them, and merged results keep the shards' order.
/// Foundation's parser forgets the order, hence this small one (reports and results only; it
/// refuses what they never contain rather than guessing).
public struct JSONParser {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var offset: Int
        public var reason: String
        public var description: String { "invalid JSON at byte \(offset + 1): \(reason)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    /// Deep nesting is refused rather than recursed into (reports nest five levels).
    private var depth = 0
    static let maximumDepth = 64

    public static func parse(_ text: String) throws -> JSON {
        var parser = JSONParser(bytes: Array(text.utf8))
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.failure("text after the value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func expect(_ literal: String) throws {
        let expected = Array(literal.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("expected \(literal)")
        }
        index += expected.count
    }

    private mutating func value() throws -> JSON {
        skipSpace()
        guard index < bytes.count else { throw failure("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func nested<T>(_ body: (inout JSONParser) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        return try body(&self)
    }

    private mutating func object() throws -> JSON {
        try nested { p in
            p.index += 1
            var pairs: [(String, JSON)] = []
            p.skipSpace()
            if p.index < p.bytes.count, p.bytes[p.index] == UInt8(ascii: "}") {
                p.index += 1
                return .object(pairs)
            }
            while true {
                p.skipSpace()
                guard p.index < p.bytes.count, p.bytes[p.index] == UInt8(ascii: "\"") else {
                    throw p.failure("expected a key")
                }
                let key = try p.string()
                p.skipSpace()
                try p.expect(":")
                pairs.append((key, try p.value()))
                p.skipSpace()
                guard p.index < p.bytes.count else { throw p.failure("unexpected end") }
                if p.bytes[p.index] == UInt8(ascii: ",") { p.index += 1; continue }
                try p.expect("}")
                return .object(pairs)
            }
        }
    }

    private mutating func array() throws -> JSON {
        try nested { p in
            p.index += 1
            var items: [JSON] = []
            p.skipSpace()
            if p.index < p.bytes.count, p.bytes[p.index] == UInt8(ascii: "]") {
                p.index += 1
                return .array(items)
            }
            while true {
                items.append(try p.value())
                p.skipSpace()
                guard p.index < p.bytes.count else { throw p.failure("unexpected end") }
                if p.bytes[p.index] == UInt8(ascii: ",") { p.index += 1; continue }
                try p.expect("]")
                return .array(items)
            }
        }
    }

    private mutating func number() throws -> Double {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw failure("expected a value")
        }
        return value
    }

    /// A string's bytes, its escapes decoded, gathered in one buffer and decoded once: appending
    /// each run to a string copied the string for every escape (quadratic in a string of escapes).
    private mutating func string() throws -> String {
        index += 1
        var utf8: [UInt8] = []
        var run = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                utf8 += bytes[run..<index]
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            utf8 += bytes[run..<index]
            guard index + 1 < bytes.count else { throw failure("unexpected end") }
            let escape = bytes[index + 1]
            index += 2
            let scalar: Unicode.Scalar
            switch escape {
            case UInt8(ascii: "n"): scalar = "\n"
            case UInt8(ascii: "t"): scalar = "\t"
            case UInt8(ascii: "r"): scalar = "\r"
            case UInt8(ascii: "b"): scalar = "\u{8}"
            case UInt8(ascii: "f"): scalar = "\u{C}"
            case UInt8(ascii: "u"):
                var code = try hex4()
                // A surrogate pair: the high half, then \u and the low half.
                if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                {
                    index += 2
                    let low = try hex4()
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            default: scalar = Unicode.Scalar(escape)
            }
            utf8 += UTF8.encode(scalar)!
            run = index
        }
        throw failure("unterminated string")
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("bad \\u escape") }
        index += 4
        return code
    }
}

extension JSON {
    /// The value of a key of an object (nil for other values or a missing key).
    public subscript(key: String) -> JSON? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
    public var numberValue: Double? {
        switch self {
        case .number(let n), .precise(let n): return n
        default: return nil
        }
    }
    public var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    public var arrayValue: [JSON]? { if case .array(let a) = self { return a } else { return nil } }
    public var objectPairs: [(String, JSON)]? { if case .object(let p) = self { return p } else { return nil } }
    /// `[16, 40, 100, 50]` as numbers (nil unless every item is a number).
    public var numbers: [Double]? {
        guard let items = arrayValue else { return nil }
        let values = items.compactMap(\.numberValue)
        return values.count == items.count ? values : nil
    }
}
