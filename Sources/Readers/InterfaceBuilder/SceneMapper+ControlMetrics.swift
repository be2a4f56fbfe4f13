import SceneModel

/// Controls whose size changed between UIKit SDKs. Interface Builder lays a document out with the
/// SDK of the Xcode that saved it, so the document's build number (`toolsVersion`) decides which
/// metrics its stored frames follow (docs/uikit-rules.md, Control metrics by SDK). The engine's
/// kinds keep today's metrics; these replace them for older documents.
extension SceneMapper {
    /// The picker view has no kind of its own: a plain view with UIPickerView's size.
    static let pickerViewSize = Size(width: 320, height: 216)

    func applyControlMetrics(_ view: IBView, to spec: inout ViewSpec) {
        // An intrinsic-size placeholder set in the document wins over every metric.
        let hasPlaceholder = spec.intrinsicSize != nil
        switch view.elementName {
        case "textField":
            switch view.content.borderStyle?.value {
            case "roundedRect" where buildNumber < Self.iOS13Build:
                // Xcode 7–10 (iOS 9–12) kept a rounded-rect field 30 high whatever its font
                // (system 14 and 17 alike), where iOS 13 and later make it 34.
                spec.contentInsets = roundedFieldInsets(spec)
            case nil, "none":
                // A borderless field is as large as its text, as a label is: no padding; iOS 26's
                // is 1.5 points taller than its text's line (body: 22).
                spec.contentInsets =
                    buildNumber >= Self.liquidGlassBuild ? Insets(top: 0.75, left: 0, bottom: 0.75, right: 0) : .zero
            default: break
            }
        case "slider" where buildNumber < Self.liquidGlassBuild:
            // The thumb overhangs the track: the frame reaches 2 points past each end of the
            // alignment rectangle that constraints place, and 1 point below it.
            spec.alignmentInsets = Insets(top: 0, left: 2, bottom: 1, right: 2)
        case "segmentedControl" where buildNumber < Self.iOS13Build && !hasPlaceholder:
            // iOS 7–12: system 13 regular titles, 7 points each side of the widest, 1-point
            // dividers; 29 high (a 16-point line and 6.5 above and below), of which the alignment
            // rectangle leaves out the bottom point.
            if spec.font == nil { spec.font = .system(13) }
            spec.contentInsets = Insets(top: 6.5, left: 7, bottom: 6.5, right: 7)
            spec.alignmentInsets = Insets(top: 0, left: 0, bottom: 1, right: 0)
        case "switch" where buildNumber >= Self.liquidGlassBuild && !hasPlaceholder:
            spec.intrinsicSize = Size(width: 63, height: 28)
        case "progressView" where buildNumber < Self.iOS14Build && !hasPlaceholder:
            spec.intrinsicSize = Size(width: -1, height: view.content.progressViewStyle?.value == "bar" ? 2.5 : 2)
        case "searchBar" where buildNumber < Self.iOS11Build && !hasPlaceholder:
            // UISearchBar was 44 high until iOS 11 made it 56.
            spec.intrinsicSize = Size(width: -1, height: 44)
        case "pickerView" where !hasPlaceholder:
            spec.intrinsicSize = Self.pickerViewSize
        default: break
        }
    }

    /// Insets that make a rounded-rect field of Xcode 7–10 30 points high around its text's line
    /// (the line rounded up to the device's pixels, as the field's kind measures it); a line taller
    /// than that (a font over 25 points, not seen in a document) is not cut.
    func roundedFieldInsets(_ spec: ViewSpec) -> Insets {
        let line = ceilToPixels(SystemFontMetrics.lineHeight * (spec.font?.size ?? 14), scale: device.scale)
        let vertical = max(0, (Self.roundedFieldHeight - line) / 2)
        return Insets(top: vertical, left: 7, bottom: vertical, right: 7)
    }

    /// A rounded-rect text field's height before iOS 13.
    static let roundedFieldHeight = 30.0

    /// The first build of Xcode 9 (the iOS 11 SDK).
    static let iOS11Build = 13000
    /// The first build whose cells' content views have iOS 11's margins (11 above and below,
    /// 16 or 20 on the sides): Xcode 9.0's release; a build 13189 file (Xcode 9's prerelease)
    /// still stores UIView's 8 all round, and every later file the new margins.
    static let iOS11CellMarginsBuild = 13196
    /// The first build of Xcode 11 (the iOS 13 SDK).
    static let iOS13Build = 15000
    /// The builds that draw home-button phones without a status bar: Xcode 11's betas (builds
    /// 14700 to 14999, after Xcode 10.3's 14490) to Xcode 14; Xcode 15 brought it back.
    static let homeButtonPhonesWithoutStatusBar = 14700..<22000
    /// The first build of Xcode 12 (the iOS 14 SDK).
    static let iOS14Build = 17000
    /// The first build whose SDK draws controls in the Liquid Glass design (63 × 28 switches).
    static let liquidGlassBuild = 24000
}
