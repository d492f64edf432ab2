"""The tabs of the suite, in order: game id -> "module:ViewClass", read from gamepkg/registry.py GAMES."""

import importlib

from gamepkg.registry import GAMES, GameColumn

VIEWS = GameColumn("view")


def view_module(game):
    """The name of the module that holds the view class of ``game``."""
    return VIEWS[game].split(":")[0]


def tab_modules(game):
    """The modules the tab of ``game`` needs: its view's, then its texts' (its message modules, read into the
    catalogs at the tab's first text), for SuiteApp.prepare_tabs to import ahead."""
    return [view_module(game)] + list(GAMES[game].messages)


def view_class(game):
    """Import and return the view class of ``game``."""
    module_name, class_name = VIEWS[game].split(":")
    return getattr(importlib.import_module(module_name), class_name)
