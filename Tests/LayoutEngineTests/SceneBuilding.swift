import LayoutEngine
import SceneModel

// Scenes built as values for the engine's tests, without the YAML reader, written the way the
// cookbook writes constraints:
//
//     let box = Item.view("Box")
//     testScene(views: [view("Box")], [box.leading == .superview.leadingMargin + 20,
//                                      (box.width == 0.5 * Item.superview.width).at(750)])
//
// Constraints get ids c1, c2, … in order, as the engine names unnamed constraints, and a text
// in the cookbook's notation for messages.

/// A scene on `device` with `views` under the root and `constraints` in order.
func testScene(
    device: String = "iPhone 8", _ views: [ViewSpec], _ constraints: [ConstraintSpec],
    title: String = "test"
) -> Scene {
    var scene = Scene(title: title, devices: [DeviceCatalog.device(named: device)].compactMap { $0 })
    scene.root.subviews = views
    scene.constraints = constraints
    return scene
}

/// A view of a test scene: `view("Box")`, `view("Title", .label) { $0.text = "Hello" }`.
func view(
    _ name: String, _ type: ViewType = .view, subviews: [ViewSpec] = [],
    _ configure: (inout ViewSpec) -> Void = { _ in }
) -> ViewSpec {
    var spec = ViewSpec(name: name, type: type)
    spec.subviews = subviews
    configure(&spec)
    return spec
}

extension Item {
    var leading: Anchor { Anchor(self, .leading) }
    var trailing: Anchor { Anchor(self, .trailing) }
    var left: Anchor { Anchor(self, .left) }
    var right: Anchor { Anchor(self, .right) }
    var top: Anchor { Anchor(self, .top) }
    var bottom: Anchor { Anchor(self, .bottom) }
    var width: Anchor { Anchor(self, .width) }
    var height: Anchor { Anchor(self, .height) }
    var centerX: Anchor { Anchor(self, .centerX) }
    var centerY: Anchor { Anchor(self, .centerY) }
    var firstBaseline: Anchor { Anchor(self, .firstBaseline) }
    var lastBaseline: Anchor { Anchor(self, .lastBaseline) }
    var leadingMargin: Anchor { Anchor(self, .leadingMargin) }
    var trailingMargin: Anchor { Anchor(self, .trailingMargin) }
    var topMargin: Anchor { Anchor(self, .topMargin) }
    var bottomMargin: Anchor { Anchor(self, .bottomMargin) }
}

/// The right side of a constraint: `multiplier × anchor + constant`, or a constant alone.
struct ConstraintSide {
    var anchor: Anchor?
    var multiplier: Double = 1
    var constant: Constant = .points(0)
}

/// The standard spacing, as in `label.top == topGuide.bottom + standard`.
let standard = Constant.standard(multiple: 1)

func + (anchor: Anchor, constant: Double) -> ConstraintSide {
    ConstraintSide(anchor: anchor, constant: .points(constant))
}
func - (anchor: Anchor, constant: Double) -> ConstraintSide {
    ConstraintSide(anchor: anchor, constant: .points(-constant))
}
func + (anchor: Anchor, constant: Constant) -> ConstraintSide { ConstraintSide(anchor: anchor, constant: constant) }
func * (multiplier: Double, anchor: Anchor) -> ConstraintSide { ConstraintSide(anchor: anchor, multiplier: multiplier) }
func + (side: ConstraintSide, constant: Double) -> ConstraintSide {
    ConstraintSide(anchor: side.anchor, multiplier: side.multiplier, constant: .points(side.points + constant))
}

extension ConstraintSide {
    var points: Double { if case .points(let value) = constant { value } else { 0 } }
}

func == (first: Anchor, second: ConstraintSide) -> ConstraintSpec { constraint(first, .equal, second) }
func >= (first: Anchor, second: ConstraintSide) -> ConstraintSpec { constraint(first, .greaterThanOrEqual, second) }
func <= (first: Anchor, second: ConstraintSide) -> ConstraintSpec { constraint(first, .lessThanOrEqual, second) }
func == (first: Anchor, second: Anchor) -> ConstraintSpec { first == ConstraintSide(anchor: second) }
func >= (first: Anchor, second: Anchor) -> ConstraintSpec { first >= ConstraintSide(anchor: second) }
func <= (first: Anchor, second: Anchor) -> ConstraintSpec { first <= ConstraintSide(anchor: second) }
func == (first: Anchor, constant: Double) -> ConstraintSpec { first == ConstraintSide(constant: .points(constant)) }
func >= (first: Anchor, constant: Double) -> ConstraintSpec { first >= ConstraintSide(constant: .points(constant)) }
func <= (first: Anchor, constant: Double) -> ConstraintSpec { first <= ConstraintSide(constant: .points(constant)) }

private func constraint(_ first: Anchor, _ relation: ConstraintSpec.Relation, _ side: ConstraintSide) -> ConstraintSpec
{
    var text = "\(first) \(relation.rawValue) "
    let constant: String
    switch side.constant {
    case .standard: constant = "Standard"
    case .points(let points): constant = points.formatted()
    }
    if let anchor = side.anchor {
        text += (side.multiplier == 1 ? "" : "\(side.multiplier.formatted()) x ") + "\(anchor)"
        if side.constant != .points(0) {
            text += constant.hasPrefix("-") ? " - \(constant.dropFirst())" : " + \(constant)"
        }
    } else {
        text += constant
    }
    return ConstraintSpec(
        first: first, relation: relation, second: side.anchor, multiplier: side.multiplier,
        constant: side.constant, text: text)
}

extension ConstraintSpec {
    /// The constraint at an optional priority: `(box.width == 100).at(750)`.
    func at(_ priority: Double) -> ConstraintSpec {
        var copy = self
        copy.priority = priority
        copy.text += " @\(priority.formatted())"
        return copy
    }
}

private extension Double {
    func formatted() -> String { self == rounded() ? String(Int(self)) : String(self) }
}

/// The items a constraint names besides views, spelled as the cookbook spells them.
let superview = Item.superview
let rootView = Item.root
let safeArea = Item.safeArea(of: nil)
let topLayoutGuide = Item.topLayoutGuide
