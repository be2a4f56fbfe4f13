import AlpreviewKit
import ArgumentParser
import FileOutput
import GoldenImages
import Foundation
import LayoutEngine
import Rendering
import SceneFormat

/// `alpreview`: an Auto Layout previewer for Linux.
public struct Alpreview: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "alpreview",
        abstract: "Preview iOS Auto Layout scenes: solve the constraints as UIKit does and draw them annotated like Interface Builder.",
        discussion: """
        Examples:
          alpreview Samples/two-views-with-complex-widths.yaml -o out.png
          alpreview scene.yaml --device "iPhone SE (1st generation)" --orientation both -o sheet.png
          alpreview scene.yaml --clean -o screen.svg
          alpreview scene.yaml --json - -o out.pdf
          cat scene.yaml | alpreview - -o - > out.png
          alpreview check scene.yaml
          alpreview devices

        Exit codes: 0 success; 1 layout issues under --strict; 2 bad input or usage (nothing written).
        """,
        subcommands: [Render.self, Check.self, Explain.self, Test.self, Devices.self],
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
            StandardStreams.printError(errors.description)
            return 2
        } catch let error as UsageError {
            StandardStreams.printError("alpreview: \(error.description)")
            return 2
        } catch let error as LayoutError {
            // A located error names its file; one without a place is the tool's.
            StandardStreams.printError(error.location == .unknown ? "alpreview: \(error.description)" : error.description)
            return 2
        } catch let error as OutputFile.WriteError {
            StandardStreams.printError("alpreview: \(error.description)")
            return 2
        } catch let error as CanvasTooLarge {
            StandardStreams.printError("alpreview: \(error.description)")
            return 2
        } catch let error as GoldenTestError {
            StandardStreams.printError("alpreview: \(error.description)")
            return 2
        } catch let error as GoldenError {
            StandardStreams.printError("alpreview: \(error.description)")
            return 2
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                do { try StandardStreams.printLine(fullMessage(for: error)) } catch {
                    StandardStreams.printError("alpreview: \(error)")
                    return 2
                }
                return 0
            }
            StandardStreams.printError(fullMessage(for: error))
            return 2  // usage errors: the contract says 2, not ArgumentParser's 64
        }
    }
}
