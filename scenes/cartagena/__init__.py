"""The Cartagena table: the tunnel path, the pirates, the hand, and every event animated.

Rooms (scenes/README.md): table, layout (the path(s) and tiles from the Tiled maps), art, board,
hud, choices (decide: the Decision of a seat, from its view; choices_words: its words), controls
(the TV's focus over it: chips, targets, modes; controls_keys: refusals, the keys to an option),
choices_panels, phone_hand (a phone's hand), anims, log, rules, lesson, glossary, spots, tips.
"""
