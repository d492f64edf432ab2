"""Arrow Rotation rules: the blog's worked examples, placement rules, the walk, turns and the end."""

import random

import pytest

from gamepkg.arrows import rules as arrows
from gamepkg.arrows.rules import DOWN, EMPTY, LEFT, RIGHT, UP, Turn
from gamepkg.rules import IllegalMove


def game(width, height, players=2):
    """A new game with all-human seats."""
    return arrows.new_game(arrows.Params(width, height, ("human",) * players), 0)


def play(state, *moves):
    """Apply ``moves`` in order and return the final state."""
    for move in moves:
        state = arrows.apply(state, move)
    return state


def reason_of(state, move):
    """The reason code with which ``move`` is refused."""
    with pytest.raises(IllegalMove) as refused:
        arrows.apply(state, move)
    return refused.value.reason


def seed_walk(board, x, y, direction):
    """The seed's own loop, transcribed: unbounded counters, placed cell set to (d-1)%4, SCORE from -1."""
    height, width = len(board), len(board[0])
    cells = [list(row) for row in board]
    cells[y][x] = (direction - 1) % 4
    score = -1
    while 0 <= x < width and 0 <= y < height and cells[y][x] != -1:
        cells[y][x] += 1
        value = cells[y][x] % 4
        x, y = x + (1, 0, -1, 0)[value], y + (0, 1, 0, -1)[value]
        score += 1
    return [[v if v == -1 else v % 4 for v in row] for row in cells], score


# ---------------------------------------------------------------- the blog's examples

@pytest.mark.seed  # the seed's own examples and loop, as recorded from its original rules
def test_blog_example_2x1_turns_both_arrows_and_leaves_the_board():
    """'◯↓' then → on the left cell: →↓ -> →← -> ↓← and off the board, +2 points."""
    state = play(game(2, 1), "1,0,1")
    assert state.board == ((EMPTY, DOWN),)
    state = arrows.apply(state, "0,0,0")
    walk = state.last_walk
    assert walk.turns == (Turn(1, 0, DOWN, LEFT), Turn(0, 0, RIGHT, DOWN))
    assert walk.off_board and walk.stop == (0, 1)
    assert walk.gained == 2
    assert state.board == ((DOWN, LEFT),)
    assert state.scores == (0, 2)


@pytest.mark.seed  # the seed's own examples and loop, as recorded from its original rules
def test_blog_example_2x2_scores_0_2_2():
    """(2,2) S +0, (1,2) D +2 giving ◯◯/↓←, (2,1) S +2 giving ◯←/↓↑ (1-based in the text)."""
    state = game(2, 2, players=3)
    state = arrows.apply(state, "1,1,1")
    assert state.last_walk.gained == 0
    assert state.board == ((EMPTY, EMPTY), (EMPTY, DOWN))
    state = arrows.apply(state, "0,1,0")
    assert state.last_walk.gained == 2
    assert state.board == ((EMPTY, EMPTY), (DOWN, LEFT))
    state = arrows.apply(state, "1,0,1")
    assert state.last_walk.gained == 2
    assert state.board == ((EMPTY, LEFT), (DOWN, UP))
    assert state.scores == (0, 2, 2)
    assert not state.ended


@pytest.mark.seed  # the seed's own examples and loop, as recorded from its original rules
def test_blog_example_2x2_walk_of_the_third_placement():
    """The third placement turns ← to ↑, then ↓ to ←, and stops on the empty top-left cell."""
    state = play(game(2, 2, players=3), "1,1,1", "0,1,0")
    preview = arrows.walk(state, 1, 0, DOWN)
    assert preview.turns == (Turn(1, 1, LEFT, UP), Turn(1, 0, DOWN, LEFT))
    assert preview.stop == (0, 0) and not preview.off_board


# ---------------------------------------------------------------- the walk

def test_walk_turns_the_placed_arrow_again_when_it_comes_back():
    """Around a 2x2 loop the walk passes the new arrow twice, turning it each time: 8 points."""
    board = ((EMPTY, RIGHT), (LEFT, DOWN))
    state = arrows.State(2, 2, board, (0, 0), placements=3, current=1, round=2)
    after = arrows.apply(state, "0,0,0")
    assert after.last_walk.turns == (
        Turn(1, 0, RIGHT, DOWN), Turn(1, 1, DOWN, LEFT), Turn(0, 1, LEFT, UP), Turn(0, 0, RIGHT, DOWN),
        Turn(0, 1, UP, RIGHT), Turn(1, 1, LEFT, UP), Turn(1, 0, DOWN, LEFT), Turn(0, 0, DOWN, LEFT),
    )
    assert after.last_walk.gained == 8 and after.last_walk.off_board
    assert after.board == ((LEFT, LEFT), (RIGHT, UP))
    expected_board, expected_score = seed_walk(board, 0, 0, RIGHT)
    assert [list(row) for row in after.board] == expected_board and expected_score == 8


def test_each_turn_is_a_quarter_clockwise():
    """Every recorded turn goes right -> down -> left -> up -> right."""
    rng = random.Random(3)
    state = game(5, 5)
    while not state.ended:
        state = arrows.apply(state, rng.choice(arrows.legal_moves(state)))
        for turn in state.last_walk.turns:
            assert turn.after == (turn.before + 1) % 4


@pytest.mark.seed  # the seed's own examples and loop, as recorded from its original rules
def test_engine_matches_the_seed_loop_on_random_games():
    """Board and points agree with the transcribed seed loop for every placement of many random games."""
    rng = random.Random(11)
    for _ in range(40):
        state = game(rng.randint(2, 7), rng.randint(2, 7), rng.randint(2, 4))
        while not state.ended:
            x, y, d = map(int, rng.choice(arrows.legal_moves(state)).split(","))
            expected_board, expected_score = seed_walk(state.board, x, y, d)
            scorer = state.current
            old_score = state.scores[scorer]
            state = arrows.apply(state, arrows.move_text(x, y, d))
            assert [list(row) for row in state.board] == expected_board
            assert state.last_walk.gained == expected_score >= 0
            assert state.scores[scorer] == old_score + expected_score


def test_walk_preview_matches_apply_and_changes_nothing():
    """walk() reports exactly what apply() then does, and the state stays as it was."""
    moves = ("1,1,0", "2,1,1", "2,2,2")
    state = play(game(4, 4), *moves)
    for move in arrows.legal_moves(state):
        x, y, d = map(int, move.split(","))
        preview = arrows.walk(state, x, y, d)
        assert state == play(game(4, 4), *moves)
        assert arrows.apply(state, move).last_walk == preview


def test_walk_preview_refuses_illegal_cells():
    """The preview uses the same rules as a move."""
    state = play(game(3, 3), "0,0,0")
    with pytest.raises(IllegalMove):
        arrows.walk(state, 2, 2, RIGHT)
    with pytest.raises(IllegalMove):
        arrows.walk(state, 0, 0, RIGHT)


# ---------------------------------------------------------------- placement rules

def test_first_arrow_may_go_anywhere():
    """Every cell of an empty board, in every direction, is legal."""
    state = game(3, 4)
    assert len(arrows.legal_moves(state)) == 3 * 4 * 4
    assert arrows.apply(state, "2,3,3").board[3][2] == UP


def test_later_arrows_need_a_side_neighbour():
    """After the first arrow only its four side neighbours are open; diagonals are refused."""
    state = play(game(3, 3), "1,1,0")
    assert sorted(arrows.legal_cells(state)) == [(0, 1), (1, 0), (1, 2), (2, 1)]
    assert reason_of(state, "0,0,0") == "not_adjacent"
    assert reason_of(state, "2,2,1") == "not_adjacent"


def test_occupied_cell_is_refused():
    """A cell that holds an arrow cannot take another."""
    state = play(game(3, 3), "1,1,0")
    assert reason_of(state, "1,1,2") == "occupied"


@pytest.mark.parametrize("move", ["-1,0,0", "3,0,0", "0,3,0", "0,-1,2", "99,99,0"])
def test_off_board_is_refused(move):
    """Coordinates outside the board are refused as off_board."""
    assert reason_of(game(3, 3), move) == "off_board"


@pytest.mark.parametrize("move", ["0,0,4", "0,0,-1", "0,0,7"])
def test_bad_direction_is_refused(move):
    """Directions other than 0..3 are refused."""
    assert reason_of(game(3, 3), move) == "bad_direction"


@pytest.mark.parametrize("move", [
    "", "0,0", "0,0,0,0", " 0,0,0", "0,0,0 ", "0,0,0\n", "01,0,0", "0,00,0", "-0,0,0", "+1,0,0",
    "0;0;0", "a,b,c", "1.0,0,0", "\uff11,0,0", "\u00b2,0,0", "\u0661,0,0", "0, 0, 0", "D", "x1,0,0",
])
def test_garbage_is_refused_as_bad_move(move):
    """Text that is not exactly three plain ASCII integers is bad_move, never a crash."""
    assert reason_of(game(3, 3), move) == "bad_move"


def test_non_text_moves_are_refused():
    """Even a non-string reaches IllegalMove rather than a crash."""
    assert reason_of(game(3, 3), None) == "bad_move"
    assert reason_of(game(3, 3), (0, 0, 0)) == "bad_move"


def test_a_refusal_changes_nothing_and_keeps_the_player():
    """After any refused move the state is equal to before: same board, scores and player to move."""
    state = play(game(3, 3, players=3), "1,1,0", "2,1,1")
    for move in ("1,1,0", "0,0,0", "0,1,9", "9,1,0", "junk"):
        with pytest.raises(IllegalMove):
            arrows.apply(state, move)
        assert state.current == 2
    assert arrows.apply(state, "1,0,3").current == 0


def test_random_strings_only_apply_or_refuse():
    """Random short strings over the move alphabet either apply or raise IllegalMove with a known reason."""
    rng = random.Random(9)
    state = play(game(4, 4), "1,1,0")
    alphabet = "0123-,4 x9"
    for _ in range(2000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 8)))
        try:
            arrows.apply(state, text)
        except IllegalMove as refused:
            assert refused.reason in arrows.REASONS


# ---------------------------------------------------------------- turns, the end, winners

def test_turn_order_and_rounds():
    """Players move in turn; the round goes up each time the first player is to move again."""
    state = game(3, 3, players=3)
    seen = []
    for move in ("1,1,0", "1,0,0", "0,1,0", "2,1,0", "1,2,0"):
        seen.append((state.current, state.round))
        state = arrows.apply(state, move)
    assert seen == [(0, 1), (1, 1), (2, 1), (0, 2), (1, 2)]


def test_game_ends_after_every_cell_is_filled():
    """Exactly width x height placements end the game; after that every move is game_over."""
    rng = random.Random(2)
    state = game(3, 2)
    for placed in range(6):
        assert arrows.status(state) == "playing"
        assert arrows.empty_cells(state) == 6 - placed
        state = arrows.apply(state, rng.choice(arrows.legal_moves(state)))
    assert arrows.status(state) == "ended"
    assert all(EMPTY not in row for row in state.board)
    assert arrows.legal_moves(state) == []
    assert reason_of(state, "0,0,0") == "game_over"
    assert state.events[-1] == ("game_over", len(arrows.winners(state)))


def test_winners_are_all_players_with_the_top_score():
    """A full board with a shared top score lists every tied player; a clear top lists one."""
    full = ((RIGHT, DOWN), (LEFT, UP))
    tied = arrows.State(2, 2, full, (3, 3, 1), current=1, round=2, placements=4)
    assert arrows.winners(tied) == (0, 1)
    single = arrows.State(2, 2, full, (1, 4, 4, 5), current=0, round=2, placements=4)
    assert arrows.result(single) == arrows.Result("ended", (3,), 0, (1, 4, 4, 5))


def test_no_winners_while_playing():
    """winners() is empty until the board is full."""
    state = play(game(2, 2), "1,1,1", "0,1,0")
    assert state.scores == (0, 2)
    assert arrows.winners(state) == ()
    assert arrows.result(state).status == "playing"


def test_played_game_winner_matches_the_scores():
    """At the end of a played game the winners are exactly the players with the maximum score."""
    rng = random.Random(4)
    for _ in range(20):
        state = game(4, 3, players=3)
        while not state.ended:
            state = arrows.apply(state, rng.choice(arrows.legal_moves(state)))
        top = max(state.scores)
        assert arrows.winners(state) == tuple(i for i, s in enumerate(state.scores) if s == top)


def test_events_describe_the_move():
    """A move reports who placed what, where the walk stopped, and the points."""
    state = play(game(2, 1), "1,0,1")
    state = arrows.apply(state, "0,0,0")
    assert state.events[:3] == (("placed", 1, 0, 0, RIGHT), ("stopped", 0, 1, 1), ("scored", 1, 2))
    assert {event[0] for event in state.events} <= set(arrows.EVENTS)


def test_every_legal_move_applies_and_every_other_cell_is_refused():
    """legal_moves lists exactly the placements apply() accepts."""
    rng = random.Random(8)
    state = game(4, 3)
    for _ in range(5):
        state = arrows.apply(state, rng.choice(arrows.legal_moves(state)))
    legal = set(arrows.legal_moves(state))
    for x in range(-1, 5):
        for y in range(-1, 4):
            for d in range(-1, 5):
                move = arrows.move_text(x, y, d)
                try:
                    arrows.apply(state, move)
                    accepted = True
                except IllegalMove:
                    accepted = False
                assert accepted == (move in legal)


def test_huge_numbers_are_refused_not_crashed():
    """Numbers too long to be a cell are bad_move, even beyond Python's int() digit limit."""
    assert reason_of(game(3, 3), "1" * 5000 + ",0,0") == "bad_move"
    assert reason_of(game(3, 3), "1234567890,0,0") == "bad_move"
    assert reason_of(game(3, 3), "123456789,0,0") == "off_board"
