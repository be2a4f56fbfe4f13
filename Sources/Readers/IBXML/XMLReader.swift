import FileInput

/// Reads an XML file into an `XMLTree`, safely: UTF-8 (or UTF-16 with a byte order mark, read
/// as UTF-8), no DTD (a `<!DOCTYPE` or
/// `<!ENTITY` is refused, so no external entity is ever fetched and no entity can expand),
/// the five predefined entities and numeric references only, bounded size and depth, linear
/// time. Malformed XML is a located `XMLReadError`. docs/interface-builder.md, "Reading the XML".
public enum XMLReader {
    /// The bytes of a file named `file` (the name is used in messages only).
    public static func read(bytes: [UInt8], file: String) throws(XMLReadError) -> XMLTree {
        guard bytes.count <= XMLLimits.maximumBytes else {
            throw XMLReadError("larger than \(ByteCount.text(XMLLimits.maximumBytes))", file: file, at: .wholeFile)
        }
        var bytes = bytes
        var encodings = XMLScanner.utf8Names
        switch UTF16Transcoding.transcode(bytes) {
        case .notUTF16:
            break
        case .utf8(let utf8):
            bytes = utf8
            encodings.formUnion(XMLScanner.utf16Names)
        case .invalid(let prefix, let message):
            var scanner = XMLScanner(bytes: prefix, file: file, start: 0)
            scanner.advance(prefix.count)
            throw scanner.error(message)
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var scanner = XMLScanner(bytes: bytes, file: file, start: start)
        scanner.declarableEncodings = encodings
        if let problem = UTF8Check.firstProblem(in: bytes, from: start) {
            scanner.advance(problem.index - start)
            throw scanner.error(problem.message)
        }
        let root = try scanner.readDocument()
        return XMLTree(root: root, file: file, bytes: bytes, lineStarts: scanner.lineStarts)
    }

    /// A file on disk, at most `XMLLimits.maximumBytes`; only a regular file is opened.
    public static func read(contentsOf path: String) throws(XMLReadError) -> XMLTree {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: XMLLimits.maximumBytes)
        } catch {
            throw XMLReadError(error.description, file: path, at: .wholeFile)
        }
        return try read(bytes: bytes, file: path)
    }
}
