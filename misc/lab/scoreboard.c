/*
 * misc/lab/scoreboard.c: every way to read a number off a closed loop,
 * scored against the truth on the same timeline (--scoreboard), each
 * computed twice by code that shares no correcting step; and its chart.
 *
 * Owns: the correction methods (METHODS, struct method_def, enum from,
 * enum method), struct score. May call: bench.c, omissions.c (the traces
 * the walks keep, check_summary).
 */

/* ------------------------------------------------------------------ */
/* Scoreboard: every correction against the truth                      */
/* ------------------------------------------------------------------ */

/*
 * The ways to get a number out of a closed-loop measurement, each scored
 * against the truth on the same timeline: the open loop's recording for a
 * schedule, the users' own for users. One row a method (METHODS): its
 * name, its colour in the chart, and where its interval comes from:
 *
 *   FROM_NOTHING     none: the measurement as recorded
 *   FROM_CONFIGURED  HdrHistogram's correction at the interval each
 *                    connection was configured with: C x the schedule's
 *                    interval (or G generators, each corrected at its own
 *                    share and merged: the same terms); users: think +
 *                    mean response, the gap a user's sends really had
 *   FROM_SCHEDULE    at the schedule's interval for all C connections at
 *                    once; users: at the think time
 *   FROM_GAP_MEAN    at the mean of the gaps the measurement itself shows
 *                    between consecutive sends of one connection (what a
 *                    tool without a target rate has)
 *   FROM_GAP_PCT     at a percentile of those gaps (gap_milli, thousandths
 *                    of a percent by the run's rank rule: 0 is the least,
 *                    100000 the most)
 *   FROM_OWN         arithmetic of its own, written in both routes by the
 *                    method's name:
 *     wrk     wrk 4.x as its source does it (src/wrk.c, src/stats.c):
 *             whole-microsecond bins, an interval of run time in us over
 *             (completed / connections) by integer division, each bin
 *             n >= 2E adding n - E, n - 2E, ... while the term is strictly
 *             above E, and its percentile rank round(p/100 x count + 0.5)
 *     double  the correction applied again to a recording already timed
 *             from the intended send (the open loop's), at the schedule's
 *             interval
 *
 * A method whose interval comes out 0 corrects nothing and is not scored.
 */
enum from { FROM_NOTHING, FROM_CONFIGURED, FROM_SCHEDULE, FROM_GAP_MEAN, FROM_GAP_PCT, FROM_OWN };

struct method_def {
	const char *name, *colour;
	enum from from;
	uint64_t gap_milli;   /* FROM_GAP_PCT: the gaps' percentile */
};

static const struct method_def METHODS[] = {
	{ "none", "#555555", FROM_NOTHING, 0 },
	{ "hdr-configured", "#1f5fbf", FROM_CONFIGURED, 0 },
	{ "hdr-schedule", "#6fa8dc", FROM_SCHEDULE, 0 },
	{ "hdr-mean", "#2e8b57", FROM_GAP_MEAN, 0 },
	{ "hdr-median", "#93c47d", FROM_GAP_PCT, 50000 },
	{ "hdr-min", "#e69138", FROM_GAP_PCT, 0 },
	{ "hdr-max", "#b45f06", FROM_GAP_PCT, 100000 },
	{ "wrk", "#c0392b", FROM_OWN, 0 },
	{ "double", "#8e44ad", FROM_OWN, 0 },
};
enum { NMETHODS = sizeof METHODS / sizeof METHODS[0] };

/* The rows code names (the self-test holds each to its name). */
enum method { M_NONE, M_CONFIGURED, M_SCHEDULE, M_WRK = 7, M_DOUBLE = 8 };
_Static_assert((int)M_DOUBLE < (int)NMETHODS, "every M_* names a row of METHODS");

enum { WRK_MAX_BINS = 1 << 26 };   /* wrk's bins past this (67 s): its method is not scored */

/* What the scoreboard reads. */
struct score_in {
	const uint64_t *truth;      /* the truth's latencies */
	uint64_t n_truth;
	const struct trace *tr;     /* the measurement: the closed loop, or the users */
	uint64_t conns;             /* its connections, or users */
	uint64_t configured_ns;     /* hdr-configured's interval */
	uint64_t schedule_ns;       /* hdr-schedule's (and double's) */
	int double_on;              /* the truth was timed from the intended send */
};

/* What it scores: each method's summary and the interval it corrected at. */
struct score {
	struct summary truth, by[NMETHODS];
	uint64_t interval_ns[NMETHODS];   /* 0 for none */
	int on[NMETHODS];
};

/* Every value of a trace's latencies, sorted, in fresh memory. */
static uint64_t *sorted_copy(const uint64_t *v, uint64_t n)
{
	uint64_t *c = malloc(max_u64(n, 1) * sizeof *c);

	if (c) {
		memcpy(c, v, n * sizeof *c);
		qsort(c, n, sizeof *c, cmp_u64);
	}
	return c;
}

/* The gaps between consecutive sends of one connection, in send order; *ng of them. */
static uint64_t *send_gaps(const struct score_in *in, uint64_t *ng)
{
	const struct trace *t = in->tr;
	uint64_t *last = malloc(in->conns * sizeof *last), *g = malloc(max_u64(t->n, 1) * sizeof *g);
	unsigned char *seen = calloc(in->conns, 1);

	*ng = 0;
	if (last && g && seen)
		for (uint64_t i = 0; i < t->n; i++) {
			uint64_t c = t->conn[i];

			if (seen[c])
				g[(*ng)++] = t->send_ns[i] - last[c];
			seen[c] = 1;
			last[c] = t->send_ns[i];
		}
	free(last);
	free(seen);
	if (!last || !seen) {
		free(g);
		return NULL;
	}
	return g;
}

/*
 * The run time wrk divides, in ns: from the run's start (0, where the
 * schedule begins, as wrk counts from its threads' start rather than from
 * its first send) to the last reply. On a fixed schedule the first send is
 * at 0 anyway; on a Poisson one it is the first arrival, after 0.
 */
static uint64_t trace_runtime_ns(const struct trace *t)
{
	uint64_t end = 0;

	for (uint64_t i = 0; i < t->n; i++)
		end = max_u64(end, t->send_ns[i] + t->lat_ns[i]);
	return end;
}

/* wrk's interval: runtime_us / (complete / connections); 0: it corrects nothing. */
static uint64_t wrk_interval_us(uint64_t runtime_ns, uint64_t complete, uint64_t conns)
{
	uint64_t per = complete / conns;

	return per ? runtime_ns / NS_PER_US / per : 0;
}

/* wrk's rank of p (thousandths of a percent) among count: round(p/100 x count + 0.5). */
static uint64_t wrk_rank(uint64_t p_milli, uint64_t count)
{
	uint64_t r = (uint64_t)((u128)p_milli * count / 100000) + 1;

	return min_u64(r, count);
}

/*
 * wrk's method on sorted v, as its source: a count a microsecond bin, then
 * stats_correct, then the percentiles by its rank. Returns 0, 1 if the
 * bins would pass WRK_MAX_BINS (not scored), or ERR_OOM.
 */
static int wrk_bins(const uint64_t *v, uint64_t n, uint64_t conns, uint64_t runtime_ns,
                    const struct model *m, struct summary *s, uint64_t *interval_ns)
{
	uint64_t max_bin = n ? v[n - 1] / NS_PER_US : 0, count = n, *data;
	uint64_t e = wrk_interval_us(runtime_ns, n, conns);
	u128 sum_ns = 0;

	memset(s, 0, sizeof *s);
	*interval_ns = e * NS_PER_US;
	if (max_bin >= WRK_MAX_BINS)
		return 1;
	if (!(data = calloc(max_bin + 1, sizeof *data)))
		return ERR_OOM;
	for (uint64_t i = 0; i < n; i++)
		data[v[i] / NS_PER_US]++;
	for (uint64_t b = 2 * e; e && b <= max_bin; b++) {
		uint64_t c = data[b];

		for (uint64_t k = b - e; c && k > e; k -= e) {
			data[k] += c;
			count += c;
		}
	}
	s->n = count;
	for (int j = 0; j < NPCT; j++) {
		uint64_t rank = PCT_MILLI[j] == 100000 ? count : wrk_rank(PCT_MILLI[j], count), seen = 0;

		for (uint64_t b = 0; b <= max_bin && count; b++)
			if ((seen += data[b]) >= rank) {
				s->pct_ns[j] = b * NS_PER_US;
				break;
			}
	}
	for (uint64_t b = 0; b <= max_bin; b++) {
		sum_ns += (u128)data[b] * b * NS_PER_US;
		if (b * NS_PER_US > m->slow_ns)
			s->slow += data[b];
	}
	s->sum_ns = sum_ns;
	free(data);
	return 0;
}

/*
 * Method d's interval by the route: from the scoreboard's input, or from
 * the sorted gaps (ng of them, summing to gap_sum). 0: it corrects nothing
 * (none, a method of its own, or no gaps).
 */
static uint64_t route_interval(const struct method_def *d, const struct score_in *in,
                               const uint64_t *gaps, uint64_t ng, u128 gap_sum, enum rank_rule rule)
{
	switch (d->from) {
	case FROM_CONFIGURED:
		return in->configured_ns;
	case FROM_SCHEDULE:
		return in->schedule_ns;
	case FROM_GAP_MEAN:
		return ng ? (uint64_t)(gap_sum / ng) : 0;
	case FROM_GAP_PCT:
		return ng ? gaps[rank_of(d->gap_milli, ng, rule) - 1] : 0;
	case FROM_NOTHING:
	case FROM_OWN:
		return 0;
	}
	return 0;   /* no such source: -Wswitch names a constant without its case */
}

/*
 * The scoreboard one way: sort, corrected_summarise (quotient and
 * remainder), wrk's own bins. Returns 0 or ERR_OOM / ERR_RANGE.
 */
static int score_route(const struct model *m, const struct score_in *in, struct score *sc)
{
	const struct trace *t = in->tr;
	uint64_t *v = sorted_copy(t->lat_ns, t->n), *truth = sorted_copy(in->truth, in->n_truth);
	uint64_t *scratch = malloc(max_u64(max_u64(t->n, in->n_truth), 1) * sizeof *scratch), ng = 0;
	uint64_t *gaps = send_gaps(in, &ng);
	u128 gap_sum = 0;
	int rc = ERR_OOM;

	memset(sc, 0, sizeof *sc);
	if (!v || !truth || !scratch || !gaps)
		goto out;
	summarise(truth, in->n_truth, m->slow_ns, m->rank, &sc->truth);
	summarise(v, t->n, m->slow_ns, m->rank, &sc->by[M_NONE]);
	sc->on[M_NONE] = 1;
	qsort(gaps, ng, sizeof *gaps, cmp_u64);
	for (uint64_t i = 0; i < ng; i++)
		gap_sum += gaps[i];
	for (int k = 0; k < NMETHODS; k++) {
		sc->interval_ns[k] = route_interval(&METHODS[k], in, gaps, ng, gap_sum, m->rank);
		if (!sc->interval_ns[k])
			continue;
		sc->on[k] = 1;
		if ((rc = corrected_summarise(v, t->n, sc->interval_ns[k], m->slow_ns, m->rank, scratch,
		                              &sc->by[k])))
			goto out;
	}
	rc = wrk_bins(v, t->n, in->conns, trace_runtime_ns(t), m, &sc->by[M_WRK],
	              &sc->interval_ns[M_WRK]);
	if (rc < 0)
		goto out;
	sc->on[M_WRK] = rc == 0;
	rc = 0;
	if (in->double_on && in->schedule_ns) {
		sc->on[M_DOUBLE] = 1;
		sc->interval_ns[M_DOUBLE] = in->schedule_ns;
		rc = corrected_summarise(truth, in->n_truth, in->schedule_ns, m->slow_ns, m->rank, scratch,
		                         &sc->by[M_DOUBLE]);
	}
out:
	free(v);
	free(truth);
	free(scratch);
	free(gaps);
	return rc;
}

/* A sorted array's distribution corrected at e (0: as it is), summarised by counting. */
static int dist_score(const uint64_t *sorted, uint64_t n, uint64_t e, const struct model *m,
                      struct summary *s)
{
	struct dist d = { 0 }, c = { 0 };
	int rc;

	dist_of_sorted(sorted, n, &d);
	if (e)
		dist_correct(&d, e, &c);
	rc = d.oom || c.oom ? ERR_OOM : dist_summarise(e ? &c : &d, m->slow_ns, m->rank, s);
	dist_free(&d);
	dist_free(&c);
	return rc;
}

/*
 * hdr-configured as G generators would do it: each connection's own
 * samples corrected at its own interval, then the corrected sets merged
 * (runs appended to one distribution) and counted. The route corrects the
 * union, sorted once: the same terms, if nothing is wrong.
 */
static int dist_per_generator(const struct trace *t, uint64_t conns, uint64_t e,
                              const struct model *m, struct summary *s)
{
	uint64_t *start = calloc(conns + 1, sizeof *start), *v = malloc(max_u64(t->n, 1) * sizeof *v);
	struct dist merged = { 0 };
	int rc = ERR_OOM;

	if (!start || !v)
		goto out;
	for (uint64_t i = 0; i < t->n; i++)      /* each connection's samples together */
		start[t->conn[i] + 1]++;
	for (uint64_t c = 0; c < conns; c++)
		start[c + 1] += start[c];
	for (uint64_t i = 0; i < t->n; i++)
		v[start[t->conn[i]]++] = t->lat_ns[i];
	for (uint64_t c = 0, from = 0; c < conns; from = start[c++]) {
		struct dist own = { 0 };

		qsort(v + from, start[c] - from, sizeof *v, cmp_u64);
		dist_of_sorted(v + from, start[c] - from, &own);
		dist_correct(&own, e, &merged);
		if (own.oom) {
			dist_free(&own);
			goto out;
		}
		dist_free(&own);
	}
	rc = merged.oom ? ERR_OOM : dist_summarise(&merged, m->slow_ns, m->rank, s);
out:
	free(start);
	free(v);
	dist_free(&merged);
	return rc;
}

/* wrk's method by counting: each bin's value and its terms as one run, its rank by count. */
static int dist_wrk(const uint64_t *sorted, uint64_t n, uint64_t e_us, const struct model *m,
                    struct summary *s)
{
	struct dist d = { 0 };
	int rc;

	for (uint64_t i = 0; i < n;) {
		uint64_t b = sorted[i] / NS_PER_US, j = i;

		while (j < n && sorted[j] / NS_PER_US == b)
			j++;
		dist_add(&d, b, 0, 1, j - i);
		if (e_us && b >= 2 * e_us)
			dist_add(&d, b - e_us, e_us, (b - e_us - 1) / e_us, j - i);
		i = j;
	}
	rc = d.oom ? ERR_OOM : dist_summarise(&d, m->slow_ns / NS_PER_US, m->rank, s);
	if (rc) {
		dist_free(&d);
		return rc;
	}
	for (int j = 0; j < NPCT; j++)
		s->pct_ns[j] = s->n ? dist_at_rank(&d, PCT_MILLI[j] == 100000 ? s->n
		                                           : wrk_rank(PCT_MILLI[j], s->n)) * NS_PER_US : 0;
	s->sum_ns *= NS_PER_US;
	dist_free(&d);
	return 0;
}

/*
 * The scoreboard the other way, from the reference's trace: selection for
 * the truth, the gaps' mean by a sum and their percentiles by selection, every
 * corrected set by counting runs (dist_correct, the closed form's
 * machinery), wrk's by runs of its terms. Nothing here calls
 * corrected_summarise or wrk_bins.
 */
static int score_reference(const struct model *m, const struct score_in *in, struct score *sc)
{
	const struct trace *t = in->tr;
	uint64_t *v = sorted_copy(t->lat_ns, t->n), *truth = sorted_copy(in->truth, in->n_truth);
	uint64_t *raw = malloc(max_u64(in->n_truth, 1) * sizeof *raw), ng = 0;
	uint64_t *gaps = send_gaps(in, &ng);
	u128 gap_sum = 0;
	int rc = ERR_OOM;

	memset(sc, 0, sizeof *sc);
	if (!v || !truth || !raw || !gaps)
		goto out;
	memcpy(raw, in->truth, in->n_truth * sizeof *raw);
	ref_summary(raw, in->n_truth, m, &sc->truth);
	for (uint64_t i = 0; i < ng; i++)
		gap_sum += gaps[i];
	for (int k = 0; k < NMETHODS; k++) {
		const struct method_def *d = &METHODS[k];

		if (d->from == FROM_OWN)
			continue;
		if (d->from == FROM_CONFIGURED)
			sc->interval_ns[k] = in->configured_ns;
		else if (d->from == FROM_SCHEDULE)
			sc->interval_ns[k] = in->schedule_ns;
		else if (d->from == FROM_GAP_MEAN && ng)
			sc->interval_ns[k] = (uint64_t)(gap_sum / ng);
		else if (d->from == FROM_GAP_PCT && ng)   /* by partitioning, not the route's sort */
			sc->interval_ns[k] = nth_smallest(gaps, (int64_t)ng,
			                                  (int64_t)rank_of(d->gap_milli, ng, m->rank) - 1);
		if (d->from != FROM_NOTHING && !sc->interval_ns[k])
			continue;
		sc->on[k] = 1;
		rc = d->from == FROM_CONFIGURED ? dist_per_generator(t, in->conns, sc->interval_ns[k], m, &sc->by[k])
		                                : dist_score(v, t->n, sc->interval_ns[k], m, &sc->by[k]);
		if (rc)
			goto out;
	}
	uint64_t e_us = wrk_interval_us(trace_runtime_ns(t), t->n, in->conns);

	sc->interval_ns[M_WRK] = e_us * NS_PER_US;
	sc->on[M_WRK] = !t->n || v[t->n - 1] / NS_PER_US < WRK_MAX_BINS;
	if (sc->on[M_WRK] && (rc = dist_wrk(v, t->n, e_us, m, &sc->by[M_WRK])))
		goto out;
	rc = 0;
	if (in->double_on && in->schedule_ns) {
		sc->on[M_DOUBLE] = 1;
		sc->interval_ns[M_DOUBLE] = in->schedule_ns;
		rc = dist_score(truth, in->n_truth, in->schedule_ns, m, &sc->by[M_DOUBLE]);
	}
out:
	free(v);
	free(truth);
	free(raw);
	free(gaps);
	return rc;
}

/* Every method's numbers and interval, and the truth's, one way against the other. */
static void check_score(struct tally *t, const struct score *want, const struct score *got)
{
	check_summary(t, "truth", &want->truth, &got->truth);
	for (int k = 0; k < NMETHODS; k++) {
		check(t, 0, METHODS[k].name, "scored", (u128)want->on[k], (u128)got->on[k]);
		check(t, 0, METHODS[k].name, "interval_ns", want->interval_ns[k], got->interval_ns[k]);
		if (want->on[k] && got->on[k])
			check_summary(t, METHODS[k].name, &want->by[k], &got->by[k]);
	}
}

/* A method's error against the truth at percentile j, in percent (negative: it reads low). */
static double score_err_pct(const struct score *sc, int k, int j)
{
	double truth = (double)sc->truth.pct_ns[j];

	return truth > 0 ? 100 * ((double)sc->by[k].pct_ns[j] - truth) / truth : 0;
}


/*
 * The scoreboard as a chart: each method's value over the truth's at each
 * percentile, on a log scale from 1/1000 to 1000 times (1: exact; beyond
 * the ends a value is drawn at the end), one line a method.
 */
static int score_writer(FILE *f, const void *c)
{
	const struct score *sc = c;
	struct frame fr = { 0, 5, -3, 3 };
	static const char *const XTICK[] = { "p50", "p90", "p99", "p99.9", "p99.99", "max" };
	int k = 0;

	svg_begin(f, "Each correction of the closed loop against the truth, by percentile", &fr,
	          "percentile", "log10(value / truth): 0 is exact");
	for (int j = 0; j < NPCT; j++)
		svg_xtick(f, &fr, j, XTICK[j]);
	for (int m = 0; m < NMETHODS; m++) {
		double x[NPCT], y[NPCT];

		if (!sc->on[m])
			continue;
		for (int j = 0; j < NPCT; j++) {
			double t = (double)sc->truth.pct_ns[j], v = (double)sc->by[m].pct_ns[j];

			x[j] = j;
			y[j] = t > 0 && v > 0 ? fmax(-3, fmin(3, log10(v / t))) : v > 0 ? 3 : t > 0 ? -3 : 0;
		}
		svg_line(f, &fr, x, y, NPCT, METHODS[m].colour, m == M_DOUBLE);
		svg_legend(f, k++, METHODS[m].colour, METHODS[m].name, m == M_DOUBLE);
	}
	fprintf(f, "</svg>\n");
	return 0;
}

/* The methods scored, closest to the truth at p99 first, in order[]; returns how many. */
static int score_order(const struct score *sc, int order[NMETHODS])
{
	int n = 0;

	for (int k = 0; k < NMETHODS; k++)
		if (sc->on[k])
			order[n++] = k;
	for (int i = 1; i < n; i++)   /* insertion sort: stable, by |p99 error| */
		for (int j = i; j > 0 && fabs(score_err_pct(sc, order[j], PCT_P99)) <
		                         fabs(score_err_pct(sc, order[j - 1], PCT_P99)); j--) {
			int x = order[j];

			order[j] = order[j - 1];
			order[j - 1] = x;
		}
	return n;
}

/* The scoreboard's RESULT lines, one a method and percentile, in score_order's order. */
static void print_score_results(const struct score *sc)
{
	int order[NMETHODS], n = score_order(sc, order);
	char a[32];

	for (int i = 0; i < n; i++) {
		int k = order[i];

		for (int j = 0; j < NPCT; j++)
			printf("RESULT score method=%s interval_ns=%" PRIu64 " pct=%s value_ns=%" PRIu64
			       " truth_ns=%" PRIu64 " err_pct=%.3f ratio=%s\n", METHODS[k].name,
			       sc->interval_ns[k], PCT_NAME[j], sc->by[k].pct_ns[j], sc->truth.pct_ns[j],
			       score_err_pct(sc, k, j),
			       fmt_ratio(a, sizeof a, sc->by[k].pct_ns[j], sc->truth.pct_ns[j]));
	}
}

/*
 * The scoreboard: every method's percentiles beside the truth's (called
 * truth_name), closest at p99 first, then the errors in percent.
 */
static void print_score(const struct score *sc, const char *truth_name)
{
	int order[NMETHODS], n = score_order(sc, order);
	char a[32];

	printf("\nscoreboard: each way to read a number off the measurement, against the truth "
	       "(%s), closest at p99 first\n", truth_name);
	printf("%-15s %10s", "method", "interval");
	for (int j = 0; j < NPCT; j++)
		printf(" %11s", PCT_LABEL[j]);
	printf("\n%-15s %10s", "truth", "");
	for (int j = 0; j < NPCT; j++)
		printf(" %11s", fmt_us(a, sizeof a, sc->truth.pct_ns[j]));
	printf("\n");
	for (int i = 0; i < n; i++) {
		int k = order[i];

		printf("%-15s %10s", METHODS[k].name, k == M_NONE ? "" : fmt_us(a, sizeof a, sc->interval_ns[k]));
		for (int j = 0; j < NPCT; j++)
			printf(" %11s", fmt_us(a, sizeof a, sc->by[k].pct_ns[j]));
		printf("\n");
	}
	printf("error against the truth, %%:\n");
	for (int i = 0; i < n; i++) {
		int k = order[i];

		printf("%-15s %10s", METHODS[k].name, "");
		for (int j = 0; j < NPCT; j++)
			printf(" %+11.1f", score_err_pct(sc, k, j));
		printf("\n");
	}
	printf("(us; intervals per connection but hdr-schedule's, for all; wrk's in whole us)\n");
}

/*
 * The scoreboard of a benchmark run: the truth's two clients walked again
 * with their traces kept (omit_walk, no fault), and by the reference
 * (ref_omit_client); each scored its own way. Returns 0 or an error.
 */
static int scoreboard_bench(const struct model *m, struct score *route, struct score *ref)
{
	const uint64_t C = m->closed == CLOSED_SKIP ? 1 : m->connections;
	const uint64_t per_conn_ns = m->expected_ns * C;   /* each connection's share of the schedule */
	struct trace t[4];
	struct counts k;
	struct omitted scratch;
	int rc = 0;

	memset(t, 0, sizeof t);
	for (int open = 0; open < 2 && !rc; open++) {
		struct oviews v = { .tr = &t[open] };

		rc = omit_walk(m, open, &v, &k, NULL, 0);
		rc = rc ? rc : ref_omit_client(m, open, &scratch, &t[2 + open], 0);
	}
	if (!rc) {
		struct score_in in = { t[1].lat_ns, t[1].n, &t[0], C, per_conn_ns, m->expected_ns, 1 };

		rc = score_route(m, &in, route);
		in = (struct score_in){ t[3].lat_ns, t[3].n, &t[2], C, per_conn_ns, m->expected_ns, 1 };
		rc = rc ? rc : score_reference(m, &in, ref);
	}
	for (int i = 0; i < 4; i++)
		trace_free(&t[i]);
	return rc;
}

/*
 * Every row of METHODS keeps its word: a name no other row has, a colour
 * (#rrggbb), a percentile of the gaps within 0..100000 where it takes
 * one, and arithmetic of its own only where both routes write it (wrk and
 * double); the rows code names by M_* carry those names. Returns failures.
 */
static int scoreboard_self_test(void)
{
	static const char *const NAMED[] = { [M_NONE] = "none", [M_CONFIGURED] = "hdr-configured",
		[M_SCHEDULE] = "hdr-schedule", [M_WRK] = "wrk", [M_DOUBLE] = "double" };
	int bad = 0;

	for (int k = 0; k < (int)(sizeof NAMED / sizeof NAMED[0]); k++) {
		char name[96];

		if (!NAMED[k])
			continue;
		snprintf(name, sizeof name, "the row of METHODS that code names %s is %s's", NAMED[k],
		         NAMED[k]);
		bad += expect(name, 0, (u128)(!METHODS[k].name || strcmp(NAMED[k], METHODS[k].name) != 0));
	}
	for (int k = 0; k < NMETHODS; k++) {
		const struct method_def *d = &METHODS[k];
		const char *c = d->colour;
		char name[160];
		int ok = d->name && c && strlen(c) == 7 && c[0] == '#' && strspn(c + 1, "0123456789abcdef") == 6;

		for (int j = 0; ok && j < k; j++)
			ok = !METHODS[j].name || strcmp(d->name, METHODS[j].name) != 0;
		ok = ok && (d->from != FROM_GAP_PCT || d->gap_milli <= 100000);
		ok = ok && (d->from == FROM_OWN) == (k == M_WRK || k == M_DOUBLE);
		ok = ok && (d->from == FROM_NOTHING) == (k == M_NONE);
		snprintf(name, sizeof name, "method %s: a name of its own, a colour (%s), and where its "
		         "interval comes from", d->name ? d->name : "(none)", c ? c : "none");
		bad += expect(name, 1, ok);
	}
	return bad;
}
