import Foundation
import Testing

@testable import PreviewServer

/// The width bar under the slider: the selected configuration swept across the slider's widths on
/// 127.0.0.1, its regimes and breakpoints as the page marks them.
@Suite(.serialized) struct WidthBarTests {
    /// Blue (at least 150 wide) and Red = 2 × Blue (@750) between the side margins of an iPhone SE.
    /// UIKit's side margins are 16 below 414 points and 20 from there; Red = 2 × Blue holds once
    /// Blue + 8 + 2 × Blue fits 150 × 3 + 8 = 458 between them, at 498, where Blue leaves its
    /// minimum too: one breakpoint. Three regimes across 200…1400, in each of which both frames
    /// are lines in the width.
    /// The slider tests' columns (SliderSessionTests).
    static let scene = SliderSessionTests.scene

    @Test func theBarMarksTheRegimesAcrossTheSlider() async throws {
        let running = try WatchProcess(scene: Self.scene, fileName: "columns.yaml")
        defer { running.stop() }
        let response = try await running.client.get("/regimes?scene=0&config=0&v=1")
        #expect(response.status == 200 && response.headers["content-type"] == "application/json")
        let bar = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect(bar["from"] as? Double == 200 && bar["to"] as? Double == 1400 && bar["width"] as? Double == 320)
        let breakpoints = try #require(bar["breakpoints"] as? [[String: Any]])
        #expect(breakpoints.map { $0["width"] as? Double } == [414, 498])
        #expect((breakpoints.first?["changes"] as? [String]) == ["root side margins 16 → 20"])
        let regimes = try #require(bar["regimes"] as? [[String: Any]])
        #expect(regimes.map { $0["from"] as? Double } == [200, 414, 498])
        #expect(regimes.map { $0["to"] as? Double } == [414, 498, 1400])
        for regime in regimes {
            #expect(regime["source"] as? String == "solver")
            #expect(regime["linear"] as? [String] == ["Blue", "Red"] && regime["notLinear"] as? [String] == [])
        }
        // A configuration the scene does not have.
        #expect(try await running.client.get("/regimes?scene=0&config=5").status == 404)
        let page = try await running.client.get("/")
        #expect(page.text.contains(#"<input type="range" id="width" min="200""#))
        #expect(page.text.contains(#"max="1400" step="1" disabled><span id="widthBar""#))
    }
}
