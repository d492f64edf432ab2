"""Slow pure functions (the Delayed Walls solver) on ONE background thread per tab, results on the Tk thread.

A view owns one BackgroundJobs. It has a single worker thread and two kinds of work:

- one *search* (a hint or a solution plan): a new search replaces the old one, and the old one's budget is
  cancelled, so it stops at its next step. At most one search runs per tab, however often Hint is pressed.
- *checks* (the par of each level in the list): done one after the other when no search waits. The worker
  starts on checks only CHECKS_START_MS after they are first asked for (the tab's first frame is drawn
  before the solver takes its share of the processor: the thread holds the GIL while it searches).

Every job gets a fresh SearchBudget (the solver's bound) when it starts, passed as ``budget=``. Only the Tk
thread touches widgets: the worker puts results in a queue, and an after() poll hands them to the callbacks.
The worker holds no Tk object (the WorkQueue it runs on knows only plain functions, their arguments and
the results queue), so no Tk object is ever released on the worker thread.
"""

import collections
import gc
import queue
import threading
import tkinter as tk

POLL_MS = 30
CHECKS_START_MS = 250  # the first checks wait this long for the tab to be drawn (a search starts at once)
SEARCH, CHECK = "search", "check"


class Job:
    """One call ``function(*args, budget=...)`` to run on the worker, with the budget it runs under."""

    def __init__(self, token, kind, function, args, make_budget):
        """Remember what to run; the budget is made when the job starts (its clock starts then)."""
        self.token = token
        self.kind = kind
        self.function = function
        self.args = tuple(args)
        self.make_budget = make_budget
        self.budget = None
        self.cancelled = False

    def again(self):
        """A fresh copy of this job, not started and not cancelled (the same token: its callback still waits)."""
        return Job(self.token, self.kind, self.function, self.args, self.make_budget)

    def cancel(self):
        """Stop the job: skipped when it has not started, stopped at its next step when it runs."""
        self.cancelled = True
        budget = self.budget
        if budget is not None:
            budget.cancel()

    def run(self, check_gate=None):
        """Worker thread: (ok, value): the function's result, or the exception it raised (SearchStopped too).

        A check runs under ``check_gate`` (widgets/input_pause.py: it waits while the player clicks or types)."""
        self.budget = self.make_budget()
        if self.kind == CHECK:
            self.budget.gate = check_gate
        if self.cancelled:
            self.budget.cancel()
        try:
            return True, self.function(*self.args, budget=self.budget)
        except Exception as error:  # handed to the callback, which says what went wrong
            return False, error


class WorkQueue:
    """The worker's side: the waiting search, the waiting checks, the running job and the results queue."""

    def __init__(self, check_gate=None):
        """Nothing to do yet; the checks will run under ``check_gate`` (None: they never wait)."""
        self.check_gate = check_gate
        self.condition = threading.Condition()
        self.search = None
        self.checks = collections.deque()
        self.running = None
        self.closed = False
        self.results = queue.Queue()

    def next_job(self):
        """Worker thread: wait for the next job (the search first), or None once closed."""
        with self.condition:
            while not (self.closed or self.search or self.checks):
                self.condition.wait()
            if self.closed:
                return None
            if self.search is not None:
                job, self.search = self.search, None
            else:
                job = self.checks.popleft()
            self.running = job
            return job

    def work(self):
        """Worker thread: run jobs until closed; each result goes to the results queue unless cancelled."""
        while True:
            job = self.next_job()
            if job is None:
                return
            if not job.cancelled:
                ok, value = job.run(self.check_gate)
                if not job.cancelled:
                    self.results.put((job.token, ok, value))
            with self.condition:
                self.running = None

    def put(self, job):
        """Queue ``job``: a search replaces (and cancels) the search waiting or running and goes before a check
        that runs (it stops, and starts again after the search: the player waits for a hint, not for a par);
        a check waits its turn."""
        with self.condition:
            if job.kind == SEARCH:
                self.cancel_search_locked()
                self.search = job
                running = self.running
                if running is not None and running.kind == CHECK and not running.cancelled:
                    running.cancel()
                    self.checks.appendleft(running.again())
            else:
                self.checks.append(job)
            self.condition.notify()

    def cancel_search_locked(self):
        """Cancel the waiting and the running search (the caller holds the condition)."""
        if self.search is not None:
            self.search.cancel()
            self.search = None
        if self.running is not None and self.running.kind == SEARCH:
            self.running.cancel()

    def cancel_search(self):
        """Cancel the waiting and the running search."""
        with self.condition:
            self.cancel_search_locked()

    def close(self):
        """Cancel everything and let the worker end."""
        with self.condition:
            self.closed = True
            self.cancel_search_locked()
            for job in self.checks:
                job.cancel()
            self.checks.clear()
            if self.running is not None:
                self.running.cancel()
            self.condition.notify()


class BackgroundJobs:
    """The Tk side: starts the worker, hands out tokens, delivers results to callbacks through after()."""

    def __init__(self, widget, make_budget, check_gate=None):
        """Deliver results through ``widget``'s after() loop; every job runs under ``make_budget()``, the checks
        also under ``check_gate`` (widgets/input_pause.py; None: they never wait)."""
        self.widget = widget
        self.make_budget = make_budget
        self.work = WorkQueue(check_gate)
        self.thread = None
        self.callbacks = {}
        self.search_token = None
        self.poll_job = None
        self.start_job = None  # the after() job that starts the worker for the first checks
        self.counter = 0

    def start_worker(self):
        """Start the one worker thread the first time it is needed."""
        if self.start_job is not None:
            self.widget.after_cancel(self.start_job)
            self.start_job = None
        if self.thread is None:
            self.free_tk_garbage()  # (the first checks were queued before the worker ran: see before_checks)
            self.thread = threading.Thread(target=self.work.work, name="walls-solver", daemon=True)
            self.thread.start()

    @staticmethod
    def free_tk_garbage():
        """Collect dead Tk objects now, on the Tk thread: collected on the worker, they would call Tk from there.

        Called before handing out work (once per search, once per batch of checks), as the search's own
        allocations may start a garbage collection on the worker thread.
        """
        gc.collect()

    def before_checks(self):
        """A batch of checks is about to be queued: free dead Tk objects now when the worker runs (it may collect
        garbage meanwhile), else when it starts (start_worker)."""
        if self.thread is not None:
            self.free_tk_garbage()

    def new_job(self, kind, function, args, callback):
        """Make a job, remember its callback, start the worker and the poll."""
        self.counter += 1
        job = Job(self.counter, kind, function, args, self.make_budget)
        self.callbacks[job.token] = callback
        if kind == SEARCH or self.thread is not None:
            self.start_worker()
        elif self.start_job is None:
            self.start_job = self.widget.after(CHECKS_START_MS, self.start_worker)
        self.work.put(job)
        if self.poll_job is None:
            self.poll_job = self.widget.after(POLL_MS, self._poll)
        return job.token

    def search(self, function, args, on_done):
        """Run ``function(*args, budget=...)`` as this tab's one search; ``on_done(ok, value)`` gets the result.

        A search still waiting or running is cancelled and its result never delivered.
        """
        self.cancel_search()
        if self.thread is not None:  # (else start_worker frees it, once, before the thread starts)
            self.free_tk_garbage()
        self.search_token = self.new_job(SEARCH, function, args, on_done)
        return self.search_token

    def cancel_search(self):
        """Cancel the search (if any); its callback is never called."""
        if self.search_token is not None:
            self.callbacks.pop(self.search_token, None)
            self.search_token = None
        self.work.cancel_search()

    def searching(self):
        """True while a search's result is awaited."""
        return self.search_token is not None

    def check(self, function, args, on_done):
        """Queue ``function(*args, budget=...)`` after the jobs already waiting; ``on_done(ok, value)`` after."""
        return self.new_job(CHECK, function, args, on_done)

    def _poll(self):
        """Tk thread: hand finished results to their callbacks; keep polling while results are awaited."""
        self.poll_job = None
        try:
            while True:
                try:
                    token, ok, value = self.work.results.get_nowait()
                except queue.Empty:
                    break
                if token == self.search_token:
                    self.search_token = None
                callback = self.callbacks.pop(token, None)
                if callback is not None:
                    callback(ok, value)
        finally:
            if self.callbacks and self.poll_job is None:
                self.poll_job = self.widget.after(POLL_MS, self._poll)

    def busy(self):
        """True while some job's result is still awaited."""
        return bool(self.callbacks)

    def close(self):
        """Stop polling, cancel every job and let the worker thread end (the widget is going away)."""
        self.callbacks.clear()
        self.search_token = None
        self.work.close()  # a check waiting at the window's gate sees itself cancelled and ends
        for job in (self.start_job, self.poll_job):
            if job is not None:
                try:
                    self.widget.after_cancel(job)
                except tk.TclError:  # the Tk interpreter may already be gone
                    pass
        self.start_job = self.poll_job = None
