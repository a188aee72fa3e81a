#!/bin/sh
# test.sh: the test suite. Works on a scratch copy of the project, so the
# checkout's README.md and results/ are never touched. Ends with the line
# "N passed, N failed" and exits 1 if anything failed.
set -u

readonly FILES="bench.c build.sh run.sh summary.awk README.md"

PASSED=0
FAILED=0
ROOT=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

pass() {
	PASSED=$((PASSED + 1))
	printf 'ok   %s\n' "$1"
}
fail() {
	FAILED=$((FAILED + 1))
	printf 'FAIL %s\n' "$1"
}
# expect NAME CMD...: passes when CMD succeeds.
expect() {
	name=$1
	shift
	if "$@"; then pass "$name"; else fail "$name"; fi
}
# has FILE LINE: FILE holds LINE exactly.
has() { grep -qxF -- "$2" "$1"; }

# A fresh copy of the project in $WORK/$1, with results/ if there is one.
copy_project() {
	mkdir -p "$WORK/$1"
	for f in $FILES; do cp "$ROOT/$f" "$WORK/$1/"; done
	if [ -d "$ROOT/results" ]; then cp -R "$ROOT/results" "$WORK/$1/"; fi
}

# A fingerprint of what run.sh may write: README.md and results/.
fingerprint() {
	(cd "$1" && find README.md results -type f -exec cksum {} + 2>/dev/null | sort)
}

test_build_and_self_test() {
	expect "build.sh builds with warnings as errors" sh -c "cd '$P' && ./build.sh 2>/dev/null"
	"$P/bench" --self-test >"$WORK/self.txt"
	while IFS= read -r line; do
		case $line in
		"ok "*) pass "self-test: ${line#ok }" ;;
		*) fail "self-test: $line" ;;
		esac
	done <"$WORK/self.txt"
}

test_full_run() {
	expect "./run.sh completes" sh -c "cd '$P' && ./run.sh >/dev/null 2>&1"
	raw=$P/results/raw.txt
	expect "closed: every percentile is the service time; max is the stall" has "$raw" \
		"RESULT set=closed n=100000 p50_ns=100000 p90_ns=100000 p99_ns=100000 p999_ns=100000 max_ns=200100000 slow=20 slow_pct=0.0200 sum_ns=14000000000"
	expect "open: p90 150.1 ms, p99 195.1 ms, p99.9 199.6 ms" has "$raw" \
		"RESULT set=open n=100000 p50_ns=100000 p90_ns=150100000 p99_ns=195100000 p999_ns=199600000 max_ns=200100000 slow=39820 slow_pct=39.8200 sum_ns=4012000000000"
	expect "corrected: 119980 samples, p90 80.3 ms, p99 188.1 ms" has "$raw" \
		"RESULT set=corrected n=119980 p50_ns=100000 p90_ns=80300000 p99_ns=188100000 p999_ns=198900000 max_ns=200100000 slow=19920 slow_pct=16.6028 sum_ns=2013998000000"
	expect "832 checks pass over 32 runs" has "$raw" "RESULT checks passed=832 failed=0 runs=32"
	expect "raw.txt starts with the machine" sh -c "head -n 1 '$raw' | grep -q '^MACHINE cpu='"
	expect "raw.txt has a clock estimate" grep -q '^RESULT clock ghz=[0-9]' "$raw"
	for r in "| open / closed, p99 | 1951.0 |" "| open / closed, p99.9 | 1996.0 |" \
		"| corrected / closed, p99 | 1881.0 |" "| open / corrected, p99 | 1.037 |" \
		"| open / corrected, p90 | 1.869 |"; do
		expect "summary ratio $r" has "$P/results/summary.md" "$r"
	done
	expect "README.md holds the new summary" sh -c \
		"awk '/results:begin/{f=1;next} /results:end/{f=0} f' '$P/README.md' | cmp -s - '$P/results/summary.md'"
}

test_quick() {
	before=$(fingerprint "$P")
	cp "$P/README.md" "$WORK/readme.before"
	cp "$P/results/raw.txt" "$WORK/raw.before"
	expect "QUICK=1 ./run.sh completes" sh -c "cd '$P' && QUICK=1 ./run.sh >/dev/null 2>&1"
	expect "QUICK leaves README.md byte-identical" cmp -s "$WORK/readme.before" "$P/README.md"
	expect "QUICK leaves the full results alone" cmp -s "$WORK/raw.before" "$P/results/raw.txt"
	q=$P/results/quick-raw.txt
	expect "QUICK: 25000 samples a client, 5 stalls" has "$q" \
		"RESULT set=closed n=25000 p50_ns=100000 p90_ns=100000 p99_ns=100000 p999_ns=100000 max_ns=200100000 slow=5 slow_pct=0.0200 sum_ns=3500000000"
	expect "QUICK: every check passes" grep -q '^RESULT checks passed=832 failed=0 runs=32$' "$q"
	expect "QUICK writes quick-summary.md" test -s "$P/results/quick-summary.md"
	[ "$before" != "$(fingerprint "$P")" ] || fail "QUICK wrote nothing"
}

test_reps() {
	expect "REPS=3 runs 4 times and passes 104 checks" sh -c \
		"cd '$P' && REPS=3 QUICK=1 ./run.sh >/dev/null 2>&1 && grep -qx 'RESULT checks passed=104 failed=0 runs=4' results/quick-raw.txt"
}

# Every instruction and label line quoted in the README's assembly blocks
# stands in bench_O2.s (annotations after '#' and '...' lines dropped).
test_quoted_asm() {
	awk '/^```asm/{f=1;next} /^```/{f=0} f' "$P/README.md" |
		sed 's/[[:space:]]#.*$//; s/^[[:space:]]*//; s/[[:space:]]*$//' |
		grep -v '^\.\.\.$' | grep -v '^$' >"$WORK/quoted.txt"
	sed 's/^[[:space:]]*//; s/[[:space:]]*$//' "$P/bench_O2.s" >"$WORK/asm.txt"
	n=$(wc -l <"$WORK/quoted.txt")
	missing=0
	while IFS= read -r line; do
		if ! grep -qxF -- "$line" "$WORK/asm.txt"; then
			missing=$((missing + 1))
			printf '     not in bench_O2.s: %s\n' "$line"
		fi
	done <"$WORK/quoted.txt"
	expect "README quotes $n lines of assembly, all in bench_O2.s" \
		sh -c "[ $n -gt 40 ] && [ $missing -eq 0 ]"
}

# A wrong closed form must fail the run and leave the results as they were.
test_wrong_closed_form() {
	copy_project broken
	B=$WORK/broken
	(cd "$B" && ./run.sh >/dev/null 2>&1)
	before=$(fingerprint "$B")
	sed -i 's|K = (D + (I - S) - 1) / (I - S) - 1;|K = (D + (I - S) - 1) / (I - S) - 2;|' "$B/bench.c"
	expect "the mutation applied" sh -c "! cmp -s '$ROOT/bench.c' '$B/bench.c'"
	(cd "$B" && ./build.sh 2>/dev/null)
	expect "a wrong closed form fails the run" sh -c "! '$B/bench' >'$WORK/broken.txt'"
	expect "and says which check failed" grep -q '^CHECK FAILED rep=0 open sum_ns expected=' "$WORK/broken.txt"
	expect "run.sh fails with it" sh -c "cd '$B' && ! ./run.sh >/dev/null 2>&1"
	expect "and leaves README.md and results/ unchanged" [ "$before" = "$(fingerprint "$B")" ]
}

# bad_env NAME VALUE: one line on stderr, non-zero exit, nothing written.
bad_env() {
	before=$(fingerprint "$P")
	(cd "$P" && env "$1=$2" ./run.sh >"$WORK/out" 2>"$WORK/err")
	code=$?
	lines=$(wc -l <"$WORK/err")
	expect "$1='$2': exit 2, one line on stderr naming it" \
		sh -c "[ $code -eq 2 ] && [ $lines -eq 1 ] && grep -q \"$1='$2'\" '$WORK/err'"
	expect "$1='$2': README.md and results/ unchanged" [ "$before" = "$(fingerprint "$P")" ]
	(cd "$P" && env "$1=$2" ./bench >/dev/null 2>"$WORK/err")
	code=$?
	expect "bench with $1='$2': exit 2, one line" sh -c "[ $code -eq 2 ] && [ \$(wc -l <'$WORK/err') -eq 1 ]"
}

test_bad_input() {
	bad_env REPS abc
	bad_env REPS 0
	bad_env REPS -1
	bad_env REPS 100001
	bad_env QUICK maybe
	(cd "$P" && ./bench --frobnicate >/dev/null 2>"$WORK/err")
	expect "an unknown flag: exit 2, one line naming it" \
		sh -c "[ $? -eq 2 ] && [ \$(wc -l <'$WORK/err') -eq 1 ] && grep -q frobnicate '$WORK/err'"
}

# The program under AddressSanitizer and UBSan: any report aborts it.
test_sanitizers() {
	if ! (cd "$P" && SANITIZE=1 ./build.sh 2>/dev/null); then
		fail "SANITIZE=1 ./build.sh builds bench-san"
		return
	fi
	expect "self-test is clean under ASan and UBSan" sh -c "'$P/bench-san' --self-test >/dev/null 2>'$WORK/san.err'"
	expect "a QUICK run is clean under ASan and UBSan" sh -c \
		"QUICK=1 REPS=2 '$P/bench-san' >/dev/null 2>>'$WORK/san.err' && [ ! -s '$WORK/san.err' ]"
}

main() {
	copy_project main
	P=$WORK/main
	test_build_and_self_test
	test_full_run
	test_quick
	test_reps
	test_quoted_asm
	test_wrong_closed_form
	test_bad_input
	test_sanitizers
	printf '%d passed, %d failed\n' "$PASSED" "$FAILED"
	[ "$FAILED" -eq 0 ]
}

main "$@"
