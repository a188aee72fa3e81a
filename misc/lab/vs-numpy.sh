#!/bin/sh
# misc/lab/vs-numpy.sh: the lab against numpy on two questions a user asks,
# M/M/1 at 0.9 (Poisson 9000/s, exponential 100 us) and M/D/1 (Poisson
# 5000/s, 100 us fixed), a simulated hour each, no stall: the lab's exact
# percentiles of both loops, checked, against numpy's vectorised Lindley
# recursion with exact percentiles (misc/lab/lindley.py), and beside them
# the floor (misc/lab/floor.c): one walk of the open loop in the lab's own
# draws and nothing else, its count and latency sum held to the lab's. Each
# runs REPEATS times (3), in turn; prints wall seconds and peak RSS, minimum
# and median, and the ratios, and writes results/vs-numpy.md. Needs
# /usr/bin/time and Debian's python3-numpy: without them it says so and
# exits 0. Not run by the test suite (a benchmark, not a check).
set -eu

cd "$(dirname "$0")/../.."
repeats=${REPEATS:-3}
py=/usr/bin/python3
[ -x "$py" ] || py=$(command -v python3 || true)
if [ ! -x /usr/bin/time ] || [ -z "$py" ] || ! "$py" -c 'import numpy' 2>/dev/null; then
	echo "misc/lab/vs-numpy.sh: skipped: needs /usr/bin/time and python3 with numpy (apt-get install time python3-numpy)"
	exit 0
fi
[ -x ./lab ] || ./build.sh >/dev/null 2>&1

# measure CMD...: one run; prints "wall_s rss_kib".
measure() {
	/usr/bin/time -f '%e %M' -o "$tmp/time" "$@" >"$tmp/out" 2>"$tmp/err" || {
		echo "misc/lab/vs-numpy.sh: '$*' failed: $(tail -n 1 "$tmp/err")" >&2
		exit 1
	}
	cat "$tmp/time"
}

# stats FILE: min and median of column 1 and column 2, four numbers.
stats() {
	sort -n -k1,1 "$1" | awk '{ w[NR] = $1 } END { printf "%s %s ", w[1], w[int((NR + 1) / 2)] }'
	sort -n -k2,2 "$1" | awk '{ r[NR] = $2 } END { printf "%s %s\n", r[1], r[int((NR + 1) / 2)] }'
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
${CC:-cc} -std=c11 -O2 -pthread -o "$tmp/floor" misc/lab/floor.c -lm
out=results/vs-numpy.md
cpu=$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || uname -m)
{
	echo "The lab against numpy, $repeats runs each, alternating, on $cpu ($(nproc) cores); wall seconds and peak RSS, minimum and median."
	echo
	echo "| question | lab wall s (min, median) | numpy wall s | numpy / lab, median | lab peak MiB | numpy peak MiB | numpy / lab | floor wall s (min, median) | numpy / floor, median |"
	echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
} >"$tmp/table"
while IFS='|' read -r name rate svc dist; do
	: >"$tmp/lab"
	: >"$tmp/np"
	: >"$tmp/fl"
	k=0
	while [ "$k" -lt "$repeats" ]; do
		measure ./lab --schedule poisson --rate "$rate" --service-dist "$dist" --service "${svc}ns" \
			--stall 0 --duration 3600s --seed 1 >>"$tmp/lab"
		grep -q '^RESULT checks passed=[0-9]* failed=0 ' "$tmp/out" || {
			echo "misc/lab/vs-numpy.sh: a lab run failed its checks" >&2
			exit 1
		}
		open=$(sed -n 's/^RESULT set=open n=\([0-9]*\) .* sum_ns=\([0-9]*\)$/n=\1 sum_ns=\2/p' "$tmp/out")
		measure "$py" misc/lab/lindley.py "$rate" "$svc" "$dist" 3600 1 >>"$tmp/np"
		measure "$tmp/floor" "$rate" "$svc" "$dist" 3600 1 >>"$tmp/fl"
		[ "$(cat "$tmp/out")" = "$open" ] || {
			echo "misc/lab/vs-numpy.sh: the floor walked another run: '$(cat "$tmp/out")', the lab's open loop '$open'" >&2
			exit 1
		}
		k=$((k + 1))
	done
	# shellcheck disable=SC2046 # four numbers each, split on purpose
	set -- $(stats "$tmp/lab") $(stats "$tmp/np") $(stats "$tmp/fl")
	awk -v name="$name" -v lw="$1" -v lm="$2" -v lr="$3" -v lrm="$4" -v nw="$5" -v nm="$6" -v nr="$7" -v nrm="$8" \
		-v fw="$9" -v fm="${10}" 'BEGIN {
		printf "| %s | %.2f, %.2f | %.2f, %.2f | %.2f | %.1f | %.1f | %.0f | %.2f, %.2f | %.2f |\n", name, lw, lm,
			nw, nm, nm / lm, lrm / 1024, nrm / 1024, nrm / lrm, fw, fm, nm / fm }' >>"$tmp/table"
done <<'Q'
M/M/1 at 0.9, 1 h|9000|100000|exp
M/D/1 at 0.5, 1 h|5000|100000|fixed
Q
mkdir -p results
cp "$tmp/table" "results/.vs-numpy.md.tmp"
mv -f "results/.vs-numpy.md.tmp" "$out"
cat "$out"
