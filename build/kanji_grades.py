"""Write tests/data/kanji_grades_1_4.txt: the kanji taught in school years 1 to 4, from Debian's kanjidic.

The lesson texts are for a 4th grader: tests/test_lesson_kanji.py checks their kanji against this list.
Run once (the list changes only with the curriculum): ``apt-get install kanjidic`` then
``python build/kanji_grades.py`` (or give another kanjidic file as the argument).
"""

import argparse
import pathlib
import sys

KANJIDIC = "/usr/share/edict/kanjidic"  # where Debian's kanjidic package puts the file (EUC-JP)
TARGET = pathlib.Path(__file__).resolve().parent.parent / "tests" / "data" / "kanji_grades_1_4.txt"
LAST_GRADE = 4


def kanji_by_grade(text):
    """{grade: kanji in kanjidic's order} of the grades 1..LAST_GRADE found in kanjidic's ``text``."""
    grades = {grade: [] for grade in range(1, LAST_GRADE + 1)}
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        kanji, *fields = line.split(" ")
        grade = next((int(field[1:]) for field in fields if field[:1] == "G" and field[1:].isdigit()), None)
        if grade in grades:
            grades[grade].append(kanji)
    return grades


def main(argv=None):
    """Read kanjidic, write the grade list with a header that says how it was made."""
    parser = argparse.ArgumentParser(description="Write tests/data/kanji_grades_1_4.txt from Debian's kanjidic.",
                                     epilog="Needs no display.")
    parser.add_argument("kanjidic", nargs="?", default=KANJIDIC, help=f"the kanjidic file (default {KANJIDIC})")
    source = pathlib.Path(parser.parse_args(argv).kanjidic)
    grades = kanji_by_grade(source.read_bytes().decode("euc-jp", errors="replace"))
    lines = [f"# Kanji of school grades 1-{LAST_GRADE} (Japan), one grade a line after its number.",
             f"# Made by: python build/kanji_grades.py {source} (from Debian's kanjidic package)"]
    lines += [f"{grade} {''.join(kanji)}" for grade, kanji in grades.items()]
    TARGET.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{TARGET}: {sum(map(len, grades.values()))} kanji")
    return 0


if __name__ == "__main__":
    sys.exit(main())
