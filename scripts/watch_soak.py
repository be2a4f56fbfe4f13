"""A scripted edit loop against `alpreview watch`: saves a Sample again and again (by rename, with a
different constant each time), fetches the page's state and every image of each new version, opens
and drops event streams, and prints the server's resident memory as it goes. Memory should stay
flat: the server keeps the last version of each scene and at most 64 images.

    python3 scripts/watch_soak.py [--binary .build/release/alpreview] [--minutes 3]
"""
import argparse
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        return int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/alpreview"))
    parser.add_argument("--minutes", type=float, default=3)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="alpreview-soak-")
    scene = os.path.join(folder, "scene.yaml")
    original = open(os.path.join(ROOT, "Samples/two-views-with-complex-widths.yaml")).read()
    with open(scene, "w") as f:
        f.write(original)
    server = subprocess.Popen([args.binary, "watch", scene, "--port", "0"], stderr=subprocess.PIPE, text=True)
    try:
        port = int(re.search(r"127\.0\.0\.1:(\d+)/", server.stderr.readline()).group(1))
        base = f"http://127.0.0.1:{port}"
        start = time.monotonic()
        saves = images = 0
        report = start
        print(f"start: {rss_kb(server.pid)} kB")
        while time.monotonic() - start < args.minutes * 60:
            saves += 1
            temporary = os.path.join(folder, ".scene.tmp")
            with open(temporary, "w") as f:
                f.write(original.replace("+ 20.0", f"+ {20 + saves % 40}.0"))
            os.rename(temporary, scene)
            time.sleep(0.06)
            state = json.load(urllib.request.urlopen(base + "/state"))
            version = state["scenes"][0]["version"]
            for c in state["scenes"][0]["configurations"]:
                urllib.request.urlopen(f"{base}/image?scene=0&config={c['index']}&v={version}").read()
                images += 1
            # A client that opens the event stream and goes away.
            if saves % 10 == 0:
                s = socket.create_connection(("127.0.0.1", port))
                s.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
                s.recv(100)
                s.close()
            if time.monotonic() - report >= 30:
                report = time.monotonic()
                print(f"{report - start:5.0f} s: {saves} saves, {images} images, {state['reloads']} reloads, "
                      f"{state['listeners']} listeners, {rss_kb(server.pid)} kB")
        state = json.load(urllib.request.urlopen(base + "/state"))
        print(f"end: {saves} saves, {images} images, {state['reloads']} reloads, {state['listeners']} listeners, "
              f"{rss_kb(server.pid)} kB")
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
