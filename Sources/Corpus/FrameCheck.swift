import InterfaceBuilder
import LayoutEngine
import SceneModel
import StoredFrames

/// One view's frame as the command line lays it out, against the frame Xcode stored.
struct FrameCheck {
    var repository: String
    var file: String
    /// The Xcode release that saved the file, from its `toolsVersion` (`XcodeRelease`).
    var xcode: String
    /// The device the file is laid out on (`<device id>`), or "none" (Xcode 7's canvas).
    var device: String
    /// The element (`label`, `tableViewCell`), or `root` for a scene's root view.
    var kind: String
    var scene: String
    var view: String
    var solved: Rect
    var stored: Rect

    /// The largest difference of x, y, width and height.
    var error: Double { StoredFrameComparison.error(solved, stored) }
}

/// The Xcode release that wrote a document, from the build number of its `toolsVersion`, with
/// the range of builds it stands for (zero-padded, so that the rows sort in order).
enum XcodeRelease {
    static let firstBuilds: [(build: Int, release: String)] = [
        (24000, "24000+      Xcode 26"), (23000, "23000-23999 Xcode 16"),
        (22000, "22000-22999 Xcode 15"), (20000, "20000-21999 Xcode 14"), (18000, "18000-19999 Xcode 13"),
        (17000, "17000-17999 Xcode 12"), (15000, "15000-16999 Xcode 11"), (14300, "14300-14999 Xcode 10"),
        (13000, "13000-14299 Xcode 9"), (11000, "11000-12999 Xcode 8"), (0, "00000-10999 Xcode 7"),
    ]

    static func of(build: Int) -> String {
        firstBuilds.first { build >= $0.build }?.release ?? "00000-10999 Xcode 7"
    }
}
