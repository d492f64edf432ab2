"""Arrow Rotation's score table under zoom: its letters follow the zoom, the board keeps its room.

Issue 22 point 2 (board first: zoom is for a projector at the back of a classroom). The table's letters stayed
close to their 100 % size at 200 % (11 pt rows beside the panel's 20 pt texts on 1024x768) because the table
held its share of the window with smaller fonts. Now its rows and headings are drawn in the zoom's fonts, and
where the four columns would be wider than the table's share, Plays as folds into lines under the table (each
seat: name and kind) and a name too long for its column ends in "…" there (whole in the lines under it).
The screens are what widgets/zoom.py ``screen_of`` says (1024x768 and 1366x768), one window per screen with
both languages, 100, 150 and 200 %.
"""

import tkinter.font as tkfont
from tkinter import ttk

import pytest

from gamepkg.i18n import LANGUAGES
from tests.test_gui_layout_screens import settle, suite_on_screen

ZOOMS = (100, 150, 200)


def table_looks(panel):
    """(row font size, heading font size, row height in pixels) of the score table as Tk draws it."""
    style = ttk.Style(panel)
    row_font = tkfont.Font(panel, font=style.lookup("Arrows.Treeview", "font"))
    heading_font = tkfont.Font(panel, font=style.lookup("Arrows.Treeview.Heading", "font"))
    return abs(row_font.actual("size")), abs(heading_font.actual("size")), int(style.lookup("Arrows.Treeview",
                                                                                          "rowheight"))


def kinds_on_screen(app, view):
    """True when every seat's kind can be read: in the Plays as column, or in the lines under the table."""
    panel = view.panel
    shown = panel.table.cget("displaycolumns")
    shown = panel.table.cget("columns") if "#all" in shown else shown
    kinds = [app.tr.t(f"arrows.kind.{kind}") for kind in view.session.params.seats]
    if "kind" in shown:
        return [row[2] for row in panel.table_rows()] == kinds
    lines = panel.kinds.cget("text").replace("\n", " ")
    return panel.kinds.winfo_ismapped() and all(" ".join(kind.split()) in " ".join(lines.split()) for kind in kinds)


@pytest.mark.parametrize("screen", [(1024, 768), (1366, 768)])
def test_the_score_table_letters_follow_the_zoom(tk_root, tmp_path, monkeypatch, screen):
    """At 150 % and 200 % the table's rows and headings are as big as the panel's other texts (the zoom's named
    fonts) and its rows are tall enough for them; every seat's kind is still readable; the table stays inside the
    panel and the board's cells never get smaller at a zoom step (in both languages)."""
    app = suite_on_screen(tk_root, tmp_path, monkeypatch, screen)
    view = app.select_game("arrows")
    problems = []
    for language in LANGUAGES:
        app.set_language(language)
        looks, cells = [], []
        for zoom in ZOOMS:
            app.set_zoom(zoom)
            settle(app.root)
            looks.append(table_looks(view.panel))
            cells.append(view.board.cell)
            default_font = tkfont.nametofont("TkDefaultFont", root=app.root)
            default = abs(default_font.actual("size"))
            heading = abs(tkfont.nametofont("TkHeadingFont", root=app.root).actual("size"))
            if looks[-1][:2] != (default, heading):
                problems.append(f"{language} {zoom} %: table {looks[-1][:2]} pt, the panel's {default, heading}")
            if looks[-1][2] < default_font.metrics("linespace"):
                problems.append(f"{language} {zoom} %: rows {looks[-1][2]} px tall for {default} pt letters")
            if not kinds_on_screen(app, view):
                problems.append(f"{language} {zoom} %: a seat's kind is not on screen")
            if view.panel.table.winfo_reqwidth() > view.panel.winfo_width():
                problems.append(f"{language} {zoom} %: the table is wider than its panel")
        if any(later < earlier for earlier, later in zip(cells, cells[1:])):
            problems.append(f"{language}: cells of {cells} px at {ZOOMS} %")
        app.zoom_reset()
        settle(app.root)
    assert not problems, f"on {screen[0]}x{screen[1]}: {problems}"


def test_a_long_name_is_cut_in_its_cell_and_whole_under_the_table(tk_root, tmp_path, monkeypatch):
    """At 200 % on 1024x768 a 20-letter name does not widen the table beyond its share (the board's room): its
    cell ends in "…" and fits its column, the lines under the table give the name whole with its kind; back at
    100 % the table shows all four columns and the name whole again."""
    app = suite_on_screen(tk_root, tmp_path, monkeypatch, (1024, 768))
    app.settings["animation_speed"] = "instant"
    assert app.open_game_id("arrows:3x3,H=Annabelle-Marguerite,N#1", interactive=False) is None
    view = app.select_game("arrows")
    panel = view.panel
    app.set_zoom(200)
    settle(app.root)
    name = panel.table_rows()[0][1]
    assert name.endswith("\u2026") and "Annabelle-Marguerite".startswith(name[:-1])
    assert panel.bold_font.measure(name) < panel.table.column("name", "width")
    assert "Annabelle-Marguerite: Human" in panel.kinds.cget("text").replace("\n", " ")
    app.set_zoom(100)
    settle(app.root)
    assert panel.table.cget("displaycolumns") == ("turn", "name", "kind", "score")
    assert panel.table_rows()[0][1:3] == ("Annabelle-Marguerite", "Human") and not panel.kinds.winfo_ismapped()
