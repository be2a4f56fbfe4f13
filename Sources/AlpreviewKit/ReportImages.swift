/// The images of an HTML report folder, beside `index.html`: a failed configuration's reference,
/// actual and diff image, a recorded one's new golden, named after the configuration
/// (`images/NAME.actual.png`). The test run copies them from the failures and golden folders,
/// `merge-reports` from the shards' report folders: the same names, so the same page.
public enum ReportImages {
    /// Kind (`reference`, `actual`, `diff`) to the path relative to the report folder.
    public static func paths(for item: JSON) -> [String: String] {
        guard let name = item["name"]?.stringValue else { return [:] }
        switch item["status"]?.stringValue {
        case "failed" where item["files"]?["diff"] != nil:
            return Dictionary(
                uniqueKeysWithValues: ["reference", "actual", "diff"].map { ($0, "images/\(name).\($0).png") })
        case "recorded": return ["actual": "images/\(name).actual.png"]
        default: return [:]
        }
    }

    /// A relative path as an `src` attribute: each segment percent-encoded but for the
    /// unreserved characters (a scene name may hold `#`, `?` or `%`).
    public static func url(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            var out = ""
            for byte in segment.utf8 {
                let c = Character(Unicode.Scalar(byte))
                if byte < 0x80, c.isLetter || c.isNumber || "-._~".contains(c) {
                    out.append(c)
                } else {
                    out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
            }
            return out
        }.joined(separator: "/")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
