import SceneModel

/// A view (or layout guide) a conflict log names: `UILabel:0x7f86'Website'`, a Masonry key
/// (`UILabel:titleLabel`) or an identifier from the `names:` clause (`NextButton`).
public struct LoggedView: Hashable, Sendable {
    /// As logged, module and all: `UIExtensions.GradientView`, a mangled name demangled.
    public var className: String
    /// `0x7f8671c8aa70`; nil when the log names the view only by a name or key.
    public var address: String?
    /// The accessibility identifier or Masonry key the log names it by.
    public var name: String?
    /// A label's or button's text, as the log quotes it (UIKit cuts it at 25 characters with `...`).
    public var text: String?

    public init(className: String, address: String? = nil, name: String? = nil, text: String? = nil) {
        self.className = className; self.address = address; self.name = name; self.text = text
    }

    /// What identifies the view within a log: its address, else its class and name.
    public var key: String { address ?? "\(className):\(name ?? "")" }

    /// The class without its module: `UIExtensions.GradientView` → `GradientView`.
    public var shortClassName: String { className.split(separator: ".").last.map(String.init) ?? className }
}

/// One side of a logged constraint: a view and one of its attributes (`minX` and the other
/// AppKit names read as their UIKit equivalents; `loggedAttribute` keeps what was written).
public struct LoggedAnchor: Hashable, Sendable {
    public var view: LoggedView
    public var attribute: Attribute
    public var loggedAttribute: String

    public init(view: LoggedView, attribute: Attribute, loggedAttribute: String? = nil) {
        self.view = view; self.attribute = attribute; self.loggedAttribute = loggedAttribute ?? attribute.rawValue
    }
}

/// `child` is a subview of `parent`: what a `|` in the log says.
public struct ParentLink: Hashable, Sendable {
    public var child: LoggedView
    public var parent: LoggedView
}

/// A source line a constraint library wrote into the description (SnapKit's `@File.swift#88`).
public struct LoggedSourceLine: Hashable, Sendable {
    public var file: String
    public var line: Int
}

/// One constraint as a conflict log describes it, read back into an equation.
public struct LoggedConstraint: Hashable, Sendable {
    /// `NSLayoutConstraint`, `SnapKit.LayoutConstraint`, `MASLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, …
    public var className: String
    /// The constraint's address as the log writes it (`0x600002c5a140`), or its Masonry key.
    public var address: String
    public var sourceLine: LoggedSourceLine?
    /// The identifier in quotes after the address: `UIView-Encapsulated-Layout-Height`, `UISV-hiding`.
    public var identifier: String?
    /// An autoresizing constraint's mask: `h=--& v=&--`.
    public var autoresizingMask: String?
    public var first: LoggedAnchor
    public var relation: ConstraintSpec.Relation
    public var second: LoggedAnchor?
    public var multiplier: Double = 1
    public var constant: Double = 0
    /// The constant is a system spacing (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`).
    public var isSystemSpacing = false
    public var priority: Double = 1000
    /// `(LTR)`: the horizontal VFL edges are left and right, not leading and trailing.
    public var isLeftToRight = false
    /// The superview relations the constraint states (a VFL `|`, a `'|':` name).
    public var parentLinks: [ParentLink] = []
    /// The description as logged, its whitespace runs made single spaces.
    public var text: String
    /// Where the description starts (`<`), 1-based.
    public var line: Int
    public var column: Int

    /// Who made it, by its class and identifier: what UIKit generated itself is broken last.
    public var origin: ConstraintOrigin {
        let views = [first.view] + (second.map { [$0.view] } ?? [])
        return ConstraintOrigin(className: className, identifier: identifier, viewClasses: views.map(\.className))
    }

    /// All the views it names.
    public var views: [LoggedView] { [first.view] + (second.map { [$0.view] } ?? []) }
}

/// A conflict: the constraints UIKit found mutually exclusive and the one it broke.
public struct LoggedConflict: Sendable {
    public var constraints: [LoggedConstraint]
    /// The constraint after "Will attempt to recover by breaking constraint"; nil when the log
    /// has no such line.
    public var broken: LoggedConstraint?
    /// The line of its header ("Unable to simultaneously satisfy constraints"), or of its first constraint.
    public var line: Int
    /// AppKit's wording (`…constraints:`, `NS` classes) rather than UIKit's.
    public var isAppKit: Bool
    /// Members the log printed as `(null)`: part of the conflict, but nothing to rebuild.
    public var unprinted: [UnprintedConstraint] = []
}

/// A constraint of a conflict that the log names by address only (`<NSLayoutConstraint: 0x15ee> (null)`).
public struct UnprintedConstraint: Hashable, Sendable {
    public var address: String
    public var line: Int
}

/// What a log holds: its conflicts, in order, and what was read past with a warning.
public struct ParsedConflictLog: Sendable {
    public var conflicts: [LoggedConflict]
    public var warnings: [String]
    /// The log's lines as written, for quoting under messages.
    public var lines: [String] = []
}
