"""The story of a finished game under the final ranking, in English, German and French: one Wind
River game played by normal bots, opened from a save (one boot), the language switched in place."""

from __future__ import annotations

import json

from e2e.driver import open_saved
from e2e.language import lang_menu
from engine import wind_river as wr
from tests.bot_calls import choose_move

NAMES = ["Ann", "Ben", "Cy"]
CAPTIONS = {"en": "How the game went, turn by turn", "de": "So lief das Spiel, Spielzug um Spielzug",
            "fr": "Le déroulé de la partie, tour par tour"}


def finished_record():
    s = wr.new_game(NAMES, seed=2)
    moves: list = []
    while wr.to_act(s) is not None:
        moves.append(choose_move(s, "normal", seed=len(moves), time_budget=0))
        s = wr.apply(s, moves[-1])
    return {"format": "wind-river-record/1", "players": NAMES, "seed": 2, "moves": moves}, s


def test_a_finished_game_tells_its_story_in_three_languages(page, site):
    record, final = finished_record()
    open_saved(page, site, "wind-river.html", {"wind-river/current": json.dumps(record)})
    story = wr.story(wr.replay_states(record))
    figure = page.locator("#ranking-card figure.story")
    for lang in ("en", "de", "fr"):
        if lang != "en":
            lang_menu(page).select_option(lang)
            page.wait_for_function("l => document.documentElement.lang === l", arg=lang)
        figure.wait_for(state="visible")
        assert figure.locator("figcaption").inner_text() == CAPTIONS[lang]
        assert figure.locator("svg polyline").count() == len(NAMES) * 2
        rows = figure.locator("table tbody tr")
        assert rows.count() == len(story["points"])
        last = [int(x) for x in rows.last.locator("td").all_text_contents()]
        assert last[0::2] == list(final.plains) and sum(final.plains) > 0
    box = page.evaluate("""() => { const c = document.querySelector('#ranking-card').getBoundingClientRect();
        const f = document.querySelector('#ranking-card figure.story svg').getBoundingClientRect();
        return [c.width, f.width, f.height]; }""")
    assert box[1] > 0.8 * box[0] - 40 and box[2] > 100, box
