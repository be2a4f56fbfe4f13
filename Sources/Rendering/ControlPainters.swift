import Foundation
import LayoutEngine
import SceneModel

/// Controls as iOS draws them, at their frames: switch, slider, stepper, segmented control,
/// progress view and activity indicator; the date picker, search bar, picker view and page
/// control have their files (DatePickerPainter, SearchBarPainter, PickerViewPainter, PageControlPainter).
extension ViewPainters {
    static let controlPainters: [ViewType: Paint] = [
        .switch: drawSwitch, .slider: drawSlider, .stepper: drawStepper, .segmentedControl: drawSegmentedControl,
        .progressView: drawProgressView, .activityIndicator: drawActivityIndicator, .datePicker: drawDatePicker,
        .searchBar: drawSearchBar, .pickerView: drawPickerView, .pageControl: drawPageControl,
    ]

    /// On, the knob at the trailing end of a green track; off, at the leading end of a light one
    /// (right to left, UISwitch is mirrored: on is at the left). The track is the switch's size:
    /// 51 × 31, or the size the document's SDK gives it (iOS 26: 63 × 28), the knob 2 points
    /// inside it.
    static func drawSwitch(_ d: ViewDrawing, _ list: inout DisplayList) {
        let r = d.frame
        var size = Size(width: 51, height: 31)
        if let own = d.spec.intrinsicSize, own.width > 0, own.height > 0 { size = own }
        let radius = size.height / 2
        let track = Rect(x: r.x, y: r.midY - radius, width: size.width, height: size.height)
        let atRight = d.spec.isOn != d.rightToLeft
        let knobX = atRight ? track.maxX - radius : track.minX + radius
        if d.spec.isOn {
            list.fill(track, d.spec.tint ?? d.palette.systemGreen, radius: radius)
            list.circle(knobX, track.midY, radius - 2, .white)
        } else {
            list.fill(track, d.palette.fill, radius: radius)
            list.circle(knobX, track.midY, radius - 1.5, Color(hex: 0xD0D0D0))
            list.circle(knobX, track.midY, radius - 2, .white)
        }
    }

    /// The minimum track, in the tint, runs from the leading end to the thumb: from the right,
    /// right to left, where sliders are mirrored (the Human Interface Guidelines, Right to left:
    /// "flip controls like sliders and progress indicators").
    static func drawSlider(_ d: ViewDrawing, _ list: inout DisplayList) {
        let r = d.frame
        // The thumb's centre travels between the track's ends inset by its radius.
        let travel = (r.width - 28) * d.spec.value
        let y = r.midY, thumbX = d.rightToLeft ? r.maxX - 14 - travel : r.x + 14 + travel
        let leadingEnd = d.rightToLeft ? r.maxX - 2 : r.x + 2, trailingEnd = d.rightToLeft ? r.x + 2 : r.maxX - 2
        list.line(leadingEnd, y, thumbX, y, d.tint, width: 4)
        list.line(thumbX, y, trailingEnd, y, d.palette.fill, width: 4)
        list.circle(thumbX, y, 14, Color(hex: 0xD0D0D0))
        list.circle(thumbX, y, 13.5, .white)
    }

    static func drawStepper(_ d: ViewDrawing, _ list: inout DisplayList) {
        let r = d.frame, palette = d.palette
        list.fill(r, palette.fill.withAlpha(0.12), radius: 8)
        list.line(r.midX, r.y + 8, r.midX, r.maxY - 8, palette.separator)
        list.line(r.x + r.width / 4 - 6, r.midY, r.x + r.width / 4 + 6, r.midY, palette.text, width: 1.5)
        list.line(r.x + 3 * r.width / 4 - 6, r.midY, r.x + 3 * r.width / 4 + 6, r.midY, palette.text, width: 1.5)
        list.line(r.x + 3 * r.width / 4, r.midY - 6, r.x + 3 * r.width / 4, r.midY + 6, palette.text, width: 1.5)
    }

    /// The selected segment (`selectedSegment`, none for -1) a raised rounded band; between two
    /// unselected segments a divider, half the control's height (UIKit hides the dividers beside
    /// the selected segment).
    /// Right to left, the segments run from the right: the first is the rightmost.
    static func drawSegmentedControl(_ d: ViewDrawing, _ list: inout DisplayList) {
        appendSegments(
            d, in: d.frame, titles: d.spec.segments, selected: d.spec.selectedSegment, font: d.font, to: &list)
    }

    /// Segments with `titles` in `r`, `selected` raised (a segmented control, a search bar's
    /// scope bar), their titles in `font`.
    static func appendSegments(
        _ d: ViewDrawing, in r: Rect, titles: [String], selected: Int, font: FontSpec, to list: inout DisplayList
    ) {
        let palette = d.palette
        list.fill(r, palette.fill.withAlpha(0.12), radius: 8)
        let count = max(titles.count, 1)
        let w = r.width / Double(count)
        // Where segment `index` is, counted from the left.
        func x(_ index: Int) -> Double { r.x + Double(d.rightToLeft ? count - 1 - index : index) * w }
        // The boundaries between two unselected segments (the boundary before segment `index`).
        for index in 1..<max(count, 1) where index != selected && index - 1 != selected {
            let boundary = d.rightToLeft ? x(index) + w : x(index)
            list.line(boundary, r.y + r.height / 4, boundary, r.maxY - r.height / 4, palette.separator)
        }
        if (0..<count).contains(selected) {
            list.fill(
                Rect(x: x(selected) + 2, y: r.y + 2, width: w - 4, height: r.height - 4), palette.selectedSegment,
                radius: 7)
        }
        for (index, title) in titles.enumerated() {
            let cell = Rect(x: x(index), y: r.y, width: w, height: r.height)
            let textTop = font.lineTop(centredAt: cell.midY)
            list.text(
                title, font: font, color: palette.text, x: cell.x, top: textTop, width: cell.width,
                alignment: .center)
        }
    }

    /// The progress fills the track from its leading end (the right, right to left).
    static func drawProgressView(_ d: ViewDrawing, _ list: inout DisplayList) {
        let r = d.frame, done = r.width * d.spec.progress
        list.fill(Rect(x: r.x, y: r.midY - 2, width: r.width, height: 4), d.palette.fill, radius: 2)
        list.fill(
            Rect(x: d.rightToLeft ? r.maxX - done : r.x, y: r.midY - 2, width: done, height: 4), d.tint, radius: 2)
    }

    static func drawActivityIndicator(_ d: ViewDrawing, _ list: inout DisplayList) {
        let r = d.frame
        let radius = min(r.width, r.height) / 2
        for i in 0..<8 {
            let angle = Double(i) * .pi / 4
            let alpha = 0.25 + 0.75 * Double(i) / 8
            list.line(
                r.midX + cos(angle) * radius * 0.45, r.midY + sin(angle) * radius * 0.45,
                r.midX + cos(angle) * radius * 0.95, r.midY + sin(angle) * radius * 0.95,
                d.palette.secondaryText.withAlpha(alpha), width: radius * 0.2)
        }
    }
}
