import LayoutEngine
import SceneModel

/// A date picker in its style and mode, showing the scene's date (`PickerDate`, UTC, en_US
/// spellings) or the fixed placeholder, never the clock:
/// - wheels: a column per part of the mode (`Today | 9 | 41 | AM`, `June | 5 | 2024`,
///   `9 | 41 | AM`, `0 hours | 1 min`), the selected row in a rounded band, the others fading;
/// - compact: grey rounded capsules (`Jun 5, 2024`, `9:41 AM`) at the trailing end, centred
///   vertically;
/// - inline: the month's calendar (month and year, the arrows, the weekdays, the days, the
///   selected day circled) and, with a time, a Time row at the bottom; a time alone is drawn as
///   compact, as UIKit draws it.
/// A countdown timer has wheels only. Everything is clipped to the frame.
extension ViewPainters {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    /// A compact capsule: 34 high, its 17-point text 11 in from each end, 6 points between two.
    static let capsuleHeight = 34.0
    static let capsulePadding = 11.0
    static let capsuleGap = 6.0

    static func drawDatePicker(_ d: ViewDrawing, _ list: inout DisplayList) {
        let mode = d.spec.datePickerMode
        list.clip(d.frame)
        switch d.spec.style {
        case .compact where mode != .countDownTimer, .inline where mode == .time:
            appendCapsules(d, mode: mode, in: d.frame, to: &list)
        case .inline where mode != .countDownTimer:
            appendCalendar(d, to: &list)
        default:
            appendWheels(d, to: &list)
        }
        list.restore()
    }

    /// The date shown and whether it is the placeholder ("today": the wheels say `Today`).
    static func shownDate(_ d: ViewDrawing) -> (date: PickerDate, isToday: Bool) {
        (d.spec.date ?? .placeholder, d.spec.date == nil)
    }

    static func shortDay(_ date: PickerDate) -> String {
        "\(weekdayNames[date.weekday]) \(monthNames[date.month - 1].prefix(3)) \(date.day)"
    }

    static func timeText(_ date: PickerDate) -> String {
        let minute = date.minute < 10 ? "0\(date.minute)" : "\(date.minute)"
        return "\(twelveHour(date.hour)):\(minute) \(date.hour < 12 ? "AM" : "PM")"
    }

    static func twelveHour(_ hour: Int) -> Int { hour % 12 == 0 ? 12 : hour % 12 }

    /// The five rows of a wheel around `selected`, wrapping through `count` values from `first`.
    static func wheelRows(_ selected: Int, first: Int, count: Int, _ text: (Int) -> String) -> [String] {
        (-2...2).map { text(first + ((selected - first + $0) % count + count) % count) }
    }

    // MARK: Wheels

    static func wheelColumns(_ d: ViewDrawing) -> [(share: Double, rows: [String])] {
        let (date, isToday) = shownDate(d)
        let hours = wheelRows(twelveHour(date.hour), first: 1, count: 12) { String($0) }
        let minutes = wheelRows(date.minute, first: 0, count: 60) { $0 < 10 ? "0\($0)" : String($0) }
        let meridiem = date.hour < 12 ? ["", "", "AM", "PM", ""] : ["", "AM", "PM", "", ""]
        switch d.spec.datePickerMode {
        case .dateAndTime:
            let days = (-2...2).map { $0 == 0 && isToday ? "Today" : shortDay(date.adding(days: $0)) }
            return [(0.46, days), (0.16, hours), (0.16, minutes), (0.22, meridiem)]
        case .date:
            let months = wheelRows(date.month, first: 1, count: 12) { monthNames[$0 - 1] }
            let days = wheelRows(date.day, first: 1, count: PickerDate.days(inMonth: date.month, of: date.year)) {
                String($0)
            }
            return [(0.46, months), (0.2, days), (0.34, (-2...2).map { String(date.year + $0) })]
        case .time:
            return [(0.36, hours), (0.28, minutes), (0.36, meridiem)]
        case .countDownTimer:
            // UIKit's countdown starts at 0 hours 1 min; the rows above 0 are empty.
            return [(0.5, ["", "", "0 hours", "1", "2"]), (0.5, ["", "0", "1 min", "2", "3"])]
        }
    }

    static func appendWheels(_ d: ViewDrawing, to list: inout DisplayList) {
        let r = d.frame
        let rowHeight = wheelRowHeight
        appendSelectionBand(d, to: &list)
        var x = r.x + 8
        let width = max(r.width - 16, 0)
        for column in wheelColumns(d) {
            let cell = width * column.share
            for (index, title) in column.rows.enumerated() where !title.isEmpty {
                let offset = Double(index - 2)
                let color = offset == 0 ? d.palette.text : d.palette.secondaryText.withAlpha(1 - 0.3 * abs(offset))
                let top = d.font.lineTop(centredAt: r.midY + offset * rowHeight)
                list.text(title, font: d.font, color: color, x: x, top: top, width: cell, alignment: .center)
            }
            x += cell
        }
    }

    // MARK: Compact

    /// The capsules the mode shows, at the trailing end of `area`, centred in its height.
    static func appendCapsules(_ d: ViewDrawing, mode: DatePickerMode, in area: Rect, to list: inout DisplayList) {
        let (date, _) = shownDate(d)
        let month = monthNames[date.month - 1].prefix(3)
        let dateText = "\(month) \(date.day), \(date.year)"
        let texts: [String]
        switch mode {
        case .date: texts = [dateText]
        case .time: texts = [timeText(date)]
        default: texts = [dateText, timeText(date)]
        }
        let font = FontSpec.system(17)
        let widths = texts.map { d.textWidth($0, font) + 2 * capsulePadding }
        let total = widths.reduce(0, +) + capsuleGap * Double(texts.count - 1)
        var x = d.rightToLeft ? area.x : area.maxX - total
        // Right to left, the first capsule (the date) is the rightmost.
        let order = d.rightToLeft ? Array(zip(texts, widths).reversed()) : Array(zip(texts, widths))
        for (text, width) in order {
            let capsule = Rect(x: x, y: area.midY - capsuleHeight / 2, width: width, height: capsuleHeight)
            list.fill(capsule, d.palette.fill.withAlpha(0.12), radius: 8)
            list.text(
                text, font: font, color: d.palette.text, x: capsule.x,
                top: font.lineTop(centredAt: capsule.midY),
                width: capsule.width, alignment: .center)
            x += width + capsuleGap
        }
    }

    // MARK: Inline

    /// The calendar's rows: the month's title row, the weekdays' and each week's; a Time row.
    static let calendarHeaderHeight = 44.0
    static let calendarWeekdaysHeight = 20.0
    static let calendarRowHeight = 44.0
    static let calendarTimeRowHeight = 44.0

    static func appendCalendar(_ d: ViewDrawing, to list: inout DisplayList) {
        let r = d.frame, palette = d.palette, tint = d.tint
        let (date, isToday) = shownDate(d)
        let left = r.x + 16
        // The month and year, a chevron after them; the previous and next month's at the trailing end.
        let title = "\(monthNames[date.month - 1]) \(date.year)"
        let titleFont = FontSpec.system(17, .semibold)
        let titleTop = titleFont.lineTop(centredAt: r.y + calendarHeaderHeight / 2)
        let titleWidth = d.textWidth(title, titleFont)
        list.text(title, font: titleFont, color: palette.text, x: left, top: titleTop, width: nil)
        appendChevron(x: left + titleWidth + 10, y: r.y + calendarHeaderHeight / 2, pointing: 1, tint, &list)
        appendChevron(x: r.maxX - 56, y: r.y + calendarHeaderHeight / 2, pointing: -1, tint, &list)
        appendChevron(x: r.maxX - 20, y: r.y + calendarHeaderHeight / 2, pointing: 1, tint, &list)
        // Seven columns across the width less 8 on each side.
        let column = max(r.width - 16, 0) / 7
        let weekdaysTop = r.y + calendarHeaderHeight
        for (index, name) in weekdayNames.enumerated() {
            list.text(
                name.uppercased(), font: .system(13, .semibold), color: palette.secondaryText.withAlpha(0.3),
                x: r.x + 8 + Double(index) * column,
                top: FontSpec.system(13).lineTop(centredAt: weekdaysTop + calendarWeekdaysHeight / 2), width: column,
                alignment: .center)
        }
        let withTime = d.spec.datePickerMode == .dateAndTime
        // The Time row under the calendar's six weeks, or at the bottom of a shorter frame.
        let sixWeeks = weekdaysTop + calendarWeekdaysHeight + 6 * calendarRowHeight
        let gridBottom = withTime ? min(sixWeeks, r.maxY - calendarTimeRowHeight) : r.maxY
        list.clip(Rect(x: r.x, y: r.y, width: r.width, height: max(0, gridBottom - r.y)))
        let first = PickerDate(year: date.year, month: date.month, day: 1)
        let days = PickerDate.days(inMonth: date.month, of: date.year)
        let gridTop = weekdaysTop + calendarWeekdaysHeight
        for day in 1...days {
            let slot = first.weekday + day - 1
            let x = r.x + 8 + Double(slot % 7) * column + column / 2
            let y = gridTop + Double(slot / 7) * calendarRowHeight + calendarRowHeight / 2
            var color = palette.text
            var font = FontSpec.system(20)
            if day == date.day {
                // The placeholder is today: a solid tint circle; a document's date is selected,
                // not today: a light tint circle under the tint-coloured day.
                list.circle(x, y, min(column, calendarRowHeight) / 2 - 2, isToday ? tint : tint.withAlpha(0.12))
                color = isToday ? .white : tint
                font = .system(20, .semibold)
            }
            list.text(
                String(day), font: font, color: color, x: x - column / 2,
                top: font.lineTop(centredAt: y),
                width: column, alignment: .center)
        }
        list.restore()
        if withTime {
            let row = Rect(x: r.x, y: gridBottom, width: r.width, height: calendarTimeRowHeight)
            list.text(
                "Time", font: .system(17), color: palette.text, x: left,
                top: FontSpec.system(17).lineTop(centredAt: row.midY), width: nil)
            appendCapsules(
                d, mode: .time, in: Rect(x: row.x, y: row.y, width: row.width - 16, height: row.height), to: &list)
        }
    }

    /// A chevron around (x, y), 6 high, pointing right (1) or left (-1).
    static func appendChevron(x: Double, y: Double, pointing: Double, _ color: Color, _ list: inout DisplayList) {
        list.line(x - 2 * pointing, y - 6, x + 3 * pointing, y, color, width: 2)
        list.line(x + 3 * pointing, y, x - 2 * pointing, y + 6, color, width: 2)
    }
}
