#!/usr/bin/env bash
# Makes the report fonts (SIL OFL 1.1, from @expo-google-fonts). Noto Sans Regular and Bold, cut
# to Latin, Greek, Cyrillic and common punctuation and symbols: 630 KB becomes ~150 KB per weight,
# which makes each report about 3x faster to build (jsPDF parses and subsets the font for every
# document). Then one Regular font per further script, in script/, cut to that script: a report
# loads one only when its text needs it (docs/decisions.md#reports-in-every-script). The OpenType
# layout tables go: jsPDF draws characters one glyph each and never reads them.
# Needs Debian's python3-fonttools (apt-get install -y python3-fonttools).
# Usage: bash packages/report/fonts/subset.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dir() { (cd "$here/.." && node -p "require('node:path').dirname(require.resolve('@expo-google-fonts/$1/package.json'))"); }
cut() {
  /usr/bin/python3 -m fontTools.subset "$1" --unicodes="$2" --output-file="$3" \
    --drop-tables+=GSUB,GPOS,GDEF,STAT,BASE,vhea,vmtx,VORG --no-hinting --no-glyph-names \
    --name-IDs='*' --name-languages='*'
}
src="$(dir noto-sans)"
ranges="U+0000-02FF,U+0300-036F,U+0370-03FF,U+0400-052F,U+1E00-1EFF,U+1F00-1FFF,U+2000-20CF,\
U+2100-218F,U+2190-21FF,U+2212,U+2215,U+2219,U+221E,U+2248,U+2260-2265,U+25CF,U+FB00-FB06"
for weight in Regular:400Regular Bold:700Bold; do
  name="${weight%%:*}"
  file="${weight##*:}"
  cut "$src/$file/NotoSans_$file.ttf" "$ranges" "$here/NotoSans-$name.ttf"
done
cp "$src/LICENSE_FONT" "$here/OFL.txt"

# Script fonts: package, file stem, ranges (the script's blocks; Arabic keeps its presentation
# forms, which jsPDF's Arabic step draws; the CJK font keeps kana and the unified ideographs and
# leaves out the rare Extension A, 2.4 MB more; the Korean font keeps Hangul alone: Jamo,
# compatibility Jamo and the syllables, not the Chinese characters it also holds). Each keeps the space, digits and punctuation
# too, so a right-to-left name and its comma print as one run (render/fallback.ts).
neutral="U+0020-0040,U+005B-0060,U+007B-007E,U+00A0,U+2010-2027"
mkdir -p "$here/script"
while IFS=' ' read -r package stem ranges; do
  cut "$(dir "$package")/400Regular/${stem}_400Regular.ttf" "$neutral,$ranges" \
    "$here/script/$stem-Regular.ttf"
done <<'LIST'
noto-sans-sc NotoSansSC U+3000-303F,U+3040-30FF,U+31F0-31FF,U+4E00-9FFF,U+F900-FAFF,U+FF00-FFEF
noto-sans-arabic NotoSansArabic U+0600-06FF,U+0750-077F,U+08A0-08FF,U+FB50-FDFF,U+FE70-FEFF
noto-sans-hebrew NotoSansHebrew U+0590-05FF,U+FB1D-FB4F
noto-sans-devanagari NotoSansDevanagari U+0900-097F,U+A8E0-A8FF,U+1CD0-1CFF
noto-sans-thai NotoSansThai U+0E00-0E7F
noto-sans-kr NotoSansKR U+1100-11FF,U+3130-318F,U+AC00-D7AF
LIST
ls -l "$here"/*.ttf "$here"/script/*.ttf
