/// The classes UIKit and SwiftUI make for themselves and never document: their constraints are
/// UIKit's own even when they carry no identifier (a keyboard's button bar pinned into its
/// assistant bar), because no app can reach the views to constrain them.
enum UIKitPrivateClass {
    /// Apple marks its private classes with a leading underscore (`_UIButtonBarStackView`,
    /// `_UINavigationBarContentView`); the keyboard's and input views' classes carry the
    /// `UIKB`, `UIKeyboard`, `UIInput` and `UIRemoteKeyboard` prefixes, none of them public
    /// views; SwiftUI hosts its content in `…HostingView`s.
    static func contains(_ className: String) -> Bool {
        let name = className.split(separator: ".").last.map(String.init) ?? className
        return name.hasPrefix("_") || name.hasPrefix("UIKB") || name.hasPrefix("UIKeyboard")
            || name.hasPrefix("UIInput") || name.hasPrefix("UIRemoteKeyboard") || className.contains("HostingView")
    }
}
