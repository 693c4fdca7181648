"""The matrix as a grid: contiguity, the neighbour rule, distance, the networkx graph, drawing.

Rules: Matrix steps 1-2 (MX-02), advanced game (distance, MX-10).
"""

import subprocess
import sys

import pytest

from edgekit.matrix.board.grid import CENTRE, OUTSIDE, SIZE, Grid, draw, neighbours

X, Y = CENTRE


def line(n):
    return Grid([((X + i, Y), ("Suns", 1 + i % 5)) for i in range(n)])


def plus():
    """A centre with four structures around it: the centre has four neighbours."""
    return Grid([((X, Y), ("Suns", 1)), ((X + 1, Y), ("Moons", 2)), ((X - 1, Y), ("Arms", 3)),
                 ((X, Y + 1), ("Crowns", 4)), ((X, Y - 1), ("Suns", 6))])


def test_neighbours_are_cardinal_only():
    assert set(neighbours((X, Y))) == {(X + 1, Y), (X - 1, Y), (X, Y + 1), (X, Y - 1)}
    assert set(neighbours((0, 0))) == {(1, 0), (0, 1)}  # the window's corner


def test_neighbour_rule_new_structure():
    # a hole surrounded on four sides can never take a structure (four neighbours)
    g = Grid([((X + 1, Y), ("Suns", 1)), ((X - 1, Y), ("Suns", 2)), ((X, Y + 1), ("Suns", 3)),
              ((X, Y - 1), ("Suns", 4))])
    assert g.count((X, Y)) == 4
    assert not g.can_install((X, Y), "new_only")
    assert not g.can_install((X, Y), "every_structure")


def test_neighbour_rule_every_structure_differs():
    # the centre of a T has three neighbours; a fourth beside it is refused only under every_structure
    g = Grid([((X, Y), ("Suns", 1)), ((X + 1, Y), ("Moons", 2)), ((X - 1, Y), ("Arms", 3)),
              ((X, Y + 1), ("Crowns", 4))])
    assert g.count((X, Y - 1)) == 1
    assert g.can_install((X, Y - 1), "new_only")
    assert not g.can_install((X, Y - 1), "every_structure")
    assert g.can_install((X + 2, Y), "every_structure")


def test_distance():
    g = line(4)
    assert g.distance((X, Y), (X + 3, Y)) == 3
    assert g.distance(OUTSIDE, (X + 3, Y)) == 1           # outside: one to every structure
    assert g.distance((X, Y), OUTSIDE) is None            # inside to outside: undefined
    two = Grid([((X, Y), ("Suns", 1)), ((X + 2, Y), ("Suns", 2))])
    assert two.distance((X, Y), (X + 2, Y)) is None       # no path along structures
    # diagonal steps are not allowed: around a corner takes two
    corner = Grid([((X, Y), ("Suns", 1)), ((X + 1, Y), ("Suns", 2)), ((X + 1, Y + 1), ("Suns", 3))])
    assert corner.distance((X, Y), (X + 1, Y + 1)) == 2


def test_distance_agrees_with_networkx():
    import networkx as nx

    g = plus()
    G = g.graph()
    assert G.number_of_nodes() == 5 and G.number_of_edges() == 4
    for a in g.tiles:
        for b in g.tiles:
            assert g.distance(a, b) == nx.shortest_path_length(G, a, b)
    assert G.nodes[(X, Y - 1)]["fort"] is True


def test_bad_input_names_the_argument():
    with pytest.raises(TypeError, match="space"):
        neighbours([1, 2])
    with pytest.raises(ValueError, match="space"):
        neighbours((SIZE, 0))
    with pytest.raises(ValueError, match="tiles"):
        Grid([((X, Y), ("Purple", 1))])
    with pytest.raises(ValueError, match="target"):
        line(2).distance((X, Y), (0, 0))
    with pytest.raises(ValueError, match="rule"):
        line(2).can_install((X + 5, Y), "maybe")
    with pytest.raises(TypeError, match="grid"):
        draw("grid")


def test_draw_and_lazy_matplotlib():
    code = "import sys, edgekit, edgekit.matrix; print('matplotlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
    import matplotlib

    matplotlib.use("Agg")
    fig = draw(plus(), breakers={"Suns": (X, Y), "Moons": OUTSIDE}, powerups=[(X + 1, Y)], title="t")
    assert len(fig.axes[0].patches) == 5 + 2 + 1


def test_html_picture_and_the_stepper():
    from edgekit import matrix as mx
    from edgekit import play
    from edgekit.widgets.stepper import Stepper

    g = mx.game()
    pt = play.play(g, seed=3, policies=g.policies["default"])
    end = pt.state
    html = end.picture()
    assert html.count("F[") == 4 and "outside: none" in html  # each breaker on its own fort
    st = Stepper(pt, title="a run")
    for _ in range(6):
        st.next()
    assert "edgekit-matrix" in st.picture_html.value
    assert st.position == 6
