# shellcheck shell=sh
# tests/groups/lesson.sh: seed 004's lesson. Its two presets as models
# (hundred-requests and its exercise), held to the seed's figures; every
# run's rate lines, held to the closed form of a fixed schedule; the lab's
# sentences in the unit a person reads, each value once; and the page's
# lesson view driven in headless Chromium as a person would drive it
# (tests/page.py). Sourced by test.sh: uses pass, fail, skip, expect, $P
# (the scratch copy, built), $ROOT, $WORK.

# lesson_run NAME ARGS...: bench --reps 1 ARGS into $WORK/lesson/NAME (.rc: exit status)
lesson_run() {
	lesson_out=$WORK/lesson/$1
	shift
	(cd "$P" && ./bench --reps 1 "$@") >"$lesson_out" 2>"$lesson_out.err"
	echo $? >"$lesson_out.rc"
}

# lesson_field NAME SET KEY: KEY's value on run NAME's "RESULT set=SET" line
lesson_field() {
	sed -n "s/^RESULT set=$2 .* $3=\\([0-9.]*\\).*/\\1/p" "$WORK/lesson/$1"
}

# lesson_ok NAME: run NAME exited 0 with every check passing
lesson_ok() {
	[ "$(cat "$WORK/lesson/$1.rc")" = 0 ] &&
		grep -q '^RESULT checks passed=[0-9]* failed=0 ' "$WORK/lesson/$1"
}

# lesson_is NAME SET KEY WANT: the field is WANT
lesson_is() {
	[ "$(lesson_field "$1" "$2" "$3")" = "$4" ]
}

# lesson_sentences NAME: the lab's sentences of run NAME, one a line
lesson_sentences() {
	grep -e '^The ' -e '^At p99 ' -e '^They part ' -e '^No first stall' "$WORK/lesson/$1"
}

# lesson_once NAME: no time, ratio or count is said twice in run NAME's
# sentences, and none is in microseconds at 1 ms or more
lesson_once() {
	lesson_sentences "$1" | sed 's/p[0-9][0-9.]*//g' | grep -o '[0-9][0-9.]*\( s\| ms\| us\| ns\| times\)\?' |
		sort | uniq -d | grep -q . && return 1
	! lesson_sentences "$1" | grep -q '[0-9]\{4,\}\(\.[0-9]*\)\? us'
}

# lesson_cli: the figures on the command line
lesson_cli() {
	mkdir -p "$WORK/lesson"
	lesson_run hundred --scenario hundred-requests
	expect "hundred-requests is a model: a closed loop that skips, 2 ms of service every 10 ms, one 1 s stall" sh -c \
		"grep -q '^server: service 2000.0 us; one stall of 1000000.0 us at 48000.0 us' '$WORK/lesson/hundred' &&
		 grep -q '^schedule: fixed, every 10000.0 us, 199 requests' '$WORK/lesson/hundred' &&
		 grep -q '^closed loop: skip, 1 connection' '$WORK/lesson/hundred'"
	expect "hundred-requests: every check passes (against the reference simulation)" lesson_ok hundred
	# the closed loop's 100 samples are seed 004's trace: 99 x 2 ms + 1000 ms = 1198 ms
	expect "hundred-requests: the closed loop records seed 004's trace (100 samples, max 1000 ms, sum 1198 ms)" sh -c \
		"grep -q '^RESULT set=closed n=100 .* max_ns=1000000000 .* sum_ns=1198000000$' '$WORK/lesson/hundred'"
	expect "hundred-requests: naive p99 2 ms" lesson_is hundred closed p99_ns 2000000
	expect "hundred-requests: corrected p99 990 ms under --rank ceil (199 samples)" sh -c \
		"[ \"\$(sed -n 's/^RESULT set=corrected n=\\([0-9]*\\) .* p99_ns=\\([0-9]*\\) .*/\\1 \\2/p' '$WORK/lesson/hundred')\" = '199 990000000' ]"
	expect "hundred-requests: the factor is 495" grep -qx 'RESULT ratio name=corrected_closed_p99 value=495.0' "$WORK/lesson/hundred"
	expect "hundred-requests: median 2 ms naive, 10 ms corrected" sh -c \
		"[ \"\$(sed -n 's/^RESULT set=closed .* p50_ns=\\([0-9]*\\) .*/\\1/p' '$WORK/lesson/hundred')\" = 2000000 ] &&
		 [ \"\$(sed -n 's/^RESULT set=corrected .* p50_ns=\\([0-9]*\\) .*/\\1/p' '$WORK/lesson/hundred')\" = 10000000 ]"
	# the clock-driven generator of the seed, here with its queue: each request
	# behind the stall also waits for those before it, 2 ms each
	expect "hundred-requests: the open loop reads 992 ms at p99 (the queue's 2 ms on top of 990)" \
		lesson_is hundred open p99_ns 992000000
	expect "hundred-requests: the closed loop never sent 99 slots; 100 a second intended, 50 achieved" \
		grep -qx 'RESULT rate client=closed intended=199 sent=100 never_sent=99 dropped=0 intended_per_s=100.0 achieved_per_s=50.0' "$WORK/lesson/hundred"
	lesson_run exercise --scenario hundred-requests-exercise
	expect "the exercise: every check passes" lesson_ok exercise
	expect "the exercise: naive p99 2 ms, corrected 150 ms over 103 samples (150, 100 and 50 ms imputed)" sh -c \
		"grep -q '^RESULT set=closed n=100 .* p99_ns=2000000 .* max_ns=200000000 ' '$WORK/lesson/exercise' &&
		 grep -q '^RESULT set=corrected n=103 .* p99_ns=150000000 .* sum_ns=698000000$' '$WORK/lesson/exercise'"
	# every option applies to the model: a 500 ms stall imputes 490 ... 10 ms, and rank 198 of 199 is 490 ms
	lesson_run longer --scenario hundred-requests --stall 500ms
	expect "hundred-requests with a 500 ms stall: corrected p99 490 ms (the stall less one interval)" sh -c \
		"[ \"\$(cat '$WORK/lesson/longer.rc')\" = 0 ] && grep -q '^RESULT set=corrected n=199 .* p99_ns=490000000 ' '$WORK/lesson/longer'"
	# where the columns part: a stall of one interval delays nobody behind it, one more microsecond does
	lesson_run at10 --scenario hundred-requests --stall 10ms
	lesson_run past10 --scenario hundred-requests --stall 10001us
	expect "hundred-requests: open and closed p99 agree at a 10 ms stall and part at 10.001 ms" sh -c \
		"[ \"\$(sed -n 's/^RESULT set=\\(open\\|closed\\) .* p99_ns=\\([0-9]*\\) .*/\\2/p' '$WORK/lesson/at10' | sort -u)\" = 2000000 ] &&
		 [ \"\$(sed -n 's/^RESULT set=open .* p99_ns=\\([0-9]*\\) .*/\\1/p' '$WORK/lesson/past10')\" = 2001000 ]"

	# every run says its rate: the default's closed form is one request every
	# 200 us, 5000 a second, both clients sending all 100000
	lesson_run default
	expect "a default run prints RESULT rate lines: 5000.0 a second intended and achieved, none never sent" sh -c \
		"grep -qx 'RESULT rate client=closed intended=100000 sent=100000 never_sent=0 dropped=0 intended_per_s=5000.0 achieved_per_s=5000.0' '$WORK/lesson/default' &&
		 grep -qx 'RESULT rate client=open intended=100000 sent=100000 never_sent=0 dropped=0 intended_per_s=5000.0 achieved_per_s=5000.0' '$WORK/lesson/default' &&
		 grep -qx 'RESULT rate checked_against=truth checks=12 failed=0' '$WORK/lesson/default'"
	expect "a default run's check count stays the closed form's 29 a run" \
		grep -qx 'RESULT checks passed=58 failed=0 runs=2' "$WORK/lesson/default"
	# back-to-back: the closed loop sends at its own pace, the next request at
	# each reply: 40000 in the 5 s, of which 1 s is stalled (5 stalls of 200 ms),
	# so one each 100 us for 4 s, (40000 - 1) / (5 s - 100 us) = 8000.0 a second
	lesson_run b2b --closed back-to-back --quick
	expect "back-to-back: the closed loop's rate is its own (8000.0 a second), the open loop's the schedule's" sh -c \
		"grep -q '^RESULT rate client=closed intended=40000 sent=40000 never_sent=0 dropped=0 intended_per_s=5000.0 achieved_per_s=8000.0$' '$WORK/lesson/b2b' &&
		 grep -q '^RESULT rate client=open intended=25000 sent=25000 never_sent=0 dropped=0 intended_per_s=5000.0 achieved_per_s=5000.0$' '$WORK/lesson/b2b'"
	lesson_run conn4 --interval 500us --connections 4 --quick
	expect "four connections at 500 us: 2000.0 a second intended and achieved by both" sh -c \
		"[ \$(grep -c '^RESULT rate client=.* intended_per_s=2000.0 achieved_per_s=2000.0$' '$WORK/lesson/conn4') -eq 2 ]"

	# the sentences: ms where a person reads ms, each value once
	expect "the default run's sentences: 150.1 ms, 195.1 ms, 188.1 ms and 200.1 ms, each said once" sh -c \
		"grep -qx 'The recordings part at p90: the open loop reads 150.1 ms there, 1501.0 times the closed loop.s 100 us.' '$WORK/lesson/default' &&
		 grep -qx 'At p99 the open loop reads 195.1 ms, 1951.0 times the closed loop; corrected at 200 us, the closed loop reads 188.1 ms.' '$WORK/lesson/default' &&
		 grep -q '^The first stall held up 2000 requests (from request 2500); the closed loop recorded it once, as 200.1 ms.$' '$WORK/lesson/default'"
	for name in default hundred exercise longer conn4; do
		expect "run $name: no value said twice in its sentences, none in us at 1 ms or more" lesson_once "$name"
	done
	expect "the exercise parts at p99: one sentence, not two" sh -c \
		"grep -qx 'They part at p99: the open loop reads 152 ms there, 76.000 times the closed loop.s 2 ms; corrected at 50 ms, the closed loop reads 150 ms.' '$WORK/lesson/exercise' &&
		 ! grep -q '^The recordings part' '$WORK/lesson/exercise' && ! grep -q '^At p99' '$WORK/lesson/exercise'"
}

test_lesson() {
	lesson_cli
}
