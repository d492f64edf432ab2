"""Level files the suite writes are readable by everyone (a copy on a Linux or macOS share opens for every pupil)."""

import os
import stat

import pytest

from gamepkg.walls import sharing
from gamepkg.walls.level_files import LevelText

LEVEL = LevelText("Corner", ("#####", "S.*.E", "#####"), None, (("en", "Corner light"),))


@pytest.mark.skipif(os.name == "nt", reason="Windows keeps no Unix permission bits")
@pytest.mark.parametrize("umask", [0o077, 0o022])
def test_saved_and_published_level_files_are_0644_whatever_the_umask(tmp_path, umask):
    """save_level (the pupil's own folder) and publish_level (the class folder) both write mode 0644."""
    old = os.umask(umask)
    try:
        own = sharing.save_level(tmp_path / "own", LEVEL)
        published = sharing.publish_level(tmp_path / "class", LEVEL)
    finally:
        os.umask(old)
    for path in (tmp_path / "own" / own, tmp_path / "class" / published):
        assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_publishing_the_same_level_again_rewrites_its_file(tmp_path):
    """The class folder keeps one file per level: a second publish of the same board and title reuses the name."""
    first = sharing.publish_level(tmp_path, LEVEL)
    assert sharing.publish_level(tmp_path, LEVEL) == first and os.listdir(tmp_path) == [first]
    other = LevelText("Corner", ("#####", "S*..E", "#####"))
    assert sharing.publish_level(tmp_path, other) != first
