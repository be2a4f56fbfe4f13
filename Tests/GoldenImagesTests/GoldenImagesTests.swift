import Foundation
import Testing
import TestSupport
@testable import GoldenImages
import RasterImage

/// The CIE ΔE 2000 pairs of Sharma, Wu and Dalal's test data (2005), to 4 decimals.
@Suite struct PerceptualDistanceTests {
    typealias Lab = PerceptualDistance.Lab

    @Test(arguments: [
        (Lab(l: 50, a: 2.6772, b: -79.7751), Lab(l: 50, a: 0, b: -82.7485), 2.0425),
        (Lab(l: 50, a: 3.1571, b: -77.2803), Lab(l: 50, a: 0, b: -82.7485), 2.8615),
        (Lab(l: 50, a: 2.5, b: 0), Lab(l: 50, a: 0, b: -2.5), 4.3065),
        (Lab(l: 50, a: 2.5, b: 0), Lab(l: 73, a: 25, b: -18), 27.1492),
        (Lab(l: 50, a: 2.5, b: 0), Lab(l: 50, a: 3.1736, b: 0.5854), 1.0),
        (Lab(l: 60.2574, a: -34.0099, b: 36.2677), Lab(l: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
        (Lab(l: 22.7233, a: 20.0904, b: -46.694), Lab(l: 23.0331, a: 14.973, b: -42.5619), 2.0373),
        (Lab(l: 90.9257, a: -0.5406, b: -0.9208), Lab(l: 88.6381, a: -0.8985, b: -0.7239), 1.5381),
    ])
    func sharmaPairs(_ p: Lab, _ q: Lab, _ expected: Double) {
        #expect(abs(PerceptualDistance.deltaE2000(p, q) - expected) < 0.0001)
        #expect(abs(PerceptualDistance.deltaE2000(q, p) - expected) < 0.0001)
    }

    @Test func srgbToLab() {
        let white = PerceptualDistance.lab(r: 255, g: 255, b: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let red = PerceptualDistance.lab(r: 255, g: 0, b: 0)
        #expect(abs(red.l - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01)
    }
}

@Suite struct ImageComparisonTests {
    let gray = Bitmap.opaque(128, 128, 128)

    @Test func identicalImagesMatch() {
        let image = Bitmap(width: 10, height: 10, fill: gray)
        let result = ImageComparison.compare(image, to: image, strategy: .standard)
        #expect(result.matches && result.changedPixels == 0 && result.summary == "identical")
    }

    /// One step of gray is below ΔE 2: a change, but not a visible one.
    @Test func invisibleChangesAreWithinPerceptualPrecision() {
        let reference = Bitmap(width: 10, height: 10, fill: gray)
        var image = reference
        image[3, 4] = Bitmap.opaque(129, 128, 128)
        let result = ImageComparison.compare(image, to: reference, strategy: .standard)
        #expect(result.matches && result.changedPixels == 1 && result.visiblyDifferentPixels == 0)
        #expect(!ImageComparison.compare(image, to: reference, strategy: .exact).matches)
    }

    @Test func visibleChangesFailAndAreLocated() {
        let reference = Bitmap(width: 100, height: 50, fill: gray)
        var image = reference
        for x in 10..<20 { for y in 5..<8 { image[x, y] = Bitmap.opaque(255, 0, 0) } }
        let result = ImageComparison.compare(image, to: reference, strategy: .standard)
        #expect(!result.matches)
        #expect(result.visiblyDifferentPixels == 30)
        #expect(result.differenceBounds == [10, 5, 10, 3])
        #expect(result.summary.hasPrefix("30 pixels (0.6%) look different, max ΔE "))
        #expect(result.summary.hasSuffix(", in [10, 5, 10, 3]"))
        // 99% precision tolerates 50 of 5000 pixels.
        #expect(ImageComparison.compare(image, to: reference, strategy: ComparisonStrategy(precision: 0.99)).matches)
    }

    @Test func differentSizesNeverMatch() {
        let result = ImageComparison.compare(
            Bitmap(width: 4, height: 4), to: Bitmap(width: 4, height: 5), strategy: .standard)
        #expect(!result.matches)
        #expect(result.summary == "size 4×4 differs from the golden's 4×5")
    }

    @Test func diffImageHighlightsVisibleChangesOverAFadedReference() {
        let reference = Bitmap(width: 3, height: 1, fill: Bitmap.opaque(0, 0, 0))
        var image = reference
        image[1, 0] = Bitmap.opaque(255, 255, 255)
        image[2, 0] = Bitmap.opaque(1, 0, 0)
        let diff = DiffImage.make(image, reference: reference, strategy: .standard)
        #expect(diff[0, 0] == Bitmap.opaque(200, 200, 200))  // black faded to light gray
        #expect(diff[1, 0] == Bitmap.opaque(230, 0, 126))  // visible: magenta
        #expect(diff[2, 0] == Bitmap.opaque(255, 200, 140))  // within tolerance: light orange
    }
}

@Suite struct PNGCodecTests {
    @Test func roundTripsOpaqueAndTranslucentPixels() throws {
        var opaque = Bitmap(width: 7, height: 3, fill: Bitmap.opaque(10, 20, 30))
        opaque[6, 2] = Bitmap.opaque(255, 0, 128)
        #expect(try PNGDecoder.decode(PNGEncoder.encode(opaque)) == opaque)
        var translucent = opaque
        translucent[0, 0] = 0x8040_2010  // premultiplied: alpha 128
        translucent[1, 0] = 0
        #expect(try PNGDecoder.decode(PNGEncoder.encode(translucent)) == translucent)
        // Opaque images are written as RGB (color type 2), others as RGBA (6).
        #expect(PNGEncoder.encode(opaque)[25] == 2 && PNGEncoder.encode(translucent)[25] == 6)
    }

    @Test func rejectsWhatIsNotAPNG() {
        #expect(throws: PNGDecoder.Failure.self) { try PNGDecoder.decode(Array("hello".utf8)) }
    }
}

@Suite struct RecordModeTests {
    @Test func resolution() throws {
        #expect(try RecordMode.resolve(explicit: nil, environment: [:]) == .missing)
        #expect(try RecordMode.resolve(explicit: nil, environment: ["CI": "true"]) == .never)
        #expect(
            try RecordMode.resolve(explicit: nil, environment: ["CI": "true", "ALPREVIEW_RECORD": "failed"]) == .failed)
        #expect(
            try RecordMode.resolve(explicit: .all, environment: ["CI": "true", "ALPREVIEW_RECORD": "never"]) == .all)
        #expect(throws: GoldenError.badRecordMode("sometimes")) {
            try RecordMode.resolve(explicit: nil, environment: ["ALPREVIEW_RECORD": "sometimes"])
        }
    }
}

@Suite struct GoldenStoreTests {
    func folder() -> String { TestFolder("golden-store").path }

    let image = Bitmap(width: 8, height: 8, fill: Bitmap.opaque(0, 122, 255))
    let report = "{\n  \"views\": {\n    \"Red View\": {\n      \"frame\": [16, 40, 343, 607]\n    }\n  }\n}\n"

    @Test func recordsMissingThenPasses() throws {
        let dir = folder()
        let store = GoldenStore(directory: dir + "/golden", failuresDirectory: dir + "/failures", record: .missing)
        #expect(
            try store.check(name: "a/scene.iPhone-8.portrait", image: image, report: report).outcome
                == .recorded("new golden"))
        #expect(FileManager.default.fileExists(atPath: dir + "/golden/a/scene.iPhone-8.portrait.png"))
        #expect(try store.check(name: "a/scene.iPhone-8.portrait", image: image, report: report).outcome == .passed)
    }

    @Test func neverRecordsFailsOnAMissingGolden() throws {
        let dir = folder()
        let store = GoldenStore(directory: dir, failuresDirectory: dir + "/failures", record: .never)
        let result = try store.check(name: "x", image: image, report: report)
        #expect(!result.passed)
        #expect(
            result.line
                == "FAIL   x: no golden \(dir)/x.png and \(dir)/x.json (record mode never; record with --record missing or ALPREVIEW_RECORD=missing)"
        )
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    }

    @Test func failureWritesActualReferenceAndDiff() throws {
        let dir = folder()
        _ = try GoldenStore(directory: dir, failuresDirectory: dir + "/f", record: .missing).check(
            name: "x", image: image, report: report)
        var changed = image
        changed[2, 3] = Bitmap.opaque(255, 59, 48)
        let moved = report.replacingOccurrences(of: "[16, 40, 343, 607]", with: "[16, 44, 343, 603]")
        let result = try GoldenStore(directory: dir, failuresDirectory: dir + "/f", record: .never).check(
            name: "x", image: changed, report: moved)
        #expect(!result.passed)
        #expect(
            result.reportDifference
                == "line 4 (in \"Red View\"): \"frame\": [16, 40, 343, 607] → \"frame\": [16, 44, 343, 603]")
        for suffix in ["actual.png", "reference.png", "diff.png", "actual.json"] {
            #expect(FileManager.default.fileExists(atPath: "\(dir)/f/x.\(suffix)"), "\(suffix)")
        }
        // `failed` re-records: the next check passes.
        let rerecorded = try GoldenStore(directory: dir, failuresDirectory: dir + "/f", record: .failed).check(
            name: "x", image: changed, report: moved)
        #expect(rerecorded.passed)
        #expect(
            try GoldenStore(directory: dir, failuresDirectory: dir + "/f", record: .never).check(
                name: "x", image: changed, report: moved
            ).outcome == .passed)
    }
}
