/// User text quoted in a one-line message or a diff line: at most `limit` characters (about a
/// terminal line), cut with `…`, control characters escaped so that it stays one line and
/// cannot drive the terminal. A golden report or a constraint may hold megabytes on one line:
/// only the characters shown are visited past the start.
public enum LineExcerpt {
    /// Characters shown of a long text.
    public static let limit = 80

    /// `text` from its character `start` on (earlier ones shown as `…`), cut at `limit` characters.
    public static func of(_ text: String, from start: Int = 0, limit: Int = LineExcerpt.limit) -> String {
        var index = text.startIndex
        var skipped = 0
        while skipped < start, index != text.endIndex {
            text.formIndex(after: &index)
            skipped += 1
        }
        var end = index
        var shown = 0
        while shown < limit, end != text.endIndex {
            text.formIndex(after: &end)
            shown += 1
        }
        let prefix = index == text.startIndex ? "" : "…", suffix = end == text.endIndex ? "" : "…"
        return prefix + terminalSafe(String(text[index..<end])) + suffix
    }
}
