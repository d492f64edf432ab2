"""Mischief Garden: what the player sees and clicks (the rules are in gamepkg/garden/).

The files:
- curtain.py: Mischief Garden curtain control: hide the board at a hand-off and while a question is open.
- draw.py: Drawing the Mischief Garden on a BoardCanvas: paths, flowers and their water, rock, entry, nest, roots,
  marks.
- input.py: Mischief Garden input: keys, clicks and the radio buttons become a selected move, then a played one.
- panels.py: Mischief Garden side panel (turn, counters, actions, forecast, result, lab) and the hand-off curtain.
- screen.py: Mischief Garden drawing: the match (as the player at the screen may see it), the curtain, or the lab.
- statistics.py: What the Statistics window of Mischief Garden shows (on widgets/stats_records.py).
- texts.py: Mischief Garden texts: the status line and the side panel's lines, from what the player at the screen
  may see.
- view.py: The Mischief Garden tab: a hot-seat that leaks nothing, computer players, and the solo practice lab.
"""
