import ArgumentParser
import LayoutEngine
import SceneFormat
import SceneModel
import SourceText

/// Options shared by the commands that lay out scenes.
struct ConfigurationOptions: ParsableArguments {
    @Option(
        name: .long, help: "A device from `alpreview devices` (repeatable); overrides the scene's.",
        transform: DeviceOption.parse)
    var device: [DeviceOption] = []
    @Option(name: .long, help: "The orientations to lay out (default: the scene's).")
    var orientation: OrientationChoice?
    @Option(
        name: .customLong("size-category"), help: "A Dynamic Type category (repeatable): xS S M L xL xxL xxxL AX1…AX5.",
        transform: SizeCategoryOption.parse)
    var sizeCategory: [SizeCategoryOption] = []
    @Flag(name: .long, help: "Lay out right to left.")
    var rtl = false
    @Option(
        name: .customLong("pseudo-locale"),
        help: "Replace every text with a pseudo-translation: accented, long (about 35 % longer) or rtl.")
    var pseudoLocale: PseudoLocale?

    func apply(to scene: inout Scene) {
        if !device.isEmpty { scene.devices = device.map(\.device) }
        if let orientation { scene.orientations = orientation.orientations }
        if !sizeCategory.isEmpty { scene.sizeCategories = sizeCategory.map(\.category) }
        if rtl { scene.directions = [.rtl] }
        pseudoLocale?.apply(to: &scene)
    }
}

/// Bad arguments: exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
