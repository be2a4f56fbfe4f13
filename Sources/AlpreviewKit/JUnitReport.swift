import SourceText

/// The JUnit XML of a golden run (`--junit FILE`), written from the results document: a
/// `testsuite` per scene, a `testcase` per configuration (`classname` the scene, `name` the
/// configuration part of the golden name), a `failure` whose message is the one-line
/// explanation, and the diff image attached by the `[[ATTACHMENT|path]]` convention (Jenkins,
/// GitLab) in the test case's `system-out`. A recorded golden is a failure too: recording fails
/// the run, as in swift-snapshot-testing. A run that audits accessibility adds a testcase
/// `accessibility` to each scene's suite, its findings in `system-out`, or in a `failure` when
/// the run is strict (as `--strict` fails the run on them). No times or host names: the same
/// results give the same bytes, and merged shards give what one run gives.
public enum JUnitReport {
    public static func xml(_ document: JSON) -> String {
        let results = document["results"]?.arrayValue ?? []
        var scenes: [(String, [JSON])] = []
        for result in results {
            let scene = result["scene"]?.stringValue ?? ""
            if scenes.last?.0 == scene {
                scenes[scenes.count - 1].1.append(result)
            } else {
                scenes.append((scene, [result]))
            }
        }
        // A scene audited without a configuration in the results still has its suite.
        let audits = Dictionary(GoldenAccessibility.findingLines(document), uniquingKeysWith: { a, _ in a })
        for scene in audits.keys.sorted() where !scenes.contains(where: { $0.0 == scene }) {
            scenes.append((scene, []))
        }
        let strict = GoldenAccessibility.isStrict(document)
        func failures(_ items: [JSON]) -> Int { items.filter { $0["status"]?.stringValue != "passed" }.count }
        func auditFailures(_ scene: String) -> Int { strict && !(audits[scene] ?? []).isEmpty ? 1 : 0 }
        let tests = results.count + audits.count
        let failed = failures(results) + audits.keys.map(auditFailures).reduce(0, +)
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out += #"<testsuites name="alpreview test" tests="\#(tests)" failures="\#(failed)" errors="0">"# + "\n"
        for (index, (scene, items)) in scenes.enumerated() {
            let audit = audits[scene]
            let count = items.count + (audit == nil ? 0 : 1)
            out +=
                #"  <testsuite name="\#(XMLEscaping.attribute(scene))" tests="\#(count)" failures="\#(failures(items) + auditFailures(scene))" errors="0" skipped="0" id="\#(index)">"#
                + "\n"
            for item in items {
                out += testCase(item, scene: scene)
            }
            if let audit { out += accessibilityCase(audit, scene: scene, strict: strict) }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    static func testCase(_ item: JSON, scene: String) -> String {
        let name = item["name"]?.stringValue ?? ""
        let short = name.hasPrefix(scene + ".") ? String(name.dropFirst(scene.count + 1)) : name
        // Only the attributes of the JUnit schema (Jenkins' junit-10.xsd): no `file`, which
        // strict readers refuse; the scene file is in the failure's text.
        let attributes = #"classname="\#(XMLEscaping.attribute(scene))" name="\#(XMLEscaping.attribute(short))""#
        let status = item["status"]?.stringValue ?? ""
        guard status != "passed" else { return "    <testcase \(attributes)/>\n" }
        let message = item["explanation"]?["summary"]?.stringValue ?? item["message"]?.stringValue ?? status
        var body = [item["line"]?.stringValue ?? "", "configuration: " + (item["configuration"]?.stringValue ?? "")]
        if let file = item["sceneFile"]?.stringValue { body.append("scene file: \(file)") }
        if let location = item["location"], let file = location["file"]?.stringValue,
            let line = location["line"]?.numberValue
        {
            body.append("changed at: \(file):\(Int(line))")
        }
        let type = status == "recorded" ? "recorded" : "golden mismatch"
        var out = "    <testcase \(attributes)>\n"
        out +=
            #"      <failure message="\#(XMLEscaping.attribute(message))" type="\#(type)">\#(XMLEscaping.text(body.joined(separator: "\n")))</failure>"#
            + "\n"
        if let diff = item["files"]?["diff"]?.stringValue {
            out += "      <system-out>[[ATTACHMENT|\(XMLEscaping.text(diff))]]</system-out>\n"
        }
        return out + "    </testcase>\n"
    }

    /// A scene's accessibility findings: a failure when the run is strict, else its output.
    static func accessibilityCase(_ lines: [String], scene: String, strict: Bool) -> String {
        let attributes = #"classname="\#(XMLEscaping.attribute(scene))" name="accessibility""#
        guard !lines.isEmpty else { return "    <testcase \(attributes)/>\n" }
        let text = XMLEscaping.text(lines.joined(separator: "\n"))
        let count = lines.count == 1 ? "1 accessibility finding" : "\(lines.count) accessibility findings"
        var out = "    <testcase \(attributes)>\n"
        if strict {
            out += #"      <failure message="\#(count)" type="accessibility">\#(text)</failure>"# + "\n"
        } else {
            out += "      <system-out>\(count) (not failures without --strict)\n\(text)</system-out>\n"
        }
        return out + "    </testcase>\n"
    }
}
