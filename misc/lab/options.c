/*
 * misc/lab/options.c: the lab's options and scenarios, their own parsers,
 * and the rules of the faults and of the closed loops.
 *
 * Owns: LAB_OPTIONS, the rows of the lab's options (numbered after
 * bench.c's OPTIONS, read by the same parsing, validation and --help); the
 * parsers of the rows that need a rule of their own (--guess-entries,
 * --return-prob, --correct and --trace-values, --sweep, --hlog-interval);
 * LAB_SCENARIOS (numbered after bench.c's SCENARIOS); late_sender and
 * omissions_on, whether a model has faults (omissions.c, runs.c, users.c
 * and agent.c ask them too); resolve_faults, the rules the faults' options
 * and the closed loops (--closed, --connections) keep with each other and
 * with the modes; and
 * the self-test that holds the rows to their parsers and bench.c's
 * LAB_OPTION_NAMES and LAB_SCENARIO_NAMES to the rows. The service
 * distributions' parsers are services.c's, the replayed schedule's
 * schedules.c's.
 * May call: bench.c's option helpers (not_valid, set_text, set_time,
 * set_choice, parse_uint, fail). Called by bench.c's option_at,
 * scenario_at, resolve and self_test.
 */

/* The parsers (and --service-dist's choices) the rows name from the files after this one. */
static opt_set set_service_dist, set_slow_fraction, set_slow_service;   /* services.c */
static opt_set set_arrivals;                                             /* schedules.c */
static void service_help(char *form, size_t len);                        /* services.c */
static opt_set set_guess_entries, set_return_prob, set_trace, set_sweep, set_hlog_interval;

/* The choices that name no enum of their own: a field's values 0 and 1. */
static const char *const SCHEDULE_NAMES[] = { "fixed", "poisson", NULL };   /* SCHED_FIXED, SCHED_POISSON */
static const char *const FROM_NAMES[] = { "base", "last-send", NULL };
static const char *const WHEN_FULL_NAMES[] = { "block", "drop", NULL };
static const char *const STALLS_NAME[] = { "periodic", "poisson", NULL };   /* enum stall_kind */
static const char *const STALL_DIST_NAME[] = { "fixed", "exp", NULL };     /* enum stall_dist */
#define NAMES_HELP "use one of the names --help lists"

/*
 * Whether a model has faults, for the rules that refuse them beside other
 * choices (struct faults is the model's; omissions.c walks it). A late
 * sender pauses, drifts or is capped.
 */
static int late_sender(const struct model *m)
{
	return m->f.pause_ns || m->f.from_last_send || m->f.max_in_flight;
}

static int omissions_on(const struct model *m)
{
	return m->f.timeout_ns || m->f.has_limit || late_sender(m);
}

/* A positive finite decimal, at most 1e12: a rate, a coefficient of variation, a share. */
static int parse_positive(const char *s, double *out)
{
	char *end;
	double v;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtod(s, &end);
	if (errno || *end || !(v > 0) || v > 1e12)
		return -1;
	*out = v;
	return 0;
}

/* A positive decimal of at most hi. */
static int set_real(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	double x;

	if (parse_positive(val, &x) || x > (double)d->hi)
		return not_valid(d, val, err, len);
	*(double *)field_of(o, d->at) = x;
	return 0;
}

/* --cross-check: the closed form against the reference simulation (reference.c). */
static int set_cross_check(struct options *o, const struct optdef *d, const char *val, char *err,
                           size_t len)
{
	(void)d, (void)val, (void)err, (void)len;
	o->mode = MODE_CROSS_CHECK;
	return 0;
}

static const struct optdef LAB_OPTIONS[] = {
	{ "--closed", OPT_VALUE, "catch-up|skip|back-to-back", "how the closed loop treats slots it missed", NULL, ACTS_RUNS,
	  .set = set_choice, .at = AT(m.closed), .names = CLOSED_NAME,
	  .allowed = "use catch-up, skip or back-to-back" },
	{ "--connections", OPT_VALUE, "C", "C closed loops share the schedule (1)", NULL, ACTS_RUNS,
	  .set = set_count, .at = AT(m.connections), .lo = 1, .hi = 1000000,
	  .allowed = "a whole number from 1 to 1000000" },
	{ "--schedule", OPT_VALUE, "fixed|poisson", "fixed (default) or Poisson arrivals", NULL, ACTS_RUNS,
	  .set = set_choice, .at = AT(m.schedule), .names = SCHEDULE_NAMES,
	  .allowed = "use fixed or poisson (or --arrivals FILE)" },
	{ "--rate", OPT_VALUE, "R", "Poisson rate, requests a second", NULL, ACTS_RUNS,
	  .set = set_real, .at = AT(rate_per_s), .hi = 1000000000000,
	  .allowed = "requests a second, a number above 0 and at most 1e12" },
	{ "--seed", OPT_VALUE, "X", "seeds the Poisson schedule, service times, random stalls (0)", NULL, ACTS_RUNS,
	  .set = set_count, .at = AT(seed), .hi = UINT64_MAX,
	  .allowed = "a whole number from 0 to 18446744073709551615" },
	{ "--service-dist", OPT_VALUE, "NAME", "service times, each drawn from one of these:",
	  NULL, ACTS_RUNS,
	  .set = set_service_dist, .allowed = NAMES_HELP, .choices = service_help },
	{ "--service-cv", OPT_VALUE, "X", "lognormal: the coefficient of variation", NULL, ACTS_RUNS,
	  .set = set_real, .at = AT(m.service_cv), .hi = 100,
	  .allowed = "a number above 0 and at most 100" },
	{ "--slow-fraction", OPT_VALUE, "F", "bimodal: the share, 0 < F < 1, that takes --slow-service", NULL, ACTS_RUNS,
	  .set = set_slow_fraction, .allowed = "a number above 0 and below 1" },
	{ "--slow-service", OPT_VALUE, "T", "bimodal: the slow requests' service time", NULL, ACTS_RUNS,
	  .set = set_slow_service, .allowed = "a time above zero and below 2^50 ns, e.g. 10ms" },
	{ "--stalls", OPT_VALUE, "periodic|poisson", "stall starts every --period, or at\n"
	  "exponential gaps of mean --period (periodic)", NULL, ACTS_RUNS,
	  .set = set_choice, .at = AT(m.stalls), .names = STALLS_NAME, .allowed = NAMES_HELP },
	{ "--stall-dist", OPT_VALUE, "fixed|exp", "each stall --stall long, or exponential of that mean", NULL, ACTS_RUNS,
	  .set = set_choice, .at = AT(m.stall_dist), .names = STALL_DIST_NAME, .allowed = NAMES_HELP },
	{ "--arrivals", OPT_VALUE, "FILE", "replay due times: one integer ns a line, non-decreasing", NULL, ACTS_RUNS,
	  .set = set_arrivals, .at = AT(arrivals) },
	{ "--timeout", OPT_VALUE, "T", "clients give up on a request after T (from its send); adds\n"
	  "the completed and censored views", NULL, ACTS_BENCH,
	  .set = set_time, .at = AT(m.f.timeout_ns), .lo = 1 },
	{ "--queue-limit", OPT_VALUE, "K", "the server rejects a request that finds K waiting; adds\n"
	  "the ok and all views", NULL, ACTS_BENCH,
	  .set = set_count, .at = AT(m.f.queue_limit), .hi = 1000000000, .also = AT(m.f.has_limit),
	  .allowed = "a whole number of waiting requests from 0 to 1000000000" },
	{ "--reject-time", OPT_VALUE, "T", "with --queue-limit: a rejection reaches the client after T (0)", "--queue-limit", ACTS_BENCH,
	  .set = set_time, .at = AT(m.f.reject_ns), .also = AT(reject_set) },
	{ "--generator-pause", OPT_VALUE, "T", "the open loop's sender stops for T once a\n"
	  "--generator-period; adds the intended, actual and lag views", NULL, ACTS_BENCH,
	  .set = set_time, .at = AT(m.f.pause_ns), .lo = 1 },
	{ "--generator-period", OPT_VALUE, "T", "time between its pauses, 0 for one pause (1s)", "--generator-pause", ACTS_BENCH,
	  .set = set_time, .at = AT(m.f.pause_period_ns), .also = AT(pause_period_set) },
	{ "--generator-first", OPT_VALUE, "T", "start of its first pause (half the period; 500ms)", "--generator-pause", ACTS_BENCH,
	  .set = set_time, .at = AT(m.f.pause_first_ns), .also = AT(pause_first_set) },
	{ "--schedule-from", OPT_VALUE, "base|last-send", "the open loop sends request i when due (base),\n"
	  "or one schedule gap after request i-1 left (last-send: drifts)", NULL, ACTS_BENCH,
	  .set = set_choice, .at = AT(m.f.from_last_send), .names = FROM_NAMES,
	  .allowed = "use base or last-send" },
	{ "--max-in-flight", OPT_VALUE, "K", "the open loop keeps at most K requests outstanding (1-1000)", NULL, ACTS_BENCH,
	  .set = set_count, .at = AT(m.f.max_in_flight), .lo = 1, .hi = MAX_IN_FLIGHT,
	  .allowed = "a whole number from 1 to 1000" },
	{ "--when-full", OPT_VALUE, "block|drop", "with --max-in-flight: wait for a slot, or drop (block)", "--max-in-flight", ACTS_BENCH,
	  .set = set_choice, .at = AT(m.f.drop_when_full), .names = WHEN_FULL_NAMES,
	  .also = AT(when_full_set), .allowed = "use block or drop" },
	{ "--population", OPT_VALUE, "N", "instead of a schedule, N users (1-1000) who each think,\n"
	  "send, and wait for the reply; their own recording is the truth", NULL, ACTS_RUNS,
	  .set = set_count, .at = AT(m.u.n), .lo = 1, .hi = 1000,
	  .allowed = "a whole number of users from 1 to 1000" },
	{ "--sessions", OPT_VALUE, "R", "or sessions arriving R a second, each sending until it leaves", NULL, ACTS_RUNS,
	  .set = set_real, .at = AT(m.u.session_rate), .hi = 1000000000,
	  .allowed = "sessions a second, a number above 0 and at most 1e9" },
	{ "--return-prob", OPT_VALUE, "P", "sessions: after a reply, another request with chance P (0)", "--sessions", ACTS_RUNS,
	  .set = set_return_prob, .allowed = "a chance from 0 up to, not including, 1" },
	{ "--think", OPT_VALUE, "T", "users: the time between a reply and the next request (0)", "--population --sessions", ACTS_RUNS,
	  .set = set_time, .at = AT(m.u.think_ns) },
	{ "--think-dist", OPT_VALUE, "fixed|exp", "users: each think --think, or exponential (fixed)", "--population --sessions", ACTS_RUNS,
	  .set = set_choice, .at = AT(m.u.think_exp), .names = STALL_DIST_NAME, .allowed = "use fixed or exp" },
	{ "--scoreboard", OPT_FLAG, NULL, "also every way to correct the closed loop (or the users),\n"
	  "scored against the truth", NULL, ACTS_RUNS,
	  .set = set_flag, .at = AT(scoreboard) },
	{ "--guess-entries", OPT_VALUE, "N", "passes: values each percentile's first-pass guess\n"
	  "holds (16384; 0: none, every percentile narrows in later passes)", NULL, (ACTS_RUNS & ~ACTS_SWEEP),
	  .set = set_guess_entries, .hi = MAX_GUESS_ENTRIES,
	  .allowed = "0 (no guessing) or a whole number from 2 to 1048576" },
	{ "--correct", OPT_VALUE, "FILE", "correct a recorded trace: one latency a line (ns or a unit)", NULL, ACTS_TRACE,
	  .set = set_trace, .at = AT(trace) },
	{ "--trace-values", OPT_VALUE, "LIST", "the same from a list: 2ms*99,1000ms", NULL, ACTS_TRACE,
	  .set = set_trace, .at = AT(trace_values) },
	{ "--sweep", OPT_VALUE, "load|stall", "one table over load 10-95% or stall length", NULL, ACTS_RUNS,
	  .set = set_sweep, .at = AT(sweep), .allowed = "use load or stall" },
	{ "--hlog-interval", OPT_VALUE, "T", "with --export: PREFIX.hlog's interval, whole ms from 1ms\n"
	  "to 1h (1s)", "--export", ACTS_RUNS,
	  .set = set_hlog_interval,
	  .allowed = "a whole number of milliseconds from 1ms to 1h (a log's times have 3 decimals)" },
	{ "--hlog-counts", OPT_FLAG, NULL, "with --export: each .hlog interval's counts as RESULT\n"
	  "hlog and hlog-count lines", "--export", ACTS_RUNS,
	  .set = set_flag, .at = AT(m.hlog_counts) },
	{ "--cross-check", OPT_FLAG, NULL, "the closed form against the reference simulation;\n"
	  "exit 0 if they agree, 1 if not, 3 if no closed form holds", NULL, ACTS_RUNS,
	  .set = set_cross_check },
};
enum { NLAB_OPTIONS = sizeof LAB_OPTIONS / sizeof LAB_OPTIONS[0] };
_Static_assert(NOPTIONS + NLAB_OPTIONS <= 128, "struct options' given[] holds a flag for each option");

static const struct optdef *lab_option(int k)
{
	return k >= 0 && k < NLAB_OPTIONS ? &LAB_OPTIONS[k] : NULL;
}

/*
 * The lab's scenarios, numbered after bench.c's (scenario_at): each a list
 * of options applied before the user's, as bench's are. A lab run without
 * --reps answers once, so none sets it.
 */
static const struct scenario LAB_SCENARIOS[] = {
	{ "one-2s-stall", "seed 003",
	  "--service 1ms --interval 10ms --stall 2s --period 0 --first-stall 50s "
	  "--duration 100s --closed back-to-back --expected-interval 1ms --rank ceil" },
	{ "mm1-half", "seed 003, M/M/1 at rho 0.5",
	  "--schedule poisson --rate 5000 --service-dist exp --service 100us --stall 0 "
	  "--requests 10000000" },
	{ "mm1-90", "seed 003, M/M/1 at rho 0.9",
	  "--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 "
	  "--requests 10000000" },
	{ "mm1-99", "seed 003, M/M/1 at rho 0.99",
	  "--schedule poisson --rate 9900 --service-dist exp --service 100us --stall 0 "
	  "--requests 200000000" },
	{ "bimodal", "the lab, M/G/1: 1 % of requests take 10 ms",
	  "--schedule poisson --rate 2500 --service-dist bimodal --service 100us "
	  "--slow-fraction 0.01 --slow-service 10ms --stall 0 --requests 10000000" },
	{ "gc-pauses", "the lab, random pauses",
	  "--schedule poisson --rate 5000 --service-dist exp --service 100us --stalls poisson "
	  "--period 2s --stall-dist exp --stall 50ms --duration 600s" },
	{ "timeouts", "seeds 003 and 004, a timeout left out", "--timeout 50ms" },
	{ "shedding", "seed 003, load shed as fast errors", "--queue-limit 10" },
	{ "generator-gc", "seed 003, a sender that pauses",
	  "--generator-pause 50ms --generator-period 2s --stall 0" },
	{ "drift", "seed 003, a schedule from the last send",
	  "--generator-pause 50ms --generator-period 2s --stall 0 --schedule-from last-send" },
	{ "in-flight-cap", "seed 003, a cap on requests in flight", "--max-in-flight 10" },
	{ "mm1k-90", "seed 003, M/M/1/K at rho 0.9, K 10",
	  "--schedule poisson --rate 9000 --service-dist exp --service 100us --stall 0 "
	  "--queue-limit 10 --requests 8000000" },
	{ "population", "seed 004, a closed population (MVA: 301.87 us)",
	  "--population 10 --think 900us --service-dist exp --stall 0 --duration 100s" },
	{ "population-stalls", "seed 004, a closed population on seed 000's server",
	  "--population 10 --think 900us" },
	{ "sessions-2", "Schroeder et al., partly open: 2 requests a session",
	  "--sessions 2500 --return-prob 0.5 --think 900us" },
	{ "sessions-20", "Schroeder et al., partly open: 20 requests a session",
	  "--sessions 250 --return-prob 0.95 --think 900us" },
	/*
	 * Seed 004's hundred requests as a model: a request every 10 ms, 2 ms of
	 * service, and one 1 s stall that begins one service time before
	 * request 5 is due, so that request waits exactly the stall (1000 ms).
	 * The closed loop skips the 99 slots that fall due meanwhile and sends
	 * 100 requests in the 199 slots: the seed's trace, 99 at 2 ms and one
	 * at 1000 ms. The exercise: the same with a 200 ms stall every 50 ms.
	 */
	{ "hundred-requests", "seed 004",
	  "--service 2ms --interval 10ms --requests 199 --stall 1s --period 0 --first-stall 48ms "
	  "--closed skip --rank ceil" },
	{ "hundred-requests-exercise", "seed 004",
	  "--service 2ms --interval 50ms --requests 103 --stall 200ms --period 0 --first-stall 48ms "
	  "--closed skip --rank ceil" },
};
enum { NLAB_SCENARIOS = sizeof LAB_SCENARIOS / sizeof LAB_SCENARIOS[0] };

static const struct scenario *lab_scenario(int k)
{
	return k >= 0 && k < NLAB_SCENARIOS ? &LAB_SCENARIOS[k] : NULL;
}

static int set_guess_entries(struct options *o, const struct optdef *d, const char *val, char *err,
                             size_t len)
{
	uint64_t v;

	/* a guess of one value guesses nothing */
	if (parse_uint(val, d->lo, d->hi, &v) || v == 1)
		return not_valid(d, val, err, len);
	o->m.guess_entries = v;
	return 0;
}

static int set_return_prob(struct options *o, const struct optdef *d, const char *val, char *err,
                           size_t len)
{
	double p = -1;
	char *end = NULL;

	errno = 0;
	if (*val >= '0' && *val <= '9')
		p = strtod(val, &end);
	if (!end || errno || *end || !(p >= 0 && p < 1))
		return not_valid(d, val, err, len);
	o->m.u.return_prob = p;
	o->return_set = 1;
	return 0;
}

static int set_trace(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	o->mode = MODE_CORRECT;
	return set_text(o, d, val, err, len);
}

static int set_sweep(struct options *o, const struct optdef *d, const char *val, char *err, size_t len)
{
	if (strcmp(val, "load") && strcmp(val, "stall"))
		return not_valid(d, val, err, len);
	o->mode = MODE_SWEEP;
	return set_text(o, d, val, err, len);
}

static int set_hlog_interval(struct options *o, const struct optdef *d, const char *val, char *err,
                             size_t len)
{
	char why[1400];
	uint64_t v;

	if (parse_time(val, 0, &v, why, sizeof why))
		return fail(err, len, "%s %s", d->name, why);
	if (v < NS_PER_MS || v > 3600 * NS_PER_S || v % NS_PER_MS)
		return not_valid(d, val, err, len);
	o->m.hlog_interval_ns = v;
	return 0;
}

/*
 * The mode the options given ask for, by the lab's options that choose one
 * (a benchmark run where none is given); each option's row says the modes
 * it acts in. Returns 0, or -1 with one line in err if d, given, does not
 * act in that mode.
 */
static int lab_refused(const struct options *o, const struct optdef *d, char *err, size_t len)
{
	int trace = was_given(o, "--correct") || was_given(o, "--trace-values");
	unsigned mode = trace ? ACTS_TRACE
	                : was_given(o, "--population") || was_given(o, "--sessions") ? ACTS_USERS
	                : was_given(o, "--sweep") ? ACTS_SWEEP
	                : was_given(o, "--cross-check") ? ACTS_CROSS : ACTS_BENCH;

	if (d->acts & mode)
		return 0;
	if (trace)
		return fail(err, len, "%s applies to a simulated run, not to a recorded trace, whose "
		            "latencies are already measured (the correction's interval is "
		            "--expected-interval): drop %s", d->name, d->name);
	return fail(err, len, "%s does not apply to %s: drop it", d->name,
	            mode == ACTS_USERS ? "a run of users (--population, --sessions)"
	            : mode == ACTS_SWEEP ? "a sweep (--sweep)"
	            : mode == ACTS_CROSS ? "--cross-check" : "a benchmark run");
}

/* The options a mode (its ACTS_* bit) refuses, in --help: no trace-only or OPT_ALONE row. */
static void print_refused(unsigned acts)
{
	const struct optdef *d;

	for (int k = 0; (d = option_at(k)); k++)
		if (!(d->acts & acts) && d->acts != ACTS_TRACE && d->kind != OPT_ALONE)
			printf(" %s", d->name);
}

/* The end of the lab's --help: the options each of its modes takes or refuses. */
static void lab_usage(void)
{
	const struct optdef *d;

	printf("On a recorded trace (--correct, --trace-values) only these apply:\n   ");
	for (int k = 0; (d = option_at(k)); k++)
		if ((d->acts & ACTS_TRACE) && d->kind != OPT_ALONE)
			printf(" %s", d->name);
	printf("\nWithout --reps or REPS a run here takes one walk and no warmup: its answer once.");
	printf("\nWith --population or --sessions these do nothing, and are refused:\n   ");
	print_refused(ACTS_USERS);
	printf("\nWith --sweep, likewise:\n   ");
	print_refused(ACTS_SWEEP);
	printf("\n");
}

/*
 * The lab's options that need a partner, or cannot go together: random
 * stalls and the Poisson rate, the omissions, the closed loops. Called
 * last by bench.c's resolve_conflicts. Returns 0, or -1 with err.
 */
static int resolve_faults(struct options *o, char *err, size_t len)
{
	struct faults *f = &o->m.f;

	if (o->m.stalls == STALLS_POISSON && o->m.stall_ns && o->m.period_ns == 0)
		return fail(err, len, "--stalls poisson needs --period T, the mean gap between "
		            "stall starts: %s%s", "--period 0 means a single stall", "");
	if (o->rate_per_s && o->m.schedule != SCHED_POISSON)
		return fail(err, len, "--rate %s: %s", "applies only with --schedule poisson",
		            "add --schedule poisson or drop --rate");
	if (!o->pause_period_set)
		f->pause_period_ns = NS_PER_S;
	if (!o->pause_first_set)
		f->pause_first_ns = f->pause_period_ns ? f->pause_period_ns / 2 : NS_PER_S / 2;
	if (f->pause_ns && f->pause_period_ns && f->pause_ns >= f->pause_period_ns) {
		char a[32], b[32];

		return fail(err, len, "--generator-pause %s us is not below --generator-period %s us: "
		            "the sender would never send (use --generator-period 0 for one pause)",
		            fmt_us(a, sizeof a, f->pause_ns), fmt_us(b, sizeof b, f->pause_period_ns));
	}
	if (o->m.service_dist != SVC_FIXED && o->m.closed == CLOSED_BACK_TO_BACK)
		return fail(err, len, "--closed back-to-back %s%s", "takes fixed service times only: ",
		            "drop --service-dist or use catch-up");
	if (o->m.closed == CLOSED_SKIP && o->m.connections > 1)
		return fail(err, len, "--closed skip %s%s", "takes one connection: ",
		            "drop --connections or use catch-up");
	if (o->m.closed == CLOSED_BACK_TO_BACK && (f->timeout_ns || f->has_limit))
		return fail(err, len, "--closed back-to-back %s%s", "takes no --timeout or --queue-limit "
		            "(a connection that gives up or is refused would send again at once): ",
		            "use catch-up");
	if (o->scoreboard && (o->mode != MODE_BENCH || omissions_on(&o->m)))
		return fail(err, len, "--scoreboard %s%s", "scores a benchmark run without faults, or "
		            "users: ", "drop --sweep, --cross-check and the faults");
	if (omissions_on(&o->m) && o->mode != MODE_BENCH)
		return fail(err, len, "--timeout, --queue-limit and the generator's options %s%s",
		            "apply to a benchmark run: ", "drop --sweep or --cross-check");
	return 0;
}

/* name, then tail, onto the list (len bytes, *at used), a space before all but the first. */
static void list_name(char *list, size_t len, size_t *at, const char *name, const char *tail)
{
	*at += (size_t)snprintf(list + *at, len - *at, "%s%s%s", *at ? " " : "", name, tail);
	if (*at >= len)
		*at = len - 1;
}

/*
 * The lab's rows as bench.c's self-test holds its own (self_test_row), and
 * LAB_OPTION_NAMES, bench alone's list of them, against the rows: each row's
 * name there, with '=' exactly where it takes a value, and nothing else.
 */
static int options_self_test(void)
{
	char names[sizeof LAB_OPTION_NAMES + sizeof LAB_SCENARIO_NAMES + 64] = "";
	size_t at = 0;
	int bad = 0;

	for (int k = 0; k < NLAB_OPTIONS; k++) {
		const struct optdef *d = &LAB_OPTIONS[k];
		opt_set *s = d->set;

		bad += self_test_row(d, s == set_time || s == set_text || s == set_flag ||
		                        s == set_arrivals || s == set_trace || s == set_cross_check);
		list_name(names, sizeof names, &at, d->name, d->kind == OPT_VALUE ? "=" : "");
	}
	bad += expect("bench.c's LAB_OPTION_NAMES lists the lab's rows, in order, '=' where a value follows",
	              1, strcmp(names, LAB_OPTION_NAMES) == 0);
	at = 0;
	names[0] = '\0';
	for (int k = 0; k < NLAB_SCENARIOS; k++)
		list_name(names, sizeof names, &at, LAB_SCENARIOS[k].name, "");
	bad += expect("bench.c's LAB_SCENARIO_NAMES lists the lab's scenarios, in order",
	              1, strcmp(names, LAB_SCENARIO_NAMES) == 0);
	return bad;
}
