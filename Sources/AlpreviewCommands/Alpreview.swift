import ArgumentParser
import FileOutput
import Readers
import SceneFormat

/// `alpreview`: an Auto Layout previewer for Linux.
public struct Alpreview: ParsableCommand {
    public static let version = "0.24.0"
    /// What `--version` and `version` print: the version and the commit it was built from.
    public static let versionLine = "alpreview \(version) (\(BuildCommit.id))"

    /// The examples stay within 80 columns: the help is wrapped at the terminal's width, and a
    /// wrapped command line cannot be pasted (tested).
    public static let configuration = CommandConfiguration(
        commandName: "alpreview",
        abstract:
            "Preview iOS Auto Layout scenes: solve the constraints as UIKit does and draw them annotated like Interface Builder.",
        discussion: """
            Rendering is the default command: `alpreview SCENE -o OUT` is `alpreview render SCENE -o OUT`.
            SCENE is a \(SceneReaders.fileDescription) file, a folder of them, or - for standard input.

            Examples:
              alpreview Samples/two-views-with-complex-widths.yaml -o out.png
              alpreview scene.yaml --device "iPhone SE" --orientation both -o sheet.png
              alpreview scene.yaml --clean -o screen.svg
              alpreview scene.yaml --json - -o out.pdf
              cat scene.yaml | alpreview - -o - > out.png
              alpreview Samples --split -o previews
              alpreview check Samples
              alpreview test Samples --golden golden-images
              alpreview test Samples --golden golden-images --shard 1/4 --report r1
              alpreview merge-reports r1 --report report
              alpreview convert scene.yaml -o converted.yaml
              alpreview docs Samples/guide.md -o guide/guide.md
              alpreview devices

            Exit codes: 0 success; 1 layout issues under --strict, golden mismatches or recorded goldens; 2 bad input or usage (nothing written).
            """,
        version: versionLine,
        subcommands: [
            Render.self, Check.self, Explain.self, Test.self, MergeReports.self, Sweep.self, Watch.self, Convert.self,
            Docs.self, Devices.self,
            Version.self,
        ],
        defaultSubcommand: Render.self)

    public init() {}

    /// Runs the command line; returns the process exit code. The commands that serve (`watch`)
    /// run on Swift concurrency: the executable's `main`.
    public static func main(arguments: [String]) async -> Int32 {
        StandardStreams.prepare()
        do {
            var command = try parseAsRoot(arguments)
            if var serving = command as? any AsyncParsableCommand {
                try await serving.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            return CommandFailure.report(error)
        }
    }

    /// Runs a command line that does not serve, in the caller's thread (the tests').
    public static func run(arguments: [String]) -> Int32 {
        StandardStreams.prepare()
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch {
            return CommandFailure.report(error)
        }
    }
}

/// `alpreview version`, as `alpreview --version`.
struct Version: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the version.")
    func run() throws { try StandardStreams.printLine(Alpreview.versionLine) }
}
