import Foundation

/// The storyboards and XIBs of `../shared/corpus` (real files from public repositories, outside
/// the project; the tests that read them are disabled without it), one folder per repository.
/// Tests pin what they find per repository, so that a repository added to the corpus is
/// printed (to pin) and never fails a test.
enum SharedCorpus {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static var isPresent: Bool { FileManager.default.fileExists(atPath: folder.path) }

    /// Each repository's folder name and its `.storyboard` and `.xib` files (paths), sorted.
    static func repositories() -> [(name: String, files: [String])] {
        let manager = FileManager.default
        guard let folders = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
        return folders.sorted().compactMap { name in
            let path = folder.appendingPathComponent(name).path
            let files = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
                .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.map { path + "/" + $0 }
            return files.isEmpty ? nil : (name, files)
        }
    }

    /// Every file of every repository; nil without the corpus.
    static func files() -> [String]? {
        isPresent ? repositories().flatMap(\.files) : nil
    }

    /// Compares what a test found per repository with what it pins: a pinned repository must
    /// match; one not pinned yet is printed as the line that would pin it.
    static func compare<Value: Equatable>(
        _ found: [String: Value], pinned: [String: Value], test: String, literal: (Value) -> String
    ) -> [String] {
        var mismatches: [String] = []
        for (repository, value) in found.sorted(by: { $0.key < $1.key }) {
            guard let expected = pinned[repository] else {
                print("\(test): repository not pinned yet: \"\(repository)\": \(literal(value)),")
                continue
            }
            if value != expected {
                mismatches.append("\(repository): found \(literal(value)), pinned \(literal(expected))")
            }
        }
        return mismatches
    }
}
