import SceneModel
import Testing

/// A navigation bar, toolbar or tab bar that code adds among its views is drawn as that bar, as
/// a storyboard's is (`StandaloneBar`); a plain view stays plain.
@Suite struct StandaloneBarClassTests {
    @Test func barClassesAreBars() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            class Screen: UIViewController {
                let header = UINavigationBar()
                let footer = UIToolbar()
                let tabs = UITabBar()
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    [header, footer, tabs, box].forEach(view.addSubview)
                }
            }
            """)
        #expect(
            scene.root.subviews.map(\.bar)
                == [StandaloneBar(.navigationBar), StandaloneBar(.toolbar), StandaloneBar(.tabBar), nil])
    }
}

/// A subclass of a bar class the file declares is that bar too.
@Suite struct StandaloneBarSubclassTests {
    @Test func aSubclassOfABarIsABar() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            class Header: UINavigationBar {}
            class Screen: UIViewController {
                let header = Header()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                }
            }
            """)
        #expect(scene.root.subviews.map(\.bar) == [StandaloneBar(.navigationBar)])
    }
}
