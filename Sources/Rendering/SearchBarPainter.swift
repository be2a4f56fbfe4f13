import LayoutEngine
import SceneModel

/// A search bar as Interface Builder draws it: the bar's background (none in the minimal style),
/// a prompt above, the rounded search field with a magnifying glass and its text or placeholder,
/// and the scope bar below. The field is 8 points in from the bar's sides and centred in what the
/// prompt and the scope bar leave: 36 high, or 28 on the 44-point bar of documents saved before
/// iOS 11 (white on a grey bar, as iOS 7–10 drew it).
extension ViewPainters {
    /// The prompt's row (its 13-point text centred in it) and the scope bar's.
    static let searchPromptHeight = 30.0
    static let searchScopeBarHeight = 44.0

    static func drawSearchBar(_ d: ViewDrawing, _ list: inout DisplayList) {
        let r = d.frame, spec = d.spec, palette = d.palette
        let legacy = (spec.intrinsicSize?.height ?? 56) < 50
        list.clip(r)
        if spec.style != .minimal {
            list.fill(r, spec.tint ?? (legacy ? Color(hex: 0xC9C9CE) : palette.chrome))
        }
        var area = r
        if let prompt = spec.prompt, !prompt.isEmpty {
            let height = min(searchPromptHeight, r.height)
            list.text(
                prompt, font: .system(13), color: palette.text, x: r.x + 8,
                top: FontSpec.system(13).lineTop(centredAt: r.y + height / 2), width: max(0, r.width - 16),
                alignment: .center)
            area = Rect(x: r.x, y: r.y + height, width: r.width, height: r.height - height)
        }
        if !spec.scopes.isEmpty, area.height >= searchScopeBarHeight {
            let row = Rect(
                x: area.x, y: area.maxY - searchScopeBarHeight, width: area.width, height: searchScopeBarHeight)
            appendSegments(
                d, in: Rect(x: row.x + 8, y: row.midY - 16, width: max(0, row.width - 16), height: 32),
                titles: spec.scopes, selected: 0, font: .system(13, .medium), to: &list)
            area.height -= searchScopeBarHeight
        }
        let fieldHeight = legacy ? 28.0 : 36.0
        let field = Rect(
            x: area.x + 8, y: area.midY - fieldHeight / 2, width: max(0, area.width - 16), height: fieldHeight)
        list.fill(field, legacy ? palette.background : palette.fill.withAlpha(0.12), radius: legacy ? 5 : 10)
        // The glass on the leading side, the text after it (mirrored right to left).
        let glassX = d.rightToLeft ? field.maxX - 14 : field.x + 14
        appendMagnifyingGlass(x: glassX, y: field.midY - 1, radius: legacy ? 4.5 : 5.5, palette.secondaryText, &list)
        let shown = spec.text?.isEmpty == false ? spec.text : spec.placeholder ?? (legacy ? nil : "Search")
        if let shown, !shown.isEmpty {
            let size = legacy ? 14.0 : 17.0
            let inset = legacy ? 26.0 : 28.0
            list.text(
                shown, font: .system(size), color: spec.text?.isEmpty == false ? palette.text : palette.secondaryText,
                x: d.rightToLeft ? field.x + 8 : field.x + inset,
                top: FontSpec.system(size).lineTop(centredAt: field.midY), width: max(0, field.width - inset - 8),
                alignment: d.rightToLeft ? .right : .left)
        }
        list.restore()
    }

    /// A magnifying glass: a ring around (x, y) and its handle down to the right.
    static func appendMagnifyingGlass(
        x: Double, y: Double, radius: Double, _ color: Color, _ list: inout DisplayList
    ) {
        list.append(.stroke(.circle(center: Point(x, y), radius: radius), width: 1.5, dash: nil), color)
        let reach = radius * 0.7071
        list.line(x + reach, y + reach, x + reach + 4, y + reach + 4, color, width: 2)
    }
}
