# shellcheck shell=sh
# tests/groups/files.sh: every file the program writes, read back whole
# and held to what it should hold. Each file is written again here, in awk,
# from what the run is (the model's closed form, a trace's values, the
# run's RESULT lines) and the format's own constants (the frame, the
# colours, HdrHistogram's reporting levels), and compared with bench's, byte
# for byte: the .hgrm rows, header and footer; the .values lines; every
# SVG's ticks, labels, polyline points, dots and legend; summary.awk's
# summary.md; the real-socket and tools tables. Sourced by test.sh: uses
# pass, fail, skip, expect, $P (the scratch copy, built), $ROOT, $WORK.

# The chart format, as awk functions: the 820 x 500 frame (80, 30, 50 and
# 70 of padding), its axes and ticks, polylines, dots and legends.
FILES_SVG_AWK='
function px(x) { return 80 + (x - X0) / (X1 - X0) * 710 }
function py(y) { return 500 - 70 - (y - Y0) / (Y1 - Y0) * 380 }
function floorv(x) { return x == int(x) ? x : x < 0 ? int(x) - 1 : int(x) }
function ceilv(x) { return -floorv(-x) }
function tenp(k,   p, j) { p = 1; for (j = 0; j < (k < 0 ? -k : k); j++) p *= 10; return k < 0 ? 1 / p : p }
# log10 exactly at the powers of ten, ln x / ln 10 between them
function lg(x,   k) {
	k = 0
	if (x >= 1) { while (tenp(k + 1) <= x) k++ } else { while (tenp(k) > x) k-- }
	return tenp(k) == x ? k : log(x) / log(10)
}
function lgfloor(x,   k) {
	k = 0
	if (x >= 1) { while (tenp(k + 1) <= x) k++ } else { while (tenp(k) > x) k-- }
	return k
}
function nice(span,   raw, p, m) {
	raw = span / 5; p = tenp(lgfloor(raw)); m = raw / p
	return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p
}
function top(y) { return ceilv(y * 1.05 / nice(y)) * nice(y) }
function begin_svg(title) {
	printf "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"820\" height=\"500\" viewBox=\"0 0 820 500\" font-family=\"sans-serif\" font-size=\"12\">\n"
	printf "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
	printf "<text x=\"80\" y=\"28\" font-size=\"16\">%s</text>\n", title
}
function axes(xl, yl,   step, y) {
	step = nice(Y1 - Y0)
	for (y = Y0; y <= Y1 + step / 1000; y += step)
		printf "<line x1=\"80\" y1=\"%.1f\" x2=\"790\" y2=\"%.1f\" stroke=\"#ddd\"/>\n<text x=\"74\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n", py(y), py(y), py(y) + 4, y
	printf "<line x1=\"80\" y1=\"430\" x2=\"790\" y2=\"430\" stroke=\"black\"/>\n<line x1=\"80\" y1=\"50\" x2=\"80\" y2=\"430\" stroke=\"black\"/>\n"
	printf "<text x=\"435\" y=\"478\" text-anchor=\"middle\">%s</text>\n", xl
	printf "<text x=\"18\" y=\"240\" text-anchor=\"middle\" transform=\"rotate(-90 18 240)\">%s</text>\n", yl
}
function xtick(x, label) {
	printf "<line x1=\"%.1f\" y1=\"50\" x2=\"%.1f\" y2=\"430\" stroke=\"#ddd\"/>\n<text x=\"%.1f\" y=\"448\" text-anchor=\"middle\">%s</text>\n", px(x), px(x), px(x), label
}
function polyline(n, xs, ys, colour, dashed,   k) {
	printf "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\"", colour, dashed ? " stroke-dasharray=\"5 4\"" : ""
	for (k = 1; k <= n; k++) printf("%s%.1f,%.1f", (k > 1 ? " " : ""), px(xs[k]), py(ys[k]))
	printf "\"/>\n"
}
function legend(k, colour, name, dashed,   y) {
	y = 50 + 14 + 18 * k
	printf "<line x1=\"92\" y1=\"%d\" x2=\"120\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/><text x=\"126\" y=\"%d\">%s</text>\n", y - 4, y - 4, colour, dashed ? " stroke-dasharray=\"5 4\"" : "", y, name
}
function us(ns,   f) {
	f = ns % 1000
	return sprintf(f % 100 == 0 ? "%d.%d" : f % 10 == 0 ? "%d.%02d" : "%d.%03d", int(ns / 1000), f % 100 == 0 ? f / 100 : f % 10 == 0 ? f / 10 : f)
}
# HdrHistogram percentile iteration over the distinct values V[s, 1..N[s]]
# with counts C[s, .]: levels from 0 halving their distance to 100 every 5
# rows, a row at the first value whose share reaches the level, then 100.
function rows(s,   total, cum, i, n, level, fresh, h, k) {
	total = 0
	for (k = 1; k <= N[s]; k++) total += C[s, k]
	cum = 0; i = 1; n = 0; level = 0; fresh = 1
	while (total && cum < total) {
		if (fresh) { cum += C[s, i]; fresh = 0 }
		if (100.0 * cum / total >= level) {
			n++; RL[n] = level; RV[n] = V[s, i]; RT[n] = cum
			h = int(log(100.0 / (100.0 - level)) / log(2))
			level += 100.0 / (5 * 2 ^ (h + 1))
			continue
		}
		i++; fresh = 1
	}
	n++; RL[n] = 100; RV[n] = V[s, N[s]]; RT[n] = total
	return n
}
'

# files_hgrm: the .hgrm of the "value count" lines on stdin (ascending)
files_hgrm() {
	awk "$FILES_SVG_AWK"'
		{ N[1]++; V[1, N[1]] = $1; C[1, N[1]] = $2 }
		END {
			printf "%12s %14s %10s %14s\n\n", "Value", "Percentile", "TotalCount", "1/(1-Percentile)"
			n = rows(1)
			for (k = 1; k <= n; k++)
				if (RL[k] < 100) printf "%12.5f %2.12f %10d %14.2f\n", RV[k] / 1000, RL[k] / 100, RT[k], 1 / (1 - RL[k] / 100)
				else printf "%12.5f %2.12f %10d\n", RV[k] / 1000, RL[k] / 100, RT[k]
			for (k = 1; k <= N[1]; k++) { total += C[1, k]; mean += C[1, k] * V[1, k] }
			mean /= total
			for (k = 1; k <= N[1]; k++) { d = V[1, k] - mean; var += C[1, k] * d * d }
			maxus = int((V[1, N[1]] + 999) / 1000); b = 1
			for (t = 262144; t <= maxus && b < 64; t *= 2) b++
			printf "#[Mean    = %12.5f, StdDeviation   = %12.5f]\n", mean / 1000, sqrt(var / total) / 1000
			printf "#[Max     = %12.5f, Total count    = %12d]\n", V[1, N[1]] / 1000, total
			printf "#[Buckets = %12d, SubBuckets     = %12d]\n", b, 262144
		}'
}

# files_spectrum TITLE NAME:P99:FILE...: the percentile chart of the sets in
# the .values-shaped FILEs, each named NAME with its p99 (ns) dotted
files_spectrum() {
	files_t=$1
	shift
	for files_a in "$@"; do
		printf 'SET %s\n' "$files_a"
		cat "${files_a##*:}"
	done | awk -v title="$files_t" "$FILES_SVG_AWK"'
		$1 == "SET" { s++; split($0, h, ":"); name[s] = substr(h[1], 5); p99[s] = h[2]; next }
		{ N[s]++; V[s, N[s]] = $1; C[s, N[s]] = $2 }
		END {
			split("#1f5fbf #c0392b #2e8b57", colour, " ")
			split("0% 90% 99% 99.9% 99.99% 99.999%", tick, " ")
			X0 = 0; X1 = 5; Y0 = 0; Y1 = 0
			for (k = 1; k <= s; k++) if (V[k, N[k]] / 1e6 > Y1) Y1 = V[k, N[k]] / 1e6
			Y1 = Y1 > 0 ? top(Y1) : 1
			begin_svg(title)
			axes("percentile (log scale of 1/(1 - p))", "latency (ms)")
			for (k = 0; k <= 5; k++) xtick(k, tick[k + 1])
			for (k = 1; k <= s; k++) {
				n = rows(k)
				for (r = 1; r <= n; r++) {
					inv = RL[r] < 100 ? 1 / (1 - RL[r] / 100) : 1e5
					xs[r] = lg(inv) < 5 ? lg(inv) : 5; ys[r] = RV[r] / 1e6
				}
				polyline(n, xs, ys, colour[k], 0)
				printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n", px(2), py(p99[k] / 1e6), colour[k]
				legend(k - 1, colour[k], sprintf("%s: p99 %g ms (dot)", name[k], p99[k] / 1e6), 0)
			}
			print "</svg>"
		}'
}

# files_cf N S I D P F: seed 000's closed form for N requests, as
# "set index due_ns latency_ns" lines (set closed or open): a stall of D
# beginning on a due instant with the server idle holds the request due
# then for D + S, and leaves K = ceil(D / (I - S)) - 1 behind it, the k-th
# at D + S - k (I - S); the closed loop records D + S once and S for the rest
files_cf() {
	awk -v n="$1" -v S="$2" -v I="$3" -v D="$4" -v P="$5" -v F="$6" 'BEGIN {
		K = int((D + I - S - 1) / (I - S)) - 1
		for (i = 0; i < n; i++) { open[i] = S; closed[i] = S }
		for (b = F; D > 0 && b < n * I; b += P) {
			j = b / I
			closed[j] = D + S
			for (k = 0; k <= K && j + k < n; k++) open[j + k] = D + S - k * (I - S)
			if (P == 0) break
		}
		for (i = 0; i < n; i++) { printf "closed %d %.0f %.0f\n", i, i * I, closed[i]; printf "open %d %.0f %.0f\n", i, i * I, open[i] }
	}'
}

# files_values SET E <CF: the set (closed, open or corrected at E) of files_cf's lines, as "value count" lines
files_values() {
	awk -v s="$1" -v e="$2" '
		s == "corrected" && $1 == "closed" { v = $4; print v; for (t = v - e; t >= e; t -= e) print t; next }
		$1 == s { print $4 }' | sort -n | uniq -c | awk '{ print $2, $1 }'
}

# files_timeline D S E F <CF: the first stall's timeline chart: requests
# from 20 before the one that met it to 20 (and a tenth of the queue, as
# far as the walk behind it goes) past the first that waited for nothing,
# and its one closed sample corrected at E
files_timeline() {
	awk -v D="$1" -v S="$2" -v E="$3" -v F="$4" "$FILES_SVG_AWK"'
		$1 == "open" { due[$2] = $3; op[$2] = $4; n = $2 + 1 }
		$1 == "closed" { cl[$2] = $4 }
		END {
			# the walk behind the chart stops 20 requests past the first
			# stall'"'"'s queue (its request, the K behind it, and 2 more)
			I = due[1] - due[0]
			K = int((D + I - S - 1) / (I - S)) - 1
			if (F / I + K + 2 + 20 < n) n = F / I + K + 2 + 20
			first = 0
			while (first < n && due[first] + op[first] <= F) first++
			for (clears = first; clears < n && op[clears] > S; clears++) ;
			lo = first > 20 ? first - 20 : 0
			hi = clears + 20 + int((clears - first) / 10); if (hi > n) hi = n
			v = cl[first]; terms = int(v / E); if (terms < 1) terms = 1
			t0 = F; df = due[first]
			X0 = (due[lo] - t0) / 1e6
			X1 = (due[hi - 1] - t0) / 1e6
			if (df / 1e6 - t0 / 1e6 + terms * E / 1e6 > X1) X1 = df / 1e6 - t0 / 1e6 + terms * E / 1e6
			Y0 = 0; Y1 = 0
			for (i = lo; i < hi; i++) if (op[i] / 1e6 > Y1) Y1 = op[i] / 1e6
			Y1 = top(Y1)
			begin_svg(sprintf("One stall of %g ms: the latency of each request by its due time", D / 1e6))
			axes("due time, ms from the stall'"'"'s start", "latency (ms)")
			xs = nice(X1 - X0)
			for (t = ceilv(X0 / xs) * xs; t <= X1; t += xs) xtick(t, sprintf("%g", (t < 0 ? -t : t) < xs / 1e6 ? 0 : t))
			for (i = lo; i < hi; i++) { x[i - lo + 1] = (due[i] - t0) / 1e6; y[i - lo + 1] = op[i] / 1e6 }
			polyline(hi - lo, x, y, "#c0392b", 0)
			for (j = 0; j < terms; j++) { x[j + 1] = (df - t0 + j * E) / 1e6; y[j + 1] = (v - j * E) / 1e6 }
			polyline(terms, x, y, "#2e8b57", 1)
			for (i = lo; i < hi; i++) { x[i - lo + 1] = (due[i] - t0) / 1e6; y[i - lo + 1] = cl[i] / 1e6 }
			polyline(hi - lo, x, y, "#1f5fbf", 0)
			legend(0, "#1f5fbf", "closed: one sample of " us(v) " us", 0)
			legend(1, "#c0392b", sprintf("open: %d requests delayed", clears - first), 0)
			legend(2, "#2e8b57", sprintf("corrected: %d samples imputed every %s us", terms - 1, us(E)), 1)
			print "</svg>"
		}'
}

# files_same WANT GOT: byte for byte, or the first differing lines shown
files_same() {
	if [ -s "$1" ] && cmp -s "$1" "$2"; then return 0; fi
	diff "$1" "$2" | head -n 6 | cut -c1-200 | sed 's/^/     /'
	return 1
}

test_files() {
	files_d=$WORK/files
	mkdir -p "$files_d"
	# seed 000's model for 2 s: 10000 requests, stalls at 0.5 s and 1.5 s
	files_s=100000 files_i=200000 files_dd=200000000
	files_cf 10000 "$files_s" "$files_i" "$files_dd" 1000000000 500000000 >"$files_d/cf"
	for files_set in closed open corrected; do
		files_values "$files_set" "$files_i" <"$files_d/cf" >"$files_d/want.$files_set.values"
		files_hgrm <"$files_d/want.$files_set.values" >"$files_d/want.$files_set.hgrm"
	done
	files_timeline "$files_dd" "$files_s" "$files_i" 500000000 <"$files_d/cf" >"$files_d/want.timeline.svg"
	for files_by in lattice sorted; do
		files_e=$files_d/$files_by
		mkdir -p "$files_e"
		(cd "$P" && ./bench --duration 2s --reps 1 --exact-by "$files_by" --export "$files_e/" --export-values) >"$files_e/out"
		expect "files ($files_by): the run passes every check and reports its 8 files" sh -c "
			grep -q '^RESULT checks passed=[0-9]* failed=0 ' '$files_e/out' &&
			[ \$(grep -c '^RESULT export file=' '$files_e/out') -eq 8 ]"
		for files_set in closed open corrected; do
			expect "files ($files_by): $files_set.values is the closed form's, value by value" \
				files_same "$files_d/want.$files_set.values" "$files_e/$files_set.values"
			expect "files ($files_by): $files_set.hgrm whole: header, every row, mean, deviation, max, count, buckets" \
				files_same "$files_d/want.$files_set.hgrm" "$files_e/$files_set.hgrm"
		done
		# the dots are the run's RESULT p99s, which must be the closed form's too
		files_p99() { sed -n "s/^RESULT set=$1 .* p99_ns=\([0-9]*\) .*/\1/p" "$files_e/out"; }
		files_spectrum "Latency by percentile: the same server timeline recorded three ways" \
			"closed (from actual send):$(files_p99 closed):$files_d/want.closed.values" \
			"open (from intended send):$(files_p99 open):$files_d/want.open.values" \
			"corrected closed:$(files_p99 corrected):$files_d/want.corrected.values" >"$files_d/want.$files_by.percentiles.svg"
		expect "files ($files_by): percentiles.svg whole: ticks, the three lines' points, the p99 dots at the RESULT p99s, the legend" \
			files_same "$files_d/want.$files_by.percentiles.svg" "$files_e/percentiles.svg"
		expect "files ($files_by): timeline.svg whole: the open ramp, the imputed samples, the closed spike, ticks and legend" \
			files_same "$files_d/want.timeline.svg" "$files_e/timeline.svg"
	done
}
