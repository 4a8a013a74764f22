/* Shared helpers of the save layer. Not part of the public API. */
#ifndef VILLAGE_SAVE_INTERNAL_H
#define VILLAGE_SAVE_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <cJSON.h>

#include "village/printf_format.h"
#include "village/save.h"

/* Hostile-input limits: far above any real save (a whole game is a few
 * tens of kilobytes and five levels deep). */
enum {
    SAVE_MAX_BYTES = 1024 * 1024,
    SAVE_MAX_DEPTH = 16,
    SAVE_MAX_MOVE_TEXT = 127,
    SAVE_MAX_MOVES = 100000,
};

#define SAVE_FORMAT_NAME     "village-save"
#define POSITION_FORMAT_NAME "village-position"

/* ---- precheck.c: cheap scan before cJSON sees the text ---- */
bool save_json_precheck(const char *text, size_t len, char *err, size_t err_size);
/* "line L, column C" of a byte offset, for parse errors. */
void save_json_locate(const char *text, size_t offset, char *buf, size_t size);

/* ---- json_print.c: deterministic, readable printing ---- */
/* Objects one key per line, short scalar-only containers on one line,
 * two-space indent, a final newline. malloc'd; NULL when out of memory. */
char *save_json_print_pretty(const cJSON *root);

/* ---- json_reader.c: typed access that names the path of any problem ---- */
typedef struct json_reader {
    char *err;
    size_t err_size;
    bool failed;
    village_refusal refusal; /* the first failure's kind */
    char path[160];
    size_t path_len;
} json_reader;

void jr_init(json_reader *r, char *err, size_t err_size);
/* Path bookkeeping: enter returns the mark to leave with. */
size_t jr_enter_key(json_reader *r, const char *key);
size_t jr_enter_index(json_reader *r, size_t index);
void jr_leave(json_reader *r, size_t mark);
/* Records the first failure as "<path>: <message>"; always returns false. */
#define SAVE_PRINTF(fmt_arg, first_arg) VILLAGE_PRINTF(fmt_arg, first_arg)
bool jr_fail(json_reader *r, const char *fmt, ...) SAVE_PRINTF(2, 3);
/* The same with the failure's kind (jr_fail's is VILLAGE_REFUSAL_BAD_VALUE). */
bool jr_refuse(json_reader *r, village_refusal kind, const char *fmt, ...) SAVE_PRINTF(3, 4);

/* ---- refusal.c: village_last_refusal's value, per thread ---- */
/* Returns false, so a failing path can end with "return save_refuse(...)". */
bool save_refuse(village_refusal kind);

/* The object's keys must all be in 'keys' (NULL-terminated), each once. */
bool jr_only_keys(json_reader *r, const cJSON *obj, const char *const *keys);
const cJSON *jr_object(json_reader *r, const cJSON *parent, const char *key);
const cJSON *jr_array(json_reader *r, const cJSON *parent, const char *key, int min_len,
                      int max_len);
bool jr_int(json_reader *r, const cJSON *parent, const char *key, long min, long max, long *out);
bool jr_int_item(json_reader *r, const cJSON *item, long min, long max, long *out);
bool jr_bool(json_reader *r, const cJSON *parent, const char *key, uint8_t *out);
bool jr_string(json_reader *r, const cJSON *parent, const char *key, size_t max_len,
               const char **out);
bool jr_hex64(json_reader *r, const cJSON *parent, const char *key, uint64_t *out);
/* A name from a village_*_name table of 'count' entries: its index. */
typedef const char *(*name_fn)(int);
bool jr_name_item(json_reader *r, const cJSON *item, name_fn names, int count, const char *what,
                  int *out);
bool jr_name(json_reader *r, const cJSON *parent, const char *key, name_fn names, int count,
             const char *what, int *out);
/* A player by colour name among the first num_players; null allowed when
 * 'nobody' is not negative (then *out = nobody). */
bool jr_player(json_reader *r, const cJSON *parent, const char *key, int num_players, int nobody,
               int *out);

/* ---- json_diff.c ---- */
/* False if equal; else writes the path of the first difference and both
 * values as text. */
bool save_json_first_difference(const cJSON *a, const cJSON *b, char *path, size_t path_size,
                                char *a_text, char *b_text, size_t text_size);

/* ---- state_write.c / state_read.c ---- */
cJSON *save_state_to_json(const village_state *s);
bool save_state_from_json(json_reader *r, const cJSON *obj, int num_players, village_state *out);
const char *save_city_name(int city);
/* The same for a state stored under another key (a save's "start"). */
bool save_state_from_json_at(json_reader *r, const cJSON *obj, const char *key, int num_players,
                             village_state *out);

/* ---- seats.c ---- */
void save_seat_default(village_seat *seat, int player);
/* hints: the player's hint count, written only when some were used;
 * style: an AI seat's village_ai_style, written only when not balanced. */
cJSON *save_seat_to_json(const village_seat *seat, int player, int hints, int style);
bool save_seat_from_json(json_reader *r, const cJSON *obj, int player, village_seat *out,
                         uint16_t *hints, uint8_t *style);
/* No two of the first 'count' seats share a display colour (reader at "seats"). */
bool save_seats_colours_distinct(json_reader *r, const village_seat *seats, int count);

/* ---- save_read.c: shared with position files ---- */
/* Parses hostile text after json_precheck; NULL with err set ("what" names
 * the kind of document in messages: "save", "position"). */
cJSON *save_json_parse_checked(const char *json, const char *what, char *err, size_t err_size);

/* ---- save_file.c: saves and positions are read the same way ---- */
/* Parses a document's text into out; false with why set. */
typedef bool (*save_document_parser)(const char *text, void *out, char *why, size_t why_size);
/* Reads the file at path with the careful reader (a regular file, bounded,
 * never blocking) and parses it; on failure err names the file and says why,
 * in printable text. */
bool save_read_document(const char *path, save_document_parser parse, void *out, char *err,
                        size_t err_size);

/* ---- review_json.c: the optional "review" ---- */
/* r->review must be set. */
cJSON *save_review_to_json(const village_record *r);
/* Reads root's "review", when there is one, into rec (already replayed). */
bool save_review_from_json(json_reader *r, const cJSON *root, village_record *rec);

/* ---- record.c ---- */
bool save_record_reserve(village_record *r, size_t capacity);

/* ---- shared formatting ---- */
void save_hex64_format(uint64_t value, char out[17]);
bool save_hex64_parse(const char *text, uint64_t *out);

#endif
