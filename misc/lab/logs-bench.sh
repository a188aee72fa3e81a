#!/bin/sh
# misc/lab/logs-bench.sh: how fast lab diagnose reads a log, beside pandas.
# Writes a simulated run of LINES requests (bench's server: 1 ms a request,
# a 200 ms stall a second, one every 2 ms) in two formats (plain and
# JMeter's JTL), then times, 5 times each: lab diagnose on the file (its
# default route, the log walked again in bounded memory, and --route
# memory, every request held; their RESULT lines must be the same), and
# pandas read_csv of the same file plus numpy's exact percentiles of its
# latencies (method inverted_cdf: the ceiling rank rule, so lab runs with
# --rank ceil and the two p99s must agree). Reports the minimum and median
# wall time, MB/s and ns a line from the minimum, and the peak RSS
# (/usr/bin/time -v), naming the CPU. pandas is skipped where
# /usr/bin/python3 lacks numpy or pandas. Not run by the test suite, which
# runs it at 10^4 lines to see it work. A run of the full 10^7 lines also
# writes its BENCH lines and the CPU to results/logs-bench.txt (whole or
# not at all: written beside it and moved in at the end).
#
#   misc/lab/logs-bench.sh [LINES]      (10000000; ./build.sh first)
set -eu

readonly LINES="${1:-10000000}"
readonly REPEATS=5
readonly PY=/usr/bin/python3

say() { printf '%s\n' "$*" >&2; }
err() {
	say "logs-bench.sh: $*"
	exit 2
}

# timed OUT CMD...: runs CMD under /usr/bin/time -v; prints "seconds max_rss_kib".
timed() {
	out=$1
	shift
	/usr/bin/time -v "$@" >"$out" 2>"$out.time" || err "failed: $* ($(tail -n 3 "$out.time" | tr '\n' ' '))"
	awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0
			for (i = 1; i <= n; i++) s = s * 60 + t[i] }
		/Maximum resident set size/ { rss = $2 }
		END { printf "%.3f %d\n", s, rss }' "$out.time"
}

# stats NAME FORMAT FILE OUT CMD...: REPEATS runs; one BENCH line of min, median, MB/s, ns a line, RSS.
stats() {
	name=$1 format=$2 file=$3 out=$4
	shift 4
	: >"$WORK/runs"
	for _ in $(seq "$REPEATS"); do
		timed "$out" "$@" >>"$WORK/runs"
	done
	bytes=$(wc -c <"$file" | tr -d ' ')
	sort -n "$WORK/runs" | awk -v name="$name" -v format="$format" -v bytes="$bytes" -v lines="$LINES" '
		{ s[NR] = $1; if ($2 > rss) rss = $2 }
		END { med = s[int((NR + 1) / 2)]
			mbs = s[1] > 0 ? sprintf("%.1f", bytes / 1e6 / s[1]) : "n/a"
			printf "BENCH tool=%s format=%s lines=%d bytes=%d min_s=%.3f median_s=%.3f mb_per_s=%s ns_per_line=%.1f max_rss_kib=%d\n",
				name, format, lines, bytes, s[1], med, mbs, s[1] * 1e9 / lines, rss }'
}

# pandas FORMAT FILE: read_csv and the exact percentiles of the latencies, in ns.
pandas_script() {
	cat <<'PY'
import sys
import numpy as np
import pandas as pd
fmt, path = sys.argv[1], sys.argv[2]
if fmt == "plain":
    lat = pd.read_csv(path, header=None, usecols=[0, 1, 2], names=["send", "lat", "stream"])["lat"].to_numpy()
else:
    df = pd.read_csv(path, header=None, usecols=[0, 1, 5])
    lat = df[1].to_numpy() * 1000000
q = np.percentile(lat, [50, 90, 99, 99.9, 99.99, 100], method="inverted_cdf")
print("p999_ns=%d max_ns=%d n=%d" % (q[3], q[5], len(lat)))
PY
}

main() {
	cd "$(dirname "$0")/../.."
	[ -x ./lab ] || err "run ./build.sh first"
	WORK=$(mktemp -d)
	trap 'rm -rf "$WORK"' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
	duration_ms=$((LINES * 2))
	have_pandas=yes
	"$PY" -c 'import numpy, pandas' 2>/dev/null || have_pandas=no
	pandas_script >"$WORK/pd.py"
	cpu="CPU: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1), $(nproc) cores"
	say "$cpu"
	: >"$WORK/bench.lines"
	for format in plain jmeter; do
		./lab diagnose --write-sim "$format" --service 1ms --sim-interval 2ms --duration "${duration_ms}ms" \
			>"$WORK/log.$format"
		[ "$(grep -c . "$WORK/log.$format")" -eq "$LINES" ] || err "the simulated $format log is not $LINES lines"
		stats lab "$format" "$WORK/log.$format" "$WORK/lab.out" ./lab diagnose --rank ceil --interval 2ms "$WORK/log.$format" >"$WORK/row"
		cat "$WORK/row" && cat "$WORK/row" >>"$WORK/bench.lines"
		stats lab-memory "$format" "$WORK/log.$format" "$WORK/mem.out" ./lab diagnose --route memory --rank ceil --interval 2ms "$WORK/log.$format" >"$WORK/row"
		cat "$WORK/row" && cat "$WORK/row" >>"$WORK/bench.lines"
		grep '^RESULT' "$WORK/lab.out" >"$WORK/lab.results"
		grep '^RESULT' "$WORK/mem.out" | cmp -s - "$WORK/lab.results" ||
			err "the passes and memory routes' RESULT lines differ on $format"
		want=$(sed -n 's/^RESULT set=logged .*p999_ns=\([0-9]*\) .*max_ns=\([0-9]*\) .*/\1 \2/p' "$WORK/lab.out")
		if [ "$have_pandas" = no ]; then
			say "pandas: skipped ($PY has no numpy or pandas)"
			continue
		fi
		stats pandas "$format" "$WORK/log.$format" "$WORK/pd.out" env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE \
			"$PY" "$WORK/pd.py" "$format" "$WORK/log.$format" >"$WORK/row"
		cat "$WORK/row" && cat "$WORK/row" >>"$WORK/bench.lines"
		got=$(sed -n 's/^p999_ns=\([0-9]*\) max_ns=\([0-9]*\) .*/\1 \2/p' "$WORK/pd.out")
		if [ -z "$want" ] || [ "$want" != "$got" ]; then
			err "lab's p99.9 and max ($want) and numpy's ($got) differ on $format"
		fi
		say "$format: lab's p99.9 and max ($want ns) = numpy's"
		echo "# $format: lab's p99.9 and max ($want ns) = numpy's" >>"$WORK/bench.lines"
	done
	if [ "$LINES" -eq 10000000 ]; then
		{
			echo "# misc/lab/logs-bench.sh, $(date -u +%Y-%m-%dT%H:%MZ); $cpu; min and median of $REPEATS"
			cat "$WORK/bench.lines"
		} >results/logs-bench.txt.tmp
		mv -f results/logs-bench.txt.tmp results/logs-bench.txt
		say "wrote results/logs-bench.txt"
	fi
}

main "$@"
