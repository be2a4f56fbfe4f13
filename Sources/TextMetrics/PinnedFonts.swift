import CFontconfig
import Foundation

/// The fonts alpreview uses, and nothing else: Inter (the stand-in for San Francisco) and
/// DejaVu Sans as the fallback for symbols and scripts Inter lacks. A private fontconfig
/// configuration makes text identical on every machine with the same Debian packages,
/// whatever else is installed or configured there.
public enum PinnedFonts {
    public static let directories = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu"]
    public static let family = "Inter"
    public static let fallback = "DejaVu Sans"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false

    /// Installs the private configuration as fontconfig's current one (once per process).
    public static func install() {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        guard let config = FcConfigCreate() else { return }
        // Only our directories; a cache directory so that fontconfig does not complain.
        let xml = "<?xml version=\"1.0\"?><fontconfig>"
            + directories.map { "<dir>\($0)</dir>" }.joined()
            + "<cachedir prefix=\"xdg\">fontconfig</cachedir><cachedir>/tmp/alpreview-fontconfig</cachedir></fontconfig>"
        _ = FcConfigParseAndLoadFromMemory(config, xml, 1)
        _ = FcConfigBuildFonts(config)
        _ = FcConfigSetCurrent(config)
    }

    /// Whether Inter is installed (the renderer refuses to guess another font silently).
    public static var isInterAvailable: Bool {
        FileManager.default.fileExists(atPath: directories[0] + "/Inter-Regular.otf")
    }
}
