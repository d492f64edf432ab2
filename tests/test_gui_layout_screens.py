"""Small screens and the first window: it fits the screen, Ctrl+0 gives it back, the Speed box follows a
language switch.

Issue 21 point 11 and issue 22 point 11. The screen's size is what widgets/zoom.py ``screen_of`` says: the
tests make it 800x600 or 640x480 (the virtual screen itself is larger) and build the suite window on it.
Covered: the first window fits each small screen with Minesweeper's timer and the status line whole inside it;
Ctrl+0 after zoom steps and a hand resize gives the first start's size and place, centred; after a language
switch the Speed box's highlighted name is the whole new name and the box is wide enough for it; at 200 % on
800x600 the Mirror Skirmish board keeps at least its 100 % cell size on that screen (issue 21 point 11: no board
is ever squeezed away), in both languages.
"""

import pytest

from gamepkg.i18n import LANGUAGES
from tests.screen_walk import window_on_screen


def suite_on_screen(tk_root, tmp_path, monkeypatch, screen, language="en"):
    """A suite window built on a screen of ``screen`` (width, height) pixels."""
    app = window_on_screen(tk_root, tmp_path, monkeypatch, screen, language)
    settle(tk_root)
    return app


def settle(root, rounds=4):
    """Let Tk lay the window out."""
    for _ in range(rounds):
        root.update()


def whole_inside(root, widget):
    """True when ``widget`` is shown and lies wholly inside the root window."""
    top = widget.winfo_rooty() - root.winfo_rooty()
    left = widget.winfo_rootx() - root.winfo_rootx()
    return (widget.winfo_ismapped() and widget.winfo_width() > 1 and top >= 0 and left >= 0
            and top + widget.winfo_height() <= root.winfo_height()
            and left + widget.winfo_width() <= root.winfo_width())


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", [(800, 600), (640, 480)])
def test_the_first_window_fits_a_small_screen(tk_root, tmp_path, monkeypatch, screen, language):
    """On 800x600 and 640x480 the first window is inside the screen; the timer and the status line show."""
    app = suite_on_screen(tk_root, tmp_path, monkeypatch, screen, language)
    root = app.root
    assert root.winfo_width() <= screen[0] and root.winfo_height() <= screen[1]
    view = app.views["mines"]
    timer = next(label for label in view.winfo_children()[0].winfo_children()
                 if str(label.cget("textvariable")) == str(view.timer_var))
    assert whole_inside(root, timer), "the timer is cut off"
    assert whole_inside(root, view.status_label), "the status line is cut off"


def test_ctrl_0_gives_the_first_windows_size_centred(tk_root, tmp_path, monkeypatch):
    """After zoom steps and a hand resize, Ctrl+0 gives the first start's size and place (centred)."""
    screen = (1366, 768)
    app = suite_on_screen(tk_root, tmp_path, monkeypatch, screen)
    root = app.root
    first = (root.winfo_width(), root.winfo_height(), root.winfo_x(), root.winfo_y())
    assert abs(first[2] + first[0] // 2 - screen[0] // 2) <= 1, "the first window is not centred"
    app.zoom_in()
    app.zoom_in()
    settle(root)
    root.geometry("700x500+5+5")
    settle(root)
    app.zoom_reset()
    settle(root)
    assert (root.winfo_width(), root.winfo_height(), root.winfo_x(), root.winfo_y()) == first


def test_the_speed_box_follows_a_language_switch(app):
    """A speed chosen in Japanese, then English: the highlight covers the whole new name, the box fits it."""
    import tkinter.font as tkfont
    app.set_language("ja")
    view = app.select_game("arrows")
    app.root.update()
    box = view.panel.speed_box
    box.current(len(box.cget("values")) - 1)
    box.event_generate("<<ComboboxSelected>>")
    box.selection_range(0, "end")          # what picking from the list leaves: the name highlighted
    app.set_language("en")
    settle(app.root)
    assert box.selection_present() and box.index("sel.last") == len(box.get()) == box.index("end")
    font = tkfont.nametofont("TkTextFont", root=app.root)
    assert box.winfo_width() - 24 >= font.measure(box.get())


def test_a_zoomed_window_stays_on_the_screen(tk_root, tmp_path, monkeypatch):
    """The centred first window zoomed to 150 % and 200 % moves left and up as far as it must: it stays on the
    1366x768 screen whole."""
    screen = (1366, 768)
    app = suite_on_screen(tk_root, tmp_path, monkeypatch, screen)
    root = app.root
    for zoom in (150, 200):
        app.set_zoom(zoom)
        settle(root)
        assert root.winfo_x() >= 0 and root.winfo_x() + root.winfo_width() <= screen[0], zoom
        assert root.winfo_y() >= 0 and root.winfo_y() + root.winfo_height() <= screen[1], zoom


@pytest.mark.parametrize("language", LANGUAGES)
def test_skirmish_keeps_its_board_at_200_percent_on_800x600(tk_root, tmp_path, monkeypatch, language):
    """800x600: the Skirmish cells at 150 % and 200 % are at least their size at 100 % on that screen (the side
    panel gives way: it narrows, wraps and shows its boxes page by page); the panel and the log (on its page)
    stay inside the window, and the focused action list's page shows it whole; the Speed box, too wide for it, is
    folded away (the menu keeps Animation Speed) and comes back at 100 %."""
    app = suite_on_screen(tk_root, tmp_path, monkeypatch, (800, 600), language)
    view = app.select_game("skirmish")
    cells = []
    for zoom in (100, 150, 200):
        app.set_zoom(zoom)
        settle(app.root)
        cells.append(view.board.cell)
    assert min(cells[1:]) >= cells[0] >= 40, f"cells of {cells} px at 100/150/200 %"
    view.side.show_section(view.log)
    settle(app.root)
    assert whole_inside(app.root, view.side) and whole_inside(app.root, view.log), "the panel or the log is cut off"
    view.panel.action_list.focus_force()  # the list has the keys: its page shows
    settle(app.root)
    top = view.panel.action_list.winfo_rooty() - view.panel.winfo_rooty()
    bottom = top + view.panel.action_list.winfo_height()
    assert not view.panel.scrolls() and 0 <= top < bottom <= view.panel.winfo_height(), "the list is out of sight"
    assert not view.panel.speed.winfo_manager(), "a Speed box too wide for the panel is not folded away"
    app.zoom_reset()
    settle(app.root)
    assert view.panel.speed.winfo_manager() and view.board.cell == cells[0], "100 % does not give the panel back"
