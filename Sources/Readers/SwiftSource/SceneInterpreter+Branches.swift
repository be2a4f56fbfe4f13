import SceneModel
import SwiftSyntax

/// A condition the app decides at run time whose branches build the layout differently: the
/// names of its branches (`isCompact`, `!isCompact`), where it is, and the branch a reading took.
struct BranchPoint: Equatable {
    /// The same condition met twice (a helper called twice) is decided the same way both times.
    var key: String
    var names: [String]
    var location: SceneModel.SourceLocation
    var taken: Int
    /// The first condition of its `if … else if` chain: a later condition of the chain that
    /// holds says that the earlier ones do not.
    var chain: String?
}

extension SceneInterpreter {
    /// The branch taken at a condition the app decides: the variation's choice, else the first.
    func branch(_ key: String, names: [String], at node: some SyntaxProtocol, chain: String? = nil) -> Int {
        let taken = min(branchChoices[key] ?? 0, names.count - 1)
        if !branchesMet.contains(where: { $0.key == key }) {
            branchesMet.append(
                BranchPoint(key: key, names: names, location: places.location(of: node), taken: taken, chain: chain))
        }
        return taken
    }

    /// Whether a branch returns (`if !showsBadge { return }`): what the method builds after it
    /// depends on the condition.
    static func returns(_ block: CodeBlockSyntax) -> Bool {
        block.statements.contains { $0.item.as(ReturnStmtSyntax.self) != nil }
    }

    /// Whether the variation takes an `if`'s first branch; `if !isCompact` is the same
    /// condition as `if isCompact`, its branches the other way round.
    func ifBranchHolds(_ conditions: ConditionElementListSyntax, chain: String) -> Bool {
        let names = BranchNames.ofIf(conditions)
        if names[0].hasPrefix("!"), !names[1].hasPrefix("!") {
            return branch(names[1], names: [names[1], names[0]], at: conditions, chain: chain) == 1
        }
        return branch(names[0], names: names, at: conditions, chain: chain) == 0
    }
}

/// What a variation is called after the branches it takes: the condition's source text when it
/// holds, its negation when it does not (`!isCompact`, `!(a && b)`, `image == nil` for
/// `if let image`), and a switch's subject with the case (`style == .compact`).
enum BranchNames {
    static func ofIf(_ conditions: ConditionElementListSyntax) -> [String] {
        let parts = conditions.map { element -> String in
            if case .optionalBinding(let binding) = element.condition {
                let value = binding.initializer?.value.oneLine ?? binding.pattern.trimmedDescription
                return "\(value) != nil"
            }
            return element.condition.oneLine
        }
        let holds = parts.joined(separator: " && ")
        return [holds, parts.count == 1 ? negation(parts[0]) : "!(\(holds))"]
    }

    static func negation(_ condition: String) -> String {
        let isSimple = condition.allSatisfy { $0.isLetter || $0.isNumber || "_.()".contains($0) }
        if condition.hasPrefix("!"),
            condition.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || "_.()".contains($0) })
        {
            return String(condition.dropFirst())
        }
        if isSimple { return "!" + condition }
        for (operator_, opposite) in [(" != ", " == "), (" == ", " != ")]
        where condition.components(separatedBy: operator_).count == 2 && !condition.contains("&&")
            && !condition.contains("||")
        {
            return condition.replacingOccurrences(of: operator_, with: opposite)
        }
        return "!(\(condition))"
    }

    static func ofCase(_ switchCase: SwitchCaseSyntax, subject: String) -> String {
        switch switchCase.label {
        case .default: return "\(subject) otherwise"
        case .case(let label):
            let items = label.caseItems.map { $0.pattern.oneLine }
            return items.count == 1 ? "\(subject) == \(items[0])" : "\(subject) in \(items.joined(separator: ", "))"
        }
    }
}
