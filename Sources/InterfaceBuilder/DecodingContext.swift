import IBXML

/// What the decoder gathers while it walks one document: its errors (all of them, up to the
/// cap) and the elements and attributes it did not understand.
final class DecodingContext {
    let tree: XMLTree
    var errors: [XMLReadError] = []
    var omitted = 0
    var notUnderstood: [String: Int] = [:]

    init(tree: XMLTree) {
        self.tree = tree
    }

    func fail(_ message: String, at position: XMLPosition) {
        guard errors.count < XMLReadErrors.maximumReported else { omitted += 1; return }
        errors.append(tree.error(message, at: position))
    }

    func notUnderstood(element: XMLElementNode, in parent: String) {
        notUnderstood["<\(element.name)> in <\(parent)>", default: 0] += 1
    }

    func notUnderstood(attribute: XMLAttributeNode, in element: String) {
        notUnderstood["\(element)@\(attribute.name)", default: 0] += 1
    }

    /// Walks `element`'s children: `handle` returns whether it understood one; the others are
    /// counted and kept in `extras`.
    func eachChild(of element: XMLElementNode, extras: inout IBExtras, _ handle: (XMLElementNode) -> Bool) {
        for child in element.children where !handle(child) {
            notUnderstood(element: child, in: element.name)
            extras.elements.append(child)
        }
    }

    /// As `eachChild(of:extras:_:)`, for elements that keep no extras.
    func eachChild(of element: XMLElementNode, _ handle: (XMLElementNode) -> Bool) {
        var ignored = IBExtras()
        eachChild(of: element, extras: &ignored, handle)
    }
}

/// Reads one element's attributes, remembering which were read: the rest are what the
/// decoder does not understand. Values that do not parse are located errors (and read as
/// absent), so that one pass reports every bad value of a file.
struct ElementFields {
    let element: XMLElementNode
    let context: DecodingContext
    private var read: Set<String> = []

    init(_ element: XMLElementNode, _ context: DecodingContext) {
        self.element = element
        self.context = context
    }

    var position: XMLPosition { element.position }

    mutating func string(_ name: String) -> Located<String>? {
        read.insert(name)
        return element.attribute(name).map { Located($0.value, at: $0.valuePosition) }
    }

    /// An attribute Interface Builder always writes: missing, it is an error.
    mutating func required(_ name: String) -> Located<String>? {
        guard let value = string(name) else {
            context.fail(
                "<\(element.name)> has no '\(name)' (Interface Builder always writes it)", at: element.position)
            return nil
        }
        return value
    }

    mutating func bool(_ name: String) -> Located<Bool>? {
        guard let text = string(name) else { return nil }
        switch text.value {
        case "YES": return Located(true, at: text.position)
        case "NO": return Located(false, at: text.position)
        default:
            context.fail("'\(name)' must be YES or NO, not '\(text.value)'", at: text.position)
            return nil
        }
    }

    /// A flag written only when set (`symbolic="YES"`).
    mutating func flag(_ name: String) -> Bool {
        bool(name)?.value ?? false
    }

    mutating func double(_ name: String) -> Located<Double>? {
        string(name).flatMap { number($0, name: name) }
    }

    mutating func requiredDouble(_ name: String) -> Located<Double>? {
        required(name).flatMap { number($0, name: name) }
    }

    func number(_ text: Located<String>, name: String) -> Located<Double>? {
        Self.number(text, name: name, context: context)
    }

    /// A finite decimal number (`inf`, `nan` and hexadecimal forms, which Swift would read, are refused).
    static func number(_ text: Located<String>, name: String, context: DecodingContext) -> Located<Double>? {
        guard let value = Double(text.value), value.isFinite,
            !text.value.contains(where: { $0.isLetter && $0 != "e" && $0 != "E" })
        else {
            context.fail("'\(name)' is not a number: '\(text.value)'", at: text.position)
            return nil
        }
        // As a YAML scene's lengths: Interface Builder writes nothing larger, and a bound keeps
        // every sum and product of the layout finite.
        guard abs(value) <= maximumMagnitude else {
            context.fail("'\(name)' must be within ±100,000, not '\(text.value)'", at: text.position)
            return nil
        }
        return Located(value, at: text.position)
    }

    static let maximumMagnitude = 100_000.0

    mutating func int(_ name: String) -> Located<Int>? {
        guard let text = string(name) else { return nil }
        guard let value = Int(text.value) else {
            context.fail("'\(name)' is not a whole number: '\(text.value)'", at: text.position)
            return nil
        }
        return Located(value, at: text.position)
    }

    /// Attributes known and without effect on layout (`opaque`, `customModuleProvider` …).
    mutating func ignore(_ names: [String]) {
        read.formUnion(names)
    }

    /// The attributes not read, counted as not understood.
    func leftovers() -> [XMLAttributeNode] {
        let rest = element.attributes.filter { !read.contains($0.name) }
        for attribute in rest { context.notUnderstood(attribute: attribute, in: element.name) }
        return rest
    }
}
