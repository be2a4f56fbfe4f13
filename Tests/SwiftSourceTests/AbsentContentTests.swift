import Foundation
import SceneModel
import SwiftSource
import Testing

/// Content the code never gives statically: a stand-in is drawn, hatched and listed.
@Suite struct AbsentContentTests {
    static let source = """
        import UIKit
        class Card: UIView {
            let name = UILabel()
            let close = UIButton()
            let photo = UIImageView()
            let logo = UIImageView(image: UIImage(named: "logo"))
            let star = UIImageView(image: UIImage(systemName: "star"))
            override init(frame: CGRect) {
                super.init(frame: frame)
                for view in [name, close, photo, logo, star] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(view)
                    view.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                }
                name.topAnchor.constraint(equalTo: topAnchor).isActive = true
                close.topAnchor.constraint(equalTo: name.bottomAnchor).isActive = true
                photo.topAnchor.constraint(equalTo: close.bottomAnchor).isActive = true
                logo.topAnchor.constraint(equalTo: photo.bottomAnchor).isActive = true
                star.topAnchor.constraint(equalTo: logo.bottomAnchor).isActive = true
            }
        }
        """

    @Test func absentTextAndImagesGetAssumedContent() throws {
        let scene = try SwiftLayouts.scene(Self.source)
        #expect(scene.root.subviews.map(\.text) == ["name", nil, nil, nil, nil])
        #expect(scene.root.subviews[1].title == "close")
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: logo image 'logo' width — its size is the image's, not in the source (Screen.swift:6): 44 × 44 assumed",
                "assumed: star symbol 'star' width, height — its size is the image's, not in the source (Screen.swift:7): 20 × 20 assumed",
                "assumed: name text width — never set in this file (Screen.swift:3): 'name' drawn",
                "assumed: close title width — never set in this file (Screen.swift:4): 'close' drawn",
                "assumed: photo image width — never set in this file (Screen.swift:5): 44 × 44 assumed",
            ])
        // The chain of tops fixes every height but the last one's.
        #expect(
            scene.root.subviews.map(\.assumedAxes) == [
                [.horizontal], [.horizontal], [.horizontal], [.horizontal], [.horizontal, .vertical],
            ])
        let layout = try SwiftLayouts.layout(Self.source)
        #expect(layout.ambiguities.isEmpty)
        #expect(SwiftLayouts.frame(layout, "name") == [0, 0, 41, 20.5])
        #expect(SwiftLayouts.frame(layout, "close") == [0, 20.5, 45, 30])
        #expect(SwiftLayouts.frame(layout, "photo") == [0, 50.5, 44, 44])
        #expect(SwiftLayouts.frame(layout, "logo") == [0, 94.5, 44, 44])
        #expect(SwiftLayouts.frame(layout, "star") == [0, 138.5, 20, 20])
    }

    @Test func anImageSetToNilOrATextSetEmptyIsNotAssumed() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            class Card: UIView {
                let name = UILabel()
                let photo = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    name.text = nil
                    photo.image = nil
                    addSubview(name)
                    addSubview(photo)
                }
            }
            """)
        #expect(scene.assumptions.isEmpty)
        #expect(scene.root.subviews.map(\.text) == ["", nil])
    }

    @Test func aButtonWithAnImageIsAsLargeAsTheAssumedImage() throws {
        let source = """
            import UIKit
            class Bar: UIView {
                let next = UIButton(type: .system)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    next.setImage(UIImage(systemName: "chevron.down"), for: .normal)
                    next.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(next)
                    next.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    next.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                }
            }
            """
        let scene = try SwiftLayouts.scene(source)
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: next symbol 'chevron.down' width, height — its size is the image's, not in the source (Screen.swift:6): 20 × 20 assumed"
            ])
        let layout = try SwiftLayouts.layout(source)
        #expect(SwiftLayouts.frame(layout, "next") == [0, 0, 20, 20])
    }
}
