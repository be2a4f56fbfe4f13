/// How sweep output writes numbers: to a hundredth, whole numbers without a point.
enum SweepFormat {
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A size solved for (an exact breakpoint): to a thousandth, whole numbers without a point.
    static func exact(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A breakpoint's size: exact to a thousandth, sampled to a hundredth.
    static func value(of breakpoint: LayoutSweep.Breakpoint) -> String {
        breakpoint.isExact ? exact(breakpoint.value) : points(breakpoint.value)
    }
}
