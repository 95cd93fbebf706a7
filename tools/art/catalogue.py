"""The asset jobs: what each writes, how it is made, and the manifest / README that list them."""
from __future__ import annotations

import hashlib
import json
import wave
from pathlib import Path

import pygame

from scenes import theme as T

from . import backgrounds, cards, emblems, fonts, prompts, sounds, sprites, symbols, tiles


def _save(img, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    img.save(path)
    return path


def job_fonts(out: Path):
    return fonts.build(out) + [out / "fonts" / "OFL.txt"]


def job_tileset(out: Path):
    return [_save(tiles.tileset(), out / "tiles" / "cartagena.png")]


def job_cards(out: Path):
    return [_save(img, out / "cards" / "cartagena" / f"{stem}.png") for stem, img in cards.all_cards()]


def job_icons(out: Path):
    return [_save(symbols.symbol_image(n, 96), out / "icons" / f"{n}.png") for n in symbols.NAMES]


def job_emblems(out: Path):
    return [_save(emblems.emblem_image(n, 96), out / "emblems" / f"{n}.png") for n in T.EMBLEMS]


def job_pawns(out: Path):
    return [_save(sprites.pawn_image(i), out / "sprites" / f"pirate_{i}.png") for i in range(len(T.PLAYER_COLOURS))]


def job_title_bg(out: Path):
    return [_save(backgrounds.title_bg(), out / "ui" / "title_bg.png")]


def job_table_bg(out: Path):
    return [_save(backgrounds.table_bg(), out / "ui" / "table_bg.png")]


def job_parchment(out: Path):
    return [_save(backgrounds.parchment_bg(), out / "ui" / "parchment.png")]


def job_thumbs(out: Path):
    return [_save(backgrounds.thumb_cartagena(), out / "ui" / "game_cartagena.png")]


def job_prompts(out: Path):
    return [_save(img, out / "ui" / f"{stem}.png") for stem, img in prompts.all_prompts()]


def job_sounds(out: Path):
    return sounds.build(out)


# name -> (function, files it writes (for the README), how they are made)
JOBS = {
    "fonts": (job_fonts, "fonts/display.ttf, body.ttf, body-bold.ttf, OFL.txt",
              "Copied unmodified from Debian's OFL font packages by art/fonts.py: display = Vollkorn Black "
              "(fonts-vollkorn), body / body-bold = Lato Regular / Bold (fonts-lato). OFL.txt holds each "
              "font's copyright line and the SIL Open Font License 1.1 text."),
    "tileset": (job_tileset, "tiles/cartagena.png (1024x512, 128 px tiles, 8 x 4)",
                "art/tiles.py + art/pictures.py: row 0 tunnel (0 floor, 1 pistol, 2 rum, 3 lantern, 4 parrot, "
                "5 hook, 6 chest, 7 rubble); row 1 jungle (8 floor, 9-14 the same symbols, 15 foliage); rows 2-3 "
                "2x2 pictures: dungeon 16,17/24,25; sloop 18,19/26,27; pirates' cove 20,21/28,29; leaky sloop "
                "22,23/30,31. Periodic Voronoi cobbles and leaf litter, bevelled slabs, symbols from art/symbols.py."),
    "cards": (job_cards, "cards/cartagena/{pistol,rum,lantern,parrot,hook,chest}[_dark].png, back.png (200x280)",
              "art/cards.py: parchment (or, for _dark, tarred navy) stock with rounded transparent corners, "
              "the symbol big and in two corners, a name ribbon in the display font; the back has a compass rose."),
    "icons": (job_icons, "icons/{pistol,rum,lantern,parrot,hook,chest}.png (96x96)",
              "art/symbols.py symbol_image(): each symbol alone on transparency with outline and soft shadow."),
    "emblems": (job_emblems, "emblems/{anchor,star,skull,crown,wheel,key,moon,swords}.png (96x96)",
                "art/emblems.py: white shapes with a dark outline on transparency, for tinting."),
    "pawns": (job_pawns, "sprites/pirate_0..7.png (72x108)",
              "art/sprites.py: a pirate meeple in PLAYER_COLOURS[i] with its emblem on a brass chest badge."),
    "title_bg": (job_title_bg, "ui/title_bg.png (1920x1080)",
                 "art/backgrounds.py + art/scenery.py: night sky, stars, moon, clouds, a perspective sea of "
                 "summed sine waves with moon glitter, a galleon silhouette; calm upper- and lower-middle."),
    "table_bg": (job_table_bg, "ui/table_bg.png (1920x1080)",
                 "art/textures.py wood(): dark planks with warped grain, seams, a soft pool of light."),
    "parchment": (job_parchment, "ui/parchment.png (512x512, tiles seamlessly)",
                  "art/textures.py parchment(): periodic FFT noise blotches, fibres, specks and stains."),
    "thumbs": (job_thumbs, "ui/game_cartagena.png (560x320)",
               "art/backgrounds.py thumb_cartagena(): cliff tunnel, a path of symbol spaces, pawns, the sloop."),
    "prompts": (job_prompts, "ui/pad_{a,b,x,y,start}.png, key_{enter,esc,space,tab,arrows}.png, mouse_left.png "
                "(64 px high)", "art/prompts.py: glossy face buttons, keycaps with Lato Bold labels, a mouse."),
    "sounds": (job_sounds, "sounds/*.wav (44100 Hz, 16-bit mono) and sounds/sea_loop.wav (22050 Hz, 12 s loop)",
               "art/sounds.py: envelopes, FFT-filtered noise, additive brass and FM bells, a convolution room; "
               "normalised to -3 dBFS peak. The sea loop's noise and swells are periodic, so it loops seamlessly."),
}


def describe(path: Path, rel: str) -> dict:
    """Manifest entry for one file: kind, pixel size / duration, bytes and sha256."""
    data = path.read_bytes()
    entry: dict = {"bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}
    suffix = path.suffix.lower()
    if suffix == ".png":
        w, h = pygame.image.load(str(path)).get_size()
        entry.update(kind="image", size=[w, h])
    elif suffix == ".wav":
        with wave.open(str(path)) as wv:
            entry.update(kind="sound", rate=wv.getframerate(), channels=wv.getnchannels(),
                         bits=8 * wv.getsampwidth(), frames=wv.getnframes(),
                         duration=round(wv.getnframes() / wv.getframerate(), 4))
    elif suffix in (".ttf", ".otf"):
        entry.update(kind="font", family=fonts.name_record(path, 4))
    else:
        entry.update(kind="text")
    return entry


def write_manifest(out: Path, produced: dict[str, list[Path]]) -> dict:
    """Merge the produced files into out/manifest.json (keeps entries of jobs not rerun)."""
    mpath = out / "manifest.json"
    manifest = {"generator": "tools/make_assets.py", "files": {}}
    if mpath.exists():
        old = json.loads(mpath.read_text(encoding="utf-8"))
        manifest["files"] = {k: v for k, v in old.get("files", {}).items() if (out / k).exists()}
    for job, paths in produced.items():
        for p in paths:
            rel = p.relative_to(out).as_posix()
            manifest["files"][rel] = dict(describe(p, rel), job=job)
    manifest["files"] = dict(sorted(manifest["files"].items()))
    rows = [f"  {json.dumps(k)}: {json.dumps(v, sort_keys=True)}" for k, v in manifest["files"].items()]
    text = ('{\n "generator": ' + json.dumps(manifest["generator"]) + ',\n "files": {\n'
            + ",\n".join(rows) + "\n }\n}\n")
    mpath.write_text(text, encoding="utf-8")
    return manifest


def write_readme(out: Path, manifest: dict) -> None:
    lines = ["# Pirate Arcade assets", "",
             "Everything here except the fonts is generated by our own code: run",
             "`python tools/make_assets.py` (or `make assets`) to rebuild it all, or",
             "`python tools/make_assets.py --only JOB[,JOB] [--out DIR]` for some of it.",
             "The output is deterministic (fixed seeds). `manifest.json` lists every file with its",
             "pixel size or duration and its sha256. No art or code was copied from elsewhere.", "",
             "## Fonts (SIL Open Font License 1.1, see fonts/OFL.txt)", ""]
    for name, (label, path, pkg, home) in fonts.FONTS.items():
        lines.append(f"- `fonts/{name}`: {label} — {home}; copied unmodified from the Debian package "
                     f"`{pkg}` ({path}).")
    lines += ["", "## Jobs", ""]
    for job, (_, files, how) in JOBS.items():
        lines += [f"### {job}", "", f"Files: {files}", "", how, ""]
    lines += ["## Every file", "", "| file | kind | size / duration | job |", "|---|---|---|---|"]
    for rel, e in manifest["files"].items():
        if e["kind"] == "image":
            dim = f"{e['size'][0]}x{e['size'][1]}"
        elif e["kind"] == "sound":
            dim = f"{e['duration']:.2f} s @ {e['rate']} Hz"
        elif e["kind"] == "font":
            dim = e.get("family", "")
        else:
            dim = f"{e['bytes']} bytes"
        lines.append(f"| `{rel}` | {e['kind']} | {dim} | {e['job']} |")
    others = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()
                    and p.relative_to(out).as_posix() not in manifest["files"]
                    and p.name not in ("manifest.json", "README.md"))
    if others:
        lines += ["", "## Files made by other tools", "",
                  "Not written by make_assets.py (so not in manifest.json); see the map tools in tools/.", ""]
        lines += [f"- `{rel}`" for rel in others]
    (out / "README.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
