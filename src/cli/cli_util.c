/* Option parsing, loading and printing shared by the commands. */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "platform/files.h"
#include "village/ai.h"
#include "village/board.h"

/* Messages quote arguments and files: control bytes and malformed UTF-8
 * become '?' so nothing raw (an escape sequence) reaches the terminal. */
void cli_error(const char *fmt, ...)
{
    char message[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    village_text_make_printable(message);
    fprintf(stderr, "village-cli: %s\n", message);
}

bool cli_is_help(const char *arg)
{
    return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0;
}

bool cli_option(int argc, char **argv, int *i, const char *name, const char **value)
{
    const char *arg = argv[*i];
    size_t n = strlen(name);
    if (strncmp(arg, name, n) != 0)
        return false;
    if (arg[n] == '=') {
        *value = arg + n + 1;
        return true;
    }
    if (arg[n] != '\0')
        return false;
    if (*i + 1 >= argc) {
        cli_error("%s needs a value", name);
        *value = NULL;
        return true;
    }
    *value = argv[++*i];
    return true;
}

bool cli_parse_int(const char *option, const char *text, long min, long max, long *out)
{
    if (!text)
        return false;
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || end == text || *end || v < min || v > max) {
        cli_error("%s: '%s' is not a whole number from %ld to %ld", option, text, min, max);
        return false;
    }
    *out = v;
    return true;
}

bool cli_parse_u64(const char *option, const char *text, uint64_t *out)
{
    if (!text)
        return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 0);
    if (errno || end == text || *end || text[0] == '-') {
        cli_error("%s: '%s' is not a number from 0 to 2^64-1 (decimal or 0x hex)", option, text);
        return false;
    }
    *out = (uint64_t)v;
    return true;
}

bool cli_split_style(const char *option, char *word, int *style)
{
    char *slash = strchr(word, '/');
    *style = -1;
    if (!slash)
        return true;
    *slash = '\0';
    *style = village_ai_style_from_name(slash + 1);
    if (*style < 0)
        cli_error("%s: '%s' is not a style (balanced, chronicler, councillor, merchant)", option,
                  slash + 1);
    return *style >= 0;
}

bool cli_parse_seconds(const char *option, const char *text, double *out)
{
    if (!text)
        return false;
    char *end;
    double v = strtod(text, &end);
    if (end == text || *end || !isfinite(v) || v <= 0 || v > 3600) {
        cli_error("%s: '%s' is not a number of seconds above 0 and at most 3600", option, text);
        return false;
    }
    *out = v;
    return true;
}

static char *read_stream(FILE *f)
{
    size_t cap = 1 << 16, len = 0;
    char *text = malloc(cap + 1);
    while (text) {
        len += fread(text + len, 1, cap - len, f);
        if (len < cap)
            break;
        char *grown = realloc(text, cap * 2 + 1);
        if (!grown)
            free(text);
        text = grown;
        cap *= 2;
    }
    if (text && (ferror(f) || memchr(text, '\0', len))) {
        free(text);
        return NULL;
    }
    if (text)
        text[len] = '\0';
    return text;
}

bool cli_load(const char *path, village_record *out)
{
    char err[512];
    if (strcmp(path, "-") != 0) {
        if (village_save_read_file(path, out, err, sizeof err))
            return true;
        cli_error("%s", err);
        return false;
    }
    char *text = read_stream(stdin);
    if (!text) {
        cli_error("cannot read a save from standard input");
        return false;
    }
    bool ok = village_save_from_json(text, out, err, sizeof err);
    free(text);
    if (!ok)
        cli_error("standard input: %s", err);
    return ok;
}

bool cli_print_save(const village_record *r)
{
    char *text = village_save_to_json(r);
    if (!text) {
        cli_error("out of memory");
        return false;
    }
    fputs(text, stdout);
    free(text);
    return true;
}

int cli_finish_output(int status)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        cli_error("cannot write the output: %s", strerror(errno));
        return status == CLI_OK ? CLI_ERROR : status;
    }
    return status;
}

const char *cli_decision_text(int phase)
{
    switch (phase) {
    case VILLAGE_PHASE_TURN:
        return "take a cube from an action space or use the well";
    case VILLAGE_PHASE_ACTION:
        return "perform the action of the space, or skip";
    case VILLAGE_PHASE_CHOOSE_CUBES:
        return "choose influence cubes from the supply";
    case VILLAGE_PHASE_PRIVILEGE:
        return "use a council privilege, or skip";
    case VILLAGE_PHASE_MARKET:
        return "serve a customer or pass (market day)";
    case VILLAGE_PHASE_DEATH:
        return "choose which family member dies";
    case VILLAGE_PHASE_MASS_BUY:
        return "buy own members out of the black bag, or done (mass)";
    case VILLAGE_PHASE_MASS_PROMOTE:
        return "move church members one window left paying grain, or done (mass)";
    default:
        return "nothing: the game is over";
    }
}

void cli_member_location(const village_member *m, char *buf, size_t size)
{
    switch (m->place) {
    case VILLAGE_CRAFT:
        snprintf(buf, size, "%s", village_building_name(m->spot));
        break;
    case VILLAGE_COUNCIL_CHAMBER:
        snprintf(buf, size, "council%d", m->spot + 1);
        break;
    case VILLAGE_TRAVEL_MAP:
        snprintf(buf, size, "city-%s",
                 m->spot < VILLAGE_CITIES ? village_board_data.city_names[m->spot] : "?");
        break;
    case VILLAGE_CHURCH_WINDOW:
        snprintf(buf, size, "window%d", m->spot + 1);
        break;
    default:
        snprintf(buf, size, "%s", village_place_name(m->place));
    }
}

bool cli_secret(const char *option, const char *file, const char *env, char *buf, size_t size,
                const char **out)
{
    const char *from_env = env ? getenv(env) : NULL;
    char *text = NULL;
    const char *secret = NULL;
    if (file) {
        char err[512];
        text = platform_read_text(file, 4096, NULL, err, sizeof err);
        if (!text) {
            cli_error("%s: %s", option, err);
            return false;
        }
        text[strcspn(text, "\r\n")] = '\0';
        secret = text;
    } else if (from_env && !*out) {
        secret = from_env;
    } else {
        return true;
    }
    size_t length = strlen(secret);
    bool ok = length > 0 && length < size;
    if (ok) {
        memcpy(buf, secret, length + 1);
        *out = buf;
    } else {
        cli_error("%s: %s", option, length ? "too long" : "empty");
    }
    free(text);
    return ok;
}
