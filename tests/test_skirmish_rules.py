"""Mirror Skirmish rules: legal moves, reach, the enemy phase, flag, endings, events and parameters."""

import random
from dataclasses import replace

import pytest

from gamepkg.i18n import load_catalogs, placeholders
from gamepkg.rules import IllegalMove
from gamepkg.session import Session
from gamepkg.skirmish import board as B
from gamepkg.skirmish import display as skirmish_display
from gamepkg.skirmish import enemy as skirmish_enemy
from gamepkg.skirmish import reach as skirmish_reach
from gamepkg.skirmish import reasons as skirmish_reasons
from gamepkg.skirmish import rules as K


def make(case="A", variant="both", pos=None, hp=(3, 3, 3, 3), equipped=False, left=2, rnd=0, flag=0, ended=""):
    """A state with the given fields (positions default to the case's start)."""
    return B.State(case, variant, pos or B.LAYOUTS[case].starts, hp, equipped, left, rnd, flag, ended, ())


def play(state, *moves):
    """Apply ``moves`` one after another."""
    for move in moves:
        state = K.apply(state, move)
    return state


# --- starting positions and legal moves ---------------------------------------------------

@pytest.mark.parametrize("key", list(K.PRESETS))
def test_every_preset_starts_at_its_layout(key):
    """Each preset puts the four units on its case's start cells, none on a wall, all at full hp."""
    params = K.PRESETS[key]
    state = K.new_game(params, 123)
    assert state.pos == B.LAYOUTS[params.case].starts
    assert not set(state.pos) & B.LAYOUTS[params.case].walls
    assert state.hp == (3, 3, 3, 3) and state.left == 2 and state.round == 0 and not state.equipped
    assert f"{params.case}-{params.variant}" == key


def test_legal_order_follows_up_left_down_right_then_attacks_pick_wait():
    """Per ally: moves up, left, down, right, then attack 2, attack 3, pick, wait."""
    # ally 0 at (2,3): up and left hold enemies, right is a wall; ally 1 at (4,1): left is a wall
    state = make("A", pos=((2, 3), (4, 1), (2, 2), (1, 3)))
    assert B.legal_moves(state) == ("move:0:2:4", "attack:0:2", "attack:0:3", "wait:0",
                                    "move:1:4:0", "move:1:4:2", "move:1:5:1", "wait:1")
    start = make("A")
    assert B.legal_moves(start) == ("move:0:0:0", "move:0:0:2", "move:0:1:1", "wait:0",
                                    "move:1:0:2", "move:1:0:4", "move:1:1:3", "wait:1")


def test_dead_allies_have_no_actions_and_dead_units_can_be_walked_on():
    """A dead ally is skipped; its cell (and a dead enemy's) is free to move onto."""
    state = make("A", pos=((0, 1), (0, 2), (1, 1), (5, 3)), hp=(3, 0, 0, 3))
    moves = B.legal_moves(state)
    assert not any(move.endswith(":1") and move.startswith("wait") for move in moves)
    assert "move:0:0:2" in moves and "move:0:1:1" in moves
    assert all(move.split(":")[1] == "0" for move in moves)


def test_pick_needs_distance_exactly_one_and_only_once():
    """Standing on the altar does not allow pick; next to it does; after equipping nobody can."""
    altar = B.LAYOUTS["A"].altar
    on_altar = make("A", pos=(altar, (0, 4), (5, 1), (5, 3)))
    assert "pick:0" not in B.legal_moves(on_altar)
    beside = make("A", pos=((1, 1), (0, 4), (5, 1), (5, 3)))
    assert "pick:0" in B.legal_moves(beside)
    picked = K.apply(beside, "pick:0")
    assert picked.equipped and "pick:0" not in B.legal_moves(picked)
    assert picked.events == (("pick", "A", "both"),)


# --- garbage and rejections ---------------------------------------------------------------

@pytest.mark.parametrize("move", ["move:0:01:2", "WAIT:0", "wait:0 ", " wait:0", "", "wait", "wait:", "wait:00",
                                  "move:0:0", "attack:0:2:1", "pick:+0", "wait:0:0", "move:0:-1:1", "ｗａｉｔ:0",
                                  "wait:０", "move:0:1:1\n"])
def test_garbage_is_rejected_without_change(move):
    """Near-misses are refused with IllegalMove and the state is left as a fresh game is."""
    state = K.new_game(K.DEFAULT_PARAMS)
    with pytest.raises(IllegalMove):
        K.apply(state, move)
    assert state == K.new_game(K.DEFAULT_PARAMS)
    assert B.state_to_text(state) == B.state_to_text(K.new_game(K.DEFAULT_PARAMS))


def test_non_strings_are_rejected():
    """A move that is not text is refused as bad_move."""
    state = K.new_game(K.DEFAULT_PARAMS)
    for move in (None, 3, b"wait:0", ["wait:0"]):
        with pytest.raises(IllegalMove) as caught:
            K.apply(state, move)
        assert caught.value.reason == "bad_move"


def test_random_text_never_crashes():
    """Any string either applies or raises IllegalMove."""
    rng = random.Random(4)
    alphabet = "movewaitpickattack:0123456789 -+AMW\u3042"
    state = K.new_game(K.PRESETS["B-ally"])
    for _ in range(3000):
        move = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        try:
            K.apply(state, move)
        except IllegalMove as error:
            assert isinstance(error.reason, str)


REJECTIONS = [
    # (ally 0, ally 1, move, reason) with the enemies far away at (5,0) and (5,4) in case A
    ((2, 1), (0, 3), "move:0:3:1", "wall"),
    ((0, 1), (1, 3), "move:0:0:3", "too_far"),
    ((0, 0), (0, 3), "move:0:0:-1", "bad_move"),
    ((0, 0), (0, 3), "move:0:9:0", "off_board"),
    ((0, 1), (0, 2), "move:1:0:1", "occupied"),
    ((0, 1), (0, 3), "wait:2", "not_an_ally"),
    ((0, 1), (0, 3), "attack:0:1", "not_an_enemy"),
    ((0, 1), (0, 3), "attack:0:3", "out_of_reach"),
    ((4, 1), (0, 3), "pick:0", "not_next_to_altar"),
]


@pytest.mark.parametrize("ally0,ally1,move,reason", REJECTIONS)
def test_reason_codes(ally0, ally1, move, reason):
    """Each kind of refusal names its reason."""
    state = make("A", pos=(ally0, ally1, (5, 0), (5, 4)))
    with pytest.raises(IllegalMove) as caught:
        K.apply(state, move)
    assert caught.value.reason == reason


def test_reasons_for_dead_units_finished_games_and_second_pick():
    """unit_down, target_down, already_equipped and game_over."""
    state = B.State("A", "both", ((1, 1), (0, 4), (2, 1), (5, 3)), (3, 0, 0, 3), equipped=True)
    for move, reason in (("wait:1", "unit_down"), ("attack:0:2", "target_down"), ("pick:0", "already_equipped")):
        with pytest.raises(IllegalMove) as caught:
            K.apply(state, move)
        assert caught.value.reason == reason
    over = B.State("A", "both", B.LAYOUTS["A"].starts, (3, 3, 3, 3), ended="draw")
    assert B.legal_moves(over) == ()
    with pytest.raises(IllegalMove) as caught:
        K.apply(over, "wait:0")
    assert caught.value.reason == "game_over"


def test_every_reason_code_has_a_message():
    """The rejection reasons the engine can give all exist in the catalog."""
    catalog = load_catalogs()["en"]
    codes = ["bad_move", "game_over", "not_an_ally", "unit_down", "off_board", "too_far", "wall", "occupied",
             "not_an_enemy", "target_down", "out_of_reach", "already_equipped", "not_next_to_altar", "illegal"]
    assert [code for code in codes if f"skirmish.reason.{code}" not in catalog] == []


# --- weapons and reach --------------------------------------------------------------------

def test_pike_reaches_two_cells_unless_a_wall_or_living_unit_is_between():
    """Pike: straight distance 2 over an empty or dead-occupied middle, not over a wall or a living unit."""
    state = B.State("A", "ally", ((0, 2), (0, 4), (2, 2), (5, 0)), (3, 3, 3, 3), equipped=True)
    assert B.reaches(state, 0, (2, 2))
    blocked = B.State("A", "ally", ((0, 2), (1, 2), (2, 2), (5, 0)), (3, 3, 3, 3), equipped=True)
    assert not B.reaches(blocked, 0, (2, 2))
    dead_between = B.State("A", "ally", ((0, 2), (1, 2), (2, 2), (5, 0)), (3, 0, 3, 3), equipped=True)
    assert B.reaches(dead_between, 0, (2, 2))
    over_wall = B.State("A", "ally", ((2, 1), (0, 4), (4, 1), (5, 0)), (3, 3, 3, 3), equipped=True)
    assert not B.reaches(over_wall, 0, (4, 1))  # (3,1) is a wall
    assert not B.reaches(replace(state, equipped=False), 0, (2, 2))  # bare hands: distance 1 only


def test_variant_decides_who_is_armed():
    """'both' arms the enemies at the same moment; 'ally' only the allies."""
    both = B.State("C", "both", B.LAYOUTS["C"].starts, (3, 3, 3, 3), equipped=True)
    ally = replace(both, variant="ally")
    assert B.weapon(both, 0) == B.weapon(both, 3) == "blade"
    assert B.weapon(ally, 0) == "blade" and B.weapon(ally, 3) == "hands"


def test_blade_reaches_diagonals_past_a_single_corner_wall():
    """Diagonal blade: a diagonal neighbour is in reach even with one wall at a corner."""
    state = B.State("C", "ally", ((2, 2), (0, 4), (1, 1), (5, 3)), (3, 3, 3, 3), equipped=True)
    assert (2, 1) in B.LAYOUTS["C"].walls
    assert B.reaches(state, 0, (1, 1))
    assert "attack:0:2" in B.legal_moves(state)
    assert not B.reaches(replace(state, equipped=False), 0, (1, 1))


def test_hammer_hits_for_two_and_hp_stops_at_zero():
    """Hammer damage is 2; an enemy with 1 hp goes to 0, not below."""
    state = B.State("B", "ally", ((1, 1), (0, 4), (2, 1), (5, 3)), (3, 3, 1, 3), equipped=True)
    after = K.apply(state, "attack:0:2")
    assert after.hp[2] == 0
    tough = replace(state, hp=(3, 3, 3, 3))
    assert K.apply(tough, "attack:0:2").hp[2] == 1


def test_overlay_modes():
    """Moves mode lists move cells; reach modes give both sides' reach, the last as if equipped."""
    state = K.new_game(K.PRESETS["A-both"])
    moves = skirmish_display.overlay(state, 0, "moves")
    assert moves.moves == {(0, 0), (0, 2), (1, 1)} and not moves.ally_reach
    now = skirmish_display.overlay(state, 0, "reach")
    armed = skirmish_display.overlay(state, 0, "reach_if_equipped")
    assert now.ally_reach == {(0, 0), (0, 2), (1, 1)}
    assert (2, 1) in armed.ally_reach and (2, 1) not in now.ally_reach
    assert armed.enemy_reach > now.enemy_reach
    with pytest.raises(ValueError):
        skirmish_display.overlay(state, 0, "everything")


# --- rounds, the enemy phase, the flag and endings ----------------------------------------

def test_two_actions_then_the_enemies_move():
    """The first action only lowers ``left``; the second runs the enemy phase and a new round."""
    state = K.new_game(K.DEFAULT_PARAMS)
    first = K.apply(state, "move:0:0:0")
    assert first.left == 1 and first.round == 0 and first.pos[2:] == state.pos[2:]
    assert first.events == (("ally_move", 0),)
    second = K.apply(first, "move:1:0:2")
    assert second.left == 2 and second.round == 1
    assert second.events == (("enemy_move", 2, 5, 0), ("enemy_move", 3, 5, 2))


def test_enemy_attacks_weakest_reachable_ally_lowest_index_on_ties():
    """An enemy with two allies in reach hits the one with less hp, then the lower index."""
    base = B.State("A", "ally", ((1, 2), (3, 2), (2, 2), (5, 4)), (3, 3, 3, 3), left=1)
    after = K.apply(base, "wait:0")
    assert after.events[0] == ("enemy_hit", 2, 0, 1)
    weaker = replace(base, hp=(3, 2, 3, 3))
    assert K.apply(weaker, "wait:0").events[0] == ("enemy_hit", 2, 1, 1)


def test_second_enemy_sees_the_first_ones_move():
    """Enemy 3 plans after enemy 2 has moved, so it cannot walk into the same cell."""
    state = B.State("B", "ally", ((0, 0), (0, 4), (2, 2), (2, 3)), (3, 3, 3, 3), left=1)
    frames = K.action_steps(state, "wait:0")
    enemy_states = [frame_state for event, frame_state in frames if event[0] == "enemy_move"]
    assert len(enemy_states) == 2
    second_choice = skirmish_enemy.enemy_choice(enemy_states[0], 3)
    assert frames[-1][1].pos[3] == second_choice[1]
    assert len({p for p, h in zip(frames[-1][1].pos, frames[-1][1].hp) if h}) == 4


def test_flag_streak_breaks_at_once_and_wins_after_two_round_ends():
    """Two round ends with an ally on the flag win; stepping off even mid-round resets the streak."""
    flag = B.LAYOUTS["A"].flag
    on_flag = B.State("A", "ally", (flag, (0, 4), (5, 0), (5, 4)), (3, 3, 3, 3))
    one = play(on_flag, "wait:0", "wait:1")
    assert one.flag == 1 and not one.ended
    stepped_off = K.apply(one, "move:0:2:1")
    assert stepped_off.flag == 0 and stepped_off.left == 1
    won = play(one, "wait:0", "wait:1")
    assert won.ended == "flag" and won.round == 2 and K.status(won) == "won"


def test_last_enemy_down_ends_the_game_before_the_enemy_phase():
    """Downing the last enemy wins at once: round unchanged, left lowered, no enemy lines."""
    state = B.State("A", "ally", ((1, 1), (0, 4), (2, 1), (5, 3)), (3, 3, 1, 0), left=1, round=4)
    won = K.apply(state, "attack:0:2")
    assert won.ended == "defeated" and won.round == 4 and won.left == 0
    assert won.events == (("ally_attack", 0),)
    assert B.legal_moves(won) == ()


def test_both_allies_down_loses_and_round_ten_draws():
    """An enemy hit that downs the last ally loses; surviving to round 10 draws."""
    doomed = B.State("B", "both", ((1, 1), (0, 4), (2, 1), (5, 3)), (1, 0, 3, 3), equipped=True, left=1)
    lost = K.apply(doomed, "wait:0")
    assert lost.ended == "lost" and K.status(lost) == "lost"
    assert lost.events == (("enemy_hit", 2, 0, 1),)  # enemy 3 does not act after the end
    late = B.State("A", "ally", ((0, 0), (0, 4), (5, 0), (5, 4)), (3, 3, 3, 3), left=1, round=9)
    draw = K.apply(late, "wait:0")
    assert draw.ended == "draw" and draw.round == 10 and K.status(draw) == "draw"


def test_action_steps_and_forecast():
    """Frames end at apply()'s state; the forecast adds the enemy phase only mid-round."""
    state = K.new_game(K.PRESETS["C-ally"])
    after, with_enemies = K.forecast(state, "move:0:1:2")
    assert after == K.apply(state, "move:0:1:2") and after.round == 0
    assert with_enemies == skirmish_enemy.enemy_phase(after) and with_enemies.round == 1
    middle = K.apply(state, "move:0:1:2")
    frames = K.action_steps(middle, "wait:1")
    assert frames[-1][1] == K.apply(middle, "wait:1")
    assert frames[0][0] == ("ally_wait", 1) and frames[-1][0] == ("round_end", 1)
    assert tuple(event for event, _ in frames[1:-1]) == frames[-1][1].events
    end_of_round = K.forecast(middle, "wait:1")
    assert end_of_round[0] == end_of_round[1] == frames[-1][1]


# --- parameters, start states, sessions ---------------------------------------------------

def test_params_round_trip_and_refuse_bad_text():
    """Every preset and a start state survive encode/decode; bad text raises ValueError."""
    for params in K.PRESETS.values():
        assert K.Params.decode(params.encode()) == params
    state = K.new_game(K.PRESETS["B-ally"])
    for move in ("pick:0", "wait:1", "move:0:2:1", "attack:0:2", "wait:1"):
        state = K.apply(state, move)
    text = B.state_to_text(state)
    assert skirmish_reach.state_from_text(text, "B", "ally") == replace(state, events=())
    params = K.Params("B", "ally", text)
    assert K.Params.decode(params.encode()) == params and K.new_game(params) == replace(state, events=())
    lesson = B.State("B", "ally", ((1, 2), (0, 4), (4, 1), (4, 3)), (2, 0, 3, 1), True, 1, 9, 1, "")
    marked = B.LESSON_MARK + B.state_to_text(lesson)  # a lesson's position: taken as it is when consistent
    assert K.new_game(K.Params.decode(f"B-ally-{marked}")) == lesson
    with pytest.raises(ValueError):
        K.Params.decode(f"B-ally-{B.state_to_text(lesson)}")  # the same position unmarked: no game reaches it
    for bad in ("", "A", "a-both", "A-Both", "F-both", "A-both-", "A-both-p0103515", "A-both-x",
                "A-both-p01035153h3333e0l3r0f0", "A-both-p31035153h3333e0l2r0f0",  # left 3; unit on wall
                "A-both-p01015153h3333e0l2r0f0", "A-both-p01035153h3333e0l2r11f0", "A-both-p01035153h3333e0l2r0f0xwon",
                "A-both:1", "A-both-1-2",
                "A-both-p01035153h3333e0l0r0f0", "A-both-p01035153h3333e0l2r10f0",  # unreachable starts
                "A-both-p01035153h0033e0l2r0f0", "A-both-p01035153h3333e0l2r0f0xlost"):
        with pytest.raises(ValueError):
            K.Params.decode(bad)


def test_session_saves_and_loads_a_game_from_a_start_state():
    """A Session can hold a game that starts from an encoded state, and reload it by replay."""
    start = B.State("A", "both", ((2, 1), (1, 3), (4, 0), (4, 2)), (2, 3, 3, 1), True, 2, 3, 0, "")
    session = Session(K, K.Params("A", "both", B.LESSON_MARK + B.state_to_text(start)), 5)
    session.play("move:0:2:2")
    session.play("wait:1")
    copy = Session.from_dict(session.to_dict())
    assert copy.state == session.state and copy.initial_state == start


def test_random_games_stay_consistent():
    """In random games every legal move applies, hp never grows, and the round only goes up."""
    rng = random.Random(9)
    for key in K.PRESETS:
        for _ in range(10):
            state = K.new_game(K.PRESETS[key])
            while not state.ended:
                moves = B.legal_moves(state)
                assert len(set(moves)) == len(moves)
                after = K.apply(state, rng.choice(moves))
                assert all(new <= old for new, old in zip(after.hp, state.hp))
                assert after.round >= state.round and 0 <= after.left <= 2
                alive = [p for p, h in zip(after.pos, after.hp) if h]
                assert len(set(alive)) == len(alive)
                assert not set(after.pos) & B.LAYOUTS[key[0]].walls
                state = after
            assert K.status(state) in ("won", "lost", "draw") and state.round <= 10


# --- messages -----------------------------------------------------------------------------

def test_event_and_action_messages_exist_with_matching_fields():
    """Every event and action label has a message whose placeholders are exactly the given fields."""
    catalogs = load_catalogs()
    from gamepkg.skirmish.seed_saves import all_events
    events = all_events() + [("round_end", 3), ("text", "x")]
    labels = [skirmish_reasons.event_message(event) for event in events]
    labels += [skirmish_reasons.action_message(move) for move in ("move:0:1:2", "attack:1:3", "pick:0", "wait:1")]
    for key, fields in labels:
        assert key in catalogs["ja"] and key in catalogs["en"], key
        assert placeholders(catalogs["en"][key]) == set(fields), key
    for key in ("skirmish.title", "skirmish.help", "skirmish.case.A", "skirmish.case.B", "skirmish.case.C"):
        assert catalogs["ja"][key] != catalogs["en"][key]
    assert all(f"skirmish.preset.{key}" in catalogs["en"] for key in K.PRESETS)
    assert all(f"skirmish.result.{end}" in catalogs["en"] for end in B.ENDINGS if end)
