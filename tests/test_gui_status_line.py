"""The status line: long messages wrap (by the Japanese rules in Japanese) instead of losing their end, and
the line stays inside the window at the window's minimum size. Covers every tab at the minimum size (600x450
at 100 %) and at 900x700."""

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


@pytest.mark.parametrize("size", ["600x450", "900x700"])
@pytest.mark.parametrize("game", list(VIEWS))
def test_the_status_line_is_inside_the_window(app, game, size):
    """At the minimum window size and the default one, every tab shows its status line whole."""
    min_width, min_height = app.root.minsize()
    assert (min_width, min_height) == (600, 450)
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


def test_the_status_line_keeps_its_height_when_a_shorter_text_follows(app):
    """Issue 14: a two-line status followed by a one-line one moved the board down and up again (a resize of
    the board on a move). The line keeps the most lines it needed until the window's width changes."""
    view = app.select_game("garden")
    app.root.geometry("900x700")
    app.root.update()
    one_line = view.status_label.winfo_height()
    view.status_var.set("a long status " * 20)
    app.root.update()
    two_lines = view.status_label.winfo_height()
    board_height = view.board.winfo_height()
    assert two_lines > one_line
    view.status_var.set("short")
    app.root.update()
    assert view.status_label.winfo_height() == two_lines
    assert view.board.winfo_height() == board_height
    assert view.status_label.cget("text").split("\n")[0] == "short"
    app.root.geometry("1000x700")  # another width: the line fits the text on screen again
    app.root.update()
    app.root.update()
    assert view.status_label.winfo_height() == one_line
