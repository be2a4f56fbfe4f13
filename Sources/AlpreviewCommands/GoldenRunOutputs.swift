import AlpreviewKit
import FileOutput

/// The files a golden run writes besides its lines: the JSON results and the JUnit XML, from
/// one results document (`test` and `merge-reports` both write through here). Written together
/// or not at all.
struct GoldenRunOutputs {
    var results: String?
    var junit: String?

    func write(_ document: JSON) throws {
        var batch = OutputBatch(createsFolders: true)
        if let results { batch.add(Array((document.serialized() + "\n").utf8), to: results) }
        if let junit { batch.add(Array(JUnitReport.xml(document).utf8), to: junit) }
        if !batch.isEmpty { try batch.commit() }
    }
}
