import Parallel
import CFontconfig
import FileInput
import Foundation

/// The fonts alpreview uses, and nothing else: Inter (the stand-in for San Francisco),
/// DejaVu Sans as the fallback for symbols and scripts Inter lacks, and VL Gothic
/// (fonts-vlgothic) for Chinese, Japanese and Korean, where UIKit falls back to Hiragino Sans
/// and PingFang (its kana and ideographs are one em wide, as theirs are; see `CJKText`), and the
/// Liberation fonts (fonts-liberation), which stand in for Arial, Helvetica, Times New Roman and
/// Courier (`FontFaces`). A private fontconfig
/// configuration names each font *file*, not its folder: Debian's `fonts-dejavu-extra` installs
/// more faces (Condensed, ExtraLight, Oblique) into the folder of `fonts-dejavu-core`, and
/// with folders they changed text widths. So text is identical on every machine with the same
/// Debian packages, whatever else is installed or configured there; and on every machine for a
/// release, which carries the files themselves (`bundledFolder`). No configuration file is read:
/// neither `FONTCONFIG_FILE` nor a user's fonts.conf can alias, add or tune a font.
public enum PinnedFonts {
    public static let family = "Inter"
    /// Inter's display optical size, for large text: San Francisco sets it in its tighter Display
    /// cut. Xcode's stored frames match Inter Display from 24 points (system 24, 30, 36 titles)
    /// and still match Inter at 20 to 23 (bold 20 titles, Body at xxL and xxxL).
    public static let displayFamily = "Inter Display"
    public static let displayMinimumSize = 24.0
    public static let fallback = "DejaVu Sans"
    public static let cjkFallback = "VL Gothic"
    /// The system font and its fallbacks, in order, as a Pango family list.
    static let systemFamilies = [family, fallback, cjkFallback].joined(separator: ",")
    static let systemDisplayFamilies = [displayFamily, fallback, cjkFallback].joined(separator: ",")

    /// Whether a font's family names the system font (San Francisco, drawn with Inter): none,
    /// `system`, or Inter itself.
    static func isSystem(_ family: String?) -> Bool {
        family == nil || family == "system" || family == Self.family
    }

    /// The system font's Pango family list at a point size (Inter Display from `displayMinimumSize`).
    static func systemFamilies(forSize size: Double) -> String {
        size >= displayMinimumSize ? systemDisplayFamilies : systemFamilies
    }
    static let interFolder = "/usr/share/fonts/opentype/inter"
    static let dejavuFolder = "/usr/share/fonts/truetype/dejavu"
    static let cjkFile = "/usr/share/fonts/truetype/vlgothic/VL-Gothic-Regular.ttf"
    static let liberationFolder = "/usr/share/fonts/truetype/liberation"

    /// Inter's text and display faces (fonts-inter), Liberation Sans, Serif and Mono
    /// (fonts-liberation), DejaVu Sans from fonts-dejavu-core and VL Gothic (not VL PGothic, whose kana are proportional) from fonts-vlgothic, where Debian
    /// installs them.
    public static let systemFiles: [String] = {
        let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let inter = ["Inter", "InterDisplay"].flatMap { face in
            weights.flatMap { weight in
                [
                    "\(interFolder)/\(face)-\(weight).otf",
                    "\(interFolder)/\(face)-\(weight == "Regular" ? "" : weight)Italic.otf",
                ]
            }
        }
        let liberation = ["Sans", "Serif", "Mono"].flatMap { face in
            ["Regular", "Bold", "Italic", "BoldItalic"].map { "\(liberationFolder)/Liberation\(face)-\($0).ttf" }
        }
        return inter + liberation + ["\(dejavuFolder)/DejaVuSans.ttf", "\(dejavuFolder)/DejaVuSans-Bold.ttf", cjkFile]
    }()

    /// The fonts a release carries (`make dist`): `share/alpreview/fonts` beside the `bin` folder
    /// of the executable's real path (a symbolic link to it elsewhere finds them too); nil where
    /// the executable's path cannot be read.
    public static let bundledFolder: String? = {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return nil
        }
        return URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/alpreview/fonts").path
    }()

    /// The files given to fontconfig: the release's own copy of each font when it has one, else
    /// Debian's, so that a release draws with the fonts it was tested with whatever the machine
    /// has installed.
    public static let files: [String] = resolved(systemFiles, bundledFolder: bundledFolder)

    /// Each of `systemFiles` replaced by the file of the same name in `bundledFolder`, where that
    /// is a regular file.
    static func resolved(_ systemFiles: [String], bundledFolder: String?) -> [String] {
        guard let bundledFolder else { return systemFiles }
        return systemFiles.map { file in
            let bundled = bundledFolder + "/" + (file as NSString).lastPathComponent
            return InputFile.kind(of: bundled) == .regular ? bundled : file
        }
    }

    private static let installed = Locked(false)

    /// Installs the private configuration as fontconfig's current one (once per process).
    public static func install() {
        installed.withLock { installed in
            guard !installed else { return }
            installed = true
            installConfiguration()
        }
    }

    private static func installConfiguration() {
        guard let config = FcConfigCreate() else { return }
        // No folders and so no cache: fontconfig caches folders, and the files added one by one
        // are scanned in milliseconds. Nothing is written (a cache folder in /tmp could be
        // planted by another user).
        for file in files where InputFile.kind(of: file) == .regular {
            _ = FcConfigAppFontAddFile(config, file)
        }
        _ = FcConfigBuildFonts(config)
        _ = FcConfigSetCurrent(config)
    }

    /// Whether Inter is installed (the renderer refuses to guess another font silently).
    public static var isInterAvailable: Bool {
        files.contains { $0.hasSuffix("/Inter-Regular.otf") && InputFile.kind(of: $0) == .regular }
    }
}
