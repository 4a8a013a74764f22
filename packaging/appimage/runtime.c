/* The runtime of our AppImages (type 2): the ELF at the start of the file,
 * followed by a squashfs image of the AppDir. Run, it mounts that image
 * through FUSE with squashfuse's library and starts its AppRun; where FUSE is
 * not available (containers, CI) it extracts the image into a private
 * temporary folder instead, runs from there and removes the folder after.
 *
 *   FILE.AppImage [ARGS...]                    run (FUSE, else extract and run)
 *   FILE.AppImage --appimage-extract-and-run   extract to a temporary folder and run
 *   FILE.AppImage --appimage-extract [PATTERN] extract into ./squashfs-root
 *   FILE.AppImage --appimage-offset            print where the image starts
 *   FILE.AppImage --appimage-mount             mount, print the folder, wait for Ctrl-C
 *   FILE.AppImage --appimage-version           print the runtime's version
 *   FILE.AppImage --appimage-updateinfo        print the update information (.upd_info)
 *   FILE.AppImage --appimage-signature         print the signature (.sha256_sig)
 *   FILE.AppImage --appimage-portable-home     make FILE.AppImage.home, the app's $HOME
 *   FILE.AppImage --appimage-portable-config   make FILE.AppImage.config, its XDG_CONFIG_HOME
 *   FILE.AppImage --appimage-help
 * APPIMAGE_EXTRACT_AND_RUN=1 in the environment always extracts. The
 * application gets APPIMAGE (this file), APPDIR (its files), ARGV0 and OWD
 * (the folder it was started from), as with the reference runtime. */
#define _GNU_SOURCE
#include "elf_section.h"
#include "extract.h"
#include "mount_image.h"
#include "payload.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

enum { EXIT_RUNTIME_ERROR = 127 };

#define RUNTIME_VERSION "1.1"

/* Filled in place after the build, as the AppImage specification places
 * them (packaging/appimage/set-section.py; make-appimage.sh writes
 * .upd_info): the update information AppImageUpdate reads, and a
 * signature with its key. Empty unless written; sizes as the reference
 * runtime's, so that tools written for it fit their data. */
__attribute__((section(".upd_info"), used)) static const char update_info[1024] = "";
__attribute__((section(".sha256_sig"), used)) static const char signature[1024] = "";
__attribute__((section(".sig_key"), used)) static const char signature_key[8192] = "";

static volatile pid_t running_app;

static void forward_signal(int sig)
{
    if (running_app > 0) {
        kill(running_app, sig);
    }
}

/* Runs AppRun in app_dir with args (argv[0] is replaced) as a child, passing
 * on the signals this process gets, so that the caller can unmount or remove
 * the folder after it ends. Returns its exit status (128 + signal when
 * killed, as shells report it). */
static int run_app(const char *app_dir, char **args)
{
    char app_run[PATH_MAX];
    snprintf(app_run, sizeof app_run, "%s/AppRun", app_dir);
    if (access(app_run, X_OK) != 0) {
        fprintf(stderr, "appimage: the image has no executable AppRun\n");
        return EXIT_RUNTIME_ERROR;
    }
    setenv("APPDIR", app_dir, 1);
    struct sigaction forward = {.sa_handler = forward_signal, .sa_flags = SA_RESTART};
    sigemptyset(&forward.sa_mask);
    const int passed_on[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2};
    for (size_t i = 0; i < sizeof passed_on / sizeof passed_on[0]; i++) {
        sigaction(passed_on[i], &forward, NULL);
    }
    args[0] = app_run;
    pid_t child = fork();
    if (child < 0) {
        perror("appimage: fork");
        return EXIT_RUNTIME_ERROR;
    }
    if (child == 0) {
        /* Handlers are reset by exec; nothing else to undo. */
        execv(app_run, args);
        perror("appimage: cannot start AppRun");
        _exit(EXIT_RUNTIME_ERROR);
    }
    running_app = child;
    int status = 0;
    while (waitpid(child, &status, 0) < 0) {
        if (errno != EINTR) {
            perror("appimage: waitpid");
            return EXIT_RUNTIME_ERROR;
        }
    }
    running_app = 0;
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* A fresh private folder under $TMPDIR (or /tmp) named prefix + random. */
static char *make_private_folder(const char *prefix)
{
    const char *tmp = getenv("TMPDIR");
    if (tmp == NULL || tmp[0] == '\0') {
        tmp = "/tmp";
    }
    char *folder = NULL;
    if (asprintf(&folder, "%s/%sXXXXXX", tmp, prefix) < 0) {
        return NULL;
    }
    if (mkdtemp(folder) == NULL) {
        fprintf(stderr, "appimage: cannot make a folder in %s: %s\n", tmp, strerror(errno));
        free(folder);
        return NULL;
    }
    return folder;
}

static int extract_and_run(sqfs *fs, char **args)
{
    char *folder = make_private_folder("appimage_extracted_");
    if (folder == NULL) {
        return EXIT_RUNTIME_ERROR;
    }
    char why[512];
    int rc = EXIT_RUNTIME_ERROR;
    if (extract_image(fs, folder, NULL, false, why, sizeof why) != 0) {
        fprintf(stderr, "appimage: %s\n", why);
    } else {
        rc = run_app(folder, args);
    }
    if (remove_tree(folder) != 0) {
        fprintf(stderr, "appimage: could not remove %s: %s\n", folder, strerror(errno));
    }
    free(folder);
    return rc;
}

/* Returns -1 when FUSE is not available (nothing was run), else AppRun's
 * exit status. */
static int mount_and_run(sqfs *fs, const char *image, char **args)
{
    char *mount_point = make_private_folder(".mount_appimage_");
    if (mount_point == NULL) {
        return -1;
    }
    char why[512];
    const char *name = strrchr(image, '/') != NULL ? strrchr(image, '/') + 1 : image;
    struct mounted_image *mounted = mount_image(fs, mount_point, name, why, sizeof why);
    if (mounted == NULL) {
        fprintf(stderr, "appimage: %s; extracting to a temporary folder instead\n", why);
        rmdir(mount_point);
        free(mount_point);
        return -1;
    }
    int rc = run_app(mount_point, args);
    unmount_image(mounted);
    rmdir(mount_point);
    free(mount_point);
    return rc;
}

/* --appimage-mount: mounts the image, prints where, and keeps it mounted
 * until SIGINT, SIGTERM or SIGHUP, then unmounts. */
static int mount_and_wait(sqfs *fs, const char *image)
{
    /* Blocked before the serving thread starts, so that it inherits the
     * mask and sigwait below gets the signal instead of a default action
     * that would leave the mount behind. */
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    sigaddset(&stop, SIGHUP);
    sigprocmask(SIG_BLOCK, &stop, NULL);
    char *mount_point = make_private_folder(".mount_appimage_");
    if (mount_point == NULL) {
        return EXIT_RUNTIME_ERROR;
    }
    char why[512];
    const char *name = strrchr(image, '/') != NULL ? strrchr(image, '/') + 1 : image;
    struct mounted_image *mounted = mount_image(fs, mount_point, name, why, sizeof why);
    if (mounted == NULL) {
        fprintf(stderr, "appimage: %s; cannot mount\n", why);
        rmdir(mount_point);
        free(mount_point);
        return EXIT_RUNTIME_ERROR;
    }
    printf("%s\n", mount_point);
    fflush(stdout);
    int sig = 0;
    sigwait(&stop, &sig);
    unmount_image(mounted);
    rmdir(mount_point);
    free(mount_point);
    return 0;
}

/* --appimage-portable-home / -config: the folder beside the AppImage that
 * becomes the application's HOME / XDG_CONFIG_HOME on every later run. */
static int make_portable_folder(const char *image, const char *suffix)
{
    char folder[PATH_MAX];
    if (snprintf(folder, sizeof folder, "%s.%s", image, suffix) >= (int)sizeof folder) {
        fprintf(stderr, "appimage: path too long\n");
        return EXIT_RUNTIME_ERROR;
    }
    if (mkdir(folder, 0700) != 0 && errno != EEXIST) {
        fprintf(stderr, "appimage: cannot make %s: %s\n", folder, strerror(errno));
        return EXIT_RUNTIME_ERROR;
    }
    printf("Portable %s folder created at %s\n", suffix, folder);
    return 0;
}

/* Sets variable to image.suffix when that folder exists (made by
 * --appimage-portable-home or -config). */
static void use_portable_folder(const char *image, const char *suffix, const char *variable)
{
    char folder[PATH_MAX];
    struct stat st;
    if (snprintf(folder, sizeof folder, "%s.%s", image, suffix) < (int)sizeof folder &&
        stat(folder, &st) == 0 && S_ISDIR(st.st_mode)) {
        setenv(variable, folder, 1);
    }
}

static int extract_here(sqfs *fs, const char *pattern)
{
    const char *target = "squashfs-root";
    if (mkdir(target, 0755) != 0 && errno != EEXIST) {
        fprintf(stderr, "appimage: cannot make ./%s: %s\n", target, strerror(errno));
        return 1;
    }
    char why[512];
    if (extract_image(fs, target, pattern, true, why, sizeof why) != 0) {
        fprintf(stderr, "appimage: %s\n", why);
        return 1;
    }
    return 0;
}

static void print_help(const char *image)
{
    printf("Usage: %s [ARGS...]                     run the application\n"
           "       %s --appimage-extract [PATTERN]  extract (matching files) into "
           "./squashfs-root\n"
           "       %s --appimage-extract-and-run    extract into a temporary folder, run, "
           "remove it\n"
           "       %s --appimage-offset             print the offset of the squashfs image\n"
           "       %s --appimage-mount              mount the image, print where, wait for "
           "Ctrl-C\n"
           "       %s --appimage-version            print the runtime's version\n"
           "       %s --appimage-updateinfo         print the update information\n"
           "       %s --appimage-signature          print the signature\n"
           "       %s --appimage-portable-home      make %s.home, the application's HOME\n"
           "       %s --appimage-portable-config    make %s.config, its XDG_CONFIG_HOME\n"
           "Without FUSE it extracts and runs; APPIMAGE_EXTRACT_AND_RUN=1 always does.\n",
           image, image, image, image, image, image, image, image, image, image, image, image);
}

int main(int argc, char **argv)
{
    char image[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", image, sizeof image - 1);
    if (length <= 0) {
        fprintf(stderr, "appimage: cannot find its own file (is /proc mounted?)\n");
        return EXIT_RUNTIME_ERROR;
    }
    image[length] = '\0';
    const char *option = argc > 1 ? argv[1] : "";
    if (strcmp(option, "--appimage-help") == 0) {
        print_help(argv[0]);
        return 0;
    }
    char why[512];
    int64_t offset = payload_offset(image, why, sizeof why);
    if (offset < 0) {
        fprintf(stderr, "appimage: %s\n", why);
        return EXIT_RUNTIME_ERROR;
    }
    if (strcmp(option, "--appimage-offset") == 0) {
        printf("%lld\n", (long long)offset);
        return 0;
    }
    if (strcmp(option, "--appimage-version") == 0) {
        printf("Village AppImage runtime %s (AppImage type 2)\n", RUNTIME_VERSION);
        return 0;
    }
    if (strcmp(option, "--appimage-updateinfo") == 0 ||
        strcmp(option, "--appimage-signature") == 0) {
        const char *section = option[11] == 'u' ? ".upd_info" : ".sha256_sig";
        if (elf_section_print(image, section, why, sizeof why) != 0) {
            fprintf(stderr, "appimage: %s\n", why);
            return EXIT_RUNTIME_ERROR;
        }
        return 0;
    }
    if (strcmp(option, "--appimage-portable-home") == 0) {
        return make_portable_folder(image, "home");
    }
    if (strcmp(option, "--appimage-portable-config") == 0) {
        return make_portable_folder(image, "config");
    }
    if (strncmp(option, "--appimage-", 11) == 0 && strcmp(option, "--appimage-extract") != 0 &&
        strcmp(option, "--appimage-extract-and-run") != 0 &&
        strcmp(option, "--appimage-mount") != 0) {
        fprintf(stderr, "appimage: unknown option %s (try --appimage-help)\n", option);
        return EXIT_RUNTIME_ERROR;
    }
    sqfs fs;
    if (payload_open(&fs, image, offset, why, sizeof why) != 0) {
        fprintf(stderr, "appimage: %s\n", why);
        return EXIT_RUNTIME_ERROR;
    }
    if (strcmp(option, "--appimage-extract") == 0) {
        int rc = extract_here(&fs, argc > 2 ? argv[2] : NULL);
        sqfs_destroy(&fs);
        return rc;
    }
    if (strcmp(option, "--appimage-mount") == 0) {
        int rc = mount_and_wait(&fs, image);
        sqfs_destroy(&fs);
        return rc;
    }
    use_portable_folder(image, "home", "HOME");
    use_portable_folder(image, "config", "XDG_CONFIG_HOME");
    char cwd[PATH_MAX];
    setenv("APPIMAGE", image, 1);
    setenv("ARGV0", argv[0], 1);
    if (getcwd(cwd, sizeof cwd) != NULL) {
        setenv("OWD", cwd, 1);
    }
    /* AppRun gets our arguments but the runtime's own option. */
    char **args = argv;
    bool extract = false;
    if (strcmp(option, "--appimage-extract-and-run") == 0) {
        argv[1] = argv[0];
        args = argv + 1;
        extract = true;
    }
    const char *forced = getenv("APPIMAGE_EXTRACT_AND_RUN");
    extract = extract || (forced != NULL && strcmp(forced, "1") == 0);
    int rc = extract ? -1 : mount_and_run(&fs, image, args);
    if (rc < 0) {
        rc = extract_and_run(&fs, args);
    }
    sqfs_destroy(&fs);
    return rc;
}
