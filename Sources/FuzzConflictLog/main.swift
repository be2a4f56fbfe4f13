import ConflictLog
import Foundation
import FuzzSupport
import LayoutEngine
import SceneModel

// A libFuzzer target for the conflict-log reader and the scene rebuilt from each conflict: the
// bytes are a log ("Unable to simultaneously satisfy constraints" and its constraints). Either
// conflicts come back, rebuild and lay out, or a located error does; never a crash, a hang, or
// an error placed outside the input. `make fuzz` runs it with Fuzz/log.dict and the seeds in
// Samples/logs and Fuzz/seeds/logs; docs/fuzzing.md has the rest.
//
// Text is measured by a fixed rule (0.6 em a character, 1.2 em a line) so that runs are fast
// and do not depend on fonts; conflicts of more than 200 views are not laid out.

let solver = LayoutSolver(measurer: OneLineTextMeasurer())

FuzzDriver.run { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    let log: ParsedConflictLog
    do {
        log = try ConflictLogReader.read(text)
    } catch let error as ConflictLogError {
        if error.line < 1 || error.line > lineCount {
            FuzzDriver.fail("an error at line \(error.line) of a \(lineCount)-line input: \(error.message)")
        }
        return
    } catch {
        FuzzDriver.fail("the reader failed with \(type(of: error)): \(error)")
    }
    if log.conflicts.isEmpty { FuzzDriver.fail("a log read without an error but with no conflict") }
    for (index, conflict) in log.conflicts.enumerated() {
        let rebuilt = ConflictScene(conflict, number: index + 1, file: "fuzz.log", lines: log.lines)
        FuzzDriver.checkLayout(of: rebuilt.scene, solver: solver)
    }
}
