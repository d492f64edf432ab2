"""Mirror Skirmish: its rules, with no tkinter (the view is in widgets/skirmish/).

The files:
- advice.py: Mirror Skirmish's hint against the level actually played.
- ai.py: Hints for Mirror Skirmish: search ahead for the fastest win (the enemies are deterministic).
- board.py: Mirror Skirmish's board and rule numbers: the units, the cases' layouts, reach, and the allies' actions.
- display.py: What the Mirror Skirmish view shows, worked out without any window: clicks, log lines, forecasts.
- enemy.py: Mirror Skirmish's enemies: what each enemy does, and the enemy phase that ends every round.
- expert.py: Mirror Skirmish's Expert enemy: iterative deepening alpha-beta over the free game tree, both sides
  searched.
- foes.py: Mirror Skirmish's stronger enemies: Normal and Hard look ahead before they act; Lesson is the seed's
  enemy.
- lesson.py: The Mirror Skirmish lesson: move an ally, attack, pick up the weapon at the altar, the enemy phase,
  hold
- messages.py: Mirror Skirmish texts. The Japanese event lines are exactly the seed's log lines (saves and traces
  use them).
- messages_lesson.py: Mirror Skirmish's lesson texts: chapters, steps, likely mistakes, the rule book and the game
  after it.
- messages_view.py: Mirror Skirmish view texts: side panel, forecast box, event log, banner, menus and the keys.
- reach.py: Which Mirror Skirmish positions a real game can reach (game IDs, saves and lessons carry start
  positions).
- reasons.py: Mirror Skirmish in words, as data: why an action is refused (reason codes) and what happened (message
  ids).
- rulebook.py: What a Mirror Skirmish player must know, as data: each rule in the player's words and a test of
  one move that says whether the move made the rule happen.
- rules.py: Mirror Skirmish (鏡の国の小競り合い): a small deterministic tactics game on a 6x5 board.
- rush.py: Mirror Skirmish's scripted rush, the player who walks to the flag (for the benches and tests).
- search.py: Mirror Skirmish's Hard enemy: an alpha-beta search over the enemy phase and the allies' next round.
- seed_saves.py: The seed lesson's own save files (save_097.json) and state format, for Mirror Skirmish.
- solver.py: Mirror Skirmish's value with perfect play: can one side force its win within a number of rounds?
- stats.py: What a Mirror Skirmish game counts in the statistics (gamepkg/game_stats.py): one table per case,
  variant and
- tree.py: Mirror Skirmish's game tree with both sides free: the allies and each enemy choose among every allowed
  action.
"""
