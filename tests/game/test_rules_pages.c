/* The illustrated rules, driven through the real scene: every page is opened
 * from the contents by a click, in English and in Spanish; every catalogue
 * key a page draws exists in both catalogues, and every text fits its box
 * when measured with the game's fonts. Esc goes back one step, a topic
 * opened from elsewhere returns there, and the status line covers no button. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "game_driver.h"
#include "scenes/rules/rules_pages.h"
#include "village/board.h"
#include "scenes/rules/rules_book.h"
#include "scenes/scene.h"
#include "ui/widgets.h"

static void press_with(app *a, SDL_Keycode key, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.windowID = SDL_GetWindowID(a->window);
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = key;
    e.key.keysym.mod = mod;
    SDL_PushEvent(&e);
    driver_frames(a, 2);
}

static void press(app *a, SDL_Keycode key)
{
    press_with(a, key, KMOD_NONE);
}

static app *start(const char *name)
{
    app *a = driver_start_fresh(name);
    assert_non_null(a);
    return a;
}

static void open_from_title(app *a)
{
    assert_int_equal(a->scene, SCENE_TITLE);
    assert_true(driver_click_label(a, TR(&a->i18n, "title.rules"), 0));
    assert_int_equal(a->scene, SCENE_RULES);
    assert_int_equal(rules_current_topic(a), RULES_TOPIC_CONTENTS);
}

/* One line of text: its width with the font at the drawn size. */
static void assert_line_fits(app *a, const rules_text *t)
{
    TTF_Font *font = TTF_OpenFont(a->gfx.text.paths[t->role], (int)(t->size + 0.5f));
    assert_non_null(font);
    int w = 0, h = 0;
    assert_int_equal(TTF_SizeUTF8(font, t->text, &w, &h), 0);
    TTF_CloseFont(font);
    if (w > t->box.w + 0.5f)
        fail_msg("\"%s\" (%s) is %d px wide in a box of %.0f", t->text, t->key, w, t->box.w);
}

/* The rule ids (R-MKT-3 …) are for developers (docs/rules.md): a page
 * that printed them on every line of its foot said nothing to a player. */
static void assert_no_rule_ids_drawn(app *a, const char *where)
{
    const text_cache *t = &a->gfx.text;
    for (int i = 0; i < TEXT_CACHE_SLOTS; i++) {
        const text_entry *e = &t->entries[i];
        if (!e->string || e->last_used != t->frame)
            continue; /* not drawn in the last frame */
        for (const char *s = strstr(e->string, "R-"); s; s = strstr(s + 2, "R-"))
            if (s[2] >= 'A' && s[2] <= 'Z')
                fail_msg("%s shows a rule id: \"%s\"", where, e->string);
    }
}

static void assert_page_clean(app *a, const i18n *other, const char *where)
{
    assert_no_rule_ids_drawn(a, where);
    const rules_text_log *log = rules_last_texts(a);
    assert_true(log->count > 3);
    assert_int_equal(log->dropped, 0);
    if (log->too_wide)
        fail_msg("%s: the pictures of \"%s\" are wider than their strip", where,
                 log->first_too_wide);
    for (int i = 0; i < log->count; i++) {
        const rules_text *t = &log->texts[i];
        if (t->key[0]) {
            if (!i18n_has(&a->i18n, t->key) || !i18n_has(other, t->key))
                fail_msg("%s: key %s is missing from a catalogue", where, t->key);
        }
        if (t->wrapped) {
            float h = gfx_wrapped_height(&a->gfx, t->role, t->size, t->box.w, t->text);
            if (h > t->box.h)
                fail_msg("%s: %s needs %.0f px in a box of %.0f", where, t->key, h, t->box.h);
        } else {
            assert_line_fits(a, t);
        }
    }
}

static void visit_every_page(app *a, const char *language, const char *other_language)
{
    assert_true(app_set_language(a, language));
    i18n other = {0};
    char err[256];
    assert_true(i18n_load(&other, VILLAGE_TEST_DATA_DIR, other_language, err, sizeof err));
    driver_frames(a, 1);
    assert_page_clean(a, &other, "contents");
    for (int t = 0; t < RULES_TOPIC_COUNT; t++) {
        char key[64], where[96];
        snprintf(key, sizeof key, "rules.%s.title", rules_topic_id(t));
        assert_true(driver_click_label(a, TR(&a->i18n, key), 0));
        assert_int_equal(rules_current_topic(a), t);
        snprintf(where, sizeof where, "%s page %s", language, rules_topic_id(t));
        assert_page_clean(a, &other, where);
        press(a, SDLK_ESCAPE); /* one step: back to the contents */
        assert_int_equal(a->scene, SCENE_RULES);
        assert_int_equal(rules_current_topic(a), RULES_TOPIC_CONTENTS);
    }
    i18n_free(&other);
}

static void test_every_page_in_both_languages(void **unused)
{
    (void)unused;
    app *a = start("rules-pages");
    open_from_title(a);
    visit_every_page(a, "en", "es");
    visit_every_page(a, "es", "en");
    press(a, SDLK_ESCAPE); /* from the contents back to the title */
    assert_int_equal(a->scene, SCENE_TITLE);
    driver_stop(a);
}

static void test_arrow_keys_and_buttons_turn_pages(void **unused)
{
    (void)unused;
    app *a = start("rules-keys");
    open_from_title(a);
    for (int t = 0; t < RULES_TOPIC_COUNT; t++) {
        press(a, SDLK_RIGHT);
        assert_int_equal(rules_current_topic(a), t);
    }
    press(a, SDLK_RIGHT); /* the last page stays */
    assert_int_equal(rules_current_topic(a), RULES_TOPIC_COUNT - 1);
    press(a, SDLK_LEFT);
    assert_int_equal(rules_current_topic(a), RULES_TOPIC_COUNT - 2);
    assert_true(driver_click_label(a, TR(&a->i18n, "rules.prev"), 0));
    assert_int_equal(rules_current_topic(a), RULES_TOPIC_COUNT - 3);
    assert_true(driver_click_label(a, TR(&a->i18n, "rules.contents"), 0));
    assert_int_equal(rules_current_topic(a), RULES_TOPIC_CONTENTS);
    assert_true(driver_click_label(a, TR(&a->i18n, "common.back"), 0));
    assert_int_equal(a->scene, SCENE_TITLE);
    driver_stop(a);
}

/* The status line ("Text and panel size 115 %") shows for three seconds
 * where it covers none of the page's buttons: Previous and Next sit at the
 * foot of the canvas, where it used to be. */
static void assert_status_covers_no_button(app *a, const char *where)
{
    SDL_FRect box;
    float size;
    assert_true(app_status_box(a, &box, &size));
    static menu m;
    m.count = 0;
    scene_get(SCENE_RULES)->build_menu(a, &m);
    assert_true(m.count >= 3);
    for (int i = 0; i < m.count; i++) {
        const SDL_FRect *b = &m.items[i].rect;
        if (box.x < b->x + b->w && b->x < box.x + box.w && box.y < b->y + b->h &&
            b->y < box.y + box.h)
            fail_msg("%s: the status line %.0f,%.0f %.0fx%.0f covers \"%s\"", where, box.x, box.y,
                     box.w, box.h, m.items[i].label);
    }
    assert_true(box.y >= 0);
}

static void test_the_status_line_covers_no_page_button(void **unused)
{
    (void)unused;
    app *a = start("rules-status");
    open_from_title(a);
    press(a, SDLK_RIGHT); /* a page with Previous and Next */
    press(a, SDLK_RIGHT);
    for (int step = 0; step < 3; step++) {
        press_with(a, SDLK_EQUALS, KMOD_LCTRL);
        assert_status_covers_no_button(a, "a page, larger text");
    }
    press_with(a, SDLK_0, KMOD_LCTRL);
    assert_status_covers_no_button(a, "a page, text size reset");
    assert_true(driver_click_label(a, TR(&a->i18n, "rules.contents"), 0));
    press_with(a, SDLK_EQUALS, KMOD_LCTRL);
    assert_status_covers_no_button(a, "the contents");
    driver_stop(a);
}

static void test_a_topic_opens_by_its_id_and_returns(void **unused)
{
    (void)unused;
    for (int t = 0; t < RULES_TOPIC_COUNT; t++)
        assert_int_equal(rules_topic_from_id(rules_topic_id(t)), t);
    assert_int_equal(rules_topic_from_id("no such topic"), RULES_TOPIC_CONTENTS);
    app *a = start("rules-topic");
    rules_open_topic(a, rules_topic_from_id("market"));
    driver_frames(a, 2);
    assert_int_equal(a->scene, SCENE_RULES);
    assert_int_equal(rules_current_topic(a), RULES_TOPIC_MARKET);
    press(a, SDLK_ESCAPE); /* opened at a topic: Esc returns to the caller at once */
    assert_int_equal(a->scene, SCENE_TITLE);
    open_from_title(a); /* the title's Rules button starts at the contents again */
    driver_stop(a);
}

/* A strip that shows a customer served pays what that tile wants in the
 * rules data (board_data.c): each good and grain pictured after its arrow,
 * no more and no fewer. The market page once showed a customer wanting two
 * scrolls paid with an ox and a wagon. */
static void test_a_customer_pictured_is_paid_what_it_wants(void **unused)
{
    (void)unused;
    static const char *const goods[VILLAGE_GOODS] = {"good.scroll", "good.horse", "good.ox",
                                                     "good.plough", "good.wagon"};
    int checked = 0;
    for (int t = 0; t < RULES_TOPIC_COUNT; t++) {
        const rules_page *page = rules_page_get((rules_topic)t);
        for (int b = 0; page && b < RULES_PAGE_BLOCKS; b++) {
            const rules_block *bl = &page->blocks[b];
            int tile = -1;
            for (int i = 0; bl->kind == BLOCK_STRIP && i < RULES_STRIP_TOKENS; i++) {
                const rules_token *tk = &bl->tokens[i];
                int n = -1;
                if (tk->kind == TOKEN_SPRITE && sscanf(tk->text, "customer.%d", &n) == 1 &&
                    n >= 0 && n < VILLAGE_CUSTOMERS)
                    tile = n;
                if (tile < 0 || tk->kind != TOKEN_ARROW)
                    continue;
                /* What follows the arrow, up to the next arrow, is the payment. */
                int paid[VILLAGE_GOODS] = {0}, grain = 0;
                for (int j = i + 1; j < RULES_STRIP_TOKENS; j++) {
                    const rules_token *p = &bl->tokens[j];
                    if (p->kind == TOKEN_ARROW || p->kind == TOKEN_END)
                        break;
                    for (int g = 0; g < VILLAGE_GOODS; g++)
                        paid[g] += p->kind == TOKEN_SPRITE && strcmp(p->text, goods[g]) == 0;
                    grain += p->kind == TOKEN_SPRITE && strcmp(p->text, "grain") == 0;
                }
                const village_customer *c = &village_board_data.customers[tile];
                for (int g = 0; g < VILLAGE_GOODS; g++)
                    if (paid[g] != c->goods[g])
                        fail_msg("%s: customer.%d wants %d of %s, the picture pays %d", page->id,
                                 tile, c->goods[g], goods[g], paid[g]);
                assert_int_equal(grain, c->grain);
                checked++;
                tile = -1;
            }
        }
    }
    assert_true(checked > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_customer_pictured_is_paid_what_it_wants),
        cmocka_unit_test(test_every_page_in_both_languages),
        cmocka_unit_test(test_arrow_keys_and_buttons_turn_pages),
        cmocka_unit_test(test_a_topic_opens_by_its_id_and_returns),
        cmocka_unit_test(test_the_status_line_covers_no_page_button),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
