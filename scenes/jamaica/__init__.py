"""The Jamaica table scene: the island circuit, the ships, the hold boards, cards, dice and the combat duel.

Rooms (scenes/README.md): table (the scene: model shown, input, drawing order), layout (the
map's spaces and anchors on screen), art (the pictures), board (the static map surface,
ships, lairs, route highlights), hud (the hold boards, the top line), choices (each decision
as a list of legal actions with labels), choices_panels (drawing the decisions), anims and
anims_combat (events -> animations), effects (things in flight), log (the game log lines),
rules (How to play); its own rooms: cards (hands and card pictures with the dice's numbers),
dice (the tray), combat (the duel overlay), reveal (the end-of-game treasures and score
breakdown).
"""
