import Foundation
import Testing
@testable import PreviewServer

/// The watch server, started and stopped inside each test on 127.0.0.1 (a free port), with its
/// scene in a folder of the test's own (WatchProcess).
@Suite(.serialized) struct PreviewServerTests {
    static let scene = """
        title: Box
        devices: [iPhone SE (1st generation)]
        views: {Box: {background: blue}}
        constraints:
          - Box.Leading = Superview.LeadingMargin
          - Box.Top = Superview.TopMargin
          - Box.Width = 100
          - Box.Height = 50

        """

    @Test func servesThePageTheStateAndTheImages() async throws {
        let running = try WatchProcess(scene: Self.scene)
        let page = try await running.client.get("/")
        #expect(page.status == 200 && page.text.contains("<title>alpreview watch</title>"))
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        let state = try await running.client.get("/state")
        let object = try JSONSerialization.jsonObject(with: Data(state.body)) as? [String: Any]
        let scenes = object?["scenes"] as? [[String: Any]]
        #expect(scenes?.first?["title"] as? String == "Box")
        let configurations = scenes?.first?["configurations"] as? [[String: Any]]
        #expect(configurations?.first?["width"] as? Double == 320)
        let image = try await running.client.get("/image?scene=0&config=0&v=1")
        #expect(image.status == 200 && image.headers["content-type"] == "image/png")
        #expect(Array(image.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        // At 1x, a 320-point screen and its panel margins: the slider's 400 makes it 80 wider.
        let wide = try await running.client.get("/image?scene=0&config=0&width=400")
        #expect(pngWidth(wide.body) == pngWidth(image.body) + 80)
        running.stop()
    }

    /// Hovering: each view's box in the image's pixels (a 100 × 50 box at 1x) with its constraints
    /// in `explain`'s words.
    @Test func theHoverMapSaysEachViewsConstraints() async throws {
        let running = try WatchProcess(scene: Self.scene)
        defer { running.stop() }
        let response = try await running.client.get("/hover?scene=0&config=0")
        let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        let view = try #require((object?["views"] as? [[String: Any]])?.first)
        #expect(view["name"] as? String == "Box")
        #expect((view["box"] as? [Double])?.suffix(2) == [100, 50])
        #expect(
            view["constraints"] as? [String] == [
                "Box.Leading = Superview.LeadingMargin: Box's leading should be Superview's leadingMargin",
                "Box.Top = Superview.TopMargin: Box's top should be Superview's topMargin",
                "Box.Width = 100: Box's width should be 100", "Box.Height = 50: Box's height should be 50",
            ])
        #expect(try await running.client.get("/hover?scene=3&config=0").status == 404)
    }

    /// Bad arguments and a port in use stop the command at once, exit 2, with what is wrong.
    @Test func badArgumentsStopBeforeServing() throws {
        let running = try WatchProcess(scene: Self.scene)
        defer { running.stop() }
        let missing = try runAlpreview(["watch", running.folder + "/nothing.yaml"])
        #expect(missing.status == 2 && missing.error.contains("nothing.yaml: no such file or folder"))
        let host = try runAlpreview(["watch", running.file, "--host", "example.com"])
        #expect(host.status == 2)
        #expect(
            host.error
                == "alpreview: error: The value 'example.com' is invalid for '--host <host>': an IPv4 or IPv6 "
                + "address, such as 127.0.0.1 or ::1 (names are not resolved)\n  (see `alpreview --help`)\n")
        let port = try runAlpreview(["watch", running.file, "--port", "65536"])
        #expect(port.status == 2)
        #expect(
            port.error
                == "alpreview: error: The value '65536' is invalid for '--port <port>': a port is a whole number "
                + "from 0 to 65535 (0 picks a free one)\n  (see `alpreview --help`)\n")
        let taken = try runAlpreview(["watch", running.file, "--port", "\(running.port)"])
        #expect(taken.status == 2, "\(taken.error)")
        #expect(
            taken.error.contains("cannot listen on 127.0.0.1 port \(running.port)") && taken.error.contains("in use"))
        let stdin = try runAlpreview(["watch", "-"])
        #expect(stdin.status == 2 && stdin.error.contains("standard input cannot be watched"))
    }

    @Test func noURLReachesTheFileSystem() async throws {
        let running = try WatchProcess(scene: Self.scene)
        for target in [
            "/box.yaml", "/../../etc/passwd", "/image/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd",
            "/image?scene=../box.yaml&config=0",
        ] {
            let response = try await running.client.get(target)
            #expect([400, 404].contains(response.status), "\(target): \(response.status)")
            #expect(!response.text.contains("root:"))
        }
        #expect(try await running.client.get("/image?scene=1&config=0").status == 404)
        #expect(try await running.client.get("/image?scene=0&config=9").status == 404)
        #expect(try await running.client.get("/image?scene=0&config=0&device=/etc/passwd").status == 400)
        #expect(try await running.client.get("/state?category=huge").status == 400)
        running.stop()
    }

    @Test func aSaveByRenameIsPushedAndAnErrorKeepsTheLastGoodImage() async throws {
        let running = try WatchProcess(scene: Self.scene)
        let events = try EventReader(port: running.client.port)
        defer { events.close() }
        let first = try await events.next()
        try running.saveByRename(Self.scene.replacingOccurrences(of: "Width = 100", with: "Width = 200"))
        #expect(try await events.next(after: first) == first + 1)
        var scene = try await running.scene()
        #expect(scene["version"] as? Double == 2 && scene["error"] is NSNull)
        // A bad edit: the located error with its caret, and the last good image still served.
        try running.saveByRename(Self.scene.replacingOccurrences(of: "background: blue", with: "backgrund: blue"))
        #expect(try await events.next(after: first + 1) == first + 2)
        scene = try await running.scene()
        let error = try #require(scene["error"] as? String)
        #expect(error.contains("box.yaml:3:") && error.contains("backgrund"), "\(error)")
        #expect(error.contains("^"), "\(error)")
        #expect(scene["version"] as? Double == 2)
        #expect(try await running.client.get("/image?scene=0&config=0").status == 200)
        running.stop()
    }

    @Test func aBurstOfSavesIsReadOnce() async throws {
        let running = try WatchProcess(scene: Self.scene)
        let events = try EventReader(port: running.client.port)
        defer { events.close() }
        let first = try await events.next()
        let reloads = try await running.state()["reloads"] as? Double ?? -1
        let clock = ContinuousClock()
        let start = clock.now
        for width in 101...105 {
            // Back to back, as an editor's save of several writes: well within the 40 ms of quiet.
            try Self.scene.replacingOccurrences(of: "Width = 100", with: "Width = \(width)")
                .write(toFile: running.file, atomically: false, encoding: .utf8)
        }
        let burst = clock.now - start
        #expect(try await events.next(after: first) == first + 1)
        // A machine too busy to write five small files within half the quiet time made no burst:
        // two reads are then right, and the count says nothing: the test is reported skipped.
        guard burst < .milliseconds(20) else {
            running.stop()
            try Test.cancel("the saves took \(burst): no burst to judge")
        }
        // One more save, after the burst's event: the watch loop reads wake-ups in order, so when
        // its event comes every read of the burst is counted, with no waiting on a clock.
        try Self.scene.replacingOccurrences(of: "Width = 100", with: "Width = 200")
            .write(toFile: running.file, atomically: false, encoding: .utf8)
        #expect(try await events.next(after: first + 1) == first + 2)
        #expect(try await running.state()["reloads"] as? Double == reloads + 2)
        #expect(try await running.scene()["version"] as? Double == 3)
        running.stop()
    }

    @Test func aDeletedSceneComesBack() async throws {
        let running = try WatchProcess(scene: Self.scene, arguments: ["--poll"])
        let events = try EventReader(port: running.client.port)
        defer { events.close() }
        let first = try await events.next()
        try FileManager.default.removeItem(atPath: running.file)
        #expect(try await events.next(after: first) == first + 1)
        #expect((try await running.scene()["error"] as? String)?.contains("box.yaml") == true)
        try Self.scene.write(toFile: running.file, atomically: false, encoding: .utf8)
        #expect(try await events.next(after: first + 1) == first + 2)
        #expect(try await running.scene()["error"] is NSNull)
        running.stop()
    }

    @Test func aClientThatLeavesIsForgotten() async throws {
        let running = try WatchProcess(scene: Self.scene)
        let events = try EventReader(port: running.client.port)
        _ = try await events.next()
        #expect(try await running.state()["listeners"] as? Double == 1)
        events.close()
        // Saves send events that fail to reach it (the first write after a close can still
        // pass): its stream ends and the session lets it go.
        var listeners = -1.0
        for width in 120..<130 where listeners != 0 {
            try running.saveByRename(Self.scene.replacingOccurrences(of: "Width = 100", with: "Width = \(width)"))
            for _ in 0..<10 where listeners != 0 {
                try await Task.sleep(for: .milliseconds(100))
                listeners = try await running.state()["listeners"] as? Double ?? -1
            }
        }
        #expect(listeners == 0)
        #expect(try await running.client.get("/").status == 200)
        running.stop()
    }

    func pngWidth(_ bytes: [UInt8]) -> Int {
        guard bytes.count > 24 else { return 0 }
        return bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test func choicesComeFromKnownNamesOnly() throws {
        let choice = try PreviewChoice(query: [
            ("device", "iPhone SE"), ("orientation", "both"), ("category", "ax1"), ("direction", "rtl"),
            ("annotate", "0"), ("theme", "dark"), ("width", "400"), ("v", "7"),
        ])
        #expect(choice.device?.name == "iPhone SE" && choice.orientations == [.portrait, .landscape])
        #expect(choice.sizeCategory == .AX1 && choice.direction == .rtl && !choice.annotated && choice.width == 400)
        for (name, value) in [
            ("device", "../x"), ("orientation", "up"), ("width", "0"), ("width", "1e9"), ("theme", "x"),
        ] {
            #expect(throws: PreviewChoice.Refused.self) { try PreviewChoice(query: [(name, value)]) }
        }
    }
}
