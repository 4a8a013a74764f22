/* The count in kept-games.txt ("kept N"), read and advanced without SDL or
 * I/O, so that tests/fuzz/fuzz_kept.c can feed it any text. */
#ifndef VILLAGE_SCENES_GAME_KEPT_COUNT_H
#define VILLAGE_SCENES_GAME_KEPT_COUNT_H

/* Finished games kept for review: the last KEPT_GAMES, in a ring of files. */
enum { KEPT_GAMES = 10 };
/* kept-games.txt's count ("kept N"; 0 when damaged) and the count after
 * one more game, which never overflows (issue 27: 2^63-1 in the file). */
long game_kept_count_parse(const char *text);
long game_kept_count_next(long count);

#endif
