/// The date and time a date picker shows, to the minute, in UTC: the document's, or a fixed
/// placeholder, never the clock, so that a drawing is the same bytes on every run. Computed with
/// whole days from 1970-01-01 (the proleptic Gregorian calendar), without Foundation's calendars.
public struct PickerDate: Equatable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int

    /// What a picker shows when the document gives no date: Wednesday 5 June 2024, 9:41 AM
    /// (Interface Builder shows the day it draws on; a fixed day keeps the drawing reproducible).
    public static let placeholder = PickerDate(year: 2024, month: 6, day: 5, hour: 9, minute: 41)

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        self.year = year; self.month = month; self.day = day; self.hour = hour; self.minute = minute
    }

    /// Interface Builder's `<date timeIntervalSinceReferenceDate=…>`: seconds from 2001-01-01
    /// 00:00 UTC; nil when out of the years 1–9999.
    public init?(secondsSinceReferenceDate seconds: Double) {
        let fromEpoch = seconds + 978_307_200
        guard fromEpoch.isFinite, abs(fromEpoch) < 2.5e11 else { return nil }
        let minutes = Int((fromEpoch / 60).rounded(.down))
        let days = Int((Double(minutes) / 1440).rounded(.down))
        let inDay = minutes - days * 1440
        self.init(daysSinceEpoch: days, hour: inDay / 60, minute: inDay % 60)
        guard (1...9999).contains(year) else { return nil }
    }

    /// A scene file's spelling: `2014-09-24 18:04` or `2014-09-24` (midnight).
    public init?(text: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard (1...2).contains(parts.count) else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        let time =
            parts.count == 2
            ? parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) } : [0, 0]
        guard date.count == 3, time.count == 2, let year = date[0], let month = date[1], let day = date[2],
            let hour = time[0], let minute = time[1], (1...9999).contains(year), (1...12).contains(month),
            (1...Self.days(inMonth: month, of: year)).contains(day), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    /// `2014-09-24 18:04`.
    public var text: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let year = String(year)
        return "\(String(repeating: "0", count: max(0, 4 - year.count)))\(year)-\(two(month))-\(two(day)) "
            + "\(two(hour)):\(two(minute))"
    }

    /// Days from 1970-01-01 (Howard Hinnant's days_from_civil).
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01 at `hour`:`minute` (civil_from_days).
    public init(daysSinceEpoch days: Int, hour: Int = 0, minute: Int = 0) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(
            year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: dayOfYear - (153 * mp + 2) / 5 + 1,
            hour: hour, minute: minute)
    }

    /// 0 for Sunday to 6 for Saturday (1970-01-01 was a Thursday).
    public var weekday: Int { ((daysSinceEpoch % 7) + 11) % 7 }

    public func adding(days: Int) -> PickerDate {
        PickerDate(daysSinceEpoch: daysSinceEpoch + days, hour: hour, minute: minute)
    }

    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
