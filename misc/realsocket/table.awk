# table.awk: results/realsocket.md from results/realsocket-raw.txt. For each
# recording, the median over the runs of each percentile, with the p99's
# spread; beside them the simulation's sets (SIM lines). Milliseconds.

function ms(ns) { return ns == "" ? "" : sprintf("%.3f", ns / 1e6) }

function median(name, key,    k, i, j, t, a) {
	k = count[name, key]
	if (!k) return ""
	for (i = 1; i <= k; i++) a[i] = val[name, key, i]
	for (i = 2; i <= k; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
	lo[name, key] = a[1]; hi[name, key] = a[k]
	return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
}

/^RESULT set=/ || /^SIM RESULT set=/ {
	sim = ($1 == "SIM")
	for (i = 2 + sim; i <= NF; i++) {
		n = split($i, kv, "=")
		if (kv[1] == "set") { name = (sim ? "sim-" : "") kv[2]; if (!(name in seen)) { seen[name] = 1; order[++nnames] = name } ; continue }
		count[name, kv[1]]++
		val[name, kv[1], count[name, kv[1]]] = kv[2]
	}
}
/^RUN / { runs++ }

END {
	printf "Medians of %d runs on 127.0.0.1 (spread of the p99: lowest to highest), beside the simulation; milliseconds.\n\n", runs
	print "| recording | p50 | p90 | p99 | p99.9 | max | p99 spread |"
	print "|---|---:|---:|---:|---:|---:|---|"
	for (k = 1; k <= nnames; k++) {
		name = order[k]
		p99 = median(name, "p99_ns")
		spread = substr(name, 1, 4) == "sim-" ? "" : ms(lo[name, "p99_ns"]) " to " ms(hi[name, "p99_ns"])
		printf "| %s | %s | %s | %s | %s | %s | %s |\n", name, ms(median(name, "p50_ns")), ms(median(name, "p90_ns")),
			ms(p99), ms(median(name, "p999_ns")), ms(median(name, "max_ns")), spread
	}
}
