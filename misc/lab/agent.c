/*
 * misc/lab/agent.c: seed 004's monitoring agent that blocks.
 *
 *   lab agent [--every T] [the benchmark's model options]
 *
 * An agent inside the server's process reads one gauge every T (15 ms
 * unless given): the age of the oldest request in the server, waiting or in
 * service, counted from when it was due (0 when the server is empty). It is
 * what a dashboard's "current latency" panel shows. Because the agent runs
 * in the process that stalls, a reading due while the process is stalled is
 * never taken; the agent wakes for the next one due after the stall. The
 * truth is the same gauge read at every tick by an observer outside.
 *
 * The gauge is read off the open loop's timeline (every request sent when
 * due, served first come first served), so at tick t the oldest request in
 * the server is the first whose completion is after t, if it was due by t.
 * Three routes give every reading:
 *
 *   walk         the requests in order, the ticks merged in (agent_walk)
 *   search       each tick looked up by bisection among the completions
 *                kept in arrays (agent_search)
 *   closed form  where bench.c's closed form holds (closed_form_gap): the
 *                age from the tick's place in the stall period alone, by
 *                arithmetic (agent_closed_form)
 *
 * The walk and the search share the timeline, which is the open loop's:
 * its latencies are summarised and held to bench.c's reference simulation
 * (its own walk and server), so a fault there is caught. Which ticks the
 * agent loses is decided once (agent_blocked) from the model's stalls.
 *
 * Refused: faults and generators that change the open loop (--timeout,
 * --queue-limit, the generator's options), users, recorded traces, --sweep,
 * --cross-check and --export. Runs of at most AGENT_MAX requests and ticks.
 *
 * Shares with bench.c: options_default, read_env, read_args, resolve, the
 * server's stall windows (next_window), summarise and the rank rule,
 * reference, check, print_result_set, fmt_read; with walks.c: the general
 * walk (walk_open, walk_fates); with omissions.c: check_summary.
 */

enum { AGENT_MAX = 1 << 22 };   /* requests and ticks a run keeps: 32 MiB an array */
/*
 * The agent's tick unless --every is given: 15 ms, which does not divide
 * seed 000's 1 s stall period, so its readings fall at every phase of the
 * stall (every 10 ms would read each stall's last instant every time).
 */
static const uint64_t AGENT_EVERY_NS = 15 * NS_PER_MS;

/* The gauge at tick t: the age of the first request completing after t, if it was due by t. */
static uint64_t agent_age(uint64_t t, uint64_t due_ns, uint64_t done_ns)
{
	return done_ns > t && due_ns <= t ? t - due_ns : 0;
}

/* Whether the process is stalled at t, the stalls walked in order of t (w: their cursor). */
static int agent_blocked(const struct model *m, struct server *w, uint64_t t)
{
	if (!m->stall_ns || t < m->first_stall_ns)
		return 0;
	if (periodic_stalls(m))
		return (m->period_ns ? (t - m->first_stall_ns) % m->period_ns
		                     : t - m->first_stall_ns) < m->stall_ns;
	while (w->window_end_ns <= t && w->next_stall_ns != UINT64_MAX)
		next_window(w);
	return w->next_stall_ns <= t && t < w->window_end_ns;
}

/* A run's timeline and readings. */
struct agent_run {
	uint64_t every_ns, ticks, requests;
	uint64_t *due, *done;         /* the open loop's timeline, request by request */
	uint64_t *walk, *search, *form; /* the gauge at each tick, by each route (form: or NULL) */
	unsigned char *lost;          /* lost[k]: tick k fell in a stall */
	uint64_t stalls;              /* stalls the open loop met */
};

/* The open loop's timeline, by the general walk, and, merged in, the gauge at every tick. */
static int agent_walk(const struct model *m, struct agent_run *r)
{
	struct walk w;
	struct fate f[FATES];
	struct counts c = { 0 };
	uint64_t i = 0, k = 0, got;

	if (walk_open(&w, m, 1, NULL, 0))
		return ERR_OOM;
	while ((got = walk_fates(&w, f, FATES, &c)))
		for (uint64_t j = 0; j < got; j++, i++) {
			r->due[i] = f[j].due;
			r->done[i] = f[j].reply;
			for (; k < r->ticks && k * r->every_ns < f[j].reply; k++)
				r->walk[k] = agent_age(k * r->every_ns, f[j].due, f[j].reply);
		}
	for (; k < r->ticks; k++)
		r->walk[k] = 0;
	r->stalls = w.srv.stalls;
	walk_end(&w);
	return 0;
}

/* The gauge at every tick again, by bisection among the kept completions. */
static void agent_search(struct agent_run *r)
{
	for (uint64_t k = 0; k < r->ticks; k++) {
		uint64_t t = k * r->every_ns, lo = 0, hi = r->requests;

		while (lo < hi) {       /* the first completion after t */
			uint64_t mid = lo + (hi - lo) / 2;

			if (r->done[mid] > t)
				hi = mid;
			else
				lo = mid + 1;
		}
		r->search[k] = lo < r->requests ? agent_age(t, r->due[lo], r->done[lo]) : 0;
	}
}

/*
 * The gauge by arithmetic, where the closed form holds: a fixed schedule
 * (request j due at j I), fixed service C < I, stalls of S on due instants
 * that drain before the next. In a stall begun at s the request due at s
 * waits: at s + x the age is x. After it the backlog is served back to
 * back, request j of it from s + S + j C, for the J = ceil(S / (I - C))
 * requests that start late; at s + S + y, y < J C, request floor(y / C)
 * is in service, due at s + j I. Otherwise the request due last is in
 * service for C after its due time, and the server is empty after.
 */
static uint64_t agent_form_age(const struct model *m, uint64_t t)
{
	const uint64_t I = m->interval_ns, C = m->service_ns, S = m->stall_ns;

	if (S && t >= m->first_stall_ns) {
		uint64_t x = m->period_ns ? (t - m->first_stall_ns) % m->period_ns : t - m->first_stall_ns;
		uint64_t J = ceil_div(S, I - C);

		if (x < S)
			return x;
		if (x - S < J * C) {
			uint64_t j = (x - S) / C;

			return x - j * I;
		}
	}
	return t % I < C ? t % I : 0;
}

static void agent_closed_form(const struct model *m, struct agent_run *r)
{
	for (uint64_t k = 0; k < r->ticks; k++)
		r->form[k] = agent_form_age(m, k * r->every_ns);
}

/*
 * The readings lost, counted stall by stall rather than tick by tick: a
 * window [b, e) holds the ticks ceil(b / T) to ceil(e / T) - 1, those up to
 * the last tick. The windows are the server's (next_window merges random
 * stalls that overlap); periodic ones by arithmetic.
 */
static uint64_t agent_lost_by_stalls(const struct model *m, const struct agent_run *r)
{
	struct server w;
	uint64_t lost = 0, T = r->every_ns, horizon = r->ticks * T;

	if (!m->stall_ns)
		return 0;
	server_init(&w, m);
	for (uint64_t k = 0;; k++) {
		uint64_t b, e;

		if (periodic_stalls(m)) {
			if (k && !m->period_ns)
				break;
			b = m->first_stall_ns + k * m->period_ns;
			e = b + m->stall_ns;
		} else {
			if (k)
				next_window(&w);
			b = w.next_stall_ns;
			e = w.window_end_ns;
		}
		if (b >= horizon)
			break;
		lost += ceil_div(min_u64(e, horizon), T) - ceil_div(b, T);
	}
	return lost;
}

/* The readings of one route as two views: every tick (the truth), and the ticks the agent took. */
static int agent_views(const struct model *m, const struct agent_run *r, const uint64_t *age,
                       uint64_t *scratch, struct summary *truth, struct summary *agent)
{
	uint64_t n = 0;

	memcpy(scratch, age, r->ticks * sizeof *scratch);
	if (summarise(scratch, r->ticks, m->slow_ns, m->rank, truth))
		return -1;
	for (uint64_t k = 0; k < r->ticks; k++)
		if (!r->lost[k])
			scratch[n++] = age[k];
	return summarise(scratch, n, m->slow_ns, m->rank, agent);
}

/* Ticks whose readings differ between two routes, as one check. */
static void agent_check_ticks(struct tally *t, const char *what, const struct agent_run *r,
                              const uint64_t *want)
{
	uint64_t differ = 0;

	for (uint64_t k = 0; k < r->ticks; k++)
		differ += want[k] != r->walk[k];
	check(t, 0, what, "ticks_differing", 0, differ);
}

/* The open loop of the walk's timeline against the reference simulation's. */
static int agent_check_timeline(const struct model *m, const struct agent_run *r,
                                uint64_t *scratch, struct tally *t)
{
	struct outcome ref;
	struct summary open;

	if (r->requests > r->ticks && !(scratch = malloc(r->requests * sizeof *scratch)))
		return ERR_OOM;
	for (uint64_t i = 0; i < r->requests; i++)
		scratch[i] = r->done[i] - r->due[i];
	if (summarise(scratch, r->requests, m->slow_ns, m->rank, &open) || reference(m, &ref)) {
		if (r->requests > r->ticks)
			free(scratch);
		return ERR_OOM;
	}
	if (r->requests > r->ticks)
		free(scratch);
	check_summary(t, "agent timeline (open loop, against the reference)", &ref.set[SET_OPEN], &open);
	check(t, 0, "agent timeline", "stalls", ref.stalls[1], r->stalls);
	check(t, 0, "agent timeline", "last_completion_ns", ref.last_done_ns[1], r->done[r->requests - 1]);
	return 0;
}

/* What a dashboard fed by the agent shows, beside the truth; one line each, then a sentence. */
static void agent_report(const struct model *m, const struct agent_run *r, const struct summary *truth,
                         const struct summary *agent, uint64_t lost, const char *route)
{
	char every[32], ap[32], am[32], tp[32], tm[32], ts[32], as[32], slow[32];

	printf("agent: the age of the oldest request in the server, read every %s from 0; a reading "
	       "due while the server's process is stalled is never taken\n",
	       fmt_read(every, sizeof every, r->every_ns));
	printf("RESULT agent every_ns=%" PRIu64 " ticks=%" PRIu64 " taken=%" PRIu64 " lost=%" PRIu64
	       " route=%s\n", r->every_ns, r->ticks, r->ticks - lost, lost, route);
	print_result_set("agent-truth", truth);
	print_result_set("agent", agent);
	printf("A dashboard fed by the agent reads %s at p99, %s at max and %s %% of its readings above "
	       "%s; read at every tick, the gauge is %s, %s and %s %%.\n",
	       fmt_read(ap, sizeof ap, agent->pct_ns[PCT_P99]), fmt_read(am, sizeof am, agent->pct_ns[NPCT - 1]),
	       fmt_share(as, sizeof as, agent->slow, agent->n), fmt_read(slow, sizeof slow, m->slow_ns),
	       fmt_read(tp, sizeof tp, truth->pct_ns[PCT_P99]), fmt_read(tm, sizeof tm, truth->pct_ns[NPCT - 1]),
	       fmt_share(ts, sizeof ts, truth->slow, truth->n));
	if (lost)
		printf("It lost %" PRIu64 " of %" PRIu64 " readings, every one while the server was "
		       "stalled: the readings that would have shown the stall.\n", lost, r->ticks);
	else
		printf("It lost no reading: no tick fell inside a stall.\n");
}

/* Its own option, --every T; the rest into rest[] for bench.c's reader. Returns 0, 1 (--help) or -1. */
static int agent_options(int argc, char **argv, uint64_t *every, char **rest, int *nrest,
                         char *err, size_t len)
{
	*nrest = 0;
	rest[(*nrest)++] = argv[0];
	for (int i = 2; i < argc; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			printf("usage: lab agent [--every T] [the benchmark's model options]\n"
			       "  a monitoring agent in the server's process reads the age of the oldest\n"
			       "  request in the server every T (15ms); a reading due during a stall is\n"
			       "  never taken. Prints what a dashboard fed by it shows beside the truth.\n");
			return 1;
		}
		if (strcmp(argv[i], "--every")) {
			rest[(*nrest)++] = argv[i];
			continue;
		}
		if (i + 1 >= argc)
			return fail(err, len, "--every needs a value: %s%s", "a time such as 10ms", "");
		if (parse_time(argv[++i], 0, every, err, len))
			return -1;
		if (*every == 0 || *every > MAX_TIME_NS / 2)
			return fail(err, len, "--every '%s' is not valid: %s", argv[i],
			            "a time above 0, such as 10ms");
	}
	return 0;
}

/* The model, read and resolved as the benchmark reads it, and what the agent cannot take. */
static int agent_model(struct options *o, int n, char **rest, char *err, size_t len)
{
	if (read_env(o, err, len) || read_args(o, n, rest, err, len))
		return -1;
	if (o->mode != MODE_BENCH)
		return fail(err, len, "lab agent reads the gauge of a simulated run: %s%s",
		            "drop --correct, --trace-values, --sweep and --cross-check", "");
	if (users_on(&o->m) || omissions_on(&o->m))
		return fail(err, len, "lab agent reads the open loop's timeline: %s%s",
		            "drop --population, --sessions, --timeout, --queue-limit and the generator's options", "");
	if (o->export_to)
		return fail(err, len, "--export does not apply to lab agent, %s%s", "which writes nothing", "");
	return resolve(o, err, len);
}

static int agent_claims(int argc, char **argv)
{
	return argc >= 2 && !strcmp(argv[1], "agent");
}

static void agent_free(struct agent_run *r)
{
	free(r->due);
	free(r->done);
	free(r->walk);
	free(r->search);
	free(r->form);
	free(r->lost);
}

/*
 * Another route's readings (age) against the walk's: tick by tick, and its
 * two views against the walk's truth and agent. Returns 0 or -1.
 */
static int agent_check_route(const struct model *m, const struct agent_run *r, const char *route,
                             const uint64_t *age, uint64_t *scratch, struct tally *t,
                             const struct summary *truth, const struct summary *agent)
{
	struct summary vt, va;
	char what[64];

	if (agent_views(m, r, age, scratch, &vt, &va))
		return -1;
	snprintf(what, sizeof what, "agent %s", route);
	agent_check_ticks(t, what, r, age);
	snprintf(what, sizeof what, "agent-truth (%s)", route);
	check_summary(t, what, &vt, truth);
	snprintf(what, sizeof what, "agent (%s)", route);
	check_summary(t, what, &va, agent);
	return 0;
}

/* Every tick's reading by two or three routes, the two views of each, and the checks. */
static int agent_compute(const struct model *m, struct agent_run *r, struct tally *t,
                         struct summary *truth, struct summary *agent, uint64_t *lost)
{
	struct server w;
	uint64_t *scratch = malloc(r->ticks * sizeof *scratch);
	int rc = -1;

	if (!scratch || agent_walk(m, r))
		goto out;
	server_init(&w, m);
	*lost = 0;
	for (uint64_t k = 0; k < r->ticks; k++)
		*lost += r->lost[k] = (unsigned char)agent_blocked(m, &w, k * r->every_ns);
	agent_search(r);
	if (agent_views(m, r, r->walk, scratch, truth, agent) ||
	    agent_check_route(m, r, "search", r->search, scratch, t, truth, agent))
		goto out;
	if (r->form) {
		agent_closed_form(m, r);
		if (agent_check_route(m, r, "closed form", r->form, scratch, t, truth, agent))
			goto out;
	}
	check(t, 0, "agent", "lost (stall by stall)", agent_lost_by_stalls(m, r), *lost);
	rc = agent_check_timeline(m, r, scratch, t);
out:
	free(scratch);
	return rc;
}

static int agent_run(int argc, char **argv)
{
	struct options o = options_default();
	struct agent_run r = { .every_ns = AGENT_EVERY_NS };
	struct summary truth, agent;
	struct tally t = { 0, 0 };
	char err[2048], **rest = malloc((size_t)argc * sizeof *rest);
	uint64_t lost = 0;
	int n, rc;

	if (!rest)
		return usage_error("out of memory reading the options");
	rc = agent_options(argc, argv, &r.every_ns, rest, &n, err, sizeof err);
	if (rc == 0 && agent_model(&o, n, rest, err, sizeof err))
		rc = -1;
	free(rest);
	if (rc) {
		free(o.scenario_args);
		free(o.kept_due);
		return rc > 0 ? 0 : usage_error(err);
	}
	r.requests = o.m.requests;
	r.ticks = o.m.last_due_ns / r.every_ns + 1;
	if (r.requests > AGENT_MAX || r.ticks > AGENT_MAX) {
		snprintf(err, sizeof err, "lab agent keeps every request and reading: this run has %" PRIu64
		         " requests and %" PRIu64 " readings, at most %d each; shorten it or raise --every",
		         r.requests, r.ticks, AGENT_MAX);
		free(o.scenario_args);
		free(o.kept_due);
		return usage_error(err);
	}
	r.due = malloc(r.requests * sizeof *r.due);
	r.done = malloc(r.requests * sizeof *r.done);
	r.walk = malloc(r.ticks * sizeof *r.walk);
	r.search = malloc(r.ticks * sizeof *r.search);
	r.lost = malloc(r.ticks);
	r.form = closed_form_gap(&o.m) ? NULL : malloc(r.ticks * sizeof *r.form);
	rc = r.due && r.done && r.walk && r.search && r.lost && (r.form || closed_form_gap(&o.m))
	     ? agent_compute(&o.m, &r, &t, &truth, &agent, &lost) : ERR_OOM;
	if (rc == 0) {
		print_model(&o.m);
		agent_report(&o.m, &r, &truth, &agent, lost, r.form ? "walk,search,closed-form" : "walk,search");
		printf("CHECKS agent passed=%" PRIu64 " failed=%" PRIu64 "\n", t.passed, t.failed);
	} else
		fprintf(stderr, "lab: lab agent: out of memory\n");
	agent_free(&r);
	free(o.scenario_args);
	free(o.kept_due);
	return rc ? 1 : t.failed ? 1 : 0;
}
