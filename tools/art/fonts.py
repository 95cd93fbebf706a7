"""The shipped fonts (all SIL OFL 1.1): where each comes from, copying them and their licence into assets/fonts.

display.ttf   Vollkorn Black  (Friedrich Althausen, The Vollkorn Project Authors)  Debian fonts-vollkorn
body.ttf      Lato Regular    (Lukasz Dziedzic, tyPoland)                          Debian fonts-lato
body-bold.ttf Lato Bold       (Lukasz Dziedzic, tyPoland)                          Debian fonts-lato

The copies in assets/fonts are what the game loads; the Debian packages are only
needed to refresh them. When a system copy is missing, the shipped copy is kept.
"""
from __future__ import annotations

import shutil
import struct
from pathlib import Path

from scenes import theme as T

SHIPPED = T.ASSETS / "fonts"

FONTS = {
    "display.ttf": ("Vollkorn Black", "/usr/share/fonts/truetype/vollkorn/Vollkorn-Black.ttf",
                    "fonts-vollkorn", "https://github.com/FAlthausen/Vollkorn-Typeface"),
    "body.ttf": ("Lato Regular", "/usr/share/fonts/truetype/lato/Lato-Regular.ttf",
                 "fonts-lato", "https://www.latofonts.com"),
    "body-bold.ttf": ("Lato Bold", "/usr/share/fonts/truetype/lato/Lato-Bold.ttf",
                      "fonts-lato", "https://www.latofonts.com"),
}
LICENCE_SOURCE = "/usr/share/doc/fonts-vollkorn/copyright"  # carries the full OFL 1.1 text


def source_of(name: str) -> Path:
    """The best available copy of a shipped font: the system file, else the shipped one."""
    sys_path = Path(FONTS[name][1])
    return sys_path if sys_path.exists() else SHIPPED / name


def name_record(path: Path, name_id: int) -> str:
    """Read one entry (e.g. 0 = copyright) of a TrueType/OpenType 'name' table."""
    data = path.read_bytes()
    num_tables = struct.unpack(">H", data[4:6])[0]
    for i in range(num_tables):
        tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
        if tag != b"name":
            continue
        _, count, str_off = struct.unpack(">HHH", data[offset:offset + 6])
        for j in range(count):
            pid, eid, lid, nid, ln, off = struct.unpack(">HHHHHH", data[offset + 6 + 12 * j:offset + 18 + 12 * j])
            if nid != name_id:
                continue
            raw = data[offset + str_off + off:offset + str_off + off + ln]
            if pid == 3 or pid == 0:
                return raw.decode("utf-16-be", "replace")
            return raw.decode("latin-1", "replace")
    return ""


def _ofl_text() -> str | None:
    src = Path(LICENCE_SOURCE)
    if not src.exists():
        return None
    lines, on = [], False
    for line in src.read_text(encoding="utf-8").splitlines():
        if line.startswith("License:") and "OFL" in line:
            on = True
            continue
        if on:
            if line and not line.startswith(" "):
                break
            body = line[1:] if line.startswith(" ") else line
            lines.append("" if body.strip() == "." else body)
    text = "\n".join(lines).strip() + "\n"
    return text if "SIL OPEN FONT LICENSE" in text else None


def build(out: Path) -> list[Path]:
    """Copy the three fonts and write OFL.txt into out/fonts; returns the font files."""
    dest = out / "fonts"
    dest.mkdir(parents=True, exist_ok=True)
    written = []
    for name in FONTS:
        src = source_of(name)
        if not src.exists():
            raise FileNotFoundError(f"{name}: neither {FONTS[name][1]} nor {SHIPPED / name} exists")
        if src.resolve() != (dest / name).resolve():
            shutil.copyfile(src, dest / name)
        written.append(dest / name)
    ofl = _ofl_text()
    if ofl is None and (SHIPPED / "OFL.txt").exists():
        if (SHIPPED / "OFL.txt").resolve() != (dest / "OFL.txt").resolve():
            shutil.copyfile(SHIPPED / "OFL.txt", dest / "OFL.txt")
        return written
    if ofl is None:
        raise FileNotFoundError("the OFL text: install fonts-vollkorn or keep assets/fonts/OFL.txt")
    head = ["Fonts shipped with Pirate Arcade, all under the SIL Open Font License 1.1.", ""]
    for name, (label, path, pkg, home) in FONTS.items():
        head.append(f"{name}: {label} ({home}, copied unmodified from Debian package {pkg})")
        head.append("  " + name_record(dest / name, 0).strip().replace("\n", " "))
        head.append("")
    head.append("The licence text follows, applying to each of the fonts above.")
    head.append("-" * 60)
    (dest / "OFL.txt").write_text("\n".join(head) + "\n\n" + ofl, encoding="utf-8")
    return written


def font_file(name: str) -> str:
    """Path string of a shipped font for the art tools to render labels with."""
    return str(source_of(name))
