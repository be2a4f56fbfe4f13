import Foundation
import InterfaceBuilder
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// Storyboards as Xcode 7 saved them: no `<device>` (the 600 × 600 Any/Any canvas at 1x), legacy
/// top and bottom layout guides, `systemVersion` on the document, and iOS 9's controls.
@Suite struct LegacyDocumentTests {
    static func xcode7(textField: String, tools: String = "8191", device: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="BYZ-38-t0r">
            \(device)
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="8154"/>
            </dependencies>
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" customClass="ViewController" customModuleProvider="target" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="y3c-jy-aDJ"/>
                                <viewControllerLayoutGuide type="bottom" id="wfy-db-euE"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(textField) placeholder="Enter Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="ddd-ee-fff">
                                        <rect key="frame" x="20" y="40" width="560" height="30"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstItem="ddd-ee-fff" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leadingMargin" id="c01-aa-aaa"/>
                                    <constraint firstItem="ddd-ee-fff" firstAttribute="trailing" secondItem="8bC-Xf-vdC" secondAttribute="trailingMargin" id="c02-aa-aaa"/>
                                    <constraint firstItem="ddd-ee-fff" firstAttribute="top" secondItem="y3c-jy-aDJ" secondAttribute="bottom" constant="20" id="c03-aa-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func frame(_ xml: String) throws -> [Double] {
        let scene = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
        #expect(scene.warnings.map(\.placed) == [])
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        return SceneMappingTests.frame(layout, "ddd-ee-fff")
    }

    /// The 600-point canvas's 20-point margins, the top guide at the 20-point status bar, and iOS
    /// 9's 30-point rounded-rect field for system 14: (20, 40, 560, 30), as Xcode 7 stores it.
    @Test func anXcode7TextFieldIsThirtyPointsHighOnTheAnyAnyCanvas() throws {
        #expect(try Self.frame(Self.xcode7(textField: #"borderStyle="roundedRect""#)) == [20, 40, 560, 30])
    }

    /// Xcode 7's canvas sets text styles at Medium: a borderless field in body is 16 points, its
    /// line 19.09 high, 20 on the 1x canvas (Large's 17 points would make it 21); an Xcode 8
    /// document lays the same field out at Large.
    @Test func xcode7LaysTextStylesOutAtMedium() throws {
        func field(tools: String) -> String {
            Self.xcode7(textField: "", tools: tools).replacingOccurrences(
                of: #"type="system" pointSize="14""#, with: #"style="UICTFontTextStyleBody""#)
        }
        #expect(try Self.frame(field(tools: "8191")) == [20, 40, 560, 20])
        #expect(try Self.frame(field(tools: "11201")) == [20, 40, 560, 21])
    }

    /// Xcode 13's canvas, with no Dynamic Type override recorded, sets text styles at Extra Small:
    /// a borderless field in body is 14 points, its line 16.71 high, 17 at 2x; an Xcode 14
    /// document lays it out at Large, 20.29 high, 20.5 at 2x.
    @Test func xcode13LaysTextStylesOutAtExtraSmall() throws {
        func field(tools: String) -> String {
            Self.xcode7(
                textField: "", tools: tools,
                device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
            )
            .replacingOccurrences(of: #"width="600" height="600""#, with: #"width="375" height="667""#)
            .replacingOccurrences(of: #"type="system" pointSize="14""#, with: #"style="UICTFontTextStyleBody""#)
        }
        #expect(try Self.frame(field(tools: "19455"))[3] == 17)
        #expect(try Self.frame(field(tools: "21225"))[3] == 20.5)
    }

    /// The same field saved by Xcode 14 on an iPhone 8: iOS 11 and later make it 34 high, the root's
    /// margins are 16, and Xcode 11 to 14 simulate home-button phones without a status bar, so
    /// the top guide ends at 0.
    @Test func aLaterXcodeMakesTheSameFieldThirtyFourHigh() throws {
        let xml = Self.xcode7(
            textField: #"borderStyle="roundedRect""#, tools: "21225",
            device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
        ).replacingOccurrences(of: #"width="600" height="600""#, with: #"width="375" height="667""#)
        let frame = try Self.frame(xml)
        #expect(frame == [16, 20, 343, 34])
    }
}
