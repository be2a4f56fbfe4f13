/// The first thing in the bytes that is not text XML allows: invalid UTF-8 (overlong forms,
/// surrogates, past U+10FFFF, cut sequences) or a character outside XML's `Char` production
/// (controls other than tab, line feed and carriage return; U+FFFE, U+FFFF). Checked once
/// over the whole file before parsing, so that the parser can take any slice as text.
enum UTF8Check {
    struct Problem {
        var index: Int
        var message: String
    }

    static func firstProblem(in bytes: [UInt8], from start: Int) -> Problem? {
        var index = start
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead < 0x20 && lead != 0x09 && lead != 0x0A && lead != 0x0D {
                    return Problem(index: index, message: "character \(Self.name(UInt32(lead))) is not allowed in XML")
                }
                index += 1
                continue
            }
            let (length, minimum): (Int, UInt32)
            switch lead {
            case 0xC2...0xDF: (length, minimum) = (2, 0x80)
            case 0xE0...0xEF: (length, minimum) = (3, 0x800)
            case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
            default: return invalid(at: index, lead)
            }
            guard index + length <= bytes.count else { return invalid(at: index, lead) }
            var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return invalid(at: index, lead) }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                return invalid(at: index, lead)
            }
            if scalar == 0xFFFE || scalar == 0xFFFF {
                return Problem(index: index, message: "character \(Self.name(scalar)) is not allowed in XML")
            }
            index += length
        }
        return nil
    }

    static func invalid(at index: Int, _ byte: UInt8) -> Problem {
        Problem(
            index: index,
            message:
                "the file is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))): Interface Builder writes UTF-8"
        )
    }

    /// `U+0001`.
    static func name(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether a character reference names a character XML allows.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
