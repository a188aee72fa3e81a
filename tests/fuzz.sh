#!/bin/sh
# tests/fuzz.sh: random and hostile command lines against bench built with
# AddressSanitizer and UBSan. The cases come from a fixed seed, so a run is
# the same every time; each is printed when it fails, ready to paste. A
# case bench refuses as the lab's (a fault, a service distribution) runs
# in the lab, built with the same sanitizers.
#
# Every case must end with a documented exit status (0 passed; 1 out of
# memory, never a failed check; 2 bad input, with exactly one line on
# stderr and nothing on stdout; 3 --cross-check with no closed form), with
# no sanitizer report, within TIME_LIMIT seconds and, where GNU time is
# installed, MEM_LIMIT_KIB of peak memory. A benchmark run that passed is
# run again by the other two routes (--exact-by passes and sorted), which
# must print the same RESULT set and timeline lines.
#
# Then LOGS log files for lab diagnose, the lab built with the same
# sanitizers: a simulated run written out in each format (--write-sim, its
# model drawn at random), left well-formed or with lines broken at random
# (a number swapped for a bad or edge value, a byte dropped or added, a line
# cut, doubled, swapped with the next or replaced by a stray or an
# over-long one), diagnosed with options drawn at random. Each must exit 0
# with RESULT lines, or 2 with exactly one line on stderr and nothing on
# stdout; a well-formed log diagnosed at its own interval must exit 0.
#
#   tests/fuzz.sh [CASES [SEED [LOGS]]]     (defaults 300, 1 and 140)
#
# Ends with "N passed, N failed, N skipped" and exits 1 if any case failed.
set -u

readonly TIME_LIMIT=30
readonly MEM_LIMIT_KIB=1048576

say() { printf '%s\n' "$*"; }

# cases N SEED: N command lines, one a line, from a fixed seed. Values are
# drawn from pools of good, edge and bad values for each kind of option.
cases() {
	awk -v n="$1" -v seed="$2" '
	function pick(list,    a, k) { k = split(list, a, " "); return a[int(rand() * k) + 1] }
	BEGIN {
		srand(seed)
		T = "0 1ns 7ns 37ns 100ns 1us 3us 100us 200us 0.3us 1ms 10ms 50ms 0.5s 2s " \
		    "-1ms 0.5ns 1.5 abc ms 1e3us 4611686018427387903ns 99999999999999999999s 1.ms 5parsecs"
		D = "1ms 5ms 20ms 100ms 0 -5ms 2ns"
		N = "1 2 3 10 100 1000 4000 0 -1 x 1.5 1099511627777"
		C = "1 2 3 7 10 0 -2 many 1000001"
		R = "100 1000 4000 20000 0 -3 NaN 1e13 inf"
		opt = "--service:T --interval:T --stall:T --period:T --first-stall:T --slow-above:T " \
		      "--expected-interval:E --rank:K --closed:L --connections:C --schedule:S " \
		      "--rate:R --seed:N --exact-by:X --arrivals:F --quick:- --nonsense:- --stall:- " \
		      "--scenario:Z --cross-check:- --export-values:- --export:P --clock:- " \
		      "--service-dist:V --service-dist:V --service-cv:G --slow-fraction:G --slow-service:T " \
		      "--stalls:W --stall-dist:Y --verbose:- " \
		      "--timeout:T --queue-limit:Q --reject-time:T --generator-pause:T --generator-period:T " \
		      "--generator-first:T --schedule-from:O --max-in-flight:M --when-full:H " \
		      "--scoreboard:- --population:U --sessions:R --return-prob:G --think:T --think-dist:Y"
		for (i = 0; i < n; i++) {
			# always a length: the default 20 s at a 1 ns interval is 2 x 10^10
			# requests, a run that is long, not wrong
			line = "--reps 1"
			r = rand()
			if (r < 0.5) line = line " --requests " pick("1 2 17 300 2000 5000")
			else if (r < 0.9) line = line " --duration " pick(D)
			else line = line " --requests " pick(N)
			k = int(rand() * 5)
			for (j = 0; j < k; j++) {
				split(pick(opt), o, ":")
				v = o[2]
				if (v == "T") val = pick(T)
				else if (v == "E") val = pick(T " mean mean often")
				else if (v == "K") val = pick("round ceil floor")
				else if (v == "L") val = pick("catch-up skip back-to-back sometimes")
				else if (v == "C") val = pick(C)
				else if (v == "S") val = pick("fixed poisson poisson gamma")
				else if (v == "R") val = pick(R)
				else if (v == "N") val = pick(N)
				else if (v == "X") val = pick("auto sorted lattice passes sort guess")
				else if (v == "F") val = pick("scenarios/arrivals-example.txt WORK/missing WORK WORK/one.txt")
				else if (v == "Z") val = pick("default feed-10ms-stall one-2s-stall hundred-requests nope " \
				                          "timeouts shedding generator-gc drift in-flight-cap population-stalls sessions-2")
				else if (v == "Q") val = pick("0 1 3 10 -1 x 1000000001")
				else if (v == "O") val = pick("base last-send last-send now")
				else if (v == "M") val = pick("1 2 10 1000 0 1001 x")
				else if (v == "H") val = pick("block drop drop wait")
				else if (v == "U") val = pick("1 3 10 1000 0 1001 x")
				else if (v == "V") val = pick("exp exp lognormal bimodal fixed gamma")
				else if (v == "G") val = pick("0.01 0.5 2 0 -1 1 nan 150")
				else if (v == "W") val = pick("poisson poisson periodic sometimes")
				else if (v == "Y") val = pick("exp fixed normal")
				else if (v == "P") val = pick("WORK/exp- /nonexistent/p-")
				else val = ""
				line = line " " o[1] (val == "" ? "" : " " val)
			}
			if (rand() < 0.05) line = line " " pick("--help stray -- --export")
			print line
		}
	}'
}

# log_cases N SEED: N log cases, one a line: "FORMAT|SIM OPTIONS|BREAK|DIAGNOSE OPTIONS";
# BREAK is 0 for a log left well-formed, else the seed of its breakage.
log_cases() {
	awk -v n="$1" -v seed="$2" '
	function pick(list,    a, k) { k = split(list, a, " "); return a[int(rand() * k) + 1] }
	BEGIN {
		srand(seed + 7919)
		split("plain jmeter hey vegeta-csv vegeta-json k6 fortio", F, " ")
		for (i = 0; i < n; i++) {
			f = F[i % 7 + 1]
			iv = pick("200us 1ms 5ms 20ms")
			sim = "--service " pick("100us 1ms 3ms 1000003ns") " --sim-interval " iv \
			      " --duration " pick("50ms 300ms 1s") " --stall " pick("0 20ms 200ms")
			if (rand() < 0.5) sim = sim " --closed " pick("catch-up skip drift")
			else if (f !~ /^vegeta/) sim = sim " --connections " pick("1 2 3")
			brk = rand() < 0.3 ? 0 : int(rand() * 1000000) + 1
			opts = ""
			if (brk == 0) {
				opts = pick("--interval_" iv " none --tolerance_1ns")
				if (opts == "none") opts = ""
			} else {
				k = int(rand() * 4)
				for (j = 0; j < k; j++)
					opts = opts " " pick("--rate_" pick("1 500 0.5 1000000 -1 x") " --interval_" pick("1ns 1ms 5ms 1s 0 -1ms") \
					  " --tolerance_" pick("1ns 1ms 0 x") " --streams_" pick("log infer one some") \
					  " --format_" pick("plain jmeter hey vegeta-csv vegeta-json k6 fortio csv") \
					  " --rank_" pick("round ceil") " --jmeter-timestamp_" pick("start end") \
					  " --slow-above_" pick("0 1ms") " --export_WORK/e-")
			}
			gsub("_", " ", opts)
			print f "|" sim "|" brk "|" opts
		}
	}'
}

# break_log SEED: the log on stdin with lines broken at random, on stdout.
break_log() {
	awk -v seed="$1" '
	function pick(list,    a, k) { k = split(list, a, " "); return a[int(rand() * k) + 1] }
	BEGIN { srand(seed); chars = "0123456789,.-:\"{}eE x"
		BAD = "-1 0 abc 1e9 99999999999999999999 18446744073709551616 4611686018427387904 1.5 .5 5. - NaN 86400000000001 000000000000000000001 \" ," }
	{ line = $0
	  if (rand() < 0.15) {   # a number swapped for a bad or edge value
		m = 0; rest = line; at = 0
		while (match(rest, /[0-9][0-9.]*/)) {
			m++; st[m] = at + RSTART; ln[m] = RLENGTH
			at += RSTART + RLENGTH - 1; rest = substr(rest, RSTART + RLENGTH)
		}
		if (m) { k = int(rand() * m) + 1; line = substr(line, 1, st[k] - 1) pick(BAD) substr(line, st[k] + ln[k]) }
	  }
	  if (rand() < 0.05 && length(line)) { i = int(rand() * length(line)) + 1; line = substr(line, 1, i - 1) substr(line, i + 1) }
	  if (rand() < 0.05) { i = int(rand() * (length(line) + 1)); line = substr(line, 1, i) substr(chars, int(rand() * length(chars)) + 1, 1) substr(line, i + 1) }
	  if (rand() < 0.02) line = substr(line, 1, int(rand() * length(line)))
	  if (rand() < 0.01) line = pick("{} ,,,, timeStamp,elapsed {\"type\":\"Point\"} send_ns,latency_ns x")
	  if (rand() < 0.003) { line = ""; while (length(line) < 70000) line = line "0123456789" }
	  if (held != "") { print line; print held; held = ""; next }
	  if (rand() < 0.03) { held = line; next }
	  print line
	  if (rand() < 0.02) print line }
	END { if (held != "") print held }'
}

# run_log_case K CASE: prints why log case K failed, or nothing.
run_log_case() {
	f=${2%%|*} rest=${2#*|}
	sim=${rest%%|*} rest=${rest#*|}
	brk=${rest%%|*} opts=${rest#*|}
	# shellcheck disable=SC2086 # lists of options
	"$work/lab" diagnose --write-sim "$f" $sim >"$work/log.clean" 2>"$work/err" ||
		{ echo "--write-sim $f $sim: exit $?: $(head -c 200 "$work/err")"; return; }
	if [ "$brk" = 0 ]; then cp "$work/log.clean" "$work/log"; else break_log "$brk" <"$work/log.clean" >"$work/log"; fi
	# shellcheck disable=SC2086
	(cd "$root" && ${timer:+$timer -f '%M' -o "$work/mem"} timeout "$TIME_LIMIT" "$work/lab" diagnose $opts "$work/log") \
		>"$work/out" 2>"$work/err"
	code=$?
	echo "log $code" >>"$work/codes"
	why=$(run_limits "$code")
	[ -z "$why" ] || { echo "$why"; return; }
	lines=$(wc -l <"$work/err")
	case $code in
	0) grep -q '^RESULT log ' "$work/out" || { echo "exit 0 without RESULT lines"; return; } ;;
	2)
		[ "$brk" != 0 ] || { echo "a well-formed log refused: $(head -c 200 "$work/err")"; return; }
		[ "$lines" -eq 1 ] || { echo "exit 2 with $lines lines on stderr"; return; }
		[ ! -s "$work/out" ] || { echo "exit 2 after writing to stdout"; return; }
		;;
	*) echo "exit $code: $(head -c 200 "$work/err")"; return ;;
	esac
}

# result_lines FILE: the lines every route must print alike.
result_lines() { grep -e '^RESULT set=' -e '^RESULT timeline ' "$1"; }

main() {
	ncases=${1:-300}
	seed=${2:-1}
	nlogs=${3:-140}
	root=$(cd "$(dirname "$0")/.." && pwd)
	work=$(mktemp -d)
	trap 'rm -rf "$work"' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
	if ! (cd "$root" && SANITIZE=1 ./build.sh 2>"$work/build.err" && mv -f bench-san "$work/bench" &&
		mv -f lab-san "$work/lab"); then
		say "FAIL the sanitized build: $(tail -n 1 "$work/build.err")"
		say "0 passed, 1 failed, 0 skipped"
		exit 1
	fi
	printf '0\n' >"$work/one.txt"
	export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
	timer=
	if [ -x /usr/bin/time ]; then timer=/usr/bin/time; fi
	passed=0
	failed=0
	skipped=0
	[ -n "$timer" ] || { say "skip peak memory: GNU time (/usr/bin/time) is not installed"; skipped=1; }
	cases "$ncases" "$seed" | sed "s|WORK|$work|g" >"$work/cases"
	k=0
	while IFS= read -r args; do
		k=$((k + 1))
		why=$(run_case "$args")
		if [ -z "$why" ]; then
			passed=$((passed + 1))
		else
			failed=$((failed + 1))
			say "FAIL case $k: ./bench $args: $why"
		fi
	done <"$work/cases"
	log_cases "$nlogs" "$seed" | sed "s|WORK|$work|g" >"$work/logcases"
	j=0
	while IFS= read -r c; do
		j=$((j + 1))
		why=$(run_log_case "$j" "$c")
		if [ -z "$why" ]; then
			passed=$((passed + 1))
		else
			failed=$((failed + 1))
			keep=${keep:-$(mktemp -d)}
			cp "$work/log" "$keep/log.$j" 2>/dev/null
			say "FAIL log case $j: $c: $why (the log kept as $keep/log.$j)"
		fi
	done <"$work/logcases"
	say "fuzz: $k cases from seed $seed; exit statuses: $(grep -v '^log' "$work/codes" | sort | uniq -c | awk '{ printf "%s%d x%d", (NR > 1 ? ", " : ""), $2, $1 }')"
	say "fuzz: $j log cases; exit statuses: $(grep '^log' "$work/codes" | sort | uniq -c | awk '{ printf "%s%d x%d", (NR > 1 ? ", " : ""), $3, $1 }')"
	say "$passed passed, $failed failed, $skipped skipped"
	[ "$failed" -eq 0 ]
}

# run_limits CODE: why the run just made (its exit status CODE, $work/err and
# $work/mem) broke a rule every case keeps: a sanitizer report, the time
# limit or the memory limit; nothing if it kept them.
run_limits() {
	mem=0
	[ -z "$timer" ] || mem=$(tail -n 1 "$work/mem" 2>/dev/null | tr -cd '0-9')
	if grep -q -e 'AddressSanitizer' -e 'runtime error' -e 'LeakSanitizer' "$work/err"; then
		echo "a sanitizer report: $(grep -m 1 -e 'ERROR' -e 'runtime error' "$work/err")"
		return
	fi
	[ "$1" -ne 124 ] || { echo "ran past ${TIME_LIMIT} s"; return; }
	[ "${mem:-0}" -le "$MEM_LIMIT_KIB" ] || echo "peak memory $mem KiB"
}

# run_case ARGS: prints why the case failed, or nothing.
run_case() {
	prog=$work/bench
	# shellcheck disable=SC2086 # ARGS is a list of words
	(cd "$root" && ${timer:+$timer -f '%M' -o "$work/mem"} timeout "$TIME_LIMIT" "$prog" $1) \
		>"$work/out" 2>"$work/err"
	code=$?
	# an option bench leaves to the lab: the same case in the lab
	if [ "$code" -eq 2 ] && grep -q "is the lab's, not the benchmark's" "$work/err"; then
		prog=$work/lab
		# shellcheck disable=SC2086
		(cd "$root" && ${timer:+$timer -f '%M' -o "$work/mem"} timeout "$TIME_LIMIT" "$prog" $1) \
			>"$work/out" 2>"$work/err"
		code=$?
	fi
	echo "$code" >>"$work/codes"
	why=$(run_limits "$code")
	[ -z "$why" ] || { echo "$why"; return; }
	lines=$(wc -l <"$work/err")
	! grep -q '^CHECK FAILED' "$work/out" || { echo "a check failed: $(grep -m 1 '^CHECK FAILED' "$work/out")"; return; }
	case $code in
	0 | 3) ;;
	1) grep -q 'out of memory' "$work/err" || { echo "exit 1 without a failed check or 'out of memory': $(head -c 200 "$work/err")"; return; } ;;
	2)
		[ "$lines" -eq 1 ] || { echo "exit 2 with $lines lines on stderr"; return; }
		[ ! -s "$work/out" ] || { echo "exit 2 after writing to stdout"; return; }
		;;
	*) echo "exit $code: $(head -c 200 "$work/err")"; return ;;
	esac
	# a passed benchmark run: the other two routes must print the same lines
	if [ "$code" -eq 0 ] && grep -q '^RESULT memory ' "$work/out" && ! grep -q '^RESULT export ' "$work/out"; then
		result_lines "$work/out" >"$work/want"
		for by in passes sorted; do
			# shellcheck disable=SC2086
			(cd "$root" && timeout "$TIME_LIMIT" "$prog" $1 --exact-by "$by") >"$work/$by" 2>/dev/null
			c=$?
			if [ "$c" -ne 0 ] && [ "$c" -ne 2 ]; then
				echo "--exact-by $by: exit $c"
				return
			fi
			# sorted may refuse a run too long to keep (exit 2): nothing to compare then
			[ "$c" -ne 0 ] || result_lines "$work/$by" | cmp -s - "$work/want" ||
				{ echo "--exact-by $by prints other RESULT lines"; return; }
		done
	fi
}

main "$@"
