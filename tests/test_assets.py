"""The generated assets: present, loadable, the sizes the manifest states, deterministic, legible."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import hashlib  # noqa: E402
import json  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
MANIFEST = json.loads((ASSETS / "manifest.json").read_text(encoding="utf-8"))
FILES = MANIFEST["files"]

SYMBOLS = ("pistol", "rum", "lantern", "parrot", "hook", "chest")
EMBLEMS = ("anchor", "star", "skull", "crown", "wheel", "key", "moon", "swords")
SOUNDS = ("click", "select", "back", "card_play", "card_draw", "shuffle", "hop", "slide", "board", "turn",
          "victory", "error", "splash", "curtain", "coin", "dice", "sea_loop")
PROMPTS = ("pad_a", "pad_b", "pad_x", "pad_y", "pad_start", "key_enter", "key_esc", "key_space", "key_tab",
           "key_arrows", "mouse_left")
GEMS = ("gold", "violet", "blue", "green", "red")
ARTIFACTS = ("rum", "spyglass", "barrel", "map")
TOKENS = ("rat", "dagger", "bag", "chest_closed", "chest_open", "fist", "hand_open", "day_marker")
PALABRA = ({f"palabra/gems/{g}.png" for g in GEMS} | {f"palabra/ships/{s}.png" for s in ("back", "red")}
           | {f"palabra/ships/green_{n}.png" for n in range(1, 17)}
           | {f"palabra/artifacts/{a}{u}.png" for a in ARTIFACTS for u in ("", "_used")}
           | {f"palabra/tokens/{t}.png" for t in TOKENS})


def setup_module(_module) -> None:
    pygame.font.init()


def pixels(path: Path) -> np.ndarray:
    s = pygame.image.load(str(path))
    w, h = s.get_size()
    return np.frombuffer(pygame.image.tobytes(s, "RGBA"), dtype=np.uint8).reshape(h, w, 4)


def samples(path: Path) -> tuple[np.ndarray, int]:
    with wave.open(str(path)) as w:
        return np.frombuffer(w.readframes(w.getnframes()), "<i2").astype(np.float64) / 32768, w.getframerate()


def test_manifest_names_every_promised_file():
    expected = {"tiles/cartagena.png", "ui/title_bg.png", "ui/table_bg.png", "ui/parchment.png",
                "ui/game_cartagena.png", "cards/cartagena/back.png", "fonts/display.ttf", "fonts/body.ttf",
                "fonts/body-bold.ttf", "fonts/OFL.txt"}
    expected |= {f"cards/cartagena/{s}.png" for s in SYMBOLS} | {f"cards/cartagena/{s}_dark.png" for s in SYMBOLS}
    expected |= {f"icons/{s}.png" for s in SYMBOLS} | {f"emblems/{e}.png" for e in EMBLEMS}
    expected |= {f"sprites/pirate_{i}.png" for i in range(8)} | {f"ui/{p}.png" for p in PROMPTS}
    expected |= {f"sounds/{s}.wav" for s in SOUNDS}
    expected |= PALABRA
    expected |= {"ui/game_palabra.png", "ui/game_jamaica.png"}
    assert expected <= set(FILES), sorted(expected - set(FILES))


@pytest.mark.parametrize("rel", sorted(FILES))
def test_file_exists_loads_and_matches_manifest(rel):
    entry = FILES[rel]
    path = ASSETS / rel
    data = path.read_bytes()
    assert hashlib.sha256(data).hexdigest() == entry["sha256"], "manifest out of date: rerun make assets"
    if entry["kind"] == "image":
        assert list(pygame.image.load(str(path)).get_size()) == entry["size"]
    elif entry["kind"] == "sound":
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, entry["rate"])
            assert w.getnframes() == entry["frames"]
            assert abs(w.getnframes() / w.getframerate() - entry["duration"]) < 1e-3


def test_sizes_from_the_brief():
    size = lambda rel: tuple(FILES[rel]["size"])  # noqa: E731
    assert size("tiles/cartagena.png") == (1024, 512)
    assert size("ui/title_bg.png") == size("ui/table_bg.png") == (1920, 1080)
    assert size("ui/parchment.png") == (512, 512)
    assert size("ui/game_cartagena.png") == (560, 320)
    assert size("ui/game_palabra.png") == size("ui/game_jamaica.png") == (560, 320)
    for s in SYMBOLS:
        assert size(f"cards/cartagena/{s}.png") == size(f"cards/cartagena/{s}_dark.png") == (200, 280)
        assert size(f"icons/{s}.png") == (96, 96)
    assert size("cards/cartagena/back.png") == (200, 280)
    for e in EMBLEMS:
        assert size(f"emblems/{e}.png") == (96, 96)
    for i in range(8):
        assert size(f"sprites/pirate_{i}.png") == (72, 108)
    for p in PROMPTS:
        assert size(f"ui/{p}.png")[1] == 64
    for g in GEMS:
        assert size(f"palabra/gems/{g}.png") == (96, 96)
    for rel in PALABRA:
        if "/ships/" in rel:
            assert size(rel) == (128, 192), rel
        elif "/artifacts/" in rel:
            assert size(rel) == (160, 224), rel


def test_palabra_gems_differ_by_shape_not_only_colour():
    """Gold ingot, violet diamond, blue square, green tall hexagon, red round: told apart in grey,
    by the outline's proportions (width / height) or by how much of its box it fills."""
    shape = {}
    for g in GEMS:
        solid = pixels(ASSETS / "palabra" / "gems" / f"{g}.png")[..., 3] >= 250
        ys, xs = np.nonzero(solid)
        w, h = xs.max() - xs.min() + 1, ys.max() - ys.min() + 1
        assert 0.2 < solid.mean() < 0.8, g
        shape[g] = (w / h, solid.sum() / (w * h))
    for a in GEMS:
        for b in GEMS:
            if a < b:
                (ra, fa), (rb, fb) = shape[a], shape[b]
                assert abs(ra - rb) > 0.15 or abs(fa - fb) > 0.12, (a, b, shape[a], shape[b])
    red = pixels(ASSETS / "palabra" / "ships" / "red.png")[..., :3].astype(float)
    green = pixels(ASSETS / "palabra" / "ships" / "green_7.png")[..., :3].astype(float)
    assert red[..., 0].mean() > red[..., 1].mean() + 30 and green[..., 1].mean() > green[..., 0].mean()


def test_sounds_format_level_and_length():
    for s in SOUNDS:
        x, rate = samples(ASSETS / "sounds" / f"{s}.wav")
        assert rate == (22050 if s == "sea_loop" else 44100)
        peak_db = 20 * np.log10(np.max(np.abs(x)))
        assert -4.0 < peak_db < -2.0, (s, peak_db)
        assert abs(x[0]) < 0.02 or s == "sea_loop"
        assert len(x) / rate < (3.2 if s == "victory" else 13 if s == "sea_loop" else 2.0), s
    v, rate = samples(ASSETS / "sounds" / "victory.wav")
    assert 2.0 <= len(v) / rate <= 3.2


def test_sea_loop_is_seamless():
    x, rate = samples(ASSETS / "sounds" / "sea_loop.wav")
    assert 11.0 <= len(x) / rate <= 13.0
    step = np.abs(np.diff(x))
    assert abs(x[0] - x[-1]) <= np.percentile(step, 99.9)


def test_sounds_play_through_the_mixer():
    started = False
    if not pygame.mixer.get_init():
        try:
            pygame.mixer.init(frequency=44100, size=-16, channels=2)
            started = True
        except pygame.error as exc:  # no audio device at all: the wave checks above still hold
            pytest.skip(f"mixer unavailable: {exc}")
    try:
        for s in ("click", "victory", "sea_loop"):
            snd = pygame.mixer.Sound(str(ASSETS / "sounds" / f"{s}.wav"))
            assert snd.get_length() > 0.02
    finally:
        if started:
            pygame.mixer.quit()


def test_fonts_load_render_and_are_licensed():
    for name in ("display.ttf", "body.ttf", "body-bold.ttf"):
        font = pygame.font.Font(str(ASSETS / "fonts" / name), 48)
        surf = font.render("Pirate Arcade 0123", True, (255, 255, 255))
        assert surf.get_width() > 200 and surf.get_height() > 30
        assert (ASSETS / "fonts" / name).read_bytes()[:4] == b"\x00\x01\x00\x00"  # TrueType outlines
    text = (ASSETS / "fonts" / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE" in text and "Vollkorn" in text and "Lato" in text


def test_tileset_layout_and_distinct_symbols():
    sheet = pixels(ASSETS / "tiles" / "cartagena.png").astype(np.int32)
    assert sheet.shape == (512, 1024, 4)
    assert (sheet[..., 3] == 255).all(), "board tiles are opaque"

    def tile(i):
        r, c = divmod(i, 8)
        return sheet[r * 128:(r + 1) * 128, c * 128:(c + 1) * 128, :3]

    for row in (0, 8):
        ids = [row + k for k in range(1, 7)]
        for a in ids:
            assert np.abs(tile(a) - tile(row)).mean() > 8, f"tile {a} looks like the blank floor"
            for b in ids:
                if a < b:
                    assert np.abs(tile(a) - tile(b)).mean() > 6, f"tiles {a} and {b} look alike"
    # The same symbol on tunnel and jungle spaces: different ground, same symbol.
    assert np.abs(tile(1) - tile(9)).mean() > 10
    # The four 2x2 pictures differ from each other.
    pics = [sheet[256:512, k * 256:(k + 1) * 256, :3] for k in range(4)]
    for a in range(4):
        for b in range(a + 1, 4):
            assert np.abs(pics[a] - pics[b]).mean() > 8


def test_symbol_silhouettes_differ_by_shape():
    # Solid pixels only: the soft shadow and the lantern's glow stay below this alpha.
    masks = {s: pixels(ASSETS / "icons" / f"{s}.png")[..., 3] >= 250 for s in SYMBOLS}
    for a in SYMBOLS:
        assert 0.15 < masks[a].mean() < 0.8, a
        for b in SYMBOLS:
            if a < b:
                iou = (masks[a] & masks[b]).sum() / (masks[a] | masks[b]).sum()
                assert iou < 0.7, (a, b, iou)


def test_transparency_where_promised():
    for rel in ["cards/cartagena/pistol.png", "cards/cartagena/back.png", "emblems/anchor.png",
                "icons/hook.png", "sprites/pirate_0.png", "ui/pad_a.png"]:
        a = pixels(ASSETS / rel)[..., 3]
        assert a[0, 0] == 0 and a[-1, -1] == 0, rel
    card = pixels(ASSETS / "cards" / "cartagena" / "rum.png")[..., :3].astype(float)
    dark = pixels(ASSETS / "cards" / "cartagena" / "rum_dark.png")[..., :3].astype(float)
    assert dark[20:260, 20:180].mean() < card[20:260, 20:180].mean() - 60
    emb = pixels(ASSETS / "emblems" / "star.png")
    assert emb[50, 48, :3].min() > 200 and emb[50, 48, 3] == 255  # white inside


def test_pawns_carry_their_colour():
    sys.path.insert(0, str(ROOT))
    from scenes import theme

    for i, pc in enumerate(theme.PLAYER_COLOURS):
        px = pixels(ASSETS / "sprites" / f"pirate_{i}.png")
        body = px[90:95, 20:28, :3].reshape(-1, 3).astype(float).mean(0)  # lower body, left side
        assert np.abs(body - np.array(pc.rgb)).max() < 70, (pc.name, body)


def test_regeneration_is_deterministic(tmp_path):
    """Regenerating some jobs gives the committed files.

    On the machine that made them the bytes are identical. A different numpy / SDL /
    FreeType build may round a few values the other way, so when bytes differ the
    decoded pixels (or samples) must still agree to within a hair.
    """
    jobs = "emblems,icons,pawns,prompts,sounds"
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_assets.py"), "--only", jobs,
                    "--out", str(tmp_path), "-q"], check=True, cwd=ROOT, timeout=120)
    fresh = json.loads((tmp_path / "manifest.json").read_text(encoding="utf-8"))["files"]
    assert len(fresh) >= 8 + 6 + 8 + 11 + 17
    for rel, entry in fresh.items():
        assert rel in FILES
        if entry["sha256"] == FILES[rel]["sha256"]:
            continue
        if rel.endswith(".png"):
            a, b = pixels(tmp_path / rel).astype(int), pixels(ASSETS / rel).astype(int)
            assert a.shape == b.shape, rel
            d = np.abs(a - b)
            assert d.max() <= 3 and (d > 0).mean() < 0.01, rel
        else:
            (x, ra), (y, rb) = samples(tmp_path / rel), samples(ASSETS / rel)
            assert ra == rb and x.shape == y.shape, rel
            assert np.abs(x - y).max() * 32768 <= 2, rel


JAMAICA_CARDS = ("forward_forward", "forward_backward", "backward_forward", "forward_food", "food_forward",
                 "forward_gunpowder", "gold_forward", "gold_gold", "gunpowder_gold", "food_gunpowder",
                 "gunpowder_food", "back")
JAMAICA_TREASURES = ("plus3", "plus5", "plus7", "cursed2", "cursed3", "cursed4", "morgan_map", "saran_sabre",
                     "lady_beth", "sixth_hold", "back")


def test_jamaica_pieces_are_listed_with_their_sizes():
    size = lambda rel: tuple(FILES[rel]["size"])  # noqa: E731
    for i in range(8):
        assert size(f"jamaica/ships/ship_{i}.png") == (240, 200)
    assert size("jamaica/ships/ghost.png") == (240, 200)
    for c in JAMAICA_CARDS:
        assert size(f"jamaica/cards/{c}.png") == (200, 280)
    for t in JAMAICA_TREASURES:
        assert size(f"jamaica/treasures/{t}.png") == (160, 224)
    for t in ("food", "gold", "gunpowder", "lair"):
        assert size(f"jamaica/tokens/{t}.png") == (96, 96)
    for n in range(1, 7):
        assert size(f"jamaica/dice/day_{n}.png") == size(f"jamaica/dice/night_{n}.png") == (96, 96)
    for f in ("2", "4", "6", "8", "10", "star"):
        assert size(f"jamaica/dice/combat_{f}.png") == (96, 96)
    assert size("jamaica/holds/board.png") == size("jamaica/holds/board6.png") == (340, 132)
    assert size("jamaica/compass.png") == (128, 128)


def test_jamaica_ships_carry_their_colour_and_the_ghost_is_dark():
    sys.path.insert(0, str(ROOT))
    from scenes import theme

    for i, pc in enumerate(theme.PLAYER_COLOURS):
        px = pixels(ASSETS / "jamaica" / "ships" / f"ship_{i}.png").astype(float)
        solid = px[..., 3] > 250
        near = np.abs(px[..., :3] - np.array(pc.rgb)).max(axis=2) < 40
        assert (solid & near).mean() > 0.03, pc.name       # sails and hull stripe in the seat colour
    ghost = pixels(ASSETS / "jamaica" / "ships" / "ghost.png").astype(float)
    hull = ghost[150:165, 60:180]
    assert hull[hull[..., 3] > 250][:, :3].mean() < 80
