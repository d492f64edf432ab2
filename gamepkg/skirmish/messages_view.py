"""Mirror Skirmish view texts: side panel, forecast box, event log, banner, menus and the keys."""

MESSAGES = {
    # event log (richer than the seed's lines: where, whom, how much)
    "skirmish.view.log.start": ("{letter}: {case} ({variant})", "{letter}: {case} ({variant})"),
    "skirmish.view.log.resumed": ("ラウンド{round}の途中から再開 (残り行動{left})",
                                  "Resumed in round {round}, actions left: {left}"),
    "skirmish.view.log.ally_move": ("味方{ally}が{x},{y}へ移動", "Ally {ally} moves to {x},{y}"),
    "skirmish.view.log.ally_attack": ("味方{ally}→敵{enemy} {damage}ダメージ (残り体力{hp})",
                                      "Ally {ally} hits enemy {enemy}: {damage} damage (HP left {hp})"),
    "skirmish.view.log.enemy_hit": ("敵{enemy}→味方{ally} {damage}ダメージ (残り体力{hp})",
                                    "Enemy {enemy} hits ally {ally}: {damage} damage (HP left {hp})"),
    "skirmish.view.log.ally_wait": ("味方{ally}は待つ", "Ally {ally} waits"),
    "skirmish.view.log.pick": ("味方{ally}が武器 ({weapon}) を拾った: {armies}",
                               "Ally {ally} picks up the weapon ({weapon}): {armies}"),
    "skirmish.view.log.ally_down": ("味方{ally}が倒れた", "Ally {ally} is down"),
    "skirmish.view.log.enemy_down": ("敵{enemy}が倒れた", "Enemy {enemy} is down"),
    "skirmish.view.log.flag_held": ("旗の保持{flag}/{flag_rounds}", "Flag held {flag}/{flag_rounds}"),

    # side panel
    "skirmish.view.panel.battle": ("戦況", "Battle"),
    "skirmish.view.panel.log": ("記録", "Log"),
    "skirmish.view.unit_down": ("戦闘不能", "down"),
    "skirmish.view.page": ("ページ{number}/{total}", "Page {number}/{total}"),
    # the actions box's title names the keys that choose an action where the keyboard focus is
    "skirmish.view.panel.actions": ("味方{ally}の行動 (↑↓で選ぶ・Enter で決定)",
                                    "Actions of ally {ally} (Up/Down, Enter)"),
    "skirmish.view.panel.actions_board": ("味方{ally}の行動 (Tab を押すと↑↓で選べます)",
                                          "Actions of ally {ally} (Tab, then Up/Down)"),
    "skirmish.view.panel.actions_away": ("味方{ally}の行動", "Actions of ally {ally}"),
    "skirmish.view.no_actions": ("行動できません", "No actions"),
    "skirmish.view.button.wait": ("待つ (W)", "Wait (W)"),
    "skirmish.view.button.skip": ("早送り (Esc)", "Skip (Esc)"),
    "skirmish.view.button.overlay": ("表示切替 (T)", "Overlay (T)"),
    "skirmish.view.button.other_ally": ("味方切替 (A)", "Other ally (A)"),

    # forecast box (the seed's FUTURE box)
    "skirmish.view.panel.forecast": ("予測 (今のゲームは変わりません)", "Forecast (the game does not change)"),
    "skirmish.view.forecast.none": ("行動を選ぶかマスを指すと、その後の様子をここに示します。",
                                    "Choose an action or point at a cell to see what would follow."),
    "skirmish.view.forecast.over": ("ゲームは終わりました。", "The game is over."),
    "skirmish.view.forecast.after_action": ("この行動の後:\n    {hp}", "After this action:\n    {hp}"),
    "skirmish.view.forecast.after_enemies": ("敵の番の後:\n    {hp}", "After the enemies act:\n    {hp}"),
    "skirmish.view.forecast.thinks_later": ("エキスパートの敵は、あなたが行動してから考えます。敵の番は予測しません。",
                                            "The Expert enemies think only once you have acted: their answer is "
                                            "not forecast."),
    "skirmish.view.forecast.rest_wait": ("(残りの行動は「待つ」とみなします)", "(the other action counted as a wait)"),
    "skirmish.view.forecast.time": ("ラウンド{round}/{last_round} ・ 旗{flag}/{flag_rounds} ・ {result}",
                                    "Round {round}/{last_round} · Flag {flag}/{flag_rounds} · {result}"),
    "skirmish.view.result_short.none": ("決着なし", "no result yet"),
    "skirmish.view.result_short.flag": ("旗で勝利", "win by the flag"),
    "skirmish.view.result_short.defeated": ("全滅させて勝利", "win by defeat"),
    "skirmish.view.result_short.lost": ("敗北", "loss"),
    "skirmish.view.result_short.draw": ("引き分け", "draw"),

    # banner and status
    "skirmish.view.banner.playing": ("{letter}: {case} ({variant})", "{letter}: {case} ({variant})"),
    "skirmish.view.banner.enemy": ("敵の番: {text}", "Enemy phase: {text}"),
    "skirmish.view.banner.with_enemy": ("{text} ・ 敵: {level}", "{text} · Enemy: {level}"),
    "skirmish.view.selected": ("味方{ally}を選びました。枠のついたマスをクリックして行動します。",
                               "Ally {ally} selected: click a marked cell to act."),
    "skirmish.view.enemy_turn": ("敵の番です… (Esc で早送り)",
                                 "The enemies are acting... (Esc skips)"),
    "skirmish.view.not_animating": ("今は早送りするものがありません。", "There is nothing to skip."),
    "skirmish.view.legend.moves": ("黄色の輪: 選んでいる味方 ・ 緑の枠と点: 移動できるマス ・ 破線の輪: 攻撃できる敵 ・ "
                                   "破線の祭壇: 武器を拾える ・ 青い破線の輪: 選んだ行動で味方が行くマス",
                                   "Yellow ring: the chosen ally · green frame with a dot: a cell to move to · "
                                   "dashed ring: an enemy you can attack · dashed altar: pick up the weapon · "
                                   "blue dashed ring: where the chosen action takes the ally"),
    "skirmish.view.legend.reach": ("白い実線の枠: 味方{ally}が今届くマス ・ 角に三角のある赤い破線の枠: 敵が今届くマス",
                                   "Solid white frame: cells ally {ally} reaches now · dashed red frame with a "
                                   "corner triangle: cells the enemies reach now"),
    "skirmish.view.legend.reach_if_equipped": ("装備したとき — 白い実線の枠: 味方{ally}が届くマス ・ "
                                               "角に三角のある赤い破線の枠: 敵が届くマス",
                                               "If equipped: solid white frame: cells ally {ally} would reach · "
                                               "dashed red frame with a corner triangle: cells the enemies "
                                               "would reach"),

    # menus
    "skirmish.view.menu.import": ("教材の保存を読み込む...", "Import Lesson Save..."),
    "skirmish.view.menu.skip": ("敵の番を早送り", "Skip the Enemy Phase"),
    # enemy levels in the Options menu
    "skirmish.view.menu.enemy.lesson": ("敵: 練習", "Enemy: Lesson"),
    "skirmish.view.menu.enemy.normal": ("敵: ふつう", "Enemy: Normal"),
    "skirmish.view.menu.enemy.hard": ("敵: 手ごわい", "Enemy: Hard"),
    "skirmish.view.menu.enemy.expert": ("敵: 達人", "Enemy: Expert"),
    "skirmish.view.enemy_chosen": ("敵の強さ「{level}」で新しいゲームを始めました。",
                                   "A new game against the {level} enemy has started."),
    "skirmish.view.import_title": ("教材の保存 (save_097.json) を選ぶ", "Choose a lesson save (save_097.json)"),
    "skirmish.view.import_failed": ("教材の保存を読み込めませんでした。今のゲームはそのままです。\n{reason}",
                                    "Could not import the lesson save. The game on screen is unchanged.\n{reason}"),
    "skirmish.view.import_refused": ("教材の保存を読み込めませんでした: {reason}", "Lesson save not imported: {reason}"),
    "skirmish.view.filetype.json": ("JSON ファイル", "JSON files"),
    "skirmish.view.filetype.all": ("すべてのファイル", "All files"),

    # hint
    "skirmish.view.hint.searching": ("最善の行動を探しています…", "Looking for the best action..."),
    "skirmish.view.hint.none": ("出せるヒントがありません。", "No hint is available."),

    # keys (added to the How to Play text)
    "skirmish.view.keys": (
        "操作\n"
        "マウス: 味方をクリックして選ぶ → 枠のついたマスをクリックで移動、届く敵をクリックで攻撃、"
        "隣の祭壇をクリックで武器を拾う。マスを指すと右の予測に結果が出ます。"
        "行動リストの行をクリックで選び、ダブルクリックで決定。\n"
        "行動リスト: ↑↓で行動を選ぶ、Enter か Space (またはダブルクリック) で決定、←→か Tab で味方を切り替え、"
        "Shift+Tab で盤へ。\n"
        "盤: 矢印キー (↑↓←→) でカーソル移動、Space か Enter でそのマスをクリック、"
        "Tab で行動リストへ。\n"
        "右の欄が1ページに収まらないとき: PageDown/PageUp (または上の ◀ ▶) で次/前のページ。\n"
        "どこでも: A もう一人の味方に切り替え、1/2 味方を選ぶ、W 待つ、T 表示切替、Esc 敵の番を早送り、"
        "Ctrl+H ヒント、Ctrl+Z 元に戻す、Ctrl+Tab 次のタブへ。",
        "Controls\n"
        "Mouse: click an ally to select it, then click a marked cell to move, an enemy in reach to attack, or "
        "the altar next to it to pick up the weapon. Point at a cell to see the forecast on the right. "
        "Click a row of the action list to choose it, double-click to play it.\n"
        "Action list: Up/Down choose an action, Enter or Space (or a double click) commits, Left/Right or Tab "
        "switch the ally, Shift+Tab goes to the board.\n"
        "Board: the arrow keys (Up/Down/Left/Right) move the cursor, Space or Enter clicks its cell, Tab goes to the action list.\n"
        "When the side column does not fit on one page: PageDown/PageUp (or the ◀ ▶ above it) show its next or "
        "previous page.\n"
        "Anywhere: A switches to the other ally, 1/2 choose the ally, W waits, T switches the overlay, Esc skips "
        "the enemy phase, Ctrl+H hints, Ctrl+Z undoes, Ctrl+Tab goes to the next tab."),
}
