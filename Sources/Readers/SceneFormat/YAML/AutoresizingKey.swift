import SceneModel
import Yams

/// `autoresizing: {flexible: [width, height], superview: [375, 80]}`: a view laid out by its
/// autoresizing mask (`translatesAutoresizingMaskIntoConstraints`), relative to its `frame` in
/// a superview of the given design size, as storyboards' cells and fixed-frame views are.
enum AutoresizingKey {
    static let parts = ["left", "width", "right", "top", "height", "bottom"]

    static func names(_ mask: AutoresizingMask) -> [String] {
        zip(
            parts,
            [
                mask.flexibleLeftMargin, mask.flexibleWidth, mask.flexibleRightMargin,
                mask.flexibleTopMargin, mask.flexibleHeight, mask.flexibleBottomMargin,
            ]
        ).filter(\.1).map(\.0)
    }

    static func mask(_ names: [String]) -> AutoresizingMask {
        var mask = AutoresizingMask()
        mask.flexibleLeftMargin = names.contains("left"); mask.flexibleWidth = names.contains("width")
        mask.flexibleRightMargin = names.contains("right"); mask.flexibleTopMargin = names.contains("top")
        mask.flexibleHeight = names.contains("height"); mask.flexibleBottomMargin = names.contains("bottom")
        return mask
    }
}

extension SceneParser {
    mutating func parseAutoresizing(_ node: Node, into view: inout ViewSpec) {
        guard case .mapping(let m) = node else {
            fail("autoresizing is {flexible: [PARTS], superview: [WIDTH, HEIGHT]}", node); return
        }
        var names: [String] = []
        var superview: Size?
        for (key, value) in m {
            switch key.string ?? "" {
            case "flexible":
                for item in parseList(value) {
                    if let name = enumValue(item, AutoresizingKey.parts) { names.append(name) }
                }
            case "superview":
                if let size = numbers(value, count: 2, "superview") {
                    if size.contains(where: { $0 < 0 }) {
                        fail("a superview size must be >= 0", value)
                    } else {
                        superview = Size(width: size[0], height: size[1])
                    }
                }
            default: fail("unknown autoresizing key '\(key.string ?? "")' (flexible, superview)", key)
            }
        }
        guard let superview else {
            fail("autoresizing needs the superview's design size: superview: [WIDTH, HEIGHT]", node); return
        }
        view.autoresizing = AutoresizingKey.mask(names)
        view.superviewDesignSize = superview
    }
}

extension ViewWriter {
    static func autoresizing(_ view: ViewSpec) -> String? {
        guard let mask = view.autoresizing, let size = view.superviewDesignSize else { return nil }
        return YAMLText.mapping([
            ("flexible", YAMLText.list(AutoresizingKey.names(mask))),
            ("superview", YAMLText.list([size.width, size.height].map(YAMLText.number))),
        ])
    }
}
