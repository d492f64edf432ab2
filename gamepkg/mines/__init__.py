"""Minesweeper: its rules, with no tkinter (the view is in widgets/mines/).

The files:
- cells.py: CellSet: an unchangeable set of (x, y) cells whose copies share all the rows a change does not touch.
- grid.py: Minesweeper board geometry: neighbours, mine counts, the flood fill of 0s and the random mine draw.
- ids.py: Fixed mine layouts as short text, for game IDs such as ``mines:3x2n2:a4``, and the largest game played.
- lesson.py: The Minesweeper lesson: opening cells, flags and marks, opening around a number, a wrong flag, the 1-2
  pattern and a whole small game, every rule of gamepkg/mines/rulebook.py met by play.
- messages.py: Minesweeper texts: (Japanese, English). Coordinates are shown as ({column},{row}), counted from 1.
- params.py: Minesweeper boards: a game's Params (size, mines, fixed layout, no-guess), presets, custom limits.
- rulebook.py: Minesweeper's rule book: what a player must know to play a whole game, each rule with a test of one move.
- rules.py: Minesweeper: open every cell that hides no mine.
- search.py: Rules 3 and 5 of the Minesweeper solver: try every placement of mines around a group of numbers.
- settings.py: The settings Minesweeper keeps in settings.json ("?" marks, no-guess boards, coordinates).
- solver.py: Minesweeper logic: hints that prove a cell safe or a mine, and the check behind no-guess boards.
- stats.py: Minesweeper statistics: games played and won, winning streaks and the ten best times, per board.
- text.py: Minesweeper events and refusals as message ids with fields (the engine itself reports only data).
- timing.py: The Minesweeper clock: the seconds a game has been played.
"""
