import IBXML
import InterfaceBuilder
import Testing

/// Forms Xcode writes that the decoder once refused, each now read (with a warning where a part
/// is skipped) so that the rest of the file is laid out.
@Suite struct ImportedFormsTests {
    func decode(_ text: String) throws -> IBDocument {
        try InterfaceBuilderDecoder.decode(bytes: Array(text.utf8), file: "t.storyboard")
    }

    @Test func aCollectionViewCellsContentViewWithoutIdIsNamedAfterItsCell() throws {
        let document = try decode(
            DecoderTests.storyboard(
                """
                <subviews>
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="col">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="400"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="lay">
                        <size key="itemSize" width="50" height="50"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Cell" id="cel">
                            <rect key="frame" x="0.0" y="0.0" width="185" height="162"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                                <rect key="frame" x="0.0" y="0.0" width="185" height="162"/>
                            </view>
                        </collectionViewCell>
                    </cells>
                </collectionView>
                </subviews>
                """))
        let cell = try #require(document.allViews.first { $0.id.value == "cel" })
        #expect(cell.keyedViews.map(\.id.value) == ["cel.contentView"])
        #expect(cell.keyedViews.first?.frame?.value.width == 185)
    }

    /// Nothing can name a view without an id, but it is laid out: named after its place.
    @Test func aViewWithoutIdOutsideAKeyIsNamedAfterItsPlaceWithAWarning() throws {
        let text = DecoderTests.storyboard(
            """
            <subviews>
            <view contentMode="scaleToFill">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            </subviews>
            """)
        let document = try decode(text)
        #expect(document.scenes.first?.controller?.view?.subviews.map(\.id.value) == ["view@13:1"])
        #expect(
            document.locatedWarnings.map { "\($0.position.line):\($0.position.column): \($0.message)" } == [
                "13:1: <view> has no 'id' (Interface Builder always writes it); named 'view@13:1'"
            ])
    }

    /// Ids are unique in a document: a later view reusing one (here a sibling's, then its own
    /// parent's, which made the view tree a cycle) is renamed after its place, with a warning.
    @Test func aReusedViewIdIsRenamedWithAWarning() throws {
        let text = DecoderTests.storyboard(
            """
            <subviews>
            <view contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            <view contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            <subviews><view contentMode="scaleToFill" id="root"/></subviews></view>
            </subviews>
            """)
        let document = try decode(text)
        let root = try #require(document.scenes.first?.controller?.view)
        #expect(root.subviews.map(\.id.value) == ["v1", "view@14:1"])
        #expect(root.subviews[1].subviews.map(\.id.value) == ["view@15:11"])
        #expect(
            document.locatedWarnings.map { "\($0.position.line):\($0.position.column): \($0.message)" } == [
                "14:1: <view> reuses the id 'v1' of the view at line 13, column 1; named 'view@14:1'",
                "15:11: <view> reuses the id 'root' of the view at line 9, column 21; named 'view@15:11'",
            ])
    }

    @Test func aMacIdiomVariationIsSkippedWithAWarning() throws {
        let document = try decode(
            DecoderTests.storyboard(
                """
                <subviews>
                <label opaque="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
                    <rect key="frame" x="20" y="20" width="100" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <variation key="userInterfaceIdiom=mac">
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                    </variation>
                </label>
                </subviews>
                """))
        let label = try #require(document.allViews.first { $0.id.value == "lab" })
        #expect(label.variations.isEmpty)
        #expect(document.notUnderstood == ["<variation key=\"userInterfaceIdiom=mac\">": 1])
    }

    @Test func anIPadXIBAndItsTopLevelWindowAreRead() throws {
        let document = try decode(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch.iPad" propertyAccessControl="none">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <window opaque="NO" contentMode="scaleToFill" visibleAtLaunch="YES" resizesToFullScreen="NO" id="2">
                        <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    </window>
                </objects>
            </document>
            """)
        #expect(document.kind == .xib)
        #expect(document.objects?.views.map(\.elementName) == ["window"])
        #expect(document.objects?.views.first?.frame?.value.height == 1024)
        #expect(document.notUnderstood.isEmpty)
    }
}
