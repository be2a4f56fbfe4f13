import FileInput
import FileOutput
import Foundation
@testable import AlpreviewCommands

/// Runs the command line in this process with its standard output and error captured in files:
/// the commands write through `StandardStreams` and read `InputFile.standardInputDescriptor`,
/// pointed at the files for the run. The process's own descriptors 0, 1 and 2 are left alone,
/// so what the test runner prints meanwhile (other tests run in parallel) stays out of a capture.
enum CommandRun {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// The standard descriptors the commands use are process-wide: one run at a time, and every
    /// test runs the commands through here (a run outside it would write into another's capture).
    static let lock = NSLock()

    static func run(_ arguments: [String], standardOutput: String? = nil, standardInput: String? = nil) -> Result {
        lock.lock()
        defer { lock.unlock() }
        let folder = NSTemporaryDirectory() + "alpreview-capture-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outPath = standardOutput ?? folder + "/out", errPath = folder + "/err"
        let out = open(outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644),
            err = open(errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let input = standardInput.map { open($0, O_RDONLY) } ?? open("/dev/null", O_RDONLY)
        StandardStreams.outputDescriptor = out
        StandardStreams.errorDescriptor = err
        InputFile.standardInputDescriptor = input
        let status = Alpreview.run(arguments: arguments)
        StandardStreams.outputDescriptor = STDOUT_FILENO
        StandardStreams.errorDescriptor = STDERR_FILENO
        InputFile.standardInputDescriptor = STDIN_FILENO
        close(out); close(err); close(input)
        func text(_ path: String) -> String {
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return Result(status: status, output: standardOutput == nil ? text(outPath) : "", error: text(errPath))
    }
}

/// A scene small enough to draw fast: one box pinned at the top left.
let boxScene = """
    views: {Box: {background: blue}}
    constraints:
      - Box.Leading = Superview.Leading
      - Box.Top = Superview.Top
      - Box.Width = 100
      - Box.Height = 50

    """
