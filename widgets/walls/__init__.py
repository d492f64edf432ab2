"""Delayed Walls: what the player sees and clicks (the rules are in gamepkg/walls/).

The files:
- draw.py: Drawing a Delayed Walls position on a BoardCanvas: floors, walls, countdowns, lights, trail, player,
  previews.
- editor.py: The Delayed Walls level editor (Game > New Level / Edit Level): paint a board, title it, ask the
  solver.
- editor_commands.py: The Delayed Walls tab's level commands: the Game menu's level entries, the editor's buttons,
  sharing.
- help.py: The solver's help in the Delayed Walls tab: hints, and Show Solution played step by step.
- jobs.py: Slow pure functions (the Delayed Walls solver) on ONE background thread per tab, results on the Tk
  thread.
- level_list.py: The Delayed Walls level list: shipped levels, then the teacher's and the class's, with best and
  par.
- library.py: The Delayed Walls tab's levels: shipped and teachers' levels, their par from the solver, the best
  moves.
- panels.py: The Delayed Walls info panel, right of the board: the level's numbers, the floors counting down to
  walls, the
- panes.py: How the Delayed Walls tab shares its room: the board first, the info panel beside it, the level list
  folded.
- records.py: What counts for the Delayed Walls level bests: the suite's one rule (gamepkg/fair_play.py) on levels.
- screen.py: What the Delayed Walls tab shows: the status line's texts, the board, the banner and the info panel.
- statistics.py: What the Statistics window of Delayed Walls shows (on widgets/stats_records.py).
- view.py: The Delayed Walls tab: walk to the exit while the floor you stepped on closes three moves later.
"""
