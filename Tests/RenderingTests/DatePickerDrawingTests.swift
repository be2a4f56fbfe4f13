import LayoutEngine
import SceneModel
import Testing

@testable import Rendering

/// A date picker draws its mode in its style (wheels, compact capsules, inline calendar) with
/// the scene's date, else the fixed placeholder (Wednesday 5 June 2024, 9:41 AM).
@Suite struct DatePickerDrawingTests {
    /// A picker at its 320 × 216 from (0, 100) on an iPhone 8, its items drawn with texts 8
    /// points a character wide.
    static func items(_ keys: String) throws -> [DisplayItem] {
        let layout = try ControlItems.solve(
            yaml: """
                devices: [iPhone 8]
                views: {Picker: {type: datePicker, \(keys)}}
                constraints: [Picker.Left = Superview.Left, Picker.Top = Superview.Top + 100]
                """)
        let picker = try #require(layout.view(named: "Picker"))
        #expect(picker.rootFrame == Rect(x: 0, y: 100, width: 320, height: 216))
        return ControlItems.items(of: picker, in: layout) { text, _ in 8 * Double(text.count) }
    }

    static func fills(_ items: [DisplayItem]) -> [Rect] {
        items.compactMap { if case .fill(.rect(let rect, _)) = $0.paint { rect } else { nil } }
    }

    /// Date mode: month, day and year columns (46, 20 and 34 % of the 304 points inside),
    /// the document's 24 September 2014 in the band, the rows 34 apart around y 208.
    @Test func dateWheelsShowTheDocumentsDate() throws {
        let texts = ControlItems.texts(try Self.items("mode: date, date: 2014-09-24 18:04"))
        #expect(
            texts.map(\.0) == [
                "July", "August", "September", "October", "November", "22", "23", "24", "25", "26", "2012", "2013",
                "2014", "2015", "2016",
            ])
        #expect(texts.prefix(5).map(\.4) == [140, 174, 208, 242, 276])
        #expect(texts.map(\.3).allSatisfy { $0 == 20 })
        let columns = [texts[0], texts[5], texts[10]].map { [$0.1, $0.2 ?? -1].map { ($0 * 100).rounded() / 100 } }
        #expect(columns == [[8, 139.84], [147.84, 60.8], [208.64, 103.36]])
    }

    /// Date and time with a document's date: its weekday and month instead of "Today", the
    /// hour on the 12-hour clock, PM in the band and AM above it.
    @Test func dateAndTimeWheelsSayTheDay() throws {
        let texts = ControlItems.texts(try Self.items("date: 2014-09-24 18:04"))
        #expect(
            texts.map(\.0) == [
                "Mon Sep 22", "Tue Sep 23", "Wed Sep 24", "Thu Sep 25", "Fri Sep 26", "4", "5", "6", "7", "8", "02",
                "03", "04", "05", "06", "AM", "PM",
            ])
        #expect(texts.suffix(2).map(\.4) == [174, 208])
    }

    /// Compact: a capsule per part, 34 high around the middle, its text 11 in from each end, 6
    /// between two, at the trailing end: 118 and 78 wide for "Sep 24, 2014" and "6:04 PM".
    @Test func compactCapsulesAreAtTheTrailingEnd() throws {
        let items = try Self.items("style: compact, date: 2014-09-24 18:04")
        #expect(
            Self.fills(items) == [
                Rect(x: 118, y: 191, width: 118, height: 34), Rect(x: 242, y: 191, width: 78, height: 34),
            ])
        let texts = ControlItems.texts(items)
        #expect(texts.map(\.0) == ["Sep 24, 2014", "6:04 PM"])
        #expect(texts.map(\.1) == [118, 242] && texts.map(\.3) == [17, 17] && texts.map(\.4) == [208, 208])
        // A time alone, the placeholder's, in the inline style as in the compact one.
        let time = try Self.items("style: inline, mode: time")
        #expect(Self.fills(time) == [Rect(x: 242, y: 191, width: 78, height: 34)])
        #expect(ControlItems.texts(time).map(\.0) == ["9:41 AM"])
    }

    /// Inline, date only: June 2024's calendar; 1 June is a Saturday, so the placeholder's 5th is
    /// in the second week's Wednesday column: a solid tint circle around (160, 230), the day white.
    @Test func inlineDrawsTheMonth() throws {
        let items = try Self.items("style: inline, mode: date")
        let texts = ControlItems.texts(items)
        #expect(texts.first?.0 == "June 2024" && texts.first?.1 == 16)
        #expect(texts[1...7].map(\.0) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(texts.dropFirst(8).map(\.0) == (1...30).map(String.init))
        // The 1st in the Saturday column: 8 + 6.5 columns of 304 / 7.
        #expect(texts[8].1 == 8 + 6 * 304 / 7.0 && texts[8].4 == 186)
        let circle = try #require(
            items.first { if case .fill(.circle) = $0.paint { true } else { false } })
        guard case .fill(.circle(let center, let radius)) = circle.paint else { return }
        #expect(abs(center.x - 160) < 1e-9 && center.y == 230 && abs(radius - (304 / 14.0 - 2)) < 1e-9)
        #expect(circle.color == Palette.light.tint)
        let five = try #require(items.first { if case .text(let t) = $0.paint { t.string == "5" } else { false } })
        #expect(five.color == .white)
    }

    /// Inline with a time: the Time row at the bottom of the 216-point frame (shorter than the six
    /// weeks), its capsule 16 in from the trailing end; September 2014 starts on a Monday.
    @Test func inlineWithATimeEndsWithTheTimeRow() throws {
        let items = try Self.items("style: inline, date: 2014-09-24 18:04")
        let texts = ControlItems.texts(items)
        #expect(texts.first?.0 == "September 2014" && texts[8].0 == "1" && abs(texts[8].1 - (8 + 304 / 7.0)) < 1e-9)
        #expect(texts.suffix(2).map(\.0) == ["Time", "6:04 PM"] && texts.suffix(2).map(\.4) == [294, 294])
        #expect(Self.fills(items) == [Rect(x: 226, y: 277, width: 78, height: 34)])
    }

    /// A storyboard's picker: `datePickerMode`, `style` (none written: automatic, compact from
    /// Xcode 12's build 17000, wheels before), the `<date>` in UTC; a countdown has wheels only.
    @Test(arguments: [
        ("22155", "datePickerMode=\"date\"", ControlStyle?.some(.compact), DatePickerMode.date),
        ("14490", "datePickerMode=\"date\"", nil, .date),
        ("22155", "style=\"inline\"", .inline, .dateAndTime),
        ("22155", "datePickerMode=\"time\" style=\"wheels\"", nil, .time),
        ("22155", "datePickerMode=\"countDownTimer\" style=\"compact\"", nil, .countDownTimer),
    ])
    func aStoryboardsPickerIsRead(tools: String, attributes: String, style: ControlStyle?, mode: DatePickerMode) throws
    {
        let layout = try ControlItems.solve(
            xml: ControlItems.xib(
                tools: tools,
                """
                <datePicker contentMode="scaleToFill" \(attributes) id="DPK-aa-aaa">
                    <rect key="frame" x="0.0" y="100" width="320" height="216"/>
                    <date key="date" timeIntervalSinceReferenceDate="433274668.253537">
                        <!--2014-09-24 18:04:28 +0000-->
                    </date>
                </datePicker>
                """))
        let picker = try #require(layout.view(id: ViewID("DPK-aa-aaa")))
        #expect(picker.spec.style == style && picker.spec.datePickerMode == mode)
        #expect(picker.spec.date?.text == "2014-09-24 18:04")
        #expect(picker.spec.intrinsicSize == nil && picker.rootFrame == Rect(x: 0, y: 100, width: 320, height: 216))
    }
}
