import LayoutEngine
import Rendering
import SceneFormat
import SceneModel
import SourceText

/// What `--crop` and `--highlight` name, checked against a scene's solved layouts before anything
/// is drawn: a view (names match as the scene's do, case and spaces ignored), and for
/// `--highlight` a constraint too, by its id or its text as written. A name the scene does not
/// have is refused with the nearest one it has, else the ones it has.
enum PictureSubjects {
    /// Why `names` are not all views of the layouts (`option` says which option), or nil.
    static func unknownView(_ names: [String], in layouts: [SolvedLayout], option: String) -> String? {
        let views = viewNames(layouts)
        let known = Set(views.map(normalizedName))
        guard let unknown = names.first(where: { !known.contains(normalizedName($0)) }) else { return nil }
        return "\(option): no view '\(shownValue(unknown))'" + suggestion(unknown, among: views, what: "views")
    }

    /// Why `names` are not all views or constraints of the layouts, or nil.
    static func unknownSubject(_ names: [String], in layouts: [SolvedLayout], option: String) -> String? {
        let views = viewNames(layouts)
        let constraints = layouts.flatMap(\.constraints).filter { !$0.isGenerated && !$0.spec.isAssumption }
        let ids = unique(constraints.map(\.id))
        let known = Set(views.map(normalizedName))
        let texts = Set(constraints.map { MarkHighlight.spaced($0.spec.text) })
        guard
            let unknown = names.first(where: {
                !known.contains(normalizedName($0)) && !ids.contains($0) && !texts.contains(MarkHighlight.spaced($0))
            })
        else { return nil }
        return "\(option): no view or constraint '\(shownValue(unknown))'"
            + suggestion(unknown, among: views + ids, what: "views and constraints")
    }

    /// The views of the layouts (the root's children and below), each name once, in scene order.
    static func viewNames(_ layouts: [SolvedLayout]) -> [String] {
        unique(layouts.flatMap { $0.views.map(\.spec.name) })
    }

    static func suggestion(_ name: String, among candidates: [String], what: String) -> String {
        if let near = Suggestion.closest(to: name, among: candidates) { return " (did you mean '\(near)'?)" }
        let shown = candidates.prefix(8).joined(separator: ", ") + (candidates.count > 8 ? ", …" : "")
        return candidates.isEmpty ? "; the scene has no \(what)" : "; its \(what): \(shown)"
    }

    static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
