"""The watch page in headless Chromium, driven over the DevTools protocol (--remote-debugging-pipe):
starts `alpreview watch` on a copy of a Sample, opens the page, checks its panels, drags the width
slider of a panel with mouse events, saves the scene (by rename, as editors do), saves an error
and fixes it, and takes a screenshot. Checks the DOM at each step; prints the slider's input-to-image
times and the save-to-page times. Exit 0 when every check holds.

    python3 scripts/watch_browser_check.py [--binary .build/debug/alpreview] [--sample NAME] [--screenshot FILE]
"""
import argparse
import base64
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Browser:
    """Chromium with the DevTools protocol on file descriptors 3 (commands) and 4 (replies)."""

    def __init__(self, profile):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()

        def descriptors():
            os.dup2(to_chrome_r, 3)
            os.dup2(from_chrome_w, 4)

        executable = shutil.which("chromium") or shutil.which("chromium-browser")
        if not executable:
            raise SystemExit("chromium is not installed (make deps installs it)")
        self.process = subprocess.Popen(
            [executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--no-first-run", "--no-default-browser-check", "--user-data-dir=" + profile,
             "--window-size=1400,1000", "about:blank"],
            preexec_fn=descriptors, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.next_id = 0
        self.buffer = b""
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_chrome, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def open(self, url):
        target = self.send("Target.createTarget", {"url": url}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)[
            "sessionId"]

    def eval(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait(self, expression, timeout=20, what=None):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.eval(expression)
            if value:
                return value
            time.sleep(0.005)
        raise AssertionError(f"timed out waiting for {what or expression}")

    def mouse(self, kind, x, y):
        self.send("Input.dispatchMouseEvent",
                  {"type": kind, "x": x, "y": y, "button": "left", "buttons": 1 if kind != "mouseReleased" else 0,
                   "clickCount": 1})

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


IMAGES_LOADED = "[...document.querySelectorAll('figure img')].every(i => i.complete && i.naturalWidth > 0)"


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/debug/alpreview"))
    parser.add_argument("--sample", default="two-views-with-complex-widths")
    parser.add_argument("--screenshot")
    parser.add_argument("--saves", type=int, default=5, help="saves timed for save-to-page")
    args = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="alpreview-browser-")
    scene_path = os.path.join(folder, "scene.yaml")
    original = open(os.path.join(ROOT, "Samples", args.sample + ".yaml")).read()
    images = os.path.join(ROOT, "Samples", "images")
    if os.path.isdir(images):
        shutil.copytree(images, os.path.join(folder, "images"))
    with open(scene_path, "w") as f:
        f.write(original)

    def save(text):
        temporary = os.path.join(folder, ".scene.yaml.tmp")
        with open(temporary, "w") as f:
            f.write(text)
        os.rename(temporary, scene_path)

    server = subprocess.Popen([args.binary, "watch", scene_path, "--port", "0"], stderr=subprocess.PIPE, text=True)
    browser = None
    try:
        line = server.stderr.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        check(match, f"alpreview watch did not start: {line}")
        url = match.group(0)
        browser = Browser(os.path.join(folder, "profile"))
        browser.open(url)
        browser.wait("document.querySelectorAll('figure').length > 0", what="the panels")
        browser.wait(IMAGES_LOADED, what="the first images")
        state = json.loads(browser.eval("fetch('/state').then(r => r.text())"))
        configurations = state["scenes"][0]["configurations"]
        figures = browser.eval("[...document.querySelectorAll('figure figcaption')].map(c => c.textContent)")
        check(figures == [c["summary"] for c in configurations], f"panels {figures} != {configurations}")
        print(f"page: {len(figures)} panels: " + "; ".join(figures))

        # Hover: the first view of the first panel is outlined and its constraints are said in words.
        target = browser.eval("""(async () => {
            const img = document.querySelector('figure img');
            const map = await (await fetch(img.dataset.url.replace('/image?', '/hover?'))).json();
            const r = img.getBoundingClientRect(), ratio = img.naturalWidth / img.clientWidth;
            const center = (b) => [b[0] + b[2] / 2, b[1] + b[3] / 2];
            const covers = (b, p) => p[0] >= b[0] && p[1] >= b[1] && p[0] <= b[0] + b[2] && p[1] <= b[1] + b[3];
            // A view whose center is on no smaller view and no constraint mark: the one the page picks there.
            const view = map.views.find(v => v.box[2] > 0 && v.box[3] > 0 && !map.marks.some(m => covers(m.box, center(v.box)))
                && !map.views.some(o => o !== v && covers(o.box, center(v.box)) && o.box[2] * o.box[3] < v.box[2] * v.box[3]));
            const p = center(view.box);
            return [r.x + p[0] / ratio, r.y + p[1] / ratio, view.name];
        })()""")
        browser.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": target[0], "y": target[1]})
        tip = browser.wait("(() => { const t = document.getElementById('hover');"
                           " return t.style.display === 'block' && t.textContent; })()", what="the hover text")
        check(tip.startswith(target[2]) and "should be" in tip, f"hover text: {tip}")
        check(browser.eval("document.querySelector('figure .highlight').style.display") == "block", "no outline")
        print(f"hover: {target[2]} outlined; {len(tip.splitlines()) - 1} constraints in words")

        # Select the first panel, then drag the slider from its left end to the right.
        first = browser.eval("(() => { const r = document.querySelector('figure').getBoundingClientRect();"
                             " return [r.x + r.width / 2, r.y + 20]; })()")
        browser.mouse("mousePressed", *first)
        browser.mouse("mouseReleased", *first)
        browser.wait("document.querySelector('figure').classList.contains('selected')", what="selection")
        device_width = float(browser.eval("document.querySelector('figure').dataset.width"))
        before = browser.eval("document.querySelector('figure img').naturalWidth")
        box = browser.eval("(() => { const r = document.getElementById('width').getBoundingClientRect();"
                           " return [r.x, r.y + r.height / 2, r.width]; })()")
        x0, y, span = box
        browser.mouse("mousePressed", x0 + span * 0.10, y)
        for step in range(1, 31):
            browser.mouse("mouseMoved", x0 + span * (0.10 + 0.02 * step), y)
            time.sleep(0.03)
        browser.mouse("mouseReleased", x0 + span * 0.70, y)
        final = float(browser.eval("document.getElementById('width').value"))
        browser.wait(f"document.body.dataset.sliderWidth == '{int(final)}' && {IMAGES_LOADED}", what="the last width")
        after = browser.eval("document.querySelector('figure img').naturalWidth")
        # At 1x the panel grows by exactly the width added.
        check(after - before == round(final - device_width),
              f"image {before} -> {after} px for width {device_width} -> {final}")
        # The width bar: the selected panel's regimes across the slider, from the server's sweep.
        regimes = int(browser.wait("document.body.dataset.regimes", timeout=60, what="the width bar"))
        marks = browser.eval("document.querySelectorAll('#widthBar span').length")
        check(regimes > 0 and marks >= regimes, f"width bar: {regimes} regimes, {marks} marks")
        print(f"width bar: {regimes} regimes, {marks - regimes} breakpoints")
        latencies = browser.eval("window.alpreview.latencies")
        check(len(latencies) > 0, "no slider latency recorded")
        check(browser.eval("document.querySelector('figure').classList.contains('selected')"), "selection lost")
        # The request's own share (sent to last byte received), from the page's resource timing.
        requests = browser.eval("performance.getEntriesByType('resource').filter(e => e.name.includes('width='))"
                                ".map(e => e.responseEnd - e.requestStart)")
        print(f"slider: {len(latencies)} images for 30 moves to {final:g} pt; input to image median "
              f"{statistics.median(latencies):.1f} ms, max {max(latencies):.1f} ms; HTTP request median "
              f"{statistics.median(requests):.1f} ms")

        # Saves: the page updates in place; scroll and selection stay.
        browser.eval("window.scrollTo(0, 40)")
        scroll = browser.eval("window.scrollY")
        times = []
        for n in range(args.saves):
            generation = int(browser.eval("document.body.dataset.generation"))
            updates = browser.eval("window.alpreview.updates")
            changed = original.replace("+ 20.0", f"+ {21 + n}.0") if "+ 20.0" in original else original + f"\n# {n}\n"
            start = time.monotonic()
            save(changed)
            browser.wait(f"Number(document.body.dataset.generation) > {generation} && "
                         f"window.alpreview.updates > {updates} && {IMAGES_LOADED}", what="the page update")
            times.append((time.monotonic() - start) * 1000)
        check(browser.eval("window.scrollY") == scroll, "the scroll position moved")
        check(browser.eval("document.querySelector('figure').classList.contains('selected')"), "selection lost")
        print(f"save to page: {len(times)} saves, median {statistics.median(times):.1f} ms, max {max(times):.1f} ms")

        # A bad save: the located error over the last good images; a good save clears it.
        images_before = browser.eval("[...document.querySelectorAll('figure img')].map(i => i.src)")
        save(original.replace("views:", "views:\n  Broken: {backgrund: red}", 1))
        error = browser.wait("(() => { const e = document.querySelector('pre.error');"
                             " return !e.hidden && e.textContent; })()", what="the error")
        check("scene.yaml:" in error and "^" in error and "backgrund" in error, f"error text: {error}")
        check(browser.eval("[...document.querySelectorAll('figure img')].map(i => i.src)") == images_before,
              "the last good images were replaced")
        save(original)
        browser.wait("document.querySelector('pre.error').hidden", what="the error to clear")
        print("error: shown with its caret over the last good images, cleared by the next good save")

        browser.wait("document.body.dataset.regimes", timeout=60, what="the width bar after the saves")
        shot = base64.b64decode(browser.send("Page.captureScreenshot", {"format": "png"})["data"])
        check(shot[:4] == b"\x89PNG" and len(shot) > 10000, "screenshot")
        if args.screenshot:
            with open(args.screenshot, "wb") as f:
                f.write(shot)
        print(f"screenshot: {len(shot)} bytes")
        return 0
    except AssertionError as failure:
        print(f"FAILED: {failure}", file=sys.stderr)
        return 1
    finally:
        if browser:
            browser.close()
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
