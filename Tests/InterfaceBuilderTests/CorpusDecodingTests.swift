import Foundation
import IBXML
import InterfaceBuilder
import Testing

/// Every storyboard and XIB of the shared corpus decoded, with what the decoder finds pinned per
/// repository (`CorpusDecodingTotals.pinned`): a change in what it finds in any repository fails
/// here; a repository added to the corpus later is printed with its totals, to pin.
@Suite(.enabled(if: SharedCorpus.isPresent, "../shared/corpus is absent"))
struct CorpusDecodingTests {
    /// The corpus's INDEX.md table: per file, its scenes (a XIB counts its top-level views) and
    /// its constraints, counted when the corpus was gathered.
    static func indexCounts() -> [String: (scenes: Int, constraints: Int)] {
        let index = SharedCorpus.folder.appendingPathComponent("INDEX.md")
        guard let text = try? String(contentsOf: index, encoding: .utf8) else { return [:] }
        var result: [String: (Int, Int)] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 8, let scenes = Int(cells[7]), let constraints = Int(cells[8]) else { continue }
            result[SharedCorpus.folder.appendingPathComponent(cells[1]).path] = (scenes, constraints)
        }
        return result
    }

    /// What the decoder finds in one repository's files.
    static func totals(of files: [String], index: [String: (scenes: Int, constraints: Int)]) -> CorpusDecodingTotals {
        var documents: [IBDocument] = []
        var totals = CorpusDecodingTotals()
        totals.files = files.count
        for file in files {
            do { documents.append(try InterfaceBuilderDecoder.decode(contentsOf: file)) } catch {
                totals.undecodable += 1
                print("does not decode: \(String(describing: error).prefix(300))")
            }
        }
        for document in documents {
            let roots = document.kind == .xib ? document.objects?.views.count ?? 0 : document.scenes.count
            if let expected = index[document.file],
                roots != expected.scenes || document.allConstraints.count != expected.constraints
            {
                totals.unlikeIndex += 1
            }
        }
        let views = documents.flatMap(\.allViews)
        let constraints = documents.flatMap(\.allConstraints)
        totals.storyboards = documents.filter { $0.kind == .storyboard }.count
        totals.scenes = documents.reduce(0) { $0 + $1.scenes.count }
        totals.xibViews = documents.reduce(0) { $0 + ($1.objects?.views.count ?? 0) }
        totals.controllers = documents.reduce(0) { $0 + $1.allObjects.reduce(0) { $0 + $1.controllers.count } }
        totals.views = views.count
        totals.framed = views.filter { $0.frame != nil }.count
        totals.stacks = views.filter { $0.stack != nil }.count
        totals.fonts = views.filter { $0.content.font != nil }.count
        totals.constraints = constraints.count
        totals.withoutFirstItem = constraints.filter { $0.firstItem == nil }.count
        totals.withoutSecondItem = constraints.filter { $0.secondItem == nil }.count
        totals.multipliers = constraints.filter { $0.multiplier.value != 1 }.count
        totals.symbolic = constraints.filter(\.symbolic).count
        totals.variations =
            views.reduce(0) { $0 + $1.variations.count } + constraints.reduce(0) { $0 + $1.variations.count }
        totals.images = documents.reduce(0) { $0 + $1.resources.images.count }
        totals.withoutDevice = documents.filter { $0.device == nil }.count
        var notUnderstood: [String: Int] = [:]
        for document in documents { notUnderstood.merge(document.notUnderstood, uniquingKeysWith: +) }
        totals.notUnderstood = notUnderstood.values.reduce(0, +)
        return totals
    }

    @Test func everyRepositoryDecodesAsPinned() throws {
        let index = Self.indexCounts()
        var found: [String: CorpusDecodingTotals] = [:]
        for repository in SharedCorpus.repositories() {
            found[repository.name] = Self.totals(of: repository.files, index: index)
        }
        let mismatches = SharedCorpus.compare(
            found, pinned: CorpusDecodingTotals.pinned, test: "decoding", literal: \.literal)
        #expect(mismatches == [])
        let all = found.values
        print(
            "corpus: \(all.reduce(0) { $0 + $1.files }) files in \(found.count) repositories, "
                + "\(all.reduce(0) { $0 + $1.undecodable }) do not decode, \(all.reduce(0) { $0 + $1.views }) views, "
                + "\(all.reduce(0) { $0 + $1.constraints }) constraints")
    }

    /// Every file INDEX.md lists is in the corpus, and every file of the corpus is in INDEX.md.
    @Test func theIndexListsEveryFile() {
        let index = Set(Self.indexCounts().keys)
        let files = Set(SharedCorpus.files() ?? [])
        #expect(files.subtracting(index).sorted() == [])
        #expect(index.subtracting(files).sorted() == [])
    }
}

/// What the decoder finds in one repository of the corpus.
struct CorpusDecodingTotals: Equatable {
    var files = 0
    /// Files the decoder refuses.
    var undecodable = 0
    /// Decoded files whose scenes (a XIB's top-level views) or constraints differ from INDEX.md's.
    var unlikeIndex = 0
    var storyboards = 0
    var scenes = 0
    var xibViews = 0
    var controllers = 0
    var views = 0
    var framed = 0
    var stacks = 0
    var fonts = 0
    var constraints = 0
    var withoutFirstItem = 0
    var withoutSecondItem = 0
    var multipliers = 0
    var symbolic = 0
    var variations = 0
    var images = 0
    var withoutDevice = 0
    /// Elements and attributes the decoder skipped as not understood (each occurrence).
    var notUnderstood = 0

    var literal: String {
        let fields: [(String, Int)] = [
            ("files", files), ("undecodable", undecodable), ("unlikeIndex", unlikeIndex),
            ("storyboards", storyboards), ("scenes", scenes), ("xibViews", xibViews), ("controllers", controllers),
            ("views", views), ("framed", framed), ("stacks", stacks), ("fonts", fonts),
            ("constraints", constraints), ("withoutFirstItem", withoutFirstItem),
            ("withoutSecondItem", withoutSecondItem), ("multipliers", multipliers), ("symbolic", symbolic),
            ("variations", variations), ("images", images), ("withoutDevice", withoutDevice),
            ("notUnderstood", notUnderstood),
        ]
        return ".init(" + fields.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
    }
}
