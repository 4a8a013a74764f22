/* The two voices of Windows (speech_windows.c chooses between them with
 * speech_choice.h): a screen reader's own through UI Automation
 * notifications (speech_uia.c) and SAPI (speech_sapi.c). Windows only. */
#ifndef VILLAGE_PLATFORM_SPEECH_WINDOWS_H
#define VILLAGE_PLATFORM_SPEECH_WINDOWS_H

#include <stddef.h>

#include "platform/speech.h"

/* SAPI's voice, or NULL with why in English. */
platform_speech *platform_speech_sapi_open(char *why, size_t why_size);
/* Notifications raised on this process's window for the screen reader to
 * say in its own voice, or NULL with why (no uiautomationcore.dll or no
 * UiaRaiseNotificationEvent in it: before Windows 10 1709; no window yet). */
platform_speech *platform_speech_uia_open(char *why, size_t why_size);

#endif
