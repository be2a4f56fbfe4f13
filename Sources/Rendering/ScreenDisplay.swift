import LayoutEngine
import SceneModel

/// What the screen shows, as one display list built from the solved layout (rendering never
/// solves): the screen's background; each view's content (`ViewPainters`) inside what every
/// view's frame carries (the clips of its scroll views, its alpha, background, border and the
/// hatching of an assumed size); the table separators; and the system's chrome: the bars, the
/// status bar, the cutout and the home indicator.
struct ScreenDisplay {
    let layout: SolvedLayout
    let palette: Palette
    /// The scene's title, shown in a navigation bar.
    var title = ""
    /// A tab bar controller's items (nil: placeholders).
    var tabTitles: [String]? = nil
    /// Their icons (`StoryboardMap.Entry.tabIcons`; nil: placeholders).
    var tabIcons: [BarItem]? = nil
    /// Whether the navigation bar has a back button (not at the root of a navigation stack).
    var backButton = true
    /// Whether the status bar's time and symbols are drawn (`--no-status-bar`: not; the layout,
    /// its safe area included, stays that of a screen with a status bar).
    var showsStatusBar = true
    /// The width of a single line of text (the bars place their items by it).
    let textWidth: (String, FontSpec) -> Double

    /// `palette` takes the root's tint (a storyboard's global tint): the bars' items and every
    /// view that sets no tint of its own (nor inherits one from a nearer ancestor) show it.
    init(
        layout: SolvedLayout, palette: Palette, title: String = "", tabTitles: [String]? = nil,
        tabIcons: [BarItem]? = nil, backButton: Bool = true, showsStatusBar: Bool = true,
        textWidth: @escaping (String, FontSpec) -> Double
    ) {
        self.layout = layout
        var palette = palette
        if let tint = layout.rootTint { palette.tint = tint.resolved(dark: palette.isDark) }
        self.palette = palette
        self.title = title
        self.tabTitles = tabTitles
        self.tabIcons = tabIcons
        self.backButton = backButton
        self.showsStatusBar = showsStatusBar
        self.textWidth = textWidth
    }

    /// The color of the hatching over a view whose size the source does not give (assumed).
    static let assumedSizeHatch = Color(red: 0.45, green: 0.45, blue: 0.5, alpha: 0.35)

    func background() -> DisplayList {
        var list = DisplayList()
        list.append(.fill(.rect(layout.rootFrame, radius: 0)), palette.background)
        // The root view's own color over the screen's, in the palette's appearance.
        if let root = layout.rootBackground?.resolved(dark: palette.isDark) {
            list.append(.fill(.rect(layout.rootFrame, radius: 0)), root)
        }
        // A root table's grouped background, section groups and titles, under its rows.
        if layout.rootType == .table {
            let rows = TableRows(layout: layout, table: nil)
            list.items += TableDisplay(rows: rows, layout: layout, palette: palette).list().items
        }
        return list
    }

    /// Everything the screen shows, clipped to its bounds, in root coordinates.
    func list() -> DisplayList {
        var list = DisplayList()
        list.clip(layout.rootFrame)
        list.items += screen().items
        list.items += chrome().items
        list.restore()
        return list
    }

    /// The screen under the chrome: the background, the views, the table separators.
    func screen() -> DisplayList {
        var list = background()
        let groups = InsetGroups(layout)
        for view in layout.views where !isHidden(view) {
            let view = inAppearance(view)
            list.items += framed(view, content: content(view).items, groups: groups)
        }
        list.items += TableSeparators(layout: layout, color: palette.separator, isHidden: isHidden).list().items
        list.items += TableAccessories(layout: layout, palette: palette, isHidden: isHidden).list().items
        list.items += CellListContent(layout: layout, palette: palette, isHidden: isHidden).list().items
        return list
    }

    /// What is drawn under the text of the view `target`: the screen's background and the views
    /// up to the target, the target's own background and content included, without any text
    /// (the contrast audit's backdrop, `RenderedTextBackdrop`).
    func backdrop(under target: ViewID) -> DisplayList {
        var list = background()
        let groups = InsetGroups(layout)
        for view in layout.views where !isHidden(view) {
            let view = inAppearance(view)
            list.items += framed(
                view, content: content(view).items.filter { if case .text = $0.paint { false } else { true } },
                groups: groups)
            if view.id == target { break }
        }
        return list
    }

    /// What the view's kind draws, with the view's ink: a view with no ink in the clip (off the
    /// screen, scrolled away) costs nothing, so that on a fixed canvas drawing time stays with
    /// the views that show.
    func content(_ view: SolvedLayout.View) -> DisplayList {
        var list = DisplayList()
        ViewPainters.append(
            ViewDrawing(
                palette: palette, view: view, inheritedTint: inheritedTint(of: view),
                font: IntrinsicContentCalculator.font(of: view.spec, category: layout.configuration.sizeCategory),
                rightToLeft: layout.configuration.direction == .rtl, textWidth: textWidth), to: &list)
        // A table's backgrounds and titles need its rows, which only the layout has.
        if view.spec.type == .table {
            let rows = TableRows(layout: layout, table: view)
            list.items += TableDisplay(rows: rows, layout: layout, palette: palette).list().items
        }
        // A bar placed as a view: its background, and a navigation bar's title and items. Its
        // items take the bar's tint, else the view's own or inherited one (UIView's tintColor).
        let rightToLeft = layout.configuration.direction == .rtl
        var itemPalette = palette
        if let tint = view.spec.tint?.resolved(dark: palette.isDark) ?? inheritedTint(of: view) {
            itemPalette.tint = tint
        }
        if let bar = view.spec.bar {
            let configuration = layout.configuration, frame = view.rootFrame, safe = layout.safeArea
            // How far the bar reaches into the unsafe sides (a notch in landscape).
            let unsafeLeft = max(0, safe.left - frame.minX)
            let unsafeRight = max(0, frame.maxX - (layout.rootFrame.maxX - safe.right))
            let display = StandaloneBarDisplay(
                bar: bar, frame: frame, screenPalette: itemPalette, hairline: 1 / configuration.device.scale,
                margin: configuration.device.rootSideMargin(configuration.orientation),
                unsafeLeading: rightToLeft ? unsafeRight : unsafeLeft,
                unsafeTrailing: rightToLeft ? unsafeLeft : unsafeRight, rightToLeft: rightToLeft,
                isPhone: configuration.device.idiom == .phone, textWidth: textWidth)
            display.append(to: &list)
            itemPalette = display.palette
        }
        // A toolbar's items along its top 44 points (32 when it is lower), between 16-point margins.
        if let items = view.spec.barItems {
            let frame = view.rootFrame
            let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, 44))
            let itemDisplay = BarItemDisplay(palette: itemPalette, row: row, textWidth: textWidth)
            let frames = itemDisplay.toolbarFrames(items, minX: frame.minX + 16, maxX: frame.maxX - 16)
            for (item, itemFrame) in zip(items, frames) {
                itemDisplay.draw(item, in: rightToLeft ? itemFrame.mirrored(in: frame) : itemFrame, to: &list)
            }
        }
        let ink = ink(of: view)
        for i in list.items.indices where !list.items[i].paint.isScope { list.items[i].ink = ink }
        return list
    }

    /// The view with its colors in the palette's appearance: a dynamic system color takes its
    /// dark value on a dark screen; a color the scene gives as a value stays.
    func inAppearance(_ view: SolvedLayout.View) -> SolvedLayout.View {
        guard palette.isDark else { return view }
        var view = view
        view.spec.background = view.spec.background?.resolved(dark: true)
        view.spec.textColor = view.spec.textColor?.resolved(dark: true)
        view.spec.tint = view.spec.tint?.resolved(dark: true)
        view.spec.pageTint = view.spec.pageTint?.resolved(dark: true)
        view.spec.borderColor = view.spec.borderColor?.resolved(dark: true)
        return view
    }

    /// The tint of the nearest ancestor that sets one (UIView's `tintColor` is its superview's
    /// unless it sets its own), in the palette's appearance; nil: the root's, the palette's.
    func inheritedTint(of view: SolvedLayout.View) -> Color? {
        var ancestor = layout.parent(of: view)
        while let current = ancestor {
            if let tint = current.spec.tint { return tint.resolved(dark: palette.isDark) }
            ancestor = layout.parent(of: current)
        }
        return nil
    }

    /// A view is hidden when it or an ancestor is.
    func isHidden(_ view: SolvedLayout.View) -> Bool {
        var current: SolvedLayout.View? = view
        while let v = current {
            if v.spec.hidden || v.spec.alpha <= 0 { return true }
            current = layout.parent(of: v)
        }
        return false
    }

    /// The view's `content` inside what its frame carries (`opening`, `closing`), the inset
    /// group it is clipped to (from `groups`, the layout's) found once for both.
    func framed(_ view: SolvedLayout.View, content: [DisplayItem], groups: InsetGroups) -> [DisplayItem] {
        let group = groups.group(around: view)
        return opening(view, insetGroup: group).items + content + closing(view, insetGroup: group).items
    }

    /// Before the view's content: the clips of its scroll ancestors (a scroll view shows its
    /// content through its frame) and of its inset table group, its translucent group, its background.
    func opening(_ view: SolvedLayout.View, insetGroup: Rect?) -> DisplayList {
        var list = DisplayList()
        var ancestor = layout.parent(of: view)
        while let a = ancestor {
            if a.spec.type == .scroll { list.append(.clip(.rect(a.rootFrame, radius: 0))) }
            ancestor = layout.parent(of: a)
        }
        if let insetGroup {
            list.append(.clip(.rect(insetGroup, radius: TableDisplay.groupCornerRadius)))
        }
        let spec = view.spec
        if spec.alpha < 1 { list.append(.beginGroup) }
        if let background = spec.background {
            list.append(.fill(.rect(view.rootFrame, radius: spec.cornerRadius)), background, ink: ink(of: view))
        }
        return list
    }

    /// After the view's content: its border, drawn inside the frame over the content as CALayer
    /// draws it; the hatching of an assumed size; the ends of the group and of the clips.
    func closing(_ view: SolvedLayout.View, insetGroup: Rect?) -> DisplayList {
        var list = DisplayList()
        let spec = view.spec, frame = view.rootFrame
        if spec.borderWidth > 0, let color = spec.borderColor {
            list.append(
                .stroke(
                    .rect(frame.inset(by: Insets(all: spec.borderWidth / 2)), radius: spec.cornerRadius),
                    width: spec.borderWidth, dash: nil), color, ink: ink(of: view))
        }
        if !spec.assumedAxes.isEmpty {
            list.append(.hatch(frame, spacing: 8, width: 0.75), Self.assumedSizeHatch, ink: ink(of: view))
        }
        if spec.alpha < 1 { list.append(.endGroup(alpha: spec.alpha)) }
        if insetGroup != nil { list.append(.restore) }
        var ancestor = layout.parent(of: view)
        while let a = ancestor {
            if a.spec.type == .scroll { list.append(.restore) }
            ancestor = layout.parent(of: a)
        }
        return list
    }

    /// Where a view's drawing stays.
    func ink(of view: SolvedLayout.View) -> Rect { InkCulling.viewInk(view.rootFrame) }

    /// The bars the scene asks for, the status bar, the notch or Dynamic Island and the home
    /// indicator, in the order iOS stacks them: bar backgrounds first, so that the status bar's
    /// items and the cutout are drawn over them and stay legible.
    func chrome() -> DisplayList {
        let geometry = BarGeometry(layout: layout)
        let sceneBars = layout.configuration.bars
        let navigationPalette = palette.navigationBar(sceneBars.navigationBarAppearance)
        let bottomPalette = palette.bottomBar(
            geometry.bottomBarKind == .toolbar ? sceneBars.toolbarAppearance : sceneBars.tabBarAppearance)
        // The status bar's items are drawn over the navigation bar where there is one.
        let statusBar = StatusBarDisplay(
            geometry: geometry,
            palette: geometry.navigationBar == nil
                ? palette : palette.statusBar(over: sceneBars.navigationBarAppearance),
            configuration: layout.configuration, textWidth: textWidth, showsItems: showsStatusBar)
        // The scene's own navigation title, back button and tabs, where it says (a storyboard's).
        let bars = BarDisplay(
            geometry: geometry, palette: palette, navigationPalette: navigationPalette, bottomPalette: bottomPalette,
            layout: layout,
            title: sceneBars.navigationTitle ?? title,
            tabTitles: tabTitles ?? sceneBars.tabTitles, tabIcons: tabIcons ?? sceneBars.tabIcons,
            backButton: backButton && sceneBars.backButton,
            textWidth: textWidth)
        var list =
            barBackgrounds(geometry, navigationPalette: navigationPalette, bottomPalette: bottomPalette)
            + statusBar.list() + bars.items()
            + homeIndicator(geometry, over: geometry.bottomBar == nil ? palette : bottomPalette)
        // The clock and the bars' titles are not the scene's text: badges may sit on them.
        for i in list.items.indices {
            if case .text(var text) = list.items[i].paint {
                text.recordsInk = false
                list.items[i].paint = .text(text)
            }
        }
        return list
    }

    /// The bars' backgrounds and the hairlines where they meet the content, under the status
    /// bar's items and the cutout.
    func barBackgrounds(_ geometry: BarGeometry, navigationPalette: Palette, bottomPalette: Palette) -> DisplayList {
        var list = DisplayList()
        for (rect, color) in [
            (geometry.topBackground, navigationPalette.chrome), (geometry.topHairline, navigationPalette.barHairline),
            (geometry.bottomBar, bottomPalette.chrome), (geometry.bottomHairline, bottomPalette.barHairline),
        ] {
            if let rect { list.append(.fill(.rect(rect, radius: 0)), color) }
        }
        return list
    }

    /// The home indicator, over everything, in the text colour of what it is over (white on a black bar).
    func homeIndicator(_ geometry: BarGeometry, over palette: Palette) -> DisplayList {
        var list = DisplayList()
        if let indicator = geometry.homeIndicator { list.append(.fill(.rect(indicator, radius: 2.5)), palette.text) }
        return list
    }
}
