import CCairo
import CPangoCairo
import LayoutEngine
import SceneModel

/// The status bar as iOS 17 draws it, over whatever bar background lies under it: the time,
/// the signal, Wi-Fi and battery in the theme's text colour, and the notch or Dynamic Island.
/// On Face ID phones the time sits in the left ear and the symbols in the right one; on
/// home-button phones the time is centred, signal and Wi-Fi on the left, the battery on the right.
struct StatusBarPainter {
    let painter: Painter
    let geometry: BarGeometry
    let palette: Palette
    let configuration: Configuration

    /// The time's font: 17-point semibold beside a cutout, 12-point on the 20-point bars.
    var timeFont: FontSpec { configuration.device.cutout == .none ? .system(12, .semibold) : .system(17, .semibold) }

    func draw() {
        if let bar = geometry.statusBar { drawItems(in: bar) }
        if let cutout = geometry.cutout { drawCutout(cutout) }
    }

    /// The time and the symbols, centred on the bar's middle (on the island's beside one; two
    /// points below the middle beside a notch, as the ears are deeper than the notch is tall).
    func drawItems(in bar: Rect) {
        let color = palette.text
        let font = timeFont
        let lineHeight = SystemFontMetrics.lineHeight * font.size
        switch configuration.device.cutout {
        case .none:
            let midY = bar.midY
            let time = "9:41"
            let isPad = configuration.device.idiom == .pad
            let timeWidth = painter.textWidth(time, font: font)
            let timeX = isPad ? 20 : bar.midX - timeWidth / 2
            painter.text(time, font: font, color: color, x: timeX, top: midY - lineHeight / 2, width: nil)
            // Battery at the right edge, its charge in per cent before it.
            let battery = Rect(x: bar.maxX - 6 - 2.3 - 22, y: midY - 5, width: 22, height: 10)
            painter.batteryGlyph(battery, color)
            let percent = "100%"
            let percentWidth = painter.textWidth(percent, font: font)
            painter.text(
                percent, font: font, color: color, x: battery.x - 4 - percentWidth, top: midY - lineHeight / 2,
                width: nil)
            if isPad {
                let wifiWidth = 10 * 1.42
                painter.wifiGlyph(x: battery.x - 4 - percentWidth - 6 - wifiWidth, bottom: midY + 4.5, size: 10, color)
            } else {
                let signal = painter.signalGlyph(x: 6, bottom: midY + 4.5, size: 9.5, color)
                painter.wifiGlyph(x: 6 + signal + 5, bottom: midY + 4.5, size: 9.5, color)
            }
        case .notch, .dynamicIsland:
            let midY =
                geometry.cutout.map { configuration.device.cutout == .dynamicIsland ? $0.midY : bar.midY + 2 }
                ?? bar.midY
            let (leftCentre, rightCentre) = earCentres(bar)
            let time = "9:41"
            let timeWidth = painter.textWidth(time, font: font)
            painter.text(
                time, font: font, color: color, x: leftCentre - timeWidth / 2, top: midY - lineHeight / 2, width: nil)
            // Signal 17 × 11, Wi-Fi 15.6 × 11, battery 25 × 12 and its nub, 5 points apart.
            let size = 11.0
            let clusterWidth = 17.0 + 5 + size * 1.42 + 5 + 25 + 2.3
            var x = rightCentre - clusterWidth / 2
            x += painter.signalGlyph(x: x, bottom: midY + size / 2, size: size, color) + 5
            x += painter.wifiGlyph(x: x, bottom: midY + size / 2, size: size, color) + 5
            painter.batteryGlyph(Rect(x: x, y: midY - 6, width: 25, height: 12), color)
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
    func drawCutout(_ r: Rect) {
        let cr = painter.cr
        cairo_new_path(cr)
        let portrait = configuration.orientation == .portrait
        if configuration.device.cutout == .dynamicIsland {
            painter.path(r, radius: min(r.width, r.height) / 2)
        } else {
            // Drawn for the portrait notch, rotated a quarter turn onto the left edge in landscape.
            cairo_save(cr)
            if !portrait {
                cairo_translate(cr, 0, r.maxY)
                cairo_rotate(cr, -.pi / 2)
            }
            let (w, h) = portrait ? (r.width, r.height) : (r.height, r.width)
            let x0 = portrait ? r.x : 0, y0 = 0.0, ear = 6.0, radius = 20.0
            cairo_move_to(cr, x0 - ear, y0)
            cairo_arc(cr, x0 - ear, y0 + ear, ear, -.pi / 2, 0)
            cairo_arc_negative(cr, x0 + radius, y0 + h - radius, radius, .pi, .pi / 2)
            cairo_arc_negative(cr, x0 + w - radius, y0 + h - radius, radius, .pi / 2, 0)
            cairo_arc(cr, x0 + w + ear, y0 + ear, ear, .pi, 3 * .pi / 2)
            cairo_close_path(cr)
            cairo_restore(cr)
        }
        painter.set(.black)
        if let outline = palette.cutoutOutline {
            cairo_fill_preserve(cr)
            painter.set(outline)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
        } else {
            cairo_fill(cr)
        }
    }
}
