import Foundation
import SceneModel
import SwiftSource
import Testing

/// What the app decides at run time: conditions, loops over its data, callbacks.
@Suite struct RunTimeDecisionTests {
    @Test func anUndecidedConditionDrawsItsFirstBranchAndReadsTheOther() throws {
        let reading = try SwiftSourceSceneReader.reading(
            Data(
                """
                import UIKit
                class Banner: UIView {
                    let icon = UIView()
                    var isCompact = false
                    init(style: Style) {
                        super.init(frame: .zero)
                        icon.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(icon)
                        if style.isLarge {
                            icon.widthAnchor.constraint(equalToConstant: 80).isActive = true
                        } else {
                            icon.widthAnchor.constraint(equalToConstant: 40).isActive = true
                            icon.pinCenter(to: self)
                        }
                        if isCompact {
                            icon.heightAnchor.constraint(equalToConstant: 10).isActive = true
                        }
                    }
                }
                """.utf8), file: "Banner.swift")
        let scene = reading.scenes[0].scene
        #expect(scene.constraints.map(\.text) == ["icon.widthAnchor.constraint(equalToConstant: 80)"])
        #expect(reading.constraintStatements == 2)
        #expect(
            scene.warnings.map(\.placed) == [
                "Banner.swift:13:13: `icon.pinCenter(to: self)` is not understood (a helper not in the files given?): not read"
            ])
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: condition `style.isLarge` — decided at run time: assumed true (the other branch is read, not drawn) (Banner.swift:9:12)"
            ])
    }

    @Test func aLiteralLoopIsUnrolledAndAViewDictionaryFilledBySubscript() throws {
        let layout = try SwiftLayouts.layout(
            """
            import UIKit
            class Grid: UIView {
                let a = UIView(), b = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    var views: [String: UIView] = [:]
                    views["a"] = a
                    views["b"] = b
                    for (name, view) in [("a", a), ("b", b)] {
                        view.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(view)
                        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[\\(name)(30)]", metrics: nil, views: views))
                    }
                    var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(==b)][b]|", metrics: nil, views: views)
                    constraints += []
                    NSLayoutConstraint.activate(constraints)
                }
            }
            """)
        #expect(SwiftLayouts.frame(layout, "a") == [0, 100, 187.5, 30])
        #expect(SwiftLayouts.frame(layout, "b") == [187.5, 100, 187.5, 30])
    }
}

/// A controller's `loadView` that sets `view` makes that view the scene's root.
@Suite struct LoadViewTests {
    @Test func theViewSetInLoadViewIsTheRoot() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            class ChatViewController: UIViewController {
                var list: UICollectionView!
                override func loadView() {
                    self.view = ChatView()
                    view.backgroundColor = .white
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    self.list.translatesAutoresizingMaskIntoConstraints = false
                    self.view.addSubview(self.list)
                    self.view.addConstraint(NSLayoutConstraint(item: self.view, attribute: .top, relatedBy: .equal, toItem: self.list, attribute: .top, multiplier: 1, constant: 0))
                }
            }
            """)
        #expect(scene.root.subviews.map(\.name) == ["list"])
        #expect(scene.root.background == Color.white)
        #expect(scene.constraints.map(\.first) == [Anchor(.root, .top)])
        #expect(scene.warnings.isEmpty)
    }
}
