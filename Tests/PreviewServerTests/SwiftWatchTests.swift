import Foundation
import Testing

/// `alpreview watch` on a Swift file: each variation is a scene of the page, and a save redraws.
@Suite(.serialized) struct SwiftWatchTests {
    static let source = """
        import UIKit
        class Banner: UIView {
            let icon = UIView()
            init(isCompact: Bool) {
                super.init(frame: .zero)
                icon.translatesAutoresizingMaskIntoConstraints = false
                addSubview(icon)
                icon.topAnchor.constraint(equalTo: topAnchor, constant: 20).isActive = true
                icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
                icon.heightAnchor.constraint(equalToConstant: 40).isActive = true
                if isCompact {
                    icon.widthAnchor.constraint(equalToConstant: 40).isActive = true
                } else {
                    icon.widthAnchor.constraint(equalToConstant: 120).isActive = true
                }
            }
        }

        """

    func titles(_ running: WatchProcess) async throws -> [String] {
        (try await running.state()["scenes"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }

    @Test func aSaveOfTheSwiftFileRedrawsItsVariations() async throws {
        let running = try WatchProcess(scene: Self.source, fileName: "Banner.swift")
        defer { running.stop() }
        // Reading a Swift file again takes a debug build a fraction of a second alone, and
        // seconds on a machine busy with other tests.
        let events = try EventReader(port: running.client.port, timeout: 60)
        defer { events.close() }
        let first = try await events.next()
        #expect(try await titles(running) == ["Banner (isCompact)", "Banner (!isCompact)"])
        // The condition decided in the code: one scene.
        try running.saveByRename(Self.source.replacingOccurrences(of: "if isCompact {", with: "if true {"))
        #expect(try await events.next(after: first) == first + 1)
        #expect(try await titles(running) == ["Banner"])
        let image = try await running.client.get("/image?scene=0&config=0")
        #expect(image.status == 200 && Array(image.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }
}
