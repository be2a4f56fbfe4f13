import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Wakes its owner when something may have changed in the folders it watches: inotify on Linux
/// (the folders, not the files, so that an editor saving by rename, or a file deleted and made
/// again, is still seen), else a timer. The owner compares the files themselves
/// (`FileFingerprints`): a wake-up is a hint, never the change itself.
final class FileWatcher: @unchecked Sendable {
    // Unchecked: `inotify`, `watched` and `stopped` are read and written under `lock` only.
    private let lock = NSLock()
    private var inotify: Int32 = -1
    private var watched: Set<String> = []
    private var stopped = false
    private let wake: @Sendable () -> Void
    /// The polling fallback's period, and how often the inotify loop looks at `stopped`.
    let interval: TimeInterval

    /// True when inotify could not be used and the folders are polled.
    private(set) var isPolling = false

    init(interval: TimeInterval = 0.25, forcePolling: Bool = false, wake: @escaping @Sendable () -> Void) {
        self.interval = interval
        self.wake = wake
        #if canImport(Glibc)
            if !forcePolling { inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
        #endif
        isPolling = inotify < 0
        let thread = Thread { [weak self] in self?.loop() }
        thread.name = "alpreview watch"
        thread.start()
    }

    /// Watches these folders too (folders already watched are kept).
    func watch(folders: [String]) {
        lock.lock()
        defer { lock.unlock() }
        for folder in folders where !watched.contains(folder) {
            watched.insert(folder)
            #if canImport(Glibc)
                guard inotify >= 0 else { continue }
                let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
                _ = inotify_add_watch(inotify, folder, mask)
            #endif
        }
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func loop() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !isStopped {
            #if canImport(Glibc)
                if inotify >= 0 {
                    var descriptor = pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)
                    let ready = poll(&descriptor, 1, Int32(interval * 1000))
                    if ready > 0 {
                        // The events' names do not matter: the owner looks at its files.
                        while read(inotify, &buffer, buffer.count) > 0 {}
                        wake()
                    }
                    continue
                }
            #endif
            Thread.sleep(forTimeInterval: interval)
            wake()
        }
        #if canImport(Glibc)
            if inotify >= 0 { close(inotify) }
        #endif
    }
}

/// What the watched files are now: a scene file by its bytes, an image by size, change time and
/// inode (a save by rename gives a new inode). Two equal fingerprints mean nothing to redo.
struct FileFingerprints: Equatable {
    var files: [String: [UInt8]] = [:]
    var images: [String: [Int]] = [:]

    init(sceneFiles: [String], images: [String]) {
        for path in sceneFiles { files[path] = FileManager.default.contents(atPath: path).map { Array($0) } ?? [] }
        for path in images {
            var info = stat()
            guard stat(path, &info) == 0 else {
                self.images[path] = []
                continue
            }
            self.images[path] = [
                Int(info.st_size), Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec),
                Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec),
            ]
        }
    }
}
