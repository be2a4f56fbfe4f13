import SceneModel
import SwiftSyntax

/// Where a node of the Swift file is, as every reader says it: `File.swift:line:column`, with
/// the line quoted under messages. Files of one module read together are one text, file after
/// file: each place is told in its own file.
struct SourcePlaces {
    /// A file of the text: its name and the text's line it starts on (1-based).
    struct Segment {
        var file: String
        var firstLine: Int
    }

    let converter: SourceLocationConverter
    let lines: [Substring]
    let segments: [Segment]

    init(tree: SourceFileSyntax, text: String, segments: [Segment]) {
        converter = SourceLocationConverter(fileName: segments[0].file, tree: tree)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        self.segments = segments
    }

    func location(of node: some SyntaxProtocol) -> SceneModel.SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> SceneModel.SourceLocation {
        let place = converter.location(for: position)
        let line = place.line >= 1 && place.line <= lines.count ? String(lines[place.line - 1]) : ""
        let segment = self.segment(ofLine: place.line)
        return SceneModel.SourceLocation(
            file: segment.file, line: place.line - segment.firstLine + 1, column: place.column,
            sourceLine: line.hasSuffix("\r") ? String(line.dropLast()) : line)
    }

    /// Whether a place is in `file` (the one whose scenes are read).
    func isIn(_ file: String, _ position: AbsolutePosition) -> Bool {
        segments.count < 2 || segment(ofLine: converter.location(for: position).line).file == file
    }

    private func segment(ofLine line: Int) -> Segment {
        segments.last { $0.firstLine <= line } ?? segments[0]
    }
}

extension SyntaxProtocol {
    /// The node's source on one line, spaces collapsed (how messages quote an expression).
    var oneLine: String {
        var text = ""
        var lastWasSpace = false
        for character in trimmedDescription {
            if character.isWhitespace {
                if !lastWasSpace { text.append(" ") }
                lastWasSpace = true
            } else {
                text.append(character)
                lastWasSpace = false
            }
        }
        return text.count > 160 ? String(text.prefix(159)) + "…" : text
    }
}

extension SceneModel.SourceLocation {
    /// The file's name without its folder, as assumptions cite it: a report kept as a golden
    /// does not depend on the folder the command ran from.
    var fileName: String { file.split(separator: "/").last.map(String.init) ?? file }
}
