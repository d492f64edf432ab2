"""Minesweeper: what the player sees and clicks (the rules are in gamepkg/mines/).

The files:
- board.py: The Minesweeper board: raised covered cells, drawn flags, and cells that open on mouse release.
- custom.py: Minesweeper's Custom board dialog: width, height and mines, checked by the engine's rules.
- long_steps.py: Minesweeper's long steps beside the window: a fixed layout's first state, Undo and Redo on a
  huge board.
- looks.py: What each Minesweeper cell looks like, and which cells a redraw must draw again.
- scroll.py: A Minesweeper board with scrollbars that show only when the board is bigger than the window.
- stats_window.py: Game > Statistics of Minesweeper: games played and won, streaks and the ten best times of every
  board.
- view.py: The Minesweeper tab: counter, timer, the board, hints and best times.
"""
