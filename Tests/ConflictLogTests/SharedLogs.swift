import Foundation

/// The real logs of `../shared/logs` (outside the project, copied verbatim from public issue
/// trackers; the tests that read them skip without it), with the constraint each says UIKit broke.
enum SharedLogs {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/logs")

    /// The `.log` files, sorted; nil without the folder.
    static func files() -> [URL]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        return names.filter { $0.hasSuffix(".log") }.sorted().map { folder.appendingPathComponent($0) }
    }

    static func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
}
