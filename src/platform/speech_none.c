/* A system this build has no voice for (macOS: AVSpeechSynthesizer through
 * the Objective-C runtime is not written, for want of a Mac to compile it
 * on; docs/game.md "Play by ear"). The game plays silently there. */
#include <stdio.h>

#include "platform/speech.h"

platform_speech *platform_speech_open_system(char *why, size_t why_size)
{
    snprintf(why, why_size, "this build has no route to the system's voice");
    return NULL;
}
