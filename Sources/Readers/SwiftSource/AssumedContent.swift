import SceneModel

/// Content the code never gives statically: a label's or button's text never set, an image
/// from the app's assets or never set. UIKit sizes these views by their content, so without one
/// the scene is ambiguous; a stand-in is drawn hatched and listed as an assumption.
extension SceneBuilder {
    /// An image from the app's assets, computed, or set elsewhere: its size is unknown.
    static let assumedImageSize = Size(width: 44, height: 44)
    /// An SF Symbol at UIKit's default configuration (body text style, 17 pt, medium scale).
    static let assumedSymbolSize = Size(width: 20, height: 20)

    static func sizeText(_ size: Size) -> String {
        "\(Int(size.width)) × \(Int(size.height)) assumed"
    }

    /// Labels without text, buttons without a title and image views without an image in this
    /// file: the view's name is drawn as text, or the asset image's size is assumed.
    mutating func assumeAbsentContent(names: [Int: String]) {
        for (index, name) in names.sorted(by: { $0.key < $1.key }) {
            let view = views[index]
            guard !view.isDiscarded, !view.isPlaceholder else { continue }
            let place = view.location
            switch view.spec.type {
            case .label where view.spec.text == nil:
                views[index].spec.text = name
                assumptions.append(
                    PendingAssumption(
                        view: index, subject: "text", axes: [.horizontal, .vertical],
                        reason: "never set in this file (\(place.fileName):\(place.line)): '\(name)' drawn"))
            case .button where view.spec.title == nil && view.spec.imageSize == nil:
                views[index].spec.title = name
                assumptions.append(
                    PendingAssumption(
                        view: index, subject: "title", axes: [.horizontal, .vertical],
                        reason: "never set in this file (\(place.fileName):\(place.line)): '\(name)' drawn"))
            case .imageView where view.spec.imageSize == nil && !view.imageSet:
                views[index].spec.imageSize = Self.assumedImageSize
                assumptions.append(
                    PendingAssumption(
                        view: index, subject: "image", axes: [.horizontal, .vertical],
                        reason:
                            "never set in this file (\(place.fileName):\(place.line)): "
                            + Self.sizeText(Self.assumedImageSize)))
            default: break
            }
        }
    }
}
