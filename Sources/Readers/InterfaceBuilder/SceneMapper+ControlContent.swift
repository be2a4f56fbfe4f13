import IBXML
import SceneModel

/// What search bars and page controls show, from the attributes Interface Builder stores for
/// them: drawing only, never a size (their sizes are `barSizes`' and the control metrics').
extension SceneMapper {
    func applyControlContent(_ view: IBView, to spec: inout ViewSpec) {
        let content = view.content
        func color(_ key: String) -> Color? {
            content.colors.first { $0.key?.value == key }.flatMap(self.color)
        }
        switch view.elementName {
        case "searchBar":
            spec.prompt = content.prompt?.value
            // `default` draws as `prominent` (UISearchBar.Style.default: "currently prominent").
            spec.style = content.searchBarStyle?.value == "minimal" ? .minimal : nil
            if content.showsScopeBar?.value == true { spec.scopes = content.scopeButtonTitles.map(\.value) }
            // The bar's own colour; a search bar's `tintColor` colours only its cursor and buttons.
            spec.tint = color("barTintColor")
        case "pageControl":
            spec.pages = content.numberOfPages?.value ?? 3
            spec.currentPage = content.currentPage?.value ?? 0
            spec.tint = color("currentPageIndicatorTintColor")
            spec.pageTint = color("pageIndicatorTintColor")
        case "datePicker":
            let mode = content.datePickerMode.flatMap { DatePickerMode(rawValue: $0.value) } ?? .dateAndTime
            spec.datePickerMode = mode
            spec.style = datePickerStyle(content.style?.value, mode: mode)
            spec.date = content.date.flatMap { PickerDate(secondsSinceReferenceDate: $0.value) }
        default: break
        }
    }

    /// A date picker's style as the app shows it (nil: wheels). `automatic`, which Interface
    /// Builder saves by writing no `style`, is compact from the iOS 14 SDK on (Xcode 12, build
    /// 17000: `preferredDatePickerStyle` came with it, and apps built with an older SDK keep the
    /// wheels); a countdown timer has wheels only.
    func datePickerStyle(_ style: String?, mode: DatePickerMode) -> ControlStyle? {
        guard mode != .countDownTimer else { return nil }
        switch style {
        case "compact": return .compact
        case "inline": return .inline
        case "wheels": return nil
        default: return buildNumber >= Self.iOS14Build ? .compact : nil
        }
    }
}
