import AlpreviewKit
import ArgumentParser
import FileOutput
import Foundation
import GoldenImages
import LayoutEngine
import Rendering
import SceneFormat

/// `alpreview`: an Auto Layout previewer for Linux.
public struct Alpreview: ParsableCommand {
    public static let version = "0.8.0"

    /// The examples stay within 80 columns: the help is wrapped at the terminal's width, and a
    /// wrapped command line cannot be pasted (tested).
    public static let configuration = CommandConfiguration(
        commandName: "alpreview",
        abstract: "Preview iOS Auto Layout scenes: solve the constraints as UIKit does and draw them annotated like Interface Builder.",
        discussion: """
        Rendering is the default command: `alpreview SCENE -o OUT` is `alpreview render SCENE -o OUT`.
        SCENE is a .yaml file, a folder of them, or - for standard input.

        Examples:
          alpreview Samples/two-views-with-complex-widths.yaml -o out.png
          alpreview scene.yaml --device "iPhone SE" --orientation both -o sheet.png
          alpreview scene.yaml --clean -o screen.svg
          alpreview scene.yaml --json - -o out.pdf
          cat scene.yaml | alpreview - -o - > out.png
          alpreview Samples --split -o previews
          alpreview check Samples
          alpreview test Samples --golden golden-images
          alpreview devices

        Exit codes: 0 success; 1 layout issues under --strict, or golden mismatches; 2 bad input or usage (nothing written).
        """,
        version: version,
        subcommands: [Render.self, Check.self, Explain.self, Test.self, Devices.self, Version.self],
        defaultSubcommand: Render.self)

    public init() {}

    /// Runs the command line; returns the process exit code.
    public static func run(arguments: [String]) -> Int32 {
        StandardStreams.prepare()
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch let errors as SceneErrors {
            // Located errors speak for themselves: `file:line:column: error: …`.
            StandardStreams.printError(errors.description)
            return 2
        } catch let error as LayoutError where error.location != .unknown {
            StandardStreams.printError(error.description)
            return 2
        } catch let error as UsageError {
            ToolMessage.error(error.description)
            return 2
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help and --version.
                do { try StandardStreams.printLine(fullMessage(for: error)) } catch {
                    ToolMessage.error("\(error)")
                    return 2
                }
                return 0
            }
            if let known = ToolMessage.text(of: error) {
                ToolMessage.error(known)
                return 2
            }
            // ArgumentParser's usage errors: one line in the tool's style, then where to look.
            let message = self.message(for: error).replacingOccurrences(of: "Error: ", with: "")
            ToolMessage.error(message + "\n  (see `alpreview --help`)")
            return 2  // usage errors: the contract says 2, not ArgumentParser's 64
        }
    }
}

/// `alpreview version`, as `alpreview --version`.
struct Version: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the version.")
    func run() throws { try StandardStreams.printLine(Alpreview.version) }
}
