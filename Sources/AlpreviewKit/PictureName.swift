/// The name of a documentation picture: a slug of what it shows (a scene's title, a file's
/// name) and a short hash of the block that asks for it, so that the same block always gives
/// the same name, another block another name, and a picture no block asks for any more can be
/// recognized (`two-views-3f9a0c12`).
public enum PictureName {
    /// `slug-hash`: at most 40 characters of slug, and 8 hexadecimal digits of the block's
    /// normalised text (trailing spaces and blank lines at either end do not count).
    public static func name(showing subject: String, block: [String]) -> String {
        let slug = self.slug(subject)
        return (slug.isEmpty ? "picture" : slug) + "-" + hash(normalized(block))
    }

    /// Lowercase ASCII letters and digits, runs of anything else as one `-`.
    public static func slug(_ text: String) -> String {
        var slug = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.append(Character(scalar).lowercased().first ?? "-")
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
            if slug.count >= 40 { break }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug
    }

    static func normalized(_ lines: [String]) -> String {
        var lines = lines.map { line in
            String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// FNV-1a, 32 bits: stable across runs and machines (Swift's `Hasher` is seeded per process);
    /// a name, not a security check.
    static func hash(_ text: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// Whether a file name is one `name(showing:block:)` gives, with a variant's suffixes
    /// (`~dark`, `@2x`) and an extension: the pictures a run may find no longer asked for.
    public static func isPictureFile(_ fileName: String) -> Bool {
        guard fileName.hasSuffix(".png") else { return false }
        var stem = Substring(fileName.dropLast(4))
        if let at = stem.lastIndex(of: "@"), stem[stem.index(after: at)...].allSatisfy({ "0123456789x".contains($0) }) {
            stem = stem[..<at]
        }
        if stem.hasSuffix("~dark") { stem = stem.dropLast(5) }
        guard let dash = stem.lastIndex(of: "-") else { return false }
        let digits = stem[stem.index(after: dash)...]
        return digits.count == 8 && digits.allSatisfy { "0123456789abcdef".contains($0) }
            && stem[..<dash].allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
