# JupyterLab as `make lab` starts it: the Makefile puts this folder on JUPYTER_CONFIG_PATH, so Jupyter
# reads this file and labconfig/default_setting_overrides.json (JupyterLab's settings: no news
# pop-up; a file browser that lists the notebooks first and has no Modified column, so each name
# shows past its number). Checked by tests/test_lab_config.py and tests/browser/test_browser_lab.py.
c = get_config()  # noqa: F821 (Jupyter defines get_config when it runs a config file)

# Each notebook once in the file browser: notebooks/*.py are the tracked jupytext sources of the
# .ipynb beside them (scripts/sync_notebooks.py pairs every .py in that folder with an .ipynb, so
# there every .py is a notebook's source). Hidden from the listing only: Lab still opens and saves
# them, and saving a notebook writes its .py too (jupytext, notebooks/jupytext.toml).
# `extend` keeps jupyter_server's own hidden names (__pycache__, *.pyc, ...).
c.ContentsManager.hide_globs.extend(["*.py"])

# The index first: the URL Jupyter prints opens notebooks/index.ipynb.
c.LabApp.default_url = "/lab/tree/index.ipynb"
