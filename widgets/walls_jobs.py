"""Slow pure functions (the Delayed Walls solver) on background threads, results delivered on the Tk thread.

A big level can take the breadth-first solver many seconds; running it on a daemon thread keeps the window
responsive. Only the Tk thread touches widgets: the worker puts its result in a queue and an after() poll
hands it to the callback. A result nobody waits for any more (``forget``) is dropped.
"""

import gc
import queue
import threading
import tkinter as tk

POLL_MS = 30


def run_job(results, token, function, items):
    """Worker thread: queue (token, last?, ok, (item, value)) for each item; an exception becomes the value.

    It holds no widget, so no Tk object is ever released on this thread.
    """
    for index, item in enumerate(items):
        last = index == len(items) - 1
        try:
            results.put((token, last, True, (item, function(*item))))
        except Exception as error:  # handed to the callback, which says what went wrong
            results.put((token, last, False, (item, error)))


class BackgroundJobs:
    """Runs slow functions on daemon threads and calls their callbacks with the results on the Tk thread."""

    def __init__(self, widget):
        """Deliver results through ``widget``'s after() loop."""
        self.widget = widget
        self.results = queue.Queue()
        self.callbacks = {}
        self.poll_job = None
        self.counter = 0

    def submit(self, function, args, on_done):
        """Run ``function(*args)``; ``on_done(ok, value)`` gets the result. Returns the job's token."""
        return self.submit_each(function, [tuple(args)], lambda ok, item, value: on_done(ok, value))

    def submit_each(self, function, items, on_each):
        """Run ``function(*item)`` for each item in turn on one thread; ``on_each(ok, item, value)`` after each."""
        self.counter += 1
        token = self.counter
        if not items:
            return token
        self.callbacks[token] = on_each
        gc.collect()  # free dead Tk objects here: collected on the worker, they would call Tk from the wrong thread
        threading.Thread(target=run_job, args=(self.results, token, function, list(items)), daemon=True).start()
        if self.poll_job is None:
            self.poll_job = self.widget.after(POLL_MS, self._poll)
        return token

    def _poll(self):
        """Tk thread: hand finished results to their callbacks; keep polling while jobs are out."""
        self.poll_job = None
        try:
            while True:
                try:
                    token, last, ok, (item, value) = self.results.get_nowait()
                except queue.Empty:
                    break
                callback = self.callbacks.pop(token, None) if last else self.callbacks.get(token)
                if callback is not None:
                    callback(ok, item, value)
        finally:
            if self.callbacks and self.poll_job is None:
                self.poll_job = self.widget.after(POLL_MS, self._poll)

    def running(self, token):
        """True while job ``token`` still has results to deliver."""
        return token in self.callbacks

    def forget(self, token):
        """Drop the result of job ``token`` when it comes (the thread itself runs to its end)."""
        self.callbacks.pop(token, None)

    def busy(self):
        """True while some job's result is still awaited."""
        return bool(self.callbacks)

    def close(self):
        """Stop polling and forget every job (the widget is going away)."""
        self.callbacks.clear()
        if self.poll_job is not None:
            try:
                self.widget.after_cancel(self.poll_job)
            except tk.TclError:  # the Tk interpreter may already be gone
                pass
            self.poll_job = None
