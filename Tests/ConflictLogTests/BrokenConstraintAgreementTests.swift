import Foundation
import Testing

@testable import ConflictLog

/// alpreview's choice of the constraint to break against UIKit's, over the logs of
/// `../shared/logs` that name the one UIKit broke: the share that agrees, printed, and the
/// logs where it differs, which are exactly those pinned as differing (docs/conflict-logs.md
/// says why for each).
@Suite(.enabled(if: SharedLogs.isPresent, "../shared/logs is absent"))
struct BrokenConstraintAgreementTests {
    @Test func agreementWithUIKit() throws {
        var stated = 0, agreed = 0
        var differs: [String] = []
        for url in SharedLogs.files() ?? [] {
            let outcome = SharedLogs.outcome(of: url)
            guard outcome.choice == .agrees || outcome.choice == .differs else { continue }
            stated += 1
            if outcome.choice == .agrees { agreed += 1 } else { differs.append(url.lastPathComponent) }
        }
        let rate = Double(agreed) / Double(max(stated, 1))
        print(
            "UIKit's broken constraint reproduced for \(agreed) of \(stated) logs (\(Int((rate * 100).rounded())) %); "
                + "differs: \(differs.joined(separator: ", "))")
        let pinnedDiffering = SharedLogOutcomes.pinned.filter { $0.value.choice == .differs }.map(\.key)
        #expect(differs.filter { SharedLogOutcomes.pinned[$0] != nil }.sorted() == pinnedDiffering.sorted())
    }
}
