"""Guided lessons as data: a game's lesson module (``gamepkg/GAME/lesson.py``) holds its ``STEPS`` of this Step.

A step is a small position of the real engine (its parameters as a game ID's text, the moves already
played) and the moves that do what the step asks; a ``*`` in an intended move stands for any text there, a
choice the step leaves to the player (``"root:*"``: a root on any cell the rules allow). Its texts are
message ids built from its name:
``GAME.lesson_step.NAME.task`` (what to try), ``.why`` (one sentence of why it worked) and ``.rule`` (the rule it
adds); ``rule`` names where the engine writes that rule (``module:function`` or ``module:CONSTANT``), so
Help → How This Game Is Made can open the source there. Adding a lesson to a game is its module
gamepkg/GAME/lesson.py and its texts; gamepkg/lesson_player.py plays every lesson.
"""

import re
from collections import namedtuple

from gamepkg.registry import optional_game_module

ANY = "*"  # in an intended move: any text the rules allow there


class Step(namedtuple("Step", "name rule params moves setup seed finish tell_last", defaults=((), 0, "", False))):
    """One step of a lesson: a position, the moves that pass it, and where its rule lives in the engine.

    - name: the texts are GAME.lesson_step.NAME.task / .why / .rule
    - rule: the engine's code of this rule, "gamepkg.module:name" (a function or a constant)
    - params: the position, the engine's Params text (what a game ID holds after the ':')
    - moves: the intended moves, in order (ANY in one: the player chooses that part)
    - setup: moves played before the step starts (they belong to its position); default none
    - seed: the position's seed; default 0
    - finish: when set, any legal moves may pass: the step is done when the status becomes this
    - tell_last: the last intended move is the other side's (a computer's): the coach says what it did

    (A collections.namedtuple: typing.NamedTuple would import typing, which the window's start does not need.)
    """

    __slots__ = ()


def lesson_steps(game):
    """The steps of ``game``'s lesson (gamepkg/GAME/lesson.py), or () when the game has no lesson module."""
    module = optional_game_module(game, "lesson")
    return () if module is None else tuple(module.STEPS)


def move_fits(move, intended):
    """True when the played ``move`` is the ``intended`` one (each ANY in it matches any text)."""
    pattern = ".*".join(re.escape(part) for part in intended.split(ANY))
    return re.fullmatch(pattern, move, re.DOTALL) is not None


def moves_fit(played, intended):
    """True when the ``played`` moves are the ``intended`` ones, one for one (see move_fits)."""
    return len(played) == len(intended) and all(map(move_fits, played, intended))


def rule_place(step):
    """(source file, name) of the step's rule, e.g. ("gamepkg/walls/rules.py", "COUNTDOWN")."""
    module, _, name = step.rule.partition(":")
    return module.replace(".", "/") + ".py", name
