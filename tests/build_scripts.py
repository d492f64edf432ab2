"""The scripts of build/ imported by their path, for the tests that call their functions (build/ is not a package)."""

import importlib.util
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent


def load_script(name):
    """build/NAME.py as a module of its own (each call loads it anew)."""
    spec = importlib.util.spec_from_file_location(f"{name}_under_test", ROOT / "build" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
