/* Fuzz target: the settings file's reader (src/app/settings.c,
 * settings_from_text, which needs neither SDL nor I/O). Any text gives
 * settings whose every value is in its range and whose language code can
 * only name a file in i18n/; written back (settings_to_text) and read again
 * they are the same settings. Used by libFuzzer (scripts/fuzz) and by the
 * corpus replay in ctest (replay_main.c). */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/settings.h"
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool same_online(const online_choices *a, const online_choices *b)
{
    return a->xmpp == b->xmpp && strcmp(a->name, b->name) == 0 &&
           strcmp(a->listen, b->listen) == 0 && strcmp(a->address, b->address) == 0 &&
           strcmp(a->jid, b->jid) == 0 && strcmp(a->room, b->room) == 0 &&
           strcmp(a->server, b->server) == 0 && strcmp(a->ca_file, b->ca_file) == 0 &&
           strcmp(a->token, b->token) == 0 && strcmp(a->token_for, b->token_for) == 0;
}

static bool same(const settings *a, const settings *b)
{
    return strcmp(a->language, b->language) == 0 && a->fullscreen == b->fullscreen &&
           a->master_volume == b->master_volume && a->effects_volume == b->effects_volume &&
           a->music_volume == b->music_volume && a->anim_speed == b->anim_speed &&
           a->auto_apply == b->auto_apply && a->cube_symbols == b->cube_symbols &&
           a->hot_seat_handoff == b->hot_seat_handoff && a->hints == b->hints &&
           a->ui_scale == b->ui_scale && a->speech == b->speech &&
           a->speech_volume == b->speech_volume && a->speech_rate == b->speech_rate &&
           a->cue_volume == b->cue_volume && same_online(&a->online, &b->online);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 64 * 1024) /* settings_load's cap */
        return 0;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    settings s;
    settings_from_text(&s, text);
    free(text);
    FUZZ_CHECK(s.master_volume >= 0 && s.master_volume <= 100 && s.effects_volume >= 0 &&
                   s.effects_volume <= 100 && s.music_volume >= 0 && s.music_volume <= 100 &&
                   s.speech_volume >= 0 && s.speech_volume <= 100 && s.speech_rate >= 0 &&
                   s.speech_rate <= 100 && s.cue_volume >= 0 && s.cue_volume <= 100,
               "a volume out of range");
    FUZZ_CHECK(s.anim_speed >= 0 && s.anim_speed < SPEED_COUNT, "animation speed %d", s.anim_speed);
    bool offered = false;
    for (int i = 0; i < SETTINGS_UI_SCALE_COUNT; i++)
        offered = offered || s.ui_scale == SETTINGS_UI_SCALES[i];
    FUZZ_CHECK(offered, "a text size not offered: %d", s.ui_scale);
    FUZZ_CHECK(s.language[0] != '\0' && memchr(s.language, '\0', sizeof s.language),
               "no language code");
    for (const char *c = s.language; *c; c++)
        FUZZ_CHECK(isalnum((unsigned char)*c) || *c == '-' || *c == '_',
                   "a language code that could name another file: %s", s.language);
    char written[4096];
    int n = settings_to_text(&s, written, sizeof written);
    FUZZ_CHECK(n > 0 && (size_t)n < sizeof written, "settings written too long");
    settings back;
    settings_from_text(&back, written);
    FUZZ_CHECK(same(&s, &back), "settings written and read again differ:\n%s", written);
    return 0;
}
