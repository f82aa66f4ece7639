"""bw.games() and bw.load_game(): the registry and clear errors for bad configurations."""
import pytest

import boardwidgets as bw


def test_games_lists_every_registered_game():
    info = {g.name: g for g in bw.games()}
    assert info["nanga_parbat"].title == "Nanga Parbat"
    assert (info["nanga_parbat"].min_players, info["nanga_parbat"].max_players) == (2, 2)
    assert info["nanga_parbat"].variants == ("standard", "area")
    assert "Nanga Parbat (nanga_parbat, 2 players" in str(info["nanga_parbat"])


def test_load_game_applies_defaults_and_games_compare_by_config():
    game = bw.load_game("nanga_parbat")
    assert game.config == {"players": 2, "variant": "standard"}
    assert game == bw.load_game("nanga_parbat", players=2, variant="standard")
    assert game != bw.load_game("nanga_parbat", variant="area")
    assert repr(game) == "bw.load_game('nanga_parbat', players=2, variant='standard')"


@pytest.mark.parametrize("kwargs, message", [
    ({"name": "nanga"}, "There is no game called 'nanga'. Did you mean 'nanga_parbat'?"),
    ({"name": "nanga_parbat", "players": 3}, "Nanga Parbat is for exactly 2 players; you asked for 3."),
    ({"name": "nanga_parbat", "players": "2"}, "players must be a whole number"),
    ({"name": "nanga_parbat", "variant": "solo"}, "has no variant 'solo'; choose one of"),
    ({"name": "nanga_parbat", "speed": 3}, "has no option(s) ['speed']"),
])
def test_bad_configurations_are_refused_clearly(kwargs, message):
    with pytest.raises(bw.GameConfigError) as raised:
        bw.load_game(**kwargs)
    assert message in str(raised.value)
    assert isinstance(raised.value, ValueError)


def test_new_game_without_a_seed_records_the_seed_it_drew():
    game = bw.load_game("nanga_parbat")
    state = game.new_game()
    assert state == game.new_game(seed=state.seed)
