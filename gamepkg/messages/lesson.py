"""The suite's lesson texts: the coach above the board, its buttons and questions, Help → Lesson (F3), How to
Play's rule list. Japanese: kanji of school years 1-4 only (tests/test_lesson_kanji.py)."""

MESSAGES = {
    # guided lessons (issue 24): the coach line above the board, its buttons, Help → Lesson (F3)
    "menu.lesson": ("レッスン", "Lesson"),
    "lesson.coach.heading": ("レッスン{number}/{steps}: {rule}", "Lesson, step {number} of {steps}: {rule}"),
    "lesson.coach.passed": ("できました! {why} 「次へ」で先へ進みます。",
                            "Well done! {why} Press Next to go on."),
    "lesson.coach.finished": ("できました! {why} これでレッスンはおしまいです。",
                              "Well done! {why} That was the last step of the lesson."),
    "lesson.coach.answer": ("コンピューターの番: {did}。{why}", "The computer's turn: {did}. {why}"),
    "lesson.coach.refused": ("それはルールでできません。{reason}", "That move is not allowed: {reason}"),
    "lesson.coach.try": ("もう一度どうぞ。{task}", "Try again: {task}"),
    "lesson.coach.elsewhere": ("ルールではできる手ですが、このステップのねらいとはちがいます。{hint}",
                               "That move is allowed, but it is not what this step is about. {hint}"),
    "lesson.coach.again_undo": ("「やり直す」でこのステップを始めから、Ctrl+Z で1手もどしてやり直せます。",
                                "Try Again starts this step over, and Ctrl+Z takes back one move."),
    "lesson.coach.again": ("「やり直す」でこのステップを始めからやり直せます。", "Try Again starts this step over."),
    "lesson.coach.going": ("いいですね。その調子で: {task}", "Good, go on: {task}"),
    "lesson.coach.real_game": ("「本番のゲームを遊ぶ」で、{game}を始めます。", "Play the Real Game starts {game}."),
    "lesson.coach.chapter": ("{name} (ステップ{number}から)", "{name} (from step {number})"),
    "lesson.button.chapters": ("パートをえらぶ", "Chapters"),
    "lesson.confirm.leave": ("レッスンのとちゅうです。レッスンをやめますか?", "You are in the middle of the lesson. Leave it?"),
    "lesson.confirm.leave_game": ("レッスンのとちゅうです。レッスンをやめますか? レッスンの前に遊んでいたゲームも、なくなります。",
                                  "You are in the middle of the lesson. Leave it? The game you played before "
                                  "the lesson is lost too."),
    "lesson.button.again": ("やり直す", "Try Again"),
    "lesson.button.next": ("次へ", "Next"),
    "lesson.button.leave": ("レッスンをやめる", "Leave Lesson"),
    "lesson.button.real": ("本番のゲームを遊ぶ", "Play the Real Game"),
    "lesson.offer": ("「{game}」ははじめてですか? 遊びながらルールを1つずつ覚えるレッスンを始めますか?"
                     " (あとからでもヘルプ → レッスン (F3) で始められます。聞くのはこの1回だけです)",
                     "New to {game}? Start the lesson that teaches its rules one at a time, by playing? "
                     "(Help → Lesson (F3) starts it later too; you are asked only once.)"),
    "lesson.rules_heading": ("ルールのまとめ (レッスンでは、どれも遊びながら見られます)",
                             "Every rule in short (the lesson shows each one in play)"),
    "lesson.help_line": ("ヘルプ → レッスン (F3) で、遊びながらルールを1つずつ覚えられます。",
                         "Help → Lesson (F3) teaches the rules one at a time, by playing."),
    "lesson.help_finished": ("このレッスンは {date} に最後までやりました。", "You finished this lesson on {date}."),
    "lesson.no_save": ("レッスンは練習なので、セーブはしません。", "A lesson is practice: it is not saved."),
    "lesson.none": ("このゲームにはまだレッスンがありません。", "This game has no lesson yet."),
    "lesson.source_note": ("(くわしく知りたい人へ) このステップのルール「{rule}」は、{file} の {name} に書いてありま"
                           "す (黄色の行)。",
                           "(For the curious) The rule of this step, “{rule}”, is wr"
                           "itten as {name} in {file}: see the yellow lines."),
    "lesson.source_missing": ("{name} は {file} に見つかりませんでした。", "{name} was not found in {file}."),
}
