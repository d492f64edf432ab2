"""Mischief Garden texts: the status line and the side panel's lines, from what the player at the screen may see.

Every text is a message id with fields; the rule numbers of gamepkg/garden/rules.py ({rounds}, {blooms_to_win},
...) are fields of every garden text (GameView.t adds the engine's rule numbers). Mixed into GardenView
(widgets/garden/view.py).
"""

from gamepkg.garden.display import Text, cell_list, event_texts, humans, result_text, shown_cell, turn_events


class GardenTexts:
    """The texts half of GardenView: status lines, the panel's lines, translated rule numbers."""

    def announce_start(self):
        """The first status line of the tab (after the base class has built the status line)."""
        self.show_position_status()

    def position_status(self):
        """The status that describes what the screen shows: the curtain, the lab, the result or whose turn."""
        state = self.state()
        if self.lab is not None:
            return "garden.view.lab.opened", {}
        if self.curtain_up:
            return "garden.view.curtain.status", {"role": self.role_text(state.role)}
        if self.handing_over is not None:
            return "garden.view.handover.status", {"events": self.turn_texts(), "role": self.role_text(state.role)}
        if state.winner:
            return "garden.view.happened", {"events": [result_text(state), Text("garden.result.swap", {})]}
        if self.viewer() is None:
            return "garden.view.watching", {}
        if self.computer_to_move():
            return "garden.view.computer_turn", {"role": self.role_text(state.role),
                                                 "level": self.level_text(state.role)}
        return "garden.view.idle", {"role": self.role_text(state.role), "round": state.round, "left": state.left}

    def level_text(self, role):
        """'easy' or 'normal' of the computer playing ``role``, as a Text."""
        return Text(f"garden.view.level.{self.session.params.player(role)}", {})

    def role_text(self, role):
        """The name of a role as a Text."""
        return Text(f"garden.role.{role}", {})

    def relabel(self):
        """Translate the panel's and the curtain's fixed texts too."""
        self.panel.relabel()
        self.curtain.relabel()
        super().relabel()

    def show_rejection(self, rejection):
        """Tell the player why a choice is refused (the role field is translated)."""
        fields = dict(rejection.details)
        if "role" in fields:
            fields["role"] = self.role_text(fields["role"])
        if isinstance(fields.get("cell"), int):
            fields["cell"] = shown_cell(fields["cell"])
        key = f"garden.reason.{rejection.reason}"
        self.set_status(key if self.tr.has(key) else "common.illegal", reason=rejection.reason, **fields)

    def turn_texts(self):
        """What the player at the screen may know of the latest turn, both actions (or the one played so far)."""
        session = self.session
        return event_texts(turn_events(session.state_at, session.position, self.viewer()))

    def tell_move(self, mover):
        """The status after a move by ``mover``: what the player at the screen may know of its turn so far."""
        state = self.state()
        events = self.turn_texts()
        human = self.session.params.player(mover) == "human"
        if state.winner:
            self.set_status("garden.view.happened", events=events + [Text("garden.result.swap", {})])
        elif human and events and state.role != mover and self.computer_to_move():  # the turn is over
            self.set_status("garden.view.turn_then_computer", events=events, role=self.role_text(state.role),
                            level=self.level_text(state.role))
        elif human and (events or not self.computer_to_move()):
            self.set_status("garden.view.happened", events=events)
        elif human:  # nothing of it to tell now: the computer's turn
            self.set_status("garden.view.computer_turn", role=self.role_text(state.role),
                            level=self.level_text(state.role))
        elif events:
            self.set_status("garden.view.computer_did", role=self.role_text(mover),
                            level=self.level_text(mover), events=events)
        else:
            self.set_status("garden.view.computer_hidden", role=self.role_text(mover))

    def greet(self):
        """The status at the start of a turn of the player at the screen."""
        state = self.state()
        if state.winner:
            self.tell_move(state.role)
        elif self.viewer() is None:
            self.set_status("garden.view.watching")
        elif self.computer_to_move():
            self.set_status("garden.view.computer_turn", role=self.role_text(state.role),
                            level=self.level_text(state.role))
        else:
            self.set_status("garden.view.your_turn", role=self.role_text(state.role), events=self.turn_texts())

    def panel_texts(self, view):
        """The panel's lines for the match (from the player's view only)."""
        params, t = self.session.params, self.t
        people = humans(params)
        texts = {
            "turn": t("garden.view.panel.turn", role=self.role_text(view["role"])),
            "you": t("garden.view.panel.you_are", role=self.role_text(people[0])) if len(people) == 1 else "",
            "players": t("garden.view.panel.players",
                         gardener=Text(f"garden.player.{params.player('gardener')}", {}),
                         mole=Text(f"garden.player.{params.player('mole')}", {})),
            "round": t("garden.view.panel.round", round=view["round"]),
            "left": "" if view["winner"] else t("garden.view.panel.left", left=view["left"]),
            "blooms": t("garden.view.panel.blooms", blooms=view["blooms"]),
            "forecast": self.forecast_text() if self.kinds_role() == view["role"] and not view["winner"] else "",
            "yours": self.own_turn_text(),
            "keys": t("garden.view.panel.keys"),
        }
        if self.handing_over is not None:  # the turn is over: the heading says whose, the forecast box how to hand over
            texts["turn"] = t("garden.view.panel.turn_over", role=self.role_text(self.handing_over))
            texts["left"] = t("garden.view.panel.left", left=0)  # the turn shown has none left (not the next one's)
            texts["forecast"] = t("garden.view.handover.note", role=self.role_text(view["role"]))
        texts.update(self.legend_texts(view))
        result = result_text(self.state())
        if result is not None:
            texts["turn"] = t(result.key, **result.fields)
            texts["result"] = t("garden.result.swap")
        return texts

    def own_turn_text(self):
        """Against the computer: what the human player's latest turn did, as they may know it (a dig's result too),
        kept through the computer's reply until their next action replaces it (#34 point 4); '' otherwise."""
        people = humans(self.session.params)
        session = self.session
        if len(people) != 1:
            return ""
        for position in range(session.position, 0, -1):
            if session.state_at(position - 1).role == people[0]:
                events = event_texts(turn_events(session.state_at, position, people[0]))
                return self.t("garden.view.panel.yours", events=events) if events else ""
        return ""

    def legend_texts(self, view):
        """The roots legend, the flowers legend and the last drain."""
        t = self.t
        if view["revealed"]:
            roots = t("garden.view.panel.roots_legend", joined=t("garden.view.mark.root_joined"),
                      cut=t("garden.view.mark.root_cut"))
        else:
            roots = t("garden.view.panel.roots_hidden")
        flowers = t("garden.view.panel.flowers", drained=t("garden.view.mark.drained"))
        if view["drained"]:
            drained = t("garden.status.drained", flowers=cell_list(view["drained"]))  # as the board numbers them
        elif view.get("round", 0) > 1 or self.lab is not None:
            drained = t("garden.status.no_drain")
        else:
            drained = ""
        return {"roots": roots, "flowers": flowers, "drained": drained}

    def forecast_text(self):
        """The selected move's forecast, or how to select one."""
        if self.pending is None:
            return self.t("garden.view.panel.no_selection")
        return "\n".join(self.resolve(line) for line in self.pending_lines)
