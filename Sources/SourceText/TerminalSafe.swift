/// Text from a scene made safe to print on a terminal: control characters (C0, DEL, C1) and
/// the bidirectional overrides and isolates are written as `\u{1B}`, so that an error message
/// quoting a scene can neither drive the terminal (escape sequences) nor reorder what it shows.
/// Tabs are kept unless asked: they only move the cursor, and carets line up under them.
public func terminalSafe(_ text: String, escapingTabs: Bool = false) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        if needsEscape(scalar) && (escapingTabs || scalar != "\t") {
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// C0 and C1 controls, DEL, and the invisible bidirectional formatting characters (escaped on a
/// terminal, and in the JSON report).
public func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
}
