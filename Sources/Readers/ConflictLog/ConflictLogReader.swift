/// Reads the conflicts out of a log: UIKit's "Unable to simultaneously satisfy constraints",
/// AppKit's "…constraints:" and macOS's "Conflicting constraints detected", in whatever
/// console output, quoting or Markdown they came wrapped in (`LogText`).
///
/// The reader looks for three things anywhere in the text: a header, the words "Will attempt to
/// recover by breaking", and constraint descriptions (`<NSLayoutConstraint:0x… …>`). A header
/// starts a conflict; the descriptions after it are its constraints, up to "Will attempt…",
/// whose next description is the one broken. A log cut before its header (just the list) is
/// one conflict all the same, and a description after a conflict's broken one starts the next.
public enum ConflictLogReader {
    static let headers = [
        "Unable to simultaneously satisfy constraints", "Conflicting constraints detected",
    ]
    static let recovery = "Will attempt to recover by breaking"
    /// The constraint classes whose descriptions the reader knows; others are read the same way, with a warning.
    static let knownClasses: Set<String> = [
        "NSLayoutConstraint", "NSAutoresizingMaskLayoutConstraint", "NSContentSizeLayoutConstraint",
        "_UILayoutSupportConstraint", "_UISystemBaselineConstraint", "MASLayoutConstraint",
        "SnapKit.LayoutConstraint", "NSIBPrototypingLayoutConstraint", "_UIScrollViewLayoutConstraint",
        "NSLayoutDimensionConstraint", "_NSLayoutConstraintNumberExactlyCeil",
        "_UIScrollViewAutomaticContentSizeConstraint",
    ]

    /// Whether the reader knows the class: one of `knownClasses`, or SnapKit's `LayoutConstraint`
    /// under whatever module the app built it in (`Snap.`, `SnapKit.`, a vendored copy).
    static func isKnownClass(_ name: String) -> Bool {
        knownClasses.contains(name) || name.hasSuffix(".LayoutConstraint")
    }

    public static func read(_ source: String) throws -> ParsedConflictLog {
        let text = LogText(source)
        var builder = Builder()
        var warnings: [String] = []
        var i = 0
        while i < text.count {
            if let end = headers.lazy.compactMap({ text.phraseEnd($0, at: i) }).first {
                let line = text.positions[i].line
                builder.header(line: line, isAppKit: end < text.count && text.characters[end] == ":")
                i = end
            } else if let end = text.phraseEnd(recovery, at: i) {
                builder.awaitingBroken = true
                i = end
            } else if let found = try LoggedDescription.found(in: text, at: i) {
                let (line, column) = text.positions[i]
                let raw = found.raw
                let description = normalizedSpaces(raw)
                let constraint: LoggedConstraint
                do {
                    constraint = try DescriptionReader.read(description, line: line, column: column)
                } catch let unprinted as UnprintedDescription {
                    warnings.append(
                        "line \(line): constraint \(unprinted.address) is printed as '(null)': left out of the rebuilt conflict"
                    )
                    builder.addUnprinted(unprinted.address, line: line)
                    i = found.next
                    continue
                } catch let error as DescriptionError {
                    // A hard-wrapped log breaks lines inside words: read it again with the breaks taken out.
                    if raw.contains(where: \.isNewline),
                        let joined = try? DescriptionReader.read(
                            normalizedSpaces(joinedLines(raw)), line: line, column: column)
                    {
                        constraint = joined
                    } else {
                        throw ConflictLogError(
                            "\(error.message) in '<\(shortened(description))>'", line: line, column: column,
                            sourceLine: text.sourceLine(line))
                    }
                }
                if !isKnownClass(constraint.className) {
                    warnings.append(
                        "line \(line): unknown constraint class '\(constraint.className)', read as an NSLayoutConstraint"
                    )
                }
                builder.add(constraint)
                i = found.next
            } else {
                i += 1
            }
        }
        builder.finish()
        for conflict in builder.conflicts {
            let views = Set(conflict.constraints.flatMap { $0.views.map(\.key) })
            if views.count > ConflictLogLimits.maximumViews {
                throw ConflictLogError(
                    "the conflict names \(views.count) views; at most \(ConflictLogLimits.maximumViews) are rebuilt",
                    line: conflict.line, column: 1, sourceLine: text.sourceLine(conflict.line))
            }
        }
        if builder.conflicts.isEmpty {
            if let redacted = RedactedLog.firstRedaction(in: text) {
                throw ConflictLogError(
                    RedactedLog.message, line: redacted.line, column: redacted.column,
                    sourceLine: text.sourceLine(redacted.line))
            }
            if let line = builder.emptyHeaderLine {
                throw ConflictLogError(
                    "the conflict lists no constraints (a redacted log shows '<private>' or '<decode: …>' instead)",
                    line: line, column: 1, sourceLine: text.sourceLine(line))
            }
            throw ConflictLogError(
                "not a constraint log: no 'Unable to simultaneously satisfy constraints' and no constraint like "
                    + "'<NSLayoutConstraint:0x600002c5a140 UIView:0x7f9.width == 40>'",
                line: 1, column: 1, sourceLine: text.sourceLine(1))
        }
        return ParsedConflictLog(conflicts: builder.conflicts, warnings: warnings, lines: text.lines)
    }

    /// `<Class:0x…` or `<Class:key ` (Masonry), not `<UIKit/UIView.h>` or `<UIView: 0x…; frame…>`.
    static func isDescriptionStart(_ text: LogText, at index: Int) -> Bool {
        var i = index + 1
        guard i < text.count, text.characters[i].isLetter || text.characters[i] == "_" else { return false }
        // Class names are short: a long run of name characters is not one (and is not scanned again
        // and again). A line break inside it is a hard wrap.
        let limit = min(text.count, index + 256)
        while i < limit {
            if ItemReader.isNameCharacter(text.characters[i]) {
                i += 1
            } else if text.characters[i].isNewline {
                i += 1
                while i < limit, text.characters[i] == " " || text.characters[i] == "\t" { i += 1 }
            } else {
                break
            }
        }
        guard i + 1 < text.count, text.characters[i] == ":" else { return false }
        var next = i + 1
        if text.characters[next].isNewline { next += 1 }
        guard next < text.count else { return false }
        let c = text.characters[next]
        return c.isLetter || c.isNumber || c == "_"
    }

    /// The text with each line break and the indentation after it taken out.
    static func joinedLines(_ text: String) -> String {
        var result = ""
        var skipping = false
        for c in text {
            if c.isNewline {
                skipping = true
            } else if skipping && (c == " " || c == "\t") {
                continue
            } else {
                skipping = false
                result.append(c)
            }
        }
        return result
    }

    /// The `>` that closes the description starting at `start`: one followed by what follows a
    /// description in a log (a quote, a comma, the end of the line, the next sentence). A `>`
    /// in a relation (`>=`) or in a text does not close it; a new description or header before
    /// the close means the log was cut inside this one.
    static func descriptionEnd(_ text: LogText, from start: Int) throws -> Int {
        var i = start + 1
        while i < text.count {
            let c = text.bytes[i]
            if c == UInt8(ascii: ">") && (i + 1 >= text.count || text.bytes[i + 1] != UInt8(ascii: "="))
                && closes(text, after: i + 1)
            {
                return i
            }
            if c == UInt8(ascii: "<") && isDescriptionStart(text, at: i)
                || headers.contains(where: { text.phraseEnd($0, at: i) != nil })
                || text.phraseEnd(recovery, at: i) != nil
            {
                break
            }
            i += 1
        }
        let (line, column) = text.positions[start]
        throw ConflictLogError(
            "the log is cut inside this constraint: no '>' closes it", line: line, column: column,
            sourceLine: text.sourceLine(line))
    }

    static func closes(_ text: LogText, after index: Int) -> Bool {
        var i = index
        while i < text.count, text.bytes[i] == UInt8(ascii: " ") || text.bytes[i] == UInt8(ascii: "\t") { i += 1 }
        guard i < text.count else { return true }
        let c = text.characters[i]
        if c.isNewline || "\",)<.".contains(c) { return true }
        return ["Will", "Make", "Break", "Set", "The", "Unable", "Conflicting", "Probably"].contains {
            text.matches($0, at: i)
        }
    }

    /// Whitespace runs made single spaces; a backslash left at the end (a Markdown `\>` whose
    /// `>` a hard wrap moved to the next line) dropped.
    static func normalizedSpaces(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiNormalizedSpaces(text) }
        var trimmed = Substring(text)
        while trimmed.last == "\\" || trimmed.last?.isWhitespace == true { trimmed = trimmed.dropLast() }
        var result = ""
        var lastWasSpace = false
        for c in trimmed {
            if c.isWhitespace {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
            } else {
                result.append(c)
                lastWasSpace = false
            }
        }
        return result.trimmingSpaces
    }

    /// `normalizedSpaces` of ASCII text, byte by byte (the same result, without building `Character`s).
    static func asciiNormalizedSpaces(_ text: String) -> String {
        var end = text.utf8.count
        let utf8 = Array(text.utf8)
        while end > 0, utf8[end - 1] == UInt8(ascii: "\\") || LogText.isASCIIWhitespace(utf8[end - 1]) { end -= 1 }
        var result: [UInt8] = []
        result.reserveCapacity(end)
        var lastWasSpace = false
        for b in utf8[..<end] {
            if LogText.isASCIIWhitespace(b) {
                if !lastWasSpace { result.append(UInt8(ascii: " ")) }
                lastWasSpace = true
            } else {
                result.append(b)
                lastWasSpace = false
            }
        }
        return String(decoding: result, as: UTF8.self).trimmingSpaces
    }

    static func shortened(_ text: String) -> String { text.count > 90 ? String(text.prefix(87)) + "..." : text }

    /// The conflicts as the events come.
    struct Builder {
        var conflicts: [LoggedConflict] = []
        var members: [LoggedConstraint] = []
        var broken: LoggedConstraint?
        var awaitingBroken = false
        var line: Int?
        var isAppKit = false
        var emptyHeaderLine: Int?
        var unprinted: [UnprintedConstraint] = []

        mutating func header(line: Int, isAppKit: Bool) {
            finish()
            if conflicts.isEmpty && emptyHeaderLine == nil { emptyHeaderLine = line }
            self.line = line
            self.isAppKit = isAppKit
        }

        /// A constraint the log printed as `(null)`: a member of the conflict that cannot be rebuilt.
        mutating func addUnprinted(_ address: String, line: Int) {
            if awaitingBroken {
                awaitingBroken = false
                finish()
                return
            }
            if self.line == nil { self.line = line }
            unprinted.append(UnprintedConstraint(address: address, line: line))
        }

        mutating func add(_ constraint: LoggedConstraint) {
            if awaitingBroken {
                broken = constraint
                awaitingBroken = false
                finish()
                return
            }
            if line == nil { line = constraint.line }
            // A constraint pasted twice is one constraint.
            if !members.contains(where: { $0.address == constraint.address }) { members.append(constraint) }
        }

        mutating func finish() {
            // The broken constraint belongs to the conflict even when the list left it out.
            if let broken, !members.contains(where: { $0.address == broken.address }) { members.append(broken) }
            if !members.isEmpty {
                let appKit =
                    isAppKit
                    || members.contains {
                        $0.views.contains { $0.className.hasPrefix("NS") || $0.className.hasPrefix("_NS") }
                    }
                conflicts.append(
                    LoggedConflict(
                        constraints: members,
                        broken: broken.map { b in members.first { $0.address == b.address } ?? b },
                        line: line ?? members[0].line, isAppKit: appKit, unprinted: unprinted))
            }
            members = []
            unprinted = []
            broken = nil
            awaitingBroken = false
            line = nil
            isAppKit = false
        }
    }
}
