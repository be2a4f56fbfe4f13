import FileInput
import Foundation
import RasterImage
import TestSupport
import Testing

/// A XIB of several top-level views, or a storyboard with a view kept in a scene's dock, into one
/// image is its canvas, as Interface Builder shows it: each view where the file places it (a
/// XIB's `canvasLocation`), a dock view beside the scenes; before, the command refused them.
@Suite(.serialized) struct TopLevelViewCanvasTests {
    /// Two top-level views: 200 × 100 centred at (0, 0), 300 × 50 centred at (400, 0).
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="AAA-aa-aaa" userLabel="Banner">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" userLabel="Box">
                            <rect key="frame" x="10" y="10" width="180" height="80"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="AAA-aa-aaa" secondAttribute="leading" constant="10" id="C01-aa-aaa"/>
                        <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="AAA-aa-aaa" secondAttribute="top" constant="10" id="C02-aa-aaa"/>
                        <constraint firstAttribute="trailing" secondItem="BOX-aa-aaa" secondAttribute="trailing" constant="10" id="C03-aa-aaa"/>
                        <constraint firstAttribute="bottom" secondItem="BOX-aa-aaa" secondAttribute="bottom" constant="10" id="C04-aa-aaa"/>
                    </constraints>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </view>
                <view contentMode="scaleToFill" id="BBB-aa-aaa" userLabel="Strip">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="50"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <point key="canvasLocation" x="400" y="0.0"/>
                </view>
            </objects>
        </document>
        """

    func bytes(_ path: String) -> [UInt8] { [UInt8](FileManager.default.contents(atPath: path) ?? Data()) }

    /// The views' frames (x −100…100 and 250…550; y −50…50 and −25…25) with the 28-point title
    /// band above each (to y −78), plus 60 points around: 770 × 248 at 1x.
    @Test func aXIBOfTwoViewsIsOneCanvas() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.xib, to: "Banner.xib")
        let result = CommandRun.run([
            file, "-o", folder.path + "/banner.png", "--json", folder.path + "/banner.json", "--scale", "1",
            "--quiet",
        ])
        #expect(result.status == 0, "\(result.error)")
        let size = try #require(PNGHeader.size(of: bytes(folder.path + "/banner.png")))
        #expect(size.width == 770 && size.height == 248)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(bytes(folder.path + "/banner.json"))) as? [String: Any])
        let configurations = try #require(report["configurations"] as? [[String: Any]])
        #expect(configurations.map { $0["sceneID"] as? String } == ["AAA-aa-aaa", "BBB-aa-aaa"])
        #expect(configurations.map { $0["size"] as? [Double] } == [[200, 100], [300, 50]])
        let box = (configurations[0]["views"] as? [String: Any])?["Box"] as? [String: Any]
        #expect(box?["frame"] as? [Double] == [10, 10, 180, 80])
    }

    /// `--scene` still picks one view, drawn as a scene of its own.
    @Test func sceneStillPicksOneView() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.xib, to: "Banner.xib")
        let result = CommandRun.run([file, "--scene", "BBB-aa-aaa", "-o", folder.path + "/strip.png", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        #expect(folder.listing() == ["Banner.xib", "strip.png"])
    }
}
