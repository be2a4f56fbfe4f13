import FileInput
import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The watch server's HTTP/1.1, small and bounded, on FlyingSocks' sockets: it accepts for as
/// long as it runs (an accept that fails, for want of file descriptors say, is retried after a
/// pause, never the end of the loop), keeps at most `ServerLimits.connections` open, reads each
/// request's head under `HeadReader`'s bounds and `headTimeout`, refuses what `HostPolicy`
/// refuses and any method but GET or any body, and writes what `respond` answers.
final class HTTPListener: Sendable {
    let listening: Socket
    let pool: any AsyncSocketPool
    let connections = ConnectionTable()

    /// A socket bound to `address` and listening (an address in use fails here, at once).
    init(address: some SocketAddress) throws {
        let socket = try Socket(domain: Int32(type(of: address).family))
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            try socket.listen()
        } catch {
            try? socket.close()
            throw error
        }
        listening = socket
        pool = SocketPool.make()
    }

    /// The port listened on (the one picked for port 0).
    var port: UInt16 {
        switch try? listening.sockname() {
        case .ip4(_, let port), .ip6(_, let port): port
        default: 0
        }
    }

    /// Serves until cancelled, then closes every connection and the listening socket.
    func run(policy: HostPolicy, respond: @escaping @Sendable (RequestHead) async -> HTTPAnswer) async throws {
        try await pool.prepare()
        let server = try AsyncSocket(socket: listening, pool: pool)
        defer { try? listening.close() }
        await withDiscardingTaskGroup { group in
            group.addTask { [pool] in try? await pool.run() }
            group.addTask { [connections] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: .milliseconds(250))
                    connections.expire()
                }
            }
            while !Task.isCancelled {
                do {
                    let client = try await server.accept()
                    guard let id = connections.admit(client.socket.file.rawValue) else {
                        Self.refuseAtOnce(client.socket)
                        continue
                    }
                    group.addTask { await self.serve(client, id: id, policy: policy, respond: respond) }
                } catch {
                    if Task.isCancelled { break }
                    // Out of file descriptors: the connection that waited longest for a head
                    // makes room. Any other failure (a connection reset before it was accepted):
                    // a pause, and the next accept.
                    // (Room made is free once that connection's task has closed it: a moment.)
                    if case SocketError.failed(_, let code, _) = error, code == EMFILE || code == ENFILE,
                        connections.makeRoom()
                    {
                        try? await Task.sleep(for: .milliseconds(1))
                    } else {
                        try? await Task.sleep(for: .milliseconds(50))
                    }
                }
            }
            group.cancelAll()
        }
    }

    /// A connection's requests, one after another, until it closes, fails a bound or asks to close.
    func serve(
        _ client: AsyncSocket, id: Int, policy: HostPolicy, respond: @Sendable (RequestHead) async -> HTTPAnswer
    ) async {
        defer {
            connections.remove(id)
            try? client.close()
        }
        var on: Int32 = 1
        // The answers' heads and bodies are written apart: without this, a body waited for the
        // browser's delayed acknowledgement of its head, 40 ms on a kept-alive connection.
        _ = setsockopt(
            client.socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        var reader = HeadReader()
        while !Task.isCancelled {
            connections.enter(id, .awaitingHead)
            let answer: HTTPAnswer
            var keepsAlive = false
            do {
                guard let head = try await Self.nextHead(&reader, from: client) else { return }
                keepsAlive = head.keepsAlive
                try policy.check(head)
                try Self.checkMethodAndBody(head)
                connections.enter(id, .drawing)
                answer = await respond(head)
            } catch let refusal as HTTPRefusal {
                answer = refusal.answer
            } catch {
                // A head that came too slowly is told so; a connection idle or gone is just closed.
                guard connections.timedOut(id) && reader.hasPartialHead else { return }
                let seconds = ServerLimits.headTimeout.components.seconds
                answer = HTTPAnswer.text(408, "the request's head did not come whole within \(seconds) seconds")
            }
            // The event stream has no length: its end is the connection's.
            let open = keepsAlive && !answer.closesConnection && answer.body.bytes != nil
            do {
                try await send(answer, keepingAlive: open, on: client, id: id)
            } catch {
                return
            }
            guard open else {
                if answer.closesConnection { await drain(client, id: id) }
                return
            }
        }
    }

    /// The next head, reading as needed; nil when the client closes between requests.
    static func nextHead(_ reader: inout HeadReader, from client: AsyncSocket) async throws -> RequestHead? {
        var incoming: [UInt8] = []
        while true {
            if let head = try reader.add(incoming) { return head }
            do {
                incoming = try await client.read(atMost: 4096)
            } catch SocketError.disconnected where !reader.hasPartialHead {
                return nil
            }
        }
    }

    /// GET only, and no body: nothing here takes one, so a body is never read.
    static func checkMethodAndBody(_ head: RequestHead) throws(HTTPRefusal) {
        guard head.method == "GET" else {
            throw HTTPRefusal(
                status: 405, message: "only GET is answered here, not \(HTTPRefusal.quoted(head.method))",
                closesConnection: true)
        }
        let lengths = head.values(of: "content-length")
        if !head.values(of: "transfer-encoding").isEmpty || lengths.contains(where: { $0 != "0" }) {
            let length = lengths.first.map { " (Content-Length \(HTTPRefusal.quoted($0)))" } ?? ""
            throw HTTPRefusal(
                status: 413, message: "this server takes no request body\(length)", closesConnection: true)
        }
    }

    func send(_ answer: HTTPAnswer, keepingAlive: Bool, on client: AsyncSocket, id: Int) async throws {
        defer { answer.whenSent?() }
        var answer = answer
        if answer.status == 405 { answer.headers.append(("Allow", "GET")) }
        connections.enter(id, .writing)
        try await client.write(Data(answer.head(keepingAlive: keepingAlive)))
        switch answer.body {
        case .bytes(let bytes):
            try await client.write(Data(bytes))
        case .events(let generations):
            connections.enter(id, .streaming)
            for await generation in generations {
                connections.enter(id, .writing)
                try await client.write(Data("data: \(generation)\n\n".utf8))
                connections.enter(id, .streaming)
            }
        }
    }

    /// After a refusal that left bytes unread: says the answer is over, then reads and drops
    /// what still comes, within `drainTime` and `drainBytes`, so that closing does not reset
    /// the connection before the client has read the refusal.
    func drain(_ client: AsyncSocket, id: Int) async {
        _ = shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
        connections.enter(id, .draining)
        var dropped = 0
        while dropped < ServerLimits.drainBytes, let bytes = try? await client.read(atMost: 4096) {
            dropped += bytes.count
        }
    }

    /// A connection past the limit with none to close instead: a 503 if it fits in the socket's
    /// buffer at once, then closed.
    static func refuseAtOnce(_ socket: Socket) {
        let answer = HTTPAnswer.text(
            503, "the server has \(GroupedNumber.text(ServerLimits.connections)) connections open already; try again")
        let bytes = answer.head(keepingAlive: false) + (answer.body.bytes ?? [])
        _ = bytes.withUnsafeBytes {
            Glibc.send(socket.file.rawValue, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
        }
        try? socket.close()
    }
}

extension HTTPAnswer.Body {
    var bytes: [UInt8]? {
        if case .bytes(let bytes) = self { return bytes }
        return nil
    }
}
