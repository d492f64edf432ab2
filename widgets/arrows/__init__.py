"""Arrow Rotation: what the player sees and clicks (the rules are in gamepkg/arrows/).

The files:
- animation.py: Arrow Rotation animation: the chain walk of a move shown turn by turn with after(), skippable and
  replayable.
- draw.py: Arrow Rotation drawing: arrow shapes, the frames of an animated walk, and the board painter.
- input.py: Arrow Rotation input: pick a cell, choose the arrow's direction, place it, by mouse or by keys alone.
- panels.py: Arrow Rotation side panel (score table, walk counter, preview, speed) and the New-game seats dialog.
- statistics.py: What the Statistics window of Arrow Rotation shows (on widgets/stats_records.py).
- texts.py: Arrow Rotation texts: names, the banner, the score table, the walk box, the preview line, the status.
- view.py: The Arrow Rotation tab: place arrows, watch the chain walk turn them, play against the computer.
"""
