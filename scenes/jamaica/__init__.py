"""The Jamaica table scene: the island circuit, the ships, the hold boards, cards, dice and the combat duel.

Modules: table (the scene: model shown, input, drawing order), layout (the map's
spaces and anchors on screen), sprites (the pictures), board (the static map surface,
ships, lairs, route highlights), holds (the hold boards), dice (the tray), cards
(hands and card pictures with the dice's numbers), choices (each decision as a list of
legal actions with labels), panels (drawing the decisions), combat (the duel
overlay), flying (things in flight), anims and anims_more (events -> animations),
reveal (the end-of-game treasures and score breakdown), log (the game log lines).
"""
