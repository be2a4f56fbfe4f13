import SceneModel
import Testing

/// A date picker's date: Interface Builder's seconds from 2001 in UTC, the scene file's
/// spelling, weekdays and days across months, without the clock or a calendar library.
@Suite struct PickerDateTests {
    /// The corpus's HomeKit date, `<!--2014-09-24 18:04:28 +0000-->`: a Wednesday.
    @Test func interfaceBuildersSecondsAreUTC() throws {
        let date = try #require(PickerDate(secondsSinceReferenceDate: 433_274_668.253537))
        #expect(date == PickerDate(year: 2014, month: 9, day: 24, hour: 18, minute: 4))
        #expect(date.text == "2014-09-24 18:04" && date.weekday == 3)
        #expect(PickerDate(secondsSinceReferenceDate: 0) == PickerDate(year: 2001, month: 1, day: 1))
        #expect(PickerDate(secondsSinceReferenceDate: -1)?.text == "2000-12-31 23:59")
        #expect(PickerDate(secondsSinceReferenceDate: 1e300) == nil)
        #expect(PickerDate(secondsSinceReferenceDate: .nan) == nil)
    }

    @Test func theSceneFilesSpelling() {
        #expect(PickerDate(text: "2024-02-29 09:41") == PickerDate(year: 2024, month: 2, day: 29, hour: 9, minute: 41))
        #expect(PickerDate(text: "2024-06-05") == PickerDate(year: 2024, month: 6, day: 5))
        for bad in ["2023-02-29", "2024-13-01", "2024-06-05 24:00", "2024-06-05 9", "June 5", ""] {
            #expect(PickerDate(text: bad) == nil, "\(bad)")
        }
    }

    /// The placeholder is Wednesday 5 June 2024; days run across months and years.
    @Test func weekdaysAndDays() {
        #expect(PickerDate.placeholder.weekday == 3 && PickerDate.placeholder.text == "2024-06-05 09:41")
        #expect(PickerDate(year: 1970, month: 1, day: 1).weekday == 4)
        #expect(PickerDate(year: 2024, month: 12, day: 30).adding(days: 3).text == "2025-01-02 00:00")
        #expect(PickerDate(year: 2024, month: 3, day: 1).adding(days: -1).day == 29)
    }
}
