import Foundation
import TestSupport
import Testing

@testable import AlpreviewCommands

/// An assumption (what a storyboard cannot tell statically) is a line of `check`, an entry of
/// `--json`'s configurations, and never an issue: the exit status stays 0.
@Suite struct AssumptionCommandTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC1-aa-aaa">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="SC1-aa-aaa">
                    <objects>
                        <viewController id="VC1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ROO-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="60" translatesAutoresizingMaskIntoConstraints="NO" customClass="AWSLexVoiceButton" id="BTN-aa-aaa">
                                        <rect key="frame" x="16" y="100" width="80" height="60"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="SAF-aa-aaa"/>
                                <constraints>
                                    <constraint firstItem="BTN-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="16" id="C01-aa-aaa"/>
                                    <constraint firstItem="BTN-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C02-aa-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    static let line =
        "assumed: AWSLexVoiceButton BTN-aa-aaa width, height — custom class, size not in the document: "
        + "Interface Builder's placeholder intrinsic size"

    @Test func checkListsTheAssumptionAndStaysOk() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.storyboard, to: "Main.storyboard")
        let result = CommandRun.run(["check", file])
        #expect(result.status == 0)
        #expect(result.output == "\(file): \(Self.line)\nok\n")
    }

    @Test func theJSONReportListsItPerConfiguration() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.storyboard, to: "Main.storyboard")
        let report = folder.path + "/r.json"
        let result = CommandRun.run([file, "--json", report, "-o", folder.path + "/r.png"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report)))
        let configuration = ((json as? [String: Any])?["configurations"] as? [[String: Any]])?.first
        let assumptions = configuration?["assumptions"] as? [[String: Any]]
        #expect(assumptions?.count == 1)
        #expect(assumptions?.first?["id"] as? String == "BTN-aa-aaa")
        #expect(assumptions?.first?["axes"] as? [String] == ["horizontal", "vertical"])
        #expect(assumptions?.first?["text"] as? String == Self.line)
    }
}
