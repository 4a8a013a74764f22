/* Whether this machine has a graphics device OpenGL could draw with. Asking
 * SDL for an OpenGL renderer where there is none loads Mesa's CPU rasteriser
 * (llvmpipe: its compiler library alone is tens of megabytes) only for the
 * game to drop it again (app.c); that probe cost about 300 ms of every start
 * under a virtual X server. On Linux a GPU that OpenGL can use shows up as a
 * DRM device (/dev/dri/card*, renderD*) or as the NVIDIA driver's control
 * device, so without either the software renderer is chosen at once. */
#include "app/gpu_probe.h"

#include <stdlib.h>
#include <string.h>

#ifdef __linux__
#include <dirent.h>
#include <unistd.h>
#endif

bool app_no_gpu_for_opengl(void)
{
    const char *forced = getenv("LIBGL_ALWAYS_SOFTWARE");
    if (forced && *forced && strcmp(forced, "0") != 0)
        return true; /* Mesa is told to draw on the CPU */
#ifdef __linux__
    if (access("/dev/nvidiactl", F_OK) == 0)
        return false;
    DIR *dri = opendir("/dev/dri");
    if (!dri)
        return true;
    bool device = false;
    for (struct dirent *e; !device && (e = readdir(dri));)
        device = strncmp(e->d_name, "card", 4) == 0 || strncmp(e->d_name, "renderD", 7) == 0;
    closedir(dri);
    return !device;
#else
    return false; /* elsewhere the system's OpenGL is a GPU's, or the probe is cheap */
#endif
}
