"""Mirror Skirmish with exact values: the board's edges, each weapon's reach (the pike both ways and past
a unit behind the attacker), damage, every ally action's event, the flag streak, endings and text forms.

Case A: allies (0,1) (0,3), enemies (5,1) (5,3), flag (2,2), altar (1,2), walls (3,1) (3,3)."""

import pytest

from gamepkg.rules import IllegalMove, ParamsError
from gamepkg.skirmish import board as B
from gamepkg.skirmish import rules as K
from gamepkg.skirmish.board import State


def placed(case, pos, hp=(3, 3, 3, 3), equipped=False, variant="both", **fields):
    """A state of ``case`` with the units on ``pos``."""
    return State(case, variant, tuple(pos), tuple(hp), equipped, **fields)


def test_the_board_edges():
    """inside() is 0 <= x < 6 and 0 <= y < 5."""
    assert B.inside((0, 0)) and B.inside((5, 4))
    assert not B.inside((6, 0)) and not B.inside((0, 5)) and not B.inside((-1, 0)) and not B.inside((0, -1))
    assert B.distance((1, 4), (3, 1)) == 5 and B.distance((3, 1), (1, 4)) == 5


def test_cells_units_and_sides():
    """cell_kind, unit_at (living units only), is_ally, layout by letter or state."""
    state = K.new_game(K.Params("A"))
    kinds = [B.cell_kind(state, cell) for cell in ((3, 1), (2, 2), (1, 2), (0, 0))]
    assert kinds == ["wall", "flag", "altar", "floor"]
    assert B.unit_at(state, (5, 3)) == 3 and B.unit_at(state, (0, 1)) == 0 and B.unit_at(state, (2, 2)) is None
    down = placed("A", state.pos, hp=(3, 0, 3, 3))
    assert B.unit_at(down, (0, 3)) is None
    assert B.is_ally(0) and B.is_ally(1) and not B.is_ally(2) and not B.is_ally(3)
    assert B.layout("B") is B.LAYOUTS["B"] and B.layout(state) is B.LAYOUTS["A"]


def test_weapons_and_damage_by_case_and_variant():
    """The weapon of the case once picked up; enemies get it only in variant both; the hammer hits for 2."""
    for case, held in (("A", "pike"), ("B", "hammer"), ("C", "blade")):
        pos = B.LAYOUTS[case].starts
        assert B.weapon(placed(case, pos), 0) == "hands"
        assert B.weapon(placed(case, pos, equipped=True), 1) == held
        assert B.weapon(placed(case, pos, equipped=True), 2) == held
        assert B.weapon(placed(case, pos, equipped=True, variant="ally"), 3) == "hands"
        assert B.weapon(placed(case, pos, equipped=True, variant="ally"), 0) == held
    assert B.damage(placed("B", B.LAYOUTS["B"].starts, equipped=True), 0) == 2
    assert B.damage(placed("B", B.LAYOUTS["B"].starts), 0) == 1
    assert B.weapon_damage("pike") == B.weapon_damage("blade") == B.weapon_damage("hands") == 1
    assert K.rule_numbers() == {"actions": 2, "flag_rounds": 2, "last_round": 10, "max_hp": 3,
                                "hands_damage": 1, "hammer_damage": 2, "pike_reach": 2,
                                "pike_cases": "A/E", "hammer_cases": "B", "blade_cases": "C/D"}


def test_the_pike_reaches_two_cells_in_a_line_both_ways():
    """Right and left, up and down, two cells away over an empty cell; not over a unit or a wall."""
    right = placed("A", ((0, 2), (0, 4), (2, 2), (5, 4)), equipped=True)
    assert B.reaches(right, 0, (2, 2)) and B.reaches(right, 0, (1, 2))
    left = placed("A", ((4, 2), (5, 2), (2, 2), (5, 4)), equipped=True)  # ally 1 stands behind ally 0
    assert B.reaches(left, 0, (2, 2))
    blocked = placed("A", ((4, 2), (3, 2), (2, 2), (5, 4)), equipped=True)
    assert not B.reaches(blocked, 0, (2, 2))
    up = placed("A", ((2, 4), (0, 0), (2, 2), (5, 4)), equipped=True)
    assert B.reaches(up, 0, (2, 2)) and not B.reaches(up, 0, (2, 1))
    down = placed("A", ((1, 0), (2, 0), (1, 2), (5, 4)), equipped=True)
    assert B.reaches(down, 0, (1, 2))
    walled = placed("A", ((3, 0), (0, 0), (3, 2), (5, 4)), equipped=True)
    assert not B.reaches(walled, 0, (3, 2))  # (3,1) is a wall between
    assert not B.reaches(placed("A", right.pos), 0, (2, 2))  # bare hands: neighbours only
    assert not B.reaches(right, 0, (3, 2)) and not B.reaches(right, 0, (1, 3))
    assert not B.reaches(right, 0, (0, 2)) and not B.reaches(right, 0, (-1, 2)) and not B.reaches(right, 0, (0, 5))
    assert not B.reaches(placed("A", right.pos, hp=(0, 3, 3, 3), equipped=True), 0, (1, 2))
    assert not B.reaches(placed("A", ((2, 1), (0, 4), (2, 2), (5, 4))), 0, (3, 1))  # a wall is never a target
    assert B.reaches(placed("A", ((2, 1), (0, 4), (2, 2), (5, 4))), 0, (2, 2))
    assert not B.reaches(placed("A", ((2, 1), (0, 4), (2, 2), (5, 4)), equipped=True), 0, (3, 2))


def test_the_blade_reaches_diagonals_unless_both_corners_are_walls():
    """Case C: a diagonal neighbour is in reach, unless the two cells beside the diagonal are both walls."""
    state = placed("C", ((1, 2), (0, 0), (2, 3), (5, 4)), equipped=True)
    assert B.reaches(state, 0, (2, 3)) and B.reaches(state, 0, (0, 3)) and not B.reaches(state, 0, (3, 3))
    assert not B.reaches(placed("C", state.pos), 0, (2, 3))
    between = placed("C", ((2, 0), (0, 0), (3, 1), (5, 4)), equipped=True)  # (3,0) floor, (2,1) wall
    assert not B.reaches(between, 0, (3, 1))  # a wall is never a target
    shut = placed("C", ((3, 2), (0, 0), (4, 1), (5, 4)), equipped=True)  # corners (3,1) wall and (4,2) floor
    assert B.reaches(shut, 0, (4, 1))
    both = placed("C", ((3, 0), (0, 0), (2, 1), (5, 4)), equipped=True)
    assert not B.reaches(both, 0, (2, 1))
    corner = placed("C", ((2, 2), (0, 0), (3, 3), (5, 4)), equipped=True)
    assert B.reaches(corner, 0, (3, 3)) and B.reaches(corner, 0, (1, 1))
    assert not B.reaches(placed("C", ((4, 2), (0, 0), (3, 1), (5, 4)), equipped=True), 0, (3, 1))
    blocked = placed("C", ((3, 2), (0, 0), (4, 3), (5, 4)), equipped=True)  # (4,3) is a wall
    assert not B.reaches(blocked, 0, (4, 3))
    two_walls = placed("C", ((3, 0), (0, 0), (4, 1), (5, 4)), equipped=True)
    assert B.reaches(two_walls, 0, (4, 1))


def test_the_legal_moves_of_case_a_in_the_seeds_order():
    """Per ally: moves up, left, down, right; attacks; pick next to the altar; wait."""
    state = K.new_game(K.Params("A"))
    assert K.legal_moves(state) == ("move:0:0:0", "move:0:0:2", "move:0:1:1", "wait:0",
                                    "move:1:0:2", "move:1:0:4", "move:1:1:3", "wait:1")
    near = placed("A", ((1, 1), (0, 3), (2, 1), (5, 3)))
    assert K.legal_moves(near)[:5] == ("move:0:1:0", "move:0:0:1", "move:0:1:2", "attack:0:2", "pick:0")
    assert "pick:0" not in K.legal_moves(placed("A", near.pos, equipped=True))
    assert K.legal_moves(placed("A", near.pos, ended="flag")) == ()
    dead = placed("A", near.pos, hp=(0, 3, 3, 3))
    assert [move for move in K.legal_moves(dead) if move.split(":")[1] == "0"] == []


def test_each_ally_action_reports_its_event_and_uses_an_action():
    """move, attack, pick and wait: the event of each, one action fewer, the round's end runs the enemies."""
    state = K.new_game(K.Params("A"))
    moved = K.apply(state, "move:0:1:1")
    assert (moved.pos[0], moved.left, moved.events, moved.round) == ((1, 1), 1, (("ally_move", 0),), 0)
    picked = K.apply(placed("A", ((1, 1), (0, 3), (5, 1), (5, 3))), "pick:0")
    assert picked.equipped and picked.events == (("pick", "A", "both"),) and picked.left == 1
    waited = K.apply(state, "wait:1")
    assert waited.events == (("ally_wait", 1),) and waited.pos == state.pos and waited.left == 1
    attacked = K.apply(placed("A", ((1, 1), (0, 3), (2, 1), (5, 3))), "attack:0:2")
    assert attacked.hp == (3, 3, 2, 3) and attacked.events == (("ally_attack", 0),)
    two = K.apply(moved, "wait:1")
    assert two.round == 1 and two.left == 2
    assert B.ally_step(moved, "wait:1").left == 0 and B.ally_step(moved, "wait:1").round == 0


def test_hits_floor_at_zero_and_end_the_game():
    """hp never goes below 0; both enemies down is defeated, both allies down is lost."""
    state = placed("B", ((1, 1), (1, 3), (2, 1), (4, 3)), hp=(3, 3, 1, 0), equipped=True)
    after = B.hit(state, 0, 2)
    assert after.hp == (3, 3, 0, 0) and after.ended == "defeated" and K.status(after) == "won"
    lost = B.hit(placed("A", state.pos, hp=(1, 0, 3, 3)), 2, 0)
    assert lost.hp == (0, 0, 3, 3) and lost.ended == "lost" and K.status(lost) == "lost"
    still = B.hit(placed("A", state.pos, hp=(2, 0, 3, 3), events=(("enemy_attack", 2),)), 2, 0)
    assert still.hp == (1, 0, 3, 3) and still.ended == "" and still.events == (("enemy_attack", 2),)
    assert still == placed("A", state.pos, hp=(1, 0, 3, 3), events=(("enemy_attack", 2),))
    assert K.apply(placed("A", ((1, 1), (0, 3), (2, 1), (5, 3)), hp=(3, 3, 1, 0)), "attack:0:2").ended == "defeated"


def test_the_flag_streak_breaks_when_the_flag_is_left():
    """An ally on the flag keeps the streak; stepping off sets it to 0 at once."""
    on = placed("A", ((2, 2), (0, 3), (5, 1), (5, 3)), flag=1)
    assert B.ally_on_flag(on)
    assert K.apply(on, "wait:1").flag == 1
    off = K.apply(on, "move:0:2:1")
    assert off.flag == 0 and not B.ally_on_flag(off)
    assert not B.ally_on_flag(placed("A", on.pos, hp=(0, 3, 3, 3)))


def test_status_and_result_of_each_ending():
    """status maps each ending; result is the seed's name."""
    assert [K.status(placed("A", B.LAYOUTS["A"].starts, ended=end)) for end in B.ENDINGS] == \
        ["playing", "lost", "won", "won", "draw"]
    assert K.result(placed("A", B.LAYOUTS["A"].starts, ended="draw")) == "draw"


def test_refusals_and_forecasts():
    """A move not in the list is refused with a reason; forecast gives (after the action, after the enemies)."""
    state = K.new_game(K.Params("A"))
    with pytest.raises(IllegalMove):
        K.apply(state, "move:0:5:5")
    with pytest.raises(IllegalMove):
        K.action_steps(state, 7)
    after, enemies = K.forecast(state, "wait:0")
    assert after == K.apply(state, "wait:0")
    assert enemies.round == 1 and enemies.left == 2
    last = K.apply(state, "wait:0")
    both = K.forecast(last, "wait:1")
    assert both[0] == both[1] == K.apply(last, "wait:1")
    frames = K.action_steps(state, "wait:0")
    assert frames == [(("ally_wait", 0), K.apply(state, "wait:0"))]
    assert K.action_steps(last, "wait:1")[0][0] == ("ally_wait", 1) and len(K.action_steps(last, "wait:1")) > 1


def test_params_and_the_state_text():
    """Params encode and decode (each fault its message id); a state writes as compact text and back."""
    assert K.Params("B", "ally").encode() == "B-ally"
    assert K.Params.decode("C-both") == K.Params("C", "both")
    for text, key in (("A", "skirmish.params.shape"), ("A-both-x-y", "skirmish.params.enemy"),
                      (5, "skirmish.params.shape"),
                      ("F-both", "skirmish.params.case"), ("A-none", "skirmish.params.variant")):
        with pytest.raises(ParamsError) as error:
            K.Params.decode(text)
        assert error.value.key == key, text
    state = placed("A", ((1, 1), (0, 3), (2, 1), (5, 3)), hp=(3, 2, 1, 0), equipped=True, left=1, round=4)
    assert B.state_to_text(state) == "p11032153h3210e1l1r4f0"
    assert B.state_to_text(placed("A", state.pos, ended="flag")) == "p11032153h3333e0l2r0f0xflag"
    moved = K.apply(K.new_game(K.Params("A")), "move:0:1:1")
    assert B.state_to_text(moved) == "p11035153h3333e0l1r0f0"
    params = K.Params("A", "both", "p11035153h3333e0l1r0f0")
    assert K.Params.decode(params.encode()) == params and params.encode() == "A-both-p11035153h3333e0l1r0f0"
    assert K.new_game(params) == State("A", "both", moved.pos, moved.hp, False, 1, 0, 0)


def test_action_steps_refuses_like_apply():
    """action_steps gives the same reason and details as apply for every kind of refused move."""
    state = K.new_game(K.Params("A"))
    for move in ("move:0:5:5", "move:0:0:1", "attack:0:2", "pick:1", "wait:2", "jump:0", "", 7, None):
        with pytest.raises(IllegalMove) as by_apply:
            K.apply(state, move)
        with pytest.raises(IllegalMove) as by_steps:
            K.action_steps(state, move)
        assert (by_steps.value.reason, by_steps.value.details) == (by_apply.value.reason, by_apply.value.details)
        assert by_steps.value.reason == K.why_illegal(state, move)[0], move
    assert K.why_illegal(state, "move:0:5:5") != K.why_illegal(state, "wait:2")
    with pytest.raises(IllegalMove) as refused:
        K.apply(state, "attack:0:3")
    assert (refused.value.reason, refused.value.details) == ("out_of_reach", {"enemy": 2})
    with pytest.raises(IllegalMove) as refused:
        K.apply(state, "wait:2")
    assert (refused.value.reason, refused.value.details) == ("not_an_ally", {"unit": 3})


def test_with_position_moves_one_unit_and_keeps_the_rest():
    """with_position changes only the unit's cell: hp, weapon, actions, round, flag, ending and events stay."""
    state = placed("A", B.LAYOUTS["A"].starts, hp=(3, 2, 1, 3), equipped=True, left=1, round=3, flag=1,
                   ended="", events=(("ally_move", 0),))
    moved = B.with_position(state, 2, (4, 1))
    assert moved == placed("A", ((0, 1), (0, 3), (4, 1), (5, 3)), hp=(3, 2, 1, 3), equipped=True, left=1,
                           round=3, flag=1, events=(("ally_move", 0),))


def test_the_neighbour_table_of_each_case():
    """NEIGHBOURS: for every cell the open neighbours on the board, in the order up, left, down, right."""
    assert B.NEIGHBOURS["A"][(0, 0)] == ((0, 1), (1, 0))
    assert B.NEIGHBOURS["A"][(3, 2)] == ((2, 2), (4, 2))
    assert B.NEIGHBOURS["A"][(5, 4)] == ((5, 3), (4, 4))
    assert B.NEIGHBOURS["A"][(2, 1)] == ((2, 0), (1, 1), (2, 2))
    assert B.NEIGHBOURS["C"][(3, 0)] == ((2, 0), (4, 0))
    for case, lay in B.LAYOUTS.items():
        table = B._open_neighbours(lay.walls)  # what the module builds once at import
        assert table == B.NEIGHBOURS[case] and len(table) == B.WIDTH * B.HEIGHT
        for (x, y), cells in table.items():
            expected = [(x + dx, y + dy) for dx, dy in B.DIRECTIONS
                        if B.inside((x + dx, y + dy)) and (x + dx, y + dy) not in lay.walls]
            assert list(cells) == expected
