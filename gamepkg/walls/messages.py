"""Delayed Walls text: MESSAGES = {key: (japanese, english)} with the same {placeholders} in both."""

MESSAGES = {
    "walls.title": ("後から来る壁", "Delayed Walls"),
    "walls.short_title": ("後から来る壁", "Walls"),  # on the tab when the full names do not fit
    "walls.help": (
        "矢印キーで1マスずつ歩きます。踏んだ床は{countdown}手後に壁になります。\n"
        "カウント中の床にもう一度乗っても、残り手数は戻りません。\n"
        "スタートと出口は壁になりません。行き止まりで向きを変えるときに使えます。\n"
        "光をすべて集めてから出口に着くとクリアです。動ける床がなくなると、立ち往生です。\n"
        "考える時間は手数に入りません。待つ操作はありません。",
        "Walk one cell at a time with the arrow keys. A floor you step on becomes a wall {countdown:move|moves} later.\n"
        "Stepping on a counting-down floor again does not reset its timer.\n"
        "The start and the exit never become walls: use them to turn around.\n"
        "Collect every light, then reach the exit to win. With no free floor next to you, you are stranded.\n"
        "Thinking time is free; there is no way to wait."),
    # presets (shipped levels), in menu order
    # statuses
    # reasons for accepted moves (state.last.reason)
    # rejections (IllegalMove.reason)
    "walls.reason.game_over": ("ゲームは終わりました。戻すかやり直してください",
                               "The game is over: undo or restart"),
    # events of the last move (walls.events)
    # preview of a move (walls.preview)
    # result banners
    # hints
    # teacher level files
    "walls.level_error.unreadable": ("ファイルを読めません ({error})", "cannot read the file ({error})"),
    "walls.level_error.not_utf8": ("UTF-8 のテキストではありません", "the file is not UTF-8 text"),
    "walls.level_error.not_a_file": ("ふつうのファイルではありません", "not a regular file"),
    "walls.level_error.too_long": ("ファイルが{limit}バイトを超えています", "the file is longer than {limit:byte|bytes}"),
    "walls.level_error.no_title": ("1行目にタイトルを書いてください", "the first line must be the title"),
    "walls.level_error.title_too_long": ("タイトルが{limit}文字を超えています",
                                         "the title is longer than {limit:character|characters}"),
    "walls.level_error.bad_title": ("タイトルに表示できない文字があります",
                                    "the title contains a character that cannot be shown"),
    "walls.level_error.no_board": ("タイトルの下に盤面がありません", "there is no board under the title"),
    # level files: a missing title line, full-width characters (issue 25)
    "walls.level_error.title_is_board": ("1行目が盤面の行になっています。1行目にはタイトルを書き、盤面は2行目から書いてください",
                                         "line 1 is a board row: write the title on line 1 and the board from line 2"),
    "walls.level_error.bad_char_wide": ("{column}文字目の「{char}」は全角の文字です。盤面は半角の # . * S E で書きます",
                                        "'{char}' in column {column} is a full-width character: write the board in "
                                        "half-width # . * S E"),
    "walls.level_error.bad_char": ("{column}文字目の「{char}」は使えません (# . * S E を使います)",
                                   "unknown character '{char}' in column {column} (use # . * S E)"),
    "walls.level_error.ragged_row": ("この行は{got}マスですが、2行目 (盤面の1行目) は{expected}マスです",
                                     "this row has {got:cell|cells}, line 2 (board row 1) has {expected}"),
    "walls.level_error.too_narrow": ("盤面の幅{width}は小さすぎます (最小{limit})",
                                     "the board is {width:cell|cells} wide, at least {limit} needed"),
    "walls.level_error.too_wide": ("盤面の幅{width}は大きすぎます (最大{limit})",
                                   "the board is {width:cell|cells} wide, at most {limit} allowed"),
    "walls.level_error.too_short": ("盤面の高さ{height}は小さすぎます (最小{limit})",
                                    "the board has {height:row|rows}, at least {limit} needed"),
    "walls.level_error.too_tall": ("盤面の高さ{height}は大きすぎます (最大{limit})",
                                   "the board has {height:row|rows}, at most {limit} allowed"),
    "walls.level_error.no_start": ("スタート S がありません", "there is no start S"),
    "walls.level_error.two_starts": ("スタート S が2つ以上あります", "there is more than one start S"),
    "walls.level_error.no_exit": ("出口 E がありません", "there is no exit E"),
    "walls.level_error.two_exits": ("出口 E が2つ以上あります", "there is more than one exit E"),
    "walls.level_error.bad_par": ("par は「par 12」のように書いてください",
                                  "write the par as 'par' and a whole number, e.g. 'par 12'"),
    "walls.level_error.bad_name": ("名前は「name ja 光ふたつ」のように、name、言語 (ja か en)、名前の順に書いてください",
                                   "write a name as 'name', a language (ja or en) and the name, e.g. 'name en Two lights'"),
    "walls.level_error.two_names": ("{language} の名前が2回書かれています", "the name in {language} is given twice"),
    "walls.level_error.extra_text": ("盤面の後ろに余計な文字があります", "unexpected text after the board"),
    "walls.level_error.unsolvable": ("このレベルはクリアできません", "the level cannot be won"),
    "walls.level_error.unsolvable_because": ("このレベルはクリアできません: {why}", "the level cannot be won: {why}"),
    "walls.level_error.id_not_ascii": ("レベルの文字列には ASCII 文字だけを使います", "level text must be ASCII"),
    "walls.level_error.id_no_title": ("レベルの文字列には、盤面、「,」、タイトルが必要です",
                                      "level text needs the board, a ',' and the title"),
    "walls.level_error.id_hash": ("レベルの文字列では、壁は「x」と書きます", "write walls as 'x' in level text"),
    "walls.level_error.id_bad_title": ("タイトルが正しいパーセントエンコードの UTF-8 ではありません",
                                       "the title is not valid percent-encoded UTF-8"),
    # pasted levels (Game > Paste Level, gamepkg/walls/sharing.py)
    "walls.level_error.share_empty": ("クリップボードが空です。先にレベルの文字列をコピーしてください",
                                      "the clipboard is empty: copy a level's text first"),
    "walls.level_error.share_bad": ("レベルの文字列ではありません (「walls-level:」で始まる1行か、レベルファイルの中身を"
                                    "貼り付けます)",
                                    "this is not a level: paste a line that starts with 'walls-level:', or a level "
                                    "file's text"),
    "walls.level_error.wrong_par": ("par は{par}と書かれていますが、最短は{shortest}手です (最短の{shortest}手を使います)",
                                    "the par says {par} but the shortest solution takes {shortest:move|moves} "
                                    "(the real par is used)"),
    # why a level cannot be won (gamepkg/walls/why.py): the cells are (column, row), counted from 1
    "walls.why.light_cut_off": ("({x}, {y}) の光には届きません (スタートから床がつながっていません)",
                                "the light at ({x}, {y}) cannot be reached: no floor leads there from the start"),
    "walls.why.exit_cut_off": ("出口 E ({x}, {y}) には届きません (スタートから床がつながっていません)",
                               "the exit E at ({x}, {y}) cannot be reached: no floor leads there from the start"),
    "walls.why.lights_apart": ("({x}, {y}) の光と ({x2}, {y2}) の光を、両方は集められません",
                               "the lights at ({x}, {y}) and ({x2}, {y2}) cannot both be collected"),
    "walls.why.exit_closes": ("出口が後ろで閉じてしまいます: 光をすべて集めると、出口 E ({x}, {y}) へ戻る道がありません",
                              "the exit closes behind you: once every light is taken, no way is left to the exit E "
                              "at ({x}, {y})"),

    # the lesson (issue 24, gamepkg/walls/lesson.py): per step what to try, why it worked, the rule it adds
    "walls.lesson_step.exit.task": ("矢印キー (または、となりのマスをクリック) で歩いて、出口 E まで行こう。",
                               "Walk to the exit E with the arrow keys (or click the cell next to you)."),
    "walls.lesson_step.exit.why": ("光をすべて集めて出口に着くとクリアです。このレベルには光がありませんでした。",
                              "Reaching the exit with every light collected wins; this level had no lights."),
    "walls.lesson_step.exit.rule": ("出口", "The exit"),
    "walls.lesson_step.light.task": ("まず、通路の1マス下にある光を取ってから、出口へ行こう。",
                                     "First take the light one cell below the corridor, then go to the exit."),
    "walls.lesson_step.light.why": ("光を全部取る前に出口に着いても、まだクリアになりません。",
                                    "Reaching the exit before every light is taken does not win yet."),
    "walls.lesson_step.light.rule": ("光", "Lights"),
    "walls.lesson_step.countdown.task": ("右へ4歩進んで、後ろの床を見てみよう。", "Walk four steps to the right and watch the floor behind you."),
    "walls.lesson_step.countdown.why": ("踏んだ床は{countdown}手後に壁になります。最初に踏んだ床が、いま壁になりました。壁になるときにまだ"
                                        "その床に立っていると、押しつぶされて負けです。",
                                        "A floor you step on becomes a wall {countdown:move|moves} later: the "
                                        "first floor you stepped on just did. If you are still standing on it "
                                        "then, you are crushed and lose."),
    "walls.lesson_step.countdown.rule": ("床が壁になる", "Floors turn into walls"),
    "walls.lesson_step.corridor.task": ("右はしにある光を取って、下の通路を通って出口へ行こう。来た通路は、もどるころには壁になっています。",
                                        "Take the light at the right-hand end, then go to the exit along the lower "
                                        "corridor. By the time you could turn back, the corridor you came along "
                                        "has turned into walls."),
    "walls.lesson_step.corridor.why": ("踏んだ床は少しあとで壁になるので、同じ通路を行って帰ることはできません。",
                                       "Floors you walk on turn into walls a little later, so you cannot walk a "
                                       "corridor there and back."),
    "walls.lesson_step.corridor.rule": ("同じ通路は2回通れない", "A corridor walked once"),
    "walls.lesson_step.undo.task": ("いま立っている床は、次の手で壁になります。動く前に、まわりのマスの予告を見よう。上へ行くと動けなくなります。動け"
                                    "なくなったら Z (または Ctrl+Z) で1手戻せます。",
                                    "The floor you stand on becomes a wall after your next move. Before you move, "
                                    "look at the preview on the cells around you: going up leaves you stuck. If "
                                    "you get stuck, Z (or Ctrl+Z) takes the step back."),
    "walls.lesson_step.undo.why": ("予告を見れば、動く前に結果がわかります。まちがえても Z で戻せます。",
                              "The preview shows what a move would do before you make it, and Z takes back a mistake."),
    "walls.lesson_step.undo.rule": ("予告と、元に戻す", "The preview and undo"),
    "walls.lesson_step.seed.task": ("ほんもののレベル A をやってみよう。光を取って出口へ。いちばん少ないと6手で行けます (もっとかかってもか"
                                    "まいません)。",
                                    "Now a real level, level A: take the light and reach the exit. It can be done "
                                    "in 6 moves (more is fine too)."),
    "walls.lesson_step.seed.why": ("これが本番のレベルです。ほかのレベルも同じルールでできています。",
                              "That is a real level: the other levels use the very same rules."),
    "walls.lesson_step.seed.rule": ("本番のレベル",
                                    "A real level"),
    "walls.lesson_end.stranded": ("となりに動ける床がなくなりました。もう動けません。",
                                  "No free floor is left next to you: you are stuck."),
    "walls.lesson_end.collision": ("立っている床が壁になって、押しつぶされました。",
                                   "The floor turned into a wall while you stood on it: you were crushed."),
    "walls.lesson_end.won": ("クリアできました! でも、このステップでは「{rule}」をためしてほしいのです。",
                             "You won! But this step wants you to try “{rule}”."),

    # exercises of Help → How This Game Is Made (gamepkg/source_info.py numbers them; the same in both languages)
    "walls.exercise.1": (
        "床が壁になるまでを3手から4手にしましょう: gamepkg/walls/rules.py の `COUNTDOWN` です。続いて、"
        "widgets/walls/draw.py の `COUNTDOWN_FILLS` に4の色を足し、文の「3」を直します "
        "(gamepkg/walls/messages.py の `walls.help` と `walls.event.scheduled`、gamepkg/walls/messages_view.py の "
        "`walls.view.queue_legend`)。gamepkg/walls/levels/*.txt の `par` の行も新しい最短手数にします "
        "(`python -m gamepkg.walls.solver gamepkg/walls/levels/*.txt` が教えてくれます。`par` が合わないレベルには"
        "警告が出ます)。どのレベルがやさしくなったでしょう? 食い違うシードの記録: "
        "tests/data/conformance/walls/ と、その optimal.json (3手のルールの記録と最短解です)。3手で壁になる"
        "様子を確かめている tests/test_walls_rules.py、tests/test_walls_display.py、tests/test_gui_walls.py の"
        "テストも新しい手数に直します。",
        "Make the countdown 4 moves instead of 3: `COUNTDOWN` in gamepkg/walls/rules.py. Then add a colour for 4 to "
        "`COUNTDOWN_FILLS` (widgets/walls/draw.py), change the 3 in the texts (`walls.help` and "
        "`walls.event.scheduled` in gamepkg/walls/messages.py, `walls.view.queue_legend` in "
        "gamepkg/walls/messages_view.py) and write the new shortest solutions into the `par` lines of "
        "gamepkg/walls/levels/*.txt (`python -m gamepkg.walls.solver gamepkg/walls/levels/*.txt` prints them; a level whose par "
        "is wrong gets a warning). Which levels get easier? Seed playthroughs that will differ: "
        "tests/data/conformance/walls/ and its optimal.json (the 3-move rule and its shortest solutions). The tests "
        "of tests/test_walls_rules.py, tests/test_walls_display.py and tests/test_gui_walls.py that watch a floor "
        "grow in 3 moves need the new count too."),
    "walls.exercise.2": (
        "数え始めた床をもう一度踏むと、`COUNTDOWN` から数え直すようにしましょう。gamepkg/walls/rules.py の "
        "`age_queue` (いまは `already_counting` の床の数字をそのままにします) と、遊び方の「数え直さない」と"
        "いう行 (`walls.help`、日本語と英語) を書きかえ、gamepkg/walls/levels/*.txt の `par` を "
        "`python -m gamepkg.walls.solver` で確かめ直します。ソルバーとヒントはエンジンの `advance` を使うので、"
        "そのまま従います。食い違うシードの記録: tests/data/conformance/walls/ (数えている床に戻る手のところ) と "
        "optimal.json。tests/test_walls_rules.py の "
        "`test_stepping_on_a_counting_floor_does_not_reset_it` は古いルールを書いたテストなので、新しいルールの"
        "テストに書きかえます。",
        "Make a step onto a counting-down floor start its countdown again from `COUNTDOWN`. Change `age_queue` in "
        "gamepkg/walls/rules.py (today a cell that is `already_counting` keeps its count) and the How to Play line that "
        "says the timer does not reset (`walls.help`, both languages), then check the `par` lines of "
        "gamepkg/walls/levels/*.txt again with `python -m gamepkg.walls.solver`. The solver and the hints use the "
        "engine's `advance` and follow. Seed playthroughs that will differ: tests/data/conformance/walls/ (where a "
        "step goes back onto a counting floor) and optimal.json. "
        "`test_stepping_on_a_counting_floor_does_not_reset_it` in tests/test_walls_rules.py states the old rule: "
        "turn it into a test of the new one."),
    "walls.exercise.3": (
        "決して壁にならない床の文字 `=` を、レベルファイルに足しましょう。gamepkg/walls/level_files.py の "
        "`CELL_CHARACTERS` (とモジュール冒頭の書式の説明) に足し、gamepkg/walls/rules.py では `Params` の "
        "`floors` には入れて `sprouts` には入れないようにし、`cell_kind` に新しい種類を足します。その種類の色を "
        "widgets/walls/draw.py に、文字の説明を `walls.level_error.bad_char` (「# . * S E を使います」) と"
        "遊び方に足します。`=` を使ったレベルを gamepkg/walls/levels/ に書き、`python -m gamepkg.walls.solver` で"
        "確かめましょう。シードの記録: 変わりません (記録のレベルに `=` はありません)。",
        "Add a level character `=` for solid floor that never grows into a wall. Add it to `CELL_CHARACTERS` in "
        "gamepkg/walls/level_files.py (and to the format in its docstring); in gamepkg/walls/rules.py let `Params` count it in "
        "`floors` but not in `sprouts`, and give it a kind of its own in `cell_kind`; draw that kind in "
        "widgets/walls/draw.py, and name the character in `walls.level_error.bad_char` (\"use # . * S E\") and in "
        "How to Play. Write a level that uses it in gamepkg/walls/levels/ and check it with "
        "`python -m gamepkg.walls.solver`. Seed playthroughs: none change (their levels have no `=`)."),
    "walls.exercise.4": (
        "ゲーム全体で何枚の壁が生えたかを数えて表示しましょう。gamepkg/walls/rules.py の `status_line_data` に "
        "`len(state.walls)` を足し、widgets/walls/screen.py の状態の文で見せます。文は "
        "gamepkg/walls/messages_view.py に日本語と英語で足します (英語は `{grown:wall|walls}` のように複数形を"
        "付けます)。シードの記録: 変わりません (`to_dict` はそのままです)。",
        "Count the walls that grew during the game and show the number. Add `len(state.walls)` to "
        "`status_line_data` in gamepkg/walls/rules.py and show it in the status texts of widgets/walls/screen.py, with a "
        "message in gamepkg/walls/messages_view.py in both languages (English with a plural such as "
        "`{grown:wall|walls}`). Seed playthroughs: none change (`to_dict` stays as it is)."),
}
