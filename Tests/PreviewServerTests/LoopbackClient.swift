import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 client over a blocking socket to 127.0.0.1, for the server's tests. Its
/// calls run on a thread of their own, never on the Swift concurrency pool (which the other test
/// suites keep busy).
struct LoopbackClient {
    var port: UInt16

    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    func get(_ target: String) async throws -> Response {
        try await Self.blocking { try self.getNow(target) }
    }

    static func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    /// A connected socket with a read timeout (5 seconds), the request sent.
    func open(_ target: String, timeout seconds: Int = 5) throws -> Int32 {
        let fd = try connected(timeout: seconds)
        try send(Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8), on: fd)
        return fd
    }

    /// A socket connected to the server, with a read timeout.
    func connected(timeout seconds: Int = 5) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket") }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw Failure(description: "connect")
        }
        return fd
    }

    func send(_ bytes: [UInt8], on fd: Int32) throws {
        let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == bytes.count else { throw Failure(description: "send") }
    }

    func getNow(_ target: String) throws -> Response {
        let fd = try open(target)
        defer { close(fd) }
        return try response(on: fd, for: target)
    }

    /// `request`'s bytes as they are, and the answer.
    func exchange(_ request: [UInt8]) async throws -> Response {
        try await Self.blocking {
            let fd = try connected()
            defer { close(fd) }
            try send(request, on: fd)
            return try response(on: fd, for: "the request")
        }
    }

    /// The next response read from `fd` (its head, and a body of its Content-Length).
    func response(on fd: Int32, for target: String) throws -> Response {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if let end = Self.headerEnd(data) {
                let head = String(decoding: data[..<end], as: UTF8.self)
                var lines = head.components(separatedBy: "\r\n")
                let status = Int(lines.removeFirst().split(separator: " ")[1]) ?? 0
                var headers: [String: String] = [:]
                for line in lines {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                        .trimmingCharacters(in: .whitespaces)
                }
                let length = Int(headers["content-length"] ?? "0") ?? 0
                if data.count - end - 4 >= length {
                    return Response(status: status, headers: headers, body: Array(data[(end + 4)..<(end + 4 + length)]))
                }
            }
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { throw Failure(description: "connection closed or timed out for \(target)") }
            data += buffer[..<count]
        }
    }

    static func headerEnd(_ data: [UInt8]) -> Int? {
        guard data.count >= 4 else { return nil }
        for i in 0...(data.count - 4) where data[i] == 13 && data[i + 1] == 10 && data[i + 2] == 13 && data[i + 3] == 10
        {
            return i
        }
        return nil
    }
}

/// An open `/events` stream: each call returns the next `data:` value.
final class EventReader: @unchecked Sendable {
    let fd: Int32
    private var pending = ""

    /// `timeout`: how long a read waits for the next event (5 seconds).
    init(port: UInt16, timeout seconds: Int = 5) throws {
        fd = try LoopbackClient(port: port).open("/events", timeout: seconds)
    }

    func next() async throws -> Int {
        try await LoopbackClient.blocking { try self.nextNow() }
    }

    /// The next generation other than `previous`: the server repeats the current one every 10
    /// seconds to find clients that went away, which a slow redraw on a busy machine can let
    /// through first.
    func next(after previous: Int) async throws -> Int {
        while true {
            let value = try await next()
            if value != previous { return value }
        }
    }

    private func nextNow() throws -> Int {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if let range = pending.range(of: #"data: (\d+)\n\n"#, options: .regularExpression) {
                let value = Int(pending[range].dropFirst(6).dropLast(2)) ?? -1
                pending.removeSubrange(pending.startIndex..<range.upperBound)
                return value
            }
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { throw LoopbackClient.Failure(description: "event stream closed or timed out") }
            pending += String(decoding: buffer[..<count], as: UTF8.self)
        }
    }

    func close() { _ = Glibc.close(fd) }
}
