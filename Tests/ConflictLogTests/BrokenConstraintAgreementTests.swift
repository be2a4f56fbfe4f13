import Foundation
import LayoutEngine
import Testing
import TextMetrics

@testable import ConflictLog

/// alpreview's choice of the constraint to break against UIKit's, over the logs of
/// `../shared/logs` that name the one UIKit broke: each log rebuilt as a scene and solved.
@Suite struct BrokenConstraintAgreementTests {
    /// The address alpreview breaks in the log's conflict (nil when it finds none).
    static func alpreviewBreaks(_ text: String, file: String) throws -> (engine: String?, log: String?) {
        let log = try ConflictLogReader.read(text)
        let conflict = try #require(log.conflicts.first)
        let rebuilt = ConflictScene(conflict, number: 1, file: file, lines: log.lines)
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(
            rebuilt.scene, in: rebuilt.scene.configurations[0])
        let addresses = Set(conflict.constraints.map(\.address))
        let broken = layout.conflicts.map(\.broken).first { addresses.contains($0) }
        return (broken, conflict.broken?.address)
    }

    /// The logs where alpreview breaks another constraint than UIKit did (docs/conflict-logs.md
    /// says why for each).
    static let differing: Set<String> = [
        "009-label-height-ge-encapsulated-56.log", "021-duplicate-top-space-indented.log",
        "032-appkit-toolbar-space-autoresizing-old.log",
    ]

    @Test func agreementWithUIKit() throws {
        guard let files = SharedLogs.files() else {
            print("skipped: ../shared/logs is absent (the agreement is measured over it)")
            return
        }
        var stated = 0
        var agreed = 0
        var differs: [String] = []
        for url in files {
            let (engine, log) = try Self.alpreviewBreaks(SharedLogs.text(url), file: url.lastPathComponent)
            guard let log else { continue }
            stated += 1
            if engine == log {
                agreed += 1
            } else {
                differs.append(url.lastPathComponent)
                print("differs: \(url.lastPathComponent): alpreview breaks \(engine ?? "nothing"), UIKit broke \(log)")
            }
        }
        let rate = Double(agreed) / Double(max(stated, 1))
        print("UIKit's broken constraint reproduced for \(agreed) of \(stated) logs (\(Int((rate * 100).rounded())) %)")
        #expect(Set(differs) == Self.differing)
        #expect(stated == 32)
        #expect(agreed == 29)
        #expect(rate >= 0.9)
    }
}
