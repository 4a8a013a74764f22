/* The preferences folder as one window's own: its lock taken at the start
 * (a second window on the folder is read-only and asks), and kept while
 * the game runs. A folder deleted under a running game (a player tidying
 * up, a cleaning tool) is made again and locked anew before the next write,
 * and the player is told so rather than shown a failed save's "free some
 * space" (docs/reliability.md). */
#include <stdio.h>
#include <string.h>

#include "app/app.h"
#include "platform/pref_dir.h"

/* Long enough to be read: the status line usually says three-second things. */
static const double TOLD_FOR_SECONDS = 15.0;
/* How often the loop looks: a deletion is caught between two moves too. */
static const double CHECK_EVERY_SECONDS = 1.0;

void app_take_prefs_lock(app *a)
{
    char why[1400];
    platform_lock_result got = platform_lock_take(&a->prefs_lock, a->pref_dir, why, sizeof why);
    if (got == PLATFORM_LOCK_BUSY) {
        fprintf(stderr, "village: another Village window uses %s; this one is read-only\n",
                a->pref_dir);
        a->read_only = true;
        a->second_window_asking = true;
    } else if (got == PLATFORM_LOCK_FAILED) {
        /* A lock that cannot be made at all (a read-only folder) is no other
         * window: the saves' own troubles will be shown where they happen. */
        fprintf(stderr, "village: cannot lock the preferences folder: %s\n", why);
    }
}

void app_keep_prefs_folder(app *a)
{
    a->prefs_checked_at = a->clock;
    if (!app_may_write_prefs(a))
        return;
    int error;
    platform_pref_dir_state state = platform_pref_dir_keep(a->pref_dir, &a->prefs_lock, &error);
    char text[sizeof a->status];
    switch (state) {
    case PLATFORM_PREF_DIR_KEPT:
        a->prefs_lost = false;
        return;
    case PLATFORM_PREF_DIR_MADE_AGAIN:
        fprintf(stderr, "village: the preferences folder %s was deleted; made again\n",
                a->pref_dir);
        a->prefs_lost = false;
        a->pref_dir_error = 0;
        app_set_status_for(a, TRF(&a->i18n, text, "status.pref_dir.made_again", a->pref_dir),
                           TOLD_FOR_SECONDS);
        return;
    case PLATFORM_PREF_DIR_TAKEN:
        fprintf(stderr,
                "village: the preferences folder %s was deleted and another window took it; "
                "this one is read-only now\n",
                a->pref_dir);
        a->read_only = true;
        app_set_status_for(a, TRF(&a->i18n, text, "status.pref_dir.taken", a->pref_dir),
                           TOLD_FOR_SECONDS);
        return;
    case PLATFORM_PREF_DIR_LOST:
        if (a->prefs_lost)
            return; /* said once; the autosave's banner stays meanwhile */
        a->prefs_lost = true;
        fprintf(stderr, "village: the preferences folder %s was deleted and cannot be made: %s\n",
                a->pref_dir, strerror(error));
        app_set_status_for(a, TRF(&a->i18n, text, "status.pref_dir.lost", a->pref_dir),
                           TOLD_FOR_SECONDS);
        return;
    }
}

void app_keep_prefs_folder_now_and_then(app *a)
{
    if (a->clock - a->prefs_checked_at >= CHECK_EVERY_SECONDS)
        app_keep_prefs_folder(a);
}
