import ArgumentParser
import FileOutput
import LayoutEngine
import SceneFormat
import SceneModel
import SceneReading
import SourceText

/// The one place an error becomes what the tool prints and its exit code: 0 for --help and
/// --version, the code of an `ExitCode`, else 2 (bad input or usage; the contract says 2, not
/// ArgumentParser's 64).
enum CommandFailure {
    /// Prints what `error` says, in the tool's style, and returns the exit code.
    static func report(_ error: Error) -> Int32 {
        if let exit = error as? ExitCode { return exit.rawValue }
        if let problem = sceneProblem(error) {
            // Located errors speak for themselves: `file:line:column: error: …`.
            StandardStreams.printError(problem.text)
            return 2
        }
        if let known = ToolMessage.text(of: error) {
            ToolMessage.error(known)
            return 2
        }
        if Alpreview.exitCode(for: error) == .success {
            // --help and --version.
            do { try StandardStreams.printLine(Alpreview.fullMessage(for: error)) } catch {
                ToolMessage.error("\(error)")
                return 2
            }
            return 0
        }
        // ArgumentParser's usage errors: one line in the tool's style, then where to look.
        let message = Alpreview.message(for: error).replacingOccurrences(of: "Error: ", with: "")
        ToolMessage.error(shortenedValue(in: message) + "\n  (see `alpreview --help`)")
        return 2
    }

    /// ArgumentParser quotes a refused value whole ("The value '…' is invalid for '--device
    /// <device>'"): cut to a line's worth, as every value the tool quotes.
    static func shortenedValue(in message: String) -> String {
        let opening = "The value '"
        guard message.hasPrefix(opening),
            let closing = message.range(of: "' is invalid for '", options: .backwards),
            closing.lowerBound >= message.index(message.startIndex, offsetBy: opening.count)
        else { return message }
        let value = String(message[message.index(message.startIndex, offsetBy: opening.count)..<closing.lowerBound])
        return opening + shownValue(value) + message[closing.lowerBound...]
    }

    /// A problem of a scene: what it prints (`text`, at most `SceneLimits.maximumReportedErrors`
    /// errors) and each error on its own (for `check --json`). Located errors speak for
    /// themselves; an engine error without a place is the scene `file`'s, when one is being read.
    /// Nil for any other error.
    static func sceneProblem(_ error: Error, in file: String? = nil) -> (text: String, errors: [String])? {
        switch error {
        case let errors as SceneErrors: return (errors.description, errors.errors.map(\.description))
        case let located as Diagnostic where located.location != .unknown:
            return (located.description, [located.description])
        case let unplaced as Diagnostic:
            guard let file else { return nil }
            let text = "\(file): error: \(unplaced.description)"
            return (text, [text])
        default: return nil
        }
    }
}
