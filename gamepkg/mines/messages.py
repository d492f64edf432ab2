"""Minesweeper texts: (Japanese, English). Coordinates are shown as ({column},{row}), counted from 1."""

MESSAGES = {
    "mines.title": ("マインスイーパー", "Minesweeper"),
    "mines.short_title": ("地雷さがし", "Mines"),  # on the tab when the full names do not fit

    # view: timer and results
    "mines.view.ready": ("左クリックで開く・右クリックで旗・数字をクリックで周りを開く (F1: 遊び方)",
                         "Left click opens, right click flags, a click on a number opens around it (F1: help)"),
    "mines.view.time": ("時間: {seconds}秒", "Time {seconds} s"),
    "mines.view.won_status": ("{seconds}秒でクリアしました。", "Cleared in {seconds:second|seconds}."),
    "mines.view.paused": ("一時停止中です。P キーでゲームに戻ります。", "Paused. Press P to go on."),
    "mines.view.lost_hint": ("Ctrl+Z で最後の一手を取り消せます。", "Press Ctrl+Z to take back the last move."),

    # presets and board descriptions
    "mines.preset.beginner": ("初級 (9×9・地雷10個)", "Beginner (9x9, 10 mines)"),
    "mines.preset.intermediate": ("中級 (16×16・地雷40個)", "Intermediate (16x16, 40 mines)"),
    "mines.preset.expert": ("上級 (30×16・地雷99個)", "Expert (30x16, 99 mines)"),
    "mines.params.shape": ("盤面の設定は 16x16n40 (横×縦、n のあとに地雷の数) のように書きます。"
                           "最後に g (運に頼らない盤面) か、コロンと地雷の配置を付けることもできます。",
                           "Board settings look like 16x16n40 (width x height, then n and the number of mines), "
                           "optionally followed by g (no-guess board) or a colon and the mine layout."),
    "mines.params.bad_size": ("横と縦のマス数は1〜{most}にしてください。",
                              "The width and the height must be from 1 to {most}."),
    "mines.params.too_many_mines": ("{width}×{height}の盤面に置ける地雷は{most}個までです ({mines}個は置けません)。",
                                    "A {width}x{height} board holds at most {most:mine|mines}, not {mines}."),
    "mines.params.layout_count": ("地雷の配置には{found}個ありますが、設定では{mines}個です。",
                                  "The layout has {found:mine|mines} but the settings say {mines}."),
    "mines.params.layout_length": ("{width}×{height}の盤面の配置は16進数{expected}桁です ({found}桁ではありません)。",
                                   "The layout of a {width}x{height} board takes {expected:hex digit|hex digits}, "
                                   "not {found}."),
    "mines.params.layout_digits": ("地雷の配置に使える文字は0〜9と a〜f (小文字) だけです。",
                                   "The layout may only use the digits 0-9 and a-f (lowercase)."),
    "mines.params.layout_past_end": ("地雷の配置で、盤面の最後のマスより後ろに地雷があります。",
                                     "The layout has a mine after the last cell of the board."),

    # custom board dialog
    "mines.custom.title": ("カスタム盤面", "Custom board"),
    "mines.custom.width": ("横のマス数", "Width"),
    "mines.custom.height": ("縦のマス数", "Height"),
    "mines.custom.mines": ("地雷の数", "Mines"),
    "mines.custom.no_guess": ("推理だけで解ける盤面にする", "Make the board solvable without guessing"),
    "mines.custom.not_number": ("「{field}」には整数を入れてください。", "Please enter a whole number for {field}."),
    "mines.custom.width_range": ("横のマス数は{min}〜{max}にしてください ({value}は範囲外です)。"
                                 "{most}×{most}までの盤面は「ゲーム ID を入力」で開けます (例: mines:200x200n4000)。",
                                 "The width must be from {min} to {max} ({value} is outside). Boards up to "
                                 "{most}x{most} open through Enter Game ID (e.g. mines:200x200n4000)."),
    "mines.custom.height_range": ("縦のマス数は{min}〜{max}にしてください ({value}は範囲外です)。"
                                  "{most}×{most}までの盤面は「ゲーム ID を入力」で開けます (例: mines:200x200n4000)。",
                                  "The height must be from {min} to {max} ({value} is outside). Boards up to "
                                  "{most}x{most} open through Enter Game ID (e.g. mines:200x200n4000)."),
    "mines.custom.mines_range": ("地雷の数は{min}〜{max}個にしてください ({value}は範囲外です)。",
                                 "The number of mines must be from {min} to {max} ({value} is outside)."),

    # menus and options
    "mines.menu.question_marks": ("「?」マークを使う", "Use question marks"),
    "mines.menu.no_guess": ("運に頼らない盤面", "No-guess boards"),
    "mines.menu.pause": ("一時停止 / 再開", "Pause / Go on"),
    "mines.menu.statistics": ("統計", "Statistics"),
    "mines.menu.coordinates": ("座標を表示", "Show Coordinates"),

    # issue #34: asked before a hint, an undo or a copied game ID turns a counting game under way into a loss
    "mines.confirm.hint": ("記録に数えられるゲームの途中です。ヒントを見ると記録に残らなくなり、負けた1ゲームとして"
                           "統計に数えます。ヒントを見ますか?",
                           "A game that counts for the records is under way. A hint stops it counting, and it "
                           "counts as a game played and lost. See the hint?"),
    "mines.confirm.undo": ("記録に数えられるゲームの途中です。手を戻すと記録に残らなくなり、負けた1ゲームとして"
                           "統計に数えます。手を戻しますか?",
                           "A game that counts for the records is under way. Taking back a move stops it "
                           "counting, and it counts as a game played and lost. Take the move back?"),
    "mines.confirm.id_shown": ("記録に数えられるゲームの途中です。ゲーム ID には盤面が入っているので、コピーすると"
                               "記録に残らなくなり、負けた1ゲームとして統計に数えます。コピーしますか?",
                               "A game that counts for the records is under way. Its game ID tells the board, so "
                               "copying it stops the game counting, and it counts as a game played and lost. "
                               "Copy it?"),

    # statistics
    "mines.stats.title": ("マインスイーパーの統計", "Minesweeper statistics"),
    "mines.stats.custom": ("カスタム盤面", "Custom boards"),
    "mines.stats.played": ("遊んだ回数: {count}回", "Games played: {count}"),
    "mines.stats.won": ("勝った回数: {count}回 (勝率{percent}%)", "Games won: {count} ({percent}%)"),
    "mines.stats.streak": ("現在の連勝: {count}回", "Current winning streak: {count}"),
    "mines.stats.best_streak": ("最長の連勝: {count}回", "Longest winning streak: {count}"),
    "mines.stats.times": ("ベストタイム:", "Best times:"),
    "mines.stats.reset": ("リセット", "Reset"),
    "mines.stats.close": ("閉じる", "Close"),
    "mines.stats.reset_ask": ("統計とベストタイムをすべて消しますか? 元には戻せません。",
                              "Clear all statistics and best times? This cannot be undone."),
    "mines.stats.reset_failed": ("統計を保存できないため、リセットできませんでした。",
                                 "The statistics cannot be saved here, so they were not reset."),
    # fair records (#20): no-guess boards keep tables of their own
    "mines.stats.no_guess_table": ("運に頼らない盤面: {table}", "No-guess boards: {table}"),
    "mines.stats.new_best": ("ベストタイム{rank}位: {seconds}秒!", "A new best time: {seconds} s, number {rank}!"),

    # status line and banners
    "mines.status.playing": ("残りの地雷: {left}", "Mines left: {left}"),
    "mines.banner.won": ("ゲームクリア! おめでとうございます!", "You win! Congratulations!"),
    "mines.banner.lost": ("ゲームオーバー", "Game over"),
    "mines.banner.paused": ("一時停止中", "Paused"),
    # fair records (#20): a no-guess generator that gave up deals an ordinary board, kept in the ordinary tables
    "mines.no_guess_gave_up": ("推理だけで解ける盤面が見つかりませんでした。これは普通の盤面です (記録も普通の盤面の表に入ります)。",
                               "No board solvable without guessing was found; this is an ordinary board (its "
                               "records go into the ordinary tables)."),

    # games too big for the window (game IDs and saves)
    "mines.too_big.board": ("{width}×{height}の盤面は{cells}マスあります。このアプリで遊べるのは{most}マスまでです。",
                            "A {width}x{height} board has {cells:cell|cells}; this suite plays boards of at most {most:cell|cells}."),
    "mines.too_big.save": ("このセーブには{moves}手入っています。{width}×{height}の盤面で読み込めるのは{most}手までです。",
                           "This save holds {moves:move|moves}; a {width}x{height} board can load at most {most}."),

    # what a cell shows (for the status bar and screen readers)

    # why a move was refused (reason codes of IllegalMove)
    "mines.reason.bad_move": ("その操作は読み取れません。", "That move cannot be read."),
    "mines.reason.game_over": ("ゲームは終わっています。", "The game is over."),
    "mines.reason.off_board": ("そのマスは盤面の外です。", "That cell is off the board."),
    "mines.reason.already_open": ("そのマスはもう開いています。", "That cell is already open."),
    "mines.reason.flagged": ("旗の立っているマスは開けません。先に旗を外してください。",
                             "A flagged cell cannot be opened. Remove the flag first."),
    "mines.reason.not_opened": ("まとめて開けるのは、開いている数字のマスだけです。",
                                "Only an open number can open the cells around it."),
    "mines.reason.chord_count": ("この{number}の周りの旗は{flags}本です。まとめて開けるには旗がちょうど{number}本必要です。",
                                 "This {number} has {flags:flag|flags} around it; it needs exactly {number} to open "
                                 "the rest."),
    "mines.reason.nothing_to_open": ("この数字の周りに開けるマスはもうありません。",
                                     "There is nothing left to open around this number."),
    "mines.reason.same_mark": ("そのマスにはもうその印が付いています。", "That cell already has that mark."),

    # events (what a move did)
    "mines.event.open": ("({column},{row}) を開けました。", "Opened ({column},{row})."),
    "mines.event.chord": ("({column},{row}) の周りの{count}マスを開けました。", "Opened the {count:cell|cells} around ({column},{row})."),
    "mines.event.mines_placed": ("地雷を{count}個配置しました。", "{count:mine was|mines were} placed."),
    "mines.event.no_guess_gave_up": ("推理だけで解ける盤面は見つかりませんでした。",
                                     "No board solvable without guessing was found."),
    "mines.event.opened": ("{count}マスが開きました。", "{count:cell|cells} opened."),
    "mines.event.boom": ("({column},{row}) は地雷でした!", "({column},{row}) was a mine!"),
    "mines.event.won": ("すべての安全なマスを開けました!", "Every safe cell is open!"),
    "mines.event.lost": ("地雷を開けてしまいました。", "You opened a mine."),
    "mines.event.mark_0": ("({column},{row}) の印を消しました。", "Cleared the mark on ({column},{row})."),
    "mines.event.mark_1": ("({column},{row}) に旗を立てました。", "Flagged ({column},{row})."),
    "mines.event.mark_2": ("({column},{row}) に「?」マークを付けました。", "Put a question mark on ({column},{row})."),

    # hints (mines_solver.hint); coordinates are (column,row) from 1
    "mines.hint.first_click": ("最初の一手はどこを開けても安全です。たとえば ({column},{row}) はどうでしょう。",
                               "The first open is always safe: try ({column},{row}), for example."),
    "mines.hint.guess": ("今の数字だけでは確実なマスがありません。運に任せて開けるしかありません。",
                         "Nothing can be proven from the numbers now: you have to guess."),
    "mines.hint.over": ("ゲームは終わっています。", "The game is over."),
    "mines.hint.wrong_flag": ("({column},{row}) の旗はまちがいです。そこに地雷はありません。",
                              "The flag on ({column},{row}) is wrong: there is no mine there."),
    "mines.hint.single_safe": (
        "({source_column},{source_row}) の{number}は、周りに旗を立てた (確定した) 地雷がもう{number}個あるので、({column},{row}) は安全です。",
        "The {number} at ({source_column},{source_row}) already has {number} flagged/known mines around it, so ({column},{row}) is safe."),
    "mines.hint.single_mine": (
        "({source_column},{source_row}) の{number}の周りで地雷がありうるマスはちょうど{number}個なので、({column},{row}) は地雷です。",
        "The {number} at ({source_column},{source_row}) has exactly {number:cell|cells} around it that can hold a mine, "
        "so ({column},{row}) is a mine."),
    "mines.hint.pair_safe": (
        "({a_column},{a_row}) の{number_a}はあと{need_a}個の地雷が必要で、そのうち少なくとも{shared}個は "
        "({b_column},{b_row}) の{number_b}と共通のマスにあります。{number_b}に必要なのはあと{need_b}個なので、"
        "({column},{row}) は安全です。",
        "The {number_a} at ({a_column},{a_row}) still needs {need_a} mine(s), and at least {shared} of them lie in cells "
        "it shares with the {number_b} at ({b_column},{b_row}), which needs only {need_b}. So ({column},{row}) is safe."),
    "mines.hint.pair_mine": (
        "({b_column},{b_row}) の{number_b}はあと{need_b}個の地雷が必要ですが、({a_column},{a_row}) の{number_a}と共通のマスには"
        "多くても{shared}個しか入りません。残りは地雷なので、({column},{row}) は地雷です。",
        "The {number_b} at ({b_column},{b_row}) still needs {need_b} mine(s), but at most {shared} fit in the cells it "
        "shares with the {number_a} at ({a_column},{a_row}). The rest are mines, so ({column},{row}) is a mine."),
    "mines.hint.exhaustive_safe": (
        "近くの{numbers}個の数字を満たす地雷の置き方 ({ways}通り) をすべて調べると、"
        "どの置き方でも ({column},{row}) は安全です。",
        "Checking all {ways:way|ways} to place mines around the {numbers:nearby number|nearby numbers}, "
        "({column},{row}) is safe in every one."),
    "mines.hint.exhaustive_mine": (
        "近くの{numbers}個の数字を満たす地雷の置き方 ({ways}通り) をすべて調べると、"
        "どの置き方でも ({column},{row}) は地雷です。",
        "Checking all {ways:way|ways} to place mines around the {numbers:nearby number|nearby numbers}, "
        "({column},{row}) is a mine in every one."),
    "mines.hint.count_safe": ("地雷{mines}個はすべて見つかっているので、({column},{row}) は安全です。",
                              "Every mine is found ({mines:mine|mines} in all), so ({column},{row}) is safe."),
    "mines.hint.count_mine": ("残りの地雷{left}個と、まだ分からないマスの数が同じなので、({column},{row}) は地雷です。",
                              "The {left:mine left exactly fills|mines left exactly fill} the cells not yet known, so ({column},{row}) is a mine."),
    "mines.hint.endgame_safe": ("残りの地雷は{left}個。その置き方をすべて調べると、({column},{row}) は必ず安全です。",
                                "With {left:mine|mines} left, every possible placement leaves ({column},{row}) safe."),
    "mines.hint.endgame_mine": ("残りの地雷は{left}個。その置き方をすべて調べると、({column},{row}) は必ず地雷です。",
                                "With {left:mine|mines} left, every possible placement puts a mine on ({column},{row})."),

    # how to play
    "mines.help": (
        "地雷が隠れていないマスをすべて開けるとクリアです。\n"
        "・クリック (またはスペースキー) でマスを開けます。マスはボタンを離したときに開くので、押したまま盤の外へ"
        "動かせば取り消せます。地雷を開けるとゲームオーバーです。\n"
        "・開いたマスの数字は、周りの8マスに隠れている地雷の数です。0のマスは周りを自動で開けます。\n"
        "・右クリック (または F キー) で旗を立てます。旗のマスは開きません。もう一度右クリックすると「?」マーク (メモ)、"
        "もう一度で印なしです (オプションで「?」マークを使わないこともできます)。\n"
        "・数字のマスをクリック (または左右のボタンを同時に押して離す) すると、周りの旗の数が数字と同じとき、"
        "残りのマスをまとめて開けます。"
        "旗がまちがっていると地雷を開けてしまいます。\n"
        "・最初に開けるマスとその周りの{around}マスには地雷がありません。\n"
        "・ヒントは確実に安全なマスか地雷のマスを、理由と一緒に教えてくれます。そのマスは黄色、理由になる数字は水色で、"
        "盤面が変わるまで示されます。座標は (列,行) で、1から数えます。オプションの「座標を表示」で盤の上と左に番号が出ます。\n"
        "・統計 (ゲームメニューの「統計」) とベストタイムに数えるのは、このウィンドウでアプリが配った盤面 (新しいゲーム、F2、"
        "プリセット) を、最初のクリックから最後まで一度に遊んだゲームだけです。ヒント、元に戻す、最初からやり直す、読み込みを"
        "使ったときや、終わる前にゲーム ID をコピーしたときは数えません。ゲーム ID やセーブから開いたゲームは練習です。"
        "最後まで遊べますが、「練習です。記録に残りません」と出ます。記録に数えなくなったときは、その理由がステータスバーに出て、"
        "遊んでいる途中のゲームはそのとき負けとして数えます。記録に数えるゲームの途中でヒント、元に戻す、"
        "ゲーム ID のコピーを使うときや、別のゲームを始めたり、読み込んだり、終了したりするときは、先に確認して (答えの初めは「いいえ」です) 負けとして数えます。一時停止 (P) やほかのタブの間は"
        "時計が止まって盤面が隠れるので、記録に数えたままです。運に頼らない盤面は別の表に数えます。"
        "カスタム盤面は回数と勝ちを数えますが、ベストタイムは残しません (大きさのちがう盤面がひとつの表に入るため)。\n"
        "・時間はセーブに保存され、読み込むと続きから数えます (いま遊んでいるゲームをセーブの所まで戻しても、時間は戻りません)。ほかのタブやダイアログを開いている間は時計が止まり、遊んでいる盤面は隠れます。\n"
        "・P キー (またはゲームメニューの「一時停止 / 再開」) で一時停止します。止めている間は時計が止まり、盤面は隠れます。\n"
        "・ウィンドウに収まらない大きな盤面は、スクロールバー、マウスホイール (Shift を押しながらで横)、矢印キーで動かせます。",
        "Open every cell that hides no mine.\n"
        "- Click (or press Space) to open a cell. It opens when you let go of the button: move off the board "
        "before letting go to change your mind. Opening a mine ends the game.\n"
        "- A number tells how many of the 8 cells around it hide mines. A 0 opens its neighbours for you.\n"
        "- Right-click (or press F) to put a flag on a cell you think is a mine; a flagged cell cannot be "
        "opened. Right-click again for a question mark (a note), once more to clear it (Options can turn question "
        "marks off).\n"
        "- Click an open number (or press both buttons on it) whose flags around it match it to open all its "
        "other neighbours at once. "
        "A wrong flag means you open a mine.\n"
        "- The first cell you open and the {around:cell|cells} around it never hide a mine.\n"
        "- A hint shows a cell that is surely safe or surely a mine, and why: the cell turns yellow and the "
        "numbers that prove it light blue until the board changes. Coordinates are (column,row), counted from 1; "
        "Options > Show Coordinates numbers the columns above the board and the rows on its left.\n"
        "- Statistics (Game > Statistics) and best times count only a game the suite dealt at random in this "
        "window (New, F2, a preset), played from its first click to its end in one go, with no hint, no Undo, no "
        "Restart and no Load, and whose game ID was not copied before its end. A game opened from a game ID or a "
        "save is practice: it plays fully and says \"Practice: not recorded\". The status line says the moment a "
        "game stops counting, and why; a game under way then counts as lost. So does a counting game you leave "
        "for another game, Load or Quit. While a counting game is under way, a hint, Undo, Copy Game ID, a new "
        "game, Load and Quit ask first (No is the default answer). Pause (P) and "
        "other tabs stop the clock and cover the board, so the game still counts. No-guess boards have tables "
        "of their own. Custom boards count games and wins but keep no best times (boards of every size share one table).\n"
        "- Saves keep the time, and Load goes on from it (loading the game on screen back to its save does not turn its clock back). The clock stops while another tab or a dialog is open, and a game under way is covered meanwhile.\n"
        "- P (or Game > Pause / Go on) pauses: the clock stops and the board is hidden until you press P again.\n"
        "- A board bigger than the window scrolls: use the scrollbars, the mouse wheel (with Shift for sideways) "
        "or the arrow keys."),
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

    # exercises of Help → How This Game Is Made (gamepkg/source_info.py numbers them; the same in both languages)
    "mines.exercise.1": (
        "最初に開けたマスだけを安全にして、周りの3×3は安全にしないようにしましょう。gamepkg/mines/grid.py の "
        "`safe_zone` と、遊び方の最初のマスの行 (gamepkg/mines/messages.py の `mines.help`、日本語と英語) を"
        "書きかえます。古いルールを確かめているテストも新しいルールに直します: tests/test_mines_rules.py の "
        "`test_first_open_never_hits_a_mine_and_opens_a_zero_region` と、tests/test_mines_solver.py の証明と"
        "「運に頼らない盤面」のテストです (上級の運に頼らない盤面はずっと見つかりにくくなるので、`NO_GUESS_TRIES` "
        "と `NO_GUESS_STEPS` も見直しましょう)。シードの記録: 変わりません。記録は地雷の配置が決まった盤面で、"
        "安全な範囲がないからです。",
        "Make only the clicked cell safe on the first open, not its 3x3 block. Change `safe_zone` in "
        "gamepkg/mines/grid.py and the How to Play line about the first open (`mines.help` in gamepkg/mines/messages.py, "
        "both languages). Bring the tests of the old rule up to date: "
        "`test_first_open_never_hits_a_mine_and_opens_a_zero_region` in tests/test_mines_rules.py and the proof and "
        "no-guess tests of tests/test_mines_solver.py (no-guess expert boards become much harder to find: look at "
        "`NO_GUESS_TRIES` and `NO_GUESS_STEPS` too). Seed playthroughs: none change, because they use fixed mine "
        "layouts, which have no safe block."),
    "mines.exercise.2": (
        "旗と同じように、「?」マークのマスも数字のクリック (まとめて開く) では開かないようにしましょう。"
        "先に tests/test_mines_rules.py にテストを書きます。gamepkg/mines/rules.py の `_chord` で開くマスから "
        "`state.questions` のマスを外し、`_chord_allowed` の数え方も同じにします (`legal_moves` とウィンドウの"
        "操作はこれに従います)。遊び方のまとめて開く説明 (`mines.help`、日本語と英語) も直します。"
        "シードの記録: 変わりません。記録にあるのはマスを開く手だけだからです。",
        "Let a question mark protect a cell from a chord, as a flag does. Write the test first, in "
        "tests/test_mines_rules.py. In gamepkg/mines/rules.py leave the cells of `state.questions` out of the cells "
        "`_chord` opens and out of the count in `_chord_allowed` (`legal_moves` and the window follow it), and say "
        "so in the chord line of `mines.help` (both languages). Seed playthroughs: none change, because they only "
        "open cells."),
    "mines.exercise.3": (
        "プリセット `tiny` (5×5・地雷3個) を足しましょう。gamepkg/mines/params.py の `PRESETS` に1行足し、メニューに"
        "出る名前 `mines.preset.tiny` を gamepkg/mines/messages.py に日本語と英語で書きます。「新しいゲーム」の"
        "メニューとベストタイムの一覧は `PRESETS` を読むので、ほかは変えなくてかまいません "
        "(tests/test_mines_messages.py が、どのプリセットにも名前があるかを確かめます)。"
        "シードの記録: 変わりません。",
        "Add a preset `tiny` (5x5 with 3 mines): one line in `PRESETS` (gamepkg/mines/params.py) and its menu name "
        "`mines.preset.tiny` in gamepkg/mines/messages.py, in both languages. The Game > New menu and the best "
        "times read `PRESETS`, so nothing else changes (tests/test_mines_messages.py checks that every preset has "
        "a name). Seed playthroughs: none change."),
    "mines.exercise.4": (
        "盤面をドーナツ形にしましょう。左端は右端に、上端は下端につながります。gamepkg/mines/grid.py の "
        "`neighbours` (`%` で折り返す)、速さのために自分で数えている `compute_counts`、端から離れたマスでは "
        "`neighbours` を使わない `flood` の近道を書きかえます。`safe_zone` とヒントの推理 "
        "(gamepkg/mines/solver.py) は `neighbours` を使うので、そのまま従います。横か縦が3マスより小さい"
        "盤面では、折り返した隣が重なるので気をつけましょう。食い違うシードの記録: "
        "tests/data/conformance/mines/ のほとんどです (端のマスの数字と、0が広がる範囲。元の平らな盤面の"
        "記録だからです)。tests/test_mines_rules.py の端や角のテストも新しいルールに直します。",
        "Play on a torus: the left edge touches the right one, the top touches the bottom. In gamepkg/mines/grid.py "
        "change `neighbours` (wrap with `%`), `compute_counts` (it counts on its own, for speed) and the quick path "
        "of `flood` (away from the edges it does not call `neighbours`); `safe_zone` and the hint solver "
        "(gamepkg/mines/solver.py) use `neighbours` and follow. Mind boards less than 3 cells wide or high, where "
        "a wrapped neighbour comes twice. Seed playthroughs that will differ: most of tests/data/conformance/mines/ "
        "(the numbers and floods along the edges: they record the flat board). The edge and corner tests of "
        "tests/test_mines_rules.py need the new rule too."),
}
