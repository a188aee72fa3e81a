# wall.awk: the wall-clock runs (RESULT set=wall-* lines, one group per run)
# beside the simulation (SIM RESULT set=* lines): for each set and column,
# the simulation's value, the median over the wall-clock runs, and their
# spread (lowest to highest). Values in microseconds.

function us(ns) { return sprintf("%.1f", ns / 1000) }

# median of the k values a[1..k] (sorted here by insertion)
function median(a, k,    i, j, t) {
	for (i = 2; i <= k; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
	return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
}

{
	sim = ($1 == "SIM")
	if (sim) { $1 = ""; $0 = substr($0, 2) }
}
$1 == "RESULT" && $2 ~ /^set=/ {
	name = substr($2, 5); sub(/^wall-/, "", name)
	for (i = 3; i <= NF; i++) {
		split($i, kv, "=")
		if (sim) simv[name, kv[1]] = kv[2]
		else { cnt = ++seen[name, kv[1]]; val[name, kv[1], cnt] = kv[2] }
	}
	if (!sim && name == "closed") runs++
}
$1 == "RESULT" && $2 == "lag" && !sim {
	for (i = 3; i <= NF; i++) { split($i, kv, "="); lag[kv[1], ++lagn[kv[1]]] = kv[2] }
}
END {
	split("p50_ns p90_ns p99_ns p999_ns p9999_ns max_ns", cols, " ")
	split("p50 p90 p99 p99.9 p99.99 max", heads, " ")
	printf "Median of %d wall-clock runs (spread: lowest to highest) beside the simulation; microseconds.\n\n", runs
	print "| set | column | simulation | wall clock, median | spread |"
	print "|---|---|---:|---:|---:|"
	split("closed open corrected", sets, " ")
	for (s = 1; s <= 3; s++) {
		for (c = 1; c <= 6; c++) {
			k = seen[sets[s], cols[c]]
			lo = 1e30; hi = 0
			for (r = 1; r <= k; r++) { a[r] = val[sets[s], cols[c], r]; if (a[r] < lo) lo = a[r]; if (a[r] > hi) hi = a[r] }
			m = median(a, k)
			printf "| %s | %s | %s | %s | %s to %s |\n", sets[s], heads[c], us(simv[sets[s], cols[c]]), us(m), us(lo), us(hi)
		}
		k = seen[sets[s], "slow_pct"]
		for (r = 1; r <= k; r++) a[r] = val[sets[s], "slow_pct", r]
		printf "| %s | share above 1 ms, %% | %s | %.4f | |\n", sets[s], simv[sets[s], "slow_pct"], median(a, k)
	}
	k = lagn["p99_ns"]
	for (r = 1; r <= k; r++) a[r] = lag["p99_ns", r]
	pl = median(a, k)
	for (r = 1; r <= k; r++) a[r] = lag["max_ns", r]
	ml = median(a, k)
	for (r = 1; r <= k; r++) a[r] = lag["achieved_rps", r]
	printf "\nProducer lateness (actual send minus due, open mode), median over runs: p99 %s us, max %s us; achieved %.1f requests a second against 5000.\n", us(pl), us(ml), median(a, k)
}
