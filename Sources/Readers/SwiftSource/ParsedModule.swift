import Foundation
import Synchronization
import SwiftParser
import SwiftSyntax

/// The Swift files given together, parsed once as one text (file after file, in path order) with
/// their declarations collected: each file's reading takes its scenes from it, so a folder of N
/// files costs one parse, not N parses of N files.
struct ParsedModule: Sendable {
    let files: [String]
    /// Each file's bytes, to tell whether a later reading asks for the same module.
    let contents: [Data]
    let tree: SourceFileSyntax
    let places: SourcePlaces
    let declarations: SourceDeclarations
    /// Where swift-syntax had to invent or skip a token, in text order.
    let syntaxProblems: [AbsolutePosition]

    /// `files` in the order they are joined; the same set of files always gives the same text.
    init(files: [(data: Data, file: String)]) {
        var text = ""
        var segments: [SourcePlaces.Segment] = []
        for (index, file) in files.enumerated() {
            if index > 0 { text += "\n" }
            segments.append(SourcePlaces.Segment(file: file.file, firstLine: text.utf8.count { $0 == 10 } + 1))
            text += String(decoding: file.data, as: UTF8.self)
        }
        var source = text
        let tree = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftSourceLimits.maximumNesting) }
        self.files = files.map(\.file)
        contents = files.map(\.data)
        self.tree = tree
        places = SourcePlaces(tree: tree, text: text, segments: segments)
        declarations = SourceDeclarations(tree)
        syntaxProblems = SyntaxProblems.positions(in: tree)
    }

    /// The module of these files: the last one parsed when it is the same files with the same
    /// bytes (the other files of a folder ask for it in turn), else parsed now.
    static func of(_ files: [(data: Data, file: String)]) -> ParsedModule {
        let sorted = files.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
        guard sorted.count > 1 else { return ParsedModule(files: sorted) }
        return last.withLock { last in
            if let cached = last, cached.matches(sorted) { return cached }
            let parsed = ParsedModule(files: sorted)
            last = parsed
            return parsed
        }
    }

    private func matches(_ files: [(data: Data, file: String)]) -> Bool {
        files.map(\.file) == self.files && files.map(\.data) == contents
    }

    /// One module kept: reading a folder asks for the same one once per file.
    private static let last = Mutex<ParsedModule?>(nil)
}
