import SourceText

/// The JUnit XML of a golden run (`--junit FILE`), written from the results document: a
/// `testsuite` per scene, a `testcase` per configuration (`classname` the scene, `name` the
/// configuration part of the golden name), a `failure` whose message is the one-line
/// explanation, and the diff image attached by the `[[ATTACHMENT|path]]` convention (Jenkins,
/// GitLab) in the test case's `system-out`. A recorded golden is a failure too: recording fails
/// the run, as in swift-snapshot-testing. No times or host names: the same results give the
/// same bytes, and merged shards give what one run gives.
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
        func failures(_ items: [JSON]) -> Int { items.filter { $0["status"]?.stringValue != "passed" }.count }
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out +=
            #"<testsuites name="alpreview test" tests="\#(results.count)" failures="\#(failures(results))" errors="0">"#
            + "\n"
        for (index, (scene, items)) in scenes.enumerated() {
            out +=
                #"  <testsuite name="\#(XMLEscaping.attribute(scene))" tests="\#(items.count)" failures="\#(failures(items))" errors="0" skipped="0" id="\#(index)">"#
                + "\n"
            for item in items {
                out += testCase(item, scene: scene)
            }
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
}
