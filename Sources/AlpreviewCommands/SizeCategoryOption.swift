import Foundation
import LayoutEngine
import SceneModel
import SourceText

/// `--size-category NAME`: a Dynamic Type category, in any case (`xS`, `xs`, `AX1`).
struct SizeCategoryOption: CheckedOptionValue {
    var category: SizeCategory

    init(parsing name: String) throws(OptionValueProblem) {
        guard let category = SizeCategory.named(name) else {
            throw OptionValueProblem("unknown size category '\(shownValue(name))' (\(Self.names))")
        }
        self.category = category
    }

    static var names: String { SizeCategory.allCases.map(\.rawValue).joined(separator: " ") }
}

/// `--size-categories all` or a comma-separated list (`xS,L,AX5`).
struct SizeCategoryListOption: CheckedOptionValue {
    var categories: [SizeCategory]

    init(parsing list: String) throws(OptionValueProblem) {
        if list.lowercased() == "all" {
            categories = SizeCategory.allCases
            return
        }
        var categories: [SizeCategory] = []
        for name in list.split(separator: ",") {
            guard let category = SizeCategory.named(name.trimmingCharacters(in: .whitespaces)) else {
                throw OptionValueProblem(
                    "unknown size category '\(shownValue(String(name)))' (all, or \(SizeCategoryOption.names))")
            }
            categories.append(category)
        }
        self.categories = categories
    }
}
