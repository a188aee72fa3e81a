#!/bin/sh
# run.sh: build bench, run it, and record the results.
#
#   ./run.sh            full run: results/raw.txt, results/summary.md, the
#                       three sets as .hgrm files, percentiles.svg and
#                       timeline.svg, and the summary pasted into README.md
#   QUICK=1 ./run.sh    5 simulated seconds a rep: the same files with a
#                       quick- prefix; README.md is left alone
#   REPS=51 ./run.sh    51 timed reps instead of 31
#   WALL=1 ./run.sh     the wall-clock version instead: REPS runs (3 unless
#                       REPS is set) of 20 s a mode (QUICK: 5 s), written to
#                       results/wall-raw.txt and results/wall-summary.md and,
#                       for full runs, pasted into README.md; about 2 minutes
#
# Every file is written under a hidden temporary name in its own folder and
# renamed into place, raw output first and README.md last, so an interrupted
# run leaves each file either as it was or complete. A run killed outright
# (SIGKILL) can leave a hidden .*.tmp.* file behind; the next run removes it.
# RUN_HOLD=summary|readme with RUN_HOLD_FILE=PATH is a hook for the tests:
# the run creates PATH at that stage and waits there to be interrupted.
set -eu

readonly BEGIN_MARK='<!-- results:begin -->'
readonly END_MARK='<!-- results:end -->'
readonly WALL_BEGIN='<!-- wall:begin -->'
readonly WALL_END='<!-- wall:end -->'

say() { printf '%s\n' "$*" >&2; }
err() {
	say "run.sh: $*"
	exit 2
}

# Checks QUICK, REPS and WALL before anything is built or written.
validate() {
	case ${QUICK:-} in
	"" | 0 | 1) ;;
	*) err "QUICK='${QUICK}' is not valid: use QUICK=1, QUICK=0 or leave it unset" ;;
	esac
	case ${WALL:-} in
	"" | 0 | 1) ;;
	*) err "WALL='${WALL}' is not valid: use WALL=1 for the wall-clock version, WALL=0 or leave it unset" ;;
	esac
	case ${REPS:-} in
	"") ;;
	*[!0-9]* | 0*) err "REPS='${REPS}' is not valid: a whole number from 1 to 100000" ;;
	*) if [ "${#REPS}" -gt 6 ] || [ "$REPS" -gt 100000 ]; then
		err "REPS='${REPS}' is not valid: a whole number from 1 to 100000"
	fi ;;
	esac
}

# hold STAGE: the tests' hook (see the header); waits to be interrupted.
HOLD_PID=
hold() {
	[ "${RUN_HOLD:-}" = "$1" ] || return 0
	: >"${RUN_HOLD_FILE:?RUN_HOLD needs RUN_HOLD_FILE}"
	sleep 60 &
	HOLD_PID=$!
	wait "$HOLD_PID"
}

# The machine, compiler and flags, for the top of the raw file.
describe_machine() {
	cpu=$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
	[ -n "$cpu" ] || cpu=$(uname -m)
	os=$(awk -F= '$1 == "PRETTY_NAME" { gsub(/"/, "", $2); print $2 }' /etc/os-release 2>/dev/null || true)
	[ -n "$os" ] || os=$(uname -s)
	printf 'MACHINE cpu=%s\n' "$cpu"
	printf 'MACHINE cores=%s\n' "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo unknown)"
	printf 'MACHINE os=%s (%s %s)\n' "$os" "$(uname -s)" "$(uname -r)"
	printf 'MACHINE compiler=%s\n' "$("${CC:-cc}" --version 2>/dev/null | head -n 1)"
	printf 'MACHINE flags=%s\n' "$(./build.sh --flags)"
	printf 'MACHINE date=%s\n' "$(date -u +%Y-%m-%d)"
}

# paste_summary SUMMARY README OUT [BEGIN END]: README with the text between
# the markers (the results markers unless given) replaced.
paste_summary() {
	[ -f "$2" ] || err "$2 is missing: it must hold one pair of results markers"
	awk -v begin="${4:-$BEGIN_MARK}" -v end="${5:-$END_MARK}" -v file="$1" '
		$0 == begin { print; while ((getline line < file) > 0) print line; skip = 1; found++; next }
		$0 == end { skip = 0 }
		!skip { print }
		END { if (found != 1) exit 1 }
	' "$2" >"$3" || err "README.md must hold exactly one pair of results markers"
}

# The wall-clock version: REPS runs, then the summary beside the simulation.
run_wall() {
	runs=${REPS:-3}
	seconds=20
	[ "${QUICK:-0}" != 1 ] || seconds=5
	raw_tmp=$(mktemp "results/.${prefix}wall-raw.txt.tmp.XXXXXX")
	sum_tmp=$(mktemp "results/.${prefix}wall-summary.md.tmp.XXXXXX")
	readme_tmp=$(mktemp .README.md.tmp.XXXXXX)
	trap 'rm -f "$raw_tmp" "$sum_tmp" "$readme_tmp"' EXIT
	./build.sh
	{
		describe_machine
		./bench --reps 1 | sed -n 's/^RESULT set=/SIM RESULT set=/p'
		k=1
		while [ "$k" -le "$runs" ]; do
			echo "RUN $k"
			misc/wallclock/wallclock "$seconds" || exit 1
			k=$((k + 1))
		done
	} >"$raw_tmp" || err "the wall-clock run failed (results and README.md left as they were)"
	awk -f wall.awk "$raw_tmp" >"$sum_tmp"
	[ -n "$prefix" ] || paste_summary "$sum_tmp" README.md "$readme_tmp" "$WALL_BEGIN" "$WALL_END"
	chmod 644 "$raw_tmp" "$sum_tmp" "$readme_tmp"
	mv -f "$raw_tmp" "results/${prefix}wall-raw.txt"
	mv -f "$sum_tmp" "results/${prefix}wall-summary.md"
	[ -n "$prefix" ] || mv -f "$readme_tmp" README.md
	cat "results/${prefix}wall-summary.md"
}

main() {
	if [ "$#" -gt 0 ]; then
		err "unexpected argument '$1': run.sh takes none (QUICK=1 and REPS=N set the run; ./lab OPTIONS runs the lab)"
	fi
	validate
	cd "$(dirname "$0")"
	mkdir -p results
	rm -rf results/.*.tmp.* .README.md.tmp.*
	if [ "${QUICK:-0}" = 1 ]; then prefix=quick-; else prefix=; fi
	if [ "${WALL:-0}" = 1 ]; then
		run_wall
		return
	fi
	stage=$(mktemp -d "results/.${prefix}export.tmp.XXXXXX")
	raw_tmp=$(mktemp "results/.${prefix}raw.txt.tmp.XXXXXX")
	sum_tmp=$(mktemp "results/.${prefix}summary.md.tmp.XXXXXX")
	readme_tmp=$(mktemp .README.md.tmp.XXXXXX)
	trap 'rm -rf "$stage" "$raw_tmp" "$sum_tmp" "$readme_tmp"; [ -z "$HOLD_PID" ] || kill "$HOLD_PID" 2>/dev/null || true' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM

	./build.sh
	if ! { describe_machine && ./bench --clock && ./bench --verbose --export "$stage/"; } >"$raw_tmp"; then
		grep -E '^CHECK FAILED' "$raw_tmp" | head -n 20 >&2 || true
		err "the benchmark failed (results and README.md left as they were)"
	fi
	# the run's timeline as an HdrHistogram interval log is the lab's: the same
	# model, one rep, its .hlog read back and held to the run's own tables
	mkdir "$stage/hlog"
	if ! ./lab --reps 1 --export "$stage/hlog/" >"$stage/hlog/out" 2>&1; then
		tail -n 5 "$stage/hlog/out" >&2
		err "the lab's .hlog of the run failed (results and README.md left as they were)"
	fi
	mv -f "$stage/hlog/run.hlog" "$stage/run.hlog"
	rm -rf "$stage/hlog"
	hold summary
	awk -f summary.awk "$raw_tmp" >"$sum_tmp"
	if [ -z "$prefix" ]; then
		paste_summary "$sum_tmp" README.md "$readme_tmp"
	fi
	chmod 644 "$raw_tmp" "$sum_tmp" "$readme_tmp" "$stage"/*
	for f in "$stage"/*; do
		mv -f "$f" "results/${prefix}${f##*/}"
	done
	mv -f "$raw_tmp" "results/${prefix}raw.txt"
	mv -f "$sum_tmp" "results/${prefix}summary.md"
	hold readme
	if [ -z "$prefix" ]; then
		mv -f "$readme_tmp" README.md
	fi
	cat "results/${prefix}summary.md"
}

main "$@"
