import Foundation
import FuzzSupport
import LayoutEngine
import SceneModel
import SceneReading
import SwiftSource

// A libFuzzer target for the Swift reader: the bytes are a Swift file. Either scenes come back
// and lay out, or `SceneErrors` do, each within the input's lines (line 0: the whole file);
// never a crash or a hang. `make fuzz` runs it with Fuzz/swift.dict and the seeds in
// Fuzz/seeds/swift; docs/fuzzing.md has the rest. Text is measured by a fixed rule.

let solver = LayoutSolver(measurer: OneLineTextMeasurer())

FuzzDriver.run { bytes in
    let data = Data(bytes)
    let lineCount = String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false) {
        $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }.count
    let reading: SwiftSourceSceneReader.Reading
    do {
        reading = try SwiftSourceSceneReader.reading(data, file: "fuzz.swift")
    } catch let errors as SceneErrors {
        if errors.errors.isEmpty { FuzzDriver.fail("SceneErrors without an error") }
        for error in errors.errors where error.location.line < 0 || error.location.line > lineCount {
            FuzzDriver.fail("an error at line \(error.location.line) of a \(lineCount)-line input: \(error.message)")
        }
        return
    } catch {
        FuzzDriver.fail("the reader failed with \(type(of: error)): \(error)")
    }
    if reading.scenes.isEmpty { FuzzDriver.fail("a file read without an error but with no scene") }
    for named in reading.scenes {
        for warning in named.scene.warnings where warning.location.line > lineCount {
            FuzzDriver.fail("a warning at line \(warning.location.line) of a \(lineCount)-line input")
        }
        FuzzDriver.checkLayout(of: named.scene, solver: solver)
    }
}
