import SceneModel
import Testing

/// `UIFontMetrics` scales a fixed-size font with the size category as a text style scales; the
/// Swift reader keeps the font's size at Large and the style it follows.
@Suite struct FontMetricsTests {
    @Test func scaledFontsFollowTheirTextStyle() throws {
        let scene = try SwiftLayouts.scene(
            """
            import UIKit
            class Card: UIView {
                let title = UILabel()
                let body = UILabel()
                let capped = UILabel()
                let styled = UILabel()
                let metrics = UIFontMetrics(forTextStyle: .headline)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.font = metrics.scaledFont(for: UIFont.systemFont(ofSize: 22, weight: .bold))
                    body.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15))
                    capped.font = UIFontMetrics(forTextStyle: UIFont.TextStyle.caption1)
                        .scaledFont(for: UIFont(name: "Avenir-Heavy", size: 12)!, maximumPointSize: 20)
                    styled.font = UIFontMetrics.default.scaledFont(for: .preferredFont(forTextStyle: .footnote))
                    [title, body, capped, styled].forEach(addSubview)
                }
            }
            """)
        let fonts = scene.root.subviews.map(\.font)
        #expect(fonts[0] == FontSpec(size: 22, weight: .bold, scaling: FontScaling(textStyle: .headline)))
        #expect(fonts[1] == FontSpec(size: 15, scaling: FontScaling(textStyle: .body)))
        #expect(
            fonts[2]
                == FontSpec(
                    size: 12, family: "Avenir-Heavy", scaling: FontScaling(textStyle: .caption1, maximumSize: 20)))
        // A text style's font scales on its own.
        #expect(fonts[3] == .style(.footnote))
    }

    /// Headline is 17 at Large, 14 at xS, 23 at xxxL and 53 at AX5.
    static let headlineScaled: [(SizeCategory, Double)] = [
        (.L, 22), (.xS, 22.0 * 14 / 17), (.xxxL, 22.0 * 23 / 17), (.AX5, 22.0 * 53 / 17),
    ]

    @Test(arguments: headlineScaled)
    func aScaledSizeIsTheStylesRatio(category: SizeCategory, size: Double) {
        let font = FontSpec(size: 22, weight: .bold, scaling: FontScaling(textStyle: .headline))
        let resolved = font.resolved(for: category)
        #expect(abs(resolved.size - size) < 1e-9)
        #expect(resolved.scaling == nil)
        #expect(resolved.weight == .bold)
    }

    @Test func aMaximumCapsTheScaledSize() {
        let font = FontSpec(size: 12, scaling: FontScaling(textStyle: .caption1, maximumSize: 20))
        // Caption 1 is 12 at Large and 43 at AX5: 12 × 43 / 12 = 43, capped at 20.
        #expect(font.resolved(for: .AX5).size == 20)
        #expect(font.resolved(for: .L).size == 12)
    }
}
