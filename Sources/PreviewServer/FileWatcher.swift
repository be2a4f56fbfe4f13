import Dispatch
import Foundation
import Parallel

#if canImport(Glibc)
    import Glibc
#endif

/// Wakes its owner when something may have changed in the folders it watches: inotify on Linux
/// (the folders, not the files, so that an editor saving by rename, or a file deleted and made
/// again, is still seen), read when the system says it is readable, else a timer. The owner
/// compares the files themselves (`FileFingerprints`): a wake-up is a hint, never the change
/// itself. No thread waits for either: a dispatch source, or a task between two ticks.
final class FileWatcher: Sendable {
    private struct State {
        var watched: Set<String> = []
        var source: (any DispatchSourceRead)?
        var timer: Task<Void, Never>?
        var stopped = false
    }

    private let state = Locked(State())
    private let inotify: Int32
    /// Every wake-up, counted: the owner waits until it stops growing (an editor's save is a burst).
    private let count = Locked(0)
    private let continuation: AsyncStream<Void>.Continuation
    /// The wake-ups; those that come while the owner is busy are kept as one.
    let wakes: AsyncStream<Void>
    /// The polling fallback's period.
    let interval: Duration

    /// True when inotify could not be used and the folders are polled.
    let isPolling: Bool

    init(interval: Duration = .milliseconds(250), forcePolling: Bool = false) {
        self.interval = interval
        (wakes, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        var inotify: Int32 = -1
        #if canImport(Glibc)
            if !forcePolling { inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
        #endif
        self.inotify = inotify
        isPolling = inotify < 0
        let wake: @Sendable () -> Void = { [count, continuation] in
            count.withLock { $0 += 1 }
            continuation.yield()
        }
        if inotify >= 0 {
            let source = DispatchSource.makeReadSource(
                fileDescriptor: inotify, queue: DispatchQueue(label: "alpreview watch"))
            source.setEventHandler {
                // The events' names do not matter: the owner looks at its files.
                var buffer = [UInt8](repeating: 0, count: 64 * 1024)
                while read(inotify, &buffer, buffer.count) > 0 {}
                wake()
            }
            source.setCancelHandler { close(inotify) }
            source.resume()
            state.withLock { $0.source = source }
        } else {
            let timer = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    wake()
                }
            }
            state.withLock { $0.timer = timer }
        }
    }

    /// How many wake-ups there have been.
    var wakeCount: Int { count.current }

    /// Watches these folders too (folders already watched are kept).
    func watch(folders: [String]) {
        state.withLock { state in
            guard !state.stopped else { return }
            for folder in folders where !state.watched.contains(folder) {
                state.watched.insert(folder)
                #if canImport(Glibc)
                    guard inotify >= 0 else { continue }
                    let mask = UInt32(
                        IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
                    _ = inotify_add_watch(inotify, folder, mask)
                #endif
            }
        }
    }

    /// Stops watching (the inotify descriptor is closed) and ends `wakes`.
    func stop() {
        state.withLock { state in
            state.stopped = true
            state.source?.cancel()
            state.timer?.cancel()
        }
        continuation.finish()
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
