#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The text of the last system error (`errno`).
enum SystemError {
    static func message(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }
}

/// `write(2)` until every byte is written, retrying short writes and interruptions.
enum SystemWrite {
    static func all(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, error: (String) -> String) throws {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputFile.WriteError(description: error(SystemError.message()))
            }
            if written == 0 { throw OutputFile.WriteError(description: error("nothing written")) }
            offset += written
        }
    }
}
