#!/bin/sh
# scale.sh: how the benchmark scales with the length of the run. Runs the
# default scenario for 20 s, 1 h and 1 day of simulated time (one warmup and
# one timed rep each) by bench alone, then by the lab a Poisson schedule,
# the skip client and M/M/1 at rho 0.9 for 1 h and a Poisson day (walked in
# passes, misc/lab/passes.c: they cannot go on the lattice, and bench alone
# keeps every sample of such a run), and a day with a 50 ms timeout (its
# views found in passes, in bounded memory), and writes
# results/scale.md: requests a client, wall seconds, ns per simulated
# request end to end, cycles per request of each loop, peak RSS, checks.
# The table is also pasted into README.md between the scale markers. Every
# file is written to a hidden temporary name and renamed into place.
set -eu

readonly BEGIN_MARK='<!-- scale:begin -->'
readonly END_MARK='<!-- scale:end -->'
readonly CASES='20 s|--duration 20s
1 h|--duration 3600s
1 day|--duration 86400s
1 h, lab, Poisson|--duration 3600s --schedule poisson --rate 5000 --seed 1
1 h, lab, skip|--duration 3600s --closed skip
1 h, lab, M/M/1 at 0.9|--duration 3600s --schedule poisson --rate 9000 --service-dist exp --stall 0
1 day, lab, Poisson|--duration 86400s --schedule poisson --rate 5000 --seed 1
1 day, lab, timeout 50 ms|--duration 86400s --timeout 50ms'

say() { printf '%s\n' "$*" >&2; }
err() {
	say "scale.sh: $*"
	exit 2
}

# field FILE KEY: the value of KEY= on the RESULT lines of FILE (first match).
field() {
	sed -n "s/^RESULT .*[ ]$2=\([^ ]*\).*/\1/p" "$1" | head -n 1
}

# row NAME OPTIONS: one table row from one run, by the lab if NAME says so.
row() {
	out=$(mktemp results/.scale-run.tmp.XXXXXX)
	case $1 in
	*lab*) prog=./lab ;;
	*) prog=./bench ;;
	esac
	t0=$(date +%s%N)
	# shellcheck disable=SC2086 # OPTIONS is a list of words
	$prog $2 --reps 1 >"$out" || err "$prog $2 failed; see $out"
	t1=$(date +%s%N)
	awk -v name="$1" -v wall_ns=$((t1 - t0)) -v ghz="$GHZ" '
		/^RESULT set=closed / { for (i = 2; i <= NF; i++) if ($i ~ /^n=/) n = substr($i, 3) }
		/^RESULT set=open / { for (i = 2; i <= NF; i++) if ($i ~ /^n=/) no = substr($i, 3) }
		/^RESULT cost loop=closed / { split($4, a, "="); cc = a[2] }
		/^RESULT cost loop=open / { split($4, a, "="); co = a[2] }
		/^RESULT memory / { split($3, a, "="); rss = a[2] / 1024; split($4, b, "="); how = b[2] }
		/^RESULT checks / { split($3, a, "="); passed = a[2]; split($4, b, "="); failed = b[2] }
		END {
			# two runs (warmup and rep) of both clients
			per = wall_ns / (2 * (n + no))
			# no cycles where the two clock chains disagreed
			cyc_c = (ghz == "unknown") ? "unknown" : sprintf("%.2f", cc * ghz)
			cyc_o = (ghz == "unknown") ? "unknown" : sprintf("%.2f", co * ghz)
			printf "| %s | %d | %.3f | %.2f | %s | %s | %.1f (%s) | %d passed, %d failed |\n", \
				name, no, wall_ns / 1e9, per, cyc_c, cyc_o, rss, how, passed, failed
		}' "$out"
	rm -f "$out"
}

main() {
	[ "$#" -eq 0 ] || err "unexpected argument '$1': scale.sh takes none"
	cd "$(dirname "$0")"
	./build.sh
	mkdir -p results
	GHZ=$(./bench --clock | sed -n 's/^RESULT clock ghz=\([0-9.]*\|unknown\) .*/\1/p')
	tmp=$(mktemp results/.scale.md.tmp.XXXXXX)
	readme_tmp=$(mktemp .README.md.tmp.XXXXXX)
	trap 'rm -f "$tmp" "$readme_tmp" results/.scale-run.tmp.*' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
	{
		printf 'Clock estimate %s GHz; %s; one warmup and one timed rep per row.\n\n' \
			"$GHZ" "$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || uname -m)"
		echo "| simulated | requests a client | wall s | ns per simulated request, end to end | closed loop, cycles per request | open loop, cycles per request | peak RSS MiB (samples) | checks |"
		echo "|---|---:|---:|---:|---:|---:|---:|---|"
		printf '%s\n' "$CASES" | while IFS='|' read -r name opts; do
			row "$name" "$opts"
		done
	} >"$tmp"
	awk -v begin="$BEGIN_MARK" -v end="$END_MARK" -v file="$tmp" '
		$0 == begin { print; while ((getline line < file) > 0) print line; skip = 1; found++; next }
		$0 == end { skip = 0 }
		!skip { print }
		END { if (found != 1) exit 1 }
	' README.md >"$readme_tmp" || err "README.md must hold exactly one pair of scale markers"
	chmod 644 "$tmp" "$readme_tmp"
	mv -f "$tmp" results/scale.md
	mv -f "$readme_tmp" README.md
	cat results/scale.md
}

main "$@"
