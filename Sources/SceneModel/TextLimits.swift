/// Bounds on what a scene's texts hold, where text layout is not linear in them.
public enum TextLimits {
    /// Tabs in all of a scene's texts. Pango finds each tab's stop by walking the stops from the
    /// start of the line, so a line of n tabs takes time growing with n²: 40,000 tabs took
    /// minutes, 1,000 take a few hundredths of a second. A screen's texts hold a few.
    public static let maximumTabs = 1_000

    /// The number of tabs in the texts a view shows (text, title, placeholder, segments).
    package static func tabs(in view: ViewSpec) -> Int {
        ([view.text, view.title, view.placeholder].compactMap { $0 } + view.segments).reduce(0) {
            $0 + $1.utf8.reduce(0) { $0 + ($1 == 0x09 ? 1 : 0) }
        }
    }
}
