import Foundation
import Testing

@testable import SceneFormat

/// The parser's Foundation-free text helpers give what the Foundation calls they replace gave,
/// on text built from the characters that matter (spaces of every kind, line breaks, combining
/// marks, digits, signs, letters).
@Suite struct FastTextTests {
    static let pieces: [String] = [
        " ", "\t", "\u{A0}", "\u{2003}", "\u{3000}", "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}",
        "\u{301}", "a", "Z", "7", "٣", "+", "-", "@", "(", "x", "×", "*", "é", "👍🏽", "=", "≥",
    ]

    /// Deterministic pseudo-random strings (a linear congruential generator, seeded).
    static func samples(count: Int) -> [String] {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 60)
            return (0..<length).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return pieces[Int(state >> 33) % pieces.count]
            }.joined()
        }
    }

    @Test func trimmingSpacesMatchesFoundation() {
        for text in Self.samples(count: 5_000) {
            #expect(
                text.trimmedSpaces == text.trimmingCharacters(in: .whitespaces), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func yamlLinesSplitAtTheSameBreaksAsCharacters() {
        for text in Self.samples(count: 5_000) {
            let characters = text.split(omittingEmptySubsequences: false) {
                ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0)
            }.map(String.init)
            #expect(SceneParser.yamlLines(text) == characters, "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func relationSearchFindsTheFirstOccurrence() {
        #expect("a.top >= b.top".firstByteRange(of: ">=").map { "a.top >= b.top"[$0] } == ">=")
        let text = "é.width ≥ 2 × b.width"
        #expect(text.firstByteRange(of: "≥").map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 8)
        #expect("a = b".firstByteRange(of: "==") == nil)
    }
}
