#!/bin/sh
# misc/web/build.sh: compile the lab (misc/lab/lab.c, which includes bench.c)
# to WebAssembly (wasm32-wasi) and write
# results/lab.html, one page with the module, the WASI shim, the worker, the
# script and the style inlined, so that it opens from a file with no server;
# the script's lists of choices are those lab --help prints (built here
# for this machine too, to ask it).
# Needs clang with the wasm32 target, wasm-ld and a WASI libc (Debian:
# clang, lld, wasi-libc, libclang-rt-14-dev-wasm32). WASM_CC overrides clang;
# OUT overrides the page's path. Also ./build.sh web.
set -eu

say() { printf '%s\n' "$*" >&2; }

cd "$(dirname "$0")/../.."
cc=${WASM_CC:-clang}
out=${OUT:-results/lab.html}
readonly WASM_FLAGS="--target=wasm32-wasi -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror -D_WASI_EMULATED_PROCESS_CLOCKS -D_WASI_EMULATED_GETPID"
readonly WASM_LIBS="-lwasi-emulated-process-clocks -lwasi-emulated-getpid -lm"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# the lab, so that the page can ask lab agent as well as the benchmark
say "+ $cc $WASM_FLAGS -o bench.wasm misc/lab/lab.c $WASM_LIBS"
# shellcheck disable=SC2086 # the flags are words on purpose
if ! "$cc" $WASM_FLAGS -Wl,--strip-all -o "$tmp/bench.wasm" misc/lab/lab.c $WASM_LIBS; then
	say "misc/web/build.sh: $cc cannot build for wasm32-wasi here (Debian: apt-get install clang lld wasi-libc libclang-rt-14-dev-wasm32)"
	exit 1
fi
base64 -w 0 "$tmp/bench.wasm" >"$tmp/bench.b64"
# The page's lists of choices are the lab's own, read from its --help (each
# option whose value is a list, NAME|NAME...), so that a new service
# distribution, a row of the table in misc/lab/services.c, reaches the page
# with no edit here.
say "+ ${CC:-cc} -std=c11 -O0 -pthread -o lab misc/lab/lab.c -lm (for the lists --help prints)"
if ! "${CC:-cc}" -std=c11 -O0 -pthread -o "$tmp/lab" misc/lab/lab.c -lm; then
	say "misc/web/build.sh: ${CC:-cc} cannot build the lab for this machine, to read its --help"
	exit 1
fi
"$tmp/lab" --help | awk '
/^  --[a-z-]+ [a-z-]+(\|[a-z-]+)+( |$)/ {
	n = split($2, v, "|")
	s = ""
	for (i = 1; i <= n; i++)
		s = s (i > 1 ? ", " : "") "\047" v[i] "\047"
	out = out (out ? ", " : "") "\047" substr($1, 3) "\047: [" s "]"
}
END { print "{ " out " }" }' >"$tmp/choices"
grep -q "'service-dist': \['fixed'" "$tmp/choices" || {
	say "misc/web/build.sh: lab --help lists no choices for --service-dist"
	exit 1
}
sum=$(cat bench.c misc/lab/*.c misc/lab/*.h | cksum | cut -d " " -f 1)

# The page: each @@NAME@@ line of the template replaced by a file's text.
awk -v style=misc/web/lab.css -v wasi=misc/web/wasi.js -v worker=misc/web/worker.js \
	-v page=misc/web/lab.js -v wasm="$tmp/bench.b64" -v sum="$sum" -v choices="$tmp/choices" '
BEGIN { getline lists < choices; close(choices) }
function put(f,   line, i) {
	while ((getline line < f) > 0) {
		if ((i = index(line, "@@CHOICES@@")) > 0)   # the lists --help prints
			line = substr(line, 1, i - 1) lists substr(line, i + 11)
		print line
	}
	close(f)
}
/^@@STYLE@@$/ { put(style); next }
/^@@WASI@@$/ { put(wasi); next }
/^@@WORKER@@$/ { put(worker); next }
/^@@PAGE@@$/ { put(page); next }
/@@WASM@@/ {
	i = index($0, "@@WASM@@")
	printf "%s", substr($0, 1, i - 1)
	put(wasm)
	print substr($0, i + 8)
	next
}
/@@SOURCE@@/ { sub(/@@SOURCE@@/, sum) }
{ print }
' misc/web/lab.html >"$tmp/lab.html"
mkdir -p "$(dirname "$out")"
cp "$tmp/lab.html" "$out.tmp"
mv -f "$out.tmp" "$out"
say "wrote $out ($(wc -c <"$out") bytes; bench.c and misc/lab cksum $sum)"
