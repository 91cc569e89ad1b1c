#!/usr/bin/env python3
"""`weaver explore` in a real browser (docs/explore.md): writes the page of Fixtures/Sample, of the
four-target package Fixtures/ModuleGraph and of a graph with an error, opens each in headless
Chromium, and checks through the DOM the scripts built that the nodes, the search, the path
highlight, the launch cost and the diagnostics are there; then drives the sample's page over the
DevTools protocol (a pipe, no library) as a user does with the keyboard. Screenshots are kept in
.build/explore-check/ (with --docs, also written to docs/ for the explorer's page).

    python3 Scripts/explore-check.py [--docs]

Installs Debian's `chromium` when it is missing and the script runs as root; otherwise, without a
Chromium, it prints `explore-check: skipped: …` and exits 0. Exit 1 on a failed check.
"""
import argparse
import json
import os
import re
import select
import shutil
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT = os.path.join(ROOT, ".build", "explore-check")
failures = []


def chromium():
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found or os.geteuid() != 0:
        return found
    subprocess.run(["apt-get", "update", "-qq"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    subprocess.run(["apt-get", "install", "-y", "-qq", "chromium"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return shutil.which("chromium")


def browser(binary, *arguments):
    return subprocess.run([binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1400,760",
                           "--virtual-time-budget=5000", *arguments], capture_output=True, text=True, timeout=120)


def dom(binary, page, fragment=""):
    result = browser(binary, "--dump-dom", "file://" + page + fragment)
    return result.stdout


class DevTools:
    """A page in headless Chromium driven over the DevTools protocol on a pipe (fds 3 and 4,
    messages of JSON ended by a NUL byte): keys pressed as a user presses them, the page read back."""

    def __init__(self, binary, url):
        self.to_chrome_read, self.to_chrome = os.pipe()
        self.from_chrome, self.from_chrome_write = os.pipe()

        def descriptors():
            os.dup2(self.to_chrome_read, 3)
            os.dup2(self.from_chrome_write, 4)

        self.process = subprocess.Popen([binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "about:blank"],
                                        pass_fds=(3, 4), preexec_fn=descriptors, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(self.to_chrome_read)
        os.close(self.from_chrome_write)
        self.buffer, self.next_id, self.session = b"", 0, None
        target = self.call("Target.createTarget", {"url": url})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        deadline = time.time() + 20
        while not self.evaluate("document.body && document.body.dataset.ready") and time.time() < deadline:
            time.sleep(0.1)

    def call(self, method, params=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.time() + 20
        while time.time() < deadline:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                answer = json.loads(raw)
                if answer.get("id") == self.next_id:
                    return answer.get("result", {})
            ready, _, _ = select.select([self.from_chrome], [], [], 0.5)
            if ready:
                self.buffer += os.read(self.from_chrome, 1 << 20)
        raise TimeoutError(method)

    def evaluate(self, expression):
        return self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}).get("result", {}).get("value")

    def press(self, key, code=0, text=None):
        down = {"type": "keyDown" if text else "rawKeyDown", "key": key, "code": key, "windowsVirtualKeyCode": code}
        if text:
            down["text"] = text
        self.call("Input.dispatchKeyEvent", down)
        self.call("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": key, "windowsVirtualKeyCode": code})
        time.sleep(0.1)

    def type(self, text):
        self.call("Input.insertText", {"text": text})
        time.sleep(0.1)

    def close(self):
        try:
            self.call("Browser.close")
        except (TimeoutError, OSError):
            pass
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def check(condition, what, context=""):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures.append(what)
        if context:
            print("      " + context[:2000].replace("\n", "\n      "))


def explore(weaver, arguments, page, expected_status=0):
    if os.path.exists(page):
        os.remove(page)
    result = subprocess.run([weaver, "explore", "--output-path", page, "--cache-path", page + ".cache"] + arguments,
                            capture_output=True, text=True, timeout=300)
    check(result.returncode == expected_status and os.path.exists(page),
          "weaver explore %s: exit %d, the page written" % (" ".join(arguments), expected_status), result.stderr)
    return open(page, encoding="utf-8").read() if os.path.exists(page) else ""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--docs", action="store_true", help="also write the screenshots to docs/")
    args = parser.parse_args()
    binary = chromium()
    if not binary:
        print("explore-check: skipped: Chromium is not installed (apt-get install chromium, as root)")
        return 0
    subprocess.run(["swift", "build", "--product", "weaver"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    weaver = os.path.join(bin_path, "weaver")
    os.makedirs(OUT, exist_ok=True)

    # The sample: two roots, a chain App -> HomeController -> DetailController.
    sample = os.path.join(OUT, "sample.html")
    text = explore(weaver, ["--project-path", os.path.join(ROOT, "Fixtures", "Sample")], sample)
    check(not re.search(r"""(src|href)\s*=\s*["']?(https?:)?//""", text), "the page loads nothing from outside")
    overview = dom(binary, sample)
    check('data-ready="overview"' in overview, "the overview is drawn", overview[-500:])
    check("12 types, 2 roots" in overview, "the counts: 12 types, 2 roots")
    check(overview.count('class="type-item') == 12, "every type is in the list by module")
    check(re.search(r'root-card.*?App</button> — 4 instances at launch, depth 2', overview) is not None, "App's launch cost on the overview")
    path = dom(binary, sample, "#type=DetailController")
    check('data-ready="type"' in path, "a URL fragment selects a type")
    for node in ["App", "HomeController", "DetailController"]:
        check(re.search(r'class="node [^"]*on-path[^"]*" data-type="%s"' % node, path) is not None, "%s is highlighted on the path" % node)
    check('class="node selected on-path" data-type="DetailController"' in path, "the selected node is marked")
    check("1 path from 1 root to DetailController" in path, "the path count, as weaver why prints it")
    check(re.search(r"<h3>Built by</h3>.*HomeController</button>\.detail \(container\)", path) is not None, "who builds it, with scope")
    check("Sources/Sample/HomeController.swift:4" in path, "file:line of the registration")
    root = dom(binary, sample, "#type=App")
    check('id="launch-cost"' in root and "Launch cost: 4 instances, depth 2" in root, "a root's launch cost", root[-3000:])
    check("Longest chain" in root, "a root's longest chain")
    search = dom(binary, sample, "#search=detail")
    check('data-ready="search"' in search, "a search from the fragment")
    check(re.search(r'class="result[^"]*" type="button" data-type="DetailController"', search) is not None, "search finds the type")
    check(re.search(r'data-type="HomeController">HomeController<span class="why">registers detail', search) is not None,
          "search finds the registration's owner, saying why")
    browser(binary, "--screenshot=" + os.path.join(OUT, "sample.png"), "file://" + sample + "#type=DetailController")

    # The keyboard, as a user types: / to search, the arrows through the results, Enter, then
    # right to what the type registers and left to what builds it.
    page = DevTools(binary, "file://" + sample)
    try:
        page.press("/", 191, "/")
        check(page.evaluate("document.activeElement.id") == "search", "/ focuses the search")
        page.type("detail")
        check((page.evaluate("document.getElementById('result-count').textContent") or "").strip() == "2 matches for “detail”",
              "typing searches as one types")
        page.press("ArrowDown", 40)
        page.press("Enter", 13)
        check(page.evaluate("location.hash") == "#type=HomeController", "arrows and Enter open a result (its fragment set)")
        page.press("Escape", 27)
        page.press("ArrowRight", 39)
        check(page.evaluate("document.querySelector('.node.selected').dataset.type") == "DetailController", "→ goes to what it registers")
        page.press("ArrowLeft", 37)
        page.press("ArrowLeft", 37)
        check(page.evaluate("document.querySelector('.node.selected').dataset.type") == "App", "← goes to what builds it, up to the root")
    finally:
        page.close()

    # The four-target package, as the plugin builds its app target.
    modules = os.path.join(OUT, "modules.html")
    explore(weaver, ["--project-path", os.path.join(ROOT, "Fixtures", "ModuleGraph"), "--target", "App"], modules)
    page = dom(binary, modules)
    for module in ["Movies", "Profile"]:
        check(re.search(r"<summary>%s \(\d+\)</summary>" % module, page) is not None, "module %s in the list" % module)
    check('data-type="MovieList"' in page, "another module's type (Movies' MovieList) is in the graph")
    focused = dom(binary, modules, "#type=MovieList")
    check(re.search(r'class="node [^"]*root[^"]*" data-type="App"', focused) is not None, "its path from the app's root")
    check("in Movies" in focused, "its module is named")
    browser(binary, "--screenshot=" + os.path.join(OUT, "modules.png"), "file://" + modules + "#type=App")

    # A graph with an error: the page is written too, the diagnostic on its node.
    errors = os.path.join(OUT, "errors.html")
    explore(weaver, ["--project-path", os.path.join(ROOT, "Fixtures", "Diagnostics", "unresolvable", "weaver1-movie-manager")], errors, 1)
    page = dom(binary, errors)
    check("cannot resolve 'movieManager: MovieManaging'" in page and "[unresolvable]" in page, "the diagnostic is listed on the overview")
    check(re.search(r'class="type-item[^"]*has-error[^"]*" type="button" data-type="HomeViewController"', page) is not None,
          "the type it belongs to is marked", page[:3000])
    node = dom(binary, errors, "#type=HomeViewController")
    check(re.search(r'class="node selected on-path[^"]*has-error[^"]*"', node) is not None, "its node is marked in the drawing")
    check('<li class="diagnostic error">error: cannot resolve' in node, "and its details list it")

    if args.docs:
        for name in ["sample.png", "modules.png"]:
            shutil.copy(os.path.join(OUT, name), os.path.join(ROOT, "docs", "explore-" + name))
    print("explore-check: %d failed" % len(failures) if failures else "explore-check: all checks passed (screenshots in %s)" % OUT)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
