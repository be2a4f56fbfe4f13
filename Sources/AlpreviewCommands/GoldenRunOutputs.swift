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

    /// `imageSource` says where a configuration's report image (`reference`, `actual`, `diff`) is now;
    /// `writtenAt` where a file of the outputs is written now (the failures folder being built
    /// aside, for one that goes in it).
    func write(
        _ document: JSON, imageSource: (_ item: JSON, _ kind: String) -> String?,
        writtenAt: (String) -> String = { $0 }
    ) throws {
        var batch = OutputBatch(createsFolders: true)
        let json = Array((document.serialized() + "\n").utf8)
        if let results { batch.add(json, to: writtenAt(results)) }
        if let junit { batch.add(Array(JUnitReport.xml(document).utf8), to: writtenAt(junit)) }
        if let report {
            batch.add(Array(HTMLReport.page(document).utf8), to: writtenAt(report + "/index.html"))
            batch.add(json, to: writtenAt(report + "/results.json"))
            for item in document["results"]?.arrayValue ?? [] {
                for (kind, path) in ReportImages.paths(for: item) {
                    guard let source = imageSource(item, kind) else { continue }
                    batch.add(
                        try InputFile.read(source, limit: 256 << 20, followingLinks: false),
                        to: writtenAt(report + "/" + path))
                }
            }
        }
        if !batch.isEmpty { try batch.commit() }
    }
}
