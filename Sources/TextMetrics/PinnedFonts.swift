import CFontconfig
import FileInput
import Foundation

/// The fonts alpreview uses, and nothing else: Inter (the stand-in for San Francisco) and
/// DejaVu Sans as the fallback for symbols and scripts Inter lacks. A private fontconfig
/// configuration names each font *file*, not its folder: Debian's `fonts-dejavu-extra` installs
/// more faces (Condensed, ExtraLight, Oblique) into the folder of `fonts-dejavu-core`, and
/// with folders they changed text widths. So text is identical on every machine with the same
/// Debian packages, whatever else is installed or configured there.
public enum PinnedFonts {
    public static let family = "Inter"
    public static let fallback = "DejaVu Sans"
    static let interFolder = "/usr/share/fonts/opentype/inter"
    static let dejavuFolder = "/usr/share/fonts/truetype/dejavu"

    /// Inter's text faces (fonts-inter; not Inter Display) and DejaVu Sans from fonts-dejavu-core.
    public static let files: [String] = {
        let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let inter = weights.flatMap { weight in
            ["\(interFolder)/Inter-\(weight).otf", "\(interFolder)/Inter-\(weight == "Regular" ? "" : weight)Italic.otf"]
        }
        return inter + ["\(dejavuFolder)/DejaVuSans.ttf", "\(dejavuFolder)/DejaVuSans-Bold.ttf"]
    }()

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false

    /// Installs the private configuration as fontconfig's current one (once per process).
    public static func install() {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        installed = true
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
        InputFile.kind(of: interFolder + "/Inter-Regular.otf") == .regular
    }
}
