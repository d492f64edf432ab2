"""The suite's folder chooser (widgets/folder_chooser.py). MESSAGES = {key: (japanese, english)}."""

MESSAGES = {
    "folder.path": ("フォルダ:", "Folder:"),
    "folder.up": ("上へ", "Up"),
    "folder.choose": ("このフォルダに決める", "Choose This Folder"),
    "folder.inside": ("中身 (フォルダはダブルクリックか Enter で開きます。ファイルは灰色で、選べません):",
                      "Inside (double-click or Enter opens a folder; files are shown grey and cannot be chosen):"),
    "folder.how": ("「このフォルダに決める」で、上の欄のフォルダに決まります。欄では Ctrl+A で全部を選べます。",
                   "Choose This Folder chooses the folder in the field above; Ctrl+A selects the whole field."),
    "folder.count": ("フォルダ{folders}個、ファイル{files}個", "{folders:folder|folders}, {files:file|files}"),
    "folder.empty": ("(空のフォルダです)", "(an empty folder)"),
    "folder.more_files": ("…ほかにファイル{files}個", "… and {files:more file|more files}"),
    "folder.unreadable": ("このフォルダは読めません: {reason}", "This folder cannot be read: {reason}"),
    "folder.not_a_folder": ("「{path}」はフォルダではありません。", "\"{path}\" is not a folder."),
}
