/* The animation view (game_view.c): what is drawn, lagging behind the session. */
#ifndef VILLAGE_SCENES_GAME_GAME_VIEW_H
#define VILLAGE_SCENES_GAME_GAME_VIEW_H

#include "scenes/game/move_news.h"
#include "app/audio.h"
#include "scenes/game/part_view.h"

typedef struct flight {
    char sprite[48];
    float x0, y0, x1, y1;
    float delay, duration, elapsed;
    float scale0, scale1, arc;
    bool fade_out;
} flight;

/* The animation view (game_view.c): what is drawn, lagging behind the
 * session's state while the events of the last moves play. */
typedef struct anim_view {
    village_state shown;
    bool member_hidden[VILLAGE_MAX_PLAYERS][VILLAGE_MEMBERS_PER_PLAYER];
    village_events pending;
    int pending_next;
    double event_timer; /* time left for the current event */
    double event_duration;
    bool event_open; /* current event begun, not ended */
    flight flights[FLIGHTS_MAX];
    int flight_count;
    char banner[160];
    double banner_left;   /* shown while the move is; gone when the next decision starts */
    char banner_area[24]; /* layout anchor of the area the banner names, "" for none */
    bool black_bag_open;
    int time_player; /* lifetime marker stepping: player or -1 */
    float time_from, time_to, time_progress;
} anim_view;

/* game_view.c: the animation writes its part (anim_view), following the
 * session's state, and plays its sounds */
void view_snap(anim_view *v, const session *s); /* the table as it stands, at once */
/* The first round's cubes fly out of the green bag, as at a real table. */
void view_seed_first_round(anim_view *v, const part_view *pv, const session *s, audio *sound);
void view_start_events(anim_view *v, const part_view *pv, const session *s, audio *sound,
                       const village_events *ev);
void view_update(anim_view *v, const part_view *pv, const session *s, audio *sound, double dt);
bool view_busy(const anim_view *v);
void view_finish(anim_view *v, const session *s); /* the animation skipped */
void view_draw_flights(const anim_view *v, const part_view *pv);
/* The table as the animation shows it now. */
void view_look(const anim_view *v, table_look *out);

/* The animation's listener (move_news.h; part: the anim_view): the move's
 * events fly and land. */
void view_heard(void *part, const move_news *news);

#endif
