"""Mirror Skirmish's lesson texts: chapters, steps, likely mistakes, the rule book and the game after it
(gamepkg/skirmish/lesson.py and rulebook.py), in (Japanese, English). Japanese: kanji of school years 1-4 only."""

MESSAGES = {
    # the lesson (issue 38, gamepkg/skirmish/lesson.py and rulebook.py): the rules a player must know, the chapters,
    # per step what to try, why it worked, the rule it adds, a hint and one per likely mistake; the Japanese uses
    # kanji of school years 1-4 only (tests/test_lesson_kanji.py), the names of things as the screen shows them
    "skirmish.rule.move": ("1回の行動で、味方を上下左右に1マス動かせます (かべと生きたこまのマスには入れません)。",
                        "An action moves an ally one cell up, down, left or right (not into walls or units)."),
    "skirmish.rule.wait": ("「待つ」も1回の行動で、その味方は動きません。",
                        "Wait is an action too: the ally stays where it is."),
    "skirmish.rule.attack": ("となりのてきをこうげきすると、体力が{hands_damage}へります (はじめは{max_hp})。",
                          "Attacking an enemy next to your ally takes {hands_damage} of its {max_hp} HP."),
    "skirmish.rule.fallen": ("体力が0になったこまはたおれて、もう何もしません (そのマスには入れます)。",
                          "A unit with 0 HP is down: it does nothing more, and its cell can be walked on."),
    "skirmish.rule.defeat_win": ("てきを2人ともたおすと勝ちです。",
                              "Down both enemies and you win."),
    "skirmish.rule.enemy_phase": ("味方が2人あわせて{actions}回動くと、てき1、てき2の順に動き、次のラウンドになります。",
                               "After your team's {actions:action|actions}, enemy 1 acts, then enemy 2, then a new round begins."),
    "skirmish.rule.enemy_walk": ("とどく味方がいないてきは、いちばん近い味方へ1マス近づきます。",
                              "An enemy that reaches no ally walks one step toward the nearest ally."),
    "skirmish.rule.enemy_attack": ("てきは、とどく味方をこうげきします (2人ともとどくなら体力の少ない方)。",
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
    "skirmish.lesson_step.attack.why": ("となりのてきをこうげきすると、そのてきの体力が{hands_damage}へります。どのこまも、はじめは体力が{max_hp}です。",
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

    "skirmish.lesson_step.defeat.task": ("てき2はもうたおれています。てき1の体力はあと1です。味方1で、となりのてき1をこうげきしよう。",
                                         "Enemy 2 is already down, and enemy 1 has 1 HP left. Attack enemy 1, "
                                         "next to ally 1."),
    "skirmish.lesson_step.defeat.why": ("体力が0になったこまはたおれて、もう何もしません (そのマスには入れます)。てきを2人ともたおすと勝ちです。",
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

    "skirmish.lesson_step.lost.task": ("味方1はもうたおれています。味方2は体力が1で、てきがねらっています。味方2を2回「待つ (W)」にして、どうなるか見よう。",
                                       "Ally 1 is already down. Ally 2 has 1 HP, and the enemies are after it. "
                                       "Let ally 2 wait twice (W) and see what happens."),
    "skirmish.lesson_step.lost.why": ("てきは、とどく味方をこうげきします (2人ともとどくなら体力の少ない方)。味方が2人ともたおれると、負けです。",
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

    "skirmish.lesson_step.forecast.task": ("味方1の行動は、あと1回です。味方1のまわりのマスを指して、右の「よそく」を読もう。てきの番のあとも、だれも体力がへらない行動をえらぼう。",
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
}
