/* What the game tells the desktop about itself before SDL starts: the window
 * class that ties its window to its menu entry, Windows DPI handling, and a
 * console for --version and --help when started from one on Windows. */
#ifndef VILLAGE_APP_PLATFORM_H
#define VILLAGE_APP_PLATFORM_H

/* The desktop id of the menu entry (packaging/linux/village.desktop is
 * installed as VILLAGE_APP_ID.desktop); also the X11 WM_CLASS and the Wayland
 * app id of the window. */
#define VILLAGE_APP_ID "io.github.villagestudio.Village"

/* Call before SDL_Init. The player's own SDL_VIDEO_*_WMCLASS variables win. */
void platform_prepare_sdl(void);

/* Windows: village.exe is a GUI program, so it has no console of its own;
 * attach to the console of the program that started it (cmd, PowerShell) so
 * that --version, --help and errors are seen there. Output already redirected
 * to a file or pipe is left alone. Does nothing elsewhere. */
void platform_attach_parent_console(void);

#endif
