/* Fuzz target: the pictures' words file (assets/gfx/labels.txt, read by
 * src/render/labels.c, labels_from_text). A damaged or hostile file is refused
 * with a sentence, or read into labels whose every layer index names a
 * layer read, whose words end within their buffer, and whose cubes and
 * icons have a size; then freed. It reads the input from memory
 * (labels_from_text, the file reader without I/O). Used by libFuzzer
 * (scripts/fuzz) and by the corpus replay in ctest (replay_main.c). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

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
    /* The text as the file reader hands it on: NUL-terminated, cut at a
     * NUL of its own (the reader refuses a file holding one). */
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    art_labels l;
    char err[512] = "";
    if (labels_from_text(&l, text, "labels.txt", err, sizeof err))
        check_read(&l);
    else
        FUZZ_CHECK(err[0] != '\0', "refused without a reason");
    labels_free(&l);
    free(text);
    return 0;
}
