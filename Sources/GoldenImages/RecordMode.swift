/// When a golden test writes its reference files, as swift-snapshot-testing's record modes.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write goldens that do not exist yet; compare the others (the default on a workstation).
    case missing
    /// Also overwrite goldens that fail (after a deliberate change).
    case failed
    /// Overwrite every golden.
    case all
    /// Write nothing: a missing golden is a failure (the default on CI).
    case never

    /// The mode in effect: the one asked for (an option or an API argument), else
    /// `ALPREVIEW_RECORD`, else `never` on CI (`CI` set to `true` or `1`) and `missing` elsewhere.
    public static func resolve(explicit: RecordMode?, environment: [String: String]) throws -> RecordMode {
        if let explicit { return explicit }
        if let value = environment["ALPREVIEW_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw GoldenError.badRecordMode(value)
            }
            return mode
        }
        let ci = environment["CI"]?.lowercased()
        return ci == "true" || ci == "1" ? .never : .missing
    }
}

public enum GoldenError: Error, CustomStringConvertible, Equatable {
    case badRecordMode(String)
    case unreadableGolden(path: String, reason: String)

    public var description: String {
        switch self {
        case .badRecordMode(let value):
            return "ALPREVIEW_RECORD is '\(value)'; it must be missing, failed, all or never"
        case .unreadableGolden(let path, let reason):
            return "cannot read the golden \(path): \(reason)"
        }
    }
}
