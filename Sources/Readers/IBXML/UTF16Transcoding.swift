/// A UTF-16 file (one that starts with a byte order mark, as XML requires of UTF-16) as the
/// UTF-8 the scanner reads. Xcode writes UTF-8, but a tool that rewrote a storyboard may not;
/// lines and columns (which count Unicode scalars) are the same in either encoding, so every
/// position reported in the UTF-8 is the file's own.
enum UTF16Transcoding {
    enum Result {
        /// Not UTF-16: the bytes as they are.
        case notUTF16
        case utf8([UInt8])
        /// The UTF-8 of the text before the first unit that is not UTF-16, and what is wrong.
        case invalid(prefix: [UInt8], message: String)
    }

    static func transcode(_ bytes: [UInt8]) -> Result {
        let bigEndian: Bool
        if bytes.starts(with: [0xFE, 0xFF]) {
            bigEndian = true
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            bigEndian = false
        } else {
            return .notUTF16
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 2
        func unit(at offset: Int) -> UInt32 {
            bigEndian
                ? UInt32(bytes[offset]) << 8 | UInt32(bytes[offset + 1])
                : UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset])
        }
        while index < bytes.count {
            guard index + 1 < bytes.count else {
                return .invalid(prefix: output, message: "the UTF-16 file ends in the middle of a character")
            }
            var scalar = unit(at: index)
            index += 2
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, (0xDC00...0xDFFF).contains(unit(at: index)) else {
                    return .invalid(prefix: output, message: "the file is not valid UTF-16 (a lone surrogate)")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (unit(at: index) - 0xDC00)
                index += 2
            } else if (0xDC00...0xDFFF).contains(scalar) {
                return .invalid(prefix: output, message: "the file is not valid UTF-16 (a lone surrogate)")
            }
            appendUTF8(of: scalar, to: &output)
        }
        return .utf8(output)
    }

    static func appendUTF8(of scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            output.append(UInt8(scalar))
        case ..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
