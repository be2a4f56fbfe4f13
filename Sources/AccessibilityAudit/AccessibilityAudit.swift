import LayoutEngine
import SceneModel

/// Every accessibility rule over a screen's layouts, without a device: the rules read frames,
/// text, fonts and colours from the solved layout (docs/accessibility.md).
public enum AccessibilityAudit {
    /// The findings of one layout in one appearance. `backdrop` gives the pixels behind a text
    /// over an image or a partial cover (without it, such a text's contrast is not measured).
    public static func findings(
        _ layout: SolvedLayout, root: ViewSpec, appearance: Appearance = .light, backdrop: TextBackdrop? = nil
    ) -> [AccessibilityFinding] {
        let screen = AuditedScreen(layout: layout, root: root, appearance: appearance, backdrop: backdrop)
        guard appearance == .light else { return ContrastRule.findings(screen) }
        return TouchTargetRule.findings(screen) + ContrastRule.findings(screen) + TextFitRules.truncated(screen)
            + TextFitRules.outside(screen) + TextFitRules.overlaps(screen) + MissingLabelRule.findings(screen)
    }

    /// The findings of one configuration laid out at several Dynamic Type sizes (`layouts`, from
    /// the smallest size), in light and dark: each problem once, at the smallest size it happens at
    /// (a contrast once per ratio: colours given as values are the same in dark).
    public static func findings(
        acrossSizes layouts: [SolvedLayout], root: ViewSpec, backdrop: TextBackdrop? = nil
    ) -> [AccessibilityFinding] {
        var seen: Set<String> = []
        var kept: [AccessibilityFinding] = []
        for layout in layouts {
            for appearance in Appearance.allCases {
                for finding in findings(layout, root: root, appearance: appearance, backdrop: backdrop) {
                    let colours = finding.rule == .contrast ? "\(finding.measured)" : ""
                    let key = "\(finding.rule.rawValue)\u{0}\(finding.view)\u{0}\(colours)"
                    if seen.insert(key).inserted { kept.append(finding) }
                }
            }
        }
        return kept
    }
}
