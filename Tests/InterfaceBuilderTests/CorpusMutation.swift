import Foundation

/// One seeded change to a real storyboard or XIB, of a kind a file nobody has seen could hold:
/// an attribute Interface Builder always writes left out, an element or attribute it never
/// writes, an odd value, a dangling or repeated id, a cycle, very deep nesting, a cut file.
/// Each is applied as text (the file's other bytes untouched), at a place the seed picks.
struct CorpusMutation {
    /// What the reader must do with the changed file.
    enum Expectation {
        /// Read: what the change touched is skippable, so the rest is laid out (with warnings).
        case result
        /// Read, or refused with an error located in the file (a value no layout can use).
        case resultOrLocatedError
        /// Refused with an error located in the file (the XML itself is broken).
        case locatedError
    }

    enum Kind: String, CaseIterable {
        case removeID, removeConstraintAttribute, removeFrameAttribute, removeKey, unknownViewElement
        case unknownAttribute, unknownChild, idiomVariation, iPadXIBType, oddNumber, missingReference
        case duplicateID, constraintCycle, missingSegueDestination, sceneWithoutView, deepNesting, truncation

        /// The change makes the reader skip, rename or replace something (a dangling reference,
        /// an unknown view, a reused id, a frame missing a value), which it must say with a warning
        /// located in the file. (An id left off an outlet or a segue, a constraint without its
        /// first item, which IB's convention makes the owning view, and elements of a kind not
        /// understood, counted in one summary, need no located warning.)
        var isSkippedWithAWarning: Bool {
            switch self {
            case .missingReference, .unknownViewElement, .duplicateID, .removeFrameAttribute: true
            default: false
            }
        }

        var expectation: Expectation {
            switch self {
            case .iPadXIBType, .oddNumber, .sceneWithoutView, .deepNesting: .resultOrLocatedError
            case .truncation: .locatedError
            default: .result
            }
        }
    }

    let kind: Kind
    /// What exactly was changed, to reproduce a failure by hand.
    let detail: String
    let text: String

    /// `kind` applied to `text` at a place `random` picks; nil when the file has no such place.
    static func apply(_ kind: Kind, to text: String, random: inout SeededRandom) -> CorpusMutation? {
        let tags = OpenTag.all(in: text)
        func pick<T>(_ candidates: [T]) -> T? {
            candidates.isEmpty ? nil : candidates[random.below(candidates.count)]
        }
        func made(_ detail: String, _ result: String) -> CorpusMutation {
            CorpusMutation(kind: kind, detail: detail, text: result)
        }
        switch kind {
        case .removeID:
            let skipped: Set<String> = ["document", "scene", "device", "capability", "plugIn", "deployment"]
            guard let tag = pick(tags.filter { !skipped.contains($0.name) && $0.attribute("id") != nil }) else {
                return nil
            }
            return made("no id on <\(tag.name)> at \(tag.line)", tag.removing("id", in: text))
        case .removeConstraintAttribute:
            let names = ["firstItem", "secondItem", "firstAttribute", "secondAttribute", "id"]
            guard let tag = pick(tags.filter { $0.name == "constraint" }),
                let name = pick(names.filter { tag.attribute($0) != nil })
            else { return nil }
            return made("no \(name) on <constraint> at \(tag.line)", tag.removing(name, in: text))
        case .removeFrameAttribute:
            guard let tag = pick(tags.filter { $0.name == "rect" && $0.attribute("key") == "frame" }),
                let name = pick(["x", "y", "width", "height"].filter { tag.attribute($0) != nil })
            else { return nil }
            return made("no \(name) on a frame at \(tag.line)", tag.removing(name, in: text))
        case .removeKey:
            guard let tag = pick(tags.filter { $0.attribute("key") != nil }) else { return nil }
            return made("no key on <\(tag.name)> at \(tag.line)", tag.removing("key", in: text))
        case .unknownViewElement:
            guard let tag = pick(tags.filter { $0.name == "view" }) else { return nil }
            return made("<view> at \(tag.line) renamed <fooView>", tag.renamed("fooView", in: text))
        case .unknownAttribute:
            guard let tag = pick(tags.filter { $0.name != "document" }) else { return nil }
            return made("fooAttribute on <\(tag.name)> at \(tag.line)", tag.adding(#"fooAttribute="1""#, in: text))
        case .unknownChild:
            guard let tag = pick(tags.filter { !$0.selfClosing && $0.name != "document" }) else { return nil }
            let child = #"<fooElement fooAttribute="1"><fooChild id="foo-00-001"/></fooElement>"#
            return made("<fooElement> in <\(tag.name)> at \(tag.line)", tag.inserting(child, in: text))
        case .idiomVariation:
            let keys = [
                "userInterfaceIdiom=mac", "userInterfaceIdiom=mac-widthClass=regular", "userInterfaceIdiom=pad",
            ]
            let key = pick(keys)!
            if let tag = pick(tags.filter { $0.name == "variation" }) {
                return made("variation at \(tag.line) keyed \(key)", tag.replacing("key", with: key, in: text))
            }
            guard let tag = pick(tags.filter { $0.name == "view" && !$0.selfClosing }) else { return nil }
            let variation =
                #"<variation key="\#(key)"><mask key="constraints"><exclude reference="foo-00-001"/></mask></variation>"#
            return made("a \(key) variation in <view> at \(tag.line)", tag.inserting(variation, in: text))
        case .iPadXIBType:
            guard let tag = tags.first(where: { $0.name == "document" }) else { return nil }
            return made(
                "document type iPad.XIB",
                tag.replacing("type", with: "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB", in: text))
        case .oddNumber:
            let names = ["x", "y", "width", "height", "constant", "multiplier", "priority", "pointSize"]
            let candidates = tags.flatMap { tag in names.filter { tag.attribute($0) != nil }.map { (tag, $0) } }
            guard let (tag, name) = pick(candidates), let value = pick(["nan", "inf", "-1e308", ""]) else {
                return nil
            }
            return made(
                "\(name)=\"\(value)\" on <\(tag.name)> at \(tag.line)", tag.replacing(name, with: value, in: text))
        case .missingReference:
            let candidates = tags.filter { $0.name == "constraint" }.flatMap { tag in
                ["firstItem", "secondItem"].filter { tag.attribute($0) != nil }.map { (tag, $0) }
            }
            guard let (tag, name) = pick(candidates) else { return nil }
            return made(
                "\(name) of <constraint> at \(tag.line) names a missing id",
                tag.replacing(name, with: "zzz-zz-zzz", in: text))
        case .duplicateID:
            let views = tags.filter { $0.name == "view" && $0.attribute("id") != nil }
            guard views.count >= 2, let first = pick(views), let second = pick(views.filter { $0.start != first.start })
            else { return nil }
            return made(
                "<view> at \(second.line) takes the id of <view> at \(first.line)",
                second.replacing("id", with: first.attribute("id")!, in: text))
        case .constraintCycle:
            guard let tag = pick(tags.filter { $0.name == "constraint" && $0.attribute("firstItem") != nil }) else {
                return nil
            }
            let item = tag.attribute("firstItem")!
            let cycle =
                #"<constraint firstItem="\#(item)" firstAttribute="width" secondItem="\#(item)" secondAttribute="height" constant="10" id="foo-00-002"/>"#
                + #"<constraint firstItem="\#(item)" firstAttribute="height" secondItem="\#(item)" secondAttribute="width" constant="10" id="foo-00-003"/>"#
            return made("a width/height cycle on \(item) after line \(tag.line)", tag.insertingAfter(cycle, in: text))
        case .missingSegueDestination:
            if let tag = pick(tags.filter { $0.name == "segue" && $0.attribute("destination") != nil }) {
                return made(
                    "segue at \(tag.line) to a missing destination",
                    tag.replacing("destination", with: "zzz-zz-zzz", in: text))
            }
            guard let tag = pick(tags.filter { $0.name == "connections" && !$0.selfClosing }) else { return nil }
            let segue = #"<segue destination="zzz-zz-zzz" kind="show" id="foo-00-004"/>"#
            return made("a segue to a missing destination at \(tag.line)", tag.inserting(segue, in: text))
        case .sceneWithoutView:
            guard let tag = pick(tags.filter { $0.name == "view" && $0.attribute("key") == "view" }) else { return nil }
            return made("the root <view> at \(tag.line) removed", tag.removingElement(in: text))
        case .deepNesting:
            // Framed views a hundred deep (past any real file, within the XML reader's bound),
            // or bare elements far past that bound (the file stays under the size limit).
            guard let tag = pick(tags.filter { $0.name == "subviews" && !$0.selfClosing }),
                let depth = pick([100, 30_000])
            else { return nil }
            let nested =
                depth <= 100
                ? (0..<depth).map {
                    #"<view id="deep-\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>"#
                }.joined() + String(repeating: "</subviews></view>", count: depth)
                : String(repeating: "<view><subviews>", count: depth)
                    + String(repeating: "</subviews></view>", count: depth)
            return made("\(depth) nested views in <subviews> at \(tag.line)", tag.inserting(nested, in: text))
        case .truncation:
            // Cut anywhere before the end of the root element: never a complete document.
            guard let end = text.range(of: "</document>", options: .backwards) else { return nil }
            let bytes = Array(text[..<end.lowerBound].utf8)
            let cut = random.below(bytes.count)
            return made("cut after byte \(cut)", String(decoding: bytes[..<cut], as: UTF8.self))
        }
    }
}

/// An element's start tag found in a document's text, with its attributes, to be changed.
struct OpenTag {
    let name: String
    /// Where the tag starts (`<`) and ends (after `>`) in the text.
    let start: String.Index
    let end: String.Index
    let line: Int
    let selfClosing: Bool
    let attributes: [(name: String, range: Range<String.Index>, value: String)]

    func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

    static func all(in text: String) -> [OpenTag] {
        var tags: [OpenTag] = []
        var line = 1
        var index = text.startIndex
        var lineCounted = text.startIndex
        while let open = text[index...].firstIndex(of: "<") {
            let next = text.index(after: open)
            guard next < text.endIndex, text[next].isLetter, let close = text[next...].firstIndex(of: ">") else {
                index = next
                continue
            }
            line += text[lineCounted..<open].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            lineCounted = open
            let body = text[next..<close]
            let name = String(body.prefix { !$0.isWhitespace && $0 != "/" })
            var attributes: [(String, Range<String.Index>, String)] = []
            var cursor = body.index(body.startIndex, offsetBy: name.count)
            while let equals = body[cursor...].firstIndex(of: "=") {
                let nameStart = body[cursor..<equals].firstIndex { !$0.isWhitespace } ?? equals
                let quote = body.index(after: equals)
                guard quote < body.endIndex, body[quote] == "\"",
                    let closing = body[body.index(after: quote)...].firstIndex(of: "\"")
                else { break }
                // From the space before the name to the closing quote: removed as one.
                let from = body.index(before: nameStart)
                attributes.append(
                    (
                        String(body[nameStart..<equals]), from..<body.index(after: closing),
                        String(body[body.index(after: quote)..<closing])
                    ))
                cursor = body.index(after: closing)
            }
            tags.append(
                OpenTag(
                    name: name, start: open, end: text.index(after: close), line: line,
                    selfClosing: body.last == "/", attributes: attributes))
            index = text.index(after: close)
        }
        return tags
    }

    func removing(_ attribute: String, in text: String) -> String {
        guard let found = attributes.first(where: { $0.name == attribute }) else { return text }
        var result = text
        result.removeSubrange(found.range)
        return result
    }

    func replacing(_ attribute: String, with value: String, in text: String) -> String {
        guard let found = attributes.first(where: { $0.name == attribute }) else { return text }
        var result = text
        result.replaceSubrange(found.range, with: " \(attribute)=\"\(value)\"")
        return result
    }

    func adding(_ attribute: String, in text: String) -> String {
        var result = text
        let before = selfClosing ? text.index(end, offsetBy: -2) : text.index(before: end)
        result.insert(contentsOf: " " + attribute, at: before)
        return result
    }

    /// `child` as the element's first child.
    func inserting(_ child: String, in text: String) -> String {
        var result = text
        result.insert(contentsOf: child, at: end)
        return result
    }

    /// `sibling` right after this element (after its end tag when it has children).
    func insertingAfter(_ sibling: String, in text: String) -> String {
        var result = text
        result.insert(contentsOf: sibling, at: elementEnd(in: text))
        return result
    }

    /// Where the element ends: after its matching end tag (same-named elements may nest).
    func elementEnd(in text: String) -> String.Index {
        guard !selfClosing else { return end }
        var depth = 1
        var index = end
        while depth > 0, let next = text[index...].range(of: "</" + name + ">") {
            var scan = index
            while let opened = text[scan..<next.lowerBound].range(of: "<" + name) {
                let after = opened.upperBound
                if after < text.endIndex, text[after] == " " || text[after] == ">" {
                    let close = text[after...].firstIndex(of: ">")!
                    if text[text.index(before: close)] != "/" { depth += 1 }
                }
                scan = after
            }
            depth -= 1
            index = next.upperBound
        }
        return index
    }

    func renamed(_ newName: String, in text: String) -> String {
        var result = text
        let elementEnd = elementEnd(in: text)
        if !selfClosing {
            let closing = text.index(elementEnd, offsetBy: -(name.count + 3))
            result.replaceSubrange(closing..<elementEnd, with: "</\(newName)>")
        }
        let nameStart = text.index(after: start)
        result.replaceSubrange(nameStart..<text.index(nameStart, offsetBy: name.count), with: newName)
        return result
    }

    func removingElement(in text: String) -> String {
        var result = text
        result.removeSubrange(start..<elementEnd(in: text))
        return result
    }
}

/// SplitMix64: the same numbers on every machine and run for the same seed.
struct SeededRandom {
    private var state: UInt64

    /// Seeded from a name (FNV-1a of its UTF-8), not from Swift's per-process hash.
    init(name: String) {
        state = name.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
