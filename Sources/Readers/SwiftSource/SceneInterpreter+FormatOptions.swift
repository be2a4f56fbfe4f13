import SceneModel
import SwiftSyntax

/// The `options:` of `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
/// each `alignAll…` option aligns that attribute of every view the format names, each view with
/// the one before it; UIKit refuses an alignment along the format's own axis between two views
/// or more (an exception).
extension SceneInterpreter {
    static let alignmentOptions: [String: Attribute] = [
        "alignAllLeft": .left, "alignAllRight": .right, "alignAllTop": .top, "alignAllBottom": .bottom,
        "alignAllLeading": .leading, "alignAllTrailing": .trailing, "alignAllCenterX": .centerX,
        "alignAllCenterY": .centerY, "alignAllLastBaseline": .lastBaseline, "alignAllBaseline": .lastBaseline,
        "alignAllFirstBaseline": .firstBaseline,
    ]

    /// The alignment constraints `options` asks for between the views of `format` (by their
    /// index in the views dictionary), in the format's order.
    func formatAlignments(_ options: ExprSyntax?, format: String, views: [String: Int]) -> [BuiltConstraint] {
        guard let options else { return [] }
        let attributes = options.tokens(viewMode: .sourceAccurate).compactMap { Self.alignmentOptions[$0.text] }
        guard !attributes.isEmpty else { return [] }
        let formatAxis: Attribute.Axis = format.hasPrefix("V:") ? .vertical : .horizontal
        let location = places.location(of: options)
        var ordered: [Int] = []
        var rest = Substring(format)
        while let open = rest.firstIndex(of: "[") {
            rest = rest[rest.index(after: open)...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if let view = views[String(name)], !ordered.contains(view) { ordered.append(view) }
        }
        // One view aligns with nothing: UIKit checks nothing (Eureka's rows pass `.alignAllLeft`
        // with `H:|-[textField]-|`).
        guard ordered.count > 1 else { return [] }
        var made: [BuiltConstraint] = []
        for attribute in attributes {
            guard attribute.axis != formatAxis else {
                builder.warn(
                    "`options: \(options.oneLine)` aligns the views along the format's own axis (UIKit raises an "
                        + "exception): not read", at: location)
                return []
            }
            for (previous, next) in zip(ordered, ordered.dropFirst()) {
                made.append(
                    BuiltConstraint(
                        first: .view(previous), firstAttribute: attribute, relation: .equal, second: .view(next),
                        secondAttribute: attribute, text: "\(format) options: \(options.oneLine)", location: location))
            }
        }
        return made
    }
}
