/// The docs' table of keys per view type (docs/scene-format.md, "Keys per view type"), rendered
/// from the descriptors; a test asserts the doc holds it verbatim, so the doc cannot drift.
public enum ViewKindTable {
    public static var markdown: String {
        var lines = ["| type | its own keys (default) | intrinsic size |", "|---|---|---|"]
        // The plain view's keys are the common ones, which the paragraph above the table lists.
        for kind in ViewKinds.all where kind.type != .view {
            lines.append("| `\(kind.type)` | \(keysCell(kind)) | \(kind.intrinsicSizeNote) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func keysCell(_ kind: ViewKind) -> String {
        if kind.keys.isEmpty { return "—" + (kind.keysNote.map { " (\($0))" } ?? "") }
        return kind.keys.map { key in "`\(key.key.rawValue)`" + (key.note.map { " (\($0))" } ?? "") }
            .joined(separator: ", ")
    }
}
