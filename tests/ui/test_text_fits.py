"""Words that must fit their boxes: Palabra's talk panel at every table size names each
neighbour in full and keeps each signal inside its chip."""
from __future__ import annotations

import pytest

import scenes.palabra.choices_ui as ui
from game import Match, Seat
from scenes import theme
from scenes.palabra.choices import TalkChoice
from scenes.tables import table_for
from scenes.widgets import font

from .helpers import make_app, run_until

NAMES = ["Anne", "Calico Jack", "Blackbeard", "Ching Shih", "Grace", "Henry", "Mary", "Bart"]


@pytest.mark.parametrize("n", [3, 4, 5, 8])
def test_palabra_talk_names_whole_and_signals_inside_their_chips(tmp_home, monkeypatch, n):
    import scenes.palabra.choices as choices
    app = make_app()
    m = Match.new("palabra", [Seat(NAMES[i], None if i == 0 else "cunning", i) for i in range(n)], seed=16)
    for s in m.bots_to_move():
        m.submit(s, m.bot_choice(s))
    m.queue.clear()
    table = table_for(app, m)
    app._push(table)
    run_until(app, lambda: isinstance(table.choice, TalkChoice))
    chips, texts = [], []
    real_chip, real_text = ui.chip, choices.draw_text
    monkeypatch.setattr(ui, "chip", lambda surface, rect, text, **kw: (chips.append((rect.copy(), text)),
                                                                     real_chip(surface, rect, text, **kw)))
    monkeypatch.setattr(choices, "draw_text", lambda surface, text, *a, **kw: (texts.append(text),
                                                                             real_text(surface, text, *a, **kw))[1])
    table.choice.draw_tray(app.canvas)
    bold = font(theme.SIZE_SMALL, "bold")
    assert chips
    for rect, text in chips:
        assert bold.size(text)[0] <= rect.w - 12, (text, rect)
    neighbours = {table.choice.name(s) for i in table.choice.islands
                  for s in table.choice.lay.seats_at[i] if s != table.choice.seat}
    assert neighbours <= set(texts), (neighbours, texts)
    app.shutdown()


def test_jamaica_top_line_wraps_evenly_leaving_no_word_alone(tmp_home):
    from scenes.jamaica import layout as L
    from scenes.jamaica.hud import balanced_wrap
    from scenes.widgets import wrap
    app = make_app()
    width = L.TOP_BAR.w - 60
    for name in ("Anne", "Calico Jack", "Blackbeard", "Ching Shih"):
        text = f"{name}: Choose a card: by day it uses the sun die (6), by night the moon die (5)"
        plain, even = wrap(text, theme.SIZE_BODY, "bold", width), balanced_wrap(text, theme.SIZE_BODY, "bold", width)
        assert len(even) == len(plain) and " ".join(even) == text
        assert all(font(theme.SIZE_BODY, "bold").size(line)[0] <= width for line in even)
        if len(even) > 1:
            assert len(even[-1].split()) > 2, even
    app.shutdown()
