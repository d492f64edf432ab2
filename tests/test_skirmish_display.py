"""What the Mirror Skirmish view shows, without a window: clicks, log lines, forecasts, animation marks."""

from gamepkg.i18n import Translator
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import display
from gamepkg.skirmish import rules as skirmish

NEXT_TO_ENEMY = "A-both-Lp11032153h3333e0l2r0f0"  # ally 1 at (1,1) next to enemy 1 at (2,1)


def start(text="A-both"):
    """The start state of a game given by its parameter text."""
    return skirmish.new_game(skirmish.Params.decode(text))


def test_unit_tags_and_names():
    """Allies are A1, A2 and enemies E1, E2, with their message ids."""
    assert [display.unit_tag(unit) for unit in range(4)] == ["A1", "A2", "E1", "E2"]
    assert display.unit_name(1) == ("skirmish.unit.ally", {"number": 2})
    assert display.unit_name(3) == ("skirmish.unit.enemy", {"number": 2})


def test_ally_actions_are_the_legal_moves_of_that_ally():
    """The action list of ally 2 holds exactly its legal moves, in the engine's order."""
    state = start()
    ally_moves = tuple(m for m in skirmish_board.legal_moves(state) if m.split(":")[1] == "1")
    assert display.ally_actions(state, 1) == ally_moves
    assert display.ally_actions(state, 1)[-1] == "wait:1"


def test_click_on_a_neighbour_moves_and_on_a_far_cell_says_too_far():
    """An empty neighbour is a move; a cell two steps away is refused as too far."""
    state = start()
    assert display.click_action(state, 0, (1, 1)) == ("move:0:1:1", None, {})
    assert display.click_action(state, 0, (2, 1)) == (None, "too_far", {})


def test_click_on_a_wall_always_says_wall():
    """Even a far wall is refused as a wall, so the player learns why."""
    state = start()
    assert display.click_action(state, 0, (3, 3)) == (None, "wall", {})
    assert display.click_action(state, 0, (3, 1)) == (None, "wall", {})


def test_click_on_an_enemy_attacks_when_in_reach():
    """An enemy next to the ally is attacked; one far away is out of reach with its number."""
    state = start(NEXT_TO_ENEMY)
    assert display.click_action(state, 0, (2, 1)) == ("attack:0:2", None, {})
    assert display.click_action(state, 0, (5, 3)) == (None, "out_of_reach", {"enemy": 2})


def test_click_on_the_altar_picks_up_from_next_to_it():
    """Case A's altar is at (1,2): from (1,1) a click on it picks the weapon up; once equipped it is a move."""
    state = start(NEXT_TO_ENEMY)
    assert display.click_action(state, 0, (1, 2)) == ("pick:0", None, {})
    equipped = skirmish.apply(state, "pick:0")
    assert display.click_action(equipped, 0, (1, 2)) == ("move:0:1:2", None, {})


def test_click_on_its_own_cell_waits_and_checks_come_first():
    """The ally's own cell is a wait; an ended game, a fallen ally and off-board cells are refused."""
    state = start()
    assert display.click_action(state, 0, (0, 1)) == ("wait:0", None, {})
    assert display.click_action(start("A-both-Lp11032153h3033e0l2r0f0"), 1, (0, 2))[1] == "unit_down"
    assert display.click_action(state, 0, (6, 0))[1] == "off_board"
    won = start("A-both-Lp22035153h3333e1l1r3f1")
    won = skirmish.apply(won, "wait:0")
    assert won.ended == "flag"
    assert display.click_action(won, 0, (2, 1))[1] == "game_over"


def test_living_ally_falls_back_to_the_other():
    """A fallen chosen ally gives way to the living one."""
    state = start("A-both-Lp11032153h3033e0l2r0f0")
    assert display.living_ally(state, 1) == 0
    assert display.living_ally(state, 0) == 0


def test_action_target_cells():
    """Where each kind of action aims."""
    state = start(NEXT_TO_ENEMY)
    assert display.action_target(state, "move:0:1:0") == (1, 0)
    assert display.action_target(state, "attack:0:2") == (2, 1)
    assert display.action_target(state, "pick:0") == (1, 2)
    assert display.action_target(state, "wait:1") == (0, 3)


def test_step_frames_follow_the_engine_and_end_in_its_state():
    """A round-ending action gives the ally frame, one per enemy, and the round end; the last state is apply's."""
    state = skirmish.apply(start(), "move:0:1:1")
    frames = display.step_frames(state, "wait:1")
    steps = skirmish.action_steps(state, "wait:1")
    assert [frame.event for frame in frames] == [event for event, _ in steps]
    assert frames[-1].state == skirmish.apply(state, "wait:1")
    assert frames[0].before is state and frames[1].before is frames[0].state
    assert frames[-1].lines[0].key == "skirmish.event.round_end"
    assert [line.kind for frame in frames[1:-1] for line in frame.lines] == ["enemy", "enemy"]


def test_an_attack_logs_damage_and_remaining_hp():
    """The ally's attack line names the enemy, the damage and the HP left, and draws a hit mark."""
    state = start(NEXT_TO_ENEMY)
    (frame,) = display.step_frames(state, "attack:0:2")
    assert frame.lines[0].key == "skirmish.view.log.ally_attack"
    assert frame.lines[0].field_dict() == {"ally": 1, "enemy": 1, "damage": 1, "hp": 2}
    assert frame.marks == (("hit", 0, 2, 1),)


def test_a_fall_and_the_result_are_logged():
    """Downing the last enemy logs the fall and the result line."""
    state = start("A-both-Lp11032153h3310e0l2r0f0")
    (frame,) = display.step_frames(state, "attack:0:2")
    keys = [line.key for line in frame.lines]
    assert keys == ["skirmish.view.log.ally_attack", "skirmish.view.log.enemy_down", "skirmish.result.defeated"]


def test_an_enemy_hit_is_logged_with_the_hp_left_and_marked():
    """An enemy's hit carries the engine's fields plus the HP left; its mark is a hit with the damage."""
    state = start("A-both-Lp11032153h3333e0l1r0f0")
    frames = display.step_frames(state, "wait:1")
    hit = next(frame for frame in frames if frame.event[0] == "enemy_hit")
    assert hit.lines[0].key == "skirmish.view.log.enemy_hit"
    assert hit.lines[0].field_dict() == {"enemy": 1, "ally": 1, "damage": 1, "hp": 2}
    assert hit.marks == (("hit", 2, 0, 1),)


def test_frame_marks_of_moves_waits_and_picks():
    """A move is an arrow from cell to cell; a wait and a pick ring their ally."""
    state = start(NEXT_TO_ENEMY)
    assert display.step_frames(state, "move:0:1:0")[0].marks == (("move", 0, (1, 1), (1, 0)),)
    assert display.step_frames(state, "wait:1")[0].marks == (("wait", 1),)
    assert display.step_frames(state, "pick:0")[0].marks == (("pick", 0),)


def test_forecast_before_the_round_ends_runs_the_enemies_anyway():
    """A first action: the state after it, then the enemy phase as if the other action waited."""
    state = start(NEXT_TO_ENEMY)
    future = display.forecast(state, "attack:0:2")
    assert not future.ends_round
    assert future.after_action == skirmish.apply(state, "attack:0:2")
    assert future.after_enemies == skirmish.forecast(state, "attack:0:2")[1]
    assert future.after_enemies.round == 1
    assert state == start(NEXT_TO_ENEMY)


def test_forecast_of_a_round_ending_action_splits_ally_and_enemies():
    """The second action: after_action is before the enemies move, after_enemies is the next round."""
    state = skirmish.apply(start(NEXT_TO_ENEMY), "wait:1")
    future = display.forecast(state, "attack:0:2")
    assert future.ends_round
    assert future.after_action.left == 0 and future.after_action.hp[2] == 2
    assert future.after_enemies == skirmish.apply(state, "attack:0:2")


def test_hp_changes_and_pips():
    """HP before and after per unit; pips are full for each HP left."""
    state = start(NEXT_TO_ENEMY)
    after = skirmish.apply(state, "attack:0:2")
    assert display.hp_changes(state, after)[2] == (2, 3, 2)
    assert display.pip_states(2) == (True, True, False)
    assert display.pip_states(0) == (False, False, False)


def test_start_lines_mention_a_resumed_game():
    """A fresh game logs its case; a game that starts mid-way says from which round."""
    assert [line.key for line in display.start_lines(start())] == ["skirmish.view.log.start"]
    resumed = display.start_lines(start("A-both-Lp11032153h3333e0l1r4f0"))
    assert resumed[1].key == "skirmish.view.log.resumed"
    assert resumed[1].field_dict() == {"round": 4, "left": 1}


def test_line_text_translates_message_id_fields():
    """Fields named in refs are message ids and are translated too, in either language."""
    state = start()
    frame = display.step_frames(skirmish.apply(state, "move:0:1:1"), "pick:0")[0]
    english, japanese = Translator("en"), Translator("ja")
    assert display.line_text(english.t, frame.lines[0]) == \
        "Ally 1 picks up the weapon (Pike): Pikes for both armies"
    assert display.line_text(japanese.t, frame.lines[0]) == "味方1が武器 (長槍) を拾った: 長槍を両軍へ"
    assert display.line_text(english.t, display.start_lines(state)[0]) == \
        "A: The Reaching Pike (Both armies equip)"
