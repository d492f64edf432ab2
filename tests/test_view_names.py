"""No view method hides a tkinter method: a view's ``place`` would silently replace the place geometry manager."""

import inspect
import tkinter as tk

from widgets.registry import VIEWS, view_class

TK_BASES = (tk.Misc, tk.Pack, tk.Grid, tk.Place)


def tkinter_names():
    """Every attribute name of tkinter's Misc, Pack, Grid and Place (what every widget has)."""
    names = set()
    for base in TK_BASES:
        names |= set(dir(base))
    return names


def own_classes(view):
    """The view class and its bases that the suite wrote (those of the widgets package)."""
    return [cls for cls in inspect.getmro(view) if cls.__module__.split(".")[0] == "widgets"]


def shadowing(view, names):
    """(class, attribute) pairs of the suite's classes of ``view`` that redefine a tkinter name."""
    return [(cls.__name__, name) for cls in own_classes(view) for name in vars(cls)
            if name in names and not (name.startswith("__") and name.endswith("__"))]


def test_no_view_redefines_a_tkinter_method():
    """Every view class of widgets/registry.py VIEWS and its bases leave tkinter's names alone."""
    names = tkinter_names()
    assert {"place", "pack", "grid", "bind", "after", "destroy"} <= names
    found = {game: shadowing(view_class(game), names) for game in VIEWS}
    assert all(own_classes(view_class(game)) for game in VIEWS)
    assert found == {game: [] for game in VIEWS}


def test_the_check_sees_a_shadowing_method():
    """A class that defines ``place`` is caught (the check is not blind)."""

    class Shadow(tk.Frame):
        """A frame whose place() would hide the geometry manager."""

        def place(self, direction):
            """Hides tkinter's place."""
            return direction

    Shadow.__module__ = "widgets.shadow_example"
    assert shadowing(Shadow, tkinter_names()) == [("Shadow", "place")]
