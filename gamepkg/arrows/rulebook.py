"""Arrow Rotation's rule book: everything a player must know to play a whole game, each rule with a test
of one move that makes it happen (gamepkg/lesson_steps.py Rule; the texts are ``arrows.rule.NAME``).

The rules come from the seed blog post (where an arrow may go, the walk, the points, the end) and from the
engine (gamepkg/arrows/rules.py: 2 to 6 players, a tie shares the win). Each ``seen`` reads the states
before and after one accepted placement, its walk (``State.last_walk``) and its events; no window.
"""

from collections import Counter

from gamepkg.lesson_steps import Rule


def walk_of(after):
    """The walk the move made (the Walk of the state after it)."""
    return after.last_walk


def turn_counts(after):
    """{(x, y): how many times the walk turned the arrow there}."""
    return Counter((turn.x, turn.y) for turn in walk_of(after).turns)


def game_over_winners(after):
    """How many players share the win when this move ended the game, else 0."""
    return next((event[1] for event in after.events if event[0] == "game_over"), 0)


def first_anywhere(engine, before, move, after):
    """The move placed the very first arrow of the game (it may go on any cell)."""
    return before.placements == 0


def beside_arrow(engine, before, move, after):
    """A later arrow went on an empty cell beside an arrow (above, below, left or right)."""
    walk = walk_of(after)
    return (before.placements > 0 and before.board[walk.y][walk.x] == engine.EMPTY
            and engine.touches_arrow(before, walk.x, walk.y))


def chain_walk(engine, before, move, after):
    """The walk left the new arrow and reached at least one arrow."""
    return bool(walk_of(after).turns)


def quarter_turn(engine, before, move, after):
    """Arrows were turned, each by the engine's one quarter (clockwise as shipped)."""
    turns = walk_of(after).turns
    return bool(turns) and all(turn.after == engine.turned(turn.before) for turn in turns)


def stop_empty(engine, before, move, after):
    """The walk turned arrows, then stopped on an empty cell."""
    walk = walk_of(after)
    return bool(walk.turns) and not walk.off_board


def stop_edge(engine, before, move, after):
    """The walk stopped by stepping off the board."""
    return walk_of(after).off_board


def own_arrow(engine, before, move, after):
    """The walk came back to the arrow just placed and turned it."""
    walk = walk_of(after)
    return (walk.x, walk.y) in turn_counts(after)


def three_turns(engine, before, move, after):
    """One arrow turned three times (or more) in this one walk."""
    counts = turn_counts(after)
    return bool(counts) and max(counts.values()) >= 3


def points(engine, before, move, after):
    """The player who placed the arrow scored one point for each turn of its walk."""
    player, turns = before.current, len(walk_of(after).turns)
    return turns > 0 and after.scores[player] - before.scores[player] == turns


def zero_points(engine, before, move, after):
    """A later arrow scored nothing (no arrow turned): the rules allowed it all the same."""
    return before.placements > 0 and walk_of(after).gained == 0


def players_in_turn(engine, before, move, after):
    """A third (or later) player placed an arrow: more than two players take turns."""
    return before.current >= 2


def board_full(engine, before, move, after):
    """The move filled the last empty cell, and the game ended."""
    return after.ended and game_over_winners(after) > 0


def one_winner(engine, before, move, after):
    """The game ended with one player alone at the top."""
    return game_over_winners(after) == 1


def tie(engine, before, move, after):
    """The game ended with two or more players sharing the top score (they all win)."""
    return game_over_winners(after) >= 2


RULES = (
    Rule("first_anywhere", first_anywhere),
    Rule("beside_arrow", beside_arrow),
    Rule("zero_points", zero_points),
    Rule("walk", chain_walk),
    Rule("quarter_turn", quarter_turn),
    Rule("stop_empty", stop_empty),
    Rule("stop_edge", stop_edge),
    Rule("own_arrow", own_arrow),
    Rule("three_turns", three_turns),
    Rule("points", points),
    Rule("players", players_in_turn),
    Rule("board_full", board_full),
    Rule("winner", one_winner),
    Rule("tie", tie),
)
