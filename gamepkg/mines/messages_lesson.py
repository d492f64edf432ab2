"""Minesweeper's lesson texts: chapters, steps, likely mistakes, the rule book and the game after it
(gamepkg/mines/lesson.py and rulebook.py), in (Japanese, English). Japanese: kanji of school years 1-4 only."""

MESSAGES = {
    # the lesson (issue 38, gamepkg/mines/lesson.py and rulebook.py): chapters, per step what to try, why it
    # worked, the rule it adds, a hint for a move that went another way and one per likely mistake; the rule
    # book; the game after the lesson. Japanese: kanji of school years 1-4 only (tests/test_lesson_kanji.py).
    "mines.lesson_chapter.open": ("マスを開ける", "Opening cells"),
    "mines.lesson_chapter.flags": ("旗と印", "Flags and marks"),
    "mines.lesson_chapter.solve": ("考えて全部開ける", "Thinking it through"),
    "mines.lesson_real_game": ("初級のゲーム (いちばん小さいもの)", "a Beginner game (the smallest board)"),

    "mines.lesson_step.open.task": ("いくつかのマスに、じらいがかくれています。じらいのマスを開けたら負け、じらいのないマスを"
                                    "全部開けたら勝ちです。まず、左上の角のマスをクリックして開けよう。",
                                    "Some cells hide mines. Open a mine and you lose; open every cell without a "
                                    "mine and you win. Start by clicking the top-left corner cell."),
    "mines.lesson_step.open.why": ("まわりにじらいが1つもないマスには、数字が出ません。そのときは、となりのマスも自動で"
                                   "開きます。だから一度に広く開いて、勝ちになりました。",
                                   "A cell with no mine around it shows no number, and its neighbours open by "
                                   "themselves. That is why so much opened at once, and you won."),
    "mines.lesson_step.open.rule": ("マスを開ける", "Opening a cell"),
    "mines.lesson_step.open.hint": ("じらいのないマスを開けていこう。左上の角のマスから始めよう。",
                                    "Open cells without mines: start with the top-left corner cell."),
    "mines.lesson_step.open.mistake.mine": ("じらいを開けると、ゲームは終わりです。もう一度、こんどは左上の角の"
                                            "マスを開けよう。そこは、じらいから遠いマスです。",
                                            "Opening a mine ends the game. Try again and open the top-left "
                                            "corner cell: it is far from the mine."),

    "mines.lesson_step.number.task": ("まん中のマスを開いてみよう。", "Open the cell in the middle."),
    "mines.lesson_step.number.why": ("数字の2は、まわりの8マスのうち2マスに、じらいがあるという意味です (ここでは2つの"
                                     "角)。ななめのマスも数えます。",
                                     "The 2 means that two of the 8 cells around it hide a mine (here, two of the "
                                     "corners). The cells on the corners count too."),
    "mines.lesson_step.number.rule": ("数字の意味", "What a number means"),
    "mines.lesson_step.number.hint": ("まん中のマスは、ほかの8マスの全部ととなり合っています。まん中のマスをクリックしよう。",
                                      "The middle cell touches all 8 other cells. Click the middle cell."),
    "mines.lesson_step.number.mistake.mine": ("そのマスを開けたら、まん中のマスも開けてみよう。数字が、まわりの"
                                              "じらいの数を教えてくれます。",
                                              "Try again and open the middle cell: its number tells how many "
                                              "mines are around it."),

    "mines.lesson_step.first_click.task": ("新しいゲームでは、じらいは最初のクリックのあとで置かれます。どのマスでも"
                                           "いいので、1つクリックして開けよう。",
                                           "In a new game the mines are put in only after your first click. "
                                           "Click any cell you like to open it."),
    "mines.lesson_step.first_click.why": ("じらいは、クリックしたマスとそのまわりをよけて置かれました。だから、新しい"
                                          "ゲームの最初のクリックはいつも安全で、広く開きます。",
                                          "The mines were put in after your click, never in that cell or next to "
                                          "it. So the first click of a new game is always safe, and it opens a "
                                          "space."),
    "mines.lesson_step.first_click.rule": ("最初のクリックは安全", "The first click is safe"),
    "mines.lesson_step.first_click.hint": ("右クリックは旗です。最初は、ふつうのクリックでマスを開けよう。",
                                           "A right-click puts a flag. Start with a left click: it opens a cell."),
    "mines.lesson_step.first_click.mistake.flag": ("旗を立てましたが、じらいはまだ置かれていません。もう一度、こんどは"
                                                   "ふつうのクリックで、好きなマスを開けよう。",
                                                   "That put a flag, but no mine is on the board yet. Try again "
                                                   "and left-click any cell to open it."),

    "mines.lesson_step.flag.task": ("いちばん上の行の、左から2番目に1があります。その1のとなりで、まだ開いていないマスは"
                                    "1つだけ。だから、そこがじらいです。そのマスを右クリックして (マウスをのせて F キー"
                                    "でも)、旗を立てよう。左上の「残り」の数がへります。",
                                    "In the top row, second from the left, there is a 1. Only one cell next to it "
                                    "is still closed, so that cell hides a mine. Right-click it (or point at it "
                                    "and press F) to plant a flag. Watch “Mines left” at the top go down."),
    "mines.lesson_step.flag.why": ("数字のまわりの、開いていないマスの数が数字と同じなら、そこは全部じらいです。旗はそれを"
                                   "おぼえておく印です。旗を1本立てると「残り」が1つへり、旗のマスはクリックしても"
                                   "開きません。勝つのに旗は、なくてもかまいません。",
                                   "When a number has exactly as many closed cells around it as it says, they all "
                                   "hide mines. A flag marks such a mine: “Mines left” goes down by one for each "
                                   "flag, and a flagged cell does not open when clicked. You can win without "
                                   "flags, too."),
    "mines.lesson_step.flag.rule": ("旗", "Flags"),
    "mines.lesson_step.flag.hint": ("上の行の1のとなりで、まだ開いていないマスをさがそう。そこがじらいです。右クリックで"
                                    "旗を立てよう。",
                                    "Find the one closed cell next to the 1 in the top row: it hides a mine. "
                                    "Right-click it to plant a flag."),
    "mines.lesson_step.flag.mistake.mine": ("1が教えていたとおり、そこはじらいでした。もう一度、こんどはそのマスを右"
                                            "クリックして、旗を立てよう。",
                                            "The 1 told you so: that cell was a mine. Try again and right-click "
                                            "it to plant a flag instead."),
    "mines.lesson_step.flag.mistake.safe_flag": ("そこに、じらいはありません。2の2つのじらいは、1のとなりの開いていない"
                                                 "マスです。上の行の1のとなりに旗を立てよう。",
                                                 "No mine is there: the 2 already has its two mines next to the 1s. "
                                                 "Flag the closed cell next to the 1 in the top row."),

    "mines.lesson_step.marks.task": ("2のまわりのどこにじらいがあるかは、まだわかりません。左上の角のマスを3回右クリック"
                                     "しよう: 旗、「?」、印なしの順にかわります。「残り」の数も見てね。",
                                     "The 2 does not tell which cells hide its mines. Right-click the top-left "
                                     "corner cell three times: a flag, then a “?”, then no mark. Watch “Mines "
                                     "left” as you go."),
    "mines.lesson_step.marks.why": ("右クリックするたびに、旗、「?」、印なしとかわります。「?」は「たぶん」のメモで、"
                                    "「残り」の数には入りません。「?」のマスは、クリックすると開きます (オプションで"
                                    "「?」を使わないこともできます)。",
                                    "Each right-click changes the mark: a flag, then a “?”, then none. A “?” is a "
                                    "note for “maybe”: “Mines left” counts flags only, and a “?” cell still opens "
                                    "when clicked (Options can turn “?” marks off)."),
    "mines.lesson_step.marks.rule": ("旗と「?」の印", "Flags and “?” marks"),
    "mines.lesson_step.marks.hint": ("左上の角のマスを、3回右クリックしよう。", "Right-click the top-left corner "
                                                                         "cell three times."),
    "mines.lesson_step.marks.mistake.opened": ("そこは、じらいでした。このステップは印の練習です。もう一度、こんどは"
                                               "左上の角のマスを右クリックしよう。",
                                               "That cell hid a mine. This step is about marks: try again and "
                                               "right-click the top-left corner cell instead."),
    "mines.lesson_step.marks.mistake.other_cell": ("それは右下の角です。左上の角のマスを、3回右クリックしよう。",
                                                   "That is the bottom-right corner. Right-click the top-left "
                                                   "corner cell three times."),

    "mines.lesson_step.chord.task": ("上から2行目、左から2番目に2があります。となりの旗は、まだ1本です。もう1つのじらいは、"
                                     "左はしの4行目の1が、ただ1つさわっている開いていないマスです。そこに旗を立ててから、"
                                     "2をクリックしよう。",
                                     "The 2 in the second row, second from the left, has only one flag next to "
                                     "it. Its other mine is the one closed cell that the 1 at the left edge of "
                                     "row 4 touches. Flag that cell, then click the 2."),
    "mines.lesson_step.chord.why": ("旗の数が数字と同じになったので、数字をクリックすると、のこりのとなりのマスがまとめて"
                                    "開きました。旗のマスは開きません。",
                                    "Once the flags matched the number, a click on it opened all its other closed "
                                    "neighbours at once. The flagged cells stayed closed."),
    "mines.lesson_step.chord.rule": ("まとめて開ける", "Opening around a number"),
    "mines.lesson_step.chord.hint": ("数字をクリックしてまとめて開けられるのは、まわりの旗の数が数字と同じときだけです。"
                                     "まず、2のもう1つのじらいに旗を立てよう。",
                                     "A click on a number opens around it only when the flags next to it match "
                                     "the number. First flag the 2's other mine."),
    "mines.lesson_step.chord.mistake.mine": ("そこが2のもう1つのじらいでした。もう一度、こんどはそのマスに右クリック"
                                             "で旗を立ててから、2をクリックしよう。",
                                             "That was the 2's other mine. Try again: right-click it to plant a "
                                             "flag, then click the 2."),
    "mines.lesson_step.chord.mistake.wrong_flag": ("そこに、じらいはありません。左はしの4行目の1が、ただ1つさわって"
                                                   "いる開いていないマスに旗を立てよう。",
                                                   "No mine is there. Flag the one closed cell that the 1 at the "
                                                   "left edge of row 4 touches."),
    "mines.lesson_step.chord.mistake.by_hand": ("そのマスは安全でした。よく見つけたね! でも、2は、まわりのマスを"
                                                "まとめて開けられます。もう一度、2のもう1つのじらいに旗を立ててから、"
                                                "2をクリックしよう。",
                                                "That cell was safe, well found! But the 2 can open its cells for "
                                                "you all at once: try again, flag its other mine, then click the "
                                                "2."),
    "mines.lesson_step.chord.mistake.won_by_hand": ("2のもう1つのじらいに旗を立ててから2をクリックすると、2がマスを"
                                                    "まとめて開けてくれます。",
                                                    "Flag the 2's other mine, then click the 2: it opens its cells "
                                                    "for you."),

    "mines.lesson_step.wrong_flag.task": ("この旗はまちがいです (その下に、じらいはありません)。それでも左の1には、"
                                          "となりに旗が1本あるので、まとめて開けられます。左の1をクリックして、どう"
                                          "なるか見てみよう。",
                                          "This flag is wrong: no mine is under it. Still, the 1 on the left has "
                                          "one flag next to it, so it can open around itself. Click that 1 and see "
                                          "what happens."),
    "mines.lesson_step.wrong_flag.why": ("まとめて開けるときは、旗を信じて、のこりのマスを開けます。旗がまちがって"
                                         "いたので、じらいを開けてしまい、負けになりました。負けると、全部のじらいと、"
                                         "まちがった旗 (×) が見えます。",
                                         "Opening around a number trusts your flags. This flag was wrong, so a "
                                         "mine opened and the game was lost. When you lose, every mine shows, and "
                                         "a wrong flag gets a cross."),
    "mines.lesson_step.wrong_flag.rule": ("まちがった旗", "A wrong flag"),
    "mines.lesson_step.wrong_flag.hint": ("左の1 (2行目のいちばん左) をクリックして、まちがった旗で何がおきるか見て"
                                          "みよう。",
                                          "Click the 1 on the left (the first cell of row 2) and see what a wrong "
                                          "flag does."),
    "mines.lesson_step.wrong_flag.mistake.fixed": ("まちがった旗を取りました。よく気づいたね! まん中の2を見れば、"
                                                   "旗がまちがいだとわかります。このステップでは、まちがった旗で何が"
                                                   "おきるかを見ます。もう一度、左の1をクリックしよう。",
                                                   "You took the wrong flag away: well spotted, the 2 in the middle "
                                                   "shows it is wrong. This step shows what a wrong flag does: try "
                                                   "again and click the 1 on the left."),
    "mines.lesson_step.wrong_flag.mistake.mine": ("このステップでは、まちがった旗のせいで、じらいが開くところを見ます。"
                                                  "もう一度、左の1をクリックしよう。",
                                                  "This step shows a mine opened because of a wrong flag: try again "
                                                  "and click the 1 on the left."),

    "mines.lesson_step.one_two.task": ("1-2の形をさがそう: いちばん上の1は、左はしの開いていない2マスにさわっていて、"
                                       "そのどちらかがじらいです。その下の2は、その2マスと、もう1マスにさわっています。"
                                       "だから、その3つめのマス (左下の角) がじらいです。旗を立てよう (下からも同じように"
                                       "読めます)。",
                                       "Find the 1-2 pattern: the 1 at the top touches two closed cells on the left "
                                       "edge, and one of them hides a mine. The 2 below it touches those two and "
                                       "one more, so that third cell (the bottom-left corner) is a mine. Flag it (it "
                                       "reads the same way from the bottom)."),
    "mines.lesson_step.one_two.why": ("1のじらいは、2もさわっている2マスのどちらかにあります。だから、2のもう1つのじらい"
                                      "は、1がさわっていないマスです。下から読んでも同じで、じらいのないマスもわかります。",
                                      "The 1's mine is in one of the two cells it shares with the 2, so the 2's "
                                      "other mine is in the cell the 1 does not touch. Read from the bottom, the "
                                      "same pattern finds the other mine, and the cell between them is safe."),
    "mines.lesson_step.one_two.rule": ("1-2の形", "The 1-2 pattern"),
    "mines.lesson_step.one_two.hint": ("いちばん上の1と、その下の2を見くらべよう。2はさわっていて、1はさわっていない"
                                       "マスはどれかな?",
                                       "Compare the 1 at the top with the 2 below it: which closed cell does the 2 "
                                       "touch that the 1 does not?"),
    "mines.lesson_step.one_two.mistake.mine": ("1-2の形が教えていたとおり、そこはじらいでした。もう一度、こんどはそこ"
                                               "に旗を立てよう。",
                                               "The 1-2 pattern shows that cell is a mine. Try again and flag it "
                                               "instead."),
    "mines.lesson_step.one_two.mistake.safe_flag": ("まん中のマスは安全です。じらいは、上と下の角にあります。2は"
                                                    "さわっていて、1はさわっていないマスに旗を立てよう。",
                                                    "The middle cell is safe: the mines are in the two corners. "
                                                    "Flag the cell the 2 touches and the top 1 does not."),

    "mines.lesson_step.board.task": ("さいごに、小さなゲームを1つ遊ぼう: 好きなマスから始めて、数字を手がかりに、"
                                     "じらいのないマスを全部開けよう。",
                                     "Now play one small game to the end: start on any cell you like, and use the "
                                     "numbers to open every cell without a mine."),
    "mines.lesson_step.board.why": ("じらいのないマスを全部開けると、勝ちです。これで本番のゲームも遊べます。",
                                    "Opening every cell without a mine wins. You are ready for the real game."),
    "mines.lesson_step.board.rule": ("勝ち", "Winning"),
    "mines.lesson_step.board.hint": ("あてずっぽうで開けないで、数字から安全だとわかるマスだけを開けよう。このゲームは、"
                                     "考えるだけで全部開けられます。",
                                     "Do not guess: open only cells the numbers prove safe. This game can be "
                                     "solved by thinking alone."),
    "mines.lesson_step.board.mistake.guessed": ("このゲームは、あてずっぽうがいりません。クリックする前に、そのマスが"
                                                "安全だと教えてくれる数字をさがそう。",
                                                "This game never needs a guess: before each click, find a number "
                                                "that shows the cell is safe."),

    "mines.lesson_end.lost": ("そのマスには、じらいがありました。", "That cell hid a mine."),
    "mines.lesson_end.won": ("全部開けて、勝ちました! よくできました。このステップの「{rule}」も、ためしてみよう。",
                             "You cleared the board, well played! This step also shows “{rule}”: try it too."),

    # the rule book (gamepkg/mines/rulebook.py): one short sentence each, also at the end of How to Play
    "mines.rule.open": ("マスをクリックすると、そのマスが開きます。", "Click a closed cell to open it."),
    "mines.rule.number": ("開いたマスの数字は、まわりの8マス (ななめも) にかくれているじらいの数です。",
                          "A number tells how many of the 8 cells around it (corners too) hide a mine."),
    "mines.rule.zero_spreads": ("まわりにじらいがないマスは数字が出ず、となりのマスも自動で開きます。",
                                "A cell with no mine around it shows no number and opens its neighbours by itself."),
    "mines.rule.first_safe": ("新しいゲームの最初のクリックは安全です。そのマスとまわりに、じらいはありません。",
                              "The first click of a new game is always safe: no mine is in or next to that cell."),
    "mines.rule.flag": ("右クリック (または F キー) で、じらいだと思うマスに旗を立てます。",
                        "Right-click (or press F) to put a flag on a cell you think hides a mine."),
    "mines.rule.flag_stays_shut": ("旗のマスは、クリックしても、まとめて開けても、0が広がっても開きません。",
                                   "A flagged cell stays closed, even when a 0 spreads or you open around a "
                                   "number."),
    "mines.rule.counter": ("左上の「残り」の数は、じらいの数から旗の数を引いた数です。",
                           "“Mines left” at the top is the number of mines minus your flags."),
    "mines.rule.question": ("旗をもう一度右クリックすると「?」になります。「?」はメモで、「残り」の数に入りません。",
                            "Right-click a flag again and it becomes a “?”: a note that “Mines left” does not "
                            "count."),
    "mines.rule.unmark": ("「?」をもう一度右クリックすると、印が消えます。",
                          "Right-click a “?” once more and the mark is gone."),
    "mines.rule.chord_needs_flags": ("まとめて開けられるのは、数字のまわりの旗の数が、その数字と同じときだけです。",
                                     "You can open around a number only when the flags next to it match the "
                                     "number."),
    "mines.rule.chord": ("旗の数が数字と同じなら、数字をクリックすると、のこりのとなりのマスがまとめて開きます。",
                         "When the flags match, a click on the number opens all its other neighbours."),
    "mines.rule.chord_wrong_flag": ("旗がまちがっていると、まとめて開けたときに、じらいを開けてしまいます。",
                                    "With a wrong flag, opening around a number opens a mine."),
    "mines.rule.lose": ("じらいのマスを開けると負けです。そのとき、全部のじらいと、まちがった旗 (×) が見えます。",
                        "Open a mine and you lose: then every mine shows, and a wrong flag gets a cross."),
    "mines.rule.win": ("じらいのないマスを全部開けたら勝ちです。旗は立てなくてもかまいません。",
                       "You win when every cell without a mine is open; you need not flag the mines."),
}
