"""Guided lessons as data: a game's lesson module (``gamepkg/GAME/lesson.py``) holds its ``STEPS`` of this
Step, and its rule book (``gamepkg/GAME/rulebook.py``) the ``RULES`` a player must know, each a Rule.

A step is a small position of the real engine (its parameters as a game ID's text, the moves already
played) and the moves that do what the step asks; a ``*`` in an intended move stands for any text there, a
choice the step leaves to the player (``"root:*"``: a root on any cell the rules allow). Its texts are
message ids built from its name, ``GAME.lesson_step.NAME.PART``:

- ``task`` (what to try), ``why`` (one sentence of why it worked), ``rule`` (the rule it adds), ``hint``
  (what to think of when a move went another way: built from the step's rule, never a shared line);
- ``mistake.HINT`` for each of its Mistakes: what that wrong move did and what to try instead.

``rule`` names where the engine writes that rule (``module:function`` or ``module:CONSTANT``), so Help → How
This Game Is Made can open the source there. Steps come in chapters (``GAME.lesson_chapter.NAME``), which
the coach lets the player pick. A lesson module may name ``REAL_GAME``: the parameters of the game a child
plays alone after the lesson (against the computer at its easiest, where the game has one), and its text
``GAME.lesson_real_game`` says which game that is.

A Rule is one thing a player must know, in the player's words (``GAME.rule.NAME``), with ``seen``: a test of
one move, ``seen(engine, before, move, after)``, true when that move makes the rule happen. Every rule is
met by play in some step (``meets``): tests/test_lesson_rules.py plays each step's line and checks.
"""

import re
from collections import namedtuple

from gamepkg.registry import optional_game_module

ANY = "*"  # in an intended move: any text the rules allow there


class Step(namedtuple("Step", "name rule params moves setup seed finish tell_last chapter meets mistakes "
                              "passes fields example",
                      defaults=((), 0, "", False, "", (), (), (), (), ()))):
    """One step of a lesson: a position, the moves that pass it, and where its rule lives in the engine.

    - name: the texts are GAME.lesson_step.NAME.task / .why / .rule / .hint (and .mistake.HINT)
    - rule: the engine's code of this rule, "gamepkg.module:name" (a function or a constant)
    - params: the position, the engine's Params text (what a game ID holds after the ':')
    - moves: the intended moves, in order (ANY in one: the player chooses that part)
    - setup: moves played before the step starts (they belong to its position); default none
    - seed: the position's seed; default 0
    - finish: when set, any legal moves may pass: the step is done when the status becomes this
    - tell_last: the last intended move is the other side's (a computer's): the coach says what it did
    - chapter: the chapter the step belongs to (texts GAME.lesson_chapter.CHAPTER); steps of one chapter
      stand together
    - meets: the names of the rules (gamepkg/GAME/rulebook.py) that the step's play makes happen
    - mistakes: the likely wrong moves, each a Mistake with its own hint
    - passes: other move lines that pass the step too (a correct alternative: the other ally first)
    - fields: (name, value) pairs that every text of the step may use ({countdown} ...)
    - example: one whole line of moves that passes, for the tests, where ``moves`` leaves choices (ANY or
      finish); default: ``moves``

    (A collections.namedtuple: typing.NamedTuple would import typing, which the window's start does not need.)
    """

    __slots__ = ()


class Mistake(namedtuple("Mistake", "moves hint status", defaults=("",))):
    """A likely wrong move of a step, and what the coach says to it.

    - moves: the moves from the step's start that make the mistake, as patterns (ANY allowed), e.g.
      ("o1,1",) for a wrong first cell or ("R", "D") for going down at the second move
    - hint: the text's name: GAME.lesson_step.STEP.mistake.HINT
    - status: when set, the mistake is only this ending ("lost": the moves ended the game)
    """

    __slots__ = ()


class Rule(namedtuple("Rule", "name seen")):
    """One rule a player must know (text GAME.rule.NAME) and ``seen(engine, before, move, after)``: does
    that move make the rule happen (a test of the engine's states, no window)?"""

    __slots__ = ()


def lesson_steps(game):
    """The steps of ``game``'s lesson (gamepkg/GAME/lesson.py), or () when the game has no lesson module."""
    module = optional_game_module(game, "lesson")
    return () if module is None else tuple(module.STEPS)


def real_game(game):
    """The Params text of the game offered after ``game``'s lesson, or None (then: a game like the one before)."""
    module = optional_game_module(game, "lesson")
    return getattr(module, "REAL_GAME", None)


def game_rules(game):
    """The rules of ``game`` a player must know (gamepkg/GAME/rulebook.py), or () without a rule book."""
    module = optional_game_module(game, "rulebook")
    return () if module is None else tuple(module.RULES)


def chapters(steps):
    """[(chapter, index of its first step)] in the lesson's order (steps without a chapter: one unnamed)."""
    found = []
    for index, step in enumerate(steps):
        if not found or found[-1][0] != step.chapter:
            found.append((step.chapter, index))
    return found


def move_fits(move, intended):
    """True when the played ``move`` is the ``intended`` one (each ANY in it matches any text)."""
    pattern = ".*".join(re.escape(part) for part in intended.split(ANY))
    return re.fullmatch(pattern, move, re.DOTALL) is not None


def moves_fit(played, intended):
    """True when the ``played`` moves are the ``intended`` ones, one for one (see move_fits)."""
    return len(played) == len(intended) and all(map(move_fits, played, intended))


def passing_lines(step):
    """Every move line that passes ``step``: its intended moves and its other passing lines."""
    return (tuple(step.moves),) + tuple(tuple(line) for line in step.passes)


def rule_place(step):
    """(source file, name) of the step's rule, e.g. ("gamepkg/walls/rules.py", "COUNTDOWN")."""
    module, _, name = step.rule.partition(":")
    return module.replace(".", "/") + ".py", name
