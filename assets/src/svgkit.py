"""Small SVG toolkit shared by the sprite, board and farmyard generators.

Everything is plain text; no third-party modules. Icons are designed in a
100x100 box and placed with icon(c, name, x, y, size)."""
import re

from palette import *  # noqa: F401,F403
import palette as P


def f(v):
    """Format a number compactly and deterministically."""
    if isinstance(v, int):
        return str(v)
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def esc(t):
    return (str(t).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


class Ctx:
    """Collects <defs> for one sprite or document; ids are unique per prefix."""

    def __init__(self, prefix):
        self.prefix = prefix.replace(".", "-")
        self.defs = []
        self.n = 0

    def uid(self, base="d"):
        self.n += 1
        return "%s-%s%d" % (self.prefix, base, self.n)

    def lin(self, stops, x1=0, y1=0, x2=0, y2=1, units=None):
        i = self.uid("lg")
        u = ' gradientUnits="userSpaceOnUse"' if units == "user" else ""
        s = "".join('<stop offset="%s" stop-color="%s"%s/>' % (
            f(o), col, "" if len(st) < 3 else ' stop-opacity="%s"' % f(st[2]))
            for st in stops for (o, col) in [st[:2]])
        self.defs.append('<linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s"%s>%s</linearGradient>'
                         % (i, f(x1), f(y1), f(x2), f(y2), u, s))
        return "url(#%s)" % i

    def rad(self, stops, cx=0.5, cy=0.5, r=0.5, fx=None, fy=None, units=None):
        i = self.uid("rg")
        u = ' gradientUnits="userSpaceOnUse"' if units == "user" else ""
        fxy = ""
        if fx is not None:
            fxy = ' fx="%s" fy="%s"' % (f(fx), f(fy))
        s = "".join('<stop offset="%s" stop-color="%s"%s/>' % (
            f(st[0]), st[1], "" if len(st) < 3 else ' stop-opacity="%s"' % f(st[2])) for st in stops)
        self.defs.append('<radialGradient id="%s" cx="%s" cy="%s" r="%s"%s%s>%s</radialGradient>'
                         % (i, f(cx), f(cy), f(r), fxy, u, s))
        return "url(#%s)" % i

    def clip(self, inner):
        i = self.uid("cp")
        self.defs.append('<clipPath id="%s">%s</clipPath>' % (i, inner))
        return "url(#%s)" % i

    def defs_xml(self):
        return "<defs>%s</defs>" % "".join(self.defs) if self.defs else ""


# ---------------------------------------------------------------- filters
def common_defs(seed=7):
    """Filters used everywhere: paper grain, wood grain, soft shadows."""
    return """
<filter id="paper" x="0" y="0" width="100%%" height="100%%" color-interpolation-filters="sRGB">
  <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="3" seed="%d" result="n"/>
  <feColorMatrix in="n" type="matrix" values="0 0 0 0 0.23  0 0 0 0 0.15  0 0 0 0 0.09  0 0 0 -0.9 0.55" result="g"/>
  <feComposite in="g" in2="SourceGraphic" operator="in" result="gi"/>
  <feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="3" seed="%d" result="m"/>
  <feColorMatrix in="m" type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.3  0 0 0 0 0.12  0 0 0 -1.4 0.75" result="mt"/>
  <feComposite in="mt" in2="SourceGraphic" operator="in" result="mi"/>
  <feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="mi"/><feMergeNode in="gi"/></feMerge>
</filter>
<filter id="woodgrain" x="0" y="0" width="100%%" height="100%%" color-interpolation-filters="sRGB">
  <feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="3" seed="%d" result="n"/>
  <feColorMatrix in="n" type="matrix" values="0 0 0 0 0.16  0 0 0 0 0.09  0 0 0 0 0.04  0 0 0 -1.6 0.95" result="g"/>
  <feComposite in="g" in2="SourceGraphic" operator="in" result="gi"/>
  <feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="gi"/></feMerge>
</filter>
<filter id="shadow" x="-20%%" y="-20%%" width="150%%" height="150%%">
  <feGaussianBlur in="SourceAlpha" stdDeviation="1.4"/>
  <feOffset dx="1.2" dy="1.8" result="b"/>
  <feComponentTransfer in="b" result="s"><feFuncA type="linear" slope="0.45"/></feComponentTransfer>
  <feMerge><feMergeNode in="s"/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>
<filter id="bigshadow" x="-10%%" y="-10%%" width="125%%" height="125%%">
  <feGaussianBlur in="SourceAlpha" stdDeviation="3"/>
  <feOffset dx="2" dy="3" result="b"/>
  <feComponentTransfer in="b" result="s"><feFuncA type="linear" slope="0.5"/></feComponentTransfer>
  <feMerge><feMergeNode in="s"/><feMergeNode in="SourceGraphic"/></feMerge>
</filter>
<filter id="inset" x="-5%%" y="-5%%" width="110%%" height="110%%">
  <feGaussianBlur in="SourceAlpha" stdDeviation="2.2"/>
  <feOffset dx="1.5" dy="2" result="o"/>
  <feComposite in="SourceAlpha" in2="o" operator="out" result="inv"/>
  <feFlood flood-color="#2a1a0c" flood-opacity="0.55"/>
  <feComposite in2="inv" operator="in" result="sh"/>
  <feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="sh"/></feMerge>
</filter>
""" % (seed, seed + 1, seed + 2)


def doc(w, h, body, defs="", extra_defs=True):
    return ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            'width="%s" height="%s" viewBox="0 0 %s %s">\n<defs>%s</defs>\n%s\n%s\n</svg>\n'
            % (f(w), f(h), f(w), f(h), common_defs() if extra_defs else "", defs, body))


# ---------------------------------------------------------------- text
# The board and the farmyards carry no words: while a Labels collector is set
# (set_labels), text() records a label that the game sets at run time from the
# language catalogue, at the screen's real pixel size. A word is given as
# "@catalogue.key"; a literal may only be language-free (numbers, arrows,
# Roman numerals, the city letters).
# Sprites (the atlas) follow the same rule: a literal there must be
# language-free too (it is drawn, like the numbers on tokens), and a word is an
# "@catalogue.key" that becomes a label of the sprite (set_sprite_labels), set
# by the game over the piece where it is large enough to read.
LITERAL_OK = re.compile(r"^([0-9:+–→←↑ ]+|[IVX]+|[A-H])$")
ARROWS = "→←↑"
_labels = None
_sprite_labels = None


class Labels:
    """Label anchors of one picture ("layer"), in that picture's own pixels."""

    def __init__(self, layer, w, h):
        self.layer, self.w, self.h = layer, w, h
        self.items = []
        self.cubes = []
        self.icons = []

    def lines(self):
        out = ["layer %s %d %d" % (self.layer, self.w, self.h)]
        for x, y, box, size, align, font, colour, halo, t in self.items:
            out.append("text %s %s %s %s %s %s %s %s %s %s" % (
                self.layer, f(x), f(y), f(box), f(size), align, font, colour, halo, t))
        for x, y, s, colour in self.cubes:
            out.append("cube %s %s %s %s %s" % (self.layer, f(x), f(y), f(s), colour))
        for x, y, w, h in self.icons:
            out.append("icon %s %s %s %s %s" % (self.layer, f(x), f(y), f(w), f(h)))
        return out


def set_labels(collector):
    """Record text as labels into collector (None: draw text into the SVG)."""
    global _labels
    _labels = collector


def set_sprite_labels(collector):
    """While drawing a sprite: its "@key" words go into collector, its literals
    are checked to be language-free and drawn (None: no sprite is being drawn)."""
    global _sprite_labels
    _sprite_labels = collector


def _sprite_text(x, y, t, size, fill, family, weight, anchor, style, extra, halo, box):
    """None when the text is drawn into the sprite's SVG, else what to draw instead."""
    t = str(t)
    if not t.startswith("@"):
        if _sprite_labels is not None:
            assert LITERAL_OK.match(t), \
                "words are never baked into the art: sprite %s: %r needs a catalogue key" % (
                    _sprite_labels.layer, t)
        return None
    if _sprite_labels is None:
        return ""  # a catalogue key is never drawn as such (contact sheet, previews)
    return _record(x, y, t, size, fill, family, weight, anchor, style, extra, halo, box,
                   _sprite_labels)


def _rgba(fill, extra):
    m = re.search(r'opacity="([0-9.]+)"', extra or "")
    alpha = int(round(255 * float(m.group(1)))) if m else 255
    return "%s%02x" % (fill.lower(), alpha)


def _record(x, y, t, size, fill, family, weight, anchor, style, extra, halo, box, into=None):
    into = into or _labels
    t = str(t)
    if t.startswith("@"):
        assert box, "label %s needs a box width" % t
    else:
        assert LITERAL_OK.match(t), "words are never baked into the art: %r needs a catalogue key" % t
        if box is None:
            box = size * 0.75 * len(t) + 8
    if family == P.FONT_TITLE or any(ch in t for ch in ARROWS):
        font = "title"  # Open Sans has no arrows; EB Garamond does
    elif style == "italic":
        font = "italic"
    else:
        font = "bold" if weight == "bold" else "body"
    align = {"start": "left", "middle": "center", "end": "right"}[anchor]
    into.items.append((x, y, box, size, align, font, _rgba(fill, extra),
                       _rgba(halo, "") if halo else "-", t))
    return ""


def text(x, y, t, size=14, fill=P.INK, family=None, weight="normal", anchor="middle",
         style="", extra="", box=None):
    fam = family or P.FONT_TEXT
    if _labels is not None:
        return _record(x, y, t, size, fill, fam, weight, anchor, style, extra, None, box)
    instead = _sprite_text(x, y, t, size, fill, fam, weight, anchor, style, extra, None, box)
    if instead is not None:
        return instead
    st = ' font-style="%s"' % style if style else ""
    return ('<text x="%s" y="%s" font-family="%s" font-size="%s" font-weight="%s" fill="%s" '
            'text-anchor="%s"%s %s>%s</text>' % (f(x), f(y), fam, f(size), weight, fill, anchor,
                                                 st, extra, esc(t)))


def title(x, y, t, size=22, fill=P.INK, anchor="middle", weight="bold", box=None):
    return text(x, y, t, size, fill, P.FONT_TITLE, weight, anchor, box=box)


def halo_text(x, y, t, size=14, fill=P.INK, halo=P.PARCHMENT_LIGHT, family=None,
              weight="bold", anchor="middle", hw=3, box=None):
    fam = family or P.FONT_TEXT
    if _labels is not None:
        return _record(x, y, t, size, fill, fam, weight, anchor, "", "", halo, box)
    instead = _sprite_text(x, y, t, size, fill, fam, weight, anchor, "", "", halo, box)
    if instead is not None:
        return instead
    a = ('<text x="%s" y="%s" font-family="%s" font-size="%s" font-weight="%s" text-anchor="%s" '
         % (f(x), f(y), fam, f(size), weight, anchor))
    return (a + 'fill="none" stroke="%s" stroke-width="%s" stroke-linejoin="round">%s</text>'
            % (halo, f(hw), esc(t)) + a + 'fill="%s">%s</text>' % (fill, esc(t)))


# ---------------------------------------------------------------- shapes
def rect(x, y, w, h, rx=0, fill="none", stroke="none", sw=1, extra=""):
    return ('<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" stroke="%s" '
            'stroke-width="%s" %s/>' % (f(x), f(y), f(w), f(h), f(rx), fill, stroke, f(sw), extra))


def circle(cx, cy, r, fill="none", stroke="none", sw=1, extra=""):
    return ('<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s" %s/>'
            % (f(cx), f(cy), f(r), fill, stroke, f(sw), extra))


def path(d, fill="none", stroke="none", sw=1, extra=""):
    return ('<path d="%s" fill="%s" stroke="%s" stroke-width="%s" stroke-linejoin="round" '
            'stroke-linecap="round" %s/>' % (d, fill, stroke, f(sw), extra))


def line(x1, y1, x2, y2, stroke=P.INK, sw=1, extra=""):
    return ('<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s" '
            'stroke-linecap="round" %s/>' % (f(x1), f(y1), f(x2), f(y2), stroke, f(sw), extra))


def g(inner, tr="", extra=""):
    t = ' transform="%s"' % tr if tr else ""
    return "<g%s %s>%s</g>" % (t, extra, inner)


# ---------------------------------------------------------------- icons (100x100 design box)
def _ic_grain(c, sw):
    body = c.lin([(0, "#e8cf8e"), (1, "#b88d45")], 0, 0, 1, 1)
    return (path("M30 30 C18 45 14 70 20 86 C30 96 70 96 80 86 C86 70 82 45 70 30 Z", body, P.INK, sw)
            + path("M30 30 C38 24 62 24 70 30 L64 18 C56 14 44 14 36 18 Z", "#d8b66e", P.INK, sw)
            + path("M36 26 C45 31 55 31 64 26", "none", P.INK_SOFT, sw * 0.8)
            + path("M50 86 L50 48 M50 58 L41 49 M50 58 L59 49 M50 70 L40 61 M50 70 L60 61 M50 48 L46 40 M50 48 L54 40",
                   "none", "#8a6420", sw * 0.9))


def _ic_coin(c, sw):
    gold = c.rad([(0, P.GOLD_LIGHT), (0.7, P.GOLD), (1, P.GOLD_DARK)], 0.4, 0.35, 0.7)
    return (circle(50, 50, 44, gold, P.INK, sw) + circle(50, 50, 34, "none", P.GOLD_DARK, sw * 0.8)
            + path("M50 26 L56 44 L75 44 L60 55 L66 74 L50 62 L34 74 L40 55 L25 44 L44 44 Z",
                   P.GOLD_LIGHT, P.GOLD_DARK, sw * 0.7))


def _ic_time(c, sw):
    glass = c.lin([(0, "#f4ecd8"), (1, "#cfc4aa")], 0, 0, 1, 0)
    wood = c.lin([(0, P.WOOD_LIGHT), (1, P.WOOD_DARK)])
    return (path("M30 14 L70 14 C70 36 56 42 54 50 C56 58 70 64 70 86 L30 86 C30 64 44 58 46 50 C44 42 30 36 30 14 Z",
                 glass, P.INK, sw)
            + path("M36 26 L64 26 C60 36 52 40 50 46 C48 40 40 36 36 26 Z", "#d9a441")
            + path("M50 60 L50 60 C56 66 64 72 66 82 L34 82 C36 72 44 66 50 60 Z", "#d9a441")
            + rect(20, 6, 60, 10, 3, wood, P.INK, sw) + rect(20, 84, 60, 10, 3, wood, P.INK, sw))


def _ic_prestige(c, sw):
    leaf = "#6f8a3a"
    out = ""
    shape = "M0 -42 C7 -37 7 -27 0 -21 C-7 -27 -7 -37 0 -42 Z"
    for i in range(7):
        for a in (205 + i * 21, 155 - i * 21):
            out += g(path(shape, leaf, P.INK, sw * 0.6), "translate(50 52) rotate(%d)" % a)
    star = c.rad([(0, P.GOLD_LIGHT), (1, P.GOLD)], 0.45, 0.4, 0.6)
    return out + path("M50 22 L58 42 L80 43 L63 57 L69 78 L50 66 L31 78 L37 57 L20 43 L42 42 Z",
                      star, P.INK, sw)


def _ic_scroll(c, sw):
    paper = c.lin([(0, "#f6ecd0"), (1, "#d9c293")])
    return (path("M22 24 L74 24 L74 78 L26 78 Z", paper, P.INK, sw)
            + path("M16 20 C16 12 30 12 30 20 L30 30 C26 26 20 26 16 30 Z", "#e2cd9f", P.INK, sw)
            + path("M70 74 C70 66 84 66 84 74 L84 84 C80 80 74 80 70 84 Z", "#e2cd9f", P.INK, sw)
            + path("M16 20 L16 30 M30 22 L74 22 M26 80 L76 80", "none", P.INK, sw)
            + path("M36 38 L64 38 M36 48 L64 48 M36 58 L56 58", "none", P.INK_SOFT, sw * 0.8)
            + circle(58, 70, 8, "#a8322a", P.INK, sw * 0.8))


def _ic_horse(c, sw):
    coat = c.lin([(0, "#a46a3a"), (1, "#6a3f1c")], 0, 0, 1, 1)
    return (path("M78 92 C80 70 76 52 66 38 C62 30 58 22 54 14 L50 22 C44 20 36 24 30 32 "
                 "C24 40 16 48 12 56 C10 62 14 66 20 64 C26 62 30 60 36 60 C40 62 44 66 44 72 "
                 "C42 80 38 86 36 92 Z", coat, P.INK, sw)
            + path("M54 14 C62 22 74 30 80 48 C84 60 86 76 84 92 L78 92 C80 70 76 52 66 38 Z",
                   "#3e2410", P.INK, sw)
            + circle(36, 38, 3.5, P.INK) + path("M18 58 C20 57 22 57 23 58", "none", P.INK, sw * 0.8)
            + path("M50 22 L46 12 L54 14", "#6a3f1c", P.INK, sw))


def _ic_ox(c, sw):
    coat = c.lin([(0, "#9b7b5a"), (1, "#5e4530")], 0, 0, 0, 1)
    horn = "#efe3c6"
    return (path("M28 30 C18 30 8 24 6 12 C14 20 22 22 32 22 Z", horn, P.INK, sw)
            + path("M72 30 C82 30 92 24 94 12 C86 20 78 22 68 22 Z", horn, P.INK, sw)
            + path("M14 34 C20 28 26 30 30 34 L30 42 C22 44 16 40 14 34 Z", coat, P.INK, sw)
            + path("M86 34 C80 28 74 30 70 34 L70 42 C78 44 84 40 86 34 Z", coat, P.INK, sw)
            + path("M30 22 C40 18 60 18 70 22 C74 36 72 52 68 64 C66 76 62 86 50 88 "
                   "C38 86 34 76 32 64 C28 52 26 36 30 22 Z", coat, P.INK, sw)
            + path("M36 66 C40 60 60 60 64 66 C66 78 60 88 50 88 C40 88 34 78 36 66 Z", "#d8c3a3", P.INK, sw)
            + circle(44, 76, 3, P.INK) + circle(56, 76, 3, P.INK)
            + circle(40, 42, 3.5, P.INK) + circle(60, 42, 3.5, P.INK)
            + path("M40 24 C46 30 54 30 60 24", "none", "#3e2b1b", sw * 0.8))


def _ic_plough(c, sw):
    wood = c.lin([(0, P.WOOD_LIGHT), (1, P.WOOD_DARK)], 0, 0, 1, 1)
    iron = c.lin([(0, "#d5d2c9"), (1, "#6f6b63")], 0, 0, 1, 1)
    return (path("M10 48 L70 62 L68 70 L8 56 Z", wood, P.INK, sw)
            + path("M56 60 L76 16 L84 19 L66 64 Z", wood, P.INK, sw)
            + path("M70 18 L90 10 L92 16 L74 24 Z", wood, P.INK, sw)
            + path("M52 62 L74 66 L88 86 L56 80 Z", iron, P.INK, sw)
            + path("M30 54 L30 78 M26 80 L34 80", "none", P.INK, sw)
            + circle(18, 80, 9, "#7a5530", P.INK, sw) + circle(18, 80, 2.5, P.INK))


def _ic_wagon(c, sw):
    wood = c.lin([(0, P.WOOD_LIGHT), (1, P.WOOD_DARK)])
    wheel = ""
    for cx in (32, 72):
        wheel += circle(cx, 70, 15, "#6b4422", P.INK, sw) + circle(cx, 70, 10, "none", "#3e2410", sw * 0.8)
        wheel += path("M%s 55 L%s 85 M%s 70 L%s 70 M%s 59 L%s 81 M%s 59 L%s 81" % (
            f(cx), f(cx), f(cx - 15), f(cx + 15), f(cx - 10.6), f(cx + 10.6), f(cx + 10.6), f(cx - 10.6)),
            "none", "#3e2410", sw * 0.7) + circle(cx, 70, 3.5, P.INK)
    return (path("M4 52 L20 52", "none", P.INK, sw * 1.6)
            + path("M18 36 L88 36 L84 60 L22 60 Z", wood, P.INK, sw)
            + path("M24 44 L84 44 M26 52 L82 52", "none", "#3e2410", sw * 0.6)
            + path("M30 36 C34 20 74 20 78 36", "#e6dcc4", P.INK, sw)
            + wheel)


def _ic_member(c, sw, col="#8a7a66"):
    return (circle(50, 24, 15, col, P.INK, sw)
            + path("M26 92 C24 70 28 48 50 44 C72 48 76 70 74 92 Z", col, P.INK, sw))


def _ic_harvest(c, sw):
    stalk = "#c99a3a"
    out = ""
    for a in (-22, -8, 8, 22):
        out += g(path("M50 90 L50 30", "none", "#8a6420", sw * 1.2)
                 + path("M50 10 C58 18 58 30 50 36 C42 30 42 18 50 10 Z", stalk, P.INK, sw * 0.8),
                 "rotate(%d 50 90)" % a)
    return out + path("M30 66 C40 72 60 72 70 66 L68 74 C58 80 42 80 32 74 Z", "#a8322a", P.INK, sw)


def _ic_family(c, sw):
    return (path("M14 50 L50 18 L86 50 L78 50 L78 88 L22 88 L22 50 Z", "#d8b27a", P.INK, sw)
            + path("M8 52 L50 14 L92 52", "none", P.ROOF, sw * 2.2)
            + path("M50 80 C36 70 32 62 36 56 C40 50 48 52 50 58 C52 52 60 50 64 56 C68 62 64 70 50 80 Z",
                   "#b23a2c", P.INK, sw))


def _ic_crafts(c, sw):
    iron = c.lin([(0, "#b9b5ab"), (1, "#5a564f")])
    return (path("M12 70 L88 70 L80 80 L66 80 L66 92 L34 92 L34 80 L20 80 Z", iron, P.INK, sw)
            + path("M24 62 C40 50 60 50 76 62 Z", "#8b8780", P.INK, sw)
            + g(rect(46, 14, 10, 50, 2, "#9a6b3a", P.INK, sw) + rect(30, 6, 42, 16, 3, iron, P.INK, sw),
                "rotate(-35 50 40)"))


def _ic_market(c, sw):
    out = rect(14, 40, 72, 48, 2, "#a77a48", P.INK, sw)
    for i in range(5):
        col = "#b23a2c" if i % 2 == 0 else "#efe3c6"
        out += path("M%d 20 L%d 20 L%d 44 C%d 52 %d 52 %d 44 Z" % (
            10 + i * 16, 26 + i * 16, 26 + i * 16, 22 + i * 16, 14 + i * 16, 10 + i * 16), col, P.INK, sw * 0.8)
    out += rect(8, 12, 84, 10, 3, P.WOOD, P.INK, sw)
    out += circle(32, 70, 8, "#d98b3a", P.INK, sw * 0.8) + circle(52, 72, 8, "#7a9a3a", P.INK, sw * 0.8)
    out += circle(70, 68, 8, "#c2413a", P.INK, sw * 0.8)
    return out


def _ic_travel(c, sw):
    wood = c.lin([(0, P.WOOD_LIGHT), (1, P.WOOD_DARK)])
    return (rect(46, 10, 8, 84, 2, wood, P.INK, sw)
            + path("M20 20 L74 20 L86 30 L74 40 L20 40 Z", "#d8b27a", P.INK, sw)
            + path("M80 48 L26 48 L14 58 L26 68 L80 68 Z", "#c9a064", P.INK, sw)
            + path("M30 94 L70 94", "none", P.INK, sw * 1.4))


def _ic_council(c, sw):
    wood = c.lin([(0, "#9a3b2c"), (1, "#5e1f16")])
    return (path("M24 92 L24 30 C24 10 76 10 76 30 L76 92 Z", wood, P.INK, sw)
            + path("M32 56 L32 32 C32 18 68 18 68 32 L68 56 Z", "#c79a4a", P.INK, sw * 0.8)
            + rect(16, 56, 68, 12, 3, P.WOOD, P.INK, sw)
            + path("M40 40 L50 28 L60 40 L55 40 L55 48 L45 48 L45 40 Z", P.GOLD_LIGHT, P.INK, sw * 0.6)
            + rect(20, 68, 8, 24, 2, P.WOOD_DARK, P.INK, sw * 0.8) + rect(72, 68, 8, 24, 2, P.WOOD_DARK, P.INK, sw * 0.8))


def _ic_church(c, sw):
    stone = c.lin([(0, "#d8cfbb"), (1, "#9c927e")])
    return (rect(18, 50, 64, 42, 0, stone, P.INK, sw)
            + path("M12 52 L50 26 L88 52 Z", P.ROOF, P.INK, sw)
            + rect(40, 20, 20, 34, 0, stone, P.INK, sw)
            + path("M36 22 L50 4 L64 22 Z", P.ROOF_DARK, P.INK, sw)
            + path("M50 -2 L50 8 M46 2 L54 2", "none", P.INK, sw)
            + path("M42 92 L42 74 C42 64 58 64 58 74 L58 92 Z", P.WOOD_DARK, P.INK, sw)
            + path("M46 38 C46 32 54 32 54 38 L54 46 L46 46 Z", "#3f6f9c", P.INK, sw * 0.6))


def _ic_well(c, sw):
    stone = c.lin([(0, "#cfc6b2"), (1, "#8d8371")])
    return (path("M20 60 L80 60 L80 90 L20 90 Z", stone, P.INK, sw)
            + path("M20 70 L80 70 M20 80 L80 80 M40 60 L40 70 M60 60 L60 70 M30 70 L30 80 M50 70 L50 80 M70 70 L70 80 M40 80 L40 90 M60 80 L60 90",
                   "none", P.STONE_DARK, sw * 0.6)
            + rect(24, 24, 6, 36, 1, P.WOOD, P.INK, sw) + rect(70, 24, 6, 36, 1, P.WOOD, P.INK, sw)
            + path("M12 28 L50 8 L88 28 Z", P.ROOF, P.INK, sw)
            + line(30, 36, 70, 36, P.INK, sw) + path("M50 36 L50 48", "none", P.INK, sw * 0.6)
            + rect(44, 46, 12, 10, 2, P.WOOD_LIGHT, P.INK, sw * 0.8))


def _ic_death(c, sw):
    bronze = c.lin([(0, "#d9b35a"), (1, "#8a6416")], 0, 0, 1, 0)
    return (path("M50 10 C34 10 28 24 28 40 C28 60 22 68 14 76 L86 76 C78 68 72 60 72 40 C72 24 66 10 50 10 Z",
                 bronze, P.INK, sw)
            + rect(10, 74, 80, 8, 3, "#8a6416", P.INK, sw) + circle(50, 88, 7, "#6e4f12", P.INK, sw)
            + rect(44, 2, 12, 10, 3, "#8a6416", P.INK, sw))


def _ic_cubes2(c, sw, colour="brown"):
    cc = P.CUBES[colour]
    return (rect(10, 30, 36, 36, 5, cc["base"], P.INK, sw) + rect(54, 30, 36, 36, 5, cc["base"], P.INK, sw))


def _ic_bridge(c, sw):
    stone = c.lin([(0, "#cfc6b2"), (1, "#8d8371")])
    return (path("M4 70 L4 50 C30 40 70 40 96 50 L96 70 L84 70 C80 56 20 56 16 70 Z", stone, P.INK, sw)
            + path("M4 50 C30 40 70 40 96 50", "none", P.INK, sw))


ICONS = {
    "grain": _ic_grain, "coin": _ic_coin, "time": _ic_time, "prestige": _ic_prestige,
    "scroll": _ic_scroll, "horse": _ic_horse, "ox": _ic_ox, "plough": _ic_plough, "wagon": _ic_wagon,
    "member": _ic_member, "harvest": _ic_harvest, "family": _ic_family, "crafts": _ic_crafts,
    "market": _ic_market, "travel": _ic_travel, "council": _ic_council, "church": _ic_church,
    "well": _ic_well, "death": _ic_death, "bridge": _ic_bridge,
}


# Where an icon's drawing stands in its 100-unit square, for the few that
# leave much of it clear (x0, y0, x1, y1); the others fill it.
ICON_INK = {"grain": (14, 14, 86, 96), "time": (20, 6, 80, 94)}


def icon(c, name, x, y, size, stroke_px=1.3, **kw):
    """Draw icon `name` in the square (x, y, size, size). On the board and the
    farmyards the box its drawing fills is recorded (labels.txt "icon"): a word
    grown with the text size keeps out of an icon printed beside it."""
    if _labels is not None:
        x0, y0, x1, y1 = ICON_INK.get(name, (0, 0, 100, 100))
        k = size / 100.0
        _labels.icons.append((x + x0 * k, y + y0 * k, (x1 - x0) * k, (y1 - y0) * k))
    sw = stroke_px * 100.0 / size
    return g(ICONS[name](c, sw, **kw), "translate(%s %s) scale(%s)" % (f(x), f(y), f(size / 100.0)))


def mini_cube(x, y, s, colour, sw=1.0, label=None):
    """A small cube in a printed cost; its colour-blind symbol is drawn at run time.
    label="road": a cube of the road's colour, whichever road; the game draws it over
    the printed one in the road colours (labels.txt "road")."""
    if _labels is not None:
        _labels.cubes.append((x, y, s, label or colour))
    cc = P.CUBES[colour]
    return (rect(x, y, s, s, s * 0.18, cc["base"], P.INK, sw)
            + rect(x + s * 0.15, y + s * 0.12, s * 0.5, s * 0.18, s * 0.08, cc["light"], "none", 0,
                   'opacity="0.8"'))


def cube_symbol(sym, cx, cy, r, fill, stroke="none", sw=1):
    if sym == "circle":
        return circle(cx, cy, r * 0.62, fill, stroke, sw)
    if sym == "diamond":
        return path("M%s %s L%s %s L%s %s L%s %s Z" % (f(cx), f(cy - r), f(cx + r * 0.8), f(cy), f(cx), f(cy + r),
                                                      f(cx - r * 0.8), f(cy)), fill, stroke, sw)
    if sym == "triangle":
        return path("M%s %s L%s %s L%s %s Z" % (f(cx), f(cy - r * 0.95), f(cx + r * 0.95), f(cy + r * 0.7),
                                               f(cx - r * 0.95), f(cy + r * 0.7)), fill, stroke, sw)
    if sym == "plus":
        t = r * 0.36
        return (rect(cx - t, cy - r * 0.92, 2 * t, r * 1.84, t * 0.4, fill, stroke, sw)
                + rect(cx - r * 0.92, cy - t, r * 1.84, 2 * t, t * 0.4, fill, stroke, sw))
    if sym == "cross":
        return g(path("M%s %s L%s %s M%s %s L%s %s" % (f(cx - r * 0.7), f(cy - r * 0.7), f(cx + r * 0.7),
                                                      f(cy + r * 0.7), f(cx + r * 0.7), f(cy - r * 0.7),
                                                      f(cx - r * 0.7), f(cy + r * 0.7)),
                      "none", fill, r * 0.42))
    raise KeyError(sym)
