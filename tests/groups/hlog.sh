# shellcheck shell=sh
# tests/groups/hlog.sh: HdrHistogram interval logs (.hlog), written by
# bench --export and read back by lab --correct FILE.hlog. What bench
# writes is held to a simulation of the model walked here in awk (each
# sample in the interval of its completion), to HdrHistogram's own reader
# (tests/HlogCheck.java) and to HistogramLogProcessor; what the lab reads
# is held to logs HdrHistogram's writer compressed (tests/HlogWrite.java,
# committed in tests/fixtures/hlog), count for count; bad lines are refused
# one line each. Sourced by test.sh: uses pass, fail, skip, expect, $P
# (the scratch copy, built), $ROOT and $WORK.

# hlog_java: sets HLOG_CP to the classpath of HdrHistogram and the compiled
# checks, or returns 1 (after a skip line naming what is missing).
hlog_java() {
	HLOG_CP=
	for j in /usr/share/java/hdrhistogram.jar /usr/share/java/HdrHistogram.jar; do
		[ -f "$j" ] && HLOG_CP=$j && break
	done
	if [ -z "$HLOG_CP" ] || ! command -v javac >/dev/null 2>&1 || ! command -v java >/dev/null 2>&1; then
		skip "the .hlog against HdrHistogram's reader, processor and writer: java, javac or hdrhistogram.jar is missing (.ci/run installs it)"
		return 1
	fi
	mkdir -p "$WORK/hlog/java"
	if ! javac -d "$WORK/hlog/java" -cp "$HLOG_CP" "$ROOT/tests/HlogCheck.java" "$ROOT/tests/HlogWrite.java" 2>"$WORK/hlog/javac.err"; then
		fail "tests/HlogCheck.java and HlogWrite.java compile: $(head -c 300 "$WORK/hlog/javac.err")"
		return 1
	fi
	HLOG_CP=$HLOG_CP:$WORK/hlog/java
}

# hlog_bench NAME ARGS...: bench --reps 1 --export $WORK/hlog/NAME- ARGS, its
# output in $WORK/hlog/NAME.out and .err, its exit status in .rc.
hlog_bench() {
	n=$1
	shift
	(cd "$P" && ./lab --reps 1 --export "$WORK/hlog/$n-" "$@") >"$WORK/hlog/$n.out" 2>"$WORK/hlog/$n.err"
	echo $? >"$WORK/hlog/$n.rc"
}

# hlog_sim S I D P F N E T_MS: the README's model walked from its rules, N
# requests due every I ns on a FIFO server of S ns a request, stall k over
# [F + kP, F + kP + D); the closed loop sends at the later of the due time
# and the last reply, the open loop when due; each latency in the interval
# of its completion (T_MS long), the corrected recording's imputed values
# (v - E, v - 2E, ... while at least E) with the reply that implied them.
# Prints "tag interval value_ns count", for HlogCheck --bucket.
hlog_sim() {
	awk -v S="$1" -v I="$2" -v D="$3" -v P="$4" -v F="$5" -v N="$6" -v E="$7" -v T="$8" '
		function rec(tag, v) { c[tag " " k " " v]++ }
		BEGIN {
			T *= 1000000; next_stall = D > 0 ? F : -1; done = 0
			for (i = 0; i < N; i++) {
				due = i * I; start = due > done ? due : done; send = start
				while (next_stall >= 0 && next_stall + D <= start) next_stall = P > 0 ? next_stall + P : -1
				if (next_stall >= 0 && next_stall <= start) { start = next_stall + D; next_stall = P > 0 ? next_stall + P : -1 }
				done = start + S
				while (next_stall >= 0 && next_stall < done) { done += D; next_stall = P > 0 ? next_stall + P : -1 }
				k = int(done / T); v = done - send
				rec("closed", v); rec("open", done - due); rec("corrected", v)
				for (t = v - E; v >= E && t >= E; t -= E) rec("corrected", t)
			}
			for (x in c) printf "%s %d\n", x, c[x]
		}'
}

# hlog_refused NAME FILE: lab --correct FILE exits 2 with exactly one line on
# stderr, naming the file and a line number.
hlog_refused() {
	(cd "$P" && ./lab --correct "$2") >"$WORK/hlog/bad.out" 2>"$WORK/hlog/bad.err"
	rc=$?
	expect "a bad .hlog line is refused, exit 2, one line naming file and line: $1 ($(head -c 160 "$WORK/hlog/bad.err"))" \
		sh -c "[ $rc -eq 2 ] && [ \$(wc -l <'$WORK/hlog/bad.err') -eq 1 ] &&
		       grep -q '^lab: .*$(basename "$2") line [0-9][0-9]*: ' '$WORK/hlog/bad.err'"
}

# hlog_spoil IN OUT LINE AWK-EXPR: IN with interval line LINE's payload p
# (its last field) replaced by the awk expression's value.
hlog_spoil() {
	awk -v at="$3" 'BEGIN { FS = OFS = "," } /^Tag=/ { k++ } k == at && /^Tag=/ && !done { p = $NF; $NF = '"$4"'; done = 1 } { print }' "$1" >"$2"
}

# hlog_flip_adler IN OUT: IN with its first interval's last payload byte (the
# Adler-32's last) changed, through base64(1).
hlog_flip_adler() {
	p=$(awk -F, '/^Tag=/ { print $NF; exit }' "$1")
	printf '%s' "$p" | base64 -d >"$WORK/hlog/payload.bin"
	size=$(wc -c <"$WORK/hlog/payload.bin")
	last=$(tail -c 1 "$WORK/hlog/payload.bin" | od -An -tu1 | tr -d ' ')
	oct=$(printf %03o $(((last + 1) % 256)))
	# shellcheck disable=SC2059 # the format is the octal escape of the new byte, on purpose
	{ head -c $((size - 1)) "$WORK/hlog/payload.bin"; printf "\\$oct"; } >"$WORK/hlog/spoiled.bin"
	q=$(base64 -w0 <"$WORK/hlog/spoiled.bin")
	awk -v q="$q" 'BEGIN { FS = OFS = "," } /^Tag=/ && !done { $NF = q; done = 1 } { print }' "$1" >"$2"
}

# What bench writes: the default run's log, its intervals and its own check.
hlog_written() {
	hlog_bench r --export-values --hlog-counts
	o=$WORK/hlog/r
	expect "bench --export writes r-.hlog: 20 intervals a tag, sums 100000/100000/119980 equal to the run's tables" sh -c \
		"[ \$(cat '$o.rc') -eq 0 ] && grep -qx 'RESULT hlog-file intervals=20 interval_ms=1000 tags=closed,open,corrected n=100000,100000,119980 sums=equal' '$o.out' &&
		 grep -qx 'RESULT export file=$o-.hlog' '$o.out' &&
		 [ \$(grep -c '^Tag=closed,' '$o-.hlog') -eq 20 ] && [ \$(grep -c '^Tag=open,' '$o-.hlog') -eq 20 ] &&
		 [ \$(grep -c '^Tag=corrected,' '$o-.hlog') -eq 20 ]"
	# every second of seed 000's run is alike: 5000 replies, one of them the stall's, 999 imputed
	expect "each interval k starts at k s, 1 s long; its counts are 5000, 5000 and 5999, as the closed form has a second" sh -c \
		"awk -F, '/^Tag=/ { split(\$1, t, \"=\"); if (\$2 != sprintf(\"%d.000\", n[t[2]]++) || \$3 != \"1.000\") bad++ } END { exit bad > 0 }' '$o-.hlog' &&
		 [ \$(grep -c '^RESULT hlog start_ms=[0-9]* tag=closed n=5000\$' '$o.out') -eq 20 ] &&
		 [ \$(grep -c '^RESULT hlog start_ms=[0-9]* tag=open n=5000\$' '$o.out') -eq 20 ] &&
		 [ \$(grep -c '^RESULT hlog start_ms=[0-9]* tag=corrected n=5999\$' '$o.out') -eq 20 ]"
	expect "the header states StartTime 0 as the simulated clock's zero; the legend follows" sh -c \
		"grep -qx '#\\[StartTime: 0.000 (seconds since epoch), Thu Jan 01 00:00:00 UTC 1970\\]' '$o-.hlog' &&
		 grep -q '^#\\[Simulated clock: StartTime 0 is the run.s simulated zero' '$o-.hlog' &&
		 grep -qx '\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"' '$o-.hlog'"
	(cd "$P" && ./lab --reps 1 --export "$WORK/hlog/again-") >/dev/null 2>&1
	expect "the same run writes the same bytes, from bench and from the lab" cmp -s "$o-.hlog" "$WORK/hlog/again-.hlog"
	hlog_bench q250 --hlog-interval 250ms --hlog-counts
	expect "--hlog-interval 250ms: 80 intervals a tag, the same sums" sh -c \
		"[ \$(cat '$WORK/hlog/q250.rc') -eq 0 ] && grep -q '^RESULT hlog-file intervals=80 interval_ms=250 .* sums=equal\$' '$WORK/hlog/q250.out' &&
		 grep -q '^Tag=open,19.750,0.250,' '$WORK/hlog/q250-.hlog'"
	hlog_bench pois --schedule poisson --rate 4000 --duration 3s --stall 80ms --period 700ms
	expect "a Poisson run (sorted route): the log's sums equal its tables" sh -c \
		"[ \$(cat '$WORK/hlog/pois.rc') -eq 0 ] && grep -q '^RESULT hlog-file intervals=[0-9]* .* sums=equal\$' '$WORK/hlog/pois.out'"
	hlog_bench gap --stall 2500ms --period 0 --first-stall 1s --duration 5s
	expect "a 2.5 s stall: the intervals it leaves empty are written, as empty histograms" sh -c \
		"[ \$(cat '$WORK/hlog/gap.rc') -eq 0 ] && grep -q '^Tag=closed,2.000,1.000,0.000,' '$WORK/hlog/gap-.hlog'"
	hlog_bench skip --closed skip --duration 2s
	expect "a skipping closed loop gets no .hlog, and says so" sh -c \
		"[ \$(cat '$WORK/hlog/skip.rc') -eq 0 ] && grep -q '^RESULT export hlog=none' '$WORK/hlog/skip.out' && [ ! -e '$WORK/hlog/skip-.hlog' ]"
	for v in 0 1500us 2h abc; do
		(cd "$P" && ./lab --export "$WORK/hlog/v-" --hlog-interval "$v") >/dev/null 2>"$WORK/hlog/v.err"
		rc=$?
		expect "--hlog-interval $v is refused, exit 2, one line" sh -c \
			"[ $rc -eq 2 ] && [ \$(wc -l <'$WORK/hlog/v.err') -eq 1 ] && grep -q 'hlog-interval' '$WORK/hlog/v.err'"
	done
}

# A simulated day in bounded memory.
hlog_day() {
	(cd "$P" && /usr/bin/time -v ./lab --duration 86400s --reps 1 --export "$WORK/hlog/day-") \
		>"$WORK/hlog/day.out" 2>"$WORK/hlog/day.err"
	rc=$?
	rss=$(sed -n 's/.*Maximum resident set size (kbytes): *\([0-9]*\).*/\1/p' "$WORK/hlog/day.err")
	expect "a simulated day: 86400 intervals a tag, checked, peak RSS under 32 MiB (${rss:-?} KiB)" sh -c \
		"[ $rc -eq 0 ] && grep -q '^RESULT hlog-file intervals=86400 interval_ms=1000 .* sums=equal\$' '$WORK/hlog/day.out' &&
		 [ \$(grep -c '^Tag=corrected,' '$WORK/hlog/day-.hlog') -eq 86400 ] && [ '${rss:-99999}' -lt 32768 ]"
	rm -f "$WORK/hlog/day-"*
}

# What HdrHistogram makes of bench's logs.
hlog_against_java() {
	o=$WORK/hlog/r
	java -cp "$HLOG_CP" HlogCheck "$o-.hlog" >"$WORK/hlog/r.java" 2>&1
	expect "HistogramLogReader reads every interval and tag with the counts bench says ($(wc -l <"$WORK/hlog/r.java") lines)" sh -c \
		"[ \$(grep -c '^hlog ' '$WORK/hlog/r.java') -eq 60 ] && cmp -s '$WORK/hlog/r.java' '$WORK/hlog/r.bench'"
	java -cp "$HLOG_CP" HlogCheck --sum "$o-.hlog" "closed=$o-closed.values" "open=$o-open.values" \
		"corrected=$o-corrected.values" >"$WORK/hlog/r.sum" 2>&1
	expect "its intervals summed are the .values exports, bucketed by Java: 100000, 100000, 119980" sh -c \
		"grep -qx 'sum tag=closed n=100000 equal=1' '$WORK/hlog/r.sum' && grep -qx 'sum tag=open n=100000 equal=1' '$WORK/hlog/r.sum' &&
		 grep -qx 'sum tag=corrected n=119980 equal=1' '$WORK/hlog/r.sum'"
	for t in 1000 250; do
		name=r
		[ "$t" = 250 ] && name=q250
		hlog_sim 100000 200000 200000000 1000000000 500000000 100000 200000 "$t" >"$WORK/hlog/sim$t"
		java -cp "$HLOG_CP" HlogCheck --bucket "$WORK/hlog/sim$t" "$t" >"$WORK/hlog/sim$t.java" 2>&1
		java -cp "$HLOG_CP" HlogCheck "$WORK/hlog/$name-.hlog" >"$WORK/hlog/$name.read" 2>&1
		expect "interval by interval at $t ms, the log holds what the model's own walk (awk) gives, bucketed by Java" \
			sh -c "[ -s '$WORK/hlog/sim$t.java' ] && cmp -s '$WORK/hlog/sim$t.java' '$WORK/hlog/$name.read'"
	done
	for tag in closed open corrected; do
		java -cp "$HLOG_CP" org.HdrHistogram.HistogramLogProcessor -i "$o-.hlog" -tag "$tag" \
			-o "$WORK/hlog/proc.$tag" >/dev/null 2>&1
	done
	# Total_99% of the last line, in ms; bench's p99 under Java's ceiling rank must lie in that value's bucket
	(cd "$P" && ./lab --reps 1 --rank ceil) >"$WORK/hlog/ceil.out" 2>&1
	for tag in closed open corrected; do
		p99=$(awk '/^[0-9.]+: I:/ { v = $(NF - 4) } END { print v }' "$WORK/hlog/proc.$tag")
		want=$(sed -n "s/^RESULT set=$tag .* p99_ns=\\([0-9]*\\) .*/\\1/p" "$WORK/hlog/ceil.out")
		expect "HistogramLogProcessor's $tag p99 (${p99:-?} ms) holds bench's ceil-rank p99 ($want ns) to 3 digits" \
			awk -v p="$p99" -v w="$want" 'BEGIN { h = p * 1e6; exit !(p != "" && w <= h + 500 && w > h - h / 1024 - 500) }'
	done
	expect "HistogramLogProcessor: the corrected p99 is 188.350 ms, the bucket of 188.3 ms (its rank rule; 188.1 ms by bench's)" \
		grep -q 'T:119980 .* 188.350 ' "$WORK/hlog/proc.corrected"
}

# What the lab reads: its own logs and Java's, and what it says of them.
hlog_read() {
	o=$WORK/hlog/r
	sed -n 's/^RESULT \(hlog\(-count\)\{0,1\} \)/\1/p' "$o.out" >"$WORK/hlog/r.bench"
	(cd "$P" && ./lab --correct "$o-.hlog" --hlog-counts) 2>&1 | grep '^hlog' >"$WORK/hlog/r.lab"
	expect "the lab reads bench's log back with every interval's count at every value bench printed" sh -c \
		"[ \$(grep -c '^hlog ' '$WORK/hlog/r.lab') -eq 60 ] && cmp -s '$WORK/hlog/r.lab' '$WORK/hlog/r.bench'"
	(cd "$P" && ./lab --correct "$o-.hlog" --expected-interval 200us) >"$WORK/hlog/lab.out" 2>&1
	expect "lab --correct r-.hlog: the closed tag corrected at 200us is 119980 values, p99 188.1 ms to its bucket" sh -c \
		"grep -q '^RESULT hlog-tag tag=closed as=recorded n=100000 ' '$WORK/hlog/lab.out' &&
		 grep -Eq '^RESULT hlog-tag tag=closed as=corrected expected_ns=200000 n=119980 .* p99_ns=1881[0-9]{5} ' '$WORK/hlog/lab.out' &&
		 awk '/tag=closed as=corrected/ { split(\$9, f, \"=\"); exit !(f[2] >= 188100000 && f[2] < 188100000 + 131072) }' '$WORK/hlog/lab.out'"
	expect "and says the corrected tag (name and shape) and the open one (shape) look corrected already, the closed one not" sh -c \
		"grep -qx 'RESULT hlog-tag tag=closed already_corrected=no' '$WORK/hlog/lab.out' &&
		 grep -qx 'RESULT hlog-tag tag=open already_corrected=shape' '$WORK/hlog/lab.out' &&
		 grep -qx 'RESULT hlog-tag tag=corrected already_corrected=name,shape' '$WORK/hlog/lab.out' &&
		 grep -q 'tag corrected looks corrected already' '$WORK/hlog/lab.out'"
	F=$ROOT/tests/fixtures/hlog
	: >"$WORK/hlog/blocks"
	for f in small seed large stored layouts; do
		(cd "$P" && ./lab --correct "$F/$f.hlog" --hlog-counts) >"$WORK/hlog/fx.$f" 2>&1
		echo "$f $(sed -n 's/^RESULT hlog-inflate //p' "$WORK/hlog/fx.$f")" >>"$WORK/hlog/blocks"
	done
	expect "Java-written fixtures: fixed blocks (small, seed), dynamic (large, layouts), stored (stored, two in one line) ($(tr '\n' ';' <"$WORK/hlog/blocks"))" sh -c \
		"grep -qx 'small lines=5 stored=0 fixed=5 dynamic=0' '$WORK/hlog/blocks' && grep -qx 'seed lines=40 stored=0 fixed=40 dynamic=0' '$WORK/hlog/blocks' &&
		 grep -qx 'large lines=3 stored=0 fixed=0 dynamic=3' '$WORK/hlog/blocks' && grep -qx 'layouts lines=8 stored=0 fixed=0 dynamic=8' '$WORK/hlog/blocks' &&
		 grep -qx 'stored lines=2 stored=3 fixed=0 dynamic=0' '$WORK/hlog/blocks'"
	for f in small seed large stored layouts; do
		(cd "$P" && ./lab --correct "$F/$f.hlog" --hlog-counts) 2>&1 | grep '^hlog' | cksum >"$WORK/hlog/ck"
		expect "$f.hlog: the lab's counts, every interval and value, have the checksum of Java's reading (tests/fixtures/hlog/counts.cksum)" \
			sh -c "grep -qx \"$f \$(tr -s ' ' ' ' <'$WORK/hlog/ck')\" '$F/counts.cksum'"
	done
	expect "seed.hlog (Java's writer): closed 100000 values; co-fixed, corrected by Java, 119980, said corrected by name and shape" sh -c \
		"grep -q '^RESULT hlog-tag tag=closed as=recorded n=100000 ' '$WORK/hlog/fx.seed' &&
		 grep -q '^RESULT hlog-tag tag=co-fixed as=recorded n=119980 ' '$WORK/hlog/fx.seed' &&
		 grep -qx 'RESULT hlog-tag tag=co-fixed already_corrected=name,shape' '$WORK/hlog/fx.seed' &&
		 grep -qx 'RESULT hlog-tag tag=closed already_corrected=no' '$WORK/hlog/fx.seed'"
	expect "the lab's correction of seed.hlog's closed tag counts what Java's co-fixed holds: 119980" sh -c \
		"a=\$(sed -n 's/^RESULT hlog-tag tag=closed as=corrected expected_ns=200000 n=\\([0-9]*\\) .*/\\1/p' '$WORK/hlog/fx.seed'); [ \"\$a\" = 119980 ]"
}

# The fixtures against Java: the committed ones, and the ones Java writes now.
hlog_fixtures_java() {
	mkdir -p "$WORK/hlog/fresh"
	java -Duser.timezone=UTC -cp "$HLOG_CP" HlogWrite "$WORK/hlog/fresh" 2>"$WORK/hlog/write.err"
	for dir in "$ROOT/tests/fixtures/hlog" "$WORK/hlog/fresh"; do
		for f in small seed large stored layouts; do
			(cd "$P" && ./lab --correct "$dir/$f.hlog" --hlog-counts) 2>&1 | grep '^hlog' >"$WORK/hlog/lab.counts"
			java -cp "$HLOG_CP" HlogCheck "$dir/$f.hlog" >"$WORK/hlog/java.counts" 2>&1
			where=committed
			[ "$dir" = "$WORK/hlog/fresh" ] && where="written now"
			expect "$f.hlog ($where): every interval's count at every value, the lab's equal Java's ($(wc -l <"$WORK/hlog/java.counts") lines)" \
				sh -c "[ \$(wc -l <'$WORK/hlog/java.counts') -gt 5 ] && cmp -s '$WORK/hlog/lab.counts' '$WORK/hlog/java.counts'"
			if [ "$where" = committed ]; then
				expect "$f.hlog: Java's reading still has the committed checksum" \
					sh -c "grep -qx \"$f \$(cksum <'$WORK/hlog/java.counts' | tr -s ' ' ' ')\" '$ROOT/tests/fixtures/hlog/counts.cksum'"
			fi
		done
	done
}

# Bad lines: each refused with the file, its line and what was wrong.
hlog_bad() {
	o=$WORK/hlog/r-.hlog
	B=$WORK/hlog/bad
	mkdir -p "$B"
	hlog_spoil "$o" "$B/cookie.hlog" 2 'substr(p, 1, 4) "E" substr(p, 6)'
	hlog_refused "the payload's cookie" "$B/cookie.hlog"
	hlog_spoil "$o" "$B/length.hlog" 3 'substr(p, 1, 7) "B" substr(p, 9)'
	hlog_refused "the payload's length" "$B/length.hlog"
	hlog_spoil "$o" "$B/base64.hlog" 4 'substr(p, 1, 20) "*" substr(p, 22)'
	hlog_refused "a character that is not Base64" "$B/base64.hlog"
	hlog_spoil "$o" "$B/short64.hlog" 5 'substr(p, 1, length(p) - 1)'
	hlog_refused "Base64 cut short" "$B/short64.hlog"
	hlog_flip_adler "$o" "$B/adler.hlog"
	hlog_refused "a flipped Adler-32" "$B/adler.hlog"
	grep -v '^Tag=' "$o" >"$B/none.hlog"
	hlog_refused "no interval lines" "$B/none.hlog"
	awk -F, '/^Tag=/ && !d { print $1 "," $2 "," $5; d = 1; next } { print }' "$o" >"$B/fields.hlog"
	hlog_refused "fewer than 4 fields" "$B/fields.hlog"
	hlog_spoil "$ROOT/tests/fixtures/hlog/large.hlog" "$B/huffman.hlog" 1 'substr(p, 1, 30) (substr(p, 31, 1) == "A" ? "B" : "A") substr(p, 32)'
	hlog_refused "a dynamic block spoiled" "$B/huffman.hlog"
	for k in past short cookie; do
		hlog_refused "the count stream ($k), Java-compressed" "$ROOT/tests/fixtures/hlog/bad-$k.hlog"
	done
	for args in "--expected-interval 0" "--expected-interval 3parsecs" "--bogus"; do
		# shellcheck disable=SC2086 # the options are words on purpose
		(cd "$P" && ./lab --correct "$o" $args) >/dev/null 2>"$WORK/hlog/opt.err"
		rc=$?
		expect "lab --correct FILE.hlog $args is refused, exit 2, one line" sh -c \
			"[ $rc -eq 2 ] && [ \$(wc -l <'$WORK/hlog/opt.err') -eq 1 ]"
	done
	expect "the refusals say what was wrong: cookie, length, Base64, Adler-32, count stream" sh -c \
		"(cd '$P' && ./lab --correct '$B/cookie.hlog' 2>&1 | grep -q 'line 8: its payload.s cookie') &&
		 (cd '$P' && ./lab --correct '$B/length.hlog' 2>&1 | grep -q 'line 9: its payload.s length') &&
		 (cd '$P' && ./lab --correct '$B/base64.hlog' 2>&1 | grep -q 'line 10: its Base64') &&
		 (cd '$P' && ./lab --correct '$B/adler.hlog' 2>&1 | grep -q 'line 7: the Adler-32') &&
		 (cd '$P' && ./lab --correct '$ROOT/tests/fixtures/hlog/bad-past.hlog' 2>&1 | grep -q 'line 5: the count stream runs past')"
}

test_hlog() {
	mkdir -p "$WORK/hlog"
	hlog_written
	hlog_read
	hlog_bad
	hlog_day
	if hlog_java; then
		hlog_against_java
		hlog_fixtures_java
	fi
}
