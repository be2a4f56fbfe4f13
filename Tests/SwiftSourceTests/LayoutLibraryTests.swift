import Foundation
import LayoutEngine
import SceneReading
import SceneModel
import TestSupport
import Testing

@testable import SwiftSource

/// TinyConstraints' view methods, where the file imports it.
@Suite struct TinyConstraintsTests {
    @Test func superviewEdgesCrossingsAndSizes() throws {
        let source = """
            import TinyConstraints
            import UIKit
            final class Card: UIView {
                let header = UIView()
                let body = UIView()
                let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(header)
                    addSubview(body)
                    addSubview(badge)
                    header.edgesToSuperview(excluding: .bottom, insets: .top(10) + .horizontal(16))
                    header.height(44)
                    body.topToBottom(of: header, offset: 8)
                    body.leading(to: header)
                    body.width(to: header, multiplier: 0.5)
                    body.height(min: 100)
                    body.bottomToSuperview(offset: -20, priority: .low)
                    badge.size(CGSize(width: 20, height: 20))
                    badge.centerInSuperview(offset: CGPoint(x: 0, y: 100))
                }
            }
            """
        let scene = try SwiftLayouts.scene(source)
        #expect(scene.warnings.map(\.placed) == [])
        #expect(scene.constraints.filter { $0.priority == 250 }.count == 1)
        let layout = try SwiftLayouts.layout(source)
        #expect(SwiftLayouts.frame(layout, "header") == [16, 10, 343, 44])
        // The view is as high as its content: the body at its minimum 100, 20 above the bottom
        // (a low priority still outweighs the fitting size's), 182 in all; the badge 100 below
        // its center.
        #expect(layout.rootFrame.height == 182)
        #expect(SwiftLayouts.frame(layout, "body") == [16, 62, 171.5, 100])
        #expect(SwiftLayouts.frame(layout, "badge") == [177.5, 181, 20, 20])
    }

    @Test func notReadWithoutItsImport() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            final class Card: UIView {
                let header = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(header)
                    header.edgesToSuperview()
                }
            }
            """)
        #expect(scene.constraints.isEmpty)
        #expect(
            scene.warnings.map(\.placed) == [
                "Screen.swift:7:9: `header.edgesToSuperview()` is not understood (a helper not in the files given?): not read"
            ])
    }
}

/// PureLayout's `auto…` methods.
@Suite struct PureLayoutTests {
    @Test func superviewEdgesOtherViewsAndDimensions() throws {
        let source = """
            import PureLayout
            import UIKit
            final class Banner: UIView {
                let icon = UIView()
                let title = UIView()
                let fill = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                    addSubview(title)
                    addSubview(fill)
                    icon.autoPinEdge(toSuperviewEdge: .leading, withInset: 12)
                    icon.autoPinEdge(toSuperviewEdge: .top, withInset: 30)
                    icon.autoSetDimensions(to: CGSize(width: 40, height: 40))
                    title.autoPinEdge(.leading, to: .trailing, of: icon, withOffset: 8)
                    title.autoPinEdge(toSuperviewEdge: .trailing, withInset: 12)
                    title.autoAlignAxis(.horizontal, toSameAxisOf: icon)
                    title.autoSetDimension(.height, toSize: 20)
                    fill.autoPinEdgesToSuperviewEdges(
                        with: UIEdgeInsets(top: 100, left: 10, bottom: 20, right: 30), excludingEdge: .top)
                    fill.autoMatch(.height, to: .width, of: title, withMultiplier: 0.5)
                }
            }
            """
        let scene = try SwiftLayouts.scene(source)
        #expect(scene.warnings.map(\.placed) == [])
        #expect(scene.constraints.count == 12)
        let layout = try SwiftLayouts.layout(source)
        #expect(SwiftLayouts.frame(layout, "icon") == [12, 30, 40, 40])
        #expect(SwiftLayouts.frame(layout, "title") == [60, 40, 303, 20])
        #expect(SwiftLayouts.frame(layout, "fill") == [10, 495.5, 335, 151.5])
    }

    @Test func centerInSuperview() throws {
        let layout = try SwiftLayouts.layout(
            """
            import UIKit
            final class Spinner: UIView {
                let wheel = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(wheel)
                    wheel.autoCenterInSuperview()
                    wheel.autoSetDimension(.width, toSize: 30)
                    wheel.autoMatch(.height, to: .width, of: wheel)
                }
            }
            """)
        #expect(SwiftLayouts.frame(layout, "wheel") == [172.5, 318.5, 30, 30])
    }
}

/// Anchorage's operators between anchors.
@Suite struct AnchorageTests {
    @Test func operatorsCompositesAndPriorities() throws {
        let source = """
            import Anchorage
            import UIKit
            final class Panel: UIView {
                let bar = UIView()
                let box = UIView()
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(bar)
                    addSubview(box)
                    addSubview(dot)
                    bar.horizontalAnchors == horizontalAnchors + 20
                    bar.topAnchor == topAnchor + 40
                    bar.heightAnchor == 50
                    box.topAnchor == bar.bottomAnchor + 10
                    box.leadingAnchor == bar.leadingAnchor
                    box.widthAnchor == bar.widthAnchor / 2 - 7.5
                    box.heightAnchor == 80 ~ .high
                    box.heightAnchor <= 60 ~ .required - 1
                    dot.sizeAnchors == CGSize(width: 10, height: 10)
                    dot.centerAnchors == box.centerAnchors
                }
            }
            """
        let scene = try SwiftLayouts.scene(source)
        #expect(scene.warnings.map(\.placed) == [])
        #expect(scene.constraints.map(\.priority).filter { $0 != 1000 } == [750, 999])
        let layout = try SwiftLayouts.layout(source)
        #expect(SwiftLayouts.frame(layout, "bar") == [20, 40, 335, 50])
        #expect(SwiftLayouts.frame(layout, "box") == [20, 100, 160, 60])
        #expect(SwiftLayouts.frame(layout, "dot") == [95, 125, 10, 10])
    }
}

/// Files of one module read together: a helper, a constant and a superclass in another file.
@Suite struct ModuleFilesTests {
    static let controller = """
        import UIKit
        final class ProfileViewController: BaseController {
            let card = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                card.pin(to: view, inset: Metrics.margin)
                card.centerInParent()
            }
        }
        """
    static let helpers = """
        import UIKit
        enum Metrics {
            static let margin: CGFloat = 24
        }
        class BaseController: UIViewController {}
        extension UIView {
            func pin(to other: UIView, inset: CGFloat) {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
                    trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
                    topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
                    bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
                ])
            }
        }
        """

    @Test func helpersAndConstantsOfTheOtherFiles() throws {
        let reading = try SwiftSourceSceneReader.reading(
            Data(Self.controller.utf8), file: "ProfileViewController.swift",
            module: [(Data(Self.helpers.utf8), "UIView+Layout.swift")])
        #expect(reading.scenes.map(\.names) == [["ProfileViewController"]])
        #expect(reading.constraintStatements == 1)
        let scene = reading.scenes[0].scene
        #expect(
            scene.warnings.map(\.placed) == [
                "ProfileViewController.swift:8:9: `card.centerInParent()` is not understood (a helper not in the files given?): not read"
            ])
        // Each constraint is placed where the helper writes it, in its own file.
        #expect(scene.constraints.map(\.location.description).first == "UIView+Layout.swift:10:13")
        let layout = try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: scene.configurations[0])
        #expect(SwiftLayouts.frame(layout, "card") == [24, 24, 327, 619])
    }

    /// The files are one text in path order, whichever is read: a scene's file after another
    /// keeps its own lines, and a syntax error is told in its file only.
    @Test func placesAndSyntaxErrorsStayInTheirFile() throws {
        let broken = Self.helpers + "\nlet = \n"
        let reading = try SwiftSourceSceneReader.reading(
            Data(Self.controller.utf8), file: "ProfileViewController.swift",
            module: [(Data(broken.utf8), "Layout.swift")])
        let scene = reading.scenes[0].scene
        #expect(
            scene.warnings.map(\.placed) == [
                "ProfileViewController.swift:8:9: `card.centerInParent()` is not understood (a helper not in the files given?): not read"
            ])
        #expect(scene.constraints.map(\.location.description).first == "Layout.swift:10:13")
        let helpers = try SwiftSourceSceneReader.reading(
            Data(broken.utf8), file: "Layout.swift",
            module: [(Data(Self.controller.utf8), "ProfileViewController.swift")])
        #expect(helpers.scenes.isEmpty)
        let alone = #expect(throws: SceneErrors.self) {
            try SwiftSourceSceneReader.reading(Data(broken.utf8), file: "Layout.swift")
        }
        #expect(
            alone?.errors.map(\.placed) == [
                "Layout.swift: no UIViewController, UIView or cell subclass that builds views or constraints",
                "Layout.swift:17:5: not valid Swift here (2 places in the file): the code around it may be read in part",
            ])
    }

    @Test func aFileThatOnlyServesTheOthersHasNoScene() throws {
        let reading = try SwiftSourceSceneReader.reading(
            Data(Self.helpers.utf8), file: "UIView+Layout.swift",
            module: [(Data(Self.controller.utf8), "ProfileViewController.swift")])
        #expect(reading.scenes.isEmpty)
        #expect(throws: SceneErrors.self) {
            try SwiftSourceSceneReader.reading(Data(Self.helpers.utf8), file: "UIView+Layout.swift")
        }
    }
}

/// Stevia's `align(…:)` and `equal(…:)`: each view related to the next.
@Suite struct SteviaAlignmentTests {
    @Test func alignAndEqual() throws {
        let source = """
            import Stevia
            import UIKit
            final class Row: UIView {
                let a = UIView()
                let b = UIView()
                let c = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    subviews(a, b, c)
                    a.top(100).left(10).size(40)
                    b.Left == a.Right + 10
                    c.Left == b.Right + 10
                    align(horizontally: a, b, c)
                    equal(sizes: a, b, c)
                    align(tops: a, b)
                }
            }
            """
        let scene = try SwiftLayouts.scene(source)
        #expect(scene.warnings.map(\.placed) == [])
        let layout = try SwiftLayouts.layout(source)
        #expect(SwiftLayouts.frame(layout, "b") == [60, 100, 40, 40])
        #expect(SwiftLayouts.frame(layout, "c") == [110, 100, 40, 40])
    }
}

/// A SnapKit `Constraint` kept in a property, updated and deactivated later.
@Suite struct KeptSnapKitConstraintTests {
    @Test func updateAndDeactivate() throws {
        let source = """
            import SnapKit
            import UIKit
            final class Sheet: UIView {
                let panel = UIView()
                var topConstraint: Constraint?
                var heightConstraint: Constraint?
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(panel)
                    panel.snp.makeConstraints {
                        topConstraint = $0.top.equalToSuperview().offset(8).constraint
                        $0.leading.trailing.equalToSuperview()
                        $0.bottom.equalToSuperview().inset(10)
                        heightConstraint = $0.height.equalTo(100).constraint
                    }
                    topConstraint?.update(offset: 40)
                    heightConstraint?.update(priority: .low)
                    heightConstraint?.deactivate()
                }
            }
            """
        let scene = try SwiftLayouts.scene(source)
        #expect(scene.warnings.map(\.placed) == [])
        #expect(scene.constraints.count == 4)
        let layout = try SwiftLayouts.layout(source)
        #expect(SwiftLayouts.frame(layout, "panel") == [0, 40, 375, 617])
    }
}

/// SnapKit's `inset` is positive inwards on every edge (its ConstraintInsetTarget): a trailing
/// or bottom inset moves the edge in, a width inset takes it from both sides; `offset` is added
/// as written.
@Suite struct SnapKitInsetTests {
    @Test func insetsPushInwardsOffsetsAreAddedAsWritten() throws {
        let layout = try SwiftLayouts.layout(
            """
            import SnapKit
            import UIKit
            final class Card: UIView {
                let box = UIView()
                let bar = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(box)
                    addSubview(bar)
                    box.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview().inset(10)
                        make.trailing.equalToSuperview().inset(20)
                        make.bottom.equalToSuperview().inset(30)
                        make.height.equalTo(40)
                    }
                    bar.snp.makeConstraints { make in
                        make.width.equalToSuperview().inset(10)
                        make.centerX.equalToSuperview()
                        make.top.equalTo(box.snp.bottom).offset(5)
                        make.height.equalTo(4)
                    }
                }
            }
            """)
        // The view is as high as its content: 10 + 40 + 30.
        #expect(layout.rootFrame.height == 80)
        #expect(SwiftLayouts.frame(layout, "box") == [10, 10, 345, 40])
        #expect(SwiftLayouts.frame(layout, "bar") == [10, 55, 355, 4])
    }
}

/// Cartography's `constrain` blocks, `align` and `distribute`, where the file imports it.
@Suite struct CartographyTests {
    @Test func constrainAlignDistribute() throws {
        let source = """
            import Cartography
            import UIKit
            final class Toolbar: UIView {
                let back = UIView()
                let title = UIView()
                let close = UIView()
                let shade = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    [shade, back, title, close].forEach { addSubview($0) }
                    constrain(back, self) { back, container in
                        back.leading == container.leading + 8
                        back.top == container.top + 20
                        back.width == 44
                        back.height == back.width
                    }
                    constrain(title, close) { title, close in
                        title.width == 200 ~ .defaultHigh
                        title.width <= 100
                        title.height == 44
                        close.size == title.size
                    }
                    align(top: back, title, close)
                    distribute(by: 10, horizontally: back, title, close)
                    constrain(shade, back) { shade, back in
                        shade.edges == inset(back.edges, 4)
                    }
                }
            }
            """
        let scene = try SwiftLayouts.scene(source)
        #expect(scene.warnings.map(\.placed) == [])
        let layout = try SwiftLayouts.layout(source)
        #expect(SwiftLayouts.frame(layout, "back") == [8, 20, 44, 44])
        #expect(SwiftLayouts.frame(layout, "title") == [62, 20, 100, 44])
        #expect(SwiftLayouts.frame(layout, "close") == [172, 20, 100, 44])
        #expect(SwiftLayouts.frame(layout, "shade") == [12, 24, 36, 36])
    }
}

/// Stevia's result-builder forms: `subviews { … }` and `layout { … }`.
@Suite struct SteviaBuilderTests {
    @Test func subviewsAndLayoutBlocks() throws {
        let source = """
            import Stevia
            import UIKit
            final class Login: UIView {
                let card = UIView()
                let email = UIView()
                let password = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    subviews {
                        card.subviews {
                            email
                            password
                        }
                    }
                    card.fillContainer()
                    layout {
                        100
                        |-20-email-20-| ~ 40
                        8
                        |-20-password-20-| ~ 40
                    }
                }
            }
            """
        let scene = try SwiftLayouts.scene(source)
        #expect(scene.warnings.map(\.placed) == [])
        let layout = try SwiftLayouts.layout(source)
        #expect(SwiftLayouts.frame(layout, "card") == [0, 0, 375, 667])
        #expect(SwiftLayouts.frame(layout, "email") == [20, 100, 335, 40])
        #expect(SwiftLayouts.frame(layout, "password") == [20, 148, 335, 40])
    }
}

/// PureLayout's blocks: a priority for the constraints made in it, or made without installing.
@Suite struct PureLayoutBlockTests {
    @Test func priorityAndUninstalledBlocks() throws {
        let source = """
            import PureLayout
            import UIKit
            final class Badge: UIView {
                let dot = UIView()
                var later: [NSLayoutConstraint] = []
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .bottom)
                    dot.autoSetDimension(.height, toSize: 30)
                    NSLayoutConstraint.autoSetPriority(.defaultHigh) {
                        dot.autoSetDimension(.height, toSize: 50)
                    }
                    later = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                        dot.autoSetDimension(.height, toSize: 80)
                    }
                }
            }
            """
        let scene = try SwiftLayouts.scene(source)
        #expect(scene.constraints.map(\.priority) == [1000, 1000, 1000, 1000, 750])
        let layout = try SwiftLayouts.layout(source)
        #expect(SwiftLayouts.frame(layout, "dot") == [0, 0, 375, 30])
    }
}
