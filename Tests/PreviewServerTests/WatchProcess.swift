import Foundation

/// `alpreview watch` on a scene of its own folder, started by a test and stopped at its end: a
/// process of its own, so that the test process's other suites, which keep the Swift concurrency
/// pool busy, never hold up the server.
final class WatchProcess: @unchecked Sendable {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let binary = root + "/.build/debug/alpreview"

    let folder: String
    let process = Process()
    let port: UInt16
    var client: LoopbackClient { LoopbackClient(port: port) }
    let fileName: String
    var file: String { folder + "/" + fileName }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Writes `scene` as `fileName` (box.yaml) in a new folder and serves it on a free port of
    /// 127.0.0.1 (with at most `openFiles` file descriptors when given).
    init(scene: String, fileName: String = "box.yaml", arguments: [String] = [], openFiles: Int? = nil) throws {
        folder = NSTemporaryDirectory() + "alpreview-watch-\(UUID().uuidString)"
        self.fileName = fileName
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try scene.write(toFile: folder + "/" + fileName, atomically: false, encoding: .utf8)
        guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
            throw Failure(description: "build alpreview first (swift build)")
        }
        let command = [Self.binary, "watch", folder + "/" + fileName, "--port", "0"] + arguments
        if let openFiles {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(openFiles) && exec \"$@\"", "sh"] + command
        } else {
            process.executableURL = URL(fileURLWithPath: Self.binary)
            process.arguments = Array(command.dropFirst())
        }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // "alpreview: watching … at http://127.0.0.1:PORT/ (Ctrl-C stops)"
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        var port: UInt16?
        while port == nil && Date() < deadline {
            let data = errors.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
            if let range = text.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression) {
                port = UInt16(text[range].dropFirst(10).dropLast())
            }
        }
        guard let port else {
            process.terminate()
            throw Failure(description: "alpreview watch did not start: \(text)")
        }
        self.port = port
    }

    /// Saves as editors that write a temporary file and rename it over the scene do.
    func saveByRename(_ text: String) throws {
        let temporary = folder + "/.\(fileName).swp"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        _ = rename(temporary, file)
    }

    /// The page's state, and its first scene.
    func state() async throws -> [String: Any] {
        let response = try await client.get("/state")
        return try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any] ?? [:]
    }

    func scene() async throws -> [String: Any] {
        (try await state()["scenes"] as? [[String: Any]])?.first ?? [:]
    }

    func stop() {
        process.terminate()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// Runs `alpreview ARGUMENTS` to its end (for commands that fail before serving).
func runAlpreview(_ arguments: [String]) throws -> (status: Int32, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: WatchProcess.binary)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
}
