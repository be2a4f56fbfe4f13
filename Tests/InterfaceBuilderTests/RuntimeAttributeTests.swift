import Foundation
import IBXML
import InterfaceBuilder
import SceneModel
import Testing

/// User-defined runtime attributes: CALayer's `layer.cornerRadius` and `layer.borderWidth` are
/// drawn as the view's own (UIKit sets them when the view loads); a class's own key paths are read
/// and kept for the report, not applied.
@Suite struct RuntimeAttributeTests {
    static let card = """
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card" customClass="CardView" customModule="App">
                                <rect key="frame" x="20" y="100" width="200" height="120"/>
                                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                        <real key="value" value="12.5"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                                        <integer key="value" value="2"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="color" keyPath="fillColor">
                                        <color key="value" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </userDefinedRuntimeAttribute>
                                    <userDefinedRuntimeAttribute type="boolean" keyPath="isShadowed" value="YES"/>
                                </userDefinedRuntimeAttributes>
                            </view>
                        </subviews>
        """

    @Test func theDecoderReadsEachKeyPathAndItsValue() throws {
        let document = try InterfaceBuilderDecoder.decode(
            bytes: Array(DecoderTests.storyboard(Self.card).utf8), file: "Main.storyboard")
        let card = try #require(document.scenes.first?.controller?.view?.subviews.first)
        #expect(
            card.runtimeAttributes.map(\.keyPath.value) == [
                "layer.cornerRadius", "layer.borderWidth", "fillColor", "isShadowed",
            ])
        #expect(card.runtimeAttributes.map(\.type) == ["number", "number", "color", "boolean"])
        #expect(card.runtimeAttributes.map(\.number) == [12.5, 2, nil, 1])
        #expect(card.runtimeAttributes.map(\.isLayerAttribute) == [true, true, false, false])
    }

    @Test func calayersKeyPathsAreDrawnAsTheViewsOwn() throws {
        let scene = try #require(try DockViewTests.scenes(DecoderTests.storyboard(Self.card)).first)
        let card = try #require(scene.root.subviews.first)
        #expect(card.cornerRadius == 12.5 && card.borderWidth == 2 && card.borderColor == .black)
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: CardView card — runtime attributes its class's code applies, not drawn: fillColor, isShadowed"
            ])
    }
}
