import Foundation
import FuzzSupport
import IBXML
import InterfaceBuilder
import LayoutEngine
import SceneModel
import SceneReading

// A libFuzzer target for the XML reader, the Interface Builder decoder, the mapping to scenes
// and their layout: the bytes are a storyboard or XIB. Either scenes come back and lay out, or
// located errors do; never a crash, a hang, or an error placed outside the file. `make fuzz`
// runs it with Fuzz/xml.dict and the seeds in Fuzz/seeds/xml; docs/fuzzing.md has the rest.
//
// Text is measured by a fixed rule (FixedTextMeasurer) so that runs are fast and do not depend
// on fonts; each scene is laid out on its first configuration only, and scenes with more than
// 200 views are skipped (bounded as FuzzPipeline is).

/// Every character 0.6 em wide and lines 1.2 em high, wrapping by whole characters.
struct FixedTextMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontSpec, maxWidth: Double?, lines: Int, scale: Double) -> TextMeasurement {
        let advance = font.size * 0.6, lineHeight = (font.size * 1.2).rounded(.up)
        let characters = Double(text.count)
        var lineCount = 1
        var width = characters * advance
        if let maxWidth, maxWidth > 0, width > maxWidth {
            let perLine = max(1, (maxWidth / advance).rounded(.down))
            lineCount = Int(min(1_000, (characters / perLine).rounded(.up)))
            if lines > 0 { lineCount = min(lineCount, lines) }
            width = perLine * advance
        }
        return TextMeasurement(
            width: width.rounded(.up), height: lineHeight * Double(lineCount),
            firstBaseline: font.size, lastBaseline: lineHeight * Double(lineCount - 1) + font.size,
            lineCount: lineCount)
    }
}

let solver = LayoutSolver(measurer: FixedTextMeasurer())

/// A located error must point inside the input.
func checkLines(_ lines: [Int], in inputLines: Int, _ messages: [String]) {
    for (line, message) in zip(lines, messages) where line > inputLines || line < 0 {
        FuzzDriver.fail("an error at line \(line) of a \(inputLines)-line input: \(message)")
    }
}

FuzzDriver.run { bytes in
    let input = Array(bytes)
    let lines = input.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } + input.reduce(0) { $0 + ($1 == 0x0D ? 1 : 0) }
    let document: IBDocument
    do throws(XMLReadErrors) {
        document = try InterfaceBuilderDecoder.decode(bytes: input, file: "fuzz.storyboard")
        _ = document.allViews.count + document.allConstraints.count
    } catch {
        guard !error.errors.isEmpty else { FuzzDriver.fail("decoding failed without an error") }
        checkLines(error.errors.map(\.position.line), in: lines, error.errors.map(\.message))
        _ = error.description
        return
    }
    let scenes: [MappedScene]
    do throws(SceneErrors) {
        scenes = try InterfaceBuilderScenes.map(document)
    } catch {
        guard !error.errors.isEmpty else { FuzzDriver.fail("mapping failed without an error") }
        checkLines(error.errors.map(\.location.line), in: lines, error.errors.map(\.message))
        return
    }
    for mapped in scenes { FuzzDriver.checkLayout(of: mapped.scene, solver: solver) }
}
