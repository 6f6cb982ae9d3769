"""Terminal views of a game: describing actions and drawing the board (output only; never decides)."""
