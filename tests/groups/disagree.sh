# shellcheck shell=sh
# tests/groups/disagree.sh: a check never crashes. A scratch copy of the lab
# (bench.c and misc/lab) gets one fault a mode in its reference (each
# switched on by BENCH_FAULT, so one build serves them all), built with
# AddressSanitizer and UBSan; each
# mode's run must then end in failed checks, exit 1, with no sanitizer
# report: the route and its reference each size their own arrays.

# disagree_fault FRAGMENT REPLACEMENT: one fault put into the copy, in the
# one file of bench.c and misc/lab/*.c that holds FRAGMENT once; or fail.
disagree_fault() {
	disagree_n=0
	for disagree_f in "$WORK/disagree/bench.c" "$WORK"/disagree/misc/lab/*.c; do
		if awk -v from="$1" -v to="$2" 'BEGIN { RS = "\001" } {
			n = index($0, from); if (!n || index(substr($0, n + length(from)), from)) exit 1
			printf "%s%s%s", substr($0, 1, n - 1), to, substr($0, n + length(from)) }' \
			"$disagree_f" >"$disagree_f.new"; then
			mv "$disagree_f.new" "$disagree_f"
			disagree_n=$((disagree_n + 1))
		else
			rm -f "$disagree_f.new"
		fi
	done
	[ "$disagree_n" -eq 1 ]
}

test_disagree() {
	if ! command -v cc >/dev/null 2>&1; then
		skip "disagree: no C compiler"
		return
	fi
	mkdir -p "$WORK/disagree/misc/lab"
	cp "$P/bench.c" "$WORK/disagree/bench.c"
	cp "$P"/misc/lab/*.c "$P"/misc/lab/*.h "$WORK/disagree/misc/lab/"
	# shellcheck disable=SC2016 # C source, not shell
	if ! disagree_fault '#include <unistd.h>' '#include <unistd.h>
static int bench_fault(const char *k) { const char *f = getenv("BENCH_FAULT"); return f && strcmp(f, k) == 0; }' ||
		! disagree_fault '		u->id[u->nu] = u->next_id++;' '		u->id[u->nu] = bench_fault("users") ? 2 * u->next_id++ : u->next_id++;' ||
		! disagree_fault '		k->sent++;
		if (tr && trace_add(' '		k->sent += 1 + (uint64_t)bench_fault("omit");
		if (tr && trace_add(' ||
		! disagree_fault 'lat[k++] = q.reply - (r->open ? q.due : q.send);' 'lat[k++] = q.reply - (r->open ? q.due : q.send) + (uint64_t)bench_fault("ref");' ||
		! disagree_fault '		g->retimed[s->first + i] = r[i].lat_ns + (send - due);' '		g->retimed[s->first + i] = r[i].lat_ns + (send - due) + (uint64_t)bench_fault("diagnose");' ||
		! disagree_fault '		s->lag_max_ns = max_u64(s->lag_max_ns, send - due);' '		s->lag_max_ns = max_u64(s->lag_max_ns, send - due) + (uint64_t)bench_fault("stream");' ||
		! disagree_fault '	memcpy(raw, in->truth, in->n_truth * sizeof *raw);' '	memcpy(raw, in->truth, in->n_truth * sizeof *raw);
	if (bench_fault("score") && in->n_truth)
		raw[0] += 7;'; then
		fail "disagree: a fault's fragment is not in bench.c and misc/lab/*.c exactly once (the reference moved: update tests/groups/disagree.sh)"
		return
	fi
	if ! cc -std=c11 -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all \
		-pthread -o "$WORK/disagree/bench" "$WORK/disagree/misc/lab/lab.c" -lm 2>"$WORK/disagree/cc.err"; then
		skip "disagree: this compiler cannot build with -fsanitize=address,undefined ($(head -n 1 "$WORK/disagree/cc.err"))"
		return
	fi
	while IFS='|' read -r fault what args; do
		# shellcheck disable=SC2086 # a list of options
		(cd "$P" && BENCH_FAULT=$fault ASAN_OPTIONS=detect_leaks=1 "$WORK/disagree/bench" $args \
			>"$WORK/disagree/out" 2>"$WORK/disagree/err")
		code=$?
		expect "a reference that disagrees ($what) ends in failed checks, exit 1, no sanitizer report (exit $code)" sh -c \
			"[ $code -eq 1 ] && grep -q '^RESULT checks passed=[0-9]* failed=[1-9][0-9]* ' '$WORK/disagree/out' && ! grep -q -e Sanitizer -e 'runtime error' -e 'double free' '$WORK/disagree/err'"
	done <<'ROWS'
users|the sessions' reference walk numbers its sessions apart|--sessions 1000 --return-prob 0.8 --think 1ms --think-dist exp --service-dist exp --duration 1s --scoreboard
omit|the omissions' reference walk counts a request twice|--timeout 30ms --quick --reps 1
ref|the reference walk records 1 ns more, Poisson schedule|--schedule poisson --rate 3000 --duration 2s --reps 1
ref|the same, the route in passes|--schedule poisson --rate 3000 --duration 2s --reps 1 --exact-by passes
score|the scoreboard's reference truth 7 ns off|--scoreboard --connections 3 --quick --reps 1
ROWS
	# lab diagnose --route check: the memory route's re-timed latencies 1 ns long
	"$P/lab" diagnose --write-sim plain --duration 2s >"$WORK/disagree/log"
	(cd "$P" && BENCH_FAULT=diagnose ASAN_OPTIONS=detect_leaks=1 "$WORK/disagree/bench" diagnose --route check \
		"$WORK/disagree/log" >"$WORK/disagree/out" 2>"$WORK/disagree/err")
	code=$?
	expect "diagnose's memory route that disagrees (re-timed 1 ns long) fails --route check, exit 1, no sanitizer report (exit $code)" sh -c \
		"[ $code -eq 1 ] && grep -q '^RESULT route_check figures=[0-9]* failed=1\$' '$WORK/disagree/out' &&
		grep -q '^check failed: the passes route and the memory route differ on set=retimed\$' '$WORK/disagree/out' &&
		! grep -q -e Sanitizer -e 'runtime error' -e 'double free' '$WORK/disagree/err'"
	(cd "$P" && BENCH_FAULT=stream "$WORK/disagree/bench" diagnose --route check "$WORK/disagree/log" >"$WORK/disagree/out" 2>&1)
	code=$?
	expect "... and one whose stream's largest lag alone is 1 ns long fails it too, naming the stream's figure (exit $code)" sh -c \
		"[ $code -eq 1 ] && grep -q '^check failed: the passes route and the memory route differ on stream 0, figure 10 ' '$WORK/disagree/out'"
	(cd "$P" && "$WORK/disagree/bench" diagnose --route check "$WORK/disagree/log" >"$WORK/disagree/out" 2>&1)
	expect "and without BENCH_FAULT its two routes agree (exit $?)" \
		grep -q '^RESULT route_check figures=[0-9]* failed=0$' "$WORK/disagree/out"
	# and the faults are off without the switch: the same copy passes every check
	(cd "$P" && "$WORK/disagree/bench" --timeout 30ms --quick --reps 1 >"$WORK/disagree/out" 2>&1)
	expect "and without BENCH_FAULT the faulted copy passes its checks (exit $?)" \
		grep -q '^RESULT checks passed=[0-9]* failed=0 ' "$WORK/disagree/out"
}
