"""Mirror Skirmish texts. The Japanese event lines are exactly the seed's log lines (saves and traces use them)."""

MESSAGES = {
    "skirmish.title": ("鏡の国の小競り合い", "Mirror Skirmish"),
    "skirmish.short_title": ("小競り合い", "Skirmish"),  # on the tab when the full names do not fit

    # cases, weapons, variants, presets
    "skirmish.case.A": ("伸びる槍", "The Reaching Pike"),
    "skirmish.case.B": ("近すぎる重槌", "The Hammer Too Close"),
    "skirmish.case.C": ("角の向こう", "Around the Corner"),
    "skirmish.case.D": ("敵陣の旗", "The Flag in Their Camp"),
    "skirmish.case.E": ("隅の旗", "The Flag in the Corner"),
    "skirmish.weapon.pike": ("長槍", "Pike"),
    "skirmish.weapon.hammer": ("重槌", "Hammer"),
    "skirmish.weapon.blade": ("斜め刃", "Diagonal blade"),
    "skirmish.weapon.hands": ("素手", "Bare hands"),
    # the weapons' rules; the numbers and the cases of each weapon come from gamepkg/skirmish/board.py
    "skirmish.weapon_rule.pike": ("長槍 (ケース {pike_cases}): まっすぐ{pike_reach}マス先まで届く (間に壁や生きた駒があると届かない)、"
                                  "{hands_damage}ダメージ",
                                  "Pike (case {pike_cases}): reaches up to {pike_reach:cell|cells} away in a straight line (not past a "
                                  "wall or a living unit), {hands_damage} damage"),
    "skirmish.weapon_rule.hammer": ("重槌 (ケース {hammer_cases}): 隣のマスにしか届かないが、{hammer_damage}ダメージ",
                                    "Hammer (case {hammer_cases}): reaches only neighbours, but hits for {hammer_damage}"),
    "skirmish.weapon_rule.blade": ("斜め刃 (ケース {blade_cases}): 斜め隣にも届く (両側の角が両方とも壁なら届かない)、"
                                   "{hands_damage}ダメージ",
                                   "Diagonal blade (case {blade_cases}): also reaches diagonal neighbours (unless both corner cells "
                                   "are walls), {hands_damage} damage"),
    "skirmish.weapon_rule.hands": ("素手: 上下左右の隣のマスに{hands_damage}ダメージ",
                                   "Bare hands: {hands_damage} damage to a neighbour up, down, left or right"),
    "skirmish.variant.both": ("両軍が装備", "Both armies equip"),
    "skirmish.variant.ally": ("味方だけが装備", "Only the allies equip"),
    "skirmish.preset.A-both": ("A 伸びる槍 (両軍が装備)", "A: The Reaching Pike (both armies)"),
    "skirmish.preset.A-ally": ("A 伸びる槍 (味方だけ装備)", "A: The Reaching Pike (allies only)"),
    "skirmish.preset.B-both": ("B 近すぎる重槌 (両軍が装備)", "B: The Hammer Too Close (both armies)"),
    "skirmish.preset.B-ally": ("B 近すぎる重槌 (味方だけ装備)", "B: The Hammer Too Close (allies only)"),
    "skirmish.preset.C-both": ("C 角の向こう (両軍が装備)", "C: Around the Corner (both armies)"),
    "skirmish.preset.C-ally": ("C 角の向こう (味方だけ装備)", "C: Around the Corner (allies only)"),
    "skirmish.preset.D-both": ("D 敵陣の旗 (両軍が装備)", "D: The Flag in Their Camp (both armies)"),
    "skirmish.preset.D-ally": ("D 敵陣の旗 (味方だけ装備)", "D: The Flag in Their Camp (allies only)"),
    "skirmish.preset.E-both": ("E 隅の旗 (両軍が装備)", "E: The Flag in the Corner (both armies)"),
    "skirmish.preset.E-ally": ("E 隅の旗 (味方だけ装備)", "E: The Flag in the Corner (allies only)"),
    # enemy levels (who chooses the enemies' actions)
    "skirmish.enemy.lesson": ("練習", "Lesson"),
    "skirmish.enemy.normal": ("ふつう", "Normal"),
    "skirmish.enemy.hard": ("手ごわい", "Hard"),
    "skirmish.enemy.expert": ("達人", "Expert"),

    # board and units
    "skirmish.unit.ally": ("味方{number}", "Ally {number}"),
    "skirmish.unit.enemy": ("敵{number}", "Enemy {number}"),
    "skirmish.cell.wall": ("壁", "Wall"),
    "skirmish.cell.flag": ("旗", "Flag"),
    "skirmish.cell.altar": ("祭壇", "Altar"),
    "skirmish.cell.floor": ("床", "Floor"),
    "skirmish.overlay.moves": ("表示: 移動できるマス", "Showing: cells you can move to"),
    "skirmish.overlay.reach": ("表示: 今の攻撃範囲 (白=味方 / 赤=敵)", "Showing: current reach (white = ally / red = enemy)"),
    "skirmish.overlay.reach_if_equipped": ("表示: 装備したときの攻撃範囲 (白=味方 / 赤=敵)",
                                           "Showing: reach if equipped (white = ally / red = enemy)"),

    # status lines
    "skirmish.status.round": ("ラウンド{round}/{last_round}", "Round {round}/{last_round}"),
    "skirmish.status.actions": ("残り行動{left}/{actions}", "Actions left {left}/{actions}"),
    # the battle box after the end (no actions left to count)
    "skirmish.status.actions_over": ("決着がつきました", "The game is over"),
    "skirmish.status.flag": ("旗の保持{flag}/{flag_rounds}", "Flag held {flag}/{flag_rounds}"),
    "skirmish.status.equipped": ("装備: {weapon}", "Equipped: {weapon}"),
    "skirmish.status.not_equipped": ("装備なし (祭壇の隣で拾える: {weapon})",
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
    # a pick's line names the case's weapon (gamepkg/skirmish/board.py WEAPONS), the seed's words for it
    "skirmish.event.pick_both.pike": ("長槍を両軍へ", "Pikes for both armies"),
    "skirmish.event.pick_both.hammer": ("重槌を両軍へ", "Hammers for both armies"),
    "skirmish.event.pick_both.blade": ("斜め刃を両軍へ", "Diagonal blades for both armies"),
    "skirmish.event.pick_ally.pike": ("長槍を味方だけへ", "Pikes for the allies only"),
    "skirmish.event.pick_ally.hammer": ("重槌を味方だけへ", "Hammers for the allies only"),
    "skirmish.event.pick_ally.blade": ("斜め刃を味方だけへ", "Diagonal blades for the allies only"),
    "skirmish.event.enemy_hit": ("敵{enemy}→味方{ally} {damage}ダメージ", "Enemy {enemy} hits ally {ally}: {damage} damage"),
    "skirmish.event.enemy_move": ("敵{enemy}が{x},{y}へ移動", "Enemy {enemy} moves to {x},{y}"),
    "skirmish.event.enemy_wait": ("敵{enemy}は待つ", "Enemy {enemy} waits"),
    "skirmish.event.round_end": ("ラウンド{round}へ", "On to round {round}"),
    "skirmish.event.text": ("{text}", "{text}"),

    # results
    "skirmish.result.flag": ("勝利! 旗を{flag_rounds}ラウンド守り抜きました",
                             "Victory! You held the flag for {flag_rounds:round|rounds}"),
    "skirmish.result.defeated": ("勝利! 敵を全員倒しました", "Victory! Every enemy is down"),
    "skirmish.result.lost": ("敗北… 味方が全員倒れました", "Defeat... both allies are down"),
    "skirmish.result.draw": ("引き分け: ラウンド{last_round}になりました", "Draw: round {last_round} has come"),

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
    "skirmish.reason.not_next_to_altar": ("武器は祭壇の隣のマスから拾います (祭壇の上では拾えません)",
                                          "Pick up the weapon from a cell next to the altar (not on it)"),
    "skirmish.reason.illegal": ("今はその行動はできません", "That action is not possible now"),

    # hints
    "skirmish.hint.flag": ("{action} — ラウンド{round}に旗で勝てます (あと{actions}手)",
                           "{action}: wins by the flag in round {round} ({actions:action|actions})"),
    "skirmish.hint.defeated": ("{action} — ラウンド{round}に敵を全滅させて勝てます (あと{actions}手)",
                               "{action}: wins by downing every enemy in round {round} ({actions:action|actions})"),
    "skirmish.hint.draw": ("勝ち筋はありません。{action}なら引き分けに持ち込めます",
                           "No win is possible. {action} still reaches a draw"),
    "skirmish.hint.lost": ("どう動いても負けます。{action}でラウンド{round}まで粘れます",
                           "Every line loses. {action} holds out until round {round}"),
    # against the Expert enemy the hint plans against the best enemy play (gamepkg/skirmish/advice.py)
    "skirmish.hint.sure": ("{action} — 敵がどう動いても、ラウンド{round}までに勝てます",
                           "{action} — a win by round {round}, whatever the enemies do"),
    "skirmish.hint.unsure": ("敵が最善をつくすと、確実な勝ち筋は見つかりません。いちばん良さそうなのは{action}です",
                             "Against the enemies' best play no sure win was found. The strongest action found "
                             "is {action}"),
    # the whole hint line: the sentence and the enemy level it planned against (gamepkg/skirmish/advice.py)
    "skirmish.hint.planned.own": ("{hint} (敵「{level}」の動きどおりに読んだ見通し)",
                                  "{hint} (planned against the {level} enemy's own answers)"),
    "skirmish.hint.planned.best": ("{hint} (敵「{level}」が最善をつくすものとして読んだ見通し)",
                                   "{hint} (planned against the best enemy play, as the {level} enemy may play)"),
    "skirmish.hint.over": ("ゲームは終わっています", "The game is over"),
    "skirmish.hint.searched": ("{states}局面を調べました", "{states:position|positions} searched"),

    # importing the lesson's save_097.json
    "skirmish.lesson.loaded": ("教材の保存を読みました (履歴{history}件、{moves}手分の手順を復元)",
                               "Lesson save loaded ({history:history state|history states}, {moves:move|moves} recovered)"),
    "skirmish.lesson.place.state": ("現在の状態", "the current state"),
    "skirmish.lesson.place.history": ("履歴の{number}番目", "history entry {number}"),
    "skirmish.lesson.io": ("ファイルを開けません: {error}", "The file cannot be opened: {error}"),
    # only regular files of a bounded size are read (issue 21, point 6)
    "skirmish.lesson.not_a_file": ("普通のファイルではないため、読み込みません", "It is not a regular file, so it is not read"),
    "skirmish.lesson.too_big": ("ファイルが大きすぎます ({limit} KB まで)", "The file is too big (at most {limit} KB)"),
    "skirmish.lesson.encoding": ("UTF-8 のテキストではありません", "The file is not UTF-8 text"),
    "skirmish.lesson.json": ("JSON として読めません ({line}行目の{column}文字目)", "Not valid JSON (line {line}, column {column})"),
    "skirmish.lesson.not_object": ("保存の形式が違います (全体が JSON オブジェクトではない)",
                                   "Wrong layout: the file is not a JSON object"),
    "skirmish.lesson.no_game": ("鏡の国の小競り合いの教材の保存ではありません (どのゲームの保存なのかが書かれていません)",
                                "This is not a lesson save of Mirror Skirmish: the file does not say which game "
                                "it belongs to"),
    "skirmish.lesson.wrong_game": ("鏡の国の小競り合いの教材の保存ではありません (別のゲーム「{game}」の保存です)",
                                   "This is not a lesson save of Mirror Skirmish: it belongs to another game "
                                   "({game})"),
    "skirmish.lesson.wrong_version": ("保存の版が違います (version = {version})",
                                      "Unsupported save version (version = {version})"),
    "skirmish.lesson.missing_field": ("「{field}」の項目がありません", "The field '{field}' is missing"),
    "skirmish.lesson.history_not_list": ("履歴がリストではありません", "The history is not a list"),
    "skirmish.lesson.state_shape": ("{place}の形式が違います (項目: {fields})",
                                    "{place} has the wrong fields ({fields})"),
    "skirmish.lesson.unknown_case": ("{place}の状況 (case/variant) が不明です", "{place} has an unknown case or variant"),
    "skirmish.lesson.equipped": ("{place}の equipped が true/false ではありません", "{place}: equipped is not true or false"),
    "skirmish.lesson.left": ("{place}の残り行動 left が0〜{actions}の整数ではありません",
                             "{place}: left is not a whole number 0-{actions}"),
    "skirmish.lesson.round": ("{place}のラウンドが0〜{last_round}の整数ではありません",
                              "{place}: round is not a whole number 0-{last_round}"),
    "skirmish.lesson.flag": ("{place}の旗の保持 flag が0〜{flag_rounds}の整数ではありません",
                             "{place}: flag is not a whole number 0-{flag_rounds}"),
    "skirmish.lesson.ended": ("{place}の結果 ended が不明です", "{place}: unknown result in ended"),
    "skirmish.lesson.hp": ("{place}の体力が0〜{max_hp}の整数4つではありません",
                           "{place}: hp is not four whole numbers 0-{max_hp}"),
    "skirmish.lesson.pos": ("{place}の位置が盤の外か壁の上です", "{place}: a position is off the board or on a wall"),
    "skirmish.lesson.overlap": ("{place}で生きた駒が同じマスに重なっています", "{place}: two living units share a cell"),
    "skirmish.lesson.events": ("{place}の記録が100文字以内の文字列ではありません",
                               "{place}: an event is not a string of at most 100 characters"),
    "skirmish.lesson.history_too_long": ("履歴が{count}件あります (20件まで)", "The history has {count:entry|entries} (at most 20)"),
    "skirmish.lesson.case_mismatch": ("保存の case が状態と合いません", "The save's case does not match its state"),
    "skirmish.lesson.settings_mismatch": ("保存の settings が状態の variant と合いません",
                                          "The save's settings do not match the state's variant"),
    "skirmish.lesson.history_mismatch": ("履歴の{number}番目の状況が現在の状態と違います",
                                         "History entry {number} is from another case or variant"),

    # help
    "skirmish.help": (
        "味方2人 (味方1・味方2) で敵2人と戦います。どの駒も体力{max_hp}から始まります。"
        "1ラウンドに味方は合わせて{actions}回行動できます。\n"
        "行動は「上下左右へ1マス移動」「届く敵を攻撃」「祭壇の隣で武器を拾う」「待つ」のどれかです。\n"
        "{actions}回行動すると敵の番です。敵は届く味方のうち体力の少ない方を攻撃し、届かなければ近づいてきます。\n"
        "武器は1つだけで、拾うと味方全員が装備します。「両軍が装備」では敵も同時に装備します。\n"
        "勝ち: 旗のマスに味方が立ったままラウンドを{flag_rounds}回続けて終える、または敵を全員倒す。\n"
        "負け: 味方が2人とも倒れる。ラウンド{last_round}になると引き分けです。\n"
        "T キーで表示を切り替え (移動先 / 今の攻撃範囲 / 装備したときの攻撃範囲)。ヒントは最短の勝ち方を探します。\n"
        "敵の強さ (オプション メニュー): 「練習」は上のとおりに動きます。「ふつう」は行動のあとの形勢を比べて選び、"
        "「手ごわい」は敵2人の動きをまとめて考え、味方の次のラウンドの答えまで読んで選びます。"
        "「達人」は味方と敵の両方のあらゆる行動を何ラウンドも先まで読みます。達人が相手のときのヒントは、敵がどう動いても勝てる手だけを勝ちとして示します。"
        "どの強さでも、できる行動は同じです。\n"
        "ケース A〜C は、敵がどう動いても旗へ急げば2〜3ラウンドで勝てます。D と E では旗が敵の近くにあり、最後まで正確に指す必要があります。",
        "Your two allies fight two enemies; every unit starts with {max_hp} HP. Each round the allies have "
        "{actions:action|actions} in all.\n"
        "An action is: move one cell up, down, left or right; attack an enemy in reach; pick up the weapon "
        "from a cell next to the altar; or wait.\n"
        "After {actions:action|actions} the enemies act: each attacks the weakest ally it can reach, or walks towards one.\n"
        "There is one weapon; picking it up arms both allies. With 'both armies equip' the enemies are armed too.\n"
        "Win: end {flag_rounds:round|rounds} in a row with an ally on the flag, or down every enemy.\n"
        "Lose: both allies are down. When round {last_round} comes, the game is a draw.\n"
        "T switches the overlay (moves / current reach / reach if equipped). The hint looks for the fastest win.\n"
        "Enemy level (Options menu): Lesson acts as described above; Normal compares where each of its actions "
        "leads; Hard plans both enemies together and reads the allies' answer in the next round; Expert searches "
        "every action of both sides several rounds ahead (against Expert the hint calls a win only one that no "
        "enemy action can stop). Every level may do the same actions.\n"
        "In cases A to C a run to the flag wins in 2 or 3 rounds whatever the enemies do. In D and E the flag "
        "lies near the enemies, and a win needs accurate play to the end.",
    ),
    "skirmish.help.weapons": ("武器", "Weapons"),
    # parameters that cannot be used (game IDs, saves)
    "skirmish.params.shape": ("設定は、ケース (A〜E)、ハイフン、種類の順に書きます (例: skirmish:A-both、skirmish:C-ally)。",
                              "The settings are a case (A to E), a hyphen and a variant, as in skirmish:A-both "
                              "or skirmish:C-ally."),
    "skirmish.params.case": ("ケースは A〜E のどれかです (例: skirmish:B-both)。",
                             "The case must be one of A to E (for example skirmish:B-both)."),
    "skirmish.params.variant": ("種類は、両軍が武器を使う skirmish:A-both か、味方だけが使う skirmish:A-ally のように書きます。",
                                "The variant is both (both armies take up the weapon) or ally (only the allies), "
                                "as in skirmish:A-both or skirmish:A-ally."),
    "skirmish.params.enemy": ("敵の強さは、ケースと種類のあとに normal・hard・expert のどれかを書きます (例: skirmish:A-both-hard)。",
                              "The enemy level comes after the case and variant, as normal, hard or expert "
                              "(for example skirmish:A-both-hard)."),
    "skirmish.params.start_shape": ("開始局面の書き方が違います (例: p01035153h3333e0l2r0f0)。",
                                    "The start state is not written like p01035153h3333e0l2r0f0."),
    "skirmish.params.start_off_board": ("開始局面のユニットが盤の外か壁の上にいます。",
                                        "A unit of the start state is off the board or on a wall."),
    "skirmish.params.start_shared": ("開始局面で、倒れていないユニット2体が同じマスにいます。",
                                     "Two living units of the start state share a cell."),
    "skirmish.params.unreachable": ("この開始局面には、どのゲームでもたどり着けません ({why})。",
                                    "No game reaches this start state ({why})."),
    "skirmish.unreachable.no_action_left": ("ラウンドに行動が残っていません", "no action left in the round"),
    "skirmish.unreachable.past_last_round": ("{last_round}ラウンド目が来たのに、ゲームが続いています",
                                            "the game goes on after round {last_round} came"),
    "skirmish.unreachable.flag_held": ("旗を{flag_rounds}ラウンド守ったのに、ゲームが続いています",
                                      "the game goes on after the flag was held for {flag_rounds:round|rounds}"),
    "skirmish.unreachable.allies_down": ("味方が2体とも倒れたのに、ゲームが続いています", "the game goes on with both allies down"),
    "skirmish.unreachable.enemies_down": ("敵が2体とも倒れたのに、ゲームが続いています", "the game goes on with both enemies down"),
    "skirmish.unreachable.lost_with_ally": ("味方が立っているのに負けています", "lost with an ally standing"),
    "skirmish.unreachable.defeated_with_enemy": ("敵が立っているのに、敵を全滅させて勝ったことになっています",
                                                "defeated with an enemy standing"),
    "skirmish.unreachable.flag_not_held": ("旗を守っていないのに旗で勝っています", "won by the flag without holding it"),
    "skirmish.unreachable.early_draw": ("{last_round}ラウンドより前に引き分けています", "a draw before round {last_round}"),
    "skirmish.unreachable.ended_with_actions_left": ("敵の番かラウンドの終わりで決着したのに、行動が残っています",
                                                     "the game ended in the enemies' turn or at a round's end with "
                                                     "actions left"),
    "skirmish.unreachable.defeated_without_action": ("味方が一度も行動せずに敵が全滅しています",
                                                     "every enemy is down without an ally action"),
    "skirmish.unreachable.flag_streak_off_flag": ("旗を守った回数があるのに、旗の上に味方がいません",
                                                  "a flag streak with nobody on the flag"),
    "skirmish.unreachable.flag_longer_than_game": ("旗を守ったラウンドが、過ぎたラウンドより多くなっています",
                                                   "the flag was held for more rounds than were played"),
    "skirmish.unreachable.hurt_before_enemies": ("敵がまだ動いていないのに、味方が傷ついています",
                                                 "an ally is hurt before the enemies acted"),
    "skirmish.unreachable.equipped_before_action": ("まだ何もしていないのに、武器を拾っています",
                                                    "the weapon was picked up before any action"),
    "skirmish.unreachable.too_hard_to_check": ("たどり着けるかどうか、ここでは調べきれません",
                                               "too hard to check here that a game reaches it"),
    "skirmish.unreachable.no_line_of_play": ("いつもの開始局面から、どう指してもたどり着けません",
                                             "no line of play from the usual start reaches it"),

    # exercises of Help → How This Game Is Made (gamepkg/source_info.py numbers them; the same in both languages)
    "skirmish.exercise.1": (
        "盤を大きくしましょう: gamepkg/skirmish/board.py の `WIDTH` と `HEIGHT` を変え、`LAYOUTS` の壁を1つ動かします。"
        "盤の絵 (widgets/skirmish/draw.py) と敵の道さがしの表 `NEIGHBOURS` はこの数を読みます。開始局面の文字列 "
        "(`START_PATTERN`) は座標を1けたで書くので、10マスまでにしておきます。食い違うシードの記録: "
        "tests/data/conformance/skirmish/ (新しい端のそばの合法手、敵の道、ダイジェスト。6×5の盤の記録です)。"
        "座標を書いた tests/test_skirmish_rules.py のテストも確かめ直します。",
        "Make the board bigger: change `WIDTH` and `HEIGHT` in gamepkg/skirmish/board.py and move a wall in `LAYOUTS`. "
        "The drawing (widgets/skirmish/draw.py) and the enemies' path table `NEIGHBOURS` read them. A start state "
        "(`START_PATTERN`) writes each coordinate as one digit, so stay at 10 cells or fewer. Seed playthroughs "
        "that will differ: tests/data/conformance/skirmish/ (the legal moves near the new edge, the enemy paths and "
        "the digests: they record the 6x5 board). Check the tests of tests/test_skirmish_rules.py that name cells "
        "too."),
    "skirmish.exercise.2": (
        "ケース B に3つ目の壁を置き、敵の道 (`enemy_choice`) がどう変わるか見てみましょう。gamepkg/skirmish/board.py "
        "の `LAYOUTS` の B の `walls` に足すだけで、道さがしの表、盤の絵、ヒント (gamepkg/skirmish/ai.py) は"
        "従います。食い違うシードの記録: tests/data/conformance/skirmish/ のケース B の記録と、"
        "tests/data/conformance/skirmish_saves/ のうち、そのマスにユニットがいるケース B のセーブです (元の壁の"
        "記録だからです)。",
        "Give case B a third wall and watch how the enemy path (`enemy_choice`) changes. Adding the cell to the "
        "`walls` of B in `LAYOUTS` (gamepkg/skirmish/board.py) is all: the path table, the drawing and the hint "
        "(gamepkg/skirmish/ai.py) follow. Seed playthroughs that will differ: the case B games of "
        "tests/data/conformance/skirmish/, and the case B saves of tests/data/conformance/skirmish_saves/ with a "
        "unit on that cell (they record the original walls)."),
    "skirmish.exercise.3": (
        "武器を強くしてみましょう: gamepkg/skirmish/board.py の `HAMMER_DAMAGE` を3に、`PIKE_REACH` を3に、または "
        "`MAX_HP` を4にします。ヒント (gamepkg/skirmish/ai.py)、敵の動き、予告、遊び方の文はこの名前を読むので、"
        "変えるのは1か所です (tests/test_skirmish_rule_change.py がそれを確かめます)。それぞれのケースはまだ"
        "公平な戦いでしょうか。食い違うシードの記録: tests/data/conformance/skirmish/ のうち、ハンマー (ケース B)"
        " や長槍 (ケース A・E) で攻撃した記録、`MAX_HP` ならすべての記録です (元の決まりの記録だからです)。",
        "Make the weapons stronger: set `HAMMER_DAMAGE` to 3, `PIKE_REACH` to 3 or `MAX_HP` to 4 in "
        "gamepkg/skirmish/board.py. The hint (gamepkg/skirmish/ai.py), the enemies, the forecast and How to Play read "
        "these names, so one change is all (tests/test_skirmish_rule_change.py checks that). Is each case still a "
        "fair fight? Seed playthroughs that will differ: the games of tests/data/conformance/skirmish/ with a "
        "hammer (case B) or pike (case A) attack, and with `MAX_HP` all of them (they record the original rules)."),
    "skirmish.exercise.4": (
        "旗で勝つには3ラウンド守るように (`FLAG_ROUNDS`)、またはゲームを12ラウンドに (`LAST_ROUND`) してみましょう。"
        "どちらも gamepkg/skirmish/board.py の1か所で、開始局面の確かめ (gamepkg/skirmish/reach.py)、ヒント、"
        "遊び方と状態の文 (`rule_numbers` が数を渡します) はひとりでに従います。食い違うシードの記録: "
        "tests/data/conformance/skirmish/ のうち、旗で勝った記録と引き分けの記録です。",
        "Let the flag need three rounds (`FLAG_ROUNDS`), or the game last 12 rounds (`LAST_ROUND`). Either is one "
        "change in gamepkg/skirmish/board.py: the start checks (gamepkg/skirmish/reach.py), the hint, How to Play and the "
        "status lines (`rule_numbers` passes them the numbers) follow by themselves. Seed playthroughs that will "
        "differ: the games of tests/data/conformance/skirmish/ won by the flag or drawn."),
    "skirmish.exercise.5": (
        "味方の行動を1ラウンド3回にして (gamepkg/skirmish/board.py の `ACTIONS_PER_ROUND`)、ヒントを使うとケース A "
        "がやさしすぎるか調べましょう。ヒントの読みの深さ (gamepkg/skirmish/ai.py) もこの数から決まります。"
        "食い違うシードの記録: tests/data/conformance/skirmish/ のすべて (敵は2回の行動のあとに動く記録です) と、"
        "tests/data/conformance/skirmish_saves/ のレッスンのセーブ (残り行動は2までという決まりです)。",
        "Give the allies three actions per round (`ACTIONS_PER_ROUND` in gamepkg/skirmish/board.py) and find out "
        "whether case A becomes too easy with the hint; the hint's search depth (gamepkg/skirmish/ai.py) follows "
        "the number. Seed playthroughs that will differ: all of tests/data/conformance/skirmish/ (the enemies move "
        "after two actions there) and the lesson saves of tests/data/conformance/skirmish_saves/ (at most two "
        "actions left, by their rule)."),
}
