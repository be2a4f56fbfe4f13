/// `--crop Title,Field` and `--highlight "Red View,c4"`: names of a scene's views (and, for
/// `--highlight`, constraints), comma-separated, the option repeatable; each name trimmed of
/// spaces at its ends. Whether the scene has them is known once it is read (`PictureSubjects`).
struct NameListOption: CheckedOptionValue {
    var names: [String]

    init(parsing text: String) throws(OptionValueProblem) {
        names = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if names.contains(where: \.isEmpty) { throw OptionValueProblem("a name in the list is empty") }
    }

    /// The names of every use of the option, in order.
    static func names(_ options: [NameListOption]) -> [String] { options.flatMap(\.names) }
}
