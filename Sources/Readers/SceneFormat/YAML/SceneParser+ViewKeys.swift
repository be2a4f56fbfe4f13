import SceneModel
import Yams

extension SceneParser {
    /// Reads one key of a view into it. The switch is over `ViewKey`, so a key added to the engine
    /// cannot be left unread; whether the view's type has the key is checked after (`checkApplicableKeys`).
    mutating func parse(_ key: ViewKey, _ v: Node, into view: inout ViewSpec) throws {
        switch key {
        case .type, .id: break
        case .text: view.text = v.string
        case .title: view.title = v.string
        case .placeholder: view.placeholder = v.string
        case .segments:
            if case .sequence = v {
                view.segments = parseList(v).compactMap(\.string)
            } else {
                fail("segments must be a list of titles, e.g. [One, Two]", v)
            }
        case .font: view.font = parseFont(v)
        case .lines:
            if let n = number(v, "lines") {
                if n >= 0, n == n.rounded() {
                    view.lines = Int(n)
                } else {
                    fail("lines must be a whole number >= 0 (0 = unlimited)", v)
                }
            }
        case .alignment:
            if view.type == .stack { break }  // the stack's alignment: parseStack
            view.alignment = enumCase(v, TextAlignment.allCases) ?? .natural
        case .background: view.background = parseColor(v)
        case .textColor: view.textColor = parseColor(v)
        case .tint: view.tint = parseColor(v)
        case .border: parseBorder(v, into: &view)
        case .cornerRadius:
            view.cornerRadius = number(v, "cornerRadius") ?? 0
            if view.cornerRadius < 0 { fail("cornerRadius must be >= 0", v) }
        case .contentInsets: view.contentInsets = parseInsets(v, "contentInsets")
        case .alignmentInsets: view.alignmentInsets = parseInsets(v, "alignmentInsets")
        case .image: parseImage(v, into: &view)
        case .contentMode: view.contentMode = enumCase(v, ContentMode.allCases) ?? .scaleToFill
        case .intrinsicSize:
            if let s = numbers(v, count: 2, "intrinsicSize") {
                // UIView.noIntrinsicMetric (-1) is the only negative UIKit understands.
                if s.contains(where: { $0 < 0 && $0 != -1 }) {
                    fail("intrinsicSize must be >= 0, or -1 for none on that axis", v)
                } else {
                    view.intrinsicSize = Size(width: s[0], height: s[1])
                }
            }
        case .hugging: view.hugging = parseAxisPriorities(v, "hugging")
        case .compressionResistance: view.compressionResistance = parseAxisPriorities(v, "compressionResistance")
        case .margins: view.margins = parseInsets(v, "margins")
        case .frame:
            if let f = numbers(v, count: 4, "frame") {
                if f[2] < 0 || f[3] < 0 {
                    fail("a frame's width and height must be >= 0", v)
                } else {
                    view.designFrame = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
                }
            }
        case .autoresizing: parseAutoresizing(v, into: &view)
        case .readableMargins:
            view.layoutMarginsFollowReadableWidth =
                v.bool
                ?? {
                    fail("readableMargins must be true or false", v); return false
                }()
        case .marginsFromSafeArea:
            view.insetsLayoutMarginsFromSafeArea =
                v.bool
                ?? {
                    fail("marginsFromSafeArea must be true or false", v); return true
                }()
        case .preservesSuperviewMargins:
            view.preservesSuperviewLayoutMargins =
                v.bool
                ?? {
                    fail("preservesSuperviewMargins must be true or false", v); return false
                }()
        case .hidden:
            view.hidden =
                v.bool
                ?? {
                    fail("hidden must be true or false", v); return false
                }()
        case .isOn:
            view.isOn =
                v.bool
                ?? {
                    fail("isOn must be true or false", v); return true
                }()
        case .value: view.value = fraction(v, "value") ?? view.value
        case .accessibilityLabel: view.accessibilityLabel = v.string
        case .isAccessibilityElement:
            view.isAccessibilityElement =
                v.bool
                ?? {
                    fail("isAccessibilityElement must be true or false", v); return nil
                }()
        case .accessibilityElements:
            if case .sequence = v {
                view.accessibilityElements = parseList(v).compactMap(\.string)
            } else {
                fail("accessibilityElements must be a list of view names, e.g. [Title, Save]", v)
            }
        case .progress: view.progress = fraction(v, "progress") ?? view.progress
        case .selectedSegment:
            if let n = number(v, "selectedSegment") {
                if n >= -1, n == n.rounded(), n < 1000 {
                    view.selectedSegment = Int(n)
                } else {
                    fail("selectedSegment must be a segment's position (0 is the first) or -1 for none", v)
                }
            }
        case .prompt: view.prompt = v.string
        case .scopes:
            if case .sequence = v {
                view.scopes = parseList(v).compactMap(\.string)
            } else {
                fail("scopes must be a list of titles, e.g. [All, Recent]", v)
            }
        case .pages: view.pages = count(v, "pages", "a number of pages from 0") ?? view.pages
        case .currentPage:
            view.currentPage = count(v, "currentPage", "a page's position (0 is the first)") ?? view.currentPage
        case .pageTint: view.pageTint = parseColor(v)
        case .mode: view.datePickerMode = enumCase(v, DatePickerMode.allCases) ?? view.datePickerMode
        case .date:
            if let date = v.string.flatMap(PickerDate.init(text:)) {
                view.date = date
            } else {
                fail("date must be a day and time in UTC, e.g. 2014-09-24 18:04", v)
            }
        case .alpha:
            view.alpha = number(v, "alpha") ?? 1
            if !(0...1).contains(view.alpha) { fail("alpha must be between 0 and 1", v) }
        case .subviews: view.subviews += try parseViews(v)
        case .arranged:
            let arranged = try parseViews(v)
            view.subviews += arranged
            if view.type == .stack {
                view.stack = (view.stack ?? StackSpec()); view.stack!.arranged = arranged.map(\.name)
            }
        case .content:
            let content = try parseViews(v)
            view.subviews += content
            if view.type == .scroll { view.scroll = ScrollSpec(); view.scroll!.content = content.map(\.name) }
        case .axis, .distribution, .spacing, .customSpacing, .layoutMarginsRelative, .baselineRelative:
            break  // parseStack reads them
        case .sections: view.sections = parseSections(v)
        case .separators:
            view.separators =
                v.bool
                ?? {
                    fail("separators must be true or false", v); return true
                }()
        case .accessory: view.accessory = enumCase(v, CellAccessory.allCases)
        case .listContent: view.listContent = parseListContent(v)
        case .items: view.barItems = parseBarItems(v, "items")
        case .bar: view.bar = parseStandaloneBar(v)
        case .style:
            // The values are the kind's (`ViewKind.styles`); a kind without styles is refused by checkApplicableKeys.
            let styles = view.kind.styles
            if !styles.isEmpty { view.style = enumCase(v, styles) }
        }
    }

    /// `border: {color, width}`, a width alone (black), or a color alone (1 point).
    private mutating func parseBorder(_ v: Node, into view: inout ViewSpec) {
        if case .mapping(let bm) = v {
            view.borderColor = bm.value(forKey: "color").flatMap { parseColor($0) } ?? .black
            view.borderWidth = bm.value(forKey: "width").flatMap { nonNegative($0, "border width") } ?? 1
        } else if let text = v.string, Double(text) != nil {
            view.borderWidth = nonNegative(v, "border width") ?? 0; view.borderColor = .black
        } else {
            view.borderColor = parseColor(v); view.borderWidth = 1
        }
    }

    /// A whole number from 0 to 999 (a page control's pages, its current page).
    private mutating func count(_ v: Node, _ key: String, _ what: String) -> Int? {
        guard let n = number(v, key) else { return nil }
        guard ValueBounds.pages.contains(n), n == n.rounded() else {
            fail("\(key) must be \(what), a whole number", v); return nil
        }
        return Int(n)
    }

    /// A slider's value or a progress view's progress: from 0 to 1.
    private mutating func fraction(_ v: Node, _ key: String) -> Double? {
        guard let fraction = number(v, key) else { return nil }
        guard (0...1).contains(fraction) else {
            fail("\(key) must be from 0 to 1, not '\(formatPoints(fraction))'", v); return nil
        }
        return fraction
    }

    /// One of an enum's cases, by its scene spelling (case-insensitive), listing `cases` when it is none.
    mutating func enumCase<Value: RawRepresentable>(_ node: Node, _ cases: [Value]) -> Value?
    where Value.RawValue == String {
        enumValue(node, cases.map(\.rawValue)).flatMap(Value.init(rawValue:))
    }
}
