import Testing

@testable import PreviewServer

/// The server answers its own page only: the Host it listens as (and localhost on loopback, and
/// the names allowed), no other Origin, no request made by another site's page.
@Suite struct HostPolicyTests {
    func refusal(_ policy: HostPolicy, _ headers: [(String, String)]) -> HTTPRefusal? {
        let text = "GET /state HTTP/1.1\r\n" + headers.map { "\($0): \($1)\r\n" }.joined() + "\r\n"
        do {
            try policy.check(try RequestHead(parsing: Array(text.utf8)[...]))
            return nil
        } catch { return error }
    }

    @Test func theHostsAnswered() {
        #expect(
            HostPolicy(address: "127.0.0.1", port: 8080).allowedHosts == [
                "127.0.0.1:8080", "localhost:8080", "[::1]:8080",
            ])
        #expect(
            HostPolicy(address: "::1", port: 9000).allowedHosts == ["[::1]:9000", "localhost:9000", "127.0.0.1:9000"])
        #expect(
            HostPolicy(address: "0:0:0:0:0:0:0:1", port: 80).allowedHosts == [
                "[::1]:80", "[::1]", "localhost:80", "localhost", "127.0.0.1:80", "127.0.0.1",
            ])
        #expect(
            HostPolicy(address: "192.168.1.20", port: 8080, extraNames: ["Preview.local"]).allowedHosts == [
                "192.168.1.20:8080", "preview.local:8080",
            ])
    }

    @Test func theServersOwnPageIsAnswered() {
        let policy = HostPolicy(address: "127.0.0.1", port: 8080)
        #expect(refusal(policy, [("host", "127.0.0.1:8080")]) == nil)
        #expect(refusal(policy, [("host", "LOCALHOST:8080"), ("origin", "http://localhost:8080")]) == nil)
        #expect(refusal(policy, [("host", "[::1]:8080"), ("sec-fetch-site", "same-origin")]) == nil)
        #expect(refusal(policy, [("host", "127.0.0.1:8080"), ("sec-fetch-site", "none")]) == nil)
    }

    /// DNS rebinding: the attacker's name, resolved to 127.0.0.1, is in the Host.
    @Test func anotherHostIsRefused() {
        let policy = HostPolicy(address: "127.0.0.1", port: 8080)
        #expect(
            refusal(policy, [("host", "rebind.example:8080")])
                == HTTPRefusal(
                    status: 403,
                    message: #"the Host "rebind.example:8080" is not this server's: it answers to 127.0.0.1:8080, "#
                        + "localhost:8080 and [::1]:8080 only (alpreview watch --allow-host NAME answers to NAME too)"))
        #expect(refusal(policy, [("host", "127.0.0.1:8081")])?.status == 403)
        #expect(refusal(policy, [("host", "127.0.0.1")])?.status == 403)
        #expect(refusal(policy, [])?.message == "the request has no Host header")
        #expect(
            refusal(policy, [("host", "127.0.0.1:8080"), ("host", "evil:8080")])
                == HTTPRefusal(status: 400, message: "the request has 2 Host headers"))
    }

    @Test func anotherOriginOrSiteIsRefused() {
        let policy = HostPolicy(address: "127.0.0.1", port: 8080)
        #expect(
            refusal(policy, [("host", "127.0.0.1:8080"), ("origin", "http://evil.example")])
                == HTTPRefusal(
                    status: 403,
                    message: #"a page of another origin (Origin "http://evil.example") may not use this server: "#
                        + "only its own page, http://127.0.0.1:8080/, may"))
        #expect(refusal(policy, [("host", "127.0.0.1:8080"), ("origin", "null")])?.status == 403)
        // localhost:3000 is another origin of the same site.
        #expect(refusal(policy, [("host", "localhost:8080"), ("origin", "http://localhost:3000")])?.status == 403)
        #expect(
            refusal(policy, [("host", "127.0.0.1:8080"), ("sec-fetch-site", "cross-site")])
                == HTTPRefusal(
                    status: 403,
                    message: #"a request made by a page of another site (Sec-Fetch-Site "cross-site") is refused: "#
                        + "open http://127.0.0.1:8080/ itself"))
        #expect(refusal(policy, [("host", "127.0.0.1:8080"), ("sec-fetch-site", "same-site")])?.status == 403)
    }
}
