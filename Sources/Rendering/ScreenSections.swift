import LayoutEngine
import SceneModel

/// Where each shown view's items and the chrome's are in the screen's display list, found by
/// looking for the items each view alone gives (`ScreenDisplay.opening`, `content`, `closing`)
/// in painting order: the list stays what `ScreenDisplay.list()` makes for every output, and
/// items it adds that belong to no view stay in place, outside the views' sections.
struct ScreenSections {
    enum Owner: Equatable {
        case view(ViewID)
        case chrome
    }

    struct Section: Equatable {
        var owner: Owner
        var range: Range<Int>
    }

    let items: [DisplayItem]
    /// In order, not overlapping.
    let sections: [Section]

    init(_ display: ScreenDisplay) {
        let items = display.list().items
        var sections: [Section] = []
        var cursor = 0
        let groups = InsetGroups(display.layout)
        for view in display.layout.views where !display.isHidden(view) {
            let shown = display.inAppearance(view)
            let own = display.framed(shown, content: display.content(shown).items, groups: groups)
            guard let start = Self.find(own, in: items, from: cursor) else { continue }
            sections.append(Section(owner: .view(view.id), range: start..<(start + own.count)))
            cursor = start + own.count
        }
        let chrome = display.chrome().items
        // The chrome ends the list, before the screen's clip closes.
        if !chrome.isEmpty, let start = Self.find(chrome, in: items, from: cursor) {
            sections.append(Section(owner: .chrome, range: start..<(start + chrome.count)))
        }
        self.items = items
        self.sections = sections
    }

    /// The first place from `start` where `items` holds `pattern` (an empty pattern: `start`).
    static func find(_ pattern: [DisplayItem], in items: [DisplayItem], from start: Int) -> Int? {
        guard !pattern.isEmpty else { return start }
        var i = start
        while i + pattern.count <= items.count {
            if items[i] == pattern[0] && items[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
            i += 1
        }
        return nil
    }
}
