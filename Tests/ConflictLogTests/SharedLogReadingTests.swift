import Foundation
import Testing

@testable import ConflictLog

/// Every log of `../shared/logs` is read without an error: one conflict each, with its
/// constraints and the broken one the log names (all but the two whose posters left it out).
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
    }

    @Test func folderIsThere() {
        guard let files = SharedLogs.files() else {
            print("skipped: ../shared/logs is absent (the log tests run over it)")
            return
        }
        #expect(files.count == 34)
    }
}
