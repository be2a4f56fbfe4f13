import Foundation
import LayoutEngine
import SceneModel

/// What a sweep varies: the root's width or its height, from one value to another in steps.
public struct SweepRange: Equatable, Sendable {
    public enum Axis: String, Sendable { case width, height }

    public var axis: Axis
    public var from: Double
    public var to: Double
    public var step: Double

    public init(axis: Axis, from: Double, to: Double, step: Double) {
        self.axis = axis; self.from = from; self.to = to; self.step = step
    }

    /// Every value from `from` to `to`, `to` included even off the step. Computed from the index,
    /// not by adding steps, so that 0.5-point steps land on exact values (no drift over 2,000 steps).
    public var values: [Double] {
        let steps = Int(((to - from) / step + 1e-9).rounded(.down))
        var result = (0...max(0, steps)).map { from + Double($0) * step }
        if let last = result.last, to - last > 1e-9 { result.append(to) }
        return result
    }

    /// How many values there are, without making them.
    public var count: Int {
        let steps = ((to - from) / step + 1e-9).rounded(.down)
        guard steps < 1e9 else { return Int.max }
        return Int(steps) + 1 + (to - (from + steps * step) > 1e-9 ? 1 : 0)
    }

    /// `320…1366`, `320-1366` or `375` (a single value): the command line's range syntax.
    public static func parse(_ text: String, axis: Axis, step: Double) -> SweepRange? {
        let parts = text.replacingOccurrences(of: "...", with: "…").split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "…" || $0 == "-" })
        let numbers = parts.map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...2).contains(numbers.count), numbers.allSatisfy({ $0 != nil }) else { return nil }
        let from = numbers[0]!, to = numbers.last!!
        return SweepRange(axis: axis, from: from, to: to, step: step)
    }
}

extension Configuration {
    /// The configuration with its root `value` points along `axis`: the same device (safe area,
    /// bars, scale), named with the size so that a strip's headers say it. The device's rules
    /// read the new size: the side margins (16 below 414 points, else 20) and a landscape phone's
    /// size class (regular width when its short side is 414 or more) change where UIKit's would.
    public func resized(_ axis: SweepRange.Axis, to value: Double) -> Configuration {
        var result = self
        var device = self.device
        // `portraitSize` is the portrait size: in landscape the width is its height.
        let changesPortraitWidth = (axis == .width) == (orientation == .portrait)
        if changesPortraitWidth {
            device.portraitSize.width = value
        } else {
            device.portraitSize.height = value
        }
        device.name = "\(self.device.name) \(SweepFormat.points(value)) pt \(axis == .width ? "wide" : "high")"
        result.device = device
        return result
    }
}
