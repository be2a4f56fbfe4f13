import Foundation
import InterfaceBuilder
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// A storyboard toolbar pinned to the safe area's bottom is 49 high above the home indicator
/// (Xcode stores y 769, height 49 on a 393 × 852 iPhone), 44 on a home-button iPhone.
@Suite struct ToolbarHeightTests {
    static func storyboard(device: String, width: Int, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC1-aa-aaa">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="SC1-aa-aaa">
                    <objects>
                        <viewController id="VC1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ROO-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TBR-aa-aaa">
                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                                    </toolbar>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="SAF-aa-aaa"/>
                                <constraints>
                                    <constraint firstItem="TBR-aa-aaa" firstAttribute="leading" secondItem="SAF-aa-aaa" secondAttribute="leading" id="C01-aa-aaa"/>
                                    <constraint firstItem="TBR-aa-aaa" firstAttribute="trailing" secondItem="SAF-aa-aaa" secondAttribute="trailing" id="C02-aa-aaa"/>
                                    <constraint firstItem="TBR-aa-aaa" firstAttribute="bottom" secondItem="SAF-aa-aaa" secondAttribute="bottom" id="C03-aa-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func toolbarFrame(device: String, width: Int, height: Int) throws -> [Double] {
        let scene = try SceneInput.read(
            Data(storyboard(device: device, width: width, height: height).utf8), file: "Main.storyboard")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        let frame = try #require(layout.view(id: ViewID("TBR-aa-aaa"))).frame
        return [frame.x, frame.y, frame.width, frame.height]
    }

    @Test func aToolbarAboveTheHomeIndicatorIs49High() throws {
        #expect(try Self.toolbarFrame(device: "retina6_12", width: 393, height: 852) == [0, 769, 393, 49])
        #expect(try Self.toolbarFrame(device: "retina4_7", width: 375, height: 667) == [0, 623, 375, 44])
    }
}
