import SceneModel

/// The scene's view type of a class of the file: UIKit's (`UIKitViewClasses`), a subclass's.
enum ViewClasses {
    /// Custom classes declared elsewhere, by the UIKit class their name ends with (`ENALabel`).
    static let suffixes: [(String, ViewType)] = [
        ("ImageView", .imageView), ("StackView", .stack), ("ScrollView", .scroll), ("TextField", .textField),
        ("TextView", .textView), ("TableView", .table), ("CollectionView", .collection), ("Label", .label),
        ("Button", .button), ("Switch", .switch), ("Slider", .slider), ("View", .view), ("Control", .view),
    ]

    /// The view type a class is drawn as, followed through the file's own classes; whether it is
    /// UIKit's own (a custom class's size is its code's: assumed). Nil: not a view class.
    static func type(ofClass name: String, superclasses: [String: String]) -> (type: ViewType, isUIKit: Bool)? {
        if let type = UIKitViewClasses.types[name] { return (type, true) }
        var current: String? = superclasses[name]
        var seen: Set<String> = [name]
        while let base = current, !seen.contains(base) {
            seen.insert(base)
            if let type = UIKitViewClasses.types[base] { return (type, false) }
            current = superclasses[base]
        }
        for (suffix, type) in suffixes where name.hasSuffix(suffix) { return (type, false) }
        if superclasses[name] != nil { return (.view, false) }
        return nil
    }
}

extension ViewClasses {
    /// The bar a class draws as (`UIKitViewClasses.bars`), followed through the file's own
    /// classes (`class Header: UINavigationBar`); nil for any other class.
    static func bar(ofClass name: String, superclasses: [String: String]) -> StandaloneBar.Kind? {
        var current: String? = name
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if let kind = UIKitViewClasses.bars[type] { return kind }
            current = superclasses[type]
        }
        return nil
    }
}

/// UILayoutPriority's named values.
enum LayoutPriorities {
    static let named: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
        "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
    ]

    /// A priority as the code writes it: a number, a name, `UILayoutPriority(rawValue: 999)`.
    static func value(_ value: SourceValue) -> Double? { SceneInterpreter.numeric(value) }
}
