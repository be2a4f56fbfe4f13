import IBXML
import SceneModel
import SourceText

/// What the decoder gathers while it walks one document: its errors (all of them, up to the
/// cap), the values it bounded (located warnings) and the elements and attributes it did not
/// understand.
final class DecodingContext {
    let tree: XMLTree
    var errors: [XMLReadError] = []
    var omitted = 0
    var warnings: [XMLReadError] = []
    var omittedWarnings = 0
    var notUnderstood: [String: Int] = [:]
    /// Where each view id was first used: a second view with it is renamed.
    var viewIDs: [String: XMLPosition] = [:]

    init(tree: XMLTree) {
        self.tree = tree
    }

    func fail(_ message: String, at position: XMLPosition) {
        guard errors.count < XMLReadErrors.maximumReported else { omitted += 1; return }
        errors.append(tree.error(message, at: position))
    }

    /// At most as many warnings as errors are kept; the rest are counted.
    func warn(_ message: String, at position: XMLPosition) {
        guard warnings.count < XMLReadErrors.maximumReported else { omittedWarnings += 1; return }
        warnings.append(XMLReadError(message, file: tree.file, at: position))
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
    /// For an element the document can do without (a view, a constraint, a font): a missing
    /// attribute Interface Builder always writes skips the element, with one located warning,
    /// instead of refusing the whole file (a file edited by hand or by another tool).
    private let skippable: Bool
    /// Whether a missing attribute made the element be skipped.
    private(set) var isSkipped = false

    init(_ element: XMLElementNode, _ context: DecodingContext, skippable: Bool = false) {
        self.element = element
        self.context = context
        self.skippable = skippable
    }

    var position: XMLPosition { element.position }

    mutating func string(_ name: String) -> Located<String>? {
        read.insert(name)
        return element.attribute(name).map { Located($0.value, at: $0.valuePosition) }
    }

    /// An attribute Interface Builder always writes: missing, it is an error.
    mutating func required(_ name: String) -> Located<String>? {
        guard let value = string(name) else {
            let message = "<\(element.name)> has no '\(name)' (Interface Builder always writes it)"
            if !skippable {
                context.fail(message, at: element.position)
            } else if !isSkipped {
                skip(message)
            }
            return nil
        }
        return value
    }

    /// Skips a skippable element with a warning saying why, at the element or at the value at
    /// fault (once per element).
    mutating func skip(_ reason: String, at position: XMLPosition? = nil) {
        guard !isSkipped else { return }
        isSkipped = true
        context.warn(reason + "; skipped", at: position ?? element.position)
    }

    mutating func bool(_ name: String) -> Located<Bool>? {
        guard let text = string(name) else { return nil }
        switch text.value {
        case "YES": return Located(true, at: text.position)
        case "NO": return Located(false, at: text.position)
        default:
            context.fail("'\(name)' must be YES or NO, not '\(shownValue(text.value))'", at: text.position)
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
        switch checkedNumber(text.value, name: name) {
        case .success(let value): return Located(value, at: text.position)
        case .failure(let problem):
            context.fail(problem.message, at: text.position)
            return nil
        }
    }

    struct NumberProblem: Error { var message: String }

    /// The number `text` writes, finite and within ±100,000, or what is wrong with it: the one
    /// reading of a number, for the decoder and for the attributes the mapping reads later (a
    /// variation's constant).
    static func checkedNumber(_ text: String, name: String) -> Result<Double, NumberProblem> {
        guard let value = Double(text), value.isFinite, !text.contains(where: { $0.isLetter && $0 != "e" && $0 != "E" })
        else {
            return .failure(NumberProblem(message: "'\(name)' is not a number: '\(shownValue(text))'"))
        }
        // As a YAML scene's lengths: Interface Builder writes nothing larger, and a bound keeps
        // every sum and product of the layout finite.
        guard abs(value) <= maximumMagnitude else {
            return .failure(
                NumberProblem(
                    message:
                        "'\(name)' must be within ±\(ValueBounds.text(maximumMagnitude)), not '\(shownValue(text))'"))
        }
        return .success(value)
    }

    static let maximumMagnitude = ValueBounds.maximumLength

    /// A number that a YAML scene bounds more tightly (`ValueBounds`: a font size, a priority, a
    /// fraction): a real file with an odd value still reads, with a located warning and the
    /// nearest bound in its place. `what` says what the bound is (`a font size`).
    mutating func double(_ name: String, within bounds: ClosedRange<Double>, what: String? = nil)
        -> Located<Double>?
    {
        guard let text = string(name), let number = number(text, name: name) else { return nil }
        return Self.bounded(number, written: text.value, name: name, within: bounds, what: what, context: context)
    }

    static func bounded(
        _ number: Located<Double>, written: String, name: String, within bounds: ClosedRange<Double>,
        what: String? = nil, context: DecodingContext
    ) -> Located<Double> {
        guard !bounds.contains(number.value) else { return number }
        let used = min(bounds.upperBound, max(bounds.lowerBound, number.value))
        context.warn(
            "'\(name)' must be \(what.map { $0 + " " } ?? "")\(ValueBounds.text(bounds)), not "
                + "'\(shownValue(written))'; \(ValueBounds.text(used)) is used",
            at: number.position)
        return Located(used, at: number.position)
    }

    /// A width or a height Interface Builder always writes: not negative (0 in its place, with a
    /// warning), as a YAML scene's frames and sizes.
    mutating func requiredSize(_ name: String) -> Located<Double>? {
        guard let text = required(name), let number = number(text, name: name) else { return nil }
        return Self.bounded(
            number, written: text.value, name: name, within: 0...Self.maximumMagnitude, context: context)
    }

    mutating func int(_ name: String) -> Located<Int>? {
        guard let text = string(name) else { return nil }
        guard let value = Int(text.value) else {
            context.fail("'\(name)' is not a whole number: '\(shownValue(text.value))'", at: text.position)
            return nil
        }
        return Located(value, at: text.position)
    }

    /// A whole number within `bounds` (a line count): outside, the nearest bound, with a warning.
    mutating func int(_ name: String, within bounds: ClosedRange<Double>) -> Located<Int>? {
        guard let number = int(name) else { return nil }
        let bounded = Self.bounded(
            Located(Double(number.value), at: number.position), written: String(number.value), name: name,
            within: bounds, context: context)
        return Located(Int(bounded.value), at: bounded.position)
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
