/* Issue 42: which voice speaks where a screen reader may run
 * (platform/speech_choice.h). The operating system's answers are faked: a
 * reader running or not, its route opening or not (no uiautomationcore, an
 * old Windows), the system's voice opening or not; the two routes are
 * memory voices, so the test hears which one each utterance went to. The
 * real table is Windows' (speech_windows.c); this is its decision. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "platform/speech.h"
#include "platform/speech_choice.h"

typedef struct fake_windows {
    bool reader; /* SPI_GETSCREENREADER */
    bool reader_opens, system_opens;
    platform_speech *reader_voice; /* the memory voices handed out, owned by the choice */
    platform_speech *system_voice;
    int reader_opened, system_opened; /* how often each route was opened */
} fake_windows;

static bool reader_running(void *ctx)
{
    return ((fake_windows *)ctx)->reader;
}

static platform_speech *open_reader(void *ctx, char *why, size_t why_size)
{
    fake_windows *w = ctx;
    w->reader_opened++;
    if (!w->reader_opens) {
        snprintf(why, why_size, "no UiaRaiseNotificationEvent");
        return NULL;
    }
    w->reader_voice = platform_speech_memory_new();
    return w->reader_voice;
}

static platform_speech *open_system(void *ctx, char *why, size_t why_size)
{
    fake_windows *w = ctx;
    w->system_opened++;
    if (!w->system_opens) {
        snprintf(why, why_size, "SAPI has no voice");
        return NULL;
    }
    w->system_voice = platform_speech_memory_new();
    return w->system_voice;
}

static platform_speech_routes routes_of(fake_windows *w)
{
    return (platform_speech_routes){w, reader_running, open_reader, open_system};
}

static long heard(const platform_speech *v)
{
    return v ? platform_speech_memory_total(v) : 0;
}

static const char *last(const platform_speech *v)
{
    long n = platform_speech_memory_count(v);
    return n ? platform_speech_memory_said(v, n - 1) : "";
}

/* A reader runs: every word goes to it, SAPI is never opened. */
static void a_running_reader_speaks_and_sapi_is_not_opened(void **unused)
{
    (void)unused;
    fake_windows w = {.reader = true, .reader_opens = true, .system_opens = true};
    platform_speech_routes routes = routes_of(&w);
    char why[200] = "";
    platform_speech *v = platform_speech_choice_new(&routes, why, sizeof why);
    assert_non_null(v);
    platform_speech_say(v, "Your decision.", PLATFORM_SPEECH_INTERRUPT);
    platform_speech_say(v, "Bea harvests.", PLATFORM_SPEECH_QUEUE);
    assert_int_equal(heard(w.reader_voice), 2);
    assert_string_equal(last(w.reader_voice), "Bea harvests.");
    assert_true(platform_speech_memory_interrupted(w.reader_voice, 0));
    assert_false(platform_speech_memory_interrupted(w.reader_voice, 1));
    assert_int_equal(w.system_opened, 0);
    assert_string_equal(platform_speech_choice_route(v), w.reader_voice->name);
    platform_speech_close(v);
}

/* No reader: SAPI speaks, and the reader's route is not even looked up. */
static void without_a_reader_sapi_speaks(void **unused)
{
    (void)unused;
    fake_windows w = {.reader = false, .reader_opens = true, .system_opens = true};
    platform_speech_routes routes = routes_of(&w);
    char why[200] = "";
    platform_speech *v = platform_speech_choice_new(&routes, why, sizeof why);
    assert_non_null(v);
    platform_speech_say(v, "Table setup", PLATFORM_SPEECH_INTERRUPT);
    assert_int_equal(heard(w.system_voice), 1);
    assert_int_equal(w.reader_opened, 0);
    platform_speech_close(v);
}

/* A reader runs but this Windows has no notifications (before 1709, or
 * wine's stub): SAPI speaks, and the route is not tried again each word. */
static void a_reader_without_notifications_falls_back_to_sapi(void **unused)
{
    (void)unused;
    fake_windows w = {.reader = true, .reader_opens = false, .system_opens = true};
    platform_speech_routes routes = routes_of(&w);
    char why[200] = "";
    platform_speech *v = platform_speech_choice_new(&routes, why, sizeof why);
    assert_non_null(v);
    for (int i = 0; i < 5; i++)
        platform_speech_say(v, "Harvest", PLATFORM_SPEECH_INTERRUPT);
    assert_int_equal(heard(w.system_voice), 5);
    assert_int_equal(w.reader_opened, 1);
    platform_speech_close(v);
}

/* The reader started and quit during the game: the words follow it, each
 * route opened once. */
static void the_words_follow_a_reader_started_and_quit(void **unused)
{
    (void)unused;
    fake_windows w = {.reader = false, .reader_opens = true, .system_opens = true};
    platform_speech_routes routes = routes_of(&w);
    char why[200] = "";
    platform_speech *v = platform_speech_choice_new(&routes, why, sizeof why);
    assert_non_null(v);
    platform_speech_say(v, "one", PLATFORM_SPEECH_QUEUE);
    w.reader = true; /* NVDA started */
    platform_speech_say(v, "two", PLATFORM_SPEECH_QUEUE);
    assert_int_equal(heard(w.system_voice), 1);
    assert_int_equal(heard(w.reader_voice), 1);
    assert_string_equal(last(w.reader_voice), "two");
    w.reader = false; /* NVDA quit */
    platform_speech_say(v, "three", PLATFORM_SPEECH_QUEUE);
    assert_int_equal(heard(w.system_voice), 2);
    assert_string_equal(last(w.system_voice), "three");
    assert_int_equal(w.reader_opened, 1);
    assert_int_equal(w.system_opened, 1);
    /* The loop's poll reaches both open voices. */
    assert_false(platform_speech_poll(v));
    assert_int_equal(platform_speech_memory_polls(w.reader_voice), 1);
    assert_int_equal(platform_speech_memory_polls(w.system_voice), 1);
    platform_speech_close(v);
}

/* Neither opens: no voice, and why says both reasons. */
static void no_voice_at_all_says_why(void **unused)
{
    (void)unused;
    fake_windows w = {.reader = true, .reader_opens = false, .system_opens = false};
    platform_speech_routes routes = routes_of(&w);
    char why[200] = "";
    assert_null(platform_speech_choice_new(&routes, why, sizeof why));
    assert_non_null(strstr(why, "no UiaRaiseNotificationEvent"));
    assert_non_null(strstr(why, "SAPI has no voice"));
}

/* The reader runs but SAPI is gone and the route cannot open: none. With
 * only the reader's route open and the reader quit, it still speaks there
 * rather than dropping the words. */
static void the_open_route_speaks_when_the_other_cannot(void **unused)
{
    (void)unused;
    fake_windows w = {.reader = true, .reader_opens = true, .system_opens = false};
    platform_speech_routes routes = routes_of(&w);
    char why[200] = "";
    platform_speech *v = platform_speech_choice_new(&routes, why, sizeof why);
    assert_non_null(v);
    w.reader = false;
    platform_speech_say(v, "still heard", PLATFORM_SPEECH_INTERRUPT);
    assert_int_equal(heard(w.reader_voice), 1);
    assert_int_equal(w.system_opened, 1);
    platform_speech_close(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(a_running_reader_speaks_and_sapi_is_not_opened),
        cmocka_unit_test(without_a_reader_sapi_speaks),
        cmocka_unit_test(a_reader_without_notifications_falls_back_to_sapi),
        cmocka_unit_test(the_words_follow_a_reader_started_and_quit),
        cmocka_unit_test(no_voice_at_all_says_why),
        cmocka_unit_test(the_open_route_speaks_when_the_other_cannot),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
