"""The names painted on the generated card art, in the language spoken.

tools/art paints each card's name in English (Cartagena's ribbons, Jamaica's treasure bands,
Pagamás' ribbons and its Mutiny! card's motto). In another language `picture(rel, size)` covers that
name with the ribbon's own colours and paints the translated name there instead, shrinking the
letters until they fit (never clipped). A `Ribbon` says, in the art's own pixels, where a family's
name lies and how it is painted; `PAINTED` says which picture carries which word. Everything that
draws such a picture (tables, What's this?, How to play) asks `picture()`, never `image()`.

The faces are painted at the art's own size, then scaled: one face per picture and language, kept
in two bounded caches keyed by the words painted, so a change of language in Settings shows at once.
"""
from __future__ import annotations

import hashlib
from collections import OrderedDict
from dataclasses import dataclass, replace
from pathlib import Path

import pygame

from game.i18n import N_, SOURCE, _, language
from game.pagamas.cards import ACTION_TITLES, DEN_TITLES, SAILOR_STRENGTH, TITLES

from . import theme
from .input import KEY_NAMES
from .widgets import font, image

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Ribbon:
    """Where a family of art carries its name and how the name is painted, in the art's pixels."""
    band: tuple[int, int, int, int]   # x, y, w, h: what is covered (the English word and its shadow)
    text_y: float                     # the centre line of the name, as the art paints it
    size: int                         # the art's own size of the letters (display font)
    least: int                        # the smallest size a translation may shrink to
    strip: int | None = None          # a column beside the name whose rows are copied over it
    #                                   (a ribbon shaded from top to bottom); None: a flat colour
    sample: tuple[int, int] = (0, 0)  # ... the flat colour, read here
    radius: int = 0                   # the flat band's rounded corners
    rules: tuple[tuple[int, int, int], ...] = ()   # thin lines (y, x0, x1) of `edge` drawn back on the band
    edge: Colour = (0, 0, 0)
    ink: Colour = theme.TEXT
    shade: Colour = (0, 0, 0)
    style: str = "outline"            # "outline", "shadow" (a soft drop shadow) or "plain"
    centre_x: float | None = None     # the name's centre column (None: the art's middle)
    face: str = "display"             # the font the art paints the name in

    @property
    def room(self) -> int:
        """The widest name the band takes."""
        return self.band[2] - 6


# Cartagena (tools/art/cards.py `_ribbon`, 200x280): a banner shaded red (or navy on the dark cards)
# from y 183 to 218, a light rule at 187 and 214; the name at size 27 centred on 200.5.
CARTAGENA = Ribbon(band=(36, 185, 128, 28), text_y=200.5, size=27, least=18, strip=40,
                   rules=((186, 50, 150),), edge=(255, 210, 170), style="shadow")
CARTAGENA_DARK = replace(CARTAGENA, edge=(170, 190, 220))
# Jamaica's treasure cards (tools/art/jamaica.py `treasure_card`, 160x224): a band from y 184 to 210,
# shaded top to bottom; the name at size 20 (17 when long) centred on 196.
TREASURE = Ribbon(band=(17, 186, 126, 22), text_y=196, size=20, least=11, strip=17, style="plain")
# Pagamás (tools/art/pagamas.py `_ribbon`, 160x224): a flat bevelled ribbon from y 167 to 201.
PAGAMAS = Ribbon(band=(14, 169, 132, 30), text_y=183, size=24, least=14, sample=(20, 192), radius=6)
# The Mutiny! card (200x280): a motto over the card's ground at y 226; a dark sash takes it.
MOTTO = Ribbon(band=(5, 203, 190, 44), text_y=225, size=30, least=16, sample=(100, 263), radius=8,
               rules=((203, 5, 195), (245, 5, 195)), edge=theme.BRASS_DARK, ink=(255, 230, 200),
               shade=(60, 0, 0))
CALM = replace(MOTTO, ink=(220, 220, 230), shade=(0, 0, 0))
# The keycaps of the Controls pages (tools/art/prompts.py `key`, 64 high): the top face from y 6 to
# 52, shaded top to bottom; the name in bold body letters at size 24 on y 29 (Enter's left of its ↵).
KEY_ENTER = Ribbon(band=(12, 9, 78, 40), text_y=29, size=24, least=13, strip=10, style="plain",
                   ink=theme.TEXT_DARK, centre_x=56, face="bold")
KEY_SPACE = replace(KEY_ENTER, band=(12, 9, 152, 40), centre_x=88)

#: The words painted on the art, in English (marked N_; `picture` shows them with _()).
CARTAGENA_NAMES = {"pistol": N_("Pistol"), "rum": N_("Rum"), "lantern": N_("Lantern"), "parrot": N_("Parrot"),
                   "hook": N_("Hook"), "chest": N_("Chest")}
# TRANSLATORS: the words on the ribbon of Jamaica's treasure cards: Treasure (+3 to +7), Cursed (-2 to -4).
TREASURE_NAMES = {"plus3": N_("Treasure"), "plus5": N_("Treasure"), "plus7": N_("Treasure"),
                  "cursed2": N_("Cursed"), "cursed3": N_("Cursed"), "cursed4": N_("Cursed"),
                  "morgan_map": N_("Morgan's map"), "saran_sabre": N_("Saran's sabre"),
                  "sixth_hold": N_("6th hold")}      # Lady Beth is a name: the same in every language
LOOT_NAMES = {1: N_("One share"), 2: N_("Two shares"), 3: N_("Three shares")}
MUTINEER = N_("Mutineer!")
SAILOR = N_("Sailor")
MUTINY = N_("MUTINY!")
CALM_SEA = N_("Flat sea")


def _family(path: str, ribbon: Ribbon, words: dict) -> dict[str, tuple[Ribbon, str]]:
    return {path.format(key): (ribbon, word) for key, word in words.items()}


#: Every picture under assets/ that carries a painted word: (its ribbon, the word in English).
PAINTED: dict[str, tuple[Ribbon, str]] = {
    **_family("cards/cartagena/{}.png", CARTAGENA, CARTAGENA_NAMES),
    **_family("cards/cartagena/{}_dark.png", CARTAGENA_DARK, CARTAGENA_NAMES),
    **_family("jamaica/treasures/{}.png", TREASURE, TREASURE_NAMES),
    **_family("pagamas/characters/{}.png", PAGAMAS, {**TITLES, "mutineer": MUTINEER}),
    **_family("pagamas/loot/{}.png", PAGAMAS, LOOT_NAMES),
    **_family("pagamas/dens/{}.png", PAGAMAS, DEN_TITLES),
    **_family("pagamas/actions/{}.png", PAGAMAS,
              {k: SAILOR if k in SAILOR_STRENGTH else t for k, t in ACTION_TITLES.items()}),
    "pagamas/mutiny/mutiny.png": (MOTTO, MUTINY),
    "pagamas/mutiny/calm.png": (CALM, CALM_SEA),
    "ui/key_enter.png": (KEY_ENTER, KEY_NAMES["confirm"]),     # «Intro», «Invio»: the key's own name
    "ui/key_space.png": (KEY_SPACE, N_("Space")),
}

FACES_MAX = 64      # faces at the art's size: a language's painted pictures (about 50)
SIZED_MAX = 160     # ... scaled to the sizes asked for, the latest ones
_faces: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_sized: OrderedDict[tuple, pygame.Surface] = OrderedDict()


def picture(rel: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    """The picture `rel` of assets/ (at `size`, else its own), its painted name in the language spoken."""
    entry = PAINTED.get(rel)
    if entry is None or language() == SOURCE or _(entry[1]) == entry[1]:
        return image(rel, size)
    text = _(entry[1])
    face = _kept(_faces, (rel, text), FACES_MAX, lambda: renamed(image(rel), entry[0], text))
    if size is None or tuple(size) == face.get_size():
        return face
    return _kept(_sized, (rel, text, tuple(size)), SIZED_MAX, lambda: pygame.transform.smoothscale(face, size))


def faces_for_phones(folder: Path) -> dict[str, str]:
    """Every picture with a painted name -> the file of its face in the language spoken, for the
    phones' server: a translated face is saved once under `folder` (its name carries the words, so
    a new translation is a new file); the art's own file where the name is not translated, or
    where the folder cannot be written (the phone then shows the art's own words)."""
    out = {}
    for rel, (_ribbon, word) in PAINTED.items():
        own = theme.ASSETS / rel
        text = _(word)
        if language() == SOURCE or text == word:
            out[rel] = str(own)
            continue
        tag = hashlib.sha1(text.encode("utf-8")).hexdigest()[:10]
        path = folder / f"{rel[:-4].replace('/', '-')}-{tag}.png"
        try:
            if not path.exists():
                folder.mkdir(parents=True, exist_ok=True)
                part = path.with_name(path.stem + ".part.png")
                pygame.image.save(picture(rel), str(part))
                part.replace(path)
            out[rel] = str(path)
        except (OSError, pygame.error):
            out[rel] = str(own)
    return out


def _kept(cache: OrderedDict, key: tuple, most: int, make) -> pygame.Surface:
    surf = cache.get(key)
    if surf is None:
        surf = cache[key] = make()
        if len(cache) > most:
            cache.popitem(last=False)
    else:
        cache.move_to_end(key)
    return surf


def fitted_size(ribbon: Ribbon, text: str) -> int:
    """The letters' size for `text` on `ribbon`: the art's own, smaller while it is too wide."""
    size = ribbon.size
    while size > ribbon.least and font(size, ribbon.face).size(text)[0] > ribbon.room:
        size -= 1
    return size


def renamed(art: pygame.Surface, ribbon: Ribbon, text: str) -> pygame.Surface:
    """A copy of `art` (at the art's own size) with `text` painted over its name."""
    out = art.copy()
    band = pygame.Rect(ribbon.band)
    if ribbon.strip is not None:
        column = out.subsurface((ribbon.strip, band.y, 1, band.h)).copy()
        out.blit(pygame.transform.scale(column, band.size), band)
    else:
        pygame.draw.rect(out, out.get_at(ribbon.sample)[:3], band, border_radius=ribbon.radius)
    for y, x0, x1 in ribbon.rules:
        rule = pygame.Surface((x1 - x0, 2), pygame.SRCALPHA)
        rule.fill((*ribbon.edge, 150))
        out.blit(rule, (x0, y))
    f = font(fitted_size(ribbon, text), ribbon.face)
    face, shade = f.render(text, True, ribbon.ink), f.render(text, True, ribbon.shade)
    if face.get_width() > ribbon.room:      # too long even at the least size: narrower, never cut
        face, shade = (pygame.transform.smoothscale(s, (ribbon.room, s.get_height())) for s in (face, shade))
    rect = face.get_rect(center=(out.get_width() / 2 if ribbon.centre_x is None else ribbon.centre_x, ribbon.text_y))
    if ribbon.style == "outline":
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
            out.blit(shade, rect.move(dx, dy))
    elif ribbon.style == "shadow":
        shade.set_alpha(150)
        out.blit(shade, rect.move(1, 2))
    out.blit(face, rect)
    return out
