#!/bin/sh
# misc/relabel-asm.sh: after a change to bench.c that leaves the quoted loops
# as they were but makes gcc number its labels anew, carry the README's
# quoted labels over to the new bench_O2.s.
#
#   misc/relabel-asm.sh OLD [NEW [README]]
#
# OLD is the bench_O2.s the README was quoted from (git show HEAD:bench_O2.s
# > old.s, say); NEW (bench_O2.s) and README (README.md) default to this
# project's. run_closed and run_open must be the same in OLD and NEW line
# for line but for their labels' numbers (.L12, or gcc's .LFB12 and the
# like); then each label the README's asm blocks name is renamed to its new
# number, and README is rewritten whole (or not at all). If the loops changed otherwise, it says which line and
# exits 1 without writing: quote them again by hand. ./test.sh quoted_asm
# checks the result.
set -eu

say() { printf 'relabel-asm: %s\n' "$*" >&2; }

if [ $# -lt 1 ] || [ $# -gt 3 ]; then
	say "usage: misc/relabel-asm.sh OLD [NEW [README]]"
	exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
old=$1
new=${2:-$root/bench_O2.s}
readme=${3:-$root/README.md}
for f in "$old" "$new" "$readme"; do
	[ -r "$f" ] || { say "cannot read $f"; exit 2; }
done

tmp=$(mktemp "$readme.XXXXXX")
trap 'rm -f "$tmp"' EXIT INT TERM
cp -p "$readme" "$tmp"   # the mode README has, kept when tmp takes its place

# the map first (OLD and NEW, each loop's lines side by side), then README
awk -v oldf="$old" -v newf="$new" '
function section(file, fn, out,    line, n, f) {
	n = 0
	f = 0
	while ((getline line < file) > 0) {
		if (line == fn ":")
			f = 1
		if (f)
			out[++n] = line
		if (f && line == "\t.size\t" fn ", .-" fn)
			break
	}
	close(file)
	return n
}
function shape(s,    out, lab) {   # the line, its labels without their numbers
	out = ""
	while (match(s, /\.L[A-Z]*[0-9]+/)) {
		lab = substr(s, RSTART, RLENGTH)
		sub(/[0-9]+$/, "", lab)
		out = out substr(s, 1, RSTART - 1) lab
		s = substr(s, RSTART + RLENGTH)
	}
	return out s
}
function relabel(s,    out) {
	out = ""
	while (match(s, /\.L[A-Z]*[0-9]+/)) {
		lab = substr(s, RSTART, RLENGTH)
		out = out substr(s, 1, RSTART - 1) (lab in map ? map[lab] : lab)
		s = substr(s, RSTART + RLENGTH)
	}
	return out s
}
BEGIN {
	split("run_closed run_open", fns, " ")
	for (k = 1; k <= 2; k++) {
		split("", a)
		split("", b)
		na = section(oldf, fns[k], a)
		nb = section(newf, fns[k], b)
		if (na == 0 || na != nb) {
			printf "relabel-asm: %s has %d lines in %s and %d in %s: quote it again by hand\n",
			       fns[k], na, oldf, nb, newf > "/dev/stderr"
			exit 1
		}
		for (i = 1; i <= na; i++) {
			if (shape(a[i]) != shape(b[i])) {
				printf "relabel-asm: %s line %d differs beyond its labels (%s, now %s): quote it again by hand\n",
				       fns[k], i, a[i], b[i] > "/dev/stderr"
				exit 1
			}
			x = a[i]
			y = b[i]
			while (match(x, /\.L[A-Z]*[0-9]+/)) {
				lab = substr(x, RSTART, RLENGTH)
				x = substr(x, RSTART + RLENGTH)
				match(y, /\.L[A-Z]*[0-9]+/)
				map[lab] = substr(y, RSTART, RLENGTH)
				y = substr(y, RSTART + RLENGTH)
			}
		}
	}
}
/^```asm/ { f = 1; print; next }
/^```/ { f = 0 }
{ print f ? relabel($0) : $0 }
' "$readme" >"$tmp"
if cmp -s "$tmp" "$readme"; then
	say "$readme already quotes these labels"
	exit 0
fi
mv "$tmp" "$readme"
say "$readme: labels carried over to $new"
