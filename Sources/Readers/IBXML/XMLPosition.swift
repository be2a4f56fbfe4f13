/// Where something starts in an XML file: a 1-based line and column. Columns count Unicode
/// scalars (not bytes), so a caret lines up under the character in a terminal.
public struct XMLPosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The whole file (an error with no better place, such as its size).
    public static let wholeFile = XMLPosition(line: 0, column: 0)

    public var description: String { "\(line):\(column)" }
}

/// A value read from the file, with where it was written (for errors found later, when the
/// value is used: a dangling id, an impossible constraint).
public struct Located<Value> {
    public var value: Value
    public var position: XMLPosition

    public init(_ value: Value, at position: XMLPosition) {
        self.value = value
        self.position = position
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Sendable where Value: Sendable {}
