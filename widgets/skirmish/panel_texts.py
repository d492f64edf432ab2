"""What the Mirror Skirmish panels say: the battle (round, flag, weapon, every unit's HP), the chosen ally's
actions with the buttons that apply, the forecast box, and the rows of the event log.

Each function takes the SkirmishView and works out the texts from its state; the draw_* functions hand
them to the panel's show_* methods (widgets/skirmish/panels.py), which only put them on screen.
"""

from gamepkg.i18n import Text
from gamepkg.skirmish import board as skirmish_board
from gamepkg.skirmish import display
from gamepkg.skirmish import foes as skirmish_foes
from gamepkg.skirmish import rules as skirmish

UNIT_GLYPH = {True: "\u25cf", False: "\u25c6"}  # a circle for an ally, a diamond for an enemy
# The actions box's title by where the keyboard focus is (SkirmishView.keys_at): in the list Up/Down choose an
# action, on the board they move its cursor (Tab goes to the list), elsewhere no key of the tab is pressed.
ACTIONS_TITLES = {"list": "skirmish.view.panel.actions", "board": "skirmish.view.panel.actions_board",
                  None: "skirmish.view.panel.actions_away"}


def draw_battle(view):
    """Round, actions left, flag streak, the weapon, and every unit's HP."""
    state = view.shown_state()
    weapon = Text(f"skirmish.weapon.{skirmish_board.WEAPONS[state.case]}", {})
    actions = (view.t("skirmish.status.actions", left=state.left) if skirmish.status(state) == "playing"
               else view.t("skirmish.status.actions_over"))  # no "Actions left 2/2" once the game is decided
    lines = [view.t("skirmish.status.round", round=state.round) + "   " + actions,
             view.t("skirmish.status.flag", flag=state.flag),
             view.t("skirmish.status.equipped" if state.equipped else "skirmish.status.not_equipped",
                    weapon=weapon)]
    units = []
    for unit in range(4):
        key, fields = display.unit_name(unit)
        name = view.t(key, **fields)
        hp = state.hp[unit]
        if hp:
            pips = "".join("\u25a0" if full else "\u25a1" for full in display.pip_states(hp))
            units.append(f"{UNIT_GLYPH[skirmish_board.is_ally(unit)]} {display.unit_tag(unit)} {name}  {pips} "
                         f"{hp}/{skirmish_board.MAX_HP}")
        else:
            units.append(f"\u2715 {display.unit_tag(unit)} {name}  {view.t('skirmish.view.unit_down')}")
    view.panel.show_battle("\n".join(lines), units, hold=not all(state.hp))


def draw_actions(view):
    """The chosen ally's actions in words, the chosen row, and which buttons apply."""
    state = view.session.state
    actions = () if view.is_busy() else view.actions()
    labels = list(view.memo("labels", actions, lambda: [view.action_text(move) for move in actions]))
    if not labels:
        labels = [view.t("skirmish.view.enemy_turn" if view.is_busy() else "skirmish.view.no_actions")]
    chosen = view.choice % len(actions) if actions else None
    playing = not state.ended and not view.is_busy()
    enabled = {"other": playing and state.hp[1 - view.ally] > 0, "wait": playing and state.hp[view.ally] > 0,
               "skip": view.is_busy()}
    title = view.t(ACTIONS_TITLES[view.keys_at], ally=view.ally + 1)
    view.panel.show_actions(title, labels, chosen, enabled)


def hp_text(before, after):
    """'A1 3 · A2 3 · E1 3→2 · E2 3' for two states."""
    parts = []
    for unit, old, new in display.hp_changes(before, after):
        value = f"{old}\u2192{new}" if old != new else str(new)
        parts.append(f"{display.unit_tag(unit)} {value}" + ("\u2715" if old and not new else ""))
    return " \u00b7 ".join(parts)


def draw_forecast(view):
    """The seed's FUTURE box for the pointed or chosen action."""
    state = view.session.state
    move = None if view.is_busy() else view.focused_action()
    if view.is_busy():
        view.panel.show_forecast("", view.t("skirmish.view.enemy_turn"))
        return
    if state.ended:
        view.panel.show_forecast(view.t("skirmish.view.forecast.over"), "")
        return
    if move is None:
        view.panel.show_forecast("", view.t("skirmish.view.forecast.none"))
        return
    if skirmish_foes.thinks_long(state.enemy):  # Expert thinks only when the allies have acted: no answer ahead
        after = skirmish_board.ally_action(state, move)[0]
        lines = [view.t("skirmish.view.forecast.after_action", hp=hp_text(state, after)),
                 view.t("skirmish.view.forecast.thinks_later")]
        view.panel.show_forecast(view.action_text(move), "\n".join(lines))
        return
    future = view.memo("forecast", (state, move), lambda: display.forecast(state, move))
    last = future.after_enemies
    result = Text(f"skirmish.view.result_short.{last.ended or 'none'}", {})
    lines = [view.t("skirmish.view.forecast.after_action", hp=hp_text(state, future.after_action)),
             view.t("skirmish.view.forecast.after_enemies", hp=hp_text(future.after_action, last)),
             view.t("skirmish.view.forecast.time", round=last.round, flag=last.flag, result=result)]
    if not future.ends_round:
        lines.append(view.t("skirmish.view.forecast.rest_wait"))
    view.panel.show_forecast(view.action_text(move), "\n".join(lines))


def log_rows(view):
    """[(text, kind)] of the event log: the start, every action played so far, the steps shown."""
    session = view.session
    shown = view.anim_index if view.anim_frames is not None else None
    key = (session, session.initial_state, tuple(session.moves[:session.position]), shown)
    return view.memo("log", key, lambda: _log_rows(view))


def _log_rows(view):
    """The rows of log_rows, worked out again."""
    session = view.session
    lines = list(display.start_lines(session.initial_state))
    for index in range(session.position):
        frames = view.frames_of(index)
        if view.anim_frames is not None and index == session.position - 1:
            frames = frames[:view.anim_index + 1]
        for frame in frames:
            lines.extend(frame.lines)
    return [(line_text(view, line), line.kind) for line in lines]


def line_text(view, line):
    """The text of a log line in the current language (each line is translated once)."""
    text = view.line_texts.get(line)
    if text is None:
        text = view.line_texts[line] = display.line_text(view.t, line)
    return text


def banner_text(view):
    """(the banner's text, its kind: "enemy" while the enemy phase is shown, the result once ended, else
    "playing") for the SkirmishView ``view``."""
    state = view.session.state
    if view.anim_frames is not None:
        frame = view.anim_frames[view.anim_index]
        text = "  ".join(line_text(view, line) for line in frame.lines)
        return (view.t("skirmish.view.banner.enemy", text=text) if view.anim_index > 0 else text), "enemy"
    if state.ended:
        return "\u2605 " + view.t(f"skirmish.result.{state.ended}") + " \u2605", skirmish.status(state)
    text = view.t("skirmish.view.banner.playing", letter=state.case, case=Text(f"skirmish.case.{state.case}", {}),
                  variant=Text(f"skirmish.variant.{state.variant}", {}))
    if state.enemy != skirmish_board.LESSON:
        text = view.t("skirmish.view.banner.with_enemy", text=text, level=Text(f"skirmish.enemy.{state.enemy}", {}))
    return text, "playing"
