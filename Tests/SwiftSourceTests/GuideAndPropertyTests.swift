import SceneModel
import SwiftSource
import Testing

/// Custom layout guides, constraints kept in properties and activated later, priorities,
/// `insertSubview`, and the properties that size text.
@Suite struct GuideAndPropertyTests {
    @Test func aCustomGuideAndConstraintsActivatedLater() throws {
        let layout = try SwiftLayouts.layout(
            """
            import UIKit
            final class SpacedViewController: UIViewController {
                private let spacer = UILayoutGuide()
                private let top = UIView()
                private let bottom = UIView()
                private var heightConstraint: NSLayoutConstraint!
                private lazy var constraints: [NSLayoutConstraint] = [
                    top.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    spacer.topAnchor.constraint(equalTo: top.bottomAnchor),
                    bottom.topAnchor.constraint(equalTo: spacer.bottomAnchor),
                    spacer.heightAnchor.constraint(equalToConstant: 2 * (10 + 5)),
                ]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addLayoutGuide(spacer)
                    [top, bottom].forEach {
                        $0.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview($0)
                        $0.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor).isActive = true
                        $0.widthAnchor.constraint(equalToConstant: 100).isActive = true
                    }
                    heightConstraint = top.heightAnchor.constraint(equalToConstant: 40)
                    let weak = bottom.heightAnchor.constraint(equalToConstant: 80)
                    weak.priority = UILayoutPriority(rawValue: 999)
                    let strong = bottom.heightAnchor.constraint(equalToConstant: 60)
                    strong.priority = .required - 1
                    NSLayoutConstraint.activate(constraints + [weak])
                    heightConstraint.isActive = true
                    view.insertSubview(strong.isActive ? top : bottom, at: 0)
                }
            }
            """)
        // The readable content guide is the margins guide on an iPhone 8 (16 points in).
        #expect(SwiftLayouts.frame(layout, "top") == [16, 100, 100, 40])
        #expect(SwiftLayouts.frame(layout, "bottom") == [16, 170, 100, 80])
    }

    @Test func textSizesFromFontsAndLines() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            class Labels: UIView {
                let title: UILabel = {
                    let label = UILabel()
                    label.font = UIFont.preferredFont(forTextStyle: .headline)
                    label.numberOfLines = 2
                    label.textAlignment = .center
                    return label
                }()
                let body = UILabel().then {
                    $0.font = .boldSystemFont(ofSize: 13)
                    $0.text = "Body"
                }
                let custom = UILabel()
                let stack = UIStackView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    custom.font = UIFont(name: "Avenir-Heavy", size: 15)
                    custom.accessibilityIdentifier = "customLabel"
                    custom.accessibilityLabel = "Custom"
                    body.isAccessibilityElement = false
                    stack.axis = .vertical
                    stack.alignment = .center
                    stack.distribution = .equalSpacing
                    stack.isLayoutMarginsRelativeArrangement = true
                    stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                    [title, body, custom].forEach(stack.addArrangedSubview)
                    stack.setCustomSpacing(12, after: title)
                    addSubview(stack)
                }
            }
            """)
        let stack = scene.root.subviews[0]
        #expect(stack.subviews.map(\.name) == ["title", "body", "customLabel"])
        #expect(stack.stack?.arranged == ["title", "body", "customLabel"])
        #expect(stack.stack?.axis == .vertical)
        #expect(stack.stack?.alignment == .center)
        #expect(stack.stack?.distribution == .equalSpacing)
        #expect(stack.stack?.isLayoutMarginsRelative == true)
        #expect(stack.stack?.customSpacing == ["title": 12])
        #expect(stack.margins == Insets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(stack.subviews[0].font == .style(.headline))
        #expect(stack.subviews[0].lines == 2)
        #expect(stack.subviews[0].alignment == .center)
        #expect(stack.subviews[1].font == FontSpec(size: 13, weight: .bold))
        #expect(stack.subviews[1].text == "Body")
        #expect(stack.subviews[2].font == FontSpec(size: 15, family: "Avenir-Heavy"))
        #expect(stack.subviews[2].accessibilityLabel == "Custom")
        #expect(stack.subviews[1].isAccessibilityElement == false)
    }
}
