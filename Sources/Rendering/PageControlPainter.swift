import LayoutEngine
import SceneModel

/// A page control as iOS 13 and earlier draw it: a row of 7-point dots 9 points apart, centred in
/// the frame, the current page's in `tint` and the others in `pageTint`; UIKit's defaults are
/// white and white at 30 %, whatever the appearance (invisible on white, as in Interface Builder). Right to left, the first page is the rightmost. iOS 14's
/// capsule with a larger current dot is not drawn.
extension ViewPainters {
    static let pageDotDiameter = 7.0
    static let pageDotGap = 9.0

    static func drawPageControl(_ d: ViewDrawing, _ list: inout DisplayList) {
        let r = d.frame, pages = d.spec.pages
        guard pages > 0 else { return }
        let pitch = pageDotDiameter + pageDotGap
        let first = r.midX - (Double(pages) * pitch - pageDotGap) / 2 + pageDotDiameter / 2
        let current = d.spec.tint ?? .white
        let other = d.spec.pageTint ?? Color.white.withAlpha(0.3)
        list.clip(r)
        for page in 0..<pages {
            let slot = d.rightToLeft ? pages - 1 - page : page
            list.circle(
                first + Double(slot) * pitch, r.midY, pageDotDiameter / 2, page == d.spec.currentPage ? current : other)
        }
        list.restore()
    }
}
