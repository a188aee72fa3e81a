/*
 * misc/lab/hooks.h: what the lab adds to bench.c, declared in one place.
 *
 * bench.c includes this file, and only when BENCH_LAB is defined (by
 * misc/lab/lab.c, before it includes bench.c). It holds the lab's types
 * that bench.c's structures carry (a schedule's cursors in struct due_src,
 * the random stalls in struct server) and the lab's functions bench.c
 * calls, most as plain calls. Every function here is defined in the lab
 * file named above it. Bench alone has stand-ins for those, in one block
 * at the top of bench.c: nothing, 0, or seed 000's answer (fixed service,
 * no lab rules, one catch-up connection); closed_form_other and the reps
 * of passes and the reference stand under #ifdef BENCH_LAB instead.
 *
 * Owns: nothing but declarations. May call: nothing.
 */

struct model;
struct options;
struct optdef;
struct scenario;
struct outcome;
struct table;
struct report;
struct server;
struct due_src;
struct ref_walk;
struct bench_run;
struct dist;
struct stall_geom;

/*
 * What struct model carries for the lab: the faults (omissions.c), each
 * off at zero, and users in place of a schedule (users.c), none when n is
 * 0 and there is no session rate.
 */
struct faults {
	uint64_t timeout_ns;     /* a client stops waiting after this; 0: never */
	int has_limit;           /* 1: the server sheds load */
	uint64_t queue_limit;    /* it rejects a request that finds this many waiting */
	uint64_t reject_ns;      /* a rejection reaches the client this long after the send */
	uint64_t pause_ns;       /* the open loop's sender stops this long; 0: never */
	uint64_t pause_period_ns;/* pause k begins at pause_first_ns + k * this; 0: one */
	uint64_t pause_first_ns;
	int from_last_send;      /* the sender's clock: due times (0), last send + gap (1) */
	uint64_t max_in_flight;  /* the open loop's cap on outstanding requests; 0: none */
	int drop_when_full;      /* at the cap: drop the request (1), or hold it (0) */
};

struct users {
	uint64_t n;              /* a closed population of n users */
	double session_rate;     /* or sessions arriving at this rate a second */
	double return_prob;      /* sessions: another request after a reply, with this chance */
	uint64_t think_ns;       /* between a reply and the user's next request */
	int think_exp;           /* 1: an exponential of that mean */
	uint64_t horizon_ns;     /* requests are sent before this */
};

/* services.c: request i's service time, the largest one, the plan's service words. */
static uint64_t service_of(const struct model *m, uint64_t i);
static uint64_t service_max(const struct model *m);
static void print_service(const struct model *m);

/*
 * schedules.c: Poisson and replayed schedules. A Poisson schedule's
 * generator, and a file of numbers read a line at a time; struct due_src
 * holds both. Open, close, the next due time, the next n of a Poisson one.
 */
struct poisson {
	double rate_per_s, t_ns;
	uint64_t state;
};

struct numbers {
	FILE *f;
	char *line;
	size_t cap;
	const char *path, *opt;
	int times;               /* 1: times with units; 0: due times in ns */
	uint64_t lineno, prev;
};

static int sched_open(struct due_src *d, char *err, size_t len);
static void sched_close(struct due_src *d);
static uint64_t sched_next(struct due_src *d);
static void sched_fill(struct due_src *d, uint64_t *due_ns, uint64_t n);
/* The lab's part of a struct due_src (its field lab). */
struct due_lab {
	struct poisson poisson;
	struct numbers file;
	uint64_t last_ns;        /* the file's last due time given */
	int broken;              /* the file failed (run_fault says how): last_ns from now on */
};

/*
 * stalls.c: random stalls. A cursor over stall k's drawn start and length
 * (struct server and the reference's walk keep one); the server's first
 * window, serve() window by window, the reference's stall count and its
 * server stall by stall, and the plan's words for them.
 */
struct stall_src {
	const struct model *m;
	uint64_t k;              /* the next stall's index */
	uint64_t begin_ns;       /* its start; UINT64_MAX: none left */
};

static void stall_src_start(struct stall_src *c, const struct model *m);
static void random_stalls_init(struct server *srv, const struct model *m);
static uint64_t serve_random(struct server *srv, uint64_t start_ns, uint64_t work_ns);
static uint64_t ref_stalls_random(const struct model *m, uint64_t last_ns);
static uint64_t ref_serve_random(struct ref_walk *r, uint64_t t_ns, uint64_t work_ns);
static void print_random_stalls(const struct model *m);

/*
 * walks.c: every shape but seed 000's one catch-up connection. The samples
 * its closed loop can record, a whole run of one loop (the closed loop
 * when closed is 1), the closed form of the closed loops that catch up on
 * C connections, skip or send back to back, which shapes those are
 * (closed_form_lab_gap), and both loops over a stall window's requests.
 */
static uint64_t closed_capacity(const struct model *m);
static int general_walk(const struct model *m, int closed, uint64_t *lat_ns, uint64_t cap,
                        uint64_t *n, uint64_t *stalls, uint64_t *spent_ns, uint64_t *last_ns);
static void closed_form_other(const struct model *m, const struct stall_geom *g, struct dist *d,
                              struct outcome *o);
static int general_window_walk(const struct model *m, uint64_t *closed_ns, uint64_t *open_ns,
                               uint64_t n);
static const char *closed_form_lab_gap(const struct model *m);

/*
 * passes.c: runs too long to keep, a rep walked again in passes until
 * every percentile is found, the reference the same way, and the reps of
 * such a run (in place of bench_reps). Bench alone refuses a run that would
 * not fit (check_kept).
 */
static int passes_rep(const struct model *m, struct outcome *o, double ns_per_req[2]);
static int passes_reference(const struct model *m, struct outcome *o);
static int passes_reps(struct bench_run *br, int verbose);

/*
 * reference.c: the check where no closed form holds, the outcome and the
 * reps with it beside them. Bench alone runs only the models its closed
 * form covers.
 */
static int reference(const struct model *m, struct outcome *o);
static int reference_reps(struct bench_run *br, const char *export_to, int verbose);

/*
 * hlog.c and runs.c: an exported run's .hlog, written before the rest
 * (hlog_refused says before the run whether it would outgrow its
 * intervals: 1, with one line in err), and the timeline of a run without
 * stalls, its first second (0, -1, or 1 if none).
 */
static int export_hlog(const char *prefix, const struct model *m, const struct outcome *o,
                       const struct table *t);
static int hlog_refused(const struct model *m, char *err, size_t len);
static int export_first_second(const char *prefix, const struct model *m);

/*
 * options.c: the lab's option and scenario rows, numbered after bench.c's
 * (NULL past the last), and its rules: the faults' and the closed loops'
 * (resolve_faults), a back-to-back loop's horizon (walks.c), the Poisson
 * and replayed schedules (schedules.c), a service distribution's options
 * given with it (services.c); the end of the lab's --help, which options act in which of its modes; and
 * the refusal of an option given that does not act in the mode asked for.
 */
static const struct optdef *lab_option(int k);
static const struct scenario *lab_scenario(int k);
static int resolve_faults(struct options *o, char *err, size_t len);
static int resolve_horizon(struct options *o, uint64_t duration_ns, char *err, size_t len);
static int resolve_poisson(struct options *o, uint64_t duration_ns, char *err, size_t len);
static int resolve_file(struct options *o, char *err, size_t len);
static int service_options_given(const struct options *o, char *err, size_t len);
static void lab_usage(void);
static int lab_refused(const struct options *o, const struct optdef *d, char *err, size_t len);
/* the reference scans the requests in flight one by one; room in a first-pass guess, at most */
enum { MAX_IN_FLIGHT = 1000, MAX_GUESS_ENTRIES = 1 << 20 };

/*
 * runs.c: the lab's hooks into a benchmark run, each called once, at the
 * point its name says, but lab_mode: run_options calls it before the
 * schedule is resolved (users, a recorded trace, and the rules the export
 * keeps in those modes) and after (a sweep, --cross-check); it runs the
 * mode, or says 0. lab_begin before the reps (the faults' walks, the
 * scoreboard's), lab_checks after the reps' checks, lab_print where its
 * lines go in the report, lab_export beside the export, lab_failed for the
 * exit status, lab_end to free what lab_begin took.
 */
enum { LAB_AFTER_TABLE, LAB_AFTER_FINDINGS, LAB_AFTER_RESULTS };
static void lab_plan(const struct report *r);
static int lab_begin(struct bench_run *br, int scoreboard);
static int lab_checks(struct bench_run *br);
static void lab_print(const struct bench_run *br, int where);
static int lab_export(const struct bench_run *br, const char *prefix);
static int lab_failed(const struct bench_run *br);
static void lab_end(struct bench_run *br);
static int lab_mode(struct options *o, const char *label, int resolved, int *status);

/* runs.c: the lab's checks of its own tables and routes, in --self-test. */
static int lab_self_test(void);
