# summary.awk: turn bench's raw output (MACHINE and RESULT lines) into the
# markdown summary that run.sh writes to results/ and pastes into README.md.
# Only the lines' key=value fields are read; all arithmetic is on integers
# of nanoseconds except the ratios and the cycle counts.

# us(ns): nanoseconds as microseconds, exact: one decimal, or up to three.
function us(ns,    frac) {
	frac = ns % 1000
	if (frac % 100 == 0) return sprintf("%d.%d", int(ns / 1000), frac / 100)
	if (frac % 10 == 0) return sprintf("%d.%02d", int(ns / 1000), frac / 10)
	return sprintf("%d.%03d", int(ns / 1000), frac)
}

# ratio(a, b): a/b with one decimal from 100 up, three below; "n/a" for b = 0.
function ratio(a, b,    r) {
	if (b == 0) return "n/a"
	r = a / b
	return r >= 100 ? sprintf("%.1f", r) : sprintf("%.3f", r)
}

# Splits the key=value fields of the current line into kv[].
function fields(    i, eq) {
	split("", kv)
	for (i = 2; i <= NF; i++) {
		eq = index($i, "=")
		if (eq) kv[substr($i, 1, eq - 1)] = substr($i, eq + 1)
	}
}

/^MACHINE / {
	eq = index($0, "=")
	machine[substr($2, 1, index($2, "=") - 1)] = substr($0, eq + 1)
	next
}
/^RESULT clock / { fields(); ghz = kv["ghz"]; next }
/^RESULT set=/ {
	fields()
	s = kv["set"]
	order[++nsets] = s
	for (k in kv) set[s, k] = kv[k]
	next
}
/^RESULT cost / {
	fields()
	l = kv["loop"]
	loops[++nloops] = l
	for (k in kv) cost[l, k] = kv[k]
	next
}
/^RESULT checks / { fields(); passed = kv["passed"]; failed = kv["failed"]; runs = kv["runs"]; next }

END {
	printf "Machine: %s, %s cores, %s; %s, `%s`; clock estimate %s GHz. ", \
		machine["cpu"], machine["cores"], machine["os"], machine["compiler"], machine["flags"], ghz
	printf "One warmup rep, then %d timed reps (run on %s).\n\n", runs - 1, machine["date"]

	print "| set | where latency starts | n | p50 us | p90 us | p99 us | p99.9 us | max us | above slow | share % |"
	print "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"
	from["closed"] = "actual send"
	from["open"] = "intended send"
	from["corrected"] = "actual send, corrected"
	for (i = 1; i <= nsets; i++) {
		s = order[i]
		printf "| %s | %s | %d | %s | %s | %s | %s | %s | %d | %s |\n", s, from[s], set[s, "n"], \
			us(set[s, "p50_ns"]), us(set[s, "p90_ns"]), us(set[s, "p99_ns"]), \
			us(set[s, "p999_ns"]), us(set[s, "max_ns"]), set[s, "slow"], set[s, "slow_pct"]
	}
	print ""
	print "| ratio | value |"
	print "|---|---:|"
	printf "| open / closed, p99 | %s |\n", ratio(set["open", "p99_ns"], set["closed", "p99_ns"])
	printf "| open / closed, p99.9 | %s |\n", ratio(set["open", "p999_ns"], set["closed", "p999_ns"])
	printf "| open / closed, share above the slow line | %s |\n", ratio(set["open", "slow"], set["closed", "slow"])
	printf "| closed max / closed p99 | %s |\n", ratio(set["closed", "max_ns"], set["closed", "p99_ns"])
	printf "| corrected / closed, p99 | %s |\n", ratio(set["corrected", "p99_ns"], set["closed", "p99_ns"])
	printf "| open / corrected, p99 | %s |\n", ratio(set["open", "p99_ns"], set["corrected", "p99_ns"])
	printf "| open / corrected, p90 | %s |\n", ratio(set["open", "p90_ns"], set["corrected", "p90_ns"])
	print ""
	print "| simulation loop | min ns per request | median | cv | min cycles per request |"
	print "|---|---:|---:|---:|---:|"
	for (i = 1; i <= nloops; i++) {
		l = loops[i]
		# no cycles where the two clock chains disagreed: a wrong figure is worse than none
		cycles = ghz == "unknown" ? "unknown" : sprintf("%.2f", cost[l, "min_ns_per_req"] * ghz)
		printf "| %s | %s | %s | %s | %s |\n", l, cost[l, "min_ns_per_req"], \
			cost[l, "median_ns_per_req"], cost[l, "cv"], cycles
	}
	print ""
	printf "Checks against the closed form: %d passed, %d failed, over %d runs.\n", passed, failed, runs
}
