import Foundation
import TestSupport
import Testing

/// `alpreview watch` on a Swift file: each variation is a scene of the page, and a save redraws.
@Suite(.serialized) struct SwiftWatchTests {
    func titles(_ running: WatchProcess) async throws -> [String] {
        (try await running.state()["scenes"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }

    @Test func aSaveOfTheSwiftFileRedrawsItsVariations() async throws {
        let running = try WatchProcess(scene: SwiftFixtures.banner, fileName: "Banner.swift")
        defer { running.stop() }
        // Reading a Swift file again takes a debug build a fraction of a second alone, and
        // seconds on a machine busy with other tests.
        let events = try EventReader(port: running.client.port, timeout: 60)
        defer { events.close() }
        let first = try await events.next()
        #expect(try await titles(running) == ["Banner (isCompact)", "Banner (!isCompact)"])
        // The condition decided in the code: one scene.
        try running.saveByRename(SwiftFixtures.banner.replacingOccurrences(of: "if isCompact {", with: "if true {"))
        #expect(try await events.next(after: first) == first + 1)
        #expect(try await titles(running) == ["Banner"])
        let image = try await running.client.get("/image?scene=0&config=0")
        #expect(image.status == 200 && Array(image.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }
}
