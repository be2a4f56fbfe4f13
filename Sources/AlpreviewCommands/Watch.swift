import AlpreviewKit
import ArgumentParser
import FileInput
import FileOutput
import Foundation
import PreviewServer
import SceneFormat
import SourceText

struct Watch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a live preview page of scenes on 127.0.0.1, redrawn when their files change.")

    @Argument(help: "Scene files or folders of them (a folder's new files are picked up).")
    var scenes: [String]
    @Option(name: .long, help: "The port (default 8080; 0 picks a free one).", transform: PortOption.parse)
    var port = PortOption(8080)
    @Option(
        name: .long, help: "The address to listen on (default 127.0.0.1: this machine only).",
        transform: HostAddressOption.parse)
    var host = HostAddressOption.loopback
    @Option(
        name: .customLong("allow-host"),
        help: ArgumentHelp(
            "A host name the page may also be reached by (repeatable); by default only the address and, on loopback, localhost.",
            valueName: "name"))
    var allowedHosts: [String] = []
    @Flag(name: .long, help: "Open the page in the default browser (xdg-open).")
    var open = false
    @Flag(name: .long, help: "Poll the files instead of using inotify.")
    var poll = false
    @OptionGroup var configurations: ConfigurationOptions
    @OptionGroup var input: InputOptions

    func validate() throws {
        if scenes.isEmpty { throw ValidationError("missing scene file") }
        if scenes.contains("-") { throw ValidationError("watch reads files: standard input cannot be watched") }
        for name in allowedHosts
        where name.isEmpty || name.utf8.count > 253
            || !name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || "0123456789.-:[]".unicodeScalars.contains($0))
            })
        {
            throw ValidationError(
                "--allow-host \(terminalSafe(String(name.prefix(80)), escapingTabs: true)): a host name or address, "
                    + "such as preview.local or 192.168.1.20 (no port, no scheme)")
        }
        for scene in scenes where InputFile.kind(of: scene) == .missing {
            throw ValidationError("\(scene): no such file or folder")
        }
    }

    func run() async throws {
        // A parent that started this from a thread with signals blocked (a test runner's) passes
        // its mask on: Ctrl-C and kill must still stop the server. The main thread takes them:
        // it stays idle while the server runs on the other threads.
        await MainActor.run {
            var stopping = sigset_t()
            sigemptyset(&stopping)
            for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopping, signal) }
            pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
        }
        // Bad arguments stop here, before anything listens.
        _ = try input.sceneFiles(scenes)
        let arguments = scenes, input = self.input, configurations = self.configurations
        let session = PreviewSession(
            files: { (try? SceneFiles.expand(arguments).map(\.path)) ?? [] },
            folders: arguments.filter { InputFile.kind(of: $0) == .folder },
            loader: { path in
                try input.readScenes(
                    SceneFiles.Entry(
                        path: path, name: path, foundInFolder: false,
                        folder: SceneFiles.folder(containing: path, among: arguments)), configurations: configurations
                ).map(\.scene)
            },
            describe: { error in CommandFailure.sceneProblem(error)?.text ?? ToolMessage.text(of: error) ?? "\(error)"
            },
            explain: { constraint in
                "\(constraint.spec.text.isEmpty ? constraint.id : constraint.spec.text): \(Explanation.words(constraint))"
            }
        )
        let server: PreviewServer
        do {
            server = try PreviewServer(
                session: session, host: host.address, port: port.number, allowedHosts: allowedHosts, forcePolling: poll)
        } catch {
            throw UsageError("cannot listen on \(host) port \(port): \(error)")
        }
        await server.start()
        let url = Self.url(host: host.address, port: Int(server.port))
        StandardStreams.printError("alpreview: watching \(scenes.joined(separator: " ")) at \(url) (Ctrl-C stops)")
        if open { Self.openInBrowser(url) }
        // Serves until the process is stopped; no thread waits meanwhile.
        await server.serve()
    }

    static func url(host: String, port: Int) -> String {
        host.contains(":") ? "http://[\(host)]:\(port)/" : "http://\(host):\(port)/"
    }

    static func openInBrowser(_ url: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        try? process.run()
    }
}
