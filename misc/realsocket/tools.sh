#!/bin/sh
# misc/realsocket/tools.sh: what the load generators engineers run print for
# a server that stalls 200 ms a second, beside what the simulation predicts
# for the mode each runs in. Each tool that is installed runs against a fresh
# stallserver on 127.0.0.1 for 20 s (QUICK=1: 5 s), REPS times (1 unless
# set), in the modes people use it; its own summary is parsed (not
# re-measured). Writes results/tools-raw.txt (ROW lines: tool, mode, the
# statistic, what the tool printed; PRED lines: what the simulation says
# for that mode) and results/tools.md (the medians beside the predictions),
# each through a hidden temporary and a rename. Installs nothing: a tool
# that is missing is said to be skipped. autocannon and loadtest are looked
# for in misc/realsocket/node/ (git ignores it; .ci/run installs them there
# with npm, pinned) and then on PATH. A full run (not QUICK) also pastes
# the short table into README.md between the tools markers.
set -eu

# shellcheck disable=SC2034 # lib.sh's err names the script by it
ME=tools
# shellcheck disable=SC1091 # lib.sh is checked on its own
. "$(dirname "$0")/lib.sh"

# Each mode: tool | mode | the simulated model it is | how it runs (TARGET
# is the URL, SECS the length, N and K request counts for SECS at 5000 and
# 1000 a second, LOG h2load's per-request log). Models: b2b-cC, the closed
# loop sending back to back on C connections; catch-up-c1, a closed loop on
# a 5000-a-second schedule that catches up; wrk-cC, b2b-cC corrected as wrk
# does it; b2b-c1-hdr1ms, b2b at 5000 a second corrected at a 1 ms interval
# (autocannon -R); open, the open loop at 5000 a second; open-1000, at 1000.
# The tools that open a connection a request run at 1000 a second: at 5000
# they, not the server, are the bottleneck (httperf's select() holds 1020
# connections, fewer than a stall leaves open; loadtest's one event loop
# cannot open 5000 a second), and what they print is their own queue.
# shellcheck disable=SC2016 # ${SECS} is expanded by run_mode, not here
readonly MODES='openloop|open, 4 connections|open|openloop
wrk|-c1|wrk-c1|wrk -t1 -c1 -d${SECS}s --latency TARGET
wrk|-c10|wrk-c10|wrk -t1 -c10 -d${SECS}s --latency TARGET
ab|-k -c1|b2b-c1|ab -k -c 1 -t SECS -n 100000000 -e CSV TARGET
ab|-k -c10|b2b-c10|ab -k -c 10 -t SECS -n 100000000 -e CSV TARGET
ab|-c1 (HTTP 1.0, a connection a request)|b2b-c1|ab -c 1 -t SECS -n 100000000 -e CSV TARGET
siege|-c1 -b|b2b-c1|siege -c 1 -b -t SECSS TARGET
siege|-c10 -b|b2b-c10|siege -c 10 -b -t SECSS TARGET
h2load|--h1 -c1|b2b-c1|h2load --h1 -c 1 -D SECS --log-file LOG TARGET
h2load|--h1 -c1 --rps 5000|catch-up-c1|h2load --h1 -c 1 --rps 5000 -D SECS --log-file LOG TARGET
httperf|closed, one connection|b2b-c1|httperf --server 127.0.0.1 --port PORT --num-conns 1 --num-calls N
httperf|--rate 1000, a connection a request|open-1000|httperf --server 127.0.0.1 --port PORT --rate 1000 --num-conns K --num-calls 1
autocannon|-c1|b2b-c1|AUTOCANNON -c 1 -d SECS --json TARGET
autocannon|-c1 -R 5000|b2b-c1-hdr1ms|AUTOCANNON -c 1 -R 5000 -d SECS --json TARGET
loadtest|-c1|b2b-c1|LOADTEST -c 1 --maxSeconds SECS TARGET
loadtest|--rps 1000|open-1000|LOADTEST --rps 1000 --maxSeconds SECS TARGET'

# node_tool NAME: the npm tool's path, or nothing.
node_tool() {
	if [ -x "misc/realsocket/node/node_modules/.bin/$1" ]; then
		printf '%s\n' "misc/realsocket/node/node_modules/.bin/$1"
	elif command -v "$1" >/dev/null 2>&1; then
		command -v "$1"
	fi
}

# parse TOOL FILE: the tool's own numbers as "stat ns" lines.
parse() {
	case $1 in
	openloop)
		sed -n 's/^RESULT set=openloop .*p50_ns=\([0-9]*\) p90_ns=\([0-9]*\) p99_ns=\([0-9]*\) .*max_ns=\([0-9]*\) .*/p50 \1\np90 \2\np99 \3\nmax \4/p' "$2" ;;
	wrk)
		for k in 50 90 99; do
			printf 'p%s %s\n' "$k" "$(to_ns "$(awk -v k="$k%" '$1 == k { print $2 }' "$2")")"
		done
		printf 'max %s\n' "$(to_ns "$(awk '$1 == "Latency" && NF >= 4 { print $4; exit }' "$2")")" ;;
	ab)
		awk -F, '$1 == 50 || $1 == 90 || $1 == 99 { printf "p%s %.0f\n", $1, $2 * 1e6 }
			$1 == 100 { printf "max %.0f\n", $2 * 1e6 }' "$WORK/ab.csv"
		awk '/^Time per request:/ && /\(mean\)$/ { printf "mean %.0f\n", $4 * 1e6 }' "$2" ;;
	siege)
		awk -F: '/"response_time"/ { gsub(/[ \t,]/, "", $2); printf "mean %.0f\n", $2 * 1e9 }
			/"longest_transaction"/ { gsub(/[ \t,]/, "", $2); printf "max %.0f\n", $2 * 1e9 }' "$2" ;;
	h2load)
		line=$(grep '^time for request:' "$2") || return 0
		# shellcheck disable=SC2086 # the line's words
		set -- $line
		printf 'max %s\nmean %s\n' "$(to_ns "$5")" "$(to_ns "$6")" ;;
	httperf)
		awk '/^Reply time \[ms\]: response/ { printf "mean %.0f\n", $5 * 1e6 }' "$2" ;;
	autocannon)
		# milliseconds, whole ones but the mean
		# shellcheck disable=SC2020 # three characters, each to a newline
		tr ',{}' '\n\n\n' <"$2" | sed -n '/"latency"/,/"totalCount"/p' |
			awk -F: '$1 == "\"mean\"" { printf "mean %.0f\n", $2 * 1e6 }
				$1 == "\"p50\"" || $1 == "\"p90\"" || $1 == "\"p99\"" { k = $1; gsub(/"/, "", k); printf "%s %.0f\n", k, $2 * 1e6 }
				$1 == "\"max\"" { printf "max %.0f\n", $2 * 1e6 }' ;;
	loadtest)
		awk '/^Mean latency:/ { printf "mean %.0f\n", $3 * 1e6 }
			$1 == "50%" || $1 == "90%" || $1 == "99%" { k = $1; sub(/%/, "", k); printf "p%s %.0f\n", k, $2 * 1e6 }
			$1 == "100%" { printf "max %.0f\n", $2 * 1e6 }' "$2" ;;
	esac
}

# run_mode TOOL MODE MODEL COMMAND: one run against a fresh server; ROW lines.
run_mode() {
	start_server
	cmd=$(printf '%s' "$4" | sed -e "s|TARGET|http://127.0.0.1:$PORT/|g" -e "s|PORT|$PORT|g" \
		-e "s|SECSS|${SECS}S|g" -e "s|\${SECS}|$SECS|g" -e "s|SECS|$SECS|g" -e "s|N\$|$((SECS * 5000))|" \
		-e "s| N | $((SECS * 5000)) |g" -e "s| K | $((SECS * 1000)) |g" -e "s|CSV|$WORK/ab.csv|" \
		-e "s|LOG|$WORK/h2load.log|" -e "s|AUTOCANNON|$AUTOCANNON|" -e "s|LOADTEST|$LOADTEST|")
	rm -f "$WORK/h2load.log"   # h2load appends to it
	[ "$1" != openloop ] || cmd="misc/realsocket/openloop $PORT $SECS"
	out=$WORK/out
	# shellcheck disable=SC2086 # the command's words
	# -k: siege -c10 now and then hangs on its way out (JoeDog/siege#4, #66)
	# and a TERM does not end it; that run then has no row for the mode
	timeout -k 10 $((SECS * 3 + 30)) $cmd >"$out" 2>&1 </dev/null || say "$1 $2 exited with status $?: $(tail -n 1 "$out")"
	stop_server
	mode=$(printf '%s' "$2" | tr ' ' '_')
	cost=$(sed -n 's/^COST .* per_request_ns=\([0-9]*\)$/\1/p' "$WORK/port")
	rows "$1" "$mode" "$3" "${cost:-0}" <<EOF_ROWS
$(parse "$1" "$out")
EOF_ROWS
	if [ "$1" = h2load ] && [ -s "$WORK/h2load.log" ]; then
		# its log: each request's time from its send to its stream's close
		rows h2load "${mode}_(its_log)" "$3" "${cost:-0}" <<EOF_ROWS
$(log_stats "$WORK/h2load.log")
EOF_ROWS
	fi
}

# rows TOOL MODE MODEL COST: "stat ns" lines from stdin as ROW lines, and the
# server's measured cost a request in that run as a COST line.
rows() {
	while read -r stat ns; do
		[ -n "$ns" ] && printf 'ROW tool=%s mode=%s model=%s stat=%s printed_ns=%s\n' "$1" "$2" "$3" "$stat" "$ns"
	done
	printf 'COST tool=%s mode=%s model=%s per_request_ns=%s\n' "$1" "$2" "$3" "$4"
}

# log_stats LOG: p50, p90, p99 and max of the durations in h2load's
# --log-file (start us, status, duration us a line; the duration runs from
# the request's submission to its stream's close: src/h2load.cc, where
# log_fd is written); the rank rounded, as bench ranks by default.
log_stats() {
	awk '{ printf "%.0f\n", $3 * 1000 }' "$1" | sort -n | awk '
		{ v[NR] = $1 }
		END {
			if (NR == 0) exit
			split("50 90 99", ps, " ")
			for (k = 1; k <= 3; k++) { r = int(NR * ps[k] / 100 + 0.5); if (r < 1) r = 1; printf "p%s %s\n", ps[k], v[r] }
			printf "max %s\n", v[NR]
		}'
}

# predict TOOL MODE MODEL SERVICE_NS: what the simulation says for the
# mode, as a PRED line (SECS long), with the server's measured cost a
# request as the service time (100 us where none was measured).
predict() {
	svc=$4
	[ "$svc" -gt 0 ] 2>/dev/null || svc=100000
	case $3 in
	open) args="--duration ${SECS}s" set=open what=response ;;
	open-1000) args="--interval 1ms --duration ${SECS}s" set=open what=response ;;
	b2b-c1) args="--closed back-to-back --duration ${SECS}s" set=closed what=service ;;
	b2b-c10) args="--closed back-to-back --connections 10 --duration ${SECS}s" set=closed what=service ;;
	catch-up-c1) args="--duration ${SECS}s" set=closed what=service ;;
	wrk-c1) args="--closed back-to-back --expected-interval mean --duration ${SECS}s" set=corrected what=corrected ;;
	wrk-c10) args="--closed back-to-back --connections 10 --expected-interval mean --duration ${SECS}s" set=corrected what=corrected ;;
	b2b-c1-hdr1ms) args="--expected-interval 1ms --duration ${SECS}s" set=corrected what=corrected ;;
	esac
	# shellcheck disable=SC2086 # a list of options
	./lab $args --service "${svc}ns" --reps 1 | awk -v tool="$1" -v mode="$2" -v model="$3" \
		-v svc="$svc" -v measured="$4" -v set="$set" -v what="$what" '
		$1 == "RESULT" && $2 == "set=" set {
			for (i = 3; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
			printf "PRED tool=%s mode=%s model=%s service_ns=%s measured=%s set=%s what=%s p50=%s p90=%s p99=%s max=%s mean=%.0f\n",
				tool, mode, model, svc, (measured > 0 ? "yes" : "no"), set, what,
				v["p50_ns"], v["p90_ns"], v["p99_ns"], v["max_ns"], v["sum_ns"] / v["n"]
		}'
}

# predictions: a PRED line for each mode in the raw file, with the median
# of the server's costs over its runs (the runs that measured one).
predictions() {
	awk '$1 == "COST" { print $2, $3, $4, $5 }' "$1" | sed 's/[a-z_]*=//g' | sort -k1,1 -k2,2 -k4,4n |
		awk '{ id = $1 " " $2 " " $3; if (!(id in n)) ids[++k] = id; if ($4 > 0) v[id, ++n[id]] = $4; else n[id] += 0 }
			END { for (i = 1; i <= k; i++) { id = ids[i]; c = n[id]
				m = c == 0 ? 0 : c % 2 ? v[id, (c + 1) / 2] : int((v[id, c / 2] + v[id, c / 2 + 1]) / 2)
				print id, m } }' |
		while read -r tool mode model cost; do
			predict "$tool" "$mode" "$model" "$cost"
		done
}

main() {
	[ "$#" -eq 0 ] || err "unexpected argument '$1': it takes none (QUICK=1, REPS=N)"
	cd "$(dirname "$0")/../.."
	runs_from_reps 1
	case ${QUICK:-0} in
	0) SECS=20 prefix= ;;
	1) SECS=5 prefix=quick- ;;
	*) err "QUICK='$QUICK' is not valid: use 0 or 1" ;;
	esac
	AUTOCANNON=$(node_tool autocannon)
	LOADTEST=$(node_tool loadtest)
	begin_work
	./build.sh >&2
	mkdir -p results
	raw_tmp=$(mktemp "results/.${prefix}tools-raw.txt.tmp.XXXXXX")
	md_tmp=$(mktemp "results/.${prefix}tools.md.tmp.XXXXXX")
	{
		k=1
		while [ "$k" -le "$RUNS" ]; do
			echo "RUN $k"
			printf '%s\n' "$MODES" | while IFS='|' read -r tool mode model cmd; do
				case $tool in
				openloop) have=yes ;;
				autocannon) [ -n "$AUTOCANNON" ] && have=yes || have=no ;;
				loadtest) [ -n "$LOADTEST" ] && have=yes || have=no ;;
				*) command -v "$tool" >/dev/null 2>&1 && have=yes || have=no ;;
				esac
				if [ "$have" = no ]; then
					echo "SKIP tool=$tool"
					continue
				fi
				say "tools: $tool $mode ($SECS s)"
				run_mode "$tool" "$mode" "$model" "$cmd"
			done
			k=$((k + 1))
		done
	} >"$raw_tmp"
	predictions "$raw_tmp" >"$WORK/pred"
	cat "$WORK/pred" >>"$raw_tmp"
	awk -v secs="$SECS" -f misc/realsocket/tools.awk "$raw_tmp" >"$md_tmp"
	chmod 644 "$raw_tmp" "$md_tmp"
	if [ -z "$prefix" ]; then
		# the short table (up to the full one's heading) into the README
		short=$WORK/short.md
		readme_tmp=$(mktemp .README.md.tmp.XXXXXX)
		sed '/^Every statistic each tool printed:/,$d' "$md_tmp" >"$short"
		if ! paste_between '<!-- tools:begin -->' '<!-- tools:end -->' "$short" README.md "$readme_tmp"; then
			rm -f "$readme_tmp"
			err "README.md must hold exactly one pair of tools markers"
		fi
		chmod 644 "$readme_tmp"
	fi
	mv -f "$raw_tmp" "results/${prefix}tools-raw.txt"
	mv -f "$md_tmp" "results/${prefix}tools.md"
	[ -z "$prefix" ] && mv -f "$readme_tmp" README.md
	cat "results/${prefix}tools.md"
}

main "$@"
