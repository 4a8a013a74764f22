"""The village board, the farmyards, the table and the screen layout.

The same numbers place the art and the anchors of layout.txt, so they always
match. Canvas: 1920x1080 logical pixels; the board sits at (0, 0)."""
import palette as P
from svgkit import (Ctx, f, text, title, halo_text, rect, circle, path, line, g, icon, mini_cube,
                    doc, esc, Labels, set_labels)
import sprites as S

CANVAS = (1920, 1080)
BOARD = (0, 0, 1280, 880)
FARM_W, FARM_H = 624, 200
FARM_X = 1288
FARM_Y = [68 + i * 206 for i in range(4)]

SPACES = ["harvest", "family", "crafts", "market", "travel", "council", "church"]
BUILDINGS = [("wainwright", "Wainwright", "wagon"), ("stables", "Stables", "horse"),
             ("office", "Office", "scroll"), ("smithy", "Smithy", "plough"), ("mill", "Mill", "grain")]
CITIES = "ABCDEFGH"
CITY_POS = {"village": (862, 566), "A": (940, 500), "B": (940, 634), "C": (1024, 460),
            "D": (1024, 566), "E": (1024, 672), "F": (1108, 512), "G": (1108, 620), "H": (1184, 566)}
ROADS = [("village", "A", "brown"), ("village", "B", "pink"), ("A", "C", "orange"), ("A", "D", "pink"),
         ("B", "D", "brown"), ("B", "E", "orange"), ("C", "F", "pink"), ("D", "F", "brown"),
         ("D", "G", "orange"), ("E", "G", "pink"), ("F", "H", "orange"), ("G", "H", "brown")]
REWARD = {"A": "prestige", "B": "prestige", "C": "coin", "D": "cubes", "E": "coin", "F": "prestige",
          "G": "cubes", "H": "prestige"}
CHRON_AREAS = [("council", "Council"), ("crafts", "Crafts"), ("travel", "Travel"), ("church", "Church"),
               ("farmyard", "Farmyard")]
COUNCIL_TIME = [1, 2, 2, 3]
COUNCIL_SCORE = [0, 2, 4, 6]
CHURCH_SCORE = [2, 3, 4, 6]
CHURCH_STEP = [1, 2, 2]

# Regions (x, y, w, h) on the board
R = {
    "crafts": (54, 54, 534, 318), "council": (596, 54, 270, 318), "church": (874, 54, 352, 318),
    "harvest": (54, 380, 222, 104), "family": (54, 491, 222, 104), "well": (54, 602, 222, 104),
    "market": (284, 380, 528, 326), "travel": (820, 380, 406, 326),
    "chronicle": (54, 714, 700, 112), "graves": (762, 714, 464, 112),
}
HEADER = 40


def layout():
    """Return the ordered list of (name, x, y, w, h) for layout.txt."""
    L = []

    def a(name, x, y, w, h):
        L.append((name, int(round(x)), int(round(y)), int(round(w)), int(round(h))))

    a("table", 0, 0, *CANVAS)
    a("board", *BOARD)
    for sp in SPACES:
        x, y, w, h = R[sp]
        a("space." + sp, x + w - 112, y + 4, 104, 33)
    a("well", 66, 640, 60, 60)
    for i, (b, _, _) in enumerate(BUILDINGS):
        a("building." + b, 62 + i * 105.5, 268, 96, 98)
    for i in range(5):
        a("stall.%d" % i, 294 + i * 84, 428, 76, 76)
    for i in range(5):
        a("waiting.%d" % i, 294 + i * 84, 544, 76, 76)
    a("pile", 726, 428, 76, 76)
    for cname in CITIES:
        cx, cy = CITY_POS[cname]
        a("city." + cname, cx - 32, cy - 28, 64, 56)
    cx, cy = CITY_POS["village"]
    a("village", cx - 32, cy - 28, 64, 56)
    for st in range(4):
        a("council.%d" % (st + 1), 650, bench_y(st), 140, 50)
    a("council.next-start", 602, 99, 50, 48)
    for i in range(4):
        a("window.%d" % i, window_x(i), 158, 58, 118)
    a("bag.black", 879, 96, 68, 68)
    a("bag.green", 879, 240, 68, 68)
    for ai, (area, _) in enumerate(CHRON_AREAS):
        for s in range(4):
            x, y = chron_slot(ai, s)
            a("chronicle.%s.%d" % (area, s), x, y, 52, 36)
    for i in range(8):
        a("grave.%d" % i, grave_x(i), 782, 52, 36)
    for i, (x, y, w, h) in enumerate(prestige_cells()):
        a("prestige.%d" % i, x, y, w, h)
    for s in range(4):
        fx, fy = FARM_X, FARM_Y[s]
        a("farmyard.%d" % s, fx, fy, FARM_W, FARM_H)
        for nm, (x, y, w, h) in farm_anchors():
            a("farmyard.%d.%s" % (s, nm), fx + x, fy + y, w, h)
    a("ui.banner", 1288, 8, 624, 54)
    a("ui.scores", 1288, 894, 624, 178)
    a("ui.choices", 8, 888, 840, 184)
    a("ui.log", 856, 888, 424, 184)
    return L


def bench_y(stage):  # stage 0..3 for council stage 1..4; stage 4 is at the top
    return 150 + (3 - stage) * 55


def window_x(i):  # window 0 is the right-most
    return 1164 - i * 69


def chron_slot(area, s):
    x0 = 156 + area * 120
    return (x0 + 4 + (s % 2) * 56, 738 + (s // 2) * 40)


def grave_x(i):
    return 770 + i * 57


def prestige_cells():
    """100 cells clockwise from the top-left corner."""
    cells = []
    x0, y0, x1, y1, t = 10, 10, 1270, 870, 36
    n_h, n_v = 30, 20
    cw = (x1 - x0) / float(n_h)
    ch = (y1 - y0 - 2 * t) / float(n_v)
    for i in range(n_h):
        cells.append((x0 + i * cw, y0, cw, t))
    for i in range(n_v):
        cells.append((x1 - t, y0 + t + i * ch, t, ch))
    for i in range(n_h):
        cells.append((x1 - (i + 1) * cw, y1 - t, cw, t))
    for i in range(n_v):
        cells.append((x0, y1 - t - (i + 1) * ch, t, ch))
    return cells


def farm_anchors():
    out = [("name", (12, 4, 230, 26)), ("members", (10, 36, 252, 102)), ("grain", (270, 36, 130, 48)),
           ("cubes", (270, 90, 130, 48)), ("goods", (408, 36, 206, 48)), ("coins", (408, 90, 96, 48)),
           ("customers", (510, 90, 104, 48))]
    for i in range(12):
        out.append(("lifetime.%d" % i, (62 + i * 46, 146, 42, 48)))
    out.append(("bridge", (10, 146, 46, 48)))
    return out


# ======================================================================= drawing helpers
def panel(c, x, y, w, h, name=None, tray=True, icon_name=None, ribbon_w=124):
    paper = c.lin([(0, P.PARCHMENT_LIGHT), (1, "#ecdcb4")], 0, 0, 0, 1)
    out = rect(x + 1.5, y + 2.5, w, h, 8, "#3a2414", "none", 0, 'opacity="0.25"')
    out += rect(x, y, w, h, 8, paper, P.INK, 1.6)
    out += rect(x + 3.5, y + 3.5, w - 7, h - 7, 6, "none", P.INK_SOFT, 0.7, 'opacity="0.55"')
    if name:
        rib = c.lin([(0, "#8e4a2c"), (1, "#6a3019")])
        tw = ribbon_w
        out += path("M%s %s L%s %s L%s %s L%s %s L%s %s Z" % (
            f(x), f(y + 8), f(x + tw), f(y + 8), f(x + tw + 10), f(y + 21), f(x + tw), f(y + 34), f(x), f(y + 34)),
            rib, P.INK, 1.3)
        tx = x + 10
        if icon_name:
            out += circle(x + 20, y + 21, 13.5, P.PARCHMENT_LIGHT, P.INK, 1.2)
            out += icon(c, icon_name, x + 9, y + 10, 22, 1.0)
            tx = x + 38
        out += title(tx, y + 28, name, 21, "#f8ecd2", "start", box=x + tw + 4 - tx)
    if tray:
        tx, ty, tw, th = x + w - 112, y + 4, 104, 33
        out += tray_art(c, tx, ty, tw, th)
    return out


def tray_art(c, x, y, w, h):
    wood = c.lin([(0, "#5a3a1c"), (1, "#7a5230")])
    out = rect(x, y, w, h, 6, wood, P.INK, 1.4, 'filter="url(#inset)"')
    for i in range(3):
        out += rect(x + 9 + i * 30, y + 5.5, 22, 22, 4, "none", "#c9a46a", 0.9,
                    'stroke-dasharray="2.5 2.5" opacity="0.55"')
    return out


def slot(c, x, y, w, h, label=None, fill="#e4d2a6", dash=False, stroke=P.INK_SOFT):
    extra = 'stroke-dasharray="4 3"' if dash else ""
    out = rect(x, y, w, h, 5, fill, stroke, 1.1, extra)
    if label is not None:
        out += text(x + w / 2.0, y + h / 2.0 + 7, str(label), 19, P.INK_SOFT, P.FONT_TEXT, "bold",
                    extra='opacity="0.4"')
    return out


def hourglass_num(c, x, y, n, size=18, fs=14):
    return icon(c, "time", x, y, size, 1.0) + text(x + size + 1, y + size * 0.8, str(n), fs, P.INK,
                                                    P.FONT_TEXT, "bold", "start")


def laurel_num(c, x, y, n, size=18, fs=13):
    return icon(c, "prestige", x, y, size, 0.9) + text(x + size + 1, y + size * 0.8, str(n), fs, P.INK,
                                                        P.FONT_TEXT, "bold", "start")


# ======================================================================= buildings
def timber_house(c, x, y, w, h, roof=P.ROOF, wall="#e9d8b0", sign=None, chimney=False, wide_door=False,
                 stone=False):
    """A half-timbered house in the box (x, y, w, h)."""
    rf = c.lin([(0, roof), (1, P.ROOF_DARK)], 0, 0, 1, 1)
    wl = c.lin([(0, wall), (1, "#cdb888")], 0, 0, 1, 1) if not stone else c.lin([(0, "#d2c8b2"), (1, "#a0957e")])
    wy = y + h * 0.42
    out = ""
    if chimney:
        out += rect(x + w * 0.68, y + h * 0.06, w * 0.1, h * 0.3, 1, "#8a7b68", P.INK, 1.2)
        out += path("M%s %s C%s %s %s %s %s %s" % (f(x + w * 0.73), f(y + h * 0.04), f(x + w * 0.7), f(y - 4),
                                                  f(x + w * 0.86), f(y - 2), f(x + w * 0.82), f(y - 10)),
                    "none", "#8d8579", 2.4, 'opacity="0.7"')
    out += rect(x + w * 0.08, wy, w * 0.84, h * 0.58, 0, wl, P.INK, 1.3)
    if stone:
        for r in range(4):
            yy = wy + 6 + r * (h * 0.58 - 6) / 4.0
            out += line(x + w * 0.08, yy, x + w * 0.92, yy, P.STONE_DARK, 0.6, 'opacity="0.7"')
    else:
        tb = P.WOOD_DARK
        out += path("M%s %s L%s %s M%s %s L%s %s M%s %s L%s %s M%s %s L%s %s" % (
            f(x + w * 0.08), f(wy + h * 0.22), f(x + w * 0.92), f(wy + h * 0.22),
            f(x + w * 0.3), f(wy), f(x + w * 0.3), f(y + h), f(x + w * 0.7), f(wy), f(x + w * 0.7), f(y + h),
            f(x + w * 0.08), f(wy), f(x + w * 0.3), f(wy + h * 0.22)), "none", tb, 2.2)
        out += path("M%s %s L%s %s" % (f(x + w * 0.7), f(wy), f(x + w * 0.92), f(wy + h * 0.22)), "none", tb, 2.2)
    out += path("M%s %s L%s %s L%s %s Z" % (f(x), f(wy + 2), f(x + w / 2.0), f(y + h * 0.02), f(x + w), f(wy + 2)),
                rf, P.INK, 1.4)
    for k in range(1, 4):
        yy = y + h * 0.02 + (wy - y - h * 0.02) * k / 4.0
        half = (yy - y - h * 0.02) / (wy + 2 - y - h * 0.02) * w / 2.0
        out += line(x + w / 2.0 - half + 2, yy, x + w / 2.0 + half - 2, yy, P.ROOF_DARK, 0.8, 'opacity="0.7"')
    dw = w * (0.34 if wide_door else 0.2)
    dx = x + w / 2.0 - dw / 2.0
    out += path("M%s %s L%s %s C%s %s %s %s %s %s L%s %s Z" % (
        f(dx), f(y + h), f(dx), f(y + h * 0.74), f(dx), f(y + h * 0.64), f(dx + dw), f(y + h * 0.64),
        f(dx + dw), f(y + h * 0.74), f(dx + dw), f(y + h)), P.WOOD_DARK, P.INK, 1.2)
    out += rect(x + w * 0.14, wy + h * 0.27, w * 0.12, h * 0.12, 1, "#f2d27a", P.INK, 1)
    out += rect(x + w * 0.74, wy + h * 0.27, w * 0.12, h * 0.12, 1, "#f2d27a", P.INK, 1)
    if sign:
        sx, sy = x + w * 0.58, y + h * 0.46
        out += line(sx - 4, sy - 2, sx + 24, sy - 2, P.INK, 1.6)
        out += circle(sx + 12, sy + 13, 13, P.PARCHMENT_LIGHT, P.INK, 1.3)
        out += icon(c, sign, sx + 2, sy + 3, 20, 0.9)
    return out


def mill_art(c, x, y, w, h):
    stone = c.lin([(0, "#ddd3bd"), (1, "#9c917b")], 0, 0, 1, 0)
    out = path("M%s %s L%s %s L%s %s L%s %s Z" % (f(x + w * 0.3), f(y + h), f(x + w * 0.36), f(y + h * 0.38),
                                                 f(x + w * 0.64), f(y + h * 0.38), f(x + w * 0.7), f(y + h)),
               stone, P.INK, 1.3)
    out += path("M%s %s C%s %s %s %s %s %s Z" % (f(x + w * 0.32), f(y + h * 0.4), f(x + w * 0.34), f(y + h * 0.2),
                                                f(x + w * 0.66), f(y + h * 0.2), f(x + w * 0.68), f(y + h * 0.4)),
                P.ROOF, P.INK, 1.3)
    out += path("M%s %s L%s %s C%s %s %s %s %s %s Z" % (
        f(x + w * 0.44), f(y + h), f(x + w * 0.44), f(y + h * 0.86), f(x + w * 0.44), f(y + h * 0.78),
        f(x + w * 0.56), f(y + h * 0.78), f(x + w * 0.56), f(y + h * 0.86)), P.WOOD_DARK, P.INK, 1)
    cx, cy = x + w * 0.5, y + h * 0.34
    sail = ""
    for a in (20, 110, 200, 290):
        sail += g(path("M0 0 L0 -40", "none", P.WOOD_DARK, 2.4)
                  + rect(1, -40, 10, 30, 0, "#efe3c6", P.INK, 1, 'opacity="0.95"')
                  + path("M1 -30 L11 -30 M1 -20 L11 -20 M6 -40 L6 -10", "none", P.INK_SOFT, 0.6),
                  "translate(%s %s) rotate(%d)" % (f(cx), f(cy), a))
    return out + sail + circle(cx, cy, 4, P.WOOD, P.INK, 1.2)


def craft_cost(c, x, y, w, b):
    out = rect(x, y, w, 44, 5, "#e6d3a5", P.INK_SOFT, 0.8)
    if b == "mill":
        out += hourglass_num(c, x + 4, y + 3, 2, 17, 13)
        out += icon(c, "grain", x + 40, y + 3, 17, 0.9) + icon(c, "grain", x + 54, y + 3, 17, 0.9)
        out += text(x + 76, y + 17, "→", 13, P.INK, P.FONT_TEXT, "bold")
        out += icon(c, "coin", x + 34, y + 24, 16, 0.9) + icon(c, "coin", x + 50, y + 24, 16, 0.9)
        return out
    t = {"wainwright": 2, "stables": 3, "office": 2, "smithy": 3}[b]
    out += icon(c, "member", x + 3, y + 3, 16, 0.9) + text(x + 21, y + 16, str(t), 13, P.INK, P.FONT_TEXT,
                                                          "bold", "start")
    out += text(x + 36, y + 16, "+", 12, P.INK_SOFT, P.FONT_TEXT, "bold")
    out += hourglass_num(c, x + 44, y + 3, t, 16, 13)
    out += text(x + 4, y + 37, "@board.or", 11, P.INK_SOFT, P.FONT_TEXT, "normal", "start", "italic", box=20)
    if b == "stables":
        for k in range(3):
            out += icon(c, "grain", x + 24 + k * 15, y + 24, 16, 0.8)
    elif b == "office":
        out += mini_cube(x + 28, y + 26, 13, "pink", 0.9)
    else:
        out += mini_cube(x + 28, y + 26, 13, "pink", 0.9) + mini_cube(x + 45, y + 26, 13, "orange", 0.9)
    return out


def draw_crafts(c):
    x, y, w, h = R["crafts"]
    out = panel(c, x, y, w, h, "@space.crafts", icon_name="crafts")
    for i, (b, name, good) in enumerate(BUILDINGS):
        bx = 62 + i * 105.5
        ground = c.lin([(0, "#cdb98a"), (1, "#b9a06c")])
        out += rect(bx, 98, 96, 166, 5, "#e2d0a2", P.INK_SOFT, 0.8)
        if b == "mill":
            out += mill_art(c, bx + 4, 104, 88, 92)
        elif b == "stables":
            out += timber_house(c, bx + 6, 120, 84, 76, roof="#8a6a3a", wall="#d9c08c", sign="horse",
                                wide_door=True)
        elif b == "office":
            out += timber_house(c, bx + 10, 112, 76, 84, roof="#5f6e80", sign="scroll", stone=True)
        elif b == "smithy":
            out += timber_house(c, bx + 8, 116, 80, 80, roof="#6a5a4a", sign="plough", chimney=True, stone=True)
        else:
            out += timber_house(c, bx + 8, 116, 80, 80, sign="wagon")
        out += rect(bx + 2, 195, 92, 4, 2, ground, "none")
        out += title(bx + 48, 214, "@help.building.%s.title" % b, 16, P.INK, box=94)
        out += craft_cost(c, bx + 4, 217, 88, b)
        # where members stand: a plank floor
        floor = c.lin([(0, "#c9a46e"), (1, "#b08a55")])
        out += rect(bx, 268, 96, 98, 6, floor, P.INK_SOFT, 1)
        for k in range(1, 6):
            out += line(bx + 2, 268 + k * 16.3, bx + 94, 268 + k * 16.3, "#8d6a3c", 0.8, 'opacity="0.6"')
        for k in range(6):
            xx = bx + 14 + ((k * 37) % 70)
            out += line(xx, 268 + k * 16.3 + 1, xx, 268 + (k + 1) * 16.3 - 1, "#8d6a3c", 0.8, 'opacity="0.6"')
        if b == "mill":
            out += rect(bx + 2, 304, 92, 26, 11, "#e6d4a6", P.INK_SOFT, 0.8)
            out += text(bx + 48, 322, "@board.no_workers", 11, P.INK_SOFT, P.FONT_TEXT, "normal", "middle", "italic",
                        box=90)
    return out


# ======================================================================= council
ROMAN = ["I", "II", "III", "IV"]


def draw_council(c):
    x, y, w, h = R["council"]
    out = panel(c, x, y, w, h, "@space.council", icon_name="council")
    # next starting player spot and entry cost
    out += rect(602, 99, 50, 48, 24, "#e0cc9c", P.INK_SOFT, 1, 'stroke-dasharray="4 3"')
    out += text(627, 129, "@board.next", 10, P.INK_SOFT, P.FONT_TEXT, "bold", box=48)
    out += text(660, 113, "@board.council.enter", 12, P.INK, P.FONT_TEXT, "bold", "start", box=200)
    out += mini_cube(660, 122, 13, "green", 0.9) + mini_cube(675, 122, 13, "green", 0.9)
    out += text(702, 133, "@board.or", 11, P.INK_SOFT, P.FONT_TEXT, "normal", "middle", "italic", box=20)
    out += icon(c, "scroll", 712, 118, 20, 0.9)
    out += text(736, 133, "@board.plus_time", 11, P.INK_SOFT, P.FONT_TEXT, "normal", "start", "italic", box=124)
    wood = c.lin([(0, "#9a6a3a"), (1, "#6a4220")])
    for st in range(4):
        by = bench_y(st)
        tone = ["#e8d7ab", "#e3cf9f", "#ddc693", "#d7bd87"][st]
        out += rect(602, by, 258, 50, 6, tone, P.INK, 1.1)
        out += rect(650, by + 40, 140, 8, 2, wood, P.INK, 0.9)  # bench
        out += title(622, by + 22, ROMAN[st], 18, P.ROOF_DARK)
        out += hourglass_num(c, 605, by + 27, COUNCIL_TIME[st], 15, 12)
        px, pw = 795, 61
        out += rect(px, by + 3, pw, 44, 5, "#f1e4c2", P.INK_SOFT, 0.8)
        if st == 0:
            out += circle(px + 30, by + 20, 12, "#e9d7a6", P.INK, 1) + g(S.key(c, px + 24, by + 26, 0.45))
        elif st == 1:
            out += text(px + 12, by + 26, "2", 14, P.INK, P.FONT_TEXT, "bold")
            out += mini_cube(px + 22, by + 10, 14, "brown", 0.9) + mini_cube(px + 38, by + 16, 14, "pink", 0.9)
        elif st == 2:
            # The two goods' tiles end above "end +4": at the legible minimum
            # of a 1280-wide window its letters reach up to by + 31.
            out += text(px + 10, by + 23, "1", 14, P.INK, P.FONT_TEXT, "bold")
            for k, gd in enumerate(("horse", "plough")):
                out += rect(px + 20 + k * 12, by + 5 + k * 3, 20, 20, 3, P.PARCHMENT_LIGHT, P.INK, 0.9)
                out += icon(c, gd, px + 22 + k * 12, by + 7 + k * 3, 16, 0.7)
        else:
            out += icon(c, "coin", px + 3, by + 9, 17, 0.9) + text(px + 26, by + 23, "→", 11, P.INK, P.FONT_TEXT, "bold")
            out += text(px + 39, by + 24, "3", 14, P.INK, P.FONT_TEXT, "bold")
            out += icon(c, "prestige", px + 44, by + 10, 15, 0.7)
        if COUNCIL_SCORE[st]:
            out += text(px + pw / 2.0, by + 43, "@board.end_bonus:%d" % COUNCIL_SCORE[st], 9.5, P.INK_SOFT, P.FONT_TEXT,
                        "bold", box=pw)
    return out


# ======================================================================= church
def draw_church(c):
    x, y, w, h = R["church"]
    out = panel(c, x, y, w, h, "@space.church", icon_name="church")
    stone = c.lin([(0, "#d8cfbb"), (1, "#a49a84")])
    out += rect(951, 94, 272, 272, 6, stone, P.INK, 1.2)
    for r in range(9):
        yy = 100 + r * 30
        out += line(953, yy, 1221, yy, P.STONE_DARK, 0.6, 'opacity="0.5"')
    for i in range(4):
        wx = window_x(i)
        glass_id = c.uid("glass")
        cl = c.clip(path("M%s 172 L%s 128 C%s 98 %s 98 %s 128 L%s 172 Z" % (
            f(wx + 6), f(wx + 6), f(wx + 6), f(wx + 52), f(wx + 52), f(wx + 52))))
        glass = ""
        for k in range(6):
            for j in range(3):
                col = P.GLASS[(k + j + i) % 4]
                glass += rect(wx + 6 + j * 16, 98 + k * 13, 16, 13, 0, col, "#2a2018", 0.8)
        out += path("M%s 276 L%s 126 C%s 92 %s 92 %s 126 L%s 276 Z" % (
            f(wx), f(wx), f(wx), f(wx + 58), f(wx + 58), f(wx + 58)), "#8d8371", P.INK, 1.4)
        out += g(glass, extra='clip-path="%s"' % cl)
        out += path("M%s 172 L%s 128 C%s 98 %s 98 %s 128 L%s 172 Z" % (
            f(wx + 6), f(wx + 6), f(wx + 6), f(wx + 52), f(wx + 52), f(wx + 52)), "none", P.INK, 1.2)
        out += path("M%s 100 L%s 172 M%s 140 L%s 140" % (f(wx + 29), f(wx + 29), f(wx + 6), f(wx + 52)),
                    "none", "#2a2018", 1.4)
        out += rect(wx + 4, 176, 50, 98, 3, "#e3d6b8", P.INK_SOFT, 0.8)
        out += rect(wx + 14, 280, 30, 18, 4, P.PARCHMENT_LIGHT, P.INK, 1)
        out += icon(c, "prestige", wx + 15, 281, 15, 0.7)
        out += text(wx + 36, 294, str(CHURCH_SCORE[i]), 12, P.INK, P.FONT_TEXT, "bold")
    for k in range(3):
        gx = window_x(k) - 5.5
        out += rect(gx - 22, 308, 44, 24, 12, "#efe2bf", P.INK, 1.1)
        out += text(gx - 12, 325, "←", 12, P.INK, P.FONT_TEXT, "bold")
        out += icon(c, "grain", gx - 4, 310, 18, 0.8)
        out += text(gx + 17, 325, str(CHURCH_STEP[k]), 12, P.INK, P.FONT_TEXT, "bold")
    out += text(1078, 357, "@board.church.mass", 12, P.INK, P.FONT_TEXT, "bold", box=250)
    out += icon(c, "prestige", 1204, 343, 16, 0.8)
    # bags
    for nm, by, lab in (("black", 96, "@board.bag.mass"), ("green", 240, "@board.bag.supply")):
        out += rect(879, by, 68, 68, 34, "#d5c49a", P.INK_SOFT, 1, 'stroke-dasharray="4 3"')
        out += text(913, by + 84, lab, 12, P.INK, P.FONT_TEXT, "bold", box=76)
    return out


# ======================================================================= harvest / family / well
def draw_small(c):
    out = ""
    x, y, w, h = R["harvest"]
    out += panel(c, x, y, w, h, "@space.harvest", icon_name="harvest")
    yy = y + 50
    out += rect(x + 8, yy - 4, w - 16, 44, 5, "#e2cf9d", P.INK_SOFT, 0.8)
    out += icon(c, "grain", x + 14, yy + 6, 22, 1) + text(x + 44, yy + 24, "2", 16, P.INK, P.FONT_TEXT, "bold")
    out += icon(c, "horse", x + 62, yy + 2, 22, 0.9) + icon(c, "plough", x + 84, yy + 2, 22, 0.9)
    out += text(x + 120, yy + 20, "3", 16, P.INK, P.FONT_TEXT, "bold")
    out += icon(c, "ox", x + 138, yy + 2, 22, 0.9) + icon(c, "plough", x + 160, yy + 2, 22, 0.9)
    out += text(x + 196, yy + 20, "4", 16, P.INK, P.FONT_TEXT, "bold")
    out += text(x + 111, yy + 37, "@board.harvest.max", 10, P.INK_SOFT, P.FONT_TEXT, "normal", "middle", "italic",
                box=200)
    x, y, w, h = R["family"]
    out += panel(c, x, y, w, h, "@space.family", icon_name="family")
    yy = y + 50
    out += rect(x + 8, yy - 4, w - 16, 44, 5, "#e2cf9d", P.INK_SOFT, 0.8)
    out += icon(c, "member", x + 12, yy + 2, 26, 1) + text(x + 40, yy + 22, "@board.family.birth", 12, P.INK,
                                                             P.FONT_TEXT, "bold", "start", box=66)
    out += text(x + 120, yy + 22, "@board.or", 11, P.INK_SOFT, P.FONT_TEXT, "normal", "middle", "italic", box=20)
    out += icon(c, "family", x + 130, yy + 2, 26, 1) + text(x + 158, yy + 22, "@board.family.return", 12, P.INK,
                                                              P.FONT_TEXT, "bold", "start", box=58)
    x, y, w, h = R["well"]
    out += panel(c, x, y, w, h, "@board.well", tray=False, icon_name="well", ribbon_w=110)
    water = c.rad([(0, P.WATER), (1, P.WATER_DARK)])
    out += circle(90, 670, 26, "#b3a892", P.INK, 1.4) + circle(90, 670, 19, water, P.INK, 1.2)
    out += path("M80 665 C85 661 90 668 97 663", "none", "#a9c6d6", 1.4)
    for k in range(8):
        out += g(rect(-4.5, -26, 9, 7, 1.5, "#cfc6b2", P.INK, 0.8), "translate(90 670) rotate(%d)" % (k * 45))
    out += text(x + 71, y + 62, "@board.well.line1", 12, P.INK, P.FONT_TEXT, "bold", "start", box=145)
    out += text(x + 71, y + 78, "@board.well.line2", 12, P.INK, P.FONT_TEXT, "bold", "start", box=145)
    out += text(x + 71, y + 95, "@board.well.line3", 12, P.ROOF_DARK, P.FONT_TEXT, "bold", "start", box=145)
    return out


# ======================================================================= market
def draw_market(c):
    x, y, w, h = R["market"]
    out = panel(c, x, y, w, h, "@space.market", icon_name="market")
    # awning
    for i in range(12):
        col = "#a8423a" if i % 2 == 0 else "#efe3c6"
        out += path("M%s 380 L%s 380 L%s 392 C%s 398 %s 398 %s 392 Z" % (
            f(500 + i * 16), f(516 + i * 16), f(516 + i * 16), f(512 + i * 16), f(504 + i * 16), f(500 + i * 16)),
            col, P.INK, 0.9)
    for i in range(5):
        sx = 294 + i * 84
        out += rect(sx - 3, 425, 82, 82, 8, "#3f6a9a", P.INK, 1.4)
        out += rect(sx, 428, 76, 76, 6, "#dccaa0", "#1f3a62", 1)
        out += g(icon(c, "market", sx + 22, 450, 32, 1), extra='opacity="0.18"')
        out += slot(c, sx, 544, 76, 76, None, "#e0cfa4", True)
    for k, players in ((3, "3–4"), (4, "4")):  # stalls used only with more players
        px = 294 + k * 84 + 38
        out += text(px - 4, 523, players, 11, "#1f3a62", P.FONT_TEXT, "bold", "end", box=40)
        out += icon(c, "member", px - 2, 510, 15, 0.8)
    out += text(292, 539, "@board.market.waiting", 12, P.INK_SOFT, P.FONT_TEXT, "bold", "start", "italic",
                box=420)
    out += text(292, 522, "@board.market.stalls", 12, "#1f3a62", P.FONT_TEXT, "bold", "start", "italic", box=160)
    # pile
    out += rect(723, 425, 82, 82, 8, P.WOOD_DARK, P.INK, 1.2)
    out += rect(726, 428, 76, 76, 6, "#cdb587", P.INK_SOFT, 1)
    out += text(764, 522, "@board.market.pile", 12, P.INK, P.FONT_TEXT, "bold", box=84)
    # rules
    ry = 630
    out += rect(294, ry, 508, 68, 6, "#e6d4a6", P.INK_SOFT, 0.8)
    out += text(302, ry + 21, "@board.market.rule1", 12, P.INK, P.FONT_TEXT, "bold", "start", box=438)
    out += text(302, ry + 43, "@board.market.rule2", 12, P.INK, P.FONT_TEXT, "normal", "start", box=374)
    out += mini_cube(678, ry + 31, 15, "green", 0.9) + text(701, ry + 43, "+", 13, P.INK, P.FONT_TEXT, "bold")
    out += hourglass_num(c, 710, ry + 28, 1, 18, 13)
    out += text(302, ry + 63, "@board.market.rule3", 10.5, P.INK_SOFT, P.FONT_TEXT, "normal", "start", "italic",
                box=436)
    out += icon(c, "coin", 744, ry + 8, 24, 1) + icon(c, "prestige", 770, ry + 34, 26, 1)
    return out


# ======================================================================= travel
def draw_travel(c):
    x, y, w, h = R["travel"]
    out = panel(c, x, y, w, h, "@space.travel", icon_name="travel")
    land = c.rad([(0, "#d9cf9a"), (1, "#c2b27a")], 0.55, 0.55, 0.7)
    out += rect(826, 424, 394, 276, 6, land, P.INK_SOFT, 0.8, 'filter="url(#paper)"')
    # hills, trees and a river for character
    out += path("M826 690 C880 676 920 700 980 688 C1040 676 1100 702 1160 690 C1190 684 1210 690 1220 688 "
                "L1220 700 L826 700 Z", "#8fa3a8", "none", 0, 'opacity="0.55"')
    for tx, ty in ((1176, 440), (1200, 452), (1160, 676), (1070, 430), (1205, 646)):
        out += circle(tx, ty, 7, "#7d8c48", P.INK, 0.8) + line(tx, ty + 7, tx, ty + 11, P.WOOD_DARK, 1.4)
    for hx, hy in ((1150, 448), (1060, 614)):
        out += path("M%s %s C%s %s %s %s %s %s" % (f(hx - 16), f(hy + 8), f(hx - 8), f(hy - 8), f(hx + 8),
                                                  f(hy - 8), f(hx + 16), f(hy + 8)), "#b6a46a", P.INK_SOFT, 1)
    # roads
    for a, b, col in ROADS:
        (x1, y1), (x2, y2) = CITY_POS[a], CITY_POS[b]
        cc = P.CUBES[col]
        out += line(x1, y1, x2, y2, P.INK, 9.5) + line(x1, y1, x2, y2, cc["base"], 6.5)
        out += line(x1, y1, x2, y2, cc["light"], 1.5, 'stroke-dasharray="3 5" opacity="0.8"')
    for a, b, col in ROADS:
        (x1, y1), (x2, y2) = CITY_POS[a], CITY_POS[b]
        mx, my = (x1 + x2) / 2.0, (y1 + y2) / 2.0
        out += rect(mx - 15, my - 9, 30, 18, 9, P.PARCHMENT_LIGHT, P.INK, 1.1)
        out += mini_cube(mx - 12, my - 6, 11, col, 0.8) + mini_cube(mx + 1, my - 6, 11, col, 0.8)
    # cities
    for name in ["village"] + list(CITIES):
        cx, cy = CITY_POS[name]
        plaza = c.rad([(0, "#f3e6c2"), (1, "#d8c290")], 0.45, 0.4, 0.6)
        if name == "village":
            out += circle(cx, cy, 27, "#b6c07a", P.INK, 1.5)
            out += icon(c, "family", cx - 16, cy - 20, 32, 1.1)
            out += halo_text(cx, cy + 24, "@board.travel.village", 11, P.INK, P.PARCHMENT_LIGHT, P.FONT_TITLE, "bold",
                             box=74)
            continue
        out += circle(cx, cy, 24, plaza, P.INK, 1.5)
        out += circle(cx, cy, 20, "none", P.STONE_DARK, 2.5, 'stroke-dasharray="4 2.5"')
        out += title(cx, cy + 7, name, 22, P.INK)
        bx, by = cx + 13, cy + 11
        out += circle(bx + 6, by + 6, 10, P.PARCHMENT_LIGHT, P.INK, 1)
        r = REWARD[name]
        if r == "prestige":
            out += icon(c, "prestige", bx - 2, by - 2, 16, 0.7) + halo_text(bx + 11, by + 14, "3", 10, P.INK)
        elif r == "coin":
            out += icon(c, "coin", bx - 1, by - 1, 14, 0.8)
        else:
            out += mini_cube(bx - 2, by, 8, "brown", 0.6) + mini_cube(bx + 5, by + 4, 8, "pink", 0.6)
            out += mini_cube(bx + 5, by - 3, 8, "green", 0.6)
    # cost and score reminders
    out += rect(828, 428, 74, 86, 5, "#efe2bf", P.INK_SOFT, 0.8, 'opacity="0.92"')
    out += text(865, 444, "@board.travel.trip", 10.5, P.INK, P.FONT_TEXT, "bold", box=74)
    out += hourglass_num(c, 836, 448, 2, 16, 12)
    out += icon(c, "wagon", 868, 447, 20, 0.8)
    out += mini_cube(851, 472, 12, "orange", 0.8, "road") + mini_cube(866, 472, 12, "orange", 0.8, "road")
    out += rect(828, 604, 78, 94, 5, "#efe2bf", P.INK_SOFT, 0.8, 'opacity="0.92"')
    out += icon(c, "travel", 842, 607, 16, 0.8) + text(867, 620, "→", 11, P.INK, P.FONT_TEXT, "bold")
    out += icon(c, "prestige", 876, 607, 15, 0.7)
    rows = [(1, 1), (2, 3), (3, 6), (4, 10), (5, 14), (6, 18)]
    for k, (n, p) in enumerate(rows):
        cx = 846 + (k // 3) * 40
        cy = 637 + (k % 3) * 20
        out += text(cx, cy, "%d:%d" % (n, p), 11.5, P.INK, P.FONT_TEXT, "bold")
    return out


# ======================================================================= chronicle & graves
def draw_chronicle(c):
    x, y, w, h = R["chronicle"]
    out = panel(c, x, y, w, h, None, tray=False)
    book = c.lin([(0, "#7a3a26"), (1, "#4e2014")])
    out += rect(60, 720, 90, 100, 5, book, P.INK, 1.2)
    out += rect(64, 724, 82, 92, 3, "none", P.GOLD, 0.9)
    out += title(105, 746, "@board.chronicle", 16, P.GOLD_LIGHT, box=84)
    for k, (n, p) in enumerate([("3", 4), ("4", 7), ("5+", 12)]):
        out += text(83, 767 + k * 16, n, 12, "#f3e2bf", P.FONT_TEXT, "bold")
        out += text(100, 767 + k * 16, "→", 11, "#f3e2bf", P.FONT_TEXT, "bold")
        out += text(120, 767 + k * 16, str(p), 12, P.GOLD_LIGHT, P.FONT_TEXT, "bold")
    for ai, (area, _) in enumerate(CHRON_AREAS):
        ax = 156 + ai * 120
        out += rect(ax, 718, 116, 102, 5, "#e6d4a6", P.INK_SOFT, 0.8)
        ic = area if area != "farmyard" else "family"
        out += icon(c, ic, ax + 5, 720, 15, 0.8)
        out += text(ax + 23, 733, "@board.chronicle.%s" % area, 12, P.INK, P.FONT_TEXT, "bold", "start", box=90)
        for s in range(4):
            sx, sy = chron_slot(ai, s)
            out += slot(c, sx, sy, 52, 36, s + 1, "#dac697")
    return out


def draw_graves(c):
    x, y, w, h = R["graves"]
    out = panel(c, x, y, w, h, None, tray=False)
    out += title(772, 735, "@board.graves", 17, P.INK, "start", box=120)
    out += text(900, 734, "@board.graves.note", 11, P.INK_SOFT, P.FONT_TEXT, "normal", "start", "italic", box=292)
    out += icon(c, "death", 1200, 719, 18, 0.8)
    labels = [1, 1, 2, 2, 3, 3, 4, 4]
    stone = c.lin([(0, "#c9c1b0"), (1, "#8a8170")], 0, 0, 1, 1)
    for i in range(8):
        gx = grave_x(i)
        out += path("M%s 786 L%s 752 C%s 738 %s 738 %s 752 L%s 786 Z" % (
            f(gx + 12), f(gx + 12), f(gx + 12), f(gx + 40), f(gx + 40), f(gx + 40)), stone, P.INK, 1.2)
        out += path("M%s 754 L%s 764 M%s 758 L%s 758" % (f(gx + 26), f(gx + 26), f(gx + 22), f(gx + 30)),
                    "none", P.INK_SOFT, 1.1)
        out += text(gx + 26, 779, str(labels[i]), 12, P.INK, P.FONT_TEXT, "bold")
        out += path("M%s 818 C%s 786 %s 786 %s 818 Z" % (f(gx), f(gx + 8), f(gx + 44), f(gx + 52)),
                    "#8d7a52", P.INK, 1.1)
        out += path("M%s 816 C%s 800 %s 800 %s 816" % (f(gx + 8), f(gx + 16), f(gx + 36), f(gx + 44)),
                    "none", "#6f8a3a", 1.4, 'opacity="0.8"')
    return out


# ======================================================================= prestige track and frame
def draw_frame_and_track(c):
    W, H = BOARD[2], BOARD[3]
    wood = c.lin([(0, "#7a4c24"), (0.5, "#5e3a1a"), (1, "#4a2c12")], 0, 0, 1, 1)
    paper = c.rad([(0, "#f0e2bd"), (0.7, P.PARCHMENT), (1, "#d9c190")], 0.5, 0.5, 0.75)
    out = rect(0, 0, W, H, 14, wood, "none", 0, 'filter="url(#woodgrain)"')
    out += rect(1, 1, W - 2, H - 2, 13, "none", P.INK, 2)
    out += rect(6, 6, W - 12, H - 12, 8, paper, P.INK, 1.6, 'filter="url(#paper)"')
    # track
    track = ""
    for i, (x, y, w, h) in enumerate(prestige_cells()):
        if i % 10 == 0:
            fill = "#c9a45a"
        elif i % 5 == 0:
            fill = "#dcc38a"
        else:
            fill = "#eadcb5" if i % 2 else "#e3d2a6"
        track += rect(x, y, w, h, 0, fill, P.INK_SOFT, 0.8)
        fs = 14 if i % 5 == 0 else 11.5
        wt = "bold" if i % 5 == 0 else "normal"
        col = P.INK if i % 5 == 0 else P.INK_SOFT
        track += text(x + w / 2.0, y + h / 2.0 + fs * 0.36, str(i), fs, col, P.FONT_TEXT, wt)
    out += track
    out += rect(10, 10, W - 20, H - 20, 0, "none", P.INK, 1.6)
    out += rect(46, 46, W - 92, H - 92, 0, "none", P.INK, 1.6)
    out += rect(49, 49, W - 98, H - 98, 0, "none", P.INK_SOFT, 0.7)
    out += icon(c, "prestige", 14, 12, 0, 1) if False else ""
    return out


def draw_board():
    c = Ctx("board")
    body = draw_frame_and_track(c)
    body += draw_crafts(c) + draw_council(c) + draw_church(c) + draw_small(c)
    body += draw_market(c) + draw_travel(c) + draw_chronicle(c) + draw_graves(c)
    # the game's name, in the gap between track 0 and the crafts panel is too tight: use the travel corner
    return doc(BOARD[2], BOARD[3], body, c.defs_xml())


# ======================================================================= farmyard
def draw_farmyard(colour):
    pal = P.PLAYERS[colour]
    c = Ctx("farm-" + colour)
    W, H = FARM_W, FARM_H
    wood = c.lin([(0, "#7a4c24"), (1, "#4a2c12")], 0, 0, 1, 1)
    meadow = c.rad([(0, "#a9b268"), (0.8, P.MEADOW), (1, P.MEADOW_DARK)], 0.4, 0.4, 0.8)
    out = rect(0, 0, W, H, 10, wood, P.INK, 1.6, 'filter="url(#woodgrain)"')
    out += rect(5, 32, W - 10, H - 37, 6, meadow, P.INK, 1.3, 'filter="url(#paper)"')
    # colour banner
    ban = c.lin([(0, pal["light"]), (1, pal["dark"])])
    out += path("M6 4 L250 4 L262 17 L250 30 L6 30 Z", ban, P.INK, 1.3)
    out += rect(9, 7, 238, 20, 2, "none", pal["text"], 0.6, 'opacity="0.5"')
    out += circle(W - 22, 17, 10, pal["base"], P.INK, 1.3)
    out += title(W - 40, 23, "@board.farmyard", 17, P.PARCHMENT_LIGHT, "end", "normal", box=300)
    # yard for members: trampled earth, a farmhouse, a low fence
    earth = c.lin([(0, "#c8b07c"), (1, "#a88c58")])
    out += rect(10, 36, 252, 102, 6, earth, P.INK, 1.1)
    out += path("M12 70 C60 62 110 74 170 66 C210 61 240 68 260 64", "none", "#b59a66", 6, 'opacity="0.6"')
    out += path("M12 112 C70 104 130 118 190 108 C220 104 246 110 260 106", "none", "#977a48", 5, 'opacity="0.45"')
    out += timber_house(c, 204, 40, 52, 46, roof=P.ROOF, wall="#e9d8b0")
    out += circle(28, 52, 12, "#7d8c48", P.INK, 0.9) + circle(40, 46, 9, "#8f9e55", P.INK, 0.9)
    out += line(32, 62, 32, 70, P.WOOD_DARK, 2)
    fence = ""
    for k in range(11):
        fx = 52 + k * 14.5
        fence += rect(fx, 52, 3.5, 18, 1, "#a27a46", P.INK, 0.7)
    fence += line(50, 57, 200, 57, "#8a6236", 2.2) + line(50, 65, 200, 65, "#8a6236", 2.2)
    out += g(fence, extra='opacity="0.85"')
    # grain store
    out += rect(270, 36, 130, 48, 5, "#c7ad74", P.INK, 1.1)
    for k in range(5):
        out += rect(274 + k * 25, 40, 22, 40, 4, "#b39660", P.INK_SOFT, 0.8, 'stroke-dasharray="3 2"')
        out += text(285 + k * 25, 66, str(k + 1), 11, P.INK_SOFT, P.FONT_TEXT, "bold", extra='opacity="0.6"')
    # cube tray
    tw = c.lin([(0, "#5a3a1c"), (1, "#7a5230")])
    out += rect(270, 90, 130, 48, 6, tw, P.INK, 1.2, 'filter="url(#inset)"')
    # goods shelf
    out += rect(408, 36, 206, 48, 5, "#c7ad74", P.INK, 1.1)
    for k, gd in enumerate(S.GOODS):
        gx = 412 + k * 40.4
        out += rect(gx, 41, 38, 38, 4, "#b39660", P.INK_SOFT, 0.8, 'stroke-dasharray="3 2"')
        out += g(icon(c, gd, gx + 6, 47, 26, 1), extra='opacity="0.35"')
    # coins and customers
    out += rect(408, 90, 96, 48, 5, "#c7ad74", P.INK, 1.1)
    out += g(icon(c, "coin", 414, 98, 32, 1), extra='opacity="0.35"')
    out += rect(510, 90, 104, 48, 5, "#c7ad74", P.INK, 1.1)
    out += g(icon(c, "market", 516, 96, 34, 1), extra='opacity="0.35"')
    # lifetime track: path of stones, stream and bridge at the left
    water = c.lin([(0, P.WATER), (1, P.WATER_DARK)], 0, 0, 1, 0)
    out += path("M14 140 C18 160 12 178 16 197 L50 197 C46 178 54 160 48 140 Z", water, P.INK, 1)
    out += path("M20 146 C24 143 28 149 32 146 M24 192 C28 189 32 195 36 192", "none", "#b8d2e0", 1.2)
    stone = c.lin([(0, "#d8d0bd"), (1, "#8d8371")])
    out += path("M4 190 L4 166 C14 158 50 158 60 166 L60 190 L50 190 C48 176 16 176 14 190 Z", stone, P.INK, 1.3)
    out += path("M4 166 C14 158 50 158 60 166 M9 172 L9 164 M20 171 L20 160 M32 170 L32 158 M44 171 L44 160 "
                "M55 172 L55 164", "none", P.STONE_DARK, 0.8)
    out += circle(32, 150, 9, P.PARCHMENT_LIGHT, P.INK, 1) + icon(c, "death", 24.5, 142.5, 15, 0.8)
    path_fill = c.lin([(0, "#c9b187"), (1, "#a89064")])
    out += rect(58, 150, 554, 40, 14, path_fill, P.INK_SOFT, 1, 'opacity="0.9"')
    for i in range(12):
        sx = 62 + i * 46
        stone = c.rad([(0, "#e4dccb"), (1, "#a69c86")], 0.4, 0.35, 0.75)
        out += rect(sx, 146, 42, 48, 9, stone, P.INK, 1.1)
        out += text(sx + 21, 176, str(i + 1), 15, P.INK_SOFT, P.FONT_TEXT, "bold")
    out += path("M600 198 C 380 204 150 204 40 198", "none", P.INK, 0, "") if False else ""
    return doc(W, H, out, c.defs_xml())


# ======================================================================= table
def draw_table():
    c = Ctx("table")
    W, H = CANVAS
    wood = c.lin([(0, "#5a3a22"), (0.5, "#4a2f1b"), (1, "#3a2414")], 0, 0, 1, 1)
    vign = c.rad([(0, "#000000", 0), (0.7, "#000000", 0.05), (1, "#000000", 0.45)], 0.5, 0.5, 0.75)
    body = rect(0, 0, W, H, 0, wood, "none", 0, 'filter="url(#tablegrain)"')
    for k in range(1, 9):
        y = k * H / 9.0
        body += line(0, y, W, y, "#20140b", 1.4, 'opacity="0.45"')
    body += rect(0, 0, W, H, 0, vign)
    defs = ('<filter id="tablegrain" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">'
            '<feTurbulence type="fractalNoise" baseFrequency="0.0018 0.045" numOctaves="2" seed="11" result="n"/>'
            '<feColorMatrix in="n" type="matrix" values="0 0 0 0 0.1  0 0 0 0 0.06  0 0 0 0 0.03  0 0 0 -2 1.2" '
            'result="g"/><feComposite in="g" in2="SourceGraphic" operator="in" result="gi"/>'
            '<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="gi"/></feMerge></filter>')
    return doc(W, H, body, c.defs_xml() + "<defs>%s</defs>" % defs)
