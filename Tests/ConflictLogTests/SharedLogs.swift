import Foundation
import LayoutEngine
import TextMetrics

@testable import ConflictLog
import SceneModel

/// The real logs of `../shared/logs` (outside the project, copied verbatim from public issue
/// trackers; the tests that read them are disabled without it), with the constraint each says
/// UIKit broke.
enum SharedLogs {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/logs")

    /// The `.log` files, sorted; nil without the folder.
    static func files() -> [URL]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        return names.filter { $0.hasSuffix(".log") }.sorted().map { folder.appendingPathComponent($0) }
    }

    static var isPresent: Bool { files() != nil }

    static func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    /// What alpreview makes of one log: read, its first conflict rebuilt as a scene and solved,
    /// the constraint it breaks set against the one UIKit broke.
    static func outcome(of url: URL, model: BreakModel = .standard) -> LogOutcome {
        let log: ParsedConflictLog
        do { log = try ConflictLogReader.read(text(url)) } catch { return LogOutcome(choice: .unreadable) }
        guard let conflict = log.conflicts.first else { return LogOutcome(choice: .unreadable) }
        let rebuilt = ConflictScene(conflict, number: 1, file: url.lastPathComponent, lines: log.lines, model: model)
        let warnings = log.warnings.count + rebuilt.warnings.count
        guard
            let layout = try? LayoutSolver(measurer: PangoTextMeasurer()).solve(
                rebuilt.scene, in: rebuilt.scene.configurations[0])
        else { return LogOutcome(conflicts: log.conflicts.count, warnings: warnings, choice: .unsolvable) }
        let addresses = Set(conflict.constraints.map(\.address))
        let engine = layout.conflicts.map(\.broken).first { addresses.contains($0) }
        let choice: LogOutcome.Choice
        if let logged = conflict.broken?.address {
            choice = engine == logged ? .agrees : .differs
        } else {
            choice = engine == nil ? .notStatedNoneFound : .notStated
        }
        return LogOutcome(conflicts: log.conflicts.count, warnings: warnings, choice: choice)
    }
}

/// What alpreview makes of a shared log (`SharedLogs.outcome(of:)`), pinned per log in
/// `SharedLogOutcomes.pinned` so that a change in any one log's reading or choice fails a test,
/// while a log added to the folder later is reported without failing.
struct LogOutcome: Equatable, CustomStringConvertible {
    enum Choice: String {
        /// alpreview breaks the constraint the log says UIKit broke.
        case agrees
        /// alpreview breaks another constraint (or none).
        case differs
        /// The log does not say what UIKit broke; alpreview finds a conflict.
        case notStated
        /// The log does not say what UIKit broke, and alpreview finds no conflict.
        case notStatedNoneFound
        /// The reader refuses the log (or finds no conflict in it).
        case unreadable
        /// The rebuilt scene does not solve.
        case unsolvable
    }

    var conflicts = 0
    var warnings = 0
    var choice: Choice

    var description: String { "\(choice.rawValue), \(conflicts) conflicts, \(warnings) warnings" }

    /// The Swift literal that pins this outcome.
    var literal: String { ".init(conflicts: \(conflicts), warnings: \(warnings), choice: .\(choice.rawValue))" }
}
