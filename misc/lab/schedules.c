/*
 * misc/lab/schedules.c: the lab's schedules and draws.
 *
 * Owns: Poisson arrivals (their generator, and the schedule resolved:
 * once through the generator for its length and ends); schedules replayed from a file of due times
 * (--arrivals: the file read through once and checked, then read again
 * by every walk, or kept when it fits); the file of numbers that --arrivals
 * and --correct read, a line at a time; the cursors of both in bench.c's
 * struct due_src (sched_open, sched_next, sched_fill, sched_close); and the
 * draws that are functions of (seed, stream, i) alone (draw_u01, draw_exp
 * and their keys), which service times, random stalls, think times and
 * sessions read, each from a stream of its own. The self-test of the
 * streams is services.c's (self_test_draws).
 * May call: bench.c. Called by bench.c through the functions it declares
 * under BENCH_LAB (due_src, resolve, the --arrivals parser), and by
 * services.c, stalls.c, passes.c, sweep.c, users.c and trace.c.
 */

/*
 * Draws that are functions of (seed, stream, i) alone: request i's service
 * time and stall k's gap and length are the same in the closed loop, the
 * open loop, every pass, every rep and the reference, without being
 * stored, and each stream is its own, so a change to one (a longer stall)
 * reshuffles none of the others. The key of a stream is its name's bytes;
 * the Poisson schedule keeps its own sequential stream, which seed 003's
 * figures fix. The service times' streams are services.c's.
 */
static const uint64_t STREAM_STALL_GAP = UINT64_C(0x5354414c4c474150); /* "STALLGAP" */
static const uint64_t STREAM_STALL_LEN = UINT64_C(0x5354414c4c4c454e); /* "STALLLEN" */

/* A stream's key (bench.c's mix64): its draws are a function of it and the index alone. */
static inline uint64_t stream_key(uint64_t seed, uint64_t stream)
{
	return mix64(seed ^ stream);
}

/* A uniform in [0, 1) with 53 bits, the i-th of the stream with this key. */
static inline double keyed_u01(uint64_t key, uint64_t i)
{
	return (double)(mix64(key + (i + 1) * UINT64_C(0x9E3779B97F4A7C15)) >> 11) * 0x1p-53;
}

/* A uniform in [0, 1) with 53 bits, the i-th of a stream. */
static double draw_u01(uint64_t seed, uint64_t stream, uint64_t i)
{
	return keyed_u01(stream_key(seed, stream), i);
}

/* The exponential of mean mean_ns that uniform u gives, in whole nanoseconds, at least 1. */
static inline uint64_t exp_of_u01(double u, double mean_ns)
{
	double v = -log1p(-u) * mean_ns + 0.5;

	return v < 1 ? 1 : v >= (double)MAX_TIME_NS ? MAX_TIME_NS : (uint64_t)v;
}

/* An exponential of mean mean_ns, in whole nanoseconds, at least 1. */
static uint64_t draw_exp(uint64_t seed, uint64_t stream, uint64_t i, double mean_ns)
{
	return exp_of_u01(draw_u01(seed, stream, i), mean_ns);
}

/*
 * Poisson arrivals at rate_per_s: exponential gaps accumulated in double
 * precision and truncated to whole nanoseconds. The generator is its own
 * storage: a run that needs the schedule again starts it again.
 */
static void poisson_start(struct poisson *p, double rate_per_s, uint64_t seed)
{
	p->rate_per_s = rate_per_s;
	p->t_ns = 0;
	p->state = seed;
}

/* The gap a draw of the generator stands for, in ns. */
static inline double poisson_gap(uint64_t draw, double rate_per_s)
{
	double u = (double)(draw >> 11) * 0x1p-53;

	return -log(1.0 - u) / rate_per_s * 1e9;
}

/* The next due time, unbounded: the caller stops before MAX_TIME_NS. */
static double poisson_next(struct poisson *p)
{
	p->t_ns += poisson_gap(splitmix64(&p->state), p->rate_per_s);
	return p->t_ns;
}

/*
 * A file of numbers, one a line, read a line at a time: due times in whole
 * nanoseconds that must not decrease (--arrivals), or latencies with units
 * (--correct). Every message names the option, the file and the line.
 */
static int numbers_open(struct numbers *r, const char *path, const char *opt, int times,
                        char *err, size_t len)
{
	struct stat st;

	memset(r, 0, sizeof *r);
	r->path = path;
	r->opt = opt;
	r->times = times;
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		return fail(err, len, "%s '%s' is a directory: give a file, one number a line", opt, path);
	r->f = fopen(path, "r");
	if (!r->f) {
		snprintf(err, len, "%s '%s' cannot be read: %s", opt, path, strerror(errno));
		return -1;
	}
	return 0;
}

static void numbers_close(struct numbers *r)
{
	free(r->line);
	if (r->f)
		fclose(r->f);
	memset(r, 0, sizeof *r);
}

/* The next number: 1 and *x, 0 at the end, or -1 with one line in err. */
static int numbers_next(struct numbers *r, uint64_t *x, char *err, size_t len)
{
	char where[64], why[192];
	ssize_t got = getline(&r->line, &r->cap, r->f);

	if (got < 0) {
		if (ferror(r->f)) {
			snprintf(err, len, "%s '%s' could not be read whole", r->opt, r->path);
			return -1;
		}
		if (r->lineno == 0) {
			snprintf(err, len, "%s '%s' is empty: it needs at least one number", r->opt, r->path);
			return -1;
		}
		return 0;
	}
	r->lineno++;
	while (got > 0 && (r->line[got - 1] == '\n' || r->line[got - 1] == '\r'))
		r->line[--got] = '\0';
	/* the common case first: the message is written only for a bad line */
	if (got > MAX_LINE) {
		snprintf(why, sizeof why, " is %zd characters long: at most %d are allowed",
		         got, MAX_LINE);
	} else if (got == 0) {
		snprintf(why, sizeof why, " is empty: every line must hold one number");
	} else if (r->times) {
		char reason[160];

		if (!parse_time(r->line, 1, x, reason, sizeof reason))
			return 1;
		snprintf(why, sizeof why, ": %s", reason);
	} else if (parse_uint(r->line, 0, MAX_TIME_NS - 1, x)) {
		snprintf(why, sizeof why, ": '%s' is not valid: a whole number of nanoseconds "
		         "from 0 to 2^62", r->line);
	} else if (r->lineno > 1 && *x < r->prev) {
		snprintf(why, sizeof why, ": %" PRIu64 " comes before the previous line's %" PRIu64
		         ": due times must not decrease", *x, r->prev);
	} else {
		r->prev = *x;
		return 1;
	}
	snprintf(where, sizeof where, "%s %.40s: line %" PRIu64, r->opt, r->path, r->lineno);
	snprintf(err, len, "%s%s", where, why);
	return -1;
}

/*
 * The lab's schedules in a due_src (bench.c): Poisson by its generator, a
 * replayed one from its file. The file was read through and found good
 * before the run began (scan_arrivals); if it now reads differently, the
 * run cannot go on: the fault is said (exit 2), and the walk ends on the
 * last due time it had.
 */
static int sched_open(struct due_src *d, char *err, size_t len)
{
	const struct model *m = d->m;

	if (m->schedule == SCHED_POISSON) {
		poisson_start(&d->lab.poisson, m->rate_per_s, m->seed);
		return 0;
	}
	return numbers_open(&d->lab.file, m->arrivals, "--arrivals", 0, err, len);
}

static void sched_close(struct due_src *d)
{
	numbers_close(&d->lab.file);
}

static uint64_t sched_next(struct due_src *d)
{
	const struct model *m = d->m;
	char err[256], why[400];
	uint64_t x;
	int got;

	if (d->lab.broken)
		return d->lab.last_ns;
	if (m->schedule == SCHED_POISSON)
		return (uint64_t)poisson_next(&d->lab.poisson);
	got = numbers_next(&d->lab.file, &x, err, sizeof err);
	if (got == 1)
		return d->lab.last_ns = x;
	snprintf(why, sizeof why, "--arrivals '%s' changed while the run read it: %s", m->arrivals,
	         got ? err : "it ended early");
	run_fault_set(2, why);
	d->lab.broken = 1;
	return d->lab.last_ns;
}

static void sched_fill(struct due_src *d, uint64_t *due_ns, uint64_t n)
{
	for (uint64_t k = 0; k < n; k++)
		due_ns[k] = (uint64_t)poisson_next(&d->lab.poisson);
	d->i += n;
}

static int set_arrivals(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	o->m.schedule = SCHED_FILE;
	return set_text(o, d, val, err, len);
}

/*
 * Reads an --arrivals file through once, to check every line and to learn
 * the schedule's length (the lines due before `before_ns`, at most `limit`
 * of them; 0: no limit), its first and its last due time. The runs read a
 * regular file again as they go; anything else (a pipe) can be read only
 * once, so its due times are kept, in *kept (malloc'd), as they were
 * before runs went in passes. Returns 0, or -1 with one line in err.
 */
static int scan_arrivals(const char *path, uint64_t limit, uint64_t before_ns, uint64_t *n,
                         uint64_t *first_ns, uint64_t *last_ns, uint64_t **kept,
                         char *err, size_t len)
{
	struct numbers r;
	struct stat st;
	uint64_t x, cap = 0;
	int got, keep;

	*n = 0;
	*kept = NULL;
	if (numbers_open(&r, path, "--arrivals", 0, err, len))
		return -1;
	keep = fstat(fileno(r.f), &st) == 0 && !S_ISREG(st.st_mode);
	while ((got = numbers_next(&r, &x, err, len)) == 1) {
		if (r.lineno > (keep ? MAX_REQUESTS : MAX_COUNTED_REQUESTS)) {
			snprintf(err, len, "--arrivals %.40s: more than %s lines", path,
			         keep ? "200000000 (it is not a regular file, so all are kept)" : "2^40");
			got = -1;
			break;
		}
		if ((limit && *n == limit) || (before_ns && x >= before_ns))
			continue;
		if (keep && *n == cap) {
			uint64_t *p = realloc(*kept, (cap ? 2 * cap : 1024) * sizeof *p);

			if (!p) {
				snprintf(err, len, "--arrivals '%s': out of memory at line %" PRIu64,
				         path, r.lineno);
				got = -1;
				break;
			}
			*kept = p;
			cap = cap ? 2 * cap : 1024;
		}
		if (keep)
			(*kept)[*n] = x;
		if (*n == 0)
			*first_ns = x;
		*last_ns = x;
		++*n;
	}
	numbers_close(&r);
	if (got < 0) {
		free(*kept);
		*kept = NULL;
		return -1;
	}
	return 0;
}

/* A Poisson schedule: once through the generator, for its length and its ends. */
static int resolve_poisson(struct options *o, uint64_t duration_ns, char *err, size_t len)
{
	struct model *m = &o->m;
	uint64_t n = 0;

	if (!o->rate_per_s)
		return fail(err, len, "--schedule poisson needs --rate R: %s%s",
		            "requests a second, e.g. --rate 5000", "");
	if (!o->requests && o->rate_per_s * ((double)duration_ns / 1e9) > 0x1p40)
		return fail(err, len, "--schedule poisson: %s%s", "the schedule would have "
		            "more than 2^40 requests; ", "lower --rate or shorten the run");
	/* Counted before the run (the plan and the walks need the count), by the walks' generator. */
	struct poisson p;
	double t_ns = 0, end_ns = (double)duration_ns;

	poisson_start(&p, o->rate_per_s, o->seed);
	for (;;) {
		double next = poisson_next(&p);

		if (o->requests ? n == o->requests : next >= end_ns)
			break;
		if (next >= (double)MAX_TIME_NS || n == MAX_COUNTED_REQUESTS)
			return fail(err, len, "--schedule poisson: %s%s", "the schedule is beyond "
			            "2^62 ns or 2^40 requests; ", "lower --rate or shorten the run");
		if (n++ == 0)
			m->first_due_ns = (uint64_t)next;
		t_ns = next;
	}
	m->last_due_ns = (uint64_t)t_ns;
	if (n == 0)
		return fail(err, len, "--schedule poisson: %s%s", "the schedule is empty; ",
		            "raise --rate or lengthen the run");
	m->rate_per_s = o->rate_per_s;
	m->seed = o->seed;
	m->requests = n;
	/* the interval the generator was configured with, not the one it happened to draw */
	if (!o->expected_set) {
		m->expected_ns = max_u64((uint64_t)(1e9 / o->rate_per_s), 1);
		m->expected_why = "1 / rate, the interval the schedule was configured with";
	}
	return 0;
}

/* A replayed schedule: the file read through once, every line checked. */
static int resolve_file(struct options *o, char *err, size_t len)
{
	struct model *m = &o->m;
	uint64_t n, first_ns = 0;

	if (scan_arrivals(o->arrivals, o->requests, o->duration_ns, &n, &first_ns,
	                  &m->last_due_ns, &o->kept_due, err, len))
		return -1;
	m->due_ns = o->kept_due;
	if (n == 0)
		return fail(err, len, "--arrivals '%s': no due time falls within %s",
		            o->arrivals, "the --duration given");
	m->arrivals = o->arrivals;
	m->requests = n;
	m->first_due_ns = first_ns;
	/* no interval was configured: the file's own mean gap, if it has one */
	if (!o->expected_set) {
		if (mean_gap_ns(m) == 0)
			return fail(err, len, "--arrivals '%s' has no gap between its due times "
			            "(one line, or all at one instant), so it gives no interval to "
			            "correct with: %s", o->arrivals, "add --expected-interval T");
		m->expected_ns = mean_gap_ns(m);
		m->expected_why = "the replayed schedule's mean gap";
	}
	return 0;
}
