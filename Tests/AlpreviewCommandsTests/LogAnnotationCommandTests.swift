import Foundation
import Testing

/// On GitHub Actions, `check`, `render` and `test` on a conflict log that names a source line
/// (SnapKit's `File.swift#43`) annotate that line with an `::error`. Run as a process: the
/// commands read `GITHUB_ACTIONS` from their environment.
@Suite struct LogAnnotationCommandTests {
    static let root = DocumentedCommandTests.root
    static let annotation =
        "::error file=ProfileCell.swift,line=43::Unable to simultaneously satisfy constraints: UIKit broke constraint 0x600003a0c360 (Samples/logs/snapkit-cell-height.log, conflict 1)"

    /// Standard output and error of alpreview run in the repository with `arguments`.
    func run(_ arguments: [String], githubActions: Bool = true) throws -> (output: String, error: String) {
        let binary = Self.root + "/.build/debug/alpreview"
        try #require(FileManager.default.isExecutableFile(atPath: binary), "build alpreview first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Self.root)
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = githubActions ? "true" : nil
        environment["CI"] = "true"  // goldens are compared, never recorded
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func checkRenderAndTestAnnotateTheSourceLine() throws {
        let log = "Samples/logs/snapkit-cell-height.log"
        let folder = NSTemporaryDirectory() + "alpreview-annotation-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/golden", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["logs/snapkit-cell-height.conflict-canvas.portrait.png", "alpreview-goldens.json"] {
            try FileManager.default.copyItem(
                atPath: Self.root + "/golden-images/" + name,
                toPath: folder + "/golden/" + (name as NSString).lastPathComponent)
        }
        let check = try run(["check", log])
        #expect(check.output.split(separator: "\n").map(String.init).contains(Self.annotation))
        let render = try run(["render", log, "-o", folder + "/cell.png"])
        #expect(render.output.split(separator: "\n").map(String.init) == [Self.annotation])
        let test = try run(["test", log, "--golden", folder + "/golden", "--failures", folder + "/failures", "--quiet"])
        #expect(test.output.split(separator: "\n").map(String.init).contains(Self.annotation), "\(test)")
    }

    @Test func renderToStandardOutputAnnotatesOnStandardError() throws {
        let render = try run(["render", "Samples/logs/snapkit-cell-height.log", "-o", "-", "--format", "svg"])
        #expect(render.output.hasPrefix("<?xml"))
        #expect(render.error.split(separator: "\n").map(String.init).contains(Self.annotation))
    }

    @Test func offGitHubActionsNothingIsAnnotated() throws {
        let check = try run(["check", "Samples/logs/snapkit-cell-height.log"], githubActions: false)
        #expect(!check.output.contains("::error"))
    }
}
