/* Whether OpenGL could only run on the CPU here: asked before a renderer is
 * chosen (app.c), from the system alone, so it needs nothing of the app. */
#ifndef VILLAGE_APP_GPU_PROBE_H
#define VILLAGE_APP_GPU_PROBE_H

#include <stdbool.h>

/* True when OpenGL could only run on the CPU here (no GPU device, or Mesa
 * told to draw in software), so no OpenGL renderer is tried. */
bool app_no_gpu_for_opengl(void);

#endif
