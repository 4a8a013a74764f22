/* The rules' diagrams, composed from the game's own sprites: the action
 * spaces, the lifetime track, the market, a trip, the council, the church
 * and the chronicle. Words come from the catalogue, numerals are drawn. */
#include <stdio.h>

#include "scenes/rules/rules_diagrams.h"

static const SDL_Color GLASS = {92, 124, 168, 255}, ROAD_ORANGE = {214, 120, 40, 255},
                       ROAD_PINK = {214, 120, 170, 255}, ROAD_BROWN = {120, 78, 46, 255},
                       ROAD_GREEN = {70, 140, 70, 255};

static void picture(rules_pen *p, const char *name, float cx, float cy, float scale)
{
    gfx_draw_centered(&p->a->gfx, name, cx, cy, scale);
}

/* An influence cube, 0 brown … 4 black, with its symbol in colour-blind mode. */
static void cube(rules_pen *p, int colour, float cx, float cy, float scale)
{
    picture(p, gfx_cube_sprite(&p->a->gfx, colour), cx, cy, scale);
}

static void word(rules_pen *p, const char *key, float x, float y, float w, float h, float size)
{
    SDL_FRect box = {x, y, w, h};
    rules_label(p, key, &box, FONT_BOLD, size, COLOUR_INK, ALIGN_CENTER);
}

static void sign(rules_pen *p, const char *text, float x, float y, float w, float h, float size)
{
    SDL_FRect box = {x, y, w, h};
    rules_sign(p, text, &box, size, COLOUR_INK);
}

static void spaces(rules_pen *p, const SDL_FRect *r)
{
    static const char *const names[] = {"harvest", "family",  "crafts", "market",
                                        "travel",  "council", "church"};
    enum { BROWN, PINK, ORANGE, GREEN, BLACK };
    static const int cubes[7][3] = {
        {BROWN, GREEN, PINK},  {ORANGE, BLACK, GREEN}, {PINK, PINK, BROWN},  {GREEN, ORANGE, BROWN},
        {ORANGE, PINK, GREEN}, {GREEN, BROWN, BLACK},  {BROWN, ORANGE, PINK}};
    float w = r->w / 7;
    for (int i = 0; i < 7; i++) {
        SDL_FRect box = {r->x + i * w + 8, r->y + 8, w - 16, r->h - 16};
        rules_box(p, &box, COLOUR_PARCHMENT_LIGHT);
        char icon[48], key[32];
        snprintf(icon, sizeof icon, "icon.space.%s.large", names[i]);
        snprintf(key, sizeof key, "space.%s", names[i]);
        picture(p, icon, box.x + box.w / 2, box.y + 62, 1.3f);
        word(p, key, box.x + 8, box.y + 112, box.w - 16, 36, 22);
        for (int c = 0; c < 3; c++)
            cube(p, cubes[i][c], box.x + box.w / 2 + (c - 1) * 46, box.y + 190, 1.5f);
    }
}

static void lifetime(rules_pen *p, const SDL_FRect *r)
{
    float x = r->x + 20, y = r->y + 110, cell = 62;
    word(p, "rules.word.lifetime", x, r->y + 20, 12 * cell, 40, 22);
    for (int i = 0; i < 12; i++) {
        SDL_FRect c = {x + i * cell, y, cell - 6, cell - 6};
        rules_box(p, &c, COLOUR_PARCHMENT_LIGHT);
        char n[12];
        snprintf(n, sizeof n, "%d", i + 1);
        sign(p, n, c.x, c.y + 4, c.w, c.h - 8, 22);
    }
    picture(p, "marker.red", x + 10 * cell + 28, y - 24, 1.0f);
    rules_arrow(p, x + 10 * cell + 48, y - 24, x + 12 * cell + 60, y - 24);
    SDL_FRect bridge = {x + 12 * cell + 12, y - 4, 150, cell + 2};
    rules_box(p, &bridge, GLASS);
    SDL_FRect bridge_label = {bridge.x + 6, bridge.y, bridge.w - 12, bridge.h};
    rules_label(p, "rules.word.bridge", &bridge_label, FONT_BOLD, 20, COLOUR_LIGHT_TEXT,
                ALIGN_CENTER);
    float dx = bridge.x + bridge.w + 20;
    rules_arrow(p, dx, y + 28, dx + 50, y + 28);
    picture(p, "icon.death", dx + 80, y + 28, 1.3f);
    picture(p, "member.red.1.lying", dx + 140, y + 28, 1.0f);
    rules_arrow(p, dx + 175, y + 28, dx + 225, y + 28);
    SDL_FRect chronicle = {dx + 235, y + 6, r->x + r->w - dx - 245, 44};
    rules_box(p, &chronicle, COLOUR_PARCHMENT);
    SDL_FRect inner = {chronicle.x + 8, chronicle.y, chronicle.w - 16, chronicle.h};
    rules_label(p, "rules.word.chronicle", &inner, FONT_BOLD, 20, COLOUR_INK, ALIGN_CENTER);
    word(p, "rules.time.passes", x, y + cell + 16, r->x + r->w - x - 20, 40, 20);
}

static void market(rules_pen *p, const SDL_FRect *r)
{
    static const char *const stalls[] = {"customer.3", "customer.12", NULL, "customer.18",
                                         "customer.7"};
    static const char *const waiting[] = {"customer.9", "customer.21", "customer.1", "customer.15",
                                          "customer.5"};
    float x = r->x + 200, cell = 88, top = r->y + 14, bottom = r->y + 164;
    word(p, "rules.word.stalls", r->x, top + 16, 190, 44, 22);
    word(p, "rules.word.waiting", r->x, bottom + 16, 190, 44, 22);
    for (int i = 0; i < 5; i++) {
        SDL_FRect s = {x + i * cell, top, 80, 80}, w = {x + i * cell, bottom, 80, 80};
        rules_box(p, &s, COLOUR_PARCHMENT);
        gfx_outline(&p->a->gfx, &s, GLASS, 3);
        rules_box(p, &w, COLOUR_PARCHMENT);
        if (stalls[i])
            picture(p, stalls[i], s.x + 40, s.y + 40, 1.0f);
        picture(p, waiting[i], w.x + 40, w.y + 40, 1.0f);
    }
    rules_arrow(p, x + 2 * cell + 40, bottom - 4, x + 2 * cell + 40, top + 84);
    picture(p, "customer.back", x + 5 * cell + 60, top + 40, 1.0f);
    picture(p, "customer.back", x + 5 * cell + 64, top + 44, 1.0f);
    word(p, "rules.word.pile", x + 5 * cell + 14, top + 86, 100, 30, 20);
    rules_arrow(p, x + 5 * cell + 60, bottom - 10, x + 5 * cell + 60, bottom + 40);
    SDL_FRect note_box = {x + 5 * cell + 140, r->y + 20, r->x + r->w - (x + 5 * cell + 140),
                          r->h - 40};
    rules_paragraph(p, "rules.market.day", &note_box, 22, true);
}

/* A road drawn as a dotted line of its colour between two points. */
static void road(rules_pen *p, float x1, float y1, float x2, float y2, SDL_Color c)
{
    for (int i = 1; i < 12; i++) {
        float t = i / 12.0f;
        SDL_FRect dot = {x1 + (x2 - x1) * t - 6, y1 + (y2 - y1) * t - 6, 12, 12};
        gfx_fill(&p->a->gfx, &dot, c);
    }
}

static void city(rules_pen *p, const char *letter, float cx, float cy)
{
    SDL_FRect box = {cx - 44, cy - 44, 88, 88};
    rules_box(p, &box, COLOUR_PARCHMENT);
    sign(p, letter, box.x, box.y + 2, box.w, 34, 24);
}

static void travel(rules_pen *p, const SDL_FRect *r)
{
    float vx = r->x + 110, vy = r->y + r->h / 2;
    float ax = r->x + 360, ay = r->y + 110, bx = r->x + 360, by = r->y + r->h - 110;
    float dx = r->x + 620, dy = vy;
    road(p, vx, vy, ax, ay, ROAD_ORANGE);
    road(p, vx, vy, bx, by, ROAD_PINK);
    road(p, ax, ay, dx, dy, ROAD_BROWN);
    road(p, bx, by, dx, dy, ROAD_GREEN);
    SDL_FRect village = {vx - 80, vy - 36, 160, 72};
    rules_box(p, &village, COLOUR_PARCHMENT_LIGHT);
    picture(p, "icon.space.family", vx, vy - 10, 1.0f);
    word(p, "rules.word.village", village.x + 6, vy + 8, village.w - 12, 28, 18);
    city(p, "A", ax, ay);
    city(p, "B", bx, by);
    city(p, "D", dx, dy);
    picture(p, "member.blue.1.standing", ax - 16, ay + 16, 1.0f);
    picture(p, "marker.blue", ax + 20, ay + 24, 1.0f);
    picture(p, "member.blue.2.standing", vx + 40, vy - 80, 1.0f);
    rules_arrow(p, vx + 64, vy - 80, ax - 56, vy - 80);
    picture(p, "icon.prestige", ax + 76, ay - 30, 1.2f);
    sign(p, "3", ax + 96, ay - 50, 40, 40, 26);
    SDL_FRect caption = {r->x + 20, r->y + r->h - 60, r->w - 40, 50};
    rules_paragraph(p, "rules.travel.map", &caption, 20, true);
}

static void council(rules_pen *p, const SDL_FRect *r)
{
    static const char *const roman[] = {"I", "II", "III", "IV"};
    static const char *const time_cost[] = {"1", "2", "2", "3"};
    static const char *const end_score[] = {"0", "+2", "+4", "+6"};
    float row = (r->h - 100) / 4, x = r->x + 10;
    word(p, "rules.word.stage", x, r->y, 90, 36, 18);
    word(p, "rules.word.time", x + 100, r->y, 130, 36, 18);
    word(p, "rules.word.privilege", x + 240, r->y, 380, 36, 18);
    word(p, "rules.word.end", x + 630, r->y, 150, 36, 18);
    for (int s = 0; s < 4; s++) {
        float y = r->y + 40 + (3 - s) * row;
        SDL_FRect band = {x, y + 4, r->w - 40, row - 8};
        rules_box(p, &band, s % 2 ? COLOUR_PARCHMENT : COLOUR_PARCHMENT_LIGHT);
        float cy = band.y + band.h / 2;
        sign(p, roman[s], x, band.y, 90, band.h, 28);
        picture(p, "icon.time", x + 140, cy, 1.0f);
        sign(p, time_cost[s], x + 160, band.y, 50, band.h, 24);
        float px = x + 260;
        if (s == 0) {
            picture(p, "start.next", px + 30, cy, 1.0f);
        } else if (s == 1) {
            sign(p, "2", px, band.y, 30, band.h, 24);
            for (int colour = 0; colour < 4; colour++)
                cube(p, colour, px + 50 + 34 * (float)colour, cy, 1.0f);
        } else if (s == 2) {
            sign(p, "1", px, band.y, 30, band.h, 24);
            picture(p, "good.horse", px + 56, cy, 1.0f);
            picture(p, "good.plough", px + 100, cy, 1.0f);
            picture(p, "good.scroll", px + 144, cy, 1.0f);
        } else {
            picture(p, "coin", px + 20, cy, 1.0f);
            rules_arrow(p, px + 40, cy, px + 90, cy);
            picture(p, "icon.prestige", px + 115, cy, 1.0f);
            sign(p, "3", px + 132, band.y, 36, band.h, 24);
        }
        sign(p, end_score[s], x + 630, band.y, 150, band.h, 24);
    }
    float y1 = r->y + 40 + 3 * row + row / 2;
    picture(p, "member.red.2.standing", x + 820, y1, 1.0f);
    rules_arrow(p, x + 820, y1 - 26, x + 820, y1 - row + 10);
    float base = r->y + 40 + 4 * row + 6;
    SDL_FRect farm = {x, base + 10, 170, 40};
    rules_box(p, &farm, COLOUR_PARCHMENT);
    SDL_FRect farm_in = {farm.x + 8, farm.y, farm.w - 16, farm.h};
    rules_label(p, "rules.word.farmyard", &farm_in, FONT_BOLD, 18, COLOUR_INK, ALIGN_CENTER);
    rules_arrow(p, x + 180, base + 30, x + 240, base + 30);
    sign(p, "I", x + 244, base + 10, 40, 40, 26);
    picture(p, "icon.time", x + 320, base + 30, 1.0f);
    sign(p, "1 +", x + 340, base + 10, 60, 40, 24);
    cube(p, 3, x + 420, base + 30, 1.0f);
    cube(p, 3, x + 452, base + 30, 1.0f);
    SDL_FRect or_box = {x + 475, base + 10, 80, 40};
    rules_label(p, "rules.word.or", &or_box, FONT_BOLD, 18, COLOUR_INK, ALIGN_CENTER);
    picture(p, "good.scroll", x + 580, base + 30, 1.0f);
}

static void church(rules_pen *p, const SDL_FRect *r)
{
    static const char *const points[] = {"6", "4", "3", "2"};
    static const char *const step_cost[] = {"2", "2", "1"};
    float bx = r->x + 120, cy = r->y + 100;
    picture(p, "bag.black.open", bx, cy, 1.6f);
    picture(p, "monk", bx - 50, cy + 90, 0.9f);
    picture(p, "monk", bx - 20, cy + 90, 0.9f);
    picture(p, "member.red.2.standing", bx + 14, cy + 90, 0.9f);
    picture(p, "member.blue.1.standing", bx + 46, cy + 90, 0.9f);
    sign(p, "4", bx + 80, cy - 60, 60, 40, 26);
    float wx = r->x + 330, ww = 110, gap = 90;
    rules_arrow(p, bx + 70, cy - 20, wx + 3 * (ww + gap) + ww / 2, cy - 20);
    for (int i = 0; i < 4; i++) {
        float x = wx + i * (ww + gap);
        SDL_FRect glass = {x, cy, ww, 150};
        rules_box(p, &glass, GLASS);
        SDL_FRect inside = {x + 10, cy + 40, ww - 20, 100};
        rules_box(p, &inside, COLOUR_PARCHMENT_LIGHT);
        picture(p, "icon.prestige", x + ww / 2 - 16, cy + 176, 1.0f);
        sign(p, points[i], x + ww / 2, cy + 158, 40, 36, 24);
        if (i < 3) {
            float gx = x + ww + 8;
            rules_arrow(p, gx + gap - 16, cy + 70, gx, cy + 70);
            picture(p, "grain", gx + 24, cy + 104, 1.0f);
            sign(p, step_cost[i], gx + 38, cy + 88, 30, 32, 22);
        }
    }
    picture(p, "member.red.2.standing", wx + 3 * (ww + gap) + 34, cy + 90, 1.0f);
    picture(p, "member.blue.1.standing", wx + 3 * (ww + gap) + 76, cy + 90, 1.0f);
    picture(p, "member.red.3.standing", wx + (ww + gap) + 55, cy + 90, 1.0f);
    SDL_FRect note_box = {wx + 4 * (ww + gap) - 40, r->y + 20,
                          r->x + r->w - (wx + 4 * (ww + gap) - 40), r->h - 40};
    rules_paragraph(p, "rules.mass.windows", &note_box, 22, true);
}

static void chronicle(rules_pen *p, const SDL_FRect *r)
{
    static const char *const areas[] = {"council", "crafts", "travel", "church", "farmyard"};
    static const int filled[] = {2, 4, 1, 3, 3};
    float w = 200, x0 = r->x;
    for (int a = 0; a < 5; a++) {
        float x = x0 + a * (w + 12);
        SDL_FRect box = {x, r->y + 8, w, r->h - 16};
        rules_box(p, &box, COLOUR_PARCHMENT_LIGHT);
        char key[48];
        snprintf(key, sizeof key, "chronicle.area.%s", areas[a]);
        word(p, key, x + 8, box.y + 6, w - 16, 36, 20);
        for (int s = 0; s < 4; s++) {
            SDL_FRect space = {x + 20 + (s % 2) * 84, box.y + 56 + (s / 2) * 86, 76, 78};
            rules_box(p, &space, COLOUR_PARCHMENT);
            if (s < filled[a])
                picture(p, s % 2 ? "member.blue.2.lying" : "member.red.1.lying",
                        space.x + space.w / 2, space.y + space.h / 2, 1.1f);
        }
    }
    float gx = x0 + 5 * (w + 12) + 10;
    SDL_FRect graves = {gx, r->y + 8, r->x + r->w - gx, r->h - 16};
    rules_box(p, &graves, COLOUR_PARCHMENT);
    word(p, "rules.word.graves", gx + 8, graves.y + 6, graves.w - 16, 36, 20);
    for (int i = 0; i < 8; i++) {
        SDL_FRect stone = {gx + 14 + (i % 4) * 92, graves.y + 56 + (i / 4) * 86, 80, 78};
        rules_box(p, &stone, COLOUR_DISABLED);
        if (i < 7)
            picture(p, "member.white.1.lying", stone.x + 40, stone.y + 39, 1.1f);
        else
            picture(p, "highlight", stone.x + 40, stone.y + 39, 1.1f);
    }
}

void rules_draw_diagram(rules_pen *p, rules_diagram d, const SDL_FRect *r)
{
    switch (d) {
    case DIAGRAM_SPACES:
        spaces(p, r);
        break;
    case DIAGRAM_LIFETIME:
        lifetime(p, r);
        break;
    case DIAGRAM_MARKET:
        market(p, r);
        break;
    case DIAGRAM_TRAVEL:
        travel(p, r);
        break;
    case DIAGRAM_COUNCIL:
        council(p, r);
        break;
    case DIAGRAM_CHURCH:
        church(p, r);
        break;
    case DIAGRAM_CHRONICLE:
        chronicle(p, r);
        break;
    }
}
