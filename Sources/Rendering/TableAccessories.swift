import LayoutEngine
import SceneModel

/// The rows' accessories (`ViewSpec.accessory`, UITableViewCell's `accessoryType`), in the
/// accessory area the layout leaves between the row's content view and its trailing edge,
/// on the trailing margin: a grey chevron (disclosure indicator), a checkmark in the tint, a
/// circled "i" in the tint (detail button), or both (detail disclosure button). Drawn as
/// SF Symbols' shapes, not from images.
struct TableAccessories {
    let layout: SolvedLayout
    let palette: Palette
    /// Whether a row is not drawn: hidden, under a hidden view or transparent (the screen's test).
    var isHidden: (SolvedLayout.View) -> Bool = { $0.spec.hidden }

    /// The chevron's size (UIKit's `chevron.forward` accessory: 8 × 13 points, a 2-point stroke).
    static let chevron = Size(width: 8, height: 13)
    /// The detail button's circle.
    static let infoDiameter = 22.0
    /// Between the detail button and the chevron of a detail disclosure button.
    static let detailGap = 12.0
    /// The accessory's distance from the row's trailing edge when the content margins are
    /// smaller: UITableViewCell's 15 before iOS 11's margins.
    static let minimumTrailingMargin = 15.0

    func list() -> DisplayList {
        TableRows.eachShownRow(in: layout, isHidden: isHidden) { row, list in
            if let accessory = row.spec.accessory { append(accessory, of: row, to: &list) }
        }
    }

    /// The glyphs, their trailing edge on the row's trailing content margin.
    func append(_ accessory: CellAccessory, of row: SolvedLayout.View, to list: inout DisplayList) {
        let frame = row.rootFrame
        let margin = max(Self.minimumTrailingMargin, TableRows.marginsView(of: row, in: layout).layoutMargins.left)
        let rtl = layout.configuration.direction == .rtl
        // Positions measured from the trailing edge, mirrored in right-to-left layouts.
        func x(_ fromTrailing: Double) -> Double { rtl ? frame.minX + fromTrailing : frame.maxX - fromTrailing }
        let midY = frame.midY
        let tint = row.spec.tint?.resolved(dark: palette.isDark) ?? palette.tint
        switch accessory {
        case .disclosureIndicator:
            appendChevron(tipX: x(margin), midY: midY, rtl: rtl, to: &list)
        case .checkmark:
            let w = 14.0, h = 12.0, right = margin
            list.polyline(
                [Point(x(right + w), midY), Point(x(right + w * 0.62), midY + h / 2), Point(x(right), midY - h / 2)],
                tint, width: 2)
        case .detailButton:
            appendInfo(centerX: x(margin + Self.infoDiameter / 2), midY: midY, tint, to: &list)
        case .detailDisclosureButton:
            appendChevron(tipX: x(margin), midY: midY, rtl: rtl, to: &list)
            appendInfo(
                centerX: x(margin + Self.chevron.width + Self.detailGap + Self.infoDiameter / 2), midY: midY, tint,
                to: &list)
        }
    }

    /// A chevron pointing to the trailing edge, its tip at `tipX`, in tertiaryLabel grey.
    private func appendChevron(tipX: Double, midY: Double, rtl: Bool, to list: inout DisplayList) {
        let arms = rtl ? tipX + Self.chevron.width : tipX - Self.chevron.width
        let half = Self.chevron.height / 2
        list.polyline(
            [Point(arms, midY - half), Point(tipX, midY), Point(arms, midY + half)],
            Color.named["tertiarylabel"]!.resolved(dark: palette.isDark), width: 2)
    }

    /// UIKit's `info.circle`: a stroked circle with a dot over a stem.
    private func appendInfo(centerX: Double, midY: Double, _ tint: Color, to list: inout DisplayList) {
        let radius = Self.infoDiameter / 2
        list.append(.stroke(.circle(center: Point(centerX, midY), radius: radius - 0.75), width: 1.5, dash: nil), tint)
        list.append(.fill(.circle(center: Point(centerX, midY - 5), radius: 1.4)), tint)
        list.polyline([Point(centerX, midY - 1.5), Point(centerX, midY + 5.5)], tint, width: 2)
    }
}
