import Foundation
import FuzzSupport
import IBXML
import InterfaceBuilder

// A libFuzzer target for the XML reader and the Interface Builder decoder: the bytes are a
// storyboard or XIB. Either a document comes back or located errors do; never a crash, a hang,
// or an error placed outside the file. `make fuzz` runs it with Fuzz/xml.dict and the seeds in
// Fuzz/seeds/xml; docs/fuzzing.md has the rest.

FuzzDriver.run { bytes in
    let input = Array(bytes)
    let lines = input.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } + input.reduce(0) { $0 + ($1 == 0x0D ? 1 : 0) }
    do throws(XMLReadErrors) {
        let document = try InterfaceBuilderDecoder.decode(bytes: input, file: "fuzz.storyboard")
        _ = document.allViews.count + document.allConstraints.count
    } catch {
        guard !error.errors.isEmpty else { FuzzDriver.fail("decoding failed without an error") }
        for problem in error.errors where problem.position.line > lines || problem.position.line < 0 {
            FuzzDriver.fail("an error at line \(problem.position.line) of a \(lines)-line input: \(problem.message)")
        }
        _ = error.description
    }
}
