# shellcheck shell=sh
# tests/groups/oom.sh: a walk that cannot get its memory ends the run in
# one line and an exit status, never in a crash. A small library loaded
# before the C library's (LD_PRELOAD) fails the Kth allocation of a
# connections array (C connections of 8 bytes, C = 777, a size nothing
# else asks for); the lab then runs in passes, where each rep starts a
# walk for each client (and the reference, past 2^20 requests, its own)
# and ends every walk it started, the one that failed too. Sourced by
# test.sh: uses expect, skip, $P (the scratch copy, built), $WORK.

test_oom() {
	if ! command -v cc >/dev/null 2>&1; then
		skip "oom: no C compiler to build the failing allocator"
		return
	fi
	if [ "$SANITIZED" = 1 ]; then
		skip "oom: the sanitizers' allocator is not the C library's, which the failing one stands in for"
		return
	fi
	mkdir -p "$WORK/oom"
	cat >"$WORK/oom/fail.c" <<'EOF'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>

/* The Kth calloc(777, 8) (K from OOM_K) returns NULL; every other call is the C library's. */
void *calloc(size_t n, size_t size)
{
	static void *(*real)(size_t, size_t);
	static int seen;
	const char *k = getenv("OOM_K");

	if (!real)
		*(void **)&real = dlsym(RTLD_NEXT, "calloc");
	if (n == 777 && size == 8 && k && ++seen == atoi(k))
		return NULL;
	return real ? real(n, size) : NULL;
}
EOF
	if ! cc -shared -fPIC -o "$WORK/oom/fail.so" "$WORK/oom/fail.c" -ldl 2>"$WORK/oom/cc.err" ||
		! (OOM_K=0 LD_PRELOAD="$WORK/oom/fail.so" "$P/lab" --self-test >/dev/null 2>&1); then
		skip "oom: this system cannot load a failing allocator before the C library ($(head -n 1 "$WORK/oom/cc.err"))"
		return
	fi
	# the route's walks in passes; then a run past 2^20 requests, whose
	# reference walks in passes too, beside them
	while IFS='|' read -r ks what args; do
		for k in $ks; do
			# shellcheck disable=SC2086 # a list of options
			(cd "$P" && OOM_K=$k LD_PRELOAD="$WORK/oom/fail.so" ./lab $args) >"$WORK/oom/out" 2>"$WORK/oom/err"
			expect "oom: $what whose connections array fails (allocation $k of them) ends the run in one line, exit 1, no crash" sh -c \
				"[ $? -eq 1 ] && [ \$(wc -l <'$WORK/oom/err') -eq 1 ] && grep -q '^lab: out of memory' '$WORK/oom/err'"
		done
	done <<'RUNS'
1 2 3 4|a general walk in passes|--quick --connections 777 --exact-by passes --reps 1
1 2 5 6|a general or reference walk in passes|--duration 300s --connections 777 --schedule poisson --rate 5000 --reps 1
RUNS
}
