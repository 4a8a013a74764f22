/* Fuzz target: the referee's request protocol (src/referee/requests.c,
 * docs/referee.md "Requests"). The input is many lines, as players and a
 * referee would send them in direct messages. Each line is read: a refusal
 * is one printable sentence; an accepted message writes back into a line
 * that reads as the same message and writes back byte for byte the same
 * (one spelling per message), and every JID, room and token it carries
 * passes the protocol's own checks. Used by libFuzzer (scripts/fuzz) and by
 * the corpus replay in ctest (replay_main.c). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"
#include "referee/requests.h"
#include "village/ai.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_line(const char *line, size_t length)
{
    referee_msg m;
    char err[200] = "";
    if (!referee_msg_read(line, length, &m, err, sizeof err)) {
        FUZZ_CHECK(err[0], "a refusal without a reason");
        for (const char *c = err; *c; c++)
            FUZZ_CHECK((unsigned char)*c >= 0x20 && (unsigned char)*c < 0x7F,
                       "a reason that is not printable ASCII");
        return;
    }
    FUZZ_CHECK(m.kind >= 0 && m.kind < REFEREE_MSG_KINDS, "a kind out of range");
    for (int s = 0; s < m.players; s++)
        FUZZ_CHECK(m.seats[s].ai_level >= 0 ||
                       referee_jid_ok(m.seats[s].jid, strlen(m.seats[s].jid)),
                   "a seat that is neither an AI nor a bare JID");
    for (int s = 0; s < m.players; s++)
        FUZZ_CHECK(!m.seats[s].style_chosen ||
                       (m.seats[s].ai_level >= 0 && m.seats[s].ai_style >= 0 &&
                        m.seats[s].ai_style < VILLAGE_AI_STYLES),
                   "a style that is not a computer's known one");
    FUZZ_CHECK(!m.room[0] || referee_jid_ok(m.room, strlen(m.room)), "a room that is no address");
    FUZZ_CHECK(!m.jid[0] || referee_jid_ok(m.jid, strlen(m.jid)), "a JID that is no address");
    char once[REFEREE_LINE_MAX + 1], twice[REFEREE_LINE_MAX + 1];
    size_t n = referee_msg_write(once, sizeof once, &m);
    FUZZ_CHECK(n > 0, "an accepted message cannot be written back");
    referee_msg again;
    FUZZ_CHECK(referee_msg_read(once, n, &again, err, sizeof err),
               "the written line is refused: %s", err);
    FUZZ_CHECK(again.kind == m.kind && again.game == m.game && again.players == m.players,
               "the written line reads as another message");
    size_t n2 = referee_msg_write(twice, sizeof twice, &again);
    FUZZ_CHECK(n2 == n && memcmp(once, twice, n) == 0, "two spellings of one message");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    size_t start = 0;
    for (size_t i = 0; i <= size; i++)
        if (i == size || text[i] == '\n') {
            if (i > start || i < size)
                check_line(text + start, i - start);
            start = i + 1;
        }
    return 0;
}
