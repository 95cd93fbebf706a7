"""The review in the replay viewer: its panel (start, progress, the chance-to-win graph, the turning points) and its line on the table.

The panel (U / Y) stands over the foot of the table, above the band; its graph runs along the
same x as the scrubber, so a decision's dot sits over its place in the game. It shows the
review of the seat looked through:

    face up        which seat? (Tab chooses one)
    none yet       what a review does, and Enter to start it
    under way      the progress bar (the table plays on beside it), Enter to stop
    done           the seat's chance to win after each of its decisions (a line, with its
                   uncertainty as a shaded band of two standard errors each side), each
                   decision marked less than good as a dot of its mark's colour, the turning
                   points ringed and listed (up/down pick one, Enter or a click goes there),
                   and the line of the decision shown

With the panel closed, a paused table standing on a reviewed decision says it in one line
where the table's tips stand (coach.band_of): the chances, the mark, the move played and the
better one in the game's words (game/core/review_words.py; the move is named by the game's
own decide, scenes.tables.decider). The figures are estimates from playouts, shown as whole
percentages with their margin (README, "Replays and reviews").
"""
from __future__ import annotations

import pygame

from game.core import review as reviews
from game.core import review_words
from game.i18n import _, language, ngettext

from . import theme
from .coach import band_of
from .replay_band import MARK_COLOURS, MARK_RADIUS, TOP, TRACK, x_of
from .replay_deck import winners_words
from .tables import decider
from .widgets import draw_panel, draw_text, fit_text, focus_ring, render_text, wrap

PANEL = pygame.Rect(0, 600, theme.SCREEN_W, TOP - 18 - 600)
SHORT = pygame.Rect(0, TOP - 18 - 210, theme.SCREEN_W, 210)
GRAPH = pygame.Rect(TRACK.x + 90, PANEL.y + 104, TRACK.w - 90, 150)
LEFT_X = 40
LINE_H = 36


def margin(d: dict) -> int:
    """A chance's margin in points: two standard errors, at least one."""
    return max(1, round(200 * d["noise"]))


def move_words(table, at: int, moves: list[dict]) -> str:
    """A move of the review (its actions' JSON, from frame `at`) in the game's words, kept."""
    deck = table.deck
    key = (at, str(moves), deck.seat, language())
    if key not in deck.words:
        deck.words[key] = review_words.move_words(deck.replay, at, deck.seat, moves, decider(deck.replay.game))
    return deck.words[key]


def decision_text(table, d: dict) -> str:
    """The line of one reviewed decision: chances, mark, the move played, the better one, its margin."""
    deck = table.deck
    played = move_words(table, d["at"], d["played"])
    better = move_words(table, d["at"], d["best"]) if d["best"] != d["played"] else None
    turning = next((t for t in deck.turning() if t["at"] == d["at"]), None)
    line = review_words.decision_line(d, played, better, turning)
    points = margin(d)
    return line + " " + ngettext("Estimates, \u00b1{points} point.", "Estimates, \u00b1{points} points.",
                                 points).format(points=points)


def draw_line(surface: pygame.Surface, table) -> None:
    """The decision shown, in a line where the table's tips stand (a paused table, panel closed)."""
    deck = table.deck
    if deck.playing or table.busy:
        return
    d = deck.decision(table.at_frame)
    if d is None:
        return
    room = band_of(table)
    text = decision_text(table, d)
    lines = wrap(text, theme.SIZE_SMALL, "bold", room.w - 60)[:3]
    rect = pygame.Rect(0, 0, room.w, 20 + LINE_H * len(lines))
    rect.midbottom = room.midbottom
    rect.bottom = min(rect.bottom, TOP - 8)
    colour = MARK_COLOURS.get(d["mark"], theme.GOOD)
    draw_panel(surface, rect, fill=theme.INK, border=colour, alpha=240, radius=14)
    for i, line in enumerate(lines):
        draw_text(surface, line, (rect.x + 30, rect.y + 10 + LINE_H // 2 + i * LINE_H), theme.SIZE_SMALL,
                  theme.TEXT, "bold", anchor="midleft")


def draw_end(surface: pygame.Surface, table) -> None:
    """The last move played out: who won and every seat's score, as the results said them."""
    deck = table.deck
    if table.at_frame < deck.total or table.busy:
        return
    scores = ", ".join(f"{deck.replay.seats[seat].name} {text.partition(chr(10))[0]}"
                       for seat, text in table.results_lines())
    words = winners_words(deck.replay.seats, deck.replay.winners) + "  \u2014  " + scores
    text = render_text(fit_text(words, theme.SIZE_BODY, theme.SCREEN_W - 200), theme.SIZE_BODY, theme.BRASS, "bold")
    rect = text.get_rect().inflate(70, 30)
    rect.midbottom = (theme.SCREEN_W // 2, TOP - 14)
    draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS, alpha=245, radius=14)
    surface.blit(text, text.get_rect(center=rect.move(0, -2).center))


def draw_review(surface: pygame.Surface, table) -> tuple[list[tuple[pygame.Rect, int]], pygame.Rect | None,
                                                           list[tuple[pygame.Rect, str]]]:
    """The panel; returns its turning points' rects (-> their frames), the graph's rect, and its
    buttons (-> "review" or "stop")."""
    deck = table.deck
    review = deck.review()
    if deck.job is not None:             # one review at a time: the one under way, whoever is looked through
        name = deck.replay.seats[deck.job.seat].name
        return [], None, _waiting(surface, table, _("Review of {name}'s moves").format(name=name), name)
    if deck.seat is None:
        draw_panel(surface, SHORT, fill=theme.NAVY, border=theme.BRASS_DARK, alpha=255, radius=0)
        draw_text(surface, _("Review"), (LEFT_X, SHORT.y + 44), theme.SIZE_LARGE, theme.BRASS, "display",
                  anchor="midleft")
        draw_text(surface, _("A review weighs one seat's moves from what that seat could see. Choose the "
                             "seat with Tab."), (LEFT_X, SHORT.y + 96), theme.SIZE_BODY, theme.TEXT,
                  anchor="topleft", width=SHORT.w - 2 * LEFT_X)
        return [], None, []
    name = deck.replay.seats[deck.seat].name
    title = _("Review of {name}'s moves").format(name=name)
    if review is None:
        return [], None, _waiting(surface, table, title, name)
    return _done(surface, table, title, review)


def _waiting(surface: pygame.Surface, table, title: str, name: str) -> list[tuple[pygame.Rect, str]]:
    """No review yet: what it does and the key to start it; under way, its progress."""
    deck, job = table.deck, table.deck.job
    draw_panel(surface, SHORT, fill=theme.NAVY, border=theme.BRASS_DARK, alpha=255, radius=0)
    draw_text(surface, title, (LEFT_X, SHORT.y + 44), theme.SIZE_LARGE, theme.BRASS, "display", anchor="midleft")
    button = pygame.Rect(0, 0, 420, 64)
    button.midright = (SHORT.right - 40, SHORT.y + 48)
    if job is None:
        count = deck.decisions(deck.seat)
        text = _("The Hard bot weighs each of the {count} decisions from what {name} could see, and "
                 "estimates the chance to win before and after each.").format(count=count, name=name)
        draw_text(surface, text, (LEFT_X, SHORT.y + 96), theme.SIZE_BODY, theme.TEXT, anchor="topleft",
                  width=SHORT.w - 2 * LEFT_X)
        label, press = _("Start the review"), "review"
    else:
        bar = pygame.Rect(LEFT_X, SHORT.y + 112, SHORT.w - 2 * LEFT_X - 460, 36)
        pygame.draw.rect(surface, theme.INK, bar, border_radius=12)
        fill = bar.copy()
        fill.w = max(24, round(bar.w * job.fraction))
        pygame.draw.rect(surface, theme.BRASS, fill, border_radius=12)
        pygame.draw.rect(surface, theme.BRASS_DARK, bar, 3, border_radius=12)
        words = _("{done} of {total} decisions weighed").format(done=job.done, total=job.total)
        draw_text(surface, words, (bar.right + 30, bar.centery - 2), theme.SIZE_BODY, theme.TEXT, "bold",
                  anchor="midleft")
        label, press = _("Stop the review"), "stop"
    draw_panel(surface, button, fill=theme.WOOD, border=theme.BRASS, alpha=255, radius=14)
    focus_ring(surface, button.move(-3, -4).inflate(-6, -8), table.time, radius=14)
    draw_text(surface, label, button.move(-3, -4).center, theme.SIZE_BODY, theme.TEXT, "bold")
    return [(button, press)]


def summary(review: dict) -> str:
    counts = {m: sum(1 for d in review["decisions"] if d["mark"] == m) for m in reviews.MARKS}
    return _("Decisions: {total}. Good: {good}. Inaccuracies: {inaccuracy}. Mistakes: {mistake}. "
             "Blunders: {blunder}.").format(total=len(review["decisions"]), **counts)


def _done(surface: pygame.Surface, table, title: str, review: dict):
    deck = table.deck
    draw_panel(surface, PANEL, fill=theme.NAVY, border=theme.BRASS_DARK, alpha=255, radius=0)
    draw_text(surface, title, (LEFT_X, PANEL.y + 38), theme.SIZE_LARGE, theme.BRASS, "display", anchor="midleft")
    draw_text(surface, summary(review), (PANEL.right - 40, PANEL.y + 40), theme.SIZE_SMALL, theme.TEXT, "bold",
              anchor="midright")
    decided = review["decisions"]
    noise = sum(d["noise"] for d in decided) / len(decided) if decided else 0.0
    points = max(1, round(200 * noise))
    draw_text(surface, ngettext("{name}'s chance to win after each decision (estimates, \u00b1{points} point)",
                                "{name}'s chance to win after each decision (estimates, \u00b1{points} points)",
                                points).format(name=deck.replay.seats[deck.seat].name, points=points),
        (GRAPH.x, GRAPH.y - 26), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midleft")
    graph(surface, table, review)
    hits = []
    turning = review["turning"]
    y = GRAPH.bottom + 38
    if turning:
        x = draw_text(surface, _("Turning points:"), (LEFT_X, y), theme.SIZE_SMALL, theme.TEXT, "bold",
                      anchor="midleft").right + 24
        for i, t in enumerate(turning):
            words = _("Move {number}: {before} \u2192 {after}").format(
                number=t["at"] + 1, before=review_words.percent(t["from"]), after=review_words.percent(t["to"]))
            text = render_text(words, theme.SIZE_SMALL, theme.TEXT, "bold")
            chip = text.get_rect().inflate(40, 18)
            chip.midleft = (x, y)
            focused = i == deck.chosen % len(turning)
            draw_panel(surface, chip, fill=theme.WOOD if focused else theme.INK,
                       border=theme.BRASS if focused else theme.BRASS_DARK, alpha=255, radius=12)
            if focused:
                focus_ring(surface, chip.move(-2, -3).inflate(-4, -6), table.time, radius=12)
            surface.blit(text, text.get_rect(center=chip.move(0, -2).center))
            hits.append((chip, t["at"]))
            x = chip.right + 20
    else:
        draw_text(surface, _("No turning point: no decision moved the chance to win by 10 points or more."),
                  (LEFT_X, y), theme.SIZE_SMALL, theme.TEXT, "bold", anchor="midleft")
    d = deck.decision(table.at_frame)
    if d is not None:
        lines = wrap(decision_text(table, d), theme.SIZE_SMALL, "body", PANEL.w - 2 * LEFT_X)[:2]
        for i, line in enumerate(lines):
            draw_text(surface, line, (LEFT_X, y + 44 + i * LINE_H), theme.SIZE_SMALL,
                      theme.TEXT, anchor="midleft")
    return hits, GRAPH.copy(), []


def _y(chance: float) -> int:
    return GRAPH.bottom - round(chance * GRAPH.h)


def graph(surface: pygame.Surface, table, review: dict) -> None:
    """The seat's chance to win after each of its decisions along the game (see the module doc)."""
    deck, total = table.deck, table.deck.total
    pygame.draw.rect(surface, theme.INK, GRAPH, border_radius=8)
    for chance in (1.0, 0.5, 0.0):
        pygame.draw.line(surface, theme.STONE_DARK, (GRAPH.x, _y(chance)), (GRAPH.right, _y(chance)), 2)
        draw_text(surface, review_words.percent(chance), (GRAPH.x - 14, _y(chance)),
                  theme.SIZE_SMALL, theme.TEXT_DIM, anchor="midright")
    decided = review["decisions"]
    points = [(x_of(GRAPH, d["at"], total), _y(d["after"])) for d in decided]
    points.append((x_of(GRAPH, total, total), _y(review["result"])))
    if decided:
        upper = [(x_of(GRAPH, d["at"], total), _y(min(1.0, d["after"] + 2 * d["noise"]))) for d in decided]
        lower = [(x_of(GRAPH, d["at"], total), _y(max(0.0, d["after"] - 2 * d["noise"]))) for d in decided]
        shade = pygame.Surface(GRAPH.size, pygame.SRCALPHA)
        polygon = [(x - GRAPH.x, y - GRAPH.y) for x, y in upper + lower[::-1]]
        if len(polygon) >= 3:
            pygame.draw.polygon(shade, (*theme.FOAM, 60), polygon)
        surface.blit(shade, GRAPH.topleft)
    if len(points) >= 2:
        pygame.draw.lines(surface, theme.FOAM, False, points, 4)
    here = x_of(GRAPH, table.at_frame, total)
    pygame.draw.line(surface, theme.BRASS, (here, GRAPH.y), (here, GRAPH.bottom), 3)
    for d, (x, y) in zip(decided, points):
        if d["mark"] in MARK_COLOURS:
            pygame.draw.circle(surface, theme.INK, (x, y), MARK_RADIUS[d["mark"]] + 3)
            pygame.draw.circle(surface, MARK_COLOURS[d["mark"]], (x, y), MARK_RADIUS[d["mark"]] + 1)
    for t in review["turning"]:
        pygame.draw.circle(surface, theme.BRASS, (x_of(GRAPH, t["at"], total), _y(t["to"])), 14, 4)
    pygame.draw.rect(surface, theme.BRASS_DARK, GRAPH, 2, border_radius=8)
