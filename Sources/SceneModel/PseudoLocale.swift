/// Pseudo-translations of a scene's texts, to check a layout against translation before the
/// translations exist (as Android's en-XA and ar-XB pseudo-locales do):
/// - `accented`: every Latin letter accented (`Name` → `Ñåɱé`), same length: shows text that
///   was drawn from somewhere else than the scene, and fonts without the glyphs;
/// - `long`: accented, in brackets, and padded to about 35 % longer (at least the two brackets),
///   as German or Finnish often are: shows the labels that truncate or push others out (a cut
///   text loses its closing bracket);
/// - `rtl`: the text shown right to left (inside U+202E … U+202C) and the scene laid out right
///   to left, as in Arabic or Hebrew.
/// Every text a view shows is changed: label and text view texts, button titles, placeholders
/// and segment titles.
public enum PseudoLocale: String, CaseIterable, Sendable {
    case accented, long, rtl

    public func apply(to scene: inout Scene) {
        scene.root = transformed(scene.root)
        if self == .rtl { scene.directions = [.rtl] }
    }

    func transformed(_ view: ViewSpec) -> ViewSpec {
        var view = view
        view.text = view.text.map(translate)
        view.title = view.title.map(translate)
        view.placeholder = view.placeholder.map(translate)
        view.segments = view.segments.map(translate)
        view.subviews = view.subviews.map(transformed)
        return view
    }

    public func translate(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .accented: return Self.accent(text)
        case .long: return Self.lengthen(Self.accent(text))
        case .rtl: return "\u{202E}" + text + "\u{202C}"
        }
    }

    /// Accented letters, one for one (the same count of characters).
    static func accent(_ text: String) -> String {
        String(text.map { accents[$0] ?? $0 })
    }

    /// `[text filler]`, about 35 % longer than `text` (counting characters, brackets included).
    static func lengthen(_ text: String) -> String {
        let count = text.count
        let target = max(count + 2, Int((Double(count) * 1.35).rounded()))
        let extra = target - count - 2
        guard extra > 0 else { return "[" + text + "]" }
        // Words, so that wrapped text still breaks between words.
        var words: [String] = []
        while words.joined(separator: " ").count < extra - 1 {
            words.append(fillerWords[words.count % fillerWords.count])
        }
        var filler = String(words.joined(separator: " ").prefix(extra - 1))
        // Cut after a word: a space before the bracket would vanish at a line's end.
        if filler.last == " " { filler = filler.dropLast() + "ō" }
        return "[" + text + " " + filler + "]"
    }

    static let fillerWords = ["ōñē", "ţŵō", "ţĥŕēē", "ƒōũŕ", "ƒīʋē", "śīх", "śēʋēñ", "ēīĝĥţ", "ñīñē", "ţēñ"]

    static let accents: [Character: Character] = [
        "a": "å", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Û", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
}
