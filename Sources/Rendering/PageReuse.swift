#if canImport(Glibc)
    import Glibc
#endif

/// Keeps the memory of freed images in the process for the next one. A 3x screen is two 16 MB
/// images (the canvas and the annotation layer), and a golden run also decodes a golden per
/// configuration: glibc maps blocks that large fresh from the kernel and returns them when
/// freed, so every render paid about 12,000 page faults (zeroed pages), a third of `alpreview
/// test`'s CPU at device scale. With blocks up to 32 MB taken from the heap and the heap not
/// trimmed below 512 MB, the next render (a live preview's next frame, a golden suite's next
/// image) reuses the pages; the peak memory is still that of the images in flight.
/// Set once per process, before the first image.
public enum PageReuse {
    nonisolated(unsafe) private static var configured = false

    public static func configure() {
        #if canImport(Glibc)
            guard !configured else { return }
            configured = true
            // glibc's mallopt (malloc.h, which Swift's Glibc module leaves out) and its parameters.
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            let (trimThreshold, mmapThreshold): (Int32, Int32) = (-1, -3)
            _ = mallopt(mmapThreshold, 32 << 20)
            _ = mallopt(trimThreshold, 512 << 20)
        #endif
    }
}
