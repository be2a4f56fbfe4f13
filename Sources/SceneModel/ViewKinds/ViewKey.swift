/// Every key a view can have in a scene file, spelled as the file spells it, in the order
/// "did you mean" suggestions consider them. A key that no kind lists (`ViewKind.keys`) is common
/// to every view (`background`, `frame`, …); one that some kinds list belongs to those only.
/// The scene parser switches over this enum, so a new key cannot be left unparsed.
public enum ViewKey: String, CaseIterable, Sendable {
    case type, text, title, placeholder, segments, font, lines, alignment, background
    case textColor, tint, border, cornerRadius, contentInsets, image, alignmentInsets, contentMode
    case intrinsicSize, hugging, compressionResistance, margins, preservesSuperviewMargins, readableMargins
    case marginsFromSafeArea, frame, autoresizing, hidden, alpha
    case subviews, id, axis, distribution, spacing, customSpacing
    case layoutMarginsRelative, baselineRelative, arranged, content, style
    case isOn, value, progress, selectedSegment
    case prompt, scopes, pages, currentPage, pageTint, mode, date
    case accessibilityLabel, isAccessibilityElement, accessibilityElements
    case sections, separators, accessory, listContent, items, bar
}
