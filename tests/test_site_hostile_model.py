"""The Python side of the site's hostile links: what a URL query hands the widgets'
models is data, whatever its keys and however long."""

from __future__ import annotations

import pytest

from tutor.ui.teach.models import TeachClassModel
from tutor.ui.teach.plan import MAX_TEXT
from tutor.ui.teach.texts import tt


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_plan_too_long_is_refused_with_its_true_length(lang: str) -> None:
    plan = "1~g:holdem~k:quiz~n:2~s:5~" + "x" * 5000
    m = TeachClassModel(lang=lang)
    m.load_query({"plan": [plan]})
    assert tt("err_too_long", lang, got=len(plan), most=MAX_TEXT) in m.error


@pytest.mark.parametrize("key", ["constructor", "__proto__", "toString", "valueOf",
                                 "hasOwnProperty"])
def test_query_keys_named_like_object_properties_are_ignored(key: str) -> None:
    from tutor.ui.widgets import apply_query, make_model

    explainer = make_model("explain", "holdem", "en")
    apply_query(explainer, {key: ["1"], "p": ["AsAd", "KsKd"], "b": ["2c7d9hJc4s"]})
    assert explainer.hands_text == ["AsAd", "KsKd"]  # the position is read, the key ignored
    plan = make_model("teach-class", None, "en")
    apply_query(plan, {key: ["1"], "plan": ["1~g:holdem~k:quiz~n:2~s:5"]})
    assert isinstance(plan, TeachClassModel) and not plan.error and plan.total == 2


def test_the_explainer_sends_no_outcome_when_its_language_changes() -> None:
    """The explainer's own ``outcome`` is its showdown, not a judged answer: the page's
    outcome watcher sends nothing (it logged "Object of type Showdown is not JSON
    serializable" on every language switch)."""
    from tutor.site import pyodide_app
    from tutor.ui.widgets import apply_query, make_model

    m = make_model("explain", "holdem", "en")
    apply_query(m, {"p": ["AsAd", "KsKd"], "b": ["2c7d9hJc4s"]})
    sent: list[tuple[object, ...]] = []
    pyodide_app.MODELS["hostile-test"] = [(0, m)]
    try:
        pyodide_app.watch_outcomes("hostile-test", lambda *a: sent.append(a))
        m.lang = "ru"
        m.lang = "en"
    finally:
        del pyodide_app.MODELS["hostile-test"]
    assert sent == []


BAD_SAVES = ["", "garbage", "r1|x|D|1|0|", "r1|99|D|1|0|", "r1|4|Z|1|0|",
             "r1|4|D|" + "9" * 5000 + "|0|", "r1|4|D|1|999999999|", "r1|4|D|-1|0|",
             "r1|4|D|99999999999|0|", "r1|4|D|1|0|zz.yy", "r1|4|D|1|-3|", "r1|4|D|1|0|"
             + "b1." * 5000, "r1|2|D|1|0|", "r1|\uff14|D|1|0|", "r1|4|D|\u0661|0|",
             "r1|4|D|1|0|\x00\x1b[2J", "r2|4|D|1|0|"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_bad_saved_raspisnoy_game_is_named_plainly_and_a_new_game_starts(lang: str) -> None:
    from tutor.ui.models.rasp_game import RaspGameModel
    from tutor.ui.rasp_strings import rt

    for save in BAD_SAVES:
        m = RaspGameModel(lang=lang, seed=7)
        fresh = m.state.code()
        assert m.restore(save) is False, save
        assert m.message == rt("restore_failed", lang), (save, m.message)
        assert m.state.code() == fresh and m.seed == 7 and m.players == 4, save
    good = RaspGameModel(lang=lang, seed=7)
    assert good.restore("r1|4|D|7|0|") is True


BAD_SEEDS = ["abc", "9" * 13, "9" * 5000, "\uff11\uff12", "\u0661\u0662", "1_000", "-5", "+5",
             " 12", "1e5", "\x1b[2J"]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind", ["quiz", "split"])
def test_a_seed_in_a_link_that_cannot_be_used_is_named_not_dropped(kind: str,
                                                                   lang: str) -> None:
    from tutor.errors import quote
    from tutor.ui.models.base import SEED_DIGITS
    from tutor.ui.strings import t
    from tutor.ui.widgets import apply_query, make_model

    for bad in BAD_SEEDS:
        m = make_model(kind, None, lang, seed=4242)
        apply_query(m, {"seed": [bad]})
        assert m.seed == 4242, bad  # the visit's own deals stay
        assert m.error == t("seed_bad", lang, seed=quote(bad, 20)[1:-1], most=SEED_DIGITS)
        assert "\x1b" not in m.error
    m = make_model(kind, None, lang, seed=4242)
    apply_query(m, {"seed": ["9" * SEED_DIGITS]})
    assert m.seed == int("9" * SEED_DIGITS) and m.error == ""
