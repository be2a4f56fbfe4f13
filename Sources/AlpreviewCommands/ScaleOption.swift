/// `--scale N`: pixels per point, more than 0 and at most 8 (an iPhone is 2 or 3; past 8 an
/// image is mostly memory).
struct ScaleOption: CheckedOptionValue {
    var pixelsPerPoint: Double

    init(parsing text: String) throws(OptionValueProblem) {
        guard let value = Double(text), value > 0, value <= 8 else {
            throw OptionValueProblem("pixels per point must be a number more than 0 and at most 8")
        }
        pixelsPerPoint = value
    }
}
