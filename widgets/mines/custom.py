"""Minesweeper's Custom board dialog: width, height and mines, checked by the engine's rules.

Its error line keeps the room of the longest error it can show (``mines.custom_problems``) from the start: a
window that grew when an error appeared moved OK and Cancel from under the pointer (issue #34).
"""

from gamepkg.mines import rules as mines
from widgets.dialogs import FormDialog, centre_over


class CustomBoardDialog(FormDialog):
    """A FormDialog whose error line has the room of the largest of ``errors`` (texts) from the start."""

    def __init__(self, parent, tr, title, fields, validate, errors):
        """The form of FormDialog, keeping room for every text of ``errors``."""
        self._errors = list(errors)
        super().__init__(parent, tr, title, fields, validate)

    def finish(self, row, columnspan=1, wraplength=280):
        """Lay the form out as FormDialog does, then give the error line the height and the width of the largest
        error (measured with each shown, before the window is on screen) and centre the window at that size."""
        super().finish(row, columnspan, wraplength)
        self.withdraw()
        tallest = widest = 0
        for error in self._errors:
            self.error_var.set(error)
            self.update_idletasks()
            tallest = max(tallest, self.body.grid_bbox(0, row)[3])
            widest = max(widest, self.winfo_reqwidth())
        self.error_var.set("")
        self.body.grid_rowconfigure(row, minsize=tallest)
        self.minsize(widest, 1)  # as wide as with the widest error; the fields' column takes the room
        self.body.grid_columnconfigure(columnspan - 1, weight=1)
        centre_over(self, self.master)
        self.deiconify()

def custom_board_dialog(view):
    """The Custom board dialog of the Minesweeper ``view`` (not shown modally yet: ``run()`` does)."""
    params = view.session.params

    def check(values):
        """Validate the three numbers with the engine's rules."""
        problem = mines.validate(*values)
        if problem:
            return None, view.t(problem[0], **problem[1])
        return mines.custom_params(*values, no_guess=view.no_guess.get()), None

    fields = [(view.t("mines.custom.width"), params.width), (view.t("mines.custom.height"), params.height),
              (view.t("mines.custom.mines"), params.mines)]
    errors = [view.t(key, **values) for key, values in mines.custom_problems()]
    return CustomBoardDialog(view, view.tr, view.t("mines.custom.title"), fields, check, errors)
