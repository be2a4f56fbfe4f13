import Foundation
import InterfaceBuilder
import LayoutEngine
import SceneModel
import SceneReading
import Testing
import TextMetrics

/// Every file of the shared corpus, changed a few seeded ways (`CorpusMutation`), read and laid
/// out as `alpreview FILE -o OUT.png` reads and lays it out. Whatever the change, the reader
/// never traps or hangs; it lays out what it can, warning about what it skipped, or refuses the
/// file with errors that name it and a line and column. A change to one element that can be
/// skipped (an attribute or element IB never writes, an id or key left out, a dangling
/// reference) never costs the whole file.
@Suite(.enabled(if: SharedCorpus.isPresent, "../shared/corpus is absent"))
struct CorpusMutationTests {
    /// Changes per file besides a cut at a random byte, which every file gets.
    static let mutationsPerFile = 3

    enum Outcome {
        case laidOut(scenes: Int, warnings: [Diagnostic])
        case refused([Diagnostic])
    }

    /// What the command line does with the file's bytes: read every scene, check UIKit's
    /// legality rules, lay out every configuration.
    static func run(_ text: String, file: String) -> Outcome {
        do {
            let scenes = try InterfaceBuilderSceneReader().readScenes(
                Data(text.utf8), file: file, imageAccess: ImageAccess(sceneFile: file))
            if scenes.isEmpty {
                return .refused([Diagnostic("nothing to lay out", at: SourceLocation(file: file, line: 0, column: 0))])
            }
            let solver = LayoutSolver(measurer: PangoTextMeasurer())
            for named in scenes {
                let illegal = ConstraintLegality.violations(in: named.scene)
                if !illegal.isEmpty { return .refused(illegal) }
                for configuration in named.scene.configurations {
                    _ = try solver.solve(named.scene, in: configuration)
                }
            }
            return .laidOut(scenes: scenes.count, warnings: scenes.first?.scene.warnings ?? [])
        } catch let errors as SceneErrors {
            return .refused(errors.errors)
        } catch let error as Diagnostic {
            return .refused([error])
        } catch {
            return .refused([Diagnostic(String(describing: error))])
        }
    }

    /// What is wrong with `outcome` for `mutation` of `file`, or nil.
    static func failure(_ outcome: Outcome, mutation: CorpusMutation, file: String) -> String? {
        switch (outcome, mutation.kind.expectation) {
        case (.laidOut, .locatedError):
            return "read without an error"
        case (.refused(let errors), .result):
            return "whole file refused: \(errors.first.map(\.message) ?? "")"
        case (.refused(let errors), _):
            guard let unlocated = errors.first(where: { $0.file != file || $0.line < 1 || $0.column < 1 }) else {
                return nil
            }
            return "error without file:line:column: \(unlocated.placed)"
        case (.laidOut(_, let warnings), _):
            // What the reader skipped, it says where.
            guard mutation.kind.isSkippedWithAWarning,
                !warnings.contains(where: { $0.file == file && $0.line >= 1 && $0.column >= 1 })
            else { return nil }
            return "read with no located warning (\(warnings.count) others)"
        }
    }

    @Test func everyMutantIsReadOrRefusedWithALocatedError() throws {
        var failures: [String: [String]] = [:]
        var outcomes: [CorpusMutation.Kind: (laidOut: Int, refused: Int)] = [:]
        let kinds = CorpusMutation.Kind.allCases.filter { $0 != .truncation }
        let verbose = ProcessInfo.processInfo.environment["CORPUS_MUTATION_VERBOSE"] != nil
        // A folder to write every mutant to, to run the command line on them or reproduce one.
        let dump = ProcessInfo.processInfo.environment["CORPUS_MUTATION_DUMP"]
        for path in SharedCorpus.files() ?? [] {
            let name = String(path.dropFirst(SharedCorpus.folder.path.count + 1))
            let text = try String(contentsOfFile: path, encoding: .utf8)
            var random = SeededRandom(name: name)
            var chosen: [CorpusMutation.Kind] = [.truncation]
            while chosen.count <= Self.mutationsPerFile {
                let kind = kinds[random.below(kinds.count)]
                if !chosen.contains(kind) { chosen.append(kind) }
            }
            for kind in chosen {
                guard let mutation = CorpusMutation.apply(kind, to: text, random: &random) else { continue }
                if verbose { print("mutant: \(name): \(kind.rawValue): \(mutation.detail)") }
                if let dump {
                    let file = name.replacingOccurrences(of: "/", with: "__")
                    let mutant = URL(fileURLWithPath: dump).appendingPathComponent("\(kind.rawValue).\(file)")
                    try Data(mutation.text.utf8).write(to: mutant)
                }
                let started = Date()
                let outcome = Self.run(mutation.text, file: path)
                let seconds = Date().timeIntervalSince(started)
                if verbose, case .refused(let errors) = outcome {
                    print("refused: \(kind.rawValue): \(errors.first.map(\.placed) ?? "")".prefix(300))
                }
                switch outcome {
                case .laidOut: outcomes[kind, default: (0, 0)].laidOut += 1
                case .refused: outcomes[kind, default: (0, 0)].refused += 1
                }
                // A bound far above any file's time, against a hang, not a speed target.
                var problem = Self.failure(outcome, mutation: mutation, file: path)
                if seconds > 30 { problem = "took \(Int(seconds)) s" }
                if let problem {
                    failures[kind.rawValue, default: []].append("\(name): \(mutation.detail): \(problem)")
                }
            }
        }
        for (kind, counts) in outcomes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            print("mutation \(kind.rawValue): \(counts.laidOut) laid out, \(counts.refused) refused")
        }
        for (kind, list) in failures.sorted(by: { $0.key < $1.key }) {
            print("FAILURES \(kind): \(list.count)")
            for line in list.prefix(8) { print("  " + line.prefix(400)) }
        }
        #expect(failures.mapValues(\.count) == [:])
    }
}
