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
	(cd "$P" && ./lab --reps 1 "$@") >"$lesson_out" 2>"$lesson_out.err"
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


# lesson_page NAME QUERY ARGS...: open the freshly built page at ?QUERY in
# Chromium, drive it with page.py's ARGS (--do steps, --width), and keep
# what it showed in $WORK/lesson/NAME.page, each step's read in NAME.N
lesson_page() {
	lesson_name=$1
	lesson_query=$2
	shift 2
	python3 "$ROOT/tests/page.py" "$lesson_browser" "file://$WORK/lesson/lab.html?$lesson_query" \
		--profile "$WORK/lesson/profile-$lesson_name" "$@" >"$WORK/lesson/$lesson_name.page" 2>"$WORK/lesson/$lesson_name.err"
	awk -v base="$WORK/lesson/$lesson_name" '/^step=/ { f = base "." substr($0, 6); next } f { print > f }' \
		"$WORK/lesson/$lesson_name.page"
}

# lesson_cli_of STEP: run the command line STEP's page printed, into STEP.cli
lesson_cli_of() {
	lesson_cmd=$(sed -n 's/^command=//p' "$1")
	[ -n "$lesson_cmd" ] && (cd "$WORK/lesson/cli" && sh -c "$lesson_cmd" >"$1.cli" 2>&1)
}

# lesson_numbers STEP: the page's large numbers are the CLI's RESULT lines
# for the command it printed: each recording's n and p99, each ratio, the
# blind spot's count (and lateness) and the rates; three recordings at least
lesson_numbers() {
	lesson_cli_of "$1" || return 1
	awk '
		FNR == NR {
			if ($1 == "RESULT" && $2 ~ /^set=/) { split($2, a, "="); n[a[2]] = $3; for (i = 3; i <= NF; i++) if ($i ~ /^p99_ns=/) p99[a[2]] = substr($i, 8) }
			if ($1 == "RESULT" && $2 == "ratio") ratio[substr($3, 6)] = substr($4, 7)
			if ($1 == "RESULT" && $2 == "first_stall") for (i = 3; i <= NF; i++) { split($i, a, "="); fs[a[1]] = a[2] }
			if ($1 == "RESULT" && $2 == "rate" && $3 ~ /^client=/) for (i = 4; i <= NF; i++) { split($i, a, "="); rate[substr($3, 8), a[1]] = a[2] }
			next
		}
		$1 == "big" && $2 ~ /^set=/ {
			split($2, a, "="); s = a[2]
			if ("n=" substr($3, 3) != n[s] || $4 != "value=" p99[s]) { print "set " s ": " $0 " against n " n[s] " p99 " p99[s]; bad = 1 }
			sets++
		}
		$1 == "big" && $2 ~ /^ratio=/ {
			r = substr($2, 7)
			if ($3 != "value=" ratio[r]) { print "ratio " r ": " $3 " against " ratio[r]; bad = 1 }
			ratios++
		}
		$1 == "blind" && $2 == "kind=never-sent" && $3 != "count=" rate["closed", "never_sent"] { print "never sent: " $3; bad = 1 }
		$1 == "blind" && $2 == "kind=imputed" && $3 != "count=" (substr(n["corrected"], 3) - substr(n["closed"], 3)) { print "imputed: " $3; bad = 1 }
		$1 == "blind" && $2 == "kind=sent-late" {
			if ($3 != "count=" fs["delayed"] || $4 != "late=" (fs["next_open_ns"] - fs["next_closed_ns"])) { print "sent late: " $3 " " $4; bad = 1 }
		}
		$1 == "rates" && $2 != "intended=" {
			if ($2 != "intended=" rate["closed", "intended_per_s"] || $3 != "closed=" rate["closed", "achieved_per_s"] ||
			    $4 != "open=" rate["open", "achieved_per_s"]) { print "rates: " $0; bad = 1 }
		}
		END { exit bad || sets < 3 || ratios < 1 }' "$1.cli" "$1"
}

# lesson_agent STEP: the page's agent line is lab agent's RESULT lines for the
# model of the command STEP's page printed (less the page's own --reps and --export)
lesson_agent() {
	lesson_cmd=$(sed -n 's/^command=//p' "$1" | sed 's|^\./lab |./lab agent |; s| --reps 1||; s| --export lab-||; s| --hlog-interval [0-9a-z]*||')
	(cd "$WORK/lesson/cli" && sh -c "$lesson_cmd" >"$1.agent" 2>&1) || return 1
	want=$(awk '$1 == "RESULT" && $2 == "set=agent" { for (i = 3; i <= NF; i++) if ($i ~ /^p99_ns=/) a = substr($i, 8) }
		$1 == "RESULT" && $2 == "set=agent-truth" { for (i = 3; i <= NF; i++) if ($i ~ /^p99_ns=/) t = substr($i, 8) }
		$1 == "RESULT" && $2 == "agent" { for (i = 3; i <= NF; i++) { split($i, x, "="); f[x[1]] = x[2] } }
		END { printf "agent p99=%s truth=%s lost=%s ticks=%s ", a, t, f["lost"], f["ticks"] }' "$1.agent")
	grep -q "^$want" "$1" && [ -n "$(sed -n 's/^agent p99=\([0-9]\)/\1/p' "$1")" ]
}

# lesson_chart STEP: the page's p99 of each interval, for both loops, is the
# one the CLI's RESULT hlog-count lines give for the command it printed (the
# lowest value of the bucket that holds rank ceil(0.99 n)); at least 2 intervals
lesson_chart() {
	lesson_cmd=$(sed -n 's/^command=//p' "$1")
	(cd "$WORK/lesson/cli" && sh -c "$lesson_cmd --hlog-counts" >"$1.hlog" 2>&1) || return 1
	for t in closed open; do
		awk -v tag="$t" '
			$1 == "RESULT" && $2 == "hlog" && $4 == "tag=" tag { k++; n[k] = substr($5, 3); seen = 0; done = 0; p[k] = 0 }
			$1 == "RESULT" && $2 == "hlog-count" && $4 == "tag=" tag && !done {
				seen += substr($6, 7)
				if (seen >= int((n[k] * 99 + 99) / 100)) { p[k] = substr($5, 10); done = 1 }
			}
			END { for (i = 1; i <= k; i++) printf "%s%s", (i > 1 ? "," : ""), p[i]; print "" }' "$1.hlog" >"$1.want-$t"
		want=$(cat "$1.want-$t")
		grep -qx "p99chart set=$t values=$want" "$1" && case $want in *,*) ;; *) return 1 ;; esac || return 1
	done
}

# lesson_scenario STEP NAME: the command STEP's page printed gives the sets
# that bench --scenario NAME gives
lesson_scenario() {
	# one rep, where one can be asked for (users take one walk and refuse --reps)
	(cd "$WORK/lesson/cli" && { ./lab --scenario "$2" --reps 1 2>/dev/null || ./lab --scenario "$2"; }) |
		grep '^RESULT set=' >"$1.scenario"
	grep '^RESULT set=' "$1.cli" | cmp -s - "$1.scenario" && [ -s "$1.scenario" ]
}

# lesson_png_ok FILE WIDTH: a PNG that wide (less a scroll bar), taller than 300 px, not one colour
lesson_png_ok() {
	python3 - "$1" "$2" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], 'rb').read()
if data[:8] != b'\x89PNG\r\n\x1a\n':
    sys.exit(1)
i, idat = 8, b''
while i < len(data):
    n, kind = struct.unpack('>I4s', data[i:i + 8])
    if kind == b'IHDR':
        w, h = struct.unpack('>II', data[i + 8:i + 16])
    if kind == b'IDAT':
        idat += data[i + 8:i + 8 + n]
    i += 12 + n
raw = zlib.decompress(idat)
# the window's width, less a scroll bar's
sys.exit(0 if int(sys.argv[2]) - 20 <= w <= int(sys.argv[2]) and h > 300 and len(set(raw[:200000])) > 8 else 1)
PY
}

# lesson_shot_ok WIDTH: the screenshot page at that width fits it, every
# control is labelled, the answers are shown, and its PNG is not blank
lesson_shot_ok() {
	grep -qx 'overflow=0' "$WORK/lesson/shot$1.page" && grep -qx 'unlabelled=0' "$WORK/lesson/shot$1.page" &&
		grep -q '^practice=shown ' "$WORK/lesson/shot$1.page" && lesson_png_ok "$WORK/lesson/lesson-$1.png" "$1"
}

# lesson_web: the lesson view in headless Chromium, driven as a person would
lesson_web() {
	lesson_browser=$(command -v chromium || command -v chromium-browser || true)
	if [ -z "$lesson_browser" ] || ! command -v python3 >/dev/null 2>&1; then
		skip "Chromium or python3 is not installed: the lesson view was not tested (.ci/run installs them)"
		return
	fi
	mkdir -p "$WORK/lesson/cli"
	if ! (cd "$P" && OUT="$WORK/lesson/lab.html" misc/web/build.sh) >"$WORK/lesson/build.out" 2>&1; then
		if grep -q 'cannot build for wasm32-wasi' "$WORK/lesson/build.out"; then
			skip "clang cannot build for wasm32-wasi here: the lesson view was not tested (.ci/run installs the target)"
		else
			fail "misc/web/build.sh failed: $(tail -n 1 "$WORK/lesson/build.out")"
		fi
		return
	fi
	cp "$P/bench" "$P/lab" "$WORK/lesson/cli/"
	# every preset, clicked in turn from the default view
	lesson_presets="default feed-10ms-stall one-2s-stall hundred-requests hundred-requests-exercise gc-pauses population-stalls light-load"
	set --
	for p in $lesson_presets; do set -- "$@" --do "click:button[data-preset=$p]" --do read; done
	lesson_page presets "" --width 1280 "$@"
	i=0
	for p in $lesson_presets; do
		i=$((i + 2))
		f=$WORK/lesson/presets.$i
		expect "lesson: clicking $p marks it, and every check of its run passes" sh -c \
			"grep -qx 'preset=$p' '$f' && grep -qx 'state=done' '$f' && grep -q '^checks passed=[0-9]* failed=0$' '$f'"
		expect "lesson: $p's large numbers (p99 of each recording, ratios, blind spot, rates) are the CLI's for the command it prints" \
			lesson_numbers "$f"
		expect "lesson: $p's command gives lab --scenario $p's recordings" lesson_scenario "$f" "$p"
	done
	expect "lesson: seed 000's chart of each second's p99 shades its 20 stalls" \
		grep -qx 'stalls_shaded=20' "$WORK/lesson/presets.2"
	expect "lesson: seed 000's per-interval p99s are the ones the CLI's RESULT hlog-count lines give" lesson_chart "$WORK/lesson/presets.2"
	expect "lesson: seed 002's feed: its chart at 50 ms intervals, the one stall shaded, the p99s the CLI's" sh -c \
		"grep -q -- '--hlog-interval 50ms\$' '$WORK/lesson/presets.4' && grep -qx 'stalls_shaded=1' '$WORK/lesson/presets.4'"
	expect "lesson: seed 002's per-interval p99s are the ones the CLI's RESULT hlog-count lines give" lesson_chart "$WORK/lesson/presets.4"
	expect "lesson: seed 000's blind spot: 2000 requests sent late behind the first stall, the first 199.9 ms late" \
		grep -qx 'blind kind=sent-late count=2000 late=199900000 .*' "$WORK/lesson/presets.2"
	expect "lesson: seed 003's back-to-back loop: its blind spot the 2000 requests the correction at 1 ms puts back" \
		grep -q '^blind kind=imputed count=2000 ' "$WORK/lesson/presets.6"
	expect "lesson: hundred-requests' blind spot: 99 never sent; 100 a second intended, 50 achieved" sh -c \
		"grep -q '^blind kind=never-sent count=99 ' '$WORK/lesson/presets.8' && grep -qx 'rates intended=100.0 closed=50.0 open=100.0' '$WORK/lesson/presets.8'"
	expect "lesson: hundred-requests' numbers in the unit a person reads, exact on hover" sh -c \
		"grep -qx 'big set=corrected n=199 value=990000000 shown=false text=990 ms title=exactly 990 ms (990000000 ns)' '$WORK/lesson/presets.8'"
	expect "lesson: seed 004's presets hide their answers until a prediction is checked" sh -c \
		"grep -qx 'practice=hidden hidden=false' '$WORK/lesson/presets.8' && grep -qx 'practice=hidden hidden=false' '$WORK/lesson/presets.10' &&
		 grep -q '^big set=closed .* shown=true ' '$WORK/lesson/presets.2' && grep -qx 'practice= hidden=true' '$WORK/lesson/presets.2'"
	expect "lesson: the columns part on hundred-requests at 10.001 ms (the separation search runs on the model)" \
		grep -q '^separation lo=10000 hi=10001 ' "$WORK/lesson/presets.8"
	# the monitoring agent that blocks: the page's agent line is lab agent's on the same model
	for step in 2:default 16:light-load; do
		f=$WORK/lesson/presets.${step%%:*}
		expect "lesson: ${step#*:}'s monitoring agent (p99 as the dashboard reads it and the truth, readings lost) is lab agent's for the command printed" \
			lesson_agent "$f"
	done
	expect "lesson: light-load's agent reads 105 ms at p99 where the truth is 190 ms, 267 of 1334 readings lost, and the line says so in that order" \
		grep -q '^agent p99=105000000 truth=190000000 lost=267 ticks=1334 text=.*, puts 105 ms on the dashboard at p99; read at every tick the gauge is 190 ms\. It lost 267 of 1334 readings' "$WORK/lesson/presets.16"
	expect "lesson: a closed population has no agent line but the reason lab agent gives" \
		grep -q '^agent p99= truth= lost= ticks= text=The monitoring agent: lab agent reads the open loop' "$WORK/lesson/presets.14"

	# the stall slider on hundred-requests moves the corrected p99 (and the CLI agrees)
	lesson_page slide "preset=hundred-requests" --do read --do slide:opt-stall-slider=700 --do read
	c0=$(sed -n 's/^big set=corrected .* value=\([0-9]*\) .*/\1/p' "$WORK/lesson/slide.1")
	c1=$(sed -n 's/^big set=corrected .* value=\([0-9]*\) .*/\1/p' "$WORK/lesson/slide.3")
	expect "lesson: moving the stall slider on hundred-requests moves the corrected p99 ($c0 ns to $c1 ns)" \
		sh -c "[ '$c0' = 990000000 ] && [ -n '$c1' ] && [ '$c1' != '$c0' ] && grep -q '^slider stall pos=700 ' '$WORK/lesson/slide.3'"
	expect "lesson: after the slider, the large numbers are still the CLI's for the command printed" lesson_numbers "$WORK/lesson/slide.3"

	# faded practice: a wrong prediction is marked wrong (and the hint shows), a right one right
	lesson_page practice "preset=hundred-requests" \
		--do key:guess-naive=2 --do key:guess-corrected=1000 --do key:guess-imputed=99 --do click:#practice-check --do read \
		--do key:guess-corrected=990 --do click:#practice-check --do read --do "key:why=It never reached the stall" --do read
	expect "lesson: a wrong corrected p99 (1000 ms) is marked wrong, the right naive p99 and count right, the hint shown, the answers still hidden" sh -c \
		"grep -qx 'mark corrected=wrong' '$WORK/lesson/practice.5' && grep -qx 'mark naive=right' '$WORK/lesson/practice.5' &&
		 grep -qx 'mark imputed=right' '$WORK/lesson/practice.5' && grep -q '^hint=true why=false' '$WORK/lesson/practice.5' &&
		 grep -q '^practice=hidden ' '$WORK/lesson/practice.5'"
	expect "lesson: 2 ms, 990 ms and 99 are all marked right, the numbers shown, and the sentence asked for" sh -c \
		"[ \$(grep -c '=right$' '$WORK/lesson/practice.8') -eq 3 ] && grep -q '^practice=shown ' '$WORK/lesson/practice.8' &&
		 grep -q '^hint=true why=true' '$WORK/lesson/practice.8' && grep -q '^big set=corrected .* shown=true ' '$WORK/lesson/practice.8'"
	url=$(sed -n 's/^url=?//p' "$WORK/lesson/practice.10")
	expect "lesson: the answers and the sentence are kept in the address" sh -c \
		"printf '%s' '$url' | grep -q 'guess-corrected=990' && printf '%s' '$url' | grep -q 'why=It+never+reached+the+stall'"
	lesson_page link "$url"
	expect "lesson: that address, opened afresh, shows the same marks, numbers and sentence" sh -c \
		"[ \$(grep -c '=right$' '$WORK/lesson/link.page') -eq 3 ] && grep -q '^practice=shown ' '$WORK/lesson/link.page' &&
		 grep -qx 'url=?$url' '$WORK/lesson/link.page'"
	lesson_page exercise "preset=hundred-requests-exercise" \
		--do key:guess-naive=2 --do key:guess-corrected=200 --do click:#practice-check --do read \
		--do key:guess-corrected=150 --do click:#practice-check --do read
	expect "lesson: the exercise: 200 ms marked wrong, then 150 ms right (the imputed count not asked)" sh -c \
		"grep -qx 'mark corrected=wrong' '$WORK/lesson/exercise.4' && grep -qx 'mark corrected=right' '$WORK/lesson/exercise.7' &&
		 grep -qx 'mark naive=right' '$WORK/lesson/exercise.7' && ! grep -q '^mark imputed' '$WORK/lesson/exercise.7'"

	# the lesson at a screen's width and a phone's
	for w in 1280 400; do
		lesson_page "shot$w" "preset=hundred-requests&guess-naive=2&guess-corrected=990&guess-imputed=99&shown=0" \
			--width "$w" --height 900 --do "shot:$WORK/lesson/lesson-$w.png"
		expect "lesson: at $w px nothing leaves the page sideways, every control is labelled, the screenshot is not blank" \
			lesson_shot_ok "$w"
	done
}

test_lesson() {
	lesson_cli
	lesson_web
}
