"""The settings Minesweeper keeps in the data folder's settings.json, with their defaults (gamepkg/settings.py finds
them through the registry; a saved value of another type reads as its default)."""

DEFAULTS = {
    "question_marks": True,  # Options: a second right click marks a cell "?"
    "no_guess": False,  # Options: new random boards can be solved by logic alone
    "mines_coordinates": False,  # Options: column letters and row numbers around the board
}
