/*
 * misc/lab/trace.c: a recorded trace corrected.
 *
 *   lab --correct FILE [--expected-interval T] [--rank round|ceil] [--export PREFIX]
 *   lab --trace-values 2ms*99,1000ms ...
 *
 * Latencies someone measured (one a line, ns or with a unit), or a list
 * of them, summarised by bench.c's rank rule and corrected with its
 * correction at the interval given (HdrHistogram's
 * recordValueWithExpectedInterval), both printed side by side with their
 * ratio; --export writes both as .hgrm and the percentile chart. A trace
 * has no timeline: nothing here walks a server.
 *
 * Owns: reading a trace, its plan and table. May call: bench.c (the
 * numbers reader, the summaries and correction, the .hgrm and SVG writers),
 * omissions.c (check_summary).
 */

/*
 * Reads a --correct file whole: latencies, one a line, with an optional
 * unit (ns if none). Returns the values (malloc'd) and their count, or NULL
 * with one line in err.
 */
static uint64_t *read_latencies(const char *path, uint64_t *count, char *err, size_t len)
{
	struct numbers r;
	uint64_t n = 0, alloc = 1024, *v = NULL, x;
	int got = 0;

	if (numbers_open(&r, path, "--correct", 1, err, len))
		return NULL;
	v = malloc(alloc * sizeof *v);
	if (!v) {
		snprintf(err, len, "--correct '%s': out of memory", path);
		goto bad;
	}
	while ((got = numbers_next(&r, &x, err, len)) == 1) {
		if (n == MAX_REQUESTS) {
			snprintf(err, len, "--correct %.40s: more than 200000000 lines", path);
			goto bad;
		}
		if (n == alloc) {
			uint64_t *p = realloc(v, 2 * alloc * sizeof *v);

			if (!p)
				break;
			v = p;
			alloc *= 2;
		}
		v[n++] = x;
	}
	if (got == 1) {
		snprintf(err, len, "--correct '%s': out of memory at line %" PRIu64, path, r.lineno);
		goto bad;
	}
	if (got < 0)
		goto bad;
	numbers_close(&r);
	*count = n;
	return v;
bad:
	numbers_close(&r);
	free(v);
	return NULL;
}

/* Parses --trace-values: "2ms*99,1000ms". Returns values or NULL with err. */
static uint64_t *parse_trace_values(const char *list, uint64_t *count, char *err, size_t len)
{
	char buf[256], why[160], *save = NULL;
	uint64_t n = 0, *v = NULL;

	if (strlen(list) >= sizeof buf) {
		fail(err, len, "--trace-values is too long: %s%s", "at most 255 characters; ",
		     "use --correct FILE");
		return NULL;
	}
	snprintf(buf, sizeof buf, "%s", list);
	for (int pass = 0; pass < 2; pass++) {
		snprintf(buf, sizeof buf, "%s", list);
		n = 0;
		for (char *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
			char *star = strchr(w, '*');
			uint64_t x, times = 1;

			if (star) {
				*star = '\0';
				if (parse_uint(star + 1, 1, 1000000, &times)) {
					fail(err, len, "--trace-values: '%s' is not a repeat count: %s",
					     star + 1, "a whole number from 1 to 1000000");
					free(v);
					return NULL;
				}
			}
			if (parse_time(w, 1, &x, why, sizeof why)) {
				fail(err, len, "--trace-values: %s%s", why, "");
				free(v);
				return NULL;
			}
			for (uint64_t t = 0; t < times; t++, n++)
				if (v)
					v[n] = x;
		}
		if (pass == 0 && (n == 0 || !(v = malloc(n * sizeof *v)))) {
			fail(err, len, "--trace-values '%s' is not valid: %s", list,
			     "give latencies separated by commas, e.g. 2ms*99,1000ms");
			return NULL;
		}
	}
	*count = n;
	return v;
}

/* The trace's plan and its table: recorded and corrected side by side, and their ratio. */
static void print_correct(const struct model *m, const char *scenario, const char *source,
                          uint64_t n, uint64_t e, const struct summary *rec,
                          const struct summary *cor)
{
	char a[32], b[32];

	printf("coordinated omission: correcting a recorded trace\n");
	printf("scenario: %s\ntrace: %s, %" PRIu64 " latencies\n", scenario, source, n);
	printf("correction: expected interval %s us%s; rank rule %s; slow above %s us\n",
	       fmt_us(a, sizeof a, e), m->expected_mean ? " (the trace's mean)" : "",
	       RANK_NAME[m->rank], fmt_us(b, sizeof b, m->slow_ns));
	printf("checks: percentiles, counts, slow counts and sums of both sets against "
	       "counting over the distinct values\n\n");
	print_header();
	printf("\n");
	print_row("recorded", rec);
	printf("\n");
	print_row("corrected", cor);
	printf("\n%-10s %9s", "ratio", "");
	for (int j = 0; j < NPCT; j++) {
		double r = rec->pct_ns[j] ? (double)cor->pct_ns[j] / (double)rec->pct_ns[j] : 0;

		printf(" %11.*f", r >= 100 ? 1 : 3, r);
	}
	printf("\n(percentiles in us; ratio = corrected / recorded)\n\n");
}

/*
 * Post-hoc correction of a recorded trace: the recorded and corrected
 * summaries side by side. Checked against counting over the distinct values
 * (a second route to every number that shares no code with the sort).
 */
static int run_correct(const struct model *m, uint64_t *v, uint64_t n,
                       const char *scenario, const char *source, const char *export_to)
{
	struct summary rec, cor, want_rec, want_cor;
	struct dist d = { 0 }, dc = { 0 };
	struct tally t = { 0, 0 };
	uint64_t e = m->expected_ns, *scratch = malloc(n * sizeof *scratch);
	int status = 1, rc = 0;

	if (!scratch)
		return cannot(ERR_OOM, "for the trace");

	if (m->expected_mean) {
		u128 total = 0;

		for (uint64_t i = 0; i < n; i++)
			total += v[i];
		/* one connection sending back to back: its run time is the sum */
		e = (total / n) ? (uint64_t)(total / n) : 1;
	}
	summarise(v, n, m->slow_ns, m->rank, &rec);
	if ((rc = corrected_summarise(v, n, e, m->slow_ns, m->rank, scratch, &cor))) {
		status = cannot(rc, "for the corrected trace");
		goto out;
	}
	dist_of_sorted(v, n, &d);
	dist_correct(&d, e, &dc);
	if (d.oom || dc.oom || (rc = dist_summarise(&d, m->slow_ns, m->rank, &want_rec)) ||
	    (rc = dist_summarise(&dc, m->slow_ns, m->rank, &want_cor))) {
		status = cannot(d.oom || dc.oom ? ERR_OOM : rc, "checking the trace");
		goto out;
	}
	if (export_to && (status = export_too_large("trace", cor.n)))
		goto out;
	const struct summary *sets[2] = { &rec, &cor }, *wants[2] = { &want_rec, &want_cor };
	static const char *const names[2] = { "recorded", "corrected" };
	for (int s = 0; s < 2; s++)
		check_summary(&t, names[s], wants[s], sets[s]);
	print_correct(m, scenario, source, n, e, &rec, &cor);
	print_result_set("recorded", &rec);
	print_result_set("corrected", &cor);
	printf("RESULT correction expected_interval_ns=%" PRIu64 "\n", e);
	printf("RESULT checks passed=%" PRIu64 " failed=%" PRIu64 " runs=1\n", t.passed, t.failed);
	status = t.failed ? 1 : 0;
	if (export_to) {
		static const char *const NAMES[2] = { "recorded", "corrected" };
		struct table tt[2] = { { 0 }, { 0 } };
		uint64_t p99[2] = { rec.pct_ns[PCT_P99], cor.pct_ns[PCT_P99] };
		struct spectrum sp = { "Latency by percentile: a recorded trace and its correction",
		                       tt, 2, NAMES, p99 };

		if (table_from_sorted(v, n, &tt[0]) || table_from_dist(&dc, &tt[1]) ||
		    export_file(export_to, "recorded.hgrm", hgrm_writer, &tt[0]) ||
		    export_file(export_to, "corrected.hgrm", hgrm_writer, &tt[1]) ||
		    export_file(export_to, "percentiles.svg", spectrum_writer, &sp))
			status = 1;
		free(tt[0].row);
		free(tt[1].row);
	}
out:
	dist_free(&d);
	dist_free(&dc);
	free(scratch);
	return status;
}

/* --correct and --trace-values: the trace read, corrected and checked. */
static int run_trace(struct options *o, const char *label)
{
	const char *source = o->trace ? o->trace : "the scenario's trace";
	char err[2048];
	uint64_t *trace, ntrace = 0;
	int status;

	trace = o->trace ? read_latencies(o->trace, &ntrace, err, sizeof err)
	                 : parse_trace_values(o->trace_values, &ntrace, err, sizeof err);
	if (!trace)
		return usage_error(err);
	status = run_correct(&o->m, trace, ntrace, label, source, o->export_to);
	free(trace);
	return status;
}
