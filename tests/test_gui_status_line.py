"""The status line: long messages wrap (by the Japanese rules in Japanese) instead of losing their end, and
the line stays inside the window at the window's minimum size. Covers every tab at 480x400 and 900x700."""

import tkinter.font as tkfont

import pytest

from widgets.registry import VIEWS


def inside_window(app, widget):
    """True when ``widget`` is mapped and lies wholly inside the root window."""
    root = app.root
    top = widget.winfo_rooty() - root.winfo_rooty()
    left = widget.winfo_rootx() - root.winfo_rootx()
    return (widget.winfo_ismapped() and top >= 0 and left >= 0
            and top + widget.winfo_height() <= root.winfo_height()
            and left + widget.winfo_width() <= root.winfo_width())


@pytest.mark.parametrize("size", ["480x400", "900x700"])
@pytest.mark.parametrize("game", list(VIEWS))
def test_the_status_line_is_inside_the_window(app, game, size):
    """At the minimum window size and the default one, every tab shows its status line whole."""
    min_width, min_height = app.root.minsize()
    assert (min_width, min_height) == (480, 400)
    view = app.select_game(game)
    app.root.geometry(size)
    for _ in range(3):
        app.root.update()
    assert inside_window(app, view.status_label), f"{game} at {size}: status line outside the window"


def test_a_long_japanese_hint_wraps_and_keeps_its_conclusion(app):
    """A status longer than the line is broken into lines that fit; nothing of it is lost."""
    app.set_language("ja")
    view = app.select_game("mines")
    app.root.geometry("600x500")
    app.root.update()
    conclusion = "(17,18) は安全です。"
    view.status_var.set("ヒント: " + "この数字のまわりの地雷はすべて見つかっているので、" * 3 + conclusion)
    app.root.update()
    shown = str(view.status_label.cget("text"))
    lines = shown.split("\n")
    font = tkfont.nametofont("TkDefaultFont")
    assert len(lines) > 1
    assert all(font.measure(line) <= view.status_label.winfo_width() for line in lines)
    assert shown.replace("\n", "").replace(" ", "") == view.status_var.get().replace(" ", "")
    assert shown.replace("\n", "").endswith(conclusion)
    assert view.status_label.winfo_reqheight() <= view.status_label.winfo_height() + 1, "some lines are cut off"
    assert inside_window(app, view.status_label)
