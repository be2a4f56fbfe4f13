import CPangoCairo

/// The lines Pango 1.50 breaks a paragraph into at any wrap width, found from one shaping of
/// the text on one line instead of a layout per width. Pango shapes the whole paragraph again
/// for every wrap width (and each line's last candidate pieces once more), which was most of a
/// sweep's time on a long paragraph. A piece of a run shaped on its own is as wide as its
/// characters' advances on one line (letter spacing is given per character, halves at the
/// ends) where shaping does not reach across the piece's ends, and then the sums of those
/// advances give every line Pango's fitting test would give.
///
/// That equality is an assumption about the font's shaping, checked once per text: each piece
/// between two breaks laid out on its own must be as wide as its advances say
/// (`piecesAreShapedAlike`), or the text is left to Pango.
///
/// The breaker is Pango's, `process_line` and `process_item`, for the texts where it reduces
/// to a greedy fit: each line ends at the last break opportunity whose text, less one white
/// space at its end, fits the wrap width. A line's logical width is its characters' advances
/// less that space (zeroed, `zero_line_final_space`) and less the letter spacing Pango trims
/// from the line's two ends (`adjust_line_letter_spacing`); a line separator (a line feed in
/// the text) ends its line, which keeps its text whole there. Texts outside that (right-to-left
/// runs, tabs, paragraph breaks, hyphens Pango would insert, CJK, a word wider than the line,
/// which Pango breaks by characters) give nil, and are measured by Pango as before.
/// `ParagraphLinesTests` compares the lines and widths with Pango's at many widths and at each
/// width where the lines change.
struct ParagraphLines: Sendable {
    /// Each character's advance with its full letter spacing, in Pango units.
    private let advances: [Int64]
    /// `prefix[i]`: the advances of the characters before `i`.
    private let prefix: [Int64]
    /// Per position 0...count: whether a line may end there by wrapping (the text's end included).
    private let breakable: [Bool]
    /// Per position 0...count: the first line separator (U+2028, a line feed in the text) at or
    /// after it, or the count. A line ends after each, the separator its last, zero-width character.
    private let nextSeparator: [Int]
    private let white: [Bool]
    /// Per character: the letter spacing halves Pango trims at a line's start and end
    /// (`distribute_letter_spacing`), and the first character of its run.
    private let spaceLeft: [Int64]
    private let spaceRight: [Int64]
    private let runStart: [Int]
    /// Per position 0...count: its byte offset in the text.
    private let byteOffsets: [Int32]

    var characterCount: Int { advances.count }

    /// The lines at one wrap width: each line's first character and first byte (as
    /// `PangoTextMeasurer.lineStarts` gives them, without its last entry), and the widest line's
    /// logical width.
    struct Lines: Equatable {
        var characters: [Int]
        var starts: [Int32]
        var widest: Int64
    }

    /// The model of `text` as laid out by `layout` (made by `PangoStyle.makeLayout` for the text,
    /// any width), or nil when the text is one the greedy fit does not describe. The layout's
    /// text and width are changed.
    init?(text original: String, layout: OpaquePointer) {
        // The text as Pango lays it out: line feeds inside it are line separators.
        let text = SingleParagraph.text(original)
        guard Self.isPangosBreaker, Self.isPlain(text) else { return nil }
        (text + " ").withCString { pango_layout_set_text(layout, $0, -1) }
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_width(layout, -1)
        guard let textPointer = pango_layout_get_text(layout) else { return nil }
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount) else { return nil }
        let count = Int(attributeCount) - 2  // the appended space, and the position past the end
        guard count > 0 else { return nil }

        var byteOffsets = [Int32](), byte: Int32 = 0
        while textPointer[Int(byte)] != 0 {
            if UInt8(bitPattern: textPointer[Int(byte)]) & 0xC0 != 0x80 { byteOffsets.append(byte) }
            byte += 1
        }
        guard byteOffsets.count == count + 1 else { return nil }
        self.byteOffsets = byteOffsets

        var advances = [Int64](repeating: 0, count: count)
        var spaceLeft = advances, spaceRight = advances
        var runStart = [Int](repeating: 0, count: count)
        var lineStarts: [Int] = []
        var widths: [Int32] = []
        // On one line but for the separators, each of which ends one.
        var lineNode = pango_layout_get_lines_readonly(layout)
        while let current = lineNode {
            let line = current.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            guard line.pointee.resolved_dir == PANGO_DIRECTION_LTR.rawValue,
                let start = Self.index(of: line.pointee.start_index, in: byteOffsets)
            else { return nil }
            lineStarts.append(start)
            var run = line.pointee.runs
            while let node = run {
                let glyphItem = node.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                let item = glyphItem.pointee.item.pointee
                guard item.analysis.level % 2 == 0, let first = Self.index(of: item.offset, in: self.byteOffsets) else {
                    return nil
                }
                let chars = Int(item.num_chars)
                widths = [Int32](repeating: 0, count: chars)
                widths.withUnsafeMutableBufferPointer {
                    pango_glyph_item_get_logical_widths(glyphItem, textPointer, $0.baseAddress)
                }
                let (left, right) = Self.distribute(Self.letterSpacing(of: item))
                for index in 0..<chars where first + index < count {
                    advances[first + index] = Int64(widths[index])
                    (spaceLeft[first + index], spaceRight[first + index]) = (left, right)
                    runStart[first + index] = first
                }
                run = node.pointee.next
            }
            lineNode = current.pointee.next
        }
        let isSeparator = text.unicodeScalars.map { $0 == SingleParagraph.lineSeparator }
        guard isSeparator.count == count else { return nil }
        // Each line's first character lost its leading half of the spacing to the line's start
        // (a line that is only a separator, zeroed, lost nothing).
        for start in lineStarts where start < count && !isSeparator[start] { advances[start] += spaceLeft[start] }
        guard advances.indices.allSatisfy({ advances[$0] > 0 || isSeparator[$0] }) else { return nil }
        var nextSeparator = [Int](repeating: count, count: count + 1)
        for index in stride(from: count - 1, through: 0, by: -1) {
            nextSeparator[index] = isSeparator[index] ? index : nextSeparator[index + 1]
        }

        var breakable = [Bool](repeating: false, count: count + 1)
        var white = [Bool](repeating: false, count: count)
        for index in 0..<count {
            let attribute = attributes[index]
            white[index] = attribute.is_white != 0
            guard index > 0 else { continue }
            if attribute.is_mandatory_break != 0 {
                // Only after a line separator, which ends its line itself.
                guard isSeparator[index - 1] else { return nil }
                continue
            }
            if attribute.is_line_break != 0 {
                if attribute.break_inserts_hyphen != 0 || attribute.break_removes_preceding != 0 { return nil }
                breakable[index] = true
            }
        }
        breakable[count] = true
        guard !white[count - 1] else { return nil }

        var prefix = [Int64](repeating: 0, count: count + 1)
        for index in 0..<count { prefix[index + 1] = prefix[index] + advances[index] }
        (self.advances, self.prefix, self.breakable, self.white) = (advances, prefix, breakable, white)
        self.nextSeparator = nextSeparator
        (self.spaceLeft, self.spaceRight, self.runStart) = (spaceLeft, spaceRight, runStart)
        guard piecesAreShapedAlike(text, layout: layout) else { return nil }
    }

    /// Whether each piece of the text between two breaks, shaped on its own as Pango shapes a
    /// line's, is as wide as the model says: kerning or a ligature across a break, which the
    /// advances on one line carry, would make it narrower or wider alone. Laid out at width 0 by
    /// words, every line is one such piece. A line of several pieces differs from the advances
    /// only where a piece does, at its ends.
    private func piecesAreShapedAlike(_ text: String, layout: OpaquePointer) -> Bool {
        text.withCString { pango_layout_set_text(layout, $0, -1) }
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        pango_layout_set_width(layout, 0)
        guard let iterator = pango_layout_get_iter(layout) else { return false }
        defer { pango_layout_iter_free(iterator) }
        let count = advances.count
        var start = 0
        repeat {
            guard start < count, let line = pango_layout_iter_get_line_readonly(iterator),
                line.pointee.start_index == byteOffsets[start]
            else { return false }
            let (end, width) = nextPiece(from: start)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            guard Int64(logical.width) == width else { return false }
            start = end
        } while pango_layout_iter_next_line(iterator) != 0
        return start == count
    }

    /// Where the piece from `start` ends (the next break, or just after the next separator), and
    /// the width of a line that is that piece.
    private func nextPiece(from start: Int) -> (end: Int, width: Int64) {
        let separator = nextSeparator[start]
        if separator > start, let end = (start + 1...min(separator, advances.count)).first(where: { breakable[$0] }) {
            return (end, lineWidth(from: start, to: end))
        }
        return (separator + 1, separatedLineWidth(from: start, to: separator))
    }

    /// The lines at wrap width `width` (Pango units), or nil when a line's first word does not
    /// fit (Pango then breaks it between characters).
    func lines(at width: Int64) -> Lines? {
        var characters: [Int] = []
        var widest: Int64 = 0
        var start = 0
        let count = advances.count
        while true {
            characters.append(start)
            let separator = nextSeparator[start]
            if separator == count, prefix[count] - prefix[start] <= width {
                widest = max(widest, lineWidth(from: start, to: count))
                return Lines(characters: characters, starts: characters.map { byteOffsets[$0] }, widest: widest)
            }
            // The text up to a separator fits as it is: no break there, so no space let go.
            if separator < count, prefix[separator] - prefix[start] <= width {
                widest = max(widest, separatedLineWidth(from: start, to: separator))
                start = separator + 1
                continue
            }
            guard let end = lastFittingBreak(from: start, before: separator, width: width) else { return nil }
            widest = max(widest, lineWidth(from: start, to: end))
            start = end
        }
    }

    /// The widest wrap width (Pango units) with the same lines as `width`, where the lines at
    /// `width` are `lines`: up to one unit below the width at which a line first takes the
    /// next piece of text after it.
    func ceiling(of lines: Lines, at width: Int64) -> Int64 {
        var ceiling = Int64.max
        let starts = lines.characters
        for (line, start) in starts.enumerated().dropLast() {
            let end = starts[line + 1], separator = nextSeparator[start]
            // A line that ends at its separator never takes more.
            guard end <= separator else { continue }
            if let next = (end + 1..<max(end + 1, separator)).first(where: { breakable[$0] }) {
                ceiling = min(ceiling, fitted(from: start, to: next) - 1)
            } else if separator < advances.count {
                ceiling = min(ceiling, prefix[separator] - prefix[start] - 1)
            } else {
                ceiling = min(ceiling, fitted(from: start, to: advances.count) - 1)
            }
        }
        return max(ceiling, width)
    }

    /// The width a line from `start` to the break at `end` needs to fit: its text less one white
    /// space at its end (none at the text's end).
    private func fitted(from start: Int, to end: Int) -> Int64 {
        let trailing = end < advances.count && white[end - 1] ? advances[end - 1] : 0
        return prefix[end] - prefix[start] - trailing
    }

    /// The last break after `start` and before `limit` at which the line fits `width`; the
    /// fitted width grows with the break, so the search stops at the first that does not fit.
    private func lastFittingBreak(from start: Int, before limit: Int, width: Int64) -> Int? {
        var found: Int?
        var end = start + 1
        while end < limit {
            if breakable[end] {
                if fitted(from: start, to: end) > width { break }
                found = end
            }
            end += 1
        }
        return found
    }

    /// The logical width of a line from `start` that ends with the separator at `separator`: its
    /// text as it is (a break before a separator is no break, so its space stays), less the
    /// leading half of its spacing; the separator's run, zeroed, keeps the text's trailing half.
    private func separatedLineWidth(from start: Int, to separator: Int) -> Int64 {
        start == separator ? 0 : prefix[separator] - prefix[start] - spaceLeft[start]
    }

    /// A line's logical width after Pango's line postprocessing: a wrapped line's final white
    /// space zeroed, the first run's leading and the last run's trailing half of the letter
    /// spacing trimmed (none from a run that is only the zeroed space).
    private func lineWidth(from start: Int, to end: Int) -> Int64 {
        let wrapped = end < advances.count
        let last = end - 1
        // A line of one zeroed space has no glyph left to trim.
        if wrapped && white[last] && start == last { return 0 }
        var width = prefix[end] - prefix[start] - spaceLeft[start]
        if wrapped && white[last] {
            width -= advances[last]
            if max(start, runStart[last]) < last { width -= spaceRight[last] }
        } else {
            width -= spaceRight[last]
        }
        return width
    }

    /// Whether the Pango in use breaks lines as the model does: its breaker is Pango 1.50's
    /// (another release may break otherwise; texts are then measured by Pango).
    static let isPangosBreaker = (15000..<15100).contains(pango_version())

    /// The longest text the model keeps, in UTF-8 bytes (its arrays take about 60 bytes a character);
    /// longer ones are measured by Pango.
    static let maximumBytes = 100_000

    /// The position of `byte` in `offsets` (increasing), if a character starts there.
    private static func index(of byte: Int32, in offsets: [Int32]) -> Int? {
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < byte { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] == byte ? low : nil
    }

    /// Text the model describes (as Pango is given it, `SingleParagraph`): no tab, no paragraph
    /// break (line separators break lines), no CJK, no soft hyphen.
    private static func isPlain(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= maximumBytes
            && !text.unicodeScalars.contains {
                $0.value < 0x20 || $0 == "\u{AD}" || $0 == "\u{2029}" || $0 == "\u{85}" || CJKText.isWide($0)
            }
    }

    /// The letter spacing of a run's item, in Pango units.
    private static func letterSpacing(of item: PangoItem) -> Int32 {
        var node = item.analysis.extra_attrs
        while let current = node {
            let attribute = current.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
            if attribute.pointee.klass.pointee.type == PANGO_ATTR_LETTER_SPACING {
                return UnsafeRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
            }
            node = current.pointee.next
        }
        return 0
    }

    /// Pango's split of a letter spacing into the halves before and after a glyph.
    private static func distribute(_ spacing: Int32) -> (Int64, Int64) {
        var left = spacing / 2
        if spacing & Int32(PANGO_SCALE - 1) == 0 { left = (left + 512) & ~1023 }
        return (Int64(left), Int64(spacing - left))
    }
}
