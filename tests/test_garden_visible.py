"""Mischief Garden hidden information: visible(), player_view(), forecasts and the handoff."""

from dataclasses import replace

from gamepkg.garden import rules as garden
from gamepkg.garden import sight as garden_sight


def play(moves, state=None):
    """The state after ``moves`` from ``state`` (default: a new game)."""
    state = state or garden.new_game()
    for move in moves:
        state = garden.apply(state, move)
    return state


# the same public game with two different mole plans (no flower reached, so no drain tells them apart)
QUIET_A = ["path:5", "water:11", "root:13", "root:9"]
QUIET_B = ["path:5", "water:11", "root:19", "root:24"]


def test_visible_has_exactly_the_seed_keys():
    """The seed's keys, nothing more (the conformance traces compare it whole)."""
    assert set(garden_sight.visible(garden.new_game())) == {
        "paths", "water", "round", "role", "left", "drained", "winner", "tick", "roots", "network", "revealed"}


def test_visible_hides_roots_on_the_gardeners_turn_only():
    """Roots and network are empty for the gardener, shown to the mole and after a result."""
    state = play(QUIET_A)
    view = garden_sight.visible(state)
    assert state.roots == (9, 13, 14)
    assert view["roots"] == () and view["network"] == () and view["revealed"] is False
    mole_turn = play(["path:15", "wait"], state)
    assert garden_sight.visible(mole_turn)["roots"] == (9, 13, 14) and garden_sight.visible(mole_turn)["revealed"]
    finished = replace(state, winner="mole")
    assert garden_sight.visible(finished)["network"] == (9, 13, 14)


def test_the_network_excludes_cut_off_roots():
    """network lists only roots joined to the nest; player_view names the cut-off ones."""
    state = replace(garden.new_game(), role="mole", roots=(6, 11, 13, 14))
    view = garden_sight.player_view(state)
    assert view["network"] == (13, 14) and view["cut_off"] == (6, 11)


def test_player_view_is_the_same_for_positions_that_differ_only_in_hidden_roots():
    """What the gardener may see does not depend on where the roots are."""
    a, b = play(QUIET_A), play(QUIET_B)
    assert a.roots != b.roots and a.role == "gardener"
    assert garden_sight.visible(a) == garden_sight.visible(b)
    assert garden_sight.player_view(a) == garden_sight.player_view(b)
    assert not [e for e in garden_sight.player_view(a)["events"] if e[0] == "root"]
    assert [e for e in a.events if e[0] == "root"]          # the state itself knows


def test_the_gardener_reads_its_own_dig_result_but_the_next_player_reads_no_private_message():
    """After its first action the gardener sees ROOT CUT / NO ROOT, as in the seed."""
    state = play(["path:5", "path:6", "root:13", "root:8", "path:7"])
    dug = garden.apply(state, "dig:8")
    assert dug.role == "mole" and garden_sight.player_view(dug)["last"] == "handoff"
    first = garden.apply(play(["path:5", "path:6", "root:13", "root:8"]), "path:7")
    first = replace(first, left=2)
    cut = garden.apply(first, "dig:8")
    assert cut.left == 1 and garden_sight.player_view(cut)["last"] == "root_cut"
    assert garden_sight.player_view(play(QUIET_A))["last"] == "drain_finished"


def test_gardener_forecasts_never_depend_on_hidden_roots():
    """Every gardener move forecasts the same whatever the roots (a dig never says if it would hit)."""
    a, b = play(QUIET_A + ["path:6"]), play(QUIET_B + ["path:6"])
    for move in garden.legal_moves(a) + ["dig:12", "path:99", "root:9"]:
        assert garden_sight.forecast(a, move) == garden_sight.forecast(b, move), move


def test_forecast_contents():
    """Blocked with a reason, a path that reaches flowers, a watering that blooms, a dig area."""
    state = garden.new_game()
    blocked = garden_sight.forecast(state, "path:12")
    assert blocked["legal"] is False and blocked["code"] == "blocked" and blocked["reason"] == "rock"
    assert garden_sight.forecast(state, "path:15")["details"]["reaches"] == ()
    path = garden_sight.forecast(play(["path:5"]), "path:6")
    assert path["code"] == "path" and path["details"]["reaches"] == (1,)
    water = garden_sight.forecast(state, "water:11")
    assert water["details"] == {"ends_turn": False, "water": 2, "bloom": True}
    dig = garden_sight.forecast(play(["path:5"]), "dig:6")
    assert dig["cells"] == (6, 5, 7, 1, 11) and dig["details"]["ends_turn"] is True
    assert set(garden_sight.SEED_FORECAST) >= {"blocked", "path", "water", "dig", "root", "wait"}


def test_mole_forecast_tells_what_the_drain_will_take():
    """On its last action the mole sees which flowers the drain would take water from."""
    state = replace(garden.new_game(), role="mole", left=1, roots=(13, 14))
    assert garden_sight.forecast(state, "root:8")["details"]["drains"] == (8,)
    assert garden_sight.forecast(state, "wait")["details"]["drains"] == ()
    rejoin = replace(state, roots=(6, 7, 11, 14))
    assert garden_sight.forecast(rejoin, "root:13")["details"]["drains"] == ()
    assert garden_sight.forecast(replace(rejoin, roots=(7, 8, 11, 14)), "root:13")["details"]["rejoins"] == 2


def test_needs_handoff():
    """The screen is hidden when the role changes, but not for the result."""
    before = play(["path:5"])
    after = garden.apply(before, "path:6")
    assert garden_sight.needs_handoff(before, after)
    assert not garden_sight.needs_handoff(garden.new_game(), before)
    last = replace(garden.new_game(), round=8, role="mole", left=1)
    assert not garden_sight.needs_handoff(last, garden.apply(last, "wait"))
