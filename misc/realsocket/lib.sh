# misc/realsocket/lib.sh: what run.sh and tools.sh share: messages, the
# stall server's start and stop (every PID it started is stopped on exit),
# and wrk-style times in nanoseconds. Sourced, not run; the caller sets
# WORK (a scratch folder) and SECS (the length of each measurement).
# shellcheck shell=sh

say() { printf '%s\n' "$*" >&2; }
err() {
	say "${ME:-realsocket}: $*"
	exit 2
}

# runs_from_reps DEFAULT: sets RUNS from REPS (1 to 20), or to DEFAULT if unset.
runs_from_reps() {
	case ${REPS:-} in
	"") RUNS=$1 ;;
	*[!0-9]* | 0*) err "REPS='$REPS' is not valid: a whole number from 1 to 20" ;;
	*) RUNS=$REPS ;;
	esac
	[ "$RUNS" -le 20 ] || err "REPS='$REPS' is not valid: a whole number from 1 to 20"
}

# begin_work: a scratch folder in WORK, removed (and every PID stopped) on exit.
begin_work() {
	WORK=$(mktemp -d)
	trap cleanup EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM
}

PIDS=""
cleanup() {
	for p in $PIDS; do
		kill "$p" 2>/dev/null || true
		wait "$p" 2>/dev/null || true
	done
	rm -rf "$WORK"
}

# start_server: a fresh stallserver on a free port; sets PORT and adds its PID.
start_server() {
	: >"$WORK/port"
	misc/realsocket/stallserver 0 $((SECS + 30)) >"$WORK/port" &
	spid=$!
	PIDS="$PIDS $spid"
	tries=0
	until grep -q '^PORT ' "$WORK/port"; do
		tries=$((tries + 1))
		[ "$tries" -lt 100 ] || err "stallserver did not start"
		sleep 0.05
	done
	# shellcheck disable=SC2034 # PORT is the caller's
	PORT=$(sed -n 's/^PORT //p' "$WORK/port")
}

stop_server() {
	kill "$spid" 2>/dev/null || true
	wait "$spid" 2>/dev/null || true
	# shellcheck disable=SC2086 # PIDS is a list of words
	PIDS=$(printf '%s\n' $PIDS | grep -vx "$spid" | tr '\n' ' ')
}

# to_ns VALUE: wrk's "105.00us", "2.01ms", "1.20s" in nanoseconds.
to_ns() {
	awk -v v="$1" 'BEGIN {
		n = v + 0; u = v; sub(/^[0-9.]+/, "", u)
		m = u == "us" ? 1e3 : u == "ms" ? 1e6 : u == "s" ? 1e9 : u == "m" ? 6e10 : 1
		printf "%.0f\n", n * m }'
}

# paste_between BEGIN END FILE README OUT: README with the lines between the
# marker lines BEGIN and END replaced by FILE, into OUT; fails unless the
# pair occurs exactly once.
paste_between() {
	awk -v begin="$1" -v end="$2" -v file="$3" '
		$0 == begin { print; while ((getline line < file) > 0) print line; skip = 1; found++; next }
		$0 == end { skip = 0 }
		!skip { print }
		END { if (found != 1) exit 1 }
	' "$4" >"$5"
}
