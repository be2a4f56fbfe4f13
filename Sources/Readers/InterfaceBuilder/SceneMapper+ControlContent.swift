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
        default: break
        }
    }
}
