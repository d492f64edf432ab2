"""Mirror Skirmish texts. The Japanese event lines are exactly the seed's log lines (saves and traces use them)."""

MESSAGES = {
    "skirmish.title": ("鏡の国の小競り合い", "Mirror Skirmish"),

    # cases, weapons, variants, presets
    "skirmish.case.A": ("伸びる槍", "The Reaching Pike"),
    "skirmish.case.B": ("近すぎる重槌", "The Hammer Too Close"),
    "skirmish.case.C": ("角の向こう", "Around the Corner"),
    "skirmish.weapon.pike": ("長槍", "Pike"),
    "skirmish.weapon.hammer": ("重槌", "Hammer"),
    "skirmish.weapon.blade": ("斜め刃", "Diagonal blade"),
    "skirmish.weapon.hands": ("素手", "Bare hands"),
    "skirmish.variant.both": ("両軍が装備", "Both armies equip"),
    "skirmish.variant.ally": ("味方だけが装備", "Only the allies equip"),
    "skirmish.preset.A-both": ("A 伸びる槍(両軍が装備)", "A: The Reaching Pike (both armies)"),
    "skirmish.preset.A-ally": ("A 伸びる槍(味方だけ装備)", "A: The Reaching Pike (allies only)"),
    "skirmish.preset.B-both": ("B 近すぎる重槌(両軍が装備)", "B: The Hammer Too Close (both armies)"),
    "skirmish.preset.B-ally": ("B 近すぎる重槌(味方だけ装備)", "B: The Hammer Too Close (allies only)"),
    "skirmish.preset.C-both": ("C 角の向こう(両軍が装備)", "C: Around the Corner (both armies)"),
    "skirmish.preset.C-ally": ("C 角の向こう(味方だけ装備)", "C: Around the Corner (allies only)"),

    # board and units
    "skirmish.unit.ally": ("味方{number}", "Ally {number}"),
    "skirmish.unit.enemy": ("敵{number}", "Enemy {number}"),
    "skirmish.cell.wall": ("壁", "Wall"),
    "skirmish.cell.flag": ("旗", "Flag"),
    "skirmish.cell.altar": ("祭壇", "Altar"),
    "skirmish.cell.floor": ("床", "Floor"),
    "skirmish.overlay.moves": ("表示: 移動できるマス", "Showing: cells you can move to"),
    "skirmish.overlay.reach": ("表示: 今の攻撃範囲(白=味方 / 赤=敵)", "Showing: current reach (white = ally / red = enemy)"),
    "skirmish.overlay.reach_if_equipped": ("表示: 装備したときの攻撃範囲(白=味方 / 赤=敵)",
                                           "Showing: reach if equipped (white = ally / red = enemy)"),

    # status lines
    "skirmish.status.round": ("ラウンド {round}/10", "Round {round}/10"),
    "skirmish.status.actions": ("残り行動 {left}/2", "Actions left {left}/2"),
    "skirmish.status.flag": ("旗の保持 {flag}/2", "Flag held {flag}/2"),
    "skirmish.status.equipped": ("装備: {weapon}", "Equipped: {weapon}"),
    "skirmish.status.not_equipped": ("装備なし(祭壇の隣で拾える: {weapon})",
                                     "Not equipped (pick up next to the altar: {weapon})"),
    "skirmish.status.select": ("味方{number}の行動を選んでください", "Choose an action for ally {number}"),

    # action labels (coordinates 1-based, like the event lines)
    "skirmish.action.move": ("味方{ally}: {x},{y}へ移動", "Ally {ally}: move to {x},{y}"),
    "skirmish.action.attack": ("味方{ally}: 敵{enemy}を攻撃", "Ally {ally}: attack enemy {enemy}"),
    "skirmish.action.pick": ("味方{ally}: 祭壇の武器を拾う", "Ally {ally}: pick up the weapon at the altar"),
    "skirmish.action.wait": ("味方{ally}: 待つ", "Ally {ally}: wait"),

    # events (the Japanese must match the seed's log lines character for character)
    "skirmish.event.ally_move": ("味方{ally}が移動", "Ally {ally} moved"),
    "skirmish.event.ally_attack": ("味方{ally}が攻撃", "Ally {ally} attacked"),
    "skirmish.event.ally_wait": ("味方{ally}は待つ", "Ally {ally} waits"),
    "skirmish.event.pick_both.A": ("長槍を両軍へ", "Pikes for both armies"),
    "skirmish.event.pick_both.B": ("重槌を両軍へ", "Hammers for both armies"),
    "skirmish.event.pick_both.C": ("斜め刃を両軍へ", "Diagonal blades for both armies"),
    "skirmish.event.pick_ally.A": ("長槍を味方だけへ", "Pikes for the allies only"),
    "skirmish.event.pick_ally.B": ("重槌を味方だけへ", "Hammers for the allies only"),
    "skirmish.event.pick_ally.C": ("斜め刃を味方だけへ", "Diagonal blades for the allies only"),
    "skirmish.event.enemy_hit": ("敵{enemy}→味方{ally} {damage}ダメージ", "Enemy {enemy} hits ally {ally}: {damage} damage"),
    "skirmish.event.enemy_move": ("敵{enemy}が{x},{y}へ移動", "Enemy {enemy} moves to {x},{y}"),
    "skirmish.event.enemy_wait": ("敵{enemy}は待つ", "Enemy {enemy} waits"),
    "skirmish.event.round_end": ("ラウンド{round}へ", "On to round {round}"),
    "skirmish.event.text": ("{text}", "{text}"),

    # results
    "skirmish.result.flag": ("勝利! 旗を2ラウンド守り抜きました", "Victory! You held the flag for two rounds"),
    "skirmish.result.defeated": ("勝利! 敵を全員倒しました", "Victory! Every enemy is down"),
    "skirmish.result.lost": ("敗北… 味方が全員倒れました", "Defeat... both allies are down"),
    "skirmish.result.draw": ("引き分け: ラウンド10になりました", "Draw: round 10 has come"),

    # rejected actions
    "skirmish.reason.bad_move": ("その行動は読めません", "That action cannot be read"),
    "skirmish.reason.game_over": ("ゲームは終わっています", "The game is over"),
    "skirmish.reason.not_an_ally": ("動かせるのは味方1と味方2だけです", "Only ally 1 and ally 2 take orders"),
    "skirmish.reason.unit_down": ("味方{unit}は倒れています", "Ally {unit} is down"),
    "skirmish.reason.off_board": ("盤の外には出られません", "That cell is off the board"),
    "skirmish.reason.too_far": ("移動できるのは上下左右の隣のマスだけです", "A move goes one cell up, down, left or right"),
    "skirmish.reason.wall": ("壁には入れません", "You cannot walk into a wall"),
    "skirmish.reason.occupied": ("そのマスには生きた駒がいます", "A living unit stands there"),
    "skirmish.reason.not_an_enemy": ("攻撃できるのは敵だけです", "Only enemies can be attacked"),
    "skirmish.reason.target_down": ("敵{enemy}はもう倒れています", "Enemy {enemy} is already down"),
    "skirmish.reason.out_of_reach": ("敵{enemy}には届きません", "Enemy {enemy} is out of reach"),
    "skirmish.reason.already_equipped": ("武器はもう拾ってあります", "The weapon has already been picked up"),
    "skirmish.reason.not_next_to_altar": ("武器は祭壇の隣のマスから拾います(祭壇の上では拾えません)",
                                          "Pick up the weapon from a cell next to the altar (not on it)"),
    "skirmish.reason.illegal": ("今はその行動はできません", "That action is not possible now"),

    # hints
    "skirmish.hint.flag": ("{action} — ラウンド{round}に旗で勝てます(あと{actions}手)",
                           "{action}: wins by the flag in round {round} ({actions} actions)"),
    "skirmish.hint.defeated": ("{action} — ラウンド{round}に敵を全滅させて勝てます(あと{actions}手)",
                               "{action}: wins by downing every enemy in round {round} ({actions} actions)"),
    "skirmish.hint.draw": ("勝ち筋はありません。{action}なら引き分けに持ち込めます",
                           "No win is possible. {action} still reaches a draw"),
    "skirmish.hint.lost": ("どう動いても負けます。{action}でラウンド{round}まで粘れます",
                           "Every line loses. {action} holds out until round {round}"),
    "skirmish.hint.unknown": ("読み切れませんでした。{action}がよさそうです",
                              "The search ran out of time. {action} looks best"),
    "skirmish.hint.over": ("ゲームは終わっています", "The game is over"),
    "skirmish.hint.searched": ("{states}局面を調べました", "{states} positions searched"),

    # importing the lesson's save_097.json
    "skirmish.lesson.loaded": ("教材の保存を読みました(履歴{history}件、手順を復元{moves}手)",
                               "Lesson save loaded ({history} history states, {moves} moves recovered)"),
    "skirmish.lesson.place.state": ("現在の状態", "the current state"),
    "skirmish.lesson.place.history": ("履歴の{number}番目", "history entry {number}"),
    "skirmish.lesson.io": ("ファイルを開けません: {error}", "The file cannot be opened: {error}"),
    "skirmish.lesson.encoding": ("UTF-8のテキストではありません", "The file is not UTF-8 text"),
    "skirmish.lesson.json": ("JSONとして読めません({line}行 {column}列)", "Not valid JSON (line {line}, column {column})"),
    "skirmish.lesson.not_object": ("保存の形式が違います(全体がJSONオブジェクトではない)",
                                   "Wrong layout: the file is not a JSON object"),
    "skirmish.lesson.wrong_game": ("別の作品の保存です(game = {game})", "This save is from another game (game = {game})"),
    "skirmish.lesson.wrong_version": ("保存の版が違います(version = {version})",
                                      "Unsupported save version (version = {version})"),
    "skirmish.lesson.missing_field": ("「{field}」の項目がありません", "The field '{field}' is missing"),
    "skirmish.lesson.history_not_list": ("履歴がリストではありません", "The history is not a list"),
    "skirmish.lesson.state_shape": ("{place}の形式が違います(項目: {fields})",
                                    "{place} has the wrong fields ({fields})"),
    "skirmish.lesson.unknown_case": ("{place}の状況(case/variant)が不明です", "{place} has an unknown case or variant"),
    "skirmish.lesson.equipped": ("{place}の equipped が true/false ではありません", "{place}: equipped is not true or false"),
    "skirmish.lesson.left": ("{place}の残り行動 left が 0〜2 の整数ではありません", "{place}: left is not a whole number 0-2"),
    "skirmish.lesson.round": ("{place}のラウンドが 0〜10 の整数ではありません", "{place}: round is not a whole number 0-10"),
    "skirmish.lesson.flag": ("{place}の旗の保持 flag が 0〜2 の整数ではありません", "{place}: flag is not a whole number 0-2"),
    "skirmish.lesson.ended": ("{place}の結果 ended が不明です", "{place}: unknown result in ended"),
    "skirmish.lesson.hp": ("{place}の体力が 0〜3 の整数4つではありません", "{place}: hp is not four whole numbers 0-3"),
    "skirmish.lesson.pos": ("{place}の位置が盤の外か壁の上です", "{place}: a position is off the board or on a wall"),
    "skirmish.lesson.overlap": ("{place}で生きた駒が同じマスに重なっています", "{place}: two living units share a cell"),
    "skirmish.lesson.events": ("{place}の記録が100文字以内の文字列ではありません",
                               "{place}: an event is not a string of at most 100 characters"),
    "skirmish.lesson.history_too_long": ("履歴が{count}件あります(20件まで)", "The history has {count} entries (at most 20)"),
    "skirmish.lesson.case_mismatch": ("保存の case が状態と合いません", "The save's case does not match its state"),
    "skirmish.lesson.settings_mismatch": ("保存の settings が状態の variant と合いません",
                                          "The save's settings do not match the state's variant"),
    "skirmish.lesson.history_mismatch": ("履歴の{number}番目の状況が現在の状態と違います",
                                         "History entry {number} is from another case or variant"),

    # help
    "skirmish.help": (
        "味方2人(味方1・味方2)で敵2人と戦います。1ラウンドに味方は合わせて2回行動できます。\n"
        "行動は「上下左右へ1マス移動」「届く敵を攻撃」「祭壇の隣で武器を拾う」「待つ」のどれかです。\n"
        "2回行動すると敵の番です。敵は届く味方のうち体力の少ない方を攻撃し、届かなければ近づいてきます。\n"
        "武器は1つだけで、拾うと味方全員が装備します。「両軍が装備」では敵も同時に装備します。\n"
        "勝ち: 旗のマスに味方が立ったままラウンドを2回続けて終える、または敵を全員倒す。\n"
        "負け: 味方が2人とも倒れる。ラウンド10になると引き分けです。\n"
        "Tキーで表示を切り替え(移動先 / 今の攻撃範囲 / 装備したときの攻撃範囲)。ヒントは最短の勝ち方を探します。",
        "Your two allies fight two enemies. Each round the allies have two actions in all.\n"
        "An action is: move one cell up, down, left or right; attack an enemy in reach; pick up the weapon "
        "from a cell next to the altar; or wait.\n"
        "After two actions the enemies act: each attacks the weakest ally it can reach, or walks towards one.\n"
        "There is one weapon; picking it up arms both allies. With 'both armies equip' the enemies are armed too.\n"
        "Win: end two rounds in a row with an ally on the flag, or down every enemy.\n"
        "Lose: both allies are down. When round 10 comes, the game is a draw.\n"
        "T switches the overlay (moves / current reach / reach if equipped). The hint looks for the fastest win.",
    ),
}
