/// Where text is cut into runs that Pango shapes separately. Pango wraps a line inside a run
/// by shaping the rest of the run again, so one long unbreakable word (a 100,000-character
/// label) cost time quadratic in its length: 129 s. An attribute that starts and ends at a
/// run's edges (with the same value on every run) makes Pango itemize, and so shape, each run
/// on its own: wrapping is then linear. Runs end after a space where one is near, and always
/// between grapheme clusters, so that nothing that shapes together (a ligature, an accent on
/// its letter, an emoji sequence) is cut; text up to `length` bytes is one run, as before.
enum ShapingRuns {
    /// The longest run, in UTF-8 bytes.
    static let length = 512

    /// Byte ranges covering `text`, in order.
    static func byteRanges(of text: String) -> [Range<Int>] {
        let total = text.utf8.count
        guard total > length else { return [0..<total] }
        var ranges: [Range<Int>] = []
        var start = 0, offset = 0
        var lastSpaceEnd: Int?
        for character in text {
            let size = character.utf8.count
            if offset + size - start > length && offset > start {
                // Cut after the last space in the second half of the run, else here.
                let cut = lastSpaceEnd.flatMap { $0 > start + length / 2 ? $0 : nil } ?? offset
                ranges.append(start..<cut)
                start = cut
                lastSpaceEnd = nil
            }
            offset += size
            if character.isWhitespace { lastSpaceEnd = offset }
        }
        ranges.append(start..<total)
        return ranges
    }
}
