/// What a log may ask of the engine, as a scene file may (`SceneLimits` in SceneFormat): numbers
/// past these are not a layout anyone wrote, and would overflow the solver.
public enum ConflictLogLimits {
    /// Constants, in points (a scene's maximum length).
    public static let maximumMagnitude = 100_000.0
    public static let maximumMultiplier = 1_000.0
    /// Views in one conflict, and levels of nesting.
    public static let maximumViews = 2_000
    public static let maximumDepth = 32
    /// Constraints of a conflict for which a rebuilt scene that holds together is searched for
    /// the rounding that closes it (two solves a constraint); past it the scene is drawn as rebuilt.
    public static let maximumClosureConstraints = 64
    /// Characters a description of SnapKit's nested form may span.
    public static let maximumNestedDescription = 4_096
}
