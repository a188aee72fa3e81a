# shellcheck shell=sh
# tests/groups/modes.sh: every option against every mode. In each mode (a
# benchmark run, a run of users, a sweep, a recorded trace) each option,
# given a value unlike its default, is either refused (exit 2, one line
# naming it) or changes what the run prints: an option that is accepted and
# does nothing is the fault. The table's own lists (--help) are held to the
# same behaviour: an option it says a mode refuses is refused there.

# modes_out ARGS...: what bench prints for ARGS, less the timing figures,
# into $WORK/modes/out; its exit status in $modes_code, stderr in .../err.
modes_out() {
	(cd "$P" && ./lab "$@" >"$WORK/modes/raw" 2>"$WORK/modes/err")
	modes_code=$?
	grep -v -e '^simulation cost' -e '^RESULT cost ' -e '^RESULT memory ' -e 'ns per request' \
		-e '^| closed | [0-9.]* | ' -e '^| open | [0-9.]* | ' "$WORK/modes/raw" >"$WORK/modes/out"
}

test_modes() {
	mkdir -p "$WORK/modes"
	bad=0
	tried=0
	# mode | the base command
	while IFS='|' read -r mode base; do
		# shellcheck disable=SC2086 # a list of options
		modes_out $base
		cp "$WORK/modes/out" "$WORK/modes/base"
		[ "$modes_code" -eq 0 ] || { fail "modes: the $mode base run failed: bench $base"; continue; }
		# option | a value unlike its default (none for a flag) | options it needs to act
		while IFS='|' read -r opt val extra; do
			case " $base " in *" $opt "*) continue ;; esac
			tried=$((tried + 1))
			# shellcheck disable=SC2086 # lists of words
			modes_out $base $extra $opt $val
			if [ "$modes_code" -eq 2 ]; then
				# it, or a partner it was given with, named
				named=0
				for o in $opt $extra; do
					case $o in --*) grep -qF -- "$o" "$WORK/modes/err" && named=1 ;; esac
				done
				if [ "$(wc -l <"$WORK/modes/err")" -ne 1 ] || [ "$named" -eq 0 ]; then
					bad=$((bad + 1))
					printf '     %s: %s %s refused without naming it: %s\n' "$mode" "$opt" "$val" "$(head -c 160 "$WORK/modes/err")"
				fi
				continue
			fi
			if [ -n "$extra" ]; then
				# shellcheck disable=SC2086 # a list of words
				modes_out $base $extra
				cp "$WORK/modes/out" "$WORK/modes/with"
				# shellcheck disable=SC2086 # lists of words
				modes_out $base $extra $opt $val
			else
				cp "$WORK/modes/base" "$WORK/modes/with"
			fi
			if [ "$modes_code" -eq 0 ] && cmp -s "$WORK/modes/out" "$WORK/modes/with"; then
				bad=$((bad + 1))
				printf '     %s: %s %s is accepted and changes nothing\n' "$mode" "$opt" "$val"
			fi
		done <<'OPTS'
--service|150us|
--interval|300us|
--stall|100ms|
--period|2s|
--first-stall|1s|
--duration|3s|
--requests|1200|
--schedule|poisson|--rate 4000
--rate|4000|--schedule poisson
--seed|5|--service-dist exp
--service-dist|exp|
--service-cv|2|--service-dist lognormal
--slow-fraction|0.1|--service-dist bimodal --slow-service 5ms
--slow-service|5ms|--service-dist bimodal --slow-fraction 0.1
--stalls|poisson|
--stall-dist|exp|
--closed|skip|
--connections|3|
--expected-interval|300us|
--timeout|30ms|
--queue-limit|5|
--reject-time|1ms|--queue-limit 5
--generator-pause|20ms|
--generator-period|300ms|--generator-pause 20ms
--generator-first|100ms|--generator-pause 20ms
--schedule-from|last-send|--generator-pause 20ms
--max-in-flight|5|
--when-full|drop|--max-in-flight 5
--return-prob|0.5|--sessions 50
--think|2ms|--population 4
--think-dist|exp|--population 4 --think 2ms
--scoreboard||
--slow-above|2ms|
--rank|ceil|
--reps|2|
--exact-by|passes|
--guess-entries|2|--exact-by passes --schedule poisson --rate 4000
--verbose||
OPTS
	done <<'MODES'
a benchmark run|--requests 6000 --reps 1
a run of users|--population 3 --think 1ms --duration 1s
a sweep|--sweep stall --requests 6000
a recorded trace|--trace-values 2ms*99,1000ms --expected-interval 10ms
MODES
	expect "modes: each of $tried options in four modes is refused by name or changes what the run prints" [ "$bad" -eq 0 ]
	# the lists --help prints, from the table: each refused where it says
	"$P/bench" --help >"$WORK/modes/help"
	bad=0
	for pair in "population or --sessions|--population 3 --think 1ms --duration 1s" "sweep, likewise|--sweep stall --requests 6000"; do
		head=${pair%%|*}
		base=${pair#*|}
		# shellcheck disable=SC2013 # one line of words, each an option
		for opt in $(sed -n "/^With --$head/{n;p;}" "$WORK/modes/help"); do
			# shellcheck disable=SC2086 # a list of options
			modes_out $base "$opt" 1
			if [ "$modes_code" -ne 2 ] || ! grep -qF -- "$opt" "$WORK/modes/err"; then
				bad=$((bad + 1))
				printf '     %s: --help says it is refused, but: exit %s\n' "$opt" "$modes_code"
			fi
		done
	done
	expect "modes: every option --help says a run of users or a sweep refuses is refused there" [ "$bad" -eq 0 ]
}
