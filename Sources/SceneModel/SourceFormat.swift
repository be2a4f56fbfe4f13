/// The kind of file a scene was read from, where the reports add what only that kind of file
/// says: an Interface Builder scene's ids, classes and Xcode's issues; a log's classes. A new
/// reader whose reports need nothing of their own needs no case.
public enum SourceFormat: String, Equatable, Sendable {
    /// A storyboard or XIB.
    case interfaceBuilder
    /// UIKit's or AppKit's "Unable to simultaneously satisfy constraints" log.
    case conflictLog
    /// Swift source that builds views and constraints in code.
    case swiftSource
}
