"""Soak: the computer players play whole games in the real window, in every seat combination, to the end.

Covers Mischief Garden (computer against computer in every pairing of easy and normal, and one side human
against each computer), Arrow Rotation (2 to 6 seats of mixed levels on small boards, a human seat among
them too) and Mirror Skirmish (random ally actions, so the animated enemy phase plays every round; one short
game against each enemy level), each at
the instant animation speed, and one game of each whose first rounds play at the normal speed. A human
seat plays random legal moves through the view, as a click would. Every game must reach its end; a Tk callback
exception fails the test (see tests/conftest.py), and so does a game that stops making progress (a frozen window).

Boards are small and the normal-speed games few, so the whole file takes well under a minute.
"""

import random
import time

import pytest

from gamepkg.arrows import rules as arrows
from gamepkg.garden import rules as garden
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import rules as skirmish

STALL_SECONDS = 20  # a game that makes no move for this long in the event loop is frozen


def play_to_the_end(app, view, seed, moves_at_this_speed=None):
    """Pump the event loop, playing a random legal move for every human turn, until the game is over.

    With ``moves_at_this_speed``, the rest of the game after that many moves is played at instant speed.
    """
    rng = random.Random(seed)
    root = app.root
    last_position, last_change = view.session.position, time.monotonic()
    while view.session.status() == "playing":
        if moves_at_this_speed is not None and view.session.position >= moves_at_this_speed:
            app.set_animation_speed("instant")
        root.update()
        root.callback_errors.check()  # a fault stops the test at once, with its traceback
        if view.session.status() != "playing":
            break
        waiting = view.is_busy() or view.computer_job is not None
        if not waiting and not view.computer_to_move():
            if getattr(view, "curtain_up", False):
                view.lift_curtain()
            moves = view.engine.legal_moves(view.session.state)
            assert moves, "a game still playing has no legal move"
            assert view.play(rng.choice(sorted(moves))) is not None
        if view.session.position != last_position:
            last_position, last_change = view.session.position, time.monotonic()
        elif time.monotonic() - last_change > STALL_SECONDS:
            pytest.fail(f"{view.engine.GAME} froze at move {view.session.position} "
                        f"(busy={view.is_busy()}, computer_job={view.computer_job})")
        time.sleep(0.002)
    for _ in range(20):  # let the last animation and the game-over texts run their callbacks
        root.update()
        time.sleep(0.005)
    assert view.session.status() != "playing"


GARDEN_PAIRINGS = ["ee", "en", "ne", "nn", "he", "hn", "eh", "nh"]


@pytest.mark.parametrize("pairing", GARDEN_PAIRINGS)
def test_mischief_garden_computers_play_to_the_end(app, pairing):
    """Every pairing of computer levels (and a human against each) finishes its match without a fault."""
    app.set_animation_speed("instant")
    view = app.select_game("garden")
    seed = GARDEN_PAIRINGS.index(pairing) + 1  # one match per pairing, each on a seed of its own
    app.new_game(garden.Params.decode(pairing), seed, view=view)
    play_to_the_end(app, view, seed)
    state = view.state()  # the winner is the one the end position gives (a rule that always named one fails)
    blooms = state.water.count(garden.MAX_WATER)
    assert state.round == garden.ROUNDS
    assert state.winner == ("gardener" if blooms >= garden.BLOOMS_TO_WIN else "mole"), (state.winner, blooms)


ARROW_SEATS = [
    ("easy", "normal"),
    ("hard", "easy", "normal"),
    ("normal", "human", "hard", "easy"),
    ("easy", "easy", "normal", "hard", "normal"),
    ("hard", "normal", "easy", "hard", "normal", "easy"),
]


@pytest.mark.parametrize("seats", ARROW_SEATS, ids=lambda seats: f"{len(seats)}seats")
def test_arrow_rotation_computers_play_to_the_end(app, seats):
    """2 to 6 seats of mixed levels fill a small board to the end with no fault."""
    app.set_animation_speed("instant")
    view = app.select_game("arrows")
    app.new_game(arrows.Params(4, 3, seats), 7, view=view)
    play_to_the_end(app, view, 7)
    scored = [0] * len(seats)  # each placement's points, as its walk reported them, replayed from the start
    state = arrows.new_game(view.session.params, view.session.seed)
    for move in view.session.moves[:view.session.position]:
        state = arrows.apply(state, move)
        for event in state.events:
            if event[0] == "scored":
                scored[event[1]] += event[2]
    assert list(view.session.state.scores) == scored and sum(scored) > 0  # a full board always turned arrows


def test_mirror_skirmish_enemy_phases_play_to_the_end(app):
    """Random ally actions against the enemy AIs, every enemy phase animated, until the battle ends."""
    app.set_animation_speed("instant")
    view = app.select_game("skirmish")
    for seed in range(2):
        app.new_game(view.session.params, seed, view=view)
        play_to_the_end(app, view, seed)


@pytest.mark.parametrize("level", skirmish_board.ENEMY_LEVELS)
def test_mirror_skirmish_every_enemy_level_plays_to_the_end(app, level):
    """One game of the shortest case (B, the flag two steps away) against each enemy level, random ally actions."""
    app.set_animation_speed("instant")
    view = app.select_game("skirmish")
    app.new_game(skirmish.Params("B", "both", enemy=level), 5, view=view)
    assert view.session.state.enemy == level
    play_to_the_end(app, view, 5)


@pytest.mark.parametrize("game, params, moves_at_normal_speed", [
    ("garden", garden.Params("n", "e"), 4),
    ("arrows", arrows.Params(2, 2, ("easy", "hard", "normal")), None),
    ("skirmish", None, 4),
])
def test_one_game_at_normal_speed(app, game, params, moves_at_normal_speed):
    """The same at the normal animation speed, where moves and enemy phases are animated with after().

    Mirror Skirmish plays its first two rounds (two animated enemy phases) and Mischief Garden its first
    round (four computer actions, each after its pause) at the normal speed, the rest at instant speed:
    whole animated games would take half a minute each and show nothing new.
    """
    app.set_animation_speed("normal")
    view = app.select_game(game)
    app.new_game(params or view.session.params, 3, view=view)
    play_to_the_end(app, view, 3, moves_at_normal_speed)
