import Foundation
import LayoutEngine
import SceneModel
import SwiftSource
import TestSupport
import Testing

/// Conditions the app decides at run time whose branches build the layout differently: each
/// way is a variation, a scene of its own named by the branches it takes.
@Suite struct BranchVariationTests {
    /// Each variation's title and the frame of `view` in it, on an iPhone 8 in portrait.
    static func frames(_ source: String, of view: String) throws -> [String: [Double]] {
        var frames: [String: [Double]] = [:]
        for named in try SwiftLayouts.scenes(source) {
            let scene = named.scene
            let layout = try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: scene.configurations[0])
            frames[scene.title] = SwiftLayouts.frame(layout, view)
        }
        return frames
    }

    @Test func bothBranchesOfAnIfAreVariationsNamedByTheCondition() throws {
        let scenes = try SwiftLayouts.scenes(SwiftFixtures.banner)
        #expect(scenes.map(\.scene.title) == ["Banner (isCompact)", "Banner (!isCompact)"])
        #expect(
            scenes.map(\.names) == [
                ["Banner (isCompact)", "Banner", "isCompact"], ["Banner (!isCompact)", "Banner", "!isCompact"],
            ])
        #expect(
            try Self.frames(SwiftFixtures.banner, of: "icon") == [
                "Banner (isCompact)": [16, 20, 40, 40], "Banner (!isCompact)": [16, 20, 120.5, 40],
            ])
        #expect(
            scenes.map { $0.scene.assumptions.map(\.line) } == [
                [
                    "assumed: condition `isCompact` — decided at run time: assumed true (the other branch is read, not drawn) (Screen.swift:11:12)"
                ],
                [
                    "assumed: condition `isCompact` — decided at run time: assumed false (the other branch is read, not drawn) (Screen.swift:11:12)"
                ],
            ])
    }

    @Test func anIfLetWithAnElseOnAValueSetElsewhereIsTwoVariations() throws {
        let source = """
            import UIKit
            final class Header: UIView {
                let icon = UIView()
                weak var anchorView: UIView?
                func setUp() {
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(icon)
                    icon.heightAnchor.constraint(equalToConstant: 30).isActive = true
                    icon.widthAnchor.constraint(equalToConstant: 30).isActive = true
                    icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
                    if let anchorView {
                        icon.topAnchor.constraint(equalTo: topAnchor, constant: 50).isActive = true
                    } else {
                        icon.topAnchor.constraint(equalTo: topAnchor, constant: 12.5).isActive = true
                    }
                }
            }
            """
        #expect(
            try Self.frames(source, of: "icon") == [
                "Header (anchorView != nil)": [8, 50, 30, 30], "Header (anchorView == nil)": [8, 12.5, 30, 30],
            ])
    }

    @Test func anIfWithoutElseIsAVariationWithAndOneWithout() throws {
        let source = """
            import UIKit
            final class Header: UIView {
                let title = UILabel()
                let badge = UIView()
                func setUp(showsBadge: Bool) {
                    title.text = "Inbox"
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                    ])
                    if !showsBadge { return }
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(badge)
                    if showsBadge {
                        NSLayoutConstraint.activate([
                            badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                            badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                            badge.widthAnchor.constraint(equalToConstant: 12),
                            badge.heightAnchor.constraint(equalToConstant: 12),
                        ])
                    }
                }
            }
            """
        let scenes = try SwiftLayouts.scenes(source)
        // `if !showsBadge` is the same condition as `if showsBadge`: two variations, not four.
        #expect(scenes.map(\.scene.title) == ["Header (showsBadge)", "Header (!showsBadge)"])
        #expect(scenes.map { $0.scene.root.subviews.map(\.name) } == [["title", "badge"], ["title"]])
        // "Inbox" is 5 × 0.6 × 17 = 51 wide, 20.5 high: the badge is 8 after it, centered on it
        // (14.25 on the 2x pixel grid is 14.5).
        #expect(
            try Self.frames(source, of: "badge") == [
                "Header (showsBadge)": [79, 14.5, 12, 12], "Header (!showsBadge)": [],
            ])
        #expect(try Self.frames(source, of: "title")["Header (!showsBadge)"] == [20, 10, 51, 20.5])
    }

    @Test func branchesThatBuildTheSameLayoutAreOneScene() throws {
        let scenes = try SwiftLayouts.scenes(
            """
            import UIKit
            class Row: UIView {
                let name = UILabel()
                func configure(isSelected: Bool) {
                    addSubview(name)
                    name.translatesAutoresizingMaskIntoConstraints = false
                    if isSelected {
                        name.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    } else {
                        name.leadingAnchor.constraint(equalTo: self.leadingAnchor).isActive = true
                    }
                    name.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }
            """)
        #expect(scenes.map(\.scene.title) == ["Row"])
        #expect(scenes[0].names == ["Row"])
    }

    @Test func aSwitchOverAModeIsAVariationPerCase() throws {
        let source = """
            import UIKit
            enum Size { case small, large, huge }
            class Avatar: UIView {
                let photo = UIImageView()
                init(size: Size) {
                    super.init(frame: .zero)
                    addSubview(photo)
                    photo.translatesAutoresizingMaskIntoConstraints = false
                    photo.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    photo.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    switch size {
                    case .small:
                        photo.widthAnchor.constraint(equalToConstant: 24).isActive = true
                    case .large, .huge:
                        photo.widthAnchor.constraint(equalToConstant: 64).isActive = true
                    }
                    photo.heightAnchor.constraint(equalTo: photo.widthAnchor).isActive = true
                }
            }
            """
        #expect(
            try Self.frames(source, of: "photo") == [
                "Avatar (size == .small)": [0, 0, 24, 24], "Avatar (size in .large, .huge)": [0, 0, 64, 64],
            ])
        let scenes = try SwiftLayouts.scenes(source)
        #expect(
            scenes[1].scene.assumptions.map(\.line).first
                == "assumed: switch over `size` — decided at run time: its case `case .large, .huge:` is read (the others are read, not drawn) (Screen.swift:11:16)"
        )
    }

    @Test func variationsAreNamedOnlyByTheConditionsThatTellThemApart() throws {
        let source = """
            import UIKit
            class Card: UIViewController {
                let box = UIView()
                func configure(with model: Model) {
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    box.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
                    if model.hasImage {
                        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
                    } else if model.width == .wide {
                        box.widthAnchor.constraint(equalToConstant: 300).isActive = true
                    } else {
                        box.widthAnchor.constraint(equalToConstant: 50).isActive = true
                    }
                    if model.isTall {
                        box.heightAnchor.constraint(equalToConstant: 200).isActive = true
                    } else {
                        box.heightAnchor.constraint(equalToConstant: 200).isActive = true
                    }
                }
            }
            """
        #expect(
            try Self.frames(source, of: "box") == [
                "Card (model.hasImage)": [0, 0, 100, 200],
                "Card (model.width == .wide)": [0, 0, 300, 200],
                "Card (!model.hasImage, model.width != .wide)": [0, 0, 50, 200],
            ])
    }

    @Test func theCombinationsReadAreBounded() throws {
        var lines = ""
        for index in 0..<6 {
            lines += """
                    if flag\(index) { box.widthAnchor.constraint(equalToConstant: \(index + 1)).isActive = true }

                """
        }
        let scenes = try SwiftLayouts.scenes(
            """
            import UIKit
            class Many: UIView {
                let box = UIView()
                func build() {
                    addSubview(box)
            \(lines)    }
            }
            """)
        #expect(scenes.count == 16)
        #expect(
            scenes[0].scene.warnings.map(\.placed).last
                == "Screen.swift:9:8: more than 16 combinations of conditions decided at run time build this screen: the others are not drawn"
        )
    }
}
