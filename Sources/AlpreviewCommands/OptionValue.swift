import ArgumentParser

/// Why an option's value was refused, said once where the value is parsed; ArgumentParser
/// prints it after "The value 'X' is invalid for '--option <option>': ".
struct OptionValueProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// An option's value type that checks its text when the arguments are parsed. Its options name
/// `parse` as their transform, so that a refusal says why; `init?(argument:)` is the same check
/// without the reason, for ArgumentParser's defaults and completions.
protocol CheckedOptionValue: ExpressibleByArgument {
    init(parsing text: String) throws(OptionValueProblem)
}

extension CheckedOptionValue {
    init?(argument: String) { try? self.init(parsing: argument) }

    /// The option's transform.
    static func parse(_ text: String) throws -> Self { try Self(parsing: text) }
}
