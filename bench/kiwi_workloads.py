"""The solver workloads of `make bench` for kiwisolver (nucleic's C++ kiwi behind Python),
one for one with Sources/Benchmarks/SolverWorkloads.swift: same systems, same order
(required constraints first, as alpreview's batch add does)."""
import time
from kiwisolver import Solver, Variable, Constraint

REQUIRED = "required"


def add_all(solver, constraints):
    # alpreview adds required constraints first, then optional ones; kiwi gets the same order.
    for c in constraints:
        if c.strength() >= 1_001_001_000:
            solver.addConstraint(c)
    for c in constraints:
        if c.strength() < 1_001_001_000:
            solver.addConstraint(c)
    solver.updateVariables()


def strength(priority):
    # kiwi's strengths: required = 1e9+1e6+1e3; map UIKit priorities to its weak/medium range.
    return priority if priority < 1000 else REQUIRED


def chain(n, width):
    solver, constraints, previous_right = Solver(), [], 0
    for i in range(n):
        left, w = Variable(f"left{i}"), Variable(f"width{i}")
        constraints.append(left == previous_right + 8)
        constraints.append(w >= 10)
        constraints.append((w == 100) | strength(500))
        previous_right = left + w
    constraints.append(previous_right <= width)
    add_all(solver, constraints)


def grid(rows, columns, width=4000, height=4000):
    solver, constraints = Solver(), []
    left = [[Variable(f"l{r},{c}") for c in range(columns)] for r in range(rows)]
    top = [[Variable(f"t{r},{c}") for c in range(columns)] for r in range(rows)]
    w = [[Variable(f"w{r},{c}") for c in range(columns)] for r in range(rows)]
    h = [[Variable(f"h{r},{c}") for c in range(columns)] for r in range(rows)]
    for r in range(rows):
        for c in range(columns):
            constraints.append(left[r][c] == 8 if c == 0 else left[r][c] == left[r][c - 1] + w[r][c - 1] + 8)
            constraints.append(top[r][c] == 8 if r == 0 else top[r][c] == top[r - 1][c] + h[r - 1][c] + 8)
            if c == columns - 1:
                constraints.append(left[r][c] + w[r][c] + 8 == width)
            if r == rows - 1:
                constraints.append(top[r][c] + h[r][c] + 8 == height)
            if r > 0:
                constraints.append(w[r][c] == w[0][c])
            if c > 0:
                constraints.append(h[r][c] == h[r][0])
            intrinsic = 20 + (r * 7 + c * 13) % 50
            constraints.append((w[r][c] <= intrinsic) | strength(250))
            constraints.append((w[r][c] >= intrinsic) | strength(750))
            constraints.append((h[r][c] <= intrinsic / 2) | strength(250))
            constraints.append((h[r][c] >= intrinsic / 2) | strength(750))
    add_all(solver, constraints)


def form_screen(solver, width, height):
    solver.addEditVariable(width, strength(999))
    solver.addEditVariable(height, strength(999))
    solver.suggestValue(width, 375)
    solver.suggestValue(height, 667)
    constraints = []

    def intrinsic(w, h, iw, ih, hugging):
        constraints.append((w <= iw) | strength(hugging))
        constraints.append((w >= iw) | strength(750))
        constraints.append((h <= ih) | strength(hugging))
        constraints.append((h >= ih) | strength(750))

    previous_bottom, first_field_width = 20, None
    for row in range(12):
        lx, ly, lw, lh = (Variable(f"label{row}.{k}") for k in "xywh")
        fx, fy, fw, fh = (Variable(f"field{row}.{k}") for k in "xywh")
        constraints.append(lx == 16)
        constraints.append(fx == lx + lw + 8)
        constraints.append(fx + fw == width - 16)
        constraints.append(ly + 16.5 == fy + 22)
        constraints.append(fy == previous_bottom + 8)
        intrinsic(lw, lh, 60 + row * 3, 20.5, 251)
        intrinsic(fw, fh, 97, 34, 250)
        if first_field_width is None:
            first_field_width = fw
        else:
            constraints.append(fw == first_field_width)
        previous_bottom = fy + fh
    ax, ay, aw, ah = (Variable(f"a.{k}") for k in "xywh")
    bx, by, bw, bh = (Variable(f"b.{k}") for k in "xywh")
    constraints += [ax == 16, bx == ax + aw + 8, bx + bw == width - 16, aw == bw,
                    ay + ah == height - 20, by + bh == height - 20, ay >= previous_bottom + 8]
    intrinsic(aw, ah, 54, 30, 250)
    intrinsic(bw, bh, 120, 30, 250)
    add_all(solver, constraints)


def ring(n, width):
    solver, constraints = Solver(), []
    left = [Variable(f"left{i}") for i in range(n)]
    w = [Variable(f"width{i}") for i in range(n)]
    constraints.append(left[0] == 0)
    for i in range(n):
        constraints.append(left[i] + w[i] == (left[i + 1] if i + 1 < n else width))
        constraints.append(w[i] >= 0)
        constraints.append((w[i] >= 10) | strength(500))
        constraints.append((w[i] == w[(i + 1) % n]) | strength(500))
    add_all(solver, constraints)


def median(runs, body):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        body()
        times.append(time.perf_counter() - start)
    return sorted(times)[len(times) // 2]


def run():
    results = {
        "chain 100": median(31, lambda: chain(100, 20_000)),
        "chain 100 compressed": median(31, lambda: chain(100, 5_000)),
        "chain 1000": median(3, lambda: chain(1000, 200_000)),
        "chain 1000 compressed": median(1, lambda: chain(1000, 20_000)),
        "grid 30x30": median(1, lambda: grid(30, 30)),
        # kiwisolver takes seconds (ring 500: about 40 s), so once each.
        "ring 250": median(1, lambda: ring(250, 2_500)),
        "ring 500": median(1, lambda: ring(500, 5_000)),
        "form screen": median(5, lambda: [form_screen(Solver(), Variable("W"), Variable("H")) for _ in range(1000)]) / 1000,
    }
    solver, width, height = Solver(), Variable("W"), Variable("H")
    form_screen(solver, width, height)

    def resize():
        for i in range(200):
            solver.suggestValue(width, 320 + (i % 100) * 8)
            solver.suggestValue(height, 568 + i // 2)
            solver.updateVariables()

    results["resize"] = median(5, resize) / 200
    return results
