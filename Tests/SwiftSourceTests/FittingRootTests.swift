import SceneModel
import SwiftSource
import Testing

/// Cells and custom views are as high as their content at the screen's width, as a table sizes
/// a self-sizing cell; a controller's view fills the screen.
@Suite struct FittingRootTests {
    @Test func aTableCellIsALabelAndItsContentViewsMarginsHigh() throws {
        let source = """
            import UIKit

            final class TitleCell: UITableViewCell {
                private let titleLabel = UILabel()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    titleLabel.text = "Title"
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(titleLabel)
                    NSLayoutConstraint.activate([
                        titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                        titleLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                        titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        titleLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    ])
                }
            }
            """
        #expect(try SwiftLayouts.scene(source).rootSizing == .tableCell)
        let layout = try SwiftLayouts.layout(source)
        // 11 + a 17-point line (20.5) + 11; 16 on the sides of a 375-point screen.
        #expect(layout.rootFrame == Rect(x: 0, y: 0, width: 375, height: 42.5))
        #expect(layout.safeArea == .zero)
        #expect(SwiftLayouts.frame(layout, "titleLabel") == [16, 11, 343, 20.5])
    }

    @Test func aViewIsItsContentsHeightWithAViewsMargins() throws {
        let layout = try SwiftLayouts.layout(
            """
            import UIKit

            final class BannerView: UIView {
                private let icon = UIView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(icon)
                    NSLayoutConstraint.activate([
                        icon.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                        icon.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
                        icon.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                        icon.widthAnchor.constraint(equalToConstant: 24),
                        icon.heightAnchor.constraint(equalToConstant: 24),
                    ])
                }
            }
            """)
        #expect(layout.rootFrame == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(SwiftLayouts.frame(layout, "icon") == [8, 8, 24, 24])
    }

    @Test func aControllersViewFillsTheScreen() throws {
        let source = """
            import UIKit

            final class BannerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let icon = UIView()
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(icon)
                    NSLayoutConstraint.activate([
                        icon.topAnchor.constraint(equalTo: view.topAnchor),
                        icon.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        icon.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        icon.widthAnchor.constraint(equalToConstant: 24),
                    ])
                }
            }
            """
        #expect(try SwiftLayouts.scene(source).rootSizing == .screen)
        let layout = try SwiftLayouts.layout(source)
        #expect(layout.rootFrame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(SwiftLayouts.frame(layout, "icon") == [0, 0, 24, 667])
    }
}
