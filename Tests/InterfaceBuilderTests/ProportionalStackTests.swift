import StoryboardFixtures
import Testing

/// A fill-proportionally stack shares its length by each arranged view's intrinsic length; a
/// view with none (a nested stack, a plain view) counts with its current length, the frame the
/// document stores.
@Suite struct ProportionalStackTests {
    /// Two plain views stored `first` and `second` wide in a 300-point proportional row.
    static func widths(first: Int, second: Int) throws -> [Double] {
        let xml = StoryboardFixture.storyboard(
            root: """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="STK-aa-aaa">
                    <rect key="frame" x="20" y="100" width="300" height="40"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ONE-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="\(first)" height="40"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TWO-aa-aaa">
                            <rect key="frame" x="\(first)" y="0.0" width="\(second)" height="40"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="width" constant="300" id="C05-aa-aaa"/>
                        <constraint firstAttribute="height" constant="40" id="C06-aa-aaa"/>
                    </constraints>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="STK-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="20" id="C01-aa-aaa"/>
                <constraint firstItem="STK-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C02-aa-aaa"/>
                """)
        let one = try FixtureLayout.frame(of: "ONE-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
        let two = try FixtureLayout.frame(of: "TWO-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
        return [one[2], two[2]]
    }

    @Test func viewsWithoutIntrinsicWidthsShareByTheirStoredWidths() throws {
        #expect(try Self.widths(first: 100, second: 200) == [100, 200])
        #expect(try Self.widths(first: 50, second: 250) == [50, 250])
    }
}
