import FlyingFox
import FlyingSocks

#if canImport(Glibc)
    import Glibc
#endif

/// FlyingFox's socket pool with Nagle's algorithm off on every socket it waits for. The server
/// writes a response's header and body separately; with Nagle on, the body waited for the ACK of
/// the header, which the browser delays by 40 ms on a kept-alive connection: each slider step took
/// 40–60 ms more than its drawing. The listening socket passes the option on to the connections it
/// accepts (Linux), and each connection sets it again when it first waits.
struct NoDelaySocketPool: AsyncSocketPool {
    let base: any AsyncSocketPool

    init(base: any AsyncSocketPool = HTTPServer.defaultPool()) { self.base = base }

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        var on: Int32 = 1
        // Fails harmlessly on what is not a TCP socket.
        _ = setsockopt(
            socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
