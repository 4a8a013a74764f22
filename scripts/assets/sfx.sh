#!/usr/bin/env bash
# Synthesise Village's sound effects with sox. usage: sfx.sh OUTDIR
# -R makes sox repeatable (fixed noise seeds, fixed Ogg serial), so the output is byte-stable.
# Every effect is trimmed, its RMS brought to the same level (TARGET_RMS dBFS) with a limiter,
# and its peak kept at or below -3 dBFS, so they sound equally loud.
set -euo pipefail
OUT="$1"
mkdir -p "$OUT"
W="$(mktemp -d /tmp/village-sfx.XXXXXX)"
trap 'rm -rf "$W"' EXIT
R=44100
TARGET_RMS=-20
S() { sox -V1 -R -D "$@"; }            # repeatable, no dither, errors only
syn() { local o="$1"; shift; S -n -r $R -c 1 -b 16 "$W/$o.wav" synth "$@"; }
mix() { local o="$1"; shift; S -m "$@" "$W/$o.wav"; }
cat_() { local o="$1"; shift; S "$@" "$W/$o.wav"; }
fx() { local i="$1" o="$2"; shift 2; S "$W/$i.wav" "$W/$o.wav" "$@"; }

finish() { # name wav [target RMS dBFS]
    local name="$1" in="$W/$2.wav" rms g target="${3:-$TARGET_RMS}"
    rms=$(sox "$in" -n stats 2>&1 | awk '/RMS lev dB/ {print $4}')
    g=$(awk -v r="$rms" -v t="$target" 'BEGIN { printf "%.2f", t - r }')
    S "$in" "$W/$name.lvl.wav" gain -l "$g"
    local pk
    pk=$(sox "$W/$name.lvl.wav" -n stats 2>&1 | awk '/Pk lev dB/ {print $4}')
    if awk -v p="$pk" 'BEGIN { exit !(p > -3) }'; then
        S "$W/$name.lvl.wav" "$W/$name.n.wav" gain -n -3
    else
        cp "$W/$name.lvl.wav" "$W/$name.n.wav"
    fi
    S "$W/$name.n.wav" -C 5 "$OUT/$name.ogg"
}

# --- cube: a wooden cube set down on the board (knock + tiny bounce)
syn k1 0.09 pinknoise fade q 0.001 0.09 0.085 bandpass 1900 1.2q gain -6
syn k2 0.07 sine 620 fade q 0.001 0.07 0.065 gain -8
mix knock "$W/k1.wav" "$W/k2.wav"
fx knock knock2 gain -9 pad 0.075
mix cube "$W/knock.wav" "$W/knock2.wav"
fx cube cube_r highpass 120 reverb 12 20 40
finish cube cube_r

# --- coin: a small silver coin dropped on a coin (inharmonic ring, two hits)
for p in 2637 3951 5274 6890; do syn "c$p" 0.7 sine $p fade l 0.001 0.7 0.69; done
mix ring "$W/c2637.wav" "$W/c3951.wav" "$W/c5274.wav" "$W/c6890.wav"
syn tick 0.02 whitenoise gain -6 fade q 0.001 0.02 0.018 highpass 3000
mix hit1 "$W/ring.wav" "$W/tick.wav"
fx hit1 hit2 gain -7 pad 0.12 trim 0 0.6
mix coin "$W/hit1.wav" "$W/hit2.wav"
fx coin coin_r reverb 20 40 60 fade q 0 0.75 0.2
finish coin coin_r

# --- grain: a sack of grain set down (rustle + soft thump)
syn gr 0.5 brownnoise tremolo 22 60 bandpass 1600 0.8q fade q 0.04 0.5 0.3
syn th 0.18 sine 90 fade q 0.005 0.18 0.16
fx th th2 pad 0.05
mix grain "$W/gr.wav" "$W/th2.wav"
finish grain grain

# --- hammer: two strikes on an anvil
for p in 1180 2760 4230; do syn "a$p" 0.5 sine $p fade l 0.001 0.5 0.49; done
syn an 0.04 whitenoise fade q 0.001 0.04 0.035 bandpass 3000 1q
mix strike "$W/a1180.wav" "$W/a2760.wav" "$W/a4230.wav" "$W/an.wav"
fx strike strike2 gain -3 pad 0.32
mix hammer "$W/strike.wav" "$W/strike2.wav"
fx hammer hammer_r reverb 25 40 50 trim 0 1.0 fade q 0 1.0 0.3
finish hammer hammer_r

# --- quill: three quick scratches of a quill on parchment
for i in 1 2 3; do syn "q$i" 0.$((10 + i * 3)) whitenoise gain -8 highpass 2800 tremolo $((16 + i * 5)) 80 fade q 0.02 0.$((10 + i * 3)) 0.06; done
fx q2 q2p pad 0.18
fx q3 q3p pad 0.38
mix quill "$W/q1.wav" "$W/q2p.wav" "$W/q3p.wav"
fx quill quill_r lowpass 9000 gain -2
finish quill quill_r

# --- bell: a church bell tolls once (hum, prime, minor third, fifth, nominal)
i=0
for spec in "110 3.5" "220 3.0" "264 2.6" "330 2.2" "440 2.0" "587 1.4" "880 1.0"; do
    set -- $spec
    syn "b$i" 3.5 sine "$1" fade l 0.004 "$2" "$(awk -v d="$2" 'BEGIN{print d-0.01}')" pad 0 "$(awk -v d="$2" 'BEGIN{print 3.5-d}')"
    i=$((i + 1))
done
mix bellraw "$W"/b[0-6].wav
fx bellraw bell reverb 60 50 80 trim 0 4.0 fade q 0 4.0 1.0
finish bell bell

# --- bag-shake: cubes rattling in a cloth bag
syn rat 0.9 pinknoise tremolo 13 95 bandpass 2600 1.4q fade q 0.05 0.9 0.25
syn cloth 0.9 brownnoise tremolo 5 70 bandpass 700 0.7q gain -8 fade q 0.1 0.9 0.3
mix bagshake "$W/rat.wav" "$W/cloth.wav"
finish bag-shake bagshake

# --- bag-draw: a hand rummages and pulls a piece out
syn rum 0.35 brownnoise tremolo 9 60 bandpass 900 0.8q fade q 0.05 0.35 0.15
fx knock kn3 pad 0.38
mix bagdraw "$W/rum.wav" "$W/kn3.wav"
finish bag-draw bagdraw

# --- market: murmur of a crowd on market day
syn m1 3.0 pinknoise bandpass 450 0.9q tremolo 3.1 45 tremolo 0.7 30
syn m2 3.0 brownnoise bandpass 900 1.2q tremolo 4.3 50 tremolo 1.1 40 gain -4
syn m3 3.0 pinknoise bandpass 1400 2q tremolo 6.7 70 gain -10
mix mk "$W/m1.wav" "$W/m2.wav" "$W/m3.wav"
fx mk market reverb 40 50 70 fade q 0.4 3.0 0.8
finish market market

# --- fanfare: a short brass fanfare for the results (C G C' E' G' + chord)
note() { syn "$1" "$2" sawtooth "$3" sawtooth "$(awk -v f="$3" 'BEGIN{print f*1.004}')" lowpass 2400 fade q 0.02 "$2" 0.05 gain -6; }
note f1 0.16 523.25; note f2 0.16 523.25; note f3 0.16 659.25; note f4 0.32 783.99
note f5 0.16 659.25
note fc1 1.1 523.25; note fc2 1.1 659.25; note fc3 1.1 783.99; note fc4 1.1 1046.5
mix chord "$W/fc1.wav" "$W/fc2.wav" "$W/fc3.wav" "$W/fc4.wav"
fx chord chord2 fade q 0.03 1.1 0.6
cat_ fan "$W/f1.wav" "$W/f2.wav" "$W/f3.wav" "$W/f4.wav" "$W/f5.wav" "$W/chord2.wav"
fx fan fanfare reverb 40 40 80 fade q 0 2.3 0.5
finish fanfare fanfare

# --- click: UI button
syn cl1 0.025 sine 1500 fade q 0.001 0.025 0.022
syn cl2 0.012 whitenoise highpass 2000 fade q 0.001 0.012 0.01 gain -10
mix click "$W/cl1.wav" "$W/cl2.wav"
fx click click2 pad 0 0.02
finish click click2

# The cues that carry meaning (issue 42, play by ear): each has its own pitch,
# rhythm and timbre, so a player who cannot see the screen tells them apart.

# --- turn: your turn: two plucked wooden notes, rising (G5 then C6)
syn tn1 0.2 pluck G5 fade q 0.002 0.2 0.12
syn tn2 0.45 pluck C6 fade q 0.002 0.45 0.3
fx tn2 tn2p pad 0.16
mix turnraw "$W/tn1.wav" "$W/tn2p.wav"
fx turnraw turn_r reverb 15 40 40 trim 0 0.75
finish turn turn_r

# --- plague: a low, beating drone that sinks (a minor second falling a fourth) with a rattle
syn pl1 1.1 sawtooth 98-73 sawtooth 104-77 lowpass 600 tremolo 7 55 fade q 0.03 1.1 0.4
syn pl2 1.1 pinknoise tremolo 19 90 bandpass 300 1q gain -10 fade q 0.05 1.1 0.5
mix plagueraw "$W/pl1.wav" "$W/pl2.wav"
fx plagueraw plague_r reverb 30 40 60 trim 0 1.3
finish plague plague_r

# --- death: a knell: a bell an octave below the church bell, struck twice, slowly
i=0
for spec in "55 2.6" "110 2.4" "132 2.0" "165 1.8" "220 1.6"; do
    set -- $spec
    syn "kn$i" 2.6 sine "$1" fade l 0.004 "$2" "$(awk -v d="$2" 'BEGIN{print d-0.01}')" pad 0 "$(awk -v d="$2" 'BEGIN{print 2.6-d}')"
    i=$((i + 1))
done
mix knellone "$W"/kn[0-4].wav
fx knellone knelltwo gain -2 pad 1.1
mix knellraw "$W/knellone.wav" "$W/knelltwo.wav"
fx knellraw death_r reverb 50 50 80 trim 0 3.4 fade q 0 3.4 0.8
finish death death_r

# --- end: the end of the game: three horn notes falling to rest (G4 E4 C4) over a soft gong
note en1 0.28 392.00; note en2 0.28 329.63; note en3 1.2 261.63
fx en3 en3f fade q 0.02 1.2 0.7
cat_ endnotes "$W/en1.wav" "$W/en2.wav" "$W/en3f.wav"
syn gong 1.8 sine 87 sine 131 sine 196 fade l 0.005 1.8 1.7 gain -10
mix endraw "$W/endnotes.wav" "$W/gong.wav"
fx endraw end_r reverb 40 40 80 trim 0 2.0 fade q 0 2.0 0.5
finish end end_r

# --- refused: a choice that cannot be made: two short low buzzes
syn rf1 0.08 square 155 lowpass 1200 fade q 0.005 0.08 0.02
fx rf1 rf2 pad 0.12
mix refusedraw "$W/rf1.wav" "$W/rf2.wav"
fx refusedraw refused_r pad 0 0.03
finish refused refused_r

# --- theme: quiet 16-second loop, plucked strings over a drone (D dorian)
mel="D4 F4 A4 G4 F4 E4 D4 A3 C4 D4 E4 F4 E4 D4 C4 D4 A4 G4 F4 G4 A4 C5 A4 G4 F4 E4 D4 E4 F4 E4 D4 D4"
parts=()
k=0
for n in $mel; do
    syn "t$k" 0.5 pluck "$n" fade q 0.005 0.5 0.3 gain -4
    parts+=("$W/t$k.wav")
    k=$((k + 1))
done
cat_ melody "${parts[@]}"
syn drone 16 sine D3 sine A3 gain -22
fx drone drone1 remix 1
fx melody mel2 gain -2
mix themeraw "$W/mel2.wav" "$W/drone1.wav"
fx themeraw theme_r reverb 30 50 60 trim 0 16
finish theme theme_r -30
