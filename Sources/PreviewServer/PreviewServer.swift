import AlpreviewKit
import FlyingSocks
import Foundation
import Parallel
import Rendering

/// `alpreview watch`'s HTTP server: the page, its state, the images and the change events of a
/// `PreviewSession`, on 127.0.0.1 unless told otherwise, for the user's own page only
/// (`HostPolicy`). A URL names scenes and configurations by position only: no path from a URL
/// reaches the file system.
public final class PreviewServer: Sendable {
    public let session: PreviewSession
    let listener: HTTPListener
    let policy: HostPolicy
    let watcher: FileWatcher
    let drawings = DrawingGate()
    let tasks = TaskBox()

    /// How long the files must be quiet before they are read again: an editor's save is a burst
    /// of writes and renames, read once.
    public static let debounce: Duration = .milliseconds(40)

    /// Listens at once (an address in use throws here). `host` is an IPv4 or IPv6 address (not a
    /// name: nothing is resolved); port 0 picks a free one. `allowedHosts` are names the page
    /// may be reached by besides the address (and `localhost` on loopback).
    public init(
        session: PreviewSession, host: String = "127.0.0.1", port: UInt16, allowedHosts: [String] = [],
        forcePolling: Bool = false
    ) throws {
        self.session = session
        let address: any SocketAddress =
            host.contains(":")
            ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        do {
            listener = try HTTPListener(address: address)
        } catch SocketError.failed(_, _, let message) {
            throw ListenFailure(description: message)
        }
        policy = HostPolicy(address: host, port: listener.port, extraNames: allowedHosts)
        watcher = FileWatcher(forcePolling: forcePolling)
    }

    /// Why the server could not listen (the system's words: "Address already in use").
    public struct ListenFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// True when the folders are polled (inotify could not be used).
    public var isPolling: Bool { watcher.isPolling }

    /// The port the server listens on (the one picked for port 0).
    public var port: UInt16 { listener.port }

    /// The `Host` values answered (`127.0.0.1:8080`, …), for the command to say.
    public var answeredHosts: [String] { policy.allowedHosts }

    /// Reads the scenes, starts watching and serving.
    public func start() async {
        await session.refresh()
        watcher.watch(folders: await session.watchedFolders)
        tasks.add(
            Task { [listener, policy] in
                try? await listener.run(policy: policy) { [weak self] head in
                    await self?.respond(to: head) ?? HTTPAnswer.text(503, "the server is stopping")
                }
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
    }

    public func stop() async {
        watcher.stop()
        await session.finish()
        tasks.cancelAll()
    }

    /// After `start`: returns when the server has stopped (`stop`, or the task that waits is
    /// cancelled, which stops it).
    public func serve() async {
        await withTaskCancellationHandler {
            for task in tasks.running { await task.value }
        } onCancel: {
            Task { await self.stop() }
        }
    }

    /// Waits for quiet after each wake-up, then lets the session compare its files.
    func watchLoop() async {
        for await _ in watcher.wakes {
            var seen: Int
            repeat {
                seen = watcher.wakeCount
                try? await Task.sleep(for: Self.debounce)
            } while watcher.wakeCount != seen && !Task.isCancelled
            if Task.isCancelled { return }
            if await session.refresh() { watcher.watch(folders: await session.watchedFolders) }
        }
    }

    static let pages = "/, /state, /image, /hover, /regimes and /events"

    /// The answer to a request that `HostPolicy` let through.
    func respond(to head: RequestHead) async -> HTTPAnswer {
        do {
            switch head.path {
            case "/":
                return HTTPAnswer(
                    status: 200,
                    headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
                    body: .bytes(Array(PreviewPage.html.utf8)))
            case "/state":
                let json = await session.state(try Self.choice(head.query))
                return HTTPAnswer(
                    status: 200, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")],
                    body: .bytes(Array(json.utf8)))
            case "/events":
                return HTTPAnswer(
                    status: 200, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")],
                    body: .events(await session.subscribe()))
            case "/image", "/hover", "/regimes":
                return try await drawing(head)
            default:
                throw HTTPRefusal(
                    status: 404,
                    message: "there is no page \(HTTPRefusal.quoted(head.path)) here: the pages are \(Self.pages)")
            }
        } catch let refusal as HTTPRefusal {
            return refusal.answer
        } catch {
            return HTTPAnswer.text(500, "\(error)")
        }
    }

    /// An image, a hover map or a width bar, within the gate of drawings at once.
    func drawing(_ head: RequestHead) async throws -> HTTPAnswer {
        let scene = try Self.position("scene", in: head.query)
        let configuration = try Self.position("config", in: head.query)
        let choice = try Self.choice(head.query)
        guard drawings.enter() else {
            throw HTTPRefusal(
                status: 503,
                message: "\(drawings.limit) images are being drawn or sent already; ask again when one is done")
        }
        var leaving: @Sendable () -> Void = { [drawings] in drawings.leave() }
        defer { leaving() }
        let found: (bytes: [UInt8], type: String)?
        do {
            if head.path == "/image" {
                found = try await session.image(scene: scene, configuration: configuration, choice).map {
                    ($0, "image/png")
                }
            } else if head.path == "/hover" {
                found = try await session.hoverMap(scene: scene, configuration: configuration, choice)
                    .map { (Array($0.utf8), "application/json") }
            } else {
                found = try await session.widthBar(scene: scene, configuration: configuration, choice)
                    .map { (Array($0.utf8), "application/json") }
            }
        } catch let refused as PreviewChoice.Refused {
            throw HTTPRefusal(status: 400, message: refused.description)
        } catch let tooLarge as CanvasTooLarge {
            throw HTTPRefusal(status: 400, message: tooLarge.description)
        } catch {
            // A size the layout refuses (the slider far past the content): said, not drawn.
            throw HTTPRefusal(status: 422, message: "\(error)")
        }
        guard let found else {
            throw HTTPRefusal(status: 404, message: "there is no configuration \(configuration) of scene \(scene)")
        }
        // The gate is left once the answer is written, not before: its bytes count too.
        let gate = leaving
        leaving = {}
        return HTTPAnswer(
            status: 200, headers: [("Content-Type", found.type), ("Cache-Control", "max-age=3600")],
            body: .bytes(found.bytes), whenSent: gate)
    }

    /// `scene` or `config`: a position on the page, a whole number.
    static func position(_ name: String, in query: [(name: String, value: String)]) throws(HTTPRefusal) -> Int {
        guard let text = query.first(where: { $0.name == name })?.value else {
            throw HTTPRefusal(status: 400, message: "\(name) is missing: the page asks for ?scene=N&config=K")
        }
        guard let value = Int(text), (0...1_000_000).contains(value) else {
            throw HTTPRefusal(
                status: 400,
                message: "\(name) must be a whole number from 0 to 1000000, not \(HTTPRefusal.quoted(text))")
        }
        return value
    }

    static func choice(_ query: [(name: String, value: String)]) throws(HTTPRefusal) -> PreviewChoice {
        do {
            return try PreviewChoice(query: query)
        } catch {
            throw HTTPRefusal(status: 400, message: error.description)
        }
    }
}

/// The server's background tasks, cancelled together.
final class TaskBox: Sendable {
    private let tasks = Locked<[Task<Void, Never>]>([])
    func add(_ task: Task<Void, Never>) { tasks.withLock { $0.append(task) } }
    var running: [Task<Void, Never>] { tasks.current }
    func cancelAll() {
        let all = tasks.withLock { tasks in
            defer { tasks = [] }
            return tasks
        }
        all.forEach { $0.cancel() }
    }
}
