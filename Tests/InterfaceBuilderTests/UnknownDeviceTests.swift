import Foundation
import Readers
import SceneModel
import StoryboardFixtures
import Testing

/// A `<device id>` this reader does not know (a newer Xcode's) is laid out on the catalog device
/// whose screen the root's stored size fits, with a located warning; never silently on another
/// device's insets.
@Suite struct UnknownDeviceTests {
    static func scene(device id: String, width: Int, height: Int) throws -> Scene {
        let xml = StoryboardFixture.storyboard(
            device: #"<device id="\#(id)" orientation="portrait" appearance="light"/>"#,
            rootFrame: #"x="0.0" y="0.0" width="\#(width)" height="\#(height)""#, root: "", constraints: "")
        return try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
    }

    /// The root of 393 × 852 is the screen of the iPhone 15 Pro (its 54-point status bar, its
    /// Dynamic Island's safe area of 59 at the top and 34 at the bottom).
    @Test func aNewerXcodesDeviceIsTheCatalogDeviceOfTheRootsScreen() throws {
        let scene = try Self.scene(device: "retina6_5_air", width: 393, height: 852)
        #expect(scene.devices.map(\.name) == ["iPhone 15 Pro"])
        #expect(scene.devices[0].portraitSafeArea == Insets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(
            scene.warnings.map { $0.description.prefix { $0 != "\n" } } == [
                #"Main.storyboard:3:17: warning: <device id="retina6_5_air"> is not a device alpreview knows; laid out on the iPhone 15 Pro, whose screen the root's size fits"#
            ])
    }

    /// A 13-inch M4 iPad Pro's screen, 1032 × 1376: an iPad with its 24-point status bar and
    /// 20-point home indicator, not a phone's insets on a root of that size.
    @Test func anM4iPadProsScreenIsThatiPad() throws {
        let scene = try Self.scene(device: "ipad13_0rounded_m4", width: 1032, height: 1376)
        #expect(scene.devices.map(\.name) == ["iPad Pro 13-inch (M4)"])
        #expect(scene.devices[0].idiom == .pad)
        #expect(scene.devices[0].portraitSafeArea == Insets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(scene.warnings.count == 1)
    }

    @Test func aRootNoDeviceIsAsWideAsKeepsItsSizeWithAWarning() throws {
        let scene = try Self.scene(device: "retina9_9", width: 500, height: 700)
        #expect(scene.devices.map(\.name) == ["iPhone 8 (500 × 700)"])
        #expect(
            scene.warnings.map { $0.description.prefix { $0 != "\n" } } == [
                #"Main.storyboard:3:17: warning: <device id="retina9_9"> is not a device alpreview knows; no device has a screen of the root's width: laid out on an iPhone 8's insets"#
            ])
    }

    @Test func aKnownDeviceIsNotWarned() throws {
        #expect(try Self.scene(device: "retina4_7", width: 375, height: 667).warnings.isEmpty)
    }
}
