/* The rules scene: a contents page of topics and one illustrated page per
 * topic (src/scenes/rules/), with previous/next, arrow keys and Esc. The
 * page shown is the scene's own state (rules_state). */
#include <stdio.h>

#include "scenes/common.h"
#include "scenes/game/game.h"
#include "scenes/rules/rules_draw.h"

enum { ID_CONTENTS, ID_PREV, ID_NEXT, ID_BACK, ID_TRY, ID_TOPIC = 100 };

static const SDL_FRect PANEL = {120, 20, 1680, 1040};
static const float TILE_W = 500, TILE_H = 96;

typedef struct rules_state {
    rules_topic shown;    /* set on every enter */
    bool opened_at_topic; /* Esc leaves at once rather than going to the contents */
    bool topic_pending;   /* set by rules_open_topic for the next enter */
    rules_text_log text_log;
    /* The lesson of each page ("Try it"), looked up when the scene opens. */
    int lesson_of[RULES_TOPIC_COUNT];
} rules_state;

static rules_state *rules_of(const app *a)
{
    return app_scene_state(a, SCENE_RULES);
}

static SDL_FRect tile_rect(int t)
{
    return (SDL_FRect){180 + (t % 3) * (TILE_W + 30), 150 + (t / 3) * (TILE_H + 16), TILE_W,
                       TILE_H};
}

static const char *title_key(rules_topic t, char *key, size_t size)
{
    snprintf(key, size, "rules.%s.title", rules_topic_id(t));
    return key;
}

static void build_menu(app *a, menu *m)
{
    const rules_state *st = rules_of(a);
    m->count = 0;
    char key[48];
    if (st->shown == RULES_TOPIC_CONTENTS)
        for (int t = 0; t < RULES_TOPIC_COUNT; t++) {
            SDL_FRect r = tile_rect(t);
            menu_add(m, r.x, r.y, r.w, r.h, TR(&a->i18n, title_key(t, key, sizeof key)),
                     ID_TOPIC + t);
        }
    else
        menu_add(m, 180, 968, 260, 56, TR(&a->i18n, "rules.contents"), ID_CONTENTS);
    if (st->shown != RULES_TOPIC_CONTENTS && st->lesson_of[st->shown] >= 0)
        menu_add(m, 460, 968, 240, 56, TR(&a->i18n, "rules.try"), ID_TRY);
    menu_add(m, 1000, 968, 220, 56, TR(&a->i18n, "rules.prev"), ID_PREV)->enabled =
        st->shown != RULES_TOPIC_CONTENTS;
    menu_add(m, 1240, 968, 220, 56, TR(&a->i18n, "rules.next"), ID_NEXT)->enabled =
        st->shown + 1 < RULES_TOPIC_COUNT;
    menu_add(m, 1500, 968, 240, 56, TR(&a->i18n, "common.back"), ID_BACK);
}

void rules_open_topic(app *a, rules_topic t)
{
    rules_state *st = rules_of(a);
    st->shown = t >= 0 && t < RULES_TOPIC_COUNT ? t : RULES_TOPIC_CONTENTS;
    st->opened_at_topic = st->shown != RULES_TOPIC_CONTENTS;
    st->topic_pending = true;
    if (a->scene != SCENE_RULES)
        a->shared->back = (scene_id)a->scene;
    app_switch(a, SCENE_RULES);
}

rules_topic rules_current_topic(const app *a)
{
    const rules_state *st = rules_of(a);
    return st->shown;
}

const rules_text_log *rules_last_texts(const app *a)
{
    const rules_state *st = rules_of(a);
    return &st->text_log;
}

static void rules_enter(app *a)
{
    rules_state *st = rules_of(a);
    scene_menu_reset(a);
    a->shared->menu.message[0] = '\0';
    const char *topics[RULES_TOPIC_COUNT];
    for (int t = 0; t < RULES_TOPIC_COUNT; t++)
        topics[t] = rules_topic_id(t);
    game_lessons_for_topics(game_opener_of(a), topics, RULES_TOPIC_COUNT, st->lesson_of);
    if (!st->topic_pending) {
        st->shown = RULES_TOPIC_CONTENTS;
        st->opened_at_topic = false;
    }
    st->topic_pending = false;
}

/* One step back: a page reached from the contents returns there. */
static void go_back(app *a)
{
    rules_state *st = rules_of(a);
    if (st->shown != RULES_TOPIC_CONTENTS && !st->opened_at_topic)
        st->shown = RULES_TOPIC_CONTENTS;
    else
        app_switch(a, a->shared->back);
}

/* The page's lesson, alone: its Back returns to this page. */
static void try_lesson(app *a)
{
    const rules_state *st = rules_of(a);
    if (game_ask_before_leaving(a, GAME_LEAVE_NEW))
        return;
    char err[900];
    if (!game_start_lesson(game_opener_of(a), st->lesson_of[st->shown], false, err, sizeof err)) {
        snprintf(a->shared->menu.message, sizeof a->shared->menu.message, "%s", err);
        return;
    }
    app_switch(a, SCENE_GAME);
}

static void rules_event(app *a, const SDL_Event *e)
{
    rules_state *st = rules_of(a);
    menu m;
    build_menu(a, &m);
    int id;
    if (e->type == SDL_KEYDOWN) { /* the page keys first; the others ring the buttons */
        SDL_Keycode k = e->key.keysym.sym;
        id = k == SDLK_ESCAPE || scene_is_start_key(&e->key) ? ID_BACK
             : k == SDLK_RIGHT || k == SDLK_PAGEDOWN         ? ID_NEXT
             : k == SDLK_LEFT || k == SDLK_PAGEUP            ? ID_PREV
             : k == SDLK_HOME                                ? ID_CONTENTS
                                                             : scene_menu_event(a, &m, e);
    } else if (e->type == SDL_MOUSEBUTTONUP && e->button.button == SDL_BUTTON_RIGHT) {
        id = ID_BACK;
    } else {
        id = scene_menu_event(a, &m, e);
    }
    if (id == ID_TRY)
        try_lesson(a);
    else if (id == ID_BACK)
        go_back(a);
    else if (id == ID_CONTENTS)
        st->shown = RULES_TOPIC_CONTENTS;
    else if (id == ID_NEXT && st->shown + 1 < RULES_TOPIC_COUNT)
        st->shown++;
    else if (id == ID_PREV && st->shown != RULES_TOPIC_CONTENTS)
        st->shown--;
    else if (id >= ID_TOPIC && id < ID_TOPIC + RULES_TOPIC_COUNT)
        st->shown = (rules_topic)(id - ID_TOPIC);
}

static void heading(rules_pen *p, const char *key)
{
    SDL_FRect box = {180, 34, 1560, 70};
    rules_label(p, key, &box, FONT_TITLE, 50, COLOUR_INK, ALIGN_CENTER);
    SDL_FRect divider = {660, 108, 600, 12};
    gfx_nine_slice(&p->a->gfx, "ui.divider", &divider, 4);
}

static void draw_contents(rules_pen *p, const menu *m)
{
    app *a = p->a;
    heading(p, "rules.contents");
    char key[48];
    for (int t = 0; t < RULES_TOPIC_COUNT; t++) {
        SDL_FRect r = tile_rect(t);
        bool hover =
            a->shared->menu.hover >= 0 && m->items[a->shared->menu.hover].id == ID_TOPIC + t;
        rules_box(p, &r, hover ? COLOUR_GOLD_LIGHT : COLOUR_PARCHMENT_LIGHT);
        const sprite *icon = gfx_sprite(&a->gfx, rules_page_get(t)->icon);
        float scale = icon ? 60.0f / SDL_max(icon->w, icon->h) : 1;
        gfx_draw_centered(&a->gfx, rules_page_get(t)->icon, r.x + 50, r.y + r.h / 2, scale);
        SDL_FRect label = {r.x + 96, r.y, r.w - 110, r.h};
        rules_label(p, title_key(t, key, sizeof key), &label, FONT_BOLD, 26, COLOUR_INK,
                    ALIGN_LEFT);
    }
    SDL_FRect keys = {180, 740, 1560, 200};
    bool pad = a->input.device == INPUT_CONTROLLER; /* its buttons, not the keys */
    rules_paragraph(p, pad ? "rules.contents.pad" : "rules.contents.keys", &keys, 22, true);
}

static void draw_page(rules_pen *p)
{
    app *a = p->a;
    const rules_state *st = rules_of(a);
    const rules_page *page = rules_page_get(st->shown);
    char key[48], counter[32];
    heading(p, title_key(st->shown, key, sizeof key));
    /* The page's rule ids (page->rule_ids) stay in the data for developers:
     * a player has no use for "R-MKT-3". */
    rules_draw_blocks(p, page);
    snprintf(counter, sizeof counter, "%d / %d", st->shown + 1, RULES_TOPIC_COUNT);
    float size = gfx_ui(&a->gfx, 20);
    gfx_text(&a->gfx, FONT_BODY, size, COLOUR_INK_SOFT, 860, 996 - size * 0.7f, ALIGN_CENTER,
             counter);
    if (a->shared->menu.message[0]) /* a lesson that could not be read */
        gfx_text_wrapped(&a->gfx, FONT_BODY, 18, COLOUR_WARNING, 180, 880, 1560,
                         a->shared->menu.message);
}

/* The keys or buttons band stands where it covers neither a button nor the
 * help: on the contents page in the buttons' row left of Previous (the keys'
 * help fills the space above), on a topic's page right above the buttons,
 * below the page's content (RULES_CONTENT). */
static int rules_prompts(app *a, int actions[], int max)
{
    (void)a, (void)actions, (void)max;
    return 0;
}

static void draw_prompts(app *a, const menu *m)
{
    int actions[PROMPTS_MAX], count = app_menu_prompts(actions, PROMPTS_MAX);
    const SDL_FRect *prev = NULL, *back = NULL;
    for (int i = 0; i < m->count; i++) {
        if (m->items[i].id == ID_PREV)
            prev = &m->items[i].rect;
        if (m->items[i].id == ID_BACK)
            back = &m->items[i].rect;
    }
    if (!prev || !back)
        return;
    if (rules_of(a)->shown == RULES_TOPIC_CONTENTS)
        app_draw_prompts_at(a, actions, count, prev->x - 20, prev->y + prev->h,
                            prev->x - 20 - PANEL.x - 60);
    else /* the gap of RULES_CONTENT's foot to the buttons holds one row at 150 % */
        app_draw_prompts_at(a, actions, count, back->x + back->w, prev->y - 6,
                            back->x + back->w - PANEL.x - 60);
}

static void rules_draw(app *a)
{
    rules_state *st = rules_of(a);
    scene_backdrop(a, &PANEL);
    st->text_log.count = st->text_log.dropped = st->text_log.too_wide = 0;
    st->text_log.first_too_wide[0] = '\0';
    rules_pen pen = {a, &st->text_log};
    menu m;
    build_menu(a, &m);
    if (st->shown == RULES_TOPIC_CONTENTS) {
        draw_contents(&pen, &m);
        for (int i = 0; i < m.count; i++)
            if (m.items[i].id < ID_TOPIC)
                widget_button(&a->gfx, &m.items[i], a->shared->menu.hover == i,
                              a->shared->menu.pressed == i);
    } else {
        draw_page(&pen);
        scene_menu_draw(a, &m);
    }
    draw_prompts(a, &m);
}

const scene SCENE_RULES_TABLE = {
    .enter = rules_enter,
    .handle_event = rules_event,
    .draw = rules_draw,
    .build_menu = build_menu,
    .prompts = rules_prompts,
    .state_size = sizeof(rules_state),
};
