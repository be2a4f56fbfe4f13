import ConflictLog
import Foundation
import LayoutEngine
import SourceText

/// UIKit's and AppKit's conflict logs (docs/conflict-logs.md): "Unable to simultaneously
/// satisfy constraints" pasted from a console, an issue or a CI run. One scene per conflict,
/// rebuilt by `ConflictScene`. It claims `.log`; a log in a `.txt` file or on standard input is
/// recognized by its content (a folder's `.txt` notes are not taken for logs).
public struct ConflictLogSceneReader: SceneReader {
    public init() {}
    public var fileExtensions: [String] { ["log"] }

    public func recognizes(_ prefix: [UInt8]) -> Bool {
        let text = String(decoding: prefix, as: UTF8.self)
        let descriptions = [
            "<NSLayoutConstraint:", "<SnapKit.LayoutConstraint:", "<MASLayoutConstraint:",
            "<NSAutoresizingMaskLayoutConstraint:", "<_UILayoutSupportConstraint:",
        ]
        return text.contains("Unable to simultaneously satisfy constraints")
            || text.contains("Conflicting constraints detected") || descriptions.contains { text.contains($0) }
    }

    public func read(_ data: Data, file: String, imageAccess: ImageAccess) throws -> Scene {
        try readScenes(data, file: file, imageAccess: imageAccess)[0].scene
    }

    public func readScenes(_ data: Data, file: String, imageAccess: ImageAccess) throws -> [NamedScene] {
        let text = String(decoding: data, as: UTF8.self)
        let log: ParsedConflictLog
        do { log = try ConflictLogReader.read(text) } catch let error as ConflictLogError {
            throw SceneErrors(errors: [
                SceneError(
                    error.message, at: SourceLocation(file: file, line: error.line, column: error.column),
                    sourceLine: error.sourceLine)
            ])
        }
        let warnings = log.warnings.map { terminalSafe("\(file): \($0)") }
        return log.conflicts.enumerated().map { index, conflict in
            var rebuilt = ConflictScene(conflict, number: index + 1, file: file, lines: log.lines)
            rebuilt.scene.readerWarnings =
                warnings + rebuilt.warnings.map { terminalSafe("\(file): \($0)") }
                + rebuilt.foldedViews.map { terminalSafe("\(file): conflict \(index + 1): \($0)") }
            return NamedScene(
                scene: rebuilt.scene, names: ["conflict \(index + 1)", "\(index + 1)", rebuilt.scene.title])
        }
    }
}
