/// An attribute as written: `name="value"`, with where the name and the value start.
public struct XMLAttributeNode: Equatable, Sendable {
    public var name: String
    /// With references replaced and white space normalized (a literal tab or line break in a
    /// value reads as a space, as XML requires; `&#10;` stays a line break).
    public var value: String
    public var position: XMLPosition
    /// The first character inside the quotes.
    public var valuePosition: XMLPosition
}

/// An element: its name, attributes in the order written, child elements in order, and its
/// character data (text and CDATA directly inside it, comments and instructions left out).
public struct XMLElementNode: Equatable, Sendable {
    public var name: String
    public var attributes: [XMLAttributeNode]
    public var children: [XMLElementNode]
    public var text: String
    /// The `<` that opens the element.
    public var position: XMLPosition
    /// Where the first character data starts (nil without any).
    public var textPosition: XMLPosition?

    public init(
        name: String, attributes: [XMLAttributeNode] = [], children: [XMLElementNode] = [],
        text: String = "", position: XMLPosition, textPosition: XMLPosition? = nil
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.position = position
        self.textPosition = textPosition
    }

    /// The attribute named `name` (names are unique within an element).
    public func attribute(_ name: String) -> XMLAttributeNode? {
        attributes.first { $0.name == name }
    }

    /// The attribute's value, or nil when it is not written.
    public subscript(_ name: String) -> String? {
        attribute(name)?.value
    }

    /// The child elements named `name`, in order.
    public func children(named name: String) -> [XMLElementNode] {
        children.filter { $0.name == name }
    }
}
