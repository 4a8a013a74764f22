/* Smoke test for the cross-built Windows dependencies of Village.
 *
 * Links SDL2 (+SDL2main), SDL2_image, SDL2_ttf and SDL2_mixer, initialises
 * each of them and does a little real work:
 *   - SDL_Init(VIDEO|AUDIO) (run with SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy)
 *   - IMG_Init(PNG): encode a surface to PNG in memory and decode it again
 *   - TTF_Init: if argv[1] names a .ttf, render a line of text with it
 *   - Mix_Init(OGG) + Mix_OpenAudio: if argv[2] names an .ogg, decode it
 * Exit status 0 means everything worked.
 */
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_mixer.h>
#include <SDL_ttf.h>
#include <stdio.h>

#define CHECK(cond, what)                                                                          \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "smoke: FAILED %s: %s\n", what, SDL_GetError());                       \
            return 1;                                                                              \
        }                                                                                          \
        printf("smoke: ok %s\n", what);                                                            \
    } while (0)

static void print_version(const char *name, const SDL_version *v)
{
    printf("smoke: %-10s %u.%u.%u\n", name, v->major, v->minor, v->patch);
}

static int run(int argc, char **argv)
{
    SDL_version sdl;
    SDL_GetVersion(&sdl);
    print_version("SDL2", &sdl);
    print_version("SDL2_image", IMG_Linked_Version());
    print_version("SDL2_ttf", TTF_Linked_Version());
    print_version("SDL2_mixer", Mix_Linked_Version());

    CHECK(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_AUDIO) == 0, "SDL_Init(VIDEO|AUDIO)");
    printf("smoke: video driver %s, audio driver %s\n", SDL_GetCurrentVideoDriver(),
           SDL_GetCurrentAudioDriver());

    /* SDL2_image: PNG round trip through memory (miniz writer, stb_image reader). */
    CHECK((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == IMG_INIT_PNG, "IMG_Init(PNG)");
    SDL_Surface *src = SDL_CreateRGBSurfaceWithFormat(0, 4, 4, 32, SDL_PIXELFORMAT_RGBA32);
    CHECK(src != NULL, "SDL_CreateRGBSurfaceWithFormat");
    SDL_FillRect(src, NULL, SDL_MapRGBA(src->format, 10, 200, 30, 255));
    char buf[4096];
    SDL_RWops *rw = SDL_RWFromMem(buf, sizeof buf);
    CHECK(rw != NULL && IMG_SavePNG_RW(src, rw, 0) == 0, "IMG_SavePNG_RW");
    Sint64 png_len = SDL_RWtell(rw);
    SDL_RWclose(rw);
    SDL_Surface *dst = IMG_LoadPNG_RW(SDL_RWFromConstMem(buf, (int)png_len));
    CHECK(dst != NULL && dst->w == 4 && dst->h == 4, "IMG_LoadPNG_RW (round trip)");
    SDL_FreeSurface(dst);
    SDL_FreeSurface(src);

    /* SDL2_ttf */
    CHECK(TTF_Init() == 0, "TTF_Init");
    if (argc > 1 && argv[1][0]) {
        TTF_Font *font = TTF_OpenFont(argv[1], 24);
        CHECK(font != NULL, "TTF_OpenFont");
        SDL_Color c = {255, 255, 255, 255};
        SDL_Surface *text = TTF_RenderUTF8_Blended(font, "Village \xC3\xA4\xC3\xB6\xC3\xBC", c);
        CHECK(text != NULL && text->w > 0, "TTF_RenderUTF8_Blended");
        SDL_FreeSurface(text);
        TTF_CloseFont(font);
    }

    /* SDL2_mixer */
    CHECK((Mix_Init(MIX_INIT_OGG) & MIX_INIT_OGG) == MIX_INIT_OGG, "Mix_Init(OGG)");
    CHECK(Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) == 0, "Mix_OpenAudio");
    if (argc > 2 && argv[2][0]) {
        Mix_Music *music = Mix_LoadMUS(argv[2]);
        CHECK(music != NULL, "Mix_LoadMUS(ogg)");
        CHECK(Mix_GetMusicType(music) == MUS_OGG, "music type is OGG");
        Mix_FreeMusic(music);
        Mix_Chunk *chunk = Mix_LoadWAV(argv[2]);
        CHECK(chunk != NULL && chunk->alen > 0, "Mix_LoadWAV(ogg) decode");
        Mix_FreeChunk(chunk);
    }
    Mix_CloseAudio();
    Mix_Quit();
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
    printf("smoke: all good\n");
    return 0;
}

int main(int argc, char **argv)
{ /* SDL_main via SDL2main on Windows */
    int rc = run(argc, argv);
    fflush(stdout);
    return rc;
}
