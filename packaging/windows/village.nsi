; Village - Windows installer (NSIS 3, Debian package `nsis`, run with makensis)
;
;   makensis -V2 \
;     -DVERSION=0.1.0 \
;     -DSTAGING_DIR=/abs/path/stage      ; village.exe, *.dll, assets/...
;     -DLICENSE_FILE=/abs/path/LICENSE   ; shown on the licence page (plain text / .rtf)
;     -DAPP_ICON=/abs/path/village.ico   ; installer, uninstaller and shortcut icon
;     -DOUTFILE=/abs/path/village-0.1.0-win64-setup.exe   (optional)
;     -DAPP_PUBLISHER="Village Studio"                    (optional)
;     packaging/windows/village.nsi
;
; makensis changes into this file's directory before compiling, so pass
; absolute paths (or paths relative to packaging/windows/).
;
; Staging directory layout (what `cmake --install build-win --prefix stage`
; plus the dependency DLLs should produce):
;   stage/village.exe
;   stage/*.dll                   SDL2.dll SDL2_image.dll SDL2_ttf.dll SDL2_mixer.dll ...
;   stage/assets/...              game data (DATA_SUBDIR, default "assets": src/app/paths.c
;                                 looks for <exe dir>/assets first)
;   stage/licenses/...            optional: third-party licence texts
;
; Installer command line (besides NSIS' own /S and /D=dir):
;   /AllUsers | /CurrentUser      machine-wide (default when admin) or per-user
;   /NODESKTOP                    do not create the desktop shortcut
; Uninstaller: "uninstall.exe" [/S] [/AllUsers | /CurrentUser]

; The game is x86_64-only, so build a 64-bit installer too (Debian's nsis ships
; the amd64-unicode stubs). Bonus: it runs under a plain wine64, no wine32/i386.
; -DINSTALLER_TARGET=x86-unicode gives a classic 32-bit installer instead.
!ifndef INSTALLER_TARGET
  !define INSTALLER_TARGET amd64-unicode
!endif
Target ${INSTALLER_TARGET}
Unicode true
ManifestDPIAware true
SetCompressor /SOLID lzma

;--------------------------------------------------------------- parameters
!ifndef VERSION
  !error "pass the version: makensis -DVERSION=x.y.z ..."
!endif
!ifndef STAGING_DIR
  !error "pass the staging directory: makensis -DSTAGING_DIR=/abs/path ..."
!endif
!ifndef LICENSE_FILE
  !error "pass the licence text: makensis -DLICENSE_FILE=/abs/path/LICENSE ..."
!endif
!ifndef APP_ICON
  !error "pass the icon: makensis -DAPP_ICON=/abs/path/village.ico ..."
!endif
!ifndef DATA_SUBDIR
  !define DATA_SUBDIR "assets"
!endif
!ifndef OUTFILE
  !define OUTFILE "village-${VERSION}-win64-setup.exe"
!endif
; Windows wants a purely numeric a.b.c.d for the file version resource.
!ifndef VERSION_QUAD
  !searchparse /noerrors "${VERSION}" "" _V1 "." _V2 "." _V3
  !ifndef _V1
    !define _V1 0
  !endif
  !ifndef _V2
    !define _V2 0
  !endif
  !ifdef _V3
    !searchparse /noerrors "${_V3}-" "" _V3N "-"   ; 1.2.3-rc1 -> 3
  !endif
  !ifndef _V3N
    !define _V3N 0
  !endif
  !define VERSION_QUAD "${_V1}.${_V2}.${_V3N}.0"
!endif

!define APP_NAME      "Village"
!define APP_EXE       "village.exe"
!ifndef APP_PUBLISHER
  !define APP_PUBLISHER "Village Studio"
!endif
!define APP_REGKEY    "Software\Village"
!define UNINST_REGKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Village"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION_QUAD}"
VIFileVersion    "${VERSION_QUAD}"
VIAddVersionKey "ProductName"     "${APP_NAME}"
VIAddVersionKey "ProductVersion"  "${VERSION}"
VIAddVersionKey "FileVersion"     "${VERSION}"
VIAddVersionKey "FileDescription" "${APP_NAME} installer"
VIAddVersionKey "CompanyName"     "${APP_PUBLISHER}"
VIAddVersionKey "LegalCopyright"  "see licence"

;------------------------------------------------- per-user / machine-wide
!define MULTIUSER_EXECUTIONLEVEL Highest          ; admin if possible, else per-user
!define MULTIUSER_MUI
!define MULTIUSER_INSTALLMODE_COMMANDLINE         ; /AllUsers /CurrentUser
!define MULTIUSER_USE_PROGRAMFILES64              ; C:\Program Files\Village
!define MULTIUSER_INSTALLMODE_INSTDIR "${APP_NAME}" ; per-user: %LOCALAPPDATA%\Programs\Village
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_KEY       "${APP_REGKEY}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_VALUENAME "InstallDir"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_KEY       "${APP_REGKEY}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_VALUENAME "InstallMode"
!include MultiUser.nsh
!include MUI2.nsh
!include LogicLib.nsh
!include FileFunc.nsh
!include x64.nsh

;-------------------------------------------------------------------- pages
!define MUI_ICON   "${APP_ICON}"
!define MUI_UNICON "${APP_ICON}"
!define MUI_ABORTWARNING

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${LICENSE_FILE}"
!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP_NAME}"
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

;----------------------------------------------------------------- sections
Section "!${APP_NAME} (required)" SecMain
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${STAGING_DIR}\${APP_EXE}"
  File "${STAGING_DIR}\*.dll"
  File "/oname=village.ico" "${APP_ICON}"
  !if /FileExists "${STAGING_DIR}\licenses\*"
    File /r "${STAGING_DIR}\licenses"
  !endif
  ; game data: $INSTDIR\${DATA_SUBDIR} (replaced wholesale on upgrade)
  RMDir /r "$INSTDIR\${DATA_SUBDIR}"
  SetOutPath "$INSTDIR\${DATA_SUBDIR}"
  File /r "${STAGING_DIR}\${DATA_SUBDIR}\*"
  SetOutPath "$INSTDIR"

  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; Start menu
  CreateDirectory "$SMPROGRAMS\${APP_NAME}"
  CreateShortcut "$SMPROGRAMS\${APP_NAME}\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\village.ico" 0
  CreateShortcut "$SMPROGRAMS\${APP_NAME}\Uninstall ${APP_NAME}.lnk" "$INSTDIR\uninstall.exe" "/$MultiUser.InstallMode"

  ; remember mode and directory (MultiUser.nsh reads these back)
  WriteRegStr SHCTX "${APP_REGKEY}" "InstallDir" "$INSTDIR"
  WriteRegStr SHCTX "${APP_REGKEY}" "InstallMode" "$MultiUser.InstallMode"
  WriteRegStr SHCTX "${APP_REGKEY}" "Version" "${VERSION}"

  ; Add/Remove Programs (Apps & features)
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "DisplayName"     "${APP_NAME}"
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "DisplayVersion"  "${VERSION}"
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "Publisher"       "${APP_PUBLISHER}"
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "DisplayIcon"     "$INSTDIR\village.ico"
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "UninstallString"      '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode'
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode /S'
  WriteRegDWORD SHCTX "${UNINST_REGKEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINST_REGKEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD SHCTX "${UNINST_REGKEY}" "EstimatedSize" "$0"
SectionEnd

Section "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\village.ico" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecMain}    "The game, its libraries and data, and a Start menu entry."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "Put a ${APP_NAME} shortcut on the desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "${APP_NAME} needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
  !insertmacro MULTIUSER_INIT
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/NODESKTOP" $R1
  ${IfNot} ${Errors}
    SectionSetFlags ${SecDesktop} 0
  ${EndIf}
FunctionEnd

;--------------------------------------------------------------- uninstall
Function un.onInit
  SetRegView 64
  !insertmacro MULTIUSER_UNINIT
FunctionEnd

Section "Uninstall"
  Delete "$DESKTOP\${APP_NAME}.lnk"
  Delete "$SMPROGRAMS\${APP_NAME}\${APP_NAME}.lnk"
  Delete "$SMPROGRAMS\${APP_NAME}\Uninstall ${APP_NAME}.lnk"
  RMDir  "$SMPROGRAMS\${APP_NAME}"

  Delete "$INSTDIR\${APP_EXE}"
  ; every DLL we ship sits next to the exe; $INSTDIR is ours (…\Village)
  Delete "$INSTDIR\*.dll"
  Delete "$INSTDIR\village.ico"
  RMDir /r "$INSTDIR\${DATA_SUBDIR}"
  RMDir  "$INSTDIR\share"   ; parent of a DATA_SUBDIR like share\village, if now empty
  RMDir /r "$INSTDIR\licenses"
  Delete "$INSTDIR\uninstall.exe"
  RMDir  "$INSTDIR"        ; only if empty: never removes user files

  DeleteRegKey SHCTX "${UNINST_REGKEY}"
  DeleteRegKey SHCTX "${APP_REGKEY}"
SectionEnd
