/// Writes one output atomically (see `OutputBatch`, which writes several as one). `-` is
/// standard output.
public enum OutputFile {
    public struct WriteError: Error, CustomStringConvertible, Equatable {
        public var description: String
        public init(description: String) { self.description = description }
    }

    public static func write(_ bytes: [UInt8], to path: String) throws {
        var batch = OutputBatch()
        batch.add(bytes, to: path)
        try batch.commit()
    }

    /// Writes a file, creating the folders above it first (golden and failure folders).
    public static func writeCreatingDirectories(_ bytes: [UInt8], to path: String) throws {
        var batch = OutputBatch(createsFolders: true)
        batch.add(bytes, to: path)
        try batch.commit()
    }
}
