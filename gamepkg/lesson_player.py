"""The one lesson player every game shares: it sets up each step's position and judges the moves.

It knows no game: it reads a lesson's steps (gamepkg/lessons/), gives each step's position to a Session of
the game's engine, and after every change of that session (a move, a refused move, undo, redo, restart)
says what the coach shows, as a Text:

- ``task``: what the step asks (also while the intended moves are under way);
- ``passed``: the step is done, with one sentence of why (the last step ends the lesson); a step that
  ``tell_last`` first says what its last move did (a computer's answer, in the window's words);
- ``refused``: the engine refused the move, with the engine's own reason and an offer to try again;
- ``elsewhere``: the rules allow the move, but it is not what the step asks: the step's hint for that
  mistake (one of its Mistakes) or, for any other move, the step's own hint, then try again or undo;
- ``ended``: the moves ended the game some other way: what happened, the hint, try again or undo.

A step may pass by more than one line of moves (its ``passes``), and its texts get its ``fields``.
"""

from gamepkg.i18n import Text
from gamepkg.lesson_steps import chapters, lesson_steps, moves_fit, passing_lines, real_game
from gamepkg.rules import IllegalMove
from gamepkg.sentences import sentence_line
from gamepkg.session import Session

TASK, PASSED, REFUSED, ELSEWHERE, ENDED = "task", "passed", "refused", "elsewhere", "ended"
PLAYING = "playing"  # the status every engine reports while its game goes on (gamepkg/rules.py)


def step_session(engine, step):
    """A Session on the step's position: its parameters, its seed and its setup moves played."""
    session = Session(engine, engine.Params.decode(step.params), step.seed)
    for move in step.setup:
        session.play(move)
    session.mark_saved()
    return session


def reason_text(engine, rejection):
    """The engine's reason for a refused move as a Text (the engine's own ``reason_message`` when it has one)."""
    describe = getattr(engine, "reason_message", None)
    if describe is not None:
        return Text(*describe(rejection))
    return Text(f"{engine.GAME}.reason.{rejection.reason}", dict(rejection.details, reason=rejection.reason))


class LessonPlayer:
    """One lesson in progress: the step shown, its Session, and what the coach says now."""

    def __init__(self, engine, steps=None):
        """Start the lesson of ``engine`` (its steps from gamepkg/lessons/ unless given) at the first step."""
        self.engine = engine
        self.game = engine.GAME
        self.steps = tuple(lesson_steps(self.game) if steps is None else steps)
        if not self.steps:
            raise ValueError(f"no lesson for {self.game!r}")
        self.index = 0
        self.phase = TASK
        self.refusal = None
        self.session = None
        self.begin(0)

    @property
    def step(self):
        """The step shown now."""
        return self.steps[self.index]

    def key(self, part, step=None):
        """The message id of ``part`` (task, why, rule, hint) of ``step`` (the current one by default)."""
        step = step or self.step
        return f"{self.game}.lesson_step.{step.name}.{part}"

    def text(self, part, step=None):
        """``part`` of ``step`` (the current one by default) as a Text with the step's fields."""
        step = step or self.step
        return Text(self.key(part, step), dict(step.fields))

    def hint(self):
        """What the coach says to a move that went another way: the matching mistake's hint, else the step's."""
        if self.mistake is not None:
            return self.text(f"mistake.{self.mistake.hint}")
        return self.text("hint")

    def chapters(self):
        """[(chapter, index of its first step)] of this lesson."""
        return chapters(self.steps)

    def chapter_of(self, index=None):
        """The position in chapters() of the chapter that step ``index`` (the current one) belongs to."""
        index = self.index if index is None else index
        return max(number for number, (_, first) in enumerate(self.chapters()) if first <= index)

    def begin(self, index):
        """Show step ``index`` from its start (a fresh Session on its position)."""
        self.index = index
        self.session = step_session(self.engine, self.step)
        self.phase, self.refusal, self.mistake = TASK, None, None
        self.last_did = None  # what the move that passed the step did (a Text from the window), for tell_last

    def try_again(self):
        """Start the current step again."""
        self.begin(self.index)

    def is_last(self):
        """True on the last step."""
        return self.index == len(self.steps) - 1

    def finished(self):
        """True when the last step is passed: the lesson is done."""
        return self.is_last() and self.phase == PASSED

    def next_step(self):
        """Go on to the next step (only once this one is passed); False when there is none."""
        if self.phase != PASSED or self.is_last():
            return False
        self.begin(self.index + 1)
        return True

    def play(self, move):
        """Play ``move`` in the step's session and judge it; IllegalMove (after noting it) when refused."""
        try:
            state = self.session.play(move)
        except IllegalMove as rejection:
            self.refused(rejection)
            raise
        self.judge()
        return state

    def refused(self, rejection, reason=None):
        """The engine refused a move: the coach gives its reason (nothing changed in the position).

        ``reason`` is the Text the window showed for it (a view may word the engine's reason its own way);
        without one, the engine's reason message."""
        if self.phase != PASSED:
            self.phase, self.refusal = REFUSED, reason or reason_text(self.engine, rejection)

    def played(self):
        """The moves from the step's start to the position shown (without the setup)."""
        start = len(self.step.setup)
        return tuple(self.session.moves[start:self.session.position]) if self.session.position > start else ()

    def judge(self, did=None):
        """Decide the phase from the position now (after a move, undo, redo or restart); ``did`` is what the
        latest move did, as the window tells it (kept when that move passes the step)."""
        if self.phase == PASSED:  # a passed step stays passed until Next or Try Again
            self.last_did = self.last_did or did  # (play() judged the passing move before the window could tell it)
            return PASSED
        step, played = self.step, self.played()
        status = self.engine.status(self.session.state)
        self.refusal, self.mistake = None, self.mistake_made(played, status)
        if step.finish:
            passed = status == step.finish
            on_the_way = status == PLAYING and self.mistake is None
        else:
            lines = passing_lines(step)
            passed = any(moves_fit(played, line) for line in lines)
            on_the_way = status == PLAYING and any(moves_fit(played, line[:len(played)]) for line in lines)
        if passed:
            self.phase, self.last_did = PASSED, did
        elif on_the_way:
            self.phase = TASK
        elif status != PLAYING:
            self.phase = ENDED
        else:
            self.phase = ELSEWHERE
        return self.phase

    def mistake_made(self, played, status):
        """The step's first Mistake that the ``played`` moves (and the game's ``status``) make, or None."""
        for mistake in self.step.mistakes:
            count = len(mistake.moves)
            if len(played) >= count and moves_fit(played[:count], mistake.moves) and (
                    not mistake.status or mistake.status == status):
                return mistake
        return None

    def line(self, can_undo=True):
        """What the coach says now, as a Text (translated by the window, so a language switch follows it);
        ``can_undo``: the game has Undo, so the coach may offer Ctrl+Z."""
        task = self.text("task")
        again = Text("lesson.coach.again_undo" if can_undo else "lesson.coach.again", {})
        if self.phase == PASSED:
            key = "lesson.coach.finished" if self.is_last() else "lesson.coach.passed"
            why = self.text("why")
            if self.step.tell_last and self.last_did is not None:
                why = Text("lesson.coach.answer", {"did": self.last_did, "why": why})
            if self.is_last() and real_game(self.game) is not None:
                offer = Text("lesson.coach.real_game", {"game": Text(f"{self.game}.lesson_real_game", {})})
                return sentence_line(Text(key, {"why": why}), offer)
            return Text(key, {"why": why})
        if self.phase == REFUSED:
            refused = Text("lesson.coach.refused", {"reason": self.refusal})
            return sentence_line(refused, Text("lesson.coach.try", {"task": task}))
        if self.phase == ELSEWHERE:
            return sentence_line(Text("lesson.coach.elsewhere", {"hint": self.hint()}), again)
        if self.phase == ENDED:
            status = self.engine.status(self.session.state)
            ending = Text(f"{self.game}.lesson_end.{status}", {"rule": self.text("rule")})
            return sentence_line(ending, self.hint(), again)
        if self.played():
            return Text("lesson.coach.going", {"task": task})
        return task

    def step_lines(self, can_undo=True):
        """The lines the coach may say in this step, but those with an engine's words (a refusal's reason, an
        ending's): so the coach can keep room for the longest one (and a line more for those)."""
        step, again = self.step, Text("lesson.coach.again_undo" if can_undo else "lesson.coach.again", {})
        task = self.text("task")
        hints = [self.text("hint")] + [self.text(f"mistake.{mistake.hint}") for mistake in step.mistakes]
        key = "lesson.coach.finished" if self.is_last() else "lesson.coach.passed"
        return ([task, Text("lesson.coach.going", {"task": task}), Text(key, {"why": self.text("why")})]
                + [sentence_line(Text("lesson.coach.elsewhere", {"hint": hint}), again) for hint in hints])

    def heading(self):
        """The coach's heading: step N of M and the rule this step adds."""
        return Text("lesson.coach.heading", {"number": self.index + 1, "steps": len(self.steps),
                                             "rule": self.text("rule")})
