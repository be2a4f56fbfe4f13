#if canImport(Glibc)
    import Glibc
#endif

/// Which requests come from the user's own page: a `Host` that is the address and port the server
/// listens on (`localhost`, `127.0.0.1` and `[::1]` too when that is a loopback or every
/// address), or a name the user allowed; no `Origin` but the server's own; and no
/// `Sec-Fetch-Site` saying another site's page made it. A page of another site then cannot read
/// the server through DNS rebinding (its Host is the attacker's name), nor with a cross-origin
/// fetch, nor make it draw with `<img>` tags.
struct HostPolicy: Sendable {
    /// Every `Host` value answered, in lower case (`NAME:PORT`, IPv6 addresses in brackets).
    let allowedHosts: [String]

    /// `address` is the one listened on (an IPv4 or IPv6 address), `extraNames` the host names
    /// or addresses the user allowed besides (`--allow-host`).
    init(address: String, port: UInt16, extraNames: [String] = []) {
        let own = Self.canonical(address)
        var names = [own]
        if Self.reachesLoopback(own) { names += ["localhost", "127.0.0.1", "[::1]"] }
        names += extraNames.map { Self.canonical($0.lowercased()) }
        var hosts: [String] = []
        for name in names {
            for host in port == 80 ? ["\(name):80", name] : ["\(name):\(port)"] where !hosts.contains(host) {
                hosts.append(host)
            }
        }
        allowedHosts = hosts
    }

    /// Refuses (403) a request from anywhere but the server's own page.
    func check(_ head: RequestHead) throws(HTTPRefusal) {
        let hosts = head.values(of: "host")
        guard hosts.count == 1, let host = hosts.first else {
            throw HTTPRefusal(
                status: 400,
                message: hosts.isEmpty
                    ? "the request has no Host header" : "the request has \(hosts.count) Host headers")
        }
        guard allowedHosts.contains(host.lowercased()) else {
            throw HTTPRefusal(
                status: 403,
                message:
                    "the Host \(HTTPRefusal.quoted(host)) is not this server's: it answers to \(Self.list(allowedHosts)) "
                    + "only (alpreview watch --allow-host NAME answers to NAME too)")
        }
        // A browser leaves port 80 out of an Origin.
        let own = "http://" + Self.withoutDefaultPort(host.lowercased())
        for origin in head.values(of: "origin") where Self.withoutDefaultPort(origin.lowercased()) != own {
            throw HTTPRefusal(
                status: 403,
                message: "a page of another origin (Origin \(HTTPRefusal.quoted(origin))) may not use this server: "
                    + "only its own page, \(own)/, may")
        }
        for site in head.values(of: "sec-fetch-site") where ["cross-site", "same-site"].contains(site.lowercased()) {
            throw HTTPRefusal(
                status: 403,
                message: "a request made by a page of another site (Sec-Fetch-Site \(HTTPRefusal.quoted(site))) "
                    + "is refused: open \(own)/ itself")
        }
    }

    static func withoutDefaultPort(_ host: String) -> String { host.hasSuffix(":80") ? String(host.dropLast(3)) : host }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// An address as a browser writes it in `Host` (`::1` as `[::1]`, zeros shortened); a name as given.
    static func canonical(_ name: String) -> String {
        let bare = name.hasPrefix("[") && name.hasSuffix("]") ? String(name.dropFirst().dropLast()) : name
        var address = in6_addr()
        guard inet_pton(AF_INET6, bare, &address) == 1 else { return bare }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &address, &text, socklen_t(text.count)) != nil else { return "[\(bare)]" }
        return "[" + String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "]"
    }

    /// Loopback (127.0.0.0/8, `::1`) or every address (`0.0.0.0`, `::`): reached as `localhost`.
    static func reachesLoopback(_ address: String) -> Bool {
        address.hasPrefix("127.") || ["0.0.0.0", "[::1]", "[::]"].contains(address)
    }
}
