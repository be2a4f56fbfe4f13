import Foundation
import TestSupport
import Testing

/// On GitHub Actions, a golden of a Swift file that fails is annotated at the line of the
/// changed constraint. Run as a process: the commands read `GITHUB_ACTIONS` from their
/// environment.
@Suite struct SwiftAnnotationCommandTests {
    @Test func aFailedGoldenIsAnnotatedAtTheChangedLine() throws {
        let binary = DocumentedCommandTests.root + "/.build/debug/alpreview"
        try #require(FileManager.default.isExecutableFile(atPath: binary), "build alpreview first (swift build)")
        let folder = TestFolder()
        try folder.write(SwiftInputCommandTests.conflict, to: "Card.swift")
        func run(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            var environment = ProcessInfo.processInfo.environment
            environment["GITHUB_ACTIONS"] = "true"
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        _ = try run(["test", "Card.swift", "--golden", "golden", "--record", "missing", "--quiet"])
        try folder.write(
            SwiftInputCommandTests.conflict.replacingOccurrences(
                of: "equalToConstant: 40", with: "equalToConstant: 60"), to: "Card.swift")
        let failed = try run(["test", "Card.swift", "--golden", "golden", "--record", "never", "--quiet"])
        let annotation = failed.split(separator: "\n").first { $0.hasPrefix("::error") }
        #expect(
            annotation?.hasPrefix(
                "::error file=Card.swift,line=10,col=9,title=golden Card.iPhone-8.portrait::moved: box (bottom +20); "
                    + "cause: added c3 box.heightAnchor.constraint(equalToConstant: 60)") == true, "\(failed)")
    }
}
