"""The Cartagena table: the tunnel path, the pirates, the hand, and every event animated.

Rooms (scenes/README.md): table, layout (the path(s) and tiles from the Tiled maps), art, board,
hud, choices (the chips, targets and modes of a human's input), anims, log, rules.
"""
