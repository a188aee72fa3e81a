/*
 * bench.c: coordinated omission on a virtual clock.
 *
 * One FIFO server (100 us a request; from 0.5 s, once a second, a 200 ms
 * stall) is driven on one schedule (request i due at i * 200 us) twice: by a
 * closed-loop client that sends nothing while a reply is outstanding and
 * records reply - actual send, and by an open-loop client that records
 * reply - intended send, as wrk2 does. Both walk the same server timeline.
 * A third set re-records the closed-loop samples with HdrHistogram's
 * expected-interval correction. Claim: the closed loop's p99 is the service
 * time; the open loop's is three orders of magnitude higher.
 *
 * Time is a uint64_t of simulated nanoseconds; nothing here reads the wall
 * clock except the cost timer. Every percentile, count and sum is checked
 * against a closed form computed from the parameters alone.
 *
 * Build: cc -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror -o bench bench.c -lm
 *
 * Contents: settings, clock, server model, clients, correction,
 * percentiles, closed form, checks, timing, report, main.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ------------------------------------------------------------------ */
/* Settings                                                            */
/* ------------------------------------------------------------------ */

enum {
	NS_PER_US = 1000,
	NS_PER_S = 1000000000,
	CLOCK_RUNS = 7,         /* runs of the clock estimate */
	MAX_REPS = 100000,
	DEFAULT_REPS = 31,
	QUICK_SECONDS = 5,
	FULL_SECONDS = 20,
};

/* The model seed 000 specifies, in simulated nanoseconds. */
static const uint64_t SERVICE_NS = 100 * NS_PER_US;
static const uint64_t INTERVAL_NS = 200 * NS_PER_US;
static const uint64_t STALL_NS = 200000 * NS_PER_US;
static const uint64_t PERIOD_NS = NS_PER_S;
static const uint64_t FIRST_STALL_NS = NS_PER_S / 2;
static const uint64_t SLOW_ABOVE_NS = 1000 * NS_PER_US;

/* One scenario: the server, the schedule and how the runs are summarised. */
struct model {
	uint64_t service_ns;     /* time to serve one request */
	uint64_t interval_ns;    /* schedule: request i is due at i * interval_ns */
	uint64_t stall_ns;       /* length of each stall; 0 means no stalls */
	uint64_t period_ns;      /* stall k begins at first_stall_ns + k * period_ns;
	                            0 means a single stall */
	uint64_t first_stall_ns; /* start of the first stall */
	uint64_t requests;       /* requests each client sends per run */
	uint64_t expected_ns;    /* the correction's expected interval */
	uint64_t slow_ns;        /* a sample above this counts as slow */
	unsigned reps;           /* timed reps after the one warmup rep */
};

/* Percentiles reported, in thousandths of a percent; 100000 is the max. */
static const uint64_t PCT_MILLI[] = { 50000, 90000, 99000, 99900, 100000 };
static const char *const PCT_NAME[] = { "p50", "p90", "p99", "p999", "max" };
static const char *const PCT_LABEL[] = { "p50", "p90", "p99", "p99.9", "max" };
enum { NPCT = sizeof PCT_MILLI / sizeof PCT_MILLI[0] };

/* The three recordings, named for where each latency starts. */
enum set { SET_CLOSED, SET_OPEN, SET_CORRECTED, NSETS };
static const char *const SET_NAME[NSETS] = { "closed", "open", "corrected" };

/* What a data set reduces to; the checks compare these field by field. */
struct summary {
	uint64_t n;              /* samples */
	uint64_t pct_ns[NPCT];   /* by the rank rule, in PCT_MILLI order */
	uint64_t slow;           /* samples above model.slow_ns */
	uint64_t sum_ns;         /* sum of all samples */
};

/* What one run of both clients produced, or what the closed form predicts. */
struct outcome {
	struct summary set[NSETS];
	uint64_t stalls[2];       /* stalls each loop met: closed, open */
	uint64_t last_done_ns[2]; /* last completion of each loop */
};

#define SINK(x) __asm__ volatile("" : : "g"(x) : "memory")
#define NOINLINE __attribute__((noinline))

/* ------------------------------------------------------------------ */
/* Clock                                                               */
/* ------------------------------------------------------------------ */

/* Wall time, used only to time the simulation itself. */
static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * NS_PER_S + (uint64_t)ts.tv_nsec;
}

/*
 * Estimate the core clock from a chain of dependent adds, one cycle each on
 * every core this is likely to meet. The empty asm between adds keeps the
 * compiler from folding them. Returns adds per nanosecond, i.e. GHz, from
 * the fastest of CLOCK_RUNS runs.
 */
static double estimate_ghz(void)
{
	enum { ITERS = 20000000, ADDS_PER_ITER = 8 };
	uint64_t best_ns = UINT64_MAX;

	for (int run = 0; run < CLOCK_RUNS; run++) {
		uint64_t x = 0, t0 = now_ns();

		for (uint32_t i = 0; i < ITERS; i++) {
#define ADD1 x += 1; __asm__ volatile("" : "+r"(x))
			ADD1; ADD1; ADD1; ADD1; ADD1; ADD1; ADD1; ADD1;
#undef ADD1
		}
		uint64_t dt = now_ns() - t0;
		SINK(x);
		if (dt < best_ns)
			best_ns = dt;
	}
	return (double)ITERS * ADDS_PER_ITER / (double)best_ns;
}

/* ------------------------------------------------------------------ */
/* Server model                                                        */
/* ------------------------------------------------------------------ */

/* A FIFO server that serves one request at a time and stalls on a timetable. */
struct server {
	uint64_t next_stall_ns; /* start of the next stall; UINT64_MAX: none left */
	uint64_t stalls;        /* stalls that began before some completion */
};

static void server_init(struct server *srv, const struct model *m)
{
	srv->next_stall_ns = m->stall_ns ? m->first_stall_ns : UINT64_MAX;
	srv->stalls = 0;
}

/*
 * Serve one request that starts at start_ns on an idle server and return
 * its completion. A stall that begins while the request is in service
 * extends it by the stall; a request that starts during a stall waits for
 * its end. A stall that begins exactly at the completion does not touch it.
 */
static inline uint64_t serve(struct server *srv, uint64_t start_ns,
                             uint64_t service_ns, uint64_t stall_ns,
                             uint64_t period_ns)
{
	uint64_t done_ns = start_ns + service_ns;

	while (srv->next_stall_ns < done_ns) {
		uint64_t begin_ns = srv->next_stall_ns;
		uint64_t end_ns = begin_ns + stall_ns;

		if (begin_ns > start_ns)
			done_ns += stall_ns;
		else if (end_ns > start_ns)
			done_ns = end_ns + service_ns;
		srv->stalls++;
		srv->next_stall_ns = period_ns ? begin_ns + period_ns : UINT64_MAX;
	}
	return done_ns;
}

/* ------------------------------------------------------------------ */
/* Clients                                                             */
/* ------------------------------------------------------------------ */

/*
 * Both clients walk the same timeline: request i is due at i * interval and
 * starts at the later of that and the previous completion. For the
 * closed-loop client the start is the moment it sends, because with one
 * connection it cannot send while a reply is outstanding; a request due
 * during a stall leaves when the stall's reply arrives, and is timed from
 * then. That is coordinated omission: the client's own waiting removes the
 * server's queueing from what it records. The open-loop client sent the
 * request when it was due and times it from then, so the queueing counts.
 * The one body below is compiled twice, differing only in what it
 * subtracts. Returns the last completion.
 */
static inline uint64_t run_client(const struct model *m, struct server *srv,
                                  uint64_t *lat_ns, uint64_t n,
                                  int from_intended)
{
	const uint64_t interval_ns = m->interval_ns, service_ns = m->service_ns;
	const uint64_t stall_ns = m->stall_ns, period_ns = m->period_ns;
	uint64_t done_ns = 0;

	for (uint64_t i = 0; i < n; i++) {
		uint64_t due_ns = i * interval_ns;
		uint64_t start_ns = due_ns > done_ns ? due_ns : done_ns;

		done_ns = serve(srv, start_ns, service_ns, stall_ns, period_ns);
		lat_ns[i] = done_ns - (from_intended ? due_ns : start_ns);
	}
	return done_ns;
}

/* Latency from the actual send. */
static NOINLINE uint64_t run_closed(const struct model *m, struct server *srv,
                                    uint64_t *lat_ns, uint64_t n)
{
	return run_client(m, srv, lat_ns, n, 0);
}

/* Latency from the intended send. */
static NOINLINE uint64_t run_open(const struct model *m, struct server *srv,
                                  uint64_t *lat_ns, uint64_t n)
{
	return run_client(m, srv, lat_ns, n, 1);
}

/* ------------------------------------------------------------------ */
/* Correction                                                          */
/* ------------------------------------------------------------------ */

/*
 * HdrHistogram's recordValueWithExpectedInterval: a value v also records
 * v - e, v - 2e, ... for as long as the result is at least e. A value is
 * therefore recorded max(1, floor(v / e)) times in all.
 */
static uint64_t corrected_terms(uint64_t v_ns, uint64_t expected_ns)
{
	uint64_t k = v_ns / expected_ns;

	return k ? k : 1;
}

/* Size of the corrected set, or 0 if it would not fit in 64 bits. */
static uint64_t corrected_count(const uint64_t *lat_ns, uint64_t n,
                                uint64_t expected_ns)
{
	uint64_t total = 0;

	for (uint64_t i = 0; i < n; i++)
		if (__builtin_add_overflow(total, corrected_terms(lat_ns[i], expected_ns), &total))
			return 0;
	return total;
}

/* Writes the corrected set to out (sized by corrected_count); returns its size. */
static NOINLINE uint64_t correct_co(const uint64_t *lat_ns, uint64_t n,
                                    uint64_t expected_ns, uint64_t *out_ns)
{
	uint64_t k = 0;

	for (uint64_t i = 0; i < n; i++) {
		uint64_t v = lat_ns[i];

		out_ns[k++] = v;
		if (v < expected_ns)
			continue;
		for (uint64_t miss = v - expected_ns; miss >= expected_ns; miss -= expected_ns)
			out_ns[k++] = miss;
	}
	return k;
}

/* ------------------------------------------------------------------ */
/* Percentiles                                                         */
/* ------------------------------------------------------------------ */

/*
 * The one rank rule: the sample at rank round(p/100 * n), at least 1, of
 * the ascending samples, as HdrHistogram_c computes it (it adds 0.5 and
 * truncates). p is in thousandths of a percent and the arithmetic is exact
 * integer arithmetic, so no rank is off by a floating-point hair. Valid for
 * n up to UINT64_MAX / 100000, which main enforces. Returns 0 only for n = 0.
 */
static uint64_t rank_of(uint64_t p_milli, uint64_t n)
{
	uint64_t r = (p_milli * n + 50000) / 100000;

	if (r < 1)
		r = 1;
	return r < n ? r : n;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

/* Sorts v in place and reduces it to a summary. */
static NOINLINE void summarise(uint64_t *v, uint64_t n, uint64_t slow_ns,
                               struct summary *s)
{
	qsort(v, n, sizeof *v, cmp_u64);
	memset(s, 0, sizeof *s);
	s->n = n;
	for (int j = 0; j < NPCT; j++)
		s->pct_ns[j] = n ? v[rank_of(PCT_MILLI[j], n) - 1] : 0;
	for (uint64_t i = 0; i < n; i++) {
		s->sum_ns += v[i];
		s->slow += v[i] > slow_ns;
	}
}

/* ------------------------------------------------------------------ */
/* Closed form                                                         */
/* ------------------------------------------------------------------ */

/*
 * A distribution described without samples: runs of arithmetic sequences.
 * A run holds the values first, first - step, ..., first - (terms-1) * step,
 * each `copies` times.
 */
struct run {
	uint64_t first_ns, step_ns, terms, copies;
};

enum { MAX_RUNS = 8 };

struct dist {
	struct run run[MAX_RUNS];
	int nruns;
};

static void dist_add(struct dist *d, uint64_t first_ns, uint64_t step_ns,
                     uint64_t terms, uint64_t copies)
{
	if (terms == 0 || copies == 0)
		return;
	if (d->nruns == MAX_RUNS) {
		fprintf(stderr, "bench: closed form needs more than %d runs\n", MAX_RUNS);
		exit(1);
	}
	d->run[d->nruns++] = (struct run){ first_ns, step_ns, terms, copies };
}

/* Values of one run that are at most x. */
static uint64_t run_count_le(const struct run *r, uint64_t x)
{
	uint64_t skip;

	if (x >= r->first_ns)
		return r->terms;
	if (r->step_ns == 0)
		return 0;
	skip = (r->first_ns - x + r->step_ns - 1) / r->step_ns; /* terms above x */
	return skip >= r->terms ? 0 : r->terms - skip;
}

static uint64_t dist_count_le(const struct dist *d, uint64_t x)
{
	uint64_t c = 0;

	for (int i = 0; i < d->nruns; i++)
		c += d->run[i].copies * run_count_le(&d->run[i], x);
	return c;
}

/* Smallest value v with at least r values <= v: the r-th smallest. */
static uint64_t dist_at_rank(const struct dist *d, uint64_t r)
{
	uint64_t lo = 0, hi = 0;

	for (int i = 0; i < d->nruns; i++)
		if (d->run[i].first_ns > hi)
			hi = d->run[i].first_ns;
	while (lo < hi) {
		uint64_t mid = lo + (hi - lo) / 2;

		if (dist_count_le(d, mid) >= r)
			hi = mid;
		else
			lo = mid + 1;
	}
	return lo;
}

static void dist_summarise(const struct dist *d, uint64_t slow_ns,
                           struct summary *s)
{
	memset(s, 0, sizeof *s);
	for (int i = 0; i < d->nruns; i++) {
		const struct run *r = &d->run[i];
		uint64_t t = r->terms;
		/* sum of first - j*step for j < t; t(t-1)/2 divided on the even factor */
		uint64_t tri = t % 2 ? (t - 1) / 2 * t : t / 2 * (t - 1);

		s->n += r->copies * t;
		s->sum_ns += r->copies * (t * r->first_ns - r->step_ns * tri);
	}
	for (int j = 0; j < NPCT; j++)
		s->pct_ns[j] = s->n ? dist_at_rank(d, rank_of(PCT_MILLI[j], s->n)) : 0;
	s->slow = s->n - dist_count_le(d, slow_ns);
}

/*
 * Whether the closed form below holds for m, and if not, why. It holds when
 * the load is below capacity and every stall begins on a due instant with
 * the server idle and the previous stall's backlog drained.
 */
static const char *closed_form_gap(const struct model *m)
{
	if (m->service_ns >= m->interval_ns)
		return "the load is at or above capacity (service >= interval)";
	if (m->stall_ns == 0)
		return NULL;
	if (m->first_stall_ns % m->interval_ns)
		return "the first stall does not begin on a due instant";
	if (m->period_ns) {
		uint64_t slack_ns = m->interval_ns - m->service_ns;
		uint64_t backlog = (m->stall_ns + slack_ns - 1) / slack_ns;

		if (m->period_ns % m->interval_ns)
			return "the stall period is not a whole number of intervals";
		if (backlog > m->period_ns / m->interval_ns)
			return "a stall's backlog has not drained when the next stall begins";
	}
	return NULL;
}

/*
 * What the three recordings must hold, from the parameters alone.
 *
 * A stall of D that begins at the due instant of request s on an idle server
 * holds request s until D has passed, so it completes D + S after it was due
 * (S the service time). The requests due after it queue behind it: request
 * s + k starts when s + k - 1 completes, at D + k*S after s was due, while
 * that is later than its own due instant k*I, i.e. for k < D / (I - S).
 * Those K = ceil(D / (I - S)) - 1 requests complete D + S - k*(I - S) after
 * they were due, an arithmetic sequence stepping down by the server's spare
 * capacity per interval. Every other request takes S.
 *
 * Closed loop: the stall's request records D + S; the queued ones are sent
 * when the client is free, which is when the server is, and record S.
 * Open loop: the whole sequence. Correction at expected interval E: each
 * value v becomes max(1, floor(v/E)) values stepping down by E.
 */
static void closed_form(const struct model *m, struct outcome *o)
{
	const uint64_t S = m->service_ns, I = m->interval_ns, D = m->stall_ns;
	const uint64_t E = m->expected_ns, n = m->requests, last = n - 1;
	uint64_t K = 0, stalls = 0, full = 0, tail_terms = 0;
	uint64_t last_done_ns = last * I + S;
	struct dist closed = { .nruns = 0 }, open = { .nruns = 0 }, corr = { .nruns = 0 };

	if (D) {
		K = (D + (I - S) - 1) / (I - S) - 1;
		/* stalls that reach a request: those due no later than the last */
		uint64_t s0 = m->first_stall_ns / I;
		uint64_t every = m->period_ns / I;

		if (s0 <= last)
			stalls = every ? (last - s0) / every + 1 : 1;
		if (stalls) {
			uint64_t s_last = s0 + (stalls - 1) * every;
			uint64_t left = n - s_last;    /* requests from the last stall on */

			tail_terms = left < K + 1 ? left : K + 1;
			full = stalls - 1;
			if (last - s_last <= K)
				last_done_ns = s_last * I + D + (last - s_last + 1) * S;
		}
	}
	uint64_t open_slow_terms = full * (K + 1) + tail_terms;

	dist_add(&closed, S, 0, 1, n - stalls);
	dist_add(&closed, D + S, 0, 1, stalls);

	dist_add(&open, S, 0, 1, n - open_slow_terms);
	dist_add(&open, D + S, I - S, K + 1, full);
	if (stalls)
		dist_add(&open, D + S, I - S, tail_terms, 1);

	dist_add(&corr, S, E, corrected_terms(S, E), n - stalls);
	dist_add(&corr, D + S, E, corrected_terms(D + S, E), stalls);

	dist_summarise(&closed, m->slow_ns, &o->set[SET_CLOSED]);
	dist_summarise(&open, m->slow_ns, &o->set[SET_OPEN]);
	dist_summarise(&corr, m->slow_ns, &o->set[SET_CORRECTED]);
	o->stalls[0] = o->stalls[1] = stalls;
	o->last_done_ns[0] = o->last_done_ns[1] = last_done_ns;
}

/* ------------------------------------------------------------------ */
/* Checks                                                              */
/* ------------------------------------------------------------------ */

struct tally {
	uint64_t passed, failed;
};

static void check(struct tally *t, unsigned rep, const char *what,
                  const char *field, uint64_t expected, uint64_t actual)
{
	if (expected == actual) {
		t->passed++;
		return;
	}
	t->failed++;
	printf("CHECK FAILED rep=%u %s %s expected=%" PRIu64 " actual=%" PRIu64 "\n",
	       rep, what, field, expected, actual);
}

/* The flat list: every number one run produced against the closed form. */
static void check_outcome(struct tally *t, unsigned rep,
                          const struct outcome *want, const struct outcome *got)
{
	for (int s = 0; s < NSETS; s++) {
		const struct summary *w = &want->set[s], *g = &got->set[s];

		for (int j = 0; j < NPCT; j++)
			check(t, rep, SET_NAME[s], PCT_NAME[j], w->pct_ns[j], g->pct_ns[j]);
		check(t, rep, SET_NAME[s], "slow", w->slow, g->slow);
		check(t, rep, SET_NAME[s], "sum_ns", w->sum_ns, g->sum_ns);
	}
	check(t, rep, "corrected", "n", want->set[SET_CORRECTED].n, got->set[SET_CORRECTED].n);
	check(t, rep, "closed", "stalls", want->stalls[0], got->stalls[0]);
	check(t, rep, "open", "stalls", want->stalls[1], got->stalls[1]);
	check(t, rep, "closed", "last_completion_ns", want->last_done_ns[0], got->last_done_ns[0]);
	check(t, rep, "open", "last_completion_ns", want->last_done_ns[1], got->last_done_ns[1]);
}

/* ------------------------------------------------------------------ */
/* Timing                                                              */
/* ------------------------------------------------------------------ */

/* Minimum, median and coefficient of variation of x[0..n). Sorts x. */
struct stats {
	double min, median, cv;
};

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static struct stats stats_of(double *x, unsigned n)
{
	struct stats st = { 0, 0, 0 };
	double mean = 0, var = 0;

	qsort(x, n, sizeof *x, cmp_double);
	for (unsigned i = 0; i < n; i++)
		mean += x[i];
	mean /= n;
	for (unsigned i = 0; i < n; i++)
		var += (x[i] - mean) * (x[i] - mean);
	st.min = x[0];
	st.median = n % 2 ? x[n / 2] : (x[n / 2 - 1] + x[n / 2]) / 2;
	st.cv = mean > 0 ? sqrt(var / n) / mean : 0;
	return st;
}

/* One rep: both clients, the correction, three summaries. */
struct buffers {
	uint64_t *closed_ns, *open_ns, *corrected_ns;
	uint64_t corrected_cap; /* elements corrected_ns can hold */
};

/* Returns 0, or -1 if the corrected set does not fit in memory. */
static int run_once(const struct model *m, struct buffers *b,
                    struct outcome *o, double ns_per_req[2])
{
	struct server srv;
	uint64_t n = m->requests, t0, nk;

	server_init(&srv, m);
	t0 = now_ns();
	o->last_done_ns[0] = run_closed(m, &srv, b->closed_ns, n);
	ns_per_req[0] = (double)(now_ns() - t0) / (double)n;
	o->stalls[0] = srv.stalls;

	server_init(&srv, m);
	t0 = now_ns();
	o->last_done_ns[1] = run_open(m, &srv, b->open_ns, n);
	ns_per_req[1] = (double)(now_ns() - t0) / (double)n;
	o->stalls[1] = srv.stalls;

	nk = corrected_count(b->closed_ns, n, m->expected_ns);
	if (nk == 0 || nk > SIZE_MAX / sizeof(uint64_t))
		return -1;
	if (nk > b->corrected_cap) {
		uint64_t *p = realloc(b->corrected_ns, nk * sizeof *p);

		if (!p)
			return -1;
		b->corrected_ns = p;
		b->corrected_cap = nk;
	}
	nk = correct_co(b->closed_ns, n, m->expected_ns, b->corrected_ns);
	summarise(b->closed_ns, n, m->slow_ns, &o->set[SET_CLOSED]);
	summarise(b->open_ns, n, m->slow_ns, &o->set[SET_OPEN]);
	summarise(b->corrected_ns, nk, m->slow_ns, &o->set[SET_CORRECTED]);
	SINK(o->set[SET_CLOSED].sum_ns);
	SINK(o->set[SET_OPEN].sum_ns);
	SINK(o->set[SET_CORRECTED].sum_ns);
	return 0;
}

/* ------------------------------------------------------------------ */
/* Report                                                              */
/* ------------------------------------------------------------------ */

/* Nanoseconds as microseconds, exact: at least one decimal, at most three. */
static const char *fmt_us(char *buf, size_t len, uint64_t ns)
{
	uint64_t us = ns / NS_PER_US, frac = ns % NS_PER_US;

	if (frac % 100 == 0)
		snprintf(buf, len, "%" PRIu64 ".%" PRIu64, us, frac / 100);
	else if (frac % 10 == 0)
		snprintf(buf, len, "%" PRIu64 ".%02" PRIu64, us, frac / 10);
	else
		snprintf(buf, len, "%" PRIu64 ".%03" PRIu64, us, frac);
	return buf;
}

/* A share in percent with four decimals, rounded half up, exactly. */
static const char *fmt_share(char *buf, size_t len, uint64_t part, uint64_t n)
{
	uint64_t e4 = n ? (part * 1000000 + n / 2) / n : 0;

	snprintf(buf, len, "%" PRIu64 ".%04" PRIu64, e4 / 10000, e4 % 10000);
	return buf;
}

static void print_rep(unsigned rep, int warmup, const struct outcome *o)
{
	for (int s = 0; s < NSETS; s++) {
		const struct summary *x = &o->set[s];

		printf("rep=%u%s set=%s n=%" PRIu64, rep, warmup ? " warmup" : "",
		       SET_NAME[s], x->n);
		for (int j = 0; j < NPCT; j++)
			printf(" %s_ns=%" PRIu64, PCT_NAME[j], x->pct_ns[j]);
		printf(" slow=%" PRIu64 " sum_ns=%" PRIu64 "\n", x->slow, x->sum_ns);
	}
}

/* The median of x[0..n), upper median for even n. Sorts x. */
static uint64_t median_u64(uint64_t *x, unsigned n)
{
	qsort(x, n, sizeof *x, cmp_u64);
	return x[n / 2];
}

/*
 * Reduces the reps to one summary per set: percentiles are the minimum over
 * reps (latency-like), counts and sums the median. worst_cv is the largest
 * cv over reps of any percentile; on a virtual clock it is 0.
 */
static int aggregate(const struct outcome *reps, unsigned n,
                     struct summary best[NSETS], double worst_cv[NSETS])
{
	double *x = malloc(n * sizeof *x);
	uint64_t *u = malloc(n * sizeof *u);

	if (!x || !u) {
		free(x);
		free(u);
		return -1;
	}
	for (int s = 0; s < NSETS; s++) {
		worst_cv[s] = 0;
		for (int j = 0; j < NPCT; j++) {
			uint64_t lo = UINT64_MAX;

			for (unsigned r = 0; r < n; r++) {
				uint64_t v = reps[r].set[s].pct_ns[j];

				x[r] = (double)v;
				lo = v < lo ? v : lo;
			}
			best[s].pct_ns[j] = lo;
			struct stats st = stats_of(x, n);
			worst_cv[s] = st.cv > worst_cv[s] ? st.cv : worst_cv[s];
		}
#define MEDIAN_OF(field) \
	do { \
		for (unsigned r = 0; r < n; r++) \
			u[r] = reps[r].set[s].field; \
		best[s].field = median_u64(u, n); \
	} while (0)
		MEDIAN_OF(n);
		MEDIAN_OF(slow);
		MEDIAN_OF(sum_ns);
#undef MEDIAN_OF
	}
	free(x);
	free(u);
	return 0;
}

/* The readable table, then the RESULT lines that run.sh parses. */
static void report(const struct model *m, const struct summary best[NSETS],
                   const double worst_cv[NSETS], double *cost[2],
                   const struct tally *t)
{
	struct stats st[2];
	char a[32], b[32];

	printf("\n%-10s %8s", "set", "n");
	for (int j = 0; j < NPCT; j++)
		printf(" %12s", PCT_LABEL[j]);
	printf(" %8s %9s %6s\n", "slow", "slow %", "cv");
	for (int s = 0; s < NSETS; s++) {
		printf("%-10s %8" PRIu64, SET_NAME[s], best[s].n);
		for (int j = 0; j < NPCT; j++)
			printf(" %12s", fmt_us(a, sizeof a, best[s].pct_ns[j]));
		printf(" %8" PRIu64 " %9s %6.3f\n", best[s].slow,
		       fmt_share(b, sizeof b, best[s].slow, best[s].n), worst_cv[s]);
	}
	printf("percentiles in us, minimum over %u reps (cv: the largest over the "
	       "percentiles);\nslow: samples above %s us, median over reps\n\n",
	       m->reps, fmt_us(a, sizeof a, m->slow_ns));
	for (int loop = 0; loop < 2; loop++) {
		st[loop] = stats_of(cost[loop], m->reps);
		printf("simulation cost, %-6s loop: min %.3f ns per request, "
		       "median %.3f, cv %.3f\n",
		       SET_NAME[loop], st[loop].min, st[loop].median, st[loop].cv);
	}
	printf("\n");
	for (int s = 0; s < NSETS; s++) {
		printf("RESULT set=%s n=%" PRIu64, SET_NAME[s], best[s].n);
		for (int j = 0; j < NPCT; j++)
			printf(" %s_ns=%" PRIu64, PCT_NAME[j], best[s].pct_ns[j]);
		printf(" slow=%" PRIu64 " slow_pct=%s sum_ns=%" PRIu64 "\n", best[s].slow,
		       fmt_share(b, sizeof b, best[s].slow, best[s].n), best[s].sum_ns);
	}
	for (int loop = 0; loop < 2; loop++)
		printf("RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f "
		       "cv=%.3f\n", SET_NAME[loop], st[loop].min, st[loop].median,
		       st[loop].cv);
	printf("RESULT checks passed=%" PRIu64 " failed=%" PRIu64 " runs=%u\n",
	       t->passed, t->failed, m->reps + 1);
}

/* ------------------------------------------------------------------ */
/* Self-test                                                           */
/* ------------------------------------------------------------------ */

/* Prints "ok NAME" or "FAIL NAME: expected E, got A"; test.sh counts them. */
static int expect(const char *name, uint64_t expected, uint64_t actual)
{
	if (expected == actual) {
		printf("ok %s\n", name);
		return 0;
	}
	printf("FAIL %s: expected %" PRIu64 ", got %" PRIu64 "\n", name, expected, actual);
	return 1;
}

/*
 * Unit checks of the pieces the run relies on: the rank rule at its edges,
 * the correction on HdrHistogram's own test fixture (10000 values of 1000
 * and one of 100000000, expected interval 10000), and the closed-form
 * distribution against sorting the same values. Returns failures.
 */
static int self_test(void)
{
	int bad = 0;

	bad += expect("rank n=1 p=0", 1, rank_of(0, 1));
	bad += expect("rank n=1 p=100", 1, rank_of(100000, 1));
	bad += expect("rank n=10 p=0", 1, rank_of(0, 10));
	bad += expect("rank n=10 p=100", 10, rank_of(100000, 10));
	bad += expect("rank n=10 p=50", 5, rank_of(50000, 10));
	bad += expect("rank n=10 p=95 rounds half up", 10, rank_of(95000, 10));
	bad += expect("rank n=10 p=94.9 rounds down", 9, rank_of(94900, 10));
	bad += expect("rank n=119980 p=99", 118780, rank_of(99000, 119980));
	bad += expect("rank n=119980 p=99.9", 119860, rank_of(99900, 119980));

	enum { FIX_N = 10001 };
	static uint64_t raw[FIX_N], fixed[20000];
	struct summary sm;

	for (int i = 0; i < FIX_N - 1; i++)
		raw[i] = 1000;
	raw[FIX_N - 1] = 100000000;
	bad += expect("hdr fixture corrected count", 20000, corrected_count(raw, FIX_N, 10000));
	bad += expect("hdr fixture correct_co", 20000, correct_co(raw, FIX_N, 10000, fixed));
	summarise(fixed, 20000, 1000, &sm);
	bad += expect("hdr fixture corrected p50", 1000, sm.pct_ns[0]);
	bad += expect("hdr fixture corrected p90", 80000000, sm.pct_ns[1]);
	bad += expect("hdr fixture corrected p99", 98000000, sm.pct_ns[2]);
	bad += expect("hdr fixture corrected max", 100000000, sm.pct_ns[4]);
	bad += expect("hdr fixture corrected sum", 10000 * 1000ull + 500050000000ull, sm.sum_ns);
	bad += expect("correction of a value below the interval", 1, corrected_terms(999, 1000));
	bad += expect("correction of one interval", 1, corrected_terms(1000, 1000));
	bad += expect("correction of two intervals", 2, corrected_terms(2000, 1000));

	/* the closed-form distribution agrees with sorting the values it names */
	struct dist d = { .nruns = 0 };
	uint64_t v[64], k = 0;
	struct summary a, b;

	dist_add(&d, 700, 0, 1, 9);
	dist_add(&d, 5000, 300, 12, 2);
	dist_add(&d, 4100, 1000, 4, 3);
	for (int i = 0; i < d.nruns; i++)
		for (uint64_t c = 0; c < d.run[i].copies; c++)
			for (uint64_t j = 0; j < d.run[i].terms; j++)
				v[k++] = d.run[i].first_ns - j * d.run[i].step_ns;
	dist_summarise(&d, 2000, &a);
	summarise(v, k, 2000, &b);
	bad += expect("closed-form n equals sorted n", b.n, a.n);
	for (int j = 0; j < NPCT; j++) {
		char name[64];

		snprintf(name, sizeof name, "closed-form %s equals sorted %s",
		         PCT_NAME[j], PCT_NAME[j]);
		bad += expect(name, b.pct_ns[j], a.pct_ns[j]);
	}
	bad += expect("closed-form slow equals sorted slow", b.slow, a.slow);
	bad += expect("closed-form sum equals sorted sum", b.sum_ns, a.sum_ns);
	return bad;
}

/* ------------------------------------------------------------------ */
/* Main                                                                */
/* ------------------------------------------------------------------ */

static int usage_error(const char *what, const char *value, const char *allowed)
{
	fprintf(stderr, "bench: %s '%s' is not valid: %s\n", what, value, allowed);
	return 2;
}

/* Parses a whole decimal number in [lo, hi]; returns 0 on success. */
static int parse_uint(const char *s, uint64_t lo, uint64_t hi, uint64_t *out)
{
	char *end;
	unsigned long long v;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtoull(s, &end, 10);
	if (errno || *end || v < lo || v > hi)
		return -1;
	*out = v;
	return 0;
}

static void print_model(const struct model *m)
{
	char a[32], b[32], c[32];

	printf("model: service %s us, interval %s us, stall %s us",
	       fmt_us(a, sizeof a, m->service_ns), fmt_us(b, sizeof b, m->interval_ns),
	       fmt_us(c, sizeof c, m->stall_ns));
	printf(" every %s us from %s us\n", fmt_us(a, sizeof a, m->period_ns),
	       fmt_us(b, sizeof b, m->first_stall_ns));
	printf("runs: %" PRIu64 " requests per client (%s us of schedule), "
	       "correction at %s us, slow above %s us, 1 warmup + %u reps\n",
	       m->requests, fmt_us(a, sizeof a, m->requests * m->interval_ns),
	       fmt_us(b, sizeof b, m->expected_ns), fmt_us(c, sizeof c, m->slow_ns),
	       m->reps);
}

int main(int argc, char **argv)
{
	struct model m = {
		.service_ns = SERVICE_NS, .interval_ns = INTERVAL_NS,
		.stall_ns = STALL_NS, .period_ns = PERIOD_NS,
		.first_stall_ns = FIRST_STALL_NS, .expected_ns = INTERVAL_NS,
		.slow_ns = SLOW_ABOVE_NS, .reps = DEFAULT_REPS,
	};
	const char *quick = getenv("QUICK"), *reps = getenv("REPS");
	uint64_t seconds = FULL_SECONDS, v;

	if (argc == 2 && strcmp(argv[1], "--clock") == 0) {
		printf("RESULT clock ghz=%.3f runs=%d\n", estimate_ghz(), CLOCK_RUNS);
		return 0;
	}
	if (argc == 2 && strcmp(argv[1], "--self-test") == 0)
		return self_test() ? 1 : 0;
	if (argc > 1)
		return usage_error("argument", argv[1], "use --clock, --self-test or no argument");
	if (quick && *quick) {
		if (strcmp(quick, "1") == 0)
			seconds = QUICK_SECONDS;
		else if (strcmp(quick, "0") != 0)
			return usage_error("QUICK", quick, "use QUICK=1, QUICK=0 or leave it unset");
	}
	if (reps && *reps) {
		if (parse_uint(reps, 1, MAX_REPS, &v))
			return usage_error("REPS", reps, "a whole number from 1 to 100000");
		m.reps = (unsigned)v;
	}
	m.requests = seconds * NS_PER_S / m.interval_ns;

	const char *gap = closed_form_gap(&m);
	if (gap) {
		fprintf(stderr, "bench: no closed form: %s\n", gap);
		return 1;
	}
	uint64_t n = m.requests;
	struct outcome want, *got = calloc(m.reps + 1, sizeof *got);
	double *cost[2] = { calloc(m.reps, sizeof(double)), calloc(m.reps, sizeof(double)) };
	struct buffers b = { NULL, NULL, NULL, 0 };
	struct tally t = { 0, 0 };

	closed_form(&m, &want);
	b.closed_ns = malloc(n * sizeof(uint64_t));
	b.open_ns = malloc(n * sizeof(uint64_t));
	if (!got || !cost[0] || !cost[1] || !b.closed_ns || !b.open_ns) {
		fprintf(stderr, "bench: out of memory for %" PRIu64 " requests\n", n);
		return 1;
	}

	printf("coordinated omission on a virtual clock: closed loop, open loop, corrected\n");
	print_model(&m);
	for (unsigned rep = 0; rep <= m.reps; rep++) {
		struct outcome *o = &got[rep];
		double ns[2];

		if (run_once(&m, &b, o, ns)) {
			fprintf(stderr, "bench: out of memory for the corrected set\n");
			return 1;
		}
		print_rep(rep, rep == 0, o);
		check_outcome(&t, rep, &want, o);
		if (rep > 0) {
			cost[0][rep - 1] = ns[0];
			cost[1][rep - 1] = ns[1];
		}
	}
	struct summary best[NSETS];
	double worst_cv[NSETS];

	if (aggregate(got + 1, m.reps, best, worst_cv)) {
		fprintf(stderr, "bench: out of memory for the report\n");
		return 1;
	}
	report(&m, best, worst_cv, cost, &t);
	free(b.closed_ns);
	free(b.open_ns);
	free(b.corrected_ns);
	free(cost[0]);
	free(cost[1]);
	free(got);
	return t.failed ? 1 : 0;
}
