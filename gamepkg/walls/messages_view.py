"""Delayed Walls tab texts (widgets/walls/view.py and its panels). MESSAGES = {key: (japanese, english)}."""

MESSAGES = {
    # the level list
    "walls.view.levels": ("レベル", "Levels"),
    "walls.view.col.level": ("レベル", "Level"),
    "walls.view.col.best": ("ベスト", "Best"),
    "walls.view.col.par": ("最短", "Par"),
    "walls.view.play": ("遊ぶ", "Play"),
    "walls.view.folder": ("フォルダ...", "Folder..."),
    "walls.view.reload": ("再読み込み", "Reload"),
    # the level list folded behind a toggle (issue 22 point 2: the board first)
    "walls.view.levels_button": ("レベル一覧 (L)", "Levels (L)"),
    "walls.view.preset": ("レベル{number}: {title}", "Level {number}: {title}"),
    "walls.view.row_shipped": ("{number}. {title}", "{number}. {title}"),
    "walls.view.row_folder": ("\u25b8 {title} ({file})", "\u25b8 {title} ({file})"),
    # the class levels folder in the list (issue 25): read-only, marked as the class's
    "walls.view.row_class": ("\u25b8 [クラス] {title}", "\u25b8 [class] {title}"),  # the detail names the file
    "walls.view.detail_class": ("「{title}」 (クラスのレベルフォルダの {file}。読むだけで、書きこみません)",
                                "“{title}” from the class levels folder ({file}; read-only)"),
    "walls.view.row_broken_class": ("\u2717 [クラス] {where}: {reason}", "\u2717 [class] {where}: {reason}"),
    "walls.view.detail_edit_hint": (" (ゲーム > レベルを編集... で盤面に印が出ます)",
                                    " (Game > Edit Level... marks it on the board)"),
    "walls.view.detail_warning": ("{detail}\n注意: {reason}", "{detail}\nNote: {reason}"),
    "walls.view.row_broken": ("\u2717 {where}: {reason}", "\u2717 {where}: {reason}"),
    "walls.view.where_file": ("{file}", "{file}"),
    "walls.view.where_line": ("{file} {line}行目", "{file} line {line}"),
    "walls.view.where_row": ("{file} {line}行目 (盤面の{row}行目)", "{file} line {line} (board row {row})"),
    "walls.view.detail_broken": ("遊べません。{where}: {reason}", "Cannot be played. {where}: {reason}"),
    "walls.view.detail_folder": ("「{title}」 (レベルフォルダの {file})", "“{title}” from the levels folder ({file})"),
    "walls.view.broken_summary": ("灰色のファイル{count}個は遊べません。選ぶと理由が出ます。",
                                  "{count} greyed file(s) cannot be played: select one to see why."),
    "walls.view.not_playable": ("このレベルは遊べません。{where}: {reason}",
                                "This level cannot be played. {where}: {reason}"),
    "walls.view.reloaded": ("レベルフォルダを読み直しました ({count}個のファイル)。",
                            "Levels folder read again ({count:file|files})."),
    "walls.view.folder_info": ("自分のレベルはこのフォルダに入ります:\n{path}\n\n"
                               "ゲーム > 新しいレベル... で作って保存するか、.txt ファイルを置いて「再読み込み」を"
                               "押してください。書き方 (# 壁、. 床、* 光、S スタート、E 出口) は ヘルプ > "
                               "レベルファイルの書き方 にあります。",
                               "Your own levels go in this folder:\n{path}\n\n"
                               "Make one with Game > New Level... and Save, or put .txt files there and press "
                               "Reload. How to write them (# wall, . floor, * light, S start, E exit): Help > "
                               "Level Files."),
    "walls.view.folder_failed": ("レベルフォルダを作れませんでした:\n{path}\n({reason})",
                                 "The levels folder could not be created:\n{path}\n({reason})"),
    # the info panel
    "walls.view.stats": ("このレベル", "This level"),
    "walls.view.stat.moves": ("手数", "Moves"),
    "walls.view.stat.lights": ("光", "Lights"),
    "walls.view.stat.best": ("ベスト", "Best"),
    "walls.view.stat.par": ("最短", "Par"),
    "walls.view.par_pending": ("計算中…", "working..."),
    "walls.view.par_too_hard": ("計算しきれません", "too hard to work out"),
    "walls.view.queue": ("これから壁になる床", "Walls on the way"),
    "walls.view.queue_row": ("({x}, {y}) あと{left}手で壁", "({x}, {y}) becomes a wall in {left:move|moves}"),
    "walls.view.queue_next": ("({x}, {y}) 次の一手で壁!", "({x}, {y}) becomes a wall after your next move!"),
    "walls.view.queue_empty": ("まだ数えている床はありません。", "No floor is counting down yet."),
    "walls.view.queue_legend": ("踏んだ床: {sequence} \u2192 壁 (待つ手はありません)",
                                "Floor you step on: {sequence} \u2192 wall (no waiting)"),
    "walls.view.preview": ("次の一手の予想", "Next move preview"),
    "walls.view.dir.U": ("\u2191 上", "\u2191 Up"),
    "walls.view.dir.R": ("\u2192 右", "\u2192 Right"),
    "walls.view.dir.D": ("\u2193 下", "\u2193 Down"),
    "walls.view.dir.L": ("\u2190 左", "\u2190 Left"),
    "walls.view.dir_name.U": ("上 \u2191", "up \u2191"),
    "walls.view.dir_name.R": ("右 \u2192", "right \u2192"),
    "walls.view.dir_name.D": ("下 \u2193", "down \u2193"),
    "walls.view.dir_name.L": ("左 \u2190", "left \u2190"),
    "walls.view.preview.walk": ("({x}, {y}) へ進む", "walk to ({x}, {y})"),
    "walls.view.preview.light": ("光を取る \u2605", "take the light \u2605"),
    "walls.view.preview.won": ("出口に着いてクリア!", "reach the exit: cleared!"),
    "walls.view.preview.exit_locked": ("出口に乗るだけ (光があと{left}個)", "onto the exit, but lights are missing: {left}"),
    "walls.view.preview.stranded": ("行き止まり: 動けなくなる", "dead end: you would be stranded"),
    "walls.view.preview.collision": ("壁に押しつぶされる", "crushed by a growing wall"),
    "walls.view.preview.blocked_fixed_wall": ("\u2717 進めない: 最初からある壁", "\u2717 blocked: solid wall"),
    "walls.view.preview.blocked_grown_wall": ("\u2717 進めない: 生えた壁", "\u2717 blocked: a grown wall"),
    "walls.view.preview.over_won": ("クリア済み (N で次のレベル)", "cleared (N: next level)"),
    "walls.view.preview.over_stranded": ("動けません (Z で戻す)", "stranded (Z: undo)"),
    "walls.view.preview.over_collision": ("押しつぶされました (Z で戻す)", "crushed (Z: undo)"),
    "walls.view.preview.grows": ("、壁が{count}つ生える", "; {count:wall rises|walls rise}"),
    "walls.view.preview.grows_one": ("、壁が1つ生える", "; a wall rises"),
    "walls.view.hint_button": ("ヒント", "Hint"),
    "walls.view.solution_button": ("答えを見る", "Show solution"),
    "walls.view.stop_button": ("止める (Esc)", "Stop (Esc)"),
    "walls.view.keys": ("矢印キー / WASD: 1歩  ·  となりのマスをクリック: 1歩\n"
                        "Z: 戻す  Y: やり直す  R: 最初から\nN / P: 次 / 前のレベル  L: レベル一覧  Ctrl+H: ヒント",
                        "Arrow keys / WASD: one step  \u00b7  click a neighbouring cell: one step\n"
                        "Z: undo  Y: redo  R: restart\nN / P: next / previous level  L: levels  Ctrl+H: hint"),
    # the banner
    "walls.view.undo_button": ("戻す (Z)", "Undo (Z)"),
    "walls.view.next_button": ("次のレベル (N)", "Next level (N)"),
    "walls.view.banner.collect": ("{title}: 光をあと{left}個集めて出口 E へ",
                                  "{title}: collect {left:more light|more lights}, then reach the exit E"),
    "walls.view.banner.collect_one": ("{title}: 光をあと1個集めて出口 E へ",
                                      "{title}: collect one more light, then reach the exit E"),
    "walls.view.banner.go_exit": ("{title}: 出口 E へ向かおう!", "{title}: head for the exit E!"),
    "walls.view.banner.won": ("{moves}手でクリア! (最短{par}手)", "Cleared in {moves:move|moves}! (par {par})"),
    "walls.view.banner.won_par": ("{moves}手でクリア! 最短の{par}手ぴったりです!",
                                  "Cleared in {moves:move|moves}: par {par}, perfect!"),
    "walls.view.banner.stranded": ("動けなくなりました。戻して (Z) やり直そう。",
                                   "Stranded: no free floor around you. Undo (Z) and try again."),
    "walls.view.banner.collision": ("壁に押しつぶされました。戻して (Z) やり直そう。",
                                    "Crushed by a wall. Undo (Z) and try again."),
    "walls.view.banner.won_shown": ("答えの再生で{moves}手でクリアしました (ベストには入りません)",
                                    "The solution was shown: the exit in {moves:move|moves} (not counted as a best)"),
    # fair records (#20): a level cleared that is not recorded (the status line says why)
    "walls.view.banner.won_not_recorded": ("{moves}手でクリア (記録には残りません)",
                                           "Cleared in {moves:move|moves} (not recorded)"),
    "walls.view.banner.thinking": ("答えを考えています…", "Working out a solution..."),
    "walls.view.banner.showing": ("答えを再生中: {done} / {total}手 (Esc で止める)",
                                  "Showing the solution: move {done} of {total} (Esc stops)"),
    # the status line
    "walls.view.idle": ("矢印キーか、となりのマスのクリックで1歩進みます。光を集めて出口 E へ。",
                        "Arrow keys or a click on a neighbouring cell take one step: collect the lights, "
                        "then reach the exit E."),
    "walls.view.level_refused": ("このレベルは遊べません: {reason}", "This level cannot be played: {reason}"),
    "walls.view.click_self": ("そこにはもういます。となりのマスをクリックすると進みます。",
                              "You are standing there. Click a neighbouring cell to step onto it."),
    "walls.view.not_neighbour": ("({x}, {y}) はとなりではありません。1手で1マスだけ進めます。",
                                 "({x}, {y}) is not next to you: one move is one step."),
    "walls.view.at_start": ("もう最初の位置です。", "You are already at the start."),
    "walls.view.restarted": ("最初に戻りました (Y で手をやり直せます)。",
                             "Back to the start (Y replays your steps)."),
    "walls.view.refused.edge": ("盤の外へは進めません。", "That is the edge of the board."),
    "walls.view.refused.fixed_wall": ("進めません: ({x}, {y}) は最初からある壁です。",
                                      "Blocked: ({x}, {y}) is solid wall."),
    "walls.view.refused.grown_wall": ("進めません: ({x}, {y}) は壁になりました。",
                                      "Blocked: ({x}, {y}) has grown into a wall."),
    "walls.view.refused.won": ("このレベルはクリアしました。N で次のレベルへ。",
                               "This level is cleared. N takes you to the next one."),
    "walls.view.refused.stranded": ("動けません。Z で戻してください。", "You are stranded. Press Z to undo."),
    "walls.view.refused.collision": ("押しつぶされました。Z で戻してください。", "You were crushed. Press Z to undo."),
    "walls.view.refused.invalid": ("その手は使えません。", "That is not a move."),
    "walls.view.event.light": ("光を取りました ({lights} / {total})。", "Light taken ({lights} of {total})."),
    "walls.view.event.grew_one": ("({x}, {y}) が壁になりました。", "({x}, {y}) grew into a wall."),
    "walls.view.event.grew": ("壁が{count}つ生えました。", "{count:wall|walls} grew."),
    "walls.view.event.stranded": ("動けなくなりました。Z で戻せます。", "Stranded! Z takes the step back."),
    "walls.view.event.collision": ("壁に押しつぶされました。Z で戻せます。", "Crushed by a growing wall! Z takes the step back."),
    "walls.view.event.won": ("{moves}手でクリア!", "Cleared in {moves:move|moves}!"),
    "walls.view.event.won_best": ("{moves}手でクリア! 自己ベストです。", "Cleared in {moves:move|moves}: a new best!"),
    "walls.view.event.won_par": ("{moves}手でクリア! 最短です。", "Cleared in {moves:move|moves}: the shortest way!"),
    "walls.view.event.won_shown": ("答えの再生で{moves}手でクリア (ベストには入りません)。",
                                   "Cleared in {moves:move|moves} by the shown solution (not a best)."),
    "walls.view.thinking": ("考えています…", "Thinking..."),
    "walls.view.solver_failed": ("答えを調べられませんでした。", "The solution could not be worked out."),
    "walls.view.hint.move": ("ヒント: {direction} へ。そこから最短{remaining}手でクリアできます。",
                             "Hint: go {direction}. The shortest way wins in {remaining:move|moves} from here."),
    "walls.view.hint.move_last": ("ヒント: {direction} へ。この一手でクリアです!",
                                  "Hint: go {direction}. That step wins!"),
    "walls.view.hint.undo": ("ここからはもうクリアできません。{count}手戻す (Z) とクリアできる形に戻ります。",
                             "This position cannot be won any more: undo {count:move|moves} (Z) to get back on track."),
    "walls.view.hint.undo_one": ("ここからはもうクリアできません。1手戻す (Z) とクリアできる形に戻ります。",
                                 "This position cannot be won any more: undo one move (Z) to get back on track."),
    "walls.view.hint.won": ("もうクリアしています。", "You have already cleared this level."),
    "walls.view.hint.hopeless": ("このレベルはどこからもクリアできません。",
                                 "This level cannot be won from any position."),
    "walls.view.solution.already": ("もうクリアしています。R で最初からどうぞ。",
                                    "Already cleared. Press R to start over."),
    "walls.view.solution.playing": ("最短の答えを再生します (Esc で止める)。",
                                    "Playing a shortest solution (Esc stops)."),
    "walls.view.solution.back": ("{count}手戻してから最短の答えを再生します。",
                                 "Going back {count:move|moves}, then playing a shortest solution."),
    "walls.view.solution.back_one": ("1手戻してから最短の答えを再生します。",
                                     "Going back one move, then playing a shortest solution."),
    "walls.view.solution.done": ("答えの再生が終わりました ({moves}手)。Z で1手ずつ戻せます。",
                                 "Solution shown ({moves:move|moves}). Z steps back through it."),
    "walls.view.solution.stopped": ("答えの再生を止めました。", "Solution stopped."),
    # menus and help
    "walls.view.menu.next_level": ("次のレベル", "Next Level"),
    "walls.view.menu.prev_level": ("前のレベル", "Previous Level"),
    "walls.view.menu.show_solution": ("答えを見る", "Show Solution"),
    "walls.view.menu.stop_solution": ("答えの再生を止める", "Stop the Solution"),
    "walls.view.menu.open_folder": ("レベルフォルダを開く...", "Open Levels Folder..."),
    "walls.view.menu.reload": ("レベルフォルダを読み直す", "Reload Levels Folder"),
    "walls.view.help_keys": ("操作\n"
                             "矢印キーか WASD で1歩進みます。となりのマスをクリックしても進めます。\n"
                             "マウスをとなりのマスに乗せると、その一手の結果が右の「次の一手の予想」に出ます。\n"
                             "Z: 戻す  Y: やり直す  R: 最初から  N / P (PageDown / PageUp): 次 / 前のレベル\n"
                             "Ctrl+H: ヒント (最短の答えの次の一手。もうクリアできないときは、何手戻せばよいか)\n"
                             "ゲーム > 答えを見る: 最短の答えを1手ずつ再生します (Esc で止める)。\n"
                             "L か右上の「レベル一覧」ボタンで、右の欄にレベル一覧が開きます。レベルごとのベストと"
                             "最短手数が出ます。矢印キーで選んで Enter (またはダブルクリックか「遊ぶ」) で遊ぶと"
                             "一覧は閉じます (Esc か L でも閉じます)。"
                             "先生が作ったレベルは ゲーム > レベルフォルダを開く で出るフォルダに入れてください。"
                             "ゲーム > 新しいレベル... と レベルを編集... でレベルを作れます (ヘルプ > "
                             "レベルファイルの書き方)。\n"
                             "記録: レベルのベスト (レベル一覧) に入るのは、リストかゲームメニューから開いたレベルを、"
                             "ヒントも答えも戻す・やり直す (Z、Y) も使わずに出口まで歩いたときだけです。R で最初から"
                             "やり直すと、新しい挑戦として数えます。ヒントか答えを見たレベルは、このデータフォルダでは"
                             "そのあとずっと練習です。ゲーム ID やセーブから開いたレベルも練習です。",
                             "Keys\n"
                             "Arrow keys or WASD take one step; so does a click on a neighbouring cell.\n"
                             "Point at a neighbouring cell to see what that step would do in the Next move "
                             "preview.\n"
                             "Z: undo  Y: redo  R: restart  N / P (PageDown / PageUp): next / previous level\n"
                             "Ctrl+H: hint (the next step of a shortest solution, or how many undos get you "
                             "back on track)\n"
                             "Game > Show Solution plays a shortest solution step by step (Esc stops).\n"
                             "L or the Levels button at the top right opens the level list in place of the panel "
                             "on the right, with each level's best and par: choose with the arrow keys and press Enter (or double "
                             "click, or Play) to play it, which closes the list (so do Esc and L). Teachers "
                             "put their own levels in the folder that Game > Open Levels Folder shows; Game > "
                             "New Level... and Edit Level... make them (Help > Level Files).\n"
                             "Records: a level's best (in the level list) counts only when you opened the "
                             "level from the list or the Game menu and walked to the exit without a hint, the "
                             "solution, Undo or Redo (Z, Y). R starts a fresh attempt that counts. A level whose "
                             "hint or solution was shown stays practice in this data folder from then on, and so "
                             "does a level opened from a game ID or a save."),
}
