import Foundation
import FuzzSupport
import SceneFormat
import SceneReading

// A libFuzzer target for the scene parser: the bytes are a scene file, so one input exercises
// YAML, the cookbook notation and the Visual Format Language (constraint lines start with
// either). The parser must return a scene or throw `SceneErrors`, never crash or hang.
// `make fuzz` runs it with Fuzz/scene.dict and inputs up to 64 KB; docs/fuzzing.md has the rest.

FuzzDriver.run { bytes in
    _ = try? SceneParser.parse(data: Data(bytes), file: "fuzz.yaml")
}
