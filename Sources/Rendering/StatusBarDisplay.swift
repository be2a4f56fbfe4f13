import LayoutEngine
import SceneModel

/// The status bar as iOS 17 draws it, over whatever bar background lies under it: the time,
/// the signal, Wi-Fi and battery in the theme's text colour, and the notch or Dynamic Island.
/// On Face ID phones the time sits in the left ear and the symbols in the right one; on
/// home-button phones the time is centred, signal and Wi-Fi on the left, the battery on the right.
struct StatusBarDisplay {
    let geometry: BarGeometry
    let palette: Palette
    let configuration: Configuration
    /// The width of a single line of text.
    let textWidth: (String, FontSpec) -> Double
    /// Whether the time and the symbols are drawn; the notch or island, the phone's own, always is.
    var showsItems = true

    /// The time's font: 17-point semibold beside a cutout, 12-point on the 20-point bars.
    var timeFont: FontSpec { configuration.device.cutout == .none ? .system(12, .semibold) : .system(17, .semibold) }

    func list() -> DisplayList {
        var list = DisplayList()
        if showsItems, let bar = geometry.statusBar { appendItems(in: bar, to: &list) }
        if let cutout = geometry.cutout { appendCutout(cutout, to: &list) }
        return list
    }

    /// The time and the symbols, centred on the bar's middle (on the island's beside one; two
    /// points below the middle beside a notch, as the ears are deeper than the notch is tall).
    func appendItems(in bar: Rect, to list: inout DisplayList) {
        let color = palette.text
        let font = timeFont
        let lineHeight = SystemFontMetrics.lineHeight * font.size
        switch configuration.device.cutout {
        case .none:
            let midY = bar.midY
            let time = "9:41"
            let isPad = configuration.device.idiom == .pad
            let timeWidth = textWidth(time, font)
            let timeX = isPad ? 20 : bar.midX - timeWidth / 2
            list.append(.text(DisplayText(string: time, font: font, x: timeX, top: midY - lineHeight / 2)), color)
            // Battery at the right edge, its charge in per cent before it.
            let battery = Rect(x: bar.maxX - 6 - 2.3 - 22, y: midY - 5, width: 22, height: 10)
            list.batteryGlyph(battery, color)
            let percent = "100%"
            let percentWidth = textWidth(percent, font)
            list.append(
                .text(
                    DisplayText(
                        string: percent, font: font, x: battery.x - 4 - percentWidth, top: midY - lineHeight / 2)),
                color)
            if isPad {
                let wifiWidth = 10 * 1.42
                list.wifiGlyph(x: battery.x - 4 - percentWidth - 6 - wifiWidth, bottom: midY + 4.5, size: 10, color)
            } else {
                let signal = list.signalGlyph(x: 6, bottom: midY + 4.5, size: 9.5, color)
                list.wifiGlyph(x: 6 + signal + 5, bottom: midY + 4.5, size: 9.5, color)
            }
        case .notch, .dynamicIsland:
            let midY =
                geometry.cutout.map { configuration.device.cutout == .dynamicIsland ? $0.midY : bar.midY + 2 }
                ?? bar.midY
            let (leftCentre, rightCentre) = earCentres(bar)
            let time = "9:41"
            let timeWidth = textWidth(time, font)
            list.append(
                .text(DisplayText(string: time, font: font, x: leftCentre - timeWidth / 2, top: midY - lineHeight / 2)),
                color)
            // Signal 17 × 11, Wi-Fi 15.6 × 11, battery 25 × 12 and its nub, 5 points apart.
            let size = 11.0
            let clusterWidth = 17.0 + 5 + size * 1.42 + 5 + 25 + 2.3
            var x = rightCentre - clusterWidth / 2
            x += list.signalGlyph(x: x, bottom: midY + size / 2, size: size, color) + 5
            x += list.wifiGlyph(x: x, bottom: midY + size / 2, size: size, color) + 5
            list.batteryGlyph(Rect(x: x, y: midY - 6, width: 25, height: 12), color)
        }
    }

    /// Where the time and the symbols are centred: in the middle of each ear beside a notch (41.5
    /// and 333.5 on an iPhone X), 15 % of the width in from each side beside an island, whose ears
    /// are wider (59 and 334 on a 393-point phone).
    func earCentres(_ bar: Rect) -> (Double, Double) {
        var left = (bar.width * 0.15).rounded()
        if configuration.device.cutout == .notch, let notch = geometry.cutout, configuration.orientation == .portrait {
            left = min(left, notch.minX / 2)
        }
        return (left, bar.width - left)
    }

    /// The notch (concave corners where it meets the screen's edge, round corners below) or the
    /// island, in black; on a dark screen a faint outline keeps it visible against the black.
    func appendCutout(_ r: Rect, to list: inout DisplayList) {
        let shape: DisplayShape
        if configuration.device.cutout == .dynamicIsland {
            shape = .rect(r, radius: min(r.width, r.height) / 2)
        } else {
            // Drawn for the portrait notch, turned a quarter onto the left edge in landscape.
            let portrait = configuration.orientation == .portrait
            let (w, h) = portrait ? (r.width, r.height) : (r.height, r.width)
            let x0 = portrait ? r.x : 0, y0 = 0.0, ear = 6.0, radius = 20.0
            shape = .path(
                DisplayPath(
                    elements: [
                        .move(Point(x0 - ear, y0)),
                        DisplayPath.arc(Point(x0 - ear, y0 + ear), ear, from: -.pi / 2, to: 0),
                        DisplayPath.arcNegative(Point(x0 + radius, y0 + h - radius), radius, from: .pi, to: .pi / 2),
                        DisplayPath.arcNegative(Point(x0 + w - radius, y0 + h - radius), radius, from: .pi / 2, to: 0),
                        DisplayPath.arc(Point(x0 + w + ear, y0 + ear), ear, from: .pi, to: 3 * .pi / 2), .close,
                    ],
                    frame: portrait ? nil : DisplayPath.Frame(origin: Point(0, r.maxY), angle: -.pi / 2)))
        }
        list.append(.fill(shape), .black)
        if let outline = palette.cutoutOutline { list.append(.stroke(shape, width: 1, dash: nil), outline) }
    }
}
