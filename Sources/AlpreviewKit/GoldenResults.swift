import GoldenImages

/// The machine-readable results of a golden run (`--results FILE.json`): one entry per
/// configuration, sorted by golden name, with its status, message, explanation, comparison and
/// failure images; the stale goldens; a summary. The JUnit file and the HTML report are written
/// from this document, and `merge-reports` merges shards' documents into the one an unsharded
/// run writes (the entries are sorted by name so that the order does not depend on the shards).
public enum GoldenResults {
    /// Bumped when a key changes meaning; `merge-reports` refuses other versions.
    public static let version = 1

    /// `accessibility`: the section of a run that audits its scenes (`GoldenAccessibility`).
    public static func document(
        checks: [GoldenCheck], stale: [String], recordMode: String, accessibility: JSON? = nil
    ) -> JSON {
        document(results: checks.map(entry), stale: stale, recordMode: recordMode, accessibility: accessibility)
    }

    static func document(results: [JSON], stale: [String], recordMode: String, accessibility: JSON? = nil) -> JSON {
        let sorted = results.sorted { ($0["name"]?.stringValue ?? "") < ($1["name"]?.stringValue ?? "") }
        func count(_ status: String) -> Double {
            Double(sorted.filter { $0["status"]?.stringValue == status }.count)
        }
        return .object(
            [
                ("version", .number(Double(version))),
                ("recordMode", .string(recordMode)),
                (
                    "summary",
                    .object([
                        ("total", .number(Double(sorted.count))), ("passed", .number(count("passed"))),
                        ("failed", .number(count("failed"))), ("recorded", .number(count("recorded"))),
                        ("stale", .number(Double(stale.count))),
                    ])
                ),
                ("results", .array(sorted)),
                ("stale", .array(stale.sorted().map { .string($0) })),
            ] + (accessibility.map { [("accessibility", $0)] } ?? []))
    }

    /// One configuration's entry.
    static func entry(_ check: GoldenCheck) -> JSON {
        let result = check.result
        let (status, message): (String, JSON)
        switch result.outcome {
        case .passed: (status, message) = ("passed", .null)
        case .recorded(let why): (status, message) = ("recorded", .string(why))
        case .failed(let why): (status, message) = ("failed", .string(why))
        }
        let location: JSON =
            check.location.map {
                .object([
                    ("file", .string($0.file)), ("line", .number(Double($0.line))),
                    ("column", .number(Double($0.column))),
                ])
            } ?? .null
        let comparison: JSON =
            result.comparison.map { c in
                .object([
                    ("matches", .bool(c.matches)), ("summary", .string(c.summary)),
                    ("changedPixels", .number(Double(c.changedPixels))),
                    ("visiblyDifferentPixels", .number(Double(c.visiblyDifferentPixels))),
                    ("maximumDeltaE", .number(c.maximumDeltaE)),
                    ("differenceBounds", c.differenceBounds.map { .array($0.map { .number(Double($0)) }) } ?? .null),
                ])
            } ?? .null
        let files: [(String, JSON)] = ["actual", "reference", "diff", "actualReport"].compactMap { key in
            result.failureFiles[key].map { (key, .string($0)) }
        }
        return .object([
            ("name", .string(result.name)), ("scene", .string(check.scene)), ("title", .string(check.title)),
            ("configuration", .string(check.configuration)), ("sceneFile", check.sceneFile.map(JSON.string) ?? .null),
            ("status", .string(status)), ("message", message), ("line", .string(result.line)),
            ("explanation", check.explanation.map(\.json) ?? .null),
            ("reportDifference", result.reportDifference.map(JSON.string) ?? .null), ("location", location),
            ("image", comparison), ("files", .object(files)),
            ("reportDiff", .array(check.reportDiff.map { .string($0) })),
        ])
    }

    public struct MergeError: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    /// Shards' documents as one: every entry once (a name in two shards is an error: the shards
    /// were not of one run), the stale goldens that every shard found (each shard sees every
    /// configuration's name, so they agree), the record mode if they agree.
    public static func merge(_ documents: [(source: String, document: JSON)]) throws -> JSON {
        var results: [JSON] = [], seen: [String: String] = [:], stale: Set<String> = [], modes: Set<String> = []
        var audits: [JSON] = []
        for (source, document) in documents {
            guard document["version"]?.numberValue == Double(version), let entries = document["results"]?.arrayValue
            else {
                throw MergeError(description: "\(source): not the results of alpreview test (version \(version))")
            }
            for entry in entries {
                let name = entry["name"]?.stringValue ?? ""
                if let other = seen[name] {
                    throw MergeError(
                        description: "\(name) is in both \(other) and \(source): merge the shards of one run")
                }
                seen[name] = source
                results.append(entry)
            }
            stale.formUnion((document["stale"]?.arrayValue ?? []).compactMap(\.stringValue))
            modes.insert(document["recordMode"]?.stringValue ?? "")
            if let audit = document["accessibility"] { audits.append(audit) }
        }
        return document(
            results: results, stale: Array(stale), recordMode: modes.count == 1 ? modes.first! : "mixed",
            accessibility: GoldenAccessibility.merge(audits))
    }

    /// `passed, failed, recorded, stale` of a document.
    public static func counts(_ document: JSON) -> (passed: Int, failed: Int, recorded: Int, stale: Int) {
        func n(_ key: String) -> Int { Int(document["summary"]?[key]?.numberValue ?? 0) }
        return (n("passed"), n("failed"), n("recorded"), n("stale"))
    }
}
