/* Fuzz target: the pictures' words file (assets/gfx/labels.txt, read by
 * src/render/labels.c, labels_load). A damaged or hostile file is refused
 * with a sentence, or read into labels whose every layer index names a
 * layer read, whose words end within their buffer, and whose cubes and
 * icons have a size; then freed. The reader takes a path, so the input is
 * written to a temporary file first. Used by libFuzzer (scripts/fuzz) and by
 * the corpus replay in ctest (replay_main.c). */
#define _POSIX_C_SOURCE 200809L /* mkstemp, fdopen */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz_check.h"
#include "render/labels.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_read(const art_labels *l)
{
    FUZZ_CHECK(l->layer_count >= 0 && l->layer_count <= LABEL_LAYERS_MAX, "%d layers",
               l->layer_count);
    for (int i = 0; i < l->count; i++) {
        const art_label *w = &l->items[i];
        FUZZ_CHECK(w->layer >= 0 && w->layer < l->layer_count, "word %d on layer %d", i, w->layer);
        FUZZ_CHECK(memchr(w->text, '\0', sizeof w->text) != NULL, "word %d unterminated", i);
    }
    for (int i = 0; i < l->cube_count; i++) {
        const art_label_cube *c = &l->cubes[i];
        FUZZ_CHECK(c->layer >= 0 && c->layer < l->layer_count, "cube %d on layer %d", i, c->layer);
        FUZZ_CHECK(c->colour >= 0 && c->colour <= LABEL_CUBE_ROAD && c->size > 0,
                   "cube %d colour %d size %g", i, c->colour, (double)c->size);
    }
    for (int i = 0; i < l->icon_count; i++) {
        const art_label_icon *c = &l->icons[i];
        FUZZ_CHECK(c->layer >= 0 && c->layer < l->layer_count, "icon %d on layer %d", i, c->layer);
        FUZZ_CHECK(c->box.w > 0 && c->box.h > 0, "icon %d without a size", i);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char path[] = "/tmp/village-fuzz-labels-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return 0;
    FILE *f = fdopen(fd, "wb");
    if (!f) {
        close(fd);
        unlink(path);
        return 0;
    }
    bool written = fwrite(data, 1, size, f) == size;
    fclose(f);
    if (written) {
        art_labels l;
        memset(&l, 0, sizeof l);
        char err[512] = "";
        if (labels_load(&l, path, err, sizeof err))
            check_read(&l);
        else
            FUZZ_CHECK(err[0] != '\0', "refused without a reason");
        labels_free(&l);
    }
    unlink(path);
    return 0;
}
