/* The Windows voices run for real (test-speech.sh, under wine): a window of
 * SDL's class stands for the game's; the screen reader's route is opened on
 * it, speaks, answers UI Automation's WM_GETOBJECT with its element and
 * gives the window back when closed; then the system's voice is opened as
 * the game opens it, with a screen reader said to run and without one.
 * With "expect-reader" the route must open (the stand-in DLL beside it);
 * without, wine's own uiautomationcore has no notifications and the voice
 * must fall back to SAPI or to none, without a crash. Exits 1 on a wrong
 * answer, printing what it saw. */
#include <windows.h>

#include <stdio.h>
#include <string.h>

#include "platform/speech.h"
#include "platform/speech_choice.h"
#include "platform/speech_windows.h"

static int failures;

static void expect(int ok, const char *what)
{
    printf("%s: %s\n", ok ? "ok" : "FAIL", what);
    fflush(stdout);
    failures += !ok;
}

static void speak_as_the_game(const char *when)
{
    char why[300] = "";
    platform_speech *v = platform_speech_open_system(why, sizeof why);
    printf("the system's voice %s: %s\n", when, v ? "open" : why);
    if (!v)
        return;
    platform_speech_set_rate(v, 60);
    platform_speech_set_language(v, "de");
    platform_speech_say(v, "Deine Entscheidung.", PLATFORM_SPEECH_INTERRUPT);
    platform_speech_say(v, "Bea erntet.", PLATFORM_SPEECH_QUEUE);
    printf("spoken through %s\n", platform_speech_choice_route(v));
    platform_speech_close(v);
}

int main(int argc, char **argv)
{
    int expect_reader = argc > 1 && strcmp(argv[1], "expect-reader") == 0;
    HINSTANCE self = GetModuleHandleW(NULL);
    WNDCLASSW kind = {0};
    kind.lpfnWndProc = DefWindowProcW;
    kind.hInstance = self;
    kind.lpszClassName = L"SDL_app";
    RegisterClassW(&kind);
    HWND window = CreateWindowExW(0, L"SDL_app", L"Village", WS_OVERLAPPEDWINDOW, 0, 0, 320, 200,
                                  NULL, NULL, self, NULL);
    expect(window != NULL, "a window of SDL's class");

    char why[300] = "";
    platform_speech *reader = platform_speech_uia_open(why, sizeof why);
    printf("the reader's route: %s\n", reader ? reader->name : why);
    expect(!reader == !expect_reader, expect_reader ? "the route opens" : "no route, and why");
    if (reader) {
        platform_speech_say(reader, "Table setup", PLATFORM_SPEECH_INTERRUPT);
        platform_speech_say(reader, "Chair 1: You", PLATFORM_SPEECH_QUEUE);
        LRESULT answer = SendMessageW(window, WM_GETOBJECT, 0, (LPARAM)(LONG)-25);
        expect(answer == 42, "WM_GETOBJECT answered with the element");
        LRESULT other = SendMessageW(window, WM_GETOBJECT, 0, (LPARAM)(LONG)OBJID_CLIENT);
        expect(other != 42, "other objects left to the window's own procedure");
        platform_speech_close(reader);
        expect((WNDPROC)GetWindowLongPtrW(window, GWLP_WNDPROC) == DefWindowProcW,
               "the window's procedure given back");
    }

    SystemParametersInfoW(SPI_SETSCREENREADER, TRUE, NULL, 0);
    speak_as_the_game("with a screen reader");
    SystemParametersInfoW(SPI_SETSCREENREADER, FALSE, NULL, 0);
    speak_as_the_game("without a screen reader");
    DestroyWindow(window);
    printf("%s\n", failures ? "FAILED" : "done");
    return failures ? 1 : 0;
}
