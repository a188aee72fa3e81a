/* bench.c: coordinated omission on a virtual clock.
 *
 * One FIFO server (100 us a request; from 0.5 s, once a second, a 200 ms stall), one schedule
 * (request i due at i * 200 us), two recordings of the same server timeline: a closed-loop client
 * that sends nothing while a reply is outstanding records reply - actual send; an open-loop
 * client records reply - intended send, as wrk2 does. A third set re-records the closed samples
 * with HdrHistogram's expected-interval correction. Claim: the closed loop's p99 is the service
 * time, the open loop's three orders of magnitude higher. Time is simulated nanoseconds in a
 * uint64_t; only the cost timer reads the wall clock.
 *
 * Build: cc -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror -pthread -o bench bench.c -lm
 *
 * MAP. Each rep produces one `struct outcome` by the route plan_route() picks once and the plan
 * line names: lattice where default_shape() models, the quoted loops (run_closed, run_open)
 * folding latencies into counts on the model's lattice (a simulated day in a few MiB); else
 * sorted, every sample kept and sorted, the corrected set read off the sorted closed samples by
 * quotient and remainder. check_outcome holds each rep, field by field, to closed_form(), from
 * the parameters alone, where closed_form_gap() says it holds. Bench alone runs seed 000's model
 * and knobs (fixed schedule and service, periodic stalls of fixed length, one closed loop that
 * catches up) only there (check_kept); the lab checks the rest against its reference simulation
 * (misc/lab/reference.c) and walks runs past SORT_MAX requests a client in passes.
 *
 * The lab (misc/lab/lab.c) defines BENCH_LAB and BENCH_NO_MAIN, includes this file (which then
 * includes misc/lab/hooks.h, its hooks), then its own; bench alone has one block of stand-ins for
 * those hooks (below) and refuses the lab's options and scenarios by name. How to add a service
 * distribution, a correction method, a fault or an option: the recipes in misc/lab/lab.c. */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stddef.h>
#ifndef __wasi__
#include <pthread.h>
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* IS_LAB, and PROG, the name messages and --help give: 1, "lab" in the lab; 0, "bench" alone.
 * Bench alone's stand-ins for the lab's hooks give nothing, 0, or seed 000's answer (fixed
 * service and schedule, periodic stalls, one catch-up connection). Only closed_form_other,
 * passes_reps and reference_reps stand under #ifdef, beside bench alone's own code. */
#ifdef BENCH_LAB
#include "misc/lab/hooks.h"
enum { IS_LAB = 1 };
#define PROG "lab"
#else
enum { IS_LAB = 0 };
#define PROG "bench"
#define service_of(m, i) ((void)(i), (m)->service_ns)     /* schedules, services, stalls */
#define service_max(m) ((m)->service_ns)
#define print_service(m) printf("server: service %s us; ", fmt_us((char[32]){ 0 }, 32, (m)->service_ns))
#define sched_open(d, err, len) ((void)(err), (void)(len), 0)
#define sched_close(d) ((void)(d))
#define sched_next(d) 0
#define random_stalls_init(srv, m) ((void)0)
#define print_random_stalls(m) ((void)0)
#define closed_capacity(m) ((m)->requests)                /* walks, passes, export */
#define closed_form_lab_gap(m) NULL
#define passes_rep(m, o, ns_per_req) (-1)
#define general_walk(m, closed, lat_ns, cap, n, stalls, spent_ns, last_ns) 0
#define general_window_walk(p, closed_ns, open_ns, n) 0
#define export_hlog(prefix, m, o, t) 0
#define export_first_second(prefix, m) 1
#define lab_scenario(k) NULL                              /* options */
#define lab_option(k) NULL
#define lab_refused(o, d, err, len) 0
#define service_options_given(o, err, len) 0
#define resolve_faults(o, err, len) 0
#define resolve_horizon(o, duration_ns, err, len) ((void)(duration_ns), 0)
#define resolve_poisson(o, duration_ns, err, len) 0
#define resolve_file(o, err, len) 0
#define lab_usage() ((void)0)
#define lab_plan(r) ((void)0)                             /* modes */
#define lab_begin(br, scoreboard) ((void)(scoreboard), 0)
#define lab_checks(br) 0
#define lab_print(br, where) ((void)0)
#define lab_export(br, prefix) 0
#define lab_failed(br) 0
#define lab_end(br) ((void)0)
#define lab_mode(o, label, resolved, status) ((void)(status), 0)
#define hlog_refused(m, err, len) 0
#define lab_self_test() 0
#define reference(m, want) closed_form(m, want)
#endif

/* ============================ Settings ============================ */

#define NS_PER_US UINT64_C(1000)
#define NS_PER_MS UINT64_C(1000000)
#define NS_PER_S UINT64_C(1000000000)
__extension__ typedef unsigned __int128 u128;
enum {
	CLOCK_RUNS = 7, CLOCK_AGREE_PCT = 5, /* runs of each clock chain; % they must agree within */
	MAX_REPS = 100000, DEFAULT_REPS = 31,
	MAX_LINE = 64, MAX_VALUE = 1000,     /* longest accepted line of an input file; option value */
	/* the limits that choose a route (plan_route) and size its memory */
	CHUNK = 1 << 16,              /* requests per chunk of a long run */
	MAX_LATTICE_BINS = 1 << 20,   /* 8 MiB of counts a set, at most */
	SORT_MAX = 1 << 20,           /* auto keeps and sorts at most this many samples a client */
	WINDOW_MAX = 1 << 18,         /* requests the first stall's window may look through */
	OMIT_MAX = 1 << 23,           /* the omission walks keep every sample up to this many; then passes */
	GUESS_ENTRIES = 1 << 14,      /* room in each first-pass guess (passes) */
};
static const uint64_t
	MAX_REQUESTS = UINT64_C(200000000),       /* a client; more outgrow the sample arrays */
	MAX_COUNTED_REQUESTS = UINT64_C(1) << 40, /* no samples kept (lattice, passes): an arithmetic bound */
	MAX_TIME_NS = UINT64_C(1) << 62;          /* every instant of a run, so sums of two never wrap */

/* Seed 000's model, in simulated nanoseconds. */
static const uint64_t SERVICE_NS = 100 * NS_PER_US, INTERVAL_NS = 200 * NS_PER_US,
	STALL_NS = 200 * NS_PER_MS, PERIOD_NS = NS_PER_S, FIRST_STALL_NS = NS_PER_S / 2,
	SLOW_ABOVE_NS = NS_PER_MS, FULL_DURATION_NS = 20 * NS_PER_S, QUICK_DURATION_NS = 5 * NS_PER_S;
enum schedule { SCHED_FIXED, SCHED_POISSON, SCHED_FILE };
enum closed_kind { CLOSED_CATCH_UP, CLOSED_SKIP, CLOSED_BACK_TO_BACK };
enum stall_kind { STALLS_PERIODIC, STALLS_POISSON }; enum stall_dist { STALL_FIXED, STALL_EXP };
enum rank_rule { RANK_ROUND, RANK_CEIL }; enum exact_by { EXACT_AUTO, EXACT_SORTED, EXACT_LATTICE, EXACT_PASSES };
static const char *const SCHED_NAME[] = { "fixed", "poisson", "replayed" };
/* Each list of names ends in NULL, for the option that reads it (set_choice). */
static const char *const CLOSED_NAME[] = { "catch-up", "skip", "back-to-back", NULL };
static const char *const RANK_NAME[] = { "round", "ceil", NULL };
/* The routes to an outcome (see the map above; passes is the lab's). */
static const char *const EXACT_BY_NAME[] = { "auto", "sorted", "lattice", "passes", NULL };

/* One scenario: the server, the schedule, the clients, the recording. */
struct model {
	uint64_t service_ns;     /* time to serve one request; the mean for exp and lognormal */
	unsigned service_dist;   /* a row of the lab's SERVICE_DISTS (misc/lab/services.c); 0: fixed */
	double service_cv, slow_fraction; /* lognormal's coefficient of variation; bimodal's share of slow */
	uint64_t slow_service_ns;
	enum stall_kind stalls;  /* periodic starts, or Poisson starts of mean gap period_ns */
	enum stall_dist stall_dist; /* each stall stall_ns long, or exponential of that mean */
	/* stall k: stall_ns (0: none) from first_stall_ns + k * period_ns (0: one stall) */
	uint64_t stall_ns, period_ns, first_stall_ns;
	enum schedule schedule;
	uint64_t interval_ns;    /* fixed schedule: request i due at i * interval_ns */
	double rate_per_s;       /* Poisson schedule: its rate and seed */
	uint64_t seed;
	const char *arrivals;    /* replayed schedule: the file of due times */
	const uint64_t *due_ns;  /* or the due times in memory; NULL: from the above */
	uint64_t first_due_ns, last_due_ns; /* the first and the last request's due times */
	uint64_t requests;       /* requests on the schedule (the open loop's count) */
	uint64_t horizon_ns;     /* back-to-back sends while the send time is below this; 0: `requests` */
	enum closed_kind closed; /* how the closed loop treats slots it missed */
	uint64_t connections;    /* closed loops sharing the schedule */
	uint64_t expected_ns;    /* the correction's expected interval */
	int expected_mean;       /* 1: use the closed loop's mean interval instead */
	const char *expected_why;/* where expected_ns came from, for the plan */
	uint64_t slow_ns;        /* a sample above this counts as slow */
	enum rank_rule rank;
	enum exact_by exact_by;  /* how the samples are reduced (auto: lattice if it fits) */
	uint64_t guess_entries;  /* passes: room in each first-pass guess (struct guess); 0: none */
	unsigned reps, warmup;   /* timed reps; warmup 1: an untimed rep first, 0: none */
#ifdef BENCH_LAB
	struct faults f; struct users u; /* the lab's omissions (all off) and users (none): hooks.h */
#endif
	uint64_t hlog_interval_ns; /* --export's .hlog: one interval this long; 0: a second */
	int hlog_counts;         /* 1: print each .hlog interval's counts (RESULT hlog-count) */
};

/* Percentiles reported, in thousandths of a percent; 100000 is the max. */
static const uint64_t PCT_MILLI[] = { 50000, 90000, 99000, 99900, 99990, 100000 };
static const char *const PCT_NAME[] = { "p50", "p90", "p99", "p999", "p9999", "max" };
static const char *const PCT_LABEL[] = { "p50", "p90", "p99", "p99.9", "p99.99", "max" };
enum { NPCT = sizeof PCT_MILLI / sizeof PCT_MILLI[0], PCT_P90 = 1, PCT_P99 = 2,
       PCT_P999 = 3, PCT_MAX = NPCT - 1 };
/* The three recordings, named for where each latency starts. */
enum set { SET_CLOSED, SET_OPEN, SET_CORRECTED, NSETS };
static const char *const SET_NAME[NSETS] = { "closed", "open", "corrected" };

/* What a data set reduces to; the checks compare these field by field. */
struct summary {
	uint64_t n, pct_ns[NPCT], slow; /* samples; by the rank rule, in PCT_MILLI order; above slow_ns */
	u128 sum_ns;             /* sum of all samples: 128 bits, as a corrected set's can pass 2^64 ns */
};

/* What one run of both clients produced, or what it must produce. */
struct outcome {
	struct summary set[NSETS];
	uint64_t stalls[2], last_done_ns[2]; /* each loop's (closed, open) stalls met, last completion */
	uint64_t expected_ns;     /* the expected interval the correction used */
	unsigned walks, guessed;  /* passes route: walks of the run, percentiles a guess found */
};

#define SINK(x) __asm__ volatile("" : : "g"(x) : "memory")
#define NOINLINE __attribute__((noinline))
/* What a helper that cannot finish returns: out of memory; a count beyond 64 bits (a corrected
 * set too large to count, refused as bad input); more sessions at once than the users' walks
 * keep (MAX_ACTIVE); a fault (below). */
enum { ERR_OOM = -1, ERR_RANGE = -2, ERR_ACTIVE = -3, ERR_FAULT = -4 };

/* A fault deep in a run that ends it (a replayed file read differently now, a walk without
 * memory): the first found says why and with which status (run_fault_set); the finder returns
 * ERR_FAULT (a walk's schedule goes on with its last due time), and each mode turns it into its
 * status (fault_rc, then cannot). Nothing below main calls exit(). */
static struct run_fault { int status; char why[400]; } run_fault;
#ifndef __wasi__
static pthread_mutex_t run_fault_lock = PTHREAD_MUTEX_INITIALIZER;
static void run_fault_hold(int on) { (on ? pthread_mutex_lock : pthread_mutex_unlock)(&run_fault_lock); }
#else
static void run_fault_hold(int on) { (void)on; }
#endif

static void run_fault_set(int status, const char *why)
{
	run_fault_hold(1);
	if (!run_fault.status) {
		snprintf(run_fault.why, sizeof run_fault.why, "%s", why);
		run_fault.status = status;
	}
	run_fault_hold(0);
}

/* rc if it is an error; else ERR_FAULT if a fault was found, or 0. */
static int fault_rc(int rc)
{
	run_fault_hold(1);
	int status = run_fault.status;
	run_fault_hold(0);
	return rc ? rc : status ? ERR_FAULT : 0;
}

static uint64_t max_u64(uint64_t a, uint64_t b) { return a > b ? a : b; }
static uint64_t min_u64(uint64_t a, uint64_t b) { return a < b ? a : b; }
static uint64_t ceil_div(uint64_t a, uint64_t b) { return a / b + (a % b != 0); }

/* x in decimal: printf has no conversion for 128 bits. */
static const char *fmt_u128(char *buf, size_t len, u128 x)
{
	char tmp[48] = "", *p = tmp + sizeof tmp - 1; /* digits go in before the NUL */
	do *--p = (char)('0' + (int)(x % 10)); while (x /= 10);
	snprintf(buf, len, "%s", p);
	return buf;
}

/* ============================= Clock ============================== */

/* Wall time, used only to time the simulation itself. */
static uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * NS_PER_S + (uint64_t)ts.tv_nsec;
}

/* One timed chain of dependent operations, in ns. mul 0: 64-bit adds of a register (one cycle
 * each); 1: multiplies (three cycles). The operand hides behind an empty asm, so it is not folded:
 * some cores (recent Intel) retire several adds of an immediate a cycle, and the estimate came
 * out four to five times high (18.96 GHz on this project's Xeon, family 6 model 167). */
enum { CHAIN_ITERS = 20000000, CHAIN_OPS_PER_ITER = 8 };
static uint64_t chain_ns(int mul, uint64_t y)
{
	uint64_t x = 3, t0 = now_ns();
	for (uint32_t i = 0; i < CHAIN_ITERS; i++) {
#define OP1 x = mul ? x * y : x + y; __asm__ volatile("" : "+r"(x))
		OP1; OP1; OP1; OP1; OP1; OP1; OP1; OP1;
#undef OP1
	}
	uint64_t dt = now_ns() - t0;
	SINK(x);
	return dt;
}

/* The clock estimate: the fastest of CLOCK_RUNS runs of each chain, taken in turn so that a change
 * of frequency meets both alike. The add chain's GHz, or 0 unless they agree within CLOCK_AGREE_PCT. */
static double estimate_ghz(double *add_ghz, double *mul_ghz, double *agree_pct)
{
	uint64_t best[2] = { UINT64_MAX, UINT64_MAX }, y = 1;
	__asm__ volatile("" : "+r"(y));
	for (int run = 0; run < CLOCK_RUNS; run++)
		for (int mul = 0; mul < 2; mul++)
			best[mul] = min_u64(best[mul], chain_ns(mul, y));
	*add_ghz = (double)CHAIN_ITERS * CHAIN_OPS_PER_ITER / (double)best[0];
	*mul_ghz = (double)CHAIN_ITERS * CHAIN_OPS_PER_ITER * 3 / (double)best[1];
	*agree_pct = 100.0 * fabs(*add_ghz - *mul_ghz) / fmax(*add_ghz, *mul_ghz);
	return *agree_pct <= CLOCK_AGREE_PCT ? *add_ghz : 0;
}

/* ======================== Parsing numbers ========================= */

/* Writes one line into err and returns -1; for the parse helpers below. */
static int fail(char *err, size_t len, const char *fmt, const char *a, const char *b)
{
	snprintf(err, len, fmt, a, b);
	return -1;
}

/* A decimal number with a unit, ns, us, ms or s, decimals allowed ("0.3us"); a bare number is 0 only,
 * unless bare_ns: then ns. Whole ns below MAX_TIME_NS. Returns 0, or -1 with err. */
static int parse_time(const char *s, int bare_ns, uint64_t *out, char *err, size_t len)
{
	static const struct { const char *name; uint64_t ns; } units[] =
		{ { "ns", 1 }, { "us", NS_PER_US }, { "ms", NS_PER_MS }, { "s", NS_PER_S } };
	uint64_t whole = 0, frac = 0, scale = 1, mult = 0;
	const char *p = s;
	if (*p < '0' || *p > '9')
		return fail(err, len, "'%s' is not a time%s: use a number and a unit "
		            "(ns, us, ms, s), e.g. 200us or 0.5s", s, *p == '-' ? " (negative)" : "");
	for (; *p >= '0' && *p <= '9'; p++)
		if (__builtin_mul_overflow(whole, 10, &whole) ||
		    __builtin_add_overflow(whole, (uint64_t)(*p - '0'), &whole)) goto too_large;
	if (*p == '.') {
		if (*++p < '0' || *p > '9')
			return fail(err, len, "'%s' is not a time: %s", s, "a digit must follow the point");
		for (; *p >= '0' && *p <= '9'; p++) {
			if (scale >= NS_PER_S)
				return fail(err, len, "'%s' has too many decimals: %s", s,
				            "at most nine after the point");
			frac = frac * 10 + (uint64_t)(*p - '0');
			scale *= 10;
		}
	}
	for (size_t u = 0; u < sizeof units / sizeof units[0]; u++)
		if (strcmp(p, units[u].name) == 0)
			mult = units[u].ns;
	if (*p == '\0' && (bare_ns || (whole == 0 && frac == 0)))
		mult = 1;
	if (!mult)
		return fail(err, len, "'%s' is not a time: %s", s, *p ? "the unit must be ns, us, ms or s"
		            : "give a unit (ns, us, ms or s), e.g. 200us");
	if (frac * mult % scale)
		return fail(err, len, "'%s' is not a whole number of nanoseconds: %s", s,
		            "use a finer unit or fewer decimals");
	u128 ns = (u128)whole * mult + frac * mult / scale;
	if (ns >= MAX_TIME_NS) goto too_large;
	*out = (uint64_t)ns;
	return 0;
too_large:
	return fail(err, len, "'%s' is too large: times must stay below %s", s, "2^62 ns (about 146 years)");
}

/* A whole decimal number in [lo, hi]; returns 0, or -1 if it is not one. */
static int parse_uint(const char *s, uint64_t lo, uint64_t hi, uint64_t *out)
{
	char *end;
	if (*s < '0' || *s > '9') return -1;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 10);
	if (errno || *end || v < lo || v > hi) return -1;
	*out = v;
	return 0;
}

/* =========================== Schedules ============================ */

/* splitmix64's finaliser: a bijection of 64 bits that mixes every bit into every other. */
static inline uint64_t mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

/* splitmix64: small, seedable, and the same stream on every machine. */
static uint64_t splitmix64(uint64_t *state) { return mix64(*state += UINT64_C(0x9E3779B97F4A7C15)); }

enum { SVC_FIXED };   /* service row 0, bench alone's one; the lab's rows: misc/lab/services.c */

/* Stalls on a fixed period, of fixed length, found by arithmetic; others from a stall_src. */
static int periodic_stalls(const struct model *m)
{
	return m->stalls == STALLS_PERIODIC && m->stall_dist == STALL_FIXED;
}

/* The model as seed 000 has it: fixed service, periodic stalls of fixed length. */
static int fixed_timeline(const struct model *m)
{
	return m->service_dist == SVC_FIXED && periodic_stalls(m);
}

/* A schedule's due times, in order, without holding them (a walk asks for at most m->requests):
 * fixed by arithmetic, or a caller's array; the lab's Poisson and replayed ones (a file read
 * again by every walk) from misc/lab/schedules.c. */
struct due_src {
	const struct model *m;
	uint64_t i;              /* due times given so far */
#ifdef BENCH_LAB
	struct due_lab lab;      /* a Poisson schedule's generator, or a replayed file (hooks.h) */
#endif
};

static int due_open(struct due_src *d, const struct model *m, char *err, size_t len)
{
	*d = (struct due_src){ .m = m };
	return m->due_ns || m->schedule == SCHED_FIXED ? 0 : sched_open(d, err, len);
}

static void due_close(struct due_src *d) { sched_close(d); }

static uint64_t due_next(struct due_src *d)
{
	const struct model *m = d->m;
	uint64_t i = d->i++;
	if (m->due_ns) return m->due_ns[i];
	if (IS_LAB && m->schedule != SCHED_FIXED) return sched_next(d);
	return i * m->interval_ns;
}

/* ========================== Server model ========================== */


/* A FIFO server that serves one request at a time and stalls on a timetable. */
struct server {
	uint64_t next_stall_ns; /* next stall's start (random: next merged window's); UINT64_MAX: none */
	uint64_t stalls;        /* stalls (merged windows) that began before some completion */
#ifdef BENCH_LAB /* the lab's random stalls (serve_random) */
	uint64_t window_end_ns, pending_ns, pending_len_ns; /* window end; src's next stall */
	struct stall_src src;   /* the stalls not yet merged into a window */
#endif
};

static void server_init(struct server *srv, const struct model *m)
{
	memset(srv, 0, sizeof *srv);
	srv->next_stall_ns = m->stall_ns ? m->first_stall_ns : UINT64_MAX;
	if (!periodic_stalls(m))
		random_stalls_init(srv, m);
}

/* The rest of serve() once a second stall touches the request, by arithmetic: a million stalls
 * cost what two do. Stalls at or before the start pass whole but the last, which it may wait out;
 * k later ones extend it, the least k with next + k * (period - stall) >= done. */
static NOINLINE uint64_t serve_stalls(struct server *srv, uint64_t start_ns, uint64_t done_ns,
                                      uint64_t service_ns, uint64_t stall_ns, uint64_t period_ns)
{
	uint64_t next_ns = srv->next_stall_ns, k;
	if (next_ns <= start_ns) {
		k = (start_ns - next_ns) / period_ns;   /* stalls wholly before the last one */
		next_ns += k * period_ns;
		srv->stalls += k + 1;
		if (next_ns + stall_ns > start_ns)
			done_ns = next_ns + stall_ns + service_ns;
		next_ns += period_ns;
	}
	k = next_ns < done_ns ? ceil_div(done_ns - next_ns, period_ns - stall_ns) : 0;
	srv->stalls += k;
	srv->next_stall_ns = next_ns + k * period_ns;
	return done_ns + k * stall_ns;
}

/* Serves a request from start_ns on an idle server to its completion: a stall begun in service
 * extends it, one holding the start delays it to its end, one begun at the completion does not.
 * The first stall is taken here; serve_stalls takes any more. */
static inline uint64_t serve(struct server *srv, uint64_t start_ns, uint64_t service_ns,
                             uint64_t stall_ns, uint64_t period_ns)
{
	uint64_t done_ns = start_ns + service_ns;
	if (srv->next_stall_ns < done_ns) {
		uint64_t begin_ns = srv->next_stall_ns, end_ns = begin_ns + stall_ns;
		if (begin_ns > start_ns)
			done_ns += stall_ns;
		else if (end_ns > start_ns)
			done_ns = end_ns + service_ns;
		srv->stalls++;
		srv->next_stall_ns = period_ns ? begin_ns + period_ns : UINT64_MAX;
		if (srv->next_stall_ns < done_ns)
			done_ns = serve_stalls(srv, start_ns, done_ns, service_ns, stall_ns, period_ns);
	}
	return done_ns;
}

/* ============================ Clients ============================= */

enum { BLOCK = 16 };  /* requests the fast loops serve at once when no stall is near */

/* Request i is due at i * interval and starts at the later of that and the previous completion.
 * The closed-loop client (one connection) cannot send while a reply is outstanding and times a
 * request from its start: coordinated omission, its waiting hides the server's queueing; the open
 * loop times from the due time. Runs chunk [i0, i1) (fixed memory), returns its last completion. */
static inline uint64_t run_client(const struct model *m, struct server *srv, uint64_t *lat_ns,
                                  uint64_t i0, uint64_t i1, uint64_t done_ns, int from_intended)
{
	const uint64_t interval_ns = m->interval_ns, service_ns = m->service_ns;
	const uint64_t stall_ns = m->stall_ns, period_ns = m->period_ns;
	/* blocks need service <= interval: then no request queues behind a stall-free block */
	const int blocks = service_ns <= interval_ns;
	uint64_t i = i0;
	while (i < i1) {
		uint64_t due_ns = i * interval_ns;
		/* A block with no stall before its last completion: the queue a request finds shrinks by
		 * interval - service a request, so request i + j waits max(0, wait_i - j * (interval -
		 * service)): one subtraction on the loop-carried path, not a compare, a select and an add. */
		if (blocks && i1 - i >= BLOCK) {
			uint64_t last_ns = max_u64(due_ns + (BLOCK - 1) * interval_ns + service_ns,
			                           done_ns + BLOCK * service_ns);
			if (srv->next_stall_ns >= last_ns) {
				int64_t wait_ns = (int64_t)(done_ns - due_ns);
#pragma GCC unroll 4
				for (int j = 0; j < BLOCK; j++) {
					uint64_t due_j = due_ns + (uint64_t)j * interval_ns;
					uint64_t start_j = due_j + (wait_ns > 0 ? (uint64_t)wait_ns : 0);
					uint64_t done_j = start_j + service_ns;
					lat_ns[i - i0 + (uint64_t)j] = done_j - (from_intended ? due_j : start_j);
					wait_ns -= (int64_t)(interval_ns - service_ns);
				}
				done_ns = last_ns;
				i += BLOCK;
				continue;
			}
		}
		/* one request at a time: a stall may touch it, or the range ends */
		uint64_t start_ns = due_ns > done_ns ? due_ns : done_ns;
		done_ns = serve(srv, start_ns, service_ns, stall_ns, period_ns);
		lat_ns[i - i0] = done_ns - (from_intended ? due_ns : start_ns);
		i++;
	}
	return done_ns;
}

/* Latency from the actual send of requests i0..i1 - 1, after completion done_ns; lat_ns[0]: i0's. */
static NOINLINE uint64_t run_closed(const struct model *m, struct server *srv,
                                    uint64_t *lat_ns, uint64_t i0, uint64_t i1,
                                    uint64_t done_ns)
{
	return run_client(m, srv, lat_ns, i0, i1, done_ns, 0);
}

/* Latency from the intended send; the same contract. */
static NOINLINE uint64_t run_open(const struct model *m, struct server *srv,
                                  uint64_t *lat_ns, uint64_t i0, uint64_t i1,
                                  uint64_t done_ns)
{
	return run_client(m, srv, lat_ns, i0, i1, done_ns, 1);
}

/* The one test of the default shape, which the quoted fast loops serve and the lattice counts. */
static int default_shape(const struct model *m)
{
	return m->schedule == SCHED_FIXED && m->closed == CLOSED_CATCH_UP && m->connections == 1 &&
	       fixed_timeline(m);
}

/* =========================== Correction =========================== */

/* HdrHistogram's recordValueWithExpectedInterval records v, v - e, ... while >= e: max(1, v / e) */
static uint64_t corrected_terms(uint64_t v_ns, uint64_t expected_ns)
{
	uint64_t k = v_ns / expected_ns;
	return k ? k : 1;
}

/* Size of the corrected set, or 0 if it would not fit in 64 bits. */
static uint64_t corrected_count(const uint64_t *lat_ns, uint64_t n, uint64_t expected_ns)
{
	uint64_t total = 0;
	for (uint64_t i = 0; i < n; i++)
		if (__builtin_add_overflow(total, corrected_terms(lat_ns[i], expected_ns), &total))
			return 0;
	return total;
}

/* Writes the corrected set to out_ns[0..cap), returns its size; overrunning (a bug) aborts. */
static NOINLINE uint64_t correct_co(const uint64_t *lat_ns, uint64_t n, uint64_t expected_ns,
                                    uint64_t *out_ns, uint64_t cap)
{
	uint64_t k = 0;
	for (uint64_t i = 0; i < n; i++) {
		uint64_t v = lat_ns[i];
		if (k == cap) goto overrun;
		out_ns[k++] = v;
		if (v < expected_ns) continue;
		for (uint64_t miss = v - expected_ns; miss >= expected_ns; miss -= expected_ns) {
			if (k == cap) goto overrun;
			out_ns[k++] = miss;
		}
	}
	return k;
overrun:
	fprintf(stderr, PROG ": internal error: the correction overran %" PRIu64 " values\n", cap);
	abort();
}

/* wrk 4.x's expected interval, runtime / (requests / connections); none if requests < connections */
static uint64_t mean_interval(uint64_t runtime_ns, uint64_t n, uint64_t connections)
{
	uint64_t per_conn = n / connections;
	return per_conn ? max_u64(runtime_ns / per_conn, 1) : UINT64_MAX;
}

/* ========================== Percentiles =========================== */

/* The one rank rule: p/100 * n rounded (HdrHistogram_c adds 0.5, truncates) or ceil (nearest rank;
 * HdrHistogram Java 2.1.10+), in [1, n] (0 if n = 0); p in thousandths of a percent, exact. */
static uint64_t rank_of(uint64_t p_milli, uint64_t n, enum rank_rule rule)
{
	uint64_t r = (uint64_t)(((u128)p_milli * n + (rule == RANK_ROUND ? 50000 : 99999)) / 100000);
	r = max_u64(r, 1);
	return r < n ? r : n;
}

#define CMP_FN(name, T) static int name(const void *a, const void *b) \
	{ T x = *(const T *)a, y = *(const T *)b; return (x > y) - (x < y); }
CMP_FN(cmp_u64, uint64_t) CMP_FN(cmp_u128, u128)   /* qsort's comparators, ascending */

/* Sorts v in place and reduces it to a summary. Returns 0. */
static NOINLINE int summarise(uint64_t *v, uint64_t n, uint64_t slow_ns, enum rank_rule rule,
                              struct summary *s)
{
	u128 sum = 0;
	qsort(v, n, sizeof *v, cmp_u64);
	*s = (struct summary){ .n = n };
	for (int j = 0; j < NPCT; j++)
		s->pct_ns[j] = n ? v[rank_of(PCT_MILLI[j], n, rule) - 1] : 0;
	for (uint64_t i = 0; i < n; i++) {
		sum += v[i];
		s->slow += v[i] > slow_ns;
	}
	s->sum_ns = sum;
	return 0;
}

/* The corrected set without its terms. At interval e, v >= e stands for k = v / e terms r + e,
 * r + 2e, ..., v (r = v mod e), one of each quotient 1..k; v < e is itself, of quotient 0. Terms
 * sort by quotient, then remainder: rank R's term has the least q with R terms of quotient <= q,
 * and the R'-th least remainder among values with k >= q, R' = R - terms of quotient < q. */
/* The terms of v at most x; like corrected_sum, O(1) however large v / e: no work grows with it. */
static uint64_t corrected_le(uint64_t v, uint64_t e, uint64_t x)
{
	if (v < e) return v <= x;
	uint64_t r = v % e;
	return x >= v ? v / e : x < r + e ? 0 : (x - r) / e;
}

/* Sum of the terms of v: k r + e k (k + 1) / 2; e k <= v, so no product passes 2^124. */
static u128 corrected_sum(uint64_t v, uint64_t e)
{
	uint64_t k = v / e;
	return v < e ? v : (u128)k * (v % e) + (u128)(v - v % e) * (k + 1) / 2;
}

/* The k-th smallest (from 0) of a[0..n), by partitioning a in place (Hoare, median of three). */
static uint64_t nth_smallest(uint64_t *a, int64_t n, int64_t k)
{
	int64_t lo = 0, hi = n - 1;
	while (lo < hi) {
		uint64_t x = a[lo], y = a[lo + (hi - lo) / 2], z = a[hi], t;
		uint64_t pivot = x < y ? (y < z ? y : x < z ? z : x) : (x < z ? x : y < z ? z : y);
		int64_t i = lo, j = hi;
		while (i <= j) {
			while (a[i] < pivot)
				i++;
			while (a[j] > pivot)
				j--;
			if (i <= j)
				t = a[i], a[i++] = a[j], a[j--] = t;
		}
		if (k > j && k < i) return a[k];
		lo = k >= i ? i : lo;
		hi = k <= j ? j : hi;
	}
	return a[k];
}

/* Summarises the corrected set of ascending v[0..n) (scratch holds n): quotients by one sweep,
 * remainders by nth_smallest, O(n) a percentile. 0, or ERR_RANGE past 2^64 terms. */
static int corrected_summarise(const uint64_t *v, uint64_t n, uint64_t e, uint64_t slow_ns,
                               enum rank_rule rule, uint64_t *scratch, struct summary *s)
{
	u128 total = 0, sum = 0, le_slow = 0, below;
	uint64_t n0 = 0, i, kprev = 0;
	memset(s, 0, sizeof *s);
	for (i = 0; i < n; i++) {
		total += v[i] < e ? 1 : v[i] / e;
		sum += corrected_sum(v[i], e);
		le_slow += corrected_le(v[i], e, slow_ns);
		n0 += v[i] < e;
	}
	if (total > UINT64_MAX) return ERR_RANGE;
	s->n = (uint64_t)total;
	s->sum_ns = sum;
	s->slow = (uint64_t)(total - le_slow);
	below = i = n0;   /* terms of quotient below that of v[i], with i the sweep's place */
	for (int j = 0; j < NPCT && n; j++) {
		uint64_t rank = rank_of(PCT_MILLI[j], s->n, rule), q = 0;
		if (rank <= n0) {             /* quotient 0: the values below e, in order */
			s->pct_ns[j] = v[rank - 1];
			continue;
		}
		/* for q in [kprev, k_i]: terms of quotient <= q = below + q * (n - i) */
		for (;;) {
			uint64_t k = v[i] / e, need = (uint64_t)(rank - below);
			q = max_u64(kprev + 1, ceil_div(need, n - i));
			if (q <= k) break;
			for (kprev = k; i < n && v[i] / e == kprev; i++)   /* past the values of quotient k */
				below += kprev;
		}
		/* the values from i on reach quotient q; take the R'-th smallest remainder */
		uint64_t want = (uint64_t)(rank - below - (u128)(q - 1) * (n - i));
		for (uint64_t t = i; t < n; t++)
			scratch[t - i] = v[t] % e;
		s->pct_ns[j] = q * e + nth_smallest(scratch, (int64_t)(n - i), (int64_t)want - 1);
	}
	return 0;
}

/* ========================== Closed form =========================== */

/* A distribution without samples: runs of `terms` values first, first - step, ..., each `copies` times. */
struct run { uint64_t first_ns, step_ns, terms, copies; };
struct dist { struct run *run; size_t nruns, cap; int oom; };  /* oom: an add could not grow run */

static void dist_add(struct dist *d, uint64_t first_ns, uint64_t step_ns, uint64_t terms, uint64_t copies)
{
	if (terms == 0 || copies == 0 || d->oom) return;
	if (d->nruns == d->cap) {
		size_t cap = d->cap ? 2 * d->cap : 16;
		struct run *p = realloc(d->run, cap * sizeof *p);
		d->oom = !p;
		if (!p) return;
		d->run = p, d->cap = cap;
	}
	d->run[d->nruns++] = (struct run){ first_ns, step_ns, terms, copies };
}

static void dist_free(struct dist *d) { free(d->run); memset(d, 0, sizeof *d); }

static uint64_t run_count_le(const struct run *r, uint64_t x)
{
	if (x >= r->first_ns || r->step_ns == 0)   /* all of it, or none of a constant run */
		return x >= r->first_ns ? r->terms : 0;
	uint64_t skip = ceil_div(r->first_ns - x, r->step_ns); /* terms above x */
	return skip >= r->terms ? 0 : r->terms - skip;
}

static uint64_t dist_count_le(const struct dist *d, uint64_t x)
{
	uint64_t c = 0;
	for (size_t i = 0; i < d->nruns; i++)
		c += d->run[i].copies * run_count_le(&d->run[i], x);
	return c;
}

/* Smallest value v with at least r values <= v: the r-th smallest, by counting, never by sorting. */
static uint64_t dist_at_rank(const struct dist *d, uint64_t r)
{
	uint64_t lo = 0, hi = 0;
	for (size_t i = 0; i < d->nruns; i++)
		hi = max_u64(hi, d->run[i].first_ns);
	while (lo < hi) {
		uint64_t mid = lo + (hi - lo) / 2;
		if (dist_count_le(d, mid) >= r)
			hi = mid;
		else
			lo = mid + 1;
	}
	return lo;
}

/* ERR_RANGE if the count passes 64 bits; the 128-bit sum then fits (2^64 values below 2^62). */
static int dist_summarise(const struct dist *d, uint64_t slow_ns, enum rank_rule rule, struct summary *s)
{
	u128 n = 0, sum = 0;
	memset(s, 0, sizeof *s);
	for (const struct run *r = d->run; r < d->run + d->nruns; r++) {
		u128 t = r->terms;   /* the sum below: first - j*step for j < t */
		n += (u128)r->copies * t;
		if (n > UINT64_MAX) return ERR_RANGE;
		sum += (u128)r->copies * (t * r->first_ns - (u128)r->step_ns * (t * (t - 1) / 2));
	}
	s->n = (uint64_t)n, s->sum_ns = sum;
	for (int j = 0; j < NPCT; j++)
		s->pct_ns[j] = s->n ? dist_at_rank(d, rank_of(PCT_MILLI[j], s->n, rule)) : 0;
	s->slow = s->n - dist_count_le(d, slow_ns);
	return 0;
}

/* The corrected form of a distribution: every value v becomes a run from v down by e. */
static void dist_correct(const struct dist *in, uint64_t e, struct dist *out)
{
	for (const struct run *r = in->run; r < in->run + in->nruns; r++)
		for (uint64_t j = 0, v = r->first_ns; j < r->terms; j++, v -= r->step_ns)
			dist_add(out, v, e, corrected_terms(v, e), r->copies);
}

/* Backlog a stall of the model leaves behind it: K of the closed form below. */
static uint64_t backlog_after_stall(const struct model *m)
{
	uint64_t slack_ns = m->interval_ns - m->service_ns;
	return ceil_div(m->stall_ns, slack_ns) - 1;
}

/* Why the closed form below does not hold for m, or NULL: it needs each stall to find the server idle. */
static const char *closed_form_gap(const struct model *m)
{
	if (closed_form_lab_gap(m)) return closed_form_lab_gap(m);   /* the lab's shapes (walks.c) */
	if (m->service_ns >= m->interval_ns)
		return "the load is at or above capacity (service >= interval)";
	if (m->stall_ns == 0) return NULL;
	if (m->first_stall_ns % m->interval_ns)
		return "the first stall does not begin on a due instant";
	if (m->period_ns && m->period_ns % m->interval_ns)
		return "the stall period is not a whole number of intervals";
	if (m->period_ns && backlog_after_stall(m) + 1 > m->period_ns / m->interval_ns)
		return "a stall's backlog has not drained when the next stall begins";
	return NULL;
}

/* Where the stalls fall: copies[g] of them hold up terms[g] requests each (K + 1 but at the run's end). */
struct stall_geom { uint64_t K, stalls, s_last, terms[2], copies[2], delayed; };

static void stall_geom(const struct model *m, struct stall_geom *g)
{
	const uint64_t I = m->interval_ns, D = m->stall_ns, n = m->requests, last = n - 1;
	*g = (struct stall_geom){ .K = D ? backlog_after_stall(m) : 0 };
	if (D && m->first_stall_ns / I <= last) {
		uint64_t s0 = m->first_stall_ns / I, every = m->period_ns / I;
		g->stalls = every ? (last - s0) / every + 1 : 1;
		g->s_last = s0 + (g->stalls - 1) * every;
		g->terms[0] = g->K + 1, g->copies[0] = g->stalls - 1;
		g->terms[1] = min_u64(g->K + 1, n - g->s_last), g->copies[1] = 1;
	}
	g->delayed = g->terms[0] * g->copies[0] + g->terms[1] * g->copies[1];
}

/* The open loop's latencies: the service time, or a stall's run down by I - S. */
static void closed_form_open(const struct model *m, const struct stall_geom *g, struct dist *open)
{
	const uint64_t S = m->service_ns, I = m->interval_ns, D = m->stall_ns;
	dist_add(open, S, 0, 1, m->requests - g->delayed);
	for (int k = 0; k < 2; k++)
		dist_add(open, D + S, I - S, g->terms[k], g->copies[k]);
}

/* What the three recordings must hold, from the parameters alone. A stall of D that begins at
 * request s's due instant on an idle server holds s until D has passed: s completes D + S after it was due (S the service
 * time); s + k queues behind it, starting D + k*S after s was due, while that is later than its
 * own due instant k*I, i.e. for k < D / (I - S). Those K = ceil(D / (I - S)) - 1 requests take
 * D + S - k*(I - S), stepping down by the server's spare capacity per interval; all others take S.
 * The open loop records it all; the closed loop, one connection sending s + k when due or when
 * s + k - 1 completes if later, records D + S once a stall and S otherwise (the lab's loops:
 * closed_form_other, walks.c). Returns 0, ERR_OOM or ERR_RANGE. */
static int closed_form(const struct model *m, struct outcome *o)
{
	const uint64_t S = m->service_ns, I = m->interval_ns, D = m->stall_ns, n = m->requests, last = n - 1;
	struct stall_geom g;
	struct dist closed = { 0 }, open = { 0 }, corr = { 0 };
	memset(o, 0, sizeof *o);
	stall_geom(m, &g);
	closed_form_open(m, &g, &open);   /* then the timeline both loops share when they catch up */
	o->stalls[1] = g.stalls;
	o->last_done_ns[1] = g.stalls && last - g.s_last <= g.K
	                     ? g.s_last * I + D + (n - g.s_last) * S : last * I + S;
#ifdef BENCH_LAB
	closed_form_other(m, &g, &closed, o);
#else
	dist_add(&closed, S, 0, 1, n - g.stalls);
	dist_add(&closed, D + S, 0, 1, g.stalls);
	o->stalls[0] = o->stalls[1], o->last_done_ns[0] = o->last_done_ns[1];
#endif
	int rc = closed.oom || open.oom ? ERR_OOM
	         : dist_summarise(&closed, m->slow_ns, m->rank, &o->set[SET_CLOSED]);
	if (rc || (rc = dist_summarise(&open, m->slow_ns, m->rank, &o->set[SET_OPEN]))) goto out;
	/* wrk's interval, apart from mean_interval() so a fault there shows: run time / whole rounds */
	uint64_t rounds = o->set[SET_CLOSED].n / m->connections;
	o->expected_ns = !m->expected_mean ? m->expected_ns
	                 : rounds ? max_u64(o->last_done_ns[0] / rounds, 1) : UINT64_MAX;
	dist_correct(&closed, o->expected_ns, &corr);
	rc = corr.oom ? ERR_OOM : dist_summarise(&corr, m->slow_ns, m->rank, &o->set[SET_CORRECTED]);
out:
	dist_free(&closed), dist_free(&open), dist_free(&corr);
	return rc;
}

/* ============================ Lattice ============================= */

/* On a fixed schedule every instant sums multiples of the interval, service time, stall, period
 * and first stall, so every latency is a multiple of their gcd g; where the closed form holds none
 * exceeds stall + service, so a count per multiple of g is an exact record in (stall + service) / g
 * bins, whatever the run's length. The trade-off: any other model keeps every sample and sorts. */
struct lattice { uint64_t step_ns, nbins, *count; };  /* count[k]: samples at k * step_ns */
static uint64_t gcd_u64(uint64_t a, uint64_t b) { return b ? gcd_u64(b, a % b) : a; }

/* Whether m can be counted on a lattice: the quoted fast loops, the closed form, few enough bins. */
static int lattice_plan(const struct model *m, uint64_t *step_ns, uint64_t *nbins)
{
	if (!default_shape(m) || closed_form_gap(m)) return 0;
	uint64_t g = gcd_u64(gcd_u64(m->interval_ns, m->service_ns), gcd_u64(m->stall_ns, m->period_ns));
	*step_ns = g = gcd_u64(g, m->first_stall_ns), *nbins = (m->stall_ns + m->service_ns) / g + 1;
	return *nbins <= MAX_LATTICE_BINS;
}

static int lattice_init(struct lattice *l, uint64_t step_ns, uint64_t nbins)
{
	*l = (struct lattice){ step_ns, nbins, calloc(nbins, sizeof *l->count) };
	return l->count ? 0 : -1;
}

static void lattice_clear(struct lattice *l) { memset(l->count, 0, l->nbins * sizeof *l->count); }

/* Counts n samples. One off the lattice or above it breaks the plan's premise: abort. */
static void lattice_add(struct lattice *l, const uint64_t *v_ns, uint64_t n)
{
	for (uint64_t i = 0; i < n; i++) {
		uint64_t k = v_ns[i] / l->step_ns;
		if (k >= l->nbins || v_ns[i] % l->step_ns) {
			fprintf(stderr, PROG ": internal error: latency %" PRIu64 " ns is off the "
			        "lattice of %" PRIu64 " ns x %" PRIu64 "\n", v_ns[i], l->step_ns, l->nbins);
			abort();
		}
		l->count[k]++;
	}
}

/* Reduces the counts to a summary by one cumulative scan per percentile. */
static int lattice_summarise(const struct lattice *l, uint64_t slow_ns, enum rank_rule rule, struct summary *s)
{
	u128 n = 0, sum = 0;
	memset(s, 0, sizeof *s);
	for (uint64_t k = 0; k < l->nbins; k++) {
		n += l->count[k];
		sum += (u128)l->count[k] * (k * l->step_ns);
		s->slow += k * l->step_ns > slow_ns ? l->count[k] : 0;
	}
	if (n > UINT64_MAX) return ERR_RANGE;
	s->n = (uint64_t)n, s->sum_ns = sum;
	for (int j = 0; j < NPCT && s->n; j++) {
		uint64_t r = rank_of(PCT_MILLI[j], s->n, rule), seen = 0, k = 0;
		while ((seen += l->count[k]) < r)
			k++;
		s->pct_ns[j] = k * l->step_ns;
	}
	return 0;
}

/* The counted values as a distribution of single-value runs (dist_add skips the empty bins). */
static void lattice_dist(const struct lattice *l, struct dist *d)
{
	for (uint64_t k = 0; k < l->nbins; k++)
		dist_add(d, k * l->step_ns, 0, 1, l->count[k]);
}

/* Distinct values of sorted v as runs, for counting without the sort's reads. */
static void dist_of_sorted(const uint64_t *v, uint64_t n, struct dist *d)
{
	for (uint64_t i = 0, j = 1; j <= n; j++)   /* [i, j): a run of equal values */
		if (j == n || v[j] != v[i])
			dist_add(d, v[i], 0, 1, j - i), i = j;
}

/* ============================= Checks ============================= */

struct tally { uint64_t passed, failed; };
enum { CHECKS_PER_RUN = NSETS * (NPCT + 2) + 5 };  /* checks a run: 3 x (percentiles, slow, sum) + 5 */

static void check(struct tally *t, unsigned rep, const char *what, const char *field, u128 expected, u128 actual)
{
	char a[48], b[48];
	t->passed += expected == actual, t->failed += expected != actual;
	if (expected == actual) return;
	printf("CHECK FAILED rep=%u %s %s expected=%s actual=%s\n", rep, what, field,
	       fmt_u128(a, sizeof a, expected), fmt_u128(b, sizeof b, actual));
}

/* The flat list: every number one run produced against what it must be. */
static void check_outcome(struct tally *t, unsigned rep, const struct outcome *want, const struct outcome *got)
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

/* ============================= Timing ============================= */

struct stats { double min, median, cv; };  /* of x[0..n), by stats_of, which sorts x */

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static struct stats stats_of(double *x, unsigned n)
{
	double mean = 0, var = 0;
	qsort(x, n, sizeof *x, cmp_double);
	for (unsigned i = 0; i < n; i++)
		mean += x[i];
	mean /= n;
	for (unsigned i = 0; i < n; i++)
		var += (x[i] - mean) * (x[i] - mean);
	return (struct stats){ x[0], n % 2 ? x[n / 2] : (x[n / 2 - 1] + x[n / 2]) / 2,
	                       mean > 0 ? sqrt(var / n) / mean : 0 };
}

/* ========== Routes: one rep by lattice, sorted or passes ========== */


struct buffers {   /* one rep's samples, reused across reps */
	uint64_t *closed_ns, *open_ns, *scratch_ns;   /* scratch: sorted's room to partition remainders */
	enum exact_by by;        /* lattice: chunks into the lattices below; sorted: all kept; passes: none */
	struct lattice closed, open;
};

/* Whether a run's samples may all be kept: at most SORT_MAX a client. */
static int sort_fits(const struct model *m)
{
	return m->requests <= SORT_MAX && closed_capacity(m) <= SORT_MAX;
}

/* A run's route, decided here alone (buffers_init, the plan line, the export refusal, RESULT memory):
 * as --exact-by asks, or the lattice where it applies, sorted while the samples fit, passes after. */
static enum exact_by plan_route(const struct model *m)
{
	uint64_t step_ns, nbins;
	if (m->exact_by != EXACT_AUTO) return m->exact_by;
	return lattice_plan(m, &step_ns, &nbins) ? EXACT_LATTICE : sort_fits(m) ? EXACT_SORTED : EXACT_PASSES;
}

/* Correct with the model's interval, or wrk's mean of the closed run (checks derive their own). */
static uint64_t route_expected(const struct model *m, uint64_t last_done_ns, uint64_t n)
{
	return m->expected_mean ? mean_interval(last_done_ns, n, m->connections) : m->expected_ns;
}

/* Room for the samples the route keeps; passes keep none (bench alone: check_kept refuses them). */
static int buffers_init(struct buffers *b, const struct model *m)
{
	uint64_t step_ns, nbins, nc = closed_capacity(m), no = m->requests;
	memset(b, 0, sizeof *b);
	if ((b->by = plan_route(m)) == EXACT_PASSES) return IS_LAB ? 0 : -1;
	if (b->by == EXACT_LATTICE) {
		if (!lattice_plan(m, &step_ns, &nbins) || lattice_init(&b->closed, step_ns, nbins) ||
		    lattice_init(&b->open, step_ns, nbins)) return -1;
		nc = no = CHUNK;
	} else if (!(b->scratch_ns = malloc(nc * sizeof(uint64_t)))) return -1;
	b->closed_ns = malloc(nc * sizeof(uint64_t));
	b->open_ns = malloc(no * sizeof(uint64_t));
	return b->closed_ns && b->open_ns ? 0 : -1;
}

static void buffers_free(struct buffers *b)
{
	free(b->closed_ns);
	free(b->open_ns);
	free(b->scratch_ns);
	free(b->closed.count);
	free(b->open.count);
}

/* The three sums through SINK, so the compiler keeps the work that made them. */
static void sink_sums(const struct outcome *o)
{
	for (int s = 0; s < NSETS; s++)
		SINK((uint64_t)o->set[s].sum_ns);
}

/* One rep by lattice: the loops timed chunk by chunk, each chunk folded untimed into its lattice. */
static int run_once_lattice(const struct model *m, struct buffers *b, struct outcome *o,
                            double ns_per_req[2])
{
	const uint64_t n = m->requests;
	struct dist closed = { 0 }, corr = { 0 };
	int rc = -1;
	memset(o, 0, sizeof *o);
	lattice_clear(&b->closed);
	lattice_clear(&b->open);
	for (int c = 0; c < 2; c++) {
		struct server srv;
		uint64_t done_ns = 0, spent_ns = 0;
		server_init(&srv, m);
		for (uint64_t i0 = 0; i0 < n; i0 += CHUNK) {
			uint64_t i1 = min_u64(n, i0 + CHUNK), t0 = now_ns();
			done_ns = c == 0 ? run_closed(m, &srv, b->closed_ns, i0, i1, done_ns)
			                 : run_open(m, &srv, b->open_ns, i0, i1, done_ns);
			spent_ns += now_ns() - t0;
			lattice_add(c == 0 ? &b->closed : &b->open, c == 0 ? b->closed_ns : b->open_ns, i1 - i0);
		}
		ns_per_req[c] = (double)spent_ns / (double)n;
		o->stalls[c] = srv.stalls;
		o->last_done_ns[c] = done_ns;
	}
	o->expected_ns = route_expected(m, o->last_done_ns[0], n);
	lattice_dist(&b->closed, &closed);
	dist_correct(&closed, o->expected_ns, &corr);
	if (!closed.oom && !corr.oom &&
	    !(rc = lattice_summarise(&b->closed, m->slow_ns, m->rank, &o->set[SET_CLOSED])) &&
	    !(rc = lattice_summarise(&b->open, m->slow_ns, m->rank, &o->set[SET_OPEN])))
		rc = dist_summarise(&corr, m->slow_ns, m->rank, &o->set[SET_CORRECTED]);
	sink_sums(o);
	dist_free(&closed);
	dist_free(&corr);
	return rc;
}

/* One rep: both clients (timed), correction, summaries; -1: out of memory or a sum overflowed. */
static int run_once(const struct model *m, struct buffers *b, struct outcome *o, double ns_per_req[2])
{
	struct server srv;
	uint64_t n = m->requests, nc = n, no = n, spent_ns = 0;
	int rc;
	if (b->by == EXACT_LATTICE) return run_once_lattice(m, b, o, ns_per_req);
	if (b->by == EXACT_PASSES) return passes_rep(m, o, ns_per_req);
	memset(o, 0, sizeof *o);
	for (int c = 0; c < 2; c++) {   /* the closed client, then the open one */
		uint64_t *v = c ? b->open_ns : b->closed_ns;
		server_init(&srv, m);
		uint64_t t0 = now_ns();
		if (c ? m->schedule == SCHED_FIXED && fixed_timeline(m) : default_shape(m)) {
			o->last_done_ns[c] = c ? run_open(m, &srv, v, 0, n, 0) : run_closed(m, &srv, v, 0, n, 0);
			spent_ns = now_ns() - t0;
			o->stalls[c] = srv.stalls;
		} else if ((rc = general_walk(m, !c, v, c ? n : closed_capacity(m), c ? &no : &nc,
		                              &o->stalls[c], &spent_ns, &o->last_done_ns[c]))) return rc;
		ns_per_req[c] = (double)spent_ns / (double)(c ? no : nc ? nc : 1);
	}
	o->expected_ns = route_expected(m, o->last_done_ns[0], nc);
	summarise(b->closed_ns, nc, m->slow_ns, m->rank, &o->set[SET_CLOSED]);
	summarise(b->open_ns, no, m->slow_ns, m->rank, &o->set[SET_OPEN]);
	/* the closed samples are sorted now: the corrected set is read off them */
	rc = corrected_summarise(b->closed_ns, nc, o->expected_ns, m->slow_ns, m->rank,
	                         b->scratch_ns, &o->set[SET_CORRECTED]);
	sink_sums(o);
	return rc;
}

/* ============================= Report ============================= */

/* ns for the sentences: exact, no trailing zeros, in the largest unit that keeps it at 1 or more
 * ("195.1 ms", "100 us", "1 s"). */
static const char *fmt_read(char *buf, size_t len, uint64_t ns)
{
	static const struct { const char *unit; uint64_t size; int digits; } U[] = {
		{ "s", NS_PER_S, 9 }, { "ms", NS_PER_MS, 6 }, { "us", NS_PER_US, 3 }, { "ns", 1, 0 } };
	int k = 0, digits;
	while (U[k].size > 1 && ns < U[k].size)
		k++;
	uint64_t whole = ns / U[k].size, frac = ns % U[k].size;
	for (digits = U[k].digits; digits && frac % 10 == 0; digits--)
		frac /= 10;
	snprintf(buf, len, "%" PRIu64 "%s%.*" PRIu64 " %s", whole, digits ? "." : "", digits, frac, U[k].unit);
	return buf;
}

/* Nanoseconds as microseconds, exact: at least one decimal, at most three. */
static const char *fmt_us(char *buf, size_t len, uint64_t ns)
{
	uint64_t us = ns / NS_PER_US, frac = ns % NS_PER_US;
	if (frac % 100 == 0)   /* three calls, not a computed width: gcc -O1 cannot bound that one */
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
	uint64_t e4 = n ? (uint64_t)(((u128)part * 1000000 + n / 2) / n) : 0;
	snprintf(buf, len, "%" PRIu64 ".%04" PRIu64, e4 / 10000, e4 % 10000);
	return buf;
}

static void print_summary_fields(const struct summary *x)
{
	printf(" n=%" PRIu64, x->n);
	for (int j = 0; j < NPCT; j++)
		printf(" %s_ns=%" PRIu64, PCT_NAME[j], x->pct_ns[j]);
}

static void print_rep(unsigned rep, int warmup, const struct outcome *o)
{
	char b[48];
	for (int s = 0; s < NSETS; s++) {
		printf("rep=%u%s set=%s", rep, warmup ? " warmup" : "", SET_NAME[s]);
		print_summary_fields(&o->set[s]);
		printf(" slow=%" PRIu64 " sum_ns=%s\n", o->set[s].slow, fmt_u128(b, sizeof b, o->set[s].sum_ns));
	}
}

static void print_result_set(const char *name, const struct summary *x)
{
	char b[32], c[48];
	printf("RESULT set=%s", name);
	print_summary_fields(x);
	printf(" slow=%" PRIu64 " slow_pct=%s sum_ns=%s\n", x->slow,
	       fmt_share(b, sizeof b, x->slow, x->n), fmt_u128(c, sizeof c, x->sum_ns));
}

/* One table row: name, n, every percentile in us, slow count and share. */
static void print_row_w(int width, const char *name, const struct summary *x)
{
	char a[32];
	printf("%-*s %9" PRIu64, width, name, x->n);
	for (int j = 0; j < NPCT; j++)
		printf(" %11s", fmt_us(a, sizeof a, x->pct_ns[j]));
	printf(" %8" PRIu64 " %8s", x->slow, fmt_share(a, sizeof a, x->slow, x->n));
}

static void print_header_w(int width)
{
	printf("%-*s %9s", width, "set", "n");
	for (int j = 0; j < NPCT; j++)
		printf(" %11s", PCT_LABEL[j]);
	printf(" %8s %8s", "slow", "slow %");
}

static void print_row(const char *name, const struct summary *x) { print_row_w(10, name, x); }
static void print_header(void) { print_header_w(10); }

/* The reps as one summary a set: percentiles the minimum (latency-like), counts and sums the upper
 * median; worst_cv the largest cv over reps of any percentile (0 on a virtual clock). */
static int aggregate(const struct outcome *reps, unsigned n, struct summary *best, double *worst_cv)
{
	double *x = malloc(n * sizeof *x);
	u128 *w = malloc(3 * n * sizeof *w);   /* n, slow and the sums of the reps, in thirds */
	int rc = x && w ? 0 : -1;
	for (int s = 0; s < NSETS && !rc; s++) {
		worst_cv[s] = 0;
		for (int j = 0; j < NPCT; j++) {
			uint64_t lo = UINT64_MAX;
			for (unsigned r = 0; r < n; r++) {
				uint64_t v = reps[r].set[s].pct_ns[j];
				x[r] = (double)v;
				lo = min_u64(lo, v);
			}
			best[s].pct_ns[j] = lo;
			worst_cv[s] = fmax(worst_cv[s], stats_of(x, n).cv);
		}
		for (unsigned r = 0; r < n; r++) {
			w[r] = reps[r].set[s].n;
			w[n + r] = reps[r].set[s].slow;
			w[2 * n + r] = reps[r].set[s].sum_ns;
		}
		for (int k = 0; k < 3; k++)
			qsort(w + k * n, n, sizeof *w, cmp_u128);
		best[s].n = (uint64_t)w[n / 2];
		best[s].slow = (uint64_t)w[n + n / 2];
		best[s].sum_ns = w[2 * n + n / 2];
	}
	free(x);
	free(w);
	return rc;
}

/* ============== Export: HdrHistogram files and plots ============== */
/* Each data set in HdrHistogram's percentile text (.hgrm, values in us, for people and its
 * tools) and SVG charts drawn here, so a browser is all one needs. */
struct vc { uint64_t value_ns, count; };           /* one distinct value and its samples */
struct table { struct vc *row; size_t n, cap; };   /* a data set: ascending distinct values */
enum {
	TICKS_PER_HALF = 5,            /* HdrHistogram's default reporting resolution */
	MAX_TABLE_ROWS = 1 << 24,      /* distinct values an export will expand to */
	HDR_SUB_BUCKETS = 262144,      /* 5 significant digits, for the footer */
};

static int table_push(struct table *t, uint64_t v, uint64_t c)
{
	if (t->n && t->row[t->n - 1].value_ns == v) {
		t->row[t->n - 1].count += c;
		return 0;
	}
	if (t->n == t->cap) {
		size_t cap = t->cap ? 2 * t->cap : 256;
		struct vc *p = cap <= MAX_TABLE_ROWS ? realloc(t->row, cap * sizeof *p) : NULL;
		if (!p) return -1;
		t->row = p;
		t->cap = cap;
	}
	t->row[t->n++] = (struct vc){ v, c };
	return 0;
}

static int table_from_sorted(const uint64_t *v, uint64_t n, struct table *t)
{
	for (uint64_t i = 0; i < n; i++)
		if (table_push(t, v[i], 1)) return -1;
	return 0;
}

static int table_from_lattice(const struct lattice *l, struct table *t)
{
	for (uint64_t k = 0; k < l->nbins; k++)
		if (l->count[k] && table_push(t, k * l->step_ns, l->count[k])) return -1;
	return 0;
}

/* Every value of the runs of d, sorted and merged; -1 past MAX_TABLE_ROWS. */
static int table_from_dist(const struct dist *d, struct table *t)
{
	struct table raw = { 0 };
	int rc = 0;
	for (size_t i = 0; i < d->nruns && !rc; i++)
		for (uint64_t j = 0; j < d->run[i].terms && !rc; j++)
			rc = table_push(&raw, d->run[i].first_ns - j * d->run[i].step_ns, d->run[i].copies);
	if (!rc) qsort(raw.row, raw.n, sizeof *raw.row, cmp_u64);   /* by value_ns, vc's first field */
	for (size_t i = 0; i < raw.n && !rc; i++)
		rc = table_push(t, raw.row[i].value_ns, raw.row[i].count);
	free(raw.row);
	return rc;
}

/* HdrHistogram's percentile iteration: rows of a level (percent) from 0 % that halves its
 * distance to 100 % every TICKS_PER_HALF rows, the first value whose cumulative share reaches
 * it and the samples at or below that value, then a 100 % row. */
struct level_row { double level; uint64_t value_ns, total; };

static struct level_row *percentile_rows(const struct table *t, size_t *nrows)
{
	uint64_t total = 0, cum = 0;
	size_t n = 0, cap = 64;
	struct level_row *rows = malloc(cap * sizeof *rows), *p;
	double level = 0;
	for (size_t k = 0; k < t->n; k++)
		total += t->row[k].count;
	for (size_t i = 0; rows && cum < total; i++) {
		cum += t->row[i].count;
		while (100.0 * (double)cum / (double)total >= level) {
			if (!(p = n + 1 < cap ? rows : realloc(rows, (cap *= 2) * sizeof *p))) {
				free(rows);
				return NULL;
			}
			rows = p;
			rows[n++] = (struct level_row){ level, t->row[i].value_ns, cum };
			long halvings = (long)(log(100.0 / (100.0 - level)) / log(2));
			level += 100.0 / (double)(TICKS_PER_HALF * (long)pow(2, (double)(halvings + 1)));
			if (cum == total) break;   /* the last value has one row, then the 100 % one */
		}
	}
	if (rows && total)
		rows[n++] = (struct level_row){ 100.0, t->row[t->n - 1].value_ns, total };
	*nrows = n;
	return rows;
}

/* The .hgrm text of a table, values in microseconds; -1 out of memory. */
static int hgrm_writer(FILE *f, const void *c)
{
	const struct table *t = c;
	size_t n = 0;
	struct level_row *r = percentile_rows(t, &n);
	double total, mean = 0, var = 0;
	int buckets = 1;
	if (!r) return -1;
	total = (double)r[n - 1].total;   /* the 100 % row's: every sample */
	fprintf(f, "%12s %14s %10s %14s\n\n", "Value", "Percentile", "TotalCount", "1/(1-Percentile)");
	for (size_t k = 0; k < n; k++) {   /* the 100 % row has no 1/(1-p) */
		fprintf(f, "%12.5f %2.12f %10" PRIu64, (double)r[k].value_ns / 1000.0, r[k].level / 100.0,
		        r[k].total);
		if (r[k].level < 100.0)
			fprintf(f, " %14.2f", 1.0 / (1.0 - r[k].level / 100.0));
		fputc('\n', f);
	}
	for (size_t k = 0; k < t->n; k++)
		mean += (double)t->row[k].count * (double)t->row[k].value_ns;
	mean /= total;
	for (size_t k = 0; k < t->n; k++) {
		double d = (double)t->row[k].value_ns - mean;
		var += (double)t->row[k].count * d * d;
	}
	/* the buckets an HdrHistogram of 5 significant digits in us would need */
	for (uint64_t top = HDR_SUB_BUCKETS, max_us = ceil_div(t->row[t->n - 1].value_ns, 1000);
	     top <= max_us && buckets < 64; top <<= 1)
		buckets++;
	fprintf(f, "#[Mean    = %12.5f, StdDeviation   = %12.5f]\n", mean / 1000.0,
	        sqrt(var / total) / 1000.0);
	fprintf(f, "#[Max     = %12.5f, Total count    = %12" PRIu64 "]\n",
	        (double)t->row[t->n - 1].value_ns / 1000.0, (uint64_t)total);
	fprintf(f, "#[Buckets = %12d, SubBuckets     = %12d]\n", buckets, HDR_SUB_BUCKETS);
	free(r);
	return 0;
}

/* One line "value_ns count" a distinct value, ascending. */
static int values_writer(FILE *f, const void *c)
{
	const struct table *t = c;
	for (size_t k = 0; k < t->n; k++)
		fprintf(f, "%" PRIu64 " %" PRIu64 "\n", t->row[k].value_ns, t->row[k].count);
	return 0;
}

/* Opens a hidden temporary beside path (its name in tmp) for writing; NULL on failure. */
static FILE *open_atomic(const char *path, char *tmp, size_t len)
{
	const char *slash = strrchr(path, '/');
	int dir_len = slash ? (int)(slash - path + 1) : 0;
	snprintf(tmp, len, "%.*s.%s.tmp.%ld", dir_len, path, path + dir_len, (long)getpid());
	return fopen(tmp, "w");
}

/* Writes prefix + name through writer(f, ctx) and renames it into place; -1 on failure. */
static int export_file(const char *prefix, const char *name,
                       int (*writer)(FILE *, const void *), const void *ctx)
{
	char path[1024], tmp[1100];
	FILE *f;
	snprintf(path, sizeof path, "%s%s", prefix, name);
	if (!(f = open_atomic(path, tmp, sizeof tmp))) {
		fprintf(stderr, PROG ": cannot write %s: %s\n", path, strerror(errno));
		return -1;
	}
	int bad = writer(f, ctx) != 0 || ferror(f);   /* a writer that failed leaves no file behind */
	if (fclose(f) != 0 || bad || rename(tmp, path) != 0) {
		remove(tmp);
		fprintf(stderr, PROG ": writing %s failed\n", path);
		return -1;
	}
	printf("RESULT export file=%s\n", path);
	return 0;
}

/* ---- SVG ---- */
enum { SVG_W = 820, SVG_H = 500, PAD_L = 80, PAD_R = 30, PAD_T = 50, PAD_B = 70 };
static const char *const SET_COLOUR[] = { "#1f5fbf", "#c0392b", "#2e8b57" };
struct frame { double x0, x1, y0, y1; };   /* x and y ranges mapped onto the plot area */

static double px(const struct frame *fr, double x)
{
	return PAD_L + (x - fr->x0) / (fr->x1 - fr->x0) * (SVG_W - PAD_L - PAD_R);
}

static double py(const struct frame *fr, double y)
{
	return SVG_H - PAD_B - (y - fr->y0) / (fr->y1 - fr->y0) * (SVG_H - PAD_T - PAD_B);
}

/* A tick step of 1, 2 or 5 times a power of ten giving about five ticks. */
static double nice_step(double span)
{
	double raw = span / 5, p = pow(10, floor(log10(raw))), m = raw / p;
	return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

/* The header, title, axes, grid, y ticks and the two axis labels; x ticks are the caller's. */
static void svg_begin(FILE *f, const char *title, const struct frame *fr, const char *xlabel,
                      const char *ylabel)
{
	double step = nice_step(fr->y1 - fr->y0);
	int mid_y = (PAD_T + SVG_H - PAD_B) / 2;
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
	        "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n"
	        "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
	        "<text x=\"%d\" y=\"28\" font-size=\"16\">%s</text>\n",
	        SVG_W, SVG_H, SVG_W, SVG_H, PAD_L, title);
	for (double y = fr->y0; y <= fr->y1 + step / 1000; y += step)
		fprintf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n"
		        "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%g</text>\n",
		        PAD_L, py(fr, y), SVG_W - PAD_R, py(fr, y), PAD_L - 6, py(fr, y) + 4, y);
	fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	        "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n"
	        "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n"
	        "<text x=\"18\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 18 %d)\">%s</text>\n",
	        PAD_L, SVG_H - PAD_B, SVG_W - PAD_R, SVG_H - PAD_B, PAD_L, PAD_T, PAD_L, SVG_H - PAD_B,
	        (PAD_L + SVG_W - PAD_R) / 2, SVG_H - 22, xlabel, mid_y, mid_y, ylabel);
}

static void svg_xtick(FILE *f, const struct frame *fr, double x, const char *label)
{
	fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>\n"
	        "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n",
	        px(fr, x), PAD_T, px(fr, x), SVG_H - PAD_B, px(fr, x), SVG_H - PAD_B + 18, label);
}

static void svg_line(FILE *f, const struct frame *fr, const double *x, const double *y,
                     size_t n, const char *colour, int dashed)
{
	fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\"",
	        colour, dashed ? " stroke-dasharray=\"5 4\"" : "");
	for (size_t k = 0; k < n; k++)
		fprintf(f, "%s%.1f,%.1f", k ? " " : "", px(fr, x[k]), py(fr, y[k]));
	fprintf(f, "\"/>\n");
}

static void svg_legend(FILE *f, int k, const char *colour, const char *name, int dashed)
{
	int y = PAD_T + 14 + 18 * k;
	fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/>"
	        "<text x=\"%d\" y=\"%d\">%s</text>\n", PAD_L + 12, y - 4, PAD_L + 40, y - 4, colour,
	        dashed ? " stroke-dasharray=\"5 4\"" : "", PAD_L + 46, y, name);
}

/* A percentile chart of up to three sets as HdrHistogram plots it: latency by 1/(1 - p) on a log
 * axis to 99.999 %, each set's p99 a dot. */
struct spectrum { const char *title; const struct table *t; int nsets; const char *const *names;
                  const uint64_t *p99_ns; };

static int spectrum_writer(FILE *f, const void *c)
{
	static const char *const XTICK[] = { "0%", "90%", "99%", "99.9%", "99.99%", "99.999%" };
	const struct spectrum *sp = c;
	const struct table *t = sp->t;
	struct frame fr = { 0, 5, 0, 0 };
	for (int s = 0; s < sp->nsets; s++)
		fr.y1 = fmax(fr.y1, (double)t[s].row[t[s].n - 1].value_ns / 1e6);
	fr.y1 = fr.y1 > 0 ? ceil(fr.y1 * 1.05 / nice_step(fr.y1)) * nice_step(fr.y1) : 1;
	svg_begin(f, sp->title, &fr, "percentile (log scale of 1/(1 - p))", "latency (ms)");
	for (int k = 0; k <= 5; k++)
		svg_xtick(f, &fr, k, XTICK[k]);
	for (int s = 0; s < sp->nsets; s++) {
		size_t n = 0, m = 0;
		struct level_row *r = percentile_rows(&t[s], &n);
		double *x = malloc(2 * (n + 1) * sizeof *x), *y;
		char label[160];
		if (!r || !x) {
			free(r);
			free(x);
			return -1;
		}
		y = x + n + 1;
		for (size_t k = 0; k < n; k++) {
			double inv = r[k].level < 100.0 ? 1.0 / (1.0 - r[k].level / 100.0) : 1e5;
			x[m] = fmin(log10(inv), 5.0);
			y[m++] = (double)r[k].value_ns / 1e6;
		}
		svg_line(f, &fr, x, y, m, SET_COLOUR[s], 0);
		fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n",
		        px(&fr, 2), py(&fr, (double)sp->p99_ns[s] / 1e6), SET_COLOUR[s]);
		snprintf(label, sizeof label, "%s: p99 %g ms (dot)", sp->names[s], (double)sp->p99_ns[s] / 1e6);
		svg_legend(f, s, SET_COLOUR[s], label, 0);
		free(r);
		free(x);
	}
	fprintf(f, "</svg>\n");
	return 0;
}

/* The run's first n requests walked (a prefix is exact), the first that met the first stall, the
 * first after it that waited for nothing (clears); latencies and due times in one block. */
struct stall_window { uint64_t *closed_ns, *open_ns, *due_ns, n, first, clears; };

/* Both loops over the first p->requests (at most WINDOW_MAX, due before until_ns; a prefix is
 * exact), into w; w->n = p->requests their count. 0, -1 no memory, or ERR_FAULT (run_fault's). */
static int window_walk(struct model *p, uint64_t until_ns, struct stall_window *w)
{
	struct due_src due;
	uint64_t i;
	char err[256];
	p->requests = min_u64(p->requests, WINDOW_MAX);
	if (!(w->closed_ns = malloc(3 * p->requests * sizeof *w->closed_ns))) return -1;
	w->open_ns = w->closed_ns + p->requests;
	w->due_ns = w->open_ns + p->requests;
	if (due_open(&due, p, err, sizeof err)) {
		run_fault_set(2, err);
		return ERR_FAULT;
	}
	for (i = 0; i < p->requests && (w->due_ns[i] = due_next(&due)) < until_ns; i++)
		;
	due_close(&due);
	p->requests = w->n = i;
	p->due_ns = w->due_ns;
	if (i && default_shape(p)) {
		struct server srv;
		server_init(&srv, p);
		run_closed(p, &srv, w->closed_ns, 0, i, 0);
		server_init(&srv, p);
		run_open(p, &srv, w->open_ns, 0, i, 0);
	} else if (i) return general_window_walk(p, w->closed_ns, w->open_ns, i);
	return 0;
}

/* Both loops to margin requests past the first stall's queue (the whole run if not known) and the
 * request that met it: 0, 1 no stall to show (or not catch-up), or window_walk's failure. */
static int first_stall_window(const struct model *m, uint64_t margin, struct stall_window *w)
{
	struct model p = *m;
	int rc;
	memset(w, 0, sizeof *w);
	if (!m->stall_ns || m->closed != CLOSED_CATCH_UP) return 1;
	if (m->schedule == SCHED_FIXED && !closed_form_gap(m))
		p.requests = min_u64(m->requests, m->first_stall_ns / m->interval_ns +
		                     backlog_after_stall(m) + 2 + margin);
	if ((rc = window_walk(&p, UINT64_MAX, w))) return rc;
	while (w->first < w->n && w->due_ns[w->first] + w->open_ns[w->first] <= p.first_stall_ns)
		w->first++;
	/* held up: from its due time it took longer than its own service time */
	for (w->clears = w->first; w->clears < w->n &&
	     w->open_ns[w->clears] > service_of(&p, w->clears); w->clears++)
		;
	return w->first < w->n ? 0 : 1;
}

static void stall_window_free(struct stall_window *w) { free(w->closed_ns); }

struct timeline { const struct model *m; const struct stall_window *w; uint64_t expected_ns; };

/* Latency by due time around the first stall: the closed loop's one slow sample, the open
 * loop's ramp of delayed requests, and the samples the correction imputes for the closed. */
static int timeline_writer(FILE *f, const void *c)
{
	const struct timeline *tl = c;
	const struct stall_window *w = tl->w;
	uint64_t expected_ns = tl->expected_ns, lo = w->first > 20 ? w->first - 20 : 0;
	uint64_t hi = min_u64(w->n, w->clears + 20 + (w->clears - w->first) / 10);
	uint64_t v = w->closed_ns[w->first], terms = corrected_terms(v, expected_ns);
	size_t n = hi - lo, cap = n > terms ? n : terms;
	double *x = calloc(5 * cap, sizeof *x), *y, *yc, *cx, *cy;
	double t0 = (double)tl->m->first_stall_ns, due_first = (double)w->due_ns[w->first];
	struct frame fr = { ((double)w->due_ns[lo] - t0) / 1e6, 0, 0, 0 };
	char title[160], a[32], b[32];
	if (!x) return -1;
	y = x + cap, yc = y + cap, cx = yc + cap, cy = cx + cap;
	for (uint64_t i = lo; i < hi; i++) {   /* the open ramp and the closed loop's one spike */
		x[i - lo] = ((double)w->due_ns[i] - t0) / 1e6;
		y[i - lo] = (double)w->open_ns[i] / 1e6;
		yc[i - lo] = (double)w->closed_ns[i] / 1e6;
		fr.y1 = fmax(fr.y1, y[i - lo]);
	}
	fr.x1 = fmax(((double)w->due_ns[hi - 1] - t0) / 1e6, due_first / 1e6 - t0 / 1e6 +
	             (double)(terms * expected_ns) / 1e6);
	fr.y1 = ceil(fr.y1 * 1.05 / nice_step(fr.y1)) * nice_step(fr.y1);
	snprintf(title, sizeof title, "One stall of %g ms: the latency of each request by its due time",
	         (double)tl->m->stall_ns / 1e6);
	svg_begin(f, title, &fr, "due time, ms from the stall's start", "latency (ms)");
	double xs = nice_step(fr.x1 - fr.x0);
	for (double t = ceil(fr.x0 / xs) * xs; t <= fr.x1; t += xs) {
		snprintf(b, sizeof b, "%g", fabs(t) < xs / 1e6 ? 0.0 : t);
		svg_xtick(f, &fr, t, b);
	}
	svg_line(f, &fr, x, y, n, SET_COLOUR[SET_OPEN], 0);   /* open first: the closed spike goes on top */
	for (uint64_t j = 0; j < terms; j++) {
		cx[j] = (due_first - t0 + (double)(j * expected_ns)) / 1e6;
		cy[j] = (double)(v - j * expected_ns) / 1e6;
	}
	svg_line(f, &fr, cx, cy, terms, SET_COLOUR[SET_CORRECTED], 1);
	svg_line(f, &fr, x, yc, n, SET_COLOUR[SET_CLOSED], 0);
	snprintf(title, sizeof title, "closed: one sample of %s us", fmt_us(a, sizeof a, v));
	svg_legend(f, 0, SET_COLOUR[0], title, 0);
	snprintf(title, sizeof title, "open: %" PRIu64 " requests delayed", w->clears - w->first);
	svg_legend(f, 1, SET_COLOUR[1], title, 0);
	snprintf(title, sizeof title, "corrected: %" PRIu64 " samples imputed every %s us",
	         terms - 1, fmt_us(b, sizeof b, expected_ns));
	svg_legend(f, 2, SET_COLOUR[2], title, 1);
	fprintf(f, "</svg>\n");
	free(x);
	return 0;
}

/* A run's files: the last rep's three sets as .hgrm, their spectra, the first stall's timeline;
 * in the lab, the .hlog first (its check can fail the run before any file is written). */
static int export_bench(const char *prefix, const struct model *m, const struct buffers *b,
                        const struct outcome *o, int values)
{
	static const char *const HGRM[NSETS] = { "closed.hgrm", "open.hgrm", "corrected.hgrm" };
	static const char *const VALUES[NSETS] = { "closed.values", "open.values", "corrected.values" };
	static const char *const NAMES[NSETS] = { "closed (from actual send)",
	                                          "open (from intended send)", "corrected closed" };
	struct table t[NSETS] = { { 0 }, { 0 }, { 0 } };
	struct dist closed = { 0 }, corr = { 0 };
	struct stall_window w;
	uint64_t p99[NSETS];
	int rc = -1, win;
	if (b->by == EXACT_PASSES) {   /* run_options refuses it; an exported run keeps its samples */
		fprintf(stderr, PROG ": internal error: an export of a run that kept no samples\n");
		return -1;
	}
	/* the corrected values from the closed ones, run by run */
	b->by == EXACT_LATTICE ? lattice_dist(&b->closed, &closed)
	                       : dist_of_sorted(b->closed_ns, o->set[SET_CLOSED].n, &closed);
	dist_correct(&closed, o->expected_ns, &corr);
	if (closed.oom || corr.oom || (b->by == EXACT_LATTICE
	    ? table_from_lattice(&b->closed, &t[SET_CLOSED]) || table_from_lattice(&b->open, &t[SET_OPEN])
	    : table_from_sorted(b->closed_ns, o->set[SET_CLOSED].n, &t[SET_CLOSED]) ||
	      table_from_sorted(b->open_ns, o->set[SET_OPEN].n, &t[SET_OPEN])) ||
	    table_from_dist(&corr, &t[SET_CORRECTED]) || export_hlog(prefix, m, o, t))
		goto out;
	for (int s = 0; s < NSETS; s++) {
		p99[s] = o->set[s].pct_ns[PCT_P99];
		if (export_file(prefix, HGRM[s], hgrm_writer, &t[s]) ||
		    (values && export_file(prefix, VALUES[s], values_writer, &t[s])))
			goto out;
	}
	if (export_file(prefix, "percentiles.svg", spectrum_writer, &(struct spectrum){
	    "Latency by percentile: the same server timeline recorded three ways", t, NSETS, NAMES, p99 }))
		goto out;
	if ((win = first_stall_window(m, 20, &w)) == 0)
		rc = export_file(prefix, "timeline.svg", timeline_writer,
		                 &(struct timeline){ m, &w, o->expected_ns });
	else if (win > 0 && m->stall_ns == 0 && (win = export_first_second(prefix, m)) <= 0)
		rc = win;
	else if (!(rc = win < 0 ? -1 : 0))   /* bench alone leaves a stall-free run's chart to the lab */
		printf("RESULT export timeline=none (%s)\n", !IS_LAB && m->stall_ns == 0
		       ? "no stall: ./lab draws a stall-free run's first second"
		       : "no stall met by a catch-up closed loop");
	stall_window_free(&w);
out:
	if (rc && !fault_rc(0))
		fprintf(stderr, PROG ": the export to %s failed (out of memory, too many "
		        "distinct values, or the .hlog's check)\n", prefix);
	for (int s = 0; s < NSETS; s++)
		free(t[s].row);
	dist_free(&closed);
	dist_free(&corr);
	return rc;
}

/* ============================ Options ============================= */

enum mode { MODE_BENCH, MODE_CORRECT, MODE_SWEEP, MODE_CROSS_CHECK };   /* what main was asked */

/* Everything the command line and environment say, before it is resolved. */
struct options {
	struct model m;
	enum mode mode;
	uint64_t duration_ns, requests; /* 0: not given */
	double rate_per_s;       /* Poisson rate; 0: not given */
	uint64_t seed;
	const char *arrivals, *trace, *trace_values; /* --arrivals, --correct, --trace-values; or NULL */
	const char *sweep, *export_to; /* "load" or "stall"; prefix of the exported files, or NULL */
	int export_values, verbose; /* also the distinct values and their counts; the per-rep lines */
	const char *scenario, *source; /* the scenario's name, where its numbers come from */
	char *scenario_args;     /* the scenario's options, split in place (owned) */
	int quick, expected_set, scoreboard, return_set, reps_set; /* reps_set: --reps or REPS given */
	int reject_set, when_full_set, pause_period_set, pause_first_set; /* owed their partner */
	unsigned char given[128]; /* given[k]: option_at(k) was given, by the command line or the scenario */
	const char *lab_given;   /* bench alone: the first of the lab's options given, or NULL */
	uint64_t *kept_due;      /* due times read from a pipe (owned), or NULL */
};

/* The schedule's mean gap, (last - first) / (n - 1) in whole ns, 0 for none: the one definition. */
static uint64_t mean_gap_ns(const struct model *m)
{
	return m->requests > 1 ? (m->last_due_ns - m->first_due_ns) / (m->requests - 1) : 0;
}

/* The named scenarios: each is a list of options, applied before the user's. */
struct scenario { const char *name, *source, *args; };
static const struct scenario SCENARIOS[] = {
	{ "default", "seed 000", "" },
	{ "feed-10ms-stall", "seed 002",
	  "--service 0.3us --interval 10us --stall 10ms --period 0 --first-stall 30us --requests 100000" },
	{ "light-load", "seed 004, the server a monitoring agent watches: seed 000 at a twentieth of capacity",
	  "--service 10us" },
};
enum { NSCENARIOS = sizeof SCENARIOS / sizeof SCENARIOS[0] };

/* LAB_SCENARIOS' names (misc/lab/options.c; its self-test holds them alike), for bench to refuse. */
static const char LAB_SCENARIO_NAMES[] =
	"one-2s-stall mm1-half mm1-90 mm1-99 bimodal gc-pauses timeouts shedding "
	"generator-gc drift in-flight-cap mm1k-90 population population-stalls sessions-2 sessions-20 "
	"hundred-requests hundred-requests-exercise";


/* Scenario k: SCENARIOS[k], then (in the lab) the lab's rows; NULL past the last. */
static const struct scenario *scenario_at(int k)
{
	return k < NSCENARIOS ? &SCENARIOS[k] : lab_scenario(k - NSCENARIOS);
}

/* The modes an option acts in: a benchmark run, a recorded trace (--correct, --trace-values),
 * --sweep, users (--population, --sessions), --cross-check; RUNS: every simulated run. */
enum { ACTS_BENCH = 1, ACTS_TRACE = 2, ACTS_SWEEP = 4, ACTS_USERS = 8, ACTS_CROSS = 16,
       ACTS_ALL = 2 * ACTS_CROSS - 1, ACTS_RUNS = ACTS_ALL & ~ACTS_TRACE };

/* Takes the next argument as its value; takes none; a mode that takes no other option (--clock). */
enum opt_kind { OPT_VALUE, OPT_FLAG, OPT_ALONE };

/* One option, once: parsing and --help read it here; test.sh checks it against misc/notes/lab.md. */
struct optdef;
typedef int opt_set(struct options *o, const struct optdef *d, const char *val, char *err, size_t len);
struct optdef {
	const char *name;
	enum opt_kind kind;
	const char *arg, *help; /* for --help: the value's form; a line, or more (a newline starts the next) */
	const char *needs; /* options of which one must be given too (space between), or NULL */
	unsigned acts;     /* the modes it acts in (ACTS_*); in any other it is refused */
	opt_set *set;      /* reads the value (a flag: sets it); NULL only for the modes alone */
	size_t at, also;   /* the field it sets (AT); an int apply_option sets to 1 beside it, or 0 */
	uint64_t lo, hi;   /* set_count: the range; set_time: lo 1 if it must be above zero */
	const char *allowed; /* set_count, set_real, set_choice: what a value may be */
	const char *const *names; /* set_choice: the names, in the order of the field's values */
	void (*choices)(char *form, size_t len); /* another table's names, for --help: the form, then (NULL) lines */
};

#define AT(field) offsetof(struct options, field)
#define field_of(o, at) ((void *)((char *)(o) + (at)))   /* the field AT(...) of o */

static int not_valid(const struct optdef *d, const char *val, char *err, size_t len)
{
	snprintf(err, len, "%s '%s' is not valid: %s", d->name, val, d->allowed);
	return -1;
}

/* A time with a unit; above zero where lo is 1. */
static int set_time(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	char why[1400];
	uint64_t v;
	if (parse_time(val, 0, &v, why, sizeof why)) return fail(err, len, "%s %s", d->name, why);
	if (d->lo && v == 0)
		return fail(err, len, "%s '%s' is not valid: it must be above zero", d->name, val);
	*(uint64_t *)field_of(o, d->at) = v;
	return 0;
}

/* A whole number in [lo, hi]. */
static int set_count(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	return parse_uint(val, d->lo, d->hi, (uint64_t *)field_of(o, d->at)) ? not_valid(d, val, err, len) : 0;
}

/* One of the row's names: the field (an enum or int) takes its place in the list. */
static int set_choice(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	int k = 0;
	while (d->names[k] && strcmp(val, d->names[k])) k++;
	if (!d->names[k]) return not_valid(d, val, err, len);
	*(int *)field_of(o, d->at) = k;
	return 0;
}

/* A string kept as given (a file, a list): o's owner keeps argv alive. */
static int set_text(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	(void)err, (void)len;
	*(const char **)field_of(o, d->at) = val;
	return 0;
}

static int set_flag(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	(void)val, (void)err, (void)len;
	*(int *)field_of(o, d->at) = 1;
	return 0;
}

/* The options with a rule of their own. --duration and --requests: the last given wins. */
static int set_duration(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	o->requests = 0;
	return set_time(o, d, val, err, len);
}

static int set_requests(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	o->duration_ns = 0;
	return set_count(o, d, val, err, len);
}

static int set_reps(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	uint64_t v;
	if (parse_uint(val, d->lo, d->hi, &v)) return not_valid(d, val, err, len);
	o->m.reps = (unsigned)v, o->reps_set = 1;
	return 0;
}

static int set_expected(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	char why[1400];
	uint64_t v;
	if ((o->m.expected_mean = strcmp(val, "mean") == 0)) return 0;   /* expected_set: the row's also */
	if (parse_time(val, 0, &v, why, sizeof why) || v == 0) return not_valid(d, val, err, len);
	o->m.expected_ns = v;
	return 0;
}

/* "sort", the old name of sorted, is still taken. */
static int set_exact_by(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	return set_choice(o, d, strcmp(val, "sort") == 0 ? "sorted" : val, err, len);
}

static int set_export(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	return !*val || strlen(val) > 900 ? not_valid(d, val, err, len) : set_text(o, d, val, err, len);
}

static const struct optdef OPTIONS[] = {
	{ "--service", OPT_VALUE, "T", "service time of one request (100us)", NULL, ACTS_RUNS,
	  .set = set_time, .at = AT(m.service_ns), .lo = 1 },
	{ "--interval", OPT_VALUE, "T", "fixed schedule: request i due at i*T (200us)", NULL, (ACTS_RUNS & ~ACTS_USERS),
	  .set = set_time, .at = AT(m.interval_ns), .lo = 1 },
	{ "--stall", OPT_VALUE, "T", "length of each stall, 0 for none (200ms)", NULL, ACTS_RUNS,
	  .set = set_time, .at = AT(m.stall_ns) },
	{ "--period", OPT_VALUE, "T", "time between stall starts, 0 for one stall (1s)", NULL, ACTS_RUNS,
	  .set = set_time, .at = AT(m.period_ns) },
	{ "--first-stall", OPT_VALUE, "T", "start of the first stall (500ms)", NULL, ACTS_RUNS,
	  .set = set_time, .at = AT(m.first_stall_ns) },
	{ "--duration", OPT_VALUE, "T", "requests due in [0, T) (20s; 5s with QUICK=1)", NULL, ACTS_RUNS,
	  .set = set_duration, .at = AT(duration_ns), .lo = 1 },
	{ "--requests", OPT_VALUE, "N", "or exactly N scheduled requests", NULL, ACTS_RUNS,
	  .set = set_requests, .at = AT(requests), .lo = 1, .hi = MAX_COUNTED_REQUESTS,
	  .allowed = "a whole number from 1 to 2^40 (200000000 with --exact-by sorted)" },
	{ "--expected-interval", OPT_VALUE, "T|mean", "the correction's interval (the schedule's\n"
	  "interval; 1/rate; a replayed file's mean gap); mean: as wrk", NULL, (ACTS_ALL & ~ACTS_USERS),
	  .set = set_expected, .also = AT(expected_set), .allowed = "a time above zero, or mean" },
	{ "--slow-above", OPT_VALUE, "T", "the slow line (1ms)", NULL, (ACTS_ALL & ~ACTS_SWEEP),
	  .set = set_time, .at = AT(m.slow_ns) },
	{ "--rank", OPT_VALUE, "round|ceil", "HdrHistogram_c rounding, or nearest rank (round)", NULL, ACTS_ALL,
	  .set = set_choice, .at = AT(m.rank), .names = RANK_NAME, .allowed = "use round or ceil" },
	{ "--reps", OPT_VALUE, "N", "timed reps after one warmup (31; or REPS)", NULL, (ACTS_RUNS & ~ACTS_USERS & ~ACTS_SWEEP),
	  .set = set_reps, .lo = 1, .hi = MAX_REPS, .allowed = "a whole number from 1 to 100000" },
	{ "--exact-by", OPT_VALUE, "auto|sorted|lattice|passes", "keep and sort every sample, count them on\n"
	  "the model's lattice, or walk the run again in passes (auto: chooses)", NULL, (ACTS_RUNS & ~ACTS_SWEEP),
	  .set = set_exact_by, .at = AT(m.exact_by), .names = EXACT_BY_NAME, .allowed = "use auto, sorted, lattice or passes" },
	{ "--quick", OPT_FLAG, NULL, "as QUICK=1", NULL, ACTS_RUNS, .set = set_flag, .at = AT(quick) },
	{ "--verbose", OPT_FLAG, NULL, "also every rep's checked numbers, a line a set", NULL, (ACTS_RUNS & ~ACTS_USERS & ~ACTS_SWEEP),
	  .set = set_flag, .at = AT(verbose) },
	{ "--scenario", OPT_VALUE, "NAME", "a named model, its options before yours (the list below)", NULL, ACTS_ALL,
	  .set = NULL },   /* read first, by read_args (apply_scenario) */
	{ "--export", OPT_VALUE, "PREFIX", "also write PREFIX{closed,open,corrected}.hgrm and\n"
	  "PREFIX{percentiles,timeline}.svg (sweep: PREFIX sweep-load.svg)", NULL, ACTS_ALL, .set = set_export,
	  .at = AT(export_to), .allowed = "a path prefix such as results/ or out/run1-, at most 900 characters" },
	{ "--export-values", OPT_FLAG, NULL, "with --export: PREFIX{closed,open,corrected}.values,\n"
	  "one line 'value_ns count' a distinct value", "--export", ACTS_RUNS, .set = set_flag, .at = AT(export_values) },
	{ "--clock", OPT_ALONE, NULL, "estimate the core clock (GHz) and exit", NULL, ACTS_ALL, .set = NULL },
	{ "--self-test", OPT_ALONE, NULL, "run the unit checks and exit", NULL, ACTS_ALL, .set = NULL },
	{ "--help", OPT_ALONE, NULL, "this text (also -h)", NULL, ACTS_ALL, .set = NULL },
};
enum { NOPTIONS = sizeof OPTIONS / sizeof OPTIONS[0] };

/* LAB_OPTIONS' names likewise, '=' after each that takes a value, so bench alone steps over it. */
static const char LAB_OPTION_NAMES[] =
	"--closed= --connections= --schedule= --rate= --seed= --service-dist= "
	"--service-cv= --slow-fraction= --slow-service= --stalls= --stall-dist= --arrivals= "
	"--timeout= --queue-limit= --reject-time= --generator-pause= "
	"--generator-period= --generator-first= --schedule-from= --max-in-flight= --when-full= "
	"--population= --sessions= --return-prob= --think= --think-dist= --scoreboard --guess-entries= "
	"--correct= --trace-values= --sweep= --hlog-interval= --hlog-counts --cross-check";

/* Option k: OPTIONS[k], then (in the lab) the lab's rows; NULL past the last. */
static const struct optdef *option_at(int k)
{
	return k < NOPTIONS ? &OPTIONS[k] : lab_option(k - NOPTIONS);
}

/* The number k of the option called name (option_at), or -1. */
static int option_number(const char *name)
{
	const struct optdef *d;
	name = strcmp(name, "-h") ? name : "--help";
	for (int k = 0; (d = option_at(k)); k++)
		if (strcmp(name, d->name) == 0) return k;
	return -1;
}

static const struct optdef *find_option(const char *name)
{
	int k = option_number(name);
	return k < 0 ? NULL : option_at(k);
}

/* Where the word name ends in list (words apart by spaces, each maybe ending in '='), or NULL. */
static const char *word_in(const char *list, const char *name)
{
	size_t n = strlen(name);
	if (n == 0 || strpbrk(name, " =")) return NULL;
	for (const char *w = list; (w = strstr(w, name)); w += n)
		if ((w == list || w[-1] == ' ') && (!w[n] || w[n] == ' ' || w[n] == '='))
			return w + n;
	return NULL;
}

/* Marks argv's options in o->given, stepping over values; bench alone: the lab's first as lab_given. */
static void mark_given(struct options *o, int argc, char **argv)
{
	for (int i = 0; i < argc; i++) {
		int k = option_number(argv[i]);
		const char *end = k >= 0 || strncmp(argv[i], "--", 2) ? NULL : word_in(LAB_OPTION_NAMES, argv[i]);
		if (k >= 0)
			o->given[k] = 1;
		else if (end && !o->lab_given)
			o->lab_given = argv[i];
		i += k >= 0 ? option_at(k)->kind == OPT_VALUE : end && *end == '=';
	}
}

/* The table's needs, "--a --b", as words: "--a or --b", in buf. */
static const char *alternatives(const char *needs, char *buf, size_t len)
{
	size_t n = 0;
	for (const char *c = needs; *c && n + 4 < len; c++)
		if (*c == ' ')
			n += (size_t)snprintf(buf + n, len - n, " or ");
		else
			buf[n++] = *c;
	buf[n < len ? n : len - 1] = '\0';
	return buf;
}

static int was_given(const struct options *o, const char *name)
{
	int k = option_number(name);
	return k >= 0 && o->given[k];
}

/* Refuses the options given that would do nothing: one without a partner (the table's needs), in the
 * lab one that does not act in the mode asked (lab_refused); before any value is read. 0, or -1 with err. */
static int check_given(const struct options *o, char *err, size_t len)
{
	const struct optdef *d;
	if (o->lab_given)   /* bench alone: the lab's options first, whatever else is wrong */
		return fail(err, len, "%s is the lab's, not the benchmark's: run ./lab %s ... "
		            "(./build.sh builds it beside bench)", o->lab_given, o->lab_given);
	for (int k = 0; (d = option_at(k)); k++) {
		char want[128], *save = NULL, *w;
		int met = 0;
		if (!o->given[k]) continue;
		if (lab_refused(o, d, err, len)) return -1;
		if (!d->needs) continue;
		snprintf(want, sizeof want, "%s", d->needs);
		for (w = strtok_r(want, " ", &save); w; w = strtok_r(NULL, " ", &save))
			met |= was_given(o, w);
		if (met) continue;
		snprintf(err, len, "%s applies only with %s: add %s, or drop %s", d->name,
		         alternatives(d->needs, want, sizeof want), strchr(d->needs, ' ') ? "one" : "it", d->name);
		return -1;
	}
	return 0;
}

/* The word [w, e) of a list after column col, a comma after it if more follow; returns the new column. */
static size_t print_word(size_t col, const char *w, const char *e, int more)
{
	size_t n = (size_t)(e - w);
	if (col + n + 2 > 78)
		printf("\n "), col = 1;
	printf(" %.*s%s", (int)n, w, more ? "," : "");
	return col + n + 1 + (more != 0);
}

static void print_usage(void)
{
	const struct optdef *d;
	const struct scenario *sc;
	size_t col = 1;
	char want[128];
	printf("usage: " PROG " [options]   (environment: QUICK=1, REPS=N)\n"
	       "Times take a unit: ns, us, ms or s, decimals allowed (0.3us, 0.5s).\n"
	       "Exit status: 0 every check passed; 1 a check failed, or out of memory;\n"
	       "2 bad input (one line on stderr)%s.\n",
	       IS_LAB ? "; 3 --cross-check found no closed form" : "");
	for (int k = 0; (d = option_at(k)); k++) {
		char head[64];
		if (k == NOPTIONS)
			printf("The lab's own:\n");
		snprintf(head, sizeof head, "%s%s%s", d->name, d->arg ? " " : "", d->arg ? d->arg : "");
		if (d->choices)   /* its value's form: the names of its table's rows */
			d->choices(head + strlen(d->name) + 1, sizeof head - strlen(d->name) - 1);
		if (strlen(head) > 24)   /* a long head stands on its own line */
			printf("  %s\n", head), head[0] = '\0';
		for (const char *line = d->help, *nl; line; line = nl ? nl + 1 : NULL, head[0] = '\0') {
			nl = strchr(line, '\n');
			printf("  %-24s %.*s\n", head, nl ? (int)(nl - line) : (int)strlen(line), line);
		}
		if (d->choices)
			d->choices(NULL, 0);
	}
	printf("Scenarios (--scenario NAME):\n ");
	for (int k = 0; (sc = scenario_at(k)); k++)
		col = print_word(col, sc->name, sc->name + strlen(sc->name), scenario_at(k + 1) != NULL);
	if (!IS_LAB) {
		printf("\nand the lab's (./lab --scenario NAME):\n "), col = 1;
		for (const char *w = LAB_SCENARIO_NAMES, *e = w; *e; w = e + 1) {
			e = w + strcspn(w, " ");
			col = print_word(col, w, e, *e != '\0');
		}
	}
	printf("\nEach of these applies only with another:\n");
	for (int k = 0; (d = option_at(k)); k++)
		if (d->needs)
			printf("    %-22s with %s\n", d->name, alternatives(d->needs, want, sizeof want));
	if (!IS_LAB)
		printf("The lab (./lab --help) adds closed loops that skip, send back to back or\n"
		       "share the schedule on several connections, Poisson and replayed schedules,\n"
		       "drawn service times, random stalls, faults, users, recorded traces, the\n"
		       "scoreboard and sweeps to these.\n");
	lab_usage();
}

/* Applies one option (name, value) by its row; returns 0, or -1 with the reason in err. */
static int apply_option(struct options *o, const char *name, const char *val, char *err, size_t len)
{
	const struct optdef *d = find_option(name);
	if (!d || !d->set)
		return fail(err, len, "unknown option '%s': %s", name, "see " PROG " --help");
	if (d->set(o, d, val, err, len)) return -1;
	if (d->also)   /* the row's partner flag */
		*(int *)field_of(o, d->also) = 1;
	return 0;
}

/* Applies argv-style options; returns 0, or -1 with one line in err. */
static int apply_args(struct options *o, int argc, char **argv, char *err, size_t len)
{
	for (int i = 0; i < argc; i++) {
		const char *name = argv[i];
		const struct optdef *d = find_option(name);
		if (strncmp(name, "--", 2) != 0 && !d)
			return fail(err, len, "unexpected argument '%s': %s", name,
			            "options start with -- (see " PROG " --help)");
		if (!d)
			return fail(err, len, "unknown option '%s': %s", name, "see " PROG " --help");
		if (d->kind == OPT_ALONE)
			return fail(err, len, "%s takes no value and no other option: %s", d->name, "run it alone");
		if (d->kind == OPT_FLAG)
			d->set(o, d, NULL, err, len);
		else if (i + 1 == argc)
			return fail(err, len, "%s needs a value: %s", name, "see " PROG " --help");
		else if (find_option(argv[i + 1]))
			return fail(err, len, "%s needs a value, and '%s' is an option: see " PROG " --help",
			            name, argv[i + 1]);
		else if (strlen(argv[i + 1]) > MAX_VALUE)
			return fail(err, len, "%s: the value is too long: %s", name, "at most 1000 characters");
		else if (apply_option(o, name, argv[++i], err, len)) return -1;
	}
	return 0;
}

/* Applies a scenario by name; returns 0, or -1 with the reason in err. */
static int apply_scenario(struct options *o, const char *name, char *err, size_t len)
{
	const struct scenario *sc;
	for (int k = 0; (sc = scenario_at(k)); k++) {
		if (strcmp(name, sc->name)) continue;
		char *argv[32], *save = NULL;
		int argc = 0;
		/* options keep pointers into their values: the copy lives as long as o */
		free(o->scenario_args);
		if (!(o->scenario_args = strdup(sc->args)))
			return fail(err, len, "--scenario '%s': %s", name, "out of memory");
		for (char *w = strtok_r(o->scenario_args, " ", &save); w && argc < 32; w = strtok_r(NULL, " ", &save))
			argv[argc++] = w;
		o->scenario = sc->name, o->source = sc->source;
		mark_given(o, argc, argv);
		return apply_args(o, argc, argv, err, len);
	}
	if (!IS_LAB && word_in(LAB_SCENARIO_NAMES, name))
		return fail(err, len, "--scenario %s is the lab's: run ./lab --scenario %s", name, name);
	int at = snprintf(err, len, "--scenario '%s' is not valid: use ", name);
	for (int k = 0; (sc = scenario_at(k)) && at > 0 && (size_t)at < len; k++)
		at += snprintf(err + at, len - (size_t)at, "%s%s", sc->name,
		               !scenario_at(k + 1) ? "" : !scenario_at(k + 2) ? " or " : ", ");
	return -1;
}

/* The options that cannot go together, whatever the schedule. Returns 0, or -1 with err. */
static int resolve_conflicts(struct options *o, char *err, size_t len)
{
	const struct model *m = &o->m;
	if (service_options_given(o, err, len)) return -1;
	if (m->period_ns && m->stall_ns >= m->period_ns) {
		char a[32], b[32];
		/* random stalls may overlap, and merge; but not cover all time */
		return fail(err, len, periodic_stalls(m)
		            ? "--stall %s us is not below --period %s us: stalls may not overlap (use "
		              "--period 0 for a single stall)"
		            : "--stall %s us is not below --period %s us: random stalls of that mean "
		              "would leave the server almost no time between them",
		            fmt_us(a, sizeof a, m->stall_ns), fmt_us(b, sizeof b, m->period_ns));
	}
	return resolve_faults(o, err, len);
}

/* A fixed schedule: request i due at i * interval. */
static int resolve_fixed(struct options *o, uint64_t duration_ns, char *err, size_t len)
{
	struct model *m = &o->m;
	uint64_t n = o->requests ? o->requests : ceil_div(duration_ns, m->interval_ns);
	if ((u128)n * m->interval_ns >= MAX_TIME_NS)
		return fail(err, len, "the schedule does not fit in 64-bit nanoseconds: %s%s",
		            "shorten --duration or --interval", "");
	m->requests = n, m->last_due_ns = (n - 1) * m->interval_ns;
	if (!o->expected_set)
		m->expected_ns = m->interval_ns, m->expected_why = "the schedule's interval";
	return 0;
}

/* What the built schedule can carry: the route asked for, the counts, and every instant below MAX_TIME_NS. */
static int resolve_limits(struct options *o, uint64_t duration_ns, char *err, size_t len)
{
	struct model *m = &o->m;
	uint64_t v;
	if (m->exact_by == EXACT_SORTED && m->requests > MAX_REQUESTS)
		return fail(err, len, "the schedule has more than %s requests: %s",
		            "200000000 (--exact-by sorted keeps every sample)",
		            "shorten the run, or let --exact-by auto walk it in passes");
	if (m->requests > MAX_COUNTED_REQUESTS)
		return fail(err, len, "the schedule has more than %s requests: %s",
		            "2^40", "shorten --duration or lengthen --interval");
	if (o->scoreboard && max_u64(m->requests, closed_capacity(m)) > OMIT_MAX)
		return fail(err, len, "the schedule has more than 8388608 requests, and %s: %s",
		            "--scoreboard keeps every sample", "shorten --duration or lengthen --interval");
	if (m->exact_by == EXACT_LATTICE && !lattice_plan(m, &v, &v))
		return fail(err, len, "--exact-by lattice does not apply: %s%s",
		            closed_form_gap(m) ? closed_form_gap(m)
		            : !default_shape(m) ? "it needs the catch-up closed loop with one connection"
		            : "the latencies have too many possible values", "");
	if (resolve_horizon(o, duration_ns, err, len)) return -1;
	/* The last completion, bounded generously: a request may wait out one stall and be
	 * stretched by every stall begun while served, one per P - D of work. */
	u128 per_request_ns = (u128)service_max(m) + m->stall_ns;
	if (m->stall_ns && m->period_ns && periodic_stalls(m))
		per_request_ns = service_max(m) +
		                 (u128)(service_max(m) / (m->period_ns - m->stall_ns) + 2) * m->stall_ns;
	else if (m->stall_ns && m->period_ns)   /* random: a generous multiple of the mean */
		per_request_ns = (u128)service_max(m) * 64 + (u128)m->stall_ns * 37 *
		                 (service_max(m) / m->period_ns + 2);
	u128 worst = (u128)m->last_due_ns + m->first_stall_ns + m->horizon_ns +
	             (u128)(m->requests + 1) * per_request_ns;
	if (worst >= MAX_TIME_NS)
		return fail(err, len, "the run may not fit in 64-bit nanoseconds (2^62): %s%s",
		            "the schedule's last due time, --first-stall and every request's "
		            "--service and --stall add up past it; ", "shorten one of them");
	return 0;
}

/* Options into a runnable model: its length and schedule, or a refusal. Returns 0, or -1 with err. */
static int resolve(struct options *o, char *err, size_t len)
{
	uint64_t duration_ns = o->duration_ns;
	if (!o->requests && !duration_ns)
		duration_ns = o->quick ? QUICK_DURATION_NS : FULL_DURATION_NS;
	o->m.seed = o->seed;
	if (resolve_conflicts(o, err, len)) return -1;
	if (IS_LAB && !o->reps_set)   /* a lab question is answered once: the warmup is the benchmark's */
		o->m.warmup = 0, o->m.reps = 1;
	if (o->m.schedule == SCHED_POISSON ? resolve_poisson(o, duration_ns, err, len)
	    : o->m.schedule == SCHED_FILE ? resolve_file(o, err, len) : resolve_fixed(o, duration_ns, err, len))
		return -1;
	return resolve_limits(o, duration_ns, err, len);
}

/* ============================= Modes ============================== */


/* The server's line of the plan. */
static void print_server(const struct model *m)
{
	char a[32], b[32], c[32];
	print_service(m);
	if (m->stall_ns && !periodic_stalls(m))   /* the lab's random stalls */
		print_random_stalls(m);
	else if (m->stall_ns == 0)
		printf("no stalls\n");
	else if (m->period_ns == 0)
		printf("one stall of %s us at %s us\n", fmt_us(a, sizeof a, m->stall_ns),
		       fmt_us(b, sizeof b, m->first_stall_ns));
	else
		printf("stalls of %s us every %s us from %s us\n", fmt_us(a, sizeof a, m->stall_ns),
		       fmt_us(b, sizeof b, m->period_ns), fmt_us(c, sizeof c, m->first_stall_ns));
}

static void print_model(const struct model *m)
{
	char a[32], b[32];
	print_server(m);
	if (m->schedule == SCHED_FIXED)
		printf("schedule: fixed, every %s us, %" PRIu64 " requests\n",
		       fmt_us(a, sizeof a, m->interval_ns), m->requests);
	else
		printf("schedule: %s, %" PRIu64 " requests, mean gap %s us (between consecutive due times)\n",
		       SCHED_NAME[m->schedule], m->requests, fmt_us(a, sizeof a, mean_gap_ns(m)));
	printf("closed loop: %s, %" PRIu64 " connection%s", CLOSED_NAME[m->closed],
	       m->connections, m->connections > 1 ? "s" : "");
	if (m->horizon_ns)
		printf(", sending until %s us", fmt_us(a, sizeof a, m->horizon_ns));
	printf("\ncorrection: expected interval ");
	if (m->expected_mean)
		printf("the closed loop's mean interval per connection (as wrk)");
	else
		printf("%s us (%s)", fmt_us(a, sizeof a, m->expected_ns),
		       m->expected_why ? m->expected_why : "given");
	printf("; rank rule %s; slow above %s us\n", RANK_NAME[m->rank], fmt_us(b, sizeof b, m->slow_ns));
}

/* What every rep must give: the closed form where one holds, else the lab's reference simulation
 * (bench alone takes no such model); *gap says why there is no closed form. */
static int expected_outcome(const struct model *m, struct outcome *want, const char **gap)
{
	return (*gap = closed_form_gap(m)) ? reference(m, want) : closed_form(m, want);
}

/* Says on one line why a run cannot finish (rc ERR_OOM, ERR_RANGE or ERR_FAULT) and returns the
 * exit status: 2 for a count past 64 bits (the options asked for it), 1 for memory, run_fault's. */
static int cannot(int rc, const char *doing)
{
	if (rc == ERR_FAULT) {
		fprintf(stderr, PROG ": %s\n", run_fault.why);
		return run_fault.status;
	}
	if (rc == ERR_RANGE) {
		fprintf(stderr, PROG ": the corrected set would hold more than 2^64 values: "
		        "raise --expected-interval or shorten the run\n");
		return 2;
	}
	fprintf(stderr, PROG ": out of memory %s\n", doing);
	return 1;
}

/* An export of more than MAX_TABLE_ROWS corrected values is refused before anything prints: 2. */
static int export_too_large(const char *what, uint64_t corrected_n)
{
	if (corrected_n <= MAX_TABLE_ROWS) return 0;
	fprintf(stderr, PROG ": --export: the corrected %s holds %" PRIu64 " values, and an export "
	        "writes at most %d a set: raise --expected-interval or drop --export\n",
	        what, corrected_n, MAX_TABLE_ROWS);
	return 2;
}

/* The most rows a run's corrected table holds: its values, or on the lattice (values multiples of
 * gcd(step, e)) max / gcd + 1, so a simulated day exports; past MAX_TABLE_ROWS the export fails. */
static uint64_t export_rows(const struct model *m, const struct outcome *want)
{
	uint64_t n = want->set[SET_CORRECTED].n, step_ns, nbins;
	if (plan_route(m) == EXACT_LATTICE && lattice_plan(m, &step_ns, &nbins) && want->expected_ns)
		n = min_u64(n, want->set[SET_CORRECTED].pct_ns[PCT_MAX] /
		               gcd_u64(step_ns, want->expected_ns) + 1);
	return n;
}

/* The ratios that carry the finding, as summary.awk computes them from the RESULT lines; those
 * with words stand, in order, on the table's ratios line. */
struct ratio_def {
	const char *name;
	int num_set, num_pct, den_set, den_pct;   /* pct -1: the slow count */
	const char *words;                        /* on the ratios line, or NULL */
};
static const struct ratio_def RATIOS[] = {
	{ "open_closed_p99", SET_OPEN, PCT_P99, SET_CLOSED, PCT_P99, "ratios: open/closed p99 " },
	{ "open_closed_p999", SET_OPEN, PCT_P999, SET_CLOSED, PCT_P999, ", p99.9 " },
	{ "open_closed_slow", SET_OPEN, -1, SET_CLOSED, -1, NULL },
	{ "closed_max_p99", SET_CLOSED, PCT_MAX, SET_CLOSED, PCT_P99, NULL },
	{ "corrected_closed_p99", SET_CORRECTED, PCT_P99, SET_CLOSED, PCT_P99, "; corrected/closed p99 " },
	{ "open_corrected_p99", SET_OPEN, PCT_P99, SET_CORRECTED, PCT_P99, "; open/corrected p99 " },
	{ "open_corrected_p90", SET_OPEN, PCT_P90, SET_CORRECTED, PCT_P90, ", p90 " },
};
enum { NRATIOS = sizeof RATIOS / sizeof RATIOS[0] };

/* a / b as summary.awk writes it: one decimal from 100 up, three below; n/a for b = 0. */
static const char *fmt_ratio(char *buf, size_t len, uint64_t a, uint64_t b)
{
	double r = b ? (double)a / (double)b : 0;
	snprintf(buf, len, r >= 100 ? "%.1f" : "%.3f", r);
	return b ? buf : "n/a";
}

/* Ratio d of the best reps, written by fmt_ratio. */
static const char *ratio_text(char *buf, size_t len, const struct summary *best,
                              const struct ratio_def *d)
{
	const struct summary *n = &best[d->num_set], *q = &best[d->den_set];
	return fmt_ratio(buf, len, d->num_pct == -1 ? n->slow : n->pct_ns[d->num_pct],
	                 d->den_pct == -1 ? q->slow : q->pct_ns[d->den_pct]);
}

/* Everything a run of the benchmark produced, for the report. */
struct report {
	const struct model *m;
	const char *scenario, *gap;
	const struct buffers *b;
	struct summary best[NSETS];
	double worst_cv[NSETS];
	struct stats cost[2];
	const struct outcome *last;   /* the last rep's outcome */
	struct tally t;
	struct lab_run *lab;          /* the lab's part of the run; NULL in bench alone */
};

/* The plan: the model, what checks it, which route, how many reps. */
static void print_plan(const struct report *r)
{
	const struct model *m = r->m;
	const struct buffers *b = r->b;
	printf("coordinated omission on a virtual clock (%s): closed loop, open loop, corrected\n",
	       r->scenario);
	print_model(m);
	/* the mean load: service time over the mean gap between due times */
	if (m->schedule == SCHED_FIXED ? m->service_ns >= m->interval_ns
	                               : (u128)m->service_ns * m->requests >= m->last_due_ns)
		printf("warning: the load is at or above capacity: latency measures a backlog "
		       "that grows for the whole run\n");
	if (!r->gap)
		printf("checks: every percentile, slow count and sum of the three sets, the corrected "
		       "count, and both loops' stalls and last completion, against the closed form "
		       "(%d a run)\n", CHECKS_PER_RUN);
	else
		printf("closed form: does not apply: %s\nchecks: the same %d numbers a run against a "
		       "reference simulation (a second, stateless implementation of the model) instead; "
		       "nothing is skipped, but nothing is checked against a formula either\n",
		       r->gap, CHECKS_PER_RUN);
	if (b->by == EXACT_LATTICE)
		printf("route: lattice, exact counts on %" PRIu64 " ns steps (%" PRIu64 " values), "
		       "%d requests a chunk", b->closed.step_ns, b->closed.nbins, CHUNK);
	else if (b->by == EXACT_SORTED)
		printf("route: sorted, every sample kept and sorted");
	else
		printf("route: passes, none kept; each rep walks the run again until every "
		       "percentile is found exactly");
	if (m->warmup)
		printf("; 1 warmup + %u reps\n", m->reps);
	else
		printf("; one walk, no warmup (--reps N: a warmup, then N timed reps)\n");
	lab_plan(r);
}

/* The table of the three recordings, then the ratios that matter on one line. */
static void print_table(const struct report *r)
{
	char a[32];
	printf("\n");
	print_header();
	printf(" %6s\n", "cv");
	for (int s = 0; s < NSETS; s++) {
		print_row(SET_NAME[s], &r->best[s]);
		printf(" %6.3f\n", r->worst_cv[s]);
	}
	printf("(us; minimum over %u reps, cv the largest over them; slow: above %s us, median)\n",
	       r->m->reps, fmt_us(a, sizeof a, r->m->slow_ns));
	for (int k = 0; k < NRATIOS; k++)
		if (RATIOS[k].words)
			printf("%s%s", RATIOS[k].words, ratio_text(a, sizeof a, r->best, &RATIOS[k]));
	printf("\n");
}

/* The finding in three sentences: the first percentile where open reads at least twice closed
 * (at p99 one with the next), p99 and what the correction recovers, the first stall. */
static void print_findings(const struct report *r, const struct stall_window *w, int have_w)
{
	const struct summary *bs = r->best;
	const uint64_t open99 = bs[SET_OPEN].pct_ns[PCT_P99], closed99 = bs[SET_CLOSED].pct_ns[PCT_P99];
	const uint64_t corr99 = bs[SET_CORRECTED].pct_ns[PCT_P99];
	char a[32], b[32], c[32], d[32];
	int part = -1;
	for (int j = 0; j < NPCT && part < 0; j++)
		if (bs[SET_OPEN].pct_ns[j] >= 2 * bs[SET_CLOSED].pct_ns[j])
			part = j;
	printf("\n");
	if (part < 0)
		printf("The recordings never part by 2x at the percentiles shown: the stalls hold up "
		       "too few requests to reach them.\n");
	else if (part != PCT_P99)
		printf("The recordings part at %s: the open loop reads %s there, %s times the closed "
		       "loop's %s.\n", PCT_LABEL[part], fmt_read(a, sizeof a, bs[SET_OPEN].pct_ns[part]),
		       fmt_ratio(b, sizeof b, bs[SET_OPEN].pct_ns[part], bs[SET_CLOSED].pct_ns[part]),
		       fmt_read(c, sizeof c, bs[SET_CLOSED].pct_ns[part]));
	if (part == PCT_P99)
		printf("They part at p99: the open loop reads %s there, %s times the closed loop's %s",
		       fmt_read(a, sizeof a, open99), fmt_ratio(b, sizeof b, open99, closed99),
		       fmt_read(c, sizeof c, closed99));
	else if (open99 == closed99)
		printf("At p99 the two loops agree");
	else
		printf("At p99 the open loop reads %s, %s times the closed loop", fmt_read(a, sizeof a, open99),
		       fmt_ratio(b, sizeof b, open99, closed99));
	if (corr99 == closed99)
		printf(", and the correction at %s leaves the closed loop's p99 as it was.\n",
		       fmt_read(d, sizeof d, r->last->expected_ns));
	else
		printf("; corrected at %s, the closed loop reads %s.\n",
		       fmt_read(d, sizeof d, r->last->expected_ns), fmt_read(a, sizeof a, corr99));
	if (!have_w)
		printf("No first stall is traced here (only a catch-up closed loop that meets one is).\n");
	else
		printf("The first stall held up %" PRIu64 " requests (from request %" PRIu64 "); the closed "
		       "loop recorded it once, as %s.\n", w->clears - w->first, w->first,
		       fmt_read(a, sizeof a, w->closed_ns[w->first]));
}

/* The RESULT lines: every number the run stands by, for summary.awk and the tests. */
static void print_results(const struct report *r, const struct stall_window *w, int have_w)
{
	const struct model *m = r->m;
	const uint64_t f = w->first;
	char a[32];
	for (int s = 0; s < NSETS; s++)
		print_result_set(SET_NAME[s], &r->best[s]);
	for (int k = 0; k < NRATIOS; k++)
		printf("RESULT ratio name=%s value=%s\n", RATIOS[k].name,
		       ratio_text(a, sizeof a, r->best, &RATIOS[k]));
	for (int c = 0; c < 2; c++)
		printf("RESULT timeline client=%s stalls=%" PRIu64 " last_completion_ns=%" PRIu64 "\n",
		       SET_NAME[c], r->last->stalls[c], r->last->last_done_ns[c]);
	printf("RESULT correction expected_interval_ns=%" PRIu64 "\n", r->last->expected_ns);
	if (m->schedule != SCHED_FIXED)
		printf("RESULT schedule kind=%s requests=%" PRIu64 " mean_gap_ns=%" PRIu64 "\n",
		       SCHED_NAME[m->schedule], m->requests, mean_gap_ns(m));
	if (have_w) {
		printf("RESULT first_stall request=%" PRIu64 " closed_ns=%" PRIu64 " open_ns=%" PRIu64,
		       f, w->closed_ns[f], w->open_ns[f]);
		if (f + 1 < w->n)
			printf(" next_closed_ns=%" PRIu64 " next_open_ns=%" PRIu64, w->closed_ns[f + 1],
			       w->open_ns[f + 1]);
		printf(" delayed=%" PRIu64 " clears_at=%" PRIu64 "\n", w->clears - f, w->clears);
	}
	for (int loop = 0; loop < 2; loop++)
		printf("RESULT cost loop=%s min_ns_per_req=%.3f median_ns_per_req=%.3f cv=%.3f\n",
		       SET_NAME[loop], r->cost[loop].min, r->cost[loop].median, r->cost[loop].cv);
}

/* The peak resident memory so far, in KiB; -1 where it cannot be known. */
static long peak_rss_kib(void)
{
#ifdef __wasi__
	/* a module's memory only grows: its size now is its peak (64 KiB pages) */
	return (long)__builtin_wasm_memory_size(0) * 64;
#else
	struct rusage ru;
	return getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss : -1;
#endif
}

/* The last lines: memory, what was checked, and the verdict. */
static void print_verdict(const struct report *r)
{
	long rss_kib = peak_rss_kib();

	if (rss_kib >= 0)
		printf("RESULT memory max_rss_kib=%ld samples=%s\n", rss_kib, EXACT_BY_NAME[r->b->by]);
	if (r->b->by == EXACT_PASSES)
		printf("RESULT passes walks=%u guessed=%u of=%d\n", r->last->walks, r->last->guessed,
		       NSETS * NPCT);
	printf("RESULT checked_against=%s\n", r->gap ? "reference" : "closed-form");
	printf("RESULT checks passed=%" PRIu64 " failed=%" PRIu64 " runs=%u\n",
	       r->t.passed, r->t.failed, r->m->reps + r->m->warmup);
}

/* One benchmark run as it goes: what it must produce, what each rep did, and its report. */
struct bench_run {
	const struct model *m;
	struct outcome want, *got;    /* got: the warmup and every rep */
	double *cost[2];              /* each rep's cost a request, each loop */
	struct buffers b;
	struct report r;
	struct stall_window w;
	int have_w;
};

/* Reps rep .. rep + n - 1 done: their lines with verbose, their costs (the warmup's is not kept). */
static void reps_record(struct bench_run *br, unsigned rep, int n, double (*ns)[2], int verbose)
{
	for (int k = 0; k < n; k++, rep++) {
		if (verbose)
			print_rep(rep, rep == 0, &br->got[rep]);
		for (int loop = 0; loop < 2 && rep > 0; loop++)
			br->cost[loop][rep - 1] = ns[k][loop];
	}
}

/* The warmup and the reps, one at a time, into br->got[0..reps]. Returns 0 or the exit status. */
static int run_reps(struct bench_run *br, int verbose)
{
	for (unsigned rep = 1 - br->m->warmup; rep <= br->m->reps; rep++) {
		double ns[1][2];
		int rc = fault_rc(run_once(br->m, &br->b, &br->got[rep], ns[0]));
		if (rc) return cannot(rc, "for a rep");
		reps_record(br, rep, 1, ns, verbose);
	}
	return 0;
}

/* What the reps must produce, the export's size, the plan. Returns 0 or the exit status. */
static int reps_before(struct bench_run *br, const char *export_to)
{
	int rc = fault_rc(expected_outcome(br->m, &br->want, &br->r.gap));
	if (rc) return cannot(rc, "computing the expected outcome");
	if (export_to && (rc = export_too_large("set", export_rows(br->m, &br->want)))) return rc;
	print_plan(&br->r);
	return 0;
}

/* The plan and the reps; in the lab, a run in passes takes passes_reps and one checked against
 * the reference reference_reps (misc/lab/reference.c). Returns 0 or the exit status. */
static int bench_reps(struct bench_run *br, const char *export_to, int verbose)
{
	int rc;
#ifdef BENCH_LAB
	if (br->b.by == EXACT_PASSES) return passes_reps(br, verbose);
	if (closed_form_gap(br->m)) return reference_reps(br, export_to, verbose);
#endif
	return (rc = reps_before(br, export_to)) ? rc : run_reps(br, verbose);
}

/* The answer (table, ratios, sentences), RESULT lines, export and verdict. Returns the status. */
static int bench_report(struct bench_run *br, const char *export_to, int export_values)
{
	struct report *r = &br->r;
	print_table(r);
	lab_print(br, LAB_AFTER_TABLE);
	print_findings(r, &br->w, br->have_w);
	lab_print(br, LAB_AFTER_FINDINGS);
	printf("simulation cost: closed loop %.3f ns a request (min; median %.3f), open loop %.3f "
	       "(median %.3f)\n\n", r->cost[0].min, r->cost[0].median, r->cost[1].min, r->cost[1].median);
	print_results(r, &br->w, br->have_w);
	lab_print(br, LAB_AFTER_RESULTS);
	int status = !export_to ? 0 : export_bench(export_to, br->m, &br->b, r->last, export_values) ? 1
	             : lab_export(br, export_to);
	status |= lab_failed(br);
	if (fault_rc(0))   /* the export's walks found the schedule failed */
		return cannot(ERR_FAULT, "");
	print_verdict(r);
	return status | (r->t.failed ? 1 : 0);
}

/* The reps, each checked against what it must be, the lab's checks, the reduction (best and worst
 * over reps, costs, first stall), the report: each only if the one before succeeded. The status. */
static int bench_stages(struct bench_run *br, const char *export_to, int export_values, int verbose)
{
	const struct model *m = br->m;
	struct report *r = &br->r;
	int status = bench_reps(br, export_to, verbose);
	if (status) return status;
	for (unsigned rep = 1 - r->m->warmup; rep <= r->m->reps; rep++)
		check_outcome(&r->t, rep, &br->want, &br->got[rep]);
	if ((status = lab_checks(br))) return status;
	if (aggregate(br->got + 1, m->reps, r->best, r->worst_cv))
		return cannot(ERR_OOM, "for the report");
	for (int loop = 0; loop < 2; loop++)
		r->cost[loop] = stats_of(br->cost[loop], m->reps);
	r->last = &br->got[m->reps];
	br->have_w = first_stall_window(m, 0, &br->w) == 0;
	/* the window's walks or the batches' found the schedule failed */
	if (fault_rc(0)) return cannot(ERR_FAULT, "");
	return bench_report(br, export_to, export_values);
}

/* The benchmark, after the lab's walks (lab_begin; scoreboard is the lab's). Returns the status. */
static int run_bench(const struct model *m, const char *scenario, const char *export_to,
                     int export_values, int verbose, int scoreboard)
{
	struct bench_run *br = calloc(1, sizeof *br);
	int status = 1;
	if (br) {
		br->m = m;
		br->r = (struct report){ .m = m, .scenario = scenario, .b = &br->b };
		br->got = calloc(m->reps + 1, sizeof *br->got);
		br->cost[0] = calloc(m->reps, sizeof(double));
		br->cost[1] = calloc(m->reps, sizeof(double));
	}
	if (!br || !br->got || !br->cost[0] || !br->cost[1] || buffers_init(&br->b, m))
		fprintf(stderr, PROG ": out of memory for %" PRIu64 " requests\n", m->requests);
	else if (!(status = lab_begin(br, scoreboard)))
		status = bench_stages(br, export_to, export_values, verbose);
	if (!br) return 1;
	lab_end(br);
	stall_window_free(&br->w);
	buffers_free(&br->b);
	free(br->cost[0]);
	free(br->cost[1]);
	free(br->got);
	free(br);
	return status;
}

/* =========================== Self-test ============================ */

/* Prints "ok NAME" or "FAIL NAME: expected E, got A"; test.sh counts them. */
static int expect(const char *name, u128 expected, u128 actual)
{
	char a[48], b[48];
	if (expected == actual) {
		printf("ok %s\n", name);
		return 0;
	}
	printf("FAIL %s: expected %s, got %s\n", name, fmt_u128(a, sizeof a, expected),
	       fmt_u128(b, sizeof b, actual));
	return 1;
}

/* n values below top (every ninth raised by 3 e, every fourth repeating the one before), as the
 * lab's self-test uses them too. Returns their corrected count. */
static uint64_t st_values(uint64_t *v, int n, uint64_t *state, uint64_t top, uint64_t e)
{
	for (int i = 0; i < n; i++)
		v[i] = i % 4 == 1 ? v[i - 1] : splitmix64(state) % top + (i % 9 == 0 ? e * 3 : 0);
	return corrected_count(v, (uint64_t)n, e);
}

static const uint64_t ST_E[] = { 1, 7, 100, 1000, 4096, 65537 };
static const uint64_t ST_TOP[] = { 2000, 50, 300000, 70000 };
enum { ST_N = 200, ST_TERMS = ST_N * 2000 };

/* The corrected set without its terms (corrected_summarise) against writing every term out
 * (correct_co) and sorting, for both rank rules, on st_values' sets at intervals from 1 ns up. */
static int self_test_corrected(void)
{
	uint64_t v[ST_N], u[ST_N], scratch[ST_N], *terms = malloc(sizeof(uint64_t) * ST_TERMS);
	uint64_t state = 42;
	int bad = 0;
	for (size_t ei = 0; ei < sizeof ST_E / sizeof ST_E[0] && terms; ei++)
		for (size_t ti = 0; ti < sizeof ST_TOP / sizeof ST_TOP[0]; ti++) {
			uint64_t e = ST_E[ei], differ = 0;
			struct summary want, mem;
			char name[192];
			if (st_values(v, ST_N, &state, ST_TOP[ti], e) > ST_TERMS)
				continue;   /* too many terms to write out by brute force */
			for (int rule = RANK_ROUND; rule <= RANK_CEIL; rule++) {
				uint64_t k = correct_co(v, ST_N, e, terms, ST_TERMS);
				summarise(terms, k, 1000, (enum rank_rule)rule, &want);
				memcpy(u, v, sizeof u);
				qsort(u, ST_N, sizeof *u, cmp_u64);
				corrected_summarise(u, ST_N, e, 1000, (enum rank_rule)rule, scratch, &mem);
				for (int j = 0; j < NPCT; j++)
					differ += want.pct_ns[j] != mem.pct_ns[j];
				differ += (want.n != mem.n) + (want.slow != mem.slow) + (want.sum_ns != mem.sum_ns);
			}
			snprintf(name, sizeof name, "corrected set without its terms, e %" PRIu64
			         ", values below %" PRIu64 ": fields that differ", e, ST_TOP[ti]);
			bad += expect(name, 0, differ);
		}
	free(terms);
	return bad + expect("the brute-force buffer was allocated", 1, terms != NULL);
}

/* Every option row carries its parser (a mode alone and --scenario none), a choice its names, a
 * row whose value can be refused (free_form: none can be) the words for what is allowed. */
static int self_test_row(const struct optdef *d, int free_form)
{
	const int none = d->kind == OPT_ALONE || strcmp(d->name, "--scenario") == 0;
	char name[96];
	snprintf(name, sizeof name, "option %s: its row carries its parser", d->name);
	int bad = expect(name, 1, none ? d->set == NULL : d->set != NULL);
	snprintf(name, sizeof name, "option %s: a choice has its names, a refusal its words", d->name);
	return bad + expect(name, 1, (d->set != set_choice || d->names) && (none || free_form || d->allowed));
}

/* Unit checks: the option rows (the lab's in lab_self_test), the rank rule at its edges, the
 * correction on HdrHistogram's own test fixture (10000 values of 1000 and one of 100000000,
 * interval 10000), the closed-form distribution against sorting the values it names, the corrected
 * set without its terms, the lab's tables and routes, and parse_time (ok 0: refused). */
static int self_test(void)
{
	static const struct { const char *name; uint64_t want, p, n; enum rank_rule rule; } RANK[] = {
		{ "rank n=1 p=0", 1, 0, 1, RANK_ROUND }, { "rank n=1 p=100", 1, 100000, 1, RANK_ROUND },
		{ "rank n=1 p=0 ceil", 1, 0, 1, RANK_CEIL }, { "rank n=1 p=100 ceil", 1, 100000, 1, RANK_CEIL },
		{ "rank n=10 p=0", 1, 0, 10, RANK_ROUND }, { "rank n=10 p=100", 10, 100000, 10, RANK_ROUND },
		{ "rank n=10 p=50", 5, 50000, 10, RANK_ROUND },
		{ "rank n=10 p=95 rounds half up", 10, 95000, 10, RANK_ROUND },
		{ "rank n=10 p=94.9 rounds down", 9, 94900, 10, RANK_ROUND },
		{ "rank n=10 p=90.1 ceil", 10, 90100, 10, RANK_CEIL },
		{ "rank n=119980 p=99", 118780, 99000, 119980, RANK_ROUND },
		{ "rank n=119980 p=99.9", 119860, 99900, 119980, RANK_ROUND },
		{ "rank n=119980 p=99 ceil", 118781, 99000, 119980, RANK_CEIL },
		{ "rank n=2^62 p=99.99 exact", UINT64_C(4611224849825545165), 99990, UINT64_C(1) << 62,
		  RANK_ROUND },
	};
	static const struct { const char *s; int bare, ok; uint64_t ns; } TIME[] = {
		{ "200us", 0, 1, 200000 }, { "0.3us", 0, 1, 300 }, { "0.5s", 0, 1, 500000000 },
		{ "1.000000001s", 0, 1, 1000000001 }, { "0", 0, 1, 0 }, { "250", 1, 1, 250 },
		{ "250", 0, 0, 0 }, { "0.5ns", 0, 0, 0 }, { "ms", 0, 0, 0 }, { "-1ms", 0, 0, 0 },
		{ "5parsecs", 0, 0, 0 }, { "1.ms", 0, 0, 0 }, { "99999999999999999999s", 0, 0, 0 },
		{ "4611686018427387904ns", 0, 0, 0 },
	};
	enum { FIX_N = 10001 };
	static uint64_t raw[FIX_N], fixed[20000];
	struct summary sm, a, b;
	struct dist d = { 0 };
	uint64_t v[64] = { 0 }, k = 0;
	char name[96], err[160];
	int bad = 0;
	for (int i = 0; i < NOPTIONS; i++) {
		opt_set *s = OPTIONS[i].set;
		bad += self_test_row(&OPTIONS[i], s == set_time || s == set_duration || s == set_text ||
		                                   s == set_flag);
	}
	for (size_t i = 0; i < sizeof RANK / sizeof RANK[0]; i++)
		bad += expect(RANK[i].name, RANK[i].want, rank_of(RANK[i].p, RANK[i].n, RANK[i].rule));
	for (int i = 0; i < FIX_N - 1; i++)
		raw[i] = 1000;
	raw[FIX_N - 1] = 100000000;
	bad += expect("hdr fixture corrected count", 20000, corrected_count(raw, FIX_N, 10000));
	bad += expect("hdr fixture correct_co", 20000, correct_co(raw, FIX_N, 10000, fixed, 20000));
	summarise(fixed, 20000, 1000, RANK_ROUND, &sm);
	bad += expect("hdr fixture corrected p50", 1000, sm.pct_ns[0]);
	bad += expect("hdr fixture corrected p90", 80000000, sm.pct_ns[1]);
	bad += expect("hdr fixture corrected p99", 98000000, sm.pct_ns[2]);
	bad += expect("hdr fixture corrected max", 100000000, sm.pct_ns[PCT_MAX]);
	bad += expect("hdr fixture corrected sum", 10000 * 1000 + UINT64_C(500050000000), sm.sum_ns);
	bad += expect("correction of a value below the interval", 1, corrected_terms(999, 1000));
	bad += expect("correction of one interval", 1, corrected_terms(1000, 1000));
	bad += expect("correction of two intervals", 2, corrected_terms(2000, 1000));
	bad += expect("mean interval as wrk: 20 s / (100000 / 10)", 2000000,
	              mean_interval(20 * NS_PER_S, 100000, 10));
	dist_add(&d, 700, 0, 1, 9);
	dist_add(&d, 5000, 300, 12, 2);
	dist_add(&d, 4100, 1000, 4, 3);
	for (size_t i = 0; i < d.nruns; i++)
		for (uint64_t c = 0; c < d.run[i].copies; c++)
			for (uint64_t j = 0; j < d.run[i].terms; j++)
				v[k++] = d.run[i].first_ns - j * d.run[i].step_ns;
	for (int rule = RANK_ROUND; rule <= RANK_CEIL; rule++) {
		dist_summarise(&d, 2000, (enum rank_rule)rule, &a);
		summarise(v, k, 2000, (enum rank_rule)rule, &b);
		bad += expect("closed-form n equals sorted n", b.n, a.n);
		for (int j = 0; j < NPCT; j++) {
			snprintf(name, sizeof name, "closed-form %s equals sorted %s (%s)",
			         PCT_NAME[j], PCT_NAME[j], RANK_NAME[rule]);
			bad += expect(name, b.pct_ns[j], a.pct_ns[j]);
		}
		bad += expect("closed-form slow equals sorted slow", b.slow, a.slow);
		bad += expect("closed-form sum equals sorted sum", b.sum_ns, a.sum_ns);
	}
	dist_free(&d);
	bad += self_test_corrected();
	bad += lab_self_test();
	for (size_t i = 0; i < sizeof TIME / sizeof TIME[0]; i++) {
		uint64_t ns = 0;
		int ok = parse_time(TIME[i].s, TIME[i].bare, &ns, err, sizeof err) == 0;
		snprintf(name, sizeof name, "parse_time '%s'%s", TIME[i].s, TIME[i].ok ? "" : " is refused");
		bad += TIME[i].ok ? expect(name, TIME[i].ns, ok ? ns : UINT64_MAX) : expect(name, 0, ok);
	}
	return bad;
}

/* ============================== Main ============================== */

/* The one line of a refusal; a control character in a quoted value is shown escaped. */
static int usage_error(const char *line)
{
	fputs(PROG ": ", stderr);
	for (const unsigned char *c = (const unsigned char *)line; *c; c++)
		if (*c == '\n')
			fputs("\\n", stderr);
		else if (*c < 0x20 || *c == 0x7f)
			fprintf(stderr, "\\x%02x", *c);
		else
			fputc(*c, stderr);
	fputc('\n', stderr);
	return 2;
}

/* QUICK and REPS from the environment. Returns 0, or -1 with one line in err. */
static int read_env(struct options *o, char *err, size_t len)
{
	const char *quick = getenv("QUICK"), *reps = getenv("REPS");
	uint64_t v;
	if (quick && *quick && strcmp(quick, "0") && strcmp(quick, "1"))
		return fail(err, len, "QUICK '%s' is not valid: %s", quick,
		            "use QUICK=1, QUICK=0 or leave it unset");
	o->quick = quick && strcmp(quick, "1") == 0;
	if (reps && *reps) {
		if (parse_uint(reps, 1, MAX_REPS, &v))
			return fail(err, len, "REPS '%s' is not valid: %s", reps,
			            "a whole number from 1 to 100000");
		o->m.reps = (unsigned)v;
		o->reps_set = 1;
	}
	return 0;
}

/* The command line: a scenario first, wherever it stands, so the other options override it; then
 * the rest. The table says which arguments are values, so a value is never read as a name. */
static int read_args(struct options *o, int argc, char **argv, char *err, size_t len)
{
	char **rest = malloc((size_t)argc * sizeof *rest);
	int n = 0, given_duration = 0, given_requests = 0, rc = 0;
	if (!rest) return fail(err, len, "out of memory reading the options%s%s", "", "");
	mark_given(o, argc - 1, argv + 1);
	for (int i = 1; i < argc && !rc; i++) {
		const struct optdef *d = find_option(argv[i]);
		int valued = d && d->kind == OPT_VALUE && i + 1 < argc;
		given_duration |= valued && strcmp(d->name, "--duration") == 0;
		given_requests |= valued && strcmp(d->name, "--requests") == 0;
		if (valued && strcmp(d->name, "--scenario") == 0) {
			rc = apply_scenario(o, argv[++i], err, len);
			continue;
		}
		rest[n++] = argv[i];
		if (valued)
			rest[n++] = argv[++i];
	}
	if (!rc && !(rc = check_given(o, err, len)))
		rc = given_duration && given_requests ? fail(err, len, "--duration and --requests %s%s",
		     "both set the length of the run: ", "give one") : apply_args(o, n, rest, err, len);
	free(rest);
	return rc;
}

/* Whether files can be written at the export prefix: a hidden file is made there and removed. */
static int check_export(const struct options *o, char *err, size_t len)
{
	char path[1100], tmp[1200];
	FILE *f;
	if (!o->export_to) return 0;
	snprintf(path, sizeof path, "%sprobe", o->export_to);
	if (!(f = open_atomic(path, tmp, sizeof tmp)))
		return fail(err, len, "--export '%s' cannot be written there: %s", o->export_to,
		            strerror(errno));
	fclose(f);
	remove(tmp);
	return 0;
}

/* Bench alone keeps every sample of a run it cannot count on the lattice, and so does its
 * reference: past SORT_MAX requests a client, such a run is the lab's (misc/lab/passes.c). */
static int check_kept(const struct options *o, char *err, size_t len)
{
	const struct model *m = &o->m;
	if (IS_LAB || o->mode != MODE_BENCH) return 0;
	if (!default_shape(m))   /* the lab's options make the others; none reaches here */
		return fail(err, len, "bench alone runs seed 000's one catch-up connection on a fixed "
		            "schedule: %s%s", "./lab runs the others", "");
	if (closed_form_gap(m))
		return fail(err, len, "no closed form holds for this model (%s): bench alone checks every "
		            "number against one; ./lab checks such a model against its reference "
		            "simulation%s", closed_form_gap(m), "");
	if (m->exact_by == EXACT_PASSES)
		return fail(err, len, "--exact-by passes: the passes route is the lab's (./lab %s%s",
		            "--exact-by passes); bench alone takes auto, sorted or lattice", "");
	if (m->exact_by != EXACT_SORTED && !sort_fits(m) && plan_route(m) == EXACT_PASSES) {
		snprintf(err, len, "%" PRIu64 " requests: bench alone keeps every sample of this model, up "
		         "to %d a client; run it with ./lab, which walks a longer run again in passes, or "
		         "add --exact-by sorted to keep them all", m->requests, SORT_MAX);
		return -1;
	}
	return 0;
}

/* After resolve: what the route of a benchmark run allows. */
static int check_route(const struct options *o, char *err, size_t len)
{
	if (check_kept(o, err, len)) return -1;
	if (!o->export_to || o->mode != MODE_BENCH) return 0;
	if (o->m.exact_by == EXACT_PASSES)
		return fail(err, len, "--export needs every sample kept, and --exact-by passes %s%s",
		            "keeps none: ", "drop one of the two");
	if (plan_route(&o->m) == EXACT_PASSES) {
		snprintf(err, len, "--export needs every sample kept: this run of %" PRIu64
		         " requests goes in passes (auto does above %d); shorten it or add "
		         "--exact-by sorted", o->m.requests, SORT_MAX);
		return -1;
	}
	return hlog_refused(&o->m, err, len) ? -1 : 0;
}

/* Reads the environment and options into o and runs the mode asked for; o's memory is main's. */
static int run_options(struct options *o, int argc, char **argv)
{
	char err[2048], label[96];
	int status;
	if (read_env(o, err, sizeof err) || read_args(o, argc, argv, err, sizeof err) ||
	    check_export(o, err, sizeof err))
		return usage_error(err);
	snprintf(label, sizeof label, "%s, from %s", o->scenario, o->source);
	/* the lab's modes: users and a trace before resolve, a sweep and --cross-check after */
	if (lab_mode(o, label, 0, &status)) return status;
	if (resolve(o, err, sizeof err) || check_route(o, err, sizeof err)) return usage_error(err);
	if (lab_mode(o, label, 1, &status)) return status;
	return run_bench(&o->m, label, o->export_to, o->export_values, o->verbose, o->scoreboard);
}

/* The options before any are read: seed 000's model, its reps, one connection. */
static struct options options_default(void)
{
	return (struct options){ .scenario = "default", .source = "seed 000", .m = {
		.service_ns = SERVICE_NS, .interval_ns = INTERVAL_NS, .expected_ns = INTERVAL_NS,
		.stall_ns = STALL_NS, .period_ns = PERIOD_NS, .first_stall_ns = FIRST_STALL_NS,
		.slow_ns = SLOW_ABOVE_NS, .reps = DEFAULT_REPS, .warmup = 1, .connections = 1,
		.guess_entries = GUESS_ENTRIES } };
}

/* The benchmark's command line; main below, unless another program includes this file as its
 * core with BENCH_NO_MAIN (misc/lab/lab.c does) and calls bench_main for what it leaves. */
static int bench_main(int argc, char **argv)
{
	struct options o = options_default();
	if (argc == 2 && strcmp(argv[1], "--clock") == 0) {
		/* the clock rate as two dependent chains measure it, or none where they disagree */
		double add, mul, agree, ghz = estimate_ghz(&add, &mul, &agree);
		if (ghz > 0)
			printf("RESULT clock ghz=%.3f method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f "
			       "agree_pct=%.2f runs=%d\n", ghz, add, mul, agree, CLOCK_RUNS);
		else
			printf("RESULT clock ghz=unknown method=add-reg,imul add_ghz=%.3f imul_ghz=%.3f "
			       "agree_pct=%.2f runs=%d (the chains disagree by more than %d %%: cycle "
			       "figures would be wrong, so none are given)\n", add, mul, agree, CLOCK_RUNS,
			       CLOCK_AGREE_PCT);
		return 0;
	}
	if (argc == 2 && strcmp(argv[1], "--self-test") == 0) return self_test() ? 1 : 0;
	for (int i = 1; i < argc; i++) {   /* --help as an option, not as a value */
		const struct optdef *d = find_option(argv[i]);
		if (d && d->kind == OPT_VALUE)
			i++;
		else if (d && strcmp(d->name, "--help") == 0) {
			print_usage();
			return 0;
		}
	}
	int status = run_options(&o, argc, argv);
	free(o.scenario_args);
	free(o.kept_due);
	return status;
}

#ifndef BENCH_NO_MAIN
int main(int argc, char **argv)
{
	return bench_main(argc, argv);
}
#endif
