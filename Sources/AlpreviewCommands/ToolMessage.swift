import AlpreviewKit
import FileOutput
import GoldenImages
import LayoutEngine
import Rendering
import SceneModel
import SourceText

/// The tool's own messages on standard error, in one style: `alpreview: error: …` and
/// `alpreview: warning: …` (errors located in a file are `file:line:column: error: …`).
enum ToolMessage {
    static func error(_ text: String) { StandardStreams.printError("alpreview: error: " + printable(text)) }
    static func warning(_ text: String) { StandardStreams.printError("alpreview: warning: " + printable(text)) }

    /// Whatever a message quotes (a `--device` value, a file's text) never reaches the terminal
    /// as a control character: each is escaped (`\u{1B}`); the message's own line breaks stay.
    static func printable(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { terminalSafe(String($0)) }.joined(
            separator: "\n")
    }

    /// The message of an error the tool raises itself (nil for ArgumentParser's own).
    static func text(of error: Error) -> String? {
        switch error {
        case let e as UsageError: return e.description
        case let e as RenderPlan.Refusal: return e.description
        case let e as SceneFiles.Failure: return e.description
        case let e as SceneSelection.Failure: return e.description
        case let e as Diagnostic: return e.description
        case let e as OutputFile.WriteError: return e.description
        case let e as CanvasTooLarge: return e.description
        case let e as GoldenTestError: return e.description
        case let e as GoldenError: return e.description
        default: return nil
        }
    }
}
