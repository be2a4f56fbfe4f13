import Foundation
import LayoutEngine
import SceneModel
import Testing
@testable import TextMetrics

/// Text measured the same on every machine, in time linear in its length.
@Suite struct TextMetricsTests {
    /// Runs cover the text in order, are at most 512 bytes, end after a space where one is in
    /// the run's second half, and never cut a grapheme cluster.
    @Test func shapingRunsCutBetweenClustersAndAfterSpaces() {
        #expect(ShapingRuns.byteRanges(of: "") == [0..<0])
        #expect(ShapingRuns.byteRanges(of: "short text") == [0..<10])
        let word = String(repeating: "x", count: 1200)
        #expect(ShapingRuns.byteRanges(of: word) == [0..<512, 512..<1024, 1024..<1200])
        let sentence = String(repeating: "word ", count: 240)  // 1,200 bytes
        #expect(ShapingRuns.byteRanges(of: sentence) == [0..<510, 510..<1020, 1020..<1200])
        // A family emoji (one cluster of 25 bytes) and accented letters (e + U+0301) are kept whole.
        let clusters = String(repeating: "e\u{301}", count: 200) + String(repeating: "👨‍👩‍👧‍👦", count: 40)
        let ranges = ShapingRuns.byteRanges(of: clusters)
        let boundaries = Set(clusters.indices.map { clusters.utf8.distance(from: clusters.startIndex, to: $0) })
        #expect(ranges.count == 4)
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == clusters.utf8.count)
        for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
        for range in ranges { #expect(range.count <= 512 && boundaries.contains(range.lowerBound)) }
    }

    /// Every paragraph separator Pango knows becomes a line separator, CR LF as one, and a
    /// trailing one stays a line feed (its empty last line).
    @Test func textReachesPangoAsOneParagraph() {
        #expect(SingleParagraph.text("a\r\nb\rc\u{2029}d\ne") == "a\u{2028}b\u{2028}c\u{2028}d\u{2028}e")
        #expect(SingleParagraph.text("a\nb\r\n") == "a\u{2028}b\n")
        #expect(SingleParagraph.text("a\u{2028}b\u{85}c\u{B}d\u{C}") == "a\u{2028}b\u{85}c\u{B}d\u{C}")
    }

    /// Each paragraph separator breaks a line as a line feed does, a trailing one included, and
    /// 20,000 lines are measured in time linear in them (Pango counted the text before each
    /// paragraph, and the measurer walked Pango's list of lines from its head for each line:
    /// quadratic, 25 s for 40,000 lines of a label).
    @Test func everyLineSeparatorBreaksAndManyLinesAreLinear() {
        let measurer = PangoTextMeasurer()
        func measure(_ text: String) -> TextMeasurement {
            measurer.measure(text, font: .system(17), maxWidth: 300, lines: 0, scale: 2)
        }
        let feeds = measure("one\ntwo\nthree\n")
        #expect(feeds.lineCount == 4)
        for separator in ["\r", "\r\n", "\u{2029}"] {
            #expect(measure("one\(separator)two\(separator)three\(separator)") == feeds)
        }
        let count = 20_000
        let lines = (0..<count).map { "l\($0)" }
        for separator in ["\n", "\r", "\u{2029}"] {
            let many = measure(lines.joined(separator: separator))
            #expect(many.lineCount == count)
            #expect(many.lastBaseline == Double(count - 1) * FontSpec.system(17).lineSpacing + many.firstBaseline)
        }
    }

    /// A long unbreakable word wraps by characters as before the runs were cut (same lines and
    /// height), and 100,000 characters are measured (129 s before; linear now).
    @Test func aLongWordWrapsByCharacters() {
        let measurer = PangoTextMeasurer()
        let font = FontSpec.system(17)
        let thousand = measurer.measure(
            String(repeating: "X", count: 1000), font: font, maxWidth: 343, lines: 0, scale: 3)
        #expect(thousand.lineCount == 32)
        #expect(abs(thousand.height - 649.33) < 0.01)
        let long = measurer.measure(
            String(repeating: "x", count: 100_000), font: font, maxWidth: 343, lines: 0, scale: 3)
        #expect(long.lineCount == 2_632)
    }

    /// Wrapped text is as wide as the narrowest width that wraps it into the same lines, so a
    /// label laid out at its measured width wraps as measured. At 40 points (body at AX3) the
    /// tracking is positive and Pango's fitting counts the spacing after a line's last letter:
    /// the widest line is 336.5 points (Inter Display), but at 336.5 the text takes 8 lines, at 337 the same 7.
    /// At 16 points (negative tracking) a line 288.5 wide fits 288: the text is 288 wide.
    @Test func wrappedTextWrapsTheSameAtItsOwnWidth() {
        let measurer = PangoTextMeasurer()
        let large =
            "Constraints between the edges or margins of the scroll view and its content attach to the scroll view's content area."
        let wrapped = measurer.measure(large, font: .system(40), maxWidth: 343, lines: 0, scale: 2)
        #expect(wrapped.width == 337 && wrapped.height == 334.5 && wrapped.lineCount == 7)
        #expect(abs(wrapped.lastBaseline - 324.49) < 0.01)
        #expect(measurer.measure(large, font: .system(40), maxWidth: 337, lines: 0, scale: 2) == wrapped)
        #expect(measurer.measure(large, font: .system(40), maxWidth: 336.5, lines: 0, scale: 2).lineCount == 8)
        let small =
            "A multi-line label wraps at the width the layout gives it; its last line keeps its last word, wherever the words fall."
        let narrow = measurer.measure(small, font: .system(16), maxWidth: 288, lines: 0, scale: 2)
        #expect(narrow.width == 288 && narrow.lineCount == 3 && narrow.height == 57.5)
    }

    /// San Francisco's widths where Xcode's stored frames pin them (docs/interface-builder.md,
    /// Text widths): twelve zeros in system 20 are stored 150 wide (145 with Inter's zero);
    /// "500円以下" and "Wi-Fiあり" in system 17, mixed with CJK and so untracked, 80.67 and 74.67
    /// (78.33 and 72 tracked); below 20 points capitals are spaced toward Inter Display
    /// ("UIStackViewLabel3" stored 147.67: 149.33 with Inter alone, 148.67 at the validated
    /// eighth of the way) while lowercase keeps Inter's
    /// ("point": 39.0, as UIKit measures it); from 24 points figures keep Inter's advances and
    /// the capital B advances 0.615 em, as San Francisco's Display cut (a 40-point "2BX" is
    /// stored 73.5 wide: 71 with Inter Display's figures, 72.5 with its B), and alone, A and B
    /// are as wide as Xcode stores them. A bullet alone is stored 8.5 wide in system 17 and 7 in
    /// system 14 (Inter's bullet: 10 and 8).
    @Test func widthsFollowWhatXcodesFramesMeasure() {
        let measurer = PangoTextMeasurer()
        func width(_ text: String, _ size: Double, scale: Double) -> Double {
            measurer.measure(text, font: .system(size), maxWidth: nil, lines: 1, scale: scale).width
        }
        #expect(width("000000000000", 20, scale: 2) == 150)
        #expect(abs(width("500円以下", 17, scale: 3) - 80.333) < 0.01)
        #expect(width("Wi-Fiあり", 17, scale: 3) == 74)
        #expect(abs(width("UIStackViewLabel3", 17, scale: 3) - 148.667) < 0.01)
        #expect(width("point", 17, scale: 3) == 39)
        #expect(width("2BX", 40, scale: 2) == 73.5)
        // One-letter labels in system 120, as stored on Xcode 7's 1x canvas (Inter Display: 79 and 71).
        #expect(width("A", 120, scale: 1) == 76)
        #expect(width("B", 120, scale: 1) == 74)
        #expect(width("\u{2022}", 17, scale: 2) == 8.5)
        #expect(width("\u{2022}", 14, scale: 2) == 7)
    }

    /// SF Text's semibold and bold are wider than Inter's: 0.005 em of letter spacing per weight
    /// step above regular (bold 0.015 em, semibold 0.010) below 20 points. Xcode stores bold 14
    /// "Her name is Milky" 122 wide (Rio-iOS, Xcode 15; Inter 118.33), bold 17 "This is the
    /// notification title." 221.5 (DuckDuckGo's NotificationView, Xcode 15; Inter 214) and
    /// semibold 17 "Blog Name" 86.33 (NetNewsWire, Xcode 26; Inter 85). From 20 points the
    /// Display cut is spaced as Inter's: bold 20 "Email" stays 51.33, as Xcode 15 stores it.
    @Test func boldAndSemiboldTextCutIsWiderThanInters() {
        let measurer = PangoTextMeasurer()
        func width(_ text: String, _ size: Double, _ weight: FontSpec.Weight, scale: Double = 3) -> Double {
            measurer.measure(text, font: FontSpec(size: size, weight: weight), maxWidth: nil, lines: 1, scale: scale)
                .width
        }
        #expect(abs(width("Her name is Milky", 14, .bold) - 121.67) < 0.01)
        // The XIB's canvas is 2x.
        #expect(width("This is the notification title.", 17, .bold, scale: 2) == 221.5)
        #expect(abs(width("Blog Name", 17, .semibold) - 86.33) < 0.01)
        #expect(abs(width("Email", 20, .bold) - 51.33) < 0.01)
        // 0.005 em a step: bold three steps, heavy no more, regular none.
        #expect(abs(TextCutWeightTracking.extraSpacing(in: FontSpec(size: 14, weight: .bold)) - 0.21) < 1e-9)
        #expect(TextCutWeightTracking.extraSpacing(in: FontSpec(size: 14, weight: .heavy)) == 0.21)
        #expect(TextCutWeightTracking.extraSpacing(in: FontSpec(size: 17, weight: .regular)) == 0)
        #expect(TextCutWeightTracking.extraSpacing(in: FontSpec(size: 17, weight: .bold, family: "Georgia")) == 0)
    }

    /// The table of Inter Display's advances less Inter's matches the installed fonts: a capital,
    /// a figure and a lowercase letter in three weights, measured through Pango at 1,000 points.
    @Test func theInterCutDifferencesMatchTheInstalledFonts() {
        let measurer = PangoTextMeasurer()
        // "Inter" alone names the system font (Inter Display at this size); a list names the cut.
        func measureAdvance(_ text: String, family: String, weight: FontSpec.Weight) -> Double {
            let font = FontSpec(size: 1000, weight: weight, family: family == "Inter" ? "Inter,DejaVu Sans" : family)
            return measurer.measure(text, font: font, maxWidth: nil, lines: 1, scale: 1000).width
        }
        for (weight, name) in [(FontSpec.Weight.regular, "Regular"), (.bold, "Bold"), (.light, "Light")] {
            for character in ["H", "0", "e"] {
                let text = measureAdvance(character, family: "Inter", weight: weight)
                let display = measureAdvance(character, family: "Inter Display", weight: weight)
                let measured = Int((display - text).rounded())
                let index = Int(character.unicodeScalars.first!.value) - 0x20
                #expect(
                    abs(measured - InterCutDifferences.thousandthsOfEm[weight]![index]) <= 1,
                    "\(character) in \(name): measured \(measured)")
            }
        }
    }

    /// From 24 points the system font is Inter Display, as San Francisco switches to its tighter
    /// Display cut: Xcode stores system 24 "Green" 63 wide and system 30 "Cancel" 91 (Inter: 69
    /// and 100), while bold 20 "Email" is 51.33 as Inter measures it.
    @Test func largeTextUsesTheDisplayCut() {
        let measurer = PangoTextMeasurer()
        func width(_ text: String, _ font: FontSpec) -> Double {
            measurer.measure(text, font: font, maxWidth: nil, lines: 1, scale: 3).width
        }
        #expect(abs(width("Green", .system(24)) - 62.67) < 0.01)
        #expect(width("Cancel", .system(30)) == 91)
        #expect(abs(width("Email", FontSpec(size: 20, weight: .bold)) - 51.33) < 0.01)
        #expect(width("Email", FontSpec(size: 23.99, weight: .bold)) == 64)
        #expect(width("Email", FontSpec(size: 24, weight: .bold)) == 59)
    }

    /// The fonts are the files of fonts-inter and fonts-dejavu-core, not their folders: the
    /// faces fonts-dejavu-extra adds to the same folder (Condensed, Oblique, ExtraLight) are
    /// never used, so installing it changes nothing.
    @Test func fontsArePinnedByFile() {
        #expect(PinnedFonts.files.count == 51)
        #expect(
            PinnedFonts.files.suffix(3) == [
                "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
                "/usr/share/fonts/truetype/vlgothic/VL-Gothic-Regular.ttf",
            ])
        #expect(
            !PinnedFonts.files.contains {
                $0.contains("Condensed") || $0.contains("Oblique") || $0.contains("PGothic")
            })
        let measurer = PangoTextMeasurer()
        let symbols = measurer.measure("∑∫√∞≠≈ ∀∃∈∉⊂⊃∪∩ αβγδ", font: .system(17), maxWidth: nil, lines: 1, scale: 2)
        #expect(symbols.width == 210.5)
        // A face of fonts-dejavu-extra is as unknown as a family that does not exist.
        func width(_ family: String) -> Double {
            measurer.measure("∑∫√∞≠≈", font: FontSpec(size: 17, family: family), maxWidth: nil, lines: 1, scale: 2)
                .width
        }
        #expect(width("DejaVu Sans Condensed") == width("No Such Family"))
        // A family alpreview carries is drawn with its own advances, without San Francisco's
        // tracking (which takes 2 points off these six glyphs at 17).
        #expect(width("DejaVu Sans") == 74)
    }

    /// Arial, Helvetica and Courier are drawn with the Liberation font of the same advances and no
    /// tracking: "Hello world" is 4,945 thousandths of an em in Helvetica and Arial (Adobe's
    /// Helvetica metrics: H 722, e 556, l 222, o 556, space 278, w 722, r 333, d 556), 84.07 at 17
    /// points; in bold 5,390 (l 278, o 611, w 778, r 389, d 611), 91.63; Courier 11 × 600, 112.2.
    @Test func standInFontsMeasureTheIOSFontsWidths() {
        let measurer = PangoTextMeasurer()
        func width(_ family: String) -> Double {
            measurer.measure("Hello world", font: FontSpec(size: 17, family: family), maxWidth: nil, lines: 1, scale: 3)
                .width
        }
        #expect(abs(width("ArialMT") - 84.33) < 0.01)
        #expect(abs(width("Helvetica") - 84.33) < 0.01)
        #expect(abs(width("Helvetica-Bold") - 91.67) < 0.01)
        #expect(abs(width("Courier") - 112.33) < 0.01)
        // Arial's line: its ascender, descender and gap, 2,355 of 2,048 units: 19.55 at 17 points.
        let arial = measurer.measure(
            "Hello", font: FontSpec(size: 17, family: "ArialMT"), maxWidth: nil, lines: 1, scale: 3)
        #expect(abs(arial.height - 19.67) < 0.01)
        #expect(abs(arial.firstBaseline - 15.39) < 0.01)
        // Not carried: the system font, in the weight the name says.
        let heavy = measurer.measure("Hello world", font: .system(17, .heavy), maxWidth: nil, lines: 1, scale: 3)
        #expect(width("Avenir-Heavy") == heavy.width)
    }

    /// A release carries its fonts in share/alpreview/fonts beside its bin folder: its copy of a
    /// font comes first, Debian's file is used for a font it lacks (or holds as something other
    /// than a file). The test runner has no such folder, so it draws with Debian's files.
    @Test func releaseFontsComeBeforeDebians() throws {
        let folder = NSTemporaryDirectory() + "alpreview-fonts-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/DejaVuSans.ttf", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/Inter-Regular.otf", contents: Data([0])))
        let resolved = PinnedFonts.resolved(PinnedFonts.systemFiles, bundledFolder: folder)
        #expect(resolved.count == 51)
        #expect(resolved.filter { $0.hasPrefix(folder) } == [folder + "/Inter-Regular.otf"])
        #expect(resolved.contains("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        #expect(PinnedFonts.resolved(PinnedFonts.systemFiles, bundledFolder: nil) == PinnedFonts.systemFiles)
        #expect(PinnedFonts.bundledFolder?.hasSuffix("/share/alpreview/fonts") == true)
        #expect(PinnedFonts.files == PinnedFonts.systemFiles)
    }

    /// Kana and ideographs come from VL Gothic and advance 0.935 em with no tracking, as Xcode's
    /// frames measure them ("生年月日" in bold 20 is 75 wide at 3x; "朝食あり" in 17 is 63.67);
    /// symbols DejaVu has stay DejaVu's whatever the locale's language.
    @Test func cjkTextIsMeasuredWithItsPinnedFallback() {
        let measurer = PangoTextMeasurer()
        #expect(measurer.measure("生年月日", font: .system(20, .bold), maxWidth: nil, lines: 1, scale: 3).width == 75)
        #expect(measurer.measure("第一希望面接日", font: .system(20, .bold), maxWidth: nil, lines: 1, scale: 3).width == 131)
        let breakfast = measurer.measure("朝食あり", font: .system(17), maxWidth: nil, lines: 1, scale: 3)
        #expect(abs(breakfast.width - 63.67) < 0.01)
        #expect(
            measurer.measure("∑∫√∞≠≈ ∀∃∈∉⊂⊃∪∩ αβγδ", font: .system(17), maxWidth: nil, lines: 1, scale: 2).width
                == 210.5)
    }

    @Test func fittedAdvancesAreSpreadOverTheText() {
        let text = FittedAdvances.FontClass(cut: .text, heavy: false)
        let table = [text: ["a": 0.02] as [Unicode.Scalar: Double]]
        // Two a's owe 0.04 em at 17 points, spread over three characters.
        #expect(abs(FittedAdvances.extraSpacing(for: "aab", in: .system(17), table: table) - 0.2267) < 0.0001)
        #expect(FittedAdvances.extraSpacing(for: "bcd", in: .system(17), table: table) == 0)
        #expect(FittedAdvances.extraSpacing(for: "aab", in: FontSpec(size: 17, italic: true), table: table) == 0)
        #expect(FittedAdvances.extraSpacing(for: "aab", in: FontSpec(size: 17, family: "Georgia"), table: table) == 0)
        #expect(FittedAdvances.extraSpacing(for: "aab", in: FontSpec(size: 17, weight: .semibold), table: table) == 0)
        #expect(FittedAdvances.FontClass(FontSpec(size: 21, weight: .medium))?.description == "display20-heavy")
        #expect(FittedAdvances.FontClass(FontSpec(size: 24))?.description == "display24")
    }
}
