/* Table setup: 2-4 chairs, each empty, human or AI (easy/medium/hard/expert), with a
 * name and a colour; fill empty chairs with AI; starting player; seed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/replace_question.h"
#include "scenes/setup_layout.h"
#include "scenes/style_words.h"
#include "village/ai.h"

enum { ID_FILL = 10, ID_START_RANDOM = 20, ID_SEED_RANDOM = 30, ID_SEED_FIELD = 31 };
enum { ID_BACK = 40, ID_PLAY = 41, ID_CHAIR = 100, CHAIR_IDS = 20 };
/* A chair's items: kinds 0-2, colours 6-9, its name 10, its style 11, levels from 12. */
enum { CHAIR_COLOUR = 6, CHAIR_NAME = 10, CHAIR_STYLE = 11, CHAIR_LEVEL = 12 };
enum { LEVEL_BUTTONS = SETUP_LEVELS };
enum { FOCUS_SEED = 4 };

static const SDL_FRect PANEL = {180, 50, 1560, 980};
static const int AI_LEVELS[LEVEL_BUTTONS] = {VILLAGE_AI_EASY, VILLAGE_AI_MEDIUM, VILLAGE_AI_HARD,
                                             VILLAGE_AI_EXPERT};

/* The table as the player set it up (kept between visits), and whether the
 * question about the unfinished game is on screen (replace_question.c). */
typedef struct setup_state {
    table_config table;
    bool replace_asking;
} setup_state;

static setup_state *setup_of(const app *a)
{
    return app_scene_state(a, SCENE_SETUP);
}

const table_config *setup_table(const app *a)
{
    return &setup_of(a)->table;
}

bool setup_replace_asking(const app *a)
{
    return setup_of(a)->replace_asking;
}

static int used_chairs(const table_config *t)
{
    int n = 0;
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
        n += t->chairs[i].kind != CHAIR_EMPTY;
    return n;
}

static void default_name(app *a, table_chair *c, int index)
{
    char key[40];
    snprintf(key, sizeof key, c->kind == CHAIR_AI ? "setup.ai_name.%d" : "setup.human_name.%d",
             index + 1);
    snprintf(c->name, sizeof c->name, "%s", TR(&a->i18n, key));
}

/* The style a computer chair plays: the player's choice, else the one the
 * table gives it, so that computers of one level differ (docs/ai.md). A
 * typed seed deals the styles too: the same seed is the same game, opponents
 * and all. */
static int chair_style(const table_config *t, int chair)
{
    if (t->style_chosen[chair])
        return t->ai_style[chair];
    int levels[VILLAGE_MAX_PLAYERS], styles[VILLAGE_MAX_PLAYERS];
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
        levels[i] = t->chairs[i].kind == CHAIR_AI ? t->chairs[i].ai_level : -1;
    village_ai_default_styles(levels, VILLAGE_MAX_PLAYERS, t->fixed_seed ? t->seed : t->style_seed,
                              styles);
    return styles[chair];
}

/* Under the levels, or after them on their line: the chair's style, which
 * a press changes. */
static void add_style_button(app *a, menu *m, const setup_layout *l, int i, float y)
{
    style_words words;
    style_words_of(a, chair_style(&setup_of(a)->table, i), &words);
    float w = widget_button_w(&a->gfx, l->text, words.label, l->style_min);
    menu_item *it = menu_add(m, l->style_x, y + l->style_dy, w, l->style_h, words.label,
                             ID_CHAIR + i * CHAIR_IDS + CHAIR_STYLE);
    snprintf(it->tip, sizeof it->tip, "%s", words.tip);
}

static void add_chair_row(app *a, menu *m, const setup_layout *l, int i)
{
    const table_chair *c = &setup_of(a)->table.chairs[i];
    /* The ladder measured in docs/ai.md, on hover. */
    static const char *const tips[LEVEL_BUTTONS] = {"setup.easy.tip", "setup.medium.tip",
                                                    "setup.hard.tip", "setup.expert.tip"};
    int base = ID_CHAIR + i * CHAIR_IDS, first = m->count;
    float y = setup_chair_y(l, i);
    for (int k = 0; k < SETUP_KINDS; k++)
        menu_add(m, l->kind_x[k], y, l->kind_w[k], l->button_h, TR(&a->i18n, SETUP_KIND_KEYS[k]),
                 base + k)
            ->selected = c->kind == k;
    if (c->kind == CHAIR_AI)
        for (int v = 0; v < LEVEL_BUTTONS; v++) {
            menu_item *it = menu_add(m, l->level_x[v], y + l->level_dy, l->level_w[v], l->button_h,
                                     TR(&a->i18n, SETUP_LEVEL_KEYS[v]), base + CHAIR_LEVEL + v);
            it->selected = c->ai_level == AI_LEVELS[v];
            snprintf(it->tip, sizeof it->tip, "%s", TR(&a->i18n, tips[v]));
        }
    if (c->kind == CHAIR_AI)
        add_style_button(a, m, l, i, y);
    if (c->kind != CHAIR_EMPTY) {
        menu_item *name =
            menu_add(m, l->name_x, y, l->name_w, l->button_h, c->name, base + CHAIR_NAME);
        name->field = true;
        name->selected = a->shared->menu.focus == i;
        for (int col = 0; col < 4; col++) {
            menu_item *it = menu_add(m, l->colours_x + (float)col * 62, y - 2, 54, 52, "",
                                     base + CHAIR_COLOUR + col);
            it->selected = c->colour == col;
        }
    }
    /* A voice names the chair before each of its buttons: four rows of
     * "Easy" are one each; a colour, drawn as a marker, is said by its name
     * ("Chair 1, colour: blue"), never a number the screen does not show. */
    char chair[48];
    snprintf(chair, sizeof chair, "%.40s %c", TR(&a->i18n, "setup.chair"), (char)('1' + i));
    for (int k = first; k < m->count; k++) {
        menu_item *it = &m->items[k];
        int colour = it->id - base - CHAIR_COLOUR;
        if (colour >= 0 && colour < 4)
            TRF(&a->i18n, it->group, "speech.setup.colour", chair,
                scene_seat_colour_name(a, colour));
        else
            snprintf(it->group, sizeof it->group, "%s", chair);
    }
}

static bool can_start(const table_config *t)
{
    int start = t->start_chair;
    return used_chairs(t) >= 2 && (start < 0 || t->chairs[start].kind != CHAIR_EMPTY);
}

static void build_menu(app *a, menu *m)
{
    m->count = 0;
    if (setup_of(a)->replace_asking) {
        replace_question_menu(a, m);
        return;
    }
    setup_layout l = setup_layout_for(a);
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
        add_chair_row(a, m, &l, i);
    menu_add(m, l.fill.x, l.fill.y, l.fill.w, l.fill.h, TR(&a->i18n, "setup.fill"), ID_FILL)
        ->enabled = used_chairs(&setup_of(a)->table) < VILLAGE_MAX_PLAYERS;
    int start_row = m->count;
    const SDL_FRect *r = &l.start_random;
    menu_add(m, r->x, r->y, r->w, r->h, TR(&a->i18n, "setup.random"), ID_START_RANDOM)->selected =
        setup_of(a)->table.start_chair < 0;
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++) {
        char label[12];
        snprintf(label, sizeof label, "%d", i + 1);
        r = &l.start_chair[i];
        menu_item *it = menu_add(m, r->x, r->y, r->w, r->h, label, ID_START_RANDOM + 1 + i);
        it->selected = setup_of(a)->table.start_chair == i;
        it->enabled = setup_of(a)->table.chairs[i].kind != CHAIR_EMPTY;
    }
    r = &l.seed_random;
    menu_add(m, r->x, r->y, r->w, r->h, TR(&a->i18n, "setup.random"), ID_SEED_RANDOM)->selected =
        !setup_of(a)->table.fixed_seed;
    char seed[32] = "";
    if (setup_of(a)->table.fixed_seed)
        snprintf(seed, sizeof seed, "%llu", (unsigned long long)setup_of(a)->table.seed);
    r = &l.seed_field;
    menu_item *field = menu_add(m, r->x, r->y, r->w, r->h, seed, ID_SEED_FIELD);
    field->field = true;
    field->selected = a->shared->menu.focus == FOCUS_SEED;
    /* A voice names the row before its buttons: "Random" twice and a bare
     * "3" told a player by ear nothing of what they choose. */
    for (int k = start_row; k < m->count; k++)
        snprintf(m->items[k].group, sizeof m->items[k].group, "%s",
                 TR(&a->i18n, m->items[k].id < ID_SEED_RANDOM ? "setup.start" : "setup.seed"));
    menu_add(m, l.back.x, l.back.y, l.back.w, l.back.h, TR(&a->i18n, "common.back"), ID_BACK);
    menu_add(m, l.play.x, l.play.y, l.play.w, l.play.h, TR(&a->i18n, "setup.play"), ID_PLAY)
        ->enabled = can_start(&setup_of(a)->table);
    for (int i = 0; i < m->count; i++) /* every word at the screen's one size */
        m->items[i].text_size = l.text;
}

static void setup_enter(app *a)
{
    scene_menu_reset(a);
    setup_of(a)->replace_asking = false;
    a->shared->menu.focus = -1;
    a->shared->menu.message[0] = '\0';
    /* The styles nobody chose are dealt afresh for each table. */
    setup_of(a)->table.style_seed = (uint64_t)SDL_GetPerformanceCounter() ^ (uint64_t)time(NULL);
    if (used_chairs(&setup_of(a)->table) > 0)
        return;
    static const int kinds[4] = {CHAIR_HUMAN, CHAIR_AI, CHAIR_AI, CHAIR_AI};
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++) {
        table_chair *c = &setup_of(a)->table.chairs[i];
        c->kind = kinds[i];
        c->ai_level = VILLAGE_AI_MEDIUM;
        c->colour = i;
        default_name(a, c, i);
    }
    setup_of(a)->table.start_chair = -1;
}

static void set_colour(table_config *t, int chair, int colour)
{
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
        if (t->chairs[i].colour == colour)
            t->chairs[i].colour = t->chairs[chair].colour;
    t->chairs[chair].colour = colour;
}

static void set_kind(app *a, int chair, int kind)
{
    table_chair *c = &setup_of(a)->table.chairs[chair];
    int was = c->kind;
    c->kind = kind;
    if (kind != CHAIR_EMPTY && kind != was)
        default_name(a, c, chair);
    if (kind == CHAIR_EMPTY && setup_of(a)->table.start_chair == chair)
        setup_of(a)->table.start_chair = -1;
    if (a->shared->menu.focus == chair)
        a->shared->menu.focus = -1;
}

/* Expert without its learned evaluation plays, but weaker than the player
 * chose: said as the level is chosen (the file's trouble is on stderr). */
static void set_level(app *a, int chair, int level)
{
    setup_of(a)->table.chairs[chair].ai_level = level;
    if (level == VILLAGE_AI_EXPERT && learned_setup_missing(&a->shared->learned))
        snprintf(a->shared->menu.message, sizeof a->shared->menu.message, "%s",
                 TR(&a->i18n, "setup.expert.unlearned"));
}

static void choose_next_style(table_config *t, int chair)
{
    t->ai_style[chair] = (chair_style(t, chair) + 1) % VILLAGE_AI_STYLES;
    t->style_chosen[chair] = true;
}

static void chair_action(app *a, int id)
{
    int chair = (id - ID_CHAIR) / CHAIR_IDS, what = (id - ID_CHAIR) % CHAIR_IDS;
    if (what < 3)
        set_kind(a, chair, what);
    else if (what >= CHAIR_LEVEL && what < CHAIR_LEVEL + LEVEL_BUTTONS)
        set_level(a, chair, AI_LEVELS[what - CHAIR_LEVEL]);
    else if (what >= CHAIR_COLOUR && what < CHAIR_NAME)
        set_colour(&setup_of(a)->table, chair, what - CHAIR_COLOUR);
    else if (what == CHAIR_NAME)
        a->shared->menu.focus = chair;
    else if (what == CHAIR_STYLE)
        choose_next_style(&setup_of(a)->table, chair);
}

static void fill_with_ai(app *a)
{
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
        if (setup_of(a)->table.chairs[i].kind == CHAIR_EMPTY) {
            setup_of(a)->table.chairs[i].ai_level = VILLAGE_AI_MEDIUM;
            set_kind(a, i, CHAIR_AI);
        }
}

static void start_game(app *a)
{
    char err[200];
    table_config *t = &setup_of(a)->table;
    if (!t->fixed_seed)
        t->seed = ((uint64_t)SDL_GetPerformanceCounter() << 16) ^ (uint64_t)time(NULL);
    int styles[VILLAGE_MAX_PLAYERS];
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
        styles[i] = chair_style(t, i); /* the styles shown are the styles played */
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++)
        t->ai_style[i] = styles[i];
    if (game_start_new(a, &setup_of(a)->table, err, sizeof err)) {
        app_switch(a, SCENE_GAME);
        return;
    }
    snprintf(a->shared->menu.message, sizeof a->shared->menu.message, "%s", err);
}

/* An unfinished game is not replaced without asking (replace_question.c). */
static void play(app *a)
{
    if (replace_question_needed(a))
        setup_of(a)->replace_asking = true;
    else
        start_game(a);
}

static void answer_replace(app *a, int id)
{
    setup_of(a)->replace_asking = false;
    if (id == REPLACE_KEEP)
        game_keep_unfinished(game_opener_of(a));
    if (id == REPLACE_KEEP || id == REPLACE_DISCARD)
        start_game(a);
}

/* A chair made Empty by keys has nothing left to set, and its row shrinks
 * to Empty, Human and Computer, so the next Tab said the same chair's
 * Human, which an Enter by habit made a player again. The ring moves on to
 * the first choice already made after the row (the next chair's kind, or
 * after the last chair the starting player), where Enter changes nothing
 * and is heard "already chosen"; the move is said after the choice. */
static void ring_past_emptied_chair(app *a, int chair)
{
    menu_state *ms = &a->shared->menu;
    if (!ms->keys)
        return;
    menu m;
    build_menu(a, &m);
    int next_row = ID_CHAIR + (chair + 1) * CHAIR_IDS;
    for (int i = 0; i < m.count; i++) {
        const menu_item *it = &m.items[i];
        bool after = chair + 1 < VILLAGE_MAX_PLAYERS ? it->id >= next_row : it->id < ID_CHAIR;
        if (after && it->selected && it->enabled && !it->field) {
            ms->hover = i;
            scene_say_menu_item_next(a, it);
            return;
        }
    }
}

static bool empties_a_chair(int id)
{
    return id >= ID_CHAIR && (id - ID_CHAIR) % CHAIR_IDS == CHAIR_EMPTY;
}

static void on_click(app *a, int id)
{
    if (id >= REPLACE_KEEP && id <= REPLACE_CANCEL) {
        answer_replace(a, id);
        return;
    }
    if (id != ID_SEED_FIELD && (id < ID_CHAIR || (id - ID_CHAIR) % CHAIR_IDS != CHAIR_NAME))
        a->shared->menu.focus = -1;
    if (id >= ID_CHAIR)
        chair_action(a, id);
    else if (id == ID_FILL)
        fill_with_ai(a);
    else if (id >= ID_START_RANDOM && id <= ID_START_RANDOM + 4)
        setup_of(a)->table.start_chair = id - ID_START_RANDOM - 1;
    else if (id == ID_SEED_RANDOM)
        setup_of(a)->table.fixed_seed = false;
    else if (id == ID_SEED_FIELD)
        a->shared->menu.focus = FOCUS_SEED;
    else if (id == ID_BACK)
        app_switch(a, SCENE_TITLE);
    else if (id == ID_PLAY)
        play(a);
    if (a->shared->menu.focus >= 0)
        SDL_StartTextInput();
    else
        SDL_StopTextInput();
    /* A choice made by keys is heard made ("Chair 2: Hard, selected"). */
    if (a->scene == SCENE_SETUP && !setup_of(a)->replace_asking && id != ID_BACK && id != ID_PLAY)
        scene_say_ringed(a);
    if (a->scene == SCENE_SETUP && empties_a_chair(id))
        ring_past_emptied_chair(a, (id - ID_CHAIR) / CHAIR_IDS);
}

static void type_text(app *a, const char *text)
{
    if (a->shared->menu.focus == FOCUS_SEED) {
        for (; *text; text++)
            if (*text >= '0' && *text <= '9' && setup_of(a)->table.seed < 100000000000000000ull) {
                setup_of(a)->table.seed =
                    (setup_of(a)->table.fixed_seed ? setup_of(a)->table.seed * 10 : 0) +
                    (uint64_t)(*text - '0');
                setup_of(a)->table.fixed_seed = true;
            }
        return;
    }
    char *name = setup_of(a)->table.chairs[a->shared->menu.focus].name;
    size_t n = strlen(name), add = strlen(text);
    if (n + add < VILLAGE_SEAT_NAME_MAX)
        memcpy(name + n, text, add + 1);
}

static void erase_char(app *a)
{
    if (a->shared->menu.focus == FOCUS_SEED) {
        setup_of(a)->table.seed /= 10;
        if (setup_of(a)->table.seed == 0)
            setup_of(a)->table.fixed_seed = false;
        return;
    }
    char *name = setup_of(a)->table.chairs[a->shared->menu.focus].name;
    size_t n = strlen(name);
    while (n > 0 && ((unsigned char)name[n - 1] & 0xC0) == 0x80)
        n--; /* UTF-8 continuation bytes */
    name[n > 0 ? n - 1 : 0] = '\0';
}

static void on_key(app *a, SDL_Keycode k)
{
    if (a->shared->menu.focus >= 0 && k == SDLK_BACKSPACE)
        erase_char(a);
    else if (a->shared->menu.focus >= 0 &&
             (k == SDLK_RETURN || k == SDLK_TAB || k == SDLK_ESCAPE)) {
        a->shared->menu.focus = -1;
        SDL_StopTextInput();
    } else if (k == SDLK_ESCAPE)
        app_switch(a, SCENE_TITLE);
}

static void setup_event(app *a, const SDL_Event *e)
{
    if (setup_of(a)->replace_asking && e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        setup_of(a)->replace_asking = false; /* Escape cancels: the safe answer */
        return;
    }
    int id = scene_menu_clicked_start(a, e, -1, ID_PLAY); /* Start: play */
    if (id >= 0)
        on_click(a, id);
    else if (e->type == SDL_TEXTINPUT && a->shared->menu.focus >= 0)
        type_text(a, e->text.text);
    else if (e->type == SDL_KEYDOWN)
        on_key(a, e->key.keysym.sym);
}

/* One line of the setup's words at the screen's size, its middle at
 * 'mid_y'; smaller only where 'room' is too narrow (the layout leaves
 * every label its room). */
static void label(gfx *canvas, float size, SDL_Color c, float x, float mid_y, float room,
                  const char *words)
{
    float w = gfx_text_width(canvas, FONT_BOLD, size, words);
    float fit = w > room ? size * room / w : size;
    gfx_text(canvas, FONT_BOLD, fit, c, x, mid_y - fit * 0.64f, ALIGN_LEFT, words);
}

/* Why the game cannot start: right of Fill, or right of the rows below
 * where it needs more lines, wrapped at the screen's size; a step smaller
 * at a time only where even there its lines would reach Back. */
static void draw_note(app *a, const setup_layout *l, const char *words)
{
    float size = l->text;
    const SDL_FRect *at = &l->note[0];
    if (gfx_wrapped_height(&a->gfx, FONT_BODY, size, at->w, words) > at->h)
        at = &l->note[1];
    while (size > 12 && gfx_wrapped_height(&a->gfx, FONT_BODY, size, at->w, words) > at->h)
        size -= 1;
    gfx_text_wrapped(&a->gfx, FONT_BODY, size, COLOUR_WARNING, at->x, at->y, at->w, words);
}

static void draw_labels(app *a)
{
    gfx *canvas = &a->gfx;
    setup_layout l = setup_layout_for(a);
    char chair[64];
    for (int i = 0; i < VILLAGE_MAX_PLAYERS; i++) {
        snprintf(chair, sizeof chair, "%s %d", TR(&a->i18n, "setup.chair"), i + 1);
        float y = setup_chair_y(&l, i);
        label(canvas, l.text, COLOUR_INK, l.label_x, y + l.button_h / 2, l.label_room, chair);
        if (!l.level_heading && setup_of(a)->table.chairs[i].kind == CHAIR_AI)
            label(canvas, l.text, COLOUR_INK_SOFT, l.label_x, y + l.level_dy + l.button_h / 2,
                  l.label_room, TR(&a->i18n, "setup.level.row"));
    }
    /* Column headings stand on the first row's top edge; the levels' only
     * when the levels stand in the first line, under it. */
    if (l.level_heading)
        label(canvas, l.text, COLOUR_INK_SOFT, l.level_x[0], l.heading_mid,
              l.name_x - 10 - l.level_x[0], TR(&a->i18n, "setup.level"));
    label(canvas, l.text, COLOUR_INK_SOFT, l.name_x, l.heading_mid, l.name_w + 10,
          TR(&a->i18n, "setup.name"));
    label(canvas, l.text, COLOUR_INK_SOFT, l.colours_x, l.heading_mid,
          PANEL.x + PANEL.w - l.colours_x - 40, TR(&a->i18n, "setup.colour"));
    label(canvas, l.text, COLOUR_INK, l.row_label_x, l.start_random.y + l.start_random.h / 2,
          l.row_label_room, TR(&a->i18n, "setup.start"));
    label(canvas, l.text, COLOUR_INK, l.row_label_x, l.seed_random.y + l.seed_random.h / 2,
          l.row_label_room, TR(&a->i18n, "setup.seed"));
    if (a->shared->menu.message[0])
        draw_note(a, &l, a->shared->menu.message);
    else if (!can_start(&setup_of(a)->table))
        draw_note(a, &l, TR(&a->i18n, "setup.need_two"));
}

static void draw_colour_markers(app *a, const menu *m)
{
    for (int i = 0; i < m->count; i++) {
        int id = m->items[i].id;
        int what = (id - ID_CHAIR) % CHAIR_IDS;
        if (id < ID_CHAIR || what < CHAIR_COLOUR || what >= CHAIR_NAME)
            continue;
        int colour = what - CHAIR_COLOUR;
        char name[32];
        snprintf(name, sizeof name, "marker.%s", gfx_player_colour_key(colour));
        const SDL_FRect *r = &m->items[i].rect;
        gfx_draw_centered(&a->gfx, name, r->x + r->w / 2, r->y + r->h / 2 - 2, 1.5f);
    }
}

/* The keys or buttons band stands in the gap between Back and "Start the
 * game": in the screen's corner it covered the panel's edge at 150 %. */
static int setup_prompts(app *a, int actions[], int max)
{
    (void)a, (void)actions, (void)max;
    return 0;
}

static void draw_prompts(app *a, const menu *m)
{
    const SDL_FRect *back = NULL, *play = NULL;
    for (int i = 0; i < m->count; i++) {
        if (m->items[i].id == ID_BACK)
            back = &m->items[i].rect;
        if (m->items[i].id == ID_PLAY)
            play = &m->items[i].rect;
    }
    if (!back || !play)
        return;
    int actions[PROMPTS_MAX], count = app_menu_prompts(actions, PROMPTS_MAX);
    float right = play->x - 20, left = back->x + back->w + 20;
    app_draw_prompts_at(a, actions, count, right, play->y + play->h, right - left);
}

static void setup_draw(app *a)
{
    scene_backdrop(a, &PANEL);
    widget_heading(&a->gfx, TR(&a->i18n, "setup.title"), 960, 80, 56);
    draw_labels(a);
    menu m;
    bool asking = setup_of(a)->replace_asking;
    setup_of(a)->replace_asking = false; /* the table under the question */
    build_menu(a, &m);
    setup_of(a)->replace_asking = asking;
    scene_menu_draw_items(a, &m);
    draw_colour_markers(a, &m);
    if (asking) {
        replace_question_draw(a);
    } else {
        draw_prompts(a, &m);
        scene_menu_draw_tip(a, &m);
    }
}

static void setup_leave(app *a)
{
    SDL_StopTextInput();
    a->shared->menu.focus = -1;
}

const scene SCENE_SETUP_TABLE = {
    .enter = setup_enter,
    .handle_event = setup_event,
    .draw = setup_draw,
    .leave = setup_leave,
    .build_menu = build_menu,
    .prompts = setup_prompts,
    .state_size = sizeof(setup_state),
};
