import AccessibilityAudit
import AlpreviewKit
import LayoutEngine
import Rendering
import SceneModel
import SourceText

/// What `check --a11y` says about one scene: each of its configurations (device, orientation,
/// direction) laid out at every Dynamic Type size from xS to AX5 and audited in light and dark;
/// each problem said once, at the smallest size it happens at, with the view's line (a view's
/// findings under one rule said together, `RepeatedFindings`); then the order VoiceOver reads
/// the screen in (at the Large size).
struct CheckedAccessibility {
    /// One configuration's audit: `index` is the place of its first configuration in the scene.
    struct Audit {
        var index: Int
        var findings: [AccessibilityFinding]
        var findingLines: [String]
        var readingOrderLine: String
        var json: JSON
    }

    var audits: [Audit] = []
    var findingCount: Int { audits.reduce(0) { $0 + $1.findingLines.count } }
    /// The findings of every configuration, by view and rule.
    var groups: [RepeatedFindings.Group] {
        RepeatedFindings.groups(
            audits.enumerated().flatMap { position, audit in
                zip(audit.findings, audit.findingLines).map { finding, line in
                    RepeatedFindings.Occurrence(
                        position: position, configuration: CheckedAccessibility.configurationName(audit.json),
                        finding: finding, line: line)
                }
            })
    }
    /// Each configuration's findings (those repeated from an earlier one said with it), then its
    /// reading order.
    var lines: [String] {
        let groups = self.groups
        return audits.indices.flatMap { position in
            groups.filter { $0.first.position == position }.map(\.line) + [audits[position].readingOrderLine]
        }
    }
    var configurations: [JSON] { audits.map(\.json) }

    /// `including` says which of the scene's configurations (by index) are audited: a
    /// configuration's sizes are audited together, when its first configuration is included.
    init(_ item: FileScene, including: (Int) -> Bool = { _ in true }) throws {
        let scene = item.scene
        var bases: [(index: Int, configuration: Configuration)] = []
        for (index, configuration) in scene.configurations.enumerated() {
            var base = configuration
            base.sizeCategory = .L
            if !bases.contains(where: { $0.configuration == base }) { bases.append((index, base)) }
        }
        for (index, base) in bases where including(index) {
            let sizes = SizeCategory.allCases.map { category in
                var configuration = base
                configuration.sizeCategory = category
                return configuration
            }
            let layouts = try Pipeline.layouts(scene, configurations: sizes)
            // By the view's place in the scene, so that a view's findings are read together.
            let findings = AccessibilityAudit.findings(
                acrossSizes: layouts, root: scene.root, backdrop: RenderedTextBackdrop()
            ).enumerated()
                .sorted { a, b in
                    let (la, lb) = (a.element.location, b.element.location)
                    return (la.line, la.column, a.offset) < (lb.line, lb.column, b.offset)
                }.map(\.element)
            let large = layouts[SizeCategory.allCases.firstIndex(of: .L) ?? 0]
            let order = ReadingOrder.elements(of: large).map(\.spec.name)
            let name = "\(base.device.name) · \(base.orientation.rawValue) · \(base.direction.rawValue)"
            let findingLines = findings.map { finding in
                terminalSafe("\(Self.place(finding.location, else: item.label)): \(name): \(finding.line)")
            }
            let orderLine = terminalSafe(
                "\(item.label): \(name): reading order: "
                    + (order.isEmpty
                        ? "no accessible elements"
                        : order.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")))
            let json = JSON.object([
                ("device", .string(base.device.name)), ("orientation", .string(base.orientation.rawValue)),
                ("direction", .string(base.direction.rawValue)),
                ("findings", .array(findings.map(Self.json))),
                ("readingOrder", .array(order.map(JSON.string))),
            ])
            audits.append(
                Audit(
                    index: index, findings: findings, findingLines: findingLines, readingOrderLine: orderLine,
                    json: json))
        }
    }

    /// `file:line:column` of the view, else the scene's label.
    static func place(_ location: SourceLocation, else label: String) -> String {
        location.line > 0 ? "\(location.file):\(location.line):\(location.column)" : label
    }

    static func json(_ finding: AccessibilityFinding) -> JSON {
        .object([
            ("rule", .string(finding.rule.rawValue)), ("view", .string(finding.view)),
            ("file", .string(finding.location.file)), ("line", .number(Double(finding.location.line))),
            ("column", .number(Double(finding.location.column))),
            ("sizeCategory", .string(finding.sizeCategory.rawValue)), ("width", .number(finding.width)),
            ("appearance", .string(finding.theme.rawValue)), ("measured", .number(finding.measured)),
            ("threshold", .number(finding.threshold)), ("message", .string(finding.message)),
        ])
    }

    /// The finding `json` wrote (nil: not one).
    static func finding(_ json: JSON) -> AccessibilityFinding? {
        guard let rule = json["rule"]?.stringValue.flatMap(AccessibilityFinding.Rule.init(rawValue:)),
            let category = json["sizeCategory"]?.stringValue.flatMap(SizeCategory.init(rawValue:))
        else { return nil }
        let location = SourceLocation(
            file: json["file"]?.stringValue ?? "", line: Int(json["line"]?.numberValue ?? 0),
            column: Int(json["column"]?.numberValue ?? 0))
        return AccessibilityFinding(
            rule: rule, view: json["view"]?.stringValue ?? "", location: location, sizeCategory: category,
            width: json["width"]?.numberValue ?? 0,
            theme: json["appearance"]?.stringValue.flatMap(Appearance.init(rawValue:)) ?? .light,
            measured: json["measured"]?.numberValue ?? 0, threshold: json["threshold"]?.numberValue ?? 0,
            message: json["message"]?.stringValue ?? "")
    }

    /// `iPhone 8 · portrait · ltr`: a configuration object's name.
    static func configurationName(_ json: JSON) -> String {
        ["device", "orientation", "direction"].map { json[$0]?.stringValue ?? "" }.joined(separator: " · ")
    }
}
