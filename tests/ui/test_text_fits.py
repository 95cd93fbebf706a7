"""Words that must fit their boxes, in every language the game speaks (en, es, it): Palabra's talk
panel at every table size names each neighbour in full and keeps each signal inside its chip;
Jamaica's top line wraps evenly; the shell's screens (title, select, lobbies, settings, pause,
dialogs, notices, results, cabinet, lessons' menus, the demo's banner) keep their words on the
screen, out of the prompt row, off each other and inside their panels."""
from __future__ import annotations

import pygame
import pytest

import game
import scenes.palabra.choices_ui as ui
from game import Match, Seat
from game.i18n import _
from scenes import theme
from scenes.tables import table_for
from scenes.widgets import font

from .helpers import make_app, run_until
from .text_fit import Frame, draw_frame, speaking

NAMES = ["Anne", "Calico Jack", "Blackbeard", "Ching Shih", "Grace", "Henry", "Mary", "Bart"]


@pytest.mark.parametrize("lang", ["en", "es", "it"])
@pytest.mark.parametrize("n", [3, 4, 5, 8])
def test_palabra_talk_names_whole_and_signals_inside_their_chips(tmp_home, monkeypatch, n, lang):
    import scenes.palabra.choices_panels as panels
    app = make_app()
    app.speak(lang)
    monkeypatch.setattr(app, "shutdown", lambda real=app.shutdown: (real(), app.speak("en")))
    m = Match.new("palabra", [Seat(NAMES[i], None if i == 0 else "cunning", i) for i in range(n)], seed=16)
    for s in m.bots_to_move():
        m.submit(s, m.bot_choice(s))
    m.queue.clear()
    table = table_for(app, m)
    app._push(table)
    run_until(app, lambda: table.choice is not None and table.choice.kind == "talk")
    chips, texts = [], []
    real_chip, real_text = ui.chip, panels.draw_text
    monkeypatch.setattr(ui, "chip", lambda surface, rect, text, **kw: (chips.append((rect.copy(), text)),
                                                                     real_chip(surface, rect, text, **kw)))
    monkeypatch.setattr(panels, "draw_text", lambda surface, text, *a, **kw: (texts.append(text),
                                                                             real_text(surface, text, *a, **kw))[1])
    panels.draw_tray(table, table.choice, app.canvas)
    bold = font(theme.SIZE_SMALL, "bold")
    assert chips
    for rect, text in chips:
        assert bold.size(text)[0] <= rect.w - 12, (text, rect)
    neighbours = {table.match.seats[s].name for i in table.choice.option.data["islands"]
                  for s in table.lay.seats_at[i] if s != table.choice.seat}
    assert neighbours <= set(texts), (neighbours, texts)
    app.shutdown()


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_jamaica_top_line_wraps_evenly_leaving_no_word_alone(tmp_home, lang):
    from scenes.jamaica import layout as L
    from scenes.widgets import balanced_wrap
    from scenes.widgets import wrap
    app = make_app()
    width = L.TOP_BAR.w - 60
    # The prompt in the language spoken (English until Jamaica's words are translated).
    with speaking(app, lang):
        prompt = _("Choose a card: by day it uses the sun die ({day}), by night the moon die ({night})").format(
            day=6, night=5)
    for name in ("Anne", "Calico Jack", "Blackbeard", "Ching Shih"):
        text = f"{name}: {prompt}"  # i18n: keep (a test's sample)
        plain, even = wrap(text, theme.SIZE_BODY, "bold", width), balanced_wrap(text, theme.SIZE_BODY, "bold", width)
        assert len(even) == len(plain) and " ".join(even) == text
        assert all(font(theme.SIZE_BODY, "bold").size(line)[0] <= width for line in even)
        if len(even) > 1:
            assert len(even[-1].split()) > 2, even
    app.shutdown()


# ---------------------------------------------------------------- every language, the shell
# The shell's screens in English, Spanish and Italian (issue 23): no words off the screen, in the
# prompt row's band, over other words or half out of the panel they stand on, on every menu line
# focused in turn (each shows its own hint).

LANGUAGES = ("en", "es", "it")
GAMES = ("cartagena", "jamaica", "palabra", "libertalia", "pagamas")


def frames_of(app, scene, menu=None) -> list:
    """The scene drawn with each enabled line of its menu focused in turn (a first draw, not
    measured, lets an overlay keep its picture of what it covers)."""
    scene.draw(app.canvas)
    menu = menu if menu is not None else getattr(scene, "menu", None)
    if menu is None:
        return [draw_frame(app, scene)]
    frames = []
    for i, item in enumerate(menu.items):
        if item.enabled:
            menu.index = i
            frames.append(draw_frame(app, scene))
    return frames


def assert_fits(frames, **kw) -> None:
    problems = [p for frame in frames for p in frame.problems(**kw)]
    assert not problems, "\n".join(problems[:12])


def finished(game_id: str, seed: int = 2) -> Match:
    spec = game.get(game_id)
    match = Match.new(game_id, [Seat(NAMES[i], "random" if "random" in spec.bots else spec.default_bot, i)
                                for i in range(spec.min_players)], seed=seed)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    match.queue.clear()
    return match


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_title_and_its_menus_fit_in_every_language(tmp_home, lang):
    from scenes.cabinet import Cabinet
    from scenes.select import GameSelect
    from scenes.settings_menu import SettingsMenu
    from scenes.title import Title
    from scenes.tutorial.start import LearnMenu, ResumeOrRestart
    app = make_app()
    with speaking(app, lang):
        title = Title(app)
        app._push(title)
        assert_fits(frames_of(app, title))
        select = GameSelect(app)
        app._push(select)
        for i in range(len(select.ids)):
            select.index = i
            assert_fits([draw_frame(app, select)])
        for scene in (SettingsMenu(app), LearnMenu(app)):
            app._push(scene)
            assert_fits(frames_of(app, scene))
        over = ResumeOrRestart(app, "cartagena")
        app._push(over)
        assert_fits(frames_of(app, over))
        cabinet = Cabinet(app)
        app._push(cabinet)
        for i in range(len(cabinet.achievements)):
            cabinet.index = i
            assert_fits([draw_frame(app, cabinet)])
    app.shutdown()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_lobby_fits_in_every_language(tmp_home, lang, game_id):
    from scenes.lobby import Lobby
    from scenes.naming import Naming
    from scenes.title import Title
    app = make_app()
    with speaking(app, lang):
        app._push(Title(app))
        lobby = Lobby(app, game_id)
        app._push(lobby)
        assert_fits(frames_of(app, lobby))
        for typed in (True, False):
            lobby.naming = Naming(0, "keyboard" if typed else "pad:0", lobby.seats[0].name, typed)
            assert_fits([draw_frame(app, lobby)])
        lobby.naming = None
    app.shutdown()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_overlays_over_a_table_fit_in_every_language(tmp_home, lang):
    from scenes.cartagena.table import CartagenaTable
    from scenes.common import Confirm, Notice
    from scenes.curtain import Curtain
    from scenes.padlost import PadLost
    from scenes.pause import Pause
    from scenes.settings_menu import SettingsMenu
    from scenes.title import Title
    app = make_app()
    with speaking(app, lang):
        seats = [Seat("Calico Jack", None, 0), Seat("Blackbeard", None, 1), Seat("Ching Shih", "pirate", 2)]
        table = CartagenaTable(app, Match.new("cartagena", seats, seed=4))
        app._push(Title(app))
        app._push(table)
        pause = Pause(app, table)
        app._push(pause)
        assert_fits(frames_of(app, pause))
        pause.ask_quit()
        app.apply_pending()
        assert isinstance(app.top, Confirm)
        assert_fits(frames_of(app, app.top))
        app._pop()
        for overlay in (SettingsMenu(app, overlay=True),
                        Notice(app, _("Ahoy"), _("A board could not be loaded, so this table cannot be shown. "
                                                  "{problem}").format(problem="maps/cartagena.tmx")),
                        PadLost(app, table, [0, 1], "pad:0")):
            app._push(overlay)
            assert_fits(frames_of(app, overlay))
            app._pop()
        app._pop()
        curtain = Curtain(app, table, 1)
        app._push(curtain)
        assert_fits([draw_frame(app, curtain)])
    app.shutdown()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_results_fit_in_every_language(tmp_home, lang, game_id):
    from scenes.results import Results
    from scenes.title import Title
    app = make_app()
    with speaking(app, lang):
        match = finished(game_id)
        table = table_for(app, match)
        app._push(Title(app))
        results = Results(app, match, table.results_lines(), [])
        app._push(results)
        results.time = 5.0                      # the buttons are up
        assert_fits(frames_of(app, results))
    app.shutdown()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_demo_banner_fits_in_every_language(tmp_home, lang):
    from scenes import demo_banner
    from scenes.demo import SHOWCASES
    app = make_app()
    with speaking(app, lang):
        for gid, cases in SHOWCASES.items():
            for name, _options in cases:
                demo_banner.show((game.get(gid).title, name))
                surface = pygame.Surface((theme.SCREEN_W, theme.SCREEN_H))
                with pytest.MonkeyPatch.context() as patch:
                    frame = Frame(patch, surface)
                    demo_banner.demo_overlay(surface, 1.0)
                assert len(frame.texts) == (2 if name or gid else 1)
                assert_fits([frame], footer=False)
        demo_banner.show(("", ""))
    app.shutdown()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_question_before_replacing_a_saved_game_fits_its_dialog(tmp_home, lang):
    """Issue 40, item 2: the «¿» of «¿Reemplazar la partida guardada?» stuck out of its dialog. A
    dialog's heading is measured by its letters' real extent and kept inside its plate."""
    from scenes.common import Confirm
    from scenes.config import slot_path
    from scenes.saves import ask_before_replacing
    from scenes.title import Title
    match = Match.new("jamaica", [Seat("Calico Jack", None, 0), Seat("Blackbeard", "easy", 1)], seed=2,
                      journal_path=slot_path("jamaica"))
    match.submit(0, match.state.legal_actions(0)[0])
    app = make_app()
    with speaking(app, lang):
        app._push(Title(app))
        ask_before_replacing(app, "jamaica", lambda: None)
        app.apply_pending()
        assert isinstance(app.top, Confirm)
        assert_fits(frames_of(app, app.top))
    app.shutdown()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_palabra_top_line_shows_whole_beside_a_long_chest(tmp_home, lang):
    """Issue 40, item 2: with a long chest row the top line was cut ("...or say no..."). The whole
    sentence shows, left of the chest (its owner's name gives way first, then the line takes two
    rows of the strip), at every decision of a player's first day."""
    import random
    import scenes.palabra.art as S
    from scenes.palabra.layout import STATUS
    from scenes.title import Title
    app = make_app()
    app.settings.anim_speed = 3.0
    big = {"gold": 3, "violet": 4, "blue": 3, "green": 5, "red": 4}
    with speaking(app, lang):
        seats = [Seat("Calico Jack", None, 0), Seat("Ching Shih", "easy", 1), Seat("Blackbeard", "easy", 2)]
        table = table_for(app, Match.new("palabra", seats, seed=3))
        app._push(Title(app))
        app.push(table)
        rng, seen = random.Random(3), set()
        for _frame in range(8000):
            app.step(0.05)
            choice = table.choice
            if choice is None or table.busy or table.banner is not None:
                continue
            table.shown["seats"][0]["chest"], table.shown["seats"][0]["score"] = dict(big), 99
            frame = draw_frame(app, table)
            line = _("{name}: {instruction}").format(name="Calico Jack", instruction=choice.instruction())
            strip = [(t, r) for t, r in frame.texts if r.bottom <= STATUS.bottom + 4]
            points = next(r for t, r in strip if t == "= 99 pts" or "99" in t)
            chest_left = points.x - 8 - S.gem_row_width(big, 28, 380)
            parts = [(t, r) for t, r in strip if t in line and t != "Calico Jack" and r.x > 300]
            assert " ".join(t for t, _r in parts) == line, (parts, line)
            assert all(r.right < chest_left and STATUS.contains(r) for _t, r in parts), (parts, chest_left)
            seen.add(choice.instruction())
            if len(seen) >= 3:
                break
            table.submit(0, rng.choice(table.match.state.legal_actions(0)))
        assert len(seen) >= 3
    app.shutdown()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_titles_save_line_shows_whatever_is_focused_clear_of_the_prompt_row(tmp_home, lang):
    """Issue 40, item 3: the line saying which game Continue takes up showed only while Continue
    was focused, and a long one ("...saved today 13:16, and 3 more") ran into the prompt row."""
    from scenes.config import slot_path
    from scenes.title import Title
    crews = {"palabra": 8, "pagamas": 6, "jamaica": 2, "cartagena": 5}
    for gid, n in crews.items():
        seats = [Seat(NAMES[i], None if i == 0 else game.get(gid).default_bot, i) for i in range(n)]
        match = Match.new(gid, seats, seed=2, journal_path=slot_path(gid))
        seat = match.state.to_move()[0]
        match.submit(seat, match.state.legal_actions(seat)[0])
    app = make_app()
    with speaking(app, lang):
        title = Title(app)
        app._push(title)
        assert title.menu.index == 0 and title.menu.focused.label == "Continue"
        frames = frames_of(app, title)
        assert_fits(frames)
        line = title.saved_line()
        for frame in frames:
            said = " ".join(t for t, _r in frame.texts if t.replace("\n", " ") in line.replace("\n", " "))
            assert said.replace("\n", " ") == line, (said, line)
    app.shutdown()
