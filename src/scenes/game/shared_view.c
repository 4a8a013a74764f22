/* The game's table and words for other scenes: any position of the game in
 * progress drawn as it stands, read-only (the review's replay), and moves
 * and analysis reasons told in the player's language (hints and the review
 * word them alike). The game scene's own drawing and naming code does the
 * work, so a replayed position looks exactly like the table did. */
#include <ctype.h>
#include <stdio.h>

#include "scenes/game/game.h"
#include "scenes/game/game_save.h"
#include "scenes/game/game_ui.h"
#include "village/board.h"
#include "scenes/game/board_draw.h"

void game_draw_table(app *a, const village_state *s)
{
    const game_ui *g = a->shared->game;
    if (!g)
        return;
    part_view v = game_part_view(a);
    table_look look = {.state = s, .time_player = -1};
    SDL_FRect full = gfx_canvas_rect(v.canvas);
    gfx_image(v.canvas, "table", &full);
    board_keep_words_clear(v.canvas);
    gfx_image(v.canvas, "board", layout_find(&v.canvas->layout, "board"));
    farmyards_draw_boards(&v, g->session);
    farmyards_draw(&v, g->session, &look);
    board_draw(&v, g->session, &look);
    farmyards_draw_markers(&v, g->session, &look);
}

void game_move_label(const table_words *words, const village_state *before, const village_move *m,
                     char *out, size_t size)
{
    move_path p;
    steps_for_move(words, before, m, &p);
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; i < p.count && n + 1 < size; i++) {
        int put = snprintf(out + n, size - n, "%s%s", i ? " › " : "", p.steps[i].label);
        n = put < 0 ? n : n + (size_t)put;
    }
    if (!out[0])
        table_move_describe(words, before, m, out, size);
}

/* The points a reason's value stands for, where the wording names them. */
static int reason_points(int code, int value)
{
    const village_board *b = &village_board_data;
    if (code == VILLAGE_REASON_MARKS_CITY && value >= 0 && value <= VILLAGE_CITY_MARKERS)
        return b->score_travel[value];
    if (code == VILLAGE_REASON_CLIMBS_COUNCIL && value >= 1 && value <= VILLAGE_COUNCIL_STAGES)
        return b->score_council[value - 1];
    return 0;
}

/* Crafts, goods and spaces are named from the catalogue rather than by
 * number; a count takes the catalogue's singular or plural (<key>.one,
 * <key>.other) where it has both. */
void game_reason_text(const table_words *w, int code, int value, char *out, size_t size)
{
    char key[64];
    const char *name = village_reason_name(code);
    int n = snprintf(key, sizeof key, "reason.");
    for (size_t i = 0; name[i] && (size_t)n + 1 < sizeof key; i++)
        key[n++] = (char)tolower((unsigned char)name[i]);
    key[n] = '\0';
    if (code == VILLAGE_REASON_CLIMBS_COUNCIL && value == 1)
        snprintf(key + n, sizeof key - (size_t)n, ".enter"); /* stage 1 scores nothing */
    char filled[48], points[16], counted[sizeof key + 8];
    snprintf(points, sizeof points, "%d", reason_points(code, value));
    snprintf(counted, sizeof counted, "%s.one", key);
    if (i18n_has(w->cat, counted)) {
        i18n_plural(w->cat, out, size, key, value, (const char *const[]){points, NULL});
        return;
    }
    if (code == VILLAGE_REASON_TRAINS_CRAFTSMAN)
        snprintf(filled, sizeof filled, "%s", table_name_building(w, value));
    else if (code == VILLAGE_REASON_MAKES_GOOD)
        snprintf(filled, sizeof filled, "%s", table_name_good(w, value));
    else if (code == VILLAGE_REASON_TAKES_ACTION)
        snprintf(filled, sizeof filled, "%s", table_name_space(w, value));
    else
        snprintf(filled, sizeof filled, "%d", value);
    i18n_format(w->cat, out, size, key, (const char *const[]){filled, points, NULL});
}

bool game_keep_review(game_opener at, const village_stored_review *review)
{
    game_ui *g = *at.game;
    if (!g || !session_set_review(g->session, review))
        return false;
    game_save_at(&at); /* opening the review again is instant, also after Continue */
    return true;
}
