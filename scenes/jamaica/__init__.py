"""The Jamaica table scene: the island circuit, the ships, the hold boards, cards, dice and the combat duel.

Rooms (scenes/README.md): table (the scene: model shown, input, drawing order), layout (the
map's spaces and anchors on screen), art (the pictures), board (the static map surface,
ships, lairs, route highlights), hud (the hold boards, the top line), choices (each decision
in words, `decide(view, seat, legal, names)`, with no pygame: the TV, the phones and the lesson
draw it), choices_panels (drawing the decisions), anims and anims_combat (events ->
animations), effects (things in flight), log (the game log lines), rules (How to play); its
own rooms: names (the cards' and treasures' names, with no pygame), phone_hand (a seat's
private things on its phone), cards (hands and card pictures with the dice's numbers), dice
(the tray), combat (the duel overlay), reveal (the end-of-game treasures and score breakdown).
"""
