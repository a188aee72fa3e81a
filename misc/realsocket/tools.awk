# tools.awk: results/tools.md from results/tools-raw.txt. For each tool and
# mode, each statistic it printed: the median over the runs (and the spread,
# lowest to highest), what the simulation predicts for that mode (the PRED
# line tools.sh wrote for it, with the server's measured cost), and
# either the error (where the prediction is 10 ms or more: the stall
# decides it) or the difference in microseconds (where it is the service
# time: the tool's own cost a request, not an error). Milliseconds.

function ms(ns) { return sprintf("%.3f", ns / 1e6) }

function median(key,    k, i, j, t, a) {
	k = count[key]
	for (i = 1; i <= k; i++) a[i] = val[key, i]
	for (i = 2; i <= k; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
	lo[key] = a[1]; hi[key] = a[k]
	return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
}

function field(name,    i, kv) {
	for (i = 2; i <= NF; i++) { split($i, kv, "="); if (kv[1] == name) return kv[2] }
	return ""
}

# Each mode's prediction: the simulation of its model, with the server's
# cost a request measured in its own runs as the service time.
$1 == "PRED" {
	id = field("tool") SUBSEP field("mode")
	split("p50 p90 p99 max mean", names, " ")
	for (s = 1; s <= 5; s++) pred[id, names[s]] = field(names[s])
	what[id] = field("what")
	svc[id] = sprintf("%.1f", field("service_ns") / 1e3) (field("measured") == "yes" ? "" : " (none measured)")
}
$1 == "RUN" { runs++ }
$1 == "SKIP" { skipped[field("tool")] = 1 }
$1 == "ROW" {
	id = field("tool") SUBSEP field("mode")
	if (!(id in seen)) { seen[id] = 1; ids[++nid] = id; model[id] = field("model") }
	key = id SUBSEP field("stat")
	if (!(key in haskey)) { haskey[key] = 1; stats[id] = stats[id] " " field("stat") }
	val[key, ++count[key]] = field("printed_ns")
}

# verdict(v, p): the error where the stall decides the prediction, else the difference.
function verdict(v, p) {
	if (p == "") return "-"
	if (p >= 1e7) return sprintf("%+.1f %%", 100 * (v - p) / p)
	return sprintf("%+.3f ms", (v - p) / 1e6)
}

# The short table: a row a mode, its tail (p99, or the mean where that is
# what it prints, or where its p99 is in whole milliseconds) and its max.
function short_table(    i, id, part, m, mode, head, v, p, mx, pm) {
	print "| tool | mode | it is (simulated) | server us a request | tail printed | predicted | error, or the tool's cost | max printed | predicted | error |"
	print "|---|---|---|---:|---:|---:|---:|---:|---:|---:|"
	for (i = 1; i <= nid; i++) {
		id = ids[i]; split(id, part, SUBSEP); m = model[id]
		mode = part[2]; gsub(/_/, " ", mode)
		head = ((id SUBSEP "p99") in haskey) && median(id SUBSEP "p99") > 0 ? "p99" : "mean"
		if (!((id SUBSEP head) in haskey)) continue
		v = median(id SUBSEP head); p = pred[id, head]
		if (count[id SUBSEP head] < runs) mode = mode sprintf(" (%d of %d runs)", count[id SUBSEP head], runs)
		mx = ((id SUBSEP "max") in haskey) ? median(id SUBSEP "max") : ""
		pm = pred[id, "max"]
		printf "| %s | %s | %s (%s) | %s | %s %s | %s | %s | %s | %s | %s |\n", part[1], mode, m, what[id], svc[id], head, ms(v),
			p == "" ? "-" : ms(p), verdict(v, p), mx == "" ? "-" : ms(mx), mx == "" ? "-" : ms(pm),
			mx == "" ? "-" : verdict(mx, pm)
	}
}

END {
	printf "Medians of %d runs of %d s each on 127.0.0.1 against the stall server (100 us of work a request; 200 ms stalls once a second from 0.5 s), beside the simulation of the mode each tool runs in, given as its service time what a request cost the server in that mode's runs (the server measures it over its long busy periods: the queues after stalls); milliseconds. Error where the stall decides the prediction (10 ms or more); elsewhere the difference, which is the tool's own cost a request.\n\n", runs, secs
	short_table()
	print "\nEvery statistic each tool printed:\n"
	print "| tool | mode | it is (simulated) | statistic | printed | predicted | error, or the tool's cost | spread |"
	print "|---|---|---|---|---:|---:|---:|---|"
	for (i = 1; i <= nid; i++) {
		id = ids[i]; split(id, part, SUBSEP); m = model[id]
		mode = part[2]; gsub(/_/, " ", mode)
		n = split(substr(stats[id], 2), st, " ")
		for (j = 1; j <= n; j++) {
			key = id SUBSEP st[j]
			v = median(key)
			p = pred[id, st[j]]
			spread = count[key] > 1 ? ms(lo[key]) " to " ms(hi[key]) : ""
			printf "| %s | %s | %s (%s) | %s | %s | %s | %s | %s |\n", part[1], mode, m, what[id], st[j], ms(v),
				p == "" ? "-" : ms(p), verdict(v, p), spread
		}
	}
	for (t in skipped) printf "\nSkipped (not installed): %s\n", t
}
