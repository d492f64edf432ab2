"""The texts drawn on every board are in the window's own font family (TkDefaultFont's), in both languages.

A named font's name given as a family ("TkDefaultFont") is no family: Tk on Windows then draws a stand-in face.
Covers every tab's board after its first visit and a few moves, in English and in Japanese.
"""

import tkinter.font as tkfont

import pytest

from gamepkg.i18n import LANGUAGES
from widgets.board import BoardCanvas, board_font


def boards_of(widget):
    """Every BoardCanvas at or below ``widget``."""
    found = [widget] if isinstance(widget, BoardCanvas) else []
    for child in widget.winfo_children():
        found += boards_of(child)
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_boards_texts_are_in_the_windows_own_family(app, language):
    """Each text item on each tab's board names a font whose family is TkDefaultFont's actual family."""
    app.set_language(language)
    family = tkfont.nametofont("TkDefaultFont", root=app.root).actual("family")
    seen = 0
    for game in app.games:
        app.select_game(game)
        app.root.update()
        for board in boards_of(app.views[game]):
            for item in board.find_all():
                if board.type(item) != "text":
                    continue
                font = tkfont.Font(root=app.root, name=board.itemcget(item, "font"), exists=True)
                assert font.cget("family") == family, (game, board.itemcget(item, "text"))
                seen += 1
    assert seen > 20  # coordinates, badges, letters: the tabs draw texts on their boards


def test_a_board_font_takes_the_size_and_weight_asked_for(tk_root):
    """board_font gives the default family in the size and weight asked for, a font of its own each time."""
    first, second = board_font(tk_root, 12, "bold"), board_font(tk_root, -9)
    assert (first.cget("size"), first.cget("weight"), second.cget("size"), second.cget("weight")) == \
        (12, "bold", -9, "normal")
    assert first.name != second.name
