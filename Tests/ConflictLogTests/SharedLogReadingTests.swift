import Foundation
import LayoutEngine
import Testing
import TextMetrics

@testable import ConflictLog

/// Every log of `../shared/logs` is read without an error: one conflict each, with its
/// constraints and the broken one the log names (all but the two whose posters left it out);
/// rebuilt and solved, alpreview breaks the constraint UIKit broke but in the logs
/// `BrokenConstraintAgreementTests.differing` lists.
@Suite struct SharedLogReadingTests {
    @Test(arguments: SharedLogs.files() ?? [])
    func readsLog(_ url: URL) throws {
        let log = try ConflictLogReader.read(SharedLogs.text(url))
        #expect(log.conflicts.count == 1)
        let conflict = try #require(log.conflicts.first)
        #expect(conflict.constraints.count >= 1)
        let name = url.lastPathComponent
        let withoutBreak = ["019-labels-with-plus-and-newline-no-break.log", "034-appkit-no-break-line-fractional.log"]
        #expect((conflict.broken == nil) == withoutBreak.contains(name))
        if let broken = conflict.broken {
            #expect(conflict.constraints.contains { $0.address == broken.address })
        }
        #expect(log.warnings.isEmpty)
        let rebuilt = ConflictScene(conflict, number: 1, file: name, lines: log.lines)
        #expect(rebuilt.warnings.isEmpty)
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(
            rebuilt.scene, in: rebuilt.scene.configurations[0])
        let addresses = Set(conflict.constraints.map(\.address))
        let broken = layout.conflicts.map(\.broken).first { addresses.contains($0) }
        if let logged = conflict.broken?.address, !BrokenConstraintAgreementTests.differing.contains(name) {
            #expect(broken == logged)
        } else if conflict.broken == nil {
            #expect(broken != nil, "alpreview finds the conflict of a log that does not say what UIKit broke")
        }
    }

    @Test func folderIsThere() {
        guard let files = SharedLogs.files() else {
            print("skipped: ../shared/logs is absent (the log tests run over it)")
            return
        }
        #expect(files.count == 34)
    }
}
