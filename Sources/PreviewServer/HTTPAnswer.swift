import SourceText

/// An answer to a request: a status, headers and a body of bytes, or the endless Server-Sent
/// Events stream of `/events` (its end is the connection's: no length, no chunks).
struct HTTPAnswer: Sendable {
    enum Body: Sendable {
        case bytes([UInt8])
        case events(AsyncStream<Int>)
    }

    var status: Int
    var headers: [(name: String, value: String)]
    var body: Body
    /// The connection closes after it: a refusal that left the request's bytes unread, or the
    /// event stream.
    var closesConnection = false
    /// Called once the answer is written, or failed to be (a drawing leaves its gate then).
    var whenSent: (@Sendable () -> Void)?

    init(
        status: Int, headers: [(name: String, value: String)], body: Body, closesConnection: Bool = false,
        whenSent: (@Sendable () -> Void)? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.closesConnection = closesConnection
        self.whenSent = whenSent
    }

    /// A short text for the person who made the request (a refusal says what was refused and why).
    static func text(_ status: Int, _ text: String, headers: [(name: String, value: String)] = []) -> HTTPAnswer {
        HTTPAnswer(
            status: status,
            headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")] + headers,
            body: .bytes(Array((text + "\n").utf8)))
    }

    /// The status line and headers, with the body's length (none for the event stream, which
    /// ends with the connection) and whether the connection stays open.
    func head(keepingAlive: Bool) -> [UInt8] {
        var lines = ["HTTP/1.1 \(status) \(Self.reason(status))"]
        lines += headers.map { "\($0.name): \($0.value)" }
        if case .bytes(let bytes) = body { lines.append("Content-Length: \(bytes.count)") }
        lines.append(keepingAlive ? "Connection: keep-alive" : "Connection: close")
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}

/// A request the server will not answer as asked: the status and a sentence saying why (input
/// quoted by `quoted`, a line's worth at most, control characters escaped).
struct HTTPRefusal: Error, Equatable {
    var status: Int
    var message: String
    /// The request's bytes were not all read (or cannot be trusted to end where they seem to): the
    /// connection closes after the refusal.
    var closesConnection = false

    var answer: HTTPAnswer {
        var answer = HTTPAnswer.text(status, message)
        answer.closesConnection = closesConnection
        return answer
    }

    /// How much of a request's text a message quotes.
    static let quotedLength = 80

    /// `text` in double quotes, cut to `quotedLength` characters (with `…`), control characters
    /// escaped: a request's bytes never reach a message unbounded or raw.
    static func quoted(_ text: some StringProtocol) -> String {
        let cut = text.count > quotedLength
        return "\"" + terminalSafe(String(text.prefix(quotedLength)), escapingTabs: true) + (cut ? "…" : "") + "\""
    }
}
