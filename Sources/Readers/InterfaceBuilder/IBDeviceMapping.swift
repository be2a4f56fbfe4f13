import SceneModel

/// Interface Builder's canvas devices (`<device id="retina4_7">`) as preview devices, and the
/// Xcode version a document was saved with (what the frames it stores depend on).
public enum IBDeviceMapping {
    /// The catalog device with the same screen, by Interface Builder's id.
    static let catalogNames: [String: String] = [
        "retina4_0": "iPhone SE (1st generation)", "retina4_7": "iPhone 8", "retina5_5": "iPhone 8 Plus",
        "retina5_9": "iPhone X", "retina6_1": "iPhone XR", "retina6_5": "iPhone XS Max",
        "retina5_4": "iPhone 12 mini", "retina6_0": "iPhone 12", "retina6_7": "iPhone 12 Pro Max",
        "retina6_12": "iPhone 15 Pro", "retina6_72": "iPhone 15 Pro Max", "retina6_3": "iPhone 16 Pro",
        "retina6_9": "iPhone 16 Pro Max", "ipad11_0rounded": "iPad Pro (11-inch)",
        "ipad12_9rounded": "iPad Pro (12.9-inch)",
        "ipad10_2": "iPad (9th generation)",
        "ipad10_9rounded": "iPad Air (5th generation)",
        "ipad8_3rounded": "iPad mini (6th generation)",
    ]

    /// Devices the catalog has no model of: size, scale (home-button iPads and old phones).
    static let customDevices: [String: (width: Double, height: Double, scale: Double, idiom: Device.Idiom)] = [
        "retina3_5": (320, 480, 2, .phone), "ipad9_7": (768, 1024, 2, .pad), "ipad10_5": (834, 1112, 2, .pad),
        "ipad11_0": (834, 1194, 2, .pad), "ipad7_9": (768, 1024, 2, .pad),
        // The first two iPad Pro 12.9-inch had a home button: a 20-point status bar, no home indicator
        // (`ipad12_9rounded` is the later one, in the catalog).
        "ipad12_9": (1024, 1366, 2, .pad),
    ]

    /// The preview device for a `<device id>`; nil for an id this table does not know.
    public static func device(id: String) -> Device? {
        if let name = catalogNames[id], var device = DeviceCatalog.device(named: name) {
            device.aliases = []
            return device
        }
        guard let custom = customDevices[id] else { return nil }
        let top = 20.0
        return Device(
            name: "\(id) (\(Int(custom.width)) × \(Int(custom.height)))", idiom: custom.idiom,
            size: Size(width: custom.width, height: custom.height), scale: custom.scale,
            portraitSafeArea: Insets(top: top, left: 0, bottom: 0, right: 0),
            landscapeSafeArea: Insets(top: custom.idiom == .pad ? top : 0, left: 0, bottom: 0, right: 0),
            statusBar: top, landscapeStatusBar: custom.idiom == .pad ? top : 0, homeIndicator: false, cutout: .none)
    }

    /// For a `<device id>` this table does not know (a newer Xcode's), the catalog device whose
    /// screen is as wide as the root stored in `orientation` and at least as tall (a root below
    /// bars is shorter), the shortest such: a screen's size decides its insets, bars and idiom.
    /// Nil when no catalog device is that wide.
    static func device(ofRoot root: Size, landscape: Bool) -> Device? {
        let portrait = landscape ? Size(width: root.height, height: root.width) : root
        return DeviceCatalog.all.filter {
            $0.portraitSize.width == portrait.width && $0.portraitSize.height >= portrait.height
        }.min { $0.portraitSize.height < $1.portraitSize.height }
    }

    /// Insets Interface Builder's canvas used that differ from today's device: Xcode 12 and 13
    /// (builds before 21000) drew every notched iPhone with a 44-point status bar and safe-area
    /// top, where iOS 14 and later (and Xcode 14's canvas) use 48 on the iPhone XR (`retina6_1`),
    /// 47 on the iPhone 12 and 12 Pro Max and 50 on the 12 mini; from Xcode 14 (iOS 16) the
    /// iPhone X (`retina5_9`) is drawn with a 47-point status bar and safe-area top, and from the
    /// builds after Xcode 14.0 with 50, as the 12 mini (docs/interface-builder.md).
    static func applyCanvasInsets(to device: inout Device, id: String, buildNumber: Int) {
        // An iPad's navigation bar was 44 high until iOS 12 (Xcode 10) made it 50.
        if device.idiom == .pad, buildNumber < iOS12Build { device.navigationBarHeight = 44 }
        // Xcode 26 (builds from 24000) draws a phone with a home indicator with its status bar
        // and home-indicator insets counted twice: safe area 96 and 68 on the iPhone XR, bars
        // stored at y = 2 × the status bar (docs/interface-builder.md).
        if buildNumber >= 24000, device.idiom == .phone, device.homeIndicator {
            device.statusBar *= 2
            device.portraitSafeArea.top *= 2
            device.portraitSafeArea.bottom *= 2
        }
        // iOS 26's phone navigation bar is 54 high (106 with a large title): Xcode 26 stores it so.
        if buildNumber >= 24000, device.idiom == .phone { device.navigationBarHeight = 54 }
        // The iPhone X's status bar from Xcode 14: 47 in Xcode 14.0 (build 21225 stores a
        // navigation bar at y = 47), 50 from the builds after (22155 and 22505 store views pinned
        // to the safe area 50 down).
        if id == "retina5_9", buildNumber >= 21000 {
            let top = buildNumber >= 22000 ? 50.0 : 47
            device.statusBar = top
            device.portraitSafeArea.top = top
        }
        guard ["retina6_1", "retina6_0", "retina6_7", "retina5_4"].contains(id), buildNumber < 21000 else { return }
        device.statusBar = 44
        device.portraitSafeArea.top = 44
        device.landscapeSafeArea.left = 44
        device.landscapeSafeArea.right = 44
    }

    /// Xcode 7's canvas for documents without `<device>`: 600 × 600 points, Any width and Any
    /// height (shown as regular-regular), a 20-point status bar, root side margins 20, frames
    /// rounded to whole points; iOS 9's 44-point navigation bar.
    public static let anyAnyCanvas: Device = {
        var canvas = Device(
            name: "Any × Any canvas (600 × 600)", idiom: .pad, size: Size(width: 600, height: 600), scale: 1,
            portraitSafeArea: Insets(top: 20, left: 0, bottom: 0, right: 0),
            landscapeSafeArea: Insets(top: 20, left: 0, bottom: 0, right: 0),
            statusBar: 20, landscapeStatusBar: 20, homeIndicator: false, cutout: .none)
        canvas.navigationBarHeight = 44
        return canvas
    }()

    /// The first build of Xcode 10 (the iOS 12 SDK).
    static let iOS12Build = 14300

    /// The Xcode build number a document was saved with: `toolsVersion`'s leading number, or
    /// the plug-in's version when `toolsVersion` is recent Xcode's `32700.99.1234` placeholder.
    public static func buildNumber(toolsVersion: String, pluginVersion: String?) -> Int {
        func leading(_ text: String) -> Int { Int(text.prefix { $0.isNumber }) ?? 0 }
        let tools = leading(toolsVersion)
        if tools >= 32700, let plugin = pluginVersion.map(leading), plugin > 0 { return plugin }
        return tools
    }
}
