# shellcheck shell=sh
# tests/groups/agent.sh: seed 004's monitoring agent that blocks (lab agent,
# misc/lab/agent.c). Its readings are held to the model walked here in awk
# from the README's rules (a third route beside the program's walk, search
# and closed form), its checks to passing on models with and without a
# closed form, the README's figures to the program's, and its bad input to
# one line and exit 2. Sourced by test.sh: uses pass, fail, skip, expect, $P
# (the scratch copy, built) and $WORK.

# agent_sim S I D P F N T SLOW: N requests due every I ns on a FIFO server of
# S ns, stall k over [F + kP, F + kP + D) (P 0: one stall); the gauge, the
# age of the oldest request in the server, read every T ns up to the last
# due time. Prints one line per tick: "lost age" (lost 1 inside a stall).
agent_sim() {
	awk -v S="$1" -v I="$2" -v D="$3" -v P="$4" -v F="$5" -v N="$6" -v T="$7" '
		BEGIN {
			next_stall = D > 0 ? F : -1; done = 0; k = 0; last = (N - 1) * I
			for (i = 0; i < N; i++) {
				due = i * I; start = due > done ? due : done
				while (next_stall >= 0 && next_stall + D <= start) next_stall = P > 0 ? next_stall + P : -1
				if (next_stall >= 0 && next_stall <= start) { start = next_stall + D; next_stall = P > 0 ? next_stall + P : -1 }
				done = start + S
				while (next_stall >= 0 && next_stall < done) { done += D; next_stall = P > 0 ? next_stall + P : -1 }
				for (; k * T <= last && k * T < done; k++) {
					t = k * T; x = t - F
					lost = D > 0 && t >= F && (P > 0 ? x % P : x) < D
					printf "%d %d\n", lost, (due <= t ? t - due : 0)
				}
			}
		}'
}

# agent_view FILE WHICH SLOW: "n p99 max slow" of the readings in FILE (all,
# or those taken), by the rank rule round (the sample at round(p n), at least 1).
agent_view() {
	awk -v w="$2" 'w == "all" || $1 == 0 { print $2 }' "$1" | sort -n |
		awk -v slow="$3" '{ v[NR] = $1; s += $1 > slow } END {
			r = int(0.99 * NR + 0.5); if (r < 1) r = 1
			printf "n=%d p99_ns=%d max_ns=%d slow=%d\n", NR, v[r], v[NR], s }'
}

# agent_fields FILE SET: the same four fields of the program's RESULT set=SET line.
agent_fields() {
	sed -n "s/^RESULT set=$2 n=\\([0-9]*\\) .* p99_ns=\\([0-9]*\\) .* max_ns=\\([0-9]*\\) slow=\\([0-9]*\\) .*/n=\\1 p99_ns=\\2 max_ns=\\3 slow=\\4/p" "$1"
}

# agent_case NAME "SIM ARGS" LAB-ARGS...: the program against the awk walk.
agent_case() {
	n=$1
	sim=$2
	shift 2
	(cd "$P" && ./lab agent "$@") >"$WORK/agent/$n.out" 2>"$WORK/agent/$n.err"
	rc=$?
	# shellcheck disable=SC2086 # the model's numbers, one word each
	agent_sim $sim >"$WORK/agent/$n.sim"
	lost=$(awk '$1 == 1' "$WORK/agent/$n.sim" | wc -l | tr -d ' ')
	ticks=$(wc -l <"$WORK/agent/$n.sim" | tr -d ' ')
	expect "agent $n: every check passed, by walk, search and closed form (exit $rc)" sh -c \
		"[ $rc -eq 0 ] && grep -q '^CHECKS agent passed=[1-9][0-9]* failed=0\$' '$WORK/agent/$n.out' &&
		 grep -q ' route=walk,search,closed-form\$' '$WORK/agent/$n.out'"
	expect "agent $n: $ticks readings, $lost lost inside stalls, as walked here" \
		grep -q "^RESULT agent every_ns=[0-9]* ticks=$ticks taken=$((ticks - lost)) lost=$lost " "$WORK/agent/$n.out"
	for v in agent-truth:all agent:taken; do
		want=$(agent_view "$WORK/agent/$n.sim" "${v#*:}" 1000000)
		got=$(agent_fields "$WORK/agent/$n.out" "${v%:*}")
		expect "agent $n: the ${v%:*} view ($got) is the one walked here ($want)" [ "$want" = "$got" ]
	done
}

test_agent() {
	mkdir -p "$WORK/agent"
	# seed 000's model, the agent every 15 ms (the default); light load; one stall; every 1 ms
	agent_case seed000 "100000 200000 200000000 1000000000 500000000 100000 15000000"
	agent_case light-load "10000 200000 200000000 1000000000 500000000 100000 15000000" --scenario light-load
	agent_case one-stall "100000 200000 200000000 0 500000000 100000 15000000" --period 0
	agent_case every-1ms "100000 200000 200000000 1000000000 500000000 150000 1000000" --every 1ms --duration 30s
	# no closed form: random stalls and drawn service times, and a backlog that never drains
	for spec in "gc-pauses:--scenario gc-pauses --duration 60s" \
		"poisson:--schedule poisson --rate 5000 --service-dist exp" \
		"overlapping:--every 7ms --stall 1.5s --period 2s"; do
		n=${spec%%:*}
		# shellcheck disable=SC2086 # a list of options
		(cd "$P" && ./lab agent ${spec#*:}) >"$WORK/agent/$n.out" 2>"$WORK/agent/$n.err"
		rc=$?
		expect "agent $n: walk and search agree, and the timeline is the reference's (exit $rc)" sh -c \
			"[ $rc -eq 0 ] && grep -q '^CHECKS agent passed=[1-9][0-9]* failed=0\$' '$WORK/agent/$n.out' &&
			 grep -q ' route=walk,search\$' '$WORK/agent/$n.out'"
	done
	# the README quotes the light-load run's sentence as the program prints it
	s=$(grep '^A dashboard fed by the agent' "$WORK/agent/light-load.out")
	expect "agent: the README quotes the light-load sentence the program prints" \
		sh -c "[ -n \"\$1\" ] && tr '\\n' ' ' <'$P/README.md' | tr -s ' ' | grep -qF -- \"\$1\"" _ "$s"
	# the benchmark runs the scenario as any other
	(cd "$P" && ./lab --scenario light-load --reps 1) >"$WORK/agent/bench.out" 2>&1
	expect "agent: lab --scenario light-load runs with every check passed" \
		grep -q '^RESULT checks passed=[0-9]* failed=0 ' "$WORK/agent/bench.out"
	# bad input: one line, exit 2, nothing on stdout
	for bad in "--every 0" "--every 10" "--every soon" "--every" "--every 1ns" "--timeout 50ms" \
		"--population 10" "--sweep load" "--export $WORK/agent/x-" "--stall nope"; do
		# shellcheck disable=SC2086 # a list of options
		(cd "$P" && ./lab agent $bad) >"$WORK/agent/bad.out" 2>"$WORK/agent/bad.err"
		rc=$?
		expect "agent refuses '$bad': exit 2, one line ($(head -c 120 "$WORK/agent/bad.err"))" sh -c \
			"[ $rc -eq 2 ] && [ \$(wc -l <'$WORK/agent/bad.err') -eq 1 ] && [ ! -s '$WORK/agent/bad.out' ]"
	done
}
