"""Arrow Rotation: its rules, with no tkinter (the view is in widgets/arrows/).

The files:
- ai.py: Computer players for Arrow Rotation (gamepkg.arrows.rules).
- hint.py: Arrow Rotation's hint: always a move to suggest, with what makes it good (pure Python, no tkinter).
- lesson.py: The Arrow Rotation lesson: every rule of the rule book met by play, in the order of the seed post
  (gamepkg/lesson_steps.py Steps in chapters; REAL_GAME, the game after it).
- messages.py: Player-facing text of Arrow Rotation (gamepkg.arrows.rules): ``MESSAGES = {key: (japanese,
  english)}``.
- messages_lesson.py: Arrow Rotation's lesson texts: chapters, steps, likely mistakes, the rule book and the game
  after it.
- rulebook.py: Arrow Rotation's rule book: everything a player must know to play a whole game, each rule
  with a test of one move that makes it happen (gamepkg/lesson_steps.py Rule).
- rules.py: Arrow Rotation (矢印回転ゲーム): place an arrow, then every arrow it leads to turns a quarter.
- stats.py: What an Arrow Rotation game counts in the statistics (gamepkg/game_stats.py): one table per line-up of
  computer
"""
