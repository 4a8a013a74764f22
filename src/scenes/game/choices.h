/* The step-by-step choice of a move (choices.c): the person's part of a decision. */
#ifndef VILLAGE_SCENES_GAME_CHOICES_H
#define VILLAGE_SCENES_GAME_CHOICES_H

#include "scenes/game/move_news.h"
#include "scenes/game/move_steps.h"

/* An option shown to the person: the model's option of the same index, in words. */
typedef struct choice_option {
    int move; /* index into the model's paths, or -1 for an unavailable choice */
    bool enabled;
    uint8_t warning; /* table_warning: marked on the button, said in the detail */
    char label[96];
    const char *icon;
    int target;
    char reason[512];        /* why disabled, and for a privilege what it would do */
    char detail[DETAIL_MAX]; /* what it costs and gives (hover), and any warning first */
} choice_option;

/* The step-by-step choice of a move: the model (src/table) and its options
 * in words (choices.c; table/words.h says why an option is disabled). */
typedef struct chooser {
    table_chooser model;
    choice_option options[OPTIONS_MAX]; /* model.options, labelled */
    int option_count;
    size_t built_for; /* move count the chooser was built for */
    bool valid;
    int hover;   /* option under the mouse, -1 none */
    int pressed; /* option held down, -1 none */
} chooser;

/* The chooser built for the decision pending in s (nothing when it already is). */
void choices_rebuild(chooser *c, const session *s, const table_words *w);
void choices_reset(chooser *c);
/* The scene is shown again (back from the rules or settings): the steps the
 * person picked are kept when the decision is still the same. */
void choices_resume(chooser *c, const session *s, const table_words *w);
/* Hover, press and click on the option buttons; a click plays the click
 * sound and picks the option (true: the event was the chooser's). */
bool choices_event(const part_view *v, chooser *c, audio *sound, const SDL_Event *e);
bool choices_click_target(chooser *c, const table_words *w, int target);
/* Picks an option as its click would (the keyboard's Enter); false when it is not enabled. */
bool choices_pick(chooser *c, const table_words *w, int option);
/* Back one step: to the last step the person picked (single options skipped
 * on the way in are skipped again). */
void choices_back(chooser *c, const table_words *w);
bool choices_can_go_back(const chooser *c);
bool choices_option_rect(const part_view *v, const chooser *c, int option, SDL_FRect *out);
int choices_option_at(const part_view *v, const chooser *c, float x, float y);
bool choices_confirm(chooser *c, const table_words *w);
/* The move the person's steps decided, once: the scene plays it. */
bool choices_take_decision(chooser *c, village_move *out);

/* The chooser's listener (move_news.h; part: the chooser): a move played
 * ends the choice it was made with. */
void choices_heard(void *part, const move_news *news);

/* Width a button keeps free at its right for the warning mark ("!"). */
enum { WARNING_MARK_ROOM = 14 };

#endif
