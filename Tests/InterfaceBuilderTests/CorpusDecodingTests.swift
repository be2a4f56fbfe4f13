import Foundation
import Testing
import IBXML
import InterfaceBuilder

/// Every storyboard and XIB of the shared corpus (`../shared/corpus`, real files from public
/// repositories, outside the project; the test skips without it) decodes without an error, with
/// the totals below: a change in what the decoder finds fails here.
@Suite struct CorpusDecodingTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static func files() -> [String]? {
        let manager = FileManager.default
        guard let folders = try? manager.contentsOfDirectory(atPath: corpus.path) else { return nil }
        var result: [String] = []
        for folder in folders.sorted() {
            let path = corpus.appendingPathComponent(folder).path
            for file in ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
            where file.hasSuffix(".storyboard") || file.hasSuffix(".xib") {
                result.append(path + "/" + file)
            }
        }
        return result
    }

    @Test func everyFileDecodes() throws {
        guard let files = Self.files() else {
            print("CorpusDecodingTests: skipped, no corpus at \(Self.corpus.path)")
            return
        }
        var documents: [IBDocument] = []
        var failures: [String] = []
        for file in files {
            do { documents.append(try InterfaceBuilderDecoder.decode(contentsOf: file)) } catch { failures.append(error.description) }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        let scenes = documents.reduce(0) { $0 + $1.scenes.count }
        let views = documents.reduce(0) { $0 + $1.allViews.count }
        let constraints = documents.reduce(0) { $0 + $1.allConstraints.count }
        let storyboards = documents.filter { $0.kind == .storyboard }.count
        var notUnderstood: [String: Int] = [:]
        for document in documents { notUnderstood.merge(document.notUnderstood, uniquingKeysWith: +) }
        print("corpus: \(documents.count) files (\(storyboards) storyboards), \(scenes) scenes, \(views) views, \(constraints) constraints")
        print("not understood: " + notUnderstood.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
        #expect(documents.count == 139)
    }
}
