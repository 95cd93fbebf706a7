"""The names painted on the card art speak the language (scenes/card_names.py): every translation
fits its ribbon, a change of language changes the face at once, the covered band hides the English
word exactly where tools/art paints it, and the caches stay bounded."""
from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.i18n import _, set_language
from scenes import card_names as C
from scenes.howto import Figure, draw_figures
from scenes.widgets import _glyph, font, image
from tools.art import cards, jamaica, pagamas, prompts, symbols

LANGUAGES = ("en", "es", "it")


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((16, 16))
    yield
    set_language("en")


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_painted_name_fits_its_ribbon(lang):
    set_language(lang)
    for rel, (ribbon, word) in C.PAINTED.items():
        text = _(word)
        size = C.fitted_size(ribbon, text)
        assert font(size, ribbon.face).size(text)[0] <= ribbon.room, (lang, rel, text, size)
        art = image(rel).get_rect()
        assert art.contains(pygame.Rect(ribbon.band)), rel
        assert ribbon.strip is None or art.contains(pygame.Rect(ribbon.strip, ribbon.band[1], 1, ribbon.band[3]))
        face = C.picture(rel)
        assert face.get_size() == art.size


# One picture of each family (each Ribbon), its name different in the three languages.
FAMILIES = ("cards/cartagena/pistol.png", "cards/cartagena/parrot_dark.png", "jamaica/treasures/cursed2.png",
            "pagamas/characters/captain.png", "pagamas/mutiny/mutiny.png", "pagamas/mutiny/calm.png",
            "ui/key_enter.png", "ui/key_space.png")


@pytest.mark.parametrize("rel", FAMILIES)
def test_a_change_of_language_gives_a_different_face(rel):
    assert {C.PAINTED[r][0] for r in FAMILIES} == {ribbon for ribbon, _word in C.PAINTED.values()}
    size = (150, 210)
    faces = {}
    for lang in LANGUAGES:
        set_language(lang)
        faces[lang] = pixels(C.picture(rel, size))
        assert C.picture(rel, size).get_size() == size
    assert len(set(faces.values())) == 3, rel
    set_language("en")
    assert pixels(C.picture(rel, size)) == faces["en"] == pixels(image(rel, size))


def test_the_how_to_play_figures_bear_the_translated_names():
    figure = (Figure("cards/cartagena/lantern.png", "Lantern"),)
    drawn = {}
    for lang in ("en", "es"):
        set_language(lang)
        surf = pygame.Surface((1920, 1080))
        rect = draw_figures(surf, figure)[0]
        drawn[lang] = pixels(surf.subsurface(rect))
        expected = pygame.Surface(rect.size)
        expected.blit(C.picture("cards/cartagena/lantern.png", rect.size), (0, 0))
        assert drawn[lang] == pixels(expected)
    assert drawn["en"] != drawn["es"]


def test_the_caches_stay_bounded():
    for lang in ("es", "it"):
        set_language(lang)
        for rel in C.PAINTED:
            C.picture(rel)
        for w in range(40, 40 + C.SIZED_MAX + 20):
            C.picture("cards/cartagena/pistol.png", (w, w * 7 // 5))
    assert len(C._faces) <= C.FACES_MAX
    assert len(C._sized) <= C.SIZED_MAX


# ------------------------------------------------------------------ true to tools/art
def test_the_english_words_are_the_words_the_art_paints():
    painted = {f"cards/cartagena/{n}{d}.png": symbols.LABELS[n] for n in symbols.NAMES for d in ("", "_dark")}
    painted |= {f"jamaica/treasures/{n}.png": look[2] for n, look in jamaica.TREASURE_LOOK.items()}
    painted |= {f"pagamas/characters/{n}.png": look[0] for n, look in pagamas.CHARACTERS.items()}
    painted |= {f"pagamas/dens/{n}.png": look[0] for n, look in pagamas.DENS.items()}
    painted |= {f"pagamas/actions/{n}.png": look[0] for n, look in pagamas.ACTIONS.items()}
    painted |= {f"pagamas/actions/sailor{n}.png": "Sailor" for n in (1, 2, 3)}
    painted |= {"pagamas/characters/mutineer.png": "Mutineer!", "pagamas/loot/1.png": "One share",
                "pagamas/loot/2.png": "Two shares", "pagamas/loot/3.png": "Three shares",
                "pagamas/mutiny/mutiny.png": "MUTINY!", "pagamas/mutiny/calm.png": "Flat sea",
                "ui/key_enter.png": prompts.KEYS["enter"][0], "ui/key_space.png": prompts.KEYS["space"][0]}
    shortened = {"Treasure island": "Treasure isle"}     # the art's ribbon takes the short form
    assert set(painted) - set(C.PAINTED) == {"jamaica/treasures/lady_beth.png"}   # a name: never translated
    for rel, (_ribbon, word) in C.PAINTED.items():
        assert shortened.get(word, word) == painted[rel], rel


# The widest word of each family, drawn by tools/art with and without it: what changes is inside the band.
ART = {
    "cards/cartagena/lantern.png": (lambda: cards.card_face("lantern"), "Lantern"),
    "cards/cartagena/chest_dark.png": (lambda: cards.card_face("chest", dark=True), "Chest"),
    "jamaica/treasures/morgan_map.png": (lambda: jamaica.treasure_card("morgan_map"), "Morgan's map"),
    "jamaica/treasures/plus5.png": (lambda: jamaica.treasure_card("plus5"), "Treasure"),
    "pagamas/characters/boatswain.png": (lambda: pagamas.character_card("boatswain"), "Boatswain"),
    "pagamas/loot/3.png": (lambda: pagamas.loot_card(3), "Three shares"),
    "pagamas/mutiny/mutiny.png": (lambda: pagamas.mutiny_card(True), "MUTINY!"),
    "pagamas/mutiny/calm.png": (lambda: pagamas.mutiny_card(False), "Flat sea"),
    "ui/key_enter.png": (lambda: prompts.key("enter"), "Enter"),
    "ui/key_space.png": (lambda: prompts.key("space"), "Space"),
}


@pytest.mark.parametrize("rel", ART)
def test_the_band_covers_the_english_word_where_the_art_paints_it(rel, monkeypatch):
    draw, word = ART[rel]
    with_word = draw().a
    for module in (cards, jamaica, pagamas, prompts):
        real = module.text_mask
        monkeypatch.setattr(module, "text_mask", lambda f, text, real=real: real(f, text) * (text != word))
    without = draw().a
    ys, xs = np.nonzero(np.abs(with_word - without).sum(axis=2) > 0.004)
    assert len(xs), rel
    ribbon = C.PAINTED[rel][0]
    band = pygame.Rect(ribbon.band)
    word_box = pygame.Rect(xs.min(), ys.min(), xs.max() - xs.min() + 1, ys.max() - ys.min() + 1)
    assert band.contains(word_box), (rel, band, word_box)
    if ribbon.strip is not None:
        assert not word_box.collidepoint(ribbon.strip, word_box.centery), rel


@pytest.mark.parametrize("lang", ["es", "it"])
def test_the_keycaps_bear_the_keys_names_in_the_language_of_the_text(lang):
    """Enter is «Intro» / «Invio» on the prompt row's keycap and on the Controls pages' picture, as
    the text beside them says; Esc and Tab keep their names (GLOSSARY §7)."""
    english = {b: pixels(_glyph(b, "keyboard", 40)) for b in ("confirm", "back", "alt")}
    picture = pixels(C.picture("ui/key_enter.png"))
    set_language(lang)
    assert _("Enter") in {"es": "Intro", "it": "Invio"}[lang]
    assert pixels(_glyph("confirm", "keyboard", 40)) != english["confirm"]
    assert pixels(_glyph("back", "keyboard", 40)) == english["back"]
    assert pixels(_glyph("alt", "keyboard", 40)) == english["alt"]
    assert pixels(C.picture("ui/key_enter.png")) != picture
