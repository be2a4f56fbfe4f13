import Foundation

/// The annotation marks as the placer makes them, in order, for the stripes that paint them
/// meanwhile: placing a screen's marks and painting them take about as long, and the stripes
/// need not wait for the last mark to paint the first. A mark is painted after those before
/// it, as from the whole list: the same pixels.
final class MarkStream: @unchecked Sendable {
    // Unchecked: every variable is read and written under `condition`.
    private let condition = NSCondition()
    private var marks: [AnnotationMark] = []
    private var finished = false
    /// The count of marks that wakes the stripes waiting (`Int.max`: none waits): a stripe that
    /// caught up waits for `readTogether` new marks, not the next few, so that it sleeps and
    /// wakes a few times a frame rather than at every `publish`.
    private var wakeAt = Int.max
    static let readTogether = 32

    /// A stream still to be written (`publish`, then `finish`).
    init() {}

    /// A stream of `marks`, all written already.
    init(finished marks: [AnnotationMark]) {
        self.marks = marks
        finished = true
    }

    func publish(_ new: [AnnotationMark]) {
        guard !new.isEmpty else { return }
        condition.lock()
        marks += new
        if marks.count >= wakeAt {
            wakeAt = .max
            condition.broadcast()
        }
        condition.unlock()
    }

    func finish() {
        condition.lock()
        finished = true
        wakeAt = .max
        condition.broadcast()
        condition.unlock()
    }

    /// The marks after the first `count`, once there are some (`readTogether` of them, or the
    /// rest when the stream is finished); empty once the stream is finished and all were read.
    func marks(after count: Int) -> [AnnotationMark] {
        condition.lock()
        defer { condition.unlock() }
        if marks.count <= count {
            while marks.count < count + Self.readTogether && !finished {
                wakeAt = min(wakeAt, count + Self.readTogether)
                condition.wait()
            }
        }
        return marks.count > count ? Array(marks[count...]) : []
    }

    /// The count of marks a waiting stripe waits for, if one waits (for the tests).
    var waitedFor: Int? {
        condition.lock()
        defer { condition.unlock() }
        return wakeAt == .max ? nil : wakeAt
    }

    /// Every mark, once the stream is finished.
    var all: [AnnotationMark] {
        condition.lock()
        defer { condition.unlock() }
        while !finished { condition.wait() }
        return marks
    }
}

/// Stripes to be painted, each by whichever thread takes it first: a worker thread as soon as
/// one runs, else the thread that placed the marks once it is done. No thread waits for a stripe
/// nobody has taken, so a busy thread pool delays the painting but cannot stop it.
final class StripeClaims: @unchecked Sendable {
    // Unchecked: every variable is read and written under `condition`.
    private let condition = NSCondition()
    private var claimed: [Bool]
    private var done = 0

    init(count: Int) { claimed = [Bool](repeating: false, count: count) }

    /// The first stripe nobody has taken, now the caller's; nil when all are taken.
    func claimNext() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard let i = claimed.firstIndex(of: false) else { return nil }
        claimed[i] = true
        return i
    }

    func finished() {
        condition.lock()
        done += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Runs `step` until every stripe is painted; when it finds nothing to do (false), waits
    /// for another stripe to be painted first (which may make work).
    func whileUnfinished(_ step: () -> Bool) {
        condition.lock()
        while done < claimed.count {
            let seen = done
            condition.unlock()
            let worked = step()
            condition.lock()
            if !worked { while done == seen { condition.wait() } }
        }
        condition.unlock()
    }

    /// Waits until every stripe is painted (each claimed: the taker paints it to the end).
    func waitForAll() {
        condition.lock()
        while done < claimed.count { condition.wait() }
        condition.unlock()
    }
}
