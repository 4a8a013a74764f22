/* Fuzz target: the string catalogues' reader (src/catalogue/i18n.c,
 * i18n_load_text, without I/O). Any text is refused with a message, or
 * read into sorted entries, one for each line that is not blank, a comment
 * or skipped, whose keys are trimmed, hold no '=' and are found again by
 * i18n_get; every value, filled into buffers of any size, fits and, when
 * it and the arguments are UTF-8, stays UTF-8 (a cut never splits a
 * character). Used by libFuzzer (scripts/fuzz) and by the corpus replay in
 * ctest (replay_main.c). */
#define _POSIX_C_SOURCE 200809L /* strnlen */

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "catalogue/i18n.h"
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

/* Whether s is well-formed UTF-8 (no overlong forms or surrogates needed:
 * the property is that a cut keeps what was whole). */
static bool is_utf8(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        int more = -1; /* continuation bytes after the lead byte */
        if (*p < 0x80)
            more = 0;
        else if ((*p & 0xE0) == 0xC0)
            more = 1;
        else if ((*p & 0xF0) == 0xE0)
            more = 2;
        else if ((*p & 0xF8) == 0xF0)
            more = 3;
        if (more < 0)
            return false;
        p++;
        for (int i = 0; i < more; i++, p++)
            if ((*p & 0xC0) != 0x80)
                return false;
    }
    return true;
}

/* The lines of text (up to its first NUL, as the reader sees it) that hold
 * something: not blank after trimming, not a comment. */
static int lines_with_content(const char *text)
{
    int n = 0;
    for (const char *line = text; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        size_t i = 0;
        while (i < len && is_blank(line[i]))
            i++;
        size_t last = len;
        while (last > i && is_blank(line[last - 1]))
            last--;
        if (last > i && line[i] != '#')
            n++;
        line = end ? end + 1 : NULL;
    }
    return n;
}

/* The i-th entry, whose neighbours share its key when it is repeated. */
static void check_entry(const i18n *c, int i)
{
    const i18n_entry *e = &c->entries[i];
    size_t k = strlen(e->key);
    FUZZ_CHECK(k > 0, "an empty key");
    FUZZ_CHECK(!strchr(e->key, '=') && !strchr(e->key, '\n'), "a key holding '=' or a line break");
    FUZZ_CHECK(!is_blank(e->key[0]) && !is_blank(e->key[k - 1]) && e->key[0] != '#',
               "an untrimmed key or a comment read as a key: \"%s\"", e->key);
    size_t v = strlen(e->value);
    FUZZ_CHECK(v == 0 || (!is_blank(e->value[0]) && !is_blank(e->value[v - 1])),
               "an untrimmed value for %s", e->key);
    FUZZ_CHECK(!strstr(e->value, "\\n"), "an escaped line break left in %s", e->key);
    FUZZ_CHECK(i18n_has(c, e->key), "key %s not found", e->key);
    /* Any entry of a repeated key may answer; sorted, they are neighbours. */
    bool repeated = (i > 0 && strcmp(c->entries[i - 1].key, e->key) == 0) ||
                    (i + 1 < c->count && strcmp(c->entries[i + 1].key, e->key) == 0);
    FUZZ_CHECK(repeated || i18n_get(c, e->key) == e->value,
               "key %s looks up a value that is not its own", e->key);

    static const char *const args[] = {"Ana", "gr\xC3\xBCn \xE2\x82\xAC", "\xF0\x9F\x90\x84", NULL};
    static const size_t sizes[] = {1, 2, 3, 5, 8, 33, 4096};
    bool whole = is_utf8(e->value);
    char out[4096];
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
        /* No end written would leave no NUL (the whole buffer: too slow). */
        memset(out, 'x', sizes[s] < 64 ? sizes[s] : 64);
        out[sizes[s] - 1] = 'x';
        i18n_fill(out, sizes[s], e->value, args);
        size_t n = strnlen(out, sizes[s]);
        FUZZ_CHECK(n < sizes[s], "a filled %s overran a buffer of %zu", e->key, sizes[s]);
        FUZZ_CHECK(!whole || is_utf8(out), "%s filled into %zu bytes is not UTF-8", e->key,
                   sizes[s]);
        if (!strchr(e->value, '{') && v < sizes[s])
            FUZZ_CHECK(strcmp(out, e->value) == 0, "%s without placeholders changed", e->key);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > I18N_MAX_BYTES)
        return 0;
    char *text = malloc(size + 1); /* the reader takes a C string, and keeps it */
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    int expected = lines_with_content(text);
    i18n c = {0};
    char err[300];
    if (!i18n_load_text(&c, text, "xx", "xx.txt", err, sizeof err)) {
        FUZZ_CHECK(err[0] != '\0', "a refused catalogue without a message");
        FUZZ_CHECK(c.entries == NULL && c.text == NULL, "a refusal changed the catalogue");
        return 0;
    }
    FUZZ_CHECK(c.count > 0, "a catalogue accepted without entries");
    FUZZ_CHECK(c.count + c.skipped == expected,
               "%d entries and %d skipped lines, but %d lines hold something", c.count, c.skipped,
               expected);
    for (int i = 0; i < c.count; i++) {
        if (i > 0)
            FUZZ_CHECK(strcmp(c.entries[i - 1].key, c.entries[i].key) <= 0, "entries not sorted");
        check_entry(&c, i);
    }
    char out[256];
    i18n_plural(&c, out, sizeof out, c.entries[0].key, 1, NULL);
    i18n_plural(&c, out, sizeof out, c.entries[0].key, 2, (const char *const[]){"a", NULL});
    i18n_free(&c);
    return 0;
}
