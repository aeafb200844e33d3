#!/usr/bin/env python3
"""The `autolayout.solver` scenario of mosaic-bench, solved with kiwisolver.

A vertical chain of N items in a 390-pt container: each item pinned 16 pt from the
container's left and right edges, its top 8 pt below the previous item's bottom, its height
at least 44 and preferably 44 + (i mod 3)*10 at priority 750 (5 constraints an item); the
container width is an edit variable at priority 999.

Prints figures in mosaic-bench's format, with names prefixed `kiwi.`:
    kiwi.autolayout.solver.1000   median 115.20 ms  p99 118.02 ms  (...)

kiwisolver is installed with pip into a virtual environment under `.build/kiwi-venv`
(created on first use); the Swift build and tests never need it.

usage: scripts/bench-kiwi.py [COUNT...]   (default: 1000 10000)
"""

import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "kiwi-venv")
VENV_PYTHON = os.path.join(VENV, "bin", "python")


def ensure_kiwi():
    """Re-runs this script inside the virtual environment, creating it if missing."""
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        return
    if not os.path.exists(VENV_PYTHON):
        print(f"creating {os.path.relpath(VENV, ROOT)} with kiwisolver...", file=sys.stderr)
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    check = subprocess.run([VENV_PYTHON, "-c", "import kiwisolver"], capture_output=True)
    if check.returncode != 0:
        subprocess.check_call(
            [VENV_PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
             "kiwisolver"])
    os.execv(VENV_PYTHON, [VENV_PYTHON, os.path.abspath(__file__)] + sys.argv[1:])


def format_duration(seconds):
    """mosaic-bench's units: 2-4 significant digits."""
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    if seconds >= 1e-6:
        return f"{seconds * 1e6:.1f} µs"
    return f"{seconds * 1e9:.0f} ns"


def report(name, samples, extra):
    ordered = sorted(samples)
    count = len(ordered)
    if count % 2:
        median = ordered[count // 2]
    else:
        median = (ordered[count // 2 - 1] + ordered[count // 2]) / 2
    rank = -(-99 * count // 100)  # ceil(0.99 * count)
    p99 = ordered[max(0, min(count, rank) - 1)]
    padded = name.ljust(28)
    print(f"{padded}  median {format_duration(median)}  p99 {format_duration(p99)}  ({extra})",
          flush=True)


def measure(warmup, iterations, body):
    for _ in range(warmup):
        body()
    samples = []
    for _ in range(iterations):
        start = time.perf_counter_ns()
        body()
        samples.append((time.perf_counter_ns() - start) / 1e9)
    return samples


def priority(value):
    """UIKit's priority scale as a kiwi strength: any order-preserving mapping will do."""
    import kiwisolver
    return kiwisolver.strength.create(0, value, 0)


class Stack:
    def __init__(self, count):
        import kiwisolver
        self.solver = kiwisolver.Solver()
        self.width = kiwisolver.Variable("width")
        self.solver.addEditVariable(self.width, priority(999))
        self.solver.suggestValue(self.width, 390)
        self.variables = [self.width]
        last_bottom = None
        high = priority(750)
        for i in range(count):
            left = kiwisolver.Variable()
            right = kiwisolver.Variable()
            top = kiwisolver.Variable()
            height = kiwisolver.Variable()
            self.solver.addConstraint(left == 16)
            self.solver.addConstraint(right == self.width - 16)
            self.solver.addConstraint(top == (last_bottom + 8 if last_bottom is not None else 8))
            self.solver.addConstraint(height >= 44)
            self.solver.addConstraint((height == 44 + (i % 3) * 10) | high)
            last_bottom = top + height
            self.variables += [left, right, top, height]
            self.last_right = right
        self.solver.updateVariables()


def run(count):
    name = f"kiwi.autolayout.solver.{count}"
    stacks = []
    big = count >= 10_000
    build = measure(0 if big else 1, 1 if big else 5, lambda: stacks.append(Stack(count)))
    report(name, build, f"{count} items × 5 constraints, build + solve")
    stack = stacks[-1]
    state = {"width": 390.0}

    def edit():
        state["width"] = 414.0 if state["width"] == 390.0 else 390.0
        stack.solver.suggestValue(stack.width, state["width"])

    report(f"{name}.edit", measure(10, 200, edit), "container width edit + re-solve")

    def edit_and_read():
        edit()
        stack.solver.updateVariables()
        for variable in stack.variables:
            variable.value()

    samples = measure(5, 50, edit_and_read)
    report(f"{name}.edit+values", samples,
           f"width edit + re-solve + updateVariables() + all {len(stack.variables)} values")
    stack.solver.updateVariables()
    assert abs(stack.last_right.value() - (state["width"] - 16)) < 1e-6


def main():
    ensure_kiwi()
    import kiwisolver
    counts = [int(argument) for argument in sys.argv[1:]] or [1_000, 10_000]
    print(f"kiwisolver {kiwisolver.__version__}, Python {sys.version.split()[0]}", flush=True)
    for count in counts:
        run(count)


if __name__ == "__main__":
    main()
