"""``mirrorgames.pyw --show-missing-texts``: in a language with texts left to translate (a made-up Korean row), the
window marks each text it shows in English (⟦Help⟧), and only those, so a translator sees what is left on screen."""

from gamepkg.i18n import MISSING_MARKS, Translator
from gamepkg.savefile import DataStore
from tests.fake_language import add_language
from widgets import font_check
from widgets.app import SuiteApp
from widgets.command_line import parse_arguments


def test_the_flag_marks_the_english_texts_of_a_half_translated_window(tk_root, tmp_path, monkeypatch):
    """The command line's flag reaches the window's translator: the menu bar's translated Game stays as it is, its
    Help and the untranslated tab titles are marked; without the flag nothing is."""
    assert parse_arguments(["--show-missing-texts", "--lang", "en"]).show_missing_texts
    assert not parse_arguments([]).show_missing_texts
    add_language(monkeypatch, texts={"menu.game": "게임", "mines.title": "지뢰 찾기"})
    monkeypatch.setattr(font_check, "font_missing", lambda root, language: False)
    suite = SuiteApp(tk_root, DataStore(tmp_path / "data"), language="ko", show_missing_texts=True)
    tk_root.update()
    left, right = MISSING_MARKS
    labels = [suite.menubar.entrycget(index, "label") for index in range(suite.menubar.index("end") + 1)]
    assert "게임" in labels and left + "Help" + right in labels
    titles = [suite.notebook.tab(frame, "text") for frame in suite.tab_frames.values()]
    assert titles[0] in ("지뢰 찾기", left + "Mines" + right)  # the short titles where the full ones do not fit
    assert all(title.startswith(left) and title.endswith(right) for title in titles[1:])
    assert Translator("ko", catalogs=suite.tr.catalogs).t("menu.help") == "Help"  # without the flag
