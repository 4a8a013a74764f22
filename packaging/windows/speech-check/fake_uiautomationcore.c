/* A stand-in for uiautomationcore.dll (test-speech.sh): wine's has no
 * UiaRaiseNotificationEvent, so the game would never take the screen
 * reader's route there. This one has the four functions the game looks up,
 * and uses the game's element as UI Automation would (its options,
 * properties, host and references), printing what it was given. */
#define COBJMACROS
#include <windows.h>

#include <stdio.h>
#include <uiautomationcore.h>

/* The game looks these four up by name (src/platform/speech_uia.c). */
__declspec(dllexport) HRESULT WINAPI
    UiaRaiseNotificationEvent(IRawElementProviderSimple *element, int kind, int processing,
                              BSTR text, BSTR activity);
__declspec(dllexport) HRESULT WINAPI
    UiaHostProviderFromHwnd(HWND window, IRawElementProviderSimple **out);
__declspec(dllexport) LRESULT WINAPI
    UiaReturnRawElementProvider(HWND window, WPARAM w, LPARAM l,
                                IRawElementProviderSimple *element);
__declspec(dllexport) HRESULT WINAPI UiaDisconnectProvider(IRawElementProviderSimple *element);

__declspec(dllexport) HRESULT WINAPI
    UiaRaiseNotificationEvent(IRawElementProviderSimple *element, int kind, int processing,
                              BSTR text, BSTR activity)
{
    enum ProviderOptions options = 0;
    HRESULT asked = IRawElementProviderSimple_get_ProviderOptions(element, &options);
    printf("notification: kind %d, processing %d, options 0x%x (0x%08lx), \"%ls\" from %ls\n", kind,
           processing, (unsigned)options, (unsigned long)asked, text, activity);
    fflush(stdout);
    return S_OK;
}

__declspec(dllexport) HRESULT WINAPI
    UiaHostProviderFromHwnd(HWND window, IRawElementProviderSimple **out)
{
    (void)window;
    *out = NULL;
    return S_OK;
}

__declspec(dllexport) LRESULT WINAPI
    UiaReturnRawElementProvider(HWND window, WPARAM w, LPARAM l, IRawElementProviderSimple *element)
{
    (void)window;
    (void)w;
    if (!element) {
        printf("element released by the window\n");
        fflush(stdout);
        return 0;
    }
    static const GUID UNKNOWN_IID = {
        0x00000000, 0x0000, 0x0000, {0xc0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x46}};
    IUnknown *unknown = NULL;
    HRESULT queried =
        IRawElementProviderSimple_QueryInterface(element, &UNKNOWN_IID, (void **)&unknown);
    VARIANT name;
    VariantInit(&name);
    HRESULT property = IRawElementProviderSimple_GetPropertyValue(element, 30005, &name);
    IRawElementProviderSimple *host = NULL;
    HRESULT hosted = IRawElementProviderSimple_get_HostRawElementProvider(element, &host);
    IUnknown *pattern = (IUnknown *)1;
    HRESULT patterned = IRawElementProviderSimple_GetPatternProvider(element, 10000, &pattern);
    if (unknown)
        IUnknown_Release(unknown);
    printf("element for object %ld: query 0x%08lx, name vt %d (0x%08lx), host 0x%08lx, "
           "pattern %p (0x%08lx)\n",
           (long)l, (unsigned long)queried, name.vt, (unsigned long)property, (unsigned long)hosted,
           (void *)pattern, (unsigned long)patterned);
    fflush(stdout);
    return 42;
}

__declspec(dllexport) HRESULT WINAPI UiaDisconnectProvider(IRawElementProviderSimple *element)
{
    (void)element;
    printf("element disconnected\n");
    fflush(stdout);
    return S_OK;
}
