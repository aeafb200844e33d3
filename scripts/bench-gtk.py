#!/usr/bin/python3
"""The grid (or list) of `mosaic-bench window` in GTK 4, for comparison.

A 1280x800 window shows a Gtk.GridView of 1,000,000 items (a Gtk.SignalListItemFactory makes
the cells: 120x80 coloured boxes with rounded corners, 8 pt apart, the colour following the
item's index as in the Mosaic grid). A tick callback of the frame clock scrolls it 20 pt a frame
for 900 frames. With `--list N` it shows instead a Gtk.ListView of N rows, each a star icon,
"Row i" and a dimmed detail line (as the Mosaic list's cells), scrolled for 600 frames. Printed: CPU time a frame (getrusage(RUSAGE_SELF): every thread, user and
system), wall time a frame (median and mean, between tick callbacks), dropped frames and frames
a second, and the renderer GTK chose.

Usage: bench-gtk.py [--results FILE] [--label NAME] [--list N]
Set GSK_RENDERER=cairo for the Cairo renderer; without it GTK picks its default.
It needs Debian's python3-gi and gir1.2-gtk-4.0 (scripts/setup-bench-deps) and a display.
"""

import colorsys
import os
import resource
import sys
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

ITEMS = 1_000_000
FRAMES = 900
STEP = 20.0
WIDTH, HEIGHT = 1280, 800
CELL_W, CELL_H, SPACING = 120, 80, 8
HUES = 37


def cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def css():
    rules = [
        # `.bench` outranks the theme's own rules for grid views and their children.
        "gridview.bench { background: white; padding: 0; border-spacing: 0; }",
        # Each grid child is 128x88: the 120x80 box and half the spacing on every side.
        f"gridview.bench > child {{ padding: {SPACING // 2}px; margin: 0; min-width: 0;"
        " min-height: 0; background: none; }",
        "gridview.bench > child > box.cell { border-radius: 6px; margin: 0; padding: 0; }",
    ]
    for i in range(HUES):
        r, g, b = colorsys.hsv_to_rgb(i / HUES, 0.5, 0.9)
        rules.append(
            f".h{i} {{ background-color: rgb({int(r * 255)}, {int(g * 255)}, {int(b * 255)}); }}"
        )
    provider = Gtk.CssProvider()
    text = "\n".join(rules)
    try:
        provider.load_from_string(text)
    except AttributeError:  # GTK before 4.12
        provider.load_from_data(text.encode())
    Gtk.StyleContext.add_provider_for_display(
        Gdk.Display.get_default(), provider, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION
    )


def grid_view(selection):
    """The grid: 120x80 coloured boxes with rounded corners."""
    factory = Gtk.SignalListItemFactory()

    def setup(_factory, item):
        box = Gtk.Box()
        box.set_size_request(CELL_W, CELL_H)
        box.add_css_class("cell")
        item.set_child(box)

    def bind(_factory, item):
        box = item.get_child()
        hue = item.get_position() % HUES
        old = getattr(box, "hue_class", None)
        new = f"h{hue}"
        if old != new:
            if old:
                box.remove_css_class(old)
            box.add_css_class(new)
            box.hue_class = new

    factory.connect("setup", setup)
    factory.connect("bind", bind)

    grid = Gtk.GridView.new(selection, factory)
    grid.add_css_class("bench")
    grid.set_max_columns(WIDTH // (CELL_W + SPACING))
    grid.set_min_columns(WIDTH // (CELL_W + SPACING))
    return grid


def list_view(selection):
    """The list: rows of a star icon, "Row i" and a dimmed detail line."""
    factory = Gtk.SignalListItemFactory()

    def setup(_factory, item):
        row = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=12)
        row.set_margin_start(16)
        row.set_margin_end(16)
        row.set_margin_top(8)
        row.set_margin_bottom(8)
        icon = Gtk.Image.new_from_icon_name("starred-symbolic")
        texts = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=2)
        title = Gtk.Label(xalign=0)
        detail = Gtk.Label(xalign=0)
        detail.add_css_class("dim-label")
        texts.append(title)
        texts.append(detail)
        row.append(icon)
        row.append(texts)
        row.labels = (title, detail)
        item.set_child(row)

    def bind(_factory, item):
        position = item.get_position()
        title, detail = item.get_child().labels
        title.set_text(f"Row {position}")
        detail.set_text(f"Detail {position % 97}")

    factory.connect("setup", setup)
    factory.connect("bind", bind)
    view = Gtk.ListView.new(selection, factory)
    view.add_css_class("bench")
    return view


def main():
    global FRAMES
    results = None
    rows = None
    label = os.environ.get("GSK_RENDERER") or "default"
    args = sys.argv[1:]
    while args:
        arg = args.pop(0)
        if arg == "--results" and args:
            results = args.pop(0)
        elif arg == "--label" and args:
            label = args.pop(0)
        elif arg == "--list" and args:
            rows = int(args.pop(0))
            FRAMES = 600
        else:
            print(__doc__, file=sys.stderr)
            return 2

    Gtk.init()
    css()
    model = Gtk.StringList.new([str(i) for i in range(rows if rows is not None else ITEMS)])
    selection = Gtk.NoSelection.new(model)
    if rows is not None:
        view = list_view(selection)
    else:
        view = grid_view(selection)
    scrolled = Gtk.ScrolledWindow()
    scrolled.set_policy(Gtk.PolicyType.NEVER, Gtk.PolicyType.AUTOMATIC)
    scrolled.set_kinetic_scrolling(False)
    scrolled.set_child(view)
    grid = view

    window = Gtk.Window(title="bench-gtk")
    window.set_default_size(WIDTH, HEIGHT)
    window.set_child(scrolled)
    loop = GLib.MainLoop()
    window.connect("close-request", lambda *_: loop.quit() or False)
    window.present()

    adjustment = scrolled.get_vadjustment()
    state = {"ticks": [], "start_cpu": 0.0, "start_wall": 0.0, "status": 0}

    def tick(_widget, clock):
        now = time.monotonic()
        ticks = state["ticks"]
        if not ticks:
            state["start_cpu"] = cpu_seconds()
            state["start_wall"] = now
        ticks.append(now)
        adjustment.set_value(adjustment.get_value() + STEP)
        if len(ticks) <= FRAMES:
            return GLib.SOURCE_CONTINUE
        finish(clock)
        return GLib.SOURCE_REMOVE

    def finish(clock):
        cpu = cpu_seconds() - state["start_cpu"]
        ticks = state["ticks"]
        wall = ticks[-1] - state["start_wall"]
        intervals = [b - a for a, b in zip(ticks, ticks[1:])]
        refresh_us = 0
        try:
            _, refresh_us = clock.get_refresh_info(clock.get_frame_time())
        except (AttributeError, TypeError):
            refresh_us = 0
        refresh = refresh_us / 1e6 if refresh_us else 1 / 60
        dropped = sum(max(0, round(i / refresh) - 1) for i in intervals)
        intervals.sort()
        n = len(intervals)
        median = (intervals[n // 2] if n % 2 else (intervals[n // 2 - 1] + intervals[n // 2]) / 2)
        mean = sum(intervals) / n
        renderer = type(window.get_renderer()).__name__ if window.get_renderer() else "none"
        figures = {
            "cpu_ms": 1000 * cpu / n,
            "wall_ms_median": 1000 * median,
            "wall_ms_mean": 1000 * mean,
            "dropped": dropped,
            "frames": n,
            "fps": n / wall,
            "scroll_offset": adjustment.get_value(),
        }
        line = f"gtk.{label}.scroll"
        print(
            f"{line:<28}{figures['cpu_ms']:.3f} ms CPU/frame  wall/frame median "
            f"{figures['wall_ms_median']:.2f} ms mean {figures['wall_ms_mean']:.2f} ms  "
            f"{dropped} dropped of {n} frames at {1 / refresh:.0f} Hz  "
            f"{figures['fps']:.1f} frames/s  ({renderer})",
            flush=True,
        )
        if results:
            with open(results, "a") as f:
                f.write(f"renderer {renderer}\n")
                for key, value in figures.items():
                    f.write(f"{key} {value}\n")
        loop.quit()

    def begin():
        # Let the first frames settle, then scroll.
        grid.add_tick_callback(tick)
        return GLib.SOURCE_REMOVE

    GLib.timeout_add(1000, begin)

    def give_up():
        print(f"gtk.{label}: did not finish within 60 s", file=sys.stderr, flush=True)
        state["status"] = 1
        loop.quit()
        return GLib.SOURCE_REMOVE

    GLib.timeout_add_seconds(60, give_up)
    loop.run()
    window.destroy()
    return state["status"]


if __name__ == "__main__":
    sys.exit(main())
