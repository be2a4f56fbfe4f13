import Foundation

/// `--port N`: the port `watch` listens on; 0 picks a free one.
struct PortOption: CheckedOptionValue, CustomStringConvertible {
    var number: UInt16

    init(_ number: UInt16) { self.number = number }

    init(parsing text: String) throws(OptionValueProblem) {
        guard let number = UInt16(text) else {
            throw OptionValueProblem("a port is a whole number from 0 to 65535 (0 picks a free one)")
        }
        self.number = number
    }

    var description: String { "\(number)" }
}

/// `--host ADDRESS`: the IPv4 or IPv6 address `watch` listens on. Names are not resolved: the
/// page's host check compares the address itself.
struct HostAddressOption: CheckedOptionValue, CustomStringConvertible {
    var address: String

    /// This machine only: the default.
    static let loopback = HostAddressOption(checked: "127.0.0.1")

    private init(checked address: String) { self.address = address }

    init(parsing text: String) throws(OptionValueProblem) {
        var bytes = in6_addr()
        guard inet_pton(AF_INET, text, &bytes) == 1 || inet_pton(AF_INET6, text, &bytes) == 1 else {
            throw OptionValueProblem("an IPv4 or IPv6 address, such as 127.0.0.1 or ::1 (names are not resolved)")
        }
        address = text
    }

    var description: String { address }
}
