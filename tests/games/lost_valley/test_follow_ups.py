"""Follow-up of the independent audit (issue 21) for Lost Valley: an explorer who stands at or
next to the river's open end extends the river by one diamond at least, next to him where any
placement allows it, and further diamonds only while they still touch him."""
import boardwidgets as bw
from boardwidgets.games.lost_valley import lattice
from boardwidgets.games.lost_valley.board import parse_place


def by_the_open_end(layout, vertex) -> bool:
    end = layout.river_end
    return layout.river_open and (end == vertex or end in (lattice.step(vertex, d) for d in range(6)))


def test_an_explorer_one_edge_from_the_rivers_mouth_extends_the_river():
    """The manual (l.66-78): if adjacent to unexplored river, draw and place river diamonds to
    extend it. A foot step from the post in direction 3 (seed 1, two players) ends one edge
    from the mouth; no placement touches that corner, so the first diamond goes wherever it
    fits at the open end (the mover chooses), and no further one follows."""
    state = bw.load_game("lost_valley", players=2).new_game(seed=1)
    assert state.layout.river == () and state.layout.river_open
    stepped = state.apply({"kind": "step", "dir": 3, "mode": "foot"})
    vertex, _ = parse_place(stepped.at[0])
    assert by_the_open_end(state.layout, vertex)
    assert stepped.decision[0] == "lay"  # two ways fit: the mover chooses
    assert not stepped.layout.river_options(near=vertex)  # none of them touches him
    assert {a["sector"] for a in stepped.legal_actions()} == set(stepped.layout.river_options())
    laid = stepped.apply(stepped.legal_actions()[0])
    assert len(laid.layout.river) == 1
    assert "A river diamond is laid" in " ".join(laid.log[-4:])
    assert laid.decision[0] != "lay"  # no second diamond: it would not touch him


def test_by_the_rivers_end_the_first_diamond_goes_next_to_the_explorer_where_it_can():
    """Every first step out of the post, over several deals: a step that ends at or next to the
    open end lays one river diamond at least, chosen among those that touch the explorer when
    there are any (the manual's "must route adjacent to prospector if possible"), and every
    further diamond touches him."""
    by_river = 0
    for seed in range(1, 13):
        state = bw.load_game("lost_valley", players=2).new_game(seed=seed)
        for step in (a for a in state.legal_actions() if a.kind == "step"):
            after = state.apply(step)
            vertex, _ = parse_place(after.at[0])
            assert by_the_open_end(state.layout, vertex)  # the post lies by the river's mouth
            by_river += 1
            touching = state.layout.river_options(near=vertex)
            laid = 0
            while after.decision[0] == "lay" or len(after.layout.river) > laid:
                if after.decision[0] == "lay":
                    offered = {a["sector"] for a in after.legal_actions()}
                    if laid or touching:  # a placement next to him exists: only those
                        assert offered <= set(after.layout.river_options(near=vertex))
                    after = after.apply(after.legal_actions()[0])
                laid = len(after.layout.river)
            assert laid >= 1, (seed, str(step))
            for start, sector, _tile in after.layout.river[1:]:
                faces = lattice.diamond_from(start, sector)["faces"]
                assert any(vertex in lattice.corners(face) for face in faces), (seed, str(step))
    assert by_river > 20
