import SceneModel

/// The Visual Format Language for readers of other formats (Swift's
/// `NSLayoutConstraint.constraints(withVisualFormat:metrics:views:)`): one parser for every input.
public enum VisualFormatLines {
    public struct Failure: Error, Equatable {
        public var message: String
        /// Characters from the start of the format string.
        public var offset: Int
    }

    /// The constraints of `format`; its views are named by the keys of `views` (as written there),
    /// its metrics by the keys of `metrics`. `|` is `Item.superview`.
    public static func constraints(_ format: String, views: [String], metrics: [String: Double]) throws(Failure)
        -> [ConstraintSpec]
    {
        do {
            return try VisualFormat(viewNames: ViewDirectory(views), metrics: metrics).parse(format)
        } catch {
            throw Failure(message: error.message, offset: error.offset)
        }
    }
}
