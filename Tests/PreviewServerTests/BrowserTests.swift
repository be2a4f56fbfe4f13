import Foundation
import Testing

/// The watch page in headless Chromium (scripts/watch_browser_check.py): opens the page, checks
/// its panels, drags the width slider, saves the scene and waits for the new images, saves an
/// error and fixes it, takes a screenshot. Chromium is in the Makefile's DEPS.
@Suite struct BrowserTests {
    @Test func theWatchPageInChromium() throws {
        let root = WatchProcess.root
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", root + "/scripts/watch_browser_check.py", "--binary", WatchProcess.binary, "--saves", "2",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("page: 4 panels") && text.contains("error: shown with its caret"), "\(text)")
    }
}
