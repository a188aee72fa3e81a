# shellcheck shell=sh
# tests/groups/split.sh: bench.c is the benchmark and the lab a program that
# includes it. bench.c builds alone with the command its header gives; bench
# and the lab print the same lines on the benchmark's own questions (the
# lab only adds lines: each client's rate); bench refuses each of the lab's
# options and scenarios with one line that names ./lab, and its
# --help lists none of them.

# split_rows: the benchmark's questions the two programs must answer alike.
# Each names its reps: without --reps the lab takes one walk and no warmup.
split_rows() {
	cat <<'ROWS'
--reps 1 --quick
--reps 3 --quick --verbose
--scenario feed-10ms-stall --reps 1
--reps 31 --quick
--scenario light-load --reps 1 --quick
--exact-by sorted --reps 1 --quick
--rank ceil --slow-above 300us --reps 1 --quick
--expected-interval mean --reps 1 --quick
--expected-interval 100us --slow-above 250us --reps 2 --quick
--interval 250us --service 120us --duration 3s --reps 1
--stall 3ms --period 20ms --first-stall 7ms --duration 2s --reps 1
--stall 0 --requests 20000 --reps 1
--service 3us --interval 4us --stall 15us --period 0 --first-stall 12us --requests 40 --reps 1
ROWS
}

# split_strip FILE: FILE without what may differ between two runs (the
# timing, cost and memory lines) and the count of checks (where the lab
# walks a skipping loop's sends, it checks them too; both must exit 0).
split_strip() {
	grep -v -e '^simulation cost' -e '^RESULT cost ' -e '^RESULT memory ' -e '^RESULT clock ' \
		-e '^RESULT checks ' "$1"
}

test_split() {
	d=$WORK/split
	mkdir -p "$d"
	# the header's build line, as a user would type it, builds the benchmark alone
	if (cd "$P" && cc -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror -o "$d/bench" bench.c -lm 2>"$d/cc.err"); then
		pass "split: cc -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror bench.c -lm builds the benchmark alone"
	else
		fail "split: bench.c does not build alone: $(head -n 1 "$d/cc.err")"
	fi
	n=0 same=0
	while IFS= read -r args; do
		n=$((n + 1))
		# shellcheck disable=SC2086 # a list of options
		(cd "$P" && ./bench $args) >"$d/b$n" 2>&1
		echo $? >"$d/b$n.rc"
		# shellcheck disable=SC2086
		(cd "$P" && ./lab $args) >"$d/l$n" 2>&1
		echo $? >"$d/l$n.rc"
		split_strip "$d/b$n" >"$d/b$n.s"
		split_strip "$d/l$n" >"$d/l$n.s"
		if [ "$(cat "$d/b$n.rc")" = 0 ] && cmp -s "$d/b$n.rc" "$d/l$n.rc" &&
			[ "$(wc -l <"$d/b$n.s")" -gt 8 ] && ! diff "$d/b$n.s" "$d/l$n.s" | grep -q '^[<-]'; then
			same=$((same + 1))
		else
			fail "split: bench (exit $(cat "$d/b$n.rc")) and lab (exit $(cat "$d/l$n.rc")) differ on $args: $(diff "$d/b$n.s" "$d/l$n.s" 2>&1 | head -n 3 | tr '\n' ' ')"
		fi
	done <<EOF
$(split_rows)
EOF
	expect "split: the lab prints every line bench prints, in order, on $same of $n of the benchmark's questions (it only adds lines)" \
		[ "$same" -eq "$n" ]
	# the lab's additions are its rates, and only where bench prints none
	expect "split: on the default run the lab adds its rates and nothing else (4 lines)" sh -c \
		"diff '$d/b1' '$d/l1' | grep '^>' | grep -v -e 'RESULT cost ' -e 'RESULT memory ' -e '^> simulation cost' >'$d/added';
		 [ \$(wc -l <'$d/added') -eq 4 ] && [ \$(grep -c -e '^> rates: ' -e '^> RESULT rate ' '$d/added') -eq 4 ]"
	# the lab's options, each with a value it takes: bench refuses every one
	# in one line that names ./lab, and its --help lists exactly the others
	k=0 refused=0
	: >"$d/only"
	while read -r opt val; do
		k=$((k + 1))
		echo "$opt" >>"$d/only"
		# shellcheck disable=SC2086 # a flag has no value: nothing, not an empty word
		(cd "$P" && ./bench "$opt" $val --quick --reps 1) >"$d/r.out" 2>"$d/r.err"
		code=$?
		if [ "$code" -eq 2 ] && [ "$(wc -l <"$d/r.err")" -eq 1 ] && [ ! -s "$d/r.out" ] &&
			grep -q -- "^bench: $opt is the lab's, not the benchmark's: run ./lab $opt" "$d/r.err"; then
			refused=$((refused + 1))
		else
			fail "split: bench $opt $val: exit $code, $(head -n 1 "$d/r.err")"
		fi
	done <<'ROWS'
--timeout 50ms
--queue-limit 10
--reject-time 1ms
--generator-pause 50ms
--generator-period 2s
--generator-first 1s
--schedule-from last-send
--max-in-flight 10
--when-full drop
--population 10
--sessions 2500
--return-prob 0.5
--think 900us
--think-dist exp
--scoreboard
--sweep load
--hlog-interval 10ms
--hlog-counts
--cross-check
--correct scenarios/hundred-requests.txt
--trace-values 2ms*99,1000ms
--guess-entries 16
--service-dist exp
--service-cv 2
--slow-fraction 0.1
--slow-service 1ms
--stalls poisson
--stall-dist exp
--schedule poisson
--rate 100
--seed 3
--arrivals scenarios/arrivals-example.txt
--closed skip
--connections 5
ROWS
	expect "split: bench refuses each of the lab's $k options in one line that names ./lab, exit 2" \
		sh -c "[ $k -eq 34 ] && [ $refused -eq $k ]"
	"$P/lab" --help | sed -n 's/^  \(--[a-z-]*\).*/\1/p' | sort >"$d/lab.opts"
	"$P/bench" --help | sed -n 's/^  \(--[a-z-]*\).*/\1/p' | sort >"$d/bench.opts"
	sort "$d/only" | comm -23 "$d/lab.opts" - >"$d/theirs"
	expect "split: bench's --help lists every option of the lab but those $k, and no other" sh -c \
		"[ \$(wc -l <'$d/bench.opts') -ge 20 ] && cmp -s '$d/theirs' '$d/bench.opts' &&
		 \"$P/bench\" --help | grep -q '^The lab (./lab --help) adds '"
	# past 2^20 requests a client off the lattice (a 1 ns grid: ten million
	# possible latencies): bench alone keeps every sample only when told to
	# (sorted), the lab walks the run in passes; both agree with the closed form
	long="--service 1001ns --interval 2us --stall 10ms --period 100ms --first-stall 50ms --requests 1100000 --reps 1"
	# shellcheck disable=SC2086 # a list of options
	(cd "$P" && ./bench $long) >"$d/long.refused" 2>&1
	code=$?
	expect "split: bench alone refuses $long, in one line that names ./lab (exit $code)" sh -c \
		"[ $code -eq 2 ] && [ \$(wc -l <'$d/long.refused') -eq 1 ] && grep -q './lab' '$d/long.refused'"
	# shellcheck disable=SC2086
	(cd "$P" && ./bench $long --exact-by sorted) >"$d/long.b" 2>&1
	# shellcheck disable=SC2086
	(cd "$P" && ./lab $long) >"$d/long.l" 2>&1
	expect "split: that run kept and sorted by bench and in passes by the lab: both pass every check, with the same three sets" sh -c \
		"grep -q '^RESULT checks passed=58 failed=0 ' '$d/long.b' && grep -q '^RESULT checks passed=58 failed=0 ' '$d/long.l' &&
		 grep -q '^route: sorted' '$d/long.b' && grep -q '^route: passes' '$d/long.l' &&
		 [ \$(grep -c '^RESULT set=' '$d/long.b') -eq 3 ] &&
		 [ \"\$(grep '^RESULT set=' '$d/long.b')\" = \"\$(grep '^RESULT set=' '$d/long.l')\" ]"
	# a lab scenario, refused the same way; the same scenario in the lab passes every check
	(cd "$P" && ./bench --scenario timeouts) >"$d/sc.out" 2>"$d/sc.err"
	code=$?
	expect "split: bench --scenario timeouts is refused in one line that names ./lab (exit $code)" sh -c \
		"[ $code -eq 2 ] && [ \$(wc -l <'$d/sc.err') -eq 1 ] && grep -qx 'bench: --scenario timeouts is the lab.s: run ./lab --scenario timeouts' '$d/sc.err'"
	# a run without stalls: bench alone writes the sets and their spectrum, no timeline, and names ./lab for it
	(cd "$P" && ./bench --stall 0 --quick --reps 1 --export "$d/ns-") >"$d/ns.out" 2>&1
	expect "split: bench alone on a run without stalls writes no timeline and says ./lab draws one" sh -c \
		"grep -qx 'RESULT export timeline=none (no stall: ./lab draws a stall-free run.s first second)' '$d/ns.out' &&
		 [ -s '$d/ns-percentiles.svg' ] && [ ! -e '$d/ns-timeline.svg' ]"
}
