import Foundation

/// The cores this process may use, read once: Foundation reads the control group's CPU limit from
/// files on each `activeProcessorCount` (about 18 µs a call on Linux), which a slider step paid
/// several times over.
public enum Cores {
    public static let active = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
