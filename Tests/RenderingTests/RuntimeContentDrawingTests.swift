import Foundation
import LayoutEngine
import Readers
import SceneModel
import Testing

@testable import Rendering

/// Views whose content only the running app draws are hatched with their class's name and
/// listed as assumptions; one with a background shows the background, still listed.
@Suite struct RuntimeContentDrawingTests {
    static let xml = ControlItems.xib(
        """
        <mapView clipsSubviews="YES" contentMode="scaleToFill" mapType="standard" id="MAP-aa-aaa">
            <rect key="frame" x="0.0" y="100" width="375" height="200"/>
        </mapView>
        <wkWebView contentMode="scaleToFill" id="WEB-aa-aaa">
            <rect key="frame" x="0.0" y="320" width="375" height="200"/>
            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <wkWebViewConfiguration key="configuration"/>
        </wkWebView>
        """)

    @Test func aMapIsHatchedWithItsClassName() throws {
        let layout = try ControlItems.solve(xml: Self.xml)
        let map = try #require(layout.view(id: ViewID("MAP-aa-aaa")))
        #expect(map.spec.runtimeContent == "MKMapView")
        let items = ControlItems.items(of: map, in: layout)
        #expect(items.first?.paint == .hatch(Rect(x: 0, y: 100, width: 375, height: 200), spacing: 8, width: 0.75))
        #expect(items.first?.color == ScreenDisplay.assumedSizeHatch)
        let texts = ControlItems.texts(items)
        #expect(texts.map(\.0) == ["MKMapView"] && texts.first?.1 == 4 && texts.first?.2 == 367)
        #expect(texts.first?.4 == 200)
        // Its background drawn instead: the web view has no hatching and no name.
        let web = try #require(layout.view(id: ViewID("WEB-aa-aaa")))
        #expect(web.spec.runtimeContent == "WKWebView")
        #expect(ControlItems.items(of: web, in: layout).isEmpty)
    }

    @Test func theyAreListedAsAssumptions() throws {
        let scene = try SceneInput.read(Data(Self.xml.utf8), file: "Controls.xib")
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: MKMapView MAP-aa-aaa — its map is drawn at run time",
                "assumed: WKWebView WEB-aa-aaa — its web page is loaded at run time",
            ])
        #expect(scene.assumptions.allSatisfy { $0.axes.isEmpty })
    }
}
