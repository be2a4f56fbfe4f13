import SceneModel
import SwiftSyntax

/// Where a node of the Swift file is, as every reader says it: `File.swift:line:column`, with
/// the line quoted under messages.
struct SourcePlaces {
    let file: String
    let converter: SourceLocationConverter
    let lines: [Substring]

    init(file: String, tree: SourceFileSyntax, text: String) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    func location(of node: some SyntaxProtocol) -> SceneModel.SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> SceneModel.SourceLocation {
        let place = converter.location(for: position)
        let line = place.line >= 1 && place.line <= lines.count ? String(lines[place.line - 1]) : ""
        return SceneModel.SourceLocation(
            file: file, line: place.line, column: place.column,
            sourceLine: line.hasSuffix("\r") ? String(line.dropLast()) : line)
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
