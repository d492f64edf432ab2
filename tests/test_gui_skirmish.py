"""Mirror Skirmish on a real Tk window: clicks, keys, overlays, the animated enemy phase, lesson imports, results."""

import json
import pathlib
import re

import pytest

from gamepkg.i18n import LANGUAGES
from gamepkg.sentences import join_sentences
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import display as skirmish_display
from gamepkg.skirmish import rules as skirmish
from tests.conftest import click, press

SAVES = pathlib.Path(__file__).resolve().parent / "data" / "conformance" / "skirmish_saves"
# Ally 1 at 2,2 (1-based) next to enemy 1 at 3,2; ally 2 at 1,4; enemy 2 at 6,4.
NEXT_TO_ENEMY = "A-both-Lp11032153h3333e0l2r0f0"


def open_game(app, params_text="A-both", speed="instant"):
    """Open a skirmish game from its parameters with the given animation speed; returns the view."""
    app.settings["animation_speed"] = speed
    assert app.open_game_id(f"skirmish:{params_text}#1", interactive=False) is None
    view = app.views["skirmish"]
    view.set_speed(speed)
    view.update()
    return view


def click_cell(view, x, y):
    """Click the centre of board cell (x, y) (0-based)."""
    px, py = view.board.cell_center(x, y)
    click(view.board, int(px), int(py))


def settle(view, rounds=400):
    """Run the after() queue until the enemy phase has been shown."""
    for _ in range(rounds):
        view.update()
        if not view.is_busy():
            return
        view.after(10)
    raise AssertionError("the enemy phase never finished")


def items(view, tag):
    """The canvas items carrying ``tag``."""
    return view.board.find_withtag(tag)


def test_click_an_ally_then_a_marked_cell_moves_it(app):
    """A click on ally 2 selects it and marks its moves; a click on a marked cell moves it there."""
    view = open_game(app)
    click_cell(view, 0, 3)
    assert view.ally == 1
    assert items(view, "unit1") and any("selected" in view.board.gettags(item) for item in items(view, "unit1"))
    marked = {view.board.cell_at(*view.board.coords(item)[:2]) for item in items(view, "move_cell")}
    assert marked == {(0, 2), (0, 4), (1, 3)}
    click_cell(view, 1, 3)
    assert view.session.moves == ["move:1:1:3"]
    assert view.session.state.pos[1] == (1, 3)
    assert "Ally 2 moves to 2,4" in view.log.lines()


def test_attack_an_enemy_in_reach(app):
    """A click on an enemy next to the chosen ally attacks it: its HP pips lose one."""
    view = open_game(app, NEXT_TO_ENEMY)
    assert len(items(view, "attack_target")) == 1
    assert len([item for item in items(view, "unit2") if "pip_full" in view.board.gettags(item)]) == 3
    click_cell(view, 2, 1)
    assert view.session.moves == ["attack:0:2"]
    assert view.session.state.hp[2] == 2
    assert len([item for item in items(view, "unit2") if "pip_full" in view.board.gettags(item)]) == 2
    assert "Ally 1 hits enemy 1: 1 damage (HP left 2)" in view.log.lines()


def test_a_wall_or_off_board_click_changes_nothing_and_says_why(app):
    """Clicks on a wall, on a far cell and off the board leave the game alone and give the reason."""
    view = open_game(app)
    before = view.session.state
    click_cell(view, 3, 1)
    assert view.session.state is before and not view.session.moves
    assert view.status_var.get() == app.tr.t("skirmish.reason.wall")
    click_cell(view, 4, 4)
    assert view.status_var.get() == app.tr.t("skirmish.reason.too_far")
    view.board.update()
    assert view.board.cell_at(1, 1) is None
    click(view.board, 1, 1)
    assert view.status_var.get() == app.tr.t("skirmish.reason.off_board")
    assert view.session.state is before


def test_t_cycles_the_three_overlays(app):
    """T shows moves, then the reach of both sides, then the reach if equipped, then moves again."""
    view = open_game(app)
    assert items(view, "overlay.moves") and not items(view, "ally_reach")
    press(view.board, "t")
    assert items(view, "overlay.reach") and not items(view, "overlay.moves")
    assert items(view, "ally_reach") and items(view, "enemy_reach")
    now = len(items(view, "ally_reach"))
    press(view.board, "t")
    assert items(view, "overlay.reach_if_equipped")
    equipped = skirmish_display.overlay(view.session.state, 0, "reach_if_equipped")
    assert len(items(view, "ally_reach")) == len(equipped.ally_reach) >= now
    assert len(items(view, "enemy_reach")) == len(equipped.enemy_reach)
    press(view.board, "t")
    assert items(view, "overlay.moves")
    assert view.status_var.get() == app.tr.t("skirmish.overlay.moves")


def test_the_enemy_phase_is_shown_step_by_step_and_input_waits(app):
    """At normal speed the second action starts a visible enemy phase; clicks and undo wait for it."""
    view = open_game(app, speed="normal")
    view.play("move:0:1:1")
    assert not view.is_busy()
    view.play("wait:1")
    assert view.is_busy()
    assert items(view, "anim") or view.anim_index == 0
    shown = view.session.state
    click_cell(view, 1, 2)
    assert view.status_var.get() == app.tr.t("common.busy")
    app.undo()
    assert view.session.state is shown and view.session.position == 2
    assert view.play("wait:0") is None
    choice = view.choice
    view.panel.action_list.focus_force()
    view.panel.action_list.event_generate("<Down>")  # QA: the list's choice moved, unseen, meanwhile
    view.update()
    assert view.choice == choice and view.status_var.get() == app.tr.t("common.busy")
    view.set_speed("fast")
    settle(view)
    assert view.session.state.round == 1
    log = view.log.lines()
    assert "On to round 1" in log
    assert any(line.startswith("Enemy 1 ") for line in log)


def test_the_enemy_steps_appear_one_after_another(app):
    """During the animation the banner names each enemy step and the board draws an arrow for it."""
    view = open_game(app, speed="slow")
    view.play("wait:0")
    view.play("wait:1")
    seen = []
    while view.is_busy():
        seen.append(view.banner_var.get())
        view.next_step()
    assert any(text.startswith("Enemy phase: Enemy 1") for text in seen)
    assert any(text.startswith("Enemy phase: Enemy 2") for text in seen)


def test_instant_speed_completes_the_round_at_once(app):
    """With instant speed the enemy phase is over when the action returns."""
    view = open_game(app)
    view.play("wait:0")
    view.play("wait:1")
    assert not view.is_busy()
    assert view.session.state.round == 1
    assert not items(view, "anim")


def test_escape_skips_the_enemy_phase(app):
    """Esc on the board jumps to the end of the enemy phase."""
    view = open_game(app, speed="slow")
    view.play("wait:0")
    view.play("wait:1")
    assert view.is_busy()
    press(view.board, "Escape")
    assert not view.is_busy() and view.anim_job is None


def test_keyboard_only_play(app):
    """The action list: Down chooses, Enter plays, Tab switches the ally, W waits."""
    view = open_game(app)
    actions = view.panel.action_list
    press(actions, "Down")
    expected = skirmish_board.legal_moves(view.session.state)[1]
    assert view.panel.forecast_title_var.get() == view.action_text(expected)
    press(actions, "Return")
    assert view.session.moves == [expected]
    press(actions, "Tab")
    assert view.ally == 1
    press(actions, "w")
    assert view.session.moves == [expected, "wait:1"]
    assert view.session.state.round == 1
    press(actions, "ISO_Left_Tab")
    assert view.focus_get() is view.board
    press(view.board, "Down")
    press(view.board, "Right")
    press(view.board, "Tab")
    assert view.focus_get() is actions


def test_board_cursor_plays_with_space(app):
    """The board's cursor previews the action of its cell and Space plays it."""
    view = open_game(app)
    view.board.focus_force()
    view.board.cursor = (0, 1)
    press(view.board, "Right")
    assert view.board.cursor == (1, 1)
    assert view.panel.forecast_title_var.get() == view.action_text("move:0:1:1")
    assert items(view, "preview")
    press(view.board, "space")
    assert view.session.moves == ["move:0:1:1"]


def test_forecast_does_not_change_the_game(app):
    """Pointing at an enemy shows the forecast of the attack; nothing is played."""
    view = open_game(app, NEXT_TO_ENEMY)
    px, py = view.board.cell_center(2, 1)
    view.board.event_generate("<Motion>", x=int(px), y=int(py))
    view.update()
    assert view.panel.forecast_title_var.get() == "Ally 1: attack enemy 1"
    assert "E1 3\u21922" in view.panel.forecast_var.get()
    assert not view.session.moves


def test_pointing_at_an_ally_forecasts_no_action_because_a_click_there_chooses_it(app):
    """QA: pointing at the chosen ally's own cell forecast "wait", but a click there only chooses the ally.
    The forecast now stays on the list's action, as it does off the board."""
    view = open_game(app)
    chosen_title = view.panel.forecast_title_var.get()
    x, y = view.session.state.pos[view.ally]
    px, py = view.board.cell_center(x, y)
    view.board.event_generate("<Motion>", x=int(px), y=int(py))
    view.update()
    assert view.pointed_action() is None
    assert view.panel.forecast_title_var.get() == chosen_title
    click_cell(view, x, y)
    assert not view.session.moves


@pytest.mark.seed  # uses data recorded from the seed's original rules
def test_every_valid_lesson_save_opens(app):
    """Each valid save_097.json opens with its state on screen and its recovered moves as undo steps."""
    from gamepkg.skirmish import seed_saves as skirmish_lesson
    manifest = json.loads((SAVES / "manifest.json").read_text(encoding="utf-8"))
    view = open_game(app)
    for name, entry in manifest.items():
        if not entry["valid"]:
            continue
        assert view.import_lesson(SAVES / name), name
        expected = skirmish_lesson.read_lesson_save(SAVES / name)
        state = view.session.state
        assert (state.pos, state.hp, state.round, state.ended) == \
            (expected.state.pos, expected.state.hp, expected.state.round, expected.state.ended), name
        assert view.session.position == len(expected.replay)
        assert view.status_var.get().startswith("Lesson save loaded"), name


@pytest.mark.seed  # uses data recorded from the seed's original rules
def test_every_bad_lesson_save_is_refused(app, dialogs):
    """Each bad save is refused with a message naming the problem; the game on screen stays as it was."""
    manifest = json.loads((SAVES / "manifest.json").read_text(encoding="utf-8"))
    view = open_game(app)
    view.play("move:0:1:1")
    session, state = view.session, view.session.state
    bad = [name for name, entry in manifest.items() if not entry["valid"]]
    for name in bad:
        assert not view.import_lesson(SAVES / name), name
        assert view.session is session and view.session.state is state, name
        assert dialogs.errors[-1].startswith("Could not import the lesson save"), name
        assert len(dialogs.errors[-1].splitlines()[-1]) > 5, name
        assert view.status_var.get() == "Lesson save not imported: " + dialogs.errors[-1].splitlines()[-1]
    assert len(dialogs.errors) == len(bad)


def test_language_switch_translates_the_log(app):
    """The log, banner and panel follow a live language switch."""
    view = open_game(app)
    view.play("move:0:1:1")
    assert "Ally 1 moves to 2,2" in view.log.lines()
    app.set_language("ja")
    assert "味方1が2,2へ移動" in view.log.lines()
    assert view.panel.battle.cget("text") == "戦況"
    app.set_language("en")
    assert "Ally 1 moves to 2,2" in view.log.lines()


def test_win_by_the_flag_shows_the_banner(app):
    """Holding the flag through a second round end wins; the banner says so and input is refused."""
    view = open_game(app, "A-both-Lp22035153h3333e1l1r3f1")
    view.play("wait:0")
    state = view.session.state
    assert state.ended == "flag"
    assert rule_text(app, "skirmish.result.flag") in view.banner_var.get()
    click_cell(view, 2, 1)
    assert view.session.state is state
    assert view.status_var.get() == app.tr.t("skirmish.reason.game_over")


def test_win_by_defeat_and_loss_banners(app):
    """Downing the last enemy wins; losing the last ally loses; each shows its banner."""
    view = open_game(app, "A-both-Lp11032153h3310e0l2r0f0")
    click_cell(view, 2, 1)
    assert view.session.state.ended == "defeated"
    assert app.tr.t("skirmish.result.defeated") in view.banner_var.get()
    view = open_game(app, "A-both-Lp11032153h1030e0l1r0f0")
    view.play("wait:0")
    assert view.session.state.ended == "lost"
    assert app.tr.t("skirmish.result.lost") in view.banner_var.get()
    assert "Defeat... both allies are down" in view.log.lines()


def test_dead_units_are_grey_and_crossed(app):
    """A fallen ally is drawn crossed out and cannot be chosen."""
    view = open_game(app, "A-both-Lp11032153h3033e0l2r0f0")
    assert items(view, "unit1") and all("dead" in view.board.gettags(item) for item in items(view, "unit1"))
    assert items(view, "cross")
    view.select_ally(1)
    assert view.ally == 0
    assert view.status_var.get() == app.tr.t("skirmish.reason.unit_down", unit=2)


def test_hint_marks_the_fastest_win_and_following_it_wins(app):
    """Ctrl+H's hint names the first action of the fastest win, marks it, and following the hints wins."""
    from gamepkg.skirmish import ai as skirmish_ai
    view = open_game(app)
    expected = skirmish_ai.hint(view.session.state)
    app.hint()
    assert view.hint_move == expected.move and expected.outcome == "flag"
    assert view.status_var.get().startswith(view.action_text(expected.move))
    assert f"wins by the flag in round {expected.round}" in view.status_var.get()
    assert items(view, "hint")
    assert view.panel.action_list.get(view.panel.chosen_row()) == view.action_text(expected.move)
    for _ in range(30):
        if view.session.state.ended:
            break
        app.hint()
        view.play(view.hint_move)
    assert view.session.state.ended in ("flag", "defeated")
    assert len(view.session.moves) == expected.actions


def test_hint_without_a_win_proposes_the_draw(app):
    """When no win is left, the hint keeps the draw."""
    view = open_game(app, "A-both-Lp11032153h1033e1l1r8f0")
    app.hint()
    assert view.hint_move is not None
    assert view.status_var.get().startswith("No win is possible.")


def test_undo_redo_save_and_load_go_through_the_session(app):
    """Undo takes back one action (the log follows), redo replays it, and a save loads back the same game."""
    view = open_game(app, NEXT_TO_ENEMY)
    view.play("attack:0:2")
    view.play("wait:1")
    finished = view.session.state
    app.undo()
    assert view.session.position == 1 and view.session.state.round == 0
    assert "On to round 1" not in view.log.lines()
    app.redo()
    assert view.session.state is finished and not view.is_busy()
    assert app.save()
    view.play("wait:0")
    assert app.load()
    assert view.session.state == finished
    assert view.session.params.encode() == NEXT_TO_ENEMY


def test_speed_options_and_right_key(app):
    """The panel's speed box sets the suite-wide speed; Right in the action list switches the ally."""
    view = open_game(app)
    view.panel.speed_box.current(2)
    view.panel.speed_box.event_generate("<<ComboboxSelected>>")
    view.update()
    assert app.settings["animation_speed"] == "fast" and app.speed_var.get() == "fast"
    app.set_animation_speed("slow")
    assert view.panel.speed_box.get() == "Slow"
    press(view.panel.action_list, "Right")
    assert view.ally == 1
    press(view.panel.action_list, "Left")
    assert view.ally == 0


# ---------------------------------------------------------------- keys of its own, the status line, How to Play

B_FLAG_WIN = ("move:0:1:2", "move:0:2:2", "pick:0", "wait:0")  # B-both: ally 1 takes and holds the flag


def rule_text(app, key, **fields):
    """``key`` in the app's language with the rule numbers filled in."""
    return app.tr.t(key, **{**skirmish_board.rule_numbers(), **fields})


def ctrl_tab(widget, shift=False):
    """Send Ctrl+Tab (or Ctrl+Shift+Tab) to ``widget`` after giving it the focus."""
    widget.focus_force()
    widget.update()
    widget.event_generate("<Control-Shift-Tab>" if shift else "<Control-Tab>")
    widget.update()


def test_ctrl_tab_leaves_the_tab_from_the_board_and_the_list_in_every_state(app):
    """Ctrl+Tab / Ctrl+Shift+Tab change the tab (never the ally) from the board and the action list,
    with ally 1 or ally 2 chosen and while the enemy phase is being shown."""
    games = app.games
    here = games.index("skirmish")
    for state in ("fresh", "ally 2 selected", "enemy phase"):
        for focus in ("board", "list"):
            for shift, expected in ((False, games[(here + 1) % len(games)]), (True, games[here - 1])):
                view = open_game(app, "B-both", speed="slow" if state == "enemy phase" else "instant")
                app.select_game("skirmish")
                if state == "ally 2 selected":
                    click_cell(view, 1, 3)
                    assert view.ally == 1
                if state == "enemy phase":
                    view.play("wait:0")
                    view.play("wait:1")
                    assert view.is_busy()
                ally = view.ally
                widget = view.board if focus == "board" else view.panel.action_list
                ctrl_tab(widget, shift)
                assert app.current_game() == expected, (state, focus, shift)
                assert view.ally == ally
                view.stop_animation()


def test_a_switches_the_ally_from_the_board_and_the_list(app):
    """A (or Shift+A) chooses the other ally wherever the focus is; a fallen ally cannot be chosen."""
    view = open_game(app, "B-both")
    press(view.board, "a")
    assert view.ally == 1
    press(view.panel.action_list, "A")
    assert view.ally == 0
    assert view.status_var.get() == rule_text(app, "skirmish.view.selected", ally=1)
    assert "(A)" in view.panel.other_button.cget("text")


def test_the_status_line_describes_the_shown_position_after_undo_redo_restart_load_and_new(app):
    """After a flag win: Undo shows whose turn it is (not 'Victory'), Redo the victory again, Restart and
    New the how-to line, Load of a finished save its result (a game ID's game says it was practice)."""
    view = open_game(app, "B-both")
    for move in B_FLAG_WIN:
        view.play(move)
    victory = join_sentences([rule_text(app, "skirmish.result.flag"),
                             app.tr.t("record.not.game_id")], app.tr.t("common.full_stop"))
    assert view.session.state.ended == "flag" and view.status_var.get() == victory
    choose = rule_text(app, "skirmish.status.select", number=1)
    app.undo()
    assert view.status_var.get() == choose
    app.redo()
    assert view.status_var.get() == victory
    assert app.save()
    view.restart()
    assert view.status_var.get() == choose
    assert app.load()
    assert view.session.state.ended == "flag" and rule_text(app, "skirmish.result.flag") in view.banner_var.get()
    assert view.status_var.get() != choose
    app.new_game(skirmish.PRESETS["A-both"])
    assert view.status_var.get() == choose


def test_a_defeat_logs_no_next_round_and_undo_forgets_it(app):
    """B-both with only waits is lost in round 5: the log ends with the defeat, not 'On to round 5';
    after Undo the status line no longer speaks of the defeat."""
    view = open_game(app, "B-both")
    while not view.session.state.ended:
        view.play(f"wait:{view.ally}")
    assert view.session.state.ended == "lost"
    lines = view.log.lines()
    assert lines[-1] == rule_text(app, "skirmish.result.lost")
    assert not any(line.startswith("On to round") for line in lines[-4:])
    assert view.status_var.get() == join_sentences([rule_text(app, "skirmish.result.lost"),
                                                   app.tr.t("record.not.game_id")],
                                                   app.tr.t("common.full_stop"))  # opened from a game ID
    app.undo()
    assert view.status_var.get() == rule_text(app, "skirmish.status.select", number=view.ally + 1)


KEY_WORDS = {"Up": ("Up", "\u2191"), "Down": ("Down", "\u2193"), "Left": ("Left", "\u2190"),
             "Right": ("Right", "\u2192"), "Return": ("Enter",), "KP_Enter": ("Enter",), "space": ("Space",),
             "Escape": ("Esc",), "Tab": ("Tab",), "ISO_Left_Tab": ("Shift+Tab",),
             "Prior": ("PageUp",), "Next": ("PageDown",)}
MOUSE_WORDS = {"Button-1": ("click", "\u30af\u30ea\u30c3\u30af"),
               "Double-Button-1": ("double-click", "\u30c0\u30d6\u30eb\u30af\u30ea\u30c3\u30af")}


def bound_keys(view):
    """The keys and mouse buttons the board and the action list react to ('Shift+Tab', 'Up', 'a', 'Button-1'...);
    F and the right button only when the game gives them an action (board.py binds them for every game)."""
    found = set()
    for widget in (view.board, view.panel.action_list):
        for sequence in widget.bind():
            if len(sequence) == 1:  # Tk reports a plain character binding as the character itself
                found.add(sequence)
                continue
            match = re.fullmatch(r"<(?:(Shift|Double)-)?(?:Key-)?(\w+(?:-\d)?)>", sequence)
            if not match or match[2] in ("Configure", "Motion", "Leave", "Destroy", "FocusIn", "FocusOut"):  # not keys
                continue
            if match[2] == "Button-3" and view.board.on_secondary is None:
                continue
            found.add({"Shift": "Shift+", "Double": "Double-"}.get(match[1], "") + match[2])
    found -= {"f", "F"} if view.board.on_secondary is None else set()
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_how_to_play_names_every_weapon_and_every_bound_key(app, language):
    """How to Play (both languages) contains each weapon's rule text and a name for every key the view binds."""
    view = open_game(app, "A-both")
    app.set_language(language)
    text = view.help_text()
    for weapon in ("hands", "pike", "hammer", "blade"):
        assert rule_text(app, f"skirmish.weapon_rule.{weapon}") in text
    keys = bound_keys(view)
    assert {"a", "A", "t", "w", "1", "2", "Escape", "Tab", "Up", "Return", "Button-1"} <= keys
    for key in keys:
        if key in MOUSE_WORDS:
            names = MOUSE_WORDS[key]
        elif key.startswith("Shift+"):
            names = (key,)
        elif key in KEY_WORDS:
            names = KEY_WORDS[key]
        else:
            names = (key.upper(),)
        assert any(re.search(rf"(?<![A-Za-z]){re.escape(name)}(?![a-z])", text) for name in names), (language, key)


def test_no_actions_left_are_counted_after_the_end(app):
    """Once the game is decided the battle box says so instead of "Actions left 2/2" (both languages)."""
    view = open_game(app, "B-both")
    while not view.session.state.ended:
        view.play(f"wait:{view.ally}")
    for language in LANGUAGES:
        app.set_language(language)
        info = view.panel.info_var.get()
        assert app.tr.t("skirmish.status.actions_over") in info
        assert view.t("skirmish.status.actions", left=view.session.state.left) not in info, info


def test_the_legend_explains_the_yellow_and_the_blue_ring(app):
    """The legend beside the board names the chosen ally's yellow ring and the chosen action's blue ring."""
    view = open_game(app)
    for language, yellow, blue in (("en", "Yellow ring", "blue dashed ring"), ("ja", "黄色の輪", "青い破線の輪")):
        app.set_language(language)
        view.update()
        legend = view.panel.legend_var.get()
        assert yellow in legend and blue in legend, legend

