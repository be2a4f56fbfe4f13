import SourceText

/// The HTML report of a golden run (`--report DIR`): one self-contained page, `index.html`, with
/// inline CSS and script and no network, listing every configuration with its status, filters
/// by status and by text, and for each failure the reference, the actual image and the diff side
/// by side, a slider and an onion-skin overlay over the two, the explanation and the layout-report
/// diff; for a run that audits accessibility, a section per scene with each configuration's
/// findings and VoiceOver order. The images are files beside it (`images/NAME.actual.png`, …), named by `ReportImages`.
/// Written from the results document, so a merged report is the same page as an unsharded run's.
public enum HTMLReport {
    public static func page(_ document: JSON) -> String {
        let results = document["results"]?.arrayValue ?? []
        let counts = GoldenResults.counts(document)
        var html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>alpreview golden report</title>
            <style>\(style)</style>
            </head><body>
            <header><h1>alpreview golden report</h1>
            <p id="summary">\(counts.passed) passed, \(counts.failed) failed, \(counts.recorded) recorded, \(counts.stale) stale (record mode \(XMLEscaping.text(document["recordMode"]?.stringValue ?? "")))\(accessibilitySummary(document))</p>
            <nav id="filters">
            <button type="button" data-filter="all">all (\(results.count))</button>
            <button type="button" data-filter="failed" class="on">failed (\(counts.failed))</button>
            <button type="button" data-filter="recorded">recorded (\(counts.recorded))</button>
            <button type="button" data-filter="passed">passed (\(counts.passed))</button>
            <input id="search" type="search" placeholder="filter by name" aria-label="filter by name">
            </nav></header>
            <main>

            """
        for item in results {
            html += entry(item)
        }
        html += accessibility(document)
        let stale = (document["stale"]?.arrayValue ?? []).compactMap(\.stringValue)
        if !stale.isEmpty {
            html += "<section id=\"stale\"><h2>Stale goldens</h2><ul>"
            html += stale.map { "<li>\(XMLEscaping.text($0))</li>" }.joined()
            html += "</ul><p>No configuration produces them; <code>--prune</code> deletes them.</p></section>\n"
        }
        html += "</main>\n<script>\(script)</script>\n</body></html>\n"
        return html
    }

    static func entry(_ item: JSON) -> String {
        let diff = (item["reportDiff"]?.arrayValue ?? []).compactMap(\.stringValue)
        let name = item["name"]?.stringValue ?? "", status = item["status"]?.stringValue ?? ""
        var html = """
            <section class="config \(XMLEscaping.attribute(status))" data-status="\(XMLEscaping.attribute(status))" data-name="\(XMLEscaping.attribute(name))">
            <h2><span class="badge">\(XMLEscaping.text(status))</span> \(XMLEscaping.text(name))</h2>
            <p class="configuration">\(XMLEscaping.text(item["title"]?.stringValue ?? "")) · \(XMLEscaping.text(item["configuration"]?.stringValue ?? ""))</p>

            """
        guard status != "passed" else { return html + "</section>\n" }
        if let summary = item["explanation"]?["summary"]?.stringValue {
            html += "<p class=\"explanation\">\(XMLEscaping.text(summary))</p>\n"
        } else if let message = item["message"]?.stringValue {
            html += "<p class=\"explanation\">\(XMLEscaping.text(message))</p>\n"
        }
        if let location = item["location"], let file = location["file"]?.stringValue,
            let line = location["line"]?.numberValue
        {
            html += "<p class=\"location\">changed at <code>\(XMLEscaping.text(file)):\(Int(line))</code></p>\n"
        }
        if let image = item["image"]?["summary"]?.stringValue {
            html += "<p class=\"pixels\">image: \(XMLEscaping.text(image))</p>\n"
        }
        let images = ReportImages.paths(for: item).mapValues(ReportImages.url)
        if let reference = images["reference"], let actual = images["actual"], let diffImage = images["diff"] {
            html += """
                <div class="views">
                <button type="button" data-view="sides" class="on">side by side</button>
                <button type="button" data-view="slider">slider</button>
                <button type="button" data-view="onion">onion skin</button>
                </div>
                <div class="sides">
                <figure><img src="\(XMLEscaping.attribute(reference))" alt="reference"><figcaption>reference</figcaption></figure>
                <figure><img src="\(XMLEscaping.attribute(actual))" alt="actual"><figcaption>actual</figcaption></figure>
                <figure><img src="\(XMLEscaping.attribute(diffImage))" alt="diff"><figcaption>diff</figcaption></figure>
                </div>
                <div class="slider" hidden><div class="stack">
                <img src="\(XMLEscaping.attribute(reference))" alt="reference">
                <div class="over" style="width:50%"><img src="\(XMLEscaping.attribute(actual))" alt="actual"></div>
                </div><input type="range" min="0" max="100" value="50" aria-label="slider position">
                <p>actual left of the line, reference right</p></div>
                <div class="onion" hidden><div class="stack">
                <img src="\(XMLEscaping.attribute(reference))" alt="reference">
                <img class="top" src="\(XMLEscaping.attribute(actual))" alt="actual" style="opacity:0.5">
                </div><input type="range" min="0" max="100" value="50" aria-label="opacity of the actual image"></div>

                """
        } else if let actual = images["actual"] {
            html +=
                "<figure><img src=\"\(XMLEscaping.attribute(actual))\" alt=\"recorded\"><figcaption>recorded</figcaption></figure>\n"
        }
        let causes = (item["explanation"]?["causes"]?.arrayValue ?? []).compactMap { $0["text"]?.stringValue }
        let frames = item["explanation"]?["frames"]?.arrayValue ?? []
        if !frames.isEmpty || !causes.isEmpty {
            html +=
                "<table class=\"frames\"><tr><th>view</th><th>golden frame</th><th>new frame</th><th>edges</th></tr>"
            for frame in frames {
                func rect(_ key: String) -> String {
                    (frame[key]?.numbers ?? []).map(JSON.number).joined(separator: ", ")
                }
                let edges = (frame["edges"]?.objectPairs ?? []).map { edge, by in
                    "\(edge) \(GoldenExplanation.signed(by.numberValue ?? 0))"
                }
                html +=
                    "<tr><td>\(XMLEscaping.text(frame["view"]?.stringValue ?? ""))</td><td>[\(rect("golden"))]</td><td>[\(rect("actual"))]</td><td>\(XMLEscaping.text(edges.joined(separator: ", ")))</td></tr>"
            }
            html += "</table>\n"
            if !causes.isEmpty {
                html +=
                    "<ul class=\"causes\">" + causes.map { "<li>\(XMLEscaping.text($0))</li>" }.joined() + "</ul>\n"
            }
        }
        if !diff.isEmpty {
            html += "<details class=\"report-diff\"><summary>layout report diff</summary><pre>"
            html += diff.map { line in
                let kind = line.hasPrefix("-") ? "del" : line.hasPrefix("+") ? "ins" : "ctx"
                return "<span class=\"\(kind)\">\(XMLEscaping.text(line))</span>"
            }.joined(separator: "\n")
            html += "</pre></details>\n"
        }
        return html + "</section>\n"
    }

    /// `; 12 accessibility findings` after the counts, when the run audited.
    static func accessibilitySummary(_ document: JSON) -> String {
        guard let count = GoldenAccessibility.findingCount(document) else { return "" }
        let strict = GoldenAccessibility.isStrict(document) ? " (strict: they fail the run)" : ""
        return "; \(count) accessibility finding\(count == 1 ? "" : "s")\(strict)"
    }

    /// A section per audited scene: each configuration's findings as a table, then its VoiceOver order.
    static func accessibility(_ document: JSON) -> String {
        guard let scenes = document["accessibility"]?["scenes"]?.arrayValue else { return "" }
        var html = "<section id=\"accessibility\"><h2>Accessibility</h2>\n"
        for scene in scenes {
            let name = scene["scene"]?.stringValue ?? ""
            let count = Int(scene["findingCount"]?.numberValue ?? 0)
            html += """
                <section class="a11y-scene" data-name="\(XMLEscaping.attribute(name))" data-findings="\(count)">
                <h3>\(XMLEscaping.text(name)) <span class="count">\(count) finding\(count == 1 ? "" : "s")</span></h3>
                <p class="configuration">\(XMLEscaping.text(scene["title"]?.stringValue ?? "")) · <code>\(XMLEscaping.text(scene["sceneFile"]?.stringValue ?? ""))</code></p>

                """
            for configuration in scene["configurations"]?.arrayValue ?? [] {
                let place = ["device", "orientation", "direction"].map { configuration[$0]?.stringValue ?? "" }
                html += "<h4>\(XMLEscaping.text(place.joined(separator: " · ")))</h4>\n"
                let findings = configuration["findings"]?.arrayValue ?? []
                if findings.isEmpty {
                    html += "<p class=\"none\">no finding</p>\n"
                } else {
                    html +=
                        "<table class=\"findings\"><tr><th>line</th><th>rule</th><th>view</th><th>finding</th>"
                        + "<th>size</th><th>width</th><th>appearance</th></tr>"
                    for finding in findings {
                        let line = Int(finding["line"]?.numberValue ?? 0)
                        let rule = finding["rule"]?.stringValue ?? ""
                        let cells = [
                            line > 0 ? "\(line):\(Int(finding["column"]?.numberValue ?? 0))" : "", rule,
                            finding["view"]?.stringValue ?? "", finding["message"]?.stringValue ?? "",
                            finding["sizeCategory"]?.stringValue ?? "",
                            JSON.number(finding["width"]?.numberValue ?? 0) + " pt",
                            rule == "contrast" ? finding["appearance"]?.stringValue ?? "" : "",
                        ]
                        html += "<tr>" + cells.map { "<td>\(XMLEscaping.text($0))</td>" }.joined() + "</tr>"
                    }
                    html += "</table>\n"
                }
                let order = (configuration["readingOrder"]?.arrayValue ?? []).compactMap(\.stringValue)
                html +=
                    "<p class=\"reading-order\">VoiceOver order: "
                    + (order.isEmpty
                        ? "no accessible elements"
                        : order.enumerated().map { "\($0.offset + 1) \(XMLEscaping.text($0.element))" }.joined(
                            separator: ", "))
                    + "</p>\n"
            }
            html += "</section>\n"
        }
        return html + "</section>\n"
    }

    static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#222;background:#fafafa}
        [hidden]{display:none !important}
        header{position:sticky;top:0;background:#fff;border-bottom:1px solid #ddd;padding:8px 16px;z-index:1}
        h1{font-size:18px;margin:0}h2{font-size:15px;margin:0 0 4px}
        nav button,.views button{border:1px solid #bbb;background:#fff;border-radius:4px;padding:2px 8px;cursor:pointer}
        button.on{background:#333;color:#fff}
        main{padding:8px 16px}
        .config{background:#fff;border:1px solid #ddd;border-radius:6px;padding:8px 12px;margin:8px 0}
        .config.hidden{display:none}
        .badge{font-size:12px;border-radius:3px;padding:1px 6px;color:#fff;background:#2a7}
        .failed .badge{background:#c33}.recorded .badge{background:#c80}
        .configuration,.location,.pixels{color:#666;margin:2px 0}
        .explanation{font-weight:600}
        .sides{display:flex;gap:8px}
        .sides figure{flex:1 1 0;min-width:0}
        figure{margin:0}figure img{max-width:100%;border:1px solid #ccc;display:block}
        .stack{position:relative;display:inline-block;width:600px;max-width:100%}
        .stack img{width:600px;max-width:none;display:block}
        .stack .over{position:absolute;top:0;left:0;bottom:0;overflow:hidden;border-right:2px solid #c33}
        .stack .top{position:absolute;top:0;left:0}
        input[type=range]{display:block;width:300px}
        table.frames{border-collapse:collapse;margin:6px 0}table.frames td,table.frames th{border:1px solid #ddd;padding:2px 6px}
        pre{background:#f4f4f4;padding:6px;overflow:auto}.del{color:#a00}.ins{color:#070}
        #accessibility>h2{margin:16px 0 4px}
        .a11y-scene{background:#fff;border:1px solid #ddd;border-radius:6px;padding:8px 12px;margin:8px 0}
        .a11y-scene h3{font-size:15px;margin:0 0 4px}.a11y-scene h4{font-size:13px;margin:8px 0 4px}
        .a11y-scene .count{font-size:12px;border-radius:3px;padding:1px 6px;color:#fff;background:#a3c}
        .a11y-scene[data-findings="0"] .count{background:#2a7}
        table.findings{border-collapse:collapse;margin:4px 0}table.findings td,table.findings th{border:1px solid #ddd;padding:2px 6px;text-align:left}
        .reading-order,.none{color:#555;margin:4px 0}
        """

    /// Filters, views and ranges; the state each control sets is kept on the DOM
    /// (`data-filter`, `data-position`, `data-opacity`), where the browser test reads it.
    static let script = """
        (function(){
        var sections=[].slice.call(document.querySelectorAll('.config'));
        var filter='failed',query='';
        function apply(){sections.forEach(function(s){
          var show=(filter==='all'||s.dataset.status===filter)&&s.dataset.name.indexOf(query)>=0;
          s.classList.toggle('hidden',!show);});
          document.body.dataset.filter=filter;
          document.body.dataset.shown=sections.filter(function(s){return !s.classList.contains('hidden');}).length;}
        [].forEach.call(document.querySelectorAll('#filters button'),function(b){b.addEventListener('click',function(){
          filter=b.dataset.filter;[].forEach.call(document.querySelectorAll('#filters button'),function(o){o.classList.toggle('on',o===b);});apply();});});
        document.getElementById('search').addEventListener('input',function(e){query=e.target.value;apply();});
        sections.forEach(function(s){
          [].forEach.call(s.querySelectorAll('.views button'),function(b){b.addEventListener('click',function(){
            ['sides','slider','onion'].forEach(function(v){var d=s.querySelector('.'+v);if(d)d.hidden=v!==b.dataset.view;});
            [].forEach.call(s.querySelectorAll('.views button'),function(o){o.classList.toggle('on',o===b);});
            s.dataset.view=b.dataset.view;});});
          var slider=s.querySelector('.slider input');
          if(slider){slider.addEventListener('input',function(){s.querySelector('.over').style.width=slider.value+'%';s.dataset.position=slider.value;});}
          var onion=s.querySelector('.onion input');
          if(onion){onion.addEventListener('input',function(){s.querySelector('.onion .top').style.opacity=onion.value/100;s.dataset.opacity=onion.value;});}
        });
        if(!sections.some(function(s){return s.dataset.status==='failed';}))filter='all';
        [].forEach.call(document.querySelectorAll('#filters button'),function(o){o.classList.toggle('on',o.dataset.filter===filter);});
        apply();
        // A link can open the report at a state: #filter=all&view=slider&position=80&opacity=30
        // (the first failure's view and ranges), as the browser test does.
        var state={};location.hash.slice(1).split('&').forEach(function(p){var kv=p.split('=');if(kv[0])state[kv[0]]=decodeURIComponent(kv[1]||'');});
        function click(el){if(el)el.dispatchEvent(new MouseEvent('click',{bubbles:true}));}
        function slide(el,v){if(el&&v!==undefined){el.value=v;el.dispatchEvent(new Event('input',{bubbles:true}));}}
        if(state.filter)click(document.querySelector('#filters button[data-filter="'+state.filter+'"]'));
        var first=document.querySelector('.config.failed');
        if(first){
          if(state.view)click(first.querySelector('.views button[data-view="'+state.view+'"]'));
          slide(first.querySelector('.slider input'),state.position);
          slide(first.querySelector('.onion input'),state.opacity);}
        window.addEventListener('load',function(){
          var imgs=[].slice.call(document.images);
          document.body.dataset.imagesLoaded=imgs.filter(function(i){return i.complete&&i.naturalWidth>0;}).length+'/'+imgs.length;});
        })();
        """
}
