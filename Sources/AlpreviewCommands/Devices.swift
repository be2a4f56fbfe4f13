import AlpreviewKit
import ArgumentParser
import FileOutput
import LayoutEngine
import SceneModel

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the device catalog.")

    @Flag(name: .long, help: "The catalog as JSON.")
    var json = false

    func run() throws {
        if json {
            try StandardStreams.printLine(CheckReport.devices().serialized())
            return
        }
        try StandardStreams.printLine(
            "name | aliases | size (pt) | scale | safe area portrait / landscape [top, left, bottom, right] | size classes portrait / landscape | root margins"
        )
        for d in DeviceCatalog.all {
            let p = d.portraitSafeArea.array.map(formatPoints).joined(separator: ", ")
            let l = d.landscapeSafeArea.array.map(formatPoints).joined(separator: ", ")
            try StandardStreams.printLine(
                "\(d.name) | \(d.aliases.joined(separator: ", ")) | \(formatPoints(d.portraitSize.width))×\(formatPoints(d.portraitSize.height)) | @\(formatPoints(d.scale))x | [\(p)] / [\(l)] | \(d.sizeClass(.portrait)) / \(d.sizeClass(.landscape)) | \(formatPoints(d.rootSideMargin(.portrait))) / \(formatPoints(d.rootSideMargin(.landscape)))"
            )
        }
    }
}
