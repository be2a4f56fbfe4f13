import SceneModel
import SwiftSource
import Testing

/// Layout anchors, `NSLayoutConstraint.activate`, `isActive`, guides, priorities and the
/// hierarchy a controller's or a view's code builds.
@Suite struct AnchorTests {
    @Test func aControllersViewsPinnedToTheSafeAreaAndMargins() throws {
        let layout = try SwiftLayouts.layout(
            """
            import UIKit

            final class ProfileViewController: UIViewController {
                private let avatar: UIImageView = {
                    let imageView = UIImageView()
                    imageView.translatesAutoresizingMaskIntoConstraints = false
                    return imageView
                }()
                private lazy var nameLabel: UILabel = {
                    let label = UILabel()
                    label.text = "Ada"
                    label.font = .systemFont(ofSize: 20, weight: .bold)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    return label
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(avatar)
                    view.addSubview(nameLabel)
                    NSLayoutConstraint.activate([
                        avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                        avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        avatar.widthAnchor.constraint(equalToConstant: 64),
                        avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                        nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                        nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
                    ])
                    let trailing = nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -Layout.margin * 2)
                    trailing.priority = .defaultHigh
                    trailing.isActive = true
                }
            }

            enum Layout {
                static let margin: CGFloat = 8
            }
            """)
        // Root margins on an iPhone 8 are 16 points; the status bar is 20.
        #expect(SwiftLayouts.frame(layout, "avatar") == [16, 36, 64, 64])
        // 20-point bold text, 3 characters at 0.6 × 20 each.
        let label = SwiftLayouts.frame(layout, "nameLabel")
        #expect(label[0] == 92)
        #expect(label[2] == 36)
        #expect((label[1] + label[3] / 2 - 68).magnitude < 0.01)
    }

    @Test func everyViewAndConstraintCarriesItsLocation() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            class Card: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    title.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
                }
            }
            """, file: "Card.swift")
        #expect(scene.title == "Card")
        #expect(scene.root.subviews.map(\.name) == ["title"])
        #expect(scene.root.subviews[0].location.description == "Card.swift:3:17")
        #expect(scene.constraints.count == 1)
        #expect(scene.constraints[0].location.description == "Card.swift:8:9")
        #expect(scene.constraints[0].first == Anchor(.view("title"), .top))
        #expect(scene.constraints[0].second == Anchor(.root, .top))
        #expect(scene.constraints[0].constant == .points(8))
    }

    @Test func stackViewsArrangeTheirViews() throws {
        let layout = try SwiftLayouts.layout(
            """
            import UIKit
            class Buttons: UIView {
                private lazy var stack = UIStackView(arrangedSubviews: [first, second])
                private let first = UIView()
                private let second = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    stack.axis = .horizontal
                    stack.spacing = 10
                    stack.distribution = .fillEqually
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                        stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
                        stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
                        stack.heightAnchor.constraint(equalToConstant: 44),
                    ])
                }
            }
            """)
        #expect(SwiftLayouts.frame(layout, "stack") == [20, 20, 335, 44])
        #expect(SwiftLayouts.frame(layout, "first") == [0, 0, 162.5, 44])
        #expect(SwiftLayouts.frame(layout, "second") == [172.5, 0, 162.5, 44])
    }

    @Test func whatIsNotUnderstoodIsAWarningWithItsLine() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            class Row: UIView {
                let icon = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    icon.pinToEdges(of: self)
                    icon.widthAnchor.constraint(equalTo: someGuide).isActive = true
                }
            }
            """, file: "Row.swift")
        #expect(
            scene.warnings.map(\.placed) == [
                "Row.swift:8:9: `icon.pinToEdges(of: self)` is not understood (a helper not in the files given?): not read",
                "Row.swift:9:9: `icon.widthAnchor.constraint(equalTo: someGuide)` is not a constraint this reader understands: not read",
            ])
    }

    @Test func runTimeTextIsAPlaceholderAndAnAssumption() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            class Header: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    title.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    title.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                }
                func configure(with model: Model) {
                    title.text = model.headline
                }
            }
            """, file: "Header.swift")
        #expect(scene.root.subviews[0].text == "headline")
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: title text `model.headline` width, height — set at run time (Header.swift:12): 'headline' drawn"
            ])
        #expect(scene.root.subviews[0].assumedAxes == [.horizontal, .vertical])
    }

    @Test func literalTextReadsItsEscapesAndNamesItsInterpolations() throws {
        let scene = try SwiftLayouts.scene(
            #"""
            import UIKit
            class Row: UIView {
                let stars = UILabel()
                let note = UILabel()
                func configure(with repo: Repo) {
                    addSubview(stars)
                    addSubview(note)
                    stars.text = "\u{2605} \(repo.starsCount)"
                    note.text = "Tab\tand \"quote\""
                }
            }
            """#, file: "Row.swift")
        #expect(scene.root.subviews.map(\.text) == ["\u{2605} starsCount", "Tab\tand \"quote\""])
    }
}

/// Views the code uses but does not make, and code shapes around the statements.
@Suite struct PlaceholderTests {
    @Test func aSuperclassViewIsAHatchedPlaceholder() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            class ContactCell: MessageContentCell {
                lazy var nameLabel: UILabel = .init()
                override func setupSubviews() {
                    super.setupSubviews()
                    messageContainerView.addSubview(nameLabel)
                    nameLabel.translatesAutoresizingMaskIntoConstraints = false
                    nameLabel.topAnchor.constraint(equalTo: messageContainerView.topAnchor).isActive = true
                }
            }
            """, file: "ContactCell.swift")
        #expect(scene.root.subviews.map(\.name) == ["messageContainerView"])
        #expect(scene.root.subviews[0].subviews.map(\.name) == ["nameLabel"])
        #expect(scene.root.subviews[0].assumedAxes == [.horizontal, .vertical])
        #expect(
            scene.assumptions.first?.line
                == "assumed: messageContainerView `messageContainerView` width, height — a view this file does not "
                + "make (a superclass's, an outlet's or one passed in) (ContactCell.swift:6): a placeholder")
    }

    @Test func localFunctionsAndLiteralLoops() throws {
        let layout = try SwiftLayouts.layout(
            """
            import UIKit
            class Bars: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    func makeBar(_ index: CGFloat) -> UIView {
                        let bar = UIView()
                        bar.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(bar)
                        NSLayoutConstraint.activate([
                            bar.topAnchor.constraint(equalTo: topAnchor, constant: 100 + index * 30),
                            bar.leadingAnchor.constraint(equalTo: leadingAnchor),
                            bar.widthAnchor.constraint(equalToConstant: 50 * (index + 1)),
                            bar.heightAnchor.constraint(equalToConstant: 20),
                        ])
                        return bar
                    }
                    for index in 0..<3 {
                        _ = makeBar(CGFloat(index))
                    }
                }
            }
            """)
        #expect(SwiftLayouts.frame(layout, "bar") == [0, 100, 50, 20])
        #expect(SwiftLayouts.frame(layout, "bar 2") == [0, 130, 100, 20])
        #expect(SwiftLayouts.frame(layout, "bar 3") == [0, 160, 150, 20])
    }
}

/// UIKit's search bar, page control and picker view in code are those kinds, with UIKit's
/// intrinsic heights: a search bar 56 high, a page control 26, a picker 216 (and 320 wide).
@Suite struct ControlClassTests {
    @Test func searchBarPageControlAndPickerKeepTheirIntrinsicSizes() throws {
        let layout = try SwiftLayouts.layout(
            """
            import UIKit

            final class SearchViewController: UIViewController {
                let searchBar = UISearchBar()
                let pages = UIPageControl()
                let picker = UIPickerView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    for view in [searchBar, pages, picker] as [UIView] {
                        view.translatesAutoresizingMaskIntoConstraints = false
                    }
                    view.addSubview(searchBar)
                    view.addSubview(pages)
                    view.addSubview(picker)
                    NSLayoutConstraint.activate([
                        searchBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        pages.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
                        pages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        pages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        picker.topAnchor.constraint(equalTo: pages.bottomAnchor),
                        picker.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    ])
                }
            }
            """)
        #expect(SwiftLayouts.frame(layout, "searchBar") == [0, 20, 375, 56])
        #expect(SwiftLayouts.frame(layout, "pages") == [0, 76, 375, 26])
        #expect(SwiftLayouts.frame(layout, "picker") == [27.5, 102, 320, 216])
        #expect(layout.view(named: "searchBar")?.spec.type == .searchBar)
        #expect(layout.view(named: "pages")?.spec.type == .pageControl)
        #expect(layout.view(named: "picker")?.spec.type == .pickerView)
    }
}
