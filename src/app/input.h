/* The player's actions and the devices that give them (issue 31). One table
 * says, for each action, the keyboard key that does it and the game
 * controller's button that does it; a controller's press is delivered to the
 * scene as that action's key, so the scenes handle one set of keys and a
 * controller can do nothing a keyboard cannot. The last device used decides
 * which glyphs the on-screen prompts show (ui/glyphs.h); the mouse shows none. */
#ifndef VILLAGE_APP_INPUT_H
#define VILLAGE_APP_INPUT_H

#include <SDL.h>
#include <stdbool.h>

#include "catalogue/i18n.h"
#include "ui/glyphs.h"

typedef enum app_action {
    ACTION_LEFT,
    ACTION_RIGHT,
    ACTION_UP,
    ACTION_DOWN,
    ACTION_CHOOSE,
    ACTION_BACK,
    ACTION_NEXT_AREA,
    ACTION_PREVIOUS_AREA,
    ACTION_MENU,
    ACTION_HINT,
    ACTION_UNDO,
    ACTION_RULES,
    ACTION_LOG,
    ACTION_PAGE_UP,
    ACTION_PAGE_DOWN,
    ACTION_MOVE, /* the four directions together: a prompt's, no key of its own */
    ACTIONS
} app_action;

typedef enum input_device { INPUT_MOUSE, INPUT_KEYBOARD, INPUT_CONTROLLER } input_device;

enum { INPUT_CONTROLLERS_MAX = 8 };

typedef struct open_controller {
    SDL_GameController *pad;
    SDL_JoystickID id;
    glyph_family family;
} open_controller;

/* What the app knows of the input devices (input.c and controllers.c write it). */
typedef struct app_input {
    input_device device; /* the last one used: its glyphs show */
    glyph_family family; /* the last controller's family (GLYPHS_KEYBOARD: none yet) */
    open_controller open[INPUT_CONTROLLERS_MAX];
    int open_count;
    /* A direction held on a D-pad or a stick repeats (-1: none held). */
    int held;
    SDL_JoystickID held_by;
    bool held_on_stick;
    double repeat_at;     /* app clock of the next repeat */
    bool trigger_down[2]; /* left, right: pressed past the threshold */
    int stick_direction;  /* the left stick's direction now, -1 inside the dead zone */
    bool on_steam_deck;   /* decided at start (controllers.c) */
} app_input;

/* The key and modifiers that do an action (false for ACTION_MOVE). */
bool input_action_key(app_action action, SDL_Keycode *key, Uint16 *mod);
/* The action a controller button does, or -1. */
int input_pad_action(SDL_GameControllerButton button);
/* The glyph that shows an action on the device in use; a key's name is the
 * catalogue's ("keys.<name>": "Intro" in Spanish). */
glyph input_action_glyph(const app_input *in, app_action action, const i18n *words);
/* The name of the action's key or button on the device in use, for a
 * sentence ("Rules: Market (F1)", "(View)" with a controller in hand). */
const char *input_action_words(const app_input *in, app_action action, const i18n *words);
/* What the action does, in the catalogue's words ("controls.<action>"). */
const char *input_action_label(app_action action, const i18n *words);
/* Whether prompts show: after a key or a controller's button, not after the mouse. */
bool input_shows_prompts(const app_input *in);

#endif
