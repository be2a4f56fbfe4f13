/// A bad-input case written the way swift-format writes its test inputs: the scene holds a
/// marker (1️⃣, 2️⃣, …) where each error points, so no line, column or caret is written by hand.
/// `expected` is what `alpreview check` prints for it as `s.yaml`: per marker, in order,
/// `s.yaml:LINE:COLUMN: error: MESSAGE`, the line quoted and a caret under the column.
struct BadInput: Sendable {
    static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    let name: String
    /// The scene without its markers.
    let scene: String
    let expected: String

    init(_ name: String, _ marked: String, _ messages: String...) {
        self.name = name
        var scene = ""
        var positions: [Int: (line: Int, column: Int)] = [:]
        var line = 1, column = 1
        for character in marked {
            if let marker = Self.markers.firstIndex(of: character) {
                positions[marker] = (line, column)
                continue
            }
            scene.append(character)
            if character == "\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
        }
        self.scene = scene
        let lines = scene.split(separator: "\n", omittingEmptySubsequences: false)
        expected = messages.enumerated().map { index, message in
            guard let (line, column) = positions[index] else { return "s.yaml: error: \(message)" }
            let quoted = lines[line - 1]
            return
                "s.yaml:\(line):\(column): error: \(message)\n    \(quoted)\n    \(String(repeating: " ", count: column - 1))^"
        }.joined(separator: "\n")
    }
}
