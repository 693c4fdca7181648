"""Real-browser fixtures: one Voila server and one headless Debian Chromium for all browser tests.

The notebooks are generated from their tracked jupytext sources (``notebooks/*.py``)
into a temporary folder, so the pages always match the source and the shared
``notebooks/`` folder is not written to. Voila serves that folder on 127.0.0.1
at a free port; Playwright for Python drives ``/usr/bin/chromium`` (never a
browser downloaded by Playwright). Screenshots go to ``artifacts/screenshots/``.

Without ``/usr/bin/chromium`` the tests skip locally, but FAIL when ``CI`` is
set: CI must never pass without having run them (``make browser`` installs it).
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
SCREENSHOTS = ROOT / "artifacts" / "screenshots"
CHROMIUM = Path(os.environ.get("EDGEKIT_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# Counts pictures drawn: an <img> added inside an Output widget (a displayed figure), or an
# Image widget's <img> getting a new src. Each count is kept on the element (data-edgekit-draws),
# so a test can count within one explorer, and in all (window.__edgekitImages).
COUNT_IMAGES_JS = """
window.__edgekitImages = 0;
const edgekitBump = (el) => {
  el.dataset.edgekitDraws = String(Number(el.dataset.edgekitDraws || 0) + 1);
  window.__edgekitImages += 1;
};
new MutationObserver((records) => {
  for (const r of records) {
    if (r.type === 'attributes') {
      if (r.target.tagName === 'IMG' && r.target.getAttribute('src')) edgekitBump(r.target);
      continue;
    }
    for (const n of r.addedNodes) {
      if (n.nodeType !== 1) continue;
      const imgs = n.tagName === 'IMG' ? [n] : Array.from(n.querySelectorAll('img'));
      const out = n.closest && n.closest('.widget-output');
      if (out && imgs.length) { edgekitBump(out); continue; }
      for (const img of imgs) {
        if (img.classList.contains('widget-image') && img.getAttribute('src')) edgekitBump(img);
      }
    }
  }
}).observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ['src']});
"""
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
PAGE_TIMEOUT_MS = 90_000  # a page load = a kernel start + running the notebook, on 2 busy cores


def _in_ci() -> bool:
    return os.environ.get("CI", "").lower() not in ("", "0", "false", "no")


def require_browser() -> None:
    """Skip (locally) or fail (in CI) with a clear message when Chromium or Playwright is missing."""
    problem = None
    if not CHROMIUM.exists():
        problem = (f"{CHROMIUM} is missing: install Debian's browser with `make browser` (as root: "
                   f"apt-get install -y --no-install-recommends chromium); never `playwright install`")
    else:
        try:
            import playwright.sync_api  # noqa: F401
        except ImportError:
            problem = "Playwright for Python is not installed in this venv (`make` installs the dev extra)"
    if problem:
        if _in_ci():
            pytest.fail(f"browser tests cannot run in CI: {problem}", pytrace=False)
        pytest.skip(problem)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for_port(port: int, proc: subprocess.Popen, log: Path, timeout: float = 90) -> None:
    # A TCP connect, not an HTTP poll: every GET of a Voila page starts a kernel.
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"Voila exited with {proc.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"Voila did not listen on port {port} within {timeout} s:\n{log.read_text()[-3000:]}")


def _generate_notebooks(dest: Path) -> list[str]:
    import jupytext

    names = []
    for src in sorted(NOTEBOOKS.glob("*.py")):
        nb = jupytext.read(src)
        # the .py carries no kernelspec (notebooks/jupytext.toml filters it): name the kernel, as
        # scripts/sync_notebooks.py does, or JupyterLab asks which kernel to start
        nb.metadata.setdefault("kernelspec", dict(KERNELSPEC))
        jupytext.write(nb, dest / f"{src.stem}.ipynb", fmt="ipynb")
        names.append(src.stem)
    return names


@pytest.fixture(scope="session")
def voila(tmp_path_factory):
    """Base URL of a Voila server rendering every notebook (``{url}/voila/render/NAME.ipynb``)."""
    require_browser()
    folder = tmp_path_factory.mktemp("notebooks")
    names = _generate_notebooks(folder)
    port = _free_port()
    log = folder.parent / "voila.log"
    cmd = [str(Path(sys.executable).parent / "voila"), str(folder), "--no-browser",
           "--Voila.ip=127.0.0.1", f"--port={port}", "--VoilaExecutor.timeout=60",
           "--show_tracebacks=True",
           "--KernelManager.transport=ipc"]  # no TCP ports to collide with other kernels
    # The server and its kernels get the environment of a plain shell, not of a pytest worker.
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COLUMNS", "LINES"))}
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                                cwd=folder, env=env)
    try:
        _wait_for_port(port, proc, log)
        yield type("Server", (), {"url": f"http://127.0.0.1:{port}", "names": names, "log": log})
    finally:
        proc.terminate()  # SIGTERM: Voila shuts its kernels down in about a second
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


# What `make lab` ships (jupyter_config/, put on JUPYTER_CONFIG_PATH): the notebook sources hidden
# from the file browser, the index opened first, no news or update toast over the page.
JUPYTER_CONFIG = ROOT / "jupyter_config"


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """A token-less JupyterLab on 127.0.0.1 set up as `make lab` sets it up (the repository's
    jupyter_config/), over a copy of notebooks/: each .py source beside its generated .ipynb."""
    require_browser()
    folder = tmp_path_factory.mktemp("lab_notebooks")
    for src in [*NOTEBOOKS.glob("*.py"), NOTEBOOKS / "jupytext.toml"]:
        shutil.copy(src, folder)
    _generate_notebooks(folder)
    # fresh user settings and workspaces: nothing of this machine's own Lab layout or settings
    settings, workspaces = folder.parent / "lab_settings", folder.parent / "lab_workspaces"
    settings.mkdir(exist_ok=True)
    workspaces.mkdir(exist_ok=True)
    port = _free_port()
    log = folder.parent / "lab.log"
    cmd = [str(Path(sys.executable).parent / "jupyter"), "lab", "--no-browser", "--allow-root",
           f"--ServerApp.root_dir={folder}", "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
           "--IdentityProvider.token=", "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True",
           # Kernels talk over IPC sockets, not TCP ports: a port another process took between
           # being chosen and being bound made the kernel fail to start (seen under load).
           "--KernelManager.transport=ipc",
           f"--LabApp.user_settings_dir={settings}", f"--LabApp.workspaces_dir={workspaces}"]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COLUMNS", "LINES"))}
    env["JUPYTERLAB_SETTINGS_DIR"] = str(settings)
    env["JUPYTER_CONFIG_PATH"] = str(JUPYTER_CONFIG)
    with open(log, "wb") as out:
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                                cwd=folder, env=env)
    try:
        _wait_for_port(port, proc, log, timeout=120)
        yield f"http://127.0.0.1:{port}"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.fixture(scope="session")
def chromium():
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


class NotebookPage:
    """A Voila-rendered notebook in a fresh browser page, recording uncaught JavaScript errors."""

    def __init__(self, browser, server, name: str):
        if name not in server.names:
            pytest.fail(f"notebook {name!r} does not exist; notebooks: {server.names}", pytrace=False)
        self.name = name
        self.context = browser.new_context(viewport={"width": 1200, "height": 900})
        self.page = self.context.new_page()
        self.page.set_default_timeout(PAGE_TIMEOUT_MS)
        self.errors: list[str] = []
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        self.page.add_init_script(COUNT_IMAGES_JS)
        self.page.goto(f"{server.url}/voila/render/{name}.ipynb", wait_until="domcontentloaded")
        self.server = server

    def wait_for_text(self, selector: str, expected, timeout_ms: int = PAGE_TIMEOUT_MS) -> str:
        """Wait until some element matching ``selector`` shows ``expected`` (whitespace collapsed).

        ``expected`` is a substring, or a predicate on the element's text. Returns that text;
        on timeout, fails with what the page shows instead.
        """
        ok = expected if callable(expected) else (lambda t: expected in t)
        deadline = time.monotonic() + timeout_ms / 1000
        seen: list[str] = []
        while time.monotonic() < deadline:
            seen = [text_of(el) for el in self.page.locator(selector).all()]
            for t in seen:
                if ok(t):
                    return t
            self.assert_no_page_errors()
            self.assert_no_notebook_errors()
            self.page.wait_for_timeout(100)
        body = text_of(self.page.locator("body"))[-1500:]
        raise AssertionError(f"{self.name}: no {selector!r} shows {expected!r} after {timeout_ms} ms; "
                             f"they show {seen}; the page ends with: {body}")

    def images(self, within=None) -> int:
        """How many pictures have been drawn (``within`` a locator) since the page loaded."""
        if within is None:
            return self.page.evaluate("window.__edgekitImages || 0")
        # Hidden pictures (an explorer's empty Image widget) do not count.
        return within.locator("[data-edgekit-draws]").evaluate_all(
            "els => els.filter(e => e.getClientRects().length > 0)"
            "          .reduce((n, e) => n + Number(e.dataset.edgekitDraws), 0)")

    def pictures_drawn(self, within, quiet_ms: int = 1000, timeout_ms: int = 20_000) -> int:
        """The number of pictures drawn ``within`` a widget so far, once none has come for ``quiet_ms``.

        0 means this explorer draws no picture (only HTML), so there is nothing to wait for.
        """
        last, since = -1, time.monotonic()
        deadline = since + timeout_ms / 1000
        while time.monotonic() < deadline:
            now = self.images(within)
            if now != last:
                last, since = now, time.monotonic()
            elif (time.monotonic() - since) * 1000 >= quiet_ms:
                break
            self.page.wait_for_timeout(100)
        return last

    def wait_for_redraw(self, seen: int, within, timeout_ms: int = 30_000) -> int:
        """After a change: wait until a picture beyond the first ``seen`` is drawn ``within``.

        A widget's text updates before its picture, which the kernel draws afterwards; waiting
        for the picture after each change keeps the next one from being mistaken for it. With
        ``seen == 0`` (an explorer without pictures) there is nothing to wait for. Returns the
        new count, for the next change.
        """
        if seen == 0:
            return 0
        deadline = time.monotonic() + timeout_ms / 1000
        while time.monotonic() < deadline:
            now = self.images(within)
            if now > seen:
                self.page.wait_for_timeout(150)  # let the browser decode and lay it out
                return now
            self.page.wait_for_timeout(100)
        outs = within.locator(".widget-output, .widget-image").evaluate_all(
            "els => els.map(e => e.outerHTML.replace(/base64,[^\"]*/g, 'base64,...').slice(0, 300))")
        raise AssertionError(f"{self.name}: no picture was redrawn within {timeout_ms} ms; "
                             f"the Output widgets hold: {outs}")

    def box_of(self, selector: str = ".edgekit-result"):
        """The widget box (an explorer) that directly holds the first element matching ``selector``."""
        return self.page.locator(selector).first.locator(
            "xpath=ancestor::div[contains(concat(' ', @class, ' '), ' widget-vbox ')][1]")

    def screenshot(self, locator=None, name: str | None = None) -> Path:
        """Save a PNG of ``locator`` (or the viewport) as ``artifacts/screenshots/<name>.png``.

        Voila scrolls an inner panel, not the page, so an element taller than the viewport
        comes out cut off: the viewport is first made tall enough to hold the element.
        """
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{name or self.name}.png"
        if locator is None:
            self.page.screenshot(path=str(path), animations="disabled")
            return path
        box = locator.bounding_box()
        if box:
            size = self.page.viewport_size
            self.page.set_viewport_size({"width": size["width"], "height": int(box["height"]) + 60})
        locator.scroll_into_view_if_needed()
        self.page.wait_for_timeout(200)
        locator.screenshot(path=str(path), animations="disabled")
        return path

    def assert_no_notebook_errors(self) -> None:
        """Fail at once (not after a timeout) if a cell of the notebook raised: Voila shows its traceback."""
        for out in self.page.locator("[data-mime-type='application/vnd.jupyter.stderr']").all():
            t = out.inner_text()
            if "Traceback" in t or re.search(r"^\w*(Error|Exception)\b", t, re.MULTILINE):
                raise AssertionError(f"{self.name}: a notebook cell failed in Voila:\n{t[-3000:]}")

    def assert_no_page_errors(self) -> None:
        assert not self.errors, f"uncaught JavaScript errors on {self.name}: {self.errors}"

    def close(self) -> None:
        self.context.close()


def text_of(locator) -> str:
    """The visible text of an element with all whitespace (including &nbsp;) collapsed to one space."""
    return " ".join(locator.inner_text().split())


FAILURES = ROOT / "artifacts" / "failures"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    setattr(item, f"rep_{rep.when}", rep)


@pytest.fixture
def open_notebook(request, chromium, voila):
    """``open_notebook(name)``: ``notebooks/name.py`` rendered by Voila; page errors fail the test."""
    opened: list[NotebookPage] = []

    def _open(name: str) -> NotebookPage:
        nb = NotebookPage(chromium, voila, name)
        opened.append(nb)
        return nb

    yield _open
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:  # keep what the browser showed, for the CI artifacts
        FAILURES.mkdir(parents=True, exist_ok=True)
        for nb in opened:
            nb.page.screenshot(path=str(FAILURES / f"{nb.name}.png"), full_page=True)
            (FAILURES / f"{nb.name}.txt").write_text(nb.page.locator("body").inner_text())
    errors = {nb.name: nb.errors for nb in opened if nb.errors}
    for nb in opened:
        nb.close()
    if errors:
        pytest.fail(f"uncaught JavaScript errors: {errors}", pytrace=False)
