"""What the player sees and clicks: tkinter only. The rules live in gamepkg/."""
