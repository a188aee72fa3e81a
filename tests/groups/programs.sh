# shellcheck shell=sh
# tests/groups/programs.sh: the wall-clock and real-socket programs under
# AddressSanitizer and UBSan, the wall clock on a machine made busy on
# purpose (two spinning processes, one a core): a starved run ends in a
# result or in one clear line, never in a crash or a sanitizer report.

# programs_spin SECONDS: two busy loops in the background, their pids in $spinners.
programs_spin() {
	spinners=""
	for _ in 1 2; do
		timeout "$1" sh -c 'while :; do :; done' &
		spinners="$spinners $!"
	done
}

test_programs() {
	d=$WORK/programs
	mkdir -p "$d"
	san="-std=c11 -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all -pthread"
	# shellcheck disable=SC2086 # the flags are words on purpose
	if ! cc $san -o "$d/wallclock" "$P/misc/wallclock/wallclock.c" -lm 2>"$d/cc.err" ||
		! cc $san -o "$d/stallserver" "$P/misc/realsocket/stallserver.c" 2>>"$d/cc.err" ||
		! cc $san -o "$d/openloop" "$P/misc/realsocket/openloop.c" 2>>"$d/cc.err"; then
		skip "programs: cannot build with -fsanitize=address,undefined here ($(head -n 1 "$d/cc.err"))"
		return
	fi
	export ASAN_OPTIONS=detect_leaks=1
	# the wall clock, idle and then with both cores spinning
	"$d/wallclock" 2 >"$d/wc.out" 2>"$d/wc.err"
	code=$?
	expect "wallclock under ASan and UBSan: a result, no report (exit $code)" sh -c \
		"[ $code -le 1 ] && ! grep -q -e Sanitizer -e 'runtime error' '$d/wc.err' && grep -q '^RESULT requests ' '$d/wc.out'"
	programs_spin 15
	"$d/wallclock" 3 >"$d/wcb.out" 2>"$d/wcb.err"
	code=$?
	# shellcheck disable=SC2086 # a list of pids
	kill $spinners 2>/dev/null
	wait 2>/dev/null
	expect "wallclock on a busy machine under ASan and UBSan: a result or one clear line, no crash (exit $code)" sh -c \
		"! grep -q -e Sanitizer -e 'runtime error' -e 'double free' -e 'corruption' '$d/wcb.err' &&
		 { { [ $code -eq 0 ] && grep -q '^RESULT requests ' '$d/wcb.out'; } ||
		   { [ $code -eq 1 ] && [ \$(wc -l <'$d/wcb.err') -eq 1 ] && grep -q '^wallclock: ' '$d/wcb.err'; }; }"
	# the stall server and the open loop, two seconds on 127.0.0.1
	"$d/stallserver" 0 20 >"$d/ss.out" 2>"$d/ss.err" &
	ss=$!
	tries=0
	until grep -q '^PORT ' "$d/ss.out" 2>/dev/null || [ "$tries" -ge 50 ]; do
		sleep 0.1
		tries=$((tries + 1))
	done
	port=$(sed -n 's/^PORT //p' "$d/ss.out")
	"$d/openloop" "${port:-0}" 2 >"$d/ol.out" 2>"$d/ol.err"
	code=$?
	kill "$ss" 2>/dev/null
	wait "$ss" 2>/dev/null
	expect "the stall server and the open loop under ASan and UBSan: replies recorded, no report (exit $code)" sh -c \
		"[ $code -eq 0 ] && grep -q '^RESULT set=openloop n=' '$d/ol.out' && ! grep -q -e Sanitizer -e 'runtime error' '$d/ol.err' '$d/ss.err'"
	unset ASAN_OPTIONS
}
