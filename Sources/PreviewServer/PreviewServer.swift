import AlpreviewKit
import FlyingFox
import FlyingSocks
import Foundation

/// `alpreview watch`'s HTTP server: the page, its state, the images and the change events of a
/// `PreviewSession`, on 127.0.0.1 unless told otherwise. A URL names scenes and configurations
/// by position only: no path from a URL reaches the file system.
public final class PreviewServer: Sendable {
    public let session: PreviewSession
    let server: HTTPServer
    let watcher: FileWatcher
    let wakes: WakeCounter
    let tasks = TaskBox()

    /// How long the files must be quiet before they are read again: an editor's save is a burst
    /// of writes and renames, read once.
    public static let debounce: Duration = .milliseconds(40)

    /// `host` is an IPv4 or IPv6 address (not a name: nothing is resolved); port 0 picks a free one.
    public init(session: PreviewSession, host: String = "127.0.0.1", port: UInt16, forcePolling: Bool = false) throws {
        self.session = session
        let address: any SocketAddress =
            host.contains(":")
            ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        server = HTTPServer(address: address, timeout: 30, pool: NoDelaySocketPool(), logger: .disabled)
        let wakes = WakeCounter()
        self.wakes = wakes
        watcher = FileWatcher(forcePolling: forcePolling) { wakes.bump() }
    }

    /// True when the folders are polled (inotify could not be used).
    public var isPolling: Bool { watcher.isPolling }

    /// Reads the scenes, starts watching and serving; returns once the server listens.
    public func start() async throws {
        await session.refresh()
        watcher.watch(folders: await session.watchedFolders)
        await addRoutes()
        let failure = RunFailure()
        tasks.add(
            Task { [server] in
                do { try await server.run() } catch { failure.error = error }
            })
        tasks.add(Task { [weak self] in await self?.watchLoop() })
        tasks.add(
            Task { [session] in
                // A comment-free event every 10 s: a client that went away fails the write and is forgotten.
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(10))
                    await session.ping()
                }
            })
        // An address in use fails `run` at once: said then, not after a timeout.
        for _ in 0..<1000 {
            if let error = failure.error { throw error }
            if await server.isListening { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw failure.error ?? RunFailure.Timeout()
    }

    /// The port the server listens on (the one picked for port 0).
    public var port: UInt16? {
        get async {
            switch await server.listeningAddress {
            case .ip4(_, let port), .ip6(_, let port): return port
            default: return nil
            }
        }
    }

    public func stop() async {
        watcher.stop()
        tasks.cancelAll()
        await session.finish()
        await server.stop(timeout: 1)
    }

    /// Waits for quiet after each wake-up, then lets the session compare its files.
    func watchLoop() async {
        var seen = wakes.value
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(10))
            guard wakes.value != seen else { continue }
            repeat {
                seen = wakes.value
                try? await Task.sleep(for: Self.debounce)
            } while wakes.value != seen && !Task.isCancelled
            if await session.refresh() { watcher.watch(folders: await session.watchedFolders) }
        }
    }

    func addRoutes() async {
        let session = self.session
        await server.appendRoute("GET /") { _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                body: Data(PreviewPage.html.utf8))
        }
        await server.appendRoute("GET /state") { request in
            guard let choice = try? PreviewChoice(query: request.query.map { ($0.name, $0.value) }) else {
                return HTTPResponse(statusCode: .badRequest)
            }
            let json = await session.state(choice)
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                body: Data(json.utf8))
        }
        await server.appendRoute("GET /events") { _ in
            HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                body: HTTPBodySequence(from: EventStream(generations: await session.subscribe())))
        }
        await server.appendRoute("GET /hover") { request in
            let query = request.query
            guard let scene = query["scene"].flatMap(Int.init), let configuration = query["config"].flatMap(Int.init),
                let choice = try? PreviewChoice(query: query.map { ($0.name, $0.value) })
            else { return HTTPResponse(statusCode: .badRequest) }
            guard let json = try? await session.hoverMap(scene: scene, configuration: configuration, choice) else {
                return HTTPResponse(statusCode: .notFound)
            }
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "max-age=3600"],
                body: Data(json.utf8))
        }
        await server.appendRoute("GET /image") { request in
            let query = request.query
            guard let scene = query["scene"].flatMap(Int.init), let configuration = query["config"].flatMap(Int.init),
                let choice = try? PreviewChoice(query: query.map { ($0.name, $0.value) })
            else { return HTTPResponse(statusCode: .badRequest) }
            do {
                guard let png = try await session.image(scene: scene, configuration: configuration, choice) else {
                    return HTTPResponse(statusCode: .notFound)
                }
                return HTTPResponse(
                    statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "max-age=3600"],
                    body: Data(png))
            } catch {
                // A size the layout refuses (the slider far past the content): said, not drawn.
                return HTTPResponse(
                    statusCode: .unprocessableContent, headers: [.contentType: "text/plain; charset=utf-8"],
                    body: Data("\(error)".utf8))
            }
        }
    }
}

/// The error that ended the server's run, read when it never listened.
final class RunFailure: @unchecked Sendable {
    struct Timeout: Error, CustomStringConvertible {
        var description: String { "the server did not start listening within 10 seconds" }
    }
    private let lock = NSLock()
    private var stored: Error?
    var error: Error? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}

/// Counts the watcher's wake-ups (from its thread); the watch loop reads it.
final class WakeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func bump() {
        lock.lock()
        count += 1
        lock.unlock()
    }
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// The server's background tasks, cancelled together.
final class TaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [Task<Void, Never>] = []
    func add(_ task: Task<Void, Never>) {
        lock.lock()
        tasks.append(task)
        lock.unlock()
    }
    func cancelAll() {
        lock.lock()
        let all = tasks
        tasks = []
        lock.unlock()
        all.forEach { $0.cancel() }
    }
}
