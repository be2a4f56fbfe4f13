import AlpreviewKit
import FileInput
import FileOutput

/// The files a golden run writes besides its lines: the JSON results, the JUnit XML and the HTML
/// report folder (`index.html`, `results.json` for `merge-reports`, the images), all from one
/// results document (`test` and `merge-reports` both write through here). Written together or
/// not at all.
struct GoldenRunOutputs {
    var results: String?
    var junit: String?
    var report: String?

    /// `imageSource` says where a configuration's report image (`reference`, `actual`, `diff`) is now.
    func write(_ document: JSON, imageSource: (_ item: JSON, _ kind: String) -> String?) throws {
        var batch = OutputBatch(createsFolders: true)
        let json = Array((document.serialized() + "\n").utf8)
        if let results { batch.add(json, to: results) }
        if let junit { batch.add(Array(JUnitReport.xml(document).utf8), to: junit) }
        if let report {
            batch.add(Array(HTMLReport.page(document).utf8), to: report + "/index.html")
            batch.add(json, to: report + "/results.json")
            for item in document["results"]?.arrayValue ?? [] {
                for (kind, path) in ReportImages.paths(for: item) {
                    guard let source = imageSource(item, kind) else { continue }
                    batch.add(
                        try InputFile.read(source, limit: 256 << 20, followingLinks: false), to: report + "/" + path)
                }
            }
        }
        if !batch.isEmpty { try batch.commit() }
    }
}
