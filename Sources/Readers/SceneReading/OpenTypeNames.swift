import SceneModel

/// What a TrueType or OpenType font file says it is: its family, PostScript name, weight and
/// slant, read from its `name` and `OS/2` tables (the OpenType specification,
/// <https://learn.microsoft.com/en-us/typography/opentype/spec/name> and `os2`). Only these
/// tables are read, each bounds-checked: a file that is not such a font gives nil.
public struct OpenTypeNames: Equatable, Sendable {
    /// The typographic family (name 16), else the family (name 1): what fontconfig matches.
    public var family: String
    /// The PostScript name (name 6), which a storyboard's `<fontDescription name>` gives.
    public var postScriptName: String
    public var weight: FontSpec.Weight
    public var italic: Bool
    /// Its ascender and line height (`hhea` ascender, descender and line gap over the em of
    /// `head`), as UIFont's `ascender` and `lineHeight` are; nil when the tables lack them.
    public var lineMetrics: FontLineMetrics?

    public init(
        family: String, postScriptName: String, weight: FontSpec.Weight, italic: Bool,
        lineMetrics: FontLineMetrics? = nil
    ) {
        self.family = family; self.postScriptName = postScriptName; self.weight = weight; self.italic = italic
        self.lineMetrics = lineMetrics
    }

    /// The names of the font in `bytes`, nil unless it is a single TrueType or OpenType font
    /// (not a collection) with a family and a PostScript name.
    public static func read(_ bytes: [UInt8]) -> OpenTypeNames? { read(BigEndian(bytes), at: 0) }

    /// The most faces of a collection read.
    static let maximumFaces = 64

    /// The fonts of a font file: the one of a TrueType or OpenType font, or each face of a
    /// TrueType collection (`.ttc`: a `ttcf` header and the offset of each face's table directory,
    /// <https://learn.microsoft.com/en-us/typography/opentype/spec/otff#font-collections>) that
    /// has a family and a PostScript name; none for anything else.
    public static func readAll(_ bytes: [UInt8]) -> [OpenTypeNames] {
        let reader = BigEndian(bytes)
        guard reader.u32(0) == 0x7474_6366 else { return read(reader, at: 0).map { [$0] } ?? [] }
        guard let count = reader.u32(8) else { return [] }
        return (0..<min(Int(count), Self.maximumFaces)).compactMap { face in
            reader.u32(12 + 4 * face).flatMap { read(reader, at: Int($0)) }
        }
    }

    /// The font whose table directory starts at `start` (its tables' offsets are the file's).
    private static func read(_ reader: BigEndian, at start: Int) -> OpenTypeNames? {
        let bytes = reader.bytes
        guard let version = reader.u32(start), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
            let tableCount = reader.u16(start + 4), tableCount <= 512
        else { return nil }
        var tables: [String: Range<Int>] = [:]
        for index in 0..<Int(tableCount) {
            let record = start + 12 + 16 * index
            guard let tag = reader.u32(record), let offset = reader.u32(record + 8),
                let length = reader.u32(record + 12),
                Int(offset) + Int(length) <= bytes.count
            else { return nil }
            let name = String(decoding: withUnsafeBytes(of: tag.bigEndian) { Array($0) }, as: UTF8.self)
            tables[name] = Int(offset)..<(Int(offset) + Int(length))
        }
        guard let nameTable = tables["name"], let names = names(reader, in: nameTable),
            let family = names[16] ?? names[1], let postScript = names[6], !family.isEmpty, !postScript.isEmpty
        else { return nil }
        var weight = FontSpec.Weight.regular
        var italic = false
        if let os2 = tables["OS/2"], os2.count >= 64, let weightClass = reader.u16(os2.lowerBound + 4),
            let selection = reader.u16(os2.lowerBound + 62)
        {
            weight = Self.weight(ofClass: Int(weightClass))
            italic = selection & 1 != 0
        }
        var lineMetrics: FontLineMetrics?
        if let head = tables["head"], head.count >= 54, let em = reader.u16(head.lowerBound + 18), em >= 16,
            let hhea = tables["hhea"], hhea.count >= 36, let ascender = reader.u16(hhea.lowerBound + 4),
            let descender = reader.u16(hhea.lowerBound + 6), let gap = reader.u16(hhea.lowerBound + 8)
        {
            let (a, d, g) = (
                Double(Int16(bitPattern: ascender)), Double(Int16(bitPattern: descender)),
                Double(Int16(bitPattern: gap))
            )
            let lineHeight = (a - d + max(0, g)) / Double(em)
            // A line of at most 4 ems (fonts have about 1.2): a table past it is not believed.
            if a > 0, lineHeight > 0, lineHeight <= 4, a / Double(em) <= lineHeight {
                lineMetrics = FontLineMetrics(ascender: a / Double(em), lineHeight: lineHeight)
            }
        }
        return OpenTypeNames(
            family: family, postScriptName: postScript, weight: weight, italic: italic, lineMetrics: lineMetrics)
    }

    /// CSS's and OpenType's weight classes (100 thin … 900 black) as UIKit's weights.
    static func weight(ofClass weightClass: Int) -> FontSpec.Weight {
        switch weightClass {
        case ..<150: return .thin
        case ..<250: return .ultraLight
        case ..<350: return .light
        case ..<450: return .regular
        case ..<550: return .medium
        case ..<650: return .semibold
        case ..<750: return .bold
        case ..<850: return .heavy
        default: return .black
        }
    }

    /// Names 1, 6 and 16 of a `name` table: Windows Unicode English (US) first, else Macintosh
    /// Roman, else any Unicode record.
    static func names(_ reader: BigEndian, in table: Range<Int>) -> [Int: String]? {
        guard let count = reader.u16(table.lowerBound + 2), let storage = reader.u16(table.lowerBound + 4) else {
            return nil
        }
        var found: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<Int(count) {
            let record = table.lowerBound + 6 + 12 * index
            guard let platform = reader.u16(record), let encoding = reader.u16(record + 2),
                let language = reader.u16(record + 4), let nameID = reader.u16(record + 6),
                let length = reader.u16(record + 8), let offset = reader.u16(record + 10)
            else { return nil }
            guard [1, 6, 16].contains(nameID) else { continue }
            let start = table.lowerBound + Int(storage) + Int(offset)
            guard start + Int(length) <= min(table.upperBound, reader.bytes.count) else { continue }
            let raw = Array(reader.bytes[start..<(start + Int(length))])
            let rank: Int, text: String
            switch (platform, encoding) {
            case (3, 1), (3, 10), (0, _):
                rank = platform == 3 && language == 0x409 ? 0 : 2
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                text = String(decoding: units, as: UTF16.self)
            case (1, 0):
                rank = 1
                text = String(decoding: raw.filter { $0 < 0x80 }, as: UTF8.self)
            default: continue
            }
            if let known = found[Int(nameID)], known.rank <= rank { continue }
            found[Int(nameID)] = (rank, text)
        }
        return found.mapValues(\.text)
    }

    /// Big-endian integers at byte offsets, nil past the end.
    struct BigEndian {
        let bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func u16(_ offset: Int) -> UInt16? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        }

        func u32(_ offset: Int) -> UInt32? {
            guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
            return UInt32(high) << 16 | UInt32(low)
        }
    }
}
