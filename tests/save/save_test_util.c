#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "save_test_util.h"

uint64_t test_seed(int argc, char **argv, uint64_t fallback)
{
    const char *text = argc > 1 ? argv[1] : getenv("VILLAGE_TEST_SEED");
    uint64_t seed = text ? strtoull(text, NULL, 0) : fallback;
    printf("seed %llu (repeat with: %s %llu)\n", (unsigned long long)seed, argv[0],
           (unsigned long long)seed);
    return seed;
}

bool play_random_move(village_record *r, testkit_rng *rng)
{
    village_move moves[VILLAGE_MAX_MOVES];
    int n = village_legal_moves(&r->state, moves);
    if (n == 0)
        return false;
    assert_true(village_record_apply(r, &moves[testkit_rng_below(rng, (uint32_t)n)], NULL));
    return true;
}

void make_record(village_record *r, int players, uint64_t seed, size_t moves)
{
    testkit_rng rng;
    testkit_rng_seed(&rng, seed);
    assert_true(village_record_new(r, players, seed, -1));
    while (r->move_count < moves && play_random_move(r, &rng))
        ;
}

/* Follows one step of a path: ".key" or "[index]". */
static cJSON *step(cJSON *node, const char **path, char *key, size_t key_size)
{
    if (**path == '[') {
        long index = strtol(*path + 1, (char **)path, 10);
        assert_int_equal(**path, ']');
        (*path)++;
        key[0] = '\0';
        return cJSON_GetArrayItem(node, (int)index);
    }
    if (**path == '.')
        (*path)++;
    size_t n = strcspn(*path, ".[");
    assert_true(n < key_size);
    memcpy(key, *path, n);
    key[n] = '\0';
    *path += n;
    return cJSON_GetObjectItemCaseSensitive(node, key);
}

char *json_edit(const char *text, const char *path, cJSON *value)
{
    cJSON *root = cJSON_Parse(text);
    assert_non_null(root);
    cJSON *parent = NULL, *node = root;
    char key[64];
    long index = -1;
    while (*path) {
        parent = node;
        index = *path == '[' ? strtol(path + 1, NULL, 10) : -1;
        node = step(node, &path, key, sizeof key);
        assert_non_null(node);
    }
    if (!value && index < 0)
        cJSON_DeleteItemFromObjectCaseSensitive(parent, key);
    else if (!value)
        cJSON_DeleteItemFromArray(parent, (int)index);
    else if (index < 0)
        cJSON_ReplaceItemInObjectCaseSensitive(parent, key, value);
    else
        cJSON_ReplaceItemInArray(parent, (int)index, value);
    char *out = cJSON_Print(root);
    cJSON_Delete(root);
    assert_non_null(out);
    return out;
}

void expect_rejected(const char *text, const char *needle1, const char *needle2)
{
    village_record out, before;
    memset(&out, 0xA5, sizeof out);
    before = out;
    char err[512] = "";
    bool ok = village_save_from_json(text, &out, err, sizeof err);
    if (ok || (needle1 && !strstr(err, needle1)) || (needle2 && !strstr(err, needle2)))
        fail_msg("expected a rejection naming '%s' and '%s'; got %s: %s", needle1,
                 needle2 ? needle2 : "", ok ? "accepted" : "rejected", err);
    assert_memory_equal(&out, &before, sizeof out);
}
