/*
 * misc/lab/sweep.c: --sweep load and --sweep stall, one table (and chart)
 * of the three recordings over ten loads or stall lengths, each point run
 * once and checked as a rep is, beside M/M/1 or M/D/1 where they apply.
 *
 * Owns: struct sweep and its chart; chart_points and chart_end, a line
 * chart's points from allocation to its closing tag (runs.c's first second
 * takes them too). May call: bench.c.
 */

/* Room for a chart's n points, x and y: 0, or -1 with neither (chart_end frees them). */
static int chart_points(size_t n, double **x, double **y)
{
	*x = malloc(n * sizeof **x);
	*y = malloc(n * sizeof **y);
	if (*x && *y)
		return 0;
	free(*x);
	free(*y);
	return -1;
}

/* A chart's end: its closing tag, then its points freed. Returns 0, the chart written. */
static int chart_end(FILE *f, double *x, double *y)
{
	fprintf(f, "</svg>\n");
	free(x);
	free(y);
	return 0;
}

/* p99 of each set across a sweep; x is the load in percent or log10 of the stall in us. */
static int write_sweep_svg(FILE *f, int by_load, const uint64_t *value, const struct outcome *got,
                           size_t points, const double *theory_p99_ns)
{
	struct frame fr = { 0, 0, 0, 0 };
	double *x, *y;
	char b[32];

	if (points == 0 || chart_points(points, &x, &y))
		return -1;
	for (size_t p = 0; p < points; p++) {
		x[p] = by_load ? (double)value[p] : log10((double)value[p] / 1e3);
		for (int s = 0; s < NSETS; s++)
			fr.y1 = fmax(fr.y1, (double)got[p].set[s].pct_ns[PCT_P99] / 1e6);
	}
	fr.x0 = by_load ? 0 : floor(x[0]);
	fr.x1 = by_load ? 100 : ceil(x[points - 1]);
	fr.y1 = fr.y1 > 0 ? ceil(fr.y1 * 1.05 / nice_step(fr.y1)) * nice_step(fr.y1) : 1;
	svg_begin(f, by_load ? "p99 against load" : "p99 against stall length (the load held fixed)",
	          &fr, by_load ? "load, % of the server's capacity" : "stall (us, log scale)",
	          "p99 latency (ms)");
	for (double t = fr.x0; t <= fr.x1; t += by_load ? 10 : 1) {
		snprintf(b, sizeof b, "%g", by_load ? t : pow(10, t));
		svg_xtick(f, &fr, t, b);
	}
	for (int s = 0; s < NSETS; s++) {
		for (size_t p = 0; p < points; p++)
			y[p] = (double)got[p].set[s].pct_ns[PCT_P99] / 1e6;
		svg_line(f, &fr, x, y, points, SET_COLOUR[s], 0);
		for (size_t p = 0; p < points; p++)
			fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n",
			        px(&fr, x[p]), py(&fr, y[p]), SET_COLOUR[s]);
		svg_legend(f, s, SET_COLOUR[s], SET_NAME[s], 0);
	}
	if (theory_p99_ns) {   /* M/M/1's open p99, -ln(0.01) S / (1 - rho): the knee */
		for (size_t p = 0; p < points; p++)
			y[p] = fmin(theory_p99_ns[p] / 1e6, fr.y1);
		svg_line(f, &fr, x, y, points, "#555555", 1);
		svg_legend(f, NSETS, "#555555", "theory, M/M/1 open p99", 1);
	}
	return chart_end(f, x, y);
}

struct sweep_plot {
	int by_load;
	const uint64_t *value;
	const struct outcome *got;
	size_t points;
	const double *theory_p99_ns;   /* NULL: no theory line */
};

static int sweep_writer(FILE *f, const void *c)
{
	const struct sweep_plot *p = c;

	return write_sweep_svg(f, p->by_load, p->value, p->got, p->points, p->theory_p99_ns);
}

enum { SWEEP_MAX = 16, SWEEP_COLS = 3 };   /* points a sweep runs at most; percentiles shown a set */
static const int SWEEP_COL[SWEEP_COLS] = { 0, PCT_P99, 3 };  /* p50, p99, p99.9 */

/* The points of a sweep, each run once and checked as a rep is. */
struct sweep {
	int by_load;
	uint64_t length_ns;                /* schedule per point */
	size_t shown;
	uint64_t value[SWEEP_MAX];         /* load % or stall ns */
	struct outcome got[SWEEP_MAX];
	const char *against[SWEEP_MAX];    /* NULL: the closed form */
	struct tally t;
	struct theory theory[SWEEP_MAX];   /* Poisson arrivals, no stalls: what theory says */
	double theory_p99_ns[SWEEP_MAX];   /* M/M/1's open p99, where it applies */
	int any_theory, exp_theory;
};

/*
 * The model of a point of a Poisson load sweep: the rate that puts the load
 * at pct % of the server's mean capacity, over the same length of schedule.
 */
static void sweep_poisson_point(const struct model *base, unsigned pct, uint64_t length_ns,
                                struct model *m)
{
	struct poisson p;
	double mean_ns, scv;
	uint64_t n = 0;

	service_moments(base, &mean_ns, &scv);
	m->rate_per_s = pct / 100.0 * 1e9 / mean_ns;
	m->expected_ns = max_u64((uint64_t)(1e9 / m->rate_per_s), 1);
	poisson_start(&p, m->rate_per_s, m->seed);
	for (;;) {
		double t_ns = poisson_next(&p);

		if (t_ns >= (double)length_ns || n == MAX_REQUESTS)
			break;
		if (n == 0)
			m->first_due_ns = (uint64_t)t_ns;
		m->last_due_ns = (uint64_t)t_ns;
		n++;
	}
	m->requests = n ? n : 1;
}

/* Runs every point of the sweep. Returns 0, or the exit status of a point that could not run. */
static int sweep_points(const struct model *base, struct sweep *w)
{
	static const unsigned LOAD_PCT[] = { 10, 20, 25, 40, 50, 60, 70, 75, 80, 90, 95 };
	static const uint64_t STALL_US[] = { 100, 200, 1000, 10000, 50000, 100000, 200000, 500000 };
	size_t points = w->by_load ? sizeof LOAD_PCT / sizeof LOAD_PCT[0]
	                           : sizeof STALL_US / sizeof STALL_US[0];

	for (size_t p = 0; p < points; p++) {
		struct model m = *base;
		struct outcome want;
		struct buffers b;
		double ns[2];

		if (w->by_load && base->schedule == SCHED_POISSON) {
			sweep_poisson_point(base, LOAD_PCT[p], w->length_ns, &m);
		} else if (w->by_load) {
			m.interval_ns = (m.service_ns * 100 + LOAD_PCT[p] / 2) / LOAD_PCT[p];
			m.requests = ceil_div(w->length_ns, m.interval_ns);
			m.expected_ns = m.interval_ns;
		} else {
			m.stall_ns = STALL_US[p] * NS_PER_US;
			if (m.period_ns && m.stall_ns >= m.period_ns)
				continue;
		}
		int rc = buffers_init(&b, &m) ? ERR_OOM : expected_outcome(&m, &want, &w->against[w->shown]);

		if ((rc = fault_rc(rc)) || (rc = fault_rc(run_once(&m, &b, &w->got[w->shown], ns)))) {
			buffers_free(&b);
			return cannot(rc, "in the sweep");
		}
		buffers_free(&b);
		check_outcome(&w->t, (unsigned)p, &want, &w->got[w->shown]);
		if (theory_of(&m, &w->theory[w->shown])) {
			w->any_theory = 1;
			w->exp_theory = w->theory[w->shown].exp_service;
			w->theory_p99_ns[w->shown] = w->exp_theory
			                             ? theory_open_pct(&w->theory[w->shown], PCT_MILLI[PCT_P99]) : 0;
		}
		w->value[w->shown++] = w->by_load ? LOAD_PCT[p] : m.stall_ns;
	}
	return 0;
}

static void print_sweep(const struct model *base, const struct sweep *w)
{
	char a[32];

	printf("coordinated omission: sweep over %s\n", w->by_load ? "load" : "stall length");
	printf("base: service %s us", fmt_us(a, sizeof a, base->service_ns));
	printf(", stall %s us", fmt_us(a, sizeof a, base->stall_ns));
	printf(", period %s us", fmt_us(a, sizeof a, base->period_ns));
	printf(", %s us of schedule per point\n\n", fmt_us(a, sizeof a, w->length_ns));
	printf("%-10s %-8s", w->by_load ? "load %" : "stall us", "checked");
	for (int s = 0; s < NSETS; s++)
		printf(" | %-10s %10s %10s", SET_NAME[s], "", "");
	printf("\n%-10s %-8s", "", "");
	for (int s = 0; s < NSETS; s++)
		for (int c = 0; c < SWEEP_COLS; c++)
			printf("%s%10s", c ? " " : " | ", PCT_LABEL[SWEEP_COL[c]]);
	printf("\n");
	for (size_t p = 0; p < w->shown; p++) {
		if (w->by_load)
			printf("%-10" PRIu64, w->value[p]);
		else
			printf("%-10s", fmt_us(a, sizeof a, w->value[p]));
		printf(" %-8s", w->against[p] ? "sim" : "formula");
		for (int s = 0; s < NSETS; s++)
			for (int c = 0; c < SWEEP_COLS; c++)
				printf("%s%10s", c ? " " : " | ",
				       fmt_us(a, sizeof a, w->got[p].set[s].pct_ns[SWEEP_COL[c]]));
		printf("\n");
	}
	printf("(percentiles in us; checked against: formula = the closed form, "
	       "sim = the reference simulation)\n\n");
}

static void print_sweep_results(const struct sweep *w, const char *axis)
{
	for (size_t p = 0; p < w->shown; p++) {
		printf("RESULT sweep axis=%s value=%" PRIu64, axis, w->value[p]);
		for (int s = 0; s < NSETS; s++)
			for (int c = 0; c < SWEEP_COLS; c++)
				printf(" %s_%s_ns=%" PRIu64, SET_NAME[s], PCT_NAME[SWEEP_COL[c]],
				       w->got[p].set[s].pct_ns[SWEEP_COL[c]]);
		printf(" against=%s\n", w->against[p] ? "reference" : "closed-form");
	}
	for (size_t p = 0; w->any_theory && p < w->shown; p++) {
		const struct summary *o = &w->got[p].set[SET_OPEN];

		printf("RESULT sweep_theory axis=%s value=%" PRIu64 " queue=%s rho=%.4f open_mean_ns=%.0f "
		       "theory_mean_ns=%.0f", axis, w->value[p], w->theory[p].queue, w->theory[p].rho,
		       (double)o->sum_ns / (double)o->n, w->theory[p].open_mean_ns);
		if (w->exp_theory)
			printf(" open_p99_ns=%" PRIu64 " theory_p99_ns=%.0f", o->pct_ns[PCT_P99],
			       w->theory_p99_ns[p]);
		printf("\n");
	}
	printf("RESULT checks passed=%" PRIu64 " failed=%" PRIu64 " runs=%zu\n", w->t.passed,
	       w->t.failed, w->shown);
}

/* The knee in words: the open loop's mean beside theory's, load by load. */
static void print_sweep_theory(const struct sweep *w)
{
	if (!w->any_theory)
		return;
	printf("theory (%s, Poisson arrivals, no stalls): the open loop's mean against theory's\n",
	       w->theory[0].queue);
	printf("%-10s %12s %12s", "load %", "open mean", "theory");
	if (w->exp_theory)
		printf(" %12s %12s", "open p99", "theory p99");
	printf("\n");
	for (size_t p = 0; p < w->shown; p++) {
		const struct summary *o = &w->got[p].set[SET_OPEN];

		printf("%-10" PRIu64 " %12.1f %12.1f", w->value[p], (double)o->sum_ns / (double)o->n / 1e3,
		       w->theory[p].open_mean_ns / 1e3);
		if (w->exp_theory)
			printf(" %12.1f %12.1f", (double)o->pct_ns[PCT_P99] / 1e3, w->theory_p99_ns[p] / 1e3);
		printf("\n");
	}
	printf("(us; theory is a limit, a finite run a sample: at high load the run is short of it)\n\n");
}

/*
 * One table over load or stall length: p50, p99 and p99.9 of each set,
 * every point checked as a rep is. Load moves the interval (service fixed);
 * stall moves the stall from below one interval to half the period.
 */
static int run_sweep(const struct model *base, const char *axis, const char *export_to)
{
	struct sweep w;
	int rc;

	memset(&w, 0, sizeof w);
	w.by_load = strcmp(axis, "load") == 0;
	w.length_ns = base->schedule == SCHED_POISSON ? base->last_due_ns + 1
	                                              : base->requests * base->interval_ns;
	if ((rc = sweep_points(base, &w)))
		return rc;
	print_sweep(base, &w);
	print_sweep_theory(&w);
	print_sweep_results(&w, axis);
	if (export_to) {
		struct sweep_plot sp = { w.by_load, w.value, w.got, w.shown,
		                         w.exp_theory ? w.theory_p99_ns : NULL };

		if (export_file(export_to, w.by_load ? "sweep-load.svg" : "sweep-stall.svg",
		                sweep_writer, &sp))
			return 1;
	}
	return w.t.failed ? 1 : 0;
}
