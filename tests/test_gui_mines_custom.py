"""Minesweeper's Custom board dialog keeps its size when an error appears (issue #34, 14): it grew by the error's
lines, and OK and Cancel moved from under the pointer."""

import pytest

from gamepkg.i18n import LANGUAGES
from gamepkg.mines import rules as mines
from widgets.mines.custom import custom_board_dialog

WRONG = [("abc", "9", "10"), ("3", "9", "10"), ("8888888", "9", "10"), ("9", "1234567", "10"), ("9", "9", "0"),
         ("100", "100", "8888888"), ("9", "9", "x")]  # every error the dialog gives, the longest among them


def buttons_at(dialog):
    """Where OK and Cancel are on the screen, and the dialog's size."""
    dialog.update()
    return [(button.winfo_rootx(), button.winfo_rooty(), button.winfo_width(), button.winfo_height())
            for button in (dialog.ok_button, dialog.cancel_button)] + [(dialog.winfo_width(), dialog.winfo_height())]


def type_values(dialog, values):
    """Put ``values`` into the three fields."""
    for entry, value in zip(dialog.entries, values):
        entry.delete(0, "end")
        entry.insert(0, value)


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_error_never_moves_ok_and_cancel(app, language):
    """Each wrong entry shows its error inside the dialog; OK, Cancel and the dialog's size stay as they were."""
    app.set_language(language)
    view = app.select_game("mines")
    dialog = custom_board_dialog(view)
    try:
        first = buttons_at(dialog)
        for values in WRONG:
            type_values(dialog, values)
            dialog.on_ok()
            problem = mines.validate(*values)
            assert dialog.error_var.get() == view.t(problem[0], **problem[1])
            assert buttons_at(dialog) == first, values
        type_values(dialog, ("12", "9", "10"))
        dialog.on_ok()
        assert dialog.result == mines.Params(12, 9, 10)
    finally:
        if dialog.winfo_exists():
            dialog.destroy()


def test_the_room_kept_is_the_tallest_error_not_more(app):
    """The error line is as tall as the longest error needs (a taller one would leave a gap under the fields)."""
    view = app.select_game("mines")
    dialog = custom_board_dialog(view)
    try:
        first = buttons_at(dialog)
        type_values(dialog, ("8888888", "9", "10"))  # the width error: the longest (its value has 7 digits)
        dialog.on_ok()
        label = dialog.body.grid_slaves(row=len(dialog.entries), column=0)[0]
        dialog.update()
        assert buttons_at(dialog) == first
        room = dialog.body.grid_bbox(0, len(dialog.entries))[3]
        assert room - label.winfo_height() <= 8  # the line's gap above it (6 px), nothing more
    finally:
        dialog.destroy()
