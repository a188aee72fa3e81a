# shellcheck shell=sh
# tests/groups/diagnose.sh: lab diagnose, the logs real load generators
# write. Every format is held to bench's own run to the nanosecond (a run
# of bench's server written out by lab diagnose --write-sim, diagnosed, and
# its recordings compared with bench's RESULT lines for the same model);
# the rule that matches sends to slots to hand-worked logs of a generator
# that catches up, one that skips (a ticker) and one that drifts; bad input
# to one stderr line and exit 2; the real-tool fixtures (tests/fixtures/logs)
# to the open loop's truth from their own recording session.

# diagnose_sets FILE: the sets' RESULT lines of bench or lab diagnose, bench's
# names turned into diagnose's (closed: logged, open: retimed), n,
# percentiles, slow count and sum.
diagnose_sets() {
	awk '$1 == "RESULT" && $2 ~ /^set=(closed|open|corrected|logged|retimed)$/ {
		name = substr($2, 5)
		if (name == "closed") name = "logged"
		if (name == "open") name = "retimed"
		line = name
		for (i = 3; i <= NF; i++) if ($i !~ /^slow_pct=/) line = line " " $i
		print line }' "$1"
}

# diagnose_field FILE LINE_PREFIX KEY: the value of KEY= on the first RESULT line starting so.
diagnose_field() {
	awk -v pre="$2 " -v key="$3" 'index($0, pre) == 1 {
		for (i = 1; i <= NF; i++) if (index($i, key "=") == 1) { print substr($i, length(key) + 2); exit } }' "$1"
}

# diagnose_exact NAME FORMAT CONNS SIM_OPTS BENCH_OPTS: a simulated run in
# FORMAT diagnosed gives bench's three sets exactly.
diagnose_exact() {
	name=$1 format=$2 conns=$3 simopts=$4 benchopts=$5
	d=$WORK/diagnose
	# shellcheck disable=SC2086 # lists of options
	"$P/lab" diagnose --write-sim "$format" --connections "$conns" $simopts >"$d/sim.log" &&
		"$P/lab" diagnose --tolerance 1ns $6 "$d/sim.log" >"$d/diag.out" &&
		"$P/lab" --reps 1 --connections "$conns" $benchopts >"$d/bench.out"
	code=$?
	diagnose_sets "$d/diag.out" | grep -v '^corrected' >"$d/got" 2>/dev/null
	diagnose_sets "$d/bench.out" | grep -v '^corrected' >"$d/want"
	if [ "$conns" = 1 ]; then
		diagnose_sets "$d/diag.out" | grep '^corrected' >>"$d/got"
		diagnose_sets "$d/bench.out" | grep '^corrected' >>"$d/want"
	fi
	if [ "$code" -eq 0 ] && [ -s "$d/want" ] && cmp -s "$d/got" "$d/want"; then
		pass "diagnose: $name gives bench's own sets to the ns ($(wc -l <"$d/want") sets)"
	else
		fail "diagnose: $name differs from bench: $(diff "$d/want" "$d/got" | head -n 3 | tr '\n' ' ')"
	fi
}

diagnose_formats() {
	ms="--service 1ms --sim-interval 5ms --duration 5s"
	bms="--service 1ms --interval 5ms --duration 5s"
	for f in plain jmeter hey vegeta-csv vegeta-json k6 fortio; do
		diagnose_exact "$f, one connection" "$f" 1 "$ms" "$bms" "--interval 5ms"
		case $f in vegeta-*) continue ;; esac   # vegeta logs no stream
		diagnose_exact "$f, three connections" "$f" 3 "$ms" "$bms --expected-interval 15ms" "--interval 5ms"
	done
	# odd nanoseconds, where the unit is the nanosecond (k6's ms decimals included)
	ns="--service 100003ns --sim-interval 200us --stall 20000001ns --period 1s --first-stall 500ms --duration 3s"
	bns="--service 100003ns --interval 200us --stall 20000001ns --period 1s --first-stall 500ms --duration 3s"
	for f in plain vegeta-csv vegeta-json k6; do
		diagnose_exact "$f, odd nanoseconds" "$f" 1 "$ns" "$bns" "--interval 200us"
	done
	diagnose_exact "plain, 4 connections, the schedule inferred" plain 4 "$ms" \
		"$bms --expected-interval 20ms" ""
	diagnose_exact "jmeter, rate given (200 a second over 2 threads)" jmeter 2 "$ms" \
		"$bms --expected-interval 10ms" "--rate 200"
}

# diagnose_order: lines in any order (completion order, or shuffled) diagnose alike.
diagnose_order() {
	d=$WORK/diagnose
	"$P/lab" diagnose --write-sim jmeter --connections 3 >"$d/order.log"
	awk 'BEGIN { srand(7) } { printf "%.12f\t%s\n", rand(), $0 }' "$d/order.log" | sort -k1,1 |
		cut -f2- >"$d/shuffled.log"
	sort -t, -k1,1n "$d/order.log" >"$d/bysend.log"
	for f in order shuffled bysend; do
		"$P/lab" diagnose --interval 5ms "$d/$f.log" | grep '^RESULT' | grep -v '^RESULT log' >"$d/$f.res"
	done
	expect "diagnose: a log in completion order, shuffled or in send order gives the same RESULT lines" \
		sh -c "cmp -s '$d/order.res' '$d/shuffled.res' && cmp -s '$d/order.res' '$d/bysend.res'"
	"$P/lab" diagnose --interval 5ms "$d/order.log" >"$d/again1"
	"$P/lab" diagnose --interval 5ms "$d/order.log" >"$d/again2"
	expect "diagnose: the same log gives the same bytes" cmp -s "$d/again1" "$d/again2"
}

# diagnose_ms_log FILE SEND:LAT...: a plain log, times in ms.
diagnose_ms_log() {
	f=$1
	shift
	: >"$f"
	for x in "$@"; do
		printf '%s000000,%s000000,w1\n' "${x%:*}" "${x#*:}" >>"$f"
	done
}

# diagnose_has FILE PREFIX KEY=VALUE...: the first RESULT line starting PREFIX has each pair.
diagnose_has() {
	f=$1 pre=$2
	shift 2
	line=$(grep "^$pre " "$f" | head -n 1)
	[ -n "$line" ] || return 1
	for kv in "$@"; do
		case " $line " in *" $kv "*) ;; *) return 1 ;; esac
	done
}

# diagnose_rule: the slot rule on three hand-worked logs (interval 10 ms, a
# 55 ms request sent at 30 ms): one that catches up, one that skips as a
# ticker does, one that drifts as JMeter's Constant Throughput Timer does.
diagnose_rule() {
	d=$WORK/diagnose
	opts="--interval 10ms --tolerance 1us"
	# catch-up: the four slots due at 40..80 ms go out back to back from 85 ms
	diagnose_ms_log "$d/catch.log" 0:1 10:1 20:1 30:55 85:1 86:1 87:1 88:1 89:1 90:1 100:1
	# shellcheck disable=SC2086
	"$P/lab" diagnose $opts "$d/catch.log" >"$d/catch.out"
	expect "diagnose: a catch-up loop: every send a slot of its own, lags 45, 36, 27, 18, 9 ms, none never sent" \
		sh -c "grep -q '^RESULT schedule .* never_sent=0\$' '$d/catch.out' &&
		grep -q '^RESULT set=retimed n=11 p50_ns=10000000 p90_ns=46000000 .* sum_ns=200000000\$' '$d/catch.out' &&
		grep -q '^RESULT lag n=11 .* max_ns=45000000 sum_ns=135000000\$' '$d/catch.out'"
	# skip (a ticker): the buffered tick at 85 ms takes slot 40; 50..80 are dropped, 90 keeps time
	diagnose_ms_log "$d/skip.log" 0:1 10:1 20:1 30:55 85:1 90:1 100:1
	# shellcheck disable=SC2086
	"$P/lab" diagnose $opts "$d/skip.log" >"$d/skip.out"
	expect "diagnose: a ticker that drops ticks: slots 50-80 ms never sent, imputed to the reply at 86 ms: 37, 27, 17, 7 ms" \
		sh -c "grep -q '^RESULT schedule .* never_sent=4\$' '$d/skip.out' &&
		grep -q '^RESULT set=retimed n=7 .* sum_ns=106000000\$' '$d/skip.out' &&
		grep -q '^RESULT set=imputed n=11 p50_ns=7000000 p90_ns=46000000 .* sum_ns=194000000\$' '$d/skip.out' &&
		grep -q '^RESULT generator .* late_waited=1 .* schedule_moves=1 ' '$d/skip.out'"
	# drift: the send at 85 ms restarts the schedule; slots 40..70 never sent
	diagnose_ms_log "$d/drift.log" 0:1 10:1 20:1 30:55 85:1 95:1 105:1
	# shellcheck disable=SC2086
	"$P/lab" diagnose $opts "$d/drift.log" >"$d/drift.out"
	expect "diagnose: a drifting timer: slots 40-70 ms never sent, imputed 46, 36, 26, 16 ms; no lag after" \
		sh -c "grep -q '^RESULT schedule .* never_sent=4\$' '$d/drift.out' &&
		grep -q '^RESULT set=retimed n=7 .* sum_ns=61000000\$' '$d/drift.out' &&
		grep -q '^RESULT set=imputed n=11 p50_ns=1000000 p90_ns=46000000 .* sum_ns=185000000\$' '$d/drift.out' &&
		grep -q '^RESULT lag n=7 .* max_ns=0 sum_ns=0\$' '$d/drift.out'"
	# bench's own skip and drift runs: every slot is sent or counted never sent
	"$P/lab" diagnose --write-sim plain --closed skip >"$d/skip-sim.log"
	"$P/lab" diagnose --interval 5ms "$d/skip-sim.log" >"$d/skip-sim.out"
	"$P/lab" --reps 1 --service 1ms --interval 5ms --duration 5s --closed skip >"$d/skip-bench.out"
	want=$(diagnose_field "$d/skip-bench.out" "RESULT rate client=closed" never_sent)
	expect "diagnose: bench's skipping loop: never sent $want, as bench counts it" \
		sh -c "[ -n '$want' ] && grep -q '^RESULT schedule .* never_sent=$want\$' '$d/skip-sim.out'"
	"$P/lab" diagnose --write-sim plain --closed drift >"$d/drift-sim.log"
	"$P/lab" diagnose --interval 5ms "$d/drift-sim.log" >"$d/drift-sim.out"
	sent=$(diagnose_field "$d/drift-sim.out" "RESULT generator" sends)
	never=$(diagnose_field "$d/drift-sim.out" "RESULT schedule" never_sent)
	expect "diagnose: a drifting run of 5 s at 5 ms: $sent sent + $never never sent = 1000 slots" \
		sh -c "[ -n '$sent' ] && [ -n '$never' ] && [ $((sent + never)) -eq 1000 ]"
}

# diagnose_check NAME LOG [OPTION...]: lab diagnose --route check on LOG:
# the passes route (the log walked again, bounded memory) and the memory
# route (every request held and sorted) agree on every figure.
diagnose_check() {
	name=$1 log=$2
	shift 2
	"$P/lab" diagnose --route check "$@" "$log" >"$WORK/diagnose/check.out" 2>"$WORK/diagnose/check.err"
	code=$?
	n=$(diagnose_field "$WORK/diagnose/check.out" "RESULT route_check" figures)
	if [ "$code" -eq 0 ] && grep -q '^RESULT route_check figures=[1-9][0-9]* failed=0$' "$WORK/diagnose/check.out"; then
		pass "diagnose: $name: the passes and memory routes agree on all $n figures"
	else
		fail "diagnose: $name: routes: exit $code, $(grep '^check' "$WORK/diagnose/check.out") $(head -c 300 "$WORK/diagnose/check.err")"
	fi
}

# diagnose_routes: the passes route held to the memory route on every kind
# of log the two must agree on: each format, one and three connections,
# loops that catch up, skip and drift, given and inferred intervals, a log
# shuffled out of every order, an open loop written in completion order,
# streams whose intervals differ (the corrected set's terms), errors, and
# enough streams of enough gaps that their medians take several walks.
diagnose_routes() {
	d=$WORK/diagnose
	for f in plain jmeter hey vegeta-csv vegeta-json k6 fortio; do
		"$P/lab" diagnose --write-sim "$f" --connections 3 --duration 2s >"$d/r.$f"
		diagnose_check "$f, three connections, inferred" "$d/r.$f"
		diagnose_check "$f, three connections, --rate 200" "$d/r.$f" --rate 200
	done
	for k in skip drift; do
		"$P/lab" diagnose --write-sim plain --closed "$k" --duration 3s >"$d/r.$k"
		diagnose_check "a loop that $k""s, inferred" "$d/r.$k"
		diagnose_check "a loop that $k""s, --interval 5ms" "$d/r.$k" --interval 5ms
	done
	# every line out of order: the reorder heap holds the whole log
	awk 'BEGIN { srand(7) } { print rand() "\t" $0 }' "$d/r.plain" | sort -n | cut -f2- >"$d/r.shuffled"
	diagnose_check "a log shuffled line by line" "$d/r.shuffled"
	"$P/lab" diagnose "$d/r.plain" | grep '^RESULT' | grep -v '^RESULT log' >"$d/r.sorted.out"
	"$P/lab" diagnose "$d/r.shuffled" | grep '^RESULT' | grep -v '^RESULT log' >"$d/r.shuffled.out"
	expect "diagnose: a log shuffled line by line gives the RESULT lines of the log in order" \
		sh -c "[ -s '$d/r.sorted.out' ] && cmp -s '$d/r.sorted.out' '$d/r.shuffled.out'"
	# an open loop every 1 ms, latencies up to 200 ms, written as each reply came, jittered in ns
	awk 'BEGIN { srand(3); for (i = 0; i < 3000; i++) { s = i * 1000000 + int(rand() * 5000)
		l = (i % 1000 < 200) ? (200 - i % 1000) * 1000000 + int(rand() * 99999) : 300000 + int(rand() * 400000)
		printf "%.0f,%.0f,%.0f,w\n", s + l, s, l } }' | sort -t, -k1,1n | cut -d, -f2- >"$d/r.open"
	diagnose_check "an open loop in completion order, its gaps jittered" "$d/r.open"
	diagnose_check "... with --interval 1ms" "$d/r.open" --interval 1ms
	# two streams of different intervals, and errors
	awk 'BEGIN { for (i = 0; i < 2000; i++) {
		printf "%.0f,%.0f,a,%s\n", i * 5000000, 1000000 + (i % 300 == 0) * 39000000, i % 97 ? "ok" : "500"
		printf "%.0f,%.0f,b,%s\n", i * 7000000, 2000000 + (i % 250 == 0) * 90000000, i % 89 ? "ok" : "timeout" } }' >"$d/r.two"
	diagnose_check "two streams of 5 ms and 7 ms, errors and timeouts, 40 ms replies (terms down to 5 ms)" "$d/r.two"
	diagnose_check "... one stream" "$d/r.two" --streams one
	diagnose_check "... a worker pool" "$d/r.two" --streams infer
	# an open stream (10 in flight) before a closed one (1): each stream's in-flight count from its own requests
	awk 'BEGIN { for (i = 0; i < 2000; i++) { printf "%.0f,%.0f,a\n", i * 1000000, 10000000
		if (i < 400) printf "%.0f,%.0f,b\n", i * 5000000 + 300000, 1000000 } }' >"$d/r.mix"
	diagnose_check "an open stream before a closed one, 10 in flight against 1" "$d/r.mix"
	# 300 streams of 4,200 jittered gaps: each median first counted, then narrowed, then held; not all at once
	awk 'BEGIN { srand(11); for (k = 0; k < 300; k++) { t = k * 1000
		for (i = 0; i < 4200; i++) { printf "%.0f,%.0f,s%d\n", t, 100000 + int(rand() * 50000), k; t += 1000000 + int(rand() * 300000) } } }' >"$d/r.many"
	diagnose_check "300 streams of 4,200 requests, their medians in several walks" "$d/r.many"
	# 20,000 gaps within one first-walk bucket (1 ms to 1.02 ms): counted, narrowed in bins, then held
	awk 'BEGIN { srand(5); t = 0; for (i = 0; i < 20000; i++) { printf "%.0f,%.0f,w\n", t, 100000 + int(rand() * 1000); t += 1000000 + int(rand() * 20000) } }' >"$d/r.one"
	diagnose_check "a stream of 20,000 gaps in one bucket, its median narrowed in bins" "$d/r.one"
	# a reply within tolerance of a send counts before it, even the reply of a later send:
	# at 10 ms the request of 10.3 ms (done 10.5) is back, the one of 0 ms (done 11.1) not
	printf '%s\n' 0,11100000,w 10000000,20000000,w 10300000,200000,w >"$d/r.tol"
	"$P/lab" diagnose --tolerance 1ms "$d/r.tol" >"$d/r.tol.out"
	expect "diagnose: a later send's reply within tolerance counts before the send (1 in flight at most, not 2)" \
		grep -q '^RESULT generator .* max_in_flight=1 ' "$d/r.tol.out"
	diagnose_check "... and the routes agree on it" "$d/r.tol" --tolerance 1ms
}

# diagnose_refuse NAME PATTERN CONTENT [OPTION...]: a log holding CONTENT
# (printf's format) is refused: exit 2, one stderr line, matching PATTERN.
diagnose_refuse() {
	name=$1 pat=$2 content=$3
	shift 3
	d=$WORK/diagnose
	# shellcheck disable=SC2059 # CONTENT is a format on purpose
	printf "$content" >"$d/bad.log"
	"$P/lab" diagnose "$@" "$d/bad.log" >"$d/bad.out" 2>"$d/bad.err"
	code=$?
	if [ "$code" -eq 2 ] && [ "$(wc -l <"$d/bad.err")" -eq 1 ] && grep -q -- "$pat" "$d/bad.err"; then
		pass "diagnose refuses $name: $(cat "$d/bad.err")"
	else
		fail "diagnose refuses $name: exit $code, stderr: $(head -c 300 "$d/bad.err")"
	fi
}

# diagnose_bad_input: each a line refused with its file, line, field and what was expected.
diagnose_bad_input() {
	ok='0,100,c0\n'
	jm='1700000000000,1,HTTP Request,200,OK,Thread Group 1-1,text,true,2,1,1,1\n'
	hey='response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset\n'
	vg='1700000000000000000,200,1000000,0,2,,b2s=,,0,GET,http://127.0.0.1/,\n'
	k6='{"metric":"http_req_duration","type":"Point","data":{"time":"2023-11-14T22:13:20Z","value":%s,"tags":{"status":"200"}}}\n'
	fo='{"latency":0.001000,"timestamp":1700000000000000000,"thread":0,"iter":0,"ok":%s,"details":"200"}\n'
	diagnose_refuse "a plain line with one field" 'bad.log:2: field count: expected 2 to 4' "${ok}123\n"
	diagnose_refuse "a negative latency" 'bad.log:2: field latency_ns: expected a latency of 0 or more' "${ok}5,-5\n"
	diagnose_refuse "an absurd latency (past a day)" 'field latency_ns: expected a latency of at most a day' "${ok}5,86400000000001\n"
	diagnose_refuse "a send that is no number" 'bad.log:2: field send_ns' "${ok}x5,5\n"
	diagnose_refuse "a send past 2^62 ns" 'bad.log:2: field send_ns: expected a whole number of ns below 2^62' "${ok}9300000000000000000,5\n"
	diagnose_refuse "a JMeter timeStamp past 2116" 'bad.log:2: field timeStamp: expected a whole number of ms since 1970, before 2116' "${jm}4700000000000,1,L,200,OK,T 1-1,text,true,2,1,1,1\n"
	diagnose_refuse "an unknown --format names the formats" "--format: 'foo' is not one of its words (plain|jmeter|hey|vegeta-csv|vegeta-json|k6|fortio)" "$ok" --format foo
	diagnose_refuse "--rate past 10^9" "--rate: '2000000000' is not a rate: requests a second from 0.001 to 1000000000" "$ok" --rate 2000000000
	diagnose_refuse "an unknown status" 'bad.log:2: field status: expected ok, error' "${ok}5,5,c0,maybe\n"
	diagnose_refuse "five fields in a plain log" 'bad.log:3: field count' "${ok}${ok}1,2,3,4,5\n"
	diagnose_refuse "a JMeter elapsed that is no number" 'bad.log:2: field elapsed' "${jm}1700000000001,1.5x,L,200,OK,T 1-1,text,true,2,1,1,1\n"
	diagnose_refuse "a JMeter success that is neither true nor false" 'bad.log:2: field success: expected true or false' "${jm}1700000000001,1,L,200,OK,T 1-1,text,yes,2,1,1,1\n"
	diagnose_refuse "a JMeter header without elapsed" 'bad.log:1: field header: expected columns named timeStamp and elapsed' "timeStamp,label,success\n${jm}"
	diagnose_refuse "a JMeter line of too few fields" 'bad.log:2: field count: expected at least 8' "${jm}1700000000001,1,L\n"
	diagnose_refuse "a JMeter quote left open" 'bad.log:2: field count: expected comma-separated fields, quotes closed' "${jm}1700000000001,1,\"L,200\n"
	diagnose_refuse "a JMeter quote left open past the columns read" 'bad.log:2: field count: expected comma-separated fields, quotes closed' "${jm}1700000000001,1,L,200,OK,T 1-1,text,true,2,\"x,1,1\n"
	many=$(awk 'BEGIN { s = "1700000000001,1,L,200,OK,T 1-1,text,true"; for (i = 9; i <= 65; i++) s = s ",1"; print s }')
	diagnose_refuse "a JMeter line of 65 fields (64 at most)" 'bad.log:2: field count: expected comma-separated fields' "${jm}${many}\n"
	many=$(awk 'BEGIN { s = "1700000000001,1,L,200,OK,T 1-1,text,true"; for (i = 9; i <= 64; i++) s = s ",1"; print s }')
	printf "${jm}%s\n1700000000002,1,L,200,OK,T 1-1,text,true,\"a,\"\"b\"\"\",1\n" "$many" >"$WORK/diagnose/wide.log"
	expect "diagnose: a JMeter line of 64 fields, and one with a quoted field past the columns read, are read" \
		sh -c "'$P/lab' diagnose '$WORK/diagnose/wide.log' | grep -q '^RESULT log .* requests=3 '"
	diagnose_refuse "a plain file read as hey" 'bad.log:1: field header: expected hey' "$ok" --format hey
	diagnose_refuse "a negative hey offset" 'bad.log:2: field offset: expected a time of 0 or more' "${hey}0.0010,0,0,0,0,0,200,-0.5\n"
	diagnose_refuse "a hey line of 7 fields" 'bad.log:3: field count: expected 8' "${hey}0.0010,0,0,0,0,0,200,0.5\n0.0010,0,0,0,0,0,200\n"
	diagnose_refuse "a vegeta line of 11 fields" 'bad.log:2: field count: expected 12' "${vg}1,200,5,0,2,,b2s=,,1,GET,x\n"
	diagnose_refuse "a vegeta latency in exponent form" 'bad.log:2: field latency: expected a latency in ns' "${vg}1700000000000000001,200,1e6,0,2,,b2s=,,1,GET,http://127.0.0.1/,\n"
	diagnose_refuse "a vegeta JSON line without latency" 'bad.log:1: field latency: expected the key present' '{"seq":0,"code":200,"timestamp":"2023-11-14T22:13:20Z","error":""}\n' --format vegeta-json
	diagnose_refuse "a vegeta JSON timestamp that is no time" 'bad.log:1: field timestamp: expected an RFC 3339 time' '{"seq":0,"code":200,"timestamp":"yesterday","latency":5,"error":""}\n'
	# shellcheck disable=SC2059
	diagnose_refuse "a negative k6 value" 'bad.log:2: field value: expected a latency of 0 or more' "$(printf "$k6" 1)\n$(printf "$k6" -1)\n"
	diagnose_refuse "a k6 time without its zone" 'bad.log:1: field time: expected an RFC 3339' '{"metric":"http_req_duration","type":"Point","data":{"time":"2023-11-14T22:13:20","value":1}}\n'
	# shellcheck disable=SC2059
	diagnose_refuse "a fortio ok that is neither true nor false" 'bad.log:1: field ok: expected true or false' "$(printf "$fo" maybe)\n"
	diagnose_refuse "a fortio line without its thread" 'bad.log:1: field thread' '{"latency":0.001,"timestamp":1,"ok":true}\n' --format fortio
	diagnose_refuse "a JMeter log read as k6" 'bad.log:1: field line: expected a JSON object' "$jm" --format k6
	diagnose_refuse "a first line of no format" 'bad.log:1: the first line is no format known' 'hello, world\n'
	diagnose_refuse "an empty log" 'bad.log: no requests: the file is empty (expected a log of plain, jmeter' ''
	# shellcheck disable=SC2059
	diagnose_refuse "a k6 line cut short (no closing braces)" 'bad.log:2: field line: expected a JSON object, { to }' "$(printf "$k6" 1)\n$(printf "$k6" 2 | sed 's/}}}$//')\n"
	# shellcheck disable=SC2059
	diagnose_refuse "a fortio line without its last brace" 'bad.log:1: field line: expected a JSON object' "$(printf "$fo" true | sed 's/}$//')\n" --format fortio
	diagnose_refuse "a vegeta JSON line that is no object" 'bad.log:1: field line: expected a JSON object' '"seq":0,"code":200,"timestamp":"2023-11-14T22:13:20Z","latency":5,"error":""\n' --format vegeta-json
	diagnose_refuse "a NUL byte inside a number" 'bad.log:2: the line holds a NUL byte: expected text' "${ok}2000000,10\\0000\n"
	diagnose_refuse "a NUL byte inside a stream's name" 'bad.log:1: the line holds a NUL byte' '0,100,w\0x\n'
	diagnose_refuse "a k6 log of no request" 'bad.log: no requests in 1 lines of k6' '{"metric":"vus","type":"Point","data":{"time":"2023-11-14T22:13:20Z","value":1}}\n'
	long=$(awk 'BEGIN { s = "0,1,"; while (length(s) < 70000) s = s "x"; print s }')
	diagnose_refuse "a line over 64 KiB" 'bad.log:2: the line is longer than 65536 bytes' "${ok}${long}\n"
	diagnose_refuse "a send time that lost a digit (2^24 slots and more never sent)" 'bad.log: stream -: its gaps leave more than 16777216 slots' '0,1\n1000000,1\n999999999999999,1\n1000000000999999,1\n' --interval 1ms
	diagnose_refuse "the same, on the memory route" 'bad.log: stream -: its gaps leave more than 16777216 slots' '0,1\n1000000,1\n999999999999999,1\n1000000000999999,1\n' --interval 1ms --route memory
	diagnose_refuse "a last send whose time lost a digit (2^24 slots and more behind)" 'bad.log: stream b: its gaps leave more than 16777216 slots' '0,1000000,a\n2000000,1,a\n0,1000,b\n1000000000000000000,1,b\n' --interval 2ms
	diagnose_refuse "the same, on the memory route" 'bad.log: stream b: its gaps leave more than 16777216 slots' '0,1000000,a\n2000000,1,a\n0,1000,b\n1000000000000000000,1,b\n' --interval 2ms --route memory
	diagnose_refuse "--streams log for a log that names none (hey)" 'bad.log: the log names no stream' "${hey}0.0010,0,0,0,0,0,200,0.5\n" --streams log
	diagnose_refuse "the same, on the memory route (it crashed before)" 'bad.log: the log names no stream' "${hey}0.0010,0,0,0,0,0,200,0.5\n" --streams log --route memory
	diagnose_refuse "a simulation's option on a log (--service without --write-sim)" 'diagnose: --service acts only with --write-sim' "$ok" --service 3ms
	diagnose_refuse "a log's option on a simulation (--rate with --write-sim)" 'diagnose: --rate reads a log: it does not act with --write-sim' "$ok" --write-sim plain --rate 100
	diagnose_refuse "an unknown --route" "--route: 'fast' is not one of its words (passes|memory|check)" "$ok" --route fast
	diagnose_refuse "--rate 0" "--rate: '0' is not a rate" "$ok" --rate 0
	diagnose_refuse "a negative --interval" "--interval: '-1ms' is not a time (negative)" "$ok" --interval -1ms
	diagnose_refuse "--rate with --interval" 'give --rate or --interval, not both' "$ok" --rate 5 --interval 1ms
	diagnose_refuse "an unknown --format" "--format: 'csv' is not one of its words" "$ok" --format csv
	diagnose_refuse "an unknown option" "unknown option '--speed'" "$ok" --speed 5
	"$P/lab" diagnose "$WORK/diagnose/no-such.log" >/dev/null 2>"$WORK/diagnose/bad.err"
	expect "diagnose refuses a log that is not there, in one line, exit 2" \
		sh -c "[ $? -eq 2 ] && [ \$(wc -l <'$WORK/diagnose/bad.err') -eq 1 ] && grep -q 'no-such.log: cannot read' '$WORK/diagnose/bad.err'"
}

# diagnose_export_help: --export's files, and --help naming every option of the table.
diagnose_export_help() {
	d=$WORK/diagnose
	"$P/lab" diagnose --write-sim plain >"$d/exp.log"
	"$P/lab" diagnose --interval 5ms --export "$d/exp-" "$d/exp.log" >"$d/exp.out"
	n=$(diagnose_field "$d/exp.out" "RESULT set=imputed" n)
	expect "diagnose --export writes logged.hgrm and imputed.hgrm (its last line counts all $n) and the chart" \
		sh -c "[ -s '$d/exp-logged.hgrm' ] && [ -s '$d/exp-percentiles.svg' ] &&
		grep -q '^ *[0-9.]* 1.000000000000 *$n\$' '$d/exp-imputed.hgrm'"
	lmax=$(diagnose_field "$d/exp.out" "RESULT set=logged" max_ns)
	imax=$(diagnose_field "$d/exp.out" "RESULT set=imputed" max_ns)
	expect "diagnose --export writes the log's timeline: its two lines' worst ($lmax, $imax ns) are the logged and imputed sets' max, and no file is left half-written" \
		sh -c "grep -q '^<!-- logged max_ns=$lmax points=[1-9][0-9]* -->\$' '$d/exp-timeline.svg' &&
		grep -q '^<!-- imputed max_ns=$imax points=[1-9][0-9]* -->\$' '$d/exp-timeline.svg' &&
		grep -qx 'RESULT export file=$d/exp-timeline.svg' '$d/exp.out' &&
		! ls '$d' | grep -q 'exp-.*tmp'"
	# a generator late by itself: slots 40..90 ms never sent, the first imputed 100 - 40 + 1 = 61 ms
	diagnose_ms_log "$d/exp-late.log" 0:1 10:1 20:1 30:1 100:1 110:1
	"$P/lab" diagnose --interval 10ms --tolerance 1us --export "$d/exp-late-" "$d/exp-late.log" >"$d/exp-late.out"
	expect "diagnose --export: the timeline's re-timed line holds the never-sent slots (worst 61 ms, as imputed; 1 ms as logged)" \
		sh -c "grep -q '^RESULT set=imputed n=12 .* max_ns=61000000 ' '$d/exp-late.out' &&
		grep -q '^<!-- imputed max_ns=61000000 ' '$d/exp-late-timeline.svg' &&
		grep -q '^<!-- logged max_ns=1000000 ' '$d/exp-late-timeline.svg'"
	# 110 ms in 500 slices: the 6 sends in 6 slices as logged; by due time 0, 10, .., 110 ms, 12 slices
	expect "diagnose --export: the timeline of 110 ms: 6 points as logged, 12 re-timed (each slot its slice), legends the worst 1 and 61 ms" \
		sh -c "grep -q '^<!-- logged max_ns=1000000 points=6 -->\$' '$d/exp-late-timeline.svg' &&
		grep -q '^<!-- imputed max_ns=61000000 points=12 -->\$' '$d/exp-late-timeline.svg' &&
		grep -q 'each of 500 slices of 110 ms<' '$d/exp-late-timeline.svg' &&
		grep -q '>as logged (by the actual send): the worst 1 ms<' '$d/exp-late-timeline.svg' &&
		grep -q 'never-sent slots imputed (by due time): the worst 61 ms<' '$d/exp-late-timeline.svg'"
	# a closed loop held 50 ms by a reply: the five requests due at 40..80 ms
	# leave in one burst at 80 ms, 10 us apart; in 500 slices of 90 ms (180 us
	# each) the burst is one slice by its sends and five by its due times
	printf '%s\n' 0,1000000,w1 10000000,1000000,w1 20000000,1000000,w1 30000000,50000000,w1 \
		80000000,5000,w1 80010000,5000,w1 80020000,5000,w1 80030000,5000,w1 80040000,5000,w1 \
		90000000,1000000,w1 >"$d/exp-burst.log"
	"$P/lab" diagnose --interval 10ms --tolerance 20us --export "$d/exp-burst-" "$d/exp-burst.log" >"$d/exp-burst.out"
	expect "diagnose --export: re-timed points stand at their due times (a burst after a stall: 6 slices as logged, 10 re-timed; lags 40, 30.01 .. 0.04 ms)" \
		sh -c "grep -q '^<!-- logged max_ns=50000000 points=6 -->\$' '$d/exp-burst-timeline.svg' &&
		grep -q '^<!-- imputed max_ns=50000000 points=10 -->\$' '$d/exp-burst-timeline.svg' &&
		grep -q '^RESULT lag n=10 .* max_ns=40000000 sum_ns=100100000\$' '$d/exp-burst.out'"
	if command -v xmllint >/dev/null 2>&1; then
		expect "diagnose --export: both charts are well-formed XML (xmllint --noout)" \
			xmllint --noout "$d/exp-timeline.svg" "$d/exp-percentiles.svg" "$d/exp-late-timeline.svg"
	else
		skip "diagnose --export: xmllint is not installed, so the charts are not checked as XML"
	fi
	"$P/lab" diagnose --help >"$d/help.out"
	missing=""
	# shellcheck disable=SC2013 # the option names are words
	for o in $(sed -n 's/^	{ "\(--[a-z-]*\)".*/\1/p' "$P/misc/lab/diagnose.c"); do
		grep -q -- "^  $o" "$d/help.out" || missing="$missing $o"
	done
	expect "diagnose --help names every option of its table${missing:+ (missing:$missing)}" \
		sh -c "[ -z '$missing' ] && [ \$(grep -c '^  --' '$d/help.out') -ge 19 ]"
}

test_diagnose() {
	mkdir -p "$WORK/diagnose"
	if [ ! -x "$P/lab" ]; then
		fail "diagnose: no lab in the scratch copy (build.sh builds it)"
		return
	fi
	diagnose_routes
	diagnose_formats
	diagnose_order
	diagnose_rule
	diagnose_bad_input
	diagnose_export_help
	diagnose_errors
	diagnose_bench
	diagnose_verdict
	diagnose_open
	diagnose_rate
	diagnose_k6_no_vu
	diagnose_in_flight
	diagnose_follow
	diagnose_fuzz
	diagnose_fixtures
	diagnose_ab
}

# diagnose_within A B PCT: |A - B| is at most PCT % of B.
diagnose_within() {
	awk -v a="$1" -v b="$2" -v p="$3" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(b > 0 && d * 100 <= p * b) }'
}

# diagnose_ab: a real ab -g file (tests/fixtures/logs/ab-c1.txt says how it was
# recorded) is refused in one line that says why no schedule can be read
# from it, and the pipeline that line gives corrects its 3000 latencies.
diagnose_ab() {
	fx=$ROOT/tests/fixtures/logs/ab-c1.tsv
	d=$WORK/diagnose
	(cd "$d" && "$P/lab" diagnose "$fx") >"$d/ab.out" 2>"$d/ab.err"
	code=$?
	expect "diagnose: an ab -g file is refused in one line: sorted by total time, whole-second starts, no connection (exit $code)" sh -c \
		"[ $code -eq 2 ] && [ ! -s '$d/ab.out' ] && [ \$(wc -l <'$d/ab.err') -eq 1 ] &&
		 grep -q ': an ab -g file, which no schedule can be read from: ab writes its rows sorted by total time, each start in whole seconds and no connection' '$d/ab.err'"
	# the pipeline the line gives, run as given (T = 500us, ab's own mean gap)
	pipe=$(sed -n "s/.*its latencies alone: \(.*\) --expected-interval T\$/\1 --expected-interval 500us/p" "$d/ab.err")
	(cd "$d" && PATH="$P:$PATH" sh -c "$(printf '%s' "$pipe" | sed 's|\./lab|lab|')") >"$d/ab-correct.out" 2>&1
	expect "diagnose: ... and its pipeline corrects ab's 3000 latencies (ms, as ab rounds them): p99 6 ms recorded" sh -c \
		"grep -q '^RESULT set=recorded n=3000 p50_ns=0 p90_ns=0 p99_ns=6000000 .* max_ns=204000000 ' '$d/ab-correct.out' &&
		 grep -q '^RESULT set=corrected n=[0-9]* ' '$d/ab-correct.out'"
	# ab's rows really are in total-time order, not send order: the check above is about this file
	expect "diagnose: the fixture's ttime column never decreases (ab's own sort), its seconds span two" sh -c \
		"awk -F'\t' 'NR > 1 { if (\$5 < prev) bad = 1; prev = \$5; s[\$2] = 1 } END { n = 0; for (k in s) n++; exit bad || n != 2 }' '$fx'"
}

# diagnose_fixtures: each real tool's log (misc/realsocket/logs.sh), diagnosed
# at the rate it was given, is a closed loop whose p99, re-timed with the
# never-sent slots imputed, is within 10 % of the open loop's truth from the
# same session (the stall decides it: it is above 10 ms), and within 10 % of
# the simulation of that tool's mode (bench's server, at the server's
# measured cost a request, one loop at a stream's interval).
diagnose_fixtures() {
	fx=$ROOT/tests/fixtures/logs
	d=$WORK/diagnose
	if [ ! -f "$fx/session.txt" ]; then
		fail "diagnose: no fixtures (tests/fixtures/logs/session.txt; misc/realsocket/logs.sh records them)"
		return
	fi
	truth=$(awk '$1 == "truth" { for (i = 1; i <= NF; i++) if ($i ~ /^p99_ns=/) print substr($i, 8) }' "$fx/session.txt")
	secs=$(sed -n 's/^# .*SECS=\([0-9]*\).*/\1/p' "$fx/session.txt")
	# the cost a request the server measured in the session (logs.sh reads it once the
	# server has served; a tool's own line says 0 where it was not yet known)
	truth_server=$(awk '$1 == "truth" { for (i = 1; i <= NF; i++) if ($i ~ /^server_ns=/) print substr($i, 11) }' "$fx/session.txt")
	[ "$truth_server" -gt 0 ] 2>/dev/null || truth_server=100000
	awk '$1 == "jmeter" || $1 == "hey"' "$fx/session.txt" >"$d/fixtures"
	while read -r tool fxname a b server lines; do
		case $tool in
		jmeter) rate=$(( ${b#per_minute=} / 60 )) streams=${a#threads=} ext=jtl kind=drift ;;
		*) rate=$(( ${a#workers=} * ${b#q=} )) streams=${a#workers=} ext=csv kind=skip ;;
		esac
		server=${server#server_ns=}
		[ "$server" -gt 0 ] 2>/dev/null || server=$truth_server
		"$P/lab" diagnose --rate "$rate" "$fx/$fxname.$ext" >"$d/$fxname.out"
		got=$(diagnose_field "$d/$fxname.out" "RESULT set=imputed" p99_ns)
		"$P/lab" diagnose --write-sim plain --closed "$kind" --service "${server}ns" \
			--sim-interval "$((streams * 1000000000 / rate))ns" --duration "${secs}s" >"$d/$fxname.sim"
		"$P/lab" diagnose --rate "$((rate / streams))" "$d/$fxname.sim" >"$d/$fxname.sim.out"
		pred=$(diagnose_field "$d/$fxname.sim.out" "RESULT set=imputed" p99_ns)
		closed=no
		grep -q '^RESULT generator loop=closed ' "$d/$fxname.out" && closed=yes
		expect "diagnose: $fxname ($lines) is a closed loop ($closed); re-timed and imputed p99 $got ns within 10 % of the truth $truth ns" \
			diagnose_within "$got" "$truth" 10
		[ "$closed" = yes ] || fail "diagnose: $fxname is not diagnosed as a closed loop"
		expect "diagnose: $fxname: within 10 % of the simulation of its mode ($kind at $rate a second: $pred ns)" \
			diagnose_within "$got" "$pred" 10
	done <"$d/fixtures"
	expect "diagnose: a JMeter thread name with spaces is one word in its RESULT stream line (Thread_Group_1-1)" \
		sh -c "grep '^RESULT stream ' '$d/jmeter-c1.out' | awk '{ for (i = 3; i <= NF; i++) if (\$i !~ /=/) exit 1 }' &&
			grep -q '^RESULT stream id=0 name=Thread_Group_1-1 n=285 ' '$d/jmeter-c1.out'"
	expect "diagnose: the fixtures hold four tool logs (JMeter and hey, 1 and 10 streams)" \
		[ "$(wc -l <"$d/fixtures")" -eq 4 ]
}

# diagnose_errors: errors and timeouts counted in the recordings, and left out of the _ok ones.
diagnose_errors() {
	d=$WORK/diagnose
	printf '0,1000000,w,200\n10000000,2000000,w,500\n20000000,3000000,w,timeout\n30000000,4000000,w,ok\n' >"$d/err.log"
	"$P/lab" diagnose --interval 10ms "$d/err.log" >"$d/err.out"
	expect "diagnose: an HTTP 500 and a timeout counted (errors=1 timeouts=1), in the logged set (4, 10 ms) and out of logged_ok (2, 5 ms)" \
		sh -c "grep -q '^RESULT log .* errors=1 timeouts=1 ' '$d/err.out' &&
		grep -q '^RESULT set=logged n=4 .* sum_ns=10000000\$' '$d/err.out' &&
		grep -q '^RESULT set=logged_ok n=2 .* sum_ns=5000000\$' '$d/err.out'"
}

# diagnose_bench: misc/lab/logs-bench.sh works, at 10^4 lines (lab's p99.9 and max equal numpy's, or pandas skipped).
diagnose_bench() {
	d=$WORK/diagnose
	if [ ! -x /usr/bin/time ]; then
		skip "diagnose: logs-bench.sh needs /usr/bin/time"
		return
	fi
	(cd "$P" && misc/lab/logs-bench.sh 10000 >"$d/bench.out" 2>"$d/bench.err")
	code=$?
	expect "diagnose: misc/lab/logs-bench.sh 10000 runs whole: a lab row for each format ($(grep -c '^BENCH tool=pandas' "$d/bench.out") pandas rows)" \
		sh -c "[ $code -eq 0 ] && [ \$(grep -c '^BENCH tool=lab format=.* lines=10000 ' '$d/bench.out') -eq 2 ]"
}

# diagnose_verdict: the plain words, on seed 000's model (5 s): bench says open p99 195.1 ms,
# closed 100 us (1951 times), and 5 stalls in 25000 requests (1 send in 5000 waited on one).
diagnose_verdict() {
	d=$WORK/diagnose
	"$P/lab" diagnose --write-sim plain --service 100us --sim-interval 200us >"$d/seed0.log"
	"$P/lab" diagnose --interval 200us "$d/seed0.log" >"$d/seed0.out"
	"$P/lab" --reps 1 --duration 5s >"$d/seed0.bench"
	o=$(diagnose_field "$d/seed0.bench" "RESULT set=open" p99_ns)
	c=$(diagnose_field "$d/seed0.bench" "RESULT set=closed" p99_ns)
	n=$(diagnose_field "$d/seed0.bench" "RESULT set=closed" n)
	k=$(diagnose_field "$d/seed0.bench" "RESULT timeline client=closed" stalls)
	ratio=$(( (o + c / 2) / c )) every=$(( n / k ))
	expect "diagnose: the verdict on seed 000's run says 1 send in $every waited, p99 195.1 ms, $ratio times the 100 us it reports" \
		has "$d/seed0.out" "verdict: recorded by a closed loop: 1 send in 5,000 waited for a stall, 0 slots of its schedule never sent; re-timed from its schedule the p99 is 195.1 ms, 1,951 times what it reports (100 us)."
	expect "diagnose: ... and those are bench's numbers (open p99 $o, closed $c, $k stalls in $n)" \
		[ "$o $c $ratio $every" = "195100000 100000 1951 5000" ]
}

# diagnose_open: an open loop's log (a 55 ms stall at 30 ms on a 10 ms schedule, every send
# on time): open, 6 in flight at 80 ms, no lag, nothing never sent, its recording the truth.
diagnose_open() {
	d=$WORK/diagnose
	diagnose_ms_log "$d/open.log" 0:1 10:1 20:1 30:55 40:46 50:36 60:26 70:16 80:6 90:1
	"$P/lab" diagnose --interval 10ms --tolerance 1us "$d/open.log" >"$d/open.out"
	expect "diagnose: an open loop's log: open, 5 sends overlapped, 6 in flight, lag 0, none never sent, 100 a second as intended" \
		sh -c "grep -q '^RESULT generator loop=open sends=10 waited=0 late_waited=0 overlapped=5 max_in_flight=6 schedule_moves=0 gap_latency_pairs=9 gap_latency_r=none\$' '$d/open.out' &&
		grep -q '^RESULT stream id=0 name=w1 n=10 .* max_in_flight=6\$' '$d/open.out' &&
		grep -q '^RESULT schedule interval_ns=10000000 from=given intended_per_s=100.000 achieved_per_s=100.000 never_sent=0\$' '$d/open.out' &&
		grep -q '^RESULT lag n=10 .* max_ns=0 sum_ns=0\$' '$d/open.out' &&
		grep -q '^RESULT set=imputed n=10 p50_ns=6000000 p90_ns=46000000 p99_ns=55000000 .* sum_ns=189000000\$' '$d/open.out' &&
		grep -q '^verdict: recorded by an open loop: sends kept their schedule with up to 6 in flight; re-timed from its schedule the p99 is 55 ms, 1.00 times what it reports (55 ms).\$' '$d/open.out'"
	"$P/lab" diagnose "$d/open.log" >"$d/open-inferred.out"
	expect "diagnose: ... and its interval inferred from its gaps: 10 ms" \
		grep -q '^RESULT schedule interval_ns=10000000 from=unblocked-gaps ' "$d/open-inferred.out"
}

# diagnose_rate: the achieved rate is the whole log's, sends less one over the span from
# the first send to the last: stream a sends ten times 100 ms apart from 0, stream b twice
# at 950 ms, a millisecond apart, so 11 sends over 0.951 s is 11.567 a second (summed
# stream by stream, b's 1000 a second would count as if it had sent all along: 1,010),
# on both routes.
diagnose_rate() {
	d=$WORK/diagnose
	awk 'BEGIN { for (i = 0; i < 10; i++) print i * 100000000 ",1,a"; print "950000000,1,b"; print "951000000,1,b" }' >"$d/rate.log"
	for route in passes memory; do
		expect "diagnose: two streams of different spans achieve 11.567 a second, the log's sends over its span ($route)" \
			sh -c "'$P/lab' diagnose --rate 20 --route $route '$d/rate.log' |
				grep -q '^RESULT schedule interval_ns=100000000 from=given intended_per_s=20.000 achieved_per_s=11.567 never_sent=0\$'"
	done
}

# diagnose_k6_no_vu: k6 tags its points with the VU only when told to; three closed VUs
# without the tag are a worker pool inferred (three in flight at most, a closed loop),
# not one stream whose sends overlap (an open loop), on both routes.
diagnose_k6_no_vu() {
	d=$WORK/diagnose
	"$P/lab" diagnose --write-sim k6 --connections 3 | sed 's/,"vu":"[0-9]*"//' >"$d/k6-no-vu.json"
	for route in passes memory; do
		expect "diagnose: a k6 log without its vu tag: 3 VUs inferred, a closed loop ($route)" \
			sh -c "'$P/lab' diagnose --rate 600 --route $route '$d/k6-no-vu.json' >'$d/k6-no-vu.out' &&
				! grep -q '\"vu\"' '$d/k6-no-vu.json' &&
				grep -q '^RESULT generator loop=closed .* overlapped=0 max_in_flight=3 ' '$d/k6-no-vu.out'"
	done
}

# diagnose_in_flight_awk LOG TOL_NS: an independent count, by brute force over
# every pair, of the most requests in flight at once on each stream and over
# all ("name count" lines, "*" for all): for each send s, the requests sent
# at or before it less the replies at or before s + TOL (lab's rule: a
# reply within tolerance of a send comes before it). LOG is plain, in ns.
diagnose_in_flight_awk() {
	awk -F, -v tol="$2" '{ s[NR] = $1; d[NR] = $1 + $2; st[NR] = $3 }
		END { for (i = 1; i <= NR; i++) {
				a = 0; b = 0; as = 0; bs = 0
				for (j = 1; j <= NR; j++) {
					if (s[j] <= s[i]) { a++; if (st[j] == st[i]) as++ }
					if (d[j] <= s[i] + tol) { b++; if (st[j] == st[i]) bs++ }
				}
				if (a - b > most["*"]) most["*"] = a - b
				if (as - bs > most[st[i]]) most[st[i]] = as - bs
			}
			for (k in most) print k, most[k] }' "$1" | sort
}

# diagnose_in_flight: the most requests in flight, per stream and over all,
# against the brute-force count above on a seeded log of three overlapping
# streams, and on logs with a known answer: three closed loops (one each,
# three at once behind a stall) and the open log above (six).
diagnose_in_flight() {
	d=$WORK/diagnose
	awk 'BEGIN { srand(27); for (k = 1; k <= 3; k++) for (i = 0; i < 80; i++)
		printf "%d,%d,w%d\n", i * 10000000 + k * 3000000 + int(rand() * 5000000), 1 + int(rand() * rand() * 60000000), k }' \
		>"$d/flight.log"
	"$P/lab" diagnose --interval 10ms --tolerance 1us "$d/flight.log" >"$d/flight.out"
	{
		diagnose_field "$d/flight.out" "RESULT generator" max_in_flight | sed 's/^/* /'
		awk '$1 == "RESULT" && $2 == "stream" { n = ""; m = ""
			for (i = 3; i <= NF; i++) { if ($i ~ /^name=/) n = substr($i, 6); if ($i ~ /^max_in_flight=/) m = substr($i, 15) }
			print n, m }' "$d/flight.out"
	} | sort >"$d/flight.got"
	diagnose_in_flight_awk "$d/flight.log" 1000 >"$d/flight.want"
	expect "diagnose: the most in flight on each of three overlapping streams and over all ($(tr '\n' ' ' <"$d/flight.want")) = a brute-force count over every pair" \
		sh -c "[ \$(wc -l <'$d/flight.want') -eq 4 ] && cmp -s '$d/flight.got' '$d/flight.want'"
	"$P/lab" diagnose --write-sim plain --connections 3 >"$d/flight3.log"
	"$P/lab" diagnose --interval 5ms "$d/flight3.log" >"$d/flight3.out"
	expect "diagnose: three closed loops: one in flight on each stream, three at once over all" \
		sh -c "[ \$(grep -c '^RESULT stream .* max_in_flight=1\$' '$d/flight3.out') -eq 3 ] &&
		grep -q '^RESULT generator .* max_in_flight=3 ' '$d/flight3.out' &&
		grep -q '^loop: .* up to 3 in flight at once, 1 on one stream\$' '$d/flight3.out'"
	w=$(diagnose_field "$d/flight3.out" "RESULT generator" waited)
	expect "diagnose: the loop line counts the $w sends that waited of the 997 after the first of each of 3 streams (1000 sends)" \
		sh -c "grep -q '^RESULT generator .* gap_latency_pairs=997 ' '$d/flight3.out' &&
		grep -q '^loop: $w of 997 sends after the first of a stream left within tolerance' '$d/flight3.out'"
}

# diagnose_follow_awk LOG: Pearson's r, in two passes (means, then the sums
# of deviations), of each send's gap from the send before it on its stream
# against that request's latency, to 3 places; "none" if a side is constant.
diagnose_follow_awk() {
	sort -t, -k3,3 -k1,1n -k2,2n "$1" | awk -F, '
		$3 == st && NR > 1 { n++; x[n] = lat / 1e6; y[n] = ($1 - send) / 1e6; mx += x[n]; my += y[n] }
		{ st = $3; send = $1; lat = $2 }
		END { if (n < 2) { print "none"; exit }
			mx /= n; my /= n
			for (i = 1; i <= n; i++) { sxx += (x[i] - mx) ^ 2; syy += (y[i] - my) ^ 2; sxy += (x[i] - mx) * (y[i] - my) }
			if (sxx <= 0 || syy <= 0) print "none"; else printf "%.3f\n", sxy / sqrt(sxx * syy) }'
}

# diagnose_follow: how each gap follows the latency before it: a closed loop
# (bench's server, 1 and 3 connections: the gap after a stall is the stall)
# near 1, an open loop that keeps a jittered schedule whatever the latency
# near 0, each equal to the two-pass route above; a schedule kept exactly
# (the open log, gaps all 10 ms) has no correlation to give.
diagnose_follow() {
	d=$WORK/diagnose
	"$P/lab" diagnose --write-sim plain >"$d/follow-c.log"
	awk 'BEGIN { srand(4); for (k = 1; k <= 2; k++) for (i = 0; i < 300; i++)
		printf "%d,%d,v%d\n", i * 10000000 + int(rand() * 2000000), 1000000 + int(rand() * rand() * 80000000), k }' \
		>"$d/follow-o.log"
	# two closed loops at different scales: the pooled r is the streams' difference as much as each one's
	awk 'BEGIN { srand(8); t = 0; for (i = 0; i < 400; i++) { l = 1000000 + int(rand() * 200000); printf "%.0f,%.0f,a\n", t, l; t += 5000000 }
		t = 0; for (i = 0; i < 400; i++) { l = 40000000 + int(rand() * 8000000); printf "%.0f,%.0f,b\n", t, l; t += l + 2000000 } }' >"$d/follow-m.log"
	for f in follow-c flight3 follow-o follow-m; do
		"$P/lab" diagnose --interval 5ms "$d/$f.log" >"$d/$f.out"
		got=$(diagnose_field "$d/$f.out" "RESULT generator" gap_latency_r)
		want=$(diagnose_follow_awk "$d/$f.log")
		case $f in
		follow-o) what="an open loop's, near 0" near="-0.2 0.2" ;;
		*) what="a closed loop's, near 1" near="0.9 1.0" ;;
		esac
		expect "diagnose: $f: the gap after a reply follows its latency with r = $got ($what), as the two-pass route gives ($want)" \
			sh -c "[ -n '$got' ] && [ '$got' = '$want' ] && awk -v r='$got' -v lo='${near% *}' -v hi='${near#* }' 'BEGIN { exit !(r >= lo && r <= hi) }' &&
			grep -q '^loop: .* follows its latency with r = $got; ' '$d/$f.out'"
	done
}

# diagnose_fuzz: logs of every format with bytes changed, dropped or cut at random (a fixed seed): each is read
# whole (exit 0) or refused in one stderr line (exit 2); nothing crashes or hangs. The lab is
# built with AddressSanitizer and UBSan for it where the compiler can.
diagnose_fuzz() {
	d=$WORK/diagnose
	bad=0 runs=0 whole=0 lab=$P/lab how="the plain build"
	if (cd "$P" && cc -std=c11 -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -pthread \
		-o "$d/lab-san" misc/lab/lab.c -lm) 2>/dev/null; then
		lab=$d/lab-san how="ASan and UBSan"
	fi
	for f in plain jmeter hey vegeta-csv vegeta-json k6 fortio; do
		"$P/lab" diagnose --write-sim "$f" --connections 2 --duration 1s | head -n 40 >"$d/fz.$f"
		for seed in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
			awk -v seed="$seed$f" 'BEGIN { srand(length(seed) * 7919 + seed * 1) ; chars = "0123456789,.-:\"{}eE x\t" }
				{ line = $0
				  if (rand() < 0.1 && length(line)) { i = int(rand() * length(line)) + 1
				    line = substr(line, 1, i - 1) substr(chars, int(rand() * length(chars)) + 1, 1) substr(line, i + 1) }
				  if (rand() < 0.1 && length(line)) { i = int(rand() * length(line)) + 1
				    line = substr(line, 1, i - 1) substr(line, i + 1) }
				  if (rand() < 0.02) line = substr(line, 1, int(rand() * length(line)))
				  print line }' "$d/fz.$f" >"$d/fz.in"
			timeout 20 "$lab" diagnose --route check "$d/fz.in" >/dev/null 2>"$d/fz.err"
			code=$?
			runs=$((runs + 1))
			case $code in
			0) whole=$((whole + 1)) ;;
			2) [ "$(wc -l <"$d/fz.err")" -eq 1 ] || bad=$((bad + 1)) ;;
			*) bad=$((bad + 1)); cp "$d/fz.in" "$d/fz-crash-$f-$seed.log" ;;
			esac
		done
	done
	expect "diagnose ($how): $runs logs with random bytes changed: each read whole, its two routes agreeing ($whole), or refused in one line ($bad otherwise)" \
		[ "$bad" -eq 0 ] && [ "$whole" -gt 0 ]
}
