import Foundation
import RasterImage
import Testing
@testable import AlpreviewCommands

/// The HTML report in a real browser: headless Chromium (Debian's `chromium`, which `make deps`
/// installs) opens a report with failures, and the test reads the DOM it dumps (failures listed,
/// every image loaded, the slider moved by the page's own script) and its screenshot (the failure
/// badges drawn). `make test` sets ALPREVIEW_REQUIRE_BROWSER=1: there a missing browser fails;
/// elsewhere the test is skipped with a message.
@Suite(.serialized) struct ReportBrowserTests {
    static let browser: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let required = ProcessInfo.processInfo.environment["ALPREVIEW_REQUIRE_BROWSER"] == "1"

    /// Runs the browser headless on `url` with `arguments`; returns its standard output.
    static func chromium(_ browser: String, _ arguments: [String], url: String, profile: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                "--user-data-dir=\(profile)", "--window-size=1200,1600", "--virtual-time-budget=5000",
                "--hide-scrollbars",
            ] + arguments + [url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(
        .enabled(
            if: browser != nil || required,
            "chromium is not installed (make deps installs it; make test requires it): report browser test skipped"))
    func theReportListsFailuresLoadsImagesAndMovesTheSlider() throws {
        guard let browser = Self.browser else {
            Issue.record("chromium is not installed: make deps installs it, and make test requires it")
            return
        }
        let (folder, arguments) = try GoldenRunReportsTests.changedRun()
        let report = folder.path + "/report"
        #expect(CommandRun.run(arguments + ["--record", "never", "--report", report]).status == 1)
        let url = URL(fileURLWithPath: report + "/index.html").absoluteString
        let dom = try Self.chromium(
            browser, ["--dump-dom"], url: url + "#view=slider&position=80&opacity=30", profile: folder.path + "/profile"
        )
        #expect(dom.contains("<p id=\"summary\">4 passed, 4 failed, 0 recorded, 0 stale (record mode never)</p>"))
        // Failures listed and shown (the page opens on its failures), passes listed but hidden.
        #expect(dom.contains("data-filter=\"failed\""))
        #expect(dom.contains("data-shown=\"4\""))
        let failed = dom.components(separatedBy: "<section class=\"config failed").count - 1
        let passed = dom.components(separatedBy: "<section class=\"config passed hidden\"").count - 1
        #expect(failed == 4)
        #expect(passed == 4)
        #expect(
            dom.contains(
                "moved: Yellow View (top +10); cause: c4 Yellow View.Top = Top Layout Guide.Bottom + 20.0 → + 30.0"))
        // Every image decoded by the browser: 4 failures × (3 side by side + 2 slider + 2 onion).
        #expect(dom.contains("data-images-loaded=\"28/28\""), "\(dom.prefix(600))")
        // The slider and the onion skin moved by the page's script, as a user's drag does.
        #expect(dom.contains("data-view=\"slider\""))
        #expect(dom.contains("<div class=\"sides\" hidden=\"\">"))
        #expect(dom.contains("<div class=\"slider\">"))
        #expect(dom.contains("data-position=\"80\""))
        #expect(dom.contains("style=\"width: 80%;\""))
        #expect(dom.contains("data-opacity=\"30\""))
        #expect(dom.contains("opacity: 0.3"))
        // The screenshot: the page drawn, with the failure badges' red.
        let shot = folder.path + "/shot.png"
        _ = try Self.chromium(browser, ["--screenshot=\(shot)"], url: url, profile: folder.path + "/profile")
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: shot))))
        #expect(image.width == 1200)
        let badgeRed = image.pixels.filter { pixel in
            let (r, g, b) = (pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF)
            return r == 0xCC && g == 0x33 && b == 0x33
        }.count
        #expect(badgeRed > 100, "no failure badge drawn")
    }
}
