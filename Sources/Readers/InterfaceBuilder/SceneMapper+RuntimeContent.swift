import IBXML
import SceneModel

/// Views whose content exists only at run time — a map, a web page, a 3D or Metal scene: the
/// document has nothing to draw in them, so they are drawn hatched with their class's name and
/// listed as assumptions (docs/interface-builder.md, Controls drawn as Interface Builder draws them).
extension SceneMapper {
    /// The element, its UIKit or framework class, and what only the running app draws in it.
    static let runtimeContentViews: [String: (className: String, reason: String)] = [
        "mapView": ("MKMapView", "its map is drawn at run time"),
        "wkWebView": ("WKWebView", "its web page is loaded at run time"),
        "webView": ("UIWebView", "its web page is loaded at run time"),
        "sceneKitView": ("SCNView", "its 3D scene is rendered at run time"),
        "arscnView": ("ARSCNView", "its camera feed and 3D scene are rendered at run time"),
        "mtkView": ("MTKView", "its Metal content is rendered at run time"),
        "glkView": ("GLKView", "its OpenGL content is rendered at run time"),
    ]

    func applyRuntimeContent(_ view: IBView, to spec: inout ViewSpec) {
        guard let known = Self.runtimeContentViews[view.elementName] else { return }
        spec.runtimeContent = view.customClass?.value ?? known.className
    }

    /// The assumption a run-time content view is listed with (no axes: its size is not assumed).
    func runtimeContentAssumption(_ view: IBView) -> Assumption? {
        guard let known = Self.runtimeContentViews[view.elementName] else { return nil }
        return Assumption(view: ViewID(view.id.value), subject: classAndID(view), axes: [], reason: known.reason)
    }
}
