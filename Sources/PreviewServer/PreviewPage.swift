/// The one page `alpreview watch` serves: every configuration of every watched scene, updated in
/// place when the server says the files changed (Server-Sent Events on /events), so the scroll
/// position and the selected panel stay. A file with an error shows it, caret and all, over its
/// last good images. The width slider re-lays out the selected panel (one request in flight; the
/// latest value wins) and records each input-to-image time in `window.alpreview.latencies`.
enum PreviewPage {
    static let html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>alpreview watch</title>
        <style>
        body { font: 13px system-ui, sans-serif; margin: 0; background: #ececec; color: #222; }
        header { position: sticky; top: 0; z-index: 2; background: #fafafa; border-bottom: 1px solid #ccc;
          padding: 6px 12px; display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
        header label { display: flex; gap: 4px; align-items: center; }
        #status { margin-left: auto; color: #666; }
        section { position: relative; margin: 12px; }
        h2 { font-size: 15px; margin: 4px 0; } h2 small { font-weight: normal; color: #777; }
        .panels { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { position: relative; margin: 0; padding: 4px; border: 2px solid transparent; border-radius: 6px;
          cursor: pointer; }
        .highlight { position: absolute; pointer-events: none; border: 2px solid #ff2d92;
          background: rgba(255, 45, 146, 0.12); display: none; }
        #hover { position: fixed; z-index: 3; max-width: 520px; pointer-events: none; display: none; padding: 6px 8px;
          background: #222; color: #fff; border-radius: 4px; white-space: pre-wrap; font-size: 12px; }
        figure.selected { border-color: #2f7bf5; background: #e3edfd; }
        figure img { display: block; }
        figcaption { color: #555; margin-top: 2px; }
        .slider { display: flex; flex-direction: column; gap: 2px; }
        .slider input { width: 300px; margin: 0; }
        /* The thumb's centre travels 8 px in from each end of the range (a 16 px thumb, Chromium's
           and Firefox's), so the bar spans that travel and a tick lies under the thumb at its width. */
        #widthBar { position: relative; width: 284px; margin: 0 8px; height: 8px; background: #ddd;
          border-radius: 2px; }
        #widthBar span { position: absolute; top: 0; bottom: 0; }
        #widthBar .regime { background: #b9cdf0; } #widthBar .regime.odd { background: #8fb0e8; }
        #widthBar .regime.notLinear { background-image: repeating-linear-gradient(45deg, transparent 0 3px,
          rgba(255, 255, 255, 0.6) 3px 5px); }
        #widthBar .breakpoint { width: 2px; margin-left: -1px; background: #1a4fb8; }
        pre.error { position: absolute; z-index: 1; top: 28px; left: 0; right: 0; margin: 0; padding: 10px;
          background: rgba(255, 240, 240, 0.94); border: 1px solid #d33; color: #900; white-space: pre-wrap;
          font: 12px ui-monospace, monospace; }
        </style></head>
        <body>
        <header>
          <strong>alpreview watch</strong>
          <label>device <select id="device"><option value="">scene's</option></select></label>
          <label>orientation <select id="orientation"><option value="">scene's</option>
            <option>portrait</option><option>landscape</option><option>both</option></select></label>
          <label>size <select id="category"><option value="">scene's</option></select></label>
          <label>direction <select id="direction"><option value="">scene's</option>
            <option>ltr</option><option>rtl</option></select></label>
          <label>theme <select id="theme"><option>light</option><option>dark</option></select></label>
          <label><input type="checkbox" id="annotate" checked> annotations</label>
          <label>width <span class="slider"><input type="range" id="width" min="\(Int(PreviewSession.sliderWidths.from))"
            max="\(Int(PreviewSession.sliderWidths.to))" step="1" disabled><span id="widthBar"
            title="the selected panel's regimes across the slider"></span></span>
            <output id="widthValue">–</output></label>
          <button id="resetWidth" disabled>device width</button>
          <span id="status">connecting…</span>
        </header>
        <main id="scenes"></main>
        <div id="hover"></div>
        <script>
        "use strict";
        const $ = (id) => document.getElementById(id);
        const state = { generation: -1, selected: null, width: null, loading: false, wanted: null, started: 0 };
        window.alpreview = { latencies: [], updates: 0, lastUpdate: 0 };
        const controls = ["device", "orientation", "category", "direction", "theme"];

        function query() {
          const q = new URLSearchParams();
          for (const c of controls) if ($(c).value) q.set(c, $(c).value);
          q.set("annotate", $("annotate").checked ? "1" : "0");
          return q;
        }

        function imageURL(scene, config, version, width) {
          const q = query();
          q.set("scene", scene); q.set("config", config); q.set("v", version);
          if (width) q.set("width", width);
          return "/image?" + q.toString();
        }

        function fillOptions(select, values) {
          if (select.dataset.filled) return;
          for (const v of values) { const o = document.createElement("option"); o.textContent = v; select.appendChild(o); }
          select.dataset.filled = "1";
        }

        async function refresh() {
          const response = await fetch("/state?" + query().toString());
          const s = await response.json();
          fillOptions($("device"), s.devices);
          fillOptions($("category"), s.sizeCategories);
          const main = $("scenes");
          const seen = new Set();
          for (const scene of s.scenes) {
            const key = "scene-" + scene.id;
            seen.add(key);
            let section = $(key);
            if (!section) {
              section = document.createElement("section"); section.id = key;
              section.innerHTML = "<h2></h2><pre class='error' hidden></pre><div class='panels'></div>";
              main.appendChild(section);
            }
            section.querySelector("h2").innerHTML = "";
            section.querySelector("h2").append(scene.title + " ");
            const file = document.createElement("small"); file.textContent = scene.file;
            section.querySelector("h2").appendChild(file);
            const error = section.querySelector("pre.error");
            error.hidden = scene.error === null;
            error.textContent = scene.error || "";
            const panels = section.querySelector(".panels");
            const configs = new Set();
            for (const c of scene.configurations) {
              const id = key + "-" + c.index;
              configs.add(id);
              let figure = $(id);
              if (!figure) {
                figure = document.createElement("figure"); figure.id = id;
                figure.dataset.scene = scene.id; figure.dataset.config = c.index;
                figure.innerHTML = "<img alt=''><div class='highlight'></div><figcaption></figcaption>";
                figure.onclick = () => select(figure);
                figure.querySelector("img").addEventListener("mousemove", (event) => hover(figure, event));
                figure.querySelector("img").addEventListener("mouseleave", () => hover(figure, null));
                panels.appendChild(figure);
              }
              figure.dataset.width = c.width;
              figure.dataset.version = scene.version;
              figure.querySelector("figcaption").textContent = c.summary;
              const selected = state.selected === id;
              const url = imageURL(scene.id, c.index, scene.version, selected ? state.width : null);
              const img = figure.querySelector("img");
              if (img.dataset.url !== url) {
                img.dataset.url = url;
                img.onload = () => { window.alpreview.updates++; window.alpreview.lastUpdate = Date.now(); };
                img.src = url;
              }
            }
            for (const figure of [...panels.children]) if (!configs.has(figure.id)) figure.remove();
          }
          for (const section of [...main.children]) if (!seen.has(section.id)) section.remove();
          if (state.selected && !$(state.selected)) select(null);
          else if (state.selected) drawWidthBar($(state.selected));
          state.generation = s.generation;
          document.body.dataset.generation = s.generation;
          $("status").textContent = "generation " + s.generation + " · " + new Date().toLocaleTimeString();
        }

        function select(figure) {
          for (const f of document.querySelectorAll("figure.selected")) f.classList.remove("selected");
          state.selected = figure ? figure.id : null;
          state.width = null;
          $("width").disabled = !figure; $("resetWidth").disabled = !figure;
          if (figure) {
            figure.classList.add("selected");
            $("width").value = figure.dataset.width; $("widthValue").textContent = figure.dataset.width;
          }
          drawWidthBar(figure);
        }

        // The width bar: the selected panel's regimes across the slider's range (a sweep of its
        // widths on the server), each breakpoint a tick; a hatched regime has a view that is not
        // linear in the width there.
        async function drawWidthBar(figure) {
          const bar = $("widthBar");
          if (!figure) { bar.replaceChildren(); delete document.body.dataset.regimes; return; }
          const q = query();
          q.set("scene", figure.dataset.scene); q.set("config", figure.dataset.config); q.set("v", figure.dataset.version);
          const response = await fetch("/regimes?" + q.toString());
          if (!response.ok || state.selected !== figure.id) return;
          const data = await response.json();
          const span = data.to - data.from;
          const at = (w) => (100 * (w - data.from) / span) + "%";
          const marks = [];
          data.regimes.forEach((r, i) => {
            const e = document.createElement("span");
            e.className = "regime" + (i % 2 ? " odd" : "") + (r.notLinear.length ? " notLinear" : "");
            e.style.left = at(r.from); e.style.width = (100 * (r.to - r.from) / span) + "%";
            e.title = "width " + r.from + "…" + r.to + ": " + r.linear.length + " of " + r.views + " views linear"
              + (r.notLinear.length ? " (not: " + r.notLinear.join(", ") + ")" : "");
            marks.push(e);
          });
          for (const b of data.breakpoints) {
            const e = document.createElement("span");
            e.className = "breakpoint"; e.style.left = at(b.width);
            e.title = "breakpoint at width " + b.width + ": " + b.changes.join("; ");
            marks.push(e);
          }
          bar.replaceChildren(...marks);
          document.body.dataset.regimes = data.regimes.length;
        }

        function requestWidth() {
          const figure = $(state.selected);
          if (!figure || state.loading || state.wanted === null) return;
          const width = state.wanted, started = state.started;
          state.wanted = null; state.loading = true;
          const img = figure.querySelector("img");
          const url = imageURL(figure.dataset.scene, figure.dataset.config, figure.dataset.version, width);
          img.onload = img.onerror = () => {
            state.loading = false;
            window.alpreview.latencies.push(performance.now() - started);
            document.body.dataset.sliderWidth = width;
            requestWidth();
          };
          img.dataset.url = url;
          img.src = url;
        }

        // Hover: the view or constraint mark under the pointer, outlined, with its constraints in words.
        const hoverMaps = new Map();
        async function hoverMap(url) {
          const key = url.replace("/image?", "/hover?");
          if (!hoverMaps.has(key)) {
            if (hoverMaps.size > 32) hoverMaps.clear();
            hoverMaps.set(key, fetch(key).then(r => r.ok ? r.json() : { views: [], marks: [] }));
          }
          return hoverMaps.get(key);
        }
        function inside(box, x, y) { return x >= box[0] && y >= box[1] && x <= box[0] + box[2] && y <= box[1] + box[3]; }
        function smallest(items, x, y) {
          let best = null;
          for (const item of items) if (inside(item.box, x, y) && (!best || item.box[2] * item.box[3] < best.box[2] * best.box[3])) best = item;
          return best;
        }
        async function hover(figure, event) {
          const tip = $("hover"), box = figure.querySelector(".highlight"), img = figure.querySelector("img");
          if (!event) { tip.style.display = "none"; box.style.display = "none"; return; }
          const map = await hoverMap(img.dataset.url);
          const ratio = img.naturalWidth / img.clientWidth;
          const x = event.offsetX * ratio, y = event.offsetY * ratio;
          const mark = smallest(map.marks, x, y), view = mark ? null : smallest(map.views, x, y);
          const found = mark || view;
          if (!found) { tip.style.display = "none"; box.style.display = "none"; return; }
          box.style.left = (img.offsetLeft + found.box[0] / ratio) + "px";
          box.style.top = (img.offsetTop + found.box[1] / ratio) + "px";
          box.style.width = (found.box[2] / ratio) + "px"; box.style.height = (found.box[3] / ratio) + "px";
          box.style.display = "block";
          tip.textContent = mark ? mark.sentence
            : view.name + (view.constraints.length ? "\\n" + view.constraints.join("\\n") : "\\n(no constraint of its own)");
          tip.style.left = (event.clientX + 14) + "px"; tip.style.top = (event.clientY + 14) + "px";
          tip.style.display = "block";
          document.body.dataset.hover = found.name || found.constraint;
        }

        $("width").addEventListener("input", (event) => {
          state.width = event.target.value; $("widthValue").textContent = state.width;
          state.wanted = state.width; state.started = performance.now();
          requestWidth();
        });
        $("resetWidth").onclick = () => { const f = $(state.selected); select(f); refresh(); };
        for (const c of controls) $(c).addEventListener("change", refresh);
        $("annotate").addEventListener("change", refresh);

        function connect() {
          const events = new EventSource("/events");
          events.onmessage = (message) => { if (Number(message.data) !== state.generation) refresh(); };
          events.onopen = () => refresh();
          events.onerror = () => { $("status").textContent = "reconnecting…"; };
        }
        connect();
        </script>
        </body></html>
        """
}
