#!/usr/bin/env bash
# Makes the small MP4 fixtures of the offline-video tests with Debian's ffmpeg (apt-get install ffmpeg).
# Run once; the outputs in tests/fixtures/video/ are committed (CI does not need ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/.."
out=tests/fixtures/video
mkdir -p "$out"
# 12 s of a moving test pattern with a tone: H.264 (baseline-compatible Main profile) + AAC-LC.
src=(-f lavfi -i "testsrc2=size=320x180:rate=15:duration=12" -f lavfi -i "sine=frequency=440:duration=12:sample_rate=22050")
common=(-map 0:v -map 1:a -c:v libx264 -profile:v main -pix_fmt yuv420p -b:v 150k -maxrate 200k -bufsize 300k -g 15 -c:a aac -b:a 32k -ac 1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1)
ffmpeg -y -v error "${src[@]}" "${common[@]}" -movflags +faststart "$out/lesson-faststart.mp4"
ffmpeg -y -v error "${src[@]}" "${common[@]}" "$out/lesson-moov-end.mp4"
# HEVC in MP4 (what a phone records as "High Efficiency"): the browser check refuses it.
ffmpeg -y -v error "${src[@]}" -map 0:v -map 1:a -c:v libx265 -x265-params log-level=error -tag:v hvc1 -b:v 150k -c:a aac -b:a 32k -ac 1 -map_metadata -1 -movflags +faststart "$out/lesson-hevc.mp4"
# QuickTime container (.mov renamed .mp4 by hand).
ffmpeg -y -v error "${src[@]}" "${common[@]}" -f mov "$out/lesson-quicktime.mp4"
# A text file renamed .mp4.
printf 'Ini bukan video. Berkas teks biasa yang diberi nama .mp4.\n' > "$out/not-a-video.mp4"
ls -l "$out"
