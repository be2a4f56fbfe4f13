import SceneFormat

/// The keys of one generated view: those its type has (text for labels, axis for stacks, …)
/// and the common ones (colors, priorities, margins, design frame), with values the parser
/// accepts. Numbers stay in ranges a real scene would use, with an occasional extreme.
struct PropertyWriter<Source: Entropy> {
    var entropy: Source

    static var words: [String] {
        [
            "OK", "Cancel", "Name", "Email address", "A longer title that wraps", "Ünïcödé", "日本語", "مرحبا", "🙂 emoji",
            "", "Two\nlines", "W", "Sign in to continue",
        ]
    }
    static var colors: [String] {
        ["red", "blue", "systemBlue", "lightGray", "secondaryLabel", "white", "black", "\"#FF000080\"", "\"#00FF00\""]
    }
    static var textStyles: [String] {
        [
            "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
            "caption1", "caption2",
        ]
    }

    mutating func text() -> String {
        var words: [String] = []
        for _ in 0..<entropy.int(1...3) { words.append(entropy.pick(Self.words)) }
        return YAMLText.quoted(words.joined(separator: " "))
    }

    mutating func priority() -> String {
        String(entropy.pick([1, 48, 49, 50, 51, 249, 250, 251, 500, 749, 750, 751, 999, 1000]))
    }

    mutating func font() -> String {
        switch entropy.below(3) {
        case 0: return entropy.pick(Self.textStyles)
        case 1:
            return "system \(entropy.int(1...40)) \(entropy.pick(["regular", "bold", "semibold", "light", "black"]))"
        default:
            return
                "{size: \(entropy.int(1...60)), weight: \(entropy.pick(["thin", "medium", "heavy"])), style: \(entropy.pick(Self.textStyles + ["italic"]))}"
        }
    }

    mutating func insets(_ range: ClosedRange<Int>) -> String {
        "[\(entropy.int(range)), \(entropy.int(range)), \(entropy.int(range)), \(entropy.int(range))]"
    }

    /// A bar placed as a view (`bar`), with what each kind shows, its items' tints among them.
    mutating func bar(_ add: (String, String) -> Void) {
        let colours = entropy.chance(50) ? ", style: black, tint: \(entropy.pick(Self.colors))" : ""
        switch entropy.below(3) {
        case 0:
            add(
                "bar",
                "{kind: navigationBar, title: \(text()), right: [{title: \(text()), tint: \(entropy.pick(Self.colors))}]\(colours)}"
            )
        case 1:
            add("bar", "{kind: tabBar, tabs: [\(text()), {title: \(text()), system: favorites}]\(colours)}")
        default:
            add("bar", entropy.chance(50) ? "toolbar" : "{kind: toolbar\(colours)}")
            add("items", "[\(text()), {system: flexibleSpace}, {title: \(text()), tint: \(entropy.pick(Self.colors))}]")
        }
    }

    mutating func properties(for type: String) -> [GeneratedScene.Property] {
        var p: [GeneratedScene.Property] = []
        func add(_ key: String, _ value: String) { p.append(.init(key: key, value: value)) }
        switch type {
        case "label":
            add("text", text())
            if entropy.chance(50) { add("font", font()) }
            if entropy.chance(40) { add("lines", String(entropy.int(0...3))) }
            if entropy.chance(20) {
                add("alignment", entropy.pick(["center", "natural", "left", "right", "justified"]))
            }
            if entropy.chance(15) { add("textColor", entropy.pick(Self.colors)) }
        case "button":
            add("title", text())
            if entropy.chance(30) { add("contentInsets", insets(0...20)) }
            if entropy.chance(20) { add("font", font()) }
        case "textField":
            if entropy.chance(60) { add("placeholder", text()) }
            if entropy.chance(30) { add("text", text()) }
        case "textView":
            add("text", text())
            if entropy.chance(30) { add("lines", String(entropy.int(0...4))) }
        case "imageView":
            add("image", "{size: [\(entropy.int(0...200)), \(entropy.int(0...200))]}")
            if entropy.chance(40) {
                add(
                    "contentMode",
                    entropy.pick([
                        "scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "topLeft", "bottomRight",
                    ]))
            }
        case "segmentedControl":
            add("segments", "[" + (0..<entropy.int(1...4)).map { _ in text() }.joined(separator: ", ") + "]")
        case "activityIndicator":
            if entropy.chance(50) { add("style", entropy.pick(["medium", "large"])) }
        case "switch":
            if entropy.chance(50) { add("isOn", String(entropy.chance(50))) }
        case "slider":
            if entropy.chance(50) { add("value", String(Double(entropy.int(0...100)) / 100)) }
        case "progressView":
            if entropy.chance(50) { add("progress", String(Double(entropy.int(0...100)) / 100)) }
        case "stack":
            add("axis", entropy.pick(["horizontal", "vertical"]))
            if entropy.chance(70) {
                add(
                    "distribution",
                    entropy.pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]))
            }
            if entropy.chance(60) {
                add(
                    "alignment",
                    entropy.pick([
                        "fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline",
                    ]))
            }
            if entropy.chance(60) { add("spacing", entropy.chance(30) ? "standard" : String(entropy.int(0...30))) }
            if entropy.chance(20) { add("layoutMarginsRelative", String(entropy.chance(50))) }
            if entropy.chance(20) { add("baselineRelative", String(entropy.chance(50))) }
        case "view":
            if entropy.chance(25) {
                add("intrinsicSize", "[\(entropy.pick([-1, 0, 20, 100])), \(entropy.pick([-1, 0, 44, 300]))]")
            }
            if entropy.chance(8) { bar(add) }
        default: break
        }
        if entropy.chance(40) { add("background", entropy.pick(Self.colors)) }
        if entropy.chance(15) { add("hugging", "{h: \(priority()), v: \(priority())}") }
        if entropy.chance(15) { add("compressionResistance", "{h: \(priority()), v: \(priority())}") }
        if entropy.chance(10) { add("margins", insets(0...30)) }
        if entropy.chance(15) {
            add(
                "frame",
                "[\(entropy.int(-20...300)), \(entropy.int(-20...600)), \(entropy.int(0...300)), \(entropy.int(0...300))]"
            )
        }
        if entropy.chance(5) { add("hidden", "true") }
        if entropy.chance(10) { add("alpha", entropy.pick(["0", "0.5", "1"])) }
        if entropy.chance(10) { add("cornerRadius", String(entropy.int(0...30))) }
        if entropy.chance(10) { add("border", "{color: \(entropy.pick(Self.colors)), width: \(entropy.int(0...4))}") }
        return p
    }
}
