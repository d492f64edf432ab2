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
    # the weapons' rules (case A pike, case B hammer, case C blade); the numbers come from gamepkg/skirmish/board.py
    "skirmish.weapon_rule.pike": ("長槍 (ケース A・E): まっすぐ{pike_reach}マス先まで届く (間に壁や生きた駒があると届かない)、"
                                  "{hands_damage}ダメージ",
                                  "Pike (cases A and E): reaches up to {pike_reach:cell|cells} away in a straight line (not past a "
                                  "wall or a living unit), {hands_damage} damage"),
    "skirmish.weapon_rule.hammer": ("重槌 (ケース B・D): 隣のマスにしか届かないが、{hammer_damage}ダメージ",
                                    "Hammer (cases B and D): reaches only neighbours, but hits for {hammer_damage}"),
    "skirmish.weapon_rule.blade": ("斜め刃 (ケース C): 斜め隣にも届く (両側の角が両方とも壁なら届かない)、"
                                   "{hands_damage}ダメージ",
                                   "Diagonal blade (case C): also reaches diagonal neighbours (unless both corner cells "
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
    "skirmish.event.pick_both.A": ("長槍を両軍へ", "Pikes for both armies"),
    "skirmish.event.pick_both.B": ("重槌を両軍へ", "Hammers for both armies"),
    "skirmish.event.pick_both.C": ("斜め刃を両軍へ", "Diagonal blades for both armies"),
    "skirmish.event.pick_ally.A": ("長槍を味方だけへ", "Pikes for the allies only"),
    "skirmish.event.pick_ally.B": ("重槌を味方だけへ", "Hammers for the allies only"),
    "skirmish.event.pick_ally.C": ("斜め刃を味方だけへ", "Diagonal blades for the allies only"),
    # the project's cases D (the hammer) and E (the pike): the same lines as their weapon's seed case
    "skirmish.event.pick_both.D": ("重槌を両軍へ", "Hammers for both armies"),
    "skirmish.event.pick_both.E": ("長槍を両軍へ", "Pikes for both armies"),
    "skirmish.event.pick_ally.D": ("重槌を味方だけへ", "Hammers for the allies only"),
    "skirmish.event.pick_ally.E": ("長槍を味方だけへ", "Pikes for the allies only"),
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
    # the lesson (issue 38, gamepkg/skirmish/lesson.py and rulebook.py): the rules a player must know, the chapters,
    # per step what to try, why it worked, the rule it adds, a hint and one per likely mistake; the Japanese uses
    # kanji of school years 1-4 only (tests/test_lesson_kanji.py), the names of things as the screen shows them
    "skirmish.rule.move": ("1回の行動で、味方を上下左右に1マス動かせます (かべと生きたこまのマスには入れません)。",
                        "An action moves an ally one cell up, down, left or right (not into walls or units)."),
    "skirmish.rule.wait": ("「待つ」も1回の行動で、その味方は動きません。",
                        "Wait is an action too: the ally stays where it is."),
    "skirmish.rule.attack": ("となりのてきをこうげきすると、HP が{hands_damage}へります (はじめは{max_hp})。",
                          "Attacking an enemy next to your ally takes {hands_damage} of its {max_hp} HP."),
    "skirmish.rule.fallen": ("HP が0になったこまはたおれて、もう何もしません (そのマスには入れます)。",
                          "A unit with 0 HP is down: it does nothing more, and its cell can be walked on."),
    "skirmish.rule.defeat_win": ("てきを2人ともたおすと勝ちです。",
                              "Down both enemies and you win."),
    "skirmish.rule.enemy_phase": ("味方が2人あわせて{actions}回動くと、てき1、てき2の順に動き、次のラウンドになります。",
                               "After your team's {actions:action|actions}, enemy 1 acts, then enemy 2, then a new round begins."),
    "skirmish.rule.enemy_walk": ("とどく味方がいないてきは、いちばん近い味方へ1マス近づきます。",
                              "An enemy that reaches no ally walks one step toward the nearest ally."),
    "skirmish.rule.enemy_attack": ("てきは、とどく味方をこうげきします (2人ともとどくなら HP の少ない方)。",
                                "An enemy attacks an ally it can reach, the one with fewer HP if it reaches both."),
    "skirmish.rule.flag_count": ("ラウンドの終わりに味方が旗の上にいると、「旗のほじ」が1ふえます。",
                              "When a round ends with an ally on the flag, Flag held goes up by 1."),
    "skirmish.rule.flag_break": ("旗の上に味方がいなくなると、すぐに「旗のほじ」は0にもどります。",
                              "As soon as no ally stands on the flag, Flag held goes back to 0."),
    "skirmish.rule.flag_win": ("ラウンドの終わりに{flag_rounds}回続けて味方が旗の上にいれば勝ちです。",
                            "An ally on the flag at the end of {flag_rounds:round|rounds} in a row wins."),
    "skirmish.rule.lost": ("味方が2人ともたおれると負けです。",
                        "If both allies are down, you lose."),
    "skirmish.rule.draw": ("ラウンド{last_round}になっても勝負がつかなければ、引き分けです。",
                        "If nobody has won when round {last_round} comes, it is a draw."),
    "skirmish.rule.pick": ("さいだんのとなりのマスから、1回の行動でぶきを拾えます (1回のゲームで1回だけ)。",
                        "One action next to the altar (not on it) picks up the weapon, once a game."),
    "skirmish.rule.both_armed": ("「両軍がそうび」では、ぶきを拾うとてきも同じぶきを持って、こうげきしてきます。",
                              "With “Both armies equip”, the pick-up arms the enemies too, and they strike with it."),
    "skirmish.rule.pike": ("長やりは、まっすぐ{pike_reach}マス先にもとどきます (間にかべやこまがなければ)。",
                        "The Pike hits {pike_reach:cell|cells} away in a straight line, past no wall or unit."),
    "skirmish.rule.hammer": ("じゅうついは、となりにしかとどきませんが、{hammer_damage}ダメージです。",
                          "The Hammer reaches only neighbours, but hits for {hammer_damage}."),
    "skirmish.rule.blade": ("ななめばは、ななめのとなりにもとどきます (両がわの角がどちらもかべなら、とどきません)。",
                         "The Diagonal blade also hits diagonal neighbours (unless both corners are walls)."),
    "skirmish.rule.ally_only": ("「味方だけがそうび」では、ぶきを拾っても、てきはすでのままです。",
                             "With “Only the allies equip”, the enemies keep bare hands after the pick-up."),
    "skirmish.rule.forecast": ("行動をえらぶと、「よそく」のらんに、その行動とてきの番のあとの様子が出ます。",
                            "The Forecast box shows what the chosen action and the enemies' turn after it would do."),
    "skirmish.lesson_chapter.moving": ("動かす", "Moving"),
    "skirmish.lesson_chapter.fighting": ("こうげきする", "Attacking"),
    "skirmish.lesson_chapter.round": ("てきの番と、勝ち負け", "The enemies' turn, winning and losing"),
    "skirmish.lesson_chapter.weapons": ("ぶき", "Weapons"),
    "skirmish.lesson_chapter.forecast": ("よそく", "The forecast"),
    "skirmish.lesson_real_game": ("ケース A (長やり・両軍がそうび) の、いちばんやさしい「練習」のてきとの勝負",
                                  "case A (the Pike, both armies equip) against the easiest enemy, Lesson"),

    "skirmish.lesson_step.move.task": ("味方1をクリックしてから、その右のマスをクリックして、1マス動かそう。",
                                       "Click ally 1, then the cell to its right, to move it one step."),
    "skirmish.lesson_step.move.why": ("味方は1回の行動で、上下左右のとなりのマスへ1マス動けます。かべと、生きているこまのマスには入れません。",
                                      "One action moves an ally one cell up, down, left or right, never into a "
                                      "wall or onto another living unit."),
    "skirmish.lesson_step.move.rule": ("動く", "Moving"),
    "skirmish.lesson_step.move.hint": ("動かすのは味方1で、行き先はそのすぐ右のマスです。",
                                       "Move ally 1, to the cell just to its right."),
    "skirmish.lesson_step.move.mistake.up": ("味方1が上へ動きました。このステップでは、右のマスへ動かそう。",
                                             "Ally 1 went up. In this step, move it to the cell on its right."),
    "skirmish.lesson_step.move.mistake.down": ("味方1が下へ動きました。このステップでは、右のマスへ動かそう。",
                                               "Ally 1 went down. In this step, move it to the cell on its right."),
    "skirmish.lesson_step.move.mistake.other_ally": ("動いたのは味方2です。味方1をクリックしてえらんでから、その右のマスをクリックしよう。",
                                                     "That was ally 2. Click ally 1 first to choose it, then the "
                                                     "cell to its right."),
    "skirmish.lesson_step.move.mistake.waited": ("「待つ」をえらびました。待つと、その場から動きません。味方1の右のマスをクリックしよう。",
                                                 "That was Wait: the ally stays where it is. Click the cell to "
                                                 "the right of ally 1."),

    "skirmish.lesson_step.attack.task": ("味方1のすぐ右に、てき1がいます。味方1をクリックしてから、てき1をクリックしてこうげきしよう。",
                                         "Enemy 1 stands just to the right of ally 1. Click ally 1, then enemy 1, "
                                         "to attack it."),
    "skirmish.lesson_step.attack.why": ("となりのてきをこうげきすると、そのてきの HP (体力) が{hands_damage}へります。どのこまも、はじめは HP が{max_hp}です。",
                                        "Attacking an enemy next to your ally takes away {hands_damage} of its hit "
                                        "points (HP). Every unit starts with {max_hp} HP."),
    "skirmish.lesson_step.attack.rule": ("こうげき", "Attacking"),
    "skirmish.lesson_step.attack.hint": ("すででとどくのは、上下左右のとなりのてきです。味方1のとなりのてき1をクリックしよう。",
                                         "Bare hands reach an enemy next to your ally, up, down, left or right: "
                                         "click enemy 1 beside ally 1."),
    "skirmish.lesson_step.attack.mistake.walked": ("味方1が動きました。てき1は、動かなくてもとなりにいます。味方1をえらんで、てき1をクリックしよう。",
                                                   "Ally 1 moved. Enemy 1 was already next to it: choose ally 1 "
                                                   "and click enemy 1."),
    "skirmish.lesson_step.attack.mistake.other_ally": ("動いたのは味方2です。てきのとなりにいるのは味方1です。",
                                                       "That was ally 2. The ally next to an enemy is ally 1."),
    "skirmish.lesson_step.attack.mistake.waited": ("「待つ」をえらびました。味方1をえらんで、となりのてき1をクリックしよう。",
                                                   "That was Wait. Choose ally 1 and click enemy 1 beside it."),

    "skirmish.lesson_step.defeat.task": ("てき2はもうたおれています。てき1の HP はあと1です。味方1で、となりのてき1をこうげきしよう。",
                                         "Enemy 2 is already down, and enemy 1 has 1 HP left. Attack enemy 1, "
                                         "next to ally 1."),
    "skirmish.lesson_step.defeat.why": ("HP が0になったこまはたおれて、もう何もしません (そのマスには入れます)。てきを2人ともたおすと勝ちです。",
                                        "A unit with 0 HP is down: it does nothing more (its cell can be walked "
                                        "on). Down both enemies and you win."),
    "skirmish.lesson_step.defeat.rule": ("てきを2人ともたおす", "Down both enemies"),
    "skirmish.lesson_step.defeat.hint": ("てき1は、味方1のすぐ右にいます。味方1をえらんで、てき1をクリックしよう。",
                                         "Enemy 1 stands just to the right of ally 1: choose ally 1 and click "
                                         "enemy 1."),
    "skirmish.lesson_step.defeat.mistake.walked": ("味方1が動きました。てき1はとなりにいたので、そのままこうげきできました。",
                                                   "Ally 1 moved. Enemy 1 was next to it, so it could attack "
                                                   "right away."),
    "skirmish.lesson_step.defeat.mistake.waited": ("「待つ」をえらびました。味方1で、となりのてき1をこうげきしよう。",
                                                   "That was Wait. Attack enemy 1 with ally 1, next to it."),
    "skirmish.lesson_step.defeat.mistake.ally_two_away": ("味方2はてき1からはなれていきました。味方1でこうげきしよう (味方2なら、てき1のとなりへ動いてから)。",
                                                          "Ally 2 went away from enemy 1. Attack with ally 1 (or "
                                                          "with ally 2, once it stands next to enemy 1)."),

    "skirmish.lesson_step.enemy.task": ("1ラウンドに動けるのは、味方2人あわせて{actions}回です。味方1を右へ1マス動かし、味方2は、クリックしてから「待つ (W)」をおそう。そのあとのてきの番を見よう。",
                                        "Each round your team has {actions:action|actions} in all. Move ally 1 one step "
                                        "right; for ally 2, click it, then press Wait (W). Then watch the enemies' "
                                        "turn."),
    "skirmish.lesson_step.enemy.why": ("味方が{actions}回動くと、てきの番です。てき1、てき2の順に動いて、次のラウンドになります。とどく味方がいないてきは、いちばん近い味方へ1マス近づきます。",
                                       "After your team's {actions:action|actions} the enemies act, enemy 1 then enemy 2, "
                                       "and a new round starts. An enemy that reaches no ally walks one step "
                                       "toward the nearest one."),
    "skirmish.lesson_step.enemy.rule": ("てきの番", "The enemies' turn"),
    "skirmish.lesson_step.enemy.hint": ("このステップでは、味方1が右へ1マス、味方2が「待つ」です。どちらが先でもかまいません。",
                                        "In this step ally 1 steps right and ally 2 waits, in either order."),
    "skirmish.lesson_step.enemy.mistake.moved_again": ("2回目も「動く」でした。「待つ」も1回の行動です。味方2をえらんで「待つ (W)」をおそう。",
                                                       "The second action was a move too. Waiting is an action as "
                                                       "well: choose ally 2 and press Wait (W)."),
    "skirmish.lesson_step.enemy.mistake.ally_one_waited": ("待ったのは味方1です。味方2をクリックしてえらんでから「待つ (W)」をおそう。",
                                                           "Ally 1 waited. Click ally 2 to choose it, then press "
                                                           "Wait (W)."),
    "skirmish.lesson_step.enemy.mistake.wrong_move": ("その動きではありません。味方1を、すぐ右のマスへ動かそう。",
                                                      "Not that move: ally 1 goes to the cell just to its right."),

    "skirmish.lesson_step.flag.task": ("味方2は旗のとなりにいます。旗のマスへ進んで、ラウンドの終わりが{flag_rounds}回来るまで、そこにいよう (そのあいだは味方1を動かそう)。",
                                       "Ally 2 stands next to the flag. Step onto the flag and stay there until "
                                       "{flag_rounds:round has|rounds have} ended (move ally 1 meanwhile)."),
    "skirmish.lesson_step.flag.why": ("ラウンドの終わりに味方が旗の上にいると「旗のほじ」が1ふえて、{flag_rounds}回続けば勝ちです。",
                                      "Each round that ends with an ally on the flag adds 1 to Flag held; "
                                      "{flag_rounds} in a row win the game."),
    "skirmish.lesson_step.flag.rule": ("旗を守る", "Holding the flag"),
    "skirmish.lesson_step.flag.hint": ("味方2を旗のマスへ進めて、そこから動かさないでおこう。行動は味方1に使おう。",
                                       "Put ally 2 on the flag and leave it there: spend the actions on ally 1."),
    "skirmish.lesson_step.flag.mistake.left_flag": ("味方2が旗からはなれたので、「旗のほじ」は0にもどりました。旗の上にいるあいだは、味方1を動かそう。",
                                                    "Ally 2 left the flag, so Flag held went back to 0. While it "
                                                    "stands on the flag, move ally 1."),
    "skirmish.lesson_step.flag.mistake.not_on_flag": ("味方2は、旗ではないマスへ動きました。旗は味方2のすぐ右です。",
                                                      "Ally 2 went to a cell that is not the flag. The flag is "
                                                      "just to its right."),

    "skirmish.lesson_step.flag_break.task": ("味方2は旗の上にいて、「旗のほじ」は1です。味方2を下へ1マス動かしてから、旗へもどそう。「旗のほじ」の数を見ていよう。",
                                             "Ally 2 is on the flag, and Flag held is 1. Move ally 2 one cell down, "
                                             "then back onto the flag, and watch Flag held."),
    "skirmish.lesson_step.flag_break.why": ("旗の上に味方がいなくなると、その時すぐ「旗のほじ」は0にもどります。もどったら、また1から数えます。",
                                            "As soon as no ally stands on the flag, Flag held goes back to 0; "
                                            "back on it, the count starts again from 1."),
    "skirmish.lesson_step.flag_break.rule": ("旗をはなれると", "Leaving the flag"),
    "skirmish.lesson_step.flag_break.hint": ("動かすのは味方2です。旗から下のマスへ出て、次の行動で旗へもどろう。",
                                             "Move ally 2: one cell off the flag, then back onto it with the "
                                             "next action."),
    "skirmish.lesson_step.flag_break.mistake.picked": ("味方2がさいだんのぶきを拾いました。このステップでは、味方2を旗から出して、またもどそう。",
                                                       "Ally 2 picked up the weapon. In this step, take ally 2 off "
                                                       "the flag and back."),
    "skirmish.lesson_step.flag_break.mistake.altar": ("味方2がさいだんの上へ動きました。旗の下のマスへ出てから、もどろう。",
                                                      "Ally 2 stepped onto the altar. Step to the cell below the "
                                                      "flag instead, then back."),
    "skirmish.lesson_step.flag_break.mistake.not_back": ("2回目の行動で、味方2が旗へもどりませんでした。旗を出たら、すぐにもどろう。",
                                                         "With the second action ally 2 did not go back to the "
                                                         "flag. Step off, then straight back on."),
    "skirmish.lesson_step.flag_break.mistake.other_ally": ("動いたのは味方1です。旗の上の味方2を動かそう。",
                                                           "That was ally 1. Move ally 2, the one on the flag."),
    "skirmish.lesson_step.flag_break.mistake.waited": ("「待つ」をえらびました。このステップでは、味方2を旗から出して、もどそう。",
                                                       "That was Wait. In this step, take ally 2 off the flag "
                                                       "and back."),

    "skirmish.lesson_step.lost.task": ("味方1はもうたおれています。味方2は HP が1で、てきがねらっています。味方2を2回「待つ (W)」にして、どうなるか見よう。",
                                       "Ally 1 is already down. Ally 2 has 1 HP, and the enemies are after it. "
                                       "Let ally 2 wait twice (W) and see what happens."),
    "skirmish.lesson_step.lost.why": ("てきは、とどく味方をこうげきします (2人ともとどくなら HP の少ない方)。味方が2人ともたおれると、負けです。",
                                      "An enemy attacks an ally it can reach (the one with fewer HP, if it reaches "
                                      "both). When both allies are down, you lose."),
    "skirmish.lesson_step.lost.rule": ("負け", "Losing"),
    "skirmish.lesson_step.lost.hint": ("このステップでは、味方2が「待つ (W)」を2回します。", "In this step ally 2 waits twice (W)."),
    "skirmish.lesson_step.lost.mistake.escaped": ("味方2はにげきりました。本当のゲームでは、それがよい手です。このステップでは、2回「待つ」にして、負けになるところを見よう。",
                                                  "Ally 2 got away: in a real game that is good play. In this "
                                                  "step, wait twice to see how a game is lost."),

    "skirmish.lesson_step.draw.task": ("今はラウンド{last_round}の1つ前です。どちらかの味方で「待つ (W)」を2回して、ラウンドの終わりを見よう。",
                                       "This is the round before round {last_round}. Wait twice (W), with either "
                                       "ally, and watch the round end."),
    "skirmish.lesson_step.draw.why": ("ラウンド{last_round}になっても勝負がつかなければ、引き分けです。勝つなら、その前に旗を守るか、てきを2人ともたおそう。",
                                      "If nobody has won when round {last_round} comes, the game is a draw. To "
                                      "win, hold the flag or down both enemies before then."),
    "skirmish.lesson_step.draw.rule": ("引き分け", "A draw"),
    "skirmish.lesson_step.draw.hint": ("このステップでは、ラウンドの終わりまで行動を使いきろう。",
                                       "In this step, use up the round's actions."),

    "skirmish.lesson_step.weapon.task": ("味方2はさいだんのとなりにいます。味方2をえらんでさいだんをクリックし、ぶき (長やり) を拾おう。次に、味方1でてき1をこうげきしよう。",
                                         "Ally 2 stands next to the altar. Choose ally 2 and click the altar to "
                                         "pick up the weapon (the Pike). Then attack enemy 1 with ally 1."),
    "skirmish.lesson_step.weapon.why": ("長やりは、まっすぐ{pike_reach}マス先にもとどきます。「両軍がそうび」なので、てきも長やりを持ち、{pike_reach}マス先からこうげきしてきました。",
                                        "The Pike also reaches {pike_reach:cell|cells} away in a straight line. "
                                        "Both armies equip here, so the enemies got pikes too, and struck back "
                                        "from {pike_reach:cell|cells} away."),
    "skirmish.lesson_step.weapon.rule": ("さいだんのぶき", "The weapon at the altar"),
    "skirmish.lesson_step.weapon.hint": ("先に、味方2でさいだんのぶきを拾おう。拾うと、味方1の長やりはまっすぐ{pike_reach}マス先のてき1にとどきます。",
                                         "First pick up the weapon with ally 2. Then ally 1's Pike reaches "
                                         "enemy 1, {pike_reach:cell|cells} away in a straight line."),
    "skirmish.lesson_step.weapon.mistake.walked": ("ぶきを拾ったあと、こまを動かしました。味方1の長やりは、今いるマスからてき1にとどきます。",
                                                   "After the pick-up, a unit walked. Ally 1's Pike already "
                                                   "reaches enemy 1 from where it stands."),
    "skirmish.lesson_step.weapon.mistake.waited_armed": ("ぶきを拾ったあと、「待つ」をえらびました。味方1の長やりで、てき1をこうげきしよう。",
                                                         "After the pick-up, that was Wait. Attack enemy 1 with "
                                                         "ally 1's Pike."),
    "skirmish.lesson_step.weapon.mistake.on_altar": ("味方2がさいだんの上へ動きました。さいだんの上からは拾えません。となりのマスから拾おう。",
                                                     "Ally 2 stepped onto the altar: the weapon cannot be picked "
                                                     "up from there, only from a cell next to it."),
    "skirmish.lesson_step.weapon.mistake.not_picked": ("まだぶきを拾っていません。先に、味方2をえらんでさいだんをクリックしよう。",
                                                       "The weapon is not picked up yet. First choose ally 2 and "
                                                       "click the altar."),

    "skirmish.lesson_step.hammer.task": ("このゲームのぶきは、じゅうついです (「味方だけがそうび」)。味方1でさいだんのぶきを拾ってから、てき1をこうげきしよう。",
                                         "Here the weapon is the Hammer, and only the allies equip. Pick it up "
                                         "with ally 1 at the altar, then attack enemy 1."),
    "skirmish.lesson_step.hammer.why": ("じゅうついは、となりにしかとどきませんが、{hammer_damage}ダメージです。「味方だけがそうび」なので、てきはすでのままです。",
                                        "The Hammer reaches only neighbours, but hits for {hammer_damage}. Only the "
                                        "allies equip here, so the enemies keep bare hands."),
    "skirmish.lesson_step.hammer.rule": ("じゅうついと「味方だけがそうび」", "The Hammer, for the allies only"),
    "skirmish.lesson_step.hammer.hint": ("先にぶきを拾い、次にてき1をこうげきします。じゅうついのこうげきは{hammer_damage}ダメージです。",
                                         "Pick up the weapon first, then attack enemy 1: a Hammer hit takes "
                                         "{hammer_damage} HP."),
    "skirmish.lesson_step.hammer.mistake.hands_first": ("すででこうげきしました ({hands_damage}ダメージ)。先にぶきを拾えば、{hammer_damage}ダメージになります。",
                                                        "That was a bare-hands hit ({hands_damage} damage). Pick up "
                                                        "the weapon first: then it hits for {hammer_damage}."),
    "skirmish.lesson_step.hammer.mistake.walked": ("ぶきを拾ったあと、こうげきしませんでした。味方1のとなりのてき1をクリックしよう。",
                                                   "After the pick-up there was no attack. Click enemy 1, next "
                                                   "to ally 1."),
    "skirmish.lesson_step.hammer.mistake.not_picked": ("まだぶきを拾っていません。味方1をえらんで、となりのさいだんをクリックしよう。",
                                                       "The weapon is not picked up yet. Choose ally 1 and click "
                                                       "the altar beside it."),

    "skirmish.lesson_step.blade.task": ("このゲームのぶきは、ななめばです。味方2でさいだんのぶきを拾ってから、ななめ上のてき2をこうげきしよう。",
                                        "Here the weapon is the Diagonal blade. Pick it up with ally 2 at the altar, "
                                        "then attack enemy 2, on its diagonal."),
    "skirmish.lesson_step.blade.why": ("ななめばは、ななめのとなりにもとどきます (両がわの角が両方ともかべのときはとどきません)。てきも、ななめからこうげきしてきます。",
                                       "The Diagonal blade also reaches diagonal neighbours (unless both corner "
                                       "cells are walls). The enemies strike diagonally too."),
    "skirmish.lesson_step.blade.rule": ("ななめば", "The Diagonal blade"),
    "skirmish.lesson_step.blade.hint": ("先に味方2でぶきを拾おう。そのあと、味方2のななめ上のてき2にとどきます。",
                                        "Pick up the weapon with ally 2 first; then it reaches enemy 2, up on "
                                        "its diagonal."),
    "skirmish.lesson_step.blade.mistake.walked": ("ぶきを拾ったあと、こうげきしませんでした。味方2のななめ上のてき2をクリックしよう。",
                                                  "After the pick-up there was no attack. Click enemy 2, on ally "
                                                  "2's diagonal."),
    "skirmish.lesson_step.blade.mistake.not_picked": ("まだぶきを拾っていません。味方2をえらんで、となりのさいだんをクリックしよう。",
                                                      "The weapon is not picked up yet. Choose ally 2 and click the "
                                                      "altar beside it."),

    "skirmish.lesson_step.forecast.task": ("味方1の行動は、あと1回です。味方1のまわりのマスを指して、右の「よそく」を読もう。てきの番のあとも、だれも HP がへらない行動をえらぼう。",
                                           "Ally 1 has one action left. Point at the cells around it and read the "
                                           "Forecast box on the right: choose the action after which nobody loses "
                                           "HP in the enemies' turn."),
    "skirmish.lesson_step.forecast.why": ("「よそく」は、その行動とあとのてきの番でどうなるかを見せます。ゲームは変わらないので、動く前にためせます。",
                                          "The Forecast box shows what an action and the enemies' turn after it "
                                          "would do. The game does not change, so you can try before you act."),
    "skirmish.lesson_step.forecast.rule": ("よそく", "The forecast"),
    "skirmish.lesson_step.forecast.hint": ("「よそく」の「てきの番の後」を見よう。てき1のとどかないマスへ下がれば、だれもこうげきされません。",
                                           "Look at “After the enemies act” in the forecast: step back out of "
                                           "enemy 1's reach and nobody is hit."),
    "skirmish.lesson_step.forecast.mistake.attacked": ("こうげきしたので、てき1がこうげきし返してきました。「よそく」にもそう出ていました。",
                                                       "You attacked, so enemy 1 hit back, as the Forecast box "
                                                       "showed."),
    "skirmish.lesson_step.forecast.mistake.waited": ("味方1はてき1のとなりにのこったので、こうげきされました。「よそく」にもそう出ていました。",
                                                     "Ally 1 stayed next to enemy 1 and was hit, as the Forecast "
                                                     "box showed."),
    "skirmish.lesson_step.forecast.mistake.other_ally": ("味方2の行動では、味方1はてき1のとなりにのこって、こうげきされます。「よそく」で見てみよう。",
                                                         "With an action of ally 2, ally 1 stays next to enemy 1 "
                                                         "and is hit: the Forecast box shows it."),
    "skirmish.lesson_end.lost": ("味方が2人ともたおれました。", "Both allies are down."),
    "skirmish.lesson_end.draw": ("最後のラウンドがおわっても、勝ち負けが決まりませんでした (引き分け)。",
                                 "The last round is over and nobody won: it is a draw."),
    "skirmish.lesson_end.won": ("勝てました! でも、このステップでは「{rule}」をためしてほしいのです。",
                                "You won! But this step wants you to try “{rule}”."),

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
