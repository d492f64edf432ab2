"""Minesweeper texts: (Japanese, English). Coordinates are shown as ({column},{row}), counted from 1."""

MESSAGES = {
    "mines.title": ("マインスイーパー", "Minesweeper"),

    # view: timer and results
    "mines.view.ready": ("左クリックで開く・右クリックで旗・数字をクリックで周りを開く (F1: 遊び方)",
                         "Left click opens, right click flags, a click on a number opens around it (F1: help)"),
    "mines.view.time": ("時間 {seconds}秒", "Time {seconds} s"),
    "mines.view.won_status": ("{seconds}秒でクリアしました。", "Cleared in {seconds} seconds."),
    "mines.view.paused": ("一時停止中です。P キーでゲームに戻ります。", "Paused. Press P to go on."),
    "mines.view.lost_hint": ("Ctrl+Z で最後の一手を取り消せます。", "Press Ctrl+Z to take back the last move."),

    # presets and board descriptions
    "mines.preset.beginner": ("初級 (9×9・地雷10個)", "Beginner (9x9, 10 mines)"),
    "mines.preset.intermediate": ("中級 (16×16・地雷40個)", "Intermediate (16x16, 40 mines)"),
    "mines.preset.expert": ("上級 (30×16・地雷99個)", "Expert (30x16, 99 mines)"),
    "mines.preset.custom": ("カスタム…", "Custom..."),
    "mines.params.describe": ("{width}×{height}・地雷{mines}個", "{width}x{height}, {mines} mines"),
    "mines.params.fixed": ("固定配置の盤面", "fixed layout"),
    "mines.params.no_guess": ("運に頼らない盤面", "no-guess board"),

    # custom board dialog
    "mines.custom.title": ("カスタム盤面", "Custom board"),
    "mines.custom.width": ("横のマス数", "Width"),
    "mines.custom.height": ("縦のマス数", "Height"),
    "mines.custom.mines": ("地雷の数", "Mines"),
    "mines.custom.no_guess": ("推理だけで解ける盤面にする", "Make the board solvable without guessing"),
    "mines.custom.not_number": ("「{field}」には整数を入れてください。", "Please enter a whole number for {field}."),
    "mines.custom.width_range": ("横のマス数は{min}〜{max}にしてください({value}は範囲外です)。",
                                 "The width must be from {min} to {max} ({value} is outside)."),
    "mines.custom.height_range": ("縦のマス数は{min}〜{max}にしてください({value}は範囲外です)。",
                                  "The height must be from {min} to {max} ({value} is outside)."),
    "mines.custom.mines_range": ("地雷の数は{min}〜{max}個にしてください({value}は範囲外です)。",
                                 "The number of mines must be from {min} to {max} ({value} is outside)."),

    # menus and options
    "mines.menu.question_marks": ("「?」マークを使う", "Use question marks"),
    "mines.menu.hint": ("ヒント", "Hint"),
    "mines.menu.no_guess": ("運に頼らない盤面", "No-guess boards"),
    "mines.menu.pause": ("一時停止 / 再開", "Pause / Go on"),
    "mines.menu.statistics": ("統計", "Statistics"),
    "mines.menu.coordinates": ("座標を表示", "Show Coordinates"),

    # statistics
    "mines.stats.title": ("マインスイーパーの統計", "Minesweeper statistics"),
    "mines.stats.custom": ("カスタム盤面", "Custom boards"),
    "mines.stats.played": ("遊んだ回数: {count}回", "Games played: {count}"),
    "mines.stats.won": ("勝った回数: {count}回 (勝率 {percent}%)", "Games won: {count} ({percent}%)"),
    "mines.stats.streak": ("現在の連勝: {count}", "Current winning streak: {count}"),
    "mines.stats.best_streak": ("最長の連勝: {count}", "Longest winning streak: {count}"),
    "mines.stats.times": ("ベストタイム:", "Best times:"),
    "mines.stats.reset": ("リセット", "Reset"),
    "mines.stats.close": ("閉じる", "Close"),
    "mines.stats.reset_ask": ("統計とベストタイムをすべて消しますか?元には戻せません。",
                              "Clear all statistics and best times? This cannot be undone."),
    "mines.stats.reset_failed": ("統計を保存できないため、リセットできませんでした。",
                                 "The statistics cannot be saved here, so they were not reset."),
    "mines.stats.new_best": ("ベストタイム {rank} 位: {seconds}秒!", "A new best time: {seconds} s, number {rank}!"),

    # status line and banners
    "mines.status.playing": ("残りの地雷: {left}", "Mines left: {left}"),
    "mines.status.won": ("クリア!すべての安全なマスを開けました。", "Cleared! Every safe cell is open."),
    "mines.status.lost": ("地雷を開けてしまいました…", "You opened a mine..."),
    "mines.banner.won": ("ゲームクリア!おめでとうございます!", "You win! Congratulations!"),
    "mines.banner.lost": ("ゲームオーバー", "Game over"),
    "mines.banner.paused": ("一時停止中", "Paused"),
    "mines.no_guess_gave_up": ("推理だけで解ける盤面が見つからなかったので、普通の盤面で遊びます。",
                               "No board solvable without guessing was found, so this is a normal board."),

    # games too big for the window (game IDs and saves)
    "mines.too_big.board": ("{width}×{height}の盤面は{cells}マスあります。このアプリで遊べるのは{most}マスまでです。",
                            "A {width}x{height} board has {cells} cells; this suite plays boards of at most {most} cells."),
    "mines.too_big.save": ("このセーブには{moves}手入っています。{width}×{height}の盤面で読み込めるのは{most}手までです。",
                           "This save holds {moves} moves; a {width}x{height} board can load at most {most}."),

    # what a cell shows (for the status bar and screen readers)
    "mines.cell.hidden": ("未開封", "hidden"),
    "mines.cell.flag": ("旗", "flag"),
    "mines.cell.question": ("?マーク", "question mark"),
    "mines.cell.number": ("周りの地雷 {number}個", "{number} mines around"),
    "mines.cell.mine": ("地雷", "mine"),
    "mines.cell.exploded": ("踏んだ地雷", "exploded mine"),
    "mines.cell.wrong_flag": ("まちがった旗", "wrong flag"),
    "mines.cell.at": ("({column},{row}) {what}", "({column},{row}) {what}"),

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
                                 "This {number} has {flags} flags around it; it needs exactly {number} to open "
                                 "the rest."),
    "mines.reason.nothing_to_open": ("この数字の周りに開けるマスはもうありません。",
                                     "There is nothing left to open around this number."),
    "mines.reason.same_mark": ("そのマスにはもうその印が付いています。", "That cell already has that mark."),

    # events (what a move did)
    "mines.event.open": ("({column},{row}) を開けました。", "Opened ({column},{row})."),
    "mines.event.chord": ("({column},{row}) の周りの{count}マスを開けました。", "Opened the {count} cells around ({column},{row})."),
    "mines.event.mines_placed": ("地雷を{count}個配置しました。", "{count} mines were placed."),
    "mines.event.no_guess_gave_up": ("推理だけで解ける盤面は見つかりませんでした。",
                                     "No board solvable without guessing was found."),
    "mines.event.opened": ("{count}マスが開きました。", "{count} cells opened."),
    "mines.event.boom": ("({column},{row}) は地雷でした!", "({column},{row}) was a mine!"),
    "mines.event.won": ("すべての安全なマスを開けました!", "Every safe cell is open!"),
    "mines.event.lost": ("地雷を開けてしまいました。", "You opened a mine."),
    "mines.event.mark_0": ("({column},{row}) の印を消しました。", "Cleared the mark on ({column},{row})."),
    "mines.event.mark_1": ("({column},{row}) に旗を立てました。", "Flagged ({column},{row})."),
    "mines.event.mark_2": ("({column},{row}) に?マークを付けました。", "Put a question mark on ({column},{row})."),

    # hints (mines_solver.hint); coordinates are (column,row) from 1
    "mines.hint.first_click": ("最初の一手はどこを開けても安全です。たとえば ({column},{row}) はどうでしょう。",
                               "The first open is always safe: try ({column},{row}), for example."),
    "mines.hint.guess": ("今の数字だけでは確実なマスがありません。運に任せて開けるしかありません。",
                         "Nothing can be proven from the numbers now: you have to guess."),
    "mines.hint.over": ("ゲームは終わっています。", "The game is over."),
    "mines.hint.wrong_flag": ("({column},{row}) の旗はまちがいです。そこに地雷はありません。",
                              "The flag on ({column},{row}) is wrong: there is no mine there."),
    "mines.hint.single_safe": (
        "({source_column},{source_row}) の{number}は、周りに旗を立てた(確定した)地雷がもう{number}個あるので、({column},{row}) は安全です。",
        "The {number} at ({source_column},{source_row}) already has {number} flagged/known mines around it, so ({column},{row}) is safe."),
    "mines.hint.single_mine": (
        "({source_column},{source_row}) の{number}の周りで地雷がありうるマスはちょうど{number}個なので、({column},{row}) は地雷です。",
        "The {number} at ({source_column},{source_row}) has exactly {number} cells around it that can hold a mine, "
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
        "近くの{numbers}個の数字を満たす地雷の置き方({ways}通り)をすべて調べると、"
        "どの置き方でも ({column},{row}) は安全です。",
        "Checking all {ways} ways to place mines around the {numbers} nearby numbers, "
        "({column},{row}) is safe in every one."),
    "mines.hint.exhaustive_mine": (
        "近くの{numbers}個の数字を満たす地雷の置き方({ways}通り)をすべて調べると、"
        "どの置き方でも ({column},{row}) は地雷です。",
        "Checking all {ways} ways to place mines around the {numbers} nearby numbers, "
        "({column},{row}) is a mine in every one."),
    "mines.hint.count_safe": ("地雷{mines}個はすべて見つかっているので、({column},{row}) は安全です。",
                              "All {mines} mines are found, so ({column},{row}) is safe."),
    "mines.hint.count_mine": ("残りの地雷{left}個と、まだ分からないマスの数が同じなので、({column},{row}) は地雷です。",
                              "The {left} mines left exactly fill the cells not yet known, so ({column},{row}) is a mine."),
    "mines.hint.endgame_safe": ("残りの地雷は{left}個。その置き方をすべて調べると、({column},{row}) は必ず安全です。",
                                "With {left} mines left, every possible placement leaves ({column},{row}) safe."),
    "mines.hint.endgame_mine": ("残りの地雷は{left}個。その置き方をすべて調べると、({column},{row}) は必ず地雷です。",
                                "With {left} mines left, every possible placement puts a mine on ({column},{row})."),

    # how to play
    "mines.help": (
        "地雷が隠れていないマスをすべて開けるとクリアです。\n"
        "・クリック(またはスペースキー)でマスを開けます。マスはボタンを離したときに開くので、押したまま盤の外へ"
        "動かせば取り消せます。地雷を開けるとゲームオーバーです。\n"
        "・開いたマスの数字は、周りの8マスに隠れている地雷の数です。0のマスは周りを自動で開けます。\n"
        "・右クリック(または F キー)で旗を立てます。旗のマスは開きません。設定によっては「?」マークも付けられます。\n"
        "・数字のマスをクリック(または左右のボタンを同時に押して離す)すると、周りの旗の数が数字と同じとき、"
        "残りのマスをまとめて開けます。"
        "旗がまちがっていると地雷を開けてしまいます。\n"
        "・最初に開けるマスとその周りには地雷がありません。\n"
        "・ヒントは確実に安全なマスか地雷のマスを、理由と一緒に教えてくれます。そのマスは黄色、理由になる数字は水色で、"
        "盤面が変わるまで示されます。座標は(列,行)で、1から数えます。オプションの「座標を表示」で盤の上と左に番号が出ます。\n"
        "・統計(ゲームメニューの「統計」)とベストタイムに数えるのは、一度で最後まで遊んで勝ち負けの決まったゲームだけです。"
        "ヒントを見たとき、負けた手を元に戻したとき、最初からやり直したとき、勝ち負けの決まったゲームをセーブやゲーム ID "
        "から開き直したときは数えません。固定配置の盤面も数えません。\n"
        "・時間はセーブに保存され、読み込むと続きから数えます。ほかのタブやダイアログを開いている間は時計が止まります。\n"
        "・P キー(またはゲームメニューの「一時停止 / 再開」)で一時停止します。止めている間は時計が止まり、盤面は隠れます。\n"
        "・ウィンドウに収まらない大きな盤面は、スクロールバー、マウスホイール(Shift を押しながらで横)、矢印キーで動かせます。",
        "Open every cell that hides no mine.\n"
        "- Click (or press Space) to open a cell. It opens when you let go of the button: move off the board "
        "before letting go to change your mind. Opening a mine ends the game.\n"
        "- A number tells how many of the 8 cells around it hide mines. A 0 opens its neighbours for you.\n"
        "- Right-click (or press F) to put a flag on a cell you think is a mine; a flagged cell cannot be "
        "opened. Question marks can be turned on in the options.\n"
        "- Click an open number (or press both buttons on it) whose flags around it match it to open all its "
        "other neighbours at once. "
        "A wrong flag means you open a mine.\n"
        "- The first cell you open and the cells around it never hide a mine.\n"
        "- A hint shows a cell that is surely safe or surely a mine, and why: the cell turns yellow and the "
        "numbers that prove it light blue until the board changes. Coordinates are (column,row), counted from 1; "
        "Options > Show Coordinates numbers the columns above the board and the rows on its left.\n"
        "- Statistics (Game > Statistics) and best times count only a game played through once to its win or "
        "loss: after a hint, taking back the move that lost, Restart, or opening a game that has ended again "
        "(from a save or its game ID), the game no longer counts. Fixed-layout boards never count.\n"
        "- Saves keep the time, and Load goes on from it. The clock stops while another tab or a dialog is open.\n"
        "- P (or Game > Pause / Go on) pauses: the clock stops and the board is hidden until you press P again.\n"
        "- A board bigger than the window scrolls: use the scrollbars, the mouse wheel (with Shift for sideways) "
        "or the arrow keys."),
}
