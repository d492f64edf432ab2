"""Mischief Garden: its rules, with no tkinter (the view is in widgets/garden/).

The files:
- ai.py: Computer players for Mischief Garden, at two levels ("easy" and "normal") for either role.
- bits.py: Mischief Garden cells as bits of one int (bit c is cell c), for the Hard computer players' fast search.
- display.py: Mischief Garden for the screen: who may see what, which actions a player has, and texts as message
  ids.
- hard.py: Mischief Garden's Hard computer players: a search over what each side may know, on cells as bits.
- lab.py: Mischief Garden solo lab: practise the mole's roots, the gardener's cut and the drain alone.
- lesson.py: The Mischief Garden lesson: every rule of the rule book (rulebook.py) met by play, in the seed's five
  stages (the gardener's paths, the mole's roots, water and the end of the game, the dig, two players at one PC).
- levels.py: Mischief Garden's computer levels, weakest first: Easy and Normal (gamepkg/garden/ai.py), Hard
- messages.py: Player-facing text of Mischief Garden (the two-player game and the solo lab).
- messages_lesson.py: Mischief Garden lesson texts: its chapters and steps (gamepkg/garden/lesson.py), its rule
  book (gamepkg/garden/rulebook.py) and the game offered after it.
- messages_view.py: Mischief Garden view texts: the curtain, the side panel, the board's marks, menus and
  confirmations.
- rules.py: Mischief Garden: a two-player hot-seat game on a SIZE x SIZE garden (cells numbered row by row from 0).
- rulebook.py: Mischief Garden's rules as data: what a player must know to play a whole game without surprises.
- sight.py: Mischief Garden: what each player may see, and forecasts of a move (a preview without playing it).
- stats.py: What a Mischief Garden match counts in the statistics (gamepkg/game_stats.py): one table per human role
  and
"""
