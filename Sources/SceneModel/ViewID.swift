/// What identifies a view in a scene, apart from the name it is shown with: a storyboard
/// identifies its views by ids like `8bC-Xf-vdC` and leaves many unnamed, a UIKit log by
/// addresses. A YAML scene's views are identified by their normalized names (`Name Label` and
/// `nameLabel` are one view). Ids are unique within a scene.
public struct ViewID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// An id as the source gives it (an Interface Builder id, a log address).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The id of a view known by its name: names match case-insensitively with spaces ignored.
    public init(name: String) { self.rawValue = normalizedName(name) }

    public var description: String { rawValue }
}
