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

# files_walk N S I D P F: as files_cf, for stalls anywhere: the README's
# rules walked request by request (a FIFO server; a stall that begins
# while a request is in service holds it up by D, one it starts in it waits
# out, one that begins at its completion does not touch it)
files_walk() {
	awk -v n="$1" -v S="$2" -v I="$3" -v D="$4" -v P="$5" -v F="$6" '
		function serve(t,   done, k) {
			while (F + kc * P + D <= t) kc++
			if (F + kc * P <= t) { t = F + kc * P + D; kc++ }
			done = t + S
			for (k = kc; F + k * P < done; k++) done += D
			return done
		}
		BEGIN {
			kc = 0; done = 0
			for (i = 0; i < n; i++) { start = i * I > done ? i * I : done; done = serve(start); open[i] = done - i * I }
			kc = 0; done = 0
			for (i = 0; i < n; i++) { send = i * I > done ? i * I : done; done = serve(send); closed[i] = done - send }
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
			if (F % I == 0 && F / I + K + 2 + 20 < n) n = F / I + K + 2 + 20
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

# files_p99 VALUES: the p99 of the "value count" lines of VALUES: the value
# at rank round(0.99 n), at least 1
files_p99() {
	awk '{ v[NR] = $1; c[NR] = $2; n += $2 }
		END { r = int((99000 * n + 50000) / 100000); if (r < 1) r = 1
			for (k = 1; k <= NR; k++) { seen += c[k]; if (seen >= r) { print v[k]; exit } } }' "$1"
}

# files_first_second S I N: the chart of the first second with no stall:
# requests due every I in [0, 1 s) (at most N), every latency S
files_first_second() {
	awk -v S="$1" -v I="$2" -v most="$3" "$FILES_SVG_AWK"'BEGIN {
		n = 0
		for (t = 0; t < 1e9 && n < most; t += I) { due[++n] = t }
		X0 = 0; X1 = 1000; Y0 = 0; Y1 = top(S / 1e6)
		begin_svg("No stall: the first second, the latency of each request by its due time")
		axes("due time (ms)", "latency (ms)")
		for (t = 0; t <= 1000; t += 100) xtick(t, t)
		for (i = 1; i <= n; i++) { x[i] = due[i] / 1e6; y[i] = S / 1e6 }
		polyline(n, x, y, "#c0392b", 0); legend(1, "#c0392b", "open: from the intended send", 0)
		polyline(n, x, y, "#1f5fbf", 0); legend(0, "#1f5fbf", "closed: from the actual send", 0)
		print "</svg>"
	}'
}

# files_sweep OUT [THEORY_S]: the sweep chart of the RESULT sweep lines of
# run OUT: each set's p99 by load (%) or by stall (log10 us), dotted at
# every point; with THEORY_S, M/M/1's open p99, -ln(0.01) S / (1 - load),
# dashed and cut at the top of the frame
files_sweep() {
	awk -v ts="${2:-}" "$FILES_SVG_AWK"'
		/^RESULT sweep axis=/ {
			for (i = 2; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
			np++; axis = f["axis"]; val[np] = f["value"]
			p99[1, np] = f["closed_p99_ns"]; p99[2, np] = f["open_p99_ns"]; p99[3, np] = f["corrected_p99_ns"]
		}
		END {
			load = axis == "load"
			split("#1f5fbf #c0392b #2e8b57", colour, " "); split("closed open corrected", name, " ")
			Y1 = 0
			for (p = 1; p <= np; p++) {
				x[p] = load ? val[p] : lg(val[p] / 1e3)
				for (s = 1; s <= 3; s++) if (p99[s, p] / 1e6 > Y1) Y1 = p99[s, p] / 1e6
			}
			X0 = load ? 0 : floorv(x[1]); X1 = load ? 100 : ceilv(x[np]); Y0 = 0
			Y1 = Y1 > 0 ? top(Y1) : 1
			begin_svg(load ? "p99 against load" : "p99 against stall length (the load held fixed)")
			axes(load ? "load, % of the server'"'"'s capacity" : "stall (us, log scale)", "p99 latency (ms)")
			for (t = X0; t <= X1; t += load ? 10 : 1) xtick(t, sprintf("%g", load ? t : tenp(t)))
			for (s = 1; s <= 3; s++) {
				for (p = 1; p <= np; p++) y[p] = p99[s, p] / 1e6
				polyline(np, x, y, colour[s], 0)
				for (p = 1; p <= np; p++) printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n", px(x[p]), py(y[p]), colour[s]
				legend(s - 1, colour[s], name[s], 0)
			}
			if (ts != "") {
				for (p = 1; p <= np; p++) { y[p] = -log(0.01) * ts / (1 - val[p] / 100) / 1e6; if (y[p] > Y1) y[p] = Y1 }
				polyline(np, x, y, "#555555", 1)
				legend(3, "#555555", "theory, M/M/1 open p99", 1)
			}
			print "</svg>"
		}' "$1"
}

# files_scoreboard OUT ROWS: the scoreboard chart of the RESULT score
# lines of run OUT: each scored method (in the order of the rows of the
# program's table, each its colour: ROWS, a line "name colour" a row, from
# the lab's self-test) as log10(value / truth) at the six percentiles, cut
# at +-3
files_scoreboard() {
	awk "$FILES_SVG_AWK"'
		FILENAME == ARGV[1] { nm++; m[nm] = $1; colour[nm] = $2; next }
		/^RESULT score method=/ {
			for (i = 2; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
			on[f["method"]] = 1; v[f["method"], f["pct"]] = f["value_ns"]; t[f["method"], f["pct"]] = f["truth_ns"]
		}
		END {
			split("p50 p90 p99 p999 p9999 max", pct, " "); split("p50 p90 p99 p99.9 p99.99 max", tick, " ")
			X0 = 0; X1 = 5; Y0 = -3; Y1 = 3
			begin_svg("Each correction of the closed loop against the truth, by percentile")
			axes("percentile", "log10(value / truth): 0 is exact")
			for (j = 0; j < 6; j++) xtick(j, tick[j + 1])
			k = 0
			for (i = 1; i <= nm; i++) {
				if (!(m[i] in on)) continue
				for (j = 1; j <= 6; j++) {
					a = t[m[i], pct[j]]; b = v[m[i], pct[j]]; x[j] = j - 1
					y[j] = a > 0 && b > 0 ? lg(b / a) : b > 0 ? 3 : a > 0 ? -3 : 0
					if (y[j] > 3) y[j] = 3
					if (y[j] < -3) y[j] = -3
				}
				polyline(6, x, y, colour[i], m[i] == "double")
				legend(k++, colour[i], m[i], m[i] == "double")
			}
			print "</svg>"
		}' "$2" "$1"
}

# files_summary RAW CPU CORES OS CC FLAGS DATE GHZ REPS: the summary.md that
# run.sh writes from RAW, derived from its RESULT lines and the machine
# given: the header, a row a set (us to three decimals, trailing zeros
# dropped to one), the seven ratios (one decimal from 100 up, three below),
# a row a loop's cost with cycles = ns x GHz (or unknown), and the checks
files_summary() {
	# shellcheck disable=SC2016 # the backquotes are markdown's
	printf 'Machine: %s, %s cores, %s; %s, `%s`; clock estimate %s GHz. One warmup rep, then %d timed reps (run on %s).\n\n' \
		"$2" "$3" "$4" "$5" "$6" "$8" "$9" "$7"
	awk -v ghz="$8" '
		function us(ns,   t) { t = sprintf("%.3f", ns / 1000); sub(/0+$/, "", t); sub(/\.$/, ".0", t); return t }
		function ratio(a, b) { return b == 0 ? "n/a" : a / b >= 100 ? sprintf("%.1f", a / b) : sprintf("%.3f", a / b) }
		function kv(   i, e) { split("", f); for (i = 2; i <= NF; i++) { e = index($i, "="); f[substr($i, 1, e - 1)] = substr($i, e + 1) } }
		/^RESULT set=/ { kv(); s = f["set"]; sets[++ns] = s; for (k in f) v[s, k] = f[k] }
		/^RESULT cost / { kv(); l = f["loop"]; loops[++nl] = l; for (k in f) c[l, k] = f[k] }
		/^RESULT checks / { kv(); passed = f["passed"]; failed = f["failed"]; runs = f["runs"] }
		END {
			where["closed"] = "actual send"; where["open"] = "intended send"; where["corrected"] = "actual send, corrected"
			print "| set | where latency starts | n | p50 us | p90 us | p99 us | p99.9 us | max us | above slow | share % |"
			print "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
			for (i = 1; i <= ns; i++) {
				s = sets[i]
				print "| " s " | " where[s] " | " v[s, "n"] " | " us(v[s, "p50_ns"]) " | " us(v[s, "p90_ns"]) " | " us(v[s, "p99_ns"]) " | " us(v[s, "p999_ns"]) " | " us(v[s, "max_ns"]) " | " v[s, "slow"] " | " v[s, "slow_pct"] " |"
			}
			print ""
			print "| ratio | value |"
			print "|---|---:|"
			print "| open / closed, p99 | " ratio(v["open", "p99_ns"], v["closed", "p99_ns"]) " |"
			print "| open / closed, p99.9 | " ratio(v["open", "p999_ns"], v["closed", "p999_ns"]) " |"
			print "| open / closed, share above the slow line | " ratio(v["open", "slow"], v["closed", "slow"]) " |"
			print "| closed max / closed p99 | " ratio(v["closed", "max_ns"], v["closed", "p99_ns"]) " |"
			print "| corrected / closed, p99 | " ratio(v["corrected", "p99_ns"], v["closed", "p99_ns"]) " |"
			print "| open / corrected, p99 | " ratio(v["open", "p99_ns"], v["corrected", "p99_ns"]) " |"
			print "| open / corrected, p90 | " ratio(v["open", "p90_ns"], v["corrected", "p90_ns"]) " |"
			print ""
			print "| simulation loop | min ns per request | median | cv | min cycles per request |"
			print "|---|---:|---:|---:|---:|"
			for (i = 1; i <= nl; i++) {
				l = loops[i]
				print "| " l " | " c[l, "min_ns_per_req"] " | " c[l, "median_ns_per_req"] " | " c[l, "cv"] " | " (ghz == "unknown" ? "unknown" : sprintf("%.2f", c[l, "min_ns_per_req"] * ghz)) " |"
			}
			print ""
			print "Checks against the closed form: " passed " passed, " failed " failed, over " runs " runs."
		}' "$1"
}

# files_medians: "key value" lines on stdin as "key median lowest highest
# count", each key's values sorted by sort(1), the median the middle one or
# the mean of the middle two
files_medians() {
	sort -t ' ' -k1,1 -k2,2n | awk '
		function out() { if (k) printf "%s %.17g %s %s %d\n", key, k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2, a[1], a[k], k }
		$1 != key { out(); key = $1; k = 0 }
		{ a[++k] = $2 }
		END { out() }'
}

# files_tools RAW SECS: the tools table (misc/realsocket/tools.awk) of RAW,
# derived from its RUN, PRED, ROW and SKIP lines: a row a tool and mode with
# its tail (p99, or the mean where p99 is absent or 0) and max beside the
# prediction, then every statistic, medians over the runs in milliseconds
files_tools() {
	awk '$1 == "ROW" { for (i = 2; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
		print f["tool"] "~" f["mode"] "~" f["stat"], f["printed_ns"] }' "$1" | files_medians >"$1.medians"
	awk -v secs="$2" '
		function ms(ns) { return sprintf("%.3f", ns / 1e6) }
		function verdict(v, p) { return p == "" ? "-" : p + 0 >= 1e7 ? sprintf("%+.1f %%", 100 * (v - p) / p) : sprintf("%+.3f ms", (v - p) / 1e6) }
		function kv(   i, e) { split("", f); for (i = 2; i <= NF; i++) { e = index($i, "="); f[substr($i, 1, e - 1)] = substr($i, e + 1) } }
		FILENAME ~ /medians$/ { med[$1] = $2; lo[$1] = $3; hi[$1] = $4; cnt[$1] = $5; next }
		$1 == "RUN" { runs++ }
		$1 == "SKIP" { kv(); skipped = skipped "\nSkipped (not installed): " f["tool"] "\n" }
		$1 == "PRED" { kv(); id = f["tool"] "~" f["mode"]
			for (k in f) pred[id, k] = f[k]
			svc[id] = sprintf("%.1f", f["service_ns"] / 1e3) (f["measured"] == "yes" ? "" : " (none measured)") }
		$1 == "ROW" { kv(); id = f["tool"] "~" f["mode"]
			if (!(id in model)) { ids[++nid] = id; model[id] = f["model"] }
			if (!((id "~" f["stat"]) in hasstat)) { hasstat[id "~" f["stat"]] = 1; stats[id, ++nst[id]] = f["stat"] } }
		END {
			printf "Medians of %d runs of %d s each on 127.0.0.1 against the stall server (100 us of work a request; 200 ms stalls once a second from 0.5 s), beside the simulation of the mode each tool runs in, given as its service time what a request cost the server in that mode%ss runs (the server measures it over its long busy periods: the queues after stalls); milliseconds. Error where the stall decides the prediction (10 ms or more); elsewhere the difference, which is the tool%ss own cost a request.\n\n", runs, secs, "\047", "\047"
			print "| tool | mode | it is (simulated) | server us a request | tail printed | predicted | error, or the tool'"'"'s cost | max printed | predicted | error |"
			print "|---|---|---|---:|---:|---:|---:|---:|---:|---:|"
			for (i = 1; i <= nid; i++) {
				id = ids[i]; split(id, part, "~"); mode = part[2]; gsub(/_/, " ", mode)
				head = (id "~p99") in med && med[id "~p99"] > 0 ? "p99" : "mean"
				if (!((id "~" head) in med)) continue
				v = med[id "~" head]; p = pred[id, head]
				if (cnt[id "~" head] < runs) mode = mode " (" cnt[id "~" head] " of " runs " runs)"
				mx = (id "~max") in med ? med[id "~max"] : ""; pm = pred[id, "max"]
				print "| " part[1] " | " mode " | " model[id] " (" pred[id, "what"] ") | " svc[id] " | " head " " ms(v) " | " (p == "" ? "-" : ms(p)) " | " verdict(v, p) " | " (mx == "" ? "-" : ms(mx)) " | " (mx == "" ? "-" : ms(pm)) " | " (mx == "" ? "-" : verdict(mx, pm)) " |"
			}
			print "\nEvery statistic each tool printed:\n"
			print "| tool | mode | it is (simulated) | statistic | printed | predicted | error, or the tool'"'"'s cost | spread |"
			print "|---|---|---|---|---:|---:|---:|---|"
			for (i = 1; i <= nid; i++) {
				id = ids[i]; split(id, part, "~"); mode = part[2]; gsub(/_/, " ", mode)
				for (j = 1; j <= nst[id]; j++) {
					key = id "~" stats[id, j]; p = pred[id, stats[id, j]]
					print "| " part[1] " | " mode " | " model[id] " (" pred[id, "what"] ") | " stats[id, j] " | " ms(med[key]) " | " (p == "" ? "-" : ms(p)) " | " verdict(med[key], p) " | " (cnt[key] > 1 ? ms(lo[key]) " to " ms(hi[key]) : "") " |"
				}
			}
			printf "%s", skipped
		}' "$1.medians" "$1"
}

# files_realsocket RAW: the real-socket table (misc/realsocket/table.awk)
# of RAW: a row a recording (sim- for the SIM lines), the median of each
# percentile over the runs, and the p99's spread for the measured ones
files_realsocket() {
	awk '/^RESULT set=/ || /^SIM RESULT set=/ { sim = $1 == "SIM"
		for (i = 2 + sim; i <= NF; i++) { split($i, kv, "="); if (kv[1] == "set") name = (sim ? "sim-" : "") kv[2]; else print name "~" kv[1], kv[2] } }' "$1" |
		files_medians >"$1.medians"
	awk '
		function ms(ns) { return ns == "" ? "" : sprintf("%.3f", ns / 1e6) }
		FILENAME ~ /medians$/ { med[$1] = $2; lo[$1] = $3; hi[$1] = $4; next }
		$1 == "RUN" { runs++ }
		/^RESULT set=/ || /^SIM RESULT set=/ { split($1 == "SIM" ? $3 : $2, kv, "="); name = ($1 == "SIM" ? "sim-" : "") kv[2]; if (!(name in seen)) { seen[name] = 1; order[++n] = name } }
		END {
			printf "Medians of %d runs on 127.0.0.1 (spread of the p99: lowest to highest), beside the simulation; milliseconds.\n\n", runs
			print "| recording | p50 | p90 | p99 | p99.9 | max | p99 spread |"
			print "|---|---:|---:|---:|---:|---:|---|"
			for (k = 1; k <= n; k++) {
				m = order[k] "~"
				print "| " order[k] " | " ms(med[m "p50_ns"]) " | " ms(med[m "p90_ns"]) " | " ms(med[m "p99_ns"]) " | " ms(med[m "p999_ns"]) " | " ms(med[m "max_ns"]) " | " (order[k] ~ /^sim-/ ? "" : ms(lo[m "p99_ns"]) " to " ms(hi[m "p99_ns"])) " |"
			}
		}' "$1.medians" "$1"
}

# files_wall RAW: results/wall-summary.md (wall.awk) of RAW: for each set
# and percentile the simulation's value, the median of the wall-clock runs
# and their lowest and highest, in us to a tenth; each set's slow share;
# the producer's lateness and rate, medians over the runs
files_wall() {
	awk '$1 == "RESULT" && $2 ~ /^set=wall-/ { s = substr($2, 10); for (i = 3; i <= NF; i++) { split($i, kv, "="); print s "~" kv[1], kv[2] } }
		$1 == "RESULT" && $2 == "lag" { for (i = 3; i <= NF; i++) { split($i, kv, "="); print "lag~" kv[1], kv[2] } }' "$1" |
		files_medians >"$1.medians"
	awk '
		function us(ns) { return sprintf("%.1f", ns / 1000) }
		FILENAME ~ /medians$/ { med[$1] = $2; lo[$1] = $3; hi[$1] = $4; cnt[$1] = $5; next }
		$1 == "SIM" && $3 ~ /^set=/ { s = substr($3, 5); for (i = 4; i <= NF; i++) { split($i, kv, "="); sim[s "~" kv[1]] = kv[2] } }
		END {
			printf "Median of %d wall-clock runs (spread: lowest to highest) beside the simulation; microseconds.\n\n", cnt["closed~n"]
			print "| set | column | simulation | wall clock, median | spread |"
			print "|---|---|---:|---:|---:|"
			split("closed open corrected", sets, " "); split("p50 p90 p99 p999 p9999 max", col, " "); split("p50 p90 p99 p99.9 p99.99 max", head, " ")
			for (s = 1; s <= 3; s++) {
				for (c = 1; c <= 6; c++) { k = sets[s] "~" col[c] "_ns"; print "| " sets[s] " | " head[c] " | " us(sim[k]) " | " us(med[k]) " | " us(lo[k]) " to " us(hi[k]) " |" }
				print "| " sets[s] " | share above 1 ms, % | " sim[sets[s] "~slow_pct"] " | " sprintf("%.4f", med[sets[s] "~slow_pct"]) " | |"
			}
			printf "\nProducer lateness (actual send minus due, open mode), median over runs: p99 %s us, max %s us; achieved %.1f requests a second against 5000.\n", us(med["lag~p99_ns"]), us(med["lag~max_ns"]), med["lag~achieved_rps"]
		}' "$1.medians" "$1"
}

# files_from OUT PATTERN MIN WANT GOT: run OUT passed every check and has
# at least MIN lines matching PATTERN (what WANT was drawn from), and GOT is WANT
files_from() {
	if ! grep -q '^RESULT checks passed=[0-9]* failed=0 ' "$1" || [ "$(grep -c "$2" "$1")" -lt "$3" ]; then
		echo "     $1: a check failed, or fewer than $3 lines '$2'"
		return 1
	fi
	files_same "$4" "$5"
}

# files_lines FILE PATTERN N WANT GOT: FILE has exactly N lines matching PATTERN, and GOT is WANT
files_lines() {
	if [ "$(grep -c "$2" "$1")" -ne "$3" ]; then
		echo "     $1: not $3 lines '$2'"
		return 1
	fi
	files_same "$4" "$5"
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
		(cd "$P" && ./lab --duration 2s --reps 1 --exact-by "$files_by" --export "$files_e/" --export-values) >"$files_e/out"
		expect "files ($files_by): the run passes every check and reports the 8 files read back here" sh -c "
			grep -q '^RESULT checks passed=[0-9]* failed=0 ' '$files_e/out' &&
			for f in closed.hgrm closed.values open.hgrm open.values corrected.hgrm corrected.values percentiles.svg timeline.svg; do
				grep -qx \"RESULT export file=$files_e/\$f\" '$files_e/out' || exit 1
			done"
		for files_set in closed open corrected; do
			expect "files ($files_by): $files_set.values is the closed form's, value by value" \
				files_same "$files_d/want.$files_set.values" "$files_e/$files_set.values"
			expect "files ($files_by): $files_set.hgrm whole: header, every row, mean, deviation, max, count, buckets" \
				files_same "$files_d/want.$files_set.hgrm" "$files_e/$files_set.hgrm"
		done
		# the dots are at the closed form's p99s (which the RESULT lines must state)
		files_spectrum "Latency by percentile: the same server timeline recorded three ways" \
			"closed (from actual send):$(files_p99 "$files_d/want.closed.values"):$files_d/want.closed.values" \
			"open (from intended send):$(files_p99 "$files_d/want.open.values"):$files_d/want.open.values" \
			"corrected closed:$(files_p99 "$files_d/want.corrected.values"):$files_d/want.corrected.values" >"$files_d/want.$files_by.percentiles.svg"
		expect "files ($files_by): the RESULT p99s are the closed form's (the chart's dots)" sh -c "
			grep -q '^RESULT set=closed .* p99_ns=$(files_p99 "$files_d/want.closed.values") ' '$files_e/out' &&
			grep -q '^RESULT set=open .* p99_ns=$(files_p99 "$files_d/want.open.values") ' '$files_e/out' &&
			grep -q '^RESULT set=corrected .* p99_ns=$(files_p99 "$files_d/want.corrected.values") ' '$files_e/out'"
		expect "files ($files_by): percentiles.svg whole: ticks, the three lines' points, the p99 dots at the RESULT p99s, the legend" \
			files_same "$files_d/want.$files_by.percentiles.svg" "$files_e/percentiles.svg"
		expect "files ($files_by): timeline.svg whole: the open ramp, the imputed samples, the closed spike, ticks and legend" \
			files_same "$files_d/want.timeline.svg" "$files_e/timeline.svg"
	done

	# the first stall begins at the very instant request 2500 completes
	# (500.1 ms): that request is not the one the timeline centres on, the
	# next one is (and the closed form no longer holds: the walk does)
	files_e=$files_d/tie
	mkdir -p "$files_e"
	(cd "$P" && ./lab --duration 2s --reps 1 --first-stall 500100us --export "$files_e/") >"$files_e/out"
	files_walk 10000 "$files_s" "$files_i" "$files_dd" 1000000000 500100000 >"$files_e/walk"
	files_timeline "$files_dd" "$files_s" "$files_i" 500100000 <"$files_e/walk" >"$files_e/want.timeline.svg"
	expect "files: timeline.svg whole for a stall that begins at a completion: centred on the request after it" \
		files_from "$files_e/out" '^RESULT export file=.*timeline.svg$' 1 "$files_e/want.timeline.svg" "$files_e/timeline.svg"

	# a trace and its correction: 99 values of 2 ms and one of 1 s, at 200 us
	files_e=$files_d/trace
	mkdir -p "$files_e"
	(cd "$P" && ./lab --trace-values '2ms*99,1000ms' --export "$files_e/") >"$files_e/out"
	awk 'BEGIN { for (k = 0; k < 99; k++) print 2000000; print 1000000000 }' >"$files_e/list"
	sort -n "$files_e/list" | uniq -c | awk '{ print $2, $1 }' >"$files_e/want.recorded.values"
	awk -v e="$files_i" '{ print $1; for (t = $1 - e; t >= e; t -= e) print t }' "$files_e/list" |
		sort -n | uniq -c | awk '{ print $2, $1 }' >"$files_e/want.corrected.values"
	for files_set in recorded corrected; do
		files_hgrm <"$files_e/want.$files_set.values" >"$files_e/want.$files_set.hgrm"
		expect "files (trace): $files_set.hgrm whole, from the trace's values" \
			files_same "$files_e/want.$files_set.hgrm" "$files_e/$files_set.hgrm"
	done
	files_spectrum "Latency by percentile: a recorded trace and its correction" \
		"recorded:$(files_p99 "$files_e/want.recorded.values"):$files_e/want.recorded.values" \
		"corrected:$(files_p99 "$files_e/want.corrected.values"):$files_e/want.corrected.values" >"$files_e/want.percentiles.svg"
	expect "files (trace): percentiles.svg whole: two lines, their p99 dots and legend" \
		files_same "$files_e/want.percentiles.svg" "$files_e/percentiles.svg"

	# no stall: the timeline is the first second, every request 100 us
	files_e=$files_d/nostall
	mkdir -p "$files_e"
	(cd "$P" && ./lab --stall 0 --duration 2s --reps 1 --export "$files_e/") >"$files_e/out"
	files_first_second "$files_s" "$files_i" 10000 >"$files_e/want.timeline.svg"
	expect "files (no stall): timeline.svg whole: the first second, both loops at the service time" \
		files_same "$files_e/want.timeline.svg" "$files_e/timeline.svg"

	# the sweeps' charts, from their RESULT sweep lines
	for files_axis in stall load; do
		files_e=$files_d/sweep-$files_axis
		mkdir -p "$files_e"
		(cd "$P" && ./lab --sweep "$files_axis" --requests 5000 --export "$files_e/") >"$files_e/out"
		files_sweep "$files_e/out" >"$files_e/want.svg"
		expect "files: sweep-$files_axis.svg whole: each set's p99 line and dots at the RESULT sweep lines, ticks, legend" \
			files_from "$files_e/out" '^RESULT sweep axis=' 5 "$files_e/want.svg" "$files_e/sweep-$files_axis.svg"
	done
	files_e=$files_d/sweep-mm1
	mkdir -p "$files_e"
	(cd "$P" && ./lab --sweep load --requests 5000 --schedule poisson --rate 5000 --service-dist exp --stall 0 \
		--export "$files_e/") >"$files_e/out"
	files_sweep "$files_e/out" "$files_s" >"$files_e/want.svg"
	expect "files: sweep-load.svg of M/M/1 whole, with theory's p99 -ln(0.01) S / (1 - load) dashed" \
		files_from "$files_e/out" '^RESULT sweep axis=' 5 "$files_e/want.svg" "$files_e/sweep-load.svg"

	# the scoreboard's chart, from its RESULT score lines
	files_e=$files_d/score
	mkdir -p "$files_e"
	(cd "$P" && ./lab --scoreboard --duration 2s --reps 1 --export "$files_e/") >"$files_e/out"
	"$P/lab" --self-test | sed -n 's/^ok method \([a-z0-9-]*\): .*colour (\(#[0-9a-f]*\)).*/\1 \2/p' >"$files_e/rows"
	files_scoreboard "$files_e/out" "$files_e/rows" >"$files_e/want.svg"
	expect "files: scoreboard.svg whole: a line a scored method at log10(value / truth) of its RESULT score lines" \
		files_from "$files_e/out" '^RESULT score method=' 36 "$files_e/want.svg" "$files_e/scoreboard.svg"

	# summary.awk: results/summary.md from a raw file (the machine, bench's
	# output of 3 reps), with a clock estimate and without one
	files_e=$files_d/summary
	mkdir -p "$files_e"
	(cd "$P" && ./lab --duration 2s --reps 3) >"$files_e/bench"
	for files_ghz in 2.500 unknown; do
		{
			printf 'MACHINE cpu=%s\nMACHINE cores=%s\nMACHINE os=%s\nMACHINE compiler=%s\nMACHINE flags=%s\nMACHINE date=%s\n' \
				"Test CPU @ 1.00GHz" 3 "TestOS 1 (Linux 9.9)" "cc (Test) 1.2.3" "-std=c11 -O2" 2026-01-02
			printf 'RESULT clock ghz=%s method=add-reg,imul add_ghz=2.5 imul_ghz=2.5 agree_pct=0.10\n' "$files_ghz"
			cat "$files_e/bench"
		} >"$files_e/raw.$files_ghz"
		awk -f "$P/summary.awk" "$files_e/raw.$files_ghz" >"$files_e/got.$files_ghz"
		files_summary "$files_e/raw.$files_ghz" "Test CPU @ 1.00GHz" 3 "TestOS 1 (Linux 9.9)" "cc (Test) 1.2.3" \
			"-std=c11 -O2" 2026-01-02 "$files_ghz" 3 >"$files_e/want.$files_ghz"
		echo "Checks against the closed form: $((29 * 4)) passed, 0 failed, over 4 runs." >"$files_e/checks"
		expect "files: summary.md (clock $files_ghz) ends with the checks of 4 runs of 29" \
			sh -c "tail -n 1 '$files_e/got.$files_ghz' | cmp -s - '$files_e/checks'"
		# 4 runs of 29 checks; 15 table lines: a header and 3 sets, 7 ratios, 2 loops
		expect "files: summary.awk's summary.md whole, clock $files_ghz: header, 3 set rows, 7 ratios, 2 cost rows, the checks" \
			files_lines "$files_e/want.$files_ghz" '^| ' 15 "$files_e/want.$files_ghz" "$files_e/got.$files_ghz"
	done

	# the real-socket and tools tables, from recorded raw files: the
	# real-socket one whole; of the tools', three tools and a tool skipped;
	# each with a recording missing from one run
	files_e=$files_d/tables
	mkdir -p "$files_e"
	if [ -f "$P/results/realsocket-raw.txt" ] && [ -f "$P/results/tools-raw.txt" ]; then
		# (without run 2's openloop line: its medians are of two)
		awk '$1 == "RUN" { run = $2 } !(run == 2 && $0 ~ /^RESULT set=openloop /)' \
			"$P/results/realsocket-raw.txt" >"$files_e/rs-raw"
		awk -f "$P/misc/realsocket/table.awk" "$files_e/rs-raw" >"$files_e/rs-got"
		files_realsocket "$files_e/rs-raw" >"$files_e/rs-want"
		expect "files: the real-socket table whole, medians (of 3 runs, openloop's of 2) and p99 spreads of a recorded raw file" \
			files_lines "$files_e/rs-want" '^| [a-z0-9-]* | [0-9]' "$(grep -E '^(SIM )?RESULT set=' "$files_e/rs-raw" | sed 's/.*set=\([^ ]*\) .*/\1/' | sort -u | wc -l)" \
			"$files_e/rs-want" "$files_e/rs-got"
		awk '$1 == "RUN" || $2 ~ /^tool=(openloop|wrk|ab)$/' "$P/results/tools-raw.txt" |
			awk '$1 == "RUN" { run = $2 } !(run == 2 && $0 ~ /^ROW tool=wrk mode=-c1 .* stat=p99 /)' >"$files_e/tools-raw"
		echo "SKIP tool=siege" >>"$files_e/tools-raw"
		awk -v secs=7 -f "$P/misc/realsocket/tools.awk" "$files_e/tools-raw" >"$files_e/tools-got"
		files_tools "$files_e/tools-raw" 7 >"$files_e/tools-want"
		expect "files: the tools table whole: a row a mode (wrk -c1's p99 in 2 of 3 runs), every statistic, the skipped tool" \
			files_lines "$files_e/tools-want" '(2 of 3 runs)' 1 "$files_e/tools-want" "$files_e/tools-got"
	else
		skip "files: no recorded results/realsocket-raw.txt or results/tools-raw.txt to read the tables from"
	fi
	if [ -f "$P/results/wall-raw.txt" ]; then
		# (without run 2's open line: its medians are of two)
		awk '$1 == "RUN" { run = $2 } !(run == 2 && $0 ~ /^RESULT set=wall-open /)' "$P/results/wall-raw.txt" >"$files_e/wall-raw"
		awk -f "$P/wall.awk" "$files_e/wall-raw" >"$files_e/wall-got"
		files_wall "$files_e/wall-raw" >"$files_e/wall-want"
		expect "files: the wall-clock summary whole (wall.awk): 21 rows, medians (open's of 2 runs), spreads, lateness" \
			files_lines "$files_e/wall-want" '^| [a-z]* | ' 22 "$files_e/wall-want" "$files_e/wall-got"
	else
		skip "files: no recorded results/wall-raw.txt to read the wall-clock summary from"
	fi
}
