import SceneModel
import SourceText
/// A scene the engine cannot lay out (the scene parser catches most of these earlier, with a position).
public struct LayoutError: LocatedError, Equatable {
    public var message: String
    public var location: SourceLocation
    public init(_ message: String, at location: SourceLocation = .unknown) {
        self.message = message
        self.location = location
    }
    /// Located (`file:line:column: error: message`, the line and a caret) when the scene says where;
    /// names from the scene are escaped, never sent raw to the terminal.
    public var description: String {
        location == .unknown ? terminalSafe(message, escapingTabs: true) : located
    }
}
