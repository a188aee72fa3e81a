/*
 * misc/lab/services.c: service times drawn from a distribution.
 *
 * Owns: the table of service distributions (SERVICE_DISTS, one row each:
 * its name, its draw, its mean and scv or the functions that give them,
 * its largest value, the options it takes with example values, the draw
 * streams it reads, its --help line), the functions bench.c declares for
 * them (service_of, service_moments, service_max, print_service; in bench
 * alone, fixed service), their options' parsers and the rule that a row's
 * options come with it, the RESULT service line, and the self-test of the
 * draws and of every row.
 * May call: bench.c (the model, its draws draw_u01 and draw_exp, parse_time,
 * the option table's helpers). Called by bench.c through the functions it
 * declares under BENCH_LAB, by runs.c (the RESULT line) and by theory.c,
 * sweep.c and users.c (the moments).
 *
 * Everything that knows a distribution reads its row: --service-dist's
 * parser (set_service_dist), the rule on its options
 * (service_options_given), --help (service_help), the plan's server line
 * (print_service), the RESULT service line, theory (M/G/1 from the mean and
 * scv), the run's time bound (service_max), and the self-test
 * (self_test_services), which holds every row's draws to its moments and
 * its largest value. Code names a row (SVC_FIXED, SVC_EXP) only where the
 * row itself is the point: fixed service for the quoted loops and the
 * closed form, exponential for M/M/1.
 */
enum { SVC_EXP = 1, SVC_BIMODAL, SVC_LOGNORMAL };   /* the rows named by code; SVC_FIXED is bench.c's */

/* The draw streams the rows read (bench.c's Schedules and draws say how a stream is keyed). */
static const uint64_t STREAM_SERVICE = UINT64_C(0x5345525649434531);   /* "SERVICE1" */
static const uint64_t STREAM_SERVICE_Z = UINT64_C(0x5345525649434532); /* lognormal's second */

/* No drawn service time is longer: a lognormal's tail is cut here (about 13 days). */
static const uint64_t MAX_SERVICE_NS = UINT64_C(1) << 50;
static const double M_PI_VALUE = 3.14159265358979323846;

struct service_def {
	const char *name;        /* --service-dist's value */
	uint64_t (*draw)(const struct model *m, uint64_t i);  /* request i's service time */
	/* mean --service, this squared coefficient of variation, and no draw above
	   top * --service (+1 ns for the rounding when top > 1); or, where they hang
	   on the row's own options, the functions that say so (NULL: the numbers) */
	double scv;
	uint64_t top;
	void (*moments)(const struct model *m, double *mean_ns, double *scv);
	uint64_t (*largest)(const struct model *m);
	const char *takes;       /* the options it takes, space between (each given with it alone), or NULL */
	const char *example;     /* those options with values: for a refusal's hint and the self-test */
	uint64_t streams[2];     /* the draw streams it reads (0: none), each its own (self-test) */
	const char *help;        /* its line under --service-dist in --help */
	void (*detail)(const struct model *m);  /* more for the plan's server line, or NULL */
};

/* The lognormal's parameters: mean service_ns, coefficient of variation service_cv. */
static void lognormal_params(const struct model *m, double *mu, double *sigma)
{
	*sigma = sqrt(log1p(m->service_cv * m->service_cv));
	*mu = log((double)m->service_ns) - *sigma * *sigma / 2;
}

static uint64_t draw_fixed(const struct model *m, uint64_t i)
{
	(void)i;
	return m->service_ns;
}

static uint64_t draw_exp_service(const struct model *m, uint64_t i)
{
	return draw_exp(m->seed, STREAM_SERVICE, i, (double)m->service_ns);
}

static uint64_t draw_bimodal(const struct model *m, uint64_t i)
{
	double u = draw_u01(m->seed, STREAM_SERVICE, i);

	return u < m->slow_fraction ? m->slow_service_ns : m->service_ns;
}

static void bimodal_moments(const struct model *m, double *mean_ns, double *scv)
{
	double s = (double)m->service_ns, s2 = (double)m->slow_service_ns, f = m->slow_fraction;

	*mean_ns = (1 - f) * s + f * s2;
	*scv = ((1 - f) * s * s + f * s2 * s2) / (*mean_ns * *mean_ns) - 1;
}

static uint64_t bimodal_largest(const struct model *m)
{
	return max_u64(m->service_ns, m->slow_service_ns);
}

static void bimodal_detail(const struct model *m)
{
	char a[32], b[32];

	printf(" (%s us, or %s us for %.4g %%)", fmt_us(a, sizeof a, m->service_ns),
	       fmt_us(b, sizeof b, m->slow_service_ns), m->slow_fraction * 100);
}

static uint64_t draw_lognormal(const struct model *m, uint64_t i)
{
	double u, z, sigma, mu;

	/* Box-Muller from two streams */
	lognormal_params(m, &mu, &sigma);
	u = draw_u01(m->seed, STREAM_SERVICE, i);
	z = sqrt(-2 * log1p(-u)) * cos(2 * M_PI_VALUE * draw_u01(m->seed, STREAM_SERVICE_Z, i));
	u = exp(mu + sigma * z) + 0.5;
	return u < 1 ? 1 : u >= (double)MAX_SERVICE_NS ? MAX_SERVICE_NS : (uint64_t)u;
}

static void lognormal_moments(const struct model *m, double *mean_ns, double *scv)
{
	*mean_ns = (double)m->service_ns;
	*scv = m->service_cv * m->service_cv;
}

static uint64_t lognormal_largest(const struct model *m)
{
	/* Box-Muller's |z| stays below sqrt(-2 ln 2^-53) < 8.6 */
	double mu, sigma, top;

	lognormal_params(m, &mu, &sigma);
	top = exp(mu + sigma * 8.6) + 1;

	return top >= (double)MAX_SERVICE_NS ? MAX_SERVICE_NS : (uint64_t)top;
}

static const struct service_def SERVICE_DISTS[] = {
	[SVC_FIXED] = { "fixed", draw_fixed, 0, 1, NULL, NULL, NULL, NULL, { 0, 0 },
	                "each --service (the default)", NULL },
	/* -ln(2^-53) is below 37 */
	[SVC_EXP] = { "exp", draw_exp_service, 1, 37, NULL, NULL, NULL, NULL, { STREAM_SERVICE, 0 },
	              "exponential of mean --service", NULL },
	[SVC_BIMODAL] = { "bimodal", draw_bimodal, 0, 0, bimodal_moments, bimodal_largest,
	                  "--slow-fraction --slow-service", "--slow-fraction 0.1 --slow-service 1ms",
	                  { STREAM_SERVICE, 0 }, "--slow-service for a --slow-fraction, else --service",
	                  bimodal_detail },
	[SVC_LOGNORMAL] = { "lognormal", draw_lognormal, 0, 0, lognormal_moments, lognormal_largest,
	                    "--service-cv", "--service-cv 2", { STREAM_SERVICE, STREAM_SERVICE_Z },
	                    "lognormal of mean --service, coefficient of variation --service-cv", NULL },
};
enum { NSERVICE_DISTS = sizeof SERVICE_DISTS / sizeof SERVICE_DISTS[0] };

/* Request i's service time. */
static uint64_t service_of(const struct model *m, uint64_t i)
{
	return SERVICE_DISTS[m->service_dist].draw(m, i);
}

/* The service distribution's mean and its squared coefficient of variation. */
static void service_moments(const struct model *m, double *mean_ns, double *scv)
{
	const struct service_def *d = &SERVICE_DISTS[m->service_dist];

	if (d->moments) {
		d->moments(m, mean_ns, scv);
		return;
	}
	*mean_ns = (double)m->service_ns;
	*scv = d->scv;
}

/* The longest service time a draw can give: the run's time bound needs it. */
static uint64_t service_max(const struct model *m)
{
	const struct service_def *d = &SERVICE_DISTS[m->service_dist];

	return d->largest ? d->largest(m) : m->service_ns * d->top + (d->top > 1);
}


/* The service part of the plan's server line. */
static void print_service(const struct model *m)
{
	const struct service_def *d = &SERVICE_DISTS[m->service_dist];
	double mean_ns, scv;

	if (m->service_dist == SVC_FIXED) {
		char a[32];

		printf("server: service %s us; ", fmt_us(a, sizeof a, m->service_ns));
		return;
	}
	service_moments(m, &mean_ns, &scv);
	printf("server: service %s, mean %.1f us, scv %.3f", d->name, mean_ns / 1e3, scv);
	if (d->detail)
		d->detail(m);
	printf("; ");
}

/* The RESULT service line of a run whose service is drawn. */
static void print_service_result(const struct model *m)
{
	double mean_ns, scv;

	if (m->service_dist == SVC_FIXED)
		return;
	service_moments(m, &mean_ns, &scv);
	printf("RESULT service dist=%s mean_ns=%.0f scv=%.4f\n", SERVICE_DISTS[m->service_dist].name,
	       mean_ns, scv);
}

static int set_slow_service(struct options *o, const struct optdef *d, const char *val, char *err,
                            size_t len)
{
	char why[1400];
	uint64_t v;

	if (parse_time(val, 0, &v, why, sizeof why) || v == 0 || v > MAX_SERVICE_NS)
		return not_valid(d, val, err, len);
	o->m.slow_service_ns = v;
	return 0;
}


static int set_slow_fraction(struct options *o, const struct optdef *d, const char *val, char *err,
                             size_t len)
{
	double x;

	if (parse_positive(val, &x) || x >= 1)
		return not_valid(d, val, err, len);
	o->m.slow_fraction = x;
	return 0;
}


/* The service distributions are SERVICE_DISTS' rows, not a list of names. */
static int set_service_dist(struct options *o, const struct optdef *d, const char *val, char *err,
                            size_t len)
{
	for (int k = 0; k < NSERVICE_DISTS; k++)
		if (strcmp(val, SERVICE_DISTS[k].name) == 0) {
			o->m.service_dist = (unsigned)k;
			return 0;
		}
	return not_valid(d, val, err, len);
}


/*
 * --service-dist in --help: its choices, "fixed|exp|...", into head (len
 * long); or, head NULL, a line for each row.
 */
static void service_help(char *head, size_t len)
{
	size_t n = 0;

	if (!head) {
		for (int j = 0; j < NSERVICE_DISTS; j++)
			printf("  %-24s   %-10s %s\n", "", SERVICE_DISTS[j].name, SERVICE_DISTS[j].help);
		return;
	}
	head[0] = '\0';
	for (int k = 0; k < NSERVICE_DISTS && n < len; k++)
		n += (size_t)snprintf(head + n, len - n, "%s%s", k ? "|" : "", SERVICE_DISTS[k].name);
}


/* Whether the list of options takes (space between, or NULL) holds opt. */
static int takes_option(const char *takes, const char *opt)
{
	size_t n = strlen(opt);

	for (const char *w = takes; w && *w; w += strcspn(w, " "), w += *w == ' ')
		if (strncmp(w, opt, n) == 0 && (w[n] == ' ' || w[n] == '\0'))
			return 1;
	return 0;
}

/*
 * The refusal for row r of SERVICE_DISTS: one option of its own is given
 * without it (needed 0), or it is chosen without one (needed 1). A row of
 * one option names it; a row of several names them all, to go together.
 */
static int service_refusal(const struct service_def *r, int needed, char *err, size_t len)
{
	static const char *const HOW_MANY[] = { "two", "three", "four", "five", "six" };
	char list[256];
	size_t n = 0, words = 1;

	if (!strchr(r->takes, ' ')) {
		if (needed)
			snprintf(err, len, "%s is needed with --service-dist %s: e.g. %s", r->takes,
			         r->name, r->example);
		else
			snprintf(err, len, "%s applies to --service-dist %s only: drop it or add "
			         "--service-dist %s", r->takes, r->name, r->name);
		return -1;
	}
	for (const char *c = r->takes; *c && n + 6 < sizeof list; c++) {
		if (*c == ' ') {
			n += (size_t)snprintf(list + n, sizeof list - n, " and ");
			words++;
			continue;
		}
		list[n++] = *c;
	}
	list[n] = '\0';
	snprintf(err, len, "%s go together with --service-dist %s: give all %s, or none", list,
	         r->name, words < 6 ? HOW_MANY[words - 1] : "of them");
	return -1;
}


/*
 * A service distribution's options (its row's takes) come with it: each
 * one given only with a row that takes it, and every one of the chosen
 * row's given. Decided by what was given. Returns 0, or -1 with err.
 */
static int service_options_given(const struct options *o, char *err, size_t len)
{
	const struct service_def *chosen = &SERVICE_DISTS[o->m.service_dist];

	for (int k = 0; k < NSERVICE_DISTS; k++) {
		const struct service_def *r = &SERVICE_DISTS[k];
		char want[256], *save = NULL, *w;

		if (!r->takes)
			continue;
		snprintf(want, sizeof want, "%s", r->takes);
		for (w = strtok_r(want, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
			if (r == chosen && !was_given(o, w))
				return service_refusal(r, 1, err, len);
			if (was_given(o, w) && !takes_option(chosen->takes, w))
				return service_refusal(r, 0, err, len);
		}
	}
	return 0;
}


/*
 * The draws: each stream its own (none repeats another's uniforms, nor the
 * Poisson schedule's), a function of (seed, i) alone, and an exponential
 * whose mean over 200000 draws is within 1 % of what was asked (four
 * standard errors are 0.9 %). Returns failures.
 */
static int self_test_draws(void)
{
	enum { N = 1000, MEAN_DRAWS = 200000 };
	/* the stalls' streams, and every stream a service distribution's row reads */
	uint64_t STREAMS[2 + 2 * NSERVICE_DISTS] = { STREAM_STALL_GAP, STREAM_STALL_LEN };
	int NS = 2;
	uint64_t state = 42, same = 0, again = 0;
	double sum = 0;
	int bad = 0;

	for (int k = 0; k < NSERVICE_DISTS; k++)
		for (int j = 0; j < 2; j++) {
			int seen = 0;

			for (int a = 0; a < NS; a++)
				seen |= STREAMS[a] == SERVICE_DISTS[k].streams[j];
			if (SERVICE_DISTS[k].streams[j] && !seen)
				STREAMS[NS++] = SERVICE_DISTS[k].streams[j];
		}
	for (uint64_t i = 0; i < N; i++) {
		double poisson_u = (double)(splitmix64(&state) >> 11) * 0x1p-53;

		for (int a = 0; a < NS; a++) {
			double u = draw_u01(42, STREAMS[a], i);

			same += u == poisson_u;
			again += u != draw_u01(42, STREAMS[a], i);
			for (int b = a + 1; b < NS; b++)
				same += u == draw_u01(42, STREAMS[b], i);
		}
	}
	bad += expect("streams share no draw with each other or the Poisson schedule", 0, same);
	bad += expect("a draw is a function of (seed, stream, i) alone", 0, again);
	for (uint64_t i = 0; i < MEAN_DRAWS; i++)
		sum += (double)draw_exp(7, STREAM_SERVICE, i, 100000.0);
	bad += expect("an exponential of mean 100 us averages within 1 % of it", 1,
	              fabs(sum / MEAN_DRAWS - 100000.0) < 1000.0);
	return bad;
}


/*
 * Each row of SERVICE_DISTS keeps its word: with --service 100 us and the
 * row's example options, 200000 draws (seed 7) average within five
 * standard errors of the mean its row gives, their variance is within five
 * standard errors of the one its scv gives (each error estimated from the
 * draws themselves: sd / sqrt(n), and sqrt((m4 - var^2) / n)), and none is
 * above its largest value or below 1 ns. The rows code names by SVC_*
 * carry those names. Returns failures.
 */
static int self_test_services(void)
{
	enum { DRAWS = 200000 };
	static const char *const NAMED[] = { [SVC_FIXED] = "fixed", [SVC_EXP] = "exp",
	                                     [SVC_BIMODAL] = "bimodal", [SVC_LOGNORMAL] = "lognormal" };
	int bad = 0;

	for (int k = 0; k < (int)(sizeof NAMED / sizeof NAMED[0]); k++) {
		char name[96];

		snprintf(name, sizeof name, "the row of SERVICE_DISTS that code names %s is %s's",
		         NAMED[k], NAMED[k]);
		bad += expect(name, 0, (u128)strcmp(NAMED[k], SERVICE_DISTS[k].name));
	}
	for (int k = 0; k < NSERVICE_DISTS; k++) {
		const struct service_def *d = &SERVICE_DISTS[k];
		struct options o = { .m = { .service_ns = 100 * NS_PER_US, .seed = 7 } };
		char args[256], err[256], name[160], *save = NULL, *opt;
		double mean_ns, scv, var, sum = 0, m2 = 0, m4 = 0, x;
		uint64_t top, over = 0;
		int ok = d->name && d->draw && d->help && !d->takes == !d->example;

		snprintf(name, sizeof name, "service %s: a name, a draw, a help line, and examples for "
		         "the options it takes", d->name ? d->name : "(none)");
		bad += expect(name, 1, ok);
		if (!ok)
			continue;
		o.m.service_dist = (unsigned)k;
		snprintf(args, sizeof args, "%s", d->example ? d->example : "");
		for (opt = strtok_r(args, " ", &save); opt; opt = strtok_r(NULL, " ", &save)) {
			const char *val = strtok_r(NULL, " ", &save);
			if (!val || apply_option(&o, opt, val, err, sizeof err))
				bad += expect("a service distribution's example options apply", 0, 1);
		}
		service_moments(&o.m, &mean_ns, &scv);
		top = service_max(&o.m);
		for (uint64_t i = 0; i < DRAWS; i++) {
			uint64_t v = service_of(&o.m, i);

			over += v > top || v < 1;
			sum += (double)v;
		}
		x = sum / DRAWS;
		for (uint64_t i = 0; i < DRAWS; i++) {
			double e = (double)service_of(&o.m, i) - x;

			m2 += e * e;
			m4 += e * e * e * e;
		}
		var = m2 / DRAWS;
		m4 /= DRAWS;
		snprintf(name, sizeof name, "service %s: the draws average its mean (%.1f us) within "
		         "five standard errors", d->name, mean_ns / 1e3);
		bad += expect(name, 1, fabs(x - mean_ns) <= 5 * sqrt(var / DRAWS) + 1e-9 * mean_ns);
		snprintf(name, sizeof name, "service %s: their variance is its scv's (%.4f) within "
		         "five standard errors", d->name, scv);
		bad += expect(name, 1, fabs(var - scv * mean_ns * mean_ns) <=
		                       5 * sqrt((m4 - var * var) / DRAWS) + 1e-9 * mean_ns * mean_ns);
		snprintf(name, sizeof name, "service %s: no draw above its largest value (%" PRIu64
		         " ns) or below 1 ns", d->name, top);
		bad += expect(name, 0, over);
	}
	return bad;
}

/* The draws and every row of the table. Returns failures. */
static int services_self_test(void)
{
	return self_test_draws() + self_test_services();
}
