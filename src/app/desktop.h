/* What the game tells the desktop about itself before SDL starts: the window
 * class that ties its window to its menu entry, and Windows' DPI handling.
 * (The console of --version on Windows is the platform layer's:
 * platform_attach_parent_console in platform/system.h.) */
#ifndef VILLAGE_APP_DESKTOP_H
#define VILLAGE_APP_DESKTOP_H

/* The desktop id of the menu entry (packaging/linux/village.desktop is
 * installed as VILLAGE_APP_ID.desktop); also the X11 WM_CLASS and the Wayland
 * app id of the window. */
#define VILLAGE_APP_ID "io.github.villagestudio.Village"

/* Call before SDL_Init. The player's own SDL_VIDEO_*_WMCLASS variables win. */
void desktop_prepare_sdl(void);

#endif
