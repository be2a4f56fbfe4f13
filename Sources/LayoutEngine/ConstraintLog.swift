import SceneModel

/// Apple's runtime log notation for constraints and conflicts.
enum ConstraintLog {
    static func item(_ item: Item) -> String {
        switch item {
        case .view(let name): return "UIView:'\(name)'"
        case .superview, .root: return "UIView:'\(item)'"
        case .topLayoutGuide: return "_UILayoutGuide:'UIViewControllerTopLayoutGuide'"
        case .bottomLayoutGuide: return "_UILayoutGuide:'UIViewControllerBottomLayoutGuide'"
        case .safeArea: return "UILayoutGuide:'UIViewSafeAreaLayoutGuide'"
        case .margins: return "UILayoutGuide:'UIViewLayoutMarginsGuide'"
        case .readableContent: return "UILayoutGuide:'UIViewReadableContentGuide'"
        case .contentLayoutGuide: return "UILayoutGuide:'UIScrollView-contentLayoutGuide'"
        case .frameLayoutGuide: return "UILayoutGuide:'UIScrollView-frameLayoutGuide'"
        }
    }

    /// `<NSLayoutConstraint:c8 UIView:'Red View'.width == 2*UIView:'Blue View'.width @750 (active)>`
    static func constraint(_ entry: LayoutBuild.Entry) -> String {
        let spec = entry.spec
        let relation = spec.relation == .equal ? "==" : spec.relation.rawValue
        var text = "\(item(spec.first.item)).\(spec.first.attribute.logName) \(relation) "
        if let second = spec.second {
            if spec.multiplier != 1 { text += "\(formatPoints(spec.multiplier))*" }
            text += "\(item(second.item)).\(second.attribute.logName)"
            if entry.constant != 0 {
                text +=
                    entry.constant > 0 ? " + \(formatPoints(entry.constant))" : " - \(formatPoints(-entry.constant))"
            }
        } else {
            text += formatPoints(entry.constant)
        }
        if spec.priority < 1000 { text += " @\(formatPoints(spec.priority))" }
        let kind = entry.isGenerated ? "NSContentSizeLayoutConstraint" : "NSLayoutConstraint"
        return "<\(kind):\(entry.id) \(text)   (active)>"
    }

    static func conflict(_ members: [LayoutBuild.Entry], broken: LayoutBuild.Entry) -> String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "(",
        ]
        lines += members.map { "    \"\(constraint($0))\"," }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(constraint(broken))
        return lines.joined(separator: "\n")
    }
}
