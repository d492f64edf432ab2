"""Arrow Rotation texts: names, the banner, the score table, the walk box, the preview line, the status.

``ArrowsTexts`` is mixed into ArrowsView (widgets/arrows/view.py): it turns the session (and a running
walk animation) into the texts of the banner and the side panel, translated through ``self.t``.
"""

from gamepkg.arrows import rules as arrows
from gamepkg.i18n import Text
from widgets.arrows.draw import turn_counts, turn_sense
from widgets.arrows.panels import CURRENT_MARKER, WINNER_MARKER
from widgets.redraw import set_look, set_text

BANNER_PLAY, BANNER_END = "#e9e4d8", "#ffe27a"


class ArrowsTexts:
    """What the banner, the side panel and the status line say (a part of ArrowsView)."""

    def player_name(self, player):
        """The name of seat ``player``: the chosen one or "Player n" (as a Text)."""
        return self.session.params.name_of(player) or Text("arrows.player_default", {"number": player + 1})

    def seat_kind(self, player):
        """'human', 'easy', 'normal' or 'hard'."""
        return self.session.params.seats[player]

    def position_status(self):
        """The status line for the position on screen: the winner (or the tie) once over, else whose turn."""
        state = self.session.state
        if not state.ended:
            return "arrows.status.turn", {"name": self.player_name(state.current), "round": state.round}
        winners = arrows.winners(state)
        score = state.scores[winners[0]]
        if len(winners) == 1:
            return "arrows.result.win", {"name": self.player_name(winners[0]), "score": score}
        return "arrows.result.tie", {"names": [self.player_name(player) for player in winners], "score": score}

    def draw_banner(self):
        """Whose turn it is, the walk's running count, or the final result."""
        state = self.session.state
        if self.frame is not None:
            _, _, mover = self.walk_info
            text = self.t("arrows.view.banner_walking", name=self.player_name(mover), points=self.frame.points)
            look = (BANNER_PLAY, "TkHeadingFont")
        elif state.ended:
            key, fields = self.position_status()
            text = f"\u2605 {self.t(key, **fields)} \u2605"
            look = (BANNER_END, self.result_font)
        else:
            name = self.player_name(state.current)
            if self.computer_to_move():
                text = self.t("arrows.status.thinking", name=name)
            else:
                text = self.t("arrows.view.banner_turn", name=name, round=state.round,
                              count=arrows.empty_cells(state))
            look = (BANNER_PLAY, "TkHeadingFont")
        set_look(self.banner, background=look[0], font=look[1])
        set_text(self.banner_var, text)

    def draw_table(self):
        """Each seat's marker, name, kind and score (the mover's score counts up during the walk)."""
        state = self.session.state
        scores, current = list(state.scores), state.current
        if self.frame is not None:
            before, _, mover = self.walk_info
            scores = list(before.scores)
            scores[mover] += self.frame.points
            current = mover
        winners = arrows.winners(state) if self.frame is None else ()
        rows = []
        for player, score in enumerate(scores):
            if winners:
                marker, tag = (WINNER_MARKER, "winner") if player in winners else ("", "")
            else:
                marker, tag = (CURRENT_MARKER, "current") if player == current else ("", "")
            rows.append((marker, self.resolve(self.player_name(player)),
                         self.t(f"arrows.kind.{self.seat_kind(player)}"), score, tag))
        self.panel.show_table(rows)

    def draw_walk_box(self):
        """The walk counter: the running walk, or the last one with where it stopped."""
        state = self.session.state
        if self.frame is not None:
            _, walk, mover = self.walk_info
            points, stopped = self.frame.points, ""
        elif self.session.position > 0 and state.last_walk is not None:
            walk, mover = state.last_walk, self.session.state_at(self.session.position - 1).current
            points = walk.gained
            stopped = self.stop_text(walk)
        else:
            self.panel.show_walk(self.t("arrows.view.walk_none"), "", "", False, False)
            return
        self.panel.show_walk(self.t("arrows.view.walk_of", name=self.player_name(mover)),
                             self.t("arrows.view.walk_points", points=points), stopped, self.is_busy(), True)

    def stop_text(self, walk):
        """Where ``walk`` ended, as a sentence."""
        if walk.off_board:
            return self.t("arrows.event.stopped_off")
        return self.t("arrows.event.stopped_empty", x=walk.stop[0] + 1, y=walk.stop[1] + 1)

    def info_text(self):
        """The preview of the chosen placement, or advice for the player to move."""
        state = self.session.state
        if self.frame is not None or not self.human_to_move():
            return ""
        if self.selected is None:
            return self.t("arrows.status.first_move") if state.placements == 0 else ""
        direction = self.preview_direction()
        if direction is None:
            return self.t("arrows.status.choose_direction")
        walk = self.preview_walk(state, self.selected, direction)
        key = {0: "arrows.view.preview_zero", 1: "arrows.view.preview_one"}.get(walk.gained, "arrows.view.preview")
        return self.t(key, direction=Text(f"arrows.direction.{direction}", {}), x=self.selected[0] + 1,
                      y=self.selected[1] + 1, arrows=len(turn_counts(walk)), points=walk.gained)

    def help_text(self):
        """How to play, saying which way the engine's rule turns the arrows."""
        rules = self.t("arrows.help", turn=Text(f"arrows.turn.{turn_sense()}", {}))
        return rules + "\n\n" + self.t("stats.help.arrows")
