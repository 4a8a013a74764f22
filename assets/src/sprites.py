"""Every sprite that goes into the atlas: name, 1x size, and a draw function.

Sizes are in the game's logical canvas (1920x1080). The draw function receives a
Ctx (for gradients) and returns SVG drawn in the box (0,0)-(w,h)."""
import palette as P
from svgkit import (Ctx, f, text, title, halo_text, rect, circle, path, line, g, icon,
                    mini_cube, cube_symbol)

SPRITES = []  # (name, w, h, fn)


def sprite(name, w, h):
    def deco(fn):
        SPRITES.append((name, w, h, fn))
        return fn
    return deco


def add(name, w, h, fn):
    SPRITES.append((name, w, h, fn))


# ------------------------------------------------------------------ cubes
CUBE = 26


def draw_cube(c, colour, symbol):
    cc = P.CUBES[colour]
    face = c.lin([(0, cc["light"]), (0.55, cc["base"]), (1, cc["dark"])], 0, 0, 1, 1)
    s = 21
    o = 1.5
    body = (rect(o + 0.5, o + 1, s, s, 4, cc["dark"], P.INK, 1.2)
            + rect(o, o, s, s - 1.5, 4, face, P.INK, 1.2)
            + path("M%s %s L%s %s" % (f(o + 4), f(o + 2.2), f(o + s - 5), f(o + 2.2)), "none",
                   cc["light"], 1.4, 'opacity="0.9"')
            + path("M%s %s L%s %s" % (f(o + 2.2), f(o + 4), f(o + 2.2), f(o + s - 6)), "none",
                   cc["light"], 1.2, 'opacity="0.6"'))
    if symbol:
        fg = "#f6ecd6" if colour in ("brown", "green", "black") else P.INK
        cx = o + s / 2.0
        body += cube_symbol(cc["symbol"], cx, o + s / 2.0 - 0.5, 6.2, fg)
    return g(body, extra='filter="url(#shadow)"')


for col in P.CUBE_ORDER:
    add("cube." + col, CUBE, CUBE, lambda c, col=col: draw_cube(c, col, False))
    add("cube.%s.symbol" % col, CUBE, CUBE, lambda c, col=col: draw_cube(c, col, True))


# ------------------------------------------------------------------ family members
MW, MH = 30, 44
FIGURE = ("M15 15.5 C8.5 15.5 5.5 19.5 4.5 25 L2.6 32.5 C2.2 34.6 4.4 35.6 6 34.4 L7.3 31.5 "
          "L6 40.6 C6 42.6 24 42.6 24 40.6 L22.7 31.5 L24 34.4 C25.6 35.6 27.8 34.6 27.4 32.5 "
          "L25.5 25 C24.5 19.5 21.5 15.5 15 15.5 Z")


def figure(c, pal, head_extra=""):
    body = c.lin([(0, pal["light"]), (0.5, pal["base"]), (1, pal["dark"])], 0, 0, 1, 0.6)
    head = c.rad([(0, pal["light"]), (0.75, pal["base"]), (1, pal["dark"])], 0.38, 0.35, 0.65)
    return (path(FIGURE, body, P.INK, 1.3)
            + path("M9 22 C11 19 13 18 15 18", "none", pal["light"], 1.2, 'opacity="0.8"')
            + circle(15, 8.6, 6.6, head, P.INK, 1.3) + head_extra
            + circle(13, 6.8, 1.8, "#ffffff", "none", 0, 'opacity="0.35"'))


def number_disc(cx, cy, n, r=7.2):
    return (circle(cx, cy, r, P.PARCHMENT_LIGHT, P.INK, 1.1)
            + text(cx, cy + 4.1, str(n), 11.5, P.INK, P.FONT_TEXT, "bold"))


def member_standing(c, colour, n):
    pal = P.PLAYERS[colour]
    return g(figure(c, pal) + number_disc(15, 29, n), extra='filter="url(#shadow)"')


LYING = ("M14.5 7 C19 6 24 6.5 27 8.2 L40.5 5.5 C42 5.3 42.6 6 42.6 7.5 L42.6 21.5 C42.6 23 42 23.7 "
         "40.5 23.5 L27 20.8 C24 22.5 19 23 14.5 22 C12.6 18 12.6 11 14.5 7 Z")


def member_lying(c, colour, n):
    pal = P.PLAYERS[colour]
    body = c.lin([(0, pal["light"]), (0.5, pal["base"]), (1, pal["dark"])], 0, 0, 0.3, 1)
    head = c.rad([(0, pal["light"]), (0.75, pal["base"]), (1, pal["dark"])], 0.38, 0.35, 0.65)
    return g(path(LYING, body, P.INK, 1.3)
             + path("M17 9.5 C21 8.5 24 9 26 10", "none", pal["light"], 1.1, 'opacity="0.8"')
             + circle(8.4, 14.5, 6.4, head, P.INK, 1.3)
             + circle(6.8, 12.6, 1.7, "#ffffff", "none", 0, 'opacity="0.35"')
             + number_disc(30, 14.6, n, 6.6), extra='filter="url(#shadow)"')


for col in P.PLAYER_ORDER:
    for n in (1, 2, 3, 4):
        add("member.%s.%d.standing" % (col, n), MW, MH, lambda c, col=col, n=n: member_standing(c, col, n))
        add("member.%s.%d.lying" % (col, n), MH, MW, lambda c, col=col, n=n: member_lying(c, col, n))


@sprite("monk", MW, MH)
def _monk(c):
    pal = P.MONK
    robe = c.lin([(0, pal["light"]), (0.5, pal["base"]), (1, pal["dark"])], 0, 0, 1, 0.5)
    return g(path("M15 2.5 C8 2.5 6 9 6.5 15 C4.5 20 3.5 30 2.5 41 C2.5 42.8 27.5 42.8 27.5 41 "
                  "C26.5 30 25.5 20 23.5 15 C24 9 22 2.5 15 2.5 Z", robe, P.INK, 1.3)
             + path("M15 6 C11 6 10 9.5 10 12.5 C10 15 12 16.5 15 16.5 C18 16.5 20 15 20 12.5 "
                    "C20 9.5 19 6 15 6 Z", "#0c0a09", P.INK, 0.8)
             + circle(15, 12.2, 3.4, "#c9a27a", "none")
             + path("M6.5 26 C12 28 18 28 23.5 26", "none", P.GOLD, 1.4)
             + path("M17 27.5 L18.5 35 M18.5 35 L17.5 37", "none", P.GOLD, 1.1)
             + path("M11 20 L11 36", "none", pal["light"], 0.9, 'opacity="0.7"'),
             extra='filter="url(#shadow)"')


# ------------------------------------------------------------------ goods, grain, coins
GOODS = ["scroll", "horse", "ox", "plough", "wagon"]


def goods_tile(c, kind, s=36):
    paper = c.lin([(0, P.PARCHMENT_LIGHT), (1, P.PARCHMENT_DARK)], 0, 0, 1, 1)
    return g(rect(1.5, 1.5, s - 5, s - 5, 5, paper, P.INK, 1.3)
             + rect(4, 4, s - 10, s - 10, 3, "none", P.INK_SOFT, 0.6, 'opacity="0.6"')
             + icon(c, kind, 4.5, 4.5, s - 11, 1.1), extra='filter="url(#shadow)"')


for k in GOODS:
    add("good." + k, 36, 36, lambda c, k=k: goods_tile(c, k))


@sprite("grain", 24, 28)
def _grain(c):
    return g(icon(c, "grain", 0, 2, 23, 1.2), extra='filter="url(#shadow)"')


@sprite("coin", 26, 26)
def _coin(c):
    return g(icon(c, "coin", 1, 1, 22, 1.2), extra='filter="url(#shadow)"')


# ------------------------------------------------------------------ customers
CUSTOMERS = [
    ("HP", 6), ("OP", 6), ("HW", 5), ("OW", 5), ("SG", 3), ("GGG", 3), ("SS", 4), ("PW", 5),
    ("HS", 5), ("OS", 5), ("PS", 5), ("WS", 4), ("HG", 4), ("OG", 4), ("PG", 4), ("WG", 3),
    ("HO", 6), ("PP", 6), ("WW", 4), ("HPG", 7), ("OWS", 7), ("SSG", 5), ("HOP", 9), ("GG", 2),
]
LETTER = {"H": "horse", "O": "ox", "P": "plough", "W": "wagon", "S": "scroll", "G": "grain"}
CUST = 72
COATS = ["#7d3b2a", "#4d6a3a", "#3f5878", "#8a6a2a", "#6a4a6a", "#5a5a4a", "#8a4a2a", "#365a5a"]
HATS = ["hood", "cap", "coif", "hat", "bare", "veil"]
SKIN = ["#e3bf98", "#d3a47c", "#c08a64", "#edcfae"]


def bust(c, i, cx, cy):
    coat = COATS[(i * 5) % len(COATS)]
    skin = SKIN[(i * 3) % len(SKIN)]
    hat = HATS[(i * 7 + 1) % len(HATS)]
    out = path("M%s %s C%s %s %s %s %s %s Z" % (f(cx - 15), f(cy + 16), f(cx - 14), f(cy + 3),
                                               f(cx + 14), f(cy + 3), f(cx + 15), f(cy + 16)),
               coat, P.INK, 1.1)
    out += circle(cx, cy - 3, 7.5, skin, P.INK, 1.1)
    hc = COATS[(i * 3 + 2) % len(COATS)]
    if hat == "hood":
        out = path("M%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % (
            f(cx - 11), f(cy + 8), f(cx - 13), f(cy - 16), f(cx + 13), f(cy - 16), f(cx + 11), f(cy + 8),
            f(cx + 6), f(cy + 4), f(cx - 6), f(cy + 4), f(cx - 11), f(cy + 8)), hc, P.INK, 1.1) + out
    elif hat == "cap":
        out += path("M%s %s C%s %s %s %s %s %s Z" % (f(cx - 8), f(cy - 5), f(cx - 8), f(cy - 14),
                                                    f(cx + 8), f(cy - 14), f(cx + 8), f(cy - 5)), hc, P.INK, 1)
    elif hat == "coif":
        out += path("M%s %s C%s %s %s %s %s %s L%s %s C%s %s %s %s %s %s Z" % (
            f(cx - 8.5), f(cy + 1), f(cx - 10), f(cy - 15), f(cx + 10), f(cy - 15), f(cx + 8.5), f(cy + 1),
            f(cx + 6), f(cy - 3), f(cx + 5), f(cy - 9), f(cx - 5), f(cy - 9), f(cx - 6), f(cy - 3)),
            "#efe6d2", P.INK, 1)
    elif hat == "hat":
        out += (rect(cx - 12, cy - 8, 24, 3, 1.5, hc, P.INK, 1)
                + path("M%s %s L%s %s L%s %s L%s %s Z" % (f(cx - 6), f(cy - 8), f(cx - 5), f(cy - 16),
                                                         f(cx + 5), f(cy - 16), f(cx + 6), f(cy - 8)), hc, P.INK, 1))
    elif hat == "veil":
        out += path("M%s %s C%s %s %s %s %s %s L%s %s L%s %s Z" % (
            f(cx - 9), f(cy + 6), f(cx - 11), f(cy - 16), f(cx + 11), f(cy - 16), f(cx + 9), f(cy + 6),
            f(cx + 7), f(cy - 4), f(cx - 7), f(cy - 4)), "#d9d0c0", P.INK, 1)
    else:
        out += path("M%s %s C%s %s %s %s %s %s" % (f(cx - 7), f(cy - 5), f(cx - 6), f(cy - 12),
                                                  f(cx + 6), f(cy - 12), f(cx + 7), f(cy - 5)),
                    "#5a3a22", P.INK, 1)
    out += circle(cx - 2.5, cy - 2.5, 0.9, P.INK) + circle(cx + 2.5, cy - 2.5, 0.9, P.INK)
    return out


def points_shield(c, x, y, pts, w=22, h=24):
    fill = c.lin([(0, "#b8463a"), (1, "#7a2419")])
    return (path("M%s %s L%s %s L%s %s C%s %s %s %s %s %s C%s %s %s %s %s %s Z" % (
        f(x), f(y), f(x + w), f(y), f(x + w), f(y + h * 0.55), f(x + w), f(y + h * 0.85), f(x + w / 2.0),
        f(y + h), f(x + w / 2.0), f(y + h), f(x + w / 2.0), f(y + h), f(x), f(y + h * 0.85), f(x),
        f(y + h * 0.55)), fill, P.INK, 1.2)
            + text(x + w / 2.0, y + h * 0.66, str(pts), 15, "#fbefe0", P.FONT_TITLE, "bold"))


def customer_face(c, i):
    want, pts = CUSTOMERS[i]
    s = CUST
    paper = c.lin([(0, P.PARCHMENT_LIGHT), (1, P.PARCHMENT)], 0, 0, 0, 1)
    out = rect(1.5, 1.5, s - 5, s - 5, 6, paper, P.INK, 1.4)
    out += rect(4.5, 4.5, s - 11, s - 11, 4, "none", P.WOOD, 0.8, 'opacity="0.7"')
    # portrait in an arch
    sky = c.lin([(0, "#d9c8a0"), (1, "#b89e6e")])
    clipid = c.clip(path("M7 36 L7 18 C7 8 35 8 35 18 L35 36 Z"))
    out += path("M7 36 L7 18 C7 8 35 8 35 18 L35 36 Z", sky, "none")
    out += g(bust(c, i, 21, 24), extra='clip-path="%s"' % clipid)
    out += path("M7 36 L7 18 C7 8 35 8 35 18 L35 36 Z", "none", P.INK, 1.1)
    out += points_shield(c, 42, 9, pts, 22, 25)
    # wants on a banner
    n = len(want)
    out += rect(5, 39, s - 13, 25, 4, "#e8d6a8", P.INK_SOFT, 0.8)
    isz = 20 if n < 3 else 19
    gap = 1.5
    tot = n * isz + (n - 1) * gap
    x0 = (s - 3) / 2.0 - tot / 2.0
    for k, ch in enumerate(want):
        out += icon(c, LETTER[ch], x0 + k * (isz + gap), 41.5, isz, 1.0)
    return g(out, extra='filter="url(#shadow)"')


for i in range(len(CUSTOMERS)):
    add("customer.%d" % i, CUST, CUST, lambda c, i=i: customer_face(c, i))


@sprite("customer.back", CUST, CUST)
def _customer_back(c):
    s = CUST
    wood = c.lin([(0, "#8a3a2a"), (1, "#5a2016")], 0, 0, 1, 1)
    out = rect(1.5, 1.5, s - 5, s - 5, 6, wood, P.INK, 1.4)
    out += rect(5, 5, s - 12, s - 12, 4, "none", P.GOLD, 1.2)
    out += rect(8, 8, s - 18, s - 18, 3, "none", P.GOLD_DARK, 0.7)
    out += g(icon(c, "market", 19, 14, 32, 1.2))
    # The game's name is set by the game from the catalogue, where it is large enough to read.
    out += text(s / 2.0 - 1.5, 63, "@piece.customer_back", 8, P.GOLD_LIGHT, P.FONT_TITLE, "bold",
                box=s - 20)
    return g(out, extra='filter="url(#shadow)"')


# ------------------------------------------------------------------ bags
def bag(c, colour, open_):
    if colour == "green":
        light, base, dark = "#7fa25a", "#56793a", "#2e4a1c"
    else:
        light, base, dark = "#4d4540", "#2b2522", "#0f0c0a"
    cloth = c.lin([(0, light), (0.55, base), (1, dark)], 0, 0, 1, 1)
    out = ""
    if open_:
        out += path("M14 30 C6 40 6 56 14 60 C24 64 40 64 50 60 C58 56 58 40 50 30 Z", cloth, P.INK, 1.5)
        out += path("M12 22 C12 16 52 16 52 22 C54 30 10 30 12 22 Z", dark, P.INK, 1.5)
        out += path("M16 23 C20 27 44 27 48 23 C44 20 20 20 16 23 Z", "#0a0806", "none")
        out += path("M10 24 C4 20 6 14 12 16 M54 24 C60 20 58 14 52 16", "none", P.WOOD_LIGHT, 1.6)
        out += path("M18 40 C20 48 22 54 26 58 M30 36 C31 46 32 52 32 60", "none", light, 1.2, 'opacity="0.5"')
    else:
        out += path("M20 24 C8 34 6 52 14 59 C24 64 40 64 50 59 C58 52 56 34 44 24 Z", cloth, P.INK, 1.5)
        out += path("M22 24 C18 16 16 8 22 6 C28 10 36 10 42 6 C48 8 46 16 42 24 Z", cloth, P.INK, 1.5)
        out += path("M19 24 C26 28 38 28 45 24", "none", P.WOOD_LIGHT, 2.6)
        out += path("M45 24 C50 28 52 34 50 38 M45 24 C52 22 56 26 56 30", "none", P.WOOD_LIGHT, 1.5)
        out += path("M18 40 C20 48 22 54 26 58 M30 34 C31 46 32 52 32 60", "none", light, 1.2, 'opacity="0.5"')
    if colour == "black":
        out += path("M32 38 L32 54 M26 43 L38 43", "none", P.GOLD, 2.2)
    else:
        out += circle(32, 47, 6, P.PARCHMENT_LIGHT, P.INK, 1) + mini_cube(29, 44, 6, "green", 0.6)
    return g(out, extra='filter="url(#shadow)"')


for colour in ("green", "black"):
    for st in ("closed", "open"):
        add("bag.%s.%s" % (colour, st), 64, 64, lambda c, colour=colour, st=st: bag(c, colour, st == "open"))


# ------------------------------------------------------------------ markers
def marker(c, colour, kind):
    pal = P.PLAYERS[colour]
    top = c.rad([(0, pal["light"]), (0.8, pal["base"]), (1, pal["dark"])], 0.4, 0.35, 0.7)
    out = circle(12, 13, 10, pal["dark"], P.INK, 1.2) + circle(12, 11.5, 10, top, P.INK, 1.2)
    mark = pal["text"] if colour in ("red", "blue") else P.INK
    if kind == "score":
        out += path("M12 5.5 L13.8 9.6 L18.2 9.9 L14.8 12.8 L15.9 17.1 L12 14.8 L8.1 17.1 L9.2 12.8 "
                    "L5.8 9.9 L10.2 9.6 Z", mark, "none")
    else:
        out += path("M6.5 16 L6.5 10 L12 5.5 L17.5 10 L17.5 16 Z", "none", mark, 1.3)
    return g(out, extra='filter="url(#shadow)"')


for col in P.PLAYER_ORDER:
    add("marker." + col, 26, 26, lambda c, col=col: marker(c, col, "city"))
    add("marker.%s.score" % col, 26, 26, lambda c, col=col: marker(c, col, "score"))


def big_token(c, inner):
    wood = c.rad([(0, "#f1e2b8"), (0.8, "#d9bf86"), (1, "#a9874e")], 0.4, 0.35, 0.7)
    return g(circle(22, 23.5, 19, "#8a6a3a", P.INK, 1.4) + circle(22, 21.5, 19, wood, P.INK, 1.4)
             + circle(22, 21.5, 15.5, "none", P.GOLD_DARK, 0.9) + inner, extra='filter="url(#shadow)"')


def key(c, x, y, s, col="#4a4540"):
    iron = c.lin([(0, "#8d877e"), (1, "#3a3631")])
    return g(circle(0, 0, 6, "none", P.INK, 5.2) + circle(0, 0, 6, "none", iron, 3.2)
             + rect(5, -2, 22, 4, 1, iron, P.INK, 1.1) + rect(20, 1.5, 3.5, 6, 0.5, iron, P.INK, 1.1)
             + rect(24.5, 1.5, 3, 4.5, 0.5, iron, P.INK, 1.1),
             "translate(%s %s) scale(%s) rotate(-35)" % (f(x), f(y), f(s)))


@sprite("start.player", 44, 46)
def _start(c):
    return big_token(c, key(c, 13.5, 29, 0.95))


@sprite("start.next", 44, 46)
def _start_next(c):
    return big_token(c, key(c, 14.5, 22, 0.62)
                     + path("M10 11 C15 5 28 4 33 10", "none", "#a8322a", 2.2)
                     + path("M34 5.5 L34 11.5 L28 11.5", "none", "#a8322a", 2.2)
                     + text(22, 36, "@piece.start_next", 7.5, P.ROOF_DARK, P.FONT_TEXT, "bold",
                            box=36))


# ------------------------------------------------------------------ overlays
@sprite("blocked", 52, 36)
def _blocked(c):
    hatch = c.uid("hatch")
    c.defs.append('<pattern id="%s" width="6" height="6" patternUnits="userSpaceOnUse" '
                  'patternTransform="rotate(45)"><rect width="6" height="6" fill="#3a2717" fill-opacity="0.55"/>'
                  '<rect width="2.5" height="6" fill="#1c120a" fill-opacity="0.55"/></pattern>' % hatch)
    return (rect(1, 1, 50, 34, 4, "url(#%s)" % hatch, P.INK, 1.2)
            + circle(26, 18, 9, "#8a2a1c", P.INK, 1.1)
            + path("M22 14 L30 22 M30 14 L22 22", "none", "#f1dcc0", 2))


@sprite("highlight", 64, 64)
def _highlight(c):
    return (rect(4, 4, 56, 56, 10, "none", P.GOLD_LIGHT, 6, 'opacity="0.35"')
            + rect(4, 4, 56, 56, 10, "none", P.GOLD_LIGHT, 2.5))


# ------------------------------------------------------------------ icons
ICON_NAMES = [("time", "time"), ("prestige", "prestige"), ("grain", "grain"), ("coin", "coin"),
              ("death", "death"), ("well", "well")]
for nm, ic in ICON_NAMES:
    add("icon." + nm, 32, 32, lambda c, ic=ic: icon(c, ic, 2, 2, 28, 1.3))
for sp in ["harvest", "family", "crafts", "market", "travel", "council", "church"]:
    add("icon.space." + sp, 32, 32, lambda c, sp=sp: icon(c, sp, 2, 2, 28, 1.3))
    add("icon.space.%s.large" % sp, 64, 64, lambda c, sp=sp: icon(c, sp, 3, 3, 58, 1.8))


# ------------------------------------------------------------------ UI
def ui_panel(c, w, h, dark=False):
    frame = c.lin([(0, P.WOOD_LIGHT), (0.5, P.WOOD), (1, P.WOOD_DARK)], 0, 0, 1, 1)
    if dark:
        inner = c.lin([(0, "#3d2a1b"), (1, "#2a1c11")])
    else:
        inner = c.lin([(0, P.PARCHMENT_LIGHT), (1, P.PARCHMENT)])
    return (rect(1, 1, w - 2, h - 2, 10, frame, P.INK, 1.5)
            + rect(4, 4, w - 8, h - 8, 8, "none", P.WOOD_LIGHT, 1, 'opacity="0.6"')
            + rect(8, 8, w - 16, h - 16, 5, inner, P.INK, 1.2)
            + rect(10, 10, w - 20, h - 20, 4, "none", P.GOLD_DARK if dark else P.WOOD_LIGHT, 0.6,
                   'opacity="0.6"'))


add("ui.panel", 96, 96, lambda c: ui_panel(c, 96, 96))
add("ui.panel.dark", 96, 96, lambda c: ui_panel(c, 96, 96, True))


def ui_button(c, state):
    w, h = 120, 44
    cols = {
        "normal": ("#c8a46a", "#a57a40", "#6e4a22", P.INK),
        "hover": ("#e6c687", "#c39a55", "#85602c", P.INK),
        "pressed": ("#8f6a38", "#a47a44", "#c09460", P.INK),
        "disabled": ("#b7ad9c", "#9d9383", "#7d7464", "#6d6457"),
    }[state]
    face = c.lin([(0, cols[0]), (0.55, cols[1]), (1, cols[2])])
    dy = 1.5 if state == "pressed" else 0
    out = rect(1.5, 3, w - 3, h - 4.5, 9, "#3a2414" if state != "disabled" else "#6d6457", "none")
    out += rect(1.5, 1.5 + dy, w - 3, h - 6, 9, face, cols[3], 1.4)
    out += rect(4.5, 4 + dy, w - 9, h - 11, 6.5, "none", "#ffffff", 1, 'opacity="%s"' %
                ("0.35" if state != "pressed" else "0.1"))
    if state == "hover":
        out += rect(1.5, 1.5, w - 3, h - 6, 9, "none", P.GOLD_LIGHT, 2.2)
    return out


for st in ("normal", "hover", "pressed", "disabled"):
    add("ui.button." + st, 120, 44, lambda c, st=st: ui_button(c, st))


@sprite("ui.tooltip", 64, 64)
def _tooltip(c):
    fill = c.lin([(0, "#fbf3dc"), (1, "#efe0b8")])
    return (rect(2, 2, 60, 60, 7, "#2a1a0c", "none", 0, 'opacity="0.35" transform="translate(1.5 2)"')
            + rect(1.5, 1.5, 59, 59, 7, fill, P.INK, 1.4)
            + rect(4.5, 4.5, 53, 53, 5, "none", P.GOLD_DARK, 0.7, 'opacity="0.7"'))


@sprite("ui.cursor", 32, 32)
def _cursor(c):
    fill = c.lin([(0, "#fbf3dc"), (1, "#d8c08a")], 0, 0, 1, 1)
    return g(path("M2 2 L2 24 L8 18.5 L12.5 28.5 L17 26.5 L12.6 16.8 L20.5 16.5 Z", fill, P.INK, 1.6)
             + path("M4.5 7 L4.5 18", "none", "#ffffff", 1, 'opacity="0.6"'),
             extra='filter="url(#shadow)"')


@sprite("ui.divider", 96, 12)
def _divider(c):
    return (path("M4 6 L40 6 M56 6 L92 6", "none", P.INK_SOFT, 1.2)
            + path("M48 1.5 L52.5 6 L48 10.5 L43.5 6 Z", P.GOLD, P.INK, 1))


@sprite("ui.arrow", 24, 24)
def _arrow(c):
    return path("M4 9 L13 9 L13 3 L21 12 L13 21 L13 15 L4 15 Z", P.GOLD, P.INK, 1.3)
