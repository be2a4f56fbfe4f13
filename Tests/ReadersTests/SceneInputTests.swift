import ConflictLog
import Foundation
import InterfaceBuilder
import LayoutEngine
@testable import Readers
import SceneFormat
import SceneModel
import SceneReading
import Testing

/// The one reading function: which reader it picks, and the checks every format gets from it
/// (here with a stand-in reader that is not YAML).
@Suite struct SceneInputTests {
    /// A format with its own extension and signature, whose scenes hold whatever constraints it is given.
    struct StandInReader: SceneReader {
        var constraints: [ConstraintSpec] = []
        var fileExtensions: [String] { ["standin", "si"] }
        var fileDescription: String { ".standin/.si" }
        func recognizes(_ prefix: [UInt8]) -> Bool { prefix.starts(with: Array("STANDIN".utf8)) }
        func read(_ data: Data, file: String, imageAccess: ImageAccess) throws -> Scene {
            var scene = Scene(title: file)
            scene.root.subviews = [ViewSpec(name: "Box")]
            scene.constraints = constraints
            return scene
        }
    }

    @Test func theRegistryNamesTheYAMLInterfaceBuilderAndLogFiles() {
        #expect(SceneReaders.fileExtensions == ["yaml", "yml", "storyboard", "xib", "log", "swift"])
        #expect(SceneReaders.fileDescription == ".yaml, .storyboard/.xib, .log or .swift")
        #expect(SceneReaders.claims("Main.storyboard") && SceneReaders.claims("Cell.xib"))
        #expect(
            SceneReaders.reader(
                forPath: "-",
                prefix: Array(
                    "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"".utf8))
                is InterfaceBuilderSceneReader)
        #expect(SceneReaders.claims("Samples/problems/conflict.yaml") && SceneReaders.claims("a.yml"))
        // As folders have always expanded: the extension as written, and not a hidden file's name.
        #expect(
            !SceneReaders.claims("a.YAML") && !SceneReaders.claims("notes.txt")
                && !SceneReaders.claims("dir.yaml/notes"))
        // Standard input and unclaimed names with no signature a reader knows are read as YAML.
        #expect(SceneReaders.reader(forPath: "-", prefix: Array("<?xml version=\"1.0\"?>".utf8)) is YAMLSceneReader)
        #expect(SceneReaders.reader(forPath: "scene.txt", prefix: []) is YAMLSceneReader)
        // A conflict log is recognized by its content, whatever the file is called.
        #expect(
            SceneReaders.reader(
                forPath: "console.txt", prefix: Array("12:00 App[1] Unable to simultaneously satisfy constraints.".utf8)
            )
                is ConflictLogSceneReader)
        #expect(SceneReaders.claims("conflict.log"))
        // … after pages of other console output too.
        let console = String(
            repeating: "2026-01-20 08:03:12 App[77120:3302915] [Network] connection ready\n", count: 300)
        #expect(
            SceneReaders.reader(
                forPath: "console.txt",
                prefix: Array((console + "[LayoutConstraints] Unable to simultaneously satisfy constraints.").utf8)
                    .prefix(SceneInput.recognitionBytes).map { $0 })
                is ConflictLogSceneReader)
        // A reader's own description, even seen as any reader (as the registry sees it).
        let standIn: any SceneReader = StandInReader()
        #expect(standIn.fileDescription == ".standin/.si" && YAMLSceneReader().fileDescription == ".yaml")
    }

    @Test func readingAYAMLSceneIsParsingIt() throws {
        let text = "views:\n  Box: {}\nconstraints:\n  - Box.Width = 10\n  - Box.Height = 20\n"
        let read = try SceneInput.read(Data(text.utf8), file: "s.yaml")
        #expect(read == (try SceneParser.parse(text, file: "s.yaml")))
        #expect(
            read.constraints.count == 2
                && read.constraints[1].location == SourceLocation(file: "s.yaml", line: 5, column: 5))
    }

    /// UIKit's legality rules are the engine's: a reader that does not check them still has its
    /// illegal constraints refused, located where it says they were written.
    @Test func everyReaderGetsUIKitsLegalityRules() throws {
        let here = SourceLocation(file: "s.standin", line: 3, column: 7, sourceLine: "  Box top = 20 and a half")
        var reader = StandInReader()
        reader.constraints = [
            ConstraintSpec(first: Anchor(.view("Box"), .width), relation: .equal, second: nil, constant: .points(10)),
            ConstraintSpec(
                first: Anchor(.view("Box"), .top), relation: .equal, second: nil, constant: .points(20), location: here),
            ConstraintSpec(
                first: Anchor(.view("Box"), .leading), relation: .equal, second: Anchor(.superview, .left),
                location: SourceLocation(file: "s.standin", line: 4, column: 1, sourceLine: "x")),
        ]
        let data = Data("STANDIN".utf8)
        let access = ImageAccess(sceneFile: "s.standin")
        #expect(throws: Never.self) { _ = try StandInReader().read(data, file: "s.standin", imageAccess: access) }
        do {
            _ = try SceneInput.read(data, file: "s.standin", with: reader, imageAccess: access)
            Issue.record("an illegal constraint was read")
        } catch let errors as SceneErrors {
            #expect(
                errors.description == """
                    s.standin:3:7: error: a location attribute (top) cannot equal a constant; constrain it to another item
                          Box top = 20 and a half
                              ^
                    s.standin:4:1: error: cannot mix leading/trailing with left/right (leading and left)
                        x
                        ^
                    """)
        }
    }

    @Test func theSizeLimitIsEveryFormats() throws {
        let big = Data(repeating: UInt8(ascii: "#"), count: SceneInput.maximumBytes + 1)
        #expect(throws: SceneErrors.self) {
            _ = try SceneInput.read(
                big, file: "s.standin", with: StandInReader(), imageAccess: ImageAccess(sceneFile: "s.standin"))
        }
        do { _ = try SceneInput.read(big, file: "big.yaml") } catch let errors as SceneErrors {
            #expect(errors.description == "big.yaml:1:1: error: file is larger than 4 MB; a scene is a few kilobytes")
        }
    }

    @Test func locatedErrorsPrintOneWay() {
        let whole = Diagnostic(
            "not a regular file (a scene is a .yaml file)", at: SourceLocation(file: "p", line: 0, column: 0))
        #expect(whole.description == "p: error: not a regular file (a scene is a .yaml file)")
        let engine = Diagnostic("bad", at: SourceLocation(file: "s.yaml", line: 2, column: 3, sourceLine: "abcd"))
        #expect(engine.description == "s.yaml:2:3: error: bad\n    abcd\n      ^")
        #expect(Diagnostic("no place").description == "no place")
    }
}
