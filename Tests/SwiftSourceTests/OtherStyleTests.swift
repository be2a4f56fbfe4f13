import SceneModel
import SwiftSource
import Testing

/// `NSLayoutConstraint(item:…)`, VFL with metrics and views dictionaries, and SnapKit.
@Suite struct OtherStyleTests {
    @Test func itemConstraints() throws {
        let layout = try SwiftLayouts.layout(
            """
            import UIKit
            class Badge: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(dot)
                    addConstraint(NSLayoutConstraint(item: dot, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX, multiplier: 1, constant: 0))
                    addConstraints([
                        NSLayoutConstraint(item: dot, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, multiplier: 1, constant: 100),
                        NSLayoutConstraint(item: dot, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
                        NSLayoutConstraint(item: dot, attribute: .height, relatedBy: .equal, toItem: dot, attribute: .width, multiplier: 0.5, constant: 0),
                    ])
                }
            }
            """)
        #expect(SwiftLayouts.frame(layout, "dot") == [177.5, 100, 20, 10])
    }

    @Test func visualFormatWithMetricsAndViews() throws {
        let layout = try SwiftLayouts.layout(
            """
            import UIKit
            class Pair: UIView {
                let left = UIView()
                let right = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let views = ["left": left, "right": right]
                    for view in views.values { view.translatesAutoresizingMaskIntoConstraints = false }
                    left.translatesAutoresizingMaskIntoConstraints = false
                    right.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(left)
                    addSubview(right)
                    let metrics = ["pad": 10, "gap": 5 * 2]
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[left(==right)]-gap-[right]-pad-|", options: [], metrics: metrics, views: views))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(50)-[left(40)]", metrics: nil, views: views))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-50-[right(==left)]", metrics: nil, views: views))
                }
            }
            """)
        #expect(SwiftLayouts.frame(layout, "left") == [10, 50, 172.5, 40])
        #expect(SwiftLayouts.frame(layout, "right") == [192.5, 50, 172.5, 40])
    }

    /// `options: .alignAllCenterY` on a horizontal format centers each view on the one before it.
    @Test func visualFormatAlignmentOptions() throws {
        let source = """
            import UIKit
            class Row: UIView {
                let icon = UIView()
                let title = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(icon)
                    addSubview(title)
                    let views = ["icon": icon, "title": title]
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[icon(24)]-8-[title(100)]", options: .alignAllCenterY, metrics: nil, views: views))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[icon(24)]-20-|", options: [], metrics: nil, views: views))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[title(40)]", options: [.alignAllLeading], metrics: nil, views: views))
                }
            }
            """
        let layout = try SwiftLayouts.layout(source)
        #expect(layout.rootFrame.height == 64)
        #expect(SwiftLayouts.frame(layout, "icon") == [16, 20, 24, 24])
        #expect(SwiftLayouts.frame(layout, "title") == [48, 12, 100, 40])
        let scene = try SwiftLayouts.scene(source)
        #expect(scene.constraints.filter { $0.first.attribute == .centerY }.count == 1)
    }

    /// UIKit raises an exception for an alignment along the format's own axis: not read.
    @Test func visualFormatAlignmentAlongItsAxisIsRefused() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            class Column: UIView {
                let a = UIView()
                let b = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(a)
                    addSubview(b)
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a][b]", options: .alignAllTop, metrics: nil, views: ["a": a, "b": b]))
                }
            }
            """)
        #expect(
            !scene.constraints.contains {
                $0.first.attribute == .top && $0.second?.attribute == .top && $0.second?.item == .view("b")
            })
        #expect(
            scene.warnings.map(\.message).contains(
                "`options: .alignAllTop` aligns the views along the format's own axis (UIKit raises an exception): not read"
            ))
    }

    @Test func snapKit() throws {
        let layout = try SwiftLayouts.layout(
            """
            import SnapKit
            import UIKit
            final class Panel: UIView {
                private let box = UIView()
                private let bar = UIView()
                private let tag = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(box)
                    box.addSubview(bar)
                    box.addSubview(tag)
                    box.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(UIEdgeInsets(top: 40, left: 10, bottom: 20, right: 30))
                    }
                    bar.snp.makeConstraints {
                        $0.top.leading.trailing.equalToSuperview().inset(5)
                        $0.height.equalTo(44)
                    }
                    tag.snp.makeConstraints { make in
                        make.top.equalTo(bar.snp.bottom).offset(8)
                        make.centerX.equalToSuperview()
                        make.width.equalToSuperview().multipliedBy(0.5)
                        make.height.equalTo(100).priority(.high)
                        make.height.lessThanOrEqualTo(60)
                    }
                }
            }
            """)
        #expect(SwiftLayouts.frame(layout, "box") == [10, 40, 335, 607])
        #expect(SwiftLayouts.frame(layout, "bar") == [5, 5, 325, 44])
        // 83.75 snapped to the 2x pixel grid.
        #expect(SwiftLayouts.frame(layout, "tag") == [84, 57, 167.5, 60])
    }
}

/// What is not a layout: a file that is not Swift, a syntax error, nesting, no scene.
@Suite struct BadSwiftInputTests {
    @Test func aFileWithNoSceneIsAnError() {
        #expect(throws: (any Error).self) {
            try SwiftLayouts.scene("struct Point { var x = 0 }", file: "Point.swift")
        }
        do {
            _ = try SwiftLayouts.scene("struct Point { var x = 0 }", file: "Point.swift")
        } catch {
            #expect(
                "\(error)"
                    == "Point.swift: error: no class in the file: no UIViewController, UIView or cell subclass that builds views or constraints"
            )
        }
    }

    @Test func aSyntaxErrorIsALocatedWarning() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            class Broken: UIView {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(label)
                    label.text = "Hi" +
                }
            }
            """, file: "Broken.swift")
        #expect(scene.root.subviews.map(\.name) == ["label"])
        #expect(scene.warnings.first?.location.line == 7)
        #expect(scene.warnings.first?.message.hasPrefix("not valid Swift here") == true)
    }

    @Test func deepNestingAndBinaryNoiseAreNotCrashes() {
        let nested = "class V: UIView { func f() { let x = " + String(repeating: "{ ", count: 5000) + "1" + "}" + " } }"
        #expect(throws: (any Error).self) { try SwiftLayouts.scene(nested) }
        let noise = String(decoding: (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self)
        #expect(throws: (any Error).self) { try SwiftLayouts.scene(noise) }
    }

    @Test func theRegistryClaimsSwiftFiles() {
        #expect(SwiftSourceSceneReader().fileExtensions == ["swift"])
        #expect(SwiftSourceSceneReader().recognizes(Array("import UIKit\\nclass A: UIView {}".utf8)))
    }
}

/// A Swift file past the reader's size is refused before parsing.
@Suite struct SwiftFileSizeTests {
    @Test func aFileOverOneMegabyteIsRefused() {
        let big = "import UIKit\n" + String(repeating: " ", count: 1 << 20)
        do {
            _ = try SwiftLayouts.scene(big, file: "Big.swift")
            Issue.record("a 1 MB file was read")
        } catch {
            #expect(
                "\(error)"
                    == "Big.swift: error: a Swift file larger than 1 MB is not read: a screen's code is a few tens of kilobytes"
            )
        }
    }
}

/// Stevia's equations and pinning methods, where the file imports Stevia.
@Suite struct SteviaTests {
    @Test func equationsAndPins() throws {
        let layout = try SwiftLayouts.layout(
            """
            import Stevia
            import UIKit
            final class Crop: UIView {
                let bar = UIView()
                let area = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    subviews(bar, area)
                    bar.top(100).leading(10).trailing(20).height(>=44)
                    area.Top == bar.Bottom + 8
                    area.Width == bar.Width * 0.5
                    area.Height == 60
                    area.centerHorizontally()
                    |-area-|
                }
            }
            """)
        #expect(SwiftLayouts.frame(layout, "bar") == [10, 100, 345, 44])
        // Centred at 101.25, snapped to the 2x pixel grid.
        #expect(SwiftLayouts.frame(layout, "area") == [101.5, 152, 172.5, 60])
    }

    @Test func chainsAndLayout() throws {
        let source = """
            import Stevia
            import UIKit
            final class Form: UIView {
                let name = UIView()
                let email = UIView()
                let icon = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    subviews(name, email, icon)
                    let margin: CGFloat = 20
                    layout(
                        100,
                        |-margin-name-(margin / 2)-icon-margin-|,
                        -2,
                        |email| ~ 44,
                        0
                    )
                    icon.width(30)
                    icon.Top == name.Top
                    icon.Height == name.Height
                }
            }
            """
        #expect(try SwiftLayouts.scene(source).warnings.map(\.placed) == [])
        let layout = try SwiftLayouts.layout(source)
        // 100 from the top, 2 over the email row, which ends at the bottom: 525 high.
        #expect(SwiftLayouts.frame(layout, "name") == [20, 100, 295, 525])
        #expect(SwiftLayouts.frame(layout, "icon") == [325, 100, 30, 525])
        #expect(SwiftLayouts.frame(layout, "email") == [0, 623, 375, 44])
    }
}
