/* Keyboard keys and controller buttons drawn by code (glyphs.h), and a row of
 * prompts made of them. Shapes are triangles sent to the renderer in canvas
 * units; letters and key names are the game's body font, so a key's name is
 * in the player's language and no picture holds a word. */
#include "ui/glyphs.h"

#include <math.h>
#include <string.h>

#include "ui/widgets.h"

enum { ROUND_SEGMENTS = 28 };

static const SDL_Color KEY_CAP = {0xf4, 0xec, 0xd8, 0xff}, KEY_EDGE = {0x3a, 0x2c, 0x1e, 0xff},
                       PAD_BODY = {0x2b, 0x2b, 0x30, 0xff}, PAD_RIM = {0x8a, 0x8a, 0x92, 0xff},
                       WHITE = {0xff, 0xff, 0xff, 0xff}, BAND = {0x1c, 0x16, 0x10, 0xd8};

static SDL_Vertex vertex(float x, float y, SDL_Color c)
{
    return (SDL_Vertex){{x, y}, c, {0, 0}};
}

/* A convex polygon as a fan of triangles. */
static void fill_polygon(gfx *canvas, const float *xy, int corners, SDL_Color c)
{
    SDL_Vertex v[3 * 64];
    int n = 0;
    for (int i = 1; i + 1 < corners && n + 3 <= (int)(sizeof v / sizeof v[0]); i++) {
        v[n++] = vertex(xy[0], xy[1], c);
        v[n++] = vertex(xy[2 * i], xy[2 * i + 1], c);
        v[n++] = vertex(xy[2 * i + 2], xy[2 * i + 3], c);
    }
    SDL_RenderGeometry(canvas->renderer, NULL, v, n, NULL, 0);
}

/* A rectangle with round ends or corners: 'radius' up to half its height
 * (a pill), 0 for square corners. */
static void fill_rounded(gfx *canvas, float x, float y, float w, float h, float radius, SDL_Color c)
{
    float xy[2 * 4 * (ROUND_SEGMENTS / 4 + 1)];
    int n = 0;
    static const float CORNERS[4][3] = {{1, 1, 0}, {0, 1, 1}, {0, 0, 2}, {1, 0, 3}};
    for (int k = 0; k < 4; k++) {
        float cx = CORNERS[k][0] ? x + w - radius : x + radius;
        float cy = CORNERS[k][1] ? y + h - radius : y + radius;
        for (int s = 0; s <= ROUND_SEGMENTS / 4; s++) {
            float angle = (float)(CORNERS[k][2] + (float)s / (ROUND_SEGMENTS / 4)) * 1.5707964f;
            xy[n++] = cx + radius * cosf(angle);
            xy[n++] = cy + radius * sinf(angle);
        }
    }
    fill_polygon(canvas, xy, n / 2, c);
}

static void fill_circle(gfx *canvas, float cx, float cy, float r, SDL_Color c)
{
    fill_rounded(canvas, cx - r, cy - r, 2 * r, 2 * r, r, c);
}

/* A straight stroke 'width' wide from one point to another. */
static void stroke(gfx *canvas, float x0, float y0, float x1, float y1, float width, SDL_Color c)
{
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len <= 0)
        return;
    float nx = -dy / len * width / 2, ny = dx / len * width / 2;
    float xy[] = {x0 + nx, y0 + ny, x1 + nx, y1 + ny, x1 - nx, y1 - ny, x0 - nx, y0 - ny};
    fill_polygon(canvas, xy, 4, c);
}

static void outline_polygon(gfx *canvas, const float *xy, int corners, float width, SDL_Color c)
{
    for (int i = 0; i < corners; i++) {
        int j = (i + 1) % corners;
        stroke(canvas, xy[2 * i], xy[2 * i + 1], xy[2 * j], xy[2 * j + 1], width, c);
        fill_circle(canvas, xy[2 * i], xy[2 * i + 1], width / 2, c); /* a closed corner */
    }
}

static void centred_text(gfx *canvas, float size, SDL_Color c, float cx, float mid_y, const char *s)
{
    gfx_text(canvas, FONT_BOLD, size, c, cx, mid_y - size * 0.68f, ALIGN_CENTER, s);
}

/* ---- what each family prints ---- */

/* Xbox's face buttons are coloured; the others' (and every Start, Back or
 * Guide button) are one colour with white marks. */
static SDL_Color face_colour(glyph_family f, glyph_pad p)
{
    static const SDL_Color XBOX[4] = {{0x3c, 0x9a, 0x2e, 0xff},
                                      {0xc8, 0x30, 0x2a, 0xff},
                                      {0x2a, 0x6b, 0xc8, 0xff},
                                      {0xd8, 0xa4, 0x10, 0xff}};
    return f == GLYPHS_XBOX && p <= PAD_Y ? XBOX[p] : PAD_BODY;
}

static const char *face_letter(glyph_pad p)
{
    static const char *LETTERS[4] = {"A", "B", "X", "Y"};
    return LETTERS[p];
}

/* The shoulder, trigger and stick buttons' short names, printed on them. */
static const char *small_name(glyph_family f, glyph_pad p)
{
    static const char *NAMES[GLYPH_FAMILIES][4][2] = {
        [GLYPHS_XBOX] = {{"LB", "RB"}, {"LT", "RT"}, {"LS", "RS"}},
        [GLYPHS_PLAYSTATION] = {{"L1", "R1"}, {"L2", "R2"}, {"L3", "R3"}},
        [GLYPHS_SWITCH] = {{"L", "R"}, {"ZL", "ZR"}, {"LS", "RS"}},
        [GLYPHS_STEAM_DECK] = {{"L1", "R1"}, {"L2", "R2"}, {"L3", "R3"}},
    };
    int row = p == PAD_LEFT_SHOULDER || p == PAD_RIGHT_SHOULDER ? 0
              : p == PAD_LEFT_TRIGGER || p == PAD_RIGHT_TRIGGER ? 1
                                                                : 2;
    int right = p == PAD_RIGHT_SHOULDER || p == PAD_RIGHT_TRIGGER || p == PAD_RIGHT_STICK;
    return NAMES[f == GLYPHS_KEYBOARD ? GLYPHS_XBOX : f][row][right];
}

const char *glyph_words(const glyph *g, const i18n *words)
{
    static const char *const PLAYSTATION_FACES[4] = {"pad.cross", "pad.circle", "pad.square",
                                                     "pad.triangle"};
    if (g->family == GLYPHS_KEYBOARD)
        return g->key && g->key[0] ? g->key : TR(words, "keys.arrows");
    bool nintendo = g->family == GLYPHS_SWITCH, playstation = g->family == GLYPHS_PLAYSTATION;
    switch (g->pad) {
    case PAD_A:
    case PAD_B:
    case PAD_X:
    case PAD_Y:
        return playstation ? TR(words, PLAYSTATION_FACES[g->pad]) : face_letter(g->pad);
    case PAD_START:
        return nintendo ? "+" : TR(words, playstation ? "pad.options" : "pad.menu");
    case PAD_BACK:
        return nintendo ? "\xe2\x88\x92" /* minus */
                        : TR(words, playstation ? "pad.share" : "pad.view");
    case PAD_DPAD:
        return TR(words, "pad.dpad");
    case PAD_GUIDE:
    case PAD_CONTROLS:
        return "";
    default:
        return small_name(g->family, g->pad);
    }
}

static bool is_face(glyph_pad p)
{
    return p <= PAD_Y;
}

static bool is_pill(glyph_pad p)
{
    return p >= PAD_LEFT_SHOULDER && p <= PAD_RIGHT_TRIGGER;
}

/* PlayStation's four shapes in their printed colours. */
static void playstation_shape(gfx *canvas, glyph_pad p, float cx, float cy, float r)
{
    static const SDL_Color COLOURS[4] = {{0x7c, 0xb2, 0xe8, 0xff},
                                         {0xff, 0x66, 0x6e, 0xff},
                                         {0xe8, 0x8c, 0xd8, 0xff},
                                         {0x40, 0xd0, 0xa8, 0xff}};
    float s = r * 0.5f, w = r * 0.16f;
    if (p == PAD_A) { /* cross */
        stroke(canvas, cx - s, cy - s, cx + s, cy + s, w, COLOURS[0]);
        stroke(canvas, cx - s, cy + s, cx + s, cy - s, w, COLOURS[0]);
    } else if (p == PAD_B) { /* circle */
        float xy[2 * ROUND_SEGMENTS];
        for (int i = 0; i < ROUND_SEGMENTS; i++) {
            float angle = (float)i * 6.2831853f / ROUND_SEGMENTS;
            xy[2 * i] = cx + s * cosf(angle);
            xy[2 * i + 1] = cy + s * sinf(angle);
        }
        outline_polygon(canvas, xy, ROUND_SEGMENTS, w, COLOURS[1]);
    } else if (p == PAD_X) { /* square */
        float q = s * 0.85f;
        float xy[] = {cx - q, cy - q, cx + q, cy - q, cx + q, cy + q, cx - q, cy + q};
        outline_polygon(canvas, xy, 4, w, COLOURS[2]);
    } else { /* triangle */
        float xy[] = {cx, cy - s, cx + s * 1.05f, cy + s * 0.72f, cx - s * 1.05f, cy + s * 0.72f};
        outline_polygon(canvas, xy, 3, w, COLOURS[3]);
    }
}

/* Start and Back: Switch's plus and minus; the others' menu (three lines)
 * and view (two squares) marks. */
static void system_mark(gfx *canvas, glyph_family f, glyph_pad p, float cx, float cy, float r)
{
    float s = r * 0.5f, w = r * 0.17f;
    if (f == GLYPHS_SWITCH) {
        stroke(canvas, cx - s, cy, cx + s, cy, w * 1.3f, WHITE);
        if (p == PAD_START)
            stroke(canvas, cx, cy - s, cx, cy + s, w * 1.3f, WHITE);
    } else if (p == PAD_START) {
        for (int i = -1; i <= 1; i++)
            stroke(canvas, cx - s, cy + (float)i * s * 0.62f, cx + s, cy + (float)i * s * 0.62f, w,
                   WHITE);
    } else {
        float q = s * 0.62f, d = s * 0.34f;
        float back[] = {cx - q - d, cy - q - d, cx + q - d, cy - q - d,
                        cx + q - d, cy + q - d, cx - q - d, cy + q - d};
        outline_polygon(canvas, back, 4, w * 0.8f, WHITE);
        SDL_FRect front = {cx - q + d, cy - q + d, 2 * q, 2 * q};
        gfx_fill(canvas, &front, WHITE);
    }
}

/* The D-pad: a cross of four arms. */
static void dpad(gfx *canvas, float cx, float cy, float r)
{
    float arm = r * 0.36f;
    SDL_FRect across = {cx - r, cy - arm, 2 * r, 2 * arm},
              down = {cx - arm, cy - r, 2 * arm, 2 * r};
    gfx_fill(canvas, &across, PAD_BODY);
    gfx_fill(canvas, &down, PAD_BODY);
    float t = arm * 0.6f, e = r * 0.86f;
    float up[] = {cx, cy - e, cx + t, cy - e + t * 1.2f, cx - t, cy - e + t * 1.2f};
    float dn[] = {cx, cy + e, cx - t, cy + e - t * 1.2f, cx + t, cy + e - t * 1.2f};
    float lf[] = {cx - e, cy, cx - e + t * 1.2f, cy - t, cx - e + t * 1.2f, cy + t};
    float rt[] = {cx + e, cy, cx + e - t * 1.2f, cy + t, cx + e - t * 1.2f, cy - t};
    fill_polygon(canvas, up, 3, WHITE);
    fill_polygon(canvas, dn, 3, WHITE);
    fill_polygon(canvas, lf, 3, WHITE);
    fill_polygon(canvas, rt, 3, WHITE);
}

/* ---- keyboard ---- */

static float key_text_size(float height)
{
    return height * 0.5f;
}

static float key_width(gfx *canvas, const char *name, float height)
{
    float w = gfx_text_width(canvas, FONT_BOLD, key_text_size(height), name) + height * 0.5f;
    return w < height ? height : w;
}

static void key_cap(gfx *canvas, float x, float mid_y, float w, float height, const char *name)
{
    float edge = height * 0.07f, y = mid_y - height / 2;
    fill_rounded(canvas, x, y, w, height, height * 0.2f, KEY_EDGE);
    fill_rounded(canvas, x + edge, y + edge, w - 2 * edge, height - 3 * edge, height * 0.16f,
                 KEY_CAP);
    if (name && name[0])
        centred_text(canvas, key_text_size(height), KEY_EDGE, x + w / 2, mid_y - edge, name);
}

/* The four arrow keys: Up above Left, Down and Right, a small cap each
 * with its arrow drawn on it, all within the glyph's height. */
static float arrows_width(float height)
{
    return height * 1.6f;
}

static void arrow_keys(gfx *canvas, float x, float mid_y, float height)
{
    float gap = height * 0.04f, cap = (height - gap) / 2;
    float bottom = mid_y + gap / 2 + cap / 2, top = mid_y - gap / 2 - cap / 2;
    float xs[4] = {x, x + cap + gap, x + 2 * (cap + gap), x + cap + gap};
    float ys[4] = {bottom, bottom, bottom, top};
    static const float DIRS[4][2] = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
    for (int i = 0; i < 4; i++) {
        float cx = xs[i] + cap / 2, cy = ys[i] - cap * 0.04f, t = cap * 0.24f;
        float dx = DIRS[i][0], dy = DIRS[i][1];
        key_cap(canvas, xs[i], ys[i], cap, cap, NULL);
        float tri[] = {cx + dx * t,          cy + dy * t,          cx - dx * t - dy * t,
                       cy - dy * t + dx * t, cx - dx * t + dy * t, cy - dy * t - dx * t};
        fill_polygon(canvas, tri, 3, KEY_EDGE);
    }
}

/* ---- glyphs ---- */

float glyph_width(gfx *canvas, const glyph *g, float height)
{
    if (g->family == GLYPHS_KEYBOARD)
        return g->key && g->key[0] ? key_width(canvas, g->key, height) : arrows_width(height);
    if (is_pill(g->pad)) {
        float w = gfx_text_width(canvas, FONT_BOLD, height * 0.48f, small_name(g->family, g->pad));
        return w + height * 0.7f < height * 1.5f ? height * 1.5f : w + height * 0.7f;
    }
    return height;
}

void glyph_draw(gfx *canvas, const glyph *g, float x, float mid_y, float height)
{
    float r = height / 2, cx = x + r;
    if (g->family == GLYPHS_KEYBOARD) {
        if (g->key && g->key[0])
            key_cap(canvas, x, mid_y, key_width(canvas, g->key, height), height, g->key);
        else
            arrow_keys(canvas, x, mid_y, height);
        return;
    }
    if (g->pad == PAD_DPAD) {
        dpad(canvas, cx, mid_y, r);
        return;
    }
    if (is_pill(g->pad)) {
        float w = glyph_width(canvas, g, height), h = height * 0.78f;
        bool trigger = g->pad == PAD_LEFT_TRIGGER || g->pad == PAD_RIGHT_TRIGGER;
        fill_rounded(canvas, x, mid_y - h / 2, w, h, trigger ? h * 0.3f : h / 2, PAD_RIM);
        fill_rounded(canvas, x + h * 0.08f, mid_y - h / 2 + h * 0.08f, w - h * 0.16f, h * 0.84f,
                     trigger ? h * 0.24f : h * 0.42f, PAD_BODY);
        centred_text(canvas, height * 0.48f, WHITE, x + w / 2, mid_y,
                     small_name(g->family, g->pad));
        return;
    }
    fill_circle(canvas, cx, mid_y, r, PAD_RIM);
    fill_circle(canvas, cx, mid_y, r * 0.88f, face_colour(g->family, g->pad));
    if (is_face(g->pad)) {
        if (g->family == GLYPHS_PLAYSTATION)
            playstation_shape(canvas, g->pad, cx, mid_y, r);
        else
            centred_text(canvas, height * 0.56f, WHITE, cx, mid_y, face_letter(g->pad));
    } else if (g->pad == PAD_START || g->pad == PAD_BACK) {
        system_mark(canvas, g->family, g->pad, cx, mid_y, r);
    } else {
        centred_text(canvas, height * 0.4f, WHITE, cx, mid_y, small_name(g->family, g->pad));
    }
}

/* ---- prompts, in rows ---- */

static const float PROMPT_TEXT = 17, PROMPT_GAP = 8, PROMPT_SPACING = 22, PROMPT_PAD = 10,
                   ROW_GAP = 6;

static float item_width(gfx *canvas, const prompt *p, float text)
{
    return glyph_width(canvas, &p->glyph, text * 1.6f) + gfx_ui(canvas, PROMPT_GAP) +
           gfx_text_width(canvas, FONT_BODY, text, p->label);
}

/* Packs the prompts into rows no wider than max_w (each at least one):
 * the first prompt of each row, the rows' widths; returns the row count. */
static int pack_rows(gfx *canvas, const prompt p[], int count, float max_w, int first[],
                     float widths[])
{
    float text = gfx_ui(canvas, PROMPT_TEXT), spacing = gfx_ui(canvas, PROMPT_SPACING);
    int rows = 0;
    float w = 0;
    for (int i = 0; i < count; i++) {
        float item = item_width(canvas, &p[i], text);
        if (rows == 0 || w + spacing + item > max_w) {
            first[rows] = i;
            widths[rows++] = item;
            w = item;
        } else {
            w += spacing + item;
            widths[rows - 1] = w;
        }
    }
    return rows;
}

/* The rows' packing and the band's size, shared by drawing and measuring. */
typedef struct band_layout {
    int rows, first[PROMPTS_MAX + 1];
    float widths[PROMPTS_MAX], w, h;
} band_layout;

static void lay_out_band(gfx *canvas, const prompt p[], int count, float max_w, band_layout *b)
{
    float pad = gfx_ui(canvas, PROMPT_PAD), text = gfx_ui(canvas, PROMPT_TEXT);
    float height = text * 1.6f, gap = gfx_ui(canvas, ROW_GAP);
    b->rows = pack_rows(canvas, p, count, max_w - 2 * pad, b->first, b->widths);
    b->first[b->rows] = count;
    b->w = 0;
    for (int r = 0; r < b->rows; r++)
        b->w = b->widths[r] > b->w ? b->widths[r] : b->w;
    b->w += 2 * pad;
    b->h = (float)b->rows * height + (float)(b->rows - 1) * gap + pad;
}

SDL_FRect prompts_band(gfx *canvas, const prompt p[], int count, float right, float bottom,
                       float max_w)
{
    if (count <= 0 || count > PROMPTS_MAX)
        return (SDL_FRect){right, bottom, 0, 0};
    band_layout b;
    lay_out_band(canvas, p, count, max_w, &b);
    return (SDL_FRect){right - b.w, bottom - b.h, b.w, b.h};
}

void prompts_draw(gfx *canvas, const prompt p[], int count, float right, float bottom, float max_w)
{
    if (count <= 0 || count > PROMPTS_MAX)
        return;
    band_layout b;
    lay_out_band(canvas, p, count, max_w, &b);
    const int rows = b.rows, *first = b.first;
    const float *widths = b.widths, band_w = b.w, band_h = b.h;
    float pad = gfx_ui(canvas, PROMPT_PAD), text = gfx_ui(canvas, PROMPT_TEXT);
    float height = text * 1.6f, gap = gfx_ui(canvas, ROW_GAP);
    fill_rounded(canvas, right - band_w, bottom - band_h, band_w, band_h, height * 0.4f, BAND);
    for (int r = 0; r < rows; r++) {
        float x = right - pad - widths[r]; /* each row to the right */
        float mid = bottom - band_h + pad / 2 + (float)r * (height + gap) + height / 2;
        for (int i = first[r]; i < first[r + 1]; i++) {
            glyph_draw(canvas, &p[i].glyph, x, mid, height);
            x += glyph_width(canvas, &p[i].glyph, height) + gfx_ui(canvas, PROMPT_GAP);
            gfx_text(canvas, FONT_BODY, text, COLOUR_PARCHMENT_LIGHT, x, mid - text * 0.7f,
                     ALIGN_LEFT, p[i].label);
            x += gfx_text_width(canvas, FONT_BODY, text, p[i].label) +
                 gfx_ui(canvas, PROMPT_SPACING);
        }
    }
}

int prompts_in_one_row(gfx *canvas, const prompt p[], int count, float max_w)
{
    float text = gfx_ui(canvas, PROMPT_TEXT), spacing = gfx_ui(canvas, PROMPT_SPACING);
    float w = 2 * gfx_ui(canvas, PROMPT_PAD);
    int fit = 0;
    for (int i = 0; i < count; i++) {
        w += (i ? spacing : 0) + item_width(canvas, &p[i], text);
        if (w > max_w)
            break;
        fit++;
    }
    return fit;
}

float prompts_row_height(gfx *canvas)
{
    return gfx_ui(canvas, PROMPT_TEXT) * 1.6f + gfx_ui(canvas, PROMPT_PAD);
}
