import Foundation

/// Writes output atomically: a temporary file beside the target, then a rename, so that a
/// reader never sees a partial file and a failure leaves nothing behind. `-` is standard output.
public enum OutputFile {
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    public static func write(_ bytes: [UInt8], to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw WriteError(description: "cannot write \(path): no such directory \(directory)")
        }
        let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw WriteError(description: "cannot write \(path): permission denied or disk full")
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw WriteError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes a file, creating the directories above it first (golden and failure folders).
    public static func writeCreatingDirectories(_ bytes: [UInt8], to path: String) throws {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw WriteError(description: "cannot create the directory \(directory): \(error.localizedDescription)")
        }
        try write(bytes, to: path)
    }
}
