"""Every table reads at couch distance (issue 40, item 5): at every moment of a seeded game (a
human's decision open, with its focus walked over the options; an animation under way; a first
game's tip up), no word is smaller than the floor, none stands over another, none is struck
through or hidden by what is drawn after it (a tip hides nothing), and each stands out from its
ground. Five games, each at two players (three for Pagamás), a middle size and its largest.

The floors, for a 50" TV seen from 3 m (the couch): the screen is 0.623 m high, so a pixel of the
1920x1080 canvas is 0.577 mm, 0.66 arcminutes. Our fonts' capitals are 0.72 of their size. A 20/20
eye tells letters 5' high; a label read at a glance needs twice that (10', as standards for
labels on displays give), so capitals of 15.8 px: a font of 22 px at least (LEAST). The smallest
window we promise legible is 1280x720 (scenes/window.py SMALLEST: a 720p TV's own pixels, or a
window on a desktop seen from arm's length): there the canvas shrinks to two thirds, and a 22 px
word is drawn 14.7 px high, its small letters 7.5 px, still apart once scaled (WINDOW_LEAST: 14).
Contrast is WCAG 2's: 4.5:1, or 3:1 for large words; large is WCAG's 18 pt (14 pt bold) moved
to the couch: WCAG's reference pixel is 1.28' at arm's length, so 24 px there is 31' here, 47
canvas pixels (36 in bold). The ground is measured under each word before it is drawn.
"""
from __future__ import annotations

import pygame
import pytest

from game import Match, Seat
from scenes import coach, theme, window
from scenes.cartagena import board as cartagena_board
from scenes.pagamas import board as pagamas_board
from scenes.input import Intent
from scenes.tables import table_for
from scenes.widgets import draw_text
from tools.positions import advanced

from .helpers import make_app
from .ink import Recording, contrast, judge

LEAST = 22              # canvas pixels: the smallest font a word may have at 1920x1080
WINDOW_LEAST = 14       # window pixels: the smallest a word may be drawn in the smallest window
LARGE_PX, LARGE_BOLD_PX = 47, 36

NAMES = ["Anne", "Calico Jack", "Mary", "Blackbeard", "Grace", "Bart", "Ching Shih", "Jean"]
BOTS = {"cartagena": "pirate", "jamaica": "captain", "palabra": "cunning", "libertalia": "normal",
        "pagamas": "schemer"}
GREAT = {"episode": "great", "filibusters": True, "sorceress": True}
# (game, players, options, moves made before the table opens): the fewest seats, a middle size,
# the most; Cartagena's middle and largest tables play the great escape with every variant.
TABLES = [
    ("cartagena", 2, None, 14), ("cartagena", 3, GREAT, 40), ("cartagena", 5, GREAT, 90),
    ("jamaica", 2, {"ghost_ship": True}, 16), ("jamaica", 4, None, 40), ("jamaica", 6, None, 60),
    ("palabra", 2, None, 16), ("palabra", 4, None, 30), ("palabra", 8, None, 50),
    ("libertalia", 2, None, 14), ("libertalia", 4, None, 30), ("libertalia", 6, None, 44),
    ("pagamas", 3, None, 24), ("pagamas", 4, None, 40), ("pagamas", 6, None, 60),
]
FOCUS_STEPS = 4          # the decision's focus walked this many times to the right, a frame each


def seeded(gid: str, players: int, options, moves: int, seed: int = 7, keep: int = 0) -> Match:
    """A match `moves` moves in (the human's by a seeded random bot), then its bots' until the human
    is to move; the last `keep` events are left for the table to animate."""
    seats = [Seat(NAMES[i], None if i == 0 else BOTS[gid], i) for i in range(players)]
    m = advanced(Match.new(gid, seats, seed=seed, options=options), moves, seed)
    while len(m.queue) > keep:
        m.pop_event()
    return m


def smallest_scale() -> float:
    place = window.fit(window.SMALLEST)
    return place.h / window.CANVAS[1]


# The panels a decision opens over the board (a list of payments, a tray of gems): the board under them
# waits; a word a quarter or more under one is tucked under it, not struck through.
TUCKED = ("jamaica.choices_panels.", "palabra.choices_ui.", "palabra.choices_panels", "pagamas.choices_panels.")


def problems(frame) -> list[str]:
    """What keeps the frame from reading, at 1920x1080 and in the smallest window."""
    kw = dict(large_px=LARGE_PX, large_bold_px=LARGE_BOLD_PX, tucked=TUCKED)
    found = judge(frame, least=LEAST, **kw)
    small = judge(frame, least=WINDOW_LEAST, scale=smallest_scale(), **kw)
    return found + [f"in the smallest window: {p}" for p in small if p not in found]


def moments(app, rec, gid, players, options, moves, which=("decision", "animation", "tip")):
    """(name, problems) at each moment of the table: the decision (focus walked), an animation
    (what stays the same over three frames a quarter of a second apart: things in flight pass;
    a word at least a quarter under a decision's panel is tucked under it: TUCKED), a tip."""
    app.settings.tips = False
    if "decision" in which:
        table = table_for(app, seeded(gid, players, options, moves))
        app._push(table)
        for _ in range(30):
            app.step(1 / 30, draw=False)
        assert table.human_to_move() is not None, "the human is to move"
        for step in range(FOCUS_STEPS + 1):
            yield f"decision, focus moved {step}", problems(rec.frame(app.stack))
            table.handle(Intent("right", "keyboard"))
            app.step(1 / 30, draw=False)
        app._pop()
    if "animation" in which:
        yield from animation(app, rec, gid, players, options, moves)
    if "tip" in which:
        yield from tip(app, rec, gid, players, options, moves)


def animation(app, rec, gid, players, options, moves):
    table = table_for(app, seeded(gid, players, options, moves, keep=6))
    app._push(table)
    for _ in range(8):
        app.step(1 / 30, draw=False)
    seen = problems(rec.frame(app.stack))
    for _ in range(2):                     # what lasts half a second: things in flight pass
        for _ in range(8):
            app.step(1 / 30, draw=False)
        now = problems(rec.frame(app.stack))
        seen = [p for p in now if p in seen]
    yield "an animation", seen
    app._pop()


def card_words(problem: str) -> bool:
    """A problem of the coach card's own words. The card holds the table still until dismissed
    (scenes/coach.py) and stands over it on purpose: what it covers, or rings, waits unread."""
    return "over each other" not in problem and problem.rsplit(" from ", 1)[-1].startswith("callout")


def tip(app, rec, gid, players, options, moves):
    """A first game's coach: its card of the phase (where the table has cards) as it stands,
    then, once dismissed, a tip where one comes up; at least one of them is judged."""
    table = table_for(app, seeded(gid, players, options, moves))
    app.settings.tips = True
    app._push(table)
    seen = []
    for _ in range(240):
        app.step(1 / 30, draw=False)
        if table.tips.card is not None and table.tips.ready():
            seen.append("a coach card")
            yield "a coach card", [p for p in problems(rec.frame(app.stack)) if card_words(p)]
            table.tips.handle(Intent("confirm", "keyboard"))
        if table.tips.tip is not None and coach.SECONDS - table.tips.left > coach.FADE:
            seen.append("a tip")
            yield "a tip", problems(rec.frame(app.stack))
            break
    assert seen, "a first game's coach card or tip is up"
    app._pop()


@pytest.mark.parametrize("gid,players,options,moves", TABLES,
                         ids=[f"{g}-{n}" for g, n, _o, _m in TABLES])
def test_every_word_of_the_table_reads_from_the_couch(tmp_home, gid, players, options, moves):
    with Recording() as rec:
        app = make_app()
        try:
            found = [f"{name}: {p}" for name, ps in moments(app, rec, gid, players, options, moves) for p in ps]
        finally:
            app.shutdown()
    assert not found, f"{len(found)} problems:\n" + "\n".join(dict.fromkeys(found))


def test_the_smallest_window_shows_the_whole_canvas_at_two_thirds():
    place = window.fit(window.SMALLEST)
    assert place.size == window.SMALLEST and abs(smallest_scale() - 2 / 3) < 0.01
    assert LEAST * smallest_scale() >= WINDOW_LEAST


def test_the_recording_sees_words_drawn_into_pictures_scaled_and_struck(tmp_home):
    """The recorder itself: a word drawn into a picture that is scaled down keeps its words at
    the scaled size; a line drawn across a word strikes it; a panel over it hides it."""
    app = make_app()
    with Recording() as rec:
        card = pygame.Surface((200, 100), pygame.SRCALPHA)
        card.fill((240, 226, 190))
        draw_text(card, "Cook", (100, 50), 40, (36, 28, 20), "bold")
        small = pygame.transform.smoothscale(card, (100, 50))

        class Scene:
            def draw(self, surface):
                surface.blit(small, (10, 10))
                draw_text(surface, "Bank", (500, 500), 28, (246, 240, 224))
                pygame.draw.line(surface, (255, 0, 0), (470, 500), (530, 500), 3)
                draw_text(surface, "Gone", (900, 500), 28, (246, 240, 224))
                pygame.draw.rect(surface, (0, 0, 0), (850, 470, 100, 60))
        frame = rec.frame([Scene()])
        by_text = {label.text: label for label in frame.labels}
        assert abs(by_text["Cook"].size - 20) < 0.5 and by_text["Cook"].rect.x < 110
        assert by_text["Cook"].ground is not None and by_text["Cook"].shadow
        assert 0.03 < by_text["Bank"].covered < 0.9 and "draw" in by_text["Bank"].covered_by
        assert by_text["Gone"].hidden
        found = judge(frame, least=22)
        assert any("20.0 px < 22" in p and "Cook" in p for p in found)
        assert any("struck through" in p and "Bank" in p for p in found)
    app.shutdown()


def test_every_seat_colour_reads_as_words_on_the_dark_panels():
    """theme.PlayerColour.text: 4.5:1 on the lightest dark panel a name stands on."""
    for colour in theme.PLAYER_COLOURS:
        assert contrast(colour.text, theme.TEXT_GROUND) >= 4.5, colour.name


@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize("gid,players,options,moves", [t for t in TABLES if t[1] in (3, 4)],
                         ids=[f"{g}-{n}" for g, n, _o, _m in TABLES if n in (3, 4)])
def test_a_first_games_tip_hides_nothing_in_every_language(tmp_home, gid, players, options, moves, lang):
    """Issue 37: Jamaica's Italian tip covered «La tua mano» and «Round 2»; a tip in the longer
    languages stands where the English one does, over no word."""
    with Recording() as rec:
        app = make_app()
        app.speak(lang)
        try:
            found = [f"{name}: {p}" for name, ps in moments(app, rec, gid, players, options, moves, ("tip",))
                     for p in ps]
        finally:
            app.speak("en")
            app.shutdown()
    assert not found, f"{len(found)} problems:\n" + "\n".join(dict.fromkeys(found))


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_pagamas_vote_tags_read_whole_beside_the_character_card(tmp_home, lang):
    """Issue 37: «EN CONTRA 2» had shrunk to about 19 px to stay over the den; it keeps its size and
    stays off the character card, inside its seat."""
    with Recording() as rec:
        app = make_app()
        app.speak(lang)
        try:
            table = table_for(app, seeded("pagamas", 6, None, 10))
            box = table.lay.seats[0]

            class Vote:
                def draw(self, surface):
                    for yes, weight in ((False, 2), (True, 6)):
                        pagamas_board.draw_raised(table, surface, box, yes, weight, 1.0)
            frame = rec.frame([Vote()])
        finally:
            app.speak("en")
            app.shutdown()
    tags = [label for label in frame.labels if any(ch.isdigit() for ch in label.text)]
    assert len(tags) == 2
    for tag in tags:
        assert tag.size >= theme.SIZE_SMALL, tag.describe()
        assert not tag.rect.colliderect(box.character) and box.rect.contains(tag.rect), tag.describe()


def test_cartagenas_occupied_spaces_show_their_symbol_over_the_pirates(tmp_home, monkeypatch):
    """A space's symbol stands whole above the pirates on it (the tile's own picture is under them)."""
    app = make_app()
    try:
        table = table_for(app, seeded("cartagena", 3, None, 12))
        app._push(table)
        app.step(1 / 30, draw=False)
        marks = {}

        def icon(symbol, size):
            pic = pygame.Surface((size, size))
            pic.fill((255, 0, 255))
            marks.setdefault(symbol, size)
            return pic
        monkeypatch.setattr(cartagena_board, "icon", icon)
        cartagena_board.symbol_badge.cache_clear()
        canvas = pygame.Surface((1920, 1080))
        table.draw(canvas)
        cartagena_board.symbol_badge.cache_clear()
        path, course = table.shown["path"], table.course
        taken = {p for pirates in table.shown["pirates"] for p in pirates if 1 <= p <= len(path)}
        assert taken
        for space in taken:
            size = marks[path[space - 1]]
            r = course.rect(space).inflate(16, 16)
            seen = pygame.mask.from_threshold(canvas.subsurface(r.clip(canvas.get_rect())), (255, 0, 255),
                                              (1, 1, 1, 255)).count()
            assert seen >= 0.9 * size * size, (space, path[space - 1], seen)
    finally:
        app.shutdown()
