import LayoutEngine
import SceneModel

/// `--highlight`: the marks of the views and constraints it names in full colour and every other
/// mark faded to `fadedOpacity`, so that a picture points at what it is about while the rest of
/// the layout stays legible around it. A view's marks are its name tag, its outlines and their
/// badges (ambiguity, design frame, accessibility finding, reading order) and the marks of every
/// constraint it is an item of. A constraint is named as the diagnostics name it: by its id (`c4`
/// in `explain`, or the `id:` the scene gives it, a storyboard's id) or by its text as written
/// (`Red View.Width = 120`; runs of spaces count as one). Views match as a layout's names do
/// (case and spaces ignored). A name nothing has is for the command to refuse.
public struct MarkHighlight: Equatable, Sendable {
    public static let fadedOpacity = 0.25
    public var names: [String]

    public init(names: [String]) { self.names = names }

    /// What the names pick in one layout: views by normalized name, constraints by id.
    struct Picked {
        var views: Set<String>
        var constraints: Set<String>

        func keeps(_ mark: AnnotationMark) -> Bool {
            if let constraint = mark.constraint, constraints.contains(constraint) { return true }
            if let view = mark.view, views.contains(normalizedName(view)) { return true }
            return false
        }
    }

    func picked(in layout: SolvedLayout) -> Picked {
        let views = Set(names.compactMap { layout.view(named: $0).map { normalizedName($0.spec.name) } })
        let texts = Set(names.map(Self.spaced))
        var constraints: Set<String> = []
        for constraint in layout.constraints where !constraint.isGenerated {
            let spec = constraint.spec
            let items =
                [Self.viewName(spec.first.item, of: spec, in: layout)]
                + [spec.second.flatMap { Self.viewName($0.item, of: spec, in: layout) }]
            if names.contains(constraint.id) || texts.contains(Self.spaced(spec.text))
                || items.contains(where: { $0.map { views.contains(normalizedName($0)) } ?? false })
            {
                constraints.insert(constraint.id)
            }
        }
        return Picked(views: views, constraints: constraints)
    }

    /// The view a constraint's item is (a guide of a view is its view's); nil for the root's guides.
    static func viewName(_ item: Item, of spec: ConstraintSpec, in layout: SolvedLayout) -> String? {
        func superview() -> String? {
            guard case .view(let first) = spec.first.item else { return nil }
            return layout.view(named: first)?.parent
        }
        switch item {
        case .view(let name): return name
        case .superview: return superview()
        case .safeArea(let owner), .margins(let owner), .readableContent(let owner), .contentLayoutGuide(let owner),
            .frameLayoutGuide(let owner):
            return owner ?? superview()
        case .root, .topLayoutGuide, .bottomLayoutGuide: return nil
        }
    }

    /// A constraint's text with its runs of spaces as one, as a command line may write it.
    public static func spaced(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
