import FileInput
import SceneModel
import SceneReading
import SourceText
import Yams

extension SceneParser {
    /// `image: {size: [w, h]}` or `image: file.png` (a PNG or SVG inside the scene's folder or
    /// a folder allowed with `--allow-path`): the image view's intrinsic size is the image's.
    mutating func parseImage(_ node: Node, into view: inout ViewSpec) {
        if case .mapping(let image) = node, let size = image["size"] {
            if let s = numbers(size, count: 2, "image size") {
                // An image has no negative size (a storyboard's is bounded to 0 likewise).
                if s.contains(where: { $0 < 0 }) {
                    fail("an image's width and height must be >= 0", size)
                } else {
                    view.imageSize = Size(width: s[0], height: s[1])
                }
            }
            return
        }
        guard let path = node.string else { fail("image is {size: [w, h]} or a file path", node); return }
        let shown = "'" + terminalSafe(path, escapingTabs: true) + "'"
        let resolved: String
        do {
            resolved = try imageAccess.resolve(path)
        } catch {
            switch error {
            case .empty: fail("image path is empty: name a PNG or SVG file relative to the scene file", node)
            case .tooLong:
                fail("image path is longer than \(GroupedNumber.text(ImageAccess.maximumPathBytes - 1)) bytes", node)
            case .outside where file == "<stdin>":
                fail(
                    "image \(shown): a scene read from standard input has no folder of its own; pass --allow-path DIR to allow images from DIR",
                    node)
            case .outside:
                fail(
                    "image \(shown) is outside the scene's folder; pass --allow-path DIR to allow images from DIR", node
                )
            case .missing: fail("image file \(shown) not found (paths are relative to the scene file)", node)
            case .folder: fail("image \(shown) is a folder, not a PNG or SVG file", node)
            case .notRegular: fail("image \(shown) is not a regular file", node)
            }
            return
        }
        do {
            view.imageSize = try ImageFile.size(ofFileAt: resolved)
            view.imagePath = resolved
        } catch .unsupported {
            fail("image \(shown) is not a PNG or SVG file", node)
        } catch .noSize {
            fail("image \(shown) has no width and height (nor a viewBox)", node)
        } catch .tooManyPixels(let width, let height) {
            fail(
                "image \(shown) is \(width)×\(height) pixels; images are limited to \(GroupedNumber.text(ImageFile.maximumPixels)) pixels (4096×4096)",
                node)
        } catch {
            fail("image \(shown) cannot be read as PNG or SVG", node)
        }
    }
}
