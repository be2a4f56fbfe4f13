/// Where a constraint description is in a log, in each of the forms logs print it:
///
///     <NSLayoutConstraint:0x6000 UIView:0x7f.width == 40   (active)>           UIKit, AppKit, Masonry, SnapKit
///     <<SnapKit.LayoutConstraint:0x7f> <UIView:0x7f>.top == <_UILayoutGuide:0x7e>.bottom>   SnapKit of 2015
///     <NSAutoresizingMaskLayoutConstraint: 0x15df> H:[UIView:0x15d5(320)]      the address alone in brackets
///     <NSLayoutConstraint: 0x4008 H: [NSButton:0x4004'OK']-(20)-| (Names: '|':NSView:0x4003 ) >   AppKit of 2010
///     NSLayoutConstraint:0x7ff1 SwipeView:0x7ff1.leading == …,                 brackets lost in pasting
///
/// `raw` is the description without its outer brackets, in UIKit's usual form.
struct LoggedDescription {
    var raw: String
    /// Where the scan goes on.
    var next: Int

    static func found(in text: LogText, at i: Int) throws -> LoggedDescription? {
        let lessThan = UInt8(ascii: "<")
        if text.bytes[i] == lessThan {
            if let pointer = addressOnly(text, at: i) { return pointer }
            if ConflictLogReader.isDescriptionStart(text, at: i) {
                let end = try ConflictLogReader.descriptionEnd(text, from: i)
                return LoggedDescription(raw: text.string(i + 1, end), next: end + 1)
            }
            if i + 1 < text.count, text.bytes[i + 1] == lessThan, ConflictLogReader.isDescriptionStart(text, at: i + 1)
            {
                return try nested(text, at: i)
            }
            return nil
        }
        return bare(text, at: i)
    }

    /// SnapKit's description of 2015, each object in its own brackets: the brackets inside are
    /// taken out (`<<SnapKit.LayoutConstraint:0x7f@File.swift#12> <UIView:0x7f>.height == 44.0>`
    /// reads as `SnapKit.LayoutConstraint:0x7f@File.swift#12 UIView:0x7f.height == 44.0`).
    static func nested(_ text: LogText, at start: Int) throws -> LoggedDescription {
        var depth = 0
        var inner = ""
        var i = start
        while i < min(text.count, start + ConflictLogLimits.maximumNestedDescription) {
            let c = text.characters[i]
            let next: Character? = i + 1 < text.count ? text.characters[i + 1] : nil
            if c == "<" && (next?.isLetter == true || next == "_" || next == "<") {
                depth += 1
            } else if c == ">" && next != "=" {
                depth -= 1
                if depth == 0 { return LoggedDescription(raw: inner, next: i + 1) }
            } else if text.phraseEnd(ConflictLogReader.recovery, at: i) != nil {
                break
            } else if depth >= 1 {
                inner.append(c)
            }
            i += 1
        }
        let (line, column) = text.positions[start]
        throw ConflictLogError(
            "the log is cut inside this constraint: no '>' closes it", line: line, column: column,
            sourceLine: text.sourceLine(line))
    }

    /// `<NSAutoresizingMaskLayoutConstraint: 0x15df97e0> H:[UIView:0x15eb(375)]`: a description
    /// printed by `%@` of an object whose own description is just its class and address, the
    /// rest of the line after it.
    /// The same with the body inside the brackets after a space is AppKit's form of 2010.
    static func addressOnly(_ text: LogText, at start: Int) -> LoggedDescription? {
        var i = start + 1
        while i < text.count, ItemReader.isNameCharacter(text.characters[i]) { i += 1 }
        guard i + 3 < text.count, text.characters[i] == ":", text.characters[i + 1] == " ",
            text.matches("0x", at: i + 2)
        else { return nil }
        let className = text.string(start + 1, i)
        guard className.hasSuffix("Constraint") else { return nil }
        var j = i + 4
        while j < text.count, text.characters[j].isHexDigit { j += 1 }
        let address = text.string(i + 2, j)
        if j < text.count, text.characters[j] == " ",
            let end = try? ConflictLogReader.descriptionEnd(text, from: start)
        {
            // `<NSLayoutConstraint: 0x40082d820 H: [NSButton:0x4004ea720'OK']-(20)-| (Names: …) >`:
            // AppKit's first form, the body inside the brackets after a space.
            return LoggedDescription(raw: "\(className):\(address)" + text.string(j, end), next: end + 1)
        }
        guard j < text.count, text.characters[j] == ">" else { return nil }
        var end = j + 1
        while end < text.count, !text.characters[end].isNewline { end += 1 }
        let body = trimmedEnd(text.string(j + 1, end))
        return LoggedDescription(raw: "\(className):\(address) \(body)", next: end)
    }

    /// A description whose brackets (and quotes) Markdown took away: a constraint class and
    /// address first on a line or in a list, up to the end of the line (or, in a flattened
    /// list, up to the next such description).
    static func bare(_ text: LogText, at start: Int) -> LoggedDescription? {
        let first = text.bytes[start]
        guard first == UInt8(ascii: "_") || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
        else { return nil }
        var before = start - 1
        while before >= 0, text.bytes[before] == UInt8(ascii: " ") || text.bytes[before] == UInt8(ascii: "\t") {
            before -= 1
        }
        guard before < 0 || text.characters[before].isNewline || "\"(,".contains(text.characters[before]) else {
            return nil
        }
        guard let addressEnd = bareStart(text, at: start) else { return nil }
        var end = addressEnd
        while end < text.count, !text.characters[end].isNewline {
            if text.characters[end] == "," {
                var k = end + 1
                while k < text.count, text.bytes[k] == UInt8(ascii: " ") { k += 1 }
                if k < text.count, bareStart(text, at: k) != nil { break }
            }
            if text.phraseEnd(ConflictLogReader.recovery, at: end) != nil { break }
            end += 1
        }
        return LoggedDescription(raw: trimmedEnd(text.string(start, end)), next: end)
    }

    /// Where the address of `Class:0x…` ends, if the text at `start` is a constraint class (its
    /// name ends in `Constraint`) and an address.
    static func bareStart(_ text: LogText, at start: Int) -> Int? {
        var i = start
        while i < text.count, ItemReader.isNameCharacter(text.characters[i]), i - start < 128 { i += 1 }
        guard i > start, text.string(start, i).hasSuffix("Constraint"), i + 2 < text.count,
            text.characters[i] == ":", text.matches("0x", at: i + 1)
        else { return nil }
        return i + 1
    }

    /// The text without what ends a list entry: spaces, a comma, a quote, and a `)` that
    /// closes the list rather than something in the description.
    static func trimmedEnd(_ text: String) -> String {
        var chars = Substring(text)
        while let last = chars.last, last == " " || last == "," || last == "\"" || last == "\t" {
            chars = chars.dropLast()
        }
        let opens = chars.filter { $0 == "(" }.count
        let closes = chars.filter { $0 == ")" }.count
        if closes > opens, chars.last == ")" { chars = chars.dropLast() }
        while let last = chars.last, last == " " || last == "," || last == "\"" { chars = chars.dropLast() }
        return String(chars)
    }
}
