; Village - Windows installer (NSIS 3, Debian package `nsis`, run with makensis)
;
;   makensis -V2 \
;     -DVERSION=0.1.0 \
;     -DSTAGING_DIR=/abs/path/stage      ; village.exe, *.dll, assets/...
;     -DLICENSE_FILE=/abs/path/LICENSE   ; shown on the licence page (plain text / .rtf)
;     -DAPP_ICON=/abs/path/village.ico   ; installer, uninstaller and shortcut icon
;     -DFILE_LIST_NSH=/abs/path/files.nsh     ; from nsis-file-list.cmake: File commands
;     -DFILE_LIST_LOG=/abs/path/village-files.txt   ; and the install log of the same files
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
;   stage/assets/...              game data (src/app/paths.c looks for <exe dir>/assets first)
;   stage/licenses/...            optional: third-party licence texts
;
; The installer and the uninstaller touch only the files this version ships:
; nsis-file-list.cmake lists them (File commands and an install log,
; $INSTDIR\village-files.txt, with each file's SHA-256). A folder that holds
; other files and is not ours (no install log: say C:\Games, chosen on the
; directory page or with /D=) gets a "Village" folder inside it, so no other
; program's file (its SDL2.dll) is ever overwritten; the uninstaller, and an
; upgrade before it installs, delete a logged file only while its SHA-256 is
; the one we installed, and folders only when empty.
;
; Installer command line (besides NSIS' own /S and /D=dir):
;   /AllUsers | /CurrentUser      machine-wide (asks for elevation when not
;                                 already elevated) or per-user (never asks)
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
!ifndef FILE_LIST_NSH
  !error "pass the file list: makensis -DFILE_LIST_NSH=/abs/path/files.nsh (nsis-file-list.cmake)"
!endif
!ifndef FILE_LIST_LOG
  !error "pass the install log: makensis -DFILE_LIST_LOG=/abs/path/village-files.txt"
!endif
!ifndef LICENSE_FILE
  !error "pass the licence text: makensis -DLICENSE_FILE=/abs/path/LICENSE ..."
!endif
!ifndef APP_ICON
  !error "pass the icon: makensis -DAPP_ICON=/abs/path/village.ico ..."
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
!define APP_UNINST    "uninstall-village.exe"   ; a name no other program's uninstaller has
!define APP_LOG       "village-files.txt"
!ifndef APP_PUBLISHER
  !define APP_PUBLISHER "Village Studio"
!endif
!define APP_REGKEY    "Software\Village"
!define UNINST_REGKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Village"

Name "${APP_NAME}"
; The directory page's Browse appends "\Village" to the folder picked (NSIS
; does so when InstallDir ends in a name). MultiUser.nsh replaces this default
; in .onInit with the per-user or machine-wide folder (or the remembered one).
InstallDir "$PROGRAMFILES64\${APP_NAME}"
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
!define MULTIUSER_EXECUTIONLEVEL Highest          ; both modes; machine-wide when elevated
!define MULTIUSER_MUI
!define MULTIUSER_INSTALLMODE_COMMANDLINE         ; /AllUsers /CurrentUser
!define MULTIUSER_USE_PROGRAMFILES64              ; C:\Program Files\Village
!define MULTIUSER_INSTALLMODE_INSTDIR "${APP_NAME}" ; per-user: %LOCALAPPDATA%\Programs\Village
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_KEY       "${APP_REGKEY}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_VALUENAME "InstallDir"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_KEY       "${APP_REGKEY}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_VALUENAME "InstallMode"
!include MultiUser.nsh
; MultiUser.nsh's "Highest" asks Windows for `highestAvailable`, and so makes
; UAC prompt an administrator's account at every start, even for a per-user
; install (winget's user scope, /CurrentUser). The manifest asks for nothing
; (asInvoker): run normally, the installer installs for the current user;
; run elevated (winget's machine scope, "Run as administrator"), it may
; install for all users; given /AllUsers unelevated, it asks for elevation
; itself (VILLAGE_ELEVATE_FOR_ALLUSERS).
RequestExecutionLevel user
!include MUI2.nsh
!include LogicLib.nsh
!include FileFunc.nsh
!include x64.nsh
!include StrFunc.nsh   ; ${StrStr}, ${UnStrStr}: declared on first use (NSIS 3.08)
!include "${FILE_LIST_NSH}"

Var CmdLineInstDir   ; the folder given with /D=, which MultiUser.nsh must not override

;-------------------------------------------------------------------- pages
!define MUI_ICON   "${APP_ICON}"
!define MUI_UNICON "${APP_ICON}"
!define MUI_ABORTWARNING

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${LICENSE_FILE}"
!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_COMPONENTS
!define MUI_PAGE_CUSTOMFUNCTION_PRE DirectoryPre
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
  Call ChooseOwnFolder
  ; An upgrade: remove what the installed version listed (files it had that
  ; this one no longer ships), never anything else.
  Call RemoveLoggedFiles
  !insertmacro VILLAGE_INSTALL_FILES
  SetOutPath "$INSTDIR"
  File "/oname=${APP_LOG}" "${FILE_LIST_LOG}"
  WriteUninstaller "$INSTDIR\${APP_UNINST}"

  ; Start menu
  CreateDirectory "$SMPROGRAMS\${APP_NAME}"
  CreateShortcut "$SMPROGRAMS\${APP_NAME}\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
  CreateShortcut "$SMPROGRAMS\${APP_NAME}\Uninstall ${APP_NAME}.lnk" "$INSTDIR\${APP_UNINST}" "/$MultiUser.InstallMode"

  ; remember mode and directory (MultiUser.nsh reads these back)
  WriteRegStr SHCTX "${APP_REGKEY}" "InstallDir" "$INSTDIR"
  WriteRegStr SHCTX "${APP_REGKEY}" "InstallMode" "$MultiUser.InstallMode"
  WriteRegStr SHCTX "${APP_REGKEY}" "Version" "${VERSION}"

  ; Add/Remove Programs (Apps & features)
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "DisplayName"     "${APP_NAME}"
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "DisplayVersion"  "${VERSION}"
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "Publisher"       "${APP_PUBLISHER}"
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "DisplayIcon"     "$INSTDIR\${APP_EXE},0"
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "UninstallString"      '"$INSTDIR\${APP_UNINST}" /$MultiUser.InstallMode'
  WriteRegStr   SHCTX "${UNINST_REGKEY}" "QuietUninstallString" '"$INSTDIR\${APP_UNINST}" /$MultiUser.InstallMode /S'
  WriteRegDWORD SHCTX "${UNINST_REGKEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINST_REGKEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD SHCTX "${UNINST_REGKEY}" "EstimatedSize" "$0"
SectionEnd

Section "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecMain}    "The game, its libraries and data, and a Start menu entry."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "Put a ${APP_NAME} shortcut on the desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

;------------------------------------------------- elevation for /AllUsers
; Given /AllUsers without administrator rights (the manifest asks for none),
; start this program again elevated ("runas": UAC asks), with the same
; arguments, wait for it and end with its exit code. The uninstaller runs
; from a temporary copy, so its folder goes along as "_?=". Refused, or
; already tried, it falls through to MultiUser.nsh, which says that a
; machine-wide install needs an administrator.
; VILLAGE_PRETEND_UNELEVATED (test builds only, test-installer.sh): the
; account counts as unelevated, so that the relaunch runs under wine, where
; every process is an administrator; the relaunched process leaves its
; command line and folder (NSIS cuts /D= and _?= from $CMDLINE) in $TEMP\village-elevated-install.txt (-un.install.txt for
; the uninstaller), and a failed relaunch ends with exit code 97 instead of
; falling through.
!macro VILLAGE_ELEVATE_FOR_ALLUSERS UN
  UserInfo::GetAccountType
  Pop $0
  ${${UN}GetParameters} $1
  !ifdef VILLAGE_PRETEND_UNELEVATED
    !if "${UN}" == ""
      ${StrStr} $3 $1 "/VillageElevated"
    !else
      ${UnStrStr} $3 $1 "/VillageElevated"
    !endif
    ${If} $3 == ""
      StrCpy $0 "User"
    ${Else}
      FileOpen $3 "$TEMP\village-elevated-${UN}install.txt" w
      FileWrite $3 "$CMDLINE|$INSTDIR"
      FileClose $3
    ${EndIf}
  !endif
  ${If} $0 != "Admin"
    !if "${UN}" == ""
      ${StrStr} $2 $1 "/AllUsers"
      ${StrStr} $3 $1 "/VillageElevated"
    !else
      ${UnStrStr} $2 $1 "/AllUsers"
      ${UnStrStr} $3 $1 "/VillageElevated"
    !endif
    ${If} $2 != ""
    ${AndIf} $3 == ""
      !if "${UN}" != ""
        StrCpy $1 "$1 /VillageElevated _?=$INSTDIR"
      !else
        ; /D= is NSIS' own, not among the parameters: it goes last again.
        StrCpy $1 "/VillageElevated $1"
        ${StrStr} $3 $1 "/D="
        ${If} $CmdLineInstDir != ""
        ${AndIf} $3 == ""
          StrCpy $1 "$1 /D=$CmdLineInstDir"
        ${EndIf}
      !endif
      ; SHELLEXECUTEINFOW: cbSize, fMask (SEE_MASK_NOCLOSEPROCESS), hwnd,
      ; verb, file, parameters, directory, nShow, hInstApp, lpIDList,
      ; lpClass, hkeyClass, dwHotKey, hIcon, hProcess
      System::Call '*(&l4, i 0x40, p $HWNDPARENT, w "runas", w "$EXEPATH", w "$1", p 0, i 1, p, p, p, p, i, p, p) p .r4'
      System::Call 'shell32::ShellExecuteExW(p r4) i .r5'
      ${If} $5 != 0
        System::Call '*$4(i, i, p, p, p, p, p, i, p, p, p, p, i, p, p .r6)'
        System::Call 'kernel32::WaitForSingleObject(p r6, i -1)'
        System::Call 'kernel32::GetExitCodeProcess(p r6, *i .r7)'
        System::Call 'kernel32::CloseHandle(p r6)'
        System::Free $4
        SetErrorLevel $7
        Quit
      ${EndIf}
      System::Free $4
      !ifdef VILLAGE_PRETEND_UNELEVATED
        SetErrorLevel 97
        Quit
      !endif
    ${EndIf}
  ${EndIf}
!macroend

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "${APP_NAME} needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
  ; Without /D=, $INSTDIR is still the InstallDir default here.
  ${If} $INSTDIR != "$PROGRAMFILES64\${APP_NAME}"
    StrCpy $CmdLineInstDir $INSTDIR
  ${EndIf}
  !insertmacro VILLAGE_ELEVATE_FOR_ALLUSERS ""
  !insertmacro MULTIUSER_INIT
  ${If} $CmdLineInstDir != ""
    StrCpy $INSTDIR $CmdLineInstDir
  ${EndIf}
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/NODESKTOP" $R1
  ${IfNot} ${Errors}
    SectionSetFlags ${SecDesktop} 0
  ${EndIf}
FunctionEnd

; The install-mode page sets the folder of the mode chosen; /D= wins over it.
Function DirectoryPre
  ${If} $CmdLineInstDir != ""
    StrCpy $INSTDIR $CmdLineInstDir
  ${EndIf}
FunctionEnd

; A folder that holds anything and is not ours (no install log of ours) gets
; a "Village" folder inside it: installing into C:\Games must not overwrite
; another program's SDL2.dll there. An empty or missing folder, or one we
; installed into before, is used as it is.
Function ChooseOwnFolder
  IfFileExists "$INSTDIR\${APP_LOG}" done
  ClearErrors
  FindFirst $0 $1 "$INSTDIR\*.*"
  next_entry:
    StrCmp $1 "" empty
    StrCmp $1 "." skip
    StrCmp $1 ".." skip
    FindClose $0
    StrCpy $INSTDIR "$INSTDIR\${APP_NAME}"
    DetailPrint "The folder holds other files: installing into $INSTDIR"
    Goto done
  skip:
    FindNext $0 $1
    Goto next_entry
  empty:
    FindClose $0
  done:
FunctionEnd

; The SHA-256 of the file $R0 as 64 lowercase hex digits in $R1 ("" when it
; cannot be read), with the Windows CryptoAPI (NSIS has no hash of its own).
!macro VILLAGE_FILE_SHA256 un
Function ${un}FileSha256
  Push $3
  Push $4
  Push $5
  Push $6
  Push $7
  Push $8
  Push $9
  Push $R2
  StrCpy $R1 ""
  StrCpy $R2 ""
  System::Call 'advapi32::CryptAcquireContextW(*p .r5, p 0, p 0, i 24, i 0xF0000000) i .r6'
  StrCmp $6 0 sha_done
  System::Call 'advapi32::CryptCreateHash(p r5, i 0x800C, p 0, i 0, *p .r7) i .r6'
  StrCmp $6 0 sha_release
  ClearErrors
  FileOpen $8 $R0 r
  IfErrors sha_destroy
  System::Alloc 65536
  Pop $9
  sha_read:
    System::Call 'kernel32::ReadFile(p r8, p r9, i 65536, *i .r6, p 0) i .r4'
    StrCmp $4 0 sha_close
    StrCmp $6 0 sha_final
    System::Call 'advapi32::CryptHashData(p r7, p r9, i r6, i 0) i .r4'
    StrCmp $4 0 sha_close
    Goto sha_read
  sha_final:
    System::Call 'advapi32::CryptGetHashParam(p r7, i 2, p r9, *i 32, i 0) i .r4'
    StrCmp $4 0 sha_close
    StrCpy $4 0
  sha_hex:
    IntCmp $4 32 sha_hex_done
    IntPtrOp $3 $9 + $4
    System::Call '*$3(&i1 .r6)'
    IntOp $6 $6 & 0xFF
    IntFmt $6 "%02x" $6
    StrCpy $R2 "$R2$6"
    IntOp $4 $4 + 1
    Goto sha_hex
  sha_hex_done:
    StrCpy $R1 $R2
  sha_close:
    FileClose $8
    System::Free $9
  sha_destroy:
    System::Call 'advapi32::CryptDestroyHash(p r7)'
  sha_release:
    System::Call 'advapi32::CryptReleaseContext(p r5, i 0)'
  sha_done:
  Pop $R2
  Pop $9
  Pop $8
  Pop $7
  Pop $6
  Pop $5
  Pop $4
  Pop $3
FunctionEnd
!macroend
!insertmacro VILLAGE_FILE_SHA256 ""
!insertmacro VILLAGE_FILE_SHA256 "un."

; Deletes what $INSTDIR\${APP_LOG} lists ("H sha256 file" or, in logs of
; earlier versions, "F file"; then "D folder" deepest
; first, relative to $INSTDIR), then the log. Folders go only when empty, so a
; player's own files and other programs' files stay. Entries that could leave
; $INSTDIR (absolute, "..", drive letters) are skipped.
!macro VILLAGE_REMOVE_LOGGED_FILES un
Function ${un}RemoveLoggedFiles
  IfFileExists "$INSTDIR\${APP_LOG}" 0 done
  ClearErrors
  FileOpen $0 "$INSTDIR\${APP_LOG}" r
  IfErrors done
  next_line:
    ClearErrors
    FileRead $0 $1
    IfErrors end_of_log
  trim:
    StrCpy $2 $1 1 -1
    ${If} $2 == "$\n"
    ${OrIf} $2 == "$\r"
      StrCpy $1 $1 -1
      Goto trim
    ${EndIf}
    StrCpy $2 $1 2       ; "H ", "F " or "D "
    ${If} $2 == "H "
      StrCpy $5 $1 64 2  ; the SHA-256 we installed
      StrCpy $3 $1 "" 67 ; the path
    ${Else}
      StrCpy $3 $1 "" 2  ; the path
    ${EndIf}
    StrCpy $4 $3 1       ; its first character
    ${If} $3 == ""
    ${OrIf} $4 == "\"
    ${OrIf} $4 == "/"
      Goto next_line
    ${EndIf}
    !if "${un}" == ""
      ${StrStr} $4 $3 ".."
    !else
      ${UnStrStr} $4 $3 ".."
    !endif
    StrCmp $4 "" 0 next_line
    !if "${un}" == ""
      ${StrStr} $4 $3 ":"
    !else
      ${UnStrStr} $4 $3 ":"
    !endif
    StrCmp $4 "" 0 next_line
    ${If} $2 == "H "
      ; Ours only while it is what we installed: a file another program or
      ; the player put in its place stays.
      StrCpy $R0 "$INSTDIR\$3"
      Call ${un}FileSha256
      ${If} $R1 == $5
        Delete "$INSTDIR\$3"
      ${EndIf}
    ${ElseIf} $2 == "F "
      Delete "$INSTDIR\$3"
    ${ElseIf} $2 == "D "
      RMDir "$INSTDIR\$3"
    ${EndIf}
    Goto next_line
  end_of_log:
  FileClose $0
  Delete "$INSTDIR\${APP_LOG}"
  done:
FunctionEnd
!macroend
!insertmacro VILLAGE_REMOVE_LOGGED_FILES ""
!insertmacro VILLAGE_REMOVE_LOGGED_FILES "un."

;--------------------------------------------------------------- uninstall
Function un.onInit
  SetRegView 64
  !insertmacro VILLAGE_ELEVATE_FOR_ALLUSERS "un."
  !insertmacro MULTIUSER_UNINIT
FunctionEnd

Section "Uninstall"
  Delete "$DESKTOP\${APP_NAME}.lnk"
  Delete "$SMPROGRAMS\${APP_NAME}\${APP_NAME}.lnk"
  Delete "$SMPROGRAMS\${APP_NAME}\Uninstall ${APP_NAME}.lnk"
  RMDir  "$SMPROGRAMS\${APP_NAME}"

  ; Exactly the files the install log lists: the folder may be shared.
  Call un.RemoveLoggedFiles
  Delete "$INSTDIR\${APP_UNINST}"
  RMDir  "$INSTDIR"        ; only if empty: never removes user files

  DeleteRegKey SHCTX "${UNINST_REGKEY}"
  DeleteRegKey SHCTX "${APP_REGKEY}"
SectionEnd
