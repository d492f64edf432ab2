"""A gate that closes while the player clicks or types, for work in the background that can wait.

A thread that searches in pure Python shares the interpreter with the window: while it runs, every click in any
tab waits for it again and again (bench/latency.py measured clicks of 30 to 60 ms while Delayed Walls worked out
its levels' par). Work that can wait runs under this gate (gamepkg/budget.py: ``SearchBudget(gate=...)``): at
every click and key press in the window the gate closes, and QUIET_MS after the last one it opens again. A
search under it waits at its next step meanwhile, so the window has the processor to itself while it is used
(the pointer moving over the window counts as use: the click that follows finds the search waiting).
Searches the player asked for (a hint) do not wait: they are what the player is waiting for.
"""

import threading
import time

QUIET_MS = 150  # the gate opens again this long after the last pointer move, click or key press
# A handler of the "all" tag runs after the widget's own: the pointer moving over the window closes the gate
# before the click that follows it is handled, the click and the key only keep it closed.
INPUT_EVENTS = ("<Motion>", "<ButtonPress>", "<KeyPress>")


class InputPause:
    """One per window: ``gate`` (a threading.Event) is clear from a pointer move, click or key press until QUIET_MS
    after the last one."""

    def __init__(self, root, clock=time.monotonic):
        """Watch every pointer move, click and key press of the window ``root`` (and of its dialogs)."""
        self.root = root
        self.clock = clock
        self.gate = threading.Event()
        self.gate.set()
        self.last_input = None
        self._reopen_job = None
        for sequence in INPUT_EVENTS:
            root.bind_all(sequence, self.on_input, add="+")

    def on_input(self, event=None):
        """A pointer move, click or key press: close the gate until QUIET_MS after the last such event (cheap: a
        move while the gate is closed only notes the time)."""
        self.last_input = self.clock()
        self.gate.clear()
        if self._reopen_job is None:
            self._reopen_job = self.root.after(QUIET_MS, self.reopen)

    def reopen(self):
        """Open the gate once QUIET_MS went by without input (else look again when they will have)."""
        quiet_ms = (self.clock() - self.last_input) * 1000
        if quiet_ms < QUIET_MS:
            self._reopen_job = self.root.after(max(1, round(QUIET_MS - quiet_ms)), self.reopen)
            return
        self._reopen_job = None
        self.gate.set()
