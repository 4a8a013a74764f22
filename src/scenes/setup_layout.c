/* Where the new-game setup's words and buttons stand (setup_layout.h).
 * Making the chairs' buttons their labels' size in one line once left the
 * name field too little room at 150 %, and shrinking the whole screen's
 * words to give it back made German at 1280x800 smaller than before: a
 * row now wraps instead, so no word gives way for the name. */
#include "scenes/setup_layout.h"

#include <math.h>
#include <stdio.h>

#include "village/village.h"

/* Designed at 100 %: every word 22; the columns' least places and widths. */
enum { TEXT = 22, LABEL_X = 230, KIND_X = 336, KIND_W = 128, LEVEL_X = 742, LEVEL_W = 104 };
/* The name field's designed place; its right end and the colours' place
 * follow it, the colours ending before the panel's margin. */
enum { NAME_X = 1180, NAME_W = 240, NAME_LEAST_W = 200, NAME_RIGHT = 1440, COLOUR_GAP = 20 };
enum { BUTTON_GAP = 4, GROUP_GAP = 14, LINE_GAP = 8, ROW_GAP = 20, BUTTON_H = 48, STYLE_H = 40 };
enum { FIRST_ROW = 250, ROW_PITCH = 110, PANEL_RIGHT = 1740, PANEL_MARGIN = 40 };
enum {
    LOWER_X = 340,
    FILL_Y = 700,
    FILL_W = 560,
    START_Y = 790,
    SEED_DY = 70,
    ROW_BUTTONS_X = 730
};

const char *const SETUP_KIND_KEYS[SETUP_KINDS] = {"setup.empty", "setup.human", "setup.ai"};
const char *const SETUP_LEVEL_KEYS[SETUP_LEVELS] = {"setup.easy", "setup.medium", "setup.hard",
                                                    "setup.expert"};

static float wider(float x, float y)
{
    return x > y ? x : y;
}

/* A button tall enough for words of the screen's size (widgets.h). */
static float button_h(float text, float least)
{
    return wider(least, ceilf(text / BUTTON_TEXT_TALLEST));
}

static float place_buttons(app *a, float text, float x, const char *const keys[], int count,
                           float least_w, float xs[], float ws[])
{
    for (int k = 0; k < count; k++) {
        xs[k] = x;
        ws[k] = widget_button_w(&a->gfx, text, TR(&a->i18n, keys[k]), least_w);
        x += ws[k] + BUTTON_GAP;
    }
    return x - BUTTON_GAP;
}

/* The chairs' rows at the size 'text': in one line when the name field keeps
 * its least width there, else wrapped. False when even wrapped it would not. */
static bool lay_chairs(app *a, float text, setup_layout *l)
{
    char chair[64];
    snprintf(chair, sizeof chair, "%s %d", TR(&a->i18n, "setup.chair"), VILLAGE_MAX_PLAYERS);
    /* The focus ring stands this far outside a button (focus_ring.c), and
     * the label keeps a little air beyond it. */
    float ring = gfx_ui(&a->gfx, 8) + gfx_ui(&a->gfx, 8);
    float label_w = gfx_text_width(&a->gfx, FONT_BOLD, text, chair);
    l->text = text;
    l->button_h = button_h(text, BUTTON_H);
    l->label_x = LABEL_X;
    float kinds = wider(KIND_X, LABEL_X + label_w + ring);
    float end =
        place_buttons(a, text, kinds, SETUP_KIND_KEYS, SETUP_KINDS, KIND_W, l->kind_x, l->kind_w);
    l->label_room = l->kind_x[0] - ring - LABEL_X;
    float levels_end = place_buttons(a, text, wider(LEVEL_X, end + GROUP_GAP), SETUP_LEVEL_KEYS,
                                     SETUP_LEVELS, LEVEL_W, l->level_x, l->level_w);
    l->name_x = wider(NAME_X, levels_end + 10);
    l->name_w = NAME_RIGHT - l->name_x < NAME_W ? NAME_RIGHT - l->name_x : NAME_W;
    l->wrapped = l->name_w < NAME_LEAST_W;
    if (l->wrapped) {
        /* The levels' line is named in the labels' column, under the
         * chair's name: the column heading over them is gone. */
        float named = gfx_text_width(&a->gfx, FONT_BOLD, text, TR(&a->i18n, "setup.level.row"));
        kinds = wider(kinds, LABEL_X + named + ring);
        end = place_buttons(a, text, kinds, SETUP_KIND_KEYS, SETUP_KINDS, KIND_W, l->kind_x,
                            l->kind_w);
        l->label_room = l->kind_x[0] - ring - LABEL_X;
    }
    if (!l->wrapped) {
        /* The style under the levels, as wide as they are. */
        l->level_dy = 0;
        l->style_dy = l->button_h + 4;
        l->style_h = button_h(text, STYLE_H);
        l->style_x = l->level_x[0];
        l->style_min = levels_end - l->level_x[0];
        l->pitch = wider(ROW_PITCH, l->style_dy + l->style_h + 18);
    } else {
        /* The levels under the kinds, the style after them; the name field
         * takes the line the levels left. */
        l->level_dy = l->button_h + LINE_GAP;
        levels_end = place_buttons(a, text, l->kind_x[0], SETUP_LEVEL_KEYS, SETUP_LEVELS, LEVEL_W,
                                   l->level_x, l->level_w);
        l->style_dy = l->level_dy;
        l->style_h = l->button_h;
        l->style_x = levels_end + GROUP_GAP;
        l->style_min = 0;
        l->name_x = end + GROUP_GAP;
        l->name_w = NAME_RIGHT - l->name_x;
        l->pitch = wider(ROW_PITCH, l->level_dy + l->button_h + ROW_GAP);
    }
    l->colours_x = l->name_x + l->name_w + COLOUR_GAP;
    l->first_row = FIRST_ROW;
    l->heading_mid = FIRST_ROW - 27;
    l->level_heading = !l->wrapped;
    return l->name_w >= NAME_LEAST_W;
}

/* Fill, the starting player's and the seed's rows, Back and Play, and
 * where the warning may stand. */
static void lay_lower_rows(app *a, setup_layout *l)
{
    float text = l->text, h = button_h(text, 48);
    float chairs_end = setup_chair_y(l, SETUP_CHAIRS - 1) + l->style_dy + l->style_h;
    l->fill = (SDL_FRect){LOWER_X, wider(FILL_Y, chairs_end + 16),
                          widget_button_w(&a->gfx, text, TR(&a->i18n, "setup.fill"), FILL_W),
                          button_h(text, 52)};
    float start_y = wider(START_Y, l->fill.y + l->fill.h + 10), seed_y = start_y + SEED_DY;
    l->row_label_x = LOWER_X;
    float start_w = gfx_text_width(&a->gfx, FONT_BOLD, text, TR(&a->i18n, "setup.start"));
    float seed_w = gfx_text_width(&a->gfx, FONT_BOLD, text, TR(&a->i18n, "setup.seed"));
    float x = wider(ROW_BUTTONS_X, LOWER_X + wider(start_w, seed_w) + 20);
    l->row_label_room = x - 10 - LOWER_X;
    float random_w = widget_button_w(&a->gfx, text, TR(&a->i18n, "setup.random"), 150);
    l->start_random = (SDL_FRect){x, start_y, random_w, h};
    for (int i = 0; i < SETUP_CHAIRS; i++)
        l->start_chair[i] = (SDL_FRect){x + random_w + 10 + (float)i * 70, start_y, 62, h};
    l->seed_random = (SDL_FRect){x, seed_y, random_w, h};
    l->seed_field = (SDL_FRect){x + random_w + 10, seed_y, 270, h};
    float back_w = widget_button_w(&a->gfx, text, TR(&a->i18n, "common.back"), 300);
    float play_w = widget_button_w(&a->gfx, text, TR(&a->i18n, "setup.play"), 380);
    l->back = (SDL_FRect){LOWER_X, 950, back_w, button_h(text, 60)};
    l->play = (SDL_FRect){1660 - play_w, 950, play_w, button_h(text, 60)};
    float right = PANEL_RIGHT - PANEL_MARGIN, beside = wider(920, l->fill.x + l->fill.w + 20);
    l->note[0] = (SDL_FRect){beside, l->fill.y, right - beside, start_y - 8 - l->fill.y};
    float rows_end = l->seed_field.x + l->seed_field.w + 30;
    l->note[1] = (SDL_FRect){rows_end, l->fill.y, right - rows_end, l->back.y - 10 - l->fill.y};
}

setup_layout setup_layout_for(app *a)
{
    setup_layout l;
    /* Smaller, all together, only if even a wrapped row left the name no room. */
    float text = gfx_ui(&a->gfx, TEXT);
    while (!lay_chairs(a, text, &l) && text > TEXT)
        text = text - 1 > TEXT ? text - 1 : TEXT;
    lay_lower_rows(a, &l);
    return l;
}

float setup_chair_y(const setup_layout *l, int chair)
{
    return l->first_row + (float)chair * l->pitch;
}
