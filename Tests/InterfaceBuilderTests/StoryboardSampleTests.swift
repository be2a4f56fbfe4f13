import Foundation
import Testing
import IBXML
import InterfaceBuilder

/// The storyboards in Samples/storyboards, written by hand for this project in the XML Xcode 15
/// writes: each decodes, and each stored frame is the one UIKit computes from the constraints on
/// an iPhone 15 Pro (393 × 852 at 3x, safe area 59 above and 34 below, root margins 16, other
/// views' margins 8) but the view IB marks misplaced, whose stored frame is stale on purpose.
/// (settings.storyboard, an inset grouped table on an iPhone XR, shows how tables are drawn: its
/// golden is its test.)
@Suite struct StoryboardSampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/storyboards").path

    static func document(_ name: String) throws -> IBDocument {
        try InterfaceBuilderDecoder.decode(contentsOf: folder + "/" + name)
    }

    @Test(arguments: ["table.storyboard", "stack-form.storyboard", "size-classes.storyboard", "misplaced.storyboard"])
    func decodesOnAniPhone15Pro(_ name: String) throws {
        let document = try Self.document(name)
        #expect(document.kind == .storyboard)
        #expect(document.toolsVersion.value == "22155")
        #expect(document.device?.id.value == "retina6_12" && document.device?.orientation?.value == "portrait")
        #expect(document.scenes.count == 1)
        let root = try #require(document.scenes.first?.controller?.view)
        #expect(root.frame?.value == IBRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test(arguments: ["table.storyboard", "stack-form.storyboard", "size-classes.storyboard", "misplaced.storyboard"])
    func storedFramesSatisfyTheConstraints(_ name: String) throws {
        let root = try #require(try Self.document(name).scenes.first?.controller?.view)
        let geometry = FrameGeometry(root: root)
        // The misplaced box's constraints are left out: they do not hold on its stale frame.
        #expect(
            geometry.checked >= (name == "misplaced.storyboard" ? 1 : 3),
            "\(name): checked \(geometry.checked) constraints")
        #expect(geometry.problems.isEmpty, "\(name): \(geometry.problems.joined(separator: "; "))")
    }

    @Test func framesAreWhereUIKitPutsThem() throws {
        let form = try #require(try Self.document("stack-form.storyboard").scenes.first?.controller?.view)
        let stack = try #require(form.subviews.first)
        #expect(stack.frame?.value == IBRect(x: 16, y: 79, width: 361, height: 126))
        #expect(stack.subviews.map { $0.frame?.value.y } == [0, 46, 92])
        #expect(
            stack.subviews[1].subviews.map { $0.frame?.value } == [
                IBRect(x: 0, y: 0, width: 80, height: 34),
                IBRect(x: 88, y: 0, width: 273, height: 34),
            ])
        let misplaced = try #require(try Self.document("misplaced.storyboard").scenes.first?.controller?.view)
        #expect(misplaced.subviews[0].misplaced?.value == true)
        #expect(misplaced.subviews[0].frame?.value == IBRect(x: 40, y: 100, width: 150, height: 80))
        let sizes = try #require(try Self.document("size-classes.storyboard").scenes.first?.controller?.view)
        #expect(sizes.variations.map(\.key.value) == ["default", "heightClass=compact"])
        #expect(sizes.variations[1].masks.first?.included.map(\.value) == ["cB8-pH-b20", "cL9-pN-s20", "cT0-pN-t20"])
    }
}

/// Evaluates the required constraints of the Any/Any set on the stored frames (in root
/// coordinates), skipping misplaced views: a hand-made frame that UIKit would not compute fails.
struct FrameGeometry {
    var rects: [String: (x: Double, y: Double, width: Double, height: Double)] = [:]
    var margins: [String: (top: Double, left: Double, bottom: Double, right: Double)] = [:]
    var misplaced = Set<String>()
    var problems: [String] = []
    var checked = 0

    init(root: IBView) {
        let rootID = root.id.value
        visit(root, originX: 0, originY: 0, isRoot: true)
        for guide in root.layoutGuides where guide.key.value == "safeArea" {
            rects[guide.id.value] = (0, 59, 393, 852 - 59 - 34)
            margins[guide.id.value] = (0, 0, 0, 0)
        }
        margins[rootID] = (59, 16, 34, 16)
        check(root)
    }

    mutating func visit(_ view: IBView, originX: Double, originY: Double, isRoot: Bool) {
        let frame = view.frame?.value ?? IBRect(x: 0, y: 0, width: 0, height: 0)
        let x = originX + (isRoot ? 0 : frame.x), y = originY + (isRoot ? 0 : frame.y)
        rects[view.id.value] = (x, y, frame.width, frame.height)
        margins[view.id.value] = (8, 8, 8, 8)
        if view.misplaced?.value == true { misplaced.insert(view.id.value) }
        for child in view.subviews + view.keyedViews + view.cells {
            visit(child, originX: x, originY: y, isRoot: false)
        }
    }

    func value(_ id: String, _ attribute: IBLayoutAttribute) -> Double? {
        guard let r = rects[id], let m = margins[id] else { return nil }
        switch attribute {
        case .leading, .left: return r.x
        case .trailing, .right: return r.x + r.width
        case .top: return r.y
        case .bottom: return r.y + r.height
        case .width: return r.width
        case .height: return r.height
        case .centerX: return r.x + r.width / 2
        case .centerY: return r.y + r.height / 2
        case .leadingMargin, .leftMargin: return r.x + m.left
        case .trailingMargin, .rightMargin: return r.x + r.width - m.right
        case .topMargin: return r.y + m.top
        case .bottomMargin: return r.y + r.height - m.bottom
        default: return nil
        }
    }

    mutating func check(_ view: IBView) {
        let excluded = Set(
            view.variations.filter { $0.key.value == "default" }.flatMap(\.masks).flatMap(\.excluded).map(\.value))
        for constraint in view.constraints
        where constraint.priority.value == 1000 && !excluded.contains(constraint.id.value) {
            let first = constraint.firstItem?.value ?? view.id.value
            let items = [first] + (constraint.secondItem.map { [$0.value] } ?? [])
            guard !items.contains(where: misplaced.contains) else { continue }
            guard let lhs = value(first, constraint.firstAttribute.value) else {
                problems.append("\(constraint.id.value): cannot evaluate"); continue
            }
            var rhs = constraint.constant.value
            if let second = constraint.secondItem?.value, let attribute = constraint.secondAttribute?.value {
                guard let v = value(second, attribute) else {
                    problems.append("\(constraint.id.value): cannot evaluate"); continue
                }
                rhs += v * constraint.multiplier.value
            }
            checked += 1
            let holds: Bool
            switch constraint.relation.value {
            case .equal: holds = abs(lhs - rhs) < 0.01
            case .lessThanOrEqual: holds = lhs <= rhs + 0.01
            case .greaterThanOrEqual: holds = lhs >= rhs - 0.01
            }
            if !holds { problems.append("\(constraint.id.value): \(lhs) vs \(rhs)") }
        }
        for child in view.subviews + view.keyedViews + view.cells { check(child) }
    }
}
