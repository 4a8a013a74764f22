/* Issue 42: the voices behind platform/speech.h. The memory voice keeps each
 * utterance in order with whether it interrupted, its oldest going once it
 * is full; the log voice writes one line per utterance and passes it (and
 * the loop's poll) on; no
 * call says empty text, and every call is safe on no voice at all. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "platform/speech.h"
#include "temp_folder.h"

static void test_the_memory_voice_keeps_what_it_was_told(void **unused)
{
    (void)unused;
    platform_speech *v = platform_speech_memory_new();
    assert_non_null(v);
    platform_speech_say(v, "Harvest, 2 pink cubes", PLATFORM_SPEECH_INTERRUPT);
    platform_speech_say(v, "", PLATFORM_SPEECH_QUEUE); /* nothing to say: not said */
    platform_speech_say(v, "Bruno took a pink cube.", PLATFORM_SPEECH_QUEUE);
    assert_int_equal(platform_speech_memory_count(v), 2);
    assert_string_equal(platform_speech_memory_said(v, 0), "Harvest, 2 pink cubes");
    assert_true(platform_speech_memory_interrupted(v, 0));
    assert_string_equal(platform_speech_memory_said(v, 1), "Bruno took a pink cube.");
    assert_false(platform_speech_memory_interrupted(v, 1));
    assert_string_equal(platform_speech_memory_said(v, 2), "");
    platform_speech_close(v);
}

static void test_a_full_memory_voice_lets_the_oldest_go(void **unused)
{
    (void)unused;
    platform_speech *v = platform_speech_memory_new();
    char line[32];
    for (int i = 0; i < 3000; i++) {
        snprintf(line, sizeof line, "line %d", i);
        platform_speech_say(v, line, PLATFORM_SPEECH_QUEUE);
    }
    long kept = platform_speech_memory_count(v);
    assert_true(kept > 0 && kept < 3000);
    assert_int_equal(platform_speech_memory_total(v), 3000);
    assert_string_equal(platform_speech_memory_said(v, kept - 1), "line 2999");
    snprintf(line, sizeof line, "line %ld", 3000 - kept);
    assert_string_equal(platform_speech_memory_said(v, 0), line);
    platform_speech_close(v);
}

static void test_the_log_voice_writes_each_utterance_and_passes_it_on(void **unused)
{
    (void)unused;
    char path[1024];
    assert_true(temp_folder_path(path, sizeof path, "said.txt"));
    platform_speech *inner = platform_speech_memory_new();
    platform_speech *v = platform_speech_log_new(path, inner);
    assert_non_null(v);
    platform_speech_set_rate(v, 80);
    platform_speech_set_volume(v, 120); /* clamped, passed on */
    platform_speech_set_language(v, "de");
    platform_speech_say(v, "Your turn.\nChoose a space.", PLATFORM_SPEECH_INTERRUPT);
    platform_speech_say(v, "A plague in Crafts.", PLATFORM_SPEECH_QUEUE);
    assert_int_equal(platform_speech_memory_count(inner), 2);
    assert_string_equal(platform_speech_memory_said(inner, 1), "A plague in Crafts.");
    assert_false(platform_speech_poll(v)); /* the poll reaches the inner voice */
    assert_int_equal(platform_speech_memory_polls(inner), 1);
    platform_speech_close(v); /* closes the inner voice too */
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char text[256] = "";
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    assert_string_equal(text, "> Your turn. Choose a space.\n  A plague in Crafts.\n");
}

static void test_a_log_in_a_missing_folder_is_refused(void **unused)
{
    (void)unused;
    char path[1024];
    assert_true(temp_folder_path(path, sizeof path, "no/such/folder/said.txt"));
    assert_null(platform_speech_log_new(path, NULL));
}

static void test_no_voice_is_safe_to_call(void **unused)
{
    (void)unused;
    platform_speech_say(NULL, "nobody hears this", PLATFORM_SPEECH_QUEUE);
    platform_speech_stop(NULL);
    platform_speech_set_rate(NULL, 50);
    platform_speech_set_volume(NULL, 50);
    platform_speech_set_language(NULL, "es");
    assert_false(platform_speech_poll(NULL));
    platform_speech_close(NULL);
    /* The system's voice is there or says why not; never both, never neither. */
    char why[200] = "";
    platform_speech *v = platform_speech_open_system(why, sizeof why);
    assert_true((v != NULL) != (why[0] != '\0'));
    platform_speech_close(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_memory_voice_keeps_what_it_was_told),
        cmocka_unit_test(test_a_full_memory_voice_lets_the_oldest_go),
        cmocka_unit_test(test_the_log_voice_writes_each_utterance_and_passes_it_on),
        cmocka_unit_test(test_a_log_in_a_missing_folder_is_refused),
        cmocka_unit_test(test_no_voice_is_safe_to_call),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
