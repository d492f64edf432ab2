"""Mischief Garden display helpers: who sees what, kinds, moves, and texts as message ids (no Tk)."""

from dataclasses import replace

from gamepkg.garden import lab as garden_lab
from gamepkg.garden import rules as garden
from gamepkg.garden import sight as garden_sight
from gamepkg.garden.display import (
    Text,
    event_texts,
    forecast_texts,
    handover_seen,
    humans,
    is_hot_seat,
    kinds_for,
    lab_view,
    legal_targets,
    move_cells,
    move_for,
    result_text,
    seen_by,
    turn_events,
    viewer_for,
)
from gamepkg.i18n import Translator


def play(moves, state=None):
    """The state after ``moves`` from the start."""
    state = state or garden.new_game()
    for move in moves:
        state = garden.apply(state, move)
    return state


def test_players_and_viewers():
    """Hot-seat shows the role to act; one human sees through that role's eyes; computers only: None."""
    assert humans(garden.Params("h", "n")) == ("gardener",) and is_hot_seat(garden.Params("h", "h"))
    mole_turn = play(["path:5", "path:6"])
    assert viewer_for(garden.Params("h", "h"), mole_turn) == "mole"
    assert viewer_for(garden.Params("h", "e"), mole_turn) == "gardener"
    assert viewer_for(garden.Params("n", "n"), mole_turn) is None


def test_the_gardener_never_sees_roots_even_on_the_moles_turn():
    """seen_by hides roots, network and the mole's events from the gardener whoever acts."""
    state = play(["path:5", "path:6", "root:19"])
    for view in (seen_by(state, "gardener"), seen_by(play(["root:18"], state), "gardener")):
        assert view["roots"] == () and view["network"] == () and view["cut_off"] == ()
        assert not view["revealed"]
        assert not [event for event in view["events"] if event[0] in ("root", "dig")]
    assert seen_by(state, "gardener")["role"] == "mole"
    assert seen_by(state, "mole")["roots"] == (14, 19)


def test_the_hand_over_screen_shows_the_movers_own_result_and_nothing_of_the_other_side():
    """Issue 22 point 9: after the gardener's second action (hidden roots exist) the gardener's result view has
    the action's events but no root; after the mole's second action the mole sees its root and the drain."""
    round_two = play(["path:5", "path:6", "root:13", "root:19", "path:15"])
    gardener_done = garden.apply(round_two, "path:16")
    view = handover_seen(gardener_done, "gardener")
    assert view["roots"] == () and view["network"] == () and not view["revealed"]
    assert view["events"] == (("path", 16), ("handoff", "mole")) and 16 in view["paths"]
    assert seen_by(gardener_done, "gardener")["events"] == ()   # (the view of the player to act would say nothing)
    mole_done = play(["root:18", "root:17"], gardener_done)
    view = handover_seen(mole_done, "mole")
    assert view["revealed"] and 18 in view["roots"] and ("root", 17) in view["events"]
    assert ("drained", 18, 0) in view["events"] and mole_done.role == "gardener"


def test_the_mole_and_the_spectator_see_the_roots_on_the_gardeners_turn():
    """The mole (and a spectator) see the roots while the gardener acts; the result reveals all."""
    state = play(["path:5", "path:6", "root:19", "root:24"])
    assert state.role == "gardener"
    assert seen_by(state, "mole")["roots"] == (14, 19, 24)
    assert seen_by(state, None)["network"] == (14, 19, 24)
    assert seen_by(state, "gardener")["roots"] == ()
    finished = replace(state, winner="mole")
    assert seen_by(finished, "gardener")["revealed"]


def test_kinds_moves_and_cells():
    """Kinds by role, move strings, highlighted cells, and legal targets from the acting player's knowledge."""
    assert kinds_for("gardener") == ("path", "water", "dig", "wait") and kinds_for("lab")[-1] == "drain"
    assert move_for("path", 5) == "path:5" and move_for("wait", 3) == "wait" and move_for("drain", 0) == "drain"
    assert move_cells("dig:7") == garden.dig_area(7) and move_cells("root:19") == (19,) and move_cells("wait") == ()
    assert legal_targets(garden, garden.new_game(), "path") == {5, 15}
    assert legal_targets(garden, garden.new_game(), "wait") == frozenset()
    assert 19 in legal_targets(garden_lab, garden_lab.new_game(), "root")


def test_texts_are_message_ids_that_exist():
    """Forecasts, events and results come back as Text values whose keys are in the catalogs."""
    tr = Translator("en")
    state = play(["path:5"])
    texts = forecast_texts(garden_sight.forecast(state, "path:6"))
    texts += forecast_texts(garden_sight.forecast(state, "water:11"))
    lab = garden_lab.apply(garden_lab.new_game(), "root:19")
    texts += forecast_texts(garden_lab.forecast(lab, "cut:19")) + forecast_texts(garden_lab.forecast(lab, "drain"))
    after = play(["path:6", "root:19", "root:18"], state)
    texts += event_texts(after.events) + event_texts(garden_lab.apply(lab, "drain").events)
    texts.append(result_text(replace(after, winner="gardener")))
    assert result_text(after) is None
    keys = [text.key for text in texts]
    assert "garden.forecast.ends_turn" in keys and "garden.event.drained" in keys
    assert all(isinstance(text, Text) and tr.has(text.key) for text in texts)


def test_a_path_forecast_names_one_flower_in_the_singular_and_more_in_the_plural():
    """Issue 34 point 16: "Flower 2 can then be watered" (it said "Flowers 2"), "Flowers 2, 12 ..." for two, in the
    board's numbers; the Japanese names the flowers the same way."""
    state = play(["path:5"])
    english, japanese = Translator("en"), Translator("ja")
    one = forecast_texts(garden_sight.forecast(state, "path:0"))[1]
    assert english.t(one.key, **one.fields) == "Flower 2 can then be watered"
    assert japanese.t(one.key, **one.fields) == "花2に水をやれるようになります"
    two = forecast_texts({"key": "garden.forecast.path", "details": {"reaches": (1, 11)}})[1]
    assert english.t(two.key, **two.fields) == "Flowers 2, 12 can then be watered"


def test_lab_view_marks_cut_off_roots():
    """The lab's view lists the roots no longer joined to the nest."""
    state = garden_lab.new_game()
    for move in ("root:19", "root:24", "root:23", "cut:19"):
        state = garden_lab.apply(state, move)
    view = lab_view(state)
    assert view["cut_off"] == (23,) and view["revealed"]


def test_a_dig_tells_only_whether_a_root_was_cut():
    """Like the seed (ROOT CUT / NO ROOT): a dig that cuts one root and one that cuts four say the same."""
    translator = Translator("en")
    one = replace(garden.new_game(), paths=(5, 6, 7, 10), roots=(8, 13, 14))
    four = replace(one, roots=(3, 8, 9, 13, 14, 19))
    none = replace(one, roots=(14, 19))
    said = {}
    for name, state in (("one", one), ("four", four), ("none", none)):
        after = garden.apply(state, "dig:8")
        assert len(after.roots) < len(state.roots) or name == "none"
        said[name] = [translator.t(text.key, **{k: translator.t(v.key, **v.fields) if isinstance(v, Text) else v
                                                for k, v in text.fields.items()})
                      for text in event_texts(after.events)]
    assert said["one"] == said["four"] != said["none"]
    assert "1" not in said["one"][0].replace("8", "") and "4" not in said["four"][0].replace("8", "")


def states_after(moves):
    """``state_at`` of a match after ``moves``: the position after the first n moves."""
    states = [garden.new_game()]
    for move in moves:
        states.append(garden.apply(states[-1], move))
    return states.__getitem__


def test_turn_events_name_the_whole_turn_and_hide_the_roots_from_the_gardener():
    """A turn has two actions: its events are both actions' (issue: the status named only the second), each as the
    viewer may know it. The gardener's turn is public; of the mole's turn the gardener learns only the drain and
    the next round, whatever the roots were; the mole reads its own two roots; a spectator reads everything."""
    gardener_turn = ["path:5", "path:6"]
    state_at = states_after(gardener_turn)
    assert turn_events(state_at, 1, "gardener") == (("path", 5),)
    both = (("path", 5), ("path", 6), ("handoff", "mole"))
    assert turn_events(state_at, 2, "gardener") == both == turn_events(state_at, 2, "mole")
    assert turn_events(state_at, 0, "gardener") == ()
    told = []
    for mole_turn in (["root:19", "root:24"], ["root:9", "root:4"]):          # neither drains a flower
        state_at = states_after(gardener_turn + mole_turn)
        roots = tuple(("root", int(move.partition(":")[2])) for move in mole_turn)
        assert turn_events(state_at, 4, "mole")[:2] == roots
        assert turn_events(state_at, 4, None)[:2] == turn_events(state_at, 4, "mole")[:2]
        told.append((turn_events(state_at, 3, "gardener"), turn_events(state_at, 4, "gardener")))
    assert told[0] == told[1] == ((), (("round", 2),))
