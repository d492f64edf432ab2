"""Mischief Garden's computer levels, weakest first: Easy and Normal (gamepkg/garden/ai.py), Hard
(gamepkg/garden/hard.py). ``choose_move`` plays the computer to act at a level; the gardener's side is only
ever given the gardener's view (``garden_sight.player_view``), never the roots.
"""

from gamepkg.garden import ai as garden_ai
from gamepkg.garden import hard as garden_hard
from gamepkg.garden.sight import player_view

LEVELS = garden_ai.LEVELS + ("hard",)


def choose_move(state, level, rng, budget=None):
    """The move of the computer player to act at ``level`` ('easy', 'normal' or 'hard'), seeded by ``rng``.

    ``budget`` (a SearchBudget) bounds the search of Normal and Hard (each has its own default bound).
    """
    if level != "hard":
        return garden_ai.choose_move(state, level, rng, budget)
    if state.role == "gardener":
        return garden_hard.gardener_move(player_view(state), rng, budget)
    return garden_hard.mole_move(state, rng, budget)
