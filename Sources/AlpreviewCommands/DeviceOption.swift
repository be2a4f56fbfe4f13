import LayoutEngine
import SceneModel
import SourceText

/// `--device NAME`: a device of `DeviceCatalog`, by its name or an alias.
struct DeviceOption: CheckedOptionValue {
    var device: Device

    init(parsing name: String) throws(OptionValueProblem) {
        guard let device = DeviceCatalog.device(named: name) else {
            throw OptionValueProblem("unknown device '\(shownValue(name))'; `alpreview devices` lists them")
        }
        self.device = device
    }
}
