/// Text inside GitHub Actions' workflow commands (`::error file=…,line=…::message`): the one
/// place their escapes are written.
public enum GitHubWorkflowText {
    /// A message: `%`, CR and LF escaped.
    public static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property's value: a message's escapes, and `:` and `,` too.
    public static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
