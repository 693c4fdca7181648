"""scripts/gallery.py reuses the notebooks tests/test_notebooks.py executed (build/executed/) instead
of running them again: only a copy made from the current source, and only its "What we learned"."""

from __future__ import annotations

import hashlib
import importlib.util
from pathlib import Path

import nbformat
import nbformat.v4 as v4

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("gallery_script", ROOT / "scripts" / "gallery.py")
gallery = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gallery)


def _markdown_output(text):
    return v4.new_output("execute_result", execution_count=1,
                         data={"text/markdown": text, "text/plain": "<Text ...>"})


def _executed():
    code = v4.new_code_cell("md(...)")
    picture = v4.new_output("display_data", data={"image/png": "iVBORw0KGgo=", "text/plain": "<Figure>"})
    code.outputs = [_markdown_output("The chance is **37.5%** (exact 3/8)."), picture]
    before = v4.new_code_cell("x")
    before.outputs = [_markdown_output("not in the section")]
    return v4.new_notebook(cells=[
        v4.new_markdown_cell("# Title\n## 1. Odds"), before,
        v4.new_markdown_cell("text\n\n## What we learned\n- typed first line"),
        code,
        v4.new_markdown_cell("### A detail\nstill in the section"),
        v4.new_markdown_cell("## Explorer\nnot in the section")])


def test_what_we_learned_is_the_section_as_a_reader_sees_it():
    assert gallery.what_we_learned(_executed()) == (
        "- typed first line\n\nThe chance is **37.5%** (exact 3/8).\n\n### A detail\nstill in the section")
    assert gallery.what_we_learned(v4.new_notebook(cells=[v4.new_markdown_cell("# Title")])) == ""


def test_only_an_executed_copy_of_the_current_source_is_reused(tmp_path):
    sources, folder = tmp_path / "notebooks", tmp_path / "executed"
    sources.mkdir()
    folder.mkdir()
    src = sources / "edge_city_1_win_number.py"
    src.write_text("# %% [markdown]\n# # Title\n")
    assert gallery.executed_notebook(src.stem, folder, sources) is None  # never executed
    nb = _executed()
    nb.metadata["edgekit"] = {"source_sha256": hashlib.sha256(src.read_bytes()).hexdigest()}
    nbformat.write(nb, folder / f"{src.stem}.ipynb")
    got = gallery.executed_notebook(src.stem, folder, sources)
    assert got is not None and gallery.what_we_learned(got).startswith("- typed first line")
    src.write_text("# %% [markdown]\n# # Title, edited\n")
    assert gallery.executed_notebook(src.stem, folder, sources) is None  # stale: the source changed
