/// Swift's mangled class names as the Objective-C runtime prints them: `_TtC13deltachat_ios26LocationStreamingIndicator`
/// is `deltachat_ios.LocationStreamingIndicator`. Anything else is kept as written.
enum Demangling {
    static func className(_ name: String) -> String {
        guard name.hasPrefix("_Tt") else { return name }
        let chars = Array(name.dropFirst(3))
        var i = 0
        while i < chars.count, chars[i].isLetter && chars[i] != "s" { i += 1 }
        var parts: [String] = []
        if i < chars.count, chars[i] == "s" {
            parts.append("Swift")
            i += 1
        }
        while i < chars.count {
            var length = 0
            guard chars[i].isNumber else { break }
            while i < chars.count, let digit = chars[i].wholeNumberValue, chars[i].isASCII {
                length = length * 10 + digit
                i += 1
                if length > chars.count { return name }
            }
            guard length > 0, i + length <= chars.count else { return name }
            parts.append(String(chars[i..<i + length]))
            i += length
        }
        return parts.count >= 2 && i == chars.count ? parts.joined(separator: ".") : name
    }
}
