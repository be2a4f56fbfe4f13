import Foundation
import SceneFormat

// A libFuzzer target for the scene parser: the bytes are a scene file, so one input exercises
// YAML, the cookbook notation and the Visual Format Language (constraint lines start with
// either). The parser must return a scene or throw `SceneErrors`, never crash or hang.
//
//     swift build -c release --product FuzzSceneFormat -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING
//     .build/release/FuzzSceneFormat Fuzz/corpus -max_total_time=60 -max_len=4096
//
// Without `-DFUZZING` the same executable replays files given as arguments (a crash the fuzzer
// found, for instance), so that a plain `swift build` of the package links it too.

/// One input: parse it and discard the result.
func parseOneInput(_ bytes: UnsafeRawBufferPointer) {
    _ = try? SceneParser.parse(data: Data(bytes), file: "fuzz.yaml")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    parseOneInput(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

#if FUZZING
/// libFuzzer's driver (SwiftPM gives executables their own `main`, so this one hands over to it).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
#endif

@main
struct FuzzSceneFormatMain {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
        // Replays the files given as arguments.
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { print("cannot read \(path)"); continue }
            data.withUnsafeBytes { parseOneInput($0) }
            print("ok \(path)")
        }
        #endif
    }
}
