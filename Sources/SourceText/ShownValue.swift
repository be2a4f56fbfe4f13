/// A value from an input quoted inside a message: at most `maximumCharacters` of it (a long value
/// is cut with `…`), so that a message stays within a line however long what it quotes is.
/// Control characters are escaped when the message is printed (`terminalSafe`).
public func shownValue(_ text: String) -> String {
    text.count > maximumShownCharacters ? String(text.prefix(maximumShownCharacters - 1)) + "…" : text
}

/// How much of a value a message quotes.
public let maximumShownCharacters = 60
