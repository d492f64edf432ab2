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

    # the lesson (issues 24 and 38, gamepkg/walls/lesson.py): per step what to try, why it worked, the rule it
    # adds, a hint and one text per likely mistake; the chapters, the rule book (gamepkg/walls/rulebook.py), the
    # endings and the game after the lesson. Japanese: kanji of school years 1-4 only (tests/test_lesson_kanji.py).
    "walls.lesson_chapter.walk": ("出口まで歩く", "Walking to the exit"),
    "walls.lesson_chapter.lights": ("光", "Lights"),
    "walls.lesson_chapter.walls": ("かべになるゆか", "Floors that turn into walls"),
    "walls.lesson_chapter.stuck": ("動けなくなる・予想・もどす", "Stranded, the preview and undo"),
    "walls.lesson_chapter.levels": ("本番のレベル", "A real level"),
    "walls.lesson_step.exit.task": ("矢印キー (または、となりのマスをクリック) で歩いて、出口 E まで行こう。",
                                    "Walk to the exit E with the arrow keys (or click the cell next to you)."),
    "walls.lesson_step.exit.why": ("光を全部取って出口に着くとクリアです。このレベルには光がありませんでした。",
                                   "Reaching the exit with every light taken wins; this level had no lights."),
    "walls.lesson_step.exit.rule": ("出口", "The exit"),
    "walls.lesson_step.exit.hint": ("1手で1マス歩きます。出口 E は右にあります。",
                                    "Each move is one step to a cell next to you. The exit E is to the right."),
    "walls.lesson_step.exit.mistake.back": ("スタートの方へもどりました。出口 E は右です。右へ歩こう。",
                                            "You walked back towards the start. The exit E is to the right: walk "
                                            "that way."),
    "walls.lesson_step.light.task": ("出口 E の上を通って右はしの光を取り、出口へもどろう。",
                                     "Walk over the exit E to the light at the right-hand end, take it, then come "
                                     "back to the exit."),
    "walls.lesson_step.light.why": ("光を取る前の出口は、歩いて通るだけでした。光を取ってから着くと、クリアです。",
                                    "Before the light was taken, the exit was just a cell to walk over; with the "
                                    "light, it wins."),
    "walls.lesson_step.light.rule": ("光", "Lights"),
    "walls.lesson_step.light.hint": ("出口でクリアになるのは、光を全部取ってからです。光は右はしにあります。",
                                     "The exit wins only once every light is taken. The light is at the right-hand "
                                     "end."),
    "walls.lesson_step.light.mistake.turned_back": ("出口で引き返しましたが、光がまだです。出口ではまだクリアに"
                                                    "なりません。右の光まで歩こう。",
                                                    "You turned back at the exit, but the light is not taken yet, "
                                                    "so the exit does not win. Walk on to the light on the right."),
    "walls.lesson_step.light.mistake.back": ("光も出口も右にあります。右へ歩こう。",
                                             "The light and the exit are both to the right: walk right."),
    "walls.lesson_step.countdown.task": ("右へ4歩進んで、後ろのゆかを見てみよう。",
                                         "Walk four steps to the right and watch the floor behind you."),
    "walls.lesson_step.countdown.why": ("ふんだゆかは{countdown}手後にかべになります。最初にふんだゆかが、いま"
                                        "かべになりました。",
                                        "A floor you step on turns into a wall {countdown:move|moves} later: the "
                                        "first floor you stepped on just did."),
    "walls.lesson_step.countdown.rule": ("ゆかがかべになる", "Floors turn into walls"),
    "walls.lesson_step.countdown.hint": ("右へ歩きつづけて、後ろを見よう。ふんだゆかの数字は、1手ごとに1つへり"
                                         "ます。",
                                         "Keep walking right and look back: the number on each floor you stepped "
                                         "on goes down by one with every move."),
    "walls.lesson_step.countdown.mistake.back": ("引き返しました。右へ4回歩いて、最初のゆかを見よう。ふんでから"
                                                 "{countdown}手後にかべになります。",
                                                 "You turned back. Walk right four times and watch the first floor: "
                                                 "it turns into a wall {countdown:move|moves} after you stepped on "
                                                 "it."),
    "walls.lesson_step.again.task": ("右へ2歩、それから数えているゆかへ1歩もどろう。そのあと、もう一度右へ歩いて、"
                                     "そのゆかを見よう。",
                                     "Step right twice, then one step back onto the floor that is counting. Then "
                                     "step right again and watch that floor."),
    "walls.lesson_step.again.why": ("数字は元にもどらず、そのまま数えつづけました。そして、あなたが下りたときに"
                                    "かべになりました。ゆかは足の下ではかべになりません。",
                                    "Its count went on from where it was, and it turned into a wall just as you "
                                    "stepped off it: a floor never turns into a wall under your feet."),
    "walls.lesson_step.again.rule": ("数えているゆかは、数字がもどらない", "A counting floor keeps its count"),
    "walls.lesson_step.again.hint": ("右、右、左 (数えているゆかへ)、それから右です。もう一度乗っても、数字は元に"
                                     "もどりません。",
                                     "Right, right, left (back onto the counting floor), then right again. A floor "
                                     "keeps its count when you step on it again."),
    "walls.lesson_step.again.mistake.stuck": ("下りたゆかがかべになって、スタート S のとなりに歩けるゆかがなく"
                                              "なりました。スタートの方ではなく、右へ歩こう。",
                                              "The floor you stepped off turned into a wall, and the start S has "
                                              "no other floor next to it: you are stranded. Step right, not back to "
                                              "the start."),
    "walls.lesson_step.again.mistake.went_on": ("そのまま進みました。来たゆかへ1歩もどって、数字が元にもどらない"
                                                "のを見よう。",
                                                "You walked on. Step back once onto the floor you came from and "
                                                "see that its number does not start over."),
    "walls.lesson_step.again.mistake.too_soon": ("1歩でもどりました。先に右へ2歩、それから1歩もどろう。",
                                                 "You stepped back after one step. Take two steps right first, "
                                                 "then one back."),
    "walls.lesson_step.start.task": ("左の光を取ってから向きを変えて、スタート S の上を通り、出口 E まで行こう。",
                                     "Take the light on the left, turn round and walk back over the start S, then "
                                     "on to the exit E."),
    "walls.lesson_step.start.why": ("スタート S はかべにならないので、もう一度乗れました。となりのゆかはかべに"
                                    "なったので、右へ進むしかありませんでした。待つことはできません。",
                                    "The start S never turns into a wall, so you could stand on it again. The "
                                    "floor beside it had turned into a wall, so right was your only move: there "
                                    "is no waiting."),
    "walls.lesson_step.start.rule": ("スタートはかべにならない", "The start never turns into a wall"),
    "walls.lesson_step.start.hint": ("出口は光を取ってからです。光は左にあります。スタート S はかべにならないので、"
                                     "もどって通れます。",
                                     "The exit wins only with the light, and the light is on the left. The start "
                                     "S stays a floor, so you can walk back over it."),
    "walls.lesson_step.start.mistake.right_first": ("出口は右ですが、光は左です。先に右へ行くと、帰り道がかべに"
                                                    "なります。先に光を取ろう。",
                                                    "The exit is to the right, but the light is on the left, and "
                                                    "the way back would close behind you. Take the light first."),
    "walls.lesson_step.start.mistake.no_light": ("光の前で引き返したので、光への道がもうすぐかべになります。"
                                                 "もどして、左のはしの光まで行こう。",
                                                 "You turned back before the light, and the way to it is about to "
                                                 "close. Take the move back and go left all the way to the light."),
    "walls.lesson_step.corridor.task": ("右はしにある光を取って、下の通路を通って出口へ行こう。来た通路は、もどる"
                                        "ころにはかべになっています。",
                                        "Take the light at the right-hand end, then go to the exit along the lower "
                                        "corridor. By the time you could turn back, the corridor you came along "
                                        "has turned into walls."),
    "walls.lesson_step.corridor.why": ("ふんだゆかは少し後でかべになるので、同じ通路を行って帰ることはできません。"
                                       "光のあったゆかも、かべになりました。",
                                       "Floors you walk on turn into walls a little later, so you cannot walk a "
                                       "corridor there and back. The light's floor turned into a wall too."),
    "walls.lesson_step.corridor.rule": ("同じ通路は2回通れない", "A corridor walked once"),
    "walls.lesson_step.corridor.hint": ("後ろのゆかはかべになるので、もどらない道を考えよう。ぐるっと回って光へ、"
                                        "それから下と左で出口です。",
                                        "The floors behind you turn into walls, so plan a way that never goes back: "
                                        "round the loop to the light, then down and left to the exit."),
    "walls.lesson_step.corridor.mistake.down_first": ("出口は近いですが、まだ光を取っていません。歩いたゆかは"
                                                      "かべになるので、帰り道がありません。先に上の通路を右へ"
                                                      "行こう。",
                                                      "The exit is close, but the light is not taken yet, and the "
                                                      "floors you walk on close the way back. Go right along the "
                                                      "top first."),
    "walls.lesson_step.corridor.mistake.back": ("スタートへもどると、いまふんだゆかがむだになります。上の通路を右へ、"
                                                "光まで行こう。",
                                                "Walking back to the start wastes the floor you just stepped on. "
                                                "Go right along the top to the light."),
    "walls.lesson_step.stuck.task": ("いま立っているゆかは、次の手でかべになります。上の小さな行き止まりへ行って、"
                                     "どうなるか見てみよう。",
                                     "The floor you stand on turns into a wall after your next move. Go up into the "
                                     "little dead end and see what happens."),
    "walls.lesson_step.stuck.why": ("となりに歩けるゆかがなくなりました。動けなくなると負けです。いま Z (または "
                                    "Ctrl+Z) をおすと、1手もどせます。",
                                    "No floor next to you is free any more: you are stranded, and that loses "
                                    "the level. Press Z (or Ctrl+Z) now to take the move back."),
    "walls.lesson_step.stuck.rule": ("動けなくなる", "Stranded"),
    "walls.lesson_step.stuck.hint": ("このステップでは、動けなくなるとどうなるかを見ます。上の行き止まりへ行こう。",
                                     "This step shows what being stranded is like: go up into the dead end."),
    "walls.lesson_step.stuck.mistake.won": ("Z でもどして、こんどは上の行き止まりへ行ってみよう。",
                                            "Press Z to take it back, and go up into the dead end this time, to see "
                                            "what being stranded is like."),
    "walls.lesson_step.preview.task": ("同じ場所です。動く前に「次の一手の予想」を見よう。どの向きだと動けなく"
                                       "なるでしょう? 出口に着く向きへ進もう。",
                                       "The same place again. Before you move, read the Next move preview: which "
                                       "way leaves you stranded? Go the way that reaches the exit."),
    "walls.lesson_step.preview.why": ("予想を見れば、動く前に結果がわかります。まちがえても Z でもどせます。",
                                      "The preview shows what a move would do before you make it, and Z takes "
                                      "back a mistake."),
    "walls.lesson_step.preview.rule": ("予想", "The preview"),
    "walls.lesson_step.preview.hint": ("「次の一手の予想」に、それぞれの向きでどうなるかが出ています。出口に着く"
                                       "向きをえらぼう。",
                                       "The Next move preview says what each way would do: pick the one that "
                                       "reaches the exit."),
    "walls.lesson_step.preview.mistake.up": ("上は行き止まりでした。予想にも「動けなくなる」と出ていました。Z で"
                                             "もどして、右へ進もう。",
                                             "Up was the dead end: the preview said you would be stranded. Press "
                                             "Z to take it back and go right."),
    "walls.lesson_step.preview.mistake.left": ("左はスタートへもどる手で、下りたゆかがかべになって動けなくなります。"
                                               "Z でもどして、右へ進もう。",
                                               "Left goes back to the start, and the floor you leave turns into a "
                                               "wall: stranded. Press Z to take it back and go right."),
    "walls.lesson_step.seed.task": ("本番のレベル B をやってみよう。光を全部取って出口へ。最短は{par}手です "
                                    "(もっとかかってもかまいません)。",
                                    "Now a real level, level B: take every light and reach the exit. Its par, the "
                                    "fewest moves, is {par} (more is fine too)."),
    "walls.lesson_step.seed.why": ("これが本番のレベルです。ほかのレベルも同じルールです。どのレベルにも、ばんの"
                                   "横に「最短」の手数が出ています。",
                                   "That is a real level: the other levels use the very same rules, and beside "
                                   "the board each one shows its par, the fewest moves."),
    "walls.lesson_step.seed.rule": ("本番のレベルと最短の手数", "A real level and its par"),
    "walls.lesson_step.seed.hint": ("1つ目の光は、下の通路の上の小さな行き止まりにあります。上がってすぐ下りて、"
                                    "先へ進もう。",
                                    "The first light is in a little dead end above the bottom row: step up, "
                                    "straight back down, and go on."),
    "walls.lesson_step.seed.mistake.skipped_light": ("1つ目の光を通りすぎました。その下のゆかがもうすぐかべに"
                                                     "なって、取れなくなります。Z でもどして、上の光を取ろう。",
                                                     "You walked past the first light. The floor under it soon "
                                                     "turns into a wall, and then the light cannot be reached: "
                                                     "press Z and step up to it."),
    "walls.lesson_end.stranded": ("となりに歩けるゆかがなくなりました。もう動けません。",
                                  "No free floor is left next to you: you are stranded."),
    "walls.lesson_end.collision": ("立っているゆかがかべになって、おしつぶされました。",
                                   "The floor turned into a wall while you stood on it: you were crushed."),
    "walls.lesson_end.won": ("クリアできました! でも、このステップでは「{rule}」をためしてほしいのです。",
                             "You won! But this step wants you to try “{rule}”."),
    "walls.lesson_real_game": ("レベルのリストの最初のレベル「A: はじめの一歩」",
                               "“A: First steps”, the first level of the level list"),
    "walls.rule.step": ("1手で、上下左右のとなりのゆかへ1マス歩きます (矢印キーか、となりのマスをクリック)。",
                        "Each move is one step up, down, left or right onto a floor (arrow keys, or click the "
                        "cell next to you)."),
    "walls.rule.no_wait": ("待つことはできません。考える時間はただですが、1手ごとにかならず1マス歩きます。",
                           "There is no waiting: thinking is free, but every move is a step, even when only one "
                           "way is open."),
    "walls.rule.grown_wall": ("生えたかべも、ほかのかべと同じで通れません。",
                              "A wall that grew stops you like any other wall."),
    "walls.rule.countdown": ("ふんだゆかには数字が出て、1手ごとにへり、なくなるとかべになります。",
                             "A floor you step on shows a number that goes down with every move; when it runs "
                             "out, the floor turns into a wall."),
    "walls.rule.keeps_count": ("数えているゆかにもう一度乗っても、数字は元にもどりません。",
                               "Stepping on a counting floor again does not start its count over."),
    "walls.rule.under_you": ("ゆかは足の下ではかべになりません。数字が1のゆかは、あなたが下りたときにかべに"
                             "なります。",
                             "A floor never turns into a wall under your feet: on its last count, it turns just "
                             "as you step off."),
    "walls.rule.start_exit": ("スタート S と出口 E はかべになりません。そこで向きを変えられます。",
                              "The start S and the exit E never turn into walls, so you can turn round on them."),
    "walls.rule.light": ("光を全部取ります。", "Take every light on the board."),
    "walls.rule.light_grows": ("光のあったゆかも、ふんだ後でかべになります。",
                               "A light's floor turns into a wall too, once you have stepped on it."),
    "walls.rule.exit_early": ("光が残っているうちは、出口に乗ってもそのまま歩きつづけます。",
                              "On the exit before every light is taken, you just walk on."),
    "walls.rule.win": ("光を全部取ってから出口に着くと、クリアです。",
                       "With every light taken, reaching the exit wins the level."),
    "walls.rule.stranded": ("となりに歩けるゆかがなくなると、動けなくなって負けです (数えているゆかには、まだ"
                            "乗れます)。",
                            "If no floor next to you is free, you are stranded and the level is lost (a counting "
                            "floor is still free)."),
    "walls.rule.undo": ("Z (または Ctrl+Z) で1手もどせます。動けなくなった後でも、もどせます。",
                        "Z (or Ctrl+Z) takes back a move, even after you got stranded."),
    "walls.rule.preview": ("動く前に、「次の一手の予想」に、それぞれの向きでどうなるかが出ます。",
                           "Before you move, the Next move preview shows what each way would do."),
    "walls.rule.par": ("どのレベルにも最短の手数があります。最短でクリアをめざそう。",
                       "Each level has a par, the fewest moves that win it: try to win in par."),

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
