import Foundation

/// The test process's own folder under the temporary directory, made on first use and removed
/// with everything in it when the process exits: tests that keep their files to the end (a
/// folder they list, a server's scene) leave nothing behind (`make test` checks it).
public enum TestScratch {
    public static let root: String = {
        let root = NSTemporaryDirectory() + "alpreview-tests-\(getpid())-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: TestScratch.root) }
        return root
    }()

    /// A new path inside the scratch folder, `prefix-UUID`; nothing is made there.
    public static func path(_ prefix: String) -> String {
        root + "/" + prefix + "-" + UUID().uuidString
    }
}
