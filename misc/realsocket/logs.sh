#!/bin/sh
# misc/realsocket/logs.sh: records the per-request logs of real load
# generators against the stall server (127.0.0.1 only; 100 us a request,
# 200 ms stalls once a second from 0.5 s after its first request), for
# lab diagnose and its tests: JMeter with a Constant Throughput Timer on 1
# and 10 threads (misc/realsocket/diagnose.jmx, jmeter -n), hey -q on 1 and
# 10 workers, and the project's open loop (at their rate) as the truth, each on a fresh
# server, in one session. Each tool runs SECS + 1 seconds and its first
# second (the JVM's warm-up, the connections' opening) is trimmed off.
# Writes OUT/{jmeter-c1.jtl,jmeter-c10.jtl,hey-c1.csv,hey-c10.csv,session.txt}.
#
#   misc/realsocket/logs.sh            (SECS=3, OUT=tests/fixtures/logs)
#   misc/realsocket/logs.sh table      the README's table from the fixtures
#
# Every process it starts is stopped by PID on exit; every tool runs under
# timeout. Debian's JMeter 2.13 cannot load a test plan with the XStream
# it ships beside (XStream 1.4.20 refuses every class it was not told of),
# so a one-class shim that lets every type through is compiled into the
# scratch folder and put first on the class path (misc/notes/diagnose.md).
set -eu

ME=logs.sh
readonly SECS="${SECS:-3}"
readonly OUT="${OUT:-tests/fixtures/logs}"
readonly JMETER_HOME="${JMETER_HOME:-/usr/share/jmeter}"
readonly JMETER_RATE_1=12000     # samples a minute, 1 thread: one every 5 ms
readonly JMETER_RATE_10=30000    # 10 threads: 500 a second in all, each one every 20 ms
readonly HEY_Q_1=500             # hey -q is a worker's rate: one every 2 ms
readonly HEY_Q_10=50             # 10 workers at 50 a second: 500 in all
readonly TRUTH_INTERVAL_NS=2000000  # the open loop's truth: 500 a second

cd "$(dirname "$0")/../.."
ROOT=$(pwd)
# shellcheck source=misc/realsocket/lib.sh
. misc/realsocket/lib.sh

# cost: the server's own measure of a request (per_request_ns), after stop_server.
cost() {
	sed -n 's/^COST .*per_request_ns=\([0-9]*\).*/\1/p' "$WORK/port"
}

# jmeter_shim: the XStream permission that lets JMeter 2.13 read its plan, compiled.
jmeter_shim() {
	d=$WORK/shim/com/thoughtworks/xstream/security
	mkdir -p "$d" "$WORK/shim-classes"
	cat >"$d/NoTypePermission.java" <<'JAVA'
package com.thoughtworks.xstream.security;

/* Lets every type through: JMeter 2.13 predates XStream's allow-lists. */
public class NoTypePermission implements TypePermission {
    public static final TypePermission NONE = new NoTypePermission();
    public boolean allows(Class type) { return true; }
    public int hashCode() { return 1; }
    public boolean equals(Object obj) { return obj != null && obj.getClass() == NoTypePermission.class; }
}
JAVA
	javac -nowarn -cp /usr/share/java/xstream.jar -d "$WORK/shim-classes" "$d/NoTypePermission.java"
}

# trim_ms FILE: a JTL in its own order without the lines that started in its first second.
trim_ms() {
	awk -F, 'NR == FNR { if (FNR == 1 || $1 < t0) t0 = $1; next } $1 >= t0 + 1000' "$1" "$1"
}

# record_jmeter THREADS PER_MINUTE NAME: a JTL of THREADS threads paced at PER_MINUTE.
record_jmeter() {
	start_server
	(cd "$WORK" && timeout $((SECS + 60)) java -cp "$WORK/shim-classes:$JMETER_HOME/bin/ApacheJMeter.jar" \
		-Djmeter.home="$JMETER_HOME" org.apache.jmeter.NewDriver -n -t "$ROOT/misc/realsocket/diagnose.jmx" \
		-l "$WORK/$3.jtl" -j "$WORK/$3.jmeter.log" -Jport="$PORT" -Jthreads="$1" \
		-Jper_minute="$2" -Jseconds=$((SECS + 1)) >"$WORK/$3.out" 2>&1) ||
		err "jmeter failed: $(tail -n 2 "$WORK/$3.out")"
	stop_server
	trim_ms "$WORK/$3.jtl" >"$OUT/$3.jtl"
	printf 'jmeter %s threads=%s per_minute=%s server_ns=%s lines=%s\n' "$3" "$1" "$2" "$(cost)" \
		"$(wc -l <"$OUT/$3.jtl" | tr -d ' ')" >>"$WORK/session"
}

# record_hey WORKERS QPS NAME: hey -o csv of WORKERS workers at QPS each.
record_hey() {
	start_server
	timeout $((SECS + 30)) hey -z "$((SECS + 1))s" -c "$1" -q "$2" -o csv "http://127.0.0.1:$PORT/" \
		>"$WORK/$3.csv" || err "hey failed"
	stop_server
	awk -F, 'NR == 1 || $8 >= 1.0' "$WORK/$3.csv" >"$OUT/$3.csv"
	printf 'hey %s workers=%s q=%s server_ns=%s lines=%s\n' "$3" "$1" "$2" "$(cost)" \
		"$(wc -l <"$OUT/$3.csv" | tr -d ' ')" >>"$WORK/session"
}

# openloop_at_rate: the project's open loop, rebuilt in the scratch folder to
# send one request every TRUTH_INTERVAL_NS (the 10-stream tools' 500 a second)
# instead of 200 us: the same code, at a rate a busy 2-core machine can
# serve (at 5000 a second with the server and the client each spinning on
# a core, it could not, with other work on the machine).
openloop_at_rate() {
	mkdir -p "$WORK/rs"
	cp misc/report.h "$WORK/report.h"
	sed "s/^static const uint64_t INTERVAL_NS = 200000;\$/static const uint64_t INTERVAL_NS = $TRUTH_INTERVAL_NS;/" \
		misc/realsocket/openloop.c >"$WORK/rs/openloop.c"
	grep -q "INTERVAL_NS = $TRUTH_INTERVAL_NS;" "$WORK/rs/openloop.c" || err "openloop.c's interval moved"
	cc -std=c11 -O2 -o "$WORK/rs/openloop" "$WORK/rs/openloop.c"
}

# record_truth: the open loop (request i due at i * TRUTH_INTERVAL_NS, 4 connections), SECS seconds.
# On a machine too busy to answer every request in time openloop fails; it is
# tried TRIES times (10), 20 s apart, and the tools follow the run that worked.
record_truth() {
	attempts=${TRIES:-10}
	for try in $(seq "$attempts"); do
		start_server
		if timeout $((SECS + 30)) "$WORK/rs/openloop" "$PORT" "$SECS" 4 >"$WORK/truth.out" \
			2>"$WORK/truth.err"; then
			break
		fi
		stop_server
		[ "$try" -lt "$attempts" ] || err "openloop failed $attempts times: $(cat "$WORK/truth.err")"
		say "$ME: openloop: $(cat "$WORK/truth.err"); again in 20 s"
		sleep 20
	done
	stop_server
	grep '^RESULT set=openloop ' "$WORK/truth.out" |
		sed "s/^RESULT set=openloop /truth openloop interval_ns=$TRUTH_INTERVAL_NS /" |
		sed "s/\$/ server_ns=$(cost)/" >>"$WORK/session"
}

# ms NS: nanoseconds in ms, one decimal.
ms() {
	awk -v n="$1" 'BEGIN { printf "%.1f", n / 1e6 }'
}

# field FILE PREFIX KEY: KEY's value on the first line of FILE starting PREFIX.
field() {
	awk -v pre="$2 " -v key="$3" 'index($0, pre) == 1 {
		for (i = 1; i <= NF; i++) if (index($i, key "=") == 1) { print substr($i, length(key) + 2); exit } }' "$1"
}

# table: the README's fixture table, from OUT/session.txt and lab diagnose on each log.
table() {
	s=$OUT/session.txt
	t99=$(awk '$1 == "truth" { for (i = 1; i <= NF; i++) if ($i ~ /^p99_ns=/) print substr($i, 8) }' "$s")
	t999=$(awk '$1 == "truth" { for (i = 1; i <= NF; i++) if ($i ~ /^p999_ns=/) print substr($i, 9) }' "$s")
	printf '| fixture | mode | verdict | lag p99 | never sent | achieved / intended a second | as logged p99 / p99.9 | re-timed | re-timed, imputed | HdrHistogram corrected | open loop (truth) |\n'
	printf '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n'
	awk '$1 == "jmeter" || $1 == "hey"' "$s" | while read -r tool name a b _ _; do
		case $tool in
		jmeter) rate=$((${b#per_minute=} / 60)) file=$OUT/$name.jtl mode="JMeter, ${a#threads=} thread(s), Constant Throughput Timer $rate/s" ;;
		*) rate=$((${a#workers=} * ${b#q=})) file=$OUT/$name.csv mode="hey -c ${a#workers=} -q ${b#q=}" ;;
		esac
		./lab diagnose --rate "$rate" "$file" >"$WORK/t.out"
		row="| \`$name\` | $mode | $(field "$WORK/t.out" "RESULT generator" loop)"
		row="$row | $(ms "$(field "$WORK/t.out" "RESULT lag" p99_ns)") ms | $(field "$WORK/t.out" "RESULT schedule" never_sent)"
		row="$row | $(field "$WORK/t.out" "RESULT schedule" achieved_per_s) / $(field "$WORK/t.out" "RESULT schedule" intended_per_s)"
		for set in logged retimed imputed corrected; do
			row="$row | $(ms "$(field "$WORK/t.out" "RESULT set=$set" p99_ns)") / $(ms "$(field "$WORK/t.out" "RESULT set=$set" p999_ns)")"
		done
		printf '%s | %s / %s |\n' "$row" "$(ms "$t99")" "$(ms "$t999")"
	done
}

main() {
	if [ "${1:-}" = table ]; then
		begin_work
		table
		return
	fi
	for t in java javac hey timeout; do
		command -v "$t" >/dev/null 2>&1 || err "$t is not installed"
	done
	[ -f "$JMETER_HOME/lib/ext/ApacheJMeter_http.jar" ] || err "JMeter's HTTP sampler is not installed (Debian: jmeter-http)"
	if [ ! -x misc/realsocket/stallserver ] || [ ! -x misc/realsocket/openloop ]; then
		err "run ./build.sh first"
	fi
	begin_work
	mkdir -p "$OUT"
	jmeter_shim
	openloop_at_rate
	: >"$WORK/session"
	record_truth
	record_jmeter 1 "$JMETER_RATE_1" jmeter-c1
	record_jmeter 10 "$JMETER_RATE_10" jmeter-c10
	record_hey 1 "$HEY_Q_1" hey-c1
	record_hey 10 "$HEY_Q_10" hey-c10
	{
		printf '# lab diagnose fixtures: one session of misc/realsocket/logs.sh, SECS=%s, on %s\n' \
			"$SECS" "$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)"
		printf '# hey %s; JMeter %s\n' "$(dpkg-query -W -f '${Version}' hey 2>/dev/null || echo '?')" \
			"$(dpkg-query -W -f '${Version}' jmeter 2>/dev/null || echo '?')"
		cat "$WORK/session"
	} >"$OUT/session.txt"
	say "$ME: wrote $OUT/session.txt and the logs beside it"
}

main "$@"
