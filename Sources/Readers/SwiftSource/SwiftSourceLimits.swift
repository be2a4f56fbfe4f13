/// Bounds that keep a hostile or huge Swift file from hanging or crashing the reader: each is
/// far above what a screen's code needs, and reaching one is a located warning.
enum SwiftSourceLimits {
    /// swift-syntax's parser stops nesting here (deeper code is reported as a syntax error).
    static let maximumNesting = 128
    /// Nested evaluations (an expression in a closure in a call …) followed at most.
    static let maximumDepth = 48
    /// Expressions and statements evaluated per scene; the rest of the code is not read.
    static let maximumSteps = 300_000
    static let maximumViews = 2_000
    static let maximumConstraints = 10_000
    /// A loop over a literal range or array is unrolled up to this many times.
    static let maximumUnrolled = 100
    static let maximumWarnings = 200
    /// A type's code is read once per combination of the run-time conditions that build it
    /// differently (`SceneVariations`), at most this many times.
    static let maximumVariationReadings = 16
    /// Swift files above this are refused before parsing: a screen's code is a few tens of
    /// kilobytes (the largest of ../shared/swift is 23 KB), and parsing takes seconds a
    /// megabyte (a minute in a debug build).
    static let maximumBytes = 1 << 20
    /// The files given together are parsed once, as one text (`ParsedModule`): a screen's files
    /// and their helpers, not a whole app.
    static let maximumModuleBytes = 4 << 20
}
