"""Text shared by the whole suite: window, menus, dialogs, saving. MESSAGES = {key: (japanese, english)}."""

MESSAGES = {
    "app.title": ("ミラーゲームズ", "mirrorgames"),
    "app.about": ("ミラーゲームズ {version}\n標準ライブラリと tkinter だけで動く、{count}種類のクラシックゲーム集です。\n"
                  "MIT ライセンスの自由なソフトウェアです (全文は同梱の LICENSE ファイル)。\n"
                  "保存先: {folder}",
                  "mirrorgames {version}\n{count} classic games in one window, made with Python's standard "
                  "library and tkinter alone.\nFree software under the MIT License (the LICENSE file that comes "
                  "with it).\nSaves go to: {folder}"),
    "menu.game": ("ゲーム", "Game"),
    "menu.new": ("新しいゲーム", "New"),
    "menu.custom": ("カスタム...", "Custom..."),
    "menu.restart": ("最初からやり直す", "Restart"),
    "menu.undo": ("元に戻す", "Undo"),
    "menu.redo": ("やり直し", "Redo"),
    "menu.hint": ("ヒント", "Hint"),
    "menu.save": ("保存", "Save"),
    "menu.load": ("読み込み", "Load"),
    "menu.copy_id": ("ゲーム ID をコピー", "Copy Game ID"),
    "menu.enter_id": ("ゲーム ID を入力...", "Enter Game ID..."),
    "menu.quit": ("終了", "Quit"),
    "menu.options": ("オプション", "Options"),
    "menu.language": ("言語 / Language", "Language / 言語"),
    "menu.zoom_in": ("拡大", "Zoom In"),
    "menu.zoom_out": ("縮小", "Zoom Out"),
    "menu.zoom_reset": ("標準の大きさ", "Actual Size"),
    "menu.help": ("ヘルプ", "Help"),
    "menu.how_to_play": ("遊び方", "How to Play"),
    "menu.about": ("このソフトについて", "About"),
    "dialog.ok": ("OK", "OK"),
    "dialog.yes": ("はい", "Yes"),
    "dialog.no": ("いいえ", "No"),
    "dialog.cancel": ("キャンセル", "Cancel"),
    "dialog.error": ("エラー", "Error"),
    "dialog.confirm": ("確認", "Please confirm"),
    "dialog.offer": ("おすすめ", "A suggestion"),
    "record.confirm.hint": ("記録に数えられるゲームの途中です。ヒントを見ると記録に残らなくなり、負けた1ゲームとして"
                            "統計に数えます。ヒントを見ますか?",
                            "A game that counts for the records is under way. A hint stops it counting, and it counts "
                            "as a game played and lost. See the hint?"),
    "record.confirm.undo": ("記録に数えられるゲームの途中です。手を戻すと記録に残らなくなり、負けた1ゲームとして"
                            "統計に数えます。手を戻しますか?",
                            "A game that counts for the records is under way. Taking back a move stops it counting, "
                            "and it counts as a game played and lost. Take the move back?"),
    "record.confirm.id_shown": ("記録に数えられるゲームの途中です。ゲーム ID には盤面が入っているので、コピーすると"
                                "記録に残らなくなり、負けた1ゲームとして統計に数えます。コピーしますか?",
                                "A game that counts for the records is under way. Its game ID tells the board, so "
                                "copying it stops the game counting, and it counts as a game played and lost. "
                                "Copy it?"),
    "dialog.info": ("お知らせ", "Information"),
    # Tk's own file dialog (widgets/tk_file_dialog.py); "&" marks the letter for Alt
    "tk.file.directory": ("フォルダ(&D):", "&Directory:"),
    "tk.file.name": ("ファイル名(&N):", "File &name:"),
    "tk.file.names": ("ファイル名(&N):", "File &names:"),
    "tk.file.type": ("ファイルの種類(&T):", "Files of &type:"),
    "tk.file.open_button": ("開く(&O)", "&Open"),
    "tk.file.open_title": ("開く", "Open"),
    "tk.file.save_button": ("保存(&S)", "&Save"),
    "tk.file.save_title": ("名前を付けて保存", "Save As"),
    "tk.file.cancel": ("キャンセル(&C)", "&Cancel"),
    "tk.file.ok": ("OK(&O)", "&OK"),
    "tk.file.selection": ("選択(&S):", "&Selection:"),
    "tk.file.show_hidden": ("隠しファイルとフォルダを表示(&H)", "Show &Hidden Files and Directories"),
    "tk.file.show_hidden_folders": ("隠しフォルダを表示(&H)", "Show &Hidden Directories"),
    "tk.file.no_folder": ("フォルダ「%1$s」はありません。", "Directory \"%1$s\" does not exist."),
    "tk.file.no_file": ("ファイル「%1$s」はありません。", "File \"%1$s\" does not exist."),
    "tk.file.bad_name": ("ファイル名「%1$s」は使えません。", "Invalid file name \"%1$s\"."),
    "tk.file.no_permission": ("フォルダ「%1$s」を開けません。\n許可がありません。",
                              "Cannot change to the directory \"%1$s\".\nPermission denied."),
    "confirm.quit": ("まだ保存していないゲームがあります。終了しますか?", "You have unsaved progress. Quit anyway?"),
    "confirm.quit_saving_off": ("保存はオフです (フォルダ {folder} に書き込めません)。"
                                "遊んでいるゲームは残せません。終了しますか?",
                                "Saving is off (the folder {folder} cannot be written), so the game in "
                                "progress cannot be kept. Quit anyway?"),
    "confirm.discard": ("今のゲームの進行が失われます。続けますか?",
                        "The game in progress will be lost. Continue?"),
    # fair records (#20): what counts for the records tables (gamepkg/fair_play.py), and the questions
    # before a counting game is given up
    "confirm.abandon": ("今のゲームは記録に数えられるゲームです。やめると、負けた1ゲームとして統計に数えます。"
                        "やめますか?",
                        "This game counts for the records. Leaving it counts it as a game played and lost. "
                        "Leave it?"),
    "confirm.abandon_quit": ("記録に数えられるゲームの途中です。終了すると、負けた1ゲームとして統計に数えます。"
                             "終了しますか?",
                             "A game that counts for the records is under way. Quitting counts it as a game "
                             "played and lost. Quit anyway?"),
    "record.not.game_id": ("練習です。記録に残りません (ゲーム ID から開いたゲーム)",
                           "Practice: not recorded (opened from a game ID)"),
    "record.not.records_off": ("練習です。記録に残りません (このパソコンでは、学校の設定で記録をとりません)",
                               "Practice: not recorded (the school settings keep no records on this PC)"),
    "record.not.draft": ("練習です。記録に残りません (エディターで作っているレベル)",
                         "Practice: not recorded (a level being made in the editor)"),
    "record.not.save": ("練習です。記録に残りません (セーブから開いたゲーム)",
                        "Practice: not recorded (opened from a save)"),
    "record.not.replay": ("練習です。記録に残りません (リプレイの途中から続けたゲーム)",
                          "Practice: not recorded (continued from a replay)"),
    "record.not.lesson": ("レッスンなので、記録に残りません", "A lesson: not recorded"),
    "record.not.in_replay": ("リプレイなので、記録には数えません", "A replay: it does not count for the records"),
    "record.not.seen": ("練習です。記録に残りません (このレベルでは前にヒントか答えを見ました)",
                        "Practice: not recorded (a hint or the solution of this level was shown before)"),
    "record.not.known": ("記録に残りません: このゲームは同じデータフォルダで見せられました (別のウィンドウでも)",
                         "Not recorded: this game was shown in the same data folder (in another window too)"),
    "record.not.start_seen": ("練習です。記録に残りません (この始まりでヒントを見ました。ヒントなしで勝つと、また記録に残ります)",
                              "Practice: not recorded (a hint was shown from this start; win from it without "
                              "help and it counts again)"),
    "record.once_over": ("記録に数えられるゲームの途中です。これはゲームが終わってから使えます",
                         "A game that counts for the records is under way: this is for when it is over"),
    "record.not.hint": ("記録に残りません: ヒントを使いました", "Not recorded: a hint was used"),
    "record.not.solution": ("記録に残りません: 答えを見ました", "Not recorded: the solution was shown"),
    "record.not.undo": ("記録に残りません: 手を戻しました", "Not recorded: a move was taken back"),
    "record.not.lesson_break": ("記録に残りません: ゲームの途中でレッスンを開きました",
                                "Not recorded: a lesson was opened during the game"),
    "record.not.id_shown": ("記録に残りません: ゲーム ID を見せました", "Not recorded: the game ID was shown"),
    "record.not.restart": ("記録に残りません: 最初からやり直しました", "Not recorded: the game was started over"),
    "record.not.counted": ("記録に残りません: このゲームはもう記録しました",
                           "Not recorded: this game is in the records already"),
    "record.stopped": ("{text} ({reason})", "{text} ({reason})"),
    "record.stopped_lost": ("{text} ({reason}。統計では負けた1ゲームとして数えました)",
                            "{text} ({reason}; counted as a game played and lost)"),
    "record.end": ("{sentences}", "{sentences}"),  # the result, then why it is not recorded (gamepkg/sentences.py)
    # a counting game left under way when the program was ended from outside (gamepkg/games_under_way.py)
    "record.left_under_way": ("前回はゲームの途中でプログラムが終わったので、その{count}ゲームを負けとして統計に数えました。",
                              "The suite last stopped in the middle of {count:game|games}: counted as lost "
                              "in the statistics."),
    # Game > Statistics of Mirror Skirmish, Delayed Walls, Mischief Garden and Arrow Rotation (issue #26)
    "stats.menu": ("統計...", "Statistics..."),
    "stats.title": ("統計", "Statistics"),
    "stats.close": ("閉じる", "Close"),
    "stats.reset": ("リセット", "Reset"),
    "stats.reset_ask": ("このゲームの統計をすべて消しますか? 元には戻せません。",
                        "Clear all the statistics of this game? This cannot be undone."),
    "stats.reset_failed": ("統計を保存できないため、リセットできませんでした。",
                           "The statistics cannot be saved, so they were not reset."),
    "stats.played": ("遊んだ回数: {count}回", "Games played: {count}"),
    "stats.won": ("勝った回数: {count}回 (勝率{percent}%)", "Games won: {count} ({percent}%)"),
    "stats.best_none": ("記録: まだありません", "Best: none yet"),
    "stats.skirmish.table": ("{preset} / 敵: {enemy}", "{preset}, enemy: {enemy}"),
    "stats.skirmish.enemy.lesson": ("練習", "Lesson"),
    "stats.skirmish.enemy.normal": ("ふつう", "Normal"),
    "stats.skirmish.enemy.hard": ("手ごわい", "Hard"),
    "stats.skirmish.enemy.expert": ("達人", "Expert"),
    "stats.skirmish.best": ("いちばん早い勝ち: {best}ラウンド目", "Fewest rounds to win: round {best}"),
    "stats.garden.table": ("{role} / 相手: {opponent}", "{role} against {opponent}"),
    "stats.arrows.table": ("相手: {computers}", "Against: {computers}"),
    "stats.arrows.line_up": ("{width}×{height}・人間{count}人 / 相手: {computers}",
                             "{width}×{height}, humans: {count}, against: {computers}"),
    "stats.arrows.best": ("人の最高得点: {best}点", "Best human score: {best}"),
    "stats.walls.cleared": ("クリアしたレベル: {count} / {levels}", "Levels cleared: {count} of {levels}"),
    "stats.walls.at_par": ("最短手数でクリアしたレベル: {count} / {levels}", "Cleared at par: {count} of {levels}"),
    "stats.walls.stars": ("星の合計: {stars} / {most}", "Total stars: {stars} of {most}"),
    "stats.help.skirmish": ("統計 (ゲーム → 統計): アプリが配ったゲーム (ゲーム ID やセーブから開いたものは練習) を、"
                            "ケース・種類・敵の強さごとに、勝った回数といちばん少ないラウンドで数えます。ヒント・"
                            "元に戻す・最初からやり直すを使うと記録に残りません。途中でやめたゲームは負けとして数えます。",
                            "Statistics (Game → Statistics): games the suite dealt (one opened from a game ID or a "
                            "save is practice) count per case, variant and enemy level: wins and the fewest rounds. "
                            "A hint, Undo or Restart stops a game counting; a game given up counts as lost."),
    "stats.help.garden": ("統計 (ゲーム → 統計): アプリが始めた試合 (ゲーム ID やセーブから開いたものは練習) を、"
                          "役ごと・相手 (人かコンピューターの強さ) ごとに勝った回数で数えます。コンピューターとの試合を"
                          "途中でやめると負けとして数えます。二人で遊ぶ試合を途中でやめたときは数えません。",
                          "Statistics (Game → Statistics): matches the suite started (one opened from a game ID or "
                          "a save is practice) count wins per role against each opponent (a person or a computer "
                          "level). A match against the computer given up counts as lost; a hot-seat match given "
                          "up counts nowhere."),
    "stats.help.arrows": ("統計 (ゲーム → 統計): 人とコンピューターが両方いるゲームだけを、盤面の大きさ・人の数・"
                          "コンピューターの強さの組み合わせごとに数えます: "
                          "遊んだ回数、勝った回数 (人が最高点で、コンピューターが同点でないとき) と人の最高得点。"
                          "ヒントや元に戻すを使うと記録に残りません。途中でやめたゲームは負けとして数えます。",
                          "Statistics (Game → Statistics): only games with a human and a computer seat count, per "
                          "line-up (board size, how many humans, which computer levels): games, wins (a human has "
                          "the top score and no computer shares it) and the best human score. A hint or Undo stops a game counting; a game given up counts as "
                          "lost."),
    "stats.help.walls": ("統計 (ゲーム → 統計): レベルの記録から、クリアしたレベル、最短手数でクリアしたレベルと星の合計を"
                         "まとめて見せます。",
                         "Statistics (Game → Statistics): from the level bests, the levels cleared, the levels "
                         "cleared at par and the total of stars."),
    "stats.walls.how": ("星はレベルごとのいちばん良い記録から数えます。最短手数なら3つ、最短手数の2倍以内なら2つ、"
                        "それより多い手数なら1つです。リセットすると、すべてのレベルの記録を消します。",
                        "Stars come from each level's best: 3 at par or better, 2 within twice the par, 1 for "
                        "more moves. Reset clears the best of every level."),
    "game_id.prompt": ("ゲーム ID を入力してください (例: mines:16x16n40#8347)",
                       "Type a game ID (for example mines:16x16n40#8347)"),
    "game_id.copied": ("ゲーム ID をコピーしました: {game_id}", "Game ID copied: {game_id}"),
    "game_id.bad": ("このゲーム ID は使えません: {reason}", "This game ID cannot be used: {reason}"),
    "game_id.unknown_game": ("知らないゲームです: {game}", "Unknown game: {game}"),
    "game_id.no_game": ("ゲーム ID はゲームの名前とコロンで始まります ({games} のどれか)。",
                        "A game ID starts with the game's name and a colon (one of {games})."),
    "game_id.not_a_game": ("{game} というゲームはありません。ゲーム ID は {games} のどれかで始まります。",
                           "There is no game {game} here. A game ID starts with one of {games}"),
    "game_id.bad_seed": ("# のあとのシードは、0〜9の数字{most}桁までで書いてください (先頭に0は付けません)。",
                         "The seed after # must be a whole number of at most {most:digit|digits} 0-9 (no leading zero)."),
    "status.saved": ("保存しました: {path}", "Saved: {path}"),
    "status.loaded": ("読み込みました ({path})", "Loaded {path}"),
    "status.saving_off": ("保存フォルダに書き込めないため、保存はオフです。ゲームは遊べます。",
                          "Saving is off: the data folder cannot be written. You can still play."),
    # no data folder at all (issue 21, point 5)
    "status.no_data_folder": ("データを置くフォルダが見つからない (ホームフォルダがなく MIRRORGAMES_DATA もない) ため、"
                              "保存はオフです。ゲームは遊べます。",
                              "Saving is off: no data folder was found (no home folder and no MIRRORGAMES_DATA). "
                              "You can still play."),
    "status.data_folder_relative": ("MIRRORGAMES_DATA がフルパス (C:\\ や / から始まる場所) ではないため、保存はオフです。"
                                    "ゲームは遊べます。",
                                    "Saving is off: MIRRORGAMES_DATA is not a full path (one that starts at C:\\ or /). "
                                    "You can still play."),
    "status.saves_unusable": ("保存フォルダ {folder} を開けないため、保存はオフです。ゲームは遊べます。",
                              "Saving is off: the saves folder {folder} cannot be opened. You can still play."),
    "status.file_unreadable": ("{name} を読み込めないため、このファイルには保存しません (ファイルはそのまま残します)。",
                               "{name} cannot be read, so nothing new is saved in it (the file is left as it is)."),
    "status.file_damaged": ("{name} が壊れていたので {copy} として残し、新しく作り直しました。",
                            "{name} was damaged: it is kept as {copy} and a new one was started."),
    # a record or setting whose write failed (issue 21, point 9), and why a write fails
    "storage.reason.no_space": ("ディスクがいっぱいです", "the disk is full"),
    "storage.reason.read_only": ("フォルダが読み取り専用です", "the folder is read-only"),
    "storage.reason.denied": ("書き込む権限がありません", "no permission to write there"),
    "status.file_not_saved": ("{name} に書き込めませんでした ({reason})。この記録や設定は、このウィンドウを閉じると消えます。",
                              "{name} could not be written ({reason}): this record or setting is lost when the "
                              "window closes."),
    "save.not_a_file": ("{name} は普通のファイルではないため、読み込みません。",
                        "{name} is not a regular file, so it is not read."),
    "save.busy": ("別のウィンドウが同じファイルを使い続けているため、保存できませんでした。",
                  "Could not save: another window kept the file busy."),
    # no font for the language's letters (issue #21, #37; gamepkg/i18n.py script_sample): English instead
    "app.levels_missing": ("--levels のフォルダ {folder} が見つかりません。クラスのレベルは読み込みません。",
                           "The --levels folder {folder} was not found: no class levels are read from it."),
    "app.no_font": ("このコンピューターには {language} のフォントがないため、英語で表示しています。",
                    "Shown in English: this computer has no font for {language} (its letters would show as boxes)."),
    # the school settings file (gamepkg/school.py): refused with the reason, and what it set (Options)
    "app.school_bad": ("学校の設定ファイル {file} は使えないため、何も変えていません ({reason})。",
                       "The school's settings file {file} is not used, so it sets nothing ({reason})."),
    "school.bad.unreadable": ("読めません: {reason}", "it cannot be read: {reason}"),
    "school.bad.too_big": ("{limit}バイトより大きいファイルです", "it is larger than {limit:byte|bytes}"),
    "school.bad.not_utf8": ("UTF-8 の文字ではありません", "it is not UTF-8 text"),
    "school.bad.syntax": ("{line}行目が読めません", "line {line} cannot be read"),
    "school.bad.section": ("見出しは [school] の1つだけにします", "it needs one heading, [school], and no other"),
    "school.bad.unknown": ("{name} という項目はありません", "there is no setting called {name}"),
    "school.bad.value": ("{name} に {text} は使えません", "{name} cannot be {text}"),
    "school.fixed_heading": ("学校の設定ファイルで決まっています ({file}):", "Set by the school's settings file ({file}):"),
    "school.setting.class_levels": ("クラスのレベルのフォルダ: {folder}", "Class levels folder: {folder}"),
    "school.setting.language": ("言語: {language}", "Language: {language}"),
    "school.setting.zoom": ("拡大: {percent}%", "Zoom: {percent} %"),
    "school.setting.offer_lessons.on": ("はじめにレッスンをすすめる", "Lessons offered at a tab's first start"),
    "school.setting.offer_lessons.off": ("レッスンをすすめない", "Lessons not offered"),
    "school.setting.keep_records.on": ("記録を残す", "Records are kept"),
    "school.setting.keep_records.off": ("記録を残さない", "No records are kept"),
    "app.notice_close": ("閉じる", "Close"),  # the button of the notice line at the window's bottom
    "app.no_display": ("ウィンドウを開くには画面 (グラフィカルなディスプレイ) が必要です ({reason})。",
                       "a graphical display is needed to open the window ({reason})."),
    # Start without tkinter (#23): one line that says what to install, per system
    "app.no_tkinter": ("tkinter (Python の Tk) が入っていないため、ウィンドウを開けません。入れ方: Debian/Ubuntu は "
                       "sudo apt install python3-tk、Fedora は sudo dnf install python3-tkinter、macOS (Homebrew) は "
                       "brew install python-tk、Windows は python.org のインストーラーをもう一度実行して "
                       "\"tcl/tk and IDLE\" に印を付けます。",
                       "tkinter (Python's Tk) is missing, so the window cannot open. Install it: Debian/Ubuntu: "
                       "sudo apt install python3-tk; Fedora: sudo dnf install python3-tkinter; macOS (Homebrew): "
                       "brew install python-tk; Windows: run the python.org installer again and tick "
                       "\"tcl/tk and IDLE\"."),
    "status.undo_none": ("戻せる手がありません。", "Nothing to undo."),
    "status.redo_none": ("やり直せる手がありません。", "Nothing to redo."),
    "save.not_object": ("保存ファイルの形式が違います。", "The save file is not in the right shape."),
    "save.foreign": ("ミラーゲームズの保存ファイルではありません。", "This is not a mirrorgames save file."),
    "save.version": ("保存ファイルのバージョン{version}には対応していません。",
                     "Save file version {version} is not supported."),
    "save.fields": ("保存ファイルの項目が違います: {fields}", "The save file has wrong fields: {fields}"),
    "save.other_game": ("別のゲーム ({game}) の保存ファイルです。", "This save belongs to another game ({game})."),
    "save.bad_field": ("保存ファイルの {field} が正しくありません。", "The save file's {field} is not valid."),
    "save.bad_params": ("保存ファイルの設定が正しくありません: {reason}", "The save file's settings are not valid: {reason}"),
    "save.bad_move": ("保存ファイルの{number}手目はルール上ありえません ({reason})。",
                      "Move {number} in the save file breaks the rules ({reason})."),
    # the one set of save limits, checked by Save and Load alike (issue 21, point 3)
    "save.over_limit": ("このゲームは保存できません (保存しても読み込めないため)。{reason}",
                        "This game cannot be saved (its save could not be loaded again): {reason}"),
    "save.limit_reached": ("この手で、保存できる大きさを超えました。このゲームはもう保存できません",
                           "This move went past what a save can hold: this game can no longer be saved"),
    "save.too_many_moves": ("このゲームは{moves}手です。保存ファイルに入るのは{most}手までです。",
                            "This game has {moves:move|moves}; a save holds at most {most}."),
    "save.params_too_long": ("設定が{length}文字あります。保存ファイルに入るのは{most}文字までです。",
                             "The settings are {length:character|characters} long; a save holds at most {most}."),
    "save.disabled": ("保存フォルダに書き込めないため、保存できません。", "Saving is off: the data folder cannot be written."),
    "save.too_big": ("ファイルが大きすぎます ({limit} KB まで)。", "The file is too big (at most {limit} KB)."),
    "save.write_failed": ("保存できませんでした: {reason}", "Could not save: {reason}"),
    "save.read_failed": ("読み込めませんでした: {reason}", "Could not read the file: {reason}"),
    "save.missing": ("保存ファイル {name} がありません。", "There is no save file {name}."),
    "save.duplicate_name": ("保存ファイルが壊れています (「{name}」が2回書かれています)。",
                            "The file is damaged (it holds “{name}” twice)."),
    "save.not_json": ("保存ファイルが壊れています (JSON として読めません)。",
                      "The save file is damaged (it is not valid JSON)."),
    "load.failed": ("読み込めませんでした。今のゲームはそのままです。\n{reason}",
                    "Could not load. The game on screen is unchanged.\n{reason}"),
    "best.none": ("まだ記録がありません。", "No times yet."),
    "best.row": ("{rank}. {seconds}秒  ({date})", "{rank}. {seconds} s  ({date})"),
    "custom.title": ("カスタム設定", "Custom Game"),
    "common.too_hard": ("この局面は難しすぎて、ここでは調べきれません。",
                        "This position is too hard to work out here."),
    # long work on a worker thread (issue #21): the status line counts the seconds
    "common.working": ("計算中です ({seconds}秒)。", "Working it out… {seconds} s"),
    "common.busy": ("少し待ってください (動きを表示中です)。", "Please wait: a move is still being shown."),
    "common.illegal": ("その手は打てません ({reason})。", "That move is not allowed ({reason})."),
}

MESSAGES.update({
    "menu.source": ("このゲームのしくみ (ソースを読む)", "How This Game Is Made"),
    "source.title": ("ルールのソース: {file}", "Rule source: {file}"),
    "source.exercises": ("練習問題 (ソースを書きかえてみよう)", "Exercises (try changing the code)"),
    "source.no_exercises": ("練習問題はありません。", "No exercises here."),
    "source.seed_note": ("練習問題はルールを書きかえます。tests/data/conformance/ には元のルールで遊んだシードの記録があり、"
                         "それと比べるテストはルールを変えると合わなくなります (合わない項目を1つずつ表示します)。"
                         "それ以外のテストを走らせるには: python -m pytest -m \"not seed\"",
                         "The exercises change the rules. The playthroughs in tests/data/conformance/ were recorded "
                         "with the seed's original rules, so the tests that replay them stop matching once a rule "
                         "changes (they name each field that differs). Run all the other tests with: "
                         "python -m pytest -m \"not seed\""),
    "source.missing": ("{file} を開けませんでした: {reason}", "Could not open {file}: {reason}"),
})

MESSAGES.update({
    "menu.selftest": ("ルールのテストを実行", "Run the Rule Tests"),
    "selftest.title": ("ルールのテスト: {game}", "Rule tests: {game}"),
    "selftest.test": ("テスト", "Test"),
    "selftest.result": ("結果", "Result"),
    "selftest.message": ("メッセージ", "Message"),
    "selftest.passed": ("成功", "passed"),
    "selftest.failed": ("失敗", "failed"),
    "selftest.skipped": ("スキップ", "skipped"),
    "selftest.skip_note": ("このウィンドウでは動かせないテストです (python -m pytest で動かせます)",
                           "This test needs pytest to run (python -m pytest)"),
    "selftest.running": ("実行中…", "Running..."),
    "selftest.done": ("成功{passed}件 / 失敗{failed}件 / スキップ{skipped}件",
                      "{passed} passed, {failed} failed, {skipped} skipped"),
    "selftest.not_bundled": ("この実行ファイルにはテストが入っていません。ソースから実行すると試せます。",
                             "The tests are not included in this executable; run the suite from source "
                             "to try them."),
})

MESSAGES.update({
    "menu.speed": ("アニメーションの速さ", "Animation Speed"),
    "speed.label": ("速さ", "Speed"),
    "speed.slow": ("ゆっくり", "Slow"),
    "speed.normal": ("ふつう", "Normal"),
    "speed.fast": ("速い", "Fast"),
    "speed.instant": ("すぐに (アニメーションなし)", "Instant (no animation)"),
})

MESSAGES.update({
    # replay: Game > Replay, the replay bar and its status line (issue 26, point 4)
    "menu.replay": ("リプレイ", "Replay"),
    "menu.replay_shown": ("いまのゲームをリプレイ", "Replay the Game on Screen"),
    "menu.replay_saved": ("保存したゲームをリプレイ", "Replay the Saved Game"),
    "menu.replay_ended": ("終わったばかりのゲームをリプレイ", "Replay the Game That Just Ended"),
    "replay.first": ("最初へ", "Start"),
    "replay.back": ("1手戻る", "Back"),
    "replay.play": ("再生", "Play"),
    "replay.pause": ("一時停止", "Pause"),
    "replay.forward": ("1手進む", "Forward"),
    "replay.last": ("最後へ", "End"),
    "replay.continue": ("ここから続ける (練習)", "Continue from Here (Practice)"),
    "replay.leave": ("リプレイを終える", "Leave Replay"),
    "replay.keys": ("キー: スペースで再生/停止、←→で1手ずつ、Home/End で最初/最後、Esc で終わります。",
                    "Keys: Space plays or pauses, Left/Right step, Home/End go to the start/end, Esc leaves."),
    "replay.status_start": ("リプレイ: はじめの局面 (全{total}手)。{keys}",
                            "Replay: the start of the game ({total:move|moves}). {keys}"),
    "replay.status_move": ("リプレイ: {total}手中{number}手目。{what}",
                           "Replay, move {number} of {total}: {what}"),
    "replay.input_ignored": ("リプレイ中は盤を操作できません (Esc で終了、または「ここから続ける」)。",
                             "This is a replay: the board takes no moves (Esc leaves it, or Continue from Here)."),
    "replay.leave_first": ("リプレイ中です。先に Esc でリプレイを終えてください。",
                           "A replay is showing: leave it first (Esc)."),
    "replay.no_ended": ("終わったばかりのゲームはまだありません。", "No game has just ended yet."),
    "replay.no_moves": ("リプレイする手がありません。", "There are no moves to replay."),
    "replay.hidden_running": ("二人で遊んでいる途中の試合はリプレイできません (相手に見せない情報があります)。"
                              "試合が終わると、両方の側を見られます。",
                              "A two-player match still in progress cannot be replayed: it would show what one "
                              "player must not see. After the match ends, the replay shows both sides."),
    "replay.failed": ("リプレイできません: {reason}", "Cannot replay: {reason}"),
    "replay.walls.step": ("{direction} へ1歩。", "One step {direction}."),
    "replay.practice": ("練習として続けます (記録には数えません)", "Playing on as practice (it does not count for records)"),
})

MESSAGES.update({
    "common.list_separator": ("、", ", "),
    # a line of several sentences (gamepkg/sentences.py): each ends with the full stop unless it has an end
    "common.sentences": ("{sentences}", "{sentences}"),
    "common.full_stop": ("。", "."),
})
