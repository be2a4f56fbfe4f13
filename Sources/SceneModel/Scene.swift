/// A whole scene: its views, constraints and the configurations to preview.
public struct Scene: Equatable, Sendable {
    public enum Defaults: String, Sendable { case programmatic, interfaceBuilder }

    public var title: String
    public var devices: [Device]
    public var orientations: [Orientation] = [.portrait]
    public var sizeCategories: [SizeCategory] = [.L]
    public var directions: [LayoutDirection] = [.ltr]
    public var bars = Bars()
    public var defaults: Defaults = .programmatic
    /// The screen's size, or the size the root's content needs (a cell, a custom view).
    public var rootSizing: RootSizing = .screen
    public var root: ViewSpec
    public var constraints: [ConstraintSpec] = []
    public var variations: [Variation] = []
    /// What the reader skipped or bounded but kept going without (a storyboard's unknown
    /// elements, a value past its bounds); the commands print them as warnings.
    public var warnings: [Diagnostic] = []
    /// What the reader could not know without running the app, and assumed (`Assumption`).
    public var assumptions: [Assumption] = []
    /// Where it came from: a storyboard's scene, a log's conflict (nil for scenes written for
    /// alpreview, whose title names them). Its views and constraints carry their own.
    public var provenance: Provenance?
    /// The conflict UIKit resolved at run time, as the input recorded it (a conflict log's):
    /// the commands set it beside the conflicts alpreview finds. Nil for other inputs.
    public var recordedConflict: RecordedConflict?

    public init(
        title: String, devices: [Device] = [DeviceCatalog.device(named: "iPhone 8")!],
        root: ViewSpec = ViewSpec(name: "Root")
    ) {
        self.title = title
        self.devices = devices
        self.root = root
    }

    /// Every configuration: device × orientation × size category × direction.
    public var configurations: [Configuration] {
        devices.flatMap { device in
            orientations.flatMap { orientation in
                sizeCategories.flatMap { category in
                    directions.map {
                        Configuration(
                            device: device, orientation: orientation, sizeCategory: category,
                            direction: $0, bars: bars)
                    }
                }
            }
        }
    }

    /// All views below the root, depth first, with their parent's id (nil for the root's children).
    public var allViews: [(view: ViewSpec, parent: ViewID?)] {
        // Labeled as returned: an unlabeled array was converted element by element.
        var result: [(view: ViewSpec, parent: ViewID?)] = []
        func visit(_ views: [ViewSpec], _ parent: ViewID?) {
            for view in views {
                result.append((view, parent))
                visit(view.subviews, view.id)
            }
        }
        visit(root.subviews, nil)
        return result
    }

    /// Applies `change` to every view, the root first, then depth first.
    public mutating func updateViews(_ change: (inout ViewSpec) -> Void) {
        func visit(_ view: inout ViewSpec) {
            change(&view)
            for index in view.subviews.indices { visit(&view.subviews[index]) }
        }
        visit(&root)
    }
}

/// A size-class variation: constraints installed or uninstalled, view attributes changed.
public struct Variation: Equatable, Sendable {
    public var horizontal: SizeClass.Value?
    public var vertical: SizeClass.Value?
    public var uninstall: [String] = []
    public var install: [ConstraintSpec] = []
    public var hidden: [String: Bool] = [:]
    /// Stack and font overrides, by view name.
    public var overrides: [String: ViewOverride] = [:]

    public init(horizontal: SizeClass.Value?, vertical: SizeClass.Value?) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    public func applies(to sizeClass: SizeClass) -> Bool {
        (horizontal == nil || horizontal == sizeClass.horizontal) && (vertical == nil || vertical == sizeClass.vertical)
    }

    /// Wildcards count less: `any-any` < `compact-any` < `compact-regular`.
    public var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }
}
