"""The rules of the mirrorgames suite: pure Python, no tkinter anywhere in this package."""

# The suite's one version number: the same as pyproject.toml's [project] version (tests/test_version.py
# checks it), read at run time by About, --version and the build, since pyproject.toml is not shipped.
__version__ = "0.4.0"
