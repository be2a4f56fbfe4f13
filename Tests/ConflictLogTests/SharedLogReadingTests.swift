import Foundation
import Testing

@testable import ConflictLog

/// Every log of `../shared/logs`, read, rebuilt and solved: what alpreview makes of each log is
/// pinned per log (`SharedLogOutcomes.pinned`), so a change in any one log fails here, and a
/// log added to the folder later is printed with its outcome (to pin) without failing.
@Suite(.enabled(if: SharedLogs.isPresent, "../shared/logs is absent"))
struct SharedLogReadingTests {
    @Test(arguments: SharedLogs.files() ?? [])
    func outcomeIsThePinnedOne(_ url: URL) {
        let name = url.lastPathComponent
        let outcome = SharedLogs.outcome(of: url)
        guard let pinned = SharedLogOutcomes.pinned[name] else {
            print("log not pinned yet: \"\(name)\": \(outcome.literal),")
            return
        }
        #expect(outcome == pinned, "\(name)")
    }

    /// The broken constraint a log names is one of the constraints it lists.
    @Test(arguments: SharedLogs.files() ?? [])
    func theBrokenConstraintIsListed(_ url: URL) throws {
        guard let log = try? ConflictLogReader.read(SharedLogs.text(url)) else { return }
        for conflict in log.conflicts {
            if let broken = conflict.broken {
                #expect(conflict.constraints.contains { $0.address == broken.address }, "\(url.lastPathComponent)")
            }
        }
    }

    @Test func everyPinnedLogIsInTheFolder() {
        let names = Set((SharedLogs.files() ?? []).map(\.lastPathComponent))
        #expect(Set(SharedLogOutcomes.pinned.keys).subtracting(names).sorted() == [])
    }
}
