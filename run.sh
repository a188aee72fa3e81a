#!/bin/sh
# run.sh: build bench, run it, and record the results.
#
#   ./run.sh            full run: results/raw.txt, results/summary.md, and the
#                       summary pasted into README.md between the markers
#   QUICK=1 ./run.sh    5 simulated seconds a rep: results/quick-raw.txt and
#                       results/quick-summary.md; README.md is left alone
#   REPS=51 ./run.sh    51 timed reps instead of 31
#
# Every file is written to a temporary name in its own folder and renamed
# into place, so an interrupted run leaves the previous results whole.
set -eu

readonly BEGIN_MARK='<!-- results:begin -->'
readonly END_MARK='<!-- results:end -->'

say() { printf '%s\n' "$*" >&2; }
err() {
	say "run.sh: $*"
	exit 2
}

# Checks QUICK and REPS before anything is built or written.
validate() {
	case ${QUICK:-} in
	"" | 0 | 1) ;;
	*) err "QUICK='${QUICK}' is not valid: use QUICK=1, QUICK=0 or leave it unset" ;;
	esac
	case ${REPS:-} in
	"") ;;
	*[!0-9]* | 0*) err "REPS='${REPS}' is not valid: a whole number from 1 to 100000" ;;
	*) if [ "${#REPS}" -gt 6 ] || [ "$REPS" -gt 100000 ]; then
		err "REPS='${REPS}' is not valid: a whole number from 1 to 100000"
	fi ;;
	esac
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
	printf 'MACHINE flags=%s\n' "$(sed -n 's/^readonly FLAGS="\(.*\)"$/\1/p' build.sh)"
	printf 'MACHINE date=%s\n' "$(date -u +%Y-%m-%d)"
}

# summarise RAW: the markdown summary, from the MACHINE and RESULT lines.
summarise() {
	awk -f summary.awk "$1"
}

# paste SUMMARY README OUT: README with the text between the markers replaced.
paste_summary() {
	[ -f "$2" ] || err "$2 is missing: it must hold one pair of results markers"
	awk -v begin="$BEGIN_MARK" -v end="$END_MARK" -v file="$1" '
		$0 == begin { print; while ((getline line < file) > 0) print line; skip = 1; found++; next }
		$0 == end { skip = 0 }
		!skip { print }
		END { if (found != 1) exit 1 }
	' "$2" >"$3" || err "README.md must hold exactly one pair of results markers"
}

main() {
	if [ "$#" -gt 0 ]; then
		err "unexpected argument '$1': run.sh takes none (QUICK=1 and REPS=N set the run; ./bench OPTIONS runs the lab)"
	fi
	validate
	cd "$(dirname "$0")"
	mkdir -p results
	if [ "${QUICK:-0}" = 1 ]; then prefix=results/quick-; else prefix=results/; fi
	raw_tmp=$(mktemp "${prefix}raw.txt.XXXXXX")
	sum_tmp=$(mktemp "${prefix}summary.md.XXXXXX")
	readme_tmp=$(mktemp README.md.XXXXXX)
	trap 'rm -f "$raw_tmp" "$sum_tmp" "$readme_tmp"' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM

	./build.sh
	if ! { describe_machine && ./bench --clock && ./bench; } >"$raw_tmp"; then
		grep -E '^CHECK FAILED' "$raw_tmp" | head -n 20 >&2 || true
		err "the benchmark failed (results and README.md left as they were)"
	fi
	summarise "$raw_tmp" >"$sum_tmp"
	if [ "${QUICK:-0}" != 1 ]; then
		paste_summary "$sum_tmp" README.md "$readme_tmp"
	fi
	chmod 644 "$raw_tmp" "$sum_tmp" "$readme_tmp"
	mv -f "$raw_tmp" "${prefix}raw.txt"
	mv -f "$sum_tmp" "${prefix}summary.md"
	if [ "${QUICK:-0}" != 1 ]; then
		mv -f "$readme_tmp" README.md
	fi
	cat "${prefix}summary.md"
}

main "$@"
