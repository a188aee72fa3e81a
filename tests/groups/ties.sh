# shellcheck shell=sh
# tests/groups/ties.sh: the arithmetic the route and its reference share,
# and the rules for two events at one instant, each pinned by a run built
# to land on it and held to numbers derived here, in awk, from the rules as
# the README and the notes state them (misc/notes/checks.md, "What the
# route and its reference share, and the tie rules, each pinned", lists
# them with these tests' names). Sourced by test.sh: uses pass, fail, skip,
# expect, $P (the scratch copy, built), $WORK.

# ties_run NAME ARGS...: bench --reps 1 ARGS into $WORK/ties/NAME (.rc: its exit status)
ties_run() {
	ties_out=$1
	shift
	ties_bench "$ties_out" --reps 1 "$@"
}

# ties_bench NAME ARGS...: bench ARGS into $WORK/ties/NAME (.rc: its exit status)
ties_bench() {
	ties_out=$WORK/ties/$1
	shift
	(cd "$P" && ./lab "$@") >"$ties_out" 2>"$ties_out.err"
	echo $? >"$ties_out.rc"
}

# ties_summary NAME RULE SLOW_NS: the values on stdin (one a line) as the
# RESULT set line bench prints for them: n, the six percentiles at rank
# round(p/100 x n) (RULE round) or ceil(p/100 x n) (RULE ceil), at least 1,
# of the ascending values, the count strictly above SLOW_NS, its share to
# four decimals rounded half up, and the sum.
ties_summary() {
	sort -n | awk -v name="$1" -v rule="$2" -v sl="$3" '
		{ v[++n] = $1; sum += $1; slow += ($1 > sl + 0) }
		END {
			split("50000 90000 99000 99900 99990 100000", pm, " ")
			split("p50 p90 p99 p999 p9999 max", pn, " ")
			add = rule == "ceil" ? 99999 : 50000
			printf "RESULT set=%s n=%d", name, n
			for (j = 1; j <= 6; j++) {
				r = int((pm[j] * n + add) / 100000)
				if (r < 1) r = 1
				if (r > n) r = n
				printf " %s_ns=%.0f", pn[j], v[r]
			}
			e4 = n ? int((slow * 1000000 + int(n / 2)) / n) : 0
			printf " slow=%d slow_pct=%d.%04d sum_ns=%.0f\n", slow, int(e4 / 10000), e4 % 10000, sum
		}'
}

# ties_correct E: each value on stdin as HdrHistogram's expected-interval
# correction records it: v, v - E, v - 2E, ... while the term is at least E
# (a value below E stands for itself).
ties_correct() {
	awk -v e="$1" '{ v = $1; print v; for (t = v - e; t >= e; t -= e) print t }'
}

# ties_sim DIR S D P F MODE <DUE: the README's model, walked here from its
# rules alone, over the due times on stdin (ns, one a line): a FIFO server
# of S ns a request; stall k is [F + kP, F + kP + D) (P 0: one stall; D 0:
# none); a request in service when a stall begins is held up by the whole
# stall, one that starts during a stall (at its first instant too) waits
# for its end, one that starts as a stall ends starts at once, and a stall
# that begins at the very instant a request completes does not touch it.
# The open loop sends each request when due and times it from then; the
# closed loop (MODE catch-up) sends when due or at the previous reply,
# whichever is later, or (MODE skip) passes over a slot due before the
# previous reply (one due at the reply is sent), and times from its send.
# Writes DIR/closed and DIR/open (one latency a line) and DIR/timeline-closed
# and DIR/timeline-open (the stalls that began before the last completion,
# and that completion, as bench's RESULT timeline lines).
ties_sim() {
	mkdir -p "$1"
	awk -v dir="$1" -v S="$2" -v D="$3" -v P="$4" -v F="$5" -v mode="$6" '
		function valid(k) { return D > 0 && (P > 0 || k == 0) }
		function serve(t,   done, k) {
			while (valid(kc) && F + kc * P + D <= t) kc++      # ended by t: passes
			if (valid(kc) && F + kc * P <= t) { t = F + kc * P + D; kc++ }   # inside: waits
			done = t + S
			for (k = kc; valid(k) && F + k * P < done; k++) done += D     # begins in service
			return done
		}
		function stalls(last) {
			if (D == 0 || F >= last) return 0
			return P == 0 ? 1 : int((last - F - 1) / P) + 1
		}
		{ due[n++] = $1 }
		END {
			# the open loop
			kc = 0; done = 0
			for (i = 0; i < n; i++) {
				start = due[i] > done ? due[i] : done
				done = serve(start)
				print done - due[i] > (dir "/open")
			}
			printf "RESULT timeline client=open stalls=%d last_completion_ns=%.0f\n", stalls(done), done > (dir "/timeline-open")
			# the closed loop, one connection
			kc = 0; done = 0; reply = 0
			for (i = 0; i < n; i++) {
				if (mode == "skip" && i > 0 && due[i] < reply) continue
				send = due[i] > reply ? due[i] : reply
				start = send > done ? send : done
				reply = done = serve(start)
				print done - send > (dir "/closed")
			}
			printf "RESULT timeline client=closed stalls=%d last_completion_ns=%.0f\n", stalls(done), done > (dir "/timeline-closed")
		}'
}

# ties_fixed N I: the fixed schedule's due times, i x I for i < N
ties_fixed() {
	awk -v n="$1" -v i="$2" 'BEGIN { for (k = 0; k < n; k++) printf "%.0f\n", k * i }'
}

# ties_same NAME DIR E RULE SLOW: run NAME exited 0 with every check
# passing, and its closed, open and corrected RESULT lines and both
# timeline lines are the ones derived in DIR (the corrected set at E)
ties_same() {
	ties_o=$WORK/ties/$1
	if ! ties_ok "$1"; then
		echo "     $1: exit $(cat "$ties_o.rc"), $(grep '^RESULT checks' "$ties_o")"
		return 1
	fi
	{
		ties_summary closed "$4" "$5" <"$2/closed"
		ties_summary open "$4" "$5" <"$2/open"
		ties_correct "$3" <"$2/closed" | ties_summary corrected "$4" "$5"
		cat "$2/timeline-closed" "$2/timeline-open"
	} >"$2/want"
	grep -e '^RESULT set=closed ' -e '^RESULT set=open ' -e '^RESULT set=corrected ' \
		-e '^RESULT timeline ' "$ties_o" >"$2/got"
	cmp -s "$2/want" "$2/got" || {
		diff "$2/want" "$2/got" | sed 's/^/     /'
		return 1
	}
}

# ties_trace NAME E RULE SLOW VALUES...: bench --trace-values (VALUES in
# ns, joined by commas) prints the recorded and corrected sets derived here
ties_trace() {
	ties_nm=$1 ties_e=$2 ties_rule=$3 ties_sl=$4
	shift 4
	ties_list=$(echo "$@" | sed 's/\([0-9][0-9]*\)/\1ns/g; s/ /,/g')
	ties_bench "$ties_nm" --trace-values "$ties_list" --expected-interval "${ties_e}ns" --rank "$ties_rule" --slow-above "${ties_sl}ns"
	ties_o=$WORK/ties/$ties_nm
	{
		printf '%s\n' "$@" | ties_summary recorded "$ties_rule" "$ties_sl"
		printf '%s\n' "$@" | ties_correct "$ties_e" | ties_summary corrected "$ties_rule" "$ties_sl"
	} >"$ties_o.want"
	grep -e '^RESULT set=recorded ' -e '^RESULT set=corrected ' "$ties_o" >"$ties_o.got"
	if ! ties_ok "$ties_nm" || ! cmp -s "$ties_o.want" "$ties_o.got"; then
		echo "     $ties_nm: exit $(cat "$ties_o.rc") $(head -c 200 "$ties_o.err")"
		diff "$ties_o.want" "$ties_o.got" | sed 's/^/     /'
		return 1
	fi
}

# ties_field NAME LINE_START KEY: the value of KEY= on run NAME's line that starts LINE_START
ties_field() {
	grep "^$2" "$WORK/ties/$1" | head -n 1 | tr ' ' '\n' | sed -n "s/^$3=//p"
}

# ties_ok NAME: run NAME exited 0 and every check passed
ties_ok() {
	[ "$(cat "$WORK/ties/$1.rc")" = 0 ] && grep -q '^RESULT checks passed=[0-9]* failed=0 ' "$WORK/ties/$1"
}

test_ties() {
	mkdir -p "$WORK/ties"
	ties_d=$WORK/ties
	ties_s=100000 ties_i=200000

	# --- the shared arithmetic ---------------------------------------
	# rank rule: 13 values put p50 at 6.5 (rounds up to 7), 16 put p90 at
	# 14.4 (round 14, ceil 15); values below E, so the corrected set is them
	for ties_n in 13 16; do
		ties_vals=$(awk -v n="$ties_n" 'BEGIN { for (k = n; k >= 1; k--) print k * 1000 }')
		for ties_rule in round ceil; do
			# shellcheck disable=SC2086 # a list of values
			expect "ties: the rank rule ($ties_rule) at p x n / 100 = k + 0.5 and k + 0.4, $ties_n distinct values" \
				ties_trace "rank-$ties_rule-$ties_n" "$ties_i" "$ties_rule" 5000 $ties_vals
		done
	done
	# the correction: a value exactly 3E keeps its last term E, one a
	# nanosecond under it does not reach 3 terms, E itself is one term, a
	# value below E stands for itself; the slow line at exactly 1 ms is not
	# above it, a nanosecond more is
	expect "ties: the correction's terms at v = kE and v = kE - 1, and the slow line at exactly 1 ms" \
		ties_trace correction "$ties_i" round 1000000 600000 599999 200000 199999 1000000 1000001 5000000
	# the schedule, the server and both clients: a short run with stalls off
	# the due instants, walked here from the rules, by every route
	for ties_by in sorted passes; do
		ties_run "walk-$ties_by" --requests 200 --service "${ties_s}ns" --interval "${ties_i}ns" --stall 2ms \
			--period 10ms --first-stall 1050us --exact-by "$ties_by" --guess-entries 0
		ties_fixed 200 "$ties_i" | ties_sim "$ties_d/walk-$ties_by.sim" "$ties_s" 2000000 10000000 1050000 catch-up
		expect "ties: schedule, server, both clients, correction and rank, walked here (--exact-by $ties_by, no guesses)" \
			ties_same "walk-$ties_by" "$ties_d/walk-$ties_by.sim" "$ties_i" round 1000000
	done
	ties_run walk-guess --requests 2000 --service "${ties_s}ns" --interval "${ties_i}ns" --stall 2ms \
		--period 10ms --first-stall 1050us --exact-by passes --guess-entries 2
	ties_fixed 2000 "$ties_i" | ties_sim "$ties_d/walk-guess.sim" "$ties_s" 2000000 10000000 1050000 catch-up
	expect "ties: the selection in passes with guesses of 2 entries, walked here" \
		ties_same walk-guess "$ties_d/walk-guess.sim" "$ties_i" round 1000000
	# and a stall every 7.3 ms, off the schedule's phase: each meets a request
	# at another point of its service, so the corrected set holds runs of
	# many quotients and remainders, found in passes with and without guesses
	for ties_g in 0 4; do
		ties_run "walk-phases-$ties_g" --requests 20000 --service "${ties_s}ns" --interval "${ties_i}ns" --stall 2ms \
			--period 7300us --first-stall 1050us --exact-by passes --guess-entries "$ties_g"
		ties_fixed 20000 "$ties_i" | ties_sim "$ties_d/walk-phases-$ties_g.sim" "$ties_s" 2000000 7300000 1050000 catch-up
		expect "ties: the corrected set's quotients and remainders in passes ($ties_g guess entries), stalls at every phase, walked here" \
			ties_same "walk-phases-$ties_g" "$ties_d/walk-phases-$ties_g.sim" "$ties_i" round 1000000
	done
	# draws: a service time is a function of the request alone, so with
	# nothing queued (a request every second) both loops record the same
	# latencies, and none reaches E, so the corrected set is the same again
	ties_run draws --requests 2000 --service-dist exp --interval 1s --stall 0 --seed 7
	expect "ties: draws by request, not by client: closed, open and corrected equal with nothing queued" sh -c "
		grep -q '^RESULT checks passed=[0-9]* failed=0 ' '$ties_d/draws' &&
		[ \"\$(sed -n 's/^RESULT set=closed //p' '$ties_d/draws')\" = \"\$(sed -n 's/^RESULT set=open //p' '$ties_d/draws')\" ] &&
		[ \"\$(sed -n 's/^RESULT set=closed //p' '$ties_d/draws')\" = \"\$(sed -n 's/^RESULT set=corrected //p' '$ties_d/draws')\" ] &&
		[ \"\$(sed -n 's/^RESULT set=closed n=\([0-9]*\) .*/\1/p' '$ties_d/draws')\" = 2000 ]"

	# --- the tie rules ------------------------------------------------
	# two requests due at one instant: the second queues behind the first
	printf '%s\n' 0 0 0 1000000 1000000 3000000 >"$ties_d/arrivals"
	ties_run replay --arrivals "$ties_d/arrivals" --service "${ties_s}ns" --stall 0
	ties_sim "$ties_d/replay.sim" "$ties_s" 0 0 0 catch-up <"$ties_d/arrivals"
	expect "ties: requests due at one instant queue in the file's order (replayed 0,0,0,1ms,1ms,3ms)" \
		ties_same replay "$ties_d/replay.sim" 200000 round 1000000
	# a stall that begins at the very instant a request completes (100 us,
	# request 0's completion; and 3.1 ms, request 15's, the last of a block
	# of 16 in the fast loops) does not touch it, nor is it counted as met
	# while it begins at the last completion
	ties_run stall-at-done-1 --requests 1 --service "${ties_s}ns" --first-stall 100us --stall 1ms --period 0
	ties_fixed 1 "$ties_i" | ties_sim "$ties_d/stall-at-done-1.sim" "$ties_s" 1000000 0 100000 catch-up
	expect "ties: a stall that begins as the only request completes touches nothing and is not counted" \
		ties_same stall-at-done-1 "$ties_d/stall-at-done-1.sim" "$ties_i" round 1000000
	# (and one nanosecond before request 15's completion, which extends it)
	for ties_f in 100000 3100000 3099999; do
		ties_run "stall-at-done-$ties_f" --requests 40 --service "${ties_s}ns" --first-stall "${ties_f}ns" --stall 1ms --period 5ms
		ties_fixed 40 "$ties_i" | ties_sim "$ties_d/stall-at-done-$ties_f.sim" "$ties_s" 1000000 5000000 "$ties_f" catch-up
		expect "ties: a stall that begins at ${ties_f} ns, at (or a nanosecond before) a completion, walked here" \
			ties_same "stall-at-done-$ties_f" "$ties_d/stall-at-done-$ties_f.sim" "$ties_i" round 1000000
	done
	# and the third stall, when two hold request 0 up: F = 50 us, P = 1025 us,
	# D = 1 ms put its completion at S + 2D = 2.1 ms = F + 2P
	ties_run stall-at-done-third --requests 5 --service "${ties_s}ns" --first-stall 50us --stall 1ms --period 1025us
	ties_fixed 5 "$ties_i" | ties_sim "$ties_d/stall-at-done-third.sim" "$ties_s" 1000000 1025000 50000 catch-up
	expect "ties: a third stall that begins exactly at the completion two stalls held up does not extend it" \
		ties_same stall-at-done-third "$ties_d/stall-at-done-third.sim" "$ties_i" round 1000000
	# a request due at a stall's first instant waits it out whole; one due
	# at the instant it ends starts at once
	ties_run stall-at-due --requests 5 --service "${ties_s}ns" --interval 1ms --first-stall 1ms --stall 500us --period 2ms
	ties_fixed 5 1000000 | ties_sim "$ties_d/stall-at-due.sim" "$ties_s" 500000 2000000 1000000 catch-up
	expect "ties: a request due as a stall begins waits it out; one due as it ends starts at once" \
		ties_same stall-at-due "$ties_d/stall-at-due.sim" 1000000 round 1000000
	ties_run stall-ends-at-due --requests 5 --service "${ties_s}ns" --interval 1ms --first-stall 500us --stall 500us --period 2ms
	ties_fixed 5 1000000 | ties_sim "$ties_d/stall-ends-at-due.sim" "$ties_s" 500000 2000000 500000 catch-up
	expect "ties: a request due at the instant a stall ends is served at once" \
		ties_same stall-ends-at-due "$ties_d/stall-ends-at-due.sim" 1000000 round 1000000
	# --closed skip: a slot due exactly at the reply is sent (service = the
	# interval: every slot is due at the reply before it); and with stalls
	ties_run skip-at-reply --closed skip --requests 50 --service "${ties_i}ns" --interval "${ties_i}ns" --stall 0
	expect "ties: --closed skip sends a slot due exactly at the reply: all 50 sent, none skipped" sh -c "
		grep -qx 'RESULT rate client=closed intended=50 sent=50 never_sent=0 dropped=0 intended_per_s=5000.0 achieved_per_s=5000.0' '$ties_d/skip-at-reply' &&
		grep -q '^RESULT checks passed=[0-9]* failed=0 ' '$ties_d/skip-at-reply'"
	ties_run skip-walk --closed skip --requests 60 --service "${ties_s}ns" --interval "${ties_i}ns" --stall 1ms --period 4ms --first-stall 1ms
	ties_fixed 60 "$ties_i" | ties_sim "$ties_d/skip-walk.sim" "$ties_s" 1000000 4000000 1000000 skip
	expect "ties: --closed skip against stalls on due instants, walked here (slots due at a reply sent)" \
		ties_same skip-walk "$ties_d/skip-walk.sim" "$ties_i" round 1000000
	# a reply exactly at the timeout is not a timeout: T = the service time
	ties_run timeout-at-reply --requests 50 --service "${ties_s}ns" --stall 0 --timeout "${ties_s}ns"
	expect "ties: a reply exactly at the timeout is completed, in both loops (0 of 50 timed out)" sh -c "
		grep -qx 'RESULT timeouts client=open count=0 share_pct=0.0000' '$ties_d/timeout-at-reply' &&
		grep -qx 'RESULT timeouts client=closed count=0 share_pct=0.0000' '$ties_d/timeout-at-reply' &&
		grep -q '^RESULT set=open-completed n=50 ' '$ties_d/timeout-at-reply' &&
		grep -q '^RESULT checks passed=[0-9]* failed=0 ' '$ties_d/timeout-at-reply'"
	# and where the closed form holds: seed 000's model for 2 s meets two
	# stalls; each leaves the open loop D + S - k (I - S), k = 0 .. K; a
	# timeout of exactly 100.1 ms (k = 1000) keeps that value in
	ties_run timeout-cf --duration 2s --timeout 100.1ms
	ties_want=$(awk 'BEGIN { D = 200000000; S = 100000; I = 200000; T = 100100000
		K = int((D + I - S - 1) / (I - S)) - 1; t = 0
		for (k = 0; k <= K; k++) t += (D + S - k * (I - S) > T)
		printf "%d %d", 2 * t, 10000 - 2 * t }')
	expect "ties: a latency exactly at the timeout, on the closed form's lattice (open: ${ties_want% *} timed out)" sh -c "
		grep -q '^RESULT checks passed=[0-9]* failed=0 ' '$ties_d/timeout-cf' &&
		grep -q '^RESULT omissions checked_against=reference,closed-form ' '$ties_d/timeout-cf' &&
		[ \"\$(grep '^RESULT timeouts client=open ' '$ties_d/timeout-cf' | sed 's/.* count=\([0-9]*\) .*/\1/')\" = '${ties_want% *}' ] &&
		grep -q '^RESULT set=open-completed n=${ties_want#* } .* max_ns=100100000 ' '$ties_d/timeout-cf'"
	# a request that arrives as the server frees does not wait, so a queue
	# limit of 0 rejects none of a schedule whose requests each arrive at
	# the previous completion
	ties_run frees-limit0 --requests 50 --service "${ties_i}ns" --interval "${ties_i}ns" --stall 0 --queue-limit 0
	expect "ties: a request arriving as the server frees is not rejected by a queue limit of 0" sh -c "
		grep -qx 'RESULT errors client=open count=0 share_pct=0.0000' '$ties_d/frees-limit0' &&
		grep -q '^RESULT checks passed=[0-9]* failed=0 ' '$ties_d/frees-limit0'"
	# a request that starts at the instant another arrives is no longer
	# waiting: 200 us of service every 100 us with room for 1 waiting; then
	# request i >= 2 even arrives as its predecessor-but-one starts and is
	# accepted, and odd i >= 3 finds one waiting and is rejected
	ties_run starts-now --requests 20 --service "${ties_i}ns" --interval 100us --stall 0 --queue-limit 1
	ties_rej=$(awk 'BEGIN { n = 20; r = 0; for (i = 3; i < n; i += 2) r++; print r }')
	expect "ties: a request starting as another arrives is not counted waiting ($ties_rej of 20 rejected)" sh -c "
		grep -q '^RESULT errors client=open count=$ties_rej ' '$ties_d/starts-now' &&
		grep -q '^RESULT checks passed=[0-9]* failed=0 ' '$ties_d/starts-now'"
	# a slot freed at the instant the next send leaves is free: one in flight,
	# each reply at the next due time; drop drops none, block never waits
	ties_run slot-drop --requests 50 --service "${ties_i}ns" --interval "${ties_i}ns" --stall 0 --max-in-flight 1 --when-full drop
	expect "ties: --max-in-flight 1: a slot freed as the next send leaves takes it (none of 50 dropped)" sh -c "
		grep -qx 'RESULT rate client=open intended=50 sent=50 never_sent=0 dropped=0 intended_per_s=5000.0 achieved_per_s=5000.0' '$ties_d/slot-drop' &&
		grep -q '^RESULT checks passed=[0-9]* failed=0 ' '$ties_d/slot-drop'"
	# a drifting sender (--schedule-from last-send) sends while its send is
	# at most the last due time: a pause of m intervals on a due instant
	# shifts every later send by m intervals, so the send of request N-1-m
	# lands exactly on the last due time (N - 1) I and is sent; m are not
	ties_run drift-last --requests 20 --service "${ties_s}ns" --interval "${ties_i}ns" --stall 0 \
		--schedule-from last-send --generator-pause 1ms --generator-first 1ms --generator-period 0
	ties_m=$((1000000 / ties_i))
	expect "ties: a drifting send exactly at the last due time is sent ($((20 - ties_m)) sent, $ties_m never)" sh -c "
		grep -q '^RESULT rate client=open intended=20 sent=$((20 - ties_m)) never_sent=$ties_m dropped=0 ' '$ties_d/drift-last' &&
		grep -q '^RESULT checks passed=[0-9]* failed=0 ' '$ties_d/drift-last'"
	# the pause [b, b + D): a request due at b is held to b + D, one due at
	# b + D leaves on time; lags D - jI for the m due inside, 0 for the rest
	ties_run pause-edges --requests 20 --service "${ties_s}ns" --interval "${ties_i}ns" --stall 0 \
		--generator-pause 1ms --generator-first 1ms --generator-period 0
	ties_lag=$(awk -v m="$ties_m" -v i="$ties_i" 'BEGIN { for (j = 0; j < m; j++) print m * i - j * i; for (j = m; j < 20; j++) print 0 }' |
		ties_summary lag round 1000000)
	expect "ties: a pause holds a request due at its first instant, not one due at its end (lag, derived)" sh -c "
		grep -qxF '$ties_lag' '$ties_d/pause-edges' && grep -q '^RESULT checks passed=[0-9]* failed=0 ' '$ties_d/pause-edges'"
}
