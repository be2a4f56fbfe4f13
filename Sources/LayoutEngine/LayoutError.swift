/// A scene the engine cannot lay out (the scene parser catches most of these earlier, with a position).
public struct LayoutError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation
    public init(_ message: String, at location: SourceLocation = .unknown) {
        self.message = message
        self.location = location
    }
    /// `file:line:column: error: message` (as a scene error), then the line and a caret when known; names from the scene
    /// are escaped, never sent raw to the terminal.
    public var description: String {
        let message = terminalSafe(self.message, escapingTabs: true)
        guard location != .unknown else { return message }
        return "\(terminalSafe(location.file)):\(location.line):\(location.column): error: \(message)" + location.quote
    }
}
