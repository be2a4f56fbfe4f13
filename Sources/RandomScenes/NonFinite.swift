import AlpreviewKit
import LayoutEngine
import SceneModel

/// Finds NaN and infinity where a layout must be finite: frames, baselines, margins,
/// constraint values, ambiguity values, the report's numbers (which serialize them as `null`,
/// so the report alone would hide them) and numbers printed in text.
enum NonFinite {
    static func check(_ layout: SolvedLayout) -> [PipelineProbe.Failure] {
        let where_ = "\(layout.configuration.device.name) \(layout.configuration.orientation.rawValue)"
        func fail(_ what: String, _ values: [Double]) -> [PipelineProbe.Failure] {
            values.allSatisfy(\.isFinite)
                ? [] : [PipelineProbe.Failure(kind: "non-finite", detail: "\(where_): \(what) \(values)")]
        }
        var failures =
            fail("root frame", layout.rootFrame.array) + fail("safe area", layout.safeArea.array)
            + fail("root margins", layout.rootMargins.array)
        for view in layout.views {
            failures += fail("frame of \(view.spec.name)", view.frame.array + view.rootFrame.array)
            if let b = view.baselines { failures += fail("baselines of \(view.spec.name)", [b.first, b.last]) }
            if let m = view.misplacement { failures += fail("misplacement of \(view.spec.name)", m) }
            if let s = view.contentSize { failures += fail("content size of \(view.spec.name)", [s.width, s.height]) }
            for a in view.ambiguity { failures += fail("ambiguity of \(view.spec.name)", a.values) }
        }
        for c in layout.constraints {
            failures += fail(
                "constraint \(c.id) '\(c.spec.text)'",
                [c.constant, c.error, c.firstValue] + (c.secondValue.map { [$0] } ?? []))
        }
        return failures
    }

    /// The path of the first non-finite number in a JSON value, if any.
    static func path(in json: JSON, at path: String = "") -> String? {
        switch json {
        case .number(let n): return n.isFinite ? nil : path
        case .array(let items):
            for (i, item) in items.enumerated() { if let p = Self.path(in: item, at: "\(path)[\(i)]") { return p } }
            return nil
        case .object(let pairs):
            for (key, value) in pairs { if let p = Self.path(in: value, at: "\(path).\(key)") { return p } }
            return nil
        default: return nil
        }
    }

    /// Whether text prints a NaN or an infinity as a number would (`nan`, `inf`, `-inf`).
    static func mentions(_ text: String) -> Bool {
        let words = text.split(whereSeparator: { !$0.isLetter })
        return words.contains { $0 == "nan" || $0 == "inf" || $0 == "infinity" }
    }
}
