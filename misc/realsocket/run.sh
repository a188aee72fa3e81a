#!/bin/sh
# misc/realsocket/run.sh: the bias as real tools show it, on 127.0.0.1.
# Starts stallserver (misc/realsocket/stallserver.c), measures it with
# Debian's wrk (closed loop: -t1 -c1 and -t1 -c10, with raw.lua recording
# each request's latency from its actual send) and with openloop (request i
# at start + i * 200 us, latency from the intended send), REPS times (3
# unless REPS is set) for 20 s each (QUICK=1: 5 s). Stops every process it
# started, by PID. Writes results/realsocket-raw.txt (RESULT lines: sets
# wrk-printed-c1, wrk-raw-c1, wrk-printed-c10, wrk-raw-c10, openloop, one
# group a run) and results/realsocket.md (the medians beside the
# simulation), each through a hidden temporary and a rename.
# Installs nothing: it says what is missing and exits 3.
set -eu

# shellcheck disable=SC1091 # lib.sh is checked on its own
. "$(dirname "$0")/lib.sh"

# wrk_run C: wrk with C connections, twice: once plain, for what wrk prints
# (its Lua hooks slow it, which would change the interval it corrects
# with), and once with raw.lua, for the latencies it measured.
wrk_run() {
	start_server
	wrk -t1 -c"$1" -d"${SECS}s" --latency "http://127.0.0.1:$PORT/" >"$WORK/wrk-c$1.txt" 2>&1 ||
		err "wrk -c$1 failed: $(tail -n 1 "$WORK/wrk-c$1.txt")"
	stop_server
	cat "$WORK/wrk-c$1.txt" >&2
	p50=$(awk '$1 == "50%" { print $2 }' "$WORK/wrk-c$1.txt")
	p90=$(awk '$1 == "90%" { print $2 }' "$WORK/wrk-c$1.txt")
	p99=$(awk '$1 == "99%" { print $2 }' "$WORK/wrk-c$1.txt")
	max=$(awk '$1 == "Latency" && NF >= 4 { print $4; exit }' "$WORK/wrk-c$1.txt")
	reqs=$(awk '$2 == "requests" && $3 == "in" { print $1 }' "$WORK/wrk-c$1.txt")
	printf 'RESULT set=wrk-printed-c%s p50_ns=%s p90_ns=%s p99_ns=%s max_ns=%s requests=%s\n' "$1" \
		"$(to_ns "$p50")" "$(to_ns "$p90")" "$(to_ns "$p99")" "$(to_ns "$max")" "$reqs"
	start_server
	RAW_OUT=$WORK/raw-c$1 wrk -t1 -c"$1" -d"${SECS}s" -s misc/realsocket/raw.lua \
		"http://127.0.0.1:$PORT/" >"$WORK/wrk-raw-c$1.txt" 2>&1 ||
		err "wrk -c$1 with raw.lua failed: $(tail -n 1 "$WORK/wrk-raw-c$1.txt")"
	stop_server
	./lab --correct "$WORK/raw-c$1" | sed -n "s/^RESULT set=recorded /RESULT set=wrk-raw-c$1 /p"
}

openloop_run() {
	start_server
	misc/realsocket/openloop "$PORT" "$SECS" || err "openloop failed"
	stop_server
}

main() {
	[ "$#" -eq 0 ] || err "unexpected argument '$1': it takes none (QUICK=1, REPS=N)"
	cd "$(dirname "$0")/../.."
	missing=""
	for tool in cc wrk awk; do
		command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
	done
	if [ -n "$missing" ]; then
		say "realsocket: missing:$missing (Debian: apt-get install wrk gcc); nothing was run"
		exit 3
	fi
	runs_from_reps 3
	SECS=20
	[ "${QUICK:-0}" != 1 ] || SECS=5
	prefix=
	[ "${QUICK:-0}" != 1 ] || prefix=quick-
	begin_work
	./build.sh >&2
	mkdir -p results
	raw_tmp=$(mktemp "results/.${prefix}realsocket-raw.txt.tmp.XXXXXX")
	md_tmp=$(mktemp "results/.${prefix}realsocket.md.tmp.XXXXXX")
	{
		./bench --reps 1 | sed -n 's/^RESULT set=/SIM RESULT set=/p'
		./lab --reps 1 --closed back-to-back --expected-interval mean |
			sed -n 's/^RESULT set=corrected /SIM RESULT set=b2b-mean-corrected /p'
		k=1
		while [ "$k" -le "$RUNS" ]; do
			echo "RUN $k"
			wrk_run 1
			wrk_run 10
			openloop_run
			k=$((k + 1))
		done
	} >"$raw_tmp"
	awk -f misc/realsocket/table.awk "$raw_tmp" >"$md_tmp"
	chmod 644 "$raw_tmp" "$md_tmp"
	mv -f "$raw_tmp" "results/${prefix}realsocket-raw.txt"
	mv -f "$md_tmp" "results/${prefix}realsocket.md"
	cat "results/${prefix}realsocket.md"
}

main "$@"
