"""Delayed Walls: its rules, with no tkinter (the view is in widgets/walls/).

The files:
- display.py: Delayed Walls for the screen, worked out without tkinter: forecasts, reservations, levels, bests,
  advice.
- edit.py: The level editor's draft, without tkinter: a board being painted, its titles, and the steps to undo.
- lesson.py: The Delayed Walls lesson: nine steps in the chapters of the seed lessons (教材 1-5), and the real game
  after it.
- level_files.py: Delayed Walls level files: a plain-text format, the shipped levels and a teacher's level file.
- messages.py: Delayed Walls text: MESSAGES = {key: (japanese, english)} with the same {placeholders} in both.
- messages_editor.py: Delayed Walls level editor and level sharing texts (widgets/walls/editor*.py). MESSAGES =
  {key: (japanese, english)}.
- messages_view.py: Delayed Walls tab texts (widgets/walls/view.py and its panels). MESSAGES = {key: (japanese,
  english)}.
- rulebook.py: What a Delayed Walls player must know, as data: each rule's text and a test of one move that shows it.
- rules.py: Delayed Walls (後から来る壁): walk to the exit while the floor closes behind you.
- sharing.py: Sharing Delayed Walls levels: a one-line share text, saving into a pupil's folder, the class levels
  folders.
- settings.py: The settings Delayed Walls keeps in settings.json (the level last played, the level list open).
- solver.py: Delayed Walls solver: breadth-first search over the rule engine, hints, and a command line.
- stats.py: Delayed Walls' statistics: a summary worked out from the level bests it keeps already (walls_best.json),
  no
- why.py: Why a Delayed Walls level cannot be won: which light or exit is out of reach, as data for the editor.
- levels/: the shipped data files
"""
