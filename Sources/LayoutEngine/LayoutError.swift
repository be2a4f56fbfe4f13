/// A scene the engine cannot lay out (the scene parser catches most of these earlier, with a position).
public struct LayoutError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation
    public init(_ message: String, at location: SourceLocation = .unknown) {
        self.message = message
        self.location = location
    }
    public var description: String { location == .unknown ? message : "\(location): \(message)" }
}
