/// What one client may take from the watch server: bytes of a request's head, time, connections,
/// drawings at once and memory for images. Each is far above what the page needs (its longest
/// URL is under 300 bytes, it draws at most 1,400 points wide, Chromium opens at most 6
/// connections to a host) and low enough that a hostile or careless client gets a short refusal
/// while the page goes on being served.
enum ServerLimits {
    /// A request line with no line end in this many bytes is refused (414) without reading on.
    static let requestLineBytes = 8_192
    /// The request line and the headers together (431).
    static let headBytes = 16_384
    /// Header lines in one request (431).
    static let headerLines = 100
    /// A request's head must arrive whole within this time of the connection's opening (or of
    /// the previous answer on a kept-alive connection): a head sent a byte a second ends here.
    static let headTimeout: Duration = .seconds(5)
    /// An answer must be written within this time: a client that stops reading is dropped.
    static let writeTimeout: Duration = .seconds(30)
    /// Open connections; past it the one that waited longest for a request's head is closed,
    /// and a newcomer is refused when none waits (the usual limit of 1,024 open files stays far).
    static let connections = 128
    /// Images and hover maps asked for at once (waiting, drawing or being sent): past it, 503.
    static let drawings = 8
    /// The bytes of the PNG images kept for the next asker.
    static let imageCacheBytes = 64 << 20
    /// After a refusal that leaves bytes unread (a long line, a body), they are read and dropped
    /// for at most this time and this many bytes before the connection closes: closing with
    /// bytes unread would reset the connection and lose the refusal on its way.
    static let drainTime: Duration = .seconds(1)
    static let drainBytes = 1 << 20
}
