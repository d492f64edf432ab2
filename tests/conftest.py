"""Shared pytest fixtures: a real Tk suite window (skipped with a reason when there is no display)."""

import contextlib
import pathlib
import sys
import traceback

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def tkinter_missing():
    """Why tkinter cannot be imported (a Python built without Tk, e.g. Debian's python3 without python3-tk), or
    None when it can."""
    try:
        import tkinter  # noqa: F401  (only asked whether it is there)
    except ImportError as error:
        return f"tkinter is missing ({error}): install it (Debian/Ubuntu: sudo apt install python3-tk) to run this"
    return None


class TkinterAwareModule(pytest.Module):
    """A test module on a Python without tkinter: one that cannot be imported for that reason becomes one skipped
    item that says why, instead of an error at collection (the rule tests still run)."""

    def collect(self):
        """The module's tests, or the one skipped item when importing it needs tkinter."""
        try:
            return list(super().collect())
        except self.CollectError as error:
            if "tkinter" not in str(error):
                raise
            return [SkippedForTk.from_parent(self, name="needs_tkinter")]


class SkippedForTk(pytest.Item):
    """The skipped stand-in for the tests of a module that needs tkinter."""

    def runtest(self):
        """Skip with the reason tkinter is missing."""
        pytest.skip(tkinter_missing())

    def reportinfo(self):
        """Where the skipped tests are: the module itself."""
        return self.path, None, f"{self.path.name} (needs tkinter)"


def pytest_pycollect_makemodule(module_path, parent):
    """On a Python without tkinter, collect each test module so that needing tkinter skips it with the reason."""
    if tkinter_missing():
        return TkinterAwareModule.from_parent(parent, path=module_path)
    return None


@pytest.hookimpl(hookwrapper=True)  # (the old-style wrapper: requirements-dev.txt allows pytest 7)
def pytest_runtest_makereport(item, call):
    """On a Python without tkinter, a test that fails only because it imports tkinter (or the window) is reported
    skipped with the reason, like the modules that import it at their top."""
    report = (yield).get_result()
    reason = tkinter_missing()
    if reason and call.excinfo is not None and call.excinfo.errisinstance(ImportError) \
            and "tkinter" in str(call.excinfo.value):
        report.outcome = "skipped"
        report.longrepr = (str(item.path), item.location[1] or 0, f"Skipped: {reason}")


def pytest_collection_modifyitems(items):
    """Mark every test in a tests/test_gui_*.py file as a GUI test."""
    for item in items:
        if pathlib.Path(str(item.fspath)).name.startswith("test_gui"):
            item.add_marker(pytest.mark.gui)


class CallbackErrors:
    """Stands in for Tk's report_callback_exception: keeps every exception raised inside a Tk callback."""

    def __init__(self):
        """Start with no errors recorded."""
        self.reports = []

    def __call__(self, kind, value, trace):
        """Record one exception (Tk calls this instead of printing it)."""
        self.reports.append("".join(traceback.format_exception(kind, value, trace)))

    def check(self):
        """Fail the running test when any callback raised, with every traceback."""
        if self.reports:
            reports, self.reports = self.reports, []
            pytest.fail("a Tk callback raised:\n" + "\n".join(reports), pytrace=False)


@pytest.fixture
def tk_root():
    """A real Tk root window whose callback exceptions fail the test; skips when no display can be opened."""
    tkinter = pytest.importorskip("tkinter")
    try:
        root = tkinter.Tk()
    except tkinter.TclError as error:
        pytest.skip(f"no display for Tk ({error}); run under Xvfb (pytest-xvfb or xvfb-run) to include GUI tests")
    root.geometry("900x700+0+0")
    errors = CallbackErrors()
    root.report_callback_exception = errors
    root.callback_errors = errors
    yield root
    try:
        root.update()
        # Tk keeps the keyboard focus per display, for every interpreter of the process: hand it back to
        # the root window before destroying, or the next test's focus_force may follow a freed window.
        root.focus_force()
        root.update()
    except tkinter.TclError:
        pass
    try:
        root.destroy()
    except tkinter.TclError:
        pass
    errors.check()


@contextlib.contextmanager
def module_suite_window(tmp_path_factory, folder):
    """A suite window in English with its own data folder, for a module-scoped fixture (many cases, one window).

    Tk callback exceptions are recorded, not printed; the window is destroyed without running its events
    (a case that failed may have left a layout loop running). Skips when there is no display.
    """
    tkinter = pytest.importorskip("tkinter")
    with pytest.MonkeyPatch.context() as patch:
        data = tmp_path_factory.mktemp(folder)
        patch.setenv("MIRRORGAMES_DATA", str(data))
        try:
            root = tkinter.Tk()
        except tkinter.TclError as error:
            pytest.skip(f"no display for Tk ({error}); run under Xvfb to include GUI tests")
        root.report_callback_exception = CallbackErrors()
        from gamepkg.savefile import DataStore
        from widgets.app import SuiteApp
        yield SuiteApp(root, DataStore(data), language="en")
        root.destroy()


class DialogRecorder:
    """Stands in for the window's message boxes: records what was shown and answers yes/no as told."""

    def __init__(self):
        """Start with no messages and 'yes' as the answer."""
        self.errors, self.infos, self.questions = [], [], []
        self.answer = True
        self.text_answer = None

    def install(self, app):
        """Replace the app's dialog methods with recording ones."""
        app.show_error = self.errors.append
        app.show_info = self.infos.append
        app.ask_yes_no = lambda key, **fields: (self.questions.append(key), self.answer)[1]
        app.ask_text = lambda key, check=None: self.text_answer


@pytest.fixture
def dialogs():
    """A DialogRecorder for the app fixture."""
    return DialogRecorder()


@pytest.fixture
def app(tk_root, tmp_path, dialogs, monkeypatch):
    """The suite window in English, with its data folder in a temporary directory."""
    monkeypatch.setenv("MIRRORGAMES_DATA", str(tmp_path / "data"))
    from gamepkg.savefile import DataStore
    from widgets.app import SuiteApp
    suite = SuiteApp(tk_root, DataStore(tmp_path / "data"), language="en")
    dialogs.install(suite)
    tk_root.update()
    return suite


def click(widget, x, y, button=1):
    """Send a real mouse press and release at pixel (x, y) of ``widget`` and let Tk handle them."""
    widget.event_generate("<Motion>", x=x, y=y)
    widget.event_generate(f"<ButtonPress-{button}>", x=x, y=y)
    widget.event_generate(f"<ButtonRelease-{button}>", x=x, y=y)
    widget.update()


def press(widget, keysym):
    """Send a real key press and its release to ``widget`` (which gets the focus first), each at a new event
    time: game keys act once per press and tell a held key's auto-repeat by the times (widgets/key_gate.py)."""
    widget.focus_force()
    widget.update()
    import tkinter
    press.time += 100
    widget.event_generate(f"<KeyPress-{keysym}>", time=press.time)
    widget.update()
    try:
        widget.event_generate(f"<KeyRelease-{keysym}>", time=press.time + 50)
        widget.update()
    except tkinter.TclError:  # the key press closed the widget (e.g. Enter on a dialog): no release to send
        pass


press.time = 10_000


@pytest.fixture
def gui():
    """Helpers to click and press keys on real widgets."""
    class Gui:
        """Namespace of the input helpers."""
        click = staticmethod(click)
        press = staticmethod(press)
    return Gui
