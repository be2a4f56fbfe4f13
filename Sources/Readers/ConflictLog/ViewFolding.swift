/// UIKit's own views inside the app's (a cell's content view, a bar's button stack, a hosting
/// view, AppKit's clip views) folded into the nearest app view: a developer never made them, so
/// they are named as a part of that view (`UITableViewCell 'Ada' (content view)`) and drawn
/// without a box or a name tag of their own. A chain of them with no app view around it stands
/// for the view UIKit made it for (`UITableViewCell (content view)`, drawn as that view's box).
/// Only names and drawing change: every view and constraint is solved as the log has it.
struct ViewFolding {
    /// What a folded view became.
    struct Fold: Equatable {
        /// The view's class as logged (`UITableViewCellContentView`).
        var className: String
        /// The name of the view it is folded into: the nearest app view's, else the class UIKit
        /// made it for (`UITableViewCell`).
        var owner: String
        /// Whether it stands for its owner (drawn as the owner's box) rather than inside it.
        var standsForOwner: Bool
        /// Its name before folding (`UITableViewCellContentView e9b0`).
        var loggedName: String
    }

    /// By view key, the internal views folded or standing for their owner.
    private(set) var folds: [String: Fold] = [:]

    /// Folds the internal views of `hierarchy`, renaming them in `names` (kept unique).
    init(_ hierarchy: LoggedHierarchy, names: inout [String: String]) {
        var taken = Set(names.values)
        for view in hierarchy.views
        where LoggedViewMapping.isInternal(view) && LoggedViewMapping.type(view) != .guide {
            // The nearest app view above it, or the top of its chain of UIKit's views.
            var top = view.key
            var appView: String?
            var up = hierarchy.parents[view.key]
            while let p = up {
                if !LoggedViewMapping.isInternal(hierarchy.view(p)) {
                    appView = p
                    break
                }
                top = p
                up = hierarchy.parents[p]
            }
            let owner: String
            if let appView {
                owner = names[appView]!
            } else if let implied = Self.owners[hierarchy.view(top).shortClassName] {
                owner = implied.owner
            } else {
                continue  // Nothing to fold into: drawn as itself.
            }
            let part = Self.part(view.shortClassName)
            var name = "\(owner) (\(part))"
            if taken.contains(name) { name = "\(owner) (\(part) \((view.address ?? view.key).suffix(4)))" }
            var n = 2
            let stem = name
            while taken.contains(name) {
                name = "\(stem) \(n)"
                n += 1
            }
            let loggedName = names[view.key]!
            taken.remove(loggedName)
            taken.insert(name)
            names[view.key] = name
            folds[view.key] = Fold(
                className: view.shortClassName, owner: owner, standsForOwner: appView == nil && top == view.key,
                loggedName: loggedName)
        }
    }

    /// The note the picture's title carries: which of UIKit's views were folded into what.
    var note: String? {
        let lines = Set(folds.values.map { "\($0.className) folded into \($0.owner)" })
        return lines.isEmpty ? nil : "UIKit's " + lines.sorted().joined(separator: ", ")
    }

    /// The views UIKit makes for an app view of a class the log may leave out, and what part of
    /// it each is.
    static let owners: [String: (owner: String, part: String)] = [
        "UITableViewCellContentView": ("UITableViewCell", "content view"),
        "_UIButtonBarStackView": ("UINavigationBar", "button bar"),
        "NSClipView": ("NSScrollView", "clip view"),
        "NSToolbarItemViewer": ("NSToolbarItem", "item viewer"),
        "_NSSplitViewItemViewWrapper": ("NSSplitViewItem", "wrapper"),
        "_NSTextContentView": ("NSTextView", "text content"),
    ]

    /// Per folded view, a line saying what became of it (a reader's note, by the views' order).
    func lines(_ hierarchy: LoggedHierarchy, names: [String: String]) -> [String] {
        hierarchy.views.compactMap { view in
            folds[view.key].map {
                "\($0.loggedName) is UIKit's own view, drawn "
                    + ($0.standsForOwner ? "as" : "folded into \($0.owner) as") + " \(names[view.key]!)"
            }
        }
    }

    /// What part of its app view an internal view is, in words: `_UIHostingView` is its
    /// "hosting view", an unknown `_UIFooBarView` its "foo bar view".
    static func part(_ className: String) -> String {
        if let known = owners[className] { return known.part }
        if className.contains("HostingView") { return "hosting view" }
        var name = Substring(className.drop { $0 == "_" })
        for prefix in ["UI", "NS", "AV"] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        var words: [String] = []
        for c in name {
            if c.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(c)
        }
        return words.joined(separator: " ").lowercased()
    }
}
