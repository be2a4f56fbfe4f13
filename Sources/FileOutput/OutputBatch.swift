#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files one run writes, written all or none: every destination is checked and every file
/// is written in full (unnamed, see `UnnamedTemporaryFile`) before any of them takes its name,
/// so an error (a missing folder, a full disk, a name used twice) leaves nothing written.
/// Standard output (`-`) goes last but for the renames: what cannot be taken back goes once
/// everything else is ready.
public struct OutputBatch {
    struct Entry {
        var path: String
        var bytes: [UInt8]
        /// What the file is of (a scene, a configuration), to name both sides of a clash.
        var source: String?
    }

    var entries: [Entry] = []
    /// Files this run reads (its scenes): never replaced by an output.
    var inputs: [String] = []
    /// Folders above the files that may be created (golden and failure folders).
    public var createsFolders = false

    public init(createsFolders: Bool = false) { self.createsFolders = createsFolders }

    public mutating func add(_ bytes: [UInt8], to path: String, from source: String? = nil) {
        entries.append(Entry(path: path, bytes: bytes, source: source))
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// Marks files the run reads: an output that would replace one is refused.
    public mutating func protect(_ paths: [String]) { inputs += paths.filter { $0 != "-" } }

    /// Writes every file, or throws having written none.
    public func commit() throws {
        try checkNamesAreDistinct()
        for entry in entries where entry.path != "-" {
            try OutputDestination.check(entry.path, createsFolders: createsFolders)
        }
        if createsFolders {
            // Under the clean-up's lock: a folder made after an interruption removed the staged
            // folder it sits in would make that folder again, and nothing would remove it.
            try InterruptCleanup.whileRunning {
                for entry in entries where entry.path != "-" { try OutputDestination.createFolder(above: entry.path) }
            }
        }
        var prepared: [UnnamedTemporaryFile] = []
        for entry in entries where entry.path != "-" {
            let file = try UnnamedTemporaryFile(in: PathParts.split(entry.path).folder, for: entry.path)
            prepared.append(file)
            try file.write(entry.bytes)
            // Named beside its target as soon as it is whole, and closed: a failure later
            // removes the named files; no descriptor stays open per output.
            try file.name()
            file.closeDescriptor()
        }
        for entry in entries where entry.path == "-" { try StandardStreams.write(entry.bytes) }
        // Every file was named beside its target above (a failure there removes them all,
        // before standard output is written); the renames replace the targets.
        for (file, entry) in zip(prepared, entries.filter { $0.path != "-" }) {
            try file.replaceTarget()
            StaleTemporaryFiles.remove(besides: entry.path)
        }
    }

    /// Two outputs of one run never share a name: the second would silently replace the first.
    func checkNamesAreDistinct() throws {
        // An input is recognized by its file (device and inode), whatever name or link reaches it.
        let read = Set(inputs.compactMap(FileIdentity.init(path:)))
        for entry in entries where entry.path != "-" {
            if let identity = FileIdentity(path: entry.path), read.contains(identity) {
                throw OutputFile.WriteError(description: "cannot write \(entry.path): it is an input of this run")
            }
        }
        var seen: [String: Entry] = [:]
        for entry in entries {
            let key = entry.path == "-" ? "-" : OutputDestination.canonical(entry.path)
            if let first = seen[key] {
                let what = entry.path == "-" ? "standard output" : entry.path
                var message = "two outputs of this run would both be written to \(what)"
                if let a = first.source, let b = entry.source, a != b { message += " (\(a) and \(b))" }
                throw OutputFile.WriteError(description: message + "; give them different names or folders")
            }
            seen[key] = entry
        }
    }
}

/// A file as the file system knows it: its device and inode (nil when nothing is there).
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
