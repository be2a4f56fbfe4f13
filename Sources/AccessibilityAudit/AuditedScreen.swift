import LayoutEngine
import SceneModel

/// One solved layout seen in one appearance: the views that show, their opacity, and the colour of
/// the screen under them. Every rule reads the layout through this.
struct AuditedScreen {
    let layout: SolvedLayout
    let root: ViewSpec
    let appearance: Appearance
    /// The pixels behind a text where the scene's colours do not say (nil: not known).
    var backdrop: TextBackdrop? = nil
    /// The views drawn: neither they nor an ancestor hidden or fully transparent, in painting
    /// order (a view after everything under it).
    let visibleViews: [SolvedLayout.View]

    init(layout: SolvedLayout, root: ViewSpec, appearance: Appearance, backdrop: TextBackdrop? = nil) {
        self.layout = layout; self.root = root; self.appearance = appearance; self.backdrop = backdrop
        visibleViews = Self.visibleViews(of: layout)
    }

    /// The layout's views that are drawn: neither they nor an ancestor hidden or fully
    /// transparent, in painting order.
    static func visibleViews(of layout: SolvedLayout) -> [SolvedLayout.View] {
        layout.views.filter { view in
            ([view] + layout.ancestors(of: view)).allSatisfy { !$0.spec.hidden && $0.spec.alpha > 0 }
        }
    }

    var isDark: Bool { appearance == .dark }

    /// The root view's background, else UIKit's systemBackground (white, black in dark).
    var screenBackground: Color {
        let background = root.background.map { $0.resolved(dark: isDark) }
        let system = isDark ? Color.black : Color.white
        guard let background else { return system }
        return ContrastRatio.composite(background, over: system)
    }

    /// The view's alpha times its ancestors': how opaque what it draws is on the screen.
    func opacity(of view: SolvedLayout.View) -> Double {
        ([view] + layout.ancestors(of: view)).reduce(1) { $0 * $1.spec.alpha }
    }

    /// The text the view shows and its colour, when it shows text (`TextRun`).
    func textRun(of view: SolvedLayout.View) -> TextRun? {
        TextRun(view.spec, category: layout.configuration.sizeCategory, dark: isDark)
    }

    func finding(
        _ rule: AccessibilityFinding.Rule, _ view: SolvedLayout.View, measured: Double, threshold: Double,
        message: String
    ) -> AccessibilityFinding {
        AccessibilityFinding(
            rule: rule, view: view.spec.name, location: view.spec.location,
            sizeCategory: layout.configuration.sizeCategory, width: layout.rootFrame.width, theme: appearance,
            measured: measured, threshold: threshold, message: message)
    }
}
