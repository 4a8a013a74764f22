# cmake -DIN=LICENSE -DOUT=LICENSE-nsis.txt -P license-for-nsis.cmake
# The NSIS licence page reads a text file as UTF-8 only if it starts with a
# byte order mark; otherwise the em dash and (c) of our LICENSE turn into
# mojibake. Also CRLF line ends, as Windows' rich edit control expects.
file(READ "${IN}" text)
string(REPLACE "\r\n" "\n" text "${text}")
string(REPLACE "\n" "\r\n" text "${text}")
string(ASCII 239 187 191 bom)
file(WRITE "${OUT}" "${bom}${text}")
