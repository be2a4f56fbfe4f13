import Foundation
import Testing

/// The goldens do not depend on the machine's font setup: the built `alpreview` run on the Samples
/// with text (large titles, controls, stacks, a storyboard) under a fontconfig setup that maps
/// every family alpreview uses to DejaVu Serif and turns on hinting, subpixel anti-aliasing and
/// emboldening, given as `FONTCONFIG_FILE` and as a user's fonts.conf, draws every golden
/// byte for byte (`--precision 1 --perceptual-precision 1`).
@Suite(.serialized) struct FontSetupTests {
    static let root = DocumentedCommandTests.root
    static let samples = [
        "Samples/bars-large-title.yaml", "Samples/controls.yaml", "Samples/date-picker.yaml",
        "Samples/simple-label-and-text-field.yaml", "Samples/stack-views.yaml",
        "Samples/two-buttons-with-size-class-based-layouts.yaml",
    ]

    /// Rules a desktop or a container could carry: a family alias at the pattern and settings
    /// forced on every font matched.
    static let hostileRules: String = {
        let aliases = ["Inter", "Inter Display", "DejaVu Sans", "VL Gothic", "sans-serif", "system-ui"].map { family in
            "  <match target=\"pattern\"><test name=\"family\"><string>\(family)</string></test>"
                + "<edit name=\"family\" mode=\"assign\" binding=\"strong\"><string>DejaVu Serif</string></edit></match>\n"
        }
        return """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <dir>/usr/share/fonts</dir>
            \(aliases.joined())  <match target="font">
                <edit name="hinting" mode="assign"><bool>true</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
                <edit name="antialias" mode="assign"><bool>true</bool></edit>
                <edit name="rgba" mode="assign"><const>rgb</const></edit>
                <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
                <edit name="embolden" mode="assign"><bool>true</bool></edit>
              </match>
            </fontconfig>

            """
    }()

    /// Runs `executable` with `arguments` in the repository under `environment`; its status and output.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test(arguments: ["FONTCONFIG_FILE", "XDG_CONFIG_HOME"])
    func goldensAreIdenticalUnderAHostileFontSetup(setup: String) throws {
        let binary = Self.root + "/.build/debug/alpreview"
        try #require(FileManager.default.isExecutableFile(atPath: binary), "build alpreview first (swift build)")
        let folder = NSTemporaryDirectory() + "alpreview-fonts-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = setup == "FONTCONFIG_FILE" ? folder + "/hostile.conf" : folder + "/config/fontconfig/fonts.conf"
        try FileManager.default.createDirectory(
            atPath: (config as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Self.hostileRules.write(toFile: config, atomically: false, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder
        environment["XDG_CACHE_HOME"] = folder + "/cache"
        environment["CI"] = "true"
        environment.removeValue(forKey: "GITHUB_ACTIONS")
        if setup == "FONTCONFIG_FILE" {
            environment["FONTCONFIG_FILE"] = config
        } else {
            environment.removeValue(forKey: "FONTCONFIG_FILE")
            environment["XDG_CONFIG_HOME"] = folder + "/config"
        }
        // The setup does take hold where fontconfig reads its configuration.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-match") {
            let match = try Self.run("/usr/bin/fc-match", ["-f", "%{family}", "Inter"], environment: environment)
            #expect(match.output.hasPrefix("DejaVu Serif"), "fc-match Inter: \(match.output)")
        }
        let result = try Self.run(
            binary,
            ["test"] + Self.samples + [
                "--golden", "golden-images", "--record", "never", "--precision", "1", "--perceptual-precision", "1",
                "--failures", folder + "/failures", "--quiet",
            ], environment: environment)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains(" passed, 0 failed"), "\(result.output)")
    }
}
