import Testing

@testable import PreviewServer

/// Requests' heads read from bytes as they come: refused with the line quoted, or past a bound as
/// soon as it is passed, each byte looked at once.
@Suite struct RequestHeadTests {
    func head(_ text: String) throws(HTTPRefusal) -> RequestHead? {
        var reader = HeadReader()
        return try reader.add(Array(text.utf8))
    }

    func refusal(_ text: String) -> HTTPRefusal? {
        do {
            _ = try head(text)
            return nil
        } catch { return error }
    }

    @Test func aHeadGivesItsPathQueryAndHeaders() throws {
        let parsed = try #require(
            try head(
                "GET /image?scene=0&device=iPhone+SE&theme=%64ark HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX-A:  b \r\n\r\n")
        )
        #expect(parsed.method == "GET" && parsed.path == "/image" && parsed.version == "HTTP/1.1")
        #expect(parsed.query.map(\.name) == ["scene", "device", "theme"])
        #expect(parsed.query.map(\.value) == ["0", "iPhone SE", "dark"])
        #expect(parsed.values(of: "host") == ["127.0.0.1:8080"] && parsed.values(of: "x-a") == ["b"])
        #expect(parsed.keepsAlive)
        #expect(try head("GET / HTTP/1.1\r\nConnection: close\r\n\r\n")?.keepsAlive == false)
        #expect(try head("GET / HTTP/1.0\r\n\r\n")?.keepsAlive == false)
    }

    /// Bytes come in pieces, and a pipelined request waits for its turn.
    @Test func piecesMakeHeadsAndWhatFollowsStays() throws {
        var reader = HeadReader()
        let two = Array("GET /a HTTP/1.1\r\nHost: h\r\n\r\nGET /b HTTP/1.1\r\nHost: h\r\n\r\n".utf8)
        var paths: [String] = []
        for byte in two {
            if let head = try reader.add([byte]) { paths.append(head.path) }
        }
        #expect(paths == ["/a", "/b"])
        #expect(reader.examined == two.count)
        #expect(try reader.add([]) == nil && !reader.hasPartialHead)
    }

    @Test func malformedHeadsAreRefusedWithTheLineQuoted() {
        #expect(
            refusal("GET /a b HTTP/1.1\r\n\r\n")
                == HTTPRefusal(
                    status: 400, message: #"the request line is not METHOD /PATH HTTP/1.1: "GET /a b HTTP/1.1""#,
                    closesConnection: true))
        #expect(
            refusal("GET http://evil/ HTTP/1.1\r\n\r\n")?.message
                == #"the request line is not METHOD /PATH HTTP/1.1: "GET http://evil/ HTTP/1.1""#)
        #expect(
            refusal("GET / HTTP/2\r\n\r\n")?.message
                == #"the request line is not METHOD /PATH HTTP/1.1: "GET / HTTP/2""#)
        #expect(
            refusal("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n")
                == HTTPRefusal(
                    status: 400, message: #"header line 2 is not NAME: VALUE: " folded""#, closesConnection: true))
        #expect(
            refusal("GET / HTTP/1.1\r\nHost : a\r\n\r\n")?.message == #"header line 1 is not NAME: VALUE: "Host : a""#)
        // Control characters are escaped, and a long line is cut to 80 characters.
        #expect(
            refusal("GET / HTTP/1.1\r\n\u{1B}[31m\r\n\r\n")?.message
                == #"header line 1 is not NAME: VALUE: "\u{1B}[31m""#)
        let long = String(repeating: "x", count: 500)
        #expect(
            refusal("GET / HTTP/1.1\r\n\(long)\r\n\r\n")?.message
                == "header line 1 is not NAME: VALUE: \"\(String(repeating: "x", count: 80))…\"")
    }

    @Test func queriesAreDecodedOrRefused() {
        #expect(
            refusal("GET /state?device=%E2%28 HTTP/1.1\r\n\r\n")
                == HTTPRefusal(status: 400, message: #"the query is not percent-encoded UTF-8 at "device=%E2%28""#))
        #expect(
            refusal("GET /state?width=%zz HTTP/1.1\r\n\r\n")?.message
                == #"the query is not percent-encoded UTF-8 at "width=%zz""#)
        #expect(
            refusal("GET /image?scene=0&scene=1 HTTP/1.1\r\n\r\n")
                == HTTPRefusal(status: 400, message: #"the query gives "scene" twice"#))
    }

    /// A request line with no end is refused once 8 KB have come (a 414 at once: nothing more
    /// is read); a head too long or with too many lines, with a 431.
    @Test func boundsAreSaidAsSoonAsPassed() throws {
        var reader = HeadReader()
        #expect(try reader.add(Array("GET /?".utf8) + Array(repeating: 97, count: 8_186)) == nil)
        #expect(
            throws: HTTPRefusal(
                status: 414, message: "the request line is longer than 8,192 bytes", closesConnection: true)
        ) { try reader.add([97]) }
        let lines = "GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 101)
        #expect(
            refusal(lines)
                == HTTPRefusal(
                    status: 431, message: "the request has more than 100 header lines", closesConnection: true))
        let big = "GET / HTTP/1.1\r\nX-A: " + String(repeating: "b", count: 16_400)
        #expect(
            refusal(big)
                == HTTPRefusal(
                    status: 431, message: "the request's head is longer than 16,384 bytes", closesConnection: true))
    }

    /// The head of the largest size allowed, a byte at a time: each byte is looked at once (a
    /// reader that looked again at what it had would look at about 130 million).
    @Test func eachByteIsLookedAtOnce() throws {
        var reader = HeadReader()
        var text = "GET /state?" + String(repeating: "a", count: 8_000) + " HTTP/1.1\r\n"
        while text.utf8.count < 16_000 { text += "X-Padding: " + String(repeating: "p", count: 70) + "\r\n" }
        let bytes = Array((text + "\r\n").utf8)
        var found: RequestHead?
        for byte in bytes { found = try reader.add([byte]) ?? found }
        #expect(found?.headers.count == 97)
        #expect(reader.examined == bytes.count)
    }
}
