// UIKit's pixel snapping (docs/uikit-rules.md, "Pixel snapping"): every edge of a frame goes to
// the nearest pixel of the device's grid, halves up, and sizes follow from the snapped edges.
//
// Half a pixel is where the ties are: a 52.667-point label centred in 375 points sits at
// 161.1667, 483.5 pixels at 3x, and UIKit shows it at 161.333. Solver noise must not turn a
// tie into a rounding down, so anything within `tieTolerance` of a pixel's half counts as it.

/// How far below half a pixel a value still rounds up: solver noise, not geometry (a millionth
/// of a pixel; a real layout is never that close to a half without being on it).
let tieTolerance = 1e-6

/// Snaps a coordinate to the nearest pixel, halves up: towards +∞ on both sides of zero,
/// `floor(v · scale + 0.5)` (-0.25 at 2x goes to 0).
public func snapToPixels(_ value: Double, scale: Double) -> Double {
    (value * scale + 0.5 + tieTolerance).rounded(.down) / scale
}

/// Snaps a rectangle by its edges (minX, maxX, minY, maxY), not by origin and size: two views
/// whose edges a constraint makes coincide still touch after snapping, and the sizes of a row
/// of views add up to the space they fill.
public func snapToPixels(_ rect: Rect, scale: Double) -> Rect {
    let minX = snapToPixels(rect.minX, scale: scale), maxX = snapToPixels(rect.maxX, scale: scale)
    let minY = snapToPixels(rect.minY, scale: scale), maxY = snapToPixels(rect.maxY, scale: scale)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

/// Rounds a size up to the pixel grid (intrinsic text sizes).
public func ceilToPixels(_ value: Double, scale: Double) -> Double {
    (value * scale - 1e-6).rounded(.up) / scale
}
