"""The Palabra de Pirata table scene: the island map, ships, gems, fists and artifacts.

Rooms (scenes/README.md): table, layout, art, board, hud, choices (talk, placing ships) with
choices_staged (artifacts, gem moves, blocks, picks), choices_gems (bids, returns) and
choices_ui (their drawing pieces), anims, effects, log, rules; its own room: shown (the view
kept event by event).
"""
