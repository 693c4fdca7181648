"""Sphinx configuration of the notebook website (`make site`, scripts/build_site.py).

scripts/build_site.py lays out the pages (the executed notebooks, the readings list, the rules
index, the API reference) in a staging folder and runs Sphinx on it with this folder as the
configuration directory (`sphinx-build -c docs/site`). Nothing here executes a notebook: myst-nb
renders the outputs the build script put in (``nb_execution_mode = "off"``).

Offline by design: MathJax 2 comes from the jupyter-server-mathjax package (copied into
``_static/mathjax``), the theme is Sphinx's own alabaster (system fonts, no web font), and myst-nb's
ipywidgets scripts (a CDN) are switched off: the build script replaces each saved widget view with
the explorer's static version (its every view, computed when the notebook ran, switched by the local
``_static/static_views.js``) or, for an explorer that needs a live kernel, a note saying so.
"""

from __future__ import annotations

import os
import shutil
from datetime import UTC, datetime
from pathlib import Path

from edgekit._version import __version__

project = "edgekit"
author = "the edgekit reading group"
version = release = __version__
copyright = "the edgekit authors"  # noqa: A001 (Sphinx's name)

# The build date: SOURCE_DATE_EPOCH (reproducible builds) when set, else now, in UTC.
_epoch = os.environ.get("SOURCE_DATE_EPOCH")
BUILD_DATE = (datetime.fromtimestamp(int(_epoch), UTC) if _epoch else datetime.now(UTC)).strftime("%Y-%m-%d")

extensions = ["myst_nb", "sphinx.ext.autodoc", "sphinx.ext.mathjax"]
root_doc = "index"
exclude_patterns = ["_build", "**.ipynb_checkpoints"]
templates_path = ["_templates"]

# --- notebooks (myst-nb): render what the build script executed; never run a kernel here
nb_execution_mode = "off"
nb_ipywidgets_js = {}  # its default loads require.js and the widget manager from a CDN
nb_merge_streams = True
# Markdown that a cell shows (edgekit.display.md) is read as MyST, so its $...$ formulas render too.
nb_render_markdown_format = "myst"
myst_enable_extensions = ["dollarmath", "amsmath"]
myst_heading_anchors = 3
# Notebooks jump heading levels now and then (a "###" list under a "#" title); a widget view the
# build script did not replace would be the only unknown output, and the offline check names it.
suppress_warnings = ["myst.header", "mystnb.unknown_mime_type",
                     # a re-exported name (edgekit.Rules is edgekit.readings.Rules) has two targets
                     "ref.python"]

# --- API reference (autodoc): signatures and docstrings of the public names, no imports mocked
autodoc_member_order = "bysource"
autodoc_default_options = {"members": True, "undoc-members": False}
add_module_names = False

# --- MathJax 2 from jupyter-server-mathjax, configured in the page (a query string on a local
# script is refused by Sphinx). Only STIX-Web fonts are shipped: HTML-CSS is told to use them.
mathjax_path = "mathjax/MathJax.js"
mathjax2_config = {
    "config": ["TeX-AMS-MML_HTMLorMML-full.js"],
    "HTML-CSS": {"availableFonts": [], "webFont": "STIX-Web", "imageFont": None},
    "SVG": {"font": "STIX-Web"},
    # Sphinx writes \(...\) in class "math"; edgekit.display's HTML tables write $...$ in class
    # "edgekit-formula" (JupyterLab typesets both). Only those two are typeset: a "$" in prose stays.
    "tex2jax": {"inlineMath": [["$", "$"], ["\\(", "\\)"]], "displayMath": [["$$", "$$"], ["\\[", "\\]"]],
                "processEscapes": True, "ignoreClass": "body", "processClass": "math|edgekit-formula"},
    "showMathMenu": False,
    "messageStyle": "none",
}

# --- HTML: one folder that opens from the file system (relative links everywhere)
html_theme = "alabaster"
html_title = f"edgekit {__version__}"
html_theme_options = {"description": "Four cyberpunk rulebooks, read with exact numbers",
                      "fixed_sidebar": True, "show_relbars": True,
                      "page_width": "1240px", "sidebar_width": "240px"}
html_sidebars = {"**": ["about.html", "searchbox.html", "navigation.html", "relations.html"]}
html_static_path = ["_static"]
html_css_files = ["site.css"]
# The one view switcher of every explorer that works without a kernel (scripts/build_site.py puts
# their views in the page; edgekit/widgets/static.py makes them).
html_js_files = ["static_views.js"]
html_copy_source = False
html_show_sourcelink = False
html_show_sphinx = False
html_last_updated_fmt = None
html_context = {"build_date": BUILD_DATE, "edgekit_version": __version__}


def _mathjax_files() -> Path:
    import jupyter_server_mathjax

    return Path(jupyter_server_mathjax.__file__).parent / "static"


def _copy_mathjax(app, exception):
    if exception is None and app.builder.format == "html":
        # a11y/ (the accessibility explorer of MathJax's menu, switched off above) fetches its speech
        # engine from a CDN: it is left out, so no page could ever ask for it.
        shutil.copytree(_mathjax_files(), Path(app.outdir) / "_static" / "mathjax", dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("a11y"))


def setup(app):
    app.connect("build-finished", _copy_mathjax)
