"""Mirror Skirmish: what the player sees and clicks (the rules are in gamepkg/skirmish/).

The files:
- column.py: The column beside the Mirror Skirmish board: the side panel's boxes (widgets/skirmish/panels.py) and
  the event
- draw.py: Drawing the Mirror Skirmish board on a BoardCanvas: terrain, units with HP pips, overlays, animation
  marks.
- frames.py: The steps of Mirror Skirmish's actions, kept with the game for the log and the animation: an Expert
  enemy phase is searched once, on the worker thread.
- keys.py: The keys of the Mirror Skirmish tab: the board's and the action list's bindings and what each key does.
- menus.py: The menu commands of the Mirror Skirmish tab: the hint, importing a lesson save, skipping the enemy
  phase,
- panel_texts.py: What the Mirror Skirmish panels say: the battle (round, flag, weapon, every unit's HP), the chosen
  ally's
- panels.py: Mirror Skirmish side panel: battle state, units, action list, forecast, legend.
- replay.py: Mirror Skirmish in a replay: an action's steps (the enemy phase) shown one by one, as in the game.
- statistics.py: What the Statistics window of Mirror Skirmish shows (on widgets/stats_records.py).
- view.py: The Mirror Skirmish tab: a 6x5 board, two allies against two enemies, a forecast and a visible enemy
  phase.
"""
