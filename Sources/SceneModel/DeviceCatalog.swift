/// The built-in devices (docs/uikit-rules.md, Safe area and the status bar): sizes, scales, safe areas, status bars.
public enum DeviceCatalog {
    private static func phone(
        _ name: String, _ aliases: [String], _ w: Double, _ h: Double, scale: Double,
        top: Double, bottom: Double, landscapeSide: Double, landscapeBottom: Double,
        statusBar: Double, cutout: Device.Cutout
    ) -> Device {
        let homeIndicator = bottom > 0
        return Device(
            name: name, aliases: aliases, idiom: .phone, size: Size(width: w, height: h), scale: scale,
            portraitSafeArea: Insets(top: top, left: 0, bottom: bottom, right: 0),
            landscapeSafeArea: Insets(top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide),
            statusBar: statusBar, landscapeStatusBar: 0, homeIndicator: homeIndicator, cutout: cutout)
    }

    private static func pad(
        _ name: String, _ aliases: [String], _ w: Double, _ h: Double,
        top: Double, bottom: Double
    ) -> Device {
        Device(
            name: name, aliases: aliases, idiom: .pad, size: Size(width: w, height: h), scale: 2,
            portraitSafeArea: Insets(top: top, left: 0, bottom: bottom, right: 0),
            landscapeSafeArea: Insets(top: top, left: 0, bottom: bottom, right: 0),
            statusBar: top, landscapeStatusBar: top, homeIndicator: bottom > 0, cutout: .none)
    }

    public static let all: [Device] = [
        phone(
            "iPhone SE (1st generation)", ["iPhone SE", "iPhone 5", "iPhone 5s", "SE1"], 320, 568, scale: 2,
            top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, statusBar: 20, cutout: .none),
        phone(
            "iPhone 8",
            ["iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 6", "iPhone 6s", "iPhone 7"],
            375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, statusBar: 20, cutout: .none),
        phone(
            "iPhone 8 Plus", ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus"], 414, 736, scale: 3,
            top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, statusBar: 20, cutout: .none),
        phone(
            "iPhone X", ["iPhone XS", "iPhone 11 Pro"], 375, 812, scale: 3,
            top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, statusBar: 44, cutout: .notch),
        phone(
            "iPhone XR", ["iPhone 11"], 414, 896, scale: 2,
            top: 48, bottom: 34, landscapeSide: 48, landscapeBottom: 21, statusBar: 48, cutout: .notch),
        phone(
            "iPhone XS Max", ["iPhone 11 Pro Max"], 414, 896, scale: 3,
            top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21, statusBar: 44, cutout: .notch),
        phone(
            "iPhone 12 mini", ["iPhone 13 mini"], 375, 812, scale: 3,
            top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21, statusBar: 50, cutout: .notch),
        phone(
            "iPhone 12", ["iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"], 390, 844, scale: 3,
            top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, statusBar: 47, cutout: .notch),
        phone(
            "iPhone 12 Pro Max", ["iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, scale: 3,
            top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, statusBar: 47, cutout: .notch),
        phone(
            "iPhone 15 Pro", ["iPhone 14 Pro", "iPhone 15", "iPhone 16"], 393, 852, scale: 3,
            top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, statusBar: 54, cutout: .dynamicIsland),
        phone(
            "iPhone 15 Pro Max", ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 16 Plus"], 430, 932, scale: 3,
            top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21, statusBar: 54, cutout: .dynamicIsland),
        phone(
            "iPhone 16 Pro", ["iPhone 17", "iPhone 17 Pro"], 402, 874, scale: 3,
            top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, statusBar: 54, cutout: .dynamicIsland),
        phone(
            "iPhone 16 Pro Max", ["iPhone 17 Pro Max"], 440, 956, scale: 3,
            top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21, statusBar: 54, cutout: .dynamicIsland),
        pad("iPad mini (6th generation)", ["iPad mini", "iPad mini 6"], 744, 1133, top: 24, bottom: 20),
        pad("iPad (9th generation)", ["iPad 10.2", "iPad 9"], 810, 1080, top: 20, bottom: 0),
        pad(
            "iPad Air (5th generation)", ["iPad Air", "iPad (10th generation)", "iPad Air 11-inch"], 820, 1180, top: 24,
            bottom: 20),
        pad("iPad Pro (11-inch)", ["iPad Pro 11"], 834, 1194, top: 24, bottom: 20),
        pad("iPad Pro (12.9-inch)", ["iPad Pro 12.9", "iPad Air 13-inch"], 1024, 1366, top: 24, bottom: 20),
        pad("iPad Pro 11-inch (M4)", ["iPad Pro 11 M4"], 834, 1210, top: 24, bottom: 20),
        pad("iPad Pro 13-inch (M4)", ["iPad Pro 13", "iPad Pro 13 M4"], 1032, 1376, top: 24, bottom: 20),
    ]

    /// Matching ignores case, spaces and punctuation, and accepts aliases.
    public static func device(named name: String) -> Device? {
        let key = matchKey(name)
        if let device = all.first(where: { matchKey($0.name) == key }) { return device }
        // An alias names a model with the same geometry; headers and reports keep the
        // model the user asked for.
        for var device in all {
            if let alias = device.aliases.first(where: { matchKey($0) == key }) {
                device.name = alias
                return device
            }
        }
        return nil
    }

    static func matchKey(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    /// Every name and alias, for "did you mean" suggestions.
    public static var allNames: [String] { all.flatMap { [$0.name] + $0.aliases } }
}
