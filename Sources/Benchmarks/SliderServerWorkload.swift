import Dispatch
import Foundation
import PreviewServer
import Readers
import SceneModel

/// The server's whole part of one step of the `watch` page's width slider: what
/// `PreviewSession.image` does between the request and the response's bytes (the slider's layout
/// session moved one point, the drawing at 1x, the PNG, the image cache), as the page asks for it
/// (`annotate=1` by default, light theme; `annotate=0` with the annotations off). Each drag starts
/// with a new session, as a page does: the configuration drawn at its own width first (the page's
/// first image), then one step at that width (the slider's session made), then `steps` steps
/// timed, one point each, wider or narrower (a slider is dragged both ways, and a drawing kept
/// from a wider width serves narrower ones). Seconds per step, wall and CPU (every thread's: on a
/// shared machine it says more than the wall), each the median of every step of `drags` drags.
enum SliderServerWorkload {
    static let drags = 3
    static let steps = 100

    static func median(file: String, annotated: Bool, step: Double, drags: Int = drags) throws -> (
        wall: Double, cpu: Double
    ) {
        var times: [(wall: Double, cpu: Double)] = []
        for _ in 0..<drags {
            times += try drag(file: file, annotated: annotated, step: step)
        }
        return (times.map(\.wall).sorted()[times.count / 2], times.map(\.cpu).sorted()[times.count / 2])
    }

    /// Reports the rows of `file`: `FILE slider step server[ annotated][ narrower][ cpu]`; with
    /// `SLIDER_ONLY="ANNOTATED STEP"` in the environment (`true -1.0`), that way alone, for a profiler.
    static func report(file: String, drags: Int = drags) throws {
        for annotated in [false, true] {
            for step in [1.0, -1] {
                if let only = ProcessInfo.processInfo.environment["SLIDER_ONLY"], only != "\(annotated) \(step)" {
                    continue
                }
                let name = "\(file) slider step server\(annotated ? " annotated" : "")\(step < 0 ? " narrower" : "")"
                let (wall, cpu) = try median(file: file, annotated: annotated, step: step, drags: drags)
                Benchmarks.report(name, wall)
                Benchmarks.report("\(name) cpu", cpu)
            }
        }
    }

    /// The seconds of each step of one drag from the configuration's own width, `step` points a
    /// step, wall and CPU.
    static func drag(file: String, annotated: Bool, step size: Double) throws -> [(wall: Double, cpu: Double)] {
        try wait {
            let scene = try SceneInput.read(path: file)
            let session = PreviewSession(files: { [file] }, loader: { _ in [scene] }, describe: { "\($0)" })
            await session.refresh()
            var choice = PreviewChoice()
            choice.annotated = annotated
            guard let first = try await session.image(scene: 0, configuration: 0, choice) else { return [] }
            valueSink += Double(first.count)
            let base = choice.configurations(of: scene)[0].size.width.rounded()
            var times: [(wall: Double, cpu: Double)] = []
            for step in 0...steps {
                choice.width = base + size * Double(step)
                var bytes: [UInt8]?
                let start = DispatchTime.now().uptimeNanoseconds
                let cpu = try await Timing.cpuSeconds {
                    bytes = try await session.image(scene: 0, configuration: 0, choice)
                }
                let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                valueSink += Double(bytes?.count ?? 0)
                // Step 0 makes the slider's layout session: not a step of the drag.
                if step > 0 { times.append((wall, cpu)) }
            }
            return times
        }
    }

    /// Runs `body` on Swift concurrency and waits for it (the benchmark's main code is not async).
    static func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        nonisolated(unsafe) var result: Result<T, Error>?
        let done = DispatchSemaphore(value: 0)
        Task {
            do { result = .success(try await body()) } catch { result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try result!.get()
    }
}
