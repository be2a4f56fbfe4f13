#if canImport(Glibc)
    import Glibc
#endif

/// Keeps the memory of freed images for the next ones. A golden run allocates and frees images
/// of several megabytes per configuration (the canvas, its pixels, the decoded golden); glibc
/// maps each such block fresh and unmaps it when freed, and the page faults of touching it again
/// took a third of `alpreview test`'s CPU time at device scale. Blocks up to 32 MB (a 3x iPad
/// screen) now come from the heap and stay there; the peak memory is that of the images in
/// flight, as before.
enum ImageAllocations {
    static func reuseFreedImages() {
        #if canImport(Glibc)
            // glibc's mallopt and its parameters (malloc.h, which the Glibc module leaves out).
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            _ = mallopt(mmapThreshold, 32 << 20)
            _ = mallopt(trimThreshold, 512 << 20)
        #endif
    }
}
