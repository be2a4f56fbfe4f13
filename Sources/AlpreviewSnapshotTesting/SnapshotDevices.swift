import LayoutEngine
import SceneModel

/// The catalog's devices by the names tests use (`.iPhone13`): each is the catalog device of
/// that name or alias (`iPhone 13` has the iPhone 12's geometry), as `alpreview devices` lists.
extension Device {
    public static var iPhoneSE: Device { catalog("iPhone SE (1st generation)") }
    public static var iPhone8: Device { catalog("iPhone 8") }
    public static var iPhone8Plus: Device { catalog("iPhone 8 Plus") }
    public static var iPhoneX: Device { catalog("iPhone X") }
    public static var iPhone11: Device { catalog("iPhone 11") }
    public static var iPhone12: Device { catalog("iPhone 12") }
    public static var iPhone13Mini: Device { catalog("iPhone 13 mini") }
    public static var iPhone13: Device { catalog("iPhone 13") }
    public static var iPhone13ProMax: Device { catalog("iPhone 13 Pro Max") }
    public static var iPhone14: Device { catalog("iPhone 14") }
    public static var iPhone14Pro: Device { catalog("iPhone 14 Pro") }
    public static var iPhone15: Device { catalog("iPhone 15") }
    public static var iPhone15Pro: Device { catalog("iPhone 15 Pro") }
    public static var iPhone15ProMax: Device { catalog("iPhone 15 Pro Max") }
    public static var iPhone16: Device { catalog("iPhone 16") }
    public static var iPhone16Pro: Device { catalog("iPhone 16 Pro") }
    public static var iPhone16ProMax: Device { catalog("iPhone 16 Pro Max") }
    public static var iPadMini: Device { catalog("iPad mini") }
    public static var iPad: Device { catalog("iPad (9th generation)") }
    public static var iPadAir: Device { catalog("iPad Air") }
    public static var iPadPro11: Device { catalog("iPad Pro (11-inch)") }
    public static var iPadPro12_9: Device { catalog("iPad Pro (12.9-inch)") }

    /// Every name above is in the catalog (tested); a missing one is a defect of this file.
    static func catalog(_ name: String) -> Device {
        guard let device = DeviceCatalog.device(named: name) else {
            preconditionFailure("no device \(name) in the catalog")
        }
        return device
    }
}
