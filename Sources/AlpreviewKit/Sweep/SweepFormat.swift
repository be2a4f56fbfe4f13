/// How sweep output writes numbers: to a hundredth, whole numbers without a point.
enum SweepFormat {
    static func points(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
