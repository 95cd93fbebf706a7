"""The Palabra de Pirata table scene: the island map, ships, gems, fists and artifacts.

Rooms (scenes/README.md): table, layout, art, board, hud, choices (decide: every decision in
words, no pygame; its phrases in choices_words), controls (the TV's hold on a decision, its
navigations in controls_nav), choices_panels with
choices_panels_gems (drawing it) and choices_ui (their drawing pieces), anims, effects, log,
rules; its own rooms: shown (the view kept event by event), phone_hand (a phone's hand).
"""
