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

    /// The corpus's INDEX.md table: per file, its scenes (a XIB counts its one top-level view)
    /// and its constraints, counted when the corpus was gathered.
    static func indexCounts() -> [String: (scenes: Int, constraints: Int)] {
        guard let text = try? String(contentsOf: corpus.appendingPathComponent("INDEX.md"), encoding: .utf8) else {
            return [:]
        }
        var result: [String: (Int, Int)] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 8, let scenes = Int(cells[7]), let constraints = Int(cells[8]) else { continue }
            result[corpus.appendingPathComponent(cells[1]).path] = (scenes, constraints)
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
            do { documents.append(try InterfaceBuilderDecoder.decode(contentsOf: file)) } catch {
                failures.append(error.description)
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")

        // Each file against the index: scenes (XIB: top-level views) and constraints.
        let index = Self.indexCounts()
        #expect(index.count == 139)
        for document in documents {
            guard let expected = index[document.file] else {
                Issue.record("not in INDEX.md: \(document.file)"); continue
            }
            let roots = document.kind == .xib ? document.objects?.views.count ?? 0 : document.scenes.count
            #expect(roots == expected.scenes, "\(document.file)")
            #expect(document.allConstraints.count == expected.constraints, "\(document.file)")
        }

        let total = { (count: (IBDocument) -> Int) in documents.reduce(0) { $0 + count($1) } }
        let views = documents.flatMap(\.allViews)
        let constraints = documents.flatMap(\.allConstraints)
        #expect(documents.count == 139)
        #expect(documents.filter { $0.kind == .storyboard }.count == 131)
        #expect(total { $0.scenes.count } == 189)
        #expect(total { $0.objects?.views.count ?? 0 } == 8)
        #expect(total { $0.allObjects.reduce(0) { $0 + $1.controllers.count } } == 189)
        #expect(views.count == 762)
        #expect(views.filter { $0.frame != nil }.count == 760)
        #expect(views.filter { $0.stack != nil }.count == 73)
        // 241 fontDescriptions, 3 of them in button configurations.
        #expect(views.filter { $0.content.font != nil }.count == 238)
        #expect(constraints.count == 1113)
        #expect(constraints.filter { $0.firstItem == nil }.count == 297)
        #expect(constraints.filter { $0.secondItem == nil }.count == 59)
        #expect(constraints.filter { $0.multiplier.value != 1 }.count == 14)  // 19 written, five of them 1:1 or 125:125
        #expect(constraints.filter(\.symbolic).count == 42)
        #expect(views.reduce(0) { $0 + $1.variations.count } + constraints.reduce(0) { $0 + $1.variations.count } == 12)
        #expect(total { $0.resources.images.count } == 68)
        #expect(documents.filter { $0.device == nil }.count == 1)

        // What the decoder does not understand, printed once (none in this corpus).
        var notUnderstood: [String: Int] = [:]
        for document in documents { notUnderstood.merge(document.notUnderstood, uniquingKeysWith: +) }
        print(
            "corpus: \(documents.count) files, \(total { $0.scenes.count }) scenes, \(views.count) views, \(constraints.count) constraints; "
                + "not understood: "
                + (notUnderstood.isEmpty
                    ? "nothing"
                    : notUnderstood.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
        )
        #expect(notUnderstood.isEmpty)
    }
}
