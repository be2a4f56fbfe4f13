import Foundation

/// A fresh folder for one test, inside the test process's scratch folder (`TestScratch`), so
/// that it goes when the process ends.
public struct TestFolder: Sendable {
    public let path: String

    public init(_ prefix: String = "folder") {
        path = TestScratch.path(prefix)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` inside (its folders made), and returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        return file
    }

    /// Every file and folder inside, hidden ones included, sorted.
    public func listing(_ sub: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + (sub.isEmpty ? "" : "/" + sub))) ?? []).sorted()
    }
}
