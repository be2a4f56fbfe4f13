import CPangoCairo

/// How far up a wrapped text keeps its lines: the widest wrap width, in Pango units, at which
/// Pango breaks it as at the width it was laid out at. A line takes more of the text once the
/// wrap width holds it and the next piece the text can break after (the next word, or the next
/// character of a word broken by characters), less the one white space Pango lets hang past the
/// edge; the first line to do so changes the lines, the others staying as they were. The pieces'
/// widths are read from the text laid out on one line, so kerning or spacing that differs where
/// a line starts can put the estimate off; one layout just under it confirms that the lines are
/// still the same there, and a greedy line breaker keeps them at every width in between. An
/// estimate that does not hold gives no ceiling: the widths above are measured by Pango.
enum WrapWidthCeiling {
    /// The ceiling of `layout`, whose lines at `width` units are `lines`
    /// (`PangoTextMeasurer.lineStarts`), or nil when none is confirmed above `width`. The layout's
    /// width, and its line limit for the probe without one, are changed.
    /// Without `estimating`, only the ceiling that costs no layout is found (a text whose lines all
    /// end in forced breaks keeps them at any wider width). `oneLine` holds the text's advances on
    /// one line, which depend on its text and font only: given, they spare the estimate a layout;
    /// nil, they are found and given back.
    static func units(
        of layout: OpaquePointer, lines: [Int32], at width: Int32, lineLimit: Int, estimating: Bool = true,
        oneLine: inout [Int64]?
    ) -> Int32? {
        // The last entry says whether the text is cut; the rest are the lines' first bytes.
        let starts = lines.dropLast()
        guard lines.last == 0, !starts.isEmpty else { return nil }
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount),
            let textPointer = pango_layout_get_text(layout)
        else { return nil }
        let characterCount = Int(attributeCount) - 1
        // Copied: the layout's text and attributes change below.
        let text = String(cString: textPointer)
        let breaks = (0...characterCount).map { Break(attributes[$0]) }
        let characterAtByte = characterIndices(of: textPointer, characterCount: characterCount)
        let lineStarts = starts.map { characterAtByte[Int($0)] }
        // Lines that end where the text forces a break never take more.
        let open = lineStarts.indices.dropLast().filter { !breaks[lineStarts[$0 + 1]].isMandatory }
        guard !open.isEmpty else { return Int32.max }
        guard estimating else { return nil }

        let startTrim = LineStartTrim(layout)
        if oneLine == nil || oneLine?.count != characterCount + 1 {
            // On one line, with a space after the text: Pango takes the letter spacing off the end
            // of a line, which the last word counts where it is fitted on a line with others.
            (text + " ").withCString { pango_layout_set_text(layout, $0, -1) }
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            pango_layout_set_width(layout, -1)
            oneLine = characterAdvances(
                of: layout, characterCount: characterCount + 1,
                at: characterIndices(of: pango_layout_get_text(layout), characterCount: characterCount + 1))
            text.withCString { pango_layout_set_text(layout, $0, -1) }
        }
        guard let advances = oneLine else { return nil }
        var ceiling = Int64.max
        for line in open {
            let start = lineStarts[line], next = lineStarts[line + 1]
            let byWords = breaks[next].isLineBreak
            var end = next + 1
            while end < characterCount, !(byWords ? breaks[end].isLineBreak : breaks[end].isCharacterBreak) {
                end += 1
            }
            var needed = advances[start..<end].reduce(0, +)
            if start == 0 || breaks[start].isMandatory {
                needed += startTrim.units(atByte: Int(starts[starts.startIndex + line]))
            }
            if breaks[end - 1].isWhite { needed -= advances[end - 1] }
            ceiling = min(ceiling, needed - 1)
        }
        guard ceiling > Int64(width), ceiling < Int64(Int32.max) else { return nil }
        let probe = Int32(ceiling)
        if lineLimit > 0 {
            pango_layout_set_height(layout, -Int32(clamping: lineLimit))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        pango_layout_set_width(layout, probe)
        return PangoTextMeasurer.lineStarts(layout) == lines ? probe : nil
    }

    /// The letter spacing Pango takes off a line's first character, which a character that
    /// starts a line when the text is laid out on one line (the text's first, or one after a
    /// forced break) lacks there and counts where it is fitted: the half of the spacing on the side
    /// facing the line's start (`distribute_letter_spacing`). Asked at increasing bytes, it walks
    /// the layout's attributes once.
    private final class LineStartTrim {
        private let iterator: OpaquePointer?
        private let rightToLeft: Bool

        init(_ layout: OpaquePointer) {
            iterator = pango_layout_get_attributes(layout).flatMap { pango_attr_list_get_iterator($0) }
            rightToLeft = pango_layout_get_direction(layout, 0) == PANGO_DIRECTION_RTL
        }

        deinit { if let iterator { pango_attr_iterator_destroy(iterator) } }

        func units(atByte byte: Int) -> Int64 {
            guard let iterator else { return 0 }
            var start: Int32 = 0, end: Int32 = 0
            pango_attr_iterator_range(iterator, &start, &end)
            while end <= byte, pango_attr_iterator_next(iterator) != 0 {
                pango_attr_iterator_range(iterator, &start, &end)
            }
            guard let attribute = pango_attr_iterator_get(iterator, PANGO_ATTR_LETTER_SPACING) else { return 0 }
            let spacing = Int64(UnsafeRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value)
            var left = spacing / 2
            if spacing & Int64(PANGO_SCALE - 1) == 0 { left = (left + 512) & ~1023 }
            return rightToLeft ? spacing - left : left
        }
    }

    /// What Pango's line breaker reads of a character's `PangoLogAttr`.
    private struct Break {
        var isLineBreak, isCharacterBreak, isMandatory, isWhite: Bool

        init(_ attributes: PangoLogAttr) {
            isLineBreak = attributes.is_line_break != 0
            isCharacterBreak = attributes.is_char_break != 0
            isMandatory = attributes.is_mandatory_break != 0
            isWhite = attributes.is_white != 0
        }
    }

    /// The character each byte of `text` belongs to (one past the end maps to the count).
    private static func characterIndices(of text: UnsafePointer<CChar>, characterCount: Int) -> [Int] {
        var indices: [Int] = []
        var character = -1
        var byte = 0
        while text[byte] != 0 {
            // A byte that does not continue a UTF-8 sequence starts a character.
            if UInt8(bitPattern: text[byte]) & 0xC0 != 0x80 { character += 1 }
            indices.append(character)
            byte += 1
        }
        indices.append(characterCount)
        return indices
    }

    /// Each character's advance on the layout's lines, in Pango units, in the text's order.
    private static func characterAdvances(
        of layout: OpaquePointer, characterCount: Int, at characterAtByte: [Int]
    ) -> [Int64]? {
        guard let text = pango_layout_get_text(layout) else { return nil }
        var advances = [Int64](repeating: 0, count: characterCount)
        var widths: [Int32] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let current = node {
            var run = current.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.runs
            while let runNode = run {
                let glyphItem = runNode.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                let item = glyphItem.pointee.item.pointee
                let count = Int(item.num_chars)
                widths = [Int32](repeating: 0, count: count)
                widths.withUnsafeMutableBufferPointer {
                    pango_glyph_item_get_logical_widths(glyphItem, text, $0.baseAddress)
                }
                let first = characterAtByte[Int(item.offset)]
                guard first + count <= characterCount else { return nil }
                for index in 0..<count { advances[first + index] = Int64(widths[index]) }
                run = runNode.pointee.next
            }
            node = current.pointee.next
        }
        return advances
    }
}
