/// Chinese, Japanese and Korean text. UIKit draws it with the system font's fallbacks (Hiragino
/// Sans, PingFang), whose kana, ideographs and full-width forms are one em wide; alpreview draws
/// it with VL Gothic, also one em wide. Measured from Xcode-saved frames, such a character
/// advances 0.935 em with no tracking: "名前" in bold 20 is 37.67 wide, "生年月日" 75,
/// "第一希望面接日" 131 (18.7 points a character), "朝食あり" in 17 is 63.67 (15.9).
enum CJKText {
    /// The advance of a CJK character, in ems: the size of the font the runs are drawn in.
    static let advance = 0.935

    /// Whether a character is drawn one em wide by the CJK fallback fonts.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
