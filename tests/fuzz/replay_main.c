/* Replays a committed fuzz corpus through a fuzz target's own
 * LLVMFuzzerTestOneInput, for ctest in ordinary (gcc) builds: every input
 * ever saved, crashes included, keeps being checked.
 * usage: fuzz_replay_<target> FOLDER... */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static long replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "cannot open %s\n", path);
        return -1;
    }
    size_t cap = 4096, len = 0;
    uint8_t *data = malloc(cap);
    for (size_t n; data && (n = fread(data + len, 1, cap - len, f)) > 0;) {
        len += n;
        if (len == cap) {
            uint8_t *grown = realloc(data, cap * 2);
            if (!grown) {
                free(data);
                data = NULL;
                break;
            }
            data = grown;
            cap *= 2;
        }
    }
    fclose(f);
    if (!data)
        return -1;
    LLVMFuzzerTestOneInput(data, len);
    free(data);
    return 1;
}

int main(int argc, char **argv)
{
    long replayed = 0;
    for (int a = 1; a < argc; a++) {
        DIR *dir = opendir(argv[a]);
        if (!dir) {
            fprintf(stderr, "cannot open the corpus folder %s\n", argv[a]);
            return 1;
        }
        char **names = NULL;
        size_t count = 0;
        for (struct dirent *e; (e = readdir(dir));) {
            if (e->d_name[0] == '.')
                continue;
            char **grown = realloc(names, (count + 1) * sizeof *names);
            if (!grown)
                return 1;
            names = grown;
            names[count++] = strdup(e->d_name);
        }
        closedir(dir);
        qsort(names, count, sizeof *names, by_name);
        for (size_t i = 0; i < count; i++) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", argv[a], names[i]);
            struct stat st;
            if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
                if (replay_file(path) < 0)
                    return 1;
                replayed++;
            }
            free(names[i]);
        }
        free(names);
    }
    printf("replayed %ld inputs, every property held\n", replayed);
    return replayed > 0 ? 0 : 1;
}
