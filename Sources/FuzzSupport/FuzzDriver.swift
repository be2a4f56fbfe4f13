import Foundation

// The driver every fuzz executable shares (docs/fuzzing.md). Built with `-sanitize=fuzzer` and
// `-DFUZZING`, `run` hands the process to libFuzzer with the target's body as the callback;
// otherwise it replays the files (or folders of files) given as arguments, so that a plain
// `swift build` links the executables and a finding can be replayed under a debugger.

/// The body of the running target. libFuzzer calls a C function pointer, which cannot capture,
/// so the body is kept here; it is set once, before the driver starts.
nonisolated(unsafe) private var currentBody: ((UnsafeRawBufferPointer) -> Void)?

/// libFuzzer's entry point, exported so that the fuzzer runtime finds it when it looks it up.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    currentBody?(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

#if FUZZING
    /// libFuzzer's driver (SwiftPM gives executables their own `main`, so this one hands over to it).
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt
#endif

public enum FuzzDriver {
    /// Runs `body` on every input: libFuzzer's inputs when fuzzing, else the files named by the
    /// arguments (a folder stands for the files in it). Never returns.
    public static func run(_ body: @escaping (UnsafeRawBufferPointer) -> Void) -> Never {
        currentBody = body
        #if FUZZING
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTestOneInput))
        #else
            for path in replayFiles(CommandLine.arguments.dropFirst()) {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("cannot read \(path)"); continue
                }
                data.withUnsafeBytes { body($0) }
                print("ok \(path)")
            }
            exit(0)
        #endif
    }

    /// The files named, with folders expanded one level (libFuzzer's corpus layout), sorted.
    static func replayFiles(_ arguments: ArraySlice<String>) -> [String] {
        arguments.flatMap { path -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                return [path]
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.sorted().map { path + "/" + $0 }
        }
    }

    /// Stops the process the way libFuzzer records as a crash, with the reason on standard error:
    /// for invariants the targets check themselves (a NaN, an internal error), not only traps.
    public static func fail(_ reason: String) -> Never {
        FileHandle.standardError.write(Data("fuzz target failure: \(reason)\n".utf8))
        abort()
    }
}
