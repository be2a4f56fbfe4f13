import Cassowary
import SceneModel

/// One scene laid out at one root size after another, as a sweep or a resized window does (or
/// in devices and orientations that decide the same before solving, as `check` does:
/// `SessionGroups`): the solver keeps its tableau between sizes, the root's width and height
/// are edit variables, and a new size is a suggestion the dual simplex absorbs. The result is the fresh layout's
/// (`LayoutSolver.solve`), frame for frame. Multi-line text is measured at each wrap width (the
/// measurer caches it), and a tableau is kept per set of text sizes: a new wrap width that
/// wraps the same lines reuses it, one that wraps differently builds (or finds) another.
///
/// What UIKit decides from the configuration before solving cannot move with an edit variable:
/// a configuration where it differs (`PresolveDecisions`: the scale, the size category, the
/// direction, the size class, the safe area, the root's side margins, whether the
/// readable width caps the margins, a subview's margins and safe-area insets taken from its
/// design frame) starts a new set of tableaux. A size is laid out afresh, as
/// `LayoutSolver.solve`, when the result could differ from the fresh one:
/// - the root is sized by its content (it is measured at each size);
/// - the required constraints do not let the root take the size (the fresh layout breaks a
///   constraint there: conflict recovery decides which), or the tableau could only be built
///   through a conflict;
/// - the optimum is not shown unique (which of several solutions shows then depends on the
///   order the constraints were added in);
/// - an optional constraint's priority is at or above the edits' (999.999);
/// - the incremental layout throws (the fresh one then says why).
/// A session is used by one thread at a time.
public final class LayoutSession {
    public let scene: Scene
    public let solver: LayoutSolver

    /// Whether a layout made afresh gives its lines in the root's width (or height:
    /// `freshLinesDimension`) too, where its solve tells the sizes that solve alike
    /// (`FreshLayoutLines`, `lastLinearLayout`): a sweep's walk reads the sizes around it from
    /// them. It costs a second build of the constraints.
    public var readsFreshLayoutLines = false
    /// The root's dimension those lines are in (a width sweep's or a height sweep's).
    public var freshLinesDimension = LinearLayout.Dimension.width

    /// Layouts made by moving an edit variable, tableaux built, and layouts made afresh.
    public private(set) var incrementalLayouts = 0
    public private(set) var tableauxBuilt = 0
    public private(set) var freshLayouts = 0

    /// Above every optional priority a scene can give, below required.
    static let editPriority: Priority = 999.999
    /// Tableaux kept per set of decisions (one per way the texts wrap, most recent first).
    static let maximumTableaux = 8

    private var family: TableauFamily?
    /// Every set of decisions the session has laid out under, in the order first seen: a
    /// family's number there names its decisions after the family is replaced.
    private var decisionsSeen: [PresolveDecisions] = []
    /// The tableau the last incremental layout was read from (nil after a fresh one): where
    /// `linearLayout(in:along:)` reads how the frames move with the root's size.
    private(set) var lastPass: (build: LayoutBuild, tableau: Tableau, size: Size, identity: TableauIdentity)?
    /// The last layout's lines in the root's width where it was made from scratch and its solve
    /// tells the widths that solve alike (`FreshLayoutLines`).
    private(set) var lastFresh: LinearLayout?

    public init(scene: Scene, solver: LayoutSolver) {
        self.scene = scene
        self.solver = solver
    }

    /// The layout of the scene in `configuration`, which may differ from the last one in its
    /// size (and with it whatever UIKit derives from it) or in anything else.
    public func layout(in configuration: Configuration) throws -> SolvedLayout {
        lastFresh = nil
        if !scene.rootSizing.fitsContent, let layout = try? incrementalLayout(in: configuration) {
            incrementalLayouts += 1
            return layout
        }
        // An incremental attempt that gave up may have left its tableau: no tableau promises this one.
        lastPass = nil
        freshLayouts += 1
        guard readsFreshLayoutLines && solver.readsFreshLayoutLines else {
            return try solver.solve(scene, in: configuration)
        }
        let (layout, fresh) = try solver.solveWithLines(scene, in: configuration, along: freshLinesDimension)
        if var lines = fresh?.lines, let decisions = fresh?.decisions {
            lines.tableau.decisions = number(of: decisions)
            lastFresh = lines
        }
        return layout
    }

    /// The number of a set of decisions in `decisionsSeen`, added when new.
    private func number(of decisions: PresolveDecisions) -> Int {
        if let known = decisionsSeen.firstIndex(of: decisions) { return known }
        decisionsSeen.append(decisions)
        return decisionsSeen.count - 1
    }

    /// Nil where the session cannot promise the fresh layout (see the type).
    private func incrementalLayout(in configuration: Configuration) throws -> SolvedLayout? {
        let family = try family(for: configuration)
        // The passes of `LayoutSolver.solve`, each on the tableau of its texts' sizes.
        var wrapWidths: [ViewID: Double] = [:]
        guard var result = try pass(family, wrapWidths: wrapWidths, configuration: configuration) else { return nil }
        for _ in 1..<solver.maximumPasses {
            if !result.recordWrapWidths(&wrapWidths) { break }
            guard let next = try pass(family, wrapWidths: wrapWidths, configuration: configuration) else { return nil }
            result = next
        }
        return result
    }

    /// The tableaux for the decisions `configuration` makes before solving: the current ones,
    /// or new ones.
    private func family(for configuration: Configuration) throws -> TableauFamily {
        let rootFrame = RootFrame.edited(width: Variable("root.width"), height: Variable("root.height"))
        // The scene's views and the limits checked on them are the same at every size.
        let build =
            try family.map { LayoutBuild(reusing: $0.build, configuration: configuration, rootFrame: rootFrame) }
            ?? LayoutBuild(scene: scene, configuration: configuration, measurer: solver.measurer, rootFrame: rootFrame)
        let decisions = PresolveDecisions(build)
        if let family, family.decisions == decisions { return family }
        let made = TableauFamily(build: build, decisions: decisions, number: number(of: decisions))
        family = made
        return made
    }

    /// One pass at `wrapWidths`: the layout from the tableau of the texts' sizes there, moved to
    /// the configuration's size; nil where the fresh layout could differ.
    private func pass(_ family: TableauFamily, wrapWidths: [ViewID: Double], configuration: Configuration) throws
        -> SolvedLayout?
    {
        let build = family.build
        let size = configuration.size
        guard case .edited(let width, let height) = build.rootFrame else { return nil }
        let key = family.wrappingNodes.map { position in
            build.calculator.intrinsicContent(
                of: build.nodes[position].spec,
                wrapWidth: wrapWidths.isEmpty ? nil : wrapWidths[build.nodes[position].spec.id])
        }
        let tableau: Tableau
        if let known = family.tableau(for: key) {
            guard let known else { return nil }
            tableau = known
            try tableau.system.solver.suggestValue(width, size.width)
            try tableau.system.solver.suggestValue(height, size.height)
        } else {
            let entries = try build.constraintEntries(wrapWidths: wrapWidths)
            let made = Self.tableau(build: build, entries: entries, size: size, ordersInsertion: solver.ordersInsertion)
            family.remember(made, for: key)
            tableauxBuilt += 1
            guard let made else { return nil }
            tableau = made
        }
        lastPass = (build, tableau, size, TableauIdentity(decisions: family.number, texts: key))
        let solved = tableau.system.solver
        func holds(_ variable: Variable, _ value: Double) -> Bool {
            abs(solved.value(of: variable) - value) <= 1e-7 * max(1, abs(value))
        }
        guard holds(width, size.width) && holds(height, size.height),
            let unique = solved.uniqueOptimumTest()
        else { return nil }
        return try build.layout(
            entries: tableau.entries, system: tableau.system, uniqueOptimum: unique, wrapWidths: wrapWidths,
            readsAmbiguityFromTableau: solver.readsAmbiguityFromTableau, configuration: configuration,
            rootRect: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }

    /// A tableau of `entries` with the root's size as edit variables; nil where a conflict or
    /// an optimum not shown unique makes the fresh layout's own order of insertion matter.
    static func tableau(build: LayoutBuild, entries: [LayoutBuild.Entry], size: Size, ordersInsertion: Bool)
        -> Tableau?
    {
        guard case .edited(let width, let height) = build.rootFrame,
            !entries.contains(where: { !$0.constraint.isRequired && $0.constraint.priority >= editPriority })
        else { return nil }
        let order = ordersInsertion ? build.insertionOrder(entries) : Array(entries.indices)
        guard
            let system = ConflictRecovery(
                withoutConflicts: entries, order, workBudget: Solver.defaultWorkBudget,
                edits: [(width, size.width), (height, size.height)], editPriority: editPriority)
        else { return nil }
        return Tableau(entries: entries, system: system)
    }

    /// A solver holding one set of constraints, the root's size as its edit variables.
    struct Tableau {
        let entries: [LayoutBuild.Entry]
        let system: ConflictRecovery
    }

    /// What a tableau was made from: the decisions before solving (their number in the
    /// session's `decisionsSeen`) and the sizes of the wrapping texts. Two layouts of one session
    /// with the same identity come from tableaux of the same constraints.
    public struct TableauIdentity: Equatable, Sendable {
        var decisions: Int
        var texts: [IntrinsicContent]
        /// Lines of a layout made from scratch, over the widths where its solve chooses alike
        /// (`FreshLayoutLines`), rather than of a tableau moved by its edit variables.
        public internal(set) var afresh = false

        /// Whether `other` was made under the same decisions from texts that wrap into as many
        /// lines, each as high, and differ at most in their widths (their widest lines).
        public func differsAtMostInTextWidths(from other: TableauIdentity) -> Bool {
            func heights(_ texts: [IntrinsicContent]) -> [IntrinsicContent] {
                texts.map { content in
                    var content = content
                    content.size.width = 0
                    content.text?.width = 0
                    return content
                }
            }
            return decisions == other.decisions && afresh == other.afresh && texts.count == other.texts.count
                && heights(texts) == heights(other.texts)
        }
    }

    /// The tableaux made under one set of decisions, by the sizes of their wrapping texts (nil:
    /// no tableau can be made for them).
    final class TableauFamily {
        let build: LayoutBuild
        let decisions: PresolveDecisions
        /// The decisions' position in the session's `decisionsSeen`.
        let number: Int
        /// The multi-line texts' positions in `build.nodes`: the views whose size a wrap width changes.
        let wrappingNodes: [Int]
        private var tableaux: [(key: [IntrinsicContent], tableau: Tableau?)] = []

        init(build: LayoutBuild, decisions: PresolveDecisions, number: Int) {
            self.build = build
            self.decisions = decisions
            self.number = number
            wrappingNodes = build.nodes.indices.filter { build.nodes[$0].spec.wrapsText }
        }

        /// `.some(nil)` when the texts' sizes are known to make no usable tableau.
        func tableau(for key: [IntrinsicContent]) -> Tableau?? {
            guard let index = tableaux.firstIndex(where: { $0.key == key }) else { return nil }
            return .some(tableaux[index].tableau)
        }

        func remember(_ tableau: Tableau?, for key: [IntrinsicContent]) {
            tableaux.insert((key, tableau), at: 0)
            if tableaux.count > LayoutSession.maximumTableaux { tableaux.removeLast() }
        }
    }
}

/// What a build decides from the configuration before solving: where two configurations decide
/// the same, one tableau with the root's size as edit variables lays out both. Two devices or two
/// orientations can: an iPad's portrait and landscape, the iPhone SE and the iPhone 8 in the same
/// orientation. The build reads the configuration only for these (the rest of the device, its
/// orientation and bars only through the safe area, the margins and the size class); a build
/// that reads more of it must add it here.
struct PresolveDecisions: Equatable {
    var root: RootDecisions
    var margins: [Insets]
    var safeAreaOverlaps: [Insets]

    init(_ build: LayoutBuild) {
        root = RootDecisions(
            scale: build.configuration.scale, sizeCategory: build.configuration.sizeCategory,
            direction: build.configuration.direction, sizeClass: build.configuration.sizeClass,
            safeArea: build.safeArea, rootMargins: build.rootMargins,
            readableContentIsCapped: build.readableContentIsCapped)
        margins = build.nodes.map(\.margins)
        safeAreaOverlaps =
            build.scene.defaults == .interfaceBuilder ? build.nodes.map { build.safeAreaOverlap(of: $0) } : []
    }
}

/// What the configuration decides for the root before solving: the part of `PresolveDecisions`
/// known without a build (`SessionGroups` groups configurations by it).
struct RootDecisions: Equatable {
    /// Text sizes and pixel snapping, and which side leading is.
    var scale: Double
    var sizeCategory: SizeCategory
    var direction: LayoutDirection
    var sizeClass: SizeClass
    var safeArea: Insets
    var rootMargins: Insets
    var readableContentIsCapped: Bool
}
