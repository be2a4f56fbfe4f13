import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The watch server against clients that are not its page: other hosts and origins, long lines,
/// slow heads, bodies, floods of connections, a process out of file descriptors, sizes past the
/// canvas limit, more drawings at once than the gate holds. Each gets a short answer, and the
/// page goes on being served.
@Suite(.serialized) struct HostileClientTests {
    static let scene = PreviewServerTests.scene

    func request(_ port: UInt16, _ target: String, _ headers: String = "") -> [UInt8] {
        Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(headers)Connection: close\r\n\r\n".utf8)
    }

    @Test func requestsFromAnotherHostOrOriginAreRefused() async throws {
        let running = try WatchProcess(scene: Self.scene)
        defer { running.stop() }
        let port = running.port
        let rebound = try await running.client.exchange(
            Array("GET /state HTTP/1.1\r\nHost: rebind.example:\(port)\r\n\r\n".utf8))
        #expect(rebound.status == 403)
        #expect(
            rebound.text
                == "the Host \"rebind.example:\(port)\" is not this server's: it answers to 127.0.0.1:\(port), "
                + "localhost:\(port) and [::1]:\(port) only (alpreview watch --allow-host NAME answers to NAME too)\n")
        let origin = try await running.client.exchange(
            request(port, "/image?scene=0&config=0", "Origin: http://evil.example\r\n"))
        #expect(origin.status == 403)
        #expect(
            origin.text
                == "a page of another origin (Origin \"http://evil.example\") may not use this server: only its own page, "
                + "http://127.0.0.1:\(port)/, may\n")
        let image = try await running.client.exchange(
            request(port, "/image?scene=0&config=0", "Sec-Fetch-Site: cross-site\r\n"))
        #expect(image.status == 403 && image.text.hasPrefix("a request made by a page of another site"))
        let local = try await running.client.exchange(
            Array("GET /state HTTP/1.1\r\nHost: localhost:\(port)\r\nOrigin: http://localhost:\(port)\r\n\r\n".utf8))
        #expect(local.status == 200)
    }

    @Test func anAllowedNameIsAnswered() async throws {
        let running = try WatchProcess(scene: Self.scene, arguments: ["--allow-host", "preview.test"])
        defer { running.stop() }
        let named = try await running.client.exchange(
            Array("GET /state HTTP/1.1\r\nHost: preview.test:\(running.port)\r\n\r\n".utf8))
        #expect(named.status == 200)
        let bad = try runAlpreview(["watch", running.file, "--allow-host", "evil.test/x\u{1B}"])
        #expect(bad.status == 2)
        #expect(
            bad.error.contains(
                #"--allow-host evil.test/x\u{1B}: a host name or address, such as preview.local or 192.168.1.20 (no port, no scheme)"#
            ),
            "\(bad.error)")
    }

    /// The refusal comes once 8 KB of line have come, while the client still holds the rest.
    @Test func longLinesAndHeadsAreRefusedBeforeTheirEnd() async throws {
        let running = try WatchProcess(scene: Self.scene)
        defer { running.stop() }
        let client = running.client
        let line = try await LoopbackClient.blocking {
            let fd = try client.connected()
            defer { close(fd) }
            try client.send(Array("GET /state?".utf8) + [UInt8](repeating: 97, count: 9_000), on: fd)
            return try client.response(on: fd, for: "a long line")
        }
        #expect(line.status == 414 && line.text == "the request line is longer than 8,192 bytes\n")
        #expect(line.headers["connection"] == "close")
        let long = try await client.exchange(request(running.port, "/state?" + String(repeating: "a", count: 262_144)))
        #expect(long.status == 414)
        let lines = try await client.exchange(
            Array(("GET /state HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 101) + "\r\n").utf8))
        #expect(lines.status == 431 && lines.text == "the request has more than 100 header lines\n")
        let big = try await client.exchange(
            Array(("GET /state HTTP/1.1\r\nX-A: " + String(repeating: "b", count: 20_000) + "\r\n\r\n").utf8))
        #expect(big.status == 431 && big.text == "the request's head is longer than 16,384 bytes\n")
        #expect(try await client.get("/state").status == 200)
    }

    /// A head sent a few bytes and then nothing: 408 after 5 seconds, the page served meanwhile.
    @Test func aSlowHeadGetsA408() async throws {
        let running = try WatchProcess(scene: Self.scene)
        defer { running.stop() }
        let client = running.client
        let started = Date()
        // Half a head is sent before the other request, so that the server is waiting on it.
        let fd = try await LoopbackClient.blocking {
            let fd = try client.connected(timeout: 20)
            try client.send(Array("GET /state HTTP/1.1\r\nHo".utf8), on: fd)
            return fd
        }
        defer { close(fd) }
        #expect(try await client.get("/state").status == 200)
        let answer = try await LoopbackClient.blocking { try client.response(on: fd, for: "a slow head") }
        #expect(answer.status == 408 && answer.text == "the request's head did not come whole within 5 seconds\n")
        #expect(Date().timeIntervalSince(started) >= 4.5)
    }

    @Test func bodiesAndOtherMethodsAreRefusedUnread() async throws {
        let running = try WatchProcess(scene: Self.scene)
        defer { running.stop() }
        let port = running.port
        let post = try await running.client.exchange(
            Array("POST /state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 50000000\r\n\r\n".utf8)
                + [UInt8](repeating: 120, count: 65_536))
        #expect(post.status == 405 && post.text == "only GET is answered here, not \"POST\"\n")
        #expect(post.headers["allow"] == "GET")
        let body = try await running.client.exchange(
            request(port, "/state", "Content-Length: 10\r\n") + Array("0123456789".utf8))
        #expect(body.status == 413 && body.text == "this server takes no request body (Content-Length \"10\")\n")
        let chunked = try await running.client.exchange(request(port, "/state", "Transfer-Encoding: chunked\r\n"))
        #expect(chunked.status == 413 && chunked.text == "this server takes no request body\n")
    }

    @Test func queryValuesOutOfRangeAreRefused() async throws {
        let running = try WatchProcess(scene: Self.scene)
        defer { running.stop() }
        let expected: [(String, Int, String)] = [
            (
                "/image?scene=0&config=0&width=9000&height=9000", 400,
                "an image of 9000 × 9000 points at 1x would have 81,000,000 pixels; alpreview draws at most 67,108,864 "
                    + "(ask for a smaller width or height)"
            ),
            ("/image?scene=0&config=0&width=abc", 400, "width must be a number of points from 1 to 10000, not \"abc\""),
            ("/image?scene=0&config=0&width=1e9", 400, "width must be a number of points from 1 to 10000, not \"1e9\""),
            ("/image?scene=-1&config=0", 400, "scene must be a whole number from 0 to 1000000, not \"-1\""),
            ("/hover?scene=0", 400, "config is missing: the page asks for ?scene=N&config=K"),
            ("/image?scene=0&config=0&annotate=2", 400, "annotate must be 0 or 1, not \"2\""),
            ("/image?scene=0&scene=1&config=0", 400, "the query gives \"scene\" twice"),
            ("/state?device=..%2F..%2Fetc%2Fpasswd", 400, "there is no device named \"../../etc/passwd\""),
            ("/image?scene=0&config=7", 404, "there is no configuration 7 of scene 0"),
            (
                "/../../etc/passwd", 404,
                "there is no page \"/../../etc/passwd\" here: the pages are /, /state, /image, /hover, /regimes and /events"
            ),
        ]
        for (target, status, text) in expected {
            let answer = try await running.client.get(target)
            #expect(answer.status == status && answer.text == text + "\n", "\(target): \(answer.status) \(answer.text)")
        }
    }

    /// Past 128 connections the one that waited longest for a head is closed: a flood of idle
    /// connections (1,100 froze the server) leaves the page served.
    @Test func aFloodOfIdleConnectionsClosesTheOldest() async throws {
        let running = try WatchProcess(scene: Self.scene)
        defer { running.stop() }
        let client = running.client
        let idle = try await LoopbackClient.blocking { try (0..<300).map { _ in try client.connected() } }
        defer { idle.forEach { close($0) } }
        #expect(try await client.get("/state").status == 200)
        var byte: UInt8 = 0
        #expect(recv(idle[0], &byte, 1, 0) == 0)
    }

    /// With 40 file descriptors, 150 connections run the process out of them: the accept that
    /// fails makes room and is tried again, never the end of serving.
    @Test func runningOutOfFileDescriptorsDoesNotStopAccepting() async throws {
        let running = try WatchProcess(scene: Self.scene, openFiles: 40)
        defer { running.stop() }
        let client = running.client
        let idle = try await LoopbackClient.blocking { try (0..<150).map { _ in try client.connected() } }
        #expect(try await client.get("/state").status == 200)
        idle.forEach { close($0) }
        // The server sees the closed connections in its own time: asked again until it draws,
        // for at most 10 seconds.
        var status = 0
        let deadline = Date().addingTimeInterval(10)
        while status != 200 && Date() < deadline {
            status = try await client.get("/image?scene=0&config=0").status
        }
        #expect(status == 200)
    }

    /// Nine large images asked for at once: eight are drawn one after another, the ninth is told
    /// to ask again.
    @Test func drawingsPastTheGateAreRefused() async throws {
        let running = try WatchProcess(scene: Self.scene)
        defer { running.stop() }
        let client = running.client
        let sockets = try await LoopbackClient.blocking {
            try (0..<9).map { index in
                let fd = try client.connected(timeout: 60)
                try client.send(
                    Array(
                        "GET /image?scene=0&config=0&width=\(1500 + index)&height=1500 HTTP/1.1\r\nHost: 127.0.0.1:\(client.port)\r\n\r\n"
                            .utf8), on: fd)
                return fd
            }
        }
        defer { sockets.forEach { close($0) } }
        var answers: [LoopbackClient.Response] = []
        for fd in sockets {
            answers.append(try await LoopbackClient.blocking { try client.response(on: fd, for: "an image") })
        }
        #expect(answers.map(\.status).sorted() == [200, 200, 200, 200, 200, 200, 200, 200, 503])
        #expect(
            answers.first { $0.status == 503 }?.text
                == "8 images are being drawn or sent already; ask again when one is done\n")
    }
}
