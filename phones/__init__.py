"""Phones as private hands: a phone joins a seat from a page the game serves, and plays it.

    server.py    PhoneServer: aiohttp on its own thread and asyncio loop (page, pictures, /ws)
    protocol.py  what a phone may send, checked field by field; the bounds (size, rate, connections,
                 deadlines, guessing: Limits)
    guard.py     the server's door and bounds: connections counted, guessing per address, Host/Origin, headers
    room.py      PhoneRoom: the phones of this couch, their seats and secrets (game thread)
    hands.py     the pictures a phone may fetch: an allow-list from the folders the game's side names
    words.py     the page's own words, marked for translation
    page/        index.html, phone.js, phone.css: one page, nothing fetched from elsewhere

It names no game: a seat's decision (game.core.decision.Decision.to_json) and its hand come
from the game's side (scenes/phone_seats.py, each game's scenes/<game>/choices.py and
phone_hand.py), and so do the picture folders of the allow-list. No pygame here: the table
(scenes/phone_seats.py) pumps the room once a frame, as it polls the bots' worker, and the
room calls the table back to seat a phone, play its move or undo it.
The messages and their fields are in the README ("Phones as private hands").
"""
