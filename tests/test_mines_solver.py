"""Minesweeper hints and no-guess boards: every hint is true, its proof names the right numbers."""

import random

import pytest

from gamepkg.i18n import LANGUAGES, load_catalogs, placeholders
from gamepkg.mines import rules as mines
from gamepkg.mines import search as mines_search
from gamepkg.mines import solver as mines_solver
from tests.mines_boards import board, play


def hidden_cells(state):
    """The hidden cells a player could open (not flagged)."""
    return [(x, y) for y in range(state.height) for x in range(state.width)
            if (x, y) not in state.opened and (x, y) not in state.flags]


def test_before_the_first_open_the_hint_says_open_anywhere():
    """On a random board the first open is safe, and the hint says so."""
    found = mines_solver.hint(mines.new_game(mines.PRESETS["expert"], 1))
    assert found.kind == "first_click" and found.key == "mines.hint.first_click"
    assert found.cell == (15, 8)


def test_after_the_end_the_hint_says_the_game_is_over():
    """No advice once the game is lost."""
    state = play(board("*..", "..."), "o0,0")
    assert mines_solver.hint(state).kind == "over"


def test_single_number_proves_a_mine_then_a_safe_cell():
    """A 1 with one hidden neighbour is a mine; once flagged, the 1 next to it makes the rest safe."""
    state = play(board("*..", "*..", "..."), "o2,0")  # opens the right column (zeros) and the 2s/1s
    found = mines_solver.hint(state)
    assert found.kind == "mine" and found.rule == "single" and found.cell in state.mines
    assert found.key == "mines.hint.single_mine"
    source = found.sources[0]
    assert found.cell in mines.neighbours(3, 3, *source) and source in state.opened
    assert (found.fields["source_column"], found.fields["source_row"]) == (source[0] + 1, source[1] + 1)
    assert (found.fields["column"], found.fields["row"]) == (found.cell[0] + 1, found.cell[1] + 1)


def test_single_rule_proofs_match_the_board():
    """Following hints through games: each single-rule proof says what the board around its number shows."""
    singles = 0
    for seed in range(4):
        state = mines.apply(mines.new_game(mines.PRESETS["beginner"], seed), "o4,4")
        rng = random.Random(seed)
        while state.status == "playing":
            found = mines_solver.hint(state)
            if found.rule == "single":
                singles += 1
                source = found.sources[0]
                around = mines.neighbours(state.width, state.height, *source)
                number = mines.count_at(state, *source)
                assert found.cell in around and found.fields["number"] == number
                if found.kind == "safe":  # every flag here is a proven mine, and they fill the number
                    assert sum(cell in state.flags for cell in around) == number
                else:
                    assert sum(cell not in state.opened for cell in around) == number
            if found.kind in ("safe", "mine"):
                x, y = found.cell
                state = mines.apply(state, f"o{x},{y}" if found.kind == "safe" else f"m{x},{y},1")
            else:
                cell = rng.choice(hidden_cells(state))
                state = mines.apply(state, f"o{cell[0]},{cell[1]}")
    assert singles > 20


def test_pair_rule_proves_a_safe_cell_when_single_rules_are_stuck():
    """Two 1s, one inside the other's cells: the bigger one's extra cell is safe."""
    state = play(board("*...", "....", "...*"), "o1,2")
    assert mines_solver._single(mines_solver.knowledge_of(state).constraints()) == []
    found = mines_solver.hint(state)
    assert (found.kind, found.cell, found.rule, found.key) == ("safe", (2, 0), "pair", "mines.hint.pair_safe")
    assert found.cell not in state.mines
    assert set(found.sources) == {(0, 1), (1, 1)}
    assert {(found.fields["a_column"], found.fields["a_row"]), (found.fields["b_column"], found.fields["b_row"])} \
        == {(1, 2), (2, 2)}


def test_pair_rule_proves_a_mine_in_the_one_two_pattern():
    """1-2-1 down an edge: the 2's cell beyond the 1 must be a mine."""
    state = play(board("..*", "...", "..*"), "o0,1")
    assert mines_solver._single(mines_solver.knowledge_of(state).constraints()) == []
    found = mines_solver.hint(state)
    assert found.kind == "mine" and found.rule == "pair" and found.cell in state.mines
    assert found.fields["number_b"] == 2 and found.fields["shared"] == 1


def test_hints_are_always_true_in_real_games():
    """Follow hints (guessing when told to) through many games: a safe cell is never a mine and vice versa."""
    checked = 0
    for seed in range(12):
        params = mines.Params(12, 10, 20)
        state = mines.new_game(params, seed)
        rng = random.Random(seed)
        state = mines.apply(state, "o6,5")
        while state.status == "playing":
            found = mines_solver.hint(state)
            if found.kind == "safe":
                assert found.cell not in state.mines and found.cell not in state.opened
                state = mines.apply(state, f"o{found.cell[0]},{found.cell[1]}")
            elif found.kind == "mine":
                assert found.cell in state.mines and found.cell not in state.flags
                state = mines.apply(state, f"m{found.cell[0]},{found.cell[1]},1")
            else:
                assert found.kind == "guess" and found.cell is None
                cell = rng.choice(hidden_cells(state))
                state = mines.apply(state, f"o{cell[0]},{cell[1]}")
            checked += 1
        assert all(cell in state.mines for cell in state.flags)
    assert checked > 100


def test_hints_ignore_wrong_player_flags():
    """Wrong flags on every safe hidden cell do not fool the solver: it names one and says its flag is wrong."""
    state = play(board("*...", "....", "...*"), "o1,2", "m1,0,1", "m2,0,1", "m3,0,1")
    found = mines_solver.hint(state)
    assert found.kind == "safe" and found.flagged and found.cell not in state.mines


def test_count_rule_on_a_board_without_mines():
    """A fixed board with 0 mines: every cell is safe before any open (the counter proves it)."""
    found = mines_solver.hint(board("...", "..."))
    assert found.kind == "safe" and found.rule == "count"


def test_guess_when_nothing_is_provable():
    """A fixed board before any open, with mines: nothing can be proven."""
    found = mines_solver.hint(board("*..", "..."))
    assert found.kind == "guess" and found.key == "mines.hint.guess"


def test_every_hint_key_has_messages_with_its_fields():
    """The hint's message exists in both languages and its placeholders are all in the fields."""
    catalogs = load_catalogs()
    seen = set()
    for seed in range(10):
        state = mines.apply(mines.new_game(mines.PRESETS["beginner"], seed), "o4,4")
        rng = random.Random(seed)
        while state.status == "playing":
            found = mines_solver.hint(state)
            seen.add(found.key)
            for lang in LANGUAGES:
                assert placeholders(catalogs[lang][found.key]) <= set(found.fields)
            if found.kind == "safe":
                state = mines.apply(state, f"o{found.cell[0]},{found.cell[1]}")
            elif found.kind == "mine":
                state = mines.apply(state, f"m{found.cell[0]},{found.cell[1]},1")
            else:
                cell = rng.choice(hidden_cells(state))
                state = mines.apply(state, f"o{cell[0]},{cell[1]}")
    assert {"mines.hint.single_safe", "mines.hint.single_mine"} <= seen


def test_exhaustive_search_respects_all_numbers():
    """The arrangement counter agrees with brute force on a small group of numbers."""
    state = play(board(".*.*.", ".....", "....."), "o0,2")
    knowledge = mines_solver.knowledge_of(state)
    rules = knowledge.constraints()
    cells = mines_search.cells_of(rules)
    tally = mines_search.arrangements(cells, rules)
    total = sum(entry[0] for entry in tally.values())
    brute = 0
    for mask in range(2 ** len(cells)):
        chosen = {cell for i, cell in enumerate(cells) if mask >> i & 1}
        if all(sum(c in chosen for c in rule[2]) == rule[3] for rule in rules):
            brute += 1
    assert total == brute > 0


@pytest.mark.parametrize("preset", ["beginner", "intermediate", "expert"])
def test_no_guess_boards_are_solved_by_hints_alone(preset):
    """On a no-guess board, following hints from the first click wins without ever guessing."""
    base = mines.PRESETS[preset]
    params = mines.Params(base.width, base.height, base.mines, no_guess=True)
    for seed in range(2):
        state = mines.apply(mines.new_game(params, seed), "o3,3")
        assert not state.gave_up_no_guess
        assert mines_solver.solvable(params.width, params.height, state.mines, (3, 3))
        while state.status == "playing":
            found = mines_solver.hint(state)
            assert found.kind in ("safe", "mine")
            x, y = found.cell
            state = mines.apply(state, f"o{x},{y}" if found.kind == "safe" else f"m{x},{y},1")
        assert state.status == "won"


def test_no_guess_generator_that_gives_up_plays_the_normal_board(monkeypatch):
    """With no tries left the state says so and the mines are those of the normal board."""
    monkeypatch.setattr(mines, "NO_GUESS_TRIES", 0)
    normal = mines.apply(mines.new_game(mines.Params(30, 16, 99), 4), "o3,3")
    wished = mines.apply(mines.new_game(mines.Params(30, 16, 99, no_guess=True), 4), "o3,3")
    assert wished.gave_up_no_guess and not normal.gave_up_no_guess
    assert wished.mines == normal.mines
    assert ("no_guess_gave_up",) in wished.events


def test_no_guess_generation_is_deterministic():
    """The same seed and first cell give the same no-guess board."""
    params = mines.Params(16, 16, 40, no_guess=True)
    first = mines.apply(mines.new_game(params, 9), "o5,5")
    again = mines.apply(mines.new_game(params, 9), "o5,5")
    assert first.mines == again.mines


def test_solvable_is_false_when_a_guess_is_needed():
    """Two cells, one mine, symmetric numbers: no logic can tell which."""
    # 2x2 with a mine in the top-left corner, start bottom-right: the numbers cannot separate the corners.
    assert not mines_solver.solvable(2, 2, frozenset({(0, 0)}), (1, 1))
    assert mines_solver.solvable(3, 1, frozenset({(0, 0)}), (2, 0))


def test_no_guess_tries_shrink_on_big_boards():
    """Small boards get the full number of tries, a 100x100 board a few, bigger boards none."""
    assert mines.no_guess_tries(mines.Params(30, 16, 99, no_guess=True)) == mines.NO_GUESS_TRIES
    assert 1 <= mines.no_guess_tries(mines.Params(100, 100, 1500, no_guess=True)) < mines.NO_GUESS_TRIES
    huge = mines.Params(200, 200, 4000, no_guess=True)
    assert mines.no_guess_tries(huge) == 0
    state = mines.apply(mines.new_game(huge, 1), "o5,5")
    assert state.gave_up_no_guess and len(state.mines) == 4000 and (5, 5) not in state.mines


def test_a_hint_whose_budget_runs_out_is_too_hard_not_a_hang():
    """Issue 16 #2: a hint bounded by a SearchBudget answers common.too_hard when the budget is used up."""
    from gamepkg.budget import SearchBudget
    state = mines.apply(mines.new_game(mines.PRESETS["expert"], 1), "o5,5")
    found = mines_solver.hint(state, SearchBudget(max_steps=5))
    assert (found.kind, found.key, found.cell) == ("too_hard", "common.too_hard", None)
    assert mines_solver.hint(state).kind in ("safe", "mine", "guess")


def test_no_guess_generation_is_bounded_by_steps(monkeypatch):
    """Issue 16 #2: when the no-guess search spends its step budget it deals a normal board (same for a seed)."""
    params = mines.Params.decode("30x16n99g")
    monkeypatch.setattr(mines, "NO_GUESS_STEPS", 50)
    first = mines.apply(mines.new_game(params, 2), "o5,5")
    again = mines.apply(mines.new_game(params, 2), "o5,5")
    assert first.gave_up_no_guess and first.mines == again.mines
