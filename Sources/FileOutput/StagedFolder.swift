#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder whose whole content a run replaces (the failure images of `alpreview test`): the new
/// content is built aside, in a folder beside it (`.NAME.alpreview-PID-RANDOM.tmp`), and the two
/// are exchanged in one rename at the end. Whenever the run stops, the folder holds the previous
/// content or the new one, whole, and never a temporary file: an error or SIGINT/SIGTERM/SIGHUP
/// removes the folder built aside (`InterruptCleanup`); after SIGKILL, a later run does.
///
/// The folder must hold only what the run would replace (`owns`): anything else would be lost
/// in the exchange, so it is refused before anything is written.
public final class StagedFolder {
    /// The folder replaced, as the file system resolves it.
    public let target: String
    /// The folder being built.
    public let staging: String
    private var finished = false
    /// The folders above it this run created (deepest first), removed again when it ends
    /// without a folder to put in place.
    private var createdFolders: [String] = []

    /// A file of the folder that the run would not write again.
    public struct ForeignEntry: Error, Equatable {
        /// Its path relative to the folder.
        public var path: String
    }

    /// `owns` says, by path relative to the folder, which of its files the run replaces.
    public init(replacing path: String, owns: (String) -> Bool) throws {
        var info = stat()
        // `dir/` names the folder `dir`.
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let (folder, name) = PathParts.split(String(trimmed))
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw OutputFile.WriteError(description: "cannot write \(path): it is not a folder")
            }
            guard let resolved = realpath(path, nil) else {
                throw OutputFile.WriteError(description: "cannot write \(path): \(SystemError.message())")
            }
            target = String(cString: resolved)
            free(resolved)
        } else {
            if lstat(path, &info) == 0 {
                throw OutputFile.WriteError(description: "cannot write \(path): a symbolic link to nothing")
            }
            var missing = folder
            while lstat(missing, &info) != 0 && PathParts.split(missing).folder != missing {
                createdFolders.append(missing)
                missing = PathParts.split(missing).folder
            }
            try OutputDestination.createFolder(above: String(trimmed))
            guard name != "." && name != "..", let resolved = realpath(folder, nil) else {
                throw OutputFile.WriteError(description: "cannot write \(path): \(SystemError.message())")
            }
            let parent = String(cString: resolved)
            free(resolved)
            target = (parent == "/" ? "" : parent) + "/" + name
        }
        guard target != "/" else { throw OutputFile.WriteError(description: "cannot replace the folder /") }
        // Exchanged, the folder would take the current folder (the shell's too) away with it.
        let current = Self.resolved(".")
        guard current != target && !current.hasPrefix(target + "/") else {
            throw OutputFile.WriteError(description: "cannot replace \(path): it holds the current folder")
        }
        if let foreign = Self.firstForeignFile(in: target, owns: owns) { throw ForeignEntry(path: foreign) }
        StaleTemporaryFiles.remove(besides: target)
        let replaced = target
        var made = ""
        try InterruptCleanup.whileRunning {
            made = StaleTemporaryFiles.temporaryName(for: replaced, processID: getpid())
            guard mkdir(made, 0o777) == 0 else {
                throw OutputFile.WriteError(description: "cannot write \(path): \(SystemError.message())")
            }
            InterruptCleanup.registerFolder(made)
        }
        staging = made
    }

    deinit { discard() }

    /// Where a path inside the folder is built now: `staging` for `target` (nil for a path
    /// outside the folder).
    public func staged(_ path: String) -> String? {
        let resolved = Self.resolved(path)
        if resolved == target { return staging }
        guard resolved.hasPrefix(target + "/") else { return nil }
        return staging + resolved.dropFirst(target.count)
    }

    /// `path` relative to `folder` when it is inside it (both resolved as `resolved` does).
    public static func relative(_ path: String, inside folder: String) -> String? {
        let (inner, outer) = (resolved(path), resolved(folder))
        guard inner.hasPrefix(outer == "/" ? "/" : outer + "/"), inner != outer else { return nil }
        return String(inner.dropFirst(outer == "/" ? 1 : outer.count + 1))
    }

    /// `path` as the file system will resolve it once its missing folders are made: the
    /// longest part that exists resolved (links followed), the rest appended.
    static func resolved(_ path: String) -> String {
        var existing = path.isEmpty ? "." : path
        var rest: [String] = []
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return rest.reversed().reduce(base) { ($0 == "/" ? "" : $0) + "/" + $1 }
            }
            let (folder, name) = PathParts.split(existing)
            guard folder != existing else { return path }
            if name != "." && !name.isEmpty { rest.append(name) }
            existing = folder
        }
    }

    /// Puts the new content in place of the old in one exchange, then removes the old content.
    /// A file that appeared in the folder meanwhile and that `owns` does not claim is moved into
    /// the new one; returns those that could not be (a file of that name is there), kept in
    /// `NAME.kept-by-alpreview-PID` beside it.
    @discardableResult
    public func commit(owns: (String) -> Bool) throws -> [String] {
        guard !finished else { return [] }
        var info = stat()
        let hadFolder = lstat(target, &info) == 0
        if !hadFolder && FolderEntries.list(staging).isEmpty {
            // Nothing to show and nothing to replace: no folder is created.
            discard()
            return []
        }
        try InterruptCleanup.whileRunning {
            guard FolderExchange.replace(target, with: staging, exchanging: hadFolder) else {
                throw OutputFile.WriteError(description: "cannot replace \(target): \(SystemError.message())")
            }
        }
        finished = true
        let foreign = FolderRemoval.remove(staging) { !owns($0) || !Self.isRegularFile(staging + "/" + $0) }
        var left: [String] = []
        for file in foreign {
            try? OutputDestination.createFolder(above: target + "/" + file)
            if link(staging + "/" + file, target + "/" + file) == 0 {
                unlink(staging + "/" + file)
            } else {
                left.append(file)
            }
        }
        // What could not be put back keeps a name no clean-up removes (not a temporary one).
        var keptIn = staging
        if !left.isEmpty {
            _ = FolderRemoval.remove(staging, keeping: { left.contains($0) })
            let kept = target + ".kept-by-alpreview-\(getpid())"
            if rename(staging, kept) == 0 { keptIn = kept }
        }
        InterruptCleanup.whileRunning { InterruptCleanup.unregisterFolder(staging) }
        return left.map { keptIn + "/" + $0 }
    }

    /// Removes the folder built aside; the old content stays (an error stopped the run).
    public func discard() {
        guard !finished else { return }
        finished = true
        InterruptCleanup.whileRunning {
            FolderRemoval.removeAll(staging)
            InterruptCleanup.unregisterFolder(staging)
        }
        for folder in createdFolders { rmdir(folder) }
    }

    /// The first file below `folder` (a path relative to it, in name order) that is not the
    /// run's: one `owns` does not claim, or anything but a regular file (a symbolic link is
    /// never followed, nor taken as the run's).
    static func firstForeignFile(in folder: String, owns: (String) -> Bool) -> String? {
        func visit(_ relative: String) -> String? {
            for entry in FolderEntries.list(relative.isEmpty ? folder : folder + "/" + relative).sorted() {
                let child = relative.isEmpty ? entry : relative + "/" + entry
                var info = stat()
                guard lstat(folder + "/" + child, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: if let found = visit(child) { return found }
                case S_IFREG where owns(child): continue
                default: return child
                }
            }
            return nil
        }
        return visit("")
    }

    /// Whether `path` is a regular file (not followed if it is a link).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}

/// Swapping two folders' names in one step.
enum FolderExchange {
    /// Puts `source` at `target`: exchanged with the folder there (which then has `source`'s
    /// name), or renamed when there is none.
    static func replace(_ target: String, with source: String, exchanging: Bool) -> Bool {
        guard exchanging else { return rename(source, target) == 0 }
        #if canImport(Glibc)
            // renameat2(RENAME_EXCHANGE) is not in the Glibc module: looked up once in libc.
            if let exchange = renameExchange {
                if exchange(AT_FDCWD, source, AT_FDCWD, target, 2) == 0 { return true }
                if errno != EINVAL && errno != ENOSYS { return false }
            }
            // A file system without the exchange: two renames, the old content first moved to
            // the name the new had (a run killed between them leaves no folder at `target`).
            let aside = StaleTemporaryFiles.temporaryName(for: target, processID: getpid())
            guard rename(target, aside) == 0 else { return false }
            guard rename(source, target) == 0 else { _ = rename(aside, target); return false }
            return rename(aside, source) == 0
        #else
            return renamex_np(source, target, UInt32(RENAME_SWAP)) == 0
        #endif
    }

    #if canImport(Glibc)
        typealias RenameAt2 =
            @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) ->
            Int32
        static let renameExchange: RenameAt2? = dlsym(nil, "renameat2").map {
            unsafeBitCast($0, to: RenameAt2.self)
        }
    #endif
}
