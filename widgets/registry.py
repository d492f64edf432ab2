"""The tabs of the suite, in order: game id -> "module:ViewClass", read from gamepkg/registry.py GAMES."""

import importlib

from gamepkg.registry import GameColumn

VIEWS = GameColumn("view")


def view_module(game):
    """The name of the module that holds the view class of ``game``."""
    return VIEWS[game].split(":")[0]


def view_class(game):
    """Import and return the view class of ``game``."""
    module_name, class_name = VIEWS[game].split(":")
    return getattr(importlib.import_module(module_name), class_name)
