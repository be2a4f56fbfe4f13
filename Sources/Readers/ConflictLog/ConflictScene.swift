import LayoutEngine
import SceneModel

/// A conflict of a log rebuilt as a scene: its views under a device screen, named by class and
/// label text, its constraints in alpreview's model of UIKit's order (`BreakOrder`), and what
/// the log does not say filled in with assumptions at priority 2.
public struct ConflictScene: Sendable {
    public var scene: Scene
    public var conflict: LoggedConflict
    /// Backgrounds by depth, so that nested views stand apart.
    static let tints = [
        Color(red: 0.93, green: 0.95, blue: 0.99), Color(red: 0.86, green: 0.91, blue: 0.98),
        Color(red: 0.80, green: 0.87, blue: 0.97), Color(red: 0.74, green: 0.83, blue: 0.96),
    ]

    /// The scene's view name of each logged view, by its key (address).
    public var viewNames: [String: String]
    /// Per view name, the axes whose size no logged constraint involves: given a default and
    /// drawn as assumed.
    public var assumedSizes: [String: Set<Attribute.Axis>]
    /// UIKit's own views (cell content views, hosting views, …), by name.
    public var internalViews: Set<String>
    /// Per folded view, what it is drawn as (`UITableViewCellContentView e9b0 is UIKit's own
    /// view, drawn as UITableViewCell (content view)`).
    public var foldedViews: [String] = []
    /// Per view key, the axes along which the conflict would make the view's size negative.
    var negativeSizes: [String: Set<Attribute.Axis>] = [:]
    /// What could not be rebuilt (a constraint UIKit itself would refuse), with its line.
    public var warnings: [String] = []

    /// Whether a constraint id is one of the assumptions rather than the log's.
    public static func isAssumption(_ id: String) -> Bool { id.hasPrefix("assumed ") }

    /// The scene for conflict number `number` (1-based) of the log read from `file`.
    public init(
        _ conflict: LoggedConflict, number: Int, file: String, lines: [String], model: BreakModel = .standard
    ) {
        func build(
            _ c: LoggedConflict, negativeSizes: [String: Set<Attribute.Axis>] = [:], sizesNonNegative: Bool = true,
            shift: Size = Size(width: 0, height: 0)
        ) -> ConflictScene {
            ConflictScene(
                building: c, number: number, file: file, lines: lines, model: model, negativeSizes: negativeSizes,
                sizesNonNegative: sizesNonNegative, shift: shift)
        }
        let printed = build(conflict)
        let addresses = Set(conflict.constraints.map(\.address))
        var closed = conflict
        var note: String?
        if conflict.constraints.count <= ConflictLogLimits.maximumClosureConstraints,
            !ConflictClosure.conflicts(printed.scene, addresses: addresses)
        {
            // As printed the constraints hold together: what UIKit saw that the log does not print.
            if let (rounded, words) = ConflictClosure.rounded(
                conflict, addresses: addresses, build: { build($0).scene })
            {
                closed = rounded
                note = words
            } else {
                note = ConflictClosure.unexplained(conflict)
            }
        }
        // The sizes the conflict would make negative, when the model asks which they are.
        let negativeSizes =
            model.criteria.contains(.negativeSize)
            ? NegativeSizes.axes(closed, build: { build($0, sizesNonNegative: false).scene }) : [:]
        self =
            negativeSizes.isEmpty && closed.constraints == conflict.constraints
            ? printed : build(closed, negativeSizes: negativeSizes)
        // Views the conflict pushes left of or above the canvas (a Cancel button kept 8 points
        // inside a bar 0 wide) are brought into it.
        let withinLimit = conflict.constraints.count <= ConflictLogLimits.maximumClosureConstraints
        if withinLimit, let shift = CanvasFit.shift(scene) {
            self = build(closed, negativeSizes: negativeSizes, shift: shift)
        }
        guard let note else { return }
        scene.title += " · " + note
        scene.recordedConflict?.note = note
        scene.recordedConflict?.explanation.insert(note, at: 0)
    }

    /// The scene of the conflict as its constraints are printed.
    /// `sizesNonNegative` false leaves out the rule that keeps sizes at least 0 (`NegativeSizes`);
    /// `shift` moves the top-level views right and down by that much, on a canvas as much larger.
    init(
        building conflict: LoggedConflict, number: Int, file: String, lines: [String], model: BreakModel,
        negativeSizes: [String: Set<Attribute.Axis>] = [:], sizesNonNegative: Bool = true,
        shift: Size = Size(width: 0, height: 0)
    ) {
        self.conflict = conflict
        self.negativeSizes = negativeSizes
        let hierarchy = LoggedHierarchy(conflict.constraints)
        var names = LoggedViewMapping.names(hierarchy.views)
        // UIKit's own views are named as a part of the nearest app view (`ViewFolding`).
        let folding = ViewFolding(hierarchy, names: &names)
        viewNames = names
        // The file's name, not its path: the same log read from elsewhere gives the same report.
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        var scene = Scene(title: "\(fileName) conflict \(number)")
        scene.devices = [Self.canvas(conflict.constraints, shift: shift)]
        scene.root = ViewSpec(name: "Screen")
        // The views are a log's, not a screen's: no status bar over them.
        scene.bars.statusBar = false
        var assumed: [String: Set<Attribute.Axis>] = [:]
        let sized = Self.sizedAxes(conflict.constraints)
        // Views nested past the limit are drawn at the top level instead (with a warning).
        var tooDeep: [LoggedView] = []
        var nonNegative: [(view: String, attribute: Attribute)] = []
        func build(_ view: LoggedView, depth: Int = 1) -> ViewSpec {
            let name = names[view.key]!
            var spec = ViewSpec(name: name, type: LoggedViewMapping.type(view))
            spec.id = ViewID(view.key)
            if let text = view.text.map(LoggedViewMapping.decodedText), LoggedViewMapping.showsText(spec.type) {
                if spec.type == .button { spec.title = text } else { spec.text = text }
                if text.contains("\n") { spec.lines = 0 }
            }
            spec.location = SourceLocation(file: file, line: conflict.line, column: 1)
            // UIKit's engine keeps widths and heights non-negative (what makes `V:|-(16)-[label]-(16)-|`
            // in a view of height 0 a conflict); alpreview's does not by itself. An intrinsic size
            // of 0 that resists compression at 1000 is that rule, added by the engine after the
            // log's constraints, so that it is never the one broken. Not on an axis whose size
            // the log bounds itself (`height >= 44`): there the log's constraint is the bound.
            let bounded: Set<Attribute.Axis> =
                sizesNonNegative ? Self.boundedAxes(conflict.constraints, view: view.key) : [.horizontal, .vertical]
            if spec.text != nil || spec.title != nil {
                // A text keeps its measured size, but only as a wish (priority 3, above the
                // assumptions): the log's constraints decide. Its sizes are kept non-negative by
                // required constraints added before the log's (`nonNegative`).
                spec.hugging = AxisPriorities(both: 3)
                spec.compressionResistance = AxisPriorities(both: 3)
                for axis in [Attribute.Axis.horizontal, .vertical] where !bounded.contains(axis) {
                    nonNegative.append((name, axis == .horizontal ? .width : .height))
                }
            } else {
                spec.intrinsicSize = Size(width: 0, height: 0)
                spec.hugging = AxisPriorities(both: 1)
                spec.compressionResistance = AxisPriorities(
                    horizontal: bounded.contains(.horizontal) ? 1 : 1000,
                    vertical: bounded.contains(.vertical) ? 1 : 1000)
            }
            if depth < ConflictLogLimits.maximumDepth {
                spec.subviews = hierarchy.children(of: view.key).map { build($0, depth: depth + 1) }
            } else {
                tooDeep += hierarchy.children(of: view.key)
            }
            // A text is sized by its text: nothing of its size is assumed.
            let axes =
                spec.text != nil || spec.title != nil
                ? [] : Set([Attribute.Axis.horizontal, .vertical]).subtracting(sized[view.key] ?? [])
            if !axes.isEmpty { assumed[name] = axes }
            let fold = folding.folds[view.key]
            // A folded view is drawn as a part of its app view: no box, hatching or tag of its own.
            spec.isFolded = fold.map { !$0.standsForOwner } ?? false
            spec.assumedAxes = spec.isFolded ? [] : axes
            // The app's views tinted and outlined (a log says nothing of their looks), and so is
            // a UIKit view standing for the app view UIKit made it for (a cell's content view).
            if !spec.isFolded && spec.type != .guide {
                spec.background = Self.tints[(hierarchy.depth(view.key) - 1) % Self.tints.count]
                spec.borderColor = Color(red: 0.55, green: 0.6, blue: 0.7)
                spec.borderWidth = 1
            }
            return spec
        }
        scene.root.subviews = hierarchy.children(of: nil).map { build($0) }
        var moved = 0
        while let view = tooDeep.popLast(), moved < ConflictLogLimits.maximumViews {
            scene.root.subviews.append(build(view))
            moved += 1
        }
        assumedSizes = assumed.filter { !$0.value.isEmpty }
        internalViews = Set(folding.folds.keys.compactMap { names[$0] })
        foldedViews = folding.lines(hierarchy, names: names)
        // The picture's note on what it folds.
        if let note = folding.note { scene.title += " · " + note }

        func location(_ c: LoggedConstraint) -> SourceLocation {
            SourceLocation(
                file: file, line: c.line, column: c.column, sourceLine: c.line <= lines.count ? lines[c.line - 1] : "")
        }
        /// Where a logged constraint came from: its line, its address, and the app's source line
        /// a constraint library wrote into it.
        func provenance(_ c: LoggedConstraint) -> Provenance {
            Provenance(
                location: location(c), identifier: c.address,
                declaration: c.sourceLine.map { SourceLocation(file: $0.file, line: $0.line, column: 0) })
        }
        var constraints: [ConstraintSpec] = nonNegative.map { view, attribute in
            var spec = ConstraintSpec(
                id: "\(view).\(attribute.rawValue) >= 0", first: Anchor(.view(view), attribute),
                relation: .greaterThanOrEqual, second: nil,
                text: "\(view).\(attribute.rawValue) >= 0 (sizes are never negative)",
                location: SourceLocation(file: file, line: conflict.line, column: 1))
            spec.isAssumption = true
            return spec
        }
        var leftOut: [String] = []
        if moved > 0 {
            leftOut.append(
                "views nested more than \(ConflictLogLimits.maximumDepth) deep are drawn at the top level (\(moved))")
        }
        for logged in BreakOrder.order(
            conflict.constraints, hierarchy: hierarchy, model: model, negativeSizes: negativeSizes)
        {
            guard var spec = Self.spec(logged, names: names, hierarchy: hierarchy) else { continue }
            spec.provenance = provenance(logged)
            if let violation = ConstraintLegality.violation(of: spec) {
                leftOut.append("line \(logged.line): \(logged.address) left out: \(violation)")
            } else {
                constraints.append(spec)
            }
        }
        constraints += Self.assumptions(
            hierarchy: hierarchy, names: names, assumed: assumed, file: file, shift: shift)
        scene.constraints = constraints
        scene.provenance = Provenance(
            format: .conflictLog, location: SourceLocation(file: file, line: conflict.line, column: 1),
            identifier: "\(number)", label: "conflict \(number)")
        let classes = Dictionary(hierarchy.views.map { (ViewID($0.key), $0.className) }) { _, last in last }
        scene.updateViews { view in
            guard let className = classes[view.id] else { return }
            view.provenance.identifier = view.id.description
            view.provenance.label = className
        }
        var recorded = RecordedConflict(
            constraints: conflict.constraints.map(provenance), broken: conflict.broken?.address)
        recorded.explanation = BreakExplanation.lines(conflict, hierarchy: hierarchy, names: names)
        if let ranking = BreakRanking(
            conflict, hierarchy: hierarchy, names: names, model: model, negativeSizes: negativeSizes)
        {
            recorded.likely = ranking.likely.address
            recorded.alternative = ranking.alternative?.address
            recorded.choiceReasons = ranking.lines
            recorded.explanation += ranking.lines
            if let alternative = ranking.alternative {
                scene.title += " · unsure: UIKit breaks \(ranking.likely.address) or \(alternative.address)"
            }
        }
        scene.recordedConflict = recorded
        warnings = leftOut
        self.scene = scene
    }

    /// A logged constraint as the scene's; its id is its address, as the log writes it.
    static func spec(_ c: LoggedConstraint, names: [String: String], hierarchy: LoggedHierarchy) -> ConstraintSpec? {
        let first = Anchor(.view(names[c.first.view.key]!), c.first.attribute)
        var second = c.second.map { Anchor(.view(names[$0.view.key]!), $0.attribute) }
        if second == nil && !c.first.attribute.isSize {
            // A location equal to a constant is against the superview's origin.
            second = Anchor(.superview, c.first.attribute)
        }
        return ConstraintSpec(
            id: c.address, first: first, relation: c.relation, second: second, multiplier: c.multiplier,
            constant: .points(c.constant), priority: min(1000, max(1, c.priority)), text: c.text)
    }

    /// The axes along which the log gives a view a size of its own (`width == 40`, `height >= 44`)
    /// that other constraints of the conflict work against: there the log's constraint is the
    /// bound UIKit reports. A lone `width == -16` is a conflict with non-negativity itself.
    static func boundedAxes(_ constraints: [LoggedConstraint], view key: String) -> Set<Attribute.Axis> {
        var axes: Set<Attribute.Axis> = []
        for c in constraints
        where c.first.view.key == key && c.first.attribute.isSize && c.second == nil && c.relation != .lessThanOrEqual {
            let axis = c.first.attribute.axis
            let others = constraints.contains { other in
                other != c
                    && other.views.contains { $0.key == key }
                    && ([other.first] + (other.second.map { [$0] } ?? [])).contains {
                        $0.view.key == key && $0.attribute.axis == axis && BreakOrder.involvesSize($0.attribute)
                    }
            }
            if c.constant >= 0 || others { axes.insert(axis) }
        }
        return axes
    }

    /// The axes along which a logged constraint involves each view's size.
    static func sizedAxes(_ constraints: [LoggedConstraint]) -> [String: Set<Attribute.Axis>] {
        var result: [String: Set<Attribute.Axis>] = [:]
        for c in constraints where c.relation == .equal || c.first.attribute.isSize {
            for anchor in [c.first] + (c.second.map { [$0] } ?? []) where BreakOrder.involvesSize(anchor.attribute) {
                result[anchor.view.key, default: []].insert(anchor.attribute.axis)
            }
        }
        return result
    }

    /// A canvas, not a device: the views of a log are a part of a screen. 375 points wide (or
    /// wider for the widths the log sets), as tall as its tallest height and a margin; `shift`
    /// larger when the views are moved into it (`CanvasFit`).
    static func canvas(_ constraints: [LoggedConstraint], shift: Size = Size(width: 0, height: 0)) -> Device {
        func largest(_ axis: Attribute.Axis) -> Double {
            constraints.filter { $0.first.attribute.isSize && $0.first.attribute.axis == axis && $0.second == nil }
                .map(\.constant).filter(\.isFinite).max() ?? 0
        }
        let width = min(1200, max(375, largest(.horizontal) + 40)) + shift.width
        let height = min(1200, max(160, largest(.vertical) + 60)) + shift.height
        return Device.canvas(
            name: "conflict canvas", size: Size(width: width.rounded(), height: height.rounded()), scale: 2)
    }

    /// What the log leaves open, at priority 2: each view at its superview's top left corner (a
    /// top-level view 20 points in, as wide as the canvas but for them, 100 high), another view
    /// but a text 100 × 44; a control on the axes UIKit sizes it on, at that size (a search bar
    /// 56 high, a picker 320 × 216). `shift` moves the top-level views further in, as wide as before.
    static func assumptions(
        hierarchy: LoggedHierarchy, names: [String: String], assumed: [String: Set<Attribute.Axis>], file: String,
        shift: Size = Size(width: 0, height: 0)
    ) -> [ConstraintSpec] {
        var specs: [ConstraintSpec] = []
        for view in hierarchy.views {
            let name = names[view.key]!
            let isTop = hierarchy.depth(view.key) == 1
            func add(_ attribute: Attribute, _ second: Anchor?, _ constant: Double) {
                let relation = second == nil ? "" : " \(second!)"
                var spec =
                    ConstraintSpec(
                        id: "assumed \(name).\(attribute.rawValue)", first: Anchor(.view(name), attribute),
                        relation: .equal, second: second, constant: .points(constant), priority: 2,
                        text: "\(name).\(attribute.rawValue) =\(relation) \(constant) @2 (assumed)",
                        location: SourceLocation(file: file, line: 0, column: 0))
                spec.isAssumption = true
                specs.append(spec)
            }
            add(.leading, Anchor(.superview, .leading), isTop ? 20 + shift.width : 0)
            add(.top, Anchor(.superview, .top), isTop ? 20 + shift.height : 0)
            let axes = assumed[name] ?? []
            // A control is as UIKit sizes it where it has a size of its own (a search bar 56 high).
            let type = LoggedViewMapping.type(view)
            let own = LoggedViewMapping.drawnControls.contains(type) ? ViewKinds.kind(of: type).emptySize : nil
            // A segmented control's width is its titles', which a log does not print.
            let ownWidth = type == .segmentedControl ? nil : own.flatMap { $0.width > 0 ? $0.width : nil }
            let ownHeight = own.flatMap { $0.height > 0 ? $0.height : nil }
            if isTop {
                add(.width, Anchor(.superview, .width), -40 - shift.width)
                add(.height, nil, ownHeight ?? 100)
            } else if view.text != nil && LoggedViewMapping.showsText(type) {
                // A text is sized by its measured text (at priority 3).
            } else {
                if axes.contains(.horizontal) { add(.width, nil, ownWidth ?? 100) }
                if axes.contains(.vertical) { add(.height, nil, ownHeight ?? 44) }
            }
        }
        return specs
    }
}
