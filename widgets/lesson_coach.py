"""The coach above the board during a lesson: the step, what to try (or why it worked, or why not), and
Try Again / Next / Leave Lesson (and Chapters, in a lesson of more than one). One coach for every tab; the
judging is gamepkg/lesson_player.py. The coach line keeps one height through a step (room for the step's
longest line at the width and language shown), so the board below never moves when the text changes.

A lesson plays in the tab's own view: the coach hands the step's Session to the view
(``adopt_session``), the view routes each move through the LessonPlayer (widgets/game_view.py ``play``)
and tells the coach after every change. Leaving gives the tab back the game it showed before.
"""

import tkinter as tk
import tkinter.font as tkfont
from tkinter import ttk

from gamepkg.i18n import Text
from gamepkg.lesson_player import PASSED, REFUSED, LessonPlayer
from gamepkg.lesson_records import record_finished
from gamepkg.lesson_steps import lesson_steps
from gamepkg.lesson_steps import real_game as real_game_text
from widgets.line_breaking import wrapped
from widgets.wrapping_label import KeptHeight

LINE_PADDING = 16  # pixels of the coach frame's padding and border, left and right together


def open_lesson(view):
    """Start the lesson of ``view``'s game above its board; False when the game has no lesson."""
    if view.coach is not None:
        view.coach.show_step()
        return True
    if not lesson_steps(view.engine.GAME):
        return False
    coach = LessonCoach(view, LessonPlayer(view.engine))
    first = [widget for widget in view.pack_slaves() if widget is not view.status_label][:1]
    coach.pack(side="top", fill="x", pady=(0, 4), **({"before": first[0]} if first else {}))
    view.coach, view.lesson = coach, coach.player
    coach.show_step()
    return True


class LessonCoach(ttk.Frame):
    """The coach line and its three buttons, for one lesson in one tab."""

    def __init__(self, view, player):
        """Build the coach of ``player``'s lesson in ``view`` (packed by open_lesson)."""
        super().__init__(view, padding=(6, 4), relief="groove")
        self.view, self.player = view, player
        self.returns_to = view.session  # the game the tab showed before the lesson
        self.returns_moved = view.person_moved  # ... and whether a person had played in it
        self.returns_chance = (view.record_chance, view.end_counted)  # ... and its record chance (fair_play)
        self.recorded = False
        self.shown_phase = None  # the lesson player's phase the coach shows now (set by refresh)
        self.heading = ttk.Label(self, font="TkHeadingFont", anchor="w")
        self.heading.pack(side="top", fill="x")
        self.line = ttk.Label(self, anchor="w", justify="left")
        self.line.pack(side="top", fill="x", pady=(2, 4))
        buttons = ttk.Frame(self)
        buttons.pack(side="top", fill="x")
        self.again_button = ttk.Button(buttons, command=self.try_again)
        self.next_button = ttk.Button(buttons, command=self.next)
        self.leave_button = ttk.Button(buttons, command=self.leave)
        for button in (self.again_button, self.next_button, self.leave_button):
            button.pack(side="left", padx=(0, 6))
            button.bind("<Return>", lambda event, button=button: button.invoke())
        self.chapter_menu = tk.Menu(self, tearoff=False)
        self.chapter_shown = tk.IntVar(self)  # the chapter ticked in the menu
        self.chapter_button = ttk.Menubutton(buttons, menu=self.chapter_menu)
        if len(player.chapters()) > 1:
            self.chapter_button.pack(side="left", padx=(0, 6))
        self._font = tkfont.nametofont("TkDefaultFont", root=self)
        self.bind("<Configure>", self._wrap, add="+")
        self._text = ""
        self._height = KeptHeight()  # the line keeps the most lines it needed: the board below stays put
        self._room = (None, 1)  # (layout and step, lines): the lines the step's longest coach line needs there

    def real_game_progress(self):
        """True when the game the lesson will give back has unsaved progress (quitting now would lose it)."""
        before = self.returns_to
        return self.returns_moved and before.is_dirty() and self.view.engine.status(before.state) == "playing"

    def show_step(self):
        """Put the current step's position on the board and say what to try."""
        self.view.adopt_session(self.player.session)
        self.refresh()
        self.view.focus_default()

    def refresh(self):
        """Show what the coach says now, in the window's language, and which buttons apply."""
        t = self.view.t
        self.shown_phase = self.player.phase
        self.heading.configure(text=self.view.resolve(self.player.heading()))
        self._text = self.view.resolve(self.player.line(self.view.offers_undo))
        self._wrap()
        self.fill_chapters()
        finished = self.player.finished()
        self.again_button.configure(text=t("lesson.button.again"))
        self.next_button.configure(text=t("lesson.button.real" if finished else "lesson.button.next"),
                                   state="normal" if self.player.phase == PASSED else "disabled")
        self.leave_button.configure(text=t("lesson.button.leave"))
        if finished and not self.recorded:
            self.recorded = True
            record_finished(self.view.app.store, self.player.game)

    def _wrap(self, event=None):
        """Break the coach line into lines that fit the coach's width (Japanese line-breaking rules too),
        as many lines as it has needed at this width and font (a line that grew and shrank would move the
        board); before the coach is laid out, the tab's width stands in (a long line never widens the tab)."""
        width = self.winfo_width() if self.winfo_ismapped() else self.view.winfo_width()
        room = width - LINE_PADDING
        text = self._text
        if room > LINE_PADDING:
            layout = (room, self._font.metrics("linespace"), self.view.tr.language)
            lines = wrapped(text, room, self._font.measure, self.view.tr.language)
            lines += "\n" * (self.lines_kept(layout) - lines.count("\n") - 1)
            text = self._height.padded(lines, (layout, self.player.index))  # (a new step starts over)
        if self.line.cget("text") != text:
            self.line.configure(text=text)

    def lines_kept(self, layout):
        """How many lines the coach line keeps in ``layout`` through this step: the step's longest line, and one
        more for the engine's words (a refused move's reason), worked out once a layout and step."""
        kept_for = (layout, self.player.index)
        if self._room[0] != kept_for:
            room, language = layout[0], self.view.tr.language
            texts = (self.view.resolve(line) for line in self.player.step_lines(self.view.offers_undo))
            longest = max(wrapped(text, room, self._font.measure, language).count("\n") + 1 for text in texts)
            self._room = (kept_for, longest + 1)
        return self._room[1]

    def fill_chapters(self):
        """The Chapters menu in the window's language, the current chapter ticked."""
        t, player = self.view.t, self.player
        self.chapter_button.configure(text=t("lesson.button.chapters"))
        self.chapter_menu.delete(0, "end")
        self.chapter_shown.set(player.chapter_of())
        for number, (chapter, first) in enumerate(player.chapters()):
            name = t("lesson.coach.chapter", name=t(f"{player.game}.lesson_chapter.{chapter}"), number=first + 1)
            self.chapter_menu.add_radiobutton(label=name, value=number, variable=self.chapter_shown,
                                              command=lambda first=first: self.go_to(first))

    def go_to(self, index):
        """Start step ``index`` (the first of a chapter the player picked)."""
        self.player.begin(index)
        self.show_step()

    def after_change(self):
        """The view's session changed (a move, undo, redo): judge the position and say so. An undo past the
        step's start (its setup moves; a view may undo several moves at once) starts the step over."""
        if self.player.session.position < len(self.player.step.setup):
            self.try_again()
            return
        was = self.shown_phase  # (the lesson player judged a move it played already: compare with what was shown)
        self.player.judge(self.last_move_text() if self.player.step.tell_last else None)
        self.refresh()
        if self.player.phase == PASSED and was != PASSED:
            self.next_button.focus_set()  # Enter or Space goes on

    def last_move_text(self):
        """What the latest move did, in the view's own words (the line its replay shows for it), or None."""
        session = self.view.session
        if session.position == 0:
            return None
        before = session.state_at(session.position - 1)
        return Text(*self.view.replay_move_status(before, session.moves[session.position - 1]))

    def after_refusal(self, rejection):
        """The engine refused a move: the coach repeats the reason the view showed."""
        key, fields = self.view.status_key()
        self.player.refused(rejection, Text(key, fields) if key else None)
        if self.player.phase == REFUSED:
            self.refresh()

    def try_again(self):
        """Start the step again from its position."""
        self.player.try_again()
        self.show_step()

    def next(self):
        """Go on to the next step, or after the last one, to the real game."""
        if self.player.finished():
            self.close(real_game=True)
        elif self.player.next_step():
            self.show_step()

    def leave(self):
        """Leave the lesson: the tab shows the game it showed before."""
        self.close(real_game=False)

    def close(self, real_game=False, restore=True):
        """Take the coach away; with ``restore`` the tab gets its game back (a fresh one for ``real_game``
        when that game had not begun)."""
        view, before = self.view, self.returns_to
        view.coach = view.lesson = None
        self.destroy()
        if restore:
            if real_game and not (before.moves and view.engine.status(before.state) == "playing"):
                offered = real_game_params(view.engine)
                if offered is not None:
                    view.start_after_lesson(offered)
                else:
                    view.start(before.params)
            else:
                view.adopt_session(before)
                view.person_moved = self.returns_moved
                view.chance_after_lesson(*self.returns_chance, begun=before.position > 0)
        view.app.rebuild_menus()
        view.focus_default()


def real_game_params(engine):
    """The Params of the game the lesson offers at its end (gamepkg/GAME/lesson.py REAL_GAME), or None."""
    text = real_game_text(engine.GAME)
    return None if text is None else engine.Params.decode(text)
