import FileInput

/// A request's head: its method, its target's path and query, its version and its headers,
/// read from the bytes of the request line and header lines (the blank line included). What is
/// not plain HTTP/1.x is refused with the line it is on, quoted.
struct RequestHead: Sendable {
    var method: String
    /// The target's path as sent (percent escapes kept): routes compare it whole.
    var path: String
    /// The query's names and values, percent-decoded (`+` is a space, as a form's query has it).
    var query: [(name: String, value: String)]
    var version: String
    /// Names in lower case, in the order sent.
    var headers: [(name: String, value: String)]

    init(parsing bytes: ArraySlice<UInt8>) throws(HTTPRefusal) {
        // Split as bytes: in a Swift string "\r\n" is one character.
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
            .map { String(decoding: $0.last == 13 ? $0.dropLast() : $0, as: UTF8.self) }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        guard let requestLine = lines.first else {
            throw HTTPRefusal(status: 400, message: "the request has no request line", closesConnection: true)
        }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].utf8.allSatisfy({ (65...90).contains($0) }),
            parts[1].hasPrefix("/"), parts[1].utf8.allSatisfy({ $0 > 32 && $0 != 127 }),
            ["HTTP/1.1", "HTTP/1.0"].contains(parts[2])
        else {
            throw HTTPRefusal(
                status: 400,
                message: "the request line is not METHOD /PATH HTTP/1.1: \(HTTPRefusal.quoted(requestLine))",
                closesConnection: true)
        }
        method = String(parts[0])
        version = String(parts[2])
        let target = parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(target[0])
        query = target.count > 1 ? try Self.query(target[1]) : []
        headers = []
        for (number, line) in lines.dropFirst().enumerated() where !line.isEmpty {
            // A line folded onto the one before it (obsolete) or a name with spaces around it can
            // be read two ways by two servers: refused, as RFC 9112 asks.
            guard let colon = line.firstIndex(of: ":"), colon > line.startIndex,
                !line[..<colon].contains(where: { $0 == " " || $0 == "\t" })
            else {
                throw HTTPRefusal(
                    status: 400,
                    message: "header line \(number + 1) is not NAME: VALUE: \(HTTPRefusal.quoted(line))",
                    closesConnection: true)
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
            headers.append((line[..<colon].lowercased(), value))
        }
    }

    /// Every value of the header `name` (lower case).
    func values(of name: String) -> [String] { headers.filter { $0.name == name }.map(\.value) }

    /// HTTP/1.1 keeps the connection unless told to close it; HTTP/1.0 closes it.
    var keepsAlive: Bool {
        version == "HTTP/1.1" && !values(of: "connection").contains { $0.lowercased().contains("close") }
    }

    /// A query's names and values; a name given twice is refused (which one would count?).
    static func query(_ text: Substring) throws(HTTPRefusal) -> [(name: String, value: String)] {
        var items: [(name: String, value: String)] = []
        for piece in text.split(separator: "&") {
            let halves = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decoded(halves[0]), let value = halves.count > 1 ? decoded(halves[1]) : ""
            else {
                throw HTTPRefusal(
                    status: 400, message: "the query is not percent-encoded UTF-8 at \(HTTPRefusal.quoted(piece))")
            }
            if items.contains(where: { $0.name == name }) {
                throw HTTPRefusal(status: 400, message: "the query gives \(HTTPRefusal.quoted(name)) twice")
            }
            items.append((name, value))
        }
        return items
    }

    /// `+` as a space and `%XX` as a byte; nil for a broken escape or bytes that are not UTF-8.
    static func decoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(32)
            case UInt8(ascii: "%"):
                guard rest.count >= 2, let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
                rest = rest.dropFirst(2)
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

/// Collects a connection's bytes into requests' heads, looking at each byte once, and refuses a
/// head as soon as it passes a bound of `ServerLimits` (a request line with no end in 8 KB gets
/// its 414 then, the rest never read). Bytes after a head (a pipelined request) stay for the next.
struct HeadReader {
    private var buffer: [UInt8] = []
    /// Bytes of `buffer` looked at, where the line being read starts, where the request line
    /// ends (once it has), and the header lines so far.
    private var scanned = 0
    private var lineStart = 0
    private var requestLineEnd: Int?
    private var headerLines = 0
    /// Every byte looked at, over the reader's life: each once, however the bytes come.
    private(set) var examined = 0

    /// Some bytes of a head have come (a timeout is then said with a 408; an idle connection is
    /// closed without a word).
    var hasPartialHead: Bool { buffer.contains { $0 != 13 && $0 != 10 } }

    /// Adds `bytes` (none to look at what is left from the last head) and returns the next head
    /// once it is whole.
    mutating func add(_ bytes: [UInt8]) throws(HTTPRefusal) -> RequestHead? {
        buffer += bytes
        while scanned < buffer.count {
            let byte = buffer[scanned]
            scanned += 1
            examined += 1
            guard byte == 10 else { continue }
            let isBlank = scanned - lineStart <= 2 && (scanned - lineStart == 1 || buffer[lineStart] == 13)
            if requestLineEnd == nil {
                // Blank lines before a request line are skipped (RFC 9112 2.2), within the bound.
                if !isBlank { requestLineEnd = scanned }
            } else if isBlank {
                let head = try RequestHead(parsing: buffer[..<scanned])
                buffer.removeFirst(scanned)
                (scanned, lineStart, requestLineEnd, headerLines) = (0, 0, nil, 0)
                return head
            } else {
                headerLines += 1
                if headerLines > ServerLimits.headerLines {
                    throw HTTPRefusal(
                        status: 431,
                        message: "the request has more than \(ServerLimits.headerLines) header lines",
                        closesConnection: true)
                }
            }
            lineStart = scanned
            try checkSize()
        }
        try checkSize()
        return nil
    }

    private func checkSize() throws(HTTPRefusal) {
        // The request line without its line end (or as far as it has come).
        if (requestLineEnd.map { $0 - 2 } ?? scanned) > ServerLimits.requestLineBytes {
            throw HTTPRefusal(
                status: 414,
                message: "the request line is longer than \(GroupedNumber.text(ServerLimits.requestLineBytes)) bytes",
                closesConnection: true)
        }
        if scanned > ServerLimits.headBytes {
            throw HTTPRefusal(
                status: 431,
                message: "the request's head is longer than \(GroupedNumber.text(ServerLimits.headBytes)) bytes",
                closesConnection: true)
        }
    }
}
