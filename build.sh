#!/bin/sh
# build.sh: compile bench from bench.c and write bench_O2.s, the assembly the
# README quotes, from the same compiler and flags; and the wall-clock
# version, misc/wallclock/wallclock, and the real-socket server and client in
# misc/realsocket; and the lab, ./lab from misc/lab/lab.c, which includes
# bench.c as its core. CC overrides cc. ./build.sh --flags prints the flags.
# SANITIZE=1 builds bench-san and lab-san with AddressSanitizer and UBSan
# instead, and leaves bench, lab and bench_O2.s alone. WERROR=0 keeps the warnings but lets
# them pass: tests/mutants.sh builds its faults that way, so that each must
# be caught by a test, not by the compiler noticing an unused name.
# ./build.sh web builds the browser lab instead (misc/web/build.sh). ASM=0
# leaves bench_O2.s alone (tests/mutants.sh); LAB=0 leaves the lab alone.
# OPT=-O1 builds at that level instead of -O2 (tests/mutants.sh, whose
# hundreds of builds it makes twice as fast; with ASM=0 the assembly the
# README quotes is not written from it).
set -eu

if [ "${WERROR:-1}" = 0 ]; then werror=""; else werror=" -Werror"; fi
readonly FLAGS="-std=c11 ${OPT:--O2} -Wall -Wextra -Wpedantic$werror -pthread"
readonly SAN_FLAGS="-std=c11 -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all -Wall -Wextra -Wpedantic$werror -pthread"

say() { printf '%s\n' "$*" >&2; }

# run CMD...: print the command line, then run it.
run() {
	say "+ $*"
	"$@"
}

main() {
	# --flags: print the flags a build would use, for run.sh's machine line
	if [ "${1:-}" = --flags ]; then
		printf '%s\n' "$FLAGS"
		return
	fi
	cc=${CC:-cc}
	cd "$(dirname "$0")"
	# web: bench.c as WebAssembly, in the page results/lab.html (misc/web)
	if [ "${1:-}" = web ]; then
		exec misc/web/build.sh
	fi
	if [ "${SANITIZE:-0}" = 1 ]; then
		# shellcheck disable=SC2086 # the flags are words on purpose
		run "$cc" $SAN_FLAGS -o bench-san.tmp bench.c -lm
		# shellcheck disable=SC2086
		run "$cc" $SAN_FLAGS -o lab-san.tmp misc/lab/lab.c -lm
		mv -f bench-san.tmp bench-san
		mv -f lab-san.tmp lab-san
		return
	fi
	# the lab (misc/lab): bench.c as its core, with BENCH_LAB, and the lab's
	# files; built on the other core while bench and its assembly build here
	lab_pid=""
	if [ "${LAB:-1}" != 0 ]; then
		# shellcheck disable=SC2086
		run "$cc" $FLAGS -o lab.tmp misc/lab/lab.c -lm &
		lab_pid=$!
	fi
	# shellcheck disable=SC2086
	run "$cc" $FLAGS -o bench.tmp bench.c -lm
	if [ "${ASM:-1}" != 0 ]; then
		# shellcheck disable=SC2086
		run "$cc" $FLAGS -S -o bench_O2.s.tmp bench.c
	fi
	# the wall-clock version (misc/wallclock), with the same flags and threads
	# shellcheck disable=SC2086
	run "$cc" $FLAGS -o misc/wallclock/wallclock.tmp misc/wallclock/wallclock.c -lm
	# the real-socket server and open-loop client (misc/realsocket)
	for p in stallserver openloop; do
		# shellcheck disable=SC2086
		run "$cc" $FLAGS -o "misc/realsocket/$p.tmp" "misc/realsocket/$p.c"
	done
	[ -z "$lab_pid" ] || wait "$lab_pid"
	mv -f bench.tmp bench
	[ "${LAB:-1}" = 0 ] || mv -f lab.tmp lab
	[ "${ASM:-1}" = 0 ] || mv -f bench_O2.s.tmp bench_O2.s
	mv -f misc/wallclock/wallclock.tmp misc/wallclock/wallclock
	mv -f misc/realsocket/stallserver.tmp misc/realsocket/stallserver
	mv -f misc/realsocket/openloop.tmp misc/realsocket/openloop
}

main "$@"
